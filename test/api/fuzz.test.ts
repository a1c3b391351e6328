/**
 * A small fuzz sample over every route (the full soak is `scripts/fuzz.ts`): random seeds of any
 * Unicode and option mixes from the OpenAPI document's enums and bounds, plus the requests that
 * once crashed. Every answer is 200 (or 304) or a 4xx problem+json, never a 5xx.
 */
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../../src/api/meta';
import { createTestApp } from '../helpers/app';
import { fuzzRequests, fuzzRoutes, fuzzVerdict, NAMED_REQUESTS } from './fuzz-requests';

const app = createTestApp();
const routes = fuzzRoutes(openApiDocument(app));

describe('fuzz', () => {
  it('knows every route', () => {
    expect(routes.length).toBeGreaterThan(10);
  });

  it('answers the requests that once crashed', async () => {
    for (const url of NAMED_REQUESTS) {
      const res = await app.request(url);
      expect(res.status, url).toBe(200);
      await res.arrayBuffer();
    }
    expect(app.unexpectedErrors).toEqual([]);
  }, 60_000);

  it('never answers 5xx over random seeds and option mixes on every route', async () => {
    // Images are kept small here (the soak draws the whole documented range).
    const sample = fuzzRequests('fuzz-test', routes, 2 * routes.length + 4, { widthCap: 400 });
    const bad: string[] = [];
    for (const { url } of sample) {
      const res = await app.request(url);
      const why = fuzzVerdict(res.status, res.headers.get('content-type'));
      if (why) bad.push(`${why}: ${url}`);
      await res.arrayBuffer();
    }
    expect(bad).toEqual([]);
    expect(app.unexpectedErrors).toEqual([]);
  }, 120_000);
});
