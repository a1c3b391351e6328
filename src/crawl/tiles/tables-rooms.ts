/**
 * "Dungeon Crawling" (dungeon-crawling-tiles.txt), the room, corridor and special-room tables 13,
 * 14, 15, 17, 18, 19, 20 and 21 with its terminal-room table, as typed data. Each door column is
 * keyed by the door kind its die gave. Settled defects are named in one `DEFECT:` line each.
 */
import type { DoorQuality } from './tables-caverns';

/** Where a portal leads, in the text's room vocabulary. */
export type Leads =
  | 'cavern'
  | 'passage'
  | 'corridor'
  | 'room'
  | 'terminal-room'
  | 'special'
  | 'special-or-steps'
  | 'steps'
  | 'room-complex'
  | 'bedroom-complex'
  | 'guardroom'
  | 'big-special-room'
  | 'kitchen-dining'
  | 'bunkroom'
  | 'prison'
  | 'smithy'
  | 'forge-or-prison'
  | 'forge-prison-guardroom'
  | 'temple-shrine'
  | 'great-hall'
  | 'throne-room'
  | 'great-hall-or-throne-room'
  | 'armory'
  | 'passage-or-cavern'
  | 'store-room'
  | 'privy'
  | 'bedroom'
  | 'empty'
  | 'other-special';

export type PortalDoor = 'none' | 'open' | 'closed' | 'keyhole';

// Table 13, door die for an undesignated room's portal, d6: lo, hi, kind.
// DEFECT: the text names 1 (no door), 2/3 (open/closed door) and 4 (keyhole); 5-6 are read as
// "no exit" by analogy with Table 5.
export const TABLE_13_DOOR = [
  { lo: 1, hi: 1, kind: 'none' },
  { lo: 2, hi: 2, kind: 'open' },
  { lo: 3, hi: 3, kind: 'closed' },
  { lo: 4, hi: 4, kind: 'keyhole' },
  { lo: 5, hi: 6, kind: 'no-exit' },
] as const;

// Table 13, Doors for Undesignated Rooms, d12: lo, hi, no door, open/closed door, keyhole door,
// and the "special" list (also Table 10's special column).
export const TABLE_13 = [
  {
    lo: 1,
    hi: 1,
    kind: '1',
    none: 'cavern',
    door: 'cavern',
    keyhole: 'cavern',
    special: 'guardroom',
  },
  {
    lo: 2,
    hi: 2,
    kind: '2',
    none: 'passage',
    door: 'corridor',
    keyhole: 'corridor',
    special: 'big-special-room',
  },
  {
    lo: 3,
    hi: 3,
    kind: '3',
    none: 'passage',
    door: 'passage',
    keyhole: 'passage',
    special: 'kitchen-dining',
  },
  { lo: 4, hi: 4, kind: '4', none: 'room', door: 'room', keyhole: 'room', special: 'bunkroom' },
  {
    lo: 5,
    hi: 5,
    kind: '5',
    none: 'room',
    door: 'room',
    keyhole: 'terminal-room',
    special: 'bunkroom',
  },
  {
    lo: 6,
    hi: 6,
    kind: '6',
    none: 'room',
    door: 'room',
    keyhole: 'terminal-room',
    special: 'prison',
  },
  {
    lo: 7,
    hi: 7,
    kind: '7',
    none: 'room',
    door: 'room',
    keyhole: 'terminal-room',
    special: 'smithy',
  },
  {
    lo: 8,
    hi: 8,
    kind: '8',
    none: 'room',
    door: 'special',
    keyhole: 'terminal-room',
    special: 'temple-shrine',
  },
  {
    lo: 9,
    hi: 9,
    kind: '9',
    none: 'corridor',
    door: 'special',
    keyhole: 'terminal-room',
    special: 'great-hall-or-throne-room',
  },
  {
    lo: 10,
    hi: 10,
    kind: '10',
    none: 'corridor',
    door: 'special',
    keyhole: 'terminal-room',
    special: 'room-complex',
  },
  {
    lo: 11,
    hi: 11,
    kind: '11',
    none: 'special',
    door: 'special',
    keyhole: 'terminal-room',
    special: 'room-complex',
  },
  {
    lo: 12,
    hi: 12,
    kind: '12',
    none: 'special-or-steps',
    door: 'special-or-steps',
    keyhole: 'steps',
    special: 'steps',
  },
] as const satisfies readonly {
  lo: number;
  hi: number;
  kind: string;
  none: Leads;
  door: Leads;
  keyhole: Leads;
  special: Leads;
}[];
// DEFECT: row 12 "special / steps" gives no split; a d6 decides, 1-3 special, 4-6 steps.
export const TABLE_13_SPECIAL_OR_STEPS = [
  { lo: 1, hi: 3, kind: 'special' },
  { lo: 4, hi: 6, kind: 'steps' },
] as const;

// Table 14, Room Contents, d6: lo, hi, kind, for initial entry (approaching an open portal).
export const TABLE_14_ENTRY = [
  { lo: 1, hi: 1, kind: 'trap-check' },
  { lo: 2, hi: 5, kind: 'no-monster' },
  { lo: 6, hi: 6, kind: 'monster' },
] as const;
// Table 14 room dangers (on entering), d6, modified except a natural 1: lo, hi, kind.
export const TABLE_14_DANGERS = [
  { lo: 1, hi: 1, kind: 'trap-check' },
  { lo: 2, hi: 4, kind: 'no-monster' },
  { lo: 5, hi: 6, kind: 'monster' },
] as const;
// Table 14 room features, d6: lo, hi, kind.
export const TABLE_14_FEATURES = [
  { lo: 1, hi: 4, kind: 'no-feature' },
  { lo: 5, hi: 6, kind: 'feature' },
] as const;
// Table 14 room-dangers modifiers: kind, modifier.
export const TABLE_14_DANGER_MODIFIERS = [
  { kind: 'has-feature', modifier: 1 },
  { kind: 'small', modifier: -1 },
  { kind: 'major-structure', modifier: 1 },
] as const;
/** Table 14 trap probability: second d6, a trap on this face or higher before modifiers. */
export const TABLE_14_TRAP_FROM = 5;
// Table 14 trap modifiers: kind, modifier.
export const TABLE_14_TRAP_MODIFIERS = [
  { kind: 'small', modifier: -1 },
  { kind: 'no-door', modifier: -1 },
  { kind: 'keyhole-door', modifier: 1 },
  { kind: 'terminal-room', modifier: 1 },
] as const;

// Table 14 door quality, d6: lo, hi, quality for an open/closed door, for a keyhole door.
export const TABLE_14_DOOR_QUALITY = [
  { lo: 1, hi: 1, kind: '1', closed: 'simple', keyhole: 'simple' },
  { lo: 2, hi: 3, kind: '2-3', closed: 'simple', keyhole: 'good' },
  { lo: 4, hi: 5, kind: '4-5', closed: 'good', keyhole: 'strong' },
  { lo: 6, hi: 6, kind: '6', closed: 'strong', keyhole: 'strong' },
] as const satisfies readonly {
  lo: number;
  hi: number;
  kind: string;
  closed: DoorQuality;
  keyhole: DoorQuality;
}[];

// Table 15, Room Significant Features, d100 (100 = 00): lo, hi, kind.
// DEFECT: the text has no row for 95; it is read as part of 94 (well / tub / trough).
export const TABLE_15 = [
  { lo: 1, hi: 5, kind: 'workbench-and-tools' },
  { lo: 6, hi: 6, kind: 'bookcase-cabinet-cupboard' },
  { lo: 7, hi: 11, kind: 'brazier-candelabra-torches' },
  { lo: 12, hi: 16, kind: 'furnishings' },
  { lo: 17, hi: 18, kind: 'stone-carvings-statue' },
  { lo: 19, hi: 20, kind: 'casket-or-sarcophagus' },
  { lo: 21, hi: 25, kind: 'chest-crate-box-bin' },
  { lo: 26, hi: 35, kind: 'collapsed-wall-or-ceiling' },
  { lo: 36, hi: 40, kind: 'curtain-tapestry-painting' },
  { lo: 41, hi: 41, kind: 'dome-or-balcony' },
  { lo: 42, hi: 56, kind: 'trash-or-dung-heap' },
  { lo: 57, hi: 61, kind: 'symbol-inscription-mosaic' },
  { lo: 62, hi: 76, kind: 'fire-pit-bedding-debris' },
  { lo: 77, hi: 77, kind: 'fountain-idol-gong' },
  { lo: 78, hi: 92, kind: 'rat-holes' },
  { lo: 93, hi: 93, kind: 'torture-or-prison-equipment' },
  { lo: 94, hi: 95, kind: 'well-tub-trough' },
  { lo: 96, hi: 100, kind: 'bones-skeletons-corpses' },
] as const;

/** Corridor odds (text 537-539): a monster on d6 = 6; a trap along it on 1 then 1. */
export const CORRIDOR_MONSTER_ON = 6;
export const CORRIDOR_TRAP = { first: 1, second: 1 } as const;
/** Passageway odds (text 269-271): a monster on d6 = 6 unless pool or terminal. */
export const PASSAGE_MONSTER_ON = 6;
/** Passageways with a second exit always have some portal: d4 for Table 5, not d6. */
export const PASSAGE_EXIT_DIE = 'd4';

// Table 16 side-door note: what a door where a side corridor meets the main one reveals, d6.
export const SIDE_DOOR = [
  { lo: 1, hi: 3, kind: 'terminal-room' },
  { lo: 4, hi: 6, kind: 'further-passage' },
] as const;

/** The three contexts Table 17 distinguishes: where the party came from. */
export type CorridorContext = 'open-room' | 'corridor' | 'living-quarters';

// Table 17 door die, d6, per context: lo, hi, kind.
export const TABLE_17_DOOR = {
  'open-room': [
    { lo: 1, hi: 2, kind: 'open' },
    { lo: 3, hi: 5, kind: 'door' },
    { lo: 6, hi: 6, kind: 'keyhole' },
  ],
  corridor: [
    { lo: 1, hi: 1, kind: 'open' },
    { lo: 2, hi: 4, kind: 'door' },
    { lo: 5, hi: 6, kind: 'keyhole' },
  ],
  'living-quarters': [
    { lo: 1, hi: 1, kind: 'open' },
    { lo: 2, hi: 4, kind: 'door' },
    { lo: 5, hi: 6, kind: 'keyhole' },
  ],
} as const satisfies Record<CorridorContext, readonly { lo: number; hi: number; kind: string }[]>;

type Row17 = { lo: number; hi: number; kind: string; open: Leads; door: Leads; keyhole: Leads };
const r17 = <const L extends Leads, const M extends Leads, const N extends Leads>(
  n: number,
  open: L,
  door: M,
  keyhole: N,
) => ({ lo: n, hi: n, kind: String(n), open, door, keyhole }) as const;

// Table 17, Corridor Doors and Rooms Behind the Doors, d12 per context: lo, hi, open, door,
// keyhole door. "frg/prs" is forge-or-prison (lo/hi), "fg/p/g" forge, prison or guardroom.
export const TABLE_17 = {
  'open-room': [
    r17(1, 'corridor', 'corridor', 'room-complex'),
    r17(2, 'corridor', 'forge-or-prison', 'temple-shrine'),
    r17(3, 'room', 'room', 'great-hall'),
    r17(4, 'room', 'room', 'bunkroom'),
    r17(5, 'passage', 'passage', 'passage'),
    r17(6, 'cavern', 'cavern', 'cavern'),
    r17(7, 'room', 'room', 'terminal-room'),
    r17(8, 'room', 'room', 'terminal-room'),
    r17(9, 'cavern', 'terminal-room', 'terminal-room'),
    r17(10, 'passage', 'terminal-room', 'terminal-room'),
    r17(11, 'cavern', 'terminal-room', 'terminal-room'),
    r17(12, 'cavern', 'terminal-room', 'terminal-room'),
  ],
  corridor: [
    r17(1, 'room-complex', 'room-complex', 'room-complex'),
    r17(2, 'room', 'room', 'temple-shrine'),
    r17(3, 'room', 'great-hall', 'great-hall'),
    r17(4, 'cavern', 'bunkroom', 'bunkroom'),
    r17(5, 'passage', 'passage', 'passage'),
    r17(6, 'cavern', 'cavern', 'cavern'),
    r17(7, 'passage', 'passage', 'terminal-room'),
    r17(8, 'passage', 'passage', 'terminal-room'),
    r17(9, 'room', 'room', 'terminal-room'),
    r17(10, 'room', 'room', 'terminal-room'),
    r17(11, 'room', 'terminal-room', 'terminal-room'),
    r17(12, 'passage', 'terminal-room', 'terminal-room'),
  ],
  'living-quarters': [
    r17(1, 'kitchen-dining', 'kitchen-dining', 'kitchen-dining'),
    r17(2, 'bunkroom', 'bunkroom', 'bunkroom'),
    r17(3, 'bedroom-complex', 'bedroom-complex', 'bedroom-complex'),
    r17(4, 'forge-prison-guardroom', 'forge-prison-guardroom', 'forge-prison-guardroom'),
    r17(5, 'armory', 'armory', 'passage-or-cavern'),
    r17(6, 'great-hall', 'great-hall', 'terminal-room'),
    r17(7, 'great-hall', 'great-hall', 'terminal-room'),
    r17(8, 'throne-room', 'throne-room', 'throne-room'),
    r17(9, 'temple-shrine', 'temple-shrine', 'terminal-room'),
    r17(10, 'other-special', 'other-special', 'terminal-room'),
    r17(11, 'room', 'room', 'terminal-room'),
    r17(12, 'bunkroom', 'terminal-room', 'terminal-room'),
  ],
} as const satisfies Record<CorridorContext, readonly Row17[]>;
// Table 17 "roll lo/hi" and three-way splits, d6: lo, hi, kind.
export const FORGE_OR_PRISON = [
  { lo: 1, hi: 3, kind: 'forge' },
  { lo: 4, hi: 6, kind: 'prison' },
] as const;
export const FORGE_PRISON_GUARDROOM = [
  { lo: 1, hi: 2, kind: 'forge' },
  { lo: 3, hi: 4, kind: 'prison' },
  { lo: 5, hi: 6, kind: 'guardroom' },
] as const;
export const PASSAGE_OR_CAVERN = [
  { lo: 1, hi: 3, kind: 'passage' },
  { lo: 4, hi: 6, kind: 'cavern' },
] as const;
export const GREAT_HALL_OR_THRONE_ROOM = [
  { lo: 1, hi: 3, kind: 'great-hall' },
  { lo: 4, hi: 6, kind: 'throne-room' },
] as const;

// Table 18 bunkroom exterior door die, d6: lo, hi, kind (5-6: no door on that portal).
// DEFECT: the text gives 1-4 only; 5-6 are read as "no exit" as in Table 13.
export const TABLE_18_DOOR = [
  { lo: 1, hi: 1, kind: 'open' },
  { lo: 2, hi: 3, kind: 'closed' },
  { lo: 4, hi: 4, kind: 'keyhole' },
  { lo: 5, hi: 6, kind: 'no-exit' },
] as const;
// Table 18 bunkroom interior door die, d6: lo, hi, kind.
export const TABLE_18_INTERIOR_DOOR = [
  { lo: 1, hi: 3, kind: 'closed' },
  { lo: 4, hi: 6, kind: 'keyhole' },
] as const;

// Table 18, Bunkroom Doors and Contents, d12: lo, hi, exterior open, closed, keyhole; interior
// closed, keyhole.
export const TABLE_18 = [
  {
    lo: 1,
    hi: 1,
    kind: '1',
    open: 'room',
    closed: 'room',
    keyhole: 'cavern',
    inClosed: 'privy',
    inKeyhole: 'store-room',
  },
  {
    lo: 2,
    hi: 2,
    kind: '2',
    open: 'room',
    closed: 'room',
    keyhole: 'room',
    inClosed: 'privy',
    inKeyhole: 'store-room',
  },
  {
    lo: 3,
    hi: 3,
    kind: '3',
    open: 'corridor',
    closed: 'corridor',
    keyhole: 'corridor',
    inClosed: 'privy',
    inKeyhole: 'store-room',
  },
  {
    lo: 4,
    hi: 4,
    kind: '4',
    open: 'kitchen-dining',
    closed: 'kitchen-dining',
    keyhole: 'kitchen-dining',
    inClosed: 'privy',
    inKeyhole: 'store-room',
  },
  {
    lo: 5,
    hi: 5,
    kind: '5',
    open: 'kitchen-dining',
    closed: 'kitchen-dining',
    keyhole: 'bedroom-complex',
    inClosed: 'store-room',
    inKeyhole: 'bedroom',
  },
  {
    lo: 6,
    hi: 6,
    kind: '6',
    open: 'kitchen-dining',
    closed: 'corridor',
    keyhole: 'corridor',
    inClosed: 'store-room',
    inKeyhole: 'bedroom',
  },
  {
    lo: 7,
    hi: 7,
    kind: '7',
    open: 'bunkroom',
    closed: 'bunkroom',
    keyhole: 'bunkroom',
    inClosed: 'store-room',
    inKeyhole: 'bedroom',
  },
  {
    lo: 8,
    hi: 8,
    kind: '8',
    open: 'bunkroom',
    closed: 'bunkroom',
    keyhole: 'temple-shrine',
    inClosed: 'store-room',
    inKeyhole: 'bedroom',
  },
  {
    lo: 9,
    hi: 9,
    kind: '9',
    open: 'armory',
    closed: 'armory',
    keyhole: 'armory',
    inClosed: 'bedroom',
    inKeyhole: 'bedroom',
  },
  {
    lo: 10,
    hi: 10,
    kind: '10',
    open: 'bedroom-complex',
    closed: 'great-hall',
    keyhole: 'great-hall',
    inClosed: 'bedroom',
    inKeyhole: 'bedroom',
  },
  {
    lo: 11,
    hi: 11,
    kind: '11',
    open: 'bedroom-complex',
    closed: 'bedroom-complex',
    keyhole: 'bedroom-complex',
    inClosed: 'bedroom',
    inKeyhole: 'bedroom',
  },
  {
    lo: 12,
    hi: 12,
    kind: '12',
    open: 'bedroom-complex',
    closed: 'bedroom-complex',
    keyhole: 'bedroom-complex',
    inClosed: 'empty',
    inKeyhole: 'empty',
  },
] as const satisfies readonly {
  lo: number;
  hi: number;
  kind: string;
  open: Leads;
  closed: Leads;
  keyhole: Leads;
  inClosed: Leads;
  inKeyhole: Leads;
}[];

/** Table 18 notes: chances as [n, in]. */
export const TABLE_18_NOTES = {
  doorTrapped: [1, 36],
  keyholeDoorTrapped: [1, 18],
  monstersUnoccupied: [2, 6],
  monstersOccupied: [5, 6],
  feature: [1, 6],
  hiddenTreasureIntact: [1, 18],
  hiddenTreasureLooted: [1, 36],
} as const;
// Table 18 per-bunk chests and weapons by state: state, chest chance, weapon chance ([n, in]).
export const TABLE_18_PER_BUNK = [
  { kind: 'active', chest: [1, 2], weapon: [1, 2] },
  { kind: 'in-use-unoccupied', chest: [1, 2], weapon: [1, 6] },
  { kind: 'looted', chest: [1, 6], weapon: [1, 12] },
] as const;
// Table 18 door quality, d6: lo, hi, exterior closed, exterior keyhole, interior closed,
// interior keyhole.
export const TABLE_18_DOOR_QUALITY = [
  {
    lo: 1,
    hi: 1,
    kind: '1',
    closed: 'simple',
    keyhole: 'simple',
    inClosed: 'simple',
    inKeyhole: 'simple',
  },
  {
    lo: 2,
    hi: 2,
    kind: '2',
    closed: 'simple',
    keyhole: 'good',
    inClosed: 'simple',
    inKeyhole: 'good',
  },
  {
    lo: 3,
    hi: 3,
    kind: '3',
    closed: 'good',
    keyhole: 'good',
    inClosed: 'simple',
    inKeyhole: 'good',
  },
  {
    lo: 4,
    hi: 4,
    kind: '4',
    closed: 'good',
    keyhole: 'strong',
    inClosed: 'simple',
    inKeyhole: 'good',
  },
  {
    lo: 5,
    hi: 5,
    kind: '5',
    closed: 'strong',
    keyhole: 'strong',
    inClosed: 'good',
    inKeyhole: 'good',
  },
  {
    lo: 6,
    hi: 6,
    kind: '6',
    closed: 'strong',
    keyhole: 'strong',
    inClosed: 'strong',
    inKeyhole: 'strong',
  },
] as const satisfies readonly {
  lo: number;
  hi: number;
  kind: string;
  closed: DoorQuality;
  keyhole: DoorQuality;
  inClosed: DoorQuality;
  inKeyhole: DoorQuality;
}[];

// Table 19 door dice, d6, for door #1 (entry) and doors #2, #4 (sides): lo, hi, kind.
// DEFECT: the faces the text leaves out (6 for #1 and #2/#4, 6 for #3) are read as "no door".
export const TABLE_19_DOOR = {
  entry: [
    { lo: 1, hi: 2, kind: 'open' },
    { lo: 3, hi: 4, kind: 'closed' },
    { lo: 5, hi: 5, kind: 'keyhole' },
    { lo: 6, hi: 6, kind: 'no-exit' },
  ],
  side: [
    { lo: 1, hi: 1, kind: 'open' },
    { lo: 2, hi: 3, kind: 'closed' },
    { lo: 4, hi: 5, kind: 'keyhole' },
    { lo: 6, hi: 6, kind: 'no-exit' },
  ],
  throne: [
    { lo: 1, hi: 2, kind: 'closed' },
    { lo: 3, hi: 5, kind: 'keyhole' },
    { lo: 6, hi: 6, kind: 'no-exit' },
  ],
} as const;

type Row3 = { lo: number; hi: number; kind: string; open: Leads; closed: Leads; keyhole: Leads };
const r3 = <const A extends Leads, const B extends Leads, const C extends Leads>(
  lo: number,
  hi: number,
  open: A,
  closed: B,
  keyhole: C,
) => ({ lo, hi, kind: lo === hi ? String(lo) : `${lo}-${hi}`, open, closed, keyhole }) as const;

// Table 19, Great Hall Doors, d12: lo, hi, open, closed, keyhole, for door #1 (entry, opposite the
// throne), doors #2 and #4 (sides) and door #3 (by the throne; no open column).
export const TABLE_19 = {
  entry: [
    r3(1, 3, 'guardroom', 'guardroom', 'bedroom-complex'),
    r3(4, 4, 'room', 'room', 'room'),
    r3(5, 5, 'room', 'bedroom-complex', 'bedroom-complex'),
    r3(6, 6, 'corridor', 'corridor', 'corridor'),
    r3(7, 7, 'corridor', 'armory', 'armory'),
    r3(8, 8, 'corridor', 'bunkroom', 'bunkroom'),
    r3(9, 9, 'corridor', 'bunkroom', 'temple-shrine'),
    r3(10, 11, 'kitchen-dining', 'kitchen-dining', 'kitchen-dining'),
    r3(12, 12, 'kitchen-dining', 'corridor', 'corridor'),
  ],
  side: [
    r3(1, 1, 'guardroom', 'guardroom', 'guardroom'),
    r3(2, 2, 'guardroom', 'throne-room', 'throne-room'),
    r3(3, 3, 'throne-room', 'throne-room', 'throne-room'),
    r3(4, 4, 'temple-shrine', 'temple-shrine', 'temple-shrine'),
    r3(5, 5, 'room', 'room', 'room'),
    r3(6, 6, 'room', 'bunkroom', 'bedroom-complex'),
    r3(7, 7, 'corridor', 'corridor', 'bedroom-complex'),
    r3(8, 8, 'corridor', 'bedroom-complex', 'bunkroom'),
    r3(9, 9, 'bedroom-complex', 'bedroom-complex', 'bedroom-complex'),
    r3(10, 10, 'kitchen-dining', 'bunkroom', 'bunkroom'),
    r3(11, 11, 'kitchen-dining', 'kitchen-dining', 'corridor'),
    r3(12, 12, 'kitchen-dining', 'kitchen-dining', 'kitchen-dining'),
  ],
  throne: [
    r3(1, 1, 'corridor', 'corridor', 'corridor'),
    r3(2, 6, 'bedroom-complex', 'bedroom-complex', 'bedroom-complex'),
    r3(7, 7, 'corridor', 'corridor', 'bedroom-complex'),
    r3(8, 8, 'bedroom-complex', 'bedroom-complex', 'bedroom-complex'),
    r3(9, 9, 'bunkroom', 'bunkroom', 'bedroom-complex'),
    r3(10, 11, 'bunkroom', 'bunkroom', 'bunkroom'),
    r3(12, 12, 'kitchen-dining', 'kitchen-dining', 'kitchen-dining'),
  ],
} as const satisfies Record<'entry' | 'side' | 'throne', readonly Row3[]>;
/** Table 19 notes: monsters on d6 4-6; door traps [n, in]; +1 on door #3's strength roll. */
export const TABLE_19_NOTES = {
  monsterFrom: 4,
  doorTrapped: [1, 36],
  keyholeDoorTrapped: [1, 12],
  throneDoorStrengthModifier: 1,
} as const;
// Table 19 door strength, d6 (door #3 adds 1, capped at 6): lo, hi, closed, keyhole.
export const TABLE_19_DOOR_QUALITY = [
  { lo: 1, hi: 1, kind: '1', closed: 'simple', keyhole: 'good' },
  { lo: 2, hi: 2, kind: '2', closed: 'good', keyhole: 'good' },
  { lo: 3, hi: 3, kind: '3', closed: 'good', keyhole: 'strong' },
  { lo: 4, hi: 5, kind: '4-5', closed: 'strong', keyhole: 'strong' },
  { lo: 6, hi: 6, kind: '6', closed: 'strong', keyhole: 'special' },
] as const satisfies readonly {
  lo: number;
  hi: number;
  kind: string;
  closed: DoorQuality;
  keyhole: DoorQuality;
}[];

// Table 20 door die, d6: lo, hi, kind.
export const TABLE_20_DOOR = [
  { lo: 1, hi: 1, kind: 'none' },
  { lo: 2, hi: 2, kind: 'closed' },
  { lo: 3, hi: 4, kind: 'keyhole' },
  { lo: 5, hi: 6, kind: 'no-exit' },
] as const;
// Table 20, Temple / Shrine Doors and Rooms, d12: lo, hi, no door, door, keyhole.
export const TABLE_20 = [
  r3(1, 5, 'corridor', 'corridor', 'corridor'),
  r3(6, 6, 'room', 'room', 'store-room'),
  r3(7, 7, 'room-complex', 'room-complex', 'room-complex'),
  r3(8, 8, 'corridor', 'bunkroom', 'bunkroom'),
  r3(9, 9, 'corridor', 'corridor', 'kitchen-dining'),
  r3(10, 10, 'corridor', 'corridor', 'prison'),
  r3(11, 11, 'corridor', 'great-hall', 'great-hall-or-throne-room'),
  r3(12, 12, 'bedroom-complex', 'bedroom-complex', 'bedroom-complex'),
] as const satisfies readonly Row3[];

// Table 21, Terminal Doors, d6: lo, hi, kind, size in feet [w, l] with the fall-backs that fit.
export const TABLE_21 = [
  {
    lo: 1,
    hi: 1,
    kind: 'terminal-room-small',
    sizes: [
      [10, 10],
      [10, 20],
    ],
  },
  {
    lo: 2,
    hi: 2,
    kind: 'terminal-room',
    sizes: [
      [20, 15],
      [10, 15],
      [10, 10],
    ],
  },
  {
    lo: 3,
    hi: 3,
    kind: 'terminal-room',
    sizes: [
      [20, 15],
      [10, 20],
      [10, 10],
    ],
  },
  { lo: 4, hi: 4, kind: 'steps', sizes: [] },
  { lo: 5, hi: 5, kind: 'small-terminal-passage', sizes: [] },
  { lo: 6, hi: 6, kind: 'other', sizes: [] },
] as const;
// Table 21 "other", d6: lo, hi, kind.
export const TABLE_21_OTHER = [
  { lo: 1, hi: 1, kind: 'false-door' },
  { lo: 2, hi: 2, kind: 'cave-in' },
  { lo: 3, hi: 4, kind: 'false-door-with-trap' },
  { lo: 5, hi: 5, kind: 'edge-link' },
  { lo: 6, hi: 6, kind: 'secret-door' },
] as const;

/** Terminal-room contents: what it holds, and `lt` (looted) or a chance of value as [n, in]. */
export type TerminalContents =
  | 'empty'
  | 'shrine'
  | 'stores'
  | 'stores-looted'
  | 'stores-1-in-6'
  | 'stores-1-in-2'
  | 'vault-1-in-2'
  | 'bedroom'
  | 'bedroom-looted'
  | 'armory'
  | 'privy';
export type TerminalContext = 'room' | 'cavern' | 'living-quarters';

type RowT = {
  lo: number;
  hi: number;
  kind: string;
  closed: TerminalContents;
  keyhole: TerminalContents;
};
const rt = <const A extends TerminalContents, const B extends TerminalContents>(
  lo: number,
  hi: number,
  closed: A,
  keyhole: B,
) => ({ lo, hi, kind: lo === hi ? String(lo) : `${lo}-${hi}`, closed, keyhole }) as const;

// Terminal Room (nominally 20x15 ft), d12 per context: lo, hi, closed door, keyhole door.
export const TERMINAL_ROOM = {
  room: [
    rt(1, 3, 'empty', 'empty'),
    rt(4, 4, 'empty', 'shrine'),
    rt(5, 6, 'empty', 'stores-looted'),
    rt(7, 7, 'empty', 'stores-1-in-6'),
    rt(8, 8, 'empty', 'stores-1-in-2'),
    rt(9, 10, 'empty', 'stores'),
    rt(11, 11, 'stores-1-in-6', 'vault-1-in-2'),
    rt(12, 12, 'bedroom-looted', 'bedroom'),
  ],
  cavern: [
    rt(1, 4, 'empty', 'empty'),
    rt(5, 6, 'empty', 'stores-looted'),
    rt(7, 7, 'empty', 'stores-1-in-6'),
    rt(8, 8, 'empty', 'stores-1-in-2'),
    rt(9, 10, 'empty', 'stores'),
    rt(11, 11, 'stores-looted', 'stores-looted'),
    rt(12, 12, 'bedroom-looted', 'bedroom'),
  ],
  'living-quarters': [
    rt(1, 1, 'empty', 'empty'),
    rt(2, 3, 'empty', 'stores'),
    rt(4, 4, 'stores', 'shrine'),
    rt(5, 6, 'stores', 'stores'),
    rt(7, 7, 'stores', 'armory'),
    rt(8, 8, 'stores', 'bedroom'),
    rt(9, 10, 'privy', 'bedroom'),
    rt(11, 12, 'bedroom', 'bedroom'),
  ],
} as const satisfies Record<TerminalContext, readonly RowT[]>;

// Secret doors (text 1088-1098): situation, chance as [n, in].
export const SECRET_DOOR_ODDS = [
  { kind: 'blank-wall', chance: [1, 36] },
  { kind: 'terminal-room-or-passage', chance: [1, 18] },
  { kind: 'pointless-passage', chance: [1, 12] },
] as const;
export type SecretDoorSituation = (typeof SECRET_DOOR_ODDS)[number]['kind'];

/** Hidden treasure (text 1008-1023): base chance [n, in] and search DC = 20 + dungeon level. */
export const HIDDEN_TREASURE = {
  cavern: [1, 36],
  room: [1, 18],
  searchDcBase: 20,
  roundsPerSearcherPer40ftRoom: 64,
} as const;
/** Traps in caverns and undesignated rooms guard treasure 1 time in 3 (text 995-997). */
export const TRAP_GUARDS_TREASURE = [1, 3] as const;
