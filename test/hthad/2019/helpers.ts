/** Scripted-dice worlds for the 2019 rule tests. */
import { createRng, scriptedRng } from '../../../src/core/rng';
import { Ctx } from '../../../src/hthad/2019/context';
import { layStrata, type WorldShapeId } from '../../../src/hthad/2019/strata';
import { primordialAge } from '../../../src/hthad/2019/primordial';

/**
 * A context whose substance dice come from `script` (push more values at any time); once the
 * script runs dry the dice fall back to a seeded stream.
 */
export function scripted(shape: WorldShapeId = 'level-beds', script: number[] = []) {
  const rng = scriptedRng(script, { thenSeed: 'then' });
  const ctx = new Ctx(rng, createRng('names'), createRng('flavour'), 'letter', null);
  ctx.strata = layStrata(ctx.world.page, shape, 8);
  ctx.world.page = { ...ctx.world.page, strata: ctx.strata };
  return { ctx, script, rng };
}

/** A whole Primordial Age from a seed, then scripted dice from `script` on. */
export function primordialThen(seed: string, script: number[] = [], nexus = false) {
  const rng = scriptedRng(script, { thenSeed: seed });
  const ctx = new Ctx(rng, createRng(`${seed}n`), createRng(`${seed}f`), 'letter', null);
  // The script is empty while the Primordial Age plays: all its dice come from the seed.
  const held = script.splice(0, script.length);
  primordialAge(ctx, { nexus });
  script.push(...held);
  ctx.enterAge('civilization');
  return { ctx, script };
}

export const rolls = (ctx: Ctx) => ctx.events.flatMap((e) => e.dice.map((d) => d.value));
