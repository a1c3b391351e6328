/**
 * The options of the played Dungeon Plungin', declared once: the quest pack, and the optional
 * rules of the book that the engine plays (rules 656-660, 782-814, 888-894).
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
