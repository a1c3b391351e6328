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
    expect([body.system, body.version]).toEqual(['tiles', 'tiles.0.4.0']);
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
  it('marks each wall portal LH or RH as its note says, draws the shaft square and keys the features drawn', async () => {
    const json = (await (await app.request('/v1/crawl/tiles?seed=greyhawk&step=40')).json()) as {
      portals: { id: string; level: number; note: string; cell?: unknown }[];
    };
    const svg = await (await app.request('/v1/crawl/tiles/map.svg?seed=greyhawk&step=40')).text();
    const marks = [...svg.matchAll(/<g data-hand="([^"]+)"><text[^>]*>([^<]+)<\/text>/g)].map(
      (m) => [m[1]!, m[2]!] as const,
    );
    expect(marks.length).toBeGreaterThan(10);
    for (const [id, text] of marks) {
      const p = json.portals.find((x) => x.id === id)!;
      expect(p.level).toBe(1);
      expect(p.note.slice(0, 3)).toBe(`${text} `);
    }
    // Every door or opening rolled on a tile side has a hand (text: portals are LH or RH).
    const rolled = json.portals.filter((p) => p.level === 1 && !p.cell && /^[LR]H /.test(p.note));
    expect(rolled.length).toBeGreaterThanOrEqual(marks.length);
    // The sinkhole/shaft cells are squares (a 5-ft black square, text 75-77), not circles.
    expect(svg).toMatch(/<rect[^>]*fill="#111111" stroke="#555555"/);
    // The legend keys the features drawn on the level, each look once, and no other.
    const full = (await (
      await app.request('/v1/crawl/tiles?seed=greyhawk&step=40&geometry=full')
    ).json()) as { spaces: { level: number; features: { kind: string; cells: unknown[] }[] }[] };
    const drawn = new Set(
      full.spaces
        .filter((sp) => sp.level === 1)
        .flatMap((sp) => sp.features.filter((f) => f.cells.length > 0).map((f) => f.kind)),
    );
    const WORDS: Record<string, string> = {
      pool: 'pool, well',
      shaft: 'shaft',
      columns: 'column',
      'raised-area': 'raised area',
      pit: 'floor pit',
      altar: 'altar',
      brazier: 'brazier',
    };
    expect(drawn.size).toBeGreaterThan(0);
    for (const [kind, word] of Object.entries(WORDS))
      expect(svg.includes(`>${word}</text>`), kind).toBe(drawn.has(kind));
    const dmg1 = await (await app.request('/v1/crawl/dmg1/map.svg?seed=greyhawk&step=40')).text();
    expect(dmg1).not.toContain('data-hand');
  });
  it('refuses an option value outside its declaration', async () => {
    const res = await app.request('/v1/crawl/tiles?seed=x&dungeon=huge');
    expect(res.status).toBe(400);
  });
});
