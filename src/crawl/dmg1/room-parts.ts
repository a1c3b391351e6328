/**
 * What rooms, caves and level starts share: the cave outline, the entrance, the centre cell, and
 * exits (Tables V.C to V.E). Apart from rooms.ts so caves.ts can use them while rooms.ts uses
 * caves.ts.
 */
import { fromSpans, shift, turn, VEC } from '../plan/geometry';
import { openBetween, sharedEdges, wallLine, windows, type ShapeFn } from '../plan/layout';
import type { Cell, Dir, Portal, PortalKind, Space, Span } from '../plan/types';
import { cellsFor, cut, doorEdges, makeDoor, rollWidth, type Ctx } from './context';
import { SECRET_DOOR_CHECK, TABLE_V_C, TABLE_V_D, TABLE_V_D_MAPPED } from './tables-rooms';

/**
 * A ragged natural outline filling most of its box (so a cave "about 40 ft x 60 ft" is drawn
 * about that big): a rounded box (|x|^4 + |y|^4 <= 1) whose rows are each trimmed by a d4, from
 * 85% to 100% of their width.
 */
export function caveShape(ctx: Ctx): ShapeFn {
  return (across, deep) => {
    const out: Span[] = [];
    for (let y = 0; y < deep; y++) {
      const t = (y + 0.5 - deep / 2) / (deep / 2);
      const t2 = t * t;
      // (1 - t^4)^(1/4) by square roots, which every runtime rounds alike.
      const half =
        (across / 2) *
        Math.sqrt(Math.sqrt(Math.max(0, 1 - t2 * t2))) *
        (0.8 + 0.05 * ctx.b.rng.d(4));
      const x0 = Math.round(across / 2 - Math.max(1, half));
      const x1 = Math.round(across / 2 + Math.max(1, half)) - 1;
      if (Math.max(0, x0) <= Math.min(across - 1, x1))
        out.push({ y, x0: Math.max(0, x0), x1: Math.min(across - 1, x1) });
    }
    return out;
  };
}

/** Join a new room to the space it was entered from. */
export function connectEntrance(
  ctx: Ctx,
  req: { from: Space; portal: Portal | null; entrance?: PortalKind },
  space: Space,
): void {
  if (req.portal) req.portal.to = space.id;
  else if (req.entrance && req.entrance !== 'opening') {
    const edges = sharedEdges(req.from, space).filter((e) => ctx.b.edgesFree(space.level, [e]));
    if (edges.length > 0)
      ctx.b.addPortal({
        kind: req.entrance,
        level: space.level,
        from: req.from.id,
        to: space.id,
        edges,
      });
  } else openBetween(ctx.b, req.from, space);
}

/** The cell nearest the middle of a space. */
export function centreCell(space: Space): Cell {
  const cells = fromSpans(space.spans);
  let sx = 0;
  let sy = 0;
  for (const c of cells) {
    sx += c.x;
    sy += c.y;
  }
  const mx = sx / cells.length;
  const my = sy / cells.length;
  let best = cells[0]!;
  let bd = Infinity;
  for (const c of cells) {
    const d = (c.x - mx) ** 2 + (c.y - my) ** 2;
    if (d < bd - 1e-9) {
      bd = d;
      best = c;
    }
  }
  return best;
}

/** Table V.C: how many exits a room of this area has (-1: none, search the walls). */
export function rollExitCount(ctx: Ctx, area: number): { count: number; swap: boolean } {
  const row = ctx.b.table('V.C', 'd20', TABLE_V_C);
  const n = area <= row.limit ? row.small : row.large;
  if (n === -4) return { count: ctx.b.roll('V.C exits', 'd4'), swap: false };
  return { count: n, swap: row.swap };
}

/** Place the exits of a room, chamber or cave (Tables V.C to V.E and the V.D note). */
export function roomExits(
  ctx: Ctx,
  space: Space,
  entry: Dir,
  kind: 'room' | 'chamber' | 'cave',
  area: number,
): void {
  // An exit that finds no wall is lost, but the room stands: its exits do not roll the step again.
  const cuts = ctx.fit.cuts;
  placeExits(ctx, space, entry, kind, area);
  ctx.fit.cuts = cuts;
}

function placeExits(
  ctx: Ctx,
  space: Space,
  entry: Dir,
  kind: 'room' | 'chamber' | 'cave',
  area: number,
): void {
  const { count, swap } = rollExitCount(ctx, area);
  if (count < 0) {
    searchWalls(ctx, space);
    return;
  }
  // Rooms have doors and chambers passages; Table V.C 19-20 swaps them. Caves have tunnels.
  const door = kind === 'cave' ? false : (kind === 'room') !== swap;
  for (let i = 0; i < count; i++) {
    let placed = false;
    for (let attempt = 0; attempt < 3 && !placed; attempt++) {
      const wall = ctx.b.table('V.D', 'd20', TABLE_V_D);
      placed = placeExit(ctx, space, turn(entry, wall.turn) as 'n' | 'e' | 's' | 'w', door, 0);
    }
    if (!placed) cut(ctx, `exit ${i + 1} of ${space.id} found no wall to stand in`);
  }
}

/** One exit in the wall facing `face`; false when that wall has no room for it. */
function placeExit(
  ctx: Ctx,
  space: Space,
  face: 'n' | 'e' | 's' | 'w',
  door: boolean,
  depth: number,
): boolean {
  const b = ctx.b;
  const line = wallLine(space, face);
  const width = door ? { width: 2, special: null } : rollWidth(ctx);
  const w = Math.max(1, Math.min(width.width, line.length));
  const { dx, dy } = VEC[face];
  const wins = windows(line, w).filter(
    (win) =>
      b.edgesFree(space.level, doorEdges(shift(win, dx, dy), face)) &&
      shift(win, dx, dy).every((c) => b.inSheet(c)),
  );
  if (wins.length === 0) return false;
  const pick = wins.length === 1 ? 0 : b.roll('V.D position', `d${wins.length}`) - 1;
  const beyond = shift(wins[pick]!, dx, dy);
  const mapped = beyond.find((c) => b.at(space.level, c) !== undefined);
  if (mapped) {
    const rule = b.table('V.D mapped', 'd20', TABLE_V_D_MAPPED);
    if (rule.kind === 'opposite-direction' && depth === 0)
      return placeExit(ctx, space, turn(face, 4) as typeof face, door, 1);
    const kind = rule.kind === 'one-way-door' ? 'one-way-door' : 'secret-door';
    makeDoor(ctx, space, beyond, face, { kind, note: 'into mapped space' });
    return true;
  }
  if (door) return makeDoor(ctx, space, beyond, face) !== null;
  // A passage wider than the wall (a special passage off a small room) keeps its width: the
  // opening is the whole wall, the passage runs on wider beyond it.
  const cells = widerBeyond(ctx, space.level, beyond, face, width.width);
  const portal = b.addPortal({
    kind: 'opening',
    level: space.level,
    from: space.id,
    to: null,
    edges: doorEdges(beyond, face),
  });
  b.addExit({
    kind: 'room-passage',
    level: space.level,
    from: space.id,
    portal: portal.id,
    cells,
    dir: face,
    width: cells.length,
    special: width.special,
    toLevel: null,
    arrival: null,
    along: null,
    ahead: false,
  });
  return true;
}

/**
 * The cross-section of a passage `width` cells wide centred on `beyond` (the cells just past a
 * wall facing `face`), when that is wider and all of it is unmapped sheet; else `beyond` itself.
 */
function widerBeyond(
  ctx: Ctx,
  level: number,
  beyond: readonly Cell[],
  face: 'n' | 'e' | 's' | 'w',
  width: number,
): Cell[] {
  if (width <= beyond.length) return [...beyond];
  const along = face === 'n' || face === 's' ? { dx: 1, dy: 0 } : { dx: 0, dy: 1 };
  const first = beyond[0]!;
  const lead = Math.floor((width - beyond.length) / 2);
  const out: Cell[] = [];
  for (let i = 0; i < width; i++)
    out.push({ x: first.x + along.dx * (i - lead), y: first.y + along.dy * (i - lead) });
  if (ctx.b.free(level, out)) return out;
  ctx.b.fallback(
    `a passage ${width * ctx.b.sheet.cellFeet} ft wide narrowed to the ${beyond.length * ctx.b.sheet.cellFeet} ft wall it leaves by`,
  );
  return [...beyond];
}

/** Table V.C "0*": every 10 ft of wall is checked for a secret door (V.D note, 1-5). */
export function searchWalls(ctx: Ctx, space: Space): void {
  const b = ctx.b;
  const step = cellsFor(ctx, 10);
  for (const face of ['n', 'e', 's', 'w'] as const) {
    const line = wallLine(space, face);
    const { dx, dy } = VEC[face];
    for (let i = 0; i + step <= line.length; i += step) {
      const win = line.slice(i, i + step);
      // A broken stretch of a curved wall is no 10 ft of wall to search.
      if (windows(win, win.length).length === 0) continue;
      const beyond = shift(win, dx, dy);
      if (!b.edgesFree(space.level, doorEdges(beyond, face)) || !beyond.every((c) => b.inSheet(c)))
        continue;
      const check = b.table('V.D note', 'd20', SECRET_DOOR_CHECK);
      if (check.kind === 'secret-door') makeDoor(ctx, space, beyond, face, { kind: 'secret-door' });
    }
  }
}
