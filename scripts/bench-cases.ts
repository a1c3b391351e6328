/**
 * Benchmark cases beyond the automatic one-per-seeded-route, listed per registered system
 * (src/systems.ts) so a new system is benched from its registry line: heavier queries (a history
 * to its last age, its map as SVG and a 1600-px PNG; a long crawl and its map), and references
 * run in the same process (as functions) to report ratios against: rot.js's Digger for scale,
 * and each system's engine alone and drawing alone.
 */
import { Map as RotMap, RNG as RotRng } from 'rot-js';
import { defaultsOf, type OptionValue, type OptionSpec } from '../src/core/system';
import type { HistoryRuleset } from '../src/hthad/history/ruleset';
import type { CrawlSystem } from '../src/crawl/plan/system';
import type { PlayedGame } from '../src/crawl/plan/play';
import { planMapSvg } from '../src/render/plan/plan-map';
import { renderSideView } from '../src/render/side';
import { REGISTRY } from '../src/systems';

export interface UrlCase {
  readonly name: string;
  /** Without the seed, which the bench varies. */
  readonly url: string;
}
export interface ReferenceCase {
  readonly name: string;
  readonly run: () => unknown;
}

/** The step a crawl is benched at (issue 6 asks for step=200). */
export const CRAWL_BENCH_STEP = 200;

/**
 * The heaviest option mix a query can name, read off the specs: each list option at its first
 * `max` values (e.g. two civilizations), everything else at its default.
 */
export function heavyOptions(specs: readonly OptionSpec[]): Record<string, OptionValue> {
  const out: Record<string, OptionValue> = {
    ...(defaultsOf(specs) as Record<string, OptionValue>),
  };
  for (const s of specs) if (s.type === 'list' && s.max > 1) out[s.name] = s.values.slice(0, s.max);
  return out;
}

/** The query spelling of the options that differ from their defaults. */
export function heavyQuery(specs: readonly OptionSpec[]): string {
  const heavy = heavyOptions(specs);
  return specs
    .filter((s) => s.type === 'list' && s.max > 1)
    .map((s) => `&${s.name}=${(heavy[s.name] as readonly string[]).join(',')}`)
    .join('');
}

function historyCases(sys: HistoryRuleset): UrlCase[] {
  const last = sys.ages[sys.ages.length - 1]!;
  const middle = sys.ages[Math.floor((sys.ages.length - 1) / 2)]!;
  const q = `ruleset=${sys.id}`;
  const heavy = heavyQuery(sys.options);
  const cases: UrlCase[] = [
    { name: `${sys.id} full history to the end`, url: `/v1/dungeon?${q}&until=${last.id}` },
    {
      name: `${sys.id} first half only (until=${middle.id})`,
      url: `/v1/dungeon?${q}&until=${middle.id}`,
    },
    {
      name: `${sys.id} map: SVG full world${heavy ? ', heaviest options' : ''}`,
      url: `/v1/dungeon/map.svg?${q}&until=${last.id}${heavy}`,
    },
    {
      name: `${sys.id} map: PNG 1600 px${heavy ? ', heaviest options' : ''}`,
      url: `/v1/dungeon/map.png?${q}&until=${last.id}${heavy}&width=1600`,
    },
  ];
  if (sys.campaign)
    cases.push({ name: `${sys.id} campaign map`, url: `/v1/dungeon/campaign?${q}` });
  return cases;
}

function crawlCases(sys: CrawlSystem): UrlCase[] {
  const step = Math.min(CRAWL_BENCH_STEP, sys.steps.max);
  return [
    { name: `${sys.id} JSON step=${step}`, url: `/v1/crawl/${sys.id}?step=${step}` },
    { name: `${sys.id} map.svg step=${step}`, url: `/v1/crawl/${sys.id}/map.svg?step=${step}` },
  ];
}

/** A played game: its last round (the whole quest) as JSON and its map; named by kind and id. */
function playCases(game: PlayedGame): UrlCase[] {
  const round = game.rounds.max;
  return [
    { name: `play:${game.id} JSON round=${round}`, url: `/v1/play/${game.id}?round=${round}` },
    {
      name: `play:${game.id} map.svg round=${round}`,
      url: `/v1/play/${game.id}/map.svg?round=${round}`,
    },
  ];
}

export const URL_CASES: readonly UrlCase[] = [
  ...REGISTRY.histories.flatMap(historyCases),
  ...REGISTRY.crawls.flatMap(crawlCases),
  ...REGISTRY.games.flatMap(playCases),
];

function historyReferences(sys: HistoryRuleset): ReferenceCase[] {
  const options = heavyOptions(sys.options) as Parameters<typeof sys.run>[1];
  const stop = { until: sys.ages[sys.ages.length - 1]!.id, year: null };
  const world = sys.run('khazad', options, stop);
  const ruleset = { id: sys.id, title: sys.title, version: sys.version };
  return [
    {
      name: `${sys.id} map: simulation only (run, heaviest options)`,
      run: () => sys.run('khazad', options, stop),
    },
    {
      name: `${sys.id} map: drawing only (renderSideView of that world)`,
      run: () => renderSideView({ world: world.world, seed: 'khazad', ruleset, at: world.reached }),
    },
  ];
}

function crawlReferences(sys: CrawlSystem): ReferenceCase[] {
  const options = defaultsOf(sys.options) as Parameters<typeof sys.run>[1];
  const stop = { step: Math.min(CRAWL_BENCH_STEP, sys.steps.max), path: [] };
  const crawl = sys.run('greyhawk', options, stop);
  return [
    {
      name: `${sys.id} crawl only (run to step ${stop.step})`,
      run: () => sys.run('greyhawk', options, stop),
    },
    {
      name: `${sys.id} drawing only (plan map of level 1)`,
      run: () => planMapSvg(sys, crawl, 1, 'sheet', 24),
    },
  ];
}

export const REFERENCE_CASES: readonly ReferenceCase[] = [
  {
    // rot.js's Digger on an 80x25 map: a classic room-and-corridor generator, for scale.
    // (rot.js seeds a module-level RNG; fine in a benchmark, which is exactly what Strata avoids.)
    name: 'rot.js Digger 80x25',
    run: () => {
      RotRng.setSeed(1234);
      let floor = 0;
      new RotMap.Digger(80, 25).create((_x, _y, wall) => {
        if (!wall) floor++;
      });
      return floor;
    },
  },
  ...REGISTRY.histories.flatMap(historyReferences),
  ...REGISTRY.crawls.flatMap(crawlReferences),
];
