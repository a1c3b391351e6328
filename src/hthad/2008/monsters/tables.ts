/**
 * The Age of Monsters tables of How to Host a Dungeon (2008), as typed data. Die ranges and
 * numbers come from hthad-2008-rules.txt; the `title` wording is ours. Behaviour for each row
 * lives in the matching Record of named functions (delvers.ts, breeders.ts, alphas.ts,
 * wandering.ts, features.ts), so a row without behaviour is a compile error.
 */

// Roll Monster (d6): lo, hi, id, title
export const MONSTER_TABLE = [
  { lo: 1, hi: 1, id: 'delvers', title: 'A delving group arrives' },
  { lo: 2, hi: 2, id: 'breeders', title: 'A breeder group arrives' },
  { lo: 3, hi: 3, id: 'alpha', title: 'An alpha predator arrives' },
  { lo: 4, hi: 4, id: 'wandering', title: 'Wandering monsters move in' },
  { lo: 5, hi: 5, id: 'special-feature', title: 'A special feature is placed' },
  { lo: 6, hi: 6, id: 'adventurers', title: 'Adventurers enter, or the undead stir' },
] as const;
export type MonsterRollId = (typeof MONSTER_TABLE)[number]['id'];

export type Alignment3 = 'lawful' | 'chaotic' | 'hungry';

// Roll Delver Flavor (d12): lo, hi, flavour, title, population, loot, alignment
export const DELVER_FLAVOURS = [
  { lo: 1, hi: 1, id: 'antlings', title: 'Antlings', pop: 3, loot: 2, alignment: 'lawful' },
  { lo: 2, hi: 2, id: 'dark-elf', title: 'Dark Elves', pop: 3, loot: 2, alignment: 'chaotic' },
  { lo: 3, hi: 3, id: 'darrow', title: 'Darrow', pop: 4, loot: 1, alignment: 'lawful' },
  { lo: 4, hi: 4, id: 'druegar', title: 'Druegar', pop: 3, loot: 2, alignment: 'chaotic' },
  { lo: 5, hi: 5, id: 'dwarves', title: 'Dwarves', pop: 3, loot: 2, alignment: 'lawful' },
  { lo: 6, hi: 6, id: 'earth-devils', title: 'Earth Devils', pop: 3, loot: 2, alignment: 'lawful' },
  { lo: 7, hi: 7, id: 'fungaliths', title: 'Fungaliths', pop: 2, loot: 2, alignment: 'lawful' },
  {
    lo: 8,
    hi: 8,
    id: 'hobgoblin-miners',
    title: 'Hobgoblin Miners',
    pop: 3,
    loot: 2,
    alignment: 'chaotic',
  },
  { lo: 9, hi: 9, id: 'human-miners', title: 'Human Miners', pop: 3, loot: 1, alignment: 'lawful' },
  {
    lo: 10,
    hi: 10,
    id: 'magma-spirits',
    title: 'Magma Spirits',
    pop: 3,
    loot: 2,
    alignment: 'lawful',
  },
  {
    lo: 11,
    hi: 11,
    id: 'neanderthal',
    title: 'Neanderthals',
    pop: 4,
    loot: 2,
    alignment: 'lawful',
  },
  { lo: 12, hi: 12, id: 'new-delver', title: 'a new delver', pop: 3, loot: 2, alignment: 'lawful' },
] as const;
export type DelverFlavour = (typeof DELVER_FLAVOURS)[number]['id'];

// Roll Breeder Flavor (d12): lo, hi, flavour, title, population, loot, alignment ('random' rolls)
export const BREEDER_FLAVOURS = [
  { lo: 1, hi: 1, id: 'ants', title: 'Giant Ants', pop: 2, loot: 1, alignment: 'chaotic' },
  { lo: 2, hi: 2, id: 'earth-men', title: 'Earth Men', pop: 2, loot: 0, alignment: 'random' },
  { lo: 3, hi: 3, id: 'gnolls', title: 'Gnolls', pop: 1, loot: 1, alignment: 'chaotic' },
  { lo: 4, hi: 4, id: 'gnomes', title: 'Gnomes', pop: 2, loot: 1, alignment: 'lawful' },
  { lo: 5, hi: 5, id: 'goblins', title: 'Goblins', pop: 2, loot: 1, alignment: 'chaotic' },
  {
    lo: 6,
    hi: 6,
    id: 'goblin-miners',
    title: 'Goblin Miners',
    pop: 2,
    loot: 1,
    alignment: 'chaotic',
  },
  { lo: 7, hi: 7, id: 'cave-giants', title: 'Cave Giants', pop: 1, loot: 1, alignment: 'chaotic' },
  { lo: 8, hi: 8, id: 'kobolds', title: 'Kobolds', pop: 3, loot: 0, alignment: 'chaotic' },
  { lo: 9, hi: 9, id: 'orcs', title: 'Orcs', pop: 2, loot: 2, alignment: 'chaotic' },
  { lo: 10, hi: 10, id: 'outsiders', title: 'Outsiders', pop: 2, loot: 1, alignment: 'chaotic' },
  {
    lo: 11,
    hi: 11,
    id: 'tunnel-wyrds',
    title: 'Tunnel Wyrds',
    pop: 1,
    loot: 2,
    alignment: 'chaotic',
  },
  {
    lo: 12,
    hi: 12,
    id: 'new-breeder',
    title: 'a new breeder',
    pop: 2,
    loot: 1,
    alignment: 'chaotic',
  },
] as const;
export type BreederFlavour = (typeof BREEDER_FLAVOURS)[number]['id'];

// Roll Alpha Predator Flavor (d12): lo, hi, flavour, title, population, loot, alignment
export const ALPHA_FLAVOURS = [
  { lo: 1, hi: 1, id: 'dragon', title: 'Dragon', pop: 1, loot: 2, alignment: 'random' },
  { lo: 2, hi: 2, id: 'ettin', title: 'Ettin', pop: 2, loot: 0, alignment: 'hungry' },
  { lo: 3, hi: 3, id: 'fire-giant', title: 'Fire Giant', pop: 1, loot: 0, alignment: 'hungry' },
  { lo: 4, hi: 4, id: 'minotaur', title: 'Minotaur', pop: 1, loot: 0, alignment: 'hungry' },
  { lo: 5, hi: 5, id: 'ogre', title: 'Ogre', pop: 1, loot: 0, alignment: 'hungry' },
  { lo: 6, hi: 6, id: 'ogre-magi', title: 'Ogre Magi', pop: 1, loot: 1, alignment: 'hungry' },
  { lo: 7, hi: 7, id: 'owlbear', title: 'Owlbear', pop: 1, loot: 0, alignment: 'hungry' },
  { lo: 8, hi: 8, id: 'purple-worm', title: 'Purple Worm', pop: 1, loot: 1, alignment: 'hungry' },
  { lo: 9, hi: 9, id: 'rakshasa', title: 'Rakshasa', pop: 1, loot: 0, alignment: 'hungry' },
  { lo: 10, hi: 10, id: 'sphinx', title: 'Sphinx', pop: 1, loot: 1, alignment: 'random' },
  { lo: 11, hi: 11, id: 'xorn', title: 'Xorn', pop: 1, loot: 0, alignment: 'hungry' },
  {
    lo: 12,
    hi: 12,
    id: 'new-alpha',
    title: 'a new predator',
    pop: 1,
    loot: 0,
    alignment: 'hungry',
  },
] as const;
export type AlphaFlavour = (typeof ALPHA_FLAVOURS)[number]['id'] | 'ancient-wyrm';

// Roll Wandering Monster Flavor (d12): lo, hi, flavour, title, population, loot
export const WANDERING_FLAVOURS = [
  { lo: 1, hi: 1, id: 'ankheg', title: 'Ankheg', pop: 1, loot: 0 },
  { lo: 2, hi: 2, id: 'giant-slug', title: 'Giant Slug', pop: 1, loot: 0 },
  { lo: 3, hi: 3, id: 'giant-spider', title: 'Giant Spider', pop: 1, loot: 1 },
  { lo: 4, hi: 4, id: 'green-slime', title: 'Green Slime', pop: 1, loot: 0 },
  { lo: 5, hi: 5, id: 'itinerant-wizard', title: 'Itinerant Wizard', pop: 1, loot: 1 },
  { lo: 6, hi: 6, id: 'lone-hobgoblin', title: 'Lone Hobgoblin', pop: 1, loot: 0 },
  { lo: 7, hi: 7, id: 'mimic', title: 'Mimic', pop: 1, loot: 1 },
  { lo: 8, hi: 8, id: 'ooze', title: 'Ooze', pop: 1, loot: 0 },
  { lo: 9, hi: 9, id: 'scavenger-jelly', title: 'Scavenger Jelly', pop: 1, loot: 0 },
  { lo: 10, hi: 10, id: 'skeletons', title: 'Skeletons', pop: 1, loot: 0 },
  { lo: 11, hi: 11, id: 'troll', title: 'Troll', pop: 1, loot: 1 },
  { lo: 12, hi: 12, id: 'new-wanderer', title: 'a new wanderer', pop: 1, loot: 0 },
] as const;
/** Wandering flavours, plus the beasts, undead and guards that "fight as wandering monsters". */
export type WanderingFlavour =
  | (typeof WANDERING_FLAVOURS)[number]['id']
  | 'beast'
  | 'undead'
  | 'outsider'
  | 'oubliette'
  | 'bound-demon'
  | 'gate-guard'
  | 'arena-beast'
  | 'giant-pike'
  | 'elemental';

// Special Features (d12): lo, hi, id, title
export const SPECIAL_FEATURES = [
  { lo: 1, hi: 1, id: 'engineer', title: 'Dungeon Engineer' },
  { lo: 2, hi: 2, id: 'artifact', title: 'The Artifact' },
  { lo: 3, hi: 3, id: 'statue', title: 'Great Statue' },
  { lo: 4, hi: 4, id: 'temple-of-evil', title: 'Temple of Evil' },
  { lo: 5, hi: 5, id: 'shrine-of-law', title: 'Shrine of Law' },
  { lo: 6, hi: 6, id: 'natural-cavern', title: 'Natural Cavern' },
  { lo: 7, hi: 7, id: 'crypt', title: 'Crypt' },
  { lo: 8, hi: 8, id: 'oubliette', title: 'Oubliette' },
  { lo: 9, hi: 9, id: 'dimensional-gate', title: 'Dimensional Gate' },
  { lo: 10, hi: 10, id: 'disaster', title: 'Disaster!' },
  { lo: 11, hi: 11, id: 'haunting', title: 'Haunting' },
  { lo: 12, hi: 12, id: 'make-up', title: 'A feature of our own' },
] as const;
export type SpecialFeatureId = (typeof SPECIAL_FEATURES)[number]['id'];

// Natural Cavern (d8), as used by the Natural Cavern special feature: lo, hi, id
export const FEATURE_CAVERN = [
  { lo: 1, hi: 1, id: 'through-tunnel' },
  { lo: 2, hi: 2, id: 'plague' },
  { lo: 3, hi: 3, id: 'gemstones' },
  { lo: 4, hi: 4, id: 'empty' },
  { lo: 5, hi: 5, id: 'beast' },
  { lo: 6, hi: 6, id: 'fate' },
  { lo: 7, hi: 7, id: 'water' },
  { lo: 8, hi: 8, id: 'magma' },
] as const;

// The Surface Kingdoms, Special Construction: order, id, title
export const SPECIAL_CONSTRUCTIONS = [
  { order: 1, id: 'city', title: 'The City' },
  { order: 2, id: 'wizard-tower', title: "Wizard's Tower" },
] as const;

/** Made-up surface constructions after the city and the tower (our own list). */
export const MADE_UP_CONSTRUCTIONS = [
  'Abbey of the Dawn',
  'Watchtower',
  'Market Town',
  'Stone Bridge',
  'Manor House',
  'Walled Monastery',
  'Toll Fort',
  'Windmill Hill',
  'Hall of Guilds',
  'Royal Granary',
  'Lighthouse',
  'Tourney Field',
  'Pilgrim Road',
  'Bell Tower',
  'Great Library',
  'Hanging Gardens',
] as const;

/** Ordinals for a made-up construction built again once the list has run out. */
const AGAIN = ['', 'Second ', 'Third ', 'Fourth ', 'Fifth ', 'Sixth '] as const;

/**
 * The kth made-up construction (0-based): our list in order, then the list again as "Second
 * Watchtower" and so on, so no two constructions of a kingdom share a name.
 * @example madeUpConstruction(MADE_UP_CONSTRUCTIONS.length) // 'Second Abbey of the Dawn'
 */
export function madeUpConstruction(k: number): string {
  const n = MADE_UP_CONSTRUCTIONS.length;
  const round = Math.floor(k / n);
  const again = AGAIN[round] ?? `${round + 1}th `;
  return `${again}${MADE_UP_CONSTRUCTIONS[k % n]!}`;
}

/** Made-up features for the twelfth special feature (our own list). */
export const MADE_UP_FEATURES = [
  'Whispering Well',
  'Hall of Echoes',
  'Singing Crystal',
  'Drowned Chapel',
  'Clockwork Door',
  'Fountain of Ash',
] as const;

/** Made-up monsters for the twelfth row of each flavour table (our own names). */
export const MADE_UP_MONSTERS = {
  delvers: ['Stone Moles', 'Deep Gnomes', 'Lamp Folk', 'Quartz Men'],
  breeders: ['Troglodytes', 'Ratlings', 'Bugbears', 'Mud Imps'],
  alpha: ['Basilisk', 'Cave Hydra', 'Chimera', 'Umber Hulk'],
  wandering: ['Carrion Crawler', 'Gelatinous Cube', 'Shrieker', 'Wight'],
} as const;

// Adventurers: Fight! table, by the adventurers' margin (their roll minus the opponent's).
// "Win by more than 1" and "lose by more than 1" have no far end: a margin of any size lands.
export const FIGHT_TABLE = [
  { lo: 2, hi: Infinity, id: 'win-big' },
  { lo: 1, hi: 1, id: 'win-by-one' },
  { lo: 0, hi: 0, id: 'tie' },
  { lo: -1, hi: -1, id: 'lose-by-one' },
  { lo: -Infinity, hi: -2, id: 'lose-big' },
] as const;
export type FightResult = (typeof FIGHT_TABLE)[number]['id'];

/** Bounds the engine keeps (the book has none; each is reported as an event when hit). */
export const LIMITS = {
  /** Years of the Age of Monsters before it is closed by the cap. */
  monsterYears: 120,
  /** Years of the Age of Villainy before it is closed by the cap. */
  villainyYears: 60,
  /** Times the Age of Monsters may start over after a disaster. */
  restarts: 3,
  /** "Too many groups to manage": more monster groups than this moves on to villainy. */
  tooManyGroups: 14,
  /** Places an adventuring party may visit in one expedition. */
  adventureSteps: 160,
  /** Invasion bounces of one arriving group. */
  bounces: 6,
} as const;
