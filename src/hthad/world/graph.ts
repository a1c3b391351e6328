/**
 * The place graph: nodes are places, edges are the stretches of tunnel between consecutive
 * places a tunnel passes. It answers every connection question the rules ask: connected to,
 * distance along tunnels, nearest, reachable within a distance. Rules never scan pixels.
 *
 * A graph is a snapshot: once made it never changes, whatever is drawn later. Snapshots of one
 * world are made incrementally (see {@link GraphState}): places and tunnels are only ever
 * added, and a tunnel's stops only ever grow, so a new snapshot redoes only the tunnels whose
 * stops changed and the places they touch. Searches run on integer arrays; every answer is
 * the one a plain map-and-string search gives, in the same order.
 */
import { cacheOf, cacheSlot } from './caches';
import type { Tunnel, World } from './types';
import { youngList } from './young';

export interface Edge {
  readonly to: string;
  readonly length: number;
  readonly tunnel: string;
}

/**
 * A place's edges: each edge's far end as a node index, its length and its tunnel's index, in
 * the order {@link PlaceGraph.neighbours} lists them. Never changed once made, except that the
 * {@link Edge} objects are made on first asking (most places are only ever searched through).
 */
interface NodeEdges {
  readonly to: readonly number[];
  readonly len: readonly number[];
  readonly tunnel: readonly number[];
  edges: readonly Edge[] | null;
}

// The state's records live as long as the world: they are made by `new` (and their lists by
// youngList), not by literals, so that V8 never pretenures them while what they hold is young
// (see young.ts).

/** A node's edges, as {@link NodeEdges} describes them. */
class NodeEdgesRecord implements NodeEdges {
  edges: readonly Edge[] | null = null;
  constructor(
    readonly to: readonly number[],
    readonly len: readonly number[],
    readonly tunnel: readonly number[],
  ) {}
}

/** An edge as {@link PlaceGraph.neighbours} lists it. */
class EdgeRecord implements Edge {
  constructor(
    readonly to: string,
    readonly length: number,
    readonly tunnel: string,
  ) {}
}

const NO_EDGES: NodeEdges = { to: [], len: [], tunnel: [], edges: [] };

/**
 * One tunnel as last read: its stops' nodes and arc positions (stop order), and the nodes it
 * gives edges to. A place's edges along it are worked out from these whenever needed.
 */
interface TunnelPart {
  readonly tunnel: Tunnel;
  readonly at: readonly number[];
  readonly s: readonly number[];
  readonly touches: readonly number[];
}

class TunnelPartRecord implements TunnelPart {
  constructor(
    readonly tunnel: Tunnel,
    readonly at: readonly number[],
    readonly s: readonly number[],
    readonly touches: readonly number[],
  ) {}
}

/**
 * A remembered {@link PlaceGraph.settleIds} answer: the question (limit and sources as node
 * indices) and the nodes it settled (as ids and as indices).
 */
interface Settled {
  readonly limit: number;
  readonly from: readonly number[];
  readonly ids: readonly string[];
  readonly nodes: readonly number[];
  /** Each settled node's distance, in the same order. */
  readonly dist: readonly number[];
  /** The {@link PlaceGraph.settledDistances} map of the answer, made on first asking. */
  map: ReadonlyMap<string, number> | null;
}

class SettledRecord implements Settled {
  map: ReadonlyMap<string, number> | null = null;
  constructor(
    readonly limit: number,
    readonly from: readonly number[],
    readonly ids: readonly string[],
    readonly nodes: readonly number[],
    readonly dist: readonly number[],
  ) {}
}

/**
 * The running graph of one world. `ids`/`index` only grow (a snapshot of n nodes reads the
 * first n); `nodes` entries are replaced, never mutated, so a snapshot can copy the array.
 */
class GraphState {
  /** Counts the changes the state has caught up with; a snapshot is current while it matches. */
  epoch = 0;
  /**
   * Settle answers good for the current structure. A change drops only the answers that settled
   * a node whose edges changed: a search that never reached such a node cannot tell the
   * difference, since any new path through it is already longer than the search's limit.
   */
  readonly settled = new Map<number, Settled>();
  readonly ids: string[] = [];
  readonly index = new Map<string, number>();
  nodes: NodeEdges[] = [];
  /**
   * Has a snapshot been handed {@link nodes} since it was last copied? A snapshot reads the
   * list as it was (its first `n` entries), so a catch-up that replaces entries copies it first;
   * one that only appends places does not. (A copy per snapshot cost more than most searches.)
   */
  private nodesShared = false;
  /** Per node: tunnel indices (ascending) that give it edges. */
  readonly incident: number[][] = [];
  readonly tunnels: TunnelPart[] = [];
  places = 0;
  /** Marks the nodes a change touched (all 0 between catch-ups). */
  private hit = new Uint8Array(64);
  /** The nodes a catch-up touched, each once (empty between catch-ups). */
  private readonly touched: number[] = [];
  /** Per tunnel id: its position among the world's tunnels (those read). */
  private readonly tunnelAt = new Map<string, number>();
  /** The tunnels whose stops a Site changed since the last catch-up (see {@link stopsChanged}). */
  readonly grown: Tunnel[] = [];

  /**
   * Catch up with the world. Returns false when the world breaks the append-only shape (a
   * duplicate place id, a stop at an id that is not a place, a tunnel replaced by one with
   * another id): the caller then builds the graph the plain way. A tunnel redrawn under its
   * own id is read again only if its stops changed.
   *
   * Runs on every snapshot, so it only looks for what changed; the rare work (new places, a
   * tunnel read again, dropping answers) is in methods of its own, which keeps this one small
   * for the optimizing compiler (compiled whole it took tens of ms, several times a process).
   */
  sync(world: World): boolean {
    const places = world.places;
    const tunnels = world.tunnels;
    const read = this.tunnels.length;
    if (places.length < this.places || tunnels.length < read) return false;
    if (places.length > this.places && !this.addPlaces(places)) return false;
    // The tunnels read before whose stops a Site has changed since (the rest are as read: only
    // a Site changes stops, and a record redrawn in place shares its stops and id, all the
    // graph reads of it), then the tunnels added since.
    const grown = this.grown;
    for (let g = 0; g < grown.length; g++) {
      const ti = this.tunnelAt.get(grown[g]!.id);
      if (ti === undefined || ti >= read) continue;
      const t = tunnels[ti]!;
      const old = this.tunnels[ti]!;
      if (
        old.at.length === t.stops.length &&
        old.tunnel.stops === t.stops &&
        old.tunnel.id === t.id
      )
        continue;
      if (!this.readTunnel(ti, t, old)) return false;
    }
    grown.length = 0;
    for (let ti = read; ti < tunnels.length; ti++) {
      const t = tunnels[ti]!;
      if (this.tunnelAt.has(t.id)) return false;
      this.tunnelAt.set(t.id, ti);
      if (!this.readTunnel(ti, t, undefined)) return false;
    }
    const touched = this.touched;
    if (touched.length === 0) return true;
    this.epoch++;
    if (this.settled.size > 0) this.forgetTouched();
    if (this.nodesShared) {
      this.nodes = this.nodes.slice();
      this.nodesShared = false;
    }
    for (const node of touched) {
      this.nodes[node] =
        this.hit[node] === ADDED ? this.edgesAdded(node, read) : this.edgesOf(node);
      this.hit[node] = 0;
    }
    touched.length = 0;
    return true;
  }

  /** {@link nodes} for a snapshot to read (see {@link nodesShared}). */
  shareNodes(): readonly NodeEdges[] {
    this.nodesShared = true;
    return this.nodes;
  }

  /** Take in the places added since the last catch-up; false on a duplicate id. */
  private addPlaces(places: World['places']): boolean {
    for (let i = this.places; i < places.length; i++) {
      const id = places[i]!.id;
      if (this.index.has(id)) return false;
      this.index.set(id, this.ids.length);
      this.ids.push(id);
      this.nodes.push(NO_EDGES);
      this.incident.push(youngList());
    }
    this.places = places.length;
    if (this.hit.length < this.ids.length)
      this.hit = new Uint8Array(Math.max(this.ids.length, this.hit.length * 2));
    this.epoch++;
    return true;
  }

  /**
   * Read tunnel `ti` (new, grown or redrawn) again, marking the nodes whose edges it changes;
   * false when the world is not append-only shaped.
   */
  private readTunnel(ti: number, t: Tunnel, old: TunnelPart | undefined): boolean {
    // A record under another id would change the tunnel ids older snapshots' edges show.
    if (old && old.tunnel !== t && old.tunnel.id !== t.id) return false;
    const stops = t.stops;
    // Gathered in the shared scratch, then copied to their length (see EDGE_TO).
    let nt = 0;
    for (let i = 0; i < stops.length; i++) {
      const node = this.index.get(stops[i]!.place);
      // A lone stop is never part of an edge, so only a stop with a neighbour must be a place.
      if (node === undefined) {
        if (stops.length > 1) return false;
        STOP_AT[i] = -1;
      } else STOP_AT[i] = node;
      STOP_S[i] = stops[i]!.s;
      if (i > 0 && STOP_AT[i - 1] !== node) {
        if (!touchesHas(nt, STOP_AT[i - 1]!)) TOUCHES[nt++] = STOP_AT[i - 1]!;
        if (!touchesHas(nt, node!)) TOUCHES[nt++] = node!;
      }
    }
    const at = STOP_AT.slice(0, stops.length);
    const s = STOP_S.slice(0, stops.length);
    const touches = TOUCHES.slice(0, nt);
    if (old)
      for (const node of old.touches)
        if (!touches.includes(node)) {
          const inc = this.incident[node]!;
          inc.splice(inc.indexOf(ti), 1);
          this.touch(node, REREAD);
        }
    for (const node of touches) {
      if (!old || !old.touches.includes(node)) {
        insertSorted(this.incident[node]!, ti);
        // A tunnel read for the first time is the last the node's edges list.
        this.touch(node, old ? REREAD : ADDED);
      } else if (!sameEdgesAlong(old.at, old.s, at, s, node)) this.touch(node, REREAD);
    }
    this.tunnels[ti] = new TunnelPartRecord(t, at, s, touches);
    return true;
  }

  /** Mark a node touched, `how`: by a tunnel {@link ADDED} only, or by one {@link REREAD}. */
  private touch(node: number, how: number): void {
    const was = this.hit[node]!;
    if (was === 0) this.touched.push(node);
    if (how > was) this.hit[node] = how;
  }

  /** Drop the remembered answers that settled a touched node (see {@link settled}). */
  private forgetTouched(): void {
    const hit = this.hit;
    const settled = this.settled;
    // forEach rather than a for-of over entries: no [key, value] pair per answer.
    settled.forEach((known, key) => {
      const nodes = known.nodes;
      for (let k = 0; k < nodes.length; k++)
        if (hit[nodes[k]!] !== 0) {
          settled.delete(key);
          return;
        }
    });
  }

  /**
   * {@link edgesOf} of a node touched only by tunnels added since the last catch-up (those from
   * `read` on): its edges as they were, then those along the new tunnels, which come last in
   * its incident list (their indices are the largest).
   */
  private edgesAdded(node: number, read: number): NodeEdges {
    const was = this.nodes[node]!;
    let n = was.to.length;
    for (let k = 0; k < n; k++) {
      EDGE_TO[k] = was.to[k]!;
      EDGE_LEN[k] = was.len[k]!;
      EDGE_TUNNEL[k] = was.tunnel[k]!;
    }
    const inc = this.incident[node]!;
    let k = inc.length;
    while (k > 0 && inc[k - 1]! >= read) k--;
    for (; k < inc.length; k++) n = this.edgesAlong(node, inc[k]!, n);
    return edgesFrom(n);
  }

  /**
   * Write a node's edges along tunnel `ti`, in stop order, into the edge scratch from `n` on;
   * returns the scratch's new length.
   */
  private edgesAlong(node: number, ti: number, n: number): number {
    const { at, s } = this.tunnels[ti]!;
    for (let i = 1; i < at.length; i++) {
      const a = at[i - 1]!;
      const b = at[i]!;
      if (a === b || (a !== node && b !== node)) continue;
      EDGE_TO[n] = a === node ? b : a;
      EDGE_LEN[n] = Math.max(0, s[i]! - s[i - 1]!);
      EDGE_TUNNEL[n] = ti;
      n++;
    }
    return n;
  }

  /** A node's edges: along each tunnel that touches it (by index), in stop order. */
  private edgesOf(node: number): NodeEdges {
    let n = 0;
    for (const ti of this.incident[node]!) n = this.edgesAlong(node, ti, n);
    return edgesFrom(n);
  }
}

/**
 * The key a settle question is remembered by: a hash of its limit and the first `sources`
 * nodes of `scratch.src` (no string per call); a hash shared by two questions keeps the later
 * answer.
 */
function settleKey(limit: number, sources: number): number {
  const src = scratch.src;
  let key = Math.imul(limit === Infinity ? -1 : limit | 0, 0x9e3779b1) ^ sources;
  for (let k = 0; k < sources; k++) key = Math.imul(key ^ src[k]!, 0x85ebca6b);
  return key & 0x3fffffff; // a small integer key
}

/**
 * Where a node's edges are gathered before {@link edgesFrom} copies them (shared: one node's
 * edges are worked out at a time). A node's lists are kept as long as its world, so they are
 * copied to their length, without the room that lists grown by `push` keep.
 */
const EDGE_TO: number[] = [];
const EDGE_LEN: number[] = [];
const EDGE_TUNNEL: number[] = [];

/** Where {@link PlaceGraph.readTunnel} gathers a tunnel's stops and the nodes it touches. */
const STOP_AT: number[] = [];
const STOP_S: number[] = [];
const TOUCHES: number[] = [];

/** Is `node` among the first `n` of {@link TOUCHES}? */
function touchesHas(n: number, node: number): boolean {
  for (let k = 0; k < n; k++) if (TOUCHES[k] === node) return true;
  return false;
}

/** The first `n` edges of the scratch as a node's edges (copies made by `slice`: see young.ts). */
function edgesFrom(n: number): NodeEdges {
  if (n === 0) return NO_EDGES;
  return new NodeEdgesRecord(EDGE_TO.slice(0, n), EDGE_LEN.slice(0, n), EDGE_TUNNEL.slice(0, n));
}

/** True when `from` lists the first `count` nodes of `src`, in order. */
function sameSources(from: readonly number[], src: Int32Array, count: number): boolean {
  if (from.length !== count) return false;
  for (let k = 0; k < count; k++) if (from[k] !== src[k]) return false;
  return true;
}

/**
 * Does `node` have the same edges along a tunnel read as `at0`/`s0` and again as `at1`/`s1`?
 * Judged when it is a stop once in each: the same stops beside it at the same arc positions,
 * its own too (an edge is a pair of consecutive stops and the arc between them). Anything else
 * answers no, and its edges are worked out again (the same edges, if they are).
 */
function sameEdgesAlong(
  at0: readonly number[],
  s0: readonly number[],
  at1: readonly number[],
  s1: readonly number[],
  node: number,
): boolean {
  const i = at0.indexOf(node);
  const j = at1.indexOf(node);
  if (i < 0 || j < 0 || at0.lastIndexOf(node) !== i || at1.lastIndexOf(node) !== j) return false;
  if (s0[i] !== s1[j]) return false;
  if (i > 0 !== j > 0 || (i > 0 && (at0[i - 1] !== at1[j - 1] || s0[i - 1] !== s1[j - 1])))
    return false;
  const last0 = i === at0.length - 1;
  const last1 = j === at1.length - 1;
  if (last0 !== last1 || (!last0 && (at0[i + 1] !== at1[j + 1] || s0[i + 1] !== s1[j + 1])))
    return false;
  return true;
}

function insertSorted(list: number[], v: number): void {
  let i = list.length;
  while (i > 0 && list[i - 1]! > v) i--;
  list.splice(i, 0, v);
}

/** How a node was touched in a catch-up (see GraphState.touch): not, by a new tunnel, by one read again. */
const ADDED = 1;
const REREAD = 2;

/** The world's running graph state (dropped when the world breaks the append-only shape). */
const STATES = cacheSlot<{ state: GraphState | null }>(() => ({ state: null }));

/**
 * Tell the world's running graph state that a tunnel's stops changed (a stop added, the stops
 * sorted): the Site calls it for every change it makes to a tunnel already in the world, so a
 * catch-up reads again only those tunnels (and the ones added) rather than looking over all.
 */
export function stopsChanged(world: World, tunnel: Tunnel): void {
  const state = cacheOf(world, STATES).state;
  if (state) state.grown.push(tunnel);
}

/** Search buffers shared by every graph (searches never nest); a generation stamp marks live entries. */
const scratch = {
  best: new Float64Array(256),
  seen: new Uint32Array(256),
  done: new Uint32Array(256),
  order: new Int32Array(256),
  /** A search's sources as node indices (see {@link PlaceGraph.sources}). */
  src: new Int32Array(64),
  heapNode: new Int32Array(1024),
  heapKey: new Float64Array(1024),
  gen: 0,
};

function scratchFor(n: number): typeof scratch {
  if (scratch.best.length < n) {
    const size = Math.max(n, scratch.best.length * 2);
    scratch.best = new Float64Array(size);
    scratch.seen = new Uint32Array(size);
    scratch.done = new Uint32Array(size);
    scratch.order = new Int32Array(size);
    scratch.gen = 0;
  }
  if (scratch.gen >= 0xfffffff0) {
    scratch.seen.fill(0);
    scratch.done.fill(0);
    scratch.gen = 0;
  }
  scratch.gen++;
  return scratch;
}

/**
 * Push (d, node) on the search heap of `scratch` holding `size` entries, keyed by distance, then
 * by id (`ids`), growing its arrays when full.
 */
function heapPush(ids: readonly string[], size: number, d: number, node: number): void {
  let heapNode = scratch.heapNode;
  let heapKey = scratch.heapKey;
  if (size === heapNode.length) {
    const n2 = new Int32Array(size * 2);
    const k2 = new Float64Array(size * 2);
    n2.set(heapNode);
    k2.set(heapKey);
    scratch.heapNode = heapNode = n2;
    scratch.heapKey = heapKey = k2;
  }
  let i = size;
  while (i > 0) {
    const p = (i - 1) >> 1;
    const pk = heapKey[p]!;
    if (pk < d || (pk === d && !(ids[node]! < ids[heapNode[p]!]!))) break;
    heapNode[i] = heapNode[p]!;
    heapKey[i] = pk;
    i = p;
  }
  heapNode[i] = node;
  heapKey[i] = d;
}

export class PlaceGraph {
  /** Node ids in place order (shared and only appended: this graph reads the first `n`). */
  private readonly ids: readonly string[];
  private readonly index: ReadonlyMap<string, number>;
  private readonly n: number;
  private readonly nodes: readonly NodeEdges[];
  /** The running state's tunnels (shared: entries are replaced for the same tunnel, never removed). */
  private readonly parts: readonly TunnelPart[];
  /** Set only when the world is not append-only shaped: every search then takes the plain path. */
  private readonly plainAdj: Map<string, Edge[]> | null = null;
  /** The running state this snapshot was read from, and its epoch then. */
  private readonly state: GraphState | null = null;
  private readonly epoch: number = -1;
  /** Remembered {@link settleIds} answers, by limit and sources, once this snapshot is not current. */
  private readonly settled = new Map<number, Settled>();

  constructor(world: World) {
    const holder = cacheOf(world, STATES);
    const state = (holder.state ??= new GraphState());
    if (state.sync(world)) {
      this.ids = state.ids;
      this.index = state.index;
      this.n = state.ids.length;
      this.nodes = state.shareNodes();
      this.parts = state.tunnels;
      this.state = state;
      this.epoch = state.epoch;
      return;
    }
    holder.state = null;
    const adj = new Map<string, Edge[]>();
    for (const p of world.places) adj.set(p.id, []);
    for (const t of world.tunnels) {
      for (let i = 1; i < t.stops.length; i++) {
        const a = t.stops[i - 1]!;
        const b = t.stops[i]!;
        if (a.place === b.place) continue;
        const length = Math.max(0, b.s - a.s);
        adj.get(a.place)?.push({ to: b.place, length, tunnel: t.id });
        adj.get(b.place)?.push({ to: a.place, length, tunnel: t.id });
      }
    }
    this.plainAdj = adj;
    this.ids = [];
    this.index = new Map();
    this.n = 0;
    this.nodes = [];
    this.parts = [];
  }

  /** The node index of a place, or undefined. */
  private node(id: string): number | undefined {
    const i = this.index.get(id);
    return i !== undefined && i < this.n ? i : undefined;
  }

  /** Tunnel neighbours of a place. */
  neighbours(id: string): readonly Edge[] {
    if (this.plainAdj) return this.plainAdj.get(id) ?? [];
    const i = this.node(id);
    if (i === undefined) return [];
    const ne = this.nodes[i]!;
    if (ne.edges === null) {
      const edges = youngList<Edge>();
      for (let k = 0; k < ne.to.length; k++)
        edges.push(
          new EdgeRecord(this.ids[ne.to[k]!]!, ne.len[k]!, this.parts[ne.tunnel[k]!]!.tunnel.id),
        );
      ne.edges = edges;
    }
    return ne.edges;
  }

  /**
   * Shortest distances along tunnels from any of `from` (Dijkstra; ties settle by id so the
   * order of discovery is fixed). Only places within `limit` are returned, in id order.
   */
  distances(from: readonly string[], limit = Infinity): Map<string, number> {
    if (this.plainAdj) return this.plainDistances(from, limit);
    const count = this.search(this.sources(from, false), limit, false, null);
    const { order, best } = scratch;
    const settled = new Array<string>(count);
    for (let k = 0; k < count; k++) settled[k] = this.ids[order[k]!]!;
    const dist = new Map<string, number>();
    for (let k = 0; k < count; k++) dist.set(settled[k]!, best[order[k]!]!);
    const out = new Map<string, number>();
    for (const id of settled.sort()) out.set(id, dist.get(id)!);
    return out;
  }

  /**
   * Shortest distances from any of `from` up to `limit`, in the order a binary-heap Dijkstra
   * settles them (by distance, ties by id). Every id in `from` is settled at 0 whether or not
   * it is a place, and whatever `limit` is.
   */
  settleOrder(from: readonly string[], limit = Infinity): Map<string, number> {
    const sources = this.plainAdj ? -1 : this.sources(from, true);
    if (sources < 0) return this.plainSettleOrder(from, limit);
    const count = this.search(sources, limit, true, null);
    const { order, best } = scratch;
    const out = new Map<string, number>();
    for (let k = 0; k < count; k++) {
      const i = order[k]!;
      out.set(this.ids[i]!, best[i]!);
    }
    return out;
  }

  /**
   * The ids {@link settleOrder} settles, in its order, without their distances. The graph never
   * changes, so answers are remembered (zones of control ask the same question many times).
   */
  settleIds(from: readonly string[], limit = Infinity, grownFrom = -1): readonly string[] {
    const known = this.settleAnswer(from, limit, grownFrom);
    return known ? known.ids : [...this.plainSettleOrder(from, limit).keys()];
  }

  /**
   * What {@link settleOrder} gives, remembered as {@link settleIds} answers are (the alphas'
   * hunting range, the knights' route and the parties' paths ask the same questions year after
   * year): the map is shared, so read it and never change it.
   */
  settledDistances(from: readonly string[], limit = Infinity): ReadonlyMap<string, number> {
    const known = this.settleAnswer(from, limit, -1);
    if (!known) return this.plainSettleOrder(from, limit);
    if (known.map === null) {
      const map = new Map<string, number>();
      for (let k = 0; k < known.ids.length; k++) map.set(known.ids[k]!, known.dist[k]!);
      known.map = map;
    }
    return known.map;
  }

  /**
   * The remembered answer to a settle question (searched now if it is not known), or null when
   * some id of `from` is not a place (the plain search answers those). `grownFrom`, when
   * smaller than `limit`, names a limit the same question may have been asked with: a
   * remembered answer to it is carried on rather than searched again (see {@link search}).
   */
  private settleAnswer(from: readonly string[], limit: number, grownFrom: number): Settled | null {
    const sources = this.plainAdj ? -1 : this.sources(from, true);
    if (sources < 0) return null;
    const src = scratch.src;
    const key = settleKey(limit, sources);
    // While this snapshot is the current one it shares the running state's answers, which
    // outlive changes that cannot alter them; an older snapshot keeps its own.
    const memo =
      this.state !== null && this.state.epoch === this.epoch ? this.state.settled : this.settled;
    const known = memo.get(key);
    if (known && known.limit === limit && sameSources(known.from, src, sources)) return known;
    let seed: Settled | null = null;
    if (grownFrom >= 0 && grownFrom < limit) {
      const wasKey = settleKey(grownFrom, sources);
      const was = memo.get(wasKey);
      if (was && was.limit === grownFrom && sameSources(was.from, src, sources)) {
        seed = was;
        // A reach that grows is seldom asked again at its old limit: forgotten, it is no longer
        // looked over at every change (and is searched again should it be asked).
        memo.delete(wasKey);
      }
    }
    // A plain array: a typed array per remembered answer would give the collector a buffer to
    // sweep for each.
    const asked = youngList<number>();
    for (let k = 0; k < sources; k++) asked.push(src[k]!);
    const count = this.search(sources, limit, true, seed);
    const { order, best } = scratch;
    const ids = youngList<string>();
    const nodes = youngList<number>();
    const dist = youngList<number>();
    for (let k = 0; k < count; k++) {
      const i = order[k]!;
      nodes.push(i);
      ids.push(this.ids[i]!);
      dist.push(best[i]!);
    }
    const answer: Settled = new SettledRecord(limit, asked, ids, nodes, dist);
    memo.set(key, answer);
    return answer;
  }

  /** Every place joined to any of `from` by tunnels (including `from`), in id order. */
  component(from: readonly string[]): Set<string> {
    if (this.plainAdj) return new Set(this.plainDistances(from, Infinity).keys());
    const count = this.flood(from, -1);
    const { order } = scratch;
    const ids = new Array<string>(count);
    for (let k = 0; k < count; k++) ids[k] = this.ids[order[k]!]!;
    return new Set(ids.sort());
  }

  /**
   * The places {@link component} gives, in no fixed order: for asking whether a place is among
   * them (no sort of the ids).
   */
  reached(from: readonly string[]): ReadonlySet<string> {
    if (this.plainAdj) return this.component(from);
    const count = this.flood(from, -1);
    const { order } = scratch;
    const out = new Set<string>();
    for (let k = 0; k < count; k++) out.add(this.ids[order[k]!]!);
    return out;
  }

  /** True when a and b are joined by tunnels. */
  connected(a: string, b: string): boolean {
    if (this.plainAdj) return this.component([a]).has(b);
    const ib = this.node(b);
    // An end that is not a place is never reached.
    if (ib === undefined) return false;
    return this.flood([a], ib) < 0;
  }

  /** Distance along tunnels, or Infinity. */
  distance(a: string, b: string): number {
    return this.distances([a]).get(b) ?? Infinity;
  }

  /** Places within `limit` beads along tunnels of any of `from`. */
  reachableWithin(from: readonly string[], limit: number): string[] {
    return [...this.distances(from, limit).keys()];
  }

  /** The nearest place (along tunnels) satisfying `test`, ties by id; null if none. */
  nearest(
    from: readonly string[],
    test: (id: string) => boolean,
  ): { id: string; distance: number } | null {
    let found: { id: string; distance: number } | null = null;
    for (const [id, d] of this.distances(from))
      if (test(id) && (found === null || d < found.distance)) found = { id, distance: d };
    return found;
  }

  // ---- searches on the node arrays ----

  /**
   * The places among `from` as node indices, in order, into `scratch.src`; returns how many.
   * With `all`, returns -1 instead when any id is not a place.
   */
  private sources(from: readonly string[], all: boolean): number {
    if (scratch.src.length < from.length)
      scratch.src = new Int32Array(Math.max(from.length, scratch.src.length * 2));
    const src = scratch.src;
    let count = 0;
    for (const f of from) {
      const i = this.node(f);
      if (i !== undefined) src[count++] = i;
      else if (all) return -1;
    }
    return count;
  }

  /**
   * Dijkstra with a binary heap keyed (distance, id) from the first `sources` nodes of
   * `scratch.src`. With `allFrom` every source is settled and the search runs until the heap is
   * empty (the late ages' search: every source was a place); without it (sources that are not
   * places were left out), the search stops at the first settled distance beyond `limit` (the
   * plain search's rule). Leaves
   * the settled nodes in `scratch.order` and their distances in `scratch.best`; returns how many.
   *
   * With a `seed` (an answer of this graph to the same sources with `allFrom`, under a smaller
   * limit) the search goes on from where that one ended: it settled, in the same order and at
   * the same distances, exactly the nodes this search settles first (every node within its
   * limit, and nothing farther: an edge is never shorter than 0), so they are settled as it
   * settled them, and the heap starts with each node one edge beyond at its best distance
   * through them. The entries a search from scratch would also hold are for the same nodes at
   * larger distances, passed over when popped; with no two entries of the same key and node,
   * the heap pops the rest in the same order.
   */
  private search(sources: number, limit: number, allFrom: boolean, seed: Settled | null): number {
    const sc = scratchFor(this.n);
    const gen = sc.gen;
    const { best, seen, done, order } = sc;
    const ids = this.ids;
    const nodes = this.nodes;
    // The heap's arrays are read again after each push (a push may grow them); the push is a
    // plain function, not a closure made on every search.
    let size = 0;
    const src = sc.src;
    let count = 0;
    if (seed === null)
      for (let k = 0; k < sources; k++) {
        const i = src[k]!;
        best[i] = 0;
        seen[i] = gen;
        heapPush(ids, size++, 0, i);
      }
    else {
      const sn = seed.nodes;
      const sd = seed.dist;
      for (; count < sn.length; count++) {
        const i = sn[count]!;
        best[i] = sd[count]!;
        seen[i] = gen;
        done[i] = gen;
        order[count] = i;
      }
      // The nodes one edge beyond, each once, listed after the settled ones in `order` and
      // read into the heap before the search goes on.
      let beyond = count;
      for (let k = 0; k < count; k++) {
        const ne = nodes[order[k]!]!;
        const d = best[order[k]!]!;
        const to = ne.to;
        const len = ne.len;
        for (let e = 0; e < to.length; e++) {
          const j = to[e]!;
          const nd = d + len[e]!;
          if (nd <= limit && nd < (seen[j] === gen ? best[j]! : Infinity)) {
            if (seen[j] !== gen) order[beyond++] = j;
            best[j] = nd;
            seen[j] = gen;
          }
        }
      }
      for (let k = count; k < beyond; k++) heapPush(ids, size++, best[order[k]!]!, order[k]!);
    }
    while (size > 0) {
      const heapNode = sc.heapNode;
      const heapKey = sc.heapKey;
      const node = heapNode[0]!;
      const d = heapKey[0]!;
      size--;
      if (size > 0) {
        const ln = heapNode[size]!;
        const lk = heapKey[size]!;
        const lid = ids[ln]!;
        let i = 0;
        for (;;) {
          const l = 2 * i + 1;
          if (l >= size) break;
          const r = l + 1;
          let m = l;
          let mk = heapKey[l]!;
          if (r < size) {
            const rk = heapKey[r]!;
            if (rk < mk || (rk === mk && ids[heapNode[r]!]! < ids[heapNode[l]!]!)) {
              m = r;
              mk = rk;
            }
          }
          if (!(mk < lk || (mk === lk && ids[heapNode[m]!]! < lid))) break;
          heapNode[i] = heapNode[m]!;
          heapKey[i] = mk;
          i = m;
        }
        heapNode[i] = ln;
        heapKey[i] = lk;
      }
      if (done[node] === gen || d > best[node]!) continue;
      if (!allFrom && d > limit) break;
      done[node] = gen;
      order[count++] = node;
      const ne = nodes[node]!;
      const to = ne.to;
      const len = ne.len;
      for (let k = 0; k < to.length; k++) {
        const j = to[k]!;
        const nd = d + len[k]!;
        if (nd <= limit && nd < (seen[j] === gen ? best[j]! : Infinity)) {
          best[j] = nd;
          seen[j] = gen;
          heapPush(ids, size++, nd, j);
        }
      }
    }
    return count;
  }

  /**
   * Breadth-first over the edges the distance search could relax (finite lengths) from the
   * sources that are places, leaving the reached nodes in `scratch.order`. Returns how many,
   * or -1 as soon as `target` is reached.
   */
  private flood(from: readonly string[], target: number): number {
    const sc = scratchFor(this.n);
    const gen = sc.gen;
    const { seen, order } = sc;
    let tail = 0;
    for (const f of from) {
      const i = this.node(f);
      if (i === undefined || seen[i] === gen) continue;
      if (i === target) return -1;
      seen[i] = gen;
      order[tail++] = i;
    }
    for (let head = 0; head < tail; head++) {
      const ne = this.nodes[order[head]!]!;
      for (let k = 0; k < ne.to.length; k++) {
        const j = ne.to[k]!;
        if (seen[j] === gen || !Number.isFinite(ne.len[k]!)) continue;
        if (j === target) return -1;
        seen[j] = gen;
        order[tail++] = j;
      }
    }
    return tail;
  }

  // ---- plain searches (the reference behaviour; used for worlds of another shape and ids
  // that are not places) ----

  private has(id: string): boolean {
    return this.plainAdj ? this.plainAdj.has(id) : this.node(id) !== undefined;
  }

  private size(): number {
    return this.plainAdj ? this.plainAdj.size : this.n;
  }

  private plainDistances(from: readonly string[], limit: number): Map<string, number> {
    const best = new Map<string, number>();
    const done = new Set<string>();
    for (const f of from) if (this.has(f)) best.set(f, 0);
    for (let guard = 0; guard <= this.size(); guard++) {
      let pick: string | null = null;
      let pd = Infinity;
      for (const [id, d] of best)
        if (!done.has(id) && (d < pd || (d === pd && pick !== null && id < pick))) {
          pick = id;
          pd = d;
        }
      if (pick === null || pd > limit) break;
      done.add(pick);
      for (const e of this.neighbours(pick)) {
        const nd = pd + e.length;
        if (nd <= limit && nd < (best.get(e.to) ?? Infinity)) best.set(e.to, nd);
      }
    }
    const out = new Map<string, number>();
    for (const id of [...done].sort()) out.set(id, best.get(id)!);
    return out;
  }

  private plainSettleOrder(from: readonly string[], limit: number): Map<string, number> {
    const best = new Map<string, number>();
    const heap: [number, string][] = [];
    const less = (a: [number, string], b: [number, string]): boolean =>
      a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]);
    const push = (x: [number, string]): void => {
      heap.push(x);
      let i = heap.length - 1;
      while (i > 0) {
        const p = (i - 1) >> 1;
        if (!less(heap[i]!, heap[p]!)) break;
        [heap[i], heap[p]] = [heap[p]!, heap[i]!];
        i = p;
      }
    };
    const pop = (): [number, string] => {
      const top = heap[0]!;
      const last = heap.pop()!;
      if (heap.length > 0) {
        heap[0] = last;
        let i = 0;
        for (;;) {
          const l = 2 * i + 1;
          const r = l + 1;
          let m = i;
          if (l < heap.length && less(heap[l]!, heap[m]!)) m = l;
          if (r < heap.length && less(heap[r]!, heap[m]!)) m = r;
          if (m === i) break;
          [heap[i], heap[m]] = [heap[m]!, heap[i]!];
          i = m;
        }
      }
      return top;
    };
    for (const f of from) {
      best.set(f, 0);
      push([0, f]);
    }
    const done = new Map<string, number>();
    for (let guard = 0; heap.length > 0 && guard < 1_000_000; guard++) {
      const [d, id] = pop();
      if (done.has(id) || d > (best.get(id) ?? Infinity)) continue;
      done.set(id, d);
      for (const e of this.neighbours(id)) {
        const nd = d + e.length;
        if (nd <= limit && nd < (best.get(e.to) ?? Infinity)) {
          best.set(e.to, nd);
          push([nd, e.to]);
        }
      }
    }
    return done;
  }
}
