/**
 * What the Age of Monsters and the Age of Villainy need from the engine that runs them: the
 * shared history surface over the late-age rule ids. The first half's run context satisfies
 * this shape; {@link LateHost} is that context over a prepared world, for tests.
 */
import type { Rng } from '../../../core/rng';
import type { AgeId, World } from '../../world';
import type { HistoryHost } from '../../history';
import { Ctx } from '../context';
import type { LateRule } from './rules';

/** The engine surface the late ages use. */
export type Host = HistoryHost<LateRule>;

/**
 * A standalone host over an existing world, starting in the Age of Monsters on the world's top
 * sheet: the first half's run context, handed a world instead of a page size.
 */
export class LateHost extends Ctx {
  constructor(
    world: World,
    rng: Rng,
    names: Rng,
    flavour: Rng,
    stop: { age: AgeId; year: number | null } | null = null,
  ) {
    super(rng, names, flavour, world, stop);
    this.age = 'monsters';
    this.layer = Math.max(0, world.layers.length - 1);
  }
}

/**
 * The run context behind a late-age host: the Great Disaster's effects (disaster.ts) run on it.
 * Every host is one (the first half's context, or a {@link LateHost}).
 */
export function engineOf(h: Host): Ctx {
  if (!(h instanceof Ctx)) throw new TypeError('a late-age host must be the 2008 run context');
  return h;
}
