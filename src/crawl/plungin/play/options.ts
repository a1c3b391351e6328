/**
 * The options of the played Dungeon Plungin', declared once: the quest pack, and the optional
 * rules of the book that the engine plays (rules 656-660, 782-814, 888-894, 1227-1233), and the
 * campaign with its optional rules for experience (1363, 1396-1406).
 */
import type { OptionSpec, OptionValues } from '../../../core/system';
import { PACK_IDS } from '../packs';

export const PLAY_OPTIONS = [
  {
    name: 'pack',
    title: 'Quest pack',
    type: 'enum',
    description: 'The built-in quest pack whose charts build the dungeon as doors open.',
    values: PACK_IDS,
    default: 'strata-sunken-shrine',
  },
  {
    name: 'fasterBloodier',
    title: 'Faster, Bloodier Combat',
    type: 'boolean',
    description: 'Attack rolls count 4, 5 and 6 as successes, for heroes and monsters alike.',
    default: false,
  },
  {
    name: 'noFumbles',
    title: 'No fumbles in combat',
    type: 'boolean',
    description: 'Attack and defence fumbles have no effect (no stun, no broken weak items).',
    default: false,
  },
  {
    name: 'tougher',
    title: 'Tougher Characters',
    type: 'boolean',
    description: '+1 LIFE for every 3 levels, starting at +1 (at most +4), heroes and monsters.',
    default: false,
  },
  {
    name: 'overwhelmed',
    title: 'Overwhelmed',
    type: 'boolean',
    description: 'A character next to two or more opponents defends with one die fewer.',
    default: false,
  },
  {
    name: 'quest',
    title: 'Campaign: quest K',
    type: 'integer',
    description:
      "Play the same party through quests 1 to K in order, climbing the built-in packs by Dungeon Level from the chosen one, a rung at a time once the heroes' level is within one of the next pack's (otherwise a fresh dungeon of the same pack; a posted pack is replayed), with the town between them (XP divided and levels gained, treasure sold, the fallen raised or replaced, curses lifted, potions bought, spare items stored); the state is quest K's. 1: a single quest.",
    default: 1,
    min: 1,
    // Each quest before K is played whole in the same request: five bounds its cost.
    max: 5,
  },
  {
    name: 'sharedXp',
    title: 'Shared Experience',
    type: 'boolean',
    description:
      'XP is one party pool; every hero levels up together once it reaches the party size times what one hero needs.',
    default: false,
  },
  {
    name: 'goldRush',
    title: 'Gold Rush',
    type: 'boolean',
    description:
      'Each hero keeps the gold of the chests opened and the monsters felled by that hero and shops from a purse of their own; properties are bought by each hero at a quarter of the price and hold a quarter.',
    default: false,
  },
  {
    name: 'tutor',
    title: 'My Kingdom for a Tutor',
    type: 'boolean',
    description: 'In town, spare gold buys training: 10 gold for 1 XP for the party.',
    default: false,
  },
  {
    name: 'freeHeroOrder',
    title: 'Free Hero Order',
    type: 'boolean',
    description:
      "The heroes act in the order the party's doctrine picks each round (menders first when someone is hurt, then those in a fight), each turn whole.",
    default: false,
  },
  {
    name: 'facing',
    title: 'Facing',
    type: 'boolean',
    description:
      'An attack from behind the defender rolls one ATK die more; every figure turns to its nearest foe at the end of its turn.',
    default: false,
  },
  {
    name: 'cover',
    title: 'Cover',
    type: 'boolean',
    description:
      'A ranged attack passing through a square another character stands on: the target rolls one DEF die more.',
    default: false,
  },
  {
    name: 'disengage',
    title: 'Disengage',
    type: 'boolean',
    description: 'A character that starts its turn next to an opponent moves at most 1 square.',
    default: false,
  },
  {
    name: 'rangedInMelee',
    title: 'Ranged Attack/Spells in Melee',
    type: 'boolean',
    description:
      'Next to an opponent, a character makes no ranged attack and casts spells only at the characters next to it.',
    default: false,
  },
  {
    name: 'rangedFumbles',
    title: 'Ranged Attack Fumbles',
    type: 'boolean',
    description:
      'A fumbled ranged attack misses and flies at a random character in its line or next to the target.',
    default: false,
  },
  {
    name: 'oneCheck',
    title: 'One Check to Rule Them All',
    type: 'boolean',
    description:
      'One DEX check at the lock or chest, its Difficulty +1: success clears traps and lock; failure sets the traps off and only a key opens it.',
    default: false,
  },
  {
    name: 'stun',
    title: 'Stun',
    type: 'enum',
    description:
      'book: a stun costs the next action; variant: the first action goes on a Dif. 3 RES check, failing loses the turn, and the stun lasts one round; variant-2: as variant, but the stun lasts until the check succeeds.',
    values: ['book', 'variant', 'variant-2'],
    default: 'book',
  },
  {
    name: 'fireAndForget',
    title: 'Fire and Forget',
    type: 'boolean',
    description:
      'A spell needs no MAG roll (every die counts as a success, overcast when it can be) but is forgotten once cast, until the party rests in town.',
    default: false,
  },
] as const satisfies readonly OptionSpec[];

export type PlayOptions = OptionValues<typeof PLAY_OPTIONS>;
