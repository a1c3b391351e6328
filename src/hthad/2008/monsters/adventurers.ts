/**
 * Adventurers and Slumbering Undead (hthad-2008-rules.txt, "Adventurers and Undead"): a party
 * enters by a random entrance, follows unexplored tunnels at random, takes quests from groups
 * of its own alignment, fights the rest on the Fight! table, and its thief flees when the
 * party is down to one. With fewer than three monster groups the undead stir instead.
 */
import { flameDevilsFight } from '../advanced/water-magma';
import {
  hollowEarthAlignment,
  hollowEarthFoe,
  hollowEarthStart,
} from '../advanced/alternate-worlds';
import { distancesFrom, graphOf, placeOf } from './space';
import { groundY, openGroundX, pt, rectAt, type Place } from '../../world';
import type { Host } from './host';
import { cap, encounterRoll, nameOf, verb, wandererClash, wipeCheck } from './encounter';
import { newGroup, stock } from './setup';
import {
  at,
  belowSitesOf,
  connectedNearest,
  dig,
  entrancesOf,
  isRoom,
  nearestPlace,
  roomsOf,
} from './space';
import {
  changedSeat,
  activeGroups,
  activeList,
  alive,
  home,
  isMonsterGroup,
  kill,
  loot,
  lootTokens,
  pop,
  popTokens,
  transferLoot,
  wgroup,
  popThenLoot,
  type LateState,
  type MGroup,
} from './state';
import { FIGHT_TABLE, LIMITS, type FightResult } from './tables';
import { placeWanderer } from './wandering';
import { beadsIn, looseLoot } from './state';

/** What a villain adds to an expedition: its lair and its own fight. */
export interface VillainHooks {
  /** The place the party makes for (the villain's lair). */
  readonly target: () => string | null;
  /**
   * Called when the party enters a place, before ordinary groups there. Returns 'stop' to end
   * the expedition (the party fell or the villain fell).
   */
  readonly enter: (h: Host, s: LateState, party: MGroup, place: string) => 'go' | 'stop';
  /** Called for each group met: 'skip' if the villain's rules handled it. */
  readonly meet?: (h: Host, s: LateState, party: MGroup, g: MGroup) => 'skip' | 'fight';
}

/** Roll on the Fight! table from the adventurers' margin. */
export function fightResult(margin: number): FightResult {
  return FIGHT_TABLE.find((r) => r.lo <= margin && margin <= r.hi)!.id;
}

/** A random entrance, dug if there is none connected to the dungeon. */
export function entranceFor(
  h: Host,
  why: string,
  told = 'Adventurers find a way down from the surface.',
): Place {
  const graph = graphOf(h);
  const entrances = entrancesOf(h).filter((p) => graph.neighbours(p.id).length > 0);
  if (entrances.length > 0) return h.pick(entrances, why);
  // Adventurers come down from open ground, never from a rift or valley floor.
  const x = openGroundX(h.world.page, h.int(10, (h.world.page.width - 1) * 10, `${why}: x`) / 10);
  const e = h.site.addPlace(
    {
      kind: 'entrance',
      role: 'entrance',
      shape: rectAt(pt(x, groundY(h.world.page, x) - 0.2), 0.6, 0.4),
      joinTunnels: false,
    },
    h.stamp,
  );
  const to = connectedNearest(h, at(e), (p) => isRoom(p), roomsOf(h));
  if (to) dig(h, e, to, 'natural', 'tunnel', null);
  h.emit('entrance-dug', told, [], [e.id]);
  return e;
}

/** Monster-table result 6: adventurers if there are 3+ monster groups, else the undead stir. */
export function adventurersOrUndead(h: Host, s: LateState): void {
  let monsters = 0;
  for (const g of activeList(h, s)) if (isMonsterGroup(g)) monsters++;
  if (monsters >= 3) {
    // Advanced Rules II, Hollow Earth: of random alignment; otherwise a 6 on the d6 is chaotic.
    const alignment =
      hollowEarthAlignment(h, s) ?? (h.d(6, 'adventurer alignment') === 6 ? 'chaotic' : 'lawful');
    const size = h.d(6, 'adventurer party size');
    adventure(h, s, { alignment, size, hooks: null });
  } else slumberingUndead(h, s);
}

/** Slumbering undead: in an empty tomb, else by loose treasure, else a new tomb in an empty room. */
export function slumberingUndead(h: Host, s: LateState): void {
  const tombs = h.world.places.filter(
    (p) => p.marks.includes('tomb') && !beadsIn(h, p.id).some((t) => t.kind === 'population'),
  );
  if (tombs.length > 0) {
    const t = h.pick(tombs, 'tomb of the undead');
    const g = placeWanderer(h, s, at(t), 'undead', 1, 1, 'slumbering dead');
    if (g) h.emit('undead-rise', `The dead stir in ${t.name ?? 'an old tomb'}.`, [g.id], [t.id]);
    return;
  }
  const loose = looseLoot(h, s, () => true);
  if (loose.length > 0) {
    const t = h.pick(loose, 'unowned treasure guarded');
    const p = placeOf(h, t.place);
    const g = placeWanderer(h, s, at(p), 'undead', 1, 0, 'slumbering dead');
    if (g) h.emit('undead-rise', 'Undead rise to guard forgotten treasure.', [g.id], [p.id]);
    return;
  }
  const empty = roomsOf(h).filter((p) => beadsIn(h, p.id).length === 0);
  if (empty.length === 0) return;
  const room = h.pick(empty, 'room for a new tomb');
  room.marks.push('tomb');
  room.marks.sort();
  const g = placeWanderer(h, s, at(room), 'undead', 2, 1, 'slumbering dead');
  if (g)
    h.emit('undead-rise', 'A forgotten room becomes a tomb, and its dead walk.', [g.id], [room.id]);
}

/**
 * One expedition. Without hooks the party wanders unexplored tunnels at random; with villain
 * hooks it makes for the villain's lair by the shortest way, fighting along it.
 */
export function adventure(
  h: Host,
  s: LateState,
  spec: {
    alignment: 'lawful' | 'chaotic';
    size: number;
    hooks: VillainHooks | null;
    entrance?: Place;
  },
): MGroup {
  // Advanced Rules II, Hollow Earth: they set out from the kingdom of their alignment.
  const entrance =
    spec.entrance ?? hollowEarthStart(h, s, spec.alignment) ?? entranceFor(h, 'adventurers enter');
  const name = `the company of ${h.names.next('kingdom')}`;
  const party = newGroup(h, s, {
    kind: 'adventurers',
    flavour: 'party',
    title: 'adventurers',
    alignment: spec.alignment,
    culture: 'kingdom',
    name,
    home: entrance.id,
  });
  stock(h, party, entrance.id, spec.size, 1);
  for (const t of popTokens(h, party.id)) h.convertToken(t.id, { role: 'adventurer' });
  h.emit(
    'adventurers-enter',
    `${cap(name)}, ${spec.size === 1 ? `a lone ${spec.alignment} adventurer` : `${spec.size} ${spec.alignment} adventurers`}, enter the dungeon.`,
    [party.id],
    [entrance.id],
  );
  const start = spec.size;
  const avoid = new Set<string>();
  const fought = new Set<string>();
  const visited = new Set<string>([entrance.id]);
  let here = entrance.id;
  // Parties follow unexplored tunnels at random; a villain is fought if its lair is reached.
  const goal = spec.hooks?.target() ?? null;
  // Reach questions: a flood over the tunnels from the goal, stopping once the entrance is
  // reached (the whole flood is read only when it is not).
  const reach = goal ? walkFrom(h, goal, entrance.id) : null;
  if (reach && !reach.has(entrance.id)) {
    // "If there is no passage from the surface to the dungeon level, create a tunnel connecting
    // the two at their closest point": here, the level where the villain waits.
    const to = nearestPlace(
      h,
      at(entrance),
      (p) => reach.has(p.id) && p.kind !== 'surface-site',
      belowSitesOf(h),
    );
    if (to) {
      dig(h, entrance, to, 'natural', 'tunnel', null);
      h.emit(
        'entrance-dug',
        'Adventurers break through to the villain’s depths.',
        [party.id],
        [entrance.id, to.id],
      );
    }
  }
  let stop = false;
  // Depth first through unexplored tunnels, backing up when a way runs out.
  const trail: string[] = [here];
  for (let step = 0; step < LIMITS.adventureSteps && !stop; step++) {
    let next = unexploredWay(h, graphOf(h).neighbours(here), visited);
    if (next !== undefined) trail.push(next);
    else {
      trail.pop();
      next = trail[trail.length - 1];
      if (next) {
        here = next;
        continue;
      }
    }
    if (!next) break;
    here = next;
    visited.add(here);
    // The party's beads are moved only where something is there to meet (the record stays small).
    const target = spec.hooks?.target() ?? null;
    const busy =
      here === target || placeOf(h, here).role === 'shrine-of-law' || othersIn(h, here, party.id);
    if (!busy) continue;
    moveParty(h, party, here);
    if (spec.hooks && spec.hooks.enter(h, s, party, here) === 'stop') break;
    if (!alive(h, party)) break;
    shrineOfLaw(h, s, party, start, here);
    for (const g of groupsAt(h, s, here)) {
      if (!alive(h, party)) break;
      if (avoid.has(g.id) || fought.has(g.id) || !alive(h, g)) continue;
      if (spec.hooks?.meet && spec.hooks.meet(h, s, party, g) === 'skip') continue;
      fought.add(g.id);
      if (
        g.alignment === party.alignment &&
        g.kind !== 'wandering' &&
        !flameDevilsFight(h, s, g, party)
      )
        quest(h, s, party, g, avoid, fought);
      else encounter(h, s, party, g, avoid);
      if (thief(h, s, party, start)) {
        stop = true;
        break;
      }
    }
    if (!alive(h, party)) break;
  }
  // Advanced Rules II, Hollow Earth: the survivors also fight the opposed surface kingdom.
  const rival = alive(h, party) && !stop ? hollowEarthFoe(h, s, party) : null;
  if (rival) encounter(h, s, party, rival, avoid);
  if (alive(h, party)) leave(h, s, party);
  return party;
}

/**
 * The party's next place: one of the edges to a place not yet visited (not a surface site),
 * picked as `h.pick` picks among them, without a list of them made at every step.
 */
function unexploredWay(
  h: Host,
  edges: readonly { readonly to: string }[],
  visited: ReadonlySet<string>,
): string | undefined {
  let n = 0;
  let only: string | undefined;
  for (const e of edges)
    if (unexplored(h, e.to, visited)) {
      n++;
      only ??= e.to;
    }
  if (n <= 1) return only;
  let k = h.int(0, n - 1, 'adventurers choose a tunnel');
  for (const e of edges) if (unexplored(h, e.to, visited) && k-- === 0) return e.to;
  return undefined;
}

function unexplored(h: Host, to: string, visited: ReadonlySet<string>): boolean {
  return !visited.has(to) && placeOf(h, to).kind !== 'surface-site';
}

/**
 * The places a party can walk to from `from` as it moves: along tunnels, never on through a
 * surface site (a crater or castle standing between two tunnels is not a way on underground),
 * though it may step onto one. With `until`, the walk stops once that place is reached: the
 * set then holds it, and is all of them only when it does not.
 */
// READING: "no passage from the surface to the dungeon level" is judged by the party's own walk, so a villain behind a crater gets its tunnel dug.
export function walkFrom(h: Host, from: string, until?: string): Set<string> {
  const graph = graphOf(h);
  const seen = new Set<string>([from]);
  if (from === until) return seen;
  const queue = [from];
  for (let i = 0; i < queue.length; i++) {
    for (const e of graph.neighbours(queue[i]!)) {
      if (seen.has(e.to)) continue;
      seen.add(e.to);
      if (e.to === until) return seen;
      if (placeOf(h, e.to).kind !== 'surface-site') queue.push(e.to);
    }
  }
  return seen;
}

/** Whether any bead at the place is not the group's own. */
function othersIn(h: Host, place: string, id: string): boolean {
  for (const t of beadsIn(h, place)) if (t.owner !== id) return true;
  return false;
}

/**
 * Active groups with population at a place (kingdoms excepted), in arrival order: the party
 * passes a fallen group by, so only the active list is read, not every group that ever came.
 */
function groupsAt(h: Host, s: LateState, place: string): MGroup[] {
  // One pass over the beads: the party has just moved here, so the place view would be rebuilt.
  let ids: Set<string> | null = null;
  for (const t of h.world.tokens)
    if (t.place === place && t.kind === 'population' && t.owner !== null)
      (ids ??= new Set()).add(t.owner);
  const out: MGroup[] = [];
  if (ids === null) return out;
  for (const g of activeList(h, s))
    if (ids.has(g.id) && g.kind !== 'adventurers' && g.kind !== 'kingdom' && g.kind !== 'villain')
      out.push(g);
  return out;
}

function moveParty(h: Host, party: MGroup, to: string): void {
  for (const t of popThenLoot(h, party.id)) h.moveToken(t.id, to);
  wgroup(h, party.id).home = to;
  changedSeat(h, party.id);
}

/** Lawful parties at a Shrine of Law may replace one bead lost in the dungeon. */
function shrineOfLaw(h: Host, s: LateState, party: MGroup, start: number, here: string): void {
  if (
    party.alignment !== 'lawful' ||
    placeOf(h, here).role !== 'shrine-of-law' ||
    pop(h, party.id) >= start ||
    party.met
  )
    return;
  party.met = true;
  h.addToken('population', 'adventurer', party.id, here);
  h.emit('shrine-of-law-heals', 'At the Shrine of Law the party is restored.', [party.id], [here]);
}

/** A quest from a friendly group: fight the next nearest group; the friends pay, or are fought. */
function quest(
  h: Host,
  s: LateState,
  party: MGroup,
  friend: MGroup,
  avoid: Set<string>,
  fought: Set<string>,
): void {
  const d = distancesFrom(h, [home(h, friend.id).id]);
  const foe = activeGroups(
    h,
    s,
    (g) =>
      g.id !== friend.id &&
      isMonsterGroup(g) &&
      g.alignment !== party.alignment &&
      !avoid.has(g.id),
  )
    .map((g) => ({ g, d: d.get(home(h, g.id).id) ?? Infinity }))
    .filter((x) => x.d < Infinity)
    .sort((a, b) => a.d - b.d || a.g.arrived - b.g.arrived)[0];
  h.emit(
    'quest',
    foe
      ? `${cap(nameOf(h, { g: friend }))} ${verb(friend, 'give', 'gives')} ${wgroup(h, party.id).name} a quest against ${nameOf(h, { g: foe.g })}.`
      : `${cap(nameOf(h, { g: friend }))} ${verb(friend, 'welcome', 'welcomes')} ${wgroup(h, party.id).name}; ${verb(friend, 'they have', 'it has')} no enemies left to name.`,
    [party.id, friend.id],
  );
  if (!foe) return;
  fought.add(foe.g.id);
  moveParty(h, party, home(h, foe.g.id).id);
  encounter(h, s, party, foe.g, avoid);
  if (!alive(h, party) || alive(h, foe.g)) return;
  if (loot(h, friend.id) > 0) {
    transferLoot(h, s, friend.id, party.id, 1);
    h.emit(
      'quest-reward',
      `${cap(nameOf(h, { g: friend }))} ${verb(friend, 'pay', 'pays')} the adventurers for their work.`,
      [party.id, friend.id],
    );
  } else {
    h.emit(
      'quest-unpaid',
      `${cap(nameOf(h, { g: friend }))} cannot pay, and the adventurers turn on ${verb(friend, 'them', 'it')}.`,
      [party.id, friend.id],
    );
    moveParty(h, party, home(h, friend.id).id);
    encounter(h, s, party, friend, avoid);
  }
}

/** Fight! (or the wandering-monster rules against wanderers). */
export function encounter(
  h: Host,
  s: LateState,
  party: MGroup,
  g: MGroup,
  avoid: Set<string>,
): void {
  if (g.kind === 'wandering') {
    wandererClash(h, s, { g }, { g: party }, true);
    if (!alive(h, g)) {
      const loose = looseLoot(h, s, () => true);
      // The party's place, asked once (and only if there is loose loot anywhere).
      const where = loose.length > 0 ? home(h, party.id).id : null;
      for (const t of loose)
        if (t.place === where && alive(h, party)) h.moveToken(t.id, t.place, { owner: party.id });
    }
    return;
  }
  const r = encounterRoll(h, s, party, g);
  const result = fightResult(r.margin);
  const pn = wgroup(h, party.id).name;
  const gn = nameOf(h, { g });
  const score = `(${r.mine} to ${r.theirs})`;
  // The monsters' lines name them first, and their roll with them.
  const theirScore = `(${r.theirs} to ${r.mine})`;
  switch (result) {
    case 'win-big':
    case 'win-by-one': {
      kill(h, g.id, pop(h, g.id));
      const taken = transferLoot(h, s, g.id, party.id, loot(h, g.id));
      if (result === 'win-by-one') kill(h, party.id, 1);
      h.emit(
        'fight',
        `${cap(pn)} slay ${gn}${taken > 0 ? ` and take ${verb(g, 'their', 'its')} loot` : ''}${result === 'win-by-one' ? ', losing one of their own' : ''} ${score}.`,
        [party.id, g.id],
      );
      wipeCheck(h, s, g, 'adventurers');
      break;
    }
    case 'tie':
      kill(h, party.id, 1);
      avoid.add(g.id);
      h.emit('fight', `${cap(pn)} lose one against ${gn} and go around them ${score}.`, [
        party.id,
        g.id,
      ]);
      break;
    case 'lose-by-one': {
      // "Loses 1● for each ● in the opposing group ... leaving 1○ behind": as many as it has.
      const lost = kill(h, party.id, pop(h, g.id));
      avoid.add(g.id);
      const left = lootTokens(h, party.id)[0];
      if (left) h.moveToken(left.id, left.place, { owner: null });
      const behind = left ? ' and leave loot behind' : '';
      h.emit(
        'fight',
        `${cap(gn)} ${verb(g, 'beat', 'beats')} back ${pn}, who lose ${lost}${behind} ${theirScore}.`,
        [party.id, g.id],
      );
      break;
    }
    case 'lose-big':
      kill(h, party.id, pop(h, party.id));
      h.emit('fight', `${cap(gn)} ${verb(g, 'destroy', 'destroys')} ${pn} ${theirScore}.`, [
        party.id,
        g.id,
      ]);
      break;
  }
  wipeCheck(h, s, party, 'fight');
}

/** The thief: reduced to 1● (from a bigger party), the last one flees with all the loot. */
export function thief(h: Host, s: LateState, party: MGroup, start: number): boolean {
  if (!alive(h, party) || start <= 1 || pop(h, party.id) !== 1) return false;
  h.emit(
    'thief-flees',
    `The last of ${wgroup(h, party.id).name}, the thief no doubt, flees with the loot.`,
    [party.id],
  );
  leave(h, s, party);
  return true;
}

/**
 * Out of the dungeon: the artifact goes back to the castle; other loot leaves the map with the
 * survivors.
 */
export function leave(h: Host, s: LateState, party: MGroup): void {
  const castle = s.kingdoms[0]?.castle;
  let carried = 0;
  for (const t of lootTokens(h, party.id)) {
    if (t.id === s.artifact && castle) h.moveToken(t.id, castle, { owner: s.kingdoms[0]!.id });
    else {
      h.destroyToken(t.id);
      carried++;
    }
  }
  for (const t of popTokens(h, party.id)) h.destroyToken(t.id);
  const w = wgroup(h, party.id);
  w.state = 'ended';
  changedSeat(h, party.id);
  w.ended = h.stamp;
  w.end = 'left';
  h.emit(
    'adventurers-leave',
    `${cap(w.name)} leave the dungeon ${carried > 0 ? `carrying ${carried} treasure${carried > 1 ? 's' : ''}` : 'empty-handed'}.`,
    [party.id],
  );
}

/** Shortest path of places from a to b along tunnels, or null. */
export function pathTo(h: Host, a: string, b: string | null): string[] | null {
  if (!b) return null;
  const graph = graphOf(h);
  const d = distancesFrom(h, [a]);
  if (!d.has(b)) return null;
  const out = [b];
  let cur = b;
  for (let guard = 0; guard < 500 && cur !== a; guard++) {
    const dc = d.get(cur)!;
    const prev = graph
      .neighbours(cur)
      .filter((e) => d.has(e.to) && Math.abs(d.get(e.to)! + e.length - dc) < 1e-6)
      .sort((x, y) => (x.to < y.to ? -1 : 1))[0];
    if (!prev) break;
    cur = prev.to;
    out.push(cur);
  }
  return out.reverse();
}
