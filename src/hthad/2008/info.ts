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
    { id: 'monsters', title: 'The Age of Monsters (not yet available)' },
    { id: 'villainy', title: 'The Age of Villainy (not yet available)' },
    { id: 'end', title: 'The End (not yet available)' },
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
      name: 'page',
      type: 'enum',
      description: 'Page size in beads: letter 28x21, tabloid 42x28, poster 56x42.',
      default: 'letter',
      values: Object.keys(PAGE_SIZES),
    },
  ],
};
