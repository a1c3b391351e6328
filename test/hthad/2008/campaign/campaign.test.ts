/**
 * The campaign surface map ("Make a Surface Map", hthad-2008-rules.txt) as data, and its route.
 */
import { describe, expect, it } from 'vitest';
import { campaignMap, townNamer } from '../../../../src/hthad/2008/campaign/campaign';
import { createRng } from '../../../../src/core/rng';
import {
  madeUpConstruction,
  MADE_UP_CONSTRUCTIONS,
} from '../../../../src/hthad/2008/monsters/tables';
import { runHistory } from '../../../../src/hthad/2008/history';
import { CampaignSchema } from '../../../../src/api/history/history.schemas';
import { Dungeon2008Schema as DungeonSchema } from '../../../../src/api/history/history.schemas';
import { createTestApp } from '../../../helpers/app';

describe('campaign map', () => {
  const r = runHistory({ seed: 'moria', until: 'villainy', year: 1 });
  const m = campaignMap('moria', r.world);
  it('places every entrance, left to right, on a d8 row at the same distance across', () => {
    const entrances = r.world.places.filter((p) => p.kind === 'entrance');
    expect(m.entrances).toHaveLength(entrances.length);
    const xs = m.entrances.map((e) => e.x);
    expect([...xs].sort((a, b) => a - b)).toEqual(xs);
    for (const e of m.entrances) {
      expect(e.row).toBeGreaterThanOrEqual(1);
      expect(e.row).toBeLessThanOrEqual(8);
    }
  });
  it('draws a town for each farm and every other surface site as a landmark', () => {
    const farms = r.world.places.filter((p) => p.role === 'farm');
    expect(m.towns).toHaveLength(farms.length);
    expect(m.landmarks.some((l) => l.role === 'castle')).toBe(true);
  });
  it('names two or three places where particular races live', () => {
    expect(m.races.length).toBeGreaterThanOrEqual(2);
    expect(m.races.length).toBeLessThanOrEqual(3);
  });
  it('is deterministic', () => {
    expect(JSON.stringify(campaignMap('moria', r.world))).toBe(JSON.stringify(m));
  });
});

describe('names on the campaign map', () => {
  it('every town has a name of its own, none taken from the dungeon’s places or groups', () => {
    for (const seed of ['moria', 'khazad', '7', '21']) {
      const r = runHistory({ seed, until: 'end' });
      const m = campaignMap(seed, r.world);
      const names = m.towns.map((t) => t.name);
      expect(new Set(names).size).toBe(names.length);
      const taken = new Set([
        ...r.world.places.flatMap((p) => (p.name ? [p.name] : [])),
        ...r.world.groups.map((g) => g.name),
      ]);
      for (const n of names) {
        expect(taken.has(n)).toBe(false);
        // A repeat within the namer's own book takes a roman numeral (NameBook), a taken name a number.
        expect(n).toMatch(/^[A-Z][a-z]+( \d+| [IVX]+)?$/);
      }
    }
  });

  it('the town namer never repeats a name, even when the first choices are all taken', () => {
    const world = runHistory({ seed: 'moria', until: 'disaster' }).world;
    const next = townNamer(createRng('towns'), world);
    const names = Array.from({ length: 200 }, next);
    expect(new Set(names).size).toBe(200);
  });

  it('made-up constructions go through our list, then again as Second, Third…', () => {
    const n = MADE_UP_CONSTRUCTIONS.length;
    expect(madeUpConstruction(0)).toBe(MADE_UP_CONSTRUCTIONS[0]);
    expect(madeUpConstruction(n - 1)).toBe(MADE_UP_CONSTRUCTIONS[n - 1]);
    expect(madeUpConstruction(n)).toBe(`Second ${MADE_UP_CONSTRUCTIONS[0]}`);
    expect(madeUpConstruction(2 * n + 1)).toBe(`Third ${MADE_UP_CONSTRUCTIONS[1]}`);
    const all = Array.from({ length: 10 * n }, (_, k) => madeUpConstruction(k));
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('GET /v1/dungeon/campaign and the late ages over HTTP', () => {
  const app = createTestApp();
  it('answers the campaign map as JSON', async () => {
    const res = await app.request('/v1/dungeon/campaign?seed=moria&until=villainy&year=1');
    expect(res.status).toBe(200);
    const body = CampaignSchema.parse(await res.json());
    expect(body.rows).toBe(8);
  });
  it('until=end tells the whole story, with the late summary', async () => {
    const res = await app.request(
      '/v1/dungeon?seed=moria&until=end&rules=named-treasures&world=ordinary&geometry=full&events=summary',
    );
    expect(res.status).toBe(200);
    const body = DungeonSchema.parse(await res.json());
    expect(body.late?.villains.length).toBeGreaterThan(0);
    expect(body.events.some((e) => e.age === 'villainy')).toBe(true);
  });
  it('rejects an unknown rule by name', async () => {
    const res = await app.request('/v1/dungeon?seed=moria&rules=flying-castles');
    expect(res.status).toBe(400);
  });
});
