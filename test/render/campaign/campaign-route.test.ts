import { OpenAPIHono } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { resvgNodeRenderer } from '../../../src/adapters/png-resvg-node';
import { campaignMapRoutes, type CampaignDataOf } from '../../../src/api/dungeon-maps';
import type { AppEnv } from '../../../src/api/lib/types';
import { validationHook } from '../../../src/api/lib/validation';
import { centre } from '../../../src/hthad/world';
import { xmlProblems } from '../side/xml';

/**
 * Test data in the shape the late-ages work serves: every entrance, rows 1–8 in turn. Not the
 * rules (those roll a d8 on their own stream); just enough to exercise the route.
 */
const dataOf: CampaignDataOf = (seed, world) => ({
  seed,
  rows: 8,
  entrances: world.places
    .filter((p) => p.kind === 'entrance')
    .map((p, i) => ({
      place: p.id,
      x: centre(p.shape).x / world.page.width,
      row: (i % 8) + 1,
      kind: 'natural cave',
    })),
  towns: [],
  landmarks: [],
  races: [{ race: 'Dwarf settlement', why: 'test', x: 0.5, row: 4 }],
});

const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook as never });
const png = resvgNodeRenderer();
app.use('*', async (c, next) => {
  c.set('png', png);
  await next();
});
campaignMapRoutes(dataOf)(app);

describe('GET /v1/dungeon/campaign.svg|png', () => {
  it('draws the campaign data for the replayed world', async () => {
    const res = await app.request('/v1/dungeon/campaign.svg?seed=erebor&civ=dwarves');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    const svg = await res.text();
    expect(xmlProblems(svg)).toEqual([]);
    expect(svg).toContain('data-id="race-1"');
    expect(svg).toContain('Dwarf settlement');
  });

  it('answers a PNG of the requested width', async () => {
    const res = await app.request('/v1/dungeon/campaign.png?seed=erebor&width=600');
    expect(res.status).toBe(200);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new DataView(bytes.buffer, bytes.byteOffset).getUint32(16)).toBe(600);
  });

  it('refuses unknown parameters', async () => {
    expect((await app.request('/v1/dungeon/campaign.svg?seed=a&layers=all')).status).toBe(400);
  });
});
