/**
 * Text widths for DejaVu Sans (the only font the PNG renderers load), from the bundled fonts'
 * own advance widths (font-widths.ts, generated). Kerning only ever narrows a line, so the sum of
 * advances is a safe label box; characters outside the subset count as a wide 1 em.
 */
import { BOLD_WIDTHS, REGULAR_WIDTHS } from './font-widths';

/** Code points below this are looked up in a flat table (Latin, Greek, Cyrillic…); the rest in a map. */
const DIRECT = 0x600;

/** One weight's advances: a flat table for the common code points (NaN: not in the font), a map for the rest. */
interface Widths {
  readonly direct: Float64Array;
  readonly rest: Map<number, number>;
}

function table(pairs: string): Widths {
  const direct = new Float64Array(DIRECT).fill(NaN);
  const rest = new Map<number, number>();
  for (const pair of pairs.split(',')) {
    const [code, width] = pair.split(':');
    const c = Number(code);
    if (c < DIRECT) direct[c] = Number(width);
    else rest.set(c, Number(width));
  }
  return { direct, rest };
}

let regular: Widths | null = null;
let bold: Widths | null = null;

/** The advance of code point `c` in ems (1 when the font lacks it). */
function advance(t: Widths, c: number): number {
  if (c < DIRECT) {
    const w = t.direct[c]!;
    return w === w ? w : 1;
  }
  return t.rest.get(c) ?? 1;
}

function widths(isBold: boolean): Widths {
  return isBold ? (bold ??= table(BOLD_WIDTHS)) : (regular ??= table(REGULAR_WIDTHS));
}

/** Advance width of one character in ems. */
export function charWidth(ch: string, isBold = false): number {
  return advance(widths(isBold), ch.codePointAt(0) ?? 0);
}

/**
 * Width of a line of text in the given font size.
 * @example textWidth('abc', 10) // 18.5 (DejaVu Sans: a 0.613, b 0.635, c 0.55 em)
 */
export function textWidth(text: string, size: number, isBold = false): number {
  const t = widths(isBold);
  let w = 0;
  // Code point by code point, as `for…of` walks a string (a lone surrogate counts as itself),
  // without a string per character.
  for (let i = 0; i < text.length; i++) {
    let c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const lo = text.charCodeAt(i + 1);
      if (lo >= 0xdc00 && lo <= 0xdfff) {
        c = (c - 0xd800) * 0x400 + (lo - 0xdc00) + 0x10000;
        i++;
      }
    }
    w += advance(t, c);
  }
  return w * size;
}
