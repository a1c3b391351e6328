/**
 * The slowest seeds of the 2008 history engine: times runHistory to the end for seeds 1..n
 * (CPU time, best of `reps`), prints the slowest `top`, then (with --only a,b,c) loops over just
 * those seeds `reps` times, for profiling the tail with --cpu-prof.
 * Usage: node --import tsx [--cpu-prof] scripts/profile-hthad-slow.ts [n] [reps] [top] [--only s1,s2]
 */
import { runHistory } from '../src/hthad/2008/history';

const args = process.argv.slice(2);
const onlyAt = args.indexOf('--only');
const only = onlyAt >= 0 ? args[onlyAt + 1]!.split(',') : null;
const [n = 200, reps = 1, top = 15] = args
  .filter((a, i) => (i !== onlyAt && i !== onlyAt + 1) || onlyAt < 0)
  .map(Number);
for (let i = 1; i <= 5; i++) runHistory({ seed: `warm${i}`, until: 'end' });
const seeds = only ?? Array.from({ length: n }, (_, i) => String(i + 1));
const best = new Map<string, number>();
for (let r = 0; r < reps; r++)
  for (const seed of seeds) {
    const c0 = process.cpuUsage();
    runHistory({ seed, until: 'end' });
    const c = process.cpuUsage(c0);
    best.set(seed, Math.min(best.get(seed) ?? Infinity, (c.user + c.system) / 1000));
  }
const sorted = [...best].sort((a, b) => b[1] - a[1]);
console.log(
  sorted
    .slice(0, top)
    .map(([s, t]) => `${s}:${t.toFixed(1)}`)
    .join(' '),
);
