/**
 * One replay for every history route: the JSON world, the chronicle, the maps and the campaign
 * map all read the same query the same way, so an option can never reach one and miss another.
 */
import { runHistory, type CivChoice, type HistoryResult } from '../../hthad/2008';
import type { LateOptions } from '../../hthad/2008/advanced/options';
import type { AgeId, PageSizeName } from '../../hthad/world';

export interface DungeonQuery {
  readonly seed: string;
  readonly until: AgeId;
  readonly year?: number | undefined;
  readonly civ?: readonly string[] | undefined;
  readonly page: PageSizeName;
  readonly rules?: readonly string[] | undefined;
  readonly world?: string | undefined;
}

/** The late ages' options from the `rules` and `world` parameters. */
function lateOf(q: DungeonQuery): Partial<LateOptions> {
  const on = new Set(q.rules ?? []);
  const world =
    q.world && q.world !== 'ordinary' ? (q.world as LateOptions['alternateWorld']) : null;
  return {
    waterMagma: on.has('water-magma'),
    namedTreasures: on.has('named-treasures'),
    minorFeatures: on.has('minor-features'),
    minorFeatureReplace: on.has('minor-feature-replace'),
    twoVillains: on.has('two-villains'),
    villainyArrivals: on.has('villainy-arrivals'),
    alternateWorld: world,
  };
}

/** Replay the history a query asks for. */
export function replay(q: DungeonQuery): HistoryResult {
  return runHistory({
    seed: q.seed,
    until: q.until,
    year: q.year ?? null,
    options: {
      civilizations: (q.civ ?? ['random']) as CivChoice[],
      pageSize: q.page,
      late: lateOf(q),
    },
  });
}
