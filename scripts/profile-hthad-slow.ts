/**
 * The tail of a history engine: times a full history (to the end) for seeds 1..n, each seed's
 * best of `reps` passes (CPU time), then prints the median, p95, p99 and the share over 10 ms,
 * and the slowest `top` seeds. With `--only a,b,c` it loops over just those seeds `reps` times,
 * for profiling the tail with `--cpu-prof` (then `tsx scripts/profile-summary.ts FILE`).
 *
 * `--edition 2019` runs the 2nd edition (the Dwarven civilization, no nexus, letter page, as
 * `bench-hthad-ab.ts`). `--bundle` runs the engine as an esbuild bundle without keepNames, as
 * `npm start` and the Worker run it (under tsx every function made is wrapped in a naming call,
 * which overstates what closures cost); a profile of the bundle names its functions by the
 * bundle's lines (`scratch/profile-hthad-slow.mjs`).
 *
 * Usage: npx tsx scripts/profile-hthad-slow.ts [n] [reps] [top] [--edition 2008|2019]
 *          [--bundle] [--warm N] [--only s1,s2]
 *        node --cpu-prof --import tsx scripts/profile-hthad-slow.ts 0 10 --only 423,518
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { editionOf, loadEngine } from './hthad-engine';

const args = process.argv.slice(2);
const flag = (name: string): string | undefined => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const only = flag('only')?.split(',') ?? null;
const edition = editionOf(flag('edition') ?? '2008');
const warm = Number(flag('warm') ?? 100);
const bundled = args.includes('--bundle');
const positional = args.filter(
  (a, i) => !a.startsWith('--') && !['--only', '--edition', '--warm'].includes(args[i - 1] ?? ''),
);
const [n = 300, reps = 2, top = 15] = positional.map(Number);

const root = resolve(import.meta.dirname, '..');
if (bundled) mkdirSync(resolve(root, 'scratch'), { recursive: true });
const run = await loadEngine(
  root,
  edition,
  bundled ? resolve(root, 'scratch/profile-hthad-slow.mjs') : undefined,
);

for (let i = 0; i < warm; i++) run(`warm${i}`);
const seeds = only ?? Array.from({ length: n }, (_, i) => String(i + 1));
const best = new Map<string, number>();
for (let r = 0; r < reps; r++)
  for (const seed of seeds) {
    const c0 = process.cpuUsage();
    run(seed);
    const c = process.cpuUsage(c0);
    best.set(seed, Math.min(best.get(seed) ?? Infinity, (c.user + c.system) / 1000));
  }
const times = [...best.values()].sort((a, b) => a - b);
const q = (p: number) => times[Math.min(times.length - 1, Math.ceil(p * times.length) - 1)]!;
const over = times.filter((t) => t > 10).length / times.length;
console.log(
  `hthad${edition}${bundled ? ' (bundle)' : ' (tsx)'} seeds ${only ? only.join(',') : `1..${n}`}, best of ${reps}: median ${q(0.5).toFixed(2)} ms, p95 ${q(0.95).toFixed(2)}, p99 ${q(0.99).toFixed(2)}, max ${q(1).toFixed(2)}, over 10 ms ${(100 * over).toFixed(1)}%`,
);
console.log(
  [...best]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([s, t]) => `${s}:${t.toFixed(1)}`)
    .join(' '),
);
