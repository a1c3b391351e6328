import { describe, expect, it } from 'vitest';
import { BUILT_IN_PACKS } from '../../../../src/crawl/plungin/packs';
import { type Fig } from '../../../../src/crawl/plungin/play/game';
import { bashNoise } from '../../../../src/crawl/plungin/play/combat';
import { alertCheck, openChest } from '../../../../src/crawl/plungin/play/doors';
import type { Chest } from '../../../../src/crawl/plungin/play/state';
import { doorName } from '../../../../src/crawl/plungin/play/names';
import { newTestGame } from './helpers';

const pack = BUILT_IN_PACKS[0]!;
// Every option at its default (the options other branches add join without an edit here).

const game = (dice: number[]) => newTestGame(dice);

describe('the Alert state (rules 441-444)', () => {
  it("the hero with the lowest DEX in the opener's tile checks, not the party's lowest", () => {
    // The orc's WIT 1 rolls [5]; Morwen's DEX 3 rolls [5] [6] [2]: two successes to one, the heroes keep the initiative.
    const g = game([5, 5, 6, 2]);
    const by = (id: string): Fig => g.figures.find((f) => f.id === id)!;
    const wren = by('wren');
    const space = g.board.floor.get(`${wren.cell.x},${wren.cell.y}`)!;
    // Brand and Ansel (DEX 2) stand elsewhere; Wren (DEX 4) and Morwen (DEX 3) at the door.
    by('brand').cell = { x: 0, y: 0 };
    by('ansel').cell = { x: 0, y: 1 };
    const orc: Fig = {
      ...by('brand'),
      id: 'm5',
      side: 'monster',
      name: 'Orc',
      stats: { ...pack.monsters.orc!.stats },
    };
    const won = alertCheck(g, wren, [orc], space);
    expect(won).toBe(false);
    expect(g.log.at(-1)!.text).toMatch(/against Morwen's DEX \[5\] \[6\] \[2\]/);
  });
});

describe('the log names doors as the map shows them', () => {
  it('a door of the Entry tile reads by its side, not by its id', () => {
    const g = game([]);
    const e = g.crawl.plan.frontier[0]!;
    expect(doorName(g.crawl, e)).toMatch(/^the (north|east|south|west) door of the Entry$/);
  });
});

describe('a chest (the Open Doors/Chests flow chart, rules 1514-1530)', () => {
  it('searched, its trap disarmed on the second try one harder, then opened for its treasure', () => {
    // Chest Trap d6 [6]: Poison Needle; Wren's WIT 3: [5] [2] [3] finds it; disarm WIT Dif. 1:
    // [2] [3] [4] not yet; Dif. 2: [5] [6] [2] disarmed (10 XP); Treasure d6 [6]: the Tide Pearl.
    const g = game([6, 5, 2, 3, 2, 3, 4, 5, 6, 2, 6]);
    const wren = g.figures.find((f) => f.id === 'wren')!;
    const chest: Chest = {
      id: 'c1',
      cell: { x: 40, y: 55 },
      space: '',
      opened: false,
      locked: false,
      detect: 1,
      unlock: 1,
    };
    g.chests.push(chest);
    for (let i = 0; i < 4; i++) openChest(g, wren, chest);
    const text = g.log.map((e) => e.text).join('\n');
    expect(text).toMatch(
      /searches the chest for traps: WIT \[5\] \[2\] \[3\] against Dif\. 1: a Poison Needle/,
    );
    expect(text).toMatch(/Dif\. 1: not yet/);
    expect(text).toMatch(/Dif\. 2: disarmed/);
    expect(wren.xp).toBe(10);
    expect(chest.opened).toBe(true);
    expect(wren.items.map((i) => i.name)).toContain('Tide Pearl');
    expect(text).not.toMatch(/springs/);
  });

  it('a locked chest with a trap not found: the pick sets it off first', () => {
    // Chest Trap d6 [3]: Swinging Axe. Wren's search [2] [3] [4] finds nothing; the pick sets off
    // the axe: d6 [1] sweeps north-south past Wren alone; 5d6 [2] [2] [2] [3] [4] against DEF 1 +
    // leather 1 [2] [3]: no damage; DEX [5] [6] [2] [2] opens it.
    const g = game([3, 2, 3, 4, 1, 2, 2, 2, 3, 4, 2, 3, 5, 6, 2, 2]);
    const wren = g.figures.find((f) => f.id === 'wren')!;
    const chest: Chest = {
      id: 'c1',
      cell: { x: 40, y: 55 },
      space: '',
      opened: false,
      locked: true,
      detect: 1,
      unlock: 2,
    };
    g.chests.push(chest);
    openChest(g, wren, chest);
    openChest(g, wren, chest);
    const text = g.log.map((e) => e.text).join('\n');
    expect(text).toMatch(/Working the lock of the chest sets off the Swinging Axe/);
    expect(text).toMatch(
      /picks the lock of the chest: DEX \[5\] \[6\] \[2\] \[2\] against Dif\. 2: it clicks open/,
    );
    expect(chest.lock!.unlocked).toBe(true);
    expect(wren.xp).toBe(20);
  });
});

describe('the noise of a bash (rules 1209-1213)', () => {
  it('a sleeping monster in the next tile is Alert at once and hears heroes four tiles off', () => {
    const g = game([]);
    const brand = g.figures.find((f) => f.id === 'brand')!;
    const orc: Fig = {
      ...brand,
      id: 'm5',
      side: 'monster',
      name: 'Orc',
      cell: { x: 37, y: 55 },
      awake: 'sleeping',
      stats: { ...pack.monsters.orc!.stats },
    };
    g.figures.push(orc);
    bashNoise(g, brand);
    expect(orc.awake).toBe('ready');
    expect(orc.alarmed).toBe(true);
    expect(g.log.at(-1)!.text).toMatch(/brings Orc to the alert/);
  });
});
