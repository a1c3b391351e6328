/**
 * The engine as a library (package.json `exports` → src/index.ts): the same seed and options
 * give the bytes the API sends, since the library and the handlers call the same functions.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  crawlKey,
  crawlMapSvg,
  crawlUvtt,
  historyChronicle,
  historyMapSvg,
  planMapSvg,
  renderSideView,
  resvgNodeRenderer,
  runCrawl,
  runHistory,
  SYSTEMS,
} from '../../src/index';
import { planMapSvg as handlersPlanMapSvg } from '../../src/render/plan/plan-map';
import { renderSideView as handlersSideView } from '../../src/render/side';
import { createTestApp } from '../helpers/app';

const app = createTestApp();
const api = async (path: string) => {
  const res = await app.request(path);
  expect(res.status, path).toBe(200);
  return res.text();
};

describe('the library', () => {
  it('is the package’s typed export', () => {
    const pkg = JSON.parse(
      readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
    ) as {
      exports: Record<string, Record<string, string>>;
    };
    const types = pkg.exports['.']!.types!;
    expect(existsSync(new URL(`../../${types}`, import.meta.url))).toBe(true);
    expect(types).toBe('./src/index.ts');
  });

  it('exports the renderers the handlers call, not copies', () => {
    expect(planMapSvg).toBe(handlersPlanMapSvg);
    expect(renderSideView).toBe(handlersSideView);
    expect(SYSTEMS.map((s) => s.id)).toContain('dmg1');
  });

  it('replays a history and draws and writes it as the API does', async () => {
    const h = runHistory('hthad2008', 'moria', { until: 'villainy', year: 2 });
    expect(historyMapSvg(h)).toBe(
      await api('/v1/dungeon/map.svg?seed=moria&until=villainy&year=2'),
    );
    expect(historyChronicle(h, 'markdown')).toBe(
      await api('/v1/dungeon/chronicle?seed=moria&until=villainy&year=2&format=markdown'),
    );
    const opts = runHistory('hthad2008', 'balin', {
      until: 'civilization',
      options: { civ: ['demons'] },
    });
    expect(historyMapSvg(opts, { labels: false })).toBe(
      await api('/v1/dungeon/map.svg?seed=balin&until=civilization&civ=demons&labels=false'),
    );
  });

  it('replays a crawl and draws, keys and exports it as the API does', async () => {
    const c = runCrawl('dmg1', 'greyhawk', { step: 20, path: ['e2'] });
    const q = 'seed=greyhawk&step=20&path=e2';
    expect(crawlMapSvg(c)).toBe(await api(`/v1/crawl/dmg1/map.svg?${q}`));
    expect(crawlMapSvg(c, { mode: 'vtt', view: 'player' })).toBe(
      await api(`/v1/crawl/dmg1/map.svg?${q}&mode=vtt&view=player`),
    );
    expect(crawlKey(c)).toBe(await api(`/v1/crawl/dmg1/key?${q}`));
    const uvtt = await crawlUvtt(c, resvgNodeRenderer(), { pixelsPerGrid: 20 });
    expect(JSON.stringify(uvtt)).toBe(await api(`/v1/crawl/dmg1/uvtt?${q}&pixelsPerGrid=20`));
  });

  it('says which systems there are when asked for one that is not', () => {
    expect(() => runCrawl('nosuch', 'x')).toThrow(/crawl systems: .*dmg1/);
    expect(() => runHistory('hthad2008', 'x', { until: 'soon' })).toThrow(/no age soon/);
  });
});
