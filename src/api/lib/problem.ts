/**
 * RFC 9457 problem details: every failure the API reports is `application/problem+json`
 * naming what was wrong. `type` URIs are relative to the service and documented at /docs.
 */

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/** One broken rule of one parameter. */
export interface ParameterError {
  /** The parameter's name, e.g. `seed`; `(query)` for the query as a whole. */
  readonly parameter: string;
  readonly in: 'query' | 'path' | 'header' | 'body';
  /** The rule it broke, e.g. `required`, `max_length`, `minimum`, `enum`, `unknown_parameter`. */
  readonly rule: string;
  readonly message: string;
}

export interface Problem {
  readonly type: string;
  readonly title: string;
  readonly status: number;
  readonly detail: string;
  readonly instance?: string;
  /** The first offending parameter, for clients that show one message. */
  readonly parameter?: string;
  readonly errors?: readonly ParameterError[];
  readonly allow?: readonly string[];
  /** For 410: the version the service runs now. */
  readonly current?: string;
}

/** Problem types this API uses, with their titles. */
export const PROBLEM_TYPES = {
  invalidParameter: { type: '/problems/invalid-parameter', title: 'Invalid request parameter' },
  notFound: { type: '/problems/not-found', title: 'Not found' },
  methodNotAllowed: { type: '/problems/method-not-allowed', title: 'Method not allowed' },
  notAcceptable: { type: '/problems/unprocessable', title: 'Request cannot be carried out' },
  gone: { type: '/problems/version-gone', title: 'Version no longer served' },
  internal: { type: '/problems/internal', title: 'Internal error' },
  busy: { type: '/problems/busy', title: 'Service busy' },
} as const;

/** A problem+json Response. */
export function problemResponse(problem: Problem, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(problem), {
    status: problem.status,
    headers: {
      'content-type': PROBLEM_CONTENT_TYPE,
      'cache-control': 'no-store',
      ...headers,
    },
  });
}

/**
 * Thrown where the service has no room for more work now (the Node server's render queue is
 * full): answered 503 problem+json with `Retry-After`, so a client backs off instead of piling
 * on while `/healthz` and cached answers stay fast.
 */
export class BusyError extends Error {
  constructor(
    /** Seconds a client should wait before trying again. */
    readonly retryAfter: number,
    message = 'the service is rendering as much as it can; try again shortly',
  ) {
    super(message);
    this.name = 'BusyError';
  }
}
