/**
 * Every resource module, in one list. A new rule system adds its module here.
 */
import type { RouteModule } from './lib/types';
import { metaRoutes } from './meta';
import { rulesetsRoutes } from './rulesets';
import { dmg1Routes } from './crawl';

export const ROUTE_MODULES: readonly RouteModule[] = [metaRoutes, rulesetsRoutes, dmg1Routes];
