/**
 * Node entry: validation, caching and compression on the main thread, replay and rendering in
 * worker threads (src/node/serving.ts), every engine warmed before the server listens.
 *
 * Environment: PORT (8787), HOST (127.0.0.1), STRATA_PNG (resvg-js | wasm), STRATA_THREADS
 * (render threads; default the machine's cores), STRATA_QUEUE (requests that may wait for a
 * thread; default 64), STRATA_CACHE_MB (rendered bytes kept; default 128), STRATA_LOG (1: a
 * line per request on stdout), STRATA_WARM (0: skip the warm-up).
 */
import { availableParallelism } from 'node:os';
import { createApp } from './app';
import { createNodeServer, listen } from './node-server';
import { pngRendererFromEnv } from './node/png-choice';
import { startServing } from './node/serving';
import { warm, warmUrls } from './node/warm';
import { REGISTRY } from './systems';

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

function intEnv(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max)
    fail(`${name} must be an integer from ${min} to ${max}, not ${JSON.stringify(raw)}`);
  return n;
}

const port = intEnv('PORT', 8787, 1, 65535);
const hostname = process.env.HOST ?? '127.0.0.1';
const png = pngRendererFromEnv(process.env.STRATA_PNG);
if (typeof png === 'string') fail(png);
const threads = intEnv('STRATA_THREADS', availableParallelism(), 1, 64);
const queue = intEnv('STRATA_QUEUE', 64, 0, 100_000);
const cacheBytes = intEnv('STRATA_CACHE_MB', 128, 0, 65_536) * 1024 * 1024;
const log = process.env.STRATA_LOG === '1' ? (line: string) => console.log(line) : undefined;

// The render thread's entry sits beside this file: TypeScript under tsx, JavaScript when built.
const script = import.meta.url.endsWith('.ts')
  ? new URL('./node/render-thread.ts', import.meta.url)
  : new URL('./render-thread.mjs', import.meta.url);
const started = performance.now();
const serving = await startServing({
  script,
  threads,
  queue,
  cacheBytes,
  env: {
    STRATA_PNG: process.env.STRATA_PNG ?? 'resvg-js',
    STRATA_WARM: process.env.STRATA_WARM ?? '1',
  },
});
const app = createApp({ png, store: serving.store, offload: serving.offload });
if (process.env.STRATA_WARM !== '0')
  await warm(app, warmUrls(REGISTRY), (url, status) =>
    console.error(`warm-up: ${url} answered ${status}`),
  );

const server = createNodeServer(app, { hostname, store: serving.compressedStore, log });
const info = await listen(server, port, hostname);
console.log(
  `Strata listening on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${info.port}/ (docs at /docs; ${threads} render threads, ready in ${Math.round(performance.now() - started)} ms)`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    server.close();
    void serving.close().then(() => process.exit(0));
  });
