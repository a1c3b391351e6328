/**
 * A 5×7 pixel font for the Map Maker's one-letter marks (figures, S, X, T, ?, the Plot Counter's
 * numbers), in the look of the early computer role-playing games the rulebook evokes. A mark is
 * drawn as rectangles in a path shared by every mark of its colour, not as `<text>`: the
 * rasteriser shapes each glyph of a text element, and a map holds a hundred such marks. Our own
 * drawing of the letters; characters it lacks are left to the bundled font.
 */

/** Rows top to bottom, `#` lit; every glyph 5 wide and 7 high. */
const GLYPHS: Readonly<Record<string, readonly string[]>> = {
  A: [' ### ', '#   #', '#   #', '#####', '#   #', '#   #', '#   #'],
  B: ['#### ', '#   #', '#   #', '#### ', '#   #', '#   #', '#### '],
  C: [' ### ', '#   #', '#    ', '#    ', '#    ', '#   #', ' ### '],
  D: ['#### ', '#   #', '#   #', '#   #', '#   #', '#   #', '#### '],
  E: ['#####', '#    ', '#    ', '#### ', '#    ', '#    ', '#####'],
  F: ['#####', '#    ', '#    ', '#### ', '#    ', '#    ', '#    '],
  G: [' ### ', '#   #', '#    ', '# ###', '#   #', '#   #', ' ####'],
  H: ['#   #', '#   #', '#   #', '#####', '#   #', '#   #', '#   #'],
  I: [' ### ', '  #  ', '  #  ', '  #  ', '  #  ', '  #  ', ' ### '],
  J: ['  ###', '   # ', '   # ', '   # ', '   # ', '#  # ', ' ##  '],
  K: ['#   #', '#  # ', '# #  ', '##   ', '# #  ', '#  # ', '#   #'],
  L: ['#    ', '#    ', '#    ', '#    ', '#    ', '#    ', '#####'],
  M: ['#   #', '## ##', '# # #', '# # #', '#   #', '#   #', '#   #'],
  N: ['#   #', '#   #', '##  #', '# # #', '#  ##', '#   #', '#   #'],
  O: [' ### ', '#   #', '#   #', '#   #', '#   #', '#   #', ' ### '],
  P: ['#### ', '#   #', '#   #', '#### ', '#    ', '#    ', '#    '],
  Q: [' ### ', '#   #', '#   #', '#   #', '# # #', '#  # ', ' ## #'],
  R: ['#### ', '#   #', '#   #', '#### ', '# #  ', '#  # ', '#   #'],
  S: [' ####', '#    ', '#    ', ' ### ', '    #', '    #', '#### '],
  T: ['#####', '  #  ', '  #  ', '  #  ', '  #  ', '  #  ', '  #  '],
  U: ['#   #', '#   #', '#   #', '#   #', '#   #', '#   #', ' ### '],
  V: ['#   #', '#   #', '#   #', '#   #', '#   #', ' # # ', '  #  '],
  W: ['#   #', '#   #', '#   #', '# # #', '# # #', '# # #', ' # # '],
  X: ['#   #', '#   #', ' # # ', '  #  ', ' # # ', '#   #', '#   #'],
  Y: ['#   #', '#   #', ' # # ', '  #  ', '  #  ', '  #  ', '  #  '],
  Z: ['#####', '    #', '   # ', '  #  ', ' #   ', '#    ', '#####'],
  '0': [' ### ', '#   #', '#  ##', '# # #', '##  #', '#   #', ' ### '],
  '1': ['  #  ', ' ##  ', '  #  ', '  #  ', '  #  ', '  #  ', ' ### '],
  '2': [' ### ', '#   #', '    #', '   # ', '  #  ', ' #   ', '#####'],
  '3': ['#####', '   # ', '  #  ', '   # ', '    #', '#   #', ' ### '],
  '4': ['   # ', '  ## ', ' # # ', '#  # ', '#####', '   # ', '   # '],
  '5': ['#####', '#    ', '#### ', '    #', '    #', '#   #', ' ### '],
  '6': ['  ## ', ' #   ', '#    ', '#### ', '#   #', '#   #', ' ### '],
  '7': ['#####', '    #', '   # ', '  #  ', ' #   ', ' #   ', ' #   '],
  '8': [' ### ', '#   #', '#   #', ' ### ', '#   #', '#   #', ' ### '],
  '9': [' ### ', '#   #', '#   #', ' ####', '    #', '   # ', ' ##  '],
  '?': [' ### ', '#   #', '    #', '   # ', '  #  ', '     ', '  #  '],
};

/** True when every character of `s` has a pixel glyph. */
export const hasPixelGlyphs = (s: string): boolean => [...s].every((ch) => ch in GLYPHS);

const n = (x: number) => String(Math.round(x * 100) / 100);

/**
 * Path data for `s` in the pixel font, centred on `x` with its baseline at `y`, 0.85 em tall at
 * `size` (bolder than the bundled font's 0.73-em capitals, as a screen font's heavy pixels are),
 * each run of lit pixels in a row one rectangle.
 * @example pixelText('T', 12, 20, 14) // 'M7.75 8.66h8.5v1.7h-8.5zM11.15 10.36h1.7v10.2h-1.7z'
 */
export function pixelText(s: string, x: number, y: number, size: number): string {
  const px = (size * 0.85) / 7;
  y += size * 0.04;
  const chars = [...s];
  const advance = 6 * px;
  let left = x - (chars.length * advance - px) / 2;
  let d = '';
  for (const ch of chars) {
    const rows = GLYPHS[ch];
    // Runs of lit pixels, a run repeated in the rows below it grown into one taller rectangle.
    const open = new Map<string, { c: number; e: number; top: number; h: number }>();
    const close = (q: { c: number; e: number; top: number; h: number }) => {
      d += `M${n(left + q.c * px)} ${n(y - (7 - q.top) * px)}h${n((q.e - q.c) * px)}v${n(q.h * px)}h${n(-(q.e - q.c) * px)}z`;
    };
    (rows ?? []).forEach((row, r) => {
      const seen = new Set<string>();
      let c = 0;
      while (c < 5) {
        if (row[c] !== '#') {
          c++;
          continue;
        }
        let e = c;
        while (e < 5 && row[e] === '#') e++;
        const k = `${c},${e}`;
        seen.add(k);
        const q = open.get(k);
        if (q) q.h++;
        else open.set(k, { c, e, top: r, h: 1 });
        c = e;
      }
      for (const [k, q] of [...open])
        if (!seen.has(k)) {
          close(q);
          open.delete(k);
        }
    });
    for (const q of open.values()) close(q);
    left += advance;
  }
  return d;
}
