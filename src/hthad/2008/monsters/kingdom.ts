/**
 * The Surface Kingdoms (hthad-2008-rules.txt, "The Age of Monsters"): a castle that grows each
 * season, farms that support it, excursions into the dungeon by the nearest entrance, special
 * constructions (the City, the Wizard's Tower, then ones of our own) and dungeon levels dug
 * beneath the castle. Every site fights as a lone wandering monster.
 */
import { distancesFrom, graphOf, placeOf } from './space';
import {
  bbox,
  centre,
  dist,
  groundY,
  openGroundX,
  ownerTokens,
  pt,
  rectAt,
  type Place,
  type Shape,
} from '../../world';
import {
  bridgePolicy,
  buildBridge,
  riftBridge,
  roadPath,
  sunkenBetween,
} from '../advanced/terrain';
import { BEAD, FINGER } from '../../world/units';
import type { Host } from './host';
import { wandererClash, type Side } from './encounter';
import { newGroup } from './setup';
import { at, dig, entrancesOf, nearestPlace, newRoom, surfacePoint } from './space';
import { entranceFor } from './adventurers';
import { looseLoot } from './state';
import {
  changedSeat,
  activeList,
  alive,
  groupPlaces,
  heldInOrder,
  pop,
  wgroup,
  type KingdomState,
  type LateState,
  type MGroup,
} from './state';
import { madeUpConstruction, SPECIAL_CONSTRUCTIONS, type Alignment3 } from './tables';

/** A surface site of the kingdom. */
function addSite(
  h: Host,
  k: KingdomState,
  role: 'castle' | 'farm' | 'city' | 'wizard-tower' | 'special-construction',
  near: { x: number; y: number },
  name: string | null,
  size = BEAD,
): Place {
  const shape = h.world.page.terrain ? siteOnGround(h, near, size) : siteOnFlat(h, near, size);
  const p = h.site.addPlace(
    { kind: 'surface-site', role, shape, name, owner: k.id, joinTunnels: false },
    h.stamp,
  );
  road(h, p);
  return p;
}

/** Where a site stands on the ordinary flat surface: the free spot nearest the point chosen. */
function siteOnFlat(h: Host, near: { x: number; y: number }, size: number): Shape {
  const { surfaceY, width } = h.world.page;
  const found = h.site.raster.findFree(
    near,
    (c) => rectAt(pt(c.x, Math.min(c.y, surfaceY - size / 2 - 0.1)), size + 1, size),
    { maxRadius: width, aboveGround: true, where: above(surfaceY - size / 2) },
  );
  const c = found ? centre(found) : pt(near.x, surfaceY - size);
  return rectAt(c, size, size * 0.8);
}

/**
 * A test of a centre: above the line at `y`. Returned rather than written in the call, so no
 * name is set on each new test (under esbuild's keepNames a function in an object literal is
 * named every time it is made).
 */
function above(y: number): (c: { x: number; y: number }) => boolean {
  return (c) => c.y < y;
}

/**
 * A surface site where the ground is not flat (Firetop Range, Rift of Sorrows, Scorched Lands).
 * Policy: it stands on open ground (never over the rift or a valley, so in the Scorched Lands
 * on a mesa) nearest the point chosen, clear of other places, its base on the lowest ground
 * under it so no corner hangs in the air.
 */
function siteOnGround(h: Host, near: { x: number; y: number }, size: number): Shape {
  const page = h.world.page;
  const standing = (x: number): Shape => {
    let base = -Infinity;
    for (let k = 0; k <= 4; k++)
      base = Math.max(base, groundY(page, x - size / 2 + (size * k) / 4));
    return rectAt(pt(x, base - (size * 0.8) / 2 + 0.1), size, size * 0.8);
  };
  let shape: Shape | null = null;
  for (let r = 0; r <= page.width && !shape; r += 0.5)
    for (const x of r === 0 ? [near.x] : [near.x - r, near.x + r]) {
      if (x < size || x > page.width - size) continue;
      if (openGroundX(page, x, size / 2 + 0.2) !== x) continue;
      const s = standing(x);
      const b = bbox(s);
      const room = rectAt(pt(x, (b.y0 + b.y1) / 2), size + 1, b.y1 - b.y0);
      if (h.site.raster.isFree(room, { aboveGround: true })) {
        shape = s;
        break;
      }
    }
  return shape ?? standing(openGroundX(page, near.x, size / 2 + 0.2));
}

/** A road from a surface site to the nearest dungeon entrance, so it can be reached. */
function road(h: Host, p: Place): void {
  const page = h.world.page;
  const a = centre(p.shape);
  // Policy: the nearest entrance on the site's own ground (its side of the rift, its mesa);
  // only when there is none, the nearest anywhere. A flat page has one ground: the nearest.
  // Both are found in one pass over the entrances (the first of equals, in page order, each).
  let sameBest: Place | null = null;
  let sameD = Infinity;
  let anyBest: Place | null = null;
  let anyD = Infinity;
  for (const e of entrancesOf(h)) {
    const c = centre(e.shape);
    const d = dist(c, a);
    if (d < anyD) {
      anyD = d;
      anyBest = e;
    }
    if (d < sameD && (!page.terrain || sunkenBetween(page, a.x, c.x).length === 0)) {
      sameD = d;
      sameBest = e;
    }
  }
  const best = sameBest ?? anyBest;
  if (!best) return;
  const b = centre(best.shape);
  const over = sunkenBetween(page, a.x, b.x);
  // Scorched Lands: from mesa to mesa the kingdom flies by Pegasus.
  const flight = over.some((x) => x.kind === 'valley');
  if (page.terrain?.kind === 'rift-of-sorrows') kingdomBridge(h, p, over.length > 0 ? b.x : a.x);
  const flown =
    flight && h.world.tunnels.some((t) => t.role === 'pegasus-flight' && t.owner === p.owner);
  h.site.addTunnel(
    {
      style: 'surface',
      role: flight ? 'pegasus-flight' : 'road',
      path: roadPath(page, a, b, flight),
      from: p.id,
      to: best.id,
      owner: flight ? p.owner : null,
    },
    h.stamp,
  );
  if (flight && !flown && p.owner)
    h.emit(
      'pegasus-flight',
      `The knights of ${wgroup(h, p.owner).name} fly by Pegasus from mesa to mesa.`,
      [p.owner],
      [p.id, best.id],
    );
}

/** Rift of Sorrows: the kingdom bridges the rift when its lands or roads span it (see bridgePolicy). */
function kingdomBridge(h: Host, p: Place, roadEnd: number): void {
  // Where its lands are: every site it holds, and the far end of a road it needs.
  const xs = h.world.places
    .filter((q) => q.kind === 'surface-site' && q.owner !== null && q.owner === p.owner)
    .map((q) => centre(q.shape).x);
  xs.push(roadEnd);
  if (!bridgePolicy(h.world.page, xs, riftBridge(h.world) !== null)) return;
  const owner = p.owner ? wgroup(h, p.owner).name : 'the kingdom';
  const f = buildBridge(h, `${owner} Bridge`);
  h.emit(
    'rift-bridge',
    `${owner} bridges the Rift of Sorrows to reach the land beyond.`,
    p.owner ? [p.owner] : [],
    [p.id, ...(f.place ? [f.place] : [])],
  );
}

/** Setup: a castle about a bead in size at a random surface point, named, with 2●, 1○. */
export function kingdomSetup(h: Host, s: LateState, alignment: Alignment3 = 'lawful'): MGroup {
  const name = h.names.next('kingdom');
  const g = newGroup(h, s, {
    kind: 'kingdom',
    flavour: 'surface-kingdom',
    title: 'the surface kingdom',
    alignment,
    culture: 'kingdom',
    name,
    home: null,
  });
  const k: KingdomState = {
    id: g.id,
    castle: '',
    constructions: [],
    dungeonLevel: null,
    levelsDone: false,
    city: null,
    tower: null,
  };
  s.kingdoms.push(k);
  const castle = addSite(h, k, 'castle', surfacePoint(h, 'castle'), `Castle ${name}`);
  k.castle = castle.id;
  wgroup(h, g.id).home = castle.id;
  changedSeat(h, g.id);
  h.addToken('population', 'knight', g.id, castle.id);
  h.addToken('population', 'knight', g.id, castle.id);
  h.addToken('treasure', 'loot', g.id, castle.id);
  h.emit(
    'kingdom-setup',
    `The kingdom of ${name} raises Castle ${name} on the surface.`,
    [g.id],
    [castle.id],
  );
  return g;
}

function beadsAt(h: Host, owner: string, place: string, kind: 'population' | 'treasure'): string[] {
  return ownerTokens(h.world, owner)
    .filter((t) => t.kind === kind && t.place === place)
    .map((t) => t.id);
}

/** How many of the owner's beads of a kind lie in a place (without listing them). */
function countAt(h: Host, owner: string, place: string, kind: 'population' | 'treasure'): number {
  let n = 0;
  for (const t of ownerTokens(h.world, owner)) if (t.kind === kind && t.place === place) n++;
  return n;
}

/** The owner's first bead of a kind in a place (page order), as {@link beadsAt} lists them. */
function firstAt(
  h: Host,
  owner: string,
  place: string,
  kind: 'population' | 'treasure',
): string | undefined {
  return ownerTokens(h.world, owner).find((t) => t.kind === kind && t.place === place)?.id;
}

/**
 * The kingdom's farms in page order. The places a group owns come first in its holdings, in page
 * order, so its holdings are read rather than every place.
 */
function farms(h: Host, k: KingdomState): Place[] {
  const out: Place[] = [];
  for (const id of heldInOrder(h, k.id)) {
    const p = placeOf(h, id);
    if (p.owner === k.id && p.role === 'farm') out.push(p);
  }
  return out;
}

/** Each season of the surface kingdom. */
export function kingdomSeason(h: Host, s: LateState, g: MGroup): void {
  const k = s.kingdoms.find((x) => x.id === g.id);
  if (!k || !alive(h, g)) return;
  const name = wgroup(h, g.id).name;
  // A sacked city is re-peopled from the castle.
  if (
    k.city &&
    countAt(h, g.id, k.city, 'population') === 0 &&
    countAt(h, g.id, k.castle, 'population') > 0
  ) {
    h.moveToken(firstAt(h, g.id, k.castle, 'population')!, k.city);
    const l = firstAt(h, g.id, k.castle, 'treasure');
    if (l) h.moveToken(l, k.city);
    h.emit(
      'city-resettled',
      `Settlers from the castle of ${name} re-people ${placeOf(h, k.city).name ?? 'the city'}.`,
      [g.id],
      [k.city],
    );
  }
  if (countAt(h, g.id, k.castle, 'population') < 5)
    h.addToken('population', 'knight', g.id, k.castle);
  const castlePop = countAt(h, g.id, k.castle, 'population');
  const fs = farms(h, k);
  const occupied: Place[] = [];
  const empty: Place[] = [];
  // The places with the kingdom's population, in one pass over its beads rather than one per farm.
  const peopled = new Set<string>();
  for (const t of ownerTokens(h.world, g.id)) if (t.kind === 'population') peopled.add(t.place);
  for (const f of fs) (peopled.has(f.id) ? occupied : empty).push(f);
  if (occupied.length < castlePop) {
    if (empty.length > 0) {
      const f = empty[0]!;
      h.moveToken(firstAt(h, g.id, k.castle, 'population')!, f.id);
      h.emit('kingdom-farm', `Peasants of ${name} go out to work an empty farm.`, [g.id], [f.id]);
    } else {
      const f = newFarm(h, k);
      h.addToken('population', 'knight', g.id, f.id);
      h.emit('kingdom-farm', `${name} clears a new farm.`, [g.id], [f.id]);
    }
    if (
      countAt(h, g.id, k.castle, 'population') >= 2 &&
      countAt(h, g.id, k.castle, 'treasure') === 0
    ) {
      h.addToken('treasure', 'loot', g.id, k.castle);
      h.emit('kingdom-taxes', `The castle of ${name} fills its coffers.`, [g.id], [k.castle]);
    }
    return;
  }
  if (occupied.length > castlePop) {
    const f = occupied[occupied.length - 1]!;
    h.moveToken(firstAt(h, g.id, f.id, 'population')!, k.castle);
    h.emit('kingdom-muster', `Men from the farms of ${name} come to the castle.`, [g.id], [f.id]);
  } else {
    const f = newFarm(h, k);
    h.addToken('population', 'knight', g.id, f.id);
    h.emit('kingdom-farm', `${name} clears a new farm.`, [g.id], [f.id]);
  }
  if (countAt(h, g.id, k.castle, 'population') >= 4) excursion(h, s, g, k);
  else dungeonLevel(h, k, name);
}

/** A new farm somewhere on the surface at least a bead from any other construction. */
function newFarm(h: Host, k: KingdomState): Place {
  const near = surfacePoint(h, 'farm');
  return addSite(h, k, 'farm', near, null, 0.8);
}

/**
 * An excursion: 3● (and 1○, and the artifact) ride to the nearest entrance and travel up to a
 * finger, fighting as a wandering monster whatever lives along the way. Survivors come home
 * and the kingdom builds a special construction.
 */
function excursion(h: Host, s: LateState, g: MGroup, k: KingdomState): void {
  const castle = placeOf(h, k.castle);
  const graph = graphOf(h);
  const name = wgroup(h, g.id).name;
  // The nearest entrance that leads somewhere (dug if there is none).
  const entrance =
    nearestPlace(
      h,
      at(castle),
      (p) =>
        p.kind === 'entrance' &&
        graph.neighbours(p.id).some((e) => placeOf(h, e.to).kind !== 'surface-site'),
      entrancesOf(h),
    ) ??
    entranceFor(
      h,
      'excursion entrance',
      `The knights of ${name} find a way down from the surface.`,
    );
  const party = newGroup(h, s, {
    kind: 'wandering',
    flavour: 'excursion',
    title: 'excursion',
    alignment: 'lawful',
    culture: 'kingdom',
    name: `the knights of ${name}`,
    numbered: false,
    home: entrance.id,
  });
  for (const id of beadsAt(h, g.id, k.castle, 'population').slice(0, 3))
    h.moveToken(id, entrance.id, { owner: party.id });
  const carried = beadsAt(h, g.id, k.castle, 'treasure');
  const take = carried.filter((id) => id === s.artifact);
  const other = carried.find((id) => id !== s.artifact);
  if (other) take.push(other);
  for (const id of take) h.moveToken(id, entrance.id, { owner: party.id });
  h.emit(
    'excursion',
    `Knights of ${name} set out into the dungeon.`,
    [g.id, party.id],
    [entrance.id],
  );
  // The route: places within a finger of the entrance, nearest first.
  const route = nearestFirst(distancesFrom(h, [entrance.id], FINGER));
  // Who might be met on the way and the places each holds: nothing changes between fights, so
  // they are worked out again only after one.
  let others: MGroup[] | null = null;
  let held: (readonly string[])[] = [];
  // Every place any of them holds: most rooms on the way hold no one, and are passed at once.
  let anyHeld: Set<string> | null = null;
  for (const place of route) {
    if (!alive(h, party)) break;
    if (others === null) {
      others = [];
      held = [];
      anyHeld = new Set();
      for (const x of activeList(h, s)) {
        if (
          x.id === party.id ||
          x.id === g.id ||
          x.kind === 'adventurers' ||
          x.kind === 'villain' ||
          x.kind === 'kingdom'
        )
          continue;
        others.push(x);
        const places = groupPlaces(h, x.id);
        held.push(places);
        for (const p of places) anyHeld.add(p);
      }
    }
    if (!anyHeld!.has(place)) continue;
    // Who is in the room is settled as the knights walk in, before any fight there; a list is
    // built only for a room with someone in it.
    let here: MGroup[] | null = null;
    for (let i = 0; i < others.length; i++)
      if (inSorted(held[i]!, place)) (here ??= []).push(others[i]!);
    if (here === null) continue;
    for (const o of here) {
      if (!alive(h, party)) break;
      wandererClash(h, s, { g: party }, { g: o } as Side);
      others = null;
      // Knights pick up what the fallen leave in the room.
      for (const t of looseLoot(h, s, (where) => where === place))
        if (alive(h, party)) h.moveToken(t.id, place, { owner: party.id });
    }
  }
  // Their fall was told with the clash that ended them.
  if (!alive(h, party)) return;
  // Spoils are what they gathered, not the treasure (or artifact) they set out with.
  const spoils = ownerTokens(h.world, party.id).filter(
    (t) => t.kind === 'treasure' && !take.includes(t.id),
  ).length;
  for (const t of [...ownerTokens(h.world, party.id)])
    h.moveToken(t.id, k.castle, { owner: g.id, role: t.kind === 'population' ? 'knight' : t.role });
  const w = wgroup(h, party.id);
  w.state = 'ended';
  changedSeat(h, party.id);
  w.ended = h.stamp;
  w.end = 'returned';
  h.emit(
    'excursion-return',
    `The knights come home to ${name}${spoils > 0 ? ' with their spoils' : ''}.`,
    [g.id],
  );
  specialConstruction(h, s, g, k);
}

/**
 * The places of a distance map by distance, ties by id. The graph's maps list places in the
 * order its search settles them, which is that order unless a tunnel of no length joined two
 * places: the map's own keys serve when they are in order, and only otherwise are they sorted.
 */
function nearestFirst(dists: ReadonlyMap<string, number>): Iterable<string> {
  let prevId: string | null = null;
  let prevD = 0;
  let ordered = true;
  for (const [id, d] of dists) {
    if (prevId !== null && !(prevD < d || (prevD === d && prevId < id))) {
      ordered = false;
      break;
    }
    prevId = id;
    prevD = d;
  }
  if (ordered) return dists.keys();
  return [...dists.entries()]
    .sort((a, b) => a[1] - b[1] || (a[0] < b[0] ? -1 : 1))
    .map((e) => e[0]);
}

/** Is `id` in a list sorted in the default sort order ({@link groupPlaces} lists are)? */
function inSorted(list: readonly string[], id: string): boolean {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]! < id) lo = mid + 1;
    else hi = mid;
  }
  return lo < list.length && list[lo] === id;
}

/** Special Construction: the City first, the Wizard's Tower second, then ones of our own. */
function specialConstruction(h: Host, s: LateState, g: MGroup, k: KingdomState): void {
  const n = k.constructions.length;
  const name = wgroup(h, g.id).name;
  const row = SPECIAL_CONSTRUCTIONS[n];
  if (row?.id === 'city') {
    const city = addSite(h, k, 'city', surfacePoint(h, 'city'), `${h.names.next('kingdom')}`, 1.6);
    k.city = city.id;
    h.addToken('population', 'knight', g.id, city.id);
    h.addToken('population', 'knight', g.id, city.id);
    h.addToken('treasure', 'loot', g.id, city.id);
    const under = beneath(h, city, 'city-dungeon', g.id);
    h.emit(
      'special-construction',
      `${name} founds the city of ${city.name}, with a chamber dug beneath it.`,
      [g.id],
      [city.id, ...(under ? [under.id] : [])],
    );
  } else if (row?.id === 'wizard-tower') {
    const tower = addSite(h, k, 'wizard-tower', surfacePoint(h, 'tower'), "Wizard's Tower", 0.8);
    k.tower = tower.id;
    h.addToken('population', 'knight', g.id, tower.id);
    const under = beneath(h, tower, 'tower-dungeon', g.id);
    if (under) h.addToken('treasure', 'loot', g.id, under.id);
    h.emit(
      'special-construction',
      `A wizard raises a tower in ${name}, a treasure room beneath it.`,
      [g.id],
      [tower.id, ...(under ? [under.id] : [])],
    );
  } else {
    // Made-up constructions: the next name of our own list not yet built.
    const title = madeUpConstruction(n - SPECIAL_CONSTRUCTIONS.length);
    const site = addSite(h, k, 'special-construction', surfacePoint(h, 'construction'), title, 0.8);
    h.emit('special-construction', `${name} builds the ${title}.`, [g.id], [site.id]);
  }
  k.constructions.push(row?.id ?? 'made-up');
}

/** A one-bead dungeon room under a surface site, joined to it by a shaft. */
function beneath(
  h: Host,
  site: Place,
  role: 'city-dungeon' | 'tower-dungeon' | 'castle-dungeon',
  owner: string,
  from?: Place,
): Place | null {
  const top = from ?? site;
  const c = at(top);
  const room = newRoom(h, {
    near: pt(c.x, Math.max(c.y + 2, h.world.page.surfaceY + 1.2)),
    role,
    owner,
    connect: false,
    style: 'dwarven',
  });
  if (!room) return null;
  dig(h, top, room, 'dwarven', 'shaft', owner);
  return room;
}

/** A dungeon level dug under the castle, until the levels connect to the dungeon. */
function dungeonLevel(h: Host, k: KingdomState, name: string): void {
  if (k.levelsDone) return;
  const castle = placeOf(h, k.castle);
  const prev = k.dungeonLevel ? placeOf(h, k.dungeonLevel) : castle;
  // The places the castle reaches before and after (the graph remembers these answers).
  const before = new Set(graphOf(h).settleIds([castle.id]));
  const room = beneath(h, castle, 'castle-dungeon', k.id, prev);
  if (!room) {
    k.levelsDone = true;
    return;
  }
  k.dungeonLevel = room.id;
  const joined = graphOf(h)
    .settleIds([castle.id])
    .some((id) => !before.has(id) && id !== room.id && placeOf(h, id).kind !== 'junction');
  if (joined) k.levelsDone = true;
  h.emit(
    'dungeon-level',
    `${name} digs a dungeon level beneath the castle${joined ? ', and breaks into older tunnels' : ''}.`,
    [k.id],
    [room.id],
  );
}

/** Are all the kingdom's sites empty of people? */
export function kingdomWipedOut(h: Host, g: MGroup): boolean {
  return pop(h, g.id) === 0;
}
