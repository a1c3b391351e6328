/**
 * Who meets whom, and what happens: the encounter rules of each monster kind against each
 * alignment (hthad-2008-rules.txt, the Encounters sections of Delving Groups, Breeding Groups
 * and Alpha Predators), dispatched on the kind of the group whose turn it is.
 */
import { centre, dist, hypot, ownerTokens } from '../../world';
import type { Host } from './host';
import {
  cap,
  encounterRoll,
  fightsAsWanderer,
  nameOf,
  remember,
  verb,
  wandererClash,
  wipeCheck,
  type Side,
} from './encounter';
import { at, FINGER, HALF_FINGER, newRoom, roomsOf, zoc } from './space';
import {
  changedHoldings,
  activeCaches,
  activeList,
  alive,
  dropLoot,
  home,
  kill,
  loot,
  placesOf,
  pop,
  transferLoot,
  wgroup,
  popThenLoot,
  type LateState,
  type MGroup,
} from './state';
import { THUMB } from '../../world/units';

/** Sides whose places lie in the group's ZOC (kingdom sites one by one). */
export function bumps(h: Host, s: LateState, g: MGroup): Side[] {
  const z = zoc(h, g);
  const out: Side[] = [];
  const list = activeList(h, s);
  const caches = activeCaches(h, s);
  for (let i = 0; i < list.length; i++) {
    const o = list[i]!;
    if (o.id === g.id || o.kind === 'adventurers' || o.kind === 'villain') continue;
    if (g.ignores === o.id || o.ignores === g.id) continue;
    if (g.infiltrated && o.infiltrated) continue;
    if (o.kind === 'kingdom') {
      // The kingdom's sites in the zone with its people in them, in id order: the places of its
      // population beads (each among its places) that lie in the zone, sorted.
      for (const p of peopledIn(h, o.id, z)) out.push({ g: o, site: p });
      continue;
    }
    // An active group's places, sorted (the same as its share of placesByGroup, sorted).
    if (anyIn(placesOf(h, o.id, caches[i]!), z)) out.push({ g: o });
  }
  return out;
}

function anyIn(list: readonly string[], set: ReadonlySet<string>): boolean {
  for (const x of list) if (set.has(x)) return true;
  return false;
}

/** The places in `z` where the group has population beads, each once, in id order. */
function peopledIn(h: Host, id: string, z: ReadonlySet<string>): string[] {
  const out: string[] = [];
  let last: string | undefined;
  for (const t of ownerTokens(h.world, id)) {
    // Beads mostly lie in runs at one place.
    if (t.kind !== 'population' || t.place === last) continue;
    last = t.place;
    if (z.has(last) && !out.includes(last)) out.push(last);
  }
  return out.sort();
}

/**
 * Resolve an encounter started by `actor` against `other` on the actor's turn. Wanderers and
 * kingdom sites fight without dice; otherwise the actor's kind decides the rules.
 */
export function meet(h: Host, s: LateState, actor: MGroup, other: Side): void {
  if (!alive(h, actor) || !alive(h, other.g)) return;
  actor.met = true;
  other.g.met = true;
  remember(actor, other.g);
  const me: Side = { g: actor };
  if (fightsAsWanderer(other)) return wandererClash(h, s, other, me);
  if (fightsAsWanderer(me)) return wandererClash(h, s, me, other);
  if (other.g.kind === 'temple' || actor.kind === 'temple')
    return templeSkirmish(h, s, actor, other.g);
  const rules =
    actor.kind === 'delvers' && actor.flavour === 'hobgoblin-miners' ? 'breeders' : actor.kind;
  if (rules === 'delvers') return delverEncounter(h, s, actor, other.g);
  if (rules === 'breeders') return breederEncounter(h, s, actor, other.g);
  if (rules === 'alpha') return alphaEncounter(h, s, actor, other.g);
}

/** Temples of evil have no rules of their own: the meeting is a skirmish, each side losing 1●. */
function templeSkirmish(h: Host, s: LateState, a: MGroup, b: MGroup): void {
  kill(h, a.id, 1);
  kill(h, b.id, 1);
  h.emit(
    'skirmish',
    `${nameOf(h, { g: a })} and ${nameOf(h, { g: b })} skirmish; each loses one.`,
    [a.id, b.id],
  );
  wipeCheck(h, s, a, 'skirmish');
  wipeCheck(h, s, b, 'skirmish');
}

/** Delving Groups, Encounters: with lawful groups, alpha predators and chaotic groups. */
export function delverEncounter(h: Host, s: LateState, d: MGroup, o: MGroup): void {
  const names = `${nameOf(h, { g: d })} and ${nameOf(h, { g: o })}`;
  if (o.kind === 'alpha') {
    const r = encounterRoll(h, s, d, o);
    if (r.margin > 0) {
      transferLoot(h, s, o.id, d.id, 1);
      if (r.margin >= 4) {
        kill(h, o.id, pop(h, o.id));
        h.emit(
          'delvers-slay-alpha',
          `${cap(nameOf(h, { g: d }))} slay ${nameOf(h, { g: o })} (${r.mine} to ${r.theirs}).`,
          [d.id, o.id],
        );
      } else {
        h.emit(
          'delvers-drive-alpha',
          `${cap(nameOf(h, { g: d }))} drive ${nameOf(h, { g: o })} away (${r.mine} to ${r.theirs}).`,
          [d.id, o.id],
        );
        relocate(h, s, o, home(h, d.id), THUMB, 'driven out');
      }
    } else {
      kill(h, d.id, 1);
      h.emit(
        'delvers-fail-alpha',
        `${cap(nameOf(h, { g: d }))} fail to drive off ${nameOf(h, { g: o })} and lose one (${r.mine} to ${r.theirs}).`,
        [d.id, o.id],
      );
    }
  } else if (o.alignment === 'lawful' && d.alignment === 'lawful') {
    if (d.flavour === 'antlings' && o.flavour === 'antlings') return;
    kill(h, d.id, 1);
    kill(h, o.id, 1);
    h.emit('skirmish', `${cap(names)} skirmish; each loses one.`, [d.id, o.id]);
  } else {
    const r = encounterRoll(h, s, d, o);
    if (r.margin > 0) {
      kill(h, o.id, 1);
      transferLoot(h, s, o.id, d.id, 1);
    } else if (r.margin === 0) {
      kill(h, d.id, 1);
      kill(h, o.id, 1);
    } else {
      kill(h, d.id, 1);
      transferLoot(h, s, d.id, o.id, 1);
    }
    const how =
      r.margin > 0
        ? `${nameOf(h, { g: d })} win`
        : r.margin === 0
          ? 'neither side wins'
          : `${nameOf(h, { g: o })} win`;
    h.emit('war', `War between ${names}: ${how} (${r.mine} to ${r.theirs}).`, [d.id, o.id]);
  }
  wipeCheck(h, s, d, 'encounter');
  wipeCheck(h, s, o, 'encounter');
}

/** Breeding Groups, Encounters: hit and run, or bribes and battle with alphas. */
export function breederEncounter(h: Host, s: LateState, b: MGroup, o: MGroup): void {
  if (o.kind === 'alpha') {
    const supported = loot(h, b.id) * 3 >= pop(h, b.id);
    if (supported && loot(h, b.id) > 0) {
      const mine = h.d(6, `${b.title} bribe roll`) + loot(h, b.id);
      const theirs = h.d(6, `${o.title} bribe roll`) + loot(h, o.id);
      if (mine > theirs) {
        // Ants never have to pay: the bribe is struck without handing over loot.
        if (b.flavour !== 'ants') transferLoot(h, s, b.id, o.id, 1);
        if (!o.bribedBy.includes(b.id)) o.bribedBy.push(b.id);
        h.emit(
          'bribe',
          `${cap(nameOf(h, { g: b }))} bribe ${nameOf(h, { g: o })} (${mine} to ${theirs}).`,
          [b.id, o.id],
        );
        return;
      }
    }
    const r = encounterRoll(h, s, b, o);
    if (r.margin > 0) {
      h.emit(
        'breeders-drive-alpha',
        `${cap(nameOf(h, { g: b }))} drive ${nameOf(h, { g: o })} out (${r.mine} to ${r.theirs}).`,
        [b.id, o.id],
      );
      relocate(h, s, o, home(h, b.id), FINGER, 'driven out');
    } else if (r.margin === 0) {
      const took = transferLoot(h, s, o.id, b.id, 1);
      kill(h, b.id, 1);
      h.emit(
        'breeders-tie-alpha',
        took > 0
          ? `${cap(nameOf(h, { g: b }))} grab loot from ${nameOf(h, { g: o })} but lose one (${r.mine} to ${r.theirs}).`
          : `${cap(nameOf(h, { g: b }))} find no loot on ${nameOf(h, { g: o })} and lose one (${r.mine} to ${r.theirs}).`,
        [b.id, o.id],
      );
    } else {
      const fell = kill(h, b.id, 2);
      h.emit(
        'breeders-lose-alpha',
        `${cap(nameOf(h, { g: o }))} ${verb(o, 'maul', 'mauls')} ${nameOf(h, { g: b })}; ${fell === 1 ? 'the last one falls' : 'two fall'} (${r.theirs} to ${r.mine}).`,
        [b.id, o.id],
      );
    }
  } else {
    const r = encounterRoll(h, s, b, o);
    let took = 0;
    if (r.margin > 0) took = transferLoot(h, s, o.id, b.id, 1);
    else if (r.margin === 0) {
      kill(h, b.id, 1);
      kill(h, o.id, 1);
    } else kill(h, b.id, 1);
    const how =
      r.margin > 0
        ? took > 0
          ? 'and make off with loot'
          : 'but find nothing to carry off'
        : r.margin === 0
          ? 'and both sides bleed'
          : 'and are beaten back';
    h.emit(
      'hit-and-run',
      `${cap(nameOf(h, { g: b }))} raid ${nameOf(h, { g: o })} ${how} (${r.mine} to ${r.theirs}).`,
      [b.id, o.id],
    );
  }
  wipeCheck(h, s, b, 'encounter');
  wipeCheck(h, s, o, 'encounter');
}

/** Alpha Predators, Encounters: tribute from groups, dominance over other alphas. */
export function alphaEncounter(h: Host, s: LateState, a: MGroup, o: MGroup): void {
  const r = encounterRoll(h, s, a, o);
  const an = nameOf(h, { g: a });
  const on = nameOf(h, { g: o });
  if (o.kind === 'alpha') {
    if (r.margin > 0) {
      kill(h, o.id, pop(h, o.id));
      h.emit(
        'alpha-dominance',
        `${cap(an)} kills ${on} in a battle for dominance (${r.mine} to ${r.theirs}).`,
        [a.id, o.id],
      );
    } else if (r.margin === 0) {
      dropLoot(h, o.id, 1, home(h, o.id).id);
      h.emit(
        'alpha-dominance',
        `${cap(an)} and ${on} fight to a standstill; ${on} withdraws (${r.mine} to ${r.theirs}).`,
        [a.id, o.id],
      );
      relocate(h, s, o, home(h, a.id), FINGER, 'withdraws');
    } else {
      h.emit('alpha-dominance', `${cap(on)} drives ${an} off (${r.theirs} to ${r.mine}).`, [
        a.id,
        o.id,
      ]);
      relocate(h, s, a, home(h, o.id), FINGER, 'withdraws');
    }
  } else if (r.margin > 0) {
    // Fire giants demand two loot from breeders and delvers.
    const want =
      a.flavour === 'fire-giant' && (o.kind === 'breeders' || o.kind === 'delvers') ? 2 : 1;
    const paid = transferLoot(h, s, o.id, a.id, want);
    if (paid === 0) kill(h, o.id, 1);
    h.emit(
      'tribute',
      `${cap(an)} demands tribute of ${on}: ${paid > 0 ? `${paid} loot paid` : 'one of them is eaten'} (${r.mine} to ${r.theirs}).`,
      [a.id, o.id],
    );
  } else if (r.margin === 0) {
    kill(h, o.id, 1);
    h.emit('tribute', `${cap(an)} kills one of ${on} (${r.mine} to ${r.theirs}).`, [a.id, o.id]);
  } else {
    const left = dropLoot(h, a.id, 1, home(h, a.id).id);
    h.emit(
      'tribute',
      `${cap(on)} ${verb(o, 'drive', 'drives')} ${an} off${left > 0 ? '; it leaves loot behind' : ''} (${r.theirs} to ${r.mine}).`,
      [a.id, o.id],
    );
    relocate(h, s, a, home(h, o.id), HALF_FINGER, 'driven off');
  }
  const fell = wipeCheck(h, s, o, 'alpha');
  if (fell) alphaSpoils(h, s, a, o);
  wipeCheck(h, s, a, 'encounter');
}

/** "If an alpha predator destroys a group, it may immediately loot 1○ from that group." */
export function alphaSpoils(h: Host, s: LateState, a: MGroup, o: MGroup): void {
  if (!alive(h, a)) return;
  const where = home(h, o.id).id;
  const t = h.world.tokens.find(
    (x) =>
      x.owner === null && x.kind === 'treasure' && x.place === where && !s.setAside.includes(x.id),
  );
  if (!t) return;
  h.moveToken(t.id, home(h, a.id).id, { owner: a.id });
  h.emit('alpha-spoils', `${cap(nameOf(h, { g: a }))} carries off loot from the ruins.`, [
    a.id,
    o.id,
  ]);
}

/**
 * Move a group's lair at least `extra` further from `away`: the nearest free room that far
 * (ties by the dice), else a new room dug out in that direction. Its beads go with it.
 */
export function relocate(
  h: Host,
  s: LateState,
  g: MGroup,
  away: { id: string; shape: import('../../world').Shape },
  extra: number,
  why: string,
): void {
  if (!alive(h, g) || g.fixed) return;
  const here = home(h, g.id);
  const hc = centre(here.shape);
  const ac = centre(away.shape);
  const d0 = dist(hc, ac);
  const taken = new Set<string>();
  for (const t of h.world.tokens) if (t.owner !== null && t.owner !== g.id) taken.add(t.place);
  const preferCave = g.flavour === 'ogre';
  let best: { id: string; d: number }[] = [];
  let bd = Infinity;
  for (const p of roomsOf(h)) {
    if (taken.has(p.id) || p.id === here.id) continue;
    const pc = centre(p.shape);
    if (dist(pc, ac) < d0 + extra) continue;
    // Ogres prefer lairs in natural caves.
    const d = dist(pc, hc) + (preferCave && p.kind !== 'cave' ? 3 : 0);
    if (d < bd - 1e-9) {
      bd = d;
      best = [{ id: p.id, d }];
    } else if (Math.abs(d - bd) < 1e-9) best.push({ id: p.id, d });
  }
  let to: string | null = best.length > 0 ? h.pick(best, `${g.title} new lair`).id : null;
  if (!to) {
    const a = at(here);
    const b = at(away as never);
    const dx = a.x - b.x || 1;
    const dy = a.y - b.y;
    const n = hypot(dx, dy) || 1;
    const room = newRoom(h, {
      near: { x: a.x + (dx / n) * (extra + 1), y: a.y + (dy / n) * (extra + 1) },
      role: 'lair',
      owner: g.id,
      kind: 'cave',
    });
    to = room?.id ?? null;
  }
  if (!to) return;
  for (const t of popThenLoot(h, g.id)) h.moveToken(t.id, to);
  for (const p of h.world.places) if (p.owner === g.id && p.id !== to) p.owner = null;
  wgroup(h, g.id).home = to;
  changedHoldings(h, g.id);
  g.zocExtra = [];
  g.maze = false;
  h.emit(
    'relocate',
    `${cap(nameOf(h, { g }))} ${why.startsWith('driven') ? `${verb(g, 'are', 'is')} ${why}` : why} and ${verb(g, 'make', 'makes')} a new lair.`,
    [g.id],
    [here.id, to],
  );
}
