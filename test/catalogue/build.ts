/**
 * Every golden catalogue, built over the registry (src/systems.ts): for each history ruleset its
 * engine (`<id>.json`) and its side-view map (`<id>.side.json`); for each crawl system its
 * engine (`<id>.json`) and its plan map (`<id>.plan.json`). All in the one format of
 * ./format.ts; the summaries come from ./systems.ts.
 */
import { defaultsOf, type OptionValue, type OptionValues } from '../../src/core/system';
import { sha256Hex } from '../../src/core/rng';
import type { HistoryRuleset } from '../../src/hthad/history/ruleset';
import { crawlJson, type CrawlSystem } from '../../src/crawl/plan/system';
import { planMapSvg, planMapVersion } from '../../src/render/plan/plan-map';
import {
  buildScene,
  DEFAULT_SIDE_VIEW_OPTIONS,
  renderSideView,
  SIDE_VIEW_VERSION,
} from '../../src/render/side';
import { REGISTRY, type Registry } from '../../src/systems';
import type { BuiltCatalogue, CatalogueEntry } from './format';
import {
  CATALOGUE_HOOKS,
  CATALOGUE_SEEDS,
  crawlSummary,
  CRAWL_CATALOGUE_STEP,
  historySummary,
  PLAN_CASES,
  type SideCase,
} from './systems';

export const CATALOGUE_DIR = 'test/catalogue';

const hookOf = <K extends 'history' | 'crawl'>(id: string, kind: K) => {
  const h = CATALOGUE_HOOKS[id];
  return h?.kind === kind ? (h as Extract<typeof h, { kind: K }>) : undefined;
};

function historyCatalogues(sys: HistoryRuleset): BuiltCatalogue[] {
  type O = OptionValues<typeof sys.options>;
  const defaults = defaultsOf(sys.options) as Record<string, OptionValue>;
  const last = sys.ages[sys.ages.length - 1]!.id;
  const hook = hookOf(sys.id, 'history');
  const summary = hook?.summary ?? historySummary;
  const engine: CatalogueEntry[] = CATALOGUE_SEEDS.map((seed) => {
    const r = sys.run(seed, defaults as O, { until: last, year: null });
    return { case: `seed ${seed}`, summary: summary(r), digest: sha256Hex(JSON.stringify(r)) };
  });
  const sideCases: readonly SideCase[] = hook?.side ?? [
    ...sys.ages.map((a) => ({ name: `moria/${a.id}`, seed: 'moria', until: a.id })),
    { name: '1/end', seed: '1', until: last },
  ];
  const ruleset = { id: sys.id, title: sys.title, version: sys.version };
  const side: CatalogueEntry[] = sideCases.flatMap((c) => {
    const r = sys.run(c.seed, { ...defaults, ...c.options } as O, { until: c.until, year: null });
    const input = { world: r.world, seed: c.seed, ruleset, at: r.reached };
    const scene = buildScene(input, DEFAULT_SIDE_VIEW_OPTIONS);
    return [
      {
        case: c.name,
        summary: {
          reached: `${r.reached.age} ${r.reached.year}`,
          places: r.world.places.length,
          tunnels: r.world.tunnels.length,
          tokens: r.world.tokens.length,
          labels: scene.labels.length,
        },
        digest: sha256Hex(renderSideView(input)),
      },
      {
        case: `${c.name} ink disaster sheet`,
        summary: { theme: 'ink', layers: 'disaster' },
        digest: sha256Hex(renderSideView(input, { theme: 'ink', layers: 'disaster' })),
      },
    ];
  });
  return [
    {
      file: `${CATALOGUE_DIR}/${sys.id}.json`,
      catalogue: { system: sys.id, version: sys.version, entries: engine },
      bump: `the ${sys.id} ruleset version`,
    },
    {
      file: `${CATALOGUE_DIR}/${sys.id}.side.json`,
      catalogue: {
        system: sys.id,
        version: `${sys.version}+side.${SIDE_VIEW_VERSION}`,
        entries: side,
      },
      bump: `SIDE_VIEW_VERSION (src/render/side/index.ts) or the ${sys.id} ruleset version`,
    },
  ];
}

function crawlCatalogues(sys: CrawlSystem): BuiltCatalogue[] {
  type O = OptionValues<typeof sys.options>;
  const defaults = defaultsOf(sys.options) as O;
  const summary = hookOf(sys.id, 'crawl')?.summary ?? crawlSummary;
  const engine: CatalogueEntry[] = CATALOGUE_SEEDS.map((seed) => {
    const r = sys.run(seed, defaults, { step: CRAWL_CATALOGUE_STEP, path: [] });
    return {
      case: `seed ${seed} step ${CRAWL_CATALOGUE_STEP}`,
      summary: summary(r),
      digest: sha256Hex(JSON.stringify(crawlJson(r, undefined))),
    };
  });
  const maps: CatalogueEntry[] = PLAN_CASES.flatMap(({ seed, step }) => {
    const r = sys.run(seed, defaults, { step: Math.min(step, sys.steps.max), path: [] });
    return r.plan.levels.flatMap(({ level }) => {
      const spaces = r.plan.spaces.filter((s) => s.level === level).length;
      return (['sheet', 'vtt'] as const).map((mode) => ({
        case: `${seed} step ${step} level ${level} ${mode}`,
        summary: { levels: r.plan.levels.length, spaces },
        digest: sha256Hex(planMapSvg(sys, r, level, mode, mode === 'sheet' ? 24 : 40)),
      }));
    });
  });
  return [
    {
      file: `${CATALOGUE_DIR}/${sys.id}.json`,
      catalogue: { system: sys.id, version: sys.version, entries: engine },
      bump: `the ${sys.id} system version`,
    },
    {
      file: `${CATALOGUE_DIR}/${sys.id}.plan.json`,
      catalogue: { system: sys.id, version: planMapVersion(sys), entries: maps },
      bump: `PLAN_VIEW_VERSION (src/render/plan/plan-svg.ts) or the ${sys.id} system version`,
    },
  ];
}

/** Every catalogue of every registered system, in registry order. */
export function catalogues(registry: Registry = REGISTRY): BuiltCatalogue[] {
  return [
    ...registry.histories.flatMap(historyCatalogues),
    ...registry.crawls.flatMap(crawlCatalogues),
  ];
}
