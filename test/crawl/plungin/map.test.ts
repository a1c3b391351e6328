/**
 * The Map Maker drawing: door markers by kind, T by trapped doors, X where a doorway leads
 * nowhere, S at the entry, the Plot Counter strip with the phases crossed off; the players' view
 * keeps secret passages as wall and drops the referee's marks.
 */
import { describe, expect, it } from 'vitest';
import { plungin } from '../../../src/crawl/plungin/system';
import type { PlunginResult } from '../../../src/crawl/plungin/engine';
import { planMapSvg, planMapVersion } from '../../../src/render/plan/plan-map';
import { builtCrop, wrapText } from '../../../src/render/plungin/map-maker';
import { textWidth } from '../../../src/render/text-metrics';

const run = plungin.run('greyhawk', { pack: 'strata-sunken-shrine' }, { step: 20, path: [] });
const texts = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);

describe('the Map Maker map', () => {
  const sheet = planMapSvg(plungin, run, 1, 'sheet', 24, 'referee');
  const player = planMapSvg(plungin, run, 1, 'sheet', 24, 'player');

  it('is versioned as its own drawing', () => {
    expect(planMapVersion(plungin)).toBe(`${plungin.version}+mapmaker.1.1.0`);
    expect(sheet).toContain('mapmaker.1.1.0');
  });

  it('marks the entry S, trapped doors T and doorways to nowhere X', () => {
    const t = texts(sheet);
    expect(t).toContain('S');
    const r = run as PlunginResult;
    const trapped = r.plan.portals.filter((p) => p.state.trapped).length;
    const nowhere = r.tiles.reduce((n, x) => n + x.nowhere.length, 0);
    expect(trapped).toBeGreaterThan(0);
    expect(nowhere).toBeGreaterThan(0);
    expect(t.filter((x) => x === 'T')).toHaveLength(trapped);
    expect(t.filter((x) => x === 'X')).toHaveLength(nowhere);
  });

  it('shows the Plot Counter of 12 (6) with 18 boxes, 18 crossed off at step 20', () => {
    const t = texts(sheet);
    expect(t).toContain('PLOT COUNTER 12 (6)');
    expect(t.filter((x) => x === '12' || x === '6').length).toBeGreaterThanOrEqual(2);
    // Twelve green boxes from 12 down to 1, then six pink from 1 up to 6 (rules 1456-1470).
    const numbers = [...sheet.matchAll(/<g[^>]*fill="(#7dff7a|#ff8fc8)"[^>]*>(.*?)<\/g>/g)]
      .filter((m) => m[2]!.includes('<text'))
      .map((m) => [m[1], texts(m[2]!)]);
    expect(numbers).toContainEqual(['#ff8fc8', ['1', '2', '3', '4', '5', '6']]);
    expect(numbers).toContainEqual([
      '#7dff7a',
      ['12', '11', '10', '9', '8', '7', '6', '5', '4', '3', '2', '1'],
    ]);
  });

  it('hides T marks and secret passages from the players, keeping X and S', () => {
    const t = texts(player);
    expect(t).not.toContain('T');
    expect(t).toContain('S');
    expect(player).not.toContain('MAP MAKER');
  });

  it('draws the vtt mode as the map area only, its squares times the pixels per grid', () => {
    const vtt = planMapSvg(plungin, run, 1, 'vtt', 20, 'player');
    // The Appendix's Map Maker: 13 blocks across, 14 down, of 6 squares each.
    expect(vtt).toContain(`width="${78 * 20}" height="${84 * 20}"`);
  });

  it('draws the sheet over the blocks built on, with a square to spare, every X inside it', () => {
    const r = run as PlunginResult;
    const crop = builtCrop(r);
    const blocks = r.tiles.flatMap((t) => t.blocks ?? [t.block]);
    expect(crop.x0).toBe(Math.min(...blocks.map((b) => b.bx)) * 6 - 1);
    expect(crop.y0 + crop.h).toBe(Math.max(...blocks.map((b) => b.by)) * 6 + 7);
    expect(crop.w * crop.h).toBeLessThan(78 * 84);
    const xs = [...sheet.matchAll(/<g transform="translate\((-?[\d.]+),(-?[\d.]+)\)">/g)][0]!;
    const [ox, oy] = [Number(xs[1]), Number(xs[2])];
    for (const m of sheet.matchAll(/<text x="([\d.]+)" y="([\d.]+)">X<\/text>/g)) {
      const x = Number(m[1]) + ox;
      const y = Number(m[2]) + oy;
      expect(x).toBeGreaterThanOrEqual(24);
      expect(x).toBeLessThanOrEqual(24 + crop.w * 24);
      expect(y).toBeLessThanOrEqual(70 + crop.h * 24 + 24 * 0.35);
    }
  });

  it('wraps every line of the key and the legend to the sheet', () => {
    const width = Number(/<svg[^>]* width="(\d+)"/.exec(sheet)![1]);
    for (const m of sheet.matchAll(
      /<text[^>]*x="([\d.]+)"[^>]*font-size="(\d+)"[^>]*>([^<]*)<\/text>/g,
    ))
      expect(Number(m[1]) + textWidth(m[3]!, Number(m[2]), true)).toBeLessThanOrEqual(width);
    const line = 'Plot Counter: 20 of 12 (6); complete: unopened doors lead to dead ends';
    const lines = wrapText(line, 200, 11, '  ');
    expect(lines.length).toBeGreaterThan(1);
    for (const l of lines) expect(textWidth(l, 11, true)).toBeLessThanOrEqual(200);
    expect(lines.slice(1).every((l) => l.startsWith('  '))).toBe(true);
    expect(lines.map((l) => l.trim()).join(' ')).toBe(line);
  });
});
