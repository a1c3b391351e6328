/** `/v1/dungeon`'s compact body (the default): it decodes to the full body (`geometry=full`). */
import { describe, expect, it } from 'vitest';
import {
  compactEvents,
  compactShape,
  compactWorld,
  expandDungeon,
  expandEvents,
  expandWorld,
  fullShape,
} from '../../src/api/history/compact';
import { DungeonCompactSchema } from '../../src/api/history/compact.schemas';
import type { Shape, World } from '../../src/hthad/world';
import type { EventView } from '../../src/hthad/world/events';
import { createTestApp } from '../helpers/app';

const app = createTestApp();
const text = async (url: string) => {
  const res = await app.request(url);
  expect(res.status).toBe(200);
  return res.text();
};

describe('compact shapes, stamps, bead runs and moments', () => {
  it('writes each shape as a list headed by its kind, and reads it back', () => {
    const shapes: Shape[] = [
      { kind: 'rect', x: 1, y: 2.5, w: 3, h: 0.75 },
      { kind: 'ellipse', cx: 4, cy: 5, rx: 0.5, ry: 0.25 },
      {
        kind: 'polygon',
        points: [
          { x: 1, y: 2 },
          { x: 3, y: 4 },
          { x: 5, y: 0 },
        ],
      },
      {
        kind: 'polyline',
        points: [
          { x: 0, y: 1 },
          { x: 2, y: 3 },
        ],
        width: 0.4,
      },
    ];
    expect(shapes.map(compactShape)).toEqual([
      ['rect', 1, 2.5, 3, 0.75],
      ['ellipse', 4, 5, 0.5, 0.25],
      ['polygon', 1, 2, 3, 4, 5, 0],
      ['polyline', 0.4, 0, 1, 2, 3],
    ]);
    expect(shapes.map(compactShape).map(fullShape)).toEqual(shapes);
  });

  it('stamps by layer, with the age only where it is not the layer’s; beads in runs', () => {
    const made = { layer: 1, age: 'civilization', year: 2 } as const;
    const world = {
      page: { size: 'letter', width: 28, height: 21, surfaceY: 4, surface: [], rows: [] },
      layers: [
        { index: 0, age: 'primordial', title: 'a' },
        { index: 1, age: 'civilization', title: 'b' },
      ],
      places: [],
      tunnels: [],
      features: [],
      tokens: [
        { id: 't1', kind: 'population', role: 'dwarf', owner: 'g1', place: 'p1', made },
        { id: 't2', kind: 'population', role: 'dwarf', owner: 'g1', place: 'p1', made },
        { id: 't3', kind: 'treasure', role: 'hoard', owner: null, place: 'p1', made },
        { id: 't4', kind: 'population', role: 'dwarf', owner: 'g1', place: 'p1', made },
      ],
      groups: [
        {
          id: 'g1',
          kind: 'civilization',
          culture: 'dwarves',
          name: 'Khaz',
          alignment: 'lawful',
          parent: null,
          home: null,
          zoc: [],
          state: 'ended',
          made,
          ended: { layer: 1, age: 'disaster', year: 1 },
          end: null,
          traits: [],
        },
      ],
      next: { place: 1, tunnel: 1, feature: 1, token: 5, group: 2 },
      revision: 3,
    } as unknown as World;
    const c = compactWorld(world) as { tokens: unknown[]; groups: unknown[] };
    // t4 does not follow t2: a run is consecutive beads only, so the order survives
    expect(c.tokens).toEqual([
      {
        ids: ['t1', 't2'],
        kind: 'population',
        role: 'dwarf',
        owner: 'g1',
        place: 'p1',
        made: [1, 2],
      },
      { ids: ['t3'], kind: 'treasure', role: 'hoard', place: 'p1', made: [1, 2] },
      { ids: ['t4'], kind: 'population', role: 'dwarf', owner: 'g1', place: 'p1', made: [1, 2] },
    ]);
    // nulls and empty lists left out; an `ended` on layer 1 in another age keeps its age
    expect(c.groups).toEqual([
      {
        id: 'g1',
        kind: 'civilization',
        culture: 'dwarves',
        name: 'Khaz',
        alignment: 'lawful',
        state: 'ended',
        made: [1, 2],
        ended: [1, 1, 'disaster'],
      },
    ]);
    expect(expandWorld(JSON.parse(JSON.stringify(c)) as Record<string, unknown>)).toEqual(world);
  });

  it('groups consecutive events of one moment, each a list', () => {
    const ev = (seq: number, year: number): EventView => ({
      seq,
      age: 'monsters',
      year,
      season: null,
      rule: 'breed',
      text: `e${seq}`,
      actors: ['g7'],
      places: [],
      tokens: [
        {
          op: 'create',
          kind: 'population',
          role: 'monster',
          owner: 'g7',
          from: null,
          to: 'p2',
          count: 2,
        },
      ],
    });
    const events = [ev(0, 1), ev(1, 1), ev(2, 2)];
    const moments = compactEvents(events);
    expect(moments).toEqual([
      {
        age: 'monsters',
        year: 1,
        season: null,
        seq: 0,
        log: [
          ['breed', 'e0', ['g7'], [], [['create', 'population', 'monster', 'g7', null, 'p2', 2]]],
          ['breed', 'e1', ['g7'], [], [['create', 'population', 'monster', 'g7', null, 'p2', 2]]],
        ],
      },
      {
        age: 'monsters',
        year: 2,
        season: null,
        seq: 2,
        log: [
          ['breed', 'e2', ['g7'], [], [['create', 'population', 'monster', 'g7', null, 'p2', 2]]],
        ],
      },
    ]);
    expect(expandEvents(moments)).toEqual(events);
  });
});

describe('GET /v1/dungeon, compact by default', () => {
  it.each([
    ['hthad2008', 'moria', 'summary'],
    ['hthad2008', '7', 'full'],
    ['hthad2008', '12', 'none'],
    ['hthad2019', 'moria', 'summary'],
    ['hthad2019', '3', 'full'],
  ])('%s seed %s events=%s: decodes to geometry=full, and is smaller', async (rs, seed, ev) => {
    const q = `/v1/dungeon?ruleset=${rs}&seed=${seed}&events=${ev}`;
    const compactText = await text(q);
    const fullText = await text(`${q}&geometry=full`);
    const compact = JSON.parse(compactText) as Record<string, unknown>;
    DungeonCompactSchema.parse(compact);
    expect(expandDungeon(compact)).toEqual(JSON.parse(fullText));
    expect(compactText.length).toBeLessThan(0.75 * fullText.length);
  });

  it('names the layout in the version and gives each form its own ETag', async () => {
    const a = await app.request('/v1/dungeon?seed=moria&until=primordial');
    const b = await app.request('/v1/dungeon?seed=moria&until=primordial&geometry=full');
    expect(a.headers.get('strata-version')).toBe('2008.8.0+json.3');
    expect(b.headers.get('strata-version')).toBe('2008.8.0+json.3');
    expect(a.headers.get('etag')).not.toBe(b.headers.get('etag'));
    expect((await app.request('/v1/dungeon?seed=moria&geometry=tiny')).status).toBe(400);
  });
});
