/**
 * Where the plan map's labels go: room numbers, passage letters and the letters of the marks
 * (S secret door, 1 one-way door, D/U/C/Ch/E ways up and down, T trap). Every label is placed
 * on a board that knows the boxes already taken, so no label is set on another or on a leader,
 * and none leaves the map. A label that cannot stand at its thing is set nearby with a thin
 * leader to it.
 *
 * Boxes are in map pixels. A label is drawn centred on (x, y) with its baseline 0.36 em below,
 * so its ink (capitals and digits, 0.76 em tall) runs from 0.4 em above y to 0.36 em below (a J
 * or Q a little further).
 */
import { textWidth } from '../text-metrics';
import { BoxGrid } from '../grid';

export interface Box {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

/** A point on the map, in pixels. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** A label as set: its text, centre, size and ink box, and the leader to its thing, if any. */
export interface Placed {
  readonly text: string;
  readonly x: number;
  readonly y: number;
  readonly size: number;
  readonly box: Box;
  /** From the label's edge to its thing; null when the label stands on its thing. */
  readonly leader: { readonly from: Point; readonly to: Point } | null;
}

/** Baseline below the label's centre, in em (as `label` in plan-svg.ts draws it). */
export const BASELINE_EM = 0.36;
/** Height of the ink of capitals, digits and "h" above the baseline, in em (DejaVu Sans Bold). */
const INK_EM = 0.76;
/** How far the ink reaches below the baseline, in em: the tails of J and Q, else round overshoot. */
function descent(text: string): number {
  return /[JQ]/.test(text) ? 0.3 : 0.02;
}

/** The ink box of a bold label centred on (x, y). */
export function labelBox(text: string, x: number, y: number, size: number): Box {
  const w = textWidth(text, size, true);
  const base = y + BASELINE_EM * size;
  // The hook of a J reaches a little left of its advance.
  const hook = text.startsWith('J') ? 0.06 * size : 0;
  return {
    x0: x - w / 2 - hook,
    y0: base - INK_EM * size,
    x1: x + w / 2,
    y1: base + descent(text) * size,
  };
}

/** Room kept round a label's ink: its white halo and a quarter pixel of air. */
export function labelPad(size: number): number {
  return haloWidth(size) / 2 + 0.25;
}

/** The white halo behind a label (the stroke painted under its fill). */
export function haloWidth(size: number): number {
  return Math.max(1.5, size * 0.18);
}

function grow(b: Box, d: number): Box {
  return { x0: b.x0 - d, y0: b.y0 - d, x1: b.x1 + d, y1: b.y1 + d };
}

/** True when the segment p-q passes through the box (Liang-Barsky clipping). */
export function segmentHits(p: Point, q: Point, b: Box): boolean {
  let t0 = 0;
  let t1 = 1;
  const dx = q.x - p.x;
  const dy = q.y - p.y;
  const clip = (den: number, num: number): boolean => {
    if (den === 0) return num >= 0;
    const t = num / den;
    if (den > 0) {
      if (t < t0) return false;
      if (t < t1) t1 = t;
    } else {
      if (t > t1) return false;
      if (t > t0) t0 = t;
    }
    return true;
  };
  return (
    clip(-dx, p.x - b.x0) &&
    clip(dx, b.x1 - p.x) &&
    clip(-dy, p.y - b.y0) &&
    clip(dy, b.y1 - p.y) &&
    t0 < t1
  );
}

/**
 * The labels set so far on one map, the symbols a label should keep off when it can (door
 * symbols, unexplored-exit marks, pits), and the leaders drawn.
 */
export class LabelBoard {
  // Grid buckets, so a try looks only at what is near it (answers as a scan of everything).
  private readonly taken: BoxGrid<Box>;
  private readonly symbols: BoxGrid<Box>;
  private readonly leaders: BoxGrid<{ p: Point; q: Point }>;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    const area = { x0: 0, y0: 0, x1: width, y1: height };
    const cell = Math.max(width, height, 1) / 16;
    this.taken = new BoxGrid(area, cell);
    this.symbols = new BoxGrid(area, cell);
    this.leaders = new BoxGrid(area, cell);
  }

  /** A symbol drawn on the map that labels should keep off when there is room elsewhere. */
  addSymbol(box: Box): void {
    this.symbols.add(box, box);
  }

  /**
   * True when a label of this ink box and size can stand here: on the map, its halo clear of
   * every label and leader, and (when `strict`) clear of every symbol too.
   */
  fits(box: Box, size: number, strict: boolean): boolean {
    if (box.x0 < 0 || box.y0 < 0 || box.x1 > this.width || box.y1 > this.height) return false;
    const padded = grow(box, labelPad(size));
    if (this.taken.anyOverlapping(padded.x0, padded.y0, padded.x1, padded.y1)) return false;
    for (const i of this.leaders.near(padded.x0, padded.y0, padded.x1, padded.y1, false)) {
      const l = this.leaders.items[i]!;
      if (segmentHits(l.p, l.q, padded)) return false;
    }
    if (strict && this.symbols.anyOverlapping(box.x0, box.y0, box.x1, box.y1)) return false;
    return true;
  }

  /** True when a leader from p to q crosses no label set so far. */
  leaderClear(p: Point, q: Point): boolean {
    const near = this.taken.near(
      Math.min(p.x, q.x),
      Math.min(p.y, q.y),
      Math.max(p.x, q.x),
      Math.max(p.y, q.y),
      false,
    );
    for (const i of near) if (segmentHits(p, q, this.taken.items[i]!)) return false;
    return true;
  }

  /** Take the place of a label (its box with its halo) and of its leader. */
  take(placed: Placed): void {
    const halo = grow(placed.box, labelPad(placed.size));
    this.taken.add(halo, halo);
    const l = placed.leader;
    if (l)
      this.leaders.add(
        {
          x0: Math.min(l.from.x, l.to.x),
          y0: Math.min(l.from.y, l.to.y),
          x1: Math.max(l.from.x, l.to.x),
          y1: Math.max(l.from.y, l.to.y),
        },
        { p: l.from, q: l.to },
      );
  }

  /** A label at (x, y) if it fits there (see {@link fits}), taken; else null. */
  tryAt(text: string, x: number, y: number, size: number, strict: boolean): Placed | null {
    const box = labelBox(text, x, y, size);
    if (!this.fits(box, size, strict)) return null;
    const placed: Placed = { text, x, y, size, box, leader: null };
    this.take(placed);
    return placed;
  }

  /**
   * A label set beside its thing with a leader: the first spot of `spots` (label centres, best
   * first) where the label fits and a leader to one of `targets` (points on the thing, best
   * first) crosses no label. The leader runs from where the line to its target leaves the
   * label's halo to the target itself.
   */
  tryLeader(
    text: string,
    size: number,
    targets: readonly Point[],
    spots: Iterable<Point>,
    strict: boolean,
  ): Placed | null {
    for (const c of spots) {
      const box = labelBox(text, c.x, c.y, size);
      if (!this.fits(box, size, strict)) continue;
      const halo = grow(box, labelPad(size));
      for (const to of targets) {
        const from = edgeToward(halo, { x: c.x, y: (box.y0 + box.y1) / 2 }, to);
        if (!from || !this.leaderClear(from, to)) continue;
        const placed: Placed = { text, x: c.x, y: c.y, size, box, leader: { from, to } };
        this.take(placed);
        return placed;
      }
    }
    return null;
  }

  /**
   * The last resort: set the label wherever it fits anywhere on the map, nearest the first
   * target first, with a leader. Null only on a map with no free room at all.
   */
  anywhere(text: string, size: number, targets: readonly Point[], step: number): Placed | null {
    const to = targets[0];
    if (!to) return null;
    const spots: Point[] = [];
    for (let y = step / 2; y < this.height; y += step / 2)
      for (let x = step / 2; x < this.width; x += step / 2) spots.push({ x, y });
    spots.sort(
      (a, b) =>
        (a.x - to.x) ** 2 + (a.y - to.y) ** 2 - ((b.x - to.x) ** 2 + (b.y - to.y) ** 2) ||
        a.y - b.y ||
        a.x - b.x,
    );
    return this.tryLeader(text, size, targets, spots, false);
  }
}

/**
 * Where the line from `c` (inside the box) toward `to` leaves the box; null when `to` is inside
 * the box (no leader is needed, nor possible).
 */
function edgeToward(b: Box, c: Point, to: Point): Point | null {
  const dx = to.x - c.x;
  const dy = to.y - c.y;
  let t = Infinity;
  if (dx > 0) t = Math.min(t, (b.x1 - c.x) / dx);
  if (dx < 0) t = Math.min(t, (b.x0 - c.x) / dx);
  if (dy > 0) t = Math.min(t, (b.y1 - c.y) / dy);
  if (dy < 0) t = Math.min(t, (b.y0 - c.y) / dy);
  if (!(t < 1)) return null;
  return { x: c.x + dx * t, y: c.y + dy * t };
}

/**
 * Spots around a point, nearest first, on a lattice of `step` pixels out to `reach` steps: the
 * point itself, then rings. Ties go north before south, west before east.
 * @example nudges({ x: 10, y: 10 }, 3, 1) // (10,10), (10,7), (7,10), (13,10), (10,13), ...
 */
export function nudges(at: Point, step: number, reach: number): Point[] {
  const out: { p: Point; d: number; i: number; j: number }[] = [];
  for (let j = -reach; j <= reach; j++)
    for (let i = -reach; i <= reach; i++)
      out.push({ p: { x: at.x + i * step, y: at.y + j * step }, d: i * i + j * j, i, j });
  out.sort((a, b) => a.d - b.d || a.j - b.j || a.i - b.i);
  return out.map((o) => o.p);
}
