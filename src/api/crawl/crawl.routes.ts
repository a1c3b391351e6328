/**
 * Routes of one crawl system, built from its declarations: the plan as JSON, its map as SVG or
 * PNG, the room key and a Universal VTT export, at `/v1/crawl/{id}`. Definitions only.
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { CrawlSystem } from '../../crawl/plan/system';
import { optionParams } from '../lib/options';
import { enumParam, intParam, intParamDefault } from '../lib/params';
import { PIXEL_CEILING_EXTENSION, PIXEL_CEILING_NOTE } from '../lib/image';
import { pngContent, seededResponses } from '../lib/responses';
import { seededQuery } from '../lib/seeded-query';
import { FOUNDRY_GENERATIONS } from '../../crawl/plan/foundry';
import { GEOMETRIES } from '../../crawl/plan/compact';
import {
  CrawlPlanCompactSchema,
  CrawlPlanSchema,
  FoundrySceneSchema,
  UniversalVttSchema,
} from './crawl.schemas';

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

/** Pixels per grid square of a VTT image by default: inside the 70–100 importers expect. */
export const VTT_PIXELS_PER_GRID = 70;

const PPG = { min: 20, max: 140 } as const;

/** `view`: who the map is for. */
function viewParam(def: 'referee' | 'player') {
  return enumParam(['referee', 'player'], {
    default: def,
    description:
      '`referee`: every mark (room numbers, S for secret doors, T for traps, exits still to explore). `player`: what the party may see: none of those marks, and secret doors drawn as wall (in a Universal VTT export they are wall, not doors).',
  });
}

const ppgDescription = `Pixels per grid square of the image (${PPG.min}..${PPG.max}); the image is exactly the map's squares times this. ${PIXEL_CEILING_NOTE}`;

const GEOMETRY_WORDS =
  "`compact` (the default): spaces carry `rects` ([x0, y0, x1, y1], cells included) instead of `spans`, wall portals `edges` as runs ([axis, x, y, n]: n unit edges from grid point (x, y), `h` eastward, `v` southward), `state` leaves out the door flags that are false, and each step of the log has its `rolls` as [table, die, roll, result] and leaves out an empty `fallbacks` or `summary`. `full`: each space's cells as row spans, each wall portal's unit edges, every door flag, every roll as an object. The same plan; the README gives the decoder.";

/**
 * `geometry` of the plan: the body's form of spaces, portals and the step log (not of the crawl).
 * A body that embeds a plan (a played game's state) takes the same parameter, `before` its words.
 */
export const geometryParam = (before = '') =>
  enumParam(GEOMETRIES, {
    default: 'compact',
    description: `${before}${GEOMETRY_WORDS}`,
  });

/** Every route of one crawl system. */
export function crawlRouteDefs(sys: CrawlSystem) {
  const query = crawlQuery(sys);
  const base = `/v1/crawl/${sys.id}`;
  const op = pascal(sys.id);
  const name = sys.title;
  const mapQuery = {
    view: viewParam('referee'),
    mode: enumParam(['sheet', 'vtt'], {
      default: 'sheet',
      description:
        "`sheet`: the map with title block, scale, legend and key. `vtt`: the map area only, for a virtual tabletop's background: exactly the map's squares times `pixelsPerGrid` pixels, the image a `/uvtt` export embeds and a `/foundry` scene names.",
    }),
    pixelsPerGrid: intParam({
      ...PPG,
      description: `Pixels per grid square. \`mode=vtt\`: ${ppgDescription} Default ${VTT_PIXELS_PER_GRID}. \`mode=sheet\`: the map's squares on the sheet (default 24; \`width\` then scales the whole sheet).`,
    }).openapi(PIXEL_CEILING_EXTENSION),
  };
  return {
    plan: createRoute({
      method: 'get',
      path: base,
      operationId: `get${op}Crawl`,
      tags: ['Crawl'],
      summary: `${name}: the plan`,
      description:
        'Replays the crawl from the seed for `step` frontier exits: spaces (cells as row spans on the grid), portals (doors, secret and one-way doors, stairs and other ways between levels), contents, the frontier of unexplored exits and the step log with every table roll.',
      request: { query: z.object({ ...query, geometry: geometryParam() }).strict() },
      responses: {
        200: {
          description: 'The plan.',
          content: {
            'application/json': { schema: z.union([CrawlPlanCompactSchema, CrawlPlanSchema]) },
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
      request: { query: z.object({ ...query, ...mapQuery }).strict() },
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
      description:
        'The same map as map.svg, rasterised with the bundled font. With `mode=vtt` it is the background a `/foundry` scene names, sent with that file name in `content-disposition`.',
      request: {
        query: z
          .object({
            ...query,
            ...mapQuery,
            width: intParam({
              min: 200,
              max: 4000,
              description: `Image width in pixels (height follows); with \`mode=sheet\` only (a 400 with \`mode=vtt\`, whose size \`pixelsPerGrid\` sets). ${PIXEL_CEILING_NOTE}`,
            }).openapi(PIXEL_CEILING_EXTENSION),
          })
          .strict(),
      },
      responses: {
        200: {
          description: 'The map.',
          content: pngContent,
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
        'Universal VTT (format 0.3, as the Universal Battlemap Importer, MapTool, Roll20 and Owlbear importers read it): resolution (grid = one map square, origin 0,0), `line_of_sight` (straight wall runs meeting at shared endpoints, and pillar outlines), `objects_line_of_sight` (illusory walls), one closed portal per door (open archways are gaps in the walls), lights, environment, and the map PNG (`mode=vtt` of map.png) as base64 `image`, or none with `image=none`.',
      request: {
        query: z
          .object({
            ...query,
            view: viewParam('referee'),
            pixelsPerGrid: intParamDefault({
              ...PPG,
              default: VTT_PIXELS_PER_GRID,
              description: ppgDescription,
            }).openapi(PIXEL_CEILING_EXTENSION),
            image: enumParam(['png', 'none'], {
              default: 'png',
              description:
                '`png`: the map image inside, as base64. `none`: `image` is the empty string, for importers that take the picture separately (fetch map.png with `mode=vtt` and the same `view` and `pixelsPerGrid`).',
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
    foundry: createRoute({
      method: 'get',
      path: `${base}/foundry`,
      operationId: `get${op}Foundry`,
      tags: ['Crawl'],
      summary: `${name}: Foundry VTT scene of one level`,
      description:
        "A Foundry VTT scene for the sidebar's Import Data: walls (doors and secret doors, closed or locked; illusory walls that stop sight but not bodies; pillars), lights, a square grid of the map's squares, and the background by file name (`flags.strata.image.file`), to be uploaded beside it from `flags.strata.image.url` (map.png with `mode=vtt`). Foundry 13 keeps the background on the scene; Foundry 14 on its level.",
      request: {
        query: z
          .object({
            ...query,
            foundry: enumParam(FOUNDRY_GENERATIONS, {
              default: '13',
              description:
                'The Foundry VTT core generation to write for: `13` (background on the scene) or `14` (background on the scene level; walls and lights name it).',
            }),
            view: viewParam('player'),
            pixelsPerGrid: intParamDefault({
              ...PPG,
              default: VTT_PIXELS_PER_GRID,
              description: ppgDescription,
            }).openapi(PIXEL_CEILING_EXTENSION),
          })
          .strict(),
      },
      responses: {
        200: {
          description:
            'The scene. Its `view` chooses only the background: Foundry hides secret doors from players by itself. Default `player`, since players see the background.',
          content: {
            'application/json': { schema: FoundrySceneSchema },
          },
        },
        ...seededResponses,
      },
    }),
  };
}
