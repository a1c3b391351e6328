/**
 * Every resource module, built from the registry: the meta routes, then each kind's routes for
 * the systems of that kind. A new system adds nothing here.
 */
import type { Registry } from '../systems';
import type { RouteModule } from './lib/types';
import { metaRoutes } from './meta';
import { rulesetsRoutes } from './rulesets';
import { historyRoutes } from './history';
import { crawlSystemsRoutes } from './crawl';
import { crawlDocumentRoutes } from './crawl/documents';
import { playSystemsRoutes } from './play';
import { viewerRoutes } from './viewer';

export function routeModules(registry: Registry): readonly RouteModule[] {
  return [
    metaRoutes,
    rulesetsRoutes(registry),
    historyRoutes(registry.histories),
    crawlSystemsRoutes(registry.crawls),
    crawlDocumentRoutes(registry.crawls),
    playSystemsRoutes(registry.games, registry.crawls),
    viewerRoutes,
  ];
}
