/**
 * The app factory. Both entries (src/worker.ts, src/node.ts) call it with their own PNG renderer,
 * so nothing here imports runtime-specific code.
 */
import { OpenAPIHono } from '@hono/zod-openapi';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { InputError } from './core/errors';
import { BusyError, PROBLEM_TYPES, problemResponse, type Problem } from './api/lib/problem';
import type { BodyStore, Offload } from './api/lib/cache';
import {
  BAD_REQUEST,
  INTERNAL_SERVER_ERROR,
  METHOD_NOT_ALLOWED,
  NOT_FOUND,
  SERVICE_UNAVAILABLE,
} from './api/lib/status';
import type { AppEnv } from './api/lib/types';
import { validationHook } from './api/lib/validation';
import { routeModules } from './api/routes';
import { REGISTRY, type Registry } from './systems';
import type { PngRenderer } from './render/png';

/** Longest request URL accepted (path + query), in characters. */
export const MAX_URL_LENGTH = 16384;

/** The answer to a request URL over MAX_URL_LENGTH; src/adapters/serve-node.ts sends it too. */
export function uriTooLongProblem(): Problem {
  return {
    ...PROBLEM_TYPES.invalidParameter,
    status: 414,
    title: 'URI too long',
    detail: `the request URL is longer than ${MAX_URL_LENGTH} characters`,
    parameter: '(query)',
  };
}

/** Path and query of an absolute URL: the origin's length depends on the host, not the client. */
function targetLength(url: string): number {
  const slash = url.indexOf('/', url.indexOf('//') + 2);
  return slash === -1 ? 0 : url.length - slash;
}

export interface AppOptions {
  readonly png: PngRenderer;
  /** Where unexpected errors are reported (default: console.error); never sent to the client. */
  readonly onUnexpectedError?: (error: unknown) => void;
  /** The rule systems to serve (default: every registered one; tests pass fakes). */
  readonly systems?: Registry;
  /** Rendered bytes by ETag (default: none kept). */
  readonly store?: BodyStore;
  /** Where seeded bodies are produced (default: here, in the request). */
  readonly offload?: Offload;
}

/**
 * A route pattern as a regular expression, for telling 405 from 404. Exact, like the router
 * (strict): `/healthz/` is not `/healthz`, so it is a 404, never a 405.
 */
function patternOf(path: string): RegExp {
  const body = path
    .split('/')
    .map((seg) => (seg.startsWith(':') ? '[^/]+' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body}$`);
}

/**
 * Build the Strata app.
 * @example const app = createApp({ png: resvgNodeRenderer() }); await app.request('/healthz');
 */
export function createApp(options: AppOptions): OpenAPIHono<AppEnv> {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook as never, strict: true });
  const report = options.onUnexpectedError ?? ((e: unknown) => console.error(e));

  app.use('*', async (c, next) => {
    if (targetLength(c.req.url) > MAX_URL_LENGTH) return problemResponse(uriTooLongProblem());
    c.set('png', options.png);
    c.set('serving', { store: options.store, offload: options.offload });
    await next();
  });
  app.use(
    '*',
    cors({
      origin: '*',
      allowMethods: ['GET', 'HEAD', 'POST', 'OPTIONS'],
      exposeHeaders: ['ETag', 'strata-ruleset-version', 'strata-version'],
      maxAge: 86400,
    }),
  );

  for (const register of routeModules(options.systems ?? REGISTRY)) register(app);

  const routes = () =>
    app.routes
      .filter((r) => r.method !== 'ALL')
      .map((r) => ({ method: r.method, pattern: patternOf(r.path) }));
  let table: ReturnType<typeof routes> | undefined;

  app.notFound((c) => {
    table ??= routes();
    const path = new URL(c.req.url).pathname;
    const allow = [...new Set(table.filter((r) => r.pattern.test(path)).map((r) => r.method))];
    if (allow.length > 0) {
      if (allow.includes('GET')) allow.push('HEAD');
      allow.push('OPTIONS');
      return problemResponse(
        {
          ...PROBLEM_TYPES.methodNotAllowed,
          status: METHOD_NOT_ALLOWED,
          detail: `${c.req.method} is not allowed on ${path}; use ${allow.join(', ')}`,
          instance: path,
          allow,
        },
        { allow: allow.join(', ') },
      );
    }
    // One URL per resource (caches key on it): a trailing slash is not served, but named.
    const canonical = path.replace(/\/+$/, '') || '/';
    const known = canonical !== path && table.some((r) => r.pattern.test(canonical));
    return problemResponse({
      ...PROBLEM_TYPES.notFound,
      status: NOT_FOUND,
      detail: known
        ? `no resource at ${path}; did you mean ${canonical}?`
        : `no resource at ${path}; see /docs`,
      instance: path,
    });
  });

  app.onError((error, c) => {
    const path = new URL(c.req.url).pathname;
    if (error instanceof InputError) {
      return problemResponse({
        ...PROBLEM_TYPES.invalidParameter,
        status: BAD_REQUEST,
        detail: error.message,
        instance: path,
        parameter: error.parameter,
        errors: [
          { parameter: error.parameter, in: 'query', rule: error.rule, message: error.message },
        ],
      });
    }
    if (error instanceof BusyError) {
      return problemResponse(
        {
          ...PROBLEM_TYPES.busy,
          status: SERVICE_UNAVAILABLE,
          detail: error.message,
          instance: path,
        },
        { 'retry-after': String(error.retryAfter) },
      );
    }
    if (error instanceof HTTPException && error.status < 500) {
      return problemResponse({
        ...PROBLEM_TYPES.invalidParameter,
        title: 'Bad request',
        status: error.status,
        detail: error.message || 'bad request',
        instance: path,
      });
    }
    report(error);
    return problemResponse({
      ...PROBLEM_TYPES.internal,
      status: INTERNAL_SERVER_ERROR,
      detail: 'the service failed to answer this request; it has been logged',
      instance: path,
    });
  });

  return app;
}
