/**
 * The options of How to Host a Dungeon (2008), declared once: `/v1/dungeon`'s query, the
 * OpenAPI document, `/v1/rulesets`, the viewer's controls and the engine's defaults all read
 * these rows.
 */
import { PAGE_SIZES, type PageSizeName } from '../world';
import type { OptionSpec } from '../../core/system';

const PAGES = Object.keys(PAGE_SIZES) as PageSizeName[];

export const HTHAD2008_OPTIONS = [
  {
    name: 'civ',
    title: 'Civilizations',
    type: 'list',
    description:
      'The civilization(s) of the Age of Civilization: dwarves, dark-elves, demons, custom (one changed from the book, rolled), or random (rolled on the d10 Civilization table). Two run the Two Civilizations at Once option.',
    values: ['dwarves', 'dark-elves', 'demons', 'custom', 'random'],
    default: ['random'],
    max: 2,
    order:
      'The first listed is founded first and acts first in each season, so `dwarves,demons` and `demons,dwarves` are different dungeons.',
  },
  {
    name: 'rules',
    title: 'Optional rules',
    type: 'list',
    description:
      'Optional and advanced rules of the late ages, all off by default: water-magma (Advanced Rules I: floods, aquatic and magma monsters), named-treasures, minor-features (a wiped-out group leaves a minor feature), minor-feature-replace (cross used features off and make up new ones), two-villains, villainy-arrivals (new monster groups keep arriving in the Age of Villainy).',
    values: [
      'water-magma',
      'named-treasures',
      'minor-features',
      'minor-feature-replace',
      'two-villains',
      'villainy-arrivals',
    ],
    default: [],
    max: 6,
  },
  {
    name: 'world',
    title: 'World',
    type: 'enum',
    description:
      'Advanced Rules II, Alternate Worlds: ordinary, roll (a d8 at the start: 1 a random alternate world, 8 one chosen), or one world by name.',
    values: [
      'ordinary',
      'roll',
      'firetop-range',
      'rift-of-sorrows',
      'scorched-lands',
      'hollow-earth',
      'pocket-universe',
    ],
    default: 'ordinary',
  },
  {
    name: 'page',
    title: 'Page size',
    type: 'enum',
    description: 'Page size in beads: letter 28x21, tabloid 42x28, poster 56x42.',
    values: PAGES as readonly PageSizeName[],
    default: 'letter' as PageSizeName,
  },
] as const satisfies readonly OptionSpec[];
