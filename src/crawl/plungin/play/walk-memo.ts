/**
 * The explorer's walks kept from one action to the next (explore.ts): a hero who has already
 * moved and waits, or who only handles a lock, leaves every figure where it stood, so the next
 * hero to explore asks the same questions of the same board. Each answer kept here is a function
 * of the board (which never changes) and of the squares it names, so it is kept only while those
 * squares are the same (compared by position) and is the very number a fresh search would give.
 * The memory is the quest's own (`GameState.walks`): nothing of a finished quest is kept.
 */
import type { Cell } from '../../plan/types';
import type { PlunginExit } from '../engine';
import { passable, setUpOrder, STEPS, type Board } from './board';
import type { Fig, FrontSteps, GameState, WalkMemory } from './state';

/** A quest's walk memory, made at its first explore. */
function memoryOf(g: GameState): WalkMemory {
  return (g.walks ??= {
    doors: { board: undefined, squares: new Float64Array(16), count: 0, walks: new Map() },
    fronts: {
      board: undefined,
      front: undefined,
      figures: [],
      squares: new Float64Array(64),
      count: 0,
      steps: new Map(),
      least: new Map(),
    },
  });
}

/** Room for `n` numbers in a kept buffer (the buffer itself when it has it: nothing is made on a miss once it is large enough). */
function room(buf: Float64Array, n: number): Float64Array {
  return buf.length >= n ? buf : new Float64Array(Math.max(n, 2 * buf.length));
}

/** Whether the figures stand on the squares kept (flat x, y pairs), in order. */
function onSquares(kept: Float64Array, count: number, figs: readonly Fig[]): boolean {
  if (count !== 2 * figs.length) return false;
  for (let i = 0; i < figs.length; i++) {
    const c = figs[i]!.cell;
    if (kept[2 * i] !== c.x || kept[2 * i + 1] !== c.y) return false;
  }
  return true;
}

/**
 * The map of each door's walk (the least, over the heroes' squares, of its front's field) for
 * the board in play and the heroes' squares now: the one kept when both are as they were, else
 * emptied for them. Read and filled only within one action (explore is never entered again
 * before it returns).
 */
export function doorWalks(g: GameState, heroes: readonly Fig[]): Map<PlunginExit, number> {
  const { doors } = memoryOf(g);
  if (doors.board === g.board && onSquares(doors.squares, doors.count, heroes)) return doors.walks;
  doors.board = g.board;
  const sq = (doors.squares = room(doors.squares, 2 * heroes.length));
  for (let i = 0; i < heroes.length; i++) {
    sq[2 * i] = heroes[i]!.cell.x;
    sq[2 * i + 1] = heroes[i]!.cell.y;
  }
  doors.count = 2 * heroes.length;
  doors.walks.clear();
  return doors.walks;
}

/** Whether the figures (the same, in order) and chests stand as kept. */
function standsAsKept(g: GameState, fronts: FrontSteps): boolean {
  const { figures, chests } = g;
  const sq = fronts.squares;
  if (
    fronts.figures.length !== figures.length ||
    fronts.count !== 2 * figures.length + chests.length
  )
    return false;
  for (let i = 0; i < figures.length; i++) {
    const f = figures[i]!;
    if (fronts.figures[i] !== f) return false;
    if (f.dead) {
      if (!Number.isNaN(sq[2 * i])) return false;
    } else if (sq[2 * i] !== f.cell.x || sq[2 * i + 1] !== f.cell.y) return false;
  }
  const at = 2 * figures.length;
  for (let i = 0; i < chests.length; i++)
    if (sq[at + i] !== (chests[i]!.opened ? 0 : 1)) return false;
  return true;
}

/**
 * The maps of the heroes' steps to a door front on the board in play: the ones kept while
 * nothing has moved, died or been opened, else emptied for the board as it stands (read and
 * filled only within one action, as `doorWalks`).
 */
export function frontSteps(
  g: GameState,
  front: readonly Cell[],
): { steps: Map<Fig, number>; least: Map<Fig, number> } {
  const { fronts } = memoryOf(g);
  if (fronts.board === g.board && fronts.front === front && standsAsKept(g, fronts)) return fronts;
  fronts.board = g.board;
  fronts.front = front;
  const { figures, chests } = g;
  const n = 2 * figures.length + chests.length;
  const sq = (fronts.squares = room(fronts.squares, n));
  if (fronts.figures.length !== figures.length) fronts.figures.length = figures.length;
  for (let i = 0; i < figures.length; i++) {
    const f = figures[i]!;
    fronts.figures[i] = f;
    sq[2 * i] = f.dead ? NaN : f.cell.x;
    sq[2 * i + 1] = f.dead ? NaN : f.cell.y;
  }
  for (let i = 0; i < chests.length; i++) sq[2 * figures.length + i] = chests[i]!.opened ? 0 : 1;
  fronts.count = n;
  fronts.steps.clear();
  fronts.least.clear();
  return fronts;
}

/** The four squares north, east, south and west of a cell, by cell (a figure's cell is replaced when it moves, never changed). */
const AROUND = new WeakMap<Cell, readonly Cell[]>();

/**
 * The squares north, east, south and west of a cell, one array kept by the cell: a goal list
 * never changed, so its field is kept by it (`fieldToKept`, no key written out).
 */
export function around(c: Cell): readonly Cell[] {
  let out = AROUND.get(c);
  if (!out) {
    out = STEPS.map((s) => ({ x: c.x + s.x, y: c.y + s.y }));
    AROUND.set(c, out);
  }
  return out;
}

/** `around` a cell less the squares one cannot step to from it, by cell, for the last board asked. */
const AROUND_OPEN = new WeakMap<Cell, { board: Board; cells: readonly Cell[] }>();

/** The squares beside a cell that a step from it reaches on the board (`passable`), kept as `around`. */
export function aroundOpen(board: Board, c: Cell): readonly Cell[] {
  const kept = AROUND_OPEN.get(c);
  if (kept?.board === board) return kept.cells;
  const cells = around(c).filter((n) => passable(board, c, n));
  AROUND_OPEN.set(c, { board, cells });
  return cells;
}

/** The first squares of a space in the set-up order, by board and space (a board never changes). */
const CORNERS = new WeakMap<Board, Map<string, readonly Cell[]>>();

/**
 * The first `n` squares of a space in the order the heroes set up on (`setUpOrder`), one array
 * kept by board, space and count (never changed: its field is kept by it, `fieldToKept`).
 */
export function setUpCorner(board: Board, space: string, n: number): readonly Cell[] {
  let by = CORNERS.get(board);
  if (!by) {
    by = new Map();
    CORNERS.set(board, by);
  }
  const id = `${n} ${space}`;
  let cells = by.get(id);
  if (!cells) {
    cells = setUpOrder(board, space).slice(0, n);
    by.set(id, cells);
  }
  return cells;
}
