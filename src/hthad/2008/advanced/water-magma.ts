/**
 * Advanced Rules I: Water and Magma (hthad-2008-rules.txt). A monster placed in a flooded
 * area is an aquatic or magma-dwelling variant from the table; tunnelling into water or magma
 * may flood, and a magma flood kills 1● of each group it displaces (floods.ts).
 */
import type { Place } from '../../world';
import type { Host } from '../monsters/host';
import { graphOf, placeOf, zoc } from '../monsters/space';
import {
  activeGroups,
  groupPlaces,
  home,
  loot,
  pop,
  wgroup,
  type LateState,
  type MGroup,
} from '../monsters/state';
import type { Alignment3 } from '../monsters/tables';
import { floodOf } from './floods';

// Water and Magma monsters (the book's table): type, where, id, monster, alignment, special rule
//   builds-flooded      merfolk: always build flooded rooms to live in (they range and hold ZOC
//                       beyond the water as usual)
//   fights-adventurers  flame devils: lawful, but always fight adventurers
//   none                crabmen: no special rules
//   needs-magma         azir: may leave magma, but lose 1● a turn unless their lair includes a
//                       magma-flooded room
//   water-bound         cave octopus, giant pike: must stay in the water, but can encounter any
//                       group whose ZOC touches the water
//   fills-lair          salamander: a new lair in a non-magma room fills with magma
//   shuns-water         elemental: cannot enter water areas
export const FLOOD_MONSTERS = [
  {
    type: 'delvers',
    where: 'water',
    id: 'merfolk',
    title: 'Merfolk',
    alignment: 'lawful',
    rule: 'builds-flooded',
  },
  {
    type: 'delvers',
    where: 'magma',
    id: 'flame-devils',
    title: 'Flame Devils',
    alignment: 'lawful',
    rule: 'fights-adventurers',
  },
  {
    type: 'breeders',
    where: 'water',
    id: 'crabmen',
    title: 'Crabmen',
    alignment: 'chaotic',
    rule: 'none',
  },
  {
    type: 'breeders',
    where: 'magma',
    id: 'azir',
    title: 'Azir',
    alignment: 'chaotic',
    rule: 'needs-magma',
  },
  {
    type: 'alpha',
    where: 'water',
    id: 'cave-octopus',
    title: 'Cave Octopus',
    alignment: 'hungry',
    rule: 'water-bound',
  },
  {
    type: 'alpha',
    where: 'magma',
    id: 'salamander',
    title: 'Salamander',
    alignment: 'hungry',
    rule: 'fills-lair',
  },
  {
    type: 'wandering',
    where: 'water',
    id: 'giant-pike',
    title: 'Giant Pike',
    alignment: 'hungry',
    rule: 'water-bound',
  },
  {
    type: 'wandering',
    where: 'magma',
    id: 'elemental',
    title: 'Elemental',
    alignment: 'hungry',
    rule: 'shuns-water',
  },
] as const satisfies readonly {
  type: string;
  where: 'water' | 'magma';
  id: string;
  title: string;
  alignment: Alignment3;
  rule: FloodRule;
}[];
export type FloodMonster = (typeof FLOOD_MONSTERS)[number];

/** The special rules of the Water and Magma monster table. */
export type FloodRule =
  | 'builds-flooded'
  | 'fights-adventurers'
  | 'none'
  | 'needs-magma'
  | 'water-bound'
  | 'fills-lair'
  | 'shuns-water';

/** The variant living in a flooded place, when the rule is on. */
export function aquaticVariant(
  h: Host,
  s: LateState,
  type: 'delvers' | 'breeders' | 'alpha' | 'wandering',
  p: Place,
): FloodMonster | null {
  if (!s.options.waterMagma) return null;
  const where = floodOf(h, p);
  if (!where) return null;
  return FLOOD_MONSTERS.find((r) => r.type === type && r.where === where) ?? null;
}

/** The flood-table rule a group lives by ('none' when the rule is off or it is no table monster). */
export function floodRuleOf(s: LateState, g: MGroup): FloodRule {
  if (!s.options.waterMagma) return 'none';
  return FLOOD_MONSTERS.find((r) => r.id === g.flavour && r.type === g.kind)?.rule ?? 'none';
}

/**
 * May the group set up in or move into the place? Cave octopus and giant pike only in water;
 * elementals never in water; everyone else anywhere.
 */
export function mayEnter(h: Host, s: LateState, g: MGroup, p: Place): boolean {
  const rule = floodRuleOf(s, g);
  if (rule === 'water-bound') return floodOf(h, p) === 'water';
  if (rule === 'shuns-water') return floodOf(h, p) !== 'water';
  return true;
}

/** The body of water a place lies in: it and every water place joined to it through water. */
export function waterBody(h: Host, from: Place): Set<string> {
  const out = new Set<string>();
  if (floodOf(h, from) !== 'water') return out;
  const graph = graphOf(h);
  const queue = [from.id];
  out.add(from.id);
  // Bounded: each place enters the queue at most once.
  for (let i = 0; i < queue.length && i < h.world.places.length; i++)
    for (const e of graph.neighbours(queue[i]!))
      if (!out.has(e.to) && floodOf(h, placeOf(h, e.to)) === 'water') {
        out.add(e.to);
        queue.push(e.to);
      }
  return out;
}

/**
 * Groups a water-bound monster can reach: every group (not kingdoms, adventurers or villains)
 * whose zone of control touches the water it lives in, in order of arrival.
 */
export function touchingWater(h: Host, s: LateState, g: MGroup): MGroup[] {
  const water = waterBody(h, home(h, g.id));
  if (water.size === 0) return [];
  return activeGroups(
    h,
    s,
    (o) =>
      o.id !== g.id &&
      o.kind !== 'kingdom' &&
      o.kind !== 'adventurers' &&
      o.kind !== 'villain' &&
      o.ignores !== g.id &&
      g.ignores !== o.id &&
      !(g.bribedBy.includes(o.id) && loot(h, o.id) > 0) &&
      pop(h, o.id) > 0,
  ).filter((o) => [...zoc(h, o)].some((id) => water.has(id)));
}

/** A water-bound monster strikes at the first group touching its water; the target, if any. */
export function strikeFromWater(h: Host, s: LateState, g: MGroup): MGroup | null {
  if (floodRuleOf(s, g) !== 'water-bound') return null;
  const foe = touchingWater(h, s, g)[0];
  if (!foe) return null;
  h.emit(
    'water-strike',
    `The ${g.title.toLowerCase()} strikes from the water at ${wgroup(h, foe.id).name}.`,
    [g.id, foe.id],
    [home(h, g.id).id],
  );
  return foe;
}

/** Azir lose 1● a turn unless one of the places they hold is magma-flooded. */
export function azirStarve(h: Host, s: LateState, g: MGroup): boolean {
  if (floodRuleOf(s, g) !== 'needs-magma') return false;
  return !groupPlaces(h, g.id).some((id) => floodOf(h, placeOf(h, id)) === 'magma');
}

/** Flood a place with water or magma (a rule's doing, not a tunnel's). */
function fill(p: Place, fluid: 'water' | 'magma'): void {
  p.state = 'flooded';
  if (!p.marks.includes(fluid)) p.marks.push(fluid);
  p.marks.sort();
}

/** A salamander's lair in a non-magma room fills with magma; true if it did. */
export function salamanderLair(h: Host, s: LateState, g: MGroup, lair: Place): boolean {
  if (floodRuleOf(s, g) !== 'fills-lair' || floodOf(h, lair) === 'magma') return false;
  fill(lair, 'magma');
  h.emit(
    'salamander-magma',
    `Magma wells up around the salamander in ${lair.name ?? 'its new lair'}.`,
    [g.id],
    [lair.id],
  );
  return true;
}

/** Merfolk live only in flooded rooms: every room or cave they hold that is dry is flooded. */
export function merfolkFlood(h: Host, s: LateState, g: MGroup): string[] {
  if (floodRuleOf(s, g) !== 'builds-flooded') return [];
  const dry = groupPlaces(h, g.id)
    .map((id) => placeOf(h, id))
    .filter((p) => (p.kind === 'room' || p.kind === 'cave') && floodOf(h, p) === null);
  if (dry.length === 0) return [];
  for (const p of dry) fill(p, 'water');
  h.emit(
    'merfolk-flood',
    `${wgroup(h, g.id).name} flood ${dry.length === 1 ? 'their new chamber' : `${dry.length} chambers`} to live in.`,
    [g.id],
    dry.map((p) => p.id),
  );
  return dry.map((p) => p.id);
}

/** Flame devils, though lawful, always fight adventurers (no quest); true if the rule applies. */
export function flameDevilsFight(h: Host, s: LateState, g: MGroup, party: MGroup): boolean {
  if (floodRuleOf(s, g) !== 'fights-adventurers') return false;
  h.emit(
    'flame-devils-fight',
    `${wgroup(h, g.id).name} will not parley with adventurers.`,
    [g.id, party.id],
    [home(h, party.id).id],
  );
  return true;
}
