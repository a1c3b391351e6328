import { createRoute, z } from '@hono/zod-openapi';
import { dungeonQuery } from '../dungeon/dungeon.routes';

const Row = z.number().int().min(1).max(8);
const X = z.number().min(0).max(1);

export const CampaignSchema = z
  .object({
    seed: z.string(),
    rows: z.literal(8),
    entrances: z.array(z.object({ place: z.string(), x: X, row: Row, kind: z.string() })),
    towns: z.array(
      z.object({ farm: z.string(), name: z.string(), x: X, row: Row, near: z.string().nullable() }),
    ),
    landmarks: z.array(
      z.object({ place: z.string(), role: z.string(), name: z.string(), x: X, row: Row }),
    ),
    races: z.array(z.object({ race: z.string(), why: z.string(), x: X, row: Row })),
  })
  .openapi('CampaignMap');

export const getCampaign = createRoute({
  method: 'get',
  path: '/v1/dungeon/campaign',
  tags: ['History'],
  summary: 'The campaign surface map for a dungeon',
  description:
    'The rulebook’s “Make a Surface Map”: each dungeon entrance, left to right, on a d8 row at the same distance across; a town for each farm, near its entrance when it was near one; castles, cities, towers and other landmarks; two or three places where particular races live. The book suggests playing until the start of the Age of Villainy (`until=villainy&year=1`).',
  request: { query: z.object(dungeonQuery).strict() },
  responses: {
    200: {
      description: 'The campaign map as data (drawing it is the renderer’s job).',
      content: { 'application/json': { schema: CampaignSchema } },
    },
  },
});
