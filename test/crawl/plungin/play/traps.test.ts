import { describe, expect, it } from 'vitest';
import { trapAttack } from '../../../../src/crawl/plungin/play/combat';
import type { Fig } from '../../../../src/crawl/plungin/play/state';
import { hero, newTestGame } from './helpers';

const game = (dice: number[]) => newTestGame(dice);
/** The other heroes off the board, out of a trap's area (trap-areas.ts). */
const alone = (g: ReturnType<typeof game>, h: Fig): void =>
  g.figures.forEach((f, i) => {
    if (f !== h) f.cell = { x: 100 + i, y: 100 };
  });

describe('the example traps as the book gives them (rules 1130-1162)', () => {
  it('Pit Trap: a Dif. 3 DEX check leaps clear; a failure is 1 damage', () => {
    const g = game([5, 6, 5, 1]);
    const wren = hero(g, 'wren');
    alone(g, wren);
    const life = wren.life;
    trapAttack(g, wren, 'pit-trap', false);
    expect(g.log.at(-1)!.dice.length).toBe(wren.stats.DEX);
    expect(g.log.at(-1)!.text).toMatch(
      /^Wren leaps clear: DEX .* against Dif\. 3, to \(\d+,\d+\)\.$/,
    );
    expect(wren.life).toBe(life);
    const f = game([5, 6, 1, 1]);
    const w2 = hero(f, 'wren');
    alone(f, w2);
    trapAttack(f, w2, 'pit-trap', false);
    expect(w2.life).toBe(life - 1);
  });

  it('Explosive Runes: 5d6 opposed by the higher of RES and DEX, each success left over 1 damage', () => {
    // Runes [6] [6] [5] [1] [2]: 3 successes; Wren's better stat rolls one success.
    const g = game([6, 6, 5, 1, 2, 5, 1, 1, 1, 1, 1, 1]);
    const wren = hero(g, 'wren');
    alone(g, wren);
    const life = wren.life;
    const stat = wren.stats.DEX > wren.stats.RES ? 'DEX' : 'RES';
    trapAttack(g, wren, 'explosive-runes', false);
    const e = g.log.at(-1)!;
    expect(e.text).toMatch(new RegExp(`^The Explosive Runes catch Wren: .* against ${stat} `));
    expect(e.dice.length).toBe(5 + wren.stats[stat]);
    expect(wren.life).toBe(Math.max(0, life - 2));
  });

  it('Spear Trap: a Dif. 1 DEX check dodges it whole; else 5d6 with no defence', () => {
    const g = game([6, 1, 1, 1, 1]);
    const brand = hero(g, 'brand');
    const life = brand.life;
    trapAttack(g, brand, 'spear-trap', false);
    expect(g.log.at(-1)!.text).toMatch(/dodged\.$/);
    expect(brand.life).toBe(life);
    // Aware: one more DEX die (rules 1057); every die misses, then the spears hit twice.
    const f = game([...Array(brand.stats.DEX + 1).fill(1), 5, 6, 1, 2, 3]);
    const b2 = hero(f, 'brand');
    trapAttack(f, b2, 'spear-trap', true);
    expect(f.log.at(-1)!.text).toMatch(/with no defence, 2 damage\.$/);
    expect(b2.life).toBe(life - 2);
  });
});
