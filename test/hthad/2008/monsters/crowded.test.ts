/**
 * Special feature 10, Disaster! (hthad-2008-rules.txt): "If the dungeon is very crowded, add a
 * new strata to the dungeon first, transferring everything from the current strata up to the new
 * strata." The re-roll ("if you really like your current dungeon ... roll again") is taste: a
 * named policy that never ignores a disaster.
 */
import { describe, expect, it } from 'vitest';
import { fixture } from './fixture';
import {
  CROWDED_ROOMS,
  ignoresDisaster,
  newStratumIfCrowded,
  specialFeature,
  veryCrowded,
} from '../../../../src/hthad/2008/monsters/features';
import { pt, rectAt } from '../../../../src/hthad/world';

function crowd(f: ReturnType<typeof fixture>, n: number): void {
  for (let i = 0; i < n; i++)
    f.h.site.addPlace(
      {
        kind: i % 2 ? 'cave' : 'room',
        role: 'dungeon-room',
        shape: rectAt(pt(1.5 + (i % 12) * 2, 14 + Math.floor(i / 12) * 2), 0.8, 0.8),
        joinTunnels: false,
      },
      f.h.stamp,
    );
}

describe('a new stratum before a disaster in a crowded dungeon', () => {
  it('a stratum with fewer rooms and caves than the policy allows is not crowded', () => {
    const f = fixture([]);
    crowd(f, CROWDED_ROOMS - 7);
    expect(veryCrowded(f.h)).toBe(false);
    expect(newStratumIfCrowded(f.h, f.s)).toBe(false);
    expect(f.h.events).toHaveLength(0);
  });
  it('special feature 10 in a crowded dungeon: a new sheet first, then the disaster drawn on it', () => {
    // d12 = 10: Disaster!; d8 = 1 on the Great Disaster table (an earthquake); then seeded.
    const f = fixture([10, 1]);
    crowd(f, CROWDED_ROOMS - 6);
    expect(veryCrowded(f.h)).toBe(true);
    const layers = f.h.world.layers.length;
    const before = f.h.layer;
    f.group('delvers', 'dwarves', 2, 2, 1);
    specialFeature(f.h, f.s, pt(10, 10));
    const rules = f.h.events.map((e) => e.rule);
    expect(rules.indexOf('new-stratum')).toBeGreaterThan(-1);
    expect(rules.indexOf('new-stratum')).toBeLessThan(rules.indexOf('disaster'));
    const stratum = f.h.events.find((e) => e.rule === 'new-stratum')!;
    expect(stratum.dice).toEqual([{ die: 'd12', value: 10, for: 'special feature' }]);
    expect(f.h.world.layers).toHaveLength(layers + 1);
    expect(f.h.layer).toBeGreaterThan(before);
    const drawn = f.h.events.find((e) => e.rule === 'earthquake')!.places;
    for (const id of drawn)
      expect(f.h.world.places.find((p) => p.id === id)!.made.layer).toBe(f.h.layer);
    // The new sheet is empty: the next disaster needs no stratum.
    expect(veryCrowded(f.h)).toBe(false);
  });
  it('the re-roll is left to taste: the policy never ignores a disaster', () => {
    const f = fixture([10, 1]);
    expect(ignoresDisaster(f.h, f.s)).toBe(false);
    specialFeature(f.h, f.s, pt(10, 10));
    expect(f.h.events.map((e) => e.rule)).toEqual(['disaster', 'earthquake', 'disaster']);
  });
});
