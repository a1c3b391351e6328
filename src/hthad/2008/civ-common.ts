/**
 * What every civilization shares: its groups and beads, meeting primordial things (the wyrm's
 * tribute, plague, beasts, Fate), the Civilized Conflict table and the end of a civilization.
 */
import {
  cacheOf,
  cacheSlot,
  ownerTokens,
  type Group,
  type PlaceGraph,
  type Token,
  type TokenRole,
} from '../world';
import type { Ctx } from './context';
import type { CivBehaviour, CivState } from './civ-types';
import { ownedPlaces } from './draw';
import { addGroup } from './primordial';
import { CIVILIZED_CONFLICT, type CivId } from './tables';

/** Culture ids used on groups. */
export const CIV_CULTURE: Readonly<Record<CivId, string>> = {
  dwarves: 'dwarves',
  'dark-elves': 'dark-elves',
  demons: 'demons',
};

export function group(ctx: Ctx, id: string): Group {
  const g = ctx.world.groups.find((x) => x.id === id);
  if (!g) throw new RangeError(`no group ${id}`);
  return g;
}

/** A new group belonging to a civilization. */
export function civGroup(
  ctx: Ctx,
  civ: CivId,
  kind: 'civilization' | 'colony',
  name: string,
  parent: string | null,
): Group {
  const g = addGroup(ctx, kind, CIV_CULTURE[civ], name, null);
  g.parent = parent;
  g.alignment = civ === 'dwarves' ? 'lawful' : 'chaotic';
  return g;
}

/** The civilization's beads, optionally of some roles, in creation order. */
export function civTokens(ctx: Ctx, civ: CivState, roles?: readonly TokenRole[]): Token[] {
  // One group (no Dark Elf colonies): its beads are indexed, in the same order.
  if (civ.groups.length === 1) {
    const own = ownerTokens(ctx.world, civ.groups[0]!);
    return roles ? own.filter((t) => roles.includes(t.role)) : own.slice();
  }
  return ctx.world.tokens.filter(
    (t) => t.owner !== null && civ.groups.includes(t.owner) && (!roles || roles.includes(t.role)),
  );
}

/** Loot: the civilization's ○ (decides who moves first with two civilizations). */
export function loot(ctx: Ctx, civ: CivState): number {
  return civTokens(ctx, civ).filter((t) => t.kind === 'treasure').length;
}

/** End a civilization: record why, then clear it off the board by its own rules. */
export function endCivilization(
  ctx: Ctx,
  civ: CivState,
  behaviour: CivBehaviour,
  reason: string,
  text: string,
): void {
  if (civ.ended) return;
  civ.ended = reason;
  behaviour.cleanup(ctx, civ);
  for (const gid of civ.groups) {
    const g = group(ctx, gid);
    g.state = 'ended';
    g.ended = ctx.stamp;
    g.end = reason;
  }
  for (const p of ctx.world.places)
    if (p.owner !== null && civ.groups.includes(p.owner) && p.state === 'occupied')
      p.state = 'abandoned';
  for (const t of ctx.world.tunnels)
    if (t.owner !== null && civ.groups.includes(t.owner) && t.state === 'occupied')
      t.state = 'abandoned';
  ctx.world.revision++;
  ctx.emit('civilization-end', text, civ.groups, []);
}

/**
 * Primordial effects on a civilization: any place newly joined to its tunnels is met once.
 * The wyrm takes 1○; plague kills its number; beasts fight as wandering monsters (for those
 * who fight them); Fate ends the civilization and leaves an empty cave.
 */
export function checkEncounters(ctx: Ctx, civ: CivState, behaviour: CivBehaviour): void {
  if (civ.ended) return;
  for (const pid of unseenPlaces(ctx, civ)) {
    civ.seen.add(pid);
    const place = ctx.site.place(pid);
    if (place.role === 'wyrm-cave' && place.owner) {
      const wyrm = group(ctx, place.owner);
      const mine = civTokens(ctx, civ).filter((t) => t.kind === 'treasure');
      const paid = mine[mine.length - 1];
      if (wyrm.state === 'active' && paid) {
        ctx.moveToken(paid.id, place.id, { owner: wyrm.id, role: 'hoard' });
        ctx.emit(
          'wyrm-tribute',
          `The ${civ.name} meet ${wyrm.name} and pay it 1○.`,
          [civ.group, wyrm.id],
          [place.id],
        );
      }
    }
    for (const f of ctx.site.featuresIn(pid)) {
      if (civ.ended) return;
      if (f.kind === 'plague' && f.state === 'active' && f.amount > 0) {
        const dead = behaviour.casualties(ctx, civ, f.amount);
        civ.deathsThisYear += dead;
        ctx.emit(
          'plague-losses',
          `Plague ${f.amount} strikes the ${civ.name}: ${dead} lost.`,
          [civ.group],
          [pid],
        );
      }
      if (f.kind === 'fate' && f.state === 'active') {
        f.state = 'spent';
        place.marks = place.marks.filter((m) => m !== 'fate');
        ctx.world.revision++;
        ctx.emit('fate', `The ${civ.name} tunnel into the cavern of Fate.`, [civ.group], [pid]);
        endCivilization(
          ctx,
          civ,
          behaviour,
          'fate',
          `Fate ends the ${civ.name}; the cavern lies empty.`,
        );
        return;
      }
    }
    if (behaviour.fightsBeasts) {
      const beasts = ctx.world.tokens.filter((t) => t.place === pid && t.role === 'beast');
      if (beasts.length > 0) {
        // Wandering monster rule: kills its ● in population and loses 1● per point of damage.
        const dead = behaviour.casualties(ctx, civ, beasts.length);
        civ.deathsThisYear += dead;
        for (const b of beasts.slice(0, dead)) ctx.destroyToken(b.id);
        ctx.emit(
          'beast-fight',
          `Primordial beasts fall on the ${civ.name}: ${dead === 1 ? 'a dwarf and a beast die' : dead === 0 ? 'none die' : `${dead} dwarves and ${dead} beasts die`}.`,
          [civ.group],
          [pid],
        );
      }
    }
  }
}

/** What the network was made of when a civilization last met everything on it. */
const MET = cacheSlot(() => ({
  last: null as { graph: PlaceGraph; owned: readonly string[] } | null,
}));

/**
 * The places joined to the civilization's works that it has not met yet, in id order. The
 * network depends only on the place graph and the civilization's own places: when neither has
 * changed since the last call, every place on it has been met and no search is needed.
 */
function unseenPlaces(ctx: Ctx, civ: CivState): string[] {
  const graph = ctx.site.graph();
  const owned = ownedPlaces(ctx, civ.groups).map((p) => p.id);
  const met = cacheOf(civ, MET);
  const last = met.last;
  if (last && last.graph === graph && sameIds(last.owned, owned)) return [];
  met.last = { graph, owned };
  const fresh: string[] = [];
  // The joined places in no order (no sort of the whole network): the new ones are sorted.
  for (const pid of graph.reached(owned)) if (!civ.seen.has(pid)) fresh.push(pid);
  return fresh.sort();
}

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Are two civilizations' works joined by tunnels? */
export function civsMeet(ctx: Ctx, a: CivState, b: CivState): boolean {
  // Only asked whether a place is in it: the network in no order.
  const na = ctx.site.graph().reached(ownedPlaces(ctx, a.groups).map((p) => p.id));
  return ctx.world.places.some(
    (p) => p.owner !== null && b.groups.includes(p.owner) && na.has(p.id),
  );
}

/** Lose `n` ○ from a civilization (its most recent first); returns how many. */
function loseTreasure(ctx: Ctx, civ: CivState, n: number): number {
  const mine = civTokens(ctx, civ).filter((t) => t.kind === 'treasure');
  let lost = 0;
  for (const t of mine.reverse().slice(0, n)) {
    ctx.destroyToken(t.id);
    lost++;
  }
  return lost;
}

/** `winner` loots `n` ○ from `loser` (moved to the winner's home). */
function lootFrom(ctx: Ctx, winner: CivState, loser: CivState, n: number): number {
  const home = group(ctx, winner.group).home;
  const mine = civTokens(ctx, loser)
    .filter((t) => t.kind === 'treasure')
    .reverse();
  let taken = 0;
  for (const t of mine.slice(0, n)) {
    if (!home) break;
    ctx.moveToken(t.id, home, {
      owner: winner.group,
      role: winner.civ === 'dwarves' ? 'dwarven-loot' : 'loot',
    });
    taken++;
  }
  return taken;
}

/**
 * Roll on the Civilized Conflict table when `acting`, on its turn, meets `other`.
 * Dark Elf colonies fight with the whole civilization's population (city and colonies added).
 */
export function civilizedConflict(
  ctx: Ctx,
  acting: CivState,
  other: CivState,
  behaviours: Readonly<Record<CivId, CivBehaviour>>,
): void {
  const { row, roll } = ctx.table(6, CIVILIZED_CONFLICT, 'Civilized Conflict');
  const ba = behaviours[acting.civ];
  const bo = behaviours[other.civ];
  const pa = ba.population(ctx, acting);
  const po = bo.population(ctx, other);
  const kill = (c: CivState, b: CivBehaviour, n: number): number => {
    const d = b.casualties(ctx, c, n);
    c.deathsThisYear += d;
    return d;
  };
  let text = '';
  const withKind = (k: CivId): [CivState, CivBehaviour, CivState, CivBehaviour] | null =>
    acting.civ === k ? [acting, ba, other, bo] : other.civ === k ? [other, bo, acting, ba] : null;
  switch (row.id) {
    case 'skirmish':
      if (pa === po) {
        kill(acting, ba, 1);
        kill(other, bo, 1);
        text = 'both lose 1●';
      } else if (pa < po) text = `the ${acting.name} lose ${kill(acting, ba, 1)}●`;
      else text = `the ${other.name} lose ${kill(other, bo, 1)}●`;
      break;
    case 'dwarven-supremacy': {
      const pair =
        acting.civ === 'dwarves'
          ? ([acting, other] as const)
          : other.civ === 'dwarves'
            ? ([other, acting] as const)
            : null;
      if (pair)
        text = `the ${pair[0].name} loot ${lootFrom(ctx, pair[0], pair[1], 2)}○ from the ${pair[1].name}`;
      else {
        kill(acting, ba, 1);
        kill(other, bo, 1);
        text = 'no dwarves: both lose 1●';
      }
      break;
    }
    case 'dark-elf-might': {
      const pair = withKind('dark-elves');
      if (pair && pair[2].civ === 'dark-elves')
        text = `the ${acting.name} loot ${lootFrom(ctx, acting, other, 2)}○ from the ${other.name}`;
      else if (pair) {
        const [elves, , victim, vb] = pair;
        const taken = kill(victim, vb, 2);
        const city = group(ctx, elves.group).home;
        if (city)
          for (let i = 0; i < taken; i++) ctx.addToken('treasure', 'slave', elves.group, city);
        text = `the ${elves.name} carry off ${taken}● of the ${victim.name} as slaves`;
      } else {
        loseTreasure(ctx, acting, 1);
        loseTreasure(ctx, other, 1);
        text = 'no dark elves: both lose 1○';
      }
      break;
    }
    case 'demon-wrath': {
      const pair = withKind('demons');
      if (pair && pair[2].civ === 'demons')
        text = `the ${acting.name} kill ${kill(other, bo, 2)}● of the ${other.name}`;
      else if (pair)
        text = `the ${pair[0].name} kill ${kill(pair[2], pair[3], 2)}● of the ${pair[2].name}`;
      else {
        kill(acting, ba, 1);
        kill(other, bo, 1);
        loseTreasure(ctx, acting, 1);
        loseTreasure(ctx, other, 1);
        text = 'no demons: each loses 1● and 1○';
      }
      break;
    }
    case 'all-out-war': {
      const ra = ctx.d(6, `war roll: ${acting.name}`) + pa;
      const ro = ctx.d(6, `war roll: ${other.name}`) + po;
      if (ra === ro) text = `a bloody stalemate (${ra} to ${ro})`;
      else {
        const [w, wb, l, lb] = ra > ro ? [acting, ba, other, bo] : [other, bo, acting, ba];
        const margin = Math.abs(ra - ro);
        const lost = kill(l, lb, margin);
        const wlost = kill(w, wb, Math.floor(lost / 2));
        text = `the ${w.name} win (${Math.max(ra, ro)} to ${Math.min(ra, ro)}): the ${l.name} lose ${lost}●, the victors ${wlost}●`;
      }
      break;
    }
  }
  ctx.emit('civilized-conflict', `Civilized Conflict (${roll}) ${row.title}: ${text}.`, [
    acting.group,
    other.group,
  ]);
}
