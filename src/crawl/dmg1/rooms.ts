/**
 * Rooms and chambers (Tables V to V.E): shape and size, fitting to the sheet, and exits with the
 * already-mapped rule. Contents are in `contents.ts`, caves in `caves.ts`.
 */
import { cellKey, fromSpans, shift, turn, VEC } from '../plan/geometry';
import { fitRoom, openBetween, sharedEdges, wallLine, windows, type ShapeFn } from '../plan/layout';
import type { Cell, Dir, Portal, PortalKind, Space, Span } from '../plan/types';
import { rollContents } from './contents';
import { buildCave, cavesHere, poolHere } from './caves';
import { cellsFor, doorEdges, makeDoor, rollWidth, type Ctx } from './context';
import {
  SECRET_DOOR_CHECK,
  TABLE_V,
  TABLE_V_A,
  TABLE_V_A_CIRCULAR,
  TABLE_V_B,
  TABLE_V_C,
  TABLE_V_D,
  TABLE_V_D_MAPPED,
  type ContentsKind,
} from './tables-rooms';

export interface RoomRequest {
  readonly kind: 'room' | 'chamber';
  readonly level: number;
  /** The entrance cells (just inside the room) and the heading into it (orthogonal). */
  readonly cross: readonly Cell[];
  readonly dir: Dir;
  /** The space on the near side of the entrance. */
  readonly from: Space;
  /** A door or other portal already standing at the entrance, or null for an open archway. */
  readonly portal: Portal | null;
  /** A fixed size in feet (across, deep) instead of a Table V roll. */
  readonly size?: readonly [number, number];
  /** Contents fixed by the rule that made the room, instead of a Table V.F roll. */
  readonly contents?: ContentsKind;
  /** The portal to put on the entrance when `portal` is null (default: an opening). */
  readonly entrance?: PortalKind;
  readonly note?: string;
}

interface RoomRoll {
  readonly shape: string;
  readonly across: number;
  readonly deep: number;
  readonly size: string;
  readonly area: number;
  readonly circular: boolean;
}

const ROUND = 5;

/** Feet to a multiple of 5, at least 10. */
function round5(feet: number): number {
  return Math.max(10, Math.round(feet / ROUND) * ROUND);
}

/**
 * Table V.B: area in sq ft. On 15-20 roll again and add the result to the 9-10 area (2,000);
 * each further 15-20 doubles that base (4,000, 8,000...) before the final roll is added.
 */
export function rollUnusualArea(ctx: Ctx): number {
  let base = 0;
  for (let i = 0; i < 6; i++) {
    const row = ctx.b.table('V.B', 'd20', TABLE_V_B);
    if (row.area > 0) return base + row.area;
    base = base === 0 ? 2000 : base * 2;
  }
  return base;
}

/** Bounding box (ft) for a shape of the given area: the share of its box each shape fills. */
function boxFor(shape: string, area: number): [number, number] {
  const fill: Record<string, number> = {
    circular: 0.785,
    oval: 0.785,
    triangular: 0.5,
    trapezoidal: 0.75,
    hexagonal: 0.8,
    octagonal: 0.83,
    odd: 0.75,
    cave: 0.7,
  };
  const boxArea = area / (fill[shape] ?? 1);
  const aspect =
    shape === 'oval' ? 1.5 : shape === 'triangular' || shape === 'trapezoidal' ? 1.2 : 1;
  const across = Math.sqrt(boxArea / aspect);
  return [round5(across), round5(across * aspect)];
}

/** Roll Table V (with V.A and V.B for unusual rooms). */
export function rollRoom(ctx: Ctx, kind: 'room' | 'chamber'): RoomRoll {
  const row = ctx.b.table('V', 'd20', TABLE_V);
  if (row.kind !== 'unusual') {
    const [w, l] = kind === 'chamber' ? row.chamber : row.room;
    return {
      shape: w === l ? 'square' : 'rectangular',
      across: w,
      deep: l,
      size: `${w} ft x ${l} ft`,
      area: w * l,
      circular: false,
    };
  }
  const shape = ctx.b.table('V.A', 'd20', TABLE_V_A).kind;
  const area = rollUnusualArea(ctx);
  const [across, deep] = boxFor(shape, area);
  return {
    shape,
    across,
    deep,
    size: `${shape}, about ${area} sq ft`,
    area,
    circular: shape === 'circular',
  };
}

/** An L-shaped room: the far quadrant on one side (chosen by the dice) is solid. */
function oddShape(ctx: Ctx): ShapeFn {
  const side = ctx.b.roll('V.A odd shape', 'd2', (r) => (r === 1 ? 'notch left' : 'notch right'));
  return (across, deep) => {
    const out: Span[] = [];
    const hx = Math.floor(across / 2);
    const hy = Math.floor(deep / 2);
    for (let y = 0; y < deep; y++) {
      if (y < hy) out.push({ y, x0: 0, x1: across - 1 });
      else if (side === 1) out.push({ y, x0: hx, x1: across - 1 });
      else out.push({ y, x0: 0, x1: across - hx - 1 });
    }
    return out.filter((r) => r.x0 <= r.x1);
  };
}

/** A ragged natural outline: an ellipse whose rows are trimmed by a d4 each. */
export function caveShape(ctx: Ctx): ShapeFn {
  return (across, deep) => {
    const out: Span[] = [];
    for (let y = 0; y < deep; y++) {
      const t = (y + 0.5 - deep / 2) / (deep / 2);
      const half =
        (across / 2) * Math.sqrt(Math.max(0, 1 - t * t)) * (0.7 + 0.075 * ctx.b.rng.d(4));
      const x0 = Math.round(across / 2 - Math.max(1, half));
      const x1 = Math.round(across / 2 + Math.max(1, half)) - 1;
      if (Math.max(0, x0) <= Math.min(across - 1, x1))
        out.push({ y, x0: Math.max(0, x0), x1: Math.min(across - 1, x1) });
    }
    return out;
  };
}

function tryPlace(
  ctx: Ctx,
  req: RoomRequest,
  roll: RoomRoll,
  shape: ShapeFn | string,
): { cells: Cell[]; across: number; deep: number } | null {
  const a = cellsFor(ctx, roll.across);
  const d = cellsFor(ctx, roll.deep);
  const first = fitRoom(ctx.b, req.level, req.cross, req.dir, a, d, shape);
  if (first) return { cells: first, across: a, deep: d };
  if (a === d) return null;
  const second = fitRoom(ctx.b, req.level, req.cross, req.dir, d, a, shape);
  return second ? { cells: second, across: d, deep: a } : null;
}

/**
 * Build a room or chamber beyond an entrance: roll it (up to three times) until it fits, then
 * shrink it 10 ft at a time; null (with the fallback logged) when not even 10 x 10 fits.
 */
export function buildRoom(ctx: Ctx, req: RoomRequest): Space | null {
  const b = ctx.b;
  if (!req.size && cavesHere(ctx, req.level)) return buildCave(ctx, req);
  let roll: RoomRoll | null = null;
  let placed: { cells: Cell[]; across: number; deep: number } | null = null;
  let shapeFn: ShapeFn | string = 'rect';
  for (let attempt = 0; attempt < 3 && !placed; attempt++) {
    roll = req.size
      ? {
          shape: req.size[0] === req.size[1] ? 'square' : 'rectangular',
          across: req.size[0],
          deep: req.size[1],
          size: `${req.size[0]} ft x ${req.size[1]} ft`,
          area: req.size[0] * req.size[1],
          circular: false,
        }
      : rollRoom(ctx, req.kind);
    shapeFn =
      roll.shape === 'odd' ? oddShape(ctx) : roll.shape === 'cave' ? caveShape(ctx) : roll.shape;
    placed = tryPlace(ctx, req, roll, shapeFn);
    if (!placed && attempt < 2 && !req.size)
      b.fallback(`${req.kind} ${roll.size} does not fit: rolled again`);
    if (req.size) break;
  }
  if (!roll) return null;
  let { across, deep } = roll;
  for (let i = 0; i < 12 && !placed; i++) {
    if (across <= 10 && deep <= 10) break;
    if (across >= deep) across = Math.max(10, across - 10);
    else deep = Math.max(10, deep - 10);
    placed = tryPlace(ctx, req, { ...roll, across, deep }, shapeFn);
    if (placed) b.fallback(`${req.kind} shrunk to ${across} ft x ${deep} ft to fit`);
  }
  if (!placed) {
    b.fallback(`no ${req.kind} fits beyond the entrance`);
    return null;
  }
  const areaFt = placed.cells.length * b.sheet.cellFeet * b.sheet.cellFeet;
  const sizeText =
    across === roll.across && deep === roll.deep
      ? roll.size
      : `${across} ft x ${deep} ft (shrunk from ${roll.size})`;
  const shapeName = roll.shape === 'rect' ? 'rectangular' : roll.shape;
  const space = b.addSpace({
    kind: req.kind,
    level: req.level,
    cells: placed.cells,
    shape: shapeName as Space['shape'],
    size: sizeText,
    note: req.note ?? req.kind,
    numbered: true,
  });
  connectEntrance(ctx, req, space);
  if (roll.circular) circularCentre(ctx, space);
  roomExits(
    ctx,
    space,
    req.dir,
    req.kind,
    roll.area === areaFt ? roll.area : Math.min(roll.area, areaFt),
  );
  rollContents(ctx, space, req.contents);
  return space;
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

/** Table V.A: what stands in the middle of a circular room. */
function circularCentre(ctx: Ctx, space: Space): void {
  const row = ctx.b.table('V.A circular', 'd20', TABLE_V_A_CIRCULAR);
  const cell = centreCell(space);
  if (row.kind === 'pool') poolHere(ctx, space, cell);
  if (row.kind === 'well')
    ctx.b.addFeature(space, { kind: 'well', cells: [cell], note: 'well', lightFeet: 0 });
  if (row.kind === 'shaft')
    ctx.b.addFeature(space, { kind: 'shaft', cells: [cell], note: 'shaft', lightFeet: 0 });
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
    if (!placed) ctx.b.fallback(`exit ${i + 1} of ${space.id} found no wall to stand in`);
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
    cells: beyond,
    dir: face,
    width: w,
    special: width.special,
    toLevel: null,
    arrival: null,
    along: null,
    ahead: false,
  });
  return true;
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
      const beyond = shift(win, dx, dy);
      if (!b.edgesFree(space.level, doorEdges(beyond, face)) || !beyond.every((c) => b.inSheet(c)))
        continue;
      const check = b.table('V.D note', 'd20', SECRET_DOOR_CHECK);
      if (check.kind === 'secret-door') makeDoor(ctx, space, beyond, face, { kind: 'secret-door' });
    }
  }
}

/** Cells of a space as a key set. */
export function cellSet(space: Space): Set<string> {
  return new Set(fromSpans(space.spans).map((c) => cellKey(c.x, c.y)));
}
