/**
 * The Map Maker's grid: the dungeon is laid out tile by tile on blocks of 6×6 squares ("Most
 * Tiles will fit in a 6x6 Grid", rules 326), one tile a block (a Unique Location larger than 6×6
 * takes a group of blocks), on the Appendix's sheet of 13 columns and 14 rows with the Entry tile
 * "towards the bottom centre" (rules 219-220, 1408-1438): column 7, row 10. Doorways sit in the centre of a block's side, two squares wide (a
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

// READING: our copy's Map Maker is blank lines of 13 cells, 14 rows, with the S in the 7th cell of the 10th row (1408-1438): one cell a 6×6 tile.
/** Squares a block; the sheet in blocks (the Appendix's Map Maker: 13 columns, 14 rows). */
export const BLOCK = 6;
export const BLOCKS_WIDE = 13;
export const BLOCKS_HIGH = 14;
/** The Entry tile's block, the S of the Appendix's sheet: column 7, row 10 of 14. */
export const ENTRY_BLOCK = { bx: 6, by: 9 } as const;

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

/**
 * A group of blocks holding one Unique Location larger than 6×6 ("some of the Unique Locations
 * are larger than this", rules 328): its top-left block and its size in blocks.
 */
export interface BlockGroup {
  readonly bx: number;
  readonly by: number;
  readonly bw: number;
  readonly bh: number;
}

/** Blocks a tile of `squares` takes one way: 1 up to 6 squares, 2 up to 12. */
export const blocksFor = (squares: number): number => Math.ceil(squares / BLOCK);

export function groupBlocks(g: BlockGroup): Block[] {
  const out: Block[] = [];
  for (let by = g.by; by < g.by + g.bh; by++)
    for (let bx = g.bx; bx < g.bx + g.bw; bx++) out.push({ bx, by });
  return out;
}

/**
 * Every group of `bw`×`bh` blocks entered through `enter` at block `at`: `at` lies on the group's
 * `enter` edge, the group reaching away from the door (west to east or north to south along it).
 */
export function groupsAt(at: Block, enter: Side, bw: number, bh: number): BlockGroup[] {
  const out: BlockGroup[] = [];
  if (enter === 'n' || enter === 's') {
    const by = enter === 'n' ? at.by : at.by - (bh - 1);
    for (let k = 0; k < bw; k++) out.push({ bx: at.bx - k, by, bw, bh });
  } else {
    const bx = enter === 'w' ? at.bx : at.bx - (bw - 1);
    for (let k = 0; k < bh; k++) out.push({ bx, by: at.by - k, bw, bh });
  }
  return out;
}

/** A room's rectangle centred in a group of blocks. */
export function groupRect(g: BlockGroup, w: number, h: number): Rect {
  return {
    x0: g.bx * BLOCK + (g.bw * BLOCK - w) / 2,
    y0: g.by * BLOCK + (g.bh * BLOCK - h) / 2,
    w,
    h,
  };
}

/**
 * A large room's squares: its rectangle, and a two-square passage from its doorway at block `at`
 * on the group's `enter` edge to the rectangle where the rectangle does not reach that edge.
 */
export function groupRoomCells(g: BlockGroup, r: Rect, at: Block, enter: Side): Cell[] {
  const out = rectCells(r.x0, r.y0, r.w, r.h);
  const gx0 = g.bx * BLOCK;
  const gy0 = g.by * BLOCK;
  const gx1 = gx0 + g.bw * BLOCK;
  const gy1 = gy0 + g.bh * BLOCK;
  const ax = at.bx * BLOCK + 2;
  const ay = at.by * BLOCK + 2;
  if (enter === 'n' && r.y0 > gy0) out.push(...rectCells(ax, gy0, 2, r.y0 - gy0));
  if (enter === 's' && r.y0 + r.h < gy1)
    out.push(...rectCells(ax, r.y0 + r.h, 2, gy1 - r.y0 - r.h));
  if (enter === 'w' && r.x0 > gx0) out.push(...rectCells(gx0, ay, r.x0 - gx0, 2));
  if (enter === 'e' && r.x0 + r.w < gx1)
    out.push(...rectCells(r.x0 + r.w, ay, gx1 - r.x0 - r.w, 2));
  return out;
}
