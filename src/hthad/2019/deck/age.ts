/**
 * The running state the deck's functions share: the world port, the dice, the turn, the event
 * log, the deck. Functions append to `log` and replace `deck`; nothing else is kept, so memory
 * ("last turn", "traded with") is always read back from the log.
 */
import type { Rng } from '../../../core/rng';
import { cardById, type CardId } from './cards';
import type { Deck } from './deck';
import type { MonsterEvent } from './events';
import { Memory } from './memory';
import type { GroupId, MonsterWorld } from './port';
import type { BuildSource, Card, Tag } from './types';
import { EMPIRE, type VillainyId } from './villains';

/** A card search the turn loop carries out (Starhelm's undead, the Farmers' city, the Mob). */
export interface Summons {
  readonly why: string;
  /** The first card in the pile with any of these tags. */
  readonly tags: readonly Tag[];
  /** Where it spawns: the surface, or beside this group (the Farmers' city). */
  readonly surface: boolean;
  readonly beside?: GroupId;
}

export interface Age {
  readonly world: MonsterWorld;
  readonly rng: Rng;
  turn: number;
  readonly log: MonsterEvent[];
  /** The log indexed for memory questions (kept by emit). */
  readonly memory: Memory;
  deck: Deck;
  /** Cards to search for and spawn once the current action settles. */
  readonly summons: Summons[];
  /** A construction that triggers villainy was built (the group that built it). */
  readonly risen: GroupId[];
  /** The villain, once the Age of Villainy begins. */
  villain?: GroupId;
  villainy?: VillainyId;
  /** Told of every event as it is logged (the 2019 engine writes its chronicle from it). */
  onEvent?: (event: MonsterEvent) => void;
}

export function newAge(world: MonsterWorld, rng: Rng, deck: Deck): Age {
  return { world, rng, turn: 1, log: [], memory: new Memory(), deck, summons: [], risen: [] };
}

export function emit(age: Age, event: MonsterEvent): void {
  age.log.push(event);
  age.memory.record(event);
  age.onEvent?.(event);
}

/** The spawn event of a group (its donors, host, rolled tags). */
export function spawnOf(
  age: Age,
  group: GroupId,
): Extract<MonsterEvent, { kind: 'spawn' }> | undefined {
  return age.memory.spawns.get(group);
}

/** The group The Temple joined, if any and still present. */
export function templeHost(age: Age): GroupId | undefined {
  return age.memory.templeHost;
}

/**
 * The cards whose lifecycle a group plays: ALWAYS/IF from the first, options from every card.
 * A Monstrosity plays its donors; a Temple host adds The Temple's options and constructions.
 */
export function lifecycleCards(age: Age, group: GroupId): { clauses: Card; options: Card[] } {
  const own = cardById(age.world.card(group));
  const spawn = spawnOf(age, group);
  let clauses = own;
  let options: Card[] = [own];
  if (spawn?.donors) {
    clauses = cardById(spawn.donors[0]);
    options = [cardById(spawn.donors[1])];
  }
  if (templeHost(age) === group) options = [...options, cardById('temple')];
  return { clauses, options };
}

/** Every card a group builds from (and the Empire's list for the Empire). */
export function buildCards(age: Age, group: GroupId): BuildSource[] {
  const cards: BuildSource[] = lifecycleCards(age, group).options;
  return age.villain === group && age.villainy === 'empire' ? [...cards, EMPIRE] : cards;
}

/** The group's own card. */
export function ownCard(age: Age, group: GroupId): Card {
  return cardById(age.world.card(group));
}

export function present(age: Age, group: GroupId): boolean {
  return age.world.groups().includes(group);
}

export type { CardId };
