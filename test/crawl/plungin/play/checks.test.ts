import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../../../src/core/rng';
import { check, countPool, opposed, rollPool } from '../../../../src/crawl/plungin/play/checks';

describe('stat checks (rules 132-147)', () => {
  it('counts 5s and 6s as successes and 1s as failures', () => {
    // The rulebook's thief: DEX 4 rolls [1] [6] [3] [5], two successes, meets Difficulty 2.
    const r = check(scriptedRng([1, 6, 3, 5]), 4, 2);
    expect(r.successes).toBe(2);
    expect(r.failures).toBe(1);
    expect(r.passed).toBe(true);
    expect(r.fumble).toBe(false);
  });
  it('fumbles on more failures than successes, and may still pass', () => {
    // The priestess: [1] [1] [1] [4] [5] [6] casts a Dif. 2 spell and fumbles.
    const r = check(scriptedRng([1, 1, 1, 4, 5, 6]), 6, 2);
    expect(r.passed).toBe(true);
    expect(r.fumble).toBe(true);
    // The thief's detection: [3] [1] [1], no success and two failures.
    expect(countPool([3, 1, 1]).fumble).toBe(true);
  });
  it('opposed: more successes wins, no success is a fumble', () => {
    // The thief's DEX 4 [2] [2] [4] [6] against the orcs' WIT 2 [5] [6]: the orcs win.
    const r = opposed(scriptedRng([2, 2, 4, 6, 5, 6]), 4, 2);
    expect(r.winner).toBe('b');
    const z = opposed(scriptedRng([2, 3, 5]), 2, 1);
    expect(z.a.fumble).toBe(true);
    expect(z.winner).toBe('b');
  });
  it('a stat of 0 rolls nothing; Faster, Bloodier Combat counts 4s', () => {
    expect(rollPool(scriptedRng([]), 0).successes).toBe(0);
    expect(countPool([4, 4, 1], { successFrom: 4 }).successes).toBe(2);
  });
});
