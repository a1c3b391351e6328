/**
 * Routes of one crawl system, built from its declarations: the plan as JSON, its map as SVG or
 * PNG, the room key and a Universal VTT export, at `/v1/crawl/{id}`. Definitions only.
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { CrawlSystem } from '../../crawl/plan/system';
import { optionParams } from '../lib/options';
import { intParam, intParamDefault } from '../lib/params';
import { seededResponses } from '../lib/responses';
import { seededQuery } from '../lib/seeded-query';
import { CrawlPlanSchema, UniversalVttSchema } from './crawl.schemas';

/** Longest explicit path, in exits. */
export const MAX_PATH = 500;

/** `Dmg1`, `Tiles`: an id as the start of an operationId or component name. */
const pascal = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

/** The query every route of a crawl system shares, with the same defaults everywhere. */
export function crawlQuery(sys: CrawlSystem) {
  const max = Math.min(MAX_PATH, sys.steps.max);
  const exit = sys.exitId;
  return {
    ...seededQuery,
    step: intParamDefault({
      min: 0,
      max: sys.steps.max,
      default: sys.steps.default,
      description: `Frontier exits to resolve (0..${sys.steps.max}); a \`path\` chooses the first of them and the explorer the rest.`,
      example: sys.steps.default,
    }),
    level: intParamDefault({
      min: 1,
      max: sys.maxLevel,
      default: 1,
      description:
        'The level to answer: the map, key and export draw it, the plan keeps only its spaces, portals and exits. It must be one the crawl has reached.',
    }),
    path: z
      .string()
      .max(max * 8)
      .regex(
        new RegExp(`^${exit}(,${exit})*$`),
        'path must be exit ids as the frontier lists them, separated by commas',
      )
      .transform((s) => s.split(','))
      .pipe(z.array(z.string()).max(max))
      .optional()
      .openapi({
        type: 'string',
        description: `Exit ids (as listed in the frontier) to resolve in order, overriding the explorer for the first steps; at most ${max} and at most \`step\`. Each must be on the frontier when its turn comes, or the answer is a 400 naming \`path\`.`,
        example: 'e1,e3',
      }),
    ...optionParams(sys.options),
  };
}

/** Every route of one crawl system. */
export function crawlRouteDefs(sys: CrawlSystem) {
  const query = crawlQuery(sys);
  const base = `/v1/crawl/${sys.id}`;
  const op = pascal(sys.id);
  const name = sys.title;
  return {
    plan: createRoute({
      method: 'get',
      path: base,
      operationId: `get${op}Crawl`,
      tags: ['Crawl'],
      summary: `${name}: the plan`,
      description:
        'Replays the crawl from the seed for `step` frontier exits: spaces (cells as row spans on the grid), portals (doors, secret and one-way doors, stairs and other ways between levels), contents, the frontier of unexplored exits and the step log with every table roll.',
      request: { query: z.object(query).strict() },
      responses: {
        200: {
          description: 'The plan.',
          content: {
            'application/json': { schema: CrawlPlanSchema },
          },
        },
        ...seededResponses,
      },
    }),
    mapSvg: createRoute({
      method: 'get',
      path: `${base}/map.svg`,
      operationId: `get${op}MapSvg`,
      tags: ['Crawl'],
      summary: `${name}: map of one level (SVG)`,
      description:
        'The classic blue-grid map: walls, doors by kind, secret doors (S), stairs, traps, numbered rooms, scale and key.',
      request: { query: z.object(query).strict() },
      responses: {
        200: { description: 'The map.', content: { 'image/svg+xml': { schema: z.string() } } },
        ...seededResponses,
      },
    }),
    mapPng: createRoute({
      method: 'get',
      path: `${base}/map.png`,
      operationId: `get${op}MapPng`,
      tags: ['Crawl'],
      summary: `${name}: map of one level (PNG)`,
      description: 'The same map as map.svg, rasterised with the bundled font.',
      request: {
        query: z
          .object({
            ...query,
            width: intParam({
              min: 200,
              max: 4000,
              description: 'Image width in pixels (height follows).',
            }),
          })
          .strict(),
      },
      responses: {
        200: {
          description: 'The map.',
          content: { 'image/png': { schema: z.string().openapi({ format: 'binary' }) } },
        },
        ...seededResponses,
      },
    }),
    key: createRoute({
      method: 'get',
      path: `${base}/key`,
      operationId: `get${op}Key`,
      tags: ['Crawl'],
      summary: `${name}: room key of one level`,
      description:
        'A terse module-style key: each numbered room with size, exits, contents, treasure and traps, then passages with what was found in them.',
      request: { query: z.object(query).strict() },
      responses: {
        200: {
          description: 'The key as plain text.',
          content: { 'text/plain': { schema: z.string() } },
        },
        ...seededResponses,
      },
    }),
    uvtt: createRoute({
      method: 'get',
      path: `${base}/uvtt`,
      operationId: `get${op}Uvtt`,
      tags: ['Crawl'],
      summary: `${name}: Universal VTT export of one level`,
      description:
        'Universal VTT (format 0.3, as .dd2vtt/.uvtt readers expect): resolution (grid = one map square), line_of_sight wall polylines, portals for doors, lights, environment and the map PNG as base64 `image`.',
      request: {
        query: z
          .object({
            ...query,
            pixelsPerGrid: intParamDefault({
              min: 20,
              max: 140,
              default: 50,
              description: 'Pixels per grid square in the image.',
            }),
          })
          .strict(),
      },
      responses: {
        200: {
          description: 'The Universal VTT document.',
          content: {
            'application/json': { schema: UniversalVttSchema },
          },
        },
        ...seededResponses,
      },
    }),
  };
}
