/**
 * Regenerate src/render/font-glyphs.ts: the outlines, advances and kerning of the bundled DejaVu
 * Sans subset (assets/fonts/), regular and bold, for every character the fonts map, read from
 * their cmap, hmtx, loca/glyf and GPOS (`kern` feature) tables. The PNG path draws text with
 * them as paths (src/render/outline-text.ts), so resvg shapes nothing. Run after changing
 * assets/fonts/: `npx tsx scripts/font-glyphs.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { FONT_FILES } from '../src/render/fonts';

interface Font {
  unitsPerEm: number;
  /** code point → glyph id */
  cmap: Map<number, number>;
  advance: (glyph: number) => number;
  outline: (glyph: number) => string;
  kern: (left: number, right: number) => number;
  gsubFeatures: string[];
  /** component glyphs then the ligature glyph */
  ligatures: number[][];
}

function parse(file: string): Font {
  const buf = readFileSync(file);
  const v = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  const u16 = (o: number) => v.getUint16(o);
  const i16 = (o: number) => v.getInt16(o);
  const tables = new Map<string, number>();
  for (let i = 0; i < u16(4); i++) {
    const rec = 12 + i * 16;
    tables.set(buf.toString('latin1', rec, rec + 4), v.getUint32(rec + 8));
  }
  const t = (tag: string) => {
    const at = tables.get(tag);
    if (at === undefined) throw new Error(`${file}: no ${tag} table`);
    return at;
  };
  const head = t('head');
  const unitsPerEm = u16(head + 18);
  const longLoca = i16(head + 50) === 1;
  const numGlyphs = u16(t('maxp') + 4);
  const numberOfHMetrics = u16(t('hhea') + 34);
  const hmtx = t('hmtx');
  const advance = (glyph: number) => u16(hmtx + 4 * Math.min(glyph, numberOfHMetrics - 1));

  // cmap: format 4 (BMP).
  const cmapAt = t('cmap');
  let sub = -1;
  for (let i = 0; i < u16(cmapAt + 2); i++) {
    const platform = u16(cmapAt + 4 + i * 8);
    const encoding = u16(cmapAt + 6 + i * 8);
    const offset = v.getUint32(cmapAt + 8 + i * 8);
    if (
      u16(cmapAt + offset) === 4 &&
      (platform === 3 || platform === 0) &&
      (encoding === 1 || platform === 0)
    )
      sub = cmapAt + offset;
  }
  if (sub < 0) throw new Error('no format-4 cmap');
  const cmap = new Map<number, number>();
  const segX2 = u16(sub + 6);
  const ends = sub + 14;
  const starts = ends + segX2 + 2;
  const deltas = starts + segX2;
  const ranges = deltas + segX2;
  for (let s = 0; s < segX2 / 2; s++) {
    const end = u16(ends + 2 * s);
    const start = u16(starts + 2 * s);
    const delta = i16(deltas + 2 * s);
    const rangeAt = ranges + 2 * s;
    const range = u16(rangeAt);
    for (let c = start; c <= end && c !== 0xffff; c++) {
      let glyph: number;
      if (range === 0) glyph = (c + delta) & 0xffff;
      else {
        const g = u16(rangeAt + range + 2 * (c - start));
        glyph = g === 0 ? 0 : (g + delta) & 0xffff;
      }
      if (glyph !== 0 && glyph < numGlyphs) cmap.set(c, glyph);
    }
  }

  // glyf: contours of points (x, y, on-curve), composites flattened.
  const loca = t('loca');
  const glyf = t('glyf');
  const glyphAt = (g: number): [number, number] =>
    longLoca
      ? [v.getUint32(loca + 4 * g), v.getUint32(loca + 4 * g + 4)]
      : [u16(loca + 2 * g) * 2, u16(loca + 2 * g + 2) * 2];
  type Pt = { x: number; y: number; on: boolean };
  const contours = (g: number, depth = 0): Pt[][] => {
    if (depth > 8) throw new Error('composite too deep');
    const [start, end] = glyphAt(g);
    if (start === end) return [];
    const at = glyf + start;
    const n = i16(at);
    if (n >= 0) {
      const endPts = Array.from({ length: n }, (_, i) => u16(at + 10 + 2 * i));
      const count = n === 0 ? 0 : endPts[n - 1]! + 1;
      let p = at + 10 + 2 * n;
      p += 2 + u16(p);
      const flags: number[] = [];
      while (flags.length < count) {
        const f = v.getUint8(p++);
        flags.push(f);
        if (f & 8) {
          const r = v.getUint8(p++);
          for (let k = 0; k < r; k++) flags.push(f);
        }
      }
      const coords = (short: number, same: number): number[] => {
        const out: number[] = [];
        let c = 0;
        for (const f of flags) {
          if (f & short) {
            const d = v.getUint8(p++);
            c += f & same ? d : -d;
          } else if (!(f & same)) {
            c += i16(p);
            p += 2;
          }
          out.push(c);
        }
        return out;
      };
      const xs = coords(2, 16);
      const ys = coords(4, 32);
      const out: Pt[][] = [];
      let first = 0;
      for (const last of endPts) {
        const c: Pt[] = [];
        for (let k = first; k <= last; k++)
          c.push({ x: xs[k]!, y: ys[k]!, on: (flags[k]! & 1) === 1 });
        out.push(c);
        first = last + 1;
      }
      return out;
    }
    // Composite.
    const out: Pt[][] = [];
    let p = at + 10;
    for (;;) {
      const flags = u16(p);
      const component = u16(p + 2);
      p += 4;
      let dx: number;
      let dy: number;
      if (flags & 1) {
        dx = i16(p);
        dy = i16(p + 2);
        p += 4;
      } else {
        dx = v.getInt8(p);
        dy = v.getInt8(p + 1);
        p += 2;
      }
      if (!(flags & 2)) throw new Error(`glyph ${g}: point-matched component`);
      const f2d14 = (o: number) => i16(o) / 16384;
      let [a, b, c, d] = [1, 0, 0, 1];
      if (flags & 8) {
        a = d = f2d14(p);
        p += 2;
      } else if (flags & 0x40) {
        a = f2d14(p);
        d = f2d14(p + 2);
        p += 4;
      } else if (flags & 0x80) {
        a = f2d14(p);
        b = f2d14(p + 2);
        c = f2d14(p + 4);
        d = f2d14(p + 6);
        p += 8;
      }
      if (flags & 0x800) throw new Error(`glyph ${g}: scaled component offset`);
      for (const contour of contours(component, depth + 1))
        out.push(
          contour.map((q) => ({ x: a * q.x + c * q.y + dx, y: b * q.x + d * q.y + dy, on: q.on })),
        );
      if (!(flags & 0x20)) break;
    }
    return out;
  };
  const n = (x: number) => String(Math.round(x * 2) / 2);
  const outline = (g: number): string => {
    let d = '';
    for (const pts of contours(g)) {
      if (pts.length === 0) continue;
      const len = pts.length;
      // Start at an on-curve point (or the midpoint of two off-curve ones).
      const onAt = pts.findIndex((q) => q.on);
      const startPt: Pt =
        onAt >= 0
          ? pts[onAt]!
          : {
              x: (pts[0]!.x + pts[len - 1]!.x) / 2,
              y: (pts[0]!.y + pts[len - 1]!.y) / 2,
              on: true,
            };
      const order = onAt >= 0 ? [...pts.slice(onAt + 1), ...pts.slice(0, onAt)] : pts;
      d += `M${n(startPt.x)} ${n(startPt.y)}`;
      let ctrl: Pt | null = null;
      for (const q of order) {
        if (q.on) {
          d += ctrl ? `Q${n(ctrl.x)} ${n(ctrl.y)} ${n(q.x)} ${n(q.y)}` : `L${n(q.x)} ${n(q.y)}`;
          ctrl = null;
        } else if (ctrl) {
          d += `Q${n(ctrl.x)} ${n(ctrl.y)} ${n((ctrl.x + q.x) / 2)} ${n((ctrl.y + q.y) / 2)}`;
          ctrl = q;
        } else ctrl = q;
      }
      if (ctrl) d += `Q${n(ctrl.x)} ${n(ctrl.y)} ${n(startPt.x)} ${n(startPt.y)}`;
      d += 'Z';
    }
    return d;
  };

  // Layout tables: coverage, class definitions.
  const coverage = (o: number, g: number): number => {
    const format = u16(o);
    if (format === 1) {
      for (let i = 0; i < u16(o + 2); i++) if (u16(o + 4 + 2 * i) === g) return i;
      return -1;
    }
    for (let i = 0; i < u16(o + 2); i++) {
      const r = o + 4 + 6 * i;
      if (g >= u16(r) && g <= u16(r + 2)) return u16(r + 4) + g - u16(r);
    }
    return -1;
  };
  const classOf = (o: number, g: number): number => {
    const format = u16(o);
    if (format === 1) {
      const first = u16(o + 2);
      return g >= first && g < first + u16(o + 4) ? u16(o + 6 + 2 * (g - first)) : 0;
    }
    for (let i = 0; i < u16(o + 2); i++) {
      const r = o + 4 + 6 * i;
      if (g >= u16(r) && g <= u16(r + 2)) return u16(r + 4);
    }
    return 0;
  };
  const features = (table: number) => {
    const list = table + u16(table + 6);
    const out: { tag: string; lookups: number[] }[] = [];
    for (let i = 0; i < u16(list); i++) {
      const tag = buf.toString('latin1', list + 2 + 6 * i, list + 6 + 6 * i);
      const f = list + u16(list + 6 + 6 * i);
      out.push({ tag, lookups: Array.from({ length: u16(f + 2) }, (_, k) => u16(f + 4 + 2 * k)) });
    }
    return out;
  };
  const lookup = (table: number, index: number) => {
    const list = table + u16(table + 8);
    const l = list + u16(list + 2 + 2 * index);
    let type = u16(l);
    const subtables = Array.from({ length: u16(l + 4) }, (_, k) => {
      let s = l + u16(l + 6 + 2 * k);
      if (type === 9) {
        type = u16(s + 2);
        s += v.getUint32(s + 4);
      }
      return s;
    });
    return { type, flag: u16(l + 2), subtables };
  };
  const valueSize = (format: number) => {
    let size = 0;
    for (let b = format; b; b >>= 1) size += (b & 1) * 2;
    return size;
  };
  const xAdvance = (format: number, at: number): number => {
    if (format & 0x1 && i16(at) !== 0) throw new Error('XPlacement in a kern pair');
    if (!(format & 0x4)) return 0;
    return i16(at + (format & 1 ? 2 : 0) + (format & 2 ? 2 : 0));
  };
  const gpos = t('GPOS');
  const kernLookups = [
    ...new Set(
      features(gpos)
        .filter((f) => f.tag === 'kern')
        .flatMap((f) => f.lookups),
    ),
  ]
    .sort((a, b) => a - b)
    .map((i) => lookup(gpos, i))
    .filter((l) => l.type === 2);
  const kern = (left: number, right: number): number => {
    let total = 0;
    for (const l of kernLookups)
      for (const s of l.subtables) {
        const format = u16(s);
        const index = coverage(s + u16(s + 2), left);
        if (index < 0) continue;
        const vf1 = u16(s + 4);
        const vf2 = u16(s + 6);
        if (vf2 !== 0) throw new Error('second value record in a kern pair');
        if (format === 1) {
          const set = s + u16(s + 10 + 2 * index);
          const rec = 2 + valueSize(vf1) + valueSize(vf2);
          let hit = -1;
          for (let i = 0; i < u16(set); i++) if (u16(set + 2 + rec * i) === right) hit = i;
          if (hit < 0) continue;
          total += xAdvance(vf1, set + 2 + rec * hit + 2);
          break;
        }
        const c1 = classOf(s + u16(s + 8), left);
        const c2 = classOf(s + u16(s + 10), right);
        const class2Count = u16(s + 14);
        const rec = valueSize(vf1) + valueSize(vf2);
        total += xAdvance(vf1, s + 16 + (c1 * class2Count + c2) * rec);
        break;
      }
    return total;
  };
  // The `liga` feature's ligature substitutions (lookup type 4), in the font's order of preference.
  const ligatures: number[][] = [];
  const gsubFeatures: string[] = [];
  if (tables.has('GSUB')) {
    const gsub = t('GSUB');
    for (const f of features(gsub)) {
      gsubFeatures.push(f.tag);
      if (f.tag !== 'liga') continue;
      for (const index of f.lookups) {
        const l = lookup(gsub, index);
        if (l.type !== 4) throw new Error(`liga lookup of type ${l.type}`);
        for (const s of l.subtables) {
          const cov = s + u16(s + 2);
          const firsts =
            u16(cov) === 1
              ? Array.from({ length: u16(cov + 2) }, (_, j) => u16(cov + 4 + 2 * j))
              : [];
          if (u16(cov) !== 1) throw new Error('liga coverage of format 2');
          firsts.forEach((first, j) => {
            const set = s + u16(s + 6 + 2 * j);
            for (let m = 0; m < u16(set); m++) {
              const lig = set + u16(set + 2 + 2 * m);
              const rest = Array.from({ length: u16(lig + 2) - 1 }, (_, q) => u16(lig + 4 + 2 * q));
              ligatures.push([first, ...rest, u16(lig)]);
            }
          });
        }
      }
    }
  }
  return { unitsPerEm, cmap, advance, outline, kern, gsubFeatures, ligatures };
}

const fonts = FONT_FILES.map((f) => parse(`assets/fonts/${f}`));
const blocks = fonts.map((font, k) => {
  const codes = [...font.cmap.keys()].sort((a, b) => a - b);
  const ids = [
    ...new Set([...font.cmap.values(), ...font.ligatures.map((l) => l[l.length - 1]!)]),
  ].sort((a, b) => a - b);
  const glyphs = ids.map((g) => `${g}:${font.advance(g)}:${font.outline(g)}`);
  const pairs: string[] = [];
  for (const a of ids)
    for (const b of ids) {
      const value = font.kern(a, b);
      if (value !== 0) pairs.push(`${a},${b},${value}`);
    }
  console.log(
    `${FONT_FILES[k]}: ${codes.length} characters, ${ids.length} glyphs, ${pairs.length} kerning pairs, ${font.ligatures.length} ligatures; GSUB features ${font.gsubFeatures.join(' ') || 'none'}`,
  );
  return `{
    unitsPerEm: ${font.unitsPerEm},
    cmap: [${codes.map((c) => `${c},${font.cmap.get(c)!}`).join(',')}],
    glyphs: ${JSON.stringify(glyphs.join('|'))},
    ligatures: '${font.ligatures.map((l) => l.join(':')).join(',')}',
    kerning: [${pairs.join(',')}],
  }`;
});
writeFileSync(
  'src/render/font-glyphs.ts',
  `/**
 * Outlines of the bundled DejaVu Sans subset (assets/fonts/), regular then bold, by glyph id:
 * the cmap as code, glyph pairs; per glyph "glyph:advance:path" (font units, y up; TrueType quadratic
 * contours as M/L/Q/Z, composites flattened) joined by "|"; the \`liga\` feature's ligatures as
 * "first:…:last:ligature" in the font's order; the \`kern\` feature's pairs as left, right,
 * adjustment triples (numbers, which a runtime reads faster than it splits text).
 * Generated by scripts/font-glyphs.ts; do not edit by hand.
 */
export const FONT_GLYPHS = [
  ${blocks.join(',\n  ')},
] as const;
`,
);
