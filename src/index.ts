/**
 * Strata as a library: the rule systems, their engines and the renderers, with no HTTP. These
 * are the functions the API's handlers call (the handlers add only validation, caching and
 * serialisation), so the same seed and options give the same bytes here as from the API.
 *
 * @example
 * ```ts
 * import { runHistory, historyMapSvg, runCrawl, crawlMapSvg, crawlUvtt, resvgNodeRenderer } from 'strata';
 *
 * const moria = runHistory('hthad2008', 'moria', { until: 'villainy' });
 * const svg = historyMapSvg(moria);                       // = GET /v1/dungeon/map.svg?seed=moria&until=villainy
 * const crawl = runCrawl('dmg1', 'greyhawk', { step: 60 });
 * const png = await resvgNodeRenderer().render(crawlMapSvg(crawl)); // = /v1/crawl/dmg1/map.png?…
 * const uvtt = await crawlUvtt(crawl, resvgNodeRenderer());          // = /v1/crawl/dmg1/uvtt?…
 * ```
 */
import { resolveOptions, type OptionSpec } from './core/system';
import type { CrawlRun, CrawlSystem } from './crawl/plan/system';
import { crawlJson, drawnRun } from './crawl/plan/system';
import { toFoundryScene } from './crawl/plan/foundry';
import { base64, toUvtt, type Uvtt } from './crawl/plan/uvtt';
import type { HistoryRuleset, HistoryRun } from './hthad/history/ruleset';
import type { AgeId } from './hthad/world';
import { renderFullChronicle, type ChronicleFormat } from './render/chronicle';
import { planMapSvg } from './render/plan/plan-map';
import type { PngRenderer } from './render/png';
import { dungeonName, renderSideView, type SideViewOptions } from './render/side';
import { REGISTRY, registryOf, SYSTEMS, type AnySystem, type Registry } from './systems';

// The registry and the system kinds.
export { REGISTRY, registryOf, SYSTEMS, type AnySystem, type Registry };
export type { CrawlRun, CrawlSystem, HistoryRuleset, HistoryRun, OptionSpec };
export type { PlayedGame, PlayRun } from './crawl/plan/play';
export type { Plan } from './crawl/plan/types';
export type { Uvtt };
export type { PngRenderer, PngOptions } from './render/png';
export type { ChronicleFormat, SideViewOptions };
// The engines' and renderers' own functions, as the API's handlers call them.
export { resolveOptions, crawlJson, toUvtt, toFoundryScene, base64 };
export { renderSideView, renderFullChronicle, dungeonName, planMapSvg };
export { renderCampaignMap, fromCampaignData } from './render/campaign';
export { resvgNodeRenderer } from './adapters/png-resvg-node';
// The compact bodies' codecs (the API's default JSON form; the README's decoder).
export { compactDungeon, expandDungeon } from './api/history/compact';
export { compactGeometry, expandGeometry } from './crawl/plan/compact';

/** The pixels a grid square takes in a VTT image when not asked otherwise (as the API). */
export const VTT_PIXELS_PER_GRID = 70;
/** The pixels a grid square takes on a map sheet when not asked otherwise (as the API). */
export const SHEET_PIXELS_PER_GRID = 24;

function find<K extends AnySystem['kind']>(id: string, kind: K) {
  const sys = SYSTEMS.find((s) => s.kind === kind && s.id === id);
  if (!sys)
    throw new Error(
      `no ${kind} system ${JSON.stringify(id)}; ${kind} systems: ${SYSTEMS.filter(
        (s) => s.kind === kind,
      )
        .map((s) => s.id)
        .join(', ')}`,
    );
  return sys as Extract<AnySystem, { kind: K }>;
}

/** A history ruleset by id (`hthad2008`…). */
export function historyRuleset(id: string): HistoryRuleset {
  return find(id, 'history');
}

/** A crawl system by id (`dmg1`…). */
export function crawlSystem(id: string): CrawlSystem {
  return find(id, 'crawl');
}

/** A history replay, with the ruleset that made it (what the renderers need). */
export interface History {
  readonly sys: HistoryRuleset;
  readonly run: HistoryRun;
}

/**
 * Replay a dungeon's history from a seed to an age (and year of it), as `GET /v1/dungeon` does.
 * Options are the ruleset's own (`/v1/rulesets` lists them); absent ones take their defaults.
 */
export function runHistory(
  ruleset: string,
  seed: string,
  stop: {
    readonly until?: string;
    readonly year?: number | null;
    readonly options?: Readonly<Record<string, unknown>>;
  } = {},
): History {
  const sys = historyRuleset(ruleset);
  const until = (stop.until ?? sys.ages.at(-1)?.id ?? 'end') as AgeId;
  if (!sys.ages.some((a) => a.id === until))
    throw new Error(`${sys.id} has no age ${until}: ${sys.ages.map((a) => a.id).join(', ')}`);
  const options = resolveOptions(sys.options, stop.options ?? {});
  return { sys, run: sys.run(seed, options as never, { until, year: stop.year ?? null }) };
}

/** The side-view map of a history as SVG, as `/v1/dungeon/map.svg` draws it. */
export function historyMapSvg(h: History, options: Partial<SideViewOptions> = {}): string {
  const { sys, run } = h;
  return renderSideView(
    {
      world: run.world,
      seed: run.seed,
      ruleset: { id: sys.id, title: sys.title, version: sys.version },
      at: run.reached,
      events: run.events,
    },
    options,
  );
}

/** The Historical Record, as `/v1/dungeon/chronicle` writes it (text, markdown or JSON). */
export function historyChronicle(h: History, format: ChronicleFormat = 'text'): string {
  const { sys, run } = h;
  return renderFullChronicle(
    { ...run, ruleset: { id: sys.id, title: sys.title, version: sys.version } },
    format,
  );
}

/** A crawl replay, with the system that made it. */
export interface Crawl {
  readonly sys: CrawlSystem;
  readonly run: CrawlRun;
}

/**
 * Replay a crawl from a seed for a number of steps, as `GET /v1/crawl/{system}` does: `path`
 * chooses the first exits (frontier ids), the explorer the rest.
 */
export function runCrawl(
  system: string,
  seed: string,
  stop: {
    readonly step?: number;
    readonly path?: readonly string[];
    readonly options?: Readonly<Record<string, unknown>>;
  } = {},
): Crawl {
  const sys = crawlSystem(system);
  const options = resolveOptions(sys.options, stop.options ?? {});
  const step = stop.step ?? sys.steps.default;
  return { sys, run: sys.run(seed, options as never, { step, path: stop.path ?? [] }) };
}

export interface CrawlMapOptions {
  readonly level?: number;
  /** `sheet`: with title, legend and key; `vtt`: the map area only, as a VTT background. */
  readonly mode?: 'sheet' | 'vtt';
  readonly pixelsPerGrid?: number;
  /** `player` leaves out the referee's marks and draws secret doors as wall. */
  readonly view?: 'referee' | 'player';
}

/** One level of a crawl as SVG, as `/v1/crawl/{system}/map.svg` draws it. */
export function crawlMapSvg(c: Crawl, o: CrawlMapOptions = {}): string {
  const mode = o.mode ?? 'sheet';
  const ppg = o.pixelsPerGrid ?? (mode === 'vtt' ? VTT_PIXELS_PER_GRID : SHEET_PIXELS_PER_GRID);
  const level = o.level ?? 1;
  return planMapSvg(c.sys, drawnRun(c.sys, c.run, level), level, mode, ppg, o.view ?? 'referee');
}

/** One level's room key as text, as `/v1/crawl/{system}/key` writes it. */
export function crawlKey(c: Crawl, level = 1): string {
  return c.sys.key(c.run, level);
}

/**
 * One level as a Universal VTT document (what a `.dd2vtt` file holds), its background rendered
 * by the PNG renderer given, as `/v1/crawl/{system}/uvtt` answers it.
 */
export async function crawlUvtt(
  c: Crawl,
  png: PngRenderer,
  o: Omit<CrawlMapOptions, 'mode'> = {},
): Promise<Uvtt> {
  const level = o.level ?? 1;
  const ppg = o.pixelsPerGrid ?? VTT_PIXELS_PER_GRID;
  const view = o.view ?? 'referee';
  const run = drawnRun(c.sys, c.run, level);
  const image = await png.render(planMapSvg(c.sys, run, level, 'vtt', ppg, view));
  return toUvtt(run.plan, level, { pixelsPerGrid: ppg, imageBase64: base64(image), view });
}
