import { createRoute, z } from '@hono/zod-openapi';
import { notModified } from '../lib/responses';

export const viewerPage = createRoute({
  method: 'get',
  path: '/',
  operationId: 'getViewer',
  tags: ['Meta'],
  summary: 'The viewer page',
  description:
    'A self-contained web page (no CDN, works offline) where a person picks a rule system, types or rolls a seed, sets options and sees the map, steps through a history’s ages and years or a crawl’s steps, and copies a share link. The page keeps its state in its own query, so its address shares exactly what is on screen: `system` (an id from `/v1/rulesets`), `seed`, then for a history `until` and `year`, for a crawl `step` and `picks` (only the exits a person chose, each with the step that opened it, e.g. `61:e66,63:e70`; the explorer’s choices between them are replayed, not listed; an explicit `path` of every exit opened is still read), for a played game `round`, each rule option by name, and `v`, the ruleset version the address was made with (what the page writes when it is absent, and passes on as the API’s pin), e.g. `/?system=hthad2008&seed=moria&until=villainy&year=3&v=2008.5.0`. A link made with another version than the one the service runs says so and offers the current version. The page reads it in the browser; the server sends the same static bytes (strong ETag) for every query.',
  request: {
    // The page reads its own query in the browser; the server neither needs nor checks it. (The
    // words are not declared as parameters: a declared `seed` would make this a seeded route.)
    query: z.object({}).loose(),
  },
  responses: {
    200: {
      description: 'The page: HTML with its style and script inline.',
      content: { 'text/html': { schema: z.string() } },
    },
    ...notModified,
  },
});
