import {
  hthad2008Info,
  renderChronicle,
  runHistory,
  type CivChoice,
  type HistoryResult,
} from '../../hthad/2008';
import type { AgeId, PageSizeName } from '../../hthad/world';
import type { LateOptions } from '../../hthad/2008/advanced/options';
import { jsonBody, seeded } from '../lib/cache';
import type { AppRouteHandler } from '../lib/types';
import type { getChronicle, getDungeon } from './dungeon.routes';

interface DungeonQuery {
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

export const dungeon: AppRouteHandler<typeof getDungeon> = (c) => {
  const query = c.req.valid('query');
  return seeded(c, {
    version: hthad2008Info.version,
    query,
    produce: () => jsonBody(replay(query)),
  }) as never;
};

export const chronicle: AppRouteHandler<typeof getChronicle> = (c) => {
  const query = c.req.valid('query');
  return seeded(c, {
    version: hthad2008Info.version,
    query,
    produce: () => {
      const text = renderChronicle(replay(query), query.format);
      const contentType =
        query.format === 'json'
          ? 'application/json; charset=utf-8'
          : query.format === 'markdown'
            ? 'text/markdown; charset=utf-8'
            : 'text/plain; charset=utf-8';
      return { body: text, contentType };
    },
  }) as never;
};
