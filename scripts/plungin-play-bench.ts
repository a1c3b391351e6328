/**
 * Time the played Dungeon Plungin' over whole quests, and dump logs to compare two builds.
 * Usage:
 *   nice -n 10 npx tsx scripts/plungin-play-bench.ts [seeds=50] [--other=DIR/src] [--logs=FILE]
 * With --other, that copy of src (e.g. an older commit unpacked with git archive) is timed in
 * the same process, interleaved seed by seed, after a warm-up. With --logs, the first 20 seeds'
 * logs are written to FILE (one line per entry) and nothing is timed.
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
const builds = [{ name: 'this', ...here }];
if (otherDir) builds.push({ name: 'other', ...(await load(resolve(otherDir))) });
const times = builds.map(() => [] as number[]);
const once = (b: (typeof builds)[number], seed: string): number => {
  const t0 = process.hrtime.bigint();
  b.run(seed, b.defaults, { round: b.max, action: null }, {});
  return Number(process.hrtime.bigint() - t0) / 1e6;
};
for (let i = 0; i < 5; i++) for (const b of builds) once(b, `warm-${i}`);
for (let i = 0; i < n; i++)
  builds.forEach((b, j) => times[j]!.push(once(b, i === 0 ? 'greyhawk' : `bench-${i}`)));
const q = (xs: number[], p: number): number =>
  [...xs].sort((a, b) => a - b)[Math.floor(p * (xs.length - 1))]!;
builds.forEach((b, j) =>
  console.log(
    `${b.name}: ${n} full quests, median ${q(times[j]!, 0.5).toFixed(1)} ms, p95 ${q(times[j]!, 0.95).toFixed(1)} ms, greyhawk ${times[j]![0]!.toFixed(1)} ms`,
  ),
);
