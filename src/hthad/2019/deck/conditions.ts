/**
 * The IF clauses' conditions, each a named test over the world and the log. `progress` says how
 * the ALWAYS steps went this lifecycle ("IF unable to hunt", "IF I exploited").
 */
import { buildCards, type Age } from './age';
import { affordable } from './build';
import { cardById, type CardId } from './cards';
import { attacked, BONELESS, candidates } from './targets';
import type { GroupId } from './port';
import type { Condition, MemoryFact, Resource, Tag } from './types';

export interface Progress {
  /** Every ALWAYS step happened (false when any was impossible). */
  readonly alwaysOk: boolean;
}

/** Whether the group reaches the resource (the Otyughs' cesspool counts as a fungal biome). */
export function reaches(age: Age, group: GroupId, resource: Resource): boolean {
  if (age.world.site(group, resource) !== undefined) return true;
  if (resource === 'biome')
    return (['surface-biome', 'underground-biome', 'fungal-biome'] as const).some(
      (r) => age.world.site(group, r) !== undefined,
    );
  if (resource === 'fungal-biome' || resource === 'underground-biome')
    return age.world.built(group).includes('Cesspool');
  return false;
}

const MEMORY: Record<MemoryFact, (age: Age, self: GroupId) => boolean> = {
  'wiped-out-a-group': (age, self) => (age.memory.kills.get(self) ?? []).length > 0,
  'wiped-out-boned-last-turn': (age, self) =>
    (age.memory.kills.get(self) ?? []).some(
      ([turn, card]) => turn === age.turn - 1 && !boneless(card),
    ),
  'won-fight-this-turn': (age, self) => age.memory.fought(self, age.turn).includes(true),
  'lost-fight-this-turn': (age, self) => age.memory.fought(self, age.turn).includes(false),
  'fought-last-turn': (age, self) => age.memory.fought(self, age.turn - 1).length > 0,
  'lost-pop-last-turn': (age, self) => age.memory.lostPop(self, age.turn - 1),
  // READING: "not interacted with any groups in the last turn" — no action of the previous turn
  // named it as actor-with-a-target or as target.
  'idle-last-turn': (age, self) => age.turn > 1 && !age.memory.contacted(self, age.turn - 1),
  // READING: "in danger" — a neighbour with more ● attacked it this turn or the last.
  'in-danger': (age, self) =>
    age.world
      .neighbours(self)
      .some(
        (n) =>
          age.world.beads(n).pop > age.world.beads(self).pop &&
          (attacked(age, n, self, age.turn) || attacked(age, n, self, age.turn - 1)),
      ),
  'bred-this-turn': (age, self) => age.memory.doing(self, 'breed', age.turn),
};

function boneless(card: CardId): boolean {
  const tags: readonly Tag[] = cardById(card).tags;
  return BONELESS.some((t) => tags.includes(t));
}

type Test<K extends Condition['kind']> = (
  age: Age,
  self: GroupId,
  c: Extract<Condition, { kind: K }>,
  p: Progress,
) => boolean;

const CONDITIONS: { [K in Condition['kind']]: Test<K> } = {
  'pop-at-least': (age, s, c) => age.world.beads(s).pop >= c.n,
  'pop-below': (age, s, c) => age.world.beads(s).pop < c.n,
  'pop-exactly': (age, s, c) => age.world.beads(s).pop === c.n,
  'loot-at-least': (age, s, c) => age.world.beads(s).loot >= c.n,
  'no-loot': (age, s) => age.world.beads(s).loot === 0,
  'loot-above-pop': (age, s) => age.world.beads(s).loot > age.world.beads(s).pop,
  'no-stars': (age, s) => age.world.beads(s).stars === 0,
  'has-stars': (age, s) => age.world.beads(s).stars > 0,
  'always-failed': (_age, _s, _c, p) => !p.alwaysOk,
  'always-succeeded': (_age, _s, _c, p) => p.alwaysOk,
  near: (age, s, c) => c.resources.some((r) => reaches(age, s, r)),
  'not-near': (age, s, c) => !c.resources.some((r) => reaches(age, s, r)),
  built: (age, s, c) => age.world.built(s).includes(c.construction),
  'built-nothing': (age, s) => age.world.built(s).length === 0,
  'can-build': (age, s) =>
    buildCards(age, s).some((card) => card.constructions.some((k) => affordable(age, s, card, k))),
  neighbour: (age, s, c) => candidates(age, s, 'ally', c.target).length > 0,
  'no-neighbour': (age, s, c) => candidates(age, s, 'ally', c.target).length === 0,
  memory: (age, s, c) => MEMORY[c.fact](age, s),
  'not-memory': (age, s, c) => !MEMORY[c.fact](age, s),
  all: (age, s, c, p) => c.of.every((x) => holds(age, s, x, p)),
};

/** Does the IF clause's condition hold for this group now? */
export function holds(age: Age, self: GroupId, c: Condition, p: Progress): boolean {
  return (CONDITIONS[c.kind] as Test<typeof c.kind>)(age, self, c as never, p);
}

/** A memory fact, for code outside the IF clauses (villainy, tests). */
export function remembers(age: Age, self: GroupId, fact: MemoryFact): boolean {
  return MEMORY[fact](age, self);
}
