/**
 * Plan view: the classic blue-grid dungeon map of one level of a crawl plan. Pale blue rock,
 * a blue 10-ft grid, white floors, black walls, door symbols by kind, stairs hatching, traps,
 * room numbers, a title block, a scale bar and (optionally) a key column.
 *
 * `mode: 'vtt'` draws the map area only, exactly `squares x pixelsPerSquare` pixels, for the
 * Universal VTT image.
 */
import { edgeCells, fromSpans, VEC } from '../../crawl/plan/geometry';
import { mergeRuns, wallEdges } from '../../crawl/plan/walls';
import type { Cell, Edge, Exit, Plan, Portal, Space } from '../../crawl/plan/types';
import { FONT_FAMILY } from '../fonts';
import { attrs, esc, num } from '../svg';

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
}

const INK = '#111111';
const GRID = '#8ab8e6';
const ROCK = '#d6e7f7';
const FLOOR = '#ffffff';
const WATER = '#5b9bd5';
const TRAP = '#b0201a';
const EXIT = '#d9822b';

/** Everything drawn on the map area, in cell units scaled by `s`. */
function mapLayers(
  plan: Plan,
  level: number,
  s: number,
  labels: ReadonlyMap<string, string> = new Map(),
): string {
  const spaces = plan.spaces.filter((x) => x.level === level);
  const portals = plan.portals.filter((x) => x.level === level);
  const W = plan.sheet.width;
  const H = plan.sheet.height;
  const sq = plan.sheet.squareCells;
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
  out += spaces.map((sp) => features(sp, s)).join('');
  out += spaces
    .filter((sp) => sp.kind === 'stairs')
    .map((sp) => stairsHatch(sp, s))
    .join('');
  // Walls.
  const runs = mergeRuns(wallEdges(spaces, portals));
  let walls = '';
  for (const r of runs)
    walls += `M${num(r.x0 * s)} ${num(r.y0 * s)}L${num(r.x1 * s)} ${num(r.y1 * s)}`;
  if (walls)
    out += `<path${attrs({ d: walls, stroke: INK, 'stroke-width': Math.max(1.5, s * 0.2), 'stroke-linecap': 'square', fill: 'none' })}/>`;
  out += portals
    .map(
      (p) =>
        `<g${attrs({ 'data-portal': p.id })}>${p.cell ? levelPortal(p, s) : wallPortal(p, s)}</g>`,
    )
    .join('');
  out += spaces.map((sp) => contents(sp, s)).join('');
  out += frontierMarks(plan, level, s);
  // Rock free for a number set outside its room: no floor, no exit mark, not yet labelled.
  const rock = outsideRock(plan, level);
  out += spaces
    .filter((sp) => sp.number !== null)
    .map((sp) => `<g${attrs({ 'data-room': sp.id })}>${roomNumber(sp, s, portals, rock)}</g>`)
    .join('');
  out += spaces
    .filter((sp) => labels.has(sp.id))
    .map((sp) => passageLetter(sp, labels.get(sp.id)!, s, portals))
    .join('');
  return out;
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

function features(sp: Space, s: number): string {
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
        out += fill(WATER, { opacity: 0.75 });
        break;
      case 'chasm':
        out += fill('#2b2b2b');
        break;
      case 'bridge':
        out += fill('#a0703a', { opacity: 0.6 });
        break;
      case 'jumping-place':
        out += fill('#c9a66b');
        break;
      case 'gallery':
        out += fill('#e8e8e8');
        break;
      case 'gas':
        out += fill('#9fd39f', { opacity: 0.45 });
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

function wallPortal(p: Portal, s: number): string {
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
      return `${line}${label('S', cx, cy, s * 0.9, INK, true)}`;
    case 'illusory-wall':
      return `<path${attrs({ d: `M${num(r.x0 * s)} ${num(r.y0 * s)}L${num(r.x1 * s)} ${num(r.y1 * s)}`, stroke: INK, 'stroke-width': 1.5, 'stroke-dasharray': '3 3', fill: 'none' })}/>`;
    default: {
      let out = `<rect${attrs({ x: cx - w / 2, y: cy - h / 2, width: w, height: h, fill: FLOOR, stroke: INK, 'stroke-width': 1.5 })}/>`;
      if (p.kind === 'one-way-door') out += label('1', cx, cy, s * 0.5, INK, false);
      return out;
    }
  }
}

function label(
  text: string,
  x: number,
  y: number,
  size: number,
  colour: string,
  halo: boolean,
): string {
  return `<text${attrs({
    x,
    y: y + size * 0.36,
    'font-family': FONT_FAMILY,
    'font-size': size,
    'font-weight': 'bold',
    'text-anchor': 'middle',
    fill: colour,
    stroke: halo ? FLOOR : undefined,
    'stroke-width': halo ? Math.max(1.5, size * 0.18) : undefined,
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
  const mark = LEVEL_MARK[p.kind] ?? '?';
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
  return `${box}${ring}${label(mark, x, y, s * 0.85, INK, true)}`;
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
    } else out += label('T', x + s / 2, y + s / 2, s * 0.85, TRAP, true);
  }
  return out;
}

/** What an unexplored exit is, for its tooltip. */
function exitTitle(e: Exit): string {
  const what =
    e.kind === 'descent'
      ? `way down to level ${e.toLevel ?? '?'}`
      : e.kind === 'door'
        ? `door heading ${e.dir.toUpperCase()}`
        : `passage heading ${e.dir.toUpperCase()}`;
  return `exit ${e.id}: ${what} from ${e.from} (unexplored)`;
}

/**
 * Every unexplored exit of the level as a `<g data-exit="id">` with a `<title>`: an orange arrow
 * beyond a door or passage end, an orange ring round a way down (its letter stays readable).
 */
function frontierMarks(plan: Plan, level: number, s: number): string {
  let out = '';
  for (const e of plan.frontier) {
    if (e.level !== level || e.cells.length === 0) continue;
    const c = centre(e.cells);
    // An exit at the sheet's edge keeps its mark on the sheet, clear of the square numbers.
    const clamp = (v: number, hi: number): number => Math.min(hi - 0.6, Math.max(0.6, v));
    const x = clamp(c.x, plan.sheet.width) * s;
    const y = clamp(c.y, plan.sheet.height) * s;
    let mark: string;
    if (e.kind === 'descent') {
      mark = `<circle${attrs({ cx: x, cy: y, r: s * 0.95, fill: 'none', stroke: EXIT, 'stroke-width': Math.max(1.5, s * 0.22) })}/>`;
    } else {
      const { dx, dy } = VEC[e.dir];
      const len = Math.hypot(dx, dy);
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

/** A passage's key letter, in italic blue, on a clear cell of the passage. */
function passageLetter(sp: Space, letter: string, s: number, portals: readonly Portal[]): string {
  const taken = marked(sp, portals);
  const all = fromSpans(sp.spans);
  const cell = all.find((c) => !taken.has(`${c.x},${c.y}`)) ?? all[0]!;
  return `<text${attrs({
    x: (cell.x + 0.5) * s,
    y: (cell.y + 0.5) * s + s * 0.3,
    'font-family': FONT_FAMILY,
    'font-size': s * 0.85,
    'font-style': 'italic',
    'font-weight': 'bold',
    'text-anchor': 'middle',
    fill: '#1f4e8c',
    stroke: FLOOR,
    'stroke-width': 1.5,
    'paint-order': 'stroke',
  })}>${esc(letter)}</text>`;
}

/** Cells already carrying a mark (features, traps, level portals, pools) that a number must avoid. */
function marked(sp: Space, portals: readonly Portal[]): Set<string> {
  const out = new Set<string>();
  // A mark fills its cell; a label beside it is wider than tall, so the cells left and right are
  // kept clear too. Pools are drawn larger than a cell and keep their whole ring clear.
  const add = (c: Cell, ring: boolean): void => {
    for (let dy = ring ? -1 : 0; dy <= (ring ? 1 : 0); dy++)
      for (let dx = -1; dx <= 1; dx++) out.add(`${c.x + dx},${c.y + dy}`);
  };
  for (const f of sp.features) for (const c of f.cells) add(c, f.kind === 'pool');
  for (const k of sp.contents)
    if (k.kind === 'trap' || k.kind === 'pool') add(k.cell, k.kind === 'pool');
  for (const p of portals) if (p.cell && (p.from === sp.id || p.to === sp.id)) add(p.cell, false);
  return out;
}

/** Advance of one bold digit of the bundled DejaVu Sans, in em. */
const DIGIT_EM = 0.7;

/**
 * A room's number: on the clear floor nearest the room's centre, sized to the room. It prefers a
 * 2x2 block of clear cells (centred on the block's middle corner, so a 10-ft room's number sits
 * in its middle) and shrinks to fit the floor around it, so it never spills over a narrow room's
 * walls or onto its doors.
 */
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
 * A number set in the rock beside a room too small or too crowded to hold it (a 10-ft room with
 * stairs in it, say), joined to the room by a thin leader. The nearest 2x2 block of free rock
 * within {@link LEADER_REACH} cells; null when there is none.
 */
function outsideNumber(sp: Space, cells: readonly Cell[], s: number, rock: Rock): string | null {
  const c = centre(cells);
  const ok = (x: number, y: number): boolean =>
    x >= 0 && y >= 0 && x < rock.width && y < rock.height && !rock.busy.has(`${x},${y}`);
  let best: Cell | null = null;
  let bd = Infinity;
  const x0 = Math.floor(c.x) - LEADER_REACH;
  const y0 = Math.floor(c.y) - LEADER_REACH;
  for (let gy = y0; gy <= y0 + 2 * LEADER_REACH; gy++)
    for (let gx = x0; gx <= x0 + 2 * LEADER_REACH; gx++) {
      // The corner (gx, gy) is the middle of cells gx-1..gx by gy-1..gy.
      if (!(ok(gx - 1, gy - 1) && ok(gx, gy - 1) && ok(gx - 1, gy) && ok(gx, gy))) continue;
      const d = (gx - c.x) ** 2 + (gy - c.y) ** 2;
      if (d < bd - 1e-9) {
        bd = d;
        best = { x: gx, y: gy };
      }
    }
  if (!best) return null;
  for (let dy = -2; dy <= 1; dy++)
    for (let dx = -2; dx <= 1; dx++) rock.busy.add(`${best.x + dx},${best.y + dy}`);
  // The leader runs from the number's edge to the room cell nearest it.
  let target = cells[0]!;
  let td = Infinity;
  for (const k of cells) {
    const d = (k.x + 0.5 - best.x) ** 2 + (k.y + 0.5 - best.y) ** 2;
    if (d < td - 1e-9) {
      td = d;
      target = k;
    }
  }
  const tx = target.x + 0.5;
  const ty = target.y + 0.5;
  const len = Math.hypot(tx - best.x, ty - best.y);
  const sx = best.x + ((tx - best.x) / len) * 0.75;
  const sy = best.y + ((ty - best.y) / len) * 0.75;
  const leader = `<path${attrs({ d: `M${num(sx * s)} ${num(sy * s)}L${num(tx * s)} ${num(ty * s)}`, stroke: INK, 'stroke-width': 0.8, fill: 'none' })}/><circle${attrs({ cx: tx * s, cy: ty * s, r: 1.5, fill: INK })}/>`;
  return `${leader}${label(String(sp.number), best.x * s, best.y * s, s * 1.1, INK, true)}`;
}

function roomNumber(sp: Space, s: number, portals: readonly Portal[], rock: Rock): string {
  const taken = marked(sp, portals);
  // Cells just inside a door are kept clear too, so the number never sits on a door symbol.
  const doorside = new Set<string>();
  for (const p of portals)
    if (!p.cell && (p.from === sp.id || p.to === sp.id))
      for (const e of p.edges) for (const c of edgeCells(e)) doorside.add(`${c.x},${c.y}`);
  const all = fromSpans(sp.spans);
  const inside = new Set(all.map((c) => `${c.x},${c.y}`));
  const isFree = (x: number, y: number): boolean =>
    inside.has(`${x},${y}`) && !taken.has(`${x},${y}`);
  const isClear = (x: number, y: number): boolean => isFree(x, y) && !doorside.has(`${x},${y}`);
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
  const options = [
    blocksWhere(isClear),
    blocksWhere(isFree),
    centres(isClear),
    centres(isFree),
    centres(() => true),
  ];
  const chosen = options.findIndex((o) => o.length > 0);
  const anchors = options[chosen]!;
  let best = anchors[0]!;
  let bd = Infinity;
  for (const a of anchors) {
    const d = (a.x - c.x) ** 2 + (a.y - c.y) ** 2;
    if (d < bd - 1e-9) {
      bd = d;
      best = a;
    }
  }
  // Floor from the anchor to the nearest wall each way, in cells (runs bounded by the sheet).
  const floorRun = (x0: number, y0: number, dx: number, dy: number): number => {
    let n = 0;
    for (let i = 0; i < 400 && inside.has(`${x0 + dx * i},${y0 + dy * i}`); i++) n++;
    return n;
  };
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
  const digits = String(sp.number).length;
  const fit = Math.min(
    ((wide - 2 * intrude) * s * 0.9) / (DIGIT_EM * digits),
    (high - 2 * intrude) * s * 0.95,
  );
  // No floor clear of marks, or too little of it: the number goes outside, with a leader.
  if (chosen >= 3 || fit < s * 0.75) {
    const outside = outsideNumber(sp, all, s, rock);
    if (outside) return outside;
  }
  const size = Math.max(s * 0.75, Math.min(s * 1.1, fit));
  return label(String(sp.number), best.x * s, best.y * s, size, INK, true);
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
    return `${head}${attrs({ width: mapW, height: mapH, viewBox: `0 0 ${num(mapW)} ${num(mapH)}` })}>${mapLayers(plan, o.level, s)}</svg>`;
  }
  const margin = 24;
  const top = 64;
  // The legend sits right of the scale bar and wraps within the map's width.
  const legendX = margin + 5 * squarePx + 200;
  const key = legend(legendX, top + mapH + 18, Math.max(200, margin + mapW - legendX));
  const bottom = 56 + (key.rows - 1) * LEGEND_ROW;
  const keyW = o.keyLines && o.keyLines.length > 0 ? 380 : 0;
  const width = margin * 2 + mapW + (keyW ? keyW + margin : 0);
  const keyH = (o.keyLines?.length ?? 0) * 13 + 40;
  const height = Math.max(top + mapH + bottom, top + keyH + margin);
  let out = `${head}${attrs({ width, height, viewBox: `0 0 ${num(width)} ${num(height)}` })}>`;
  out += `<rect${attrs({ x: 0, y: 0, width, height, fill: '#fbfdff' })}/>`;
  out += `<text${attrs({ x: margin, y: 30, 'font-family': FONT_FAMILY, 'font-size': 20, 'font-weight': 'bold', fill: INK })}>${esc(o.title)}</text>`;
  out += `<text${attrs({ x: margin, y: 50, 'font-family': FONT_FAMILY, 'font-size': 12, fill: '#333333' })}>${esc(o.subtitle)}</text>`;
  out += `<g${attrs({ transform: `translate(${num(margin)} ${num(top)})` })}>${mapLayers(plan, o.level, s, o.labels)}<rect${attrs({ x: 0, y: 0, width: mapW, height: mapH, fill: 'none', stroke: '#3a6ea5', 'stroke-width': 1.5 })}/></g>`;
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
    const kx = margin * 2 + mapW;
    out += `<text${attrs({ x: kx, y: top + 12, 'font-family': FONT_FAMILY, 'font-size': 14, 'font-weight': 'bold', fill: INK })}>KEY</text>`;
    o.keyLines!.forEach((line, i) => {
      out += `<text${attrs({ x: kx, y: top + 32 + i * 13, 'font-family': FONT_FAMILY, 'font-size': 10, fill: INK })}>${esc(line)}</text>`;
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

/**
 * The legend of the map symbols, flowed into rows no wider than `maxWidth` so it never runs
 * under the key column. Each item is drawn at the origin and shifted into place.
 */
function legend(x: number, y: number, maxWidth: number): { svg: string; rows: number } {
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
    [
      58,
      `<circle${attrs({ cx: 4, cy: 2, r: 4, fill: '#f0a030', stroke: INK, 'stroke-width': 1 })}/>` +
        t(12, 'brazier'),
    ],
  ];
  let out = '';
  let at = 0;
  let row = 0;
  for (const [width, svg] of items) {
    if (at > 0 && at + width > maxWidth) {
      row += 1;
      at = 0;
    }
    out += `<g${attrs({ transform: `translate(${num(x + at)} ${num(y + row * LEGEND_ROW)})` })}>${svg}</g>`;
    at += width;
  }
  return { svg: out, rows: row + 1 };
}
