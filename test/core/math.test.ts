import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hypot } from '../../src/core/math';

describe('hypot', () => {
  it('gives the very double Math.hypot gives, for any two numbers', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), (x, y) => {
        expect(Object.is(hypot(x, y), Math.hypot(x, y))).toBe(true);
      }),
      { numRuns: 20000 },
    );
  });

  it('agrees on the page coordinates the engine measures (hundredths of a bead)', () => {
    for (let x = -400; x <= 400; x += 7)
      for (let y = -400; y <= 400; y += 3) {
        const dx = x / 100;
        const dy = y / 100;
        expect(hypot(dx, dy)).toBe(Math.hypot(dx, dy));
      }
  });

  it('follows Math.hypot at the edges: infinities win over NaN, zeros are +0', () => {
    expect(hypot(3, 4)).toBe(5);
    expect(hypot(NaN, Infinity)).toBe(Infinity);
    expect(hypot(-Infinity, NaN)).toBe(Infinity);
    expect(hypot(NaN, 1)).toBeNaN();
    expect(Object.is(hypot(-0, -0), 0)).toBe(true);
    expect(hypot(1e300, 1e300)).toBe(Math.hypot(1e300, 1e300));
    expect(hypot(5e-324, 5e-324)).toBe(Math.hypot(5e-324, 5e-324));
  });
});
