/**
 * The 2019 engine entry: replay a 2nd-edition history from a seed to a requested point. Pure
 * and synchronous; substance from `createRng(seed)`, names and drawing flavour from its forks.
 */
import { createRng } from '../../core/rng';
import type { AgeId, PageSizeName, Stratum, World } from '../world';
import type { HistoryRun } from '../history/ruleset';
import { Ctx, Halt, type Event2019, type NexusState, type Primordial } from './context';
import { primordialAge } from './primordial';
import { civilizationAge, type CivSummary } from './civilization';
import type { CivId } from './options';
import { reseal } from './draw';
import { monstersAndVillainy, type MonstersSummary } from './monsters';
import { campaign2019, type Campaign2019 } from './campaign/campaign';

export const HTHAD2019_VERSION = '2019.4.0';

export { MAX_TURNS } from './limits';

export interface Options2019 {
  readonly civilization: CivId | 'random';
  readonly nexus: boolean;
  readonly page: PageSizeName;
}

export interface Result2019 extends HistoryRun {
  readonly events: readonly Event2019[];
  readonly options: Options2019;
  readonly primordial: Primordial & { readonly strata: readonly Stratum[] };
  readonly nexus: NexusState | null;
  readonly civilization: CivSummary | null;
  /** The Age of Monsters and the Age of Villainy, once reached. */
  readonly monsters: MonstersSummary | null;
  /** The campaign sheet of the final state (campaign/campaign.ts), at the End only. */
  readonly campaign: Campaign2019 | null;
}

export function runHistory2019(
  seed: string,
  options: Options2019,
  stop: { until: AgeId; year: number | null },
): Result2019 {
  const rng = createRng(seed);
  const ctx = new Ctx(rng, rng.fork('names'), rng.fork('flavour'), options.page, {
    age: stop.until,
    year: stop.year,
  });
  const inner = ctx.onCheckpoint;
  ctx.onCheckpoint = (done) => {
    reseal(ctx);
    inner?.(done);
  };
  let civ: CivSummary | null = null;
  let monsters: MonstersSummary | null = null;
  try {
    primordialAge(ctx, { nexus: options.nexus });
    civilizationAge(ctx, options.civilization, (s) => (civ = s));
    monstersAndVillainy(ctx, civ, (s) => (monsters = s));
  } catch (e) {
    if (!(e instanceof Halt)) throw e;
  }
  reseal(ctx);
  const world: World = ctx.world;
  return {
    ruleset: 'hthad2019',
    version: HTHAD2019_VERSION,
    seed,
    until: stop.until,
    year: stop.year,
    reached: { age: ctx.age, year: ctx.year },
    world,
    events: ctx.events,
    options,
    primordial: { ...ctx.primordial, strata: ctx.strata },
    nexus: ctx.primordial.nexus,
    civilization: civ,
    monsters,
    campaign: ctx.age === 'end' ? campaign2019(world) : null,
  };
}
