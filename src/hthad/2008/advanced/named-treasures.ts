/**
 * Named Treasures (hthad-2008-rules.txt, "Named Treasures"): interesting treasures get a name
 * and are followed as they change hands. Names come from a stream of their own
 * (`treasure-names`, forked from the seed), so the option never changes what happens nor any
 * other name: with it on, the history differs only by the treasures' names. The name rides on
 * the bead (`token.name`), so the map can label it and the chronicle follow its hand-offs.
 */
import type { World } from '../../world';
import type { Host } from '../monsters/host';
import type { LateState } from '../monsters/state';

/** Give a treasure bead a name (when the option is on, or for the artifact always). */
export function nameTreasure(h: Host, s: LateState, token: string, name: string): void {
  if (!s.options.namedTreasures) return;
  s.named[token] = name;
}

/** Where each named treasure lies now, and who holds it. */
export function namedTreasureReport(
  h: Host,
  s: LateState,
): { token: string; name: string; place: string | null; holder: string | null; lost: boolean }[] {
  return Object.keys(s.named)
    .sort()
    .map((token) => {
      const t = h.world.tokens.find((x) => x.id === token);
      return {
        token,
        name: s.named[token]!,
        place: t?.place ?? null,
        holder: t?.owner ?? null,
        lost: !t,
      };
    });
}

/** Kinds of bead interesting enough to name: the old civilizations' treasures and gemstones. */
const NAMEABLE = new Set(['dwarven-treasure', 'gems', 'abandoned-goods', 'artifact']);

/** At the start of the Age of Monsters, name the treasures the earlier ages left (option on). */
export function nameOldTreasures(h: Host, s: LateState): void {
  if (!s.options.namedTreasures) return;
  for (const t of h.world.tokens)
    if (t.kind === 'treasure' && NAMEABLE.has(t.role) && !s.named[t.id])
      s.named[t.id] = freshTreasureName(h, s);
}

/**
 * A treasure name no other named treasure bears (the artifact's comes from the names stream,
 * so the treasure stream could repeat it): a few redraws at most.
 */
function freshTreasureName(h: Host, s: LateState): string {
  const taken = new Set(Object.values(s.named));
  let name = `the ${h.treasureNames.next('artifact')}`;
  for (let i = 0; i < 8 && taken.has(name); i++) name = `the ${h.treasureNames.next('artifact')}`;
  return name;
}

/** Write each named treasure's name on its bead in `world` (a snapshot or the final world). */
export function labelNamedTreasures(world: World, s: LateState): void {
  // The names in a map: a bead id missing from the record is a slow miss, and most beads are.
  let names: Map<string, string> | null = null;
  for (const id of Object.keys(s.named)) (names ??= new Map()).set(id, s.named[id]!);
  if (names === null) return;
  for (const t of world.tokens) {
    const name = names.get(t.id);
    if (name !== undefined) t.name = name;
  }
}

/** One line on where the named treasures lie now, or null when there are none. */
export function namedTreasureLine(h: Host, s: LateState): string | null {
  const rows = namedTreasureReport(h, s);
  if (rows.length === 0) return null;
  const where = rows.slice(0, 8).map((r) => {
    if (r.lost) return `${r.name} has left the dungeon`;
    const holder = r.holder ? h.world.groups.find((g) => g.id === r.holder)?.name : null;
    const place = h.world.places.find((p) => p.id === r.place);
    return holder
      ? `${r.name} is held by ${holder}`
      : `${r.name} lies in ${place?.name ?? `the ${place?.role.replace(/-/g, ' ') ?? 'dark'}`}`;
  });
  return `Named treasures: ${where.join('; ')}${rows.length > 8 ? '; and more' : ''}.`;
}
