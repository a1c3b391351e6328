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
import { hasPixelGlyphs, pixelText } from '../../../src/render/plungin/pixel-font';
import { textWidth } from '../../../src/render/text-metrics';

const run = plungin.run('greyhawk', { pack: 'strata-sunken-shrine' }, { step: 20, path: [] });
/** Every word of text: `<text>` elements and the pixel-font marks (`data-glyphs`). */
const texts = (svg: string) => [
  ...[...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!),
  ...[...svg.matchAll(/data-glyphs="([^"]*)"/g)].flatMap((m) => m[1]!.split(' ')),
];

/** The box of a path of M, m, h, v and z commands (all the marks use). */
function extent(d: string): { x0: number; y0: number; x1: number; y1: number } {
  let x = 0;
  let y = 0;
  let sx = 0;
  let sy = 0;
  const e = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  const see = () => {
    e.x0 = Math.min(e.x0, x);
    e.x1 = Math.max(e.x1, x);
    e.y0 = Math.min(e.y0, y);
    e.y1 = Math.max(e.y1, y);
  };
  for (const [, c, a, b] of d.matchAll(/([MmhvzHV])\s*(-?[\d.]+)?\s*(-?[\d.]+)?/g)) {
    if (c === 'M' || c === 'm') {
      x = (c === 'm' ? x : 0) + Number(a);
      y = (c === 'm' ? y : 0) + Number(b);
      [sx, sy] = [x, y];
      continue;
    }
    if (c === 'h') x += Number(a);
    else if (c === 'v') y += Number(a);
    else if (c === 'H') x = Number(a);
    else if (c === 'V') y = Number(a);
    else if (c === 'z') [x, y] = [sx, sy];
    see();
  }
  return e;
}

describe('the Map Maker map', () => {
  const sheet = planMapSvg(plungin, run, 1, 'sheet', 24, 'referee');
  const player = planMapSvg(plungin, run, 1, 'sheet', 24, 'player');

  it('is versioned as its own drawing', () => {
    expect(planMapVersion(plungin)).toBe(`${plungin.version}+mapmaker.1.4.0`);
    expect(sheet).toContain('mapmaker.1.4.0');
  });

  it('names in its legend the features drawn on the plan, and only those', () => {
    const kinds = new Set(run.plan.spaces.flatMap((s) => s.features.map((f) => f.kind)));
    // The Dungeon Exit's torches are on every Entry tile (rules 270-272).
    expect(kinds.has('brazier')).toBe(true);
    expect(texts(sheet)).toContain('torches');
    // No trap has sprung in a construction: no rubble, and no pit unless a tile holds one.
    expect(texts(sheet)).not.toContain('rubble');
    expect(texts(sheet).includes('pit')).toBe(kinds.has('pit'));
    expect(texts(sheet).includes('water')).toBe(
      kinds.has('fountain') || kinds.has('pool') || kinds.has('well'),
    );
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
    const marks = [
      ...sheet.matchAll(/<path[^>]*fill="(#7dff7a|#ff8fc8)"[^>]*data-glyphs="([^"]*)"/g),
    ];
    expect(marks.map((m) => [m[1], m[2]])).toEqual(
      expect.arrayContaining([
        ['#7dff7a', '12 11 10 9 8 7 6 5 4 3 2 1'],
        ['#ff8fc8', '1 2 3 4 5 6'],
      ]),
    );
  });

  it('names each door still to open by its exit id (the viewer makes them buttons), for the referee only', () => {
    const ids = [
      ...sheet.matchAll(
        /<g data-exit="([^"]+)"><title>[^<]*<\/title><rect x="([\d.]+)" y="([\d.]+)"/g,
      ),
    ];
    expect(ids.map((m) => m[1])).toEqual(run.plan.frontier.map((e) => e.id));
    // Each box covers its doorway's first square (24 px a square).
    for (const [m, e] of ids.map((m, i) => [m, run.plan.frontier[i]!] as const)) {
      expect(Number(m[2])).toBe(Math.min(...e.cells.map((c) => c.x)) * 24);
      expect(Number(m[3])).toBe(Math.min(...e.cells.map((c) => c.y)) * 24);
    }
    expect(player).not.toContain('data-exit');
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
    // Every mark's pixels lie inside the drawn squares (the map area's group is translated so
    // that the crop's top-left square is at the sheet's margin).
    const p = 24;
    for (const m of sheet.matchAll(/<path d="([^"]*)"[^>]*data-glyphs="[^"]*X[^"]*"/g)) {
      const e = extent(m[1]!);
      expect(e.x0).toBeGreaterThanOrEqual(crop.x0 * p);
      expect(e.x1).toBeLessThanOrEqual((crop.x0 + crop.w) * p);
      expect(e.y0).toBeGreaterThanOrEqual(crop.y0 * p);
      expect(e.y1).toBeLessThanOrEqual((crop.y0 + crop.h) * p);
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

  it('draws an X at the bottom edge of the sheet inside the map, in both modes (seed 27)', () => {
    // Seed 27 lays a tile on the sheet's last row whose south doorway leads off the sheet.
    const edge = plungin.run('27', { pack: 'strata-sunken-shrine' }, { step: 60, path: [] });
    const r = edge as PlunginResult;
    const t = r.tiles.find((x) => x.block.by === 13 && x.nowhere.includes('s'))!;
    expect(t).toBeDefined();
    const bottom = 84 * 24;
    for (const mode of ['sheet', 'vtt'] as const) {
      const svg = planMapSvg(plungin, edge, 1, mode, 24, 'referee');
      const paths = [...svg.matchAll(/<path d="([^"]*)"[^>]*data-glyphs="[^"]*X[^"]*"/g)];
      expect(paths.length).toBeGreaterThan(0);
      for (const m of paths) expect(extent(m[1]!).y1).toBeLessThanOrEqual(bottom);
    }
  });
});

describe('the pixel font of the marks', () => {
  it('draws a letter as runs of pixels, a run repeated below grown into one rectangle', () => {
    // T: the bar, then the stem six pixels down as one rectangle, moved to from the bar's corner;
    // 0.85 em tall at 14 px.
    expect(pixelText('T', 12, 20, 14)).toBe('M7.75 8.66h8.5v1.7h-8.5zm3.4 1.7h1.7v10.2h-1.7z');
    expect(hasPixelGlyphs('G?7')).toBe(true);
    expect(hasPixelGlyphs('g')).toBe(false);
  });
});
