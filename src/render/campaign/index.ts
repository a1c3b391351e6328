/**
 * The campaign surface map of the first edition's "Using the Dungeon in your RPG": a sheet with
 * the numbers 1–8 down one side; each dungeon entrance placed about as far across as on the
 * dungeon map at the row its 1d8 gave; a town for each farm, near its entrance when it had one;
 * cities, castles and towers as landmarks; settlements of the races found below.
 *
 * The data (which entrances, the 1d8 rows, which town sits near which entrance) belongs to the
 * late-ages work (`campaignMap` in src/hthad/2008/campaign/campaign.ts on hthad2008-late, served
 * as GET /v1/dungeon/campaign); {@link CampaignData} mirrors its shape and
 * {@link fromCampaignData} turns it into the sites this module draws. Nothing here rolls dice.
 */
import { attrs, esc, num } from '../svg';
import { FONT_FAMILY } from '../fonts';
import { placeLabels, type LabelRequest, type Obstacle, type PlacedLabel } from '../side/labels';
import { THEMES, type ThemeId } from '../side/theme';
import type { CampaignData } from '../../hthad/history/ruleset';

/** One thing on the campaign map. */
export interface CampaignSite {
  readonly id: string;
  /** 'cave' | 'ruin' | 'sinkhole' | 'sewer' | 'shaft' for entrances; 'town'; 'castle' | 'city' | 'tower' | 'settlement' … */
  readonly kind: string;
  readonly name: string | null;
  /** How far across, 0 (left edge) to 1 (right edge): the dungeon map's left-to-right position. */
  readonly x: number;
  /** The row 1–8 down the campaign map (the 1d8 roll for entrances). */
  readonly row: number;
  /** The dungeon place it stands for, if any. */
  readonly from: string | null;
  /** For a town: the entrance it was placed near. */
  readonly near?: string | null;
}

export interface CampaignMap {
  readonly entrances: readonly CampaignSite[];
  readonly towns: readonly CampaignSite[];
  readonly landmarks: readonly CampaignSite[];
  /** Settlements of races found in the dungeon (e.g. Dwarves descended from the builders). */
  readonly settlements: readonly CampaignSite[];
}

/** The campaign map as the rules produce it (the JSON of GET /v1/dungeon/campaign). */
export type { CampaignData } from '../../hthad/history/ruleset';

/** The drawing's version: bumped whenever the same campaign data would be drawn differently. */
export const CAMPAIGN_VIEW_VERSION = '1.1.0';

/** Landmark roles drawn with their own picture; any other role is drawn as a keep. */
const LANDMARK_GLYPH: Readonly<Record<string, string>> = {
  castle: 'castle',
  city: 'city',
  'wizard-tower': 'tower',
};

/** `n thing` or `n things`. */
const count = (n: number, thing: string): string => `${n} ${thing}${n === 1 ? '' : 's'}`;

/**
 * The rules' campaign data as drawable sites: entrances numbered left to right with their kind,
 * towns joined to the entrance they stand near, landmarks by role, race settlements.
 */
export function fromCampaignData(data: CampaignData): CampaignMap {
  return {
    entrances: data.entrances.map((e, i) => ({
      id: e.place,
      kind: 'entrance',
      name: `${i + 1}. ${e.kind}`,
      x: e.x,
      row: e.row,
      from: e.place,
    })),
    towns: data.towns.map((t) => ({
      id: t.farm,
      kind: 'town',
      name: t.name,
      x: t.x,
      row: t.row,
      from: t.farm,
      near: t.near,
    })),
    landmarks: data.landmarks.map((l) => ({
      id: l.place,
      kind: LANDMARK_GLYPH[l.role] ?? 'landmark',
      name: l.name,
      x: l.x,
      row: l.row,
      from: l.place,
    })),
    settlements: data.races.map((r, i) => ({
      id: `race-${i + 1}`,
      kind: 'settlement',
      name: r.race,
      x: r.x,
      row: r.row,
      from: null,
    })),
  };
}

export interface CampaignInput {
  readonly map: CampaignMap;
  readonly name: string;
  readonly seed: string;
  readonly ruleset: { readonly id: string; readonly version: string };
}

export interface CampaignOptions {
  readonly theme: ThemeId;
  readonly labels: boolean;
}

/** Sheet size in map units (one unit = 40 SVG units, as the side view's bead). */
const W = 28;
const H = 21;
const S = 40;
const MX = 1.2;
const MT = 0.6;
const ROWS = 8;

const u = (v: number): string => num(v * S);

function at(site: CampaignSite): { x: number; y: number } {
  const x = 0.8 + Math.max(0, Math.min(1, site.x)) * (W - 1.6);
  const row = Math.max(1, Math.min(ROWS, Math.round(site.row)));
  return { x, y: 0.8 + ((row - 0.5) / ROWS) * (H - 1.6) };
}

/**
 * Where each site is drawn: its row and place across, nudged up or down within its row when it
 * would sit on a neighbour drawn before it (sites sharing a row a hair apart stay readable).
 */
function positions(all: readonly CampaignSite[]): Map<string, { x: number; y: number }> {
  const out = new Map<string, { x: number; y: number }>();
  const placed: { x: number; y: number }[] = [];
  for (const s of all) {
    const p = at(s);
    let best = p;
    // Bounded: the original spot and four nudges within the row's band.
    for (const dy of [0, 0.6, -0.6, 0.95, -0.95]) {
      const q = { x: p.x, y: p.y + dy };
      best = q;
      if (!placed.some((o) => Math.abs(o.x - q.x) < 1 && Math.abs(o.y - q.y) < 0.55)) break;
    }
    placed.push(best);
    out.set(s.id, best);
  }
  return out;
}

function glyph(
  site: CampaignSite,
  p: { x: number; y: number },
  ink: string,
  paper: string,
): string {
  const k = site.kind;
  const base = {
    id: site.id,
    'data-id': site.id,
    'data-kind': k,
    'data-from': site.from ?? undefined,
  };
  const xy = (x: number, y: number): string => `${u(x)} ${u(y)}`;
  let d: string;
  if (['cave', 'ruin', 'sinkhole', 'sewer', 'shaft', 'entrance'].includes(k)) {
    // A cave mouth: an arch over a dark opening.
    d = `M${xy(p.x - 0.35, p.y + 0.25)}V${u(p.y)}A${u(0.35)} ${u(0.35)} 0 0 1 ${xy(p.x + 0.35, p.y)}V${u(p.y + 0.25)}Z`;
    return `<path${attrs({ ...base, class: 'entrance', d, fill: ink, stroke: ink, 'stroke-width': u(0.05) })}/>`;
  }
  if (k === 'town' || k === 'settlement' || k === 'city') {
    d = [-0.3, 0, 0.3]
      .map((dx, i) => {
        const h = 0.22 + (i % 2) * 0.12;
        return `M${xy(p.x + dx - 0.13, p.y + 0.2)}V${u(p.y + 0.2 - h)}L${xy(p.x + dx, p.y + 0.2 - h - 0.14)}L${xy(p.x + dx + 0.13, p.y + 0.2 - h)}V${u(p.y + 0.2)}Z`;
      })
      .join('');
    return `<path${attrs({ ...base, class: k, d, fill: paper, stroke: ink, 'stroke-width': u(0.045) })}/>`;
  }
  if (k === 'tower') {
    d = `M${xy(p.x - 0.15, p.y + 0.3)}V${u(p.y - 0.3)}L${xy(p.x, p.y - 0.55)}L${xy(p.x + 0.15, p.y - 0.3)}V${u(p.y + 0.3)}Z`;
    return `<path${attrs({ ...base, class: 'landmark', d, fill: paper, stroke: ink, 'stroke-width': u(0.05) })}/>`;
  }
  // Castles, cities and anything else: a small crenellated keep.
  d =
    `M${xy(p.x - 0.4, p.y + 0.3)}V${u(p.y - 0.25)}H${u(p.x - 0.25)}V${u(p.y - 0.1)}H${u(p.x - 0.08)}` +
    `V${u(p.y - 0.25)}H${u(p.x + 0.08)}V${u(p.y - 0.1)}H${u(p.x + 0.25)}V${u(p.y - 0.25)}H${u(p.x + 0.4)}V${u(p.y + 0.3)}Z`;
  return `<path${attrs({ ...base, class: 'landmark', d, fill: paper, stroke: ink, 'stroke-width': u(0.05) })}/>`;
}

/** Labels for every site, placed without overlaps (entrances first). */
export function campaignLabels(map: CampaignMap): PlacedLabel[] {
  const all = [...map.entrances, ...map.towns, ...map.landmarks, ...map.settlements];
  const pos = positions(all);
  const requests: LabelRequest[] = all.map((s, i) => ({
    id: `label-${s.id}`,
    text:
      s.name ?? (map.entrances.includes(s) ? `entrance ${map.entrances.indexOf(s) + 1}` : s.kind),
    anchor: pos.get(s.id)!,
    size: 0.38,
    priority: map.entrances.includes(s) ? 10 : 5 - i * 0.001,
    gap: 0.5,
  }));
  const obstacles: Obstacle[] = all.map((s) => {
    const p = pos.get(s.id)!;
    return { box: { x0: p.x - 0.45, y0: p.y - 0.6, x1: p.x + 0.45, y1: p.y + 0.35 }, weight: 50 };
  });
  return placeLabels(requests, obstacles, {
    x0: 0.1,
    y0: 0.1,
    x1: W - 0.1,
    y1: H - 0.1,
  }).placed;
}

/**
 * Draw the campaign surface map as SVG.
 * @example renderCampaignMap({ map, name: 'Durarrak Hall', seed: 'moria', ruleset })
 */
export function renderCampaignMap(
  input: CampaignInput,
  options: Partial<CampaignOptions> = {},
): string {
  const theme = THEMES[options.theme ?? 'parchment'];
  const labels = options.labels ?? true;
  const { map } = input;
  const all = [...map.entrances, ...map.towns, ...map.landmarks, ...map.settlements];
  const pos = positions(all);
  const width = (W + 2 * MX) * S;
  const height = (MT + H + 2.2) * S;
  let svg = `<svg${attrs({ xmlns: 'http://www.w3.org/2000/svg', width, height, viewBox: `0 0 ${width} ${height}`, 'font-family': FONT_FAMILY, 'data-seed': input.seed })}>`;
  svg += `<title>${esc(`${input.name} — campaign map, seed ${input.seed}`)}</title>`;
  svg += `<rect${attrs({ width: '100%', height: '100%', fill: theme.paper })}/>`;
  svg += `<g class="rows" font-size="${u(0.42)}" fill="${theme.ink.pencil}" text-anchor="middle">`;
  for (let r = 1; r <= ROWS; r++)
    svg += `<text${attrs({ x: u(MX / 2), y: u(MT + 0.8 + ((r - 0.5) / ROWS) * (H - 1.6) + 0.15) })}>${r}</text>`;
  svg += '</g>';
  svg += `<g transform="translate(${u(MX)} ${u(MT)})">`;
  svg += `<rect${attrs({ width: u(W), height: u(H), fill: theme.hollow, stroke: theme.frame, 'stroke-width': u(0.06) })}/>`;
  // Roads: a dotted track from each town to the entrance it was placed near.
  for (const t of map.towns) {
    const a = pos.get(t.id);
    const b = t.near ? pos.get(t.near) : undefined;
    if (a && b)
      svg += `<path${attrs({ class: 'road', 'data-from': t.id, 'data-to': t.near ?? undefined, d: `M${u(a.x)} ${u(a.y)}L${u(b.x)} ${u(b.y)}`, stroke: theme.ink.surface, 'stroke-width': u(0.05), 'stroke-dasharray': `${u(0.15)} ${u(0.12)}`, fill: 'none' })}/>`;
  }
  for (const s of all) {
    const ink = map.entrances.includes(s) ? theme.text : theme.ink.surface;
    svg += glyph(s, pos.get(s.id)!, ink, theme.hollow);
  }
  if (labels) {
    const placed = campaignLabels(map);
    svg += `<g class="labels">`;
    for (const l of placed)
      svg += `<text${attrs({ id: l.id, x: u(l.x), y: u(l.y), 'font-size': u(l.size), fill: theme.text, stroke: theme.halo, 'stroke-width': u(0.08), 'paint-order': 'stroke' })}>${esc(l.text)}</text>`;
    svg += '</g>';
  }
  svg += '</g>';
  const ty = MT + H + 0.8;
  svg += `<text${attrs({ x: u(MX), y: u(ty), 'font-size': u(0.55), 'font-weight': 'bold', fill: theme.text })}>${esc(`${input.name} — the campaign map`)}</text>`;
  svg += `<text${attrs({ x: u(MX), y: u(ty + 0.6), 'font-size': u(0.3), fill: theme.text })}>${esc(`seed “${input.seed}” · ${input.ruleset.id} v${input.ruleset.version} · ${count(map.entrances.length, 'entrance')}, ${count(map.towns.length, 'town')}, ${count(map.landmarks.length, 'landmark')}, ${count(map.settlements.length, 'race settlement')}`)}</text>`;
  return svg + '</svg>';
}
