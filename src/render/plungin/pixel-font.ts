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

/** A glyph's rectangles in pixels: each run of lit pixels in a row, grown down while it repeats. */
function glyphRects(rows: readonly string[]): [number, number, number, number][] {
  const out: [number, number, number, number][] = [];
  const open = new Map<string, [number, number, number, number]>();
  rows.forEach((row, r) => {
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
      if (q) q[3]++;
      else open.set(k, [c, r, e - c, 1]);
      c = e;
    }
    for (const [k, q] of [...open])
      if (!seen.has(k)) {
        out.push(q);
        open.delete(k);
      }
  });
  out.push(...open.values());
  return out;
}

/** A glyph at one pixel size as relative path data from its top-left corner, made once. */
const relCache = new Map<string, string>();
function glyphPath(ch: string, px: number): string {
  const key = `${ch}|${px}`;
  let d = relCache.get(key);
  if (d === undefined) {
    d = '';
    // After `z` the pen is back at the rectangle's corner: each move is from the last corner.
    let x = 0;
    let y = 0;
    for (const [c, r, w, h] of glyphRects(GLYPHS[ch]!)) {
      const move = c === x && r === y ? '' : `m${n((c - x) * px)} ${n((r - y) * px)}`;
      d += `${move}h${n(w * px)}v${n(h * px)}h${n(-w * px)}z`;
      x = c;
      y = r;
    }
    relCache.set(key, d);
  }
  return d;
}

/**
 * Path data for `s` in the pixel font, centred on `x` with its baseline at `y`, 0.85 em tall at
 * `size` (bolder than the bundled font's 0.73-em capitals, as a screen font's heavy pixels are),
 * each run of lit pixels in a row one rectangle, a run repeated in the rows below grown into one.
 * @example pixelText('T', 12, 20, 14) // 'M7.75 8.66h8.5v1.7h-8.5zm3.4 1.7h1.7v10.2h-1.7z'
 */
export function pixelText(s: string, x: number, y: number, size: number): string {
  const px = Math.round(((size * 0.85) / 7) * 1000) / 1000;
  const chars = [...s];
  const advance = 6 * px;
  const top = y + size * 0.04 - 7 * px;
  let left = x - (chars.length * advance - px) / 2;
  let d = '';
  for (const ch of chars) {
    if (ch in GLYPHS) d += `M${n(left)} ${n(top)}${glyphPath(ch, px)}`;
    left += advance;
  }
  return d;
}
