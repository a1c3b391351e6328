/**
 * A scripted random source for rule tests: each draw takes the next value from the script and
 * checks that it is a value that die could show. Forked streams are scripted too when `forks`
 * names them; otherwise they are seeded from `forkSeed`, so flavour can be left to chance while
 * substance is scripted.
 *
 * @example
 * const rng = scriptedRng([6, 3]);  // the next d8 shows 6, then the next d6 shows 3
 * primordialEvent(world, rng);
 */
import { createRng, RngBase, type Rng } from './rng';

export class ScriptExhaustedError extends Error {
  constructor(label: string, lo: number, hi: number) {
    super(`scripted rng ${label}: script ran out (next draw wanted ${lo}..${hi})`);
    this.name = 'ScriptExhaustedError';
  }
}

export interface ScriptOptions {
  /** Scripts for forked streams by label. */
  readonly forks?: Readonly<Record<string, readonly number[]>>;
  /** Seed for forks that have no script (default `'scripted'`). */
  readonly forkSeed?: string;
  /** When the script runs out, draw from this seed instead of throwing. */
  readonly thenSeed?: string;
}

export class ScriptedRng extends RngBase {
  private index = 0;
  private readonly fallback: Rng | undefined;
  /** Every draw so far, as [lo, hi, value]. */
  readonly draws: [number, number, number][] = [];
  constructor(
    readonly label: string,
    private readonly script: readonly number[],
    private readonly options: ScriptOptions = {},
  ) {
    super();
    this.fallback = options.thenSeed === undefined ? undefined : createRng(options.thenSeed);
  }
  /** How many scripted values are left. */
  get remaining(): number {
    return this.script.length - this.index;
  }
  int(lo: number, hi: number): number {
    if (this.index >= this.script.length) {
      if (this.fallback) return this.fallback.int(lo, hi);
      throw new ScriptExhaustedError(this.label, lo, hi);
    }
    const value = this.script[this.index++]!;
    if (!Number.isInteger(value) || value < lo || value > hi)
      throw new RangeError(
        `scripted rng ${this.label}: draw #${this.index} wanted ${lo}..${hi}, script says ${value}`,
      );
    this.draws.push([lo, hi, value]);
    return value;
  }
  fork(label: string): Rng {
    const forked = this.options.forks?.[label];
    if (forked) return new ScriptedRng(`${this.label}/${label}`, forked, this.options);
    return createRng(`${this.options.forkSeed ?? 'scripted'}\u001f${label}`);
  }
}

/** A scripted stream; see {@link ScriptedRng}. */
export function scriptedRng(script: readonly number[], options: ScriptOptions = {}): ScriptedRng {
  return new ScriptedRng('scripted', script, options);
}
