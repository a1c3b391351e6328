/** /v1/dungeon and /v1/dungeon/chronicle in process (app.request). */
import { describe, expect, it } from 'vitest';
import { Dungeon2008Schema as DungeonSchema } from '../../../src/api/history/history.schemas';
import { createTestApp } from '../../helpers/app';

const app = createTestApp();

describe('GET /v1/dungeon', () => {
  it('moria until the disaster: a documented world with a named civilization, its constructions and end, and the disaster', async () => {
    const res = await app.request(
      '/v1/dungeon?seed=moria&until=disaster&geometry=full&events=summary',
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('strata-ruleset-version')).toBe('2008.8.0');
    const body = DungeonSchema.parse(await res.json());
    expect(body.reached.age).toBe('disaster');
    const civ = body.civilizations[0]!;
    expect(civ.name).toMatch(/\w/);
    expect(civ.ended).not.toBeNull();
    expect(body.events.some((e) => e.rule === 'great-disaster')).toBe(true);
    expect(body.world.layers.map((l) => l.age)).toEqual(['primordial', 'civilization', 'disaster']);
  });
  it('stops at a year of an age', async () => {
    const body = DungeonSchema.parse(
      await (
        await app.request(
          '/v1/dungeon?seed=moria&until=civilization&year=1&geometry=full&events=summary',
        )
      ).json(),
    );
    expect(body.reached).toEqual({ age: 'civilization', year: 1 });
    expect(body.events.every((e) => e.age !== 'disaster')).toBe(true);
  });
  it('runs the named civilizations, two at once, on a larger page', async () => {
    const body = DungeonSchema.parse(
      await (
        await app.request('/v1/dungeon?seed=x&civ=dwarves,demons&page=tabloid&geometry=full')
      ).json(),
    );
    expect(body.civilizations.map((c) => c.civ)).toEqual(['dwarves', 'demons']);
    expect(body.world.page.width).toBe(42);
  });
  it('refuses unknown civilizations and more than two', async () => {
    for (const q of [
      'civ=orcs',
      'civ=dwarves,demons,dwarves',
      'page=a4',
      'year=121',
      'ruleset=dmg1',
    ]) {
      const res = await app.request(`/v1/dungeon?seed=x&${q}`);
      expect(res.status, q).toBe(400);
      expect(res.headers.get('content-type')).toBe('application/problem+json');
    }
  });
});

describe('GET /v1/dungeon/chronicle', () => {
  it('text: the Historical Record by age and year, with names', async () => {
    const res = await app.request('/v1/dungeon/chronicle?seed=moria&until=disaster');
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    const world = DungeonSchema.parse(
      await (
        await app.request('/v1/dungeon?seed=moria&until=disaster&geometry=full&events=summary')
      ).json(),
    );
    expect(text).toContain('The Primordial Age');
    expect(text).toContain('The Age of Civilization');
    expect(text).toContain('The Great Disaster');
    expect(text).toContain(world.civilizations[0]!.name);
    expect(text).toMatch(/^  Year 1$/m);
    // The closing summary of who holds what.
    expect(text).toMatch(/Who holds what/i);
  });
  it('markdown and json forms', async () => {
    const md = await (await app.request('/v1/dungeon/chronicle?seed=moria&format=markdown')).text();
    expect(md).toMatch(/^# /);
    expect(md).toContain('## The Great Disaster');
    const json = (await (
      await app.request('/v1/dungeon/chronicle?seed=moria&format=json')
    ).json()) as { ages: { age: string }[] };
    expect(json.ages.map((a) => a.age)).toEqual([
      'primordial',
      'civilization',
      'disaster',
      'monsters',
      'villainy',
    ]);
  });
});

describe('GET /v1/rulesets', () => {
  it('lists hthad2008 with its ages', async () => {
    const body = (await (await app.request('/v1/rulesets')).json()) as {
      rulesets: { id: string; stages: { id: string }[] }[];
    };
    const h = body.rulesets.find((r) => r.id === 'hthad2008')!;
    expect(h.stages.map((s) => s.id)).toEqual([
      'primordial',
      'civilization',
      'disaster',
      'monsters',
      'villainy',
      'end',
    ]);
  });
});
