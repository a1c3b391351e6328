/**
 * A level's first area leads on (READING in levels.ts `leadOn`): where Table V.C gives the first
 * room no exit and the V.D-note search of its walls finds no secret door, the walls are searched
 * again rather than ending the level where it begins.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from '../../../src/crawl/dmg1/context';
import { runCrawl } from '../../../src/crawl/dmg1/engine';

describe('a level begun in a Table V room', () => {
  it('seed 40: the room rolls no exit (V.C 10, all walls solid), its walls are searched again and the level goes on', () => {
    const run = runCrawl({
      seed: '40',
      step: 10,
      options: { ...DEFAULT_OPTIONS, start: 'table-v' },
    });
    const first = run.plan.log[0]!;
    // The book's own dice first: V.C 10-12 on a room of 1,200 sq ft or less is no exit.
    expect(first.rolls.find((r) => r.table === 'V.C')?.result).toBe('none-or-1-1200');
    // Then the search again, until a secret door stands in the room's wall.
    expect(first.summary).toMatch(/has no way on; its walls are searched again/);
    expect(first.rolls.some((r) => r.table === 'V.D note' && r.result === 'secret-door')).toBe(
      true,
    );
    expect(run.complete).toBe(false);
    expect(run.plan.steps).toBe(10);
  });
});
