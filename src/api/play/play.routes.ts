/**
 * Routes of one played game, built from its declarations: the state at a round (and action) as
 * JSON, the crawl's map with the figures on it as SVG or PNG, and the play log, at
 * `/v1/play/{id}`. Definitions only.
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { PlayedGame } from '../../crawl/plan/play';
import { geometryParam } from '../crawl/crawl.routes';
import { CrawlPlanCompactSchema, CrawlPlanSchema } from '../crawl/crawl.schemas';
import { PIXEL_CEILING_EXTENSION, PIXEL_CEILING_NOTE } from '../lib/image';
import { optionParams } from '../lib/options';
import { enumParam, intParam, intParamDefault } from '../lib/params';
import { pngContent, seededResponses } from '../lib/responses';
import { seededQuery } from '../lib/seeded-query';

/** `Plungin`: an id as the start of an operationId or component name. */
export const pascal = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

/** Most actions one round may hold (every hero's two and the reactions, generously). */
export const MAX_ACTION = 200;

/** The query every route of a played game shares, with the same defaults everywhere. */
export function playQuery(game: PlayedGame) {
  return {
    ...seededQuery,
    round: intParamDefault({
      min: 0,
      max: game.rounds.max,
      default: game.rounds.default,
      description: `The round to stop after (0..${game.rounds.max}; 0 is the quest set up, before anyone moves). A round past the quest's end answers its final state.`,
      example: game.rounds.default,
    }),
    action: intParam({
      min: 0,
      max: MAX_ACTION,
      description:
        'Stop within `round` after this many actions (0: before its first); left out, the whole round, the monsters’ turn included. An action the round never reaches is a 400 naming `action`.',
    }),
    level: intParamDefault({
      min: 1,
      max: 99,
      default: 1,
      description: 'The dungeon level to answer: one the party has reached.',
    }),
    ...optionParams(game.options),
  };
}

const Cell = z.object({ x: z.number().int(), y: z.number().int() });

const Figure = z
  .object({
    id: z.string(),
    side: z.enum(['hero', 'monster']),
    name: z.string(),
    level: z.number().int(),
    cell: Cell,
    life: z.number(),
    maxLife: z.number(),
    conditions: z.array(z.string()),
  })
  .openapi('PlayFigure', { description: 'A hero or a monster: where it stands and how it fares.' });

const Entry = z
  .object({
    round: z.number().int(),
    action: z.number().int(),
    actor: z.string(),
    act: z.string(),
    text: z.string(),
    dice: z.array(z.object({ die: z.string(), value: z.number().int(), for: z.string() })),
  })
  .openapi('PlayEntry', { description: 'One line of the play log, with its dice.' });

export const PlayStateSchema = z
  .object({
    system: z.string(),
    version: z.string(),
    seed: z.string(),
    round: z.number().int(),
    action: z.number().int(),
    asked: z.object({ round: z.number().int(), action: z.union([z.number().int(), z.null()]) }),
    outcome: z.union([z.string(), z.null()]),
    level: z.number().int(),
    options: z.record(z.string(), z.unknown()),
    figures: z.array(Figure),
    log: z
      .array(Entry)
      .describe(
        'The play log as `log` asks: the round reached (the default), none, or all of it so far.',
      ),
    party: z
      .record(z.string(), z.unknown())
      .optional()
      .describe(
        "The party's shared holdings where the game keeps them: gold, valuables, keys, carried items, discards, XP.",
      ),
    crawl: CrawlPlanSchema,
  })
  .openapi('PlayState', {
    description:
      'The game where the replay stopped: round and action reached (`asked` is what the query asked; a round past the end answers the final state), the outcome once the quest is over, every figure, the play log (the round reached, unless `log` asks for none or all of it) and the dungeon as built (the crawl plan of `level`).',
  });

const DiceRun = z.tuple([z.string(), z.string()], z.number().int()).openapi('PlayDiceRun', {
  description: 'One die rolled for one purpose, in order: [die, for, value, …].',
});

const EntryCompact = z
  .tuple([z.number().int(), z.number().int(), z.string(), z.string(), z.string(), z.array(DiceRun)])
  .openapi('PlayEntryCompact', {
    description: 'One line of the play log: [round, action, actor, act, text, dice runs].',
  });

/** The state JSON in compact form (`geometry=compact`; built from shapes: no `allOf`). */
export const PlayStateCompactSchema = z
  .object({
    ...PlayStateSchema.shape,
    log: z.array(EntryCompact),
    crawl: CrawlPlanCompactSchema,
  })
  .openapi('PlayStateCompact', {
    description:
      'The state in compact form (`geometry=compact`, the default): log entries as lists, the crawl plan compact; the README gives the decoder.',
  });

/** How much of the play log the state carries (`log`). */
export const PLAY_LOG_DETAILS = ['none', 'round', 'full'] as const;
export type PlayLogDetail = (typeof PLAY_LOG_DETAILS)[number];

/**
 * `log` of the state: a parameter of the body, not of the replay (it enters the ETag as any
 * parameter does). The whole log is also the `/log` resource, as a session report.
 */
export const playLogParam = enumParam(PLAY_LOG_DETAILS, {
  description:
    'How much of the play log to include: `round` (the default: the entries of the round reached, up to `action`; what happened since the round before, so a client stepping through the quest needs no second request), `none` (the state alone, `log` empty), or `full` (every entry from the setting up on, as before). `/log` tells the whole quest as a session report.',
  default: 'round',
});

/** `geometry` of the state: the crawl's parameter, with the play log's form before it. */
const playGeometry = geometryParam(
  'The play log: `compact` gives each entry as [round, action, actor, act, text, dice] with its dice in runs [die, for, value, …] (one die for one purpose, in order); `full` as objects, each die `{die, value, for}`. The crawl plan: ',
);

const mapQuery = {
  view: enumParam(['referee', 'player'], {
    default: 'referee',
    description:
      '`referee`: every mark of the crawl map. `player`: what the party may see (no numbers, traps or secret doors).',
  }),
  pixelsPerGrid: intParam({
    min: 12,
    max: 80,
    description: `Pixels per map square (default 24). ${PIXEL_CEILING_NOTE}`,
  }).openapi(PIXEL_CEILING_EXTENSION),
};

/** Every GET route of one played game. */
export function playRouteDefs(game: PlayedGame) {
  const query = playQuery(game);
  const base = `/v1/play/${game.id}`;
  const op = `${pascal(game.id)}Play`;
  const name = game.title;
  const tags = ['Play'];
  return {
    state: createRoute({
      method: 'get',
      path: base,
      operationId: `get${op}`,
      tags,
      summary: `${name}: the game at a round`,
      description:
        'Replays the quest from the seed to `round` (and `action` within it): heroes and monsters with life, conditions and squares, the outcome, the play log of that round with every roll (`log` for none or all of it) and the dungeon built so far.',
      request: {
        query: z.object({ ...query, log: playLogParam, geometry: playGeometry }).strict(),
      },
      responses: {
        200: {
          description: 'The state.',
          content: {
            'application/json': { schema: z.union([PlayStateCompactSchema, PlayStateSchema]) },
          },
        },
        ...seededResponses,
      },
    }),
    mapSvg: createRoute({
      method: 'get',
      path: `${base}/map.svg`,
      operationId: `get${op}MapSvg`,
      tags,
      summary: `${name}: the map with the figures (SVG)`,
      description:
        "The crawl's map of one level with every figure on its square (heroes round and blue, monsters square and red, each with initials and a life bar; the fallen grey) and a roster of the figures beside it.",
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
      tags,
      summary: `${name}: the map with the figures (PNG)`,
      description: 'The same map as map.svg, rasterised with the bundled font.',
      request: {
        query: z
          .object({
            ...query,
            ...mapQuery,
            width: intParam({
              min: 200,
              max: 4000,
              description: `Image width in pixels (height follows). ${PIXEL_CEILING_NOTE}`,
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
    log: createRoute({
      method: 'get',
      path: `${base}/log`,
      operationId: `get${op}Log`,
      tags,
      summary: `${name}: the play log (Markdown)`,
      description:
        'The quest so far as a session report: a heading per round, each action in words with its rolls, the party and the outcome at the end.',
      request: { query: z.object(query).strict() },
      responses: {
        200: {
          description: 'The log as Markdown.',
          content: { 'text/markdown': { schema: z.string() } },
        },
        ...seededResponses,
      },
    }),
    ...(game.sheets
      ? {
          sheets: createRoute({
            method: 'get',
            path: `${base}/sheets`,
            operationId: `get${op}Sheets`,
            tags,
            summary: `${name}: the character and party sheets (Markdown)`,
            description:
              "The rulebook's play aids filled in at `round` (and `action`): a character sheet for each hero (stats, special abilities, spells, armour, hands, attire, items, level, life and XP) and the party sheet (leader, heroes, gold, valuables).",
            request: { query: z.object(query).strict() },
            responses: {
              200: {
                description: 'The sheets as Markdown.',
                content: { 'text/markdown': { schema: z.string() } },
              },
              ...seededResponses,
            },
          }),
        }
      : {}),
  };
}
