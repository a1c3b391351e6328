/**
 * The Age of Monsters, in years (hthad-2008-rules.txt, "Setup and Turn Order"): the first year
 * sets up the surface kingdoms and one delver, one breeder and one alpha; every later year a
 * d6 on the Monster table, then each group's season in order of arrival. The age ends when a
 * group holds 6○, the surface is wiped out, or there are too many groups; with no monster
 * groups left a disaster strikes and the age starts over.
 */
import type { Host } from './host';
import { adventurersOrUndead } from './adventurers';
import { alphaSeason, alphaSetup } from './alphas';
import { breederSeason, breederSetup } from './breeders';
import { delverSeason, delverSetup } from './delvers';
import { cap, verb, wipeCheck } from './encounter';
import { FEATURE_RULES, specialFeature, templeSeason } from './features';
import { kingdomSeason, kingdomSetup } from './kingdom';
import { newGroup } from './setup';
import { closeYear, flushZoc, landing } from './space';
import {
  changedSeat,
  activeList,
  firstWithLoot,
  alive,
  findMGroup,
  isMonsterGroup,
  loot,
  lootTokens,
  pop,
  wgroup,
  type LateState,
  type MGroup,
  type MKind,
  type MonstersEnd,
  addMGroup,
} from './state';
import { LIMITS, MONSTER_TABLE, type MonsterRollId } from './tables';
import { placeWanderer, wandererSeason } from './wandering';
import { adoptAlternateWorld, monsterBridge } from '../advanced/alternate-worlds';
import { enableFloods } from '../advanced/floods';
import { nameOldTreasures } from '../advanced/named-treasures';

type Season = (h: Host, s: LateState, g: MGroup) => void;

/** Each kind's season. Adventurers and villains act through their own rules. */
export const SEASONS: Record<MKind, Season | null> = {
  kingdom: kingdomSeason,
  delvers: delverSeason,
  breeders: breederSeason,
  alpha: alphaSeason,
  wandering: wandererSeason,
  temple: templeSeason,
  adventurers: null,
  villain: null,
};

/** What each Monster-table row does where the die landed. */
export const ARRIVALS: Record<MonsterRollId, (h: Host, s: LateState) => void> = {
  delvers: (h, s) => void delverSetup(h, s, landing(h, 'monster die')),
  breeders: (h, s) => void breederSetup(h, s, landing(h, 'monster die')),
  alpha: (h, s) => void alphaSetup(h, s, landing(h, 'monster die')),
  wandering: (h, s) => void wanderingSetupAt(h, s),
  'special-feature': (h, s) => specialFeature(h, s, landing(h, 'monster die')),
  adventurers: (h, s) => adventurersOrUndead(h, s),
};

function wanderingSetupAt(h: Host, s: LateState): void {
  for (let i = 0; i < 3; i++) placeWanderer(h, s, landing(h, 'wandering monster lands'));
}

/**
 * Take over what the earlier ages left: the ancient wyrm becomes an alpha predator; beasts,
 * freed slaves, bound demons and other leftover population fight as wandering monsters.
 */
export function adoptSurvivors(h: Host, s: LateState): void {
  for (const w of h.world.groups) {
    if (w.state !== 'active' || s.groups.some((g) => g.id === w.id)) continue;
    const beads = h.world.tokens.filter((t) => t.owner === w.id && t.kind === 'population');
    if (beads.length === 0) continue;
    const lair = beads[0]!.place;
    let g: MGroup;
    if (w.kind === 'wyrm') {
      g = addMGroup(s, w.id, 'alpha', 'ancient-wyrm', 'Ancient Wyrm', 'hungry');
    } else {
      g = addMGroup(
        s,
        w.id,
        'wandering',
        w.kind === 'bound-demon' ? 'bound-demon' : 'beast',
        w.kind.replace('-', ' '),
        'hungry',
      );
      if (w.kind === 'bound-demon') g.fixed = true;
    }
    w.home = lair;
    changedSeat(h, w.id);
    h.emit(
      'survivors',
      `${cap(w.name)} ${w.kind === 'wyrm' ? 'wakes as a great predator' : `still ${verb(g, 'haunt', 'haunts')} the deep`}.`,
      [w.id],
      [lair],
    );
  }
  // Leftover beads that belong to no one become lone beasts.
  for (const t of h.world.tokens.filter((x) => x.owner === null && x.kind === 'population')) {
    const g = newGroup(h, s, {
      kind: 'wandering',
      flavour: 'beast',
      title: 'beast',
      alignment: 'hungry',
      culture: 'monsters',
      name: 'Leftover beasts',
      home: t.place,
    });
    h.moveToken(t.id, t.place, { owner: g.id, role: 'beast' });
  }
}

/** The first year's setup: kingdoms, then one delver, one breeder and one alpha at random. */
function firstYear(h: Host, s: LateState): void {
  if (s.kingdoms.length === 0) {
    kingdomSetup(h, s, 'lawful');
    // Hollow Earth has a second, chaotic kingdom.
    if (s.world === 'hollow-earth') kingdomSetup(h, s, 'chaotic');
  }
  delverSetup(h, s);
  breederSetup(h, s);
  alphaSetup(h, s);
}

/** Groups whose 6○ end the age: monster groups and the surface kingdoms, not passers-through. */
const holdsForTheAge = (g: MGroup): boolean =>
  g.kind !== 'wandering' && g.kind !== 'adventurers' && g.kind !== 'villain';

/**
 * "If at any point, 1 monster group has 6 or more ○ ... the Age of Monsters comes to an end":
 * watch each gain of a ○ while the age runs and remember the first group to hold six then, so
 * a group that reaches six and pays a bribe in the same season still ends the age.
 */
export function watchSixLoot(h: Host, s: LateState): void {
  h.onTokenOwned = (owner, kind) => {
    if (kind !== 'treasure' || s.sixLoot !== null) return;
    const g = findMGroup(s, owner);
    if (g && holdsForTheAge(g) && alive(h, g) && loot(h, owner) >= 6) s.sixLoot = owner;
  };
}

/** Check the ends of the age; returns the end, or null to go on. */
export function monstersEnd(h: Host, s: LateState): MonstersEnd | null {
  if (s.sixLoot !== null) return { kind: 'six-loot', group: s.sixLoot };
  // Run after every group's season: one pass over the cached active list, nothing allocated.
  // (The watch sees every gain while the age runs; this also finds a hoard a test set up.)
  const six = firstWithLoot(h, s, holdsForTheAge, 6);
  if (six) return { kind: 'six-loot', group: six.id };
  const active = activeList(h, s);
  if (s.kingdoms.length > 0 && allSurfaceEmpty(h, s)) return { kind: 'surface-wiped-out' };
  let monsters = 0;
  for (const g of active) if (isMonsterGroup(g)) monsters++;
  if (monsters > LIMITS.tooManyGroups) return { kind: 'too-many-groups' };
  return null;
}

/** Is every kingdom gone or without population? (A loop: no closure made each season.) */
function allSurfaceEmpty(h: Host, s: LateState): boolean {
  for (const x of s.kingdoms) if (!surfaceEmpty(h, s, x.id)) return false;
  return true;
}

/** Is this kingdom gone or without population? */
function surfaceEmpty(h: Host, s: LateState, id: string): boolean {
  const g = findMGroup(s, id)!;
  return !alive(h, g) || pop(h, g.id) === 0;
}

/** Close the age: the six-loot kingdom sets 5○ aside for the arch-villain. */
function closeAge(h: Host, s: LateState, end: MonstersEnd): void {
  s.monstersEnd = end;
  if (end.kind === 'six-loot') {
    const g = s.groups.find((x) => x.id === end.group)!;
    if (g.kind === 'kingdom') {
      const aside = lootTokens(h, g.id)
        .filter((t) => t.id !== s.artifact)
        .slice(0, 5);
      for (const t of aside) h.moveToken(t.id, t.place, { owner: null, role: 'hoard' });
      s.setAside = aside.map((t) => t.id);
    }
    h.emit(
      'monsters-end',
      `${wgroup(h, g.id).name} ${verb(g, 'hold', 'holds')} six treasures: an arch-villain is drawn to the dungeon.${g.kind === 'kingdom' ? ' Five are set aside for the villain.' : ''}`,
      [g.id],
    );
  } else if (end.kind === 'surface-wiped-out') {
    for (const k of s.kingdoms) {
      const g = s.groups.find((x) => x.id === k.id)!;
      wipeCheck(h, s, g, 'overrun');
    }
    h.emit(
      'monsters-end',
      'The surface kingdoms are overrun by monsters: the Age of Monsters ends.',
    );
  } else if (end.kind === 'too-many-groups') {
    h.emit(
      'monsters-end',
      'The dungeon teems with more groups than anyone can follow: the age turns to villainy.',
    );
  } else if (end.kind === 'year-cap') {
    h.emit(
      'age-cap',
      `The Age of Monsters is closed after ${LIMITS.monsterYears} years (the engine's cap).`,
    );
  } else {
    h.emit(
      'age-cap',
      `The Age of Monsters has started over ${LIMITS.restarts} times; it is closed (the engine's cap).`,
    );
  }
}

/** Play the Age of Monsters to its end. */
export function ageOfMonsters(h: Host, s: LateState): MonstersEnd {
  h.enterAge('monsters');
  adoptAlternateWorld(h, s);
  if (s.options.waterMagma) enableFloods(h);
  adoptSurvivors(h, s);
  nameOldTreasures(h, s);
  watchSixLoot(h, s);
  let fresh = true;
  let end: MonstersEnd | null = null;
  for (let year = 1; year <= LIMITS.monsterYears && !end; year++) {
    h.year = year;
    h.season = null;
    s.years.monsters = year;
    for (const g of s.groups) g.met = false;
    if (fresh) {
      firstYear(h, s);
      fresh = false;
    } else {
      const roll = h.d(6, 'Monster table');
      const row = MONSTER_TABLE.find((r) => r.lo <= roll && roll <= r.hi)!;
      h.emit('monster-roll', `${row.title}.`);
      ARRIVALS[row.id](h, s);
    }
    end = monstersEnd(h, s);
    // The groups active now, in arrival order (the cached list, never changed once made): groups
    // arriving during the seasons wait for next year, and a fallen group never stands again, so
    // the groups no longer active (most of them, late in a long age) are not looked at.
    const order = activeList(h, s);
    for (let i = 0; i < order.length; i++) {
      const g = order[i]!;
      if (end) break;
      if (!alive(h, g) || g.enslaved || g.minion) continue;
      g.met = false;
      SEASONS[g.kind]?.(h, s, g);
      end = monstersEnd(h, s);
    }
    if (
      !end &&
      !activeList(h, s).some(
        (g) => g.kind === 'delvers' || g.kind === 'breeders' || g.kind === 'alpha',
      )
    ) {
      if (s.restarts >= LIMITS.restarts) end = { kind: 'restart-cap' };
      else {
        s.restarts++;
        h.emit(
          'monsters-restart',
          'No monster groups remain. Disaster strikes, and the Age of Monsters begins again.',
        );
        FEATURE_RULES.disaster(h, s, landing(h, 'disaster strikes'));
        fresh = true;
      }
    }
    if (!end && year === LIMITS.monsterYears) end = { kind: 'year-cap' };
    if (end) closeAge(h, s, end);
    monsterBridge(h, s);
    closeYear(h, s);
  }
  h.onTokenOwned = null;
  flushZoc(h, s);
  h.checkpoint(true);
  return s.monstersEnd ?? { kind: 'year-cap' };
}
