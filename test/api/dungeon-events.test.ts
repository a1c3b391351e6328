/** `/v1/dungeon?events=`: the event log's detail, bead changes grouped, one history behind all. */
import { describe, expect, it } from 'vitest';
import { groupTokenDeltas, tokenBalance, type TokenDelta } from '../../src/hthad/world';
import { hthad2008 } from '../../src/hthad/2008/system';
import { defaultsOf } from '../../src/core/system';
import { createTestApp } from '../helpers/app';

const app = createTestApp();
const body = async (q: string) =>
  (await (await app.request(`/v1/dungeon?seed=moria&until=disaster&geometry=full${q}`)).json()) as {
    world: unknown;
    events: {
      seq: number;
      tokens: { count: number; op: string; kind: string }[];
      dice?: unknown;
    }[];
  };

const delta = (token: string, over: Partial<TokenDelta> = {}): TokenDelta => ({
  token,
  op: 'move',
  kind: 'population',
  role: 'monster',
  owner: 'g1',
  from: 'p1',
  to: 'p2',
  ...over,
});

describe('groupTokenDeltas', () => {
  it('one record per op, kind, role, owner, from and to, counted, in first-seen order', () => {
    const out = groupTokenDeltas([
      delta('t1'),
      delta('t2', { to: 'p3' }),
      delta('t3'),
      delta('t4', { owner: 'g2' }),
      delta('t5', { op: 'destroy', to: null }),
      delta('t6', { to: 'p3' }),
    ]);
    expect(out.map((r) => [r.owner, r.op, r.to, r.count])).toEqual([
      ['g1', 'move', 'p2', 2],
      ['g1', 'move', 'p3', 2],
      ['g2', 'move', 'p2', 1],
      ['g1', 'destroy', null, 1],
    ]);
  });
});

describe('GET /v1/dungeon?events=', () => {
  it('none (the default: lean bodies, DESIGN) is the state alone; summary groups bead changes and leaves dice out; full adds the dice', async () => {
    const [byDefault, summary, full, none] = await Promise.all([
      body(''),
      body('&events=summary'),
      body('&events=full'),
      body('&events=none'),
    ]);
    expect(byDefault).toEqual(none);
    expect(summary.events.length).toBeGreaterThan(0);
    expect(summary.events.every((e) => e.dice === undefined)).toBe(true);
    expect(full.events.every((e) => Array.isArray(e.dice))).toBe(true);
    expect(full.events.map(({ dice: _, ...e }) => e)).toEqual(summary.events);
    expect(none.events).toEqual([]);
    expect(none.world).toEqual(full.world);
  });

  it('the grouped counts reconcile with the engine’s per-bead records', async () => {
    const run = hthad2008.run('moria', defaultsOf(hthad2008.options) as never, {
      until: 'disaster',
      year: null,
    });
    const { events } = await body('&events=full');
    const net: Record<string, number> = {};
    for (const e of events)
      for (const t of e.tokens)
        net[t.kind] =
          (net[t.kind] ?? 0) + (t.op === 'create' ? t.count : t.op === 'destroy' ? -t.count : 0);
    const balance = tokenBalance(run.events);
    for (const [kind, n] of Object.entries(balance)) expect(net[kind] ?? 0, kind).toBe(n);
    const beads = (list: typeof events) =>
      list.reduce((s, e) => s + e.tokens.reduce((a, t) => a + t.count, 0), 0);
    expect(beads(events)).toBe(run.events.reduce((s, e) => s + e.tokens.length, 0));
  });

  it('each level has its own ETag and version', async () => {
    const a = await app.request('/v1/dungeon?seed=moria&until=primordial&events=none');
    const b = await app.request('/v1/dungeon?seed=moria&until=primordial&events=full');
    expect(a.headers.get('etag')).not.toBe(b.headers.get('etag'));
    expect(a.headers.get('strata-version')).toBe('2008.8.0+json.3');
    expect((await app.request('/v1/dungeon?seed=moria&events=some')).status).toBe(400);
  });
});
