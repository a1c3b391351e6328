/**
 * The Liche King (hthad-2008-rules.txt, "The Liche King"): a lair among the tombs, legions in
 * every tomb, minions dominated from the richest group, constructions bought down the list,
 * and ten legion-filled tombs to ravage the world.
 */
import { distancesFrom, placeOf } from '../monsters/space';
import { centre, dist, ownerTokens, type Place } from '../../world';
import { beadsIn, findMGroup } from '../monsters/state';
import { FINGER } from '../../world/units';
import type { Host } from '../monsters/host';
import type { VillainHooks } from '../monsters/adventurers';
import { cap, encounterRoll, nameOf, verb, wipeCheck } from '../monsters/encounter';
import { newGroup } from '../monsters/setup';
import { at, entrancesOf, roomsOf } from '../monsters/space';
import {
  changedHoldings,
  changedSeat,
  activeGroups,
  alive,
  home,
  isMonsterGroup,
  kill,
  loot,
  lootTokens,
  pop,
  popTokens,
  wgroup,
  type LateState,
} from '../monsters/state';
import { placeWanderer } from '../monsters/wandering';
import {
  carriedOff,
  endVillain,
  lootTheFallen,
  receiveSetAside,
  villainArrives,
  villainRoom,
} from './common';
import type { VillainRule } from './rule';
import type { VillainState } from './types';

// Liche King Construction, in order: cost, id, title
export const LICHE_CONSTRUCTIONS = [
  { cost: 3, id: 'lab', title: 'The Lab' },
  { cost: 2, id: 'menagerie', title: 'Menagerie' },
  { cost: 3, id: 'bone-pit', title: 'Bone Pit' },
  { cost: 2, id: 'shrine-of-evil', title: 'Shrine of Evil' },
  { cost: 2, id: 'gate-room', title: 'Gate Room' },
  { cost: 1, id: 'tombs', title: 'Tombs' },
] as const;

/** Ten tombs with legions and the Liche King's armies ravage the countryside. */
export const LICHE_TOMB_GOAL = 10;

const tombs = (h: Host): Place[] => h.world.places.filter((p) => p.marks.includes('tomb'));
const legionIn = (h: Host, v: VillainState, p: string): boolean =>
  ownerTokens(h.world, v.group).some((t) => t.place === p && t.kind === 'population');
const filled = (h: Host, p: string): boolean => beadsIn(h, p).length > 0;

/** A tomb room near the lair. */
function newTomb(h: Host, v: VillainState): Place | null {
  const p = villainRoom(h, v, at(placeOf(h, v.lair)), 'Tomb');
  if (p) {
    p.marks.push('tomb');
    p.marks.sort();
  }
  return p;
}

function setup(h: Host, s: LateState, v: VillainState): void {
  const ts = tombs(h);
  let centreTomb: Place | null = null;
  let best = -1;
  for (const t of ts) {
    const n = ts.filter((o) => dist(centre(o.shape), centre(t.shape)) <= FINGER).length;
    if (n > best) {
      best = n;
      centreTomb = t;
    }
  }
  const rooms = roomsOf(h).slice();
  const near = centreTomb ?? (rooms.length > 0 ? h.pick(rooms, 'Liche King lair') : null);
  if (!near) return;
  const name = `${h.names.next('demons')} the Liche King`;
  const lairRoom = villainRoom(h, { ...v, group: '' }, at(near), "Liche King's Lair") ?? near;
  lairRoom.role = 'villain-lair';
  villainArrives(h, s, v, { name, title: 'Liche King', lair: lairRoom, alignment: 'chaotic' });
  h.addToken('population', 'villain', v.group, lairRoom.id);
  h.emit('lk-setup', `${name} raises a lair among the dead.`, [v.group], [lairRoom.id]);
  receiveSetAside(h, s, v);
  // He takes possession of every tomb: their treasure is his, their occupants are cast out.
  const castOut = new Set<string>();
  let cast = 0;
  for (const t of tombs(h)) {
    for (const b of beadsIn(h, t.id).filter((x) => x.kind === 'population')) {
      if (b.owner) castOut.add(b.owner);
      h.destroyToken(b.id);
      cast++;
    }
    for (const b of beadsIn(h, t.id).filter((x) => x.kind === 'treasure'))
      h.moveToken(b.id, t.id, { owner: v.group, role: 'loot' });
    const before = t.owner;
    t.owner = v.group;
    changedHoldings(h, before, v.group);
  }
  h.emit(
    'lk-tomb',
    tombs(h).length === 0
      ? `${name} finds no tomb to claim.`
      : `${name} claims ${tombs(h).length === 1 ? 'a tomb and its' : `${tombs(h).length} tombs and their`} grave goods${cast > 0 ? `, casting out ${cast} that dwelt there` : ''}.`,
    [v.group, ...castOut],
  );
  // A group cast out of its last bead is gone, and told so.
  for (const id of castOut) {
    const g = findMGroup(s, id);
    if (g) wipeCheck(h, s, g, 'cast-out');
  }
  // He dominates the richest monster group.
  const rich = activeGroups(h, s, (x) => isMonsterGroup(x)).sort(
    (a, b) => loot(h, b.id) - loot(h, a.id) || a.arrived - b.arrived,
  )[0];
  if (rich) {
    rich.minion = true;
    v.minions = rich.id;
    const take = Math.max(0, loot(h, rich.id) - 1);
    for (const t of lootTokens(h, rich.id).slice(0, take))
      h.moveToken(t.id, v.lair, { owner: v.group });
    h.emit(
      'lk-dominate',
      `${cap(nameOf(h, { g: rich }))} ${verb(rich, 'bow', 'bows')} to ${name}${take > 0 ? ` and ${verb(rich, 'hand', 'hands')} over ${take} ${take === 1 ? 'treasure' : 'treasures'}` : ', with no treasure to spare'}.`,
      [v.group, rich.id],
    );
  }
  build(h, s, v);
}

/** Spend down the construction list until no loot is left; items that cannot be paid are skipped. */
function build(h: Host, s: LateState, v: VillainState): void {
  const lair = placeOf(h, v.lair);
  const entrances = entrancesOf(h).slice();
  for (const row of LICHE_CONSTRUCTIONS) {
    if (row.id === 'tombs') {
      for (let guard = 0; guard < 20 && loot(h, v.group) >= row.cost; guard++) {
        pay(h, v, row.cost);
        const t = newTomb(h, v);
        if (!t) break;
        h.emit('lk-construction', `${v.name} builds a tomb.`, [v.group], [t.id]);
      }
      continue;
    }
    if (row.id === 'gate-room') {
      for (const e of entrances) {
        if (loot(h, v.group) < row.cost || v.gates.length >= entrances.length) break;
        if (v.built.includes(`gate:${e.id}`)) continue;
        const room = villainRoom(h, v, at(e), 'Gate Room');
        if (!room) continue;
        v.gates.push(room.id);
        v.built.push(`gate:${e.id}`);
        const guard = placeWanderer(h, s, at(room), 'gate-guard', 1, 0, 'gate guard');
        if (guard) guard.fixed = true;
        // Paid here, so the cost is told on the gate room's line, not the guard's.
        pay(h, v, row.cost);
        h.emit(
          'lk-construction',
          `${v.name} sets a guarded gate room at an entrance.`,
          [v.group],
          [room.id],
        );
      }
      continue;
    }
    if (v.built.includes(row.id) || loot(h, v.group) < row.cost) continue;
    v.built.push(row.id);
    const room = villainRoom(h, v, at(lair), row.title);
    if (room && row.id === 'lab') h.addToken('population', 'legion', v.group, room.id);
    if (room && row.id === 'shrine-of-evil') h.addToken('treasure', 'hoard', null, room.id);
    if (room && row.id === 'menagerie') {
      const beast =
        activeGroups(h, s, (x) => x.kind === 'wandering' && !x.fixed)[0] ??
        placeWanderer(h, s, at(room));
      if (beast) {
        for (const t of lootTokens(h, beast.id)) h.moveToken(t.id, v.lair, { owner: v.group });
        for (const t of popTokens(h, beast.id)) h.moveToken(t.id, room.id);
        wgroup(h, beast.id).home = room.id;
        changedSeat(h, beast.id);
        beast.fixed = true;
      }
    }
    // Paid as it is told: a beast rolled up for the menagerie has its own line before this one.
    pay(h, v, row.cost);
    h.emit(
      'lk-construction',
      `${v.name} builds ${row.title.startsWith('The') ? row.title.toLowerCase() : `a ${row.title.toLowerCase()}`}.`,
      [v.group],
      room ? [room.id] : [],
    );
  }
}

/** Pay loot: spent from the tombs and the lair. */
function pay(h: Host, v: VillainState, n: number): void {
  for (const t of lootTokens(h, v.group).slice(0, n)) h.destroyToken(t.id);
}

/** Put a legion ● in an empty tomb; returns false if none. */
function raiseLegion(h: Host, v: VillainState): boolean {
  const empty = tombs(h).find((t) => !filled(h, t.id));
  if (!empty) return false;
  const before = empty.owner;
  empty.owner = v.group;
  changedHoldings(h, before, v.group);
  h.addToken('population', 'legion', v.group, empty.id);
  return true;
}

function season(h: Host, s: LateState, v: VillainState): void {
  if (raiseLegion(h, v))
    h.emit('lk-legion', `An undead legion rises in a tomb of ${v.name}.`, [v.group]);
  let minions = v.minions ? s.groups.find((g) => g.id === v.minions && alive(h, g)) : undefined;
  if (minions) {
    const d = distancesFrom(h, [home(h, minions.id).id]);
    const foe = activeGroups(h, s, (x) => isMonsterGroup(x) && !x.minion)
      .map((g) => ({ g, d: d.get(home(h, g.id).id) ?? 1e6 }))
      .sort((a, b) => a.d - b.d || a.g.arrived - b.g.arrived)[0];
    if (foe) {
      const r = encounterRoll(h, s, minions, foe.g);
      const score = `(${r.mine} to ${r.theirs})`;
      if (r.margin > 0) {
        kill(h, foe.g.id, 1);
        h.addToken('treasure', 'loot', v.group, v.lair);
        h.emit(
          'lk-minions',
          `The Liche King's minions, ${nameOf(h, { g: minions })}, bleed ${nameOf(h, { g: foe.g })} and bring him tribute ${score}.`,
          [v.group, minions.id, foe.g.id],
        );
      } else if (r.margin === 0) {
        kill(h, foe.g.id, 1);
        h.emit(
          'lk-minions',
          `The Liche King's minions clash with ${nameOf(h, { g: foe.g })} ${score}.`,
          [v.group, minions.id, foe.g.id],
        );
      } else {
        kill(h, minions.id, 1);
        const raised = raiseLegion(h, v);
        h.emit(
          'lk-minions',
          `${cap(nameOf(h, { g: foe.g }))} beat back the Liche King's minions${raised ? '; the fallen rise in his tombs' : ''} ${score}.`,
          [v.group, minions.id, foe.g.id],
        );
      }
      wipeCheck(h, s, foe.g, 'minions');
      wipeCheck(h, s, minions, 'minions');
    }
  } else {
    // No minions: up to 3 legions leave their tombs as a new minion group.
    const legions = ownerTokens(h.world, v.group)
      .filter((t) => t.role === 'legion')
      .slice(0, 3);
    if (legions.length > 0) {
      const g = newGroup(h, s, {
        kind: 'breeders',
        flavour: 'undead-minions',
        title: 'undead minions',
        alignment: 'chaotic',
        culture: 'demons',
        name: `the Legion of ${v.name}`,
        home: legions[0]!.place,
      });
      g.minion = true;
      for (const t of legions)
        h.moveToken(t.id, legions[0]!.place, { owner: g.id, role: 'undead' });
      v.minions = g.id;
      minions = g;
      h.emit('lk-minions', `${v.name} sends legions out of his tombs as a new band of minions.`, [
        v.group,
        g.id,
      ]);
    }
  }
  if (!tombs(h).some((t) => !filled(h, t.id))) {
    const t = newTomb(h, v);
    if (t && loot(h, v.group) > 0) {
      pay(h, v, 1);
      h.addToken('population', 'legion', v.group, t.id);
    }
    if (t) h.emit('lk-tomb', `${v.name} builds another tomb.`, [v.group], [t.id]);
  }
  // Gate rooms without guards take a breeder minion, if the breeders keep at least 2.
  for (const gate of v.gates) {
    if (beadsIn(h, gate).some((t) => t.kind === 'population')) continue;
    const breeders = activeGroups(
      h,
      s,
      (x) => x.minion && x.kind === 'breeders' && pop(h, x.id) > 2,
    )[0];
    if (!breeders) break;
    const t = popTokens(h, breeders.id)[0]!;
    h.moveToken(t.id, gate, { owner: v.group, role: 'legion' });
    h.emit(
      'lk-minions',
      `A minion is posted to guard a gate room.`,
      [v.group, breeders.id],
      [gate],
    );
  }
  const legions = tombs(h).filter((t) => legionIn(h, v, t.id)).length;
  if (legions >= LICHE_TOMB_GOAL)
    endVillain(
      h,
      s,
      v,
      'ravaged-the-countryside',
      `${v.name}'s ${legions} tombs of legions march out and ravage the countryside.`,
    );
}

/** The Liche King and all his legions fight as one big wandering monster. */
function hooks(h: Host, s: LateState, v: VillainState): VillainHooks {
  return {
    target: () => (v.outcome ? null : v.lair),
    enter: (hh, ss, party, place) => {
      if (place !== v.lair || v.outcome) return 'go';
      // One big wandering monster: it kills a bead per bead and loses a bead per kill.
      const host = pop(hh, v.group);
      const dealt = Math.min(host, pop(hh, party.id));
      kill(hh, party.id, dealt);
      const legions = ownerTokens(hh.world, v.group).filter(
        (t) => t.kind === 'population' && t.role !== 'villain',
      );
      for (const t of legions.slice(0, dealt)) hh.destroyToken(t.id);
      if (dealt >= host) {
        kill(hh, v.group, pop(hh, v.group));
        const taken = lootTheFallen(hh, v, party.id, place);
        endVillain(
          hh,
          ss,
          v,
          'slain-by-adventurers',
          `${cap(wgroup(hh, party.id).name)} cut through the legions and destroy ${v.name}${carriedOff(taken)}.`,
        );
        wipeCheck(hh, ss, party, 'liche-king');
        return 'stop';
      }
      hh.emit(
        'villain-fight',
        `${v.name} and his legions meet ${wgroup(hh, party.id).name}: ${dealt} adventurers fall and as many legions crumble.`,
        [party.id, v.group],
        [place],
      );
      if (wipeCheck(hh, ss, party, 'liche-king') && raiseLegion(hh, v))
        hh.emit('lk-legion', `The fallen adventurers rise as a legion of ${v.name}.`, [v.group]);
      return 'stop';
    },
  };
}

export const LICHE_KING: VillainRule = { setup, season, hooks };
