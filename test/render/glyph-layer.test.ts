/**
 * The text layer of the PNG path: each glyph's coverage is the share of each pixel its outline
 * covers (in sixteenths), the glyphs stand where resvg draws them, the text that can be taken
 * out of the SVG is, and the rest is left to resvg.
 */
import { Resvg } from '@resvg/resvg-js';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { FONT_FAMILY, FONT_FILES } from '../../src/render/fonts';
import { FONT_GLYPHS } from '../../src/render/font-glyphs';
import { drawTextLayer, forgetGlyphMasks, rasterGlyph } from '../../src/render/glyph-layer';
import { glyphOutline, outlineText, outlineTextLayer } from '../../src/render/outline-text';
import { pngOfSvg } from '../../src/render/png-pipeline';
import { pngPixels } from '../helpers/png-pixels';

const fontFiles = FONT_FILES.map((n) =>
  fileURLToPath(new URL(`../../assets/fonts/${n}`, import.meta.url)),
);
const options = (width?: number) => ({
  ...(width ? { fitTo: { mode: 'width' as const, value: width } } : {}),
  font: { loadSystemFonts: false, fontFiles, defaultFontFamily: FONT_FAMILY },
});
const UNITS = FONT_GLYPHS[0].unitsPerEm;

/** The regular face's glyph of a character. */
function glyphId(ch: string): number {
  const cmap = FONT_GLYPHS[0].cmap;
  for (let i = 0; i < cmap.length; i += 2) if (cmap[i] === ch.codePointAt(0)) return cmap[i + 1]!;
  throw new Error(`no glyph for ${ch}`);
}

/** Area of a polygon's outline (shoelace), its contours closed. */
function polygonArea(contours: [number, number][][]): number {
  let area = 0;
  for (const c of contours)
    for (let i = 0; i < c.length; i++) {
      const [x0, y0] = c[i]!;
      const [x1, y1] = c[(i + 1) % c.length]!;
      area += x0 * y1 - x1 * y0;
    }
  return Math.abs(area) / 2;
}

/** A glyph's outline as polygons in pixels at `px` to the em, each curve cut in 64 steps. */
function flattened(id: number, px: number): [number, number][][] {
  const { commands, points } = glyphOutline(false, id);
  const k = px / UNITS;
  const out: [number, number][][] = [];
  let p = 0;
  for (const cmd of commands) {
    if (cmd === 'M' || cmd === 'L') {
      const at: [number, number] = [points[p]! * k, points[p + 1]! * k];
      if (cmd === 'M') out.push([at]);
      else out.at(-1)!.push(at);
      p += 2;
    } else if (cmd === 'Q') {
      const c = out.at(-1)!;
      const [x0, y0] = c.at(-1)!;
      const [qx, qy, x1, y1] = [0, 1, 2, 3].map((i) => points[p + i]! * k) as [
        number,
        number,
        number,
        number,
      ];
      for (let s = 1; s <= 64; s++) {
        const t = s / 64;
        const u = 1 - t;
        c.push([
          u * u * x0 + 2 * u * t * qx + t * t * x1,
          u * u * y0 + 2 * u * t * qy + t * t * y1,
        ]);
      }
      p += 4;
    }
  }
  return out;
}

describe('glyph masks', () => {
  it("give each pixel the share of it a straight-sided glyph covers, to a sixteenth ('I', '-')", () => {
    for (const [ch, px, dx] of [
      ['I', 37, 0.25],
      ['I', 11.5, 0.5],
      ['-', 23, 0.75],
    ] as const) {
      const mask = rasterGlyph(false, glyphId(ch), px, dx)!;
      // The glyph is one rectangle: its corners in pixels (y down from the baseline).
      const pts = glyphOutline(false, glyphId(ch)).points;
      const k = px / UNITS;
      const xs = pts.filter((_, i) => i % 2 === 0).map((x) => dx + x * k);
      const ys = pts.filter((_, i) => i % 2 === 1).map((y) => -y * k);
      const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
      let inked = 0;
      for (let r = 0; r < mask.height; r++)
        for (let c = 0; c < mask.width; c++) {
          const left = mask.left + c;
          const top = mask.top + r;
          const w = Math.max(0, Math.min(left + 1, x1) - Math.max(left, x0));
          const h = Math.max(0, Math.min(top + 1, y1) - Math.max(top, y0));
          const got = mask.cover[r * mask.width + c]! / 255;
          expect(Math.abs(got - w * h)).toBeLessThanOrEqual(1 / 32 + 1e-9);
          if (w * h === 1) expect(got).toBe(1);
          inked += got;
        }
      expect(inked).toBeCloseTo((x1 - x0) * (y1 - y0), 0);
    }
  });

  it("give each pixel the share of it a slanted outline covers ('<', 'v', 'A' against 32 x 32 samples a pixel)", () => {
    const N = 32;
    for (const [ch, px] of [
      ['<', 40],
      ['v', 33],
      ['A', 17.5],
    ] as const) {
      const dx = 0.25;
      const mask = rasterGlyph(false, glyphId(ch), px, dx)!;
      // Edges in pixels, y down, for a crossing count (nonzero rule).
      const edges: [number, number, number, number][] = [];
      for (const c of flattened(glyphId(ch), px))
        for (let i = 0; i < c.length; i++) {
          const [x0, y0] = c[i]!;
          const [x1, y1] = c[(i + 1) % c.length]!;
          edges.push([dx + x0, -y0, dx + x1, -y1]);
        }
      const inside = (x: number, y: number) => {
        let winding = 0;
        for (const [x0, y0, x1, y1] of edges) {
          if (y0 <= y === y1 <= y) continue;
          const at = x0 + ((y - y0) / (y1 - y0)) * (x1 - x0);
          if (at > x) winding += y1 > y0 ? 1 : -1;
        }
        return winding !== 0;
      };
      let worst = 0;
      for (let r = 0; r < mask.height; r++)
        for (let c = 0; c < mask.width; c++) {
          let hits = 0;
          for (let sy = 0; sy < N; sy++)
            for (let sx = 0; sx < N; sx++)
              if (inside(mask.left + c + (sx + 0.5) / N, mask.top + r + (sy + 0.5) / N)) hits++;
          worst = Math.max(worst, Math.abs(mask.cover[r * mask.width + c]! / 255 - hits / (N * N)));
        }
      // A sixteenth's rounding, and the samples' own error on an edge (a 32nd at most).
      expect(worst).toBeLessThan(1 / 32 + 1 / 32 + 0.001);
    }
  });

  it("cover as much of the pixels as the outline's area, curves and slants too ('O', 'A', 'V', '&')", () => {
    for (const ch of ['O', 'A', 'V', '&']) {
      for (const px of [9, 16.625, 40]) {
        const mask = rasterGlyph(false, glyphId(ch), px, 0.5)!;
        let inked = 0;
        for (const v of mask.cover) inked += v / 255;
        const area = polygonArea(flattened(glyphId(ch), px));
        // Each edge pixel is off by at most half a sixteenth; the inside is exact.
        let edges = 0;
        for (const v of mask.cover) if (v > 0 && v < 255) edges++;
        expect(Math.abs(inked - area)).toBeLessThanOrEqual(edges / 32 + 0.02 * area);
        expect(edges).toBeGreaterThan(0);
      }
    }
    // A counter stays empty: the middle of an 'O' at 40 px.
    const o = rasterGlyph(false, glyphId('O'), 40, 0)!;
    const mid = Math.floor(o.height / 2) * o.width + Math.floor(o.width / 2);
    expect(o.cover[mid]).toBe(0);
    expect(rasterGlyph(false, glyphId(' '), 20, 0)).toBeNull();
  });
});

const page = (body: string, ground = '<rect width="400" height="200" fill="#ffffff"/>') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200" viewBox="0 0 400 200" font-family="DejaVu Sans">${ground}${body}</svg>`;

/** Each channel's mean over blocks of `n` x `n` pixels. */
function blocks(px: Uint8Array, width: number, height: number, n: number): number[] {
  const out: number[] = [];
  for (let by = 0; by + n <= height; by += n)
    for (let bx = 0; bx + n <= width; bx += n)
      for (let c = 0; c < 3; c++) {
        let sum = 0;
        for (let y = by; y < by + n; y++)
          for (let x = bx; x < bx + n; x++) sum += px[(y * width + x) * 4 + c]!;
        out.push(sum / (n * n));
      }
  return out;
}

describe('the text layer', () => {
  const text =
    '<text x="8" y="40" font-size="30" fill="#224466">AVAWA Té fi ffl</text>' +
    '<g transform="translate(3.3 1.7)" fill="#2b2118"><g font-weight="bold" text-anchor="middle"><text x="200" y="90" font-size="24">Wizard&apos;s Tower ×3</text></g></g>' +
    '<text x="392" y="150" font-size="26" text-anchor="end" fill="#2b2118" stroke="#ffcc88" stroke-width="4" stroke-linejoin="round" paint-order="stroke">Kesbury (abandoned)</text>' +
    '<text x="20" y="190.4" font-size="11">small print 0123456789</text>';

  it('paints the glyphs where resvg draws them, in their colours, halos left to resvg', () => {
    for (const width of [400, 1000]) {
      const svg = page(text);
      const { svg: rest, layer } = outlineTextLayer(svg);
      expect(rest).not.toContain('<text');
      expect(layer!.runs).toHaveLength(4);
      // The halo stays in the SVG as its boxes; no glyph outline does.
      expect(rest.match(/<path /g)).toHaveLength(1);
      expect(rest).toContain('<path fill="#ffcc88" d="M');
      // Inherited fill and weight, the translation above added to the pens.
      expect(layer!.runs.map((r) => [r.colour, r.bold, r.size])).toEqual([
        [0x224466, false, 30],
        [0x2b2118, true, 24],
        [0x2b2118, false, 26],
        [0x000000, false, 11],
      ]);
      expect(layer!.runs[1]!.y).toBeCloseTo(91.7, 9);
      const drawn = new Resvg(rest, options(width)).render();
      const mine = drawn.pixels;
      forgetGlyphMasks();
      drawTextLayer(mine, drawn.width, drawn.height, layer!);
      const theirs = new Resvg(outlineText(svg), options(width)).render().pixels;
      // Block by block (8 px) the two agree: a glyph a pixel out of place, or in the wrong
      // colour or weight, would move a block's mean by far more.
      const a = blocks(mine, drawn.width, drawn.height, 8);
      const b = blocks(theirs, drawn.width, drawn.height, 8);
      let worst = 0;
      let total = 0;
      for (let i = 0; i < a.length; i++) {
        worst = Math.max(worst, Math.abs(a[i]! - b[i]!));
        total += Math.abs(a[i]! - b[i]!);
      }
      expect(worst).toBeLessThan(24);
      expect(total / a.length).toBeLessThan(0.6);
    }
  });

  it('leaves to outlines the text it cannot place: transformed, faded, clipped, kept for later, or not a plain colour', () => {
    const left = [
      '<text x="20" y="40" transform="rotate(-4 20 40)">ab</text>',
      '<g transform="scale(2)"><text x="20" y="40">ab</text></g>',
      '<g opacity="0.5"><text x="20" y="40">ab</text></g>',
      '<g fill-opacity="0.5"><text x="20" y="40">ab</text></g>',
      '<g clip-path="url(#c)"><text x="20" y="40">ab</text></g>',
      '<defs><text id="t" x="20" y="40">ab</text></defs>',
      '<text x="20" y="40" fill="url(#g)">ab</text>',
      '<g fill="none"><text x="20" y="40">ab</text></g>',
      '<text x="20" y="40" stroke="#000000">ab</text>',
      '<g stroke="#000000"><text x="20" y="40">ab</text></g>',
    ];
    for (const t of left) {
      const { svg, layer } = outlineTextLayer(page(t));
      expect(layer).toBeNull();
      expect(svg).toBe(outlineText(page(t)));
    }
    // Drawn by reference elsewhere: nothing leaves the SVG.
    const used = page('<text id="t" x="20" y="40">ab</text><use href="#t" x="5"/>');
    expect(outlineTextLayer(used)).toEqual({ svg: outlineText(used), layer: null });
    // A page that does not give its size in user units.
    const scaled = page('<text x="20" y="40">ab</text>').replace(
      'viewBox="0 0 400 200"',
      'viewBox="0 0 200 100"',
    );
    expect(outlineTextLayer(scaled).layer).toBeNull();
    // Text the fonts cannot draw stays text; the rest of the line's neighbours still leave.
    const mixed = outlineTextLayer(
      page('<text x="1" y="20">漢字</text><text x="1" y="40">ab</text>'),
    );
    expect(mixed.svg).toContain('<text x="1" y="20">漢字</text>');
    expect(mixed.layer!.runs).toHaveLength(1);
  });

  it('paints the text over everything drawn after it in the SVG (the one change of order)', () => {
    const svg = page(
      '<text x="20" y="60" font-size="40" fill="#000000">H</text><rect x="0" y="0" width="400" height="200" fill="#ff0000"/>',
    );
    const { svg: rest, layer } = outlineTextLayer(svg);
    const drawn = new Resvg(rest, options()).render();
    const px = drawn.pixels;
    drawTextLayer(px, drawn.width, drawn.height, layer!);
    // The H's left stem, 2 px in from its edge at 40 px: black over the red.
    const stem = (58 - 10) * 400 + 20 + 6;
    expect([px[stem * 4], px[stem * 4 + 1], px[stem * 4 + 2]]).toEqual([0, 0, 0]);
  });

  it('a page that is not opaque keeps resvg drawing its text, in its own PNG', () => {
    const svg = page('<text x="20" y="60" font-size="40" fill="#000000">H</text>', '');
    let rasters = 0;
    const png = pngOfSvg(
      svg,
      (drawn) => {
        rasters++;
        return new Resvg(drawn, options()).render();
      },
      (d, level) => deflateSync(d, { level }),
      (b) => crc32(b),
    );
    expect(rasters).toBe(2);
    expect(png[25]).toBe(6); // RGBA: resvg's own
    const read = pngPixels(png);
    expect(read.at(26, 48)).toEqual([0, 0, 0]);
  });
});
