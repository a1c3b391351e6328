/**
 * The Dungeon Master (hthad-2008-rules.txt, "The Dungeon Master"): an HQ and an army; each
 * season he gains loot, raises barracks, enslaves groups within his growing ZOC, builds from
 * the construction table, and with an army of 10 attacks the surface.
 */
import { distancesFrom, placeOf } from '../monsters/space';
import { FINGER } from '../../world/units';
import { ownerTokens, type Place } from '../../world';
import type { Host } from '../monsters/host';
import type { VillainHooks } from '../monsters/adventurers';
import { cap, nameOf, verb, wandererClash, wipeCheck } from '../monsters/encounter';
import { mine } from '../monsters/delvers';
import { inTomb, looseLoot } from '../monsters/state';
import { moveToOrePocket } from './ore-pocket';
import { at, isRoom, nearestPlace, roomsAndJunctionsOf, roomsOf } from '../monsters/space';
import {
  changedSeat,
  activeGroups,
  alive,
  home,
  isMonsterGroup,
  kill,
  loot,
  lootTokens,
  pop,
  spendLoot,
  transferLoot,
  wgroup,
  popThenLoot,
  type LateState,
  type MGroup,
} from '../monsters/state';
import {
  carriedOff,
  endVillain,
  receiveSetAside,
  villainArrives,
  villainGroup,
  villainRoom,
} from './common';
import type { VillainRule } from './rule';
import type { VillainState } from './types';

// Roll Dungeon Master Construction (d4): lo, hi, id, title
export const DM_CONSTRUCTIONS = [
  { lo: 1, hi: 1, id: 'trap', title: 'Trap' },
  { lo: 2, hi: 2, id: 'lab', title: 'Lab' },
  { lo: 3, hi: 3, id: 'prison', title: 'Prison' },
  { lo: 4, hi: 4, id: 'hall', title: 'Hall' },
] as const;

/** "The Dungeon Master always adds 2 to its combat roll." */
export const DM_BONUS = 2;
/** An army this big attacks the surface. */
export const DM_ARMY_GOAL = 10;
/** Loot spent on one construction (the book: "more than 3○ … spends them"; we spend 3). */
export const DM_CONSTRUCTION_COST = 3;

function armyBeads(h: Host, v: VillainState): string[] {
  return ownerTokens(h.world, v.group)
    .filter((t) => t.kind === 'population' && t.role === 'army')
    .map((t) => t.id);
}

/** Casualties come from the armies first; the last is the Dungeon Master himself. */
function dmLoses(h: Host, s: LateState, v: VillainState, tell: () => void): void {
  // A soldier's fall belongs on the clash's own line; the Dungeon Master's own fall follows it.
  const army = armyBeads(h, v);
  if (army.length > 0) {
    h.destroyToken(army[army.length - 1]!);
    tell();
    return;
  }
  tell();
  kill(h, v.group, 1);
  endVillain(h, s, v, 'wiped-out', `The Dungeon Master ${v.name} falls, his schemes undone.`);
}

/** The Dungeon Master's roll: himself alone (1) or his army, whichever is bigger, plus 2. */
function dmRoll(h: Host, v: VillainState): number {
  return h.d(6, 'Dungeon Master roll') + Math.max(1, armyBeads(h, v).length) + DM_BONUS;
}

function setup(h: Host, s: LateState, v: VillainState): void {
  const wizard = activeGroups(
    h,
    s,
    (g) => g.kind === 'wandering' && g.flavour === 'itinerant-wizard',
  )[0];
  let lair: Place | null = null;
  let enslave: MGroup[] = [];
  if (wizard) {
    lair = home(h, wizard.id);
    for (const t of popThenLoot(h, wizard.id)) h.destroyToken(t.id);
    const w = wgroup(h, wizard.id);
    w.state = 'ended';
    changedSeat(h, wizard.id);
    w.end = 'became-the-dungeon-master';
  } else {
    const tower = s.kingdoms.map((k) => k.tower).find((t): t is string => !!t);
    const under = tower ? h.world.places.find((p) => p.role === 'tower-dungeon') : undefined;
    if (under) {
      lair = under;
      enslave = activeGroups(h, s, (g) => isMonsterGroup(g) && home(h, g.id).id === under.id);
    } else {
      const taken = new Set(h.world.tokens.filter((t) => t.owner !== null).map((t) => t.place));
      let best = 0;
      for (const p of h.world.places) {
        if (!isRoom(p) || taken.has(p.id)) continue;
        const a = area(p);
        if (a > best) {
          best = a;
          lair = p;
        }
      }
    }
  }
  lair ??= nearestPlace(
    h,
    { x: h.world.page.width / 2, y: h.world.page.height / 2 },
    isRoom,
    roomsOf(h),
  );
  if (!lair) return;
  const name = `${h.names.next('kingdom')} the Dungeon Master`;
  villainArrives(h, s, v, { name, title: 'Dungeon Master', lair, alignment: 'lawful' });
  lair.name = 'Dungeon Master HQ';
  h.addToken('bonus', 'villain', v.group, lair.id);
  const barracks = villainRoom(h, v, at(lair), 'Barracks');
  if (barracks) {
    v.army.push(barracks.id);
    h.addToken('population', 'army', v.group, barracks.id);
  }
  h.emit(
    'dm-setup',
    `${name} sets up his headquarters${wizard ? ' where the itinerant wizard once wandered' : ''} and musters an army.`,
    [v.group],
    [lair.id],
  );
  receiveSetAside(h, s, v);
  for (const g of enslave) enslaveGroup(h, v, g);
}

function area(p: Place): number {
  const s = p.shape;
  if (s.kind === 'rect') return s.w * s.h;
  if (s.kind === 'ellipse') return Math.PI * s.rx * s.ry;
  return 1;
}

function enslaveGroup(h: Host, v: VillainState, g: MGroup): void {
  g.enslaved = true;
  h.emit('dm-enslave', `${cap(nameOf(h, { g }))} are enslaved by ${v.name}.`, [v.group, g.id]);
}

/** An encounter between the Dungeon Master and a group (by its alignment). */
function conflict(h: Host, s: LateState, v: VillainState, g: MGroup): void {
  if (g.kind === 'wandering') {
    // Wanderers fight the army as wandering monsters.
    return wandererClash(h, s, { g }, { g: villainGroup(s, v) });
  }
  const mine = dmRoll(h, v);
  const theirs = h.d(6, `${g.title} roll`) + pop(h, g.id) + (g.kind === 'alpha' ? 2 : 0);
  const score = `(${mine} to ${theirs})`;
  if (g.alignment === 'lawful' && g.kind !== 'alpha') {
    if (mine > theirs) {
      enslaveGroup(h, v, g);
      v.failed = null;
    } else if (mine === theirs) {
      kill(h, g.id, 1);
      const army = armyBeads(h, v);
      if (army.length > 0) h.destroyToken(army[0]!);
      v.failed = g.id;
      h.emit(
        'dm-enslave',
        `${cap(nameOf(h, { g }))} resist ${v.name}; both sides bleed ${score}.`,
        [v.group, g.id],
      );
      wipeCheck(h, s, g, 'dungeon-master');
    } else {
      v.failed = g.id;
      spendLoot(h, s, v.group, 1);
      dmLoses(h, s, v, () =>
        h.emit(
          'dm-enslave',
          `${cap(nameOf(h, { g }))} ${verb(g, 'throw', 'throws')} back ${v.name} ${score}.`,
          [v.group, g.id],
        ),
      );
    }
    return;
  }
  if (mine >= theirs) {
    enslaveGroup(h, v, g);
    v.failed = null;
  } else {
    v.failed = g.id;
    // The Dungeon Master pays 1 treasure when he has one; the line says which, before any fall.
    const paid = transferLoot(h, s, v.group, g.id, 1);
    const who = `${cap(nameOf(h, { g }))} ${verb(g, 'defy', 'defies')} ${v.name} ${score}`;
    dmLoses(h, s, v, () =>
      h.emit(
        'dm-enslave',
        paid > 0
          ? `${who}, who pays ${verb(g, 'them', 'it')} 1 treasure.`
          : `${who}, who has no treasure to pay.`,
        [v.group, g.id],
      ),
    );
  }
}

/** The enslaved groups' seasons: delvers pay or mine, breeders bolster the army, alphas pay protection. */
function slaves(h: Host, s: LateState, v: VillainState): void {
  for (const g of activeGroups(h, s, (x) => x.enslaved)) {
    if (g.kind === 'delvers') {
      let paid = false;
      if (loot(h, g.id) > 0) paid = transferLoot(h, s, g.id, v.group, 1) > 0;
      else {
        // With no ○ they may be moved to an ore pocket, and dig there for the Dungeon Master.
        moveToOrePocket(h, v, g);
        if (mine(h, g)) {
          const t = ownerTokens(h.world, null)
            .filter((x) => x.kind === 'treasure')
            .at(-1);
          if (t) {
            h.moveToken(t.id, v.lair, { owner: v.group });
            paid = true;
          }
        }
      }
      h.emit(
        'dm-tribute',
        paid
          ? `Enslaved ${g.title} pay ${v.name} in treasure.`
          : `Enslaved ${g.title} toil for ${v.name} but have no treasure to give.`,
        [v.group, g.id],
      );
    } else if (g.kind === 'breeders') {
      if (pop(h, g.id) <= 2) {
        h.addToken('population', 'monster', g.id, home(h, g.id).id);
        h.emit('dm-army', `The enslaved ${g.title} are bred up for the Dungeon Master.`, [
          v.group,
          g.id,
        ]);
      } else {
        const t = ownerTokens(h.world, g.id).find((x) => x.kind === 'population')!;
        h.moveToken(t.id, v.army[0] ?? v.lair, { owner: v.group, role: 'army' });
        h.emit('dm-army', `One of the enslaved ${g.title} joins the Dungeon Master's army.`, [
          v.group,
          g.id,
        ]);
      }
    } else if (g.kind === 'alpha' && loot(h, g.id) > 1) {
      transferLoot(h, s, g.id, v.group, 1);
      h.emit('dm-tribute', `${cap(nameOf(h, { g }))} pays ${v.name} for protection.`, [
        v.group,
        g.id,
      ]);
    }
  }
}

function construction(h: Host, s: LateState, v: VillainState): void {
  const roll = h.d(4, 'Dungeon Master construction');
  const row = DM_CONSTRUCTIONS.find((r) => r.lo <= roll && roll <= r.hi)!;
  spendLoot(h, s, v.group, DM_CONSTRUCTION_COST);
  const lair = placeOf(h, v.lair);
  let place: Place | null = null;
  if (row.id === 'trap') {
    const x = h.int(10, (h.world.page.width - 1) * 10, 'trap: x') / 10;
    const y =
      h.int(
        Math.round((h.world.page.surfaceY + 1) * 10),
        (h.world.page.height - 1) * 10,
        'trap: y',
      ) / 10;
    place = nearestPlace(
      h,
      { x, y },
      (p) => p.kind === 'junction' || isRoom(p),
      roomsAndJunctionsOf(h),
    );
    if (place) h.addToken('population', 'trap', v.group, place.id);
  } else if (row.id === 'prison') {
    const big = activeGroups(h, s, (g) => g.enslaved).sort(
      (a, b) => pop(h, b.id) - pop(h, a.id),
    )[0];
    const near = big ? at(home(h, big.id)) : at(lair);
    place = villainRoom(
      h,
      v,
      { x: (near.x + at(lair).x) / 2, y: (near.y + at(lair).y) / 2 },
      'Prison',
    );
    if (place) h.addToken('population', 'prisoner', null, place.id);
  } else place = villainRoom(h, v, at(lair), row.id === 'lab' ? 'Laboratory' : 'Great Hall');
  v.built.push(row.id);
  h.emit(
    'dm-construction',
    `${v.name} builds a ${row.title.toLowerCase()}.`,
    [v.group],
    place ? [place.id] : [],
  );
}

function season(h: Host, s: LateState, v: VillainState): void {
  if (loot(h, v.group) === 0) {
    h.addToken('treasure', 'loot', v.group, v.lair);
    h.emit('dm-loot', `Gold finds its way to ${v.name}.`, [v.group]);
  }
  if (loot(h, v.group) > 0) {
    spendLoot(h, s, v.group, 1);
    const b = villainRoom(h, v, at(placeOf(h, v.lair)), 'Barracks');
    const where = b?.id ?? v.army[0] ?? v.lair;
    if (b) v.army.push(b.id);
    h.addToken('population', 'army', v.group, where);
    h.emit(
      'dm-army',
      `${v.name} pays for a new company of soldiers (${armyBeads(h, v).length} in all).`,
      [v.group],
      [where],
    );
  }
  slaves(h, s, v);
  const again = v.failed ? s.groups.find((g) => g.id === v.failed && alive(h, g)) : undefined;
  if (again) conflict(h, s, v, again);
  else {
    v.reach += FINGER;
    const zone = distancesFrom(h, [v.lair], v.reach);
    const gathered = looseLoot(h, s, (place) => zone.has(place) && !inTomb(h, place));
    for (const t of gathered) h.moveToken(t.id, v.lair, { owner: v.group, role: 'loot' });
    if (gathered.length > 0)
      h.emit('dm-loot', `${v.name}'s agents gather ${gathered.length} unguarded loot.`, [v.group]);
    for (const g of activeGroups(
      h,
      s,
      (x) => (isMonsterGroup(x) || x.kind === 'wandering') && !x.enslaved && x.kind !== 'temple',
    ).filter((x) => zone.has(home(h, x.id).id))) {
      if (v.outcome) break;
      conflict(h, s, v, g);
      if (v.failed) break;
    }
  }
  if (!v.outcome && loot(h, v.group) > 3) construction(h, s, v);
  if (!v.outcome && armyBeads(h, v).length >= DM_ARMY_GOAL) {
    const surface = s.kingdoms.reduce((n, k) => n + pop(h, k.id), 0);
    h.emit(
      'dm-attack',
      `${v.name} marches ${armyBeads(h, v).length} companies against the surface (${surface} defenders).`,
      [v.group],
    );
    if (surface < DM_ARMY_GOAL)
      endVillain(h, s, v, 'conquered-the-world', `${v.name} conquers the world above.`);
    else endVillain(h, s, v, 'defeated-by-surface', `The surface holds: ${v.name} is defeated.`);
  }
}

/** Adventurers fight the army first, then the Dungeon Master alone; traps and prisons on the way. */
function hooks(h: Host, s: LateState, v: VillainState): VillainHooks {
  return {
    target: () => (v.outcome ? null : v.lair),
    enter: (hh, ss, party, place) => {
      const trap = ownerTokens(hh.world, v.group).find(
        (t) => t.role === 'trap' && t.place === place,
      );
      if (trap) {
        hh.destroyToken(trap.id);
        kill(hh, party.id, 1);
        hh.emit(
          'villain-fight',
          `A trap of ${v.name} claims one of the adventurers.`,
          [party.id, v.group],
          [place],
        );
        if (wipeCheck(hh, ss, party, 'trap')) return 'stop';
      }
      const prisoner = ownerTokens(hh.world, null).find(
        (t) => t.role === 'prisoner' && t.place === place,
      );
      if (prisoner) {
        hh.moveToken(prisoner.id, place, { owner: party.id, role: 'adventurer' });
        hh.emit(
          'villain-fight',
          'The adventurers free a prisoner, who joins them.',
          [party.id],
          [place],
        );
      }
      if (place !== v.lair || v.outcome) return 'go';
      const army = armyBeads(hh, v).length;
      if (army > 0) {
        // The army fights as a single wandering monster.
        const before = pop(hh, party.id);
        const killed = Math.min(army, before);
        kill(hh, party.id, killed);
        for (const id of armyBeads(hh, v).slice(0, killed)) hh.destroyToken(id);
        hh.emit(
          'villain-fight',
          `${cap(wgroup(hh, party.id).name)} cut through the army of ${v.name}, losing ${killed}.`,
          [party.id, v.group],
          [place],
        );
      }
      if (pop(hh, party.id) === 0) {
        wipeCheck(hh, ss, party, 'army');
        hh.addToken('population', 'army', v.group, v.army[0] ?? v.lair);
        hh.emit('villain-fight', `The army of ${v.name} grows with its victory.`, [v.group]);
        return 'stop';
      }
      const mine = hh.d(6, 'adventurers roll') + pop(hh, party.id);
      const theirs = hh.d(6, 'Dungeon Master roll') + 1 + DM_BONUS;
      if (mine > theirs) {
        kill(hh, v.group, pop(hh, v.group));
        const taken = lootTokens(hh, v.group);
        for (const t of taken) hh.moveToken(t.id, place, { owner: party.id });
        endVillain(
          hh,
          ss,
          v,
          'slain-by-adventurers',
          `${cap(wgroup(hh, party.id).name)} slay ${v.name} in his hall${carriedOff(taken.length)} (${mine} to ${theirs}).`,
        );
      } else {
        kill(hh, party.id, pop(hh, party.id));
        hh.addToken('population', 'army', v.group, v.army[0] ?? v.lair);
        hh.emit(
          'villain-fight',
          `${v.name} destroys the adventurers and adds to his army (${mine} to ${theirs}).`,
          [party.id, v.group],
          [place],
        );
        wipeCheck(hh, ss, party, 'dungeon-master');
      }
      return 'stop';
    },
  };
}

export const DUNGEON_MASTER: VillainRule = { setup, season, hooks };
