import type { RouteModule } from '../lib/types';
import { campaignHandlers, type CampaignDataOf } from './campaign.handlers';
import { getCampaignPng, getCampaignSvg } from './campaign.routes';
import { mapPngHandler, mapSvgHandler } from './maps.handlers';
import { getMapPng, getMapSvg } from './maps.routes';

export type { CampaignDataOf } from './campaign.handlers';

/** GET /v1/dungeon/map.svg and /v1/dungeon/map.png. */
export const dungeonMapRoutes: RouteModule = (app) => {
  app.openapi(getMapSvg, mapSvgHandler);
  app.openapi(getMapPng, mapPngHandler);
};

/**
 * GET /v1/dungeon/campaign.svg and .png, drawing the campaign data the rules produce. The data
 * comes from the late-ages work; once it is merged, register with one line in routes.ts:
 * `campaignMapRoutes(campaignMap)` (campaignMap from src/hthad/2008/campaign/campaign.ts).
 */
export function campaignMapRoutes(dataOf: CampaignDataOf): RouteModule {
  const h = campaignHandlers(dataOf);
  return (app) => {
    app.openapi(getCampaignSvg, h.svg);
    app.openapi(getCampaignPng, h.png);
  };
}
