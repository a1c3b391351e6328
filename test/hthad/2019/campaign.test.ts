/**
 * The 2nd edition's campaign sheet, read from a finished world: the villain and its villainy as
 * the run's own summary gives them, every surviving group with the beads the world gives it, the
 * loose treasure that no group holds, and hooks that name only what is there.
 */
import { describe, expect, it } from 'vitest';
import { resolveOptions } from '../../../src/core/system';
import { hthad2019 } from '../../../src/hthad/2019/system';
import { campaign2019 } from '../../../src/hthad/2019/campaign/campaign';
import { Campaign2019Schema } from '../../../src/api/history/history.schemas';

function end(seed: string) {
  return hthad2019.run(seed, resolveOptions(hthad2019.options, {}) as never, {
    until: 'end',
    year: null,
  });
}

describe('campaign2019', () => {
  for (const seed of ['moria', '7']) {
    it(`${seed}: agrees with the run's own summary and the world's beads`, () => {
      const run = end(seed);
      const c = campaign2019(run.world);
      const m = run.monsters!;
      expect(c.villain?.group).toBe(m.villain?.group);
      expect(c.villain?.villainy).toBe(m.villainy);
      expect(c.villain?.holds).toBe(m.ending !== 'villain-falls');
      expect(c.corrupted).toEqual([...m.corrupted].sort((a, b) => a - b));
      // Every bead on the map is either a listed group's, loose, or another group's.
      for (const g of c.groups) {
        const held = run.world.tokens.filter((t) => t.owner === g.group && t.place !== null);
        expect(g.beads.population + g.beads.treasure + g.beads.bonus + g.beads.epic).toBe(
          held.length,
        );
        expect(run.world.groups.find((x) => x.id === g.group)?.state).toBe('active');
      }
      const loose = run.world.tokens.filter(
        (t) => t.owner === null && t.place !== null && (t.kind === 'treasure' || t.kind === 'epic'),
      ).length;
      expect(c.loose.reduce((a, l) => a + l.treasure + l.epic, 0)).toBe(loose);
      for (const f of c.fortifications)
        expect(run.world.places.find((p) => p.id === f.place)?.marks).toContain('fortification');
      // The first hook is the villain's; no hook is written twice.
      expect(c.hooks[0]).toContain(m.villain!.name);
      expect(new Set(c.hooks).size).toBe(c.hooks.length);
      // The run carries it at the End, as the OpenAPI document describes it.
      expect(run.campaign).toEqual(c);
      expect(Campaign2019Schema.safeParse(c).success).toBe(true);
    });
  }

  it('is the same sheet twice (no dice)', () => {
    const run = end('moria');
    expect(campaign2019(run.world)).toEqual(campaign2019(run.world));
  });
});

it('is null before the End', () => {
  const run = hthad2019.run('moria', resolveOptions(hthad2019.options, {}) as never, {
    until: 'villainy',
    year: null,
  });
  expect(run.campaign).toBeNull();
});
