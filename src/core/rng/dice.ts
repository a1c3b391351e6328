/**
 * The tabletop dice language: `d6`, `2d6+1`, `d%`, `3d4-2`, `1d8+1d6`.
 *
 * Grammar (whitespace ignored, case-insensitive):
 *   expr  := term (('+' | '-') term)*
 *   term  := count? 'd' sides | integer
 *   sides := integer | '%'
 * Bounds keep a roll cheap and meaningful: 1..100 dice per term, 2..1000 sides, 1..8 terms,
 * constants up to 10000. Anything else is a {@link DiceSyntaxError}.
 */

export interface DiceTerm {
  readonly kind: 'dice';
  readonly sign: 1 | -1;
  readonly count: number;
  readonly sides: number;
}
export interface ConstTerm {
  readonly kind: 'const';
  readonly sign: 1 | -1;
  readonly value: number;
}
export type Term = DiceTerm | ConstTerm;

/** A parsed dice expression. `text` is its canonical form, e.g. `2d6+1`. */
export interface DiceExpr {
  readonly text: string;
  readonly terms: readonly Term[];
  readonly min: number;
  readonly max: number;
}

export class DiceSyntaxError extends Error {
  constructor(
    readonly expression: string,
    reason: string,
  ) {
    super(`bad dice expression ${JSON.stringify(expression)}: ${reason}`);
    this.name = 'DiceSyntaxError';
  }
}

const MAX_TERMS = 8;
const MAX_COUNT = 100;
const MAX_SIDES = 1000;
const MAX_CONST = 10000;
const TERM = /^(\d*)d(\d+|%)$|^(\d+)$/;

const cache = new Map<string, DiceExpr>();

/**
 * Parse a dice expression, rejecting nonsense.
 * @example parseDice('2d6+1') // { text: '2d6+1', min: 3, max: 13, ... }
 */
export function parseDice(expression: string): DiceExpr {
  const hit = cache.get(expression);
  if (hit) return hit;
  const src = expression.replace(/\s+/g, '').toLowerCase();
  if (src.length === 0) throw new DiceSyntaxError(expression, 'empty');
  if (src.length > 64) throw new DiceSyntaxError(expression, 'longer than 64 characters');
  const parts = src.split(/(?=[+-])/);
  if (parts.length > MAX_TERMS)
    throw new DiceSyntaxError(expression, `more than ${MAX_TERMS} terms`);
  const terms: Term[] = [];
  parts.forEach((part, index) => {
    let sign: 1 | -1 = 1;
    let body = part;
    if (body.startsWith('+') || body.startsWith('-')) {
      if (index === 0 && body.startsWith('+')) throw new DiceSyntaxError(expression, 'leading +');
      sign = body.startsWith('-') ? -1 : 1;
      body = body.slice(1);
    }
    const m = TERM.exec(body);
    if (!m) throw new DiceSyntaxError(expression, `cannot read term ${JSON.stringify(part)}`);
    if (m[3] !== undefined) {
      const value = Number(m[3]);
      if (value > MAX_CONST) throw new DiceSyntaxError(expression, `constant over ${MAX_CONST}`);
      terms.push({ kind: 'const', sign, value });
      return;
    }
    const count = m[1] === '' ? 1 : Number(m[1]);
    const sides = m[2] === '%' ? 100 : Number(m[2]);
    if (count < 1 || count > MAX_COUNT)
      throw new DiceSyntaxError(expression, `dice count must be 1..${MAX_COUNT}`);
    if (sides < 2 || sides > MAX_SIDES)
      throw new DiceSyntaxError(expression, `sides must be 2..${MAX_SIDES}`);
    terms.push({ kind: 'dice', sign, count, sides });
  });
  let min = 0;
  let max = 0;
  for (const t of terms) {
    const lo = t.kind === 'dice' ? t.count : t.value;
    const hi = t.kind === 'dice' ? t.count * t.sides : t.value;
    if (t.sign === 1) {
      min += lo;
      max += hi;
    } else {
      min -= hi;
      max -= lo;
    }
  }
  const text = terms
    .map((t, i) => {
      const body = t.kind === 'dice' ? `${t.count}d${t.sides}` : String(t.value);
      return t.sign === -1 ? `-${body}` : i === 0 ? body : `+${body}`;
    })
    .join('');
  const parsed: DiceExpr = { text, terms, min, max };
  if (cache.size < 512) cache.set(expression, parsed);
  return parsed;
}
