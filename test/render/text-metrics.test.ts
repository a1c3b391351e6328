import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { FONT_FAMILY, FONT_FILES } from '../../src/render/fonts';
import { textWidth } from '../../src/render/text-metrics';
import { esc } from '../../src/render/svg';

/** The width resvg actually draws, with the bundled fonts only. */
function drawnWidth(text: string, bold: boolean): number {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="200"><text x="0" y="100" font-family="${FONT_FAMILY}" font-size="100"${bold ? ' font-weight="bold"' : ''}>${esc(text)}</text></svg>`;
  const bbox = new Resvg(svg, {
    font: {
      loadSystemFonts: false,
      fontFiles: FONT_FILES.map((f) => `assets/fonts/${f}`),
      defaultFontFamily: FONT_FAMILY,
    },
  }).getBBox();
  return bbox ? bbox.x + bbox.width : 0;
}

describe('textWidth', () => {
  it.each([
    ['Great Temple of Dame Chaos', false],
    ['Orgrim clan (abandoned)', true],
    ["Ch'olseth (abandoned)", true],
    ['the Host of Ithgaar', true],
    ['WAVE Tomb iiil', false],
    ['Kazumdûn — Æther', false],
  ] as const)('is never narrower than the drawn text, and close to it: %s', (text, bold) => {
    const drawn = drawnWidth(text, bold);
    const est = textWidth(text, 100, bold);
    expect(est).toBeGreaterThanOrEqual(drawn);
    expect(est).toBeLessThan(drawn * 1.12);
  });
});
