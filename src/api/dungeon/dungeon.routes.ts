import { createRoute, z } from '@hono/zod-openapi';
import { enumParam, intParam, listParam } from '../lib/params';
import { seededQuery } from '../lib/seeded-query';
import { DungeonSchema } from './dungeon.schemas';

/** Rulesets /v1/dungeon serves (the 2019 edition joins this list). */
export const DUNGEON_RULESETS = ['hthad2008'] as const;

/** The query every /v1/dungeon resource shares (the campaign map reuses it). */
export const dungeonQuery = {
  ...seededQuery,
  ruleset: enumParam(DUNGEON_RULESETS, {
    description: 'Which edition of How to Host a Dungeon to play.',
    default: 'hthad2008',
  }),
  until: enumParam(['primordial', 'civilization', 'disaster', 'monsters', 'villainy', 'end'], {
    description:
      'Stop at the end of this age: primordial, civilization, disaster, monsters (the Age of Monsters), villainy (the Age of Villainy) or end (the whole history).',
    default: 'end',
  }),
  year: intParam({
    min: 0,
    max: 120,
    description:
      'Stop at the end of this year of the `until` age (primordial: the roll number; civilization: year 0 is the founding).',
    example: 3,
  }),
  civ: listParam(['dwarves', 'dark-elves', 'demons', 'custom', 'random'], {
    description:
      'Civilization(s) to run; two runs the Two Civilizations at Once option. Default: one rolled on the d10 Civilization table.',
    max: 2,
  }),
  rules: listParam(
    [
      'water-magma',
      'named-treasures',
      'minor-features',
      'minor-feature-replace',
      'two-villains',
      'villainy-arrivals',
    ],
    {
      description:
        'Optional and advanced rules of the late ages, all off by default: water-magma (Advanced Rules I: floods, aquatic and magma monsters), named-treasures, minor-features (a wiped-out group leaves a minor feature), minor-feature-replace (cross used features off and make up new ones), two-villains, villainy-arrivals (new monster groups keep arriving in the Age of Villainy).',
      max: 6,
    },
  ),
  world: enumParam(
    [
      'ordinary',
      'roll',
      'firetop-range',
      'rift-of-sorrows',
      'scorched-lands',
      'hollow-earth',
      'pocket-universe',
    ],
    {
      description:
        'Advanced Rules II: Alternate Worlds. roll: a d8 at the start (1 a random alternate world, 8 one chosen); or name one. Default: the ordinary world.',
      default: 'ordinary',
    },
  ),
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
  request: { query: z.object(dungeonQuery).strict() },
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
        ...dungeonQuery,
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
