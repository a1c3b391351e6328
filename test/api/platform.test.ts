import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { MAX_URL_LENGTH, createApp } from '../../src/app';
import { openApiText } from '../../src/api/meta';
import { etagFor, jsonBody, normaliseQuery, seeded } from '../../src/api/lib/cache';
import { intParamDefault, enumParam } from '../../src/api/lib/params';
import { seededQuery } from '../../src/api/lib/seeded-query';
import { validationHook } from '../../src/api/lib/validation';
import { SYSTEMS } from '../../src/systems';
import type { AppEnv } from '../../src/api/lib/types';
import type { PngRenderer } from '../../src/render/png';
import { createTestApp } from '../helpers/app';

const app = createTestApp();

async function problem(res: Response) {
  expect(res.headers.get('content-type')).toBe('application/problem+json');
  return (await res.json()) as {
    status: number;
    parameter?: string;
    errors?: { parameter: string; rule: string }[];
    detail: string;
    type: string;
    title: string;
  };
}

describe('meta routes', () => {
  it('GET /healthz answers ok', async () => {
    const res = await app.request('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', service: 'strata', version: '0.1.0' });
  });

  it('GET /v1/rulesets lists every registered system with its version and stages', async () => {
    const res = await app.request('/v1/rulesets');
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      rulesets: { id: string; version: string; stages: unknown[] }[];
    };
    expect(body.rulesets.map((r) => r.id)).toEqual(SYSTEMS.map((s) => s.id));
    for (const r of body.rulesets) {
      expect(r.version).toMatch(/\S/);
      expect(r.stages.length).toBeGreaterThan(0);
    }
  });

  it('serves the committed OpenAPI 3.1 document, which is current and valid', async () => {
    const committed = readFileSync(new URL('../../openapi/openapi.json', import.meta.url), 'utf8');
    expect(openApiText(app), 'openapi/openapi.json is stale: run npm run openapi').toBe(committed);
    const res = await app.request('/openapi.json');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(committed);
    const validator = new Validator();
    const result = await validator.validate(
      JSON.parse(committed) as Parameters<Validator['validate']>[0],
    );
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('serves a docs page that needs no network', async () => {
    const res = await app.request('/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('/v1/rulesets');
    // No external script, style, font or image: every src/href is relative or a fragment.
    const refs = [...html.matchAll(/\b(?:src|href)="([^"]*)"/g)].map((m) => m[1]!);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) expect(ref).toMatch(/^(\/|#)/);
    expect(html).not.toMatch(/<script[^>]+src=/);
    expect(html).not.toMatch(/@import|url\(http/);
  });
});

describe('errors are problem+json', () => {
  it('unknown route: 404', async () => {
    const res = await app.request('/v1/nothing-here');
    expect(res.status).toBe(404);
    const p = await problem(res);
    expect(p).toMatchObject({ status: 404, type: '/problems/not-found' });
  });

  it('wrong method: 405 with Allow', async () => {
    const res = await app.request('/v1/rulesets', { method: 'POST' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect(await problem(res)).toMatchObject({ status: 405 });
  });

  it('unknown parameter: 400 naming it', async () => {
    const res = await app.request('/v1/rulesets?banana=1');
    expect(res.status).toBe(400);
    const p = await problem(res);
    expect(p.parameter).toBe('banana');
    expect(p.errors).toEqual([
      expect.objectContaining({ parameter: 'banana', rule: 'unknown_parameter' }),
    ]);
  });

  it('an over-long URL: 414 problem', async () => {
    const res = await app.request(`/v1/rulesets?x=${'a'.repeat(17_000)}`);
    expect(res.status).toBe(414);
    await problem(res);
  });

  it('the URL limit counts path and query, whatever the host', async () => {
    const target = (n: number) => `/v1/rulesets?x=${'a'.repeat(n - '/v1/rulesets?x='.length)}`;
    for (const origin of ['http://localhost', 'https://a-long-custom-domain.strata.example:8443']) {
      const atLimit = await app.request(`${origin}${target(MAX_URL_LENGTH)}`);
      expect(atLimit.status).toBe(400); // the unknown parameter x: the limit let it through
      expect((await app.request(`${origin}${target(MAX_URL_LENGTH + 1)}`)).status).toBe(414);
    }
  });

  it('unexpected failure: 500 that leaks no stack', async () => {
    const failing: PngRenderer = {
      name: 'x',
      version: 'x',
      render: () => Promise.reject(new Error('secret internals at /root/x.ts:1')),
    };
    const errors: unknown[] = [];
    const broken = createApp({ png: failing, onUnexpectedError: (e) => errors.push(e) });
    broken.get('/boom', async (c) => {
      await c.get('png').render('<svg/>');
      return c.text('unreachable');
    });
    const res = await broken.request('/boom');
    expect(res.status).toBe(500);
    const text = await res.clone().text();
    expect(text).not.toContain('secret');
    expect(text).not.toContain('.ts:');
    expect(await problem(res)).toMatchObject({ status: 500, type: '/problems/internal' });
    expect(errors).toHaveLength(1);
  });
});

describe('one URL per resource: a trailing slash is a 404 naming the canonical path', () => {
  it.each([
    ['/v1/dungeon/', '/v1/dungeon'],
    ['/healthz/', '/healthz'],
    ['/v1/crawl/dmg1/map.svg/', '/v1/crawl/dmg1/map.svg'],
    ['/healthz//', '/healthz'],
  ])('GET %s', async (path, canonical) => {
    const res = await app.request(`${path}?seed=x`);
    expect(res.status).toBe(404);
    expect(res.headers.get('allow')).toBeNull();
    expect(await problem(res)).toMatchObject({
      status: 404,
      type: '/problems/not-found',
      detail: `no resource at ${path}; did you mean ${canonical}?`,
      instance: path,
    });
  });

  it('an unknown path with a slash is a plain 404', async () => {
    const res = await app.request('/v1/nothing-here/');
    expect((await problem(res)).detail).toBe('no resource at /v1/nothing-here/; see /docs');
  });

  it('405 only for a real path with a wrong method', async () => {
    expect((await app.request('/healthz/', { method: 'POST' })).status).toBe(404);
    const res = await app.request('/healthz', { method: 'DELETE' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });

  it('HEAD follows GET on both', async () => {
    const miss = await app.request('/healthz/', { method: 'HEAD' });
    expect(miss.status).toBe(404);
    expect(await miss.text()).toBe('');
    const hit = await app.request('/healthz', { method: 'HEAD' });
    expect(hit.status).toBe(200);
    expect(await hit.text()).toBe('');
  });

  it('a CORS preflight succeeds on either, so a browser can read the 404 problem', async () => {
    const preflight = { origin: 'https://x.example', 'access-control-request-method': 'GET' };
    for (const path of ['/v1/dungeon', '/v1/dungeon/']) {
      const res = await app.request(path, { method: 'OPTIONS', headers: preflight });
      expect(res.status).toBe(204);
    }
    const res = await app.request('/v1/dungeon/', { headers: { origin: 'https://x.example' } });
    expect(res.status).toBe(404);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('CORS', () => {
  it('is open for GET', async () => {
    const res = await app.request('/healthz', { headers: { origin: 'https://foundry.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });
  it('answers preflight', async () => {
    const res = await app.request('/v1/rulesets', {
      method: 'OPTIONS',
      headers: { origin: 'https://x.example', 'access-control-request-method': 'GET' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-methods')).toContain('GET');
  });
});

describe('seeded responses (the cache contract)', () => {
  // A stand-in seeded route built the way every real one is, counting the replays it does.
  let replays = 0;
  const test = new OpenAPIHono<AppEnv>({ defaultHook: validationHook as never });
  const route = createRoute({
    method: 'get',
    path: '/t',
    request: {
      query: z
        .object({
          ...seededQuery,
          until: enumParam(['a', 'end'], { description: 'stop', default: 'end' }),
          year: intParamDefault({ min: 0, max: 100, default: 0, description: 'year' }),
        })
        .strict(),
    },
    responses: { 200: { description: 'ok' } },
  });
  test.openapi(
    route,
    (c) =>
      seeded(c, {
        versions: { ruleset: 'test.1', full: 'test.1+draw.2' },
        query: c.req.valid('query'),
        produce: () => {
          replays++;
          return jsonBody({ seed: c.req.valid('query').seed });
        },
      }) as never,
  );

  it('same request, same bytes and ETag; brief caching unpinned; the versions', async () => {
    const a = await test.request('/t?seed=moria');
    const b = await test.request('/t?seed=moria');
    expect(a.status).toBe(200);
    expect(await a.text()).toBe(await b.text());
    expect(a.headers.get('etag')).toBe(b.headers.get('etag'));
    expect(a.headers.get('etag')).toMatch(/^"[0-9a-f]{40}"$/);
    expect(a.headers.get('cache-control')).toBe('public, max-age=300, must-revalidate');
    expect(a.headers.get('strata-ruleset-version')).toBe('test.1');
    expect(a.headers.get('strata-version')).toBe('test.1+draw.2');
  });

  it('a URL pinned to the current version is immutable, with the same bytes and ETag', async () => {
    const a = await test.request('/t?seed=moria');
    const pinned = await test.request('/t?seed=moria&v=test.1%2Bdraw.2');
    expect(pinned.status).toBe(200);
    expect(pinned.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await pinned.text()).toBe(await a.text());
    expect(pinned.headers.get('etag')).toBe(a.headers.get('etag'));
  });

  it('a URL pinned to a version no longer run: 410 problem naming the current one, nothing replayed', async () => {
    const before = replays;
    const res = await test.request('/t?seed=moria&v=test.0%2Bdraw.2');
    expect(res.status).toBe(410);
    const p = (await problem(res)) as { parameter?: string; current?: string };
    expect(p.parameter).toBe('v');
    expect(p.current).toBe('test.1+draw.2');
    expect(replays).toBe(before);
  });

  it('the ETag is of the normalised query: order and defaults do not matter, values do', async () => {
    const tag = async (q: string) => (await test.request(`/t?${q}`)).headers.get('etag');
    expect(await tag('seed=moria')).toBe(await tag('until=end&seed=moria&year=0'));
    expect(await tag('seed=moria')).not.toBe(await tag('seed=moria&year=1'));
    expect(await tag('seed=moria')).not.toBe(await tag('seed=khazad'));
    expect(etagFor('/t', 'v1', { seed: 'a' })).not.toBe(etagFor('/t', 'v2', { seed: 'a' }));
    expect(normaliseQuery({ b: 1, a: 'x', c: undefined })).toBe('a="x"&b=1');
  });

  it('If-None-Match answers 304 without replaying', async () => {
    const first = await test.request('/t?seed=moria');
    const etag = first.headers.get('etag')!;
    const before = replays;
    const res = await test.request('/t?seed=moria', { headers: { 'if-none-match': etag } });
    expect(res.status).toBe(304);
    expect(res.headers.get('etag')).toBe(etag);
    expect(replays).toBe(before);
    const weak = await test.request('/t?seed=moria', {
      headers: { 'if-none-match': `"other", W/${etag}` },
    });
    expect(weak.status).toBe(304);
    const stale = await test.request('/t?seed=moria', { headers: { 'if-none-match': '"other"' } });
    expect(stale.status).toBe(200);
  });

  it.each([
    ['', 'seed', 'required'],
    [`seed=${'x'.repeat(10_000)}`, 'seed', 'max_length'],
    ['seed=', 'seed', 'min_length'],
    ['seed=a%01b', 'seed', 'format'],
    ['seed=a&year=-1', 'year', 'minimum'],
    ['seed=a&year=101', 'year', 'maximum'],
    ['seed=a&year=1.5', 'year', 'format'],
    ['seed=a&year=', 'year', 'format'],
    ['seed=a&until=banana', 'until', 'enum'],
    ['seed=a&seed=b', 'seed', 'type'],
  ])('bad query %j: 400 naming %s (%s), nothing replayed', async (q, parameter, rule) => {
    const before = replays;
    const res = await test.request(`/t?${q}`);
    expect(res.status).toBe(400);
    const p = await problem(res);
    expect(p.parameter).toBe(parameter);
    expect(p.errors?.[0]?.rule).toBe(rule);
    expect(replays).toBe(before);
  });
});
