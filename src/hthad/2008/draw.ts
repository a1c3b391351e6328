/**
 * Drawing helpers the rules share: where a die lands, finding room for a place, digging a
 * tunnel toward a point, and the ore and network questions rules keep asking.
 */
import { onPocketEdge } from './advanced/pocket';
import {
  cacheOf,
  cacheSlot,
  bbox,
  dist,
  distanceToPolyline,
  distanceToShape,
  ellipseAt,
  groundY,
  outOfAir,
  pointAlong,
  polylineLength,
  pt,
  rectAt,
  rockTop,
  shapeGap,
  boxDistance,
  boxGap,
  boxOf,
  pathBoxOf,
  sunkenAt,
  stepToward,
  truncatePolyline,
  type Box,
  type Feature,
  type FreeSize,
  type Place,
  type PlaceKind,
  type PlaceRole,
  type Point,
  type SealReason,
  type Shape,
  type Tunnel,
  type TunnelResult,
  type TunnelStyle,
  type World,
} from '../world';
import { centre, hypot } from '../world/geometry';
import type { Ctx } from './context';

/**
 * Where a die dropped on the map lands: a point in the underground (substance draws, in tenths
 * of a bead). `band` narrows the depth range.
 */
export function landing(
  ctx: Pick<Ctx, 'world' | 'int'>,
  why: string,
  band?: { y0: number; y1: number },
): Point {
  const { width, height, surfaceY } = ctx.world.page;
  const y0 = band?.y0 ?? surfaceY + 1;
  const y1 = band?.y1 ?? height - 1;
  const x = ctx.int(10, Math.round((width - 1) * 10), `${why}: x`) / 10;
  const y = ctx.int(Math.round(y0 * 10), Math.round(y1 * 10), `${why}: y`) / 10;
  // A die that lands in the open air of a rift or valley rolls down to its floor.
  const page = ctx.world.page;
  return page.terrain ? pt(x, Math.max(y, Math.min(y1, rockTop(page, x) + 0.6))) : pt(x, y);
}

export interface RoomSpec {
  readonly kind?: PlaceKind;
  readonly role: PlaceRole;
  readonly near: Point;
  /** Rect size in beads, or an ellipse radius when `round`. */
  readonly w: number;
  readonly h: number;
  readonly round?: boolean;
  readonly owner?: string | null;
  readonly name?: string | null;
  readonly marks?: readonly string[];
  readonly sealed?: SealReason | null;
  /** Keep at least this gap from other places (default 0.5 bead). */
  readonly gap?: number;
  readonly maxRadius?: number;
  readonly joinTunnels?: boolean;
  readonly aboveGround?: boolean;
  /** Extra constraint on the candidate centre. */
  readonly accept?: (c: Point, s: Shape) => boolean;
}

/** Find room for a place as near `near` as the page allows and draw it; null if none fits. */
export function addRoom(ctx: Ctx, spec: RoomSpec): Place | null {
  const gap = spec.gap ?? 0.5;
  // The room with its gap around it: what must be free on the raster.
  const padded: FreeSize = spec.round
    ? { kind: 'ellipse', rx: spec.w / 2 + gap, ry: spec.h / 2 + gap }
    : { kind: 'rect', w: spec.w + 2 * gap, h: spec.h + 2 * gap };
  const solid = solidOf(ctx.world);
  const found = ctx.site.raster.findFreeAt(spec.near, padded, {
    maxRadius: spec.maxRadius ?? 30,
    aboveGround: spec.aboveGround ?? false,
    accept: roomTest(solid, spec),
  });
  if (!found) return null;
  return ctx.site.addPlace(
    {
      kind: spec.kind ?? 'room',
      role: spec.role,
      shape: roomShape(spec, centre(found)),
      name: spec.name ?? null,
      owner: spec.owner ?? null,
      marks: spec.marks ?? [],
      sealed: spec.sealed ?? null,
      joinTunnels: spec.joinTunnels ?? true,
    },
    ctx.stamp,
  );
}

/** The room {@link addRoom} draws centred at `c`. */
function roomShape(spec: RoomSpec, c: Point): Shape {
  return spec.round ? ellipseAt(c, spec.w / 2, spec.h / 2) : rectAt(c, spec.w, spec.h);
}

/**
 * {@link addRoom}'s test of a candidate centre: the room there clears every room and cave and
 * passes the spec's own test. Returned rather than written in the call, so no name is set on
 * each new test (under esbuild's keepNames a function in an object literal is named every time
 * it is made).
 */
function roomTest(solid: Solid, spec: RoomSpec): (c: Point) => boolean {
  return (c) => {
    const s = roomShape(spec, c);
    return clearOf(solid, s) && (!spec.accept || spec.accept(c, s));
  };
}

/** True when a shape is on free rock and clears every other room and cave by exact geometry. */
export function fits(ctx: Ctx, shape: Shape, except: string | null = null): boolean {
  return clearOf(solidOf(ctx.world), shape, except);
}

/**
 * The rooms and caves of a world in order, with their boxes (x0, y0, x1, y1 each) in one flat
 * array, so a clearance test reads no place until its box is near. Kept per world and extended
 * as places are added (places are only ever appended). A place's shape may be replaced (a
 * dwarven hall grows), never changed in place, and always with a revision bump: on a new
 * revision every box is checked against its place's current shape.
 */
interface Solid {
  /** The world's place list the index was built from. */
  list: readonly Place[];
  /** How many places of `list` have been looked at. */
  seen: number;
  /** The world revision the boxes were last checked at. */
  revision: number;
  readonly rooms: Place[];
  /** The shape each box was taken from. */
  readonly shapes: Shape[];
  boxes: Float64Array;
}

/** The world's {@link Solid} (held by the world: see caches.ts). */
const SOLIDS = cacheSlot(() => ({ solid: null as Solid | null }));

/** The world's {@link Solid}, brought up to date (cheap when nothing changed since last asked). */
export function solidOf(world: World): Solid {
  const holder = cacheOf(world, SOLIDS);
  let s = holder.solid;
  if (!s || s.list !== world.places) {
    s = {
      list: world.places,
      seen: 0,
      revision: -1,
      rooms: [],
      shapes: [],
      boxes: new Float64Array(64),
    };
    holder.solid = s;
  }
  if (s.revision === world.revision && s.seen === s.list.length) return s;
  const { rooms, shapes } = s;
  for (let i = 0; i < rooms.length; i++)
    if (rooms[i]!.shape !== shapes[i]) setBox(s, i, rooms[i]!.shape);
  const list = s.list;
  for (; s.seen < list.length; s.seen++) {
    const p = list[s.seen]!;
    if (p.kind !== 'room' && p.kind !== 'cave') continue;
    rooms.push(p);
    if (s.boxes.length < 4 * rooms.length) {
      const grown = new Float64Array(2 * s.boxes.length);
      grown.set(s.boxes);
      s.boxes = grown;
    }
    setBox(s, rooms.length - 1, p.shape);
  }
  s.revision = world.revision;
  return s;
}

function setBox(s: Solid, i: number, shape: Shape): void {
  const b = bbox(shape);
  s.shapes[i] = shape;
  s.boxes[4 * i] = b.x0;
  s.boxes[4 * i + 1] = b.y0;
  s.boxes[4 * i + 2] = b.x1;
  s.boxes[4 * i + 3] = b.y1;
}

/**
 * True when a shape is clear of every room and cave but `except` by exact geometry (the raster
 * is coarse). Whether any room is too near does not depend on the order they are tested in.
 */
export function clearOf(solid: Solid, shape: Shape, except: string | null = null): boolean {
  const b = bbox(shape);
  const { rooms, boxes } = solid;
  for (let i = 0; i < rooms.length; i++) {
    // The gap between the boxes never exceeds the shapes' gap (see boxGap): far boxes decide.
    // hypot(dx, dy) is at least max(dx, dy), so one far axis decides without it.
    const dx = Math.max(0, b.x0 - boxes[4 * i + 2]!, boxes[4 * i]! - b.x1);
    if (dx >= 0.06) continue;
    const dy = Math.max(0, b.y0 - boxes[4 * i + 3]!, boxes[4 * i + 1]! - b.y1);
    if (dy >= 0.06 || hypot(dx, dy) >= 0.05 + 1e-9) continue;
    const p = rooms[i]!;
    if (p.id !== except && shapeGap(p.shape, shape) < 0.05) return false;
  }
  return true;
}

/** Route a path between two points, falling back to a straight line if the search gives up. */
export function routePath(
  ctx: Ctx,
  from: Point,
  to: Point,
  style: TunnelStyle,
  through: readonly string[],
  aboveGround = false,
): Point[] {
  return ctx.site.raster.route(from, to, { style, through, aboveGround }) ?? [from, to];
}

/** Join two places with a tunnel. */
export function connect(
  ctx: Ctx,
  a: Place,
  b: Place,
  style: TunnelStyle,
  role: string,
  owner: string | null,
  aboveGround = false,
): TunnelResult {
  const path = routePath(ctx, centre(a.shape), centre(b.shape), style, [a.id, b.id], aboveGround);
  return ctx.site.addTunnel({ style, role, path, from: a.id, to: b.id, owner }, ctx.stamp);
}

export interface DigResult {
  readonly tunnel: TunnelResult;
  /** The place the tunnel ends at (the target, or a new tunnel end). */
  readonly end: Place;
  readonly reached: boolean;
}

/**
 * Dig from a place up to `length` beads toward `target`. If the target place is reached the
 * tunnel ends there; otherwise it ends in a new place of `endRole` (a tunnel end or a lair).
 */
export function digToward(
  ctx: Ctx,
  from: Place,
  target: Point,
  length: number,
  style: TunnelStyle,
  owner: string | null,
  opts: {
    targetPlace?: Place | null;
    endRole?: PlaceRole;
    endSize?: number;
    role?: string;
    aboveGround?: boolean;
  } = {},
): DigResult {
  const through = [from.id, ...(opts.targetPlace ? [opts.targetPlace.id] : [])];
  const full = routePath(
    ctx,
    centre(from.shape),
    opts.targetPlace ? target : outOfAir(ctx.world.page, target),
    style,
    through,
    opts.aboveGround ?? false,
  );
  const total = polylineLength(full);
  const role = opts.role ?? 'tunnel';
  if (total <= length && opts.targetPlace) {
    const tunnel = ctx.site.addTunnel(
      { style, role, path: full, from: from.id, to: opts.targetPlace.id, owner },
      ctx.stamp,
    );
    return { tunnel, end: opts.targetPlace, reached: true };
  }
  const path = total <= length ? full : truncatePolyline(full, length);
  const { width, height } = ctx.world.page;
  const last = path[path.length - 1]!;
  // Ends stay on the page (ore can run right to the edge).
  const tip = pt(Math.max(0.3, Math.min(width - 0.3, last.x)), Math.min(height - 0.3, last.y));
  path[path.length - 1] = tip;
  const size = opts.endSize ?? 0.4;
  const landed = size > 0.4 ? touching(ctx, ellipseAt(tip, size / 2)) : null;
  const cramped = landed?.id === from.id;
  if (landed && !cramped) {
    const tunnel = ctx.site.addTunnel(
      { style, role, path, from: from.id, to: landed.id, owner },
      ctx.stamp,
    );
    return { tunnel, end: landed, reached: landed.id === opts.targetPlace?.id };
  }
  const end = ctx.site.addPlace(
    {
      // No room beside the start: the tunnel ends in a bare junction rather than an overlapping room.
      kind: size <= 0.4 || cramped ? 'junction' : 'room',
      role: opts.endRole ?? 'tunnel-end',
      shape: ellipseAt(tip, cramped ? 0.2 : size / 2),
      owner,
      joinTunnels: false,
    },
    ctx.stamp,
  );
  const tunnel = ctx.site.addTunnel(
    { style, role, path, from: from.id, to: end.id, owner },
    ctx.stamp,
  );
  return { tunnel, end, reached: total <= length };
}

/** A straight dig of `length` beads in a direction, clamped to the page (used by the worm). */
export function digDirection(
  ctx: Ctx,
  from: Place,
  dx: number,
  dy: number,
  length: number,
  style: TunnelStyle,
  owner: string | null,
  endRole: PlaceRole,
): DigResult & { surfaced: boolean } {
  const c = centre(from.shape);
  const norm = hypot(dx, dy) || 1;
  const page = ctx.world.page;
  const { width, height } = page;
  const raw = pt(c.x + (dx / norm) * length, c.y + (dy / norm) * length);
  const x = Math.max(0.6, Math.min(width - 0.6, raw.x));
  // Over a rift or valley the dig breaks into its open air: underground, not the surface.
  const sunk = sunkenAt(page, x);
  // In the Pocket Universe the sides and the bottom of the page are surface too.
  const edge = onPocketEdge(ctx.alternateWorld, page, raw, 0.6);
  const surfaced = edge || (!sunk && raw.y <= groundY(page, x));
  const target = edge
    ? pt(
        Math.max(0.2, Math.min(width - 0.2, raw.x)),
        Math.max(groundY(page, x), Math.min(height - 0.2, raw.y)),
      )
    : pt(
        x,
        surfaced
          ? groundY(page, x)
          : Math.max(rockTop(page, x) + (sunk ? 0 : 0.6), Math.min(height - 0.6, raw.y)),
      );
  const path = [c, target];
  const landed =
    !edge && sunk?.place && raw.y <= rockTop(page, x) + 0.6
      ? ctx.site.place(sunk.place)
      : surfaced
        ? null
        : touching(ctx, ellipseAt(target, 0.5));
  const cramped = landed?.id === from.id;
  if (landed && !cramped) {
    const tunnel = ctx.site.addTunnel(
      { style, role: 'worm', path, from: from.id, to: landed.id, owner },
      ctx.stamp,
    );
    return { tunnel, end: landed, reached: true, surfaced };
  }
  const end = ctx.site.addPlace(
    {
      kind: surfaced ? 'entrance' : cramped ? 'junction' : 'room',
      role: surfaced ? 'entrance' : endRole,
      shape: ellipseAt(target, cramped ? 0.2 : 0.5),
      owner,
      joinTunnels: false,
    },
    ctx.stamp,
  );
  const tunnel = ctx.site.addTunnel(
    { style, role: 'worm', path, from: from.id, to: end.id, owner },
    ctx.stamp,
  );
  return { tunnel, end, reached: true, surfaced };
}

/** The room or cave a new lair at `shape` would run into (so the digger stops there instead). */
function touching(ctx: Ctx, shape: Shape): Place | null {
  let best: Place | null = null;
  let bd = Infinity;
  const c = centre(shape);
  const box = bbox(shape);
  for (const p of ctx.world.places) {
    if (p.kind !== 'room' && p.kind !== 'cave') continue;
    // Boxes this far apart hold shapes at least as far apart (see boxGap).
    if (boxGap(boxOf(p.shape), box) >= 0.05 + 1e-9) continue;
    const g = shapeGap(p.shape, shape);
    if (g < 0.05) {
      const d = distanceToShape(p.shape, c);
      if (d < bd) {
        bd = d;
        best = p;
      }
    }
  }
  return best;
}

/** Places owned by any of the groups. */
export function ownedPlaces(ctx: Ctx, owners: readonly string[]): Place[] {
  return ctx.world.places.filter((p) => p.owner !== null && owners.includes(p.owner));
}

/** Every place joined by tunnels to the groups' places. */
export function networkOf(ctx: Ctx, owners: readonly string[]): Set<string> {
  const own = ownedPlaces(ctx, owners).map((p) => p.id);
  return ctx.site.graph().component(own);
}

/** Places in the network, nearest first to a point (by straight distance; ties by id). */
export function nearestInNetwork(
  ctx: Ctx,
  network: ReadonlySet<string>,
  to: Point,
  test: (p: Place) => boolean = () => true,
): Place | null {
  let best: Place | null = null;
  let bd = Infinity;
  for (const p of ctx.world.places) {
    if (!network.has(p.id) || !test(p)) continue;
    const d = distanceToShape(p.shape, to);
    if (d < bd) {
      bd = d;
      best = p;
    }
  }
  return best;
}

/** Ore features (mithral, gold veins) that can still be mined. */
export function unminedOre(
  ctx: Ctx,
  kinds: readonly string[] = ['mithral', 'gold-vein'],
): Feature[] {
  return ctx.world.features.filter(
    (f) => kinds.includes(f.kind) && f.state === 'active' && f.mined < f.amount,
  );
}

/** {@link orePoints} by shape (a shape is replaced, never changed in place). */
const ORE_POINTS = new WeakMap<Feature['shape'], readonly Point[]>();

/**
 * Sample points on an ore body (every half bead along a vein; centre and corners of a
 * triangle), worked out once per shape: the list is shared, never change it.
 */
export function orePoints(f: Feature): readonly Point[] {
  let pts = ORE_POINTS.get(f.shape);
  if (!pts) ORE_POINTS.set(f.shape, (pts = samplesOf(f)));
  return pts;
}

function samplesOf(f: Feature): Point[] {
  const s = f.shape;
  if (s.kind === 'polyline') {
    const len = polylineLength(s.points);
    const out: Point[] = [];
    for (let t = 0.5; t < len; t += 0.5) out.push(pointAlong(s.points, t));
    return out;
  }
  if (s.kind === 'polygon') {
    const c = centre(s);
    return [c, ...s.points.map((p) => stepToward(c, p, dist(c, p) * 0.5))];
  }
  return [centre(s)];
}

function square(x: number): number {
  return x * x;
}

/** The square of a point's distance from a box (0 inside). */
function boxGapSquared(b: Box, p: Point): number {
  const dx = Math.max(0, b.x0 - p.x, p.x - b.x1);
  const dy = Math.max(0, b.y0 - p.y, p.y - b.y1);
  return dx * dx + dy * dy;
}

/** The ore point nearest any place of a set, with its distance (shape gap). */
export function nearestOrePoint(
  places: readonly Place[],
  ore: readonly Feature[],
  usable: (p: Point) => boolean = () => true,
): { feature: Feature; point: Point; distance: number; from: Place } | null {
  let best: { feature: Feature; point: Point; distance: number; from: Place } | null = null;
  // A box is never farther from a point than its shape (every kind lies in its box), so an ore
  // point or place whose box is already beyond the best (with the tie margin) cannot win.
  if (places.length === 0) return null;
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  // The places' boxes, read once for the many ore points.
  const boxes: Box[] = [];
  for (const pl of places) {
    const b = boxOf(pl.shape);
    boxes.push(b);
    x0 = Math.min(x0, b.x0);
    y0 = Math.min(y0, b.y0);
    x1 = Math.max(x1, b.x1);
    y1 = Math.max(y1, b.y1);
  }
  const all = { x0, y0, x1, y1 };
  for (const f of ore)
    for (const p of orePoints(f)) {
      if (!usable(p)) continue;
      if (best && boxDistance(all, p) > best.distance + 1e-9) continue;
      // The box test on squares, no root: a place is passed over only when its box lies surely
      // beyond the best with the tie margin (a hair more, for the rounding of the squares).
      let limit = best ? square(best.distance + 2e-9) : Infinity;
      for (let i = 0; i < places.length; i++) {
        if (boxGapSquared(boxes[i]!, p) > limit) continue;
        const pl = places[i]!;
        const d = distanceToShape(pl.shape, p);
        if (!best || d < best.distance - 1e-9) {
          best = { feature: f, point: p, distance: d, from: pl };
          limit = square(d + 2e-9);
        }
      }
    }
  return best;
}

/**
 * How far shapes lie from a network: from the nearest path of a tunnel touching it, or from the
 * nearest of its places. The tunnels and places are gathered once, for the many ore points a
 * colony search measures. A snapshot: measure before the world changes.
 */
export class NetworkReach {
  private readonly tunnels: readonly Tunnel[];
  private readonly places: readonly Place[];

  constructor(ctx: Ctx, network: ReadonlySet<string>) {
    this.tunnels = ctx.world.tunnels.filter((t) => t.stops.some((s) => network.has(s.place)));
    this.places = ctx.world.places.filter((p) => network.has(p.id));
  }

  /**
   * min(`bound`, the distance from `shape` to the network). The bound only lets more tunnels
   * and places be skipped by their boxes (a box is never farther than what it holds).
   */
  gap(shape: Shape, bound = Infinity): number {
    let best = bound;
    const c = centre(shape);
    for (const t of this.tunnels) {
      if (Math.max(0, boxDistance(pathBoxOf(t.path), c) - 0.01) > best + 1e-9) continue;
      best = Math.min(best, Math.max(0, distanceToPolyline(c, t.path) - 0.01));
    }
    // The shape is often a fresh probe: its box is not worth remembering.
    const box = bbox(shape);
    for (const p of this.places)
      if (boxGap(boxOf(p.shape), box) <= best + 1e-9)
        best = Math.min(best, shapeGap(p.shape, shape));
    return best;
  }
}

/** True when a point is not inside any existing place (a mine needs fresh rock). */
export function freeRock(ctx: Ctx, p: Point): boolean {
  return ctx.site.raster.placeAt(p) === null;
}
