/**
 * The JSON body of a DMG1 crawl: the plan (optionally one level of it), with fixed key order.
 */
import type { CrawlResult } from './engine';

/** The crawl as a JSON-ready object; `level` keeps only that level's spaces, portals and exits. */
export function crawlJson(result: CrawlResult, level: number | undefined): Record<string, unknown> {
  const { plan, options } = result;
  const keep = <T extends { level: number }>(items: readonly T[]): readonly T[] =>
    level === undefined ? items : items.filter((x) => x.level === level);
  return {
    system: plan.system,
    version: plan.version,
    seed: plan.seed,
    step: plan.steps,
    complete: result.complete,
    level: level ?? null,
    options: { ...options },
    sheet: plan.sheet,
    levels: plan.levels,
    spaces: keep(plan.spaces),
    portals: keep(plan.portals),
    frontier: keep(plan.frontier),
    log: plan.log,
  };
}
