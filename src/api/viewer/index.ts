/**
 * `/`: the viewer page. Its HTML, CSS and script are built ahead by `npm run viewer` into one
 * string (page.generated.ts), so Node and Workers serve the same static bytes with one strong
 * ETag, and the page makes no request beyond this service's public API.
 */
import { sha256Hex } from '../../core/rng';
import { matchesIfNoneMatch } from '../lib/cache';
import { route, type RouteModule } from '../lib/types';
import { VIEWER_HTML } from './page.generated';
import { viewerPage } from './viewer.routes';

/** Revalidate often: the page changes with each deployment, unlike a seeded map. */
const PAGE_CACHE = 'public, max-age=300';

export const viewerRoutes: RouteModule = (app) => {
  let etag: string | undefined;
  route(app, viewerPage, (c) => {
    etag ??= `"${sha256Hex(VIEWER_HTML).slice(0, 40)}"`;
    if (matchesIfNoneMatch(c.req.header('if-none-match'), etag))
      return c.body(null, 304, { etag, 'cache-control': PAGE_CACHE });
    return c.body(VIEWER_HTML, 200, {
      'content-type': 'text/html; charset=utf-8',
      etag,
      'cache-control': PAGE_CACHE,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    });
  });
};
