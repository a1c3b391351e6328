/**
 * The Node HTTP server around the app, without process side effects (src/node.ts reads the
 * environment and listens; tests start and stop this on an ephemeral port).
 *
 * Node's HTTP parser refuses some requests before the app sees them (a head over
 * `maxHeaderSize`, raw non-ASCII bytes in the request line, malformed syntax) and by default
 * answers them with a bare status line. Here those answers are problem+json like the app's: a
 * missing Host (Node's own check is off, so the request reaches @hono/node-server, which names
 * it) and a CONNECT (which Node would drop without a word) included.
 *
 * Around the app: text answers compressed (gzip, brotli; src/node/compress.ts) and, when asked,
 * one log line per request.
 */
import { STATUS_CODES, createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { RequestError, getRequestListener } from '@hono/node-server';
import { MAX_URL_LENGTH, uriTooLongProblem } from './app';
import { compressed } from './node/compress';
import type { LruStore } from './node/lru';
import {
  PROBLEM_CONTENT_TYPE,
  PROBLEM_TYPES,
  problemResponse,
  type Problem,
} from './api/lib/problem';

/**
 * Bytes of request head Node accepts: the longest URL the app serves, plus Node's default
 * 16 KiB for the header fields. A URL over MAX_URL_LENGTH but under this reaches the app (414).
 */
export const MAX_HEAD_BYTES = MAX_URL_LENGTH + 16 * 1024;

/** Longest request target echoed back percent-encoded in a 400's detail. */
const MAX_ECHO = 2048;

interface App {
  fetch: (request: Request) => Response | Promise<Response>;
}

export interface NodeServerOptions {
  readonly hostname?: string | undefined;
  /** Compress text answers (default true); compressed bytes are kept in `store` when given. */
  readonly compress?: boolean;
  readonly store?: LruStore | undefined;
  /** Called with one line per request (method, path and query, status, bytes, milliseconds). */
  readonly log?: ((line: string) => void) | undefined;
}

/** A Node HTTP server answering with `app`; not listening yet. */
export function createNodeServer(app: App, options: NodeServerOptions = {}): Server {
  const handle = async (request: Request): Promise<Response> => {
    const started = options.log ? performance.now() : 0;
    let res = await app.fetch(request);
    if (options.compress !== false) res = await compressed(request, res, options.store);
    if (options.log) {
      const url = new URL(request.url);
      const ms = (performance.now() - started).toFixed(1);
      const bytes = res.headers.get('content-length') ?? '-';
      const enc = res.headers.get('content-encoding');
      options.log(
        `${request.method} ${url.pathname}${url.search} ${res.status} ${bytes}${enc ? ` ${enc}` : ''} ${ms}ms`,
      );
    }
    return res;
  };
  const listener = getRequestListener(handle, {
    hostname: options.hostname,
    // @hono/node-server refuses some URLs itself (a backslash in the path, a bad Host) with an
    // empty 400; the same refusal, explained.
    errorHandler: (error) => {
      if (error instanceof RequestError) {
        return problemResponse(badRequest(`the request could not be read: ${error.message}`));
      }
      console.error(error);
      return problemResponse({
        ...PROBLEM_TYPES.internal,
        status: 500,
        detail: 'the service failed to answer this request; it has been logged',
      });
    },
  });
  const server = createServer(
    { maxHeaderSize: MAX_HEAD_BYTES, requireHostHeader: false },
    listener,
  );
  server.on('clientError', onClientError);
  server.on('connect', (_request, socket: Duplex) =>
    sendProblem(socket, {
      ...PROBLEM_TYPES.methodNotAllowed,
      status: 405,
      detail: 'CONNECT is not served here; use GET, HEAD or OPTIONS',
      allow: ['GET', 'HEAD', 'OPTIONS'],
    }),
  );
  return server;
}

/** Listen on `port` (0: any free one) and resolve with the address actually bound. */
export function listen(server: Server, port: number, hostname: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, () => {
      server.off('error', reject);
      resolve(server.address() as AddressInfo);
    });
  });
}

function badRequest(detail: string): Problem {
  return { ...PROBLEM_TYPES.invalidParameter, title: 'Bad request', status: 400, detail };
}

type ClientError = Error & { code?: string; reason?: string; rawPacket?: Buffer };

/** What Node's parser refused, answered as the app would have. */
export function clientErrorProblem(error: ClientError): Problem {
  const raw = error.rawPacket;
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW': {
      // The packet that overflowed starts with the request line when that line is the culprit.
      const lineEnd = raw?.indexOf('\n') ?? -1;
      const startsRequest = raw !== undefined && /^[A-Z]+ /.test(raw.subarray(0, 16).toString());
      if (startsRequest && (lineEnd === -1 || lineEnd > MAX_URL_LENGTH)) return uriTooLongProblem();
      return {
        ...PROBLEM_TYPES.invalidParameter,
        title: 'Request header fields too large',
        status: 431,
        detail: `the request's header fields are larger than ${MAX_HEAD_BYTES - MAX_URL_LENGTH} bytes`,
      };
    }
    case 'HPE_INVALID_URL': {
      const target = raw && requestTarget(raw);
      if (target && target.some((b) => b >= 0x80)) {
        const encoded = percentEncode(target);
        return badRequest(
          'the request URL must be ASCII: percent-encode its UTF-8 bytes' +
            (encoded.length <= MAX_ECHO ? ` (${encoded})` : ''),
        );
      }
      return badRequest(`the request URL is malformed: ${error.reason ?? 'invalid character'}`);
    }
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return {
        ...PROBLEM_TYPES.invalidParameter,
        title: 'Request timeout',
        status: 408,
        detail: 'the request did not arrive in time',
      };
    default:
      return badRequest(`the request is not valid HTTP/1.1: ${error.reason ?? error.message}`);
  }
}

function onClientError(error: ClientError, socket: Duplex): void {
  // As Node's own handler: nothing to answer on a reset socket or once a response has started.
  const inFlight = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  sendProblem(
    socket,
    clientErrorProblem(error),
    error.rawPacket?.subarray(0, 5).toString() === 'HEAD ',
  );
}

/** Write a problem+json answer straight to a socket and close it. */
function sendProblem(socket: Duplex, problem: Problem, head = false): void {
  const body = JSON.stringify(problem);
  const allow = problem.allow ? `allow: ${problem.allow.join(', ')}\r\n` : '';
  socket.end(
    `HTTP/1.1 ${problem.status} ${STATUS_CODES[problem.status] ?? ''}\r\n` +
      `content-type: ${PROBLEM_CONTENT_TYPE}\r\ncache-control: no-store\r\n${allow}` +
      `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n` +
      (head ? '' : body),
    () => socket.destroy(),
  );
}

/** The request target's bytes from a raw request line (`METHOD SP target SP version`). */
function requestTarget(raw: Buffer): Buffer | undefined {
  const start = raw.indexOf(0x20);
  if (start === -1) return undefined;
  const lineEnd = raw.indexOf(0x0d, start + 1);
  const line = raw.subarray(start + 1, lineEnd === -1 ? raw.length : lineEnd);
  const end = line.lastIndexOf(0x20);
  return end === -1 ? line : line.subarray(0, end);
}

/** Bytes a URL may not carry raw, as %XX (what a WHATWG URL parser, and so workerd, makes). */
function percentEncode(bytes: Buffer): string {
  let out = '';
  for (const b of bytes) {
    out +=
      b <= 0x20 || b >= 0x7f
        ? `%${b.toString(16).toUpperCase().padStart(2, '0')}`
        : String.fromCharCode(b);
  }
  return out;
}
