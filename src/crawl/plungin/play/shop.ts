/**
 * The town's shop and the gear that goes through a stay in town (dungeon-plungin-rules.txt:
 * Treasure 1247-1360, storage and properties 1273-1276): the purses paid from, what a hero puts
 * on (our policy of what is better), what is stored, sold at half price or discarded, and the
 * shopping policy: potions, a Revival Draught, spellbooks, better arms and armour. town.ts calls
 * these in its order of errands.
 */
import {
  ITEM_LIST,
  listed,
  listedItem,
  pieceOf,
  salePrice,
  storageOf,
  type ListedItem,
  type Piece,
} from './items';
import type { CareerHero, CarriedUse, Career, TownRules } from './career';
import { spellDifficulty } from './spells';

/** Gold the shopping policy keeps back, per purse. */
const SHOP_RESERVE = 40;

/** The purse a hero pays from. */
export const ownerOf = (c: Career, h: CareerHero, r: TownRules) =>
  r.goldRush ? h.sheet.id : 'party';
export const funds = (c: Career, owner: string) => c.purses[owner] ?? 0;
export function pay(c: Career, owner: string, n: number): boolean {
  if (funds(c, owner) < n) return false;
  c.purses[owner] = funds(c, owner) - n;
  return true;
}
export const credit = (c: Career, owner: string, n: number) =>
  (c.purses[owner] = funds(c, owner) + n);

const slotsFor = (h: CareerHero) => (h.items.some((i) => /backpack/i.test(i.name)) ? 8 : 4);
export const hasRoom = (h: CareerHero) => h.items.length < slotsFor(h);
export const useOf = (it: ListedItem): CarriedUse =>
  it.potion === 'heal' ? 'heal' : it.potion === 'revive' ? 'revive' : 'none';

/** Store an item for its owner if there is room (rules 1273-1276); false: no room. */
export function store(c: Career, owner: string, name: string, r: TownRules): boolean {
  const held = c.properties[owner] ?? ['chest'];
  if ((c.storage[owner] ??= []).length >= storageOf(held, r.goldRush)) return false;
  c.storage[owner].push(name);
  return true;
}

/** Whether `cand` is worth wearing over `cur` in its place, for this hero: our policy. */
function better(h: CareerHero, kind: ListedItem['kind'], cand: Piece, cur: Piece | null): boolean {
  if (cand.cursed) return false;
  if (kind === 'weapon') {
    const ranged = (cur?.range ?? (h.sheet.role === 'thief' ? 1 : 0)) > 0;
    return cand.range > 0 === ranged && cand.bonus > (cur?.bonus ?? 0);
  }
  if (kind === 'shield') {
    // Only a hero who fights with a shield takes one up: the warrior, or whoever carried one.
    if (!cur && h.start.shield === null && h.sheet.role !== 'warrior') return false;
    return (
      cand.bonus > (cur?.bonus ?? 0) ||
      (cand.bonus === (cur?.bonus ?? 0) && !cand.weak && !!cur?.weak)
    );
  }
  if (kind === 'armour') return cand.bonus > (cur?.bonus ?? 0);
  return false;
}

const modSum = (p: Piece) => Object.values(p.mods).reduce((n, v) => n + (v ?? 0), 0);

/** Put a piece on if it is better; what it displaced (to store or sell), or the piece itself if not worn. */
export function tryWear(h: CareerHero, it: ListedItem, pc: Piece): Piece | null {
  if (it.kind === 'weapon' || it.kind === 'shield' || it.kind === 'armour') {
    const cur = h.gear[it.kind];
    if (!cur?.cursed && better(h, it.kind, pc, cur)) {
      h.gear[it.kind] = pc;
      return cur;
    }
    return pc;
  }
  if (it.kind === 'attire' && !pc.cursed && modSum(pc) > 0) {
    const a = h.gear.attire;
    const rings = a.filter((x) => x.wornOn === 'ring').length;
    const same = a.findIndex((x) => x.wornOn === pc.wornOn && (pc.wornOn !== 'ring' || rings >= 2));
    if (same >= 0) {
      if (a[same]!.cursed || modSum(a[same]!) >= modSum(pc)) return pc;
      return a.splice(same, 1, pc)[0]!;
    }
    if (a.length < 4) {
      a.push(pc);
      return null;
    }
    const plain = a.findIndex((x) => !x.cursed && modSum(x) === 0);
    if (plain >= 0) return a.splice(plain, 1, pc)[0]!;
  }
  return pc;
}

/** An item nobody wears: stored if there is room, else sold at half price, else discarded. */
export function disposeOf(
  c: Career,
  owner: string,
  name: string,
  r: TownRules,
  log: string[],
  stored = false,
): void {
  const it = listed({ name });
  const sale = salePrice(it);
  // Something already in storage that nobody takes up stays there, unsold.
  if (stored && store(c, owner, name, r)) return;
  // Our policy: a piece with a price is sold rather than stored; a priceless one is stored.
  if (sale !== null && sale > 0) {
    credit(c, owner, sale);
    log.push(`The ${name} is sold for ${sale} gold.`);
  } else if (store(c, owner, name, r)) log.push(`The ${name} goes into storage.`);
  else log.push(`The ${name} is discarded: it has no price and storage is full.`);
}

/** The shop (town errand 7): our shopping policy, hero by hero in marching order, within each purse's reserve. */
export function shop(c: Career, r: TownRules, log: string[]): void {
  const buy = (h: CareerHero, it: ListedItem, reserve: number): boolean => {
    const owner = ownerOf(c, h, r);
    if (it.price === null || funds(c, owner) < it.price + reserve) return false;
    pay(c, owner, it.price);
    return true;
  };
  const healing = listedItem('healing-potion');
  const revival = listedItem('revival-potion');
  // A Revival Draught for the party, carried by the first hero with room.
  if (!c.heroes.some((h) => h.items.some((i) => i.use === 'revive'))) {
    const h = c.heroes.find(hasRoom);
    if (h && buy(h, revival, SHOP_RESERVE)) {
      h.items.push({ name: revival.name, use: 'revive' });
      log.push(`${h.sheet.name} buys a ${revival.name} (${revival.price} gold).`);
    }
  }
  // A Healing Potion for every hero who has none.
  for (const h of c.heroes)
    if (!h.items.some((i) => i.use === 'heal') && hasRoom(h) && buy(h, healing, 0)) {
      h.items.push({ name: healing.name, use: 'heal' });
      log.push(`${h.sheet.name} buys a ${healing.name} (${healing.price} gold).`);
    }
  // Spellbooks for the Magic School heroes with MAG to prepare more.
  for (const h of c.heroes) {
    if (h.sheet.stats.MAG === 0 || h.known.length >= Math.min(4, h.sheet.stats.MAG)) continue;
    const book = (ITEM_LIST as readonly ListedItem[]).find(
      (i) =>
        i.kind === 'spellbook' &&
        i.spell !== undefined &&
        !h.known.includes(i.spell) &&
        // A School the hero has teaches it (spells.ts: no other can be prepared).
        spellDifficulty(h.sheet, i.spell) !== null,
    );
    if (book?.spell && buy(h, book, SHOP_RESERVE)) {
      h.known.push(book.spell);
      log.push(`${h.sheet.name} buys the ${book.name} (${book.price} gold) and learns it.`);
    }
  }
  // Better armour, then a better weapon and shield, the best each purse affords.
  for (const kind of ['armour', 'weapon', 'shield'] as const)
    for (const h of c.heroes) {
      if (kind === 'weapon' && (h.sheet.role === 'priest' || h.sheet.role === 'wizard')) continue;
      const cur = h.gear[kind];
      if (cur?.cursed) continue;
      const offers = ITEM_LIST.filter((i) => i.kind === kind && i.price !== null)
        .map((i) => [i, pieceOf(i)] as const)
        .filter(([, pc]) => better(h, kind, pc, cur))
        .sort((a, b) => b[1].bonus - a[1].bonus || (b[0].price ?? 0) - (a[0].price ?? 0));
      const deal = offers.find(
        ([i]) => funds(c, ownerOf(c, h, r)) >= (i.price ?? 0) + 2 * SHOP_RESERVE,
      );
      if (!deal || !buy(h, deal[0], 2 * SHOP_RESERVE)) continue;
      h.gear[kind] = deal[1];
      const old = cur ? salePrice(listed(cur)) : null;
      if (cur && old) credit(c, ownerOf(c, h, r), old);
      log.push(
        `${h.sheet.name} buys ${deal[0].name} (${deal[0].price} gold)${cur ? `, selling the ${cur.name}${old ? ` for ${old}` : ''}` : ''}.`,
      );
    }
}
