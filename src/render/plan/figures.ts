/**
 * The map of a played game: the crawl's plan map of one level (its map area, as a VTT image
 * draws it) with the figures on their squares — heroes as round blue tokens, monsters as square
 * red ones, each with its initials and a life bar — under a title block, and a roster beside it
 * naming every figure with its life and conditions. Any crawl's drawing serves: the figures
 * are placed by the map area's own size, so no drawing needs to know about them.
 */
import type { Figure } from '../../crawl/plan/play';
import type { Plan } from '../../crawl/plan/types';
import { FONT_FAMILY } from '../fonts';
import { attrs, esc } from '../svg';

/** Bump when the figures' drawing changes (it is part of the map's version). */
export const FIGURES_VERSION = '1.4.0';

const INK = '#111111';
const HERO = '#1f5fbf';
const MONSTER = '#b0201a';
const DOWN = '#8a8a8a';
const LIFE = '#2e9d3a';
const HURT = '#d9822b';

/**
 * A figure's initials: the first letters of its name's first two words (`Grim Tusk` → `GT`), and
 * the number that tells it from others of its kind in full (`Ghoblin 10` → `G10`,
 * `Drowned One 2` → `DO2`), so no two tokens on the map read alike.
 */
export function initials(name: string): string {
  const words = name.split(/[\s-]+/).filter((w) => /[A-Za-z0-9]/.test(w));
  const num = words.length > 1 && /^\d+$/.test(words[words.length - 1]!) ? words.pop()! : '';
  const letters = words.slice(0, 2).map((w) => w.replace(/[^A-Za-z0-9]/g, '').charAt(0));
  return ((letters.join('') || '?') + num).toUpperCase();
}

/**
 * Whether the figure is out of the fight (its token is drawn grey). A boss with a Life chart
 * has no LIFE (maxLife 0), so only its death takes it out.
 */
const isDown = (f: Figure) =>
  (f.maxLife > 0 && f.life <= 0) || f.conditions.includes('dead') || f.conditions.includes('fled');

/** A figure's life as the roster and tooltip say it: counted, or its Life chart for a boss. */
const lifeOf = (f: Figure) => (f.maxLife > 0 ? `life ${f.life}/${f.maxLife}` : 'Life chart');

/** Whether a cell is a floor of the level (figures elsewhere stand on another level). */
function onLevel(plan: Plan, level: number, f: Figure): boolean {
  return plan.spaces.some(
    (sp) =>
      sp.level === level &&
      sp.spans.some((s) => s.y === f.cell.y && f.cell.x >= s.x0 && f.cell.x <= s.x1),
  );
}

/** The cells shown: the level's floors with `MARGIN` cells of rock round them, inside the sheet. */
const MARGIN = 2;
interface Window {
  readonly x0: number;
  readonly y0: number;
  readonly w: number;
  readonly h: number;
}
function windowOf(plan: Plan, level: number, figures: readonly Figure[]): Window {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const sp of plan.spaces) {
    if (sp.level !== level) continue;
    for (const s of sp.spans) {
      x0 = Math.min(x0, s.x0);
      x1 = Math.max(x1, s.x1);
      y0 = Math.min(y0, s.y);
      y1 = Math.max(y1, s.y);
    }
  }
  for (const f of figures) {
    x0 = Math.min(x0, f.cell.x);
    x1 = Math.max(x1, f.cell.x);
    y0 = Math.min(y0, f.cell.y);
    y1 = Math.max(y1, f.cell.y);
  }
  if (x0 > x1) return { x0: 0, y0: 0, w: plan.sheet.width, h: plan.sheet.height };
  const wx0 = Math.max(0, x0 - MARGIN);
  const wy0 = Math.max(0, y0 - MARGIN);
  const wx1 = Math.min(plan.sheet.width - 1, x1 + MARGIN);
  const wy1 = Math.min(plan.sheet.height - 1, y1 + MARGIN);
  return { x0: wx0, y0: wy0, w: wx1 - wx0 + 1, h: wy1 - wy0 + 1 };
}

/** One token, centred on its cell, `c` pixels a cell. */
function token(f: Figure, c: number): string {
  const cx = (f.cell.x + 0.5) * c;
  const cy = (f.cell.y + 0.5) * c;
  const r = c * 0.4;
  const colour = isDown(f) ? DOWN : f.side === 'hero' ? HERO : MONSTER;
  const shape =
    f.side === 'hero'
      ? `<circle${attrs({ cx, cy, r, fill: colour, stroke: '#ffffff', 'stroke-width': Math.max(1, c * 0.06) })}/>`
      : `<rect${attrs({ x: cx - r, y: cy - r, width: 2 * r, height: 2 * r, rx: c * 0.08, fill: colour, stroke: '#ffffff', 'stroke-width': Math.max(1, c * 0.06) })}/>`;
  const text = initials(f.name);
  // Three or four characters (`GR6`, `G10`) are set smaller to stay inside the token.
  const size = c * (text.length <= 2 ? 0.36 : text.length === 3 ? 0.3 : 0.24);
  const label = `<text${attrs({ x: cx, y: cy + size * 0.36, 'font-family': FONT_FAMILY, 'font-size': size, 'font-weight': 'bold', 'text-anchor': 'middle', fill: '#ffffff' })}>${esc(text)}</text>`;
  // A boss with a Life chart has no LIFE to count down: its bar is full until it falls.
  const share = f.maxLife > 0 ? Math.max(0, Math.min(1, f.life / f.maxLife)) : isDown(f) ? 0 : 1;
  const barW = c * 0.8;
  const bar =
    `<rect${attrs({ x: cx - barW / 2, y: cy + r + c * 0.02, width: barW, height: c * 0.1, fill: '#333333' })}/>` +
    `<rect${attrs({ x: cx - barW / 2, y: cy + r + c * 0.02, width: barW * share, height: c * 0.1, fill: share > 0.5 ? LIFE : HURT })}/>`;
  const title = `<title>${esc(`${f.name}: ${lifeOf(f)}${f.conditions.length ? `, ${f.conditions.join(', ')}` : ''}`)}</title>`;
  return `<g${attrs({ 'data-figure': f.id, 'data-side': f.side })}>${title}${shape}${label}${bar}</g>`;
}

/** The number attribute `name` of the first element of an SVG string. */
function svgSize(svg: string, name: 'width' | 'height'): number {
  const m = new RegExp(`^<svg[^>]*\\s${name}="([0-9.]+)"`).exec(svg);
  return m ? Number(m[1]) : 0;
}

/**
 * The map area as a plain group when its view box is its own size (resvg clips a nested `<svg>`
 * that starts far above the page short of its height), else as it is.
 */
function asGroup(svg: string): string {
  const open = /^<svg[^>]*>/.exec(svg)?.[0] ?? '';
  const w = svgSize(svg, 'width');
  const h = svgSize(svg, 'height');
  if (!open.includes(`viewBox="0 0 ${w} ${h}"`) || !svg.endsWith('</svg>')) return svg;
  return `<g>${svg.slice(open.length, -'</svg>'.length)}</g>`;
}

/** One entry of a map's legend: a swatch (with its outline, if any) and its word. */
export interface LegendItem {
  readonly colour: string;
  readonly word: string;
  readonly rim?: string;
}

export interface FiguresSheet {
  readonly title: string;
  readonly subtitle: string;
  /** Where the game stands: `Round 3, action 2`, or its outcome. */
  readonly status: string;
  /** What the map's marks mean, drawn under the roster (the map drawing's own legend). */
  readonly legend?: readonly LegendItem[];
}

/**
 * The sheet: title block, the map area (`mapArea`, an SVG whose size is the level's squares)
 * with the figures of `level` on it, and the roster of every figure at the right.
 * @example figuresSvg(run.crawl.plan, 1, planMapSvg(crawl, run.crawl, 1, 'vtt', 24), run.figures, words)
 */
export function figuresSvg(
  plan: Plan,
  level: number,
  mapArea: string,
  figures: readonly Figure[],
  words: FiguresSheet,
): string {
  const areaW = svgSize(mapArea, 'width');
  const c = plan.sheet.width > 0 ? areaW / plan.sheet.width : 24;
  const here = figures.filter((f) => onLevel(plan, level, f));
  // Only the explored part of the sheet is shown, so the figures are big enough to read.
  const win = windowOf(plan, level, here);
  const mapW = win.w * c;
  const mapH = win.h * c;
  const margin = 24;
  const top = 78;
  const rosterW = 300;
  const rowH = 18;
  const width = margin * 3 + mapW + rosterW;
  const legend = words.legend ?? [];
  const legendTop = top + 40 + figures.length * rowH + (legend.length ? 16 : 0);
  const height = Math.max(
    top + mapH + margin,
    legendTop + (legend.length ? 24 + legend.length * rowH : 0) + margin,
  );
  let out = `<svg xmlns="http://www.w3.org/2000/svg"${attrs({ width, height, viewBox: `0 0 ${width} ${height}` })}>`;
  out += `<rect${attrs({ x: 0, y: 0, width, height, fill: '#fbfdff' })}/>`;
  const text = (
    x: number,
    y: number,
    s: string,
    size: number,
    extra: Record<string, string> = {},
  ) =>
    `<text${attrs({ x, y, 'font-family': FONT_FAMILY, 'font-size': size, fill: INK, ...extra })}>${esc(s)}</text>`;
  // The whole sheet placed so the window falls on the map's place; the page is then painted
  // again round the window (resvg 2.6 panics on a clip path here when the image is scaled).
  const ox = margin - win.x0 * c;
  const oy = top - win.y0 * c;
  out += `<g transform="translate(${ox} ${oy})">${asGroup(mapArea)}</g>`;
  out += `<g${attrs({ transform: `translate(${ox} ${oy})`, 'data-figures': String(level) })}>`;
  // Heroes last, so a hero is never hidden under a monster's token.
  for (const f of [
    ...here.filter((f) => f.side === 'monster'),
    ...here.filter((f) => f.side === 'hero'),
  ])
    out += token(f, c);
  out += '</g>';
  const page = (x: number, y: number, w: number, h: number) =>
    w > 0 && h > 0 ? `<rect${attrs({ x, y, width: w, height: h, fill: '#fbfdff' })}/>` : '';
  out += page(0, 0, width, top);
  out += page(0, top + mapH, width, height - top - mapH);
  out += page(0, top, margin, mapH);
  out += page(margin + mapW, top, width - margin - mapW, mapH);
  out += text(margin, 30, words.title, 20, { 'font-weight': 'bold' });
  out += text(margin, 50, words.subtitle, 12);
  out += text(margin, 68, words.status, 13, { 'font-weight': 'bold' });

  const rx = margin * 2 + mapW;
  out += text(rx, top + 14, 'FIGURES', 14, { 'font-weight': 'bold' });
  figures.forEach((f, i) => {
    const y = top + 40 + i * rowH;
    const colour = isDown(f) ? DOWN : f.side === 'hero' ? HERO : MONSTER;
    out +=
      f.side === 'hero'
        ? `<circle${attrs({ cx: rx + 7, cy: y - 4, r: 7, fill: colour })}/>`
        : `<rect${attrs({ x: rx, y: y - 11, width: 14, height: 14, fill: colour })}/>`;
    const state = f.conditions.length ? ` (${f.conditions.join(', ')})` : '';
    out += text(
      rx + 20,
      y,
      `${initials(f.name)} ${f.name}, level ${f.level}: ${lifeOf(f)}${state}`,
      11,
    );
  });
  if (legend.length) {
    out += text(rx, legendTop + 14, 'MARKS', 14, { 'font-weight': 'bold' });
    legend.forEach((it, i) => {
      const y = legendTop + 40 + i * rowH;
      out += `<rect${attrs({ x: rx, y: y - 10, width: 14, height: 10, fill: it.colour, ...(it.rim ? { stroke: it.rim, 'stroke-width': 1.5 } : {}) })}/>`;
      out += text(rx + 20, y, it.word, 11);
    });
  }
  return `${out}</svg>`;
}
