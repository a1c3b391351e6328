/**
 * DMG1 Appendix A, Tables V to V.J: chambers and rooms, unusual shapes and sizes, exits,
 * contents and treasure (source: dmg1-appendix-a.txt).
 */

// Table V: d20 lo, hi, chamber width x length ft, room width x length ft (0 = unusual, V.A/V.B).
export const TABLE_V = [
  { lo: 1, hi: 2, kind: 'square-small', chamber: [20, 20], room: [10, 10] },
  { lo: 3, hi: 4, kind: 'square-20', chamber: [20, 20], room: [20, 20] },
  { lo: 5, hi: 6, kind: 'square-30', chamber: [30, 30], room: [30, 30] },
  { lo: 7, hi: 8, kind: 'square-40', chamber: [40, 40], room: [40, 40] },
  { lo: 9, hi: 10, kind: 'rect-small', chamber: [20, 30], room: [10, 20] },
  { lo: 11, hi: 13, kind: 'rect-20x30', chamber: [20, 30], room: [20, 30] },
  { lo: 14, hi: 15, kind: 'rect-medium', chamber: [30, 50], room: [20, 40] },
  { lo: 16, hi: 17, kind: 'rect-large', chamber: [40, 60], room: [30, 40] },
  { lo: 18, hi: 20, kind: 'unusual', chamber: [0, 0], room: [0, 0] },
] as const;

// Table V.A: d20 lo, hi, unusual shape.
export const TABLE_V_A = [
  { lo: 1, hi: 5, kind: 'circular' },
  { lo: 6, hi: 8, kind: 'triangular' },
  { lo: 9, hi: 11, kind: 'trapezoidal' },
  { lo: 12, hi: 13, kind: 'odd' },
  { lo: 14, hi: 15, kind: 'oval' },
  { lo: 16, hi: 17, kind: 'hexagonal' },
  { lo: 18, hi: 19, kind: 'octagonal' },
  { lo: 20, hi: 20, kind: 'cave' },
] as const;
export type UnusualShape = (typeof TABLE_V_A)[number]['kind'];

// Table V.A circular rooms: d20 lo, hi, what is in the middle.
export const TABLE_V_A_CIRCULAR = [
  { lo: 1, hi: 5, kind: 'pool' },
  { lo: 6, hi: 7, kind: 'well' },
  { lo: 8, hi: 10, kind: 'shaft' },
  { lo: 11, hi: 20, kind: 'normal' },
] as const;

// Table V.B: d20 lo, hi, area sq ft (0 = roll again and add to the 9-10 area, doubling each time).
export const TABLE_V_B = [
  { lo: 1, hi: 3, kind: '500', area: 500 },
  { lo: 4, hi: 6, kind: '900', area: 900 },
  { lo: 7, hi: 8, kind: '1300', area: 1300 },
  { lo: 9, hi: 10, kind: '2000', area: 2000 },
  { lo: 11, hi: 12, kind: '2700', area: 2700 },
  { lo: 13, hi: 14, kind: '3400', area: 3400 },
  { lo: 15, hi: 20, kind: 'roll-again-add', area: 0 },
] as const;

// Table V.C: d20 lo, hi, area limit sq ft, exits at or under the limit, exits over it
// (-1 = none but check walls for secret doors, -4 = d4 exits; any size when limit is Infinity).
export const TABLE_V_C = [
  { lo: 1, hi: 3, kind: '1-or-2', limit: 600, small: 1, large: 2, swap: false },
  { lo: 4, hi: 6, kind: '2-or-3', limit: 600, small: 2, large: 3, swap: false },
  { lo: 7, hi: 9, kind: '3-or-4', limit: 600, small: 3, large: 4, swap: false },
  { lo: 10, hi: 12, kind: 'none-or-1-1200', limit: 1200, small: -1, large: 1, swap: false },
  { lo: 13, hi: 15, kind: 'none-or-1-1600', limit: 1600, small: -1, large: 1, swap: false },
  { lo: 16, hi: 18, kind: 'd4', limit: Infinity, small: -4, large: -4, swap: false },
  { lo: 19, hi: 20, kind: '1-swapped', limit: Infinity, small: 1, large: 1, swap: true },
] as const;

// Table V.D: d20 lo, hi, wall the exit is in, relative to the way in (eighths of a circle).
export const TABLE_V_D = [
  { lo: 1, hi: 7, kind: 'opposite', turn: 0 },
  { lo: 8, hi: 12, kind: 'left', turn: -2 },
  { lo: 13, hi: 17, kind: 'right', turn: 2 },
  { lo: 18, hi: 20, kind: 'same', turn: 4 },
] as const;

// Table V.D note: d20 lo, hi, an exit into already-mapped space becomes...
export const TABLE_V_D_MAPPED = [
  { lo: 1, hi: 5, kind: 'secret-door' },
  { lo: 6, hi: 10, kind: 'one-way-door' },
  { lo: 11, hi: 20, kind: 'opposite-direction' },
] as const;

// Table V.D note, as used for dead ends and exitless rooms: d20 lo, hi, secret door found.
export const SECRET_DOOR_CHECK = [
  { lo: 1, hi: 5, kind: 'secret-door' },
  { lo: 6, hi: 20, kind: 'solid' },
] as const;

// Table V.E: d20 lo, hi, heading of a passage exit (eighths; the preferred side first).
export const TABLE_V_E = [
  { lo: 1, hi: 16, kind: 'straight', turns: [0] },
  { lo: 17, hi: 18, kind: '45-left-right', turns: [-1, 1] },
  { lo: 19, hi: 20, kind: '45-right-left', turns: [1, -1] },
] as const;

// Table V.F: d20 lo, hi, contents.
export const TABLE_V_F = [
  { lo: 1, hi: 12, kind: 'empty' },
  { lo: 13, hi: 14, kind: 'monster' },
  { lo: 15, hi: 17, kind: 'monster-treasure' },
  { lo: 18, hi: 18, kind: 'special-stairs' },
  { lo: 19, hi: 19, kind: 'trick-trap' },
  { lo: 20, hi: 20, kind: 'treasure' },
] as const;
export type ContentsKind = (typeof TABLE_V_F)[number]['kind'];

// Table V.F special: d20 lo, hi, stairway, levels (negative = up), third flight is a slanting passage.
export const TABLE_V_F_STAIRS = [
  { lo: 1, hi: 5, kind: 'up-1', levels: -1 },
  { lo: 6, hi: 8, kind: 'up-2', levels: -2 },
  { lo: 9, hi: 14, kind: 'down-1', levels: 1 },
  { lo: 15, hi: 19, kind: 'down-2', levels: 2 },
  { lo: 20, hi: 20, kind: 'down-3', levels: 3 },
] as const;

// Table V.G: d% lo, hi, treasure, amount per dungeon level (dice for gems).
export const TABLE_V_G = [
  { lo: 1, hi: 25, kind: 'cp', perLevel: 1000 },
  { lo: 26, hi: 50, kind: 'sp', perLevel: 1000 },
  { lo: 51, hi: 65, kind: 'ep', perLevel: 750 },
  { lo: 66, hi: 80, kind: 'gp', perLevel: 250 },
  { lo: 81, hi: 90, kind: 'pp', perLevel: 100 },
  { lo: 91, hi: 94, kind: 'gems', perLevel: 0 },
  { lo: 95, hi: 97, kind: 'jewelry', perLevel: 1 },
  { lo: 98, hi: 100, kind: 'magic', perLevel: 0 },
] as const;

// Table V.H: d20 lo, hi, container.
export const TABLE_V_H = [
  { lo: 1, hi: 2, kind: 'bags' },
  { lo: 3, hi: 4, kind: 'sacks' },
  { lo: 5, hi: 6, kind: 'small coffers' },
  { lo: 7, hi: 8, kind: 'chests' },
  { lo: 9, hi: 10, kind: 'huge chests' },
  { lo: 11, hi: 12, kind: 'pottery jars' },
  { lo: 13, hi: 14, kind: 'metal urns' },
  { lo: 15, hi: 16, kind: 'stone containers' },
  { lo: 17, hi: 18, kind: 'iron trunks' },
  { lo: 19, hi: 20, kind: 'loose' },
] as const;

// Table V.H note: d20 lo, hi, protection.
export const TABLE_V_H_PROTECTION = [
  { lo: 1, hi: 8, kind: 'guarded' },
  { lo: 9, hi: 20, kind: 'hidden' },
] as const;

// Table V.I: d20 lo, hi, guard on the treasure.
export const TABLE_V_I = [
  { lo: 1, hi: 2, kind: 'contact poison on container' },
  { lo: 3, hi: 4, kind: 'contact poison on treasure' },
  { lo: 5, hi: 6, kind: 'poisoned needles in lock' },
  { lo: 7, hi: 7, kind: 'poisoned needles in handles' },
  { lo: 8, hi: 8, kind: 'spring darts from front' },
  { lo: 9, hi: 9, kind: 'spring darts up from top' },
  { lo: 10, hi: 10, kind: 'spring darts up from inside bottom' },
  { lo: 11, hi: 12, kind: 'blade scything across inside' },
  { lo: 13, hi: 13, kind: 'poisonous insects or reptiles inside' },
  { lo: 14, hi: 14, kind: 'gas released on opening' },
  { lo: 15, hi: 15, kind: 'trapdoor in front of container' },
  { lo: 16, hi: 16, kind: 'trapdoor 6 ft in front of container' },
  { lo: 17, hi: 17, kind: 'stone block drops in front' },
  { lo: 18, hi: 18, kind: 'spears from walls on opening' },
  { lo: 19, hi: 19, kind: 'explosive runes' },
  { lo: 20, hi: 20, kind: 'symbol' },
] as const;

// Table V.J: d20 lo, hi, how the treasure is hidden.
export const TABLE_V_J = [
  { lo: 1, hi: 3, kind: 'invisibility' },
  { lo: 4, hi: 5, kind: 'illusion' },
  { lo: 6, hi: 6, kind: 'secret space under container' },
  { lo: 7, hi: 8, kind: 'secret compartment in container' },
  { lo: 9, hi: 9, kind: 'inside an ordinary item in plain view' },
  { lo: 10, hi: 10, kind: 'disguised as something else' },
  { lo: 11, hi: 11, kind: 'under trash or dung' },
  { lo: 12, hi: 13, kind: 'under a loose floor stone' },
  { lo: 14, hi: 15, kind: 'behind a loose wall stone' },
  { lo: 16, hi: 20, kind: 'in a secret room nearby' },
] as const;
