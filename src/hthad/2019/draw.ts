/**
 * Drawing for the 2019 engine: rooms placed in a stratum (or on the surface), tunnels routed on
 * the raster, explorations of one finger, and the seal pass that marks what no one can reach.
 */
import {
  centre,
  ellipseAt,
  gapAtLeast,
  pt,
  rectAt,
  polylineLength,
  truncatePolyline,
  type Point,
  type Shape,
} from '../world/geometry';
import {
  FINGER,
  type Place,
  type PlaceGraph,
  type World,
  type PlaceKind,
  type PlaceRole,
  type TunnelResult,
  type TunnelStyle,
} from '../world';
import type { Ctx } from './context';
import { inStratum, spanAt, xSpan } from './strata';

/** A point inside stratum n, drawn from the substance stream (tenths of a bead). */
export function pointIn(ctx: Ctx, n: number, why: string): Point {
  const s = ctx.strata[n - 1]!;
  const { x0, x1 } = xSpan(s);
  const x = ctx.int(Math.round((x0 + 1) * 10), Math.round((x1 - 1) * 10), `${why}: x`) / 10;
  const sp = spanAt(s, x)!;
  const lo = Math.round((sp.top + 0.6) * 10);
  const hi = Math.round((sp.bottom - 0.6) * 10);
  const y = hi > lo ? ctx.int(lo, hi, `${why}: y`) / 10 : (sp.top + sp.bottom) / 2;
  return pt(x, y);
}

export interface RoomSpec {
  readonly role: PlaceRole;
  readonly near: Point;
  readonly w: number;
  readonly h: number;
  readonly round?: boolean;
  readonly kind?: PlaceKind;
  readonly owner?: string | null;
  readonly name?: string | null;
  readonly marks?: readonly string[];
  /** Keep the room inside this stratum when it can. */
  readonly stratum?: number;
  readonly aboveGround?: boolean;
  /** Look all over the page when the stratum has no room (default true). */
  readonly anywhere?: boolean;
}

/** Draw a room as near `near` as it fits (in its stratum first); null if the page is full. */
export function addRoom(ctx: Ctx, spec: RoomSpec): Place | null {
  const gap = 0.35;
  const make = (c: Point): Shape =>
    spec.round ? ellipseAt(c, spec.w / 2, spec.h / 2) : rectAt(c, spec.w, spec.h);
  const padded = spec.round
    ? ({ kind: 'ellipse', rx: spec.w / 2 + gap, ry: spec.h / 2 + gap } as const)
    : ({ kind: 'rect', w: spec.w + 2 * gap, h: spec.h + 2 * gap } as const);
  const raster = ctx.site.raster;
  const st = spec.stratum ? ctx.strata[spec.stratum - 1] : undefined;
  const above = spec.aboveGround === true;
  const surfaceY = ctx.world.page.surfaceY;
  const where = (c: Point) => (above ? c.y + spec.h / 2 < surfaceY - 0.1 : true);
  // The raster is coarse: a candidate it finds free must also clear every room and cave exactly.
  const solid = ctx.world.places.filter((p) => p.kind === 'room' || p.kind === 'cave');
  const accept = (c: Point) => {
    const shape = make(c);
    return solid.every((p) => gapAtLeast(p.shape, shape, 0.1));
  };
  const found =
    (st &&
      raster.findFreeAt(spec.near, padded, {
        maxRadius: 10,
        aboveGround: above,
        where: (c) => inStratum(st, c) && where(c),
        accept,
      })) ||
    (spec.anywhere === false && st
      ? null
      : raster.findFreeAt(spec.near, padded, { maxRadius: 40, aboveGround: above, where, accept }));
  if (!found) return null;
  return ctx.site.addPlace(
    {
      kind: spec.kind ?? 'room',
      role: spec.role,
      shape: make(centre(found)),
      name: spec.name ?? null,
      owner: spec.owner ?? null,
      marks: spec.marks ?? [],
    },
    ctx.stamp,
  );
}

/** Join two places with a tunnel routed on the raster (straight if the search gives up). */
export function connect(
  ctx: Ctx,
  a: Place,
  b: Place,
  style: TunnelStyle,
  owner: string | null,
  role = 'tunnel',
): TunnelResult {
  const from = centre(a.shape);
  const to = centre(b.shape);
  const above = a.kind === 'surface-site' || b.kind === 'surface-site';
  const path = ctx.site.raster.route(from, to, {
    style,
    through: [a.id, b.id],
    aboveGround: above,
    budget: 6000,
  }) ?? [from, to];
  return ctx.site.addTunnel({ style, role, path, from: a.id, to: b.id, owner }, ctx.stamp);
}

/**
 * Explore one finger from `from` toward `target`: the tunnel reaches the target place when it
 * is within a finger along the route, else it ends in a new tunnel end a finger along.
 */
export function exploreToward(
  ctx: Ctx,
  from: Place,
  target: Point,
  targetPlace: Place | null,
  style: TunnelStyle,
  owner: string,
): { tunnel: TunnelResult; end: Place; reached: boolean } {
  const a = centre(from.shape);
  const through = targetPlace ? [from.id, targetPlace.id] : [from.id];
  const full = ctx.site.raster.route(a, target, { style, through, budget: 6000 }) ?? [a, target];
  const total = polylineLength(full);
  if (targetPlace && total <= FINGER) {
    const tunnel = ctx.site.addTunnel(
      { style, role: 'exploration', path: full, from: from.id, to: targetPlace.id, owner },
      ctx.stamp,
    );
    return { tunnel, end: targetPlace, reached: true };
  }
  const path = total <= FINGER ? full : truncatePolyline(full, FINGER);
  const { width, height } = ctx.world.page;
  const last = path[path.length - 1]!;
  const tip = pt(Math.max(0.3, Math.min(width - 0.3, last.x)), Math.min(height - 0.3, last.y));
  path[path.length - 1] = tip;
  const end = ctx.site.addPlace(
    { kind: 'junction', role: 'tunnel-end', shape: ellipseAt(tip, 0.2), owner, joinTunnels: false },
    ctx.stamp,
  );
  const tunnel = ctx.site.addTunnel(
    { style, role: 'exploration', path, from: from.id, to: end.id, owner },
    ctx.stamp,
  );
  return { tunnel, end, reached: false };
}

/** A place at the page's edge (where the Dwarves come in, where a river leaves). */
export function edgePlace(ctx: Ctx, side: 'left' | 'right', y: number): Place {
  const x = side === 'left' ? 0.2 : ctx.world.page.width - 0.2;
  return ctx.site.addPlace(
    { kind: 'edge', role: 'page-edge', shape: ellipseAt(pt(x, y), 0.2), joinTunnels: false },
    ctx.stamp,
  );
}

/** The place graph and place count {@link reseal} last read, by world. */
const RESEALED = new WeakMap<World, { graph: PlaceGraph; places: number }>();

/**
 * Mark what cannot be reached from the surface or a page edge as undiscovered, and clear the
 * mark from what can (the contract: every place is reachable or deliberately sealed).
 */
export function reseal(ctx: Ctx): void {
  const w = ctx.world;
  const graph = ctx.site.graph();
  // Only this pass writes `sealed`, and it gives the same marks again while the graph (a new one
  // on every change of places or tunnels) and the places are the ones it last read.
  const last = RESEALED.get(w);
  if (last && last.graph === graph && last.places === w.places.length) return;
  RESEALED.set(w, { graph, places: w.places.length });
  const open = graph.reached(
    w.places
      .filter((p) => p.kind === 'entrance' || p.kind === 'edge' || p.kind === 'surface-site')
      .map((p) => p.id),
  );
  for (const p of w.places) p.sealed = open.has(p.id) ? null : (p.sealed ?? 'undiscovered');
}
