/**
 * Routes of every history ruleset the registry holds, under `/v1/dungeon` with `ruleset`
 * choosing the edition: the world as JSON, the Historical Record, the side-view map and the
 * campaign surface map. Definitions only (createRoute + zod), built from the rulesets'
 * declarations, so a new edition adds no route.
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { HistoryRuleset } from '../../hthad/history/ruleset';
import { EVENT_DETAILS } from '../../hthad/world/events';
import { SHEETS, THEME_IDS } from '../../render/side';
import { mergedSpecs, optionParams } from '../lib/options';
import { boolParam, enumParam, intParam, intParamDefault } from '../lib/params';
import { PIXEL_CEILING_EXTENSION, PIXEL_CEILING_NOTE } from '../lib/image';
import { pngContent, seededResponses } from '../lib/responses';
import { seededQuery } from '../lib/seeded-query';
import { CampaignSchema, ChronicleSchema, DungeonSchema } from './history.schemas';
import { DungeonCompactSchema } from './compact.schemas';
import { GEOMETRIES } from '../../crawl/plan/compact';

/** Bounds of the PNG width, in pixels. */
export const PNG_WIDTH = { min: 256, max: 4096, default: 1600 } as const;

/** The query every history resource shares: seed, pin, ruleset, stop and every option. */
export function historyQuery(rulesets: readonly HistoryRuleset[]) {
  const ids = rulesets.map((r) => r.id) as [string, ...string[]];
  const ages: string[] = [];
  for (const r of rulesets) for (const a of r.ages) if (!ages.includes(a.id)) ages.push(a.id);
  const first = rulesets[0]!;
  const ageTitles = first.ages.map((a) => `${a.id} (${a.title})`).join(', ');
  return {
    ...seededQuery,
    ruleset: enumParam(ids, {
      description: `The rule system that plays the history: ${rulesets.map((r) => `${r.id} (${r.title})`).join(', ')}.`,
      default: first.id,
    }),
    until: enumParam(ages as [string, ...string[]], {
      description: `Stop at the end of this age: ${ageTitles}. Each ruleset lists its ages in /v1/rulesets.`,
      default: first.ages[first.ages.length - 1]!.id,
    }),
    year: intParam({
      min: 0,
      max: Math.max(...rulesets.map((r) => r.maxYear)),
      description:
        'Stop at the end of this year of the `until` age. Years count from 1 (the Primordial Age: the roll number), except where an age has a year 0: the Age of Civilization’s founding and the Age of Villainy’s setup (the arch-villain’s arrival, where the book suggests play begins). The end has no years; each ruleset lists its ages’ first years in /v1/rulesets.',
      example: 3,
    }),
    ...optionParams(mergedSpecs(rulesets)),
  };
}

/**
 * How much of the event log `/v1/dungeon` carries. A parameter of the body, not of the engine:
 * every level replays the same history (it enters the ETag as any parameter does).
 */
export const eventsParam = enumParam(EVENT_DETAILS, {
  description:
    'How much of the event log to include: `none` (the default: the state alone, `events` empty; the chronicle route tells the events), `summary` (every event with its bead changes grouped: one record per op, kind, role, owner, from and to, with `count`), or `full` (the summary and each die as it fell, in `dice`).',
  default: 'none',
});

/** The body's form of `/v1/dungeon`: compact by default (src/api/history/compact.ts). */
export const dungeonGeometryParam = enumParam(GEOMETRIES, {
  description:
    '`compact`: points as flat lists [x0, y0, …], shapes as lists headed by their kind, layer stamps as [layer, year], null and empty keys left out, beads in runs sharing one record, events grouped by moment (age, year, season) with each event and bead change as a list. `full`: every record spelled out, as before. The same world; the README gives the decoder.',
  default: 'compact',
});

/** Drawing options of the side-view map. */
export const sideViewQuery = {
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

const widthParam = (what: string) =>
  intParamDefault({
    ...PNG_WIDTH,
    description: `Image width in pixels (${PNG_WIDTH.min}–${PNG_WIDTH.max}); the height follows the ${what}. ${PIXEL_CEILING_NOTE}`,
  }).openapi(PIXEL_CEILING_EXTENSION);

const svg = { 'image/svg+xml': { schema: z.string() } };

/** Every history route, for the rulesets given. */
export function historyRouteDefs(rulesets: readonly HistoryRuleset[]) {
  const query = historyQuery(rulesets);
  const { theme, labels } = sideViewQuery;
  const campaignDescription =
    'The rulebook’s “Make a Surface Map”: each dungeon entrance, left to right, on a d8 row at the same distance across; a town for each farm, near its entrance when it was near one; castles, cities, towers and other landmarks; two or three places where particular races live. The book suggests playing until the start of the Age of Villainy (`until=villainy&year=1`). Only for rulesets whose book has one.';
  return {
    dungeon: createRoute({
      method: 'get',
      path: '/v1/dungeon',
      operationId: 'getDungeon',
      tags: ['History'],
      summary: 'A dungeon’s history, replayed to an age and year',
      description:
        'Replays How to Host a Dungeon from the seed to the requested point and answers the world: page, layers, places with geometry, tunnels, features, beads with their owners, groups, the civilizations with their constructions in order, and every event with its dice.',
      request: {
        query: z.object({ ...query, events: eventsParam, geometry: dungeonGeometryParam }).strict(),
      },
      responses: {
        200: {
          description: 'The world at the requested point.',
          content: {
            'application/json': { schema: z.union([DungeonCompactSchema, DungeonSchema]) },
          },
        },
        ...seededResponses,
      },
    }),
    chronicle: createRoute({
      method: 'get',
      path: '/v1/dungeon/chronicle',
      operationId: 'getChronicle',
      tags: ['History'],
      summary: 'The Historical Record',
      description:
        'The dungeon’s history as the rulebook’s Historical Record: by age and year, terse, with names, each event’s bead changes, and who holds what at the end. Rendered from the event log alone.',
      request: {
        query: z
          .object({
            ...query,
            format: enumParam(['text', 'markdown', 'json'], {
              description: 'text (plain), markdown, or a JSON outline of ages, years and entries.',
              default: 'text',
            }),
          })
          .strict(),
      },
      responses: {
        200: {
          description: 'The Historical Record.',
          content: {
            'text/plain': { schema: z.string() },
            'text/markdown': { schema: z.string() },
            'application/json': { schema: ChronicleSchema },
          },
        },
        ...seededResponses,
      },
    }),
    mapSvg: createRoute({
      method: 'get',
      path: '/v1/dungeon/map.svg',
      operationId: 'getDungeonMapSvg',
      tags: ['History'],
      summary: 'Side-view map of a dungeon’s history (SVG)',
      description:
        'The dungeon drawn as the rulebook draws it: sky and surface, rows 1–6, pencil caves, blue Dwarven, black Dark Elf and red Demon works, gold, mithral and water, beads (● ○ ★ ❖) in their places, names, a legend, the holdings and a title block. Every drawn place, tunnel, feature and bead carries its world id as `id`/`data-id`.',
      request: { query: z.object({ ...query, ...sideViewQuery }).strict() },
      responses: { 200: { description: 'The map as SVG.', content: svg }, ...seededResponses },
    }),
    mapPng: createRoute({
      method: 'get',
      path: '/v1/dungeon/map.png',
      operationId: 'getDungeonMapPng',
      tags: ['History'],
      summary: 'Side-view map of a dungeon’s history (PNG)',
      description:
        'The same drawing as map.svg, rasterised with the bundled font (identical bytes on every runtime).',
      request: {
        query: z.object({ ...query, ...sideViewQuery, width: widthParam('page') }).strict(),
      },
      responses: {
        200: { description: 'The map as PNG.', content: pngContent },
        ...seededResponses,
      },
    }),
    campaign: createRoute({
      method: 'get',
      path: '/v1/dungeon/campaign',
      operationId: 'getCampaign',
      tags: ['History'],
      summary: 'The campaign surface map for a dungeon',
      description: campaignDescription,
      request: { query: z.object(query).strict() },
      responses: {
        200: {
          description: 'The campaign map as data (drawing it is the renderer’s job).',
          content: { 'application/json': { schema: CampaignSchema } },
        },
        ...seededResponses,
      },
    }),
    campaignSvg: createRoute({
      method: 'get',
      path: '/v1/dungeon/campaign.svg',
      operationId: 'getCampaignSvg',
      tags: ['History'],
      summary: 'The campaign surface map (SVG)',
      description: campaignDescription,
      request: { query: z.object({ ...query, theme, labels }).strict() },
      responses: {
        200: { description: 'The campaign map as SVG.', content: svg },
        ...seededResponses,
      },
    }),
    campaignPng: createRoute({
      method: 'get',
      path: '/v1/dungeon/campaign.png',
      operationId: 'getCampaignPng',
      tags: ['History'],
      summary: 'The campaign surface map (PNG)',
      description: campaignDescription,
      request: {
        query: z.object({ ...query, theme, labels, width: widthParam('sheet') }).strict(),
      },
      responses: {
        200: { description: 'The campaign map as PNG.', content: pngContent },
        ...seededResponses,
      },
    }),
  };
}
