/**
 * The explorer's walks kept from one action to the next (explore.ts): a hero who has already
 * moved and waits, or who only handles a lock, leaves every figure where it stood, so the next
 * hero to explore asks the same questions of the same board. Each answer kept here is a function
 * of the board (which never changes) and of the squares it names, so it is kept only while those
 * squares are the same (compared by position) and is the very number a fresh search would give.
 */
import type { Cell } from '../../plan/types';
import type { PlunginExit } from '../engine';
import type { Board } from './board';
import type { Fig, GameState } from './state';

/** The walk to each door kept: on one board, from the living heroes on these squares (flat x, y pairs). */
const doors = {
  board: undefined as Board | undefined,
  squares: [] as number[],
  walks: new Map<PlunginExit, number>(),
};

/** Whether the figures stand on the squares kept (flat x, y pairs), in order. */
function onSquares(kept: readonly number[], figs: readonly Fig[]): boolean {
  if (kept.length !== 2 * figs.length) return false;
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
  if (doors.board === g.board && onSquares(doors.squares, heroes)) return doors.walks;
  doors.board = g.board;
  doors.squares.length = 0;
  for (const x of heroes) doors.squares.push(x.cell.x, x.cell.y);
  doors.walks.clear();
  return doors.walks;
}

/**
 * The steps of each hero to one door's front kept: on one board, to one front (a kept array),
 * with the same figures on the same squares (the dead on none) and the same chests shut (the
 * squares `occupiedCells` gives, the heroes' own among them), by hero: `steps` with the others
 * standing where they are, `least` with them aside.
 */
const fronts = {
  board: undefined as Board | undefined,
  front: undefined as readonly Cell[] | undefined,
  figures: [] as Fig[],
  /** Each figure's square as x, y (NaN, NaN: dead), then 1 for each chest still shut, else 0. */
  squares: [] as number[],
  steps: new Map<Fig, number>(),
  least: new Map<Fig, number>(),
};

/** Whether the figures (the same, in order) and chests stand as kept. */
function standsAsKept(g: GameState): boolean {
  const { figures, chests } = g;
  const sq = fronts.squares;
  if (fronts.figures.length !== figures.length || sq.length !== 2 * figures.length + chests.length)
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
  if (fronts.board === g.board && fronts.front === front && standsAsKept(g)) return fronts;
  fronts.board = g.board;
  fronts.front = front;
  fronts.figures.length = 0;
  fronts.squares.length = 0;
  for (const f of g.figures) {
    fronts.figures.push(f);
    fronts.squares.push(f.dead ? NaN : f.cell.x, f.dead ? NaN : f.cell.y);
  }
  for (const c of g.chests) fronts.squares.push(c.opened ? 0 : 1);
  fronts.steps.clear();
  fronts.least.clear();
  return fronts;
}
