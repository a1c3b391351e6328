import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv, RouteModule } from '../lib/types';
import { sha256Hex } from '../../core/rng';
import { SERVICE_VERSION } from '../lib/version';
import { matchesIfNoneMatch } from '../lib/cache';
import { renderDocsPage, type OpenApiDoc } from './docs-page';
import { docsPage, healthz, openApiJson } from './meta.routes';

export const OPENAPI_INFO = {
  title: 'Strata',
  version: SERVICE_VERSION,
  description:
    'Published tabletop dungeon-generation procedures run as deterministic simulations. A request names a seed and options; the service replays the procedure to the requested age, year or crawl step and answers with JSON, a map, a chronicle or a VTT export. The same URL gives the same bytes, forever.',
  license: { name: 'MIT', identifier: 'MIT' },
} as const;

/** The OpenAPI 3.1 document generated from the zod route definitions. */
export function openApiDocument(app: OpenAPIHono<AppEnv>): Record<string, unknown> {
  return app.getOpenAPI31Document({
    openapi: '3.1.0',
    info: { ...OPENAPI_INFO },
    tags: [
      {
        name: 'History',
        description: 'How to Host a Dungeon: a dungeon’s whole history, age by age.',
      },
      { name: 'Crawl', description: 'Room-by-room crawl generators, drawn top-down.' },
      { name: 'Meta', description: 'The service itself.' },
    ],
  }) as unknown as Record<string, unknown>;
}

/** Serialise the document the way it is committed: two-space indent, trailing newline. */
export function openApiText(app: OpenAPIHono<AppEnv>): string {
  return `${JSON.stringify(openApiDocument(app), null, 2)}\n`;
}

export const metaRoutes: RouteModule = (app) => {
  app.openapi(healthz, (c) =>
    c.json({ status: 'ok' as const, service: 'strata' as const, version: SERVICE_VERSION }, 200),
  );

  // The document and the docs page are built once, on first request, from the finished app.
  let cached: { json: string; html: string; etag: string; htmlEtag: string } | undefined;
  const build = () => {
    if (!cached) {
      const json = openApiText(app);
      const html = renderDocsPage(JSON.parse(json) as OpenApiDoc);
      cached = {
        json,
        html,
        etag: `"${sha256Hex(json).slice(0, 40)}"`,
        htmlEtag: `"${sha256Hex(html).slice(0, 40)}"`,
      };
    }
    return cached;
  };
  app.openapi(openApiJson, (c) => {
    const { json, etag } = build();
    if (matchesIfNoneMatch(c.req.header('if-none-match'), etag)) return c.body(null, 304, { etag });
    return c.body(json, 200, {
      'content-type': 'application/json; charset=utf-8',
      etag,
      'cache-control': 'public, max-age=300',
    });
  });
  app.openapi(docsPage, (c) => {
    const { html, htmlEtag } = build();
    if (matchesIfNoneMatch(c.req.header('if-none-match'), htmlEtag))
      return c.body(null, 304, { etag: htmlEtag });
    return c.body(html, 200, {
      'content-type': 'text/html; charset=utf-8',
      etag: htmlEtag,
      'cache-control': 'public, max-age=300',
    });
  });
};
