/**
 * The page's strata: six world shapes of our own (the d6 Primordial World table's pictures are
 * lost from our copy), each a layout of numbered regions under the surface line.
 */
import { pt, type Point } from '../world/geometry';
import type { Page, Stratum } from '../world';

// REPLACEMENT: the d6 Primordial World pictures are missing from hthad-2019-rules.txt; these six
// side-view layouts (level beds, tilted beds, a faulted block, a dome, a basin, a pipe) are ours.
export const WORLD_SHAPES = [
  { roll: 1, id: 'level-beds', title: 'level beds, stacked like a layer cake' },
  { roll: 2, id: 'tilted-beds', title: 'beds tilted toward one side' },
  { roll: 3, id: 'faulted-block', title: 'two blocks of beds slipped along a fault' },
  { roll: 4, id: 'dome', title: 'beds arched up into a dome' },
  { roll: 5, id: 'basin', title: 'beds sagging into a basin' },
  { roll: 6, id: 'pipe', title: 'a pipe of old rock rising through the beds' },
] as const;
export type WorldShapeId = (typeof WORLD_SHAPES)[number]['id'];

/** A block of beds between x0 and x1: `count` bands whose k-th line lies at y(k, x). */
interface Block {
  readonly x0: number;
  readonly x1: number;
  readonly count: number;
  readonly line: (k: number, x: number) => number;
}

/** The least thickness of a stratum, in beads. */
const MIN_THICK = 1.2;

function blockStrata(page: Page, b: Block, first: number): Stratum[] {
  const xs: number[] = [];
  for (let x = b.x0; x < b.x1 - 0.01; x += 1) xs.push(x);
  xs.push(b.x1);
  const top = page.surfaceY;
  const lines: number[][] = [];
  for (let k = 0; k <= b.count; k++)
    lines.push(xs.map((x) => (k === 0 ? top : k === b.count ? page.height : b.line(k, x))));
  // Keep every stratum at least MIN_THICK thick, from the top down and the bottom up.
  for (let i = 0; i < xs.length; i++) {
    for (let k = 1; k < b.count; k++)
      lines[k]![i] = Math.max(lines[k]![i]!, lines[k - 1]![i]! + MIN_THICK);
    for (let k = b.count - 1; k >= 1; k--)
      lines[k]![i] = Math.min(lines[k]![i]!, lines[k + 1]![i]! - MIN_THICK);
  }
  const out: Stratum[] = [];
  for (let k = 0; k < b.count; k++)
    out.push({
      n: first + k,
      top: xs.map((x, i) => pt(x, lines[k]![i]!)),
      bottom: xs.map((x, i) => pt(x, lines[k + 1]![i]!)),
      touchesSurface: k === 0,
      feature: null,
    });
  return out;
}

/**
 * The strata of a world shape on a page, numbered from 1 down (left block before right).
 * @example layStrata(page, 'level-beds', 8).length // 8
 */
export function layStrata(page: Page, shape: WorldShapeId, count: number): Stratum[] {
  const W = page.width;
  const H = page.height - page.surfaceY;
  const s = page.surfaceY;
  const band = (n: number) => H / n;
  const level = (n: number) => (k: number) => s + k * band(n);
  switch (shape) {
    case 'level-beds':
      return blockStrata(
        page,
        {
          x0: 0,
          x1: W,
          count,
          line: (k, x) => level(count)(k) + 0.35 * Math.sin((x / W) * 9 + k * 2.3),
        },
        1,
      );
    case 'tilted-beds':
      return blockStrata(
        page,
        {
          x0: 0,
          x1: W,
          count,
          line: (k, x) => level(count)(k) + (x / W - 0.5) * band(count) * 1.8,
        },
        1,
      );
    case 'dome':
      return blockStrata(
        page,
        {
          x0: 0,
          x1: W,
          count,
          line: (k, x) =>
            level(count)(k) - Math.sin((Math.PI * x) / W) * band(count) * 1.2 * (k / count + 0.3),
        },
        1,
      );
    case 'basin':
      return blockStrata(
        page,
        {
          x0: 0,
          x1: W,
          count,
          line: (k, x) =>
            level(count)(k) + Math.sin((Math.PI * x) / W) * band(count) * 1.2 * (1.1 - k / count),
        },
        1,
      );
    case 'faulted-block': {
      const split = Math.round(W * 0.55);
      const left = Math.floor(count / 2);
      const right = count - left;
      return [
        ...blockStrata(page, { x0: 0, x1: split, count: left, line: (k) => level(left)(k) }, 1),
        ...blockStrata(
          page,
          { x0: split, x1: W, count: right, line: (k) => level(right)(k) + band(right) * 0.45 },
          left + 1,
        ),
      ];
    }
    case 'pipe': {
      const a = Math.round(W * 0.42);
      const b = Math.round(W * 0.58);
      const left = Math.floor((count - 1) / 2);
      const right = count - 1 - left;
      return [
        ...blockStrata(page, { x0: 0, x1: a, count: left, line: (k) => level(left)(k) }, 1),
        ...blockStrata(page, { x0: a, x1: b, count: 1, line: () => s }, left + 1),
        ...blockStrata(
          page,
          { x0: b, x1: W, count: right, line: (k) => level(right)(k) },
          left + 2,
        ),
      ];
    }
  }
}

/** The top and bottom of a stratum at x (null outside its span). */
export function spanAt(s: Stratum, x: number): { top: number; bottom: number } | null {
  const xs = s.top;
  if (x < xs[0]!.x - 1e-9 || x > xs[xs.length - 1]!.x + 1e-9) return null;
  for (let i = 1; i < xs.length; i++) {
    const a = xs[i - 1]!;
    const b = xs[i]!;
    if (x <= b.x + 1e-9) {
      const t = b.x === a.x ? 0 : (x - a.x) / (b.x - a.x);
      const ba = s.bottom[i - 1]!;
      const bb = s.bottom[i]!;
      return { top: a.y + t * (b.y - a.y), bottom: ba.y + t * (bb.y - ba.y) };
    }
  }
  return { top: xs[xs.length - 1]!.y, bottom: s.bottom[s.bottom.length - 1]!.y };
}

/** Is the point inside the stratum? */
export function inStratum(s: Stratum, p: Point): boolean {
  // spanAt's arithmetic, step for step, without building the span (rooms ask it per candidate).
  const x = p.x;
  const xs = s.top;
  if (x < xs[0]!.x - 1e-9 || x > xs[xs.length - 1]!.x + 1e-9) return false;
  for (let i = 1; i < xs.length; i++) {
    const a = xs[i - 1]!;
    const b = xs[i]!;
    if (x <= b.x + 1e-9) {
      const t = b.x === a.x ? 0 : (x - a.x) / (b.x - a.x);
      const ba = s.bottom[i - 1]!;
      const bb = s.bottom[i]!;
      return p.y >= a.y + t * (b.y - a.y) && p.y <= ba.y + t * (bb.y - ba.y);
    }
  }
  return p.y >= xs[xs.length - 1]!.y && p.y <= s.bottom[s.bottom.length - 1]!.y;
}

/** The number of the stratum a point lies in (0 above ground or off every stratum). */
export function stratumOf(strata: readonly Stratum[], p: Point): number {
  for (const s of strata) if (inStratum(s, p)) return s.n;
  return 0;
}

/** The horizontal span of a stratum. */
export function xSpan(s: Stratum): { x0: number; x1: number } {
  return { x0: s.top[0]!.x, x1: s.top[s.top.length - 1]!.x };
}
