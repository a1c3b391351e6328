/**
 * The designed tile catalogue: shapes are whole, every portal lies on its tile's wall at the place
 * its LH/RH label says (checked against the hand rule computed here, not by `portalCells`), every
 * sub-room has its door, and the selection tables name only tiles that offer the hand they serve.
 */
import { describe, expect, it } from 'vitest';
import {
  CATALOGUE,
  hasHand,
  portalCells,
  tileById,
  type Tile,
} from '../../../src/crawl/tiles/catalogue';
import * as S from '../../../src/crawl/tiles/selection';

const MAIN = new Set(['.', '~', 'O', 'P', '^', '*', '=', 'S', 'T', 'B', 'A']);
const isSub = (ch: string) => /^[a-h]$/.test(ch);
const at = (t: Tile, x: number, y: number) => t.rows[y]?.[x] ?? '#';

/** The hand of a portal's first cell, from the text's rule: left half seen from inside. */
function handOf(t: Tile, side: string, x: number, y: number): 'LH' | 'RH' {
  const along = side === 'n' || side === 's' ? x % 8 : y % 8;
  const lowHalf = along < 4;
  // Facing north or east, the low coordinates are on one's left; facing south or west, on the right.
  return (side === 'n' || side === 'e') === lowHalf ? 'LH' : 'RH';
}

function connected(t: Tile, keep: (ch: string) => boolean): boolean {
  const [w, h] = t.size;
  const cells: [number, number][] = [];
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) if (keep(at(t, x, y))) cells.push([x, y]);
  if (cells.length === 0) return true;
  const seen = new Set<string>([cells[0]!.join()]);
  const todo = [cells[0]!];
  while (todo.length) {
    const [x, y] = todo.pop()!;
    for (const [dx, dy] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ] as const) {
      const k = `${x + dx},${y + dy}`;
      if (!seen.has(k) && keep(at(t, x + dx, y + dy))) {
        seen.add(k);
        todo.push([x + dx, y + dy]);
      }
    }
  }
  return seen.size === cells.length;
}

describe('tile shapes', () => {
  it('ids are unique', () => {
    expect(new Set(CATALOGUE.map((t) => t.id)).size).toBe(CATALOGUE.length);
  });
  it.each(CATALOGUE.map((t) => [t.id, t] as const))(
    '%s: rows match its size and legend',
    (_id, t) => {
      expect(t.rows.length).toBe(t.size[1]);
      for (const r of t.rows) {
        expect(r.length).toBe(t.size[0]);
        for (const ch of r)
          expect(ch === '#' || MAIN.has(ch) || isSub(ch), `cell ${ch}`).toBe(true);
      }
      expect(t.size[0] % 8).toBe(0);
      expect(connected(t, (ch) => MAIN.has(ch))).toBe(true);
      expect(t.rows.join('').includes('*')).toBe(t.central !== null);
    },
  );
});

describe('portals lie on the walls and match their labels', () => {
  const all = CATALOGUE.flatMap((t) => t.portals.map((p, i) => [`${t.id} #${i}`, t, p] as const));
  it.each(all)('%s', (_name, t, p) => {
    const cells = portalCells(t, p);
    const [w, h] = t.size;
    for (const c of cells) {
      // On the tile's edge on that side.
      const edge = { n: c.y === 0, s: c.y === h - 1, e: c.x === w - 1, w: c.x === 0 }[p.side];
      expect(edge).toBe(true);
      // Open floor (of the main space, or of a side passage behind a door), with the same floor
      // behind it inside the tile.
      const here = at(t, c.x, c.y);
      expect(here !== '#', `${c.x},${c.y}`).toBe(true);
      const inward = { n: [0, 1], s: [0, -1], e: [-1, 0], w: [1, 0] }[p.side];
      const behind = at(t, c.x + inward[0]!, c.y + inward[1]!);
      expect(isSub(here) ? behind === here : MAIN.has(behind)).toBe(true);
      expect(handOf(t, p.side, c.x, c.y)).toBe(p.hand);
    }
    // 10 ft wide, not centred: cells 2-3 or 4-5 of the 40-ft segment.
    const along =
      p.side === 'n' || p.side === 's' ? cells.map((c) => c.x % 8) : cells.map((c) => c.y % 8);
    expect([
      [2, 3],
      [4, 5],
    ]).toContainEqual(along);
  });
  it('no two portals of a tile share a cell', () => {
    for (const t of CATALOGUE) {
      const keys = t.portals.flatMap((p) => portalCells(t, p).map((c) => `${c.x},${c.y}`));
      expect(new Set(keys).size, t.id).toBe(keys.length);
    }
  });
});

describe('sub-rooms and their doors', () => {
  const subs = CATALOGUE.flatMap((t) =>
    [...new Set(t.rows.join('').split('').filter(isSub))].map(
      (ch) => [`${t.id} ${ch}`, t, ch] as const,
    ),
  );
  it.each(subs)('%s has one door onto the main space', (_n, t, ch) => {
    expect(connected(t, (c) => c === ch)).toBe(true);
    const doors = t.inner.filter((d) => d.room === ch);
    expect(doors.length).toBe(1);
    const d = doors[0]!;
    expect(at(t, d.x, d.y)).toBe(ch);
    const [dx, dy] = { n: [0, -1], s: [0, 1], e: [1, 0], w: [-1, 0] }[d.dir];
    expect(MAIN.has(at(t, d.x + dx!, d.y + dy!))).toBe(true);
  });
  it('inner doors name only sub-rooms the tile has', () => {
    for (const t of CATALOGUE)
      for (const d of t.inner) expect(t.rows.join('').includes(d.room), t.id).toBe(true);
  });
});

describe('what the text says of the tiles', () => {
  it('entries are 40x55 ft; Cavern V is all LH with three portals', () => {
    for (const t of CATALOGUE.filter((x) => x.family === 'entry')) expect(t.size).toEqual([8, 11]);
    const v = tileById('cavern-V');
    expect(v.portals.map((p) => p.hand)).toEqual(['LH', 'LH', 'LH']);
  });
  it('caverns I-XX and XXX-XXXII, rooms I-XIX with X and X′, big rooms LXXII-LXXIII exist', () => {
    const roman = 'I II III IV V VI VII VIII IX X XI XII XIII XIV XV XVI XVII XVIII XIX XX'.split(
      ' ',
    );
    for (const n of roman) expect(() => tileById(`cavern-${n}`)).not.toThrow();
    for (const n of roman.slice(0, 19)) expect(() => tileById(`room-${n}`)).not.toThrow();
    for (const id of [
      'cavern-XXX',
      'cavern-XXXI',
      'cavern-XXXII',
      "room-X'",
      'room-LXXII',
      'room-LXXIII',
    ])
      expect(() => tileById(id)).not.toThrow();
  });
  it('XXX and XXXI are all RH; XXXII has LH and RH on each long side', () => {
    for (const id of ['cavern-XXX', 'cavern-XXXI'])
      expect(tileById(id).portals.every((p) => p.hand === 'RH')).toBe(true);
    const x = tileById('cavern-XXXII').portals;
    expect(x.length).toBe(4);
    expect(new Set(x.filter((p) => p.side === 's').map((p) => p.hand))).toEqual(
      new Set(['LH', 'RH']),
    );
  });
  it('H1 and J have three portals; Room XIII one; XI and XIV are narrow', () => {
    expect(tileById('passage-H1').portals.length).toBe(3);
    expect(tileById('passage-J').portals.length).toBe(3);
    expect(tileById('room-XIII').portals.length).toBe(1);
    expect(tileById('room-XI').narrow && tileById('room-XIV').narrow).toBe(true);
  });
  it('the great hall numbers its four doors', () => {
    expect(
      tileById('great-hall-LXIV')
        .portals.map((p) => p.label)
        .sort(),
    ).toEqual(['door-1', 'door-2', 'door-3', 'door-4']);
  });
});

describe('selection tables name only catalogue tiles of the right hand', () => {
  const tables = [
    ['Table 2', S.TABLE_2],
    ['Table 7', S.TABLE_7],
    ['Table 8', S.TABLE_8],
    ['Table 11', S.TABLE_11],
    ['Table 12', S.TABLE_12],
    ['Table 16', S.TABLE_16],
  ] as const;
  it.each(tables)('%s', (_name, table) => {
    for (const hand of ['LH', 'RH'] as const)
      for (const row of table[hand]) {
        if (row.kind === 'big-special') continue;
        const t = tileById(row.kind);
        expect(hasHand(t, hand), `${row.kind} on ${hand}`).toBe(true);
      }
  });
  it('every cavern, room, passage and corridor is on some table', () => {
    const named = new Set(
      tables.flatMap(([, t]) => [...t.LH, ...t.RH].map((r) => r.kind as string)),
    );
    named.add("room-X'");
    for (const t of CATALOGUE)
      if (
        [
          'cavern',
          'big-cavern',
          'room',
          'big-room',
          'corridor',
          'passage',
          'terminal-passage',
        ].includes(t.family)
      )
        expect(named.has(t.id), t.id).toBe(true);
  });
  it('the text’s example: an RH roll of 14 gives Cavern XX', () => {
    expect(S.TABLE_2.RH.find((r) => r.lo <= 14 && 14 <= r.hi)?.kind).toBe('cavern-XX');
  });
  it('entry tiles and Room X variants are catalogue tiles', () => {
    for (const r of [...S.ENTRY_TILES, ...S.ROOM_X_VARIANT])
      expect(() => tileById(r.kind)).not.toThrow();
  });
});
