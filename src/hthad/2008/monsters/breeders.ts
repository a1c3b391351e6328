/**
 * Breeding Groups (hthad-2008-rules.txt, "Breeding Groups"): setup, the season (seize, breed,
 * spread, support, split, the weakest neighbour) and the twelve flavours.
 */
import { pt, type Place, type Point } from '../../world';
import { FINGER, HALF_FINGER } from '../../world/units';
import type { Host } from './host';
import { cap, nameOf, wipeCheck } from './encounter';
import { encounterAll, mine, rollRow, seize } from './delvers';
import { beadsIn } from './state';
import { invade, newGroup, roomNear, stock } from './setup';
import { at, digToward, endsOf, exitsOf, landing, nearestPlace, newRoom, zoc } from './space';
import {
  grow,
  home,
  kill,
  loot,
  lootTokens,
  pop,
  popTokens,
  wgroup,
  type LateState,
  type MGroup,
} from './state';
import { BREEDER_FLAVOURS, MADE_UP_MONSTERS, type BreederFlavour } from './tables';
import { aquaticVariant, azirStarve } from '../advanced/water-magma';

export interface BreederRule {
  /** Mines like delvers: always, when unsupported, or never. */
  readonly mines: 'always' | 'unsupported' | 'never';
  readonly splits: boolean;
  readonly setup: (h: Host, s: LateState, g: MGroup) => void;
}

const nothing = (): void => undefined;

/** Outsiders draw a Planar Warp near their lair. */
function planarWarp(h: Host, _s: LateState, g: MGroup): void {
  const p = newRoom(h, {
    near: at(home(h, g.id)),
    role: 'planar-warp',
    owner: g.id,
    name: 'Planar Warp',
  });
  if (p) h.emit('planar-warp', `${cap(nameOf(h, { g }))} open a Planar Warp.`, [g.id], [p.id]);
}

export const BREEDER_RULES: Record<BreederFlavour, BreederRule> = {
  ants: { mines: 'never', splits: true, setup: nothing },
  'earth-men': { mines: 'never', splits: true, setup: nothing },
  gnolls: { mines: 'never', splits: true, setup: nothing },
  gnomes: { mines: 'unsupported', splits: true, setup: nothing },
  goblins: { mines: 'never', splits: true, setup: nothing },
  'goblin-miners': { mines: 'always', splits: true, setup: nothing },
  'cave-giants': { mines: 'never', splits: true, setup: nothing },
  kobolds: { mines: 'never', splits: true, setup: nothing },
  orcs: { mines: 'never', splits: false, setup: nothing },
  outsiders: { mines: 'never', splits: true, setup: planarWarp },
  'tunnel-wyrds': { mines: 'never', splits: true, setup: nothing },
  'new-breeder': { mines: 'never', splits: true, setup: nothing },
};

/** Setup: 2● 1○ (or the flavour's numbers) at the room nearest the die, named. */
export function breederSetup(
  h: Host,
  s: LateState,
  landed?: Point,
  forced?: {
    flavour: BreederFlavour;
    title: string;
    lair: Place;
    pop: number;
    loot: number;
    alignment: 'lawful' | 'chaotic';
  },
): MGroup | null {
  let flavour: BreederFlavour;
  let title: string;
  let lair: Place | null;
  let popN: number;
  let lootN: number;
  let alignment: 'lawful' | 'chaotic';
  if (forced) {
    ({ flavour, title, lair, pop: popN, loot: lootN, alignment } = forced);
  } else {
    const p = landed ?? landing(h, 'breeders land');
    const { row } = rollRow(h, BREEDER_FLAVOURS, 'breeder flavour');
    flavour = row.id;
    lair = roomNear(h, p);
    if (!lair) return null;
    const variant = aquaticVariant(h, s, 'breeders', lair);
    title =
      variant?.title ??
      (row.id === 'new-breeder' ? h.names.pick(MADE_UP_MONSTERS.breeders) : row.title);
    if (variant) flavour = variant.id as BreederFlavour;
    // Earth men are of random alignment.
    alignment =
      row.alignment === 'random'
        ? h.d(2, 'earth men alignment') === 1
          ? 'lawful'
          : 'chaotic'
        : row.alignment;
    popN = row.pop;
    lootN = row.loot;
  }
  const name = h.names.next('monsters');
  const g = newGroup(h, s, {
    kind: 'breeders',
    flavour,
    title,
    alignment,
    culture: 'monsters',
    name,
    home: lair.id,
  });
  stock(h, g, lair.id, popN, lootN);
  h.emit('breeders-arrive', `${title} of the ${name} tribe settle in.`, [g.id], [lair.id]);
  (BREEDER_RULES[flavour as BreederFlavour] ?? BREEDER_RULES.goblins).setup(h, s, g);
  if (!forced) invade(h, s, g);
  return g;
}

const supported = (h: Host, g: MGroup): boolean => loot(h, g.id) * 3 >= pop(h, g.id);

/** The breeder season. */
export function breederSeason(h: Host, s: LateState, g: MGroup): void {
  const rule = BREEDER_RULES[g.flavour as BreederFlavour] ?? BREEDER_RULES.goblins;
  seize(h, s, g);
  if (!g.infiltrated && !g.enslaved) {
    grow(h, g.id, loot(h, g.id) > pop(h, g.id) ? 2 : 1);
    h.emit('breed', `${cap(nameOf(h, { g }))} breed.`, [g.id]);
  }
  if (azirStarve(h, s, g)) {
    kill(h, g.id, 1);
    h.emit('azir-starve', `${cap(nameOf(h, { g }))} wither away from the magma.`, [g.id]);
    if (wipeCheck(h, s, g, 'azir')) return;
  }
  // Spread a bead down every connected tunnel; dig if hemmed in.
  if (g.zocRadius < 12) g.zocRadius += 1;
  if (exitsOf(h, g, 2) <= 1) {
    const z = zoc(h, g);
    const from = home(h, g.id);
    const to = nearestPlace(
      h,
      at(from),
      (p) => !z.has(p.id) && p.kind !== 'surface-site' && p.kind !== 'junction',
      endsOf(h),
    );
    if (to) {
      digToward(h, from, at(to), HALF_FINGER, 'natural', g.id, to);
      h.emit('breeders-tunnel', `${cap(nameOf(h, { g }))} burrow a new tunnel.`, [g.id], [from.id]);
    }
  }
  if (rule.mines === 'always' || (rule.mines === 'unsupported' && !supported(h, g)))
    if (!g.infiltrated) mine(h, g);
  if (!supported(h, g)) {
    kill(h, g.id, 1);
    h.emit('breeders-starve', `${cap(nameOf(h, { g }))} cannot feed them all; one starves.`, [
      g.id,
    ]);
    if (wipeCheck(h, s, g, 'starved')) return;
    if (!supported(h, g) && pop(h, g.id) >= 4 && loot(h, g.id) >= 1 && rule.splits) split(h, s, g);
  }
  // Old neighbours: the weakest.
  encounterAll(h, s, g, (n) => weakest(h, n));
}

/** The weakest neighbour (least population; ties to the earliest arrival). */
function weakest(h: Host, n: MGroup[]): MGroup {
  return [...n].sort((a, b) => pop(h, a.id) - pop(h, b.id) || a.arrived - b.arrived)[0]!;
}

/** Half the ● and ○ (rounded down) move a finger away and found a new colony. */
function split(h: Host, s: LateState, g: MGroup): void {
  const from = home(h, g.id);
  const c = at(from);
  const dir = h.d(2, 'split direction') === 1 ? -1 : 1;
  const target = pt(c.x + dir * FINGER, c.y);
  const lair =
    roomNear(
      h,
      target,
      (p) =>
        (p.kind === 'room' || p.kind === 'cave') &&
        p.id !== from.id &&
        !beadsIn(h, p.id).some((t) => t.owner !== null),
    ) ?? newRoom(h, { near: target, role: 'lair', owner: null, kind: 'cave' });
  if (!lair) return;
  const popN = Math.floor(pop(h, g.id) / 2);
  const lootN = Math.floor(loot(h, g.id) / 2);
  const w = wgroup(h, g.id);
  const child = breederSetup(h, s, undefined, {
    flavour: g.flavour as BreederFlavour,
    title: g.title,
    lair,
    pop: 0,
    loot: 0,
    alignment: g.alignment === 'lawful' ? 'lawful' : 'chaotic',
  });
  if (!child) return;
  for (const t of popTokens(h, g.id).slice(0, popN))
    h.moveToken(t.id, lair.id, { owner: child.id });
  for (const t of lootTokens(h, g.id).slice(0, lootN))
    h.moveToken(t.id, lair.id, { owner: child.id });
  h.emit(
    'breeders-split',
    `${w.name} split; half go off to found ${wgroup(h, child.id).name}.`,
    [g.id, child.id],
    [lair.id],
  );
  invade(h, s, child);
}
