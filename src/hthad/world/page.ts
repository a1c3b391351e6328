/**
 * The page: landscape paper with a rough surface line a bit less than two inches from the top
 * and the numbers 1–6 down each narrow side of the underground.
 */
import type { Rng } from '../../core/rng';
import { pt, type Point } from './geometry';
import { PAGE_SIZES, SURFACE_DEPTH, type PageSizeName } from './units';
import type { Page } from './types';

/**
 * Lay out a page. `flavour` only roughens the drawn surface line; every rule reads `surfaceY`.
 * @example createPage('letter', rng.fork('flavour')).rows.length // 6
 */
export function createPage(size: PageSizeName, flavour: Rng): Page {
  const { width, height } = PAGE_SIZES[size];
  const surfaceY = SURFACE_DEPTH;
  const surface: Point[] = [];
  for (let x = 0; x <= width; x += 2) surface.push(pt(x, surfaceY + flavour.int(-3, 3) / 10));
  const band = (height - surfaceY) / 6;
  const rows = [1, 2, 3, 4, 5, 6].map((n) => Math.round((surfaceY + (n - 0.5) * band) * 100) / 100);
  return { size, width, height, surfaceY, surface, rows };
}

/** The y of row n (1..6) on the page's narrow sides. */
export function rowY(page: Page, n: number): number {
  const y = page.rows[n - 1];
  if (y === undefined) throw new RangeError(`row ${n} is not 1..6`);
  return y;
}

/** Depth below the surface line (negative above ground). */
export function depth(page: Page, p: Point): number {
  return p.y - page.surfaceY;
}
