/**
 * The monster deck's port (deck/port.ts) over the 2019 side-view world: monster groups are world
 * groups whose beads are real tokens in real places, lairs are caves or rooms in real strata
 * (an empty cave or an abandoned civilization room near the spot when there is one), explore
 * digs tunnels, build draws a named room, and ○ of the dead lie where they fell until someone
 * whose territory reaches them picks them up. Every bead change goes through the context, so
 * it lands on the next chronicle event.
 */
import {
  centre,
  dist,
  distanceToShape,
  FINGER,
  hypot,
  ownerTokens,
  ownerVersion,
  pt,
  type Group,
  type GroupKind,
  type Place,
  type Box,
  type Point,
  pointsBox,
  type Token,
  type TokenKind,
} from '../world';
import type { Ctx, Resource as WorldResource, ResourceKind } from './context';
import { addRoom, connect, exploreToward, pointIn, roomsAndCaves } from './draw';
import { stratumOf as stratumAt, xSpan } from './strata';
import { cardById, type CardId } from './deck/cards';
import type { GroupId, MonsterWorld, RelocateAim, SpawnPlace, StratumId } from './deck/port';
import type { Beads, Construction, Mark, Rank, Resource, Tag } from './deck/types';

/** How far a group's territory reaches: one finger from any of its places (centre to centre). */
// READING: "touches its territory" (the Further Treatise) is a finger between any two places of
// the two groups' territories, or a group met by exploring or scouting.
export const REACH = FINGER;

/** Which world resources answer each of the deck's resource words. */
const KINDS: Readonly<Record<Resource, readonly ResourceKind[]>> = {
  ore: ['ore'],
  gems: ['gems'],
  stone: [],
  water: ['water'],
  magma: ['magma'],
  nexus: ['nexus'],
  biome: ['biome', 'surface-biome'],
  'surface-biome': ['surface-biome'],
  'underground-biome': ['biome'],
  'fungal-biome': ['biome'],
  tomb: [],
};

/** Add `item` to the end of `key`'s list (a new list, last in the map, for a new key). */
function pushAt<K, V>(map: Map<K, V[]>, key: K, item: V): void {
  const list = map.get(key);
  if (list) list.push(item);
  else map.set(key, [item]);
}

/** Is the world's resource `x` one a group can use as `r` (an ore or gems not mined out)? */
function offers(x: WorldResource, r: Resource): boolean {
  return (
    KINDS[r].includes(x.kind) &&
    (x.kind !== 'ore' && x.kind !== 'gems' ? true : x.left > 0) &&
    (r !== 'fungal-biome' || /fung|mush/i.test(x.flavour))
  );
}

const BEAD: Readonly<Record<keyof Beads, TokenKind>> = {
  pop: 'population',
  loot: 'treasure',
  stars: 'bonus',
};

const BEAD_KEYS = ['pop', 'loot', 'stars'] as const;

interface Monster {
  readonly card: CardId;
  readonly tags: Tag[];
  readonly rank: Rank;
  lair: string;
  territory: string[];
  readonly built: string[];
  readonly met: Set<GroupId>;
  /** Explorations drawn since the group settled in its lair. */
  digs: number;
}

/** Explorations a group draws from one lair (later ones find their way along what is dug). */
export const MAX_DIGS = 3;
/** Places a group's territory holds at most (scouting stops adding beyond it). */
export const MAX_TERRITORY = 10;
/** How far a new lair's tunnel goes to reach the dungeon (farther, it stays undiscovered). */
export const JOIN_REACH = 2 * FINGER;
/** The Horde's territory grows further: its beads spread over it. */
export const MAX_HORDE_TERRITORY = 60;

/**
 * True when no point of one box is within `reach` of a point of the other: they are farther
 * apart than that along one axis (a distance is at least either axis's gap; the margin keeps
 * the test clear of rounding, so a pair it passes is measured exactly).
 */
function boxesApart(a: Box, b: Box, reach: number): boolean {
  const gap = reach + 1e-6;
  return a.x0 - b.x1 > gap || b.x0 - a.x1 > gap || a.y0 - b.y1 > gap || b.y0 - a.y1 > gap;
}

/**
 * `dist(centre(shape), p)` without building the centre of an ellipse (most places are: lairs,
 * caves, tunnel ends), the very same number.
 */
function fromCentre(shape: Place['shape'], p: Point): number {
  return shape.kind === 'ellipse' ? hypot(shape.cx - p.x, shape.cy - p.y) : dist(centre(shape), p);
}

/**
 * True when `distanceToShape(shape, p)` is surely more than `reach`: a rectangle's or an
 * ellipse's box, widened by `reach` and a little more (the margin keeps the test clear of
 * rounding), leaves `p` out (a distance is at least the gap on either axis). Otherwise false,
 * and the distance is measured.
 */
function farApart(shape: Place['shape'], p: Point, reach: number): boolean {
  const m = reach + 1e-6;
  if (shape.kind === 'rect')
    return (
      p.x < shape.x - m ||
      p.x > shape.x + shape.w + m ||
      p.y < shape.y - m ||
      p.y > shape.y + shape.h + m
    );
  if (shape.kind === 'ellipse') {
    const r = (shape.rx > shape.ry ? shape.rx : shape.ry) + m;
    return p.x < shape.cx - r || p.x > shape.cx + r || p.y < shape.cy - r || p.y > shape.cy + r;
  }
  return false;
}

/** `pts.some((c) => dist(c, q) <= reach)`, passing over points farther on one axis. */
function pointWithin(pts: readonly Point[], n: number, q: Point, reach: number): boolean {
  for (let i = 0; i < n; i++) {
    const c = pts[i]!;
    const dx = c.x - q.x;
    const dy = c.y - q.y;
    if (dx > reach || dx < -reach || dy > reach || dy < -reach) continue;
    if (hypot(dx, dy) <= reach) return true;
  }
  return false;
}

/** Is some point of `a` within `reach` of some point of `b`? (Plain loops, no closures: asked of every pair.) */
function anyWithin(
  a: readonly Point[],
  na: number,
  b: readonly Point[],
  nb: number,
  reach: number,
): boolean {
  for (let i = 0; i < na; i++) if (pointWithin(b, nb, a[i]!, reach)) return true;
  return false;
}

/**
 * The centres of a group's territory (the first `n` of `pts`: the list may have grown since,
 * for a later record of the same territory) and their box.
 */
interface TerritoryPoints {
  readonly n: number;
  readonly pts: readonly Point[];
  readonly box: Box;
}

/** The neighbours of a group not on the map. */
const NO_GROUPS: readonly GroupId[] = [];

export class MonsterWorld2019 implements MonsterWorld {
  private readonly m = new Map<GroupId, Monster>();
  private readonly present: GroupId[] = [];
  private readonly corruptSet = new Set<StratumId>();
  private readonly placeStrata = new Map<string, { shape: Place['shape']; s: StratumId }>();
  /** Pairs kept apart (both ways), by group: a neighbours pass asks it of every pair. */
  private readonly apart = new Map<GroupId, Set<GroupId>>();
  /** Lairs of groups that died or left (the 'cleared' areas a relocation may aim at). */
  private readonly cleared: string[] = [];
  /** A place the next spawn must use (the civilizations' leftovers: the pit, the landing site). */
  private pinned: string | null = null;
  /** Groups that spawned on a ley line and gained a ★ for it (the chronicle says so). */
  readonly leyBonus = new Set<GroupId>();
  /** Groups that have found the nexus (its effect acts once a group: nexus-later.ts). */
  readonly nexusSeen = new Set<GroupId>();
  /** Groups that found the Crossroads, in order (their +1 with each other). */
  readonly crossroads = new Set<GroupId>();
  /** The group that came into the world through the Gateway nexus, if one did. */
  gatewayGroup: GroupId | null = null;
  /** Readable names of the sites `site` hands out, for the chronicle. */
  readonly siteNames = new Map<string, string>();
  private neighbourCache: {
    readonly rev: number;
    /**
     * Territories as they stood at the first question since the change, for the one group whose
     * territory changed since without a change being counted (a scout: see freezeTerritory);
     * every other group's is still what it was then.
     */
    readonly frozen: Map<GroupId, TerritoryPoints>;
    readonly rows: Map<GroupId, GroupId[]>;
  } | null = null;
  /**
   * Per pair of positions in `present` (earlier first, `lo * n + hi`): 2 (rev + 1), plus 1 when
   * they touch, once asked since the last change; anything else is not yet asked.
   */
  private pairs = new Int32Array(64);
  private rev = 0;

  constructor(private readonly ctx: Ctx) {}

  // ---- helpers -------------------------------------------------------------------------------

  private get(g: GroupId): Monster {
    // Most questions in a row are about one group (entries are never removed or replaced).
    if (g === this.lastId && this.last) return this.last;
    const x = this.m.get(g);
    if (!x) throw new Error(`no monster group ${g}`);
    this.lastId = g;
    this.last = x;
    return x;
  }
  private lastId: GroupId | null = null;
  private last: Monster | null = null;
  private readonly byId = new Map<string, Group>();
  /** A world group by id (monster groups are kept at hand; others looked up once). */
  group(g: GroupId): Group {
    let x = this.byId.get(g);
    if (!x) {
      x = this.ctx.world.groups.find((y) => y.id === g)!;
      if (x) this.byId.set(g, x);
    }
    return x;
  }
  lair(g: GroupId): Place {
    return this.ctx.site.place(this.get(g).lair);
  }
  territoryOf(g: GroupId): readonly string[] {
    return this.get(g).territory;
  }
  /** A place leaves a group's territory (a group loath to enter a phase-shifted nexus). */
  leaveTerritory(g: GroupId, place: string): void {
    const m = this.get(g);
    if (place === m.lair) return;
    m.territory = m.territory.filter((id) => id !== place);
    this.group(g).zoc = [...m.territory];
    this.touch();
  }
  /** The group found the Crossroads nexus. */
  foundCrossroads(g: GroupId): void {
    this.crossroads.add(g);
  }
  /**
   * The Crossroads: +1 to trade, recruit or ally for a group that found the room, against a group
   * that had already found it.
   */
  crossroadsBonus(g: GroupId, other: GroupId): number {
    if (!this.crossroads.has(g) || !this.crossroads.has(other)) return 0;
    const order = [...this.crossroads];
    return order.indexOf(other) < order.indexOf(g) ? 1 : 0;
  }
  /** The stratum a point lies in (0 above the surface line). */
  private stratumAtPoint(p: Point): StratumId {
    if (p.y < this.ctx.world.page.surfaceY) return 0;
    return stratumAt(this.ctx.strata, p);
  }
  /** The stratum of a place's centre, remembered while the place keeps its shape. */
  private stratumOfPlace(q: Place): StratumId {
    const known = this.placeStrata.get(q.id);
    if (known && known.shape === q.shape) return known.s;
    const s = this.stratumAtPoint(centre(q.shape));
    this.placeStrata.set(q.id, { shape: q.shape, s });
    return s;
  }
  private touch(): void {
    this.rev++;
  }
  /** The next spawn goes to this place (a leftover of the civilization). */
  pinNext(place: string): void {
    this.pinned = place;
  }
  /** Mark a group (the villain, the annexed) for the side view. */
  setKind(g: GroupId, kind: GroupKind): void {
    // The world's Group.kind is fixed at creation; a villain's rise changes what it is.
    (this.group(g) as { kind: GroupKind }).kind = kind;
  }
  addTrait(g: GroupId, trait: string): void {
    const t = this.group(g).traits;
    if (!t.includes(trait)) t.push(trait);
  }
  /** Is this point in a present group's territory? (the first such group) */
  private occupantAt(p: Point): GroupId | undefined {
    for (const g of this.present)
      for (const id of this.get(g).territory) {
        const place = this.ctx.site.place(id);
        if (place.kind === 'junction') continue;
        if (distanceToShape(place.shape, p) <= 1.2) return g;
      }
    return undefined;
  }
  private lairs(): Set<string> {
    return new Set(this.present.map((g) => this.get(g).lair));
  }
  /**
   * A lair at or near a point: an empty cave or room within a bead and a half (monsters move into
   * what is there), else a new cave drawn there, else the nearest place in the stratum.
   */
  private lairAt(g: GroupId, p: Point, stratum: StratumId, within = 1.5): Place {
    const ctx = this.ctx;
    // The nearest such place, the first in page order among equals (what a stable sort by
    // distance puts first), in one pass; the lairs taken are gathered once one is in reach.
    let taken: Set<string> | null = null;
    let near: Place | undefined;
    let nearD = Infinity;
    for (const q of roomsAndCaves(ctx.world)) {
      if (q.state === 'flooded' || q.state === 'collapsed') continue;
      if (farApart(q.shape, p, within)) continue;
      const d = distanceToShape(q.shape, p);
      if (!(d <= within) || d >= nearD) continue;
      taken ??= this.lairs();
      if (taken.has(q.id)) continue;
      if (within > 1.5 && this.stratumOfPlace(q) !== stratum) continue;
      near = q;
      nearD = d;
    }
    if (near) return near;
    const surface = stratum === 0;
    const room = addRoom(ctx, {
      role: 'lair',
      kind: surface ? 'surface-site' : 'cave',
      near: surface ? pt(p.x, ctx.world.page.surfaceY - 0.9) : p,
      w: 2.2,
      h: 1.3,
      round: true,
      owner: g,
      // The group's own label names its lair; a lair left behind stays unnamed.
      name: null,
      ...(surface ? { aboveGround: true } : { stratum }),
    });
    if (room) {
      if (!surface) this.join(room, g);
      return room;
    }
    // The page is full here: share the nearest place.
    let any: Place | undefined;
    let anyD = Infinity;
    for (const q of ctx.world.places) {
      if (q.kind !== 'cave' && q.kind !== 'room' && q.kind !== 'surface-site') continue;
      const d = fromCentre(q.shape, p);
      if (!any || d < anyD) {
        any = q;
        anyD = d;
      }
    }
    return any!;
  }
  /** Tunnel a new room to the nearest place already open to the surface. */
  private join(room: Place, owner: GroupId): void {
    const c = centre(room.shape);
    let best: Place | undefined;
    let bestD = Infinity;
    for (const q of this.ctx.world.places) {
      if (q.id === room.id || q.sealed !== null || q.kind === 'edge') continue;
      const shape = q.shape;
      if (shape.kind === 'ellipse') {
        // A length is at least either axis's gap: a centre farther than the best on one axis
        // is no nearer (most places are ellipses: caves, lairs, tunnel ends).
        const dx = shape.cx - c.x;
        const dy = shape.cy - c.y;
        if (dx > bestD || dx < -bestD || dy > bestD || dy < -bestD) continue;
      }
      const d = fromCentre(shape, c);
      if (d < bestD) {
        bestD = d;
        best = q;
      }
    }
    // A lair far from everything stays undiscovered until someone explores to it.
    if (best && bestD <= JOIN_REACH) connect(this.ctx, room, best, 'natural', owner);
  }
  private moveAll(g: GroupId, to: string): void {
    for (const t of [...ownerTokens(this.ctx.world, g)])
      if (t.place !== to) this.ctx.moveToken(t.id, to);
  }
  private resources(r: Resource): WorldResource[] {
    return this.ctx.resources.filter((x) => offers(x, r));
  }
  /** Does any of the world's resources answer to `r` (as {@link resources} lists them)? */
  private anyResource(r: Resource): boolean {
    for (const x of this.ctx.resources) if (offers(x, r)) return true;
    return false;
  }
  /**
   * The centres of a group's territory and their box. Kept per group while its territory is
   * the same array at the same length: a territory only grows by push or is replaced whole, and
   * a place keeps its shape.
   */
  private territoryPoints(g: GroupId): TerritoryPoints {
    const territory = this.get(g).territory;
    const known = this.centreCache.get(g);
    if (known && known.of === territory && known.n === territory.length) return known;
    let fresh: TerritoryPoints & { of: readonly string[] };
    if (known && known.of === territory && known.n < territory.length) {
      // The same territory grown by pushes: the new centres pushed after the known ones (the
      // known record, and any kept copy of it, reads only its first n), the box widened to
      // hold them (the box of all the centres, whatever their order).
      const pts = known.pts as Point[];
      let { x0, y0, x1, y1 } = known.box;
      for (let i = known.n; i < territory.length; i++) {
        const c = centre(this.ctx.site.place(territory[i]!).shape);
        pts.push(c);
        x0 = Math.min(x0, c.x);
        y0 = Math.min(y0, c.y);
        x1 = Math.max(x1, c.x);
        y1 = Math.max(y1, c.y);
      }
      fresh = { of: territory, n: territory.length, pts, box: { x0, y0, x1, y1 } };
    } else {
      const pts = territory.map((id) => centre(this.ctx.site.place(id).shape));
      fresh = { of: territory, n: territory.length, pts, box: pointsBox(pts) };
    }
    this.centreCache.set(g, fresh);
    return fresh;
  }
  /** The group's territory as a set, kept like {@link territoryPoints}. */
  private territorySet(g: GroupId): ReadonlySet<string> {
    const territory = this.get(g).territory;
    const known = this.ownCache.get(g);
    if (known && known.of === territory && known.n === territory.length) return known.set;
    const fresh = { of: territory, n: territory.length, set: new Set(territory) };
    this.ownCache.set(g, fresh);
    return fresh.set;
  }
  private readonly ownCache = new Map<
    GroupId,
    { of: readonly string[]; n: number; set: ReadonlySet<string> }
  >();
  private readonly centreCache = new Map<GroupId, TerritoryPoints & { of: readonly string[] }>();

  // ---- who is there --------------------------------------------------------------------------

  groups(): readonly GroupId[] {
    return this.present;
  }
  card(g: GroupId): CardId {
    return this.get(g).card;
  }
  tags(g: GroupId): readonly Tag[] {
    return this.get(g).tags;
  }
  addTags(g: GroupId, tags: readonly Tag[]): void {
    const own = this.get(g).tags;
    for (const t of tags) if (!own.includes(t)) own.push(t);
  }
  rank(g: GroupId): Rank {
    return this.get(g).rank;
  }
  beads(g: GroupId): Beads {
    // Kept while the group's holdings are unchanged (the token helpers count every change to
    // an owner's beads); a new record each time they change, never one changed in place.
    const version = ownerVersion(this.ctx.world, g);
    const known = this.beadCache.get(g);
    if (known && known.version === version) return known.beads;
    let pop = 0;
    let loot = 0;
    let stars = 0;
    for (const t of ownerTokens(this.ctx.world, g))
      if (t.kind === 'population') pop++;
      else if (t.kind === 'treasure') loot++;
      else if (t.kind === 'bonus') stars++;
    const beads = { pop, loot, stars };
    this.beadCache.set(g, { version, beads });
    return beads;
  }
  private readonly beadCache = new Map<GroupId, { version: number; beads: Beads }>();
  addBeads(g: GroupId, delta: Partial<Beads>): void {
    const lair = this.get(g).lair;
    for (const key of BEAD_KEYS) {
      const n = delta[key] ?? 0;
      if (n === 0) continue;
      const kind = BEAD[key];
      const role = key === 'loot' ? 'loot' : 'monster';
      for (let i = 0; i < n; i++) this.ctx.addToken(kind, role, g, this.bedFor(g, key, lair));
      if (n < 0) {
        const mine = ownerTokens(this.ctx.world, g).filter((t) => t.kind === kind);
        for (let i = 0; i < -n && mine.length > 0; i++) this.ctx.destroyToken(mine.pop()!.id);
      }
    }
  }

  /**
   * Where a new bead goes: the lair, except The Horde's ●, which spread over its territory (the
   * place holding fewest of them), so its beads reach every stratum its territory does.
   */
  private bedFor(g: GroupId, key: keyof Beads, lair: string): string {
    if (key !== 'pop' || !this.group(g).traits.includes('horde')) return lair;
    const count = new Map<string, number>();
    const held = new Set<StratumId>();
    for (const t of ownerTokens(this.ctx.world, g)) {
      count.set(t.place, (count.get(t.place) ?? 0) + 1);
      held.add(this.stratumOfPlace(this.ctx.site.place(t.place)));
    }
    // READING: the Horde's new ● go where its territory reaches a stratum it holds no bead in
    // (one it has yet to corrupt first), else to its emptiest place.
    let best = lair;
    let low = Infinity;
    for (const id of this.get(g).territory) {
      const s = this.stratumOfPlace(this.ctx.site.place(id));
      const score =
        (count.get(id) ?? 0) +
        (held.has(s) ? 1000 : 0) +
        (this.corruptSet.has(s) || s === 0 ? 500 : 0);
      if (score < low) {
        low = score;
        best = id;
      }
    }
    return best;
  }

  // ---- territory -----------------------------------------------------------------------------

  neighbours(g: GroupId): readonly GroupId[] {
    // Rows are worked out as they are asked for (a turn asks of a few groups between two
    // changes), each pair once per change, from the territories as they stood at the first
    // question since the change (a scout grows its territory before it asks again: see
    // freezeTerritory): the lists of one full pass then, a group's in the order of `present`.
    let cache = this.neighbourCache;
    if (cache?.rev !== this.rev) {
      const n = this.present.length;
      if (this.pairs.length < n * n) this.pairs = new Int32Array(2 * n * n);
      cache = this.neighbourCache = { rev: this.rev, frozen: new Map(), rows: new Map() };
    }
    const known = cache.rows.get(g);
    if (known) return known;
    const present = this.present;
    const k = present.indexOf(g);
    if (k < 0) return NO_GROUPS;
    const n = present.length;
    const frozen = cache.frozen;
    const pairs = this.pairs;
    // An entry answers for this change when it holds 2 (rev + 1) or that plus 1 (touching).
    const asked = 2 * (this.rev + 1);
    const row: GroupId[] = [];
    for (let j = 0; j < n; j++) {
      if (j === k) continue;
      const lo = j < k ? j : k;
      const hi = j < k ? k : j;
      let close = pairs[lo * n + hi]! - asked;
      if (close !== 0 && close !== 1) {
        const a = present[lo]!;
        const b = present[hi]!;
        let touching = this.apart.get(a)?.has(b) !== true;
        if (touching && !this.get(a).met.has(b) && !this.get(b).met.has(a)) {
          const ta = frozen.get(a) ?? this.territoryPoints(a);
          const tb = frozen.get(b) ?? this.territoryPoints(b);
          // Territories whose boxes are more than a reach apart on one axis cannot touch.
          touching =
            !boxesApart(ta.box, tb.box, REACH) && anyWithin(ta.pts, ta.n, tb.pts, tb.n, REACH);
        }
        close = touching ? 1 : 0;
        pairs[lo * n + hi] = asked + close;
      }
      if (close === 1) row.push(present[j]!);
    }
    cache.rows.set(g, row);
    return row;
  }
  private keepApart(a: GroupId, b: GroupId): void {
    let set = this.apart.get(a);
    if (!set) this.apart.set(a, (set = new Set()));
    set.add(b);
  }
  separate(a: GroupId, b: GroupId): void {
    this.keepApart(a, b);
    this.keepApart(b, a);
    this.get(a).met.delete(b);
    this.get(b).met.delete(a);
    this.touch();
  }
  fortified(g: GroupId): boolean {
    return this.get(g).territory.some((id) =>
      this.ctx.site.place(id).marks.includes('fortification'),
    );
  }
  onDemonicRuins(g: GroupId): boolean {
    return this.get(g).territory.some((id) => {
      const owner = this.ctx.site.place(id).owner;
      return owner !== null && this.group(owner)?.traits.includes('demon') === true;
    });
  }
  site(g: GroupId, r: Resource): string | undefined {
    const { pts: here, n: count, box } = this.territoryPoints(g);
    const own = this.territorySet(g);
    // A point farther than a reach from the centres' box on one axis is out of reach of them all.
    const gap = REACH + 1e-6;
    const near = (q: Point): boolean =>
      q.x >= box.x0 - gap &&
      q.x <= box.x1 + gap &&
      q.y >= box.y0 - gap &&
      q.y <= box.y1 + gap &&
      pointWithin(here, count, q, REACH);
    if (r === 'stone') {
      if (this.stratumOf(g) === 0) return undefined;
      this.siteNames.set('stone', 'the bare rock');
      return 'stone';
    }
    if (r === 'tomb' || r === 'fungal-biome') {
      const mark = r === 'tomb' ? 'tomb' : 'fungal-biome';
      const p = this.ctx.world.places.find(
        (q) =>
          (q.marks.includes(mark) || (r === 'tomb' && q.role === 'tomb')) &&
          (own.has(q.id) || near(centre(q.shape))),
      );
      if (p) {
        this.siteNames.set(p.id, r === 'tomb' ? 'a tomb' : 'a fungal bed');
        return p.id;
      }
      if (r === 'tomb') return undefined;
    }
    if (r === 'surface-biome' && this.stratumOf(g) === 0) {
      this.siteNames.set('surface', 'the lands above');
      return 'surface';
    }
    // The resources in the order {@link resources} lists them (without the list); a resource's
    // name never changes, so it is said once.
    for (const x of this.ctx.resources)
      if (offers(x, r) && ((x.place !== null && own.has(x.place)) || x.points.some(near))) {
        if (!this.siteNames.has(x.id))
          this.siteNames.set(x.id, `${x.flavour} ${x.kind === 'biome' ? 'biome' : x.kind}`.trim());
        return x.id;
      }
    return undefined;
  }
  deplete(g: GroupId, r: Resource): boolean {
    const id = this.site(g, r);
    if (id === undefined) return false;
    const res = this.ctx.resources.find((x) => x.id === id);
    if (res && (res.kind === 'ore' || res.kind === 'gems')) {
      res.left = Math.max(0, res.left - 1);
      if (res.place) this.ctx.site.mark(res.place, 'mined');
    }
    return true;
  }
  stratumOf(g: GroupId): StratumId {
    return this.stratumOfPlace(this.lair(g));
  }
  // READING: the strata a group is "on" are those holding its beads (the Horde's finishing move:
  // "any beads on a stratum that contains no other monsters"); most groups keep theirs in the lair.
  strataOf(g: GroupId): readonly StratumId[] {
    const out: StratumId[] = [this.stratumOf(g)];
    const seen = new Set<string>([this.get(g).lair]);
    for (const t of ownerTokens(this.ctx.world, g)) {
      if (seen.has(t.place)) continue;
      seen.add(t.place);
      const s = this.stratumOfPlace(this.ctx.site.place(t.place));
      if (!out.includes(s)) out.push(s);
    }
    return out;
  }

  // ---- strata --------------------------------------------------------------------------------

  strata(): readonly StratumId[] {
    return [0, ...this.ctx.strata.map((s) => s.n)];
  }
  biomeIn(s: StratumId): boolean {
    return this.ctx.resources.some((r) => r.kind === 'biome' && r.stratum === s);
  }
  tombNear(s: StratumId): boolean {
    return this.tombIn(s) !== undefined;
  }
  private tombIn(s: StratumId): Place | undefined {
    return this.ctx.world.places.find(
      (q) => (q.role === 'tomb' || q.marks.includes('tomb')) && this.stratumOfPlace(q) === s,
    );
  }
  anywhere(rs: readonly Resource[]): boolean {
    return rs.some((r) => this.anyResource(r));
  }
  corrupted(s: StratumId): boolean {
    return this.corruptSet.has(s);
  }
  corrupt(s: StratumId): void {
    this.corruptSet.add(s);
  }
  corruptedStrata(): readonly StratumId[] {
    return [...this.corruptSet].sort((a, b) => a - b);
  }

  // ---- drawing and moving --------------------------------------------------------------------

  /** Where a spawn or a move lands: a point and its stratum. */
  private landing(place: SpawnPlace, why: string): { p: Point; s: StratumId } {
    const ctx = this.ctx;
    const surfacePoint = (x: number) => pt(x, ctx.world.page.surfaceY - 0.9);
    const randomX = () => ctx.int(20, (ctx.world.page.width - 2) * 10, `${why}: x`) / 10;
    switch (place.kind) {
      case 'stratum':
        if (place.stratum === 0) return { p: surfacePoint(randomX()), s: 0 };
        return { p: pointIn(ctx, place.stratum, why), s: place.stratum };
      case 'tomb': {
        const t = this.tombIn(place.stratum);
        if (t) return { p: centre(t.shape), s: place.stratum };
        return { p: pointIn(ctx, place.stratum, why), s: place.stratum };
      }
      case 'water': {
        const waters = this.resources('water');
        if (waters.length > 0) {
          const w = ctx.pick(waters, `${why}: which water`);
          const q = ctx.pick(w.points, `${why}: where along it`);
          return { p: q, s: this.stratumAtPoint(q) };
        }
        const s = ctx.int(1, ctx.strata.length, `${why}: stratum`);
        return { p: pointIn(ctx, s, why), s };
      }
      case 'surface-above': {
        const found = place.resources.flatMap((r) => this.resources(r));
        if (found.length > 0) {
          const r = ctx.pick(found, `${why}: above which`);
          return { p: surfacePoint(r.points[0]!.x), s: 0 };
        }
        return { p: surfacePoint(randomX()), s: 0 };
      }
    }
  }

  private newGroup(card: CardId): GroupId {
    const c = cardById(card);
    const ctx = this.ctx;
    const id = `g${ctx.world.next.group++}`;
    // Monsters draw in the monster pen: the Dwarves card is not the Dwarven civilization.
    const culture = `monster:${card}`;
    const same = ctx.world.groups.filter((x) => x.culture === culture).length;
    ctx.world.groups.push({
      id,
      kind: c.rank === 'alpha' ? 'alpha-predator' : 'breeders',
      culture,
      name: same === 0 ? c.name : `${c.name} ${same + 1}`,
      alignment: null,
      parent: null,
      home: null,
      zoc: [],
      state: 'active',
      made: ctx.stamp,
      ended: null,
      end: null,
      traits: ['monster', ...c.tags],
    });
    this.m.set(id, {
      card,
      tags: [...c.tags],
      rank: c.rank,
      lair: '',
      territory: [],
      built: [],
      met: new Set(),
      digs: 0,
    });
    this.present.push(id);
    this.touch();
    return id;
  }

  private settleIn(g: GroupId, lair: Place): void {
    const m = this.get(g);
    m.lair = lair.id;
    m.territory = [lair.id];
    m.met.clear();
    m.digs = 0;
    const grp = this.group(g);
    grp.home = lair.id;
    grp.zoc = [lair.id];
    this.touch();
  }

  spawn(
    card: CardId,
    place: SpawnPlace,
    beads: Beads,
  ): { readonly group: GroupId; readonly occupant?: GroupId } {
    const why = `where the ${cardById(card).name} spawn`;
    let at: { p: Point; s: StratumId };
    const pin = this.pinned;
    this.pinned = null;
    if (pin !== null) {
      const q = this.ctx.site.place(pin);
      at = { p: centre(q.shape), s: this.stratumOfPlace(q) };
    } else at = this.landing(place, why);
    // The Gateway nexus: the next monster group starting in its stratum comes in through it.
    const nx = this.ctx.primordial.nexus;
    let gate: Place | null = null;
    if (
      pin === null &&
      nx?.id === 'gateway' &&
      nx.stratum === at.s &&
      !nx.spent.includes('gateway')
    ) {
      nx.spent.push('gateway');
      gate = this.ctx.site.place(nx.place);
      const c = centre(gate.shape);
      at = { p: pt(c.x + 1.5, c.y), s: at.s };
    }
    const occupant = this.occupantAt(at.p);
    const g = this.newGroup(card);
    const lair =
      pin !== null && !this.lairs().has(pin)
        ? this.ctx.site.place(pin)
        : this.lairAt(g, at.p, at.s);
    this.settleIn(g, lair);
    if (gate) {
      this.gatewayGroup = g;
      if (!this.get(g).territory.includes(gate.id)) this.get(g).territory.push(gate.id);
      if (lair.id !== gate.id) connect(this.ctx, gate, lair, 'natural', g, 'gateway');
    }
    this.addBeads(g, beads);
    // The nexus's ley lines: a Magical monster spawning on one gains one extra ★ (the Nexus
    // table's Ley Lines row).
    const onLine = this.ctx.world.features.some(
      (f) => f.kind === 'ley-line' && distanceToShape(f.shape, centre(lair.shape)) <= 1,
    );
    if (onLine && cardById(card).tags.some((t) => t === 'magical')) {
      this.addBeads(g, { stars: 1 });
      this.leyBonus.add(g);
    }
    return occupant !== undefined ? { group: g, occupant } : { group: g };
  }

  relocate(g: GroupId, aim: RelocateAim): boolean {
    const ctx = this.ctx;
    const m = this.get(g);
    const here = centre(this.lair(g).shape);
    const why = `where the ${cardById(m.card).name} move`;
    let target: { p: Point; s: StratumId } | undefined;
    const toward = aim.inWater
      ? { kind: 'resource' as const, resources: ['water'] as const }
      : aim.toward;
    if (toward?.kind === 'resource') {
      const own = new Set(m.territory);
      const found: WorldResource[] = [];
      for (const res of toward.resources)
        for (const r of this.resources(res))
          if (r.place === null || !own.has(r.place)) found.push(r);
      if (found.length > 0) {
        const r = ctx.pick(found, `${why}: toward which`);
        const q = r.points[ctx.int(0, r.points.length - 1, `${why}: where`)]!;
        target = { p: q, s: this.stratumAtPoint(q) };
      }
    } else if (toward?.kind === 'group' && this.m.has(toward.group)) {
      const q = centre(this.lair(toward.group).shape);
      const s = this.stratumAtPoint(q);
      target = { p: s === 0 ? q : pt(q.x + (q.x < here.x ? 2.5 : -2.5), q.y), s };
    } else if (toward?.kind === 'tomb') {
      const tombs = ctx.world.places.filter((q) => q.role === 'tomb' || q.marks.includes('tomb'));
      if (tombs.length > 0) {
        const q = centre(ctx.pick(tombs, `${why}: which tomb`).shape);
        target = { p: q, s: this.stratumAtPoint(q) };
      }
    } else if (toward?.kind === 'cleared' && this.cleared.length > 0) {
      const q = centre(ctx.site.place(this.cleared[this.cleared.length - 1]!).shape);
      target = { p: q, s: this.stratumAtPoint(q) };
    }
    if (!target) {
      // Elsewhere: of three spots in random strata, the one farthest from who it flees (and home).
      const away = [
        here,
        ...(aim.awayFrom ?? []).filter((a) => this.m.has(a)).map((a) => centre(this.lair(a).shape)),
      ];
      let bestD = -1;
      for (let i = 0; i < 3; i++) {
        const s = ctx.int(1, ctx.strata.length, `${why}: stratum`);
        const p = pointIn(ctx, s, why);
        const d = Math.min(...away.map((a) => dist(a, p)));
        if (d > bestD) {
          bestD = d;
          target = { p, s };
        }
      }
    }
    const old = this.lair(g);
    // READING: a group that moves takes over an empty cave or room near where it aims (within
    // two beads, same stratum) before it digs a new lair.
    const lair = this.lairAt(g, target!.p, target!.s, 2);
    if (lair.id === old.id) return false;
    if (old.owner === g) old.state = 'abandoned';
    if (lair.owner === null || lair.state === 'abandoned') {
      lair.owner = g;
      lair.state = 'occupied';
    }
    this.settleIn(g, lair);
    this.moveAll(g, lair.id);
    return true;
  }

  explore(g: GroupId): void {
    const ctx = this.ctx;
    const m = this.get(g);
    const lair = this.lair(g);
    const from = centre(lair.shape);
    // Toward the nearest group not yet a neighbour, else a spot in the group's own stratum.
    const known = new Set(this.neighbours(g));
    // The nearest lair, the first in `present` among equals (what a stable sort puts first).
    let nearest: { o: GroupId; q: Place; d: number } | undefined;
    for (const o of this.present) {
      if (o === g || known.has(o)) continue;
      const q = this.lair(o);
      const d = fromCentre(q.shape, from);
      if (!nearest || d < nearest.d) nearest = { o, q, d };
    }
    const others = nearest ? [nearest] : [];
    let target: Point;
    let targetPlace: Place | null = null;
    if (others[0] && others[0].d <= 3 * FINGER) {
      targetPlace = others[0].q;
      target = centre(targetPlace.shape);
    } else {
      const s = this.stratumOf(g);
      if (s === 0) {
        const { width } = ctx.world.page;
        const x = ctx.int(10, (width - 1) * 10, `where the ${cardById(m.card).name} explore`) / 10;
        target = pt(x, ctx.world.page.surfaceY + 1.5);
      } else target = pointIn(ctx, s, `where the ${cardById(m.card).name} explore`);
    }
    // A cap, not a rule: a group digs its first few explorations; later ones walk what is dug.
    if (m.digs >= MAX_DIGS) {
      if (targetPlace) m.met.add(others[0]!.o);
      this.touch();
      return;
    }
    m.digs++;
    const style = lair.kind === 'surface-site' ? 'surface' : 'natural';
    const r = exploreToward(ctx, lair, target, targetPlace, style, g);
    m.territory.push(r.end.id);
    if (r.reached && targetPlace) {
      const o = others[0]!.o;
      m.met.add(o);
      this.apart.get(g)?.delete(o);
      this.apart.get(o)?.delete(g);
    }
    this.group(g).zoc = [...m.territory];
    this.touch();
  }

  /**
   * A scout changes its territory before it asks for neighbours again, with no change counted
   * until it is done: the answers since the last change keep reading the territory as it stood
   * at the first of them (taken here, if there has been a question since the change).
   */
  private freezeTerritory(g: GroupId): void {
    const cache = this.neighbourCache;
    if (cache?.rev === this.rev && !cache.frozen.has(g))
      cache.frozen.set(g, this.territoryPoints(g));
  }

  scout(g: GroupId): void {
    const m = this.get(g);
    this.freezeTerritory(g);
    if (this.group(g).traits.includes('horde') && m.territory.length >= MAX_HORDE_TERRITORY) {
      // The Horde moves on from what it has made its own: places in corrupted strata holding
      // none of its beads leave its territory, so it can keep reaching new ground.
      const held = new Set(ownerTokens(this.ctx.world, g).map((t) => t.place));
      m.territory = m.territory.filter(
        (id) =>
          id === m.lair ||
          held.has(id) ||
          !this.corruptSet.has(this.stratumOfPlace(this.ctx.site.place(id))),
      );
    }
    const horde = this.group(g).traits.includes('horde');
    const cap = horde ? MAX_HORDE_TERRITORY : MAX_TERRITORY;
    const room = Math.max(0, cap - m.territory.length);
    const add: string[] = [];
    if (room > 0) {
      const graph = this.ctx.site.graph();
      const seen = new Set(m.territory);
      for (const id of m.territory)
        for (const e of graph.neighbours(id)) {
          if (seen.has(e.to) || this.ctx.site.place(e.to).kind === 'edge') continue;
          seen.add(e.to);
          add.push(e.to);
        }
    }
    const taken = add.slice(0, room);
    m.territory.push(...taken);
    // READING: scouting "may tunnel towards a nearby unconnected dungeon area" instead; the
    // Horde does so when the rooms it can reach add no stratum it has yet to corrupt.
    const fresh = (id: string) => {
      const s = this.stratumOfPlace(this.ctx.site.place(id));
      return s > 0 && !this.corruptSet.has(s);
    };
    // READING: a Horde at its territory cap still tunnels (one dig a scout), and it tunnels
    // toward a lone group holding a stratum it must still corrupt, so it can meet and wipe it out.
    if (horde && (!taken.some(fresh) || this.blockers(g).length > 0)) this.hordeDig(g);
    if (horde) this.hordeSpread(g);
    // Scouting also finds whoever lives within two fingers of the lair.
    const home = centre(this.lair(g).shape);
    for (const o of this.present)
      if (o !== g && fromCentre(this.lair(o).shape, home) <= 2 * FINGER) m.met.add(o);
    this.group(g).zoc = [...m.territory];
    this.touch();
  }

  /** Lairs of groups not yet the Horde's neighbours, in strata it must still corrupt. */
  private blockers(g: GroupId): Place[] {
    const known = new Set(this.neighbours(g));
    const out: Place[] = [];
    for (const o of this.present) {
      if (o === g || known.has(o)) continue;
      const s = this.stratumOf(o);
      if (s !== 0 && !this.corruptSet.has(s)) out.push(this.lair(o));
    }
    return out;
  }

  /**
   * The Horde tunnels from its territory toward the nearest lair of a group it has yet to meet in
   * a stratum not yet corrupted, else the nearest place in such a stratum.
   */
  private hordeDig(g: GroupId): void {
    const m = this.get(g);
    const own = new Set(m.territory);
    const lairs = this.blockers(g);
    const pool =
      lairs.length > 0
        ? lairs
        : roomsAndCaves(this.ctx.world).filter((q) => {
            if (own.has(q.id)) return false;
            const s = this.stratumOfPlace(q);
            return s !== 0 && !this.corruptSet.has(s);
          });
    let best: { from: Place; to: Place; d: number } | undefined;
    const { pts: froms, n: nFroms } = this.territoryPoints(g);
    let bestK = -1;
    let bestTo: Place | undefined;
    let bestD = Infinity;
    for (const q of pool) {
      const to = centre(q.shape);
      for (let k = 0; k < nFroms; k++) {
        const f = froms[k]!;
        // dist(f, to), passed over when one axis's gap is already more than the best.
        const dx = f.x - to.x;
        const dy = f.y - to.y;
        if (dx > bestD || dx < -bestD || dy > bestD || dy < -bestD) continue;
        const d = hypot(dx, dy);
        if (bestK < 0 || d < bestD) {
          bestK = k;
          bestTo = q;
          bestD = d;
        }
      }
    }
    if (bestTo) best = { from: this.ctx.site.place(m.territory[bestK]!), to: bestTo, d: bestD };
    if (!best) {
      // No room or cave yet in a stratum still to corrupt: tunnel toward a spot in the first.
      const s = this.ctx.strata.map((st) => st.n).find((n) => n > 0 && !this.corruptSet.has(n));
      if (s === undefined) return;
      const target = pointIn(this.ctx, s, `where the ${cardById(m.card).name} dig`);
      let from = this.lair(g);
      for (const id of m.territory) {
        const q = this.ctx.site.place(id);
        if (dist(centre(q.shape), target) < dist(centre(from.shape), target)) from = q;
      }
      m.territory.push(exploreToward(this.ctx, from, target, null, 'natural', g).end.id);
      return;
    }
    const r = exploreToward(this.ctx, best.from, centre(best.to.shape), best.to, 'natural', g);
    m.territory.push(r.end.id);
    const owner = best.to.owner;
    if (r.reached && owner !== null && this.present.includes(owner) && owner !== g) {
      m.met.add(owner);
      this.apart.get(g)?.delete(owner);
      this.apart.get(owner)?.delete(g);
    }
  }

  /**
   * The Horde reorganizes within its territory (the Horde card: move ● into new strata as it
   * scouts): each stratum it must still corrupt that its territory reaches but holds none of its
   * ● gets one, taken from its most crowded place while another ● stays there.
   */
  private hordeSpread(g: GroupId): void {
    const held = new Map<StratumId, number>();
    const at = new Map<string, string[]>();
    for (const t of ownerTokens(this.ctx.world, g)) {
      if (t.kind !== 'population') continue;
      const s = this.stratumOfPlace(this.ctx.site.place(t.place));
      held.set(s, (held.get(s) ?? 0) + 1);
      pushAt(at, t.place, t.id);
    }
    for (const id of this.get(g).territory) {
      const s = this.stratumOfPlace(this.ctx.site.place(id));
      if (s === 0 || this.corruptSet.has(s) || held.has(s)) continue;
      let from: string | undefined;
      for (const [p, ids] of at)
        if (ids.length >= 2 && (!from || ids.length > at.get(from)!.length)) from = p;
      if (from === undefined) return;
      const tok = at.get(from)!.pop()!;
      this.ctx.moveToken(tok, id);
      held.set(s, 1);
      pushAt(at, id, tok);
    }
  }

  build(g: GroupId, k: Construction): void {
    const ctx = this.ctx;
    const m = this.get(g);
    m.built.push(k.name);
    const lair = this.lair(g);
    const surface = lair.kind === 'surface-site';
    const role = k.name === 'Capital' ? 'villain-lair' : 'special-construction';
    const room = addRoom(ctx, {
      role,
      near: centre(lair.shape),
      w: 1.8,
      h: 1.1,
      owner: g,
      name: k.name,
      marks: k.mark ? [k.mark] : [],
      ...(surface
        ? { aboveGround: true, kind: 'surface-site' as const }
        : { stratum: this.stratumOf(g) }),
    });
    if (room) {
      if (!surface) connect(ctx, room, lair, 'natural', g);
      m.territory.push(room.id);
      this.group(g).zoc = [...m.territory];
      this.touch();
    } else if (k.mark) ctx.site.mark(lair.id, k.mark);
  }

  mark(g: GroupId, mark: Mark): void {
    this.ctx.site.mark(this.get(g).lair, mark);
  }
  built(g: GroupId): readonly string[] {
    return this.get(g).built;
  }
  dropLoot(g: GroupId, n: number): void {
    const loot = ownerTokens(this.ctx.world, g).filter((t) => t.kind === 'treasure');
    for (let i = 0; i < n && loot.length > 0; i++)
      this.ctx.convertToken(loot.pop()!.id, { owner: null, role: 'loot' });
  }
  pickUpLoot(g: GroupId): number {
    const m = this.get(g);
    const lair = m.lair;
    // The unowned beads in page order (a copy: moving them changes the index's list); the
    // territory's set is made once an unowned treasure is met (most turns there is none).
    let own: Set<string> | null = null;
    const lying: Token[] = [];
    for (const t of ownerTokens(this.ctx.world, null)) {
      if (t.kind !== 'treasure') continue;
      own ??= new Set(m.territory);
      // The God Fragment counts as a treasure but can never be moved from its spot.
      if (own.has(t.place) && !this.ctx.site.place(t.place).marks.includes('unmovable'))
        lying.push(t);
    }
    for (const t of lying) this.ctx.moveToken(t.id, lair, { owner: g, role: 'loot' });
    return lying.length;
  }
  split(g: GroupId, pop: number): GroupId {
    const m = this.get(g);
    const id = this.newGroup(m.card);
    const here = centre(this.lair(g).shape);
    const s = this.stratumOf(g);
    const lair = this.lairAt(id, pt(here.x + 2.5, here.y), s);
    this.settleIn(id, lair);
    this.addBeads(id, { pop });
    return id;
  }
  remove(g: GroupId, leaveLoot: boolean): void {
    const ctx = this.ctx;
    for (const t of [...ownerTokens(ctx.world, g)]) {
      if (t.kind === 'treasure' && leaveLoot) ctx.convertToken(t.id, { owner: null, role: 'loot' });
      else ctx.destroyToken(t.id);
    }
    const grp = this.group(g);
    grp.state = 'ended';
    grp.ended = ctx.stamp;
    grp.end = leaveLoot ? 'wiped-out' : 'left';
    // A monster group that is gone leaves no name on the map (the chronicle keeps it): the side
    // view treats a passing group so.
    (grp as { kind: GroupKind }).kind = 'wandering';
    const lair = this.lair(g);
    if (lair.owner === g) lair.state = 'abandoned';
    this.cleared.push(lair.id);
    this.present.splice(this.present.indexOf(g), 1);
    this.touch();
  }

  /** The strata a stratum number spans (for the side view's shading). */
  span(s: StratumId): { x0: number; x1: number } | null {
    const st = this.ctx.strata[s - 1];
    return st ? xSpan(st) : null;
  }
}
