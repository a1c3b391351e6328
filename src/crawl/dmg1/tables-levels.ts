/**
 * DMG1 Appendix A, Tables VI to VIII: stairs and level links, tricks and traps, gas, caves and
 * caverns, pools, lakes and magic pools (source: dmg1-appendix-a.txt).
 */

// Table VI: d20 lo, hi, result, levels moved (negative = up), continues past it, egress-door
// chance in 20, link kind.
export const TABLE_VI = [
  { lo: 1, hi: 5, kind: 'down-1', levels: 1, continues: false, egress: 1, link: 'stairs' },
  { lo: 6, hi: 6, kind: 'down-2', levels: 2, continues: false, egress: 2, link: 'stairs' },
  { lo: 7, hi: 7, kind: 'down-3', levels: 3, continues: false, egress: 3, link: 'stairs' },
  { lo: 8, hi: 8, kind: 'up-1', levels: -1, continues: false, egress: 0, link: 'stairs' },
  {
    lo: 9,
    hi: 9,
    kind: 'up-dead-end',
    levels: 0,
    continues: false,
    egress: 0,
    link: 'dead-end-up',
  },
  {
    lo: 10,
    hi: 10,
    kind: 'down-dead-end',
    levels: 0,
    continues: false,
    egress: 0,
    link: 'dead-end-down',
  },
  { lo: 11, hi: 11, kind: 'chimney-up-1', levels: -1, continues: true, egress: 0, link: 'chimney' },
  { lo: 12, hi: 12, kind: 'chimney-up-2', levels: -2, continues: true, egress: 0, link: 'chimney' },
  {
    lo: 13,
    hi: 13,
    kind: 'chimney-down-2',
    levels: 2,
    continues: true,
    egress: 0,
    link: 'chimney',
  },
  {
    lo: 14,
    hi: 16,
    kind: 'trap-door-down-1',
    levels: 1,
    continues: true,
    egress: 0,
    link: 'trap-door',
  },
  {
    lo: 17,
    hi: 17,
    kind: 'trap-door-down-2',
    levels: 2,
    continues: true,
    egress: 0,
    link: 'trap-door',
  },
  {
    lo: 18,
    hi: 20,
    kind: 'up-1-down-2',
    levels: 1,
    continues: false,
    egress: 0,
    link: 'stairs-chamber',
  },
] as const;
export type StairsKind = (typeof TABLE_VI)[number]['kind'];
export type LinkKind = (typeof TABLE_VI)[number]['link'];

// Table VI dead ends: chance in 6 of a chute, and the levels it drops.
export const DEAD_END_CHUTE = { 'up-dead-end': 2, 'down-dead-end': 1 } as const;

// Table VII: d20 lo, hi, trick or trap.
export const TABLE_VII = [
  { lo: 1, hi: 5, kind: 'secret-door' },
  { lo: 6, hi: 7, kind: 'pit' },
  { lo: 8, hi: 8, kind: 'spiked-pit' },
  { lo: 9, hi: 9, kind: 'elevator-1' },
  { lo: 10, hi: 10, kind: 'elevator-2' },
  { lo: 11, hi: 11, kind: 'elevator-2-5' },
  { lo: 12, hi: 12, kind: 'sliding-wall' },
  { lo: 13, hi: 13, kind: 'oil-and-cinder' },
  { lo: 14, hi: 14, kind: 'crushing-pit' },
  { lo: 15, hi: 15, kind: 'arrow-trap' },
  { lo: 16, hi: 16, kind: 'spear-trap' },
  { lo: 17, hi: 17, kind: 'gas' },
  { lo: 18, hi: 18, kind: 'falling-door-or-stone' },
  { lo: 19, hi: 19, kind: 'illusory-wall' },
  { lo: 20, hi: 20, kind: 'chute' },
] as const;
export type TrapKind = (typeof TABLE_VII)[number]['kind'];

// Table VII secret doors: who searches, chance in 20 to find the door.
export const SECRET_DOOR_DETECTION = { 'non-elf': 3, elf: 5, 'magic-device': 18 } as const;
export type Searcher = keyof typeof SECRET_DOOR_DETECTION;

// Table VII 19: d20 lo, hi, what the illusory wall hides.
export const TABLE_VII_ILLUSION = [
  { lo: 1, hi: 6, kind: 'pit' },
  { lo: 7, hi: 10, kind: 'chute' },
  { lo: 11, hi: 20, kind: 'chamber' },
] as const;

// Table VII.A: d20 lo, hi, gas.
export const TABLE_VII_A = [
  { lo: 1, hi: 7, kind: 'obscures vision' },
  { lo: 8, hi: 9, kind: 'blinds 1-6 turns' },
  { lo: 10, hi: 12, kind: 'fear: run back 120 ft unless save vs magic' },
  { lo: 13, hi: 13, kind: 'sleep 2-12 turns' },
  { lo: 14, hi: 18, kind: 'strength +1-6 to fighters for 1-10 hours' },
  { lo: 19, hi: 19, kind: 'sickness: return to surface' },
  { lo: 20, hi: 20, kind: 'poison: save or die' },
] as const;

// Table VIII (caves): d20 lo, hi, cave, width x length ft of each part (the larger mammoth
// figures are ranges), pool (VIII.A) or lake (VIII.B) check.
export const TABLE_VIII = [
  { lo: 1, hi: 5, kind: 'cave-40x60', parts: [[40, 60]], water: 'none' },
  { lo: 6, hi: 7, kind: 'cave-50x75', parts: [[50, 75]], water: 'none' },
  {
    lo: 8,
    hi: 9,
    kind: 'double-cave-small',
    parts: [
      [20, 30],
      [60, 60],
    ],
    water: 'none',
  },
  {
    lo: 10,
    hi: 11,
    kind: 'double-cave-large',
    parts: [
      [35, 50],
      [80, 90],
    ],
    water: 'pool',
  },
  { lo: 12, hi: 14, kind: 'cavern-95x125', parts: [[95, 125]], water: 'pool' },
  { lo: 15, hi: 16, kind: 'cavern-120x150', parts: [[120, 150]], water: 'none' },
  { lo: 17, hi: 18, kind: 'cavern-150x200', parts: [[150, 200]], water: 'pool' },
  { lo: 19, hi: 20, kind: 'mammoth-cavern', parts: [[250, 350]], water: 'lake' },
] as const;
export type CaveKind = (typeof TABLE_VIII)[number]['kind'];

// Table VIII.A: d20 lo, hi, pool.
export const TABLE_VIII_A = [
  { lo: 1, hi: 8, kind: 'none' },
  { lo: 9, hi: 10, kind: 'pool' },
  { lo: 11, hi: 12, kind: 'pool-monster' },
  { lo: 13, hi: 18, kind: 'pool-monster-treasure' },
  { lo: 19, hi: 20, kind: 'magic-pool' },
] as const;

// Table VIII.B: d20 lo, hi, lake.
export const TABLE_VIII_B = [
  { lo: 1, hi: 10, kind: 'none' },
  { lo: 11, hi: 15, kind: 'lake' },
  { lo: 16, hi: 18, kind: 'lake-monsters' },
  { lo: 19, hi: 20, kind: 'enchanted-lake' },
] as const;

// Table VIII.C: d20 lo, hi, magic pool.
export const TABLE_VIII_C = [
  { lo: 1, hi: 8, kind: 'gold-transmuting' },
  { lo: 9, hi: 15, kind: 'characteristic' },
  { lo: 16, hi: 17, kind: 'talking-wish' },
  { lo: 18, hi: 20, kind: 'transporter' },
] as const;

// Table VIII.C gold: d20 lo, hi, gold becomes.
export const TABLE_VIII_C_GOLD = [
  { lo: 1, hi: 11, kind: 'platinum' },
  { lo: 12, hi: 20, kind: 'lead' },
] as const;

// Table VIII.C characteristic: d6 lo, hi, ability.
export const TABLE_VIII_C_ABILITY = [
  { lo: 1, hi: 1, kind: 'Strength' },
  { lo: 2, hi: 2, kind: 'Intelligence' },
  { lo: 3, hi: 3, kind: 'Wisdom' },
  { lo: 4, hi: 4, kind: 'Dexterity' },
  { lo: 5, hi: 5, kind: 'Constitution' },
  { lo: 6, hi: 6, kind: 'Charisma' },
] as const;

// Table VIII.C talking pool: d20 lo, hi, alignment.
export const TABLE_VIII_C_ALIGNMENT = [
  { lo: 1, hi: 6, kind: 'lawful good' },
  { lo: 7, hi: 9, kind: 'lawful evil' },
  { lo: 10, hi: 12, kind: 'chaotic good' },
  { lo: 13, hi: 17, kind: 'chaotic evil' },
  { lo: 18, hi: 20, kind: 'neutral' },
] as const;

// Table VIII.C transporter: d20 lo, hi, destination.
export const TABLE_VIII_C_TRANSPORT = [
  { lo: 1, hi: 7, kind: 'back to the surface' },
  { lo: 8, hi: 12, kind: 'elsewhere on this level' },
  { lo: 13, hi: 16, kind: 'one level down' },
  { lo: 17, hi: 20, kind: '100 miles away' },
] as const;

// Solo play: listening at a door (d12, 1 = a monster is there) and ESP or detection devices
// (d6, 1 = a thinking monster is there); unnoticed monsters surprise only on 1 in 8.
export const SOLO = { listenDie: 12, listenHit: 1, espDie: 6, espHit: 1, surpriseDie: 8 } as const;
