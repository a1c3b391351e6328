/**
 * Before/after timing of the history engines in one process: runHistory to the end for seeds
 * first..first+n-1 (default 1..n) from this checkout and from another checkout of the same
 * repository (the old code), interleaved seed by seed (alternating which goes first), after
 * `warm` warm-up runs of each. Prints median, p90, p95, p99 and the share over 10 ms of per-run
 * CPU time for each side, each seed's best of the reps, and checks that both give the same JSON
 * for every seed.
 * Usage: node --import tsx scripts/bench-hthad-ab.ts OLD_DIR [edition 2008|2019] [n] [reps]
 *   [warm] [first] [--bundle]
 *   --bundle: each side's engine as an esbuild bundle without keepNames, as `npm start` and the
 *   Worker run it (under tsx every function made is also wrapped in a naming call, which
 *   overstates what a closure costs).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { editionOf, loadEngine } from './hthad-engine';

const [
  oldDir = '/tmp/old',
  edition = '2008',
  nArg = '200',
  repsArg = '2',
  warmArg = '150',
  firstArg = '1',
] = process.argv.slice(2).filter((a) => a !== '--bundle');
const bundled = process.argv.includes('--bundle');
const n = Number(nArg);
/** The first seed: seeds first..first+n-1 are run. */
const first = Number(firstArg);
const reps = Number(repsArg);
const warm = Number(warmArg);
const bundleDir = bundled ? mkdtempSync(join(tmpdir(), 'strata-ab-')) : '';
const ed = editionOf(edition);
const load = (dir: string, name: string) =>
  loadEngine(dir, ed, bundled ? join(bundleDir, `${name}.mjs`) : undefined);
const runNew = await load(resolve(import.meta.dirname, '..'), 'new');
const runOld = await load(oldDir, 'old');
if (bundled) rmSync(bundleDir, { recursive: true, force: true });

const cpu = (f: () => unknown): number => {
  const c0 = process.cpuUsage();
  f();
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / 1000;
};
for (let i = 0; i < warm; i++) {
  const seed = `w${i}`;
  runOld(seed);
  runNew(seed);
}
let differ = 0;
for (let i = first; i < first + n; i++) {
  const a = JSON.stringify(runOld(String(i)));
  const b = JSON.stringify(runNew(String(i)));
  if (a !== b) differ++;
}
const told: number[] = [];
const tnew: number[] = [];
for (let r = 0; r < reps; r++)
  for (let i = first; i < first + n; i++) {
    const seed = String(i);
    if ((i + r) % 2 === 0) {
      told.push(cpu(() => runOld(seed)));
      tnew.push(cpu(() => runNew(seed)));
    } else {
      tnew.push(cpu(() => runNew(seed)));
      told.push(cpu(() => runOld(seed)));
    }
  }
const q = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(p * s.length) - 1)]!;
};
const over = (xs: number[], ms: number): string =>
  `${((100 * xs.filter((x) => x > ms).length) / xs.length).toFixed(1)}%`;
const line = (name: string, xs: number[]): string =>
  `${name}: median ${q(xs, 0.5).toFixed(2)} ms, p90 ${q(xs, 0.9).toFixed(2)} ms, p95 ${q(xs, 0.95).toFixed(2)} ms, p99 ${q(xs, 0.99).toFixed(2)} ms, over 10 ms ${over(xs, 10)}`;
console.log(
  `hthad${edition} seeds ${first}..${first + n - 1} x${reps}, ${warm} warm-up runs each${bundled ? ', esbuild bundles' : ', tsx'}; outputs differ: ${differ}`,
);
console.log(line('old', told));
console.log(line('new', tnew));
const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);
const ratios = told.map((t, i) => tnew[i]! / t);
// Each seed's best time over the reps: most of the noise of a shared machine (and the
// collector's pauses, which land on whichever run is going) drops out.
const best = (xs: number[]): number[] =>
  Array.from({ length: n }, (_, i) => {
    let m = Infinity;
    for (let r = 0; r < reps; r++) m = Math.min(m, xs[r * n + i]!);
    return m;
  });
const bestOld = best(told);
const bestNew = best(tnew);
console.log(
  `total old ${sum(told).toFixed(0)} ms, new ${sum(tnew).toFixed(0)} ms (new/old ${(sum(tnew) / sum(told)).toFixed(3)}); median per-run new/old ${q(ratios, 0.5).toFixed(3)}; best of ${reps} per seed: old ${sum(bestOld).toFixed(0)} ms, new ${sum(bestNew).toFixed(0)} ms (new/old ${(sum(bestNew) / sum(bestOld)).toFixed(3)})`,
);
