/**
 * The Alpha Villain (hthad-2008-rules.txt, "The Alpha Villain"): the alpha that reached six
 * loot, or the richest alpha given 3○, or a new arrival; constructions bought down the table,
 * an inner sanctum for each flavour, growth for 3○, dominance over the dungeon, and seven
 * population to rule the surface.
 */
import { distancesFrom, graphOf, placeOf } from '../monsters/space';
import { ownerTokens } from '../../world';
import type { Host } from '../monsters/host';
import type { VillainHooks } from '../monsters/adventurers';
import { alphaSetup } from '../monsters/alphas';
import { cap, nameOf, wipeCheck, rollBonus } from '../monsters/encounter';
import { at } from '../monsters/space';
import {
  activeGroups,
  alive,
  groupPlaces,
  home,
  isMonsterGroup,
  kill,
  loot,
  lootTokens,
  pop,
  spendLoot,
  transferLoot,
  wgroup,
  type LateState,
  type MGroup,
} from '../monsters/state';
import { placeWanderer } from '../monsters/wandering';
import { FINGER } from '../../world/units';
import { carriedOff, endVillain, receiveSetAside, villainRoom } from './common';
import type { VillainRule } from './rule';
import type { VillainState } from './types';
import type { AlphaFlavour } from '../monsters/tables';

// Alpha Villain Construction, in order: cost, id, title
export const ALPHA_VILLAIN_CONSTRUCTIONS = [
  { cost: 3, id: 'grand-lair', title: 'The Grand Lair' },
  { cost: 1, id: 'temple-complex', title: 'Temple Complex' },
  { cost: 1, id: 'inner-sanctum', title: 'Inner Sanctum' },
  { cost: 1, id: 'defensive-works', title: 'Defensive Works' },
] as const;

// Alpha Special Inner Sanctum: flavour, sanctum, cost, what it does
export const INNER_SANCTUMS: Record<
  AlphaFlavour,
  {
    title: string;
    cost: number;
    effect: 'nest' | 'labyrinth' | 'hoard' | 'heartgem' | 'arena' | 'palace' | 'gallery' | 'none';
  }
> = {
  owlbear: { title: 'Great Nest', cost: 1, effect: 'nest' },
  minotaur: { title: 'Labyrinth', cost: 1, effect: 'labyrinth' },
  dragon: { title: 'Hoard', cost: 1, effect: 'hoard' },
  xorn: { title: 'Heartgem', cost: 1, effect: 'heartgem' },
  'purple-worm': { title: 'Midden', cost: 0, effect: 'none' },
  'ogre-magi': { title: 'Library', cost: 1, effect: 'none' },
  ogre: { title: 'Throne Room', cost: 1, effect: 'none' },
  ettin: { title: 'Arena of Death', cost: 1, effect: 'arena' },
  rakshasa: { title: 'Palace', cost: 2, effect: 'palace' },
  sphinx: { title: 'Grand Gallery', cost: 1, effect: 'gallery' },
  // Policy: a fire giant builds a forge, since giants love the hammer more than the cup.
  'fire-giant': { title: 'Forge', cost: 1, effect: 'none' },
  'new-alpha': { title: 'Throne Room', cost: 1, effect: 'none' },
  'ancient-wyrm': { title: 'Hoard', cost: 1, effect: 'hoard' },
};

/** Seven population and the Alpha Villain dominates the surface. */
export const ALPHA_VILLAIN_GOAL = 7;

function beast(s: LateState, v: VillainState): MGroup {
  return s.groups.find((g) => g.id === v.group)!;
}

/** Loot the villain may spend (the xorn's heartgem and the dragon's last hoard stay). */
function spendable(h: Host, s: LateState, v: VillainState): number {
  const g = beast(s, v);
  const eff = INNER_SANCTUMS[g.flavour as AlphaFlavour]?.effect;
  const n = loot(h, g.id);
  if (v.sanctum && eff === 'heartgem') return Math.max(0, n - 1);
  if (v.sanctum && eff === 'hoard') return Math.max(0, n - 1);
  return n;
}

function setup(h: Host, s: LateState, v: VillainState): void {
  const end = s.monstersEnd;
  let g: MGroup | undefined;
  if (end?.kind === 'six-loot')
    g = s.groups.find((x) => x.id === end.group && x.kind === 'alpha' && alive(h, x));
  if (!g) {
    g = activeGroups(h, s, (x) => x.kind === 'alpha').sort(
      (a, b) => loot(h, b.id) - loot(h, a.id) || a.arrived - b.arrived,
    )[0];
    if (g) for (let i = 0; i < 3; i++) h.addToken('treasure', 'loot', g.id, home(h, g.id).id);
  }
  g ??= alphaSetup(h, s) ?? undefined;
  if (!g) return;
  v.group = g.id;
  v.name = `${wgroup(h, g.id).name} the ${g.title}`;
  v.lair = home(h, g.id).id;
  placeOf(h, v.lair).role = 'villain-lair';
  h.emit(
    'av-setup',
    `${v.name} grows mighty enough to threaten the world: the Alpha Villain.`,
    [g.id],
    [v.lair],
  );
  receiveSetAside(h, s, v);
  build(h, s, v);
}

function build(h: Host, s: LateState, v: VillainState): void {
  const g = beast(s, v);
  const lair = placeOf(h, v.lair);
  for (const row of ALPHA_VILLAIN_CONSTRUCTIONS) {
    if (row.id === 'grand-lair') {
      if (v.built.includes(row.id) || spendable(h, s, v) < row.cost) continue;
      spendLoot(h, s, g.id, row.cost);
      for (let i = 0; i < 3; i++) villainRoom(h, v, at(lair), i === 0 ? 'Grand Lair' : 'Lair');
    } else if (row.id === 'temple-complex') {
      if (v.built.includes(row.id) || g.alignment === 'hungry' || spendable(h, s, v) < row.cost)
        continue;
      spendLoot(h, s, g.id, row.cost);
      villainRoom(h, v, at(lair), g.alignment === 'lawful' ? 'Temple of Law' : 'Temple of Chaos');
    } else if (row.id === 'inner-sanctum') {
      const sanctum = INNER_SANCTUMS[g.flavour as AlphaFlavour] ?? INNER_SANCTUMS['new-alpha'];
      if (v.sanctum || spendable(h, s, v) < sanctum.cost) continue;
      spendLoot(h, s, g.id, sanctum.cost);
      const room = villainRoom(
        h,
        v,
        at(lair),
        sanctum.title,
        sanctum.effect === 'gallery' ? 1.8 : 1,
      );
      v.sanctum = room?.id ?? v.lair;
      if (sanctum.effect === 'nest') h.addToken('population', 'monster', g.id, v.sanctum);
      if (sanctum.effect === 'heartgem') h.addToken('treasure', 'hoard', g.id, v.sanctum);
      if (sanctum.effect === 'arena' && room) {
        const a = placeWanderer(h, s, at(room), 'arena-beast', 1, 0, 'arena beast');
        if (a) a.fixed = true;
      }
      h.emit('av-construction', `${v.name} builds its ${sanctum.title}.`, [g.id], [v.sanctum]);
      continue;
    } else {
      const ways = graphOf(h).neighbours(v.lair).length;
      let n = 0;
      while (v.works < ways && spendable(h, s, v) >= row.cost && n < 10) {
        spendLoot(h, s, g.id, row.cost);
        v.works++;
        n++;
      }
      if (n > 0)
        h.emit(
          'av-construction',
          `${v.name} fortifies ${n} way${n > 1 ? 's' : ''} into its lair.`,
          [g.id],
          [v.lair],
        );
      continue;
    }
    v.built.push(row.id);
    h.emit(
      'av-construction',
      `${v.name} builds ${row.title.startsWith('The') ? row.title.toLowerCase() : `a ${row.title.toLowerCase()}`}.`,
      [g.id],
      [v.lair],
    );
  }
}

function season(h: Host, s: LateState, v: VillainState): void {
  const g = beast(s, v);
  if (!alive(h, g)) return endVillain(h, s, v, 'wiped-out', `${v.name} is no more.`);
  if (spendable(h, s, v) >= 3) {
    spendLoot(h, s, g.id, 3);
    h.addToken('population', 'monster', g.id, v.lair);
    villainRoom(h, v, at(placeOf(h, v.lair)), 'Brood Chamber');
    h.emit('av-grow', `${v.name}'s brood grows (${pop(h, g.id)}).`, [g.id]);
  }
  if (g.zocRadius < 12) g.zocRadius += 1;
  // Forage: the nearest population within a finger, by the Alpha Villain's tables.
  const range = distancesFrom(h, [v.lair], FINGER + g.zocRadius);
  const prey = activeGroups(
    h,
    s,
    (o) => o.id !== g.id && (isMonsterGroup(o) || o.kind === 'kingdom'),
  )
    .flatMap((o) =>
      groupPlaces(h, o.id)
        .filter(
          (p) =>
            range.has(p) &&
            ownerTokens(h.world, o.id).some((t) => t.kind === 'population' && t.place === p),
        )
        .map((p) => ({ o, d: range.get(p)! })),
    )
    .sort((a, b) => a.d - b.d || a.o.arrived - b.o.arrived)[0];
  if (prey) dominate(h, s, v, g, prey.o);
  if (pop(h, g.id) >= ALPHA_VILLAIN_GOAL)
    endVillain(
      h,
      s,
      v,
      'dominated-the-surface',
      `${v.name} and its brood, ${pop(h, g.id)} strong, dominate the surface kingdoms.`,
    );
  else if (pop(h, g.id) === 0) endVillain(h, s, v, 'wiped-out', `${v.name} is slain.`);
}

function dominate(h: Host, s: LateState, v: VillainState, g: MGroup, o: MGroup): void {
  const a = h.d(6, 'Alpha Villain roll') + pop(h, g.id) + rollBonus(h, s, g);
  const b = h.d(6, `${o.title} roll`) + pop(h, o.id) + rollBonus(h, s, o);
  const score = `(${a} to ${b})`;
  if (o.kind === 'alpha') {
    if (a > b) {
      kill(h, o.id, pop(h, o.id));
      h.addToken('population', 'monster', g.id, v.lair);
      h.emit('av-forage', `${v.name} destroys ${nameOf(h, { g: o })} and grows ${score}.`, [
        g.id,
        o.id,
      ]);
    } else {
      transferLoot(h, s, g.id, o.id, 1);
      h.emit('av-forage', `${cap(nameOf(h, { g: o }))} steals from ${v.name} ${score}.`, [
        g.id,
        o.id,
      ]);
    }
  } else if (a >= b) {
    const k = kill(h, o.id, a > b ? 2 : 1);
    const wiped = pop(h, o.id) === 0;
    if (wiped) {
      h.addToken('population', 'monster', g.id, v.lair);
      if (a > b) transferLoot(h, s, o.id, g.id, 1);
    }
    h.emit(
      'av-forage',
      `${v.name} kills ${k} of ${nameOf(h, { g: o })}${wiped ? ' and feasts' : ''} ${score}.`,
      [g.id, o.id],
    );
  } else {
    if (pop(h, g.id) === 1 && loot(h, g.id) > 0) spendLoot(h, s, g.id, 1);
    else kill(h, g.id, 1);
    h.emit('av-forage', `${cap(nameOf(h, { g: o }))} wound ${v.name} (${b} to ${a}).`, [
      g.id,
      o.id,
    ]);
  }
  if (o.kind !== 'kingdom') wipeCheck(h, s, o, 'alpha-villain');
}

/** Adventurers at the lair: the labyrinth costs them a bead; defensive works and the palace help. */
function hooks(h: Host, s: LateState, v: VillainState): VillainHooks {
  return {
    target: () => (v.outcome ? null : home(h, v.group).id),
    enter: (hh, ss, party, place) => {
      if (v.outcome) return 'go';
      if (!alive(hh, beast(ss, v))) {
        // Already slain by this party on the way (a quest or a chance meeting).
        endVillain(
          hh,
          ss,
          v,
          'slain-by-adventurers',
          `${cap(wgroup(hh, party.id).name)} have slain ${v.name}.`,
        );
        return 'go';
      }
      if (place !== home(hh, v.group).id) return 'go';
      v.lair = place;
      const g = beast(ss, v);
      const eff = INNER_SANCTUMS[g.flavour as AlphaFlavour]?.effect;
      if (v.sanctum && eff === 'labyrinth') {
        kill(hh, party.id, 1);
        if (wipeCheck(hh, ss, party, 'labyrinth')) return 'stop';
      }
      let bonus = rollBonus(hh, ss, g);
      if (v.works > 0) {
        bonus += 1;
        v.works--;
      }
      if (v.sanctum && eff === 'palace') bonus += 1;
      const mine = hh.d(6, 'adventurers roll') + pop(hh, party.id);
      const theirs = hh.d(6, 'Alpha Villain roll') + pop(hh, g.id) + bonus;
      if (mine - theirs >= 1) {
        kill(hh, g.id, pop(hh, g.id));
        const taken = lootTokens(hh, g.id);
        for (const t of taken) hh.moveToken(t.id, place, { owner: party.id });
        endVillain(
          hh,
          ss,
          v,
          'slain-by-adventurers',
          `${cap(wgroup(hh, party.id).name)} slay ${v.name} in its lair${carriedOff(taken.length)} (${mine} to ${theirs}).`,
        );
        wipeCheck(hh, ss, g, 'adventurers');
      } else {
        kill(hh, party.id, mine === theirs ? 1 : pop(hh, party.id));
        if (pop(hh, party.id) === 0) {
          hh.addToken('population', 'monster', g.id, v.lair);
          hh.emit(
            'villain-fight',
            `${v.name} devours ${wgroup(hh, party.id).name} and grows (${mine} to ${theirs}).`,
            [party.id, g.id],
          );
        } else
          hh.emit(
            'villain-fight',
            `${v.name} drives ${wgroup(hh, party.id).name} off (${mine} to ${theirs}).`,
            [party.id, g.id],
          );
        wipeCheck(hh, ss, party, 'alpha-villain');
      }
      return 'stop';
    },
  };
}

export const ALPHA_VILLAIN: VillainRule = { setup, season, hooks };
