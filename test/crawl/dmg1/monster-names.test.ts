/** The key names one monster as one: "1 fire beetle", not "1 fire beetles" (issue 20 point 19). */
import { describe, expect, it } from 'vitest';
import { monstersFor, singular } from '../../../src/crawl/dmg1/monsters';
import { runCrawl } from '../../../src/crawl/dmg1/engine';
import { roomKey } from '../../../src/crawl/dmg1/key';

describe('monster names', () => {
  it('have a singular for every row of every level', () => {
    expect(singular('giant rats')).toBe('giant rat');
    expect(singular('lizard men')).toBe('lizard man');
    expect(singular('gelatinous cube')).toBe('gelatinous cube');
    for (const level of [1, 3, 5, 8])
      for (const r of monstersFor(level)) expect(singular(r.name)).not.toMatch(/s$/);
  });
  it('read "1 <one>" in the key', () => {
    // Seed 1 at step 200 keyed "1 fire beetles" and "1 giant centipedes" under dmg1.2.0.
    for (const seed of ['1', '2', '3']) {
      const { plan } = runCrawl({ seed, step: 200 });
      expect(roomKey(plan, 1)).not.toMatch(/\b1 (giant rats|fire beetles|giant centipedes)\b/);
    }
  });
});
