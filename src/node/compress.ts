/**
 * gzip and brotli for the Node server's text answers (JSON, SVG, text, HTML, JavaScript).
 * Workers compresses at the edge itself, so this is Node's alone. A compressed answer carries a
 * weak ETag (the bytes differ from the identity's; the entity is the same, so If-None-Match
 * still matches) and `Vary: Accept-Encoding`. Compressed bytes of a strong ETag are kept in an
 * LRU, so a hit costs neither a render nor a compression.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { LruStore } from './lru';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Content types worth compressing (PNG is compressed already). */
const COMPRESSIBLE =
  /^(application\/(json|problem\+json|javascript|xml)|image\/svg\+xml|text\/)[^]*$/i;

/** Smaller bodies gain too little to pay for the work and the header. */
export const MIN_COMPRESS_BYTES = 1024;

export type Encoding = 'br' | 'gzip';

/**
 * The encoding to send for an Accept-Encoding header: brotli, else gzip, among those the client
 * accepts with q > 0 (`*` counts for both); null for none.
 * @example negotiate('gzip, deflate, br') // 'br'
 */
export function negotiate(header: string | null): Encoding | null {
  if (!header) return null;
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    let weight = 1;
    for (const p of params) {
      const [k, v] = p.trim().split('=');
      if (k === 'q') weight = Number(v);
    }
    if (name) q.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (enc: Encoding) => (q.get(enc) ?? q.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

/** Compress bytes: brotli at quality 5 (near gzip's speed, smaller), gzip at level 6. */
export function encode(bytes: Uint8Array, enc: Encoding): Promise<Uint8Array> {
  return enc === 'br'
    ? brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      })
    : gzipAsync(bytes, { level: 6 });
}

function addVary(headers: Headers): void {
  const vary = headers.get('vary');
  if (!vary || !/accept-encoding/i.test(vary))
    headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * The answer compressed as the request accepts, or as it is. Only GET answers with a body of a
 * compressible type and no encoding yet; HEAD answers keep the identity's Content-Length.
 */
export async function compressed(
  request: Request,
  res: Response,
  store?: LruStore,
): Promise<Response> {
  const type = res.headers.get('content-type') ?? '';
  if (
    request.method !== 'GET' ||
    res.body === null ||
    res.status < 200 ||
    res.status >= 300 ||
    res.headers.has('content-encoding') ||
    !COMPRESSIBLE.test(type)
  )
    return res;
  const headers = new Headers(res.headers);
  addVary(headers);
  const enc = negotiate(request.headers.get('accept-encoding'));
  const etag = res.headers.get('etag');
  const key = enc && etag && !etag.startsWith('W/') ? `${etag}\n${enc}` : null;
  const hit = key ? store?.get(key) : undefined;
  let out: Uint8Array;
  if (hit) {
    await res.body.cancel();
    out = hit.body as Uint8Array;
  } else {
    const bytes = new Uint8Array(await res.arrayBuffer());
    if (!enc || bytes.length < MIN_COMPRESS_BYTES) {
      headers.set('content-length', String(bytes.length));
      return new Response(bytes as BodyInit, { status: res.status, headers });
    }
    out = await encode(bytes, enc);
    if (key) store?.put(key, { body: out, contentType: type });
  }
  headers.set('content-encoding', enc!);
  headers.set('content-length', String(out.length));
  if (etag && !etag.startsWith('W/')) headers.set('etag', `W/${etag}`);
  return new Response(out as BodyInit, { status: res.status, headers });
}
