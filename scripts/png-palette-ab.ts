/**
 * `tsx scripts/png-palette-ab.ts`: the PNG encoder (`src/render/png.ts`) of the working tree
 * against a reference commit's (default `main`: its `png.ts` alone, extracted to
 * `scratch/bench-ref/<commit>/png.ts`, ignored by git), on the bitmaps the PNG pipeline hands
 * the encoder (src/render/png-pipeline.ts: text taken out into a layer, the rest rasterised by
 * resvg-js with the bundled fonts, the layer painted over the pixels).
 *
 * `--check` (the default): the same bytes. `encodeOpaquePng` of both, and `paletteImage`'s rows,
 * palette and `exact`, on the five maps of `scripts/bench-png.ts` and 35 more (seeds, the 2019
 * ruleset, dmg1, tiles, plungin crawl and play, a campaign map, the ink theme, vtt and player
 * views) at each width of `--widths` (default 800,1600,4096), at 800 px also from a bitmap off a
 * 4-byte boundary; then synthetic bitmaps for the edges (one pixel, a row, a column, not opaque,
 * too many colours, more must-have colours than a palette holds). Exits 1 on any difference.
 *
 * `--bench`: interleaved A/B (reference, current, current, reference, …) on the same 1600-px
 * bitmaps of the five maps: `paletteImage` and the whole `encodeOpaquePng`, `--warm` warm-ups
 * (default 150) and `--runs` runs (default 200) a side; medians and p95 of the process's CPU time.
 *
 * Usage: nice -n 10 npx tsx scripts/png-palette-ab.ts [--ref COMMIT] [--check] [--bench]
 *        [--widths 800,1600] [--warm N] [--runs N]
 */
// The Node adapter's allocator setting, before resvg-js loads.
import '../src/adapters/resvg-node-allocator';
import { Resvg } from '@resvg/resvg-js';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';
import { createApp } from '../src/app';
import { FONT_FAMILY, FONT_FILES } from '../src/render/fonts';
import { drawTextLayer } from '../src/render/glyph-layer';
import { outlineTextLayer } from '../src/render/outline-text';
import * as current from '../src/render/png';
import { PNG_STAGE_MAPS } from './bench-png';

type Png = typeof current;

const args = process.argv.slice(2);
const arg = (name: string, fallback: string): string => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1]! : fallback;
};
const root = new URL('..', import.meta.url).pathname;

/** The reference commit's png.ts, loaded on its own (it imports nothing). */
async function referenceOf(ref: string): Promise<{ name: string; png: Png }> {
  const commit = execFileSync('git', ['rev-parse', '--short', ref], {
    cwd: root,
    encoding: 'utf8',
  }).trim();
  const dir = join(root, 'scratch', 'bench-ref', commit);
  const file = join(dir, 'png.ts');
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      file,
      execFileSync('git', ['show', `${commit}:src/render/png.ts`], { cwd: root }),
    );
  }
  return { name: `${ref} (${commit})`, png: (await import(pathToFileURL(file).href)) as Png };
}

const fontFiles = FONT_FILES.map((n) => join(root, 'assets', 'fonts', n));
const app = createApp({
  png: { name: 'none', version: 'none', render: () => Promise.resolve(new Uint8Array()) },
});

interface Bitmap {
  pixels: Uint8Array;
  width: number;
  height: number;
}

/** A route's SVG as the pixels the pipeline encodes, `width` px wide. */
async function bitmapOf(url: string, width: number): Promise<Bitmap> {
  const res = await app.request(url);
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  const { svg, layer } = outlineTextLayer(await res.text());
  const image = new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    font: {
      loadSystemFonts: false,
      fontFiles,
      defaultFontFamily: FONT_FAMILY,
      sansSerifFamily: FONT_FAMILY,
    },
  }).render();
  const pixels = new Uint8Array(image.pixels);
  if (layer) drawTextLayer(pixels, image.width, image.height, layer);
  return { pixels, width: image.width, height: image.height };
}

const deflate = (d: Uint8Array, level: number) => deflateSync(d, { level });
const crc = (b: Uint8Array) => crc32(b);

const MAPS: readonly string[] = [
  ...PNG_STAGE_MAPS.map((m) => m.url),
  ...['1', '3', '4', '5', '6', '8', '9', '10', '11', '12', 'tomb', 'deep'].map(
    (s) => `/v1/dungeon/map.svg?seed=${s}`,
  ),
  '/v1/dungeon/map.svg?seed=moria&theme=ink',
  '/v1/dungeon/map.svg?seed=5&theme=ink',
  '/v1/dungeon/campaign.svg?seed=moria',
  ...['1', '2', '3', '4', '5'].map((s) => `/v1/dungeon/map.svg?ruleset=hthad2019&seed=${s}`),
  '/v1/dungeon/map.svg?ruleset=hthad2019&seed=9&page=poster',
  ...['1', '2', 'moria'].map((s) => `/v1/crawl/dmg1/map.svg?seed=${s}`),
  '/v1/crawl/dmg1/map.svg?seed=greyhawk&view=player',
  '/v1/crawl/dmg1/map.svg?seed=greyhawk&mode=vtt',
  ...['1', '2', 'moria'].map((s) => `/v1/crawl/tiles/map.svg?seed=${s}`),
  '/v1/crawl/tiles/map.svg?seed=4&dungeon=small',
  '/v1/crawl/plungin/map.svg?seed=greyhawk&step=20&pack=strata-sunken-shrine',
  '/v1/crawl/plungin/map.svg?seed=moria&step=30&pack=strata-ghoblin-warren',
  '/v1/crawl/plungin/map.svg?seed=tomb&step=40&pack=strata-bone-vault',
  '/v1/play/plungin/map.svg?seed=1',
  '/v1/play/plungin/map.svg?seed=moria&pack=strata-bone-vault',
];

const same = (a: Uint8Array | null, b: Uint8Array | null) =>
  a === b || (!!a && !!b && a.length === b.length && Buffer.compare(a, b) === 0);

/** Whether both encoders give the same bytes for one bitmap; prints one line. */
function compare(ref: Png, what: string, { pixels, width, height }: Bitmap): boolean {
  const a = ref.encodeOpaquePng(pixels, width, height, deflate, crc);
  const b = current.encodeOpaquePng(pixels, width, height, deflate, crc);
  const pa = ref.paletteImage(pixels, width, height);
  const pb = current.paletteImage(pixels, width, height);
  let ok = same(a, b);
  if (!pa || !pb || 'opaque' in pa || 'opaque' in pb)
    ok &&= JSON.stringify(pa) === JSON.stringify(pb);
  else ok &&= pa.exact === pb.exact && same(pa.rows, pb.rows) && same(pa.palette, pb.palette);
  const kind = !pa
    ? 'RGB'
    : 'opaque' in pa
      ? 'not opaque'
      : `indexed, ${pa.palette.length / 3} colours${pa.exact ? ', exact' : ''}`;
  console.log(
    `${ok ? 'same' : 'DIFFERENT'} ${what} ${width}x${height}: ${kind}, ${a?.length ?? 'null'} bytes`,
  );
  return ok;
}

/** A bitmap from a colour function of (x, y): RGBA. */
function synthetic(width: number, height: number, colour: (x: number, y: number) => number[]) {
  const pixels = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) pixels.set(colour(x, y), (y * width + x) * 4);
  return { pixels, width, height };
}

async function check(ref: Png, widths: number[]): Promise<boolean> {
  let checked = 0;
  let different = 0;
  const one = (what: string, bitmap: Bitmap) => {
    checked++;
    if (!compare(ref, what, bitmap)) different++;
  };
  for (const url of MAPS)
    for (const width of widths) {
      const bitmap = await bitmapOf(url, width);
      one(url, bitmap);
      if (width === 800) {
        const shifted = new Uint8Array(bitmap.pixels.length + 1);
        shifted.set(bitmap.pixels, 1);
        one(`${url} (off a 4-byte boundary)`, { ...bitmap, pixels: shifted.subarray(1) });
      }
    }
  // A fixed linear congruential sequence: the same synthetic bitmaps on every run.
  let state = 12345;
  const next = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32;
  const grey = (v: number) => [v, v, v, 255];
  one(
    'one colour',
    synthetic(37, 11, () => grey(200)),
  );
  one(
    'one pixel',
    synthetic(1, 1, () => [1, 2, 3, 255]),
  );
  one(
    'a column',
    synthetic(1, 50, (_, y) => grey(y % 3)),
  );
  one(
    'a row',
    synthetic(50, 1, (x) => grey(x % 3)),
  );
  one(
    'noise of 8 greys',
    synthetic(64, 64, () => grey(Math.floor(next() * 8) * 30)),
  );
  one(
    'noise of every colour',
    synthetic(97, 61, () => [0, 0, 0].map(() => Math.floor(next() * 256)).concat(255)),
  );
  one(
    '256 reds',
    synthetic(256, 3, (x) => [x, 0, 0, 255]),
  );
  one(
    '257 colours',
    synthetic(257, 3, (x) => [x % 256, x >> 8, 0, 255]),
  );
  one(
    'stripes',
    synthetic(33, 40, (x, y) => grey((x + y) % 5 < 2 ? 0 : 255)),
  );
  one(
    'rows repeating',
    synthetic(40, 40, (x, y) => grey(y < 20 ? (x < 10 ? 0 : 255) : x % 7 === 0 ? 50 : 255)),
  );
  one(
    'last pixel not opaque',
    synthetic(20, 20, (x, y) => (x === 19 && y === 19 ? [0, 0, 0, 254] : grey(x * 10))),
  );
  one(
    'first pixel not opaque',
    synthetic(20, 20, (x, y) => (x === 0 && y === 0 ? [0, 0, 0, 0] : grey(x * 10))),
  );
  one(
    'too many colours',
    synthetic(120, 100, (x, y) => [x, y, (x * y) % 256, 255]),
  );
  one(
    'checks and shades',
    synthetic(300, 300, (x, y) =>
      next() < 0.06
        ? [(x + 7 * y) % 256, (3 * x) % 256, y % 256, 255]
        : grey(((x >> 4) + (y >> 4)) % 2 ? 255 : 20),
    ),
  );
  one(
    'specks',
    synthetic(300, 300, (x, y) =>
      next() < 0.001
        ? [next(), next(), next()].map((v) => Math.floor(v * 256)).concat(255)
        : [(x >> 2) % 256, (y >> 2) % 256, 100, 255],
    ),
  );
  // White, a dark block of 200 pixels, then 343 colours 40 apart of 2 pixels each: more colours
  // that must have an entry than a palette holds, so which are taken first matters.
  const grid = Array.from({ length: 343 }, (_, k) => [
    (k % 7) * 40,
    (Math.floor(k / 7) % 7) * 40,
    Math.floor(k / 49) * 40,
    255,
  ]);
  one(
    'a dark block and far specks',
    synthetic(100, 100, (x, y) => {
      const i = y * 100 + x;
      if (i < 200) return [10, 10, 10, 255];
      if (i >= 1000 && i < 1000 + 2 * grid.length) return grid[(i - 1000) >> 1]!;
      return grey(255);
    }),
  );
  console.log(`${checked} bitmaps, ${different} different`);
  return different === 0;
}

async function bench(ref: { name: string; png: Png }, warm: number, runs: number): Promise<void> {
  const cpu = () => {
    const c = process.cpuUsage();
    return (c.user + c.system) / 1000;
  };
  const q = (xs: number[], p: number) => {
    const s = [...xs].sort((a, b) => a - b);
    return s[Math.min(s.length - 1, Math.ceil(p * s.length) - 1)]!;
  };
  const f = (x: number) => x.toFixed(2).padStart(6);
  console.log(
    `\n${ref.name} vs the working tree at 1600 px: ${warm} warm-ups and ${runs} interleaved runs a side; ms of CPU time`,
  );
  console.log(
    `${'map'.padEnd(26)} ${'stage'.padEnd(16)}    p50 ref    cur  ratio    p95 ref    cur  ratio`,
  );
  for (const map of PNG_STAGE_MAPS) {
    const { pixels, width, height } = await bitmapOf(map.url, 1600);
    const sides = [ref.png, current];
    // Each side its own rows to write into, as encodeOpaquePng keeps its own.
    const into = sides.map(() => new Uint8Array((width + 1) * height));
    const stages: [string, (png: Png, side: number) => unknown][] = [
      ['paletteImage', (png, side) => png.paletteImage(pixels, width, height, into[side])],
      ['encodeOpaquePng', (png) => png.encodeOpaquePng(pixels, width, height, deflate, crc)],
    ];
    for (const [stage, run] of stages) {
      const times: number[][] = [[], []];
      for (let i = 0; i < warm + runs; i++)
        // The order swaps each run: the one after pays for the garbage of the one before.
        for (const side of i % 2 === 0 ? [0, 1] : [1, 0]) {
          const t0 = cpu();
          run(sides[side]!, side);
          const t = cpu() - t0;
          if (i >= warm) times[side]!.push(t);
        }
      const [a, b] = times as [number[], number[]];
      const ratio = (x: number, y: number) => `${(y / x).toFixed(2)}x`.padStart(7);
      console.log(
        `${map.name.padEnd(26)} ${stage.padEnd(16)} ${f(q(a, 0.5))} ${f(q(b, 0.5))}${ratio(q(a, 0.5), q(b, 0.5))}     ${f(q(a, 0.95))} ${f(q(b, 0.95))}${ratio(q(a, 0.95), q(b, 0.95))}`,
      );
    }
  }
}

const ref = await referenceOf(arg('ref', 'main'));
const doBench = args.includes('--bench');
if (args.includes('--check') || !doBench) {
  const widths = arg('widths', '800,1600,4096').split(',').map(Number);
  if (!(await check(ref.png, widths))) process.exitCode = 1;
}
if (doBench) await bench(ref, Number(arg('warm', '150')), Number(arg('runs', '200')));
