/**
 * `/v1/dungeon` in workerd, this tree against a reference checkout, in one run: two `wrangler dev`
 * servers (each with a fresh state folder) on loopback, 150 warm-up replays each (`--warm N`), then seeds
 * 1–N asked of both in turn (the order alternating seed by seed), so a loaded machine slows both
 * alike. Per seed: workerd's main-thread CPU (where the isolate runs the request) less what
 * `/healthz` costs it, and all threads' CPU; medians, p95 and the share over 10 ms, and the
 * ratios. Linux only (schedstat under /proc).
 * Usage: nice npx tsx scripts/bench-workerd-ab.ts --ref DIR [--seeds N] [--url /v1/dungeon]
 *   [--no-store | --bare [--k K | --memo N]] [--warm N]
 *   DIR: another checkout with its node_modules (e.g. `git worktree add --detach /tmp/ref X`
 *   and a symlink to this tree's node_modules).
 *   --no-store: both Workers without their body store ({@link NO_BODY_STORE}), so the figures
 *   are the isolate's own and not miniflare's Cache API stand-in's too (a reference older than
 *   the define keeps its store).
 *   --bare: both Workers without their body store and in workerd alone, no `wrangler dev`
 *   around them (scripts/workerd-bare.ts): the figure nearest to what Cloudflare bills, without
 *   miniflare's own Workers on the same thread.
 *   --k K (with --bare): each seed asked K times of each side (the run memo off,
 *   {@link NO_RUN_MEMO}, so every ask replays), the asks of a seed interleaved; reported for
 *   every ask and for each seed's least CPU of its K (what the machine's other load and the
 *   collector's pauses leave alone). A reference older than the define keeps its memo and
 *   answers the repeats from it: give such a reference K = 1.
 *   --memo N (with --bare, K = 1): both Workers keep N replays of every kind in the run memo
 *   (0: none). Without it each keeps its build's own default (from feeb65d: no history replay
 *   kept; before: the last eight).
 *   --warm N: warm-up replays (150).
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  cpuMs,
  freePort,
  NO_BODY_STORE,
  NO_RUN_MEMO,
  quantile,
  runMemoDefine,
  untilUp,
  workerdPids,
  wranglerDev,
} from './bench-workerd-routes';
import { bareWorkerd } from './workerd-bare';

interface Side {
  readonly name: string;
  readonly base: string;
  readonly proc: ChildProcess;
  readonly stop: () => void;
  pids?: number[];
  mainFloor: number;
  readonly main: number[];
  readonly all: number[];
  /** Each seed's least main-thread CPU of its asks. */
  readonly best: number[];
  /** Each seed's first ask's main-thread CPU. */
  readonly first: number[];
}

async function start(
  name: string,
  dir: string,
  defines: readonly string[],
  bare: boolean,
): Promise<Side> {
  const port = await freePort();
  if (bare) {
    const w = bareWorkerd(dir, port, defines);
    await untilUp(w.base);
    return {
      name,
      base: w.base,
      proc: w.proc,
      stop: w.stop,
      mainFloor: 0,
      main: [],
      all: [],
      best: [],
      first: [],
    };
  }
  const state = mkdtempSync(join(tmpdir(), 'strata-ab-'));
  const proc = wranglerDev(port, state, dir, 'ignore', defines);
  const base = `http://127.0.0.1:${port}`;
  await untilUp(base);
  const stop = () => {
    proc.kill('SIGTERM');
    rmSync(state, { recursive: true, force: true });
  };
  return { name, base, proc, stop, mainFloor: 0, main: [], all: [], best: [], first: [] };
}

async function ask(side: Side, path: string): Promise<{ main: number; all: number }> {
  const pids = side.pids!;
  const c0 = cpuMs(pids);
  const res = await fetch(`${side.base}${path}`);
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${side.name} ${path} answered ${res.status}`);
  const c1 = cpuMs(pids);
  return { main: c1.main - c0.main, all: c1.all - c0.all };
}

const args = process.argv.slice(2);
const arg = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const ref = arg('ref');
if (!ref) throw new Error('--ref DIR is required');
const seeds = Number(arg('seeds') ?? 300);
const warm = Number(arg('warm') ?? 150);
const url = arg('url') ?? '/v1/dungeon';
const sep = url.includes('?') ? '&' : '?';
const bare = args.includes('--bare');
const k = bare ? Math.max(1, Number(arg('k') ?? 1)) : 1;
const defines = [
  ...(args.includes('--no-store') || bare ? [NO_BODY_STORE] : []),
  ...(k > 1
    ? [NO_RUN_MEMO]
    : arg('memo') !== undefined
      ? [runMemoDefine(Number(arg('memo')))]
      : []),
];
const sides = [
  await start('reference', resolve(ref), defines, bare),
  await start('this tree', process.cwd(), defines, bare),
];
try {
  for (const s of sides) {
    await fetch(`${s.base}/healthz`);
    s.pids = bare ? [s.proc.pid!] : workerdPids(s.proc.pid!);
    if (!s.pids) throw new Error(`no workerd process under ${s.name}'s wrangler`);
    const floor: number[] = [];
    for (let i = 0; i < 200; i++) floor.push((await ask(s, '/healthz')).main);
    s.mainFloor = quantile(
      floor.sort((a, b) => a - b),
      0.5,
    );
  }
  for (let i = 0; i < warm; i++) for (const s of sides) await ask(s, `${url}${sep}seed=warm-${i}`);
  for (let n = 1; n <= seeds; n++) {
    const best = sides.map(() => Infinity);
    for (let r = 0; r < k; r++) {
      const order = (n + r) % 2 ? sides : [...sides].reverse();
      for (const s of order) {
        const t = await ask(s, `${url}${sep}seed=${n}`);
        s.main.push(t.main - s.mainFloor);
        s.all.push(t.all);
        const i = sides.indexOf(s);
        best[i] = Math.min(best[i]!, t.main - s.mainFloor);
        if (r === 0) s.first.push(t.main - s.mainFloor);
      }
    }
    sides.forEach((s, i) => s.best.push(best[i]!));
  }
  const cells = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    const over = s.filter((x) => x > 10).length / s.length;
    return { p50: quantile(s, 0.5), p95: quantile(s, 0.95), over };
  };
  console.log(
    `${url} in workerd over seeds 1–${seeds}${k > 1 ? `, each asked ${k} times (no run memo)` : ''}, after ${warm} warm-up replays each, interleaved; CPU ms per request${bare ? '; workerd alone, no body store' : defines.length ? '; no body store (the Cache API stand-in left out)' : ''}`,
  );
  console.log(
    '| side | main thread − /healthz: median | p95 | over 10 ms | all threads: median | p95 | over 10 ms |\n|---|---|---|---|---|---|---|',
  );
  for (const s of sides) {
    const m = cells(s.main);
    const a = cells(s.all);
    console.log(
      `| ${s.name} | ${m.p50.toFixed(2)} | ${m.p95.toFixed(2)} | ${(100 * m.over).toFixed(1)}% | ${a.p50.toFixed(2)} | ${a.p95.toFixed(2)} | ${(100 * a.over).toFixed(1)}% |`,
    );
  }
  const [r, t] = sides.map((s) => cells(s.main));
  console.log(
    `this tree / reference, main thread: median ${(t!.p50 / r!.p50).toFixed(2)}, p95 ${(t!.p95 / r!.p95).toFixed(2)}`,
  );
  if (k > 1) {
    console.log(
      `each seed's first ask, and its least main-thread CPU of its ${k} asks (− /healthz):\n| side | asks | median | p95 | p99 | over 10 ms |\n|---|---|---|---|---|---|`,
    );
    for (const s of sides)
      for (const [which, xs] of [
        ['first', s.first],
        [`least of ${k}`, s.best],
      ] as const) {
        const b = [...xs].sort((x, y) => x - y);
        const over = b.filter((x) => x > 10).length / b.length;
        console.log(
          `| ${s.name} | ${which} | ${quantile(b, 0.5).toFixed(2)} | ${quantile(b, 0.95).toFixed(2)} | ${quantile(b, 0.99).toFixed(2)} | ${(100 * over).toFixed(1)}% |`,
        );
      }
  }
} finally {
  for (const s of sides) s.stop();
}
