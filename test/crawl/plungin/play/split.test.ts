import { describe, expect, it } from 'vitest';
import { defaultsOf } from '../../../../src/core/system';
import { scriptedRng } from '../../../../src/core/rng';
import { BUILT_IN_PACKS } from '../../../../src/crawl/plungin/packs';
import { newGame, type Fig, type GameState } from '../../../../src/crawl/plungin/play/game';
import { DEFAULT_PARTY } from '../../../../src/crawl/plungin/play/heroes';
import { PLAY_OPTIONS } from '../../../../src/crawl/plungin/play/options';
import {
  GATHER_ROUNDS,
  GATHER_STEPS,
  stragglers,
  waitsForParty,
} from '../../../../src/crawl/plungin/play/split';

const pack = BUILT_IN_PACKS[0]!;

/** The Entry tile (x 36-41, y 54-59): the heroes on row 59, x 36-39 (Brand, Wren, Ansel, Morwen). */
function game(): GameState {
  const g = newGame({
    seed: 't',
    pack,
    packId: pack.id,
    party: DEFAULT_PARTY,
    options: defaultsOf(PLAY_OPTIONS),
    stop: { round: 1, action: null },
    rng: scriptedRng([]),
  });
  g.figures.forEach((f, i) => (f.cell = { x: 36 + i, y: 59 }));
  return g;
}

const hero = (g: GameState, id: string): Fig => g.figures.find((f) => f.id === id)!;

describe('a split party at a door (doctrine)', () => {
  it('a companion is left behind when one move of his would not bring him within GATHER_STEPS of the opener', () => {
    const g = game();
    const [brand, morwen] = [hero(g, 'brand'), hero(g, 'morwen')];
    expect(stragglers(g, brand)).toEqual([]);
    // Morwen in the far corner: 9 squares to Brand's side, 10 to Brand.
    morwen.cell = { x: 41, y: 54 };
    expect(10 > GATHER_STEPS + morwen.stats.MOV).toBe(false);
    expect(stragglers(g, brand)).toEqual([]);
    // Slowed to MOV 1 she cannot come up this round.
    morwen.stats.MOV = 1;
    expect(stragglers(g, brand)).toEqual([morwen]);
    // The fallen are not waited for.
    morwen.dead = true;
    expect(stragglers(g, brand)).toEqual([]);
  });
  it('the opener waits GATHER_ROUNDS rounds at one door, saying so once, then opens', () => {
    const g = game();
    const [brand, morwen] = [hero(g, 'brand'), hero(g, 'morwen')];
    morwen.cell = { x: 41, y: 54 };
    morwen.stats.MOV = 1;
    expect(GATHER_ROUNDS).toBe(2);
    g.round = 5;
    const before = g.log.length;
    expect(waitsForParty(g, brand, 'e3')).toBe(true);
    expect(g.log.slice(before).map((e) => e.text)).toEqual([
      'Brand waits at the door for Morwen to catch up before opening it.',
    ]);
    g.round = 6;
    expect(waitsForParty(g, brand, 'e3')).toBe(true);
    g.round = 7;
    expect(waitsForParty(g, brand, 'e3')).toBe(false);
    expect(g.log.length).toBe(before + 1);
    // At another door the wait starts again.
    expect(waitsForParty(g, brand, 'e4')).toBe(true);
  });
  it('with the party together nobody waits', () => {
    const g = game();
    expect(waitsForParty(g, hero(g, 'wren'), 'e3')).toBe(false);
  });
});
