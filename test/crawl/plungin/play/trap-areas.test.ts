import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../../../src/core/rng';
import { defaultsOf } from '../../../../src/core/system';
import { BUILT_IN_PACKS } from '../../../../src/crawl/plungin/packs';
import { newGame, type Fig } from '../../../../src/crawl/plungin/play/game';
import { attack, kill, trapAttack } from '../../../../src/crawl/plungin/play/combat';
import { DEFAULT_PARTY } from '../../../../src/crawl/plungin/play/heroes';
import { PLAY_OPTIONS } from '../../../../src/crawl/plungin/play/options';
import { doorSquares } from '../../../../src/crawl/plungin/grid';
import {
  boardOf,
  distances,
  fieldOf,
  key,
  parseKey,
  lineOfSight,
  passable,
  stepsTo,
} from '../../../../src/crawl/plungin/play/board';
import {
  inPit,
  monsterFig,
  moveToward,
  type GameState,
} from '../../../../src/crawl/plungin/play/state';
import {
  blockAt,
  climbOut,
  disarmPlate,
  withMarks,
} from '../../../../src/crawl/plungin/play/trap-areas';
import { figuresOf } from '../../../../src/crawl/plungin/play/system';

// The default pack's Entry tile is the 6x6 room x 36-41, y 54-59, its doors west (36,56-57),
// north (38-39,54) and east (41,56-57); the heroes are placed by each test.
const pack = BUILT_IN_PACKS[0]!;

function game(dice: number[]): GameState {
  return newGame({
    seed: 't',
    pack,
    packId: pack.id,
    party: DEFAULT_PARTY,
    options: defaultsOf(PLAY_OPTIONS),
    stop: { round: 1, action: null },
    rng: scriptedRng(dice),
  });
}
const hero = (g: GameState, id: string): Fig => g.figures.find((f) => f.id === id)!;
function place(g: GameState, at: Record<string, [number, number]>): void {
  // Everyone not named stands off the board, far from any trap.
  let far = 100;
  for (const f of g.figures) f.cell = { x: far++, y: 100 };
  for (const [id, [x, y]] of Object.entries(at)) hero(g, id).cell = { x, y };
}
function orc(g: GameState, x: number, y: number): Fig {
  const m = monsterFig(g, 'orc', g.figures.length + 1, { x, y }, g.crawl.tiles[0]!.space, false);
  g.figures.push(m);
  return m;
}
const ones = (n: number): number[] => Array<number>(n).fill(1);
const cells = (g: GameState, kind: 'rubble' | 'pit'): string[] =>
  (g.marks ?? []).filter((m) => m.kind === kind).flatMap((m) => m.cells.map(key));

describe('the 2x2 area (rules 1140-1155)', () => {
  it("holds the victim's square and keeps off a doorway: beside the west door it lies east of the victim", () => {
    const g = game([]);
    place(g, { wren: [37, 57] });
    // North-west would cover the door's squares (36,56) and (36,57); north-east covers none.
    expect(blockAt(g, hero(g, 'wren')).map(key)).toEqual(['37,56', '38,56', '37,57', '38,57']);
  });

  it('leaves a narrow way open where another corner of the block would shut it', () => {
    const g = game([]);
    // Row 56 already closed but for a gap at (37,56) and (38,56).
    g.closed = new Set(['36,56', '39,56', '40,56', '41,56']);
    g.board = boardOf(g.crawl.plan, g.closed);
    place(g, { wren: [38, 57] });
    // North-west would shut the gap, cutting rows 54-55 off the Dungeon Exit's corner (36,59);
    // north-east leaves (37,56) open.
    expect(blockAt(g, hero(g, 'wren')).map(key)).toEqual(['38,56', '39,56', '38,57', '39,57']);
  });

  it('keeps off a shut chest', () => {
    const g = game([]);
    place(g, { wren: [38, 58] });
    g.chests.push({
      id: 'c1',
      cell: { x: 38, y: 57 },
      space: 's1',
      opened: false,
      locked: false,
      detect: 1,
      unlock: 1,
    });
    // North-west and north-east hold the chest; south-west is the first left.
    expect(blockAt(g, hero(g, 'wren')).map(key)).toEqual(['37,58', '38,58', '37,59', '38,59']);
  });
});

describe('Falling Rocks (rules 1140-1145)', () => {
  it('strike the victim and every character in the 2x2 area, monsters too, and leave rubble no one may enter', () => {
    // Wren RES [1] [1] fails: 3 damage; Brand RES [5] [5] [1] [1] passes Dif. 2: 1 damage;
    // the orc RES [1] [1] [1] fails: 3 damage. Ansel stands outside the area.
    const g = game([1, 1, 5, 5, 1, 1, 1, 1, 1]);
    place(g, { wren: [37, 58], brand: [38, 57], ansel: [39, 58] });
    const o = orc(g, 37, 57);
    const life = {
      wren: hero(g, 'wren').life,
      brand: hero(g, 'brand').life,
      ansel: hero(g, 'ansel').life,
    };
    trapAttack(g, hero(g, 'wren'), 'falling-rocks', false);
    expect(hero(g, 'wren').life).toBe(life.wren - 3);
    expect(hero(g, 'brand').life).toBe(life.brand - 1);
    expect(hero(g, 'ansel').life).toBe(life.ansel);
    expect(o.life).toBe(o.maxLife - 3);
    // The area: north-west of Wren would take the door's square (36,57); north-east is next.
    const rubble = ['37,57', '38,57', '37,58', '38,58'];
    expect(cells(g, 'rubble')).toEqual(rubble);
    expect([...g.board.closed!]).toEqual(rubble);
    const text = g.log.map((e) => e.text).join('\n');
    expect(text).toMatch(
      /The ceiling comes down on \(37,57\) \(38,57\) \(37,58\) \(38,58\): Wren, Brand, Orc under the rocks\./,
    );
    expect(text).toMatch(/Rubble fills .*: no one may enter those squares again\./);
  });

  it('close their squares to every step in, not to a step out, nor to sight; paths go round', () => {
    const g = game(ones(9));
    place(g, { wren: [37, 58], brand: [38, 57] });
    trapAttack(g, hero(g, 'wren'), 'falling-rocks', false);
    const b = g.board;
    expect(passable(b, { x: 39, y: 57 }, { x: 38, y: 57 })).toBe(false);
    expect(passable(b, { x: 38, y: 57 }, { x: 39, y: 57 })).toBe(true);
    expect(lineOfSight(b, { x: 36, y: 58 }, { x: 39, y: 58 })).toBe(true);
    // (36,58) to (39,58): 3 steps straight before, 5 round the rubble by row 59 now.
    expect(stepsTo(b, { x: 36, y: 58 }, [{ x: 39, y: 58 }], new Set(), 20)).toBe(5);
    // A goal under the rubble is no goal: the field reaches none of the room from it.
    expect(fieldOf(b, [{ x: 37, y: 58 }]).get('36,58')).toBeUndefined();
  });

  it('are features of the tile in the state, with the trap and the round', () => {
    const g = game(ones(9));
    place(g, { wren: [37, 58] });
    trapAttack(g, hero(g, 'wren'), 'falling-rocks', false);
    const crawl = withMarks(g.crawl, g.marks);
    const f = crawl.plan.spaces
      .find((s) => s.id === g.crawl.tiles[0]!.space)!
      .features.find((x) => x.kind === 'rubble')!;
    expect(f.cells.map(key)).toEqual(['37,57', '38,57', '37,58', '38,58']);
    expect(f.note).toBe('rubble of the Falling Rocks (round 0)');
    // The construction's own plan is left as it was.
    expect(g.crawl.plan.spaces.some((s) => s.features.some((x) => x.kind === 'rubble'))).toBe(
      false,
    );
  });
});

describe('Pit Trap (rules 1149-1155)', () => {
  it('each character over the 2x2 pit leaps clear on a Dif. 3 DEX check or falls in for 1 damage', () => {
    // Wren DEX [5] [5] [5] [1] passes and leaps beside her companions; Brand DEX [1] [1] falls;
    // the orc DEX [1] [1] falls.
    const g = game([5, 5, 5, 1, 1, 1, 1, 1]);
    place(g, { wren: [37, 58], brand: [38, 58], ansel: [40, 59] });
    const o = orc(g, 37, 57);
    const life = hero(g, 'brand').life;
    trapAttack(g, hero(g, 'wren'), 'pit-trap', false);
    expect(cells(g, 'pit')).toEqual(['37,57', '38,57', '37,58', '38,58']);
    // Her free squares are south (37,59) and west (36,58); south is nearer Brand.
    expect(hero(g, 'wren').cell).toEqual({ x: 37, y: 59 });
    expect(inPit(g, hero(g, 'wren'))).toBe(false);
    expect(inPit(g, hero(g, 'brand'))).toBe(true);
    expect(hero(g, 'brand').life).toBe(life - 1);
    expect(inPit(g, o)).toBe(true);
    expect(o.life).toBe(o.maxLife - 1);
    expect(figuresOf(g).find((f) => f.id === 'brand')!.conditions).toContain('in-pit');
    const text = g.log.map((e) => e.text).join('\n');
    expect(text).toMatch(
      /Wren leaps clear: DEX \[5\] \[5\] \[5\] \[1\] against Dif\. 3, to \(37,59\)\./,
    );
    expect(text).toMatch(/Brand falls into the pit: DEX \[1\] \[1\] against Dif\. 3, 1 damage\./);
  });

  it('a monster that leaps lands on a square a die picks; an aware hero rolls a die more', () => {
    // Wren aware: DEX 4 + 1 = [1] x5, she falls; the ghoblin DEX [5] [6] [5] leaps, d2 [2].
    const g = game([...ones(5), 5, 6, 5, 2]);
    place(g, { wren: [38, 58] });
    const gh = monsterFig(g, 'ghoblin', 5, { x: 37, y: 58 }, g.crawl.tiles[0]!.space, false);
    g.figures.push(gh);
    trapAttack(g, hero(g, 'wren'), 'pit-trap', true);
    const fall = g.log.find((e) => /Wren falls/.test(e.text))!;
    expect(fall.dice).toHaveLength(5);
    // The pit is north-west of Wren; from (37,58) the ghoblin may go south (37,59) or west
    // (36,58), in that order: the d2's [2] is west.
    expect(cells(g, 'pit')).toEqual(['37,57', '38,57', '37,58', '38,58']);
    expect(gh.cell).toEqual({ x: 36, y: 58 });
    expect(g.log.find((e) => /Ghoblin leaps clear/.test(e.text))!.dice.at(-1)).toEqual({
      die: 'd2',
      value: 2,
      for: "Ghoblin's leap",
    });
  });

  it('those in the pit strike only each other, and climb out with an action at its edge', () => {
    const g = game([1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    place(g, { wren: [37, 58], brand: [38, 58], ansel: [40, 59] });
    const o = orc(g, 37, 57);
    // All fall: Wren DEX [1] x4, Brand [1] [1], the orc [1] [1].
    trapAttack(g, hero(g, 'wren'), 'pit-trap', false);
    expect([hero(g, 'wren'), hero(g, 'brand'), o].every((f) => inPit(g, f))).toBe(true);
    // Ansel outside cannot strike the orc below; the orc can strike Wren beside it in the pit.
    const ansel = hero(g, 'ansel');
    ansel.cell = { x: 36, y: 57 };
    const before = g.log.length;
    expect(attack(g, ansel, o, 'melee')).toBe(0);
    expect(g.log.slice(before).map((e) => e.text)).toEqual([
      'Ansel cannot reach Orc across the edge of the pit.',
    ]);
    const at = g.log.length;
    attack(g, o, hero(g, 'wren'), 'melee');
    expect(g.log[at]!.text).toMatch(/^Orc attacks Wren: /);
    // Brand climbs out at the nearest free square of the pit's edge: east (39,58) or south
    // (38,59); south is nearer Ansel, the one companion standing out of the pit.
    expect(climbOut(g, hero(g, 'brand'))).toBe(true);
    expect(hero(g, 'brand').cell).toEqual({ x: 38, y: 59 });
    expect(inPit(g, hero(g, 'brand'))).toBe(false);
    expect(g.log.at(-1)!.text).toBe('Brand climbs out of the pit to (38,59).');
    // The pit stays open: one may climb down into it again, but a move ends there (the pit is
    // (37,57)-(38,58); round it by the east, (38,57) is 3 steps from (38,59), not 2).
    expect(passable(g.board, { x: 38, y: 59 }, { x: 38, y: 58 })).toBe(true);
    const d = distances(g.board, { x: 38, y: 59 }, new Set(), 2);
    expect(d.get('38,58')).toBe(1);
    expect(d.get('38,57')).toBeUndefined();
    // No one climbs down only to stand in the pit: a goal in it with nothing better beyond it
    // leaves Ansel where she is (crossing is the next test's).
    const ansel2 = hero(g, 'ansel');
    ansel2.cell = { x: 39, y: 59 };
    expect(moveToward(g, ansel2, (c) => (c.x === 38 && c.y === 58 ? 0 : null))).toBe(false);
    expect(ansel2.cell).toEqual({ x: 39, y: 59 });
    // Out of the pit, a climb costs nothing.
    expect(climbOut(g, hero(g, 'brand'))).toBe(false);
    // A figure that dies in the pit is in it no more (the party carries a fallen hero along).
    kill(g, hero(g, 'wren'), o);
    expect(figuresOf(g).find((f) => f.id === 'wren')!.conditions).toEqual(['dead']);
  });
});

describe('crossing an open pit (READING: climbed down into, not sealed)', () => {
  it('a move ends in the pit, and the figure climbs out on the side it was going to', () => {
    // Wren alone falls ([1] x4) into the pit (37,57)-(38,58) of a room x 36-40, y 55-59; she
    // climbs out at the nearest edge square, (37,59), to the south.
    const g = game(ones(8));
    place(g, { wren: [37, 58] });
    trapAttack(g, hero(g, 'wren'), 'pit-trap', false);
    expect(cells(g, 'pit')).toEqual(['37,57', '38,57', '37,58', '38,58']);
    const wren = hero(g, 'wren');
    expect(climbOut(g, wren)).toBe(true);
    expect(wren.cell).toEqual({ x: 37, y: 59 });
    // Brand and Ansel stand where a way round the pit starts: the only way north is down.
    hero(g, 'brand').cell = { x: 36, y: 59 };
    hero(g, 'ansel').cell = { x: 38, y: 59 };
    const north = (c: { y: number }): number | null => (c.y < 59 ? c.y : null);
    expect(moveToward(g, wren, north)).toBe(true);
    expect(wren.cell).toEqual({ x: 37, y: 58 });
    expect(inPit(g, wren)).toBe(true);
    expect(g.log.at(-1)!.text).toBe('Wren climbs down into the pit.');
    // Out on the far (north) side, the way she was going, not back where she came from.
    expect(climbOut(g, wren)).toBe(true);
    expect(wren.cell.y).toBe(56);
    expect(inPit(g, wren)).toBe(false);
  });
  it('driven back over the edge, a figure falls into the pit (1 damage), and no one follows it', () => {
    // Wren falls ([1] x4) into the pit (37,57)-(38,58) and climbs out; then Brand strikes the orc
    // at (39,58) from the east: [5] and misses, one hit against [2] [2], 1 damage, and pushback.
    const g = game([1, 1, 1, 1, 5, 2, 2, 2, 2, 2, 2, 2, 2]);
    place(g, { wren: [37, 58] });
    trapAttack(g, hero(g, 'wren'), 'pit-trap', false);
    climbOut(g, hero(g, 'wren'));
    const o = orc(g, 39, 58);
    const brand = hero(g, 'brand');
    brand.cell = { x: 40, y: 58 };
    const life = o.life;
    attack(g, brand, o, 'melee');
    expect(o.cell).toEqual({ x: 38, y: 58 });
    expect(inPit(g, o)).toBe(true);
    expect(o.life).toBe(life - 2);
    expect(brand.cell).toEqual({ x: 40, y: 58 });
    expect(
      g.log.some(
        (e) => e.text === 'Orc is driven back over the edge and falls into the pit: 1 damage.',
      ),
    ).toBe(true);
  });
  it('a door whose every square in front is rubble is not made for (rules 1143-1147)', () => {
    const g = game([]);
    const great = g.crawl.plan.frontier[0]!;
    const front = doorSquares(great.block, great.dir).map(key);
    g.closed = new Set(front);
    // The field to those squares has no goal left: no square of the floor can reach it.
    const f = fieldOf(boardOf(g.crawl.plan, g.closed), front.map(parseKey));
    expect([...g.board.floor.keys()].some((k) => f.get(k) !== undefined)).toBe(false);
  });
});

describe('Explosive Runes (rules 1159-1163)', () => {
  it('strike every standing character in the tile, monsters included, 5d6 against the higher of RES and DEX', () => {
    // Wren: runes [6] [6] [6] [1] [1] against DEX [1] [1] [1] [1]: 3 damage.
    // Brand: [5] [1] [1] [1] [1] against RES [5] [1] [1] [1]: none.
    // The orc: [6] [6] [1] [1] [1] against RES [1] [1] [1]: 2 damage. Morwen lies fallen: untouched.
    const g = game([6, 6, 6, 1, 1, 1, 1, 1, 1, 5, 1, 1, 1, 1, 5, 1, 1, 1, 6, 6, 1, 1, 1, 1, 1, 1]);
    place(g, { wren: [37, 58], brand: [41, 54], morwen: [36, 54] });
    const morwen = hero(g, 'morwen');
    morwen.dead = true;
    const o = orc(g, 40, 56);
    const life = { wren: hero(g, 'wren').life, brand: hero(g, 'brand').life };
    trapAttack(g, hero(g, 'wren'), 'explosive-runes', false);
    expect(hero(g, 'wren').life).toBe(life.wren - 3);
    expect(hero(g, 'brand').life).toBe(life.brand);
    expect(o.life).toBe(o.maxLife - 2);
    const strikes = g.log.filter((e) => e.act === 'trap').map((e) => e.text.split(':')[0]);
    expect(strikes).toEqual([
      'The Explosive Runes catch Wren',
      'The Explosive Runes catch Brand',
      'The Explosive Runes catch Orc',
    ]);
    expect(g.marks ?? []).toEqual([]);
  });
});

describe('Swinging Axe (rules 1121-1126)', () => {
  it('an even d6 sweeps east-west along five squares centred on the victim; each character there defends', () => {
    // d6 [2]: east-west along row 57, (36-40,57). Wren: 5d6 [6] [6] [1] [1] [1] against DEF 2
    // [1] [1]: 2 damage. Brand (40,57): [1] x5, no damage. The orc (36,57): [6] [1] [1] [1] [1]
    // against DEF 3 [1] [1] [1]: 1 damage. Ansel (38,58) is off the line.
    const g = game([2, 6, 6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 6, 1, 1, 1, 1, 1, 1, 1]);
    place(g, { wren: [38, 57], brand: [40, 57], ansel: [38, 58] });
    const o = orc(g, 36, 57);
    const life = { wren: hero(g, 'wren').life, ansel: hero(g, 'ansel').life };
    trapAttack(g, hero(g, 'wren'), 'swinging-axe', false);
    expect(g.log[g.log.length - 4]!.text).toBe(
      'The Swinging Axe swings east-west (d6 [2]) across (36,57) (37,57) (38,57) (39,57) (40,57): Wren, Brand, Orc in its path.',
    );
    expect(hero(g, 'wren').life).toBe(life.wren - 2);
    expect(hero(g, 'ansel').life).toBe(life.ansel);
    expect(o.life).toBe(o.maxLife - 1);
  });

  it('an odd d6 sweeps north-south, and a wall cuts the line short', () => {
    // d6 [3]: rows 53-57 of column 38; row 53 is beyond the shut north door.
    const g = game([3, ...ones(7)]);
    place(g, { wren: [38, 55] });
    trapAttack(g, hero(g, 'wren'), 'swinging-axe', false);
    expect(g.log.find((e) => e.act === 'trap-area')!.text).toMatch(
      /swings north-south \(d6 \[3\]\) across \(38,54\) \(38,55\) \(38,56\) \(38,57\): Wren in its path\./,
    );
  });
});

describe('Spear Trap (rules 1130-1136)', () => {
  it("the 2x1 plate lies along the door: the victim's square and the door's other square", () => {
    // Brand at the north door (38,54), Wren on (39,54). Brand DEX [1] [1] fails the Dif. 1
    // dodge: 5d6 [5] [5] [1] [1] [1], 2 damage; Wren DEX [6] [1] [1] [1] dodges.
    const g = game([1, 1, 5, 5, 1, 1, 1, 6, 1, 1, 1]);
    place(g, { brand: [38, 54], wren: [39, 54], ansel: [38, 55] });
    const life = { brand: hero(g, 'brand').life, wren: hero(g, 'wren').life };
    trapAttack(g, hero(g, 'brand'), 'spear-trap', false);
    expect(g.log.find((e) => e.act === 'trap-area')!.text).toBe(
      'Spears burst from the plate at (38,54) (39,54): Brand, Wren on it; the plate stays armed for any hero who steps on it.',
    );
    expect(hero(g, 'brand').life).toBe(life.brand - 2);
    expect(hero(g, 'wren').life).toBe(life.wren);
  });
});

describe('the Spear Trap left armed (rules 1133-1136)', () => {
  /** Brand sets the plate off at the north door and dodges it (DEX [6] [6]); then `dice`. */
  function armed(dice: number[]): GameState {
    const g = game([6, 6, ...dice]);
    place(g, { brand: [38, 54], wren: [37, 54] });
    trapAttack(g, hero(g, 'brand'), 'spear-trap', false);
    hero(g, 'brand').cell = { x: 41, y: 59 };
    return g;
  }
  const goTo = (g: GameState, f: Fig, x: number, y: number): boolean =>
    moveToward(g, f, (c) => (c.x === x && c.y === y ? 0 : null));

  it('fires again at a hero whose move must cross it, who knows of it: +1 DEX die', () => {
    // Wren (37,54) to (40,54): 3 steps along row 54 over the plate, 5 round it.
    // DEX 4 + 1 [1] x5 fails the dodge; 5d6 [5] [5] [5] [1] [1], 3 damage.
    const g = armed([...ones(5), 5, 5, 5, 1, 1]);
    const wren = hero(g, 'wren');
    const life = wren.life;
    expect(goTo(g, wren, 40, 54)).toBe(true);
    expect(g.log.find((e) => /steps on the spear plate/.test(e.text))!.text).toBe(
      'Wren steps on the spear plate at (38,54).',
    );
    expect(g.log.at(-1)!.dice.filter((d) => /DEX/.test(d.for))).toHaveLength(5);
    expect(wren.life).toBe(life - 3);
    const plate = withMarks(g.crawl, g.marks)
      .plan.spaces.flatMap((s) => s.contents)
      .filter((c) => c.kind === 'trap');
    expect(plate).toHaveLength(2);
  });

  it('is walked round when a way as short exists, and monsters never set it off', () => {
    const g = armed([]);
    const wren = hero(g, 'wren');
    wren.cell = { x: 37, y: 55 };
    // (37,55) to (40,54): 4 steps either way; the way by row 55 keeps off the plate.
    expect(goTo(g, wren, 40, 54)).toBe(true);
    const o = orc(g, 37, 54);
    expect(goTo(g, o, 39, 54)).toBe(true);
    expect(g.log.some((e) => /steps on the spear plate/.test(e.text))).toBe(false);
  });

  it('is disarmed from a square beside it: Dif. 2 DEX, +1 a retry, 20 XP', () => {
    // DEX [2] [2] [3] [4]: not yet (no 1, no fumble); then Dif. 3: [5] [5] [6] [1], disarmed.
    const g = armed([2, 2, 3, 4, 5, 5, 6, 1]);
    const wren = hero(g, 'wren');
    expect(disarmPlate(g, wren)).toBe(true);
    expect(g.log.at(-1)!.text).toBe(
      'Wren works at the spear plate: DEX [2] [2] [3] [4] against Dif. 2: not yet.',
    );
    expect(disarmPlate(g, wren)).toBe(true);
    expect(g.log.at(-1)!.text).toMatch(/against Dif\. 3: disarmed\.$/);
    expect(wren.xp).toBe(20);
    expect(disarmPlate(g, wren)).toBe(false);
    // Disarmed, it fires no more.
    expect(goTo(g, wren, 40, 54)).toBe(true);
    expect(g.log.some((e) => /steps on the spear plate/.test(e.text))).toBe(false);
  });
});

describe('a trap with no area', () => {
  it('the Poison Needle strikes only its victim', () => {
    // 3d6 [6] [6] [1] against Wren's RES [1] [1]: 2 damage, weakened.
    const g = game([6, 6, 1, 1, 1]);
    place(g, { wren: [37, 58], brand: [38, 58] });
    const life = hero(g, 'brand').life;
    trapAttack(g, hero(g, 'wren'), 'poison-needle', false);
    expect(hero(g, 'brand').life).toBe(life);
    expect(g.log.filter((e) => e.act === 'trap-area')).toEqual([]);
  });
});
