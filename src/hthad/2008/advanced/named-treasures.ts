/**
 * Named Treasures (hthad-2008-rules.txt, "Named Treasures"): interesting treasures get a name
 * and are followed as they change hands. Names come from the names stream only; the option
 * never changes what happens.
 */
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
      s.named[t.id] = `the ${h.names.next('artifact')}`;
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
