/**
 * The DMG1 and tile crawls' default requests against the same code at another git ref (the
 * branch's base by default), in one process and interleaved (old, new, new, old, ...) so a loaded
 * machine slows both alike: medians and p95 of the default JSON route and of the engine alone,
 * and the ratio new/old. First it checks that both answer every checked seed with the same bytes.
 * `nice -n 10 npx tsx scripts/bench-crawl-engines.ts [--ref REF] [--runs N] [--warm N] [--check N]`
 * (the old code is unpacked with `git archive` into the system's temporary directory).
 */
import { withoutRunMemo } from './bench-memo';
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';

const args = process.argv.slice(2);
const opt = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1]! : fallback;
};
const root = resolve(import.meta.dirname, '..');
const ref = opt('ref', execSync('git merge-base HEAD main', { cwd: root }).toString().trim());
const sha = execSync(`git rev-parse ${ref}`, { cwd: root }).toString().trim();
const base = join(tmpdir(), `strata-base-${sha.slice(0, 12)}`);
if (!existsSync(join(base, 'src'))) {
  mkdirSync(base, { recursive: true });
  execSync(`git archive ${sha} src package.json tsconfig.json | tar -x -C ${base}`, { cwd: root });
  symlinkSync(join(root, 'node_modules'), join(base, 'node_modules'));
}

interface Side {
  readonly name: string;
  readonly app: { request(url: string): Promise<Response> | Response };
  readonly engine: (id: string, seed: string) => unknown;
}
async function load(dir: string, name: string): Promise<Side> {
  const { createApp } = (await import(join(dir, 'src/app.ts'))) as typeof import('../src/app');
  const { resvgNodeRenderer } = (await import(
    join(dir, 'src/adapters/png-resvg-node.ts')
  )) as typeof import('../src/adapters/png-resvg-node');
  const { REGISTRY } = (await import(
    join(dir, 'src/systems.ts')
  )) as typeof import('../src/systems');
  const { defaultsOf } = (await import(
    join(dir, 'src/core/system.ts')
  )) as typeof import('../src/core/system');
  await withoutRunMemo(dir);
  const app = createApp({ png: resvgNodeRenderer() });
  const engine = (id: string, seed: string) => {
    const sys = REGISTRY.crawls.find((s) => s.id === id)!;
    return sys.run(seed, defaultsOf(sys.options) as never, { step: sys.steps.default, path: [] });
  };
  return { name, app, engine };
}

const oldSide = await load(base, `old ${sha.slice(0, 7)}`);
const newSide = await load(root, 'new (worktree)');

async function body(side: Side, url: string): Promise<string> {
  const res = await side.app.request(url);
  if (res.status !== 200) throw new Error(`${side.name} ${url} answered ${res.status}`);
  return res.text();
}

const ids = ['dmg1', 'tiles'];
const check = Number(opt('check', '300'));
// Plungin shares the plan builder: its bodies are checked too, not timed.
for (const id of [...ids, 'plungin']) {
  let same = 0;
  for (let i = 1; i <= check; i++) {
    for (const q of [`seed=${i}`, `seed=${i}&step=200`]) {
      const url = `/v1/crawl/${id}?${q}`;
      const [a, b] = [await body(oldSide, url), await body(newSide, url)];
      if (a !== b) throw new Error(`${url}: the bodies differ`);
      same++;
    }
  }
  console.log(`${id}: ${same} bodies identical (seeds 1-${check}, default and step=200)`);
}

function quantile(sorted: readonly number[], q: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[i]!;
}
type Run = (side: Side, seed: string) => Promise<unknown> | unknown;
const warm = Number(opt('warm', '150'));
const runs = Number(opt('runs', '300'));
const cases: [string, Run][] = ids.flatMap((id): [string, Run][] => [
  [`${id} default JSON`, (s, seed) => body(s, `/v1/crawl/${id}?seed=${seed}`)],
  [`${id} engine only`, (s, seed) => s.engine(id, seed)],
]);
const fmt = (ms: number) => ms.toFixed(2).padStart(8);
console.log(
  `\n${oldSide.name} against ${newSide.name}: interleaved, ${warm} warm-ups each, ${runs} runs (seeds b1..)`,
);
console.log(
  `${'case'.padEnd(22)} ${'old med'.padStart(8)} ${'p95'.padStart(8)} ${'new med'.padStart(8)} ${'p95'.padStart(8)} ${'med n/o'.padStart(8)} ${'p95 n/o'.padStart(8)}`,
);
for (const [name, run] of cases) {
  for (let i = 0; i < warm; i++) {
    await run(oldSide, `w${i}`);
    await run(newSide, `w${i}`);
  }
  const t = new Map<Side, number[]>([
    [oldSide, []],
    [newSide, []],
  ]);
  for (let i = 0; i < runs; i++) {
    const order = i % 2 === 0 ? [oldSide, newSide] : [newSide, oldSide];
    for (const side of order) {
      const t0 = performance.now();
      await run(side, `b${i}`);
      t.get(side)!.push(performance.now() - t0);
    }
  }
  const st = (side: Side) => {
    const s = [...t.get(side)!].sort((x, y) => x - y);
    return { med: quantile(s, 0.5), p95: quantile(s, 0.95) };
  };
  const [o, n] = [st(oldSide), st(newSide)];
  console.log(
    `${name.padEnd(22)} ${fmt(o.med)} ${fmt(o.p95)} ${fmt(n.med)} ${fmt(n.p95)} ${`${(n.med / o.med).toFixed(2)}x`.padStart(8)} ${`${(n.p95 / o.p95).toFixed(2)}x`.padStart(8)}`,
  );
}
