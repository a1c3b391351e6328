import { describe, expect, it } from 'vitest';
import { defaultsOf } from '../../../../src/core/system';
import { scriptedRng } from '../../../../src/core/rng';
import { BUILT_IN_PACKS } from '../../../../src/crawl/plungin/packs';
import {
  chooseTarget,
  newGame,
  type Fig,
  type GameState,
} from '../../../../src/crawl/plungin/play/game';
import { DEFAULT_PARTY } from '../../../../src/crawl/plungin/play/heroes';
import { PLAY_OPTIONS } from '../../../../src/crawl/plungin/play/options';
import { monsterFig, spaceOf } from '../../../../src/crawl/plungin/play/state';
import { luredTarget, readLure } from '../../../../src/crawl/plungin/play/lures';

const pack = BUILT_IN_PACKS[0]!;

/** Heroes on row 59 of the Entry tile, x 36-39 (Brand, Wren, Ansel, Morwen). */
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

const heroes = (g: GameState): Fig[] => g.figures.filter((f) => f.side === 'hero');
const hero = (g: GameState, id: string): Fig => g.figures.find((f) => f.id === id)!;
/** Nearest first: Brand, Wren, Ansel, Morwen. */
const pick = (g: GameState, lure: string): string | undefined =>
  luredTarget(g, lure, heroes(g))?.id;

describe('[Lured by (stat or concept)] (rules 990-991)', () => {
  it('stats: the highest or lowest, the nearest when equal', () => {
    const g = game();
    expect(pick(g, 'High MAG')).toBe('ansel');
    expect(pick(g, 'Low LIFE')).toBe('morwen');
    hero(g, 'brand').life = 1;
    expect(pick(g, 'Low LIFE')).toBe('brand');
    // Low DEF: all four at DEF 1, so the nearest.
    expect(pick(g, 'Low DEF')).toBe('brand');
  });
  it('the book’s “Light magic School”: the nearest of that School', () => {
    const g = game();
    expect(pick(g, 'Light magic School')).toBe('ansel');
    expect(pick(g, 'Arcane School')).toBe('morwen');
  });
  it('the wounded: the nearest hero below his full LIFE; none, no one', () => {
    const g = game();
    expect(pick(g, 'the wounded')).toBeUndefined();
    hero(g, 'morwen').life = 2;
    hero(g, 'ansel').life = 4;
    expect(pick(g, 'the wounded')).toBe('ansel');
  });
  it('spellcasters: the nearest hero with a Magic School', () => {
    expect(pick(game(), 'spellcasters')).toBe('ansel');
  });
  it('magic items: the nearest carrying a potion, a spellbook or tome, or attire that changes a stat', () => {
    const g = game();
    hero(g, 'brand').items = [];
    hero(g, 'wren').items = [{ name: 'Rope', use: 'none' }];
    expect(pick(g, 'magic items')).toBe('ansel');
    hero(g, 'wren').items.push({ name: 'Spellbook of Pulse', use: 'none' });
    expect(pick(g, 'magic items')).toBe('wren');
  });
  it('gold: pooled, every hero carries it (the nearest); under Gold Rush the nearest with gold of his own', () => {
    const g = game();
    expect(pick(g, 'gold')).toBeUndefined();
    g.gold = 12;
    expect(pick(g, 'gold')).toBe('brand');
    g.goldBy = { morwen: 12 };
    expect(pick(g, 'gold')).toBe('morwen');
  });
  it('a light: the nearest carrying a torch, lantern or lamp', () => {
    const g = game();
    expect(pick(g, 'light')).toBeUndefined();
    hero(g, 'ansel').items.push({ name: 'Lantern', use: 'none' });
    expect(pick(g, 'torches and light')).toBe('ansel');
  });
  it('a role: the nearest of it; a race (no hero has one) reads as nothing to fulfil', () => {
    const g = game();
    expect(pick(g, 'wizards')).toBe('morwen');
    expect(pick(g, 'priestess')).toBe('ansel');
    expect(readLure('elf')).toBeNull();
  });
  it('unable to fulfil its lure, the monster takes the nearest (rules 1002)', () => {
    const g = game();
    const cell = { x: 39, y: 55 };
    const m = monsterFig(g, 'drowned-one', 9, cell, spaceOf(g, cell), false);
    g.figures.push(m);
    m.lure = 'elf';
    expect(chooseTarget(g, m, heroes(g))?.id).toBe('morwen');
    m.lure = 'Light magic School';
    expect(chooseTarget(g, m, heroes(g))?.id).toBe('ansel');
  });
});
