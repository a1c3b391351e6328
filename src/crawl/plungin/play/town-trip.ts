/**
 * A trip to town in the middle of a quest (dungeon-plungin-rules.txt, Leaving and Returning to
 * the Dungeon 276-285): what the party pays for what the town gives. Called from doors.ts
 * `toTownAndBack`; the town between quests is town.ts.
 */
import { listedItem } from './items';
import type { Fig, GameState } from './state';

/** What the town asks to raise a fallen hero: a Revival Draught's price (items.ts). */
export const RAISE_PRICE = listedItem('revival-potion').price ?? 0;

/** A hero carries at most this many items (party.schema.ts). */
const CARRIED = 8;

/**
 * Take `price` gold from the quest's gold: first what the party pools, then (Gold Rush, rules
 * 1363) from the heroes who took the most. False, and nothing taken, when there is not enough.
 */
export function spendGold(g: GameState, price: number): boolean {
  if (price > g.gold) return false;
  g.gold -= price;
  const by = g.goldBy;
  if (by) {
    const held = Object.values(by).reduce((a, b) => a + b, 0);
    let owed = Math.max(0, held - g.gold);
    for (const id of Object.keys(by).sort((a, b) => by[b]! - by[a]! || (a < b ? -1 : 1))) {
      if (owed <= 0) break;
      const take = Math.min(owed, by[id]!);
      by[id] = by[id]! - take;
      owed -= take;
    }
  }
  return true;
}

/**
 * How a fallen hero is raised in town: a Revival Draught a hero (standing or fallen) carries,
 * else one bought at its price from the quest's gold; null when neither is there (he stays
 * fallen, carried along).
 * READING: the rules name resurrection as a reason to go to town but give it no price (276-285); the town sells it as the Revival Draught it is in the dungeon (items.ts, 120 gold), so a raise costs a carried draught or that price, while a night's rest to full LIFE is free.
 */
export function payForRaise(g: GameState, heroes: readonly Fig[]): 'draught' | 'gold' | null {
  // A fallen hero's own draught serves too (bodies.ts, rules 762).
  for (const h of heroes) {
    const i = h.items.findIndex((it) => it.use === 'revive');
    if (i < 0) continue;
    h.items.splice(i, 1);
    return 'draught';
  }
  return spendGold(g, RAISE_PRICE) ? 'gold' : null;
}

/**
 * After the raises, a Healing Potion for each standing hero who carries none and has room, while
 * the quest's gold lasts (our policy, in marching order). The log lines of the purchases.
 */
export function buyPotions(g: GameState, heroes: readonly Fig[]): string[] {
  const potion = listedItem('healing-potion');
  const price = potion.price ?? 0;
  const out: string[] = [];
  for (const h of heroes) {
    if (h.dead || h.items.some((it) => it.use === 'heal') || h.items.length >= CARRIED) continue;
    if (!spendGold(g, price)) break;
    h.items.push({ name: potion.name, use: 'heal' });
    out.push(`${h.name} buys a ${potion.name} (${price} gold)`);
  }
  return out;
}
