/**
 * Laying out spaces on the sheet with fitting: passages as bands of cells from a cross-section,
 * junction blocks, arms leaving a block, rooms placed against an entrance, and the openings that
 * join them. Shared by crawl systems; none of it rolls on a rulebook table.
 */
import type { PlanBuilder } from './builder';
import {
  boundsOf,
  cellKey,
  edgeToward,
  isDiagonal,
  shapeRows,
  shift,
  spanTest,
  VEC,
  type Box,
} from './geometry';
import type { Cell, Dir, Edge, ExitBase, Space, Span } from './types';

/** The cross-section of `width` cells just beyond `box` on its side facing `dir`. */
export function armFrom(box: Box, dir: Dir, width: number): Cell[] {
  const { dx, dy } = VEC[dir];
  const out: Cell[] = [];
  if (isDiagonal(dir)) {
    const w = Math.max(2, width);
    const y = dy < 0 ? box.y0 - 1 : box.y1 + 1;
    const xs = dx > 0 ? box.x1 - w + 2 : box.x0 - 1;
    for (let i = 0; i < w; i++) out.push({ x: xs + i, y });
    return out;
  }
  if (dy !== 0) {
    const y = dy < 0 ? box.y0 - 1 : box.y1 + 1;
    const span = box.x1 - box.x0 + 1;
    const x0 = box.x0 + Math.floor((span - width) / 2);
    for (let i = 0; i < width; i++) out.push({ x: x0 + i, y });
  } else {
    const x = dx < 0 ? box.x0 - 1 : box.x1 + 1;
    const span = box.y1 - box.y0 + 1;
    const y0 = box.y0 + Math.floor((span - width) / 2);
    for (let i = 0; i < width; i++) out.push({ x, y: y0 + i });
  }
  return out;
}

/** The cells of a band: the cross-section repeated `steps` times along `dir`. */
export function band(cross: readonly Cell[], dir: Dir, steps: number): Cell[] {
  const { dx, dy } = VEC[dir];
  const out: Cell[] = [];
  for (let i = 0; i < steps; i++) out.push(...shift(cross, dx * i, dy * i));
  return out;
}

/** Steps a band takes to run `feet` (a diagonal step covers about 7 ft). */
export function stepsFor(feet: number, dir: Dir, cellFeet: number): number {
  const per = isDiagonal(dir) ? cellFeet * Math.SQRT2 : cellFeet;
  return Math.max(1, Math.round(feet / per));
}

/**
 * A diagonal heading squared off to its north/south component, so a block or room can start
 * there: the next row sits straight above or below the band's last row.
 */
export function squareOff(cross: readonly Cell[], dir: Dir): { cells: Cell[]; dir: Dir } {
  if (!isDiagonal(dir)) return { cells: [...cross], dir };
  const { dx, dy } = VEC[dir];
  const last = shift(cross, -dx, -dy);
  // A band of rows squares off north or south; a band of columns squares off east or west.
  const column = last.length > 1 && last.every((c) => c.x === last[0]!.x);
  if (column) return { cells: shift(last, dx, 0), dir: dx < 0 ? 'w' : 'e' };
  return { cells: shift(last, 0, dy), dir: dy < 0 ? 'n' : 's' };
}

/** Edges between `cells` and the cells of `target` directly ahead of them along `dir`. */
export function frontEdges(
  cells: readonly Cell[],
  dir: Dir,
  target: ReadonlySet<string> | ((x: number, y: number) => boolean),
): Edge[] {
  const has =
    typeof target === 'function' ? target : (x: number, y: number) => target.has(cellKey(x, y));
  const { dx, dy } = VEC[dir];
  const out: Edge[] = [];
  const seen = new Set<string>();
  for (const c of cells) {
    const steps: ['n' | 'e' | 's' | 'w', number, number][] = [];
    if (dx !== 0) steps.push([dx > 0 ? 'e' : 'w', dx, 0]);
    if (dy !== 0) steps.push([dy > 0 ? 's' : 'n', 0, dy]);
    for (const [side, sx, sy] of steps) {
      if (!has(c.x + sx, c.y + sy)) continue;
      const e = edgeToward(c, side);
      const k = `${e.axis}${e.x},${e.y}`;
      if (!seen.has(k)) {
        seen.add(k);
        out.push(e);
      }
    }
  }
  return out;
}

/** All unit edges shared by two spaces. */
export function sharedEdges(a: Space, b: Space): Edge[] {
  const out: Edge[] = [];
  if (b.spans.length === 0) return out;
  // Only cells of `a` within a cell of b's box can touch it; b is tested by its spans.
  const bs = spanTest(b.spans);
  let y0 = Infinity;
  let y1 = -Infinity;
  let x0 = Infinity;
  let x1 = -Infinity;
  for (const r of b.spans) {
    y0 = Math.min(y0, r.y);
    y1 = Math.max(y1, r.y);
    x0 = Math.min(x0, r.x0);
    x1 = Math.max(x1, r.x1);
  }
  for (const r of a.spans) {
    if (r.y < y0 - 1 || r.y > y1 + 1) continue;
    for (let x = Math.max(r.x0, x0 - 1); x <= Math.min(r.x1, x1 + 1); x++) {
      const c = { x, y: r.y };
      if (bs(x, r.y - 1)) out.push(edgeToward(c, 'n'));
      if (bs(x, r.y + 1)) out.push(edgeToward(c, 's'));
      if (bs(x - 1, r.y)) out.push(edgeToward(c, 'w'));
      if (bs(x + 1, r.y)) out.push(edgeToward(c, 'e'));
    }
  }
  return out;
}

/** Join two touching spaces with an opening over every edge they share (those still free). */
export function openBetween(b: PlanBuilder<ExitBase>, from: Space, to: Space, note = ''): void {
  const edges = sharedEdges(from, to).filter((e) => b.edgesFree(from.level, [e]));
  if (edges.length === 0) return;
  b.addPortal({ kind: 'opening', level: from.level, from: from.id, to: to.id, edges, note });
}

/** The result of running a band as far as it fits. */
export interface BandFit {
  /** Steps that fit (0..wanted). */
  readonly steps: number;
  readonly cells: Cell[];
  /** Why it stopped short: nothing, the sheet's edge, or a mapped space (its id). */
  readonly blockedBy: 'none' | 'edge' | string;
}

/** How far a band fits before it leaves the sheet or meets mapped space. */
export function fitBand(
  b: PlanBuilder<ExitBase>,
  level: number,
  cross: readonly Cell[],
  dir: Dir,
  wanted: number,
): BandFit {
  const { dx, dy } = VEC[dir];
  const cells: Cell[] = [];
  for (let i = 0; i < wanted; i++) {
    const row = shift(cross, dx * i, dy * i);
    for (const c of row) {
      if (!b.inSheet(c)) return { steps: i, cells, blockedBy: 'edge' };
      const who = b.at(level, c);
      if (who !== undefined) return { steps: i, cells, blockedBy: who };
    }
    cells.push(...row);
  }
  return { steps: wanted, cells, blockedBy: 'none' };
}

/** Map a box-relative cell (lx across, ly deep from the entrance side) to the sheet. */
function place(dir: Dir, near: number, offset: number, lx: number, ly: number): Cell {
  switch (dir) {
    case 's':
      return { x: offset + lx, y: near + ly };
    case 'n':
      return { x: offset + lx, y: near - ly };
    case 'e':
      return { x: near + ly, y: offset + lx };
    default:
      return { x: near - ly, y: offset + lx };
  }
}

/**
 * A shape as box-relative row spans (x across, y deep from the entrance side), north to south and
 * west to east, such as an odd (L-shaped) or cave outline.
 */
export type ShapeFn = (across: number, deep: number) => Span[];

/** Named shapes' rows by name and size, made once (read only; a few hundred sizes at most). */
const NAMED_SHAPES = new Map<string, readonly Span[]>();

function namedShape(shape: string, across: number, deep: number): readonly Span[] {
  const k = `${shape} ${across} ${deep}`;
  let rows = NAMED_SHAPES.get(k);
  if (!rows) {
    if (NAMED_SHAPES.size >= 4096) NAMED_SHAPES.clear();
    rows = shapeRows(shape, across, deep);
    NAMED_SHAPES.set(k, rows);
  }
  return rows;
}

/**
 * Try to place a `across` x `deep` shape (in cells) beyond an entrance cross-section heading
 * `dir` (orthogonal), sliding it sideways from centred outward. The entrance cells are always
 * part of the room (a short vestibule is added when the shape curves away from them).
 */
export function fitRoom(
  b: PlanBuilder<ExitBase>,
  level: number,
  cross: readonly Cell[],
  dir: Dir,
  across: number,
  deep: number,
  shape: ShapeFn | string,
): Cell[] | null {
  const lateral = (c: Cell): number => (dir === 'n' || dir === 's' ? c.x : c.y);
  const depth = (c: Cell): number => (dir === 'n' || dir === 's' ? c.y : c.x);
  const lats = cross.map(lateral);
  const lo = Math.min(...lats);
  const hi = Math.max(...lats);
  const near = depth(cross[0]!);
  if (hi - lo + 1 > across) return null;
  const centre = Math.round((lo + hi + 1) / 2 - across / 2);
  // The first 24 offsets from centred outward (nearer first, the lower of a tie first), taken
  // in that order without sorting the whole range.
  const offsets: number[] = [];
  const first = hi - across + 1;
  for (let d = 0; offsets.length < 24 && (centre - d >= first || centre + d <= lo); d++) {
    if (centre - d >= first && centre - d <= lo) offsets.push(centre - d);
    if (d > 0 && centre + d >= first && centre + d <= lo && offsets.length < 24)
      offsets.push(centre + d);
  }
  const local = typeof shape === 'string' ? namedShape(shape, across, deep) : shape(across, deep);
  // The shape's cells in its box, marked only once a placement passes the clash test (a mammoth
  // cavern has thousands of cells). The vestibule looks up box cells only.
  let inShape: Uint8Array | null = null;
  const boxOk = (offset: number): boolean => {
    const a = place(dir, near, offset, 0, 0);
    const z = place(dir, near, offset, across - 1, deep - 1);
    return b.inSheet(a) && b.inSheet(z);
  };
  // The clash test reads the occupancy grid directly: sheet x = x0 + lx*ax + ly*bx, and y alike
  // (the same mapping as `place`), with no cell objects made for the hundreds of tries.
  const occ = b.occupancy(level);
  const { width: W, height: H } = b.sheet;
  const vertical = dir === 'n' || dir === 's';
  const ax = vertical ? 1 : 0;
  const bx = vertical ? 0 : dir === 'e' ? 1 : -1;
  const ay = vertical ? 0 : 1;
  const by = vertical ? (dir === 's' ? 1 : -1) : 0;
  const clashes = (offset: number): boolean => {
    if (!occ) return false;
    const x0 = vertical ? offset : near;
    const y0 = vertical ? near : offset;
    for (const r of local)
      for (let lx = r.x0; lx <= r.x1; lx++) {
        const x = x0 + lx * ax + r.y * bx;
        const y = y0 + lx * ay + r.y * by;
        if (x >= 0 && y >= 0 && x < W && y < H && occ[y * W + x] !== 0) return true;
      }
    return false;
  };
  for (const offset of offsets) {
    // Cheap rejections first: the box off the sheet, or any shape cell already mapped.
    if (!boxOk(offset)) continue;
    if (clashes(offset)) continue;
    const cells: Cell[] = [];
    for (const r of local)
      for (let lx = r.x0; lx <= r.x1; lx++) cells.push(place(dir, near, offset, lx, r.y));
    if (!inShape) {
      inShape = new Uint8Array(across * deep);
      for (const r of local)
        for (let lx = r.x0; lx <= r.x1; lx++)
          if (lx >= 0 && lx < across && r.y >= 0 && r.y < deep) inShape[r.y * across + lx] = 1;
    }
    // Vestibule: from each entrance cell walk inward until the shape is reached.
    for (const c of cross) {
      const lx = lateral(c) - offset;
      for (let ly = 0; ly < deep && inShape[ly * across + lx] !== 1; ly++)
        cells.push(place(dir, near, offset, lx, ly));
    }
    if (b.free(level, cells)) return cells;
  }
  return null;
}

/** The box of a set of cells. */
export function boxOf(cells: readonly Cell[]): Box {
  return boundsOf(cells);
}

/**
 * Runs of wall cells on the side of a space facing `face`: cells whose neighbour that way is
 * outside the space, on the space's outermost line that way (so the wall is straight).
 */
export function wallLine(space: Space, face: 'n' | 'e' | 's' | 'w'): Cell[] {
  // A cell on the outermost line always has rock beyond it that way (its neighbour would lie
  // further out), so the line is just the cells at the extreme, read off the spans.
  const out: Cell[] = [];
  if (space.spans.length === 0) return out;
  if (face === 'n' || face === 's') {
    let best = face === 'n' ? Infinity : -Infinity;
    for (const r of space.spans) best = face === 'n' ? Math.min(best, r.y) : Math.max(best, r.y);
    for (const r of space.spans)
      if (r.y === best) for (let x = r.x0; x <= r.x1; x++) out.push({ x, y: r.y });
  } else {
    let best = face === 'w' ? Infinity : -Infinity;
    for (const r of space.spans) best = face === 'w' ? Math.min(best, r.x0) : Math.max(best, r.x1);
    for (const r of space.spans) if (r.x0 <= best && best <= r.x1) out.push({ x: best, y: r.y });
  }
  return out.sort((a, c) => a.x - c.x || a.y - c.y);
}

/** Contiguous windows of `width` cells along a straight wall line. */
export function windows(line: readonly Cell[], width: number): Cell[][] {
  const out: Cell[][] = [];
  for (let i = 0; i + width <= line.length; i++) {
    const win = line.slice(i, i + width);
    const first = win[0]!;
    const last = win[win.length - 1]!;
    if (Math.abs(last.x - first.x) + Math.abs(last.y - first.y) === width - 1) out.push(win);
  }
  return out;
}
