/**
 * Label placement without overlaps. Greedy by priority: each label tries rings of positions
 * around its anchor (right, left, above, below, diagonals, then further out) and, on the surface,
 * rows of text stacked above its building; it takes the cheapest spot that stays on the page,
 * keeps a halo's width from every label already placed and never touches a reserved box (a
 * mountain's name). Covering beads and buildings costs most, rooms and the surface line less,
 * writing across a tunnel or a road some (by the length of line under the text), leaving the
 * label's zone (sky or ground) some, distance a little. A label with a floor (a building's name
 * on the surface) never goes below that line. A label placed away from its anchor gets a leader
 * line, which crosses no other label or leader and no bead or picture but its own. A label with
 * no free spot is tried a size and two sizes smaller, then returned as dropped so the caller can
 * list it elsewhere (the key), never drawn on top of another.
 */
import { hypot } from '../../core/math';
import { pointsBox } from '../../hthad/world/geometry';
import { textWidth } from '../text-metrics';
import { BoxGrid } from '../grid';
import type { Xy } from './pencil';

export interface Box {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

export interface LabelRequest {
  readonly id: string;
  readonly text: string;
  readonly anchor: Xy;
  /** Font size in world units. */
  readonly size: number;
  readonly bold?: boolean;
  /** Higher goes first. */
  readonly priority: number;
  /** Clearance from the anchor (e.g. the half size of the place it names). */
  readonly gap: number;
  /** Vertical clearance, when it differs from `gap` (a wide, low room). */
  readonly gapY?: number;
  /** Passed through to the placed label (e.g. the pen to write it in). */
  readonly tag?: string;
  /** The drawn thing the label names (a building's picture): leaders start on its edge. */
  readonly source?: Box;
  /** Where the label belongs (the sky for a building, the ground for a room): leaving it costs. */
  readonly zone?: Box;
  /**
   * Rows of text that may be stacked above `source`: the row on its picture, then rows on a grid
   * down from the page's top (the sky over a kingdom's buildings).
   */
  readonly rowsAbove?: number;
  /**
   * A line the label stays wholly above, x increasing (the ground under a building on the
   * surface): a spot reaching below it is never taken, whatever else is free.
   */
  readonly floor?: readonly Xy[];
  /**
   * One of a numbered series ("Barracks 10"): written nearer another labelled thing than its
   * own, it would read as a neighbour's number, so it then takes a leader.
   */
  readonly series?: boolean;
}

export interface PlacedLabel {
  readonly id: string;
  readonly text: string;
  readonly size: number;
  readonly bold: boolean;
  /** Text start and baseline. */
  readonly x: number;
  readonly y: number;
  readonly box: Box;
  readonly leader: { readonly from: Xy; readonly to: Xy } | null;
  readonly tag: string | undefined;
}

export interface Obstacle {
  readonly box: Box;
  /** Cost per unit area covered. */
  readonly weight: number;
  /** Covered only when no spot clear of it exists at either size (a bead, a building). */
  readonly hard?: boolean;
  /** A picture with a name of its own: a label written nearer to it than to its own reads wrong. */
  readonly names?: boolean;
}

/**
 * A drawn line a label should not be written across (a tunnel, a road): covering it costs
 * `weight` per unit of its length under the label, the label taken `half` wider each side.
 */
export interface Stroke {
  readonly points: readonly Xy[];
  /** Half the drawn width of the line. */
  readonly half: number;
  readonly weight: number;
}

/** Ascent and descent of DejaVu Sans, in ems. */
export const ASCENT = 0.93;
export const DESCENT = 0.26;
const PAD = 0.06;
/** Space kept between two labels: their halos (0.11 of the size each side) and a hair more. */
export const LABEL_GAP = 0.1;
/** Cost per unit area of a label outside its zone. */
const ZONE_WEIGHT = 8;
/** Room kept between a label with a floor and that line (its pen's half width and wander). */
const FLOOR_CLEAR = 0.08;
/** Cost of each ring outwards, and of each row stacked higher above a building. */
const RING_COST = 1.2;
const ROW_COST = 0.9;
/** The top of the first grid row of names above the buildings. */
const ROW_TOP = 0.12;
/** A label that fits nowhere is tried this much smaller before it is dropped. */
const SHRINK = 0.85;

/** One try for a label: [scale, clear of beads and buildings, clear of leaders]. */
type LabelTry = readonly [scale: number, strict: boolean, tidy: boolean];

/** The tries for a label, in order, on a map that draws no leader lines (the campaign map). */
const TRIES: readonly LabelTry[] = [
  [1, true, true],
  [SHRINK, true, true],
  [1, true, false],
  [SHRINK, true, false],
  [1, false, true],
  [1, false, false],
];

/**
 * The tries on a map that draws leader lines (the side view): a size and two sizes smaller
 * before a label is written across a leader, since a crossed leader reads as the wrong name's.
 */
const LEADER_TRIES: readonly LabelTry[] = [
  [1, true, true],
  [SHRINK, true, true],
  [SHRINK * SHRINK, true, true],
  [1, true, false],
  [SHRINK, true, false],
  [SHRINK * SHRINK, true, false],
  [1, false, true],
  [1, false, false],
];

/** What else a placement keeps to, besides the obstacles and the page. */
export interface PlaceOptions {
  /** Boxes no label may touch (a mountain's name). */
  readonly reserved?: readonly Box[];
  /** Lines not to write across (tunnels, roads). */
  readonly strokes?: readonly Stroke[];
  /**
   * Whether the map draws leader lines (the side view does, the campaign map does not): a label
   * is then tried a size and two sizes smaller before it is written across a leader, and a spot
   * that tangles leaders anyway pays for each tangle.
   */
  readonly drawsLeaders?: boolean;
}

/** Directions tried at each ring, in order of preference: right, left, above, below, diagonals. */
const DIRECTIONS: readonly Xy[] = [
  { x: 1, y: 0 },
  { x: -1, y: 0 },
  { x: 0, y: -1 },
  { x: 0, y: 1 },
  { x: 1, y: -1 },
  { x: -1, y: -1 },
  { x: 1, y: 1 },
  { x: -1, y: 1 },
  { x: 1, y: -0.5 },
  { x: -1, y: 0.5 },
  { x: 1, y: 0.5 },
  { x: -1, y: -0.5 },
];
const RINGS = [0, 0.35, 0.8, 1.4, 2.2, 3.2, 4.4, 5.8];
/**
 * Sideways shifts of a row above a building, in label widths, in order of preference: close
 * over it first, then further out along the sky for a crowded surface.
 */
const ROW_SHIFTS = [0, -0.35, 0.35, -0.7, 0.7, -1.05, 1.05, -1.4, 1.4, -1.75, 1.75, -2.1, 2.1];
/** How far round its building a leader may pass over beads and pictures (its own, stacked). */
const OWN_REACH = 0.3;
/** Cost of each leader line a label tangles, when every spot tangles one. */
const TANGLE = 3;
/** Cost of a label without a leader that sits nearer another building than its own. */
const AMBIGUOUS = 2;

export function overlaps(a: Box, b: Box): boolean {
  return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}

export function overlapArea(a: Box, b: Box): number {
  const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const h = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  return w > 0 && h > 0 ? w * h : 0;
}

function inside(a: Box, b: Box): boolean {
  return a.x0 >= b.x0 && a.x1 <= b.x1 && a.y0 >= b.y0 && a.y1 <= b.y1;
}

interface Spot {
  readonly box: Box;
  /** Cost before obstacles: how far from the anchor, and how unusual the direction. */
  readonly base: number;
  /** Far enough from the anchor to need a leader line. */
  readonly far: boolean;
}

/** A spot whose fields are set in place: one per search, loaded spot by spot from {@link Spots}. */
interface Cursor {
  readonly box: { x0: number; y0: number; x1: number; y1: number };
  base: number;
  far: boolean;
}

/**
 * Every spot a label may take at one size, in order of preference (ties fall to the earlier),
 * as flat columns (box corners, base cost, far), so no object is made per spot; the tables are
 * reused from label to label.
 */
class Spots {
  n = 0;
  x0 = new Float64Array(0);
  y0 = new Float64Array(0);
  x1 = new Float64Array(0);
  y1 = new Float64Array(0);
  base = new Float64Array(0);
  far = new Uint8Array(0);

  /** Empty the list, with room for `cap` spots. */
  reset(cap: number): this {
    this.n = 0;
    if (this.x0.length < cap) {
      this.x0 = new Float64Array(cap);
      this.y0 = new Float64Array(cap);
      this.x1 = new Float64Array(cap);
      this.y1 = new Float64Array(cap);
      this.base = new Float64Array(cap);
      this.far = new Uint8Array(cap);
    }
    return this;
  }

  push(x0: number, y0: number, x1: number, y1: number, base: number, far: boolean): void {
    const k = this.n++;
    this.x0[k] = x0;
    this.y0[k] = y0;
    this.x1[k] = x1;
    this.y1[k] = y1;
    this.base[k] = base;
    this.far[k] = far ? 1 : 0;
  }

  /** Set `cur` to spot k. */
  load(k: number, cur: Cursor): Cursor {
    cur.box.x0 = this.x0[k]!;
    cur.box.y0 = this.y0[k]!;
    cur.box.x1 = this.x1[k]!;
    cur.box.y1 = this.y1[k]!;
    cur.base = this.base[k]!;
    cur.far = this.far[k] === 1;
    return cur;
  }

  /** Spot k as an object of its own (the one a label takes). */
  spot(k: number): Spot {
    return {
      box: { x0: this.x0[k]!, y0: this.y0[k]!, x1: this.x1[k]!, y1: this.y1[k]! },
      base: this.base[k]!,
      far: this.far[k] === 1,
    };
  }
}

/**
 * Fill `out` with every spot a label may take: rings of positions round its anchor (the box a
 * label of width w and size s occupies when set off from the anchor towards each direction),
 * then rows above its building.
 */
function spots(out: Spots, req: LabelRequest, w: number, size: number): Spots {
  out.reset(RINGS.length * DIRECTIONS.length + 2 * (req.rowsAbove ?? 0) * ROW_SHIFTS.length);
  const ax = req.anchor.x;
  const ay = req.anchor.y;
  const h = (ASCENT + DESCENT) * size;
  for (let ri = 0; ri < RINGS.length; ri++) {
    const ring = RINGS[ri]!;
    const distX = req.gap + ring;
    const distY = (req.gapY ?? req.gap) + ring;
    for (let di = 0; di < DIRECTIONS.length; di++) {
      const dir = DIRECTIONS[di]!;
      const cx = dir.x > 0 ? ax + distX + w / 2 : dir.x < 0 ? ax - distX - w / 2 : ax;
      const cy = dir.y > 0 ? ay + distY + h / 2 : dir.y < 0 ? ay - distY - h / 2 : ay;
      const oy = dir.x !== 0 && dir.y !== 0 ? (dir.y * h) / 2 : 0;
      out.push(
        cx - w / 2,
        cy - h / 2 + oy,
        cx + w / 2,
        cy + h / 2 + oy,
        ri * RING_COST + di * 0.02,
        ri >= 2,
      );
    }
  }
  const src = req.source;
  if (src && req.rowsAbove) {
    const pitch = h + LABEL_GAP;
    const first = src.y0 - LABEL_GAP / 2;
    for (let k = 0; k < req.rowsAbove; k++) {
      // The row on the picture, then rows on a grid from the page's top, so names above
      // buildings of different heights line up and pack, and rows stacked on the picture's own.
      const grid = ROW_TOP + h + (Math.floor((first - h - ROW_TOP) / pitch) - k) * pitch;
      const own = first - k * pitch;
      const count = k === 0 || Math.abs(grid - own) < 1e-6 ? 1 : 2;
      for (let j = 0; j < count; j++) {
        const y1 = k === 0 ? first : j === 0 ? grid : own;
        for (let si = 0; si < ROW_SHIFTS.length; si++) {
          const cx = (src.x0 + src.x1) / 2 + ROW_SHIFTS[si]! * w;
          out.push(
            cx - w / 2,
            y1 - h,
            cx + w / 2,
            y1,
            0.3 + k * ROW_COST + si * 0.15,
            k >= 1 || Math.abs(ROW_SHIFTS[si]!) >= 0.7,
          );
        }
      }
    }
  }
  return out;
}

/** Whether the segment a–b passes through box `r` (Liang–Barsky clipping). */
export function segmentHits(a: Xy, b: Xy, r: Box): boolean {
  return hits(a.x, a.y, b.x, b.y, r.x0, r.y0, r.x1, r.y1);
}

/** How much of the segment a–b lies inside box `r`. */
export function lengthInside(a: Xy, b: Xy, r: Box): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  return clippedLength(a.x, a.y, dx, dy, hypot(dx, dy), r.x0, r.y0, r.x1, r.y1);
}

/**
 * How much of the segment from (ax, ay) by (dx, dy), whose length is `len`, lies inside the box,
 * by Liang–Barsky clipping: the parameters [t0, t1] of the part inside, edge by edge (left,
 * right, top, bottom), written out, with nothing allocated.
 */
function clippedLength(
  ax: number,
  ay: number,
  dx: number,
  dy: number,
  len: number,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
): number {
  let t0 = 0;
  let t1 = 1;
  // Left edge: p = -dx, q = ax - x0.
  if (dx === 0) {
    if (ax - x0 < 0) return 0;
  } else {
    const t = (ax - x0) / -dx;
    if (-dx < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 > t1) return 0;
  }
  // Right edge: p = dx, q = x1 - ax.
  if (dx === 0) {
    if (x1 - ax < 0) return 0;
  } else {
    const t = (x1 - ax) / dx;
    if (dx < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 > t1) return 0;
  }
  // Top edge: p = -dy, q = ay - y0.
  if (dy === 0) {
    if (ay - y0 < 0) return 0;
  } else {
    const t = (ay - y0) / -dy;
    if (-dy < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 > t1) return 0;
  }
  // Bottom edge: p = dy, q = y1 - ay.
  if (dy === 0) {
    if (y1 - ay < 0) return 0;
  } else {
    const t = (y1 - ay) / dy;
    if (dy < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 > t1) return 0;
  }
  return (t1 - t0) * len;
}

/** Whether the segment a–b passes through box `r`: {@link clippedLength}'s clipping, no length. */
function hits(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
): boolean {
  const dx = bx - ax;
  const dy = by - ay;
  let t0 = 0;
  let t1 = 1;
  for (let e = 0; e < 4; e++) {
    const p = e === 0 ? -dx : e === 1 ? dx : e === 2 ? -dy : dy;
    const q = e === 0 ? ax - x0 : e === 1 ? x1 - ax : e === 2 ? ay - y0 : y1 - ay;
    if (p === 0) {
      if (q < 0) return false;
      continue;
    }
    const t = q / p;
    if (p < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 > t1) return false;
  }
  return true;
}

/** Whether segments a–b and c–d cross at a point inside both (touching ends do not count). */
export function segmentsCross(a: Xy, b: Xy, c: Xy, d: Xy): boolean {
  const d1 = side(c, d, a);
  const d2 = side(c, d, b);
  const d3 = side(a, b, c);
  const d4 = side(a, b, d);
  return d1 * d2 < 0 && d3 * d4 < 0;
}

/** Which side of the line p–q the point r lies on (the sign of the cross product). */
function side(p: Xy, q: Xy, r: Xy): number {
  return (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x);
}

/**
 * The highest a line (x increasing) rises between x0 and x1: the smallest y, ends included.
 * @example lineTop([{ x: 0, y: 4 }, { x: 2, y: 3 }, { x: 4, y: 4 }], 1, 3) // 3
 */
export function lineTop(line: readonly Xy[], x0: number, x1: number): number {
  let top = Math.min(lineAt(line, x0), lineAt(line, x1));
  // The points strictly between x0 and x1 (x increases along the line: a binary search).
  for (let i = firstAfter(line, x0); i < line.length && line[i]!.x < x1; i++)
    top = Math.min(top, line[i]!.y);
  return top;
}

/**
 * Whether `y` is below the line's highest point between x0 and x1 (`y > lineTop(…)`): a small
 * function of its own, so the heights stay unboxed floats inside it and only a boolean leaves.
 */
function reachesBelow(line: readonly Xy[], x0: number, x1: number, y: number): boolean {
  return y > lineTop(line, x0, x1);
}

/** The index of the first point of `line` whose x is above `x` (line.length if none). */
function firstAfter(line: readonly Xy[], x: number): number {
  let lo = 0;
  let hi = line.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (line[mid]!.x > x) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** The height of a line (x increasing) at x: its first segment reaching x, its ends beyond. */
function lineAt(line: readonly Xy[], x: number): number {
  if (x <= line[0]!.x) return line[0]!.y;
  // The first point i >= 1 with x <= line[i].x.
  let lo = 1;
  let hi = line.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (x <= line[mid]!.x) hi = mid;
    else lo = mid + 1;
  }
  if (lo >= line.length) return line[line.length - 1]!.y;
  const a = line[lo - 1]!;
  const b = line[lo]!;
  return b.x === a.x ? b.y : a.y + ((b.y - a.y) * (x - a.x)) / (b.x - a.x);
}

function nearestOnBox(p: Xy, b: Box): Xy {
  return { x: Math.max(b.x0, Math.min(b.x1, p.x)), y: Math.max(b.y0, Math.min(b.y1, p.y)) };
}

function boxCentre(b: Box): Xy {
  return { x: (b.x0 + b.x1) / 2, y: (b.y0 + b.y1) / 2 };
}

/** Distance from a point to a box (0 inside it). */
function pointGap(b: Box, p: Xy): number {
  return hypot(Math.max(0, b.x0 - p.x, p.x - b.x1), Math.max(0, b.y0 - p.y, p.y - b.y1));
}

function sameBox(a: Box, b: Box): boolean {
  return a.x0 === b.x0 && a.y0 === b.y0 && a.x1 === b.x1 && a.y1 === b.y1;
}

/** The distance between two boxes (0 when they touch or overlap). */
function boxGap(a: Box, b: Box): number {
  const dx = Math.max(0, a.x0 - b.x1, b.x0 - a.x1);
  const dy = Math.max(0, a.y0 - b.y1, b.y0 - a.y1);
  return hypot(dx, dy);
}

function area(b: Box): number {
  return (b.x1 - b.x0) * (b.y1 - b.y0);
}

/**
 * Place labels inside `bounds`, apart from each other and clear of `reserved` always, and
 * avoiding obstacles and `strokes` (lines not to write across) where possible.
 * Deterministic: ties fall to the earlier spot, and equal priorities keep input order.
 * @example placeLabels([{ id: 'a', text: 'Moria', anchor: { x: 5, y: 5 }, size: 0.5, priority: 1, gap: 0.5 }], [], { x0: 0, y0: 0, x1: 20, y1: 20 })
 */
export function placeLabels(
  requests: readonly LabelRequest[],
  obstacles: readonly Obstacle[],
  bounds: Box,
  { reserved = [], strokes = [], drawsLeaders = false }: PlaceOptions = {},
): { placed: PlacedLabel[]; dropped: LabelRequest[] } {
  const order = requests
    .map((r, i) => ({ r, i }))
    .sort((a, b) => b.r.priority - a.r.priority || a.i - b.i)
    .map((x) => x.r);
  const placed: PlacedLabel[] = [];
  const dropped: LabelRequest[] = [];
  const at = new Index(bounds, obstacles, strokes, requests);
  for (const box of reserved) at.taken.add(box, box);
  const pool: Seen[] = [];
  const spotPool: Spots[] = [];
  const cur: Cursor = { box: { x0: 0, y0: 0, x1: 0, y1: 0 }, base: 0, far: false };
  for (const req of order) {
    // Clear of beads, buildings and leader lines at full size, else a size smaller; then across
    // a leader line; last, the cheapest spot that keeps off other labels.
    let size = req.size;
    let spot: Spot | null = null;
    const tried = new Map<number, { all: Spots; seen: Seen }>();
    for (const [scale, strict, tidy] of drawsLeaders ? LEADER_TRIES : TRIES) {
      // A building's name has only the sky: rather than cover the pictures and beads of a
      // crowded kingdom, it goes to the key.
      if (!strict && req.floor) continue;
      size = req.size * scale;
      let here = tried.get(scale);
      if (!here) {
        const w = textWidth(req.text, size, req.bold ?? false) + 2 * PAD;
        const all = spots((spotPool[tried.size] ??= new Spots()), req, w, size);
        here = { all, seen: (pool[tried.size] ??= new Seen()).reset(all.n) };
        tried.set(scale, here);
      }
      const k = cheapest(at, req, here.all, cur, here.seen, bounds, strict, tidy, drawsLeaders);
      if (k >= 0) {
        spot = here.all.spot(k);
        break;
      }
    }
    if (!spot) {
      dropped.push(req);
      continue;
    }
    const { box } = spot;
    const leader = leaderOf(at, req, spot, drawsLeaders);
    if (leader) at.leaders.add(segmentBox(leader.from, leader.to), leader);
    at.taken.add(box, box);
    placed.push({
      id: req.id,
      text: req.text,
      size,
      bold: req.bold ?? false,
      x: box.x0 + PAD,
      y: box.y0 + ASCENT * size,
      box,
      leader,
      tag: req.tag,
    });
  }
  return { placed, dropped };
}

/** Grid cells across the longer side of the page, for the indexes. */
const GRID_CELLS = 16;

/**
 * What a placement looks things up in: grids of the boxes taken (reserved and placed labels),
 * the leader lines drawn, the obstacles (all, hard ones, buildings), the lines not to write
 * across, and every label's anchor. Each lookup lists what may meet a box, in input order.
 */
class Index {
  readonly taken: BoxGrid<Box>;
  readonly leaders: BoxGrid<{ from: Xy; to: Xy }>;
  readonly obstacles: BoxGrid<Obstacle>;
  /** Each obstacle's box corners and weight, by its number in `obstacles`, as flat columns. */
  readonly obsX0: number[] = [];
  readonly obsY0: number[] = [];
  readonly obsX1: number[] = [];
  readonly obsY1: number[] = [];
  readonly obsWeight: number[] = [];
  readonly pictures: BoxGrid<Box>;
  readonly buildings: BoxGrid<Box>;
  /**
   * The lines not to write across (the strokes of two points or more, in input order): each
   * one's bound (its points' box grown by its half width), half width and weight, as columns.
   */
  readonly lineX0: number[] = [];
  readonly lineY0: number[] = [];
  readonly lineX1: number[] = [];
  readonly lineY1: number[] = [];
  readonly lineHalf: number[] = [];
  readonly lineWeight: number[] = [];
  /** Every segment of those lines, grown by its line's half width; the item is its number. */
  readonly segments: BoxGrid<number>;
  /** Each segment's line (an index into the line columns). */
  readonly segLine: number[] = [];
  /** Each segment's line's half width. */
  readonly segHalf: number[] = [];
  /** Each segment's length (hypot of its run and rise), found once. */
  readonly segLength: number[] = [];
  /** Each segment's ends, a then b, as its line's points hold them. */
  readonly segAx: number[] = [];
  readonly segAy: number[] = [];
  readonly segBx: number[] = [];
  readonly segBy: number[] = [];
  readonly anchors: BoxGrid<Xy>;
  /**
   * A sum's terms that are not zero, noted in any order by {@link note} (an item's number and
   * its amount), then put in the items' order by {@link inOrder}; reused by every sum.
   */
  noted = new Int32Array(16);
  amounts = new Float64Array(16);

  /** Note item `i`'s amount as term number `k`; the number of terms noted after it. */
  note(k: number, i: number, amount: number): number {
    if (k >= this.noted.length) {
      const noted = new Int32Array(2 * this.noted.length);
      const amounts = new Float64Array(2 * this.noted.length);
      noted.set(this.noted);
      amounts.set(this.amounts);
      this.noted = noted;
      this.amounts = amounts;
    }
    this.noted[k] = i;
    this.amounts[k] = amount;
    return k + 1;
  }

  /** Put the first `n` noted terms in their items' order (an insertion sort: they are few). */
  inOrder(n: number): void {
    const noted = this.noted;
    const amounts = this.amounts;
    for (let k = 1; k < n; k++) {
      const i = noted[k]!;
      const a = amounts[k]!;
      let j = k - 1;
      while (j >= 0 && noted[j]! > i) {
        noted[j + 1] = noted[j]!;
        amounts[j + 1] = amounts[j]!;
        j--;
      }
      noted[j + 1] = i;
      amounts[j + 1] = a;
    }
  }

  constructor(
    bounds: Box,
    obstacles: readonly Obstacle[],
    strokes: readonly Stroke[],
    requests: readonly LabelRequest[],
  ) {
    const cell = Math.max(bounds.x1 - bounds.x0, bounds.y1 - bounds.y0) / GRID_CELLS;
    this.taken = new BoxGrid(bounds, cell);
    this.leaders = new BoxGrid(bounds, cell);
    this.obstacles = new BoxGrid(bounds, cell);
    this.pictures = new BoxGrid(bounds, cell);
    this.buildings = new BoxGrid(bounds, cell);
    // Finer for the lines: their segments are long and many, and a label meets few of them
    // (half the cell lists a third fewer segments per label; the sums do not depend on which).
    this.segments = new BoxGrid(bounds, cell / 2);
    this.anchors = new BoxGrid(bounds, cell);
    for (const o of obstacles) {
      this.obstacles.add(o.box, o);
      this.obsX0.push(o.box.x0);
      this.obsY0.push(o.box.y0);
      this.obsX1.push(o.box.x1);
      this.obsY1.push(o.box.y1);
      this.obsWeight.push(o.weight);
      if (o.hard) this.pictures.add(o.box, o.box);
      if (o.hard && o.names) this.buildings.add(o.box, o.box);
    }
    for (const s of strokes) {
      const points = s.points;
      if (points.length < 2) continue;
      const li = this.lineHalf.length;
      const half = s.half;
      const { x0, y0, x1, y1 } = pointsBox(points);
      // The points' box grown by the half width each side.
      this.lineX0.push(x0 - half);
      this.lineY0.push(y0 - half);
      this.lineX1.push(x1 + half);
      this.lineY1.push(y1 + half);
      this.lineHalf.push(half);
      this.lineWeight.push(s.weight);
      for (let k = 1; k < points.length; k++) {
        const ax = points[k - 1]!.x;
        const ay = points[k - 1]!.y;
        const bx = points[k]!.x;
        const by = points[k]!.y;
        this.segments.add(
          {
            x0: Math.min(ax, bx) - half,
            y0: Math.min(ay, by) - half,
            x1: Math.max(ax, bx) + half,
            y1: Math.max(ay, by) + half,
          },
          this.segLine.length,
        );
        this.segLine.push(li);
        this.segHalf.push(half);
        this.segLength.push(hypot(bx - ax, by - ay));
        this.segAx.push(ax);
        this.segAy.push(ay);
        this.segBx.push(bx);
        this.segBy.push(by);
      }
    }
    for (const r of requests)
      this.anchors.add(
        { x0: r.anchor.x, y0: r.anchor.y, x1: r.anchor.x, y1: r.anchor.y },
        r.anchor,
      );
  }
}

function segmentBox(a: Xy, b: Xy): Box {
  return {
    x0: Math.min(a.x, b.x),
    y0: Math.min(a.y, b.y),
    x1: Math.max(a.x, b.x),
    y1: Math.max(a.y, b.y),
  };
}

/** A bead or picture a leader may start across: on the label's building, or in its room. */
function isOwn(req: LabelRequest, b: Box): boolean {
  const s = req.source;
  // overlaps(s grown by OWN_REACH each side, b) and the distance from b's centre, on numbers.
  return s
    ? s.x0 - OWN_REACH < b.x1 &&
        b.x0 < s.x1 + OWN_REACH &&
        s.y0 - OWN_REACH < b.y1 &&
        b.y0 < s.y1 + OWN_REACH
    : hypot((b.x0 + b.x1) / 2 - req.anchor.x, (b.y0 + b.y1) / 2 - req.anchor.y) <=
        hypot(req.gap, req.gapY ?? req.gap);
}

/**
 * A numbered room's name written nearer another labelled thing than its own reads as the
 * other's ("Barracks 10" under a row of barracks): it gets a leader like a far label does.
 * (Only a series: leaders for every such name would double the leaders a map draws.)
 */
function misleads(at: Index, req: LabelRequest, box: Box, drawsLeaders: boolean): boolean {
  if (!drawsLeaders || req.source || !req.series) return false;
  const own = pointGap(box, req.anchor);
  // Only an anchor within `own` of the box can be nearer it than the label's own.
  const n = at.anchors.scan(box.x0 - own, box.y0 - own, box.x1 + own, box.y1 + own, false);
  for (let j = 0; j < n; j++) {
    const a = at.anchors.items[at.anchors.hits[j]!]!;
    if (a !== req.anchor && pointGap(box, a) < own - 1e-9) return true;
  }
  return false;
}

function leaderOf(
  at: Index,
  req: LabelRequest,
  spot: Spot,
  drawsLeaders: boolean,
): { from: Xy; to: Xy } | null {
  if (!spot.far && !misleads(at, req, spot.box, drawsLeaders)) return null;
  const from = req.source ? nearestOnBox(boxCentre(spot.box), req.source) : req.anchor;
  return { from, to: nearestOnBox(from, spot.box) };
}

/**
 * How badly a spot tangles the leader lines: each leader written across, and its own leader
 * crossing a label or another leader, counts one; its own leader over a bead or building not
 * its own a third (`first`: stop at the first).
 */
function tangles(
  at: Index,
  req: LabelRequest,
  spot: Spot,
  first: boolean,
  drawsLeaders: boolean,
): number {
  let n = 0;
  const half = LABEL_GAP / 2;
  const m = spot.box;
  // The box grown by `half` each side, unboxed.
  const mx0 = m.x0 - half;
  const my0 = m.y0 - half;
  const mx1 = m.x1 + half;
  const my1 = m.y1 + half;
  const nl = at.leaders.scan(mx0, my0, mx1, my1, false);
  for (let j = 0; j < nl; j++) {
    const l = at.leaders.items[at.leaders.hits[j]!]!;
    if (hits(l.from.x, l.from.y, l.to.x, l.to.y, mx0, my0, mx1, my1)) {
      n++;
      if (first) return n;
    }
  }
  const own = leaderOf(at, req, spot, drawsLeaders);
  if (!own) return n;
  const sb = segmentBox(own.from, own.to);
  const nt = at.taken.scan(sb.x0 - half, sb.y0 - half, sb.x1 + half, sb.y1 + half, false);
  for (let j = 0; j < nt; j++) {
    // The taken box grown by `half` each side, unboxed.
    const t = at.taken.items[at.taken.hits[j]!]!;
    const { from: a, to: b } = own;
    if (hits(a.x, a.y, b.x, b.y, t.x0 - half, t.y0 - half, t.x1 + half, t.y1 + half)) {
      n++;
      if (first) return n;
    }
  }
  // Two crossed leaders read as each other's.
  const nx = at.leaders.scan(sb.x0, sb.y0, sb.x1, sb.y1, false);
  for (let j = 0; j < nx; j++) {
    const l = at.leaders.items[at.leaders.hits[j]!]!;
    if (segmentsCross(own.from, own.to, l.from, l.to)) {
      n++;
      if (first) return n;
    }
  }
  // Over another bead or picture: less misleading than across a name, so a third as much.
  let over = 0;
  const np = at.pictures.scan(sb.x0, sb.y0, sb.x1, sb.y1, false);
  for (let j = 0; j < np; j++) {
    const o = at.pictures.items[at.pictures.hits[j]!]!;
    if (!isOwn(req, o) && segmentHits(own.from, own.to, o)) {
      if (first) return n + 1;
      over++;
    }
  }
  return n + over / 3;
}

/**
 * What writing over the lines costs: each one's length under the box, by its weight. Only the
 * segments near the box are looked at, in any order; a segment that adds a length is noted, and
 * only those few are put in input order and summed, line by line. A segment beside the box adds
 * a zero (and a line with none adds a zero), which leaves a sum as it was: so the sums are the
 * same floats as over every segment in input order.
 */
function strokeCost(at: Index, box: Box): number {
  const bx0 = box.x0;
  const by0 = box.y0;
  const bx1 = box.x1;
  const by1 = box.y1;
  const ns = at.segments.scan(bx0, by0, bx1, by1, false);
  const { hits } = at.segments;
  const { segLine, segHalf, segAx, segAy, segBx, segBy, lineX0, lineY0, lineX1, lineY1 } = at;
  let found = 0;
  for (let j = 0; j < ns; j++) {
    const s = hits[j]!;
    // The box grown by the line's half width each side, unboxed.
    const half = segHalf[s]!;
    const x0 = bx0 - half;
    const y0 = by0 - half;
    const x1 = bx1 + half;
    const y1 = by1 + half;
    const ax = segAx[s]!;
    const ay = segAy[s]!;
    const bx = segBx[s]!;
    const by = segBy[s]!;
    // A segment wholly to one side of the box adds nothing (clipping gives no part, or an
    // empty one): skip it without the divisions.
    if (
      (ax < x0 && bx < x0) ||
      (ax > x1 && bx > x1) ||
      (ay < y0 && by < y0) ||
      (ay > y1 && by > y1)
    )
      continue;
    // overlaps(line's bound, box), from the columns: a line whose bound misses adds nothing.
    const li = segLine[s]!;
    if (!(lineX0[li]! < bx1 && bx0 < lineX1[li]! && lineY0[li]! < by1 && by0 < lineY1[li]!))
      continue;
    const inside = clippedLength(ax, ay, bx - ax, by - ay, at.segLength[s]!, x0, y0, x1, y1);
    if (inside > 0) found = at.note(found, s, inside);
  }
  at.inOrder(found);
  let cost = 0;
  let current = -1;
  let len = 0;
  for (let j = 0; j < found; j++) {
    const li = at.segLine[at.noted[j]!]!;
    if (li !== current) {
      if (current >= 0) cost += len * at.lineWeight[current]!;
      current = li;
      len = 0;
    }
    len += at.amounts[j]!;
  }
  if (current >= 0) cost += len * at.lineWeight[current]!;
  return cost;
}

/** Whether a placed label or reserved box comes within the label gap of `box`. */
function crowded(at: Index, box: Box): boolean {
  const d = LABEL_GAP;
  return at.taken.anyOverlapping(box.x0 - d, box.y0 - d, box.x1 + d, box.y1 + d);
}

/**
 * What a label's tries at one size learn about each spot, kept across the tries (nothing placed
 * changes between them): whether it is free at all (on the page, above its floor, clear of
 * labels), whether and how much it tangles leaders, whether it covers a bead or building, and
 * its cost. Costs are summed in the one order (base, tangles, obstacles, lines, zone, ambiguity),
 * so a remembered cost is the cost the try would have summed.
 */
class Seen {
  /** Per spot, three flags (free, tangled, covers hard): 0 not yet known, 1 yes, 2 no. */
  flags = new Uint8Array(0);
  /** Per spot, three numbers, NaN while not yet known: leaders tangled, the cost with no tangle term, and with this spot's tangle term. */
  numbers = new Float64Array(0);

  /** Forget everything, for `n` spots (the tables are reused from label to label). */
  reset(n: number): this {
    if (this.flags.length < 3 * n) {
      this.flags = new Uint8Array(3 * n);
      this.numbers = new Float64Array(3 * n);
    } else this.flags.fill(0, 0, 3 * n);
    this.numbers.fill(NaN, 0, 3 * n);
    return this;
  }
}

const FREE = 0;
const TANGLED = 1;
const COVERS_HARD = 2;
const TANGLES = 0;
const PLAIN = 1;
const WITH_TANGLES = 2;

/** The cost of a spot from `start` (its base, plus its tangle term when there is one). */
function spotCost(
  at: Index,
  req: LabelRequest,
  spot: Spot,
  start: number,
  drawsLeaders: boolean,
): number {
  const { box } = spot;
  let cost = start;
  // The obstacles near the box in any order; those it covers (the rest add a zero, which leaves
  // the sum as it was) put in input order and summed, the same floats as over every obstacle.
  const { x0, y0, x1, y1 } = box;
  const no = at.obstacles.scan(x0, y0, x1, y1, false);
  let found = 0;
  for (let j = 0; j < no; j++) {
    const i = at.obstacles.hits[j]!;
    // overlapArea(obstacle's box, box), from the columns.
    const w = Math.min(at.obsX1[i]!, x1) - Math.max(at.obsX0[i]!, x0);
    const h = Math.min(at.obsY1[i]!, y1) - Math.max(at.obsY0[i]!, y0);
    if (w > 0 && h > 0) found = at.note(found, i, w * h);
  }
  at.inOrder(found);
  for (let j = 0; j < found; j++) cost += at.amounts[j]! * at.obsWeight[at.noted[j]!]!;
  cost += strokeCost(at, box);
  if (req.zone) cost += (area(box) - overlapArea(box, req.zone)) * ZONE_WEIGHT;
  // Written next to a neighbour's picture, a name reads as the neighbour's.
  if (req.source && !spot.far) {
    const own = boxGap(box, req.source);
    const src = req.source;
    const nb = at.buildings.scan(box.x0 - own, box.y0 - own, box.x1 + own, box.y1 + own, false);
    for (let j = 0; j < nb; j++) {
      const b = at.buildings.items[at.buildings.hits[j]!]!;
      if (!sameBox(b, src) && boxGap(box, b) < own) return cost + AMBIGUOUS;
    }
  } else if (!spot.far && misleads(at, req, box, drawsLeaders)) {
    // The same for a numbered room's name; it then needs a leader to say whose it is.
    cost += AMBIGUOUS;
  }
  return cost;
}

/** Whether a spot covers any part of a bead or building. */
function coversHard(at: Index, box: Box): boolean {
  // overlapArea > 0 exactly when the two overlap with some area.
  return at.pictures.anyOverlapping(box.x0, box.y0, box.x1, box.y1);
}

/**
 * The number of the cheapest of `all` spots (-1 if none is free), each looked at through `cur`;
 * `strict` keeps off beads and buildings, `tidy` off leaders.
 */
function cheapest(
  at: Index,
  req: LabelRequest,
  all: Spots,
  cur: Cursor,
  seen: Seen,
  bounds: Box,
  strict: boolean,
  tidy: boolean,
  drawsLeaders: boolean,
): number {
  let best = -1;
  let bestCost = 0;
  for (let k = 0; k < all.n; k++) {
    if (best >= 0 && all.base[k]! >= bestCost) continue;
    // A spot already known not free is passed without a look at it.
    if (seen.flags[3 * k + FREE] === 2) continue;
    const spot = all.load(k, cur);
    const { box } = spot;
    if (seen.flags[3 * k + FREE] === 0)
      seen.flags[3 * k + FREE] =
        inside(box, bounds) &&
        !crowded(at, box) &&
        !(req.floor && reachesBelow(req.floor, box.x0, box.x1, box.y1 + FLOOR_CLEAR))
          ? 1
          : 2;
    if (seen.flags[3 * k + FREE] === 2) continue;
    if (strict) {
      if (seen.flags[3 * k + COVERS_HARD] === 0)
        seen.flags[3 * k + COVERS_HARD] = coversHard(at, box) ? 1 : 2;
      if (seen.flags[3 * k + COVERS_HARD] === 1) continue;
    }
    let cost: number;
    if (tidy) {
      cost = seen.numbers[3 * k + PLAIN]!;
      if (Number.isNaN(cost))
        cost = seen.numbers[3 * k + PLAIN] = spotCost(at, req, spot, spot.base, drawsLeaders);
      // A spot that would not win anyway needs no look at the leaders (the dearest test).
      if (best >= 0 && cost >= bestCost) continue;
      if (seen.flags[3 * k + TANGLED] === 0)
        seen.flags[3 * k + TANGLED] = tangles(at, req, spot, true, drawsLeaders) > 0 ? 1 : 2;
      if (seen.flags[3 * k + TANGLED] === 1) continue;
    } else {
      let t = 0;
      if (drawsLeaders) {
        t = seen.numbers[3 * k + TANGLES]!;
        if (Number.isNaN(t))
          t = seen.numbers[3 * k + TANGLES] = tangles(at, req, spot, false, drawsLeaders);
      }
      if (t === 0) {
        cost = seen.numbers[3 * k + PLAIN]!;
        if (Number.isNaN(cost))
          cost = seen.numbers[3 * k + PLAIN] = spotCost(at, req, spot, spot.base, drawsLeaders);
      } else {
        cost = seen.numbers[3 * k + WITH_TANGLES]!;
        if (Number.isNaN(cost))
          cost = seen.numbers[3 * k + WITH_TANGLES] = spotCost(
            at,
            req,
            spot,
            spot.base + t * TANGLE,
            drawsLeaders,
          );
      }
    }
    if (best < 0 || cost < bestCost) {
      best = k;
      bestCost = cost;
    }
  }
  return best;
}
