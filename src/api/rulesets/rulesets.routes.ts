import { createRoute, z } from '@hono/zod-openapi';

const OptionSchema = z
  .object({
    name: z.string(),
    type: z.enum(['boolean', 'integer', 'string', 'enum', 'list']),
    description: z.string(),
    default: z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]).optional(),
    values: z.array(z.string()).optional(),
    min: z.number().optional(),
    max: z.number().optional(),
  })
  .openapi('RulesetOption');

export const RulesetSchema = z
  .object({
    id: z.string().openapi({ example: 'hthad2008' }),
    title: z.string(),
    source: z.string(),
    author: z.string(),
    sourceFile: z.string(),
    kind: z.enum(['history', 'crawl']),
    version: z.string(),
    endpoint: z.string(),
    stages: z.array(z.object({ id: z.string(), title: z.string() })),
    options: z.array(OptionSchema),
  })
  .openapi('Ruleset');

export const listRulesets = createRoute({
  method: 'get',
  path: '/v1/rulesets',
  tags: ['Meta'],
  summary: 'The rule systems Strata runs',
  description:
    'Each system with its id, rulebook credit, current ruleset version (part of every ETag), the ages or steps a replay can stop at, and the options it accepts.',
  request: { query: z.object({}).strict() },
  responses: {
    200: {
      description: 'All registered rule systems.',
      content: { 'application/json': { schema: z.object({ rulesets: z.array(RulesetSchema) }) } },
    },
  },
});
