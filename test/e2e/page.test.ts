/**
 * The page as the server sends it: static bytes with a strong ETag, current with its sources,
 * small, self-contained, and described in the OpenAPI document.
 */
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../../src/api/meta';
import { VIEWER_HTML } from '../../src/api/viewer/page.generated';
import { buildViewerModule, GENERATED_PATH } from '../../scripts/build-viewer';
import { createTestApp } from '../helpers/app';

const app = createTestApp();
const BUDGET = 60 * 1024;

describe('GET /', () => {
  it('is built from src/api/viewer/page (run npm run viewer after changing the page)', async () => {
    const committed = readFileSync(new URL(`../../${GENERATED_PATH}`, import.meta.url), 'utf8');
    expect(await buildViewerModule(), `${GENERATED_PATH} is stale: run npm run viewer`).toBe(
      committed,
    );
  });

  it('type-checks as browser code (DOM only, no Workers or Node types)', () => {
    const file = new URL('../../src/api/viewer/page/main.ts', import.meta.url).pathname;
    const program = ts.createProgram([file], {
      strict: true,
      noEmit: true,
      noUncheckedIndexedAccess: true,
      target: ts.ScriptTarget.ES2020,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
      types: [],
    });
    const diagnostics = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(diagnostics).toEqual([]);
  }, 60_000);

  it('answers the same static bytes for every query, with a strong ETag and 304', async () => {
    const a = await app.request('/');
    expect(a.status).toBe(200);
    expect(a.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const etag = a.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]{40}"$/);
    expect(await a.text()).toBe(VIEWER_HTML);
    const b = await app.request('/?system=dmg1&seed=moria&step=9&path=a,b&anything=else');
    expect(b.status).toBe(200);
    expect(b.headers.get('etag')).toBe(etag);
    expect(await b.text()).toBe(VIEWER_HTML);
    const c = await app.request('/?seed=moria', { headers: { 'if-none-match': etag! } });
    expect(c.status).toBe(304);
    expect(await c.text()).toBe('');
  });

  it(`weighs under ${BUDGET / 1024} KB and needs nothing from anywhere else`, () => {
    const bytes = Buffer.byteLength(VIEWER_HTML, 'utf8');
    expect(bytes).toBeLessThan(BUDGET);
    // One document: inline style and script, no external script, style, font or image.
    expect(VIEWER_HTML).not.toMatch(/<script[^>]+src=/);
    expect(VIEWER_HTML).not.toMatch(/<link[^>]+stylesheet/);
    expect(VIEWER_HTML).not.toMatch(/@import|url\(|https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
    const refs = [...VIEWER_HTML.matchAll(/\b(?:src|href)="([^"]*)"/g)].map((m) => m[1]!);
    for (const ref of refs) expect(ref).toMatch(/^(\/|#|data:)/);
    // The browser is told so too: only the page's own script runs, and only this origin is asked.
    expect(VIEWER_HTML).toMatch(
      /Content-Security-Policy" content="default-src 'none'; script-src 'sha256-/,
    );
    expect(VIEWER_HTML).toContain("connect-src 'self'");
  });

  it('is listed in the OpenAPI document under Meta', () => {
    const doc = openApiDocument(app) as {
      paths: Record<string, { get?: { tags?: string[]; description?: string } }>;
    };
    const op = doc.paths['/']?.get;
    expect(op?.tags).toEqual(['Meta']);
    for (const word of ['system', 'seed', 'until', 'year', 'step', 'path'])
      expect(op?.description).toContain(`\`${word}\``);
  });
});
