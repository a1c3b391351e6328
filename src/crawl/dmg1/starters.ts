/**
 * Five starter areas of our own design for the first room of a level (dmg1-appendix-a.txt offers
 * starter areas but they are not in the extraction; these replace them). Pieces are in 10-ft
 * squares relative to the middle of the sheet; exits name a piece, a wall and the square along it.
 */
import { rectCells, shift, VEC } from '../plan/geometry';
import { openBetween, wallLine } from '../plan/layout';
import type { Cell, Space } from '../plan/types';
import { addPassageExit, cellsFor, makeDoor, type Ctx } from './context';
import { addLevelLink } from './links';

interface Piece {
  readonly kind: 'room' | 'chamber' | 'passage';
  /** Top-left square and size in squares. */
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  readonly shape: 'square' | 'rectangular' | 'octagonal';
  readonly note: string;
  readonly columns?: boolean;
  readonly brazier?: boolean;
}

interface StarterExit {
  readonly piece: number;
  readonly face: 'n' | 'e' | 's' | 'w';
  /** Square along the wall, counted from its west or north end. */
  readonly at: number;
  readonly kind: 'door' | 'passage';
}

export interface Starter {
  readonly id: 'starter-1' | 'starter-2' | 'starter-3' | 'starter-4' | 'starter-5';
  readonly name: string;
  readonly pieces: readonly Piece[];
  /** Pairs of pieces that open into each other. */
  readonly links: readonly (readonly [number, number])[];
  readonly exits: readonly StarterExit[];
  /** The piece the stairs from above arrive in. */
  readonly arrival: number;
  /** The piece holding a stairway down one level, if any. */
  readonly down: number | null;
}

// Starter areas: id, name, pieces (kind, x, y, w, h in squares), links, exits, arrival piece.
export const STARTERS: readonly Starter[] = [
  {
    id: 'starter-1',
    name: 'stair hall with four doors',
    pieces: [
      {
        kind: 'room',
        x: -2,
        y: -2,
        w: 3,
        h: 3,
        shape: 'square',
        note: 'stair hall',
        brazier: true,
      },
    ],
    links: [],
    exits: [
      { piece: 0, face: 'n', at: 1, kind: 'door' },
      { piece: 0, face: 'e', at: 1, kind: 'door' },
      { piece: 0, face: 's', at: 1, kind: 'door' },
      { piece: 0, face: 'w', at: 1, kind: 'door' },
    ],
    arrival: 0,
    down: 0,
  },
  {
    id: 'starter-2',
    name: 'crossroads landing',
    pieces: [
      { kind: 'chamber', x: -1, y: -1, w: 2, h: 2, shape: 'square', note: 'landing' },
      { kind: 'passage', x: 0, y: -4, w: 1, h: 3, shape: 'rectangular', note: 'passage 10 ft' },
      { kind: 'passage', x: 1, y: 0, w: 3, h: 1, shape: 'rectangular', note: 'passage 10 ft' },
      { kind: 'passage', x: -1, y: 1, w: 1, h: 3, shape: 'rectangular', note: 'passage 10 ft' },
      { kind: 'passage', x: -4, y: -1, w: 3, h: 1, shape: 'rectangular', note: 'passage 10 ft' },
    ],
    links: [
      [0, 1],
      [0, 2],
      [0, 3],
      [0, 4],
    ],
    exits: [
      { piece: 1, face: 'n', at: 0, kind: 'passage' },
      { piece: 2, face: 'e', at: 0, kind: 'passage' },
      { piece: 3, face: 's', at: 0, kind: 'passage' },
      { piece: 4, face: 'w', at: 0, kind: 'passage' },
    ],
    arrival: 0,
    down: null,
  },
  {
    id: 'starter-3',
    name: 'pillared gallery',
    pieces: [
      {
        kind: 'chamber',
        x: -1,
        y: -3,
        w: 3,
        h: 6,
        shape: 'rectangular',
        note: 'pillared gallery',
        columns: true,
        brazier: true,
      },
    ],
    links: [],
    exits: [
      { piece: 0, face: 'n', at: 1, kind: 'passage' },
      { piece: 0, face: 's', at: 1, kind: 'passage' },
      { piece: 0, face: 'e', at: 2, kind: 'door' },
      { piece: 0, face: 'w', at: 3, kind: 'door' },
    ],
    arrival: 0,
    down: 0,
  },
  {
    id: 'starter-4',
    name: 'twin rooms',
    pieces: [
      { kind: 'room', x: -4, y: -1, w: 2, h: 2, shape: 'square', note: 'west room' },
      { kind: 'passage', x: -2, y: 0, w: 4, h: 1, shape: 'rectangular', note: 'passage 10 ft' },
      { kind: 'room', x: 2, y: -1, w: 2, h: 2, shape: 'square', note: 'east room', brazier: true },
    ],
    links: [
      [0, 1],
      [1, 2],
    ],
    exits: [
      { piece: 0, face: 'n', at: 0, kind: 'door' },
      { piece: 0, face: 'w', at: 1, kind: 'passage' },
      { piece: 2, face: 's', at: 1, kind: 'door' },
      { piece: 2, face: 'e', at: 0, kind: 'passage' },
    ],
    arrival: 0,
    down: 2,
  },
  {
    id: 'starter-5',
    name: 'octagonal rotunda',
    pieces: [
      {
        kind: 'chamber',
        x: -2,
        y: -2,
        w: 4,
        h: 4,
        shape: 'octagonal',
        note: 'rotunda',
        brazier: true,
      },
    ],
    links: [],
    exits: [
      { piece: 0, face: 'n', at: 1, kind: 'passage' },
      { piece: 0, face: 'e', at: 1, kind: 'passage' },
      { piece: 0, face: 's', at: 2, kind: 'door' },
      { piece: 0, face: 'w', at: 2, kind: 'door' },
    ],
    arrival: 0,
    down: null,
  },
];

/** Cells of a piece placed around the sheet's middle. */
function pieceCells(ctx: Ctx, p: Piece): Cell[] {
  const sq = ctx.b.sheet.squareCells;
  const cx = Math.floor(ctx.b.sheet.width / sq / 2) * sq;
  const cy = Math.floor(ctx.b.sheet.height / sq / 2) * sq;
  const x0 = cx + p.x * sq;
  const y0 = cy + p.y * sq;
  const cells = rectCells(x0, y0, x0 + p.w * sq - 1, y0 + p.h * sq - 1);
  if (p.shape !== 'octagonal') return cells;
  const w = p.w * sq;
  const cut = Math.round(w * 0.29);
  return cells.filter((c) => {
    const ex = Math.min(c.x - x0, x0 + w - 1 - c.x);
    const ey = Math.min(c.y - y0, y0 + w - 1 - c.y);
    return ex + ey >= cut - 1;
  });
}

/** Lay out a starter area in the middle of a level's sheet; returns the arrival space. */
export function buildStarter(ctx: Ctx, level: number, starter: Starter): Space {
  const b = ctx.b;
  const spaces: Space[] = starter.pieces.map((p) => {
    const cells = pieceCells(ctx, p);
    const feet = `${p.w * 10} ft x ${p.h * 10} ft`;
    const s = b.addSpace({
      kind: p.kind,
      level,
      cells,
      shape: p.shape,
      size: feet,
      // One note, not two alike: "stair hall" within "stair hall with four doors" is said once.
      note: starter.name.includes(p.note) ? starter.name : `${p.note}, ${starter.name}`,
      numbered: p.kind !== 'passage',
    });
    if (p.columns) {
      const xs = new Set(cells.map((c) => c.x));
      const col = cells.filter(
        (c) => (c.x === Math.min(...xs) + 1 || c.x === Math.max(...xs) - 1) && c.y % 2 === 1,
      );
      b.addFeature(s, { kind: 'columns', cells: col, note: 'two rows of columns', lightFeet: 0 });
    }
    if (p.brazier) {
      const corner = cells.filter(
        (c) =>
          !cells.some((d) => d.x === c.x - 1 && d.y === c.y) &&
          !cells.some((d) => d.x === c.x && d.y === c.y - 1),
      );
      const at = corner[0] ?? cells[0]!;
      b.addFeature(s, {
        kind: 'brazier',
        cells: [{ x: at.x + 1, y: at.y + 1 }],
        note: 'lit brazier',
        lightFeet: 30,
      });
    }
    return s;
  });
  for (const [i, j] of starter.links) openBetween(b, spaces[i]!, spaces[j]!);
  const sq = b.sheet.squareCells;
  for (const ex of starter.exits) {
    const s = spaces[ex.piece]!;
    const line = wallLine(s, ex.face);
    const win = line.slice(ex.at * sq, ex.at * sq + sq);
    if (win.length === 0) continue;
    const { dx, dy } = VEC[ex.face];
    const beyond = shift(win, dx, dy);
    if (ex.kind === 'door') {
      makeDoor(ctx, s, beyond, ex.face);
      continue;
    }
    if (!b.free(level, beyond)) continue;
    addPassageExit(ctx, {
      level,
      from: s,
      cross: beyond,
      dir: ex.face,
      width: cellsFor(ctx, 10),
      special: null,
    });
  }
  if (starter.down !== null) {
    const s = spaces[starter.down]!;
    const cells = pieceCells(ctx, starter.pieces[starter.down]!);
    const far = cells.reduce((a, c) => (c.x + c.y > a.x + a.y ? c : a), cells[0]!);
    addLevelLink(
      ctx,
      s,
      { x: far.x - 1, y: far.y - 1 },
      1,
      'stairs-down',
      'landing',
      'stairs down 1 level',
      1,
    );
  }
  return spaces[starter.arrival]!;
}
