/**
 * Timing loop for the 2008 history engine: runHistory to the end over `seeds` seeds, `reps`
 * times. Prints the median and p95 of all runs and the mean of each seed's fastest run, in wall
 * and in CPU time (the steadiest figures on a loaded machine).
 * Usage: node --import tsx [--cpu-prof --cpu-prof-dir DIR] scripts/profile-hthad.ts [seeds] [reps]
 */
import { performance } from 'node:perf_hooks';
import { runHistory } from '../src/hthad/2008/history';

const n = Number(process.argv[2] ?? 50);
const reps = Number(process.argv[3] ?? 1);
const times: number[] = [];
const best = new Array<number>(n).fill(Infinity);
const cpuBest = new Array<number>(n).fill(Infinity);
for (let i = 1; i <= 5; i++) runHistory({ seed: `warm${i}`, until: 'end' });
for (let r = 0; r < reps; r++)
  for (let i = 1; i <= n; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    runHistory({ seed: `p${i}`, until: 'end' });
    const t = performance.now() - t0;
    const c = process.cpuUsage(c0);
    cpuBest[i - 1] = Math.min(cpuBest[i - 1]!, (c.user + c.system) / 1000);
    times.push(t);
    best[i - 1] = Math.min(best[i - 1]!, t);
  }
times.sort((a, b) => a - b);
const q = (x: number) => times[Math.min(times.length - 1, Math.ceil(x * times.length) - 1)]!;
const meanBest = best.reduce((a, b) => a + b, 0) / n;
const meanCpu = cpuBest.reduce((a, b) => a + b, 0) / n;
console.log(
  `runs ${times.length}: median ${q(0.5).toFixed(2)} ms, p95 ${q(0.95).toFixed(2)} ms, mean of per-seed best ${meanBest.toFixed(2)} ms (cpu ${meanCpu.toFixed(2)} ms)`,
);
