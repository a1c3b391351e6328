/**
 * Bringing a monster group onto the map: a world group and a late group, beads on the nearest
 * room to where the die landed, and the invasion rule (hthad-2008-rules.txt, "Invasions"): an
 * arrival inside another group's ZOC fights it at once and, surviving, bounces a thumb away.
 */
import { placeOf } from './space';
import {
  cacheOf,
  cacheSlot,
  centre,
  dist,
  hypot,
  type Alignment,
  type GroupKind,
  type Place,
  type Point,
} from '../../world';
import { THUMB } from '../../world/units';
import { digitsFrom, type Culture } from '../../world/names';
import { plainConstructor, youngList } from '../../world/young';
import type { Group } from '../../world';
import type { Host } from './host';
import { verb } from './encounter';
import { meet } from './meet';
import { at, isRoom, nearestPlace, newRoom, roomsOf, zoc } from './space';
import {
  changedSeat,
  activeList,
  addMGroup,
  alive,
  home,
  wgroup,
  popThenLoot,
  type LateState,
  type MGroup,
  type MKind,
} from './state';
import { LIMITS, type Alignment3 } from './tables';
import { GROUP_TRAITS } from '../tables';

const WORLD_KIND: Record<MKind, GroupKind> = {
  kingdom: 'surface-kingdom',
  delvers: 'delvers',
  breeders: 'breeders',
  alpha: 'alpha-predator',
  wandering: 'wandering',
  temple: 'temple',
  adventurers: 'adventurers',
  villain: 'villain',
};

/** The world model's alignment for ours (it has no "hungry"). */
export function worldAlignment(a: Alignment3): Alignment | null {
  return a === 'hungry' ? null : a;
}

/**
 * A late-age group as the world records it: the keys in the order written here (a constructor,
 * not a literal, so the record stays young: see young.ts).
 */
const LateGroupRecord = plainConstructor(function (
  this: { -readonly [K in keyof Group]: Group[K] },
  id: string,
  kind: Group['kind'],
  culture: string,
  name: string,
  alignment: Group['alignment'],
  home: string | null,
  made: Group['made'],
) {
  this.id = id;
  this.kind = kind;
  this.culture = culture;
  this.name = name;
  this.alignment = alignment;
  this.parent = null;
  this.home = home;
  this.zoc = youngList();
  this.traits = youngList();
  for (const t of GROUP_TRAITS[kind]) this.traits.push(t);
  this.state = 'active';
  this.made = made;
  this.ended = null;
  this.end = null;
});

/** Create the world group and its late record. */
export function newGroup(
  h: Host,
  s: LateState,
  spec: {
    kind: MKind;
    flavour: string;
    title: string;
    alignment: Alignment3;
    culture: Culture | string;
    name: string;
    home: string | null;
    /** False for a name that rightly repeats (a kingdom's knights on each excursion). */
    numbered?: boolean;
  },
): MGroup {
  const id = `g${h.world.next.group++}`;
  h.world.groups.push(
    new LateGroupRecord(
      id,
      WORLD_KIND[spec.kind],
      spec.culture,
      spec.numbered === false ? spec.name : distinctGroupName(h, spec.name),
      worldAlignment(spec.alignment),
      spec.home,
      h.stamp,
    ),
  );
  h.world.revision++;
  return addMGroup(s, id, spec.kind, spec.flavour, spec.title, spec.alignment);
}

/**
 * What `distinctName(h.world.groups, name)` gives (the world's policy for names that come round
 * again: "Troll", then "Troll 2"), from counts kept per name as groups are added rather than a
 * pass over every group's name. A group named X counts for X, and, when X is a name, a space
 * and digits, for that name too (the only name it is a numbered one of).
 */
function distinctGroupName(h: Host, name: string): string {
  const c = cacheOf(h.world, NAME_COUNTS);
  const groups = h.world.groups;
  // Groups are only ever added; should the list ever shrink, every name is counted again.
  if (c.n > groups.length) {
    c.n = 0;
    c.counts.clear();
  }
  for (; c.n < groups.length; c.n++) {
    const x = groups[c.n]!.name;
    c.counts.set(x, (c.counts.get(x) ?? 0) + 1);
    const space = x.lastIndexOf(' ');
    if (space >= 0 && digitsFrom(x, space + 1)) {
      const base = x.slice(0, space);
      c.counts.set(base, (c.counts.get(base) ?? 0) + 1);
    }
  }
  const n = c.counts.get(name) ?? 0;
  return n === 0 ? name : `${name} ${n + 1}`;
}

/** Names counted so far (see {@link distinctGroupName}): the groups read, and counts by name. */
const NAME_COUNTS = cacheSlot(() => ({ n: 0, counts: new Map<string, number>() }));

/** Rooms and caves no other group holds. */
export function freeRoom(h: Host, p: Place, except?: string): boolean {
  if (!isRoom(p)) return false;
  for (const t of h.world.tokens)
    if (t.place === p.id && t.owner !== null && t.owner !== except) return false;
  return true;
}

/**
 * The room nearest a landing point (any room: arriving in a held room is an invasion). Only
 * rooms and caves are looked at: `test` narrows them further.
 */
export function roomNear(h: Host, p: Point, test: (q: Place) => boolean = isRoom): Place | null {
  return nearestPlace(h, p, test, roomsOf(h));
}

/** Put a group's beads down at a place. */
export function stock(
  h: Host,
  g: MGroup,
  place: string,
  popN: number,
  lootN: number,
  role: 'monster' | 'undead' = 'monster',
): void {
  wgroup(h, g.id).home = place;
  changedSeat(h, g.id);
  for (let i = 0; i < popN; i++) h.addToken('population', role, g.id, place);
  for (let i = 0; i < lootN; i++) h.addToken('treasure', 'loot', g.id, place);
}

/** The first active group (arrival order) whose ZOC holds the place, kingdoms excepted. */
function hostAt(h: Host, s: LateState, g: MGroup, here: string): MGroup | undefined {
  // Only read: the cached list of active groups serves without a copy.
  for (const o of activeList(h, s)) {
    if (o.id === g.id || o.kind === 'adventurers' || o.kind === 'villain' || o.kind === 'kingdom')
      continue;
    if (zoc(h, o).has(here)) return o;
  }
  return undefined;
}

/**
 * The invasion rule: while the arrival sits in another group's ZOC it encounters that group;
 * if it survives without destroying it, it moves a thumb beyond the defender's ZOC.
 */
export function invade(h: Host, s: LateState, g: MGroup): void {
  for (let bounce = 0; bounce < LIMITS.bounces; bounce++) {
    if (!alive(h, g)) return;
    const here = home(h, g.id).id;
    const host = hostAt(h, s, g, here);
    if (!host) return;
    h.emit(
      'invasion',
      `${wgroup(h, g.id).name} ${verb(g, 'arrive', 'arrives')} in the domain of ${wgroup(h, host.id).name}.`,
      [g.id, host.id],
      [here],
    );
    meet(h, s, g, { g: host });
    if (!alive(h, g) || !alive(h, host)) return;
    bounceAway(h, s, g, host);
  }
}

/** Move a group's beads a thumb beyond another group's ZOC. */
function bounceAway(h: Host, s: LateState, g: MGroup, from: MGroup): void {
  const z = zoc(h, from);
  const c = at(home(h, from.id));
  const here = at(home(h, g.id));
  // Nothing moves during the search: the places others hold and the zone's centres, once.
  const held = new Set<string>();
  for (const t of h.world.tokens) if (t.owner !== null && t.owner !== g.id) held.add(t.place);
  let centres: Point[] | null = null;
  let best: Place | null = null;
  let bd = Infinity;
  for (const p of roomsOf(h)) {
    if (held.has(p.id) || z.has(p.id)) continue;
    const pc = centre(p.shape);
    // Only a nearer room can be chosen: the gap to the zone is asked only of those, and only
    // until a centre within a thumb settles it.
    const d = dist(pc, here);
    if (!(d < bd)) continue;
    centres ??= [...z].map((id) => centre(placeOf(h, id).shape));
    let near = false;
    for (const q of centres)
      if (dist(q, pc) < THUMB) {
        near = true;
        break;
      }
    if (near) continue;
    bd = d;
    best = p;
  }
  if (!best) {
    const dx = here.x - c.x || 1;
    const dy = here.y - c.y;
    const n = hypot(dx, dy) || 1;
    best = newRoom(h, {
      near: { x: here.x + (dx / n) * 4, y: here.y + (dy / n) * 4 },
      role: 'lair',
      owner: g.id,
      kind: 'cave',
    });
  }
  if (!best) return;
  for (const t of popThenLoot(h, g.id)) h.moveToken(t.id, best.id);
  wgroup(h, g.id).home = best.id;
  changedSeat(h, g.id);
  h.emit(
    'bounce',
    `${wgroup(h, g.id).name} ${verb(g, 'move', 'moves')} on, a thumb beyond ${wgroup(h, from.id).name}'s reach.`,
    [g.id, from.id],
    [best.id],
  );
}
