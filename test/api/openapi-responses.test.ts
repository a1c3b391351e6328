/**
 * The OpenAPI document is honest: every GET operation it lists is asked for a few seeds and
 * option mixes (derived from each parameter's enum, bounds, default and example in the
 * document) and for requests it must refuse (400, 410) or answer from the client's cache
 * (304), and every answer must be a status the operation declares, with a content type that
 * status declares and a body that validates against its schema.
 */
import { describe, expect, it } from 'vitest';
import {
  cachedReplayApp,
  checkResponse,
  GET_OPERATIONS,
  openApiAjv,
  DOC,
  type OpenApiOperation,
  type OpenApiParameter,
} from './openapi-check';

const app = cachedReplayApp();

const SEEDS = ['moria', 'Khazad-dûm', '🐉', 'openapi 4', 'Erebor'];
/** Parameters a route builds for itself; every other query parameter gets the mix. */
const FIXED = new Set(['seed', 'v']);
/** Parameters that make an answer expensive (image size): the cheapest end of their bounds. */
const IMAGE_SIZE = new Set(['width', 'pixelsPerGrid']);

type Query = Record<string, string>;

/**
 * Option mix `m` for a parameter. Mix 0 leaves every parameter out (the documented defaults);
 * then enum values in turn, booleans alternating, integers left out, then their example or
 * minimum, then their maximum; other strings left out, then their documented default (which
 * must be accepted as given), then their example.
 */
function valueOf(p: OpenApiParameter, m: number): string | undefined {
  const s = p.schema ?? {};
  if (IMAGE_SIZE.has(p.name)) return s.minimum === undefined ? undefined : String(s.minimum);
  if (m === 0) return undefined;
  const i = m - 1;
  if (s.enum) return s.enum[i % s.enum.length];
  if (s.type === 'boolean')
    return i % 2 === 0 ? undefined : String(i % 4 === 1 ? !s.default : s.default);
  if (s.type === 'integer') {
    const pick = [undefined, s.example ?? s.minimum, s.maximum][i % 3];
    return pick === undefined ? undefined : String(pick as number);
  }
  const pick = [undefined, s.default, s.example][i % 3];
  return typeof pick === 'string' ? pick : undefined;
}

function mixCount(params: readonly OpenApiParameter[]): number {
  // PNGs (and the UVTT export, which carries one) cost a rasterisation each: two mixes.
  if (params.some((p) => IMAGE_SIZE.has(p.name))) return 2;
  return 1 + Math.max(3, ...params.map((p) => p.schema?.enum?.length ?? 0));
}

function mixes(op: OpenApiOperation): Query[] {
  const params = (op.parameters ?? []).filter((p) => p.in === 'query');
  if (!params.some((p) => p.name === 'seed')) return [{}];
  const out: Query[] = [];
  const n = mixCount(params);
  for (let i = 0; i < n; i++) {
    const q: Query = { seed: SEEDS[i % SEEDS.length]! };
    for (const p of params) {
      if (FIXED.has(p.name)) continue;
      const v = valueOf(p, i);
      if (v !== undefined) q[p.name] = v;
    }
    out.push(q);
  }
  return out;
}

/** Requests the operation must refuse, each with the status it must answer. */
function refusals(op: OpenApiOperation): [Query, number][] {
  const params = (op.parameters ?? []).filter((p) => p.in === 'query');
  const seeded = params.some((p) => p.name === 'seed');
  const base: Query = seeded ? { seed: 'moria' } : {};
  // An unknown parameter is refused where the query is strict, and then 400 must be declared;
  // a route that ignores its query (a page, the document) answers as usual.
  const strict = op.responses['400'] !== undefined;
  const out: [Query, number][] = [[{ ...base, nonsense: '1' }, strict ? 400 : 200]];
  if (!strict) return out;
  if (seeded) {
    out.push([{}, 400], [{ seed: 'a\u0001b' }, 400], [{ seed: 'x'.repeat(129) }, 400]);
  }
  for (const p of params) {
    const s = p.schema ?? {};
    if (s.enum) out.push([{ ...base, [p.name]: 'banana' }, 400]);
    if (s.type === 'boolean') out.push([{ ...base, [p.name]: 'maybe' }, 400]);
    if (s.type === 'integer') {
      out.push([{ ...base, [p.name]: 'x' }, 400]);
      if (s.minimum !== undefined) out.push([{ ...base, [p.name]: String(s.minimum - 1) }, 400]);
      if (s.maximum !== undefined) out.push([{ ...base, [p.name]: String(s.maximum + 1) }, 400]);
    }
  }
  if (op.responses['410']) out.push([{ ...base, v: '0.0.0' }, 410]);
  return out;
}

const url = (path: string, q: Query) => {
  const qs = new URLSearchParams(q).toString();
  return qs ? `${path}?${qs}` : path;
};

describe('every GET operation answers as the document says', () => {
  for (const { path, op } of GET_OPERATIONS) {
    const concrete = path; // no path parameters: each system has its own paths
    it(`${op.operationId ?? path}: option mixes, refusals and revalidation`, async () => {
      const statuses = new Set<number>();
      let etag: { url: string; tag: string } | undefined;
      for (const q of mixes(op)) {
        const u = url(concrete, q);
        const checked = await checkResponse(path, u, await app.request(u));
        statuses.add(checked.status);
        if (checked.status === 200 && checked.etag && !etag) etag = { url: u, tag: checked.etag };
      }
      expect(statuses.has(200), `${path}: no mix answered 200`).toBe(true);
      for (const [q, status] of refusals(op)) {
        const u = url(concrete, q);
        const checked = await checkResponse(path, u, await app.request(u));
        expect(checked.status, u).toBe(status);
        if (status >= 400) expect(checked.mediaType, u).toBe('application/problem+json');
      }
      if (etag) {
        const res = await app.request(etag.url, { headers: { 'if-none-match': etag.tag } });
        const checked = await checkResponse(path, etag.url, res);
        expect(checked.status, `${etag.url} with If-None-Match`).toBe(304);
      }
      expect(app.unexpectedErrors).toEqual([]);
    });
  }
});

describe('the document itself', () => {
  it('gives every operation an operationId, unique, and declares 400 where the query is strict', () => {
    const ids: string[] = [];
    for (const item of Object.values(DOC.paths))
      for (const op of Object.values(item)) {
        expect(op.operationId).toMatch(/^[a-z][A-Za-z0-9]+$/);
        ids.push(op.operationId!);
      }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has a seed pattern that JavaScript and ajv both read, matching any printable text', () => {
    const patterns = new Set<string>();
    for (const { op } of GET_OPERATIONS)
      for (const p of op.parameters ?? [])
        if (p.name === 'seed' && p.schema?.pattern) patterns.add(p.schema.pattern);
    expect(patterns.size).toBe(1);
    const [pattern] = [...patterns] as [string];
    const js = new RegExp(pattern, 'u');
    const plain = new RegExp(pattern);
    const validate = openApiAjv().compile({ type: 'string', pattern });
    for (const s of ['moria', 'Khazad-dûm', '🐉']) {
      expect(js.test(s), s).toBe(true);
      expect(plain.test(s), s).toBe(true);
      expect(validate(s), s).toBe(true);
    }
    for (const s of ['a\u0001b', 'tab\there', 'del\u007f', '']) {
      expect(js.test(s), JSON.stringify(s)).toBe(false);
      expect(validate(s), JSON.stringify(s)).toBe(false);
    }
  });
});
