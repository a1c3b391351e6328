/**
 * The Dungeon Master's enslaved delvers (hthad-2008-rules.txt, Enslaved Groups): "If they have
 * no ○, they may be moved to a location where they can mine an ore pocket. Each turn
 * thereafter, the delvers dig out a 1 bead area and provide 1○ to the Dungeon Master."
 */
import { centre, dist, type Feature, type Point } from '../../world';
import { touchingOre } from '../monsters/delvers';
import { cap, nameOf } from '../monsters/encounter';
import type { Host } from '../monsters/host';
import { at, newRoom } from '../monsters/space';
import { changedHoldings, home, wgroup, popThenLoot, type MGroup } from '../monsters/state';
import type { VillainState } from './types';

/** Points of an ore feature a mine can be dug at. */
function orePoints(f: Feature): readonly Point[] {
  return f.shape.kind === 'polyline' || f.shape.kind === 'polygon'
    ? f.shape.points
    : [centre(f.shape)];
}

/**
 * Move enslaved delvers with no ○ and no ore in reach to the unmined ore nearest their colony:
 * a new mine room by the ore, joined to the dungeon, becomes their home. Policy: the nearest ore
 * point as the crow flies (ties by feature id). Returns the new room's id, or null.
 */
export function moveToOrePocket(h: Host, v: VillainState, g: MGroup): string | null {
  if (touchingOre(h, g)) return null;
  const from = home(h, g.id);
  const c = at(from);
  let best: { p: Point; d: number; id: string } | null = null;
  for (const f of h.world.features) {
    if (
      (f.kind !== 'mithral' && f.kind !== 'gold-vein') ||
      f.state !== 'active' ||
      f.mined >= Math.max(1, f.amount)
    )
      continue;
    for (const p of orePoints(f)) {
      const d = dist(c, p);
      if (!best || d < best.d - 1e-9 || (Math.abs(d - best.d) <= 1e-9 && f.id < best.id))
        best = { p, d, id: f.id };
    }
  }
  if (!best) return null;
  const room = newRoom(h, { near: best.p, role: 'mine', owner: g.id, style: 'dwarven' });
  if (!room) return null;
  for (const t of popThenLoot(h, g.id)) h.moveToken(t.id, room.id);
  if (from.owner === g.id) from.owner = null;
  wgroup(h, g.id).home = room.id;
  changedHoldings(h, g.id);
  h.emit(
    'dm-ore-pocket',
    `${cap(v.name)} drives ${nameOf(h, { g })} to an ore pocket to dig for him.`,
    [v.group, g.id],
    [from.id, room.id],
  );
  return room.id;
}
