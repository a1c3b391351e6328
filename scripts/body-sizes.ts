/**
 * Body sizes of `/v1/dungeon` over seeds 1–N at each `events` level (and gzipped), in process.
 * Usage: nice -n 10 npx tsx scripts/body-sizes.ts [N=1000]
 */
import { gzipSync } from 'node:zlib';
import { createApp } from '../src/app';
import { resvgNodeRenderer } from '../src/adapters/png-resvg-node';
import { EVENT_DETAILS } from '../src/hthad/world/events';

const n = Number(process.argv[2] ?? 1000);
const app = createApp({ png: resvgNodeRenderer() });
const sizes: Record<string, number[]> = {};
for (let seed = 1; seed <= n; seed++)
  for (const level of EVENT_DETAILS) {
    const body = new Uint8Array(
      await (await app.request(`/v1/dungeon?seed=${seed}&events=${level}`)).arrayBuffer(),
    );
    (sizes[level] ??= []).push(body.length);
    if (level === 'summary') (sizes['summary (gzip)'] ??= []).push(gzipSync(body).length);
  }
const q = (a: number[], p: number) => [...a].sort((x, y) => x - y)[Math.floor(p * (a.length - 1))]!;
const kb = (b: number) => `${(b / 1024).toFixed(1)} KB`;
console.log(`| events | median | p95 | max |  (seeds 1–${n})\n|---|---|---|---|`);
for (const [level, a] of Object.entries(sizes))
  console.log(`| ${level} | ${kb(q(a, 0.5))} | ${kb(q(a, 0.95))} | ${kb(Math.max(...a))} |`);
