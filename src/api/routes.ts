/**
 * Every resource module, in one list. A new rule system adds its module here.
 */
import type { RouteModule } from './lib/types';
import { dungeonRoutes } from './dungeon';
import { metaRoutes } from './meta';
import { rulesetsRoutes } from './rulesets';
import { dmg1Routes } from './crawl';
import { viewerRoutes } from './viewer';
import { dungeonMapRoutes } from './dungeon-maps';

export const ROUTE_MODULES: readonly RouteModule[] = [
  metaRoutes,
  rulesetsRoutes,
  dungeonRoutes,
  dmg1Routes,
  viewerRoutes,
  dungeonMapRoutes,
];
