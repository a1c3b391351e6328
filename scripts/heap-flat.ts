/**
 * Memory over many requests, per route: one app (the render threads' own: src/app.ts with the
 * Node PNG renderer), N requests through `app.request` with fresh seeds, and the process's heap,
 * external memory and RSS every `every` requests, each read after a full GC (run with
 * `node --expose-gc`; `npm run heap` does). A leak shows as a column that keeps climbing; a
 * flat column after the first few hundred requests is the pass mark.
 * Usage: npm run heap -- [requests per route] [every] [route…]
 *   HEAP_NO_YIELD=1: no turn of the event loop between requests (as the in-process fuzz runs);
 *   HEAP_NO_GC=1: no forced GC (RSS as a server sees it).
 */
import { createApp } from '../src/app';
import { REGISTRY } from '../src/systems';
import { pngRendererFromEnv } from '../src/node/png-choice';

const gc = process.env.HEAP_NO_GC === '1' ? undefined : (globalThis as { gc?: () => void }).gc;
const n = Number(process.argv[2] ?? 600);
const every = Number(process.argv[3] ?? 100);
const only = process.argv.slice(4);
const png = pngRendererFromEnv(process.env.STRATA_PNG);
if (typeof png === 'string') throw new Error(png);
const app = createApp({ png });
const h = REGISTRY.histories[0]!;
const c = REGISTRY.crawls[0]!;
const routes: Record<string, (s: number) => string> = {
  dungeon: (s) => `/v1/dungeon?seed=${s}&ruleset=${h.id}`,
  'dungeon.svg': (s) => `/v1/dungeon/map.svg?seed=${s}&ruleset=${h.id}`,
  'dungeon.png': (s) => `/v1/dungeon/map.png?seed=${s}&ruleset=${h.id}&width=800`,
  chronicle: (s) => `/v1/dungeon/chronicle?seed=${s}&ruleset=${h.id}`,
  crawl: (s) => `/v1/crawl/${c.id}?seed=${s}&step=60`,
  'crawl.png': (s) => `/v1/crawl/${c.id}/map.png?seed=${s}&step=60&width=800`,
  play: (s) => `/v1/play/${REGISTRY.games[0]!.id}?seed=${s}`,
};
const mb = (b: number) => (b / 1048576).toFixed(0).padStart(6);
/** A turn of the event loop: where Node runs the finalizers of native objects that GC freed. */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
const yieldEach = process.env.HEAP_NO_YIELD !== '1';
const sample = async () => {
  gc?.();
  if (yieldEach) await turn();
  gc?.();
  if (yieldEach) await turn();
  return process.memoryUsage();
};
console.log(`gc: ${gc ? 'forced before each sample' : 'NOT exposed (run with --expose-gc)'}`);
console.log('route          requests   heapUsed  external   arrayBuf       rss   (MB)');
for (const [name, url] of Object.entries(routes)) {
  if (only.length && !only.includes(name)) continue;
  const first = await sample();
  for (let i = 1; i <= n; i++) {
    const res = await app.request(`http://localhost${url(i)}`);
    await res.arrayBuffer();
    if (yieldEach) await turn();
    if (res.status !== 200) console.log(`  ${res.status} ${url(i)}`);
    if (i % every === 0) {
      const m = await sample();
      console.log(
        `${name.padEnd(14)} ${String(i).padStart(8)}   ${mb(m.heapUsed)}    ${mb(m.external)}    ${mb(m.arrayBuffers)}    ${mb(m.rss)}`,
      );
    }
  }
  const last = await sample();
  console.log(
    `${name.padEnd(14)} growth over ${n}: heap ${mb(last.heapUsed - first.heapUsed)} MB, rss ${mb(last.rss - first.rss)} MB`,
  );
}
