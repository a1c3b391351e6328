import { createRoute, z } from '@hono/zod-openapi';
import { badRequest, notModified } from '../lib/responses';

export const healthz = createRoute({
  method: 'get',
  path: '/healthz',
  operationId: 'getHealth',
  tags: ['Meta'],
  summary: 'Liveness check',
  description: 'Answers `ok` and the service version; does no work.',
  request: { query: z.object({}).strict() },
  responses: {
    200: {
      description: 'The service is up.',
      content: {
        'application/json': {
          schema: z
            .object({
              status: z.literal('ok'),
              service: z.literal('strata'),
              version: z.string(),
            })
            .openapi('Health'),
        },
      },
    },
    ...badRequest,
  },
});

export const openApiJson = createRoute({
  method: 'get',
  path: '/openapi.json',
  operationId: 'getOpenApiDocument',
  tags: ['Meta'],
  summary: 'This OpenAPI document',
  description:
    'The OpenAPI 3.1 document of every route, generated from the same schemas that validate the requests (strong ETag).',
  // Any query is ignored: the document is the same bytes for every one.
  request: { query: z.object({}).loose() },
  responses: {
    200: {
      description: 'The OpenAPI 3.1 document.',
      content: {
        'application/json': {
          schema: z
            .object({
              openapi: z.string(),
              info: z.object({}).loose(),
              paths: z.object({}).loose(),
            })
            .loose()
            .openapi({ description: 'An OpenAPI 3.1 document.' }),
        },
      },
    },
    ...notModified,
  },
});

export const docsPage = createRoute({
  method: 'get',
  path: '/docs',
  operationId: 'getDocs',
  tags: ['Meta'],
  summary: 'The API reference',
  description:
    'This document as a self-contained HTML page (no CDN): every route, its parameters and its answers (strong ETag).',
  request: { query: z.object({}).loose() },
  responses: {
    200: { description: 'The reference page.', content: { 'text/html': { schema: z.string() } } },
    ...notModified,
  },
});
