/**
 * Label placement without overlaps. Greedy by priority: each label tries rings of positions
 * around its anchor (right, left, above, below, diagonals, then further out) and, on the surface,
 * rows of text stacked above its building; it takes the cheapest spot that stays on the page,
 * keeps a halo's width from every label already placed and never touches a reserved box (a
 * mountain's name). Covering beads and buildings costs most, rooms and the surface line less,
 * leaving the label's zone (sky or ground) some, distance a little. A label placed away from its
 * anchor gets a leader line. A label with no free spot is tried a size smaller, then returned as
 * dropped so the caller can list it elsewhere (the key), never drawn on top of another.
 */
import { textWidth } from './text-metrics';
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
  /** Rows of text that may be stacked above `source` (the surface band's second and third row). */
  readonly rowsAbove?: number;
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

/** Ascent and descent of DejaVu Sans, in ems. */
export const ASCENT = 0.93;
export const DESCENT = 0.26;
const PAD = 0.06;
/** Space kept between two labels: their halos (0.11 of the size each side) and a hair more. */
export const LABEL_GAP = 0.1;
/** Cost per unit area of a label outside its zone. */
const ZONE_WEIGHT = 8;
/** Cost of each ring outwards, and of each row stacked higher above a building. */
const RING_COST = 1.2;
const ROW_COST = 0.9;
/** A label that fits nowhere is tried this much smaller before it is dropped. */
const SHRINK = 0.85;
/** The tries for a label, in order: [scale, clear of beads and buildings, clear of leaders]. */
const TRIES: readonly (readonly [number, boolean, boolean])[] = [
  [1, true, true],
  [SHRINK, true, true],
  [1, true, false],
  [SHRINK, true, false],
  [1, false, true],
  [1, false, false],
];

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
/** Sideways shifts of a row above a building, in label widths, in order of preference. */
const ROW_SHIFTS = [0, -0.35, 0.35, -0.7, 0.7, -1.05, 1.05];
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

function grow(b: Box, d: number): Box {
  return { x0: b.x0 - d, y0: b.y0 - d, x1: b.x1 + d, y1: b.y1 + d };
}

/** The box a label of width w and size s occupies when set off from `anchor` towards `dir`. */
function candidate(anchor: Xy, dir: Xy, dist: Xy, w: number, s: number): Box {
  const h = (ASCENT + DESCENT) * s;
  const cx =
    dir.x > 0 ? anchor.x + dist.x + w / 2 : dir.x < 0 ? anchor.x - dist.x - w / 2 : anchor.x;
  const cy =
    dir.y > 0 ? anchor.y + dist.y + h / 2 : dir.y < 0 ? anchor.y - dist.y - h / 2 : anchor.y;
  const oy = dir.x !== 0 && dir.y !== 0 ? (dir.y * h) / 2 : 0;
  return { x0: cx - w / 2, y0: cy - h / 2 + oy, x1: cx + w / 2, y1: cy + h / 2 + oy };
}

interface Spot {
  readonly box: Box;
  /** Cost before obstacles: how far from the anchor, and how unusual the direction. */
  readonly base: number;
  /** Far enough from the anchor to need a leader line. */
  readonly far: boolean;
}

/** Every spot a label may take, in order of preference (ties fall to the earlier). */
function spots(req: LabelRequest, w: number, size: number): Spot[] {
  const out: Spot[] = [];
  for (let ri = 0; ri < RINGS.length; ri++) {
    const ring = RINGS[ri]!;
    const dist = { x: req.gap + ring, y: (req.gapY ?? req.gap) + ring };
    for (let di = 0; di < DIRECTIONS.length; di++) {
      const box = candidate(req.anchor, DIRECTIONS[di]!, dist, w, size);
      out.push({ box, base: ri * RING_COST + di * 0.02, far: ri >= 2 });
    }
  }
  const src = req.source;
  if (src && req.rowsAbove) {
    const h = (ASCENT + DESCENT) * size;
    for (let k = 0; k < req.rowsAbove; k++) {
      const y1 = src.y0 - LABEL_GAP / 2 - k * (h + LABEL_GAP);
      for (let si = 0; si < ROW_SHIFTS.length; si++) {
        const cx = (src.x0 + src.x1) / 2 + ROW_SHIFTS[si]! * w;
        const box = { x0: cx - w / 2, y0: y1 - h, x1: cx + w / 2, y1 };
        out.push({
          box,
          base: 0.3 + k * ROW_COST + si * 0.15,
          far: k >= 1 || Math.abs(ROW_SHIFTS[si]!) >= 0.7,
        });
      }
    }
  }
  return out;
}

/** Whether the segment a–b passes through box `r` (Liang–Barsky clipping). */
export function segmentHits(a: Xy, b: Xy, r: Box): boolean {
  let t0 = 0;
  let t1 = 1;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const edges: readonly [number, number][] = [
    [-dx, a.x - r.x0],
    [dx, r.x1 - a.x],
    [-dy, a.y - r.y0],
    [dy, r.y1 - a.y],
  ];
  for (const [p, q] of edges) {
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

function nearestOnBox(p: Xy, b: Box): Xy {
  return { x: Math.max(b.x0, Math.min(b.x1, p.x)), y: Math.max(b.y0, Math.min(b.y1, p.y)) };
}

function boxCentre(b: Box): Xy {
  return { x: (b.x0 + b.x1) / 2, y: (b.y0 + b.y1) / 2 };
}

function sameBox(a: Box, b: Box): boolean {
  return a.x0 === b.x0 && a.y0 === b.y0 && a.x1 === b.x1 && a.y1 === b.y1;
}

/** The distance between two boxes (0 when they touch or overlap). */
function boxGap(a: Box, b: Box): number {
  const dx = Math.max(0, a.x0 - b.x1, b.x0 - a.x1);
  const dy = Math.max(0, a.y0 - b.y1, b.y0 - a.y1);
  return Math.hypot(dx, dy);
}

function area(b: Box): number {
  return (b.x1 - b.x0) * (b.y1 - b.y0);
}

/**
 * Place labels inside `bounds`, apart from each other and clear of `reserved` always, and
 * avoiding obstacles where possible.
 * Deterministic: ties fall to the earlier spot, and equal priorities keep input order.
 * @example placeLabels([{ id: 'a', text: 'Moria', anchor: { x: 5, y: 5 }, size: 0.5, priority: 1, gap: 0.5 }], [], { x0: 0, y0: 0, x1: 20, y1: 20 })
 */
export function placeLabels(
  requests: readonly LabelRequest[],
  obstacles: readonly Obstacle[],
  bounds: Box,
  reserved: readonly Box[] = [],
): { placed: PlacedLabel[]; dropped: LabelRequest[] } {
  const order = requests
    .map((r, i) => ({ r, i }))
    .sort((a, b) => b.r.priority - a.r.priority || a.i - b.i)
    .map((x) => x.r);
  const placed: PlacedLabel[] = [];
  const taken: Box[] = [...reserved];
  const buildings = obstacles.filter((o) => o.hard && o.names).map((o) => o.box);
  /** Leader lines drawn so far: no later label is written across one. */
  const leaders: { from: Xy; to: Xy }[] = [];
  const leaderOf = (req: LabelRequest, spot: Spot): { from: Xy; to: Xy } | null => {
    if (!spot.far) return null;
    const from = req.source ? nearestOnBox(boxCentre(spot.box), req.source) : req.anchor;
    return { from, to: nearestOnBox(from, spot.box) };
  };
  const dropped: LabelRequest[] = [];
  /** The cheapest spot at `size`; `strict` keeps off beads and buildings, `tidy` off leaders. */
  const cheapest = (
    req: LabelRequest,
    size: number,
    strict: boolean,
    tidy: boolean,
  ): Spot | null => {
    const w = textWidth(req.text, size, req.bold ?? false) + 2 * PAD;
    let best: { spot: Spot; cost: number } | null = null;
    for (const spot of spots(req, w, size)) {
      if (best && spot.base >= best.cost) continue;
      const { box } = spot;
      if (!inside(box, bounds)) continue;
      const apart = grow(box, LABEL_GAP);
      if (taken.some((t) => overlaps(t, apart))) continue;
      if (tidy && leaders.some((l) => segmentHits(l.from, l.to, box))) continue;
      // Its own leader must not cross another label either.
      const own = tidy ? leaderOf(req, spot) : null;
      if (own && taken.some((t) => segmentHits(own.from, own.to, t))) continue;
      let cost = spot.base;
      let clear = true;
      for (const o of obstacles) {
        const covered = overlapArea(o.box, box);
        if (covered > 0 && o.hard && strict) clear = false;
        cost += covered * o.weight;
      }
      if (!clear) continue;
      if (req.zone) cost += (area(box) - overlapArea(box, req.zone)) * ZONE_WEIGHT;
      // Written next to a neighbour's picture, a name reads as the neighbour's.
      if (req.source && !spot.far) {
        const own = boxGap(box, req.source);
        const src = req.source;
        if (buildings.some((b) => !sameBox(b, src) && boxGap(box, b) < own)) cost += AMBIGUOUS;
      }
      if (!best || cost < best.cost) best = { spot, cost };
    }
    return best?.spot ?? null;
  };
  for (const req of order) {
    // Clear of beads, buildings and leader lines at full size, else a size smaller; then across
    // a leader line; last, the cheapest spot that keeps off other labels.
    let size = req.size;
    let spot: Spot | null = null;
    for (const [scale, strict, tidy] of TRIES) {
      size = req.size * scale;
      spot = cheapest(req, size, strict, tidy);
      if (spot) break;
    }
    if (!spot) {
      dropped.push(req);
      continue;
    }
    const { box } = spot;
    const leader = leaderOf(req, spot);
    if (leader) leaders.push(leader);
    taken.push(box);
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
