/**
 * Painting the scene's items as SVG strings: tunnels, places, features and beads, each element
 * carrying the world id (`id`, `data-id`) and its sheet (`data-age`, `data-layer`) so clients
 * and tests can find every thing in the drawing.
 */
import { createRng } from '../../core/rng';
import { bbox, centre, type Shape } from '../../hthad/world';
import { attrs, esc, num } from '../svg';
import type { PlacedLabel } from './labels';
import { SITE_PICTURE } from './obstacles';
import {
  jitterFor,
  raggedEllipse,
  raggedLine,
  raggedPolygon,
  simplify,
  smoothPath,
  type Jitter,
  type Xy,
} from './pencil';
import {
  TOKEN_R,
  type Scene,
  type SceneFeature,
  type ScenePlace,
  type SceneToken,
  type SceneTunnel,
} from './scene';
import { feature2019 } from './features-2019';
import type { Ink, Theme } from './theme';
import { FONT_FAMILY } from '../fonts';

/** SVG user units per bead. */
export const S = 40;

/** A length in beads as SVG user units. */
export function u(v: number): string {
  return num(v * S);
}

/** A length in beads as a number of SVG user units, for {@link attrs} (which formats numbers). */
export function ua(v: number): number {
  return v * S;
}

export function xy(p: Xy): string {
  return `${u(p.x)} ${u(p.y)}`;
}

/**
 * A `d` attribute. Path data here is built only from {@link num} output, command letters and
 * spaces, so it never needs escaping; writing it directly spares escaping the longest strings.
 */
function pathData(d: string): string {
  return ` d="${d}"`;
}

function polyD(points: readonly Xy[], close: boolean): string {
  if (points.length === 0) return '';
  let d = `M${xy(points[0]!)}`;
  for (let i = 1; i < points.length; i++) d += `L${xy(points[i]!)}`;
  return close ? `${d}Z` : d;
}

/** Per-item ink stream: derived from the seed and the item id, so filtering never shifts jitter. */
export function inkFor(seed: string): (id: string) => Jitter {
  return jitterFor(createRng(seed).fork('ink'));
}

function stamp(x: {
  id: string;
  made: { age: string; layer: number };
  vis: string;
}): Record<string, string> {
  return {
    id: x.id,
    'data-id': x.id,
    'data-age': x.made.age,
    'data-layer': String(x.made.layer),
    'data-vis': x.vis,
  };
}

/**
 * The stamp's attributes, then `rest`'s: what attrs({ ...stamp(x), ...rest }) writes when no key
 * of `rest` is a stamp's, without the merged record.
 */
function stamped(
  x: Parameters<typeof stamp>[0],
  rest: Readonly<Record<string, string | number | undefined>>,
): string {
  // attrs(stamp(x)) written out, without the record: every value a string, none undefined.
  const id = esc(x.id);
  return (
    ` id="${id}" data-id="${id}" data-age="${esc(x.made.age)}" data-layer="${x.made.layer}"` +
    ` data-vis="${esc(x.vis)}"${attrs(rest)}`
  );
}

/**
 * The pen's opacity for abandoned, ruined and collapsed works. Applied as stroke/fill opacity on
 * the drawn elements, never as group opacity: each group opacity costs the rasteriser a layer.
 * Earlier tracing sheets are ghosted as one group by the caller.
 */
function fade(theme: Theme, state: string): number | undefined {
  if (state === 'abandoned' || state === 'ruined' || state === 'collapsed') return theme.faded;
  return undefined;
}

const STROKE = 0.07;
/** How strongly roads are drawn (they are background to the buildings and their names). */
const ROAD_OPACITY = 0.55;

/** Tunnels as double lines: every outer stroke first, then every hollow inside, so crossings open up. */
export function paintTunnels(scene: Scene, theme: Theme, ink: (id: string) => Jitter): string {
  const paths = scene.tunnels.map((t) => ({ t, d: tunnelPath(t, ink(t.id)) }));
  let outer = '';
  let inner = '';
  for (const { t, d } of paths) {
    const op = fade(theme, t.state);
    if (t.role === 'pegasus-flight') {
      // A Pegasus flight between mesas: a light dotted arc through the sky.
      outer += `<path${stamped(t, { 'data-style': t.style, 'data-state': t.state, class: `flight ${t.ink}`, d, fill: 'none', stroke: theme.ink[t.ink], 'stroke-width': ua(0.035), 'stroke-dasharray': `${u(0.06)} ${u(0.14)}`, 'stroke-linecap': 'round', 'stroke-opacity': 0.6 * (op ?? 1) })}/>`;
      continue;
    }
    if (t.style === 'surface') {
      // Roads over the land: a single light dashed pen line, not a dug passage (many roads
      // share the sky with the buildings and their names, so they stay in the background).
      outer += `<path${stamped(t, { 'data-style': t.style, 'data-state': t.state, class: `road ${t.ink}`, d, fill: 'none', stroke: theme.ink[t.ink], 'stroke-width': ua(0.045), 'stroke-dasharray': `${u(0.22)} ${u(0.12)}`, 'stroke-linecap': 'round', 'stroke-opacity': ROAD_OPACITY * (op ?? 1) })}/>`;
      continue;
    }
    const w = t.style === 'natural' ? 0.26 : 0.3;
    outer += `<path${stamped(t, {
      'data-style': t.style,
      'data-state': t.state,
      class: `tunnel ${t.ink}`,
      fill: 'none',
      stroke: theme.ink[t.ink],
      'stroke-width': ua(w),
      'stroke-linejoin': t.style === 'dwarven' ? 'miter' : 'round',
      'stroke-linecap': 'round',
      'stroke-dasharray': t.state === 'collapsed' ? `${u(0.3)} ${u(0.2)}` : undefined,
      'stroke-opacity': op,
    })}${pathData(d)}/>`;
    inner += `<path${attrs({
      'data-of': t.id,
      fill: 'none',
      stroke: theme.hollow,
      'stroke-width': ua(w - 2 * (t.style === 'natural' ? 0.05 : STROKE)),
      'stroke-linejoin': t.style === 'dwarven' ? 'miter' : 'round',
      'stroke-linecap': 'round',
    })}${pathData(d)}/>`;
  }
  return `<g class="tunnels">${outer}</g><g class="tunnel-hollows">${inner}</g>`;
}

function tunnelPath(t: SceneTunnel, ink: Jitter): string {
  const pts = simplify(t.path);
  switch (t.style) {
    case 'natural':
      return smoothPath(raggedLine(pts, ink, 0.07), xy);
    case 'elven':
      return smoothPath(pts, xy);
    default:
      return polyD(pts, false);
  }
}

/** The outline path of a place in its builder's manner. */
function placePath(p: ScenePlace, ink: Jitter): string {
  const s = p.shape;
  const b = bbox(s);
  if (p.ink === 'pencil' || p.kind === 'cave') {
    if (s.kind === 'polygon')
      return smoothPath([...raggedPolygon(s.points, ink, 0.06), s.points[0]!], xy) + 'Z';
    const c = centre(s);
    const pts = raggedEllipse(c.x, c.y, (b.x1 - b.x0) / 2, (b.y1 - b.y0) / 2, ink, 0.1);
    return smoothPath([...pts, pts[0]!], xy) + 'Z';
  }
  if (p.ink === 'dwarven' || s.kind === 'rect') {
    if (p.ink === 'elven') return roundRect(b, Math.min(0.3, (b.y1 - b.y0) / 2));
    if (p.ink === 'demonic') return polyD(raggedPolygon(rectPoints(b), ink, 0.05), true);
    return polyD(rectPoints(b), true);
  }
  if (s.kind === 'polygon') return polyD(s.points, true);
  if (p.ink === 'demonic') {
    const c = centre(s);
    return polyD(raggedEllipse(c.x, c.y, (b.x1 - b.x0) / 2, (b.y1 - b.y0) / 2, ink, 0.14), true);
  }
  return ellipseD(b);
}

function rectPoints(b: { x0: number; y0: number; x1: number; y1: number }): Xy[] {
  return [
    { x: b.x0, y: b.y0 },
    { x: b.x1, y: b.y0 },
    { x: b.x1, y: b.y1 },
    { x: b.x0, y: b.y1 },
  ];
}

function roundRect(b: { x0: number; y0: number; x1: number; y1: number }, r: number): string {
  return (
    `M${u(b.x0 + r)} ${u(b.y0)}H${u(b.x1 - r)}A${u(r)} ${u(r)} 0 0 1 ${u(b.x1)} ${u(b.y0 + r)}` +
    `V${u(b.y1 - r)}A${u(r)} ${u(r)} 0 0 1 ${u(b.x1 - r)} ${u(b.y1)}H${u(b.x0 + r)}` +
    `A${u(r)} ${u(r)} 0 0 1 ${u(b.x0)} ${u(b.y1 - r)}V${u(b.y0 + r)}A${u(r)} ${u(r)} 0 0 1 ${u(b.x0 + r)} ${u(b.y0)}Z`
  );
}

function ellipseD(b: { x0: number; y0: number; x1: number; y1: number }): string {
  const rx = (b.x1 - b.x0) / 2;
  const ry = (b.y1 - b.y0) / 2;
  const cy = (b.y0 + b.y1) / 2;
  return `M${u(b.x0)} ${u(cy)}A${u(rx)} ${u(ry)} 0 1 0 ${u(b.x1)} ${u(cy)}A${u(rx)} ${u(ry)} 0 1 0 ${u(b.x0)} ${u(cy)}Z`;
}

/** Places: hollow (or flooded) fill, the builder's outline, and marks for the room's kind. */
export function paintPlaces(scene: Scene, theme: Theme, ink: (id: string) => Jitter): string {
  let out = '<g class="places">';
  for (const p of scene.places) {
    if (p.kind === 'surface-site') {
      out += paintSurfaceSite(p, theme);
      continue;
    }
    const colour = theme.ink[p.ink];
    const op = fade(theme, p.state);
    const b = bbox(p.shape);
    if (
      p.kind === 'junction' ||
      p.role === 'tunnel-end' ||
      p.role === 'page-edge' ||
      p.role === 'entrance'
    ) {
      const c = centre(p.shape);
      out += `<circle${stamped(p, { 'data-role': p.role, cx: ua(c.x), cy: ua(c.y), r: ua(p.role === 'entrance' ? 0.14 : 0.06), fill: p.role === 'entrance' ? theme.hollow : colour, stroke: colour, 'stroke-width': ua(0.04), 'fill-opacity': op, 'stroke-opacity': op })}/>`;
      continue;
    }
    if ((p.role === 'rift' || p.role === 'valley') && p.fill === 'hollow') {
      // The floor of a rift or valley is open air: no outline, the sky shows through.
      out += `<path${stamped(p, { 'data-role': p.role, class: 'place sunken', fill: theme.sky, stroke: 'none' })}${pathData(polyD(p.shape.kind === 'polygon' ? p.shape.points : [], true))}/>`;
      continue;
    }
    const fill = p.fill === 'water' ? theme.water : p.fill === 'magma' ? theme.magma : theme.hollow;
    out += `<g${stamped(p, { 'data-role': p.role, 'data-state': p.state, 'data-owner': p.owner ?? undefined, class: `place ${p.ink}`, 'data-faded': op })}>`;
    // Abandoned rooms fade their pen but keep an opaque hollow, so rock and ore stay behind it.
    const faded = op;
    const d = placePath(p, ink(p.id));
    out += `<path${attrs({
      fill,
      stroke: colour,
      'stroke-opacity': faded,
      'stroke-width': ua(p.ink === 'pencil' ? 0.055 : STROKE),
      'stroke-dasharray':
        p.sealed === 'secret' || p.state === 'collapsed' ? `${u(0.18)} ${u(0.1)}` : undefined,
    })}${pathData(d)}/>`;
    if (p.role === 'treasure-room' && b.x1 - b.x0 > 0.5) {
      const i = 0.1;
      out += `<rect${attrs({ x: ua(b.x0 + i), y: ua(b.y0 + i), width: ua(b.x1 - b.x0 - 2 * i), height: ua(b.y1 - b.y0 - 2 * i), fill: 'none', stroke: colour, 'stroke-width': ua(0.035), 'stroke-opacity': faded })}/>`;
    }
    if (p.occupant) {
      const i = 0.09;
      out += `<rect${attrs({ class: 'redrawn', x: ua(b.x0 + i), y: ua(b.y0 + i), width: ua(Math.max(0.05, b.x1 - b.x0 - 2 * i)), height: ua(Math.max(0.05, b.y1 - b.y0 - 2 * i)), rx: ua(0.08), fill: 'none', stroke: theme.ink[p.occupant], 'stroke-width': ua(0.04), 'stroke-dasharray': `${u(0.12)} ${u(0.08)}` })}/>`;
    }
    if (p.marks.includes('tomb') || p.role === 'tomb') out += tombCross(b, colour, faded);
    if (p.marks.includes('mined')) out += minedHatch(b, colour, faded);
    out += '</g>';
  }
  return out + '</g>';
}

function tombCross(
  b: { x0: number; y0: number; x1: number; y1: number },
  colour: string,
  faded?: number,
): string {
  const cx = (b.x0 + b.x1) / 2;
  const cy = (b.y0 + b.y1) / 2;
  const r = Math.min(b.x1 - b.x0, b.y1 - b.y0) * 0.32;
  return `<path${attrs({ class: 'tomb', d: `M${xy({ x: cx - r, y: cy - r })}L${xy({ x: cx + r, y: cy + r })}M${xy({ x: cx + r, y: cy - r })}L${xy({ x: cx - r, y: cy + r })}`, stroke: colour, 'stroke-width': ua(0.06), 'stroke-linecap': 'round', 'stroke-opacity': 0.7 * (faded ?? 1) })}/>`;
}

function minedHatch(
  b: { x0: number; y0: number; x1: number; y1: number },
  colour: string,
  faded?: number,
): string {
  let d = '';
  const w = b.x1 - b.x0;
  for (let k = 1; k <= 3; k++) {
    const x = b.x0 + (w * k) / 4;
    d += `M${xy({ x: x - 0.1, y: b.y1 - 0.06 })}L${xy({ x: x + 0.1, y: b.y1 - 0.26 })}`;
  }
  return `<path${attrs({ class: 'mined', d, stroke: colour, 'stroke-width': ua(0.03), 'stroke-opacity': faded })}/>`;
}

/** Castles, farms, cities and towers as small pictures standing on the surface. */
function paintSurfaceSite(p: ScenePlace, theme: Theme): string {
  const colour = theme.ink[p.ink];
  const P = SITE_PICTURE;
  const b = bbox(p.shape);
  const w = Math.max(P.minWidth, b.x1 - b.x0);
  const cx = (b.x0 + b.x1) / 2;
  const base = b.y1;
  const x0 = cx - w / 2;
  let d = '';
  let extra = '';
  switch (p.role) {
    case 'castle': {
      const h = P.castle.wall;
      const top = P.castle.battlement;
      const m = w / 5;
      d =
        `M${xy({ x: x0, y: base })}L${xy({ x: x0, y: base - h })}` +
        [0, 1, 2, 3, 4]
          .map(
            (k) =>
              `L${xy({ x: x0 + m * k, y: base - h - (k % 2 === 0 ? top : 0) })}L${xy({ x: x0 + m * (k + 1), y: base - h - (k % 2 === 0 ? top : 0) })}`,
          )
          .join('') +
        `L${xy({ x: x0 + w, y: base })}Z`;
      extra = `<path${attrs({ d: `M${xy({ x: cx - 0.12, y: base })}V${u(base - 0.3)}A${u(0.12)} ${u(0.12)} 0 0 1 ${u(cx + 0.12)} ${u(base - 0.3)}V${u(base)}`, fill: 'none', stroke: colour, 'stroke-width': ua(0.04) })}/>`;
      break;
    }
    case 'wizard-tower': {
      const { width: tw, body, spire } = P.tower;
      d = `M${xy({ x: cx - tw / 2, y: base })}V${u(base - body)}L${xy({ x: cx, y: base - spire })}L${xy({ x: cx + tw / 2, y: base - body })}V${u(base)}Z`;
      break;
    }
    case 'city': {
      const hw = w / 3;
      d = [0, 1, 2]
        .map((k) => {
          const hx = x0 + hw * k;
          const hh = P.city.low + (k % 2) * P.city.step;
          return `M${xy({ x: hx, y: base })}V${u(base - hh)}L${xy({ x: hx + hw / 2, y: base - hh - P.city.roof })}L${xy({ x: hx + hw, y: base - hh })}V${u(base)}Z`;
        })
        .join('');
      break;
    }
    case 'farm': {
      const { wall, roof } = P.farm;
      d = `M${xy({ x: x0, y: base })}V${u(base - wall)}L${xy({ x: x0 + 0.25, y: base - roof })}L${xy({ x: x0 + 0.5, y: base - wall })}V${u(base)}Z`;
      for (let k = 0; k < 3; k++)
        extra += `<path${attrs({ d: `M${xy({ x: x0 + 0.6, y: base - 0.08 - k * 0.12 })}H${u(x0 + w)}`, stroke: colour, 'stroke-width': ua(0.03) })}/>`;
      break;
    }
    case 'crater': {
      // A bowl pressed into the ground under the surface line.
      const ry = Math.max(P.crater.minDepth, (b.y1 - b.y0) / 2);
      const top = (b.y0 + b.y1) / 2;
      d = `M${xy({ x: x0, y: top })}A${u(w / 2)} ${u(ry)} 0 0 0 ${u(x0 + w)} ${u(top)}Z`;
      break;
    }
    case 'volcanic-cone': {
      const h = Math.max(P.cone.minHeight, b.y1 - b.y0);
      const f = P.cone.flare;
      d = `M${xy({ x: x0 - f, y: base })}L${xy({ x: cx - 0.2, y: base - h })}H${u(cx + 0.2)}L${xy({ x: x0 + w + f, y: base })}Z`;
      break;
    }
    default:
      d = polyD(rectPoints({ x0, y0: base - P.block, x1: x0 + w, y1: base }), true);
  }
  return `<g${stamped(p, { 'data-role': p.role, 'data-state': p.state, class: `place surface-site ${p.ink}` })}><path${attrs({ d, fill: theme.hollow, stroke: colour, 'stroke-width': ua(0.06), 'stroke-linejoin': 'round', 'stroke-opacity': fade(theme, p.state) })}/>${extra}</g>`;
}

/** Kinds drawn under the tunnels and rooms: water, magma, and the ore the rooms are dug into. */
const UNDER: ReadonlySet<string> = new Set([
  'river',
  'lake',
  'water',
  'magma',
  'sinkhole',
  'waterfall',
  'mithral',
  'gold-vein',
]);

/** Water and magma bodies, rivers, lakes and ore: drawn under the tunnels. */
export function paintWaters(scene: Scene, theme: Theme, ink: (id: string) => Jitter): string {
  let out = '<g class="waters">';
  for (const f of scene.features) {
    if (!UNDER.has(f.kind)) continue;
    out += featureShape(f, theme, ink(f.id));
  }
  return out + '</g>';
}

/** Gems, plague, Fate, volcanoes and fallen stars: drawn over the places. */
export function paintMarks(scene: Scene, theme: Theme, ink: (id: string) => Jitter): string {
  let out = '<g class="features">';
  for (const f of scene.features) {
    if (UNDER.has(f.kind)) continue;
    out += featureShape(f, theme, ink(f.id));
  }
  return out + '</g>';
}

function shapeD(s: Shape, ink: Jitter, rough: number): string {
  const b = bbox(s);
  if (s.kind === 'polygon')
    return polyD(rough > 0 ? raggedPolygon(s.points, ink, rough) : s.points, true);
  if (s.kind === 'polyline')
    return smoothPath(rough > 0 ? raggedLine(s.points, ink, rough) : s.points, xy);
  if (s.kind === 'rect') return polyD(rectPoints(b), true);
  const c = centre(s);
  return (
    smoothPath([...raggedEllipse(c.x, c.y, (b.x1 - b.x0) / 2, (b.y1 - b.y0) / 2, ink, rough)], xy) +
    'Z'
  );
}

function featureShape(f: SceneFeature, theme: Theme, ink: Jitter): string {
  const base = {
    ...stamp(f),
    'data-kind': f.kind,
    class: `feature ${f.kind}`,
    'stroke-opacity': f.spent ? theme.faded : undefined,
  };
  const s = f.shape;
  const c = centre(s);
  switch (f.kind) {
    case 'river': {
      const w = s.kind === 'polyline' ? Math.max(0.25, s.width) : 0.3;
      const d = shapeD(s, ink, 0.05);
      return `<g${attrs(base)}><path${attrs({ d, fill: 'none', stroke: theme.waterEdge, 'stroke-width': ua(w + 0.08), 'stroke-linecap': 'round', 'stroke-linejoin': 'round' })}/><path${attrs({ d, fill: 'none', stroke: theme.water, 'stroke-width': ua(w - 0.04), 'stroke-linecap': 'round', 'stroke-linejoin': 'round' })}/></g>`;
    }
    case 'waterfall': {
      const b = bbox(s);
      let d = '';
      for (let k = 0; k < 3; k++) {
        const x = b.x0 + ((b.x1 - b.x0) * (k + 0.5)) / 3;
        d += `M${xy({ x, y: b.y0 })}V${u(Math.max(b.y1, b.y0 + 0.5))}`;
      }
      return `<path${attrs({ ...base, d, stroke: theme.waterEdge, 'stroke-width': ua(0.06), 'stroke-dasharray': `${u(0.15)} ${u(0.08)}` })}/>`;
    }
    case 'lake':
    case 'water':
      return `<path${attrs({ ...base, d: shapeD(s, ink, s.kind === 'polyline' ? 0 : 0.06), fill: s.kind === 'polyline' ? 'none' : theme.water, stroke: theme.waterEdge, 'stroke-width': ua(s.kind === 'polyline' ? s.width : 0.05) })}/>`;
    case 'magma':
      return `<path${attrs({ ...base, d: shapeD(s, ink, s.kind === 'polyline' ? 0 : 0.06), fill: s.kind === 'polyline' ? 'none' : theme.magma, stroke: theme.magmaEdge, 'stroke-width': ua(s.kind === 'polyline' ? s.width : 0.05) })}/>`;
    case 'sinkhole':
      return `<path${attrs({ ...base, d: shapeD(s, ink, 0.05), fill: theme.waterEdge, 'fill-opacity': 0.5, stroke: theme.waterEdge, 'stroke-width': ua(0.05) })}/>`;
    case 'gold-vein': {
      const w = s.kind === 'polyline' ? Math.min(0.22, Math.max(0.12, s.width)) : 0.14;
      return `<path${attrs({ ...base, d: shapeD(s, ink, 0.04), fill: s.kind === 'polyline' ? 'none' : theme.gold, stroke: theme.gold, 'stroke-width': ua(w), 'stroke-linecap': 'round', 'stroke-linejoin': 'round' })}/>`;
    }
    case 'mithral':
      return `<path${attrs({ ...base, d: shapeD(s, ink, 0), fill: theme.mithralFill, stroke: theme.mithral, 'stroke-width': ua(0.07), 'stroke-linejoin': 'round' })}/>`;
    case 'gems': {
      let d = '';
      const spots = [-0.28, 0, 0.28];
      for (const dx of spots) {
        const p = { x: c.x + dx, y: c.y + 0.3 - Math.abs(dx) * 0.4 };
        d += `M${xy({ x: p.x, y: p.y - 0.12 })}L${xy({ x: p.x + 0.09, y: p.y })}L${xy({ x: p.x, y: p.y + 0.12 })}L${xy({ x: p.x - 0.09, y: p.y })}Z`;
      }
      return `<path${attrs({ ...base, d, fill: theme.gems, stroke: theme.gems, 'stroke-width': ua(0.02) })}/>`;
    }
    case 'plague':
      return `<circle${attrs({ ...base, cx: ua(c.x), cy: ua(c.y), r: ua(0.42), fill: 'none', stroke: '#6b7a2a', 'stroke-width': ua(0.05), 'stroke-dasharray': `${u(0.05)} ${u(0.08)}` })}/>`;
    case 'fate':
      return `<circle${attrs({ ...base, cx: ua(c.x), cy: ua(c.y), r: ua(0.4), fill: 'none', stroke: theme.text, 'stroke-width': ua(0.04), 'stroke-dasharray': `${u(0.2)} ${u(0.08)}` })}/>`;
    case 'volcano': {
      // A smoking cone standing on the surface over the shaft.
      const v = SITE_PICTURE.volcano;
      const d =
        `M${xy({ x: c.x - v.halfBase, y: c.y + v.foot })}L${xy({ x: c.x - v.halfTop, y: c.y - v.height })}` +
        `L${xy({ x: c.x + v.halfTop, y: c.y - v.height })}L${xy({ x: c.x + v.halfBase, y: c.y + v.foot })}Z`;
      const smoke = `M${xy({ x: c.x, y: c.y - 1.2 })}q${u(-0.2)} ${u(-0.25)} 0 ${u(-0.5)}t0 ${u(-0.5)}`;
      return `<g${attrs(base)}><path${attrs({ d, fill: theme.magma, stroke: theme.magmaEdge, 'stroke-width': ua(0.06), 'stroke-linejoin': 'round' })}/><path${attrs({ d: smoke, fill: 'none', stroke: theme.ink.pencil, 'stroke-width': ua(0.05), 'stroke-linecap': 'round' })}/></g>`;
    }
    case 'bridge': {
      // A plank bridge over the rift: a deck from rim to rim and a handrail on posts.
      const pts = s.kind === 'polyline' ? s.points : [c, c];
      const a = pts[0]!;
      const b = pts[pts.length - 1]!;
      let posts = '';
      const n = Math.max(2, Math.round(Math.abs(b.x - a.x) / 0.8));
      for (let k = 0; k <= n; k++) {
        const x = a.x + ((b.x - a.x) * k) / n;
        posts += `M${xy({ x, y: a.y - 0.12 })}V${u(a.y - 0.5)}`;
      }
      // The deck sits just above the rim line, clear of the rift's open air painted after it.
      const rail = `M${xy({ x: a.x, y: a.y - 0.5 })}L${xy({ x: b.x, y: b.y - 0.5 })}`;
      const deck = `M${xy({ x: a.x, y: a.y - 0.12 })}L${xy({ x: b.x, y: b.y - 0.12 })}`;
      return `<g${attrs(base)}><path${attrs({ d: posts + rail, fill: 'none', stroke: theme.ink.surface, 'stroke-width': ua(0.04), 'stroke-linecap': 'round' })}/><path${attrs({ d: deck, fill: 'none', stroke: theme.ink.surface, 'stroke-width': ua(0.12), 'stroke-linecap': 'round' })}/></g>`;
    }
    case 'meteorite': {
      // The fallen star: a dark stone at the bottom of its crater.
      const b = bbox(s);
      const r = Math.min(0.28, (b.x1 - b.x0) / 3);
      return `<path${attrs({ ...base, d: polyD(raggedEllipse(c.x, b.y1 - r * 1.1, r * 1.2, r, ink, 0.15), true), fill: theme.ink.pencil, stroke: theme.text, 'stroke-width': ua(0.04) })}/>`;
    }
    // hthad2019's features, drawn by the 2nd edition's look (side/2019-features.ts).
    case 'ore':
    case 'biome':
    case 'ley-line':
    case 'fault':
      return feature2019(f.kind, base, s, shapeD(s, ink, 0.04), theme);
  }
}

/** Beads: ● filled in the owner's pen, ○ hollow, ★ bonus, ❖ epic; stacks carry a count. */
export function paintTokens(scene: Scene, theme: Theme): string {
  let out = '<g class="tokens">';
  for (const t of scene.tokens) out += token(t, theme);
  return out + '</g>';
}

function token(t: SceneToken, theme: Theme): string {
  // Pencil beads (beasts, loose loot) in dark ink: a bead must read at a glance.
  const colour = t.ink === 'pencil' ? theme.text : theme.ink[t.ink];
  const head = {
    id: t.ids[0]!,
    'data-id': t.ids[0]!,
    'data-ids': t.ids.length === 1 ? t.ids[0]! : t.ids.join(' '),
    'data-kind': t.kind,
    'data-place': t.place,
    'data-owner': t.owner ?? undefined,
    'data-count': t.ids.length,
  };
  const { x, y } = t.at;
  const r = TOKEN_R;
  let shape: string;
  switch (t.kind) {
    case 'population':
      shape = `<circle${attrs({ cx: ua(x), cy: ua(y), r: ua(r), fill: colour, stroke: theme.hollow, 'stroke-width': ua(0.03) })}/>`;
      break;
    case 'treasure':
      shape = `<circle${attrs({ cx: ua(x), cy: ua(y), r: ua(r - 0.025), fill: theme.hollow, stroke: colour, 'stroke-width': ua(0.055) })}/>`;
      break;
    case 'bonus':
      shape = `<path${attrs({ d: starD(x, y, r * 1.25, r * 0.55, 5), fill: '#e9b824', stroke: colour, 'stroke-width': ua(0.03), 'stroke-linejoin': 'round' })}/>`;
      break;
    case 'epic': {
      let d = '';
      const q = r * 0.5;
      for (const [dx, dy] of [
        [0, -1],
        [1, 0],
        [0, 1],
        [-1, 0],
      ] as const) {
        const cx = x + dx * q;
        const cy = y + dy * q;
        d += `M${xy({ x: cx, y: cy - q })}L${xy({ x: cx + q, y: cy })}L${xy({ x: cx, y: cy + q })}L${xy({ x: cx - q, y: cy })}Z`;
      }
      shape = `<path${attrs({ d, fill: '#7b3fa0', stroke: colour, 'stroke-width': ua(0.025) })}/>`;
      break;
    }
  }
  const count =
    t.ids.length > 1
      ? `<text${attrs({ x: ua(x + r + 0.04), y: ua(y + 0.11), 'font-size': ua(0.3), 'font-weight': 'bold', fill: theme.text, stroke: theme.halo, 'stroke-width': ua(0.06), 'paint-order': 'stroke' })}>×${t.ids.length}</text>`
      : '';
  // A named treasure: its number from the key, small, above and to the right of the bead, and
  // its name as the bead's tooltip.
  const mark =
    t.mark === null
      ? ''
      : `<title>${esc(t.name ?? '')}</title><text${attrs({ class: 'treasure-mark', x: ua(x + r * 0.75), y: ua(y - r * 0.6), 'font-size': ua(0.26), 'font-weight': 'bold', fill: theme.text, stroke: theme.halo, 'stroke-width': ua(0.05), 'paint-order': 'stroke' })}>${t.mark}</text>`;
  // attrs({ ...head, ...named, class }) in pieces (no key is in two of them), without the merge.
  const named =
    t.mark === null ? '' : attrs({ 'data-name': t.name ?? undefined, 'data-mark': t.mark });
  return `<g${attrs(head)}${named} class="token ${esc(t.kind)}">${shape}${count}${mark}</g>`;
}

function starD(cx: number, cy: number, r1: number, r2: number, n: number): string {
  const pts: Xy[] = [];
  for (let i = 0; i < n * 2; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / n;
    const r = i % 2 === 0 ? r1 : r2;
    pts.push({ x: cx + r * Math.cos(a), y: cy + r * Math.sin(a) });
  }
  return polyD(pts, true);
}

/** Labels with a paper-coloured halo; far labels get a thin leader line. */
export function paintLabels(labels: readonly PlacedLabel[], theme: Theme): string {
  let out = `<g class="labels" font-family="${esc(FONT_FAMILY)}">`;
  for (const l of labels) {
    const colour = l.tag ? (theme.ink[l.tag as Ink] ?? theme.text) : theme.text;
    if (l.leader)
      out += `<path${attrs({ class: 'leader', d: `M${xy(l.leader.from)}L${xy(l.leader.to)}`, stroke: colour, 'stroke-width': ua(0.04), 'stroke-dasharray': `${u(0.1)} ${u(0.06)}` })}/>`;
    out += `<text${attrs({
      id: l.id,
      'data-for': l.id.replace(/^label-/, ''),
      x: ua(l.x),
      y: ua(l.y),
      'font-size': ua(l.size),
      'font-weight': l.bold ? 'bold' : undefined,
      fill: colour === theme.ink.pencil ? theme.text : colour,
      stroke: theme.halo,
      'stroke-width': ua(l.size * 0.22),
      'stroke-linejoin': 'round',
      'paint-order': 'stroke',
    })}>${esc(l.text)}</text>`;
  }
  return out + '</g>';
}
