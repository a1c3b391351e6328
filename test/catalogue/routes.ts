/**
 * The route goldens: URL → { status, sha256, version } over every seeded route of every
 * registered system, each option changed one at a time (derived from the option specs, so a
 * new system or option is covered without a line here), every stop, every chronicle format, the
 * drawing options, campaign, key, PNG and UVTT. Committed as test/catalogue/routes.json by
 * `npm run catalogue`; compared in test/catalogue/routes.test.ts. PNGs are few and small.
 */
import type { Hono } from 'hono';
import { defaultsOf, type OptionValues } from '../../src/core/system';
import { SHEETS, THEME_IDS } from '../../src/render/side';
import { REGISTRY, type Registry } from '../../src/systems';
import type { HistoryRuleset } from '../../src/hthad/history/ruleset';
import type { CrawlSystem } from '../../src/crawl/plan/system';
import { createHash } from 'node:crypto';
import { optionMixes, queryValue } from '../contract/options';
import type { RouteGolden, RouteGoldens } from './format';

export const ROUTES_FILE = 'test/catalogue/routes.json';

const PNG_WIDTH = 256;

/** Each option changed alone, as query parameters (an empty list has no query spelling). */
function mixQueries(specs: HistoryRuleset['options']): string[] {
  return optionMixes(specs)
    .slice(1)
    .filter((m) => !(Array.isArray(m.value) && m.value.length === 0))
    .map((m) => `${m.name}=${queryValue(m.value!)}`);
}

function historyUrls(sys: HistoryRuleset): string[] {
  const q = (path: string, seed: string, extra = '') =>
    `/v1/dungeon${path}?seed=${seed}&ruleset=${sys.id}${extra ? `&${extra}` : ''}`;
  const urls = [q('', 'moria'), ...mixQueries(sys.options).map((m) => q('', 'opt', m))];
  for (const a of sys.ages) {
    urls.push(q('', 'tomb', `until=${a.id}`));
    if (a.firstYear !== null) urls.push(q('', 'tomb', `until=${a.id}&year=${a.firstYear}`));
  }
  for (const format of ['text', 'markdown', 'json'])
    urls.push(q('/chronicle', 'moria', `format=${format}`));
  urls.push(q('/chronicle', 'tomb', `format=json&until=${sys.ages[2]?.id ?? sys.ages[0]!.id}`));
  urls.push(q('/map.svg', 'moria'));
  for (const theme of THEME_IDS.slice(1)) urls.push(q('/map.svg', 'tomb', `theme=${theme}`));
  for (const layers of SHEETS.slice(1)) urls.push(q('/map.svg', 'tomb', `layers=${layers}`));
  urls.push(q('/map.svg', 'tomb', 'labels=false&legend=false'));
  urls.push(q('/map.png', 'moria', `width=${PNG_WIDTH}`));
  if (sys.campaign) {
    const villainy = sys.ages.find((a) => a.id === 'villainy');
    urls.push(q('/campaign', 'moria', villainy ? 'until=villainy&year=1' : ''));
    urls.push(q('/campaign.svg', 'moria'));
    urls.push(q('/campaign.svg', 'tomb', 'theme=ink&labels=false'));
    urls.push(q('/campaign.png', 'moria', `width=${PNG_WIDTH}`));
  }
  return urls;
}

function crawlUrls(sys: CrawlSystem): string[] {
  const base = `/v1/crawl/${sys.id}`;
  const q = (path: string, seed: string, extra = '') =>
    `${base}${path}?seed=${seed}${extra ? `&${extra}` : ''}`;
  // A grown crawl, on its second level when it has one.
  const step = Math.min(200, sys.steps.max);
  const defaults = defaultsOf(sys.options) as OptionValues<typeof sys.options>;
  const grown = sys.run('greyhawk', defaults, { step, path: [] });
  const deep = `step=${step}&level=${grown.plan.levels[1]?.level ?? 1}`;
  const { frontier } = sys.run('x', defaults, { step: 0, path: [] }).plan;
  const path = frontier[frontier.length - 1]?.id;
  const urls = [q('', 'greyhawk'), ...mixQueries(sys.options).map((m) => q('', 'opt', m))];
  urls.push(q('', 'greyhawk', 'step=0'), q('', 'greyhawk', deep));
  if (path) urls.push(q('', 'x', `path=${path}&step=5`));
  urls.push(q('/key', 'greyhawk'), q('/key', 'greyhawk', deep));
  urls.push(q('/map.svg', 'greyhawk'), q('/map.svg', 'greyhawk', deep));
  urls.push(q('/map.png', 'greyhawk', `width=${PNG_WIDTH}`));
  urls.push(q('/uvtt', 'greyhawk'), q('/uvtt', 'greyhawk', `${deep}&pixelsPerGrid=30`));
  return urls;
}

/** Every golden URL of every registered system, in registry order. */
export function routeUrls(registry: Registry = REGISTRY): string[] {
  return [...registry.histories.flatMap(historyUrls), ...registry.crawls.flatMap(crawlUrls)];
}

/** One URL's answer as its golden. */
export async function routeGolden(app: Pick<Hono, 'request'>, url: string): Promise<RouteGolden> {
  const res = await app.request(url);
  const body = new Uint8Array(await res.arrayBuffer());
  return {
    status: res.status,
    sha256: createHash('sha256').update(body).digest('hex'),
    version: res.headers.get('strata-version'),
  };
}

/** Every URL's golden, in order. */
export async function routeGoldens(
  app: Pick<Hono, 'request'>,
  urls: readonly string[] = routeUrls(),
): Promise<RouteGoldens> {
  const out: Record<string, RouteGolden> = {};
  for (const url of urls) out[url] = await routeGolden(app, url);
  return out;
}
