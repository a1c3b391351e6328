/**
 * The two PNG adapters available on Node give the same bytes, and the wasm one keeps memory
 * bounded across many renders (it frees each render; resvg-js 2.6.2 does not, see the adapter).
 */
import { Resvg } from '@resvg/resvg-js';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { FONT_FAMILY, FONT_FILES } from '../../src/render/fonts';
import { drawTextLayer } from '../../src/render/glyph-layer';
import { outlineText, outlineTextLayer } from '../../src/render/outline-text';
import { resvgNodeRenderer } from '../../src/adapters/png-resvg-node';
import { resvgWasmNodeRenderer } from '../../src/adapters/png-resvg-wasm-node';
import { createTestApp } from '../helpers/app';
import { pngPixels } from '../helpers/png-pixels';

const app = createTestApp();

it('resvg-js and resvg-wasm give identical PNG bytes for a map with text and beads', async () => {
  const svg = await (await app.request('/v1/dungeon/map.svg?seed=moria&until=villainy')).text();
  const native = await resvgNodeRenderer().render(svg, { width: 800 });
  const wasm = await resvgWasmNodeRenderer().render(svg, { width: 800 });
  expect(Buffer.from(wasm).equals(Buffer.from(native))).toBe(true);
  // An 800-px PNG: the IHDR width field.
  expect(new DataView(wasm.buffer, wasm.byteOffset).getUint32(16)).toBe(800);
});

it('the wasm renderer frees its renders: resident memory stays bounded', async () => {
  const svg = await (await app.request('/v1/crawl/dmg1/map.svg?seed=memory')).text();
  const renderer = resvgWasmNodeRenderer();
  for (let i = 0; i < 5; i++) await renderer.render(svg, { width: 1600 });
  const before = process.memoryUsage().rss;
  for (let i = 0; i < 30; i++) await renderer.render(svg, { width: 1600 });
  // 30 renders of a 1600-px bitmap (~7 MB each) would add ~200 MB if nothing were freed.
  expect(process.memoryUsage().rss - before).toBeLessThan(60 * 2 ** 20);
}, 120_000);

it("a map is written as an indexed PNG of the pixels resvg drew, rare shades as the nearest palette colour, in under 0.5 of the bytes of resvg-js's own PNG", async () => {
  const svg = await (await app.request('/v1/dungeon/map.svg?seed=moria')).text();
  const png = await resvgNodeRenderer().render(svg, { width: 800 });
  expect(png[25]).toBe(3); // IHDR colour type 3: indexed
  // The adapter hands resvg the SVG without its text (src/render/outline-text.ts) and paints the
  // text layer over the pixels (src/render/glyph-layer.ts).
  const { svg: rest, layer } = outlineTextLayer(svg);
  expect(layer).not.toBeNull();
  const options = {
    fitTo: { mode: 'width' as const, value: 800 },
    font: {
      loadSystemFonts: false,
      fontFiles: FONT_FILES.map((n) =>
        fileURLToPath(new URL(`../../assets/fonts/${n}`, import.meta.url)),
      ),
      defaultFontFamily: FONT_FAMILY,
      sansSerifFamily: FONT_FAMILY,
    },
  };
  const image = new Resvg(rest, options).render();
  const plteLength = new DataView(png.buffer, png.byteOffset).getUint32(33);
  expect(String.fromCharCode(...png.subarray(37, 41))).toBe('PLTE');
  const plte = png.subarray(41, 41 + plteLength);
  const read = pngPixels(png);
  expect([read.width, read.height]).toEqual([image.width, image.height]);
  const px = image.pixels;
  drawTextLayer(px, image.width, image.height, layer!);
  let differ = 0;
  let notNearest = 0;
  for (let y = 0; y < image.height; y++)
    for (let x = 0; x < image.width; x++) {
      const i = (y * image.width + x) * 4;
      const got = read.at(x, y);
      if (got[0] === px[i] && got[1] === px[i + 1] && got[2] === px[i + 2]) continue;
      differ++;
      // A colour left out of the palette is drawn as the nearest palette colour.
      const dist = (k: number) =>
        (plte[k]! - px[i]!) ** 2 +
        (plte[k + 1]! - px[i + 1]!) ** 2 +
        (plte[k + 2]! - px[i + 2]!) ** 2;
      let best = Infinity;
      for (let k = 0; k < plte.length; k += 3) best = Math.min(best, dist(k));
      if ((got[0] - px[i]!) ** 2 + (got[1] - px[i + 1]!) ** 2 + (got[2] - px[i + 2]!) ** 2 !== best)
        notNearest++;
    }
  expect(notNearest).toBe(0);
  expect(differ / (image.width * image.height)).toBeLessThan(0.04);
  // resvg's own PNG of the whole map, its text drawn by resvg.
  const own = new Resvg(outlineText(svg), options).render().asPng();
  expect(png.length).toBeLessThan(0.5 * own.length);
});
