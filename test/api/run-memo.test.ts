/**
 * The run memo (src/api/lib/run-memo.ts): the resources of one moment share one replay, the
 * least recently used replay goes first, a failed replay keeps nothing, and no route changes a
 * run another route reads (every kept run frozen, every route golden answered in reverse order).
 */
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app';
import { resvgNodeRenderer } from '../../src/adapters/png-resvg-node';
import {
  clearRunMemo,
  freezeMemoRuns,
  keptReplay,
  memoRun,
  releaseRun,
  RUN_MEMO_SIZE,
  runKey,
  runMemoStats,
  setRunMemoSize,
  setUnkeptKinds,
} from '../../src/api/lib/run-memo';
import type { RouteGoldens } from '../catalogue/format';
import { routeGolden, routeUrls, ROUTES_FILE } from '../catalogue/routes';

describe('memoRun', () => {
  it('makes a run once per key and keeps the most recent few', () => {
    clearRunMemo();
    let made = 0;
    const make = (): number => ++made;
    expect(memoRun('a', make)).toBe(1);
    expect(memoRun('a', make)).toBe(1);
    for (let i = 0; i < RUN_MEMO_SIZE; i++) memoRun(`k${i}`, make);
    // 'a' was the least recently used: made again.
    expect(memoRun('a', make)).toBe(RUN_MEMO_SIZE + 2);
    expect(runMemoStats).toEqual({ hits: 1, misses: RUN_MEMO_SIZE + 2 });
  });
  it('keeps none at size 0 (the benches), and the most recent again after', () => {
    clearRunMemo();
    let made = 0;
    const make = (): number => ++made;
    setRunMemoSize(0);
    memoRun('z', make);
    expect(memoRun('z', make)).toBe(2);
    setRunMemoSize(RUN_MEMO_SIZE);
    memoRun('z', make);
    expect(memoRun('z', make)).toBe(3);
  });
  it('keeps no replay of an unkept kind (the Worker: histories), and the others as before', () => {
    clearRunMemo();
    let made = 0;
    const make = (): number => ++made;
    const sys = { id: 'hthad2008', version: 'v' };
    setUnkeptKinds(['history']);
    try {
      keptReplay('history', sys, 's', {}, null, make);
      expect(keptReplay('history', sys, 's', {}, null, make)).toBe(2);
      keptReplay('crawl', sys, 's', {}, null, make);
      expect(keptReplay('crawl', sys, 's', {}, null, make)).toBe(3);
    } finally {
      setUnkeptKinds([]);
    }
    keptReplay('history', sys, 's', {}, null, make);
    expect(keptReplay('history', sys, 's', {}, null, make)).toBe(4);
  });
  it('keeps nothing when the replay throws', () => {
    clearRunMemo();
    expect(() =>
      memoRun('bad', () => {
        throw new Error('not reached');
      }),
    ).toThrow('not reached');
    expect(memoRun('bad', () => 7)).toBe(7);
  });
  it('keys by every input, options in any order', () => {
    const k = runKey('crawl', 'dmg1', 'dmg1.6.0', 's', { a: 1, b: [2] }, { step: 3 });
    expect(runKey('crawl', 'dmg1', 'dmg1.6.0', 's', { b: [2], a: 1 }, { step: 3 })).toBe(k);
    for (const other of [
      runKey('play', 'dmg1', 'dmg1.6.0', 's', { a: 1, b: [2] }, { step: 3 }),
      runKey('crawl', 'dmg1', 'dmg1.5.0', 's', { a: 1, b: [2] }, { step: 3 }),
      runKey('crawl', 'dmg1', 'dmg1.6.0', 't', { a: 1, b: [2] }, { step: 3 }),
      runKey('crawl', 'dmg1', 'dmg1.6.0', 's', { a: 2, b: [2] }, { step: 3 }),
      runKey('crawl', 'dmg1', 'dmg1.6.0', 's', { a: 1, b: [2] }, { step: 4 }),
    ])
      expect(other).not.toBe(k);
  });
});

describe('releaseRun: a replay not kept, taken apart once answered', () => {
  it('empties the lists, maps and sets a run and its world hold, and nothing else', () => {
    const inner = [1, 2];
    const world = {
      places: [{ id: 'p1', stops: inner }],
      index: new Map([[1, 2]]),
      page: 'letter',
    };
    const run = { world, events: [{ seq: 0 }], seen: new Set([1]), version: 'v' };
    releaseRun(run);
    expect(run).toEqual({
      world: { places: [], index: new Map(), page: 'letter' },
      events: [],
      seen: new Set(),
      version: 'v',
    });
    expect(inner).toEqual([1, 2]);
  });
  it('leaves every history route golden when no history is kept (the Worker)', async () => {
    const stored = JSON.parse(readFileSync(ROUTES_FILE, 'utf8')) as RouteGoldens;
    const app = createApp({ png: resvgNodeRenderer() });
    clearRunMemo();
    setUnkeptKinds(['history']);
    try {
      const urls = routeUrls().filter((u) => u.startsWith('/v1/dungeon'));
      expect(urls.length).toBeGreaterThan(10);
      for (const url of urls) expect(await routeGolden(app, url), url).toEqual(stored[url]);
      expect(runMemoStats.hits).toBe(0);
    } finally {
      setUnkeptKinds([]);
    }
  }, 120_000);
});

describe('routes sharing kept runs', () => {
  afterAll(() => {
    freezeMemoRuns(false);
    clearRunMemo();
  });
  it('answer every route golden with frozen runs, asked in reverse order', async () => {
    const stored = JSON.parse(readFileSync(ROUTES_FILE, 'utf8')) as RouteGoldens;
    const app = createApp({ png: resvgNodeRenderer() });
    clearRunMemo();
    freezeMemoRuns(true);
    for (const url of routeUrls().reverse())
      expect(await routeGolden(app, url), url).toEqual(stored[url]);
    expect(runMemoStats.hits).toBeGreaterThan(0);
  }, 120_000);
  it('replay one moment once for its JSON, key and map, as the viewer asks for them', async () => {
    const app = createApp({ png: resvgNodeRenderer() });
    for (const [base, moment] of [
      ['/v1/crawl/dmg1', 'seed=memo&step=40'],
      ['/v1/dungeon', 'seed=memo&until=monsters'],
      ['/v1/play/plungin', 'seed=memo&round=12'],
    ] as const) {
      clearRunMemo();
      const parts = base === '/v1/dungeon' ? ['', '/map.svg', '/chronicle'] : ['', '/map.svg'];
      for (const part of parts)
        expect((await app.request(`${base}${part}?${moment}`)).status, part).toBe(200);
      expect(runMemoStats, base).toEqual({ hits: parts.length - 1, misses: 1 });
    }
  });
});
