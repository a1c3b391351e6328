/**
 * Special Locations in play (specials.ts): the packs' Fountain of Healing and Sarcophagus of
 * Reviving do what their words say, with scripted dice.
 */
import { describe, expect, it } from 'vitest';
import { type GameState } from '../../../../src/crawl/plungin/play/game';
import {
  riseFromTomb,
  specialPower,
  useSpecial,
} from '../../../../src/crawl/plungin/play/specials';
import { hero, newTestGame, shrine as pack } from './helpers';

const fountain = pack.specialLocations!.fountain!;
const sarcophagus = pack.specialLocations!.sarcophagus!;

/** A game whose Entry tile is made the given special room, with the dice scripted. */
function game(tile: string, dice: number[]): GameState {
  const g = newTestGame(dice);
  Object.assign(g.crawl.tiles[0]!, { kind: 'special', tile });
  return g;
}

describe('special locations read from their words', () => {
  it('the fountain heals 1d4, the sarcophagus raises with 1 LIFE; other words give no power', () => {
    expect(specialPower(fountain.description)).toEqual({ kind: 'spring', dice: '1d4' });
    expect(specialPower(sarcophagus.description)).toEqual({ kind: 'tomb', life: 1 });
    expect(specialPower('A quiet shrine with old paintings.')).toBeNull();
  });
});

describe('the Fountain of Healing', () => {
  it('a hurt hero drinks once a visit: 1d4 [3] LIFE back, up to the maximum', () => {
    const g = game(fountain.tile, [3]);
    const brand = hero(g, 'brand');
    brand.life = 2;
    expect(useSpecial(g, brand, 0)).toBe(true);
    expect(brand.life).toBe(5);
    expect(g.log.at(-1)!.text).toBe(`Brand drinks from the ${fountain.name}: 1d4 [3], LIFE 5.`);
    // Not again on the same visit, nor with a foe in sight, nor when barely hurt.
    brand.life = 2;
    expect(useSpecial(g, brand, 0)).toBe(false);
    const ansel = hero(g, 'ansel');
    ansel.life = ansel.maxLife - 1;
    expect(useSpecial(g, ansel, 0)).toBe(false);
    ansel.life = 1;
    expect(useSpecial(g, ansel, 2)).toBe(false);
  });
});

describe('the Sarcophagus of Reviving', () => {
  it('a hero fallen in the room, laid in it, rises at the start of the next round with 1 LIFE, once a game', () => {
    const g = game(sarcophagus.tile, []);
    const wren = hero(g, 'wren');
    wren.dead = true;
    wren.life = 0;
    wren.conditions.add('dead');
    g.round = 3;
    expect(useSpecial(g, hero(g, 'brand'), 0)).toBe(true);
    expect(g.log.at(-1)!.text).toBe(`Brand lays Wren in the ${sarcophagus.name}.`);
    riseFromTomb(g);
    expect(wren.dead).toBe(true);
    g.round = 4;
    riseFromTomb(g);
    expect(wren.dead).toBe(false);
    expect(wren.life).toBe(1);
    // Once per hero per game.
    wren.dead = true;
    wren.conditions.add('dead');
    expect(useSpecial(g, hero(g, 'brand'), 0)).toBe(false);
  });
});
