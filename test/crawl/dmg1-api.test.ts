/**
 * The /v1/crawl/dmg1 routes, in process: status, content types, caching headers, bounds and
 * problem+json errors, and the registry entry.
 */
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/app';

const app = createTestApp();
const get = (url: string, headers: Record<string, string> = {}) => app.request(url, { headers });

describe('/v1/crawl/dmg1', () => {
  it('answers the plan as JSON with the ruleset version and an immutable ETag', async () => {
    const r = await get('/v1/crawl/dmg1?seed=greyhawk&step=20');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('application/json');
    expect(r.headers.get('strata-ruleset-version')).toBe('dmg1.1.0');
    expect(r.headers.get('cache-control')).toContain('immutable');
    const body = (await r.json()) as {
      system: string;
      step: number;
      spaces: unknown[];
      frontier: unknown[];
      log: unknown[];
    };
    expect(body.system).toBe('dmg1');
    expect(body.step).toBe(20);
    expect(body.log).toHaveLength(21);
    const again = await get('/v1/crawl/dmg1?seed=greyhawk&step=20', {
      'if-none-match': r.headers.get('etag')!,
    });
    expect(again.status).toBe(304);
  });
  it('keeps one level when asked', async () => {
    const body = (await (await get('/v1/crawl/dmg1?seed=greyhawk&step=60&level=1')).json()) as {
      spaces: { level: number }[];
    };
    expect(body.spaces.every((s) => s.level === 1)).toBe(true);
  });
  it('draws the map as SVG and PNG', async () => {
    const svg = await get('/v1/crawl/dmg1/map.svg?seed=greyhawk&step=30');
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(await svg.text()).toContain('AD&amp;D DMG Appendix A: dungeon level 1');
    const png = await get('/v1/crawl/dmg1/map.png?seed=greyhawk&step=30&width=600');
    expect(png.status).toBe(200);
    const bytes = new Uint8Array(await png.arrayBuffer());
    expect(new DataView(bytes.buffer).getUint32(16)).toBe(600);
  });
  it('answers the room key as text', async () => {
    const r = await get('/v1/crawl/dmg1/key?seed=greyhawk&step=30');
    expect(r.headers.get('content-type')).toContain('text/plain');
    const text = await r.text();
    expect(text).toMatch(/^DUNGEON LEVEL 1\n/);
    expect(text).toMatch(/\n1\. /);
  });
  it('exports Universal VTT', async () => {
    const r = await get('/v1/crawl/dmg1/uvtt?seed=greyhawk&step=30&pixelsPerGrid=20');
    const body = (await r.json()) as {
      format: number;
      resolution: { pixels_per_grid: number };
      image: string;
    };
    expect(body.format).toBe(0.3);
    expect(body.resolution.pixels_per_grid).toBe(20);
    expect(body.image.startsWith('iVBORw0KGgo')).toBe(true);
  });
  it.each([
    ['/v1/crawl/dmg1?seed=x&step=501', 'step'],
    ['/v1/crawl/dmg1?step=3', 'seed'],
    ['/v1/crawl/dmg1?seed=x&path=e999', 'path'],
    ['/v1/crawl/dmg1?seed=x&path=bad', 'path'],
    ['/v1/crawl/dmg1?seed=x&nonsense=1', 'nonsense'],
    ['/v1/crawl/dmg1/map.png?seed=x&width=9000', 'width'],
    ['/v1/crawl/dmg1/uvtt?seed=x&pixelsPerGrid=500', 'pixelsPerGrid'],
    ['/v1/crawl/dmg1?seed=x&searcher=dwarf', 'searcher'],
  ])('%s is a 400 naming %s', async (url, parameter) => {
    const r = await get(url);
    expect(r.status).toBe(400);
    expect(r.headers.get('content-type')).toBe('application/problem+json');
    expect(((await r.json()) as { parameter: string }).parameter).toBe(parameter);
  });
  it('is listed in /v1/rulesets', async () => {
    const body = (await (await get('/v1/rulesets')).json()) as {
      rulesets: { id: string; version: string; endpoint: string }[];
    };
    expect(body.rulesets.find((s) => s.id === 'dmg1')).toMatchObject({
      version: 'dmg1.1.0',
      endpoint: '/v1/crawl/dmg1',
    });
  });
  it('raised no unexpected errors', () => {
    expect(app.unexpectedErrors).toEqual([]);
  });
});
