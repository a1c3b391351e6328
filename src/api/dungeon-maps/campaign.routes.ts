/**
 * The campaign surface map drawn: GET /v1/dungeon/campaign.svg and .png. Same query as
 * /v1/dungeon (the history to play before making the map) plus theme, labels and PNG width.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { getDungeon } from '../dungeon/dungeon.routes';
import { intParamDefault } from '../lib/params';
import { PNG_WIDTH, renderQuery } from './maps.routes';

const history = getDungeon.request.query;
const { theme, labels } = renderQuery;

const description =
  'The rulebook’s “Make a Surface Map” drawn: the numbers 1–8 down the side, each dungeon entrance at its d8 row and about as far across as on the dungeon map, a town for each farm (joined to the entrance it stood near), castles, cities and towers, and the race settlements. The data is GET /v1/dungeon/campaign; the book suggests `until=villainy&year=1`.';

export const getCampaignSvg = createRoute({
  method: 'get',
  path: '/v1/dungeon/campaign.svg',
  tags: ['History'],
  summary: 'The campaign surface map (SVG)',
  description,
  request: { query: history.extend({ theme, labels }).strict() },
  responses: {
    200: {
      description: 'The campaign map as SVG.',
      content: { 'image/svg+xml': { schema: z.string() } },
    },
  },
});

export const getCampaignPng = createRoute({
  method: 'get',
  path: '/v1/dungeon/campaign.png',
  tags: ['History'],
  summary: 'The campaign surface map (PNG)',
  description,
  request: {
    query: history
      .extend({
        theme,
        labels,
        width: intParamDefault({
          ...PNG_WIDTH,
          description: `Image width in pixels (${PNG_WIDTH.min}–${PNG_WIDTH.max}); the height follows the sheet.`,
        }),
      })
      .strict(),
  },
  responses: {
    200: {
      description: 'The campaign map as PNG.',
      content: { 'image/png': { schema: z.string().openapi({ format: 'binary' }) } },
    },
  },
});
