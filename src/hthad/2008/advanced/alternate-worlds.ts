/**
 * Advanced Rules II: Alternate Worlds (hthad-2008-rules.txt). A d8 when the game starts (before
 * the Primordial Age): on a 1 a random alternate world, on an 8 one is chosen. Their special
 * rules as the engine plays them: the Hollow Earth has two surface kingdoms (lawful and chaotic),
 * its adventurers are of random alignment, set out from the kingdom of their alignment and fight
 * the opposed one, and its Underdark runs through the middle of the page (dark-elves.ts); the
 * Pocket Universe has no Underdark and its Dark Elves start at the centre of the page
 * (dark-elves.ts). The other three shape the ground (terrain.ts, `page.terrain`), on a fresh
 * page before the Primordial Age: the Firetop Range raises its 1d4 peaks above the surface
 * line (entrances and surface sites stand on the mountainsides); the Rift of Sorrows cuts a gap
 * whose floor is an underground cave (a way up that comes out in it is no surface entrance, no
 * room or tunnel is dug in its open air, monsters may lair there) and a kingdom or monster group
 * bridges it when {@link bridgePolicy} says it makes sense ({@link monsterBridge}, kingdom.ts);
 * the Scorched Lands have mesas and valleys (valley floors underground, reached from a mesa only
 * by a tunnel or stair; the kingdom's sites stand on mesas and it flies between them by Pegasus).
 */
import { dist, type Place } from '../../world';
import { cap } from '../monsters/encounter';
import type { Host } from '../monsters/host';
import { at, graphOf, zoc } from '../monsters/space';
import {
  activeGroups,
  home,
  isMonsterGroup,
  pop,
  wgroup,
  type LateState,
  type MGroup,
} from '../monsters/state';
import { ALTERNATE_WORLDS, type AlternateWorld } from './options';
import { bridgePolicy, buildBridge, riftBridge, shapeTerrain } from './terrain';

// Special rules for alternate worlds: map, special rule (our summary)
export const ALTERNATE_WORLD_RULES = [
  { id: 'firetop-range', title: 'Firetop Range', rule: 'a mountain range of 1d4 peaks' },
  {
    id: 'rift-of-sorrows',
    title: 'Rift of Sorrows',
    rule: 'the rift counts as underground; bridges may span it',
  },
  {
    id: 'scorched-lands',
    title: 'Scorched Lands',
    rule: 'kingdoms on mesas travel by pegasus; the valleys are dark enough for monsters',
  },
  {
    id: 'hollow-earth',
    title: 'Hollow Earth',
    rule: 'two surface kingdoms, lawful and chaotic; adventurers of random alignment',
  },
  {
    id: 'pocket-universe',
    title: 'Pocket Universe',
    rule: 'the surface goes all the way around; no underdark',
  },
] as const satisfies readonly { id: AlternateWorld; title: string; rule: string }[];

/** Policy when the d8 shows 8 ("choose one"): the Hollow Earth, whose two kingdoms make the richest history. */
export const CHOSEN_WORLD: AlternateWorld = 'hollow-earth';

/** Settle which world this is, once, at the start of the late ages. */
export function adoptAlternateWorld(h: Host, s: LateState): void {
  if (s.world !== undefined) return;
  const opt = s.options.alternateWorld;
  let world: AlternateWorld | null = null;
  if (opt === 'roll') {
    const roll = h.d(8, 'alternate world?');
    if (roll === 1)
      world = ALTERNATE_WORLDS[h.d(ALTERNATE_WORLDS.length, 'which alternate world') - 1]!;
    else if (roll === 8) world = CHOSEN_WORLD;
  } else world = opt;
  s.world = world;
  if (!world) return;
  const row = ALTERNATE_WORLD_RULES.find((r) => r.id === world)!;
  let extra = '';
  if (world === 'firetop-range') {
    s.peaks = h.d(4, 'Firetop peaks');
    extra = ` Its mountains have ${s.peaks} peak${s.peaks > 1 ? 's' : ''}.`;
  }
  extra += shapeTerrain(h, world, s.peaks ?? 0);
  const sunk = (h.world.page.terrain?.spans ?? []).flatMap((x) => (x.place ? [x.place] : []));
  h.emit('alternate-world', `This is the ${row.title}: ${row.rule}.${extra}`, [], sunk);
}

/**
 * Rift of Sorrows, at the end of each year of the Age of Monsters: the first monster group
 * (in order of arrival) for which a bridge makes sense ({@link bridgePolicy}) bridges the rift.
 */
export function monsterBridge(h: Host, s: LateState): void {
  if (s.world !== 'rift-of-sorrows' || !h.world.page.terrain || riftBridge(h.world)) return;
  for (const g of activeGroups(h, s, isMonsterGroup)) {
    const xs = [...zoc(h, g)]
      .map((id) => h.site.place(id))
      .filter((p) => p.kind === 'entrance')
      .map((p) => at(p).x);
    if (!bridgePolicy(h.world.page, xs, false)) continue;
    const name = wgroup(h, g.id).name;
    const f = buildBridge(h, `${name} Bridge`);
    h.emit(
      'rift-bridge',
      `${cap(name)} bridge the Rift of Sorrows between their doors on either rim.`,
      [g.id],
      f.place ? [f.place] : [],
    );
    return;
  }
}

/**
 * Hollow Earth: adventurers are always of random alignment (a d2 here, in place of the usual
 * d6); null in any other world, where the caller's own rule applies.
 */
export function hollowEarthAlignment(h: Host, s: LateState): 'lawful' | 'chaotic' | null {
  if (s.world !== 'hollow-earth') return null;
  return h.d(2, 'adventurer alignment (Hollow Earth)') === 1 ? 'lawful' : 'chaotic';
}

/** Hollow Earth: the surface kingdom of an alignment, and the one opposed to it. */
export function hollowEarthKingdom(
  h: Host,
  s: LateState,
  alignment: 'lawful' | 'chaotic',
  side: 'own' | 'opposed',
): MGroup | null {
  if (s.world !== 'hollow-earth') return null;
  const want = side === 'own' ? alignment : alignment === 'lawful' ? 'chaotic' : 'lawful';
  return (
    activeGroups(
      h,
      s,
      (g) => g.kind === 'kingdom' && g.alignment === want && pop(h, g.id) > 0,
    )[0] ?? null
  );
}

/**
 * Hollow Earth: adventurers start from the kingdom that matches their alignment, going down by
 * the connected entrance nearest its castle. Null when the rule does not apply (another world,
 * no such kingdom, or no connected entrance), and the party enters as usual.
 */
export function hollowEarthStart(
  h: Host,
  s: LateState,
  alignment: 'lawful' | 'chaotic',
): Place | null {
  const k = hollowEarthKingdom(h, s, alignment, 'own');
  if (!k) return null;
  const castle = home(h, k.id);
  const graph = graphOf(h);
  const from = at(castle);
  const entrance = h.world.places
    .filter((p) => p.kind === 'entrance' && graph.neighbours(p.id).length > 0)
    .map((p) => ({ p, d: dist(at(p), from) }))
    .sort((a, b) => a.d - b.d || (a.p.id < b.p.id ? -1 : 1))[0]?.p;
  if (!entrance) return null;
  h.emit(
    'hollow-earth-muster',
    `Adventurers of ${alignment} heart set out from ${wgroup(h, k.id).name}.`,
    [k.id],
    [castle.id, entrance.id],
  );
  return entrance;
}

/** Hollow Earth: adventurers also fight the opposed surface kingdom; its group, if they do. */
export function hollowEarthFoe(h: Host, s: LateState, party: MGroup): MGroup | null {
  if (party.alignment !== 'lawful' && party.alignment !== 'chaotic') return null;
  const foe = hollowEarthKingdom(h, s, party.alignment, 'opposed');
  if (!foe) return null;
  h.emit(
    'hollow-earth-war',
    `${cap(wgroup(h, party.id).name)} ride against ${wgroup(h, foe.id).name}.`,
    [party.id, foe.id],
    [home(h, foe.id).id],
  );
  return foe;
}
