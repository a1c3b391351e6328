/**
 * Every row of every Appendix A table: each die face lands on the result dmg1-appendix-a.txt
 * gives for it (expected ranges written out by hand from the appendix, not read from the code).
 */
import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../../src/core/rng';
import * as P from '../../../src/crawl/dmg1/tables-passages';
import * as R from '../../../src/crawl/dmg1/tables-rooms';
import * as L from '../../../src/crawl/dmg1/tables-levels';

/** "1-2 a, 3 b" -> [[1, 'a'], [2, 'a'], [3, 'b']] */
function expand(spec: string): [number, string][] {
  const out: [number, string][] = [];
  for (const part of spec.split(', ')) {
    const m = /^(\d+)(?:-(\d+))? (.+)$/.exec(part);
    if (!m) throw new Error(`bad spec ${part}`);
    const lo = Number(m[1]);
    const hi = m[2] ? Number(m[2]) : lo;
    for (let v = lo; v <= hi; v++) out.push([v, m[3]!]);
  }
  return out;
}

const CASES: [string, string, readonly { lo: number; hi: number; kind: string }[], string][] = [
  [
    'I',
    'd20',
    P.TABLE_I,
    '1-2 continue, 3-5 door, 6-10 side-passage, 11-13 turn, 14-16 chamber, 17 stairs, 18 dead-end, 19 trick-trap, 20 wandering-monster',
  ],
  ['II location', 'd20', P.TABLE_II_LOCATION, '1-6 left, 7-12 right, 13-20 ahead'],
  [
    'II beyond',
    'd20',
    P.TABLE_II_BEYOND,
    '1-4 parallel-passage, 5-8 passage-ahead, 9 passage-45-ahead, 10 passage-45-behind, 11-18 room, 19-20 chamber',
  ],
  [
    'III',
    'd20',
    P.TABLE_III,
    '1-2 left-90, 3-4 right-90, 5 left-45-ahead, 6 right-45-ahead, 7 left-45-behind, 8 right-45-behind, 9 left-curve-45, 10 right-curve-45, 11-13 passage-t, 14-15 passage-y, 16-19 four-way, 20 passage-x',
  ],
  ['III.A', 'd20', P.TABLE_III_A, '1-12 10 ft, 13-16 20 ft, 17 30 ft, 18 5 ft, 19-20 special'],
  [
    'III.B',
    'd20',
    P.TABLE_III_B,
    '1-4 columns-center, 5-7 double-columns-40, 8-10 double-columns-50, 11-12 galleries, 13-15 stream, 16-17 river-20, 18 river-40, 19 river-60, 20 chasm',
  ],
  ['III.B galleries', 'd20', P.TABLE_III_B_GALLERY_STAIRS, '1-15 at-end, 16-20 at-start'],
  ['III.B stairway', 'd20', P.TABLE_III_B_GALLERY_STAIRWAY, '1-10 replaces, 11-20 supplements'],
  ['III.B stream', 'd20', P.TABLE_III_B_STREAM, '1-15 bridge, 16-20 obstacle'],
  ['III.B river', 'd20', P.TABLE_III_B_RIVER, '1-10 bridge, 11-15 boat, 16-20 obstacle'],
  ['III.B boat', 'd20', P.TABLE_III_B_BOAT_BANK, '1-10 near-bank, 11-20 far-bank'],
  ['III.B chasm', 'd20', P.TABLE_III_B_CHASM, '1-10 bridge, 11-15 jumping-place, 16-20 obstacle'],
  [
    'IV',
    'd20',
    P.TABLE_IV,
    '1-8 left-90, 9 left-45-ahead, 10 left-45-behind, 11-18 right-90, 19 right-45-ahead, 20 right-45-behind',
  ],
  [
    'V',
    'd20',
    R.TABLE_V,
    '1-2 square-small, 3-4 square-20, 5-6 square-30, 7-8 square-40, 9-10 rect-small, 11-13 rect-20x30, 14-15 rect-medium, 16-17 rect-large, 18-20 unusual',
  ],
  [
    'V.A',
    'd20',
    R.TABLE_V_A,
    '1-5 circular, 6-8 triangular, 9-11 trapezoidal, 12-13 odd, 14-15 oval, 16-17 hexagonal, 18-19 octagonal, 20 cave',
  ],
  ['V.A circular', 'd20', R.TABLE_V_A_CIRCULAR, '1-5 pool, 6-7 well, 8-10 shaft, 11-20 normal'],
  [
    'V.B',
    'd20',
    R.TABLE_V_B,
    '1-3 500, 4-6 900, 7-8 1300, 9-10 2000, 11-12 2700, 13-14 3400, 15-20 roll-again-add',
  ],
  [
    'V.C',
    'd20',
    R.TABLE_V_C,
    '1-3 1-or-2, 4-6 2-or-3, 7-9 3-or-4, 10-12 none-or-1-1200, 13-15 none-or-1-1600, 16-18 d4, 19-20 1-swapped',
  ],
  ['V.D', 'd20', R.TABLE_V_D, '1-7 opposite, 8-12 left, 13-17 right, 18-20 same'],
  [
    'V.D mapped',
    'd20',
    R.TABLE_V_D_MAPPED,
    '1-5 secret-door, 6-10 one-way-door, 11-20 opposite-direction',
  ],
  ['V.D note', 'd20', R.SECRET_DOOR_CHECK, '1-5 secret-door, 6-20 solid'],
  ['V.E', 'd20', R.TABLE_V_E, '1-16 straight, 17-18 45-left-right, 19-20 45-right-left'],
  [
    'V.F',
    'd20',
    R.TABLE_V_F,
    '1-12 empty, 13-14 monster, 15-17 monster-treasure, 18 special-stairs, 19 trick-trap, 20 treasure',
  ],
  [
    'V.F stairs',
    'd20',
    R.TABLE_V_F_STAIRS,
    '1-5 up-1, 6-8 up-2, 9-14 down-1, 15-19 down-2, 20 down-3',
  ],
  [
    'V.G',
    'd%',
    R.TABLE_V_G,
    '1-25 cp, 26-50 sp, 51-65 ep, 66-80 gp, 81-90 pp, 91-94 gems, 95-97 jewelry, 98-100 magic',
  ],
  [
    'V.H',
    'd20',
    R.TABLE_V_H,
    '1-2 bags, 3-4 sacks, 5-6 small coffers, 7-8 chests, 9-10 huge chests, 11-12 pottery jars, 13-14 metal urns, 15-16 stone containers, 17-18 iron trunks, 19-20 loose',
  ],
  ['V.H protection', 'd20', R.TABLE_V_H_PROTECTION, '1-8 guarded, 9-20 hidden'],
  [
    'V.I',
    'd20',
    R.TABLE_V_I,
    '1-2 contact poison on container, 3-4 contact poison on treasure, 5-6 poisoned needles in lock, 7 poisoned needles in handles, 8 spring darts from front, 9 spring darts up from top, 10 spring darts up from inside bottom, 11-12 blade scything across inside, 13 poisonous insects or reptiles inside, 14 gas released on opening, 15 trapdoor in front of container, 16 trapdoor 6 ft in front of container, 17 stone block drops in front, 18 spears from walls on opening, 19 explosive runes, 20 symbol',
  ],
  [
    'V.J',
    'd20',
    R.TABLE_V_J,
    '1-3 invisibility, 4-5 illusion, 6 secret space under container, 7-8 secret compartment in container, 9 inside an ordinary item in plain view, 10 disguised as something else, 11 under trash or dung, 12-13 under a loose floor stone, 14-15 behind a loose wall stone, 16-20 in a secret room nearby',
  ],
  [
    'VI',
    'd20',
    L.TABLE_VI,
    '1-5 down-1, 6 down-2, 7 down-3, 8 up-1, 9 up-dead-end, 10 down-dead-end, 11 chimney-up-1, 12 chimney-up-2, 13 chimney-down-2, 14-16 trap-door-down-1, 17 trap-door-down-2, 18-20 up-1-down-2',
  ],
  [
    'VII',
    'd20',
    L.TABLE_VII,
    '1-5 secret-door, 6-7 pit, 8 spiked-pit, 9 elevator-1, 10 elevator-2, 11 elevator-2-5, 12 sliding-wall, 13 oil-and-cinder, 14 crushing-pit, 15 arrow-trap, 16 spear-trap, 17 gas, 18 falling-door-or-stone, 19 illusory-wall, 20 chute',
  ],
  ['VII illusion', 'd20', L.TABLE_VII_ILLUSION, '1-6 pit, 7-10 chute, 11-20 chamber'],
  [
    'VII.A',
    'd20',
    L.TABLE_VII_A,
    '1-7 obscures vision, 8-9 blinds 1-6 turns, 10-12 fear: run back 120 ft unless save vs magic, 13 sleep 2-12 turns, 14-18 strength +1-6 to fighters for 1-10 hours, 19 sickness: return to surface, 20 poison: save or die',
  ],
  [
    'VIII',
    'd20',
    L.TABLE_VIII,
    '1-5 cave-40x60, 6-7 cave-50x75, 8-9 double-cave-small, 10-11 double-cave-large, 12-14 cavern-95x125, 15-16 cavern-120x150, 17-18 cavern-150x200, 19-20 mammoth-cavern',
  ],
  [
    'VIII.A',
    'd20',
    L.TABLE_VIII_A,
    '1-8 none, 9-10 pool, 11-12 pool-monster, 13-18 pool-monster-treasure, 19-20 magic-pool',
  ],
  [
    'VIII.B',
    'd20',
    L.TABLE_VIII_B,
    '1-10 none, 11-15 lake, 16-18 lake-monsters, 19-20 enchanted-lake',
  ],
  [
    'VIII.C',
    'd20',
    L.TABLE_VIII_C,
    '1-8 gold-transmuting, 9-15 characteristic, 16-17 talking-wish, 18-20 transporter',
  ],
  ['VIII.C gold', 'd20', L.TABLE_VIII_C_GOLD, '1-11 platinum, 12-20 lead'],
  [
    'VIII.C ability',
    'd6',
    L.TABLE_VIII_C_ABILITY,
    '1 Strength, 2 Intelligence, 3 Wisdom, 4 Dexterity, 5 Constitution, 6 Charisma',
  ],
  [
    'VIII.C alignment',
    'd20',
    L.TABLE_VIII_C_ALIGNMENT,
    '1-6 lawful good, 7-9 lawful evil, 10-12 chaotic good, 13-17 chaotic evil, 18-20 neutral',
  ],
  [
    'VIII.C transporter',
    'd20',
    L.TABLE_VIII_C_TRANSPORT,
    '1-7 back to the surface, 8-12 elsewhere on this level, 13-16 one level down, 17-20 100 miles away',
  ],
];

describe('Appendix A tables: every die face', () => {
  it.each(CASES)('Table %s (%s)', (_name, die, rows, spec) => {
    const expected = expand(spec);
    const faces = die === 'd%' ? 100 : Number(die.slice(1));
    expect(expected.map(([v]) => v)).toEqual(Array.from({ length: faces }, (_, i) => i + 1));
    for (const [face, kind] of expected) {
      const { row, roll } = scriptedRng([face]).table(die, rows);
      expect(roll).toBe(face);
      expect(row.kind).toBe(kind);
    }
  });
});

describe('Appendix A table details', () => {
  it('Table I gives the distance to the next check (60 ft after straight, 30 ft after side passage, turn, chamber, trap)', () => {
    const feet = Object.fromEntries(P.TABLE_I.map((r) => [r.kind, r.checkFeet]));
    expect(feet).toMatchObject({
      continue: 60,
      'side-passage': 30,
      turn: 30,
      chamber: 30,
      'trick-trap': 30,
    });
  });
  it('Table III.A widths are 10, 20, 30 and 5 ft', () => {
    expect(P.TABLE_III_A.map((r) => r.feet)).toEqual([10, 20, 30, 5, 0]);
  });
  it('Table III.B passage and crossing widths follow the appendix', () => {
    expect(P.TABLE_III_B.map((r) => [r.kind, r.feet, r.crossing])).toEqual([
      ['columns-center', 40, 0],
      ['double-columns-40', 40, 0],
      ['double-columns-50', 50, 0],
      ['galleries', 50, 0],
      ['stream', 10, 10],
      ['river-20', 10, 20],
      ['river-40', 10, 40],
      ['river-60', 10, 60],
      ['chasm', 10, 20],
    ]);
  });
  it('Table IV and III branch headings turn the right way (eighths, left negative)', () => {
    expect(P.TABLE_IV.map((r) => r.turn)).toEqual([-2, -1, -3, 2, 1, 3]);
    const t = Object.fromEntries(P.TABLE_III.map((r) => [r.kind, r.branches.map((b) => b.turn)]));
    expect(t['passage-t']).toEqual([-2, 2]);
    expect(t['passage-y']).toEqual([-1, 1]);
    expect(t['four-way']).toEqual([-2, 2]);
    expect(P.TABLE_III.find((r) => r.kind === 'four-way')!.continues).toBe(true);
    expect(P.TABLE_III.find((r) => r.kind === 'passage-t')!.continues).toBe(false);
  });
  it('Table V sizes for chambers and rooms', () => {
    expect(R.TABLE_V.map((r) => r.chamber)).toEqual([
      [20, 20],
      [20, 20],
      [30, 30],
      [40, 40],
      [20, 30],
      [20, 30],
      [30, 50],
      [40, 60],
      [0, 0],
    ]);
    expect(R.TABLE_V.map((r) => r.room)).toEqual([
      [10, 10],
      [20, 20],
      [30, 30],
      [40, 40],
      [10, 20],
      [20, 30],
      [20, 40],
      [30, 40],
      [0, 0],
    ]);
  });
  it('Table V.B areas', () => {
    expect(R.TABLE_V_B.map((r) => r.area)).toEqual([500, 900, 1300, 2000, 2700, 3400, 0]);
  });
  it('Table V.C exit counts by area', () => {
    expect(R.TABLE_V_C.map((r) => [r.limit, r.small, r.large])).toEqual([
      [600, 1, 2],
      [600, 2, 3],
      [600, 3, 4],
      [1200, -1, 1],
      [1600, -1, 1],
      [Infinity, -4, -4],
      [Infinity, 1, 1],
    ]);
  });
  it('Table V.G amounts per level', () => {
    expect(R.TABLE_V_G.map((r) => r.perLevel)).toEqual([1000, 1000, 750, 250, 100, 0, 1, 0]);
  });
  it('Table VI levels, continuation and egress-door chances', () => {
    expect(L.TABLE_VI.map((r) => [r.kind, r.levels, r.continues, r.egress])).toEqual([
      ['down-1', 1, false, 1],
      ['down-2', 2, false, 2],
      ['down-3', 3, false, 3],
      ['up-1', -1, false, 0],
      ['up-dead-end', 0, false, 0],
      ['down-dead-end', 0, false, 0],
      ['chimney-up-1', -1, true, 0],
      ['chimney-up-2', -2, true, 0],
      ['chimney-down-2', 2, true, 0],
      ['trap-door-down-1', 1, true, 0],
      ['trap-door-down-2', 2, true, 0],
      ['up-1-down-2', 1, false, 0],
    ]);
    expect(L.DEAD_END_CHUTE).toEqual({ 'up-dead-end': 2, 'down-dead-end': 1 });
  });
  it('Table VII secret-door detection chances and solo dice', () => {
    expect(L.SECRET_DOOR_DETECTION).toEqual({ 'non-elf': 3, elf: 5, 'magic-device': 18 });
    expect(L.SOLO).toMatchObject({
      listenDie: 12,
      listenHit: 1,
      espDie: 6,
      espHit: 1,
      surpriseDie: 8,
    });
  });
  it('Table VIII cave sizes and water checks', () => {
    expect(L.TABLE_VIII.map((r) => [r.parts, r.water])).toEqual([
      [[[40, 60]], 'none'],
      [[[50, 75]], 'none'],
      [
        [
          [20, 30],
          [60, 60],
        ],
        'none',
      ],
      [
        [
          [35, 50],
          [80, 90],
        ],
        'pool',
      ],
      [[[95, 125]], 'pool'],
      [[[120, 150]], 'none'],
      [[[150, 200]], 'pool'],
      [[[250, 350]], 'lake'],
    ]);
  });
});
