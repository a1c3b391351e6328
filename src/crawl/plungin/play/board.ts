/**
 * The board the figures stand on, read from the construction's plan: every floor square and the
 * space (tile) it belongs to, and which neighbouring squares connect. Squares of one space always
 * connect; squares of two spaces connect only across the edges of a door that has been opened
 * (rules 548-552: no moving through walls or closed doors, no diagonals).
 */
import type { Cell, Edge, Plan, Space } from '../../plan/types';

export const key = (c: Cell): string => `${c.x},${c.y}`;

export interface Board {
  /** Space id of each floor square, by `x,y`. */
  readonly floor: ReadonlyMap<string, string>;
  /** Edges (as `axis:x,y`) that an opened door spans. */
  readonly open: ReadonlySet<string>;
  /** Neighbouring spaces through opened doors, for the monsters' two-tile awareness. */
  readonly links: ReadonlyMap<string, readonly string[]>;
  /** Squares no figure may step into (a sprung trap's rubble, trap-areas.ts); one standing there may step out. */
  readonly closed?: ReadonlySet<string>;
  /** Squares of an open pit (trap-areas.ts): a figure may climb down into one, which ends its move. */
  readonly pits?: ReadonlySet<string>;
}

const edgeKey = (e: Edge): string => `${e.axis}:${e.x},${e.y}`;

/** The edge between two orthogonally adjacent squares. */
export function edgeBetween(a: Cell, b: Cell): Edge {
  if (a.x === b.x) return { axis: 'h', x: a.x, y: Math.max(a.y, b.y) };
  return { axis: 'v', x: Math.max(a.x, b.x), y: a.y };
}

/**
 * The board of a plan as it stands, less the `closed` squares and with the `pits` open. `before`
 * is the board in play before it, when there is one (a door opened or a trap's mark made): the
 * new board grows its floor's links from the links its quest read last (`PlanBoard.reads`).
 */
export function boardOf(
  plan: Plan,
  closed?: ReadonlySet<string>,
  pits?: ReadonlySet<string>,
  before?: Board,
): Board {
  const open = new Set<string>();
  const links = new Map<string, string[]>();
  const link = (a: string, b: string): void => {
    const l = links.get(a);
    if (l) {
      if (!l.includes(b)) l.push(b);
    } else links.set(a, [b]);
  };
  for (const p of plan.portals) {
    if (p.to === null) continue;
    for (const e of p.edges) open.add(edgeKey(e));
    link(p.from, p.to);
    link(p.to, p.from);
  }
  // The spaces as they stand now (the construction's list grows as doors open): the floor and
  // the grid are read from them when first asked for.
  const board = new PlanBoard(
    plan.spaces.slice(),
    open,
    links,
    closed?.size ? new Set(closed) : undefined,
    pits?.size ? new Set(pits) : undefined,
    before instanceof PlanBoard ? before.reads : { last: undefined },
  );
  PLANS.set(board, plan);
  return board;
}

/** A board read from a plan's spaces, its floor made when first asked for (one shape for every board). */
class PlanBoard implements Board {
  private floorMap: Map<string, string> | undefined;
  /** Its grid, made when first asked for (`gridOf`): a board never changes, so nothing invalidates it (set in the constructor, so every board has one shape). */
  grid: Grid | undefined;

  constructor(
    readonly spaces: readonly Space[],
    readonly open: ReadonlySet<string>,
    readonly links: ReadonlyMap<string, readonly string[]>,
    readonly closed: ReadonlySet<string> | undefined,
    readonly pits: ReadonlySet<string> | undefined,
    /** The plan links its quest read last, shared by the boards made one from another (`boardOf`'s `before`). */
    readonly reads: LinkReads,
  ) {
    this.grid = undefined;
  }

  get floor(): ReadonlyMap<string, string> {
    return (this.floorMap ??= floorOf(this.spaces));
  }
}

/** Space id of each floor square, by `x,y`, in the spaces' order. */
function floorOf(spaces: readonly Space[]): Map<string, string> {
  const floor = new Map<string, string>();
  for (const s of spaces)
    for (const sp of s.spans) for (let x = sp.x0; x <= sp.x1; x++) floor.set(`${x},${sp.y}`, s.id);
  return floor;
}

/** The plan each board was read from (a board never changes). */
const PLANS = new WeakMap<Board, Plan>();

/** Whether a board is the one `boardOf(plan, closed)` makes, pits aside. */
export function boardFor(
  board: Board,
  plan: Plan,
  closed: ReadonlySet<string> | undefined,
): boolean {
  if (PLANS.get(board) !== plan) return false;
  const mine = board.closed;
  if ((mine?.size ?? 0) !== (closed?.size ?? 0)) return false;
  for (const k of closed ?? []) if (!mine!.has(k)) return false;
  return true;
}

/**
 * Open floor squares (neither closed nor in `shut`) that a walk from `start` cannot reach once
 * the `shut` squares close too, counted on the board's grid (pits slow a way but do not cut it).
 */
export function unreachedFrom(board: Board, start: Cell, shut: readonly Cell[]): number {
  const grid = gridOf(board);
  const { next, seen, queue, mark } = grid;
  const marked = scratchMarked();
  markBlocked(grid, shut, marked);
  const stamp = ++grid.stamp;
  let tail = 0;
  const first = squareOf(grid, start);
  if (first >= 0) {
    queue[tail++] = first;
    seen[first] = stamp;
  }
  for (let head = 0; head < tail; head++) {
    const i = queue[head]!;
    for (let j = i * STEPS.length; j < (i + 1) * STEPS.length; j++) {
      const n = next[j]!;
      if (n < 0 || seen[n] === stamp || mark[n] === BLOCKED) continue;
      seen[n] = stamp;
      queue[tail++] = n;
    }
  }
  let out = 0;
  for (let i = 0; i < grid.cells.length; i++)
    if (grid.shut[i] === 0 && mark[i] !== BLOCKED && seen[i] !== stamp) out++;
  for (const i of marked) mark[i] = 0;
  return out;
}

export const STEPS: readonly Cell[] = [
  { x: 0, y: -1 },
  { x: 1, y: 0 },
  { x: 0, y: 1 },
  { x: -1, y: 0 },
];

/** Which of STEPS leads from a to b (-1: b is not orthogonally adjacent to a). */
function stepIndex(a: Cell, b: Cell): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  if (dx === 0) return dy === -1 ? 0 : dy === 1 ? 2 : -1;
  if (dy === 0) return dx === 1 ? 1 : dx === -1 ? 3 : -1;
  return -1;
}

/** Whether a figure may step from a to the orthogonally adjacent b (figures aside). */
export function passable(board: Board, a: Cell, b: Cell): boolean {
  const j = stepIndex(a, b);
  if (j < 0) return connects(board, a, b) && !board.closed?.has(key(b));
  // As below, read off the grid: b connects to a and is not closed.
  const grid = gridOf(board);
  const i = squareOf(grid, a);
  const n = i < 0 ? -1 : grid.link[i * STEPS.length + j]!;
  return n >= 0 && grid.shut[n] === 0;
}

/** Whether floor a meets the adjacent floor b: one space, or across an opened door (sight passes a pit or rubble). */
function connects(board: Board, a: Cell, b: Cell): boolean {
  const sa = board.floor.get(key(a));
  const sb = board.floor.get(key(b));
  if (sa === undefined || sb === undefined) return false;
  if (sa === sb) return true;
  return board.open.has(edgeKey(edgeBetween(a, b)));
}

export const adjacent = (a: Cell, b: Cell): boolean =>
  Math.abs(a.x - b.x) + Math.abs(a.y - b.y) === 1;

/** Squares counted for range: as straight a line as possible, diagonals included. */
// READING: counting "as straight a line as possible" from the adjacent square lets a diagonal step count one, so range is the larger of the two offsets.
export const rangeTo = (a: Cell, b: Cell): number =>
  Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));

/**
 * Line of sight: walls and doors block it, figures and chests do not (rules 669-677). The line
 * from centre to centre is walked square by square, one axis at a time, and every step must
 * cross floor that connects.
 */
export function lineOfSight(board: Board, a: Cell, b: Cell): boolean {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const nx = Math.abs(dx);
  const ny = Math.abs(dy);
  // The steps east or west, and south or north (indices into STEPS), walked on the grid's links.
  const stepX = dx > 0 ? 1 : 3;
  const stepY = dy > 0 ? 2 : 0;
  const grid = gridOf(board);
  const { link } = grid;
  let cur = squareOf(grid, a);
  let ix = 0;
  let iy = 0;
  for (let n = 0; n < nx + ny + 1 && (ix < nx || iy < ny); n++) {
    // Step along the axis whose next crossing comes first ((1+2i)/2n compared by cross-multiplying).
    let j: number;
    if ((1 + 2 * ix) * ny < (1 + 2 * iy) * nx) {
      j = stepX;
      ix++;
    } else {
      j = stepY;
      iy++;
    }
    // Off the floor, or no floor that connects (`connects`) the next square on.
    if (cur < 0) return false;
    cur = link[cur * STEPS.length + j]!;
    if (cur < 0) return false;
  }
  return true;
}

/**
 * Breadth-first distances over squares from `from`, not entering `blocked` squares (other
 * figures), up to `limit` steps; `allowed` limits the spaces searched.
 */
export function distances(
  board: Board,
  from: Cell,
  blocked: ReadonlySet<string>,
  limit: number,
  allowed?: ReadonlySet<string>,
): Map<string, number> {
  const grid = gridOf(board);
  const start = squareOf(grid, from);
  if (start >= 0) return distancesOnGrid(grid, start, blocked, limit, allowed);
  const dist = new Map<string, number>([[key(from), 0]]);
  const queue: Cell[] = [from];
  for (let i = 0; i < queue.length && i < 20000; i++) {
    const c = queue[i]!;
    const d = dist.get(key(c))!;
    if (d >= limit) continue;
    for (const s of STEPS) {
      const n = { x: c.x + s.x, y: c.y + s.y };
      const k = key(n);
      if (dist.has(k) || blocked.has(k) || !passable(board, c, n)) continue;
      if (allowed && !allowed.has(board.floor.get(k)!)) continue;
      dist.set(k, d + 1);
      // Into a pit the move ends (trap-areas.ts): its square is reached, not passed through.
      if (!board.pits?.has(k)) queue.push(n);
    }
  }
  return dist;
}

/**
 * A space's squares in the order the heroes set up on the Entry tile (rules 60-75): the Dungeon
 * Exit's corner first, southmost row first, west to east along it.
 */
export function setUpOrder(board: Board, space: string): Cell[] {
  return squaresOf(board, space).sort((a, b) => b.y - a.y || a.x - b.x);
}

/** A space's floor squares in the floor's order, each a new cell. */
export function squaresOf(board: Board, space: string): Cell[] {
  const grid = gridOf(board);
  const { cells } = grid;
  const out: Cell[] = [];
  for (const i of squaresBySpace(grid).get(space) ?? [])
    out.push({ x: cells[i]!.x, y: cells[i]!.y });
  return out;
}

/** Each space's square indices on a grid, in the grid's order. */
function squaresBySpace(grid: Grid): ReadonlyMap<string, readonly number[]> {
  let by = grid.bySpace;
  if (!by) {
    const made = new Map<string, number[]>();
    const { spaces } = grid;
    for (let i = 0; i < spaces.length; i++) {
      const list = made.get(spaces[i]!);
      if (list) list.push(i);
      else made.set(spaces[i]!, [i]);
    }
    by = grid.bySpace = made;
  }
  return by;
}

/** Spaces within n door-crossings, by board, n and space (a board never changes, so neither do they). */
const WITHIN = new WeakMap<Board, Map<string, ReadonlySet<string>>[]>();

/** Spaces within `n` door-crossings of a space (the monsters' two-tile awareness, rules 951-958). */
export function spacesWithin(board: Board, space: string, n: number): ReadonlySet<string> {
  let known = WITHIN.get(board);
  if (!known) {
    known = [];
    WITHIN.set(board, known);
  }
  // By n when it is a small count (the callers ask 1, 2 and 4), else by `n space`.
  const slot = Number.isInteger(n) && n >= 0 && n < 16 ? n : 16;
  const byN = (known[slot] ??= new Map());
  const id = slot === 16 ? `${n} ${space}` : space;
  let found = byN.get(id);
  if (!found) {
    found = spacesWithinOf(board, space, n);
    byN.set(id, found);
  }
  return found;
}

function spacesWithinOf(board: Board, space: string, n: number): Set<string> {
  const seen = new Set([space]);
  let ring = [space];
  for (let i = 0; i < n; i++) {
    const next: string[] = [];
    for (const s of ring)
      for (const t of board.links.get(s) ?? [])
        if (!seen.has(t)) {
          seen.add(t);
          next.push(t);
        }
    ring = next;
  }
  return seen;
}

export const parseKey = (k: string): Cell => {
  const comma = k.indexOf(',');
  return { x: Number(k.slice(0, comma)), y: Number(k.slice(comma + 1)) };
};

/**
 * A board's floor numbered once: each square's index, cell and space, and its passable
 * neighbours (-1: none). A board never changes (an opened door or a trap's mark makes a new one),
 * so its grid lasts as long as it does.
 */
interface Grid {
  /** The floor's bounding box, and each of its positions' square index (-1: no floor), row by row. */
  readonly x0: number;
  readonly y0: number;
  readonly w: number;
  readonly h: number;
  readonly at: Int32Array;
  readonly cells: readonly Cell[];
  /** Each square's key, made when first asked for (`keysOf`). */
  keys?: readonly string[];
  readonly spaces: readonly string[];
  /** Each square's neighbours its floor connects to (`connects`: one space, or an opened door), -1: none. */
  readonly link: Int32Array;
  /** `link` less the closed squares: the steps a figure may take (`passable`). */
  readonly next: Int32Array;
  /** 1 for a square of an open pit (`Board.pits`). */
  readonly pit: Uint8Array;
  /** 1 for a closed square (`Board.closed`). */
  readonly shut: Uint8Array;
  /**
   * Scratch for the searches, reused from one search to the next (one search runs at a time):
   * `seen[i] === stamp` marks square i reached in the current search, `dist` its steps then,
   * `mark` the blocked (1) and wanted (2) squares, cleared again before the search returns.
   */
  readonly seen: Int32Array;
  readonly dist: Int32Array;
  readonly queue: Int32Array;
  readonly mark: Uint8Array;
  stamp: number;
  /** Each space's square indices, in order (`squaresBySpace`), made when first asked for. */
  bySpace?: ReadonlyMap<string, readonly number[]>;
  /** Where the fields' lengths and queues are cut from (`slabOf`), and how much of it is used. */
  slab?: Int32Array;
  slabUsed: number;
  /** `stepsByField`'s three stacks, made at its first search. */
  stacks?: Int32Array;
  /** `plainField`'s fields, by goal array. */
  plain?: WeakMap<readonly Cell[], Int32Array>;
}

/** Each square's key on a grid. */
function keysOf(grid: Grid): readonly string[] {
  return (grid.keys ??= grid.cells.map(key));
}

/** The square index of a cell on a grid (-1: not on its floor). */
function squareOf(grid: Grid, c: Cell): number {
  return squareAt(grid, c.x, c.y);
}

/** Squares no search may enter (other figures, shut chests): by key, or as cells. */
export type Blocked = ReadonlySet<string> | readonly Cell[];

/** Mark the blocked squares on the grid (off-floor ones can never be reached), listing them in `marked`. */
function markBlocked(grid: Grid, blocked: Blocked, marked: number[]): void {
  const { mark } = grid;
  if (Array.isArray(blocked))
    for (const c of blocked as readonly Cell[]) {
      const i = squareOf(grid, c);
      if (i >= 0 && mark[i] === 0) {
        mark[i] = BLOCKED;
        marked.push(i);
      }
    }
  else
    for (const k of blocked as ReadonlySet<string>) {
      const i = squareOfKey(grid, k);
      if (i >= 0 && mark[i] === 0) {
        mark[i] = BLOCKED;
        marked.push(i);
      }
    }
}

/**
 * Squares reached from one square within a number of steps, in the order `distances` finds
 * them (the start first), with their steps; `get` reads the steps by square key (undefined: not
 * reached).
 */
export interface Reach {
  readonly size: number;
  cell(n: number): Cell;
  key(n: number): string;
  steps(n: number): number;
  get(k: string): number | undefined;
}

/** A `Reach` over a grid: the squares' indices in the order found, each followed by its steps. */
class GridReach implements Reach {
  /** Steps by key, made at the first `get` (the order and steps never change). */
  private byKey: Map<string, number> | undefined;
  readonly size: number;

  constructor(
    private readonly grid: Grid,
    private readonly found: readonly number[],
  ) {
    this.size = found.length / 2;
  }

  cell(n: number): Cell {
    return this.grid.cells[this.found[2 * n]!]!;
  }

  key(n: number): string {
    return keysOf(this.grid)[this.found[2 * n]!]!;
  }

  steps(n: number): number {
    return this.found[2 * n + 1]!;
  }

  get(k: string): number | undefined {
    if (!this.byKey) {
      this.byKey = new Map();
      for (let n = 0; n < this.size; n++) this.byKey.set(this.key(n), this.steps(n));
    }
    return this.byKey.get(k);
  }
}

/** `reachFrom`'s squares and steps as found (one search runs at a time), copied out at its end. */
const REACHED: number[] = [];

/** A `Reach` read off `distances`' map (a start off the floor). */
class MapReach implements Reach {
  private readonly keys: readonly string[];
  private readonly dist: readonly number[];

  constructor(private readonly map: ReadonlyMap<string, number>) {
    this.keys = [...map.keys()];
    this.dist = [...map.values()];
  }

  get size(): number {
    return this.keys.length;
  }

  cell(n: number): Cell {
    return parseKey(this.keys[n]!);
  }

  key(n: number): string {
    return this.keys[n]!;
  }

  steps(n: number): number {
    return this.dist[n]!;
  }

  get(k: string): number | undefined {
    return this.map.get(k);
  }
}

/** `distances` as a `Reach`: over the numbered floor with no map built, from off the floor by the map. */
export function reachFrom(board: Board, from: Cell, blocked: Blocked, limit: number): Reach {
  const grid = gridOf(board);
  const start = squareOf(grid, from);
  if (start < 0) {
    const set = Array.isArray(blocked)
      ? new Set((blocked as readonly Cell[]).map(key))
      : (blocked as ReadonlySet<string>);
    return new MapReach(distances(board, from, set, limit));
  }
  const { next, pit, mark, seen, dist, queue } = grid;
  const marked = scratchMarked();
  markBlocked(grid, blocked, marked);
  const stamp = ++grid.stamp;
  const found = REACHED;
  found[0] = start;
  found[1] = 0;
  let size = 2;
  let tail = 0;
  queue[tail++] = start;
  seen[start] = stamp;
  dist[start] = 0;
  for (let head = 0; head < tail && head < 20000; head++) {
    const i = queue[head]!;
    const d = dist[i]!;
    if (d >= limit) continue;
    for (let j = i * STEPS.length; j < (i + 1) * STEPS.length; j++) {
      const n = next[j]!;
      if (n < 0 || seen[n] === stamp || mark[n] === BLOCKED) continue;
      seen[n] = stamp;
      dist[n] = d + 1;
      found[size++] = n;
      found[size++] = d + 1;
      // Into a pit the move ends (trap-areas.ts): its square is reached, not passed through.
      if (pit[n] === 0) queue[tail++] = n;
    }
  }
  for (const i of marked) mark[i] = 0;
  return new GridReach(grid, found.slice(0, size));
}

/** `distances` over the numbered floor: the same squares in the same (breadth-first) order. */
function distancesOnGrid(
  grid: Grid,
  start: number,
  blocked: ReadonlySet<string>,
  limit: number,
  allowed?: ReadonlySet<string>,
): Map<string, number> {
  const { spaces, next, pit } = grid;
  const keys = keysOf(grid);
  const dist = new Int32Array(keys.length).fill(-1);
  const queue = [start];
  dist[start] = 0;
  const out = new Map<string, number>([[keys[start]!, 0]]);
  for (let head = 0; head < queue.length && head < 20000; head++) {
    const i = queue[head]!;
    const d = dist[i]!;
    if (d >= limit) continue;
    for (let j = i * STEPS.length; j < (i + 1) * STEPS.length; j++) {
      const n = next[j]!;
      if (n < 0 || dist[n] !== -1 || blocked.has(keys[n]!)) continue;
      if (allowed && !allowed.has(spaces[n]!)) continue;
      dist[n] = d + 1;
      out.set(keys[n]!, d + 1);
      // Into a pit the move ends (trap-areas.ts): its square is reached, not passed through.
      if (pit[n] === 0) queue.push(n);
    }
  }
  return out;
}

/** The grids of the boards not read from a plan (a plan's board keeps its own, `PlanBoard.grid`). */
const GRIDS = new WeakMap<Board, Grid>();

function gridOf(board: Board): Grid {
  if (board instanceof PlanBoard) return (board.grid ??= buildGrid(board));
  let grid = GRIDS.get(board);
  if (!grid) GRIDS.set(board, (grid = buildGrid(board)));
  return grid;
}

/** Number a board's floor (in the floor's own order) and link each square to its passable neighbours. */
function buildGrid(board: Board): Grid {
  const base =
    board instanceof PlanBoard ? linksOfPlan(board.reads, board.spaces, board.open) : undefined;
  const grid = base ? gridOver(base) : gridOfFloor(board.floor);
  const { cells, link, next, shut, pit } = grid;
  for (const k of board.closed ?? []) {
    const i = squareOfKey(grid, k);
    if (i >= 0) shut[i] = 1;
  }
  for (const k of board.pits ?? []) {
    const i = squareOfKey(grid, k);
    if (i >= 0) pit[i] = 1;
  }
  // The floor's links are the plan's when it has them; else each square is linked here (squares
  // of one space connect; of two, only across an opened door, as `passable`).
  if (!base) for (let i = 0; i < cells.length; i++) linkSquare(grid, board.open, i, 0);
  // A figure's steps are the links less the closed squares.
  for (let k = 0; k < link.length; k++) {
    const to = link[k]!;
    if (to >= 0 && shut[to] === 0) next[k] = to;
  }
  return grid;
}

/**
 * A plan's floor numbered from its spaces' squares in order, with each square's neighbours its
 * floor connects to (`connects`: one space, or across an opened door): what every board read
 * from those spaces and doors shares, whatever squares traps have closed.
 */
interface PlanLinks {
  /** The spaces and opened door edges it was read from. */
  readonly list: readonly Space[];
  readonly open: ReadonlySet<string>;
  readonly cells: readonly Cell[];
  readonly spaces: readonly string[];
  readonly x0: number;
  readonly y0: number;
  readonly w: number;
  readonly h: number;
  readonly at: Int32Array;
  readonly link: Int32Array;
}

/**
 * The plan links a quest read last: a door opened adds spaces at the end of the list and opens
 * edges (none closes), so the next are these and a few more. One per quest, held by its boards
 * (none by this module): a finished quest's go with it, and two quests never read each other's.
 */
interface LinkReads {
  last: PlanLinks | undefined;
}

/** The links of a plan's spaces and opened edges (undefined: two spaces share a square, so the floor decides). */
function linksOfPlan(
  reads: LinkReads,
  list: readonly Space[],
  open: ReadonlySet<string>,
): PlanLinks | undefined {
  const prev = reads.last;
  const links =
    (prev && grownFrom(prev, list, open) && moreLinks(prev, list, open)) || allLinks(list, open);
  if (links) reads.last = links;
  return links;
}

/** Whether a plan's spaces and opened edges are those of `prev` and more: its spaces first, in order, and its edges among them. */
function grownFrom(prev: PlanLinks, list: readonly Space[], open: ReadonlySet<string>): boolean {
  if (prev.cells.length === 0 || prev.list.length > list.length || prev.open.size > open.size)
    return false;
  for (let i = 0; i < prev.list.length; i++) if (prev.list[i] !== list[i]) return false;
  for (const e of prev.open) if (!open.has(e)) return false;
  return true;
}

/** Each square linked to its neighbours its floor connects to, on a box already numbered. */
function linkSquare(
  links: Omit<PlanLinks, 'list' | 'open'>,
  open: ReadonlySet<string>,
  i: number,
  both: number,
): void {
  const { cells, spaces, at, x0, y0, w, h, link } = links;
  const c = cells[i]!;
  for (let j = 0; j < STEPS.length; j++) {
    const nx = c.x + STEPS[j]!.x - x0;
    const ny = c.y + STEPS[j]!.y - y0;
    if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
    const to = at[ny * w + nx]!;
    if (to < 0) continue;
    if (spaces[to] === spaces[i] || open.has(edgeKey(edgeBetween(c, cells[to]!)))) {
      link[i * STEPS.length + j] = to;
      // A square numbered before `both` is not walked again: its link back is set from here.
      if (to < both) link[to * STEPS.length + ((j + 2) % STEPS.length)] = i;
    }
  }
}

/** Every square of the spaces numbered and linked afresh. */
function allLinks(list: readonly Space[], open: ReadonlySet<string>): PlanLinks | undefined {
  const cells: Cell[] = [];
  const spaces: string[] = [];
  for (const s of list)
    for (const sp of s.spans)
      for (let x = sp.x0; x <= sp.x1; x++) {
        cells.push({ x, y: sp.y });
        spaces.push(s.id);
      }
  const box = boxOf(cells, 0, { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity });
  const at = new Int32Array(box.w * box.h).fill(-1);
  if (!place(at, box, cells, 0)) return undefined;
  const links = {
    list,
    open,
    cells,
    spaces,
    ...box,
    at,
    link: new Int32Array(cells.length * STEPS.length).fill(-1),
  };
  for (let i = 0; i < cells.length; i++) linkSquare(links, open, i, 0);
  return links;
}

/**
 * `prev` with the spaces added after its own numbered and linked: its squares keep their
 * numbers and links, the new squares link to them (and they back), and an edge opened since
 * between two of its squares links them (the same numbers and links as `allLinks`).
 */
function moreLinks(
  prev: PlanLinks,
  list: readonly Space[],
  open: ReadonlySet<string>,
): PlanLinks | undefined {
  const had = prev.cells.length;
  if (list.length === prev.list.length && open.size === prev.open.size) return prev;
  const cells = prev.cells.slice();
  const spaces = prev.spaces.slice();
  for (let k = prev.list.length; k < list.length; k++) {
    const s = list[k]!;
    for (const sp of s.spans)
      for (let x = sp.x0; x <= sp.x1; x++) {
        cells.push({ x, y: sp.y });
        spaces.push(s.id);
      }
  }
  const box = boxOf(cells, had, {
    x0: prev.x0,
    y0: prev.y0,
    x1: prev.x0 + prev.w - 1,
    y1: prev.y0 + prev.h - 1,
  });
  let at: Int32Array;
  if (box.x0 === prev.x0 && box.y0 === prev.y0 && box.w === prev.w && box.h === prev.h) {
    at = prev.at.slice();
    if (!place(at, box, cells, had)) return undefined;
  } else {
    at = new Int32Array(box.w * box.h).fill(-1);
    if (!place(at, box, cells, 0)) return undefined;
  }
  const link = new Int32Array(cells.length * STEPS.length).fill(-1);
  link.set(prev.link);
  const links = { list, open, cells, spaces, ...box, at, link };
  for (let i = had; i < cells.length; i++) linkSquare(links, open, i, had);
  // Edges opened since between two squares numbered before.
  for (const e of open) {
    if (prev.open.has(e)) continue;
    const colon = e.indexOf(':');
    const comma = e.indexOf(',');
    const x = Number(e.slice(colon + 1, comma));
    const y = Number(e.slice(comma + 1));
    // An `h` edge lies between (x, y-1) and (x, y) (a step south), a `v` one between (x-1, y) and (x, y) (a step east).
    const south = e.startsWith('h');
    const a = squareAt(links, south ? x : x - 1, south ? y - 1 : y);
    const b = squareAt(links, x, y);
    if (a < 0 || b < 0 || a >= had || b >= had) continue;
    const j = south ? 2 : 1;
    link[a * STEPS.length + j] = b;
    link[b * STEPS.length + ((j + 2) % STEPS.length)] = a;
  }
  return links;
}

/** The box round the squares from `from` on and the box given. */
function boxOf(
  cells: readonly Cell[],
  from: number,
  box: { x0: number; y0: number; x1: number; y1: number },
): { x0: number; y0: number; w: number; h: number } {
  let { x0, y0, x1, y1 } = box;
  for (let i = from; i < cells.length; i++) {
    const c = cells[i]!;
    if (c.x < x0) x0 = c.x;
    if (c.x > x1) x1 = c.x;
    if (c.y < y0) y0 = c.y;
    if (c.y > y1) y1 = c.y;
  }
  const size = cells.length;
  return size ? { x0, y0, w: x1 - x0 + 1, h: y1 - y0 + 1 } : { x0: 0, y0: 0, w: 0, h: 0 };
}

/** Place the squares from `from` on in the box; false when one falls on a square already placed. */
function place(
  at: Int32Array,
  box: { x0: number; y0: number; w: number },
  cells: readonly Cell[],
  from: number,
): boolean {
  for (let i = from; i < cells.length; i++) {
    const k = (cells[i]!.y - box.y0) * box.w + (cells[i]!.x - box.x0);
    if (at[k] !== -1) return false;
    at[k] = i;
  }
  return true;
}

/** A board's grid over a plan's links: the numbering and links shared, the rest its own. */
function gridOver(links: PlanLinks): Grid {
  const size = links.cells.length;
  return {
    x0: links.x0,
    y0: links.y0,
    w: links.w,
    h: links.h,
    at: links.at,
    cells: links.cells,
    spaces: links.spaces,
    link: links.link,
    ...ownParts(size),
  };
}

/** A grid's own parts over `size` squares: its steps, marks and search buffers. */
function ownParts(size: number) {
  return {
    next: new Int32Array(size * STEPS.length).fill(-1),
    pit: new Uint8Array(size),
    shut: new Uint8Array(size),
    seen: new Int32Array(size),
    dist: new Int32Array(size),
    queue: new Int32Array(size),
    mark: new Uint8Array(size),
    stamp: 0,
    slabUsed: 0,
  };
}

/** A grid numbered from a board's floor in its order. */
function gridOfFloor(floor: ReadonlyMap<string, string>): Grid {
  const cells: Cell[] = [];
  const spaces: string[] = [];
  const keys: string[] = [];
  for (const [k, sp] of floor) {
    cells.push(parseKey(k));
    spaces.push(sp);
    keys.push(k);
  }
  const grid = newGrid(cells, spaces);
  grid.keys = keys;
  for (let i = 0; i < cells.length; i++)
    grid.at[(cells[i]!.y - grid.y0) * grid.w + (cells[i]!.x - grid.x0)] = i;
  return grid;
}

/** A grid over these squares with its box, no square placed in it yet and no square linked. */
function newGrid(cells: readonly Cell[], spaces: readonly string[]): Grid {
  const size = cells.length;
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const c of cells) {
    if (c.x < x0) x0 = c.x;
    if (c.x > x1) x1 = c.x;
    if (c.y < y0) y0 = c.y;
    if (c.y > y1) y1 = c.y;
  }
  const w = size ? x1 - x0 + 1 : 0;
  const h = size ? y1 - y0 + 1 : 0;
  return {
    x0: size ? x0 : 0,
    y0: size ? y0 : 0,
    w,
    h,
    at: new Int32Array(w * h).fill(-1),
    cells,
    spaces,
    link: new Int32Array(size * STEPS.length).fill(-1),
    ...ownParts(size),
  };
}

/** The square index of a square key on a grid (-1: not on its floor), with no cell made. */
function squareOfKey(grid: Grid, k: string): number {
  const comma = k.indexOf(',');
  return squareAt(grid, Number(k.slice(0, comma)), Number(k.slice(comma + 1)));
}

/** The square index at a position on a grid or a numbered box (-1: not on its floor). */
function squareAt(
  grid: { x0: number; y0: number; w: number; h: number; at: Int32Array },
  x: number,
  y: number,
): number {
  const i = x - grid.x0;
  const j = y - grid.y0;
  if (!(i >= 0 && j >= 0 && i < grid.w && j < grid.h)) return -1;
  return grid.at[j * grid.w + i]!;
}

/** The space of the floor square at a cell (undefined: no floor there), read off the board's grid. */
export function spaceAt(board: Board, c: Cell): string | undefined {
  const grid = gridOf(board);
  const i = squareOf(grid, c);
  return i < 0 ? undefined : grid.spaces[i];
}

/** What a square of an open pit counts in a path length: the move ends in it, and climbing out takes an action. */
export const PIT_STEPS = 4;

/** Path lengths to a goal set, read by square key or by cell (undefined: unreachable). */
export interface Field {
  get(k: string): number | undefined;
  at(c: Cell): number | undefined;
}

/** A field over a grid: each square's path length (-1: unreachable), and the goals off the floor (0). */
class FloorField implements Field {
  /**
   * The breadth-first search still to run (null: done): its queue (from `head` to `tail`, a
   * stretch of the slab the lengths are cut from) and the squares taken out of it so far. A
   * square's length is final once found, so the search goes on only as far as a square asked
   * for (`at`, `get`), or to its end when the whole field is read (`dist`).
   */
  private queue: Int32Array | null;

  constructor(
    readonly grid: Grid,
    private readonly lengths: Int32Array,
    private readonly off: ReadonlySet<string> | null,
    queue: Int32Array | null = null,
    private tail = 0,
    private head = 0,
  ) {
    this.queue = queue;
  }

  /** Each square's path length (-1: unreachable), the search run to its end. */
  get dist(): Int32Array {
    if (this.queue) this.search(-1);
    return this.lengths;
  }

  get(k: string): number | undefined {
    const i = squareOfKey(this.grid, k);
    if (i < 0) return this.off?.has(k) ? 0 : undefined;
    return this.length(i);
  }

  at(c: Cell): number | undefined {
    const i = squareOf(this.grid, c);
    if (i < 0) return this.off?.has(key(c)) ? 0 : undefined;
    return this.length(i);
  }

  /** The lengths found so far, square `i`'s among them (every square nearer than it is too). */
  foundTo(i: number): Int32Array {
    if (this.lengths[i] === -1 && this.queue) this.search(i);
    return this.lengths;
  }

  protected length(i: number): number | undefined {
    let d = this.lengths[i]!;
    if (d < 0 && this.queue) d = this.search(i);
    return d >= 0 ? d : undefined;
  }

  /** Run the search until square `want` is found (-1: to its end); its length then. */
  private search(want: number): number {
    const queue = this.queue!;
    const { next } = this.grid;
    const dist = this.lengths;
    let head = this.head;
    let tail = this.tail;
    while (head < tail && (want < 0 || dist[want] === -1)) {
      const i = queue[head++]!;
      const d = dist[i]! + 1;
      for (let j = i * STEPS.length; j < (i + 1) * STEPS.length; j++) {
        const n = next[j]!;
        if (n >= 0 && dist[n] === -1) {
          dist[n] = d;
          queue[tail++] = n;
        }
      }
    }
    this.head = head;
    this.tail = tail;
    if (head >= tail) this.queue = null;
    return want < 0 ? -1 : dist[want]!;
  }
}

/**
 * A field round pits (`fieldOf`): each pit square counts PIT_STEPS, the lengths found level by
 * level (a bucket per length, PIT_STEPS + 1 of them in turn: a step adds 1 or PIT_STEPS, so no
 * two lengths waiting share one) only as far as a square asked for. A length no more than the
 * level reached is final: every shorter way has been followed out.
 */
class PitField extends FloorField {
  /** The squares waiting, by length modulo PIT_STEPS + 1, kept from one search to the next (null: it is done). */
  private buckets: number[][] | null;
  /** How many squares wait in the buckets. */
  private waiting: number;
  /** The next length to take out of its bucket (every shorter one is done). */
  private level = 0;

  constructor(
    grid: Grid,
    private readonly lens: Int32Array,
    off: ReadonlySet<string> | null,
    first: number[],
  ) {
    super(grid, lens, off);
    this.waiting = first.length;
    this.buckets = null;
    if (first.length > 0) {
      // Every goal waits at length 0.
      this.buckets = [first];
      for (let b = 1; b <= PIT_STEPS; b++) this.buckets.push([]);
    }
  }

  override get dist(): Int32Array {
    if (this.buckets) this.deepen(-1);
    return this.lens;
  }

  override foundTo(i: number): Int32Array {
    if (this.buckets && !this.final(i)) this.deepen(i);
    return this.lens;
  }

  protected override length(i: number): number | undefined {
    if (this.buckets && !this.final(i)) this.deepen(i);
    const d = this.lens[i]!;
    return d >= 0 ? d : undefined;
  }

  /** Whether square i's length is found for good: no more than the level the search reached. */
  private final(i: number): boolean {
    const d = this.lens[i]!;
    return d >= 0 && d <= this.level;
  }

  /**
   * Take out the levels until square `want`'s length is final (-1: to the search's end). A
   * square whose length has since shrunk waits again at its new length: taken out of its old
   * bucket, it changes nothing.
   */
  private deepen(want: number): void {
    const { next, pit } = this.grid;
    const dist = this.lens;
    const ring = PIT_STEPS + 1;
    const buckets = this.buckets!;
    let waiting = this.waiting;
    let d = this.level;
    for (; waiting > 0 && d < 100_000; d++) {
      if (want >= 0 && dist[want]! >= 0 && dist[want]! <= d) break;
      const bucket = buckets[d % ring]!;
      while (bucket.length > 0) {
        const i = bucket.pop()!;
        waiting--;
        if (dist[i] !== d) continue;
        for (let j = i * STEPS.length; j < (i + 1) * STEPS.length; j++) {
          const n = next[j]!;
          if (n < 0) continue;
          const nd = d + (pit[n] === 1 ? PIT_STEPS : 1);
          if (dist[n] === -1 || nd < dist[n]!) {
            dist[n] = nd;
            buckets[nd % ring]!.push(n);
            waiting++;
          }
        }
      }
    }
    this.level = d;
    this.waiting = waiting;
    if (waiting <= 0 || d >= 100_000) this.buckets = null;
  }
}

/**
 * Path length from every floor square to the nearest goal, figures aside (breadth-first over the
 * numbered floor). A goal off the floor reads 0 and leads nowhere; a closed one is dropped.
 */
export function fieldOf(board: Board, goals: readonly Cell[]): Field {
  const grid = gridOf(board);
  const { queue, pit, shut } = grid;
  const size = grid.cells.length;
  const pits = (board.pits?.size ?? 0) > 0;
  // The lengths (and the search's queue) cut from the grid's slab.
  const [slab, at] = slabOf(grid, pits ? size : 2 * size);
  const dist = slab.subarray(at, at + size).fill(-1);
  let tail = 0;
  let off: Set<string> | null = null;
  for (const c of goals) {
    const i = squareOf(grid, c);
    if (i < 0) {
      const k = key(c);
      // A closed square (rubble) is no goal: no one can step onto it; nor a pit's, where one
      // stands only to climb out again (a door can be opened from it no more than struck at).
      if (board.closed?.has(k) || board.pits?.has(k)) continue;
      (off ??= new Set()).add(k);
    } else if (shut[i] === 1 || pit[i] === 1) continue;
    else if (dist[i] === -1) {
      dist[i] = 0;
      queue[tail++] = i;
    }
  }
  // Figures aside and no pit about, the search runs only as far as the squares asked for.
  if (!pits) {
    const q = at + size;
    for (let k = 0; k < tail; k++) slab[q + k] = queue[k]!;
    return new FloorField(grid, dist, off, slab, q + tail, q);
  }
  // A way through a pit costs a move's end and an action to climb out: each of its squares
  // counts PIT_STEPS, so the way round wins when it is not much longer.
  const first: number[] = [];
  for (let k = 0; k < tail; k++) first.push(queue[k]!);
  return new PitField(grid, dist, off, first);
}

/** Fields a grid's slab holds (their lengths and queues), made when the last is used up. */
const SLAB_FIELDS = 16;

/**
 * Room for `need` numbers on the grid's slab: the slab and where the room starts. Fields are
 * cut from slabs (a typed array made for each cost more than the search it held).
 */
function slabOf(grid: Grid, need: number): [Int32Array, number] {
  let slab = grid.slab;
  if (!slab || grid.slabUsed + need > slab.length) {
    slab = new Int32Array(Math.max(need, SLAB_FIELDS * 2 * grid.cells.length));
    grid.slab = slab;
    grid.slabUsed = 0;
  }
  const at = grid.slabUsed;
  grid.slabUsed += need;
  return [slab, at];
}

/**
 * Steps from `from` to the nearest of `goals`, not entering `blocked` squares, at most `limit`
 * (undefined: none within it): `distances` stopped at the first goal reached, with no map built.
 */
export function stepsTo(
  board: Board,
  from: Cell,
  goals: readonly Cell[],
  blocked: Blocked,
  limit: number,
  near?: Field,
): number | undefined {
  for (const c of goals) if (c.x === from.x && c.y === from.y) return 0;
  const grid = gridOf(board);
  const start = squareOf(grid, from);
  if (start < 0) {
    const d = reachFrom(board, from, blocked, limit);
    const hits = goals.map((c) => d.get(key(c))).filter((v) => v !== undefined);
    return hits.length ? Math.min(...hits) : undefined;
  }
  const { next, seen, dist, queue, mark } = grid;
  // Mark the blocked and wanted squares on the grid (off-grid ones can never be reached).
  const marked = scratchMarked();
  markBlocked(grid, blocked, marked);
  let wanted = 0;
  for (const c of goals) {
    const i = squareOf(grid, c);
    if (i >= 0 && mark[i] === 0) {
      mark[i] = WANTED;
      marked.push(i);
      wanted++;
    }
  }
  // Every goal off the floor or stood on: none can be reached.
  if (wanted === 0) {
    for (const i of marked) mark[i] = 0;
    return undefined;
  }
  // With a field to the same goals at hand, search by it: the one given (found as far as the
  // start: the way down its slope needs no more), or round pits (which it counts more than one
  // step) the plain one, kept on the grid by the goal array.
  const pits = (board.pits?.size ?? 0) > 0;
  if (
    near instanceof FloorField &&
    near.grid === grid &&
    (!pits || grid.cells.length <= 20000) &&
    grid.shut[start] === 0 &&
    limit < HEAP_STEPS &&
    grid.cells.length < HEAP_SQUARES
  ) {
    const field = pits ? plainField(grid, goals) : near.foundTo(start);
    // A way down the field's slope that no figure stands on is as short as any way can be.
    const found =
      field[start]! >= 0 && field[start]! <= limit && descends(grid, start, field)
        ? field[start]!
        : stepsByField(grid, start, limit, pits ? field : near.dist);
    for (const i of marked) mark[i] = 0;
    return found;
  }
  const stamp = ++grid.stamp;
  let found: number | undefined;
  let tail = 0;
  queue[tail++] = start;
  seen[start] = stamp;
  dist[start] = 0;
  search: for (let head = 0; head < tail && head < 20000; head++) {
    const i = queue[head]!;
    const d = dist[i]!;
    if (d >= limit) continue;
    for (let j = i * STEPS.length; j < (i + 1) * STEPS.length; j++) {
      const n = next[j]!;
      if (n < 0 || seen[n] === stamp || mark[n] === BLOCKED) continue;
      if (mark[n] === WANTED) {
        found = d + 1;
        break search;
      }
      seen[n] = stamp;
      dist[n] = d + 1;
      queue[tail++] = n;
    }
  }
  for (const i of marked) mark[i] = 0;
  return found;
}

/** The squares a search has marked on its grid, to clear them again (one search runs at a time). */
const MARKED: number[] = [];

function scratchMarked(): number[] {
  MARKED.length = 0;
  return MARKED;
}

/** `Grid.mark`: a square another figure stands on, and a square the search is looking for. */
const BLOCKED = 1;
const WANTED = 2;

/**
 * A count `stepsTo` from `from` to these goals never answers less than, whatever figures stand
 * where (undefined answers aside): the steps with the figures aside, read off the plain field
 * (`near` is a field to the same, kept goals); 0 where that is not known, Infinity where no way
 * leads to a goal.
 */
export function stepsAtLeast(
  board: Board,
  from: Cell,
  goals: readonly Cell[],
  near: Field,
): number {
  for (const c of goals) if (c.x === from.x && c.y === from.y) return 0;
  const grid = gridOf(board);
  const start = squareOf(grid, from);
  // Off the floor, or on a closed square (which one may step out of, not into): not known.
  if (start < 0 || grid.shut[start] === 1 || !(near instanceof FloorField) || near.grid !== grid)
    return 0;
  const d = board.pits?.size ? plainField(grid, goals)[start]! : (near.at(from) ?? -1);
  return d < 0 ? Infinity : d;
}

/**
 * Steps from every square to the nearest goal on the floor and not closed, figures aside, each
 * step one (a pit's too, as `stepsTo` walks): the field `stepsTo` steers by round pits. Kept on
 * the grid by the goal array (kept and never changed by those who ask).
 */
function plainField(grid: Grid, goals: readonly Cell[]): Int32Array {
  const kept = (grid.plain ??= new WeakMap());
  let dist = kept.get(goals);
  if (dist) return dist;
  const { next, shut } = grid;
  dist = new Int32Array(grid.cells.length).fill(-1);
  const queue: number[] = [];
  for (const c of goals) {
    const i = squareOf(grid, c);
    if (i >= 0 && shut[i] === 0 && dist[i] === -1) {
      dist[i] = 0;
      queue.push(i);
    }
  }
  for (let head = 0; head < queue.length; head++) {
    const i = queue[head]!;
    const d = dist[i]! + 1;
    for (let j = i * STEPS.length; j < (i + 1) * STEPS.length; j++) {
      const n = next[j]!;
      if (n >= 0 && dist[n] === -1) {
        dist[n] = d;
        queue.push(n);
      }
    }
  }
  kept.set(goals, dist);
  return dist;
}

/**
 * Whether a way leads from `start` to a goal one step down the field at a time through squares
 * not marked blocked (the grid already marked): then `stepsTo`'s answer is the field's own
 * count, as the field never counts more than the way round the figures. Depth first, each
 * square tried once.
 */
function descends(grid: Grid, start: number, field: Int32Array): boolean {
  const { next, seen, queue, mark } = grid;
  const stamp = ++grid.stamp;
  let top = 0;
  queue[top++] = start;
  seen[start] = stamp;
  while (top > 0) {
    const i = queue[--top]!;
    const down = field[i]! - 1;
    if (down < 0) return true;
    for (let j = i * STEPS.length; j < (i + 1) * STEPS.length; j++) {
      const n = next[j]!;
      if (n < 0 || field[n] !== down || mark[n] === BLOCKED || seen[n] === stamp) continue;
      seen[n] = stamp;
      queue[top++] = n;
    }
  }
  return false;
}

/**
 * `stepsTo`'s answer found best-first (A*) on a grid already marked: a field to the same goals,
 * figures aside, never counts more steps than the way round the figures takes, so the first goal
 * taken out in order of steps plus field is one of the nearest; squares the field does not reach
 * lead to no goal. From a square the field reaches, one step changes steps plus field by 0, 1 or
 * 2, so three stacks in turn (by that sum modulo 3) keep the order; each holds steps and square
 * packed in one number.
 */
function stepsByField(
  grid: Grid,
  start: number,
  limit: number,
  field: Int32Array,
): number | undefined {
  if (field[start]! < 0) return undefined;
  const { next, seen, dist, mark } = grid;
  const room = grid.cells.length * STEPS.length + 1;
  const stacks = (grid.stacks ??= new Int32Array(3 * room));
  const tops = [0, 0, 0];
  const stamp = ++grid.stamp;
  seen[start] = stamp;
  dist[start] = 0;
  let f = field[start]!;
  stacks[(f % 3) * room] = start;
  tops[f % 3] = 1;
  while (f <= limit) {
    const b = f % 3;
    if (tops[b] === 0) {
      if (tops[0] === 0 && tops[1] === 0 && tops[2] === 0) break;
      f++;
      continue;
    }
    const top = stacks[b * room + --tops[b]!]!;
    const i = top % HEAP_SQUARES;
    const d = (top - i) / HEAP_SQUARES;
    // A square taken out again after a shorter way to it was found.
    if (dist[i] !== d) continue;
    if (mark[i] === WANTED) return d;
    if (d >= limit) continue;
    for (let j = i * STEPS.length; j < (i + 1) * STEPS.length; j++) {
      const n = next[j]!;
      if (n < 0 || mark[n] === BLOCKED || field[n]! < 0) continue;
      if (seen[n] === stamp && dist[n]! <= d + 1) continue;
      const nf = d + 1 + field[n]!;
      if (nf > limit) continue;
      seen[n] = stamp;
      dist[n] = d + 1;
      const nb = nf % 3;
      stacks[nb * room + tops[nb]!++] = (d + 1) * HEAP_SQUARES + n;
    }
  }
  return undefined;
}

/** The packing in `stepsByField`: steps below HEAP_STEPS, squares below HEAP_SQUARES. */
const HEAP_STEPS = 4096;
const HEAP_SQUARES = 65536;
