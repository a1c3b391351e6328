/**
 * The built-in party and the spell list. The Character Book (hero creation, special abilities)
 * and the Spell Book are not in our copy of the rules (dungeon-plungin-rules.txt, 28 and 843):
 * the four heroes and eight spells below are ours, built from what the rules text shows of them
 * (the thief's DEX 4 and WIT 3, the priestess's six MAG dice and her Dif. 2 Healing, the Nimble
 * thief with MOV 4, a Magic Shield lasting until the tile is cleared).
 */
import type { Party, SpellId } from './party.schema';

// REPLACEMENT: four level-1 heroes of our design (the Character Book is lost): an armoured warrior (Charge, Counter Attack, Attack of Opportunity), a Nimble thief, a priestess of the Light School, a wizard of the Arcane School; LIFE, DEF and MOV tuned so that about a fifth of the default quests are lost or abandoned (scripts/plungin-play-soak.ts).
export const DEFAULT_PARTY: Party = {
  format: 'strata.plungin.party/1',
  name: 'The Lantern Company',
  heroes: [
    {
      id: 'brand',
      name: 'Brand',
      role: 'warrior',
      level: 1,
      stats: { ATK: 4, DEF: 1, MAG: 0, MOV: 5, LIFE: 6, RES: 4, DEX: 2, WIT: 2 },
      weapon: { name: 'Sword', bonus: 2, range: 0, weak: false },
      shield: { name: 'Wooden Shield', bonus: 1, weak: true },
      armour: { name: 'Chain Mail', bonus: 1, weak: false },
      attire: ['Helmet'],
      items: [{ name: 'Healing Potion', use: 'heal' }],
      abilities: ['counter-attack', 'attack-of-opportunity', 'charge'],
      spells: [],
    },
    {
      id: 'wren',
      name: 'Wren',
      role: 'thief',
      level: 1,
      stats: { ATK: 3, DEF: 1, MAG: 0, MOV: 5, LIFE: 4, RES: 2, DEX: 4, WIT: 3 },
      weapon: { name: 'Short Bow', bonus: 1, range: 6, weak: false },
      shield: null,
      armour: { name: 'Leather Armour', bonus: 1, weak: false },
      attire: ['Cloak'],
      items: [{ name: 'Healing Potion', use: 'heal' }],
      abilities: ['nimble'],
      spells: [],
    },
    {
      id: 'ansel',
      name: 'Ansel',
      role: 'priest',
      level: 1,
      stats: { ATK: 2, DEF: 1, MAG: 6, MOV: 5, LIFE: 5, RES: 3, DEX: 2, WIT: 3 },
      weapon: { name: 'Mace', bonus: 1, range: 0, weak: false },
      shield: null,
      armour: { name: 'Leather Armour', bonus: 1, weak: false },
      attire: ['Holy Symbol'],
      items: [{ name: 'Revival Draught', use: 'revive' }],
      abilities: ['magic-school-light'],
      spells: ['healing', 'magic-shield', 'hold', 'blessing', 'raise-dead'],
    },
    {
      id: 'morwen',
      name: 'Morwen',
      role: 'wizard',
      level: 1,
      stats: { ATK: 1, DEF: 1, MAG: 5, MOV: 5, LIFE: 3, RES: 2, DEX: 3, WIT: 4 },
      weapon: { name: 'Staff', bonus: 1, range: 0, weak: false },
      shield: null,
      armour: null,
      attire: ['Robe'],
      items: [],
      abilities: ['magic-school-arcane'],
      spells: ['pulse', 'fireball', 'frost-ray'],
    },
  ],
};

export type School = 'light' | 'arcane';

/**
 * A spell as the Spell Book describes one (rules 843-859): the difficulty by the School it was
 * learned from, range in squares (0: the caster, 1: a touch), target, duration, effect and cost;
 * overcasting (864-871) and resisting (875-886) where the spell allows them.
 */
export interface Spell {
  readonly name: string;
  /** Difficulty by School; a School not named does not teach the spell. */
  readonly difficulty: Readonly<Partial<Record<School, number>>>;
  readonly range: number;
  readonly target: 'self' | 'ally' | 'fallen' | 'enemy' | 'area';
  readonly duration: 'instant' | 'turn' | 'tile' | 'resisted';
  /** Overcast: the extra difficulty declared and what it buys; null: it cannot be overcast. */
  readonly overcast: { readonly extra: number; readonly text: string } | null;
  /** A check of the target's RES at this difficulty (+ the overcast extra) makes it fail; it is also the end-of-turn check of a lasting one. */
  readonly resist: number | null;
  /** Gold, in town. */
  readonly cost: number;
  readonly text: string;
}

// REPLACEMENT: an eight-spell book of two Schools, Light and Arcane, of our design (the Spell Book is lost); Healing follows the rules' example (Dif. 2, 1d6 LIFE, +1 per extra success), Magic Shield the Reactions example (+DEF until the tile's monsters are defeated), Pulse the Fountain of Healing's mention.
export const SPELL_BOOK: Record<SpellId, Spell> = {
  healing: {
    name: 'Healing',
    difficulty: { light: 2, arcane: 3 },
    range: 1,
    target: 'ally',
    duration: 'instant',
    overcast: { extra: 1, text: '2d6 LIFE instead of 1d6' },
    resist: null,
    cost: 150,
    text: '1d6 LIFE back, +1 for each success past the difficulty.',
  },
  'magic-shield': {
    name: 'Magic Shield',
    difficulty: { light: 1, arcane: 2 },
    range: 0,
    target: 'self',
    duration: 'tile',
    overcast: null,
    resist: null,
    cost: 100,
    text: '+1 DEF to every living hero until every monster on the tile is defeated.',
  },
  blessing: {
    name: 'Blessing',
    difficulty: { light: 1 },
    range: 4,
    target: 'ally',
    duration: 'turn',
    overcast: { extra: 1, text: 'every hero within range is Blessed' },
    resist: null,
    cost: 100,
    text: 'Blessed: +1 ATK until the end of the target’s next turn.',
  },
  hold: {
    name: 'Hold',
    difficulty: { light: 2 },
    range: 4,
    target: 'enemy',
    duration: 'resisted',
    overcast: { extra: 1, text: 'the resisting checks are one harder' },
    resist: 2,
    cost: 250,
    text: 'Held: the target takes no action; a Dif. 2 RES check resists it, and again ends it at the end of each of its turns.',
  },
  'raise-dead': {
    name: 'Raise Dead',
    difficulty: { light: 3 },
    range: 1,
    target: 'fallen',
    duration: 'instant',
    overcast: { extra: 1, text: 'the raised hero comes back with half LIFE' },
    resist: null,
    cost: 400,
    text: 'A fallen hero rises beside the caster with 1 LIFE, +1 for each success past the difficulty.',
  },
  pulse: {
    name: 'Pulse',
    difficulty: { arcane: 1, light: 2 },
    range: 6,
    target: 'enemy',
    duration: 'instant',
    overcast: { extra: 1, text: '+2 hits' },
    resist: null,
    cost: 100,
    text: 'A bolt of force: each success of the casting is a hit, defended by DEF.',
  },
  fireball: {
    name: 'Fireball',
    difficulty: { arcane: 2 },
    range: 6,
    target: 'area',
    duration: 'instant',
    overcast: { extra: 1, text: 'the blast fills the 3x3 squares about the target' },
    resist: null,
    cost: 300,
    text: 'Each success is a hit on every figure, friend or foe, on the target square and the four beside it, each defending with DEF.',
  },
  'frost-ray': {
    name: 'Frost Ray',
    difficulty: { arcane: 2 },
    range: 6,
    target: 'enemy',
    duration: 'turn',
    overcast: { extra: 1, text: 'the target is frozen stiff as well: stunned' },
    resist: null,
    cost: 200,
    text: 'Each success is a hit, defended by DEF; a wound leaves the target Chilled (-1 ATK, -1 MOV) to the end of its next turn.',
  },
};
