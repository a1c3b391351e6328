/**
 * Advanced Rules II (hthad-2008-rules.txt): the world is rolled "when you start a game", in the
 * Primordial Age; the Hollow Earth's Underdark goes through the middle of the page; the Pocket
 * Universe has no Underdark and its Dark Elves start from the very centre of the page.
 */
import { describe, expect, it } from 'vitest';
import { runHistory } from '../../../../src/hthad/2008/history';
import { UNDERDARK, underdarkOf } from '../../../../src/hthad/2008/dark-elves';
import { centre } from '../../../../src/hthad/world/geometry';
import type { AlternateWorld } from '../../../../src/hthad/2008/advanced/options';

const SEEDS = ['moria', 'khazad', 'erebor', 'menzo'];

function darkElves(seed: string, world: AlternateWorld | null) {
  return runHistory({
    seed,
    until: 'civilization',
    year: 0,
    options: { civilizations: ['dark-elves'], late: { alternateWorld: world } },
  });
}

describe('the alternate world is settled before the Primordial Age', () => {
  it('its event is the first of the history, in the Primordial Age, and is not rolled again later', () => {
    const r = runHistory({ seed: 'moria', options: { late: { alternateWorld: 'firetop-range' } } });
    expect(r.events[0]).toMatchObject({ rule: 'alternate-world', age: 'primordial', year: 0 });
    const dice = r.events[0]!.dice;
    expect(dice[0]).toEqual({ die: 'd4', value: expect.any(Number), for: 'Firetop peaks' });
    // Then where the range stands and how high each of its peaks rises.
    expect(dice[1]!.for).toBe('Firetop Range: where');
    expect(dice.slice(2).map((d) => d.die)).toEqual(Array(dice[0]!.value).fill('d3'));
    expect(r.events.filter((e) => e.rule === 'alternate-world')).toHaveLength(1);
    expect(r.late?.world).toBe('firetop-range');
  });
  it('the ordinary world rolls nothing and records nothing', () => {
    const r = runHistory({ seed: 'moria', until: 'primordial' });
    expect(r.events.some((e) => e.rule === 'alternate-world')).toBe(false);
  });
});

describe('the Underdark', () => {
  it('has a row for the ordinary world, the Hollow Earth and the Pocket Universe', () => {
    expect(UNDERDARK.map((r) => r.world)).toEqual([null, 'hollow-earth', 'pocket-universe']);
    expect(underdarkOf('rift-of-sorrows')).toBe(UNDERDARK[0]);
  });
  it('runs in the bottom two inches of the page in the ordinary world', () => {
    for (const seed of SEEDS) {
      const r = darkElves(seed, null);
      const { height } = r.world.page;
      const ends = r.world.places.filter((p) => p.role === 'page-edge');
      expect(ends.length).toBeGreaterThan(0);
      for (const p of ends) expect(centre(p.shape).y).toBeGreaterThanOrEqual(height - 5);
    }
  });
  it('goes through the middle of the page in the Hollow Earth', () => {
    for (const seed of SEEDS) {
      const r = darkElves(seed, 'hollow-earth');
      const { height } = r.world.page;
      const ends = r.world.places.filter((p) => p.role === 'page-edge');
      expect(ends).toHaveLength(2);
      for (const p of ends)
        expect(Math.abs(centre(p.shape).y - height / 2)).toBeLessThanOrEqual(1.5);
    }
  });
  it('is absent in the Pocket Universe: no great tunnel, the great city at the very centre', () => {
    for (const seed of SEEDS) {
      const r = darkElves(seed, 'pocket-universe');
      const { width, height } = r.world.page;
      expect(r.world.tunnels.some((t) => t.role === 'great-tunnel')).toBe(false);
      expect(r.world.places.some((p) => p.role === 'page-edge')).toBe(false);
      const city = r.world.places.find((p) => p.role === 'junction' && p.name)!;
      expect(centre(city.shape)).toEqual({ x: width / 2, y: height / 2 });
      expect(r.world.places.filter((p) => p.role === 'noble-palace')).toHaveLength(3);
      expect(city.sealed).toBe('undiscovered');
    }
  });
});
