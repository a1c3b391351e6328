/**
 * The fallen carried along (dungeon-plungin-rules.txt, Character Death 750-767): a hero at zero
 * LIFE stays in the party, carried with it, until a potion, a spell or a special room raises him
 * (hero-turn.ts, spells.ts, specials.ts), or, out of the dungeon, a bought draught raises him or a
 * newcomer takes his place (town-trip.ts in the middle of a quest, town.ts between quests). His
 * companions may use his items, but not his weapons, armour or spells (rules 762): this module
 * finds such an item for them.
 * READING: the book names no bearer and no burden ("somehow carried along", rules 755-756), so no hero is slowed or named to carry the body; the body goes wherever the party goes and is raised beside whoever raises it (rules 758).
 * READING: a newcomer joins only in town between quests (town.ts): leaving in the middle of a quest, a hero the party cannot raise stays with it, carried, since the campaign's roll of heroes is settled in town.
 */
import type { ItemUse } from './inventory';
import type { Fig, GameState } from './state';

/** An item in one hero's slots. */
export interface HeldItem {
  readonly from: Fig;
  readonly index: number;
}

/**
 * An item of `use` that `h` may use: his own first, else one a fallen companion carries (the
 * first in marching order). Weapons, armour and spells are not items here.
 */
export function usableItem(g: GameState, h: Fig, use: ItemUse): HeldItem | null {
  const own = h.items.findIndex((i) => i.use === use);
  if (own >= 0) return { from: h, index: own };
  for (const f of g.figures) {
    if (f.side !== 'hero' || !f.dead || f === h) continue;
    const i = f.items.findIndex((x) => x.use === use);
    if (i >= 0) return { from: f, index: i };
  }
  return null;
}

/** Spend the item: out of its holder's slots. "from Morwen's pack" when it was a fallen companion's. */
export function spendItem(h: Fig, held: HeldItem): string {
  held.from.items.splice(held.index, 1);
  return held.from === h ? '' : ` from ${held.from.name}'s pack`;
}

/** Whether anyone in the party, standing or carried, holds an item of `use` a standing hero could use. */
export function partyHolds(g: GameState, use: ItemUse): boolean {
  return g.figures.some((f) => f.side === 'hero' && f.items.some((i) => i.use === use));
}
