import { HTHAD2008_VERSION } from '../../hthad/2008/history';
import { replay, type DungeonQuery } from '../dungeon/replay';
import {
  renderSideView,
  SIDE_VIEW_VERSION,
  type SheetFilter,
  type ThemeId,
} from '../../render/side';
import { seeded } from '../lib/cache';
import type { AppRouteHandler } from '../lib/types';
import type { getMapPng, getMapSvg } from './maps.routes';

interface MapQuery extends DungeonQuery {
  readonly layers: SheetFilter;
  readonly labels: boolean;
  readonly legend: boolean;
  readonly theme: ThemeId;
}

const RULESET = {
  id: 'hthad2008',
  title: 'How to Host a Dungeon (2008)',
  version: HTHAD2008_VERSION,
} as const;

/** Replay the history and draw it. */
export function mapSvg(q: MapQuery): string {
  const result = replay(q);
  return renderSideView(
    { world: result.world, seed: q.seed, ruleset: RULESET, at: result.reached },
    { layers: q.layers, labels: q.labels, legend: q.legend, theme: q.theme },
  );
}

/**
 * The version behind a map's ETag: the ruleset's and the drawing's, so a change to either gives
 * new bytes a new tag (the maps are cached as immutable).
 */
export const MAP_VERSION = `${HTHAD2008_VERSION}+side.${SIDE_VIEW_VERSION}`;

export const mapSvgHandler: AppRouteHandler<typeof getMapSvg> = (c) => {
  const query = c.req.valid('query');
  return seeded(c, {
    version: MAP_VERSION,
    query,
    produce: () => ({ body: mapSvg(query), contentType: 'image/svg+xml; charset=utf-8' }),
  }) as never;
};

export const mapPngHandler: AppRouteHandler<typeof getMapPng> = (c) => {
  const query = c.req.valid('query');
  const png = c.get('png');
  return seeded(c, {
    version: MAP_VERSION,
    query,
    produce: async () => ({
      body: await png.render(mapSvg(query), { width: query.width }),
      contentType: 'image/png',
    }),
  }) as never;
};
