/**
 * The one font family every SVG names. The PNG adapters load exactly these files (a subset of
 * DejaVu Sans, see assets/fonts/) and no system fonts, so Node and Workers rasterise the same
 * glyphs and give the same bytes.
 */
export const FONT_FAMILY = 'DejaVu Sans';
/** Font file names under assets/fonts/, regular then bold. */
export const FONT_FILES = ['strata-sans.ttf', 'strata-sans-bold.ttf'] as const;
