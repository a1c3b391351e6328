/**
 * The PNG renderer interface. The app factory takes one; `src/node.ts` passes the resvg-js
 * adapter and `src/worker.ts` the resvg-wasm adapter, so shared code never imports either.
 * Both rasterise with the same resvg version and the same bundled font, and give identical bytes.
 */
export interface PngOptions {
  /** Output width in pixels; height follows the SVG's aspect ratio. */
  readonly width?: number;
  /** Background colour painted under the SVG (CSS colour), if any. */
  readonly background?: string;
}

export interface PngRenderer {
  readonly name: string;
  /** What shapes its bytes, e.g. `resvg-2.6.2.enc-7`: the same for renderers that give the same bytes. */
  readonly version: string;
  render(svg: string, options?: PngOptions): Promise<Uint8Array>;
}

/**
 * The resvg release both adapters rasterise with (package.json pins @resvg/resvg-js and
 * @resvg/resvg-wasm to it; a test checks). Its bytes differ between releases, so it is part of
 * every PNG's version and ETag.
 */
export const RESVG_VERSION = '2.6.2';
/**
 * Our part of the PNG's version: 7 paints text in a plain colour from glyph coverage masks over
 * resvg's pixels (glyph-layer.ts: the fonts' outlines, exact-area anti-aliasing, baselines on
 * whole pixels, pens to a quarter pixel, above the rest of the drawing) instead of handing resvg
 * its outlines; 6 writes an indexed PNG's data at zlib level
 * {@link PNG_INDEXED_LEVEL} 1 (it was 3) and draws text outlines with the TrueType shorthand `t`
 * where a curve's control point is the last one's reflection to within rounding (outline-text.ts);
 * 5 draws no colour far from its own (an indexed PNG's palette
 * takes every colour far from those already in it before the commonest others,
 * {@link paletteImage}); 4 draws text halos as one box a glyph (outline-text.ts) and writes an
 * indexed PNG when a palette holds the image; 3 draws text as outlines of the bundled fonts
 * before resvg (src/render/outline-text.ts); 2 wrote opaque maps as RGB, filter None, zlib level
 * {@link PNG_DEFLATE_LEVEL} (still so); 1 was resvg's own RGBA with the Sub filter.
 */
export const PNG_ENCODER_VERSION = '7';
/** The PNG renderer's part of a version string. */
export const PNG_RENDERER_VERSION = `resvg-${RESVG_VERSION}.enc-${PNG_ENCODER_VERSION}`;

/**
 * zlib level for the image data. Measured on 1600-px maps (dungeon side view, dmg1 plan,
 * campaign): level 5 gives 0.67–0.68 of resvg's bytes, level 4 0.68–0.69, 6 0.64–0.66 at about
 * 1.3x the time of 5; filter None beats Sub and Up on these flat-coloured drawings by 0.2–0.3.
 */
export const PNG_DEFLATE_LEVEL = 5;

/**
 * zlib (RFC 1950) compression at a level. Both runtimes pass `node:zlib`'s `deflateSync`: Node's
 * and workerd's (`nodejs_compat`) are the same zlib build and give the same bytes at every level,
 * which `test/workerd/parity.test.ts` holds them to on every PNG route.
 */
export type Deflate = (data: Uint8Array, level: number) => Uint8Array;

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/**
 * CRC-32 of PNG chunks (ISO 3309, as zlib's `crc32`). An adapter may pass its runtime's own
 * (`node:zlib`'s `crc32`, ten times faster than {@link tableCrc32} on a map's image data); every
 * CRC-32 gives the same numbers, so the bytes do not depend on which.
 */
export type Crc32 = (bytes: Uint8Array) => number;

/** CRC-32 a byte at a time from a table. */
export function tableCrc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;

/** True when every pixel of an RGBA buffer has alpha 255. */
export function isOpaque(rgba: Uint8Array): boolean {
  for (let i = 3; i < rgba.length; i += 4) if (rgba[i] !== 255) return false;
  return true;
}

/**
 * zlib level for an indexed image's data (1 byte a pixel compresses in a fifth of the time).
 * Measured on the five 1600-px maps of `scripts/bench-png.ts`: level 1 takes 0.5-1.3 ms less than
 * level 3 (3.3-5.3 ms against 3.8-6.5) for 5-8% more bytes (0.42-0.47 of resvg's PNG against
 * 0.39-0.44); levels 4 and up cost 1.5-1.9x the time of 3.
 */
export const PNG_INDEXED_LEVEL = 1;
/** Colours counted at most; an image with more is written as RGB. */
const COUNTED_MAX = 8192;
const SLOTS = 16384; // a power of two, twice COUNTED_MAX
/**
 * The most pixels a colour left out of the palette may cover: a 16 x 16 block, so a
 * colour left out is a shade on the edge of a shape (anti-aliasing), never a shape of its own.
 */
export const PALETTE_DROP_MAX = 256;
/** Pixels the colours left out may cover in all: 4 in 100. */
const PALETTE_DROP_SHARE = 0.04;
/**
 * How far (squared RGB distance: 32 in a straight line) a colour left out may be drawn from its
 * own. The most common 256 colours of a map are its big shapes and their edge shades; a small
 * mark of its own colour (a legend's yellow star, a swatch's blue border) can fall outside them
 * and would be drawn in another hue: such a colour takes a palette entry of its own instead.
 */
export const PALETTE_NEAR = 32 * 32;
/** Pixels a colour may cover and still be drawn farther than {@link PALETTE_NEAR}: a speck. */
export const PALETTE_SPECK = 2;

/**
 * The run lists of the last image, kept for the next (a map has 200,000 to 300,000 runs; fresh
 * arrays for them cost page faults on every render). Only {@link paletteImage} uses them, and it
 * runs to its end without yielding, so two images never share them.
 */
let runEnds = new Int32Array(0);
let runColours = new Uint16Array(0);
const RUNS_MIN = 1 << 16;
/**
 * The indexed rows of the last image {@link encodeOpaquePng} wrote, for the next of the same
 * size (deflate reads them before it returns), up to 4 MB.
 */
let rowsKept = new Uint8Array(0);
const ROWS_KEPT_MAX = 1 << 22;
/** The longest run lists kept (6 MB). */
const RUNS_KEPT_MAX = 1 << 20;

/**
 * The longest run written eight bytes at a time (two words) by {@link paletteImage}; a longer one
 * is one `fill`. 89-95% of a map's runs are 8 pixels or less; a call to `fill` a run measured
 * slower than a loop up to 64.
 */
const WORDS_RUN_MAX = 64;

const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/**
 * Each pixel as its little-endian RGBA word, signed (an opaque pixel's word is a small negative
 * integer, which V8 keeps untagged): a view of the bitmap where the machine and the buffer's
 * alignment allow, else the same words built byte by byte, so the palette and the bytes written
 * never depend on the machine or on where the bitmap sits in its buffer.
 */
function pixelWords(rgba: Uint8Array, n: number): Int32Array {
  if (LITTLE_ENDIAN && rgba.byteOffset % 4 === 0)
    return new Int32Array(rgba.buffer, rgba.byteOffset, n);
  const px = new Int32Array(n);
  for (let i = 0, o = 0; i < n; i++, o += 4)
    px[i] = rgba[o]! | (rgba[o + 1]! << 8) | (rgba[o + 2]! << 16) | (rgba[o + 3]! << 24);
  return px;
}

/**
 * Slot of an opaque colour (its RGBA word, signed: never 0, which marks an empty slot) in an
 * open-addressed table of SLOTS.
 */
function slotOf(keys: Int32Array, c: number): number {
  let h = (c ^ (c >>> 12) ^ (c >>> 20)) & (SLOTS - 1);
  for (let k = keys[h]!; k !== c && k !== 0; k = keys[h]!) h = (h + 1) & (SLOTS - 1);
  return h;
}

/**
 * The image as palette indices (8-bit, filter None on every row) and its palette (RGB), when it
 * fits one: every colour if there are at most 256; else the commonest colours and every colour
 * far from those, each other colour drawn as the nearest of them, when those others are edge
 * shades near their own ({@link choosePalette}). Null when it does not fit (or a pixel is not
 * opaque: `opaque` false), so the caller writes RGB.
 *
 * One pass over the pixels, row by row, finds the runs of one colour (most of a map: 9 to 13
 * pixels a run on average, but 70-80% of the runs are edge shades of one or two pixels) and counts
 * each colour once a run; the indices are then written run by run, every byte of the rows. `into`,
 * when given, is where the rows are written (its length (width + 1) * height; what it held does
 * not matter).
 *
 * Measured and left out (no faster on the five maps of `scripts/bench-png.ts`): the pixels scanned
 * as one line with the rows' ends handled per run (1.04x), or with no bound but the end of the
 * array (1.5-1.9x: reading past it slows every read); a row equal to the one above (11-17% of a
 * map's rows, most of them one run of the page) compared first and its runs copied (1.06-1.24x);
 * the slot of the colour two runs back tried before the table (1.05x: 5% of runs); a table of
 * twice the slots, or a multiplicative hash (1.00-1.01x).
 */
export function paletteImage(
  rgba: Uint8Array,
  width: number,
  height: number,
  into?: Uint8Array,
): { rows: Uint8Array; palette: Uint8Array; exact: boolean } | { opaque: false } | null {
  const n = width * height;
  const px = pixelWords(rgba, n);
  const keys = new Int32Array(SLOTS);
  const counts = new Int32Array(SLOTS);
  let distinct = 0;
  // Each run, within its row: where it ends in the rows written (pixel i of row y is byte
  // i + y + 1, after each row's filter byte) and its colour's slot.
  let ends = runEnds.length >= RUNS_MIN ? runEnds : new Int32Array(RUNS_MIN);
  let runSlots = runColours.length === ends.length ? runColours : new Uint16Array(ends.length);
  let runs = 0;
  for (let y = 0, i = 0; y < height; y++) {
    const rowEnd = i + width;
    const rowEnd4 = rowEnd - 3; // four pixels are left before it
    // Room for the row's runs: at most one a pixel.
    if (runs + width > ends.length) {
      const more = new Int32Array(Math.max(ends.length * 2, runs + width));
      more.set(ends);
      ends = more;
      const moreSlots = new Uint16Array(more.length);
      moreSlots.set(runSlots);
      runSlots = moreSlots;
    }
    while (i < rowEnd) {
      const c = px[i]!;
      const start = i;
      // Most runs are one or two pixels (edge shades); a longer one is compared four pixels at a
      // time while four are left in the row (measured 0.8x the time of the scan one at a time).
      i++;
      if (i < rowEnd && px[i] === c) {
        i++;
        while (i < rowEnd4 && px[i] === c && px[i + 1] === c && px[i + 2] === c && px[i + 3] === c)
          i += 4;
        for (; i < rowEnd && px[i] === c; i++);
      }
      const slot = slotOf(keys, c);
      if (keys[slot] === 0) {
        if (c >> 24 !== -1) return { opaque: false }; // alpha is the high byte, little-endian
        if (++distinct > COUNTED_MAX) return null;
        keys[slot] = c;
      }
      counts[slot] = counts[slot]! + (i - start);
      ends[runs] = i + y + 1;
      runSlots[runs++] = slot;
    }
  }
  // Kept for the next image (read only up to `runs`, each written first), unless a huge one's.
  if (ends.length <= RUNS_KEPT_MAX) {
    runEnds = ends;
    runColours = runSlots;
  }
  const slots = commonestFirst(keys, counts, distinct, n);
  const chosen = choosePalette(keys, counts, slots, n);
  if (!chosen) return null;
  const { index, palette } = chosen;
  // Every byte is written, each run's entry and then each row's filter byte, so `into` needs no
  // clearing. A short run (most are 1 or 2 pixels: edge shades) is written 8 bytes at a time
  // from its start: the bytes past its end belong to the runs after it (or are the next row's
  // filter byte), which write them again.
  const rows = into ?? new Uint8Array((width + 1) * height);
  const words = new DataView(rows.buffer, rows.byteOffset, rows.length);
  const lastWordsEnd = rows.length - 8; // runs ending after it are written by `fill`
  let o = 1;
  let rowEnd = width + 1;
  for (let r = 0; r < runs; r++) {
    const end = ends[r]!;
    const v = index[runSlots[r]!]!;
    if (end - o <= WORDS_RUN_MAX && end <= lastWordsEnd) {
      const word = v * 0x01010101; // four bytes v: the same in either byte order
      for (let k = o; k < end; k += 8) {
        words.setInt32(k, word);
        words.setInt32(k + 4, word);
      }
    } else rows.fill(v, o, end);
    if (end === rowEnd) {
      o = end + 1; // past the next row's filter byte
      rowEnd += width + 1;
    } else o = end;
  }
  for (let at = 0; at < rows.length; at += width + 1) rows[at] = 0; // filter None
  return { rows, palette, exact: slots.length <= 256 };
}

/**
 * The slots of the `distinct` colours, most pixels first; equal counts by colour (its word's low
 * 24 bits: every word here is opaque, so they order the colours as the signed words do), so the
 * order is the same everywhere. A radix sort, a byte at a time from the least significant: the
 * colour's three bytes, then those of n - count (the passes keep the order of equal bytes).
 * Against a typed array's sort of one number a colour ((n - count) * 2^24 + colour), on the
 * 1600-px maps of `scripts/bench-png.ts`: 0.65-0.75x the time with 4,800-8,000 colours (0.1-0.25
 * ms less), about the same with 3,300, 0.02-0.03 ms more with 600-1,800.
 */
function commonestFirst(
  keys: Int32Array,
  counts: Int32Array,
  distinct: number,
  n: number,
): Int32Array {
  let slots = new Int32Array(distinct);
  let other = new Int32Array(distinct);
  for (let s = 0, m = 0; s < SLOTS; s++) if (keys[s] !== 0) slots[m++] = s;
  const digit = new Uint8Array(SLOTS);
  const at = new Int32Array(256);
  // Bytes 0-2: the colour's; 3-6: n - count's, while n has them.
  for (let pass = 0; pass < 7 && (pass < 3 || n >>> ((pass - 3) * 8) > 0); pass++) {
    // This pass's byte of each colour's key.
    for (let k = 0; k < distinct; k++) {
      const s = slots[k]!;
      digit[s] = pass < 3 ? keys[s]! >>> (pass * 8) : (n - counts[s]!) >>> ((pass - 3) * 8);
    }
    // Where each byte's colours go: after those of every smaller byte, in the order they come.
    at.fill(0);
    for (let k = 0; k < distinct; k++) at[digit[slots[k]!]!]!++;
    for (let d = 0, sum = 0; d < 256; d++) {
      const count = at[d]!;
      at[d] = sum;
      sum += count;
    }
    for (let k = 0; k < distinct; k++) {
      const s = slots[k]!;
      other[at[digit[s]!]!++] = s;
    }
    const sorted = other;
    other = slots;
    slots = sorted;
  }
  return slots;
}

/**
 * The palette (RGB) and each colour's entry (`index`, by slot), or null when a palette cannot
 * hold the image; `slots` are the colours, most pixels first. All of them when there are at most
 * 256. Else, most pixels first, each colour that covers more than {@link PALETTE_DROP_MAX} pixels
 * or lies farther than {@link PALETTE_NEAR} from every colour taken so far, up to 256, and the
 * commonest of the others to fill the 256 (the palette in order of pixels); the rest are drawn as
 * the nearest palette colour, when they cover at most {@link PALETTE_DROP_SHARE} of the image and
 * each is near its own or a speck ({@link PALETTE_SPECK}).
 */
function choosePalette(
  keys: Int32Array,
  counts: Int32Array,
  slots: Int32Array,
  n: number,
): { index: Uint8Array; palette: Uint8Array } | null {
  const index = new Uint8Array(SLOTS);
  if (slots.length <= 256) return { index, palette: paletteOf(keys, slots, index) };
  // First the colours that must have an entry (by rank in `slots`), then the commonest others.
  const taken = new Uint8Array(slots.length);
  // The colours taken so far (each as its word's low 24 bits) in 8 bands of red, 32 reds each:
  // a colour near one (within 32) is in its own band or the next on either side.
  const band = new Int32Array(8 * 256);
  const bandSize = new Int32Array(8);
  let size = 0;
  let lastNear = -1; // the last taken colour found near one (the next is often near it too)
  for (let k = 0; k < slots.length && size < 256; k++) {
    const slot = slots[k]!;
    const c = keys[slot]! & 0xffffff;
    const r = c & 0xff;
    const g = (c >>> 8) & 0xff;
    const b = c >>> 16;
    let near = false;
    if (counts[slot]! <= PALETTE_DROP_MAX) {
      near = lastNear >= 0 && distance2(lastNear, r, g, b) <= PALETTE_NEAR;
      for (let at = Math.max(0, (r >> 5) - 1); at <= Math.min(7, (r >> 5) + 1) && !near; at++)
        for (let m = at * 256, end = m + bandSize[at]!; m < end && !near; m++)
          if (distance2(band[m]!, r, g, b) <= PALETTE_NEAR) {
            near = true;
            lastNear = band[m]!;
          }
    }
    if (near) continue;
    taken[k] = 1;
    band[(r >> 5) * 256 + bandSize[r >> 5]!++] = c;
    size++;
  }
  for (let k = 0; k < slots.length && size < 256; k++)
    if (taken[k] === 0) {
      taken[k] = 1;
      size++;
    }
  const kept = new Int32Array(size);
  const dropped = new Int32Array(slots.length - size);
  let covered = 0;
  for (let k = 0, i = 0, j = 0; k < slots.length; k++) {
    const slot = slots[k]!;
    if (taken[k] === 1) kept[i++] = slot;
    else {
      if (counts[slot]! > PALETTE_DROP_MAX) return null;
      covered += counts[slot]!;
      dropped[j++] = slot;
    }
  }
  if (covered > n * PALETTE_DROP_SHARE) return null;
  const palette = paletteOf(keys, kept, index);
  const distance = nearestOfPalette(keys, dropped, palette, index);
  for (let k = 0; k < dropped.length; k++)
    if (distance[k]! > PALETTE_NEAR && counts[dropped[k]!]! > PALETTE_SPECK) return null;
  return { index, palette };
}

/** Squared RGB distance of a colour (its word's low 24 bits) from r, g, b. */
function distance2(c: number, r: number, g: number, b: number): number {
  const dr = (c & 0xff) - r;
  const dg = ((c >>> 8) & 0xff) - g;
  const db = (c >>> 16) - b;
  return dr * dr + dg * dg + db * db;
}

/** The palette (RGB) of the kept colours, in their order; `index` gets each one's entry. */
function paletteOf(keys: Int32Array, kept: Int32Array, index: Uint8Array): Uint8Array {
  const palette = new Uint8Array(kept.length * 3);
  for (let k = 0; k < kept.length; k++) {
    const c = keys[kept[k]!]!;
    index[kept[k]!] = k;
    palette[k * 3] = c & 0xff;
    palette[k * 3 + 1] = (c >>> 8) & 0xff;
    palette[k * 3 + 2] = (c >>> 16) & 0xff;
  }
  return palette;
}

/**
 * Each colour left out of the palette (`dropped`) as the nearest palette colour (squared RGB
 * distance; of equally near ones the first in the palette), written to `index`; answers each
 * one's distance. The palette is searched outward from the colour's red in red order, stopping
 * where red alone is farther than the best found: the same choice as trying all 256, in a few
 * tries each.
 */
function nearestOfPalette(
  keys: Int32Array,
  dropped: Int32Array,
  palette: Uint8Array,
  index: Uint8Array,
): Int32Array {
  const kept = palette.length / 3;
  const distance = new Int32Array(dropped.length);
  if (dropped.length === 0) return distance;
  const byRed = new Int32Array(kept);
  for (let j = 0; j < kept; j++) byRed[j] = j;
  byRed.sort((a, b) => palette[a * 3]! - palette[b * 3]! || a - b);
  // The palette in red order, a channel an array.
  const red = new Int32Array(kept);
  const green = new Int32Array(kept);
  const blue = new Int32Array(kept);
  for (let at = 0; at < kept; at++) {
    const j = byRed[at]!;
    red[at] = palette[j * 3]!;
    green[at] = palette[j * 3 + 1]!;
    blue[at] = palette[j * 3 + 2]!;
  }
  // For each red r, the first of them with red >= r (kept if none).
  const firstAt = new Int32Array(256);
  for (let r = 0, at = 0; r < 256; r++) {
    while (at < kept && red[at]! < r) at++;
    firstAt[r] = at;
  }
  for (let k = 0; k < dropped.length; k++) {
    const c = keys[dropped[k]!]!;
    const r = c & 0xff;
    const g = (c >>> 8) & 0xff;
    const b = (c >>> 16) & 0xff;
    const lo = firstAt[r]!;
    let best = 0;
    let bestD = 0x7fffffff;
    // Upward from lo, then downward from lo - 1, each until red alone is too far. (The two
    // loops are written out: a shared closure measured 1.1-1.5x the encode on 1600-px maps.)
    for (let at = lo; at < kept; at++) {
      const dr = red[at]! - r;
      if (dr * dr > bestD) break;
      const dg = green[at]! - g;
      const db = blue[at]! - b;
      const d = dr * dr + dg * dg + db * db;
      if (d < bestD || (d === bestD && byRed[at]! < best)) {
        bestD = d;
        best = byRed[at]!;
      }
    }
    for (let at = lo - 1; at >= 0; at--) {
      const dr = red[at]! - r;
      if (dr * dr > bestD) break;
      const dg = green[at]! - g;
      const db = blue[at]! - b;
      const d = dr * dr + dg * dg + db * db;
      if (d < bestD || (d === bestD && byRed[at]! < best)) {
        bestD = d;
        best = byRed[at]!;
      }
    }
    index[dropped[k]!] = best;
    distance[k] = bestD;
  }
  return distance;
}

/**
 * An opaque RGBA bitmap (resvg's pixels; premultiplied and straight alpha agree when alpha is 255)
 * as a PNG with no ancillary chunks: indexed (8-bit, a PLTE, zlib level
 * {@link PNG_INDEXED_LEVEL}) when {@link paletteImage} fits one, else 8-bit RGB, filter None on
 * every row, zlib level {@link PNG_DEFLATE_LEVEL}. Null if a pixel is not opaque (the caller then
 * keeps resvg's own PNG). `crc32` computes the chunks' CRCs ({@link Crc32}).
 */
export function encodeOpaquePng(
  rgba: Uint8Array,
  width: number,
  height: number,
  deflate: Deflate,
  crc32: Crc32 = tableCrc32,
): Uint8Array | null {
  if (rgba.length !== width * height * 4) throw new Error('pixel buffer does not match its size');
  const size = (width + 1) * height;
  if (rowsKept.length !== size && size <= ROWS_KEPT_MAX) rowsKept = new Uint8Array(size);
  const indexed = paletteImage(
    rgba,
    width,
    height,
    rowsKept.length === size ? rowsKept : undefined,
  );
  if (indexed && 'opaque' in indexed) return null;
  if (indexed)
    return png(width, height, 3, deflate(indexed.rows, PNG_INDEXED_LEVEL), indexed.palette, crc32);
  const stride = width * 3 + 1;
  const raw = new Uint8Array(stride * height);
  let i = 0;
  for (let y = 0; y < height; y++) {
    let o = y * stride + 1; // raw[y * stride] stays 0: filter type None
    for (let x = 0; x < width; x++, i += 4) {
      if (rgba[i + 3] !== 255) return null;
      raw[o++] = rgba[i]!;
      raw[o++] = rgba[i + 1]!;
      raw[o++] = rgba[i + 2]!;
    }
  }
  return png(width, height, 2, deflate(raw, PNG_DEFLATE_LEVEL), null, crc32);
}

/** Signature, IHDR (8-bit, the colour type), PLTE if any, one IDAT, IEND. */
function png(
  width: number,
  height: number,
  colourType: 2 | 3,
  idat: Uint8Array,
  palette: Uint8Array | null,
  crc32: Crc32,
): Uint8Array {
  const plte = palette ? 12 + palette.length : 0;
  // Each chunk is length, type, data, CRC.
  const out = new Uint8Array(8 + (12 + 13) + plte + (12 + idat.length) + 12);
  const view = new DataView(out.buffer);
  out.set(SIGNATURE, 0);
  let at = 8;
  const chunk = (type: string, length: number, fill: (dataAt: number) => void) => {
    view.setUint32(at, length);
    for (let k = 0; k < 4; k++) out[at + 4 + k] = type.charCodeAt(k);
    fill(at + 8);
    view.setUint32(at + 8 + length, crc32(out.subarray(at + 4, at + 8 + length)));
    at += 12 + length;
  };
  chunk('IHDR', 13, (d) => {
    view.setUint32(d, width);
    view.setUint32(d + 4, height);
    out[d + 8] = 8; // bit depth
    out[d + 9] = colourType; // 2 truecolour (RGB), 3 indexed
    // compression method 0, filter method 0, no interlace: already zero
  });
  if (palette) chunk('PLTE', palette.length, (d) => out.set(palette, d));
  chunk('IDAT', idat.length, (d) => out.set(idat, d));
  chunk('IEND', 0, () => undefined);
  return out;
}
