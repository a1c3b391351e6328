import { describe, expect, it } from 'vitest';
import { defaultsOf } from '../../../../src/core/system';
import { PLAY_OPTIONS } from '../../../../src/crawl/plungin/play/options';
import { BUILT_IN_PACKS } from '../../../../src/crawl/plungin/packs';
import {
  MAX_ROUNDS,
  attack,
  chooseTarget,
  monsterTurn,
  playGame,
  trapAttack,
  type Fig,
  type GameState,
} from '../../../../src/crawl/plungin/play/game';
import { roundCap } from '../../../../src/crawl/plungin/play/great-door';
import { DEFAULT_PARTY } from '../../../../src/crawl/plungin/play/heroes';
import { hero, monster, newTestGame } from './helpers';

const pack = BUILT_IN_PACKS[0]!;
// Every option at its default (the options other branches add join without an edit here).
const options = defaultsOf(PLAY_OPTIONS);

const game = (dice: number[]): GameState => newTestGame(dice);

describe('combat (rules 662-737)', () => {
  it('hits left after the defence are damage, and a melee hit pushes back with the warrior following up', () => {
    // Brand: ATK 4 + Sword 2 = 6 dice; the orc: DEF 3.
    const g = game([5, 6, 5, 2, 3, 4, 5, 2, 3]);
    const brand = hero(g, 'brand');
    brand.cell = { x: 38, y: 56 };
    const orc = monster(g, 'orc', 39, 56);
    attack(g, brand, orc, 'melee');
    expect(orc.life).toBe(4 - 2);
    expect(orc.cell).toEqual({ x: 40, y: 56 });
    expect(brand.cell).toEqual({ x: 39, y: 56 });
    expect(g.log.at(-2)!.dice).toHaveLength(9);
  });
  it('pushback stops at a wall', () => {
    const g = game([5, 2, 2, 2, 2, 2, 2, 2, 2]);
    const brand = hero(g, 'brand');
    brand.cell = { x: 38, y: 56 };
    // The east wall of the Entry room is past x = 41 (the doorway there is still closed).
    const orc = monster(g, 'orc', 39, 56);
    orc.cell = { x: 41, y: 55 };
    brand.cell = { x: 40, y: 55 };
    attack(g, brand, orc, 'melee');
    expect(orc.cell).toEqual({ x: 41, y: 55 });
    expect(orc.life).toBe(3);
  });
  it('a fumbled defence stuns and breaks a weak shield', () => {
    // Orc ATK 3 [2][2][6]; Brand DEF 1 + Chain 1 + Wooden Shield 1 = 3 dice [1][1][2]: two 1s, no success.
    const g = game([2, 2, 6, 1, 1, 2]);
    const brand = hero(g, 'brand');
    brand.cell = { x: 38, y: 56 };
    const orc = monster(g, 'orc', 39, 56);
    attack(g, orc, brand, 'melee');
    expect(brand.stunned).toBe(1);
    expect(brand.armour.map((a) => a.name)).toEqual(['Chain Mail']);
    expect(brand.life).toBe(6 - 1);
  });
  it('a boss rolls its Life chart plus all damage taken (rules 1029-1036)', () => {
    // The Tide-Priest (DEF set to 0): d6 chart, 11+ defeats. 3 damage and [4]: 7, not yet; 3 more and [5]: 11.
    const g = game([5, 5, 5, 2, 2, 2, 4, 5, 5, 5, 2, 2, 2, 5]);
    const brand = hero(g, 'brand');
    brand.cell = { x: 38, y: 56 };
    const boss = monster(g, 'tide-priest', 39, 56);
    boss.cell = { x: 39, y: 56 };
    boss.stats.DEF = 0;
    const atk = boss.stats.ATK;
    attack(g, brand, boss, 'melee');
    expect(boss.dead).toBe(false);
    // 7 reads "Bleeding brine: -1 ATK".
    expect(boss.stats.ATK).toBe(atk - 1);
    brand.cell = { x: boss.cell.x - 1, y: boss.cell.y };
    attack(g, brand, boss, 'melee');
    expect(boss.dead).toBe(true);
    expect(g.outcome).toMatch(/^won/);
  });
});

describe('monster Laws (rules 961-1000)', () => {
  it('Nearest, Revenge and Lured by Low LIFE pick their heroes', () => {
    const g = game([]);
    const [brand, wren, ansel] = ['brand', 'wren', 'ansel'].map((id) => hero(g, id)) as [
      Fig,
      Fig,
      Fig,
    ];
    brand.cell = { x: 36, y: 54 };
    wren.cell = { x: 41, y: 59 };
    ansel.cell = { x: 39, y: 59 };
    const m = monster(g, 'orc', 40, 59);
    const heroes = [brand, wren, ansel];
    expect(chooseTarget(g, m, heroes)!.id).toBe('wren');
    m.target = 'Revenge';
    m.lastHitBy = 'brand';
    expect(chooseTarget(g, m, heroes)!.id).toBe('brand');
    m.target = 'Lured';
    m.lure = 'Low LIFE';
    brand.life = 1;
    expect(chooseTarget(g, m, heroes)!.id).toBe('brand');
    // Unable to fulfil its Law (no one has hit it), a Revenge monster falls back on Nearest.
    m.target = 'Revenge';
    m.lastHitBy = null;
    expect(chooseTarget(g, m, heroes)!.id).toBe('wren');
  });
});

describe('a quest', () => {
  it('ends, within the round cap, the same way twice; a stop is a prefix of the whole', () => {
    const run = (round: number) =>
      playGame({
        seed: 'soak-2',
        pack,
        packId: pack.id,
        party: DEFAULT_PARTY,
        options,
        stop: { round, action: null },
      });
    const a = run(MAX_ROUNDS);
    expect(a.outcome).not.toBeNull();
    expect(a.round).toBeLessThanOrEqual(roundCap(pack));
    const b = run(5);
    expect(a.log.slice(0, b.log.length)).toEqual(b.log);
    expect(b.round).toBe(5);
  });

  it("action 0 stops before the round's first action; action 1 after it", () => {
    const run = (stop: { round: number; action: number | null }) =>
      playGame({ seed: 'soak-2', pack, packId: pack.id, party: DEFAULT_PARTY, options, stop });
    const before = run({ round: 3, action: 0 });
    const round2 = run({ round: 2, action: null });
    // Nothing of round 3 is done: the log is round 2's end.
    expect(before.log.filter((e) => e.round === 3)).toEqual([]);
    expect(before.log).toEqual(round2.log);
    expect(before.figures.map((f) => [f.id, f.cell, f.life])).toEqual(
      round2.figures.map((f) => [f.id, f.cell, f.life]),
    );
    const first = run({ round: 3, action: 1 });
    expect(first.log.filter((e) => e.round === 3).length).toBeGreaterThan(0);
    expect(first.log.filter((e) => e.round === 3).every((e) => e.action === 1)).toBe(true);
  });
});

describe('traps (rules 1038-1108)', () => {
  it('an aware hero rolls one die more against the trap', () => {
    // Swinging Axe: d6 [5] sweeps north-south down column 37, Wren alone on it (rules 1123-1124);
    // a 5d6 attack against DEF; Wren's DEF 1 + leather 1 = 2 dice, 3 when aware.
    const g = game([5, 5, 5, 5, 2, 2, 5, 5, 5]);
    const wren = hero(g, 'wren');
    trapAttack(g, wren, 'swinging-axe', true);
    expect(wren.life).toBe(4);
    expect(g.log.at(-1)!.dice).toHaveLength(8);
    const h = game([5, 5, 5, 5, 2, 2, 5, 5]);
    const wren2 = hero(h, 'wren');
    trapAttack(h, wren2, 'swinging-axe', false);
    expect(wren2.life).toBe(3);
  });
});

describe("the Monsters' turn (rules 943-1000)", () => {
  it('a Melee monster next to its target attacks and follows up its pushback; a Waiting one does nothing', () => {
    // Orc ATK 3 [6][6][2] against Brand's 3 defence dice [2][2][2]; second action: its attack is spent, and it is adjacent, so it stays.
    const g = game([6, 6, 2, 2, 2, 2]);
    const brand = hero(g, 'brand');
    brand.cell = { x: 38, y: 56 };
    const orc = monster(g, 'orc', 39, 56);
    monsterTurn(g, orc);
    expect(brand.life).toBe(6 - 2);
    expect(brand.cell).toEqual({ x: 37, y: 56 });
    expect(orc.cell).toEqual({ x: 38, y: 56 });
    const w = game([]);
    const b2 = hero(w, 'brand');
    b2.cell = { x: 38, y: 56 };
    const still = monster(w, 'orc', 33, 50);
    still.role = 'Wait';
    monsterTurn(w, still);
    expect(b2.life).toBe(6);
  });
});
