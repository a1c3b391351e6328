/**
 * Advanced Rules II, Hollow Earth (hthad-2008-rules.txt, "Special rules for alternate worlds"):
 * two surface kingdoms, lawful and chaotic; adventurers of random alignment start from the
 * kingdom that matches their alignment, still fight the arch-villain, and also fight the opposed
 * surface kingdom.
 */
import { describe, expect, it } from 'vitest';
import { fixture } from '../monsters/fixture';
import {
  hollowEarthAlignment,
  hollowEarthStart,
} from '../../../../src/hthad/2008/advanced/alternate-worlds';
import { kingdomSetup } from '../../../../src/hthad/2008/monsters/kingdom';
import { adventure, adventurersOrUndead } from '../../../../src/hthad/2008/monsters/adventurers';
import { at } from '../../../../src/hthad/2008/monsters/space';
import { home } from '../../../../src/hthad/2008/monsters/state';
import { dist } from '../../../../src/hthad/world';

function hollowEarth(script: readonly number[] = []) {
  const f = fixture(script, { alternateWorld: 'hollow-earth' });
  f.s.world = 'hollow-earth';
  return f;
}

describe('Hollow Earth adventurers', () => {
  it('are of random alignment: a d2, 1 lawful and 2 chaotic', () => {
    expect(hollowEarthAlignment(hollowEarth([1]).h, hollowEarth([1]).s)).toBe('lawful');
    const f = hollowEarth([2]);
    expect(hollowEarthAlignment(f.h, f.s)).toBe('chaotic');
    expect(f.h.events).toHaveLength(0);
    const plain = fixture([]);
    plain.s.world = null;
    expect(hollowEarthAlignment(plain.h, plain.s)).toBeNull();
  });
  it('in the Age of Monsters the d2 replaces the d6 and the party sets out from the kingdom it names', () => {
    const f = hollowEarth();
    const lawful = kingdomSetup(f.h, f.s, 'lawful');
    const chaotic = kingdomSetup(f.h, f.s, 'chaotic');
    f.group('delvers', 'dwarves', 1, 1, 1);
    f.group('breeders', 'goblins', 3, 1, 1);
    f.group('alpha', 'dragon', 5, 1, 1);
    adventurersOrUndead(f.h, f.s);
    const muster = f.h.events.find((e) => e.rule === 'hollow-earth-muster')!;
    const d2 = muster.dice.find((d) => d.for === 'adventurer alignment (Hollow Earth)')!;
    expect(d2.die).toBe('d2');
    expect(muster.dice.some((d) => d.for === 'adventurer alignment')).toBe(false);
    expect(muster.actors).toEqual([d2.value === 1 ? lawful.id : chaotic.id]);
  });
  it('start by the connected entrance nearest their own castle', () => {
    const f = hollowEarth();
    const lawful = kingdomSetup(f.h, f.s, 'lawful');
    kingdomSetup(f.h, f.s, 'chaotic');
    const start = hollowEarthStart(f.h, f.s, 'lawful')!;
    const castle = at(home(f.h, lawful.id));
    const entrances = f.h.world.places.filter(
      (p) => p.kind === 'entrance' && f.h.site.graph().neighbours(p.id).length > 0,
    );
    const nearest = Math.min(...entrances.map((p) => dist(at(p), castle)));
    expect(dist(at(start), castle)).toBe(nearest);
    expect(f.h.events.at(-1)!.actors).toEqual([lawful.id]);
  });
  it('a party that comes out alive also fights the opposed surface kingdom', () => {
    const f = hollowEarth();
    kingdomSetup(f.h, f.s, 'lawful');
    const chaotic = kingdomSetup(f.h, f.s, 'chaotic');
    const party = adventure(f.h, f.s, { alignment: 'lawful', size: 4, hooks: null });
    const rules = f.h.events.map((e) => e.rule);
    expect(rules).toContain('hollow-earth-muster');
    const war = rules.indexOf('hollow-earth-war');
    expect(war).toBeGreaterThan(-1);
    expect(f.h.events[war]!.actors).toEqual([party.id, chaotic.id]);
    const fight = f.h.events[war + 1]!;
    expect(fight.rule).toBe('fight');
    expect(fight.actors).toEqual([party.id, chaotic.id]);
    expect(fight.dice.length).toBeGreaterThan(0);
  });
  it('a chaotic party fights the lawful kingdom', () => {
    const f = hollowEarth();
    const lawful = kingdomSetup(f.h, f.s, 'lawful');
    kingdomSetup(f.h, f.s, 'chaotic');
    const party = adventure(f.h, f.s, { alignment: 'chaotic', size: 4, hooks: null });
    const war = f.h.events.find((e) => e.rule === 'hollow-earth-war')!;
    expect(war.actors).toEqual([party.id, lawful.id]);
  });
  it('in an ordinary world there is no muster and no war on a kingdom', () => {
    const f = fixture([]);
    f.s.world = null;
    kingdomSetup(f.h, f.s, 'lawful');
    adventure(f.h, f.s, { alignment: 'chaotic', size: 4, hooks: null });
    const rules = f.h.events.map((e) => e.rule);
    expect(rules).not.toContain('hollow-earth-muster');
    expect(rules).not.toContain('hollow-earth-war');
  });
});
