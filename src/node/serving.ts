/**
 * How the Node server serves seeded bodies: replays and renders in a pool of worker threads
 * behind a bounded queue (a 503 with Retry-After when it is full), and rendered bytes kept in
 * an LRU by ETag, so the main thread only validates, answers from memory, compresses and
 * writes, and `/healthz` stays fast while the heaviest requests run.
 */
import type { BodyStore, Offload } from '../api/lib/cache';
import { LruStore } from './lru';
import { Pool, threadExecutors, type Rendered, type RenderJob } from './pool';

export interface ServingOptions {
  /** The render thread's entry (src/node/render-thread.ts or its build). */
  readonly script: URL;
  /** Worker threads. */
  readonly threads: number;
  /** Requests that may wait for a thread; one more is answered 503. */
  readonly queue: number;
  /** Bytes of rendered bodies kept (and a quarter as many for their compressed forms). */
  readonly cacheBytes: number;
  /** Environment of the threads (STRATA_PNG, STRATA_WARM). */
  readonly env?: Readonly<Record<string, string>>;
}

export interface NodeServing {
  readonly store: BodyStore & LruStore;
  /** Compressed bodies by ETag and encoding. */
  readonly compressedStore: LruStore;
  readonly offload: Offload;
  readonly pool: Pool<RenderJob, Rendered>;
  close(): Promise<void>;
}

/** Seconds a refused client is told to wait. */
const RETRY_AFTER = 1;

/** Start the render threads (each warms its engines first) and resolve once all are ready. */
export async function startServing(o: ServingOptions): Promise<NodeServing> {
  const pool = new Pool(await threadExecutors(o.script, o.threads, o.env), {
    queue: o.queue,
    retryAfter: RETRY_AFTER,
  });
  return {
    store: new LruStore(o.cacheBytes),
    compressedStore: new LruStore(Math.floor(o.cacheBytes / 4)),
    offload: offloadTo(pool),
    pool,
    close: () => pool.close(),
  };
}

/** An offload that runs each URL (and a POST's body) through `pool` (a BusyError when its queue is full). */
export function offloadTo(pool: Pool<RenderJob, Rendered>): Offload {
  return async (url, post) => {
    const r = await pool.run(post ? { url, ...post } : url);
    return new Response(r.body as BodyInit, { status: r.status, headers: [...r.headers] });
  };
}
