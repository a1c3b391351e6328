/**
 * The Age of Monsters tables as printed in hthad-2008-rules.txt: every die face has a row,
 * every row has behaviour, and the starting beads each flavour's text names.
 */
import { describe, expect, it } from 'vitest';
import {
  ALPHA_FLAVOURS,
  BREEDER_FLAVOURS,
  DELVER_FLAVOURS,
  MONSTER_TABLE,
  SPECIAL_FEATURES,
  WANDERING_FLAVOURS,
} from '../../../../src/hthad/2008/monsters/tables';
import { DELVER_RULES } from '../../../../src/hthad/2008/monsters/delvers';
import { BREEDER_RULES } from '../../../../src/hthad/2008/monsters/breeders';
import { ALPHA_RULES } from '../../../../src/hthad/2008/monsters/alphas';
import { WANDERER_RULES } from '../../../../src/hthad/2008/monsters/wandering';
import { FEATURE_RULES } from '../../../../src/hthad/2008/monsters/features';
import { fightResult } from '../../../../src/hthad/2008/monsters/adventurers';

const covers = (rows: readonly { lo: number; hi: number }[], sides: number) => {
  for (let v = 1; v <= sides; v++)
    expect(rows.filter((r) => r.lo <= v && v <= r.hi)).toHaveLength(1);
};

describe('tables cover their dice', () => {
  it('Monster d6, flavours d12, special features d12', () => {
    covers(MONSTER_TABLE, 6);
    for (const t of [
      DELVER_FLAVOURS,
      BREEDER_FLAVOURS,
      ALPHA_FLAVOURS,
      WANDERING_FLAVOURS,
      SPECIAL_FEATURES,
    ])
      covers(t, 12);
  });
  it('every flavour and feature has behaviour', () => {
    for (const r of DELVER_FLAVOURS) expect(DELVER_RULES[r.id]).toBeDefined();
    for (const r of BREEDER_FLAVOURS) expect(BREEDER_RULES[r.id]).toBeDefined();
    for (const r of ALPHA_FLAVOURS) expect(ALPHA_RULES[r.id]).toBeDefined();
    for (const r of WANDERING_FLAVOURS) expect(WANDERER_RULES[r.id]).toBeDefined();
    for (const r of SPECIAL_FEATURES) expect(typeof FEATURE_RULES[r.id]).toBe('function');
  });
});

describe('starting beads from the flavour text', () => {
  const by = <T extends { id: string }>(rows: readonly T[], id: string) =>
    rows.find((r) => r.id === id)!;
  it('delvers: 3●2○ unless the flavour says otherwise', () => {
    expect(by(DELVER_FLAVOURS, 'dwarves')).toMatchObject({ pop: 3, loot: 2, alignment: 'lawful' });
    expect(by(DELVER_FLAVOURS, 'darrow')).toMatchObject({ pop: 4, loot: 1 });
    expect(by(DELVER_FLAVOURS, 'fungaliths')).toMatchObject({ pop: 2, loot: 2 });
    expect(by(DELVER_FLAVOURS, 'human-miners')).toMatchObject({ loot: 1 });
    expect(by(DELVER_FLAVOURS, 'neanderthal')).toMatchObject({ pop: 4 });
    for (const id of ['dark-elf', 'druegar', 'hobgoblin-miners'])
      expect(by(DELVER_FLAVOURS, id).alignment).toBe('chaotic');
    expect(DELVER_RULES.antlings.mines).toBe(false);
    expect(DELVER_RULES.neanderthal.mines).toBe(false);
  });
  it('breeders: 2●1○ unless the flavour says otherwise', () => {
    expect(by(BREEDER_FLAVOURS, 'goblins')).toMatchObject({
      pop: 2,
      loot: 1,
      alignment: 'chaotic',
    });
    expect(by(BREEDER_FLAVOURS, 'earth-men')).toMatchObject({ loot: 0, alignment: 'random' });
    expect(by(BREEDER_FLAVOURS, 'gnolls')).toMatchObject({ pop: 1 });
    expect(by(BREEDER_FLAVOURS, 'gnomes')).toMatchObject({ alignment: 'lawful' });
    expect(by(BREEDER_FLAVOURS, 'cave-giants')).toMatchObject({ pop: 1 });
    expect(by(BREEDER_FLAVOURS, 'kobolds')).toMatchObject({ pop: 3, loot: 0 });
    expect(by(BREEDER_FLAVOURS, 'orcs')).toMatchObject({ loot: 2 });
    expect(by(BREEDER_FLAVOURS, 'tunnel-wyrds')).toMatchObject({ pop: 1, loot: 2 });
    expect(BREEDER_RULES.orcs.splits).toBe(false);
    expect(BREEDER_RULES.gnomes.mines).toBe('unsupported');
    expect(BREEDER_RULES['goblin-miners'].mines).toBe('always');
  });
  it('alphas: 1● unless the flavour says otherwise', () => {
    expect(by(ALPHA_FLAVOURS, 'dragon')).toMatchObject({ pop: 1, loot: 2, alignment: 'random' });
    expect(by(ALPHA_FLAVOURS, 'ettin')).toMatchObject({ pop: 2 });
    for (const id of ['ogre-magi', 'purple-worm', 'sphinx'])
      expect(by(ALPHA_FLAVOURS, id).loot).toBe(1);
    expect(ALPHA_RULES.dragon.sleeps).toBe(true);
    expect(ALPHA_RULES.xorn).toMatchObject({ digs: true, lootFirst: true });
  });
  it('wanderers: spider, wizard, mimic and troll start with 1○; the mimic never wanders', () => {
    for (const id of ['giant-spider', 'itinerant-wizard', 'mimic', 'troll'])
      expect(by(WANDERING_FLAVOURS, id).loot).toBe(1);
    expect(WANDERER_RULES.mimic.wanders).toBe(false);
    expect(WANDERER_RULES['green-slime'].collects).toBe(false);
  });
});

describe('Fight! table', () => {
  it('maps the adventurers margin to the five results', () => {
    expect([5, 2, 1, 0, -1, -2, -6].map(fightResult)).toEqual([
      'win-big',
      'win-big',
      'win-by-one',
      'tie',
      'lose-by-one',
      'lose-big',
      'lose-big',
    ]);
  });

  it('has no far end: "by more than 1" takes a margin of any size (seed ts820 lost by 101)', () => {
    expect([101, 1000, -101, -1000].map(fightResult)).toEqual([
      'win-big',
      'win-big',
      'lose-big',
      'lose-big',
    ]);
  });
});
