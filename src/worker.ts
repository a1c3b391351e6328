/**
 * Cloudflare Workers entry: the app with the resvg-wasm PNG renderer, and rendered bytes kept
 * in the Cache API by ETag (Workers compresses its answers itself).
 */
import wasm from '@resvg/resvg-wasm/index_bg.wasm';
import sans from '../assets/fonts/strata-sans.ttf';
import sansBold from '../assets/fonts/strata-sans-bold.ttf';
import { createApp } from './app';
import { resvgWasmRenderer } from './adapters/png-resvg-wasm';
import type { BodyStore } from './api/lib/cache';
import { setRunMemoSize, setUnkeptKinds } from './api/lib/run-memo';

/** The Cache API's key for an ETag: a URL of no real host, so no client request matches it. */
const keyOf = (etag: string) => `https://bodies.strata.invalid/${etag.replace(/"/g, '')}`;

/** The data centre's default cache (Workers' own addition to the Cache API). */
const edge = () => (globalThis as { caches?: { default?: Cache } }).caches?.default;

/** Rendered bytes in the data centre's cache, by ETag (every URL's bytes are fixed by it). */
const cacheStore: BodyStore = {
  async get(etag) {
    const hit = await edge()?.match(keyOf(etag));
    if (!hit) return undefined;
    const disposition = hit.headers.get('content-disposition');
    return {
      body: new Uint8Array(await hit.arrayBuffer()),
      contentType: hit.headers.get('content-type') ?? 'application/octet-stream',
      ...(disposition ? { headers: { 'content-disposition': disposition } } : {}),
    };
  },
  async put(etag, out) {
    await edge()?.put(
      keyOf(etag),
      new Response(out.body as BodyInit, {
        headers: {
          'content-type': out.contentType,
          'cache-control': 'public, max-age=31536000, immutable',
          ...(out.headers ?? {}),
        },
      }),
    );
  },
};

/**
 * Set only by the workerd bench (`wrangler dev --define STRATA_NO_BODY_STORE:true`): under
 * `wrangler dev` the Cache API is miniflare's stand-in, which runs in the same workerd thread as
 * the Worker and so adds its own CPU to every request; Cloudflare's cache runs outside the
 * isolate. Undefined in every real build, where bodies are kept.
 */
declare const STRATA_NO_BODY_STORE: boolean | undefined;
const keep = typeof STRATA_NO_BODY_STORE === 'undefined' || !STRATA_NO_BODY_STORE;

/**
 * Set only by the workerd bench (`--define STRATA_RUN_MEMO_SIZE:N`): how many replays the run
 * memo keeps, of every kind (0: none, so each ask of a seed replays, as a first request does).
 * Undefined in every real build, where the memo keeps its own default number of crawls and
 * played quests and no history (`setUnkeptKinds`: a kept history makes the collector's work
 * dearer for the requests after it, and a history's resources seldom share a moment).
 */
declare const STRATA_RUN_MEMO_SIZE: number | undefined;
if (typeof STRATA_RUN_MEMO_SIZE === 'number') setRunMemoSize(STRATA_RUN_MEMO_SIZE);
else setUnkeptKinds(['history']);

const app = createApp({
  png: resvgWasmRenderer(wasm, [sans, sansBold]),
  ...(keep ? { store: cacheStore } : {}),
});

export default app;
