/**
 * Plain 2-D geometry in beads: points, shapes and polylines, with the few measurements rules
 * need (distance from a point to a shape, bounding boxes, sampling a polyline).
 * The y axis points down the page, as on paper: y = 0 is the top edge.
 */

import { hypot } from '../../core/math';

export { hypot };

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface RectShape {
  readonly kind: 'rect';
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}
export interface EllipseShape {
  readonly kind: 'ellipse';
  readonly cx: number;
  readonly cy: number;
  readonly rx: number;
  readonly ry: number;
}
export interface PolygonShape {
  readonly kind: 'polygon';
  readonly points: readonly Point[];
}
/** An open line with thickness, used for veins, rivers and shafts drawn as lines. */
export interface PolylineShape {
  readonly kind: 'polyline';
  readonly points: readonly Point[];
  readonly width: number;
}
export type Shape = RectShape | EllipseShape | PolygonShape | PolylineShape;

export interface Box {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

/** Round to 1/100 bead so every coordinate prints the same on every runtime. */
export function q(value: number): number {
  const r = Math.round(value * 100) / 100;
  return r === 0 ? 0 : r;
}

/** A point with coordinates rounded by {@link q}. */
export function pt(x: number, y: number): Point {
  return { x: q(x), y: q(y) };
}

export function dist(a: Point, b: Point): number {
  return hypot(a.x - b.x, a.y - b.y);
}

/** Axis-aligned rectangle centred on a point. */
export function rectAt(c: Point, w: number, h: number): RectShape {
  return { kind: 'rect', x: q(c.x - w / 2), y: q(c.y - h / 2), w: q(w), h: q(h) };
}

const BOXES = new WeakMap<Shape, Box>();

/** {@link bbox}, computed once per shape (shapes are replaced, never changed in place). */
export function boxOf(shape: Shape): Box {
  let b = BOXES.get(shape);
  if (!b) BOXES.set(shape, (b = bbox(shape)));
  return b;
}

const PATH_BOXES = new WeakMap<readonly Point[], Box>();

/** The bounding box of a polyline's points, computed once per path (paths are never changed in place). */
export function pathBoxOf(path: readonly Point[]): Box {
  let b = PATH_BOXES.get(path);
  if (!b) PATH_BOXES.set(path, (b = bbox({ kind: 'polyline', points: path, width: 0 })));
  return b;
}

/**
 * The straight gap between two boxes. Every point {@link shapeGap} and {@link distanceToShape}
 * measure lies in its shape's box, so this never exceeds either: a cheap bound to skip shapes
 * that cannot be nearer than one already found.
 */
export function boxGap(a: Box, b: Box): number {
  const dx = Math.max(0, b.x0 - a.x1, a.x0 - b.x1);
  const dy = Math.max(0, b.y0 - a.y1, a.y0 - b.y1);
  return hypot(dx, dy);
}

/** Is the gap between two shapes at least `d`? (Decided by their boxes when they are far apart.) */
export function gapAtLeast(a: Shape, b: Shape, d: number): boolean {
  return boxGap(boxOf(a), boxOf(b)) >= d + 1e-9 || shapeGap(a, b) >= d;
}

/** The distance from a point to a box (0 inside): a lower bound of {@link distanceToShape}. */
export function boxDistance(b: Box, p: Point): number {
  const dx = Math.max(0, b.x0 - p.x, p.x - b.x1);
  const dy = Math.max(0, b.y0 - p.y, p.y - b.y1);
  return hypot(dx, dy);
}

/** Ellipse centred on a point. */
export function ellipseAt(c: Point, rx: number, ry: number = rx): EllipseShape {
  return { kind: 'ellipse', cx: q(c.x), cy: q(c.y), rx: q(rx), ry: q(ry) };
}

/** The smallest box holding every point. */
export function pointsBox(points: readonly Point[]): Box {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const p of points) {
    x0 = Math.min(x0, p.x);
    y0 = Math.min(y0, p.y);
    x1 = Math.max(x1, p.x);
    y1 = Math.max(y1, p.y);
  }
  return { x0, y0, x1, y1 };
}

export function bbox(shape: Shape): Box {
  switch (shape.kind) {
    case 'rect':
      return { x0: shape.x, y0: shape.y, x1: shape.x + shape.w, y1: shape.y + shape.h };
    case 'ellipse':
      return {
        x0: shape.cx - shape.rx,
        y0: shape.cy - shape.ry,
        x1: shape.cx + shape.rx,
        y1: shape.cy + shape.ry,
      };
    case 'polygon':
    case 'polyline': {
      const b = pointsBox(shape.points);
      const pad = shape.kind === 'polyline' ? shape.width / 2 : 0;
      return { x0: b.x0 - pad, y0: b.y0 - pad, x1: b.x1 + pad, y1: b.y1 + pad };
    }
  }
}

export function centre(shape: Shape): Point {
  if (shape.kind === 'ellipse') return { x: shape.cx, y: shape.cy };
  if (shape.kind === 'polyline') return pointAlong(shape.points, polylineLength(shape.points) / 2);
  // A rectangle's box is itself: the same sums as below, without building the box.
  if (shape.kind === 'rect')
    return pt((shape.x + (shape.x + shape.w)) / 2, (shape.y + (shape.y + shape.h)) / 2);
  const b = bbox(shape);
  return pt((b.x0 + b.x1) / 2, (b.y0 + b.y1) / 2);
}

/** Distance from p to the segment a–b. */
export function segmentDistance(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
  return hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

function insidePolygon(p: Point, pts: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const a = pts[i]!;
    const b = pts[j]!;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x)
      inside = !inside;
  }
  return inside;
}

/** True when the point lies inside (or on) the shape. */
export function contains(shape: Shape, p: Point): boolean {
  switch (shape.kind) {
    case 'rect':
      return (
        p.x >= shape.x && p.x <= shape.x + shape.w && p.y >= shape.y && p.y <= shape.y + shape.h
      );
    case 'ellipse': {
      const nx = (p.x - shape.cx) / shape.rx;
      const ny = (p.y - shape.cy) / shape.ry;
      return nx * nx + ny * ny <= 1;
    }
    case 'polygon':
      return insidePolygon(p, shape.points);
    case 'polyline':
      return distanceToPolyline(p, shape.points) <= shape.width / 2;
  }
}

export function distanceToPolyline(p: Point, pts: readonly Point[]): number {
  if (pts.length === 1) return dist(p, pts[0]!);
  let best = Infinity;
  for (let i = 1; i < pts.length; i++)
    best = Math.min(best, segmentDistance(p, pts[i - 1]!, pts[i]!));
  return best;
}

/** Distance from a point to the edge of a shape; 0 inside. Approximate for ellipses. */
/**
 * True when {@link distanceToShape} of a rectangle or an ellipse is surely at least `limit`,
 * judged from the larger gap along an axis, without a root (a length is never shorter than
 * either of its sides: {@link hypot} of (a, b) is at least the larger of |a| and |b|). False
 * when unsure, and for many-sided shapes.
 */
export function surelyAtLeast(shape: Shape, p: Point, limit: number): boolean {
  if (shape.kind === 'rect') {
    const dx = Math.max(shape.x - p.x, 0, p.x - (shape.x + shape.w));
    const dy = Math.max(shape.y - p.y, 0, p.y - (shape.y + shape.h));
    return (dx > dy ? dx : dy) >= limit;
  }
  if (shape.kind === 'ellipse') {
    const nx = (p.x - shape.cx) / shape.rx;
    const ny = (p.y - shape.cy) / shape.ry;
    // Inside, the distance is 0; outside, it is the centre distance less the smaller radius.
    if (nx * nx + ny * ny <= 1) return 0 >= limit;
    const ax = Math.abs(p.x - shape.cx);
    const ay = Math.abs(p.y - shape.cy);
    return (ax > ay ? ax : ay) - Math.min(shape.rx, shape.ry) >= limit;
  }
  return false;
}

export function distanceToShape(shape: Shape, p: Point): number {
  // Kept small so the optimizing compiler can inline it where a caller measures many places
  // (no boxed number per call); the many-sided shapes are measured out of line.
  if (shape.kind === 'rect') {
    // Inside the rectangle both gaps are 0, so this is 0 exactly where `contains` holds.
    const dx = Math.max(shape.x - p.x, 0, p.x - (shape.x + shape.w));
    const dy = Math.max(shape.y - p.y, 0, p.y - (shape.y + shape.h));
    return hypot(dx, dy);
  }
  if (shape.kind === 'ellipse') {
    const nx = (p.x - shape.cx) / shape.rx;
    const ny = (p.y - shape.cy) / shape.ry;
    if (nx * nx + ny * ny <= 1) return 0;
    const d = hypot(p.x - shape.cx, p.y - shape.cy);
    const r = Math.min(shape.rx, shape.ry);
    return Math.max(0, d - r);
  }
  return distanceToManySided(shape, p);
}

/** {@link distanceToShape} of a polygon or a polyline. */
function distanceToManySided(shape: Shape, p: Point): number {
  if (contains(shape, p)) return 0;
  switch (shape.kind) {
    case 'rect':
    case 'ellipse':
      return distanceToShape(shape, p);
    case 'polygon': {
      // The closed ring (the points, then the first again), without building it.
      const pts = shape.points;
      if (pts.length < 2) return distanceToPolyline(p, [...pts, pts[0]!]);
      let best = Infinity;
      for (let i = 1; i < pts.length; i++)
        best = Math.min(best, segmentDistance(p, pts[i - 1]!, pts[i]!));
      return Math.min(best, segmentDistance(p, pts[pts.length - 1]!, pts[0]!));
    }
    case 'polyline':
      return Math.max(0, distanceToPolyline(p, shape.points) - shape.width / 2);
  }
}

/** cos and sin of each outline step of an ellipse, by step count (the same values as computed in place). */
const TRIG = new Map<number, { readonly cos: Float64Array; readonly sin: Float64Array }>();

function trig(steps: number): { readonly cos: Float64Array; readonly sin: Float64Array } {
  let t = TRIG.get(steps);
  if (!t) {
    const cos = new Float64Array(steps);
    const sin = new Float64Array(steps);
    for (let i = 0; i < steps; i++) {
      const a = (i / steps) * 2 * Math.PI;
      cos[i] = Math.cos(a);
      sin[i] = Math.sin(a);
    }
    t = { cos, sin };
    TRIG.set(steps, t);
  }
  return t;
}

/** The outline points of a shape (for sampling distances between shapes). */
export function outline(shape: Shape, steps = 12): Point[] {
  switch (shape.kind) {
    case 'rect':
      return [
        { x: shape.x, y: shape.y },
        { x: shape.x + shape.w, y: shape.y },
        { x: shape.x + shape.w, y: shape.y + shape.h },
        { x: shape.x, y: shape.y + shape.h },
        centre(shape),
      ];
    case 'ellipse': {
      const { cos, sin } = trig(steps);
      const out: Point[] = [{ x: shape.cx, y: shape.cy }];
      for (let i = 0; i < steps; i++)
        out.push({ x: shape.cx + shape.rx * cos[i]!, y: shape.cy + shape.ry * sin[i]! });
      return out;
    }
    case 'polygon':
    case 'polyline':
      return [...shape.points];
  }
}

/** Smallest gap between two shapes (0 when they touch), sampled on outlines. */
export function shapeGap(a: Shape, b: Shape): number {
  return outlineGap(b, a, outlineGap(a, b, Infinity));
}

/** A point reused while walking an outline (distanceToShape never keeps it). */
const walk = { x: 0, y: 0 };

/** `best` lowered by the distance to `to` of each point of `outline(from)`, in that order. */
function outlineGap(from: Shape, to: Shape, best: number): number {
  switch (from.kind) {
    case 'rect':
      walk.x = from.x;
      walk.y = from.y;
      best = Math.min(best, distanceToShape(to, walk));
      walk.x = from.x + from.w;
      best = Math.min(best, distanceToShape(to, walk));
      walk.y = from.y + from.h;
      best = Math.min(best, distanceToShape(to, walk));
      walk.x = from.x;
      best = Math.min(best, distanceToShape(to, walk));
      return Math.min(best, distanceToShape(to, centre(from)));
    case 'ellipse': {
      const { cos, sin } = trig(12);
      walk.x = from.cx;
      walk.y = from.cy;
      best = Math.min(best, distanceToShape(to, walk));
      for (let i = 0; i < 12; i++) {
        walk.x = from.cx + from.rx * cos[i]!;
        walk.y = from.cy + from.ry * sin[i]!;
        best = Math.min(best, distanceToShape(to, walk));
      }
      return best;
    }
    case 'polygon':
    case 'polyline':
      for (const p of from.points) best = Math.min(best, distanceToShape(to, p));
      return best;
  }
}

export function polylineLength(pts: readonly Point[]): number {
  let total = 0;
  for (let i = 1; i < pts.length; i++) total += dist(pts[i - 1]!, pts[i]!);
  return total;
}

/** The point at arc length `s` along a polyline (clamped to its ends). */
export function pointAlong(pts: readonly Point[], s: number): Point {
  if (pts.length === 0) throw new RangeError('empty polyline');
  let left = s;
  for (let i = 1; i < pts.length; i++) {
    const a = pts[i - 1]!;
    const b = pts[i]!;
    const len = dist(a, b);
    if (left <= len && len > 0)
      return pt(a.x + ((b.x - a.x) * left) / len, a.y + ((b.y - a.y) * left) / len);
    left -= len;
  }
  return pts[pts.length - 1]!;
}

/** The first `length` beads of a polyline. */
export function truncatePolyline(pts: readonly Point[], length: number): Point[] {
  const out: Point[] = [];
  let left = length;
  for (let i = 0; i < pts.length; i++) {
    const p = pts[i]!;
    if (i === 0) {
      out.push(p);
      continue;
    }
    const prev = pts[i - 1]!;
    const len = dist(prev, p);
    if (len >= left) {
      out.push(pointAlong([prev, p], left));
      return out;
    }
    out.push(p);
    left -= len;
  }
  return out;
}

/** Move `from` by `length` beads toward `to` (stopping at it). */
export function stepToward(from: Point, to: Point, length: number): Point {
  const d = dist(from, to);
  if (d <= length || d === 0) return to;
  return pt(from.x + ((to.x - from.x) * length) / d, from.y + ((to.y - from.y) * length) / d);
}

export function clampPoint(p: Point, box: Box): Point {
  return pt(Math.max(box.x0, Math.min(box.x1, p.x)), Math.max(box.y0, Math.min(box.y1, p.y)));
}

/** Shape with every coordinate shifted. */
export function translate(shape: Shape, dx: number, dy: number): Shape {
  switch (shape.kind) {
    case 'rect':
      return { ...shape, x: q(shape.x + dx), y: q(shape.y + dy) };
    case 'ellipse':
      return { ...shape, cx: q(shape.cx + dx), cy: q(shape.cy + dy) };
    case 'polygon':
      return { kind: 'polygon', points: shape.points.map((p) => pt(p.x + dx, p.y + dy)) };
    case 'polyline':
      return {
        kind: 'polyline',
        width: shape.width,
        points: shape.points.map((p) => pt(p.x + dx, p.y + dy)),
      };
  }
}
