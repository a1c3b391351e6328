/**
 * Every rule system Strata runs, one line each. The routes, the OpenAPI document,
 * `/v1/rulesets`, the viewer, the bench, the catalogues and the contract tests all read this
 * list: adding a system is its folder and a line here (README, "Adding a rule system").
 */
import type { HistoryRuleset } from './hthad/history/ruleset';
import type { CrawlSystem } from './crawl/plan/system';
import type { PlayedGame } from './crawl/plan/play';
import { hthad2008 } from './hthad/2008/system';
import { hthad2019 } from './hthad/2019/system';
import { dmg1 } from './crawl/dmg1/system';
import { plungin } from './crawl/plungin/system';
import { plunginPlay } from './crawl/plungin/play/system';
import { tiles } from './crawl/tiles/system';

/** A registered system of any kind. */
export type AnySystem = HistoryRuleset | CrawlSystem | PlayedGame;

// Each system keeps its own option and result types; the registry sees them as their kind.
export const SYSTEMS: readonly AnySystem[] = [
  hthad2008 as unknown as HistoryRuleset,
  hthad2019 as unknown as HistoryRuleset,
  dmg1 as unknown as CrawlSystem,
  plungin as unknown as CrawlSystem,
  tiles as unknown as CrawlSystem,
  plunginPlay as unknown as PlayedGame,
];

/** The registered systems of one kind, in registry order. */
export interface Registry {
  readonly all: readonly AnySystem[];
  readonly histories: readonly HistoryRuleset[];
  readonly crawls: readonly CrawlSystem[];
  readonly games: readonly PlayedGame[];
}

/** A registry over a list of systems (the app takes one, so tests can register fakes). */
export function registryOf(all: readonly AnySystem[]): Registry {
  const ids = new Set<string>();
  for (const s of all) {
    if (ids.has(`${s.kind}:${s.id}`)) throw new Error(`two systems share the id ${s.id}`);
    ids.add(`${s.kind}:${s.id}`);
  }
  return {
    all,
    histories: all.filter((s): s is HistoryRuleset => s.kind === 'history'),
    crawls: all.filter((s): s is CrawlSystem => s.kind === 'crawl'),
    games: all.filter((s): s is PlayedGame => s.kind === 'play'),
  };
}

export const REGISTRY: Registry = registryOf(SYSTEMS);
