/**
 * Random requests over every GET route of the OpenAPI document, for the fuzz test and
 * `scripts/fuzz.ts`: seeds of any Unicode (lone surrogates, U+FFFE/U+FFFF, controls and astral
 * characters included) and option mixes drawn from each parameter's documented enum, bounds or
 * comma-separated list ("Comma-separated, at most N, from: a, b, c."). Every answer must be 200
 * (or 304) or a 4xx problem+json; a 5xx is a bug.
 */
import { createRng, type Rng } from '../../src/core/rng';

export interface FuzzParam {
  readonly name: string;
  readonly in: string;
  readonly description?: string;
  readonly schema?: {
    readonly type?: string;
    readonly enum?: readonly string[];
    readonly minimum?: number;
    readonly maximum?: number;
    readonly example?: unknown;
    readonly description?: string;
  };
}

export interface FuzzRoute {
  readonly path: string;
  readonly params: readonly FuzzParam[];
}

export interface FuzzRequest {
  readonly url: string;
  /** The seed as drawn (before percent-encoding), for the report. */
  readonly seed: string | null;
}

export interface FuzzOptions {
  /** Largest image width to ask for (PNG widths are drawn from min..min(max, this)). */
  readonly widthCap?: number;
}

/** The requests the issue named: each crashed (or wrote bad XML) before 2008.6.0. */
export const NAMED_REQUESTS: readonly string[] = [
  '/v1/dungeon?seed=egjzx',
  '/v1/dungeon?seed=s748',
  '/v1/dungeon?seed=ts820&civ=dark-elves&world=roll',
  '/v1/dungeon/map.png?seed=%EF%BF%BF&width=256',
  '/v1/dungeon/map.svg?seed=%EF%BF%BE',
  '/v1/dungeon/chronicle?seed=%ED%A0%80',
  // resvg 2.6 panicked (aborting the process) on an element with `opacity` wholly off the page:
  // this narrow player-view sheet's legend ran past its edge (plan drawing 1.2.0 uses fill-opacity).
  '/v1/crawl/tiles/map.png?seed=o&level=4&entry=shaft&view=player&width=256',
];

/** The GET routes of an OpenAPI document, with their parameters. */
export function fuzzRoutes(doc: unknown): FuzzRoute[] {
  const paths = (doc as { paths: Record<string, { get?: { parameters?: FuzzParam[] } }> }).paths;
  return Object.entries(paths).flatMap(([path, item]) =>
    item.get ? [{ path, params: item.get.parameters ?? [] }] : [],
  );
}

/** Code point ranges a seed draws from, by weight: plain text most, the awkward corners often. */
const SEED_RANGES: readonly (readonly [number, number, number])[] = [
  // weight, first, last
  [30, 0x61, 0x7a], // a-z
  [10, 0x20, 0x7e], // printable ASCII (%, &, +, # and the rest)
  [1, 0x00, 0x1f], // C0 controls: the seed pattern refuses them (400)
  [6, 0xa0, 0x2fff], // Latin to CJK symbols
  [6, 0x4e00, 0x9fff], // CJK
  [5, 0xd800, 0xdfff], // a lone surrogate
  [5, 0xfffe, 0xffff], // noncharacters XML forbids
  [4, 0xe000, 0xfffd], // private use, specials
  [6, 0x10000, 0x10ffff], // astral
];
const SEED_WEIGHT = SEED_RANGES.reduce((n, r) => n + r[0], 0);

/** A seed of any Unicode, 1 to 24 code points (sometimes longer than the bound, 129). */
export function fuzzSeed(rng: Rng): string {
  const n = rng.int(1, 40) === 1 ? 129 : rng.int(1, 24);
  let out = '';
  for (let i = 0; i < n; i++) {
    let w = rng.int(1, SEED_WEIGHT);
    const range = SEED_RANGES.find((r) => (w -= r[0]) <= 0)!;
    const cp = rng.int(range[1], range[2]);
    out += cp >= 0xd800 && cp <= 0xdfff ? String.fromCharCode(cp) : String.fromCodePoint(cp);
  }
  return out;
}

/**
 * Percent-encode any JS string as UTF-8; a lone surrogate is sent as its WTF-8 bytes (what a
 * careless client sends), which no UTF-8 decoder accepts as it is.
 */
export function encodeAny(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (c >= 0xd800 && c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i++;
    } else if (c >= 0xd800 && c <= 0xdfff)
      out += [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    else out += encodeURIComponent(text[i]!);
  }
  return out;
}

/** "Comma-separated, at most N, from: a, b, c." in a parameter's description. */
function listOf(p: FuzzParam): { most: number; items: string[] } | null {
  const text = p.description ?? p.schema?.description ?? '';
  const m = /Comma-separated, at most (\d+), from: ([^.]+)\./.exec(text);
  if (!m) return null;
  return { most: Number(m[1]), items: m[2]!.split(',').map((s) => s.trim()) };
}

/** A value for one parameter from its documented enum, bounds or list (the seed aside). */
function valueFor(rng: Rng, p: FuzzParam, opts: FuzzOptions): string | null {
  const s = p.schema ?? {};
  if (s.enum) return rng.pick(s.enum);
  if (s.type === 'boolean') return rng.pick(['true', 'false']);
  if (s.type === 'integer') {
    const lo = s.minimum ?? 0;
    let hi = s.maximum ?? lo + 100;
    if (p.name === 'width' || p.name === 'pixelsPerGrid')
      hi = Math.min(hi, Math.max(lo, opts.widthCap ?? hi));
    // Now and then one past a bound: the answer must be a 400, never a 5xx.
    if (rng.int(1, 20) === 1) return String(rng.pick([lo - 1, hi + 1]));
    return String(rng.int(lo, hi));
  }
  const list = listOf(p);
  if (list) {
    const n = rng.int(1, list.most);
    const picked: string[] = [];
    for (let i = 0; i < n; i++) picked.push(rng.pick(list.items));
    return picked.join(',');
  }
  if (p.name === 'path') {
    // Exits are numbered from e1; the first few are the ones a short path can name.
    const n = rng.int(1, 3);
    const steps: string[] = [];
    for (let i = 0; i < n; i++) steps.push(`e${rng.int(1, 3)}`);
    return steps.join(',');
  }
  // A free string the document gives no vocabulary for (the version pin): left out.
  return null;
}

/** One random request on a route: a seed, and each documented option with even odds. */
export function fuzzRequest(rng: Rng, route: FuzzRoute, opts: FuzzOptions = {}): FuzzRequest {
  const query: string[] = [];
  let seed: string | null = null;
  for (const p of route.params) {
    if (p.in !== 'query') continue;
    if (p.name === 'seed') {
      seed = fuzzSeed(rng);
      query.push(`seed=${encodeAny(seed)}`);
      continue;
    }
    if (rng.int(1, 2) === 1) continue;
    const v = valueFor(rng, p, opts);
    if (v !== null) query.push(`${p.name}=${encodeURIComponent(v)}`);
  }
  const path = route.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const p = route.params.find((x) => x.name === name);
    return String(p?.schema?.enum?.[0] ?? p?.schema?.example ?? name);
  });
  return { url: query.length > 0 ? `${path}?${query.join('&')}` : path, seed };
}

/**
 * `count` requests from a named stream, the routes taken in turn (so any `count` of at least
 * the number of routes visits each): the same list for the same label, on every machine.
 */
export function fuzzRequests(
  label: string,
  routes: readonly FuzzRoute[],
  count: number,
  opts: FuzzOptions = {},
): FuzzRequest[] {
  const rng = createRng(label);
  const out: FuzzRequest[] = [];
  for (let i = 0; i < count; i++) out.push(fuzzRequest(rng, routes[i % routes.length]!, opts));
  return out;
}

/** What a fuzz answer must be: 2xx/304, or a 4xx problem+json. Null when it is; else why not. */
export function fuzzVerdict(
  status: number,
  contentType: string | null,
  method = 'GET',
): string | null {
  if (status >= 500) return `${status}`;
  if (status >= 400 && method !== 'HEAD' && contentType !== 'application/problem+json')
    return `${status} as ${contentType ?? 'no content type'}`;
  if (status >= 300 && status < 400 && status !== 304) return `${status}`;
  return null;
}
