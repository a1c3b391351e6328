/**
 * The DMG1 map sheet: the plan-view SVG with the DMG1 title block and key column.
 */
import { DMG1_VERSION, type CrawlResult } from '../../crawl/dmg1/engine';
import { mapKeyLines, passageLetters } from '../../crawl/dmg1/key';
import { planSvg, PLAN_VIEW_VERSION } from './plan-svg';

/**
 * The version behind a DMG1 map's ETag and in its title block: the ruleset's and the drawing's
 * (as the side view's `+side.` maps), so a change to either gives new bytes a new tag while the
 * plan, key and JSON keep theirs.
 */
export const DMG1_MAP_VERSION = `${DMG1_VERSION}+plan.${PLAN_VIEW_VERSION}`;

/**
 * The map of one level as SVG: `sheet` (title, scale bar, key) or `vtt` (map area only).
 * @example dmg1MapSvg(runCrawl({ seed: 'greyhawk', step: 60 }), 1, 'sheet')
 */
export function dmg1MapSvg(
  result: CrawlResult,
  level: number,
  mode: 'sheet' | 'vtt',
  pixelsPerSquare = 24,
): string {
  const { plan } = result;
  return planSvg(plan, {
    level,
    title: `AD&D DMG Appendix A: dungeon level ${level}`,
    subtitle: `seed "${plan.seed}", step ${plan.steps}${result.complete ? ' (frontier exhausted)' : ''}, ${plan.version}+plan.${PLAN_VIEW_VERSION}; one square = 10 ft`,
    keyLines: mode === 'sheet' ? mapKeyLines(plan, level) : [],
    labels: mode === 'sheet' ? passageLetters(plan, level) : new Map(),
    pixelsPerSquare,
    mode,
  });
}
