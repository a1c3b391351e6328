/**
 * The delvers' season (hthad-2008-rules.txt, Delvers): "Re-draw any natural caves or tunnels in
 * the ZOC as improved tunnels in pen." A natural tunnel with both ends in the ZOC is redrawn in
 * the delvers' own (dwarven, straight) pen; a natural cave in the ZOC is marked 'improved'.
 * Redrawing changes only the drawing: the place graph (ends, lengths) stays as it was.
 */
import type { Place, Tunnel } from '../../world';
import type { Host } from './host';
import { cap, nameOf } from './encounter';
import { placeOf, zoc } from './space';
import { sortedZoc, type LateState, type MGroup } from './state';

/** Do both ends of the tunnel lie in the zone? */
function endsIn(t: Tunnel, z: ReadonlySet<string>): boolean {
  const a = t.stops[0]?.place;
  const b = t.stops.at(-1)?.place;
  return !!a && !!b && z.has(a) && z.has(b);
}

/** A natural cave not yet improved. */
function roughCave(p: Place): boolean {
  return p.kind === 'cave' && !p.marks.includes('improved');
}

/** Whether any place of the zone is a cave still to be improved. */
function anyRoughCave(h: Host, z: ReadonlySet<string>): boolean {
  for (const id of z) if (roughCave(placeOf(h, id))) return true;
  return false;
}

/** Redraw the natural caves and tunnels in the group's ZOC; the ids redrawn. */
export function improveTunnels(h: Host, _s: LateState, g: MGroup): string[] {
  const z = zoc(h, g);
  const tunnels: string[] = [];
  const tl = h.world.tunnels;
  for (let i = 0; i < tl.length; i++) {
    const t = tl[i]!;
    if (t.style !== 'natural' || t.state === 'collapsed' || !endsIn(t, z)) continue;
    // Tunnels are immutable records: the redrawn tunnel replaces the pencil one in place.
    tl[i] = { ...t, style: 'dwarven', owner: t.owner ?? g.id };
    tunnels.push(t.id);
  }
  const caves: string[] = [];
  // The zone is read in id order only when a cave in it is still to be improved (most seasons
  // none is: a cave once improved stays so), so it is seldom sorted for this.
  if (anyRoughCave(h, z))
    for (const id of sortedZoc(h, g, z)) {
      const p = placeOf(h, id);
      if (!roughCave(p)) continue;
      p.marks.push('improved');
      p.marks.sort();
      caves.push(p.id);
    }
  if (tunnels.length === 0 && caves.length === 0) return [];
  if (tunnels.length > 0) h.world.revision++;
  h.emit(
    'delvers-improve',
    `${cap(nameOf(h, { g }))} redraw ${[
      tunnels.length > 0 ? `${tunnels.length} tunnel${tunnels.length > 1 ? 's' : ''}` : '',
      caves.length > 0 ? `${caves.length} cave${caves.length > 1 ? 's' : ''}` : '',
    ]
      .filter(Boolean)
      .join(' and ')} in pen.`,
    [g.id],
    caves,
  );
  return [...tunnels, ...caves];
}
