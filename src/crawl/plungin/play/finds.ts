/**
 * What the Item List does during a quest (dungeon-plungin-rules.txt 1247-1386): a cursed piece
 * binding itself on its finder, a library's XP when first found, the gold each hero takes for
 * himself under Gold Rush, and a hero's live gear (cursed pieces on, weak pieces broken) for the
 * sheets and the campaign. Called from combat.ts, doors.ts and the campaign through small hooks.
 */
import {
  canReadBook,
  equipCursed,
  gearMods,
  gearOfSheet,
  libraryXp,
  listed,
  type Gear,
  type Piece,
} from './items';
import { slotsOf } from './inventory';
import { say, type Fig, type GameState, type Spent } from './state';

/** A hero's gear as it stands (from the party sheet until something changes it). */
export function gearOf(h: Fig): Gear {
  if (!h.gear)
    h.gear = h.sheet
      ? gearOfSheet(h.sheet)
      : { weapon: null, shield: null, armour: null, attire: [] };
  return h.gear;
}

/** A figure's fighting numbers from its gear (weapon dice and range, armour and shield). */
export function applyGear(f: Fig, gear: Gear): void {
  f.weaponBonus = gear.weapon?.bonus ?? 0;
  f.weaponRange = gear.weapon?.range ?? 0;
  f.weaponWeak = gear.weapon?.weak ?? false;
  f.armour = [gear.armour, gear.shield]
    .filter((a): a is Piece => a !== null)
    .map((a) => ({ name: a.name, bonus: a.bonus, weak: a.weak }));
}

const modText = (mods: Partial<Record<string, number>>): string =>
  Object.entries(mods)
    .map(([s, v]) => `${s} ${v! > 0 ? '+' : ''}${v}`)
    .join(', ');

/**
 * A found cursed piece (rules 1330-1337) binds itself on the finder at once: it is worn, the
 * piece it displaces goes to the finder's slots (or is lost with none free), and the stats move
 * by the difference. Returns the log's words, or null when the item is not cursed.
 */
export function bindCursed(
  h: Fig,
  it: { readonly name: string; readonly description?: string },
): string | null {
  const l = listed(it);
  if (!l?.cursed || h.side !== 'hero') return null;
  const gear = gearOf(h);
  const before = gearMods(gear);
  const { off, kept } = equipCursed(gear, l, h.items.length < slotsOf(h.items));
  if (off && kept) h.items.push({ name: off.name, use: 'none' });
  const after = gearMods(gear);
  for (const s of Object.keys(after) as (keyof typeof after)[]) {
    const d = after[s] - before[s];
    if (d === 0) continue;
    if (s === 'LIFE') {
      h.maxLife = Math.max(1, h.maxLife + d);
      h.life = Math.max(Math.min(h.life, h.maxLife), Math.min(1, h.life));
    } else h.stats[s] = Math.max(s === 'MOV' ? 1 : 0, h.stats[s] + d);
  }
  applyGear(h, gear);
  return `the ${l.name} is cursed and binds itself on ${h.name} (${modText(l.mods ?? {})})${off ? `; the ${off.name} ${kept ? 'goes into the pack' : 'is dropped, no slot is free'}` : ''}`;
}

/** Library XP (rules 1386) the first time a hero steps into a library; the log's words or null. */
export function findLibrary(g: GameState, h: Fig, tile: string): string | null {
  const sp = Object.values(g.pack.specialLocations).find((s) => s.tile === tile);
  const xp = sp ? libraryXp(sp) : 0;
  if (!sp || xp === 0) return null;
  g.partyXp += xp;
  h.xp += xp;
  return `${h.name} finds the ${sp.name}: its lore is worth ${xp} XP to the party.`;
}

/** Gold a hero took himself (Gold Rush, rules 1363): kept on the side of the pooled count. */
export function creditGold(g: GameState, heroId: string, gold: number): void {
  if (gold <= 0) return;
  g.goldBy ??= {};
  g.goldBy[heroId] = (g.goldBy[heroId] ?? 0) + gold;
}

/** The gear a hero wears now: weak pieces that broke are gone (rules 739-748). */
export function liveGear(h: Fig): Gear {
  const gear = gearOf(h);
  const worn = new Set(h.armour.map((a) => a.name));
  const broke = (p: Piece | null) => (p && !worn.has(p.name) ? null : p);
  return {
    weapon:
      gear.weapon && gear.weapon.weak && gear.weapon.bonus > 0 && h.weaponBonus === 0
        ? null
        : gear.weapon,
    shield: broke(gear.shield),
    armour: broke(gear.armour),
    attire: [...gear.attire],
  };
}

/**
 * A Spellbook of Healing read as a consumable (rules 1316-1320): a hero at a third of his LIFE
 * or less, with no Healing of his own, whose MAG reaches the spell's difficulty, reads it on
 * himself: no MAG check, the spell's 1d6 LIFE back (no extra successes to add), the book spent.
 * Our policy keeps every other book for town, where it teaches the spell for good.
 */
export function readHealingBook(g: GameState, h: Fig, done: Spent): boolean {
  if (done.cast || h.life * 3 > h.maxLife || h.spells.includes('healing')) return false;
  const at = h.items.findIndex((i) => listed(i)?.spell === 'healing');
  if (at < 0 || !canReadBook(h.stats.MAG, 'healing')) return false;
  const book = h.items.splice(at, 1)[0]!;
  const r = g.rng.d(6);
  h.life = Math.min(h.maxLife, h.life + r);
  done.cast = true;
  say(
    g,
    h.id,
    'use-item',
    `${h.name} reads Healing aloud from the ${book.name}, which crumbles: d6 [${r}], LIFE ${h.life}.`,
    [{ die: 'd6', value: r, for: book.name }],
  );
  return true;
}
