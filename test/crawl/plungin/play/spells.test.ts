import { describe, expect, it } from 'vitest';
import { monsterTurn, type GameState } from '../../../../src/crawl/plungin/play/game';
import { DEFAULT_PARTY, SPELL_BOOK } from '../../../../src/crawl/plungin/play/heroes';
import { type PlayOptions } from '../../../../src/crawl/plungin/play/options';
import { parseParty } from '../../../../src/crawl/plungin/play/party.schema';
import { canReadBook, easiestDifficulty } from '../../../../src/crawl/plungin/play/items';
import { addCondition, endTurn, hasCondition } from '../../../../src/crawl/plungin/play/conditions';
import { toTownAndBack } from '../../../../src/crawl/plungin/play/doors';
import {
  battleSpell,
  castSpell,
  odds,
  prepareSpells,
  spellDifficulty,
  supportSpell,
  wantsOvercast,
} from '../../../../src/crawl/plungin/play/spells';
import { hero, left, lineUp, monster, newTestGame, texts } from './helpers';

const game = (dice: number[], options: Partial<PlayOptions> = {}): GameState =>
  lineUp(newTestGame(dice, { options }), 59);

describe('Schools and preparing (rules 817-839)', () => {
  it('a hero prepares as many spells as its MAG, each known once and then the first again', () => {
    const [, , ansel, morwen] = DEFAULT_PARTY.heroes;
    expect(prepareSpells(ansel!)).toEqual([
      'healing',
      'magic-shield',
      'hold',
      'blessing',
      'raise-dead',
      'healing',
    ]);
    expect(prepareSpells(morwen!)).toEqual(['pulse', 'fireball', 'frost-ray', 'pulse', 'fireball']);
    const g = game([]);
    expect(hero(g, 'morwen').spells).toHaveLength(5);
  });
  it("a spell's difficulty is its School's; the easier School wins; none that teaches it, no casting", () => {
    const [, wren, ansel, morwen] = DEFAULT_PARTY.heroes;
    expect(spellDifficulty(ansel, 'pulse')).toBe(2);
    expect(spellDifficulty(morwen, 'pulse')).toBe(1);
    expect(spellDifficulty(morwen, 'hold')).toBeNull();
    expect(spellDifficulty(wren, 'healing')).toBeNull();
    const both = { ...ansel!, abilities: ['magic-school-light', 'magic-school-arcane'] as const };
    expect(spellDifficulty({ ...both, abilities: [...both.abilities] }, 'pulse')).toBe(1);
  });
  it('one reading of the Spell Book: the easiest of the Schools named, or of all that teach it', () => {
    // Pulse: arcane 1, light 2 (our Spell Book); Hold: light 2 only.
    expect(easiestDifficulty('pulse')).toBe(1);
    expect(easiestDifficulty('pulse', ['light'])).toBe(2);
    expect(easiestDifficulty('pulse', ['light', 'arcane'])).toBe(1);
    expect(easiestDifficulty('hold', ['arcane'])).toBeNull();
    expect(easiestDifficulty('hold', [])).toBeNull();
    // A spellbook asks the easiest School of all: Healing (light 2) needs MAG 2.
    expect(canReadBook(2, 'healing')).toBe(true);
    expect(canReadBook(1, 'healing')).toBe(false);
  });
  it('only the Magic School ability gives spells (the party document says where)', () => {
    const bad = structuredClone(DEFAULT_PARTY);
    bad.heroes[0] = { ...bad.heroes[0]!, spells: ['pulse'] };
    const r = parseParty(bad);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0]!.path).toBe('heroes[0].spells');
  });
  it('the trip to town prepares the spells again and lifts the conditions', () => {
    const g = game([]);
    const morwen = hero(g, 'morwen');
    morwen.spells = [];
    addCondition(g, morwen, 'drained');
    expect(morwen.stats.MAG).toBe(4);
    toTownAndBack(g);
    expect(morwen.spells).toEqual(['pulse', 'fireball', 'frost-ray', 'pulse', 'fireball']);
    expect(morwen.stats.MAG).toBe(5);
    expect(hasCondition(morwen, 'drained')).toBe(false);
  });
});

describe('casting (rules 569-575, 828-834)', () => {
  it("the rules' Healing: six MAG dice, three successes at Dif. 2, 1d6 and one LIFE more", () => {
    // [2] [5] [4] [1] [6] [6]: 3 successes; d6 [3]: 3 + 1 = 4 LIFE.
    const g = game([2, 5, 4, 1, 6, 6, 3]);
    const [ansel, brand] = [hero(g, 'ansel'), hero(g, 'brand')];
    brand.life = 1;
    expect(castSpell(g, ansel, 'healing', brand, false)).toBe(true);
    expect(brand.life).toBe(5);
    expect(texts(g)).toMatch(
      /Ansel casts Healing on Brand \(Dif\. 2\): MAG \[2\] \[5\] \[4\] \[1\] \[6\] \[6\] 3 successes/,
    );
    expect(left(g)).toBe(0);
  });
  it('on the caster the line names no target, and no pronoun', () => {
    const g = game([2, 5, 4, 1, 6, 6, 3]);
    const ansel = hero(g, 'ansel');
    ansel.life = 1;
    expect(castSpell(g, ansel, 'healing', ansel, false)).toBe(true);
    expect(texts(g)).toMatch(/Ansel casts Healing \(Dif\. 2\): MAG /);
    expect(texts(g)).not.toMatch(/herself|himself|on Ansel/);
  });
  it('a fumble still casts when the successes are there, and wipes one prepared copy (rules 174-177)', () => {
    // [1] [1] [1] [4] [5] [6]: two successes, three failures; d6 [2].
    const g = game([1, 1, 1, 4, 5, 6, 2]);
    const [ansel, brand] = [hero(g, 'ansel'), hero(g, 'brand')];
    brand.life = 1;
    castSpell(g, ansel, 'healing', brand, false);
    expect(brand.life).toBe(3);
    expect(ansel.spells.filter((s) => s === 'healing')).toHaveLength(1);
    expect(texts(g)).toMatch(/the fumble wipes Healing from memory/);
  });
  it('a failed cast does nothing and keeps the spell', () => {
    const g = game([2, 3, 4, 5, 2, 3]);
    const [ansel, brand] = [hero(g, 'ansel'), hero(g, 'brand')];
    brand.life = 1;
    expect(castSpell(g, ansel, 'healing', brand, false)).toBe(false);
    expect(brand.life).toBe(1);
    expect(ansel.spells.filter((s) => s === 'healing')).toHaveLength(2);
  });
});

describe('overcasting (rules 862-871)', () => {
  it('met, the harder Pulse strikes with two hits more', () => {
    // Morwen overcasts Pulse, Dif. 1 + 1: [5] [6] [2] [2] [2]; 2 + 2 hits against the orc's DEF [2] [2] [2].
    const g = game([5, 6, 2, 2, 2, 2, 2, 2]);
    const morwen = hero(g, 'morwen');
    const orc = monster(g, 'orc', 39, 56);
    castSpell(g, morwen, 'pulse', orc, true);
    expect(orc.dead).toBe(true);
    expect(texts(g)).toMatch(/Morwen overcasts Pulse on Orc \(Dif\. 2\)/);
    expect(texts(g)).toMatch(
      /Morwen sends a Pulse into Orc: 4 hits against \[2\] \[2\] \[2\] 0 blocked, 4 damage/,
    );
  });
  it('fumbled, it burns the caster for its overcast difficulty and is forgotten', () => {
    const g = game([1, 1, 1, 5, 2]);
    const morwen = hero(g, 'morwen');
    const orc = monster(g, 'orc', 39, 56);
    castSpell(g, morwen, 'pulse', orc, true);
    expect(orc.life).toBe(4);
    expect(morwen.life).toBe(3 - 2);
    expect(morwen.spells.filter((s) => s === 'pulse')).toHaveLength(1);
    expect(texts(g)).toMatch(/burns Morwen for 2 damage/);
  });
  it('the doctrine overcasts at even odds or better, and only when the burn leaves the caster standing', () => {
    // Two or more successes on five dice: 1 - (2/3)^5 - 5 (1/3)(2/3)^4 = 131/243.
    expect(odds(5, 2).pass).toBeCloseTo(131 / 243, 9);
    expect(odds(1, 0).fumble).toBeCloseTo(1 / 6, 9);
    const g = game([]);
    const morwen = hero(g, 'morwen');
    expect(wantsOvercast(morwen, 'pulse')).toBe(true);
    morwen.life = 2;
    expect(wantsOvercast(morwen, 'pulse')).toBe(false);
    // Fireball overcast is Dif. 3 on five dice: worse than even.
    morwen.life = 3;
    expect(wantsOvercast(morwen, 'fireball')).toBe(false);
  });
});

describe('resisting a spell (rules 875-886)', () => {
  it('a Hold is resisted by RES; failed, the target takes no action and re-rolls at the end of its turn', () => {
    // Ansel MAG [5] [5] [2] [2] [2] [2]; the orc's RES 3 [5] [2] [2]: 1 of 2, held.
    // At the end of its turn, RES [5] [6] [2]: 2 of 2, free.
    const g = game([5, 5, 2, 2, 2, 2, 5, 2, 2, 5, 6, 2]);
    const [ansel, brand] = [hero(g, 'ansel'), hero(g, 'brand')];
    brand.cell = { x: 38, y: 56 };
    const orc = monster(g, 'orc', 39, 56);
    castSpell(g, ansel, 'hold', orc, false);
    expect(hasCondition(orc, 'held')).toBe(true);
    const life = brand.life;
    monsterTurn(g, orc);
    expect(brand.life).toBe(life);
    expect(texts(g)).toMatch(/Orc is held fast and cannot act/);
    expect(endTurn(g, orc)).toEqual(['held']);
    expect(hasCondition(orc, 'held')).toBe(false);
    expect(texts(g)).toMatch(
      /Orc strains against the Held condition: RES \[5\] \[6\] \[2\] 2 of 2, and breaks free/,
    );
  });
  it('passed, the Hold fails', () => {
    const g = game([5, 5, 2, 2, 2, 2, 5, 6, 2]);
    const orc = monster(g, 'orc', 39, 56);
    castSpell(g, hero(g, 'ansel'), 'hold', orc, false);
    expect(hasCondition(orc, 'held')).toBe(false);
    expect(texts(g)).toMatch(
      /Orc resists the Hold: RES \[5\] \[6\] \[2\] 2 of 2, and shakes it off/,
    );
  });
  it('damage stopped by DEF stops the Frost Ray’s chill too (rules 772-775, 877-878)', () => {
    // MAG [5] [6] [2] [2] [2]: 2 hits; DEF [5] [6] [2]: all blocked.
    const g = game([5, 6, 2, 2, 2, 5, 6, 2, 5, 6, 2, 2, 2, 2, 2, 2]);
    const morwen = hero(g, 'morwen');
    const orc = monster(g, 'orc', 39, 56);
    castSpell(g, morwen, 'frost-ray', orc, false);
    expect(hasCondition(orc, 'chilled')).toBe(false);
    castSpell(g, morwen, 'frost-ray', orc, false);
    expect(orc.life).toBe(2);
    expect(hasCondition(orc, 'chilled')).toBe(true);
    expect([orc.stats.ATK, orc.stats.MOV]).toEqual([2, 3]);
  });
});

describe('Fire and Forget (rules 888-894)', () => {
  it('no MAG roll: every die a success, overcast when it can be, and the spell is spent', () => {
    // Five MAG "successes" meet the overcast Dif. 2: 5 + 2 hits against DEF [2] [2] [2].
    const g = game([2, 2, 2], { fireAndForget: true });
    const morwen = hero(g, 'morwen');
    const orc = monster(g, 'orc', 39, 56);
    castSpell(g, morwen, 'pulse', orc, false);
    expect(orc.dead).toBe(true);
    expect(morwen.spells.filter((s) => s === 'pulse')).toHaveLength(1);
    expect(texts(g)).toMatch(
      /Fire and Forget, all 5 dice count as successes; Pulse is spent until town/,
    );
    expect(left(g)).toBe(0);
  });
});

describe('the spells of the book (REPLACEMENT, two Schools)', () => {
  it('has six to ten spells over Light and Arcane, each with a difficulty, range and cost', () => {
    const spells = Object.values(SPELL_BOOK);
    expect(spells.length).toBeGreaterThanOrEqual(6);
    expect(spells.length).toBeLessThanOrEqual(10);
    expect(spells.some((s) => s.difficulty.light !== undefined)).toBe(true);
    expect(spells.some((s) => s.difficulty.arcane !== undefined)).toBe(true);
  });
  it('a Fireball strikes every figure on its square and the four beside it, friend or foe', () => {
    // MAG [5] [6] [2] [2] [2]: 2 hits on Brand (DEF 3 dice), the two orcs (3 dice each).
    const g = game([5, 6, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2]);
    const [brand, morwen] = [hero(g, 'brand'), hero(g, 'morwen')];
    brand.cell = { x: 39, y: 57 };
    const a = monster(g, 'orc', 39, 56);
    const b = monster(g, 'orc', 40, 56);
    castSpell(g, morwen, 'fireball', { x: 39, y: 56 }, false);
    expect([brand.life, a.life, b.life]).toEqual([4, 2, 2]);
    expect(left(g)).toBe(0);
  });
  it('Blessing gives +1 ATK; Raise Dead brings a fallen hero back beside the caster', () => {
    const g = game([5, 2, 2, 2, 2, 2, 5, 6, 6, 6, 2, 2]);
    const [brand, ansel, wren] = [hero(g, 'brand'), hero(g, 'ansel'), hero(g, 'wren')];
    castSpell(g, ansel, 'blessing', brand, false);
    expect(brand.stats.ATK).toBe(5);
    wren.dead = true;
    wren.life = 0;
    castSpell(g, ansel, 'raise-dead', wren, false);
    expect(wren.dead).toBe(false);
    // Four successes at Dif. 3: 1 + 1 LIFE.
    expect(wren.life).toBe(2);
    expect(Math.abs(wren.cell.x - ansel.cell.x) + Math.abs(wren.cell.y - ansel.cell.y)).toBe(1);
  });
});

describe("the doctrine's casting", () => {
  const fresh = () => ({ move: false, attack: false, cast: false, item: false });
  it('heals the hurt ally beside the priestess', () => {
    const g = game([5, 5, 2, 2, 2, 2, 4]);
    const [ansel, brand] = [hero(g, 'ansel'), hero(g, 'brand')];
    brand.cell = { x: 37, y: 58 };
    ansel.cell = { x: 37, y: 59 };
    brand.life = 2;
    expect(supportSpell(g, ansel, [], fresh())).toBe('done');
    expect(brand.life).toBe(6);
  });
  it('blasts a cluster of two foes with no hero in the blast', () => {
    const g = game([5, 6, 2, 2, 2, 2, 2, 2, 2, 2, 2]);
    const morwen = hero(g, 'morwen');
    morwen.life = 2; // no overcast
    const a = monster(g, 'orc', 39, 55);
    const b = monster(g, 'orc', 40, 55);
    expect(battleSpell(g, morwen, [a, b], fresh())).toBe('done');
    expect(texts(g)).toMatch(/Morwen casts Fireball/);
  });
  it('shields the party first when the priestess meets a fight', () => {
    const g = game([5, 2, 2, 2, 2, 2]);
    const orc = monster(g, 'orc', 39, 55);
    expect(battleSpell(g, hero(g, 'ansel'), [orc], fresh())).toBe('done');
    expect(g.magicShield).toBe(true);
  });
});
