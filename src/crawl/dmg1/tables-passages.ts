/**
 * DMG1 Appendix A, Tables I to IV: the periodic check, doors, side passages, passage widths,
 * special passages and turns (source: dmg1-appendix-a.txt). Die ranges as printed; `kind` names
 * the result for the step log and the handler that applies it.
 */

/** Eighths of a circle, negative to the left. */
export type Eighths = -3 | -2 | -1 | 0 | 1 | 2 | 3 | 4;

// Table I: d20 lo, hi, result, feet to the next check (0 = check again at once / none).
export const TABLE_I = [
  { lo: 1, hi: 2, kind: 'continue', checkFeet: 60 },
  { lo: 3, hi: 5, kind: 'door', checkFeet: 0 },
  { lo: 6, hi: 10, kind: 'side-passage', checkFeet: 30 },
  { lo: 11, hi: 13, kind: 'turn', checkFeet: 30 },
  { lo: 14, hi: 16, kind: 'chamber', checkFeet: 30 },
  { lo: 17, hi: 17, kind: 'stairs', checkFeet: 0 },
  { lo: 18, hi: 18, kind: 'dead-end', checkFeet: 0 },
  { lo: 19, hi: 19, kind: 'trick-trap', checkFeet: 30 },
  { lo: 20, hi: 20, kind: 'wandering-monster', checkFeet: 0 },
] as const;
export type PeriodicKind = (typeof TABLE_I)[number]['kind'];

// Table II (location): d20 lo, hi, side of the passage the door is in.
export const TABLE_II_LOCATION = [
  { lo: 1, hi: 6, kind: 'left' },
  { lo: 7, hi: 12, kind: 'right' },
  { lo: 13, hi: 20, kind: 'ahead' },
] as const;
export type DoorLocation = (typeof TABLE_II_LOCATION)[number]['kind'];

// Table II (space beyond): d20 lo, hi, what lies beyond the door.
export const TABLE_II_BEYOND = [
  { lo: 1, hi: 4, kind: 'parallel-passage' },
  { lo: 5, hi: 8, kind: 'passage-ahead' },
  { lo: 9, hi: 9, kind: 'passage-45-ahead' },
  { lo: 10, hi: 10, kind: 'passage-45-behind' },
  { lo: 11, hi: 18, kind: 'room' },
  { lo: 19, hi: 20, kind: 'chamber' },
] as const;
export type BeyondKind = (typeof TABLE_II_BEYOND)[number]['kind'];

/** A branch of a side passage: heading relative to the passage, and a curve flag for drawing. */
export interface Branch {
  readonly turn: Eighths;
  readonly curve: boolean;
}

// Table III: d20 lo, hi, side passage, branches (relative headings), does the passage go on.
export const TABLE_III = [
  { lo: 1, hi: 2, kind: 'left-90', branches: [{ turn: -2, curve: false }], continues: true },
  { lo: 3, hi: 4, kind: 'right-90', branches: [{ turn: 2, curve: false }], continues: true },
  { lo: 5, hi: 5, kind: 'left-45-ahead', branches: [{ turn: -1, curve: false }], continues: true },
  { lo: 6, hi: 6, kind: 'right-45-ahead', branches: [{ turn: 1, curve: false }], continues: true },
  { lo: 7, hi: 7, kind: 'left-45-behind', branches: [{ turn: -3, curve: false }], continues: true },
  { lo: 8, hi: 8, kind: 'right-45-behind', branches: [{ turn: 3, curve: false }], continues: true },
  { lo: 9, hi: 9, kind: 'left-curve-45', branches: [{ turn: -1, curve: true }], continues: true },
  { lo: 10, hi: 10, kind: 'right-curve-45', branches: [{ turn: 1, curve: true }], continues: true },
  {
    lo: 11,
    hi: 13,
    kind: 'passage-t',
    branches: [
      { turn: -2, curve: false },
      { turn: 2, curve: false },
    ],
    continues: false,
  },
  {
    lo: 14,
    hi: 15,
    kind: 'passage-y',
    branches: [
      { turn: -1, curve: false },
      { turn: 1, curve: false },
    ],
    continues: false,
  },
  {
    lo: 16,
    hi: 19,
    kind: 'four-way',
    branches: [
      { turn: -2, curve: false },
      { turn: 2, curve: false },
    ],
    continues: true,
  },
  {
    lo: 20,
    hi: 20,
    kind: 'passage-x',
    branches: [
      { turn: -1, curve: false },
      { turn: 1, curve: false },
      { turn: -3, curve: false },
      { turn: 3, curve: false },
    ],
    continues: false,
  },
] as const satisfies readonly {
  lo: number;
  hi: number;
  kind: string;
  branches: readonly Branch[];
  continues: boolean;
}[];

// Table III.A: d20 lo, hi, passage width in feet (0 = special passage, Table III.B).
export const TABLE_III_A = [
  { lo: 1, hi: 12, kind: '10 ft', feet: 10 },
  { lo: 13, hi: 16, kind: '20 ft', feet: 20 },
  { lo: 17, hi: 17, kind: '30 ft', feet: 30 },
  { lo: 18, hi: 18, kind: '5 ft', feet: 5 },
  { lo: 19, hi: 20, kind: 'special', feet: 0 },
] as const;

// Table III.B: d20 lo, hi, special passage, passage width ft, water or chasm width ft.
export const TABLE_III_B = [
  { lo: 1, hi: 4, kind: 'columns-center', feet: 40, crossing: 0 },
  { lo: 5, hi: 7, kind: 'double-columns-40', feet: 40, crossing: 0 },
  { lo: 8, hi: 10, kind: 'double-columns-50', feet: 50, crossing: 0 },
  { lo: 11, hi: 12, kind: 'galleries', feet: 50, crossing: 0 },
  { lo: 13, hi: 15, kind: 'stream', feet: 10, crossing: 10 },
  { lo: 16, hi: 17, kind: 'river-20', feet: 10, crossing: 20 },
  { lo: 18, hi: 18, kind: 'river-40', feet: 10, crossing: 40 },
  { lo: 19, hi: 19, kind: 'river-60', feet: 10, crossing: 60 },
  { lo: 20, hi: 20, kind: 'chasm', feet: 10, crossing: 20 },
] as const;
export type SpecialKind = (typeof TABLE_III_B)[number]['kind'];

// Table III.B galleries: d20 lo, hi, where the stairs up to the galleries are.
export const TABLE_III_B_GALLERY_STAIRS = [
  { lo: 1, hi: 15, kind: 'at-end' },
  { lo: 16, hi: 20, kind: 'at-start' },
] as const;

// Table III.B galleries: d20 lo, hi, what a stairway result at the passage does to the end stairs.
export const TABLE_III_B_GALLERY_STAIRWAY = [
  { lo: 1, hi: 10, kind: 'replaces' },
  { lo: 11, hi: 20, kind: 'supplements' },
] as const;

// Table III.B stream: d20 lo, hi, crossing.
export const TABLE_III_B_STREAM = [
  { lo: 1, hi: 15, kind: 'bridge' },
  { lo: 16, hi: 20, kind: 'obstacle' },
] as const;

// Table III.B river: d20 lo, hi, crossing.
export const TABLE_III_B_RIVER = [
  { lo: 1, hi: 10, kind: 'bridge' },
  { lo: 11, hi: 15, kind: 'boat' },
  { lo: 16, hi: 20, kind: 'obstacle' },
] as const;

// Table III.B river boat: d20 lo, hi, bank the boat is on (50% either).
export const TABLE_III_B_BOAT_BANK = [
  { lo: 1, hi: 10, kind: 'near-bank' },
  { lo: 11, hi: 20, kind: 'far-bank' },
] as const;

// Table III.B chasm: d20 lo, hi, crossing.
export const TABLE_III_B_CHASM = [
  { lo: 1, hi: 10, kind: 'bridge' },
  { lo: 11, hi: 15, kind: 'jumping-place' },
  { lo: 16, hi: 20, kind: 'obstacle' },
] as const;

// Table IV: d20 lo, hi, turn, relative heading.
export const TABLE_IV = [
  { lo: 1, hi: 8, kind: 'left-90', turn: -2 },
  { lo: 9, hi: 9, kind: 'left-45-ahead', turn: -1 },
  { lo: 10, hi: 10, kind: 'left-45-behind', turn: -3 },
  { lo: 11, hi: 18, kind: 'right-90', turn: 2 },
  { lo: 19, hi: 19, kind: 'right-45-ahead', turn: 1 },
  { lo: 20, hi: 20, kind: 'right-45-behind', turn: 3 },
] as const;
