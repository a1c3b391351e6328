/**
 * Issue 20's last DMG1 key points: which magic item, the "secret room nearby" of Table V.J drawn,
 * one room note where the starter's name already says it, and exit lists kept short.
 */
import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../../src/core/rng';
import { rectCells } from '../../../src/crawl/plan/geometry';
import type { Treasure } from '../../../src/crawl/plan/types';
import {
  SECRET_ROOM_NEARBY,
  SECRET_ROOM_NOTE,
  hideTreasure,
} from '../../../src/crawl/dmg1/contents';
import { runCrawl } from '../../../src/crawl/dmg1/engine';
import { runPassage } from '../../../src/crawl/dmg1/context';
import { keyLine, roomKey } from '../../../src/crawl/dmg1/key';
import { MAGIC_ITEMS, MAGIC_ITEM_NAMES, nameMagicItem } from '../../../src/crawl/dmg1/monsters';
import { setup } from './helpers';

describe('V.G 98-00: which magic item (REPLACEMENT lists)', () => {
  it('every kind has a d8 list of names', () => {
    for (const row of MAGIC_ITEMS) expect(MAGIC_ITEM_NAMES[row.kind]).toHaveLength(8);
  });
  it('the kind by its weight, then the name by a d8', () => {
    // Weights total 70: ticket 1 is a potion, 70 a miscellaneous weapon; then d8 on its list.
    expect(nameMagicItem(scriptedRng([1, 1]))).toBe('potion of healing');
    expect(nameMagicItem(scriptedRng([70, 8]))).toBe('sling of seeking +2');
    // 21-35 scrolls: ticket 21 is the first scroll.
    expect(nameMagicItem(scriptedRng([21, 3]))).toBe('scroll of 3 magic-user spells');
  });
});

function hidden(detail: string): Treasure {
  return {
    kind: 'treasure',
    items: [{ kind: 'gp', amount: 100, note: '100 gp' }],
    container: 'chests',
    protection: { by: 'hidden', detail },
  };
}

describe('V.J 16-20: the secret room nearby is drawn', () => {
  it('a 10-ft closet behind a secret door on the first wall with rock, keyed from the room', () => {
    const t = setup([]);
    const room = t.ctx.b.addSpace({
      kind: 'room',
      level: 1,
      cells: rectCells(10, 10, 13, 13),
      shape: 'square',
      size: '20 ft x 20 ft',
      note: '',
      numbered: true,
    });
    const out = hideTreasure(t.ctx, room, hidden(SECRET_ROOM_NEARBY));
    const closet = t.ctx.b.spaces.find((s) => s.note.startsWith(SECRET_ROOM_NOTE))!;
    expect(closet.note).toBe(`${SECRET_ROOM_NOTE} ${room.number}`);
    // North is tried first: the closet stands on the room's top wall, two cells (10 ft) square.
    expect(closet.spans).toEqual([
      { y: 8, x0: 10, x1: 11 },
      { y: 9, x0: 10, x1: 11 },
    ]);
    const door = t.ctx.b.portals.find((p) => p.to === closet.id)!;
    expect(door).toMatchObject({ kind: 'secret-door', from: room.id });
    expect(door.edges).toEqual([
      { axis: 'h', x: 10, y: 10 },
      { axis: 'h', x: 11, y: 10 },
    ]);
    expect(out.protection).toEqual({
      by: 'hidden',
      detail: `in secret room ${closet.number} nearby`,
    });
    const plan = t.ctx.b.finish({ system: 'dmg1', version: 'test', seed: 't', steps: 1 });
    expect(keyLine(plan, closet)).toMatch(
      /Exits: secret door S to \d+\. The treasure lies here\.$/,
    );
  });
  it('a room walled in by mapped space, with nothing beside it: keyed as not on this map', () => {
    const t = setup([]);
    const rock = (x0: number, y0: number, x1: number, y1: number) =>
      t.ctx.b.addSpace({
        kind: 'passage',
        level: 1,
        cells: rectCells(x0, y0, x1, y1),
        shape: 'band',
        size: '',
        note: '',
        numbered: false,
      });
    rock(8, 8, 15, 9);
    rock(8, 14, 15, 15);
    rock(8, 10, 9, 13);
    rock(14, 10, 15, 13);
    const room = t.ctx.b.addSpace({
      kind: 'room',
      level: 1,
      cells: rectCells(10, 10, 13, 13),
      shape: 'square',
      size: '20 ft x 20 ft',
      note: '',
      numbered: true,
    });
    const before = t.ctx.b.spaces.length;
    const out = hideTreasure(t.ctx, room, hidden(SECRET_ROOM_NEARBY));
    expect(out.protection!.detail).toBe(
      'in a secret room nearby, not on this map (no rock beside the room to draw it)',
    );
    expect(t.ctx.b.spaces).toHaveLength(before);
    expect(t.ctx.b.endStep().fallbacks).toEqual([
      `no rock beside ${room.number} for the secret room of Table V.J: not on the map`,
    ]);
  });
  it('where no square in line with the corner has rock, a 5-ft step along the wall does', () => {
    const t = setup([]);
    const rock = (x0: number, y0: number, x1: number, y1: number) =>
      t.ctx.b.addSpace({
        kind: 'passage',
        level: 1,
        cells: rectCells(x0, y0, x1, y1),
        shape: 'band',
        size: '',
        note: '',
        numbered: false,
      });
    // Room x 10-14, y 10-13; mapped all round but for x 13-14 above its north wall.
    rock(8, 8, 12, 9);
    rock(15, 8, 16, 15);
    rock(8, 14, 14, 15);
    rock(8, 10, 9, 13);
    const room = t.ctx.b.addSpace({
      kind: 'room',
      level: 1,
      cells: rectCells(10, 10, 14, 13),
      shape: 'rectangular',
      size: '25 ft x 20 ft',
      note: '',
      numbered: true,
    });
    const out = hideTreasure(t.ctx, room, hidden(SECRET_ROOM_NEARBY));
    const closet = t.ctx.b.spaces.at(-1)!;
    expect(closet.note).toBe(`${SECRET_ROOM_NOTE} ${room.number}`);
    expect(closet.spans).toEqual([
      { y: 8, x0: 13, x1: 14 },
      { y: 9, x0: 13, x1: 14 },
    ]);
    expect(out.protection!.detail).toBe(`in secret room ${closet.number} nearby`);
  });
  it('a room walled in on every side: the closet stands off the space beside it', () => {
    const t = setup([]);
    const rock = (x0: number, y0: number, x1: number, y1: number) =>
      t.ctx.b.addSpace({
        kind: 'passage',
        level: 1,
        cells: rectCells(x0, y0, x1, y1),
        shape: 'band',
        size: '10 ft wide',
        note: '',
        numbered: false,
      });
    rock(8, 8, 15, 9);
    rock(8, 14, 15, 15);
    const west = rock(8, 10, 9, 13);
    rock(14, 10, 15, 13);
    const room = t.ctx.b.addSpace({
      kind: 'room',
      level: 1,
      cells: rectCells(10, 10, 13, 13),
      shape: 'square',
      size: '20 ft x 20 ft',
      note: '',
      numbered: true,
    });
    t.ctx.b.addPortal({
      kind: 'opening',
      level: 1,
      from: west.id,
      to: room.id,
      edges: [{ axis: 'v', x: 10, y: 11 }],
    });
    const out = hideTreasure(t.ctx, room, hidden(SECRET_ROOM_NEARBY));
    const closet = t.ctx.b.spaces.at(-1)!;
    expect(closet.note).toBe(`${SECRET_ROOM_NOTE} ${room.number} (off the passage beside it)`);
    // The passage x 8-9 has rock only to its west: the closet is x 6-7, y 10-11.
    expect(closet.spans).toEqual([
      { y: 10, x0: 6, x1: 7 },
      { y: 11, x0: 6, x1: 7 },
    ]);
    const door = t.ctx.b.portals.find((p) => p.to === closet.id)!;
    expect(door).toMatchObject({ kind: 'secret-door', from: west.id });
    expect(out.protection!.detail).toBe(
      `in secret room ${closet.number} nearby, off the passage beside this room`,
    );
  });
  it('other hiding places draw nothing', () => {
    const t = setup([]);
    const room = t.ctx.b.addSpace({
      kind: 'room',
      level: 1,
      cells: rectCells(10, 10, 13, 13),
      shape: 'square',
      size: '20 ft x 20 ft',
      note: '',
      numbered: true,
    });
    const before = t.ctx.b.spaces.length;
    const tr = hidden('under a loose floor stone');
    expect(hideTreasure(t.ctx, room, tr)).toBe(tr);
    expect(t.ctx.b.spaces).toHaveLength(before);
  });
});

describe('room notes and exit lists', () => {
  it('a starter piece whose name is in the starter name is noted once', () => {
    for (const start of ['starter-1', 'starter-2', 'starter-3'] as const) {
      const key = roomKey(runCrawl({ seed: 'greyhawk', step: 1, options: { start } }).plan, 1);
      expect(key).not.toMatch(/stair hall, stair hall|pillared gallery, pillared gallery/);
      expect(key).not.toMatch(/landing, crossroads landing/);
    }
    const one = roomKey(
      runCrawl({ seed: 'greyhawk', step: 1, options: { start: 'starter-1' } }).plan,
      1,
    );
    expect(one).toMatch(/ROOM \(stair hall with four doors\)/);
  });
  it('an exit names at most three rooms, then how many more', () => {
    const key = roomKey(runCrawl({ seed: '1', step: 200 }).plan, 1);
    let more = 0;
    for (const m of key.matchAll(/by (?:passage|stairs)(?: \w+)? to ([^;.]*)/g)) {
      const rooms = m[1]!.split(', ').filter((x) => /^\d+$/.test(x));
      expect(rooms.length).toBeLessThanOrEqual(3);
      if (/\d+ more rooms?/.test(m[1]!)) {
        more++;
        expect(rooms).toHaveLength(3);
      }
    }
    expect(more).toBeGreaterThan(0);
  });
});

describe('a 45-degree passage at the sheet edge', () => {
  it('turns along the top edge, keeping its eastward heading, from its last row', () => {
    const t = setup([]);
    t.ctx.fit.last = true;
    const walk = {
      level: 1,
      from: t.corridor,
      cross: [
        { x: 40, y: 2 },
        { x: 41, y: 2 },
      ],
      dir: 'ne' as const,
      width: 2,
      special: null,
    };
    runPassage(t.ctx, walk, 60);
    const passages = t.ctx.b.spaces.filter((s) => s.kind === 'passage' && s !== t.corridor);
    expect(passages).toHaveLength(2);
    // The diagonal reaches row 0 at x 42-43; the turn runs east from x 44 on rows 0 and 1.
    const turned = passages[1]!;
    expect(turned.spans.map((r) => [r.y, r.x0])).toEqual([
      [0, 44],
      [1, 44],
    ]);
    expect(t.ctx.b.endStep().fallbacks.join(' ')).toMatch(/sheet's edge .* turns e along it/);
  });
});

describe('a passage that meets the sheet edge on any roll of its step (issue 20.13)', () => {
  it('a 45-degree passage stopped before its first row turns from the space it leaves', () => {
    const t = setup([]);
    // A stub of passage in the top rows; the north-east passage beyond it would start off the sheet.
    const stub = t.ctx.b.addSpace({
      kind: 'passage',
      level: 1,
      cells: rectCells(40, 0, 41, 1),
      shape: 'band',
      size: '10 ft wide',
      note: 'stub',
      numbered: false,
    });
    const walk = {
      level: 1,
      from: stub,
      cross: [
        { x: 41, y: -1 },
        { x: 42, y: -1 },
      ],
      dir: 'ne' as const,
      width: 2,
      special: null,
    };
    runPassage(t.ctx, walk, 30);
    // The turn runs east from the stub's top row and the row below it, from x 42.
    const turned = t.ctx.b.spaces.at(-1)!;
    expect(turned).not.toBe(stub);
    expect(turned.spans.map((r) => [r.y, r.x0])).toEqual([
      [0, 42],
      [1, 42],
    ]);
    expect(t.ctx.fit.cuts).toBe(0);
    expect(t.ctx.b.endStep().fallbacks.join(' ')).toMatch(/after 0 ft and turns e along it/);
  });
  it('a straight passage that turned once and meets a second edge turns again, away from it', () => {
    const t = setup([]);
    // North up x 76-77 to the top edge; west of it is mapped (x 75), so it turns east, runs
    // 10 ft to the sheet's east edge and turns again, south (north is off the sheet).
    t.ctx.b.addSpace({
      kind: 'passage',
      level: 1,
      cells: rectCells(75, 0, 75, 1),
      shape: 'band',
      size: '5 ft wide',
      note: 'blocker',
      numbered: false,
    });
    const walk = {
      level: 1,
      from: t.corridor,
      cross: [
        { x: 76, y: 3 },
        { x: 77, y: 3 },
      ],
      dir: 'n' as const,
      width: 2,
      special: null,
    };
    runPassage(t.ctx, walk, 60);
    const fb = t.ctx.b.endStep().fallbacks;
    expect(fb).toEqual([
      "passage meets the sheet's edge after 20 ft and turns e along it",
      "passage meets the sheet's edge after 10 ft and turns s along it",
    ]);
    expect(t.ctx.fit.cuts).toBe(0);
  });
});
