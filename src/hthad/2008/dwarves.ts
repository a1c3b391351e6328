/**
 * The Dwarven civilization (hthad-2008-rules.txt, "Dwarven Civilization"): a shaft sunk onto
 * ore, a year of gathering, mining, building and mourning, the construction table 3–10 and
 * its three ends (no dwarves left, the exploratory shaft hits bottom, they delve too deep).
 */
import { isPocket } from './advanced/pocket';
import {
  ellipseAt,
  gapAtLeast,
  groundPoint,
  openGroundX,
  pt,
  rectAt,
  THUMB,
  type Place,
} from '../world';
import { centre } from '../world/geometry';
import type { Ctx } from './context';
import type { CivBehaviour, CivState } from './civ-types';
import { civTokens, endCivilization, group } from './civ-common';
import {
  addRoom,
  connect,
  digToward,
  fits,
  nearestOrePoint,
  networkOf,
  orePoints,
  ownedPlaces,
  unminedOre,
  freeRock,
} from './draw';
import { goldVein } from './primordial';
import { DWARVEN_CONSTRUCTION, type DwarvenConstructionId } from './tables';

const own = (ctx: Ctx, civ: CivState): Place[] =>
  ownedPlaces(ctx, civ.groups).filter((p) => p.sealed !== 'secret');
const dwarves = (ctx: Ctx, civ: CivState) => civTokens(ctx, civ, ['dwarf']);

/** True when a vertical shaft from the surface down to p meets no place on the way. */
function clearShaft(ctx: Ctx, p: { x: number; y: number }): boolean {
  for (let y = ctx.world.page.surfaceY + 0.25; y < p.y - 0.6; y += 0.25)
    if (ctx.site.raster.placeAt(pt(p.x, y)) !== null) return false;
  return true;
}

type ShaftSite = { x: number; y: number; feature: string };

/**
 * How choosy the shaft-site policy is. The book asks only for "a spot on the surface above a
 * gold vein or mithral deposit" and a vertical shaft down to it, so only `strict` is a
 * preference of ours (room for a barracks on the shaft, a shaft that cuts no other cave);
 * `any-rock` lets the shaft pass through other caves onto ore at any depth, and `any-ore` takes
 * any point of the ore (the mine is drawn as near it as the rock allows).
 */
type ShaftTier = 'strict' | 'any-rock' | 'any-ore';
const SHAFT_TIERS: readonly ShaftTier[] = ['strict', 'any-rock', 'any-ore'];

function shaftSiteAt(ctx: Ctx, tier: ShaftTier): ShaftSite | null {
  const { page } = ctx.world;
  let best: ShaftSite[] = [];
  for (const f of unminedOre(ctx))
    for (const o of orePoints(f)) {
      // The shaft stays a bead and a half off the page's edges (the mine must fit on the page).
      const p = tier === 'any-ore' ? pt(Math.min(Math.max(o.x, 1.5), page.width - 1.5), o.y) : o;
      // Deeper than the best so far: it could not be kept, so the rock need not be looked at.
      if (best.length > 0 && p.y - best[0]!.y >= 1e-9) continue;
      if (
        tier !== 'any-ore' &&
        (p.x < 1.5 ||
          p.x > page.width - 1.5 ||
          // Dwarves sink their shaft from open ground, never from a rift or valley floor.
          openGroundX(page, p.x, 0.4) !== p.x ||
          !freeRock(ctx, p) ||
          (tier === 'strict' && (p.y < page.surfaceY + 1.5 || !clearShaft(ctx, p))))
      )
        continue;
      const cand = { x: p.x, y: p.y, feature: f.id };
      if (best.length === 0 || p.y < best[0]!.y - 1e-9) best = [cand];
      else if (Math.abs(p.y - best[0]!.y) < 1e-9) best.push(cand);
    }
  return best.length === 0 ? null : ctx.pick(best, 'dwarven shaft site');
}

/**
 * Policy for the shaft site: the shallowest unmined ore point (least digging), first where the
 * rock above is clear and deep enough for a barracks on the shaft, else wherever the book's
 * plain rule allows (see ShaftTier); ties by the dice. Null only when no ore point exists.
 */
export function dwarvenShaftSite(ctx: Ctx): ShaftSite | null {
  for (const tier of SHAFT_TIERS) {
    const site = shaftSiteAt(ctx, tier);
    if (site) return site;
  }
  return null;
}

/** Dwarven setup: ore (a gold vein if none), the shaft, a mine with 1○, a barracks with 1●. */
export function dwarvenSetup(ctx: Ctx, civ: CivState): void {
  if (
    !ctx.world.features.some(
      (f) => (f.kind === 'gold-vein' || f.kind === 'mithral') && f.mined < f.amount,
    )
  )
    goldVein(ctx);
  let site = dwarvenShaftSite(ctx);
  if (!site) {
    // Only ore too small to hold a point (a sliver of vein) is left: the book's new gold vein,
    // which crosses the whole page, so it always has a point to sink the shaft onto.
    goldVein(ctx);
    site = dwarvenShaftSite(ctx)!;
  }
  const g = group(ctx, civ.group);
  const near = pt(site.x, site.y);
  const mine =
    addRoom(ctx, { role: 'mine', near, w: 1, h: 1, owner: g.id, gap: 0.2, maxRadius: 3 }) ??
    // Crowded rock at the ore: the mine goes where the page has room nearest it.
    addRoom(ctx, { role: 'mine', near, w: 1, h: 1, owner: g.id, gap: 0.2 })!;
  const x = centre(mine.shape).x;
  const top = ctx.site.addPlace(
    {
      kind: 'entrance',
      role: 'entrance',
      shape: ellipseAt(groundPoint(ctx.world.page, openGroundX(ctx.world.page, x, 0.4)), 0.3),
      owner: g.id,
      joinTunnels: false,
    },
    ctx.stamp,
  );
  const shaft = ctx.site.addTunnel(
    {
      style: 'dwarven',
      role: 'shaft',
      path: [centre(top.shape), centre(mine.shape)],
      from: top.id,
      to: mine.id,
      owner: g.id,
    },
    ctx.stamp,
  );
  ctx.site.feature(site.feature).mined++;
  mine.marks.push('mined');
  const mid = pt(x, (ctx.world.page.surfaceY + centre(mine.shape).y) / 2);
  const barracks =
    addRoom(ctx, {
      role: 'barracks',
      near: mid,
      w: 1,
      h: 1,
      owner: g.id,
      gap: 0.2,
      maxRadius: 8,
      accept: (c) => Math.abs(c.x - x) < 0.05,
    }) ?? addRoom(ctx, { role: 'barracks', near: mid, w: 1, h: 1, owner: g.id })!;
  if (!ctx.site.graph().connected(barracks.id, mine.id))
    connect(ctx, barracks, mine, 'dwarven', 'tunnel', g.id);
  ctx.addToken('treasure', 'dwarven-loot', g.id, mine.id);
  ctx.addToken('population', 'dwarf', g.id, barracks.id);
  g.home = barracks.id;
  civ.works = { shaft: shaft.tunnel.id, entrance: top.id, shaftBottom: mine.id, shaftX: String(x) };
  ctx.emit(
    'civilization-setup',
    `Year 0 of the Dwarven Era: the ${civ.name} sink a shaft onto the ore.`,
    [g.id],
    [top.id, mine.id, barracks.id],
  );
}

/** Policy for a new barracks: near the other barracks, away from mines if the rock allows. */
function newBarracks(ctx: Ctx, civ: CivState): Place | null {
  const g = group(ctx, civ.group);
  const mine = own(ctx, civ);
  const quarters = mine.filter(
    (p) => p.role === 'barracks' || p.role === 'great-hall' || p.role === 'storeroom',
  );
  const anchor = quarters[quarters.length - 1] ?? mine[0]!;
  const mines = mine.filter((p) => p.role === 'mine' || p.role === 'workshops');
  const quiet = (s: Place['shape']) => mines.every((m) => gapAtLeast(m.shape, s, 1.5));
  const room =
    addRoom(ctx, {
      role: 'barracks',
      near: centre(anchor.shape),
      w: 1,
      h: 1,
      owner: g.id,
      maxRadius: 6,
      accept: (_c, s) => quiet(s),
    }) ?? addRoom(ctx, { role: 'barracks', near: centre(anchor.shape), w: 1, h: 1, owner: g.id });
  if (room && !ctx.site.graph().connected(room.id, anchor.id))
    connect(ctx, room, anchor, 'dwarven', 'tunnel', g.id);
  return room;
}

/** Whether two or more beads lie in the place (counted only so far). */
function atLeastTwoIn(ctx: Ctx, place: string): boolean {
  let n = 0;
  for (const t of ctx.world.tokens) if (t.place === place && ++n >= 2) return true;
  return false;
}

/** A storeroom with space (2 beads each), or a new one near the works. */
function storeroom(ctx: Ctx, civ: CivState): Place | null {
  const rooms = own(ctx, civ).filter((p) => p.role === 'storeroom');
  for (const r of rooms) if (!atLeastTwoIn(ctx, r.id)) return r;
  const g = group(ctx, civ.group);
  const anchor = ctx.site.place(g.home ?? civ.works.shaftBottom!);
  const room = addRoom(ctx, {
    role: 'storeroom',
    near: centre(anchor.shape),
    w: 1,
    h: 1,
    owner: g.id,
  });
  if (room && !ctx.site.graph().connected(room.id, anchor.id))
    connect(ctx, room, anchor, 'dwarven', 'tunnel', g.id);
  return room;
}

/** Spring: gather loose ○ on the dwarven tunnels into storerooms; each brings a barracks and 1●. */
export function dwarvenSpring(ctx: Ctx, civ: CivState): void {
  const network = networkOf(ctx, civ.groups);
  const g = group(ctx, civ.group);
  const loose = ctx.world.tokens.filter(
    (t) =>
      t.kind === 'treasure' &&
      network.has(t.place) &&
      t.role !== 'dwarven-treasure' &&
      (t.owner === null || t.owner === g.id) &&
      ctx.site.place(t.place).role !== 'storeroom',
  );
  let born = 0;
  for (const t of loose) {
    const room = storeroom(ctx, civ);
    if (!room) break;
    ctx.moveToken(t.id, room.id, { owner: g.id, role: 'dwarven-loot' });
    const b = newBarracks(ctx, civ);
    if (!b) continue;
    ctx.addToken('population', 'dwarf', g.id, b.id);
    born++;
  }
  ctx.emit(
    'dwarven-spring',
    `Spring: the ${civ.name} gather ${loose.length}○; ${born} kin move in.`,
    [g.id],
  );
}

/** Summer: mine ore within reach, or tunnel a finger toward it; with no ore left, 1● emigrates. */
export function dwarvenSummer(ctx: Ctx, civ: CivState): void {
  const g = group(ctx, civ.group);
  const best = nearestOrePoint(own(ctx, civ), unminedOre(ctx), (p) => freeRock(ctx, p));
  if (!best) {
    const leaver = dwarves(ctx, civ).at(-1);
    if (leaver) ctx.destroyToken(leaver.id);
    ctx.emit('dwarven-emigration', `Summer: no ore is left; 1● of the ${civ.name} emigrates.`, [
      g.id,
    ]);
    return;
  }
  if (best.distance <= civ.tuning.mineReach) {
    const mine = addRoom(ctx, {
      role: 'mine',
      near: best.point,
      w: THUMB,
      h: 1.5,
      owner: g.id,
      gap: 0.2,
      maxRadius: 1.5,
    });
    if (mine) {
      ctx.site.mark(mine.id, 'mined');
      if (!ctx.site.graph().connected(mine.id, best.from.id))
        connect(ctx, best.from, mine, 'dwarven', 'tunnel', g.id);
      best.feature.mined++;
      if (best.feature.mined >= best.feature.amount) best.feature.state = 'spent';
      ctx.addToken('treasure', 'dwarven-loot', g.id, mine.id);
      ctx.emit(
        'dwarven-summer',
        `Summer: the ${civ.name} open a mine and bring up 1○.`,
        [g.id],
        [mine.id],
      );
      return;
    }
  }
  const dig = digToward(ctx, best.from, best.point, 5, 'dwarven', g.id);
  ctx.emit(
    'dwarven-summer',
    `Summer: the ${civ.name} tunnel a finger toward ore.`,
    [g.id],
    [dig.end.id],
  );
}

/** Fall: build the construction matching the population, if not yet built. */
export function dwarvenFall(ctx: Ctx, civ: CivState): void {
  const pop = dwarves(ctx, civ).length;
  const row =
    pop >= 10
      ? DWARVEN_CONSTRUCTION[DWARVEN_CONSTRUCTION.length - 1]!
      : DWARVEN_CONSTRUCTION.find((r) => r.pop === pop);
  if (!row || civ.built.some((b) => b.id === row.id)) return;
  const place = DWARVEN_BUILD[row.id](ctx, civ);
  civ.built.push({ id: row.id, year: ctx.year, place, by: civ.group });
  if (!civ.ended)
    ctx.emit(
      'dwarven-construction',
      `Fall: with ${pop}● the ${civ.name} build the ${row.title}${place && ctx.site.place(place).name && ctx.site.place(place).name !== row.title ? ` (${ctx.site.place(place).name})` : ''}.`,
      [civ.group],
      place ? [place] : [],
    );
}

/** Winter: if any dwarf died this year, a tomb (an empty barracks if several stand empty) and 1○ to it. */
export function dwarvenWinter(ctx: Ctx, civ: CivState): void {
  if (civ.deathsThisYear <= 0) return;
  const g = group(ctx, civ.group);
  const empty = own(ctx, civ).filter(
    (p) => p.role === 'barracks' && !ctx.world.tokens.some((t) => t.place === p.id),
  );
  let tomb: Place | null;
  if (empty.length >= 2) {
    tomb = empty[empty.length - 1]!;
    tomb.role = 'tomb';
  } else {
    const anchor = ctx.site.place(g.home ?? civ.works.shaftBottom!);
    tomb = addRoom(ctx, { role: 'tomb', near: centre(anchor.shape), w: 1, h: 1, owner: g.id });
    if (tomb && !ctx.site.graph().connected(tomb.id, anchor.id))
      connect(ctx, tomb, anchor, 'dwarven', 'tunnel', g.id);
  }
  if (!tomb) return;
  ctx.site.mark(tomb.id, 'tomb');
  const gift = civTokens(ctx, civ, ['dwarven-loot']).at(-1);
  if (gift) ctx.moveToken(gift.id, tomb.id, { role: 'dwarven-treasure' });
  ctx.emit(
    'dwarven-tomb',
    `Winter: the ${civ.name} mourn ${civ.deathsThisYear} dead and raise a tomb.`,
    [g.id],
    [tomb.id],
  );
}

function treasureIn(ctx: Ctx, civ: CivState, place: Place, n: number): void {
  for (let i = 0; i < n; i++) ctx.addToken('treasure', 'dwarven-treasure', civ.group, place.id);
}

function nearWorks(
  ctx: Ctx,
  civ: CivState,
  role: Place['role'],
  w: number,
  h: number,
  anchorId: string,
  name: string | null = null,
): Place | null {
  const anchor = ctx.site.place(anchorId);
  const room = addRoom(ctx, { role, near: centre(anchor.shape), w, h, owner: civ.group, name });
  if (room && !ctx.site.graph().connected(room.id, anchor.id))
    connect(ctx, room, anchor, 'dwarven', 'tunnel', civ.group);
  return room;
}

/** Dwarven Construction table, one named builder per row. */
export const DWARVEN_BUILD: Readonly<
  Record<DwarvenConstructionId, (ctx: Ctx, civ: CivState) => string | null>
> = {
  workshops(ctx, civ) {
    const mine =
      own(ctx, civ)
        .filter((p) => p.role === 'mine')
        .at(-1) ?? ctx.site.place(civ.works.shaftBottom!);
    const barracks = own(ctx, civ).filter((p) => p.role === 'barracks');
    const first =
      addRoom(ctx, {
        role: 'workshops',
        near: centre(mine.shape),
        w: 1.2,
        h: 0.8,
        owner: civ.group,
        accept: (_c, s) => barracks.every((b) => gapAtLeast(b.shape, s, 1)),
      }) ??
      addRoom(ctx, {
        role: 'workshops',
        near: centre(mine.shape),
        w: 1.2,
        h: 0.8,
        owner: civ.group,
      });
    if (!first) return null;
    connect(ctx, first, mine, 'dwarven', 'tunnel', civ.group);
    for (const [w, h] of [
      [0.8, 1],
      [1, 0.6],
    ] as const) {
      const r = addRoom(ctx, {
        role: 'workshops',
        near: centre(first.shape),
        w,
        h,
        owner: civ.group,
        gap: 0.3,
      });
      if (r) connect(ctx, r, first, 'dwarven', 'tunnel', civ.group);
    }
    return first.id;
  },
  'great-hall'(ctx, civ) {
    const x = Number(civ.works.shaftX);
    const bottom = centre(ctx.site.place(civ.works.shaftBottom!).shape);
    const name = `${ctx.names.next('dwarves')} Hall`;
    const near = pt(x, (ctx.world.page.surfaceY + bottom.y) / 2);
    const hall =
      addRoom(ctx, {
        role: 'great-hall',
        near,
        w: 2.5,
        h: 1,
        owner: civ.group,
        name,
        gap: 0.3,
        maxRadius: 6,
        accept: (c) => Math.abs(c.x - x) < 1,
      }) ?? nearWorks(ctx, civ, 'great-hall', 2.5, 1, civ.works.shaftBottom!, name);
    if (!hall) return null;
    if (!ctx.site.graph().connected(hall.id, civ.works.entrance!))
      connect(ctx, hall, ctx.site.place(civ.works.shaftBottom!), 'dwarven', 'tunnel', civ.group);
    treasureIn(ctx, civ, hall, 1);
    group(ctx, civ.group).home = hall.id;
    civ.works.greatHall = hall.id;
    return hall.id;
  },
  'exploratory-shaft'(ctx, civ) {
    const bottom = ctx.site.place(civ.works.shaftBottom!);
    const c = centre(bottom.shape);
    const target = pt(
      c.x,
      Math.min(ctx.world.page.height - 0.2, c.y + civ.tuning.exploratoryDepth),
    );
    const dig = digToward(
      ctx,
      bottom,
      target,
      civ.tuning.exploratoryDepth + 0.5,
      'dwarven',
      civ.group,
      { role: 'shaft' },
    );
    civ.works.shaftBottom = dig.end.id;
    if (c.y + civ.tuning.exploratoryDepth >= ctx.world.page.height - 0.5) {
      ctx.emit(
        'dwarven-construction',
        `The exploratory shaft of the ${civ.name} strikes the bottom of the world.`,
        [civ.group],
        [dig.end.id],
      );
      endCivilization(
        ctx,
        civ,
        BEHAVIOUR,
        'exploratory-shaft',
        `The ${civ.name} break through the floor of the world; the Dwarven Age ends.`,
      );
    }
    return dig.end.id;
  },
  'hall-expansion'(ctx, civ) {
    const hall = civ.works.greatHall ? ctx.site.place(civ.works.greatHall) : null;
    if (!hall || hall.shape.kind !== 'rect') return null;
    const s = hall.shape;
    for (const dx of [s.w, -2]) {
      const ext = rectAt(pt(dx > 0 ? s.x + s.w + 1 : s.x - 1, s.y + s.h / 2), 2, s.h);
      const grown = {
        kind: 'rect',
        x: dx > 0 ? s.x : s.x - 2,
        y: s.y,
        w: s.w + 2,
        h: s.h,
      } as const;
      if (ctx.site.raster.isFree(ext) && fits(ctx, grown, hall.id)) {
        hall.shape = grown;
        ctx.site.raster.markPlace(hall.id, hall.shape);
        ctx.world.revision++;
        return hall.id;
      }
    }
    return hall.id;
  },
  'hall-of-records'(ctx, civ) {
    const room = nearWorks(
      ctx,
      civ,
      'hall-of-records',
      1.5,
      1,
      civ.works.greatHall ?? civ.works.shaftBottom!,
      'Hall of Records',
    );
    if (room) treasureIn(ctx, civ, room, 1);
    return room?.id ?? null;
  },
  'dwarven-city'(ctx, civ) {
    const room = nearWorks(
      ctx,
      civ,
      'dwarven-city',
      5,
      1,
      civ.works.greatHall ?? civ.works.shaftBottom!,
      ctx.names.next('dwarves'),
    );
    if (room) treasureIn(ctx, civ, room, 1);
    return room?.id ?? null;
  },
  'treasure-room'(ctx, civ) {
    const works = ownedPlaces(ctx, civ.groups);
    const anchor = centre(ctx.site.place(civ.works.greatHall ?? civ.works.shaftBottom!).shape);
    const room = addRoom(ctx, {
      role: 'treasure-room',
      near: anchor,
      w: 2,
      h: 1,
      owner: civ.group,
      sealed: 'secret',
      joinTunnels: false,
      accept: (_c, s) =>
        works.every((p) => gapAtLeast(p.shape, s, THUMB)) &&
        ctx.site.raster.cellsOf(s).every((i) => ctx.site.raster.tunnelAtCell(i) === null),
    });
    if (!room) return null;
    // Its entrance is too secret to find: routed tunnels go around it.
    ctx.site.raster.block(room.id);
    treasureIn(ctx, civ, room, civ.tuning.treasureRoomTreasure);
    return room.id;
  },
  'delve-too-deep'(ctx, civ) {
    const works = own(ctx, civ);
    let deepest = works[0]!;
    for (const p of works) if (centre(p.shape).y > centre(deepest.shape).y) deepest = p;
    const c = centre(deepest.shape);
    // In the Pocket Universe the bottom of the page is surface: the shaft breaks out there.
    const pocket = isPocket(ctx.alternateWorld);
    const floor = ctx.site.addPlace(
      {
        kind: pocket ? 'entrance' : 'edge',
        role: pocket ? 'entrance' : 'page-edge',
        shape: ellipseAt(pt(c.x, ctx.world.page.height - 0.2), 0.2),
        owner: civ.group,
        joinTunnels: false,
      },
      ctx.stamp,
    );
    ctx.site.addTunnel(
      {
        style: 'dwarven',
        role: 'shaft',
        path: [c, centre(floor.shape)],
        from: deepest.id,
        to: floor.id,
        owner: civ.group,
      },
      ctx.stamp,
    );
    ctx.emit(
      'dwarven-construction',
      `The ${civ.name} delve too deep: a shaft to the bottom of the world${pocket ? ', which opens on the sky beneath it' : ''}.`,
      [civ.group],
      [floor.id],
    );
    endCivilization(
      ctx,
      civ,
      BEHAVIOUR,
      'delved-too-deep',
      `Something wakes below; the ${civ.name} are undone and the Dwarven Age ends.`,
    );
    return floor.id;
  },
};

/** Dwarves: remove the dwarves and their loot, leave the Dwarven Treasures where they lie. */
function dwarvenCleanup(ctx: Ctx, civ: CivState): void {
  for (const t of civTokens(ctx, civ)) {
    if (t.role === 'dwarven-treasure')
      ctx.convertToken(t.id, { owner: null, role: 'dwarven-treasure' });
    else ctx.destroyToken(t.id);
  }
}

export const BEHAVIOUR: CivBehaviour = {
  setup: dwarvenSetup,
  seasons: {
    spring: dwarvenSpring,
    summer: dwarvenSummer,
    fall: dwarvenFall,
    winter: dwarvenWinter,
  },
  population: (ctx, civ) => dwarves(ctx, civ).length,
  casualties(ctx, civ, n) {
    const living = dwarves(ctx, civ);
    let dead = 0;
    for (const t of living.reverse().slice(0, n)) {
      ctx.destroyToken(t.id);
      dead++;
    }
    return dead;
  },
  fightsBeasts: true,
  afterSeason: () => undefined,
  cleanup: dwarvenCleanup,
};
