/**
 * The shapes of a party's career between quests (town.ts plays the town, shop.ts the shop,
 * campaign.ts the quests in order): each hero's sheet, level, XP, worn gear, carried items and
 * known spells; the purses, storage, properties and recipes; each quest's record. Types only.
 */
import type { Gear, Piece } from './items';
import type { HeroSheet, SpellId } from './party.schema';

export type CarriedUse = HeroSheet['items'][number]['use'];

/** One hero's career. */
export interface CareerHero {
  /** The sheet with its base stats (gear left off) at its level. */
  sheet: HeroSheet;
  /** The party document's sheet this hero (or the one he replaced) started from. */
  readonly start: HeroSheet;
  gear: Gear;
  xp: number;
  known: SpellId[];
  items: { name: string; use: CarriedUse }[];
  dead: boolean;
}

/** What one quest of the campaign came to. */
export interface QuestRecord {
  readonly quest: number;
  readonly seed: string;
  /** The pack the quest played (campaign.ts questPack), its title and Dungeon Level. */
  readonly pack: string;
  readonly title: string;
  readonly dungeonLevel: number;
  readonly outcome: string;
  readonly rounds: number;
  readonly gold: number;
  readonly xp: number;
  readonly deaths: number;
}

export interface Career {
  readonly name: string;
  heroes: CareerHero[];
  /** Gold by owner: `party` (the pooled purse), or each hero's own under Gold Rush. */
  purses: Record<string, number>;
  /** The quest's XP still to divide, and what did not divide evenly last time. */
  xpPool: number;
  /** Shared Experience: the party's XP pool, never spent. */
  sharedXp: number;
  /** The valuables brought back, to sell or to use as reagents. */
  valuables: { name: string; value: number }[];
  /** Stored items by owner (`party`, or each hero's under Gold Rush). */
  storage: Record<string, string[]>;
  properties: Record<string, string[]>;
  /** Pieces of gear the career has met, by name, so a stored or carried one can be worn again. */
  pieces: Record<string, Piece>;
  recipes: string[];
  newcomers: number;
  readonly quests: QuestRecord[];
}

export interface TownRules {
  readonly sharedXp: boolean;
  readonly goldRush: boolean;
  readonly tutor: boolean;
}
