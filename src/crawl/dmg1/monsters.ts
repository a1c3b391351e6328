/**
 * A level-keyed monster list for "monster" results. Replacement: the DMG's dungeon encounter
 * matrix is not part of Appendix A (dmg1-appendix-a.txt), so this short list of our own stands in
 * for it. Rows are weighted; `number` is the dice for how many appear.
 */
import type { Rng } from '../../core/rng';

export interface MonsterRow {
  readonly weight: number;
  readonly name: string;
  readonly number: string;
  /** Thinking monsters show up to ESP and detection (solo rule). */
  readonly thinking: boolean;
}

// Monsters for dungeon levels 1-2: weight, name, number appearing, thinking.
const SHALLOW = [
  { weight: 3, name: 'giant rats', number: '3d6', thinking: false },
  { weight: 3, name: 'kobolds', number: '4d4', thinking: true },
  { weight: 3, name: 'goblins', number: '2d6', thinking: true },
  { weight: 2, name: 'orcs', number: '2d4', thinking: true },
  { weight: 2, name: 'skeletons', number: '1d6+1', thinking: false },
  { weight: 2, name: 'giant centipedes', number: '1d6', thinking: false },
  { weight: 2, name: 'fire beetles', number: '1d4', thinking: false },
  { weight: 1, name: 'bandits', number: '1d6+2', thinking: true },
  { weight: 1, name: 'green slime', number: '1', thinking: false },
] as const satisfies readonly MonsterRow[];

// Monsters for dungeon levels 3-4: weight, name, number appearing, thinking.
const MIDDLE = [
  { weight: 3, name: 'hobgoblins', number: '2d6', thinking: true },
  { weight: 3, name: 'zombies', number: '1d6+1', thinking: false },
  { weight: 2, name: 'gnolls', number: '2d4', thinking: true },
  { weight: 2, name: 'giant spiders', number: '1d3', thinking: false },
  { weight: 2, name: 'ghouls', number: '1d4', thinking: false },
  { weight: 2, name: 'bugbears', number: '1d4', thinking: true },
  { weight: 1, name: 'gelatinous cube', number: '1', thinking: false },
  { weight: 1, name: 'lizard men', number: '2d4', thinking: true },
  { weight: 1, name: 'carrion crawler', number: '1', thinking: false },
] as const satisfies readonly MonsterRow[];

// Monsters for dungeon levels 5-7: weight, name, number appearing, thinking.
const DEEP = [
  { weight: 3, name: 'ogres', number: '1d4', thinking: true },
  { weight: 2, name: 'wights', number: '1d4', thinking: false },
  { weight: 2, name: 'trolls', number: '1d2', thinking: true },
  { weight: 2, name: 'owlbears', number: '1d2', thinking: false },
  { weight: 2, name: 'wraith', number: '1', thinking: false },
  { weight: 1, name: 'minotaur', number: '1', thinking: true },
  { weight: 1, name: 'ochre jelly', number: '1', thinking: false },
  { weight: 1, name: 'gargoyles', number: '1d4', thinking: true },
] as const satisfies readonly MonsterRow[];

// Monsters for dungeon levels 8 and below: weight, name, number appearing, thinking.
const ABYSSAL = [
  { weight: 3, name: 'hill giants', number: '1d3', thinking: true },
  { weight: 2, name: 'spectre', number: '1', thinking: false },
  { weight: 2, name: 'mind flayer', number: '1', thinking: true },
  { weight: 2, name: 'umber hulk', number: '1', thinking: true },
  { weight: 1, name: 'young red dragon', number: '1', thinking: true },
  { weight: 1, name: 'vampire', number: '1', thinking: true },
  { weight: 1, name: 'black pudding', number: '1', thinking: false },
] as const satisfies readonly MonsterRow[];

// Level bands: highest level of the band, the list it uses.
export const MONSTER_BANDS = [
  { upTo: 2, rows: SHALLOW },
  { upTo: 4, rows: MIDDLE },
  { upTo: 7, rows: DEEP },
  { upTo: Infinity, rows: ABYSSAL },
] as const;

/**
 * One of a kind the list names in the plural: "giant rats" → "giant rat", "lizard men" →
 * "lizard man"; a name already singular ("gelatinous cube", "wraith") stays.
 */
export function singular(name: string): string {
  if (name.endsWith('men')) return `${name.slice(0, -3)}man`;
  if (name.endsWith('s')) return name.slice(0, -1);
  return name;
}

/** The monster list for a dungeon level. */
export function monstersFor(level: number): readonly MonsterRow[] {
  return (MONSTER_BANDS.find((b) => level <= b.upTo) ?? MONSTER_BANDS[3]).rows;
}

/**
 * Pick a monster for a level: identity and number from the flavour stream (the substance roll
 * already decided that a monster is there).
 */
export function rollMonster(
  level: number,
  flavour: Rng,
  thinkingOnly = false,
): { name: string; number: number; thinking: boolean } {
  const rows = monstersFor(level).filter((r) => r.thinking || !thinkingOnly);
  const row = flavour.weighted(rows.length > 0 ? rows : monstersFor(level));
  const number = Math.max(1, flavour.roll(row.number));
  return { name: number === 1 ? singular(row.name) : row.name, number, thinking: row.thinking };
}

// Magic item kinds for Table V.G 98-00 (the DMG's magic items table is not in the appendix):
// weight, kind.
export const MAGIC_ITEMS = [
  { weight: 20, kind: 'potion' },
  { weight: 15, kind: 'scroll' },
  { weight: 5, kind: 'ring' },
  { weight: 5, kind: 'rod, staff or wand' },
  { weight: 6, kind: 'miscellaneous magic' },
  { weight: 5, kind: 'armor or shield' },
  { weight: 7, kind: 'sword' },
  { weight: 7, kind: 'miscellaneous weapon' },
] as const;
