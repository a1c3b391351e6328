/**
 * The seventeen actions of the Actions table (hthad-2019-rules.txt) and the moves cards and
 * villainies add, as a Record of named behaviours over the MonsterWorld port. `can` says whether
 * the step is possible now; `run` does it and appends one event. Choices the book leaves to the
 * player are the small policies at the top of this file.
 */
import { buildCards, emit, ownCard, templeHost, type Age } from './age';
import { chooseConstruction } from './build';
import { reaches } from './conditions';
import { resolveConflict } from './conflict';
import type { ConflictResult } from './events';
import type { GroupId, RelocateAim } from './port';
import { candidates, matches } from './targets';
import type { ActionId, Beads, Card, Construction, Resource, SpecialId, Step, Tag } from './types';
import { EMPIRE } from './villains';

export type Move = ActionId | SpecialId;

export interface Behaviour {
  can(age: Age, self: GroupId, step: Step): boolean;
  run(age: Age, self: GroupId, step: Step): void;
}

/**
 * A cap, not a rule: splitting is the only way groups outnumber the deck's cards, and an Ooze left
 * alone doubles every three turns. No more than this many groups share one card.
 */
export const MAX_SPLIT_GROUPS = 4;

// ---- policies ---------------------------------------------------------------------------------

/** One of several, drawing only when there is a choice (so scripted dice stay readable). */
export function choose<T>(age: Age, items: readonly T[]): T {
  return items.length === 1 ? items[0]! : age.rng.pick(items);
}

/** The items with the best score (lowest first), one of them chosen by the dice. */
export function best<T>(age: Age, items: readonly T[], score: (item: T) => number): T {
  let low = Infinity;
  for (const i of items) low = Math.min(low, score(i));
  return choose(
    age,
    items.filter((i) => score(i) === low),
  );
}

/**
 * Policy `pickTarget`: predators pick on the weakest (fewest ●), thieves and extortioners on the
 * richest (most ○), diplomats court the strongest, the Hag drains whoever holds most ★.
 */
export function pickTarget(age: Age, self: GroupId, move: Move, list: readonly GroupId[]): GroupId {
  const b = (g: GroupId) => age.world.beads(g);
  void self;
  switch (move) {
    case 'extort':
    case 'steal':
    case 'trade':
      return best(age, list, (g) => -b(g).loot);
    case 'ally':
    case 'bribe':
    case 'annex':
      return best(age, list, (g) => -b(g).pop);
    case 'drain-star':
      return best(age, list, (g) => -b(g).stars);
    default:
      return best(age, list, (g) => b(g).pop);
  }
}

/** Policy for Trade's reward: a ★ if the group has none, else a ○. */
export function tradeReward(beads: Beads): Partial<Beads> {
  return beads.stars === 0 ? { stars: 1 } : { loot: 1 };
}

// ---- shared mechanics -------------------------------------------------------------------------

const rules = (age: Age, g: GroupId) => ownCard(age, g).rules;
/** Does the group's card carry a rule of this kind? (A loop: asked many times a turn.) */
function has(age: Age, g: GroupId, kind: Card['rules'][number]['kind']): boolean {
  const rs = rules(age, g);
  for (let i = 0; i < rs.length; i++) if (rs[i]!.kind === kind) return true;
  return false;
}

/** Move up to `n` ○ from one group to another; returns how many moved. */
export function transfer(age: Age, from: GroupId, to: GroupId, n: number): number {
  const moved = Math.min(n, age.world.beads(from).loot);
  if (moved <= 0) return 0;
  age.world.addBeads(from, { loot: -moved });
  age.world.addBeads(to, { loot: moved });
  // Oozes do not carry ○: what they win lies in their lair.
  if (has(age, to, 'ooze-no-loot')) age.world.dropLoot(to, moved);
  return moved;
}

/** Standing bonuses of one side of a conflict (constructions, card rules, fortification). */
export function bonusFor(
  age: Age,
  group: GroupId,
  move: Move,
  role: 'actor' | 'target',
  other: GroupId,
): number {
  let bonus = 0;
  for (const card of buildCards(age, group))
    for (const k of card.constructions) {
      if (!k.bonus || k.bonus.action !== move || !age.world.built(group).includes(k.name)) continue;
      // READING: a fight bonus ("+1 vs. fight", "+1 fight") counts attacking and defending.
      const counts = k.bonus.defending ? role === 'target' : role === 'actor' || move === 'fight';
      if (counts) bonus += k.bonus.amount;
    }
  for (const r of rules(age, group)) {
    if (r.kind !== 'roll-bonus' || r.action !== move) continue;
    if (r.defending && role !== 'target') continue;
    if (r.against && !matches(age, group, other, r.against)) continue;
    bonus += r.amount;
  }
  if (move === 'fight' && role === 'target' && age.world.fortified(group)) bonus += 1;
  // The Crossroads nexus: +1 to trade, recruit or ally with a group that found the room first.
  if (role === 'actor' && (move === 'trade' || move === 'recruit' || move === 'ally'))
    bonus += age.world.crossroadsBonus?.(group, other) ?? 0;
  // Groups in Demonic ruins gain +1 in any conflict with a Demonic Horde.
  if (has(age, other, 'demonic-ruins-bonus') && age.world.onDemonicRuins(group)) bonus += 1;
  if (move === 'fight' && role === 'actor' && age.world.rank(other) === 'alpha')
    for (const r of rules(age, group)) if (r.kind === 'fights-alphas-at') bonus -= r.penalty;
  return bonus;
}

/** Roll a conflict between two groups, spend the ★ and pay the cards' winning rules. */
export function conflict(
  age: Age,
  self: GroupId,
  target: GroupId,
  move: Move,
  extra = 0,
): ConflictResult {
  const w = age.world;
  const result = resolveConflict(
    age.rng,
    { stars: w.beads(self).stars, bonus: bonusFor(age, self, move, 'actor', target) + extra },
    { stars: w.beads(target).stars, bonus: bonusFor(age, target, move, 'target', self) },
  );
  if (result.actorStars > 0) w.addBeads(self, { stars: -result.actorStars });
  if (result.targetStars > 0) w.addBeads(target, { stars: -result.targetStars });
  const [winner, loser] = result.winner === 'actor' ? [self, target] : [target, self];
  for (const r of rules(age, winner))
    if (r.kind === 'win-conflict-gain' && (!r.against || matches(age, winner, loser, r.against)))
      w.addBeads(winner, r.gain);
  return result;
}

function pickup(age: Age, g: GroupId): void {
  if (has(age, g, 'ooze-no-loot')) return;
  const loot = age.world.pickUpLoot(g);
  if (loot > 0) emit(age, { kind: 'pickup', turn: age.turn, group: g, loot });
}

function act(
  age: Age,
  actor: GroupId,
  action: Move,
  extra: { target?: GroupId; conflict?: ConflictResult; detail?: string; lost?: GroupId[] } = {},
): void {
  emit(age, { kind: 'action', turn: age.turn, actor, action, ...extra });
}

/**
 * Counts {@link perform}'s checks (see {@link beginCheck}): the targets a `can` found are handed
 * to the `run` that follows it in the same check, with nothing changed in between, rather than
 * looked for again.
 */
let check = 0;
let checked: {
  readonly at: number;
  readonly self: GroupId;
  readonly move: Move;
  readonly step: Step;
  readonly list: readonly GroupId[];
} | null = null;

/** A step is about to be checked (its `can`) and, if possible, run: called by perform alone. */
export function beginCheck(): void {
  check++;
  checked = null;
}

/** {@link targets}, kept for the `run` of this check. */
function checkedTargets(age: Age, self: GroupId, move: Move, step: Step): readonly GroupId[] {
  const list = targets(age, self, move, step);
  // (No age kept: a check is one synchronous can-then-run, and a world is never held past it.)
  checked = { at: check, self, move, step, list };
  return list;
}

/** The targets the `can` of this check found (once), else {@link targets} afresh. */
function checkedTargetsAgain(age: Age, self: GroupId, move: Move, step: Step): readonly GroupId[] {
  const c = checked;
  checked = null;
  if (c && c.at === check && c.self === self && c.move === move && c.step === step) return c.list;
  return targets(age, self, move, step);
}

/** Targets of a step: its filter, attack truces, and the action's own requirements. */
function targets(age: Age, self: GroupId, move: Move, step: Step): readonly GroupId[] {
  const w = age.world;
  let list = candidates(age, self, move, step.target);
  // No one to aim at: every filter below would keep it so.
  if (list.length === 0) return list;
  if (move === 'extort' || move === 'steal') list = list.filter((g) => w.beads(g).loot > 0);
  if (move === 'drain-star') list = list.filter((g) => w.beads(g).stars > 0);
  if (move === 'hunt') {
    list = list.filter((g) => !w.built(g).includes('Walls'));
    if (has(age, self, 'stays-in-water')) list = list.filter((g) => reaches(age, g, 'water'));
  }
  if (move === 'fight' && w.beads(self).pop < alphaFloor(age, self))
    list = list.filter((g) => w.rank(g) !== 'alpha');
  if (move === 'annex') list = list.filter((g) => !annexed(age).includes(g));
  return list;
}

/** Stirges fight alphas only from 4●. */
function alphaFloor(age: Age, self: GroupId): number {
  for (const r of rules(age, self)) if (r.kind === 'fights-alphas-at') return r.pop;
  return 0;
}

/** Groups the Empire has annexed (still on the map). */
export function annexed(age: Age): GroupId[] {
  return age.memory.annexations.filter((g) => age.world.groups().includes(g));
}

/**
 * Who takes a ● the group loses in a fight or hunt: the Empire may pass its casualties to an
 * annexed group (policy: the annexed group with most ●).
 */
export function casualty(age: Age, group: GroupId): GroupId {
  if (age.villain !== group || age.villainy !== 'empire') return group;
  const pool = annexed(age).filter((g) => age.world.beads(g).pop > 0);
  return pool.length === 0 ? group : best(age, pool, (g) => -age.world.beads(g).pop);
}

const targeted = (
  move: Move,
  run: (age: Age, self: GroupId, target: GroupId, step: Step) => void,
): Behaviour => ({
  can: (age, self, step) => checkedTargets(age, self, move, step).length > 0,
  run: (age, self, step) =>
    run(age, self, pickTarget(age, self, move, checkedTargetsAgain(age, self, move, step)), step),
});

function resourcesOf(age: Age, self: GroupId, step: Step): Resource[] {
  const list: Resource[] = [...(step.resources ?? [])];
  if (age.world.built(self).includes('Quarry') && ownCard(age, self).id === 'miners')
    list.push('stone');
  return list.filter((r) => reaches(age, self, r));
}

/** Sites a Blue Wizard has already harvested (it harvests each once). */
function harvested(age: Age, self: GroupId): readonly string[] {
  return age.memory.harvests.get(self) ?? [];
}

function harvestSites(age: Age, self: GroupId, step: Step): string[] {
  const sites: string[] = [];
  for (const r of resourcesOf(age, self, step)) {
    const site = age.world.site(self, r) ?? `${r}@${self}`;
    sites.push(site);
  }
  if (!has(age, self, 'harvest-once-each')) return sites;
  const done = harvested(age, self);
  return sites.filter((s) => !done.includes(s));
}

/** Where a relocation goes, from the step's words. */
export function aimOf(age: Age, self: GroupId, step: Step): RelocateAim {
  const w = age.world;
  const away = step.awayFrom
    ? w.neighbours(self).filter((n) => matches(age, self, n, step.awayFrom))
    : undefined;
  const inWater = has(age, self, 'stays-in-water') || undefined;
  const others = w.groups().filter((g) => g !== self && !w.neighbours(self).includes(g));
  let toward: RelocateAim['toward'];
  switch (step.toward) {
    case 'resource':
      toward = { kind: 'resource', resources: step.resources ?? [] };
      break;
    case 'prey':
    case 'untraded': {
      const pool =
        step.toward === 'untraded'
          ? others.filter((g) => matches(age, self, g, { relation: 'not-traded-with' }))
          : others;
      toward =
        pool.length > 0 ? { kind: 'group', group: choose(age, pool) } : { kind: 'elsewhere' };
      break;
    }
    case 'cleared':
      toward = { kind: 'cleared' };
      break;
    case 'tomb':
      toward = { kind: 'tomb' };
      break;
    default:
      toward = { kind: 'elsewhere' };
  }
  return {
    toward,
    ...(away && away.length > 0 ? { awayFrom: away } : {}),
    ...(inWater ? { inWater } : {}),
  };
}

/** Pay for a construction, draw it, take its gain and its effects. */
function construct(age: Age, self: GroupId, k: Construction): void {
  const w = age.world;
  if (k.req)
    w.addBeads(self, {
      pop: -(k.req.pop ?? 0),
      loot: -(k.req.loot ?? 0),
      stars: -(k.req.stars ?? 0),
    });
  if (k.gain) w.addBeads(self, k.gain);
  w.build(self, k);
  if (k.villainy) age.risen.push(self);
  if (k.effect === 'spawn-city-monster')
    age.summons.push({
      why: k.name,
      tags: ['surface', 'order', 'city'],
      surface: false,
      beside: self,
    });
  if (k.effect === 'any-tag') {
    const tag = anyTag(age, self);
    if (tag) w.addTags(self, [tag]);
  }
  act(age, self, 'build', { detail: k.name });
}

/**
 * Policy for the Ghetto's "any one tag": the first tag, in the deck's tag order, that a neighbour
 * has and the Empire lacks (so it can ally more widely), keeping good/evil and lawful/chaotic apart.
 */
function anyTag(age: Age, self: GroupId): Tag | undefined {
  const own = age.world.tags(self);
  const clash: Partial<Record<Tag, Tag>> = {
    good: 'evil',
    evil: 'good',
    lawful: 'chaotic',
    chaotic: 'lawful',
  };
  for (const n of age.world.neighbours(self))
    for (const t of age.world.tags(n)) {
      const opposite = clash[t];
      if (!own.includes(t) && !(opposite && own.includes(opposite))) return t;
    }
  return undefined;
}

// ---- the actions ------------------------------------------------------------------------------

export const ACTION_BEHAVIOURS: Record<Move, Behaviour> = {
  // Conflict. A win: no attacks either way for a full turn, and a ★ if the target has one.
  ally: targeted('ally', (age, self, t) => {
    const c = conflict(age, self, t, 'ally');
    if (c.winner === 'actor') {
      emit(age, { kind: 'truce', turn: age.turn, from: self, toward: t });
      emit(age, { kind: 'truce', turn: age.turn, from: t, toward: self });
      if (age.world.beads(t).stars > 0) age.world.addBeads(self, { stars: 1 });
    }
    act(age, self, 'ally', { target: t, conflict: c });
  }),

  breed: {
    can: () => true,
    run: (age, self) => {
      age.world.addBeads(self, { pop: 1 });
      act(age, self, 'breed');
    },
  },

  // Conflict. 1○ goes to the target first; a win: the target may not attack us for a full turn.
  bribe: {
    can: (age, self, step) =>
      age.world.beads(self).loot > 0 && checkedTargets(age, self, 'bribe', step).length > 0,
    run: (age, self, step) => {
      const t = pickTarget(age, self, 'bribe', checkedTargetsAgain(age, self, 'bribe', step));
      transfer(age, self, t, 1);
      const c = conflict(age, self, t, 'bribe');
      if (c.winner === 'actor') emit(age, { kind: 'truce', turn: age.turn, from: t, toward: self });
      act(age, self, 'bribe', { target: t, conflict: c });
    },
  },

  build: {
    can: (age, self, step) =>
      chooseConstruction(age, self, buildCards(age, self), step.build) !== undefined,
    run: (age, self, step) =>
      construct(
        age,
        self,
        chooseConstruction(age, self, buildCards(age, self), step.build)!.construction,
      ),
  },

  // Mine out one bead of a named resource for 1○ (the Wizard takes a ★ instead).
  exploit: {
    can: (age, self, step) => resourcesOf(age, self, step).length > 0,
    run: (age, self, step) => {
      const r = choose(age, resourcesOf(age, self, step));
      age.world.deplete(self, r);
      age.world.addBeads(self, has(age, self, 'exploit-gives-star') ? { stars: 1 } : { loot: 1 });
      act(age, self, 'exploit', { detail: r });
    },
  },

  explore: {
    can: () => true,
    run: (age, self) => {
      age.world.explore(self);
      act(age, self, 'explore');
      pickup(age, self);
    },
  },

  // Conflict, attack. A win: the target pays 1○.
  extort: targeted('extort', (age, self, t) => {
    const c = conflict(age, self, t, 'extort');
    if (c.winner === 'actor') transfer(age, t, self, 1);
    act(age, self, 'extort', { target: t, conflict: c });
  }),

  // Conflict, attack. The loser loses 1● (a fortified target adds +1).
  fight: targeted('fight', (age, self, t) => {
    const c = conflict(age, self, t, 'fight');
    const loser = casualty(age, c.winner === 'actor' ? t : self);
    age.world.addBeads(loser, { pop: -1 });
    act(age, self, 'fight', { target: t, conflict: c, lost: [loser] });
  }),

  harvest: {
    can: (age, self, step) => harvestSites(age, self, step).length > 0,
    run: (age, self, step) => {
      const site = choose(age, harvestSites(age, self, step));
      age.world.addBeads(self, { loot: 1 });
      act(age, self, 'harvest', { detail: site });
    },
  },

  // Attack, no roll: the target loses 1●.
  hunt: targeted('hunt', (age, self, t) => {
    const loser = casualty(age, t);
    age.world.addBeads(loser, { pop: -1 });
    act(age, self, 'hunt', { target: t, lost: [loser] });
  }),

  // A ★ if the group has none. The Dragon's maturity: 1 on 1d6 adds 1●.
  prepare: {
    can: (age, self) => age.world.beads(self).stars === 0,
    run: (age, self) => {
      age.world.addBeads(self, { stars: 1 });
      let detail: string | undefined;
      if (has(age, self, 'dragon-maturity')) {
        const roll = age.rng.d(6);
        detail = `maturity ${roll}`;
        if (roll === 1) age.world.addBeads(self, { pop: 1 });
      }
      act(age, self, 'prepare', detail ? { detail } : {});
    },
  },

  // Conflict. 1○ goes to the target first; a win moves 1● from the target to us.
  recruit: {
    can: (age, self, step) =>
      age.world.beads(self).loot > 0 && checkedTargets(age, self, 'recruit', step).length > 0,
    run: (age, self, step) => {
      const t = pickTarget(age, self, 'recruit', checkedTargetsAgain(age, self, 'recruit', step));
      transfer(age, self, t, 1);
      const c = conflict(age, self, t, 'recruit');
      if (c.winner === 'actor') {
        age.world.addBeads(t, { pop: -1 });
        age.world.addBeads(self, { pop: 1 });
      }
      act(age, self, 'recruit', {
        target: t,
        conflict: c,
        ...(c.winner === 'actor' ? { lost: [t] } : {}),
      });
    },
  },

  relocate: {
    can: (age, self) => !(templeHost(age) === self || has(age, self, 'never-relocates')),
    run: (age, self, step) => {
      if (step.leaveLoot) {
        const loot = age.world.beads(self).loot;
        if (loot > 0) age.world.dropLoot(self, loot);
      }
      const moved = age.world.relocate(self, aimOf(age, self, step));
      act(age, self, 'relocate', moved ? {} : { detail: 'stayed' });
      if (!step.leaveLoot) pickup(age, self);
    },
  },

  // Conflict, attack. A win drives the target away; the loser leaves 1○ behind.
  rout: targeted('rout', (age, self, t) => {
    const w = age.world;
    const c = conflict(age, self, t, 'rout');
    const loser = c.winner === 'actor' ? t : self;
    if (w.beads(loser).loot > 0) w.dropLoot(loser, 1);
    const lost: GroupId[] = [];
    if (c.winner === 'actor') {
      const rs = rules(age, t);
      if (rs.some((r) => r.kind === 'destroyed-when-routed')) {
        w.addBeads(t, { pop: -w.beads(t).pop });
        lost.push(t);
      } else {
        if (rs.some((r) => r.kind === 'ooze-routed-to-one'))
          w.addBeads(t, { pop: 1 - w.beads(t).pop });
        if (!(templeHost(age) === t))
          w.relocate(t, { toward: { kind: 'elsewhere' }, awayFrom: [self] });
      }
      w.separate(self, t);
    } else if (has(age, t, 'medusa-gaze')) {
      w.addBeads(self, { pop: -1 });
      w.addBeads(t, { loot: 1 });
      lost.push(self);
    }
    act(age, self, 'rout', { target: t, conflict: c, ...(lost.length > 0 ? { lost } : {}) });
  }),

  scout: {
    can: () => true,
    run: (age, self) => {
      age.world.scout(self);
      act(age, self, 'scout');
      pickup(age, self);
    },
  },

  // Conflict, attack. A win takes 1○; a loss costs us 1●.
  steal: targeted('steal', (age, self, t) => {
    const c = conflict(age, self, t, 'steal');
    if (c.winner === 'actor') transfer(age, t, self, 1);
    else age.world.addBeads(self, { pop: -1 });
    act(age, self, 'steal', {
      target: t,
      conflict: c,
      ...(c.winner === 'actor' ? {} : { lost: [self] }),
    });
  }),

  // Conflict. A win: each side gains 1○ or 1★; otherwise we hand over 1○ if we have one.
  trade: targeted('trade', (age, self, t, step) => {
    const c = conflict(age, self, t, 'trade', step.bonus ?? 0);
    if (c.winner === 'actor') {
      age.world.addBeads(self, tradeReward(age.world.beads(self)));
      age.world.addBeads(t, tradeReward(age.world.beads(t)));
    } else transfer(age, self, t, 1);
    act(age, self, 'trade', { target: t, conflict: c });
  }),

  // ---- moves of single cards
  gain: {
    can: () => true,
    run: (age, self, step) => {
      age.world.addBeads(self, step.gain ?? {});
      act(age, self, 'gain');
    },
  },

  // The Ooze at 6● or more: two oozes of 3●, both relocating.
  split: {
    can: (age, self) =>
      age.world.beads(self).pop >= 6 &&
      age.world.groups().filter((g) => age.world.card(g) === age.world.card(self)).length <
        MAX_SPLIT_GROUPS,
    run: (age, self) => {
      const w = age.world;
      w.addBeads(self, { pop: 3 - w.beads(self).pop });
      const other = w.split(self, 3);
      w.relocate(self, { toward: { kind: 'elsewhere' } });
      w.relocate(other, { toward: { kind: 'elsewhere' } });
      act(age, self, 'split', { detail: other });
    },
  },

  // The Hag takes a ★ from a neighbour.
  'drain-star': targeted('drain-star', (age, self, t) => {
    age.world.addBeads(t, { stars: -1 });
    act(age, self, 'drain-star', { target: t });
  }),

  // ---- moves of the villainies
  // The Horde spends 3● to wipe out a neighbour it outnumbers, then breeds.
  exterminate: {
    can: (age, self, step) =>
      age.world.beads(self).pop > 3 && checkedTargets(age, self, 'exterminate', step).length > 0,
    run: (age, self, step) => {
      const w = age.world;
      const t = pickTarget(
        age,
        self,
        'exterminate',
        checkedTargetsAgain(age, self, 'exterminate', step),
      );
      w.addBeads(self, { pop: -3 });
      w.addBeads(t, { pop: -w.beads(t).pop });
      w.addBeads(self, { pop: 1 });
      act(age, self, 'exterminate', { target: t, lost: [t] });
    },
  },

  // Conflict: a win makes the target a permanent ally, taxed each turn.
  annex: targeted('annex', (age, self, t) => {
    const c = conflict(age, self, t, 'annex');
    act(age, self, 'annex', { target: t, conflict: c });
  }),

  'build-empire': {
    can: (age, self) => chooseConstruction(age, self, [EMPIRE]) !== undefined,
    run: (age, self) => construct(age, self, chooseConstruction(age, self, [EMPIRE])!.construction),
  },
};
