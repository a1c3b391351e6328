/**
 * The random source every rule draws from. It is always passed in, never imported as a singleton.
 *
 * Seeding: a seed string is hashed with SHA-256 (UTF-8 bytes); the first 16 bytes, read as four
 * big-endian 32-bit words, are the xoroshiro128+ state (pure-rand's `xoroshiro128plusFromState`).
 * A stream forked with a label is seeded from `seed + "\u001f" + label`, so it depends only on the
 * seed and its label, never on how much any other stream has drawn: flavour (names, jitter) never
 * shifts substance (what happens).
 *
 * All draws reduce to one primitive, {@link Rng.int}, an unbiased integer draw (pure-rand's
 * rejection-sampling `uniformInt`), so a scripted source can stand in for any die.
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import { parseDice, type DiceExpr } from './dice';
import { sha256 } from './sha256';

/** A table row chosen by weight: `{ weight: 3, ... }` is three times as likely as weight 1. */
export interface Weighted {
  readonly weight: number;
}

/** A table row chosen by a die range, as printed in a rulebook: `{ lo: 3, hi: 5, ... }`. */
export interface Ranged {
  readonly lo: number;
  readonly hi: number;
}

/** One roll of a dice expression: the total and each die as it fell. */
export interface RollResult {
  readonly expr: string;
  readonly total: number;
  readonly dice: readonly number[];
}

export interface Rng {
  /** The stream's label path, e.g. `moria` or `moria/names`. */
  readonly label: string;
  /** Uniform integer in [lo, hi], both included. */
  int(lo: number, hi: number): number;
  /** One die: 1..sides. */
  d(sides: number): number;
  /** Total of a dice expression such as `2d6+1` (see {@link parseDice}). */
  roll(expr: string | DiceExpr): number;
  /** A dice expression with each die recorded, for event logs. */
  rollDetailed(expr: string | DiceExpr): RollResult;
  /** True with the given percent chance (d100 <= percent). */
  percent(chance: number): boolean;
  /** One item, uniformly. */
  pick<T>(items: readonly T[]): T;
  /** One row, by weight. */
  weighted<T extends Weighted>(rows: readonly T[]): T;
  /** Roll `die` and return the row whose lo..hi contains it, with the roll. */
  table<T extends Ranged>(die: string | DiceExpr, rows: readonly T[]): { row: T; roll: number };
  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[];
  /** An independent stream derived from this one's label and `label`. */
  fork(label: string): Rng;
}

const SEPARATOR = '\u001f';

/** The 128-bit generator state for a seed string: SHA-256, first 16 bytes, big-endian words. */
export function seedState(seed: string): [number, number, number, number] {
  const digest = sha256(seed);
  const view = new DataView(digest.buffer, digest.byteOffset, digest.byteLength);
  const state: [number, number, number, number] = [
    view.getInt32(0),
    view.getInt32(4),
    view.getInt32(8),
    view.getInt32(12),
  ];
  // xoroshiro128+ must not start from all zeroes (a 2^-128 chance; fixed deterministically).
  if (state.every((w) => w === 0)) state[3] = 1;
  return state;
}

/** Base class holding the table logic; subclasses supply {@link Rng.int} and {@link Rng.fork}. */
export abstract class RngBase implements Rng {
  abstract readonly label: string;
  abstract int(lo: number, hi: number): number;
  abstract fork(label: string): Rng;

  d(sides: number): number {
    if (!Number.isInteger(sides) || sides < 1)
      throw new RangeError(`d(${sides}): sides must be a positive integer`);
    return this.int(1, sides);
  }

  roll(expr: string | DiceExpr): number {
    return this.rollDetailed(expr).total;
  }

  rollDetailed(expr: string | DiceExpr): RollResult {
    const parsed = typeof expr === 'string' ? parseDice(expr) : expr;
    const dice: number[] = [];
    let total = 0;
    for (const term of parsed.terms) {
      if (term.kind === 'const') {
        total += term.sign * term.value;
        continue;
      }
      for (let i = 0; i < term.count; i++) {
        const face = this.d(term.sides);
        dice.push(face);
        total += term.sign * face;
      }
    }
    return { expr: parsed.text, total, dice };
  }

  percent(chance: number): boolean {
    return this.d(100) <= chance;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick from an empty list');
    return items[this.int(0, items.length - 1)]!;
  }

  weighted<T extends Weighted>(rows: readonly T[]): T {
    let total = 0;
    for (const row of rows) {
      if (!(row.weight >= 0) || !Number.isInteger(row.weight))
        throw new RangeError('weights must be whole numbers >= 0');
      total += row.weight;
    }
    if (total <= 0) throw new RangeError('weighted pick needs a positive total weight');
    let ticket = this.int(1, total);
    for (const row of rows) {
      ticket -= row.weight;
      if (ticket <= 0) return row;
    }
    return rows[rows.length - 1]!;
  }

  table<T extends Ranged>(die: string | DiceExpr, rows: readonly T[]): { row: T; roll: number } {
    const roll = this.roll(die);
    const row = rows.find((r) => r.lo <= roll && roll <= r.hi);
    if (!row) throw new RangeError(`table has no row for ${roll}`);
    return { row, roll };
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  }
}

class SeededRng extends RngBase {
  private readonly gen: RandomGenerator;
  constructor(readonly label: string) {
    super();
    this.gen = xoroshiro128plusFromState(seedState(label));
  }
  int(lo: number, hi: number): number {
    if (!Number.isSafeInteger(lo) || !Number.isSafeInteger(hi) || hi < lo)
      throw new RangeError(`int(${lo}, ${hi}): need integers with lo <= hi`);
    return lo === hi ? lo : uniformInt(this.gen, lo, hi);
  }
  fork(label: string): Rng {
    return new SeededRng(this.label + SEPARATOR + label);
  }
}

/**
 * A seeded stream.
 * @example const rng = createRng('moria'); rng.roll('2d6+1'); rng.fork('names').pick(syllables);
 */
export function createRng(seed: string): Rng {
  return new SeededRng(seed);
}
