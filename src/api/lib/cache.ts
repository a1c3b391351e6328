/**
 * Seeded responses: a strong ETag from the version of everything that shapes the bytes and the
 * normalised query, computed before any replay, so `If-None-Match` answers 304 without doing
 * the work. Permanence is honest: a URL that pins its version (`v=`) is immutable for a year;
 * an unpinned one is the current version, cached briefly and revalidated by its ETag; a pin the
 * service no longer runs is 410 naming the current version.
 */
import type { Context } from 'hono';
import { sha256Hex } from '../../core/rng';
import { downloadName } from './download-name';
import { PROBLEM_TYPES, problemResponse } from './problem';
import { GONE } from './status';

/** A pinned URL: the same bytes forever. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** An unpinned URL: the current version, which a deployment may change. */
export const REVALIDATE = 'public, max-age=300, must-revalidate';
/** The ruleset's own version. */
export const VERSION_HEADER = 'strata-ruleset-version';
/** The version of everything that shaped these bytes: what `v` pins. */
export const PIN_HEADER = 'strata-version';

/** Rendered bytes by ETag: an in-memory LRU on Node, the Cache API on Workers. */
export interface BodyStore {
  get(etag: string): SeededBody | undefined | Promise<SeededBody | undefined>;
  put(etag: string, body: SeededBody): void | Promise<void>;
}

/**
 * Produce a seeded body elsewhere: the Node server hands the URL to a worker thread whose own
 * app answers it (without an offload of its own). Its 200 is the body; any other answer (a 400
 * found while producing, a 503 when the queue is full) is passed on as it is.
 */
export type Offload = (url: string, post?: PostBody) => Promise<Response>;

/** A POST's body as it came (a user document), handed with its URL to be answered elsewhere. */
export interface PostBody {
  readonly body: Uint8Array;
  readonly contentType: string;
}

/** How an entry point serves seeded bodies; both parts optional (tests use neither). */
export interface Serving {
  readonly store?: BodyStore | undefined;
  readonly offload?: Offload | undefined;
}

/** What a seeded handler produces. */
export interface SeededBody {
  readonly body: string | Uint8Array;
  readonly contentType: string;
  readonly headers?: Readonly<Record<string, string>>;
}

/**
 * The query as one canonical string: keys sorted, values as JSON (defaults applied by the
 * schema), so `?seed=a&until=end` and `?until=end&seed=a` share an ETag. The pin `v` is left
 * out: a pinned and an unpinned URL of the same version name the same bytes.
 */
export function normaliseQuery(query: Readonly<Record<string, unknown>>): string {
  const keys = Object.keys(query)
    .filter((k) => query[k] !== undefined && k !== 'v')
    .sort();
  return keys.map((k) => `${k}=${JSON.stringify(query[k])}`).join('&');
}

/** The strong ETag for a resource path, version and validated query. */
export function etagFor(
  path: string,
  version: string,
  query: Readonly<Record<string, unknown>>,
): string {
  return `"${sha256Hex(`${version}\n${path}\n${normaliseQuery(query)}`).slice(0, 40)}"`;
}

/** RFC 9110 If-None-Match: `*` or a list of entity tags compared weakly. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** The versions behind a seeded resource. */
export interface Versions {
  /** The rule system's version. */
  readonly ruleset: string;
  /** Everything that shapes the bytes: the ruleset's, the drawing's, the PNG renderer's. */
  readonly full: string;
}

/**
 * Answer a seeded request: 410 when it pins a version the service no longer runs, 304 when the
 * client holds the current ETag, otherwise produce the body and send it with the ETag, the
 * versions and the caching its pin allows.
 */
export async function seeded(
  c: Context,
  o: {
    readonly versions: Versions;
    readonly query: Readonly<Record<string, unknown>>;
    readonly produce: () => SeededBody | Promise<SeededBody>;
  },
): Promise<Response> {
  const path = new URL(c.req.url).pathname;
  const { ruleset, full } = o.versions;
  const pin = o.query.v;
  if (typeof pin === 'string' && pin !== full) {
    return problemResponse({
      ...PROBLEM_TYPES.gone,
      status: GONE,
      detail: `this URL pins version ${pin}, which this service no longer runs; the current version is ${full} (drop v, or pin v=${full}, for today's bytes)`,
      instance: path,
      parameter: 'v',
      current: full,
    });
  }
  const etag = etagFor(path, full, o.query);
  const common = {
    etag,
    'cache-control': pin === undefined ? REVALIDATE : IMMUTABLE,
    [VERSION_HEADER]: ruleset,
    [PIN_HEADER]: full,
    // Saved from a browser or by a tool, the file keeps a name that says what it is.
    'content-disposition': `inline; filename="${downloadName(path, o.query)}"`,
  };
  if (matchesIfNoneMatch(c.req.header('if-none-match'), etag)) {
    return new Response(null, { status: 304, headers: common });
  }
  const serving: Serving = c.get('serving') ?? {};
  const head = c.req.method === 'HEAD';
  let out = await storedBody(serving.store, etag);
  if (!out) {
    // A HEAD of an image not yet rendered is answered without rendering it: its size is not
    // known until it is drawn, so it goes without Content-Length.
    if (head && path.endsWith('.png'))
      return new Response(null, {
        status: 200,
        headers: { 'content-type': 'image/png', ...common },
      });
    // An offload hands a thread the URL, and a POST's body with it (its bytes as they came), so
    // the thread answers the POST, not the URL's GET.
    const post =
      serving.offload && c.req.method === 'POST'
        ? {
            body: new Uint8Array(await c.req.arrayBuffer()),
            contentType: c.req.header('content-type') ?? 'application/json',
          }
        : undefined;
    const made = serving.offload
      ? await bodyOf(await serving.offload(c.req.url, post))
      : await o.produce();
    if (made instanceof Response) return made;
    out = made;
    const stored = serving.store?.put(etag, out);
    if (stored) waitUntil(c, stored);
  }
  const headers: Record<string, string> = {
    'content-type': out.contentType,
    ...common,
    ...(out.headers ?? {}),
  };
  if (head) headers['content-length'] = String(byteLength(out.body));
  return new Response(head ? null : (out.body as BodyInit), { status: 200, headers });
}

/**
 * The body kept for an ETag, if the store has it. A store that fails to answer (the Cache API
 * can throw) is a miss: the body is made again, as its write's failure is let go.
 */
async function storedBody(
  store: BodyStore | undefined,
  etag: string,
): Promise<SeededBody | undefined> {
  try {
    return await store?.get(etag);
  } catch {
    return undefined;
  }
}

/** Headers of a produced response that belong to its body (the rest are made here again). */
const BODY_HEADERS = ['content-disposition'] as const;

/** A produced 200 as a body; any other answer as it is. */
async function bodyOf(res: Response): Promise<SeededBody | Response> {
  if (res.status !== 200) return res;
  const headers: Record<string, string> = {};
  for (const h of BODY_HEADERS) {
    const v = res.headers.get(h);
    if (v !== null) headers[h] = v;
  }
  return {
    body: new Uint8Array(await res.arrayBuffer()),
    contentType: res.headers.get('content-type') ?? 'application/octet-stream',
    ...(Object.keys(headers).length > 0 ? { headers } : {}),
  };
}

const utf8 = new TextEncoder();

/** Bytes of a body as sent. */
export function byteLength(body: string | Uint8Array): number {
  return typeof body === 'string' ? utf8.encode(body).length : body.length;
}

/** Let a store's write finish after the response (Workers), or just let it run (Node). */
function waitUntil(c: Context, p: Promise<void>): void {
  const settled = p.catch(() => undefined);
  try {
    c.executionCtx.waitUntil(settled);
  } catch {
    // No execution context outside Workers: the write runs on its own.
  }
}

/** JSON with a fixed layout (no whitespace, key order as built) for seeded bodies. */
export function jsonBody(value: unknown): SeededBody {
  return { body: JSON.stringify(value), contentType: 'application/json; charset=utf-8' };
}
