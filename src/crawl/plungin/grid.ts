/**
 * The Map Maker's grid: the dungeon is laid out tile by tile on blocks of 6×6 squares ("Most
 * Tiles will fit in a 6x6 Grid", rules 326), one tile a block, the Entry tile at the bottom
 * centre (rules 219-220). Doorways sit in the centre of a block's side, two squares wide (a
 * hallway's width), so a doorway of one tile meets the doorway of the tile beyond it.
 */
import type { Cell, Dir, Edge } from '../plan/types';

export type Side = 'n' | 'e' | 's' | 'w';
export const SIDES: readonly Side[] = ['n', 'e', 's', 'w'];
export const OPPOSITE: Readonly<Record<Side, Side>> = { n: 's', e: 'w', s: 'n', w: 'e' };
export const SIDE_WORD: Readonly<Record<Side, string>> = {
  n: 'north',
  e: 'east',
  s: 'south',
  w: 'west',
};
const DELTA: Readonly<Record<Side, readonly [number, number]>> = {
  n: [0, -1],
  e: [1, 0],
  s: [0, 1],
  w: [-1, 0],
};

/** Squares a block; the sheet in blocks. */
export const BLOCK = 6;
export const BLOCKS_WIDE = 11;
export const BLOCKS_HIGH = 9;
/** The Entry tile's block: bottom centre. */
export const ENTRY_BLOCK = { bx: 5, by: 8 } as const;

export interface Block {
  readonly bx: number;
  readonly by: number;
}

export const blockKey = (b: Block): string => `${b.bx},${b.by}`;

export function beyond(b: Block, side: Side): Block {
  const [dx, dy] = DELTA[side];
  return { bx: b.bx + dx, by: b.by + dy };
}

export function onSheet(b: Block): boolean {
  return b.bx >= 0 && b.by >= 0 && b.bx < BLOCKS_WIDE && b.by < BLOCKS_HIGH;
}

/** The two unit edges of the doorway in the middle of a block's side. */
export function doorEdges(b: Block, side: Side): Edge[] {
  const x0 = b.bx * BLOCK;
  const y0 = b.by * BLOCK;
  const mid = [2, 3];
  switch (side) {
    case 'n':
      return mid.map((i) => ({ axis: 'h' as const, x: x0 + i, y: y0 }));
    case 's':
      return mid.map((i) => ({ axis: 'h' as const, x: x0 + i, y: y0 + BLOCK }));
    case 'w':
      return mid.map((i) => ({ axis: 'v' as const, x: x0, y: y0 + i }));
    case 'e':
      return mid.map((i) => ({ axis: 'v' as const, x: x0 + BLOCK, y: y0 + i }));
  }
}

/** The two squares just inside a block's side, at its doorway. */
export function doorSquares(b: Block, side: Side): Cell[] {
  const x0 = b.bx * BLOCK;
  const y0 = b.by * BLOCK;
  switch (side) {
    case 'n':
      return [2, 3].map((i) => ({ x: x0 + i, y: y0 }));
    case 's':
      return [2, 3].map((i) => ({ x: x0 + i, y: y0 + BLOCK - 1 }));
    case 'w':
      return [2, 3].map((i) => ({ x: x0, y: y0 + i }));
    case 'e':
      return [2, 3].map((i) => ({ x: x0 + BLOCK - 1, y: y0 + i }));
  }
}

/** The squares just beyond a block's doorway, in the next block. */
export function beyondSquares(b: Block, side: Side): Cell[] {
  return doorSquares(beyond(b, side), OPPOSITE[side]);
}

export const DIR_OF: Readonly<Record<Side, Dir>> = { n: 'n', e: 'e', s: 's', w: 'w' };

/** A room's rectangle inside its block: centred, in squares. */
export interface Rect {
  readonly x0: number;
  readonly y0: number;
  readonly w: number;
  readonly h: number;
}

export function roomRect(b: Block, w: number, h: number): Rect {
  return {
    x0: b.bx * BLOCK + (BLOCK - w) / 2,
    y0: b.by * BLOCK + (BLOCK - h) / 2,
    w,
    h,
  };
}

function rectCells(x0: number, y0: number, w: number, h: number): Cell[] {
  const out: Cell[] = [];
  for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) out.push({ x, y });
  return out;
}

/**
 * A room's squares: its rectangle, and for a doorway on a side the rectangle does not reach, a
 * two-square-wide passage out to the block's edge.
 */
export function roomCells(b: Block, r: Rect, doors: ReadonlySet<Side>): Cell[] {
  const out = rectCells(r.x0, r.y0, r.w, r.h);
  const bx0 = b.bx * BLOCK;
  const by0 = b.by * BLOCK;
  const gapN = r.y0 - by0;
  const gapW = r.x0 - bx0;
  if (doors.has('n') && gapN > 0) out.push(...rectCells(bx0 + 2, by0, 2, gapN));
  if (doors.has('s') && gapN > 0) out.push(...rectCells(bx0 + 2, r.y0 + r.h, 2, gapN));
  if (doors.has('w') && gapW > 0) out.push(...rectCells(bx0, by0 + 2, gapW, 2));
  if (doors.has('e') && gapW > 0) out.push(...rectCells(r.x0 + r.w, by0 + 2, gapW, 2));
  return out;
}

/** A hallway's squares: the two-square centre and an arm to each doorway. */
export function hallwayCells(b: Block, doors: ReadonlySet<Side>): Cell[] {
  const x0 = b.bx * BLOCK;
  const y0 = b.by * BLOCK;
  const out = rectCells(x0 + 2, y0 + 2, 2, 2);
  if (doors.has('n')) out.push(...rectCells(x0 + 2, y0, 2, 2));
  if (doors.has('s')) out.push(...rectCells(x0 + 2, y0 + 4, 2, 2));
  if (doors.has('w')) out.push(...rectCells(x0, y0 + 2, 2, 2));
  if (doors.has('e')) out.push(...rectCells(x0 + 4, y0 + 2, 2, 2));
  return out;
}

/** The arm of a hallway towards a side (where a secret door event opens one). */
export function armCells(b: Block, side: Side): Cell[] {
  const all = hallwayCells(b, new Set([side]));
  return all.slice(4);
}
