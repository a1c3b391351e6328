/**
 * Side-view maps of a dungeon's history: exactly the query of /v1/dungeon (taken from its route,
 * so the two never drift) plus render options.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { boolParam, enumParam, intParamDefault } from '../lib/params';
import { getDungeon } from '../dungeon/dungeon.routes';
import { SHEETS, THEME_IDS } from '../../render/side';

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

/** The history query of GET /v1/dungeon. */
const historyQuery = getDungeon.request.query;

const svgQuery = historyQuery.extend(renderQuery).strict();
const pngQuery = historyQuery
  .extend({
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
