/**
 * Body sizes of the default request of every JSON route over seeds 1–N (median, p95, max), and
 * where the bytes go by top-level key (median share), in process.
 * Usage: nice -n 10 npx tsx scripts/body-routes.ts [N=100]
 */
import { createApp } from '../src/app';
import { resvgNodeRenderer } from '../src/adapters/png-resvg-node';
import { REGISTRY as registry } from '../src/systems';

const n = Number(process.argv[2] ?? 100);
const app = createApp({ png: resvgNodeRenderer() });
const routes = [
  // The default (compact) body, the full form, and the state alone.
  ...registry.histories.map((h) => `/v1/dungeon?ruleset=${h.id}`),
  ...registry.histories.map((h) => `/v1/dungeon?ruleset=${h.id}&geometry=full`),
  ...registry.histories.map((h) => `/v1/dungeon?ruleset=${h.id}&events=none`),
  ...registry.histories.map((h) => `/v1/dungeon?ruleset=${h.id}&events=none&geometry=full`),
  ...registry.crawls.map((c) => `/v1/crawl/${c.id}?`),
  ...registry.crawls.map((c) => `/v1/crawl/${c.id}?geometry=full`),
  ...registry.games.map((g) => `/v1/play/${g.id}?`),
];
const q = (a: number[], p: number) => [...a].sort((x, y) => x - y)[Math.floor(p * (a.length - 1))]!;
const kb = (b: number) => `${(b / 1024).toFixed(1)}`;
console.log(
  `| route (seeds 1–${n}) | median KB | p95 KB | max KB | top keys (median KB) |\n|---|---|---|---|---|`,
);
for (const r of routes) {
  const sizes: number[] = [];
  const keys: Record<string, number[]> = {};
  for (let seed = 1; seed <= n; seed++) {
    const res = await app.request(`${r}${r.endsWith('?') ? '' : '&'}seed=${seed}`);
    const text = await res.text();
    if (res.status !== 200) {
      console.log(`${r} seed ${seed}: ${res.status} ${text.slice(0, 200)}`);
      break;
    }
    sizes.push(new TextEncoder().encode(text).length);
    const body = JSON.parse(text) as Record<string, unknown>;
    for (const [k, v] of Object.entries(body)) (keys[k] ??= []).push(JSON.stringify(v).length);
  }
  if (!sizes.length) continue;
  const top = Object.entries(keys)
    .map(([k, a]) => [k, q(a, 0.5)] as const)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([k, v]) => `${k} ${kb(v)}`)
    .join(', ');
  console.log(
    `| ${r} | ${kb(q(sizes, 0.5))} | ${kb(q(sizes, 0.95))} | ${kb(Math.max(...sizes))} | ${top} |`,
  );
}
