/**
 * The d20 selection tables over the tile catalogue (Tables 2, 7, 8, 11, 12, 16), the entry pick,
 * the corridor far-end table and the X / X' choice. All are REPLACEMENTS: our copy of the text
 * lost them (they were on index cards, text 163-164). A table is rolled for the hand the new tile
 * must offer: leaving by an LH portal needs an RH tile (text 250-252).
 */
import type { Hand, TileId } from './catalogue';

type Pick = { readonly lo: number; readonly hi: number; readonly kind: TileId | 'big-special' };

// Table 2, caverns by the hand needed, d20 (LH 19, RH 10 and 20: big/special, text 279-281): lo, hi, tile.
export const TABLE_2 = {
  LH: [
    { lo: 1, hi: 1, kind: 'cavern-I' },
    { lo: 2, hi: 2, kind: 'cavern-III' },
    { lo: 3, hi: 3, kind: 'cavern-IV' },
    { lo: 4, hi: 4, kind: 'cavern-V' },
    { lo: 5, hi: 5, kind: 'cavern-VII' },
    { lo: 6, hi: 6, kind: 'cavern-VIII' },
    { lo: 7, hi: 7, kind: 'cavern-IX' },
    { lo: 8, hi: 8, kind: 'cavern-X' },
    { lo: 9, hi: 9, kind: 'cavern-XI' },
    { lo: 10, hi: 10, kind: 'cavern-XII' },
    { lo: 11, hi: 11, kind: 'cavern-XIII' },
    { lo: 12, hi: 12, kind: 'cavern-XIV' },
    { lo: 13, hi: 13, kind: 'cavern-XV' },
    { lo: 14, hi: 14, kind: 'cavern-XVII' },
    { lo: 15, hi: 15, kind: 'cavern-XVIII' },
    { lo: 16, hi: 16, kind: 'cavern-XIX' },
    { lo: 17, hi: 17, kind: 'cavern-I' },
    { lo: 18, hi: 18, kind: 'cavern-III' },
    { lo: 19, hi: 19, kind: 'big-special' },
    { lo: 20, hi: 20, kind: 'cavern-IV' },
  ],
  RH: [
    { lo: 1, hi: 1, kind: 'cavern-I' },
    { lo: 2, hi: 2, kind: 'cavern-II' },
    { lo: 3, hi: 3, kind: 'cavern-III' },
    { lo: 4, hi: 4, kind: 'cavern-VI' },
    { lo: 5, hi: 5, kind: 'cavern-VII' },
    { lo: 6, hi: 6, kind: 'cavern-VIII' },
    { lo: 7, hi: 7, kind: 'cavern-IX' },
    { lo: 8, hi: 8, kind: 'cavern-X' },
    { lo: 9, hi: 9, kind: 'cavern-XI' },
    { lo: 10, hi: 10, kind: 'big-special' },
    { lo: 11, hi: 11, kind: 'cavern-XII' },
    { lo: 12, hi: 12, kind: 'cavern-XIII' },
    { lo: 13, hi: 13, kind: 'cavern-XIV' },
    { lo: 14, hi: 14, kind: 'cavern-XX' },
    { lo: 15, hi: 15, kind: 'cavern-XV' },
    { lo: 16, hi: 16, kind: 'cavern-XVI' },
    { lo: 17, hi: 17, kind: 'cavern-XVII' },
    { lo: 18, hi: 18, kind: 'cavern-XVIII' },
    { lo: 19, hi: 19, kind: 'cavern-XIX' },
    { lo: 20, hi: 20, kind: 'big-special' },
  ],
} as const satisfies Record<Hand, readonly Pick[]>;

// Table 8, big/special caverns, d6: lo, hi, tile (only XXXII has an LH portal).
export const TABLE_8 = {
  LH: [{ lo: 1, hi: 6, kind: 'cavern-XXXII' }],
  RH: [
    { lo: 1, hi: 2, kind: 'cavern-XXX' },
    { lo: 3, hi: 4, kind: 'cavern-XXXI' },
    { lo: 5, hi: 6, kind: 'cavern-XXXII' },
  ],
} as const satisfies Record<Hand, readonly Pick[]>;

// Table 7, passageways, d20 (1-10 non-terminal, 11-20 terminal; a terminal one is turned over to fit): lo, hi, tile.
export const TABLE_7 = {
  LH: [
    { lo: 1, hi: 1, kind: 'passage-A1' },
    { lo: 2, hi: 2, kind: 'passage-A2' },
    { lo: 3, hi: 3, kind: 'passage-B1' },
    { lo: 4, hi: 4, kind: 'passage-B2' },
    { lo: 5, hi: 5, kind: 'passage-B3' },
    { lo: 6, hi: 6, kind: 'passage-B4' },
    { lo: 7, hi: 7, kind: 'passage-D1' },
    { lo: 8, hi: 8, kind: 'passage-E1' },
    { lo: 9, hi: 9, kind: 'passage-H1' },
    { lo: 10, hi: 10, kind: 'passage-J' },
    { lo: 11, hi: 11, kind: 'passage-M1' },
    { lo: 12, hi: 12, kind: 'passage-R2' },
    { lo: 13, hi: 13, kind: 'passage-N2' },
    { lo: 14, hi: 14, kind: 'passage-N4' },
    { lo: 15, hi: 15, kind: 'passage-O1' },
    { lo: 16, hi: 16, kind: 'passage-P2' },
    { lo: 17, hi: 17, kind: 'passage-Z' },
    { lo: 18, hi: 18, kind: 'passage-N1' },
    { lo: 19, hi: 19, kind: 'passage-O2' },
    { lo: 20, hi: 20, kind: 'passage-P1' },
  ],
  RH: [
    { lo: 1, hi: 1, kind: 'passage-A1' },
    { lo: 2, hi: 2, kind: 'passage-A2' },
    { lo: 3, hi: 3, kind: 'passage-B2' },
    { lo: 4, hi: 4, kind: 'passage-B4' },
    { lo: 5, hi: 5, kind: 'passage-C1' },
    { lo: 6, hi: 6, kind: 'passage-D1' },
    { lo: 7, hi: 7, kind: 'passage-F1' },
    { lo: 8, hi: 8, kind: 'passage-G1' },
    { lo: 9, hi: 9, kind: 'passage-H1' },
    { lo: 10, hi: 10, kind: 'passage-J' },
    { lo: 11, hi: 11, kind: 'passage-M2' },
    { lo: 12, hi: 12, kind: 'passage-R1' },
    { lo: 13, hi: 13, kind: 'passage-N1' },
    { lo: 14, hi: 14, kind: 'passage-N3' },
    { lo: 15, hi: 15, kind: 'passage-O2' },
    { lo: 16, hi: 16, kind: 'passage-P1' },
    { lo: 17, hi: 17, kind: 'passage-P3' },
    { lo: 18, hi: 18, kind: 'passage-N2' },
    { lo: 19, hi: 19, kind: 'passage-O1' },
    { lo: 20, hi: 20, kind: 'passage-Z' },
  ],
} as const satisfies Record<Hand, readonly Pick[]>;

// Table 11, undesignated rooms, d20 (20: a big room on Table 12; Room X is X or X' by ROOM_X_VARIANT): lo, hi, tile.
export const TABLE_11 = {
  LH: [
    { lo: 1, hi: 1, kind: 'room-I' },
    { lo: 2, hi: 2, kind: 'room-II' },
    { lo: 3, hi: 3, kind: 'room-III' },
    { lo: 4, hi: 4, kind: 'room-V' },
    { lo: 5, hi: 5, kind: 'room-VI' },
    { lo: 6, hi: 6, kind: 'room-VII' },
    { lo: 7, hi: 7, kind: 'room-VIII' },
    { lo: 8, hi: 8, kind: 'room-IX' },
    { lo: 9, hi: 9, kind: 'room-X' },
    { lo: 10, hi: 10, kind: 'room-XI' },
    { lo: 11, hi: 11, kind: 'room-XII' },
    { lo: 12, hi: 12, kind: 'room-XIII' },
    { lo: 13, hi: 13, kind: 'room-XIV' },
    { lo: 14, hi: 14, kind: 'room-XV' },
    { lo: 15, hi: 15, kind: 'room-XVII' },
    { lo: 16, hi: 16, kind: 'room-XVIII' },
    { lo: 17, hi: 17, kind: 'room-XIX' },
    { lo: 18, hi: 18, kind: 'room-I' },
    { lo: 19, hi: 19, kind: 'room-II' },
    { lo: 20, hi: 20, kind: 'big-special' },
  ],
  RH: [
    { lo: 1, hi: 1, kind: 'room-I' },
    { lo: 2, hi: 2, kind: 'room-II' },
    { lo: 3, hi: 3, kind: 'room-IV' },
    { lo: 4, hi: 4, kind: 'room-V' },
    { lo: 5, hi: 5, kind: 'room-VI' },
    { lo: 6, hi: 6, kind: 'room-VII' },
    { lo: 7, hi: 7, kind: 'room-VIII' },
    { lo: 8, hi: 8, kind: 'room-IX' },
    { lo: 9, hi: 9, kind: 'room-X' },
    { lo: 10, hi: 10, kind: 'room-XI' },
    { lo: 11, hi: 11, kind: 'room-XII' },
    { lo: 12, hi: 12, kind: 'room-XIII' },
    { lo: 13, hi: 13, kind: 'room-XIV' },
    { lo: 14, hi: 14, kind: 'room-XV' },
    { lo: 15, hi: 15, kind: 'room-XVI' },
    { lo: 16, hi: 16, kind: 'room-XVII' },
    { lo: 17, hi: 17, kind: 'room-XVIII' },
    { lo: 18, hi: 18, kind: 'room-XIX' },
    { lo: 19, hi: 19, kind: 'room-I' },
    { lo: 20, hi: 20, kind: 'big-special' },
  ],
} as const satisfies Record<Hand, readonly Pick[]>;

// Table 12, big undesignated rooms, d6: lo, hi, tile.
export const TABLE_12 = {
  LH: [
    { lo: 1, hi: 3, kind: 'room-LXXII' },
    { lo: 4, hi: 6, kind: 'room-LXXIII' },
  ],
  RH: [
    { lo: 1, hi: 3, kind: 'room-LXXII' },
    { lo: 4, hi: 6, kind: 'room-LXXIII' },
  ],
} as const satisfies Record<Hand, readonly Pick[]>;

// Table 16, corridors, d20: lo, hi, tile.
export const TABLE_16 = {
  LH: [
    { lo: 1, hi: 1, kind: 'corridor-A' },
    { lo: 2, hi: 2, kind: 'corridor-B' },
    { lo: 3, hi: 3, kind: 'corridor-C' },
    { lo: 4, hi: 4, kind: 'corridor-D' },
    { lo: 5, hi: 5, kind: 'corridor-E' },
    { lo: 6, hi: 6, kind: 'corridor-F' },
    { lo: 7, hi: 7, kind: 'corridor-G' },
    { lo: 8, hi: 8, kind: 'corridor-H' },
    { lo: 9, hi: 9, kind: 'corridor-A' },
    { lo: 10, hi: 10, kind: 'corridor-B' },
    { lo: 11, hi: 11, kind: 'corridor-C' },
    { lo: 12, hi: 12, kind: 'corridor-D' },
    { lo: 13, hi: 13, kind: 'corridor-E' },
    { lo: 14, hi: 14, kind: 'corridor-F' },
    { lo: 15, hi: 15, kind: 'corridor-G' },
    { lo: 16, hi: 16, kind: 'corridor-H' },
    { lo: 17, hi: 17, kind: 'corridor-A' },
    { lo: 18, hi: 18, kind: 'corridor-B' },
    { lo: 19, hi: 19, kind: 'corridor-C' },
    { lo: 20, hi: 20, kind: 'corridor-D' },
  ],
  RH: [
    { lo: 1, hi: 1, kind: 'corridor-A' },
    { lo: 2, hi: 2, kind: 'corridor-B' },
    { lo: 3, hi: 3, kind: 'corridor-D' },
    { lo: 4, hi: 4, kind: 'corridor-E' },
    { lo: 5, hi: 5, kind: 'corridor-F' },
    { lo: 6, hi: 6, kind: 'corridor-H' },
    { lo: 7, hi: 7, kind: 'corridor-A' },
    { lo: 8, hi: 8, kind: 'corridor-B' },
    { lo: 9, hi: 9, kind: 'corridor-D' },
    { lo: 10, hi: 10, kind: 'corridor-E' },
    { lo: 11, hi: 11, kind: 'corridor-F' },
    { lo: 12, hi: 12, kind: 'corridor-H' },
    { lo: 13, hi: 13, kind: 'corridor-A' },
    { lo: 14, hi: 14, kind: 'corridor-B' },
    { lo: 15, hi: 15, kind: 'corridor-D' },
    { lo: 16, hi: 16, kind: 'corridor-E' },
    { lo: 17, hi: 17, kind: 'corridor-F' },
    { lo: 18, hi: 18, kind: 'corridor-H' },
    { lo: 19, hi: 19, kind: 'corridor-A' },
    { lo: 20, hi: 20, kind: 'corridor-B' },
  ],
} as const satisfies Record<Hand, readonly Pick[]>;

// Room X (text 428-430): d6 lo, hi, which of the two tiles.
export const ROOM_X_VARIANT = [
  { lo: 1, hi: 3, kind: 'room-X' },
  { lo: 4, hi: 6, kind: "room-X'" },
] as const satisfies readonly Pick[];

// REPLACEMENT: the entry pick ("a random choice from among such tiles", text 62), d6: lo, hi, tile.
export const ENTRY_TILES = [
  { lo: 1, hi: 1, kind: 'entry-cave' },
  { lo: 2, hi: 2, kind: 'entry-hillside' },
  { lo: 3, hi: 3, kind: 'entry-double-doors' },
  { lo: 4, hi: 4, kind: 'entry-steps' },
  { lo: 5, hi: 5, kind: 'entry-sinkhole' },
  { lo: 6, hi: 6, kind: 'entry-shaft' },
] as const satisfies readonly Pick[];

// REPLACEMENT: Table 16's far-end table (lost), for each open end of a corridor, d12: lo, hi,
// what is there.
export const CORRIDOR_END = [
  { lo: 1, hi: 3, kind: 'corridor' },
  { lo: 4, hi: 6, kind: 'door' },
  { lo: 7, hi: 7, kind: 'room' },
  { lo: 8, hi: 8, kind: 'steps' },
  { lo: 9, hi: 9, kind: 'passage' },
  { lo: 10, hi: 10, kind: 'dead-end' },
  { lo: 11, hi: 11, kind: 'terminal-door' },
  { lo: 12, hi: 12, kind: 'cavern' },
] as const;

// REPLACEMENT: the double-door entry "more likely to enter a large room or corridor" (text
// 72-73), d6: lo, hi, what lies beyond.
export const ENTRY_DOUBLE_DOORS = [
  { lo: 1, hi: 3, kind: 'corridor' },
  { lo: 4, hi: 5, kind: 'room' },
  { lo: 6, hi: 6, kind: 'big-special-room' },
] as const;
