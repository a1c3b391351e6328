/**
 * Passage letters on the DMG1 map never take a letter the map uses as a symbol (C chute, D and U
 * stairs, E elevator, S secret door, T trap), so a referee reads "D" as a way down.
 */
import { describe, expect, it } from 'vitest';
import { PASSAGE_LETTERS, passageLetters } from '../../../src/crawl/dmg1/key';
import { runCrawl } from '../../../src/crawl/dmg1/engine';

describe('passage letters', () => {
  it('leave out the symbol letters and run A, B, F, ... then A1', () => {
    for (const c of 'CDESTU') expect(PASSAGE_LETTERS).not.toContain(c);
    expect(PASSAGE_LETTERS).toHaveLength(20);
    expect(new Set(PASSAGE_LETTERS).size).toBe(20);
  });
  it('on a crowded level are all distinct and none is a symbol letter', () => {
    const { plan } = runCrawl({ seed: '1', step: 200 });
    const letters = [...passageLetters(plan, 1).values()];
    expect(letters.length).toBeGreaterThan(3);
    expect(new Set(letters).size).toBe(letters.length);
    for (const l of letters) expect(l).toMatch(/^[ABF-RV-Z]\d*$/);
  });
});
