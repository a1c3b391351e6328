/**
 * The 2nd edition's late ages in the side view (hthad2019): strata the Horde has corrupted
 * shaded in a bruise purple, the Empire's Capital crowned, and each group the Empire annexed
 * ringed in the villain's pen with a small flag. Read from the world alone: the villain group
 * carries `corrupted:N` traits, annexed groups an `annexed` trait, the Capital is the villain's
 * 'villain-lair' place.
 */
import { centre, type Page, type Point, type World } from '../../hthad/world';
import { attrs, num } from '../svg';
import type { Theme } from './theme';

/** SVG user units per bead (paint-items' S; repeated so this file needs no cycle). */
const S = 40;
const u = (v: number): string => num(v * S);
const ua = (v: number): number => v * S;

const CORRUPT_INK = '#5b2a6e';
const VILLAIN_INK = '#8e1b1b';
/** The corrupted strata's wash (the old 0.16 was lost under the strata's own fill). */
export const CORRUPT_WASH = 0.34;
export { CORRUPT_INK };

/** What the late ages of a 2019 world show beyond the shared drawing. */
export interface Villainy2019 {
  readonly corrupted: readonly number[];
  readonly capital: Point | null;
  readonly annexed: readonly Point[];
}

/** Read the marks from the world (null when there is nothing to draw). */
export function villainy2019(world: World): Villainy2019 | null {
  if (!world.page.strata) return null;
  const corrupted: number[] = [];
  let capital: Point | null = null;
  const annexed: Point[] = [];
  for (const g of world.groups) {
    for (const t of g.traits)
      if (t.startsWith('corrupted:')) corrupted.push(Number(t.slice('corrupted:'.length)));
    if (g.state !== 'active') continue;
    const home = g.home ? world.places.find((p) => p.id === g.home) : undefined;
    if (g.traits.includes('annexed') && home) annexed.push(centre(home.shape));
    if (g.kind === 'villain') {
      const cap = world.places.find((p) => p.owner === g.id && p.role === 'villain-lair');
      if (cap) capital = centre(cap.shape);
    }
  }
  if (corrupted.length === 0 && !capital && annexed.length === 0) return null;
  return { corrupted: corrupted.sort((a, b) => a - b), capital, annexed };
}

/**
 * The hatch over corrupted strata: lines running up to the right (x + y constant), one every
 * {@link HATCH_GAP} beads across them, {@link HATCH_PEN} wide. Drawn as line segments clipped to
 * each stratum here, not as an SVG pattern: resvg paints a pattern fill several times slower
 * than the rest of the map together (a 2019 map's PNG raster 119 → 48 ms without it).
 */
const HATCH_GAP = 0.5;
const HATCH_PEN = 0.035;

/**
 * The parts of the lines x + y = c (c = k·gap·√2 + offset, in SVG units) inside a closed ring,
 * as `M…L…` segments: each line's crossings with the ring's edges, sorted along the line and
 * paired; a segment too short to see (a line that grazes a corner) is left out.
 */
export function diagonalHatch(ring: readonly Point[], gap: number, offset: number): string {
  if (ring.length < 3) return '';
  let lo = Infinity;
  let hi = -Infinity;
  // Each point's x + y, found once: a line x + y = c crosses the edge from a to b when one end
  // lies below it and the other not (sum - c < 0 exactly when sum < c).
  const n = ring.length;
  const sums = new Array<number>(n);
  for (let i = 0; i < n; i++) {
    const p = ring[i]!;
    const sum = p.x + p.y;
    sums[i] = sum;
    lo = Math.min(lo, sum);
    hi = Math.max(hi, sum);
  }
  const step = gap * Math.SQRT2;
  let d = '';
  const xs: number[] = [];
  // Bounded: one pass per line across the ring's extent.
  for (let k = Math.ceil((lo - offset) / step); k * step + offset <= hi; k++) {
    const c = k * step + offset;
    xs.length = 0;
    for (let i = 0; i < n; i++) {
      const j = i + 1 === n ? 0 : i + 1;
      if (sums[i]! < c === sums[j]! < c) continue;
      const sa = sums[i]! - c;
      const sb = sums[j]! - c;
      const a = ring[i]!;
      xs.push(a.x + (sa / (sa - sb)) * (ring[j]!.x - a.x));
    }
    xs.sort((p, q) => p - q);
    for (let i = 0; i + 1 < xs.length; i += 2)
      if (xs[i + 1]! - xs[i]! >= 0.01)
        d += `M${num(xs[i]!)} ${num(c - xs[i]!)}L${num(xs[i + 1]!)} ${num(c - xs[i + 1]!)}`;
  }
  return d;
}

/** Corrupted strata, shaded under everything drawn in them. */
export function paintCorruption(page: Page, v: Villainy2019 | null): string {
  if (!v || v.corrupted.length === 0 || !page.strata) return '';
  let d = '';
  let hatch = '';
  for (const s of page.strata) {
    if (!v.corrupted.includes(s.n)) continue;
    // The stratum's outline in SVG units.
    const ring = [...s.top, ...[...s.bottom].reverse()].map((p) => ({ x: ua(p.x), y: ua(p.y) }));
    d += ring.map((p, i) => `${i ? 'L' : 'M'}${num(p.x)} ${num(p.y)}`).join('') + 'Z';
    hatch += diagonalHatch(ring, ua(HATCH_GAP), ua(HATCH_PEN / 2) * Math.SQRT2);
  }
  // A wash strong enough to read at a glance, and a diagonal hatch so it also reads in grey.
  return `<g class="corrupted"><path${attrs({ d, fill: CORRUPT_INK, 'fill-opacity': CORRUPT_WASH, stroke: 'none' })}/><path${attrs({ class: 'corrupt-hatch', d: hatch, fill: 'none', stroke: CORRUPT_INK, 'stroke-width': ua(HATCH_PEN), 'stroke-opacity': 0.45 })}/></g>`;
}

/** The Capital's crown and the annexed groups' flags, over the beads. */
export function paintEmpire(v: Villainy2019 | null, theme: Theme): string {
  if (!v || (!v.capital && v.annexed.length === 0)) return '';
  let out = '<g class="empire">';
  if (v.capital) {
    const { x, y } = v.capital;
    // A three-pointed crown on the Capital itself (a room above it must not seem crowned).
    const c = [
      [-0.45, 0],
      [-0.45, -0.45],
      [-0.22, -0.2],
      [0, -0.55],
      [0.22, -0.2],
      [0.45, -0.45],
      [0.45, 0],
    ]
      .map(([dx, dy], i) => `${i ? 'L' : 'M'}${u(x + dx! * 0.8)} ${u(y + 0.22 + dy! * 0.8)}`)
      .join('');
    out += `<path${attrs({ d: `${c}Z`, fill: '#d4a017', stroke: VILLAIN_INK, 'stroke-width': ua(0.05), 'stroke-linejoin': 'round' })}/>`;
  }
  for (const { x, y } of v.annexed) {
    out += `<circle${attrs({ cx: ua(x), cy: ua(y), r: ua(0.95), fill: 'none', stroke: VILLAIN_INK, 'stroke-width': ua(0.06), 'stroke-dasharray': `${u(0.18)} ${u(0.1)}` })}/>`;
    // A pennant on a staff at the ring's upper right.
    const fx = x + 0.7;
    const fy = y - 0.7;
    out += `<path${attrs({ d: `M${u(fx)} ${u(fy)}L${u(fx)} ${u(fy - 0.6)}L${u(fx + 0.4)} ${u(fy - 0.48)}L${u(fx)} ${u(fy - 0.36)}`, fill: VILLAIN_INK, stroke: VILLAIN_INK, 'stroke-width': ua(0.04), 'stroke-linejoin': 'round' })}/>`;
  }
  void theme;
  return out + '</g>';
}

/**
 * What the late ages' marks mean, written under the page's bottom edge at (x, y) in beads: the
 * shading of corrupted strata, the Capital's crown and the annexed groups' rings ('' when none).
 */
export function paintCorruptionCaption(v: Villainy2019 | null, x: number, y: number): string {
  if (!v) return '';
  const parts: string[] = [];
  let key = '';
  if (v.corrupted.length > 0) {
    const list = v.corrupted.filter((n) => n > 0);
    const what =
      list.length === 0
        ? 'the surface'
        : `${list.length === 1 ? 'stratum' : 'strata'} ${list.join(', ')}`;
    key += corruptSample(x, y - 0.2);
    parts.push(`shaded: corrupted by the Horde (${what})`);
  }
  if (v.capital) parts.push('crown: the Empire’s Capital');
  if (v.annexed.length > 0) parts.push('dashed red ring and pennant: annexed by the Empire');
  if (parts.length === 0) return '';
  const tx = v.corrupted.length > 0 ? x + 0.65 : x;
  return `<g class="villainy-caption">${key}<text${attrs({ x: ua(tx), y: ua(y + 0.05), 'font-size': ua(0.3), 'font-style': 'italic', fill: v.corrupted.length > 0 ? CORRUPT_INK : VILLAIN_INK })}>${parts.join('; ')}</text></g>`;
}

/** The legend's sample of a corrupted stratum: the wash and the hatch, at (x, y) in beads. */
export function corruptSample(x: number, y: number): string {
  const r = { x: ua(x), y: ua(y), width: ua(0.5), height: ua(0.36) };
  return `<rect${attrs({ ...r, fill: CORRUPT_INK, 'fill-opacity': CORRUPT_WASH })}/><path${attrs({ d: `M${u(x + 0.1)} ${u(y + 0.36)}L${u(x + 0.36)} ${u(y)}M${u(x + 0.28)} ${u(y + 0.36)}L${u(x + 0.5)} ${u(y + 0.05)}`, stroke: CORRUPT_INK, 'stroke-width': ua(0.05), 'stroke-opacity': 0.6 })}/>`;
}
