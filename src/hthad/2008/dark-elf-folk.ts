/**
 * Dark Elf nobles and slaves: who a settlement holds and the palace or pit room a new bead
 * takes. A leaf below dark-elves.ts and dark-elf-build.ts, which both add folk.
 */
import { ownerTokens, pt, type Place } from '../world';
import { centre } from '../world/geometry';
import type { Ctx } from './context';
import { group } from './civ-common';
import { addRoom, connect, ownedPlaces } from './draw';

const tokensOf = (ctx: Ctx, gid: string, role: 'noble' | 'slave') =>
  ownerTokens(ctx.world, gid).filter((t) => t.role === role);
export const nobles = (ctx: Ctx, gid: string) => tokensOf(ctx, gid, 'noble');
export const slaves = (ctx: Ctx, gid: string) => tokensOf(ctx, gid, 'slave');

/** A room for one more bead of a kind in a settlement (two beads to a room). */
function roomFor(ctx: Ctx, gid: string, role: 'noble-palace' | 'slave-pit'): Place | null {
  const rooms = ownedPlaces(ctx, [gid]).filter((p) => p.role === role);
  for (const r of rooms) if (ctx.world.tokens.filter((t) => t.place === r.id).length < 2) return r;
  const home = ctx.site.place(group(ctx, gid).home!);
  const c = centre(home.shape);
  const near = pt(c.x, c.y + (role === 'noble-palace' ? -1.3 : 1.3));
  const room = addRoom(ctx, { role, near, w: 1, h: 1, owner: gid, gap: 0.3 });
  if (room && !ctx.site.graph().connected(room.id, home.id))
    connect(ctx, room, home, 'elven', 'tunnel', gid);
  return room;
}

export function addNoble(ctx: Ctx, gid: string): void {
  const r = roomFor(ctx, gid, 'noble-palace');
  if (r) ctx.addToken('population', 'noble', gid, r.id);
}
export function addSlave(ctx: Ctx, gid: string): void {
  const r = roomFor(ctx, gid, 'slave-pit');
  if (r) ctx.addToken('treasure', 'slave', gid, r.id);
}
