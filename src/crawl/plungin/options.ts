/**
 * The options of the Dungeon Plungin' construction crawl, declared once: the query of every
 * `/v1/crawl/plungin` route, the OpenAPI document, `/v1/rulesets` and the engine read these rows.
 */
import type { OptionSpec } from '../../core/system';
import { PACK_IDS } from './packs';

export const PLUNGIN_OPTIONS = [
  {
    name: 'pack',
    title: 'Quest pack',
    type: 'enum',
    description:
      'The built-in quest pack whose charts build the dungeon (`GET /v1/crawl/plungin/packs` lists them); POST a pack of your own instead.',
    values: PACK_IDS,
    default: 'strata-sunken-shrine',
  },
] as const satisfies readonly OptionSpec[];
