import type { RouteModule } from '../lib/types';
import { mapPngHandler, mapSvgHandler } from './maps.handlers';
import { getMapPng, getMapSvg } from './maps.routes';

/** GET /v1/dungeon/map.svg and /v1/dungeon/map.png. */
export const dungeonMapRoutes: RouteModule = (app) => {
  app.openapi(getMapSvg, mapSvgHandler);
  app.openapi(getMapPng, mapPngHandler);
};
