import { createRoute, z } from '@hono/zod-openapi';
import { enumParam, intParam, listParam } from '../lib/params';
import { seededQuery } from '../lib/seeded-query';
import { DungeonSchema } from './dungeon.schemas';

/** Rulesets /v1/dungeon serves (the 2019 edition joins this list). */
export const DUNGEON_RULESETS = ['hthad2008'] as const;

const query = {
  ...seededQuery,
  ruleset: enumParam(DUNGEON_RULESETS, {
    description: 'Which edition of How to Host a Dungeon to play.',
    default: 'hthad2008',
  }),
  until: enumParam(['primordial', 'civilization', 'disaster', 'monsters', 'villainy', 'end'], {
    description:
      'Stop at the end of this age. hthad2008 plays the Primordial Age, the Age of Civilization and the Great Disaster so far; later ages stop after the disaster.',
    default: 'end',
  }),
  year: intParam({
    min: 0,
    max: 60,
    description:
      'Stop at the end of this year of the `until` age (primordial: the roll number; civilization: year 0 is the founding).',
    example: 3,
  }),
  civ: listParam(['dwarves', 'dark-elves', 'demons', 'custom', 'random'], {
    description:
      'Civilization(s) to run; two runs the Two Civilizations at Once option. Default: one rolled on the d10 Civilization table.',
    max: 2,
  }),
  page: enumParam(['letter', 'tabloid', 'poster'], {
    description: 'Page size: letter 28x21 beads, tabloid 42x28, poster 56x42.',
    default: 'letter',
  }),
};

export const getDungeon = createRoute({
  method: 'get',
  path: '/v1/dungeon',
  tags: ['History'],
  summary: 'A dungeon’s history, replayed to an age and year',
  description:
    'Replays How to Host a Dungeon from the seed to the requested point and answers the world: page, layers, places with geometry, tunnels, features, beads with their owners, groups, the civilizations with their constructions in order, and every event with its dice.',
  request: { query: z.object(query).strict() },
  responses: {
    200: {
      description: 'The world at the requested point.',
      content: { 'application/json': { schema: DungeonSchema } },
    },
  },
});

export const getChronicle = createRoute({
  method: 'get',
  path: '/v1/dungeon/chronicle',
  tags: ['History'],
  summary: 'The Historical Record',
  description:
    'The dungeon’s history as the rulebook’s Historical Record: by age and year, terse, with names. Rendered from the event log alone.',
  request: {
    query: z
      .object({
        ...query,
        format: enumParam(['text', 'markdown', 'json'], {
          description: 'text (plain), markdown, or a JSON outline of ages, years and lines.',
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
        'application/json': {
          schema: z
            .object({
              title: z.string(),
              ages: z.array(
                z.object({
                  age: z.string(),
                  title: z.string(),
                  years: z.array(
                    z.object({
                      year: z.number().int(),
                      label: z.string(),
                      lines: z.array(z.string()),
                    }),
                  ),
                }),
              ),
            })
            .openapi('Chronicle'),
        },
      },
    },
  },
});
