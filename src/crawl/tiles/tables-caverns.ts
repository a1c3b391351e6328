/**
 * "Dungeon Crawling" (dungeon-crawling-tiles.txt), the entry, cavern and door tables 1, 3, 4, 5,
 * 6, 9 and 10 as typed data. Die ranges are the text's; `kind` is our short name for a row.
 * Where the text is defective the settlement is named in one `DEFECT:` line at the row.
 */

// Table 1, What's in a Cave (wilderness), d6: lo, hi, kind, then the sub-roll the row asks for.
export const TABLE_1 = [
  { lo: 1, hi: 3, kind: 'terminal-passage', next: 'd10+10 on Table 7' },
  { lo: 4, hi: 4, kind: 'non-terminal-passage', next: 'd10 on Table 7' },
  { lo: 5, hi: 5, kind: 'big-cave', next: 'a random cavern, -2 on its exit rolls' },
  { lo: 6, hi: 6, kind: 'dungeon-entrance', next: 'Table 1 entrance d6' },
] as const;
/** Table 1 "big cave": the modifier on its Table 5 exit rolls. */
export const TABLE_1_BIG_CAVE_EXIT_MODIFIER = -2;

// Table 1, dungeon entrance sub-roll, d6: lo, hi, kind.
export const TABLE_1_ENTRANCE = [
  { lo: 1, hi: 4, kind: 'cavern' },
  { lo: 5, hi: 5, kind: 'corridor' },
  { lo: 6, hi: 6, kind: 'steps-down' },
] as const;

// The entry's hand (text line 125), d6: lo, hi, kind.
export const ENTRY_HAND = [
  { lo: 1, hi: 3, kind: 'LH' },
  { lo: 4, hi: 6, kind: 'RH' },
] as const;

// Table 3, Cavern Entry Conditions, first d6 (feature): lo, hi, kind.
export const TABLE_3_FEATURE = [
  { lo: 1, hi: 4, kind: 'no-feature' },
  { lo: 5, hi: 6, kind: 'feature' },
] as const;

// Table 3, second d6 (trap or monster): lo, hi, kind. A natural 1 is the trap row, unmodified;
// a modified total is clamped to 2..6 (the text modifies "except a roll of 1").
export const TABLE_3_DANGER = [
  { lo: 1, hi: 1, kind: 'trap-check' },
  { lo: 2, hi: 4, kind: 'no-monster' },
  { lo: 5, hi: 6, kind: 'monster' },
] as const;
/** Table 3 "Trap?": roll again, a trap on this face or higher. */
export const TABLE_3_TRAP_ON = 6;

// Table 3 modifiers, applied to both rolls: kind, modifier.
export const TABLE_3_MODIFIERS = [
  { kind: 'pool-or-stream', modifier: 1 },
  { kind: 'exit-to-outside', modifier: 1 },
  { kind: 'larger-than-tile', modifier: 1 },
  { kind: 'much-smaller-than-tile', modifier: -1 },
] as const;
export type CavernModifier = (typeof TABLE_3_MODIFIERS)[number]['kind'];

// Table 4, cavern features, d20: lo, hi, kind, sub-roll named by the row (or null).
export const TABLE_4 = [
  { lo: 1, hi: 1, kind: 'chimney', sub: 'TABLE_4_CHIMNEY' },
  { lo: 2, hi: 5, kind: 'trash-or-dung-heap', sub: null },
  { lo: 6, hi: 7, kind: 'bones-blood-fur', sub: null },
  { lo: 8, hi: 8, kind: 'cobwebs', sub: 'spiders lurk 1 in 3' },
  { lo: 9, hi: 10, kind: 'fire-pit', sub: null },
  { lo: 11, hi: 11, kind: 'dead-human', sub: 'TABLE_4_DEAD_HUMAN' },
  { lo: 12, hi: 13, kind: 'dead-humanoid', sub: 'type on Table 23, 50%' },
  { lo: 14, hi: 16, kind: 'dead-monster', sub: 'treasure only if newly dead, 1 in 6' },
  { lo: 17, hi: 18, kind: 'discarded-item', sub: 'TABLE_4_ITEM' },
  { lo: 19, hi: 20, kind: 'nothing-more', sub: null },
] as const;
// DEFECT: Table 4 gives no row for 19-20; they are read as "nothing more" (no extra feature).

// Table 4 chimney size, d6: lo, hi, kind.
export const TABLE_4_CHIMNEY = [
  { lo: 1, hi: 3, kind: '5x5' },
  { lo: 4, hi: 4, kind: 'smaller' },
  { lo: 5, hi: 5, kind: '5x10' },
  { lo: 6, hi: 6, kind: 'much-larger' },
] as const;
/** Table 4 chimney: half the time not near a wall. */
export const TABLE_4_CHIMNEY_AWAY_FROM_WALL = [1, 2] as const;

// Table 4 dead human: who (d6), then how long dead (d6): lo, hi, kind.
export const TABLE_4_DEAD_HUMAN = [
  { lo: 1, hi: 3, kind: 'adventurer' },
  { lo: 4, hi: 6, kind: 'unidentified' },
] as const;
// DEFECT: the how-long d6 names 1-3 (long dead) and 6 (newly) only; 4-5 read "dead a while".
export const TABLE_4_DEAD_HOW_LONG = [
  { lo: 1, hi: 3, kind: 'long-dead' },
  { lo: 4, hi: 5, kind: 'dead-a-while' },
  { lo: 6, hi: 6, kind: 'newly-dead' },
] as const;

// Table 4 discarded item, d20: lo, hi, kind.
// DEFECT: the text gives 9 twice (scroll case, backpack/box/chest); 9 is read as a shared row
// and split by TABLE_4_ITEM_NINE.
export const TABLE_4_ITEM = [
  { lo: 1, hi: 3, kind: 'weapon' },
  { lo: 4, hi: 4, kind: 'shield' },
  { lo: 5, hi: 5, kind: 'lantern' },
  { lo: 6, hi: 6, kind: 'tools' },
  { lo: 7, hi: 7, kind: 'spikes' },
  { lo: 8, hi: 8, kind: 'jar-flask-bottle' },
  { lo: 9, hi: 9, kind: 'scroll-case-or-container' },
  { lo: 10, hi: 10, kind: 'rope' },
  { lo: 11, hi: 12, kind: 'food' },
  { lo: 13, hi: 14, kind: 'clothing' },
  { lo: 15, hi: 16, kind: 'bedding' },
  { lo: 17, hi: 20, kind: 'reroll-twice' },
] as const;
// Table 4 item 9 split, d6: lo, hi, kind.
export const TABLE_4_ITEM_NINE = [
  { lo: 1, hi: 3, kind: 'scroll-case' },
  { lo: 4, hi: 6, kind: 'backpack-box-chest' },
] as const;
// Table 4 item condition, "as appropriate to the item": kind, chance as [n, in].
export const TABLE_4_ITEM_CONDITION = [
  { kind: 'rusted-or-torn', chance: [1, 2] },
  { kind: 'empty', chance: [5, 6] },
  { kind: 'broken', chance: [2, 3] },
] as const;

// Clustering of several monsters (text line 213), d6: lo, hi, kind.
export const CLUSTERING = [
  { lo: 1, hi: 1, kind: 'spread-evenly' },
  { lo: 2, hi: 2, kind: 'loosely-spread' },
  { lo: 3, hi: 3, kind: 'scattered-groups' },
  { lo: 4, hi: 4, kind: 'loose-cluster' },
  { lo: 5, hi: 5, kind: 'cluster' },
  { lo: 6, hi: 6, kind: 'tight-cluster' },
] as const;
// DEFECT: the text names only 1 (spread about evenly) and 6 (clustered tightly) as a scale; 2-5
// are our steps between them.

// Table 5, Cavern Exit Determination, d6: lo, hi, kind (sub-rolls below).
export const TABLE_5 = [
  { lo: 1, hi: 1, kind: 'cavern' },
  { lo: 2, hi: 2, kind: 'passageway' },
  { lo: 3, hi: 3, kind: 'cavern-or-passageway' },
  { lo: 4, hi: 4, kind: 'door-or-room' },
  { lo: 5, hi: 6, kind: 'no-exit' },
] as const;
export const TABLE_5_CAVERN_OR_PASSAGEWAY = [
  { lo: 1, hi: 3, kind: 'cavern' },
  { lo: 4, hi: 6, kind: 'passageway' },
] as const;
export const TABLE_5_DOOR_OR_ROOM = [
  { lo: 1, hi: 2, kind: 'door' },
  { lo: 3, hi: 6, kind: 'room' },
] as const;
/** Table 5: a third of cavern doors have a keyhole (d6 1-2). */
export const TABLE_5_KEYHOLE = [
  { lo: 1, hi: 2, kind: 'keyhole' },
  { lo: 3, hi: 6, kind: 'ordinary' },
] as const;

// Table 6, Cavern, approaching an exit, d6: lo, hi, kind.
// DEFECT: the text gives only rows 1 and 6; 2-5 are read as "nothing happens".
export const TABLE_6 = [
  { lo: 1, hi: 1, kind: 'trap-check' },
  { lo: 2, hi: 5, kind: 'nothing' },
  { lo: 6, hi: 6, kind: 'monster' },
] as const;
/** Table 6 row 1: a trap on this face of a second d6. */
export const TABLE_6_TRAP_ON = 6;
/** Table 6 row 6 toward a passageway: roll again, a monster on 4-6. */
export const TABLE_6_PASSAGEWAY_MONSTER_ON = 4;

export type DoorType = 'ordinary' | 'keyhole' | 'double';
export type DoorQuality = 'simple' | 'good' | 'strong' | 'stone-metal' | 'special';
export type DoorResult =
  'opens' | 'locked' | 'stuck' | 'stuck-and-locked' | 'stuck-and-barred' | 'barred';

// Table 9, Doors in Caverns or Undefined Rooms, d6: lo, hi, quality by type, result by type.
export const TABLE_9 = [
  {
    lo: 1,
    hi: 1,
    kind: '1',
    quality: { ordinary: 'simple', keyhole: 'simple', double: 'simple' },
    result: { ordinary: 'opens', keyhole: 'opens', double: 'opens' },
  },
  {
    lo: 2,
    hi: 2,
    kind: '2',
    quality: { ordinary: 'simple', keyhole: 'good', double: 'good' },
    result: { ordinary: 'opens', keyhole: 'opens', double: 'locked' },
  },
  {
    lo: 3,
    hi: 3,
    kind: '3',
    quality: { ordinary: 'good', keyhole: 'good', double: 'good' },
    result: { ordinary: 'opens', keyhole: 'locked', double: 'locked' },
  },
  {
    lo: 4,
    hi: 4,
    kind: '4',
    quality: { ordinary: 'good', keyhole: 'good', double: 'strong' },
    result: { ordinary: 'opens', keyhole: 'locked', double: 'stuck' },
  },
  {
    lo: 5,
    hi: 5,
    kind: '5',
    quality: { ordinary: 'strong', keyhole: 'strong', double: 'strong' },
    result: { ordinary: 'stuck', keyhole: 'stuck-and-locked', double: 'stuck' },
  },
  {
    lo: 6,
    hi: 6,
    kind: '6',
    quality: { ordinary: 'stone-metal', keyhole: 'stone-metal', double: 'stone-metal' },
    result: { ordinary: 'stuck-and-barred', keyhole: 'locked', double: 'barred' },
  },
] as const satisfies readonly {
  lo: number;
  hi: number;
  kind: string;
  quality: Record<DoorType, DoorQuality>;
  result: Record<DoorType, DoorResult>;
}[];

// Table 9 door DCs: quality, DC to force a stuck door (Str), DC to unlock (Open Locks).
// Stone/metal and special doors: "see DMG"; we set them above strong (replacement).
export const DOOR_DC = {
  simple: { open: 13, unlock: 15 },
  good: { open: 16, unlock: 18 },
  strong: { open: 23, unlock: 25 },
  'stone-metal': { open: 28, unlock: 30 },
  special: { open: 25, unlock: 28 },
} as const satisfies Record<DoorQuality, { open: number; unlock: number }>;

// Table 9 traps: door class, first d6 face, second d6 lowest face (trapped when both hold).
export const TABLE_9_TRAPPED = {
  simple: { first: 6, secondFrom: 6 },
  keyhole: { first: 6, secondFrom: 5 },
  other: { first: 6, secondFrom: 5 },
} as const;

/** Table 9 "bash / destroy": rounds of brute force per quality (our numbers; the text gives none). */
export const BASH_ROUNDS = {
  simple: 2,
  good: 5,
  strong: 12,
  'stone-metal': 60,
  special: 30,
} as const satisfies Record<DoorQuality, number>;

export type Beyond =
  | 'cavern'
  | 'passage'
  | 'room'
  | 'steps'
  | 'bunkroom'
  | 'special-room'
  | 'room-complex'
  | 'guardroom'
  | 'store-room'
  | 'big-special-room'
  | 'kitchen-dining'
  | 'prison'
  | 'smithy'
  | 'temple-shrine'
  | 'great-hall-throne-room'
  | 'bedroom-complex';

// Table 10, Beyond the Door for Caverns, d12: lo, hi, plain door, keyhole door, special room
// (the special column is also used for room portals, Table 13).
export const TABLE_10 = [
  { lo: 1, hi: 1, kind: '1', plain: 'cavern', keyhole: 'cavern', special: 'guardroom' },
  { lo: 2, hi: 2, kind: '2', plain: 'passage', keyhole: 'passage', special: 'big-special-room' },
  { lo: 3, hi: 3, kind: '3', plain: 'passage', keyhole: 'room', special: 'kitchen-dining' },
  { lo: 4, hi: 4, kind: '4', plain: 'room', keyhole: 'room', special: 'bunkroom' },
  { lo: 5, hi: 5, kind: '5', plain: 'room', keyhole: 'room', special: 'bunkroom' },
  { lo: 6, hi: 6, kind: '6', plain: 'room', keyhole: 'room', special: 'prison' },
  { lo: 7, hi: 7, kind: '7', plain: 'room', keyhole: 'steps', special: 'smithy' },
  { lo: 8, hi: 8, kind: '8', plain: 'room', keyhole: 'bunkroom', special: 'temple-shrine' },
  {
    lo: 9,
    hi: 9,
    kind: '9',
    plain: 'steps',
    keyhole: 'guardroom',
    special: 'great-hall-throne-room',
  },
  { lo: 10, hi: 10, kind: '10', plain: 'bunkroom', keyhole: 'store-room', special: 'room-complex' },
  {
    lo: 11,
    hi: 11,
    kind: '11',
    plain: 'special-room',
    keyhole: 'room-complex',
    special: 'bedroom-complex',
  },
  { lo: 12, hi: 12, kind: '12', plain: 'room-complex', keyhole: 'special-room', special: 'steps' },
] as const satisfies readonly {
  lo: number;
  hi: number;
  kind: string;
  plain: Beyond;
  keyhole: Beyond;
  special: Beyond;
}[];

// Steps (Table 10 note), d6: lo, hi, kind.
export const STEPS_DIRECTION = [
  { lo: 1, hi: 2, kind: 'up' },
  { lo: 3, hi: 6, kind: 'down' },
] as const;
