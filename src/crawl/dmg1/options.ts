/**
 * The options of the DMG1 Appendix A crawl, declared once: the query of every
 * `/v1/crawl/dmg1` route, the OpenAPI document, `/v1/rulesets`, the viewer and the engine's
 * defaults read these rows.
 */
import type { OptionSpec } from '../../core/system';

export const DMG1_OPTIONS = [
  {
    name: 'searcher',
    title: 'Who searches',
    type: 'enum',
    description:
      'Who finds Table VII secret doors: non-elf 3 in 20, elf 5 in 20, magic device 18 in 20.',
    values: ['non-elf', 'elf', 'magic-device'],
    default: 'non-elf',
  },
  {
    name: 'caves',
    title: 'Caves',
    type: 'enum',
    description: 'Where caves and caverns (Table VIII) replace rooms and chambers.',
    values: ['never', 'lower', 'always'],
    default: 'lower',
  },
  {
    name: 'cavesFrom',
    title: 'Caves from level',
    type: 'integer',
    description: 'First level counted as "lower" for caves.',
    default: 4,
    min: 1,
    max: 16,
  },
  {
    name: 'start',
    title: 'Level start',
    type: 'enum',
    description:
      'How a level begins: a seeded pick of the five starter areas, one of them by number, or a Table V room.',
    values: ['random', 'table-v', 'starter-1', 'starter-2', 'starter-3', 'starter-4', 'starter-5'],
    default: 'random',
  },
  {
    name: 'sheetWidth',
    title: 'Sheet width',
    type: 'integer',
    description: 'Sheet width in 10-ft squares.',
    default: 40,
    min: 20,
    max: 80,
  },
  {
    name: 'sheetHeight',
    title: 'Sheet height',
    type: 'integer',
    description: 'Sheet height in 10-ft squares.',
    default: 30,
    min: 20,
    max: 80,
  },
  {
    name: 'maxLevel',
    title: 'Deepest level',
    type: 'integer',
    description: 'Deepest level; links below it are noted, not followed.',
    default: 10,
    min: 1,
    max: 16,
  },
  {
    name: 'solo',
    title: 'Solo play',
    type: 'boolean',
    description: 'Solo rules: listen at doors (d12), check egress doors only after descending.',
    default: false,
  },
  {
    name: 'detection',
    title: 'Detection',
    type: 'boolean',
    description:
      'Solo play with ESP or a detection device: a d6 at each door finds a thinking monster on 1.',
    default: false,
  },
] as const satisfies readonly OptionSpec[];
