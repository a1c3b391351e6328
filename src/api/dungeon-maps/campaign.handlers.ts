import { replay, type DungeonQuery } from '../dungeon/replay';
import type { World } from '../../hthad/world';
import { fromCampaignData, renderCampaignMap, type CampaignData } from '../../render/campaign';
import { dungeonName, type ThemeId } from '../../render/side';
import { seeded } from '../lib/cache';
import type { AppRouteHandler } from '../lib/types';
import type { getCampaignPng, getCampaignSvg } from './campaign.routes';
import { MAP_VERSION } from './maps.handlers';

/** The rules' campaign data for a replayed world (the late-ages work's `campaignMap`). */
export type CampaignDataOf = (seed: string, world: World) => CampaignData;

interface CampaignQuery extends DungeonQuery {
  readonly theme: ThemeId;
  readonly labels: boolean;
}

function campaignSvg(q: CampaignQuery, dataOf: CampaignDataOf): string {
  const result = replay(q);
  return renderCampaignMap(
    {
      map: fromCampaignData(dataOf(q.seed, result.world)),
      name: dungeonName(result.world, q.seed),
      seed: q.seed,
      ruleset: { id: 'hthad2008', version: result.version },
    },
    { theme: q.theme, labels: q.labels },
  );
}

export function campaignHandlers(dataOf: CampaignDataOf): {
  svg: AppRouteHandler<typeof getCampaignSvg>;
  png: AppRouteHandler<typeof getCampaignPng>;
} {
  return {
    svg: (c) => {
      const query = c.req.valid('query');
      return seeded(c, {
        version: MAP_VERSION,
        query,
        produce: () => ({
          body: campaignSvg(query, dataOf),
          contentType: 'image/svg+xml; charset=utf-8',
        }),
      }) as never;
    },
    png: (c) => {
      const query = c.req.valid('query');
      const png = c.get('png');
      return seeded(c, {
        version: MAP_VERSION,
        query,
        produce: async () => ({
          body: await png.render(campaignSvg(query, dataOf), { width: query.width }),
          contentType: 'image/png',
        }),
      }) as never;
    },
  };
}
