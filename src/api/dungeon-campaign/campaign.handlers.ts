import { hthad2008Info } from '../../hthad/2008';
import { campaignMap } from '../../hthad/2008/campaign/campaign';
import { jsonBody, seeded } from '../lib/cache';
import type { AppRouteHandler } from '../lib/types';
import { replay } from '../dungeon/dungeon.handlers';
import type { getCampaign } from './campaign.routes';

export const campaign: AppRouteHandler<typeof getCampaign> = (c) => {
  const query = c.req.valid('query');
  return seeded(c, {
    version: hthad2008Info.version,
    query,
    produce: () => jsonBody(campaignMap(query.seed, replay(query).world)),
  }) as never;
};
