/**
 * Per-run CPU time of the history engine of one checkout, alone in its process: runHistory to
 * the end for seeds first..first+n-1, `reps` times, after `warm` warm-up runs. Prints median,
 * p90, p95, p99, the share over 10 ms and the total.
 *
 * bench-hthad-ab.ts runs two checkouts in one process, so each pays for the other's garbage: a
 * change to what the collector must copy or promote shows there as half its size at best. Run
 * this once per checkout, alternating, to compare collector costs.
 * Usage: node --import tsx scripts/bench-hthad-solo.ts DIR [edition 2008|2019] [n] [reps] [warm]
 *   [first]
 */
import { editionOf, loadEngine } from './hthad-engine';

const [dir = '.', edition = '2008', nArg = '300', repsArg = '2', warmArg = '100', firstArg = '1'] =
  process.argv.slice(2);
const n = Number(nArg);
const reps = Number(repsArg);
const first = Number(firstArg);
const run = await loadEngine(dir, editionOf(edition));
for (let i = 0; i < Number(warmArg); i++) run(`w${i}`);
const xs: number[] = [];
for (let r = 0; r < reps; r++)
  for (let i = first; i < first + n; i++) {
    const c0 = process.cpuUsage();
    run(String(i));
    const c = process.cpuUsage(c0);
    xs.push((c.user + c.system) / 1000);
  }
const sorted = [...xs].sort((a, b) => a - b);
const q = (p: number): string =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!.toFixed(2);
const over = (100 * xs.filter((x) => x > 10).length) / xs.length;
const total = xs.reduce((a, b) => a + b, 0);
console.log(
  `${dir} hthad${edition} seeds ${first}..${first + n - 1} x${reps}: median ${q(0.5)} ms, p90 ${q(0.9)} ms, p95 ${q(0.95)} ms, p99 ${q(0.99)} ms, over 10 ms ${over.toFixed(1)}%, total ${total.toFixed(0)} ms`,
);
