/** What the hthad2008 ruleset tells the outside world (listed by /v1/rulesets). */
import type { SystemInfo } from '../../core/system';
import { PAGE_SIZES } from '../world';
import { HTHAD2008_VERSION } from './history';

export const hthad2008Info: SystemInfo = {
  id: 'hthad2008',
  title: 'How to Host a Dungeon (1st edition)',
  source: 'How to Host a Dungeon',
  author: 'Tony Dowler',
  sourceFile: 'hthad-2008-rules.txt',
  kind: 'history',
  version: HTHAD2008_VERSION,
  endpoint: '/v1/dungeon?ruleset=hthad2008',
  stages: [
    { id: 'primordial', title: 'The Primordial Age' },
    { id: 'civilization', title: 'The Age of Civilization' },
    { id: 'disaster', title: 'The Great Disaster' },
    { id: 'monsters', title: 'The Age of Monsters' },
    { id: 'villainy', title: 'The Age of Villainy' },
    { id: 'end', title: 'The End' },
  ],
  options: [
    {
      name: 'civ',
      type: 'list',
      description:
        'Civilization(s) to run: one or two of dwarves, dark-elves, demons, custom, random (comma-separated; two runs the Two Civilizations at Once option). Default: one rolled on the d10 Civilization table.',
      default: ['random'],
      values: ['dwarves', 'dark-elves', 'demons', 'custom', 'random'],
    },
    {
      name: 'rules',
      type: 'list',
      description:
        'Optional and advanced rules of the late ages (off by default): water-magma, named-treasures, minor-features, minor-feature-replace, two-villains, villainy-arrivals.',
      default: [],
      values: [
        'water-magma',
        'named-treasures',
        'minor-features',
        'minor-feature-replace',
        'two-villains',
        'villainy-arrivals',
      ],
    },
    {
      name: 'world',
      type: 'enum',
      description:
        'Advanced Rules II, Alternate Worlds: ordinary, roll (the d8), or one named world.',
      default: 'ordinary',
      values: [
        'ordinary',
        'roll',
        'firetop-range',
        'rift-of-sorrows',
        'scorched-lands',
        'hollow-earth',
        'pocket-universe',
      ],
    },
    {
      name: 'page',
      type: 'enum',
      description: 'Page size in beads: letter 28x21, tabloid 42x28, poster 56x42.',
      default: 'letter',
      values: Object.keys(PAGE_SIZES),
    },
  ],
};
