/**
 * Text as outlines, for the PNG path: every `<text>` the bundled fonts can draw becomes one
 * `<path>` of its glyphs (src/render/font-glyphs.ts: the fonts' own outlines, `liga` ligatures
 * and `kern` pairs, as resvg's shaper applies them), so resvg parses paths instead of shaping
 * text, which cost it 30–60 µs a glyph. The SVG routes keep their `<text>`.
 *
 * Only our own SVG is met here: double-quoted attributes, no CSS. A `<text>` this cannot draw
 * exactly (a character outside the fonts, a `<tspan>`, spacing or baseline properties, a
 * relative size) stays as it is, and resvg draws it.
 */
import { FONT_GLYPHS } from './font-glyphs';

/** One `<text>` line taken out of the SVG: its glyphs, where they stand, and its colour. */
export interface GlyphRun {
  readonly bold: boolean;
  /** Font size in the SVG's units. */
  readonly size: number;
  /** Fill as 0xRRGGBB. */
  readonly colour: number;
  /** Baseline, in the SVG's units. */
  readonly y: number;
  /** Glyph ids and each one's pen position (the SVG's units), glyph by glyph. */
  readonly ids: readonly number[];
  readonly xs: readonly number[];
}

/** The text of an SVG to draw over its pixels: the SVG's size (its user units) and the lines. */
export interface TextLayer {
  readonly width: number;
  readonly height: number;
  readonly runs: readonly GlyphRun[];
}

interface Glyph {
  readonly advance: number;
  /** The outline as generated, read into commands and points on first use. */
  readonly spec: string;
  /** Points in font units (x, y up) and one command per point: M L, or Q (two points), Z. */
  commands?: string;
  points?: number[];
}

interface Face {
  readonly unitsPerEm: number;
  readonly cmap: ReadonlyMap<number, number>;
  readonly glyphs: ReadonlyMap<number, Glyph>;
  /** By first glyph: the rest of the components and the ligature, in the font's order. */
  readonly ligatures: ReadonlyMap<number, readonly (readonly number[])[]>;
  /** By left * 65536 + right. */
  readonly kerning: ReadonlyMap<number, number>;
  /** Path text by size, then glyph: the first point and the rest, relative, in 0.01 steps. */
  readonly drawn: Map<number, Map<number, Drawn | null>>;
  /** How many glyphs at sizes `drawn` holds. */
  drawnCount: number;
  /** Lines as shaped: their glyphs and each one's pen position (font units), by text. */
  readonly lines: Map<string, Shaped | null>;
}

function glyphEntry(spec: string): [number, Glyph] {
  const first = spec.indexOf(':');
  const second = spec.indexOf(':', first + 1);
  return [
    Number(spec.slice(0, first)),
    { advance: Number(spec.slice(first + 1, second)), spec: spec.slice(second + 1) },
  ];
}

function readOutline(g: Glyph): { commands: string; points: number[] } {
  if (g.commands === undefined) {
    let commands = '';
    const points: number[] = [];
    for (const m of g.spec.matchAll(/([MLQZ])([^MLQZ]*)/g)) {
      commands += m[1]!;
      if (m[1] !== 'Z') for (const x of m[2]!.trim().split(' ')) points.push(Number(x));
    }
    g.commands = commands;
    g.points = points;
  }
  return { commands: g.commands, points: g.points! };
}

let faces: Face[] | null = null;
function face(bold: boolean): Face {
  faces ??= FONT_GLYPHS.map((f): Face => {
    const ligatures = new Map<number, number[][]>();
    for (const spec of f.ligatures.split(',')) {
      if (spec === '') continue;
      const ids = spec.split(':').map(Number);
      const list = ligatures.get(ids[0]!) ?? [];
      list.push(ids.slice(1));
      ligatures.set(ids[0]!, list);
    }
    const kerning = new Map<number, number>();
    for (let i = 0; i + 2 < f.kerning.length; i += 3)
      kerning.set(f.kerning[i]! * 65536 + f.kerning[i + 1]!, f.kerning[i + 2]!);
    const cmap = new Map<number, number>();
    for (let i = 0; i + 1 < f.cmap.length; i += 2) cmap.set(f.cmap[i]!, f.cmap[i + 1]!);
    return {
      unitsPerEm: f.unitsPerEm,
      cmap,
      glyphs: new Map(f.glyphs.split('|').map(glyphEntry)),
      ligatures,
      kerning,
      drawn: new Map(),
      drawnCount: 0,
      lines: new Map(),
    };
  });
  return faces[bold ? 1 : 0]!;
}

/** A glyph's outline in font units (x right, y up): commands M L Q Z and their points. */
export function glyphOutline(bold: boolean, id: number): { commands: string; points: number[] } {
  return readOutline(face(bold).glyphs.get(id)!);
}

/** Font units to the em of the regular or the bold face. */
export function unitsPerEm(bold: boolean): number {
  return face(bold).unitsPerEm;
}

/**
 * An integer count of hundredths as SVG number text, as `num` in ./svg writes it (no trailing
 * zeros, no `-0`), without its string work.
 * @example h(-250) // '-2.5'; h(7) // '0.07'; h(300) // '3'
 */
export function h(hundredths: number): string {
  if (hundredths === 0) return '0';
  const a = hundredths < 0 ? -hundredths : hundredths;
  const whole = Math.floor(a / 100);
  const frac = a - whole * 100;
  const sign = hundredths < 0 ? '-' : '';
  if (frac === 0) return `${sign}${whole}`;
  if (frac % 10 === 0) return `${sign}${whole}.${frac / 10}`;
  return `${sign}${whole}.${frac < 10 ? '0' : ''}${frac}`;
}

/** Numbers after a command letter: a space between them unless the next is negative. */
function pair(a: number, b: number): string {
  const y = h(b);
  return `${h(a)}${y.startsWith('-') ? '' : ' '}${y}`;
}

/**
 * Hundredths as path data reads them, with no zero before the point (`.07`, `-.5`): a glyph's
 * steps are mostly under one unit, and its outline is most of the PNG path's SVG.
 */
function short(hundredths: number): string {
  if (hundredths <= -100 || hundredths >= 100 || hundredths === 0) return h(hundredths);
  const a = hundredths < 0 ? -hundredths : hundredths;
  const sign = hundredths < 0 ? '-' : '';
  if (a % 10 === 0) return `${sign}.${a / 10}`;
  return `${sign}.${a < 10 ? '0' : ''}${a}`;
}

/** {@link pair} in the form of {@link short}. */
function step(a: number, b: number): string {
  const y = short(b);
  return `${short(a)}${y.startsWith('-') ? '' : ' '}${y}`;
}

/**
 * A glyph at a size: its first point in hundredths of a unit from the pen (x right, y down), the
 * rest of its outline as relative path text, and the box round its points (on-curve and control
 * points, so the box holds the whole outline) from the pen.
 */
interface Drawn {
  readonly x: number;
  readonly y: number;
  readonly rest: string;
  readonly box: readonly [number, number, number, number];
}

/**
 * How far (hundredths of a unit, each axis) a curve's control point may be from the one the
 * shorthand `t` reflects for it: the rounding of the points to hundredths, no more.
 */
const SMOOTH_TOLERANCE = 1;

/** Glyphs at sizes kept per face (a map uses a few hundred; at most about 2 MB of path text). */
const DRAWN_MAX = 4_000;

/**
 * One glyph at a size as path text: its first point in hundredths of a unit from the pen
 * (x right, y down) and the rest as relative commands. Relative steps between points rounded
 * once to 0.01 keep every point within 0.005 of where it belongs wherever the pen is.
 */
function drawn(f: Face, id: number, size: number): Drawn | null {
  let atSize = f.drawn.get(size);
  const hit = atSize?.get(id);
  if (hit !== undefined) return hit;
  // Sizes vary from map to map: a long-running server starts the memo afresh now and then.
  if (f.drawnCount >= DRAWN_MAX) {
    f.drawn.clear();
    f.drawnCount = 0;
    atSize = undefined;
  }
  if (!atSize) f.drawn.set(size, (atSize = new Map()));
  f.drawnCount++;
  const out = drawnAfresh(f, id, size);
  atSize.set(id, out);
  return out;
}

function drawnAfresh(f: Face, id: number, size: number): Drawn | null {
  const g = readOutline(f.glyphs.get(id)!);
  if (g.commands === '') return null;
  const scale = (size / f.unitsPerEm) * 100;
  const px = (i: number) => Math.round(g.points[i]! * scale);
  const py = (i: number) => -Math.round(g.points[i + 1]! * scale);
  let rest = '';
  let p = 0;
  let cx = px(0);
  let cy = py(0);
  const x0 = cx;
  const y0 = cy;
  let sx = cx;
  let sy = cy;
  const box: [number, number, number, number] = [cx, cy, cx, cy];
  const hold = (x: number, y: number) => {
    if (x < box[0]) box[0] = x;
    if (y < box[1]) box[1] = y;
    if (x > box[2]) box[2] = x;
    if (y > box[3]) box[3] = y;
  };
  // The last curve's control point as drawn, and whether the last command was a curve.
  let lqx = 0;
  let lqy = 0;
  let smooth = false;
  for (let c = 0; c < g.commands.length; c++) {
    const cmd = g.commands[c]!;
    if (cmd === 'Z') {
      smooth = false;
      rest += 'z';
      cx = sx;
      cy = sy;
      continue;
    }
    if (cmd === 'Q') {
      let qx = px(p);
      let qy = py(p);
      const x = px(p + 2);
      const y = py(p + 2);
      // The control reflected from the last curve's through the pen: where a TrueType contour's
      // on-curve point is the midpoint of two control points (most of a round glyph), it is
      // the next control to within rounding, and `t` (the end point alone) draws the curve.
      const rx = 2 * cx - lqx;
      const ry = 2 * cy - lqy;
      if (
        smooth &&
        Math.abs(rx - qx) <= SMOOTH_TOLERANCE &&
        Math.abs(ry - qy) <= SMOOTH_TOLERANCE
      ) {
        qx = rx;
        qy = ry;
        rest += `t${step(x - cx, y - cy)}`;
      } else {
        const second = step(x - cx, y - cy);
        rest += `q${step(qx - cx, qy - cy)}${second.startsWith('-') ? '' : ' '}${second}`;
      }
      hold(qx, qy);
      hold(x, y);
      lqx = qx;
      lqy = qy;
      smooth = true;
      cx = x;
      cy = y;
      p += 4;
      continue;
    }
    smooth = false;
    const x = px(p);
    const y = py(p);
    p += 2;
    if (cmd === 'M') {
      if (c > 0) rest += `m${step(x - cx, y - cy)}`;
      sx = x;
      sy = y;
    } else if (y === cy) rest += `h${short(x - cx)}`;
    else if (x === cx) rest += `v${short(y - cy)}`;
    else rest += `l${step(x - cx, y - cy)}`;
    hold(x, y);
    cx = x;
    cy = y;
  }
  return { x: x0, y: y0, rest, box };
}

/** A line's glyphs and each one's pen position from the line's start (font units). */
interface Shaped {
  readonly ids: readonly number[];
  readonly pens: readonly number[];
  /** The pen after the last glyph: the line's advance. */
  readonly advance: number;
}

/** Lines shaped kept per face (a map has a few hundred). */
const LINES_MAX = 4_000;

/**
 * A copy of `s` holding only its own characters, for a key kept beyond the call. V8 makes a
 * substring of 13 characters or more a slice pointing into its parent, so a label's text cut out
 * of a map's SVG, kept as a key, kept that whole SVG alive: the memo of lines held every map's
 * SVG a render thread had outlined (a heap growing ~0.2 MB a map until the memo's clear).
 */
function ownCopy(s: string): string {
  return s.split('').join('');
}

/** A line shaped (glyphs, `kern` pairs), or null if a character is missing; memoised. */
function shape(f: Face, text: string): Shaped | null {
  const hit = f.lines.get(text);
  if (hit !== undefined) return hit;
  if (f.lines.size >= LINES_MAX) f.lines.clear();
  const ids = shapeAfresh(f, text);
  let out: Shaped | null = null;
  if (ids) {
    const pens: number[] = [];
    let pen = 0;
    for (let i = 0; i < ids.length; i++) {
      pens.push(pen);
      pen += f.glyphs.get(ids[i]!)!.advance;
      if (i + 1 < ids.length) pen += f.kerning.get(ids[i]! * 65536 + ids[i + 1]!) ?? 0;
    }
    out = { ids, pens, advance: pen };
  }
  f.lines.set(ownCopy(text), out);
  return out;
}

/** The glyphs of a line after the `liga` substitutions, or null if a character is missing. */
function shapeAfresh(f: Face, text: string): number[] | null {
  const ids: number[] = [];
  for (const ch of text) {
    const id = f.cmap.get(ch.codePointAt(0)!);
    if (id === undefined) return null;
    ids.push(id);
  }
  const out: number[] = [];
  for (let i = 0; i < ids.length;) {
    const options = f.ligatures.get(ids[i]!);
    let taken = false;
    if (options)
      for (const lig of options) {
        const n = lig.length - 1; // components after the first
        let match = i + n < ids.length;
        for (let k = 0; match && k < n; k++) match = ids[i + 1 + k] === lig[k];
        if (match) {
          out.push(lig[n]!);
          i += n + 1;
          taken = true;
          break;
        }
      }
    if (!taken) out.push(ids[i++]!);
  }
  return out;
}

/**
 * The path text of a line at a pen position (baseline left at x, y; `anchor` as text-anchor),
 * or null when the fonts cannot draw it.
 */
export function outlineLine(
  text: string,
  x: number,
  y: number,
  size: number,
  bold: boolean,
  anchor: 'start' | 'middle' | 'end',
): string | null {
  return layLine(text, x, y, size, bold, anchor, null)?.d ?? null;
}

/**
 * A line's outlines and, when `pad` (in the text's units) is given, its halo: the union of one
 * rectangle per glyph round the glyph's box, grown by `pad` on every side, as one path
 * ({@link haloOf}; null when no glyph has an outline). With `glyphs`, each glyph with an outline
 * and its pen position go there instead of into the path text (`d` is then empty).
 */
export function layLine(
  text: string,
  x: number,
  y: number,
  size: number,
  bold: boolean,
  anchor: 'start' | 'middle' | 'end',
  pad: number | null,
  glyphs: { ids: number[]; xs: number[] } | null = null,
): { d: string; halo: string | null } | null {
  const f = face(bold);
  const line = shape(f, text);
  if (!line) return null;
  const { ids, pens, advance: pen } = line;
  const scale = size / f.unitsPerEm;
  const shift = anchor === 'middle' ? (pen * scale) / 2 : anchor === 'end' ? pen * scale : 0;
  const oy = Math.round(y * 100);
  const p = pad === null ? 0 : Math.round(pad * 100);
  let d = '';
  const boxes: number[] = [];
  for (let i = 0; i < ids.length; i++) {
    const g = drawn(f, ids[i]!, size);
    if (!g) continue;
    const at = x - shift + pens[i]! * scale;
    const ox = Math.round(at * 100);
    if (glyphs) {
      glyphs.ids.push(ids[i]!);
      glyphs.xs.push(at);
    } else d += `M${pair(ox + g.x, oy + g.y)}${g.rest}`;
    if (pad !== null) {
      const [x0, y0, x1, y1] = g.box;
      boxes.push(ox + x0 - p, oy + y0 - p, ox + x1 + p, oy + y1 + p);
    }
  }
  return { d, halo: pad === null || boxes.length === 0 ? null : haloOf(boxes) };
}

/** Each box (x0, y0, x1, y1 in hundredths, four numbers a box) as its own closed rectangle. */
function boxPaths(boxes: readonly number[]): string {
  let out = '';
  for (let b = 0; b < boxes.length; b += 4) {
    const [x0, y0, x1, y1] = [boxes[b]!, boxes[b + 1]!, boxes[b + 2]!, boxes[b + 3]!];
    out += `M${pair(x0, y0)}H${h(x1)}V${h(y1)}H${h(x0)}z`;
  }
  return out;
}

/**
 * A halo's boxes (x0, y0, x1, y1 in hundredths, four numbers a box) as the outline of their
 * union: one closed shape for each run of boxes that overlap, its top and bottom drawn as steps.
 * The union covers the same points as the boxes (the same pixels, under the nonzero rule the
 * boxes were filled with), with a few edges instead of four a glyph: resvg spent 1.2 ms parsing
 * and 3.5 ms filling a map's halos drawn box by box. Where some column of the line crosses two
 * boxes that do not meet (a quote mark above a low letter, far apart), the boxes one by one.
 */
export function haloOf(boxes: readonly number[]): string {
  const count = boxes.length / 4;
  if (scratch.length < count * 6) scratch = new Float64Array(count * 12);
  // The boxes' left and right edges, sorted (insertion: a line has a few dozen), each once.
  const xs = scratch;
  let distinct = 0;
  for (let k = 0; k < boxes.length; k += 2) {
    const x = boxes[k]!;
    let at = distinct;
    while (at > 0 && xs[at - 1]! > x) at--;
    if (at > 0 && xs[at - 1] === x) continue;
    xs.copyWithin(at + 1, at, distinct);
    xs[at] = x;
    distinct++;
  }
  // Each column between two neighbouring edges: the top and bottom of the boxes over it, or
  // none (a gap between words); tops and bottoms after the edges in the scratch space.
  const columns = distinct - 1;
  const tops = count * 2;
  const bottoms = count * 4;
  for (let c = 0; c < columns; c++) {
    const left = xs[c]!;
    const right = xs[c + 1]!;
    let top = Infinity;
    let bottom = -Infinity;
    let over = 0;
    for (let b = 0; b < boxes.length; b += 4)
      if (boxes[b]! <= left && boxes[b + 2]! >= right) {
        if (boxes[b + 1]! < top) top = boxes[b + 1]!;
        if (boxes[b + 3]! > bottom) bottom = boxes[b + 3]!;
        over++;
      }
    // Boxes that do not meet leave a hole, which a column's one top and bottom cannot draw.
    if (over > 1 && hasHole(boxes, left, right, top, bottom)) return boxPaths(boxes);
    xs[tops + c] = top;
    xs[bottoms + c] = bottom;
  }
  let out = '';
  for (let c = 0; c < columns;) {
    if (xs[tops + c] === Infinity) {
      c++;
      continue;
    }
    // A run of columns each overlapping the next; the outline goes right along the tops and
    // back left along the bottoms.
    let end = c + 1;
    while (
      end < columns &&
      xs[tops + end] !== Infinity &&
      Math.max(xs[tops + end]!, xs[tops + end - 1]!) <
        Math.min(xs[bottoms + end]!, xs[bottoms + end - 1]!)
    )
      end++;
    out += `M${pair(xs[c]!, xs[tops + c]!)}`;
    for (let k = c; k < end; k++) {
      if (k + 1 < end && xs[tops + k + 1] === xs[tops + k]) continue;
      out += `H${h(xs[k + 1]!)}V${h(k + 1 < end ? xs[tops + k + 1]! : xs[bottoms + k]!)}`;
    }
    for (let k = end - 1; k >= c; k--) {
      if (k > c && xs[bottoms + k - 1] === xs[bottoms + k]) continue;
      out += k > c ? `H${h(xs[k]!)}V${h(xs[bottoms + k - 1]!)}` : `H${h(xs[k]!)}`;
    }
    out += 'z';
    c = end;
  }
  return out;
}

/** Scratch space for {@link haloOf}: a line's edges, then its columns' tops and bottoms. */
let scratch = new Float64Array(256);

/**
 * Whether the boxes over the column from `left` to `right` leave a gap between `top` and
 * `bottom` (their union is more than one stretch).
 */
function hasHole(
  boxes: readonly number[],
  left: number,
  right: number,
  top: number,
  bottom: number,
): boolean {
  // Walk down from the top: each step to the lowest bottom of a box that starts at or above it.
  let reach = top;
  for (let grew = true; grew && reach < bottom;) {
    grew = false;
    for (let b = 0; b < boxes.length; b += 4)
      if (
        boxes[b]! <= left &&
        boxes[b + 2]! >= right &&
        boxes[b + 1]! <= reach &&
        boxes[b + 3]! > reach
      ) {
        reach = boxes[b + 3]!;
        grew = true;
      }
  }
  return reach < bottom;
}

/** Attributes a `<text>` may carry and still be drawn here (the rest are kept on the path). */
const TEXT_ONLY = new Set([
  'x',
  'y',
  'font-size',
  'font-weight',
  'font-family',
  'font-style',
  'text-anchor',
]);
/** Attributes that change what text looks like in ways not drawn here, on the text or above it. */
const UNDRAWABLE = new Set([
  'style',
  'font',
  'font-variant',
  'font-stretch',
  'font-kerning',
  'font-feature-settings',
  'font-variant-ligatures',
  'font-size-adjust',
  'letter-spacing',
  'word-spacing',
  'dominant-baseline',
  'alignment-baseline',
  'baseline-shift',
  'writing-mode',
  'direction',
  'unicode-bidi',
  'text-decoration',
  'text-rendering',
  'xml:space',
  'dx',
  'dy',
  'rotate',
  'textLength',
  'lengthAdjust',
]);

interface Inherited {
  size: number | null;
  bold: boolean | null;
  anchor: 'start' | 'middle' | 'end' | null;
  /** Something above changes text in a way not drawn here. */
  undrawable: boolean;
  /**
   * Text here is painted as it stands, in page units: nothing above it transforms, fades, clips,
   * masks or hides it, nor holds it for later painting (defs, patterns, markers).
   */
  plain: boolean;
  /** The fill inherited, as written (`#000` unless something above sets one). */
  fill: string;
  /** Something above sets a stroke (not `none`), which the text would inherit. */
  stroked: boolean;
  /** Where page units put this element's own (0, 0): the translations above it. */
  tx: number;
  ty: number;
}

/** Attributes above a `<text>` that keep its glyphs out of the text layer (but a translation). */
const LAYER_BREAKS = /transform|opacity|clip|mask|filter|display|visibility/;
const TRANSLATE = /^\s*translate\(\s*(-?[\d.]+)(?:[\s,]+(-?[\d.]+))?\s*\)\s*$/;

/**
 * `state` as the attributes of an element leave it for the text layer: moved by a translation,
 * or no longer plain for any other transform, an opacity, clip, mask, filter or display.
 */
function placeIn(state: Inherited, list: readonly [string, string][] | null): void {
  if (!list) {
    state.plain = false;
    return;
  }
  for (const [k, v] of list) {
    if (!LAYER_BREAKS.test(k)) continue;
    const shift = k === 'transform' ? TRANSLATE.exec(v) : null;
    if (shift && Number.isFinite(Number(shift[1])) && Number.isFinite(Number(shift[2] ?? 0))) {
      state.tx += Number(shift[1]);
      state.ty += Number(shift[2] ?? 0);
    } else state.plain = false;
  }
}
/** Elements whose content is not painted where it stands, or not in page units. */
const UNPAINTED = new Set([
  'defs',
  'symbol',
  'pattern',
  'marker',
  'clipPath',
  'mask',
  'filter',
  'switch',
  'svg',
  'linearGradient',
  'radialGradient',
]);
/** Attributes a `<text>` taken into the text layer may keep (its halo drawn as boxes). */
const LAYER_OK = new Set(['id', 'class', 'fill']);
const PLAIN_COLOUR = /^#([0-9a-fA-F]{6}|[0-9a-fA-F]{3})$/;

/** A `#rgb` or `#rrggbb` colour as 0xRRGGBB. */
function colourOf(hex: string): number {
  const v = hex.length === 4 ? hex.replace(/[0-9a-fA-F]/g, (c) => c + c) : hex;
  return parseInt(v.slice(1), 16);
}

/**
 * The page size of an SVG whose root `<svg>` gives its width and height in user units (no
 * viewBox, or a viewBox at 0 0 of the same size), else null: the text layer is placed by it.
 */
function pageOf(
  list: readonly [string, string][] | null,
): { width: number; height: number } | null {
  if (!list) return null;
  const get = (k: string) => list.find(([n]) => n === k)?.[1];
  const width = Number(get('width') ?? NaN);
  const height = Number(get('height') ?? NaN);
  if (!(width > 0 && height > 0)) return null;
  const box = get('viewBox');
  if (box !== undefined) {
    const v = box
      .trim()
      .split(/[\s,]+/)
      .map(Number);
    if (v.length !== 4 || v[0] !== 0 || v[1] !== 0 || v[2] !== width || v[3] !== height)
      return null;
  }
  return { width, height };
}

/**
 * Attributes a `<text>` with a halo (a stroke painted under its fill) may carry for the halo to
 * be drawn as glyph boxes; `data-*` too. Any other (an opacity, a dash) keeps the stroke.
 */
const HALO_OK = new Set([
  ...TEXT_ONLY,
  'id',
  'class',
  'fill',
  'stroke',
  'stroke-width',
  'stroke-linejoin',
  'stroke-linecap',
  'stroke-miterlimit',
  'paint-order',
  'transform',
]);
/** The stroke's attributes, which the glyph path drops when its halo is drawn as boxes. */
const STROKE_ONLY = new Set([
  'stroke',
  'stroke-width',
  'stroke-linejoin',
  'stroke-linecap',
  'stroke-miterlimit',
  'paint-order',
]);

/**
 * Half the halo's width when a `<text>`'s own attributes make its stroke a halo that glyph boxes
 * may stand for (a plain colour, a number width, painted before the fill), else null.
 */
function haloPad(list: readonly [string, string][]): number | null {
  const get = (k: string) => list.find(([n]) => n === k)?.[1];
  const order = get('paint-order')?.trim().split(/\s+/);
  const stroke = get('stroke');
  const width = get('stroke-width');
  if (!order || order[0] !== 'stroke' || (order[1] !== undefined && order[1] !== 'fill'))
    return null;
  if (!stroke || !/^#[0-9a-fA-F]{3,8}$|^[a-z]+$/.test(stroke) || stroke === 'none') return null;
  if (!width || !/^\d+(\.\d+)?$/.test(width) || Number(width) <= 0) return null;
  if (!list.every(([k]) => HALO_OK.has(k) || k.startsWith('data-'))) return null;
  return Number(width) / 2;
}

const ATTR = /([^\s=]+)="([^"]*)"/g;
const ENTITY = /&(?:#x([0-9a-fA-F]+)|#([0-9]+)|(amp|lt|gt|quot|apos));/g;
const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

/** The attributes of a tag, or null if something between them is not an attribute. */
function attributes(list: string): [string, string][] | null {
  const out: [string, string][] = [];
  let end = 0;
  for (const m of list.matchAll(ATTR)) {
    if (list.slice(end, m.index).trim() !== '') return null;
    out.push([m[1]!, m[2]!]);
    end = m.index + m[0].length;
  }
  return list.slice(end).trim() === '' ? out : null;
}

/** What an element other than `<text>` must hold for it to matter to text below it. */
const MAY_MATTER = /font|text|style|spacing|baseline|writing|direction|bidi|space|'/;

function apply(state: Inherited, name: string, value: string): void {
  if (UNDRAWABLE.has(name)) state.undrawable = true;
  else if (name === 'fill') state.fill = value;
  else if (name === 'stroke') state.stroked = value.trim() !== 'none';
  else if (name === 'font-size') {
    const size = /^\s*(\d+(?:\.\d+)?)\s*(?:px)?\s*$/.exec(value);
    if (size) state.size = Number(size[1]);
    else state.undrawable = true;
  } else if (name === 'font-weight') {
    if (value === 'bold') state.bold = true;
    else if (value === 'normal') state.bold = false;
    else if (/^\d+$/.test(value)) state.bold = Number(value) >= 600;
    else state.undrawable = true;
  } else if (name === 'text-anchor') {
    if (value === 'start' || value === 'middle' || value === 'end') state.anchor = value;
    else if (value !== 'inherit') state.undrawable = true;
  } else if (name === 'font-family') {
    if (!/^\s*'?"?DejaVu Sans'?"?\s*$/.test(value)) state.undrawable = true;
  }
}

/** Character data as the SVG default `xml:space` reads it: entities decoded, spaces collapsed. */
function textContent(raw: string): string {
  return raw
    .replace(/[\r\n]/g, '')
    .replace(/\t/g, ' ')
    .replace(ENTITY, (_, hex: string, dec: string, name: string) =>
      hex
        ? String.fromCodePoint(parseInt(hex, 16))
        : dec
          ? String.fromCodePoint(Number(dec))
          : NAMED[name]!,
    )
    .replace(/ {2,}/g, ' ')
    .trim();
}

const TAG =
  /<(\/?)([A-Za-z][^\s/>]*)([^>]*?)(\/?)>|<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<[?!][^>]*>/g;

/**
 * The SVG with every `<text>` the bundled fonts can draw as a `<path>` of its outlines, its other
 * attributes (paint, stroke, paint order, transform, id, class) kept.
 */
export function outlineText(svg: string): string {
  return convert(svg, false).svg;
}

/**
 * The SVG for the PNG path with its text split off where it can be: every `<text>` painted in a
 * plain colour in page units, with no stroke other than a halo, leaves the SVG (its halo's boxes
 * stay, where the text stood) and its glyphs go to the text layer, painted over the bitmap by
 * glyph-layer.ts; every other `<text>` the fonts can draw becomes outlines as in
 * {@link outlineText}. The layer is null when nothing went to it (or the root `<svg>` does not
 * give its page size, or an element is drawn by reference: `<use>`).
 */
export function outlineTextLayer(svg: string): { svg: string; layer: TextLayer | null } {
  return convert(svg, !svg.includes('<use'));
}

function convert(svg: string, layered: boolean): { svg: string; layer: TextLayer | null } {
  if (!svg.includes('<text')) return { svg, layer: null };
  const stack: Inherited[] = [
    {
      size: 12,
      bold: false,
      anchor: 'start',
      undrawable: false,
      plain: layered,
      fill: '#000',
      stroked: false,
      tx: 0,
      ty: 0,
    },
  ];
  let page: { width: number; height: number } | null = null;
  const runs: GlyphRun[] = [];
  let out = '';
  let last = 0;
  TAG.lastIndex = 0;
  for (let m = TAG.exec(svg); m; m = TAG.exec(svg)) {
    if (m[2] === undefined) continue; // comment, CDATA, declaration
    const top = stack[stack.length - 1]!;
    if (m[1] === '/') {
      if (stack.length > 1) stack.pop();
      continue;
    }
    const name = m[2];
    if (name === 'svg' && stack.length === 1 && layered) {
      // The root: the page the layer is placed on.
      page = pageOf(attributes(m[3]!));
      if (!page) layered = false;
    } else if (name !== 'text' && top.plain && (UNPAINTED.has(name) || LAYER_BREAKS.test(m[3]!))) {
      if (m[4] === '/') continue;
      const list = attributes(m[3]!);
      const state: Inherited = { ...top };
      if (UNPAINTED.has(name)) state.plain = false;
      else placeIn(state, list);
      if (list) for (const [k, v] of list) apply(state, k, v);
      else state.undrawable = true;
      stack.push(state);
      continue;
    }
    if (name !== 'text' || m[4] === '/') {
      if (m[4] === '/') continue;
      if (!MAY_MATTER.test(m[3]!) && !m[3]!.includes('fill=') && !m[3]!.includes('stroke=')) {
        stack.push(top);
        continue;
      }
    }
    const list = attributes(m[3]!);
    const state: Inherited = { ...top };
    if (top.plain && name === 'text' && LAYER_BREAKS.test(m[3]!)) placeIn(state, list);
    if (list) for (const [k, v] of list) apply(state, k, v);
    else state.undrawable = true;
    if (name !== 'text' || m[4] === '/') {
      stack.push(state);
      continue;
    }
    // A <text>: its content runs to the next '</text>' if no element is inside.
    const close = svg.indexOf('</text>', TAG.lastIndex);
    const content = close < 0 ? '<' : svg.slice(TAG.lastIndex, close);
    const drawable =
      list !== null &&
      !state.undrawable &&
      !content.includes('<') &&
      list.every(([k]) => !UNDRAWABLE.has(k)) &&
      /^-?\d+(\.\d+)?$/.test(list.find(([k]) => k === 'x')?.[1] ?? '0') &&
      /^-?\d+(\.\d+)?$/.test(list.find(([k]) => k === 'y')?.[1] ?? '0');
    const text = drawable ? textContent(content) : '';
    const pad = drawable ? haloPad(list!) : null;
    // Into the layer: painted as it stands (state.plain), a plain fill, no stroke but a halo
    // of its own (none inherited).
    const fill = state.fill;
    const layer =
      layered &&
      state.plain &&
      !top.stroked &&
      text !== '' &&
      PLAIN_COLOUR.test(fill) &&
      list!.every(
        ([k]) =>
          TEXT_ONLY.has(k) ||
          LAYER_OK.has(k) ||
          k === 'transform' ||
          k.startsWith('data-') ||
          (pad !== null && STROKE_ONLY.has(k)),
      );
    const glyphs = layer ? { ids: [] as number[], xs: [] as number[] } : null;
    const y = Number(list?.find(([k]) => k === 'y')?.[1] ?? 0);
    const laid =
      text === ''
        ? null
        : layLine(
            text,
            Number(list!.find(([k]) => k === 'x')?.[1] ?? 0),
            y,
            state.size!,
            state.bold!,
            state.anchor!,
            pad,
            glyphs,
          );
    if (laid === null) {
      stack.push(state);
      continue;
    }
    // A halo as boxes: resvg spent a third of a map's raster time stroking glyph outlines.
    const boxes = laid.halo !== null;
    let halo = '';
    if (boxes) {
      const transform = list!.find(([k]) => k === 'transform')?.[1];
      const stroke = list!.find(([k]) => k === 'stroke')![1];
      halo = `<path fill="${stroke}"${transform ? ` transform="${transform}"` : ''} d="${laid.halo}"/>`;
    }
    if (glyphs) {
      if (glyphs.ids.length > 0)
        runs.push({
          bold: state.bold!,
          size: state.size!,
          colour: colourOf(fill),
          y: y + state.ty,
          ids: glyphs.ids,
          xs: state.tx === 0 ? glyphs.xs : glyphs.xs.map((x) => x + state.tx),
        });
      out += `${svg.slice(last, m.index)}${halo}`;
    } else {
      let kept = '';
      for (const [k, v] of list!)
        if (!TEXT_ONLY.has(k) && !(boxes && STROKE_ONLY.has(k))) kept += ` ${k}="${v}"`;
      out += `${svg.slice(last, m.index)}${halo}<path${kept} d="${laid.d}"/>`;
    }
    last = close + '</text>'.length;
    TAG.lastIndex = last;
  }
  return {
    svg: out + svg.slice(last),
    layer: page && runs.length > 0 ? { width: page.width, height: page.height, runs } : null,
  };
}
