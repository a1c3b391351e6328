/**
 * Terrain: the ground of an alternate world whose surface is not flat (Advanced Rules II,
 * hthad-2008-rules.txt: the Firetop Range's peaks, the Rift of Sorrows, the Scorched Lands'
 * mesas and valleys). `page.surfaceY` stays the line below which everything is underground;
 * the terrain adds the ground as it stands (`ground`, a profile across the page) and named
 * spans of it. Peaks rise above the line; a rift or a valley is sunken below it, and its open
 * air counts as underground (the span's `place`, a cave, stands for it in the place graph).
 * Pages without terrain (the ordinary world) answer every question here with `surfaceY`.
 */
import { hypot, pt, type Point } from './geometry';
import type { Page, TerrainSpan, TerrainSpanKind } from './types';

/** Spans whose open air lies below the surface line (and so counts as underground). */
export function isSunken(span: TerrainSpan): boolean {
  return span.kind === 'rift' || span.kind === 'valley';
}

/**
 * The ground's height at x: the terrain profile, or the surface line on a flat page.
 * @example groundY(page, 3) // page.surfaceY on an ordinary page
 */
export function groundY(page: Page, x: number): number {
  const g = page.terrain?.ground;
  if (!g || g.length === 0) return page.surfaceY;
  if (x <= g[0]!.x) return g[0]!.y;
  for (let i = 1; i < g.length; i++) {
    const a = g[i - 1]!;
    const b = g[i]!;
    if (x <= b.x) return b.x === a.x ? b.y : a.y + ((b.y - a.y) * (x - a.x)) / (b.x - a.x);
  }
  return g[g.length - 1]!.y;
}

/**
 * Where solid underground rock begins at x: the surface line, or the floor of a rift or valley
 * (mountains above the line are rock, but no room is dug in them).
 */
export function rockTop(page: Page, x: number): number {
  return Math.max(page.surfaceY, groundY(page, x));
}

/** The rift or valley over x (strictly between its rims), if any. */
export function sunkenAt(page: Page, x: number): TerrainSpan | null {
  for (const s of page.terrain?.spans ?? []) if (isSunken(s) && s.x0 < x && x < s.x1) return s;
  return null;
}

/** The span of a kind over x (rims included), if any. */
export function spanAt(page: Page, x: number, kind: TerrainSpanKind): TerrainSpan | null {
  for (const s of page.terrain?.spans ?? [])
    if (s.kind === kind && s.x0 <= x && x <= s.x1) return s;
  return null;
}

/**
 * Policy for surface folk (kingdoms, human miners, adventurers finding a way down): they stand
 * on open ground, so a point over a rift or valley moves to the nearer rim, `margin` beads
 * back from the edge (left on a tie). On a flat page x is returned as it is.
 */
export function openGroundX(page: Page, x: number, margin = 0.6): number {
  const lo = 0.6;
  const hi = page.width - 0.6;
  const bad = (v: number): boolean =>
    (page.terrain?.spans ?? []).some((s) => isSunken(s) && s.x0 - margin < v && v < s.x1 + margin);
  if (!bad(x)) return x;
  const cands: number[] = [];
  for (const s of page.terrain?.spans ?? [])
    if (isSunken(s)) cands.push(s.x0 - margin, s.x1 + margin);
  let best = x;
  let bd = Infinity;
  for (const c of cands) {
    if (c < lo || c > hi || bad(c)) continue;
    const d = Math.abs(c - x);
    if (d < bd - 1e-9) {
      bd = d;
      best = c;
    }
  }
  return best;
}

/** A point on the ground at x. */
export function groundPoint(page: Page, x: number): Point {
  return pt(x, groundY(page, x));
}

/**
 * Does a point count as underground? Below the surface line it does, the open air of a rift or
 * valley included; on or above it (the surface, a mountainside, a mesa top) it does not.
 */
export function countsAsUnderground(page: Page, p: Point): boolean {
  return p.y > page.surfaceY + 1e-6;
}

/**
 * A point a tunnel may be dug to: one in the open air of a rift or valley moves down into the
 * rock under its floor; any other point (and every point of a flat page) stays.
 */
export function outOfAir(page: Page, p: Point): Point {
  return airOf(page, p) ? pt(p.x, groundY(page, p.x) + 0.6) : p;
}

/** How far under a rift's or valley's floor a straight tunnel passes when it goes beneath it. */
export const UNDER_FLOOR = 0.7;

/** The sunken span whose open air holds p (above its floor), if any. */
function airOf(page: Page, p: Point): TerrainSpan | null {
  const s = sunkenAt(page, p.x);
  return s && p.y < groundY(page, p.x) - 0.05 ? s : null;
}

/** The first sunken span whose open air the segment a–b passes through (sampled), if any. */
function crossedAir(page: Page, a: Point, b: Point): TerrainSpan | null {
  const n = Math.max(2, Math.ceil(hypot(b.x - a.x, b.y - a.y) * 4));
  for (let k = 1; k < n; k++) {
    const s = airOf(page, pt(a.x + ((b.x - a.x) * k) / n, a.y + ((b.y - a.y) * k) / n));
    if (s) return s;
  }
  return null;
}

/**
 * A dug tunnel's path kept out of the open air of rifts and valleys: an end in a rift's or
 * valley's air (its floor cave) drops straight to the floor first, and a straight stretch that
 * would cross the air passes under the floor instead. Flat pages keep the path as it is.
 */
export function groundedPath(page: Page, path: readonly Point[]): Point[] {
  if (!page.terrain?.spans.some(isSunken) || path.length < 2) return [...path];
  const out: Point[] = [path[0]!];
  const first = airOf(page, path[0]!);
  if (first) out.push(pt(path[0]!.x, groundY(page, path[0]!.x) + 0.1));
  const last = path[path.length - 1]!;
  const lastAir = airOf(page, last);
  const rest = [
    ...path.slice(1, -1),
    ...(lastAir ? [pt(last.x, groundY(page, last.x) + 0.1)] : [last]),
  ];
  for (const b of rest) {
    // At most one detour per sunken span for each stretch: the loop is bounded.
    for (let guard = 0; guard < page.terrain.spans.length + 1; guard++) {
      const a = out[out.length - 1]!;
      const s = crossedAir(page, a, b);
      if (!s) break;
      const y = s.y + UNDER_FLOOR;
      const l = s.x0 - 0.2;
      const r = s.x1 + 0.2;
      if (b.x >= a.x) out.push(pt(Math.max(a.x, l), y), pt(Math.min(b.x, r), y));
      else out.push(pt(Math.min(a.x, r), y), pt(Math.max(b.x, l), y));
    }
    out.push(b);
  }
  if (lastAir) out.push(last);
  return out.filter((p, i) => i === 0 || p.x !== out[i - 1]!.x || p.y !== out[i - 1]!.y);
}
