/**
 * The party's inventory (dungeon-plungin-rules.txt, Party Inventory and Hero Inventory
 * 1247-1360): gold pooled, valuables shared and out of the slots, each hero's four carried slots
 * (eight with a backpack) for keys, potions and other carried things, unique treasure found once,
 * discarding what will not fit.
 */

/** What a carried or found thing is, for the play. */
export type ItemUse = 'heal' | 'revive' | 'key' | 'great-key' | 'valuable' | 'none';

/** A pack item as the play needs it. */
export interface PackItemLike {
  readonly name: string;
  readonly description: string;
  readonly kind?: string;
  readonly value?: number;
  readonly unique?: boolean;
  readonly replacement?: string;
}

/**
 * An item's use: the pack's `kind` when it gives one, else read from its words.
 * READING: a pack that gives no kind is read by name and description: a "Great ... Key" opens Great Doors, any other "Key" a lock, "revive"/"raise" words revive, heal words heal, and "Worth N gold" with no other use is a valuable.
 */
export function itemUse(it: PackItemLike): ItemUse {
  switch (it.kind) {
    case 'key':
      return 'key';
    case 'great-key':
      return 'great-key';
    case 'valuable':
      return 'valuable';
    case 'consumable':
      return /reviv|raise|rise/i.test(it.name + ' ' + it.description) ? 'revive' : 'heal';
    case 'equipment':
    case 'other':
      return 'none';
  }
  const words = `${it.name} ${it.description}`;
  if (/great\b.*\bkey/i.test(it.name)) return 'great-key';
  if (/\bkey\b/i.test(it.name)) return 'key';
  if (/reviv|raise the dead/i.test(words)) return 'revive';
  if (/heal|LIFE back/i.test(words)) return 'heal';
  if (/worth \d+ gold/i.test(it.description)) return 'valuable';
  return 'none';
}

/** A valuable's worth in gold: the pack's `value`, else "Worth N gold" in its description (0). */
export function itemValue(it: PackItemLike): number {
  if (it.value !== undefined) return it.value;
  const m = /worth (\d+) gold/i.exec(it.description);
  return m ? Number(m[1]) : 0;
}

/** Carried slots (rules 1291-1294): four, eight with a backpack. */
export function slotsOf(items: readonly { readonly name: string }[]): number {
  return items.some((i) => /backpack/i.test(i.name)) ? 8 : 4;
}

/** The party's shared holdings. */
export interface PartyInventory {
  readonly valuables: { readonly name: string; readonly value: number }[];
  /** Items left behind for want of a slot (rules 1349-1353), by name. */
  readonly discarded: string[];
  /** Unique items already found this quest (rules 1243-1245), by pack id. */
  readonly uniquesFound: Set<string>;
}

export function newInventory(): PartyInventory {
  return { valuables: [], discarded: [], uniquesFound: new Set() };
}

/**
 * The item a treasure roll gives: a unique item found a second time is its replacement
 * (rules 1243-1245); the first find marks it found.
 */
export function treasureItem(
  items: Readonly<Record<string, PackItemLike>>,
  id: string,
  inv: PartyInventory,
): string | null {
  let at: string | undefined = id;
  // Bounded: a replacement chain no longer than the item list.
  for (let i = 0; at !== undefined && i <= Object.keys(items).length; i++) {
    const it: PackItemLike | undefined = items[at];
    if (!it) return null;
    if (!it.unique) return at;
    if (!inv.uniquesFound.has(at)) {
      inv.uniquesFound.add(at);
      return at;
    }
    at = it.replacement;
  }
  return null;
}

/** A hero's carried things. */
export interface Carrier {
  readonly items: { name: string; use: ItemUse }[];
}

/**
 * Take a found item: a valuable goes to the party's pool; anything else to the finder's slots,
 * else to the first hero with a slot free, else it is discarded. Returns who took it (null:
 * the pool or the discard).
 */
export function stow<C extends Carrier>(
  inv: PartyInventory,
  finder: C,
  others: readonly C[],
  it: PackItemLike,
): { to: C | null; discarded: boolean } {
  const use = itemUse(it);
  if (use === 'valuable') {
    inv.valuables.push({ name: it.name, value: itemValue(it) });
    return { to: null, discarded: false };
  }
  for (const c of [finder, ...others.filter((o) => o !== finder)])
    if (c.items.length < slotsOf(c.items)) {
      c.items.push({ name: it.name, use });
      return { to: c, discarded: false };
    }
  inv.discarded.push(it.name);
  return { to: null, discarded: true };
}

/** The party's inventory as the state shows it. */
export function inventoryView(
  inv: PartyInventory,
  gold: number,
  heroes: readonly (Carrier & { readonly id: string })[],
): {
  gold: number;
  valuables: { name: string; value: number }[];
  keys: { hero: string; name: string; great: boolean }[];
  carried: Record<string, string[]>;
  discarded: string[];
} {
  return {
    gold,
    valuables: inv.valuables.map((v) => ({ ...v })),
    keys: heroes.flatMap((h) =>
      h.items
        .filter((i) => i.use === 'key' || i.use === 'great-key')
        .map((i) => ({ hero: h.id, name: i.name, great: i.use === 'great-key' })),
    ),
    carried: Object.fromEntries(heroes.map((h) => [h.id, h.items.map((i) => i.name)])),
    discarded: [...inv.discarded],
  };
}
