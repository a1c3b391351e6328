/**
 * A dice expression rolled with each die in the log (dungeon-plungin-rules.txt: every roll a
 * table would see): the same dice, in the same order, as `rng.roll`.
 */
import { parseDice, type Rng } from '../../../core/rng';
import type { LoggedDie } from './checks';

/** Roll `expr` (e.g. `2d6`, `d3+1`), push each die to `dice` for `what`, and give the total. */
export function rollLogged(rng: Rng, expr: string, what: string, dice: LoggedDie[]): number {
  const parsed = parseDice(expr);
  const r = rng.rollDetailed(parsed);
  const sides = parsed.terms.flatMap((t) =>
    t.kind === 'const' ? [] : Array.from({ length: t.count }, () => t.sides),
  );
  r.dice.forEach((value, i) => dice.push({ die: `d${sides[i] ?? 6}`, value, for: what }));
  return r.total;
}
