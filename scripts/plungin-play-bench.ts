/**
 * Time the played Dungeon Plungin' over whole quests, and dump logs to compare two builds.
 * Usage:
 *   nice -n 10 npx tsx scripts/plungin-play-bench.ts [seeds=50] [--other=DIR/src] [--warm=5]
 *     [--reps=1] [--logs=FILE]
 * With --other, that copy of src (e.g. an older commit unpacked with git archive) is timed in
 * the same process, interleaved seed by seed (which goes first alternating), after a warm-up of
 * `--warm` quests each; the times are the process's CPU (user and system), seeds 1..N. With --logs, the first 20 seeds'
 * logs are written to FILE (one line per entry) and nothing is timed. With --reps=K, each seed is
 * played K times by each build (the order alternating) and its least CPU is its figure: single
 * quests on a shared machine swing by half and more.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

type RunPlay = (
  seed: string,
  options: never,
  stop: { round: number; action: number | null },
  docs: Record<string, unknown>,
) => { log: readonly { round: number; action: number; text: string }[]; outcome: string | null };

async function load(src: string): Promise<{ run: RunPlay; defaults: never; max: number }> {
  const sys = (await import(resolve(src, 'crawl/plungin/play/system.ts'))) as {
    runPlay: RunPlay;
  };
  const opts = (await import(resolve(src, 'crawl/plungin/play/options.ts'))) as {
    PLAY_OPTIONS: readonly { name: string; default: unknown }[];
  };
  const game = (await import(resolve(src, 'crawl/plungin/play/game.ts'))) as { MAX_ROUNDS: number };
  const defaults = Object.fromEntries(opts.PLAY_OPTIONS.map((o) => [o.name, o.default])) as never;
  return { run: sys.runPlay, defaults, max: game.MAX_ROUNDS };
}

const arg = (name: string): string | undefined =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const n = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 50);
const here = await load(resolve(import.meta.dirname, '../src'));
const logs = arg('logs');
if (logs) {
  const lines: string[] = [];
  for (let i = 0; i < 20; i++) {
    const r = here.run(`bench-${i}`, here.defaults, { round: here.max, action: null }, {});
    for (const e of r.log) lines.push(`bench-${i} R${e.round}.${e.action} ${e.text}`);
    lines.push(`bench-${i} outcome ${r.outcome}`);
  }
  writeFileSync(logs, `${lines.join('\n')}\n`);
  console.log(`${lines.length} lines to ${logs}`);
  process.exit(0);
}
const otherDir = arg('other');
const other = otherDir !== undefined;
const builds = [{ name: 'this', ...here }];
if (otherDir) builds.push({ name: 'other', ...(await load(resolve(otherDir))) });
const times = builds.map(() => [] as number[]);
const once = (b: (typeof builds)[number], seed: string): number => {
  const t0 = process.cpuUsage();
  b.run(seed, b.defaults, { round: b.max, action: null }, {});
  const t = process.cpuUsage(t0);
  return (t.user + t.system) / 1e3;
};
const warm = Number(arg('warm') ?? 5);
/** Quests a seed (each build): its least CPU is its figure (what the machine's load leaves). */
const reps = Math.max(1, Number(arg('reps') ?? 1));
for (let i = 0; i < warm; i++) for (const b of builds) once(b, `warm-${i}`);
for (let i = 0; i < n; i++) {
  const seed = i === 0 ? 'greyhawk' : other ? String(i) : `bench-${i}`;
  const least = builds.map(() => Infinity);
  for (let r = 0; r < reps; r++) {
    const order = (i + r) % 2 === 0 ? builds.map((_, j) => j) : builds.map((_, j) => j).reverse();
    for (const j of order) least[j] = Math.min(least[j]!, once(builds[j]!, seed));
  }
  least.forEach((t, j) => times[j]!.push(t));
}
const q = (xs: number[], p: number): number =>
  [...xs].sort((a, b) => a - b)[Math.floor(p * (xs.length - 1))]!;
const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);
builds.forEach((b, j) =>
  console.log(
    `${b.name}: ${n} full quests${reps > 1 ? ` (each seed's least of ${reps})` : ''}, median ${q(times[j]!, 0.5).toFixed(1)} ms, p95 ${q(times[j]!, 0.95).toFixed(1)} ms, over 10 ms ${((100 * times[j]!.filter((t) => t > 10).length) / n).toFixed(0)}%, greyhawk ${times[j]![0]!.toFixed(1)} ms`,
  ),
);
if (other)
  console.log(
    `this/other: median ${(q(times[0]!, 0.5) / q(times[1]!, 0.5)).toFixed(3)}, p95 ${(q(times[0]!, 0.95) / q(times[1]!, 0.95)).toFixed(3)}, total ${(sum(times[0]!) / sum(times[1]!)).toFixed(3)}`,
  );
