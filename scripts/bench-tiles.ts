/**
 * The tile crawl at step 200 against the DMG1 crawl at the same step, in one process and
 * interleaved (tiles, dmg1, tiles, dmg1, ...) so a loaded machine slows both alike: the engine
 * alone, the JSON route, the key, the map as SVG and as a 1600-px PNG. Medians and p95,
 * as ratios to the hello-route floor and to DMG1's same case. `npm run bench` runs it as one
 * section; alone: `nice -n 10 npx tsx scripts/bench-tiles.ts [--runs N] [--warm N]`.
 */
import { withoutRunMemo } from './bench-memo';
import { performance } from 'node:perf_hooks';
import { resvgNodeRenderer } from '../src/adapters/png-resvg-node';
import { createApp } from '../src/app';
import { defaultsOf } from '../src/core/system';
import { REGISTRY } from '../src/systems';
import { CRAWL_BENCH_STEP } from './bench-cases';

const SEEDS = ['moria', 'greyhawk', '1', '2', '3', 'khazad', 'undermountain', 'tomb'];

function quantile(sorted: readonly number[], q: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[i]!;
}

type Run = (seed: string) => Promise<unknown> | unknown;

/** Time two runs interleaved after `warm` warm-ups each: medians and p95 of each. */
async function pair(a: Run, b: Run, warm: number, runs: number) {
  for (let i = 0; i < warm; i++) {
    await a(`warm${i}`);
    await b(`warm${i}`);
  }
  const ta: number[] = [];
  const tb: number[] = [];
  for (let i = 0; i < runs; i++) {
    const seed = SEEDS[i % SEEDS.length]!;
    // Alternate which goes first, so neither always follows the other's garbage.
    const order: [Run, number[]][] =
      i % 2 === 0
        ? [
            [a, ta],
            [b, tb],
          ]
        : [
            [b, tb],
            [a, ta],
          ];
    for (const [run, times] of order) {
      const t0 = performance.now();
      await run(seed);
      times.push(performance.now() - t0);
    }
  }
  const stats = (t: number[]) => {
    const s = [...t].sort((x, y) => x - y);
    return { median: quantile(s, 0.5), p95: quantile(s, 0.95) };
  };
  return { a: stats(ta), b: stats(tb) };
}

export async function tilesSection(o: { runs: number; warm: number }): Promise<void> {
  await withoutRunMemo(new URL('..', import.meta.url).pathname);
  const app = createApp({ png: resvgNodeRenderer() });
  const fetchOnce = async (url: string) => {
    const res = await app.request(url);
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    await res.arrayBuffer();
  };
  const step = CRAWL_BENCH_STEP;
  const tiles = REGISTRY.crawls.find((s) => s.id === 'tiles')!;
  const dmg1 = REGISTRY.crawls.find((s) => s.id === 'dmg1')!;
  const engine = (sys: typeof tiles) => {
    const options = defaultsOf(sys.options) as never;
    return (seed: string) => sys.run(seed, options, { step, path: [] });
  };
  const url = (id: string, rest: string) => (seed: string) =>
    fetchOnce(`/v1/crawl/${id}${rest}${rest.includes('?') ? '&' : '?'}step=${step}&seed=${seed}`);
  // The floor: the hello route, measured the same way (warm, then many).
  for (let i = 0; i < o.warm; i++) await fetchOnce('/healthz');
  const ft: number[] = [];
  for (let i = 0; i < Math.max(1000, o.runs); i++) {
    const t0 = performance.now();
    await fetchOnce('/healthz');
    ft.push(performance.now() - t0);
  }
  ft.sort((x, y) => x - y);
  const floor = quantile(ft, 0.5);
  const cases: [string, Run, Run, number][] = [
    ['engine only (run)', engine(tiles), engine(dmg1), o.runs],
    ['JSON', url('tiles', ''), url('dmg1', ''), o.runs],
    ['key (level 1)', url('tiles', '/key'), url('dmg1', '/key'), o.runs],
    ['map.svg (level 1)', url('tiles', '/map.svg'), url('dmg1', '/map.svg'), o.runs],
    [
      'map.png 1600 px (level 1)',
      url('tiles', '/map.png?width=1600'),
      url('dmg1', '/map.png?width=1600'),
      Math.max(10, Math.floor(o.runs / 4)),
    ],
  ];
  const fmt = (ms: number) => ms.toFixed(2).padStart(8);
  const x = (v: number) => `${v.toFixed(1)}x`.padStart(8);
  console.log(
    `\ntiles against dmg1 at step=${step} (in process, interleaved, ${o.warm} warm-ups each; floor GET /healthz median ${floor.toFixed(3)} ms)`,
  );
  console.log(
    `${'case'.padEnd(28)} ${'tiles med'.padStart(9)} ${'p95'.padStart(8)} ${'dmg1 med'.padStart(8)} ${'p95'.padStart(8)} ${'t/floor'.padStart(8)} ${'t/dmg1'.padStart(8)} ${'p95 t/d'.padStart(8)}`,
  );
  for (const [name, a, b, runs] of cases) {
    const r = await pair(a, b, o.warm, runs);
    console.log(
      `${name.padEnd(28)} ${fmt(r.a.median).padStart(9)} ${fmt(r.a.p95)} ${fmt(r.b.median)} ${fmt(r.b.p95)} ${x(r.a.median / floor)} ${x(r.a.median / r.b.median)} ${x(r.a.p95 / r.b.p95)}`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const num = (name: string, fallback: number) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? Number(args[i + 1]) : fallback;
  };
  await tilesSection({ runs: num('runs', 60), warm: num('warm', 150) });
}
