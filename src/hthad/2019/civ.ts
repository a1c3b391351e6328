/**
 * What every 2nd-edition civilization shares: its state, the action vocabulary (Build, Expand,
 * Exploit, Explore, Harvest), reach, and monsters encountered (each side loses 1●).
 */
import { centre, dist, ellipseAt, hypot, pt, type Point } from '../world/geometry';
import {
  FINGER,
  type Place,
  type PlaceRole,
  type TokenKind,
  type TokenRole,
  type TunnelStyle,
} from '../world';
import type { Ctx, Resource, ResourceKind } from './context';
import { addRoom, connect, exploreToward } from './draw';
import type { CivId } from './options';

/** Something the civilization leaves for later ages to act on (spawns, tombs, treasures). */
export interface Legacy {
  readonly kind: 'spawn-monster' | 'first-monster-here' | 'spawn-at-a-population';
  readonly place: string | null;
  /** A tag the spawned monster must carry ('alien'), or an extra ● for a 'demonic' one. */
  readonly tag?: string;
  readonly note: string;
}

export interface Construction {
  readonly id: string;
  readonly turn: number;
  readonly place: string | null;
}

export interface CivState {
  readonly civ: CivId;
  readonly group: string;
  readonly name: string;
  readonly style: TunnelStyle;
  turn: number;
  built: Construction[];
  ended: string | null;
  legacy: Legacy[];
  /** Resources this civilization has used to build (the Magicians use each once). */
  used: Set<string>;
}

/** A new civilization group. */
export function foundCivilization(
  ctx: Ctx,
  civ: CivId,
  name: string,
  style: TunnelStyle,
  culture: string,
): CivState {
  const id = `g${ctx.world.next.group++}`;
  ctx.world.groups.push({
    id,
    kind: 'civilization',
    culture,
    name,
    alignment: null,
    parent: null,
    home: null,
    zoc: [],
    state: 'active',
    made: ctx.stamp,
    ended: null,
    end: null,
    traits: [civ],
  });
  return {
    civ,
    group: id,
    name,
    style,
    turn: 0,
    built: [],
    ended: null,
    legacy: [],
    used: new Set(),
  };
}

/** Every place a civilization (and its colonies) holds. */
export function civPlaces(ctx: Ctx, owners: readonly string[]): Place[] {
  return ctx.world.places.filter((p) => p.owner !== null && owners.includes(p.owner));
}

/** Beads of a kind an owner holds (optionally in one place). */
export function beads(ctx: Ctx, owner: string, kind: TokenKind, place?: string): string[] {
  return ctx.world.tokens
    .filter(
      (t) =>
        t.owner === owner &&
        t.kind === kind &&
        t.role !== 'tunneller' &&
        (place === undefined || t.place === place),
    )
    .map((t) => t.id);
}

/** Lose one bead of a kind (the newest); false when there is none to lose. */
export function lose(ctx: Ctx, owner: string, kind: TokenKind, place?: string): boolean {
  const ids = beads(ctx, owner, kind, place);
  const id = ids[ids.length - 1];
  if (!id) return false;
  ctx.destroyToken(id);
  return true;
}

/** The point of a resource nearest any of these places, with its distance. */
export function nearestPoint(
  r: Resource,
  places: readonly Place[],
): { point: Point; from: Place; d: number } | null {
  // The best so far in three locals (one record at the end), and an ellipse's centre read
  // from it rather than built: the very numbers dist(centre(shape), q) reads.
  let point: Point | null = null;
  let from: Place | null = null;
  let best = 0;
  for (const p of places) {
    const shape = p.shape;
    let cx: number;
    let cy: number;
    if (shape.kind === 'ellipse') {
      cx = shape.cx;
      cy = shape.cy;
    } else {
      const c = centre(shape);
      cx = c.x;
      cy = c.y;
    }
    const own = r.place === p.id ? 0 : Infinity;
    for (const q of r.points) {
      const d = Math.min(own, hypot(cx - q.x, cy - q.y));
      if (point === null || d < best) {
        point = q;
        from = p;
        best = d;
      }
    }
  }
  return point === null ? null : { point, from: from!, d: best };
}

/** Resources of these kinds within a finger of these places (nearest first), not used up. */
export function inReach(
  ctx: Ctx,
  places: readonly Place[],
  kinds: readonly ResourceKind[],
  opts: { needLeft?: boolean; test?: (r: Resource) => boolean } = {},
): { r: Resource; point: Point; from: Place; d: number }[] {
  const out: { r: Resource; point: Point; from: Place; d: number }[] = [];
  for (const r of ctx.resources) {
    if (!kinds.includes(r.kind)) continue;
    if ((opts.needLeft ?? true) && r.left <= 0) continue;
    if (opts.test && !opts.test(r)) continue;
    const n = nearestPoint(r, places);
    if (n && n.d <= FINGER) out.push({ r, ...n });
  }
  return out.sort((a, b) => a.d - b.d || (a.r.id < b.r.id ? -1 : 1));
}

/** The nearest resource of these kinds beyond reach, to explore toward. */
export function nearestBeyond(
  ctx: Ctx,
  places: readonly Place[],
  kinds: readonly ResourceKind[],
  test: (r: Resource) => boolean = () => true,
): { r: Resource; point: Point; from: Place; d: number } | null {
  let best: { r: Resource; point: Point; from: Place; d: number } | null = null;
  for (const r of ctx.resources) {
    if (!kinds.includes(r.kind) || r.left <= 0 || !test(r)) continue;
    const n = nearestPoint(r, places);
    if (n && n.d > FINGER * 0.6 && (!best || n.d < best.d)) best = { r, ...n };
  }
  return best;
}

/** A small room for the civilization near a point, joined to `from` by its tunnel. */
export function room(
  ctx: Ctx,
  civ: CivState,
  role: PlaceRole,
  near: Point,
  from: Place | null,
  opts: {
    name?: string | null;
    w?: number;
    h?: number;
    marks?: readonly string[];
    aboveGround?: boolean;
    owner?: string;
  } = {},
): Place | null {
  const p = addRoom(ctx, {
    role,
    near,
    w: opts.w ?? 1,
    h: opts.h ?? 0.8,
    owner: opts.owner ?? civ.group,
    name: opts.name ?? null,
    marks: opts.marks ?? [],
    kind: opts.aboveGround ? 'surface-site' : 'room',
    aboveGround: opts.aboveGround ?? false,
  });
  if (p && from) {
    const t = connect(
      ctx,
      from,
      p,
      opts.aboveGround ? 'surface' : civ.style,
      opts.owner ?? civ.group,
    );
    encounters(ctx, civ, t.encountered);
  }
  return p;
}

/** Expand: add ● to the civilization in `place`. */
export function expand(
  ctx: Ctx,
  civ: CivState,
  place: string,
  role: TokenRole,
  owner = civ.group,
): void {
  ctx.addToken('population', role, owner, place);
}

/**
 * Exploit: mine out about a bead of a resource in reach (a mine drawn and marked mined), +1○
 * in `into`. Returns the resource used, or null when nothing was in reach.
 */
export function exploit(
  ctx: Ctx,
  civ: CivState,
  places: readonly Place[],
  kinds: readonly ResourceKind[],
  into: (ctx: Ctx) => string,
  role: TokenRole,
  opts: { test?: (r: Resource) => boolean; owner?: string } = {},
): Resource | null {
  const hit = inReach(ctx, places, kinds, { test: opts.test })[0];
  if (!hit) return null;
  const owner = opts.owner ?? civ.group;
  hit.r.left--;
  if (hit.r.kind === 'monsters') {
    const g = monsterGroupAt(ctx, hit.r);
    if (g) encounter(ctx, civ, g, owner);
  } else {
    const mine =
      hit.r.place && hit.d === 0
        ? ctx.site.place(hit.r.place)
        : room(ctx, civ, 'mine', hit.point, hit.from, { w: 0.8, h: 0.7, marks: ['mined'], owner });
    if (mine) ctx.site.mark(mine.id, 'mined');
  }
  ctx.addToken('treasure', role, owner, into(ctx));
  return hit.r;
}

/** Harvest: with a resource of these kinds in reach, +1○ in `into`. */
export function harvest(
  ctx: Ctx,
  civ: CivState,
  places: readonly Place[],
  kinds: readonly ResourceKind[],
  into: string,
  role: TokenRole,
): Resource | null {
  const hit = inReach(ctx, places, kinds, { needLeft: false })[0];
  if (!hit) return null;
  ctx.addToken('treasure', role, civ.group, into);
  return hit.r;
}

/** Explore one finger from the civilization's nearest place toward a point. */
export function explore(
  ctx: Ctx,
  civ: CivState,
  from: Place,
  target: Point,
  targetPlace: Place | null = null,
  owner = civ.group,
): { end: Place; reached: boolean } {
  const r = exploreToward(ctx, from, target, targetPlace, civ.style, owner);
  encounters(ctx, civ, [...r.tunnel.encountered, ...(r.reached ? [r.end.id] : [])]);
  return { end: r.end, reached: r.reached };
}

/** The primordial monster group holding a monsters resource, if any still stand. */
function monsterGroupAt(ctx: Ctx, r: Resource): string | null {
  const t = ctx.world.tokens.find(
    (x) =>
      x.kind === 'population' &&
      x.role === 'beast' &&
      x.owner !== null &&
      (x.place === r.place ||
        r.points.some((p) => {
          const pl = ctx.site.findPlace(x.place);
          return pl !== undefined && dist(centre(pl.shape), p) < 0.01;
        })),
  );
  return t?.owner ?? null;
}

/** Places met along a new tunnel: monsters fought, nexus effects felt. */
export function encounters(ctx: Ctx, civ: CivState, places: readonly string[]): void {
  for (const id of places) {
    const beasts = ctx.world.tokens.find(
      (t) => t.place === id && t.role === 'beast' && t.owner !== null,
    );
    if (beasts?.owner) encounter(ctx, civ, beasts.owner);
    nexusMet(ctx, civ, id);
  }
}

/** Monsters encountered: the monsters lose 1● and the civilization loses 1●. */
export function encounter(ctx: Ctx, civ: CivState, monsters: string, owner = civ.group): void {
  const m = lose(ctx, monsters, 'population');
  const c = lose(ctx, owner, 'population') || lose(ctx, civ.group, 'population');
  const g = ctx.world.groups.find((x) => x.id === monsters)!;
  ctx.emit(
    'monster-encounter',
    `${civ.name} meet ${g.name}: ${m ? 'the monsters lose 1●' : 'the monsters are gone'}, ${c ? `${civ.name} lose 1●` : `${civ.name} have no ● to lose`}.`,
    [civ.group, monsters],
  );
  if (beads(ctx, monsters, 'population').length === 0 && g.state === 'active') {
    g.state = 'ended';
    g.ended = ctx.stamp;
    g.end = 'monster-encounter';
    if (g.traits.includes('dungeonheart') && g.home) {
      ctx.addToken('epic', 'artifact', null, g.home);
      ctx.primordial.nexus?.spent.push('dungeonheart');
      ctx.emit(
        'nexus-effect',
        "The Dungeonheart's guardians are gone: a legendary treasure (❖) lies in their place.",
        [],
        [g.home],
      );
    }
  }
}

/** A nexus met by exploring: plague, Fate and radiation act; the others are only seen. */
function nexusMet(ctx: Ctx, civ: CivState, place: string): void {
  const nx = ctx.primordial.nexus;
  if (!nx || nx.place !== place) return;
  if (nx.id === 'plague' && !nx.spent.includes('plague')) {
    let lost = 0;
    for (let i = 0; i < 3; i++) if (lose(ctx, civ.group, 'population')) lost++;
    nx.spent.push('plague');
    for (const f of ctx.world.features)
      if (f.kind === 'plague' && f.place === place) f.state = 'spent';
    ctx.emit(
      'nexus-effect',
      `${civ.name} explore into the plague and lose ${lost}●; the plague is gone.`,
      [civ.group],
      [place],
    );
  } else if (nx.id === 'fate') {
    civ.ended = 'fate';
    ctx.emit(
      'nexus-effect',
      `${civ.name} explore into Fate and are utterly ended.`,
      [civ.group],
      [place],
    );
  } else if (nx.id === 'radiation') {
    const l = lose(ctx, civ.group, 'population');
    ctx.emit(
      'nexus-effect',
      `${civ.name} meet the radiation${l ? ' and lose 1●' : ''}.`,
      [civ.group],
      [place],
    );
  }
}

/** Record a construction and say so. */
export function built(
  ctx: Ctx,
  civ: CivState,
  id: string,
  title: string,
  place: Place | null,
  extra = '',
): void {
  civ.built.push({ id, turn: civ.turn, place: place?.id ?? null });
  if (place && !place.name) place.name = title;
  ctx.emit(
    'build',
    `${civ.name} build ${title}${extra ? `: ${extra}` : ''}.`,
    [civ.group],
    place ? [place.id] : [],
  );
}

/** A bare point a finger away in one of eight directions (d8), kept on the page underground. */
export function stepPoint(ctx: Ctx, from: Point, dir: number, length = FINGER): Point {
  const a = ((dir - 1) * Math.PI) / 4;
  const { width, height, surfaceY } = ctx.world.page;
  return pt(
    Math.max(0.5, Math.min(width - 0.5, from.x + Math.cos(a) * length)),
    Math.max(surfaceY + 0.6, Math.min(height - 0.5, from.y + Math.sin(a) * length)),
  );
}

/** A point on the surface straight above. */
export function surfaceAbove(ctx: Ctx, p: Point): Point {
  return pt(p.x, ctx.world.page.surfaceY - 0.2);
}

/** End the civilization: its group ends; `keep` decides which of its beads stay. */
export function endCivilization(
  ctx: Ctx,
  civ: CivState,
  how: string,
  owners: readonly string[],
  keepEpic = true,
): void {
  civ.ended ??= how;
  for (const t of [...ctx.world.tokens])
    if (t.owner !== null && owners.includes(t.owner) && !(keepEpic && t.kind === 'epic'))
      ctx.destroyToken(t.id);
  for (const t of ctx.world.tokens)
    if (t.owner !== null && owners.includes(t.owner))
      ctx.convertToken(t.id, { owner: null, role: t.role });
  for (const g of ctx.world.groups)
    if (owners.includes(g.id) && g.state === 'active') {
      g.state = 'ended';
      g.ended = ctx.stamp;
      g.end = how;
    }
  for (const p of civPlaces(ctx, owners)) p.state = 'abandoned';
  for (const tn of ctx.world.tunnels)
    if (tn.owner !== null && owners.includes(tn.owner)) tn.state = 'abandoned';
}

export { ellipseAt };

/**
 * Where a civilization starting in stratum n comes in: through the Gateway nexus when it lies
 * there and no one has used it yet (the "next" to start in its stratum), else `at`.
 */
export function throughGateway(ctx: Ctx, civ: CivState, n: number, at: Point): Point {
  const nx = ctx.primordial.nexus;
  if (!nx || nx.id !== 'gateway' || nx.stratum !== n || nx.spent.includes('gateway')) return at;
  nx.spent.push('gateway');
  ctx.emit(
    'nexus-effect',
    `${civ.name} come into the world through the Gateway.`,
    [civ.group],
    [nx.place],
  );
  const c = centre(ctx.site.place(nx.place).shape);
  return pt(c.x + 1.5, c.y);
}
