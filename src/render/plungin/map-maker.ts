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
import { wallRuns } from '../../crawl/plan/walls';
import type { PlunginResult } from '../../crawl/plungin/engine';
import { builtBox } from '../../crawl/plungin/fit';
import { BLOCK, doorEdges } from '../../crawl/plungin/grid';
import { FONT_FAMILY } from '../fonts';
import type { LegendItem } from '../plan/figures';
import { attrs, esc } from '../svg';
import { textWidth } from '../text-metrics';
import { hasPixelGlyphs, pixelText } from './pixel-font';

export const MAP_MAKER_VERSION = '1.4.0';

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
const FRONTIER = '#43a5ba';

/** How a feature is marked on the map and named in the legend. */
interface FeatureMark {
  readonly colour: string;
  readonly word: string;
  /** An outline, for a mark as dark as the floor. */
  readonly rim?: string;
}
const WATER: FeatureMark = { colour: '#2f7dff', word: 'water' };
const STONE: FeatureMark = { colour: '#d8cfb4', word: 'statue, columns' };
const PIT: FeatureMark = { colour: '#000000', word: 'pit', rim: '#c8c8d0' };
/**
 * Every feature a quest pack's tile may hold (pack.schema.ts) and what a played game's traps
 * leave (trap-areas.ts: rubble, an open pit), by kind.
 */
const FEATURE_MARKS: Readonly<Record<string, FeatureMark>> = {
  fountain: WATER,
  pool: WATER,
  well: WATER,
  brazier: { colour: '#ff9a2e', word: 'torches' },
  altar: { colour: '#8a8fa0', word: 'altar' },
  statue: STONE,
  columns: STONE,
  pit: PIT,
  rubble: { colour: '#8b6b4a', word: 'rubble' },
};
const featureMark = (f: { readonly kind: string }): FeatureMark => FEATURE_MARKS[f.kind] ?? WATER;

/** The legend's entries for the features drawn on `plan`, once each, in the table's order. */
export function featureLegend(plan: {
  readonly spaces: readonly {
    readonly features: readonly { readonly kind: string; readonly cells: readonly unknown[] }[];
  }[];
}): LegendItem[] {
  const drawn = new Set<FeatureMark>();
  for (const s of plan.spaces)
    for (const f of s.features) if (f.cells.length > 0) drawn.add(featureMark(f));
  return [...new Set(Object.values(FEATURE_MARKS))].filter((m) => drawn.has(m));
}

interface Opts {
  readonly mode: 'sheet' | 'vtt';
  readonly ppg: number;
  readonly view: 'referee' | 'player';
  readonly words: MapWords;
  readonly subtitle: string;
  /** Whether to draw the monsters the construction placed (a played game draws its own). */
  readonly placed: boolean;
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

/** The part of the sheet drawn, in squares. */
interface Crop {
  readonly x0: number;
  readonly y0: number;
  readonly w: number;
  readonly h: number;
}

/**
 * The squares a sheet-mode map shows: the blocks the dungeon has built on, with one square's margin
 * for the marks at its doorways (?, X), within the sheet; as the Map Maker is filled in, the
 * drawing grows with it. A run already cut to them (CrawlSystem.fit) is drawn whole in both modes.
 */
export function builtCrop(run: PlunginResult): Crop {
  const b = builtBox(run);
  return { x0: b.x0, y0: b.y0, w: b.x1 - b.x0, h: b.y1 - b.y0 };
}

/** Shapes of one colour gathered into one path: one node, however many marks. */
class Ink {
  private readonly d = new Map<string, string>();
  add(key: string, d: string): void {
    this.d.set(key, (this.d.get(key) ?? '') + d);
  }
  /** One path per key, `attrsOf` giving the rest of its attributes. */
  paths(attrsOf: (key: string) => Record<string, string | number>): string {
    let out = '';
    for (const [key, d] of this.d) out += `<path${attrs({ d, ...attrsOf(key) })}/>`;
    return out;
  }
}

const rectD = (x: number, y: number, w: number, h: number) => `M${x} ${y}h${w}v${h}h${-w}z`;

/**
 * Marks of one colour: each in the pixel font, all of a colour one path (its `data-glyphs` lists
 * them, for a reader of the SVG); one the pixel font lacks is a bare `<text>` in a group by size
 * and colour.
 */
class Letters {
  private readonly g = new Map<string, string>();
  private readonly ink = new Ink();
  private readonly marks = new Map<string, string[]>();
  add(fill: string, size: number, x: number, y: number, s: string): void {
    if (hasPixelGlyphs(s)) {
      this.ink.add(fill, pixelText(s, x, y, size));
      this.marks.set(fill, [...(this.marks.get(fill) ?? []), s]);
      return;
    }
    const key = `${fill}|${Math.round(size * 100) / 100}`;
    this.g.set(key, (this.g.get(key) ?? '') + `<text${attrs({ x, y })}>${esc(s)}</text>`);
  }
  toString(): string {
    let out = this.ink.paths((fill) => ({ fill, 'data-glyphs': this.marks.get(fill)!.join(' ') }));
    for (const [key, texts] of this.g) {
      const [fill, size] = key.split('|');
      out += `<g${attrs({ 'font-family': FONT_FAMILY, 'font-size': size, fill, 'font-weight': 'bold', 'text-anchor': 'middle' })}>${texts}</g>`;
    }
    return out;
  }
}

/** The map area: grid, floors, walls, doors, marks and figures, with its top-left at (ox, oy). */
function mapArea(run: PlunginResult, o: Opts, ox: number, oy: number, crop: Crop): string {
  const { plan } = run;
  const p = o.ppg;
  // The Map Maker's square at the plan's (0, 0): blocks are counted from the sheet's corner.
  const sx = run.origin?.x ?? 0;
  const sy = run.origin?.y ?? 0;
  const X0 = crop.x0 * p;
  const Y0 = crop.y0 * p;
  const X1 = (crop.x0 + crop.w) * p;
  const Y1 = (crop.y0 + crop.h) * p;
  let out = `<g transform="translate(${ox - X0},${oy - Y0})">`;
  out += `<rect${attrs({ x: X0, y: Y0, width: X1 - X0, height: Y1 - Y0, fill: SCREEN })}/>`;
  let grid = '';
  let blocks = '';
  for (let x = crop.x0; x <= crop.x0 + crop.w; x++)
    if ((x + sx) % BLOCK === 0) blocks += `M${x * p} ${Y0}V${Y1}`;
    else grid += `M${x * p} ${Y0}V${Y1}`;
  for (let y = crop.y0; y <= crop.y0 + crop.h; y++)
    if ((y + sy) % BLOCK === 0) blocks += `M${X0} ${y * p}H${X1}`;
    else grid += `M${X0} ${y * p}H${X1}`;
  // Whole-pixel lines drawn without anti-aliasing: a screen's grid, and far cheaper to rasterise
  // (each anti-aliased line crossing the map was blended pixel by pixel).
  out += `<path${attrs({ d: grid, stroke: GRID, 'stroke-width': 1, fill: 'none', 'shape-rendering': 'crispEdges' })}/>`;
  out += `<path${attrs({ d: blocks, stroke: BLOCK_LINE, 'stroke-width': 2, fill: 'none', 'shape-rendering': 'crispEdges' })}/>`;
  // Floors: one rectangle a run of squares.
  let floor = '';
  for (const s of plan.spaces)
    for (const r of s.spans) floor += rectD(r.x0 * p, r.y * p, (r.x1 - r.x0 + 1) * p, p);
  out += `<path${attrs({ d: floor, fill: FLOOR })}/>`;
  // Features by what they are (FEATURE_MARKS); an open pit is a hole ringed in grey, as the
  // floor round it is dark.
  const features = new Ink();
  const rims = new Ink();
  for (const s of plan.spaces)
    for (const f of s.features) {
      const mark = featureMark(f);
      for (const c of f.cells) {
        const d = rectD(c.x * p + p * 0.15, c.y * p + p * 0.15, p * 0.7, p * 0.7);
        features.add(mark.colour, d);
        if (mark.rim) rims.add(mark.rim, d);
      }
    }
  out += features.paths((fill) => ({ fill, opacity: 0.85 }));
  out += rims.paths((stroke) => ({
    fill: 'none',
    stroke,
    'stroke-width': Math.max(1.5, p * 0.08),
  }));
  // Walls: secret passages are wall to the players.
  const portals =
    o.view === 'player' ? plan.portals.filter((x) => x.kind !== 'secret-door') : plan.portals;
  let walls = '';
  for (const r of wallRuns(plan.spaces, portals))
    walls += `M${r.x0 * p} ${r.y0 * p}L${r.x1 * p} ${r.y1 * p}`;
  out += `<path${attrs({ d: walls, stroke: WALL, 'stroke-width': Math.max(2, p * 0.16), 'stroke-linecap': 'square', fill: 'none' })}/>`;
  // Door markers by kind, a keyhole on the locked ones.
  const doors = new Ink();
  let keyholes = '';
  const letters = new Letters();
  for (const d of portals) {
    if (d.edges.length === 0) continue;
    const m = edgeMid(d.edges, p);
    const kind = d.kind === 'door' && d.state.locked ? 'locked' : d.kind;
    const colour = DOOR[kind] ?? DOOR.door!;
    const long = d.edges.length * p * 0.9;
    const thick = kind === 'great-door' ? p * 0.45 : p * 0.3;
    const w = m.axis === 'h' ? long : thick;
    const h = m.axis === 'h' ? thick : long;
    if (d.kind === 'secret-door') letters.add(colour, p * 0.8, m.x, m.y + p * 0.3, 'S');
    else {
      doors.add(colour, rectD(m.x - w / 2, m.y - h / 2, w, h));
      if (kind !== 'door') keyholes += rectD(m.x - p * 0.1, m.y - p * 0.1, p * 0.2, p * 0.2);
    }
    if (o.view === 'referee' && d.state.trapped) {
      const dx = m.axis === 'h' ? long / 2 + p * 0.4 : p * 0.6;
      const dy = m.axis === 'h' ? -p * 0.5 : -long / 2 - p * 0.1;
      letters.add(MONSTER, p * 0.7, m.x + dx, m.y + dy + p * 0.3, 'T');
    }
  }
  out += doors.paths((fill) => ({ fill, stroke: SCREEN, 'stroke-width': 1 }));
  if (keyholes) out += `<path${attrs({ d: keyholes, fill: SCREEN })}/>`;
  // X where a doorway leads nowhere (kept inside the drawn squares at the sheet's edge); S at the entry.
  const figures = new Ink();
  const labels: string[] = [];
  for (const t of run.tiles) {
    for (const side of t.nowhere) {
      const edges = doorEdges(t.block, side).map((e) => ({ ...e, x: e.x - sx, y: e.y - sy }));
      const m = edgeMid(edges, p);
      const x = Math.min(X1 - p * 0.5, Math.max(X0 + p * 0.5, m.x));
      const y = Math.min(Y1 - p * 0.5, Math.max(Y0 + p * 0.5, m.y));
      letters.add(MONSTER, p, x, y + p * 0.35, 'X');
    }
    if (t.kind === 'entry')
      letters.add(
        TEXT,
        p * 1.6,
        (t.block.bx * BLOCK + 3 - sx) * p,
        (t.block.by * BLOCK + 3.4 - sy) * p,
        'S',
      );
    else if (o.view === 'referee') {
      const label =
        o.words.labels.get(t.space) ??
        String(plan.spaces.find((s) => s.id === t.space)?.number ?? '');
      if (label) {
        // The first square in reading order with no figure or chest on it.
        const space = plan.spaces.find((s) => s.id === t.space)!;
        const taken = new Set(t.placed.map((f) => `${f.cell.x},${f.cell.y}`));
        const cells = fromSpans(space.spans);
        const free = cells.filter((q) => !taken.has(`${q.x},${q.y}`));
        const c = (free.length ? free : cells).reduce((a, b) =>
          b.y < a.y || (b.y === a.y && b.x < a.x) ? b : a,
        );
        labels.push(
          `<text${attrs({ x: c.x * p + p * 0.1, y: c.y * p + p * 0.75 })}>${esc(label)}</text>`,
        );
      }
    }
    // Figures and chests where the dice put them.
    for (const f of t.placed) {
      const x = f.cell.x * p;
      const y = f.cell.y * p;
      if (f.what === 'chest')
        figures.add(
          f.name.startsWith('locked') ? 'chest:' + CHEST : 'chest:#c8c8d0',
          rectD(x + p * 0.15, y + p * 0.25, p * 0.7, p * 0.5),
        );
      else if (o.placed) {
        const colour = f.what === 'boss' ? BOSS : MONSTER;
        figures.add('figure:' + colour, rectD(x + p * 0.08, y + p * 0.08, p * 0.84, p * 0.84));
        const letter = f.what === 'boss' ? 'B' : f.name.charAt(0).toUpperCase();
        letters.add(colour, p * 0.7, x + p / 2, y + p * 0.75, letter);
      }
    }
  }
  if (labels.length)
    out += `<g${attrs({ 'font-family': FONT_FAMILY, 'font-size': p * 0.6, fill: DIM, 'font-weight': 'bold' })}>${labels.join('')}</g>`;
  out += figures.paths((key) => {
    const [what, colour] = key.split(':') as [string, string];
    return what === 'chest'
      ? { fill: colour, stroke: SCREEN, 'stroke-width': 1 }
      : { fill: 'none', stroke: colour, 'stroke-width': 1.5 };
  });
  // Doors still to open (the referee's frontier), each under a clear box named by its exit id,
  // which the viewer makes a button (`data-exit`: the sheet is cut, so it cannot place its own).
  let hits = '';
  if (o.view === 'referee')
    for (const e of plan.frontier) {
      const c = e.cells[0]!;
      const c2 = e.cells[1] ?? c;
      const x0 = Math.min(c.x, c2.x);
      const y0 = Math.min(c.y, c2.y);
      hits += `<g${attrs({ 'data-exit': e.id })}><title>${e.id}</title><rect${attrs({ x: x0 * p, y: y0 * p, width: (Math.abs(c2.x - c.x) + 1) * p, height: (Math.abs(c2.y - c.y) + 1) * p, fill: '#000000', 'fill-opacity': 0 })}/></g>`;
      letters.add(
        FRONTIER,
        p * 0.8,
        ((c.x + c2.x + 1) / 2) * p,
        ((c.y + c2.y + 1) / 2) * p + p * 0.3,
        '?',
      );
    }
  return out + letters.toString() + hits + '</g>';
}

/** The Plot Counter strip: N boxes down to 1, then pink 1 up to X; phases done crossed off. */
function plotStrip(run: PlunginResult, x: number, y: number, width: number): string {
  const { n, x: span, phases } = run.plot;
  const boxes = n + span;
  const size = Math.max(12, Math.min(28, Math.floor((width - 240) / boxes)));
  let out = text(x, y + size * 0.75, `PLOT COUNTER ${n} (${span})`, 14, TEXT);
  const x0 = x + 230;
  const box = new Ink();
  const crosses = new Ink();
  const numbers = new Letters();
  for (let i = 0; i < boxes; i++) {
    const pink = i >= n;
    const label = pink ? i - n + 1 : n - i;
    const bx = x0 + i * size;
    const done = i < phases;
    box.add(
      `${done ? (pink ? '#6e2a50' : '#1f4a2a') : SCREEN}|${pink ? PINK : DIM}`,
      rectD(bx, y, size - 2, size - 2),
    );
    numbers.add(
      pink ? PINK : TEXT,
      size * 0.45,
      bx + (size - 2) / 2,
      y + size * 0.65,
      String(label),
    );
    if (done)
      crosses.add(
        'x',
        `M${bx + 2} ${y + 2}L${bx + size - 4} ${y + size - 4}M${bx + size - 4} ${y + 2}L${bx + 2} ${y + size - 4}`,
      );
  }
  out += box.paths((key) => {
    const [fill, stroke] = key.split('|') as [string, string];
    return { fill, stroke, 'stroke-width': 1.5 };
  });
  out += numbers.toString();
  out += crosses.paths(() => ({ stroke: '#ffffff', 'stroke-width': 1.5, opacity: 0.8 }));
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
 * Break `line` into lines at most `width` pixels wide in bold text of `size`, at spaces (a word
 * longer than the width is broken where it must be); lines after the first start with `indent`.
 */
export function wrapText(line: string, width: number, size: number, indent = ''): string[] {
  const fits = (s: string) => textWidth(s, size, true) <= width;
  const out: string[] = [];
  let cur = '';
  for (const word of line.split(' ')) {
    const next = cur === '' ? (out.length ? indent : '') + word : `${cur} ${word}`;
    if (fits(next) || cur === '') cur = next;
    else {
      out.push(cur);
      cur = indent + word;
    }
    // A word wider than the whole line is cut.
    while (!fits(cur) && cur.length > indent.length + 1) {
      let k = cur.length - 1;
      while (k > indent.length + 1 && !fits(cur.slice(0, k))) k--;
      out.push(cur.slice(0, k));
      cur = indent + cur.slice(k);
    }
  }
  if (cur !== '') out.push(cur);
  return out;
}

/**
 * The Map Maker's legend: the door markers, the letters (the construction's monsters only when
 * they are drawn, `placed`), the chests, the doors still to open (the referee's), and the
 * features drawn on the plan.
 */
export function mapMakerLegend(
  anyRun: CrawlRun,
  placed: boolean,
  view: 'referee' | 'player',
): LegendItem[] {
  const run = anyRun as PlunginResult;
  return [
    { colour: '#c8c8d0', word: 'door' },
    { colour: DOOR.locked!, word: 'locked' },
    { colour: DOOR['great-door']!, word: 'Great Door' },
    { colour: DOOR['secret-door']!, word: 'S secret' },
    {
      colour: MONSTER,
      word: placed ? 'T trap, X leads nowhere, letters: monsters' : 'T trap, X leads nowhere',
    },
    ...(placed ? [{ colour: BOSS, word: 'B boss' }] : []),
    { colour: CHEST, word: 'chest (gold: locked)' },
    ...(view === 'referee' && run.plan.frontier.length > 0
      ? [{ colour: FRONTIER, word: '? door not yet opened' }]
      : []),
    ...featureLegend(run.plan),
  ];
}

/**
 * The Map Maker as SVG: `vtt` is the map area only (the sheet's squares times `ppg`); `sheet`
 * shows the squares the dungeon has reached, and adds the title, the Plot Counter strip, a legend
 * and the key column, every line wrapped to the sheet.
 */
export function mapMakerSvg(
  anyRun: CrawlRun,
  mode: 'sheet' | 'vtt',
  ppg: number,
  view: 'referee' | 'player',
  words: MapWords,
  subtitle: string,
  placed = true,
): string {
  const run = anyRun as PlunginResult;
  const o: Opts = { mode, ppg, view, words, subtitle, placed };
  if (mode === 'vtt') {
    const all: Crop = { x0: 0, y0: 0, w: run.plan.sheet.width, h: run.plan.sheet.height };
    const mapW = all.w * ppg;
    const mapH = all.h * ppg;
    return `<svg xmlns="http://www.w3.org/2000/svg"${attrs({ width: mapW, height: mapH, viewBox: `0 0 ${mapW} ${mapH}` })}>${mapArea(run, o, 0, 0, all)}</svg>`;
  }
  const crop = builtCrop(run);
  const mapW = crop.w * ppg;
  const mapH = crop.h * ppg;
  const m = 24;
  const keyW = view === 'referee' ? 340 : 0;
  // Wide enough for the title and the Plot Counter strip of the longest Time Span (N + X <= 40).
  const minW = Math.max(
    760,
    m + textWidth(words.title.toUpperCase(), 22, true) + m,
    m + 230 + (run.plot.n + run.plot.x) * 14 + m,
  );
  const W = Math.ceil(Math.max(minW, m + mapW + (keyW ? m + keyW : 0) + m));
  const KEY_SIZE = 11;
  const KEY_LINE = 15;
  const keyLines = keyW
    ? words.keyLines.flatMap((line, i) =>
        wrapText(line, keyW, KEY_SIZE, '   ').map((s) => ({ s, first: i === 0 })),
      )
    : [];
  const keyH = keyLines.length ? 36 + keyLines.length * KEY_LINE : 0;
  const bodyH = Math.max(mapH + 6, keyH);
  // The legend, in rows as wide as the sheet.
  const legendItems = mapMakerLegend(run, placed, view);
  const legendX0 = m + 230;
  const rows: { it: LegendItem; x: number; row: number }[] = [];
  let lx = legendX0;
  let row = 0;
  for (const it of legendItems) {
    const itemW = 20 + textWidth(it.word, 11, true) + 24;
    if (lx > legendX0 && lx + itemW > W - m) {
      row++;
      lx = legendX0;
    }
    rows.push({ it, x: lx, row });
    lx += itemW;
  }
  const stripY = 70 + bodyH + 20;
  const legendY = stripY + 58;
  const H = legendY + (row + 1) * 18 + 12;
  let out = `<svg xmlns="http://www.w3.org/2000/svg"${attrs({ width: W, height: H, viewBox: `0 0 ${W} ${H}` })}>`;
  out += `<rect${attrs({ x: 0, y: 0, width: W, height: H, fill: '#000000' })}/>`;
  out += text(m, 32, words.title.toUpperCase(), 22, TEXT);
  out += text(m, 54, subtitle, 12, DIM);
  out += mapArea(run, o, m, 70, crop);
  out += `<rect${attrs({ x: m - 3, y: 67, width: mapW + 6, height: mapH + 6, fill: 'none', stroke: WALL, 'stroke-width': 2 })}/>`;
  out += plotStrip(run, m, stripY, W - 2 * m);
  const swatches = new Ink();
  const swatchRims = new Ink();
  let legend = '';
  for (const { it, x, row } of rows) {
    const y = legendY + row * 18;
    swatches.add(it.colour, rectD(x, y, 14, 10));
    if (it.rim) swatchRims.add(it.rim, rectD(x, y, 14, 10));
    legend += `<text${attrs({ x: x + 20, y: y + 10 })}>${esc(it.word)}</text>`;
  }
  out += swatches.paths((fill) => ({ fill }));
  out += swatchRims.paths((stroke) => ({ fill: 'none', stroke, 'stroke-width': 1.5 }));
  out += `<g${attrs({ 'font-family': FONT_FAMILY, 'font-size': 11, fill: TEXT, 'font-weight': 'bold' })}>${legend}</g>`;
  if (keyW) {
    const kx = m + mapW + m;
    out += text(kx, 84, 'MAP MAKER', 16, TEXT);
    keyLines.forEach((l, i) => {
      out += text(kx, 106 + i * KEY_LINE, l.s, KEY_SIZE, l.first ? PINK : TEXT);
    });
  }
  return out + '</svg>';
}
