/**
 * `tsx scripts/bench-png.ts`: a 1600-px map PNG stage by stage (SVG build, text outlines and layer, resvg
 * parse, raster, text layer painted, encode, total, bytes) for two pipelines in one process, interleaved (reference,
 * current, reference, …) so a loaded machine slows both alike; medians, p95 and their ratios.
 *
 * The reference is either `resvg` (plain resvg-js: the SVG's own text, `asPng()`; the default, and
 * what `npm run bench` runs) or a git commit (`--ref main`): that commit's `src/` and `assets/`,
 * extracted to `scratch/bench-ref/` (ignored by git), its app, outline step and encoder; or `none`:
 * the current pipeline alone in the process (no reference's garbage to pay for; its "ref"
 * columns empty).
 *
 * `--encode` adds the encoder candidates on the current raster of each map: RGB with filter None,
 * Sub, Up or Paeth at zlib levels 1–6 and strategies RLE/FILTERED, and indexed (palette) at levels
 * 1–6; time and bytes as ratios to resvg's own PNG.
 *
 * `--parts` shows where resvg's time goes on each map: parse and raster of the SVG as the adapter
 * hands it over, without its text (every `<text>` dropped before the outline step), and without
 * each top-level group (`<g class="…">` inside the page) in turn; the saving of each, in ms.
 *
 * Times are the process's CPU time (user + system) unless `--wall`: on a machine loaded past its
 * cores the wall clock mostly measures waiting for a core.
 *
 * Usage: nice -n 10 npx tsx scripts/bench-png.ts [--ref resvg|none|COMMIT] [--warm N] [--runs N]
 *        [--encode] [--parts] [--wall]
 */
import { withoutRunMemo } from './bench-memo';
// The Node adapter's allocator setting, before resvg-js loads, so the stages here pay what the
// server pays (MIMALLOC_PURGE_DELAY=10 in the environment measures mimalloc's own default).
import '../src/adapters/resvg-node-allocator';
import { Resvg } from '@resvg/resvg-js';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { constants, crc32, deflateSync } from 'node:zlib';
import { FONT_FILES } from '../src/render/fonts';
import { resvgOptionsOf } from '../src/render/png-pipeline';

type AppMod = typeof import('../src/app');
type PngMod = typeof import('../src/render/png');
type OutlineMod = typeof import('../src/render/outline-text');
type LayerMod = typeof import('../src/render/glyph-layer');
type TextLayer = import('../src/render/outline-text').TextLayer;

export const PNG_STAGE_MAPS = [
  { name: 'hthad2008 map seed=moria', url: '/v1/dungeon/map.svg?seed=moria' },
  { name: 'hthad2008 map seed=2', url: '/v1/dungeon/map.svg?seed=2' },
  { name: 'hthad2019 map seed=7', url: '/v1/dungeon/map.svg?ruleset=hthad2019&seed=7' },
  { name: 'dmg1 map seed=greyhawk', url: '/v1/crawl/dmg1/map.svg?seed=greyhawk' },
  { name: 'tiles map seed=3', url: '/v1/crawl/tiles/map.svg?seed=3' },
] as const;
const WIDTH = 1600;
const STAGES = ['build', 'outline', 'parse', 'raster', 'text', 'encode', 'total'] as const;
type Stage = (typeof STAGES)[number];

const root = new URL('..', import.meta.url).pathname;
const load = async <T>(dir: string, path: string): Promise<T> =>
  (await import(pathToFileURL(join(dir, path)).href)) as T;

interface Pipeline {
  name: string;
  svg(url: string): Promise<string>;
  /** The SVG for resvg, and its text layer where the pipeline has one (enc-7 and later). */
  outline(svg: string): { svg: string; layer: TextLayer | null };
  /** Paints the text layer over the pixels. */
  text(pixels: Uint8Array, width: number, height: number, layer: TextLayer): void;
  encode(image: { pixels: Buffer; width: number; height: number; asPng(): Buffer }): Uint8Array;
}

const deflate = (d: Uint8Array, level: number) => deflateSync(d, { level });

async function pipelineOf(dir: string, name: string, plain: boolean): Promise<Pipeline> {
  const { createApp } = await load<AppMod>(dir, 'src/app.ts');
  const { resvgNodeRenderer } = await load<typeof import('../src/adapters/png-resvg-node')>(
    dir,
    'src/adapters/png-resvg-node.ts',
  );
  // The same URL again and again: each build pays for its replay, as a first request does.
  await withoutRunMemo(dir);
  const app = createApp({ png: resvgNodeRenderer() });
  const png = await load<PngMod>(dir, 'src/render/png.ts');
  const outlines = await load<OutlineMod>(dir, 'src/render/outline-text.ts');
  const layered = !plain && typeof outlines.outlineTextLayer === 'function';
  const glyphs = layered ? await load<LayerMod>(dir, 'src/render/glyph-layer.ts') : null;
  return {
    name,
    async svg(url) {
      const res = await app.request(url);
      if (res.status !== 200) throw new Error(`${name} ${url}: ${res.status}`);
      return res.text();
    },
    outline: plain
      ? (svg) => ({ svg, layer: null })
      : layered
        ? (svg) => outlines.outlineTextLayer(svg)
        : (svg) => ({ svg: outlines.outlineText(svg), layer: null }),
    text: (pixels, width, height, layer) => glyphs!.drawTextLayer(pixels, width, height, layer),
    encode: plain
      ? (image) => image.asPng()
      : (image) =>
          png.encodeOpaquePng(image.pixels, image.width, image.height, deflate, (b) => crc32(b)) ??
          image.asPng(),
  };
}

function q(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}
const p50 = (xs: number[]) =>
  q(
    [...xs].sort((a, b) => a - b),
    0.5,
  );
const p95 = (xs: number[]) =>
  q(
    [...xs].sort((a, b) => a - b),
    0.95,
  );
const f1 = (x: number) => x.toFixed(1).padStart(7);
const rt = (a: number, b: number) => (a > 0.05 ? `${(b / a).toFixed(2)}x` : '—').padStart(7);

/** The clock of a section: the process's CPU time in ms, or the wall clock with `wall`. */
function clockOf(wall: boolean | undefined): () => number {
  if (wall) return () => performance.now();
  return () => {
    const c = process.cpuUsage();
    return (c.user + c.system) / 1000;
  };
}

/** resvg's options as the PNG routes use them: WIDTH px wide, the bundled fonts only. */
const resvgOptions = resvgOptionsOf(
  { width: WIDTH },
  { fontFiles: FONT_FILES.map((n) => join(root, 'assets', 'fonts', n)) },
);

export async function pngStagesSection(
  opts: { ref?: string; warm?: number; runs?: number; wall?: boolean } = {},
): Promise<void> {
  const REF = opts.ref ?? 'resvg';
  const WARM = opts.warm ?? 20;
  const RUNS = opts.runs ?? 60;
  const clock = clockOf(opts.wall);
  let ref: Pipeline | null;
  if (REF === 'resvg') ref = await pipelineOf(root, 'resvg-js alone', true);
  else if (REF === 'none') ref = null;
  else {
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
    ref = await pipelineOf(refDir, `ref ${commit}`, false);
  }
  const cur = await pipelineOf(root, 'current', false);
  const turn = () => new Promise((resolve) => setImmediate(resolve));
  const once = async (p: Pipeline, url: string) => {
    const t: Record<Stage, number> = {
      build: 0,
      outline: 0,
      parse: 0,
      raster: 0,
      text: 0,
      encode: 0,
      total: 0,
    };
    let t0 = clock();
    const svg = await p.svg(url);
    let t1 = clock();
    t.build = t1 - t0;
    t0 = t1;
    const outlined = p.outline(svg);
    t1 = clock();
    t.outline = t1 - t0;
    t0 = t1;
    const resvg = new Resvg(outlined.svg, resvgOptions);
    t1 = clock();
    t.parse = t1 - t0;
    t0 = t1;
    const image = resvg.render();
    const pixels = image.pixels;
    t1 = clock();
    t.raster = t1 - t0;
    t0 = t1;
    if (outlined.layer) p.text(pixels, image.width, image.height, outlined.layer);
    t1 = clock();
    t.text = t1 - t0;
    t0 = t1;
    const bytes = p.encode({
      pixels,
      width: image.width,
      height: image.height,
      asPng: () => image.asPng(),
    }).length;
    t1 = clock();
    t.encode = t1 - t0;
    t.total = t.build + t.outline + t.parse + t.raster + t.text + t.encode;
    await turn(); // resvg-js frees its buffers on a later turn (see png-resvg-node.ts)
    return { t, bytes };
  };
  console.log(
    `\nPNG stages at ${WIDTH} px, "ref" ${ref?.name ?? 'none'} vs "cur" ${cur.name}; ${WARM} warm-ups and ${RUNS} interleaved runs a map; ms of ${opts.wall ? 'wall clock' : 'CPU time'}`,
  );
  for (const map of PNG_STAGE_MAPS) {
    const sides = ref ? [ref, cur] : [cur];
    for (let w = 0; w < WARM; w++) for (const p of sides) await once(p, map.url);
    const times = [ref, cur].map(() =>
      Object.fromEntries(STAGES.map((s) => [s, [] as number[]])),
    ) as Record<Stage, number[]>[];
    const bytes = [0, 0];
    // The order swaps each run: the one after pays for the garbage of the one before.
    for (let i = 0; i < RUNS; i++)
      for (const k of !ref ? [1] : i % 2 === 0 ? [0, 1] : [1, 0]) {
        const r = await once(k === 0 ? ref! : cur, map.url);
        for (const s of STAGES) times[k]![s].push(r.t[s]);
        bytes[k] = r.bytes;
      }
    console.log(
      `\n${map.name}\n${'stage'.padEnd(9)}ref p50  cur p50  ratio  ref p95  cur p95  ratio`,
    );
    for (const s of STAGES) {
      const a = times[0]![s];
      const b = times[1]![s];
      if (!ref) {
        console.log(
          `${s.padEnd(8)}${'—'.padStart(7)}  ${f1(p50(b))}${'—'.padStart(7)}${'—'.padStart(7)}  ${f1(p95(b))}`,
        );
        continue;
      }
      console.log(
        `${s.padEnd(8)}${f1(p50(a))}  ${f1(p50(b))}${rt(p50(a), p50(b))}${f1(p95(a))}  ${f1(p95(b))}${rt(p95(a), p95(b))}`,
      );
    }
    console.log(
      `${'bytes'.padEnd(8)}${(ref ? String(bytes[0]) : '—').padStart(8)} ${String(bytes[1]).padStart(8)}${rt(bytes[0]!, bytes[1]!)}`,
    );
  }
}

/** The encoder candidates on one bitmap each: RGB filters, zlib levels and strategies, palette. */
export async function encodeCandidatesSection(
  opts: { runs?: number; wall?: boolean } = {},
): Promise<void> {
  const RUNS = opts.runs ?? 60;
  const clock = clockOf(opts.wall);
  const cur = await pipelineOf(root, 'current', false);
  const png = await load<PngMod>(root, 'src/render/png.ts');
  /** RGB rows with one filter (0 None, 1 Sub, 2 Up, 4 Paeth) from opaque RGBA. */
  const rgbRows = (rgba: Uint8Array, w: number, h: number, filter: number) => {
    const stride = w * 3;
    const rgb = new Uint8Array(stride * h);
    for (let i = 0, o = 0; i < w * h; i++) {
      rgb[o++] = rgba[i * 4]!;
      rgb[o++] = rgba[i * 4 + 1]!;
      rgb[o++] = rgba[i * 4 + 2]!;
    }
    const raw = new Uint8Array((stride + 1) * h);
    for (let y = 0; y < h; y++) {
      const r = y * (stride + 1);
      const s = y * stride;
      raw[r] = filter;
      for (let x = 0; x < stride; x++) {
        const a = x >= 3 ? rgb[s + x - 3]! : 0;
        const b = y > 0 ? rgb[s - stride + x]! : 0;
        const c = x >= 3 && y > 0 ? rgb[s - stride + x - 3]! : 0;
        let p = 0;
        if (filter === 1) p = a;
        else if (filter === 2) p = b;
        else if (filter === 4) {
          const pa = Math.abs(b - c);
          const pb = Math.abs(a - c);
          const pc = Math.abs(a + b - 2 * c);
          p = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
        }
        raw[r + 1 + x] = (rgb[s + x]! - p) & 255;
      }
    }
    return raw;
  };
  type Candidate = [string, (rgba: Uint8Array, w: number, h: number) => number];
  const rgb = (filter: number, level: number, strategy = 0): Candidate => [
    `rgb ${['None', 'Sub', 'Up', '', 'Paeth'][filter]} L${level}${strategy === constants.Z_RLE ? ' RLE' : strategy === constants.Z_FILTERED ? ' FILTERED' : ''}`,
    (rgba, w, h) => deflateSync(rgbRows(rgba, w, h, filter), { level, strategy }).length,
  ];
  const indexed = (level: number): Candidate => [
    `indexed L${level}`,
    (rgba, w, h) => {
      const p = png.paletteImage(rgba, w, h);
      if (!p || 'opaque' in p) return NaN;
      return deflateSync(p.rows, { level }).length + p.palette.length;
    },
  ];
  const candidates: Candidate[] = [
    [
      `ours (${png.PNG_RENDERER_VERSION})`,
      (rgba, w, h) => png.encodeOpaquePng(rgba, w, h, deflate)!.length,
    ],
    ...[1, 2, 3, 4, 5, 6].map((l) => rgb(0, l)),
    rgb(0, 1, constants.Z_RLE),
    rgb(0, 5, constants.Z_FILTERED),
    ...[1, 2, 4].map((f) => rgb(f, 3)),
    ...[1, 2, 4].map((f) => rgb(f, 5)),
    ...[1, 2, 3, 4, 5, 6].map(indexed),
  ];
  console.log(
    `\nPNG encoder candidates at ${WIDTH} px on the current raster, ${RUNS} interleaved runs; time (ms of ${opts.wall ? 'wall clock' : 'CPU time'}, p50 and p95; filter work in JS included) and bytes as ratios to resvg's own PNG`,
  );
  for (const map of PNG_STAGE_MAPS) {
    const outlined = cur.outline(await cur.svg(map.url));
    const image = new Resvg(outlined.svg, resvgOptions).render();
    const pixels = new Uint8Array(image.pixels);
    if (outlined.layer) cur.text(pixels, image.width, image.height, outlined.layer);
    const all: [string, () => number][] = [['resvg asPng', () => image.asPng().length]];
    for (const [name, run] of candidates)
      all.push([name, () => run(pixels, image.width, image.height)]);
    const times = all.map(() => [] as number[]);
    const sizes = all.map(() => 0);
    for (let i = 0; i < RUNS + 3; i++)
      for (const [k, [, run]] of all.entries()) {
        const t0 = clock();
        sizes[k] = run();
        if (i >= 3) times[k]!.push(clock() - t0);
      }
    console.log(`\n${map.name}\n${'encoder'.padEnd(18)}    p50   ratio     p95     bytes  ratio`);
    for (const [k, [name]] of all.entries())
      console.log(
        `${name.padEnd(18)}${f1(p50(times[k]!))}${rt(p50(times[0]!), p50(times[k]!))}${f1(p95(times[k]!))}${String(sizes[k]).padStart(10)}${rt(sizes[0]!, sizes[k]!)}`,
      );
  }
}

/** `svg` without the group that opens at `at` (a `<g`): its tag, its subtree and its closing tag. */
function withoutGroup(svg: string, at: number): string {
  const tag = /<g[\s>/]|<\/g>/g;
  tag.lastIndex = at;
  let depth = 0;
  for (let m = tag.exec(svg); m; m = tag.exec(svg)) {
    const end = svg.indexOf('>', m.index) + 1;
    if (m[0] === '</g>') depth--;
    else if (svg[end - 2] !== '/') depth++;
    if (depth === 0) return svg.slice(0, at) + svg.slice(end);
  }
  return svg;
}

/** Parse and raster of each map whole, without its text and without each top-level group. */
export async function partsSection(opts: { runs?: number; wall?: boolean } = {}): Promise<void> {
  const RUNS = opts.runs ?? 9;
  const clock = clockOf(opts.wall);
  const cur = await pipelineOf(root, 'current', false);
  const turn = () => new Promise((resolve) => setImmediate(resolve));
  console.log(
    `\nWhere resvg's time goes at ${WIDTH} px: parse and raster (p50 of ${RUNS} interleaved runs, ms of ${opts.wall ? 'wall clock' : 'CPU time'}) of each map as rendered, then what leaving out its text or one top-level group saves`,
  );
  for (const map of PNG_STAGE_MAPS) {
    const svg = await cur.svg(map.url);
    const variants: [string, string][] = [
      ['whole', cur.outline(svg).svg],
      ['- text', cur.outline(svg.replace(/<text[\s>][\s\S]*?<\/text>/g, '')).svg],
    ];
    const page = /<g class="page"/.exec(svg);
    for (const m of svg.matchAll(/<g class="([^"]+)"/g))
      if (m[1] !== 'page' && (!page || m.index > page.index))
        variants.push([`- ${m[1]!}`, cur.outline(withoutGroup(svg, m.index)).svg]);
    const times = variants.map(() => ({ parse: [] as number[], raster: [] as number[] }));
    for (let i = 0; i < RUNS + 2; i++)
      for (const [k, [, v]] of variants.entries()) {
        const t0 = clock();
        const resvg = new Resvg(v, resvgOptions);
        const t1 = clock();
        resvg.render();
        const t2 = clock();
        if (i >= 2) {
          times[k]!.parse.push(t1 - t0);
          times[k]!.raster.push(t2 - t1);
        }
        await turn();
      }
    const whole = { parse: p50(times[0]!.parse), raster: p50(times[0]!.raster) };
    console.log(`\n${map.name}\n${'svg'.padEnd(22)}  parse  raster   saves: parse  raster`);
    for (const [k, [name]] of variants.entries()) {
      const parse = p50(times[k]!.parse);
      const raster = p50(times[k]!.raster);
      console.log(
        `${name.slice(0, 22).padEnd(22)}${f1(parse)}${f1(raster)}${k === 0 ? '' : `        ${f1(whole.parse - parse)}${f1(whole.raster - raster)}`}`,
      );
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const arg = (name: string) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const wall = args.includes('--wall');
  await pngStagesSection({
    ref: arg('ref'),
    warm: arg('warm') ? Number(arg('warm')) : undefined,
    runs: arg('runs') ? Number(arg('runs')) : undefined,
    wall,
  });
  if (args.includes('--parts'))
    await partsSection({ runs: arg('runs') ? Number(arg('runs')) : undefined, wall });
  if (args.includes('--encode'))
    await encodeCandidatesSection({ runs: arg('runs') ? Number(arg('runs')) : undefined, wall });
}
