/**
 * Hand-drawn lines: ragged pencil outlines and gentle curves. Jitter comes only from the `ink`
 * stream the caller passes (derived from the world's seed and the item's id), never from a
 * substance stream, so the same dungeon always looks the same and a cosmetic change can never
 * alter a history.
 */
import { hypot } from '../../core/math';
import type { Rng } from '../../core/rng';

/** What the pencil needs from a stream: whole numbers in a range, both ends included. */
export interface Jitter {
  int(lo: number, hi: number): number;
}

/** FNV-1a hash of a string, as an unsigned 32-bit integer. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/**
 * Per-item jitter streams. One 32-bit key is drawn from the world's ink stream (the caller passes
 * `createRng(seed).fork('ink')`); each item's stream is a small mulberry32 generator seeded with
 * that key mixed with a hash of the item's id. So an item's wobble depends on the seed and its id
 * alone (showing one sheet never shifts another item's lines), at no SHA-256 per item.
 * @example const jitter = jitterFor(createRng('moria').fork('ink')); jitter('p12').int(-1000, 1000)
 */
export function jitterFor(ink: Rng): (id: string) => Jitter {
  const key = ink.int(0, 0x7fffffff) >>> 0;
  return (id) => new Mulberry32((key ^ fnv1a(id)) >>> 0);
}

/** One item's mulberry32 stream: a class, so an item's stream makes no closures. */
class Mulberry32 implements Jitter {
  constructor(private state: number) {}

  private next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }
}

export interface Xy {
  readonly x: number;
  readonly y: number;
}

/** A uniform number in [-1, 1] with 1/1000 resolution from the ink stream. */
export function wobble(ink: Jitter): number {
  return ink.int(-1000, 1000) / 1000;
}

/** Points around an ellipse with the radius roughened by up to `rough` (a fraction). */
export function raggedEllipse(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  ink: Jitter,
  rough = 0.12,
): Xy[] {
  const steps = Math.max(10, Math.min(28, Math.round((rx + ry) * 8)));
  const out: Xy[] = [];
  for (let i = 0; i < steps; i++) {
    const a = (i / steps) * 2 * Math.PI;
    const k = 1 + rough * wobble(ink);
    out.push({ x: cx + rx * k * Math.cos(a), y: cy + ry * k * Math.sin(a) });
  }
  return out;
}

/** A polygon's points with each vertex nudged and long edges broken into nudged pieces. */
export function raggedPolygon(points: readonly Xy[], ink: Jitter, amount: number): Xy[] {
  const out: Xy[] = [];
  for (let i = 0; i < points.length; i++) {
    const a = points[i]!;
    const b = points[(i + 1) % points.length]!;
    out.push({ x: a.x + amount * wobble(ink), y: a.y + amount * wobble(ink) });
    const len = hypot(b.x - a.x, b.y - a.y);
    const pieces = Math.min(6, Math.floor(len / 0.6));
    for (let k = 1; k < pieces; k++) {
      const t = k / pieces;
      out.push({
        x: a.x + (b.x - a.x) * t + amount * wobble(ink),
        y: a.y + (b.y - a.y) * t + amount * wobble(ink),
      });
    }
  }
  return out;
}

/** An open line with long segments broken into slightly wandering pieces. */
export function raggedLine(points: readonly Xy[], ink: Jitter, amount: number): Xy[] {
  if (points.length < 2) return [...points];
  const out: Xy[] = [points[0]!];
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!;
    const b = points[i]!;
    const len = hypot(b.x - a.x, b.y - a.y);
    const pieces = Math.min(12, Math.max(1, Math.floor(len / 0.5)));
    for (let k = 1; k < pieces; k++) {
      const t = k / pieces;
      out.push({
        x: a.x + (b.x - a.x) * t + amount * wobble(ink),
        y: a.y + (b.y - a.y) * t + amount * wobble(ink),
      });
    }
    out.push(b);
  }
  return out;
}

/** Remove consecutive duplicates and points on straight runs (keeps corners). */
export function simplify(points: readonly Xy[]): Xy[] {
  const out: Xy[] = [];
  for (const p of points) {
    const last = out[out.length - 1];
    if (last && Math.abs(last.x - p.x) < 1e-6 && Math.abs(last.y - p.y) < 1e-6) continue;
    const prev = out[out.length - 2];
    if (last && prev) {
      const cross = (last.x - prev.x) * (p.y - last.y) - (last.y - prev.y) * (p.x - last.x);
      const dot = (last.x - prev.x) * (p.x - last.x) + (last.y - prev.y) * (p.y - last.y);
      if (Math.abs(cross) < 1e-6 && dot > 0) out.pop();
    }
    out.push(p);
  }
  return out;
}

/** A curve through points (Catmull-Rom as cubic Béziers) as SVG path data, via `fmt`. */
export function smoothPath(points: readonly Xy[], fmt: (p: Xy) => string): string {
  if (points.length === 0) return '';
  if (points.length < 3) return `M${points.map(fmt).join('L')}`;
  let d = `M${fmt(points[0]!)}`;
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[Math.max(0, i - 1)]!;
    const p1 = points[i]!;
    const p2 = points[i + 1]!;
    const p3 = points[Math.min(points.length - 1, i + 2)]!;
    const c1 = { x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6 };
    const c2 = { x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6 };
    d += `C${fmt(c1)} ${fmt(c2)} ${fmt(p2)}`;
  }
  return d;
}
