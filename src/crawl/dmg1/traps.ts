/**
 * Tricks and traps (Table VII) and gas (VII.A), in a passage or in a room.
 */
import { fromSpans, rectCells, shift, VEC } from '../plan/geometry';
import { fitRoom } from '../plan/layout';
import type { Cell, Space } from '../plan/types';
import {
  cut,
  doorEdges,
  makeDoor,
  middle,
  runPassage,
  sideDoor,
  squared,
  wallWindow,
  type Ctx,
  type RoomBuilder,
  type Walk,
} from './context';
import { addLevelLink } from './links';
import { centreCell } from './room-parts';
import {
  SECRET_DOOR_DETECTION,
  TABLE_VII,
  TABLE_VII_A,
  TABLE_VII_ILLUSION,
  type TrapKind,
} from './tables-levels';
import { TABLE_II_LOCATION } from './tables-passages';

/**
 * Where a trap is met: the space and cell, and in a passage the walk and the room builder (an
 * illusory wall there hides a chamber; a room's own trap never opens a room).
 */
export type TrapSite =
  | { readonly space: Space; readonly cell: Cell; readonly walk: null }
  | {
      readonly space: Space;
      readonly cell: Cell;
      readonly walk: Walk;
      readonly buildRoom: RoomBuilder;
    };

/** Whether the passage goes on past the trap ("passage continues" in Table I 19). */
type TrapHandler = (ctx: Ctx, site: TrapSite) => 'continues' | 'ends';

/** Table VII, one named function per result. */
export const TRAPS: Readonly<Record<TrapKind, TrapHandler>> = {
  'secret-door': secretDoor,
  pit: (ctx, site) => trap(ctx, site, 'pit', '10 ft deep; 3 in 6 to fall in'),
  'spiked-pit': (ctx, site) =>
    trap(ctx, site, 'spiked pit', '10 ft deep with spikes; 3 in 6 to fall in'),
  'elevator-1': (ctx, site) => elevator(ctx, site, 1, 30),
  'elevator-2': (ctx, site) => elevator(ctx, site, 2, 30),
  'elevator-2-5': (ctx, site) => elevator(ctx, site, ctx.b.roll('VII elevator levels', 'd4+1'), 60),
  'sliding-wall': slidingWall,
  'oil-and-cinder': (ctx, site) =>
    trap(
      ctx,
      site,
      'oil and cinder',
      'oil pours on one person, then a flaming cinder: 2-12 hp (save vs magic: 1-3)',
    ),
  'crushing-pit': (ctx, site) =>
    trap(ctx, site, 'crushing pit', '10 ft deep; 3 in 6 to fall in; walls close in 2-5 rounds'),
  'arrow-trap': (ctx, site) => missiles(ctx, site, 'arrow trap', 'arrow'),
  'spear-trap': (ctx, site) => missiles(ctx, site, 'spear trap', 'spear'),
  gas,
  'falling-door-or-stone': fallingDoorOrStone,
  'illusory-wall': illusoryWall,
  chute,
};

/** Roll Table VII at a site and apply it. */
export function trickTrap(ctx: Ctx, site: TrapSite): 'continues' | 'ends' {
  const row = ctx.b.table('VII', 'd20', TABLE_VII);
  return TRAPS[row.kind](ctx, site);
}

/** Table VII in a room (V.F 19): the trap is in the middle of the room. */
export function roomTrap(ctx: Ctx, space: Space): void {
  trickTrap(ctx, { space, cell: centreCell(space), walk: null });
}

function trap(ctx: Ctx, site: TrapSite, name: string, detail: string): 'continues' {
  ctx.b.addContent(site.space, { kind: 'trap', name, detail, cell: site.cell });
  ctx.b.note(name);
  return 'continues';
}

function missiles(ctx: Ctx, site: TrapSite, name: string, what: string): 'continues' {
  const n = ctx.b.roll(`VII ${name}`, 'd3');
  const poisoned = ctx.b.chance(`VII ${name} poison`, 1, 20, 'poisoned', 'not poisoned');
  return trap(ctx, site, name, `${n} ${what}${n === 1 ? '' : 's'}${poisoned ? ', poisoned' : ''}`);
}

/** Table VII 1-5: a secret door if the searcher finds it (then Table II), else a pit as 6-7. */
function secretDoor(ctx: Ctx, site: TrapSite): 'continues' | 'ends' {
  const chance = SECRET_DOOR_DETECTION[ctx.o.searcher];
  const found = ctx.b.chance(
    `VII secret door (${ctx.o.searcher})`,
    chance,
    20,
    'found',
    'not found',
  );
  if (!found) return TRAPS.pit(ctx, site);
  if (site.walk) {
    const loc = ctx.b.table('II location', 'd20', TABLE_II_LOCATION).kind;
    const after = sideDoor(ctx, site.walk, loc, 'secret-door');
    if (after) runPassage(ctx, after, 30);
    return 'ends';
  }
  // In a room: the secret door stands in the middle of a wall chosen by a d4.
  const face = (['n', 'e', 's', 'w'] as const)[ctx.b.roll('VII secret door wall', 'd4') - 1]!;
  const cells = fromSpans(site.space.spans);
  const { dx, dy } = VEC[face];
  const proj = (c: Cell): number => c.x * dx + c.y * dy;
  const best = Math.max(...cells.map(proj));
  const line = cells.filter((c) => proj(c) === best).sort((a, b) => a.x - b.x || a.y - b.y);
  makeDoor(ctx, site.space, shift(wallWindow(line, 2), dx, dy), face, { kind: 'secret-door' });
  return 'continues';
}

/** Table VII 9-11: a door ahead into a 20 x 20 room that sinks `levels` levels. */
function elevator(ctx: Ctx, site: TrapSite, levels: number, turns: number): 'continues' | 'ends' {
  const b = ctx.b;
  const note = `elevator room: sinks ${levels} level${levels > 1 ? 's' : ''}, will not rise for ${turns} turns`;
  if (!site.walk) {
    addLevelLink(ctx, site.space, site.cell, levels, 'elevator', 'elevator-room', note, 0);
    return 'continues';
  }
  const w = squared(site.walk);
  const door = middle(w.cross, 2);
  const cells = fitRoom(b, w.level, door, w.dir, 4, 4, 'square');
  if (!cells || !b.edgesFree(w.level, doorEdges(door, w.dir))) {
    cut(ctx, 'no room for the elevator room: a pit instead');
    return TRAPS.pit(ctx, site);
  }
  const room = b.addSpace({
    kind: 'room',
    level: w.level,
    cells,
    shape: 'square',
    size: '20 ft x 20 ft',
    note: 'elevator room',
    numbered: true,
  });
  b.addPortal({
    kind: 'door',
    level: w.level,
    from: w.from.id,
    to: room.id,
    edges: doorEdges(door, w.dir),
  });
  addLevelLink(ctx, room, centreCell(room), levels, 'elevator', 'elevator-room', note, 0);
  return 'ends';
}

function slidingWall(ctx: Ctx, site: TrapSite): 'continues' {
  ctx.b.addFeature(site.space, {
    kind: 'sliding-wall',
    cells: [site.cell],
    note: 'wall 10 ft behind slides across, blocking 40-60 turns',
    lightFeet: 0,
  });
  return trap(
    ctx,
    site,
    'sliding wall',
    'a wall 10 ft behind slides across the way for 40-60 turns',
  );
}

/** Table VII 17: gas over the next 60 ft (VII.A), marked on the map. */
function gas(ctx: Ctx, site: TrapSite): 'continues' | 'ends' {
  const row = ctx.b.table('VII.A', 'd20', TABLE_VII_A);
  if (!site.walk) return trap(ctx, site, 'gas', row.kind);
  const run = runPassage(ctx, site.walk, 60, true, 'passage filled with gas');
  const where = run.space ?? site.space;
  ctx.b.addFeature(where, {
    kind: 'gas',
    cells: run.space ? fromSpans(run.space.spans) : [site.cell],
    note: `gas: ${row.kind}`,
    lightFeet: 0,
  });
  ctx.b.addContent(where, { kind: 'trap', name: 'gas', detail: row.kind, cell: site.cell });
  return 'ends';
}

/** Table VII 18, "door falls or stone falls": policy picks the falling door only where a door stands. */
function fallingDoorOrStone(ctx: Ctx, site: TrapSite): 'continues' {
  const hasDoor = ctx.b.portals.some(
    (p) => p.kind === 'door' && (p.from === site.space.id || p.to === site.space.id),
  );
  return hasDoor
    ? trap(
        ctx,
        site,
        'falling door',
        'a door falls outward: 1-10 hp to each who fails a save vs petrification',
      )
    : trap(
        ctx,
        site,
        'falling stone',
        'a stone falls from the ceiling: 2-20 hp to each who fails a save vs petrification',
      );
}

/** Table VII 19: an illusory wall hiding a pit, a chute, or a chamber with monster and treasure. */
function illusoryWall(ctx: Ctx, site: TrapSite): 'continues' | 'ends' {
  const row = ctx.b.table('VII illusion', 'd20', TABLE_VII_ILLUSION);
  if (row.kind === 'pit')
    return trap(ctx, site, 'pit behind an illusory wall', '10 ft deep; 3 in 6 to fall in');
  if (row.kind === 'chute') {
    ctx.b.note('illusory wall hides a chute');
    return chute(ctx, site);
  }
  if (!site.walk)
    return trap(ctx, site, 'illusory wall', 'hides a chamber with monster and treasure nearby');
  const w = squared(site.walk);
  const room = site.buildRoom(ctx, {
    kind: 'chamber',
    level: w.level,
    cross: w.cross,
    dir: w.dir,
    from: w.from,
    portal: null,
    entrance: 'illusory-wall',
    contents: 'monster-treasure',
    note: 'chamber behind an illusory wall',
  });
  if (!room) return trap(ctx, site, 'illusory wall', 'hides nothing but rock');
  return 'ends';
}

/** Table VII 20: a chute down one level that cannot be climbed. */
function chute(ctx: Ctx, site: TrapSite): 'continues' {
  addLevelLink(ctx, site.space, site.cell, 1, 'chute', 'landing', 'chute down 1 level, one way', 0);
  return 'continues';
}

void rectCells;
