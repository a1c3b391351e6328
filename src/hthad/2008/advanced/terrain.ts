/**
 * The ground of three alternate worlds (Advanced Rules II, hthad-2008-rules.txt), shaped from
 * the substance dice when the world is settled, before the Primordial Age:
 * - Firetop Range: "Roll 1d4. Give your mountain range that many peaks." One range of that many
 *   peaks rising above the surface line.
 * - Rift of Sorrows: a deep gap cut down from the surface; it "counts as underground", so its
 *   open air is a cave place and a way up that comes out in it is no surface entrance. Kingdoms
 *   and monster groups bridge it by {@link bridgePolicy}.
 * - Scorched Lands: mesas with valleys between; the valleys are "dark enough for underground
 *   creatures" (each a cave place, below the surface line); kingdoms live on the mesas and fly
 *   between them by Pegasus; a valley reaches a mesa only by a tunnel or stair.
 * The rules give no sizes: the constants below are ours, each with its reason.
 */
import {
  dist,
  FINGER,
  groundY,
  isSunken,
  pt,
  sunkenAt,
  type LayerStamp,
  type Place,
  type Point,
  type Shape,
  type Site,
  type TerrainSpan,
  type World,
} from '../../world';
import type { Host } from '../monsters/host';
import type { AlternateWorld } from './options';

/** Summits a finger apart: one range, not scattered hills. */
export const PEAK_SPACING = FINGER;
/** A peak's foot reaches three beads either side of its summit (neighbours share slopes). */
export const PEAK_HALF_BASE = 3;
/** A peak rises 2 beads plus a d3 of half beads (2.5–3.5) above the line: a bead of sky stays. */
export const PEAK_RISE = { base: 2, step: 0.5, die: 3 } as const;
/** The saddle between two peaks stays this far above the surface line. */
export const SADDLE_RISE = 1.2;
/** The rift is three beads wide at the rims: too wide to jump, narrow enough to bridge. */
export const RIFT_WIDTH = 3;
/** Its floor is a bead and a bit wide: a gash, not a valley. */
export const RIFT_FLOOR = 1.2;
/** It goes down a finger plus a d6 of half beads (5.5–8): through the upper strata, above the Underdark. */
export const RIFT_DEPTH = { base: FINGER, step: 0.5, die: 6 } as const;
/** The rift opens in the middle two-fifths of the page, so there is land on both sides to bridge. */
export const RIFT_BAND = [0.3, 0.7] as const;
/** 1 + d2 valleys, so three or four mesas: each wide enough for a castle and its farms. */
export const VALLEY_COUNT = { base: 1, die: 2 } as const;
/** Valleys are three and a half beads wide at the rims, two at the floor. */
export const VALLEY_WIDTH = 3.5;
export const VALLEY_FLOOR = 2;
/** And 2.5 plus a d4 of half beads deep (3–4.5), deeper than the floor is wide: dark enough. */
export const VALLEY_DEPTH = { base: 2.5, step: 0.5, die: 4 } as const;

/** What placing things needs: the site, the world and the stamp for new things. */
export interface Builder {
  readonly site: Site;
  readonly world: World;
  readonly stamp: LayerStamp;
}

const r2 = (v: number): number => Math.round(v * 100) / 100;

/**
 * Shape the ground of the Firetop Range, the Rift of Sorrows or the Scorched Lands (any other
 * world: nothing). Only on a fresh page (a prepared world is left as it is). Returns the words
 * for the world's event.
 */
export function shapeTerrain(h: Host, world: AlternateWorld, peaks: number): string {
  if (h.world.places.length > 0 || h.world.page.terrain) return '';
  if (world === 'firetop-range') return firetop(h, peaks);
  if (world === 'rift-of-sorrows') return rift(h);
  if (world === 'scorched-lands') return scorched(h);
  return '';
}

function firetop(h: Host, n: number): string {
  const { width, surfaceY: s } = h.world.page;
  const range = (n - 1) * PEAK_SPACING + 2 * PEAK_HALF_BASE;
  const start =
    h.int(10, Math.max(10, Math.round((width - 1 - range) * 10)), 'Firetop Range: where') / 10;
  const ground: Point[] = [pt(0, s), pt(start, s)];
  const spans: TerrainSpan[] = [];
  for (let i = 0; i < n; i++) {
    const x = start + PEAK_HALF_BASE + i * PEAK_SPACING;
    const rise = PEAK_RISE.base + PEAK_RISE.step * h.d(PEAK_RISE.die, `peak ${i + 1}: height`);
    const top = r2(s - rise);
    ground.push(
      pt(r2(x - 1.5), r2(s - rise * 0.45)),
      pt(x, top),
      pt(r2(x + 1.2), r2(s - rise * 0.6)),
    );
    if (i < n - 1) ground.push(pt(r2(x + PEAK_SPACING / 2), r2(s - SADDLE_RISE)));
    spans.push({
      kind: 'peak',
      x0: r2(x - PEAK_SPACING / 2),
      x1: r2(x + PEAK_SPACING / 2),
      y: top,
      name: `Mount ${h.names.next('kingdom')}`,
      place: null,
    });
  }
  ground.push(pt(r2(start + range), s), pt(width, s));
  h.site.setTerrain({ kind: 'firetop-range', ground, spans });
  const at = (p: TerrainSpan): string => `${p.name} (${fmt((p.x0 + p.x1) / 2)} beads in)`;
  return ` From the left: ${spans.map(at).join(', ')}.`;
}

function rift(h: Host): string {
  const { width, surfaceY: s } = h.world.page;
  const c =
    h.int(
      Math.round(width * RIFT_BAND[0] * 10),
      Math.round(width * RIFT_BAND[1] * 10),
      'Rift of Sorrows: where',
    ) / 10;
  const depth = RIFT_DEPTH.base + RIFT_DEPTH.step * h.d(RIFT_DEPTH.die, 'Rift of Sorrows: depth');
  const x0 = r2(c - RIFT_WIDTH / 2);
  const x1 = r2(c + RIFT_WIDTH / 2);
  const floor = r2(s + depth);
  // Ragged walls, the left a little steeper than the right.
  const walls = [
    pt(x0, s),
    pt(r2(x0 + 0.35), r2(s + depth * 0.35)),
    pt(r2(x0 + 0.75), r2(s + depth * 0.7)),
    pt(r2(c - RIFT_FLOOR / 2), floor),
    pt(r2(c + RIFT_FLOOR / 2), floor),
    pt(r2(x1 - 0.6), r2(s + depth * 0.6)),
    pt(r2(x1 - 0.3), r2(s + depth * 0.3)),
    pt(x1, s),
  ];
  const place = sunkenPlace(h, 'rift', walls, 'Rift of Sorrows');
  const spans: TerrainSpan[] = [
    { kind: 'rift', x0, x1, y: floor, name: 'Rift of Sorrows', place: place.id },
  ];
  h.site.setTerrain({
    kind: 'rift-of-sorrows',
    ground: [pt(0, s), ...walls, pt(width, s)],
    spans,
  });
  return ` The rift opens ${fmt(c)} beads from the left edge and falls ${fmt(depth)} beads.`;
}

function scorched(h: Host): string {
  const { width, surfaceY: s } = h.world.page;
  const n = VALLEY_COUNT.base + h.d(VALLEY_COUNT.die, 'Scorched Lands: valleys');
  const ground: Point[] = [pt(0, s)];
  const spans: TerrainSpan[] = [];
  let left = 0;
  for (let i = 0; i < n; i++) {
    const c = r2((width * (i + 1)) / (n + 1) + h.int(-10, 10, `valley ${i + 1}: where`) / 10);
    const depth =
      VALLEY_DEPTH.base + VALLEY_DEPTH.step * h.d(VALLEY_DEPTH.die, `valley ${i + 1}: depth`);
    const x0 = r2(c - VALLEY_WIDTH / 2);
    const x1 = r2(c + VALLEY_WIDTH / 2);
    const floor = r2(s + depth);
    const walls = [
      pt(x0, s),
      pt(r2(x0 + 0.4), r2(s + depth * 0.55)),
      pt(r2(c - VALLEY_FLOOR / 2), floor),
      pt(r2(c + VALLEY_FLOOR / 2), floor),
      pt(r2(x1 - 0.35), r2(s + depth * 0.5)),
      pt(x1, s),
    ];
    const place = sunkenPlace(h, 'valley', walls, null);
    spans.push({ kind: 'mesa', x0: left, x1: x0, y: s, name: null, place: null });
    spans.push({ kind: 'valley', x0, x1, y: floor, name: null, place: place.id });
    ground.push(...walls);
    left = x1;
  }
  spans.push({ kind: 'mesa', x0: left, x1: width, y: s, name: null, place: null });
  ground.push(pt(width, s));
  h.site.setTerrain({ kind: 'scorched-lands', ground, spans });
  const vs = spans.filter((x) => x.kind === 'valley');
  return ` ${n + 1} mesas stand between ${n} valleys (${vs.map((v) => fmt((v.x0 + v.x1) / 2)).join(' and ')} beads from the left edge).`;
}

/** The floor of a rift or valley where its creatures live: the bottom bead and a bit of its air. */
export const SUNKEN_FLOOR = 1.2;

/**
 * The cave standing for a rift's or valley's floor: an underground place monsters may hold,
 * and where ways up from below come out. The air above it is open (no room, no tunnel).
 */
function sunkenPlace(h: Host, role: 'rift' | 'valley', walls: Point[], name: string | null): Place {
  const floor = Math.max(...walls.map((p) => p.y));
  const points = clipBelow(walls, floor - SUNKEN_FLOOR);
  return h.site.addPlace(
    { kind: 'cave', role, shape: { kind: 'polygon', points }, name, joinTunnels: false },
    h.stamp,
  );
}

/** The part of a closed polygon at or below the line y = cut (one Sutherland–Hodgman pass). */
export function clipBelow(points: readonly Point[], cut: number): Point[] {
  const out: Point[] = [];
  for (let i = 0; i < points.length; i++) {
    const a = points[i]!;
    const b = points[(i + 1) % points.length]!;
    const ina = a.y >= cut;
    const inb = b.y >= cut;
    if (ina) out.push(a);
    if (ina !== inb) out.push(pt(r2(a.x + ((b.x - a.x) * (cut - a.y)) / (b.y - a.y)), r2(cut)));
  }
  return out;
}

function fmt(v: number): string {
  return String(Math.round(v * 10) / 10);
}

/** Where a way up comes out: a new surface entrance, or the open air of a rift or valley. */
export interface Opening {
  readonly place: Place;
  /** The point on the ground (or rift or valley floor) where it comes out. */
  readonly point: Point;
  /** True for a surface entrance; false for an underground opening into a rift or valley. */
  readonly entrance: boolean;
}

/**
 * A way up from below at x: over a rift or valley it opens into that span's cave (it counts as
 * underground: no surface entrance); elsewhere a new entrance on the ground (a mountainside, a
 * mesa, the plain). On a flat page this is exactly the entrance on the surface line.
 */
export function openingAt(
  b: Builder,
  x: number,
  spec: { shape: (p: Point) => Shape; owner?: string | null; role?: 'entrance' },
): Opening {
  const page = b.world.page;
  const sunk = sunkenAt(page, x);
  const point = pt(x, groundY(page, x));
  if (sunk?.place) return { place: b.site.place(sunk.place), point, entrance: false };
  const place = b.site.addPlace(
    {
      kind: 'entrance',
      role: 'entrance',
      shape: spec.shape(point),
      ...(spec.owner !== undefined ? { owner: spec.owner } : {}),
      joinTunnels: false,
    },
    b.stamp,
  );
  return { place, point, entrance: true };
}

/** The sunken spans (rift, valleys) a straight walk between two x crosses, left to right. */
export function sunkenBetween(page: World['page'], xa: number, xb: number): TerrainSpan[] {
  const lo = Math.min(xa, xb);
  const hi = Math.max(xa, xb);
  return (page.terrain?.spans ?? []).filter((s) => isSunken(s) && s.x0 < hi && s.x1 > lo);
}

/**
 * Policy (Rift of Sorrows): when a bridge "makes sense". A surface kingdom bridges the rift
 * when its lands lie on both rims (its castle, farms and works, and the far end of a road it
 * needs: it walks to the nearest entrance on its own side if there is one); a monster group
 * when its zone of control holds surface entrances on both rims (it walks the land between its
 * own doors). Either way the test is the same: `xs` (where its lands or doors stand) lies on
 * both rims. A standing bridge serves everyone: nobody builds a second.
 */
export function bridgePolicy(
  page: World['page'],
  xs: readonly number[],
  standing: boolean,
): boolean {
  if (standing) return false;
  const r = page.terrain?.spans.find((s) => s.kind === 'rift');
  if (!r) return false;
  const left = xs.some((x) => x <= r.x0);
  const right = xs.some((x) => x >= r.x1);
  return left && right;
}

/** The rift's bridge, if one stands. */
export function riftBridge(world: World): World['features'][number] | null {
  return world.features.find((f) => f.kind === 'bridge') ?? null;
}

/** Build the bridge over the rift (its deck at the surface line, rim to rim). */
export function buildBridge(b: Builder, name: string): World['features'][number] {
  const page = b.world.page;
  const r = page.terrain!.spans.find((s) => s.kind === 'rift')!;
  const y = page.surfaceY;
  return b.site.addFeature(
    {
      kind: 'bridge',
      name,
      shape: {
        kind: 'polyline',
        points: [pt(r2(r.x0 - 0.3), y), pt(r2(r.x1 + 0.3), y)],
        width: 0.15,
      },
      place: r.place,
      amount: 1,
    },
    b.stamp,
  );
}

/**
 * A road over the land from a to b: it follows the ground (over mountains, along mesa tops),
 * crosses the rift on its bridge at the surface line, and over a valley it is a Pegasus
 * flight, an arc through the sky. Flat pages get the straight road as before.
 */
export function roadPath(page: World['page'], a: Point, b: Point, flight: boolean): Point[] {
  if (!page.terrain) return [a, b];
  if (flight) {
    const top = Math.max(0.5, Math.min(a.y, b.y) - 1.5);
    const out: Point[] = [];
    for (let k = 0; k <= 6; k++) {
      const t = k / 6;
      const x = a.x + (b.x - a.x) * t;
      const y = (1 - t) * a.y + t * b.y - 4 * t * (1 - t) * (Math.min(a.y, b.y) - top);
      out.push(pt(r2(x), r2(y)));
    }
    return out;
  }
  const dir = b.x >= a.x ? 1 : -1;
  const inner = page.terrain.ground
    .filter((p) => (p.x - a.x) * dir > 0.05 && (b.x - p.x) * dir > 0.05)
    .sort((p, q) => (p.x - q.x) * dir);
  const out: Point[] = [a];
  for (const p of inner) {
    const y = p.y > page.surfaceY ? page.surfaceY : p.y;
    out.push(pt(p.x, r2(y - 0.1)));
  }
  out.push(b);
  return out.filter((p, i) => i === 0 || dist(p, out[i - 1]!) > 1e-6);
}
