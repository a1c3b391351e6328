/**
 * Rooms and chambers (Tables V to V.B): shape and size and fitting to the sheet. Exits (V.C to
 * V.E) are in `room-parts.ts`, contents in `contents.ts`, caves in `caves.ts`.
 */
import { cellKey, fromSpans } from '../plan/geometry';
import { fitRoom, type ShapeFn } from '../plan/layout';
import type { Cell, Space, Span } from '../plan/types';
import { rollContents } from './contents';
import { buildCave, cavesHere, poolHere } from './caves';
import { cellsFor, cut, type Ctx, type RoomRequest } from './context';
import { caveShape, centreCell, connectEntrance, roomExits } from './room-parts';
import { TABLE_V, TABLE_V_A, TABLE_V_A_CIRCULAR, TABLE_V_B } from './tables-rooms';

// Table V.C's exit count is part of the room rules; the table tests read it here.
export { rollExitCount } from './room-parts';

export interface RoomRoll {
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
    cave: 0.85,
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

/**
 * The sizes Table V gives a room or chamber smaller than `roll`, largest first: the smaller
 * squares and rectangles of its column, or for an unusual shape the same shape at each smaller
 * Table V.B area. A shrunk room keeps to sizes the table can give.
 */
export function smallerRolls(kind: 'room' | 'chamber', roll: RoomRoll): RoomRoll[] {
  if (roll.shape !== 'square' && roll.shape !== 'rectangular') {
    return TABLE_V_B.filter((r) => r.area > 0 && r.area < roll.area)
      .map((r) => r.area)
      .sort((a, c) => c - a)
      .map((area) => {
        const [across, deep] = boxFor(roll.shape, area);
        return { ...roll, across, deep, area, size: `${roll.shape}, about ${area} sq ft` };
      });
  }
  const seen = new Set<string>();
  const out: RoomRoll[] = [];
  for (const r of TABLE_V) {
    if (r.kind === 'unusual') continue;
    const [w, l] = kind === 'chamber' ? r.chamber : r.room;
    if (w * l >= roll.area || seen.has(`${w}x${l}`)) continue;
    seen.add(`${w}x${l}`);
    out.push({
      shape: w === l ? 'square' : 'rectangular',
      across: w,
      deep: l,
      size: `${w} ft x ${l} ft`,
      area: w * l,
      circular: false,
    });
  }
  return out.sort((a, c) => c.area - a.area || c.deep - a.deep);
}

/** The largest square or rectangle of a kind's Table V column: 40 x 40 ft rooms, 40 x 60 chambers. */
export function largestRoll(kind: 'room' | 'chamber'): RoomRoll {
  let best: readonly [number, number] = [0, 0];
  for (const r of TABLE_V) {
    if (r.kind === 'unusual') continue;
    const wl = kind === 'chamber' ? r.chamber : r.room;
    if (wl[0] * wl[1] > best[0] * best[1]) best = wl;
  }
  const [w, l] = best;
  return {
    shape: w === l ? 'square' : 'rectangular',
    across: w,
    deep: l,
    size: `${w} ft x ${l} ft`,
    area: w * l,
    circular: false,
  };
}

/** True when the largest room of the kind's column fits beyond the entrance (either way round). */
function roomForAny(ctx: Ctx, req: RoomRequest): boolean {
  return tryPlace(ctx, req, largestRoll(req.kind), 'rect') !== null;
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
 * Build a room or chamber beyond an entrance: roll it, and if it does not fit take the table's
 * smaller sizes of that roll (`smallerRolls`); null (with the fallback logged) when not even the
 * smallest fits.
 */
export function buildRoom(ctx: Ctx, req: RoomRequest): Space | null {
  const b = ctx.b;
  if (!req.size && cavesHere(ctx, req.level)) return buildCave(ctx, req);
  // READING: "amend the result by rolling until you obtain something which will fit" and "any
  // room or chamber which is called for can be otherwise drawn to suit ... its best positioning":
  // whether a room can stand beyond an entrance is asked before Table V is rolled, of the
  // largest room of the column, so that which sizes get built does not hang on which fit (a
  // crowded sheet would keep the small rolls and send the large ones back). Where it cannot
  // stand, the step is rolled again; on the step's last roll the size is rolled and a smaller
  // one serves as before.
  if (!req.size && !ctx.fit.last && !roomForAny(ctx, req)) {
    cut(ctx, `no room for the table's largest ${req.kind} beyond the entrance`);
    return null;
  }
  // One roll: a room that does not fit is made smaller (below), as the appendix says of rooms;
  // when not even the smallest fits, the step is rolled again (engine.ts).
  const roll: RoomRoll = req.size
    ? {
        shape: req.size[0] === req.size[1] ? 'square' : 'rectangular',
        across: req.size[0],
        deep: req.size[1],
        size: `${req.size[0]} ft x ${req.size[1]} ft`,
        area: req.size[0] * req.size[1],
        circular: false,
      }
    : rollRoom(ctx, req.kind);
  const shapeFn: ShapeFn | string =
    roll.shape === 'odd' ? oddShape(ctx) : roll.shape === 'cave' ? caveShape(ctx) : roll.shape;
  let placed = tryPlace(ctx, req, roll, shapeFn);
  let built: RoomRoll = roll;
  // "If a room won't fit, a smaller one must serve": the table's own smaller sizes, largest first.
  // Only a little smaller (at least half the area rolled): a room shrunk further is rolled again
  // with the rest of the step, so fitting does not turn large rooms into small ones wholesale.
  const serve = req.size ? [] : smallerRolls(req.kind, roll).filter((r) => 2 * r.area >= roll.area);
  for (const smaller of serve) {
    if (placed) break;
    placed = tryPlace(ctx, req, smaller, shapeFn);
    if (placed) {
      built = smaller;
      b.fallback(`${req.kind} ${roll.size} does not fit: a smaller one, ${smaller.size}, serves`);
    }
  }
  if (!placed) {
    cut(ctx, `no ${req.kind} fits beyond the entrance`);
    return null;
  }
  const areaFt = placed.cells.length * b.sheet.cellFeet * b.sheet.cellFeet;
  const sizeText = built === roll ? roll.size : `${built.size} (shrunk from ${roll.size})`;
  const shapeName = built.shape === 'rect' ? 'rectangular' : built.shape;
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
  roomExits(ctx, space, req.dir, req.kind, Math.min(built.area, areaFt));
  rollContents(ctx, space, req.contents);
  return space;
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

/** Cells of a space as a key set. */
export function cellSet(space: Space): Set<string> {
  return new Set(fromSpans(space.spans).map((c) => cellKey(c.x, c.y)));
}
