/**
 * Every resource module, in one list. A new rule system adds its module here.
 */
import type { RouteModule } from './lib/types';
import { dungeonRoutes } from './dungeon';
import { dungeonCampaignRoutes } from './dungeon-campaign';
import { metaRoutes } from './meta';
import { rulesetsRoutes } from './rulesets';

export const ROUTE_MODULES: readonly RouteModule[] = [
  metaRoutes,
  rulesetsRoutes,
  dungeonRoutes,
  dungeonCampaignRoutes,
];
