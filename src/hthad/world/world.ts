/**
 * Building the world: a {@link Site} holds the world data with its occupancy raster and a
 * cached place graph, and offers the drawing operations rules use (places, tunnels, features,
 * layers). Every operation bumps `world.revision`.
 */
import type { Rng } from '../../core/rng';
import { dist, ellipseAt, hypot, polylineLength, pt, q, type Point, type Shape } from './geometry';
import { PlaceGraph, stopsChanged } from './graph';
import { cacheOf, cacheSlot } from './caches';
import { plainConstructor, youngList } from './young';
import { createPage } from './page';
import { Raster } from './raster';
import { groundedPath } from './terrain';
import type { PageSizeName } from './units';
import type {
  AgeId,
  DrawnState,
  Feature,
  FeatureKind,
  LayerStamp,
  Place,
  PlaceKind,
  PlaceRole,
  SealReason,
  Terrain,
  Tunnel,
  TunnelStop,
  TunnelStyle,
  World,
} from './types';

export interface PlaceSpec {
  readonly kind: PlaceKind;
  readonly role: PlaceRole;
  readonly shape: Shape;
  readonly name?: string | null;
  readonly owner?: string | null;
  readonly state?: DrawnState;
  readonly marks?: readonly string[];
  readonly sealed?: SealReason | null;
  /** Join any tunnel the shape overlaps (default true). Secret rooms say false. */
  readonly joinTunnels?: boolean;
}

export interface TunnelSpec {
  readonly style: TunnelStyle;
  readonly role: string;
  readonly path: readonly Point[];
  readonly from: string;
  readonly to: string;
  readonly owner?: string | null;
}

/** What a new tunnel ran into on its way. */
export interface TunnelResult {
  readonly tunnel: Tunnel;
  /** Places it passed through (not its ends), in order along it. */
  readonly encountered: readonly string[];
  /** Tunnels it crossed. */
  readonly crossed: readonly string[];
}

/**
 * Tunnel roles that go through the air (a Pegasus flight between mesas): they meet no place or
 * tunnel on the way and take no room on the raster; only their two ends join the graph.
 */
export const AIRBORNE: ReadonlySet<string> = new Set(['pegasus-flight']);

/** An empty world on a fresh page with the primordial layer. */
export function createWorld(size: PageSizeName, flavour: Rng): World {
  return {
    page: createPage(size, flavour),
    layers: [{ index: 0, age: 'primordial', title: 'The Primordial Age' }],
    places: [],
    tunnels: [],
    features: [],
    tokens: [],
    groups: [],
    next: { place: 1, tunnel: 1, feature: 1, token: 1, group: 1 },
    revision: 0,
  };
}

/**
 * How many times a world's places or tunnels (with their stops) have changed. Only a Site
 * changes them, so any Site on the world bumps it; the place graph depends on nothing else
 * (bead moves, marks and states leave it as it was).
 */
const STRUCTURE = cacheSlot(() => ({ n: 0 }));

/** The world's structure version (see {@link Site.graph}). */
export function structureVersion(world: World): number {
  return cacheOf(world, STRUCTURE).n;
}

function bumpStructure(world: World): void {
  cacheOf(world, STRUCTURE).n++;
}

/**
 * Items by id, caught up with a list that is only ever appended to. Ids made as a letter and a
 * number (`p12`, `n7`, `g3`) are kept in an array by their number, the rest in a map; an id
 * whose number's slot holds another id (`q12` after `p12`, `p012`) goes to the map too.
 */
export interface IdIndex<T> {
  n: number;
  map: Map<string, T>;
  slots: (T | undefined)[];
}

/** A fresh index for {@link lookup}. */
export function idIndex<T>(): IdIndex<T> {
  return { n: 0, map: new Map(), slots: [] };
}

/** Ids' numbers are kept in slots up to this (larger numbers go to the map). */
const MAX_SLOT = 1 << 16;

/** The number of an id made as one letter and decimal digits, or -1. */
function idNumber(id: string): number {
  const n = id.length;
  if (n < 2 || n > 6) return -1;
  let v = 0;
  for (let i = 1; i < n; i++) {
    const d = id.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return -1;
    v = v * 10 + d;
  }
  return v < MAX_SLOT ? v : -1;
}

/** The first item of `list` with this id (what `find` gives), through the index. */
export function lookup<T extends { readonly id: string }>(
  ix: IdIndex<T>,
  list: readonly T[],
  id: string,
): T | undefined {
  if (ix.n > list.length) {
    ix.n = 0;
    ix.map.clear();
    ix.slots = [];
  }
  for (; ix.n < list.length; ix.n++) {
    const item = list[ix.n]!;
    const k = idNumber(item.id);
    if (k >= 0) {
      const held = ix.slots[k];
      if (held === undefined) {
        // The first id with this number: no item with it is in the map either.
        ix.slots[k] = item;
        continue;
      }
      if (held.id === item.id) continue;
    }
    if (!ix.map.has(item.id)) ix.map.set(item.id, item);
  }
  const k = idNumber(id);
  if (k < 0) return ix.map.get(id);
  const held = ix.slots[k];
  if (held === undefined) return undefined;
  return held.id === id ? held : ix.map.get(id);
}

type Writable<T> = { -readonly [K in keyof T]: T[K] };

// The drawing's records are made by constructors, not literals, so they stay young (young.ts).

/** A place: its keys in the order {@link Place} lists them. */
const PlaceRecord = plainConstructor(function (
  this: Writable<Place>,
  id: string,
  spec: PlaceSpec,
  made: LayerStamp,
  marks: string[],
) {
  this.id = id;
  this.kind = spec.kind;
  this.role = spec.role;
  this.name = spec.name ?? null;
  this.shape = spec.shape;
  this.owner = spec.owner ?? null;
  this.made = made;
  this.state = spec.state ?? (spec.owner ? 'occupied' : 'natural');
  this.marks = marks;
  this.sealed = spec.sealed ?? null;
});

/** A stop on a tunnel: `{ s, place }`. */
const StopRecord = plainConstructor(function (
  this: Writable<TunnelStop>,
  s: number,
  place: string,
) {
  this.s = s;
  this.place = place;
});

/** A point of a tunnel's path, rounded as {@link pt} rounds. */
const copyPoint = (p: Point): Point => pt(p.x, p.y);

/** A tunnel: its keys in the order {@link Tunnel} lists them. */
const TunnelRecord = plainConstructor(function (
  this: Writable<Tunnel>,
  id: string,
  spec: TunnelSpec,
  path: readonly Point[],
  length: number,
  stops: TunnelStop[],
  made: LayerStamp,
) {
  this.id = id;
  this.style = spec.style;
  this.role = spec.role;
  this.path = path;
  this.length = length;
  this.stops = stops;
  this.owner = spec.owner ?? null;
  this.made = made;
  this.state = spec.owner ? 'occupied' : 'natural';
});

/** A feature: its keys in the order {@link Feature} lists them. */
const FeatureRecord = plainConstructor(function (
  this: Writable<Feature>,
  id: string,
  spec: FeatureSpec,
  made: LayerStamp,
) {
  this.id = id;
  this.kind = spec.kind;
  this.name = spec.name ?? null;
  this.shape = spec.shape;
  this.place = spec.place ?? null;
  this.amount = spec.amount ?? 0;
  this.mined = 0;
  this.made = made;
  this.state = 'active';
});

/** What {@link Site.addFeature} is told. */
interface FeatureSpec {
  kind: FeatureKind;
  shape: Shape;
  name?: string | null;
  place?: string | null;
  amount?: number;
}

export class Site {
  readonly raster: Raster;
  private graphCache: {
    version: number;
    places: number;
    tunnels: number;
    graph: PlaceGraph;
  } | null = null;

  constructor(readonly world: World) {
    this.raster = new Raster(world.page);
    this.cellSeen = new Uint32Array(this.raster.cols * this.raster.rows);
    for (const p of world.places) this.raster.markPlace(p.id, p.shape);
    for (const t of world.tunnels) if (!AIRBORNE.has(t.role)) this.raster.markTunnel(t.id, t.path);
  }

  /**
   * The place graph of the current places and tunnels: rebuilt only when they change (a new
   * place, tunnel or stop), not on every revision.
   */
  graph(): PlaceGraph {
    const w = this.world;
    const version = structureVersion(w);
    const c = this.graphCache;
    if (
      !c ||
      c.version !== version ||
      c.places !== w.places.length ||
      c.tunnels !== w.tunnels.length
    )
      this.graphCache = {
        version,
        places: w.places.length,
        tunnels: w.tunnels.length,
        graph: new PlaceGraph(w),
      };
    return this.graphCache!.graph;
  }

  /**
   * Shape the ground (an alternate world's terrain, before anything is drawn): the page gains
   * the terrain, its drawn surface line becomes the ground profile, and the raster follows.
   */
  setTerrain(terrain: Terrain): void {
    this.world.page = {
      ...this.world.page,
      surface: terrain.ground.map((p) => pt(p.x, p.y)),
      terrain,
    };
    this.raster.setPage(this.world.page);
    this.world.revision++;
  }

  /** Start a new tracing sheet (strata) for an age; returns its index. */
  addLayer(age: AgeId, title: string): number {
    const index = this.world.layers.length;
    this.world.layers.push({ index, age, title });
    this.world.revision++;
    return index;
  }

  place(id: string): Place {
    const p = this.findPlace(id);
    if (!p) throw new RangeError(`no place ${id}`);
    return p;
  }

  /** The place with this id, if there is one. */
  findPlace(id: string): Place | undefined {
    return lookup(this.placeIndex, this.world.places, id);
  }

  tunnel(id: string): Tunnel {
    const t = lookup(this.tunnelIndex, this.world.tunnels, id);
    if (!t) throw new RangeError(`no tunnel ${id}`);
    return t;
  }

  private readonly placeIndex = idIndex<Place>();
  private readonly tunnelIndex = idIndex<Tunnel>();
  /** Per raster cell: the stamp of the last {@link addTunnel} that sampled it. */
  private readonly cellSeen: Uint32Array;
  private cellStamp = 0;

  /** A stamp no cell of {@link cellSeen} holds yet. */
  private nextCellStamp(): number {
    if (this.cellStamp === 0xffffffff) {
      this.cellSeen.fill(0);
      this.cellStamp = 0;
    }
    return ++this.cellStamp;
  }

  feature(id: string): Feature {
    const f = this.world.features.find((x) => x.id === id);
    if (!f) throw new RangeError(`no feature ${id}`);
    return f;
  }

  /** Draw a place; it joins tunnels its shape overlaps unless told not to. */
  addPlace(spec: PlaceSpec, made: LayerStamp): Place {
    const marks = youngList<string>();
    if (spec.marks) for (const m of spec.marks) marks.push(m);
    const p: Place = new PlaceRecord(`p${this.world.next.place++}`, spec, made, marks.sort());
    this.world.places.push(p);
    if (spec.joinTunnels !== false) {
      const tunnels = new Set<string>();
      for (const i of this.raster.cellsOf(p.shape)) {
        const t = this.raster.tunnelAtCell(i);
        if (t) tunnels.add(t);
      }
      for (const tid of [...tunnels].sort())
        this.addStop(tid, p.id, this.raster.pointOf(0, 0), p.shape);
    }
    this.raster.markPlace(p.id, p.shape);
    this.world.revision++;
    bumpStructure(this.world);
    return p;
  }

  /** Add a mark (tomb, plague, mined…) to a place, keeping marks sorted. */
  mark(id: string, mark: string): void {
    const p = this.place(id);
    if (!p.marks.includes(mark)) {
      p.marks.push(mark);
      p.marks.sort();
      this.world.revision++;
    }
  }

  /** Insert `place` into tunnel `tid`'s stops at the point of the tunnel nearest the shape. */
  private addStop(tid: string, place: string, _hint: Point, shape: Shape): void {
    const t = this.tunnel(tid);
    if (t.stops.some((s) => s.place === place)) return;
    const c = shapeCentre(shape);
    const s = arcPosition(t.path, c);
    t.stops.push(new StopRecord(s, place));
    sortStops(t.stops);
    stopsChanged(this.world, t);
  }

  /**
   * Draw a tunnel along `path` (usually from {@link Raster.route}). Places it passes become
   * stops; a crossing with an older tunnel becomes a junction on both.
   */
  addTunnel(spec: TunnelSpec, made: LayerStamp): TunnelResult {
    const id = `n${this.world.next.tunnel++}`;
    const airborne = AIRBORNE.has(spec.role);
    const page = this.world.page;
    // Dug tunnels keep out of the open air of a rift or valley (roads and flights are overland).
    const drawn =
      page.terrain && spec.style !== 'surface' ? groundedPath(page, spec.path) : spec.path;
    // Kept as long as the world: made to its length (`map` leaves no room, as `push` does, and
    // has no allocation site: see young.ts).
    const path = drawn.map(copyPoint);
    const length = q(polylineLength(path));
    const stops = youngList<TunnelStop>();
    stops.push(new StopRecord(0, spec.from));
    const encountered: string[] = [];
    const crossed: string[] = [];
    const crossings: { s: number; tunnel: string; at: Point }[] = [];
    const from = spec.from;
    const to = spec.to;
    // Cells met so far are marked with this call's stamp (no set per tunnel).
    const seen = this.cellSeen;
    const stamp = this.nextCellStamp();
    // Tunnels met that lead to an end of this one: never crossed, however often met.
    const joined: string[] = [];
    const samples = Math.max(1, Math.ceil(length * 4));
    const lens = segmentLengths(path);
    const probe = { x: 0, y: 0 };
    let lastCell = -1;
    for (let k = 0; k <= samples; k++) {
      const s = (length * k) / samples;
      pointAlongInto(path, lens, s, probe);
      const cell = this.raster.cellIndex(probe);
      // Samples are a quarter bead apart, so most fall in the cell of the one before.
      if (cell === lastCell) continue;
      lastCell = cell;
      if (seen[cell] === stamp) continue;
      seen[cell] = stamp;
      const pl = airborne ? null : this.raster.placeAtCell(cell);
      if (pl && pl !== from && pl !== to && !encountered.includes(pl)) {
        encountered.push(pl);
        stops.push(new StopRecord(q(s), pl));
      }
      const tn = airborne ? null : this.raster.tunnelAtCell(cell);
      if (
        tn &&
        !pl &&
        s > 0.6 &&
        s < length - 0.6 &&
        !crossed.includes(tn) &&
        !joined.includes(tn)
      ) {
        if (!leadsTo(this.tunnel(tn), from, to)) {
          crossed.push(tn);
          crossings.push({ s: q(s), tunnel: tn, at: { x: probe.x, y: probe.y } });
        } else joined.push(tn);
      }
    }
    stops.push(new StopRecord(length, spec.to));
    const tunnel: Tunnel = new TunnelRecord(id, spec, path, length, stops, made);
    this.world.tunnels.push(tunnel);
    for (const c of crossings) {
      const j = this.addPlace(
        { kind: 'junction', role: 'junction', shape: ellipseAt(c.at, 0.2), joinTunnels: false },
        made,
      );
      tunnel.stops.push(new StopRecord(c.s, j.id));
      const other = this.tunnel(c.tunnel);
      other.stops.push(new StopRecord(q(arcPosition(other.path, c.at)), j.id));
      sortStops(other.stops);
      stopsChanged(this.world, other);
    }
    sortStops(tunnel.stops);
    if (crossings.length > 0) stopsChanged(this.world, tunnel);
    if (!airborne) this.raster.markTunnel(id, path);
    this.world.revision++;
    bumpStructure(this.world);
    return { tunnel, encountered, crossed };
  }

  /** Record a natural feature. */
  addFeature(spec: FeatureSpec, made: LayerStamp): Feature {
    const f: Feature = new FeatureRecord(`f${this.world.next.feature++}`, spec, made);
    this.world.features.push(f);
    this.world.revision++;
    return f;
  }

  /** Places of a role/kind, in creation order. */
  placesWhere(test: (p: Place) => boolean): Place[] {
    return this.world.places.filter(test);
  }

  /** Features in a place. */
  featuresIn(place: string): Feature[] {
    return this.world.features.filter((f) => f.place === place);
  }
}

/** A tunnel's stops in arc order, ties by place id. */
const byArc = (a: TunnelStop, b: TunnelStop): number => a.s - b.s || (a.place < b.place ? -1 : 1);

/**
 * Sort a tunnel's stops {@link byArc}, in place, by insertion: they mostly come in order, or
 * with a few new stops (junctions) at the end, and the built-in sort copies them first. Two
 * stops never compare equal unless they are the same stop twice (the same place at the same
 * point), which reads the same in either order, so any sort gives the same stops.
 */
function sortStops(stops: TunnelStop[]): void {
  for (let i = 1; i < stops.length; i++) {
    const x = stops[i]!;
    if (byArc(x, stops[i - 1]!) >= 0) continue;
    let j = i - 1;
    while (j >= 0 && byArc(x, stops[j]!) < 0) {
      stops[j + 1] = stops[j]!;
      j--;
    }
    stops[j + 1] = x;
  }
}

/** Does the tunnel stop at either place? */
function leadsTo(t: Tunnel, a: string, b: string): boolean {
  for (const st of t.stops) if (st.place === a || st.place === b) return true;
  return false;
}

/** The length of each segment of a polyline (index i: from point i to point i+1). */
function segmentLengths(path: readonly Point[]): number[] {
  const out: number[] = [];
  for (let i = 1; i < path.length; i++) out.push(dist(path[i - 1]!, path[i]!));
  return out;
}

/**
 * {@link pointAlong} written into `out`: the same coordinates (the same arithmetic, segment
 * lengths measured once), without a new point per sample.
 */
function pointAlongInto(
  pts: readonly Point[],
  lens: readonly number[],
  s: number,
  out: { x: number; y: number },
): void {
  if (pts.length === 0) throw new RangeError('empty polyline');
  let left = s;
  for (let i = 1; i < pts.length; i++) {
    const a = pts[i - 1]!;
    const b = pts[i]!;
    const len = lens[i - 1]!;
    if (left <= len && len > 0) {
      out.x = q(a.x + ((b.x - a.x) * left) / len);
      out.y = q(a.y + ((b.y - a.y) * left) / len);
      return;
    }
    left -= len;
  }
  const last = pts[pts.length - 1]!;
  out.x = last.x;
  out.y = last.y;
}

function shapeCentre(shape: Shape): Point {
  switch (shape.kind) {
    case 'ellipse':
      return { x: shape.cx, y: shape.cy };
    case 'rect':
      return { x: shape.x + shape.w / 2, y: shape.y + shape.h / 2 };
    default:
      return shape.points[0]!;
  }
}

/** Arc length along a polyline of the point nearest p. */
export function arcPosition(path: readonly Point[], p: Point): number {
  let best = Infinity;
  let bestS = 0;
  let acc = 0;
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1]!;
    const b = path[i]!;
    const len = dist(a, b);
    const t =
      len === 0
        ? 0
        : Math.max(
            0,
            Math.min(1, ((p.x - a.x) * (b.x - a.x) + (p.y - a.y) * (b.y - a.y)) / (len * len)),
          );
    const d = hypot(p.x - (a.x + t * (b.x - a.x)), p.y - (a.y + t * (b.y - a.y)));
    if (d < best) {
      best = d;
      bestS = acc + t * len;
    }
    acc += len;
  }
  return q(bestS);
}
