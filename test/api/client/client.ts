/**
 * A small typed Strata client over any fetch, typed by the `paths` openapi-typescript generates
 * from the committed OpenAPI document: the query of each route is its documented parameters, and
 * each answer is a union of the statuses, media types and bodies the document declares for it.
 * Self-contained (it imports only the generated types), so the client test can typecheck it on
 * its own.
 */
import type { paths } from './openapi-paths';

/** Every path with a GET operation. */
export type GetPath = {
  [P in keyof paths]: paths[P] extends { get: { responses: unknown } } ? P : never;
}[keyof paths];

type Op<P extends GetPath> = paths[P]['get'];

/** The documented query of a route (never: it takes none). */
export type QueryOf<P extends GetPath> = NonNullable<Op<P>['parameters']['query']>;

type Responses<P extends GetPath> = Op<P>['responses'];

/** One answer of a route, as the document declares it: status, media type and body together. */
export type Answer<P extends GetPath> = {
  [S in keyof Responses<P>]: Responses<P>[S] extends { content: infer C }
    ? { [M in keyof C]: { status: S; mediaType: M; body: C[M]; headers: Headers } }[keyof C]
    : { status: S; mediaType: null; body: null; headers: Headers };
}[keyof Responses<P>];

/** The answers of a route with status 200. */
export type Ok<P extends GetPath> = Extract<Answer<P>, { status: 200 }>;

/** The arguments after the path: the query (when the route takes one) and request headers. */
export type Args<P extends GetPath> = [QueryOf<P>] extends [never]
  ? [query?: undefined, headers?: Record<string, string>]
  : [query: QueryOf<P>, headers?: Record<string, string>];

export type Fetch = (url: string, init?: { headers?: Record<string, string> }) => Promise<Response>;

const JSON_TYPES = new Set(['application/json', 'application/problem+json']);
const isText = (mediaType: string) => mediaType.startsWith('text/') || mediaType.endsWith('+xml');

/** A client over `fetch`: URLs are `base` + path + query. */
export function strataClient(fetch: Fetch, base = '') {
  async function get<P extends GetPath>(path: P, ...args: Args<P>): Promise<Answer<P>> {
    const [query, headers] = args;
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries((query ?? {}) as Record<string, unknown>))
      if (v !== undefined) qs.set(k, String(v));
    const url = `${base}${path}${qs.size > 0 ? `?${qs.toString()}` : ''}`;
    const res = await fetch(url, headers ? { headers } : {});
    const mediaType = (res.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    let body: unknown = null;
    if (res.status === 304 || res.status === 204) await res.arrayBuffer();
    else if (JSON_TYPES.has(mediaType)) body = await res.json();
    else if (isText(mediaType)) body = await res.text();
    else body = new Uint8Array(await res.arrayBuffer());
    return {
      status: res.status,
      mediaType: body === null ? null : mediaType,
      body,
      headers: res.headers,
    } as Answer<P>;
  }

  /** The 200 answer of a route, or an error naming the status and the problem's detail. */
  async function ok<P extends GetPath>(path: P, ...args: Args<P>): Promise<Ok<P>> {
    const answer = await get<P>(path, ...args);
    if (answer.status !== 200) {
      const detail = (answer.body as { detail?: string } | null)?.detail ?? '';
      throw new Error(`GET ${path}: ${String(answer.status)} ${detail}`);
    }
    return answer as Ok<P>;
  }

  return { get, ok };
}

export type StrataClient = ReturnType<typeof strataClient>;
