import { createRoute, z } from '@hono/zod-openapi';
import { badRequest } from '../lib/responses';

const OptionSchema = z
  .object({
    name: z.string(),
    title: z.string().openapi({ description: 'A few plain words for a form label.' }),
    type: z.enum(['boolean', 'integer', 'enum', 'list']),
    description: z.string(),
    default: z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]),
    values: z.array(z.string()).optional(),
    min: z.number().optional(),
    max: z.number().optional().openapi({ description: 'Integer: the bound. List: most entries.' }),
    order: z
      .string()
      .optional()
      .openapi({ description: 'List: what the order of the entries means, when it matters.' }),
  })
  .openapi('RulesetOption');

const StageSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    firstYear: z
      .number()
      .int()
      .nullable()
      .optional()
      .openapi({ description: 'History ages: the first year `year` may name; null: no years.' }),
  })
  .openapi('RulesetStage');

export const RulesetSchema = z
  .object({
    id: z.string().openapi({ example: 'hthad2008' }),
    kind: z.enum(['history', 'crawl', 'play']),
    title: z.string(),
    source: z.string(),
    author: z.string(),
    sourceFile: z.string(),
    version: z.string(),
    endpoint: z.string(),
    stages: z.array(StageSchema).openapi({
      description: 'Ages (history), the step unit (crawl) or the round unit (played game).',
    }),
    limits: z.record(z.string(), z.number().int()).openapi({
      description: 'Bounds of the stopping point: maxYear, maxStep, maxLevel, maxRound.',
    }),
    options: z.array(OptionSchema),
    resources: z.array(z.object({ path: z.string(), version: z.string() })).openapi({
      description:
        'Each resource with the version that shapes its bytes today: the value a URL pins with `v`.',
    }),
  })
  .openapi('Ruleset');

export const listRulesets = createRoute({
  method: 'get',
  path: '/v1/rulesets',
  operationId: 'listRulesets',
  tags: ['Meta'],
  summary: 'The rule systems Strata runs',
  description:
    'Each system with its id, rulebook credit, current ruleset version (part of every ETag), the ages or steps a replay can stop at, the options it accepts, and the version of each of its resources.',
  request: { query: z.object({}).strict() },
  responses: {
    200: {
      description: 'All registered rule systems.',
      content: {
        'application/json': {
          schema: z.object({ rulesets: z.array(RulesetSchema) }).openapi('RulesetList'),
        },
      },
    },
    ...badRequest,
  },
});
