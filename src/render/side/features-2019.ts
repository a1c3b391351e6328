/**
 * The 2nd edition's look (hthad2019): its own features (ore in an ore pen, a biome's dotted
 * outline, ley lines, a fault) and the numbered strata lines drawn in their own colour.
 * Additive to the shared painter: it only sees worlds whose page carries `strata`.
 */
import type { FeatureKind, Page, Shape } from '../../hthad/world';
import { attrs, num } from '../svg';
import type { Theme } from './theme';

/** SVG user units per bead (paint-items' S; repeated here so the two files need no cycle). */
const S = 40;
const u = (v: number): string => num(v * S);
const ua = (v: number): number => v * S;

/** The strata pen: a rust red, as the book draws its strata lines in red. */
const STRATA_INK = '#b0573a';
/** Ore's own pen (the book suggests a different colour for ore). */
export const ORE_INK = '#8a6d1a';
export const BIOME_INK = '#3d7a3a';
const LEY_INK = '#6b4fa8';

/** A hthad2019 feature's path: ore, biome, ley line or fault. */
export function feature2019(
  kind: FeatureKind,
  base: Record<string, string | number | undefined>,
  s: Shape,
  d: string,
  theme: Theme,
): string {
  const line = s.kind === 'polyline';
  switch (kind) {
    case 'ore':
      return `<path${attrs({ ...base, d, fill: line ? 'none' : ORE_INK, 'fill-opacity': line ? undefined : 0.35, stroke: ORE_INK, 'stroke-width': ua(line ? Math.min(0.25, Math.max(0.12, s.width)) : 0.06), 'stroke-linecap': 'round', 'stroke-linejoin': 'round' })}/>`;
    case 'biome':
      return `<path${attrs({ ...base, d, fill: BIOME_INK, 'fill-opacity': 0.12, stroke: BIOME_INK, 'stroke-width': ua(0.05), 'stroke-dasharray': `${u(0.08)} ${u(0.1)}` })}/>`;
    case 'ley-line':
      return `<path${attrs({ ...base, d, fill: 'none', stroke: LEY_INK, 'stroke-width': ua(0.04), 'stroke-dasharray': `${u(0.25)} ${u(0.12)}` })}/>`;
    default:
      return `<path${attrs({ ...base, d, fill: 'none', stroke: theme.text, 'stroke-width': ua(0.08), 'stroke-linejoin': 'round' })}/>`;
  }
}

/** The numbered strata lines of a page that has them ('' for a page without). */
export function paintStrata(page: Page, theme: Theme): string {
  const strata = page.strata;
  if (!strata || strata.length === 0) return '';
  let lines = '';
  let numbers = '';
  const pts = (ps: readonly { x: number; y: number }[]) =>
    ps.map((p, i) => `${i ? 'L' : 'M'}${u(p.x)} ${u(p.y)}`).join('');
  for (const s of strata) {
    if (!s.touchesSurface) lines += pts(s.top);
    // Sides of a stratum that stops short of the page's edge (a column, a faulted block).
    const a = s.top[0]!;
    const b = s.bottom[0]!;
    if (a.x > 0.01) lines += `M${u(a.x)} ${u(a.y)}L${u(b.x)} ${u(b.y)}`;
    // A stratum off both page edges (a pipe) is numbered inside, at its top; the others in the
    // margins (strataMargins), where nothing drawn can hide the number.
    const last = s.top[s.top.length - 1]!;
    if (a.x > 0.01 && last.x < page.width - 0.01) {
      const mid = Math.floor(s.top.length / 2);
      numbers += `<text${attrs({ x: ua(s.top[mid]!.x), y: ua(s.top[mid]!.y + 0.8), 'text-anchor': 'middle', 'font-size': ua(0.6), 'font-weight': 'bold', fill: STRATA_INK, stroke: theme.halo, 'stroke-width': ua(0.08), 'paint-order': 'stroke' })}>${s.n}</text>`;
    }
  }
  return `<g class="strata"><path${attrs({ d: lines, fill: 'none', stroke: STRATA_INK, 'stroke-width': ua(0.06), 'stroke-opacity': 0.7 })}/>${numbers}</g>`;
}

/**
 * The strata numbers in the page's side margins, level with each stratum's middle at that edge
 * (`left` and `right` are the margins' centres and `top` the page's offset, in beads).
 */
export function strataMargins(page: Page, left: number, right: number, top: number): string {
  let out = '';
  for (const s of page.strata ?? []) {
    const a = s.top[0]!;
    const z = s.top[s.top.length - 1]!;
    const num = (x: number, y: number) =>
      `<text${attrs({ x: ua(x), y: ua(top + y + 0.2), 'text-anchor': 'middle', 'font-size': ua(0.55), 'font-weight': 'bold', fill: STRATA_INK })}>${s.n}</text>`;
    if (a.x <= 0.01) out += num(left, (a.y + s.bottom[0]!.y) / 2);
    if (z.x >= page.width - 0.01) out += num(right, (z.y + s.bottom[s.bottom.length - 1]!.y) / 2);
  }
  return `<g class="strata-numbers">${out}</g>`;
}
