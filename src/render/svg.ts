/**
 * SVG building blocks shared by every renderer: strings, not a DOM.
 * All numbers pass through {@link num} so output is identical on every runtime.
 */
import { pow10 } from '../core/math';

/**
 * Format a number for SVG: at most `digits` decimals, no trailing zeros, no `-0`, no exponent.
 * @example num(1.5) // '1.5'; num(2) // '2'; num(-0.0001) // '0'
 */
export function num(value: number, digits = 2): string {
  if (!Number.isFinite(value)) throw new RangeError(`cannot draw ${value}`);
  const scale = pow10(digits);
  const rounded = Math.round(value * scale) / scale;
  if (rounded === 0) return '0';
  const fixed = rounded.toFixed(digits);
  return fixed.includes('.') ? fixed.replace(/0+$/, '').replace(/\.$/, '') : fixed;
}

/** Escape text for use in SVG/XML content and attribute values. */
export function esc(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Attribute list from a record, in the record's insertion order; undefined values skipped. */
export function attrs(record: Readonly<Record<string, string | number | undefined>>): string {
  let out = '';
  for (const [key, value] of Object.entries(record)) {
    if (value === undefined) continue;
    out += ` ${key}="${typeof value === 'number' ? num(value) : esc(value)}"`;
  }
  return out;
}
