/**
 * The late ages' own state, carried alongside the world: which groups are monster groups of
 * which kind and flavour, their alignment (including "hungry", which the world model lacks),
 * zones of control, remembered neighbours, bribes and flags. Beads stay in the world and move
 * only through the host's token helpers.
 */
import {
  idIndex,
  lookup,
  ownerTokens,
  ownerVersionCell,
  touchOwner,
  structureVersion,
  type Group,
  cacheOf,
  cacheSlot,
  type Place,
  type Token,
  type TokenRole,
  type World,
} from '../../world';
import { youngList } from '../../world/young';
import type { Host } from './host';
import type { Alignment3 } from './tables';
import type { AlternateWorld, LateOptions } from '../advanced/options';
import type { VillainState } from '../villainy/types';

/** The kinds of actor in the late ages. */
export type MKind =
  'kingdom' | 'delvers' | 'breeders' | 'alpha' | 'wandering' | 'temple' | 'adventurers' | 'villain';

export interface MGroup {
  /** The world group id. */
  readonly id: string;
  readonly kind: MKind;
  flavour: string;
  /** What the group is, for the record: 'Dwarves', 'Dragon', 'Troll'. */
  title: string;
  alignment: Alignment3;
  /** Order of arrival; groups act in this order. */
  readonly arrived: number;
  /** Beads of ZOC reach along tunnels from the group's own places (1 by default). */
  zocRadius: number;
  /** Places added to the ZOC by patrols. */
  zocExtra: string[];
  /** Groups met in the past. */
  neighbours: string[];
  /** Met another group during its current turn. */
  met: boolean;
  /** (alpha) breeder groups that bribed it. */
  bribedBy: string[];
  /** Places it never leaves (mimic), webs, mazes and other per-flavour marks. */
  web: string | null;
  maze: boolean;
  sleeping: boolean;
  shrine: boolean;
  /** Under another's control: the Dungeon Master, the Thought Lords, the Liche King. */
  enslaved: boolean;
  infiltrated: boolean;
  minion: boolean;
  /** Never encounters this group (an oubliette's diggers). */
  ignores: string | null;
  /** Does not move (a menagerie beast, a gate guard). */
  fixed: boolean;
}

/** The surface kingdom's own bookkeeping. */
export interface KingdomState {
  readonly id: string;
  castle: string;
  /** Special constructions built so far, in order. */
  constructions: string[];
  /** The last dungeon level dug under the castle; null once they connect. */
  dungeonLevel: string | null;
  levelsDone: boolean;
  city: string | null;
  tower: string | null;
}

/** Why the Age of Monsters ended. */
export type MonstersEnd =
  | { kind: 'six-loot'; group: string }
  | { kind: 'surface-wiped-out' }
  | { kind: 'too-many-groups' }
  | { kind: 'year-cap' }
  | { kind: 'restart-cap' };

export interface LateState {
  readonly options: LateOptions;
  groups: MGroup[];
  nextArrival: number;
  kingdoms: KingdomState[];
  /** The artifact's token id, once made. */
  artifact: string | null;
  /** Loot the kingdoms set aside for the arch-villain. */
  setAside: string[];
  monstersEnd: MonstersEnd | null;
  /** The first group seen holding 6○ at the moment it gained one (the age ends on it). */
  sixLoot: string | null;
  restarts: number;
  /** Years played in each age (for summaries). */
  years: { monsters: number; villainy: number };
  /** Token id → name, for the named treasures rule. */
  named: Record<string, string>;
  /** Minor features crossed off the list (when the replacement rule is on). */
  minorUsed: string[];
  /** Temple-of-evil shrines drawn, by group id. */
  shrines: string[];
  /** Adventuring parties sent in the Age of Villainy so far. */
  villainyParties: number;
  /** The alternate world (Advanced Rules II); undefined until settled. */
  world?: AlternateWorld | null;
  /** Firetop Range peaks. */
  peaks?: number;
  /** The arch-villains of the Age of Villainy. */
  villains: VillainState[];
}

/** A fresh late-ages state. */
export function createLateState(options: LateOptions): LateState {
  return {
    options,
    groups: [],
    nextArrival: 0,
    kingdoms: [],
    artifact: null,
    setAside: [],
    monstersEnd: null,
    sixLoot: null,
    restarts: 0,
    years: { monsters: 0, villainy: 0 },
    named: {},
    minorUsed: [],
    shrines: [],
    villainyParties: 0,
    villains: [],
  };
}

/** Register a monster group in the late state (the world group must exist). */
export function addMGroup(
  s: LateState,
  id: string,
  kind: MKind,
  flavour: string,
  title: string,
  alignment: Alignment3,
): MGroup {
  const g: MGroup = {
    id,
    kind,
    flavour,
    title,
    alignment,
    arrived: s.nextArrival++,
    zocRadius: 1,
    zocExtra: [],
    neighbours: [],
    met: false,
    bribedBy: [],
    web: null,
    maze: false,
    sleeping: false,
    shrine: false,
    enslaved: false,
    infiltrated: false,
    minion: false,
    ignores: null,
    fixed: false,
  };
  s.groups.push(g);
  return g;
}

/** The world's groups by id: the index, and the group list it was made for. */
const GROUPS = cacheSlot(() => ({ list: null as readonly Group[] | null, ix: idIndex<Group>() }));

/** The world group with this id, if any (indexed; groups are only ever appended). */
export function findGroup(h: Host, id: string): Group | undefined {
  const gs = h.world.groups;
  const c = cacheOf(h.world, GROUPS);
  // A new group list (never in a run) starts a new index.
  if (c.list !== gs) {
    c.list = gs;
    c.ix = idIndex();
  }
  return lookup(c.ix, gs, id);
}

/** The world group of a late group. */
export function wgroup(h: Host, id: string): Group {
  const g = findGroup(h, id);
  if (!g) throw new RangeError(`no group ${id}`);
  return g;
}

/** Counts the holdings changes {@link changedHoldings} and {@link changedSeat} report, per world. */
const HELD_VERSION = cacheSlot(() => ({ n: 0 }));

/** Counts the changes to places' owners {@link changedHoldings} reports, per world. */
const OWNERS_VERSION = cacheSlot(() => ({ n: 0 }));

/** The world's holdings version (see {@link changedHoldings}). */
function heldVersion(w: World): number {
  return cacheOf(w, HELD_VERSION).n;
}

/**
 * Report an owner, home or group state changed in place (not through the token helpers), naming
 * every group whose places or seat changed (a place's old owner as well as its new one): the
 * views of who holds what are then worked out afresh, each group's own only when it is named.
 */
export function changedHoldings(h: Host, ...owners: readonly (string | null)[]): void {
  cacheOf(h.world, HELD_VERSION).n++;
  cacheOf(h.world, OWNERS_VERSION).n++;
  for (const o of owners) if (o !== null) touchOwner(h.world, o);
}

/**
 * Report that a group's home or state changed in place, and no place's owner did (a party
 * moving on, a group ending): as {@link changedHoldings}, but the places' owners are not looked
 * over again.
 */
export function changedSeat(h: Host, id: string): void {
  cacheOf(h.world, HELD_VERSION).n++;
  touchOwner(h.world, id);
}

/** The last {@link placesByGroup} answer, with the versions it was worked out at. */
const BY_GROUP = cacheSlot(() => ({
  known: null as {
    revision: number;
    held: number;
    places: number;
    tunnels: number;
    groups: number;
    map: Map<string, Set<string>>;
  } | null,
}));

/**
 * Every group's places in one pass: places it owns, where its beads lie, its home (if active).
 * Cached until the beads (the world's revision), the places, tunnels or groups, or a holding
 * changed in place.
 */
export function placesByGroup(h: Host): ReadonlyMap<string, ReadonlySet<string>> {
  const w = h.world;
  const held = heldVersion(w);
  const known = cacheOf(w, BY_GROUP).known;
  if (
    known &&
    known.revision === w.revision &&
    known.held === held &&
    known.places === w.places.length &&
    known.tunnels === w.tunnels.length &&
    known.groups === w.groups.length
  )
    return known.map;
  const out = new Map<string, Set<string>>();
  const add = (owner: string, place: string): void => {
    let set = out.get(owner);
    if (!set) out.set(owner, (set = new Set()));
    set.add(place);
  };
  for (const p of w.places) if (p.owner) add(p.owner, p.id);
  for (const t of w.tokens) if (t.owner) add(t.owner, t.place);
  for (const g of w.groups) if (g.home && g.state === 'active') add(g.id, g.home);
  cacheOf(w, BY_GROUP).known = {
    revision: w.revision,
    held,
    places: w.places.length,
    tunnels: w.tunnels.length,
    groups: w.groups.length,
    map: out,
  };
  return out;
}

/** Is the group still on the map? */
export function alive(h: Host, g: MGroup): boolean {
  return wgroup(h, g.id).state === 'active';
}

/** The last {@link activeList} answer, held by the late state, for its group list `late`. */
const ACTIVE = cacheSlot(() => ({
  known: null as {
    for: readonly MGroup[];
    late: number;
    world: number;
    held: number;
    list: readonly MGroup[];
    /** Each late group's group in `of`, by position (both lists are only appended to). */
    groups: Group[];
    /** Each group of `list`'s position in the late groups. */
    at: number[];
    of: World;
    /** Each late group's {@link GroupCache} in `of`, by position, as far as asked for. */
    caches: GroupCache[];
    /** Each group of `list`'s {@link GroupCache}, once asked for. */
    listCaches: GroupCache[] | null;
  } | null,
}));

/**
 * Active late groups, in arrival order: the cached list itself, never changed once made (a
 * change makes a new list), so it may be read while groups fall; copy it to change it.
 */
export function activeList(h: Host, s: LateState): readonly MGroup[] {
  // Cached until a group joins or a group's state changes (reported by changedHoldings).
  const held = heldVersion(h.world);
  const holder = cacheOf(s, ACTIVE);
  let c = holder.known && holder.known.for === s.groups ? holder.known : null;
  if (!c || c.late !== s.groups.length || c.world !== h.world.groups.length || c.held !== held) {
    const same = c !== null && c.of === h.world;
    // Most holdings changes leave every group as active as it was: the list stands.
    if (same && c!.late === s.groups.length && sameActive(c!.groups, c!.at)) {
      c!.world = h.world.groups.length;
      c!.held = held;
      return c!.list;
    }
    const groups = same ? c!.groups : [];
    const list: MGroup[] = [];
    const at: number[] = [];
    // The groups active at the last making, then those come since: a group not active then is
    // not active now (see sameActive), so the fallen of a long age are not looked over again.
    let from = 0;
    if (same && c!.late === groups.length && c!.late <= s.groups.length) {
      from = c!.late;
      for (const i of c!.at)
        if (groups[i]!.state === 'active') {
          list.push(s.groups[i]!);
          at.push(i);
        }
    }
    for (let i = groups.length; i < s.groups.length; i++) groups.push(wgroup(h, s.groups[i]!.id));
    for (let i = from; i < s.groups.length; i++)
      if (groups[i]!.state === 'active') {
        list.push(s.groups[i]!);
        at.push(i);
      }
    holder.known = c = {
      for: s.groups,
      late: s.groups.length,
      world: h.world.groups.length,
      held,
      list,
      groups,
      at,
      of: h.world,
      caches: same ? c!.caches : [],
      listCaches: null,
    };
  }
  return c.list;
}

/**
 * Whether the late groups active now are those at positions `at` (their world groups `groups`,
 * one for each late group), the late groups being those the list was made from. A group is
 * made active and its state only ever leaves 'active' (it ends or is abandoned, never to come
 * back), so a group not active then is not active now: only those at `at` are looked at.
 */
function sameActive(groups: readonly Group[], at: readonly number[]): boolean {
  for (let k = 0; k < at.length; k++) if (groups[at[k]!]!.state !== 'active') return false;
  return true;
}

/**
 * The first active late group (arrival order) that passes `test` and holds at least `n` loot
 * beads, or null: what a loop over {@link activeList} asking {@link loot} of each gives, with
 * each group's cache held beside the list rather than looked up by id at every asking.
 */
export function firstWithLoot(
  h: Host,
  s: LateState,
  test: (g: MGroup) => boolean,
  n: number,
): MGroup | null {
  const list = activeList(h, s);
  const caches = activeCaches(h, s);
  for (let i = 0; i < list.length; i++) {
    const g = list[i]!;
    if (test(g) && countsOf(h, g.id, caches[i]!).loot >= n) return g;
  }
  return null;
}

/**
 * Each group of {@link activeList}'s {@link GroupCache}, by position: a loop over the active
 * groups reads each one's places and counts without looking its cache up by id. Read it at
 * once, with the list it was asked with.
 */
export function activeCaches(h: Host, s: LateState): readonly GroupCache[] {
  const list = activeList(h, s);
  const known = cacheOf(s, ACTIVE).known!;
  if (known.listCaches !== null) return known.listCaches;
  const out: GroupCache[] = [];
  // Caches are a world's: a list worked out for another world has its own looked up.
  if (known.of !== h.world) {
    for (const g of list) out.push(groupCache(h, g.id));
    return out;
  }
  const caches = known.caches;
  for (let i = caches.length; i < known.late; i++) caches.push(groupCache(h, s.groups[i]!.id));
  for (const i of known.at) out.push(caches[i]!);
  known.listCaches = out;
  return out;
}

/** Active late groups, in arrival order (a fresh array). */
export function activeGroups(h: Host, s: LateState, test?: (g: MGroup) => boolean): MGroup[] {
  const list = activeList(h, s);
  return test ? list.filter(test) : list.slice();
}

/** The monster groups proper: not wandering monsters, kingdoms or adventurers. */
export function isMonsterGroup(g: MGroup): boolean {
  return g.kind === 'delvers' || g.kind === 'breeders' || g.kind === 'alpha' || g.kind === 'temple';
}

/** The late groups by id: the index, and the group list it was made for. */
const LATE_GROUPS = cacheSlot(() => ({
  list: null as readonly MGroup[] | null,
  ix: idIndex<MGroup>(),
}));

/** The late group with this id (the first, as `find` gives), indexed: groups are only appended. */
export function findMGroup(s: LateState, id: string): MGroup | undefined {
  const c = cacheOf(s, LATE_GROUPS);
  // A new group list starts a new index.
  if (c.list !== s.groups) {
    c.list = s.groups;
    c.ix = idIndex();
  }
  return lookup(c.ix, s.groups, id);
}

/** Population beads of a group, oldest first. */
export function popTokens(h: Host, id: string): Token[] {
  return ownerTokens(h.world, id).filter((t) => t.kind === 'population');
}

/** Loot beads of a group (the artifact counts as loot), oldest first. */
export function lootTokens(h: Host, id: string): Token[] {
  return ownerTokens(h.world, id).filter((t) => t.kind === 'treasure');
}

/**
 * A group's population beads then its loot beads, oldest first each: a fresh list, so its beads
 * may be moved or destroyed while it is read.
 */
export function popThenLoot(h: Host, id: string): Token[] {
  const beads = popTokens(h, id);
  for (const t of ownerTokens(h.world, id)) if (t.kind === 'treasure') beads.push(t);
  return beads;
}

/**
 * Loose loot (unowned treasure beads, not set aside for the arch-villain) lying where `where`
 * allows, in page order: the unowned beads' own list, not every bead.
 */
export function looseLoot(h: Host, s: LateState, where: (place: string) => boolean): Token[] {
  const out: Token[] = [];
  for (const t of ownerTokens(h.world, null))
    if (t.kind === 'treasure' && where(t.place) && !s.setAside.includes(t.id)) out.push(t);
  return out;
}

/** Is the place a tomb (its grave goods are not loose loot to seize)? */
export function inTomb(h: Host, place: string): boolean {
  return h.site.place(place).marks.includes('tomb');
}

const NO_BEADS: readonly Token[] = [];
/** The beads by place (see {@link beadsIn}): good for one revision of one bead list. */
const BY_PLACE = cacheSlot(() => ({
  revision: -1,
  tokens: null as readonly Token[] | null,
  map: null as Map<string, Token[]> | null,
}));

/**
 * The beads lying in a place, in page order. Read it, never change it; copy it before moving its
 * beads. Every bead change bumps the world revision, and most callers ask once right after a
 * change (an adventurer after each step): the first ask at a revision scans the beads for that
 * place only, and the by-place map is built on the second ask at the same revision.
 */
export function beadsIn(h: Host, place: string): readonly Token[] {
  const w = h.world;
  const c = cacheOf(w, BY_PLACE);
  if (c.revision !== w.revision || c.tokens !== w.tokens) {
    c.revision = w.revision;
    c.tokens = w.tokens;
    c.map = null;
    let out: Token[] | null = null;
    for (const t of w.tokens) if (t.place === place) (out ??= []).push(t);
    return out ?? NO_BEADS;
  }
  if (!c.map) {
    const map = new Map<string, Token[]>();
    for (const t of w.tokens) {
      const list = map.get(t.place);
      if (list) list.push(t);
      else map.set(t.place, [t]);
    }
    c.map = map;
  }
  return c.map.get(place) ?? NO_BEADS;
}

/** The group's bead counts, recounted only when its beads changed. */
function counts(h: Host, id: string): GroupCache['counts'] {
  return countsOf(h, id, groupCache(h, id));
}

/** {@link counts} from the group's cache `c`. */
function countsOf(h: Host, id: string, c: GroupCache): GroupCache['counts'] {
  const w = h.world;
  // Beads change only through the token helpers, which count on the owner's version.
  const owner = c.version.n;
  if (c.counts.owner !== owner) {
    let pop = 0;
    let loot = 0;
    for (const t of ownerTokens(w, id)) {
      if (t.kind === 'population') pop++;
      else if (t.kind === 'treasure') loot++;
    }
    const k = c.counts;
    k.owner = owner;
    k.pop = pop;
    k.loot = loot;
  }
  return c.counts;
}

/** Population beads the group holds. */
export function pop(h: Host, id: string): number {
  return counts(h, id).pop;
}

/** Loot beads the group holds (the artifact counts as loot). */
export function loot(h: Host, id: string): number {
  return counts(h, id).loot;
}

/** The group's seat (lair, colony, castle). */
export function home(h: Host, id: string): Place {
  const g = wgroup(h, id);
  const p = g.home ? h.site.findPlace(g.home) : undefined;
  if (p) return p;
  // Its first bead (page order), as `tokens.find` by owner would give.
  const t = ownerTokens(h.world, id)[0];
  const q = t ? h.site.findPlace(t.place) : undefined;
  if (!q) throw new RangeError(`group ${id} has no home`);
  return q;
}

/** Per group: its places and zone of control, each with the versions it was worked out at. */
export interface GroupCache {
  /** The group's owner version cell (see ownerVersionCell): read for every check, never looked up. */
  readonly version: { readonly n: number };
  /** Bead counts, with the owner and holdings versions they were counted at. */
  counts: { owner: number; pop: number; loot: number };
  /**
   * The owner version, place count and owned-places version (see {@link OwnedBook})
   * {@link groupPlaces} was worked out at.
   */
  placesAt: { owner: number; places: number; owned: number };
  places: readonly string[];
  /** The same places in holding order (see {@link heldInOrder}). */
  inOrder: readonly string[];
  /** Each place of `inOrder` to its position there. */
  index: ReadonlyMap<string, number>;
  zoc: ZocCache | null;
}

/**
 * A group's zone of control as {@link cachedZoc} last worked it out, with what it depended on.
 * The caches are made by `new`, not literals, so V8 never pretenures them (see young.ts).
 */
class ZocCache {
  constructor(
    readonly places: readonly string[],
    readonly structure: number,
    readonly placeCount: number,
    readonly tunnelCount: number,
    readonly reached: readonly string[],
    readonly radius: number,
    readonly extra: readonly string[],
    readonly n: number,
    readonly set: ReadonlySet<string>,
    /** The set's places in id order, once asked for (see {@link sortedZoc}). */
    public sorted: readonly string[] | null,
    /**
     * The zone this one replaced and its places in id order, while this one's are not sorted:
     * most zones differ from the last by a few places, which are merged in rather than every
     * place sorted again.
     */
    public base: ZocCache | null,
  ) {}
}

/** A group's {@link GroupCache}, empty. */
class GroupCacheRecord implements GroupCache {
  readonly counts = new CountsRecord();
  readonly placesAt = new PlacesAtRecord();
  places: readonly string[] = NO_PLACES;
  inOrder: readonly string[] = NO_PLACES;
  index: ReadonlyMap<string, number> = new Map();
  zoc: ZocCache | null = null;
  constructor(readonly version: { readonly n: number }) {}
}

class CountsRecord {
  owner = -1;
  pop = 0;
  loot = 0;
}

class PlacesAtRecord {
  owner = -1;
  places = -1;
  owned = -1;
}

const NO_PLACES: readonly string[] = [];
/** Each group's {@link GroupCache}, by group id. */
const GROUP_CACHE = cacheSlot(() => new Map<string, GroupCache>());

function groupCache(h: Host, id: string): GroupCache {
  const m = cacheOf(h.world, GROUP_CACHE);
  let c = m.get(id);
  if (!c) m.set(id, (c = new GroupCacheRecord(ownerVersionCell(h.world, id))));
  return c;
}

/**
 * Places by owner (see {@link ownedPlaces}). `owners` is each place's owner as the lists last
 * saw it, by page position: a catch-up compares it with the places, and only the owners whose
 * places changed have their lists made again.
 */
interface OwnedBook {
  held: number;
  places: number;
  readonly owners: (string | null)[];
  /** Each owner's places, and `v`, counting the times its list was made again. */
  readonly map: Map<string, OwnedList>;
}
interface OwnedList {
  readonly list: string[];
  n: number;
  v: number;
}
const OWNED = cacheSlot<OwnedBook>(() => ({ held: -1, places: -1, owners: [], map: new Map() }));

/**
 * An owner's places, in page order, with the count of times its list was made again; caught up
 * when a place is added or an owner changes in place (reported by {@link changedHoldings}). The lists are
 * overwritten in place rather than made anew (an owner that lost every place keeps an empty
 * list): read a list at once, never keep it.
 */
function ownedPlaces(h: Host, owner: string): OwnedList | undefined {
  const w = h.world;
  const held = cacheOf(w, OWNERS_VERSION).n;
  const c = cacheOf(w, OWNED);
  if (c.held !== held) catchUpOwned(c, w.places);
  else if (c.places !== w.places.length) appendOwned(c, w.places);
  c.held = held;
  c.places = w.places.length;
  return c.map.get(owner);
}

/**
 * Bring the owners' lists up to places added since the last catch-up, no owner having changed
 * (every change is reported through {@link changedHoldings}): each new place goes at the end of
 * its owner's list, which is in page order.
 */
function appendOwned(c: OwnedBook, places: readonly Place[]): void {
  const owners = c.owners;
  if (places.length < owners.length) return catchUpOwned(c, places);
  let grown: OwnedList[] | null = null;
  for (let i = owners.length; i < places.length; i++) {
    const now = places[i]!.owner || null;
    owners[i] = now;
    if (now === null) continue;
    let e = c.map.get(now);
    if (!e) c.map.set(now, (e = { list: [], n: 0, v: 0 }));
    e.list[e.n++] = places[i]!.id;
    if (!(grown ??= []).includes(e)) {
      grown.push(e);
      e.v++;
    }
  }
}

/** Bring the owners' lists up to the places: only the owners of places whose owner changed. */
function catchUpOwned(c: OwnedBook, places: readonly Place[]): void {
  const owners = c.owners;
  // Places are only ever added; should the list ever shrink, every list is made again.
  if (places.length < owners.length) {
    owners.length = 0;
    for (const e of c.map.values()) {
      e.list.length = e.n = 0;
      e.v++;
    }
  }
  let dirty: string[] | null = null;
  for (let i = 0; i < places.length; i++) {
    const now = places[i]!.owner || null;
    const was = i < owners.length ? owners[i]! : null;
    if (i < owners.length && now === was) continue;
    owners[i] = now;
    if (was !== null && !(dirty ??= []).includes(was)) dirty.push(was);
    if (now !== null && !(dirty ??= []).includes(now)) dirty.push(now);
  }
  if (dirty === null) return;
  for (const o of dirty) {
    let e = c.map.get(o);
    if (!e) c.map.set(o, (e = { list: [], n: 0, v: 0 }));
    e.v++;
    e.n = 0;
    for (let i = 0; i < places.length; i++) if (owners[i] === o) e.list[e.n++] = places[i]!.id;
    // Only shortened when shorter: a list of the same length keeps its storage.
    if (e.list.length !== e.n) e.list.length = e.n;
  }
}

/**
 * Places the group holds: places it owns or where its beads lie, and its home; sorted. Cached
 * until its own beads change, a place is added, or an owner or home changes in place.
 */
export function groupPlaces(h: Host, id: string): readonly string[] {
  return holdings(h, id).places;
}

/**
 * An active group's places in the order {@link placesByGroup} lists them (places it owns in
 * page order, then where its beads lie, then its home), without working out every group's.
 */
export function heldInOrder(h: Host, id: string): readonly string[] {
  return holdings(h, id).inOrder;
}

/** The group's places, sorted and in holding order, worked out afresh only when they changed. */
function holdings(h: Host, id: string): GroupCache {
  return holdingsOf(h, id, groupCache(h, id));
}

/** A group's places, read through a cache held beside the active list (see {@link activeCaches}). */
export function placesOf(h: Host, id: string, c: GroupCache): readonly string[] {
  return holdingsOf(h, id, c).places;
}

/** The group's places in holding order, through its cache (see {@link placesOf}). */
export function inOrderOf(h: Host, id: string, c: GroupCache): readonly string[] {
  return holdingsOf(h, id, c).inOrder;
}

/** {@link holdings} from the group's cache `c`. */
function holdingsOf(h: Host, id: string, c: GroupCache): GroupCache {
  const w = h.world;
  // A group's places change only through its beads, its seat or its places, and each of those
  // counts on its own owner version (the token helpers, changedHoldings naming it).
  const owner = c.version.n;
  const at = c.placesAt;
  if (at.owner === owner && at.places === w.places.length) return c;
  const entry = ownedPlaces(h, id);
  const ownedVersion = entry ? entry.v : 0;
  at.places = w.places.length;
  // A place added elsewhere (most are) leaves the group's places as they were: only a change
  // to the places it owns (its list made again) or to its beads or seat is looked into.
  if (at.owner === owner && at.owned === ownedVersion) return c;
  at.owner = owner;
  at.owned = ownedVersion;
  const owned = entry?.list;
  const beads = ownerTokens(w, id);
  const seat = wgroup(h, id).home;
  // Most changes are beads coming and going at places the group already holds: the same places
  // in the same order leave both lists as they were, which is checked without building them.
  if (sameHoldings(c, owned, beads, seat)) return c;
  // Each place at its first position: the map is also the index the next check reads.
  const index = new Map<string, number>();
  // A young list (see young.ts): it is kept while the group's places stand.
  const inOrder = youngList<string>();
  if (owned) for (const x of owned) firstAt(index, inOrder, x);
  let last: string | undefined;
  for (const t of beads) {
    // Beads mostly lie in runs at one place.
    if (t.place === last) continue;
    last = t.place;
    firstAt(index, inOrder, last);
  }
  if (seat) firstAt(index, inOrder, seat);
  c.inOrder = inOrder;
  c.index = index;
  const sorted = inOrder.slice().sort();
  // Unchanged places keep the same list, so what depends on them (the ZOC) stays cached.
  if (!sameList(sorted, c.places)) c.places = sorted;
  return c;
}

/** Add place `x` at the end of `list` unless `index` (its positions there) has it already. */
function firstAt(index: Map<string, number>, list: string[], x: string): void {
  if (index.has(x)) return;
  index.set(x, list.length);
  list.push(x);
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Whether owned places, then bead places, then the seat, first occurrences kept, are exactly
 * `c.inOrder`. Each place must be either the next one of the list or one already passed.
 */
function sameHoldings(
  c: GroupCache,
  owned: readonly string[] | undefined,
  beads: readonly { place: string }[],
  seat: string | null | undefined,
): boolean {
  const list = c.inOrder;
  const index = c.index;
  let i = 0;
  if (owned) for (const x of owned) if ((i = passed(index, x, i)) < 0) return false;
  let last: string | undefined;
  for (const t of beads) {
    // Beads mostly lie in runs at one place.
    if (t.place === last) continue;
    last = t.place;
    if ((i = passed(index, last, i)) < 0) return false;
  }
  if (seat && (i = passed(index, seat, i)) < 0) return false;
  return i === list.length;
}

/** Where the check stands after place x (see {@link sameHoldings}): -1 when x breaks the order. */
function passed(index: ReadonlyMap<string, number>, x: string, i: number): number {
  const k = index.get(x);
  if (k === undefined || k > i) return -1;
  return k === i ? i + 1 : i;
}

/**
 * The group's zone of control, cached on what it depends on: its places, the place graph, its
 * reach and its patrols. `reach` gives the places within reach of its own (the graph remembers
 * that answer while no change could alter it, returning the very same list); `build` makes the
 * zone from them. A new graph whose answer is that same list keeps the zone as it was. Both are
 * plain functions of their arguments, not closures (no allocation on each asking).
 */
export function cachedZoc(
  h: Host,
  g: MGroup,
  reach: (h: Host, g: MGroup, own: readonly string[]) => readonly string[],
  build: (g: MGroup, reached: readonly string[], own: readonly string[]) => ReadonlySet<string>,
): ReadonlySet<string> {
  const w = h.world;
  const c = holdings(h, g.id);
  const own = c.places;
  const z = c.zoc;
  const same = madeFrom(z, own, g);
  if (same && madeIn(z, w)) return z.set;
  const structure = structureVersion(w);
  const reached = reach(h, g, own);
  const kept = same && z.reached === reached;
  const set = kept ? z.set : build(g, reached, own);
  const sorted = kept ? z.sorted : null;
  c.zoc = new ZocCache(
    own,
    structure,
    w.places.length,
    w.tunnels.length,
    reached,
    g.zocRadius,
    g.zocExtra,
    g.zocExtra.length,
    set,
    sorted,
    // A zone sorted has no base, and a base is a zone sorted: never a chain of zones.
    sorted !== null || z === null ? null : z.sorted !== null ? z : z.base,
  );
  return set;
}

/**
 * The group's zone of control as {@link cachedZoc} would give it now, if that is the zone it
 * holds (nothing it depends on changed since), else null: nothing is worked out.
 */
export function currentZoc(h: Host, g: MGroup): ReadonlySet<string> | null {
  const w = h.world;
  const c = holdings(h, g.id);
  const z = c.zoc;
  return madeFrom(z, c.places, g) && madeIn(z, w) ? z.set : null;
}

/** Whether zone `z` was made from these places and the group's reach and patrols as they are. */
function madeFrom(z: ZocCache | null, own: readonly string[], g: MGroup): z is ZocCache {
  return (
    z !== null &&
    z.places === own &&
    z.radius === g.zocRadius &&
    z.extra === g.zocExtra &&
    z.n === g.zocExtra.length
  );
}

/** Whether zone `z` was made on the world's structure, places and tunnels as they are. */
function madeIn(z: ZocCache, w: World): boolean {
  return (
    z.structure === structureVersion(w) &&
    z.placeCount === w.places.length &&
    z.tunnelCount === w.tunnels.length
  );
}

/**
 * A zone of control made by {@link cachedZoc} (the group's current one), its places in id order:
 * sorted once per zone, since a cached zone never changes. The list is shared: never change it.
 */
export function sortedZoc(h: Host, g: MGroup, z: ReadonlySet<string>): readonly string[] {
  const c = groupCache(h, g.id).zoc;
  if (c === null || c.set !== z) return [...z].sort();
  if (c.sorted === null) {
    const base = c.base;
    c.sorted =
      base !== null && base.sorted !== null ? mergeSorted(z, base.set, base.sorted) : [...z].sort();
    c.base = null;
  }
  return c.sorted;
}

/** {@link sortedZoc} when its places are already in id order, else null (nothing is sorted). */
export function knownSortedZoc(
  h: Host,
  g: MGroup,
  z: ReadonlySet<string>,
): readonly string[] | null {
  const c = groupCache(h, g.id).zoc;
  return c !== null && c.set === z ? c.sorted : null;
}

/**
 * The places of `set` in id order (what `[...set].sort()` gives), from `was`, an older set, and
 * its places in id order: those of them still in `set`, with the new ones sorted in.
 */
function mergeSorted(
  set: ReadonlySet<string>,
  was: ReadonlySet<string>,
  wasSorted: readonly string[],
): string[] {
  const added: string[] = [];
  for (const x of set) if (!was.has(x)) added.push(x);
  // Many new places: sorting them all is as quick.
  if (added.length * 4 > set.size) return [...set].sort();
  added.sort();
  const out: string[] = [];
  let j = 0;
  for (const x of wasSorted) {
    if (!set.has(x)) continue;
    while (j < added.length && added[j]! < x) out.push(added[j++]!);
    out.push(x);
  }
  while (j < added.length) out.push(added[j++]!);
  return out;
}

/** Add population beads at the group's home. */
export function grow(
  h: Host,
  id: string,
  n: number,
  role: TokenRole = 'monster',
  at?: string,
): void {
  const where = at ?? home(h, id).id;
  for (let i = 0; i < n; i++) h.addToken('population', role, id, where);
}

/** Add loot beads at the group's home (new treasure entering the world). */
export function enrich(h: Host, id: string, n: number, at?: string): void {
  const where = at ?? home(h, id).id;
  for (let i = 0; i < n; i++) h.addToken('treasure', 'loot', id, where);
}

/** Remove up to n population beads (newest first); returns how many died. */
export function kill(h: Host, id: string, n: number): number {
  const beads = popTokens(h, id);
  let k = 0;
  for (let i = beads.length - 1; i >= 0 && k < n; i--, k++) h.destroyToken(beads[i]!.id);
  return k;
}

/**
 * Move up to n loot beads from one group to another (to their home). The artifact goes last,
 * so a group gives up ordinary loot before its artifact. Returns how many moved.
 */
export function transferLoot(h: Host, s: LateState, from: string, to: string, n: number): number {
  const beads = lootTokens(h, from).sort(
    (a, b) => Number(a.id === s.artifact) - Number(b.id === s.artifact),
  );
  const dest = home(h, to).id;
  let k = 0;
  for (const t of beads) {
    if (k >= n) break;
    h.moveToken(t.id, dest, { owner: to });
    k++;
  }
  return k;
}

/** Drop up to n loot beads where the group is: they become loose, unowned loot. */
export function dropLoot(h: Host, from: string, n: number, at?: string): number {
  const beads = lootTokens(h, from);
  let k = 0;
  for (const t of beads) {
    if (k >= n) break;
    h.moveToken(t.id, at ?? t.place, { owner: null, role: 'loot' });
    k++;
  }
  return k;
}

/** Destroy up to n loot beads (spent, paid away). */
export function spendLoot(h: Host, s: LateState, from: string, n: number): number {
  const beads = lootTokens(h, from).filter((t) => t.id !== s.artifact);
  let k = 0;
  for (const t of beads) {
    if (k >= n) break;
    h.destroyToken(t.id);
    k++;
  }
  return k;
}

/** Encounter strength bonus from loot the group holds (the artifact gives +1). */
export function artifactBonus(h: Host, s: LateState, id: string): number {
  if (!s.artifact) return 0;
  // Bead ids are unique: the artifact is the group's exactly when it is among the group's beads.
  for (const t of ownerTokens(h.world, id)) if (t.id === s.artifact) return 1;
  return 0;
}
