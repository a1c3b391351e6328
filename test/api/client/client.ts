/**
 * A small typed Strata client over any fetch, typed by the `paths` openapi-typescript generates
 * from the committed OpenAPI document: the query of each route is its documented parameters, a
 * POST's body is its documented JSON schema (a quest pack), and each answer is a union of the
 * statuses, media types and bodies the document declares for it.
 * Self-contained (it imports only the generated types), so the client test can typecheck it on
 * its own.
 */
import type { paths } from './openapi-paths';

/** Every path with an operation of method `M`. */
export type PathOf<M extends 'get' | 'post'> = {
  [P in keyof paths]: paths[P] extends { [K in M]: { responses: unknown } } ? P : never;
}[keyof paths];

/** Every path with a GET operation. */
export type GetPath = PathOf<'get'>;
/** Every path with a POST operation (a crawl's routes fed a user document in the body). */
export type PostPath = PathOf<'post'>;

type OpOf<M extends 'get' | 'post', P extends PathOf<M>> = paths[P][M];
type Op<P extends GetPath> = OpOf<'get', P>;

/** The documented query of an operation (never: it takes none). */
type QueryOfOp<O> = O extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

/** The documented query of a route (never: it takes none). */
export type QueryOf<P extends GetPath> = QueryOfOp<Op<P>>;
/** The documented query of a POST route. */
export type PostQueryOf<P extends PostPath> = QueryOfOp<OpOf<'post', P>>;

/** The JSON body a POST route takes, as the document's schema types it (e.g. a quest pack). */
export type BodyOf<P extends PostPath> =
  OpOf<'post', P> extends { requestBody: { content: { 'application/json': infer B } } } ? B : never;

/** One answer of an operation: status, media type and body together. */
type AnswerOfOp<O> = O extends { responses: infer R }
  ? {
      [S in keyof R]: R[S] extends { content: infer C }
        ? { [M in keyof C]: { status: S; mediaType: M; body: C[M]; headers: Headers } }[keyof C]
        : { status: S; mediaType: null; body: null; headers: Headers };
    }[keyof R]
  : never;

/** One answer of a route, as the document declares it: status, media type and body together. */
export type Answer<P extends GetPath> = AnswerOfOp<Op<P>>;
/** One answer of a POST route. */
export type PostAnswer<P extends PostPath> = AnswerOfOp<OpOf<'post', P>>;

/** The answers of a route with status 200. */
export type Ok<P extends GetPath> = Extract<Answer<P>, { status: 200 }>;
export type PostOk<P extends PostPath> = Extract<PostAnswer<P>, { status: 200 }>;

/** The arguments after the path: the query (when the route takes one) and request headers. */
export type Args<P extends GetPath> = [QueryOf<P>] extends [never]
  ? [query?: undefined, headers?: Record<string, string>]
  : [query: QueryOf<P>, headers?: Record<string, string>];
/** The arguments of a POST after the path: its body, its query, request headers. */
export type PostArgs<P extends PostPath> = [PostQueryOf<P>] extends [never]
  ? [body: BodyOf<P>, query?: undefined, headers?: Record<string, string>]
  : [body: BodyOf<P>, query: PostQueryOf<P>, headers?: Record<string, string>];

export type Fetch = (
  url: string,
  init?: { method?: string; headers?: Record<string, string>; body?: string },
) => Promise<Response>;

const JSON_TYPES = new Set(['application/json', 'application/problem+json']);
const isText = (mediaType: string) => mediaType.startsWith('text/') || mediaType.endsWith('+xml');

/** A client over `fetch`: URLs are `base` + path + query. */
export function strataClient(fetch: Fetch, base = '') {
  async function send(
    method: 'GET' | 'POST',
    path: string,
    query: unknown,
    headers: Record<string, string> | undefined,
    body?: unknown,
  ): Promise<unknown> {
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries((query ?? {}) as Record<string, unknown>))
      if (v !== undefined) qs.set(k, String(v));
    const url = `${base}${path}${qs.size > 0 ? `?${qs.toString()}` : ''}`;
    const res = await fetch(
      url,
      method === 'GET'
        ? headers
          ? { headers }
          : {}
        : {
            method,
            headers: { 'content-type': 'application/json', ...headers },
            body: JSON.stringify(body),
          },
    );
    const mediaType = (res.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    let out: unknown = null;
    if (res.status === 304 || res.status === 204) await res.arrayBuffer();
    else if (JSON_TYPES.has(mediaType)) out = await res.json();
    else if (isText(mediaType)) out = await res.text();
    else out = new Uint8Array(await res.arrayBuffer());
    return {
      status: res.status,
      mediaType: out === null ? null : mediaType,
      body: out,
      headers: res.headers,
    };
  }

  /** Any answer of a GET route. */
  async function get<P extends GetPath>(path: P, ...args: Args<P>): Promise<Answer<P>> {
    const [query, headers] = args;
    return (await send('GET', path, query, headers)) as Answer<P>;
  }

  /** Any answer of a POST route, its body sent as JSON. */
  async function post<P extends PostPath>(path: P, ...args: PostArgs<P>): Promise<PostAnswer<P>> {
    const [body, query, headers] = args;
    return (await send('POST', path, query, headers, body)) as PostAnswer<P>;
  }

  const must = <A extends { status: unknown; body: unknown }>(
    method: string,
    path: string,
    a: A,
  ) => {
    if (a.status !== 200) {
      const detail = (a.body as { detail?: string } | null)?.detail ?? '';
      throw new Error(`${method} ${path}: ${String(a.status)} ${detail}`);
    }
  };

  /** The 200 answer of a route, or an error naming the status and the problem's detail. */
  async function ok<P extends GetPath>(path: P, ...args: Args<P>): Promise<Ok<P>> {
    const answer = await get<P>(path, ...args);
    must('GET', path, answer);
    return answer as Ok<P>;
  }

  /** The 200 answer of a POST route, or an error naming the status and the problem's detail. */
  async function okPost<P extends PostPath>(path: P, ...args: PostArgs<P>): Promise<PostOk<P>> {
    const answer = await post<P>(path, ...args);
    must('POST', path, answer);
    return answer as PostOk<P>;
  }

  return { get, ok, post, okPost };
}

export type StrataClient = ReturnType<typeof strataClient>;
