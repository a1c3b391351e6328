import type { RouteModule } from '../lib/types';
import { campaign } from './campaign.handlers';
import { getCampaign } from './campaign.routes';

/** /v1/dungeon/campaign: the campaign surface map (How to Host a Dungeon, 2008). */
export const dungeonCampaignRoutes: RouteModule = (app) => {
  app.openapi(getCampaign, campaign);
};
