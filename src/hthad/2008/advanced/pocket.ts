/**
 * Pocket Universe (Advanced Rules II, hthad-2008-rules.txt): "the surface goes all the way
 * around", so the page's left, right and bottom edges are ground as the surface line is. The
 * engine plays that in four places: a fissure or shaft that runs off a side or the bottom of the
 * page opens there as a surface entrance (the earthquake's rifts, the Dwarves' deepest shaft);
 * primordial beasts' caves near a side or the bottom are linked to it as caves near the surface
 * line are; and the demons' tunnel worm breaks the surface at any edge, not only at the top.
 */
import type { AlternateWorld } from './options';
import { pt, type Page, type Point } from '../../world';

// READING: "the surface goes all the way around" makes the left, right and bottom page edges surface, openings on them surface entrances.
/** The edges that are surface in the Pocket Universe, besides the surface line on top. */
export const POCKET_SURFACE_EDGES = ['left', 'right', 'bottom'] as const;
export type PocketEdge = (typeof POCKET_SURFACE_EDGES)[number];

/** How far in from the page's edge an opening on it is drawn (beads). */
const INSET = 0.2;

export function isPocket(world: AlternateWorld | null | undefined): boolean {
  return world === 'pocket-universe';
}

/**
 * The nearest surface edge to `p` other than the top (the point on it, straight out from p, and
 * the distance), or null outside the Pocket Universe. Ties go left, right, bottom.
 */
export function nearestPocketEdge(
  world: AlternateWorld | null | undefined,
  page: Pick<Page, 'width' | 'height'>,
  p: Point,
): { edge: PocketEdge; point: Point; distance: number } | null {
  if (!isPocket(world)) return null;
  const rows = POCKET_SURFACE_EDGES.map((edge) => {
    if (edge === 'left') return { edge, point: pt(INSET, p.y), distance: p.x };
    if (edge === 'right')
      return { edge, point: pt(page.width - INSET, p.y), distance: page.width - p.x };
    return { edge, point: pt(p.x, page.height - INSET), distance: page.height - p.y };
  });
  let best = rows[0]!;
  for (const r of rows) if (r.distance < best.distance) best = r;
  return best;
}

/** Whether a point at or beyond `margin` of a side or the bottom of the page is on pocket surface. */
export function onPocketEdge(
  world: AlternateWorld | null | undefined,
  page: Pick<Page, 'width' | 'height'>,
  p: Point,
  margin: number,
): boolean {
  if (!isPocket(world)) return false;
  return p.x <= margin || p.x >= page.width - margin || p.y >= page.height - margin;
}
