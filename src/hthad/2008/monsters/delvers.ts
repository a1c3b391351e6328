/**
 * Delving Groups (hthad-2008-rules.txt, "Delving Groups"): setup, the season (seize loot,
 * mine or patrol, abandonment, growth, old neighbours) and the twelve flavours.
 */
import { graphOf, placeOf } from './space';
import {
  centre,
  dist,
  groundY,
  openGroundX,
  pt,
  rectAt,
  type Place,
  type Point,
} from '../../world';
import { BEAD, HALF_FINGER, THUMB } from '../../world/units';
import type { Host } from './host';
import { cap, nameOf } from './encounter';
import { bumps, meet } from './meet';
import { invade, newGroup, roomNear, stock } from './setup';
import {
  at,
  belowSitesOf,
  digToward,
  landing,
  nearestPlace,
  newRoom,
  patrol,
  roomsOf,
  zoc,
} from './space';
import {
  changedHoldings,
  changedSeat,
  alive,
  findMGroup,
  inTomb,
  looseLoot,
  grow,
  home,
  kill,
  loot,
  pop,
  wgroup,
  type LateState,
  type MGroup,
} from './state';
import { DELVER_FLAVOURS, MADE_UP_MONSTERS, type DelverFlavour } from './tables';
import { aquaticVariant, merfolkFlood } from '../advanced/water-magma';
import { improveTunnels } from './improved-tunnels';

/** Per-flavour delver rules. */
export interface DelverRule {
  /** Mines ore when its ZOC touches it. */
  readonly mines: boolean;
  /** Where the colony starts, from where the die landed. */
  readonly start: (h: Host, landed: Point) => Place | null;
  /** Anything drawn at setup. */
  readonly setup: (h: Host, s: LateState, g: MGroup) => void;
  /** Before the season (human miners dig down). */
  readonly season: (h: Host, s: LateState, g: MGroup) => void;
}

const nearestRoom = (h: Host, p: Point): Place | null => roomNear(h, p);
const nothing = (): void => undefined;

/** Dark Elves come from deep within the earth: start near the bottom of the page below the die. */
function deepStart(h: Host, p: Point): Place | null {
  const y = h.world.page.height - 2;
  return (
    nearestPlace(h, pt(p.x, y), (q) => q.kind === 'room' || q.kind === 'cave', roomsOf(h)) ??
    nearestRoom(h, p)
  );
}

/** Human miners start on the surface directly above where the die landed. */
function surfaceStart(h: Host, p: Point): Place | null {
  // Surface folk: on open ground, beside a rift or valley rather than in it.
  const x = openGroundX(h.world.page, p.x);
  const top = pt(x, groundY(h.world.page, x) - 0.2);
  const shaft = h.site.addPlace(
    { kind: 'entrance', role: 'entrance', shape: rectAt(top, 0.6, 0.4), joinTunnels: false },
    h.stamp,
  );
  const camp = newRoom(h, {
    near: pt(x, h.world.page.surfaceY + 1.2),
    role: 'mine',
    owner: null,
    connect: false,
    style: 'dwarven',
  });
  if (!camp) return null;
  h.site.addTunnel(
    {
      style: 'dwarven',
      role: 'shaft',
      path: [top, at(camp)],
      from: shaft.id,
      to: camp.id,
      owner: null,
    },
    h.stamp,
  );
  return camp;
}

/**
 * Whether more than `n` places (the start among them) are joined to `from` by tunnels: the
 * places the graph's settle search from it reaches, counted by a walk that stops at `n` + 1
 * rather than a search over all of them. An edge the search cannot measure (its length not a
 * number) is not walked, as the search does not take it.
 */
function reachesMoreThan(h: Host, from: string, n: number): boolean {
  const graph = graphOf(h);
  const seen = [from];
  for (let i = 0; i < seen.length; i++)
    for (const e of graph.neighbours(seen[i]!)) {
      if (seen.includes(e.to) || Number.isNaN(e.length)) continue;
      seen.push(e.to);
      if (seen.length > n) return true;
    }
  return false;
}

/** Human miners tunnel half a finger down each turn until they reach ore or a tunnel. */
function humanMinersDig(h: Host, s: LateState, g: MGroup): void {
  if (touchingOre(h, g) || reachesMoreThan(h, home(h, g.id).id, 3)) return;
  const from = home(h, g.id);
  const c = at(from);
  const end = digToward(h, from, pt(c.x, c.y + HALF_FINGER), HALF_FINGER, 'dwarven', g.id);
  const before = end.owner;
  end.owner = g.id;
  changedHoldings(h, before, g.id);
  h.emit('human-miners-dig', `${cap(nameOf(h, { g }))} sink their shaft deeper.`, [g.id], [end.id]);
}

/** Magma spirits draw a Magma Pool near their lair. */
function magmaPool(h: Host, _s: LateState, g: MGroup): void {
  const p = newRoom(h, {
    near: at(home(h, g.id)),
    role: 'magma-pool',
    owner: g.id,
    name: 'Magma Pool',
    marks: ['magma'],
  });
  if (p) h.emit('magma-pool', `${cap(nameOf(h, { g }))} kindle a Magma Pool.`, [g.id], [p.id]);
}

export const DELVER_RULES: Record<DelverFlavour, DelverRule> = {
  antlings: { mines: false, start: nearestRoom, setup: nothing, season: nothing },
  'dark-elf': { mines: true, start: deepStart, setup: nothing, season: nothing },
  darrow: { mines: true, start: nearestRoom, setup: nothing, season: nothing },
  druegar: { mines: true, start: nearestRoom, setup: nothing, season: nothing },
  dwarves: { mines: true, start: nearestRoom, setup: nothing, season: nothing },
  'earth-devils': { mines: true, start: nearestRoom, setup: nothing, season: nothing },
  fungaliths: { mines: true, start: nearestRoom, setup: nothing, season: nothing },
  'hobgoblin-miners': { mines: true, start: nearestRoom, setup: nothing, season: nothing },
  'human-miners': { mines: true, start: surfaceStart, setup: nothing, season: humanMinersDig },
  'magma-spirits': { mines: true, start: nearestRoom, setup: magmaPool, season: nothing },
  neanderthal: { mines: false, start: nearestRoom, setup: nothing, season: nothing },
  'new-delver': { mines: true, start: nearestRoom, setup: nothing, season: nothing },
};

/** Setup: 3● 2○ (or the flavour's numbers) at the room nearest the die, named. */
export function delverSetup(h: Host, s: LateState, landed?: Point): MGroup | null {
  const p = landed ?? landing(h, 'delvers land');
  const { row } = rollRow(h, DELVER_FLAVOURS, 'delver flavour');
  const rule = DELVER_RULES[row.id];
  const lair = rule.start(h, p);
  if (!lair) return null;
  const variant = aquaticVariant(h, s, 'delvers', lair);
  const title =
    variant?.title ??
    (row.id === 'new-delver' ? h.names.pick(MADE_UP_MONSTERS.delvers) : row.title);
  const name = h.names.next('monsters');
  const g = newGroup(h, s, {
    kind: 'delvers',
    flavour: variant?.id ?? row.id,
    title,
    alignment: variant?.alignment ?? row.alignment,
    culture: 'monsters',
    name,
    home: lair.id,
  });
  stock(h, g, lair.id, row.pop, row.loot);
  h.emit('delvers-arrive', `${title} found the colony of ${name}.`, [g.id], [lair.id]);
  rule.setup(h, s, g);
  invade(h, s, g);
  return g;
}

/** Roll a d12 flavour table. */
export function rollRow<T extends { lo: number; hi: number }>(
  h: Host,
  rows: readonly T[],
  why: string,
): { row: T; roll: number } {
  const roll = h.d(12, why);
  const row = rows.find((r) => r.lo <= roll && roll <= r.hi)!;
  return { row, roll };
}

/** Un-mined ore the group's ZOC touches (within a bead of a ZOC place): the nearest point. */
export function touchingOre(h: Host, g: MGroup): { feature: string; point: Point } | null {
  // The centres of the ZOC's places (in its own order, surface sites left out), worked out only
  // once there is ore to touch, and once for every ore point.
  let near: Point[] | null = null;
  for (const f of h.world.features) {
    if (
      (f.kind !== 'mithral' && f.kind !== 'gold-vein') ||
      f.state !== 'active' ||
      f.mined >= Math.max(1, f.amount)
    )
      continue;
    if (near === null) {
      near = [];
      for (const id of zoc(h, g)) {
        const p = placeOf(h, id);
        if (p.kind !== 'surface-site') near.push(centre(p.shape));
      }
    }
    const pts =
      f.shape.kind === 'polyline' || f.shape.kind === 'polygon'
        ? f.shape.points
        : [centre(f.shape)];
    for (const q of pts)
      for (const c of near) if (dist(c, q) <= BEAD + 1.5) return { feature: f.id, point: q };
  }
  return null;
}

/** Mine a room a thumb in size at the ore; its 1○ lies loose until looted next turn. */
export function mine(h: Host, g: MGroup): boolean {
  const ore = touchingOre(h, g);
  if (!ore) return false;
  const f = h.site.feature(ore.feature);
  const room = newRoom(h, {
    near: ore.point,
    role: 'mine',
    owner: g.id,
    size: THUMB * 0.6,
    style: 'dwarven',
    marks: ['mined'],
  });
  if (!room) return false;
  f.mined++;
  if (f.amount > 0 && f.mined >= f.amount) f.state = 'spent';
  h.addToken('treasure', 'loot', null, room.id);
  h.emit(
    'delvers-mine',
    `${cap(nameOf(h, { g }))} mine out a new chamber of ${f.kind === 'mithral' ? 'mithral' : 'gold'}.`,
    [g.id],
    [room.id],
  );
  return true;
}

/** Seize all loose loot in the ZOC (grave goods in tombs excepted). */
export function seize(h: Host, s: LateState, g: MGroup): void {
  const z = zoc(h, g);
  const lair = home(h, g.id).id;
  const loose = looseLoot(h, s, (place) => z.has(place) && !inTomb(h, place));
  if (loose.length === 0) return;
  for (const t of loose) h.moveToken(t.id, lair, { owner: g.id, role: 'loot' });
  h.emit(
    'seize-loot',
    `${cap(nameOf(h, { g }))} seize ${loose.length} loot in their domain.`,
    [g.id],
    [lair],
  );
}

/** Encounter everything bumped this turn, then an old neighbour if none (policy passed in). */
export function encounterAll(
  h: Host,
  s: LateState,
  g: MGroup,
  neighbour: (n: MGroup[]) => MGroup,
): void {
  for (const side of bumps(h, s, g)) {
    if (!alive(h, g)) return;
    meet(h, s, g, side);
  }
  if (!alive(h, g) || g.met) return;
  const known: MGroup[] = [];
  for (const id of g.neighbours) {
    const x = findMGroup(s, id);
    if (
      x &&
      alive(h, x) &&
      x.kind !== 'kingdom' &&
      x.kind !== 'adventurers' &&
      x.kind !== 'villain' &&
      !(g.infiltrated && x.infiltrated)
    )
      known.push(x);
  }
  if (known.length > 0) meet(h, s, g, { g: neighbour(known) });
}

/** The delver season. */
export function delverSeason(h: Host, s: LateState, g: MGroup): void {
  const rule = DELVER_RULES[g.flavour as DelverFlavour] ?? DELVER_RULES.dwarves;
  rule.season(h, s, g);
  seize(h, s, g);
  const mined = rule.mines && !g.infiltrated && mine(h, g);
  // Advanced Rules I: merfolk flood every room they come to live in.
  merfolkFlood(h, s, g);
  if (!mined && !patrol(h, g, HALF_FINGER, `${g.title} patrol`)) {
    // No tunnel leaves the ZOC: dig one up to half a finger toward the nearest other place.
    const z = zoc(h, g);
    const from = home(h, g.id);
    const to = nearestPlace(
      h,
      at(from),
      (p) => !z.has(p.id) && p.kind !== 'surface-site',
      belowSitesOf(h),
    );
    if (to) {
      digToward(h, from, at(to), HALF_FINGER, 'dwarven', g.id, to);
      h.emit(
        'delvers-tunnel',
        `${cap(nameOf(h, { g }))} drive a new tunnel outward.`,
        [g.id],
        [from.id],
      );
    }
  }
  if (loot(h, g.id) === 0) {
    kill(h, g.id, pop(h, g.id));
    const w = wgroup(h, g.id);
    w.state = 'abandoned';
    changedSeat(h, g.id);
    w.ended = h.stamp;
    w.end = 'no-loot';
    h.emit(
      'colony-abandoned',
      `With no treasure left, ${w.name} abandon their colony.`,
      [g.id],
      [home(h, g.id).id],
    );
    return;
  }
  if (loot(h, g.id) > pop(h, g.id)) {
    grow(h, g.id, 1);
    h.emit('delvers-grow', `${cap(nameOf(h, { g }))} grow in number.`, [g.id]);
  }
  // Old neighbours: one at random.
  encounterAll(h, s, g, (n) => h.pick(n, `${g.title} visits a neighbour`));
  // Natural caves and tunnels in the ZOC are redrawn as improved tunnels in pen.
  if (alive(h, g)) improveTunnels(h, s, g);
}
