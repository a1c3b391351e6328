import { describe, expect, it } from 'vitest';
import { defaultsOf } from '../../../../src/core/system';
import {
  PIT_STEPS,
  boardOf,
  distances,
  fieldOf,
  key,
  lineOfSight,
  parseKey,
  passable,
  stepsAtLeast,
  stepsTo,
  unreachedFrom,
  type Board,
} from '../../../../src/crawl/plungin/play/board';
import { PLAY_OPTIONS } from '../../../../src/crawl/plungin/play/options';
import { runPlay } from '../../../../src/crawl/plungin/play/system';
import type { Cell } from '../../../../src/crawl/plan/types';

// The board of a whole quest's map, its squares, and a few rubble squares closed.
const run = runPlay('7', defaultsOf(PLAY_OPTIONS), { round: 300, action: null }, {});
const all = (b: Board): Cell[] => [...b.floor.keys()].map(parseKey);
const open = boardOf(run.crawl.plan);
const squares = all(open);
const pick = (n: number, step: number): Cell[] =>
  Array.from({ length: n }, (_, i) => squares[(i * step) % squares.length]!);
const closed = new Set(pick(6, 37).map(key));
const board = boardOf(run.crawl.plan, closed);

/** What the grid's links must agree with: the board's own floor and opened doors. */
function connectsByKeys(b: Board, a: Cell, c: Cell): boolean {
  const sa = b.floor.get(key(a));
  const sc = b.floor.get(key(c));
  if (sa === undefined || sc === undefined) return false;
  if (sa === sc) return true;
  const e = a.x === c.x ? `h:${a.x},${Math.max(a.y, c.y)}` : `v:${Math.max(a.x, c.x)},${a.y}`;
  return b.open.has(e);
}

describe('the board searches (rules 548-552, 669-677)', () => {
  it('step only to adjacent floor that connects and is not closed', () => {
    for (const a of squares)
      for (const [dx, dy] of [
        [0, -1],
        [1, 0],
        [0, 1],
        [-1, 0],
      ] as const) {
        const c = { x: a.x + dx, y: a.y + dy };
        expect(passable(board, a, c)).toBe(connectsByKeys(board, a, c) && !closed.has(key(c)));
      }
  });

  it('walk a board given by its floor alone as the same board read from its plan', () => {
    // A plain board (not read from a plan) is numbered and linked from its floor.
    const plain: Board = {
      floor: new Map(board.floor),
      open: board.open,
      links: board.links,
      closed,
    };
    for (const from of pick(12, 61)) {
      const want = distances(board, from, new Set(), 400);
      expect(want.size).toBeGreaterThan(1);
      expect(distances(plain, from, new Set(), 400)).toEqual(want);
    }
  });

  it('steered by a field to the same goals, stepsTo counts the steps breadth-first search counts', () => {
    const blocked = new Set(pick(12, 53).map(key));
    for (const from of pick(40, 29)) {
      const goals = pick(2, 101 + from.x);
      const plain = distances(board, from, blocked, 400);
      const hits = goals.map((c) => plain.get(key(c))).filter((v) => v !== undefined);
      const want = goals.some((c) => c.x === from.x && c.y === from.y)
        ? 0
        : hits.length
          ? Math.min(...hits)
          : undefined;
      expect(stepsTo(board, from, goals, blocked, 400)).toBe(want);
      expect(stepsTo(board, from, goals, blocked, 400, fieldOf(board, goals))).toBe(want);
      expect(stepsTo(board, from, goals, [...blocked].map(parseKey), 400)).toBe(want);
    }
  });

  it('round open pits too, steered by a field stepsTo counts what its breadth-first search counts', () => {
    const pitted = boardOf(run.crawl.plan, closed, new Set(pick(8, 71).map(key)));
    const blocked = pick(12, 53);
    for (const from of pick(40, 29)) {
      // Goals kept as one array (as a door's front is), some of them stood on.
      const goals = [...pick(2, 101 + from.x), blocked[from.x % blocked.length]!];
      const want = stepsTo(pitted, from, goals, blocked, 400);
      expect(stepsTo(pitted, from, goals, blocked, 400, fieldOf(pitted, goals))).toBe(want);
      // Never more than the steps any figures leave, and those steps themselves with none about.
      const least = stepsAtLeast(pitted, from, goals, fieldOf(pitted, goals));
      expect(least).toBeLessThanOrEqual(want ?? Infinity);
      if (!pitted.closed?.has(key(from)))
        expect(stepsTo(pitted, from, goals, [], 400) ?? Infinity).toBe(least);
      expect(stepsTo(pitted, from, goals.slice(2), blocked, 400)).toBe(
        goals[2]!.x === from.x && goals[2]!.y === from.y ? 0 : undefined,
      );
    }
  });

  it('line of sight walks only floor that connects', () => {
    for (const a of pick(25, 41))
      for (const b of pick(25, 43)) {
        // The line as lineOfSight walks it, checked square by square against the floor.
        const dx = b.x - a.x;
        const dy = b.y - a.y;
        const [nx, ny] = [Math.abs(dx), Math.abs(dy)];
        let cur = a;
        let [ix, iy] = [0, 0];
        let sight = true;
        while (sight && (ix < nx || iy < ny)) {
          const next =
            (1 + 2 * ix) * ny < (1 + 2 * iy) * nx
              ? (ix++, { x: cur.x + Math.sign(dx), y: cur.y })
              : (iy++, { x: cur.x, y: cur.y + Math.sign(dy) });
          sight = connectsByKeys(board, cur, next);
          cur = next;
        }
        expect(lineOfSight(board, a, b)).toBe(sight);
      }
  });

  it('counts the squares closing a block cuts off, as a board with them closed does', () => {
    for (const at of pick(10, 61)) {
      const cells = [at, { x: at.x + 1, y: at.y }, { x: at.x, y: at.y + 1 }].filter((c) =>
        board.floor.has(key(c)),
      );
      const shut = new Set([...closed, ...cells.map(key)]);
      const start = squares.find((c) => !shut.has(key(c)))!;
      const field = fieldOf(boardOf(run.crawl.plan, shut), [start]);
      const want = [...board.floor.keys()].filter(
        (k) => !shut.has(k) && field.get(k) === undefined,
      ).length;
      expect(unreachedFrom(board, start, cells)).toBe(want);
    }
  });

  it('round open pits, a field counts PIT_STEPS for each of their squares', () => {
    const pits = new Set(pick(8, 71).map(key));
    const pitted = boardOf(run.crawl.plan, closed, pits);
    const goals = pick(3, 89).filter((c) => !closed.has(key(c)) && !pits.has(key(c)));
    // Relaxed until nothing changes: the shortest such length from a goal to each square.
    const want = new Map<string, number>(goals.map((c) => [key(c), 0]));
    for (let changed = true; changed;) {
      changed = false;
      for (const [k, d] of [...want]) {
        const a = parseKey(k);
        for (const [dx, dy] of [
          [0, -1],
          [1, 0],
          [0, 1],
          [-1, 0],
        ] as const) {
          const c = { x: a.x + dx, y: a.y + dy };
          if (!passable(pitted, a, c)) continue;
          const nd = d + (pits.has(key(c)) ? PIT_STEPS : 1);
          if (nd < (want.get(key(c)) ?? Infinity)) {
            want.set(key(c), nd);
            changed = true;
          }
        }
      }
    }
    const field = fieldOf(pitted, goals);
    for (const c of squares) expect(field.at(c)).toBe(want.get(key(c)));
  });
});
