/**
 * What a label must not cover, as boxes in page units: the pictures of buildings on the surface
 * (their drawn size, not the place's footprint), the mountains' names, and the surface line;
 * and, as lines, the tunnels and roads it should not be written across.
 * The painters draw from the same numbers, so a box here is what ends up on the paper.
 */
import { hypot } from '../../core/math';
import { bbox, centre, type Page, type PlaceRole, type Shape } from '../../hthad/world';
import { ASCENT, DESCENT, type Box, type Obstacle, type Stroke } from './labels';
import type { Xy } from './pencil';
import type { SceneFeature, ScenePlace, SceneToken, SceneTunnel } from './scene-items';
import { textWidth } from '../text-metrics';

/**
 * The pictures of surface sites, in beads: what paintSurfaceSite draws and what a label keeps
 * clear of, from one table.
 */
export const SITE_PICTURE = {
  /** The narrowest a picture is drawn. */
  minWidth: 0.8,
  /** Half the stroke, added around each box. */
  halfStroke: 0.03,
  castle: { wall: 0.8, battlement: 0.2 },
  tower: { width: 0.4, body: 1, spire: 1.4 },
  city: { low: 0.4, step: 0.25, roof: 0.25 },
  farm: { wall: 0.35, roof: 0.6 },
  crater: { minDepth: 0.3 },
  cone: { minHeight: 0.8, flare: 0.3 },
  /** Any other site: a plain block. */
  block: 0.6,
  /** A volcano (a feature): a cone standing on the surface, its smoke above. */
  volcano: { halfBase: 1.1, halfTop: 0.22, height: 1.1, foot: 0.15 },
} as const;

/** The box the cone of a volcano covers (see paintFeature), around its centre `c`. */
export function volcanoBox(c: Xy): Box {
  const v = SITE_PICTURE.volcano;
  return { x0: c.x - v.halfBase, y0: c.y - v.height, x1: c.x + v.halfBase, y1: c.y + v.foot };
}

/** Drawn heights of the surface pictures above their base line, in beads. */
const SITE_HEIGHT: Readonly<Partial<Record<PlaceRole, number>>> = {
  castle: SITE_PICTURE.castle.wall + SITE_PICTURE.castle.battlement,
  'wizard-tower': SITE_PICTURE.tower.spire,
  city: SITE_PICTURE.city.low + SITE_PICTURE.city.step + SITE_PICTURE.city.roof,
  farm: SITE_PICTURE.farm.roof,
};

/** The box the picture of a surface site covers (see paintSurfaceSite). */
export function siteBox(p: { readonly shape: Shape; readonly role: PlaceRole }): Box {
  const P = SITE_PICTURE;
  const b = bbox(p.shape);
  const w = Math.max(P.minWidth, b.x1 - b.x0);
  const cx = (b.x0 + b.x1) / 2;
  const base = b.y1;
  const s = P.halfStroke;
  if (p.role === 'wizard-tower') {
    const hw = P.tower.width / 2;
    return { x0: cx - hw - s, y0: base - P.tower.spire - s, x1: cx + hw + s, y1: base + s };
  }
  if (p.role === 'crater') {
    const top = (b.y0 + b.y1) / 2;
    const ry = Math.max(P.crater.minDepth, (b.y1 - b.y0) / 2);
    return { x0: cx - w / 2 - s, y0: top - s, x1: cx + w / 2 + s, y1: top + ry + s };
  }
  if (p.role === 'volcanic-cone') {
    const h = Math.max(P.cone.minHeight, b.y1 - b.y0);
    const f = P.cone.flare;
    return { x0: cx - w / 2 - f - s, y0: base - h - s, x1: cx + w / 2 + f + s, y1: base + s };
  }
  const h = SITE_HEIGHT[p.role] ?? P.block;
  return { x0: cx - w / 2 - s, y0: base - h - s, x1: cx + w / 2 + s, y1: base + s };
}

export interface PeakName {
  readonly text: string;
  /** Middle of the text and its baseline. */
  readonly x: number;
  readonly y: number;
  readonly size: number;
  readonly box: Box;
}

const PEAK_NAME_SIZE = 0.34;

/** The names written over the summits of a mountain range (none on a flat page). */
export function peakNames(page: Page): PeakName[] {
  const out: PeakName[] = [];
  for (const s of page.terrain?.spans ?? []) {
    if (s.kind !== 'peak' || !s.name) continue;
    const size = PEAK_NAME_SIZE;
    const x = (s.x0 + s.x1) / 2;
    const y = Math.max(0.45, s.y - 0.25);
    const w = textWidth(s.name, size);
    const box = { x0: x - w / 2, y0: y - ASCENT * size, x1: x + w / 2, y1: y + DESCENT * size };
    out.push({ text: s.name, x, y, size, box });
  }
  return out;
}

/** Anything a label can name: a place, a feature. */
export interface Spotted {
  readonly shape: Shape;
  readonly kind?: string;
  readonly role?: PlaceRole;
}

/** Where a label for `x` stands: its anchor, clearances, zone and (on the surface) its picture. */
export interface LabelSpot {
  readonly anchor: Xy;
  readonly gap: number;
  readonly gapY: number;
  readonly zone: Box;
  readonly source?: Box;
  readonly rowsAbove?: number;
  /** The ground line a building's name stays above. */
  readonly floor?: readonly Xy[];
}

/**
 * Rows of names that may stack above a building on the surface: as many as the sky holds over
 * the highest picture, so a crowded kingdom still finds room for every name above the ground.
 */
const SURFACE_ROWS = 8;

/**
 * The spot for a label naming `x`: beside its picture for a building on the surface (with rows
 * above it to spare, never below the ground line), beside its outline for a room; `at` pins a
 * line's label to one point.
 */
export function labelSpot(page: Page, x: Spotted, at?: Xy): LabelSpot {
  const sky: Box = { x0: 0, y0: 0, x1: page.width, y1: page.surfaceY };
  const ground: Box = { x0: 0, y0: page.surfaceY, x1: page.width, y1: page.height };
  if (x.kind === 'surface-site' && x.role) {
    const icon = siteBox({ shape: x.shape, role: x.role });
    const anchor = { x: (icon.x0 + icon.x1) / 2, y: (icon.y0 + icon.y1) / 2 };
    return {
      anchor,
      gap: (icon.x1 - icon.x0) / 2 + 0.08,
      gapY: (icon.y1 - icon.y0) / 2 + 0.05,
      zone: sky,
      source: icon,
      rowsAbove: SURFACE_ROWS,
      floor: page.surface.length > 1 ? page.surface : undefined,
    };
  }
  if (x.kind === 'volcano') {
    // A volcano is named by its cone, which stands on the surface: the name goes in the sky.
    const cone = volcanoBox(centre(x.shape));
    return {
      anchor: { x: (cone.x0 + cone.x1) / 2, y: (cone.y0 + cone.y1) / 2 },
      gap: (cone.x1 - cone.x0) / 2 + 0.08,
      gapY: (cone.y1 - cone.y0) / 2 + 0.05,
      zone: sky,
      source: cone,
      floor: page.surface.length > 1 ? page.surface : undefined,
    };
  }
  const b = bbox(x.shape);
  const anchor = at ?? centre(x.shape);
  const zone = anchor.y < page.surfaceY ? sky : ground;
  if (at) return { anchor, gap: 0.2, gapY: 0.2, zone };
  return {
    anchor,
    gap: Math.max(0.15, Math.min(b.x1 - anchor.x, anchor.x - b.x0) + 0.08),
    gapY: Math.max(0.1, Math.min(b.y1 - anchor.y, anchor.y - b.y0) + 0.04),
    zone,
  };
}

/** Costs per unit area covered: beads and buildings most, rooms and the surface line less. */
const WEIGHT = { bead: 60, building: 30, room: 5, ore: 2, surface: 6 } as const;

/** The boxes labels should keep off, each with what covering it costs. */
export function labelObstacles(
  page: Page,
  places: readonly ScenePlace[],
  features: readonly SceneFeature[],
  tokens: readonly SceneToken[],
  tokenR: number,
): Obstacle[] {
  const out: Obstacle[] = [];
  for (const t of tokens)
    out.push({
      box: {
        x0: t.at.x - tokenR,
        y0: t.at.y - tokenR,
        // A counted stack has its "×n" to the right.
        x1: t.at.x + tokenR + (t.ids.length > 1 ? 0.55 : 0),
        y1: t.at.y + tokenR,
      },
      weight: WEIGHT.bead,
      hard: true,
    });
  for (const p of places) {
    if (p.kind === 'junction' || p.vis !== 'full') continue;
    if (p.kind === 'surface-site')
      out.push({ box: siteBox(p), weight: WEIGHT.building, hard: true, names: true });
    else out.push({ box: bbox(p.shape), weight: WEIGHT.room });
  }
  for (const f of features)
    if (f.kind === 'mithral' && f.vis === 'full')
      out.push({ box: bbox(f.shape), weight: WEIGHT.ore });
    else if (f.kind === 'volcano' && f.vis === 'full')
      out.push({
        box: volcanoBox(centre(f.shape)),
        weight: WEIGHT.building,
        hard: true,
        names: true,
      });
  // The surface line (and a mountain's flank), as a chain of small boxes along it.
  const line = page.surface;
  const r = 0.07;
  for (let i = 1; i < line.length; i++) {
    const a = line[i - 1]!;
    const b = line[i]!;
    const n = Math.max(1, Math.ceil(hypot(b.x - a.x, b.y - a.y) / 0.2));
    for (let k = 0; k < n; k++) {
      const x = a.x + ((b.x - a.x) * (k + 0.5)) / n;
      const y = a.y + ((b.y - a.y) * (k + 0.5)) / n;
      out.push({ box: { x0: x - 0.1, y0: y - r, x1: x + 0.1, y1: y + r }, weight: WEIGHT.surface });
    }
  }
  return out;
}

/**
 * What writing across a drawn line costs, per unit of its length under a label: a tunnel's
 * double line strikes through the letters, a road's light dashes less, an earlier sheet's faint
 * lines half as much.
 */
const STROKE_WEIGHT = { tunnel: 1.5, road: 0.6, ghost: 0.5 } as const;
/** Half the drawn widths (paint-items.ts): a dug tunnel, a road or a Pegasus flight. */
const STROKE_HALF = { tunnel: 0.15, road: 0.03 } as const;

/** The tunnels, roads and flights a label should not be written across. */
export function labelStrokes(tunnels: readonly SceneTunnel[]): Stroke[] {
  return tunnels.map((t) => {
    const light = t.style === 'surface' || t.role === 'pegasus-flight';
    const weight = light ? STROKE_WEIGHT.road : STROKE_WEIGHT.tunnel;
    return {
      points: t.path,
      half: light ? STROKE_HALF.road : STROKE_HALF.tunnel,
      weight: t.vis === 'full' ? weight : weight * STROKE_WEIGHT.ghost,
    };
  });
}
