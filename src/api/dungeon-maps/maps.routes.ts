/**
 * Side-view maps of a dungeon's history: the same query as /v1/dungeon plus render options.
 * The history parameters mirror /v1/dungeon's (src/api/dungeon, owned by the hthad2008 work);
 * when that module exports its query shape, import it here instead of this mirror.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { boolParam, enumParam, intParam, intParamDefault, listParam } from '../lib/params';
import { seededQuery } from '../lib/seeded-query';
import { SHEETS, THEME_IDS } from '../../render/side';

/** The history query of /v1/dungeon (mirror; see the file comment). */
export const historyQuery = {
  ...seededQuery,
  ruleset: enumParam(['hthad2008'], {
    description: 'Which edition of How to Host a Dungeon to play.',
    default: 'hthad2008',
  }),
  until: enumParam(['primordial', 'civilization', 'disaster', 'monsters', 'villainy', 'end'], {
    description: 'Stop at the end of this age.',
    default: 'end',
  }),
  year: intParam({
    min: 0,
    max: 60,
    description: 'Stop at the end of this year of the `until` age.',
    example: 3,
  }),
  civ: listParam(['dwarves', 'dark-elves', 'demons', 'custom', 'random'], {
    description: 'Civilization(s) to run; two runs the Two Civilizations at Once option.',
    max: 2,
  }),
  page: enumParam(['letter', 'tabloid', 'poster'], {
    description: 'Page size: letter 28x21 beads, tabloid 42x28, poster 56x42.',
    default: 'letter',
  }),
};

/** Render options shared by the SVG and PNG maps. */
export const renderQuery = {
  layers: enumParam(SHEETS, {
    description:
      'Which tracing sheets to draw: `all`, or one age’s sheet (that age’s works in full, earlier sheets faint underneath, later ones left out).',
    default: 'all',
  }),
  labels: boolParam({ description: 'Write names and labels on the map.', default: true }),
  legend: boolParam({
    description: 'Draw the legend and the holdings (who holds what) under the page.',
    default: true,
  }),
  theme: enumParam(THEME_IDS, {
    description: '`parchment` (coloured paper) or `ink` (white, print-friendly).',
    default: 'parchment',
  }),
};

/** Bounds of the PNG width, in pixels. */
export const PNG_WIDTH = { min: 256, max: 4096, default: 1600 } as const;

const svgQuery = z.object({ ...historyQuery, ...renderQuery }).strict();
const pngQuery = z
  .object({
    ...historyQuery,
    ...renderQuery,
    width: intParamDefault({
      ...PNG_WIDTH,
      description: `Image width in pixels (${PNG_WIDTH.min}–${PNG_WIDTH.max}); the height follows the page.`,
    }),
  })
  .strict();

export const getMapSvg = createRoute({
  method: 'get',
  path: '/v1/dungeon/map.svg',
  tags: ['History'],
  summary: 'Side-view map of a dungeon’s history (SVG)',
  description:
    'The dungeon drawn as the rulebook draws it: sky and surface, rows 1–6, pencil caves, blue Dwarven, black Dark Elf and red Demon works, gold, mithral and water, beads (● ○ ★ ❖) in their places, names, a legend, the holdings and a title block. Every drawn place, tunnel, feature and bead carries its world id as `id`/`data-id`.',
  request: { query: svgQuery },
  responses: {
    200: {
      description: 'The map as SVG.',
      content: { 'image/svg+xml': { schema: z.string() } },
    },
  },
});

export const getMapPng = createRoute({
  method: 'get',
  path: '/v1/dungeon/map.png',
  tags: ['History'],
  summary: 'Side-view map of a dungeon’s history (PNG)',
  description:
    'The same drawing as map.svg, rasterised with the bundled font (identical bytes on every runtime).',
  request: { query: pngQuery },
  responses: {
    200: {
      description: 'The map as PNG.',
      content: { 'image/png': { schema: z.string().openapi({ format: 'binary' }) } },
    },
  },
});
