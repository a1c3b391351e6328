/**
 * Text as outlines for the PNG path: resvg draws the paths as it draws the text (the same glyphs,
 * kerning, ligatures, anchors, weights and halos, to within anti-aliasing), and text it could not
 * draw exactly is left to resvg.
 */
import { Resvg } from '@resvg/resvg-js';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FONT_FAMILY, FONT_FILES } from '../../src/render/fonts';
import { h, haloOf, outlineLine, outlineText } from '../../src/render/outline-text';
import { num } from '../../src/render/svg';
import { textWidth } from '../../src/render/text-metrics';

const fontFiles = FONT_FILES.map((n) =>
  fileURLToPath(new URL(`../../assets/fonts/${n}`, import.meta.url)),
);
const raster = (svg: string) =>
  new Resvg(svg, {
    font: { loadSystemFonts: false, fontFiles, defaultFontFamily: FONT_FAMILY },
  }).render().pixels;

/** Pixels whose colour differs, and the largest difference of a channel. */
function compare(a: Uint8Array, b: Uint8Array): { share: number; max: number } {
  let differ = 0;
  let max = 0;
  for (let i = 0; i < a.length; i += 4) {
    let d = 0;
    for (let c = 0; c < 3; c++) d = Math.max(d, Math.abs(a[i + c]! - b[i + c]!));
    if (d > 0) differ++;
    max = Math.max(max, d);
  }
  return { share: differ / (a.length / 4), max };
}

const page = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200" font-family="DejaVu Sans"><rect width="400" height="200" fill="#ffffff"/>${body}</svg>`;

describe('outlineText', () => {
  it('draws kerning, ligatures, accents, weights, anchors, inherited sizes and halos as resvg draws the text', () => {
    const svg = page(
      '<text x="8" y="40" font-size="30">AVAWA Té fi ffl</text>' +
        '<g font-size="24" font-weight="bold" text-anchor="middle" fill="#224466"><text x="200" y="90">Wizard&apos;s Tower ×3</text></g>' +
        '<text x="392" y="150" font-size="26" text-anchor="end" fill="#2b2118" stroke="#ffffff" stroke-width="4" stroke-linejoin="round" paint-order="stroke">Kesbury (abandoned)</text>' +
        '<text x="20" y="190" font-size="18" font-style="italic" transform="rotate(-4 20 190)">½ — “seed”</text>',
    );
    const out = outlineText(svg);
    expect(out).not.toContain('<text');
    // Four lines and one halo (white on white here: its boxes are tested below).
    expect(out.match(/<path /g)).toHaveLength(5);
    expect(out).toContain('<path fill="#ffffff" d="M');
    expect(out).toContain('<path fill="#2b2118" d="M');
    const { share, max } = compare(raster(svg), raster(out));
    // A glyph out of place by a pixel would differ by far more, on far more pixels.
    expect(share).toBeLessThan(0.005);
    expect(max).toBeLessThan(96);
  });

  it('draws a halo as the union of one box a glyph, under the glyphs, covering all the stroke painted', () => {
    const text = (attrs: string) =>
      `<text x="30" y="120" font-size="40" font-weight="bold" fill="#2b2118" stroke="#c08040" stroke-width="6" stroke-linejoin="round" paint-order="stroke"${attrs}>Wiggly Tj, Ä</text>`;
    const svg = page(text(' id="l1" data-for="p3"'));
    const out = outlineText(svg);
    const halo =
      /<path fill="#c08040" d="([^"]*)"\/><path fill="#2b2118" id="l1" data-for="p3" d="M/.exec(
        out,
      );
    expect(halo).not.toBeNull();
    // The boxes round the glyphs' outlines (the two spaces have none) joined where they meet:
    // one closed outline of steps for each run of them, four here (the stroke's 3-unit reach
    // bridges neither space at 40 px, nor the gap between the bold "l" and "y").
    expect(halo![1]!.match(/M/g)).toHaveLength(4);
    expect(halo![1]).toMatch(/^(M-?[\d.]+[ -]-?[\d.]+(H-?[\d.]+V-?[\d.]+)+(H-?[\d.]+)?z)+$/);
    // Every pixel the stroke painted (not the page's white) is painted by the boxes.
    const before = raster(svg);
    const after = raster(out);
    let painted = 0;
    for (let i = 0; i < before.length; i += 4) {
      const white = (px: Uint8Array) => px[i] === 255 && px[i + 1] === 255 && px[i + 2] === 255;
      if (white(before)) continue;
      painted++;
      expect(white(after)).toBe(false);
    }
    expect(painted).toBeGreaterThan(2000);
    // Not a halo that boxes may stand for: an opacity, a dash, the stroke over the fill.
    for (const other of [' opacity="0.5"', ' stroke-dasharray="2 2"', ' stroke-opacity="0.5"']) {
      const kept = outlineText(page(text(other)));
      expect(kept).toContain('paint-order="stroke"');
      expect(kept.match(/<path /g)).toHaveLength(1);
    }
    const over = outlineText(page(text('').replace(' paint-order="stroke"', '')));
    expect(over).toContain('stroke="#c08040"');
  });

  it('draws the union of the halo boxes as resvg fills the boxes, pixel for pixel', () => {
    // Boxes of a line: overlapping, of different heights, one apart (a gap), one with its edge on
    // another's, and a column crossed by two boxes that do not meet (drawn box by box).
    const lines = [
      [
        1000, 2000, 3000, 5000, 2500, 1500, 4200, 5200, 4200, 2600, 6000, 5000, 7000, 2000, 8000,
        4000,
      ],
      [1000, 2000, 3000, 5000, 2000, 6000, 2800, 7000],
      [1000, 2000, 3000, 3000, 1000, 2000, 3000, 3000, 1000, 4000, 3000, 4500],
    ];
    for (const boxes of lines) {
      let each = '';
      for (let b = 0; b < boxes.length; b += 4)
        each += `M${h(boxes[b]!)} ${h(boxes[b + 1]!)}H${h(boxes[b + 2]!)}V${h(boxes[b + 3]!)}H${h(boxes[b]!)}z`;
      const union = haloOf(boxes);
      const draw = (d: string) =>
        raster(
          page(
            `<g transform="scale(1.37)"><path fill="#c08040" transform="translate(0.3 0.7)" d="${d}"/></g>`,
          ),
        );
      expect(compare(draw(each), draw(union))).toEqual({ share: 0, max: 0 });
    }
    expect(haloOf(lines[0]!).match(/M/g)).toHaveLength(2);
    expect(haloOf(lines[2]!).match(/M/g)).toHaveLength(3);
    expect(haloOf(lines[1]!)).toBe('M10 20H30V50H10zM20 60H28V70H20z');
  });

  it('draws a curve whose control point is the last one reflected with the shorthand t, to within rounding', () => {
    // "o" and "e" are round: their contours are chains of curves through implied points.
    const d = outlineLine('Solo seed', 10, 120, 80, false, 'start')!;
    expect(d.match(/t/g)!.length).toBeGreaterThan(10);
    const svg = page('<text x="10" y="120" font-size="80">Solo seed</text>');
    const { share, max } = compare(raster(svg), raster(outlineText(svg)));
    expect(share).toBeLessThan(0.005);
    expect(max).toBeLessThan(96);
  });

  it('leaves text it cannot draw exactly to resvg', () => {
    const kept = [
      '<text x="1" y="20">a<tspan>b</tspan></text>',
      '<text x="1" y="20" letter-spacing="2">ab</text>',
      '<g dominant-baseline="middle"><text x="1" y="20">ab</text></g>',
      '<text x="1" y="20">漢字</text>',
      '<text x="1 5" y="20">ab</text>',
      '<text x="1" y="20" font-size="2em">ab</text>',
      "<text x='1' y='20'>ab</text>",
    ];
    for (const t of kept) expect(outlineText(page(t))).toBe(page(t));
    // The rest of the document still converts.
    expect(outlineText(page(`${kept[3]}<text x="1" y="40">ab</text>`))).toContain(
      `${kept[3]}<path d="M`,
    );
  });

  it('lays a line out at the advances of the font, narrowed by its kerning pairs', () => {
    const x0 = (d: string) => Number(/^M(-?[\d.]+)/.exec(d)![1]);
    // "AV": A starts at the pen (its left side bearing is 0.016 em at 100 px), and with
    // text-anchor end the pen starts one line width left: less than the advances' sum.
    const start = outlineLine('AV', 0, 100, 100, false, 'start')!;
    const end = outlineLine('AV', 0, 100, 100, false, 'end')!;
    const width = x0(start) - x0(end);
    expect(width).toBeLessThan(textWidth('AV', 100));
    expect(width).toBeGreaterThan(textWidth('AV', 100) - 15);
    expect(outlineLine('oo', 0, 100, 100, false, 'end')).toBeTruthy();
    expect(x0(start) - x0(outlineLine('oo', 0, 100, 100, false, 'end')!)).toBeGreaterThan(0);
  });

  it('writes hundredths as num writes numbers', () => {
    for (let v = -1234; v <= 1234; v += 7) expect(h(v)).toBe(num(v / 100));
    expect([h(0), h(5), h(-50), h(300), h(1207)]).toEqual(['0', '0.05', '-0.5', '3', '12.07']);
  });
});
