/**
 * Seasons, setup and ends of the Age of Monsters with scripted dice (hthad-2008-rules.txt:
 * the Surface Kingdoms, Delving Groups, Breeding Groups, Alpha Predators, Adventurers).
 */
import { describe, expect, it } from 'vitest';
import { fixture } from './fixture';
import { kingdomSetup, kingdomSeason } from '../../../../src/hthad/2008/monsters/kingdom';
import { breederSeason } from '../../../../src/hthad/2008/monsters/breeders';
import { delverSeason } from '../../../../src/hthad/2008/monsters/delvers';
import { alphaSeason } from '../../../../src/hthad/2008/monsters/alphas';
import { monstersEnd, watchSixLoot } from '../../../../src/hthad/2008/monsters/age';
import { breederEncounter } from '../../../../src/hthad/2008/monsters/meet';
import {
  adventurersOrUndead,
  encounter,
  slumberingUndead,
  thief,
} from '../../../../src/hthad/2008/monsters/adventurers';
import { specialFeature, templeSeason } from '../../../../src/hthad/2008/monsters/features';
import { invade } from '../../../../src/hthad/2008/monsters/setup';
import {
  activeGroups,
  alive,
  artifactBonus,
  home,
  kill,
  loot,
  pop,
} from '../../../../src/hthad/2008/monsters/state';
import { pt } from '../../../../src/hthad/world';

describe('surface kingdoms', () => {
  it('setup: a castle on the surface with 2● 1○', () => {
    const f = fixture();
    const k = kingdomSetup(f.h, f.s);
    const castle = f.h.world.places.find((p) => p.role === 'castle')!;
    expect(castle.kind).toBe('surface-site');
    expect([pop(f.h, k.id), loot(f.h, k.id)]).toEqual([2, 1]);
    expect(
      castle.shape.kind === 'rect' && castle.shape.y + castle.shape.h <= f.h.world.page.surfaceY,
    ).toBe(true);
  });
  it('each season: +1● to the castle; unsupported knights go out to farms', () => {
    const f = fixture();
    const k = kingdomSetup(f.h, f.s);
    kingdomSeason(f.h, f.s, k);
    // 3● in the castle need 3 farms: a new farm takes 1● (created there).
    const farms = f.h.world.places.filter((p) => p.role === 'farm');
    expect(farms).toHaveLength(1);
    expect(pop(f.h, k.id)).toBe(4);
  });
  it('the sixth loot ends the age and sets 5○ aside for the villain', () => {
    const f = fixture();
    const k = kingdomSetup(f.h, f.s);
    for (let i = 0; i < 5; i++) f.h.addToken('treasure', 'loot', k.id, f.s.kingdoms[0]!.castle);
    expect(monstersEnd(f.h, f.s)).toEqual({ kind: 'six-loot', group: k.id });
  });
  it('the age ends the moment a group holds six, even if it pays a bribe later that season', () => {
    // Bribe rolls: the breeders 6 + 6○, the alpha 1 + 0○.
    const f = fixture([6, 1]);
    const b = f.group('breeders', 'goblins', 1, 2, 5);
    const a = f.group('alpha', 'basilisk', 2, 1, 0);
    watchSixLoot(f.h, f.s);
    expect(f.s.sixLoot).toBeNull();
    f.h.addToken('treasure', 'loot', b.id, home(f.h, b.id).id);
    breederEncounter(f.h, f.s, b, a);
    expect(f.h.events.at(-1)!.rule).toBe('bribe');
    expect(loot(f.h, b.id)).toBe(5);
    expect(monstersEnd(f.h, f.s)).toEqual({ kind: 'six-loot', group: b.id });
  });
  it('the age ends when the surface is wiped out', () => {
    const f = fixture();
    const k = kingdomSetup(f.h, f.s);
    f.group('delvers', 'dwarves', 0, 3, 2);
    kill(f.h, k.id, 2);
    expect(monstersEnd(f.h, f.s)).toEqual({ kind: 'surface-wiped-out' });
  });
  it('the age ends with too many groups to manage', () => {
    const f = fixture();
    kingdomSetup(f.h, f.s);
    for (let i = 0; i < 15; i++) f.group('breeders', 'goblins', i % 6, 1, 0);
    expect(monstersEnd(f.h, f.s)).toEqual({ kind: 'too-many-groups' });
  });
});

describe('group seasons', () => {
  it('delvers with no ○ abandon the colony', () => {
    const f = fixture();
    const d = f.group('delvers', 'antlings', 5, 3, 0);
    delverSeason(f.h, f.s, d);
    expect(alive(f.h, d)).toBe(false);
  });
  it('delvers with more ○ than ● add 1●', () => {
    const f = fixture();
    const d = f.group('delvers', 'antlings', 5, 1, 3);
    delverSeason(f.h, f.s, d);
    expect(pop(f.h, d.id)).toBe(2);
  });
  it('delvers seize loose ○ in their ZOC at the start of the season', () => {
    const f = fixture();
    const d = f.group('delvers', 'antlings', 5, 3, 1);
    f.h.addToken('treasure', 'loot', null, f.rooms[5]!.id);
    delverSeason(f.h, f.s, d);
    expect(loot(f.h, d.id)).toBe(2);
  });
  it('breeders breed +1● (and +1 more with more ○ than ●), and starve without 1○ per 3●', () => {
    const f = fixture();
    const b = f.group('breeders', 'orcs', 5, 1, 2);
    breederSeason(f.h, f.s, b);
    expect(pop(f.h, b.id)).toBe(3);
    const g = fixture();
    const c = g.group('breeders', 'orcs', 5, 3, 0);
    breederSeason(g.h, g.s, c);
    // bred to 4, unsupported: one starves.
    expect(pop(g.h, c.id)).toBe(3);
  });
  it('unsupported breeders with 4● and 1○ split, half founding a new colony a finger away', () => {
    const f = fixture();
    const b = f.group('breeders', 'goblins', 0, 6, 1);
    breederSeason(f.h, f.s, b);
    const goblins = activeGroups(f.h, f.s, (g) => g.flavour === 'goblins');
    expect(goblins).toHaveLength(2);
    expect(goblins.reduce((n, g) => n + pop(f.h, g.id), 0)).toBeLessThanOrEqual(6);
  });
  it('an alpha with no prey and no loot in reach spends 1○; a dragon sleeps instead', () => {
    const f = fixture();
    const a = f.group('alpha', 'ogre', 5, 1, 2);
    alphaSeason(f.h, f.s, a);
    expect(loot(f.h, a.id)).toBe(1);
    const g = fixture();
    const d = g.group('alpha', 'dragon', 5, 1, 2);
    alphaSeason(g.h, g.s, d);
    expect(loot(g.h, d.id)).toBe(2);
  });
  it('an alpha forages a finger along tunnels for population', () => {
    // rooms are 3 beads apart: room 4 is in reach of room 5. Alpha wins 6+1+2 vs 1+1.
    const f = fixture([6, 1]);
    const a = f.group('alpha', 'ogre', 5, 1, 0);
    const o = f.group('delvers', 'dwarves', 4, 1, 1);
    alphaSeason(f.h, f.s, a);
    expect(loot(f.h, o.id)).toBe(0);
    expect(loot(f.h, a.id)).toBe(1);
  });
  it('a minotaur with loot at the end of its turn makes its lair a maze', () => {
    const f = fixture();
    const a = f.group('alpha', 'minotaur', 5, 1, 1);
    f.h.addToken('treasure', 'loot', null, f.rooms[4]!.id);
    alphaSeason(f.h, f.s, a);
    expect(a.maze).toBe(true);
  });
});

describe('invasions', () => {
  it('an arrival inside another ZOC fights it, then bounces away', () => {
    const f = fixture([6, 1]);
    f.group('delvers', 'dwarves', 2, 3, 2);
    const b = f.group('breeders', 'goblins', 2, 2, 1);
    invade(f.h, f.s, b);
    expect(f.h.events.some((e) => e.rule === 'invasion')).toBe(true);
    expect(home(f.h, b.id).id).not.toBe(f.rooms[2]!.id);
  });
});

describe('adventurers and undead', () => {
  it('adventurers only come when there are at least 3 monster groups; else the undead stir', () => {
    const f = fixture();
    f.group('delvers', 'dwarves', 0, 3, 2);
    f.h.addToken('treasure', 'loot', null, f.rooms[3]!.id);
    adventurersOrUndead(f.h, f.s);
    expect(f.h.events.some((e) => e.rule === 'undead-rise')).toBe(true);
    expect(f.h.events.some((e) => e.rule === 'adventurers-enter')).toBe(false);
  });
  it('slumbering undead: 1● 1○ in an empty tomb first', () => {
    const f = fixture();
    f.rooms[4]!.marks.push('tomb');
    slumberingUndead(f.h, f.s);
    const u = activeGroups(f.h, f.s, (g) => g.flavour === 'undead')[0]!;
    expect(home(f.h, u.id).id).toBe(f.rooms[4]!.id);
    expect([pop(f.h, u.id), loot(f.h, u.id)]).toEqual([1, 1]);
  });
  it('slumbering undead: with no tombs or loose loot, 2● 1○ in a new tomb', () => {
    const f = fixture();
    slumberingUndead(f.h, f.s);
    const u = activeGroups(f.h, f.s, (g) => g.flavour === 'undead')[0]!;
    expect([pop(f.h, u.id), loot(f.h, u.id)]).toEqual([2, 1]);
    expect(home(f.h, u.id).marks).toContain('tomb');
  });
  it('Fight!: winning by more than 1 kills the group and takes its loot', () => {
    const f = fixture([6, 1]);
    const p = f.group('adventurers', 'party', 0, 4, 1, 'lawful');
    const o = f.group('breeders', 'goblins', 0, 2, 2);
    encounter(f.h, f.s, p, o, new Set());
    expect(alive(f.h, o)).toBe(false);
    expect([pop(f.h, p.id), loot(f.h, p.id)]).toEqual([4, 3]);
  });
  it('Fight!: losing by 1 costs a bead per opposing bead and leaves 1○ behind', () => {
    // party 2+4=6 vs 5+2=7
    const f = fixture([2, 5]);
    const p = f.group('adventurers', 'party', 0, 4, 1, 'lawful');
    const o = f.group('breeders', 'goblins', 0, 2, 2);
    const avoid = new Set<string>();
    encounter(f.h, f.s, p, o, avoid);
    expect([pop(f.h, p.id), loot(f.h, p.id)]).toEqual([2, 0]);
    expect(avoid.has(o.id)).toBe(true);
  });
  it('Fight!: a tie costs 1● and the party avoids that group', () => {
    const f = fixture([3, 5]);
    const p = f.group('adventurers', 'party', 0, 4, 1, 'lawful');
    const o = f.group('breeders', 'goblins', 0, 2, 2);
    const avoid = new Set<string>();
    encounter(f.h, f.s, p, o, avoid);
    expect(pop(f.h, p.id)).toBe(3);
    expect(avoid.has(o.id)).toBe(true);
  });
  it('the thief flees with the loot when the party is down to 1●', () => {
    const f = fixture();
    const p = f.group('adventurers', 'party', 0, 1, 2, 'lawful');
    expect(thief(f.h, f.s, p, 4)).toBe(true);
    expect(alive(f.h, p)).toBe(false);
    expect(thief(f.h, f.s, f.group('adventurers', 'party', 0, 1, 0, 'lawful'), 1)).toBe(false);
  });
});

describe('special features', () => {
  it('4: the Temple of Evil, whose missionaries shrine a chaotic group', () => {
    const f = fixture([4]);
    specialFeature(f.h, f.s, pt(9, 10));
    const t = activeGroups(f.h, f.s, (g) => g.kind === 'temple')[0]!;
    expect([pop(f.h, t.id), loot(f.h, t.id)]).toEqual([1, 1]);
    const g = f.group('breeders', 'goblins', 5, 2, 1);
    templeSeason(f.h, f.s, t);
    expect(g.shrine).toBe(true);
    expect([pop(f.h, t.id), loot(f.h, t.id)]).toEqual([2, 2]);
  });
  it('7: the most populous group digs a crypt; 1○ becomes grave goods', () => {
    const f = fixture([7]);
    const g = f.group('breeders', 'goblins', 5, 4, 2);
    f.group('delvers', 'dwarves', 0, 3, 2);
    specialFeature(f.h, f.s, pt(9, 10));
    expect(loot(f.h, g.id)).toBe(1);
    const crypt = f.h.world.places.find((p) => p.role === 'crypt')!;
    expect(crypt.marks).toContain('tomb');
    expect(
      f.h.world.tokens.some(
        (t) => t.place === crypt.id && t.kind === 'treasure' && t.owner === null,
      ),
    ).toBe(true);
  });
  it('9: a dimensional gate lets 2● in, fighting as a wandering monster', () => {
    const f = fixture([9]);
    specialFeature(f.h, f.s, pt(9, 10));
    const w = activeGroups(f.h, f.s, (g) => g.kind === 'wandering')[0]!;
    expect(pop(f.h, w.id)).toBe(2);
  });
  it('11: a haunting puts 3● 1○ of undead in an empty room', () => {
    const f = fixture([11]);
    specialFeature(f.h, f.s, pt(9, 10));
    const w = activeGroups(f.h, f.s, (g) => g.flavour === 'undead')[0]!;
    expect([pop(f.h, w.id), loot(f.h, w.id)]).toEqual([3, 1]);
  });
  it('2: the artifact begins in the castle and gives +1 to its holder', () => {
    // the castle's landing x, then the d12 shows 2
    const f = fixture([100, 2]);
    const k = kingdomSetup(f.h, f.s);
    specialFeature(f.h, f.s, pt(9, 10));
    expect(f.s.artifact).not.toBeNull();
    expect(loot(f.h, k.id)).toBe(2);
    expect(artifactBonus(f.h, f.s, k.id)).toBe(1);
  });
});
