/**
 * The options of the "Dungeon Crawling" tile crawl, declared once: the query of every
 * `/v1/crawl/tiles` route, the OpenAPI document, `/v1/rulesets`, the viewer and the engine's
 * defaults read these rows.
 */
import type { OptionSpec } from '../../core/system';

export const TILES_OPTIONS = [
  {
    name: 'dungeon',
    title: 'Dungeon size',
    type: 'enum',
    description:
      'A "big" dungeon may use its tiles again on other levels; a "small" one may not, and gives stairs down one re-roll (text 1133-1136).',
    values: ['big', 'small'],
    default: 'big',
  },
  {
    name: 'entry',
    title: 'Entry',
    type: 'enum',
    description:
      'The wilderness entry tile: a random pick of the six, or one of them (cave, hillside, double doors, steps, sinkhole, shaft); or a cave met in the wilderness, which Table 1 may show to be no dungeon at all.',
    values: [
      'random',
      'cave',
      'hillside',
      'double-doors',
      'steps',
      'sinkhole',
      'shaft',
      'wilderness-cave',
    ],
    default: 'random',
  },
  {
    name: 'party',
    title: 'Party strength',
    type: 'enum',
    description:
      'Table 24 compares the monsters with the party: "level" weighs them against a party of four of the dungeon level; or fix the comparison.',
    values: ['level', 'weaker', 'same', 'stronger'],
    default: 'level',
  },
  {
    name: 'visit',
    title: 'Visit',
    type: 'enum',
    description:
      'A "return" visit to a dungeon explored not long ago finds monsters half as often (text 958-963).',
    values: ['first', 'return'],
    default: 'first',
  },
  {
    name: 'sheetWidth',
    title: 'Sheet width',
    type: 'integer',
    description: 'Sheet width in 40-ft tiles.',
    default: 14,
    min: 6,
    max: 30,
  },
  {
    name: 'sheetHeight',
    title: 'Sheet height',
    type: 'integer',
    description: 'Sheet height in 40-ft tiles.',
    default: 10,
    min: 6,
    max: 30,
  },
  {
    name: 'maxLevel',
    title: 'Deepest level',
    type: 'integer',
    description: 'Deepest level; steps below it are noted, not followed.',
    default: 6,
    min: 1,
    max: 12,
  },
] as const satisfies readonly OptionSpec[];
