/**
 * A trip to town in the middle of a quest (rules 276-285): the raise costs a Revival Draught or
 * its price (120 gold in our Item List), Healing Potions are bought (25 gold), the rest is free.
 */
import { describe, expect, it } from 'vitest';
import { type GameState } from '../../../../src/crawl/plungin/play/game';
import { toTownAndBack } from '../../../../src/crawl/plungin/play/doors';
import { spendGold } from '../../../../src/crawl/plungin/play/town-trip';
import { hero, lineUp, newTestGame } from './helpers';

/** A game on the Entry tile, Brand fallen, `gold` found so far. */
function game(gold: number): GameState {
  const g = lineUp(newTestGame(), 59);
  g.gold = gold;
  const brand = hero(g, 'brand');
  brand.dead = true;
  brand.conditions.add('dead');
  brand.life = 0;
  return g;
}
const town = (g: GameState): string[] => g.log.filter((e) => e.act === 'town').map((e) => e.text);

describe('a trip to town pays for what it gives (rules 276-285)', () => {
  it('a carried Revival Draught raises the fallen; no gold, no potions bought', () => {
    const g = game(0);
    toTownAndBack(g);
    expect(hero(g, 'brand').dead).toBe(false);
    expect(hero(g, 'brand').life).toBe(hero(g, 'brand').maxLife);
    expect(hero(g, 'ansel').items.some((i) => i.use === 'revive')).toBe(false);
    expect(town(g)[0]).toMatch(/the priests raise Brand \(with a carried Revival Draught\)/);
    expect(town(g)).toHaveLength(1);
    expect(g.gold).toBe(0);
  });
  it('without a draught the raise costs 120 gold; then a Healing Potion for each hero without one', () => {
    const g = game(200);
    hero(g, 'ansel').items = [];
    toTownAndBack(g);
    expect(hero(g, 'brand').dead).toBe(false);
    // 200 - 120 (raise) - 25 (Ansel) - 25 (Morwen): Brand and Wren carry a potion already.
    expect(g.gold).toBe(30);
    expect(hero(g, 'ansel').items).toEqual([{ name: 'Healing Potion', use: 'heal' }]);
    expect(hero(g, 'morwen').items).toEqual([{ name: 'Healing Potion', use: 'heal' }]);
    expect(hero(g, 'wren').items).toHaveLength(1);
    expect(town(g)[0]).toMatch(/Brand \(120 gold for a Revival Draught\)/);
    expect(town(g)[1]).toBe(
      'In town Ansel buys a Healing Potion (25 gold), Morwen buys a Healing Potion (25 gold); 30 gold left.',
    );
  });
  it('too little gold and no draught: the fallen stays fallen; the gold buys potions', () => {
    const g = game(119);
    hero(g, 'ansel').items = [];
    toTownAndBack(g);
    expect(hero(g, 'brand').dead).toBe(true);
    expect(town(g)[0]).toMatch(/Brand cannot be raised/);
    expect(g.gold).toBe(69);
  });
  it('Gold Rush: the pooled gold goes first, then the heroes who took the most', () => {
    const g = game(0);
    g.gold = 100;
    g.goldBy = { wren: 50, brand: 20 };
    expect(spendGold(g, 101)).toBe(false);
    expect(g.gold).toBe(100);
    expect(spendGold(g, 60)).toBe(true);
    expect(g.gold).toBe(40);
    // 30 pooled, then 30 from Wren.
    expect(g.goldBy).toEqual({ wren: 20, brand: 20 });
  });
});
