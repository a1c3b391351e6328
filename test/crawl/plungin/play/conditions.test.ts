import { describe, expect, it } from 'vitest';
import { attack, trapAttack, type GameState } from '../../../../src/crawl/plungin/play/game';
import { PLAY_OPTIONS, type PlayOptions } from '../../../../src/crawl/plungin/play/options';
import {
  addCondition,
  endTurn,
  gainLife,
  hasCondition,
  startTurn,
  turnBlock,
} from '../../../../src/crawl/plungin/play/conditions';
import { hero, lineUp, monster, newTestGame } from './helpers';

const game = (dice: number[], options: Partial<PlayOptions> = {}): GameState =>
  lineUp(newTestGame(dice, { options }), 59);

describe('status conditions (rules 770-779)', () => {
  it('never stack: a second Slowed is ignored', () => {
    const g = game([]);
    const wren = hero(g, 'wren');
    expect(addCondition(g, wren, 'slowed')).toBe(true);
    expect(addCondition(g, wren, 'slowed')).toBe(false);
    expect(wren.stats.MOV).toBe(4);
    expect(g.log.at(-1)!.text).toMatch(/already Slowed: it does not stack/);
  });
  it("last to the end of the bearer's next turn: put on between its turns, gone after the next", () => {
    const g = game([]);
    const wren = hero(g, 'wren');
    addCondition(g, wren, 'slowed');
    startTurn(wren);
    expect(wren.stats.MOV).toBe(4);
    expect(endTurn(g, wren)).toEqual(['slowed']);
    expect(wren.stats.MOV).toBe(5);
  });
  it('put on during its own turn, it lasts through the next one as well', () => {
    const g = game([]);
    const brand = hero(g, 'brand');
    startTurn(brand);
    addCondition(g, brand, 'blessed');
    expect(endTurn(g, brand)).toEqual([]);
    expect(brand.stats.ATK).toBe(5);
    startTurn(brand);
    endTurn(g, brand);
    expect(brand.stats.ATK).toBe(4);
  });
  it('the Poison Needle weakens only when it wounds (the damage-prevented exception), and a healing lifts it', () => {
    // 3d6 [5] [5] [2] against Wren's RES 2 [2] [2]: 2 damage, Weakened.
    const g = game([5, 5, 2, 2, 2]);
    const wren = hero(g, 'wren');
    trapAttack(g, wren, 'poison-needle', false);
    expect(wren.life).toBe(2);
    expect(hasCondition(wren, 'weakened')).toBe(true);
    expect(wren.stats).toMatchObject({ ATK: 2, DEF: 0, MOV: 4, RES: 1, DEX: 3, WIT: 2 });
    gainLife(wren, 1);
    expect(hasCondition(wren, 'weakened')).toBe(false);
    expect(wren.stats).toMatchObject({ ATK: 3, DEF: 1, MOV: 5, RES: 2, DEX: 4, WIT: 3 });
    // [2] [5] [2] against Brand's RES 4 [6] [6] [2] [2]: all blocked, no poison.
    const h = game([2, 5, 2, 6, 6, 2, 2]);
    const brand = hero(h, 'brand');
    trapAttack(h, brand, 'poison-needle', false);
    expect(brand.life).toBe(6);
    expect(hasCondition(brand, 'weakened')).toBe(false);
  });
  it("a monster's wounding attack carries its pack's rider: the Drowned One's grip slows, not when all is blocked", () => {
    // Drowned One ATK 3 [5] [5] [2] against Wren's DEF 2 [2] [2]: 2 damage and Slowed.
    const g = game([5, 5, 2, 2, 2]);
    const wren = hero(g, 'wren');
    wren.cell = { x: 38, y: 56 };
    const d = monster(g, 'drowned-one', 39, 56);
    d.role = 'Ranged'; // no follow-up into the pushback
    attack(g, d, wren, 'melee');
    expect(hasCondition(wren, 'slowed')).toBe(true);
    const h = game([5, 2, 2, 5, 2]);
    const wren2 = hero(h, 'wren');
    wren2.cell = { x: 38, y: 56 };
    attack(h, monster(h, 'drowned-one', 39, 56), wren2, 'melee');
    expect(hasCondition(wren2, 'slowed')).toBe(false);
  });
  it("the Giant Rat's bite slows only on a failed Dif. 1 RES check", () => {
    // Rat ATK 2 [5] [6] against Wren's 2 defence dice [2] [2]: 2 damage; her RES [2] [3] fails Dif. 1: slowed.
    const g = game([5, 6, 2, 2, 2, 3]);
    const wren = hero(g, 'wren');
    wren.cell = { x: 38, y: 56 };
    attack(g, monster(g, 'giant-rat', 39, 56), wren, 'melee');
    expect(hasCondition(wren, 'slowed')).toBe(true);
    expect(g.log.map((e) => e.text).join('\n')).toMatch(/RES \[2\] \[3\], slowed/);
  });
});

describe('the stun (rules 725-733) and its variants (800-804)', () => {
  it('by the book it costs one action', () => {
    const g = game([]);
    const wren = hero(g, 'wren');
    wren.stunned = 1;
    expect(turnBlock(g, wren)).toBe('skip');
    expect(turnBlock(g, wren)).toBe('act');
  });
  it('Variant: an action on a Dif. 3 RES check; failed, the turn is lost, but the stun is over', () => {
    const g = game([2, 5], { stun: 'variant' });
    const wren = hero(g, 'wren');
    wren.stunned = 1;
    expect(turnBlock(g, wren)).toBe('end');
    expect(wren.stunned).toBe(0);
    const h = game([5, 6, 5, 2], { stun: 'variant' });
    const brand = hero(h, 'brand');
    brand.stunned = 1;
    // Brand's RES 4: [5] [6] [5] [2], three successes: recovered, the action spent.
    expect(turnBlock(h, brand)).toBe('skip');
    expect(brand.stunned).toBe(0);
  });
  it('Variant 2: failed, the stun stays until the check succeeds', () => {
    const g = game([2, 5, 5, 6, 5, 2], { stun: 'variant-2' });
    const brand = hero(g, 'brand');
    brand.stats.RES = 2;
    brand.stunned = 1;
    expect(turnBlock(g, brand)).toBe('end');
    expect(brand.stunned).toBe(1);
    brand.stats.RES = 4;
    expect(turnBlock(g, brand)).toBe('skip');
    expect(brand.stunned).toBe(0);
  });
  it('the Stun variants are one option, declared once', () => {
    const stun = PLAY_OPTIONS.filter((o) => o.name === 'stun');
    expect(stun).toHaveLength(1);
    expect(stun[0]).toMatchObject({ type: 'enum', default: 'book' });
  });
});
