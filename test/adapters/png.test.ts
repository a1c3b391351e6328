/**
 * The two PNG adapters available on Node give the same bytes, and the wasm one keeps memory
 * bounded across many renders (it frees each render; resvg-js 2.6.2 does not, see the adapter).
 */
import { Resvg } from '@resvg/resvg-js';
import { fileURLToPath } from 'node:url';
import { inflateSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { FONT_FAMILY, FONT_FILES } from '../../src/render/fonts';
import { outlineText } from '../../src/render/outline-text';
import { resvgNodeRenderer } from '../../src/adapters/png-resvg-node';
import { resvgWasmNodeRenderer } from '../../src/adapters/png-resvg-wasm-node';
import { createTestApp } from '../helpers/app';

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

it("a map is written as opaque RGB with the pixels resvg drew, in under 0.75 of the bytes of resvg-js's own PNG", async () => {
  const svg = await (await app.request('/v1/dungeon/map.svg?seed=moria')).text();
  const png = await resvgNodeRenderer().render(svg, { width: 800 });
  expect(png[25]).toBe(2); // IHDR colour type 2: truecolour without alpha
  // The adapter hands resvg the SVG with its text as outlines (src/render/outline-text.ts).
  const image = new Resvg(outlineText(svg), {
    fitTo: { mode: 'width', value: 800 },
    font: {
      loadSystemFonts: false,
      fontFiles: FONT_FILES.map((n) =>
        fileURLToPath(new URL(`../../assets/fonts/${n}`, import.meta.url)),
      ),
      defaultFontFamily: FONT_FAMILY,
      sansSerifFamily: FONT_FAMILY,
    },
  }).render();
  const idatLength = new DataView(png.buffer, png.byteOffset).getUint32(33);
  const rows = inflateSync(png.subarray(41, 41 + idatLength));
  const px = image.pixels;
  const stride = image.width * 3 + 1;
  let same = rows.length === stride * image.height;
  for (let y = 0; same && y < image.height; y++) {
    same = rows[y * stride] === 0;
    for (let x = 0; same && x < image.width; x++)
      for (let c = 0; c < 3; c++)
        if (rows[y * stride + 1 + x * 3 + c] !== px[(y * image.width + x) * 4 + c]) same = false;
  }
  expect(same).toBe(true);
  expect(png.length).toBeLessThan(0.75 * image.asPng().length);
});
