/**
 * Plan view: the classic blue-grid dungeon map of one level of a crawl plan. Pale blue rock,
 * a blue 10-ft grid, white floors, black walls, door symbols by kind, stairs hatching, traps,
 * room numbers, a title block, a scale bar and (optionally) a key column.
 *
 * `mode: 'vtt'` draws the map area only, exactly `squares x pixelsPerSquare` pixels, for the
 * Universal VTT image.
 */
import { hypot } from '../../core/math';
import { edgeCells, fromSpans, VEC } from '../../crawl/plan/geometry';
import { wallRuns } from '../../crawl/plan/walls';
import type { Cell, Edge, ExitBase, Plan, Portal, Space } from '../../crawl/plan/types';
import { FONT_FAMILY } from '../fonts';
import { attrs, esc, num } from '../svg';
import {
  BASELINE_EM,
  haloWidth,
  LabelBoard,
  labelBox,
  labelPad,
  nudges,
  type Box,
  type Placed,
  type Point,
} from './label-board';

/**
 * The drawing's version: bumped whenever the same plan would be drawn differently (a map's
 * version is its ruleset's plus this, see `DMG1_MAP_VERSION`).
 */
export const PLAN_VIEW_VERSION = '1.4.0';

export interface PlanSvgOptions {
  readonly level: number;
  /** Title lines for the title block. */
  readonly title: string;
  readonly subtitle: string;
  /** Key lines for the column at the right (omitted when empty). */
  readonly keyLines?: readonly string[];
  /** Letters to draw in unnumbered spaces (passage entries of the key), by space id. */
  readonly labels?: ReadonlyMap<string, string>;
  /** Pixels per 10-ft square (default 24). */
  readonly pixelsPerSquare?: number;
  readonly mode?: 'sheet' | 'vtt';
  /**
   * `player`: what the party may see. No room numbers, letters, traps, trap doors, chutes or
   * unexplored-exit marks; secret doors and illusory walls are drawn as plain wall.
   */
  readonly view?: 'referee' | 'player';
  /** Faint lines every `cells` cells through cell (x, y), over the grid: tile edges. */
  readonly lattice?: { readonly cells: number; readonly x: number; readonly y: number };
  /** Small marks beside wall portals, by portal id (a tile system's LH / RH), set last. */
  readonly portalMarks?: ReadonlyMap<string, string>;
}

const INK = '#111111';
const GRID = '#8ab8e6';
const ROCK = '#d6e7f7';
const FLOOR = '#ffffff';
const WATER = '#5b9bd5';
const TRAP = '#b0201a';
const EXIT = '#d9822b';
const LETTER = '#1f4e8c';

/** Everything drawn on the map area, in cell units scaled by `s`. */
function mapLayers(
  plan: Plan,
  level: number,
  s: number,
  labels: ReadonlyMap<string, string> = new Map(),
  view: 'referee' | 'player' = 'referee',
  lattice?: PlanSvgOptions['lattice'],
  portalMarks: ReadonlyMap<string, string> = new Map(),
): string {
  const player = view === 'player';
  const spaces = plan.spaces.filter((x) => x.level === level);
  const portals = plan.portals.filter((x) => x.level === level);
  const W = plan.sheet.width;
  const H = plan.sheet.height;
  const sq = plan.sheet.squareCells;
  const set = player ? null : setLabels(plan, level, s, spaces, portals, labels, portalMarks);
  let out = `<rect${attrs({ x: 0, y: 0, width: W * s, height: H * s, fill: ROCK })}/>`;
  // Floors, one path per space, named by its id so a client can find it.
  for (const sp of spaces) {
    let floor = '';
    for (const r of sp.spans)
      floor += `M${num(r.x0 * s)} ${num(r.y * s)}h${num((r.x1 - r.x0 + 1) * s)}v${num(s)}h${num(-(r.x1 - r.x0 + 1) * s)}z`;
    if (floor) out += `<path${attrs({ 'data-space': sp.id, d: floor, fill: FLOOR })}/>`;
  }
  // Grid, one line per 10-ft square.
  let grid = '';
  for (let x = 0; x <= W; x += sq) grid += `M${num(x * s)} 0V${num(H * s)}`;
  for (let y = 0; y <= H; y += sq) grid += `M0 ${num(y * s)}H${num(W * s)}`;
  out += `<path${attrs({ d: grid, stroke: GRID, 'stroke-width': 0.8, fill: 'none' })}/>`;
  if (lattice) {
    let tiles = '';
    const k = lattice.cells;
    for (let x = lattice.x % k; x <= W; x += k) tiles += `M${num(x * s)} 0V${num(H * s)}`;
    for (let y = lattice.y % k; y <= H; y += k) tiles += `M0 ${num(y * s)}H${num(W * s)}`;
    out += `<path${attrs({ d: tiles, stroke: '#4f86c6', 'stroke-width': 1.4, 'stroke-opacity': 0.45, fill: 'none' })}/>`;
  }
  out += spaces.map((sp) => features(sp, s, lattice !== undefined)).join('');
  out += spaces
    .filter((sp) => sp.kind === 'stairs')
    .map((sp) => stairsHatch(sp, s))
    .join('');
  // Walls.
  const runs = wallRuns(spaces, portals);
  let walls = '';
  for (const r of runs)
    walls += `M${num(r.x0 * s)} ${num(r.y0 * s)}L${num(r.x1 * s)} ${num(r.y1 * s)}`;
  if (walls)
    out += `<path${attrs({ d: walls, stroke: INK, 'stroke-width': Math.max(1.5, s * 0.2), 'stroke-linecap': 'square', fill: 'none' })}/>`;
  out += portals
    .filter((p) => !player || (p.kind !== 'trap-door' && p.kind !== 'chute'))
    .map(
      (p) =>
        `<g${attrs({ 'data-portal': p.id })}>${p.cell ? levelPortal(p, s) : wallPortal(p, s, player)}</g>`,
    )
    .join('');
  if (player || !set) return out;
  out += spaces.map((sp) => contents(sp, s)).join('');
  out += frontierMarks(plan, level, s);
  // Every letter and number last, over every symbol, so nothing drawn hides a label.
  out += portals
    .filter((p) => set.marks.has(p.id))
    .map((p) => {
      const mark = set.marks.get(p.id)!;
      return `<g${attrs({ 'data-mark': p.id })}>${drawn(mark, INK, mark.text !== '1', 'normal', set.backed)}</g>`;
    })
    .join('');
  out += [...set.hands]
    .map(
      ([id, p]) =>
        `<g${attrs({ 'data-hand': id })}>${drawn(p, LETTER, true, 'normal', set.backed)}</g>`,
    )
    .join('');
  out += set.traps
    .map(
      (t) =>
        `<g${attrs({ 'data-trap': t.space })}>${drawn(t.placed, TRAP, true, 'normal', set.backed)}</g>`,
    )
    .join('');
  out += spaces
    .filter((sp) => set.numbers.has(sp.id))
    .map(
      (sp) =>
        `<g${attrs({ 'data-room': sp.id })}>${drawn(set.numbers.get(sp.id)!, INK, true, 'normal', set.backed)}</g>`,
    )
    .join('');
  out += spaces
    .filter((sp) => set.letters.has(sp.id))
    .map(
      (sp) =>
        `<g${attrs({ 'data-passage': sp.id })}>${drawn(set.letters.get(sp.id)!, LETTER, true, 'italic', set.backed)}</g>`,
    )
    .join('');
  return out;
}

/** A placed label as SVG: its leader (a thin line ending in a dot on its thing), then the text. */
function drawn(
  p: Placed,
  colour: string,
  halo: boolean,
  style: 'normal' | 'italic',
  backed: ReadonlySet<Placed>,
): string {
  let out = '';
  // On the hatching of a stair a halo is not enough: a white card under the letters.
  if (backed.has(p)) {
    const d = haloWidth(p.size) / 2;
    const b = p.box;
    out += `<rect${attrs({ x: b.x0 - d, y: b.y0 - d, width: b.x1 - b.x0 + 2 * d, height: b.y1 - b.y0 + 2 * d, fill: FLOOR })}/>`;
  }
  if (p.leader) {
    const { from, to } = p.leader;
    out += `<path${attrs({ d: `M${num(from.x)} ${num(from.y)}L${num(to.x)} ${num(to.y)}`, stroke: INK, 'stroke-width': 0.8, fill: 'none' })}/><circle${attrs({ cx: to.x, cy: to.y, r: 1.5, fill: INK })}/>`;
  }
  return out + label(p.text, p.x, p.y, p.size, colour, halo, style);
}

/** Every label of a level, placed: marks by portal id, traps, room numbers and passage letters. */
interface LabelSet {
  readonly marks: Map<string, Placed>;
  readonly traps: { readonly space: string; readonly placed: Placed }[];
  readonly numbers: Map<string, Placed>;
  readonly letters: Map<string, Placed>;
  /** Small marks beside wall portals (LH / RH), by portal id. */
  readonly hands: Map<string, Placed>;
  /** Labels standing on the hatching of a stair. */
  readonly backed: Set<Placed>;
}

/**
 * Set every label of a level on one board, most tied to its place first: the letters of door
 * and stair marks and traps (nudged a little off a clash, led to their place only when crowded),
 * then room numbers, then passage letters (which may go anywhere in their space, or beside it).
 */
function setLabels(
  plan: Plan,
  level: number,
  s: number,
  spaces: readonly Space[],
  portals: readonly Portal[],
  letters: ReadonlyMap<string, string>,
  portalMarks: ReadonlyMap<string, string> = new Map(),
): LabelSet {
  const board = new LabelBoard(plan.sheet.width * s, plan.sheet.height * s);
  for (const p of portals) {
    const box = p.cell ? null : doorBox(p, s);
    if (box) board.addSymbol(box);
    // A trap door's lid, or the white ring of a chute or chimney.
    if (p.cell && (p.kind === 'trap-door' || p.kind === 'chute' || p.kind === 'chimney'))
      board.addSymbol(cellBox(p.cell, s));
  }
  for (const e of plan.frontier)
    if (e.level === level && e.cells.length > 0) board.addSymbol(exitBox(plan, e, s));
  for (const sp of spaces)
    for (const c of sp.contents)
      if (c.kind === 'trap' && c.name.includes('pit')) board.addSymbol(cellBox(c.cell, s));
  const set: LabelSet = {
    marks: new Map(),
    traps: [],
    numbers: new Map(),
    letters: new Map(),
    hands: new Map(),
    backed: new Set(),
  };
  // Door letters first (they sit on a wall and can only slide along it), then ways up and down.
  for (const p of portals) {
    if (p.cell || p.edges.length === 0) continue;
    if (p.kind !== 'secret-door' && p.kind !== 'one-way-door') continue;
    if (!p.edges.every((e) => e.axis === p.edges[0]!.axis)) continue;
    const r = run(p.edges);
    const at = { x: ((r.x0 + r.x1) / 2) * s, y: ((r.y0 + r.y1) / 2) * s };
    const text = p.kind === 'secret-door' ? 'S' : '1';
    set.marks.set(
      p.id,
      wallMark(board, text, at, r.axis, p.kind === 'secret-door' ? s * 0.9 : s * 0.5, s),
    );
  }
  // Ways up and down, then traps; several in one cell stand side by side across it.
  const inCells: { cell: Cell; text: string; put: (placed: Placed) => void }[] = [];
  for (const p of portals)
    if (p.cell && p.kind !== 'trap-door')
      inCells.push({
        cell: p.cell,
        text: LEVEL_MARK[p.kind] ?? '?',
        put: (placed) => set.marks.set(p.id, placed),
      });
  for (const sp of spaces)
    for (const c of sp.contents)
      if (c.kind === 'trap' && !c.name.includes('pit'))
        inCells.push({
          cell: c.cell,
          text: 'T',
          put: (placed) => set.traps.push({ space: sp.id, placed }),
        });
  const byCell = new Map<string, typeof inCells>();
  for (const m of inCells) {
    const k = `${m.cell.x},${m.cell.y}`;
    byCell.set(k, [...(byCell.get(k) ?? []), m]);
  }
  const size = s * 0.85;
  for (const group of byCell.values()) {
    const widths = group.map((m) => labelBox(m.text, 0, 0, size).x1 * 2);
    const gap = 2 * labelPad(size);
    const total = widths.reduce((a, w) => a + w, 0) + gap * (group.length - 1);
    let x = (group[0]!.cell.x + 0.5) * s - total / 2;
    group.forEach((m, i) => {
      const at = { x: x + widths[i]! / 2, y: (m.cell.y + 0.5) * s };
      x += widths[i]! + gap;
      m.put(cellMark(board, m.text, at, m.cell, s));
    });
  }
  const rock = outsideRock(plan, level);
  for (const sp of spaces)
    if (sp.number !== null) set.numbers.set(sp.id, roomNumber(sp, s, portals, rock, board));
  for (const sp of spaces) {
    const letter = letters.get(sp.id);
    if (letter !== undefined)
      set.letters.set(sp.id, passageLetter(sp, letter, s, portals, rock, board));
  }
  // Portal marks last, on the side of the tile the portal belongs to; where none fits, none.
  for (const p of portals) {
    const text = portalMarks.get(p.id);
    if (text === undefined || p.cell || p.edges.length === 0) continue;
    if (!p.edges.every((e) => e.axis === p.edges[0]!.axis)) continue;
    const placed = handMark(plan, p, text, s, board);
    if (placed) set.hands.set(p.id, placed);
  }
  const hatched = new Set<string>();
  for (const sp of spaces)
    if (sp.kind === 'stairs') for (const c of fromSpans(sp.spans)) hatched.add(`${c.x},${c.y}`);
  const all = [
    ...set.marks.values(),
    ...set.traps.map((t) => t.placed),
    ...set.numbers.values(),
    ...set.letters.values(),
    ...set.hands.values(),
  ];
  for (const p of all) {
    const { x0, y0, x1, y1 } = p.box;
    let on = false;
    for (let y = Math.floor(y0 / s); y <= Math.floor(y1 / s) && !on; y++)
      for (let x = Math.floor(x0 / s); x <= Math.floor(x1 / s) && !on; x++)
        on = hatched.has(`${x},${y}`);
    if (on) set.backed.add(p);
  }
  return set;
}

/**
 * A small mark beside a wall portal, inside the space it leads from, a little off the wall and
 * slid along it when crowded; null where it fits nowhere near.
 */
function handMark(
  plan: Plan,
  p: Portal,
  text: string,
  s: number,
  board: LabelBoard,
): Placed | null {
  const r = run(p.edges);
  const e0 = p.edges[0]!;
  const from = plan.spaces.find((x) => x.id === p.from);
  // The cell before the wall (above or left of it) is the space's own: the mark goes that way.
  const before = r.axis === 'h' ? { x: e0.x, y: e0.y - 1 } : { x: e0.x - 1, y: e0.y };
  const inside = from?.spans.some((q) => q.y === before.y && q.x0 <= before.x && before.x <= q.x1)
    ? -1
    : 1;
  const at = { x: ((r.x0 + r.x1) / 2) * s, y: ((r.y0 + r.y1) / 2) * s };
  const size = s * 0.65;
  for (const a of [0, -0.6, 0.6, -1.2, 1.2]) {
    const x = at.x + (r.axis === 'h' ? a * s : inside * 0.75 * s);
    const y = at.y + (r.axis === 'h' ? inside * 0.75 * s : a * s);
    const placed = board.tryAt(text, x, y, size, false);
    if (placed) return placed;
  }
  return null;
}

/** The pixel box of one cell. */
function cellBox(c: Cell, s: number): Box {
  return { x0: c.x * s, y0: c.y * s, x1: (c.x + 1) * s, y1: (c.y + 1) * s };
}

/** The box of a door symbol on its wall (the rectangle `wallPortal` draws), if it has one. */
function doorBox(p: Portal, s: number): Box | null {
  if (p.edges.length === 0 || p.kind === 'opening' || p.kind === 'illusory-wall') return null;
  if (!p.edges.every((e) => e.axis === p.edges[0]!.axis)) return null;
  const r = run(p.edges);
  const len = (r.axis === 'h' ? r.x1 - r.x0 : r.y1 - r.y0) * s;
  const cx = ((r.x0 + r.x1) / 2) * s;
  const cy = ((r.y0 + r.y1) / 2) * s;
  const w = (r.axis === 'h' ? len * 0.8 : s * 0.45) / 2;
  const h = (r.axis === 'h' ? s * 0.45 : len * 0.8) / 2;
  return { x0: cx - w, y0: cy - h, x1: cx + w, y1: cy + h };
}

/** The box an unexplored exit's arrow or ring covers. */
function exitBox(plan: Plan, e: ExitBase, s: number): Box {
  const { x, y } = exitPoint(plan, e, s);
  const r = (e.toLevel !== null ? 0.95 : 0.6) * s;
  return { x0: x - r, y0: y - r, x1: x + r, y1: y + r };
}

/**
 * The letter of a door on its wall: at the door's middle if it is free, else slid along the
 * wall or a little across it, then smaller, then beside the door with a leader.
 */
function wallMark(
  board: LabelBoard,
  text: string,
  at: Point,
  axis: 'h' | 'v',
  size: number,
  s: number,
): Placed {
  const along = [0, -0.25, 0.25, -0.5, 0.5];
  const across = [0, -0.2, 0.2];
  const on = (a: number, b: number): Point => ({
    x: at.x + (axis === 'h' ? a : b) * s,
    y: at.y + (axis === 'h' ? b : a) * s,
  });
  for (const k of [1, 0.75])
    for (const b of across)
      for (const a of along) {
        const p = on(a, b);
        const placed = board.tryAt(text, p.x, p.y, size * k, false);
        if (placed) return placed;
      }
  return besideWithLeader(board, text, size * 0.75, [at, on(-0.5, 0), on(0.5, 0)], s);
}

/**
 * The letter of a mark in a cell (a way up or down, a trap): at `at` (the cell's middle, or its
 * place in a row of marks sharing the cell) if it is free, else nudged up to half a cell, then
 * smaller, then beside the cell with a leader.
 */
function cellMark(board: LabelBoard, text: string, at: Point, c: Cell, s: number): Placed {
  for (const k of [1, 0.8])
    for (const p of nudges(at, s * 0.25, 2)) {
      const placed = board.tryAt(text, p.x, p.y, s * 0.85 * k, false);
      if (placed) return placed;
    }
  return besideWithLeader(board, text, s * 0.85 * 0.8, cellTargets([c], s), s);
}

/**
 * Points a leader may end on, for things filling these cells: each cell's middle, then (where a
 * label covers the middle) points a quarter of a cell round it, then its edges and corners.
 */
function cellTargets(cells: readonly Cell[], s: number): Point[] {
  const mids = cells.map((c) => ({ x: (c.x + 0.5) * s, y: (c.y + 0.5) * s }));
  return [
    ...mids,
    ...mids.flatMap((m) => nudges(m, s * 0.25, 1).slice(1)),
    ...mids.flatMap((m) => nudges(m, s * 0.5, 1).slice(1)),
  ];
}

/**
 * A label beside its thing with a leader to one of `targets` (the first is where it belongs): a
 * few cells off at most, else anywhere on the map.
 */
function besideWithLeader(
  board: LabelBoard,
  text: string,
  size: number,
  targets: readonly Point[],
  s: number,
): Placed {
  const at = targets[0]!;
  const near = nudges(at, s * 0.5, 8);
  return (
    board.tryLeader(text, size, targets, near, true) ??
    board.tryLeader(text, size, targets, near, false) ??
    board.anywhere(text, size, targets, s) ??
    forced(board, text, at.x, at.y, size)
  );
}

/** A label set where asked whatever is there: only on a map with no room left at all. */
function forced(board: LabelBoard, text: string, x: number, y: number, size: number): Placed {
  const placed: Placed = { text, x, y, size, box: labelBox(text, x, y, size), leader: null };
  board.take(placed);
  return placed;
}

function centre(cells: readonly Cell[]): Cell {
  let x = 0;
  let y = 0;
  for (const c of cells) {
    x += c.x + 0.5;
    y += c.y + 0.5;
  }
  return { x: x / cells.length, y: y / cells.length };
}

/** `tiles`: a map of laid tiles (drawn with a lattice), whose shafts are drawn as squares. */
function features(sp: Space, s: number, tiles = false): string {
  let out = '';
  for (const f of sp.features) {
    const cells = f.cells;
    const fill = (colour: string, extra: Record<string, string | number> = {}): string =>
      cells
        .map(
          (c) =>
            `<rect${attrs({ x: c.x * s, y: c.y * s, width: s, height: s, fill: colour, ...extra })}/>`,
        )
        .join('');
    switch (f.kind) {
      case 'stream':
      case 'river':
      case 'lake':
        out += fill(WATER, { 'fill-opacity': 0.75 });
        break;
      case 'chasm':
        out += fill('#2b2b2b');
        break;
      case 'bridge':
        out += fill('#a0703a', { 'fill-opacity': 0.6 });
        break;
      case 'jumping-place':
        out += fill('#c9a66b');
        break;
      case 'gallery':
        out += fill('#e8e8e8');
        break;
      case 'gas':
        out += fill('#9fd39f', { 'fill-opacity': 0.45 });
        break;
      // A raised floor (a dais), a pit in the floor, an altar: the tile crawl's features.
      case 'raised-area':
        out += fill('#e4dcc8');
        break;
      case 'pit':
        out += fill('#2b2b2b', { 'fill-opacity': 0.8 });
        break;
      case 'altar':
        out += fill('#7a5230');
        break;
      case 'columns':
        out += cells
          .map(
            (c) =>
              `<circle${attrs({ cx: (c.x + 0.5) * s, cy: (c.y + 0.5) * s, r: s * 0.3, fill: INK })}/>`,
          )
          .join('');
        break;
      case 'pool':
      case 'well':
      case 'shaft':
        // On a tile map a shaft is a black 5-ft square (each cell a square), as the tiles show it.
        if (f.kind === 'shaft' && tiles) {
          out += fill(INK, { stroke: '#555555', 'stroke-width': 1 });
          break;
        }
        for (const c of cells) {
          const colour = f.kind === 'shaft' ? INK : WATER;
          out += `<circle${attrs({ cx: (c.x + 0.5) * s, cy: (c.y + 0.5) * s, r: s * (f.kind === 'pool' ? 1.2 : 0.6), fill: f.kind === 'shaft' ? '#555555' : colour, stroke: INK, 'stroke-width': 1 })}/>`;
        }
        break;
      case 'brazier':
        for (const c of cells)
          out += `<circle${attrs({ cx: (c.x + 0.5) * s, cy: (c.y + 0.5) * s, r: s * 0.35, fill: '#f0a030', stroke: INK, 'stroke-width': 1 })}/>`;
        break;
      case 'boat':
        for (const c of cells)
          out += `<ellipse${attrs({ cx: (c.x + 0.5) * s, cy: (c.y + 0.5) * s, rx: s * 0.45, ry: s * 0.25, fill: '#a0703a', stroke: INK, 'stroke-width': 1 })}/>`;
        break;
      case 'sliding-wall':
      case 'statue':
        break;
    }
  }
  return out;
}

/** Stairs: lines across the flight every half cell. */
function stairsHatch(sp: Space, s: number): string {
  const cells = fromSpans(sp.spans);
  const xs = cells.map((c) => c.x);
  const ys = cells.map((c) => c.y);
  const w = Math.max(...xs) - Math.min(...xs) + 1;
  const h = Math.max(...ys) - Math.min(...ys) + 1;
  const vertical = h >= w;
  let d = '';
  for (const c of cells) {
    for (let k = 0; k < 2; k++) {
      if (vertical) d += `M${num(c.x * s)} ${num((c.y + k / 2 + 0.25) * s)}h${num(s)}`;
      else d += `M${num((c.x + k / 2 + 0.25) * s)} ${num(c.y * s)}v${num(s)}`;
    }
  }
  return `<path${attrs({ d, stroke: INK, 'stroke-width': 1, fill: 'none' })}/>`;
}

/** The run of a wall portal in grid-line coordinates. */
function run(edges: readonly Edge[]): {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  axis: 'h' | 'v';
} {
  const e0 = edges[0]!;
  if (e0.axis === 'h') {
    const xs = edges.map((e) => e.x);
    return { x0: Math.min(...xs), y0: e0.y, x1: Math.max(...xs) + 1, y1: e0.y, axis: 'h' };
  }
  const ys = edges.map((e) => e.y);
  return { x0: e0.x, y0: Math.min(...ys), x1: e0.x, y1: Math.max(...ys) + 1, axis: 'v' };
}

function wallPortal(p: Portal, s: number, player = false): string {
  if (p.edges.length === 0 || p.kind === 'opening') return '';
  const straight = p.edges.every((e) => e.axis === p.edges[0]!.axis);
  if (!straight) return '';
  const r = run(p.edges);
  const len = (r.axis === 'h' ? r.x1 - r.x0 : r.y1 - r.y0) * s;
  const thick = s * 0.45;
  const cx = ((r.x0 + r.x1) / 2) * s;
  const cy = ((r.y0 + r.y1) / 2) * s;
  const w = r.axis === 'h' ? len * 0.8 : thick;
  const h = r.axis === 'h' ? thick : len * 0.8;
  const line = `<path${attrs({ d: `M${num(r.x0 * s)} ${num(r.y0 * s)}L${num(r.x1 * s)} ${num(r.y1 * s)}`, stroke: INK, 'stroke-width': Math.max(1.5, s * 0.2), fill: 'none' })}/>`;
  switch (p.kind) {
    case 'secret-door':
      return line;
    case 'illusory-wall':
      // To the players an illusion is the wall it shows.
      if (player) return line;
      return `<path${attrs({ d: `M${num(r.x0 * s)} ${num(r.y0 * s)}L${num(r.x1 * s)} ${num(r.y1 * s)}`, stroke: INK, 'stroke-width': 1.5, 'stroke-dasharray': '3 3', fill: 'none' })}/>`;
    default:
      // A one-way door's "1" is set with the other labels, over it.
      return `<rect${attrs({ x: cx - w / 2, y: cy - h / 2, width: w, height: h, fill: FLOOR, stroke: INK, 'stroke-width': 1.5 })}/>`;
  }
}

/** A bold label centred on (x, y), with a white halo under it when `halo`. */
function label(
  text: string,
  x: number,
  y: number,
  size: number,
  colour: string,
  halo: boolean,
  style: 'normal' | 'italic' = 'normal',
): string {
  return `<text${attrs({
    x,
    y: y + size * BASELINE_EM,
    'font-family': FONT_FAMILY,
    'font-size': size,
    'font-style': style === 'italic' ? 'italic' : undefined,
    'font-weight': 'bold',
    'text-anchor': 'middle',
    fill: colour,
    stroke: halo ? FLOOR : undefined,
    'stroke-width': halo ? haloWidth(size) : undefined,
    'paint-order': halo ? 'stroke' : undefined,
  })}>${esc(text)}</text>`;
}

const LEVEL_MARK: Readonly<Record<string, string>> = {
  'stairs-down': 'D',
  'stairs-up': 'U',
  chute: 'C',
  chimney: 'Ch',
  elevator: 'E',
};

function levelPortal(p: Portal, s: number): string {
  const c = p.cell!;
  const x = (c.x + 0.5) * s;
  const y = (c.y + 0.5) * s;
  const box =
    p.kind === 'trap-door'
      ? `<rect${attrs({ x: x - s * 0.5, y: y - s * 0.5, width: s, height: s, fill: FLOOR, stroke: INK, 'stroke-width': 1.2 })}/>`
      : '';
  const ring =
    p.kind === 'chute' || p.kind === 'chimney'
      ? `<circle${attrs({ cx: x, cy: y, r: s * 0.6, fill: FLOOR, stroke: INK, 'stroke-width': 1.2 })}/>`
      : '';
  if (p.kind === 'trap-door') {
    // A trap door: a square lid with its hinge line, no letter (letters mark traps in red).
    const d = `M${num(x - s * 0.5)} ${num(y + s * 0.5)}L${num(x + s * 0.5)} ${num(y - s * 0.5)}`;
    return `${box}<path${attrs({ d, stroke: INK, 'stroke-width': 1.2 })}/>`;
  }
  // The letter (D, U, C, Ch, E) is set with the other labels, over it.
  return ring;
}

function contents(sp: Space, s: number): string {
  let out = '';
  for (const c of sp.contents) {
    if (c.kind !== 'trap') continue;
    const x = c.cell.x * s;
    const y = c.cell.y * s;
    if (c.name.includes('pit')) {
      out += `<rect${attrs({ x: x + 1, y: y + 1, width: s - 2, height: s - 2, fill: 'none', stroke: TRAP, 'stroke-width': 1.2 })}/>`;
      out += `<path${attrs({ d: `M${num(x + 1)} ${num(y + 1)}L${num(x + s - 1)} ${num(y + s - 1)}M${num(x + s - 1)} ${num(y + 1)}L${num(x + 1)} ${num(y + s - 1)}`, stroke: TRAP, 'stroke-width': 1.2 })}/>`;
    }
    // Any other trap is a red T, set with the other labels.
  }
  return out;
}

/** What an unexplored exit is, for its tooltip. */
function exitTitle(e: ExitBase): string {
  // Every exit to another level is still called a way down: DMG1's maps name them so.
  const what =
    e.toLevel !== null
      ? `way down to level ${e.toLevel}`
      : e.kind === 'door'
        ? `door heading ${e.dir.toUpperCase()}`
        : `passage heading ${e.dir.toUpperCase()}`;
  return `exit ${e.id}: ${what} from ${e.from} (unexplored)`;
}

/** Where an unexplored exit's mark stands, in pixels. */
function exitPoint(plan: Plan, e: ExitBase, s: number): Point {
  const c = centre(e.cells);
  // An exit at the sheet's edge keeps its mark on the sheet, clear of the square numbers.
  const clamp = (v: number, hi: number): number => Math.min(hi - 0.6, Math.max(0.6, v));
  return { x: clamp(c.x, plan.sheet.width) * s, y: clamp(c.y, plan.sheet.height) * s };
}

/**
 * Every unexplored exit of the level as a `<g data-exit="id">` with a `<title>`: an orange arrow
 * beyond a door or passage end, an orange ring round a way down (its letter stays readable).
 */
function frontierMarks(plan: Plan, level: number, s: number): string {
  let out = '';
  for (const e of plan.frontier) {
    if (e.level !== level || e.cells.length === 0) continue;
    const { x, y } = exitPoint(plan, e, s);
    let mark: string;
    if (e.toLevel !== null) {
      mark = `<circle${attrs({ cx: x, cy: y, r: s * 0.95, fill: 'none', stroke: EXIT, 'stroke-width': Math.max(1.5, s * 0.22) })}/>`;
    } else {
      const { dx, dy } = VEC[e.dir];
      const len = hypot(dx, dy);
      const ux = dx / len;
      const uy = dy / len;
      const tip = `${num(x + ux * s * 0.6)} ${num(y + uy * s * 0.6)}`;
      const a = `${num(x - uy * s * 0.35)} ${num(y + ux * s * 0.35)}`;
      const b = `${num(x + uy * s * 0.35)} ${num(y - ux * s * 0.35)}`;
      mark = `<path${attrs({ d: `M${a}L${tip}L${b}z`, fill: EXIT, stroke: INK, 'stroke-width': 0.8 })}/>`;
    }
    // An unpainted hit area over the exit's cells makes the whole doorway a click target.
    const xs = e.cells.map((k) => k.x);
    const ys = e.cells.map((k) => k.y);
    const x0 = Math.max(0, Math.min(...xs));
    const y0 = Math.max(0, Math.min(...ys));
    const x1 = Math.min(plan.sheet.width, Math.max(...xs) + 1);
    const y1 = Math.min(plan.sheet.height, Math.max(...ys) + 1);
    const hit =
      x1 > x0 && y1 > y0
        ? `<rect${attrs({ x: x0 * s, y: y0 * s, width: (x1 - x0) * s, height: (y1 - y0) * s, fill: EXIT, 'fill-opacity': 0 })}/>`
        : '';
    out += `<g${attrs({ 'data-exit': e.id })}><title>${esc(exitTitle(e))}</title>${hit}${mark}</g>`;
  }
  return out;
}

/**
 * A passage's key letter: on the first cell of the passage (north-west first) where it is clear
 * of other labels, preferring cells clear of marks and symbols; else beside the passage with a
 * leader to it.
 */
function passageLetter(
  sp: Space,
  letter: string,
  s: number,
  portals: readonly Portal[],
  rock: Rock,
  board: LabelBoard,
): Placed {
  const taken = marked(sp, portals);
  const all = fromSpans(sp.spans);
  const order = [
    ...all.filter((c) => !taken.has(cellNo(c.x, c.y))),
    ...all.filter((c) => taken.has(cellNo(c.x, c.y))),
  ];
  const size = s * 0.85;
  for (const strict of [true, false])
    for (const c of order) {
      const placed = board.tryAt(letter, (c.x + 0.5) * s, (c.y + 0.5) * s, size, strict);
      if (placed) return placed;
    }
  // The leader may end on any cell of the passage (the first clear one first).
  const targets = cellTargets(order, s);
  return (
    outside(letter, size, all, s, rock, board) ?? besideWithLeader(board, letter, size, targets, s)
  );
}

/** Cells already carrying a mark (features, traps, level portals, pools) that a number must avoid. */
/** A cell as one number, for sets of cells (x and y within ±32768). */
const cellNo = (x: number, y: number): number => (x + 32768) * 65536 + (y + 32768);

function marked(sp: Space, portals: readonly Portal[]): Set<number> {
  const out = new Set<number>();
  // A mark fills its cell; a label beside it is wider than tall, so the cells left and right are
  // kept clear too. Pools are drawn larger than a cell and keep their whole ring clear.
  const add = (c: Cell, ring: boolean): void => {
    for (let dy = ring ? -1 : 0; dy <= (ring ? 1 : 0); dy++)
      for (let dx = -1; dx <= 1; dx++) out.add(cellNo(c.x + dx, c.y + dy));
  };
  for (const f of sp.features) for (const c of f.cells) add(c, f.kind === 'pool');
  for (const k of sp.contents)
    if (k.kind === 'trap' || k.kind === 'pool') add(k.cell, k.kind === 'pool');
  for (const p of portals) if (p.cell && (p.from === sp.id || p.to === sp.id)) add(p.cell, false);
  return out;
}

/** Advance of one bold digit of the bundled DejaVu Sans, in em. */
const DIGIT_EM = 0.7;

/** Cells of a level a number outside its room may not cover: floors and unexplored exits. */
interface Rock {
  readonly width: number;
  readonly height: number;
  readonly busy: Set<string>;
}

function outsideRock(plan: Plan, level: number): Rock {
  const busy = new Set<string>();
  for (const sp of plan.spaces)
    if (sp.level === level) for (const c of fromSpans(sp.spans)) busy.add(`${c.x},${c.y}`);
  for (const e of plan.frontier)
    if (e.level === level)
      for (const c of e.cells)
        for (let dy = -1; dy <= 1; dy++)
          for (let dx = -1; dx <= 1; dx++) busy.add(`${c.x + dx},${c.y + dy}`);
  return { width: plan.sheet.width, height: plan.sheet.height, busy };
}

/** Farthest a number may be set from its room, in cells. */
const LEADER_REACH = 6;

/**
 * A label set in the rock beside a space too small or too crowded to hold it (a 10-ft room with
 * stairs in it, say), joined to the space by a thin leader: the nearest 2x2 block of free rock
 * within {@link LEADER_REACH} cells where the label and its leader are clear of other labels
 * (and of symbols, if any such block is). Null when there is none.
 */
function outside(
  text: string,
  size: number,
  cells: readonly Cell[],
  s: number,
  rock: Rock,
  board: LabelBoard,
): Placed | null {
  const c = centre(cells);
  const ok = (x: number, y: number): boolean =>
    x >= 0 && y >= 0 && x < rock.width && y < rock.height && !rock.busy.has(`${x},${y}`);
  const spots: { at: Cell; d: number }[] = [];
  const x0 = Math.floor(c.x) - LEADER_REACH;
  const y0 = Math.floor(c.y) - LEADER_REACH;
  for (let gy = y0; gy <= y0 + 2 * LEADER_REACH; gy++)
    for (let gx = x0; gx <= x0 + 2 * LEADER_REACH; gx++) {
      // The corner (gx, gy) is the middle of cells gx-1..gx by gy-1..gy.
      if (!(ok(gx - 1, gy - 1) && ok(gx, gy - 1) && ok(gx - 1, gy) && ok(gx, gy))) continue;
      spots.push({ at: { x: gx, y: gy }, d: (gx - c.x) ** 2 + (gy - c.y) ** 2 });
    }
  // Nearest first; the sort is stable, so ties keep the scan order (north, then west).
  spots.sort((a, b) => a.d - b.d);
  for (const strict of [true, false])
    for (const { at } of spots) {
      // The leader runs from the label's edge to the space's cell nearest it (or the next
      // nearest, when a label stands on that one).
      const near = cells
        .map((k, i) => ({ k, i, d: (k.x + 0.5 - at.x) ** 2 + (k.y + 0.5 - at.y) ** 2 }))
        .sort((a, b) => a.d - b.d || a.i - b.i)
        .slice(0, 4);
      const targets = cellTargets(
        near.map(({ k }) => k),
        s,
      );
      const placed = board.tryLeader(text, size, targets, [{ x: at.x * s, y: at.y * s }], strict);
      if (!placed) continue;
      for (let dy = -2; dy <= 1; dy++)
        for (let dx = -2; dx <= 1; dx++) rock.busy.add(`${at.x + dx},${at.y + dy}`);
      return placed;
    }
  return null;
}

/**
 * A room's number: on the clear floor nearest the room's centre, sized to the room. It prefers a
 * 2x2 block of clear cells (centred on the block's middle corner, so a 10-ft room's number sits
 * in its middle) and shrinks to fit the floor around it, so it never spills over a narrow room's
 * walls or onto its doors. Where another label stands, the next anchor out is taken; a room with
 * no floor for it gets its number beside it, with a leader.
 */
function roomNumber(
  sp: Space,
  s: number,
  portals: readonly Portal[],
  rock: Rock,
  board: LabelBoard,
): Placed {
  const taken = marked(sp, portals);
  // Cells just inside a door are kept clear too, so the number never sits on a door symbol.
  const doorside = new Set<number>();
  for (const p of portals)
    if (!p.cell && (p.from === sp.id || p.to === sp.id))
      for (const e of p.edges) for (const c of edgeCells(e)) doorside.add(cellNo(c.x, c.y));
  const all = fromSpans(sp.spans);
  const inside = new Set(all.map((c) => cellNo(c.x, c.y)));
  const isFree = (x: number, y: number): boolean =>
    inside.has(cellNo(x, y)) && !taken.has(cellNo(x, y));
  const isClear = (x: number, y: number): boolean => isFree(x, y) && !doorside.has(cellNo(x, y));
  const c = centre(all);
  // Anchors: middle corners of 2x2 blocks (clear of doors first, then any free block), else
  // centres of clear, free or any cells. A block's corner is a cell from every wall round it, so
  // a number there clears the door symbols even in a 10-ft room.
  const blocksWhere = (ok: (x: number, y: number) => boolean): Cell[] =>
    all
      .filter((k) => ok(k.x, k.y) && ok(k.x + 1, k.y) && ok(k.x, k.y + 1) && ok(k.x + 1, k.y + 1))
      .map((k) => ({ x: k.x + 1, y: k.y + 1 }));
  const centres = (ok: (x: number, y: number) => boolean): Cell[] =>
    all.filter((k) => ok(k.x, k.y)).map((k) => ({ x: k.x + 0.5, y: k.y + 0.5 }));
  const tiers = [
    () => blocksWhere(isClear),
    () => blocksWhere(isFree),
    () => centres(isClear),
    () => centres(isFree),
    () => centres(() => true),
  ];
  // Each tier nearest the centre first (a stable sort: ties keep the floor's order), worked out
  // when the search first reaches it (most numbers stand on an anchor of the first).
  const dist = (a: Cell): number => (a.x - c.x) ** 2 + (a.y - c.y) ** 2;
  const sortedTiers: Cell[][] = [];
  const tierAt = (tier: number): Cell[] =>
    (sortedTiers[tier] ??= tiers[tier]!()
      .map((a) => ({ a, d: dist(a) }))
      .sort((p, q) => p.d - q.d)
      .map(({ a }) => a));
  /** The anchors of tiers from..to-1 in order, each with its tier. */
  function* anchors(from: number, to: number): Generator<{ a: Cell; tier: number }> {
    for (let tier = from; tier < to; tier++) for (const a of tierAt(tier)) yield { a, tier };
  }
  // Floor from the anchor to the nearest wall each way, in cells (runs bounded by the sheet).
  const floorRun = (x0: number, y0: number, dx: number, dy: number): number => {
    let n = 0;
    for (let i = 0; i < 400 && inside.has(cellNo(x0 + dx * i, y0 + dy * i)); i++) n++;
    return n;
  };
  const text = String(sp.number);
  // The largest size the floor round an anchor holds.
  const fitAt = (best: Cell): number => {
    const block = Number.isInteger(best.x);
    const lo = (v: number): number => (block ? v - 1 : Math.floor(v));
    const hi = (v: number): number => (block ? v : Math.floor(v));
    const twice = block ? 0 : 1;
    const xa = lo(best.x);
    const xb = hi(best.x);
    const ya = lo(best.y);
    const yb = hi(best.y);
    // The floor's width and height through the anchor, in cells.
    const wide = Math.min(
      ...[ya, yb].map((y) => floorRun(xa, y, -1, 0) + floorRun(xb, y, 1, 0) - twice),
    );
    const high = Math.min(
      ...[xa, xb].map((x) => floorRun(x, ya, 0, -1) + floorRun(x, yb, 0, 1) - twice),
    );
    // Door letters and symbols centred on a wall reach about a third of a cell into the room.
    const intrude = 0.35;
    return Math.min(
      ((wide - 2 * intrude) * s * 0.9) / (DIGIT_EM * text.length),
      (high - 2 * intrude) * s * 0.95,
    );
  };
  const fits = new Map<Cell, number>();
  const fitOf = (a: Cell): number => {
    let f = fits.get(a);
    if (f === undefined) {
      f = fitAt(a);
      fits.set(a, f);
    }
    return f;
  };
  // In the room at a readable size, on floor clear of marks: clear of symbols first, then
  // smaller where a door letter or mark on the wall leaves too little room.
  for (const smaller of [false, true])
    for (const strict of [true, false])
      for (const { a } of anchors(0, 3)) {
        const fit = Math.min(s * 1.1, fitOf(a));
        if (fit < s * 0.75) continue;
        const sizes = smaller ? [0.95, 0.85, 0.75].map((k) => k * s).filter((z) => z < fit) : [fit];
        for (const size of sizes) {
          const placed = board.tryAt(text, a.x * s, a.y * s, size, strict);
          if (placed) return placed;
        }
      }
  // No floor clear of marks, or too little of it: the number goes outside, with a leader.
  const out = outside(text, s * 1.1, all, s, rock, board);
  if (out) return out;
  // No rock beside it either: the smallest number anywhere on its floor, then anywhere at all.
  for (const { a } of anchors(0, tiers.length)) {
    const size = Math.max(s * 0.75, Math.min(s * 1.1, fitOf(a)));
    const placed = board.tryAt(text, a.x * s, a.y * s, size, false);
    if (placed) return placed;
  }
  // The leader may end on any cell of the room, nearest its centre first.
  const targets = cellTargets(
    all
      .map((k, i) => ({ k, i, d: dist({ x: k.x + 0.5, y: k.y + 0.5 }) }))
      .sort((a, b) => a.d - b.d || a.i - b.i)
      .map(({ k }) => k),
    s,
  );
  return besideWithLeader(board, text, s * 0.75, targets, s);
}

/**
 * Draw one level of a plan as SVG.
 * @example planSvg(plan, { level: 1, title: 'DMG1 Appendix A', subtitle: 'seed greyhawk, step 60' })
 */
export function planSvg(plan: Plan, o: PlanSvgOptions): string {
  const squarePx = o.pixelsPerSquare ?? 24;
  const s = squarePx / plan.sheet.squareCells;
  const mapW = plan.sheet.width * s;
  const mapH = plan.sheet.height * s;
  const head = `<svg xmlns="http://www.w3.org/2000/svg"`;
  if (o.mode === 'vtt') {
    return `${head}${attrs({ width: mapW, height: mapH, viewBox: `0 0 ${num(mapW)} ${num(mapH)}` })}>${mapLayers(plan, o.level, s, new Map(), o.view, o.lattice)}</svg>`;
  }
  const margin = 24;
  const top = 64;
  // The legend sits right of the scale bar and wraps within the map's width; under a map too
  // narrow for that, it goes below the scale bar, and the page widens to hold the bar and it.
  const legendX = margin + 5 * squarePx + 200;
  const beside = margin + mapW - legendX >= LEGEND_BESIDE_MIN;
  const bodyW = beside ? mapW : Math.max(mapW, 5 * squarePx + 200, LEGEND_BESIDE_MIN);
  const drawn = new Set(
    plan.spaces
      .filter((sp) => sp.level === o.level)
      .flatMap((sp) => sp.features.filter((f) => f.cells.length > 0).map((f) => f.kind)),
  );
  const key = beside
    ? legend(legendX, top + mapH + 18, margin + mapW - legendX, drawn, !!o.lattice)
    : legend(margin, top + mapH + 18 + LEGEND_BELOW, bodyW, drawn, !!o.lattice);
  const bottom = 56 + (beside ? 0 : LEGEND_BELOW) + (key.rows - 1) * LEGEND_ROW;
  // A long key flows into more columns, each as tall as the map and its legend (at least 90 lines).
  const nKey = o.keyLines?.length ?? 0;
  const colRows = Math.max(90, Math.floor((mapH + bottom - 40) / 13));
  const cols = Math.ceil(nKey / colRows);
  const keyW = cols * 380;
  const width = margin * 2 + bodyW + (keyW ? keyW + margin : 0);
  const keyH = Math.min(nKey, colRows) * 13 + 40;
  const height = Math.max(top + mapH + bottom, top + keyH + margin);
  let out = `${head}${attrs({ width, height, viewBox: `0 0 ${num(width)} ${num(height)}` })}>`;
  out += `<rect${attrs({ x: 0, y: 0, width, height, fill: '#fbfdff' })}/>`;
  out += `<text${attrs({ x: margin, y: 30, 'font-family': FONT_FAMILY, 'font-size': 20, 'font-weight': 'bold', fill: INK })}>${esc(o.title)}</text>`;
  out += `<text${attrs({ x: margin, y: 50, 'font-family': FONT_FAMILY, 'font-size': 12, fill: '#333333' })}>${esc(o.subtitle)}</text>`;
  out += `<g${attrs({ transform: `translate(${num(margin)} ${num(top)})` })}>${mapLayers(plan, o.level, s, o.labels, o.view, o.lattice, o.portalMarks)}<rect${attrs({ x: 0, y: 0, width: mapW, height: mapH, fill: 'none', stroke: '#3a6ea5', 'stroke-width': 1.5 })}/></g>`;
  // Square numbers every 5 squares along the top and left edges, for the key's grid references.
  const sq = plan.sheet.squareCells;
  const tick = (x: number, y: number, text: string, anchor: string): string =>
    `<text${attrs({ x, y, 'font-family': FONT_FAMILY, 'font-size': 9, 'text-anchor': anchor, fill: '#3a6ea5' })}>${text}</text>`;
  for (let i = 0; i * sq <= plan.sheet.width; i += 5)
    out += tick(margin + i * sq * s, top - 4, String(i), 'middle');
  for (let i = 0; i * sq <= plan.sheet.height; i += 5)
    out += tick(margin - 4, top + i * sq * s + 3, String(i), 'end');
  out += scaleBar(margin, top + mapH + 18, squarePx);
  out += key.svg;
  if (keyW) {
    const kx = margin * 2 + bodyW;
    out += `<text${attrs({ x: kx, y: top + 12, 'font-family': FONT_FAMILY, 'font-size': 14, 'font-weight': 'bold', fill: INK })}>KEY</text>`;
    o.keyLines!.forEach((line, i) => {
      const [c, r] = [Math.floor(i / colRows), i % colRows];
      out += `<text${attrs({ x: kx + c * 380, y: top + 32 + r * 13, 'font-family': FONT_FAMILY, 'font-size': 10, fill: INK })}>${esc(line)}</text>`;
    });
  }
  return `${out}</svg>`;
}

function scaleBar(x: number, y: number, squarePx: number): string {
  let out = '';
  for (let i = 0; i < 5; i++)
    out += `<rect${attrs({ x: x + i * squarePx, y, width: squarePx, height: 6, fill: i % 2 === 0 ? INK : FLOOR, stroke: INK, 'stroke-width': 1 })}/>`;
  for (let i = 0; i <= 5; i += 1)
    out += `<text${attrs({ x: x + i * squarePx, y: y + 20, 'font-family': FONT_FAMILY, 'font-size': 10, 'text-anchor': 'middle', fill: INK })}>${i * 10}</text>`;
  out += `<text${attrs({ x: x + 5 * squarePx + 16, y: y + 8, 'font-family': FONT_FAMILY, 'font-size': 11, fill: INK })}>feet (one square = 10 ft)</text>`;
  return out;
}

/** Row height of the legend, in pixels. */
const LEGEND_ROW = 20;
/** The narrowest legend drawn beside the scale bar (three rows at most); narrower goes below. */
const LEGEND_BESIDE_MIN = 300;
/** How far below the scale bar's top a legend under it starts: clear of the bar's numbers. */
const LEGEND_BELOW = 34;

/**
 * The legend of the map symbols, flowed into rows no wider than `maxWidth` so it never runs
 * under the key column. Each item is drawn at the origin and shifted into place.
 */
function legend(
  x: number,
  y: number,
  maxWidth: number,
  /** The feature kinds drawn on the level: each look among them gets its entry. */
  drawn: ReadonlySet<string>,
  /** A map of laid tiles (drawn with a lattice): its shafts are squares, as the tiles show them. */
  tiles = false,
): { svg: string; rows: number } {
  const t = (tx: number, text: string): string =>
    `<text${attrs({ x: tx, y: 8, 'font-family': FONT_FAMILY, 'font-size': 10, fill: INK })}>${esc(text)}</text>`;
  const items: readonly (readonly [number, string])[] = [
    [
      52,
      `<rect${attrs({ x: 0, y: -1, width: 14, height: 6, fill: FLOOR, stroke: INK, 'stroke-width': 1.2 })}/>` +
        t(18, 'door'),
    ],
    [82, label('S', 5, 3, 11, INK, false) + t(14, 'secret door')],
    [
      92,
      label('1', 7, 3, 7, INK, false) +
        `<rect${attrs({ x: 0, y: -1, width: 14, height: 6, fill: 'none', stroke: INK, 'stroke-width': 1.2 })}/>` +
        t(18, 'one-way door'),
    ],
    [108, label('D U', 11, 3, 10, INK, false) + t(26, 'stairs down, up')],
    [44, label('T', 5, 3, 11, TRAP, false) + t(14, 'trap')],
    [
      38,
      `<rect${attrs({ x: 0, y: -3, width: 10, height: 10, fill: 'none', stroke: TRAP, 'stroke-width': 1.2 })}/>` +
        `<path${attrs({ d: 'M0 -3l10 10M10 -3l-10 10', stroke: TRAP, 'stroke-width': 1.2 })}/>` +
        t(14, 'pit'),
    ],
    [
      66,
      `<rect${attrs({ x: 0, y: -3, width: 10, height: 10, fill: FLOOR, stroke: INK, 'stroke-width': 1.2 })}/>` +
        `<path${attrs({ d: 'M0 7l10 -10', stroke: INK, 'stroke-width': 1.2 })}/>` +
        t(14, 'trap door'),
    ],
    [176, t(0, 'C chute, Ch chimney, E elevator')],
    [
      124,
      `<path${attrs({ d: 'M0 -3l8 5l-8 5z', fill: EXIT, stroke: INK, 'stroke-width': 0.8 })}/>` +
        `<circle${attrs({ cx: 26, cy: 2, r: 6, fill: 'none', stroke: EXIT, 'stroke-width': 2 })}/>` +
        t(36, 'unexplored exit'),
    ],
  ];
  const sq = (fill: string, extra: Record<string, string | number> = {}): string =>
    `<rect${attrs({ x: 0, y: -3, width: 10, height: 10, fill, ...extra })}/>`;
  // Every look `features` draws, keyed by the kinds drawn so: an entry for each drawn on the
  // level, in this order.
  const featureItems: readonly (readonly [readonly string[], number, string])[] = [
    [['stream', 'river', 'lake'], 50, sq(WATER, { 'fill-opacity': 0.75 }) + t(14, 'water')],
    [
      ['boat'],
      48,
      `<ellipse${attrs({ cx: 5, cy: 2, rx: 5, ry: 3, fill: '#a0703a', stroke: INK, 'stroke-width': 1 })}/>` +
        t(14, 'boat'),
    ],
    [['bridge'], 54, sq('#a0703a', { 'fill-opacity': 0.6 }) + t(14, 'bridge')],
    [['chasm'], 56, sq('#2b2b2b') + t(14, 'chasm')],
    [['jumping-place'], 96, sq('#c9a66b') + t(14, 'jumping place')],
    [['gallery'], 58, sq('#e8e8e8', { stroke: INK, 'stroke-width': 0.8 }) + t(14, 'gallery')],
    [['gas'], 44, sq('#9fd39f', { 'fill-opacity': 0.45 }) + t(14, 'gas')],
    [
      ['pool', 'well'],
      70,
      `<circle${attrs({ cx: 5, cy: 2, r: 5, fill: WATER, stroke: INK, 'stroke-width': 1 })}/>` +
        t(14, 'pool, well'),
    ],
    [
      ['shaft'],
      50,
      (tiles
        ? sq(INK, { stroke: '#555555', 'stroke-width': 1 })
        : `<circle${attrs({ cx: 5, cy: 2, r: 4, fill: '#555555', stroke: INK, 'stroke-width': 1 })}/>`) +
        t(14, 'shaft'),
    ],
    [
      ['brazier'],
      58,
      `<circle${attrs({ cx: 4, cy: 2, r: 4, fill: '#f0a030', stroke: INK, 'stroke-width': 1 })}/>` +
        t(12, 'brazier'),
    ],
    [['columns'], 62, `<circle${attrs({ cx: 5, cy: 2, r: 3, fill: INK })}/>` + t(14, 'column')],
    [
      ['raised-area'],
      86,
      sq('#e4dcc8', { stroke: INK, 'stroke-width': 0.8 }) + t(14, 'raised area'),
    ],
    [['pit'], 70, sq('#2b2b2b', { 'fill-opacity': 0.8 }) + t(14, 'floor pit')],
    [['altar'], 50, sq('#7a5230') + t(14, 'altar')],
  ];
  const tileItems = featureItems
    .filter(([kinds]) => kinds.some((k) => drawn.has(k)))
    .map(([, width, svg]) => [width, svg] as const);
  let out = '';
  let at = 0;
  let row = 0;
  for (const [width, svg] of [...items, ...tileItems]) {
    if (at > 0 && at + width > maxWidth) {
      row += 1;
      at = 0;
    }
    out += `<g${attrs({ transform: `translate(${num(x + at)} ${num(y + row * LEGEND_ROW)})` })}>${svg}</g>`;
    at += width;
  }
  return { svg: out, rows: row + 1 };
}
