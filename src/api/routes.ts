/**
 * Every resource module, in one list. A new rule system adds its module here.
 */
import type { RouteModule } from './lib/types';
import { dungeonRoutes } from './dungeon';
import { dungeonCampaignRoutes } from './dungeon-campaign';
import { metaRoutes } from './meta';
import { rulesetsRoutes } from './rulesets';
import { dmg1Routes } from './crawl';
import { viewerRoutes } from './viewer';
import { campaignMapRoutes, dungeonMapRoutes } from './dungeon-maps';
import { campaignMap } from '../hthad/2008/campaign/campaign';

export const ROUTE_MODULES: readonly RouteModule[] = [
  metaRoutes,
  rulesetsRoutes,
  dungeonRoutes,
  dmg1Routes,
  viewerRoutes,
  dungeonMapRoutes,
  dungeonCampaignRoutes,
  campaignMapRoutes(campaignMap),
];
