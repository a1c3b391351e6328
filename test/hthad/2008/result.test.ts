/**
 * The result of a replay is plain JSON data: the final result hands over the engine's own world
 * and log without a copy, so they must already be exactly what a JSON round trip gives; a
 * snapshot taken mid-run is a copy the rest of the run cannot change.
 */
import { describe, expect, it } from 'vitest';
import { runHistory, type HistoryResult } from '../../../src/hthad/2008/history';

const ADVANCED = {
  waterMagma: true,
  namedTreasures: true,
  minorFeatures: true,
  minorFeatureReplace: true,
  alternateWorld: 'roll',
  twoVillains: true,
  villainyArrivals: true,
} as const;

describe('the history result', () => {
  it('is plain JSON data to the end, with and without the advanced rules', () => {
    for (let i = 1; i <= 12; i++)
      for (const late of [undefined, ADVANCED]) {
        const r = runHistory({ seed: `plain${i}`, until: 'end', options: { late } });
        expect(JSON.parse(JSON.stringify(r))).toStrictEqual(r);
      }
  });

  it('a snapshot taken at the end of an early age is not changed by the rest of the run', () => {
    let snap: HistoryResult | null = null;
    let text = '';
    const full = runHistory({
      seed: 'moria',
      until: 'end',
      observe: (take, at) => {
        if (at.age === 'civilization' && at.ageDone && !snap) {
          snap = take();
          text = JSON.stringify(snap);
        }
      },
    });
    expect(snap).not.toBeNull();
    expect(JSON.stringify(snap)).toBe(text);
    // The run went on past the snapshot, so the two differ.
    expect(full.world.revision).toBeGreaterThan(snap!.world.revision);
    expect(JSON.stringify(full)).toBe(JSON.stringify(runHistory({ seed: 'moria', until: 'end' })));
  });
});
