/**
 * Dungeon Plungin's Map Maker as a map, in the look of the early computer role-playing games the
 * rulebook evokes: a dark screen, a faint square grid with the 6×6 tile blocks brighter, walls in
 * bright cyan, door markers by kind (silver unlocked, gold locked, magenta Great Door, S for a
 * secret passage), T by a trapped door, X where a doorway leads nowhere, S at the entry, the
 * figures and chests where the two dice put them, and the Plot Counter strip below the map as
 * the sheet has it (N down to 1, then the pink 1 up to X, phases crossed off).
 */
import type { CrawlRun, MapWords } from '../../crawl/plan/system';
import type { Edge } from '../../crawl/plan/types';
import { fromSpans } from '../../crawl/plan/geometry';
import { mergeRuns, wallEdges } from '../../crawl/plan/walls';
import type { PlunginResult } from '../../crawl/plungin/engine';
import { doorEdges } from '../../crawl/plungin/grid';
import { FONT_FAMILY } from '../fonts';
import { attrs, esc } from '../svg';

export const MAP_MAKER_VERSION = '1.0.0';

const SCREEN = '#050a1a';
const GRID = '#0f2240';
const BLOCK_LINE = '#1d3f6e';
const FLOOR = '#0d1b33';
const WALL = '#5ee7ff';
const TEXT = '#7dff7a';
const DIM = '#3f9c4a';
const DOOR: Readonly<Record<string, string>> = {
  door: '#c8c8d0',
  locked: '#ffc933',
  'great-door': '#ff4fd8',
  'secret-door': '#ffe14d',
};
const MONSTER = '#ff5a4f';
const BOSS = '#ff4fd8';
const CHEST = '#ffc933';
const PINK = '#ff8fc8';

interface Opts {
  readonly mode: 'sheet' | 'vtt';
  readonly ppg: number;
  readonly view: 'referee' | 'player';
  readonly words: MapWords;
  readonly subtitle: string;
}

const text = (
  x: number,
  y: number,
  s: string,
  size: number,
  fill: string,
  extra: Record<string, string | number> = {},
) =>
  `<text${attrs({ x, y, 'font-family': FONT_FAMILY, 'font-size': size, fill, 'font-weight': 'bold', ...extra })}>${esc(s)}</text>`;

/** The middle of a run of door edges, in pixels. */
function edgeMid(edges: readonly Edge[], ppg: number): { x: number; y: number; axis: 'h' | 'v' } {
  const e0 = edges[0]!;
  const e1 = edges[edges.length - 1]!;
  const x = e0.axis === 'h' ? ((e0.x + e1.x + 1) / 2) * ppg : e0.x * ppg;
  const y = e0.axis === 'v' ? ((e0.y + e1.y + 1) / 2) * ppg : e0.y * ppg;
  return { x, y, axis: e0.axis };
}

/** The map area: grid, floors, walls, doors, marks and figures, with its top-left at (ox, oy). */
function mapArea(run: PlunginResult, o: Opts, ox: number, oy: number): string {
  const { plan } = run;
  const p = o.ppg;
  const W = plan.sheet.width;
  const H = plan.sheet.height;
  let out = `<g transform="translate(${ox},${oy})">`;
  out += `<rect${attrs({ x: 0, y: 0, width: W * p, height: H * p, fill: SCREEN })}/>`;
  let grid = '';
  for (let x = 0; x <= W; x++) grid += `M${x * p} 0V${H * p}`;
  for (let y = 0; y <= H; y++) grid += `M0 ${y * p}H${W * p}`;
  out += `<path${attrs({ d: grid, stroke: GRID, 'stroke-width': 1, fill: 'none' })}/>`;
  let blocks = '';
  for (let x = 0; x <= W; x += 6) blocks += `M${x * p} 0V${H * p}`;
  for (let y = 0; y <= H; y += 6) blocks += `M0 ${y * p}H${W * p}`;
  out += `<path${attrs({ d: blocks, stroke: BLOCK_LINE, 'stroke-width': 2, fill: 'none' })}/>`;
  // Floors.
  let floor = '';
  for (const s of plan.spaces)
    for (const r of s.spans)
      floor += `M${r.x0 * p} ${r.y * p}h${(r.x1 - r.x0 + 1) * p}v${p}h${-(r.x1 - r.x0 + 1) * p}z`;
  out += `<path${attrs({ d: floor, fill: FLOOR })}/>`;
  // Features: fountain and pool blue, the sarcophagus grey, torches orange.
  for (const s of plan.spaces)
    for (const f of s.features) {
      const colour = f.kind === 'brazier' ? '#ff9a2e' : f.kind === 'altar' ? '#8a8fa0' : '#2f7dff';
      for (const c of f.cells)
        out += `<rect${attrs({ x: c.x * p + p * 0.15, y: c.y * p + p * 0.15, width: p * 0.7, height: p * 0.7, fill: colour, opacity: 0.85 })}/>`;
    }
  // Walls: secret passages are wall to the players.
  const portals =
    o.view === 'player' ? plan.portals.filter((x) => x.kind !== 'secret-door') : plan.portals;
  let walls = '';
  for (const r of mergeRuns(wallEdges(plan.spaces, portals)))
    walls += `M${r.x0 * p} ${r.y0 * p}L${r.x1 * p} ${r.y1 * p}`;
  out += `<path${attrs({ d: walls, stroke: WALL, 'stroke-width': Math.max(2, p * 0.16), 'stroke-linecap': 'square', fill: 'none' })}/>`;
  // Door markers by kind.
  for (const d of portals) {
    if (d.edges.length === 0) continue;
    const m = edgeMid(d.edges, p);
    const kind = d.kind === 'door' && d.state.locked ? 'locked' : d.kind;
    const colour = DOOR[kind] ?? DOOR.door!;
    const long = d.edges.length * p * 0.9;
    const thick = kind === 'great-door' ? p * 0.45 : p * 0.3;
    const w = m.axis === 'h' ? long : thick;
    const h = m.axis === 'h' ? thick : long;
    if (d.kind === 'secret-door') {
      out += text(m.x, m.y + p * 0.3, 'S', p * 0.8, colour, { 'text-anchor': 'middle' });
    } else {
      out += `<rect${attrs({ x: m.x - w / 2, y: m.y - h / 2, width: w, height: h, fill: colour, stroke: SCREEN, 'stroke-width': 1 })}/>`;
      if (kind !== 'door')
        out += `<rect${attrs({ x: m.x - p * 0.1, y: m.y - p * 0.1, width: p * 0.2, height: p * 0.2, fill: SCREEN })}/>`;
    }
    if (o.view === 'referee' && d.state.trapped) {
      const dx = m.axis === 'h' ? long / 2 + p * 0.4 : p * 0.6;
      const dy = m.axis === 'h' ? -p * 0.5 : -long / 2 - p * 0.1;
      out += text(m.x + dx, m.y + dy + p * 0.3, 'T', p * 0.7, MONSTER, { 'text-anchor': 'middle' });
    }
  }
  // X where a doorway leads nowhere; S at the entry.
  for (const t of run.tiles) {
    for (const side of t.nowhere) {
      const m = edgeMid(doorEdges(t.block, side), p);
      out += text(m.x, m.y + p * 0.35, 'X', p, MONSTER, { 'text-anchor': 'middle' });
    }
    const bx = t.block.bx * 6 * p;
    const by = t.block.by * 6 * p;
    if (t.kind === 'entry')
      out += text(bx + 3 * p, by + 3.4 * p, 'S', p * 1.6, TEXT, { 'text-anchor': 'middle' });
    else if (o.view === 'referee') {
      const label =
        o.words.labels.get(t.space) ??
        String(plan.spaces.find((s) => s.id === t.space)?.number ?? '');
      if (label) {
        const cells = fromSpans(plan.spaces.find((s) => s.id === t.space)!.spans);
        const c = cells.reduce((a, b) => (b.y < a.y || (b.y === a.y && b.x < a.x) ? b : a));
        out += text(c.x * p + p * 0.1, c.y * p + p * 0.75, label, p * 0.6, DIM);
      }
    }
    // Figures and chests where the dice put them.
    for (const f of t.placed) {
      const x = f.cell.x * p;
      const y = f.cell.y * p;
      if (f.what === 'chest') {
        out += `<rect${attrs({ x: x + p * 0.15, y: y + p * 0.25, width: p * 0.7, height: p * 0.5, fill: f.name.startsWith('locked') ? CHEST : '#c8c8d0', stroke: SCREEN, 'stroke-width': 1 })}/>`;
      } else {
        const colour = f.what === 'boss' ? BOSS : MONSTER;
        out += `<rect${attrs({ x: x + p * 0.08, y: y + p * 0.08, width: p * 0.84, height: p * 0.84, fill: 'none', stroke: colour, 'stroke-width': 1.5 })}/>`;
        const letter = f.what === 'boss' ? 'B' : f.name.charAt(0).toUpperCase();
        out += text(x + p / 2, y + p * 0.75, letter, p * 0.7, colour, {
          'text-anchor': 'middle',
        });
      }
    }
  }
  // Doors still to open (the referee's frontier).
  if (o.view === 'referee')
    for (const e of plan.frontier) {
      const c = e.cells[0]!;
      const c2 = e.cells[1] ?? c;
      out += text(
        ((c.x + c2.x + 1) / 2) * p,
        ((c.y + c2.y + 1) / 2) * p + p * 0.3,
        '?',
        p * 0.8,
        WALL,
        {
          'text-anchor': 'middle',
          opacity: 0.7,
        },
      );
    }
  return out + '</g>';
}

/** The Plot Counter strip: N boxes down to 1, then pink 1 up to X; phases done crossed off. */
function plotStrip(run: PlunginResult, x: number, y: number, width: number): string {
  const { n, x: span, phases } = run.plot;
  const boxes = n + span;
  const size = Math.min(28, Math.floor((width - 240) / boxes));
  let out = text(x, y + size * 0.75, `PLOT COUNTER ${n} (${span})`, 14, TEXT);
  const x0 = x + 230;
  for (let i = 0; i < boxes; i++) {
    const pink = i >= n;
    const label = pink ? i - n + 1 : n - i;
    const bx = x0 + i * size;
    const done = i < phases;
    out += `<rect${attrs({ x: bx, y, width: size - 2, height: size - 2, fill: done ? (pink ? '#6e2a50' : '#1f4a2a') : SCREEN, stroke: pink ? PINK : DIM, 'stroke-width': 1.5 })}/>`;
    out += text(
      bx + (size - 2) / 2,
      y + size * 0.65,
      String(label),
      size * 0.45,
      pink ? PINK : TEXT,
      { 'text-anchor': 'middle' },
    );
    if (done)
      out += `<path${attrs({ d: `M${bx + 2} ${y + 2}L${bx + size - 4} ${y + size - 4}M${bx + size - 4} ${y + 2}L${bx + 2} ${y + size - 4}`, stroke: '#ffffff', 'stroke-width': 1.5, opacity: 0.8 })}/>`;
  }
  const mod = run.plot.complete
    ? 'dungeon complete'
    : `next Doorway roll +${run.plot.nextModifier}`;
  out += text(
    x + 170,
    y + size + 16,
    `${phases} phases; ${mod}${run.plot.greatDoorFound ? '; Great Door found' : ''}`,
    12,
    DIM,
  );
  return out;
}

/**
 * The Map Maker as SVG: `vtt` is the map area only (the sheet's squares times `ppg`); `sheet`
 * adds the title, the Plot Counter strip, a legend and the key column.
 */
export function mapMakerSvg(
  anyRun: CrawlRun,
  mode: 'sheet' | 'vtt',
  ppg: number,
  view: 'referee' | 'player',
  words: MapWords,
  subtitle: string,
): string {
  const run = anyRun as PlunginResult;
  const o: Opts = { mode, ppg, view, words, subtitle };
  const mapW = run.plan.sheet.width * ppg;
  const mapH = run.plan.sheet.height * ppg;
  if (mode === 'vtt')
    return `<svg xmlns="http://www.w3.org/2000/svg"${attrs({ width: mapW, height: mapH, viewBox: `0 0 ${mapW} ${mapH}` })}>${mapArea(run, o, 0, 0)}</svg>`;
  const m = 24;
  const keyW = view === 'referee' ? 340 : 0;
  const W = m + mapW + (keyW ? m + keyW : 0) + m;
  const H = 70 + mapH + 110;
  let out = `<svg xmlns="http://www.w3.org/2000/svg"${attrs({ width: W, height: H, viewBox: `0 0 ${W} ${H}` })}>`;
  out += `<rect${attrs({ x: 0, y: 0, width: W, height: H, fill: '#000000' })}/>`;
  out += text(m, 32, words.title.toUpperCase(), 22, TEXT);
  out += text(m, 54, subtitle, 12, DIM);
  out += mapArea(run, o, m, 70);
  out += `<rect${attrs({ x: m - 3, y: 67, width: mapW + 6, height: mapH + 6, fill: 'none', stroke: WALL, 'stroke-width': 2 })}/>`;
  out += plotStrip(run, m, 70 + mapH + 20, mapW);
  const legend = [
    ['#c8c8d0', 'door'],
    [DOOR.locked!, 'locked'],
    [DOOR['great-door']!, 'Great Door'],
    [DOOR['secret-door']!, 'S secret'],
    [MONSTER, 'T trap, X leads nowhere, letters: monsters'],
    [BOSS, 'B boss'],
    [CHEST, 'chest (gold: locked)'],
  ] as const;
  let lx = m + 230;
  legend.forEach(([c, w]) => {
    out += `<rect${attrs({ x: lx, y: 70 + mapH + 78, width: 14, height: 10, fill: c })}/>`;
    out += text(lx + 20, 70 + mapH + 88, w, 11, TEXT);
    lx += 40 + w.length * 7;
  });
  if (keyW) {
    const kx = m + mapW + m;
    out += text(kx, 84, 'MAP MAKER', 16, TEXT);
    words.keyLines.forEach((line, i) => {
      out += text(kx, 106 + i * 15, line, 11, i === 0 ? PINK : TEXT);
    });
  }
  return out + '</svg>';
}
