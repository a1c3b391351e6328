/**
 * Over seeds 1–200 every row of the Primordial Events, Natural Caverns, Civilization and Great
 * Disaster tables comes up (by the die that chose it). Prints the counts.
 */
import { describe, expect, it } from 'vitest';
import { runHistory } from '../../../src/hthad/2008/history';

export function tableCounts(seeds: number): Record<string, number[]> {
  const out: Record<string, number[]> = {
    'Primordial Events': Array(9).fill(0),
    'Natural Caverns': Array(9).fill(0),
    Civilization: Array(11).fill(0),
    'Great Disaster': Array(9).fill(0),
  };
  for (let i = 1; i <= seeds; i++) {
    const r = runHistory({ seed: String(i) });
    for (const e of r.events)
      for (const d of e.dice) {
        const row = out[d.for];
        if (row && d.value < row.length) row[d.value]!++;
      }
  }
  return out;
}

describe('seeds 1–200 exercise every table row', () => {
  it('every primordial event, natural cavern, civilization and disaster result occurs', () => {
    const counts = tableCounts(200);
    console.log(
      Object.entries(counts)
        .map(
          ([t, c]) =>
            `${t}: ${c
              .slice(1)
              .map((n, i) => `${i + 1}=${n}`)
              .join(' ')}`,
        )
        .join('\n'),
    );
    for (const [table, c] of Object.entries(counts))
      for (const [roll, n] of c.slice(1).entries())
        expect(n, `${table} ${roll + 1}`).toBeGreaterThan(0);
  }, 60_000);
});
