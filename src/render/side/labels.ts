/**
 * Label placement without overlaps. Greedy by priority: each label tries rings of positions
 * around its anchor and takes the cheapest one that stays on the page and clears every label
 * already placed; covering tokens costs most, covering rooms a little, distance a little more.
 * A label placed far from its anchor gets a leader line. Labels that fit nowhere are returned
 * as dropped so the caller can list them elsewhere (the key), never drawn on top of another.
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
}

/** Ascent and descent of DejaVu Sans, in ems. */
const ASCENT = 0.93;
const DESCENT = 0.26;
const PAD = 0.06;

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
const RINGS = [0, 0.35, 0.8, 1.4, 2.2, 3.2, 4.4];

export function overlaps(a: Box, b: Box): boolean {
  return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}

function overlapArea(a: Box, b: Box): number {
  const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const h = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  return w > 0 && h > 0 ? w * h : 0;
}

function inside(a: Box, b: Box): boolean {
  return a.x0 >= b.x0 && a.x1 <= b.x1 && a.y0 >= b.y0 && a.y1 <= b.y1;
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

function nearestOnBox(p: Xy, b: Box): Xy {
  return { x: Math.max(b.x0, Math.min(b.x1, p.x)), y: Math.max(b.y0, Math.min(b.y1, p.y)) };
}

/**
 * Place labels inside `bounds`, avoiding each other always and obstacles where possible.
 * Deterministic: ties fall to the earlier direction and ring, and equal priorities keep input order.
 * @example placeLabels([{ id: 'a', text: 'Moria', anchor: { x: 5, y: 5 }, size: 0.5, priority: 1, gap: 0.5 }], [], { x0: 0, y0: 0, x1: 20, y1: 20 })
 */
export function placeLabels(
  requests: readonly LabelRequest[],
  obstacles: readonly Obstacle[],
  bounds: Box,
): { placed: PlacedLabel[]; dropped: LabelRequest[] } {
  const order = requests
    .map((r, i) => ({ r, i }))
    .sort((a, b) => b.r.priority - a.r.priority || a.i - b.i)
    .map((x) => x.r);
  const placed: PlacedLabel[] = [];
  const dropped: LabelRequest[] = [];
  for (const req of order) {
    const w = textWidth(req.text, req.size, req.bold ?? false) + 2 * PAD;
    let best: { box: Box; cost: number; ring: number } | null = null;
    for (let ri = 0; ri < RINGS.length; ri++) {
      const ring = RINGS[ri]!;
      const dist = { x: req.gap + ring, y: (req.gapY ?? req.gap) + ring };
      for (let di = 0; di < DIRECTIONS.length; di++) {
        const box = candidate(req.anchor, DIRECTIONS[di]!, dist, w, req.size);
        if (!inside(box, bounds)) continue;
        if (placed.some((p) => overlaps(p.box, box))) continue;
        let cost = ri * 1.2 + di * 0.02;
        for (const o of obstacles) cost += overlapArea(o.box, box) * o.weight;
        if (!best || cost < best.cost) best = { box, cost, ring: ri };
      }
      // A clean spot on an inner ring beats anything further out.
      if (best && best.cost < ri * 1.2 + 0.3) break;
    }
    if (!best) {
      dropped.push(req);
      continue;
    }
    const { box } = best;
    const leader = best.ring >= 2 ? { from: req.anchor, to: nearestOnBox(req.anchor, box) } : null;
    placed.push({
      id: req.id,
      text: req.text,
      size: req.size,
      bold: req.bold ?? false,
      x: box.x0 + PAD,
      y: box.y0 + ASCENT * req.size,
      box,
      leader,
      tag: req.tag,
    });
  }
  return { placed, dropped };
}
