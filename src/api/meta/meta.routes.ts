import { createRoute, z } from '@hono/zod-openapi';

export const healthz = createRoute({
  method: 'get',
  path: '/healthz',
  tags: ['Meta'],
  summary: 'Liveness check',
  description: 'Answers `ok` and the service version; does no work.',
  request: { query: z.object({}).strict() },
  responses: {
    200: {
      description: 'The service is up.',
      content: {
        'application/json': {
          schema: z.object({
            status: z.literal('ok'),
            service: z.literal('strata'),
            version: z.string(),
          }),
        },
      },
    },
  },
});
