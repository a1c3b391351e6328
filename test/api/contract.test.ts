/**
 * The HTTP contract, run over every route the OpenAPI document lists, so each rule system's
 * routes are covered the moment they are registered.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../../src/api/meta';
import { createTestApp } from '../helpers/app';

const app = createTestApp();
interface Param {
  name: string;
  in: string;
  required?: boolean;
  schema?: { enum?: string[]; minimum?: number; example?: unknown };
}
const doc = openApiDocument(app) as {
  paths: Record<string, Record<string, { parameters?: Param[] }>>;
};

/** A concrete URL path for an OpenAPI path template (path parameters from their enum/example). */
function concrete(path: string, params: Param[]): string {
  return path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const p = params.find((x) => x.name === name);
    return String(p?.schema?.enum?.[0] ?? p?.schema?.example ?? name);
  });
}

const getRoutes = Object.entries(doc.paths).flatMap(([path, item]) =>
  item.get ? [{ path, params: item.get.parameters ?? [] }] : [],
);
const seededRoutes = getRoutes.filter((r) => r.params.some((p) => p.name === 'seed'));
const allPaths = [
  ...getRoutes.map((r) => concrete(r.path, r.params)),
  '/openapi.json',
  '/docs',
  '/',
];

// (Until a rule system registers its routes there are none; each system's routes join here.)
for (const route of seededRoutes) {
  const base = concrete(route.path, route.params);
  const has = (name: string) => route.params.some((p) => p.name === name);
  describe(base, () => {
    it('refuses a missing seed, an over-long seed and bad bounded values before replaying', async () => {
      const cases: [string, string][] = [
        ['', 'seed'],
        [`seed=${'x'.repeat(10_000)}`, 'seed'],
        ['seed=moria&nonsense=1', 'nonsense'],
      ];
      if (has('year')) cases.push(['seed=moria&year=-1', 'year']);
      if (has('until')) cases.push(['seed=moria&until=banana', 'until']);
      if (has('step')) cases.push(['seed=moria&step=-1', 'step']);
      for (const [q, parameter] of cases) {
        const res = await app.request(`${base}?${q}`);
        expect(res.status, `${base}?${q.slice(0, 40)}`).toBe(400);
        expect(res.headers.get('content-type')).toBe('application/problem+json');
        const body = (await res.json()) as { parameter: string };
        expect(body.parameter).toBe(parameter);
      }
    });

    it('answers the same bytes twice, with an ETag that yields 304', async () => {
      const url = `${base}?seed=contract`;
      const a = await app.request(url);
      expect(a.status).toBe(200);
      const b = await app.request(url);
      const bytesA = new Uint8Array(await a.arrayBuffer());
      const bytesB = new Uint8Array(await b.arrayBuffer());
      expect(Buffer.from(bytesA).equals(Buffer.from(bytesB))).toBe(true);
      const etag = a.headers.get('etag');
      expect(etag).toMatch(/^"[0-9a-f]{40}"$/);
      expect(a.headers.get('cache-control')).toBe('public, max-age=300, must-revalidate');
      expect(a.headers.get('strata-ruleset-version')).toMatch(/\S/);
      // Pinned to the version it names, the same URL is immutable and gives the same bytes.
      const version = a.headers.get('strata-version')!;
      expect(version.startsWith(a.headers.get('strata-ruleset-version')!)).toBe(true);
      const pinned = await app.request(`${url}&v=${encodeURIComponent(version)}`);
      expect(pinned.status).toBe(200);
      expect(pinned.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(Buffer.from(await pinned.arrayBuffer()).equals(Buffer.from(bytesA))).toBe(true);
      const gone = await app.request(`${url}&v=0.0.0`);
      expect(gone.status).toBe(410);
      const c = await app.request(url, { headers: { 'if-none-match': etag! } });
      expect(c.status).toBe(304);
    });

    it('gives different seeds different answers', async () => {
      const a = await (await app.request(`${base}?seed=one`)).arrayBuffer();
      const b = await (await app.request(`${base}?seed=two`)).arrayBuffer();
      expect(Buffer.from(a).equals(Buffer.from(b))).toBe(false);
    });
  });
}

describe('fuzzing every route', () => {
  const word = fc.stringMatching(/^[a-z_]{1,8}$/);
  const value = fc.oneof(
    fc.string({ maxLength: 12 }),
    fc.integer({ min: -5, max: 2000 }).map(String),
    fc.constantFrom('moria', 'end', 'villainy', 'true', '', '1e3', '%', '-0', 'NaN'),
  );
  const query = fc.array(
    fc.tuple(
      fc.oneof(
        word,
        fc.constantFrom(
          'seed',
          'until',
          'year',
          'step',
          'width',
          'format',
          'path',
          'level',
          'ruleset',
        ),
      ),
      value,
    ),
    { maxLength: 5 },
  );

  it('never answers 5xx, and every 4xx is problem+json', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.constantFrom(...allPaths),
          fc.webPath(),
          fc.constantFrom(...allPaths).map((p) => `${p}/x`),
        ),
        query,
        fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'POST', 'DELETE'),
        async (path, pairs, method) => {
          const qs = pairs
            .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
            .join('&');
          const res = await app.request(
            `${path.startsWith('/') ? path : `/${path}`}${qs ? `?${qs}` : ''}`,
            { method },
          );
          expect(res.status).toBeLessThan(500);
          if (res.status >= 400 && method !== 'HEAD')
            expect(res.headers.get('content-type')).toBe('application/problem+json');
          await res.arrayBuffer();
        },
      ),
      { numRuns: 300, seed: 20261121 },
    );
    expect(app.unexpectedErrors).toEqual([]);
  }, 120_000);
});
