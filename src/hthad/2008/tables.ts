import type { GroupKind } from '../world';

/**
 * The rulebook tables of How to Host a Dungeon (2008), as typed data. Each row keeps the
 * rulebook's die range and an id the engine dispatches on; the numbers come from
 * hthad-2008-rules.txt, the wording of the `title` fields is ours.
 */

/** Primordial Events (d8): roll, event. */
export const PRIMORDIAL_EVENTS = [
  { lo: 1, hi: 1, id: 'mithral', title: 'Mithral' },
  { lo: 2, hi: 3, id: 'natural-caverns', title: 'Natural Caverns' },
  { lo: 4, hi: 4, id: 'gold-vein', title: 'Gold Vein' },
  { lo: 5, hi: 5, id: 'cave-complex', title: 'Cave Complex' },
  { lo: 6, hi: 6, id: 'underground-river', title: 'Underground River' },
  { lo: 7, hi: 7, id: 'ancient-wyrm', title: 'Ancient Wyrm' },
  { lo: 8, hi: 8, id: 'make-up-or-disaster', title: 'Make up an event, or a natural disaster' },
] as const;
export type PrimordialEventId = (typeof PRIMORDIAL_EVENTS)[number]['id'];

/** Natural Caverns (d8): roll, what is in the cave. */
export const NATURAL_CAVERNS = [
  { lo: 1, hi: 1, id: 'through-tunnel', title: 'a tunnel a finger long passes through it' },
  { lo: 2, hi: 2, id: 'plague', title: 'plague' },
  { lo: 3, hi: 3, id: 'gemstones', title: 'gemstones' },
  { lo: 4, hi: 4, id: 'empty', title: 'an empty cave' },
  { lo: 5, hi: 5, id: 'beast', title: 'a primordial beast' },
  { lo: 6, hi: 6, id: 'fate', title: 'Fate' },
  { lo: 7, hi: 7, id: 'water', title: 'filled with water' },
  { lo: 8, hi: 8, id: 'magma', title: 'filled with magma' },
] as const;
export type NaturalCavernId = (typeof NATURAL_CAVERNS)[number]['id'];

/** The Natural Caverns stop rule: until a 6 is rolled or six caves are drawn. */
export const NATURAL_CAVERNS_STOP = { roll: 6, maxCaves: 6 } as const;

/** Underground River (d10): roll, how the river runs on. */
export const UNDERGROUND_RIVER = [
  { lo: 1, hi: 3, id: 'across', title: 'runs a finger across' },
  { lo: 4, hi: 5, id: 'slope-up', title: 'slopes upward' },
  { lo: 6, hi: 7, id: 'slope-down', title: 'slopes downward' },
  { lo: 8, hi: 9, id: 'cave', title: 'runs a finger across through a cave' },
  { lo: 10, hi: 10, id: 'waterfall', title: 'falls a half finger' },
] as const;
export type RiverStepId = (typeof UNDERGROUND_RIVER)[number]['id'];

/** Civilization (d10): roll, civilization. */
export const CIVILIZATIONS = [
  { lo: 1, hi: 3, id: 'dwarves', title: 'Dwarven civilization' },
  { lo: 4, hi: 6, id: 'dark-elves', title: 'Dark Elf civilization' },
  { lo: 7, hi: 9, id: 'demons', title: 'Demon civilization' },
  { lo: 10, hi: 10, id: 'custom', title: 'A civilization of your own' },
] as const;
export type CivId = 'dwarves' | 'dark-elves' | 'demons';
export const CIV_IDS = ['dwarves', 'dark-elves', 'demons'] as const satisfies readonly CivId[];

/** Civilized Conflict (d6): roll, outcome. */
export const CIVILIZED_CONFLICT = [
  { lo: 1, hi: 2, id: 'skirmish', title: 'Skirmish' },
  { lo: 3, hi: 3, id: 'dwarven-supremacy', title: 'Dwarven Supremacy' },
  { lo: 4, hi: 4, id: 'dark-elf-might', title: 'Dark Elf Might' },
  { lo: 5, hi: 5, id: 'demon-wrath', title: 'Demon Wrath' },
  { lo: 6, hi: 6, id: 'all-out-war', title: 'All-Out War' },
] as const;
export type ConflictId = (typeof CIVILIZED_CONFLICT)[number]['id'];

/** Dwarven Construction: population, construction. */
export const DWARVEN_CONSTRUCTION = [
  { pop: 3, id: 'workshops', title: 'Workshops' },
  { pop: 4, id: 'great-hall', title: 'Great Hall' },
  { pop: 5, id: 'exploratory-shaft', title: 'Exploratory Shaft' },
  { pop: 6, id: 'hall-expansion', title: 'Hall Expansion' },
  { pop: 7, id: 'hall-of-records', title: 'Hall of Records' },
  { pop: 8, id: 'dwarven-city', title: 'Founding of the Dwarven City in the Golden Age' },
  { pop: 9, id: 'treasure-room', title: 'Treasure Room' },
  { pop: 10, id: 'delve-too-deep', title: 'They Delve Too Deep' },
] as const;
export type DwarvenConstructionId = (typeof DWARVEN_CONSTRUCTION)[number]['id'];

/** Dark Elf Construction: population, city construction, colony construction. */
export const DARK_ELF_CONSTRUCTION = [
  { pop: 4, city: null, colony: 'torture-pit' },
  { pop: 5, city: 'great-temple', colony: 'dark-shrine' },
  { pop: 6, city: 'tomb', colony: 'tomb' },
  { pop: 7, city: 'exploratory-tunnel', colony: 'exploratory-tunnel' },
  { pop: 8, city: 'breeding-pit', colony: 'arena' },
  { pop: 9, city: 'extend-exploratory-tunnel', colony: 'reanimation-tanks' },
] as const;
export type DarkElfConstructionId =
  | NonNullable<(typeof DARK_ELF_CONSTRUCTION)[number]['city']>
  | (typeof DARK_ELF_CONSTRUCTION)[number]['colony'];

/** City constructions that may be built again and again (exploration never stops). */
export const DARK_ELF_REPEATABLE = ['exploratory-tunnel', 'extend-exploratory-tunnel'] as const;

/** Demon feature constructions: feature met by the tunnel worm, construction, bound demon, treasure. */
export const DEMON_FEATURE_CONSTRUCTION = [
  { feature: 'plague', id: 'bile-pit', title: 'Bile Pit', bind: 1, treasure: 0 },
  { feature: 'mithral', id: 'infernal-engine', title: 'Infernal Engine', bind: 1, treasure: 1 },
  { feature: 'gold-vein', id: 'gateway-stone', title: 'Gateway Stone', bind: 1, treasure: 0 },
  { feature: 'river', id: 'soul-mill', title: 'Soul Mill', bind: 1, treasure: 0 },
] as const;
export type DemonFeatureConstructionId = (typeof DEMON_FEATURE_CONSTRUCTION)[number]['id'];

/** Great Disaster (d8): roll, disaster. */
export const GREAT_DISASTER = [
  { lo: 1, hi: 3, id: 'earthquake', title: 'Earthquake' },
  { lo: 4, hi: 4, id: 'volcanic-eruption', title: 'Volcanic Eruption' },
  { lo: 5, hi: 5, id: 'great-river', title: 'The Great River' },
  { lo: 6, hi: 6, id: 'plague', title: 'The Plague' },
  { lo: 7, hi: 7, id: 'fallen-star', title: 'The Fallen Star' },
  { lo: 8, hi: 8, id: 'make-up-or-primordial', title: 'Make up a disaster, or a primordial event' },
] as const;
export type DisasterId = (typeof GREAT_DISASTER)[number]['id'];

/**
 * Standing traits of groups the first ages leave behind: primordial beasts, freed slaves and
 * bound demons fight as wandering monsters; the wyrm becomes an alpha predator in the Age of
 * Monsters.
 */
export const GROUP_TRAITS = {
  civilization: [],
  colony: [],
  'primordial-beasts': ['wandering-monster'],
  wyrm: ['alpha-predator'],
  wandering: ['wandering-monster'],
  'freed-slaves': ['wandering-monster'],
  'bound-demon': ['wandering-monster', 'bound'],
  delvers: [],
  breeders: [],
  'alpha-predator': ['alpha-predator'],
  'surface-kingdom': [],
  adventurers: [],
  villain: [],
  temple: [],
} as const satisfies Record<GroupKind, readonly string[]>;

/** Eight compass directions for a d8 (the tunnel worm's random digging). */
export const COMPASS = [
  { roll: 1, dx: 0, dy: -1, title: 'north' },
  { roll: 2, dx: 1, dy: -1, title: 'north-east' },
  { roll: 3, dx: 1, dy: 0, title: 'east' },
  { roll: 4, dx: 1, dy: 1, title: 'south-east' },
  { roll: 5, dx: 0, dy: 1, title: 'south' },
  { roll: 6, dx: -1, dy: 1, title: 'south-west' },
  { roll: 7, dx: -1, dy: 0, title: 'west' },
  { roll: 8, dx: -1, dy: -1, title: 'north-west' },
] as const;

/** Caps that keep every loop bounded (recorded as an event when hit). */
export const LIMITS = {
  yearsPerAge: 60,
  tableRecursion: 3,
  riverSteps: 40,
} as const;
