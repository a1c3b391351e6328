import { describe, expect, it } from 'vitest';
import { hexSlots, packTokens } from '../../../src/render/side/token-pack';

const inCircle = (cx: number, cy: number, r: number) => (p: { x: number; y: number }) =>
  Math.hypot(p.x - cx, p.y - cy) <= r;

describe('packTokens', () => {
  it('gives every bead its own slot inside a roomy place, none closer than the spacing', () => {
    const items = Array.from({ length: 7 }, (_, i) => ({ id: `t${i}`, key: 'a' }));
    const slots = packTokens(items, { x: 5, y: 5 }, 0.4, inCircle(5, 5, 1.2));
    expect(slots).toHaveLength(7);
    for (const s of slots) expect(Math.hypot(s.at.x - 5, s.at.y - 5)).toBeLessThanOrEqual(1.2);
    for (let i = 0; i < slots.length; i++)
      for (let j = i + 1; j < slots.length; j++)
        expect(
          Math.hypot(slots[i]!.at.x - slots[j]!.at.x, slots[i]!.at.y - slots[j]!.at.y),
        ).toBeGreaterThanOrEqual(0.4 - 1e-9);
  });

  it('stacks beads of one kind and owner when the place is too small, keeping the count', () => {
    const items = [
      ...Array.from({ length: 10 }, (_, i) => ({ id: `p${i}`, key: 'g1|population' })),
      ...Array.from({ length: 3 }, (_, i) => ({ id: `q${i}`, key: 'g1|treasure' })),
    ];
    const slots = packTokens(items, { x: 0, y: 0 }, 0.4, inCircle(0, 0, 0.5));
    expect(slots.length).toBe(2);
    expect(slots.reduce((n, s) => n + s.ids.length, 0)).toBe(13);
    expect(slots.map((s) => s.key)).toEqual(['g1|population', 'g1|treasure']);
    // Room for the count beside each stack.
    expect(
      Math.hypot(slots[0]!.at.x - slots[1]!.at.x, slots[0]!.at.y - slots[1]!.at.y),
    ).toBeGreaterThanOrEqual(0.8 - 1e-9);
  });

  it('still draws beads in places too small for even one', () => {
    const slots = packTokens([{ id: 'a', key: 'k' }], { x: 0, y: 0 }, 0.4, () => false);
    expect(slots).toHaveLength(1);
  });

  it('orders slots nearest the centre first', () => {
    const s = hexSlots({ x: 0, y: 0 }, 1, 7);
    expect(s[0]).toEqual({ x: 0, y: 0 });
    for (let i = 1; i < s.length; i++)
      expect(Math.hypot(s[i]!.x, s[i]!.y)).toBeGreaterThanOrEqual(
        Math.hypot(s[i - 1]!.x, s[i - 1]!.y) - 1e-9,
      );
  });
});
