import { describe, expect, it } from 'vitest';
import { createRng, scriptedRng } from '../../../../src/core/rng';
import { emit, newAge, type Age } from '../../../../src/hthad/2019/deck/age';
import type { CardId } from '../../../../src/hthad/2019/deck/cards';
import { chooseOption, perform, playLifecycle } from '../../../../src/hthad/2019/deck/lifecycle';
import {
  crown,
  monstersTurn,
  playRound,
  risers,
  spawnGroup,
} from '../../../../src/hthad/2019/deck/monsters-age';
import { FakeWorld } from './fake-world';

function setup(script: number[], draw: CardId[] = [], then?: string): { w: FakeWorld; age: Age } {
  const w = new FakeWorld();
  const rng = scriptedRng(script, then ? { thenSeed: then } : {});
  return { w, age: newAge(w, rng, { draw, aside: [] }) };
}
const b = (pop: number, loot: number, stars: number) => ({ pop, loot, stars });
const actions = (age: Age, g: string) =>
  age.log
    .filter((e) => e.kind === 'action' && e.actor === g)
    .map((e) => (e.kind === 'action' ? e.action : ''));

describe('reading a lifecycle: ALWAYS, then IF, then one boxed option', () => {
  it('Goblins at 5●: breed, then (5 or more ●) prepare, then one option', () => {
    const { w, age } = setup([0]); // two options open (explore, build): the first
    w.add('g', 'goblins', { beads: b(5, 0, 0) });
    playLifecycle(age, 'g');
    expect(actions(age, 'g')).toEqual(['breed', 'prepare', 'explore']);
    expect(w.beads('g')).toEqual(b(6, 0, 1));
  });
  it('Goblins at 3●: the IF does not hold', () => {
    const { w, age } = setup([1]);
    w.add('g', 'goblins', { beads: b(3, 0, 0) });
    playLifecycle(age, 'g');
    expect(actions(age, 'g')).toEqual(['breed', 'build']);
    expect(w.built('g')).toEqual(['Camp']);
  });
  it('an Ogre unable to hunt relocates to better territory', () => {
    const { w, age } = setup([]);
    w.add('o', 'ogre', { beads: b(1, 0, 0) });
    playLifecycle(age, 'o');
    expect(actions(age, 'o')).toEqual(['relocate', 'explore']);
  });
  it('an Ogre that hunts does not relocate', () => {
    const { w, age } = setup([]);
    w.add('o', 'ogre', { beads: b(1, 0, 0) });
    w.add('g', 'goblins', { beads: b(3, 0, 0) });
    w.link('o', 'g');
    // Options open: extort needs ○ on the goblins (none), ally none, recruit none: explore.
    playLifecycle(age, 'o');
    expect(actions(age, 'o')).toEqual(['hunt', 'explore']);
  });
  it('a Dragon idle last turn prepares and takes no other move', () => {
    const { w, age } = setup([4]);
    w.add('d', 'dragon');
    age.turn = 2;
    playLifecycle(age, 'd');
    expect(actions(age, 'd')).toEqual(['prepare']);
    expect(w.beads('d')).toEqual(b(1, 3, 1));
  });
  it('Orkz extort a richer neighbour and fight one they outnumber, both ALWAYS', () => {
    const { w, age } = setup([6, 1, 6, 1, 0]);
    w.add('o', 'orkz', { beads: b(3, 0, 0) });
    w.add('r', 'dragon', { beads: b(1, 3, 0) });
    w.link('o', 'r');
    playLifecycle(age, 'o');
    expect(actions(age, 'o').slice(0, 2)).toEqual(['extort', 'fight']);
  });
  it('A Wizard with ★ builds when it has the materials (IF), the Laboratory first', () => {
    const { w, age } = setup([0]);
    w.add('z', 'wizard', { beads: b(1, 1, 1) });
    playLifecycle(age, 'z');
    expect(w.built('z')).toEqual(['Laboratory']);
    expect(w.beads('z').pop).toBe(2);
  });
  it('a boxed option that raises villainy is taken before any other', () => {
    const { w, age } = setup([]);
    w.add('d', 'dwarves', { beads: b(3, 3, 1), sites: { ore: 5 } });
    playLifecycle(age, 'd');
    expect(w.built('d')).toEqual(['Wonder']);
    expect(risers(age)).toEqual(['d']);
  });
  it('The Empire annexes an ally rather than take another boxed option; others roll', () => {
    const options = [
      { action: 'breed' },
      { action: 'annex', target: { relation: 'allied' } },
    ] as const;
    const ally = (age: Age) => {
      emit(age, { kind: 'truce', turn: age.turn, from: 'e', toward: 'k' });
      emit(age, { kind: 'truce', turn: age.turn, from: 'k', toward: 'e' });
    };
    const { w, age } = setup([]); // no die may be rolled for the Empire's pick
    w.add('e', 'dragon', { beads: b(2, 6, 0) });
    w.add('k', 'kobolds', { beads: b(2, 2, 0) });
    w.link('e', 'k');
    ally(age);
    age.villain = 'e';
    age.villainy = 'empire';
    expect(chooseOption(age, 'e', options)?.action).toBe('annex');
    const other = setup([0]); // not the villain: the die picks the first
    other.w.add('e', 'dragon', { beads: b(2, 6, 0) });
    other.w.add('k', 'kobolds', { beads: b(2, 2, 0) });
    other.w.link('e', 'k');
    ally(other.age);
    expect(chooseOption(other.age, 'e', options)?.action).toBe('breed');
  });
  it('Skeletons drawn first in a turn take no actions', () => {
    const { w, age } = setup([0], [], 'rest'); // shuffle of two: swap 1 with 0
    w.add('g', 'goblins', { beads: b(3, 0, 0) });
    w.add('s', 'skeletons');
    playRound(age);
    expect(age.log[0]).toMatchObject({ actor: 's', detail: 'idle: drawn first' });
  });
});

describe('spawning', () => {
  it('rolls a random stratum, places the beads, and plays the lifecycle', () => {
    const { w, age } = setup([3, 0]);
    spawnGroup(age, 'antlings');
    expect(w.calls[0]).toBe('spawn antlings#1 {"kind":"stratum","stratum":3}');
    expect(w.beads('antlings#1').pop).toBe(4); // ●●●○ and an ALWAYS breed
  });
  it('the surface for Saltbury; water for the Giant Pike', () => {
    const { w, age } = setup([0, 0, 0, 0]);
    spawnGroup(age, 'saltbury');
    spawnGroup(age, 'giant-pike');
    expect(w.calls.filter((c) => c.startsWith('spawn'))).toEqual([
      'spawn saltbury#1 {"kind":"stratum","stratum":0}',
      'spawn giant-pike#2 {"kind":"water"}',
    ]);
  });
  it('an invasion: the two fight, the loser loses 1● and relocates', () => {
    const { w, age } = setup([2, 6, 1, 1, 0]);
    w.add('d', 'dwarves', { beads: b(3, 0, 0) });
    w.nextOccupant = 'd';
    spawnGroup(age, 'goblins');
    expect(w.beads('d').pop).toBe(2);
    expect(w.calls).toContainEqual(expect.stringMatching(/^relocate d /));
  });
  it('the Demigod rolls two tags on 1d8', () => {
    const { w, age } = setup([2, 6, 0], [], 'rest'); // d8: 2 undead, 6 evil; stratum 0
    spawnGroup(age, 'demigod');
    expect(w.tags('demigod#1')).toEqual(['divine', 'undead', 'evil']);
  });
  it('The Temple joins a group: ●○★ and the order tag', () => {
    const { w, age } = setup([1]);
    w.add('a', 'ogre', { beads: b(1, 0, 0) });
    w.add('b', 'goblins', { beads: b(3, 0, 0) });
    spawnGroup(age, 'temple');
    expect(w.beads('b')).toEqual(b(4, 1, 1));
    expect(w.tags('b')).toContain('order');
  });
  it('Starhelm with no undead on the map sends for the first undead card', () => {
    const { w, age } = setup([1], ['ogre', 'skeletons'], 'rest');
    w.tombs.add(1);
    spawnGroup(age, 'starhelm');
    expect(w.groups().map((g) => w.card(g))).toContain('skeletons');
    expect(age.deck.draw).toEqual(['ogre']);
  });
  it('the Vampire marks its spawn as a tomb when none is near', () => {
    const { w, age } = setup([2]);
    spawnGroup(age, 'vampire');
    expect(w.calls).toContain('mark vampire#1 tomb');
  });
});

describe('turns', () => {
  it('no spawn at the end of the first turn, one at the end of the second', () => {
    const w = new FakeWorld();
    const age = newAge(w, createRng('turns'), { draw: ['ogre', 'worm'], aside: [] });
    monstersTurn(age);
    expect(age.deck.draw).toHaveLength(2);
    monstersTurn(age);
    expect(age.deck.draw).toHaveLength(1);
  });
  it('a group at 6● or 6○ may rise; the one with most beads is crowned', () => {
    const { w, age } = setup([]);
    w.add('a', 'goblins', { beads: b(6, 0, 0) });
    w.add('b', 'dragon', { beads: b(1, 6, 1) });
    w.add('c', 'ogre', { beads: b(1, 0, 0) });
    expect(risers(age)).toEqual(['a', 'b']);
    expect(crown(age, risers(age))).toBe('b');
  });
});

describe('cards that borrow or summon', () => {
  it("the Monstrosity takes one card's ALWAYS/IF and another's options", () => {
    const { w, age } = setup([0, 0, 0], ['ogre', 'goblins'], 'rest');
    spawnGroup(age, 'monstrosity');
    const spawn = age.log.find((e) => e.kind === 'spawn');
    expect(spawn).toMatchObject({ card: 'monstrosity', donors: ['ogre', 'goblins'] });
    // Ogre's ALWAYS hunt fails (no neighbours), its IF relocates; then a Goblin option.
    const moves = actions(age, 'monstrosity#1');
    expect(moves.slice(0, 1)).toEqual(['relocate']);
    expect(['bribe', 'ally', 'steal', 'explore', 'build']).toContain(moves[1]);
    expect(w.groups()).toEqual(['monstrosity#1']);
  });
  it("the Farmers' City sends for the first surface, order or city card, spawned beside it", () => {
    const { w, age } = setup([1], ['ogre', 'knights'], 'rest');
    w.add('f', 'farmers', { beads: b(3, 2, 0), stratum: 0, built: ['Farm', 'Silo', 'Keep'] });
    // No surface biome and a Farm already built; of the options (breed, build) the second: City.
    playLifecycle(age, 'f');
    expect(w.built('f')).toContain('City');
    expect(age.summons).toEqual([
      expect.objectContaining({ tags: ['surface', 'order', 'city'], beside: 'f' }),
    ]);
  });
  it('a group the Fungaliths wipe out leaves a fungal biome', () => {
    const { w, age } = setup([6, 1]);
    w.add('f', 'fungaliths', { beads: b(2, 0, 0) });
    w.add('g', 'goblins', { beads: b(1, 0, 0) });
    w.link('f', 'g');
    perform(age, 'f', { action: 'fight' });
    expect(w.calls).toContain('mark g fungal-biome');
  });
});
