import type { OpenAPIHono, RouteConfig, RouteHandler } from '@hono/zod-openapi';
import type { PngRenderer } from '../../render/png';
import type { Serving } from './cache';

/** What every request can reach: the PNG renderer the entry point chose. */
export interface AppEnv {
  Variables: {
    png: PngRenderer;
    /** Where seeded bodies are kept and produced (src/api/lib/cache.ts). */
    serving: Serving;
  };
}

export type AppOpenAPI = OpenAPIHono<AppEnv>;
export type AppRouteHandler<R extends RouteConfig> = RouteHandler<R, AppEnv>;

/** A resource module: registers its routes on the app. */
export type RouteModule = (app: AppOpenAPI) => void;

/** A handler that answers a plain Response (a seeded body built as bytes, not through c.json). */
export type PlainHandler<R extends RouteConfig> = (
  c: Parameters<RouteHandler<R, AppEnv>>[0],
) => Response | Promise<Response>;

/**
 * Register a route whose handler answers a plain Response. Seeded bodies are serialised once,
 * as bytes, so hono's typed-response check cannot see their shape; the one cast is here, and
 * the OpenAPI response tests check every body against the document instead.
 */
export function route<R extends RouteConfig>(
  app: AppOpenAPI,
  config: R,
  handler: PlainHandler<R>,
): void {
  app.openapi(config, handler as unknown as RouteHandler<R, AppEnv>);
}
