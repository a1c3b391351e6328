import { describe, expect, it } from 'vitest';
import { createRng, scriptedRng } from '../../../../src/core/rng';
import { newAge } from '../../../../src/hthad/2019/deck/age';
import { CARDS } from '../../../../src/hthad/2019/deck/cards';
import { resolveConflict } from '../../../../src/hthad/2019/deck/conflict';
import {
  drawCard,
  newDeck,
  returnCard,
  searchDeck,
  startingMonsters,
  turnOrder,
} from '../../../../src/hthad/2019/deck/deck';
import { settle } from '../../../../src/hthad/2019/deck/fate';
import { FakeWorld } from './fake-world';

const none = { stars: 0, bonus: 0 };

describe('conflicts: 1d6 each, ★ spent by the loser after the roll, actor wins ties', () => {
  it('the higher roll wins', () => {
    expect(resolveConflict(scriptedRng([3, 5]), none, none).winner).toBe('target');
    expect(resolveConflict(scriptedRng([5, 3]), none, none).winner).toBe('actor');
  });
  it('the actor wins a tie', () => {
    expect(resolveConflict(scriptedRng([4, 4]), none, none).winner).toBe('actor');
  });
  it('a losing actor spends just enough ★ to tie, and wins', () => {
    const r = resolveConflict(scriptedRng([2, 5]), { stars: 3, bonus: 0 }, none);
    expect(r).toMatchObject({ winner: 'actor', actorStars: 3, targetStars: 0 });
  });
  it('a loser who cannot catch up keeps its ★', () => {
    const r = resolveConflict(scriptedRng([2, 5]), { stars: 2, bonus: 0 }, none);
    expect(r).toMatchObject({ winner: 'target', actorStars: 0 });
  });
  it('a losing target must pass the actor: 3 ★ turn 3 against 5', () => {
    const r = resolveConflict(scriptedRng([5, 3]), none, { stars: 3, bonus: 0 });
    expect(r).toMatchObject({ winner: 'target', targetStars: 3 });
    const r2 = resolveConflict(scriptedRng([5, 3]), none, { stars: 2, bonus: 0 });
    expect(r2).toMatchObject({ winner: 'actor', targetStars: 0 });
  });
  it('a fortification adds +1 to the target', () => {
    expect(resolveConflict(scriptedRng([3, 3]), none, { stars: 0, bonus: 1 }).winner).toBe(
      'target',
    );
    expect(resolveConflict(scriptedRng([4, 3]), none, { stars: 0, bonus: 1 }).winner).toBe('actor');
  });
});

describe('the deck', () => {
  it('is all 48 cards, shuffled', () => {
    const deck = newDeck(createRng('deck'));
    expect([...deck.draw].sort()).toEqual(CARDS.map((c) => c.id).sort());
    expect(deck.draw).not.toEqual(CARDS.map((c) => c.id));
  });
  it('deals three starting monsters from the top', () => {
    const { cards, deck } = startingMonsters({ draw: ['ogre', 'worm', 'ooze', 'hag'], aside: [] });
    expect(cards).toEqual(['ogre', 'worm', 'ooze']);
    expect(deck.draw).toEqual(['hag']);
  });
  it('draws the top card; an empty pile draws nothing', () => {
    expect(drawCard({ draw: ['ogre', 'worm'], aside: [] }).card).toBe('ogre');
    expect(drawCard({ draw: [], aside: [] }).card).toBeUndefined();
  });
  it('shuffles a dead card back in at a random place', () => {
    const deck = returnCard(scriptedRng([1]), { draw: ['ogre', 'worm'], aside: [] }, 'ooze');
    expect(deck.draw).toEqual(['ogre', 'ooze', 'worm']);
  });
  it('sets a unique card aside for good', () => {
    const deck = returnCard(scriptedRng([]), { draw: ['ogre'], aside: [] }, 'saltbury');
    expect(deck).toEqual({ draw: ['ogre'], aside: ['saltbury'] });
  });
  it('finds the first card with a tag (Starhelm looks for the undead)', () => {
    const found = searchDeck({ draw: ['ogre', 'vampire', 'skeletons'], aside: [] }, (c) =>
      c.tags.includes('undead'),
    );
    expect(found.card).toBe('vampire');
    expect(found.deck.draw).toEqual(['ogre', 'skeletons']);
  });
});

describe('turn order', () => {
  it('is the present groups shuffled', () => {
    const w = new FakeWorld();
    w.add('a', 'ogre');
    w.add('b', 'worm');
    w.add('c', 'ooze');
    // Fisher–Yates from the end: swap 2 with 0, then 1 with 1.
    expect(turnOrder(scriptedRng([0, 1]), w)).toEqual(['c', 'b', 'a']);
  });
});

describe('deaths', () => {
  it('a group with no ● dies: ★ gone, ○ left lying, card shuffled back, the killer named', () => {
    const w = new FakeWorld();
    w.add('ogre', 'ogre');
    w.add('gob', 'goblins', { beads: { pop: 0, loot: 2, stars: 1 } });
    const age = newAge(w, scriptedRng([0]), { draw: ['worm'], aside: [] });
    settle(age, 'ogre');
    expect(w.groups()).toEqual(['ogre']);
    expect(w.lying.get('gob')).toBe(2);
    expect(age.deck.draw).toEqual(['goblins', 'worm']);
    expect(age.log).toContainEqual(
      expect.objectContaining({
        kind: 'death',
        group: 'gob',
        lootLeft: 2,
        reshuffled: true,
        by: 'ogre',
      }),
    );
  });
  it('a dead unique monster is set aside', () => {
    const w = new FakeWorld();
    w.add('s', 'saltbury', { beads: { pop: 0, loot: 0, stars: 0 } });
    const age = newAge(w, scriptedRng([]), { draw: [], aside: [] });
    settle(age);
    expect(age.deck.aside).toEqual(['saltbury']);
  });
  it('lying ○ are picked up for free by a group that finds them', () => {
    const w = new FakeWorld();
    w.add('a', 'ogre', { beads: { pop: 1, loot: 0, stars: 0 } });
    w.add('b', 'goblins', { beads: { pop: 0, loot: 2, stars: 0 } });
    const age = newAge(w, scriptedRng([]), { draw: [], aside: [] });
    settle(age);
    expect(w.pickUpLoot('a')).toBe(2);
    expect(w.beads('a').loot).toBe(2);
  });
  it('Nomads leave at 0○; Adventurers retire at 1●; Starhelm disbands with no undead', () => {
    const w = new FakeWorld();
    w.add('n', 'nomads', { beads: { pop: 2, loot: 0, stars: 0 } });
    w.add('a', 'adventurers', { beads: { pop: 1, loot: 1, stars: 0 } });
    w.add('s', 'starhelm');
    const age = newAge(w, scriptedRng([0, 0, 0]), { draw: [], aside: [] });
    settle(age);
    expect(w.groups()).toEqual([]);
    expect(age.log.filter((e) => e.kind === 'leave')).toHaveLength(3);
  });
  it('the Mob that gains a ★ leaves and sends for adventurers', () => {
    const w = new FakeWorld();
    w.add('m', 'mob', { beads: { pop: 4, loot: 0, stars: 1 } });
    const age = newAge(w, scriptedRng([0]), { draw: [], aside: [] });
    settle(age);
    expect(age.summons).toEqual([
      expect.objectContaining({ tags: ['adventurers'], surface: true }),
    ]);
  });
});
