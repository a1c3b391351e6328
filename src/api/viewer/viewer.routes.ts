import { createRoute, z } from '@hono/zod-openapi';

/** Words of the share URL the page reads; the server answers the same bytes whatever they are. */
const pageParam = (description: string) => z.string().max(2000).optional().openapi({ description });

export const viewerPage = createRoute({
  method: 'get',
  path: '/',
  tags: ['Meta'],
  summary: 'The viewer page',
  description:
    'A self-contained web page (no CDN, works offline) where a person picks a rule system, types or rolls a seed, sets options and sees the map, steps through a history’s ages and years or a crawl’s steps, and copies a share link. The page keeps its state in its own query — `system`, `seed`, `until`, `year`, `step`, `path` and each rule option by name — and reads it in the browser; the server sends the same static bytes (strong ETag) for every query.',
  request: {
    query: z
      .object({
        system: pageParam('The rule system id, as in `/v1/rulesets` (default: the first).'),
        seed: pageParam('The seed (default: one rolled by the page).'),
        until: pageParam('History: the age shown.'),
        year: pageParam('History: the year of that age shown.'),
        step: pageParam('Crawl: the step shown.'),
        path: pageParam('Crawl: the exits opened, comma-separated.'),
      })
      .loose(),
  },
  responses: {
    200: {
      description: 'The page: HTML with its style and script inline.',
      content: { 'text/html': { schema: z.string() } },
    },
    304: { description: 'The client holds the current page (If-None-Match).' },
  },
});
