/**
 * Deaths and departures (hthad-2019-rules.txt, the Further Treatise and the cards' own rules): a
 * group with no ● is dead, its ★ gone, its ○ left lying, its card shuffled back unless unique;
 * Nomads, Adventurers, the Mob and Starhelm leave the map on their cards' terms.
 */
import { emit, ownCard, type Age } from './age';
import { cardById } from './cards';
import { returnCard } from './deck';
import type { GroupId } from './port';

const undeadPresent = (age: Age) =>
  age.world.groups().some((g) => age.world.tags(g).includes('undead'));

/** The card goes back into the pile unless another group still plays it (a split Ooze). */
function release(age: Age, group: GroupId): boolean {
  const card = age.world.card(group);
  const twin = age.world.groups().some((g) => g !== group && age.world.card(g) === card);
  if (twin) return false;
  age.deck = returnCard(age.rng, age.deck, card);
  return !cardById(card).unique;
}

function depart(age: Age, group: GroupId, reason: string, leaveLoot: boolean): void {
  const card = age.world.card(group);
  if (group === age.villain) age.villain = undefined;
  // READING: a group that leaves the map alive returns its card like a dead one.
  release(age, group);
  age.world.remove(group, leaveLoot);
  emit(age, { kind: 'leave', turn: age.turn, group, card, reason });
}

/**
 * Settle the map after an action: the dead die, and groups whose card says so leave. `by` is the
 * group whose action this was (it wiped out whoever died).
 */
export function settle(age: Age, by?: GroupId): void {
  const w = age.world;
  for (const group of [...w.groups()]) {
    const beads = w.beads(group);
    if (beads.pop <= 0) {
      const card = w.card(group);
      if (by !== undefined && by !== group)
        for (const r of ownCard(age, by).rules)
          if (r.kind === 'wipe-out-leaves-fungus') w.mark(group, 'fungal-biome');
      // READING: "the most powerful monster" the Knights defeat is an alpha predator they wipe out.
      if (
        by !== undefined &&
        w.rank(group) === 'alpha' &&
        ownCard(age, by).rules.some((r) => r.kind === 'knights-monument') &&
        !w.built(by).includes('Monument')
      ) {
        w.build(by, { name: 'Monument' });
        emit(age, {
          kind: 'action',
          turn: age.turn,
          actor: by,
          action: 'build',
          detail: 'Monument',
        });
      }
      const villain = group === age.villain;
      const reshuffled = villain ? false : release(age, group);
      if (villain) age.villain = undefined;
      w.remove(group, true);
      emit(age, {
        kind: 'death',
        turn: age.turn,
        group,
        card,
        lootLeft: beads.loot,
        reshuffled,
        ...(by !== undefined && by !== group ? { by } : {}),
      });
      continue;
    }
    for (const r of ownCard(age, group).rules) {
      if (r.kind === 'leaves-when-loot' && (beads.loot < r.below || beads.loot > r.above)) {
        depart(age, group, 'the nomads move on', false);
        break;
      }
      if (r.kind === 'leaves-at-pop' && beads.pop <= r.pop) {
        depart(age, group, 'retires to safety', false);
        break;
      }
      if (r.kind === 'star-leaves-for-adventurers' && beads.stars > 0) {
        depart(age, group, 'the mob disperses', true);
        age.summons.push({ why: 'the mob gained a ★', tags: ['adventurers'], surface: true });
        break;
      }
      if (r.kind === 'needs-undead' && !undeadPresent(age)) {
        depart(age, group, 'the order disbands', true);
        break;
      }
    }
  }
}
