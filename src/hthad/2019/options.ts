/**
 * The options of How to Host a Dungeon, 2nd edition (2019), declared once.
 */
import { PAGE_SIZES, type PageSizeName } from '../world';
import type { OptionSpec } from '../../core/system';

const PAGES = Object.keys(PAGE_SIZES) as PageSizeName[];

export const CIVILIZATIONS = ['alien', 'dwarven', 'deep-elf', 'demon', 'magician'] as const;
export type CivId = (typeof CIVILIZATIONS)[number];

export const HTHAD2019_OPTIONS = [
  {
    name: 'civilization',
    title: 'Civilization',
    type: 'enum',
    description:
      'The civilization of the Age of Civilization: alien, dwarven, deep-elf, demon or magician, or random (a seeded pick of the five).',
    values: ['random', ...CIVILIZATIONS],
    default: 'random',
  },
  {
    name: 'nexus',
    title: 'Nexus',
    type: 'boolean',
    description: 'Roll the optional d20 Nexus table for one stratum in the Primordial Age.',
    default: false,
  },
  {
    name: 'page',
    title: 'Page size',
    type: 'enum',
    description:
      'Page size in beads: letter 28x21 (8 strata), tabloid 42x28 (10 strata), poster 56x42 (12 strata).',
    values: PAGES as readonly PageSizeName[],
    default: 'letter' as PageSizeName,
  },
] as const satisfies readonly OptionSpec[];
