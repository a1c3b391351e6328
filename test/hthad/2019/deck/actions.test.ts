import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../../../src/core/rng';
import { ACTION_BEHAVIOURS } from '../../../../src/hthad/2019/deck/actions';
import { emit, newAge, type Age } from '../../../../src/hthad/2019/deck/age';
import { perform } from '../../../../src/hthad/2019/deck/lifecycle';
import { candidates } from '../../../../src/hthad/2019/deck/targets';
import type { Step } from '../../../../src/hthad/2019/deck/types';
import { FakeWorld } from './fake-world';

function setup(script: number[]): { w: FakeWorld; age: Age } {
  const w = new FakeWorld();
  return { w, age: newAge(w, scriptedRng(script), { draw: [], aside: [] }) };
}
const b = (pop: number, loot: number, stars: number) => ({ pop, loot, stars });
const last = (age: Age) => age.log.filter((e) => e.kind === 'action').at(-1);
const can = (age: Age, g: string, step: Step) => ACTION_BEHAVIOURS[step.action].can(age, g, step);

describe('Ally (conflict)', () => {
  it('a win: no attacks either way for a full turn, and a ★ when the target has one', () => {
    const { w, age } = setup([4, 2]);
    w.add('g', 'goblins', { beads: b(3, 1, 0) });
    w.add('k', 'knights', { beads: b(4, 0, 1) });
    w.link('g', 'k');
    expect(perform(age, 'g', { action: 'ally', target: { tags: ['humanoid'] } })).toBe(true);
    expect(w.beads('g').stars).toBe(1);
    expect(w.beads('k').stars).toBe(1); // 4 vs 2: the knights' one ★ cannot pass 4
    expect(candidates(age, 'g', 'fight')).toEqual([]);
    expect(candidates(age, 'k', 'fight')).toEqual([]);
    age.turn += 1; // the truce lasts through the next turn
    expect(candidates(age, 'k', 'fight')).toEqual([]);
    age.turn += 1;
    expect(candidates(age, 'k', 'fight')).toEqual(['g']);
  });
  it('a loss changes nothing', () => {
    const { w, age } = setup([1, 6]);
    w.add('g', 'goblins', { beads: b(3, 1, 0) });
    w.add('k', 'knights', { beads: b(4, 0, 1) });
    w.link('g', 'k');
    perform(age, 'g', { action: 'ally' });
    expect(w.beads('g').stars).toBe(0);
    expect(candidates(age, 'k', 'fight')).toEqual(['g']);
  });
});

describe('Breed', () => {
  it('adds 1●', () => {
    const { w, age } = setup([]);
    w.add('a', 'antlings', { beads: b(3, 1, 0) });
    perform(age, 'a', { action: 'breed' });
    expect(w.beads('a').pop).toBe(4);
  });
});

describe('Bribe (conflict)', () => {
  it('the ○ goes over first; a win keeps the target from attacking us for a full turn', () => {
    const { w, age } = setup([5, 1]);
    w.add('g', 'goblins', { beads: b(3, 1, 0) });
    w.add('o', 'ogre', { beads: b(1, 1, 0) });
    w.link('g', 'o');
    perform(age, 'g', { action: 'bribe', target: { rank: 'alpha' } });
    expect(w.beads('g').loot).toBe(0);
    expect(w.beads('o').loot).toBe(2);
    expect(candidates(age, 'o', 'hunt')).toEqual([]);
    expect(candidates(age, 'g', 'steal')).toEqual(['o']); // one way only
  });
  it('a lost bribe still costs the ○', () => {
    const { w, age } = setup([1, 5]);
    w.add('g', 'goblins', { beads: b(3, 1, 0) });
    w.add('o', 'ogre', { beads: b(1, 1, 0) });
    w.link('g', 'o');
    perform(age, 'g', { action: 'bribe' });
    expect(w.beads('o').loot).toBe(2);
    expect(candidates(age, 'o', 'hunt')).toEqual(['g']);
  });
  it('needs a ○ to give', () => {
    const { w, age } = setup([]);
    w.add('g', 'goblins', { beads: b(3, 0, 0) });
    w.add('o', 'ogre');
    w.link('g', 'o');
    expect(can(age, 'g', { action: 'bribe' })).toBe(false);
  });
});

describe('Build', () => {
  it('the Dwarves spend ○○○★ on a Wonder first, which raises villainy', () => {
    const { w, age } = setup([]);
    w.add('d', 'dwarves', { beads: b(3, 3, 1) });
    perform(age, 'd', { action: 'build' });
    expect(w.built('d')).toEqual(['Wonder']);
    expect(w.beads('d')).toEqual(b(3, 0, 0));
    expect(age.risen).toEqual(['d']);
  });
  it('a Hall costs ○ and gives ● (req ○ / gain 1●); each construction once', () => {
    const { w, age } = setup([]);
    w.add('d', 'dwarves', { beads: b(3, 1, 0) });
    perform(age, 'd', { action: 'build' });
    expect(w.built('d')).toEqual(['Hall']);
    expect(w.beads('d')).toEqual(b(4, 0, 0));
    w.addBeads('d', { loot: 1 });
    perform(age, 'd', { action: 'build' });
    expect(w.built('d')).toEqual(['Hall', 'Relic']);
  });
  it('a Garden needs water (req water / gain ●)', () => {
    const { w, age } = setup([]);
    w.add('t', 'troglodytes', { beads: b(3, 0, 0) });
    expect(can(age, 't', { action: 'build' })).toBe(false);
    w.g.get('t')!.sites.water = 1;
    perform(age, 't', { action: 'build' });
    expect(w.built('t')).toEqual(['Garden']);
    expect(w.beads('t').pop).toBe(4);
  });
  it('a Casino needs the Hideout first', () => {
    const { w, age } = setup([]);
    w.add('s', 'syndicate', { beads: b(2, 0, 0) });
    expect(can(age, 's', { action: 'build', build: 'Casino' })).toBe(false);
    w.g.get('s')!.built.push('Hideout');
    perform(age, 's', { action: 'build', build: 'Casino' });
    expect(w.beads('s').loot).toBe(3);
  });
});

describe('Exploit', () => {
  it('mines out one bead of a named resource for 1○', () => {
    const { w, age } = setup([]);
    w.add('d', 'dwarves', { beads: b(3, 0, 0), sites: { ore: 1 } });
    perform(age, 'd', { action: 'exploit', resources: ['ore', 'gems'] });
    expect(w.beads('d').loot).toBe(1);
    expect(w.calls).toContain('deplete d ore');
    expect(can(age, 'd', { action: 'exploit', resources: ['ore', 'gems'] })).toBe(false);
  });
  it('A Wizard takes a ★ instead of a ○', () => {
    const { w, age } = setup([]);
    w.add('z', 'wizard', { beads: b(1, 1, 0), sites: { tomb: 1 } });
    perform(age, 'z', { action: 'exploit', resources: ['tomb', 'ore', 'biome'] });
    expect(w.beads('z')).toEqual(b(1, 1, 1));
  });
});

describe('Explore and Scout', () => {
  it('ask the world to dig or look, and pick up ○ lying there', () => {
    const { w, age } = setup([]);
    w.add('d', 'dwarves', { beads: b(3, 0, 0) });
    w.lying.set('gone', 2);
    perform(age, 'd', { action: 'explore' });
    expect(w.calls).toContain('explore d');
    expect(w.beads('d').loot).toBe(2);
    perform(age, 'd', { action: 'scout' });
    expect(w.calls).toContain('scout d');
  });
});

describe('Extort (conflict, attack)', () => {
  it('a win (a tie) makes the target pay 1○', () => {
    const { w, age } = setup([4, 4]);
    w.add('o', 'ogre', { beads: b(1, 0, 0) });
    w.add('g', 'goblins', { beads: b(3, 2, 0) });
    w.link('o', 'g');
    perform(age, 'o', { action: 'extort', target: { tags: ['humanoid'] } });
    expect(w.beads('o').loot).toBe(1);
    expect(w.beads('g').loot).toBe(1);
  });
  it('needs a target with ○', () => {
    const { w, age } = setup([]);
    w.add('o', 'ogre');
    w.add('g', 'goblins', { beads: b(3, 0, 0) });
    w.link('o', 'g');
    expect(can(age, 'o', { action: 'extort' })).toBe(false);
  });
});

describe('Fight (conflict, attack)', () => {
  it('the loser loses 1●', () => {
    const { w, age } = setup([2, 5]);
    w.add('d', 'dwarves', { beads: b(3, 0, 0) });
    w.add('g', 'goblins', { beads: b(3, 0, 0) });
    w.link('d', 'g');
    perform(age, 'd', { action: 'fight', target: { rank: 'denizen' } });
    expect(w.beads('d').pop).toBe(2);
    expect(w.beads('g').pop).toBe(3);
  });
  it('a fortified target adds +1 (4 against 4+1)', () => {
    const { w, age } = setup([4, 4]);
    w.add('d', 'dwarves', { beads: b(3, 0, 0) });
    w.add('g', 'goblins', { beads: b(3, 0, 0), fortified: true });
    w.link('d', 'g');
    perform(age, 'd', { action: 'fight' });
    expect(w.beads('d').pop).toBe(2);
  });
  it('the Armory adds +1 to the Dwarves (3+1 ties 4)', () => {
    const { w, age } = setup([3, 4]);
    w.add('d', 'dwarves', { beads: b(3, 0, 0), built: ['Armory'] });
    w.add('g', 'goblins', { beads: b(3, 0, 0) });
    w.link('d', 'g');
    perform(age, 'd', { action: 'fight' });
    expect(w.beads('g').pop).toBe(2);
  });
  it('a group reduced to no ● dies, killed by the winner', () => {
    const { w, age } = setup([6, 1]);
    w.add('d', 'dwarves', { beads: b(3, 0, 0) });
    w.add('g', 'goblins', { beads: b(1, 1, 0) });
    w.link('d', 'g');
    perform(age, 'd', { action: 'fight' });
    expect(w.groups()).toEqual(['d']);
    expect(age.log.at(-1)).toMatchObject({ kind: 'death', group: 'g', by: 'd', lootLeft: 1 });
  });
  it('Stirges fight alphas only from 4●, and at -1', () => {
    const { w, age } = setup([4, 4]);
    w.add('s', 'stirges', { beads: b(3, 0, 0) });
    w.add('o', 'ogre', { beads: b(1, 0, 0) });
    w.link('s', 'o');
    expect(can(age, 's', { action: 'fight' })).toBe(false);
    w.addBeads('s', { pop: 1 });
    perform(age, 's', { action: 'fight' });
    expect(w.beads('s').pop).toBe(3); // 4-1 against 4: without the -1 the tie was theirs
  });
});

describe('Harvest', () => {
  it('gives 1○ when the group reaches the resource', () => {
    const { w, age } = setup([]);
    w.add('f', 'fungaliths', { beads: b(2, 0, 0) });
    expect(can(age, 'f', { action: 'harvest', resources: ['underground-biome'] })).toBe(false);
    w.g.get('f')!.sites['underground-biome'] = 1;
    perform(age, 'f', { action: 'harvest', resources: ['underground-biome'] });
    expect(w.beads('f').loot).toBe(1);
  });
  it('the Blue Wizard harvests a given nexus once', () => {
    const { w, age } = setup([]);
    w.add('b', 'blue-wizard', { beads: b(1, 0, 1), sites: { nexus: 1 } });
    perform(age, 'b', { action: 'harvest', resources: ['nexus', 'biome'] });
    expect(can(age, 'b', { action: 'harvest', resources: ['nexus', 'biome'] })).toBe(false);
  });
});

describe('Hunt (attack)', () => {
  it('the target loses 1●, no roll', () => {
    const { w, age } = setup([]);
    w.add('o', 'ogre');
    w.add('g', 'goblins', { beads: b(3, 0, 0) });
    w.link('o', 'g');
    perform(age, 'o', { action: 'hunt' });
    expect(w.beads('g').pop).toBe(2);
  });
  it("Saltbury's walls make it immune", () => {
    const { w, age } = setup([]);
    w.add('o', 'ogre');
    w.add('s', 'saltbury', { built: ['Walls'] });
    w.link('o', 's');
    expect(can(age, 'o', { action: 'hunt' })).toBe(false);
  });
  it('the Giant Pike hunts only groups touching water', () => {
    const { w, age } = setup([]);
    w.add('p', 'giant-pike');
    w.add('g', 'goblins');
    w.link('p', 'g');
    expect(can(age, 'p', { action: 'hunt', target: { rank: 'denizen' } })).toBe(false);
    w.g.get('g')!.sites.water = 1;
    expect(can(age, 'p', { action: 'hunt', target: { rank: 'denizen' } })).toBe(true);
  });
});

describe('Prepare', () => {
  it('gives a ★ only to a group without one', () => {
    const { w, age } = setup([]);
    w.add('k', 'kobolds', { beads: b(2, 1, 0) });
    perform(age, 'k', { action: 'prepare' });
    expect(w.beads('k').stars).toBe(1);
    expect(can(age, 'k', { action: 'prepare' })).toBe(false);
  });
  it("the Dragon's maturity: a 1 on 1d6 adds 1●", () => {
    const { w, age } = setup([1]);
    w.add('d', 'dragon');
    perform(age, 'd', { action: 'prepare' });
    expect(w.beads('d')).toEqual(b(2, 3, 1));
  });
});

describe('Recruit (conflict)', () => {
  it('1○ goes to the target; a win moves 1● from it to us', () => {
    const { w, age } = setup([5, 2]);
    w.add('m', 'ogre-mage');
    w.add('g', 'goblins', { beads: b(3, 0, 0) });
    w.link('m', 'g');
    perform(age, 'm', { action: 'recruit', target: { tags: ['humanoid'], rank: 'denizen' } });
    expect(w.beads('m')).toEqual(b(2, 0, 0));
    expect(w.beads('g')).toEqual(b(2, 1, 0));
  });
});

describe('Relocate', () => {
  it('moves the lair; the Worm leaves its ○ behind', () => {
    const { w, age } = setup([]);
    w.add('w', 'worm', { beads: b(1, 2, 0) });
    perform(age, 'w', { action: 'relocate', toward: 'prey', leaveLoot: true });
    expect(w.beads('w').loot).toBe(0);
    expect(w.lying.get('w')).toBe(2);
    expect(w.calls.some((c) => c.startsWith('relocate w'))).toBe(true);
  });
  it('a group with The Temple never relocates', () => {
    const { w, age } = setup([]);
    w.add('g', 'goblins');
    emit(age, {
      kind: 'spawn',
      turn: 1,
      group: 'g',
      card: 'temple',
      place: 'host',
      beads: b(1, 1, 1),
      host: 'g',
    });
    expect(can(age, 'g', { action: 'relocate' })).toBe(false);
  });
});

describe('Rout (conflict, attack)', () => {
  it('a win drives the target away, they are no longer neighbours, the loser leaves 1○', () => {
    const { w, age } = setup([5, 2]);
    w.add('d', 'dwarves', { beads: b(3, 0, 0) });
    w.add('o', 'ogre', { beads: b(1, 2, 0) });
    w.link('d', 'o');
    perform(age, 'd', { action: 'rout', target: { rank: 'alpha' } });
    expect(w.neighbours('d')).toEqual([]);
    expect(w.beads('o').loot).toBe(1);
    expect(w.lying.get('o')).toBe(1);
    expect(w.calls.some((c) => c.startsWith('relocate o'))).toBe(true);
  });
  it('a routed Vampire is destroyed', () => {
    const { w, age } = setup([5, 2]);
    w.add('d', 'dwarves', { beads: b(3, 0, 0) });
    w.add('v', 'vampire');
    w.link('d', 'v');
    perform(age, 'd', { action: 'rout' });
    expect(w.groups()).toEqual(['d']);
  });
  it('a routed Ooze shrinks to 1●', () => {
    const { w, age } = setup([5, 2]);
    w.add('d', 'dwarves', { beads: b(3, 0, 0) });
    w.add('z', 'ooze', { beads: b(5, 0, 0) });
    w.link('d', 'z');
    perform(age, 'd', { action: 'rout' });
    expect(w.beads('z').pop).toBe(1);
  });
  it('a failed rout of the Medusa costs the router 1● and gives her 1○', () => {
    const { w, age } = setup([1, 6]);
    w.add('d', 'dwarves', { beads: b(3, 1, 0) });
    w.add('m', 'medusa', { beads: b(1, 0, 0) });
    w.link('d', 'm');
    perform(age, 'd', { action: 'rout' });
    expect(w.beads('d')).toEqual(b(2, 0, 0)); // and the loser's 1○ left lying
    expect(w.beads('m').loot).toBe(1);
  });
});

describe('Steal (conflict, attack)', () => {
  it('a win takes 1○', () => {
    const { w, age } = setup([5, 1]);
    w.add('k', 'kobolds', { beads: b(2, 0, 0) });
    w.add('d', 'dragon');
    w.link('k', 'd');
    perform(age, 'k', { action: 'steal', target: { relation: 'richer' } });
    expect(w.beads('k').loot).toBe(1);
    expect(w.beads('d').loot).toBe(2);
  });
  it('a loss costs 1●', () => {
    const { w, age } = setup([1, 5]);
    w.add('k', 'kobolds', { beads: b(2, 0, 0) });
    w.add('d', 'dragon');
    w.link('k', 'd');
    perform(age, 'k', { action: 'steal' });
    expect(w.beads('k').pop).toBe(1);
  });
  it('Nomads roll +1 against Steal (3 against 3+1)', () => {
    const { w, age } = setup([3, 3]);
    w.add('k', 'kobolds', { beads: b(2, 0, 0) });
    w.add('n', 'nomads');
    w.link('k', 'n');
    perform(age, 'k', { action: 'steal' });
    expect(w.beads('k').pop).toBe(1);
  });
  it("the Kobolds' tunnels add +1 to their steal (2+1 against 3)", () => {
    const { w, age } = setup([2, 3]);
    w.add('k', 'kobolds', { beads: b(2, 0, 0), built: ['Tunnels'] });
    w.add('d', 'dragon');
    w.link('k', 'd');
    perform(age, 'k', { action: 'steal' });
    expect(w.beads('k').loot).toBe(1);
  });
});

describe('Trade (conflict)', () => {
  it('a win: each side gains 1★ (if it has none) or 1○', () => {
    const { w, age } = setup([2, 3]);
    w.add('n', 'nomads', { beads: b(2, 2, 0) });
    w.add('d', 'dwarves', { beads: b(3, 0, 1) });
    w.link('n', 'd');
    w.addBeads('d', { stars: -1 });
    perform(age, 'n', { action: 'trade', bonus: 1 }); // 2+1 ties 3
    expect(w.beads('n')).toEqual(b(2, 2, 1));
    expect(w.beads('d')).toEqual(b(3, 0, 1));
  });
  it('a target with a ★ spends it to beat a tie, and the trade fails', () => {
    const { w, age } = setup([2, 3]);
    w.add('n', 'nomads', { beads: b(2, 2, 0) });
    w.add('d', 'dwarves', { beads: b(3, 0, 1) });
    w.link('n', 'd');
    perform(age, 'n', { action: 'trade', bonus: 1 });
    expect(w.beads('d')).toEqual(b(3, 1, 0));
    expect(w.beads('n')).toEqual(b(2, 1, 0));
  });
  it('a failed trade hands the target 1○, when the trader has one', () => {
    const { w, age } = setup([1, 6, 1, 6]);
    w.add('n', 'nomads', { beads: b(2, 1, 0) });
    w.add('d', 'dwarves', { beads: b(3, 0, 0) });
    w.link('n', 'd');
    perform(age, 'n', { action: 'trade' });
    expect(w.beads('d').loot).toBe(1);
    expect(w.groups()).toEqual(['d']); // and the Nomads, at 0○, move off the map
  });
});

describe('moves of single cards', () => {
  it('the Ooze at 6● splits into two of 3●', () => {
    const { w, age } = setup([]);
    w.add('z', 'ooze', { beads: b(6, 0, 0) });
    perform(age, 'z', { action: 'split' });
    expect(w.groups().map((g) => w.beads(g).pop)).toEqual([3, 3]);
  });
  it('the Hag removes a ★ from a neighbour', () => {
    const { w, age } = setup([]);
    w.add('h', 'hag');
    w.add('k', 'knights');
    w.link('h', 'k');
    perform(age, 'h', { action: 'drain-star', target: { relation: 'has-star' } });
    expect(w.beads('k').stars).toBe(0);
    expect(last(age)).toMatchObject({ action: 'drain-star', target: 'k' });
  });
  it('Morlons gain 1● when they win a conflict; the Fiend a ★ against the good', () => {
    const { w, age } = setup([5, 1, 5, 1]);
    w.add('m', 'morlons', { beads: b(3, 0, 0) });
    w.add('f', 'fiend', { beads: b(1, 2, 0) });
    w.add('k', 'knights', { beads: b(4, 0, 0) });
    w.link('m', 'k');
    w.link('f', 'k');
    perform(age, 'm', { action: 'fight' });
    expect(w.beads('m').pop).toBe(4);
    perform(age, 'f', { action: 'fight' });
    expect(w.beads('f').stars).toBe(1);
  });
  it('a group in Demonic ruins gains +1 against a Demonic Horde (3 against 3+1)', () => {
    const { w, age } = setup([3, 3]);
    w.add('h', 'demonic-horde', { beads: b(2, 0, 0) });
    w.add('g', 'goblins', { beads: b(3, 0, 0) });
    w.ruins.add('g');
    w.link('h', 'g');
    perform(age, 'h', { action: 'fight' });
    expect(w.beads('h').pop).toBe(1);
  });
  it('Knights who wipe out an alpha predator build a monument', () => {
    const { w, age } = setup([6, 1]);
    w.add('k', 'knights', { beads: b(4, 0, 0) });
    w.add('o', 'ogre', { beads: b(1, 0, 0) });
    w.link('k', 'o');
    perform(age, 'k', { action: 'fight', target: { rank: 'alpha' } });
    expect(w.built('k')).toEqual(['Monument']);
  });
});
