/**
 * A catalogue tile turned (and, where the text allows, turned over) and set down on the sheet:
 * its cells by character, its portals with their world cells and the side they face, and its
 * internal doors. Turning keeps every hand; turning over swaps them.
 */
import type { Cell } from '../plan/types';
import { portalCells, type Hand, type Side, type Tile, type TilePortal } from './catalogue';

export interface PlacedPortal {
  readonly index: number;
  readonly side: Side;
  readonly hand: Hand;
  readonly door: TilePortal['door'];
  readonly label: string | null;
  /** The two cells inside the tile, in sheet coordinates. */
  readonly cells: readonly [Cell, Cell];
}

export interface Placed {
  readonly tile: Tile;
  /** Quarter turns clockwise. */
  readonly turns: number;
  readonly mirrored: boolean;
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  /** Every non-rock cell in sheet coordinates with its legend character. */
  readonly cells: readonly { readonly x: number; readonly y: number; readonly ch: string }[];
  readonly portals: readonly PlacedPortal[];
  readonly inner: readonly { room: string; cell: Cell; side: Side; door: 'roll' | 'keyhole' }[];
  readonly stair: Cell | null;
}

const CW: Readonly<Record<Side, Side>> = { n: 'e', e: 's', s: 'w', w: 'n' };
const FLIP: Readonly<Record<Side, Side>> = { n: 'n', s: 's', e: 'w', w: 'e' };
export const OPPOSITE: Readonly<Record<Side, Side>> = { n: 's', s: 'n', e: 'w', w: 'e' };
export const STEP: Readonly<Record<Side, { dx: number; dy: number }>> = {
  n: { dx: 0, dy: -1 },
  s: { dx: 0, dy: 1 },
  e: { dx: 1, dy: 0 },
  w: { dx: -1, dy: 0 },
};
export const otherHand = (h: Hand): Hand => (h === 'LH' ? 'RH' : 'LH');

/** Where tile cell (x, y) goes after turning over (first) and turning. */
function map(
  x: number,
  y: number,
  w: number,
  h: number,
  turns: number,
  mirrored: boolean,
): { x: number; y: number } {
  let cx = mirrored ? w - 1 - x : x;
  let cy = y;
  let cw = w;
  let ch = h;
  for (let i = 0; i < turns; i++) {
    // A quarter turn clockwise: (x, y) in a w x h box goes to (h-1-y, x) in an h x w box.
    const nx = ch - 1 - cy;
    cy = cx;
    cx = nx;
    [cw, ch] = [ch, cw];
  }
  return { x: cx, y: cy };
}

/** The tile turned `turns` quarter turns clockwise (after turning over), its corner at (x, y). */
function orientAt(tile: Tile, turns: number, mirrored: boolean, x: number, y: number): Placed {
  const [w0, h0] = tile.size;
  const w = turns % 2 === 0 ? w0 : h0;
  const h = turns % 2 === 0 ? h0 : w0;
  const cells: { x: number; y: number; ch: string }[] = [];
  for (let ty = 0; ty < h0; ty++)
    for (let tx = 0; tx < w0; tx++) {
      const ch = tile.rows[ty]![tx]!;
      if (ch === '#') continue;
      const m = map(tx, ty, w0, h0, turns, mirrored);
      cells.push({ x: x + m.x, y: y + m.y, ch });
    }
  cells.sort((a, b) => a.y - b.y || a.x - b.x);
  const side = (s: Side): Side => {
    let out = mirrored ? FLIP[s] : s;
    for (let i = 0; i < turns; i++) out = CW[out];
    return out;
  };
  const portals = tile.portals.map((p, index): PlacedPortal => {
    const [a, b] = portalCells(tile, p);
    const ma = map(a.x, a.y, w0, h0, turns, mirrored);
    const mb = map(b.x, b.y, w0, h0, turns, mirrored);
    const pair = [
      { x: x + ma.x, y: y + ma.y },
      { x: x + mb.x, y: y + mb.y },
    ].sort((c, d) => c.x - d.x || c.y - d.y) as [Cell, Cell];
    return {
      index,
      side: side(p.side),
      hand: mirrored ? otherHand(p.hand) : p.hand,
      door: p.door,
      label: p.label,
      cells: pair,
    };
  });
  const inner = tile.inner.map((d) => {
    const m = map(d.x, d.y, w0, h0, turns, mirrored);
    return { room: d.room, cell: { x: x + m.x, y: y + m.y }, side: side(d.dir), door: d.door };
  });
  const stair = tile.stairAt
    ? (() => {
        const m = map(tile.stairAt[0], tile.stairAt[1], w0, h0, turns, mirrored);
        return { x: x + m.x, y: y + m.y };
      })()
    : null;
  return { tile, turns, mirrored, x, y, w, h, cells, portals, inner, stair };
}

/** Each tile's eight ways turned and turned over, its corner at (0, 0), made once. */
const AT_ORIGIN = new WeakMap<Tile, Placed[]>();

function atOrigin(tile: Tile, turns: number, mirrored: boolean): Placed {
  if (!(turns >= 0 && turns < 4 && Number.isInteger(turns)))
    return orientAt(tile, turns, mirrored, 0, 0);
  let all = AT_ORIGIN.get(tile);
  if (!all) {
    all = [];
    AT_ORIGIN.set(tile, all);
  }
  const i = (mirrored ? 4 : 0) + turns;
  return (all[i] ??= orientAt(tile, turns, mirrored, 0, 0));
}

/**
 * A placement moved by (dx, dy), every part a new object (callers may keep or change it); moving
 * keeps the orders the cells and each portal's pair were sorted in.
 */
function shifted(o: Placed, dx: number, dy: number): Placed {
  const cells = new Array<{ x: number; y: number; ch: string }>(o.cells.length);
  for (let i = 0; i < cells.length; i++) {
    const c = o.cells[i]!;
    cells[i] = { x: c.x + dx, y: c.y + dy, ch: c.ch };
  }
  const portals = o.portals.map((p): PlacedPortal => ({
    index: p.index,
    side: p.side,
    hand: p.hand,
    door: p.door,
    label: p.label,
    cells: [
      { x: p.cells[0].x + dx, y: p.cells[0].y + dy },
      { x: p.cells[1].x + dx, y: p.cells[1].y + dy },
    ],
  }));
  const inner = o.inner.map((d) => ({
    room: d.room,
    cell: { x: d.cell.x + dx, y: d.cell.y + dy },
    side: d.side,
    door: d.door,
  }));
  const stair = o.stair ? { x: o.stair.x + dx, y: o.stair.y + dy } : null;
  return {
    tile: o.tile,
    turns: o.turns,
    mirrored: o.mirrored,
    x: o.x + dx,
    y: o.y + dy,
    w: o.w,
    h: o.h,
    cells,
    portals,
    inner,
    stair,
  };
}

/** The tile turned `turns` quarter turns clockwise (after turning over), its corner at (x, y). */
export function orient(tile: Tile, turns: number, mirrored: boolean, x: number, y: number): Placed {
  return shifted(atOrigin(tile, turns, mirrored), x, y);
}

/**
 * Every way to set `tile` down so that one of its portals of `hand` fills `beyond` (the two cells
 * just past an exit) facing `side` back toward the exit, in a fixed order; with `keep`, only the
 * ways it keeps, asked with the tile's cells at (0, 0) and the move (dx, dy) before any is made.
 */
export function fittings(
  tile: Tile,
  hand: Hand,
  side: Side,
  beyond: readonly [Cell, Cell],
  keep?: (cells: readonly Cell[], dx: number, dy: number) => boolean,
): Placed[] {
  const out: Placed[] = [];
  const want = [...beyond].sort((c, d) => c.x - d.x || c.y - d.y);
  for (const mirrored of tile.mirrorable ? [false, true] : [false])
    for (let turns = 0; turns < 4; turns++) {
      const probe = atOrigin(tile, turns, mirrored);
      for (const p of probe.portals) {
        if (p.side !== side || p.hand !== hand) continue;
        const dx = want[0]!.x - p.cells[0].x;
        const dy = want[0]!.y - p.cells[0].y;
        if (keep && !keep(probe.cells, dx, dy)) continue;
        out.push(shifted(probe, dx, dy));
      }
    }
  return out;
}
