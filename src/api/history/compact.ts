/**
 * The compact form of `/v1/dungeon`'s body (`geometry=compact`, the default): the same world and
 * event log with the repetition taken out. `compactDungeon` writes it; `expandDungeon` turns it
 * back into the full form (`geometry=full`), value for value and in the same order. A body format
 * only: the engine, the chronicle and the maps are unchanged. The README's "Compact bodies"
 * section describes the same decoder for clients.
 *
 * - points are flat lists `[x0, y0, x1, y1, …]`;
 * - a shape is a list headed by its kind: `['rect', x, y, w, h]`, `['ellipse', cx, cy, rx, ry]`,
 *   `['polygon', x0, y0, …]`, `['polyline', width, x0, y0, …]`;
 * - a layer stamp is `[layer, year]`, its age that of `world.layers[layer]` (or
 *   `[layer, year, age]` where the two differ);
 * - a stratum keeps its x samples once (`x`, with `top` and `bottom` as the y at each); a tunnel's
 *   stops are `[s, place]` pairs;
 * - keys whose value is the usual nothing (`null`, an empty list, `mined: 0`) are left out;
 * - tokens come in runs: consecutive beads that differ only by id share one record with `ids`;
 * - events come in moments: consecutive events of one age, year and season share one record
 *   (`seq` of its first), each event a list `[rule, text, actors, places, tokens, dice?]` and each
 *   bead change `[op, kind, role, owner, from, to, count]`.
 */
import type {
  Feature,
  Group,
  LayerStamp,
  Page,
  Place,
  Point,
  Shape,
  Stratum,
  Token,
  Tunnel,
  World,
} from '../../hthad/world';
import type { EventView, TokenChange } from '../../hthad/world/events';

/** Points as one flat list. */
export type Flat = readonly number[];
/** A shape as a list headed by its kind. */
export type CompactShape =
  | readonly ['rect', number, number, number, number]
  | readonly ['ellipse', number, number, number, number]
  | readonly ['polygon', ...number[]]
  | readonly ['polyline', number, ...number[]];
/** `[layer, year]`, or `[layer, year, age]` where the age is not the layer's. */
export type CompactStamp = readonly [number, number] | readonly [number, number, string];
/** `[op, kind, role, owner, from, to, count]`. */
export type CompactChange = readonly [
  TokenChange['op'],
  TokenChange['kind'],
  TokenChange['role'],
  string | null,
  string | null,
  string | null,
  number,
];
/** `[rule, text, actors, places, tokens]`, with `dice` sixth under `events=full`. */
export type CompactEvent = readonly unknown[];
export interface CompactMoment {
  readonly age: string;
  readonly year: number;
  readonly season: string | null;
  /** `seq` of the first event; the others follow one by one. */
  readonly seq: number;
  readonly log: readonly CompactEvent[];
}

type Rec = Record<string, unknown>;

export function flatten(points: readonly Point[]): number[] {
  const out: number[] = [];
  for (const p of points) out.push(p.x, p.y);
  return out;
}

export function unflatten(flat: Flat, from = 0): Point[] {
  const out: Point[] = [];
  for (let i = from; i + 1 < flat.length; i += 2) out.push({ x: flat[i]!, y: flat[i + 1]! });
  return out;
}

export function compactShape(s: Shape): CompactShape {
  switch (s.kind) {
    case 'rect':
      return ['rect', s.x, s.y, s.w, s.h];
    case 'ellipse':
      return ['ellipse', s.cx, s.cy, s.rx, s.ry];
    case 'polygon':
      return ['polygon', ...flatten(s.points)];
    case 'polyline':
      return ['polyline', s.width, ...flatten(s.points)];
  }
}

export function fullShape(c: CompactShape): Shape {
  const n = c.slice(1) as number[];
  switch (c[0]) {
    case 'rect':
      return { kind: 'rect', x: n[0]!, y: n[1]!, w: n[2]!, h: n[3]! };
    case 'ellipse':
      return { kind: 'ellipse', cx: n[0]!, cy: n[1]!, rx: n[2]!, ry: n[3]! };
    case 'polygon':
      return { kind: 'polygon', points: unflatten(n) };
    case 'polyline':
      return { kind: 'polyline', points: unflatten(n, 1), width: n[0]! };
  }
}

/** The usual nothing of each key a compact record leaves out (shared by every record kind). */
const NOTHING: Readonly<Record<string, null | readonly never[] | 0>> = {
  name: null,
  owner: null,
  parent: null,
  home: null,
  alignment: null,
  ended: null,
  end: null,
  sealed: null,
  place: null,
  marks: [],
  zoc: [],
  traits: [],
  mined: 0,
};

function isNothing(key: string, v: unknown): boolean {
  if (!(key in NOTHING)) return false;
  const n = NOTHING[key];
  return Array.isArray(n) ? Array.isArray(v) && v.length === 0 : v === n;
}

/**
 * A record with its stamps compacted and its usual nothings left out. `keys` is the full form's
 * key order, which the decoder restores.
 */
function lean(r: object, stamp: (s: LayerStamp) => CompactStamp): Rec {
  const out: Rec = {};
  for (const [k, v] of Object.entries(r)) {
    if (isNothing(k, v)) continue;
    if (k === 'made' || (k === 'ended' && v !== null)) out[k] = stamp(v as LayerStamp);
    else if (k === 'shape') out[k] = compactShape(v as Shape);
    else out[k] = v;
  }
  return out;
}

/** A compact record back in the full form's key order, its nothings filled in. */
function full(r: Rec, keys: readonly string[], stamp: (s: CompactStamp) => LayerStamp): Rec {
  const out: Rec = {};
  for (const k of keys) {
    const v = r[k];
    if (v === undefined) {
      if (k in NOTHING) out[k] = Array.isArray(NOTHING[k]) ? [] : NOTHING[k];
      continue;
    }
    if (k === 'made' || k === 'ended') out[k] = stamp(v as CompactStamp);
    else if (k === 'shape') out[k] = fullShape(v as CompactShape);
    else out[k] = v;
  }
  return out;
}

/* The full form's key order of each record (src/hthad/world/types.ts). */
const PLACE_KEYS = [
  'id',
  'kind',
  'role',
  'name',
  'shape',
  'owner',
  'made',
  'state',
  'marks',
  'sealed',
] as const satisfies readonly (keyof Place)[];
const TUNNEL_KEYS = [
  'id',
  'style',
  'role',
  'path',
  'length',
  'stops',
  'owner',
  'made',
  'state',
] as const satisfies readonly (keyof Tunnel)[];
const FEATURE_KEYS = [
  'id',
  'kind',
  'name',
  'shape',
  'place',
  'amount',
  'mined',
  'made',
  'state',
] as const satisfies readonly (keyof Feature)[];
const GROUP_KEYS = [
  'id',
  'kind',
  'culture',
  'name',
  'alignment',
  'parent',
  'home',
  'zoc',
  'state',
  'made',
  'ended',
  'end',
  'traits',
] as const satisfies readonly (keyof Group)[];
const TOKEN_KEYS = ['kind', 'role', 'owner', 'place', 'made'] as const;

function compactStratum(s: Stratum): Rec {
  const shared = s.top.length === s.bottom.length && s.top.every((p, i) => p.x === s.bottom[i]!.x);
  const lines = shared
    ? { x: s.top.map((p) => p.x), top: s.top.map((p) => p.y), bottom: s.bottom.map((p) => p.y) }
    : { top: flatten(s.top), bottom: flatten(s.bottom) };
  return { n: s.n, ...lines, touchesSurface: s.touchesSurface, feature: s.feature };
}

function fullStratum(r: Rec): Stratum {
  const x = r.x as Flat | undefined;
  const line = (ys: Flat) => (x ? ys.map((y, i) => ({ x: x[i]!, y })) : unflatten(ys));
  return {
    n: r.n as number,
    top: line(r.top as Flat),
    bottom: line(r.bottom as Flat),
    touchesSurface: r.touchesSurface as boolean,
    feature: r.feature as string | null,
  };
}

function compactPage(p: Page): Rec {
  const out: Rec = { ...p, surface: flatten(p.surface) };
  if (p.terrain) out.terrain = { ...p.terrain, ground: flatten(p.terrain.ground) };
  if (p.strata) out.strata = p.strata.map(compactStratum);
  return out;
}

function fullPage(r: Rec): Page {
  const out: Rec = { ...r, surface: unflatten(r.surface as Flat) };
  const terrain = r.terrain as Rec | undefined;
  if (terrain) out.terrain = { ...terrain, ground: unflatten(terrain.ground as Flat) };
  if (r.strata) out.strata = (r.strata as Rec[]).map(fullStratum);
  return out as unknown as Page;
}

/** The world's records in compact form. */
export function compactWorld(w: World): Rec {
  const stamp = (s: LayerStamp): CompactStamp =>
    w.layers[s.layer]?.age === s.age ? [s.layer, s.year] : [s.layer, s.year, s.age];
  // Runs of beads that differ only by id.
  const tokens: Rec[] = [];
  let last: Token | undefined;
  for (const t of w.tokens) {
    const run = tokens[tokens.length - 1];
    const same =
      run !== undefined &&
      last !== undefined &&
      t.name === undefined &&
      last.name === undefined &&
      TOKEN_KEYS.every((k) =>
        k === 'made'
          ? t.made.layer === last!.made.layer &&
            t.made.age === last!.made.age &&
            t.made.year === last!.made.year
          : t[k] === last![k],
      );
    if (same) (run.ids as string[]).push(t.id);
    else {
      const { id, ...rest } = t;
      tokens.push({ ids: [id], ...lean(rest, stamp) });
    }
    last = t;
  }
  return {
    page: compactPage(w.page),
    layers: w.layers,
    places: w.places.map((p) => lean(p, stamp)),
    tunnels: w.tunnels.map((t) => ({
      ...lean(t, stamp),
      path: flatten(t.path),
      stops: t.stops.map((s) => [s.s, s.place]),
    })),
    features: w.features.map((f) => lean(f, stamp)),
    tokens,
    groups: w.groups.map((g) => lean(g, stamp)),
    next: w.next,
    revision: w.revision,
  };
}

/** A compact world back in the full form. */
export function expandWorld(c: Rec): World {
  const layers = c.layers as World['layers'];
  const stamp = (s: CompactStamp): LayerStamp => ({
    layer: s[0],
    age: (s[2] ?? layers[s[0]]?.age) as LayerStamp['age'],
    year: s[1],
  });
  const tokens: Rec[] = [];
  for (const run of c.tokens as Rec[]) {
    const rest = full(run, TOKEN_KEYS, stamp);
    for (const id of run.ids as string[])
      tokens.push({ id, ...rest, ...(run.name === undefined ? {} : { name: run.name }) });
  }
  return {
    page: fullPage(c.page as Rec),
    layers,
    places: (c.places as Rec[]).map((p) => full(p, PLACE_KEYS, stamp)),
    tunnels: (c.tunnels as Rec[]).map((t) => ({
      ...full(t, TUNNEL_KEYS, stamp),
      path: unflatten(t.path as Flat),
      stops: (t.stops as [number, string][]).map(([s, place]) => ({ s, place })),
    })),
    features: (c.features as Rec[]).map((f) => full(f, FEATURE_KEYS, stamp)),
    tokens,
    groups: (c.groups as Rec[]).map((g) => full(g, GROUP_KEYS, stamp)),
    next: c.next,
    revision: c.revision,
  } as unknown as World;
}

/** Events grouped into moments of one age, year and season (consecutive `seq`). */
export function compactEvents(events: readonly EventView[]): CompactMoment[] {
  const out: { age: string; year: number; season: string | null; seq: number; log: unknown[][] }[] =
    [];
  for (const e of events) {
    const m = out[out.length - 1];
    const entry: unknown[] = [
      e.rule,
      e.text,
      e.actors,
      e.places,
      e.tokens.map((t) => [t.op, t.kind, t.role, t.owner, t.from, t.to, t.count]),
    ];
    if (e.dice) entry.push(e.dice);
    if (
      m &&
      m.age === e.age &&
      m.year === e.year &&
      m.season === e.season &&
      m.seq + m.log.length === e.seq
    )
      m.log.push(entry);
    else out.push({ age: e.age, year: e.year, season: e.season, seq: e.seq, log: [entry] });
  }
  return out;
}

/** Moments back to the full event list. */
export function expandEvents(moments: readonly CompactMoment[]): EventView[] {
  const out: EventView[] = [];
  for (const m of moments)
    m.log.forEach((e, i) => {
      const [rule, text, actors, places, tokens, dice] = e as [
        string,
        string,
        string[],
        string[],
        CompactChange[],
        EventView['dice'],
      ];
      out.push({
        seq: m.seq + i,
        age: m.age as EventView['age'],
        year: m.year,
        season: m.season as EventView['season'],
        rule,
        text,
        actors,
        places,
        tokens: tokens.map(([op, kind, role, owner, from, to, count]) => ({
          op,
          kind,
          role,
          owner,
          from,
          to,
          count,
        })),
        ...(dice ? { dice } : {}),
      });
    });
  return out;
}

/** A `/v1/dungeon` body (full form) in compact form; keys other than world and events unchanged. */
export function compactDungeon(body: Rec): Rec {
  return {
    ...body,
    world: compactWorld(body.world as World),
    events: compactEvents(body.events as EventView[]),
  };
}

/** A compact `/v1/dungeon` body back to the full form (the README's decoder). */
export function expandDungeon(body: Rec): Rec {
  return {
    ...body,
    world: expandWorld(body.world as Rec),
    events: expandEvents(body.events as CompactMoment[]),
  };
}
