import type { RouteModule } from '../lib/types';
import { chronicle, dungeon } from './dungeon.handlers';
import { getChronicle, getDungeon } from './dungeon.routes';

/** /v1/dungeon and /v1/dungeon/chronicle (How to Host a Dungeon). */
export const dungeonRoutes: RouteModule = (app) => {
  app.openapi(getDungeon, dungeon);
  app.openapi(getChronicle, chronicle);
};
