/**
 * SVG building blocks shared by every renderer: strings, not a DOM.
 * All numbers pass through {@link num} so output is identical on every runtime.
 */
import { pow10 } from '../core/math';

/** Leading zeros of a fraction's digits, by count. */
const ZEROS = ['', '0', '00', '000', '0000', '00000'];

/** `.5`, `.05`, `.25`…: the fraction's digits after a point, for 0–99 hundredths (0 unused). */
const CENTS = Array.from({ length: 100 }, (_, f) =>
  f === 0 ? '' : f % 10 === 0 ? `.${f / 10}` : f < 10 ? `.0${f}` : `.${f}`,
);

/**
 * Format a number for SVG: at most `digits` decimals, no trailing zeros, no `-0`, no exponent.
 * @example num(1.5) // '1.5'; num(2) // '2'; num(-0.0001) // '0'
 */
export function num(value: number, digits = 2): string {
  if (!Number.isFinite(value)) throw new RangeError(`cannot draw ${value}`);
  const scale = pow10(digits);
  const whole = Math.round(value * scale);
  // whole / scale is 0 exactly when whole is (a whole number over at most 1e22 never underflows).
  if (whole === 0) return '0';
  // Below 1e9 and to 6 decimals, toFixed writes `rounded` (the double nearest whole / scale) as
  // exactly whole / scale: so write that from the integers, trailing zeros dropped, no regex.
  // (To 6 decimals, |whole| < 1e9 * scale exactly when |whole / scale| < 1e9 after rounding: the
  // quotient then stays at least 1 / scale below 1e9, far more than half its spacing there.)
  if (digits <= 6 && whole < 1e9 * scale && whole > -1e9 * scale) {
    const m = whole < 0 ? -whole : whole;
    const int = Math.floor(m / scale);
    let frac = m - int * scale;
    const head = whole < 0 ? `-${int}` : `${int}`;
    if (frac === 0) return head;
    // Two decimals (nearly every number drawn): the fraction's digits from a table.
    if (digits === 2) return head + CENTS[frac]!;
    let places = digits;
    while (frac % 10 === 0) {
      frac /= 10;
      places--;
    }
    const tail = `${frac}`;
    return `${head}.${ZEROS[places - tail.length]}${tail}`;
  }
  const fixed = (whole / scale).toFixed(digits);
  return fixed.includes('.') ? fixed.replace(/0+$/, '').replace(/\.$/, '') : fixed;
}

/**
 * Characters XML 1.0 forbids (its `Char` production): C0 controls other than tab, line feed and
 * carriage return, lone surrogates, U+FFFE and U+FFFF. A seed may hold any of them; one in the
 * document makes it not XML, and the PNG renderer refuses it.
 */
const NOT_XML =
  /[\0-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** Anything {@link esc} must touch: markup characters, and (loosely) what NOT_XML looks at. */
const TOUCHED = /[&<>"'\0-\x08\x0B\x0C\x0E-\x1F\uD800-\uDFFF\uFFFE\uFFFF]/;

/**
 * Escape text for use in SVG/XML content and attribute values; a character XML 1.0 forbids
 * becomes U+FFFD, the replacement character, so the text keeps its length and shows the gap.
 * @example esc('a<b') // 'a&lt;b'; esc('x\uFFFF') // 'x\uFFFD'
 */
export function esc(text: string): string {
  // Most text (every number-free attribute) needs nothing: one test, no copies.
  if (!TOUCHED.test(text)) return text;
  return text
    .replace(NOT_XML, '\uFFFD')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Attribute list from a record, in the record's insertion order; undefined values skipped. */
export function attrs(record: Readonly<Record<string, string | number | undefined>>): string {
  let out = '';
  // for…in lists a literal's own keys in the same order as Object.entries, without the pairs.
  for (const key in record) {
    const value = record[key];
    if (value === undefined) continue;
    out += ` ${key}="${typeof value === 'number' ? num(value) : esc(value)}"`;
  }
  return out;
}
