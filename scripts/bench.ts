/**
 * `npm run bench`: in-process timings of every endpoint, reported against references measured in
 * the same run — the hello-route floor (`/healthz`) and any reference cases — as ratios, so the
 * figures hold when the machine's speed drifts. Never a timed test: this prints, it does not judge.
 *
 * Each registered history ruleset gets a section of its own: the engine alone over many seeds (its
 * time depends on the seed far more than on the machine), and its peak memory as whole processes.
 * Then the Worker under workerd (scripts/bench-workerd-routes.ts: a cold isolate, every route,
 * `/v1/dungeon` over many seeds) and the built Node server under load (scripts/bench-load.ts:
 * a steady mix of 10,000 requests, then `/healthz` while the heaviest requests run). The load
 * section runs `dist/node/server.mjs`: this script builds it first. A 1600-px map PNG stage by
 * stage (scripts/bench-png.ts: build, parse, raster, encode) against plain resvg-js. Last, memory over 200 PNG
 * requests in one process that never turns the loop between them (scripts/heap-flat.ts).
 *
 * Usage: npm run bench [-- --runs N] [-- --only substring] [-- --history-seeds N]
 *   [-- --workerd-seeds N] [-- --requests N] [-- --skip-workerd] [-- --skip-load] [-- --skip-heap]
 *   [-- --skip-png-stages]
 */
import { execFileSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { defaultsOf } from '../src/core/system';
import { REGISTRY } from '../src/systems';
import { createApp } from '../src/app';
import { withoutRunMemo } from './bench-memo';
import { resvgNodeRenderer } from '../src/adapters/png-resvg-node';
import { openApiDocument } from '../src/api/meta';
import { REFERENCE_CASES, URL_CASES } from './bench-cases';
import { loadSection } from './bench-load';
import { pngStagesSection } from './bench-png';
import { tilesSection } from './bench-tiles';
import { workerdSection } from './bench-workerd-routes';

const args = process.argv.slice(2);
const runsArg = args.indexOf('--runs');
const RUNS = runsArg >= 0 ? Number(args[runsArg + 1]) : 50;
const onlyArg = args.indexOf('--only');
const ONLY = onlyArg >= 0 ? args[onlyArg + 1] : undefined;
const historyArg = args.indexOf('--history-seeds');
const HISTORY_SEEDS = historyArg >= 0 ? Number(args[historyArg + 1]) : 100;
const numArg = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const SEEDS = ['moria', 'greyhawk', '1', '2', '3', 'khazad', 'undermountain', 'tomb'];

await withoutRunMemo(new URL('..', import.meta.url).pathname);
const app = createApp({ png: resvgNodeRenderer() });

interface Stats {
  median: number;
  p95: number;
  peakRssMb: number;
  /** Share of runs over 10 ms (the Workers free plan's CPU per request). */
  over10: number;
}

function quantile(sorted: number[], q: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[i]!;
}

async function measure(
  run: (i: number) => Promise<unknown> | unknown,
  runs = RUNS,
): Promise<Stats> {
  for (let i = 0; i < 3; i++) await run(i); // warm-up
  const times: number[] = [];
  let peak = process.memoryUsage().rss;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await run(i);
    times.push(performance.now() - t0);
    peak = Math.max(peak, process.memoryUsage().rss);
  }
  times.sort((a, b) => a - b);
  return {
    median: quantile(times, 0.5),
    p95: quantile(times, 0.95),
    peakRssMb: peak / 2 ** 20,
    over10: times.filter((t) => t > 10).length / times.length,
  };
}

const fetchOnce = async (url: string) => {
  const res = await app.request(url);
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  await res.arrayBuffer();
};

const doc = openApiDocument(app) as {
  paths: Record<
    string,
    Record<string, { parameters?: { name: string; schema?: { enum?: string[] } }[] }>
  >;
};
const cases: { name: string; run: (i: number) => Promise<unknown> | unknown }[] = [];
/** One case per seeded route, at its defaults (the URL without its seed, for workerd too). */
const autoCases: { name: string; url: string }[] = [];
for (const [path, item] of Object.entries(doc.paths)) {
  const params = item.get?.parameters ?? [];
  if (!params.some((p) => p.name === 'seed')) continue;
  const concrete = path.replace(/\{(\w+)\}/g, (_m, name: string) =>
    String(params.find((p) => p.name === name)?.schema?.enum?.[0] ?? name),
  );
  cases.push({
    name: `${concrete}?seed=…`,
    run: (i) => fetchOnce(`${concrete}?seed=${SEEDS[i % SEEDS.length]}`),
  });
  autoCases.push({ name: `${concrete}?seed=…`, url: concrete });
}
for (const c of URL_CASES) {
  const sep = c.url.includes('?') ? '&' : '?';
  cases.push({
    name: c.name,
    run: (i) => fetchOnce(`${c.url}${sep}seed=${SEEDS[i % SEEDS.length]}`),
  });
}
for (const r of REFERENCE_CASES) cases.push({ name: `reference: ${r.name}`, run: () => r.run() });

const floor = await measure(() => fetchOnce('/healthz'), Math.max(RUNS, 1000));
const fmt = (ms: number) => ms.toFixed(3).padStart(9);
const ratio = (x: number) => `${(x / floor.median).toFixed(1)}x`.padStart(9);
console.log(
  `node ${process.version}, ${RUNS} runs per case after 3 warm-ups; times in ms; ratio = median / floor median`,
);
const share = (x: number) => `${(100 * x).toFixed(0)}%`.padStart(7);
console.log(
  `${'case'.padEnd(58)} ${'median'.padStart(9)} ${'p95'.padStart(9)} ${'ratio'.padStart(9)} ${'p95 ratio'.padStart(9)} ${'>10ms'.padStart(7)} ${'rss MB'.padStart(7)}`,
);
console.log(
  `${'floor: GET /healthz'.padEnd(58)} ${fmt(floor.median)} ${fmt(floor.p95)} ${ratio(floor.median)} ${ratio(floor.p95)} ${share(floor.over10)} ${floor.peakRssMb.toFixed(0).padStart(7)}`,
);
for (const c of cases) {
  if (ONLY && !c.name.includes(ONLY)) continue;
  const s = await measure(c.run);
  console.log(
    `${c.name.slice(0, 58).padEnd(58)} ${fmt(s.median)} ${fmt(s.p95)} ${ratio(s.median)} ${ratio(s.p95)} ${share(s.over10)} ${s.peakRssMb.toFixed(0).padStart(7)}`,
  );
}

// ---- the tile crawl against DMG1 at the same step, interleaved ----
if (!ONLY || 'tiles'.includes(ONLY)) await tilesSection({ runs: RUNS, warm: 150 });

// ---- each history ruleset alone, seed by seed ----
for (const sys of REGISTRY.histories) {
  if (ONLY && !'history'.includes(ONLY) && !sys.id.includes(ONLY)) continue;
  const options = defaultsOf(sys.options) as Parameters<typeof sys.run>[1];
  const stop = { until: sys.ages[sys.ages.length - 1]!.id, year: null };
  const runHistory = (seed: string) => sys.run(seed, options, stop);
  const seeds = Array.from({ length: HISTORY_SEEDS }, (_, i) => `p${i + 1}`);
  // A hundred warm-ups first: until V8 has compiled the rule code, compiling it is most of a run.
  for (let i = 1; i <= 100; i++) runHistory(`warm${i}`);
  // Each seed's time is the least of three runs (the steadiest figure on a shared machine).
  const perSeed = seeds.map((seed) => {
    let best = Infinity;
    for (let r = 0; r < 3; r++) {
      const t0 = performance.now();
      runHistory(seed);
      best = Math.min(best, performance.now() - t0);
    }
    return { seed, ms: best };
  });
  const sorted = perSeed.map((s) => s.ms).sort((a, b) => a - b);
  const over = (ms: number) =>
    `${((100 * sorted.filter((x) => x > ms).length) / sorted.length).toFixed(0)}%`;
  console.log(
    `\n${sys.id} run to ${stop.until}, seeds p1..p${HISTORY_SEEDS} (each the least of 3 runs), engine only`,
  );
  console.log(`${'figure'.padEnd(26)} ${'ms'.padStart(9)} ${'x floor'.padStart(9)}`);
  for (const [name, v] of [
    ['median', quantile(sorted, 0.5)],
    ['p95', quantile(sorted, 0.95)],
    ['max', sorted[sorted.length - 1]!],
    ['mean', sorted.reduce((a, b) => a + b, 0) / sorted.length],
  ] as const)
    console.log(`${name.padEnd(26)} ${fmt(v)} ${ratio(v)}`);
  console.log(`seeds over 3 ms: ${over(3)}, over 10 ms: ${over(10)}`);
  // Peak memory: a process that runs one history against one that only loads the engine.
  const byTime = [...perSeed].sort((a, b) => a.ms - b.ms);
  const probe = (seed?: string) =>
    JSON.parse(
      execFileSync(
        process.execPath,
        ['--import', 'tsx', 'scripts/history-memory.ts', sys.id, ...(seed ? [seed] : [])],
        {
          encoding: 'utf8',
        },
      ),
    ) as { maxRssKb: number; events: number };
  const bare = probe();
  for (const { seed, ms } of [byTime[Math.floor(byTime.length / 2)]!, byTime[byTime.length - 1]!]) {
    const m = probe(seed);
    console.log(
      `peak memory of one history (seed ${seed}, ${ms.toFixed(1)} ms, ${m.events} events): ${((m.maxRssKb - bare.maxRssKb) / 1024).toFixed(1)} MiB over a process that only loads the engine (${(bare.maxRssKb / 1024).toFixed(0)} MiB)`,
    );
  }
}

// ---- the Worker under workerd ----
if (!args.includes('--skip-workerd') && !ONLY)
  await workerdSection({
    runs: Math.min(RUNS, 20),
    seeds: numArg('workerd-seeds', 1000),
    cases: [
      ...cases
        .filter((c) => !c.name.startsWith('reference'))
        .flatMap((c) => {
          const url = URL_CASES.find((u) => u.name === c.name)?.url;
          return url ? [{ name: c.name, url }] : [];
        }),
      ...autoCases.map((c) => ({ name: c.name, url: c.url })),
    ],
  });

// ---- a 1600-px map PNG stage by stage, against resvg-js alone (scripts/bench-png.ts) ----
if (!args.includes('--skip-png-stages') && !ONLY) await pngStagesSection({ runs: 30 });

// ---- the built Node server under load ----
if (!args.includes('--skip-load') && !ONLY) {
  execFileSync(process.execPath, ['scripts/build-node.mjs'], { stdio: 'inherit' });
  await loadSection({ requests: numArg('requests', 10_000), concurrency: 8, storm: 50 });
}

// ---- memory over many PNG requests in one process, with no loop turn between them ----
if (!args.includes('--skip-heap') && !ONLY) {
  console.log(
    '\nheap: 200 × /v1/dungeon/map.png width=800 through app.request, no loop turn between (as the fuzz runs); MB after a forced GC',
  );
  execFileSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', 'scripts/heap-flat.ts', '200', '50', 'dungeon.png'],
    { stdio: 'inherit', env: { ...process.env, HEAP_NO_YIELD: '1' } },
  );
}
