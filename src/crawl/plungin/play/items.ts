/**
 * Items beyond keys and potions (dungeon-plungin-rules.txt, Treasure 1247-1360, Experience
 * Points 1371-1394): equipment with its bonuses and weak pieces, cursed equipment that forces
 * itself on its finder and stays until a potion or the town priest lifts it, spellbooks (learned
 * in town or read once as a consumable), Tomes of Knowledge studied in town for XP, Library XP,
 * Recipes that turn reagents into items, and Properties that store what the heroes cannot carry.
 * Imports only the state's types: the play's phases call in through small hooks.
 */
import type { Rng } from '../../../core/rng';
import { check, logged, showDice, type LoggedDie } from './checks';
import { SPELL_BOOK, type School } from './heroes';
import type { HeroSheet, SpellId } from './party.schema';

type Stats = HeroSheet['stats'];

export type ListKind =
  | 'weapon'
  | 'shield'
  | 'armour'
  | 'attire'
  | 'potion'
  | 'spellbook'
  | 'tome'
  | 'recipe'
  | 'backpack';

/** One row of the Item List. */
export interface ListedItem {
  readonly id: string;
  readonly name: string;
  readonly kind: ListKind;
  /** Town price in gold (sold for half); null: no price, it cannot be bought or sold (1346-1350). */
  readonly price: number | null;
  /** Weapon Bonus or Armor Bonus: extra dice. */
  readonly bonus?: number;
  readonly range?: number;
  /** Breaks on a fumble (rules 739-748). */
  readonly weak?: boolean;
  readonly cursed?: boolean;
  /** What the piece adds to or takes from the wearer's stats (attire; a cursed piece's penalty). */
  readonly mods?: Partial<Stats>;
  /** An attire's place on the body: two pieces may not share one, but for two rings (1309-1312). */
  readonly wornOn?: 'head' | 'cloak' | 'neck' | 'feet' | 'hands' | 'ring';
  readonly potion?: 'heal' | 'revive' | 'uncurse';
  readonly spell?: SpellId;
  /** A Tome of Knowledge's XP (rules 1383-1385). */
  readonly xp?: number;
  /** A recipe's product. */
  readonly recipe?: string;
}

// REPLACEMENT: a small Item List of our design (the Spell Book's Item List is lost, rules 28, 673, 1271): prices, weapons, shields, armour and attire with their bonuses, weak pieces, four cursed pieces, three potions, a spellbook per spell, two Tomes of Knowledge, two recipes and the backpack.
export const ITEM_LIST = [
  { id: 'dagger', name: 'Dagger', kind: 'weapon', price: 10, bonus: 1, range: 0, weak: true },
  { id: 'mace', name: 'Mace', kind: 'weapon', price: 30, bonus: 1, range: 0 },
  { id: 'sword', name: 'Sword', kind: 'weapon', price: 60, bonus: 2, range: 0 },
  { id: 'war-axe', name: 'War Axe', kind: 'weapon', price: 150, bonus: 3, range: 0 },
  { id: 'short-bow', name: 'Short Bow', kind: 'weapon', price: 40, bonus: 1, range: 6 },
  { id: 'long-bow', name: 'Long Bow', kind: 'weapon', price: 120, bonus: 2, range: 8 },
  { id: 'staff', name: 'Staff', kind: 'weapon', price: 10, bonus: 1, range: 0 },
  { id: 'wooden-shield', name: 'Wooden Shield', kind: 'shield', price: 15, bonus: 1, weak: true },
  { id: 'iron-shield', name: 'Iron Shield', kind: 'shield', price: 80, bonus: 2 },
  { id: 'leather-armour', name: 'Leather Armour', kind: 'armour', price: 25, bonus: 1 },
  { id: 'chain-mail', name: 'Chain Mail', kind: 'armour', price: 60, bonus: 1 },
  { id: 'plate-armour', name: 'Plate Armour', kind: 'armour', price: 200, bonus: 2 },
  {
    id: 'iron-helm',
    name: 'Iron Helm',
    kind: 'attire',
    price: 40,
    wornOn: 'head',
    mods: { RES: 1 },
  },
  {
    id: 'boots-of-striding',
    name: 'Boots of Striding',
    kind: 'attire',
    price: 90,
    wornOn: 'feet',
    mods: { MOV: 1 },
  },
  {
    id: 'ring-of-wits',
    name: 'Ring of Wits',
    kind: 'attire',
    price: 80,
    wornOn: 'ring',
    mods: { WIT: 1 },
  },
  {
    id: 'cursed-helm',
    name: 'Helm of Folly',
    kind: 'attire',
    price: null,
    cursed: true,
    wornOn: 'head',
    mods: { WIT: -2 },
  },
  {
    id: 'cursed-ring',
    name: 'Ring of Frailty',
    kind: 'attire',
    price: null,
    cursed: true,
    wornOn: 'ring',
    mods: { LIFE: -1 },
  },
  {
    id: 'cursed-blade',
    name: 'Bloodthirsty Blade',
    kind: 'weapon',
    price: null,
    cursed: true,
    bonus: 2,
    range: 0,
    mods: { DEF: -1 },
  },
  {
    id: 'cursed-mail',
    name: 'Mail of Lead',
    kind: 'armour',
    price: null,
    cursed: true,
    bonus: 1,
    mods: { MOV: -2 },
  },
  { id: 'healing-potion', name: 'Healing Potion', kind: 'potion', price: 25, potion: 'heal' },
  { id: 'revival-potion', name: 'Revival Draught', kind: 'potion', price: 120, potion: 'revive' },
  { id: 'holy-water', name: 'Holy Water', kind: 'potion', price: 40, potion: 'uncurse' },
  {
    id: 'book-healing',
    name: 'Spellbook of Healing',
    kind: 'spellbook',
    price: 150,
    spell: 'healing',
  },
  { id: 'book-pulse', name: 'Spellbook of Pulse', kind: 'spellbook', price: 120, spell: 'pulse' },
  {
    id: 'book-magic-shield',
    name: 'Spellbook of Magic Shield',
    kind: 'spellbook',
    price: 100,
    spell: 'magic-shield',
  },
  { id: 'tome-lesser', name: 'Tome of Knowledge (50 XP)', kind: 'tome', price: null, xp: 50 },
  { id: 'tome-greater', name: 'Tome of Knowledge (150 XP)', kind: 'tome', price: null, xp: 150 },
  {
    id: 'recipe-healing',
    name: 'Recipe: Healing Potion',
    kind: 'recipe',
    price: 60,
    recipe: 'healing-potion',
  },
  {
    id: 'recipe-holy-water',
    name: 'Recipe: Holy Water',
    kind: 'recipe',
    price: 80,
    recipe: 'holy-water',
  },
  { id: 'backpack', name: 'Backpack', kind: 'backpack', price: 50 },
] as const satisfies readonly ListedItem[];

export type ListedId = (typeof ITEM_LIST)[number]['id'];

const BY_ID: ReadonlyMap<string, ListedItem> = new Map(ITEM_LIST.map((i) => [i.id, i]));
const BY_NAME: ReadonlyMap<string, ListedItem> = new Map(
  ITEM_LIST.map((i) => [i.name.toLowerCase(), i]),
);

export const listedItem = (id: string): ListedItem => {
  const it = BY_ID.get(id);
  if (!it) throw new Error(`no listed item ${id}`);
  return it;
};

/**
 * What a found or carried thing is on the Item List.
 * READING: a pack item plays as the Item List row of the same name; otherwise "Tome of Knowledge" with "N XP" in its name or description is a tome of N XP, "Spellbook of <spell>" that spell's book, and a name with "Cursed" a cursed trinket worn as attire with WIT -1.
 */
export function listed(it: {
  readonly name: string;
  readonly description?: string;
}): ListedItem | null {
  const exact = BY_NAME.get(it.name.toLowerCase());
  if (exact) return exact;
  const words = `${it.name} ${it.description ?? ''}`;
  if (/tome of knowledge/i.test(it.name)) {
    const xp = /(\d+)\s*XP/i.exec(words);
    return { id: 'tome', name: it.name, kind: 'tome', price: null, xp: xp ? Number(xp[1]) : 0 };
  }
  const book = /spellbook of (.+)$/i.exec(it.name);
  if (book) {
    const spell = (Object.keys(SPELL_BOOK) as SpellId[]).find(
      (s) => SPELL_BOOK[s].name.toLowerCase() === book[1]!.trim().toLowerCase(),
    );
    if (spell) return { id: `book-${spell}`, name: it.name, kind: 'spellbook', price: null, spell };
  }
  if (/\bcursed\b/i.test(it.name))
    return {
      id: 'cursed',
      name: it.name,
      kind: 'attire',
      price: null,
      cursed: true,
      wornOn: 'neck',
      mods: { WIT: -1 },
    };
  return null;
}

// ---------------------------------------------------------------------------------------------
// A hero's worn gear

/** One worn piece. */
export interface Piece {
  readonly name: string;
  readonly bonus: number;
  readonly range: number;
  readonly weak: boolean;
  readonly cursed: boolean;
  readonly mods: Partial<Stats>;
  readonly wornOn?: string;
}

/** Weapon, shield, armour and up to four attire (rules 1296-1312). */
export interface Gear {
  weapon: Piece | null;
  shield: Piece | null;
  armour: Piece | null;
  attire: Piece[];
}

export function pieceOf(it: ListedItem): Piece {
  return {
    name: it.name,
    bonus: it.bonus ?? 0,
    range: it.range ?? 0,
    weak: it.weak ?? false,
    cursed: it.cursed ?? false,
    mods: it.mods ?? {},
    ...(it.wornOn ? { wornOn: it.wornOn } : {}),
  };
}

/** A party document's kit as gear: attire names read on the Item List where they appear there. */
export function gearOfSheet(h: HeroSheet): Gear {
  const plain = (name: string, bonus: number, range: number, weak: boolean): Piece => ({
    name,
    bonus,
    range,
    weak,
    cursed: false,
    mods: {},
  });
  return {
    weapon: h.weapon ? plain(h.weapon.name, h.weapon.bonus, h.weapon.range, h.weapon.weak) : null,
    shield: h.shield ? plain(h.shield.name, h.shield.bonus, 0, h.shield.weak) : null,
    armour: h.armour ? plain(h.armour.name, h.armour.bonus, 0, h.armour.weak) : null,
    attire: h.attire.map((a) => {
      const l = listed({ name: a });
      return l && l.kind === 'attire' ? pieceOf(l) : plain(a, 0, 0, false);
    }),
  };
}

const STAT_NAMES = ['ATK', 'DEF', 'MAG', 'MOV', 'LIFE', 'RES', 'DEX', 'WIT'] as const;

/**
 * What the gear does to the stats: attire bonuses do not stack (the highest bonus and the worst
 * penalty to each stat count), more than four attire and none works (rules 1305-1310); a worn
 * weapon, shield or armour adds its own penalty.
 * READING: an attire's bonus and another's penalty to the same stat both count (the rules name the highest bonus, and the worst penalty for cursed equipment).
 */
export function gearMods(gear: Gear): Stats {
  const out: Stats = { ATK: 0, DEF: 0, MAG: 0, MOV: 0, LIFE: 0, RES: 0, DEX: 0, WIT: 0 };
  const attire = gear.attire.length > 4 ? [] : gear.attire;
  for (const s of STAT_NAMES) {
    const vals = attire.map((a) => a.mods[s] ?? 0);
    out[s] += Math.max(0, ...vals) + Math.min(0, ...vals);
    for (const p of [gear.weapon, gear.shield, gear.armour]) out[s] += p?.mods[s] ?? 0;
  }
  return out;
}

/** Base stats with the gear on, kept within the party sheet's bounds (MOV and LIFE at least 1). */
export function wornStats(base: Stats, gear: Gear): Stats {
  const m = gearMods(gear);
  const out = { ...base };
  for (const s of STAT_NAMES)
    out[s] = Math.max(s === 'MOV' || s === 'LIFE' ? 1 : 0, base[s] + m[s]);
  return out;
}

/**
 * A cursed piece forces itself on its finder (rules 1330-1337): the piece in its place goes to
 * the hero's carried slots (lost when none is free). A cursed shield goes into the off hand; a
 * cursed attire takes the place of the piece worn on the same spot, else of a plain piece (our
 * policy: the attire that gives least), else fills a free place.
 * Returns what was set aside (null: nothing), and whether it found room.
 */
export function equipCursed(
  gear: Gear,
  it: ListedItem,
  freeSlot: boolean,
): { off: Piece | null; kept: boolean } {
  const p = pieceOf(it);
  let off: Piece | null = null;
  if (it.kind === 'weapon') [off, gear.weapon] = [gear.weapon, p];
  else if (it.kind === 'shield') [off, gear.shield] = [gear.shield, p];
  else if (it.kind === 'armour') [off, gear.armour] = [gear.armour, p];
  else {
    const same =
      it.wornOn === 'ring'
        ? gear.attire.filter((a) => a.wornOn === 'ring').length >= 2
          ? gear.attire.findIndex((a) => a.wornOn === 'ring' && !a.cursed)
          : -1
        : gear.attire.findIndex((a) => a.wornOn === it.wornOn && !a.cursed);
    const give = (a: Piece) => STAT_NAMES.reduce((n, s) => n + (a.mods[s] ?? 0), 0);
    let at = same;
    if (at < 0 && gear.attire.length >= 4) {
      const plain = gear.attire
        .map((a, i) => [a, i] as const)
        .filter(([a]) => !a.cursed)
        .sort((x, y) => give(x[0]) - give(y[0]) || x[1] - y[1]);
      at = plain[0]?.[1] ?? -1;
    }
    if (at >= 0) off = gear.attire.splice(at, 1, p)[0]!;
    else gear.attire.push(p);
  }
  return { off, kept: off !== null && freeSlot };
}

/**
 * Lift the curses a hero wears (Holy Water, or the town priest): each cursed piece is thrown
 * away (it has no price) and its place stays empty until the hero takes up another.
 */
export function liftCurses(gear: Gear): string[] {
  const gone: string[] = [];
  for (const k of ['weapon', 'shield', 'armour'] as const) {
    const p = gear[k];
    if (p?.cursed) {
      gone.push(p.name);
      gear[k] = null;
    }
  }
  gear.attire = gear.attire.filter((a) => {
    if (a.cursed) gone.push(a.name);
    return !a.cursed;
  });
  return gone;
}

export const cursedPieces = (gear: Gear): Piece[] =>
  [gear.weapon, gear.shield, gear.armour, ...gear.attire].filter(
    (p): p is Piece => p !== null && p.cursed,
  );

// ---------------------------------------------------------------------------------------------
// Spellbooks, tomes, libraries, recipes, properties

/**
 * A spell's difficulty (rules 817-822; our Spell Book gives one per School that teaches it): the
 * easiest among `schools` (a hero's Magic Schools), or among every School that teaches it when
 * none are named (a spellbook, the sheets); null when none of them does. The one reading of the
 * Spell Book's difficulties: casting, reading a book and the sheets all ask here.
 */
export function easiestDifficulty(spell: SpellId, schools?: readonly School[]): number | null {
  const table: Readonly<Partial<Record<School, number>>> = SPELL_BOOK[spell].difficulty;
  let best: number | null = null;
  for (const s of schools ?? (Object.keys(table) as School[])) {
    const d = table[s];
    if (d !== undefined && (best === null || d < best)) best = d;
  }
  return best;
}

/**
 * A spellbook read in the dungeon as a consumable (rules 1316-1320): no MAG check, but the
 * reader's MAG must reach the spell's difficulty; the book is spent.
 */
export function canReadBook(mag: number, spell: SpellId): boolean {
  // The spell's easiest School: reading a book needs no School of one's own (rules 1316-1320).
  const dif = easiestDifficulty(spell);
  return dif !== null && mag >= dif;
}

/**
 * Who learns a spellbook brought to town (rules 1313-1316): our policy, the hero with the most
 * MAG who does not know the spell yet (first in marching order on a tie); none with no MAG.
 */
export function bookLearner<
  H extends { readonly id: string; readonly mag: number; readonly known: readonly SpellId[] },
>(heroes: readonly H[], spell: SpellId): H | null {
  let best: H | null = null;
  for (const h of heroes)
    if (h.mag > 0 && !h.known.includes(spell) && (best === null || h.mag > best.mag)) best = h;
  return best;
}

/**
 * Library XP (rules 1386): a special location whose name holds "Library" gives the XP its
 * description names, once, when first found.
 * READING: the quest names a library's XP as "N XP" in the special location's description; a library that names none gives none.
 */
export function libraryXp(special: {
  readonly name: string;
  readonly description: string;
}): number {
  if (!/library/i.test(special.name)) return 0;
  const m = /(\d+)\s*XP/i.exec(special.description);
  return m ? Number(m[1]) : 0;
}

/** A recipe (rules 1267-1271): a reagent (a valuable worth at least so much), gold, maybe a check. */
export interface Recipe {
  readonly makes: ListedId;
  readonly reagentWorth: number;
  readonly gold: number;
  readonly check?: { readonly stat: 'MAG' | 'WIT' | 'DEX'; readonly difficulty: number };
}

// REPLACEMENT: two recipes of our design for the Item List's recipe books: a Healing Potion from a valuable worth 10 gold or more and 5 gold; Holy Water from a valuable worth 15 or more, 10 gold and a Dif. 2 MAG check (only a Magic School hero can make it).
export const RECIPES: Readonly<Record<string, Recipe>> = {
  'recipe-healing': { makes: 'healing-potion', reagentWorth: 10, gold: 5 },
  'recipe-holy-water': {
    makes: 'holy-water',
    reagentWorth: 15,
    gold: 10,
    check: { stat: 'MAG', difficulty: 2 },
  },
};

/**
 * Try a recipe: the cheapest reagent that will do, the gold, the check by the crafter with the
 * most of its stat; on a failed check the reagent is spent and nothing is made.
 * READING: a failed crafting check spends the reagent and the gold, as a fumbled spell is spent.
 */
export function craft(
  rng: Rng,
  recipe: Recipe,
  reagents: { name: string; value: number }[],
  gold: number,
  crafter: { readonly name: string; readonly stats: Stats } | null,
): { made: boolean; reagent: string | null; gold: number; text: string; dice: LoggedDie[] } {
  const usable = reagents
    .map((r, i) => [r, i] as const)
    .filter(([r]) => r.value >= recipe.reagentWorth)
    .sort((a, b) => a[0].value - b[0].value || a[1] - b[1]);
  const product = listedItem(recipe.makes).name;
  const pick = usable[0];
  if (
    !pick ||
    gold < recipe.gold ||
    (recipe.check && (!crafter || crafter.stats[recipe.check.stat] === 0))
  )
    return { made: false, reagent: null, gold: 0, text: '', dice: [] };
  reagents.splice(pick[1], 1);
  if (!recipe.check)
    return {
      made: true,
      reagent: pick[0].name,
      gold: recipe.gold,
      text: `the ${pick[0].name} and ${recipe.gold} gold make a ${product}`,
      dice: [],
    };
  const c = check(rng, crafter!.stats[recipe.check.stat], recipe.check.difficulty);
  return {
    made: c.passed,
    reagent: pick[0].name,
    gold: recipe.gold,
    text: `${crafter!.name} works the ${pick[0].name} into ${product}: ${recipe.check.stat} ${showDice(c)} ${c.passed ? 'succeeds' : 'fails, the reagent is spoilt'}`,
    dice: logged(c, `${crafter!.name}'s ${recipe.check.stat} for the ${product}`),
  };
}

/** A place to store items in town (rules 1273-1276). */
export interface Property {
  readonly id: string;
  readonly name: string;
  readonly slots: number;
  readonly price: number;
}

// REPLACEMENT: the Properties of our design: the communal chest every party starts with (4 items, the rules' figure), a rented room (+4 for 150 gold) and a town house (+12 for 600 gold).
export const PROPERTIES = [
  { id: 'chest', name: 'Communal Chest', slots: 4, price: 0 },
  { id: 'room', name: 'Rented Room', slots: 4, price: 150 },
  { id: 'house', name: 'Town House', slots: 12, price: 600 },
] as const satisfies readonly Property[];

/**
 * Storage of the properties held; under Gold Rush each hero buys his own at a quarter of the
 * price and it holds a quarter as much (rules 1363-1365).
 */
export function storageOf(held: readonly string[], goldRush: boolean): number {
  const full = PROPERTIES.filter((p) => held.includes(p.id)).reduce((n, p) => n + p.slots, 0);
  return goldRush ? Math.floor(full / 4) : full;
}

export function propertyPrice(p: Property, goldRush: boolean): number {
  return goldRush ? Math.floor(p.price / 4) : p.price;
}

/** A listed item's selling price (half its price, rules 1346-1350); null: it cannot be sold. */
export function salePrice(it: ListedItem | null): number | null {
  return it && it.price !== null ? Math.floor(it.price / 2) : null;
}
