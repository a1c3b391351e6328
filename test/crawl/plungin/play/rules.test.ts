import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../../../src/core/rng';
import { BUILT_IN_PACKS } from '../../../../src/crawl/plungin/packs';
import { alertCheck, newGame, type Fig } from '../../../../src/crawl/plungin/play/game';
import { DEFAULT_PARTY } from '../../../../src/crawl/plungin/play/heroes';
import { doorName } from '../../../../src/crawl/plungin/play/names';

const pack = BUILT_IN_PACKS[0]!;
const options = {
  pack: 'strata-sunken-shrine',
  fasterBloodier: false,
  noFumbles: false,
  tougher: false,
  overwhelmed: false,
} as const;

function game(dice: number[]) {
  return newGame({
    seed: 't',
    pack,
    packId: pack.id,
    party: DEFAULT_PARTY,
    options,
    stop: { round: 1, action: null },
    rng: scriptedRng(dice),
  });
}

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
