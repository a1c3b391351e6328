/**
 * "Dungeon Crawling" (dungeon-crawling-tiles.txt), the monster and treasure tables 22 to 27 with
 * humanoid persistence, spotting and the second-pass odds, as typed data. Rows marked
 * `REPLACEMENT:` are designed by us where the text says a table exists but our copy lacks it.
 */

export type Terrain = 'cavern' | 'rooms-corridors' | 'living-complex' | 'sealed';
export type MonsterCategory =
  | 'humanoid'
  | 'undead'
  | 'small-animal'
  | 'medium-animal'
  | 'large-animal'
  | 'monstrosity'
  | 'outsider'
  | 'npc-party';

type Span = readonly [number, number] | null;
type Row22 = { kind: MonsterCategory } & Record<Terrain, Span>;

// Table 22, Monster Category Depending on Dungeon Terrain, d100 (100 = 00), levels 1-3:
// category, then [lo, hi] per terrain (null: none).
// DEFECT: caverns' undead "15-17" overlaps humanoid 01-15; read as 16-17.
// DEFECT: caverns' monstrosity "94-93" is read as 84-93, the gap between large animals and outsiders.
export const TABLE_22 = [
  {
    kind: 'humanoid',
    cavern: [1, 15],
    'rooms-corridors': [1, 45],
    'living-complex': [1, 75],
    sealed: [1, 5],
  },
  {
    kind: 'undead',
    cavern: [16, 17],
    'rooms-corridors': [46, 50],
    'living-complex': [76, 77],
    sealed: [6, 56],
  },
  {
    kind: 'small-animal',
    cavern: [18, 48],
    'rooms-corridors': [51, 75],
    'living-complex': [78, 87],
    sealed: [57, 90],
  },
  {
    kind: 'medium-animal',
    cavern: [49, 73],
    'rooms-corridors': [76, 85],
    'living-complex': [88, 92],
    sealed: [91, 95],
  },
  {
    kind: 'large-animal',
    cavern: [74, 83],
    'rooms-corridors': [86, 89],
    'living-complex': [93, 95],
    sealed: [96, 96],
  },
  {
    kind: 'monstrosity',
    cavern: [84, 93],
    'rooms-corridors': [90, 94],
    'living-complex': [96, 98],
    sealed: [97, 98],
  },
  {
    kind: 'outsider',
    cavern: [94, 95],
    'rooms-corridors': [95, 95],
    'living-complex': [99, 99],
    sealed: [99, 100],
  },
  {
    kind: 'npc-party',
    cavern: [96, 100],
    'rooms-corridors': [96, 100],
    'living-complex': [100, 100],
    sealed: null,
  },
] as const satisfies readonly Row22[];

// REPLACEMENT: the "similar table for upper levels" (text 806-807) is lost; designed for levels
// 4+ by moving about a tenth of the animal share to undead, monstrosities and outsiders.
export const TABLE_22_DEEP = [
  {
    kind: 'humanoid',
    cavern: [1, 15],
    'rooms-corridors': [1, 40],
    'living-complex': [1, 72],
    sealed: [1, 5],
  },
  {
    kind: 'undead',
    cavern: [16, 22],
    'rooms-corridors': [41, 50],
    'living-complex': [73, 76],
    sealed: [6, 60],
  },
  {
    kind: 'small-animal',
    cavern: [23, 43],
    'rooms-corridors': [51, 68],
    'living-complex': [77, 84],
    sealed: [61, 85],
  },
  {
    kind: 'medium-animal',
    cavern: [44, 63],
    'rooms-corridors': [69, 78],
    'living-complex': [85, 89],
    sealed: [86, 90],
  },
  {
    kind: 'large-animal',
    cavern: [64, 75],
    'rooms-corridors': [79, 84],
    'living-complex': [90, 93],
    sealed: [91, 92],
  },
  {
    kind: 'monstrosity',
    cavern: [76, 90],
    'rooms-corridors': [85, 93],
    'living-complex': [94, 97],
    sealed: [93, 96],
  },
  {
    kind: 'outsider',
    cavern: [91, 95],
    'rooms-corridors': [94, 95],
    'living-complex': [98, 99],
    sealed: [97, 100],
  },
  {
    kind: 'npc-party',
    cavern: [96, 100],
    'rooms-corridors': [96, 100],
    'living-complex': [100, 100],
    sealed: null,
  },
] as const satisfies readonly Row22[];

/** One level column of Table 23: the d100 span and the number appearing (null: not on it). */
type Col = readonly [lo: number, hi: number, number: string] | null;
export interface Row23 {
  readonly kind: string;
  /** Challenge rating as the text gives it in brackets. */
  readonly cr: number;
  readonly levels: readonly [Col, Col, Col];
}
const m = (kind: string, cr: number, l1: Col, l2: Col, l3: Col): Row23 => ({
  kind,
  cr,
  levels: [l1, l2, l3],
});

// Table 23, Monster selection, levels 1-3: monster, CR, then per level [lo, hi, number] on d100.
export const TABLE_23_HUMANOID = [
  m('kobold', 1 / 6, [1, 30, 'd8'], [1, 20, '3d6'], [1, 10, '4d6']),
  m('goblin', 1 / 4, [31, 60, 'd6'], [21, 40, '2d6'], [11, 25, '3d6']),
  m('orc', 1 / 2, [61, 85, 'd4'], [41, 70, '2d4'], [26, 50, '2d6']),
  m('hobgoblin', 1 / 2, [86, 90, 'd3'], [71, 80, 'd8'], [51, 65, '2d6']),
  m('lizardman', 1, [91, 92, 'd2'], [81, 85, 'd6'], [66, 75, '2d4']),
  m('gnoll', 1, [93, 97, 'd2'], [86, 94, 'd6'], [76, 88, '2d4']),
  m('troglodyte', 1, [98, 98, '1'], [95, 96, 'd4'], [89, 91, 'd8']),
  m('bugbear', 2, [99, 99, '1'], [97, 98, 'd2'], [92, 96, 'd4']),
  m('ogre', 2, [100, 100, '1'], [99, 100, '1'], [97, 100, '1']),
] as const;
// DEFECT: level 3 zombies "45-65" overlap skeletons 01-45; read as 46-65.
export const TABLE_23_UNDEAD = [
  m('skeleton', 1 / 3, [1, 60, 'd6'], [1, 50, '2d6'], [1, 45, '3d6']),
  m('zombie', 1 / 2, [61, 95, 'd4'], [51, 80, 'd6'], [46, 65, '2d6']),
  m('ghoul', 1, [96, 97, '1'], [81, 90, 'd2'], [66, 80, 'd4']),
  m('human skeleton', 2, [98, 99, '1'], [91, 95, '1'], [81, 90, 'd2']),
  m('shadow', 3, [100, 100, '1'], [96, 98, '1'], [91, 95, 'd3']),
  m('ghast', 3, null, [99, 100, '1'], [96, 98, '1']),
  m('wight', 4, null, null, [99, 100, '1']),
] as const;
export const TABLE_23_OUTSIDER = [
  m('lemure', 1, [1, 20, '1'], [1, 10, 'd3'], [1, 10, 'd6']),
  m('dretch', 2, [21, 30, '1'], [11, 20, '1'], [11, 20, '1']),
  m('imp', 2, [31, 80, '1'], [21, 70, '1'], [21, 60, '1']),
  m('varroulle', 2, [81, 100, '1'], [71, 85, '1'], [61, 75, '1']),
  m('quasit', 3, null, [86, 100, '1'], [76, 94, '1']),
  m('dragon (young)', 3, null, null, [95, 100, '1']),
] as const;
export const TABLE_23_MONSTROSITY = [
  m('shrieker', 1, [1, 40, '1'], [1, 30, 'd3'], [1, 20, 'd6']),
  m('darkmantle', 1, [41, 70, '1'], [31, 50, '1'], [21, 35, '1']),
  m('krenshar', 1, [71, 90, '1'], [51, 60, 'd3'], [36, 40, 'd6']),
  m('shocker lizard', 2, [91, 96, '1'], [61, 70, '1'], [41, 55, 'd2']),
  m('choker', 2, [97, 100, '1'], [71, 80, '1'], [56, 70, '1']),
  m('grick', 3, null, [81, 86, '1'], [71, 76, '1']),
  m('ethereal marauder', 3, null, [87, 90, '1'], [77, 80, '1']),
  m('ethereal filcher', 3, null, [91, 95, '1'], [81, 85, '1']),
  m('cockatrice', 3, null, [96, 100, '1'], [86, 90, '1']),
  m('4th-level monstrosity', 4, null, null, [91, 100, '1']),
] as const;
// REPLACEMENT: the text names the animal, vermin and NPC-party categories but gives no table for
// them (it points to the DMG); these d100 lists over the 3.5 SRD creatures are ours.
export const TABLE_23_SMALL_ANIMAL = [
  m('dire rat', 1 / 3, [1, 40, '2d4'], [1, 30, '3d4'], [1, 20, '4d4']),
  m('monstrous centipede (small)', 1 / 4, [41, 60, 'd4'], [31, 45, '2d4'], [21, 35, '2d6']),
  m('monstrous spider (small)', 1 / 2, [61, 75, 'd3'], [46, 60, 'd6'], [36, 50, '2d4']),
  m('bat swarm', 2, [76, 85, '1'], [61, 75, '1'], [51, 65, 'd2']),
  m('viper (small)', 1 / 2, [86, 95, 'd2'], [76, 90, 'd3'], [66, 80, 'd4']),
  m('rat swarm', 2, [96, 100, '1'], [91, 100, '1'], [81, 100, 'd2']),
] as const;
export const TABLE_23_MEDIUM_ANIMAL = [
  m('monstrous spider (medium)', 1, [1, 30, '1'], [1, 25, 'd2'], [1, 20, 'd3']),
  m('giant fire beetle', 1 / 3, [31, 55, 'd3'], [26, 45, 'd4'], [21, 35, 'd6']),
  m('wolf', 1, [56, 70, 'd2'], [46, 60, 'd4'], [36, 50, 'd6']),
  m('viper (medium)', 1, [71, 85, '1'], [61, 75, 'd2'], [51, 65, 'd3']),
  m('giant ant (worker)', 1, [86, 100, 'd3'], [76, 100, 'd4'], [66, 100, 'd6']),
] as const;
export const TABLE_23_LARGE_ANIMAL = [
  m('black bear', 2, [1, 40, '1'], [1, 30, '1'], [1, 25, 'd2']),
  m('monstrous spider (large)', 2, [41, 70, '1'], [31, 60, '1'], [26, 50, '1']),
  m('constrictor snake', 2, [71, 90, '1'], [61, 85, '1'], [51, 75, 'd2']),
  m('giant lizard', 3, [91, 100, '1'], [86, 100, '1'], [76, 100, '1']),
] as const;
export const TABLE_23_NPC_PARTY = [
  m('bandits', 1 / 2, [1, 50, 'd4+1'], [1, 40, 'd4+2'], [1, 30, 'd6+2']),
  m('rival adventurers', 1, [51, 90, 'd3+1'], [41, 85, 'd4+1'], [31, 80, 'd4+2']),
  m('evil priest and henchmen', 2, [91, 100, 'd3+1'], [86, 100, 'd4+1'], [81, 100, 'd4+2']),
] as const;

/** Table 23 by category, levels 1-3. */
export const TABLE_23: Readonly<Record<MonsterCategory, readonly Row23[]>> = {
  humanoid: TABLE_23_HUMANOID,
  undead: TABLE_23_UNDEAD,
  'small-animal': TABLE_23_SMALL_ANIMAL,
  'medium-animal': TABLE_23_MEDIUM_ANIMAL,
  'large-animal': TABLE_23_LARGE_ANIMAL,
  monstrosity: TABLE_23_MONSTROSITY,
  outsider: TABLE_23_OUTSIDER,
  'npc-party': TABLE_23_NPC_PARTY,
};
// REPLACEMENT: deeper levels (4+) have no Table 23 in the text; they use the level-3 column with
// the number appearing rolled once more per three levels below 3 (designed rule).
export const DEEP_LEVEL_EXTRA_ROLL_EVERY = 3;

// Humanoid persistence (text 883-888): encounters of the same type so far, lowest d6 face that
// keeps the type.
export const HUMANOID_PERSISTENCE = [
  { seen: 1, sameFrom: 4 },
  { seen: 2, sameFrom: 3 },
  { seen: 3, sameFrom: 2 },
] as const;

// Spotting (text 890-898), d6: lo, hi, what the monsters are doing.
export const SPOTTING = [
  { lo: 1, hi: 1, kind: 'moving' },
  { lo: 2, hi: 3, kind: 'static' },
  { lo: 4, hi: 6, kind: 'hiding' },
] as const;

export type Strength = 'weaker' | 'same' | 'stronger';
// Table 24, Monster Response to Encounter, d6 per relative strength: lo, hi, kind.
export const TABLE_24 = {
  weaker: [
    { lo: 1, hi: 3, kind: 'flee' },
    { lo: 4, hi: 5, kind: 'hide-and-ambush' },
    { lo: 6, hi: 6, kind: 'attack' },
  ],
  same: [
    { lo: 1, hi: 2, kind: 'flee' },
    { lo: 3, hi: 4, kind: 'hide-and-ambush' },
    { lo: 5, hi: 6, kind: 'attack' },
  ],
  stronger: [
    { lo: 1, hi: 1, kind: 'hide-and-ambush' },
    { lo: 2, hi: 6, kind: 'attack' },
  ],
} as const satisfies Record<Strength, readonly { lo: number; hi: number; kind: string }[]>;

// Table 25, Rolls for Additional Combatants: situation, when, chance [n, in].
export const TABLE_25 = {
  normal: [
    { when: 'after round 1', chance: [1, 12] },
    { when: 'after round 3 and each later odd round', chance: [1, 12] },
    { when: 'end of combat lasting 2 rounds', chance: [1, 12] },
    { when: 'end of combat lasting more than 2 rounds', chance: [1, 6] },
    { when: 'optional: a turn later (1/12 if under 2 full rounds)', chance: [1, 6] },
  ],
  'living-quarters': [
    { when: 'after round 1', chance: [1, 6] },
    { when: 'after each round 2 to 6', chance: [1, 6] },
    { when: 'end of combat lasting more than 1 round', chance: [1, 6] },
    { when: 'optional: half a turn later', chance: [1, 6] },
  ],
} as const;
/** Table 25: newcomers are of the same type with this chance [n, in]. */
export const TABLE_25_SAME_TYPE = {
  normalHumanoid: [1, 2],
  normalOther: [1, 3],
  livingQuarters: [5, 6],
} as const;

/** Second pass over explored areas and a return visit (text 958-963): monster odds scale. */
export const REVISIT_MONSTER_ODDS = { secondPass: [1, 3], returnVisit: [1, 2] } as const;

export type CrowdKind = 'humanoid' | 'animal' | 'undead';
// Table 26, Monsters Too Many for Available Space, d6: lo, hi, result per monster kind.
export const TABLE_26 = [
  { lo: 1, hi: 1, kind: '1', humanoid: 'none', animal: 'none', undead: 'none' },
  { lo: 2, hi: 2, kind: '2', humanoid: 'fit', animal: 'fit', undead: 'fit' },
  {
    lo: 3,
    hi: 3,
    kind: '3',
    humanoid: 'extras-adjacent-join',
    animal: 'extras-adjacent',
    undead: 'extras-in-similar-rooms',
  },
  {
    lo: 4,
    hi: 4,
    kind: '4',
    humanoid: 'fit-one-leader-max-hp',
    animal: 'fit-all-max-hp',
    undead: 'fit-next-level-up',
  },
  {
    lo: 5,
    hi: 5,
    kind: '5',
    humanoid: 'fit-less-one-with-leader',
    animal: 'fit',
    undead: 'fit-next-level-up',
  },
  { lo: 6, hi: 6, kind: '6', humanoid: 'squeezed', animal: 'squeezed', undead: 'squeezed' },
] as const;

/** A chance (a + b·n) / per, n the dungeon level. */
export interface LevelChance {
  readonly a: number;
  readonly b: number;
  readonly per: number;
}
// Table 27, Bunkroom Treasure and Features: item, chance or number per bunk/area, note.
export const TABLE_27_ROOM = [
  { kind: 'cots-or-beds', per: '1 per 100 sq ft', note: '50% broken if unoccupied' },
  { kind: 'chairs', per: '1 per 400 sq ft', note: '50% broken if unoccupied' },
  {
    kind: 'small-chest',
    per: '1 per bed, d6',
    note: 'unoccupied: 50% none, half numbers, half empty',
  },
  { kind: 'weapons', per: '1 per 2 beds', note: '1 per 5 beds if unoccupied' },
  { kind: 'sacks', per: '1 per 2 beds', note: 'most empty or worthless' },
  { kind: 'table-and-chairs', per: '1 in 3', note: '' },
  { kind: 'loose-coins', per: '1 in 3 per 10-ft square', note: 'd6 cp, 0-2 sp, gp 1 in 6' },
  { kind: 'loose-gem', per: '1 in 18', note: '1 in 64 if unoccupied' },
  { kind: 'hidden-treasure', per: '1 in 18', note: '1 in 36 if unoccupied' },
] as const;
// Table 27 bunkroom weapons, d6: lo, hi, kind.
export const TABLE_27_WEAPON = [
  { lo: 1, hi: 2, kind: 'sword' },
  { lo: 3, hi: 3, kind: 'spear' },
  { lo: 4, hi: 4, kind: 'bow-or-crossbow' },
  { lo: 5, hi: 5, kind: 'mace-or-morningstar' },
  { lo: 6, hi: 6, kind: 'dagger' },
] as const;

// Table 27 bunkroom chest (n = dungeon level): item, chance (a + b·n)/per, number (dice times
// `times`, scaled by n or n/2), limit.
export const TABLE_27_CHEST = [
  { kind: 'cp', chance: { a: 4, b: -1, per: 6 }, dice: 'd6', times: 50, scale: 'one', limit: 300 },
  {
    kind: 'sp',
    chance: { a: 3, b: 0, per: 6 },
    dice: 'd6',
    times: 20,
    scale: 'half-n',
    limit: 500,
  },
  { kind: 'gp', chance: { a: 2, b: 1, per: 6 }, dice: 'd6', times: 5, scale: 'n', limit: 200 },
  { kind: 'pp', chance: { a: 1, b: 1, per: 6 }, dice: 'd6', times: 1, scale: 'n', limit: 50 },
  { kind: 'gems', chance: { a: 6, b: 1, per: 36 }, dice: 'd3-1', times: 1, scale: 'n', limit: 3 },
  { kind: 'magic', chance: { a: 0, b: 1, per: 60 }, dice: '1', times: 1, scale: 'one', limit: 1 },
  { kind: 'weapon', chance: { a: 1, b: 0, per: 6 }, dice: 'd2', times: 1, scale: 'one', limit: 2 },
  { kind: 'map', chance: { a: 1, b: 0, per: 36 }, dice: '1', times: 1, scale: 'one', limit: 1 },
  {
    kind: 'jewelry',
    chance: { a: 1, b: 0, per: 6 },
    dice: 'd3-1',
    times: 1,
    scale: 'one',
    limit: 2,
  },
  { kind: 'key', chance: { a: 1, b: 0, per: 12 }, dice: '1', times: 1, scale: 'one', limit: 1 },
] as const satisfies readonly {
  kind: string;
  chance: LevelChance;
  dice: string;
  times: number;
  scale: 'one' | 'n' | 'half-n';
  limit: number;
}[];
// Table 27 chest weapon, d6: lo, hi, kind.
export const TABLE_27_CHEST_WEAPON = [
  { lo: 1, hi: 3, kind: 'dagger' },
  { lo: 4, hi: 5, kind: 'short-sword' },
  { lo: 6, hi: 6, kind: 'other' },
] as const;
// Table 27 chest key, d6: lo, hi, kind.
export const TABLE_27_KEY = [
  { lo: 1, hi: 3, kind: 'nearby-doors' },
  { lo: 4, hi: 5, kind: 'to-this-room' },
  { lo: 6, hi: 6, kind: 'master-key' },
] as const;
/** Table 27 chest traps: 5% × n; type on d6. */
export const TABLE_27_CHEST_TRAP_PERCENT_PER_LEVEL = 5;
export const TABLE_27_CHEST_TRAP = [
  { lo: 1, hi: 1, kind: 'gas' },
  { lo: 2, hi: 2, kind: 'spring-darts' },
  { lo: 3, hi: 3, kind: 'poisoned-needle' },
  { lo: 4, hi: 5, kind: 'poisonous-insects' },
  { lo: 6, hi: 6, kind: 'other' },
] as const;
/** Table 27 bunkroom sack: as a chest, but only n × 2% of its valuables. */
export const SACK_VALUABLES_PERCENT_PER_LEVEL = 2;
// REPLACEMENT: the sack table (text 1038) is lost; a sack holds, on d6, these (ours).
export const TABLE_27_SACK = [
  { lo: 1, hi: 3, kind: 'empty' },
  { lo: 4, hi: 5, kind: 'worthless' },
  { lo: 6, hi: 6, kind: 'chest-roll-scaled' },
] as const;
// REPLACEMENT: goblin and orc chests (text 1066) are lost; ours scale the bunkroom chest's coin
// limits: kind, multiplier on every limit.
export const HUMANOID_CHEST_SCALE = [
  { kind: 'goblin', scale: 0.5 },
  { kind: 'orc', scale: 1 },
] as const;

// Traps chosen as in the DMG (text 999-1007): dungeon level within its band of three, how many
// d100 rolls, which to keep.
export const TRAP_PICK = [
  { band: 1, rolls: 3, keep: 'lowest' },
  { band: 2, rolls: 2, keep: 'nearest-50' },
  { band: 3, rolls: 3, keep: 'highest' },
] as const;

// REPLACEMENT: the DMG 3.5 trap table is not ours to copy; a d100 list by challenge band (ours).
export const TRAPS = [
  { lo: 1, hi: 20, kind: 'pit (10 ft deep)' },
  { lo: 21, hi: 35, kind: 'arrow trap' },
  { lo: 36, hi: 50, kind: 'spear trap' },
  { lo: 51, hi: 60, kind: 'poison needle' },
  { lo: 61, hi: 70, kind: 'spiked pit (20 ft deep)' },
  { lo: 71, hi: 80, kind: 'falling block' },
  { lo: 81, hi: 90, kind: 'scything blade' },
  { lo: 91, hi: 100, kind: 'camouflaged pit (30 ft deep)' },
] as const;

/**
 * Initiative (text 909-922): one d20 for the whole party, one for the monsters; the higher acts
 * first. READING: the replay has no initiative ratings to break a tie, so a tie goes to the
 * monsters (the side already in place).
 */
export const INITIATIVE_DIE = 'd20';

/** Table 25's first roll, the one every fight reaches: after round 1, [n, in] per situation. */
export const TABLE_25_AFTER_ROUND_1 = {
  normal: TABLE_25.normal[0].chance,
  'living-quarters': TABLE_25['living-quarters'][0].chance,
} as const;
