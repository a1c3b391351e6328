/**
 * The label board of the plan map: the ink box it assumes for a label (checked against what
 * resvg draws with the bundled fonts), leaders against boxes, and the order nudges are tried in.
 */
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { FONT_FAMILY, FONT_FILES } from '../../../src/render/fonts';
import { LabelBoard, labelBox, nudges, segmentHits } from '../../../src/render/plan/label-board';

describe('the label box the placement uses', () => {
  /** The ink resvg draws for a bold text centred on (500, 200) at 100 px, fonts bundled. */
  function ink(text: string): { x0: number; y0: number; x1: number; y1: number } {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="400"><text x="500" y="236" font-family="${FONT_FAMILY}" font-size="100" font-weight="bold" text-anchor="middle">${text}</text></svg>`;
    const b = new Resvg(svg, {
      font: {
        loadSystemFonts: false,
        fontFiles: FONT_FILES.map((f) => `assets/fonts/${f}`),
        defaultFontFamily: FONT_FAMILY,
      },
    }).getBBox()!;
    return { x0: b.x, y0: b.y, x1: b.x + b.width, y1: b.y + b.height };
  }
  it.each([
    'D',
    'U',
    'C',
    'Ch',
    'E',
    'S',
    'T',
    '1',
    '7',
    '37',
    '128',
    'A',
    'M',
    'W1',
    'Q2',
    'J',
    'G3',
  ])('holds the ink of "%s" (within a halo width)', (text) => {
    // `label` sets the baseline 0.36 em below the centre: (500, 200) puts it at y = 236.
    const box = labelBox(text, 500, 200, 100);
    const drawn = ink(text);
    expect(drawn.x0).toBeGreaterThanOrEqual(box.x0 - 0.5);
    expect(drawn.x1).toBeLessThanOrEqual(box.x1 + 0.5);
    expect(drawn.y0).toBeGreaterThanOrEqual(box.y0 - 0.5);
    expect(drawn.y1).toBeLessThanOrEqual(box.y1 + 0.5);
  });
});

describe('segmentHits', () => {
  const box = { x0: 10, y0: 10, x1: 20, y1: 20 };
  it('sees a leader through a box, into it, and along its edge', () => {
    expect(segmentHits({ x: 0, y: 15 }, { x: 30, y: 15 }, box)).toBe(true);
    expect(segmentHits({ x: 0, y: 0 }, { x: 15, y: 15 }, box)).toBe(true);
    expect(segmentHits({ x: 0, y: 10 }, { x: 30, y: 10 }, box)).toBe(true);
  });
  it('misses a leader that passes by or stops short', () => {
    expect(segmentHits({ x: 0, y: 25 }, { x: 30, y: 25 }, box)).toBe(false);
    expect(segmentHits({ x: 0, y: 15 }, { x: 9, y: 15 }, box)).toBe(false);
    expect(segmentHits({ x: 0, y: 19 }, { x: 19, y: 0 }, box)).toBe(false);
  });
});

describe('nudges', () => {
  it('starts at the point, then the nearest ring, north and west first', () => {
    const n = nudges({ x: 10, y: 10 }, 3, 1);
    expect(n.slice(0, 5)).toEqual([
      { x: 10, y: 10 },
      { x: 10, y: 7 },
      { x: 7, y: 10 },
      { x: 13, y: 10 },
      { x: 10, y: 13 },
    ]);
    expect(n).toHaveLength(9);
  });
});

describe('LabelBoard', () => {
  it('keeps a second label off the first, its halo apart, and both on the map', () => {
    const board = new LabelBoard(100, 100);
    expect(board.tryAt('D', 50, 50, 10, false)).not.toBeNull();
    // The same place, and the width of a letter beside it, are taken; two letters off is free.
    expect(board.tryAt('U', 50, 50, 10, false)).toBeNull();
    expect(board.tryAt('U', 58, 50, 10, false)).toBeNull();
    expect(board.tryAt('U', 62, 50, 10, false)).not.toBeNull();
    // Off the edge of the map.
    expect(board.tryAt('C', 2, 50, 10, false)).toBeNull();
  });
  it('keeps labels off symbols only when strict', () => {
    const board = new LabelBoard(100, 100);
    board.addSymbol({ x0: 40, y0: 40, x1: 60, y1: 60 });
    expect(board.tryAt('T', 50, 50, 10, true)).toBeNull();
    expect(board.tryAt('T', 50, 50, 10, false)).not.toBeNull();
  });
  it('leads a crowded label to its place, the leader clear of other labels', () => {
    const board = new LabelBoard(200, 200);
    board.tryAt('D', 100, 100, 10, false);
    const placed = board.tryLeader(
      'C',
      10,
      [
        { x: 100, y: 100 },
        { x: 100, y: 94 },
      ],
      nudges({ x: 100, y: 100 }, 6, 3),
      false,
    );
    expect(placed).not.toBeNull();
    // The first target lies under the D: the leader ends on the second, outside it.
    expect(placed!.leader!.to).toEqual({ x: 100, y: 94 });
    const d = labelBox('D', 100, 100, 10);
    expect(segmentHits(placed!.leader!.from, placed!.leader!.to, d)).toBe(false);
    // And a later label may not sit on that leader.
    const mid = {
      x: (placed!.leader!.from.x + placed!.leader!.to.x) / 2,
      y: (placed!.leader!.from.y + placed!.leader!.to.y) / 2,
    };
    expect(board.fits(labelBox('E', mid.x, mid.y, 4), 4, false)).toBe(false);
  });
});
