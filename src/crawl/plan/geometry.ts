/**
 * Grid geometry for plans: directions, cell sets, spans, edges and the shapes rooms take.
 */
import type { Cell, Dir, Edge, Span } from './types';

/** Clockwise from north. */
export const DIRS: readonly Dir[] = ['n', 'ne', 'e', 'se', 's', 'sw', 'w', 'nw'];

export const VEC: Readonly<Record<Dir, { readonly dx: number; readonly dy: number }>> = {
  n: { dx: 0, dy: -1 },
  ne: { dx: 1, dy: -1 },
  e: { dx: 1, dy: 0 },
  se: { dx: 1, dy: 1 },
  s: { dx: 0, dy: 1 },
  sw: { dx: -1, dy: 1 },
  w: { dx: -1, dy: 0 },
  nw: { dx: -1, dy: -1 },
};

/** Turn a heading by `eighths` of a circle; negative is to the left (counter-clockwise). */
export function turn(dir: Dir, eighths: number): Dir {
  const i = DIRS.indexOf(dir);
  return DIRS[(((i + eighths) % 8) + 8) % 8]!;
}

export function isDiagonal(dir: Dir): boolean {
  return dir.length === 2;
}

export function cellKey(x: number, y: number): string {
  return `${x},${y}`;
}

/** The cells of a rectangle, x0..x1 and y0..y1 inclusive, row by row. */
export function rectCells(x0: number, y0: number, x1: number, y1: number): Cell[] {
  const out: Cell[] = [];
  for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) out.push({ x, y });
  return out;
}

export function shift(cells: readonly Cell[], dx: number, dy: number): Cell[] {
  return cells.map((c) => ({ x: c.x + dx, y: c.y + dy }));
}

/** Sort and de-duplicate cells into row spans. */
export function toSpans(cells: readonly Cell[]): Span[] {
  if (cells.length === 0) return [];
  // A bitmap over the cells' box gives the same spans as the keyed sort below, in one pass and
  // without a string per cell; a box much larger than the cells takes the sort.
  const box = boundsOf(cells);
  const w = box.x1 - box.x0 + 1;
  const h = box.y1 - box.y0 + 1;
  if (w * h <= 16 * cells.length + 256) return bitmapSpans(cells, box, w, h);
  const keys = new Set<string>();
  const uniq: Cell[] = [];
  for (const c of cells) {
    const k = cellKey(c.x, c.y);
    if (!keys.has(k)) {
      keys.add(k);
      uniq.push(c);
    }
  }
  uniq.sort((a, b) => a.y - b.y || a.x - b.x);
  const spans: Span[] = [];
  for (const c of uniq) {
    const last = spans[spans.length - 1];
    if (last && last.y === c.y && last.x1 === c.x - 1)
      spans[spans.length - 1] = { ...last, x1: c.x };
    else spans.push({ y: c.y, x0: c.x, x1: c.x });
  }
  return spans;
}

/** Row spans of cells marked in a bitmap over their box, row by row, west to east. */
function bitmapSpans(cells: readonly Cell[], box: Box, w: number, h: number): Span[] {
  const on = new Uint8Array(w * h);
  for (const c of cells) on[(c.y - box.y0) * w + (c.x - box.x0)] = 1;
  const spans: Span[] = [];
  for (let j = 0; j < h; j++) {
    const row = j * w;
    for (let i = 0; i < w; i++) {
      if (on[row + i] === 0) continue;
      let k = i;
      while (k + 1 < w && on[row + k + 1] === 1) k++;
      spans.push({ y: box.y0 + j, x0: box.x0 + i, x1: box.x0 + k });
      i = k;
    }
  }
  return spans;
}

/**
 * A membership test for the cells of row spans, without a key per cell (for the large spaces,
 * caves thousands of cells big, whose neighbours a step looks up).
 */
export function spanTest(spans: readonly Span[]): (x: number, y: number) => boolean {
  const rows = new Map<number, Span[]>();
  for (const s of spans) {
    const row = rows.get(s.y);
    if (row) row.push(s);
    else rows.set(s.y, [s]);
  }
  return (x, y) => {
    const row = rows.get(y);
    if (!row) return false;
    for (const s of row) if (x >= s.x0 && x <= s.x1) return true;
    return false;
  };
}

export function fromSpans(spans: readonly Span[]): Cell[] {
  const out: Cell[] = [];
  for (const s of spans) for (let x = s.x0; x <= s.x1; x++) out.push({ x, y: s.y });
  return out;
}

export interface Box {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

export function boundsOf(cells: readonly Cell[]): Box {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const c of cells) {
    x0 = Math.min(x0, c.x);
    y0 = Math.min(y0, c.y);
    x1 = Math.max(x1, c.x);
    y1 = Math.max(y1, c.y);
  }
  return { x0, y0, x1, y1 };
}

/** The edge between a cell and its neighbour in an orthogonal direction. */
export function edgeToward(c: Cell, dir: 'n' | 'e' | 's' | 'w'): Edge {
  switch (dir) {
    case 'n':
      return { axis: 'h', x: c.x, y: c.y };
    case 's':
      return { axis: 'h', x: c.x, y: c.y + 1 };
    case 'w':
      return { axis: 'v', x: c.x, y: c.y };
    case 'e':
      return { axis: 'v', x: c.x + 1, y: c.y };
  }
}

export function edgeKey(e: Edge): string {
  return `${e.axis}${e.x},${e.y}`;
}

/** The two cells an edge separates. */
export function edgeCells(e: Edge): [Cell, Cell] {
  return e.axis === 'h'
    ? [
        { x: e.x, y: e.y - 1 },
        { x: e.x, y: e.y },
      ]
    : [
        { x: e.x - 1, y: e.y },
        { x: e.x, y: e.y },
      ];
}

/** The orthogonal component of a heading a wall faces: n, e, s or w. */
export function orthogonal(dir: Dir): 'n' | 'e' | 's' | 'w' {
  if (dir === 'n' || dir === 'e' || dir === 's' || dir === 'w') return dir;
  return dir[0] as 'n' | 's';
}

/**
 * Rasterise a room shape into a w x h box of cells (box-relative coordinates), keeping the cells
 * whose centres fall inside the shape. The near side (row 0) is toward the entrance.
 */
export function shapeCells(shape: string, w: number, h: number): Cell[] {
  return fromSpans(shapeRows(shape, w, h));
}

/** {@link shapeCells} as row spans (box-relative), north to south and west to east. */
export function shapeRows(shape: string, w: number, h: number): Span[] {
  const out: Span[] = [];
  const inside = insideTest(shape, w, h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      if (!inside(x + 0.5, y + 0.5)) continue;
      const last = out[out.length - 1];
      if (last && last.y === y && last.x1 === x - 1)
        out[out.length - 1] = { y, x0: last.x0, x1: x };
      else out.push({ y, x0: x, x1: x });
    }
  return out;
}

function insideTest(shape: string, w: number, h: number): (px: number, py: number) => boolean {
  const cx = w / 2;
  const cy = h / 2;
  switch (shape) {
    case 'circular':
    case 'oval':
      return (px, py) => ((px - cx) / cx) ** 2 + ((py - cy) / cy) ** 2 <= 1.05;
    case 'triangular':
      // Apex on the far side, base on the near side.
      return (px, py) => Math.abs(px - cx) <= (cx * (h - py + 0.5)) / h + 0.01;
    case 'trapezoidal':
      // Near side full width, far side half width.
      return (px, py) => Math.abs(px - cx) <= cx * (1 - (0.5 * py) / h) + 0.01;
    case 'hexagonal': {
      const cut = Math.max(1, Math.round(h / 4));
      return (px, py) => {
        const fromEnd = Math.min(py, h - py);
        return fromEnd >= cut || Math.abs(px - cx) <= cx * (0.5 + (0.5 * fromEnd) / cut) + 0.01;
      };
    }
    case 'octagonal': {
      const cut = Math.max(1, Math.round(Math.min(w, h) * 0.29));
      return (px, py) => {
        const ex = Math.min(px, w - px);
        const ey = Math.min(py, h - py);
        return ex + ey >= cut;
      };
    }
    default:
      return () => true;
  }
}
