/**
 * The monster deck (hthad-2019-rules.txt, "Birthing monsters", "Spawning", "Turns" and the
 * Further Treatise on deaths): a shuffled draw pile, the cards set aside for good (dead unique
 * monsters, a villain's card), the order groups act in. Pure: each function returns a new deck.
 */
import type { Rng } from '../../../core/rng';
import { cardById, CARDS, type CardId } from './cards';
import type { GroupId, MonsterWorld, SpawnPlace, StratumId } from './port';
import type { Card } from './types';

export interface Deck {
  /** The draw pile, top first. */
  readonly draw: readonly CardId[];
  /** Cards out of the game: dead unique monsters, the villain's card. */
  readonly aside: readonly CardId[];
}

/** Every card, shuffled. */
export function newDeck(rng: Rng, cards: readonly CardId[] = CARDS.map((c) => c.id)): Deck {
  return { draw: rng.shuffle(cards), aside: [] };
}

/** Take the top card; undefined when the pile is empty. */
export function drawCard(deck: Deck): { card: CardId | undefined; deck: Deck } {
  const [card, ...rest] = deck.draw;
  return { card, deck: { ...deck, draw: rest } };
}

/** The three starting monsters of the Age of Monsters. */
export function startingMonsters(deck: Deck): { cards: CardId[]; deck: Deck } {
  const cards = deck.draw.slice(0, 3);
  return { cards, deck: { ...deck, draw: deck.draw.slice(3) } };
}

/**
 * A dead group's card: shuffled back into the pile (a random place in it), or set aside for good
 * when the card is unique.
 */
export function returnCard(rng: Rng, deck: Deck, card: CardId): Deck {
  if (cardById(card).unique) return { ...deck, aside: [...deck.aside, card] };
  const at = deck.draw.length === 0 ? 0 : rng.int(0, deck.draw.length);
  return { ...deck, draw: [...deck.draw.slice(0, at), card, ...deck.draw.slice(at)] };
}

/** Take the first card in the pile that passes `test` (Starhelm's undead, the Farmers' city). */
export function searchDeck(
  deck: Deck,
  test: (card: Card) => boolean,
): { card: CardId | undefined; deck: Deck } {
  const index = deck.draw.findIndex((id) => test(cardById(id)));
  if (index < 0) return { card: undefined, deck };
  const card = deck.draw[index]!;
  return { card, deck: { ...deck, draw: deck.draw.filter((_, i) => i !== index) } };
}

/** Set a card aside for good (the villain's card stays on the table, outside the shuffle). */
export function setAside(deck: Deck, card: CardId): Deck {
  return { draw: deck.draw.filter((c) => c !== card), aside: [...deck.aside, card] };
}

/** The order groups act in this turn: the present groups' cards, shuffled. */
export function turnOrder(rng: Rng, world: MonsterWorld): GroupId[] {
  return rng.shuffle(world.groups());
}

// READING: "roll a die to select a random stratum" is a die with as many faces as the world has
// strata, the surface included.
/** A random stratum. */
export function randomStratum(rng: Rng, world: MonsterWorld): StratumId {
  return rng.pick(world.strata());
}

/** Where a card spawns: a random stratum unless its card says otherwise. */
export function spawnPlace(rng: Rng, world: MonsterWorld, card: Card): SpawnPlace {
  const surface = world.strata()[0]!;
  const rule = card.spawn;
  switch (rule.kind) {
    case 'random':
    case 'host':
      return { kind: 'stratum', stratum: randomStratum(rng, world) };
    case 'surface':
      return { kind: 'stratum', stratum: surface };
    case 'not-surface': {
      const below = world.strata().filter((s) => s !== surface);
      return { kind: 'stratum', stratum: below.length > 0 ? rng.pick(below) : surface };
    }
    case 'water':
      return { kind: 'water' };
    case 'surface-or-underground-biome': {
      // READING: the surface or a stratum with an underground biome, picked at random.
      const choices = world.strata().filter((s) => s === surface || world.biomeIn(s));
      return { kind: 'stratum', stratum: rng.pick(choices) };
    }
    case 'biome-stratum-else-surface': {
      const stratum = randomStratum(rng, world);
      return { kind: 'stratum', stratum: world.biomeIn(stratum) ? stratum : surface };
    }
    case 'surface-above-ore-or-gems':
      return world.anywhere(['ore', 'gems'])
        ? { kind: 'surface-above', resources: ['ore', 'gems'] }
        : { kind: 'stratum', stratum: surface };
    case 'tomb-near-else-mark':
    case 'tomb-near': {
      const stratum = randomStratum(rng, world);
      return world.tombNear(stratum) ? { kind: 'tomb', stratum } : { kind: 'stratum', stratum };
    }
  }
}
