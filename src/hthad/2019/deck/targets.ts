/**
 * Who an action may be aimed at: a card's target filter read against a neighbour, and the truce
 * an Ally or a Bribe leaves for a full turn.
 */
import { spawnOf, type Age } from './age';
import { ATTACKS } from './events';
import type { GroupId } from './port';
import type { ActionId, RelationId, SpecialId, Tag, Target } from './types';

// READING: "creatures that have blood" are those not undead, ooze or fungus; "creatures with
// bones" those not ooze, fungus, insect or worm.
export const BLOODLESS: readonly Tag[] = ['undead', 'ooze', 'fungus'];
export const BONELESS: readonly Tag[] = ['ooze', 'fungus', 'insect', 'worm'];

/** Do the lists share a tag? (Loops: asked of every neighbour an option may aim at.) */
function shares(a: readonly Tag[], b: readonly Tag[]): boolean {
  for (let i = 0; i < a.length; i++) if (b.includes(a[i]!)) return true;
  return false;
}

/** Did `by` make an attack on `on` (any turn, or only the given one)? */
export function attacked(age: Age, by: GroupId, on: GroupId, turn?: number): boolean {
  return age.memory.attacked(by, on, turn);
}

function did(age: Age, actor: GroupId, target: GroupId, action: ActionId, turn?: number): boolean {
  return age.memory.did(actor, target, action, turn);
}

function traded(age: Age, a: GroupId, b: GroupId): boolean {
  return did(age, a, b, 'trade') || did(age, b, a, 'trade');
}

/** The Demigod's rolled tags, from its spawn event. */
export function rolledTags(age: Age, group: GroupId): readonly Tag[] {
  return spawnOf(age, group)?.tags ?? [];
}

const RELATIONS: Record<RelationId, (age: Age, self: GroupId, other: GroupId) => boolean> = {
  richer: (age, s, o) => age.world.beads(o).loot > age.world.beads(s).loot,
  stronger: (age, s, o) => age.world.beads(o).pop > age.world.beads(s).pop,
  weaker: (age, s, o) => age.world.beads(o).pop < age.world.beads(s).pop,
  weakest: (age, s, o) =>
    age.world.neighbours(s).every((n) => age.world.beads(n).pop >= age.world.beads(o).pop),
  'most-powerful': (age, s, o) =>
    age.world.neighbours(s).every((n) => age.world.beads(n).pop <= age.world.beads(o).pop),
  'has-loot': (age, _s, o) => age.world.beads(o).loot > 0,
  'has-star': (age, _s, o) => age.world.beads(o).stars > 0,
  'has-blood': (age, _s, o) => !shares(age.world.tags(o), BLOODLESS),
  'shares-tag': (age, s, o) => shares(age.world.tags(s), age.world.tags(o)),
  'shares-other-tag': (age, s, o) => shares(age.world.tags(s), age.world.tags(o)),
  'shares-rolled-tag': (age, s, o) => shares(rolledTags(age, s), age.world.tags(o)),
  'attacked-us': (age, s, o) => attacked(age, o, s),
  'attacked-us-last-turn': (age, s, o) => attacked(age, o, s, age.turn - 1),
  'stole-from-us': (age, s, o) => did(age, o, s, 'steal'),
  'traded-with': (age, s, o) => traded(age, s, o),
  'not-traded-with': (age, s, o) => !traded(age, s, o),
  'never-attacked-us': (age, s, o) => !attacked(age, o, s),
  'not-hunted-this-turn': (age, s, o) => !did(age, s, o, 'hunt', age.turn),
  'not-extorted-this-turn': (age, s, o) => !did(age, s, o, 'extort', age.turn),
  allied: (age, s, o) => truce(age, s, o) && truce(age, o, s),
};

/** The filter of a step with none (read only: every group passes it). */
const ANY: Target = {};

/** Does `other` pass the card's target filter as seen from `self`? */
export function matches(age: Age, self: GroupId, other: GroupId, target: Target = ANY): boolean {
  const tags = age.world.tags(other);
  if (target.tags && !shares(target.tags, tags)) return false;
  if (target.allTags && !target.allTags.every((t) => tags.includes(t))) return false;
  if (target.notTags && shares(target.notTags, tags)) return false;
  if (target.rank && age.world.rank(other) !== target.rank) return false;
  if (target.relation && !RELATIONS[target.relation](age, self, other)) return false;
  return true;
}

/**
 * A truce from `from` toward `toward`: `from` may not attack `toward`. An Ally or Bribe won in
 * turn T holds through turn T+1 ("effects that last for a full turn").
 */
export function truce(age: Age, from: GroupId, toward: GroupId): boolean {
  const since = age.memory.truceSince(from, toward);
  return since !== undefined && since >= age.turn - 1;
}

/** Neighbours an action may be aimed at: the filter passes and, for attacks, no truce forbids. */
export function candidates(
  age: Age,
  self: GroupId,
  action: ActionId | SpecialId,
  target: Target = ANY,
): readonly GroupId[] {
  // A loop, not a filter with a closure: asked of every targeted option every turn.
  const near = age.world.neighbours(self);
  const attack = ATTACKS.has(action);
  let out: GroupId[] | null = null;
  for (let i = 0; i < near.length; i++) {
    const o = near[i]!;
    if (o !== self && matches(age, self, o, target) && !(attack && truce(age, self, o)))
      (out ??= []).push(o);
  }
  return out ?? NONE;
}

/** No candidates (shared: the lists are only read). */
const NONE: readonly GroupId[] = [];
