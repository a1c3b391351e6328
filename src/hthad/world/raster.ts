/**
 * The occupancy raster: a few cells per bead recording which place or tunnel covers each cell.
 * It answers "is this free", finds free space near a point, and routes new tunnels with A*
 * using a per-style cost. Rules never read it directly for questions of connection; the place
 * graph answers those.
 */
import {
  bbox,
  contains,
  ellipseAt,
  hypot,
  pt,
  q,
  rectAt,
  type EllipseShape,
  type Point,
  type RectShape,
  type Shape,
} from './geometry';
import { CELLS_PER_BEAD } from './units';
import type { Page, TunnelStyle } from './types';
import { groundY } from './terrain';

const FREE = 0;
/** Place flags (see `Raster.flags`). */
const WALL = 1;
const OPEN_AIR = 2;

/** Options of {@link Raster.findFree} and {@link Raster.findFreeAt}. */
export interface FindFreeOptions<S extends Shape> {
  readonly maxRadius?: number;
  readonly aboveGround?: boolean;
  /** A rule's own test of a candidate the raster found free. */
  readonly accept?: (c: Point, s: S) => boolean;
  /**
   * A cheap test of the candidate centre alone, asked first (read the point, never keep it). A
   * pure question: {@link Raster.findFreeAt} leaves it unasked for a spot off the page.
   */
  readonly where?: (c: Point) => boolean;
  /**
   * A box holding every centre `where` accepts (a stratum's box): {@link Raster.findFreeAt}
   * leaves `where` unasked for a centre outside it.
   */
  readonly within?: {
    readonly x0: number;
    readonly y0: number;
    readonly x1: number;
    readonly y1: number;
  };
}

/** The shape {@link Raster.findFreeAt} places: `rectAt(c, w, h)` or `ellipseAt(c, rx, ry)`. */
export type FreeSize =
  | { readonly kind: 'rect'; readonly w: number; readonly h: number }
  | { readonly kind: 'ellipse'; readonly rx: number; readonly ry: number };

export interface RouteOptions {
  readonly style: TunnelStyle;
  /** Occupants the route may enter without penalty (its own ends). */
  readonly through?: readonly string[];
  /** May the route rise above the surface line? */
  readonly aboveGround?: boolean;
  /** Extra cost for entering a cell held by another place (default 12). */
  readonly placePenalty?: number;
  /** Stop after this many expanded cells (bounded search). */
  readonly budget?: number;
}

/** Per-style step and turn costs: dwarves hate turns, elves curve gently, nature is ragged. */
const STYLE_COST: Readonly<
  Record<TunnelStyle, { diagonal: boolean; turn: number; noise: number }>
> = {
  dwarven: { diagonal: false, turn: 2.5, noise: 0 },
  elven: { diagonal: true, turn: 0.6, noise: 0 },
  demonic: { diagonal: true, turn: 0.1, noise: 0.6 },
  natural: { diagonal: true, turn: 0, noise: 1.2 },
  surface: { diagonal: true, turn: 0, noise: 0 },
};

/** Weighted A*: a slightly greedy heuristic keeps searches short; paths stay near-shortest. */
const GREED = 1.25;

const DIRS = [
  [1, 0],
  [0, 1],
  [-1, 0],
  [0, -1],
  [1, 1],
  [-1, 1],
  [-1, -1],
  [1, -1],
] as const;

const DX = DIRS.map((d) => d[0]);
const DY = DIRS.map((d) => d[1]);

/** A fixed hash of a cell, for ragged costs that never depend on a clock or a seed. */
function cellNoise(x: number, y: number): number {
  let h = (x * 374761393 + y * 668265263) | 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/** Per page size: every cell's noise, and the length ({@link hypot}) of every cell offset (tables, not formulas, so the values are the very ones the functions give). */
interface Tables {
  readonly noise: Float64Array;
  readonly hypot: Float64Array;
}
const TABLES = new Map<string, Tables>();

function tablesFor(cols: number, rows: number): Tables {
  const key = `${cols}x${rows}`;
  let t = TABLES.get(key);
  if (!t) {
    const noise = new Float64Array(cols * rows);
    const lengths = new Float64Array(cols * rows);
    for (let y = 0; y < rows; y++)
      for (let x = 0; x < cols; x++) {
        noise[y * cols + x] = cellNoise(x, y);
        lengths[x * rows + y] = hypot(x, y);
      }
    t = { noise, hypot: lengths };
    TABLES.set(key, t);
  }
  return t;
}

/** Ring directions for {@link Raster.findFree}: cos and sin of each step, by ring size. */
const RINGS = new Map<number, { cos: Float64Array; sin: Float64Array }>();

function ring(n: number): { cos: Float64Array; sin: Float64Array } {
  let r = RINGS.get(n);
  if (!r) {
    const cos = new Float64Array(n);
    const sin = new Float64Array(n);
    for (let k = 0; k < n; k++) {
      const a = (k / n) * 2 * Math.PI;
      cos[k] = Math.cos(a);
      sin[k] = Math.sin(a);
    }
    r = { cos, sin };
    RINGS.set(n, r);
  }
  return r;
}

/** A point reused for containment tests (never kept by `contains`). */
const probe = { x: 0, y: 0 };

/** The box ({@link bbox}) of the shape last given to {@link boxInto}. */
const box = { x0: 0, y0: 0, x1: 0, y1: 0 };

/** Set {@link box} to the shape's {@link bbox}, without building one for a rectangle or ellipse. */
function boxInto(shape: Shape): void {
  switch (shape.kind) {
    case 'rect':
      box.x0 = shape.x;
      box.y0 = shape.y;
      box.x1 = shape.x + shape.w;
      box.y1 = shape.y + shape.h;
      return;
    case 'ellipse':
      box.x0 = shape.cx - shape.rx;
      box.y0 = shape.cy - shape.ry;
      box.x1 = shape.cx + shape.rx;
      box.y1 = shape.cy + shape.ry;
      return;
    default: {
      const b = bbox(shape);
      box.x0 = b.x0;
      box.y0 = b.y0;
      box.x1 = b.x1;
      box.y1 = b.y1;
    }
  }
}

/**
 * How far the rounding ({@link q}, at most half a hundredth per step, two steps) can move a
 * {@link Raster.findFreeAt} candidate's box from where its unrounded centre puts it, with room
 * to spare.
 */
const FREE_MARGIN = 0.05;

/** The candidate shapes {@link Raster.findFreeAt} tests in place (never kept by the tests). */
const scratchRect = { kind: 'rect' as const, x: 0, y: 0, w: 0, h: 0 };
const scratchEllipse = { kind: 'ellipse' as const, cx: 0, cy: 0, rx: 0, ry: 0 };
/** The candidate centre {@link Raster.findFreeAt} asks `where` about (never kept by the tests). */
const scratchPoint = { x: 0, y: 0 };

/**
 * Scratch memory for {@link Raster.route}, one per state count, shared by every raster (and so
 * every world) of that page size: allocating and zeroing a few hundred kB per world cost more
 * than most of its searches. Nothing carries over from one search to the next: an entry is read
 * only when its stamp is at least the search's own fresh `open` stamp (see {@link nextStamp}).
 */
interface Scratch {
  readonly g: Float64Array;
  readonly prev: Int32Array;
  /** `open` of the search that last reached the state, or `open + 1` once it expanded it. */
  readonly stamp: Uint32Array;
}
const SCRATCH = new Map<number, Scratch>();
let lastStamp = 0;

function scratch(states: number): Scratch {
  let s = SCRATCH.get(states);
  if (!s) {
    s = {
      g: new Float64Array(states),
      prev: new Int32Array(states),
      stamp: new Uint32Array(states),
    };
    SCRATCH.set(states, s);
  }
  return s;
}

/** A fresh even stamp, above every stamp any scratch holds (all are wiped when stamps run out). */
function nextStamp(): number {
  if (lastStamp >= 0xfffffff0) {
    for (const s of SCRATCH.values()) s.stamp.fill(0);
    lastStamp = 0;
  }
  lastStamp += 2;
  return lastStamp;
}

/** The A* open list (a binary heap of f and state), shared like {@link SCRATCH}; it starts empty each search. */
let heapState = new Int32Array(1024);
let heapF = new Float64Array(1024);

export class Raster {
  readonly cols: number;
  readonly rows: number;
  private readonly places: Int32Array;
  private readonly tunnels: Int32Array;
  private readonly ids: string[] = [''];
  private readonly index = new Map<string, number>();
  /** Per column: the first row a route may enter (the ground; the surface line on a flat page). */
  private skyRow: Int32Array;
  /** Per column, on a page with terrain: where rock for rooms begins (null on a flat page). */
  private rockTop: Float64Array | null = null;
  /**
   * Per place code: {@link WALL} (a place no routed tunnel enters) and {@link OPEN_AIR} (a rift
   * or valley floor, which routes may leave or enter); an array, as routes ask of every cell.
   */
  private flags = new Uint8Array(64);
  private hasOpenAir = false;
  /** Cell-centre coordinates in beads, exactly as {@link Raster.pointOf} gives them. */
  private readonly cellX: Float64Array;
  private readonly cellY: Float64Array;
  /** The route tables and scratch of this page size (looked up at the first route). */
  private tables: Tables | null = null;
  private routeScratch: Scratch | null = null;
  constructor(private page: Page) {
    this.cols = Math.round(page.width * CELLS_PER_BEAD);
    this.rows = Math.round(page.height * CELLS_PER_BEAD);
    this.places = new Int32Array(this.cols * this.rows);
    this.tunnels = new Int32Array(this.cols * this.rows);
    this.cellX = new Float64Array(this.cols);
    this.cellY = new Float64Array(this.rows);
    for (let cx = 0; cx < this.cols; cx++) this.cellX[cx] = this.pointOf(cx, 0).x;
    for (let cy = 0; cy < this.rows; cy++) this.cellY[cy] = this.pointOf(0, cy).y;
    this.skyRow = new Int32Array(this.cols);
    this.setPage(page);
  }

  /**
   * Take the page's ground (after an alternate world shaped it): routes may climb into a
   * mountain but not into the sky or the open air of a rift or valley; rooms keep below the
   * surface line and clear of that open air.
   */
  setPage(page: Page): void {
    this.page = page;
    const surfaceRow = Math.floor(page.surfaceY * CELLS_PER_BEAD);
    if (!page.terrain) {
      this.skyRow.fill(surfaceRow);
      this.rockTop = null;
      return;
    }
    for (const s of page.terrain.spans)
      if (s.place) {
        this.flag(this.code(s.place), OPEN_AIR);
        this.hasOpenAir = true;
      }
    const rock = new Float64Array(this.cols);
    for (let cx = 0; cx < this.cols; cx++) {
      this.skyRow[cx] = Math.floor(groundY(page, this.cellX[cx]!) * CELLS_PER_BEAD);
      const x0 = cx / CELLS_PER_BEAD;
      const x1 = (cx + 1) / CELLS_PER_BEAD;
      rock[cx] = Math.max(
        page.surfaceY,
        groundY(page, x0),
        groundY(page, x1),
        groundY(page, (x0 + x1) / 2),
      );
    }
    this.rockTop = rock;
  }

  private cellColumn(x: number): number {
    return Math.max(0, Math.min(this.cols - 1, Math.floor(x * CELLS_PER_BEAD)));
  }

  private cellRow(y: number): number {
    return Math.max(0, Math.min(this.rows - 1, Math.floor(y * CELLS_PER_BEAD)));
  }

  /** Index of the cell holding a point (clamped to the page). */
  cellIndex(p: Point): number {
    return this.cellRow(p.y) * this.cols + this.cellColumn(p.x);
  }

  private flag(code: number, bit: number): void {
    this.flags[code]! |= bit;
  }

  private code(id: string): number {
    let c = this.index.get(id);
    if (c === undefined) {
      c = this.ids.length;
      this.ids.push(id);
      this.index.set(id, c);
      if (c >= this.flags.length) {
        const grown = new Uint8Array(this.flags.length * 2);
        grown.set(this.flags);
        this.flags = grown;
      }
    }
    return c;
  }

  /** Cell holding a point (clamped to the page). */
  cellOf(p: Point): [number, number] {
    const cx = Math.max(0, Math.min(this.cols - 1, Math.floor(p.x * CELLS_PER_BEAD)));
    const cy = Math.max(0, Math.min(this.rows - 1, Math.floor(p.y * CELLS_PER_BEAD)));
    return [cx, cy];
  }

  /** Centre of a cell in beads. */
  pointOf(cx: number, cy: number): Point {
    return pt((cx + 0.5) / CELLS_PER_BEAD, (cy + 0.5) / CELLS_PER_BEAD);
  }

  /** Cells whose centres lie in the shape (at least the cell of its centre point). */
  cellsOf(shape: Shape): number[] {
    const out: number[] = [];
    this.eachCell(shape, out, null, 0);
    return out;
  }

  /**
   * The cells of {@link cellsOf}, in its order: pushed onto `out`, or (given `grid`) set to
   * `code` where the grid is still free.
   */
  private eachCell(
    shape: Shape,
    out: number[] | null,
    grid: Int32Array | null,
    code: number,
  ): void {
    boxInto(shape);
    const { x0: bx0, y0: by0, x1: bx1, y1: by1 } = box;
    const x0 = this.cellColumn(bx0);
    const y0 = this.cellRow(by0);
    const x1 = this.cellColumn(bx1);
    const y1 = this.cellRow(by1);
    const cols = this.cols;
    let any = false;
    for (let cy = y0; cy <= y1; cy++) {
      probe.y = this.cellY[cy]!;
      for (let cx = x0; cx <= x1; cx++) {
        probe.x = this.cellX[cx]!;
        if (!contains(shape, probe)) continue;
        any = true;
        const i = cy * cols + cx;
        if (out) out.push(i);
        else if (grid![i] === FREE) grid![i] = code;
      }
    }
    if (any) return;
    const i = this.cellRow((by0 + by1) / 2) * cols + this.cellColumn((bx0 + bx1) / 2);
    if (out) out.push(i);
    else if (grid![i] === FREE) grid![i] = code;
  }

  /**
   * True when some cell of {@link cellsOf} holds a place (the same cells, without the list).
   * Only occupied cells are tested against the shape; whether the shape covers any cell at all
   * matters only when its centre cell is occupied (the fallback of {@link cellsOf}).
   */
  private anyPlaceIn(shape: Shape): boolean {
    const bx0 = box.x0;
    const by0 = box.y0;
    const bx1 = box.x1;
    const by1 = box.y1;
    const x0 = this.cellColumn(bx0);
    const y0 = this.cellRow(by0);
    const x1 = this.cellColumn(bx1);
    const y1 = this.cellRow(by1);
    const places = this.places;
    const cols = this.cols;
    // Rows from the middle out: a held cell near the middle is the likeliest to be covered,
    // so a taken spot is found sooner (the answer is the same in any order).
    const mid = (y0 + y1) >> 1;
    for (let k = 0; k <= 2 * (y1 - y0); k++) {
      const cy = k & 1 ? mid - ((k + 1) >> 1) : mid + (k >> 1);
      if (cy < y0 || cy > y1) continue;
      const row = cy * cols;
      for (let cx = x0; cx <= x1; cx++) {
        if (places[row + cx] === FREE) continue;
        probe.y = this.cellY[cy]!;
        probe.x = this.cellX[cx]!;
        if (contains(shape, probe)) return true;
      }
    }
    const i = this.cellRow((by0 + by1) / 2) * cols + this.cellColumn((bx0 + bx1) / 2);
    if (places[i] === FREE) return false;
    // No occupied cell is covered; the centre cell counts only when no cell is covered at all.
    for (let cy = y0; cy <= y1; cy++) {
      probe.y = this.cellY[cy]!;
      for (let cx = x0; cx <= x1; cx++) {
        probe.x = this.cellX[cx]!;
        if (contains(shape, probe)) return false;
      }
    }
    return true;
  }

  /** Record a place's shape. */
  markPlace(id: string, shape: Shape): void {
    this.eachCell(shape, null, this.places, this.code(id));
  }

  /** Make a place a wall no routed tunnel enters (a secret room); its cells stay its own. */
  block(id: string): void {
    this.flag(this.code(id), WALL);
  }

  /** Record a tunnel's cells (its path). */
  markTunnel(id: string, path: readonly Point[]): void {
    // The cells of pathCells; a repeat finds its cell already taken, so no list is needed.
    const c = this.code(id);
    const tunnels = this.tunnels;
    for (let k = 0; k < path.length; k++) {
      const a = path[k]!;
      const b = path[k + 1] ?? a;
      const steps = Math.max(1, Math.ceil(hypot(b.x - a.x, b.y - a.y) * CELLS_PER_BEAD * 2));
      for (let s = 0; s <= steps; s++) {
        const i =
          this.cellRow(a.y + ((b.y - a.y) * s) / steps) * this.cols +
          this.cellColumn(a.x + ((b.x - a.x) * s) / steps);
        if (tunnels[i] === FREE) tunnels[i] = c;
      }
    }
  }

  /** The cells a polyline passes, in order, without repeats. */
  pathCells(path: readonly Point[]): number[] {
    const out: number[] = [];
    const seen = new Set<number>();
    for (let k = 0; k < path.length; k++) {
      const a = path[k]!;
      const b = path[k + 1] ?? a;
      const steps = Math.max(1, Math.ceil(hypot(b.x - a.x, b.y - a.y) * CELLS_PER_BEAD * 2));
      for (let s = 0; s <= steps; s++) {
        const [cx, cy] = this.cellOf({
          x: a.x + ((b.x - a.x) * s) / steps,
          y: a.y + ((b.y - a.y) * s) / steps,
        });
        const i = cy * this.cols + cx;
        if (!seen.has(i)) {
          seen.add(i);
          out.push(i);
        }
      }
    }
    return out;
  }

  /** Place id at a cell index, or null. */
  placeAtCell(i: number): string | null {
    const c = this.places[i] ?? FREE;
    return c === FREE ? null : this.ids[c]!;
  }

  /** Tunnel id at a cell index, or null. */
  tunnelAtCell(i: number): string | null {
    const c = this.tunnels[i] ?? FREE;
    return c === FREE ? null : this.ids[c]!;
  }

  /** The place at a point (that of {@link at}), or null. */
  placeAt(p: Point): string | null {
    return this.placeAtCell(this.cellIndex(p));
  }

  /** What a point is on: the place there, else the tunnel there. */
  at(p: Point): { place: string | null; tunnel: string | null } {
    const [cx, cy] = this.cellOf(p);
    const i = cy * this.cols + cx;
    return { place: this.placeAtCell(i), tunnel: this.tunnelAtCell(i) };
  }

  /** True when no place covers any cell of the shape (tunnels may pass under rooms) and it is on the page. */
  isFree(shape: Shape, opts: { aboveGround?: boolean } = {}): boolean {
    return this.freeShape(shape, opts.aboveGround === true);
  }

  /** {@link isFree}, reading the shape's box ({@link bbox}) without building it. */
  private freeShape(shape: Shape, aboveGround: boolean): boolean {
    boxInto(shape);
    return this.freeIn(shape, aboveGround);
  }

  /** {@link isFree} of a shape whose box is in {@link box}. */
  private freeIn(shape: Shape, aboveGround: boolean): boolean {
    const x0 = box.x0;
    const y0 = box.y0;
    const x1 = box.x1;
    const y1 = box.y1;
    if (x0 < 0.2 || x1 > this.page.width - 0.2 || y1 > this.page.height - 0.2) return false;
    if (!aboveGround && y0 < this.page.surfaceY + 0.3) return false;
    if (aboveGround && y0 < 0.2) return false;
    if (!aboveGround && this.rockTop) {
      // Not in the open air of a rift or valley.
      const rock = this.rockTop;
      for (let cx = this.cellColumn(x0); cx <= this.cellColumn(x1); cx++)
        if (y0 < rock[cx]! + 0.3) return false;
    }
    return !this.anyPlaceIn(shape);
  }

  /**
   * Find a free spot for `make(centre)` as near `near` as possible: rings of candidate centres
   * at half-bead steps, scanned in a fixed order; `accept` adds rule constraints; `where` is a
   * cheap test of the candidate centre alone, asked before the shape is built. Null if none
   * within `maxRadius`. (For a plain rectangle or ellipse, {@link findFreeAt} builds nothing
   * for the candidates it turns down.)
   */
  findFree<S extends Shape>(
    near: Point,
    make: (c: Point) => S,
    opts: FindFreeOptions<S> = {},
  ): S | null {
    const max = opts.maxRadius ?? Math.max(this.page.width, this.page.height);
    const aboveGround = opts.aboveGround ?? false;
    const { accept, where } = opts;
    for (let r = 0; r <= max; r += 0.5) {
      const n = r === 0 ? 1 : Math.max(8, Math.round(2 * Math.PI * r * 2));
      const { cos, sin } = ring(n);
      for (let k = 0; k < n; k++) {
        const c = pt(near.x + r * cos[k]!, near.y + r * sin[k]!);
        if (where && !where(c)) continue;
        const s = make(c);
        if (this.freeShape(s, aboveGround) && (!accept || accept(c, s))) return s;
      }
    }
    return null;
  }

  /**
   * {@link findFree} for `rectAt(c, w, h)` or `ellipseAt(c, rx, ry)`: the same candidates in the
   * same order and the same answer, but a candidate the raster turns down costs no allocation
   * (its centre and shape are built only for `where` and `accept`).
   */
  findFreeAt(
    near: Point,
    size: FreeSize,
    opts: FindFreeOptions<RectShape | EllipseShape> = {},
  ): RectShape | EllipseShape | null {
    const max = opts.maxRadius ?? Math.max(this.page.width, this.page.height);
    const aboveGround = opts.aboveGround ?? false;
    const { accept, where } = opts;
    // The candidate under test, filled in place with the very numbers rectAt / ellipseAt give.
    const rect = scratchRect;
    const ell = scratchEllipse;
    if (size.kind === 'ellipse') {
      ell.rx = q(size.rx);
      ell.ry = q(size.ry);
    } else {
      rect.w = q(size.w);
      rect.h = q(size.h);
    }
    // Where a centre must lie for the box to keep to the page (and below the surface line or
    // the top edge), widened by FREE_MARGIN: a candidate outside fails freeIn whatever the
    // rounding makes of it, so it is passed over before it is rounded or asked about (`where`
    // is a pure question of the point).
    const halfW = size.kind === 'ellipse' ? size.rx : size.w / 2;
    const halfH = size.kind === 'ellipse' ? size.ry : size.h / 2;
    const top = aboveGround ? 0.2 : this.page.surfaceY + 0.3;
    let minX = 0.2 + halfW - FREE_MARGIN;
    let maxX = this.page.width - 0.2 - halfW + FREE_MARGIN;
    let minY = top + halfH - FREE_MARGIN;
    let maxY = this.page.height - 0.2 - halfH + FREE_MARGIN;
    const within = where ? opts.within : undefined;
    if (within) {
      // `where` reads the rounded centre, at most half a hundredth from the raw one.
      minX = Math.max(minX, within.x0 - 0.01);
      maxX = Math.min(maxX, within.x1 + 0.01);
      minY = Math.max(minY, within.y0 - 0.01);
      maxY = Math.min(maxY, within.y1 + 0.01);
    }
    for (let r = 0; r <= max; r += 0.5) {
      const n = r === 0 ? 1 : Math.max(8, Math.round(2 * Math.PI * r * 2));
      const { cos, sin } = ring(n);
      // The arc between neighbouring candidates: no step moves a candidate further than this
      // along either axis.
      const stride = (r * 2 * Math.PI) / n;
      for (let k = 0; k < n; k++) {
        const rawX = near.x + r * cos[k]!;
        const rawY = near.y + r * sin[k]!;
        if (rawX < minX || rawX > maxX || rawY < minY || rawY > maxY) {
          // Outside by `gap`: the next m candidates, within m strides, are outside too (a
          // stride to spare for the rounding of the tables); they are passed over unread.
          const gap = Math.max(minX - rawX, rawX - maxX, minY - rawY, rawY - maxY);
          const m = Math.floor(gap / stride) - 1;
          if (m > 0) k += m;
          continue;
        }
        const x = q(rawX);
        const y = q(rawY);
        if (where) {
          // Most candidates fail here: they are asked on one reused point, built for none.
          scratchPoint.x = x;
          scratchPoint.y = y;
          if (!where(scratchPoint)) continue;
        }
        // The candidate's box goes in `box` (fields written in place: no numbers boxed for a call).
        if (size.kind === 'ellipse') {
          ell.cx = q(x);
          ell.cy = q(y);
          box.x0 = ell.cx - ell.rx;
          box.y0 = ell.cy - ell.ry;
          box.x1 = ell.cx + ell.rx;
          box.y1 = ell.cy + ell.ry;
        } else {
          rect.x = q(x - size.w / 2);
          rect.y = q(y - size.h / 2);
          box.x0 = rect.x;
          box.y0 = rect.y;
          box.x1 = rect.x + rect.w;
          box.y1 = rect.y + rect.h;
        }
        if (!this.freeIn(size.kind === 'ellipse' ? ell : rect, aboveGround)) continue;
        const c: Point = { x, y };
        const s =
          size.kind === 'ellipse' ? ellipseAt(c, size.rx, size.ry) : rectAt(c, size.w, size.h);
        if (!accept || accept(c, s)) return s;
      }
    }
    return null;
  }

  /**
   * Route a tunnel from `from` to `to` with A*. Cells of other places cost extra (tunnels skirt
   * rooms when they can, but may break into them); off-page cells are walls; so is the sky
   * unless `aboveGround`. Returns a simplified polyline (from..to) or null when the search
   * budget runs out.
   */
  route(from: Point, to: Point, opts: RouteOptions): Point[] | null {
    const cost = STYLE_COST[opts.style];
    // The codes of the route's own ends (-1: none): most routes have two, so they are held in
    // two numbers and any more in a list.
    const through = opts.through;
    const nThrough = through ? through.length : 0;
    const index = this.index;
    const t0 = nThrough > 0 ? (index.get(through![0]!) ?? -1) : -1;
    const t1 = nThrough > 1 ? (index.get(through![1]!) ?? -1) : -1;
    let more: number[] | null = null;
    if (nThrough > 2) {
      more = [];
      for (let k = 2; k < nThrough; k++) more.push(index.get(through![k]!) ?? -1);
    }
    const penalty = opts.placePenalty ?? 12;
    const cols = this.cols;
    const rows = this.rows;
    const sx = this.cellColumn(from.x);
    const sy = this.cellRow(from.y);
    const tx = this.cellColumn(to.x);
    const ty = this.cellRow(to.y);
    const start = sy * cols + sx;
    const goal = ty * cols + tx;
    const diagonal = cost.diagonal;
    const ndirs = diagonal ? 8 : 4;
    const turn = cost.turn;
    // A state is a cell and the direction it was entered by (`cell << 3 | dir`); with no turn
    // cost the direction does not matter, so a state is just the cell. Either numbering orders
    // states as cells do, so heap ties break alike.
    const shift = turn === 0 ? 0 : 3;
    const noiseScale = cost.noise;
    const aboveGround = opts.aboveGround === true;
    const skyRow = this.skyRow;
    const hasOpenAir = this.hasOpenAir;
    const flags = this.flags;
    const places = this.places;
    const tables = (this.tables ??= tablesFor(cols, rows));
    const noise = tables.noise;
    const hypot = tables.hypot;
    const sc = (this.routeScratch ??= scratch(cols * rows * 8));
    const g = sc.g;
    const prev = sc.prev;
    const stamp = sc.stamp;
    // The goal is entered only from a neighbour the search expands: when every neighbour is
    // refused (the sky, a wall, off the page) and the start is neither the goal nor beside it,
    // no search can reach it, and one would spend its whole budget learning so.
    if (start !== goal) {
      let enterable = false;
      for (let d = 0; d < ndirs && !enterable; d++) {
        const nx = tx + DX[d]!;
        const ny = ty + DY[d]!;
        if (nx < 0 || ny < 0 || nx >= cols || ny >= rows) continue;
        const ncell = ny * cols + nx;
        if (ncell === start) enterable = true;
        else if (!aboveGround && ny < skyRow[nx]!) {
          const o = places[ncell]!;
          enterable = hasOpenAir && (flags[o]! & OPEN_AIR) !== 0 && isThrough(o, t0, t1, more);
        } else {
          const occ = places[ncell]!;
          enterable = occ === FREE || isThrough(occ, t0, t1, more) || (flags[occ]! & WALL) === 0;
        }
      }
      if (!enterable) return null;
    }
    const open = nextStamp();
    const closed = open + 1;
    // Open list: a binary heap of (f, state) with ties broken by state number (fixed order).
    // (Pushes are written out where they happen: the heap's length and arrays stay in locals.)
    let heapS = heapState;
    let heapFs = heapF;
    const s0 = start << shift;
    g[s0] = 0;
    stamp[s0] = open;
    prev[s0] = -1;
    {
      // The heuristic: straight-line (hypot, from the table) or Manhattan distance to the goal.
      const ax = sx < tx ? tx - sx : sx - tx;
      const ay = sy < ty ? ty - sy : sy - ty;
      heapS[0] = s0;
      heapFs[0] = diagonal ? hypot[ax * rows + ay]! : ax + ay;
    }
    let size = 1;
    let budget = opts.budget ?? cols * rows * 6;
    let found = -1;
    while (size > 0 && budget-- > 0) {
      // pop
      const s = heapS[0]!;
      size--;
      if (size > 0) {
        const ls = heapS[size]!;
        const lf = heapFs[size]!;
        let i = 0;
        for (;;) {
          const l = 2 * i + 1;
          if (l >= size) break;
          const r = l + 1;
          let m = l;
          let mf = heapFs[l]!;
          if (r < size) {
            const rf = heapFs[r]!;
            if (rf < mf || (rf === mf && heapS[r]! < heapS[l]!)) {
              m = r;
              mf = rf;
            }
          }
          if (!(mf < lf || (mf === lf && heapS[m]! < ls))) break;
          heapS[i] = heapS[m]!;
          heapFs[i] = mf;
          i = m;
        }
        heapS[i] = ls;
        heapFs[i] = lf;
      }
      if (stamp[s] === closed) continue;
      stamp[s] = closed;
      const cell = s >> shift;
      if (cell === goal) {
        found = s;
        break;
      }
      const dir = s & 7;
      const cx = cell % cols;
      const cy = (cell - cx) / cols;
      const gs = g[s]!;
      for (let d = 0; d < ndirs; d++) {
        const nx = cx + DX[d]!;
        const ny = cy + DY[d]!;
        if (nx < 0 || ny < 0 || nx >= cols || ny >= rows) continue;
        const ncell = ny * cols + nx;
        const occ = places[ncell]!;
        if (!aboveGround && ny < skyRow[nx]! && ncell !== goal) {
          // Open air, except the floor of a rift or valley this route starts or ends in.
          if (!hasOpenAir || (flags[occ]! & OPEN_AIR) === 0 || !isThrough(occ, t0, t1, more))
            continue;
        }
        let step = d < 4 ? 1 : Math.SQRT2;
        if (turn !== 0 && s !== s0 && d !== dir) step += turn;
        if (noiseScale > 0) step += noiseScale * noise[ncell]!;
        if (occ !== FREE && ncell !== goal && !isThrough(occ, t0, t1, more)) {
          if ((flags[occ]! & WALL) !== 0) continue;
          step += penalty;
        }
        const ns = (ncell << shift) | (shift === 0 ? 0 : d);
        const ng = gs + step;
        // A state already expanded may still be improved (the heuristic is weighted); its
        // cost and way in are updated, though it is not expanded again.
        if (ng < (stamp[ns]! >= open ? g[ns]! : Infinity)) {
          g[ns] = ng;
          if (stamp[ns] !== closed) stamp[ns] = open;
          prev[ns] = s;
          // push (f, ns), f = g + GREED * the heuristic
          const ax = nx < tx ? tx - nx : nx - tx;
          const ay = ny < ty ? ty - ny : ny - ty;
          const f = ng + GREED * (diagonal ? hypot[ax * rows + ay]! : ax + ay);
          if (size === heapS.length) {
            const s2 = new Int32Array(size * 2);
            const f2 = new Float64Array(size * 2);
            s2.set(heapS);
            f2.set(heapFs);
            heapState = heapS = s2;
            heapF = heapFs = f2;
          }
          let i = size++;
          while (i > 0) {
            const p = (i - 1) >> 1;
            const pf = heapFs[p]!;
            if (pf < f || (pf === f && heapS[p]! <= ns)) break;
            heapS[i] = heapS[p]!;
            heapFs[i] = pf;
            i = p;
          }
          heapS[i] = ns;
          heapFs[i] = f;
        }
      }
    }
    if (found < 0) return null;
    return this.pathOf(found, s0, shift, from, to);
  }

  /**
   * The route's polyline: the cells from `s0` to `found` (by `prev`), from and to at its ends,
   * {@link simplify}d; the same points, with a point built only for those kept.
   */
  private pathOf(found: number, s0: number, shift: number, from: Point, to: Point): Point[] {
    const prev = this.routeScratch!.prev;
    const cols = this.cols;
    let n = 0;
    for (let s = found; s >= 0; s = prev[s]!) {
      n++;
      if (s === s0) break;
    }
    if (pathX.length < n) {
      pathX = new Float64Array(2 * n);
      pathY = new Float64Array(2 * n);
    }
    const xs = pathX;
    const ys = pathY;
    // The cells' centres (those of pointOf), first to last.
    let k = n;
    for (let s = found; s >= 0; s = prev[s]!) {
      const cell = s >> shift;
      const cx = cell % cols;
      k--;
      xs[k] = q((cx + 0.5) / CELLS_PER_BEAD);
      ys[k] = q(((cell - cx) / cols + 0.5) / CELLS_PER_BEAD);
      if (s === s0) break;
    }
    const first = pt(from.x, from.y);
    const last = pt(to.x, to.y);
    if (n === 1) return [last];
    xs[0] = first.x;
    ys[0] = first.y;
    xs[n - 1] = last.x;
    ys[n - 1] = last.y;
    if (n === 2) return [first, last];
    // simplify: drop points on a straight run (a is the last point kept).
    const out: Point[] = [first];
    let ax = first.x;
    let ay = first.y;
    for (let i = 1; i < n - 1; i++) {
      const bx = xs[i]!;
      const by = ys[i]!;
      const cross = (bx - ax) * (ys[i + 1]! - by) - (by - ay) * (xs[i + 1]! - bx);
      if (Math.abs(cross) > 1e-9) {
        out.push({ x: bx, y: by });
        ax = bx;
        ay = by;
      }
    }
    out.push(last);
    return out;
  }
}

/** Is a place code one of a route's own ends (`t0`, `t1`, then `more`)? */
function isThrough(o: number, t0: number, t1: number, more: number[] | null): boolean {
  if (o === t0 || o === t1) return true;
  if (more) for (let k = 0; k < more.length; k++) if (more[k] === o) return true;
  return false;
}

/** The cell centres of the route {@link Raster.pathOf} is reading (grown as needed). */
let pathX = new Float64Array(256);
let pathY = new Float64Array(256);

/** Drop points that lie on a straight run (keeps corners). */
export function simplify(points: readonly Point[]): Point[] {
  if (points.length <= 2) return [...points];
  const out: Point[] = [points[0]!];
  for (let i = 1; i < points.length - 1; i++) {
    const a = out[out.length - 1]!;
    const b = points[i]!;
    const c = points[i + 1]!;
    const cross = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x);
    if (Math.abs(cross) > 1e-9) out.push(b);
  }
  out.push(points[points.length - 1]!);
  return out;
}
