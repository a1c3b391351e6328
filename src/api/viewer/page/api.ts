/** The public API, on this origin only: fetches, and each system's routes as OpenAPI lists them. */
import { NOT_FORWARDED, queryString, S } from './state';
import type { Fetched, ParamSchema, ParamSpec, Problem, Ruleset } from './types';

/** The body to POST to `url`: the user's document, when one is given and the route takes it. */
export function documentFor(url: string): string | null {
  if (!S.document || S.document.system !== new URLSearchParams(location.search).get('system'))
    return null;
  const path = new URL(url, location.origin).pathname;
  return S.routes?.find((r) => r.pattern.test(path))?.post !== undefined ? S.document.text : null;
}

/** Whether the system's main route takes a document in a POST body, and its description. */
export function documentHelp(sys: Ruleset): string | undefined {
  const path = endpointOf(sys).path;
  return S.routes?.find((r) => r.pattern.test(path))?.post;
}

export async function fetchAs<T>(url: string, as: 'json' | 'text'): Promise<Fetched<T>> {
  let res: Response;
  const body = documentFor(url);
  try {
    res = await fetch(url, {
      headers: {
        accept: as === 'json' ? 'application/json' : '*/*',
        ...(body === null ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === null ? {} : { method: 'POST', body }),
      signal: S.inFlight.signal,
    });
  } catch {
    return { ok: false, status: 0, problem: { detail: 'the service could not be reached' } };
  }
  if (res.ok) return { ok: true, body: (as === 'json' ? await res.json() : await res.text()) as T };
  let problem: Problem = { detail: `${res.status} ${res.statusText}` };
  try {
    const body = (await res.json()) as Problem;
    if (body && typeof body === 'object') problem = body;
  } catch {
    // not problem+json: keep the status line
  }
  return { ok: false, status: res.status, problem };
}

export function templatePattern(path: string): RegExp {
  const body = path
    .split('/')
    .map((seg) => (/^\{.+\}$/.test(seg) ? '[^/]+' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body}/?$`);
}

/** The query parameters a GET route takes; undefined when the route is absent, null if unknown. */
export function routeParams(path: string): readonly ParamSpec[] | null | undefined {
  if (!S.routes) return null;
  return S.routes.find((r) => r.pattern.test(path))?.params;
}

export function endpointOf(sys: Ruleset): { path: string; fixed: [string, string][] } {
  const u = new URL(sys.endpoint, location.origin);
  return { path: u.pathname.replace(/\/$/, ''), fixed: [...u.searchParams] };
}

/** Whether the system serves resource `sub` (`/map.svg`, `/uvtt`…). */
export function serves(sys: Ruleset, sub: string): boolean {
  return routeParams(endpointOf(sys).path + sub) !== undefined;
}

/**
 * The URL of one of the system's resources (`''`, `/map.svg`, `/chronicle`...) for the page's
 * state, with only the parameters that resource declares; null when the system has no such
 * resource.
 */
export function resourceUrl(
  sys: Ruleset,
  page: URLSearchParams,
  sub: string,
  extra: Record<string, string | null | undefined>,
): string | null {
  const ep = endpointOf(sys);
  const path = ep.path + sub;
  const params = routeParams(path);
  if (params === undefined) return null;
  const takes = (name: string) =>
    !params || params.some((p) => p.name === name && p.in === 'query');
  const q = new URLSearchParams();
  for (const [k, v] of ep.fixed) if (takes(k)) q.set(k, v);
  q.set('seed', page.get('seed') ?? '');
  for (const [k, v] of page) if (!NOT_FORWARDED.has(k) && takes(k)) q.set(k, v);
  for (const [k, v] of Object.entries(extra))
    if (v !== null && v !== undefined && v !== '' && takes(k)) q.set(k, v);
  // The address's pin goes to the resources whose bytes only the ruleset's version shapes.
  const pin = page.get('v');
  const version = sys.resources?.find((r) => r.path === path)?.version;
  if (pin && version !== undefined && version === sys.version && takes('v')) q.set('v', pin);
  return `${path}?${queryString(q)}`;
}

export function paramSchema(sys: Ruleset, sub: string, name: string): ParamSchema | undefined {
  return routeParams(endpointOf(sys).path + sub)?.find((p) => p.name === name)?.schema;
}
