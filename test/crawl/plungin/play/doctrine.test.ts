import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../../../src/core/rng';
import { BUILT_IN_PACKS } from '../../../../src/crawl/plungin/packs';
import { type Fig } from '../../../../src/crawl/plungin/play/game';
import { addMonsters, alertCheck } from '../../../../src/crawl/plungin/play/doors';
import { eventDue, hallwayEvent } from '../../../../src/crawl/plungin/play/events';
import {
  bossXp,
  canForce,
  chanceOfSuccesses,
  greatDoorChoice,
  roundCap,
  type GreatDoorView,
} from '../../../../src/crawl/plungin/play/great-door';
import {
  AIM_SLACK,
  keepsBack,
  keptAim,
  pickDoor,
} from '../../../../src/crawl/plungin/play/doctrine';
import { DEFAULT_PARTY } from '../../../../src/crawl/plungin/play/heroes';
import { rollLogged } from '../../../../src/crawl/plungin/play/rolls';
import { boardOf } from '../../../../src/crawl/plungin/play/board';
import { placeNewcomers } from '../../../../src/crawl/plungin/play/revisit';
import { bashDice } from '../../../../src/crawl/plungin/play/locks';
import type { LoggedDie } from '../../../../src/crawl/plungin/play/checks';
import type { PlunginExit } from '../../../../src/crawl/plungin/engine';
import { newTestGame } from './helpers';

const pack = BUILT_IN_PACKS[0]!;

const game = (dice: number[], seed = 't') => newTestGame(dice, { seed });

describe('the Great Door policy (rules 247-251, 356-359, 1216)', () => {
  const base: GreatDoorView = {
    keys: 0,
    forceable: true,
    otherDoors: 3,
    phases: 13,
    n: 12,
    x: 6,
    xp: 100,
    bossXp: 60,
  };
  it('goes with the Great Key at once, whatever is left to explore', () => {
    expect(greatDoorChoice({ ...base, keys: 1 })).toBe('key');
    expect(greatDoorChoice({ ...base, keys: 1, forceable: false })).toBe('key');
  });
  it('explores on while a Great Key may still turn up and the party is green', () => {
    expect(greatDoorChoice(base)).toBe('explore');
  });
  it('forces it when no Great Key is coming: no other door, the dungeon past N + X/2, or the party seasoned', () => {
    expect(greatDoorChoice({ ...base, otherDoors: 0 })).toBe('force');
    expect(greatDoorChoice({ ...base, phases: 14 })).toBe('explore');
    expect(greatDoorChoice({ ...base, phases: 15 })).toBe('force');
    expect(greatDoorChoice({ ...base, xp: 179 })).toBe('explore');
    expect(greatDoorChoice({ ...base, xp: 180 })).toBe('force');
  });
  it('never tries to force a door it cannot hope to burst', () => {
    expect(greatDoorChoice({ ...base, otherDoors: 0, forceable: false })).toBe('explore');
  });
  it('the boss of the default pack is the Tide-Priest, 60 XP', () => {
    expect(bossXp(pack)).toBe(60);
  });
});

describe('forcing a lock (rules 1211-1225)', () => {
  it('the chance of k successes on n dice (5 and 6 succeed)', () => {
    expect(chanceOfSuccesses(1, 1)).toBeCloseTo(1 / 3, 12);
    // Three dice, two or more successes: 3·(1/9)(2/3) + 1/27 = 7/27.
    expect(chanceOfSuccesses(3, 2)).toBeCloseTo(7 / 27, 12);
    expect(chanceOfSuccesses(2, 3)).toBe(0);
    expect(chanceOfSuccesses(4, 0)).toBe(1);
  });
  it('the party tries a blow that bursts the lock one time in ten or better', () => {
    // The whole default party (14 bash dice) against a Great Door of unlock Dif. 3 (bash 6).
    expect(canForce(6, 14)).toBe(true);
    // A thief and a wizard (5 dice) at a chest whose bash Difficulty has climbed to 4.
    expect(canForce(4, 5)).toBe(false);
  });
  it('a bash rolls ATK and a melee weapon, not a bow', () => {
    const by = (id: string) => DEFAULT_PARTY.heroes.find((h) => h.id === id)!;
    const fig = (id: string) => ({
      id,
      name: id,
      stats: by(id).stats,
      weaponBonus: by(id).weapon?.bonus ?? 0,
      weaponRange: by(id).weapon?.range ?? 0,
    });
    expect(bashDice(fig('brand'))).toBe(4 + 2);
    expect(bashDice(fig('wren'))).toBe(3);
  });
});

describe('the round cap comes from the Time Span', () => {
  it('six rounds for each of N + 2X phases and a trip to town: 164 for 12 (6)', () => {
    expect(roundCap(pack)).toBe(6 * (12 + 12) + 20);
  });
});

describe('which door next', () => {
  const door = (id: string, kind: PlunginExit['kind'], bx: number): PlunginExit =>
    ({ id, kind, block: { bx, by: 5 }, dir: 'n' }) as unknown as PlunginExit;
  it('the nearest, a locked door counting ten squares more, the oldest when equal', () => {
    const a = door('e1', 'normal', 1);
    const b = door('e2', 'locked', 3);
    const c = door('e3', 'normal', 5);
    const walk = new Map([
      [a, 20],
      [b, 5],
      [c, 20],
    ]);
    expect(pickDoor([a, b, c], (e) => walk.get(e)!, [a, b, c])?.id).toBe('e2');
    walk.set(b, 11);
    expect(pickDoor([a, b, c], (e) => walk.get(e)!, [a, b, c])?.id).toBe('e1');
  });
});

describe('monsters of one kind are numbered', () => {
  it('the first Orc met alone is Orc 1 once a second comes', () => {
    const g = game([]);
    const [first] = addMonsters(g, [{ id: 'orc', cell: { x: 1, y: 1 }, boss: false }]);
    expect(first!.name).toBe('Orc');
    const [second] = addMonsters(g, [{ id: 'orc', cell: { x: 2, y: 1 }, boss: false }]);
    expect(first!.name).toBe('Orc 1');
    expect(second!.name).toBe('Orc 2');
  });
});

describe('the Alert check after a fight next door (rules 441-444)', () => {
  it('the monsters roll a die more when there was combat in the tile last turn', () => {
    // Orc WIT 1 + 1: [5] [6]; Wren's DEX 4 (alone at the door): [5] [1] [2] [3]: two to one.
    const g = game([5, 6, 5, 1, 2, 3]);
    const by = (id: string): Fig => g.figures.find((f) => f.id === id)!;
    const wren = by('wren');
    const space = g.board.floor.get(`${wren.cell.x},${wren.cell.y}`)!;
    for (const id of ['brand', 'ansel', 'morwen']) by(id).cell = { x: 0, y: 0 };
    g.round = 3;
    g.log.push({
      round: 2,
      action: 1,
      actor: 'wren',
      act: 'attack',
      text: 'Wren shoots.',
      dice: [],
    });
    const orc: Fig = {
      ...by('brand'),
      id: 'm9',
      side: 'monster',
      name: 'Orc',
      stats: { ...pack.monsters.orc!.stats },
    };
    expect(alertCheck(g, wren, [orc], space)).toBe(true);
    expect(g.log.at(-1)!.text).toMatch(
      /WIT \[5\] \[6\] \(\+1 die: they heard the fighting next door\)/,
    );
  });
  it('no die more when the last fight there was two rounds ago', () => {
    const g = game([5, 5, 1, 2, 3]);
    const by = (id: string): Fig => g.figures.find((f) => f.id === id)!;
    const wren = by('wren');
    const space = g.board.floor.get(`${wren.cell.x},${wren.cell.y}`)!;
    for (const id of ['brand', 'ansel', 'morwen']) by(id).cell = { x: 0, y: 0 };
    g.round = 4;
    g.log.push({
      round: 2,
      action: 1,
      actor: 'wren',
      act: 'attack',
      text: 'Wren shoots.',
      dice: [],
    });
    const orc: Fig = {
      ...by('brand'),
      id: 'm9',
      side: 'monster',
      name: 'Orc',
      stats: { ...pack.monsters.orc!.stats },
    };
    // One die [5] against [5] [1] [2] [3]: a tie, the heroes keep the initiative.
    expect(alertCheck(g, wren, [orc], space)).toBe(false);
  });
});

describe('Random Events in hallways (rules 259-264, 364-380, 283-285)', () => {
  it('rolled once a trip: not on a hallway already rolled, again after a trip to town', () => {
    const rolled = new Map([['s3', 0]]);
    expect(eventDue(rolled, 's3', 0)).toBe(false);
    expect(eventDue(rolled, 's4', 0)).toBe(true);
    expect(eventDue(rolled, 's3', 1)).toBe(true);
  });

  /** A game whose first doors lead to a hallway (the construction's own dice), a hero standing in it. */
  function inHallway(dice: number[]) {
    for (let s = 0; s < 40; s++) {
      const g = game(dice, `hall-${s}`);
      const e = g.crawl.plan.frontier[0]!;
      g.construction.open(e.id);
      g.crawl = g.construction.result();
      const t = g.crawl.tiles.at(-1)!;
      if (t.kind !== 'hallway') continue;
      // The board as the play rebuilds it after a door: the hallway's squares are on it.
      g.board = boardOf(g.crawl.plan);
      return { g, hall: t.space };
    }
    throw new Error('no hallway behind a first door in 40 seeds');
  }

  it('a treasure event rolls the Treasure chart and every die is in the log', () => {
    // Random Events d6 [5]: treasure; Treasure chart d6 [1]: 2d6 gold, [3] [4]: 70 gold.
    const { g, hall } = inHallway([5, 1, 3, 4]);
    const wren = g.figures.find((f) => f.id === 'wren')!;
    const entry = g.crawl.tiles[0]!.space;
    const cell = [...g.crawl.plan.spaces.find((s) => s.id === hall)!.spans][0]!;
    wren.cell = { x: cell.x0, y: cell.y };
    hallwayEvent(g, wren, entry);
    expect(g.gold).toBe(70);
    const e = g.log.at(-1)!;
    expect(e.act).toBe('event');
    expect(e.text).toMatch(/finds 70 gold/);
    expect(e.dice.map((d) => d.value)).toEqual([5, 1, 3, 4]);
    // Stepping in again rolls nothing (the script is spent: a roll would throw).
    wren.cell = { x: cell.x0, y: cell.y };
    hallwayEvent(g, wren, entry);
    expect(g.log.at(-1)).toBe(e);
  });
});

describe('Falling Rocks in a hallway and the marching order (rules 364-377, 1053-1058, 1140-1146)', () => {
  function inHallway(dice: number[]) {
    for (let s = 0; s < 40; s++) {
      const g = game(dice, `hall-${s}`);
      const e = g.crawl.plan.frontier[0]!;
      g.construction.open(e.id);
      g.crawl = g.construction.result();
      const t = g.crawl.tiles.at(-1)!;
      if (t.kind !== 'hallway') continue;
      g.board = boardOf(g.crawl.plan);
      const span = [...g.crawl.plan.spaces.find((x) => x.id === t.space)!.spans][0]!;
      return { g, hall: t.space, cell: { x: span.x0, y: span.y } };
    }
    throw new Error('no hallway behind a first door in 40 seeds');
  }
  const hero = (g: ReturnType<typeof game>, id: string): Fig => g.figures.find((f) => f.id === id)!;

  it('the event trap springs undetected: RES against Dif. 2 with no +1 die, 3 damage on a failure', () => {
    // Random Events d6 [4]: Falling Rocks; Brand's RES dice all miss.
    const { g, cell } = inHallway([4, 1, 2, 3, 4, 1, 2]);
    const brand = hero(g, 'brand');
    const life = brand.life;
    brand.cell = cell;
    hallwayEvent(g, brand, g.crawl.tiles[0]!.space);
    const trap = g.log.find((e) => e.act === 'trap')!;
    // Not aware: exactly RES dice, no extra die (rules 1057 give it only to a trap one knows of).
    expect(trap.dice.length).toBe(brand.stats.RES);
    expect(trap.text).toMatch(/^The Falling Rocks catch Brand: RES .* fails, 3 damage\.$/);
    expect(brand.life).toBe(Math.max(0, life - 3));
  });

  it('a Dif. 2 RES check lessens the rocks to 1 damage', () => {
    const { g, cell } = inHallway([4, 5, 6, 1, 1, 1, 1]);
    const brand = hero(g, 'brand');
    const life = brand.life;
    brand.cell = cell;
    hallwayEvent(g, brand, g.crawl.tiles[0]!.space);
    expect(brand.life).toBe(life - 1);
  });

  it('the wizard, whom the rocks would kill, does not stop first in a hallway not yet rolled while the warrior could go in', () => {
    // Random Events d6 [1]: nothing, when Brand steps in.
    const { g, hall, cell } = inHallway([1]);
    const morwen = hero(g, 'morwen');
    const brand = hero(g, 'brand');
    expect(morwen.life).toBeLessThanOrEqual(3);
    // Brand far off: she does not wait for him.
    brand.cell = { x: cell.x + 40, y: cell.y + 40 };
    expect(keepsBack(g, morwen, cell)).toBe(false);
    // Brand a step from the hallway could go in this round: she keeps back.
    brand.cell = { x: cell.x, y: cell.y + 1 };
    expect(keepsBack(g, morwen, cell)).toBe(true);
    // The warrior would live through it: he leads in.
    expect(keepsBack(g, brand, cell)).toBe(false);
    // Once the hallway has rolled its event, she may follow.
    brand.cell = cell;
    hallwayEvent(g, brand, g.crawl.tiles[0]!.space);
    expect(g.log.at(-1)!.act).toBe('event');
    expect(keepsBack(g, morwen, { x: cell.x + 1, y: cell.y })).toBe(false);
    expect(hall).toBeTruthy();
  });

  it('with no companion who would live through the rocks, she goes in herself', () => {
    const { g, cell } = inHallway([]);
    for (const f of g.figures) if (f.side === 'hero' && f.id !== 'morwen') f.life = 3;
    expect(keepsBack(g, hero(g, 'morwen'), cell)).toBe(false);
  });
});

describe('the party keeps to the door it aims at', () => {
  const door = (id: string): PlunginExit => ({ id }) as PlunginExit;
  it('the aimed door while it is still weighed and no other is more than AIM_SLACK squares nearer', () => {
    const g = game([]);
    const e3 = door('e3');
    const e5 = door('e5');
    const far = new Map([
      [e3, 6],
      [e5, 6 + AIM_SLACK],
    ]);
    const walk = (e: PlunginExit): number => far.get(e)!;
    // No aim yet: the door ranked first.
    expect(keptAim(g, [e3, e5], e3, walk)).toBe(e3);
    g.aim = { id: 'e5', since: 1 };
    expect(keptAim(g, [e3, e5], e3, walk)).toBe(e5);
    // One square more and the nearer door wins.
    far.set(e5, 7 + AIM_SLACK);
    expect(keptAim(g, [e3, e5], e3, walk)).toBe(e3);
    // The aimed door gone from the plan (opened, barred): the door ranked first.
    expect(keptAim(g, [e3], e3, walk)).toBe(e3);
  });
});

describe('dice expressions in the log', () => {
  it('each die of 2d6 is logged, with its total', () => {
    const dice: LoggedDie[] = [];
    expect(rollLogged(scriptedRng([3, 4]), '2d6', 'gold', dice)).toBe(7);
    expect(dice).toEqual([
      { die: 'd6', value: 3, for: 'gold' },
      { die: 'd6', value: 4, for: 'gold' },
    ]);
    const more: LoggedDie[] = [];
    expect(rollLogged(scriptedRng([2]), 'd3+1', 'how many', more)).toBe(3);
    expect(more).toEqual([{ die: 'd3', value: 2, for: 'how many' }]);
  });
});

describe('placing newcomers is a die in the log', () => {
  it('one die with a face per free square, for each figure placed', () => {
    const free = [
      { x: 1, y: 1 },
      { x: 2, y: 1 },
      { x: 3, y: 1 },
    ];
    const dice: LoggedDie[] = [];
    // Draws 1 of 0..2 (the second square), then 0 of 0..1 (the first left).
    const cells = placeNewcomers(scriptedRng([1, 0]), free, 2, dice);
    expect(cells).toEqual([
      { x: 2, y: 1 },
      { x: 1, y: 1 },
    ]);
    expect(dice).toEqual([
      { die: 'd3', value: 2, for: 'a free square' },
      { die: 'd2', value: 1, for: 'a free square' },
    ]);
  });
});
