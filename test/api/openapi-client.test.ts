/**
 * A client generated from the committed OpenAPI document works: the `paths` types
 * openapi-typescript writes are current, the small typed client (test/api/client) typechecks
 * against freshly generated types on its own tiny tsconfig, and calling every route through it
 * over the app succeeds, each answer validated against the document.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { callEveryRoute } from './client/calls';
import { strataClient } from './client/client';
import { generatePaths, PATHS_FILE } from './client/generate';
import { cachedReplayApp, checkResponse, GET_OPERATIONS, POST_OPERATIONS } from './openapi-check';

const CLIENT_DIR = new URL('./client/', import.meta.url);
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const work = mkdtempSync(join(tmpdir(), 'strata-client-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Uses the types the wrong way: each line must be a compile error, or the types are `any`. */
const MISUSE = `import type { Answer, BodyOf, Ok, PostOk, StrataClient } from './client';
declare const plan: Ok<'/v1/crawl/dmg1'>;
declare const answer: Answer<'/v1/dungeon'>;
// @ts-expect-error the plan has no such field
export const a = plan.body.nope;
// @ts-expect-error a step is a number
export const b: string = plan.body.step;
// @ts-expect-error before narrowing by status, the body may be a problem
export const c: string = answer.body.seed;
// @ts-expect-error an unknown route
export type D = Ok<'/v1/nowhere'>;
declare const pack: BodyOf<'/v1/crawl/plungin'>;
// @ts-expect-error a quest pack has no such field
export const e = pack.nope;
// @ts-expect-error the Time Span's N is a number
export const f: string = pack.timeSpan.n;
declare const posted: PostOk<'/v1/crawl/plungin'>;
// @ts-expect-error the plan has no such field
export const g = posted.body.nope;
declare const api: StrataClient;
// @ts-expect-error a POST's body is the route's document, not anything
export const h = api.post('/v1/crawl/plungin', { nope: 1 }, { seed: 'x' });
// @ts-expect-error a route without a POST
export const i = api.post('/v1/dungeon', pack, { seed: 'x' });
`;

describe('the generated client', () => {
  it('has current generated types, and the client typechecks against them alone', async () => {
    const fresh = await generatePaths();
    expect(
      fresh,
      'test/api/client/openapi-paths.ts is stale: run npx tsx test/api/client/generate.ts',
    ).toBe(readFileSync(PATHS_FILE, 'utf8'));
    writeFileSync(join(work, 'openapi-paths.ts'), fresh);
    for (const f of ['client.ts', 'calls.ts'])
      copyFileSync(fileURLToPath(new URL(f, CLIENT_DIR)), join(work, f));
    writeFileSync(join(work, 'misuse.ts'), MISUSE);
    writeFileSync(
      join(work, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'ESNext',
          moduleResolution: 'Bundler',
          lib: ['ES2022', 'DOM', 'DOM.Iterable'],
          types: [],
          strict: true,
          noUncheckedIndexedAccess: true,
          exactOptionalPropertyTypes: false,
          verbatimModuleSyntax: true,
          skipLibCheck: true,
          noEmit: true,
        },
        files: ['openapi-paths.ts', 'client.ts', 'calls.ts', 'misuse.ts'],
      }),
    );
    const run = await promisify(execFile)(process.execPath, [tsc, '-p', work]).then(
      () => '',
      (e: { stdout?: string }) => e.stdout ?? String(e),
    );
    expect(run).toBe('');
  }, 60_000);

  it('calls every route over the app, each answer as the document says', async () => {
    const app = cachedReplayApp();
    const api = strataClient(async (url, init) => {
      const res = await app.request(url, init);
      const method = init?.method === 'POST' ? 'post' : 'get';
      await checkResponse(new URL(url, 'http://x').pathname, url, res.clone(), method);
      return res;
    });
    const called = await callEveryRoute(api);
    expect(new Set(called)).toEqual(
      new Set([
        ...GET_OPERATIONS.map((o) => o.path),
        ...POST_OPERATIONS.map((o) => `POST ${o.path}`),
      ]),
    );
    expect(app.unexpectedErrors).toEqual([]);
  });
});
