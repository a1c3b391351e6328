/**
 * Text width estimates for DejaVu Sans (the only font the PNG renderers load), in ems.
 * Deliberately a little generous: label boxes must never be smaller than the drawn text.
 */

const NARROW = new Set([...`iIjl.,:;!|'"()[]{} `]);
const SEMI = new Set([...'frt-/\\']);
const WIDE = new Set([...'mwMW@']);

/** Advance width of one character in ems (DejaVu Sans, regular; bold adds ~8%). */
export function charWidth(ch: string): number {
  if (NARROW.has(ch)) return 0.34;
  if (SEMI.has(ch)) return 0.45;
  if (WIDE.has(ch)) return 0.95;
  if (ch >= 'A' && ch <= 'Z') return 0.74;
  if (ch.charCodeAt(0) > 0x2000) return 0.9;
  return 0.64;
}

/**
 * Width of a line of text in the given font size.
 * @example textWidth('abc', 10) // 19.2
 */
export function textWidth(text: string, size: number, bold = false): number {
  let w = 0;
  for (const ch of text) w += charWidth(ch);
  return w * size * (bold ? 1.08 : 1);
}
