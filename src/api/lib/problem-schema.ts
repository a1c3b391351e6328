/** The problem+json body (RFC 9457) as the OpenAPI document describes it. */
import { z } from '@hono/zod-openapi';

export const ProblemSchema = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string(),
    instance: z.string().optional(),
    parameter: z.string().optional().openapi({ description: 'The first offending parameter.' }),
    errors: z
      .array(
        z.object({
          parameter: z.string(),
          in: z.enum(['query', 'path', 'header', 'body']),
          rule: z.string(),
          message: z.string(),
        }),
      )
      .optional()
      .openapi({ description: 'Every offending parameter with the rule it broke.' }),
    allow: z.array(z.string()).optional(),
    current: z
      .string()
      .optional()
      .openapi({ description: 'For 410: the version the service runs now.' }),
  })
  .openapi('Problem');

export const problemContent = { 'application/problem+json': { schema: ProblemSchema } };
