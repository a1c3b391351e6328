/**
 * The Primordial Age of the 2nd edition: the world shape and its strata, the creation story,
 * the nexus (an option), a feature per stratum with its sub-table, and the surface. Every roll
 * lands on the event that uses it; every resource a civilization may use is recorded. The
 * features and surface are in primordial-features.ts, the nexus in primordial-nexus.ts.
 */
import type { Ctx } from './context';
import { layStrata, WORLD_SHAPES } from './strata';
import { CREATION_STORY, FAMILY_DRAMA, STRATA_COUNT } from './tables';
import { strataFeature, surfaceFeatures } from './primordial-features';
import { rollNexus } from './primordial-nexus';

export {
  FEATURES,
  rollBiome,
  rollCaves,
  rollGems,
  rollMagma,
  rollOre,
  rollWater,
  strataFeature,
  surfaceFeatures,
} from './primordial-features';
export { NEXUS_SETUP, rollNexus } from './primordial-nexus';

/** Options the Primordial Age reads. */
export interface PrimordialOptions {
  readonly nexus: boolean;
}

/** Play the Primordial Age: one roll per step, each step an event (its years). */
export function primordialAge(ctx: Ctx, o: PrimordialOptions): void {
  ctx.enterAge('primordial');
  ctx.year = 1;
  worldShape(ctx);
  creationStory(ctx);
  ctx.checkpoint(false);
  let nexusStratum = 0;
  if (o.nexus) {
    ctx.year++;
    nexusStratum = ctx.int(1, ctx.strata.length, 'nexus: which stratum');
    rollNexus(ctx, nexusStratum);
    ctx.checkpoint(false);
  }
  for (const s of ctx.strata) {
    if (s.n === nexusStratum) continue;
    ctx.year++;
    strataFeature(ctx, s.n);
    ctx.checkpoint(false);
  }
  ctx.year++;
  surfaceFeatures(ctx);
  ctx.checkpoint(true);
}

/** The d6 world shape and its numbered strata (eight on a letter page). */
export function worldShape(ctx: Ctx): void {
  const roll = ctx.d(6, 'Primordial World');
  const shape = WORLD_SHAPES[roll - 1]!;
  const count = STRATA_COUNT[ctx.world.page.size as keyof typeof STRATA_COUNT] ?? 8;
  ctx.strata = layStrata(ctx.world.page, shape.id, count);
  ctx.world.page = { ...ctx.world.page, strata: ctx.strata };
  ctx.primordial = { ...ctx.primordial, world: roll };
  ctx.emit('primordial-world', `The world takes shape: ${shape.title}, in ${count} strata.`);
}

/** The d10 creation story: 7 rolls its tone, 10 rolls twice (both true). */
export function creationStory(ctx: Ctx): void {
  const tell = (depth: number): string[] => {
    const { row } = ctx.table(10, CREATION_STORY, 'Creation story');
    if (row.id === 'roll-twice') {
      // A 10 inside a 10 is read as the plainest story, so two rolls stay two.
      if (depth > 0) return ['natural forces and primordial chaos made it'];
      return [...tell(1), ...tell(1)];
    }
    if (row.id === 'family-drama') {
      const { row: t } = ctx.table(5, FAMILY_DRAMA, 'celestial family drama: tone');
      return [`${row.text} (${t.tone})`];
    }
    return [row.text];
  };
  const story = tell(0);
  ctx.primordial = { ...ctx.primordial, creation: story };
  ctx.emit('creation-story', `How the world came to be: ${story.join('; and ')}.`);
}
