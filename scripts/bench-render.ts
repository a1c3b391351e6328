/**
 * `tsx scripts/bench-render.ts`: the renderers against a reference build, in one process,
 * interleaved (reference, current, reference, …) so a loaded machine slows both alike. The
 * reference is `src/` and `assets/` of a git commit (default `main`), extracted to `scratch/bench-ref/` (ignored by git)
 * and imported beside the working tree's. Reports medians, p95 and p99 and their ratios.
 *
 * Sections: the side view (scene and SVG, `renderSideView`) over seeds 1–N of hthad2008 at the
 * route's defaults; PNG routes at 1600 px through each build's app with the resvg-js renderer
 * (time and bytes).
 *
 * Usage: nice -n 10 npx tsx scripts/bench-render.ts [--ref COMMIT] [--seeds N] [--warm N]
 *        [--png-runs N] [--best N] [--only side|png|renderer|encode] [--cpu]
 */
import { withoutRunMemo } from './bench-memo';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

const args = process.argv.slice(2);
const arg = (name: string, fallback: string): string => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1]! : fallback;
};
const REF = arg('ref', 'main');
const SEEDS = Number(arg('seeds', '200'));
const WARM = Number(arg('warm', '150'));
const PNG_RUNS = Number(arg('png-runs', '15'));
/** Extra interleaved passes over the side-view seeds, for each seed's fastest time. */
const BEST = Number(arg('best', '2'));
const ONLY = arg('only', '');
/**
 * `--cpu`: time by the process's CPU time (user + system) rather than the wall clock: on a
 * machine loaded past its cores the wall clock mostly measures waiting for a core.
 */
const CPU = args.includes('--cpu');
const clock = (): number => {
  if (!CPU) return performance.now();
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
};

const root = new URL('..', import.meta.url).pathname;
const commit = execFileSync('git', ['rev-parse', '--short', REF], {
  cwd: root,
  encoding: 'utf8',
}).trim();
const refDir = join(root, 'scratch', 'bench-ref', commit);
if (!existsSync(join(refDir, 'src'))) {
  mkdirSync(refDir, { recursive: true });
  execFileSync('sh', ['-c', `git archive ${commit} src assets | tar -x -C '${refDir}'`], {
    cwd: root,
  });
}
const load = async <T>(dir: string, path: string): Promise<T> =>
  (await import(pathToFileURL(join(dir, path)).href)) as T;

type SideMod = typeof import('../src/render/side');
type HistMod = typeof import('../src/hthad/2008/history');
type AppMod = typeof import('../src/app');
type PngMod = typeof import('../src/adapters/png-resvg-node');

interface Build {
  name: string;
  side: SideMod;
  hist: HistMod;
  app: ReturnType<AppMod['createApp']>;
}
async function build(name: string, dir: string): Promise<Build> {
  const side = await load<SideMod>(dir, 'src/render/side/index.ts');
  const hist = await load<HistMod>(dir, 'src/hthad/2008/history.ts');
  const { createApp } = await load<AppMod>(dir, 'src/app.ts');
  await withoutRunMemo(dir);
  const { resvgNodeRenderer } = await load<PngMod>(dir, 'src/adapters/png-resvg-node.ts');
  return { name, side, hist, app: createApp({ png: resvgNodeRenderer() }) };
}
const ref = await build(`ref ${commit}`, refDir);
const cur = await build('current', root);
const builds = [ref, cur] as const;

function q(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}
function stats(times: number[]) {
  const s = [...times].sort((a, b) => a - b);
  return { p50: q(s, 0.5), p95: q(s, 0.95), p99: q(s, 0.99), max: s[s.length - 1]! };
}
const ms = (x: number) => x.toFixed(1).padStart(7);
const ratio = (a: number, b: number) => `${(b / a).toFixed(2)}x`.padStart(7);
function table(title: string, rows: [string, number[], number[]][]) {
  if (CPU) title += ' [CPU time]';
  console.log(
    `\n${title}\n${'case'.padEnd(34)}  ref p50  cur p50  ratio  ref p95  cur p95  ratio  ref p99  cur p99  ratio`,
  );
  for (const [name, a, b] of rows) {
    const x = stats(a);
    const y = stats(b);
    console.log(
      `${name.padEnd(34)}${ms(x.p50)}  ${ms(y.p50)}${ratio(x.p50, y.p50)}${ms(x.p95)}  ${ms(y.p95)}${ratio(x.p95, y.p95)}${ms(x.p99)}  ${ms(y.p99)}${ratio(x.p99, y.p99)}`,
    );
  }
}

if (ONLY === '' || ONLY === 'side') {
  // The worlds once per build (not timed); the same seeds, the same route defaults.
  const inputs = builds.map((b) =>
    Array.from({ length: SEEDS }, (_, i) => {
      const seed = String(i + 1);
      const r = b.hist.runHistory({ seed, until: 'end' });
      return {
        world: r.world,
        seed,
        ruleset: {
          id: 'hthad2008',
          title: 'How to Host a Dungeon (2008)',
          version: b.hist.HTHAD2008_VERSION,
        },
        at: r.reached,
      };
    }),
  );
  for (let w = 0; w < WARM; w++)
    for (const [k, b] of builds.entries()) b.side.renderSideView(inputs[k]![w % SEEDS]! as never);
  const times = builds.map(() => [] as number[]);
  const perSeed: { seed: number; ref: number; cur: number }[] = [];
  let sameSvg = 0;
  for (let i = 0; i < SEEDS; i++) {
    const out: string[] = [];
    for (const [k, b] of builds.entries()) {
      const t0 = clock();
      out.push(b.side.renderSideView(inputs[k]![i]! as never));
      const t = clock() - t0;
      times[k]!.push(t);
    }
    if (out[0] === out[1]) sameSvg++;
    perSeed.push({ seed: i + 1, ref: times[0]![i]!, cur: times[1]![i]! });
  }
  table(`Side view (renderSideView), hthad2008 seeds 1–${SEEDS} at until=end, ms`, [
    ['side view', times[0]!, times[1]!],
  ]);
  // Each seed's fastest of BEST more interleaved passes: a pause for the other build's garbage
  // or another process lands on one pass, rarely on all of them.
  const best = builds.map((_, k) => [...times[k]!]);
  for (let r = 0; r < BEST; r++)
    for (let i = 0; i < SEEDS; i++)
      for (const [k, b] of builds.entries()) {
        const t0 = clock();
        b.side.renderSideView(inputs[k]![i]! as never);
        best[k]![i] = Math.min(best[k]![i]!, clock() - t0);
      }
  table(`Side view, each seed's fastest of ${BEST + 1} interleaved passes, ms`, [
    ['side view', best[0]!, best[1]!],
  ]);
  // Each build alone too (after the interleaved run): interleaving makes each pay for the
  // other's garbage collection, and the reference makes far more garbage.
  const alone = builds.map((b, k) => {
    const t: number[] = [];
    for (let i = 0; i < SEEDS; i++) {
      const t0 = clock();
      b.side.renderSideView(inputs[k]![i]! as never);
      t.push(clock() - t0);
    }
    return t;
  });
  table('Side view, each build alone (one pass after the other), ms', [
    ['side view', alone[0]!, alone[1]!],
  ]);
  const worst = [...perSeed].sort((a, b) => b.ref - a.ref).slice(0, 5);
  console.log(`max: ref ${ms(stats(times[0]!).max)}  cur ${ms(stats(times[1]!).max)}`);
  console.log(`same SVG as the reference: ${sameSvg} of ${SEEDS}`);
  console.log(
    `slowest seeds (ref → cur): ${worst.map((s) => `${s.seed} ${s.ref.toFixed(0)}→${s.cur.toFixed(0)}`).join(', ')}`,
  );
}

if (ONLY === '' || ONLY === 'encode') {
  // The encoder alone: resvg-js's own PNG (RGBA, Sub) against ours (RGB, None, zlib level 5),
  // from the same rendered bitmap of each map at 1600 px.
  const { Resvg } = await import('@resvg/resvg-js');
  const { FONT_FAMILY, FONT_FILES } = await import('../src/render/fonts');
  const { encodeOpaquePng } = await import('../src/render/png');
  const { deflateSync } = await import('node:zlib');
  const fontFiles = FONT_FILES.map((n) => join(root, 'assets', 'fonts', n));
  const rows: [string, number[], number[]][] = [];
  for (const url of ['/v1/dungeon/map.svg?seed=moria', '/v1/crawl/dmg1/map.svg?seed=greyhawk']) {
    const svg = await (await cur.app.request(url)).text();
    const image = new Resvg(svg, {
      fitTo: { mode: 'width', value: 1600 },
      font: { loadSystemFonts: false, fontFiles, defaultFontFamily: FONT_FAMILY },
    }).render();
    const times = [[], []] as number[][];
    for (let i = 0; i < 3 + PNG_RUNS * 2; i++) {
      let t0 = clock();
      image.asPng();
      const a = clock() - t0;
      t0 = clock();
      encodeOpaquePng(image.pixels, image.width, image.height, (d, level) =>
        deflateSync(d, { level }),
      );
      const b = clock() - t0;
      if (i >= 3) {
        times[0]!.push(a);
        times[1]!.push(b);
      }
    }
    rows.push([url.replace('/v1/', '').replace('.svg', '.png'), times[0]!, times[1]!]);
  }
  table(
    'PNG encoding alone, 1600 px: "ref" resvg-js asPng(), "cur" ours (pixels + RGB + zlib 5), ms',
    rows,
  );
}

if (ONLY === '' || ONLY === 'renderer') {
  // The default PNG renderer on Node, by measurement: resvg-js against resvg-wasm, current build.
  const { resvgWasmNodeRenderer } = await load<
    typeof import('../src/adapters/png-resvg-wasm-node')
  >(root, 'src/adapters/png-resvg-wasm-node.ts');
  const { createApp } = await load<AppMod>(root, 'src/app.ts');
  const apps = [cur.app, createApp({ png: resvgWasmNodeRenderer() })];
  const urls = [
    '/v1/dungeon/map.png?seed=moria&width=1600',
    '/v1/crawl/dmg1/map.png?seed=greyhawk&width=1600',
  ];
  for (let w = 0; w < 3; w++)
    for (const url of urls) for (const a of apps) await (await a.request(url)).arrayBuffer();
  const rows: [string, number[], number[]][] = [];
  for (const url of urls) {
    const times = apps.map(() => [] as number[]);
    for (let i = 0; i < PNG_RUNS; i++)
      for (const [k, a] of apps.entries()) {
        const t0 = clock();
        await (await a.request(url)).arrayBuffer();
        times[k]!.push(clock() - t0);
      }
    rows.push([url.replace('/v1/', '').replace('&width=1600', ''), times[0]!, times[1]!]);
  }
  table(
    'PNG renderer on Node (current build): "ref" columns resvg-js, "cur" columns resvg-wasm, ms',
    rows,
  );
}

if (ONLY === '' || ONLY === 'png') {
  const urls = [
    '/v1/dungeon/map.png?seed=moria&width=1600',
    '/v1/dungeon/map.png?seed=2&width=1600',
    '/v1/dungeon/campaign.png?seed=moria&width=1600',
    '/v1/crawl/dmg1/map.png?seed=greyhawk&width=1600',
    '/v1/crawl/tiles/map.png?seed=3&width=1600',
  ];
  const get = async (b: Build, url: string) => {
    const res = await b.app.request(url);
    if (res.status !== 200) throw new Error(`${b.name} ${url}: ${res.status}`);
    return new Uint8Array(await res.arrayBuffer());
  };
  const warm = Math.max(3, Math.ceil(WARM / urls.length / 10));
  for (let w = 0; w < warm; w++) for (const url of urls) for (const b of builds) await get(b, url);
  const rows: [string, number[], number[]][] = [];
  const bytes: string[] = [];
  for (const url of urls) {
    const times = builds.map(() => [] as number[]);
    const size = [0, 0];
    for (let i = 0; i < PNG_RUNS; i++)
      for (const [k, b] of builds.entries()) {
        const t0 = clock();
        const body = await get(b, url);
        times[k]!.push(clock() - t0);
        size[k] = body.length;
      }
    const name = url.replace('/v1/', '').replace('&width=1600', '');
    rows.push([name, times[0]!, times[1]!]);
    bytes.push(
      `${name.padEnd(34)}${String(size[0]).padStart(9)} ${String(size[1]).padStart(9)} ${(size[1]! / size[0]!).toFixed(2)}x`,
    );
  }
  table(
    `PNG routes at 1600 px (whole request: replay, SVG, raster, encode), ms; ${warm * urls.length} warm-ups`,
    rows,
  );
  console.log(`\nPNG bytes${' '.repeat(25)}      ref       cur  ratio\n${bytes.join('\n')}`);
}
