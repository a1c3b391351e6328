/**
 * The route goldens (test/catalogue/routes.json): every seeded route of every registered system
 * answers the committed status, bytes and strata-version. Regenerate with `npm run catalogue`
 * after bumping the version of what changed.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/app';
import { resvgNodeRenderer } from '../../src/adapters/png-resvg-node';
import { routeRefusal, type RouteGoldens } from './format';
import { routeGolden, routeUrls, ROUTES_FILE } from './routes';

const stored = JSON.parse(readFileSync(ROUTES_FILE, 'utf8')) as RouteGoldens;
const urls = routeUrls();
const app = createApp({ png: resvgNodeRenderer() });

describe('route goldens', () => {
  it('cover every route and option mix the registry derives', () => {
    expect(Object.keys(stored)).toEqual(urls);
    const paths = new Set(urls.map((u) => u.split('?')[0]));
    for (const p of ['/v1/dungeon/map.png', '/v1/dungeon/campaign.png', '/v1/dungeon/chronicle'])
      expect(paths.has(p), p).toBe(true);
  });
  it.each(urls)('%s', async (url) => {
    expect(await routeGolden(app, url)).toEqual(stored[url]);
  });
  it('refuse new bytes under the same version, and allow them under a new one', () => {
    const [url, was] = Object.entries(stored)[0]!;
    expect(routeRefusal(stored, { [url]: { ...was, sha256: '0' } })).toMatch(/bump/);
    expect(routeRefusal(stored, { [url]: { ...was, sha256: '0', version: 'next' } })).toBeNull();
    expect(routeRefusal(stored, stored)).toBeNull();
  });
});
