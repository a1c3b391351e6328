/**
 * `npm run bench:workerd`: the 2008 history's time per run inside workerd, the runtime
 * Cloudflare Workers run (whose free plan allows 10 ms of CPU per request), next to the same
 * runs in this Node process, seed by seed in turn so both see the same machine. Starts the bench
 * worker (scripts/workerd-bench) with `wrangler dev`, offline, on a free loopback port. Prints;
 * never judges.
 *
 * Usage: npm run bench:workerd [-- --seeds N] [-- --k K] [-- --until AGE] [-- --warm W]
 *
 * Both runtimes first run W other seeds (default 50): until V8 has compiled the rule code,
 * compiling it is most of a run, and a Workers isolate serves many requests.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { performance } from 'node:perf_hooks';
import { runHistory } from '../src/hthad/2008/history';
import { wranglerOfflineEnv } from './wrangler-env';

const args = process.argv.slice(2);
const arg = (name: string, fallback: string): string => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1]! : fallback;
};
const SEEDS = Number(arg('seeds', '100'));
const K = Number(arg('k', '5'));
const UNTIL = arg('until', 'end') as 'end';
const WARM = Number(arg('warm', '50'));
const BATCH = 10;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => (typeof a === 'object' && a ? resolve(a.port) : reject(new Error('no port'))));
    });
  });
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
let log = '';
const worker = spawn(
  'node_modules/.bin/wrangler',
  [
    'dev',
    '--config',
    'scripts/workerd-bench/wrangler.toml',
    '--port',
    String(port),
    '--ip',
    '127.0.0.1',
    '--log-level',
    'warn',
  ],
  {
    env: wranglerOfflineEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
  },
);
worker.stdout?.on('data', (d: Buffer) => (log += d.toString()));
worker.stderr?.on('data', (d: Buffer) => (log += d.toString()));

async function inWorkerd(seeds: string[], k: number): Promise<number[]> {
  const q = new URLSearchParams({ seeds: seeds.join(','), k: String(k), until: UNTIL });
  const res = await fetch(`${base}/?${q}`);
  if (!res.ok) throw new Error(`bench worker answered ${res.status}`);
  return ((await res.json()) as { perRun: number[] }).perRun;
}

function inNode(seeds: string[], k: number): number[] {
  return seeds.map((seed) => {
    const t0 = performance.now();
    for (let r = 0; r < k; r++) runHistory({ seed, until: UNTIL });
    return (performance.now() - t0) / k;
  });
}

try {
  // Bounded wait: up to 90 one-second polls for the worker to answer.
  let up = false;
  for (let i = 0; i < 90 && !up && worker.exitCode === null; i++) {
    try {
      up = (await fetch(`${base}/?seeds=`)).ok;
    } catch {
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
  if (!up) throw new Error(`wrangler dev did not start:\n${log}`);
  const warm = Array.from({ length: WARM }, (_, i) => `warm${i + 1}`);
  await inWorkerd(warm, 1);
  inNode(warm, 1);
  const workerd: number[] = [];
  const node: number[] = [];
  // Batches of seeds in turn, so a drift in the machine's speed falls on both alike.
  for (let from = 1; from <= SEEDS; from += BATCH) {
    const seeds = Array.from(
      { length: Math.min(BATCH, SEEDS - from + 1) },
      (_, i) => `p${from + i}`,
    );
    workerd.push(...(await inWorkerd(seeds, K)));
    node.push(...inNode(seeds, K));
  }
  workerd.sort((a, b) => a - b);
  node.sort((a, b) => a - b);
  const row = (name: string, t: number[]): string =>
    `${name.padEnd(26)}${quantile(t, 0.5).toFixed(2).padStart(9)}${quantile(t, 0.95).toFixed(2).padStart(9)}${t[t.length - 1]!.toFixed(2).padStart(9)}`;
  console.log(
    `hthad2008 history to until=${UNTIL}: seeds p1..p${SEEDS} after ${WARM} warm-up seeds, each the mean of ${K} runs; ms per run`,
  );
  console.log(
    `${'runtime'.padEnd(26)}${'median'.padStart(9)}${'p95'.padStart(9)}${'max'.padStart(9)}`,
  );
  console.log(row('workerd (Workers runtime)', workerd));
  console.log(row(`Node ${process.version}`, node));
  const over = (t: number[], ms: number): string =>
    `${((100 * t.filter((x) => x > ms).length) / t.length).toFixed(0)}%`;
  console.log(
    `seeds over 10 ms (the free plan's CPU per request): workerd ${over(workerd, 10)}, Node ${over(node, 10)}`,
  );
  console.log(
    `workerd / Node: median ${(quantile(workerd, 0.5) / quantile(node, 0.5)).toFixed(2)}, p95 ${(quantile(workerd, 0.95) / quantile(node, 0.95)).toFixed(2)}`,
  );
} finally {
  worker.kill('SIGTERM');
}
