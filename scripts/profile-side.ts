/**
 * Timing loop for the side view (`renderSideView`, scene and SVG) over hthad2008 seeds 1–N at
 * until=end, the route's defaults: median, p95, p99 and max of each seed's fastest of `reps`
 * runs in CPU time (the steadiest figure on a loaded machine; the wall clock if shorter), and the slowest seeds. The worlds are built
 * first and not timed.
 * Usage: node --import tsx [--cpu-prof --cpu-prof-dir DIR] scripts/profile-side.ts [seeds] [reps]
 */
import { performance } from 'node:perf_hooks';
import { HTHAD2008_VERSION, runHistory } from '../src/hthad/2008/history';
import { renderSideView } from '../src/render/side';

const n = Number(process.argv[2] ?? 200);
const reps = Number(process.argv[3] ?? 3);
const inputs = Array.from({ length: n }, (_, i) => {
  const seed = String(i + 1);
  const r = runHistory({ seed, until: 'end' });
  return {
    world: r.world,
    seed,
    ruleset: { id: 'hthad2008', title: 'How to Host a Dungeon (2008)', version: HTHAD2008_VERSION },
    at: r.reached,
  };
});
for (let i = 0; i < Math.min(150, n); i++) renderSideView(inputs[i]! as never);
const best = new Array<number>(n).fill(Infinity);
for (let r = 0; r < reps; r++)
  for (let i = 0; i < n; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    renderSideView(inputs[i]! as never);
    const wall = performance.now() - t0;
    const c = process.cpuUsage(c0);
    // CPU time, unless the wall clock is shorter (a GC thread's time counted in).
    best[i] = Math.min(best[i]!, Math.min(wall, (c.user + c.system) / 1000));
  }
const sorted = [...best].sort((a, b) => a - b);
const q = (x: number) => sorted[Math.min(n - 1, Math.ceil(x * n) - 1)]!;
console.log(
  `side view, seeds 1–${n}, best of ${reps}: median ${q(0.5).toFixed(2)} ms, p95 ${q(0.95).toFixed(2)}, p99 ${q(0.99).toFixed(2)}, max ${sorted[n - 1]!.toFixed(2)}`,
);
console.log(
  `slowest: ${best
    .map((t, i) => [i + 1, t] as const)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([s, t]) => `${s} ${t.toFixed(1)}`)
    .join(', ')}`,
);
