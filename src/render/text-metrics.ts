/**
 * Text widths for DejaVu Sans (the only font the PNG renderers load), from the bundled fonts'
 * own advance widths (font-widths.ts, generated). Kerning only ever narrows a line, so the sum of
 * advances is a safe label box; characters outside the subset count as a wide 1 em.
 */
import { BOLD_WIDTHS, REGULAR_WIDTHS } from './font-widths';

function table(pairs: string): Map<number, number> {
  const out = new Map<number, number>();
  for (const pair of pairs.split(',')) {
    const [code, width] = pair.split(':');
    out.set(Number(code), Number(width));
  }
  return out;
}

let regular: Map<number, number> | null = null;
let bold: Map<number, number> | null = null;

/** Advance width of one character in ems. */
export function charWidth(ch: string, isBold = false): number {
  regular ??= table(REGULAR_WIDTHS);
  bold ??= table(BOLD_WIDTHS);
  return (isBold ? bold : regular).get(ch.codePointAt(0) ?? 0) ?? 1;
}

/**
 * Width of a line of text in the given font size.
 * @example textWidth('abc', 10) // 18.5 (DejaVu Sans: a 0.613, b 0.635, c 0.55 em)
 */
export function textWidth(text: string, size: number, isBold = false): number {
  let w = 0;
  for (const ch of text) w += charWidth(ch, isBold);
  return w * size;
}
