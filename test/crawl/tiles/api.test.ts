/**
 * The tile crawl end to end through the generated crawl routes: JSON, key, map (SVG and PNG) and
 * UVTT, served by an app whose registry adds the system (so this holds before registration too).
 */
import { describe, expect, it } from 'vitest';
import { resvgNodeRenderer } from '../../../src/adapters/png-resvg-node';
import { createApp } from '../../../src/app';
import type { CrawlSystem } from '../../../src/crawl/plan/system';
import { tiles } from '../../../src/crawl/tiles/system';
import { registryOf, SYSTEMS } from '../../../src/systems';

const all = SYSTEMS.some((s) => s.id === 'tiles')
  ? SYSTEMS
  : [...SYSTEMS, tiles as unknown as CrawlSystem];
const app = createApp({ png: resvgNodeRenderer(), systems: registryOf(all) });

describe('/v1/crawl/tiles', () => {
  it('answers JSON with the wilderness entry at the start', async () => {
    const res = await app.request('/v1/crawl/tiles?seed=greyhawk&step=40');
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      system: string;
      version: string;
      spaces: { kind: string; note: string }[];
      log: unknown[];
    };
    expect([body.system, body.version]).toEqual(['tiles', 'tiles.0.3.0']);
    expect(body.spaces[0]!.kind).toBe('landing');
    expect(body.spaces[0]!.note).toMatch(/^Entry/);
    expect(body.log.length).toBeGreaterThan(1);
  });
  it('answers the key, the map and the UVTT export', async () => {
    const key = await app.request('/v1/crawl/tiles/key?seed=greyhawk&step=40');
    expect(key.status).toBe(200);
    expect(await key.text()).toMatch(/DUNGEON LEVEL 1/);
    const svg = await app.request('/v1/crawl/tiles/map.svg?seed=greyhawk&step=40');
    expect(svg.status).toBe(200);
    expect(await svg.text()).toMatch(/<svg/);
    const png = await app.request('/v1/crawl/tiles/map.png?seed=greyhawk&step=40&width=600');
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    const uvtt = await app.request('/v1/crawl/tiles/uvtt?seed=greyhawk&step=40&pixelsPerGrid=20');
    expect(uvtt.status).toBe(200);
  });
  it('refuses an option value outside its declaration', async () => {
    const res = await app.request('/v1/crawl/tiles?seed=x&dungeon=huge');
    expect(res.status).toBe(400);
  });
});
