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
import { plunginSheets } from './render/plungin/sheets';

/** A registered system of any kind. */
export type AnySystem = HistoryRuleset | CrawlSystem | PlayedGame;

// Each system keeps its own option and result types; the registry sees them as their kind.
export const SYSTEMS: readonly AnySystem[] = [
  hthad2008 as unknown as HistoryRuleset,
  hthad2019 as unknown as HistoryRuleset,
  dmg1 as unknown as CrawlSystem,
  plungin as unknown as CrawlSystem,
  tiles as unknown as CrawlSystem,
  // The play aids are drawn outside the engine's folder, so they join the game here.
  { ...plunginPlay, sheets: plunginSheets } as unknown as PlayedGame,
];

/** The registered systems of one kind, in registry order. */
export interface Registry {
  readonly all: readonly AnySystem[];
  readonly histories: readonly HistoryRuleset[];
  readonly crawls: readonly CrawlSystem[];
  readonly games: readonly PlayedGame[];
}

/** A system's unique name in the registry: its kind and id (`crawl:plungin`, `play:plungin`). */
export const systemKey = (s: Pick<AnySystem, 'kind' | 'id'>): string => `${s.kind}:${s.id}`;

/** The system of one kind with this id, if registered. */
export function systemOf<K extends AnySystem['kind']>(
  all: readonly AnySystem[],
  kind: K,
  id: string,
): Extract<AnySystem, { kind: K }> | undefined {
  return all.find((s) => s.kind === kind && s.id === id) as
    Extract<AnySystem, { kind: K }> | undefined;
}

/** A registry over a list of systems (the app takes one, so tests can register fakes). */
export function registryOf(all: readonly AnySystem[]): Registry {
  // Ids are unique per kind: a played game shares its crawl's id (`plungin`).
  const ids = new Set<string>();
  for (const s of all) {
    const key = systemKey(s);
    if (ids.has(key)) throw new Error(`two ${s.kind} systems share the id ${s.id}`);
    ids.add(key);
  }
  return {
    all,
    histories: all.filter((s): s is HistoryRuleset => s.kind === 'history'),
    crawls: all.filter((s): s is CrawlSystem => s.kind === 'crawl'),
    games: all.filter((s): s is PlayedGame => s.kind === 'play'),
  };
}

export const REGISTRY: Registry = registryOf(SYSTEMS);
