/**
 * The two PNG adapters available on Node give the same bytes, and the wasm one keeps memory
 * bounded across many renders (it frees each render; resvg-js 2.6.2 does not, see the adapter).
 */
import { expect, it } from 'vitest';
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
