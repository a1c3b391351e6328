/**
 * The workerd section of `npm run bench`: the Worker itself (src/worker.ts, wrangler.toml) under
 * `wrangler dev`, offline, on a loopback port, with a fresh state folder (so no rendered body is
 * cached from an earlier run). Times are wall-clock on loopback, so each includes the same HTTP
 * round trip as the `/healthz` floor measured first; "− floor" subtracts the floor's median,
 * which is the nearest figure to the request's own work this side of Cloudflare's dashboard.
 * 1. A cold isolate: the first request the Worker ever answers (a 1600-px map.png: module
 *    evaluation, wasm compilation and fonts included), then the same route warm.
 * 2. Every route's median and p95 as ratios to the floor, and the share over 10 ms (− floor).
 * 3. `/v1/dungeon` over seeds 1–N: the share within 10 ms (− floor); and the isolate's own CPU,
 *    from the Worker in workerd alone, without its body store ({@link NO_BODY_STORE}) and without
 *    `wrangler dev` around it (scripts/workerd-bare.ts), whose own Workers share the thread.
 * Prints; never judges. Standalone: npx tsx scripts/bench-workerd-routes.ts [--runs N] [--seeds N]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { bareWorkerd, type BareWorkerd } from './workerd-bare';
import { wranglerOfflineEnv } from './wrangler-env';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => (typeof a === 'object' && a ? resolve(a.port) : reject(new Error('no port'))));
    });
  });
}

/** The workerd processes under `root` (wrangler dev runs more than one), by /proc; Linux only. */
export function workerdPids(root: number): number[] | undefined {
  if (!existsSync('/proc/self/stat')) return undefined;
  const parent = new Map<number, number>();
  const names = new Map<number, string>();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      names.set(Number(d), stat.slice(stat.indexOf('(') + 1, close));
      parent.set(Number(d), Number(stat.slice(close + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const found: number[] = [];
  for (const [pid, name] of names) {
    if (!name.startsWith('workerd')) continue;
    for (let p = parent.get(pid), hops = 0; p !== undefined && hops < 8; p = parent.get(p), hops++)
      if (p === root) {
        found.push(pid);
        break;
      }
  }
  return found.length ? found : undefined;
}

/**
 * CPU time of `pids` so far, in ms (schedstat: nanoseconds on a CPU): `all` their threads, and
 * `main` their main threads only, where workerd runs the isolates' JavaScript (the request's own
 * work and the scavenges on its heap); the other threads are V8's helpers (concurrent marking,
 * compiling) and the I/O of the dev server.
 */
export function cpuMs(pids: readonly number[]): { all: number; main: number } {
  let all = 0;
  let main = 0;
  for (const pid of pids)
    for (const t of readdirSync(`/proc/${pid}/task`)) {
      try {
        const ns = Number(readFileSync(`/proc/${pid}/task/${t}/schedstat`, 'utf8').split(' ')[0]);
        all += ns;
        if (t === String(pid)) main += ns;
      } catch {
        // thread gone meanwhile
      }
    }
  return { all: all / 1e6, main: main / 1e6 };
}

export const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;

/**
 * The define that leaves the Worker's body store out (src/worker.ts): under `wrangler dev` the
 * Cache API is miniflare's stand-in, JavaScript in the same workerd thread as the Worker, so its
 * CPU lands on every request's main-thread figure although Cloudflare's cache runs outside the
 * isolate. Measured with and without it, the difference is the stand-in's.
 */
export const NO_BODY_STORE = 'STRATA_NO_BODY_STORE:true';

/** The define that sizes the run memo (src/worker.ts): 0 turns it off, so every ask replays. */
export const runMemoDefine = (n: number) => `STRATA_RUN_MEMO_SIZE:${n}`;
export const NO_RUN_MEMO = runMemoDefine(0);

/**
 * `wrangler dev` of the checkout at `dir`, offline, on a loopback port, with its state (the
 * Worker's Cache API) in `state`, a fresh folder, so no body an earlier run cached is served;
 * `defines` are passed as `--define` (e.g. {@link NO_BODY_STORE}).
 */
export function wranglerDev(
  port: number,
  state: string,
  dir: string,
  output: 'pipe' | 'ignore',
  defines: readonly string[] = [],
): ChildProcess {
  return spawn(
    join(dir, 'node_modules/.bin/wrangler'),
    [
      'dev',
      '--port',
      String(port),
      '--ip',
      '127.0.0.1',
      '--persist-to',
      state,
      '--log-level',
      'warn',
      ...defines.flatMap((d) => ['--define', d]),
    ],
    {
      cwd: dir,
      env: wranglerOfflineEnv(),
      stdio: ['ignore', output, output],
    },
  );
}

export interface WorkerdOptions {
  readonly runs: number;
  readonly seeds: number;
  /** The routes to time: a name and a URL without its seed. */
  readonly cases: readonly { readonly name: string; readonly url: string }[];
}

export async function workerdSection(o: WorkerdOptions): Promise<void> {
  const port = await freePort();
  const state = mkdtempSync(join(tmpdir(), 'strata-bench-'));
  const base = `http://127.0.0.1:${port}`;
  let log = '';
  const t0 = performance.now();
  const worker = wranglerDev(port, state, '.', 'pipe');
  // The Worker in workerd alone, without its body store, for the isolate's own share of
  // `/v1/dungeon`: started once the first listens, so that its free port cannot be the first
  // one's again.
  let bare: BareWorkerd | undefined;
  worker.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  worker.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const time = async (path: string, at = base): Promise<number> => {
    const s = performance.now();
    const res = await fetch(`${at}${path}`);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    return performance.now() - s;
  };
  let wd: number[] | undefined;
  /**
   * The request's wall-clock ms and workerd's CPU ms over it, all threads and the main thread's
   * (NaN when not measurable).
   */
  const timeCpu = async (path: string): Promise<{ wall: number; cpu: number; main: number }> => {
    if (wd === undefined) return { wall: await time(path), cpu: NaN, main: NaN };
    const c0 = cpuMs(wd);
    const wall = await time(path);
    const c1 = cpuMs(wd);
    return { wall, cpu: c1.all - c0.all, main: c1.main - c0.main };
  };
  const cpuCells = (cpu: number[]): string => {
    if (cpu.some((c) => Number.isNaN(c))) return '– | – | –';
    cpu.sort((a, b) => a - b);
    const over = cpu.filter((c) => c > 10).length / cpu.length;
    return `${quantile(cpu, 0.5).toFixed(1)} | ${quantile(cpu, 0.95).toFixed(1)} | ${(100 * over).toFixed(0)}%`;
  };
  try {
    // Bounded wait for the port to open, without a request (that would warm the isolate):
    // up to 120 half-second polls of a bare TCP connect.
    const { connect } = await import('node:net');
    let up = false;
    for (let i = 0; i < 120 && !up && worker.exitCode === null; i++) {
      up = await new Promise<boolean>((resolve) => {
        const s = connect(port, '127.0.0.1', () => {
          s.destroy();
          resolve(true);
        });
        s.on('error', () => resolve(false));
      });
      if (!up) await new Promise((r) => setTimeout(r, 500));
    }
    if (!up) throw new Error(`wrangler dev did not start:\n${log}`);
    const startMs = performance.now() - t0;
    const barePort = await freePort();
    bare = bareWorkerd('.', barePort, [NO_BODY_STORE]);
    const tag = Math.floor(performance.timeOrigin).toString(36);
    const png = (seed: string) => `/v1/dungeon/map.png?seed=${seed}&width=1600`;
    const cold = await time(png(`cold-${tag}`));
    const warmPng: number[] = [];
    for (let i = 0; i < Math.max(5, Math.floor(o.runs / 2)); i++)
      warmPng.push(await time(png(`warm-${tag}-${i}`)));
    warmPng.sort((a, b) => a - b);
    // After the first requests: wrangler dev starts the workerd that runs the Worker lazily.
    wd = worker.pid === undefined ? undefined : workerdPids(worker.pid);
    const floorTimes: number[] = [];
    const floorCpu: number[] = [];
    const floorMain: number[] = [];
    for (let i = 0; i < 300; i++) {
      const t = await timeCpu('/healthz');
      floorTimes.push(t.wall);
      floorCpu.push(t.cpu);
      floorMain.push(t.main);
    }
    floorTimes.sort((a, b) => a - b);
    floorCpu.sort((a, b) => a - b);
    floorMain.sort((a, b) => a - b);
    const floor = quantile(floorTimes, 0.5);
    /** What `/healthz` costs workerd (HTTP, the dev server's proxy, the router): not the route's. */
    const cpuFloor = quantile(floorCpu, 0.5);
    const mainFloor = quantile(floorMain, 0.5);
    console.log(
      `\nworkerd (wrangler dev, local, fresh state; wrangler up in ${(startMs / 1000).toFixed(1)} s); wall-clock ms on loopback; floor = /healthz median ${floor.toFixed(2)} ms (p95 ${quantile(floorTimes, 0.95).toFixed(2)})`,
    );
    console.log(
      `cold isolate: the first request, map.png 1600 px, ${cold.toFixed(0)} ms; the same route warm: median ${quantile(warmPng, 0.5).toFixed(0)} ms (cold = ${(cold / quantile(warmPng, 0.5)).toFixed(1)}× warm)`,
    );
    console.log(
      `workerd CPU: ${wd === undefined ? 'not measurable here (no workerd process found under /proc)' : `processes ${wd.join(', ')}, all threads' schedstat time over each request (a loaded machine barely moves it); /healthz costs ${cpuFloor.toFixed(2)} ms (main thread ${mainFloor.toFixed(2)})`}`,
    );
    console.log(
      '| case | median | p95 | median / floor | p95 / floor | over 10 ms (− floor) | CPU median | CPU p95 | CPU over 10 ms |\n|---|---|---|---|---|---|---|---|---|',
    );
    for (const c of o.cases) {
      const sep = c.url.includes('?') ? '&' : '?';
      const times: number[] = [];
      const cpu: number[] = [];
      for (let i = 0; i < o.runs; i++) {
        const t = await timeCpu(`${c.url}${sep}seed=w-${tag}-${i}`);
        times.push(t.wall);
        cpu.push(t.cpu);
      }
      times.sort((a, b) => a - b);
      const over = times.filter((t) => t - floor > 10).length / times.length;
      console.log(
        `| ${c.name} | ${quantile(times, 0.5).toFixed(1)} | ${quantile(times, 0.95).toFixed(1)} | ${(quantile(times, 0.5) / floor).toFixed(1)}× | ${(quantile(times, 0.95) / floor).toFixed(1)}× | ${(100 * over).toFixed(0)}% | ${cpuCells(cpu)} |`,
      );
    }
    // The default body (compact, over seeds 1–N) and the full form (over seeds g1–gN),
    // interleaved seed by seed (the order alternating), so both see the same machine.
    const forms = { compact: '', full: '&geometry=full' } as const;
    const dungeon = { compact: [] as number[], full: [] as number[] };
    const dungeonCpu = { compact: [] as number[], full: [] as number[] };
    const dungeonMain = { compact: [] as number[], full: [] as number[] };
    // Warm: the engine's code optimised as a long-lived isolate's is (the first replays of an
    // isolate cost several times a warm one), on seeds of their own.
    for (let i = 0; i < 150; i++)
      await time(`/v1/dungeon?seed=warm-${tag}-${i}${i % 2 ? forms.full : ''}`);
    // The Worker in workerd alone: its /healthz floor and warm-up.
    const bareCpu = await storeless(bare, time);
    if (!bareCpu) console.log('workerd alone: not measurable here (no /proc)');
    const bareMain: number[] = [];
    for (let s = 1; s <= o.seeds; s++) {
      const order = s % 2 ? (['compact', 'full'] as const) : (['full', 'compact'] as const);
      for (const f of order) {
        // Each form its own seeds: the same seed twice would find the first form's replay kept
        // (src/api/lib/run-memo.ts) and time only the second form's serialising.
        const t = await timeCpu(`/v1/dungeon?seed=${f === 'compact' ? '' : 'g'}${s}${forms[f]}`);
        dungeon[f].push(t.wall);
        dungeonCpu[f].push(t.cpu);
        dungeonMain[f].push(t.main - mainFloor);
      }
      if (bareCpu) bareMain.push(await bareCpu(`/v1/dungeon?seed=${s}`));
    }
    for (const f of ['compact', 'full'] as const) {
      const d = dungeon[f].sort((a, b) => a - b);
      const within = d.filter((t) => t - floor <= 10).length / d.length;
      console.log(
        `/v1/dungeon${forms[f] ? `?${forms[f].slice(1)}` : ' (default: compact)'} over seeds ${f === 'compact' ? '' : 'g'}1–${o.seeds} (events=none, the default), warm: median ${quantile(d, 0.5).toFixed(1)} ms, p95 ${quantile(d, 0.95).toFixed(1)}, max ${d[d.length - 1]!.toFixed(1)}; within 10 ms (− floor): ${(100 * within).toFixed(1)}%`,
      );
      console.log(
        `/v1/dungeon${forms[f]} over seeds 1–${o.seeds}, workerd CPU per seed: median | p95 | over 10 ms = ${cpuCells(dungeonCpu[f])}; main thread − /healthz's: ${cpuCells(dungeonMain[f])}`,
      );
    }
    if (bareMain.length > 0)
      console.log(
        `/v1/dungeon over seeds 1–${o.seeds}, the isolate's own (the Worker in workerd alone, without its body store: no miniflare Workers on its thread, no Cache API stand-in, neither of which Cloudflare bills to the isolate): main thread − /healthz's: median | p95 | over 10 ms = ${cpuCells(bareMain)}`,
      );
  } finally {
    worker.kill('SIGTERM');
    bare?.stop();
    rmSync(state, { recursive: true, force: true });
  }
}

/** Wait for a Worker to answer `/healthz` (bounded: up to 120 half-second polls). */
export async function untilUp(base: string): Promise<void> {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

/**
 * Ready the Worker in workerd alone for timing: wait for it (up to 120 half-second polls),
 * measure its `/healthz` main-thread floor (200 requests), warm it (150 replays), and answer a
 * timer of a path's main-thread CPU less that floor; undefined where not measurable.
 */
async function storeless(
  w: BareWorkerd,
  time: (path: string, at?: string) => Promise<number>,
): Promise<((path: string) => Promise<number>) | undefined> {
  const base = w.base;
  await untilUp(base);
  if (w.proc.pid === undefined || w.proc.exitCode !== null || !existsSync('/proc/self/stat'))
    return undefined;
  const pids = [w.proc.pid];
  const main = async (path: string): Promise<number> => {
    const c0 = cpuMs(pids);
    await time(path, base);
    return cpuMs(pids).main - c0.main;
  };
  const floor: number[] = [];
  for (let i = 0; i < 200; i++) floor.push(await main('/healthz'));
  const mainFloor = quantile(
    floor.sort((a, b) => a - b),
    0.5,
  );
  for (let i = 0; i < 150; i++) await time(`/v1/dungeon?seed=warm-${i}`, base);
  return async (path) => (await main(path)) - mainFloor;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const arg = (name: string) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const { URL_CASES } = await import('./bench-cases');
  await workerdSection({
    runs: Number(arg('runs') ?? 20),
    seeds: Number(arg('seeds') ?? 1000),
    cases: URL_CASES,
  });
}
