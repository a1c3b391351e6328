/**
 * The Dark Elf civilization (hthad-2008-rules.txt, "Dark Elf Civilization"): a great city on a
 * tunnel across the deep, colonies on ore and gems, slaves and revolts, the city and colony
 * construction tables, and the ends (war with the surface, a city falling to chaos).
 */
import {
  ellipseAt,
  FINGER,
  ownerTokens,
  pt,
  THUMB,
  type Feature,
  type Group,
  type Place,
  type Point,
} from '../world';
import { centre, hypot } from '../world/geometry';
import type { AlternateWorld } from './advanced/options';
import type { Ctx } from './context';
import type { CivBehaviour, CivState } from './civ-types';
import { civGroup, civTokens, endCivilization, group } from './civ-common';
import {
  addRoom,
  connect,
  digToward,
  networkOf,
  nearestInNetwork,
  NetworkReach,
  orePoints,
  ownedPlaces,
  unminedOre,
  routePath,
  freeRock,
} from './draw';
import { addGroup, mithral } from './primordial';
import { DARK_ELF_CONSTRUCTION, DARK_ELF_REPEATABLE } from './tables';
import { DARK_ELF_BUILD } from './dark-elf-build';
import { addNoble, addSlave, nobles, slaves } from './dark-elf-folk';

/** How many nobles and slaves a settlement has, counted without listing them. */
function headcount(ctx: Ctx, gid: string): { nobles: number; slaves: number } {
  let n = 0;
  let k = 0;
  for (const t of ownerTokens(ctx.world, gid))
    if (t.role === 'noble') n++;
    else if (t.role === 'slave') k++;
  return { nobles: n, slaves: k };
}

function popOf(ctx: Ctx, gid: string): number {
  const c = headcount(ctx, gid);
  return c.nobles + c.slaves;
}

/** Living settlements: the great city first, then colonies in founding order. */
export function settlements(ctx: Ctx, civ: CivState): Group[] {
  const city = civ.works.city!;
  const all = civ.groups.map((id) => group(ctx, id)).filter((g) => g.state === 'active');
  return [...all.filter((g) => g.id === city), ...all.filter((g) => g.id !== city)];
}

/**
 * Where the Underdark (the great tunnel) runs, by world (Advanced Rules II): in the bottom two
 * inches of the page; through the middle of the page in the Hollow Earth; nowhere in the Pocket
 * Universe, where the great city stands at the very centre of the page.
 * Columns: world, underdark band (beads above the page bottom, low to high; null: none).
 */
export const UNDERDARK = [
  { world: null, band: { lo: 2, hi: 5 } },
  { world: 'hollow-earth', band: 'middle' },
  { world: 'pocket-universe', band: null },
] as const satisfies readonly {
  world: AlternateWorld | null;
  band: { lo: number; hi: number } | 'middle' | null;
}[];

/** The Underdark row for a world (worlds not listed keep the usual bottom band). */
export function underdarkOf(world: AlternateWorld | null): (typeof UNDERDARK)[number] {
  return UNDERDARK.find((r) => r.world === world) ?? UNDERDARK[0];
}

/**
 * Pocket Universe: there is no Underdark; the great city stands at the very centre of the page,
 * with no great tunnel to the page edges.
 */
function pocketCity(ctx: Ctx, civ: CivState): void {
  const { width, height } = ctx.world.page;
  const g = group(ctx, civ.group);
  const spot = pt(width / 2, height / 2);
  const hub = ctx.site.addPlace(
    {
      kind: 'junction',
      role: 'junction',
      name: civ.name,
      shape: ellipseAt(spot, 0.3),
      owner: g.id,
    },
    ctx.stamp,
  );
  g.home = hub.id;
  civ.works = { city: g.id };
  greatCity(ctx, civ, g.id, hub, spot, 'rises at the heart of the world');
}

/** Dark Elf setup: mithral if there is no ore, the great tunnel, the great city of 3● and 3○. */
export function darkElfSetup(ctx: Ctx, civ: CivState): void {
  if (
    !ctx.world.features.some(
      (f) => (f.kind === 'gold-vein' || f.kind === 'mithral') && f.mined < f.amount,
    )
  )
    mithral(ctx);
  const { width, height } = ctx.world.page;
  const underdark = underdarkOf(ctx.alternateWorld).band;
  if (underdark === null) return pocketCity(ctx, civ);
  const lo = underdark === 'middle' ? height / 2 - 1.5 : height - underdark.hi;
  const hi = underdark === 'middle' ? height / 2 + 1.5 : height - underdark.lo;
  const band = (why: string) => ctx.int(Math.round(lo * 10), Math.round(hi * 10), why) / 10;
  const yl = band('great tunnel: left');
  const yr = band('great tunnel: right');
  const left = ctx.site.addPlace(
    { kind: 'edge', role: 'page-edge', shape: ellipseAt(pt(0.2, yl), 0.2), joinTunnels: false },
    ctx.stamp,
  );
  const right = ctx.site.addPlace(
    {
      kind: 'edge',
      role: 'page-edge',
      shape: ellipseAt(pt(width - 0.2, yr), 0.2),
      joinTunnels: false,
    },
    ctx.stamp,
  );
  const path = routePath(ctx, centre(left.shape), centre(right.shape), 'elven', [
    left.id,
    right.id,
  ]);
  const g = group(ctx, civ.group);
  const great = ctx.site.addTunnel(
    { style: 'elven', role: 'great-tunnel', path, from: left.id, to: right.id, owner: g.id },
    ctx.stamp,
  );
  const x =
    ctx.int(Math.round(width * 2.5), Math.round(width * 7.5), 'great city: spot along the tunnel') /
    10;
  let spot: Point = path[0]!;
  for (const p of path) if (Math.abs(p.x - x) < Math.abs(spot.x - x)) spot = p;
  const hub = ctx.site.addPlace(
    {
      kind: 'junction',
      role: 'junction',
      name: civ.name,
      shape: ellipseAt(spot, 0.3),
      owner: g.id,
    },
    ctx.stamp,
  );
  g.home = hub.id;
  civ.works = { city: g.id, greatTunnel: great.tunnel.id };
  greatCity(ctx, civ, g.id, hub, spot, 'rises on the deep road');
}

/** Three noble palaces above the spot and three slave pits below it, 1● or 1○ in each. */
function greatCity(
  ctx: Ctx,
  civ: CivState,
  gid: string,
  hub: Place,
  spot: Point,
  where: string,
): void {
  const g = group(ctx, gid);
  for (const dx of [-1.4, 0, 1.4]) {
    const up = addRoom(ctx, {
      role: 'noble-palace',
      near: pt(spot.x + dx, spot.y - 1.3),
      w: 1,
      h: 1,
      owner: g.id,
      gap: 0.2,
    });
    if (up) {
      connect(ctx, up, hub, 'elven', 'tunnel', g.id);
      ctx.addToken('population', 'noble', g.id, up.id);
    }
    const down = addRoom(ctx, {
      role: 'slave-pit',
      near: pt(spot.x + dx, spot.y + 1.3),
      w: 1,
      h: 1,
      owner: g.id,
      gap: 0.2,
    });
    if (down) {
      connect(ctx, down, hub, 'elven', 'tunnel', g.id);
      ctx.addToken('treasure', 'slave', g.id, down.id);
    }
  }
  ctx.emit(
    'civilization-setup',
    `Year 0 of the Dark Elven civilization: the great city of ${civ.name} ${where}.`,
    [g.id],
    [hub.id],
  );
}

interface Site {
  readonly id: string;
  readonly point: Point;
  readonly feature: Feature | null;
  readonly cave: Place | null;
}

/** Colony sites: unmined ore and gem caves not yet settled, with their nearest point. */
function colonySites(ctx: Ctx, civ: CivState): Site[] {
  const taken = new Set(
    Object.entries(civ.works)
      .filter(([k]) => k.startsWith('site:'))
      .map(([, v]) => v),
  );
  const out: Site[] = [];
  for (const f of unminedOre(ctx)) {
    if (taken.has(f.id)) continue;
    const pts = orePoints(f).filter((p) => freeRock(ctx, p));
    if (pts.length > 0)
      out.push({ id: f.id, point: pts[Math.floor(pts.length / 2)]!, feature: f, cave: null });
  }
  const gems = gemPlaces(ctx);
  for (const p of ctx.world.places)
    if (!taken.has(p.id) && gems.has(p.id))
      out.push({ id: p.id, point: centre(p.shape), feature: null, cave: p });
  return out;
}

/** Places holding gems. */
function gemPlaces(ctx: Ctx): Set<string> {
  const out = new Set<string>();
  for (const t of ctx.world.tokens) if (t.role === 'gems') out.add(t.place);
  return out;
}

/**
 * A site's distance from a network (an ore body's nearest point). With `enough`, the search may
 * stop at the first point within it and return that point's distance.
 */
function siteDistance(reach: NetworkReach, s: Site, enough = -Infinity): number {
  if (s.cave) return reach.gap(s.cave.shape);
  let best = Infinity;
  for (const p of orePoints(s.feature!)) {
    best = reach.gap(ellipseAt(p, 0.1), best);
    if (best <= enough) break;
  }
  return best;
}

/** Spring: the city breeds nobles, founds a colony on a site in reach, digs toward one, or takes a slave. */
export function darkElfSpring(ctx: Ctx, civ: CivState): void {
  const city = civ.works.city!;
  if (cityEmpty(ctx, civ)) {
    ctx.emit('dark-elf-spring', `Spring: the great city lies empty; no one scouts for colonies.`);
    return;
  }
  // The great city that acts now: after a fall it is a former colony, not the first city.
  const cityName = group(ctx, city).name;
  if (nobles(ctx, city).length > slaves(ctx, city).length) addNoble(ctx, city);
  const network = networkOf(ctx, [city]);
  const reach = new NetworkReach(ctx, network);
  const sites = colonySites(ctx, civ).map((s) => ({ s, d: siteDistance(reach, s) }));
  if (sites.length === 0) {
    addSlave(ctx, city);
    ctx.emit('dark-elf-spring', `Spring: ${cityName} finds no colony site and takes a slave.`, [
      city,
    ]);
    return;
  }
  if (nobles(ctx, city).length <= 1) {
    ctx.emit('dark-elf-spring', `Spring: ${cityName} has too few nobles to send out a colony.`, [
      city,
    ]);
    return;
  }
  const dmin = Math.min(...sites.map((x) => x.d));
  const nearest = ctx.pick(
    sites.filter((x) => x.d === dmin).map((x) => x.s),
    'colony site',
  );
  if (dmin > civ.tuning.colonyReach) {
    const from = nearestInNetwork(ctx, network, nearest.point)!;
    const dig = digToward(ctx, from, nearest.point, FINGER, 'elven', city);
    ctx.emit(
      'dark-elf-spring',
      `Spring: ${cityName} tunnels a finger toward distant riches.`,
      [city],
      [dig.end.id],
    );
    return;
  }
  if (nobles(ctx, city).length < 2 || slaves(ctx, city).length < 2) {
    ctx.emit(
      'dark-elf-spring',
      `Spring: ${cityName} cannot spare a noble and a slave for a colony.`,
      [city],
    );
    return;
  }
  if (!foundsColony(ctx, civ)) {
    ctx.emit(
      'dark-elf-spring',
      `Spring: ${group(ctx, city).name} keeps its nobles home, lest its slaves rise.`,
      [city],
    );
    return;
  }
  foundColony(ctx, civ, nearest, network);
}

/**
 * Policy for "it can found a new city" (an option, not a must; interpretation 1 of 4): the city
 * founds a colony whenever it can, unless sending 1● and 1○ away would leave it with twice as
 * many ○ as ● and start a revolt at once. Colonies are the civilization's future (the city's
 * slaves outgrow its nobles every winter), so any founding that does not doom the city is taken.
 */
export function foundsColony(ctx: Ctx, civ: CivState): boolean {
  const { nobles: n, slaves: k } = headcount(ctx, civ.works.city!);
  return k - 1 < civ.tuning.revoltRatio * (n - 1);
}

/** Found a colony: 1● and 1○ leave the city for new rooms at the site. */
function foundColony(ctx: Ctx, civ: CivState, site: Site, network: ReadonlySet<string>): void {
  const city = civ.works.city!;
  const name = ctx.names.next('dark-elves');
  const colony = civGroup(ctx, 'dark-elves', 'colony', name, civ.group);
  civ.groups.push(colony.id);
  civ.works[`site:${colony.id}`] = site.id;
  const palace = addRoom(ctx, {
    role: 'noble-palace',
    near: pt(site.point.x, site.point.y - 1.2),
    w: 1,
    h: 1,
    owner: colony.id,
    name,
    gap: 0.3,
  })!;
  colony.home = palace.id;
  const from = nearestInNetwork(ctx, network, centre(palace.shape))!;
  if (!ctx.site.graph().connected(palace.id, from.id))
    connect(ctx, palace, from, 'elven', 'tunnel', colony.id);
  const pit = addRoom(ctx, {
    role: 'slave-pit',
    near: pt(site.point.x, site.point.y + 1.2),
    w: 1,
    h: 1,
    owner: colony.id,
    gap: 0.3,
  })!;
  if (!ctx.site.graph().connected(pit.id, palace.id))
    connect(ctx, pit, palace, 'elven', 'tunnel', colony.id);
  if (site.cave && !ctx.site.graph().connected(site.cave.id, palace.id))
    connect(ctx, palace, site.cave, 'elven', 'tunnel', colony.id);
  ctx.moveToken(nobles(ctx, city).at(-1)!.id, palace.id, { owner: colony.id });
  ctx.moveToken(slaves(ctx, city).at(-1)!.id, pit.id, { owner: colony.id });
  ctx.emit(
    'dark-elf-colony',
    `Spring: ${group(ctx, city).name} founds the colony of ${name}.`,
    [city, colony.id],
    [palace.id, pit.id],
  );
}

/** Summer: each colony mines a thumb of ore or a gem deposit and grows; with nothing to mine anywhere, every city gains 1○. */
export function darkElfSummer(ctx: Ctx, civ: CivState): void {
  const colonies = settlements(ctx, civ).filter(isMiningColony(civ));
  const anything = unminedOre(ctx).length > 0 || ctx.world.tokens.some((t) => t.role === 'gems');
  if (!anything) {
    for (const s of settlements(ctx, civ)) addSlave(ctx, s.id);
    ctx.emit(
      'dark-elf-summer',
      `Summer: nothing is left to mine; every Dark Elf city takes 1○.`,
      civ.groups,
    );
    return;
  }
  for (const colony of colonies) {
    const mined = mineSummer(ctx, civ, colony);
    // "Expand the colony 1●" (interpretation 3 of 4): every colony grows each summer; mining is
    // what it "can" do, not the condition of its growth (it will "mine valuables and grow on its own").
    addNoble(ctx, colony.id);
    if (nobles(ctx, colony.id).length > slaves(ctx, colony.id).length) addSlave(ctx, colony.id);
    // A colony made the great city mines on as before; it is called what it now is.
    const called = colony.id === civ.works.city ? 'the great city of' : 'the colony of';
    ctx.emit(
      'dark-elf-summer',
      mined
        ? `Summer: ${called} ${colony.name} mines and grows.`
        : `Summer: ${called} ${colony.name} finds nothing in reach to mine, but grows.`,
      [colony.id],
      mined ? [mined.id] : [],
    );
  }
}

/** A colony mines a thumb of ore or a gem deposit in reach, if there is one; the place mined. */
function mineSummer(ctx: Ctx, civ: CivState, colony: Group): Place | null {
  const reach = new NetworkReach(ctx, networkOf(ctx, [colony.id]));
  const limit = civ.tuning.colonyReach;
  // The first site in reach (measuring changes nothing, so the rest need not be measured).
  const site = colonySitesFor(ctx, civ, colony.id).find(
    (s) => siteDistance(reach, s, limit) <= limit,
  );
  if (!site) return null;
  if (site.cave) {
    for (const t of ctx.world.tokens.filter((x) => x.place === site.cave!.id && x.role === 'gems'))
      ctx.moveToken(t.id, colony.home!, { owner: colony.id, role: 'loot' });
    ctx.site.mark(site.cave.id, 'mined');
    return site.cave;
  }
  const mined = addRoom(ctx, {
    role: 'mine',
    near: site.point,
    w: THUMB,
    h: 1.2,
    owner: colony.id,
    gap: 0.2,
    maxRadius: 2,
  });
  if (!mined) return null;
  ctx.site.mark(mined.id, 'mined');
  const home = ctx.site.place(colony.home!);
  if (!ctx.site.graph().connected(mined.id, home.id))
    connect(ctx, mined, home, 'elven', 'tunnel', colony.id);
  site.feature!.mined++;
  if (site.feature!.mined >= site.feature!.amount) site.feature!.state = 'spent';
  return mined;
}

/**
 * "Each mining colony" (interpretation 2 of 4): every settlement founded on a colony site keeps
 * mining and growing, also once it has become the great city; the first great city never mines.
 */
export const isMiningColony =
  (civ: CivState) =>
  (g: Group): boolean =>
    civ.works[`site:${g.id}`] !== undefined;

/** A colony's own site first, then any other site. */
function colonySitesFor(ctx: Ctx, civ: CivState, gid: string): Site[] {
  const own = civ.works[`site:${gid}`];
  const all: Site[] = [];
  for (const f of unminedOre(ctx)) {
    const pts = orePoints(f).filter((p) => freeRock(ctx, p));
    if (pts.length === 0) continue;
    const home = centre(ctx.site.place(group(ctx, gid).home!).shape);
    let best = pts[0]!;
    for (const p of pts)
      if (hypot(p.x - home.x, p.y - home.y) < hypot(best.x - home.x, best.y - home.y)) best = p;
    all.push({ id: f.id, point: best, feature: f, cave: null });
  }
  const gems = gemPlaces(ctx);
  for (const p of ctx.world.places)
    if (gems.has(p.id)) all.push({ id: p.id, point: centre(p.shape), feature: null, cave: p });
  return [...all.filter((s) => s.id === own), ...all.filter((s) => s.id !== own)];
}

/** Fall: each settlement builds what its population calls for (the city may explore again and again). */
export function darkElfFall(ctx: Ctx, civ: CivState): void {
  for (const s of settlements(ctx, civ)) {
    if (civ.ended) return;
    const isCity = s.id === civ.works.city;
    const pop = popOf(ctx, s.id);
    const row =
      pop >= 9
        ? DARK_ELF_CONSTRUCTION[DARK_ELF_CONSTRUCTION.length - 1]!
        : DARK_ELF_CONSTRUCTION.find((r) => r.pop === pop);
    if (!row) continue;
    const id = isCity ? row.city : row.colony;
    if (!id) continue;
    const repeatable = isCity && (DARK_ELF_REPEATABLE as readonly string[]).includes(id);
    if (!repeatable && civ.built.some((b) => b.by === s.id && b.id === id)) continue;
    const place = DARK_ELF_BUILD[id](ctx, civ, s);
    civ.built.push({ id, year: ctx.year, place, by: s.id });
    if (!civ.ended)
      ctx.emit(
        'dark-elf-construction',
        `Fall: ${s.name} (${pop}) builds: ${id.replace(/-/g, ' ')}.`,
        [s.id],
        place ? [place] : [],
      );
    if (id === 'exploratory-tunnel' || id === 'extend-exploratory-tunnel')
      checkSurface(ctx, civ, s, place);
  }
}

/** Winter: the city takes a slave and enslaves a stranger on its tunnels; an empty city passes to the largest colony. */
export function darkElfWinter(ctx: Ctx, civ: CivState): void {
  // "Add 1○ to the city. If the city has no population, designate the largest colony as the new
  // Dark Elf City" (interpretation 4 of 4), in the book's order: an empty city takes no slave,
  // so a colony made the city this winter takes only the captive the next sentence brings.
  const empty = cityEmpty(ctx, civ);
  if (empty) moveCity(ctx, civ);
  else addSlave(ctx, civ.works.city!);
  const city = civ.works.city!;
  if (civ.ended) return;
  const stranger = strangerOn(ctx, civ, networkOf(ctx, [city]));
  if (stranger) {
    ctx.destroyToken(stranger.id);
    addSlave(ctx, city);
  }
  ctx.emit(
    'dark-elf-winter',
    empty
      ? `Winter: ${group(ctx, city).name} takes ${stranger ? 'a captive from its tunnels as its first slave' : 'no new slave yet'}.`
      : `Winter: ${group(ctx, city).name} takes new slaves${stranger ? ', one a captive from its tunnels' : ''}.`,
    [city],
  );
}

/** The great city has no population (its elves died in a revolt, or it emptied): a colony takes over in winter. */
function cityEmpty(ctx: Ctx, civ: CivState): boolean {
  const city = civ.works.city!;
  return group(ctx, city).state !== 'active' || popOf(ctx, city) === 0;
}

/** A non-Elven ● in tunnels connected to the city, which winter turns into a slave. */
function strangerOn(ctx: Ctx, civ: CivState, network: ReadonlySet<string>) {
  return ctx.world.tokens.find(
    (t) =>
      t.kind === 'population' &&
      network.has(t.place) &&
      (t.owner === null || !civ.groups.includes(t.owner)) &&
      t.role !== 'wyrm' &&
      t.role !== 'bound-demon',
  );
}

/** The largest colony becomes the great city; with none left, the civilization is gone. */
function moveCity(ctx: Ctx, civ: CivState): void {
  const colonies = settlements(ctx, civ).filter(
    (g) => g.id !== civ.works.city && popOf(ctx, g.id) > 0,
  );
  if (colonies.length === 0) {
    endCivilization(
      ctx,
      civ,
      BEHAVIOUR,
      'extinction',
      `No Dark Elf city remains; the Dark Elf Age ends.`,
    );
    return;
  }
  const most = Math.max(...colonies.map((g) => popOf(ctx, g.id)));
  const next = ctx.pick(
    colonies.filter((g) => popOf(ctx, g.id) === most),
    'new great city',
  );
  const old = group(ctx, civ.works.city!);
  if (old.state === 'active' && popOf(ctx, old.id) === 0) {
    // The emptied city is abandoned: it no longer counts among the Dark Elf cities.
    old.state = 'abandoned';
    old.end = 'abandoned';
    old.ended = ctx.stamp;
  }
  civ.works.city = next.id;
  ctx.emit('dark-elf-new-city', `${next.name} becomes the great city of the Dark Elves.`, [
    next.id,
  ]);
}

/** Tunnels that broke the surface start the Human–Dark Elf war. */
function checkSurface(ctx: Ctx, civ: CivState, s: Group, end: string | null): void {
  if (!end || ctx.site.place(end).kind !== 'entrance') return;
  endCivilization(
    ctx,
    civ,
    BEHAVIOUR,
    'surface-war',
    `The tunnels of ${s.name} break into the sunlit world: the great Human–Dark Elf war ends the Dark Elf Age.`,
  );
}

/** After any season: slave revolts, then a city of 10 falls to chaos. */
export function darkElfChecks(ctx: Ctx, civ: CivState): void {
  for (const s of settlements(ctx, civ)) {
    const { nobles: n, slaves: k } = headcount(ctx, s.id);
    if (k === 0 || k < civ.tuning.revoltRatio * n) continue;
    const pit =
      ownedPlaces(ctx, [s.id]).find((p) => p.role === 'slave-pit') ?? ctx.site.place(s.home!);
    for (const t of [...nobles(ctx, s.id), ...slaves(ctx, s.id)]) ctx.destroyToken(t.id);
    const freed = addGroup(ctx, 'freed-slaves', 'freed-slaves', ctx.names.next('monsters'), pit.id);
    freed.alignment = 'chaotic';
    for (let i = 0; i < 3; i++) ctx.addToken('population', 'freed-slave', freed.id, pit.id);
    s.state = 'ended';
    s.end = 'slave-revolt';
    s.ended = ctx.stamp;
    for (const other of settlements(ctx, civ)) addSlave(ctx, other.id);
    ctx.emit(
      'slave-revolt',
      `The slaves of ${s.name} rise (${k}○ to ${n}●): every Dark Elf there dies; the ${freed.name} go free.`,
      [s.id, freed.id],
      [pit.id],
    );
    // With no colony left no Dark Elf city remains; else the largest colony is designated the
    // city in winter (interpretation 4).
    if (s.id === civ.works.city && !settlements(ctx, civ).some((g) => popOf(ctx, g.id) > 0))
      moveCity(ctx, civ);
    if (civ.ended) return;
  }
  for (const s of settlements(ctx, civ)) {
    const pop = popOf(ctx, s.id);
    if (pop >= civ.tuning.chaosPopulation) {
      endCivilization(
        ctx,
        civ,
        BEHAVIOUR,
        'chaos',
        `${s.name} swells to ${pop} and the Dark Elf Age ends in chaos.`,
      );
      return;
    }
  }
}

/** Dark Elves leave, in each city and colony, 1● slave beasts and 1○ abandoned goods. */
function darkElfCleanup(ctx: Ctx, civ: CivState): void {
  const alive = settlements(ctx, civ);
  for (const t of civTokens(ctx, civ)) {
    if (t.role === 'noble' || t.role === 'slave') ctx.destroyToken(t.id);
    else ctx.convertToken(t.id, { owner: null, role: t.role });
  }
  for (const s of alive) {
    const pit =
      ownedPlaces(ctx, [s.id]).find((p) => p.role === 'slave-pit') ?? ctx.site.place(s.home!);
    const hall =
      ownedPlaces(ctx, [s.id]).find((p) => p.role === 'noble-palace') ?? ctx.site.place(s.home!);
    ctx.addToken('population', 'slave-beast', null, pit.id);
    ctx.addToken('treasure', 'abandoned-goods', null, hall.id);
  }
}

export const BEHAVIOUR: CivBehaviour = {
  setup: darkElfSetup,
  seasons: {
    spring: darkElfSpring,
    summer: darkElfSummer,
    fall: darkElfFall,
    winter: darkElfWinter,
  },
  population: (ctx, civ) => settlements(ctx, civ).reduce((n, s) => n + popOf(ctx, s.id), 0),
  casualties(ctx, civ, n) {
    let dead = 0;
    for (let i = 0; i < n; i++) {
      const pool = settlements(ctx, civ);
      const slave = pool.flatMap((s) => slaves(ctx, s.id)).at(-1);
      const noble = pool.flatMap((s) => nobles(ctx, s.id)).at(-1);
      const victim = slave ?? noble;
      if (!victim) break;
      ctx.destroyToken(victim.id);
      dead++;
    }
    return dead;
  },
  fightsBeasts: false,
  afterSeason: darkElfChecks,
  cleanup: darkElfCleanup,
};
