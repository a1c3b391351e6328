/**
 * Every resource module, in one list. A new rule system adds its module here.
 */
import type { RouteModule } from './lib/types';
import { dungeonRoutes } from './dungeon';
import { metaRoutes } from './meta';
import { rulesetsRoutes } from './rulesets';

export const ROUTE_MODULES: readonly RouteModule[] = [metaRoutes, rulesetsRoutes, dungeonRoutes];
