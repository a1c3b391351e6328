import { describe, expect, it } from 'vitest';
import type { QuestPack } from '../../../../src/crawl/plungin/pack.schema';
import { attack, monsterTurn, type GameState } from '../../../../src/crawl/plungin/play/game';
import { monstersTurn } from '../../../../src/crawl/plungin/play/monsters';
import { moveToward } from '../../../../src/crawl/plungin/play/state';
import { nimbleMove, tryCharge } from '../../../../src/crawl/plungin/play/abilities';
import { hasCondition } from '../../../../src/crawl/plungin/play/conditions';
import { attacksPerTurn, undertow } from '../../../../src/crawl/plungin/play/powers';
import {
  fresh,
  hero,
  left,
  lineUp,
  monster,
  newTestGame,
  shrine,
  texts,
  vault,
  warren,
} from './helpers';

const game = (dice: number[], pack: QuestPack = shrine): GameState =>
  lineUp(newTestGame(dice, { pack }), 59);

describe('Reactions (rules 639-650)', () => {
  it('Counter Attack: a melee blow that does Brand no harm is struck back, once between his turns', () => {
    // Orc [5] [2] [2]: 1 hit; Brand's defence [5] [2] [2] blocks it; pushed back, the orc follows up.
    // Brand counters: 6 dice [5] [5] [2] [2] [2] [2] against DEF [2] [2] [2]: 2 damage (pushed back, he follows).
    // The orc again [5] [2] [2] against [6] [2] [2]: no damage, but the Reaction is spent.
    const g = game([5, 2, 2, 5, 2, 2, 5, 5, 2, 2, 2, 2, 2, 2, 2, 5, 2, 2, 6, 2, 2]);
    const brand = hero(g, 'brand');
    brand.cell = { x: 38, y: 56 };
    const orc = monster(g, 'orc', 39, 56);
    attack(g, orc, brand, 'melee');
    expect(orc.life).toBe(2);
    expect(texts(g)).toMatch(/Brand turns the blow aside and counters/);
    attack(g, orc, brand, 'melee');
    expect(orc.life).toBe(2);
    expect(left(g)).toBe(0);
  });
  it('no Reaction while stunned (rules 733)', () => {
    const g = game([5, 2, 2, 5, 2, 2]);
    const brand = hero(g, 'brand');
    brand.cell = { x: 38, y: 56 };
    brand.stunned = 1;
    attack(g, monster(g, 'orc', 39, 56), brand, 'melee');
    expect(texts(g)).not.toMatch(/counters/);
    expect(left(g)).toBe(0);
  });
  it('Attack of Opportunity: a foe leaving Brand’s side is struck as it goes, with no pushback', () => {
    // Brand's 6 dice [5] [5] [2] [2] [2] [2] against the orc's DEF [2] [2] [2]: 2 damage.
    const g = game([5, 5, 2, 2, 2, 2, 2, 2, 2]);
    const brand = hero(g, 'brand');
    brand.cell = { x: 38, y: 56 };
    const orc = monster(g, 'orc', 39, 56);
    moveToward(g, orc, (c) => (c.x === 41 && c.y === 55 ? 0 : null));
    expect(orc.life).toBe(2);
    expect(orc.cell).toEqual({ x: 41, y: 55 });
    expect(brand.cell).toEqual({ x: 38, y: 56 });
    expect(texts(g)).toMatch(/Orc breaks away from Brand: an Attack of Opportunity/);
  });
});

describe('special abilities (rules 554-555, 579-585)', () => {
  it('Charge: a straight run to a foe and a blow with one ATK die more, counted as the Attack', () => {
    // Brand runs from (37,56) to (40,56), beside the orc at (41,56); 7 dice against DEF 3.
    const g = game([5, 5, 5, 2, 2, 2, 2, 2, 2, 2]);
    const brand = hero(g, 'brand');
    brand.cell = { x: 37, y: 56 };
    const orc = monster(g, 'orc', 41, 56);
    const done = fresh();
    expect(tryCharge(g, brand, [orc], done)).toBe('done');
    expect(done.attack).toBe(true);
    expect(brand.cell).toEqual({ x: 40, y: 56 });
    expect(orc.life).toBe(1);
    expect(texts(g)).toMatch(/Brand charges 3 squares at Orc!/);
    expect(g.log.find((e) => /Brand attacks Orc/.test(e.text))!.dice).toHaveLength(10);
  });
  it('no Charge with a foe already beside him, nor without a run-up', () => {
    const g = game([]);
    const brand = hero(g, 'brand');
    brand.cell = { x: 39, y: 56 };
    expect(tryCharge(g, brand, [monster(g, 'orc', 40, 56)], fresh())).toBeNull();
    brand.cell = { x: 38, y: 56 };
    expect(tryCharge(g, brand, [g.figures.at(-1)!], fresh())).toBeNull();
  });
  it('Nimble: at full LIFE, a second move out of reach with a foe still in bow range; hurt, none', () => {
    const g = game([]);
    const wren = hero(g, 'wren');
    wren.cell = { x: 38, y: 56 };
    const orc = monster(g, 'orc', 39, 56);
    nimbleMove(g, wren);
    expect(Math.abs(wren.cell.x - orc.cell.x) + Math.abs(wren.cell.y - orc.cell.y)).toBeGreaterThan(
      1,
    );
    expect(texts(g)).toMatch(/Wren is Nimble/);
    const h = game([]);
    const wren2 = hero(h, 'wren');
    wren2.cell = { x: 38, y: 56 };
    wren2.life = 3;
    monster(h, 'orc', 39, 56);
    nimbleMove(h, wren2);
    expect(wren2.cell).toEqual({ x: 38, y: 56 });
  });
});

describe("monsters' powers from their packs", () => {
  it("the Chieftain's twin axes strike twice a turn, after his war cry", () => {
    const g = game([], warren);
    const chief = monster(g, 'chieftain', 39, 56);
    expect(attacksPerTurn(g, chief)).toBe(2);
    expect(attacksPerTurn(g, monster(g, 'ghoblin', 40, 57))).toBe(1);
    // All dice [2]: the cry (+1 ATK: 6 dice), two misses on Brand, his one counter between.
    const h = game(new Array<number>(40).fill(2), warren);
    const b2 = hero(h, 'brand');
    b2.cell = { x: 38, y: 56 };
    const c2 = monster(h, 'chieftain', 39, 56);
    const gh = monster(h, 'ghoblin', 39, 57);
    monsterTurn(h, c2);
    expect(texts(h)).toMatch(/war cry/);
    expect(hasCondition(gh, 'war-cry')).toBe(true);
    expect(
      h.log.filter((e) => /^Gorrug, Ghoblin Chieftain attacks Brand/.test(e.text)),
    ).toHaveLength(2);
    expect(h.log.filter((e) => /counters/.test(e.text))).toHaveLength(1);
  });
  it("the Tide-Priest's undertow drags the nearest hero in sight two squares nearer", () => {
    const g = game([]);
    const wren = hero(g, 'wren');
    // The others stand on row 59, five squares off; Wren four.
    wren.cell = { x: 36, y: 54 };
    const priest = monster(g, 'tide-priest', 40, 54);
    undertow(g, priest);
    expect(wren.cell).toEqual({ x: 38, y: 54 });
    expect(texts(g)).toMatch(/undertow drags Wren 2 squares nearer/);
  });
  it("the Skeleton's bones shed a point of ranged damage", () => {
    // Wren's bow: 4 dice [5] [5] [5] [2] against DEF 3 [2] [2] [2]: 3 hits, 2 damage.
    const g = game([5, 5, 5, 2, 2, 2, 2], vault);
    const wren = hero(g, 'wren');
    const sk = monster(g, 'skeleton', 38, 55);
    attack(g, wren, sk, 'ranged');
    expect(sk.life).toBe(4 - 2);
  });
  it('the Drowned One rises once on a 6 of its Undying d6', () => {
    // Brand's 6 dice [5] [5] [5] [5] [2] [2] against DEF 2 [2] [2]: 4 damage; Undying d6 [6].
    const g = game([5, 5, 5, 5, 2, 2, 2, 2, 6]);
    const brand = hero(g, 'brand');
    brand.cell = { x: 38, y: 56 };
    const d = monster(g, 'drowned-one', 39, 56);
    attack(g, brand, d, 'melee');
    expect(d.dead).toBe(false);
    expect(d.life).toBe(1);
    expect(texts(g)).toMatch(/Undying, d6 \[6\]: it rises again with 1 LIFE/);
  });
  it("the Bone-Knight's Oath keeps it up one more round, then it falls", () => {
    // Brand's 6 dice all [6] against DEF 6 all [2]: 6 damage; Life chart d10 [10] + 6 = 16: defeated, but the Oath holds.
    const g = game([6, 6, 6, 6, 6, 6, 2, 2, 2, 2, 2, 2, 10], vault);
    const brand = hero(g, 'brand');
    brand.cell = { x: 36, y: 56 };
    const k = monster(g, 'bone-knight', 37, 56);
    k.role = 'Wait';
    attack(g, brand, k, 'melee');
    expect(k.dead).toBe(false);
    expect(hasCondition(k, 'oath')).toBe(true);
    // Its turn (asleep to the world: 'Wait' woke to Melee; take it out of reach) then the Oath ends.
    k.awake = 'unprepared';
    monstersTurn(g);
    expect(k.dead).toBe(true);
    expect(g.outcome).toMatch(/^won/);
  });
});
