/**
 * A blank sheet with one east-running 10-ft passage in the middle, and a scripted RNG, for
 * table tests: the script's first values are the dice under test; later draws come from a seed.
 */
import { scriptedRng } from '../../../src/core/rng';
import { PlanBuilder } from '../../../src/crawl/plan/builder';
import { rectCells } from '../../../src/crawl/plan/geometry';
import type { Space } from '../../../src/crawl/plan/types';
import {
  DEFAULT_OPTIONS,
  type Ctx,
  type Dmg1Options,
  type Walk,
} from '../../../src/crawl/dmg1/context';

export function setup(
  script: readonly number[],
  options: Partial<Dmg1Options> = {},
): { ctx: Ctx; walk: Walk; corridor: Space } {
  const rng = scriptedRng(script, { thenSeed: 'after-script' });
  const b = new PlanBuilder(rng, rng.fork('flavour'), {
    width: 80,
    height: 60,
    cellFeet: 5,
    squareCells: 2,
  });
  b.beginStep(1, 'e0', 1);
  const corridor = b.addSpace({
    kind: 'passage',
    level: 1,
    cells: rectCells(30, 30, 35, 31),
    shape: 'band',
    size: '10 ft wide',
    note: 'test passage',
    numbered: false,
  });
  b.startLevel(1, corridor.id);
  const walk: Walk = {
    level: 1,
    from: corridor,
    cross: [
      { x: 36, y: 30 },
      { x: 36, y: 31 },
    ],
    dir: 'e',
    width: 2,
    special: null,
  };
  return {
    ctx: {
      b,
      o: { ...DEFAULT_OPTIONS, ...options },
      solo: { pending: null },
      fit: { cuts: 0, joins: 0 },
    },
    walk,
    corridor,
  };
}

/** Rolls logged so far as "table:roll=result". */
export function rolls(ctx: Ctx): string[] {
  return ctx.b.endStep().rolls.map((r) => `${r.table}:${r.roll}=${r.result}`);
}
