/**
 * The built-in party and the spell list. The Character Book (hero creation, special abilities)
 * and the Spell Book are not in our copy of the rules (dungeon-plungin-rules.txt, 28 and 843):
 * the four heroes and three spells below are ours, built from what the rules text shows of them
 * (the thief's DEX 4 and WIT 3, the priestess's six MAG dice and her Dif. 2 Healing, the Nimble
 * thief with MOV 4, a Magic Shield lasting until the tile is cleared).
 */
import type { Party, SpellId } from './party.schema';

// REPLACEMENT: four level-1 heroes of our design (the Character Book is lost): an armoured warrior, a thief, a priestess with healing, a wizard; LIFE, DEF and MOV tuned so that about a fifth of the default quests are lost or abandoned (scripts/plungin-play-soak.ts).
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
      abilities: ['counter-attack'],
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
      abilities: [],
      spells: ['healing', 'magic-shield'],
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
      abilities: [],
      spells: ['pulse'],
    },
  ],
};

/** A spell: its difficulty (its level, rules 828-841), its range in squares, what it does. */
export interface Spell {
  readonly name: string;
  readonly difficulty: number;
  readonly range: number;
  readonly target: 'ally' | 'enemy' | 'self';
  readonly text: string;
}

// REPLACEMENT: a three-spell list of our design (the Spell Book is lost); Healing follows the rules' example (Dif. 2, 1d6 LIFE, +1 per extra success).
export const SPELL_BOOK: Record<SpellId, Spell> = {
  healing: {
    name: 'Healing',
    difficulty: 2,
    range: 1,
    target: 'ally',
    text: '1d6 LIFE back, +1 for each success past the difficulty.',
  },
  pulse: {
    name: 'Pulse',
    difficulty: 1,
    range: 6,
    target: 'enemy',
    text: 'A bolt of force: as a ranged attack rolling MAG, defended by DEF.',
  },
  'magic-shield': {
    name: 'Magic Shield',
    difficulty: 1,
    range: 0,
    target: 'self',
    text: '+1 DEF to every living hero until every monster on the tile is defeated.',
  },
};
