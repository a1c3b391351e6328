/**
 * A level-keyed monster list for "monster" results. Replacement: the DMG's dungeon encounter
 * matrix is not part of Appendix A (dmg1-appendix-a.txt), so this short list of our own stands in
 * for it. Rows are weighted, each band's weights summing to 20 so the key can print the band
 * as the level's d20 wandering-monster table; `number` is the dice for how many appear; hit
 * dice, armour class and attacks are the figures a referee needs at the table.
 */
import type { Rng } from '../../core/rng';

export interface MonsterRow {
  readonly weight: number;
  readonly name: string;
  readonly number: string;
  /** Thinking monsters show up to ESP and detection (solo rule). */
  readonly thinking: boolean;
  /** Hit dice, as a referee writes them ("1+1", "1/2"). */
  readonly hd: string;
  /** Armour class (lower is better). */
  readonly ac: number;
  /** Attacks and damage, and anything special, in a few words. */
  readonly does: string;
}

// Monsters for dungeon levels 1-2 (weights make a d20): weight, name, number appearing,
// thinking, hit dice, armour class, attacks.
const SHALLOW = [
  {
    weight: 4,
    name: 'giant rats',
    number: '3d6',
    thinking: false,
    hd: '1/2',
    ac: 7,
    does: 'bite 1-3, disease 1 in 20',
  },
  {
    weight: 3,
    name: 'kobolds',
    number: '4d4',
    thinking: true,
    hd: '1/2',
    ac: 7,
    does: 'weapon 1-6',
  },
  {
    weight: 3,
    name: 'goblins',
    number: '2d6',
    thinking: true,
    hd: '1-1',
    ac: 6,
    does: 'weapon 1-6',
  },
  { weight: 2, name: 'orcs', number: '2d4', thinking: true, hd: '1', ac: 6, does: 'weapon 1-8' },
  {
    weight: 2,
    name: 'skeletons',
    number: '1d6+1',
    thinking: false,
    hd: '1',
    ac: 7,
    does: 'weapon 1-6; turned by clerics',
  },
  {
    weight: 2,
    name: 'giant centipedes',
    number: '1d6',
    thinking: false,
    hd: '1/4',
    ac: 9,
    does: 'bite, weak poison, save at +4',
  },
  {
    weight: 2,
    name: 'fire beetles',
    number: '1d4',
    thinking: false,
    hd: '1+2',
    ac: 4,
    does: 'bite 2-8; glowing glands',
  },
  {
    weight: 1,
    name: 'bandits',
    number: '1d6+2',
    thinking: true,
    hd: '1',
    ac: 7,
    does: 'weapon 1-6',
  },
  {
    weight: 1,
    name: 'green slime',
    number: '1',
    thinking: false,
    hd: '2',
    ac: 9,
    does: 'turns flesh to slime; fire or cold kills it',
  },
] as const satisfies readonly MonsterRow[];

// Monsters for dungeon levels 3-4 (weights make a d20): weight, name, number appearing,
// thinking, hit dice, armour class, attacks.
const MIDDLE = [
  {
    weight: 4,
    name: 'hobgoblins',
    number: '2d6',
    thinking: true,
    hd: '1+1',
    ac: 5,
    does: 'weapon 1-8',
  },
  {
    weight: 4,
    name: 'zombies',
    number: '1d6+1',
    thinking: false,
    hd: '2',
    ac: 8,
    does: 'claw 1-8; always strike last',
  },
  { weight: 2, name: 'gnolls', number: '2d4', thinking: true, hd: '2', ac: 5, does: 'weapon 2-8' },
  {
    weight: 2,
    name: 'giant spiders',
    number: '1d3',
    thinking: false,
    hd: '4+4',
    ac: 4,
    does: 'bite 2-8, poison; webs',
  },
  {
    weight: 2,
    name: 'ghouls',
    number: '1d4',
    thinking: false,
    hd: '2',
    ac: 6,
    does: 'claws 1-3 x2, bite 1-6; touch paralyses',
  },
  {
    weight: 2,
    name: 'bugbears',
    number: '1d4',
    thinking: true,
    hd: '3+1',
    ac: 5,
    does: 'weapon 2-8; surprise on 1-3',
  },
  {
    weight: 1,
    name: 'gelatinous cube',
    number: '1',
    thinking: false,
    hd: '4',
    ac: 8,
    does: 'touch 2-8, paralyses; near invisible',
  },
  {
    weight: 2,
    name: 'lizard men',
    number: '2d4',
    thinking: true,
    hd: '2+1',
    ac: 5,
    does: 'claws 1-2 x2, bite 1-8',
  },
  {
    weight: 1,
    name: 'carrion crawler',
    number: '1',
    thinking: false,
    hd: '3+1',
    ac: 3,
    does: '8 tentacles paralyse',
  },
] as const satisfies readonly MonsterRow[];

// Monsters for dungeon levels 5-7 (weights make a d20): weight, name, number appearing,
// thinking, hit dice, armour class, attacks.
const DEEP = [
  {
    weight: 4,
    name: 'ogres',
    number: '1d4',
    thinking: true,
    hd: '4+1',
    ac: 5,
    does: 'weapon 1-10',
  },
  {
    weight: 3,
    name: 'wights',
    number: '1d4',
    thinking: false,
    hd: '4+3',
    ac: 5,
    does: 'claw 1-4, drains a level; silver or magic to hit',
  },
  {
    weight: 3,
    name: 'trolls',
    number: '1d2',
    thinking: true,
    hd: '6+6',
    ac: 4,
    does: 'claws 5-8 x2, bite 2-12; regenerate 3 hp a round',
  },
  {
    weight: 3,
    name: 'owlbears',
    number: '1d2',
    thinking: false,
    hd: '5+2',
    ac: 5,
    does: 'claws 1-6 x2, bite 2-12; hug 2-16',
  },
  {
    weight: 2,
    name: 'wraith',
    number: '1',
    thinking: false,
    hd: '5+3',
    ac: 4,
    does: 'touch 1-6, drains a level; silver or magic to hit',
  },
  {
    weight: 2,
    name: 'minotaur',
    number: '1',
    thinking: true,
    hd: '6+3',
    ac: 6,
    does: 'butt 2-8 or bite 1-4, weapon',
  },
  {
    weight: 1,
    name: 'ochre jelly',
    number: '1',
    thinking: false,
    hd: '6',
    ac: 8,
    does: 'touch 3-12 acid; lightning splits it',
  },
  {
    weight: 2,
    name: 'gargoyles',
    number: '1d4',
    thinking: true,
    hd: '4+4',
    ac: 5,
    does: 'claws 1-3 x2, bite 1-6, horn 1-4; magic to hit',
  },
] as const satisfies readonly MonsterRow[];

// Monsters for dungeon levels 8 and below (weights make a d20): weight, name, number appearing,
// thinking, hit dice, armour class, attacks.
const ABYSSAL = [
  {
    weight: 4,
    name: 'hill giants',
    number: '1d3',
    thinking: true,
    hd: '8+1-2',
    ac: 4,
    does: 'weapon 2-16; hurl rocks 2-16',
  },
  {
    weight: 3,
    name: 'spectre',
    number: '1',
    thinking: false,
    hd: '7+3',
    ac: 2,
    does: 'touch 1-8, drains two levels; magic to hit',
  },
  {
    weight: 3,
    name: 'mind flayer',
    number: '1',
    thinking: true,
    hd: '8+4',
    ac: 5,
    does: 'mind blast; tentacles eat the brain',
  },
  {
    weight: 3,
    name: 'umber hulk',
    number: '1',
    thinking: true,
    hd: '8+8',
    ac: 2,
    does: 'claws 3-12 x2, bite 2-10; gaze confuses',
  },
  {
    weight: 2,
    name: 'young red dragon',
    number: '1',
    thinking: true,
    hd: '9',
    ac: -1,
    does: 'claws 1-8 x2, bite 3-30; breathes fire',
  },
  {
    weight: 2,
    name: 'vampire',
    number: '1',
    thinking: true,
    hd: '8+3',
    ac: 1,
    does: 'touch 5-10, drains two levels; magic to hit',
  },
  {
    weight: 3,
    name: 'black pudding',
    number: '1',
    thinking: false,
    hd: '10',
    ac: 6,
    does: 'touch 3-24 acid; dissolves wood and metal',
  },
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

/** A monster's row by its name, plural or singular, on the level's list or any other. */
export function monsterRow(level: number, name: string): MonsterRow | undefined {
  const same = (r: MonsterRow) => r.name === name || singular(r.name) === name;
  const all: readonly MonsterRow[] = MONSTER_BANDS.flatMap((b): readonly MonsterRow[] => b.rows);
  return monstersFor(level).find(same) ?? all.find(same);
}

/** "HD 1+1, AC 5, weapon 1-8": a monster's figures for the key. */
export function monsterStats(r: MonsterRow): string {
  return `HD ${r.hd}, AC ${r.ac}, ${r.does}`;
}

/**
 * The level's list as a d20 table, the weights read as ranges in the list's order: the key's
 * wandering-monster table (Table I 20 and the referee's own checks roll on it).
 */
export function wanderingTable(level: number): { lo: number; hi: number; row: MonsterRow }[] {
  let lo = 1;
  return monstersFor(level).map((row) => {
    const out = { lo, hi: lo + row.weight - 1, row };
    lo += row.weight;
    return out;
  });
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

// REPLACEMENT: Appendix A sends a magic treasure to the Magic Items Table, which it does not
// print; each kind names its item on a d8 list of our own, common items of the period first
// (rows: kind, eight item names).
export const MAGIC_ITEM_NAMES: Readonly<
  Record<(typeof MAGIC_ITEMS)[number]['kind'], readonly string[]>
> = {
  potion: [
    'potion of healing',
    'potion of extra-healing',
    'potion of giant strength',
    'potion of invisibility',
    'potion of levitation',
    'potion of speed',
    'potion of fire resistance',
    'potion of heroism',
  ],
  scroll: [
    'scroll of 1 magic-user spell',
    'scroll of 2 magic-user spells',
    'scroll of 3 magic-user spells',
    'scroll of 1 cleric spell',
    'scroll of 2 cleric spells',
    'scroll of protection from undead',
    'scroll of protection from lycanthropes',
    'scroll of protection from magic',
  ],
  ring: [
    'ring of protection +1',
    'ring of invisibility',
    'ring of feather falling',
    'ring of fire resistance',
    'ring of swimming',
    'ring of warmth',
    'ring of water walking',
    'ring of spell turning',
  ],
  'rod, staff or wand': [
    'wand of magic missiles',
    'wand of paralyzation',
    'wand of fear',
    'wand of secret door and trap location',
    'wand of wonder',
    'staff of striking',
    'staff of curing',
    'rod of cancellation',
  ],
  'miscellaneous magic': [
    'bag of holding',
    'boots of elvenkind',
    'cloak of elvenkind',
    'gauntlets of ogre power',
    'rope of climbing',
    'decanter of endless water',
    'dust of appearance',
    'pipes of the sewers',
  ],
  'armor or shield': [
    'shield +1',
    'leather armor +1',
    'ring mail +1',
    'scale mail +1',
    'chain mail +1',
    'banded mail +1',
    'plate mail +1',
    'shield +2',
  ],
  sword: [
    'sword +1',
    'sword +1',
    'short sword +1',
    'sword +2',
    'sword +1, flame tongue',
    'sword +1, +2 vs. magic-using creatures',
    'sword +1, +3 vs. regenerating creatures',
    'sword -2 (cursed)',
  ],
  'miscellaneous weapon': [
    'dagger +1',
    'arrows +1 (2-24)',
    'crossbow bolts +2 (2-20)',
    'mace +1',
    'spear +1',
    'war hammer +1',
    'battle axe +1',
    'sling of seeking +2',
  ],
};

/** Which magic item: its kind by `MAGIC_ITEMS`' weights, then its name on that kind's d8 list. */
export function nameMagicItem(rng: Rng): string {
  const kind = rng.weighted(MAGIC_ITEMS).kind;
  const names = MAGIC_ITEM_NAMES[kind];
  return names[rng.d(names.length) - 1]!;
}

// REPLACEMENT: Appendix A gives gems and jewelry by count only (Table V.G); a gem's worth is
// rolled on this d% table of our own, in bands a referee of the period would know (rows: lo, hi,
// gold pieces).
export const GEM_VALUES = [
  { lo: 1, hi: 25, gp: 10 },
  { lo: 26, hi: 50, gp: 50 },
  { lo: 51, hi: 70, gp: 100 },
  { lo: 71, hi: 90, gp: 500 },
  { lo: 91, hi: 99, gp: 1000 },
  { lo: 100, hi: 100, gp: 5000 },
] as const;

/** REPLACEMENT: a piece of jewelry is worth 3d6 x 100 gp (our own figure; the appendix has none). */
export const JEWELRY_VALUE = { dice: '3d6', times: 100 } as const;

/** REPLACEMENT: coins in gold pieces (the appendix has no rates): 200 cp, 20 sp, 2 ep, 1/5 pp. */
export const COIN_GP: Readonly<Record<'cp' | 'sp' | 'ep' | 'gp' | 'pp', number>> = {
  cp: 1 / 200,
  sp: 1 / 20,
  ep: 1 / 2,
  gp: 1,
  pp: 5,
};
