/**
 * Wandering Monsters (hthad-2008-rules.txt, "Wandering Monsters"): three dropped at once, each
 * in the nearest room or corridor with its own flavour; each season a d4, and on a 1 the
 * monster wanders half a finger collecting loot; the twelve flavours.
 */
import { distancesFrom, graphOf, placeOf } from './space';
import type { Point } from '../../world';
import { HALF_FINGER } from '../../world/units';
import type { Host } from './host';
import { cap, isPlural, nameOf, wandererClash } from './encounter';
import { rollRow } from './delvers';
import { looseLoot } from './state';
import { newGroup, stock } from './setup';
import { at, digToward, landing, nearestPlace, roomsAndJunctionsOf, roomsOf } from './space';
import {
  changedSeat,
  activeList,
  home,
  wgroup,
  popThenLoot,
  type LateState,
  type MGroup,
} from './state';
import { MADE_UP_MONSTERS, WANDERING_FLAVOURS, type WanderingFlavour } from './tables';
import { aquaticVariant, mayEnter, strikeFromWater } from '../advanced/water-magma';

export interface WandererRule {
  readonly wanders: boolean;
  readonly collects: boolean;
  /** Instead of following tunnels, dig a cave to another area (ankheg). */
  readonly burrows: boolean;
  /** When it stays put (the spider's web). */
  readonly idle: (h: Host, s: LateState, g: MGroup) => void;
  /** When it arrives somewhere (skeletons in tombs, the slug's slime). */
  readonly arrive: (h: Host, s: LateState, g: MGroup) => void;
}

const nothing = (): void => undefined;

/** The spider spins a web where it sits. */
function spinWeb(h: Host, _s: LateState, g: MGroup): void {
  const here = home(h, g.id);
  if (g.web === here.id) return;
  g.web = here.id;
  if (!here.marks.includes('web')) here.marks.push('web');
  here.marks.sort();
  h.emit('spider-web', 'The giant spider spins a web across the passage.', [g.id], [here.id]);
}

/** Skeletons in a tomb gain a bead. */
function skeletonsInTomb(h: Host, _s: LateState, g: MGroup): void {
  const here = home(h, g.id);
  if (!here.marks.includes('tomb')) return;
  h.addToken('population', 'undead', g.id, here.id);
  h.emit('skeletons-rise', 'More skeletons rise from the tomb.', [g.id], [here.id]);
}

/** Write "slimy" where the giant slug camps. */
function slime(h: Host, _s: LateState, g: MGroup): void {
  const here = home(h, g.id);
  if (here.marks.includes('slimy')) return;
  here.marks.push('slimy');
  here.marks.sort();
}

const roamer: WandererRule = {
  wanders: true,
  collects: true,
  burrows: false,
  idle: nothing,
  arrive: nothing,
};

export const WANDERER_RULES: Record<WanderingFlavour, WandererRule> = {
  ankheg: { ...roamer, burrows: true },
  'giant-slug': { ...roamer, arrive: slime, idle: slime },
  'giant-spider': { ...roamer, idle: spinWeb },
  'green-slime': { ...roamer, collects: false },
  'itinerant-wizard': roamer,
  'lone-hobgoblin': roamer,
  mimic: { ...roamer, wanders: false },
  ooze: roamer,
  'scavenger-jelly': roamer,
  skeletons: { ...roamer, arrive: skeletonsInTomb, idle: nothing },
  troll: roamer,
  'new-wanderer': roamer,
  beast: roamer,
  undead: { ...roamer, wanders: false },
  outsider: roamer,
  oubliette: { ...roamer, wanders: false },
  'bound-demon': { ...roamer, wanders: false },
  'gate-guard': { ...roamer, wanders: false },
  'arena-beast': { ...roamer, wanders: false },
  // Wanders like any roamer, but Advanced Rules I keeps it in the water (mayEnter) and lets it
  // strike at any group touching the water (strikeFromWater).
  'giant-pike': roamer,
  elemental: roamer,
};

/** Setup: three wandering monsters, each dropped separately with its own flavour. */
export function wanderingSetup(h: Host, s: LateState, first?: Point): MGroup[] {
  const out: MGroup[] = [];
  for (let i = 0; i < 3; i++) {
    const p = i === 0 && first ? first : landing(h, 'wandering monster lands');
    const g = placeWanderer(h, s, p);
    if (g) out.push(g);
  }
  return out;
}

/** One wandering monster in the nearest room or corridor to a point. */
export function placeWanderer(
  h: Host,
  s: LateState,
  p: Point,
  flavour?: WanderingFlavour,
  beads = 1,
  lootN?: number,
  title?: string,
): MGroup | null {
  const where = nearestPlace(
    h,
    p,
    (q) => q.kind === 'room' || q.kind === 'cave' || q.kind === 'junction',
    roomsAndJunctionsOf(h),
  );
  if (!where) return null;
  let id: WanderingFlavour;
  let name: string;
  let loot = lootN ?? 0;
  if (flavour) {
    id = flavour;
    name = title ?? flavour;
  } else {
    const { row } = rollRow(h, WANDERING_FLAVOURS, 'wandering flavour');
    const variant = aquaticVariant(h, s, 'wandering', where);
    id = (variant?.id ?? row.id) as WanderingFlavour;
    name =
      variant?.title ??
      (row.id === 'new-wanderer' ? h.names.pick(MADE_UP_MONSTERS.wandering) : row.title);
    loot = row.loot;
  }
  const g = newGroup(h, s, {
    kind: 'wandering',
    flavour: id,
    title: name,
    alignment: 'hungry',
    culture: 'monsters',
    name: cap(name),
    home: where.id,
  });
  stock(h, g, where.id, beads, loot, id === 'undead' || id === 'skeletons' ? 'undead' : 'monster');
  h.emit(
    'wanderer-arrives',
    `${cap(name)} ${beads > 1 ? `(${beads})` : ''} ${beads > 1 ? 'appear' : 'appears'} in the dungeon.`.replace(
      '  ',
      ' ',
    ),
    [g.id],
    [where.id],
  );
  (WANDERER_RULES[id] ?? roamer).arrive(h, s, g);
  return g;
}

/** A wandering monster's season: d4, on a 1 it wanders. */
export function wandererSeason(h: Host, s: LateState, g: MGroup): void {
  const rule = WANDERER_RULES[g.flavour as WanderingFlavour] ?? roamer;
  if (g.fixed || !rule.wanders) return rule.idle(h, s, g);
  if (h.d(4, `${g.title} wanders?`) !== 1) return rule.idle(h, s, g);
  // Advanced Rules I: a giant pike cannot leave the water but strikes at any group touching it.
  const struck = strikeFromWater(h, s, g);
  if (struck) {
    wandererClash(h, s, { g }, { g: struck });
    return;
  }
  const from = home(h, g.id);
  if (rule.burrows) {
    // The places it can already reach, worked out once rather than for every place tried.
    const reached = distancesFrom(h, [from.id]);
    const to = nearestPlace(
      h,
      at(from),
      (p) => (p.kind === 'room' || p.kind === 'cave') && !reached.has(p.id),
      roomsOf(h),
    );
    if (to) {
      const end = digToward(h, from, at(to), HALF_FINGER, 'natural', null, to);
      h.emit('ankheg-burrows', 'The ankheg burrows a new passage.', [g.id], [from.id, end.id]);
    }
  }
  const graph = graphOf(h);
  let here = from.id;
  let left = HALF_FINGER;
  const seen = new Set([here]);
  for (let step = 0; step < 8; step++) {
    const next = graph.neighbours(here).filter((e) => {
      if (seen.has(e.to) || !(e.length <= left)) return false;
      const p = placeOf(h, e.to);
      return p.kind !== 'surface-site' && mayEnter(h, s, g, p);
    });
    if (next.length === 0) break;
    const e = h.pick(next, `${g.title} wanders`);
    left -= e.length;
    here = e.to;
    seen.add(here);
    if (rule.collects)
      for (const t of looseLoot(h, s, (place) => place === here))
        h.moveToken(t.id, here, { owner: g.id, role: 'loot' });
    // Groups with population in the place it has wandered into: the first of them to arrive.
    // One pass over the beads (the place view would be rebuilt for this one question).
    const present: string[] = [];
    for (const t of h.world.tokens)
      if (t.place === here && t.kind === 'population' && t.owner && !present.includes(t.owner))
        present.push(t.owner);
    let foe: MGroup | undefined;
    if (present.length > 0)
      for (const o of activeList(h, s))
        if (
          o.id !== g.id &&
          o.kind !== 'adventurers' &&
          o.kind !== 'villain' &&
          o.ignores !== g.id &&
          g.ignores !== o.id &&
          present.includes(o.id)
        ) {
          foe = o;
          break;
        }
    if (foe) {
      moveTo(h, g, here);
      wandererClash(h, s, { g }, foe.kind === 'kingdom' ? { g: foe, site: here } : { g: foe });
      return;
    }
  }
  if (here !== from.id) {
    moveTo(h, g, here);
    h.emit(
      'wanders',
      `${cap(nameOf(h, { g }))} ${isPlural({ g }) ? 'wander' : 'wanders'} the tunnels.`,
      [g.id],
      [from.id, here],
    );
    rule.arrive(h, s, g);
  }
}

function moveTo(h: Host, g: MGroup, place: string): void {
  for (const t of popThenLoot(h, g.id)) h.moveToken(t.id, place);
  wgroup(h, g.id).home = place;
  changedSeat(h, g.id);
}
