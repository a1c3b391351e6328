/**
 * The "Dungeon Crawling" tables as data: every ranged table covers its die exactly once (the die
 * written here from the text, not read from the code), the settled defects read as named, and a
 * scripted die lands on the row the text gives.
 */
import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../../src/core/rng';
import * as C from '../../../src/crawl/tiles/tables-caverns';
import * as R from '../../../src/crawl/tiles/tables-rooms';
import * as M from '../../../src/crawl/tiles/tables-monsters';
import * as S from '../../../src/crawl/tiles/selection';

type Rows = readonly { lo: number; hi: number; kind: string }[];

/** Every face of 1..sides in exactly one row. */
function covers(rows: Rows, sides: number): void {
  const seen = new Array<number>(sides + 1).fill(0);
  for (const r of rows) {
    expect(r.lo).toBeLessThanOrEqual(r.hi);
    for (let v = r.lo; v <= r.hi; v++) {
      expect(v, `face ${v} out of 1..${sides}`).toBeGreaterThanOrEqual(1);
      expect(v, `face ${v} out of 1..${sides}`).toBeLessThanOrEqual(sides);
      seen[v]!++;
    }
  }
  for (let v = 1; v <= sides; v++) expect(seen[v], `face ${v}`).toBe(1);
}

// Table name, die sides, rows.
const RANGED: [string, number, Rows][] = [
  ['Table 1', 6, C.TABLE_1],
  ['Table 1 entrance', 6, C.TABLE_1_ENTRANCE],
  ['entry hand', 6, C.ENTRY_HAND],
  ['Table 3 feature', 6, C.TABLE_3_FEATURE],
  ['Table 3 danger', 6, C.TABLE_3_DANGER],
  ['Table 4', 20, C.TABLE_4],
  ['Table 4 chimney', 6, C.TABLE_4_CHIMNEY],
  ['Table 4 dead human', 6, C.TABLE_4_DEAD_HUMAN],
  ['Table 4 how long', 6, C.TABLE_4_DEAD_HOW_LONG],
  ['Table 4 item', 20, C.TABLE_4_ITEM],
  ['Table 4 item 9', 6, C.TABLE_4_ITEM_NINE],
  ['clustering', 6, C.CLUSTERING],
  ['Table 5', 6, C.TABLE_5],
  ['Table 5 cavern/passageway', 6, C.TABLE_5_CAVERN_OR_PASSAGEWAY],
  ['Table 5 door/room', 6, C.TABLE_5_DOOR_OR_ROOM],
  ['Table 5 keyhole', 6, C.TABLE_5_KEYHOLE],
  ['Table 6', 6, C.TABLE_6],
  ['Table 9', 6, C.TABLE_9],
  ['Table 10', 12, C.TABLE_10],
  ['steps direction', 6, C.STEPS_DIRECTION],
  ['Table 13 door', 6, R.TABLE_13_DOOR],
  ['Table 13', 12, R.TABLE_13],
  ['Table 13 special/steps', 6, R.TABLE_13_SPECIAL_OR_STEPS],
  ['Table 14 entry', 6, R.TABLE_14_ENTRY],
  ['Table 14 dangers', 6, R.TABLE_14_DANGERS],
  ['Table 14 features', 6, R.TABLE_14_FEATURES],
  ['Table 14 door quality', 6, R.TABLE_14_DOOR_QUALITY],
  ['Table 15', 100, R.TABLE_15],
  ['side door', 6, R.SIDE_DOOR],
  ['Table 17 door open-room', 6, R.TABLE_17_DOOR['open-room']],
  ['Table 17 door corridor', 6, R.TABLE_17_DOOR.corridor],
  ['Table 17 door living', 6, R.TABLE_17_DOOR['living-quarters']],
  ['Table 17 open-room', 12, R.TABLE_17['open-room']],
  ['Table 17 corridor', 12, R.TABLE_17.corridor],
  ['Table 17 living', 12, R.TABLE_17['living-quarters']],
  ['forge/prison', 6, R.FORGE_OR_PRISON],
  ['forge/prison/guardroom', 6, R.FORGE_PRISON_GUARDROOM],
  ['passage/cavern', 6, R.PASSAGE_OR_CAVERN],
  ['great hall/throne room', 6, R.GREAT_HALL_OR_THRONE_ROOM],
  ['Table 18 door', 6, R.TABLE_18_DOOR],
  ['Table 18 interior door', 6, R.TABLE_18_INTERIOR_DOOR],
  ['Table 18', 12, R.TABLE_18],
  ['Table 18 door quality', 6, R.TABLE_18_DOOR_QUALITY],
  ['Table 19 door entry', 6, R.TABLE_19_DOOR.entry],
  ['Table 19 door side', 6, R.TABLE_19_DOOR.side],
  ['Table 19 door throne', 6, R.TABLE_19_DOOR.throne],
  ['Table 19 entry', 12, R.TABLE_19.entry],
  ['Table 19 side', 12, R.TABLE_19.side],
  ['Table 19 throne', 12, R.TABLE_19.throne],
  ['Table 19 door quality', 6, R.TABLE_19_DOOR_QUALITY],
  ['Table 20 door', 6, R.TABLE_20_DOOR],
  ['Table 20', 12, R.TABLE_20],
  ['Table 21', 6, R.TABLE_21],
  ['Table 21 other', 6, R.TABLE_21_OTHER],
  ['terminal room (room)', 12, R.TERMINAL_ROOM.room],
  ['terminal room (cavern)', 12, R.TERMINAL_ROOM.cavern],
  ['terminal room (living)', 12, R.TERMINAL_ROOM['living-quarters']],
  ['spotting', 6, M.SPOTTING],
  ['Table 24 weaker', 6, M.TABLE_24.weaker],
  ['Table 24 same', 6, M.TABLE_24.same],
  ['Table 24 stronger', 6, M.TABLE_24.stronger],
  ['Table 26', 6, M.TABLE_26],
  ['Table 27 weapon', 6, M.TABLE_27_WEAPON],
  ['Table 27 chest weapon', 6, M.TABLE_27_CHEST_WEAPON],
  ['Table 27 key', 6, M.TABLE_27_KEY],
  ['Table 27 chest trap', 6, M.TABLE_27_CHEST_TRAP],
  ['Table 27 sack', 6, M.TABLE_27_SACK],
  ['traps', 100, M.TRAPS],
  ['Table 2 LH', 20, S.TABLE_2.LH],
  ['Table 2 RH', 20, S.TABLE_2.RH],
  ['Table 7 LH', 20, S.TABLE_7.LH],
  ['Table 7 RH', 20, S.TABLE_7.RH],
  ['Table 8 LH', 6, S.TABLE_8.LH],
  ['Table 8 RH', 6, S.TABLE_8.RH],
  ['Table 11 LH', 20, S.TABLE_11.LH],
  ['Table 11 RH', 20, S.TABLE_11.RH],
  ['Table 12 LH', 6, S.TABLE_12.LH],
  ['Table 12 RH', 6, S.TABLE_12.RH],
  ['Table 16 LH', 20, S.TABLE_16.LH],
  ['Table 16 RH', 20, S.TABLE_16.RH],
  ['Room X variant', 6, S.ROOM_X_VARIANT],
  ['double-door entry', 6, S.ENTRY_DOUBLE_DOORS],
  ['entry tiles', 6, S.ENTRY_TILES],
  ['corridor end', 12, S.CORRIDOR_END],
];

describe('every ranged table covers its die exactly once', () => {
  it.each(RANGED)('%s (d%i)', (_name, sides, rows) => covers(rows, sides));
});

describe('Table 22 and Table 23 columns cover d100', () => {
  const terrains = ['cavern', 'rooms-corridors', 'living-complex', 'sealed'] as const;
  for (const [name, table] of [
    ['Table 22', M.TABLE_22],
    ['Table 22 deep', M.TABLE_22_DEEP],
  ] as const)
    it.each(terrains)(`${name} %s`, (terrain) => {
      const rows = table.flatMap((r) => {
        const span = r[terrain];
        return span ? [{ lo: span[0], hi: span[1], kind: r.kind }] : [];
      });
      covers(rows, 100);
    });
  it.each(Object.entries(M.TABLE_23))('Table 23 %s, levels 1-3', (_kind, rows) => {
    for (let level = 0; level < 3; level++)
      covers(
        rows.flatMap((r) => {
          const c = r.levels[level];
          return c ? [{ lo: c[0], hi: c[1], kind: r.kind }] : [];
        }),
        100,
      );
  });
});

describe('the settled defects', () => {
  it('Table 15: 95 is the well / tub / trough row', () => {
    expect(R.TABLE_15.find((r) => r.lo <= 95 && 95 <= r.hi)?.kind).toBe('well-tub-trough');
  });
  it('Table 22 caverns: undead 16-17, monstrosity 84-93', () => {
    const cav = Object.fromEntries(M.TABLE_22.map((r) => [r.kind, r.cavern]));
    expect(cav.undead).toEqual([16, 17]);
    expect(cav.monstrosity).toEqual([84, 93]);
  });
  it('Table 4 item: 9 is shared and split by a d6', () => {
    expect(C.TABLE_4_ITEM.find((r) => r.lo === 9)?.kind).toBe('scroll-case-or-container');
    const rng = scriptedRng([4]);
    expect(rng.table('d6', C.TABLE_4_ITEM_NINE).row.kind).toBe('backpack-box-chest');
  });
  it('Table 6: 2-5 is nothing', () => {
    for (const v of [2, 3, 4, 5])
      expect(scriptedRng([v]).table('d6', C.TABLE_6).row.kind).toBe('nothing');
  });
  it('Table 23 level 3: zombies begin at 46', () => {
    expect(M.TABLE_23_UNDEAD.find((r) => r.kind === 'zombie')?.levels[2]).toEqual([46, 65, '2d6']);
  });
});

describe('scripted dice land on the text’s rows', () => {
  // [table, die, face, expected kind or column value]
  it('Table 1: 1-3 terminal, 4 non-terminal, 5 big cave, 6 entrance', () => {
    const kinds = [1, 2, 3, 4, 5, 6].map((v) => scriptedRng([v]).table('d6', C.TABLE_1).row.kind);
    expect(kinds).toEqual([
      'terminal-passage',
      'terminal-passage',
      'terminal-passage',
      'non-terminal-passage',
      'big-cave',
      'dungeon-entrance',
    ]);
  });
  it('Table 9: keyhole door 5 is strong and stuck and locked; double 6 is barred', () => {
    const row5 = scriptedRng([5]).table('d6', C.TABLE_9).row;
    expect([row5.quality.keyhole, row5.result.keyhole]).toEqual(['strong', 'stuck-and-locked']);
    expect(scriptedRng([6]).table('d6', C.TABLE_9).row.result.double).toBe('barred');
  });
  it('Table 10: keyhole 7 is steps, plain 11 is a special room, special 9 great hall', () => {
    expect(scriptedRng([7]).table('d12', C.TABLE_10).row.keyhole).toBe('steps');
    expect(scriptedRng([11]).table('d12', C.TABLE_10).row.plain).toBe('special-room');
    expect(scriptedRng([9]).table('d12', C.TABLE_10).row.special).toBe('great-hall-throne-room');
  });
  it('Table 17 from a living-quarters room: 8 is a throne room behind any door', () => {
    const row = scriptedRng([8]).table('d12', R.TABLE_17['living-quarters']).row;
    expect([row.open, row.door, row.keyhole]).toEqual([
      'throne-room',
      'throne-room',
      'throne-room',
    ]);
  });
  it('Table 19 door #3: 2-6 bedroom complex, 12 kitchen', () => {
    for (const v of [2, 3, 4, 5, 6])
      expect(scriptedRng([v]).table('d12', R.TABLE_19.throne).row.closed).toBe('bedroom-complex');
    expect(scriptedRng([12]).table('d12', R.TABLE_19.throne).row.keyhole).toBe('kitchen-dining');
  });
  it('Table 23 humanoids level 2: 45 is orcs, 2d4', () => {
    const row = M.TABLE_23_HUMANOID.find((r) => {
      const c = r.levels[1];
      return c !== null && c[0] <= 45 && 45 <= c[1];
    });
    expect([row?.kind, row?.levels[1]?.[2]]).toEqual(['orc', '2d4']);
  });
  it('Table 27 chest chances at level 3', () => {
    const at = (kind: string) => {
      const c = M.TABLE_27_CHEST.find((r) => r.kind === kind)!.chance;
      return (c.a + c.b * 3) / c.per;
    };
    expect(at('cp')).toBeCloseTo(2 / 3 - 3 / 6);
    expect(at('gp')).toBeCloseTo(1 / 3 + 3 / 6);
    expect(at('gems')).toBeCloseTo(1 / 6 + 3 / 36);
    expect(at('magic')).toBeCloseTo(3 / 60);
  });
});
