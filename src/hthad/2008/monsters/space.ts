/**
 * Where things happen in the late ages: where a die lands, the nearest room, new rooms and
 * tunnels, and zones of control. Connection questions go to the place graph.
 */
import {
  boxDistance,
  boxOf,
  centre,
  dist,
  distanceToShape,
  ellipseAt,
  pt,
  rectAt,
  stepToward,
  surelyAtLeast,
  type Place,
  type PlaceRole,
  type Point,
  type TunnelStyle,
  PlaceGraph,
  rockTop,
  type Shape,
  cacheOf,
  cacheSlot,
  type Group,
} from '../../world';
import { BEAD, FINGER, HALF_FINGER } from '../../world/units';
import type { Host } from './host';
import { floodOnTunnel } from '../advanced/floods';
import { clearOf, solidOf } from '../draw';
import {
  activeList,
  cachedZoc,
  currentZoc,
  findGroup,
  groupPlaces,
  knownSortedZoc,
  sortedZoc,
  type LateState,
  type MGroup,
} from './state';
import { engineOf } from './host';

export { BEAD, FINGER, HALF_FINGER };

/** Where a die dropped on the underground lands (the same rule in every age). */
export { landing } from '../draw';

/** A random point in the surface band. */
export function surfacePoint(h: Host, why: string): Point {
  const { width, surfaceY } = h.world.page;
  const x = h.int(15, Math.round((width - 1.5) * 10), `${why}: x`) / 10;
  return pt(x, Math.max(1, surfaceY - 1.6));
}

/** Underground rooms and caves (not tunnel junctions, page edges or surface sites). */
export function isRoom(p: Place): boolean {
  return p.kind === 'room' || p.kind === 'cave';
}

/**
 * The place nearest a point (straight distance, ties by id) that passes `test`. `test` must be
 * a pure question of the place: it is asked only of places nearer than the best so far.
 * `among` is the places looked at, in page order: all of them, or a list of one kind (see
 * {@link roomsOf}) holding every place `test` could pass. The places left out would each be
 * passed over, so the answer is the same.
 */
export function nearestPlace(
  h: Host,
  to: Point,
  test: (p: Place) => boolean,
  among: readonly Place[] = h.world.places,
): Place | null {
  let best: Place | null = null;
  let bd = Infinity;
  for (const p of among) {
    const k = p.shape.kind;
    if (k === 'polygon' || k === 'polyline') {
      // A box never lies farther than its shape: a many-sided place whose box is beyond the
      // best is skipped before its own (costly) distance is measured.
      if (boxDistance(boxOf(p.shape), to) > bd || !test(p)) continue;
      const d = distanceToShape(p.shape, to);
      if (d < bd - 1e-9) {
        bd = d;
        best = p;
      }
      continue;
    }
    // A rectangle or an ellipse surely no nearer than the best is passed over unmeasured; only
    // a place that would be the new best is tested (some tests scan every bead).
    if (surelyAtLeast(p.shape, to, bd - 1e-9)) continue;
    const d = distanceToShape(p.shape, to);
    if (d < bd - 1e-9 && test(p)) {
      bd = d;
      best = p;
    }
  }
  return best;
}

/** Tunnel-connected places (not surface sites) nearest a point; `among` as {@link nearestPlace}. */
export function connectedNearest(
  h: Host,
  to: Point,
  test: (p: Place) => boolean,
  among?: readonly Place[],
): Place | null {
  const g = graphOf(h);
  return nearestPlace(h, to, (p) => test(p) && g.neighbours(p.id).length > 0, among);
}

/**
 * The world's places of a few kinds, each list in page order: caught up as places are added
 * (the page's places are only ever appended to, and a place's kind never changes).
 */
interface KindLists {
  of: readonly Place[] | null;
  n: number;
  /** Rooms and caves. */
  rooms: Place[];
  entrances: Place[];
  /** Every place but the surface sites. */
  below: Place[];
  /** Every place but the surface sites and the junctions. */
  ends: Place[];
  /** Rooms, caves and junctions. */
  stops: Place[];
}
const KINDS = cacheSlot<KindLists>(() => ({
  of: null,
  n: 0,
  rooms: [],
  entrances: [],
  below: [],
  ends: [],
  stops: [],
}));

function kindLists(h: Host): KindLists {
  const places = h.world.places;
  const c = cacheOf(h.world, KINDS);
  if (c.of !== places || places.length < c.n) {
    c.of = places;
    c.n = 0;
    c.rooms = [];
    c.entrances = [];
    c.below = [];
    c.ends = [];
    c.stops = [];
  }
  for (let i = c.n; i < places.length; i++) {
    const p = places[i]!;
    const k = p.kind;
    if (k === 'surface-site') continue;
    c.below.push(p);
    if (k !== 'junction') c.ends.push(p);
    if (k === 'room' || k === 'cave' || k === 'junction') c.stops.push(p);
    if (k === 'room' || k === 'cave') c.rooms.push(p);
    else if (k === 'entrance') c.entrances.push(p);
  }
  c.n = places.length;
  return c;
}

/** The rooms and caves, in page order (read it at once: it grows as places are added). */
export function roomsOf(h: Host): readonly Place[] {
  return kindLists(h).rooms;
}

/** The entrances, in page order (read it at once: it grows as places are added). */
export function entrancesOf(h: Host): readonly Place[] {
  return kindLists(h).entrances;
}

/** Every place but the surface sites, in page order (read it at once, as {@link roomsOf}). */
export function belowSitesOf(h: Host): readonly Place[] {
  return kindLists(h).below;
}

/** Every place but the surface sites and junctions, in page order (read it at once). */
export function endsOf(h: Host): readonly Place[] {
  return kindLists(h).ends;
}

/** The rooms, caves and junctions, in page order (read it at once). */
export function roomsAndJunctionsOf(h: Host): readonly Place[] {
  return kindLists(h).stops;
}

/**
 * Draw a new room near a point and join it by a straight tunnel to the nearest connected
 * underground place (unless it already overlaps a tunnel). Falls back to `fallback` when the
 * page is full.
 */
export function newRoom(
  h: Host,
  spec: {
    near: Point;
    role: PlaceRole;
    owner: string | null;
    size?: number;
    name?: string | null;
    marks?: readonly string[];
    style?: TunnelStyle;
    connect?: boolean;
    kind?: 'room' | 'cave';
    aboveGround?: boolean;
  },
): Place | null {
  const size = spec.size ?? BEAD;
  // The rooms stay as they are while candidates are tested: one index for the whole search.
  const solid = solidOf(h.world);
  const found = h.site.raster.findFreeAt(
    spec.near,
    // Keep half a bead clear around a new room so rooms never touch.
    spec.kind === 'cave'
      ? { kind: 'ellipse', rx: size / 2 + 0.5, ry: size / 2 + 0.5 }
      : { kind: 'rect', w: size + 1, h: size + 1 },
    {
      maxRadius: 8,
      aboveGround: spec.aboveGround ?? false,
      accept: clearRoomTest(solid, spec.kind === 'cave', size),
    },
  );
  if (!found) return null;
  const c = centre(found);
  const p = h.site.addPlace(
    {
      kind: spec.kind ?? 'room',
      role: spec.role,
      shape: spec.kind === 'cave' ? ellipseAt(c, size / 2) : rectAt(c, size, size),
      name: spec.name ?? null,
      owner: spec.owner,
      marks: spec.marks ?? [],
    },
    h.stamp,
  );
  if (spec.connect !== false && graphOf(h).neighbours(p.id).length === 0) {
    const other = connectedNearest(
      h,
      c,
      (q) => q.id !== p.id && q.kind !== 'surface-site',
      belowSitesOf(h),
    );
    if (other) dig(h, p, other, spec.style ?? 'natural', 'tunnel', spec.owner);
  }
  return p;
}

/** A straight tunnel between two places. */
export function dig(
  h: Host,
  a: Place,
  b: Place,
  style: TunnelStyle,
  role: string,
  owner: string | null,
): void {
  const r = h.site.addTunnel(
    { style, role, path: [centre(a.shape), centre(b.shape)], from: a.id, to: b.id, owner },
    h.stamp,
  );
  // Advanced Rules I: breaking into water or magma floods the place the tunnel came from.
  floodOnTunnel(h, a, b, r.tunnel.length);
}

/**
 * Dig up to `length` beads from a place toward a point; ends at `target` if reached, else in a
 * new tunnel end. Returns the far end.
 */
export function digToward(
  h: Host,
  from: Place,
  to: Point,
  length: number,
  style: TunnelStyle,
  owner: string | null,
  target?: Place,
): Place {
  const a = centre(from.shape);
  const d = dist(a, to);
  if (target && d <= length) {
    dig(h, from, target, style, 'tunnel', owner);
    return target;
  }
  const tip = d <= length ? to : stepToward(a, to, length);
  const { width, height } = h.world.page;
  const cx = Math.max(0.6, Math.min(width - 0.6, tip.x));
  const clamped = pt(cx, Math.max(rockTop(h.world.page, cx) + 0.6, Math.min(height - 0.6, tip.y)));
  const end = h.site.addPlace(
    {
      kind: 'junction',
      role: 'tunnel-end',
      shape: ellipseAt(clamped, 0.2),
      owner,
      joinTunnels: false,
    },
    h.stamp,
  );
  h.site.addTunnel(
    { style, role: 'tunnel', path: [a, clamped], from: from.id, to: end.id, owner },
    h.stamp,
  );
  return end;
}

/** A group's zone of control: its places, everything within its reach along tunnels, patrols. */
export function zoc(h: Host, g: MGroup): ReadonlySet<string> {
  return cachedZoc(h, g, zocReach, zocOf);
}

/**
 * The places within a group's reach along tunnels of its own (see {@link zoc}). A breeder's
 * radius grows a bead a season: the search of the last one is carried on when remembered.
 */
function zocReach(h: Host, g: MGroup, own: readonly string[]): readonly string[] {
  return graphOf(h).settleIds(own, g.zocRadius * BEAD, (g.zocRadius - 1) * BEAD);
}

/** A zone of control from the places reached, the group's own and its patrols'. */
function zocOf(g: MGroup, reached: readonly string[], own: readonly string[]): ReadonlySet<string> {
  return zoneFrom(reached, own, g.zocExtra, g.zocExtra.length);
}

/** The places reached, the group's own and its first `n` patrols', each once. */
function zoneFrom(
  reached: readonly string[],
  own: readonly string[],
  extra: readonly string[],
  n: number,
): Set<string> {
  const out = new Set(reached);
  for (const p of own) out.add(p);
  for (let i = 0; i < n; i++) out.add(extra[i]!);
  return out;
}

/**
 * Record the ZOC on the world group for renderers, in id order (sorted once per ZOC, and the
 * same list while the ZOC stands: nothing changes a saved list): a year's end's recording
 * ({@link closeYear}) written at once.
 */
export function saveZoc(h: Host, s: LateState): void {
  recordZoc(h, s);
  flushZoc(h, s);
}

/**
 * A zone recorded at a year's end and not yet written on its world group: the zone itself when
 * it was the group's current one, else what it was made of then (the place graph of that year's
 * end, which never changes, the group's places, reach and patrols; patrols are only appended to,
 * so their first `n` are the ones of then).
 */
interface PendingZoc {
  readonly w: Group;
  readonly g: MGroup;
  readonly set: ReadonlySet<string> | null;
  readonly graph: PlaceGraph | null;
  readonly own: readonly string[];
  readonly radius: number;
  readonly extra: readonly string[];
  readonly n: number;
}

class PendingZocRecord implements PendingZoc {
  constructor(
    readonly w: Group,
    readonly g: MGroup,
    readonly set: ReadonlySet<string> | null,
    readonly graph: PlaceGraph | null,
    readonly own: readonly string[],
    readonly radius: number,
    readonly extra: readonly string[],
    readonly n: number,
  ) {}
}

/** Each late state's zones recorded at a year's end and not yet written, by group id. */
const PENDING = cacheSlot(() => new Map<string, PendingZoc>());

/**
 * {@link saveZoc} at a year's end, written only when the world is next looked at (see
 * {@link closeYear}): most groups' zones change again before anyone reads them, and a zone
 * recorded over is never worked out. A group no longer active keeps the zone last recorded.
 */
function recordZoc(h: Host, s: LateState): void {
  const pending = cacheOf(s, PENDING);
  // The active groups (the cached list): a group no longer active is not looked at.
  for (const g of activeList(h, s)) {
    if (g.kind === 'adventurers') continue;
    const w = findGroup(h, g.id)!;
    const set = currentZoc(h, g);
    pending.set(
      g.id,
      set !== null
        ? new PendingZocRecord(w, g, set, null, NO_PLACES, 0, NO_PLACES, 0)
        : new PendingZocRecord(
            w,
            g,
            null,
            graphOf(h),
            groupPlaces(h, g.id),
            g.zocRadius,
            g.zocExtra,
            g.zocExtra.length,
          ),
    );
  }
}

const NO_PLACES: readonly string[] = [];

/** Write every recorded zone on its world group, in id order (as {@link saveZoc} would have). */
export function flushZoc(h: Host, s: LateState): void {
  const pending = cacheOf(s, PENDING);
  if (pending.size === 0) return;
  for (const r of pending.values()) {
    if (r.set !== null) {
      r.w.zoc = sortedZoc(h, r.g, r.set) as string[];
      continue;
    }
    // What zocOf made of the year's end: the places in reach on that year's graph, the group's
    // own places and its patrols then.
    r.w.zoc = [...zoneFrom(r.graph!.settleIds(r.own, r.radius * BEAD), r.own, r.extra, r.n)].sort();
  }
  pending.clear();
}

/**
 * A year's end: the zones are recorded (see {@link recordZoc}), then the checkpoint. Whenever
 * the world may be read there (an observer, or a stop), the zones are written first.
 */
export function closeYear(h: Host, s: LateState): void {
  recordZoc(h, s);
  if (engineOf(h).onCheckpoint !== null) flushZoc(h, s);
  try {
    h.checkpoint(false);
  } catch (e) {
    flushZoc(h, s);
    throw e;
  }
}

/**
 * Expand a ZOC `length` beads along one tunnel that leaves it: walk from the frontier edge
 * outward, adding each place passed while the length lasts. Returns false if no tunnel leaves.
 */
export function patrol(h: Host, g: MGroup, length: number, why: string): boolean {
  const graph = graphOf(h);
  const z = zoc(h, g);
  // The graph's own edges (immutable): only each edge's far end and length are read.
  const exits: { readonly to: string; readonly length: number }[] = [];
  // The exits in the zone's id order: only the places with a way out are sorted (the zone's
  // own id order, when already known, gives them in the same order).
  for (const p of knownSortedZoc(h, g, z) ?? frontier(graph, z))
    for (const e of graph.neighbours(p)) if (!z.has(e.to)) exits.push(e);
  if (exits.length === 0) return false;
  let edge = h.pick(exits, why);
  let left = length;
  // The places passed: the zone's (not copied: the walk adds at most 20) and the walk's own.
  const walked: string[] = [];
  for (let guard = 0; guard < 20 && edge.length <= left; guard++) {
    left -= edge.length;
    g.zocExtra.push(edge.to);
    walked.push(edge.to);
    // The first edge onward to a place not yet passed.
    let next: { readonly to: string; readonly length: number } | undefined;
    for (const e of graph.neighbours(edge.to))
      if (!z.has(e.to) && !walked.includes(e.to)) {
        next = e;
        break;
      }
    if (!next) break;
    edge = next;
  }
  return true;
}

/** The places of a zone with a tunnel leading out of it, in id order. */
function frontier(graph: PlaceGraph, z: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (const p of z)
    for (const e of graph.neighbours(p))
      if (!z.has(e.to)) {
        out.push(p);
        break;
      }
  return out.sort();
}

/**
 * How many tunnel directions lead out of a ZOC, counted up to `most` (the count stops there:
 * a breeder asks only whether more than one way leads out).
 */
export function exitsOf(h: Host, g: MGroup, most = Infinity): number {
  const graph = graphOf(h);
  const z = zoc(h, g);
  let n = 0;
  for (const p of z) for (const e of graph.neighbours(p)) if (!z.has(e.to) && ++n >= most) return n;
  return n;
}

/** The place's centre. */
export function at(p: Place): Point {
  return centre(p.shape);
}

export { distanceToShape };

/** The place graph (the site rebuilds it only when places or tunnels change). */
export function graphOf(h: Host): PlaceGraph {
  return h.site.graph();
}

/** A place by id (indexed). */
export function placeOf(h: Host, id: string): Place {
  return h.site.place(id);
}

/**
 * Shortest distances along tunnels from any of `from`, up to `limit` (Dijkstra with a binary
 * heap; ties settle by place id so the result never depends on discovery order). The map
 * lists places in the order they settle. It is the graph's remembered answer, shared by every
 * caller asking the same question: read it, never change it.
 */
export function distancesFrom(
  h: Host,
  from: readonly string[],
  limit = Infinity,
): ReadonlyMap<string, number> {
  return graphOf(h).settledDistances(from, limit);
}

/**
 * {@link newRoom}'s test of a candidate centre: a room or cave of `size` there clears every room
 * and cave. Returned rather than written in the call, so no name is set on each new test (under
 * esbuild's keepNames a function in an object literal is named every time it is made).
 */
function clearRoomTest(
  solid: ReturnType<typeof solidOf>,
  cave: boolean,
  size: number,
): (c: Point) => boolean {
  return (c) => clearOf(solid, cave ? ellipseAt(c, size / 2) : rectAt(c, size, size));
}

/** The raster is coarse: a new room must also clear every room and cave by exact geometry. */
export function clearOfRooms(h: Host, shape: Shape): boolean {
  return clearOf(solidOf(h.world), shape);
}
