/**
 * Drawing for the 2019 engine: rooms placed in a stratum (or on the surface), tunnels routed on
 * the raster, explorations of one finger, and the seal pass that marks what no one can reach.
 */
import {
  bbox,
  boxGap,
  boxOf,
  centre,
  ellipseAt,
  shapeGap,
  hypot,
  pt,
  rectAt,
  polylineLength,
  truncatePolyline,
  type Point,
  type Shape,
} from '../world/geometry';
import {
  cacheOf,
  cacheSlot,
  FINGER,
  PlaceGraph,
  structureVersion,
  type Place,
  type PlaceKind,
  type PlaceRole,
  type Stratum,
  type TunnelResult,
  type TunnelStyle,
  type World,
} from '../world';
import type { Ctx } from './context';
import { inStratum, spanAt, xSpan } from './strata';

/** A box of candidate centres: x0..x1 by y0..y1, in beads. */
interface Box {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

/**
 * The search radius that finds what `maxRadius` finds: every centre the search can accept lies
 * in `box`, so a ring beyond the box's farthest corner holds only candidates it turns down (a
 * candidate sits within 0.01 of its ring, as the raster rounds it to hundredths). The answer
 * is the same, without walking thousands of centres off the page.
 */
function searchRadius(near: Point, box: Box, maxRadius: number): number {
  const dx = Math.max(Math.abs(near.x - box.x0), Math.abs(near.x - box.x1));
  const dy = Math.max(Math.abs(near.y - box.y0), Math.abs(near.y - box.y1));
  return Math.min(maxRadius, hypot(dx, dy) + 0.5);
}

/** The box of a stratum: every point `inStratum` accepts lies in it. */
function stratumBox(st: Stratum): Box {
  const { x0, x1 } = xSpan(st);
  let y0 = Infinity;
  let y1 = -Infinity;
  for (const p of st.top) y0 = Math.min(y0, p.y);
  for (const p of st.bottom) y1 = Math.max(y1, p.y);
  return { x0: x0 - 1e-6, y0: y0 - 1e-6, x1: x1 + 1e-6, y1: y1 + 1e-6 };
}

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

/**
 * Rooms that did not fit, per world, by what the search reads of their spec. Nothing clears an
 * entry: the raster only gains places, the rooms and caves a room must clear only grow, and the
 * page and strata stay put, so a room that fitted nowhere fits nowhere later (an Empire asks
 * for the same construction at the same lair turn after turn).
 */
const NO_ROOM = cacheSlot(() => new Set<string>());

/**
 * Per world: its rooms and caves in page order, and how many places were read for them. These
 * caches are held by the world (see caches.ts), not in WeakMaps: a WeakMap's values outlive
 * their world through every young-generation collection, and these hold its places and tunnels.
 */
const ROOMS = cacheSlot((): { read: number; readonly list: Place[] } => ({ read: 0, list: [] }));

/**
 * The world's rooms and caves, in page order (what a filter of its places gives): caught up
 * with the places added since it was last asked (places are only ever added, and a place's
 * kind never changes). Read it, never change it.
 */
export function roomsAndCaves(w: World): readonly Place[] {
  const known = cacheOf(w, ROOMS);
  const places = w.places;
  for (let i = known.read; i < places.length; i++) {
    const p = places[i]!;
    if (p.kind === 'room' || p.kind === 'cave') known.list.push(p);
  }
  known.read = places.length;
  return known.list;
}

/** Draw a room as near `near` as it fits (in its stratum first); null if the page is full. */
export function addRoom(ctx: Ctx, spec: RoomSpec): Place | null {
  const key = `${spec.near.x} ${spec.near.y} ${spec.w} ${spec.h} ${spec.round === true} ${spec.stratum ?? 0} ${spec.aboveGround === true} ${spec.anywhere !== false}`;
  const failed = cacheOf(ctx.world, NO_ROOM);
  if (failed.has(key)) return null;
  const room = placeRoom(ctx, spec);
  if (!room) failed.add(key);
  return room;
}

function placeRoom(ctx: Ctx, spec: RoomSpec): Place | null {
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
  // A candidate whose own cell holds a place is one the raster turns down (the padded room, at
  // least 0.35 each side of its centre, covers that cell's centre); asked first, it spares the
  // raster its scan of the room's cells.
  const where = (c: Point) =>
    (above ? c.y + spec.h / 2 < surfaceY - 0.1 : true) && raster.placeAt(c) === null;
  // The raster is coarse: a candidate it finds free must also clear every room and cave exactly.
  const solid = roomsAndCaves(ctx.world);
  // gapAtLeast(p.shape, shape, 0.1) for each, with the rooms' boxes read once a search (on its
  // first candidate) rather than once a candidate.
  let boxes: Box[] | null = null;
  const accept = (c: Point) => {
    const shape = make(c);
    const own = bbox(shape);
    boxes ??= solid.map((p) => boxOf(p.shape));
    for (let i = 0; i < solid.length; i++)
      if (!(boxGap(boxes[i]!, own) >= 0.1 + 1e-9 || shapeGap(solid[i]!.shape, shape) >= 0.1))
        return false;
    return true;
  };
  // A centre the raster accepts lies on the page, below the surface line (a room underground)
  // or above it (where() for a building); one in a stratum lies in its box too.
  const { width, height } = ctx.world.page;
  const page: Box = above
    ? { x0: 0, y0: 0, x1: width, y1: surfaceY }
    : { x0: 0, y0: surfaceY, x1: width, y1: height };
  const band = st ? stratumBox(st) : page;
  const found =
    (st &&
      raster.findFreeAt(spec.near, padded, {
        maxRadius: searchRadius(spec.near, band, 10),
        aboveGround: above,
        // Most candidates on a ring miss the stratum's band: its box turns them down first.
        where: (c) => c.y >= band.y0 && c.y <= band.y1 && inStratum(st, c) && where(c),
        within: band,
        accept,
      })) ||
    (spec.anywhere === false && st
      ? null
      : raster.findFreeAt(spec.near, padded, {
          maxRadius: searchRadius(spec.near, page, 40),
          aboveGround: above,
          where,
          accept,
        }));
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
  // A goal the route cannot enter (above ground, say) is answered at once by the raster.
  const routed = ctx.site.raster.route(from, to, {
    style,
    through: [a.id, b.id],
    aboveGround: above,
    budget: 6000,
  });
  const path = routed ?? [from, to];
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
  const routed = ctx.site.raster.route(a, target, { style, through, budget: 6000 });
  const full = routed ?? [a, target];
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

/**
 * Mark what cannot be reached from the surface or a page edge as undiscovered, and clear the
 * mark from what can (the contract: every place is reachable or deliberately sealed).
 */
export function reseal(ctx: Ctx): void {
  const w = ctx.world;
  const places = w.places;
  const joins = joinsOf(w);
  if (!joins) {
    // Not append-only shaped: ask the place graph, as before any of this was kept.
    const gates = places
      .filter((p) => p.kind === 'entrance' || p.kind === 'edge' || p.kind === 'surface-site')
      .map((p) => p.id);
    const open = new PlaceGraph(w).component(gates);
    for (const p of places) p.sealed = open.has(p.id) ? null : (p.sealed ?? 'undiscovered');
    return;
  }
  const roots = new Set(joins.gatesOf(w).map((id) => joins.root(id)));
  // Only the places not yet found open are looked at: joins only merge and gates are only
  // added, so a place once open stays open, its seal cleared (nothing else sets a seal).
  const pending = joins.pending;
  for (let i = joins.pendingRead; i < places.length; i++) pending.push(i);
  joins.pendingRead = places.length;
  let kept = 0;
  for (let k = 0; k < pending.length; k++) {
    const i = pending[k]!;
    const p = places[i]!;
    // Places are numbered in the order the world holds them (ids are never reused).
    if (roots.has(joins.rootAt(i))) p.sealed = null;
    else {
      p.sealed = p.sealed ?? 'undiscovered';
      pending[kept++] = i;
    }
  }
  pending.length = kept;
}

/**
 * Which places tunnels join, per world, caught up at each reseal: a union-find over places, fed
 * each tunnel's consecutive stops (the place graph's edges). Tunnels and places are only ever
 * added and a tunnel only gains stops, and neither joins anything apart, so the sets only merge;
 * a tunnel's stop list is read again when it grows. A tunnel record replaced, or a stop that is
 * not a place (the graph's dead end), breaks that shape: the joins are then read afresh.
 */
class Joins {
  private readonly index = new Map<string, number>();
  private parent: number[] = [];
  private places = 0;
  /** Per tunnel (by position): its record and how many stops were read. */
  private readonly read: { tunnel: World['tunnels'][number]; stops: number }[] = [];
  /** The world's structure version and tunnel count at the last catch-up (-1: none yet). */
  private version = -1;
  private tunnels = 0;
  /** The gates (entrances, page edges, surface sites) in page order, and the places read for them. */
  readonly gates: string[] = [];
  private gatesRead = 0;
  /** Positions of the places {@link reseal} has not yet found open, and how many places it read. */
  readonly pending: number[] = [];
  pendingRead = 0;

  /**
   * Caught up already: no place, tunnel or stop has changed since (the structure version the
   * site bumps for each, as the place graph's cache reads it, and the same counts).
   */
  current(w: World): boolean {
    return (
      this.version === structureVersion(w) &&
      this.places === w.places.length &&
      this.tunnels === w.tunnels.length
    );
  }

  /** The gates, caught up with the places added since (a place's kind never changes). */
  gatesOf(w: World): readonly string[] {
    for (let i = this.gatesRead; i < w.places.length; i++) {
      const p = w.places[i]!;
      if (p.kind === 'entrance' || p.kind === 'edge' || p.kind === 'surface-site')
        this.gates.push(p.id);
    }
    this.gatesRead = w.places.length;
    return this.gates;
  }

  /** Catch up with the world; false when it is not append-only shaped (see the class). */
  sync(w: World): boolean {
    const version = structureVersion(w);
    for (let i = this.places; i < w.places.length; i++) {
      this.index.set(w.places[i]!.id, this.parent.length);
      this.parent.push(this.parent.length);
    }
    this.places = w.places.length;
    if (w.tunnels.length < this.read.length) return false;
    for (let ti = 0; ti < w.tunnels.length; ti++) {
      const t = w.tunnels[ti]!;
      const old = this.read[ti];
      if (old && old.tunnel !== t) return false;
      if (old && old.stops === t.stops.length) continue;
      let prev = -1;
      for (const stop of t.stops) {
        const at = this.index.get(stop.place);
        if (at === undefined) return false;
        if (prev >= 0) this.union(prev, at);
        prev = at;
      }
      this.read[ti] = { tunnel: t, stops: t.stops.length };
    }
    this.version = version;
    this.tunnels = w.tunnels.length;
    return true;
  }

  root(id: string): number {
    return this.rootAt(this.index.get(id)!);
  }

  /** {@link root} of the place at position `i` of the world's places (its number here). */
  rootAt(i: number): number {
    while (this.parent[i] !== i) {
      const up = this.parent[this.parent[i]!]!;
      this.parent[i] = up;
      i = up;
    }
    return i;
  }

  private union(a: number, b: number): void {
    const ra = this.rootOf(a);
    const rb = this.rootOf(b);
    if (ra !== rb) this.parent[Math.max(ra, rb)] = Math.min(ra, rb);
  }

  private rootOf(i: number): number {
    while (this.parent[i] !== i) i = this.parent[i]!;
    return i;
  }
}
const JOINS = cacheSlot((): { joins: Joins | null } => ({ joins: null }));

/**
 * The world's joins, caught up (a fresh set when the world's shape broke the old one's), or
 * null when the world is not append-only shaped.
 */
function joinsOf(w: World): Joins | null {
  const held = cacheOf(w, JOINS);
  let joins = held.joins;
  if (!joins?.current(w) && !joins?.sync(w)) {
    joins = new Joins();
    if (!joins.sync(w)) {
      held.joins = null;
      return null;
    }
    held.joins = joins;
  }
  return joins;
}
