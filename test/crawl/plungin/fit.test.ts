/**
 * Dungeon Plungin's drawn and exported sheet cut to the built blocks (CrawlSystem.fit): the cut
 * keeps the Map Maker's one square of margin round them, the UVTT walls and doors are the whole
 * sheet's moved by whole squares and lie inside the map, and the cut drawing is the whole
 * drawing's pixels at the cut.
 */
import { describe, expect, it } from 'vitest';
import { toUvtt } from '../../../src/crawl/plan/uvtt';
import type { PlunginResult } from '../../../src/crawl/plungin/engine';
import { plungin } from '../../../src/crawl/plungin/system';
import { resvgNodeRenderer } from '../../../src/adapters/png-resvg-node';
import { planMapSvg } from '../../../src/render/plan/plan-map';
import { builtCrop } from '../../../src/render/plungin/map-maker';
import { SUNKEN_SHRINE } from '../../../src/crawl/plungin/packs';
import { createTestApp } from '../../helpers/app';
import { pngPixels } from '../../helpers/png-pixels';

const cases = [
  { seed: 'greyhawk', pack: 'strata-sunken-shrine', step: 20 },
  { seed: '7', pack: 'strata-sunken-shrine', step: 40 },
] as const;

describe.each(cases)('seed $seed step $step', (c) => {
  const run = plungin.run(c.seed, { pack: c.pack }, { step: c.step, path: [] });
  const fitted = plungin.fit!(run, 1);
  const crop = builtCrop(run);

  it('cuts the sheet to the built blocks with one square to spare, on the same squares', () => {
    const blocks = run.tiles.flatMap((t) => t.blocks ?? [t.block]);
    const bx0 = Math.min(...blocks.map((b) => b.bx));
    const by0 = Math.min(...blocks.map((b) => b.by));
    expect(fitted.origin).toEqual({ x: Math.max(0, bx0 * 6 - 1), y: Math.max(0, by0 * 6 - 1) });
    expect(fitted.plan.sheet.width).toBe(crop.w);
    expect(fitted.plan.sheet.height).toBe(crop.h);
    expect(crop.w * crop.h).toBeLessThan(78 * 84);
    // Cut again, it stays as it is: the drawing of a cut run shows all of it.
    expect(plungin.fit!(fitted, 1)).toBe(fitted);
    expect(builtCrop(fitted)).toEqual({ x0: 0, y0: 0, w: crop.w, h: crop.h });
    // Figures and chests still stand in their tile's space.
    for (const t of fitted.tiles) {
      const space = fitted.plan.spaces.find((s) => s.id === t.space)!;
      for (const f of t.placed)
        expect(
          space.spans.some((r) => r.y === f.cell.y && r.x0 <= f.cell.x && f.cell.x <= r.x1),
        ).toBe(true);
    }
  });

  it('keeps the UVTT walls and doors the same, moved by whole squares, inside the map', () => {
    const o = { pixelsPerGrid: 70, imageBase64: '' };
    const whole = toUvtt(run.plan, 1, o);
    const cut = toUvtt(fitted.plan, 1, o);
    const { x: dx, y: dy } = fitted.origin!;
    const shift = (w: readonly { x: number; y: number }[]) =>
      w.map((p) => ({ x: p.x - dx, y: p.y - dy }));
    expect(cut.line_of_sight).toEqual(whole.line_of_sight.map(shift));
    expect(cut.portals.map((p) => p.bounds)).toEqual(whole.portals.map((p) => shift(p.bounds)));
    expect(cut.lights.map((l) => l.position)).toEqual(shift(whole.lights.map((l) => l.position)));
    expect(cut.resolution.map_size).toEqual({ x: crop.w, y: crop.h });
    for (const w of cut.line_of_sight)
      for (const p of w) {
        expect(p.x).toBeGreaterThanOrEqual(0);
        expect(p.y).toBeGreaterThanOrEqual(0);
        expect(p.x).toBeLessThanOrEqual(crop.w);
        expect(p.y).toBeLessThanOrEqual(crop.h);
      }
  });

  it('draws the vtt image as the whole sheet drawing at the cut (blocks, marks, figures)', async () => {
    const ppg = 8;
    const png = resvgNodeRenderer();
    const words = plungin.mapWords(run, 1, 'vtt');
    const whole = pngPixels(await png.render(planMapSvg(plungin, run, 1, 'vtt', ppg, 'referee')));
    const cut = pngPixels(await png.render(planMapSvg(plungin, fitted, 1, 'vtt', ppg, 'referee')));
    expect(words.title).toContain("Dungeon Plungin'");
    expect([cut.width, cut.height]).toEqual([crop.w * ppg, crop.h * ppg]);
    const ox = fitted.origin!.x * ppg;
    const oy = fitted.origin!.y * ppg;
    // The cut's own edge lines may fall on either side of the edge: the inside is compared.
    let differ = 0;
    for (let y = 2; y < cut.height - 2; y++)
      for (let x = 2; x < cut.width - 2; x++)
        if (cut.at(x, y).join() !== whole.at(x + ox, y + oy).join()) differ++;
    expect(differ).toBe(0);
  });
});

it('a run cut to its blocks is drawn with the block lines on the Map Maker’s blocks', () => {
  const run = plungin.run('greyhawk', { pack: 'strata-sunken-shrine' }, { step: 20, path: [] });
  const fitted = plungin.fit!(run, 1) as PlunginResult;
  const svg = planMapSvg(plungin, fitted, 1, 'vtt', 10, 'player');
  const d = /<path d="([^"]*)" stroke="#1d3f6e"/.exec(svg)![1]!;
  const xs = [...d.matchAll(/M(\d+) 0V/g)].map((m) => Number(m[1]) / 10);
  expect(xs.length).toBeGreaterThan(0);
  for (const x of xs) expect((x + fitted.origin!.x) % 6).toBe(0);
});

it('every VTT route, GET and POST, answers the cut sheet: uvtt, foundry, mode=vtt map.svg and map.png', async () => {
  const app = createTestApp();
  const ppg = 20;
  const q = `seed=greyhawk&step=20&pixelsPerGrid=${ppg}`;
  const run = plungin.run('greyhawk', { pack: 'strata-sunken-shrine' }, { step: 20, path: [] });
  const { width: w, height: h } = plungin.fit!(run, 1).plan.sheet;
  expect(w * h).toBeLessThan(78 * 84);
  const body = JSON.stringify(SUNKEN_SHRINE);
  for (const method of ['GET', 'POST'] as const) {
    const ask = async (path: string): Promise<Response> => {
      const r = await app.request(
        `/v1/crawl/plungin${path}`,
        method === 'GET' ? {} : { method, body, headers: { 'content-type': 'application/json' } },
      );
      expect(r.status, `${method} ${path}`).toBe(200);
      return r;
    };
    const u = (await (await ask(`/uvtt?${q}&image=none`)).json()) as {
      resolution: { map_size: { x: number; y: number } };
    };
    expect(u.resolution.map_size, method).toEqual({ x: w, y: h });
    const f = (await (await ask(`/foundry?${q}`)).json()) as { width: number; height: number };
    expect([f.width, f.height], method).toEqual([w * ppg, h * ppg]);
    const svg = await (await ask(`/map.svg?${q}&mode=vtt`)).text();
    expect(svg, method).toContain(`width="${w * ppg}" height="${h * ppg}"`);
    const png = pngPixels(
      new Uint8Array(await (await ask(`/map.png?${q}&mode=vtt`)).arrayBuffer()),
    );
    expect([png.width, png.height], method).toEqual([w * ppg, h * ppg]);
  }
});
