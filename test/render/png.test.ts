/**
 * Our PNG encoder: opaque RGBA in, a valid PNG out (signature, IHDR, a PLTE when indexed, one IDAT
 * whose rows are filter None, IEND), each chunk's CRC right: indexed when a palette holds the
 * image (rare edge shades drawn as the nearest kept colour, never far from their own but for
 * specks), else RGB, exact.
 */
import * as zlib from 'node:zlib';
import { deflateSync, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  encodeOpaquePng,
  isOpaque,
  PALETTE_DROP_MAX,
  PALETTE_NEAR,
  PALETTE_SPECK,
  paletteImage,
  PNG_DEFLATE_LEVEL,
  PNG_INDEXED_LEVEL,
  tableCrc32,
} from '../../src/render/png';

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

/** RGBA of `n` pixels from a colour function. */
function bitmap(n: number, colour: (i: number) => [number, number, number]): Uint8Array {
  const out = new Uint8Array(n * 4);
  for (let i = 0; i < n; i++) out.set([...colour(i), 255], i * 4);
  return out;
}

/** The pixels a PNG of ours holds, as RGB triples, read back from its chunks. */
function readBack(png: Uint8Array): number[][] {
  const cs = chunks(png);
  const ihdr = cs[0]!.data;
  const width = new DataView(ihdr.buffer, ihdr.byteOffset).getUint32(0);
  const rows = inflateSync(cs.find((c) => c.type === 'IDAT')!.data);
  const plte = cs.find((c) => c.type === 'PLTE')?.data;
  const bpp = ihdr[9] === 3 ? 1 : 3;
  const out: number[][] = [];
  for (let y = 0; y * (width * bpp + 1) < rows.length; y++) {
    const r = y * (width * bpp + 1);
    expect(rows[r]).toBe(0); // filter None
    for (let x = 0; x < width; x++) {
      const i = r + 1 + x * bpp;
      out.push(
        bpp === 1
          ? [...plte!.subarray(rows[i]! * 3, rows[i]! * 3 + 3)]
          : [...rows.subarray(i, i + 3)],
      );
    }
  }
  return out;
}

describe('encodeOpaquePng', () => {
  // 3 x 2: red, green, blue / white, black, grey
  const rgba = new Uint8Array([
    255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255, 0, 0, 0, 255, 128, 128, 128,
    255,
  ]);

  it('writes few colours as an indexed PNG: signature, IHDR, PLTE, one IDAT of unfiltered rows, IEND, CRCs right', () => {
    const png = encodeOpaquePng(rgba, 3, 2, deflate)!;
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const cs = chunks(png);
    expect(cs.map((c) => c.type)).toEqual(['IHDR', 'PLTE', 'IDAT', 'IEND']);
    expect(cs.every((c) => c.crcOk)).toBe(true);
    // 8-bit, colour type 3 (indexed)
    expect([...cs[0]!.data]).toEqual([0, 0, 0, 3, 0, 0, 0, 2, 8, 3, 0, 0, 0]);
    expect(cs[1]!.data.length).toBe(6 * 3);
    expect(readBack(png)).toEqual([
      [255, 0, 0],
      [0, 255, 0],
      [0, 0, 255],
      [255, 255, 255],
      [0, 0, 0],
      [128, 128, 128],
    ]);
    // The IDAT is zlib at the chosen level, so both runtimes' zlib give the same bytes.
    const rows = inflateSync(cs[2]!.data);
    expect(Buffer.from(cs[2]!.data).equals(deflateSync(rows, { level: PNG_INDEXED_LEVEL }))).toBe(
      true,
    );
  });

  it('keeps the 256 commonest colours and draws rare edge shades as the nearest of them', () => {
    // 256 colours of 400 pixels each (grey ramp), then 40 rare shades of 3 pixels each.
    const n = 256 * 400 + 40 * 3;
    const img = bitmap(n, (i) => {
      if (i < 256 * 400) return [i % 256, i % 256, i % 256];
      const k = Math.floor((i - 256 * 400) / 3);
      return [k * 6 + 1, k * 6 + 2, k * 6 + 3]; // off the grey ramp by 1 or 2
    });
    const png = encodeOpaquePng(img, n, 1, deflate)!;
    const cs = chunks(png);
    expect(cs[0]!.data[9]).toBe(3);
    expect(cs[1]!.data.length).toBe(256 * 3);
    const back = readBack(png);
    let wrong = 0;
    for (let i = 0; i < 256 * 400; i++)
      if (back[i]!.join() !== `${i % 256},${i % 256},${i % 256}`) wrong++;
    expect(wrong).toBe(0);
    // [k*6+1, k*6+2, k*6+3] is nearest the grey k*6+2.
    for (let k = 0; k < 40; k++)
      expect(back[256 * 400 + k * 3]).toEqual([k * 6 + 2, k * 6 + 2, k * 6 + 2]);
  });

  it('draws each left-out colour as the nearest palette entry (the first of equally near ones), runs crossing rows', () => {
    // 256 colours of a lattice over the cube (each at least 42 from every other, so each takes
    // an entry), in runs of 12 to 20 on rows of 7 (runs cross row ends), then 64 rare colours of
    // 2 pixels each (specks) anywhere in the cube, some halfway between two kept.
    const steps7 = [0, 42, 85, 127, 170, 212, 255];
    const steps6 = [0, 51, 102, 153, 204, 255];
    const kept = Array.from({ length: 256 }, (_, k) => [
      steps7[k % 7]!,
      steps7[Math.floor(k / 7) % 7]!,
      steps6[Math.floor(k / 49)]!,
    ]);
    const pixels: number[][] = [];
    for (let k = 0; k < 256; k++) for (let r = 0; r < 12 + (k % 9); r++) pixels.push(kept[k]!);
    const rare: number[][] = [];
    for (let k = 0; k < 64; k++) {
      const a = kept[k]!;
      const b = kept[(k * 7 + 3) % 256]!;
      rare.push(
        k % 2 === 0
          ? [(a[0]! + b[0]!) >> 1, (a[1]! + b[1]!) >> 1, (a[2]! + b[2]!) >> 1]
          : [(k * 71) % 256, (k * 13 + 5) % 256, (k * 151) % 256],
      );
    }
    for (const c of rare) pixels.push(c, c);
    while (pixels.length % 7 !== 0) pixels.push(kept[0]!);
    const n = pixels.length;
    const png = encodeOpaquePng(
      bitmap(n, (i) => pixels[i] as [number, number, number]),
      7,
      n / 7,
      deflate,
    )!;
    const cs = chunks(png);
    const plte = cs[1]!.data;
    expect(cs[1]!.type).toBe('PLTE');
    const entries = Array.from({ length: 256 }, (_, j) => [...plte.subarray(j * 3, j * 3 + 3)]);
    const nearest = (c: number[]) => {
      let best = 0;
      let bestD = Infinity;
      for (const [j, e] of entries.entries()) {
        const d = (c[0]! - e[0]!) ** 2 + (c[1]! - e[1]!) ** 2 + (c[2]! - e[2]!) ** 2;
        if (d < bestD) [best, bestD] = [j, d];
      }
      return entries[best];
    };
    const back = readBack(png);
    for (let i = 0; i < n; i++) expect(back[i]).toEqual(nearest(pixels[i]!));
  });

  it("keeps a small mark's own colour: a rare colour far from every common one takes an entry before commoner near shades", () => {
    // 200 dark colours of 300 pixels each (r, g, b up to 120, 20 apart), 60 shades of 30 pixels
    // each within 10 of one of them, and a yellow mark of 20 pixels, rarer than all of those.
    // The 256 commonest would leave the yellow out and draw it in a dark colour; here it takes an
    // entry, 55 of the shades fill the rest and 5 are drawn as their dark colour.
    const dark = Array.from({ length: 200 }, (_, k) => [
      (k % 7) * 20,
      (Math.floor(k / 7) % 7) * 20,
      Math.floor(k / 49) * 20,
    ]);
    const shades = Array.from({ length: 60 }, (_, k) =>
      dark[k]!.map((v, c) => v + (c === k % 3 ? 7 : 3)),
    );
    const yellow = [233, 184, 36];
    const pixels: number[][] = [];
    for (const c of dark) for (let r = 0; r < 300; r++) pixels.push(c);
    for (const c of shades) for (let r = 0; r < 30; r++) pixels.push(c);
    for (let r = 0; r < 20; r++) pixels.push(yellow);
    const png = encodeOpaquePng(
      bitmap(pixels.length, (i) => pixels[i] as [number, number, number]),
      pixels.length,
      1,
      deflate,
    )!;
    expect(chunks(png)[0]!.data[9]).toBe(3); // still indexed
    const back = readBack(png);
    let moved = 0;
    for (let i = 0; i < pixels.length; i++) {
      const d = pixels[i]!.reduce((a, v, c) => a + (v - back[i]![c]!) ** 2, 0);
      expect(d).toBeLessThanOrEqual(PALETTE_NEAR);
      if (d > 0) moved++;
    }
    expect(moved).toBe(5 * 30);
    expect(back.at(-1)).toEqual(yellow);
    for (const [i, c] of dark.entries()) expect(back[i * 300]).toEqual(c);
  });

  it('tests nearness against the colours taken so far only, across bands of red', () => {
    // White (8000 pixels), A (300, taken for its pixels), B dark grey (200), C (100) 29 from A in
    // red, D (90) 33 from A in red, then 343 specks of 2 pixels on a grid 40 apart. B is far from
    // white and A (no black is taken) and D from every colour taken before it: each takes an
    // entry, in that order after white and A; C is near A: no entry of its own once the grid's far
    // colours fill the palette, and drawn as its nearest entry, D (16 away).
    const a = [31, 100, 100];
    const b = [10, 10, 10];
    const c = [60, 100, 100];
    const d = [64, 100, 100];
    const pixels: number[][] = [];
    const add = (colour: number[], count: number) => {
      for (let k = 0; k < count; k++) pixels.push(colour);
    };
    add([255, 255, 255], 8000);
    add(a, 300);
    add(b, 200);
    add(c, 100);
    add(d, 90);
    for (let k = 0; k < 343; k++)
      add([(k % 7) * 40, (Math.floor(k / 7) % 7) * 40, Math.floor(k / 49) * 40], 2);
    const [w, h] = [293, 32];
    expect(pixels.length).toBe(w * h);
    const img = bitmap(w * h, (i) => pixels[i] as [number, number, number]);
    const p = paletteImage(img, w, h);
    if (!p || 'opaque' in p) throw new Error('not indexed');
    expect(p.exact).toBe(false);
    expect([...p.palette.subarray(0, 12)]).toEqual([255, 255, 255, ...a, ...b, ...d]);
    const back = readBack(encodeOpaquePng(img, w, h, deflate)!);
    expect(back[8300]).toEqual(b);
    expect(back[8500]).toEqual(d); // C
    expect(back[8600]).toEqual(d);
  });

  it('writes RGB when a colour of more than a speck would be drawn far from its own', () => {
    // 256 colours 42 or more apart, 300 pixels each, take every entry; a mid-grey mark of
    // PALETTE_SPECK + 1 pixels lies more than 32 from all of them.
    const steps7 = [0, 42, 85, 127, 170, 212, 255];
    const steps6 = [0, 51, 102, 153, 204, 255];
    const colours = Array.from({ length: 256 }, (_, k) => [
      steps7[k % 7]!,
      steps7[Math.floor(k / 7) % 7]!,
      steps6[Math.floor(k / 49)]!,
    ]);
    const mark = [106, 106, 128];
    const pixels: number[][] = [];
    for (const c of colours) for (let r = 0; r < 300; r++) pixels.push(c);
    for (let r = 0; r <= PALETTE_SPECK; r++) pixels.push(mark);
    const img = bitmap(pixels.length, (i) => pixels[i] as [number, number, number]);
    const png = encodeOpaquePng(img, pixels.length, 1, deflate)!;
    expect(chunks(png)[0]!.data[9]).toBe(2); // truecolour
    expect(readBack(png).at(-1)).toEqual(mark);
    // One pixel fewer is a speck: indexed, the mark drawn as its nearest entry.
    const speck = encodeOpaquePng(
      img.subarray(0, (pixels.length - 1) * 4),
      pixels.length - 1,
      1,
      deflate,
    )!;
    expect(chunks(speck)[0]!.data[9]).toBe(3);
  });

  it('orders the palette by pixels, most first, and equal counts by blue, then green, then red', () => {
    // 9 pixels of 1 0 200 and of 0 1 100 (equal counts: the lower blue first), 7 of 5 5 5, 5 of 250 250 0.
    const colours: [number, number, number][] = [
      ...Array<[number, number, number]>(9).fill([1, 0, 200]),
      ...Array<[number, number, number]>(7).fill([5, 5, 5]),
      ...Array<[number, number, number]>(9).fill([0, 1, 100]),
      ...Array<[number, number, number]>(5).fill([250, 250, 0]),
    ];
    const p = paletteImage(
      bitmap(colours.length, (i) => colours[i]!),
      colours.length,
      1,
    );
    expect(p && !('opaque' in p) && [...p.palette]).toEqual([
      0, 1, 100, 1, 0, 200, 5, 5, 5, 250, 250, 0,
    ]);
  });

  it('writes RGB, exact, when a colour left out would cover more than a few pixels', () => {
    const n = 257 * (PALETTE_DROP_MAX + 1);
    const img = bitmap(n, (i) => {
      const k = i % 257;
      return [k % 256, k < 256 ? 0 : 99, 7];
    });
    const png = encodeOpaquePng(img, 257, PALETTE_DROP_MAX + 1, deflate)!;
    const cs = chunks(png);
    expect(cs.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(cs[0]!.data[9]).toBe(2); // truecolour
    const rows = inflateSync(cs[1]!.data);
    expect(Buffer.from(cs[1]!.data).equals(deflateSync(rows, { level: PNG_DEFLATE_LEVEL }))).toBe(
      true,
    );
    const back = readBack(png);
    let wrong = 0;
    for (let i = 0; i < n; i++) {
      const k = i % 257;
      if (back[i]!.join() !== `${k % 256},${k < 256 ? 0 : 99},7`) wrong++;
    }
    expect(wrong).toBe(0);
  });

  it('gives the same bytes for a bitmap that does not start on a 4-byte boundary of its buffer', () => {
    const shifted = new Uint8Array(rgba.length + 1).subarray(1);
    shifted.set(rgba);
    expect(shifted.byteOffset % 4).toBe(1);
    const a = encodeOpaquePng(rgba, 3, 2, deflate)!;
    expect(Buffer.from(encodeOpaquePng(shifted, 3, 2, deflate)!).equals(Buffer.from(a))).toBe(true);
    expect(chunks(a)[0]!.data[9]).toBe(3);
  });

  it('gives the same bytes with any CRC-32: its own table, zlib crc32, a bit-by-bit one', () => {
    const bytes = Uint8Array.from({ length: 1000 }, (_, i) => (i * 2654435761) >>> 24);
    expect(tableCrc32(bytes)).toBe(crc(bytes));
    const a = encodeOpaquePng(rgba, 3, 2, deflate)!;
    expect(Buffer.from(encodeOpaquePng(rgba, 3, 2, deflate, crc)!).equals(Buffer.from(a))).toBe(
      true,
    );
    if (typeof zlib.crc32 === 'function') {
      expect(zlib.crc32(bytes)).toBe(crc(bytes));
      const z = encodeOpaquePng(rgba, 3, 2, deflate, (b) => zlib.crc32(b))!;
      expect(Buffer.from(z).equals(Buffer.from(a))).toBe(true);
    }
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
