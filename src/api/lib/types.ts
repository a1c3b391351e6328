import type { OpenAPIHono, RouteConfig, RouteHandler } from '@hono/zod-openapi';
import type { PngRenderer } from '../../render/png';

/** What every request can reach: the PNG renderer the entry point chose. */
export interface AppEnv {
  Variables: {
    png: PngRenderer;
  };
}

export type AppOpenAPI = OpenAPIHono<AppEnv>;
export type AppRouteHandler<R extends RouteConfig> = RouteHandler<R, AppEnv>;

/** A resource module: registers its routes on the app. */
export type RouteModule = (app: AppOpenAPI) => void;
