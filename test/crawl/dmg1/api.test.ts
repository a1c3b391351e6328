/**
 * The /v1/crawl/dmg1 routes, in process: status, content types, caching headers, bounds and
 * problem+json errors, and the registry entry.
 */
import { describe, expect, it } from 'vitest';
import { DMG1_VERSION } from '../../../src/crawl/dmg1/engine';
import { DMG1_MAP_VERSION } from '../../helpers/dmg1-map';
import { createTestApp } from '../../helpers/app';

const app = createTestApp();
const get = (url: string, headers: Record<string, string> = {}) => app.request(url, { headers });

describe('/v1/crawl/dmg1', () => {
  it('answers the plan as JSON with the ruleset version and an ETag, immutable when pinned', async () => {
    const r = await get('/v1/crawl/dmg1?seed=greyhawk&step=20');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('application/json');
    expect(r.headers.get('strata-ruleset-version')).toBe(DMG1_VERSION);
    expect(r.headers.get('cache-control')).toContain('must-revalidate');
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
  it('versions maps by ruleset and drawing, the plan by its body layout, the key by the ruleset alone', async () => {
    const q = 'seed=greyhawk&step=30';
    const version = async (route: string) =>
      (await get(`/v1/crawl/dmg1${route}?${q}`)).headers.get('strata-version');
    // A drawing change gives the maps new bytes and so a new version (their ETags follow it);
    // the plan's bytes are the same, and keep theirs.
    expect(DMG1_MAP_VERSION).toMatch(
      new RegExp(`^${DMG1_VERSION.replace(/\./g, '\\.')}\\+plan\\.\\d+\\.\\d+\\.\\d+$`),
    );
    expect(await version('/map.svg')).toBe(DMG1_MAP_VERSION);
    // The PNG renderer's version follows for images (resvg's bytes differ between releases).
    expect(await version('/map.png')).toBe(`${DMG1_MAP_VERSION}+png.resvg-2.6.2.enc-7`);
    // The exports add their own versions.
    expect(await version('/uvtt')).toBe(`${DMG1_MAP_VERSION}+png.resvg-2.6.2.enc-7+uvtt.2`);
    expect(await version('/foundry')).toBe(`${DMG1_MAP_VERSION}+png.resvg-2.6.2.enc-7+foundry.1`);
    // The plan's body has its own layout version (json.3: compact by default).
    expect(await version('')).toBe(`${DMG1_VERSION}+json.3`);
    expect(await version('/key')).toBe(DMG1_VERSION);
    // The map's title block names the version it was drawn by.
    expect(await (await get(`/v1/crawl/dmg1/map.svg?${q}`)).text()).toContain(DMG1_MAP_VERSION);
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
    ['/v1/crawl/dmg1/uvtt?seed=x&view=dm', 'view'],
    ['/v1/crawl/dmg1/uvtt?seed=x&image=jpeg', 'image'],
    ['/v1/crawl/dmg1/foundry?seed=x&foundry=12', 'foundry'],
    ['/v1/crawl/dmg1/map.png?seed=x&mode=vtt&width=400', 'width'],
    ['/v1/crawl/dmg1?seed=x&searcher=dwarf', 'searcher'],
  ])('%s is a 400 naming %s', async (url, parameter) => {
    const r = await get(url);
    expect(r.status).toBe(400);
    expect(r.headers.get('content-type')).toBe('application/problem+json');
    expect(((await r.json()) as { parameter: string }).parameter).toBe(parameter);
  });
  const ROUTES = ['', '/map.svg', '/map.png', '/key', '/uvtt', '/foundry'] as const;
  it('shares one query, with its defaults declared, across all six routes', async () => {
    const doc = (await (await get('/openapi.json')).json()) as {
      paths: Record<
        string,
        { get: { parameters: { name: string; schema: { default?: unknown } }[] } }
      >;
    };
    const params = ROUTES.map((r) => doc.paths[`/v1/crawl/dmg1${r}`]!.get.parameters);
    const map = ['view', 'mode', 'pixelsPerGrid'];
    const own = {
      '': ['geometry'],
      '/map.svg': map,
      '/map.png': [...map, 'width'],
      '/uvtt': ['view', 'pixelsPerGrid', 'image'],
      '/foundry': ['foundry', 'view', 'pixelsPerGrid'],
    } as Record<string, string[]>;
    const shared = (i: number) =>
      params[i]!.filter((p) => !(own[ROUTES[i]!] ?? []).includes(p.name)).map((p) => [
        p.name,
        p.schema.default,
      ]);
    for (let i = 1; i < ROUTES.length; i++) expect(shared(i)).toEqual(shared(0));
    for (const list of params) {
      expect(list.find((p) => p.name === 'step')?.schema.default).toBe(60);
      expect(list.find((p) => p.name === 'level')?.schema.default).toBe(1);
    }
  });
  it('answers step 60 of level 1 when neither is given', async () => {
    const body = (await (await get('/v1/crawl/dmg1?seed=greyhawk')).json()) as {
      step: number;
      complete: boolean;
      level: number;
      log: unknown[];
      spaces: { level: number }[];
    };
    expect(body.complete || body.step === 60).toBe(true);
    expect(body.log).toHaveLength(body.step + 1);
    expect(body.level).toBe(1);
    expect(body.spaces.every((s) => s.level === 1)).toBe(true);
  });
  it('refuses, on every route, a path exit that is not on the frontier at its turn', async () => {
    // An exit made by a later step cannot be open at step 1; an exit already resolved cannot be
    // resolved again.
    const later = (await (await get('/v1/crawl/dmg1?seed=greyhawk&step=10')).json()) as {
      frontier: { id: string; step: number }[];
    };
    const late = later.frontier.find((e) => e.step > 1);
    expect(late).toBeDefined();
    const start = (await (await get('/v1/crawl/dmg1?seed=greyhawk&step=0')).json()) as {
      frontier: { id: string }[];
    };
    const first = start.frontier[0]!.id;
    const ok = await get(`/v1/crawl/dmg1?seed=greyhawk&step=1&path=${first}`);
    expect(ok.status).toBe(200);
    for (const route of ROUTES)
      for (const path of [late!.id, `${first},${first}`, 'e999999']) {
        const r = await get(`/v1/crawl/dmg1${route}?seed=greyhawk&step=5&path=${path}`);
        expect(r.status).toBe(400);
        expect(r.headers.get('content-type')).toBe('application/problem+json');
        expect(((await r.json()) as { parameter: string }).parameter).toBe('path');
      }
  });
  it('refuses, on every route, a level the crawl has not reached, and draws one it has', async () => {
    const plan = (await (await get('/v1/crawl/dmg1?seed=greyhawk&step=300')).json()) as {
      levels: { level: number }[];
    };
    const reached = plan.levels.map((l) => l.level);
    expect(reached).toContain(2);
    const beyond = Math.max(...reached) + 1;
    for (const route of ROUTES) {
      const r = await get(`/v1/crawl/dmg1${route}?seed=greyhawk&step=300&level=${beyond}`);
      expect(r.status).toBe(400);
      expect(r.headers.get('content-type')).toBe('application/problem+json');
      expect(((await r.json()) as { parameter: string }).parameter).toBe('level');
    }
    const two = await get('/v1/crawl/dmg1/map.svg?seed=greyhawk&step=300&level=2');
    expect(two.status).toBe(200);
    expect(await two.text()).toContain('dungeon level 2');
    const early = await get('/v1/crawl/dmg1/key?seed=greyhawk&step=0&level=2');
    expect(early.status).toBe(400);
  });
  it('is listed in /v1/rulesets', async () => {
    const body = (await (await get('/v1/rulesets')).json()) as {
      rulesets: { id: string; version: string; endpoint: string }[];
    };
    expect(body.rulesets.find((s) => s.id === 'dmg1')).toMatchObject({
      version: DMG1_VERSION,
      endpoint: '/v1/crawl/dmg1',
    });
  });
  it('raised no unexpected errors', () => {
    expect(app.unexpectedErrors).toEqual([]);
  });
});
