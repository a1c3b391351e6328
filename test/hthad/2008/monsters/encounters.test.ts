/**
 * Encounter rules of the Age of Monsters with scripted dice (hthad-2008-rules.txt: Delving
 * Groups, Breeding Groups and Alpha Predators "Encounters"; "Wandering Monsters").
 */
import { describe, expect, it } from 'vitest';
import { fixture } from './fixture';
import {
  alphaEncounter,
  breederEncounter,
  delverEncounter,
} from '../../../../src/hthad/2008/monsters/meet';
import { wandererClash } from '../../../../src/hthad/2008/monsters/encounter';
import { alive, home, loot, pop } from '../../../../src/hthad/2008/monsters/state';

describe('delvers encounter', () => {
  it('lawful groups skirmish: each loses 1● and no die is rolled', () => {
    const f = fixture([]);
    const d = f.group('delvers', 'dwarves', 0, 3, 2, 'lawful');
    const o = f.group('delvers', 'darrow', 1, 4, 1, 'lawful');
    delverEncounter(f.h, f.s, d, o);
    expect([pop(f.h, d.id), pop(f.h, o.id)]).toEqual([2, 3]);
  });
  it('antlings do not skirmish with antlings', () => {
    const f = fixture([]);
    const d = f.group('delvers', 'antlings', 0, 3, 2, 'lawful');
    const o = f.group('delvers', 'antlings', 1, 3, 2, 'lawful');
    delverEncounter(f.h, f.s, d, o);
    expect([pop(f.h, d.id), pop(f.h, o.id)]).toEqual([3, 3]);
  });
  it('war with chaotic groups: a win kills 1● of theirs and loots 1○', () => {
    const f = fixture([6, 1]);
    const d = f.group('delvers', 'dwarves', 0, 3, 2, 'lawful');
    const o = f.group('breeders', 'goblins', 2, 3, 2, 'chaotic');
    delverEncounter(f.h, f.s, d, o);
    expect([pop(f.h, d.id), loot(f.h, d.id), pop(f.h, o.id), loot(f.h, o.id)]).toEqual([
      3, 3, 2, 1,
    ]);
  });
  it('war: a tie costs both 1●; a loss costs the delvers 1● and 1○', () => {
    const t = fixture([4, 4]);
    const d = t.group('delvers', 'dwarves', 0, 3, 2);
    const o = t.group('breeders', 'goblins', 2, 3, 2);
    delverEncounter(t.h, t.s, d, o);
    expect([pop(t.h, d.id), pop(t.h, o.id)]).toEqual([2, 2]);
    const l = fixture([1, 6]);
    const d2 = l.group('delvers', 'dwarves', 0, 3, 2);
    const o2 = l.group('breeders', 'goblins', 2, 3, 2);
    delverEncounter(l.h, l.s, d2, o2);
    expect([pop(l.h, d2.id), loot(l.h, d2.id), loot(l.h, o2.id)]).toEqual([2, 1, 3]);
  });
  it('against an alpha: winning by 4 or more kills it', () => {
    // delvers 6+5=11, alpha 1+1+2=4: by 7.
    const f = fixture([6, 1]);
    const d = f.group('delvers', 'dwarves', 0, 5, 2);
    const a = f.group('alpha', 'owlbear', 1, 1, 1);
    delverEncounter(f.h, f.s, d, a);
    expect(alive(f.h, a)).toBe(false);
    expect(loot(f.h, d.id)).toBe(3);
  });
  it('against an alpha: a narrow win drives it to a lair at least a thumb further away', () => {
    // delvers 3+3=6, alpha 3+1+2=6... tie; use 4 vs 3: 7 to 6.
    const f = fixture([4, 3]);
    const d = f.group('delvers', 'dwarves', 0, 3, 2);
    const a = f.group('alpha', 'owlbear', 1, 1, 1);
    const before = home(f.h, a.id).id;
    delverEncounter(f.h, f.s, d, a);
    expect(alive(f.h, a)).toBe(true);
    expect(home(f.h, a.id).id).not.toBe(before);
    expect(loot(f.h, d.id)).toBe(3);
  });
  it('against an alpha: a tie or loss costs the delvers 1●', () => {
    const f = fixture([1, 6]);
    const d = f.group('delvers', 'dwarves', 0, 3, 2);
    const a = f.group('alpha', 'owlbear', 1, 1, 1);
    delverEncounter(f.h, f.s, d, a);
    expect(pop(f.h, d.id)).toBe(2);
  });
});

describe('breeders encounter', () => {
  it('hit and run: a win loots 1○, a tie costs both 1●, a loss costs 1●', () => {
    const w = fixture([6, 1]);
    const b = w.group('breeders', 'goblins', 0, 3, 1);
    const o = w.group('delvers', 'dwarves', 2, 3, 2);
    breederEncounter(w.h, w.s, b, o);
    expect([loot(w.h, b.id), loot(w.h, o.id)]).toEqual([2, 1]);
    const t = fixture([2, 2]);
    const b2 = t.group('breeders', 'goblins', 0, 3, 1);
    const o2 = t.group('delvers', 'dwarves', 2, 3, 2);
    breederEncounter(t.h, t.s, b2, o2);
    expect([pop(t.h, b2.id), pop(t.h, o2.id)]).toEqual([2, 2]);
    const l = fixture([1, 6]);
    const b3 = l.group('breeders', 'goblins', 0, 3, 1);
    const o3 = l.group('delvers', 'dwarves', 2, 3, 2);
    breederEncounter(l.h, l.s, b3, o3);
    expect([pop(l.h, b3.id), pop(l.h, o3.id)]).toEqual([2, 3]);
  });
  it('a supported group bribes an alpha: d6 + ○ each side; the winner pays 1○ and is ignored', () => {
    const f = fixture([6, 1]);
    const b = f.group('breeders', 'goblins', 0, 3, 2);
    const a = f.group('alpha', 'ogre', 1, 1, 0);
    breederEncounter(f.h, f.s, b, a);
    expect([loot(f.h, b.id), loot(f.h, a.id)]).toEqual([1, 1]);
    expect(a.bribedBy).toEqual([b.id]);
  });
  it('ants never have to pay the bribe', () => {
    const f = fixture([6, 1]);
    const b = f.group('breeders', 'ants', 0, 3, 2);
    const a = f.group('alpha', 'ogre', 1, 1, 0);
    breederEncounter(f.h, f.s, b, a);
    expect([loot(f.h, b.id), loot(f.h, a.id)]).toEqual([2, 0]);
    expect(a.bribedBy).toEqual([b.id]);
  });
  it('an unsupported group fights: a loss costs 2●', () => {
    // 4● with 1○ is not supported (1○ per 3●): no bribe, encounter roll 1+4 vs 6+1+2.
    const f = fixture([1, 6]);
    const b = f.group('breeders', 'goblins', 0, 4, 1);
    const a = f.group('alpha', 'ogre', 1, 1, 0);
    breederEncounter(f.h, f.s, b, a);
    expect(pop(f.h, b.id)).toBe(2);
  });
  it('cave giants count double in a conflict', () => {
    // giants 1● counts 2: 3+2=5 vs dwarves 3+2=5 would tie; 4+2=6 beats 5.
    const f = fixture([4, 3]);
    const b = f.group('breeders', 'cave-giants', 0, 1, 1);
    const o = f.group('delvers', 'dwarves', 2, 2, 2);
    breederEncounter(f.h, f.s, b, o);
    expect(loot(f.h, b.id)).toBe(2);
  });
});

describe('alpha predators encounter', () => {
  it('tribute: a win takes 1○, or 1● when there is no loot', () => {
    const f = fixture([6, 1, 6, 1]);
    const a = f.group('alpha', 'ogre', 0, 1, 0);
    const o = f.group('delvers', 'dwarves', 1, 2, 2);
    alphaEncounter(f.h, f.s, a, o);
    expect([loot(f.h, a.id), loot(f.h, o.id)]).toEqual([1, 1]);
    const p = f.group('breeders', 'kobolds', 3, 3, 0);
    alphaEncounter(f.h, f.s, a, p);
    expect(pop(f.h, p.id)).toBe(2);
  });
  it('a fire giant demands 2○ from delvers and breeders', () => {
    const f = fixture([6, 1]);
    const a = f.group('alpha', 'fire-giant', 0, 1, 0);
    const o = f.group('delvers', 'dwarves', 1, 2, 3);
    alphaEncounter(f.h, f.s, a, o);
    expect([loot(f.h, a.id), loot(f.h, o.id)]).toEqual([2, 1]);
  });
  it('a tie kills 1●; a loss leaves 1○ behind and moves the lair', () => {
    const t = fixture([3, 4]);
    const a = t.group('alpha', 'ogre', 0, 1, 0);
    const o = t.group('delvers', 'dwarves', 1, 2, 2);
    alphaEncounter(t.h, t.s, a, o);
    expect(pop(t.h, o.id)).toBe(1);
    const l = fixture([1, 6]);
    const a2 = l.group('alpha', 'ogre', 0, 1, 2);
    const o2 = l.group('delvers', 'dwarves', 1, 2, 2);
    const lair = home(l.h, a2.id).id;
    alphaEncounter(l.h, l.s, a2, o2);
    expect(loot(l.h, a2.id)).toBe(1);
    expect(
      l.h.world.tokens.some((t) => t.owner === null && t.kind === 'treasure' && t.place === lair),
    ).toBe(true);
    expect(home(l.h, a2.id).id).not.toBe(lair);
  });
  it('a battle for dominance: the winner kills the other alpha and may loot it', () => {
    const f = fixture([6, 1]);
    const a = f.group('alpha', 'ogre', 0, 1, 0);
    const o = f.group('alpha', 'owlbear', 1, 1, 1);
    alphaEncounter(f.h, f.s, a, o);
    expect(alive(f.h, o)).toBe(false);
    expect(loot(f.h, a.id)).toBe(1);
  });
});

describe('wandering monsters', () => {
  it('a wanderer kills one per bead and loses one per kill; no dice', () => {
    const f = fixture([]);
    const w = f.group('wandering', 'troll', 0, 2, 0);
    w.flavour = 'scavenger-jelly';
    const o = f.group('delvers', 'dwarves', 0, 3, 2);
    wandererClash(f.h, f.s, { g: w }, { g: o });
    expect(pop(f.h, o.id)).toBe(1);
    expect(alive(f.h, w)).toBe(false);
  });
  it('alphas gain +2: a lone wanderer cannot harm one', () => {
    const f = fixture([]);
    const w = f.group('wandering', 'scavenger-jelly', 0, 1, 0);
    const a = f.group('alpha', 'ogre', 0, 1, 0);
    wandererClash(f.h, f.s, { g: w }, { g: a });
    expect(pop(f.h, a.id)).toBe(1);
    expect(alive(f.h, w)).toBe(false);
  });
  it('an ooze kills 2● for each bead', () => {
    const f = fixture([]);
    const w = f.group('wandering', 'ooze', 0, 1, 0);
    const o = f.group('breeders', 'goblins', 0, 4, 1);
    wandererClash(f.h, f.s, { g: w }, { g: o });
    expect(pop(f.h, o.id)).toBe(2);
  });
  it('green slime grows instead of dying when it destroys its foe', () => {
    const f = fixture([]);
    const w = f.group('wandering', 'green-slime', 0, 1, 0);
    const o = f.group('breeders', 'gnolls', 0, 1, 1);
    wandererClash(f.h, f.s, { g: w }, { g: o });
    expect(alive(f.h, o)).toBe(false);
    expect(pop(f.h, w.id)).toBe(2);
  });
  it('wanderers of the same type join forces', () => {
    const f = fixture([]);
    const a = f.group('wandering', 'skeletons', 0, 1, 0);
    const b = f.group('wandering', 'skeletons', 1, 2, 1);
    wandererClash(f.h, f.s, { g: a }, { g: b });
    expect([pop(f.h, a.id), loot(f.h, a.id), alive(f.h, b)]).toEqual([3, 1, false]);
  });
  it('a troll is never killed except by adventurers: it wanders off leaving its loot', () => {
    const f = fixture([]);
    const t = f.group('wandering', 'troll', 0, 1, 1);
    const o = f.group('delvers', 'dwarves', 0, 3, 2);
    wandererClash(f.h, f.s, { g: t }, { g: o });
    expect(alive(f.h, t)).toBe(true);
    expect(pop(f.h, t.id)).toBe(1);
    expect(loot(f.h, t.id)).toBe(0);
    expect(home(f.h, t.id).id).not.toBe(f.rooms[0]!.id);
  });
  it('a lone hobgoblin joins a goblin group instead of fighting', () => {
    const f = fixture([]);
    const w = f.group('wandering', 'lone-hobgoblin', 0, 1, 0);
    const o = f.group('breeders', 'goblins', 0, 2, 1);
    wandererClash(f.h, f.s, { g: w }, { g: o });
    expect(pop(f.h, o.id)).toBe(3);
    expect(alive(f.h, w)).toBe(false);
  });
});
