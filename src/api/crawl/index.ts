import type { RouteModule } from '../lib/types';
import { crawlHandler, keyHandler, pngHandler, svgHandler, uvttHandler } from './dmg1.handlers';
import { getCrawl, getCrawlKey, getCrawlPng, getCrawlSvg, getCrawlUvtt } from './dmg1.routes';

/** The DMG1 Appendix A crawl routes. */
export const dmg1Routes: RouteModule = (app) => {
  app.openapi(getCrawl, crawlHandler);
  app.openapi(getCrawlSvg, svgHandler);
  app.openapi(getCrawlPng, pngHandler);
  app.openapi(getCrawlKey, keyHandler);
  app.openapi(getCrawlUvtt, uvttHandler);
};
