import { describe, expect, it } from 'vitest';
import { defaultsOf } from '../../../../src/core/system';
import { scriptedRng, type ScriptedRng } from '../../../../src/core/rng';
import { BUILT_IN_PACKS } from '../../../../src/crawl/plungin/packs';
import type { QuestPack } from '../../../../src/crawl/plungin/pack.schema';
import {
  newGame,
  monsterTurn,
  type Fig,
  type GameState,
} from '../../../../src/crawl/plungin/play/game';
import { DEFAULT_PARTY } from '../../../../src/crawl/plungin/play/heroes';
import { PLAY_OPTIONS, type PlayOptions } from '../../../../src/crawl/plungin/play/options';
import { endTurn, hasCondition } from '../../../../src/crawl/plungin/play/conditions';
import { monsterFig, spaceOf } from '../../../../src/crawl/plungin/play/state';
import {
  monsterPrepared,
  monsterSpellChoice,
  monsterSpellDifficulty,
  monsterSpellList,
} from '../../../../src/crawl/plungin/play/monster-spells';

const base = BUILT_IN_PACKS[0]!;

/** The first pack with a spell-casting Hexer whose pack lines are `powers` and whose MAG is `mag`. */
function packWith(powers: string[], mag: number, role: 'Melee' | 'Special' = 'Melee'): QuestPack {
  const p = structuredClone(base) as QuestPack & { monsters: Record<string, unknown> };
  p.monsters.hexer = {
    name: 'Hexer',
    level: 3,
    stats: { ATK: 2, DEF: 2, MAG: mag, MOV: 4, LIFE: 4, RES: 3, DEX: 2, WIT: 2 },
    law: { role, target: 'Nearest' },
    xp: 20,
    gold: 0,
    treasure: [],
    attacks: ['Knife: melee'],
    powers,
  };
  return p;
}

/** A game on the Entry tile (squares x 36-41, y 54-59): the heroes on row 59, x 36-39 (Brand, Wren, Ansel, Morwen). */
function game(pack: QuestPack, dice: number[], options: Partial<PlayOptions> = {}): GameState {
  const g = newGame({
    seed: 't',
    pack,
    packId: 'test',
    party: DEFAULT_PARTY,
    options: { ...defaultsOf(PLAY_OPTIONS), ...options },
    stop: { round: 1, action: null },
    rng: scriptedRng(dice),
  });
  g.figures.forEach((f, i) => (f.cell = { x: 36 + i, y: 59 }));
  return g;
}

function hexer(g: GameState, x: number, y: number, id = 'hexer'): Fig {
  const cell = { x, y };
  const f = monsterFig(g, id, g.figures.length + 1, cell, spaceOf(g, cell), false);
  g.figures.push(f);
  return f;
}

const hero = (g: GameState, id: string): Fig => g.figures.find((f) => f.id === id)!;
const texts = (g: GameState): string => g.log.map((e) => e.text).join('\n');
const left = (g: GameState): number => (g.rng as ScriptedRng).remaining;

describe('a monster’s spells from its pack entry (rules 911-941, 823-826)', () => {
  it('reads the spells its lines name, leaving Magic Shield and Raise Dead to the heroes', () => {
    const g = game(
      packWith(['Spells (Light): Hold, Pulse, Magic Shield', 'Raise Dead at will'], 3),
      [],
    );
    const m = hexer(g, 38, 56);
    expect(monsterSpellList(g, m)).toEqual(['hold', 'pulse']);
    // A School named: its difficulty (Pulse is Dif. 2 for Light, 1 for Arcane).
    expect(monsterSpellDifficulty(g, m, 'hold')).toBe(2);
    expect(monsterSpellDifficulty(g, m, 'pulse')).toBe(2);
    // None named: the easiest School's.
    const g2 = game(packWith(['Casts Pulse and Frost Ray'], 2), []);
    const m2 = hexer(g2, 38, 56);
    expect(monsterSpellDifficulty(g2, m2, 'pulse')).toBe(1);
    expect(monsterSpellDifficulty(g2, m2, 'frost-ray')).toBe(2);
  });
  it('prepares as many as its MAG, each once then again from the first', () => {
    const g = game(packWith(['Spells: Hold, Pulse'], 3), []);
    expect(monsterPrepared(g, hexer(g, 38, 56))).toEqual(['hold', 'pulse', 'hold']);
    const g0 = game(packWith(['Spells: Hold'], 0), []);
    expect(monsterPrepared(g0, hexer(g0, 38, 56))).toEqual([]);
  });
});

describe('a monster casting by the spellcasting rules (rules 828-886)', () => {
  it('Hold on its Law’s target: MAG check, the hero’s RES resists, then the end-of-turn re-roll frees him', () => {
    // MAG [5] [6] [2]: 2 of Dif. 2; Ansel (nearest, 3 squares) resists with RES 3 at Dif. 2: [1] [2] [3], held.
    const g = game(packWith(['Spells (Light): Hold'], 3), [5, 6, 2, 1, 2, 3]);
    const m = hexer(g, 38, 56);
    monsterTurn(g, m);
    const ansel = hero(g, 'ansel');
    expect(hasCondition(ansel, 'held')).toBe(true);
    expect(texts(g)).toMatch(
      /Hexer casts Hold on Ansel \(Dif\. 2\): MAG \[5\] \[6\] \[2\] 2 successes/,
    );
    expect(texts(g)).toMatch(
      /Ansel resists the Hold: RES \[1\] \[2\] \[3\] 0 of 2, and is held fast/,
    );
    // One cast a turn: its second action is a move, no dice.
    expect(left(g)).toBe(0);
  });
  it('the end-of-turn re-roll of a monster’s Hold frees the hero on a success', () => {
    const g = game(packWith(['Spells (Light): Hold'], 3), [5, 6, 2, 1, 2, 3, 5, 6, 1]);
    const m = hexer(g, 38, 56);
    monsterTurn(g, m);
    const ansel = hero(g, 'ansel');
    expect(hasCondition(ansel, 'held')).toBe(true);
    expect(endTurn(g, ansel)).toEqual(['held']);
    expect(hasCondition(ansel, 'held')).toBe(false);
    expect(left(g)).toBe(0);
  });
  it('the hero’s RES passed, the Hold fails', () => {
    const g = game(packWith(['Spells (Light): Hold'], 3), [5, 6, 2, 5, 6, 1]);
    monsterTurn(g, hexer(g, 38, 56));
    expect(hasCondition(hero(g, 'ansel'), 'held')).toBe(false);
    expect(texts(g)).toMatch(/and shakes it off/);
  });
  it('a failed casting does nothing; a fumble wipes the copy from its memory', () => {
    // MAG [1] [1] [5]: 1 of Dif. 2, two 1s: a fumble.
    const g = game(packWith(['Spells (Light): Hold'], 3), [1, 1, 5]);
    const m = hexer(g, 38, 56);
    monsterTurn(g, m);
    expect(m.spells).toEqual(['hold', 'hold']);
    expect(hasCondition(hero(g, 'ansel'), 'held')).toBe(false);
    expect(texts(g)).toMatch(/the spell fails; the fumble wipes Hold from its memory/);
    expect(left(g)).toBe(0);
  });
  it('a monster’s casting wakes the sleeping, as any spell does (rules 431-433)', () => {
    const g = game(packWith(['Spells (Light): Hold'], 3), [1, 2, 3]);
    const sleeper = hexer(g, 40, 54);
    sleeper.awake = 'sleeping';
    monsterTurn(g, hexer(g, 38, 56));
    expect(sleeper.awake).toBe('unprepared');
    expect(texts(g)).toMatch(/The sleeping monsters stir \(a spell was cast\)/);
  });
  it('Pulse: each success a hit, defended by DEF', () => {
    // MAG [5] [2]: 1 success at Dif. 1 (Arcane); Ansel's DEF 1 + leather 1: [3] [4], no block: 1 damage.
    const g = game(packWith(['Spells: Pulse'], 2), [5, 2, 3, 4]);
    monsterTurn(g, hexer(g, 38, 56));
    expect(hero(g, 'ansel').life).toBe(4);
    expect(texts(g)).toMatch(
      /Hexer sends a Pulse into Ansel: 1 hit against \[3\] \[4\] 0 blocked, 1 damage/,
    );
    expect(left(g)).toBe(0);
  });
  it('Healing mends itself at half LIFE or less', () => {
    // MAG [5] [6]: 2 of Dif. 2 (Light); d6 [3] + 0: LIFE 1 → 4.
    const g = game(packWith(['Spells: Healing'], 2), [5, 6, 3]);
    const m = hexer(g, 38, 56);
    m.life = 1;
    monsterTurn(g, m);
    expect(m.life).toBe(4);
    expect(texts(g)).toMatch(/Hexer casts Healing on itself/);
  });
  it('Fire and Forget: no roll, every die a success, the copy spent', () => {
    const g = game(packWith(['Spells: Pulse'], 2), [3, 4], { fireAndForget: true });
    const m = hexer(g, 38, 56);
    monsterTurn(g, m);
    expect(m.spells).toEqual(['pulse']);
    // Two hits against [3] [4]: 2 damage.
    expect(hero(g, 'ansel').life).toBe(3);
    expect(texts(g)).toMatch(/Fire and Forget, all 2 dice count as successes; Pulse is spent/);
  });
});

describe('[Special] (rules 970-973, READING)', () => {
  it('casts its spell, then closes in as [Melee] with its second action', () => {
    // Pulse: MAG [5] [2], 1 hit; Ansel's [3] [4] block none. Then a move beside Ansel, no dice.
    const g = game(packWith(['Spells: Pulse'], 2, 'Special'), [5, 2, 3, 4]);
    const m = hexer(g, 38, 55);
    monsterTurn(g, m);
    expect(hero(g, 'ansel').life).toBe(4);
    expect(m.cell).toEqual({ x: 38, y: 58 });
    expect(left(g)).toBe(0);
  });
});

describe('the casting policy (ours)', () => {
  it('a Fireball catches two heroes with no monster in the blast; a monster beside them keeps it off', () => {
    const g = game(packWith(['Spells: Fireball'], 3), []);
    const m = hexer(g, 38, 55);
    monsterPrepared(g, m);
    const c = monsterSpellChoice(g, m, hero(g, 'ansel'));
    expect(c?.id).toBe('fireball');
    const at = c!.at as { x: number; y: number };
    const inBlast = (side: 'hero' | 'monster', c: { x: number; y: number }): number =>
      g.figures.filter(
        (f) => f.side === side && Math.abs(f.cell.x - c.x) + Math.abs(f.cell.y - c.y) <= 1,
      ).length;
    // The blast (its square and the four beside it) holds three heroes of row 59.
    expect(inBlast('hero', at)).toBe(3);
    // A kin above Ansel: the blasts with it in are left, three heroes still caught about Wren.
    hexer(g, 38, 58);
    const c2 = monsterSpellChoice(g, m, hero(g, 'ansel'))!;
    expect(inBlast('monster', c2.at as { x: number; y: number })).toBe(0);
    expect(c2.at).toEqual({ x: 37, y: 59 });
    expect(inBlast('hero', c2.at as { x: number; y: number })).toBe(3);
  });
  it('no spell worth casting (its target out of range): no choice, and it fights by its Law', () => {
    const g = game(packWith(['Spells: Hold'], 2, 'Special'), []);
    const m = hexer(g, 38, 56);
    monsterPrepared(g, m);
    // Its target far out of the Hold's 4 squares: nothing to cast.
    expect(monsterSpellChoice(g, m, { ...hero(g, 'ansel'), cell: { x: 38, y: 70 } })).toBeNull();
  });
});
