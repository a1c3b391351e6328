/**
 * What the compact bodies cost, in one interleaved run in process (`npm run bench` conventions:
 * a warm-up of 150+ requests first, medians and p95, ratios to a reference measured in the same
 * run, the order of the forms alternating seed by seed):
 * - serialisation alone: `JSON.stringify` of the full body (the reference) against the compact
 *   encoding plus `JSON.stringify`, over the same replayed bodies;
 * - the whole request: `app.request` of the default (compact) body against `geometry=full`.
 * Usage: nice -n 10 npx tsx scripts/body-cost.ts [seeds=100] [rounds=3]
 */
import { performance } from 'node:perf_hooks';
import { createApp } from '../src/app';
import { resvgNodeRenderer } from '../src/adapters/png-resvg-node';
import { compactDungeon } from '../src/api/history/compact';
import { compactGeometry } from '../src/crawl/plan/compact';
import { REGISTRY } from '../src/systems';

const seeds = Number(process.argv[2] ?? 100);
const rounds = Number(process.argv[3] ?? 3);
const app = createApp({ png: resvgNodeRenderer() });

interface Route {
  readonly name: string;
  readonly url: (seed: number) => string;
  readonly encode: (body: Record<string, unknown>) => Record<string, unknown>;
}
const routes: Route[] = [
  ...REGISTRY.histories.map((h) => ({
    name: `/v1/dungeon?ruleset=${h.id}`,
    url: (s: number) => `/v1/dungeon?ruleset=${h.id}&seed=${s}`,
    encode: compactDungeon,
  })),
  ...REGISTRY.crawls.map((c) => ({
    name: `/v1/crawl/${c.id}`,
    url: (s: number) => `/v1/crawl/${c.id}?seed=${s}`,
    encode: compactGeometry,
  })),
];

const q = (a: number[], p: number) => [...a].sort((x, y) => x - y)[Math.floor(p * (a.length - 1))]!;
const time = (f: () => unknown) => {
  const t0 = performance.now();
  f();
  return performance.now() - t0;
};
const timeAsync = async (f: () => Promise<unknown>) => {
  const t0 = performance.now();
  await f();
  return performance.now() - t0;
};

// Warm-up: 150+ requests over every route and both forms.
for (let i = 0; i < 160; i++) {
  const r = routes[i % routes.length]!;
  await (await app.request(`${r.url(10_000 + i)}${i % 2 ? '&geometry=full' : ''}`)).text();
}

console.log(
  `| route (seeds 1–${seeds}, ${rounds} rounds) | stringify full: median / p95 ms | compact + stringify: median / p95 ms | ratio (median, p95) | request full: median / p95 ms | request compact: median / p95 ms | ratio (median, p95) |\n|---|---|---|---|---|---|---|`,
);
for (const r of routes) {
  const bodies: Record<string, unknown>[] = [];
  for (let s = 1; s <= seeds; s++)
    bodies.push(
      (await (await app.request(`${r.url(s)}&geometry=full`)).json()) as Record<string, unknown>,
    );
  const ser = { full: [] as number[], compact: [] as number[] };
  const req = { full: [] as number[], compact: [] as number[] };
  for (let round = 0; round < rounds; round++)
    for (let s = 1; s <= seeds; s++) {
      const b = bodies[s - 1]!;
      const order =
        (s + round) % 2 ? (['full', 'compact'] as const) : (['compact', 'full'] as const);
      for (const f of order) {
        ser[f].push(time(() => JSON.stringify(f === 'full' ? b : r.encode(b))));
        const url = `${r.url(s)}${f === 'full' ? '&geometry=full' : ''}`;
        req[f].push(await timeAsync(async () => (await app.request(url)).text()));
      }
    }
  const cell = (a: number[]) => `${q(a, 0.5).toFixed(2)} / ${q(a, 0.95).toFixed(2)}`;
  const ratio = (a: number[], b: number[]) =>
    `${(q(a, 0.5) / q(b, 0.5)).toFixed(2)}×, ${(q(a, 0.95) / q(b, 0.95)).toFixed(2)}×`;
  console.log(
    `| ${r.name} | ${cell(ser.full)} | ${cell(ser.compact)} | ${ratio(ser.compact, ser.full)} | ${cell(req.full)} | ${cell(req.compact)} | ${ratio(req.compact, req.full)} |`,
  );
}
