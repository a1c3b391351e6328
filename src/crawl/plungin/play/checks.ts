/**
 * Stat checks (dungeon-plungin-rules.txt, Stat Checks, 132-147): a pool of d6 as large as the
 * stat, each [5] or [6] a success, each [1] a failure; more failures than successes is a Fumble,
 * and in an opposed check so is rolling no success at all.
 */
import type { Rng } from '../../../core/rng';
import { chartRow } from '../engine';
import type { PackChart } from '../pack.schema';

/** One die the log shows: which die, what it showed and what it was rolled for. */
export interface LoggedDie {
  readonly die: string;
  readonly value: number;
  readonly for: string;
}

/** A rolled pool. */
export interface Pool {
  readonly dice: readonly number[];
  readonly successes: number;
  readonly failures: number;
  readonly fumble: boolean;
}

/** How a die counts: the lowest face that is a success (5 by the book, 4 under Faster, Bloodier Combat). */
export interface CountRule {
  readonly successFrom: number;
}

export const BOOK_COUNT: CountRule = { successFrom: 5 };

/** Roll `size` d6 (a stat of 0 or less rolls nothing) and count successes and failures. */
export function rollPool(rng: Rng, size: number, rule: CountRule = BOOK_COUNT): Pool {
  const dice: number[] = [];
  for (let i = 0; i < Math.max(0, Math.min(size, 30)); i++) dice.push(rng.d(6));
  return countPool(dice, rule);
}

/** Successes, failures and the fumble of dice already rolled. */
export function countPool(dice: readonly number[], rule: CountRule = BOOK_COUNT): Pool {
  const successes = dice.filter((v) => v >= rule.successFrom).length;
  const failures = dice.filter((v) => v === 1).length;
  return { dice, successes, failures, fumble: failures > successes };
}

/** A check against a set Difficulty: success on successes >= difficulty, and the fumble rule. */
export interface CheckResult extends Pool {
  readonly difficulty: number;
  readonly passed: boolean;
}

export function check(rng: Rng, stat: number, difficulty: number, rule?: CountRule): CheckResult {
  const p = rollPool(rng, stat, rule);
  return { ...p, difficulty, passed: p.successes >= difficulty };
}

/** An opposed check: the side with more successes wins; no success at all is also a Fumble. */
export interface OpposedResult {
  readonly a: Pool;
  readonly b: Pool;
  /** 'a', 'b' or 'tie'. */
  readonly winner: 'a' | 'b' | 'tie';
}

export function opposedPool(p: Pool): Pool {
  return p.successes === 0 ? { ...p, fumble: true } : p;
}

export function opposed(rng: Rng, a: number, b: number, rule?: CountRule): OpposedResult {
  const pa = opposedPool(rollPool(rng, a, rule));
  const pb = opposedPool(rollPool(rng, b, rule));
  const winner = pa.successes > pb.successes ? 'a' : pb.successes > pa.successes ? 'b' : 'tie';
  return { a: pa, b: pb, winner };
}

/** The dice of a pool, for a log line. */
export function logged(p: Pool, why: string): LoggedDie[] {
  return p.dice.map((value) => ({ die: 'd6', value, for: why }));
}

/** `Wren`, `Wren and Brand`, `Wren, Brand and Morwen`: names as a log line lists them. */
export const listNames = (ns: readonly string[]): string =>
  ns.length <= 1 ? (ns[0] ?? '') : `${ns.slice(0, -1).join(', ')} and ${ns.at(-1)!}`;

/** `[1] [5] [6]` as the rulebook writes a roll. */
export function showDice(p: Pool): string {
  return p.dice.map((v) => `[${v}]`).join(' ');
}

/** Roll a quest pack's chart on its own die, the die kept for the log; the row it lands on. */
export function rollChart<R extends { readonly roll: readonly [number, number] }>(
  rng: Rng,
  chart: PackChart<R>,
  name: string,
  dice: LoggedDie[],
): R {
  const value = rng.d(Number(chart.die.slice(1)));
  dice.push({ die: chart.die, value, for: name });
  return chartRow(chart.rows, value);
}
