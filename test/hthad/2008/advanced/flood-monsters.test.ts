/**
 * Advanced Rules I: the special rule of every row of the Water and Magma monster table
 * (hthad-2008-rules.txt, "Age of Monsters" under Advanced Rules I), with scripted dice.
 */
import { describe, expect, it } from 'vitest';
import { fixture } from '../monsters/fixture';
import { floodOf } from '../../../../src/hthad/2008/advanced/floods';
import {
  azirStarve,
  FLOOD_MONSTERS,
  mayEnter,
  touchingWater,
} from '../../../../src/hthad/2008/advanced/water-magma';
import { alphaSeason } from '../../../../src/hthad/2008/monsters/alphas';
import { wandererSeason } from '../../../../src/hthad/2008/monsters/wandering';
import { delverSeason } from '../../../../src/hthad/2008/monsters/delvers';
import { breederSeason } from '../../../../src/hthad/2008/monsters/breeders';
import { adventure } from '../../../../src/hthad/2008/monsters/adventurers';
import { home } from '../../../../src/hthad/2008/monsters/state';

const rules = (f: { h: { events: { rule: string }[] } }): string[] => f.h.events.map((e) => e.rule);

describe('the water and magma monster table', () => {
  it('gives every row the special rule the book prints', () => {
    expect(Object.fromEntries(FLOOD_MONSTERS.map((r) => [r.id, r.rule]))).toEqual({
      merfolk: 'builds-flooded',
      'flame-devils': 'fights-adventurers',
      crabmen: 'none',
      azir: 'needs-magma',
      'cave-octopus': 'water-bound',
      salamander: 'fills-lair',
      'giant-pike': 'water-bound',
      elemental: 'shuns-water',
    });
  });
});

describe('cave octopus: must stay in the water, encounters any group whose ZOC touches it', () => {
  it('strikes at a group whose zone of control reaches its water, with the die of the fight recorded', () => {
    const f = fixture([], { waterMagma: true });
    f.rooms[1]!.marks.push('water');
    f.rooms[2]!.marks.push('water');
    const octopus = f.group('alpha', 'cave-octopus', 2, 1, 0);
    const dwarves = f.group('delvers', 'dwarves', 3, 3, 2);
    dwarves.zocRadius = 4; // the dwarves' zone reaches the shore of room 2
    expect(touchingWater(f.h, f.s, octopus).map((g) => g.id)).toEqual([dwarves.id]);
    alphaSeason(f.h, f.s, octopus);
    const strike = f.h.events.find((e) => e.rule === 'water-strike')!;
    expect(strike.actors).toEqual([octopus.id, dwarves.id]);
    expect(f.h.events.findIndex((e) => e.rule === 'water-strike')).toBeLessThan(
      f.h.events.length - 1,
    );
  });
  it('ignores a dry group within a finger whose ZOC does not touch the water, and moves its lair only within the water', () => {
    const f = fixture([], { waterMagma: true });
    f.rooms[1]!.marks.push('water');
    f.rooms[2]!.marks.push('water');
    const octopus = f.group('alpha', 'cave-octopus', 2, 1, 0);
    const goblins = f.group('breeders', 'goblins', 3, 2, 0);
    alphaSeason(f.h, f.s, octopus);
    expect(rules(f)).not.toContain('water-strike');
    expect(f.h.events.some((e) => e.actors.includes(goblins.id))).toBe(false);
    expect(rules(f)).toContain('alpha-moves');
    expect(home(f.h, octopus.id).id).toBe(f.rooms[1]!.id);
  });
  it('with no free water room in reach it stays put rather than dig a dry cave', () => {
    const f = fixture([], { waterMagma: true });
    f.rooms[2]!.marks.push('water');
    const octopus = f.group('alpha', 'cave-octopus', 2, 1, 0);
    alphaSeason(f.h, f.s, octopus);
    expect(rules(f)).not.toContain('alpha-moves');
    expect(home(f.h, octopus.id).id).toBe(f.rooms[2]!.id);
  });
});

describe('giant pike: cannot leave the water, encounters any group touching it', () => {
  it('on a wander roll of 1 it strikes from the water at a group touching it', () => {
    const f = fixture([1], { waterMagma: true });
    f.rooms[1]!.marks.push('water');
    const pike = f.group('wandering', 'giant-pike', 1, 1, 0);
    const dwarves = f.group('delvers', 'dwarves', 2, 2, 1);
    dwarves.zocRadius = 4;
    wandererSeason(f.h, f.s, pike);
    const strike = f.h.events.find((e) => e.rule === 'water-strike')!;
    expect(strike.dice[0]).toMatchObject({ die: 'd4', value: 1 });
    expect(strike.actors).toEqual([pike.id, dwarves.id]);
    expect(home(f.h, pike.id).id).toBe(f.rooms[1]!.id);
  });
  it('may only enter water places', () => {
    const f = fixture([], { waterMagma: true });
    f.rooms[1]!.marks.push('water');
    const pike = f.group('wandering', 'giant-pike', 1, 1, 0);
    expect(mayEnter(f.h, f.s, pike, f.rooms[1]!)).toBe(true);
    expect(mayEnter(f.h, f.s, pike, f.rooms[2]!)).toBe(false);
  });
});

describe('elemental: cannot enter water areas', () => {
  it('never wanders into water', () => {
    const f = fixture([1], { waterMagma: true });
    f.rooms[2]!.marks.push('magma');
    f.rooms[1]!.marks.push('water');
    f.rooms[3]!.marks.push('water');
    const elemental = f.group('wandering', 'elemental', 2, 1, 0);
    expect(mayEnter(f.h, f.s, elemental, f.rooms[1]!)).toBe(false);
    wandererSeason(f.h, f.s, elemental);
    expect(home(f.h, elemental.id).id).toBe(f.rooms[2]!.id);
    expect(rules(f)).not.toContain('wanders');
  });
  it('other monsters are not bound by the rule, nor is anyone with the rule off', () => {
    const f = fixture([], { waterMagma: true });
    f.rooms[1]!.marks.push('water');
    expect(mayEnter(f.h, f.s, f.group('wandering', 'troll', 2, 1, 0), f.rooms[1]!)).toBe(true);
    const off = fixture();
    off.rooms[1]!.marks.push('water');
    expect(
      mayEnter(off.h, off.s, off.group('wandering', 'elemental', 2, 1, 0), off.rooms[1]!),
    ).toBe(true);
  });
});

describe('salamander: a new lair in a non-magma room fills with magma', () => {
  it('moves its lair to a dry room and magma wells up there', () => {
    const f = fixture([0], { waterMagma: true });
    f.rooms[2]!.marks.push('magma');
    const sal = f.group('alpha', 'salamander', 2, 1, 0);
    alphaSeason(f.h, f.s, sal);
    expect(rules(f)).toEqual(['alpha-moves', 'salamander-magma']);
    const lair = home(f.h, sal.id);
    expect(lair.id).not.toBe(f.rooms[2]!.id);
    expect(floodOf(f.h, lair)).toBe('magma');
    expect(f.h.events[0]!.dice[0]).toMatchObject({ value: 0 });
  });
});

describe('azir: lose 1● a turn unless their lair includes a magma-flooded room', () => {
  it('starve with no magma room among their places', () => {
    const f = fixture([], { waterMagma: true });
    const azir = f.group('breeders', 'azir', 2, 3, 0);
    expect(azirStarve(f.h, f.s, azir)).toBe(true);
    breederSeason(f.h, f.s, azir);
    expect(rules(f)).toContain('azir-starve');
  });
  it('may leave the magma: one magma room among the places they hold is enough', () => {
    const f = fixture([], { waterMagma: true });
    f.rooms[2]!.marks.push('magma');
    const azir = f.group('breeders', 'azir', 2, 3, 0);
    f.h.world.groups.find((g) => g.id === azir.id)!.home = f.rooms[3]!.id;
    f.rooms[3]!.owner = azir.id;
    expect(azirStarve(f.h, f.s, azir)).toBe(false);
    breederSeason(f.h, f.s, azir);
    expect(rules(f)).not.toContain('azir-starve');
  });
});

describe('merfolk: always build flooded rooms to live in', () => {
  it('a dry room they hold is flooded', () => {
    const f = fixture([], { waterMagma: true });
    f.rooms[2]!.marks.push('water');
    const merfolk = f.group('delvers', 'merfolk', 2, 2, 3);
    f.rooms[3]!.owner = merfolk.id;
    delverSeason(f.h, f.s, merfolk);
    const e = f.h.events.find((x) => x.rule === 'merfolk-flood')!;
    expect(e.places).toEqual([f.rooms[3]!.id]);
    expect(floodOf(f.h, f.rooms[3]!)).toBe('water');
  });
  it('crabmen have no special rule: their dry rooms stay dry', () => {
    const f = fixture([], { waterMagma: true });
    f.rooms[2]!.marks.push('water');
    const crabmen = f.group('breeders', 'crabmen', 2, 2, 0);
    f.rooms[3]!.owner = crabmen.id;
    breederSeason(f.h, f.s, crabmen);
    expect(floodOf(f.h, f.rooms[3]!)).toBeNull();
  });
});

describe('flame devils: lawful, but always fight adventurers', () => {
  it('a lawful party fights them instead of taking a quest', () => {
    const f = fixture([], { waterMagma: true });
    f.rooms[0]!.marks.push('magma');
    const devils = f.group('delvers', 'flame-devils', 0, 2, 1, 'lawful');
    adventure(f.h, f.s, { alignment: 'lawful', size: 3, hooks: null, entrance: f.entrance });
    expect(rules(f)).toContain('flame-devils-fight');
    expect(rules(f)).not.toContain('quest');
    expect(f.h.events.find((e) => e.rule === 'flame-devils-fight')!.actors[0]).toBe(devils.id);
  });
  it('lawful dwarves in the same place give a lawful party a quest', () => {
    const f = fixture([], { waterMagma: true });
    f.group('delvers', 'dwarves', 0, 2, 1, 'lawful');
    f.group('breeders', 'goblins', 2, 2, 1);
    adventure(f.h, f.s, { alignment: 'lawful', size: 3, hooks: null, entrance: f.entrance });
    expect(rules(f)).toContain('quest');
    expect(rules(f)).not.toContain('flame-devils-fight');
  });
});
