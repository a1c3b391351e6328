/**
 * `tsx scripts/bench-plungin.ts`: where a Dungeon Plungin' map PNG spends its time, stage by
 * stage (replay, Map Maker SVG, resvg parse, resvg render, PNG encode), and the whole
 * `/v1/crawl/plungin/map.png` route, against a reference build (default `main`) in one process,
 * interleaved (reference, current, reference, …) as `scripts/bench-render.ts` does, so a loaded
 * machine slows both alike. Medians and p95 per stage and their ratios; SVG size and node count.
 *
 * Usage: nice -n 10 npx tsx scripts/bench-plungin.ts [--ref COMMIT] [--runs N]
 */
import { withoutRunMemo } from './bench-memo';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { deflateSync } from 'node:zlib';
import { Resvg } from '@resvg/resvg-js';

const args = process.argv.slice(2);
const arg = (name: string, fallback: string): string => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1]! : fallback;
};
const REF = arg('ref', 'main');
const RUNS = Number(arg('runs', '15'));

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

type AppMod = typeof import('../src/app');
type PngMod = typeof import('../src/adapters/png-resvg-node');
type SysMod = typeof import('../src/systems');
type MapMod = typeof import('../src/render/plan/plan-map');
type EncMod = typeof import('../src/render/png');
type FontMod = typeof import('../src/render/fonts');

interface Build {
  name: string;
  app: ReturnType<AppMod['createApp']>;
  sys: SysMod;
  map: MapMod;
  enc: EncMod;
  fonts: string[];
  family: string;
}
async function build(name: string, dir: string): Promise<Build> {
  const { createApp } = await load<AppMod>(dir, 'src/app.ts');
  await withoutRunMemo(dir);
  const { resvgNodeRenderer } = await load<PngMod>(dir, 'src/adapters/png-resvg-node.ts');
  const fonts = await load<FontMod>(dir, 'src/render/fonts.ts');
  return {
    name,
    app: createApp({ png: resvgNodeRenderer() }),
    sys: await load<SysMod>(dir, 'src/systems.ts'),
    map: await load<MapMod>(dir, 'src/render/plan/plan-map.ts'),
    enc: await load<EncMod>(dir, 'src/render/png.ts'),
    fonts: fonts.FONT_FILES.map((n) => join(dir, 'assets', 'fonts', n)),
    family: fonts.FONT_FAMILY,
  };
}

const builds = [await build('ref', refDir), await build('cur', root)];
const CASES = [
  { seed: 'greyhawk', step: 20, pack: 'strata-sunken-shrine' },
  { seed: '1', step: 40, pack: 'strata-sunken-shrine' },
  { seed: 'moria', step: 30, pack: 'strata-ghoblin-warren' },
  { seed: 'tomb', step: 40, pack: 'strata-bone-vault' },
  { seed: '7', step: 8, pack: 'strata-sunken-shrine' },
];
const STAGES = ['replay', 'svg', 'parse', 'render', 'encode', 'route'] as const;
type Stage = (typeof STAGES)[number];

async function once(b: Build, c: (typeof CASES)[number]): Promise<Record<Stage, number>> {
  const sys = b.sys.REGISTRY.crawls.find((s) => s.id === 'plungin')!;
  const out = {} as Record<Stage, number>;
  let t = performance.now();
  const run = sys.run(c.seed, { pack: c.pack } as never, { step: c.step, path: [] });
  out.replay = performance.now() - t;
  t = performance.now();
  const svg = b.map.planMapSvg(sys, run, 1, 'sheet', 24, 'referee');
  out.svg = performance.now() - t;
  t = performance.now();
  const r = new Resvg(svg, {
    fitTo: { mode: 'original' },
    font: {
      loadSystemFonts: false,
      fontFiles: b.fonts,
      defaultFontFamily: b.family,
      sansSerifFamily: b.family,
    },
  });
  out.parse = performance.now() - t;
  t = performance.now();
  const image = r.render();
  out.render = performance.now() - t;
  t = performance.now();
  b.enc.encodeOpaquePng(image.pixels, image.width, image.height, (d, level) =>
    deflateSync(d, { level }),
  );
  out.encode = performance.now() - t;
  t = performance.now();
  const res = await b.app.request(
    `/v1/crawl/plungin/map.png?seed=${c.seed}&step=${c.step}&pack=${c.pack}`,
  );
  await res.arrayBuffer();
  out.route = performance.now() - t;
  return out;
}

const stats = (xs: number[]) => {
  const s = [...xs].sort((a, z) => a - z);
  return {
    p50: s[Math.floor(s.length / 2)]!,
    p95: s[Math.min(s.length - 1, Math.ceil(s.length * 0.95) - 1)]!,
  };
};
const ms = (x: number) => x.toFixed(1).padStart(6);

for (const c of CASES) {
  const times = builds.map(() =>
    Object.fromEntries(STAGES.map((s) => [s, [] as number[]])),
  ) as Record<Stage, number[]>[];
  for (let i = 0; i < 2 + RUNS; i++)
    for (let k = 0; k < builds.length; k++) {
      const o = await once(builds[k]!, c);
      if (i >= 2) for (const s of STAGES) times[k]![s].push(o[s]);
    }
  const svgs = builds.map((b) => {
    const sys = b.sys.REGISTRY.crawls.find((s) => s.id === 'plungin')!;
    const run = sys.run(c.seed, { pack: c.pack } as never, { step: c.step, path: [] });
    return b.map.planMapSvg(sys, run, 1, 'sheet', 24, 'referee');
  });
  const nodes = (s: string) => (s.match(/<[a-z]/g) ?? []).length;
  const size = (s: string) => /width="(\d+)" height="(\d+)"/.exec(s)!.slice(1).join('×');
  console.log(
    `\n${c.pack} seed=${c.seed} step=${c.step}: SVG ref ${(svgs[0]!.length / 1024).toFixed(0)} KB, ${nodes(svgs[0]!)} nodes, ${size(svgs[0]!)} px; cur ${(svgs[1]!.length / 1024).toFixed(0)} KB, ${nodes(svgs[1]!)} nodes, ${size(svgs[1]!)} px`,
  );
  console.log('stage     ref p50  cur p50  ratio | ref p95  cur p95  ratio  (ms)');
  for (const s of STAGES) {
    const a = stats(times[0]![s]);
    const z = stats(times[1]![s]);
    console.log(
      `${s.padEnd(8)} ${ms(a.p50)}   ${ms(z.p50)}  ${(z.p50 / a.p50).toFixed(2)} | ${ms(a.p95)}   ${ms(z.p95)}  ${(z.p95 / a.p95).toFixed(2)}`,
    );
  }
}
