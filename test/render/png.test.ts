/**
 * Our PNG encoder: opaque RGBA in, a valid PNG out (signature, IHDR as RGB 8-bit, one IDAT whose
 * rows are filter None and the pixels' colours, IEND), each chunk's CRC right.
 */
import { deflateSync, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeOpaquePng, isOpaque, PNG_DEFLATE_LEVEL } from '../../src/render/png';

const deflate = (d: Uint8Array, level: number) => deflateSync(d, { level });

/** CRC-32 of PNG (ISO 3309), bit by bit, independent of the encoder's table. */
function crc(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return (c ^ 0xffffffff) >>> 0;
}

function chunks(png: Uint8Array) {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const out: { type: string; data: Uint8Array; crcOk: boolean }[] = [];
  for (let at = 8; at < png.length;) {
    const len = view.getUint32(at);
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
    const data = png.subarray(at + 8, at + 8 + len);
    out.push({
      type,
      data,
      crcOk: crc(png.subarray(at + 4, at + 8 + len)) === view.getUint32(at + 8 + len),
    });
    at += 12 + len;
  }
  return out;
}

describe('encodeOpaquePng', () => {
  // 3 x 2: red, green, blue / white, black, grey
  const rgba = new Uint8Array([
    255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255, 0, 0, 0, 255, 128, 128, 128,
    255,
  ]);

  it('writes the signature, an RGB IHDR, one IDAT of unfiltered rows and IEND, CRCs right', () => {
    const png = encodeOpaquePng(rgba, 3, 2, deflate)!;
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const cs = chunks(png);
    expect(cs.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(cs.every((c) => c.crcOk)).toBe(true);
    expect([...cs[0]!.data]).toEqual([0, 0, 0, 3, 0, 0, 0, 2, 8, 2, 0, 0, 0]);
    const rows = inflateSync(cs[1]!.data);
    expect([...rows]).toEqual([
      0, 255, 0, 0, 0, 255, 0, 0, 0, 255, 0, 255, 255, 255, 0, 0, 0, 128, 128, 128,
    ]);
    // The IDAT is zlib at the chosen level, so both runtimes' zlib give the same bytes.
    expect(Buffer.from(cs[1]!.data).equals(deflateSync(rows, { level: PNG_DEFLATE_LEVEL }))).toBe(
      true,
    );
  });

  it('gives null for a bitmap with any pixel not opaque, which isOpaque spots', () => {
    const holed = rgba.slice();
    holed[19] = 254;
    expect(isOpaque(rgba)).toBe(true);
    expect(isOpaque(holed)).toBe(false);
    expect(encodeOpaquePng(holed, 3, 2, deflate)).toBeNull();
    expect(() => encodeOpaquePng(rgba, 2, 2, deflate)).toThrow(/size/);
  });
});
