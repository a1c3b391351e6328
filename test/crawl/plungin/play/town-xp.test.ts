import { describe, expect, it } from 'vitest';
import { defaultsOf } from '../../../../src/core/system';
import { scriptedRng } from '../../../../src/core/rng';
import { BUILT_IN_PACKS } from '../../../../src/crawl/plungin/packs';
import { newGame, type Fig, type GameState } from '../../../../src/crawl/plungin/play/game';
import { DEFAULT_PARTY } from '../../../../src/crawl/plungin/play/heroes';
import { PLAY_OPTIONS, type PlayOptions } from '../../../../src/crawl/plungin/play/options';
import { toTownAndBack } from '../../../../src/crawl/plungin/play/doors';
import { divideInTown, levelOnReturn, levelUp } from '../../../../src/crawl/plungin/play/town-xp';
import { carryTownXp } from '../../../../src/crawl/plungin/play/campaign';
import { newCareer } from '../../../../src/crawl/plungin/play/town';

const pack = BUILT_IN_PACKS[0]!;

function game(options: Partial<PlayOptions> = {}, careerXp?: Record<string, number>): GameState {
  return newGame({
    seed: 't',
    pack,
    packId: pack.id,
    party: DEFAULT_PARTY,
    options: { ...defaultsOf(PLAY_OPTIONS), ...options },
    stop: { round: 1, action: null },
    rng: scriptedRng([]),
    ...(careerXp ? { careerXp } : {}),
  });
}

const hero = (g: GameState, id: string): Fig => g.figures.find((f) => f.id === id)!;
const texts = (g: GameState): string => g.log.map((e) => e.text).join('\n');

describe('XP divided on a return to town mid-quest (rules 1388-1394)', () => {
  it('one level a return, whatever the XP', () => {
    expect(levelOnReturn(1, 1)).toBe(1);
    expect(levelOnReturn(1, 2)).toBe(2);
    expect(levelOnReturn(1, 4)).toBe(2);
    expect(levelOnReturn(3, 2)).toBe(3);
  });
  it('the XP gained so far divided among the four, the rest kept; level 2 at 100 XP (our table) played at once', () => {
    const g = game();
    g.partyXp = 410;
    const brand = hero(g, 'brand');
    const [atk, life, max] = [brand.stats.ATK, brand.life, brand.maxLife];
    const lines = divideInTown(g);
    expect(lines[0]).toBe(
      'The 410 XP gained so far are divided: 102 to each hero, 2 kept for next time.',
    );
    expect(g.xpBook!.shares).toEqual({ brand: 102, wren: 102, ansel: 102, morwen: 102 });
    expect(g.xpBook!.divided).toBe(408);
    // A warrior's level 2: +1 LIFE and +1 ATK (advancement.ts).
    expect(brand.level).toBe(2);
    expect([brand.stats.ATK, brand.life, brand.maxLife]).toEqual([atk + 1, life + 1, max + 1]);
    expect(lines).toContain('Brand reaches level 2 (level 2: +1 LIFE, +1 ATK).');
    // The wizard's +1 MAG prepares one spell more.
    expect(hero(g, 'morwen').spells).toHaveLength(6);
    // Nothing new gained: nothing divided again.
    expect(divideInTown(g)).toEqual([]);
  });
  it('XP for two levels gives one on this return and the next on the following one', () => {
    const g = game();
    g.partyXp = 1000; // 250 each: level 3 by the table
    divideInTown(g);
    expect(hero(g, 'wren').level).toBe(2);
    g.partyXp = 1004; // 1 more each, the 2 left over as well
    divideInTown(g);
    expect(hero(g, 'wren').level).toBe(3);
    expect(g.xpBook!.totals.wren).toBe(251);
  });
  it('a hero’s total starts from the career’s', () => {
    const g = game({}, { brand: 95, wren: 0, ansel: 0, morwen: 0 });
    g.partyXp = 20;
    divideInTown(g);
    expect(hero(g, 'brand').level).toBe(2);
    expect(hero(g, 'wren').level).toBe(1);
  });
  it('Shared Experience: the pool grows, and all level together at four times one hero’s need', () => {
    const g = game({ sharedXp: true });
    g.partyXp = 399;
    expect(divideInTown(g)).toEqual(["The party's shared pool gains 399 XP (399 in all)."]);
    expect(hero(g, 'ansel').level).toBe(1);
    g.partyXp = 400;
    divideInTown(g);
    expect(g.figures.every((f) => f.level === 2)).toBe(true);
  });
  it('Tougher Characters: a level crossing a third level adds its extra LIFE too', () => {
    const g = game({ tougher: true });
    const brand = hero(g, 'brand');
    // Level 1 with Tougher: LIFE 6 + 1.
    expect(brand.maxLife).toBe(7);
    // Levels 2 and 3: +1 LIFE each, and the Tougher extra goes from 1 to 2.
    levelUp(brand, 3, true);
    expect([brand.level, brand.maxLife, brand.life]).toEqual([3, 10, 10]);
  });
  it('the trip to town divides it and says so', () => {
    const g = game();
    g.partyXp = 40;
    toTownAndBack(g);
    expect(texts(g)).toMatch(/The 40 XP gained so far are divided: 10 to each hero\./);
  });
  it('the campaign carries the shares and levels into the career, and the town divides only the rest', () => {
    const g = game();
    const career = newCareer(DEFAULT_PARTY, false);
    g.partyXp = 410;
    divideInTown(g);
    expect(carryTownXp(career, g, false)).toBe(408);
    const brand = career.heroes.find((h) => h.sheet.id === 'brand')!;
    expect(brand.xp).toBe(102);
    expect(brand.sheet.level).toBe(2);
    expect(brand.sheet.stats.ATK).toBe(DEFAULT_PARTY.heroes[0]!.stats.ATK + 1);
  });
});
