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
  /** What shapes its bytes, e.g. `resvg-2.6.2.enc-3`: the same for renderers that give the same bytes. */
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
 * Our part of the PNG's version: 3 draws text as outlines of the bundled fonts before resvg
 * (src/render/outline-text.ts); 2 wrote opaque maps as RGB, filter None, zlib level
 * {@link PNG_DEFLATE_LEVEL} (still so); 1 was resvg's own RGBA with the Sub filter.
 */
export const PNG_ENCODER_VERSION = '3';
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

function crc32(bytes: Uint8Array, start: number, end: number): number {
  let c = 0xffffffff;
  for (let i = start; i < end; i++) c = CRC_TABLE[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;

/** True when every pixel of an RGBA buffer has alpha 255. */
export function isOpaque(rgba: Uint8Array): boolean {
  for (let i = 3; i < rgba.length; i += 4) if (rgba[i] !== 255) return false;
  return true;
}

/**
 * An opaque RGBA bitmap (resvg's pixels; premultiplied and straight alpha agree when alpha is 255)
 * as a PNG: 8-bit RGB, filter None on every row, one IDAT, no ancillary chunks. Null if a pixel
 * is not opaque (the caller then keeps resvg's own PNG), found in the same pass.
 */
export function encodeOpaquePng(
  rgba: Uint8Array,
  width: number,
  height: number,
  deflate: Deflate,
): Uint8Array | null {
  if (rgba.length !== width * height * 4) throw new Error('pixel buffer does not match its size');
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
  const idat = deflate(raw, PNG_DEFLATE_LEVEL);
  // signature, IHDR (13 bytes of data), IDAT, IEND: each chunk is length, type, data, CRC.
  const out = new Uint8Array(8 + (12 + 13) + (12 + idat.length) + 12);
  const view = new DataView(out.buffer);
  out.set(SIGNATURE, 0);
  let at = 8;
  const chunk = (type: string, length: number, fill: (dataAt: number) => void) => {
    view.setUint32(at, length);
    for (let k = 0; k < 4; k++) out[at + 4 + k] = type.charCodeAt(k);
    fill(at + 8);
    view.setUint32(at + 8 + length, crc32(out, at + 4, at + 8 + length));
    at += 12 + length;
  };
  chunk('IHDR', 13, (d) => {
    view.setUint32(d, width);
    view.setUint32(d + 4, height);
    out[d + 8] = 8; // bit depth
    out[d + 9] = 2; // colour type: truecolour (RGB)
    // compression method 0, filter method 0, no interlace: already zero
  });
  chunk('IDAT', idat.length, (d) => out.set(idat, d));
  chunk('IEND', 0, () => undefined);
  return out;
}
