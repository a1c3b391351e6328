import { describe, expect, it } from 'vitest';
import { createRng, scriptedRng } from '../../../../src/core/rng';
import { annexed } from '../../../../src/hthad/2019/deck/actions';
import { emit, newAge, type Age } from '../../../../src/hthad/2019/deck/age';
import type { CardId } from '../../../../src/hthad/2019/deck/cards';
import { runHistory } from '../../../../src/hthad/2019/deck/history';
import { perform } from '../../../../src/hthad/2019/deck/lifecycle';
import {
  alignEmpire,
  ascend,
  choosePath,
  ending,
  empireFinish,
  hordeFinish,
  villainyTurn,
} from '../../../../src/hthad/2019/deck/villainy';
import { FakeWorld } from './fake-world';

function setup(script: number[], draw: CardId[] = [], then?: string): { w: FakeWorld; age: Age } {
  const w = new FakeWorld(4);
  const rng = scriptedRng(script, then ? { thenSeed: then } : {});
  return { w, age: newAge(w, rng, { draw, aside: [] }) };
}
const b = (pop: number, loot: number, stars: number) => ({ pop, loot, stars });

describe('entering villainy', () => {
  it('6● chooses The Horde, 6○ The Empire; both or a wonder: the larger', () => {
    const { w, age } = setup([]);
    w.add('a', 'goblins', { beads: b(6, 1, 0) });
    w.add('c', 'dragon', { beads: b(1, 6, 0) });
    w.add('d', 'dwarves', { beads: b(6, 7, 0) });
    w.add('e', 'dwarves', { beads: b(3, 0, 0) });
    expect(['a', 'c', 'd', 'e'].map((g) => choosePath(age, g))).toEqual([
      'horde',
      'empire',
      'empire',
      'horde',
    ]);
  });
  it("the villain's card leaves the shuffle; The Horde corrupts its stratum", () => {
    const { w, age } = setup([], ['goblins', 'ogre']);
    w.add('g', 'goblins', { beads: b(6, 0, 0), stratum: 2, strata: [2] });
    expect(ascend(age, 'g', '6●')).toBe('horde');
    expect(age.deck).toEqual({ draw: ['ogre'], aside: ['goblins'] });
    expect(w.corrupted(2)).toBe(true);
    expect(age.villain).toBe('g');
  });
  it('The Empire takes good or evil and lawful or chaotic, and builds the Capital', () => {
    const { w, age } = setup([]);
    w.add('d', 'dragon', { beads: b(1, 6, 0) });
    ascend(age, 'd', '6○');
    expect(w.tags('d')).toEqual(['draconic', 'hoarder', 'evil', 'chaotic']);
    expect(w.built('d')).toEqual(['Capital']);
  });
  it('alignment is never both good and evil, nor lawful and chaotic', () => {
    expect(alignEmpire(['lawful', 'humanoid'])).toEqual(['good']);
    expect(alignEmpire(['lawful', 'good'])).toEqual([]);
    expect(alignEmpire(['order'])).toEqual(['good', 'lawful']);
  });
});

describe('The Horde', () => {
  it('acts first, with its card and the villainy: ALWAYS breed and ALWAYS scout', () => {
    const { w, age } = setup([0], [], 'horde');
    w.add('g', 'goblins', { beads: b(6, 0, 0) });
    w.add('o', 'ogre', { beads: b(1, 0, 0) });
    ascend(age, 'g', '6●');
    villainyTurn(age);
    const first = age.log.find((e) => e.kind === 'action' && e.turn === 1 && e.action !== 'build');
    expect(first).toMatchObject({ actor: 'g', action: 'breed' });
    expect(age.log).toContainEqual(expect.objectContaining({ actor: 'g', action: 'scout' }));
  });
  it('Exterminate: 3● wipe out a neighbour we outnumber, then breed', () => {
    const { w, age } = setup([]);
    w.add('g', 'goblins', { beads: b(7, 0, 0) });
    w.add('d', 'dwarves', { beads: b(3, 2, 0) });
    w.link('g', 'd');
    ascend(age, 'g', '6●');
    perform(age, 'g', { action: 'exterminate', target: { relation: 'weaker' } });
    expect(w.groups()).toEqual(['g']);
    expect(w.beads('g').pop).toBe(5);
  });
  it('the finishing move corrupts a stratum the Horde holds alone, one a round', () => {
    const { w, age } = setup([]);
    w.add('g', 'goblins', { beads: b(6, 0, 0), stratum: 1, strata: [1, 2, 3] });
    w.add('o', 'ogre', { stratum: 2, strata: [2] });
    ascend(age, 'g', '6●');
    hordeFinish(age, 'g');
    expect([1, 2, 3].map((s) => w.corrupted(s))).toEqual([true, false, true]);
    expect(ending(age)).toBeUndefined();
  });
  it('goes after a group holding the last stratum: Exterminate (3●, breed), then corrupt', () => {
    const { w, age } = setup([]);
    w.add('g', 'goblins', { beads: b(6, 0, 0), stratum: 1, strata: [1, 3] });
    w.add('o', 'ogre', { beads: b(2, 1, 0), stratum: 3, strata: [3] });
    ascend(age, 'g', '6●');
    w.corrupt(2);
    hordeFinish(age, 'g');
    // The Horde outnumbers the Ogre (6 against 2): it is wiped out, the Horde pays 3● and breeds.
    expect(w.groups()).toEqual(['g']);
    expect(w.beads('g').pop).toBe(4);
    expect(age.log.some((e) => e.kind === 'death' && e.group === 'o' && e.by === 'g')).toBe(true);
    expect(w.corrupted(3)).toBe(true);
    expect(ending(age)).toBe('horde-conquers');
  });
  it('does not clear the last stratum from a group it does not outnumber, nor strata not last', () => {
    const { w, age } = setup([]);
    w.add('g', 'goblins', { beads: b(6, 0, 0), stratum: 1, strata: [1, 2, 3] });
    w.add('o', 'ogre', { beads: b(6, 0, 0), stratum: 3, strata: [3] });
    w.add('k', 'kobolds', { beads: b(1, 0, 0), stratum: 2, strata: [2] });
    ascend(age, 'g', '6●');
    hordeFinish(age, 'g'); // two strata left: the Kobolds are not hunted down for it
    expect(w.groups()).toEqual(['g', 'o', 'k']);
    w.corrupt(2);
    hordeFinish(age, 'g'); // one left, but the Ogre has as many ● as the Horde
    expect(w.groups()).toEqual(['g', 'o', 'k']);
    expect(w.corrupted(3)).toBe(false);
    expect(ending(age)).toBeUndefined();
  });
  it('conquers when every stratum but the surface is corrupted', () => {
    const { w, age } = setup([]);
    w.add('g', 'goblins', { beads: b(6, 0, 0), stratum: 1, strata: [1, 2, 3] });
    ascend(age, 'g', '6●');
    w.corrupt(2);
    w.corrupt(3);
    expect(ending(age)).toBe('horde-conquers');
  });
});

describe('The Empire', () => {
  it('annexes an ally it beats; taxes it 1○; may pass a casualty to it', () => {
    const { w, age } = setup([5, 1, 4, 2]);
    w.add('e', 'dragon', { beads: b(2, 6, 0) });
    w.add('k', 'kobolds', { beads: b(2, 2, 0) });
    w.add('x', 'ogre', { beads: b(1, 0, 0) });
    w.link('e', 'k');
    w.link('e', 'x');
    w.link('x', 'e');
    ascend(age, 'e', '6○');
    perform(age, 'e', { action: 'ally', target: { relation: 'shares-tag' } }); // draconic
    perform(age, 'e', { action: 'annex', target: { relation: 'allied' } });
    expect(annexed(age)).toEqual(['k']);
    empireFinish(age, 'e');
    expect(w.beads('k').loot).toBe(1);
    perform(age, 'x', { action: 'hunt' }); // the Ogre hunts the Empire: the Kobolds die for it
    expect(w.beads('e').pop).toBe(2);
    expect(w.beads('k').pop).toBe(1);
  });
  it('builds one Empire construction a round in its finishing move', () => {
    const { w, age } = setup([]);
    w.add('e', 'dragon', { beads: b(2, 6, 0) });
    ascend(age, 'e', '6○');
    empireFinish(age, 'e');
    expect(w.built('e')).toEqual(['Capital', 'University']);
    expect(w.beads('e')).toEqual(b(2, 4, 1));
  });
  it('rules when half the other groups are annexed', () => {
    const { w, age } = setup([]);
    w.add('e', 'dragon', { beads: b(2, 6, 0) });
    w.add('k', 'kobolds');
    w.add('o', 'ogre');
    ascend(age, 'e', '6○');
    expect(ending(age)).toBeUndefined();
    emit(age, {
      kind: 'action',
      turn: 1,
      actor: 'e',
      action: 'annex',
      target: 'k',
      conflict: {
        actorRoll: 5,
        targetRoll: 1,
        actorBonus: 0,
        targetBonus: 0,
        actorStars: 0,
        targetStars: 0,
        winner: 'actor',
      },
    });
    expect(ending(age)).toBe('empire-rules');
  });
});

describe('the Age of Villainy', () => {
  it('spawns a monster only after an elimination', () => {
    const { w, age } = setup([], ['ogre', 'worm'], 'quiet');
    w.add('g', 'goblins', { beads: b(6, 0, 0), stratum: 1, strata: [1] });
    ascend(age, 'g', '6●');
    w.add('o', 'orkz', { stratum: 2, strata: [2] });
    villainyTurn(age);
    expect(age.deck.draw).toEqual(['ogre', 'worm']);
  });
  it('ends when the villain falls', () => {
    const { w, age } = setup([]);
    w.add('g', 'goblins', { beads: b(6, 0, 0) });
    ascend(age, 'g', '6●');
    w.addBeads('g', { pop: -6 });
    w.remove('g', true);
    expect(ending(age)).toBe('villain-falls');
  });
  it('both ages run end to end on a world double and report how they ended', () => {
    for (const seed of ['a', 'b', 'c']) {
      const h = runHistory(new FakeWorld(6), createRng(seed), { monsters: 30, villainy: 30 });
      expect(h.log.length).toBeGreaterThan(0);
      if (h.monsters.villain)
        expect(['horde-conquers', 'empire-rules', 'villain-falls', 'cap']).toContain(h.ending);
      else expect(h.monsters.capped).toBe(true);
    }
  });
});
