/**
 * The Build action's bookkeeping: whether a construction can be built now (not built yet, its
 * `needs` met, its req affordable) and which one a group chooses.
 */
import type { Age } from './age';
import type { GroupId } from './port';
import type { Beads, BuildSource, Construction } from './types';

/** Enough beads to pay `req`; a group never spends its last ● (it would die of it). */
export function canPay(have: Beads, req: Partial<Beads> = {}): boolean {
  return (
    have.loot >= (req.loot ?? 0) && have.stars >= (req.stars ?? 0) && have.pop - (req.pop ?? 0) >= 1
  );
}

/** Can the group build this construction of this card now? */
export function affordable(age: Age, group: GroupId, card: BuildSource, k: Construction): boolean {
  const built = age.world.built(group);
  if (built.includes(k.name)) return false; // each construction once
  for (const need of k.needs ?? []) {
    if (need === 'water') {
      if (age.world.site(group, 'water') === undefined) return false;
    } else if (!built.includes(need)) return false;
  }
  for (const rule of card.rules ?? []) {
    if (rule.kind === 'build-min-pop' && age.world.beads(group).pop < rule.pop) return false;
    if (
      rule.kind === 'build-needs-neighbour' &&
      rule.construction === k.name &&
      !age.world.neighbours(group).some((n) => age.world.rank(n) === rule.target.rank)
    )
      return false;
  }
  return canPay(age.world.beads(group), k.req);
}

/**
 * The construction a group builds when its card leaves the choice open. Policy `ambition`: a
 * construction that raises villainy first, then one that gives beads, then one that gives a
 * bonus or a mark, each in card order — builders finish what they can afford.
 */
export function chooseConstruction(
  age: Age,
  group: GroupId,
  cards: readonly BuildSource[],
  name?: string,
): { card: BuildSource; construction: Construction } | undefined {
  const open: { card: BuildSource; construction: Construction }[] = [];
  for (const card of cards)
    for (const k of card.constructions)
      if ((name === undefined || k.name === name) && affordable(age, group, card, k))
        open.push({ card, construction: k });
  const score = (k: Construction) => (k.villainy ? 0 : k.gain ? 1 : 2);
  let best: (typeof open)[number] | undefined;
  for (const o of open) if (!best || score(o.construction) < score(best.construction)) best = o;
  return best;
}
