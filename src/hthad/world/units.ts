/**
 * The rulebook's measures, in world units. One bead is the unit of every coordinate in the
 * side-view world; everything else is a multiple of it (see DESIGN section 5). Rules speak in
 * these names so a reader can check them against hthad-2008-rules.txt.
 */

/** A circle big enough to surround one bead: the world unit. */
export const BEAD = 1;
/** The width of a thumb. */
export const THUMB = 2;
/** From the finger tip to the middle knuckle. */
export const HALF_FINGER = 2.5;
/** The length of a pointer finger. */
export const FINGER = 5;
/** An inch of the printed page (landscape letter is 11 x 8.5 inches). */
export const INCH = 2.5;

/** Every unit by name, for options and documentation. */
export const UNITS = {
  bead: BEAD,
  thumb: THUMB,
  halfFinger: HALF_FINGER,
  finger: FINGER,
  inch: INCH,
} as const;

export type UnitName = keyof typeof UNITS;

/** Page sizes a caller may ask for ("a larger page, more strata"), in beads. */
export const PAGE_SIZES = {
  letter: { width: 28, height: 21 },
  tabloid: { width: 42, height: 28 },
  poster: { width: 56, height: 42 },
} as const;

export type PageSizeName = keyof typeof PAGE_SIZES;

/** How far below the top edge the surface line runs: a bit less than two inches. */
export const SURFACE_DEPTH = 4.5;

/** Occupancy raster resolution: cells per bead along each axis. */
export const CELLS_PER_BEAD = 2;

/**
 * Convert a measure to beads.
 * @example toBeads(2, 'finger') // 10
 */
export function toBeads(count: number, unit: UnitName): number {
  return count * UNITS[unit];
}
