/**
 * The occupancy raster: a few cells per bead recording which place or tunnel covers each cell.
 * It answers "is this free", finds free space near a point, and routes new tunnels with A*
 * using a per-style cost. Rules never read it directly for questions of connection; the place
 * graph answers those.
 */
import { bbox, contains, pt, type Point, type Shape } from './geometry';
import { CELLS_PER_BEAD } from './units';
import type { Page, TunnelStyle } from './types';

const FREE = 0;

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

/** A fixed hash of a cell, for ragged costs that never depend on a clock or a seed. */
function cellNoise(x: number, y: number): number {
  let h = (x * 374761393 + y * 668265263) | 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

export class Raster {
  readonly cols: number;
  readonly rows: number;
  private readonly places: Int32Array;
  private readonly tunnels: Int32Array;
  private readonly ids: string[] = [''];
  private readonly index = new Map<string, number>();
  private readonly surfaceRow: number;
  private readonly walls = new Set<number>();
  private generation = 0;
  private search: {
    g: Float64Array;
    prev: Int32Array;
    stamp: Uint32Array;
    closed: Uint32Array;
  } | null = null;

  private buffers(): {
    g: Float64Array;
    prev: Int32Array;
    stamp: Uint32Array;
    closed: Uint32Array;
  } {
    if (!this.search) {
      const n = this.cols * this.rows * 8;
      this.search = {
        g: new Float64Array(n),
        prev: new Int32Array(n),
        stamp: new Uint32Array(n),
        closed: new Uint32Array(n),
      };
    }
    return this.search;
  }

  constructor(readonly page: Page) {
    this.cols = Math.round(page.width * CELLS_PER_BEAD);
    this.rows = Math.round(page.height * CELLS_PER_BEAD);
    this.places = new Int32Array(this.cols * this.rows);
    this.tunnels = new Int32Array(this.cols * this.rows);
    this.surfaceRow = Math.floor(page.surfaceY * CELLS_PER_BEAD);
  }

  private code(id: string): number {
    let c = this.index.get(id);
    if (c === undefined) {
      c = this.ids.length;
      this.ids.push(id);
      this.index.set(id, c);
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
    const b = bbox(shape);
    const out: number[] = [];
    const [x0, y0] = this.cellOf({ x: b.x0, y: b.y0 });
    const [x1, y1] = this.cellOf({ x: b.x1, y: b.y1 });
    for (let cy = y0; cy <= y1; cy++)
      for (let cx = x0; cx <= x1; cx++)
        if (contains(shape, this.pointOf(cx, cy))) out.push(cy * this.cols + cx);
    if (out.length === 0) {
      const [cx, cy] = this.cellOf({ x: (b.x0 + b.x1) / 2, y: (b.y0 + b.y1) / 2 });
      out.push(cy * this.cols + cx);
    }
    return out;
  }

  /** Record a place's shape. */
  markPlace(id: string, shape: Shape): void {
    const c = this.code(id);
    for (const i of this.cellsOf(shape)) if (this.places[i] === FREE) this.places[i] = c;
  }

  /** Make a place a wall no routed tunnel enters (a secret room); its cells stay its own. */
  block(id: string): void {
    this.walls.add(this.code(id));
  }

  /** Record a tunnel's cells (its path). */
  markTunnel(id: string, path: readonly Point[]): void {
    const c = this.code(id);
    for (const i of this.pathCells(path)) if (this.tunnels[i] === FREE) this.tunnels[i] = c;
  }

  /** The cells a polyline passes, in order, without repeats. */
  pathCells(path: readonly Point[]): number[] {
    const out: number[] = [];
    const seen = new Set<number>();
    for (let k = 0; k < path.length; k++) {
      const a = path[k]!;
      const b = path[k + 1] ?? a;
      const steps = Math.max(1, Math.ceil(Math.hypot(b.x - a.x, b.y - a.y) * CELLS_PER_BEAD * 2));
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

  /** What a point is on: the place there, else the tunnel there. */
  at(p: Point): { place: string | null; tunnel: string | null } {
    const [cx, cy] = this.cellOf(p);
    const i = cy * this.cols + cx;
    return { place: this.placeAtCell(i), tunnel: this.tunnelAtCell(i) };
  }

  /** True when no place covers any cell of the shape (tunnels may pass under rooms) and it is on the page. */
  isFree(shape: Shape, opts: { aboveGround?: boolean } = {}): boolean {
    const b = bbox(shape);
    if (b.x0 < 0.2 || b.x1 > this.page.width - 0.2 || b.y1 > this.page.height - 0.2) return false;
    if (!opts.aboveGround && b.y0 < this.page.surfaceY + 0.3) return false;
    if (opts.aboveGround && b.y0 < 0.2) return false;
    for (const i of this.cellsOf(shape)) if (this.places[i] !== FREE) return false;
    return true;
  }

  /**
   * Find a free spot for `make(centre)` as near `near` as possible: rings of candidate centres
   * at half-bead steps, scanned in a fixed order; `accept` adds rule constraints. Null if none
   * within `maxRadius`.
   */
  findFree<S extends Shape>(
    near: Point,
    make: (c: Point) => S,
    opts: { maxRadius?: number; aboveGround?: boolean; accept?: (c: Point, s: S) => boolean } = {},
  ): S | null {
    const max = opts.maxRadius ?? Math.max(this.page.width, this.page.height);
    for (let r = 0; r <= max; r += 0.5) {
      const n = r === 0 ? 1 : Math.max(8, Math.round(2 * Math.PI * r * 2));
      for (let k = 0; k < n; k++) {
        const a = (k / n) * 2 * Math.PI;
        const c = pt(near.x + r * Math.cos(a), near.y + r * Math.sin(a));
        const s = make(c);
        if (
          this.isFree(s, { aboveGround: opts.aboveGround ?? false }) &&
          (!opts.accept || opts.accept(c, s))
        )
          return s;
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
    const through = new Set((opts.through ?? []).map((id) => this.index.get(id) ?? -1));
    const penalty = opts.placePenalty ?? 12;
    const [sx, sy] = this.cellOf(from);
    const [tx, ty] = this.cellOf(to);
    const start = sy * this.cols + sx;
    const goal = ty * this.cols + tx;
    const ndirs = cost.diagonal ? 8 : 4;
    // Search buffers are kept between routes; a generation stamp marks which entries are live.
    const { g, prev, stamp, closed } = this.buffers();
    const gen = ++this.generation;
    const known = (s: number): number => (stamp[s] === gen ? g[s]! : Infinity);
    // Open list as a binary heap of [f, state] with ties broken by state number (fixed order).
    const heap: number[] = [];
    const fs: number[] = [];
    const push = (f: number, s: number): void => {
      heap.push(s);
      fs.push(f);
      let i = heap.length - 1;
      while (i > 0) {
        const p = (i - 1) >> 1;
        if (fs[p]! < f || (fs[p] === f && heap[p]! <= s)) break;
        heap[i] = heap[p]!;
        fs[i] = fs[p]!;
        i = p;
      }
      heap[i] = s;
      fs[i] = f;
    };
    const pop = (): number => {
      const top = heap[0]!;
      const ls = heap.pop()!;
      const lf = fs.pop()!;
      if (heap.length > 0) {
        let i = 0;
        for (;;) {
          const l = 2 * i + 1;
          const r = l + 1;
          let m = i;
          let mf = lf;
          let ms = ls;
          if (l < heap.length && (fs[l]! < mf || (fs[l] === mf && heap[l]! < ms))) {
            m = l;
            mf = fs[l]!;
            ms = heap[l]!;
          }
          if (r < heap.length && (fs[r]! < mf || (fs[r] === mf && heap[r]! < ms))) m = r;
          if (m === i) break;
          heap[i] = heap[m]!;
          fs[i] = fs[m]!;
          i = m;
        }
        heap[i] = ls;
        fs[i] = lf;
      }
      return top;
    };
    const h = (cx: number, cy: number): number =>
      cost.diagonal ? Math.hypot(cx - tx, cy - ty) : Math.abs(cx - tx) + Math.abs(cy - ty);
    const s0 = start * 8;
    g[s0] = 0;
    stamp[s0] = gen;
    prev[s0] = -1;
    push(h(sx, sy), s0);
    let budget = opts.budget ?? this.cols * this.rows * 6;
    let found = -1;
    while (heap.length > 0 && budget-- > 0) {
      const s = pop();
      if (closed[s] === gen) continue;
      closed[s] = gen;
      const cell = Math.floor(s / 8);
      const dir = s % 8;
      if (cell === goal) {
        found = s;
        break;
      }
      const cx = cell % this.cols;
      const cy = Math.floor(cell / this.cols);
      for (let d = 0; d < ndirs; d++) {
        const [dx, dy] = DIRS[d]!;
        const nx = cx + dx;
        const ny = cy + dy;
        if (nx < 0 || ny < 0 || nx >= this.cols || ny >= this.rows) continue;
        const ncell = ny * this.cols + nx;
        if (!opts.aboveGround && ny < this.surfaceRow && ncell !== goal) continue;
        let step = d < 4 ? 1 : Math.SQRT2;
        if (s !== s0 && d !== dir) step += cost.turn;
        if (cost.noise > 0) step += cost.noise * cellNoise(nx, ny);
        const occ = this.places[ncell]!;
        if (occ !== FREE && !through.has(occ) && ncell !== goal) {
          if (this.walls.has(occ)) continue;
          step += penalty;
        }
        const ns = ncell * 8 + d;
        const ng = g[s]! + step;
        if (ng < known(ns)) {
          g[ns] = ng;
          stamp[ns] = gen;
          prev[ns] = s;
          push(ng + GREED * h(nx, ny), ns);
        }
      }
    }
    if (found < 0) return null;
    const cells: Point[] = [];
    for (let s = found; s >= 0; s = prev[s]!) {
      const cell = Math.floor(s / 8);
      cells.push(this.pointOf(cell % this.cols, Math.floor(cell / this.cols)));
      if (s === s0) break;
    }
    cells.reverse();
    cells[0] = pt(from.x, from.y);
    cells[cells.length - 1] = pt(to.x, to.y);
    return simplify(cells);
  }
}

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
