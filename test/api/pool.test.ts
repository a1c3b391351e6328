/**
 * The Node server's render pool: a bounded queue that answers 503 problem+json with Retry-After
 * when full, and real worker threads that answer the same bytes as the app in process.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app';
import { resvgNodeRenderer } from '../../src/adapters/png-resvg-node';
import { BusyError } from '../../src/api/lib/problem';
import { Pool, threadExecutors, type Executor, type Rendered } from '../../src/node/pool';
import { offloadTo } from '../../src/node/serving';
import { GHOBLIN_WARREN } from '../../src/crawl/plungin/packs';
import { createTestApp } from '../helpers/app';

/** An executor whose jobs finish only when the test says so. */
function gate(): Executor<string, Rendered> & { open: () => void; started: string[] } {
  const waiting: (() => void)[] = [];
  const started: string[] = [];
  return {
    started,
    open: () => waiting.splice(0).forEach((go) => go()),
    run(url) {
      started.push(url);
      return new Promise((resolve) =>
        waiting.push(() =>
          resolve({
            status: 200,
            headers: [['content-type', 'text/plain; charset=utf-8']],
            body: new TextEncoder().encode(url),
          }),
        ),
      );
    },
  };
}

describe('Pool', () => {
  it('runs one job per executor, queues up to `queue`, refuses the next with a BusyError', async () => {
    const a = gate();
    const pool = new Pool([a], { queue: 2, retryAfter: 3 });
    const jobs = ['1', '2', '3'].map((u) => pool.run(u));
    expect(pool.stats).toEqual({ running: 1, waiting: 2, refused: 0 });
    await expect(pool.run('4')).rejects.toBeInstanceOf(BusyError);
    expect(pool.stats.refused).toBe(1);
    // Jobs run in arrival order as the executor frees up.
    for (let i = 0; i < 3; i++) {
      await Promise.resolve();
      a.open();
      await jobs[i];
    }
    expect(a.started).toEqual(['1', '2', '3']);
    expect(pool.stats).toEqual({ running: 0, waiting: 0, refused: 1 });
  });

  it('a full queue is a 503 problem+json with Retry-After; /healthz still answers', async () => {
    const a = gate();
    const pool = new Pool([a], { queue: 1, retryAfter: 2 });
    const app = createApp({ png: resvgNodeRenderer(), offload: offloadTo(pool) });
    const first = app.request('/v1/dungeon?seed=1&until=primordial');
    const second = app.request('/v1/dungeon?seed=2&until=primordial');
    await new Promise((r) => setTimeout(r, 10));
    const third = await app.request('/v1/dungeon?seed=3&until=primordial');
    expect(third.status).toBe(503);
    expect(third.headers.get('content-type')).toBe('application/problem+json');
    expect(third.headers.get('retry-after')).toBe('2');
    expect(await third.json()).toMatchObject({ status: 503, type: '/problems/busy' });
    expect((await app.request('/healthz')).status).toBe(200);
    a.open();
    expect((await first).status).toBe(200);
    await new Promise((r) => setTimeout(r, 0));
    a.open();
    expect((await second).status).toBe(200);
  });
});

describe('render threads', () => {
  let close: (() => Promise<void>) | undefined;
  afterAll(() => close?.());

  it('a worker thread answers the same bytes, and its 400s pass through', async () => {
    const executors = await threadExecutors(
      new URL('../../src/node/render-thread.ts', import.meta.url),
      1,
      { STRATA_WARM: '0' },
    );
    const pool = new Pool(executors, { queue: 4, retryAfter: 1 });
    close = () => pool.close();
    const threaded = createApp({ png: resvgNodeRenderer(), offload: offloadTo(pool) });
    const local = createTestApp();
    for (const url of [
      '/v1/dungeon?seed=thread&until=civilization',
      '/v1/dungeon/map.svg?seed=thread&until=primordial',
      '/v1/crawl/dmg1/key?seed=thread&step=5',
    ]) {
      const [a, b] = await Promise.all([threaded.request(url), local.request(url)]);
      expect(a.status, url).toBe(200);
      expect(a.headers.get('etag')).toBe(b.headers.get('etag'));
      expect(a.headers.get('content-type')).toBe(b.headers.get('content-type'));
      expect(Buffer.from(await a.arrayBuffer()).equals(Buffer.from(await b.arrayBuffer()))).toBe(
        true,
      );
    }
    // A POST goes to the thread with its body: the same bytes as the POST answered here (the
    // Foundry scene names the pack's hash, so the thread saw the very bytes sent).
    const pack = JSON.stringify(GHOBLIN_WARREN, null, 1);
    for (const url of [
      '/v1/crawl/plungin/key?seed=thread&step=12',
      '/v1/crawl/plungin/foundry?seed=thread&step=12',
    ]) {
      const init = () => ({
        method: 'POST',
        body: pack,
        headers: { 'content-type': 'application/json' },
      });
      const [a, b] = await Promise.all([threaded.request(url, init()), local.request(url, init())]);
      expect(a.status, url).toBe(200);
      expect(a.headers.get('etag')).toBe(b.headers.get('etag'));
      const text = await a.text();
      expect(text).toBe(await b.text());
      if (url.includes('/key')) expect(text).toContain('THE RED WARREN');
    }
    // A 400 found while producing (a level the crawl never reached) comes back as it is.
    const bad = await threaded.request('/v1/crawl/dmg1?seed=thread&step=1&level=9');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ parameter: 'level' });
  }, 30_000);
});
