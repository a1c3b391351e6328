/**
 * Seeded responses: a strong ETag from the ruleset version and the normalised query, computed
 * before any replay, so `If-None-Match` answers 304 without doing the work; immutable caching.
 */
import type { Context } from 'hono';
import { sha256Hex } from '../../core/rng';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const VERSION_HEADER = 'strata-ruleset-version';

/** What a seeded handler produces. */
export interface SeededBody {
  readonly body: string | Uint8Array;
  readonly contentType: string;
  readonly headers?: Readonly<Record<string, string>>;
}

/**
 * The query as one canonical string: keys sorted, values as JSON (defaults applied by the
 * schema), so `?seed=a&until=end` and `?until=end&seed=a` share an ETag.
 */
export function normaliseQuery(query: Readonly<Record<string, unknown>>): string {
  const keys = Object.keys(query)
    .filter((k) => query[k] !== undefined)
    .sort();
  return keys.map((k) => `${k}=${JSON.stringify(query[k])}`).join('&');
}

/** The strong ETag for a resource path, ruleset version and validated query. */
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

/**
 * Answer a seeded request: 304 when the client holds the current ETag, otherwise produce the
 * body and send it with the ETag, the ruleset version and immutable caching.
 */
export async function seeded(
  c: Context,
  o: {
    readonly version: string;
    readonly query: Readonly<Record<string, unknown>>;
    readonly produce: () => SeededBody | Promise<SeededBody>;
  },
): Promise<Response> {
  const path = new URL(c.req.url).pathname;
  const etag = etagFor(path, o.version, o.query);
  const common = { etag, 'cache-control': IMMUTABLE, [VERSION_HEADER]: o.version };
  if (matchesIfNoneMatch(c.req.header('if-none-match'), etag)) {
    return new Response(null, { status: 304, headers: common });
  }
  const out = await o.produce();
  return new Response(out.body as BodyInit, {
    status: 200,
    headers: { 'content-type': out.contentType, ...common, ...(out.headers ?? {}) },
  });
}

/** JSON with a fixed layout (two-space indent, key order as built) for seeded bodies. */
export function jsonBody(value: unknown): SeededBody {
  return { body: JSON.stringify(value), contentType: 'application/json; charset=utf-8' };
}
