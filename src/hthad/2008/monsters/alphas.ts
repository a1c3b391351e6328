/**
 * Alpha Predators (hthad-2008-rules.txt, "Alpha Predators"): setup, the hunt (forage a finger
 * for population, else loot, else spend or move), and the twelve flavours.
 */
import { distancesFrom, placeOf } from './space';
import { dist, ownerTokens, pt, type Place, type Point } from '../../world';
import { FINGER } from '../../world/units';
import type { Host } from './host';
import { cap, nameOf } from './encounter';
import { rollRow } from './delvers';
import { inTomb, looseLoot } from './state';
import { meet } from './meet';
import { invade, newGroup, roomNear, stock } from './setup';
import { at, dig, landing, newRoom } from './space';
import {
  changedHoldings,
  activeGroups,
  activeList,
  activeCaches,
  inOrderOf,
  home,
  loot,
  pop,
  spendLoot,
  wgroup,
  popThenLoot,
  type LateState,
  type MGroup,
} from './state';
import { ALPHA_FLAVOURS, MADE_UP_MONSTERS, type AlphaFlavour } from './tables';
import { floodOf } from '../advanced/floods';
import {
  aquaticVariant,
  floodRuleOf,
  mayEnter,
  salamanderLair,
  strikeFromWater,
} from '../advanced/water-magma';

export interface AlphaRule {
  /** Where the lair is made from where the die landed. */
  readonly lair: (h: Host, landed: Point) => Place | null;
  /** Sleeps instead of spending loot to survive (dragons). */
  readonly sleeps: boolean;
  /** Digs straight tunnels to prey in range (xorn, purple worm). */
  readonly digs: boolean;
  /** Looks for free loot before prey (xorn). */
  readonly lootFirst: boolean;
  /** End of turn (the minotaur's maze). */
  readonly endOfTurn: (h: Host, s: LateState, g: MGroup) => void;
}

const nearestRoom = (h: Host, p: Point): Place | null => roomNear(h, p);
const nothing = (): void => undefined;

/** The purple worm makes a new natural cavern where the die lands, tunnelled to the dungeon. */
function wormCavern(h: Host, p: Point): Place | null {
  return newRoom(h, {
    near: p,
    role: 'lair',
    owner: null,
    kind: 'cave',
    size: 1.4,
    style: 'natural',
  });
}

/** Ogres prefer lairs in natural caves: the nearest cave, else the nearest room. */
function caveLair(h: Host, p: Point): Place | null {
  return roomNear(h, p, (q) => q.kind === 'cave') ?? roomNear(h, p);
}

/** A minotaur with loot at the end of its turn spends 1○ to make its lair a maze. */
function minotaurMaze(h: Host, s: LateState, g: MGroup): void {
  if (g.maze || loot(h, g.id) < 1) return;
  spendLoot(h, s, g.id, 1);
  g.maze = true;
  const lair = home(h, g.id);
  if (!lair.marks.includes('maze')) lair.marks.push('maze');
  lair.marks.sort();
  h.emit(
    'minotaur-maze',
    `${cap(nameOf(h, { g }))} turns its lair into a maze.`,
    [g.id],
    [lair.id],
  );
}

const plain: AlphaRule = {
  lair: nearestRoom,
  sleeps: false,
  digs: false,
  lootFirst: false,
  endOfTurn: nothing,
};

export const ALPHA_RULES: Record<AlphaFlavour, AlphaRule> = {
  dragon: { ...plain, sleeps: true },
  ettin: plain,
  'fire-giant': plain,
  minotaur: { ...plain, endOfTurn: minotaurMaze },
  ogre: { ...plain, lair: caveLair },
  'ogre-magi': plain,
  owlbear: plain,
  'purple-worm': { ...plain, lair: wormCavern, digs: true },
  rakshasa: plain,
  sphinx: plain,
  xorn: { ...plain, digs: true, lootFirst: true },
  'new-alpha': plain,
  'ancient-wyrm': plain,
};

/** Setup: 1● in the room nearest the die, its kind and a name written by the lair. */
export function alphaSetup(h: Host, s: LateState, landed?: Point): MGroup | null {
  const p = landed ?? landing(h, 'alpha lands');
  const { row } = rollRow(h, ALPHA_FLAVOURS, 'alpha flavour');
  const lair = ALPHA_RULES[row.id].lair(h, p);
  if (!lair) return null;
  const variant = aquaticVariant(h, s, 'alpha', lair);
  const title =
    variant?.title ?? (row.id === 'new-alpha' ? h.names.pick(MADE_UP_MONSTERS.alpha) : row.title);
  // Dragons and sphinxes are of random alignment.
  const alignment =
    row.alignment === 'random'
      ? h.d(2, `${row.title} alignment`) === 1
        ? 'lawful'
        : 'chaotic'
      : row.alignment;
  const name = h.names.next('wyrm');
  const g = newGroup(h, s, {
    kind: 'alpha',
    flavour: variant?.id ?? row.id,
    title,
    alignment,
    culture: 'wyrm',
    name,
    home: lair.id,
  });
  const before = lair.owner;
  lair.owner = g.id;
  changedHoldings(h, before, g.id);
  stock(h, g, lair.id, row.pop, row.loot);
  h.emit('alpha-arrives', `${name} the ${title} makes its lair here.`, [g.id], [lair.id]);
  invade(h, s, g);
  return g;
}

/** The alpha's hunt. */
export function alphaSeason(h: Host, s: LateState, g: MGroup): void {
  const rule = ALPHA_RULES[g.flavour as AlphaFlavour] ?? plain;
  const lair = home(h, g.id);
  // Advanced Rules I: a salamander moved into a dry room fills it with magma.
  salamanderLair(h, s, g, lair);
  // Advanced Rules I: a cave octopus keeps to its water, and hunts any group touching it.
  const waterBound = floodRuleOf(s, g) === 'water-bound';
  const reach = distancesFrom(h, [lair.id], FINGER);
  const range = waterBound
    ? new Map([...reach].filter(([id]) => floodOf(h, placeOf(h, id)) === 'water'))
    : reach;
  if (rule.lootFirst && gather(h, s, g, range)) return rule.endOfTurn(h, s, g);
  const struck = waterBound ? strikeFromWater(h, s, g) : null;
  const prey = waterBound ? (struck ? { g: struck } : null) : preyInRange(h, s, g, range);
  if (prey) {
    meet(h, s, g, prey);
    return rule.endOfTurn(h, s, g);
  }
  if (rule.digs) {
    // Dig a straight tunnel to prey within a finger as the crow flies.
    const c = at(lair);
    const target = activeGroups(
      h,
      s,
      (o) =>
        o.id !== g.id &&
        o.kind !== 'kingdom' &&
        o.kind !== 'adventurers' &&
        o.kind !== 'villain' &&
        pop(h, o.id) > 0 &&
        !g.bribedBy.includes(o.id),
    )
      .map((o) => ({ o, d: dist(c, at(home(h, o.id))) }))
      .filter((x) => x.d <= FINGER)
      .sort((a, b) => a.d - b.d || a.o.arrived - b.o.arrived)[0];
    if (target) {
      dig(h, lair, home(h, target.o.id), 'natural', 'tunnel', g.id);
      h.emit(
        'alpha-digs',
        `${cap(nameOf(h, { g }))} bores a tunnel straight at its prey.`,
        [g.id, target.o.id],
        [lair.id],
      );
      meet(h, s, g, { g: target.o });
      return rule.endOfTurn(h, s, g);
    }
  }
  if (!rule.lootFirst && gather(h, s, g, range)) return rule.endOfTurn(h, s, g);
  if (rule.sleeps) {
    h.emit('alpha-sleeps', `${cap(nameOf(h, { g }))} sleeps the year away.`, [g.id]);
    return;
  }
  if (loot(h, g.id) > 0) {
    spendLoot(h, s, g.id, 1);
    h.emit(
      'alpha-spends',
      `${cap(nameOf(h, { g }))} finds nothing to eat and spends a treasure to get by.`,
      [g.id],
    );
    return rule.endOfTurn(h, s, g);
  }
  moveLair(h, s, g, range);
  rule.endOfTurn(h, s, g);
}

/** The nearest group with population within range, not one that bribed it while it has loot. */
function preyInRange(
  h: Host,
  s: LateState,
  g: MGroup,
  range: ReadonlyMap<string, number>,
): { g: MGroup; site?: string } | null {
  let best: { g: MGroup; site?: string; d: number; a: number } | null = null;
  // Only read here: the cached list of active groups serves without a copy.
  const list = activeList(h, s);
  const caches = activeCaches(h, s);
  for (let i = 0; i < list.length; i++) {
    const o = list[i]!;
    if (o.id === g.id || o.kind === 'adventurers' || o.kind === 'villain') continue;
    if (g.bribedBy.includes(o.id) && loot(h, o.id) > 0) continue;
    if (g.infiltrated && o.infiltrated) continue;
    if (o.ignores === g.id) continue;
    for (const p of inOrderOf(h, o.id, caches[i]!)) {
      const d = range.get(p);
      if (d === undefined) continue;
      if (!hasPopAt(h, o.id, p)) continue;
      if (!best || d < best.d || (d === best.d && o.arrived < best.a))
        best =
          o.kind === 'kingdom' ? { g: o, site: p, d, a: o.arrived } : { g: o, d, a: o.arrived };
    }
  }
  return best ? (best.site ? { g: best.g, site: best.site } : { g: best.g }) : null;
}

/** Whether the group has a population bead at the place. */
function hasPopAt(h: Host, id: string, place: string): boolean {
  for (const t of ownerTokens(h.world, id))
    if (t.kind === 'population' && t.place === place) return true;
  return false;
}

/** Gather loose loot within range; true if any was found. */
function gather(h: Host, s: LateState, g: MGroup, range: ReadonlyMap<string, number>): boolean {
  const lair = home(h, g.id).id;
  const loose = looseLoot(h, s, (place) => range.has(place) && !inTomb(h, place));
  if (loose.length === 0) return false;
  for (const t of loose) h.moveToken(t.id, lair, { owner: g.id, role: 'loot' });
  h.emit(
    'alpha-gathers',
    `${cap(nameOf(h, { g }))} gathers ${loose.length} loot into its lair.`,
    [g.id],
    [lair],
  );
  return true;
}

/** The places where some group's beads lie. */
function heldPlaces(h: Host): Set<string> {
  const taken = new Set<string>();
  for (const t of h.world.tokens) if (t.owner !== null) taken.add(t.place);
  return taken;
}

/** Move the lair up to a finger away: a free room in range, else a new cave. */
function moveLair(h: Host, s: LateState, g: MGroup, range: ReadonlyMap<string, number>): void {
  const lair = home(h, g.id);
  // Places where someone's beads lie, in one pass over the beads, made only once a room or cave
  // other than the lair is in range.
  let taken: Set<string> | null = null;
  const rooms: Place[] = [];
  for (const id of range.keys()) {
    const p = placeOf(h, id);
    if ((p.kind !== 'room' && p.kind !== 'cave') || p.id === lair.id) continue;
    taken ??= heldPlaces(h);
    if (!taken.has(p.id) && mayEnter(h, s, g, p)) rooms.push(p);
  }
  let to: Place | null = rooms.length > 0 ? h.pick(rooms, `${g.title} moves lair`) : null;
  // A water-bound alpha never digs itself a dry cave.
  if (!to && floodRuleOf(s, g) !== 'water-bound') {
    const c = at(lair);
    const dx = h.int(-5, 5, 'lair direction');
    to = newRoom(h, { near: pt(c.x + dx, c.y + 1), role: 'lair', owner: null, kind: 'cave' });
  }
  if (!to) return;
  for (const t of popThenLoot(h, g.id)) h.moveToken(t.id, to.id);
  if (lair.owner === g.id) lair.owner = null;
  const before = to.owner;
  to.owner = g.id;
  wgroup(h, g.id).home = to.id;
  changedHoldings(h, before, g.id);
  g.maze = false;
  h.emit(
    'alpha-moves',
    `${cap(nameOf(h, { g }))} goes hungry and moves its lair.`,
    [g.id],
    [lair.id, to.id],
  );
  salamanderLair(h, s, g, to);
}
