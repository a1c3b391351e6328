/**
 * Text drawn straight into the bitmap, for the PNG path: the glyphs of the `<text>` that
 * outline-text.ts takes out of the SVG ({@link TextLayer}) are painted over resvg's pixels from
 * coverage masks made here and kept between renders, instead of being handed to resvg as
 * outlines. resvg spent a third of a map's raster and parse time filling glyph outlines one by
 * one; a glyph's mask is made once per size and quarter-pixel offset, then only blended.
 *
 * The masks are exact-area coverage of the fonts' quadratic outlines (each outline flattened to
 * within 1/20 px, each edge adding its signed area to the pixels it crosses, then summed along
 * the row), the same anti-aliased shapes resvg draws to within a few levels of 255 on an edge.
 * A glyph is placed at its pen position to a quarter of a pixel across and on the nearest whole
 * pixel down (its baseline snapped to the pixel grid, as a hinted font would be drawn). Glyphs
 * are painted above the rest of the drawing, in the order of the SVG; outline-text.ts takes out
 * only text painted with a plain colour, under no transform, opacity, clip or mask.
 */
import { glyphOutline, unitsPerEm, type TextLayer } from './outline-text';

/** A glyph's coverage (0-255 a pixel, row by row) and its top-left from the pen's pixel. */
interface Mask {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
  readonly cover: Uint8Array;
}

/** Pen positions across are taken to a quarter pixel (four masks a glyph and size). */
const PHASES = 4;
/** Sizes in pixels are taken to 1/8 px (a glyph 20 px tall differs by under 1/100 px). */
const SIZE_STEPS = 8;
/** Flattening tolerance of a curve, in pixels. */
const TOLERANCE = 0.05;
/**
 * Coverage is taken in sixteenths, as resvg's 4 x 4 supersampling takes it: an edge pixel in
 * one of 17 shades between the text and what is under it, so the colours of a map stay few
 * enough for an indexed PNG (every coverage in 255 shades gave 3-10 times the colours).
 */
const COVER_STEPS = 16;
const LEVELS = Array.from({ length: COVER_STEPS + 1 }, (_, k) =>
  Math.round((k * 255) / COVER_STEPS),
);
/**
 * Masks kept: a map at one scale uses a few hundred to a few thousand (sizes, offsets). The memo
 * starts afresh past this many, or past {@link MASK_BYTES_MAX} of coverage (a 4096-px map's
 * title glyphs are 5 KB each).
 */
const MASKS_MAX = 20_000;
const MASK_BYTES_MAX = 8 << 20;

const masks = new Map<number, Mask | null>();
let maskBytes = 0;

/** Forgets every mask made (for benches and tests: the next render makes them afresh). */
export function forgetGlyphMasks(): void {
  masks.clear();
  maskBytes = 0;
}

function maskKey(bold: boolean, id: number, sizeStep: number, phase: number): number {
  return ((sizeStep * PHASES + phase) * 65536 + id) * 2 + (bold ? 1 : 0);
}

function maskOf(bold: boolean, id: number, sizeStep: number, phase: number): Mask | null {
  const key = maskKey(bold, id, sizeStep, phase);
  const hit = masks.get(key);
  if (hit !== undefined) return hit;
  if (masks.size >= MASKS_MAX || maskBytes >= MASK_BYTES_MAX) forgetGlyphMasks();
  const mask = rasterGlyph(bold, id, sizeStep / SIZE_STEPS, phase / PHASES);
  masks.set(key, mask);
  maskBytes += mask ? mask.cover.length : 0;
  return mask;
}

/** Scratch for {@link rasterGlyph}: the device points of a glyph, and the area deltas. */
let xsScratch = new Float64Array(512);
let ysScratch = new Float64Array(512);
let deltas = new Float64Array(4096);

/**
 * A glyph's coverage mask at `px` pixels to the em with its pen at (`dx`, 0) of pixel (0, 0)'s
 * corner, or null when the glyph has no outline (a space).
 */
export function rasterGlyph(bold: boolean, id: number, px: number, dx: number): Mask | null {
  const { commands, points } = glyphOutline(bold, id);
  if (commands === '') return null;
  const k = px / unitsPerEm(bold);
  const n = points.length / 2;
  if (xsScratch.length < n) {
    xsScratch = new Float64Array(n * 2);
    ysScratch = new Float64Array(n * 2);
  }
  const xs = xsScratch;
  const ys = ysScratch;
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (let i = 0; i < n; i++) {
    const x = dx + points[2 * i]! * k;
    const y = -points[2 * i + 1]! * k; // font units are y up
    xs[i] = x;
    ys[i] = y;
    if (x < x0) x0 = x;
    if (x > x1) x1 = x;
    if (y < y0) y0 = y;
    if (y > y1) y1 = y;
  }
  const left = Math.floor(x0);
  const top = Math.floor(y0);
  const width = Math.ceil(x1) - left + 1;
  const height = Math.max(1, Math.ceil(y1) - top);
  const stride = width + 1; // a column past the last, where an edge's row ends
  if (deltas.length < stride * height) deltas = new Float64Array(stride * height * 2);
  const area = deltas;
  area.fill(0, 0, stride * height);
  for (let i = 0; i < n; i++) {
    xs[i] = xs[i]! - left;
    ys[i] = ys[i]! - top;
  }
  // Walk the outline: M starts a contour (closing the last), L a line, Q a curve, Z closes.
  let p = 0;
  let sx = 0;
  let sy = 0;
  let cx = 0;
  let cy = 0;
  let open = false;
  for (let c = 0; c < commands.length; c++) {
    const cmd = commands.charCodeAt(c);
    if (cmd === 77 /* M */) {
      if (open) edge(area, stride, height, cx, cy, sx, sy);
      sx = cx = xs[p]!;
      sy = cy = ys[p]!;
      p++;
      open = true;
    } else if (cmd === 76 /* L */) {
      edge(area, stride, height, cx, cy, xs[p]!, ys[p]!);
      cx = xs[p]!;
      cy = ys[p]!;
      p++;
    } else if (cmd === 81 /* Q */) {
      const qx = xs[p]!;
      const qy = ys[p]!;
      const ex = xs[p + 1]!;
      const ey = ys[p + 1]!;
      // A quadratic's distance from its chord is at most |p0 - 2q + p2| / 4, and with m steps
      // from its m-segment polyline at most that over 8m²: enough steps for the tolerance.
      const ddx = cx - 2 * qx + ex;
      const ddy = cy - 2 * qy + ey;
      const dev = Math.sqrt(ddx * ddx + ddy * ddy);
      const m = Math.max(1, Math.ceil(Math.sqrt(dev / (8 * TOLERANCE))));
      let lx = cx;
      let ly = cy;
      for (let s = 1; s <= m; s++) {
        const t = s / m;
        const u = 1 - t;
        const nx = s === m ? ex : u * u * cx + 2 * u * t * qx + t * t * ex;
        const ny = s === m ? ey : u * u * cy + 2 * u * t * qy + t * t * ey;
        edge(area, stride, height, lx, ly, nx, ny);
        lx = nx;
        ly = ny;
      }
      cx = ex;
      cy = ey;
      p += 2;
    } else {
      // Z
      edge(area, stride, height, cx, cy, sx, sy);
      cx = sx;
      cy = sy;
      open = false;
    }
  }
  if (open) edge(area, stride, height, cx, cy, sx, sy);
  const cover = new Uint8Array(width * height);
  for (let r = 0; r < height; r++) {
    let sum = 0;
    for (let col = 0, a = r * stride, o = r * width; col < width; col++) {
      sum += area[a + col]!;
      const v = sum < 0 ? -sum : sum;
      cover[o + col] = v >= 1 ? 255 : LEVELS[Math.round(v * COVER_STEPS)]!;
    }
  }
  return { left, top, width, height, cover };
}

/**
 * The area left of `x` under an edge crossing its row from `xl` to `xr` (xl <= xr) at one unit
 * of height: 0 before it, a ramp across it, one unit a pixel after it.
 */
function under(x: number, xl: number, xr: number): number {
  if (x <= xl) return 0;
  if (x >= xr) return (xr - xl) / 2 + (x - xr);
  return ((x - xl) * (x - xl)) / (2 * (xr - xl));
}

/**
 * One straight edge of an outline, from (ax, ay) to (bx, by) in mask pixels: in each row it
 * crosses, the share of each pixel to its right (signed by its direction, so the winding sums)
 * goes into `area` as differences along the row.
 */
function edge(
  area: Float64Array,
  stride: number,
  height: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
): void {
  if (ay === by) return;
  const dir = ay < by ? 1 : -1;
  const x0 = ay < by ? ax : bx;
  const ya = ay < by ? ay : by;
  const x1 = ay < by ? bx : ax;
  const yb = ay < by ? by : ay;
  const slope = (x1 - x0) / (yb - ya);
  const first = Math.max(0, Math.floor(ya));
  const last = Math.min(height, Math.ceil(yb));
  for (let r = first; r < last; r++) {
    const top = r > ya ? r : ya;
    const bottom = r + 1 < yb ? r + 1 : yb;
    const d = (bottom - top) * dir;
    if (d === 0) continue;
    const xt = x0 + (top - ya) * slope;
    const xb = x0 + (bottom - ya) * slope;
    const xl = xt < xb ? xt : xb;
    const xr = xt < xb ? xb : xt;
    const row = r * stride;
    const from = Math.max(0, Math.floor(xl));
    const to = Math.min(stride - 1, Math.ceil(xr));
    let before = 0;
    if (xr - xl < 1e-9) {
      // Upright within rounding: the pixel it stands in takes the share right of it.
      const share = from + 1 - xl;
      area[row + from] = area[row + from]! + d * share;
      if (from + 1 < stride) area[row + from + 1] = area[row + from + 1]! + d * (1 - share);
      continue;
    }
    for (let col = from; col <= to; col++) {
      const inside = under(col + 1, xl, xr) - under(col, xl, xr);
      area[row + col] = area[row + col]! + d * (inside - before);
      before = inside;
    }
  }
}

/**
 * Paints a text layer over an opaque RGBA bitmap of the SVG (`width` x `height` pixels, the SVG
 * scaled to fit as resvg's `fitTo` does), line by line in order, each glyph blended in its colour
 * by its coverage.
 */
export function drawTextLayer(
  rgba: Uint8Array,
  width: number,
  height: number,
  layer: TextLayer,
): void {
  const sx = width / layer.width;
  const sy = height / layer.height;
  for (const run of layer.runs) {
    const sizeStep = Math.round(run.size * sx * SIZE_STEPS);
    if (sizeStep <= 0) continue;
    const r = (run.colour >>> 16) & 0xff;
    const g = (run.colour >>> 8) & 0xff;
    const b = run.colour & 0xff;
    const baseline = Math.round(run.y * sy);
    for (let i = 0; i < run.ids.length; i++) {
      const at = run.xs[i]! * sx;
      let pen = Math.floor(at);
      let phase = Math.round((at - pen) * PHASES);
      if (phase === PHASES) {
        pen++;
        phase = 0;
      }
      const mask = maskOf(run.bold, run.ids[i]!, sizeStep, phase);
      if (!mask) continue;
      blend(rgba, width, height, mask, pen + mask.left, baseline + mask.top, r, g, b);
    }
  }
}

/** A mask blended into the bitmap with its top-left at (x0, y0), clipped to the bitmap. */
function blend(
  rgba: Uint8Array,
  width: number,
  height: number,
  mask: Mask,
  x0: number,
  y0: number,
  r: number,
  g: number,
  b: number,
): void {
  const { cover } = mask;
  const c0 = Math.max(0, -x0);
  const c1 = Math.min(mask.width, width - x0);
  const r0 = Math.max(0, -y0);
  const r1 = Math.min(mask.height, height - y0);
  for (let row = r0; row < r1; row++) {
    let o = ((y0 + row) * width + x0 + c0) * 4;
    for (let col = c0, m = row * mask.width + c0; col < c1; col++, m++, o += 4) {
      const a = cover[m]!;
      if (a === 0) continue;
      if (a === 255) {
        rgba[o] = r;
        rgba[o + 1] = g;
        rgba[o + 2] = b;
        continue;
      }
      const keep = 255 - a;
      rgba[o] = div255(rgba[o]! * keep + r * a);
      rgba[o + 1] = div255(rgba[o + 1]! * keep + g * a);
      rgba[o + 2] = div255(rgba[o + 2]! * keep + b * a);
    }
  }
}

/** `t / 255` rounded, for 0 <= t <= 255 * 255, in integer steps. */
function div255(t: number): number {
  const u = t + 128;
  return (u + (u >> 8)) >> 8;
}
