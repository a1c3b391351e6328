import { describe, expect, it } from 'vitest';
import { overlaps, placeLabels, type LabelRequest } from '../../../src/render/side/labels';
import { textWidth } from '../../../src/render/side/text-metrics';

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
});
