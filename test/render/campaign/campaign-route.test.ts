import { describe, expect, it } from 'vitest';
import { resvgNodeRenderer } from '../../../src/adapters/png-resvg-node';
import { createApp } from '../../../src/app';
import type { CampaignData, HistoryRuleset } from '../../../src/hthad/history/ruleset';
import { hthad2008 } from '../../../src/hthad/2008/system';
import { centre, type World } from '../../../src/hthad/world';
import { registryOf } from '../../../src/systems';
import { xmlProblems } from '../side/xml';

/**
 * Test data in the shape the late-ages work serves: every entrance, rows 1–8 in turn. Not the
 * rules (those roll a d8 on their own stream); just enough to exercise the route.
 */
const dataOf = (seed: string, world: World): CampaignData => ({
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

// The real ruleset with its campaign data replaced by the test's.
const withTestCampaign = {
  ...hthad2008,
  campaign: (seed, run) => dataOf(seed, run.world),
} as HistoryRuleset;
const app = createApp({ png: resvgNodeRenderer(), systems: registryOf([withTestCampaign]) });

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
