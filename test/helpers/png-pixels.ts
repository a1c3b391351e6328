/**
 * Read a PNG's pixels as an importer's canvas would (8-bit RGB, RGBA or indexed, not interlaced, the five
 * scanline filters), with node:zlib. For tests that check exports against their images.
 */
import { inflateSync } from 'node:zlib';

export interface Pixels {
  readonly width: number;
  readonly height: number;
  /** RGB(A) of one pixel. */
  at(x: number, y: number): readonly [number, number, number];
}

export function pngPixels(bytes: Uint8Array): Pixels {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  let palette: Uint8Array | null = null;
  const idat: Uint8Array[] = [];
  while (at < bytes.length) {
    const len = view.getUint32(at);
    const type = new TextDecoder().decode(bytes.subarray(at + 4, at + 8));
    const data = bytes.subarray(at + 8, at + 8 + len);
    if (type === 'IHDR') {
      width = view.getUint32(at + 8);
      height = view.getUint32(at + 12);
      const depth = data[8]!;
      const colour = data[9]!;
      if (depth !== 8 || (colour !== 2 && colour !== 3 && colour !== 6) || data[12] !== 0)
        throw new Error(`unsupported PNG: depth ${depth}, colour type ${colour}`);
      channels = colour === 6 ? 4 : colour === 3 ? 1 : 3;
    } else if (type === 'PLTE') palette = data;
    else if (type === 'IDAT') idat.push(data);
    at += 12 + len;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const out = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const src = y * (stride + 1) + 1;
    for (let i = 0; i < stride; i++) {
      const a = i >= channels ? out[y * stride + i - channels]! : 0;
      const b = y > 0 ? out[(y - 1) * stride + i]! : 0;
      const c = y > 0 && i >= channels ? out[(y - 1) * stride + i - channels]! : 0;
      let v = raw[src + i]!;
      if (filter === 1) v += a;
      else if (filter === 2) v += b;
      else if (filter === 3) v += (a + b) >> 1;
      else if (filter === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        v += pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      out[y * stride + i] = v & 255;
    }
  }
  return {
    width,
    height,
    at(x, y) {
      const i = y * stride + x * channels;
      if (channels === 1) {
        const k = out[i]! * 3;
        if (!palette || k + 3 > palette.length) throw new Error('index outside the palette');
        return [palette[k]!, palette[k + 1]!, palette[k + 2]!];
      }
      return [out[i]!, out[i + 1]!, out[i + 2]!];
    },
  };
}
