/**
 * Before/after timing of the side view (`renderSideView`: scene, labels and SVG) in one process:
 * this checkout against another checkout of the same repository (the old code), over hthad2008
 * seeds 1..n at until=end (the worlds built once, untimed). Checks first that both draw the same
 * SVG, byte for byte, for every seed; then, after `warm` warm-up renders of each, times `reps`
 * passes interleaved seed by seed (alternating which goes first) and prints p50, p95, p99 and max
 * of each seed's fastest pass in CPU time (the wall clock if shorter), for each side.
 * Usage: node --import tsx scripts/bench-side-ab.ts OLD_DIR [n] [reps] [warm]
 */
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { HTHAD2008_VERSION, runHistory } from '../src/hthad/2008/history';

type Render = (input: unknown) => { svg?: string } | string;

const [oldDir = '/tmp/old-side', nArg = '200', repsArg = '4', warmArg = '150'] =
  process.argv.slice(2);
const n = Number(nArg);
const reps = Number(repsArg);
const warm = Number(warmArg);
const load = async (dir: string): Promise<Render> => {
  const m = (await import(pathToFileURL(resolve(dir, 'src/render/side/index.ts')).href)) as {
    renderSideView: Render;
  };
  return m.renderSideView;
};
const renderNew = await load(resolve(import.meta.dirname, '..'));
const renderOld = await load(oldDir);
const text = (r: ReturnType<Render>): string => (typeof r === 'string' ? r : JSON.stringify(r));

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
let differ = 0;
for (let i = 0; i < n; i++)
  if (text(renderOld(inputs[i])) !== text(renderNew(inputs[i]))) {
    differ++;
    console.log(`seed ${i + 1}: the drawings differ`);
  }
console.log(`identical output: ${n - differ}/${n} seeds`);
for (let w = 0; w < warm; w++) {
  renderOld(inputs[w % n]);
  renderNew(inputs[w % n]);
}
const time = (f: Render, input: unknown): number => {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  f(input);
  const wall = performance.now() - t0;
  const c = process.cpuUsage(c0);
  return Math.min(wall, (c.user + c.system) / 1000);
};
const bestOld = new Array<number>(n).fill(Infinity);
const bestNew = new Array<number>(n).fill(Infinity);
for (let r = 0; r < reps; r++)
  for (let i = 0; i < n; i++) {
    if ((i + r) % 2 === 0) {
      bestOld[i] = Math.min(bestOld[i]!, time(renderOld, inputs[i]));
      bestNew[i] = Math.min(bestNew[i]!, time(renderNew, inputs[i]));
    } else {
      bestNew[i] = Math.min(bestNew[i]!, time(renderNew, inputs[i]));
      bestOld[i] = Math.min(bestOld[i]!, time(renderOld, inputs[i]));
    }
  }
const stats = (xs: number[]): string => {
  const s = [...xs].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(n - 1, Math.ceil(p * n) - 1)]!.toFixed(2);
  return `p50 ${q(0.5)} ms, p95 ${q(0.95)}, p99 ${q(0.99)}, max ${s[n - 1]!.toFixed(2)}`;
};
console.log(`side view, seeds 1–${n}, fastest of ${reps} interleaved passes, warm-up ${warm}:`);
console.log(`  old: ${stats(bestOld)}`);
console.log(`  new: ${stats(bestNew)}`);
const ratio = bestNew.map((t, i) => t / bestOld[i]!).sort((a, b) => a - b);
console.log(`  new/old per seed: median ${ratio[Math.floor(n / 2)]!.toFixed(3)}`);
if (differ > 0) process.exitCode = 1;
