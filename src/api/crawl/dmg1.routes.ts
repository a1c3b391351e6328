/**
 * Routes of the DMG1 Appendix A crawl: the plan as JSON, its map as SVG or PNG, the room key and
 * a Universal VTT export. Definitions only (createRoute + zod).
 */
import { createRoute, z } from '@hono/zod-openapi';
import { boolParam, enumParam, intParam, intParamDefault } from '../lib/params';
import { seededQuery } from '../lib/seeded-query';

const MAX_STEP = 500;
const MAX_PATH = 500;

const pathParam = z
  .string()
  .max(MAX_PATH * 8)
  .regex(/^e\d{1,6}(,e\d{1,6})*$/, 'path must be exit ids like e3,e7,e12 separated by commas')
  .transform((s) => s.split(','))
  .pipe(z.array(z.string()).max(MAX_PATH))
  .optional()
  .openapi({
    type: 'string',
    description: `Exit ids (as listed in the frontier) to resolve in order, overriding the explorer for the first steps; at most ${MAX_PATH} and at most \`step\`. Each must be on the frontier when its turn comes, or the answer is a 400 naming \`path\`.`,
    example: 'e1,e3',
  });

/** The query every DMG1 route shares, with the same defaults everywhere (step 60, level 1). */
export const dmg1Query = {
  ...seededQuery,
  step: intParamDefault({
    min: 0,
    max: MAX_STEP,
    default: 60,
    description: `Frontier exits to resolve (0..${MAX_STEP}); a \`path\` chooses the first of them and the explorer the rest.`,
    example: 60,
  }),
  level: intParamDefault({
    min: 1,
    max: 16,
    default: 1,
    description:
      'The level to answer: the map, key and export draw it, the plan keeps only its spaces, portals and exits. It must be one the crawl has reached.',
  }),
  path: pathParam,
  searcher: enumParam(['non-elf', 'elf', 'magic-device'] as const, {
    description: 'Who finds Table VII secret doors.',
    default: 'non-elf',
  }),
  caves: enumParam(['never', 'lower', 'always'] as const, {
    description: 'Where caves and caverns (Table VIII) replace rooms and chambers.',
    default: 'lower',
  }),
  cavesFrom: intParamDefault({
    min: 1,
    max: 16,
    default: 4,
    description: 'First level counted as lower for caves.',
  }),
  start: enumParam(
    ['random', 'table-v', 'starter-1', 'starter-2', 'starter-3', 'starter-4', 'starter-5'] as const,
    { description: 'How each level begins.', default: 'random' },
  ),
  sheetWidth: intParamDefault({
    min: 20,
    max: 80,
    default: 40,
    description: 'Sheet width in 10-ft squares.',
  }),
  sheetHeight: intParamDefault({
    min: 20,
    max: 80,
    default: 30,
    description: 'Sheet height in 10-ft squares.',
  }),
  maxLevel: intParamDefault({
    min: 1,
    max: 16,
    default: 10,
    description: 'Deepest level followed.',
  }),
  solo: boolParam({
    description: 'Solo rules: listen at doors, egress doors checked after descending.',
    default: false,
  }),
  detection: boolParam({
    description:
      'Solo play with ESP or a detection device: a d6 at each door finds a thinking monster on 1.',
    default: false,
  }),
} as const;

const problem = {
  'application/problem+json': {
    schema: z
      .object({ type: z.string(), title: z.string(), status: z.number(), detail: z.string() })
      .passthrough(),
  },
};

export const getCrawl = createRoute({
  method: 'get',
  path: '/v1/crawl/dmg1',
  tags: ['Crawl'],
  summary: 'DMG1 Appendix A crawl: the plan',
  description:
    'Replays the AD&D Dungeon Masters Guide Appendix A random dungeon procedure from the seed for `step` frontier exits: spaces (cells as row spans on a 5-ft grid), portals (doors, secret and one-way doors, stairs, chutes, trap doors), contents, the frontier of unexplored exits and the step log with every table roll.',
  request: { query: z.object(dmg1Query).strict() },
  responses: {
    200: {
      description: 'The plan.',
      content: { 'application/json': { schema: z.object({}).passthrough().openapi('Dmg1Crawl') } },
    },
    400: { description: 'A parameter is invalid.', content: problem },
  },
});

export const getCrawlSvg = createRoute({
  method: 'get',
  path: '/v1/crawl/dmg1/map.svg',
  tags: ['Crawl'],
  summary: 'DMG1 crawl: map of one level (SVG)',
  description:
    'The classic blue-grid map: walls, doors by kind, secret doors (S), stairs (D/U), traps, numbered rooms, scale bar and key.',
  request: { query: z.object(dmg1Query).strict() },
  responses: {
    200: { description: 'The map.', content: { 'image/svg+xml': { schema: z.string() } } },
    400: { description: 'A parameter is invalid.', content: problem },
  },
});

export const getCrawlPng = createRoute({
  method: 'get',
  path: '/v1/crawl/dmg1/map.png',
  tags: ['Crawl'],
  summary: 'DMG1 crawl: map of one level (PNG)',
  description: 'The same map as map.svg, rasterised with the bundled font.',
  request: {
    query: z
      .object({
        ...dmg1Query,
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
    400: { description: 'A parameter is invalid.', content: problem },
  },
});

export const getCrawlKey = createRoute({
  method: 'get',
  path: '/v1/crawl/dmg1/key',
  tags: ['Crawl'],
  summary: 'DMG1 crawl: room key of one level',
  description:
    'A terse module-style key: each numbered room with size, exits, contents, treasure and traps, then passages with what was found in them.',
  request: { query: z.object(dmg1Query).strict() },
  responses: {
    200: {
      description: 'The key as plain text.',
      content: { 'text/plain': { schema: z.string() } },
    },
    400: { description: 'A parameter is invalid.', content: problem },
  },
});

export const getCrawlUvtt = createRoute({
  method: 'get',
  path: '/v1/crawl/dmg1/uvtt',
  tags: ['Crawl'],
  summary: 'DMG1 crawl: Universal VTT export of one level',
  description:
    'Universal VTT (format 0.3, as .dd2vtt/.uvtt readers expect): resolution (grid = one 10-ft square), line_of_sight wall polylines, portals for doors, lights, environment and the map PNG as base64 `image`.',
  request: {
    query: z
      .object({
        ...dmg1Query,
        pixelsPerGrid: intParamDefault({
          min: 20,
          max: 140,
          default: 50,
          description: 'Pixels per 10-ft grid square in the image.',
        }),
      })
      .strict(),
  },
  responses: {
    200: {
      description: 'The Universal VTT document.',
      content: {
        'application/json': { schema: z.object({}).passthrough().openapi('UniversalVtt') },
      },
    },
    400: { description: 'A parameter is invalid.', content: problem },
  },
});
