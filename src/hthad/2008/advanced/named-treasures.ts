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
