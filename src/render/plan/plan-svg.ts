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
  out += spaces
    .filter((sp) => sp.number !== null)
    .map((sp) => roomNumber(sp, s, portals))
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
    const x = c.x * s;
    const y = c.y * s;
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
    out += `<g${attrs({ 'data-exit': e.id })}><title>${esc(exitTitle(e))}</title>${mark}</g>`;
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
  const add = (c: Cell): void => {
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) out.add(`${c.x + dx},${c.y + dy}`);
  };
  for (const f of sp.features) for (const c of f.cells) add(c);
  for (const k of sp.contents) if (k.kind === 'trap' || k.kind === 'pool') add(k.cell);
  for (const p of portals) if (p.cell && (p.from === sp.id || p.to === sp.id)) add(p.cell);
  return out;
}

function roomNumber(sp: Space, s: number, portals: readonly Portal[]): string {
  const taken = marked(sp, portals);
  // Cells just inside a door are kept clear too, so the number never sits on a door symbol.
  const doorside = new Set<string>();
  for (const p of portals)
    if (!p.cell && p.kind !== 'opening' && (p.from === sp.id || p.to === sp.id))
      for (const e of p.edges) for (const c of edgeCells(e)) doorside.add(`${c.x},${c.y}`);
  const all = fromSpans(sp.spans);
  const free = all.filter((c) => !taken.has(`${c.x},${c.y}`));
  const clear = free.filter((c) => !doorside.has(`${c.x},${c.y}`));
  const cells = clear.length > 0 ? clear : free.length > 0 ? free : all;
  const c = centre(all);
  // Keep the number on the floor: the cell nearest the centre.
  let best = cells[0]!;
  let bd = Infinity;
  for (const cell of cells) {
    const d = (cell.x + 0.5 - c.x) ** 2 + (cell.y + 0.5 - c.y) ** 2;
    if (d < bd - 1e-9) {
      bd = d;
      best = cell;
    }
  }
  return label(String(sp.number), (best.x + 0.5) * s, (best.y + 0.5) * s, s * 1.1, INK, true);
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
  const bottom = 56;
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
  out += legend(margin + 5 * squarePx + 200, top + mapH + 18);
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

/** A one-row legend of the map symbols. */
function legend(x: number, y: number): string {
  const t = (tx: number, text: string): string =>
    `<text${attrs({ x: tx, y: y + 8, 'font-family': FONT_FAMILY, 'font-size': 10, fill: INK })}>${esc(text)}</text>`;
  let out = '';
  let at = x;
  out +=
    `<rect${attrs({ x: at, y: y - 1, width: 14, height: 6, fill: FLOOR, stroke: INK, 'stroke-width': 1.2 })}/>` +
    t(at + 18, 'door');
  at += 52;
  out += label('S', at + 5, y + 3, 11, INK, false) + t(at + 14, 'secret door');
  at += 82;
  out += label('1', at + 7, y + 3, 7, INK, false);
  out +=
    `<rect${attrs({ x: at, y: y - 1, width: 14, height: 6, fill: 'none', stroke: INK, 'stroke-width': 1.2 })}/>` +
    t(at + 18, 'one-way door');
  at += 92;
  out += label('D U', at + 11, y + 3, 10, INK, false) + t(at + 26, 'stairs down, up');
  at += 108;
  out += label('T', at + 5, y + 3, 11, TRAP, false) + t(at + 14, 'trap');
  at += 44;
  out += `<rect${attrs({ x: at, y: y - 3, width: 10, height: 10, fill: 'none', stroke: TRAP, 'stroke-width': 1.2 })}/>`;
  out +=
    `<path${attrs({ d: `M${num(at)} ${num(y - 3)}l10 10M${num(at + 10)} ${num(y - 3)}l-10 10`, stroke: TRAP, 'stroke-width': 1.2 })}/>` +
    t(at + 14, 'pit');
  at += 38;
  out += `<rect${attrs({ x: at, y: y - 3, width: 10, height: 10, fill: FLOOR, stroke: INK, 'stroke-width': 1.2 })}/>`;
  out +=
    `<path${attrs({ d: `M${num(at)} ${num(y + 7)}l10 -10`, stroke: INK, 'stroke-width': 1.2 })}/>` +
    t(at + 14, 'trap door');
  at += 66;
  out += t(at, 'C chute, Ch chimney, E elevator');
  at += 176;
  out +=
    `<path${attrs({ d: `M${num(at)} ${num(y - 3)}l8 5l-8 5z`, fill: '#d9822b', stroke: INK, 'stroke-width': 0.8 })}/>` +
    t(at + 12, 'unexplored');
  at += 68;
  out +=
    `<circle${attrs({ cx: at + 4, cy: y + 2, r: 4, fill: '#f0a030', stroke: INK, 'stroke-width': 1 })}/>` +
    t(at + 12, 'brazier');
  return out;
}
