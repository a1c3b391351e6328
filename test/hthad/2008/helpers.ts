/** Shared helpers for the hthad2008 rule tests: a scripted engine context and small builders. */
import { createRng, RngBase, scriptedRng, type Rng } from '../../../src/core/rng';
import type { CivState } from '../../../src/hthad/2008/civ-types';
import { DEFAULT_TUNING } from '../../../src/hthad/2008/civ-types';
import { CIV_BEHAVIOUR, createCiv } from '../../../src/hthad/2008/civilization';
import { Ctx } from '../../../src/hthad/2008/context';
import type { CivId } from '../../../src/hthad/2008/tables';
import { ellipseAt, pt, type Place, type Point } from '../../../src/hthad/world';

/**
 * A context whose substance dice follow `script`; when the script runs out, draws come from a
 * fixed seed (so a test scripts only the dice its rule reads).
 */
export function scriptedCtx(
  script: readonly number[],
  opts: { strict?: boolean; age?: Ctx['age'] } = {},
): Ctx {
  const rng = scriptedRng(script, opts.strict ? {} : { thenSeed: 'then' });
  const ctx = new Ctx(rng, createRng('names'), createRng('flavour'), 'letter', null);
  ctx.age = opts.age ?? 'primordial';
  return ctx;
}

/** The x/y draws `landing` makes for a point (tenths of a bead). */
export function at(p: Point): number[] {
  return [Math.round(p.x * 10), Math.round(p.y * 10)];
}

/** A civilization of a kind, set up with its normal setup (remaining draws from the fallback seed). */
export function startCiv(ctx: Ctx, civ: CivId, tuning = DEFAULT_TUNING): CivState {
  ctx.enterAge('civilization');
  const state = createCiv(ctx, { civ, name: `Test ${civ}`, tuning, custom: null });
  CIV_BEHAVIOUR[civ].setup(ctx, state);
  return state;
}

/** A plain natural cave at p. */
export function cave(ctx: Ctx, p: Point, role: Place['role'] = 'natural-cave'): Place {
  return ctx.site.addPlace({ kind: 'cave', role, shape: ellipseAt(p, 0.5, 0.4) }, ctx.stamp);
}

/** Beads of a role owned by any of the civilization's groups. */
export function beads(ctx: Ctx, civ: CivState, role: string): number {
  return ctx.world.tokens.filter(
    (t) => t.owner !== null && civ.groups.includes(t.owner) && t.role === role,
  ).length;
}

export const P = pt;

/** A substance stream drawing from a queue the test fills right before the rule it scripts. */
export class QueueRng extends RngBase {
  readonly queue: number[] = [];
  private readonly fallback = createRng('queue');
  readonly label = 'queue';
  int(lo: number, hi: number): number {
    const v = this.queue.shift();
    if (v === undefined) return this.fallback.int(lo, hi);
    if (v < lo || v > hi) throw new RangeError(`queued ${v} is not in ${lo}..${hi}`);
    return v;
  }
  fork(label: string): Rng {
    return createRng(`queue/${label}`);
  }
}

/** A context whose dice come from the seed until the test queues values. */
export function queuedCtx(): { ctx: Ctx; queue: number[] } {
  const rng = new QueueRng();
  const ctx = new Ctx(rng, createRng('names'), createRng('flavour'), 'letter', null);
  return { ctx, queue: rng.queue };
}
