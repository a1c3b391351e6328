/**
 * The page around the dungeon: sky and ground split by the rough surface line, the row numbers
 * 1–6 down both narrow sides, the frame, and below the page the legend, the holdings ("who
 * holds what") and the title block.
 */
import { attrs, esc, num } from '../svg';
import { FONT_FAMILY } from '../fonts';
import type { Jitter } from './pencil';
import { raggedLine } from './pencil';
import { peakNames } from './obstacles';
import { AGE_TITLES, type Scene, type VillainTitle } from './scene';
import type { AgeId } from '../../hthad/world';
import { u, ua, xy } from './paint-items';
import { textWidth } from '../text-metrics';
import { BIOME_INK, ORE_INK, strataMargins } from './features-2019';
import { corruptSample } from './monsters-2019';
import type { Ink, Theme } from './theme';

/** Margins around the page, in beads. */
export const MARGIN_X = 1.1;
export const MARGIN_TOP = 0.5;

/** Height of the band under the page, in beads. */
export function bandHeight(legend: boolean): number {
  return legend ? 6.1 : 2.1;
}

/** Sky, ground, row bands and row numbers (under everything else on the page). */
export function paintGround(scene: Scene, theme: Theme, ink: Jitter): string {
  const { page } = scene;
  const W = page.width;
  const H = page.height;
  const drawn =
    page.surface.length > 1
      ? page.surface
      : [
          { x: 0, y: page.surfaceY },
          { x: W, y: page.surfaceY },
        ];
  // The engine's surface line, redrawn by hand: a little pencil wander between its points.
  const surface = raggedLine(drawn, ink, 0.05);
  const sky = `M0 0H${u(W)}V${u(surface[surface.length - 1]!.y)}${[...surface]
    .reverse()
    .map((p) => `L${xy(p)}`)
    .join('')}Z`;
  const ground = `M${xy(surface[0]!)}${surface.map((p) => `L${xy(p)}`).join('')}V${u(H)}H0Z`;
  let out = `<g class="ground"><rect${attrs({ x: 0, y: 0, width: ua(W), height: ua(H), fill: theme.ground })}/>`;
  // Alternate row bands, edges halfway between the row numbers.
  const rows = page.rows;
  for (let i = 0; i < rows.length; i += 2) {
    const y = rows[i]!;
    const half = rows.length > 1 ? (rows[1]! - rows[0]!) / 2 : 1;
    out += `<rect${attrs({ class: 'row-band', x: 0, y: ua(y - half), width: ua(W), height: ua(2 * half), fill: theme.rowBand, 'fill-opacity': 0.45 })}/>`;
  }
  out += `<path${attrs({ class: 'sky', d: sky, fill: theme.sky })}/>`;
  out += `<path${attrs({ id: 'surface', d: ground.replace(/V.*$/, ''), fill: 'none', stroke: theme.ink.surface, 'stroke-width': ua(0.09), 'stroke-linejoin': 'round' })}/>`;
  out += '</g>';
  return out;
}

/**
 * The open air of a rift or valley (an alternate world's terrain), painted over the items so a
 * vein, a river or a tunnel's last stretch never shows in mid-air, and its walls redrawn; the
 * beads and labels go on top. Summits of a mountain range get their names. Nothing on a flat page.
 */
export function paintOpenAir(scene: Scene, theme: Theme, ink: Jitter): string {
  const { page } = scene;
  const terrain = page.terrain;
  if (!terrain) return '';
  // The same pencil wander as the surface line (a fresh jitter for the same id repeats it).
  const surface = raggedLine(page.surface, ink, 0.05);
  let out = '<g class="terrain">';
  // Written where the label placement reserved room for them (obstacles.ts).
  for (const n of peakNames(page))
    out += text(n.x, n.y, n.size, n.text, theme, {
      'text-anchor': 'middle',
      'font-style': 'italic',
      class: 'peak-name',
    });
  for (const s of terrain.spans) {
    if (s.kind !== 'rift' && s.kind !== 'valley') continue;
    const wall = surface.filter((p) => p.x >= s.x0 - 1e-6 && p.x <= s.x1 + 1e-6);
    if (wall.length < 3) continue;
    const d = `M${wall.map((p) => xy(p)).join('L')}Z`;
    out += `<path${attrs({ class: `open-air ${s.kind}`, d, fill: theme.sky })}/>`;
    out += `<path${attrs({ d: `M${wall.map((p) => xy(p)).join('L')}`, fill: 'none', stroke: theme.ink.surface, 'stroke-width': ua(0.09), 'stroke-linejoin': 'round' })}/>`;
  }
  return out + '</g>';
}

/** Row numbers in the margins (outside the page transform), and the page frame. */
export function paintMargins(scene: Scene, theme: Theme): string {
  const { page } = scene;
  // The 2nd edition numbers its strata instead of the 1st edition's six rows.
  if (page.strata)
    return strataMargins(page, MARGIN_X / 2, MARGIN_X + page.width + MARGIN_X / 2, MARGIN_TOP);
  let out = `<g class="rows" font-family="${esc(FONT_FAMILY)}" font-size="${u(0.42)}" fill="${theme.ink.pencil}" text-anchor="middle">`;
  page.rows.forEach((y, i) => {
    const ty = MARGIN_TOP + y + 0.15;
    out += `<text${attrs({ x: ua(MARGIN_X / 2), y: ua(ty) })}>${i + 1}</text>`;
    out += `<text${attrs({ x: ua(MARGIN_X + page.width + MARGIN_X / 2), y: ua(ty) })}>${i + 1}</text>`;
  });
  return out + '</g>';
}

function text(
  x: number,
  y: number,
  size: number,
  body: string,
  theme: Theme,
  extra: Record<string, string | undefined> = {},
): string {
  return `<text${attrs({ x: ua(x), y: ua(y), 'font-size': ua(size), fill: theme.text, ...extra })}>${esc(body)}</text>`;
}

const LEGEND_2019: readonly (readonly [Ink, string])[] = [
  ['pencil', 'natural (pencil)'],
  ['alien', 'Aliens'],
  ['dwarven', 'Dwarves'],
  ['elven', 'Deep Elves'],
  ['demonic', 'Demons'],
  ['magician', 'Magicians'],
];

const INK_NAMES: Readonly<Record<Ink, string>> = {
  pencil: 'natural (pencil)',
  dwarven: 'Dwarves',
  elven: 'Dark Elves',
  demonic: 'Demons',
  monster: 'monsters',
  villain: 'arch-villain',
  surface: 'surface realm',
  alien: 'Aliens',
  magician: 'Magicians',
};

/**
 * Where the history stopped: the age and its year or turn. The End has no turns of its own, so it
 * names the last age played and its final turn ("The End, after turn 11 of the Age of Villainy").
 */
export function stopLine(scene: Scene): string {
  const t = scene.title;
  // The 2nd edition (a page with strata) counts its ages in turns.
  const unit = scene.page.strata ? 'turn' : 'year';
  // The 1st edition's End keeps its own line (its drawing is versioned apart).
  if (t.age === 'end' && scene.page.strata) {
    const last = t.last;
    if (!last || last.age === 'end') return AGE_TITLES.end;
    const age = AGE_TITLES[last.age].replace(/^The /, 'the ');
    return `${AGE_TITLES.end}, after ${unit} ${last.year} of ${age}`;
  }
  if (t.age === 'primordial' || t.age === 'disaster') return AGE_TITLES[t.age];
  return `${AGE_TITLES[t.age]}, ${unit} ${t.year}`;
}

/** The villain's line: who rose, as which villainy, and (at the End) whether it holds the dungeon. */
export function villainLine(v: VillainTitle, age: AgeId): string {
  const who = /^(The|A|An) /.test(v.name) ? v.name : `the ${v.name}`;
  const Who = who.charAt(0).toUpperCase() + who.slice(1);
  if (v.fallen) return `${Who}, once ${v.villainy}, ${age === 'end' ? 'fell' : 'have fallen'}`;
  if (age === 'end')
    return v.name.includes(v.villainy.slice(4))
      ? `${Who} hold the dungeon`
      : `${Who}, ${v.villainy}, hold the dungeon`;
  if (age === 'monsters') return `${Who} rise to villainy as ${v.villainy}`;
  return `Villain: ${who}, ${v.villainy}`;
}

/** Title block: the dungeon's name, seed, ruleset, age and year, and which sheets are shown. */
export function paintTitle(scene: Scene, theme: Theme, top: number, right: number): string {
  const t = scene.title;
  const sheet =
    scene.options.layers === 'all'
      ? 'all sheets'
      : `${AGE_TITLES[scene.options.layers]} sheet (earlier sheets faint)`;
  const lines = [
    { s: 0.3, b: false, v: `${t.ruleset.title} · ${t.ruleset.id} v${t.ruleset.version}` },
    { s: 0.3, b: false, v: `seed “${t.seed}”` },
    { s: 0.34, b: true, v: stopLine(scene) },
    ...(t.villain ? [{ s: 0.3, b: false, v: villainLine(t.villain, t.age) }] : []),
    { s: 0.28, b: false, v: sheet },
  ];
  const nameSize = Math.min(0.62, 8.6 / Math.max(1, textWidth(t.name, 1, true)));
  const w = Math.max(
    7.5,
    ...lines.map((l) => textWidth(l.v, l.s, l.b) + 0.6),
    textWidth(t.name, nameSize, true) + 0.6,
  );
  const x = right - w;
  const h = 0.35 + nameSize + lines.reduce((a, l) => a + l.s * 1.35, 0) + 0.2;
  let out = `<g class="title-block" font-family="${esc(FONT_FAMILY)}">`;
  out += `<rect${attrs({ x: ua(x), y: ua(top), width: ua(w), height: ua(h), fill: theme.hollow, stroke: theme.frame, 'stroke-width': ua(0.05) })}/>`;
  let y = top + 0.2 + nameSize;
  out += text(x + 0.3, y, nameSize, t.name, theme, { 'font-weight': 'bold', id: 'title' });
  for (const l of lines) {
    y += l.s * 1.35;
    out += text(x + 0.3, y, l.s, l.v, theme, { 'font-weight': l.b ? 'bold' : undefined });
  }
  return out + '</g>';
}

/** The legend: pens, features and beads, each with a small drawn sample. */
export function paintLegend(
  scene: Scene,
  theme: Theme,
  left: number,
  top: number,
): { svg: string; width: number } {
  const s = 0.3;
  let out = `<g class="legend" font-family="${esc(FONT_FAMILY)}">`;
  let x = left;
  let y = top + 0.35;
  const rowH = 0.62;
  let maxX = left;
  const item = (sample: string, label: string, sampleW = 0.6): void => {
    out += sample + text(x + sampleW + 0.15, y + 0.11, s, label, theme);
    x += sampleW + 0.25 + textWidth(label, s) + 0.35;
    maxX = Math.max(maxX, x);
  };
  // A pen's sample: its round caps inside the sample's width, clear of the label.
  const line = (colour: string, w = 0.28): string =>
    `<path${attrs({ d: `M${xy({ x: x + w / 2, y })}H${u(x + 0.6 - w / 2)}`, stroke: colour, 'stroke-width': ua(w), 'stroke-linecap': 'round' })}/>`;
  out += text(left, top, 0.32, 'Legend', theme, { 'font-weight': 'bold' });
  // The 2nd edition's five civilizations each have a pen (a page with strata is hthad2019's).
  if (scene.page.strata) for (const [ink, name] of LEGEND_2019) item(line(theme.ink[ink]), name);
  else
    for (const ink of ['pencil', 'dwarven', 'elven', 'demonic', 'monster', 'villain'] as const)
      item(line(theme.ink[ink]), INK_NAMES[ink]);
  x = left;
  y += rowH;
  item(line(theme.ink.surface), INK_NAMES.surface);
  if (scene.page.strata) {
    // The 2nd edition's own features: ore in its pen, a biome's dotted outline.
    item(line(ORE_INK, 0.14), 'ore');
    item(
      `<rect${attrs({ x: ua(x + 0.05), y: ua(y - 0.2), width: ua(0.5), height: ua(0.4), fill: BIOME_INK, 'fill-opacity': 0.12, stroke: BIOME_INK, 'stroke-width': ua(0.05), 'stroke-dasharray': `${u(0.08)} ${u(0.1)}` })}/>`,
      'biome',
    );
  } else {
    item(line(theme.gold, 0.14), 'gold vein');
    item(
      `<path${attrs({ d: `M${xy({ x, y: y + 0.22 })}L${xy({ x: x + 0.3, y: y - 0.26 })}L${xy({ x: x + 0.6, y: y + 0.22 })}Z`, fill: theme.mithralFill, stroke: theme.mithral, 'stroke-width': ua(0.05) })}/>`,
      'mithral',
    );
  }
  item(
    `<path${attrs({ d: `M${xy({ x: x + 0.3, y: y - 0.16 })}L${xy({ x: x + 0.42, y })}L${xy({ x: x + 0.3, y: y + 0.16 })}L${xy({ x: x + 0.18, y })}Z`, fill: theme.gems })}/>`,
    'gems',
  );
  item(line(theme.water, 0.3), 'water');
  item(line(theme.magma, 0.3), 'magma');
  item(
    `<path${attrs({ d: `M${xy({ x: x + 0.1, y: y - 0.2 })}L${xy({ x: x + 0.5, y: y + 0.2 })}M${xy({ x: x + 0.5, y: y - 0.2 })}L${xy({ x: x + 0.1, y: y + 0.2 })}`, stroke: theme.text, 'stroke-width': ua(0.06) })}/>`,
    'tomb',
  );
  item(
    `<rect${attrs({ x: ua(x + 0.05), y: ua(y - 0.22), width: ua(0.5), height: ua(0.44), fill: theme.hollow, stroke: theme.ink.dwarven, 'stroke-width': ua(0.06), 'stroke-opacity': theme.faded })}/>`,
    'abandoned',
  );
  x = left;
  y += rowH;
  const bead = (kind: string): string => {
    const cx = x + 0.3;
    if (kind === 'population')
      return `<circle${attrs({ cx: ua(cx), cy: ua(y), r: ua(0.16), fill: theme.text })}/>`;
    if (kind === 'treasure')
      return `<circle${attrs({ cx: ua(cx), cy: ua(y), r: ua(0.14), fill: theme.hollow, stroke: theme.text, 'stroke-width': ua(0.055) })}/>`;
    if (kind === 'bonus') return text(cx - 0.2, y + 0.14, 0.42, '★', theme, { fill: '#e9b824' });
    return text(cx - 0.2, y + 0.14, 0.42, '❖', theme, { fill: '#7b3fa0' });
  };
  item(bead('population'), 'population');
  item(bead('treasure'), 'treasure');
  item(bead('bonus'), 'bonus');
  item(bead('epic'), 'epic treasure');
  item(
    text(x + 0.05, y + 0.12, 0.3, '●×3', theme, { 'font-weight': 'bold' }),
    'stacked beads',
    0.95,
  );
  // hthad2019's Horde: corrupted strata have their own key (on the beads' row, which has room).
  if (scene.villainy2019 && scene.villainy2019.corrupted.length > 0)
    item(corruptSample(x + 0.05, y - 0.18), 'corrupted');
  return { svg: out + '</g>', width: maxX - left };
}

/** Who holds what: each group's beads now, and names that found no room on the map. */
export function paintHoldings(
  scene: Scene,
  theme: Theme,
  left: number,
  top: number,
  right: number,
): string {
  const s = 0.28;
  let out = `<g class="holdings" font-family="${esc(FONT_FAMILY)}">`;
  out += text(left, top, 0.32, 'Who holds what', theme, { 'font-weight': 'bold' });
  const colW = 6.1;
  const cols = Math.max(1, Math.floor((right - left) / colW));
  const perCol = 5;
  const max = cols * perCol;
  const rows = scene.groups.filter(
    (g) =>
      g.counts.population + g.counts.treasure + g.counts.bonus + g.counts.epic > 0 ||
      g.state === 'active',
  );
  rows.slice(0, max).forEach((g, i) => {
    const cx = left + Math.floor(i / perCol) * colW;
    const cy = top + 0.5 + (i % perCol) * 0.42;
    const c = g.counts;
    const tally =
      [
        c.population ? `●${c.population}` : '',
        c.treasure ? `○${c.treasure}` : '',
        c.bonus ? `★${c.bonus}` : '',
        c.epic ? `❖${c.epic}` : '',
      ]
        .filter(Boolean)
        .join(' ') || '—';
    const name = g.state === 'active' ? g.name : `${g.name} (gone)`;
    const nameMax = colW - textWidth(tally, s) - 0.5;
    const fill = g.ink === 'pencil' ? theme.text : theme.ink[g.ink];
    out += `<g${attrs({ 'data-group': g.id })}>`;
    // Every name whole: a smaller size, else two lines (the 1st edition's were cut short with
    // an ellipsis before side view 1.5.0).
    for (const l of fitName(name, s, nameMax))
      out += text(cx, cy + l.dy, l.size, l.text, theme, { fill, 'font-weight': 'bold' });
    out += text(cx + colW - 0.3, cy, s, tally, theme, { 'text-anchor': 'end' });
    out += '</g>';
  });
  if (rows.length > max)
    out += text(left, top + 0.5 + perCol * 0.42, s, `and ${rows.length - max} more`, theme);
  if (scene.dropped.length > 0) {
    const names = scene.dropped.map((d) => d.text).join(', ');
    out += text(left, top + 0.5 + (perCol + 0.6) * 0.42, s, `Also on the map: ${names}`, theme);
  }
  return out + '</g>';
}

export { num };

/** The smallest size a holder's name is written at before it breaks onto two lines. */
const NAME_MIN = 0.21;

/**
 * A holder's name fitted whole into `max` beads: at `size` if it fits, else shrunk (not below
 * NAME_MIN), else broken at the space nearest its middle into two lines (each shrunk to fit, a
 * word too long for a line written whole). Never cut: the game master reads every name.
 */
export function fitName(
  name: string,
  size: number,
  max: number,
): { text: string; size: number; dy: number }[] {
  const w = textWidth(name, 1, true);
  if (w * size <= max) return [{ text: name, size, dy: 0 }];
  if (w * NAME_MIN <= max) return [{ text: name, size: max / w, dy: 0 }];
  const words = name.split(' ');
  if (words.length === 1) return [{ text: name, size: max / w, dy: 0 }];
  let best = 1;
  for (let i = 1; i < words.length; i++) {
    const a = textWidth(words.slice(0, i).join(' '), 1, true);
    const b = textWidth(words.slice(i).join(' '), 1, true);
    const m = Math.max(a, b);
    const bm = Math.max(
      textWidth(words.slice(0, best).join(' '), 1, true),
      textWidth(words.slice(best).join(' '), 1, true),
    );
    if (m < bm) best = i;
  }
  const one = words.slice(0, best).join(' ');
  const two = words.slice(best).join(' ');
  const lw = Math.max(textWidth(one, 1, true), textWidth(two, 1, true));
  const sz = Math.min(0.2, max / lw);
  return [
    { text: one, size: sz, dy: -0.09 },
    { text: two, size: sz, dy: 0.11 },
  ];
}

/**
 * The named treasures' key, under the title block: each treasure's number (written by its bead)
 * with its name and holder, as many as the band holds, then how many more.
 */
export function paintTreasureKey(
  scene: Scene,
  theme: Theme,
  left: number,
  top: number,
  right: number,
): string {
  if (scene.treasures.length === 0) return '';
  const s = 0.26;
  const room = 5;
  let out = `<g class="named-treasures" font-family="${esc(FONT_FAMILY)}">`;
  out += text(left, top, 0.28, 'Named treasures', theme, { 'font-weight': 'bold' });
  const shown =
    scene.treasures.length > room ? scene.treasures.slice(0, room - 1) : scene.treasures;
  shown.forEach((t, i) => {
    const full = `${t.mark} ${t.name}${t.holder ? ` (${t.holder})` : ''}`;
    let line = full;
    while (line.length > 3 && textWidth(`${line}…`, s) > right - left) line = line.slice(0, -1);
    if (line !== full) line = `${line.trimEnd()}…`;
    out += text(left, top + 0.4 * (i + 1), s, line, theme, { 'data-mark': String(t.mark) });
  });
  if (shown.length < scene.treasures.length)
    out += text(
      left,
      top + 0.4 * room,
      s,
      `and ${scene.treasures.length - shown.length} more`,
      theme,
    );
  return out + '</g>';
}
