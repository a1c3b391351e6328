import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../../../src/core/rng';
import { defaultsOf } from '../../../../src/core/system';
import { BUILT_IN_PACKS } from '../../../../src/crawl/plungin/packs';
import { newGame, type Fig, type GameState } from '../../../../src/crawl/plungin/play/game';
import { heroTurn } from '../../../../src/crawl/plungin/play/hero-turn';
import { kill } from '../../../../src/crawl/plungin/play/combat';
import { DEFAULT_PARTY } from '../../../../src/crawl/plungin/play/heroes';
import { PLAY_OPTIONS } from '../../../../src/crawl/plungin/play/options';
import { partyHolds, usableItem } from '../../../../src/crawl/plungin/play/bodies';
import { payForRaise } from '../../../../src/crawl/plungin/play/town-trip';

// The default party: Brand and Wren carry a Healing Potion each, Ansel the Revival Draught.
const pack = BUILT_IN_PACKS[0]!;

/** A game stopped after the first action of round 1. */
function game(dice: number[]): GameState {
  const g = newGame({
    seed: 't',
    pack,
    packId: pack.id,
    party: DEFAULT_PARTY,
    options: defaultsOf(PLAY_OPTIONS),
    stop: { round: 1, action: 1 },
    rng: scriptedRng(dice),
  });
  g.round = 1;
  return g;
}
const hero = (g: GameState, id: string): Fig => g.figures.find((f) => f.id === id)!;

describe('the fallen carried along (rules 750-767)', () => {
  it('a fallen hero stays in the party, his items with him', () => {
    const g = game([]);
    const ansel = hero(g, 'ansel');
    kill(g, ansel, null);
    expect(g.figures).toContain(ansel);
    expect(ansel.dead).toBe(true);
    expect(ansel.items.map((i) => i.name)).toEqual(['Revival Draught']);
    expect(g.log.at(-1)!.text).toBe('Ansel falls! The party carries the body along.');
    expect(g.outcome).toBeNull();
  });

  it("a companion pours the fallen hero's own Revival Draught: he rises beside the one who raised him", () => {
    const g = game([]);
    const ansel = hero(g, 'ansel');
    const brand = hero(g, 'brand');
    ansel.life = 0;
    kill(g, ansel, null);
    ansel.cell = { x: 80, y: 80 };
    heroTurn(g, brand);
    expect(ansel.dead).toBe(false);
    expect(ansel.life).toBe(Math.floor(ansel.maxLife / 2));
    expect(Math.abs(ansel.cell.x - brand.cell.x) + Math.abs(ansel.cell.y - brand.cell.y)).toBe(1);
    expect(ansel.items).toEqual([]);
    expect(brand.items.map((i) => i.name)).toEqual(['Healing Potion']);
    expect(g.log.at(-1)!.text).toBe(
      `Brand pours the Revival Draught from Ansel's pack: Ansel rises with ${ansel.life} LIFE.`,
    );
  });

  it("a hero at a third of his LIFE with no potion drinks a fallen companion's", () => {
    // Healing Potion d6 [4].
    const g = game([4]);
    const wren = hero(g, 'wren');
    const morwen = hero(g, 'morwen');
    const ansel = hero(g, 'ansel');
    // Wren has fallen with her potion; Ansel stands, so his draught is his own, not Morwen's.
    kill(g, wren, null);
    morwen.life = 1;
    expect(morwen.items).toEqual([]);
    heroTurn(g, morwen);
    expect(morwen.life).toBe(Math.min(morwen.maxLife, 1 + 4));
    expect(wren.items).toEqual([]);
    expect(ansel.items.map((i) => i.name)).toEqual(['Revival Draught']);
    expect(g.log.at(-1)!.text).toBe(
      `Morwen drinks a Healing Potion from Wren's pack: d6 [4], LIFE ${morwen.life}.`,
    );
  });

  it("a hero's own item comes before a fallen companion's; weapons, armour and spells are not items", () => {
    const g = game([]);
    const brand = hero(g, 'brand');
    const wren = hero(g, 'wren');
    kill(g, wren, null);
    expect(usableItem(g, brand, 'heal')).toEqual({ from: brand, index: 0 });
    brand.items = [];
    expect(usableItem(g, brand, 'heal')).toEqual({ from: wren, index: 0 });
    // Her bow and armour stay hers (rules 762): nothing of them is an item to take.
    expect(usableItem(g, brand, 'none')).toBeNull();
    expect(wren.weaponBonus).toBeGreaterThanOrEqual(0);
    expect(wren.armour.map((a) => a.name)).toEqual(['Leather Armour']);
  });

  it('the party counts a draught in a fallen pack as one it holds', () => {
    const g = game([]);
    const ansel = hero(g, 'ansel');
    kill(g, ansel, null);
    expect(partyHolds(g, 'revive')).toBe(true);
    ansel.items = [];
    expect(partyHolds(g, 'revive')).toBe(false);
  });

  it("out by the Dungeon Exit, the fallen hero's own draught raises him before any gold is spent", () => {
    const g = game([]);
    const ansel = hero(g, 'ansel');
    kill(g, ansel, null);
    g.gold = 500;
    const heroes = g.figures.filter((f) => f.side === 'hero');
    expect(payForRaise(g, heroes)).toBe('draught');
    expect(g.gold).toBe(500);
    expect(ansel.items).toEqual([]);
  });
});
