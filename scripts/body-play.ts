/**
 * Body sizes of `/v1/play/{id}` over seeds 1–N (median, p95, max) in both geometries and with
 * each `log` detail, and where the bytes go by top-level key (median KB), in process.
 * Usage: nice -n 10 npx tsx scripts/body-play.ts [N=50]
 */
import { createApp } from '../src/app';
import { resvgNodeRenderer } from '../src/adapters/png-resvg-node';
import { REGISTRY as registry } from '../src/systems';

const n = Number(process.argv[2] ?? 50);
const app = createApp({ png: resvgNodeRenderer() });
const q = (a: number[], p: number) => [...a].sort((x, y) => x - y)[Math.floor(p * (a.length - 1))]!;
const kb = (b: number) => (b / 1024).toFixed(1);
console.log(
  `| route (seeds 1–${n}) | median KB | p95 KB | max KB | top keys (median KB) |\n|---|---|---|---|---|`,
);
for (const g of registry.games)
  for (const geometry of [
    '',
    '&log=none',
    '&log=full',
    '&geometry=full',
    '&geometry=full&log=full',
  ]) {
    const sizes: number[] = [];
    const keys: Record<string, number[]> = {};
    for (let seed = 1; seed <= n; seed++) {
      const res = await app.request(`/v1/play/${g.id}?seed=${seed}${geometry}`);
      const text = await res.text();
      if (res.status !== 200) {
        console.log(`${g.id}${geometry} seed ${seed}: ${res.status} ${text.slice(0, 200)}`);
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
      .slice(0, 5)
      .map(([k, v]) => `${k} ${kb(v)}`)
      .join(', ');
    console.log(
      `| /v1/play/${g.id}?${geometry.slice(1) || '(default)'} | ${kb(q(sizes, 0.5))} | ${kb(q(sizes, 0.95))} | ${kb(Math.max(...sizes))} | ${top} |`,
    );
  }
