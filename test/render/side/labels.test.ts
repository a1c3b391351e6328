import { describe, expect, it } from 'vitest';
import {
  lineTop,
  overlaps,
  placeLabels,
  segmentsCross,
  type LabelRequest,
} from '../../../src/render/side/labels';
import { textWidth } from '../../../src/render/text-metrics';

const bounds = { x0: 0, y0: 0, x1: 28, y1: 21 };

function crowd(n: number, at = { x: 14, y: 10 }): LabelRequest[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `l${i}`,
    text: `Label number ${i}`,
    anchor: { x: at.x + (i % 3) * 0.2, y: at.y + Math.floor(i / 3) * 0.2 },
    size: 0.42,
    priority: i % 4,
    gap: 0.5,
  }));
}

describe('placeLabels', () => {
  it('never overlaps two labels, even when every anchor is in one spot', () => {
    const { placed, dropped } = placeLabels(crowd(24), [], bounds);
    expect(placed.length + dropped.length).toBe(24);
    for (let i = 0; i < placed.length; i++)
      for (let j = i + 1; j < placed.length; j++)
        expect(
          overlaps(placed[i]!.box, placed[j]!.box),
          `${placed[i]!.id} / ${placed[j]!.id}`,
        ).toBe(false);
  });

  it('keeps every label on the page', () => {
    const { placed } = placeLabels(crowd(10, { x: 27.5, y: 0.3 }), [], bounds);
    expect(placed.length).toBeGreaterThan(0);
    for (const p of placed) {
      expect(p.box.x0).toBeGreaterThanOrEqual(bounds.x0);
      expect(p.box.x1).toBeLessThanOrEqual(bounds.x1);
      expect(p.box.y0).toBeGreaterThanOrEqual(bounds.y0);
      expect(p.box.y1).toBeLessThanOrEqual(bounds.y1);
    }
  });

  it('makes each box at least as wide as the text', () => {
    const { placed } = placeLabels(crowd(3), [], bounds);
    for (const p of placed)
      expect(p.box.x1 - p.box.x0).toBeGreaterThanOrEqual(textWidth(p.text, p.size));
  });

  it('puts a lone label right of its anchor, clear of it', () => {
    const { placed } = placeLabels(crowd(1), [], bounds);
    expect(placed[0]!.box.x0).toBeGreaterThanOrEqual(14 + 0.5);
    expect(placed[0]!.leader).toBeNull();
  });

  it('steps around a heavy obstacle', () => {
    const obstacle = { box: { x0: 14.4, y0: 9, x1: 22, y1: 11 }, weight: 100 };
    const { placed } = placeLabels(crowd(1), [obstacle], bounds);
    expect(overlaps(placed[0]!.box, obstacle.box)).toBe(false);
  });

  it('drops what cannot fit rather than overlapping', () => {
    const tiny = { x0: 0, y0: 0, x1: 6, y1: 1.2 };
    const { placed, dropped } = placeLabels(crowd(6, { x: 3, y: 0.6 }), [], tiny);
    expect(dropped.length).toBeGreaterThan(0);
    for (let i = 0; i < placed.length; i++)
      for (let j = i + 1; j < placed.length; j++)
        expect(overlaps(placed[i]!.box, placed[j]!.box)).toBe(false);
  });

  it('places higher priority first', () => {
    const reqs: LabelRequest[] = [
      { id: 'low', text: 'Low', anchor: { x: 5, y: 5 }, size: 0.4, priority: 1, gap: 0.3 },
      { id: 'high', text: 'High', anchor: { x: 5, y: 5 }, size: 0.4, priority: 9, gap: 0.3 },
    ];
    const { placed } = placeLabels(reqs, [], bounds);
    expect(placed[0]!.id).toBe('high');
  });

  it('keeps a label with a floor wholly above that line', () => {
    // A building on a slope: the ground rises to the right of it.
    const floor = [
      { x: 0, y: 6 },
      { x: 10, y: 6 },
      { x: 14, y: 4 },
      { x: 28, y: 4 },
    ];
    const req: LabelRequest = {
      id: 'b',
      text: 'Walled Monastery',
      anchor: { x: 9.5, y: 5.6 },
      size: 0.42,
      priority: 1,
      gap: 0.4,
      source: { x0: 9.1, y0: 5.2, x1: 9.9, y1: 6 },
      rowsAbove: 3,
      floor,
    };
    const { placed } = placeLabels([req], [], bounds);
    const box = placed[0]!.box;
    expect(box.y1).toBeLessThanOrEqual(lineTop(floor, box.x0, box.x1));
  });

  it('goes round a tunnel when a spot as near is free of it', () => {
    // A tunnel leaves the room to the right, where the label would go first.
    const tunnel = {
      points: [
        { x: 14, y: 10 },
        { x: 24, y: 10 },
      ],
      half: 0.15,
      weight: 1.5,
    };
    const lone = crowd(1);
    const free = placeLabels(lone, [], bounds).placed[0]!.box;
    expect(free.y0 < 10 && free.y1 > 10 && free.x0 > 14).toBe(true);
    const { placed } = placeLabels(lone, [], bounds, { strokes: [tunnel] });
    const box = placed[0]!.box;
    expect(box.x1 <= 14 || box.y1 <= 10 - 0.15 || box.y0 >= 10 + 0.15).toBe(true);
    expect(placed[0]!.leader).toBeNull();
  });

  it('finds where two segments cross, not where they only meet', () => {
    const o = { x: 0, y: 0 };
    expect(segmentsCross(o, { x: 2, y: 2 }, { x: 0, y: 2 }, { x: 2, y: 0 })).toBe(true);
    expect(segmentsCross(o, { x: 2, y: 2 }, o, { x: 2, y: 0 })).toBe(false);
    expect(segmentsCross(o, { x: 1, y: 0 }, { x: 0, y: 1 }, { x: 1, y: 1 })).toBe(false);
  });

  it('reads the top of a line between two points', () => {
    const line = [
      { x: 0, y: 4 },
      { x: 2, y: 3 },
      { x: 4, y: 4 },
    ];
    expect(lineTop(line, 1, 3)).toBe(3);
    expect(lineTop(line, 0, 1)).toBe(3.5);
  });
});
