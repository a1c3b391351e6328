/**
 * Responses the OpenAPI document declares for many routes, so every route that can answer them
 * says so. 404, 405 and 414 are answered for any path (problem+json) and are not repeated per
 * operation.
 */
import { z } from '@hono/zod-openapi';
import { problemContent } from './problem-schema';

/** A 200's content when it is a PNG image. */
export const pngContent = { 'image/png': { schema: z.string().openapi({ format: 'binary' }) } };

/** A query parameter is invalid or unknown (every route whose query is strict). */
export const badRequest = {
  400: { description: 'A parameter is invalid (problem+json naming it).', content: problemContent },
} as const;

/** The client's copy is current (If-None-Match matched the ETag): no body. */
export const notModified = {
  304: { description: 'The client holds the current representation (If-None-Match).' },
} as const;

/** What every seeded route may answer besides its 200. */
export const seededResponses = {
  ...notModified,
  ...badRequest,
  410: {
    description:
      'The URL pins a version this service no longer runs (problem+json naming the current one).',
    content: problemContent,
  },
} as const;
