import { renderFullChronicle } from '../../render/chronicle';
import { hthad2008Info } from '../../hthad/2008';
import { replay } from './replay';
import { jsonBody, seeded } from '../lib/cache';
import type { AppRouteHandler } from '../lib/types';
import type { getChronicle, getDungeon } from './dungeon.routes';

export { replay } from './replay';
export type { DungeonQuery } from './replay';

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
      // The engine's Historical Record, with each event's bead changes and a closing
      // "who holds what" (src/render/chronicle).
      const text = renderFullChronicle(
        {
          ...replay(query),
          ruleset: { id: 'hthad2008', title: hthad2008Info.title, version: hthad2008Info.version },
        },
        query.format,
      );
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
