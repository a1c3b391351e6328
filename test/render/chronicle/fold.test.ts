/** Folding the routine, one line at a time (src/render/chronicle/fold.ts). */
import { describe, expect, it } from 'vitest';
import { foldAge, type Draft } from '../../../src/render/chronicle/fold';

let seq = 0;
function line(year: number, text: string, extra: Partial<Draft> = {}): Draft {
  return {
    seq: seq++,
    year,
    season: null,
    rule: 'breed',
    text,
    actors: ['g1'],
    beads: [],
    moved: 0,
    handoffs: [],
    matters: false,
    ...extra,
  };
}
const grow = { beads: [{ holder: 'Goblins', kind: 'population' as const, net: 1 }] };

describe('foldAge', () => {
  it('folds a line that comes round again into its first year, with count, years and beads', () => {
    seq = 0;
    const out = foldAge([
      line(1, 'Goblins breed.', grow),
      line(1, 'Wenford clears a new farm.', { rule: 'farm', actors: ['g2'] }),
      line(2, 'Goblins breed.', grow),
      line(3, 'Goblins breed.', grow),
      line(4, 'Goblins breed.', grow),
    ]);
    expect(out.map((f) => [f.year, f.entry.text])).toEqual([
      [1, 'Goblins breed.'],
      [1, 'Wenford clears a new farm.'],
    ]);
    expect(out[0]!.entry.folded).toEqual({ count: 4, lastYear: 4, seqs: [2, 3, 4] });
    expect(out[0]!.entry.beads).toEqual([{ holder: 'Goblins', kind: 'population', net: 4 }]);
    expect(out[1]!.entry.folded).toBeNull();
  });

  it('writes numbers that varied as their range', () => {
    seq = 0;
    const out = foldAge([
      line(1, 'Skareye seize 1 loot.', { rule: 'seize-loot' }),
      line(2, 'Skareye seize 3 loot.', { rule: 'seize-loot' }),
      line(3, 'Skareye seize 2 loot.', { rule: 'seize-loot' }),
    ]);
    expect(out.map((f) => f.entry.text)).toEqual(['Skareye seize 1–3 loot.']);
  });

  it('lets a line that matters stand alone and start its actors’ runs anew', () => {
    seq = 0;
    const out = foldAge([
      line(1, 'Goblins breed.', grow),
      line(2, 'Goblins breed.', grow),
      line(3, 'Dwarves raid the Goblins and take their loot.', {
        rule: 'fight',
        actors: ['g3', 'g1'],
        matters: true,
      }),
      line(4, 'Goblins breed.', grow),
      line(5, 'Goblins breed.', grow),
    ]);
    expect(out.map((f) => [f.year, f.entry.folded?.count ?? 1])).toEqual([
      [1, 2],
      [3, 1],
      [4, 2],
    ]);
  });

  it('never folds a line that matters, nor one without actors', () => {
    seq = 0;
    const out = foldAge([
      line(1, 'The freed slaves are destroyed.', { rule: 'clash', matters: true }),
      line(2, 'The freed slaves are destroyed.', { rule: 'clash', matters: true }),
      line(1, 'An alpha predator arrives.', { rule: 'monster-roll', actors: [] }),
      line(2, 'An alpha predator arrives.', { rule: 'monster-roll', actors: [] }),
    ]);
    expect(out).toHaveLength(4);
    expect(out.every((f) => f.entry.folded === null)).toBe(true);
  });
});
