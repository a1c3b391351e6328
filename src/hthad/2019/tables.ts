/**
 * The Primordial Age's tables of How to Host a Dungeon, 2nd edition (hthad-2019-rules.txt), as
 * typed rows. Each ranged table is `{ lo, hi, … }` for a die; behaviour lives in primordial.ts.
 */

/** d10 Creation story. Columns: lo, hi, id, what it says (our words). */
export const CREATION_STORY = [
  { lo: 1, hi: 1, id: 'dismembered-god', text: 'the world is the wreckage of a dismembered god' },
  { lo: 2, hi: 2, id: 'sky-and-ocean', text: 'sky mated with ocean and the world was born' },
  { lo: 3, hi: 3, id: 'planned', text: 'a deity planned it just so' },
  { lo: 4, hi: 4, id: 'plan-gone-wrong', text: 'a deity planned it, and nothing went to plan' },
  { lo: 5, hi: 5, id: 'natural-forces', text: 'natural forces and primordial chaos made it' },
  { lo: 6, hi: 6, id: 'always-been', text: 'it always was and always will be' },
  { lo: 7, hi: 7, id: 'family-drama', text: 'a celestial family drama brought it into being' },
  {
    lo: 8,
    hi: 8,
    id: 'dream',
    text: 'it is the dream of some god, wizard, monster or ordinary person',
  },
  { lo: 9, hi: 9, id: 'cosmic-game', text: 'it is all a cosmic game' },
  { lo: 10, hi: 10, id: 'roll-twice', text: 'two stories, both true' },
] as const;
export type CreationId = (typeof CREATION_STORY)[number]['id'];

// READING: creation story 7's sub-roll is listed "1, 3, 4, 5, 5" with no die: a d5 whose faces
// are the five entries in order (tragic, comedic, lyric, pornographic, complicated).
export const FAMILY_DRAMA = [
  { lo: 1, hi: 1, tone: 'tragic' },
  { lo: 2, hi: 2, tone: 'comedic' },
  { lo: 3, hi: 3, tone: 'lyric' },
  { lo: 4, hi: 4, tone: 'pornographic' },
  { lo: 5, hi: 5, tone: "it's complicated" },
] as const;

/** The d20 Nexus table. Columns: lo, hi, id, title. What each does later is in nexus.ts. */
export const NEXUS = [
  { lo: 1, hi: 1, id: 'mother-of-monsters', title: 'Mother of Monsters' },
  { lo: 2, hi: 2, id: 'plague', title: 'Plague' },
  { lo: 3, hi: 3, id: 'fate', title: 'Fate' },
  { lo: 4, hi: 4, id: 'fault', title: 'Fault' },
  { lo: 5, hi: 5, id: 'dungeonheart', title: 'Dungeonheart' },
  { lo: 6, hi: 6, id: 'gateway', title: 'Gateway' },
  { lo: 7, hi: 7, id: 'cyclopean-complex', title: 'Cyclopean Complex' },
  { lo: 8, hi: 8, id: 'god-fragment', title: 'God Fragment' },
  { lo: 9, hi: 9, id: 'intellect', title: 'Intellect' },
  { lo: 10, hi: 10, id: 'bones', title: 'Bones' },
  { lo: 11, hi: 11, id: 'magic-nexus', title: 'Magic Nexus' },
  { lo: 12, hi: 12, id: 'phase-shift', title: 'Phase Shift' },
  { lo: 13, hi: 13, id: 'radiation', title: 'Radiation' },
  { lo: 14, hi: 14, id: 'darkness', title: 'Darkness' },
  { lo: 15, hi: 15, id: 'palace', title: 'Crystal Palace' },
  { lo: 16, hi: 16, id: 'void', title: 'Void' },
  { lo: 17, hi: 17, id: 'elemental-nexus', title: 'Elemental Nexus' },
  { lo: 18, hi: 18, id: 'ley-lines', title: 'Ley Lines' },
  { lo: 19, hi: 19, id: 'crossroads', title: 'The Crossroads' },
  { lo: 20, hi: 20, id: 'make-up', title: 'Make Up Your Own' },
] as const;
export type NexusId = (typeof NEXUS)[number]['id'];

// READING: Phase Shift's own sub-roll lists four substances: a d4.
export const PHASE_SUBSTANCE = ['flesh', 'blood', 'salt', 'glass'] as const;

/** Elemental Nexus: the mana that leaks through ("as you choose": a seeded pick). */
export const ELEMENTAL_MANA = [
  'earth',
  'air',
  'fire',
  'water',
  'wood',
  'metal',
  'smoke',
  'redstone',
  'lightning',
  'bone',
  'goodness',
  'evil',
  'life force',
] as const;

/** Nexus 20, "make up your own": our own short list, picked from the flavour stream. */
export const MADE_UP_NEXUS = [
  'a frozen moment of time',
  'a sleeping titan',
  'an inverted mountain',
  'a well of echoes',
  'a singing fossil',
  'a door with no wall',
] as const;

/** The d8 Feature table. Columns: lo, hi, feature. */
// READING: the table prints six results for a d8; 7–8 roll the d8 again (at most three more
// times, then the stratum is bare rock), so the six results keep their equal chances.
export const FEATURE = [
  { lo: 1, hi: 1, feature: 'ore' },
  { lo: 2, hi: 2, feature: 'gems' },
  { lo: 3, hi: 3, feature: 'caves' },
  { lo: 4, hi: 4, feature: 'water' },
  { lo: 5, hi: 5, feature: 'magma' },
  { lo: 6, hi: 6, feature: 'biome' },
  { lo: 7, hi: 8, feature: 'roll-again' },
] as const;
export type FeatureId = Exclude<(typeof FEATURE)[number]['feature'], 'roll-again'>;
export const FEATURE_REROLLS = 3;

/** Table 1, Ore (d10). */
export const ORE = [
  { lo: 1, hi: 5, id: 'vein', text: 'a vein running the length of the stratum' },
  { lo: 6, hi: 7, id: 'deposits', text: '2d4 token-sized deposits' },
  { lo: 8, hi: 8, id: 'small-mass', text: 'a small mass, about 3 tokens' },
  { lo: 9, hi: 9, id: 'large-mass', text: 'a large mass, up to half the stratum' },
  { lo: 10, hi: 10, id: 'huge-mass', text: 'a huge mass filling most of the stratum' },
] as const;

/** Table 2, Gems (d10). */
export const GEMS = [
  { lo: 1, hi: 6, id: 'scattered', text: '2d4 token-sized gem deposits' },
  { lo: 7, hi: 8, id: 'geode-cave', text: 'a very large cave lined with 1d4 gem deposits' },
  { lo: 9, hi: 9, id: 'separate', text: '1d4+1 separate gem deposits' },
  { lo: 10, hi: 10, id: 'clump', text: 'four gems clumped close together' },
] as const;

/** Table 3, Caves (d10). */
export const CAVES = [
  { lo: 1, hi: 2, id: 'scattered', text: '1d6+1 token-sized caverns, not connected' },
  { lo: 3, hi: 4, id: 'chain', text: '1d4+1 token-sized caverns joined by one tunnel' },
  { lo: 5, hi: 5, id: 'large', text: 'one large cavern, up to six tokens' },
  { lo: 6, hi: 6, id: 'huge', text: 'a huge cavern filling almost the whole stratum' },
  { lo: 7, hi: 7, id: 'long-tunnel', text: 'one long tunnel across the stratum' },
  { lo: 8, hi: 8, id: 'crossed-tunnel', text: 'a long tunnel crossed by a shorter one' },
  { lo: 9, hi: 9, id: 'radiating', text: 'a large cavern with three radiating tunnels' },
  { lo: 10, hi: 10, id: 'monsters', text: 'roll again; 1d4 primordial monsters in the caves' },
] as const;
/** Caves 10 rolls again; a roll of 10 again is rolled once more, then read as 1–2. */
export const CAVE_REROLLS = 3;

/** Table 4, Water (d10). */
export const WATER = [
  { lo: 1, hi: 2, id: 'river', text: 'a river across the stratum' },
  { lo: 3, hi: 3, id: 'great-river', text: 'a river across the whole map, cutting other strata' },
  { lo: 4, hi: 6, id: 'lake', text: 'a large cave with a lake (about 4 tokens)' },
  { lo: 7, hi: 8, id: 'sea', text: 'a huge cave with an underground sea' },
  { lo: 9, hi: 10, id: 'pools', text: '1d4+1 water caves joined by streams' },
] as const;

/** Table 5, Magma (d10). */
export const MAGMA = [
  { lo: 1, hi: 1, id: 'vent', text: 'a magma chamber with a channel up to a surface vent' },
  { lo: 2, hi: 3, id: 'river', text: 'a magma river across the stratum' },
  { lo: 4, hi: 4, id: 'lake', text: 'a cavern with a magma lake (about 4 tokens)' },
  { lo: 5, hi: 6, id: 'lakes', text: 'a cavern holding 1d4 small magma lakes' },
  { lo: 7, hi: 7, id: 'sea', text: 'a huge cavern with a magma lake filling the stratum' },
  { lo: 8, hi: 8, id: 'pools', text: '1d4+1 caves with magma pools, not connected' },
  { lo: 9, hi: 9, id: 'channels', text: '1d4+1 magma caves joined by channels' },
  { lo: 10, hi: 10, id: 'downflow', text: 'a magma cave draining off the bottom of the page' },
] as const;

/** Table 6, Biomes (d10). */
export const BIOME = [
  { lo: 1, hi: 4, id: 'half', text: 'a huge cavern filling half the stratum' },
  { lo: 5, hi: 7, id: 'whole', text: 'a huge cavern filling almost all the stratum' },
  { lo: 8, hi: 9, id: 'caves', text: 'caves (rolled on the Caves table) full of the biome' },
  { lo: 10, hi: 10, id: 'water', text: 'water (rolled on the Water table) and its shores' },
] as const;

/** The optional d6 ecosystem type (always rolled here). */
export const ECOSYSTEM = [
  'fungus',
  'slime',
  'jurassic',
  'alien',
  'necrotic',
  'crystalline',
] as const;
export type Ecosystem = (typeof ECOSYSTEM)[number];

/** The d10 Surface Features table. */
export const SURFACE = [
  { lo: 1, hi: 4, id: 'biomes', text: 'as many small terrestrial biomes as the die shows' },
  { lo: 5, hi: 5, id: 'lake', text: 'a lake with a different biome on each side' },
  { lo: 6, hi: 6, id: 'one-biome', text: 'one terrestrial biome across the surface' },
  { lo: 7, hi: 7, id: 'gems', text: '1d4+2 gems on the surface and one biome' },
  { lo: 8, hi: 8, id: 'ore', text: '1d6 pockets of ore on the surface and one biome' },
  { lo: 9, hi: 9, id: 'oasis', text: 'one small biome surrounded by wasteland' },
  { lo: 10, hi: 10, id: 'wasteland', text: 'wasteland, no biomes' },
] as const;

/** Terrestrial biomes a surface roll names ("e.g. forest, plains, brush, desert"). */
export const TERRESTRIAL = [
  'forest',
  'plains',
  'brush',
  'desert',
  'marsh',
  'hills',
  'tundra',
  'jungle',
] as const;

/* Geographical Inspirations: flavour, drawn from the flavour stream for names and labels. */

/** Ore kinds (d6 row, then one of its three). */
export const ORE_KINDS = [
  ['gold', 'silver', 'platinum'],
  ['iron', 'copper', 'bronze'],
  ['mithral', 'adamantium', 'redstone'],
  ['oil', 'coal', 'natural gas'],
  ['crystal', 'glass', 'marble'],
  ['crystallized time', 'pure logic', 'dream-resin'],
] as const;
export const GEM_ORIGINS = [
  'volcano-born',
  'star-fallen',
  'memory-holding',
  'glowing',
  'mood-stirring',
  'speaking',
] as const;
export const CAVE_KINDS = [
  'limestone',
  'geode',
  'water-carved',
  'lava-tube',
  'worm-burrow',
  'fractal',
] as const;
export const WATER_KINDS = [
  'navigable',
  'whirlpool',
  'chasm-bottom',
  'teeming',
  'sludge',
  'glacial',
] as const;
// The book lists five magma inspirations: a d6 whose 6 reads as 1 again is not needed, we pick one of five.
export const MAGMA_KINDS = [
  'furnace-wind',
  'geyser',
  'lava-sea',
  'pressure-chamber',
  'cooling-scar',
] as const;
export const BIOME_NATURES = [
  'nightmare',
  'lightless',
  'sunlit',
  'alien',
  'invasive',
  'otherplanar',
] as const;

/** Strata per page size: eight on letter, more on a larger page. */
export const STRATA_COUNT = { letter: 8, tabloid: 10, poster: 12 } as const;
