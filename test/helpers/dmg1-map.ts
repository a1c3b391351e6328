/** The DMG1 plan map as the routes draw it, for tests. */
import { dmg1 } from '../../src/crawl/dmg1/system';
import type { CrawlResult } from '../../src/crawl/dmg1/engine';
import { planMapSvg, planMapVersion } from '../../src/render/plan/plan-map';

export const DMG1_MAP_VERSION = planMapVersion(dmg1);

export function dmg1MapSvg(
  result: CrawlResult,
  level: number,
  mode: 'sheet' | 'vtt',
  pixelsPerSquare = 24,
): string {
  return planMapSvg(dmg1, result, level, mode, pixelsPerSquare);
}
