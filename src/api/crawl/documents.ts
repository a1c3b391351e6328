/**
 * User documents for every crawl system that reads one (`CrawlSystem.document`, e.g. Dungeon
 * Plungin's quest pack): `GET /v1/crawl/{id}/{name}s` lists the built-ins, and
 * `POST /v1/crawl/{id}` with its map, key, Universal VTT and Foundry exports (every GET output
 * of a crawl has its POST twin) take a document as the body in place of the built-in one. The
 * answer depends only on the document's bytes, the seed and the options: the ETag covers a
 * SHA-256 of the body. A body over the size limit is a 413, one that is not JSON or breaks the
 * document's rules a 400 whose `errors` name JSON pointers into it. Nothing here names a system.
 */
import { createRoute, z, type RouteConfig } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { crawlJson, drawnRun, type CrawlDocument, type CrawlSystem } from '../../crawl/plan/system';
import { base64, toUvtt } from '../../crawl/plan/uvtt';
import { planMapSvg } from '../../render/plan/plan-map';
import { jsonBody, seeded, type Versions } from '../lib/cache';
import { readDocument } from '../lib/body-document';
import { problemContent } from '../lib/problem-schema';
import { notModified } from '../lib/responses';
import { route, type RouteModule } from '../lib/types';
import { crawlRouteDefs } from './crawl.routes';
import { compactGeometry } from '../../crawl/plan/compact';
import {
  checkVttSize,
  crawlFoundryScene,
  crawlMapSvg,
  crawlResourceVersions,
  replay,
  type CrawlQuery,
  type MapQuery,
} from './index';

const pascal = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

/** The OpenAPI component name of a system's document, e.g. `PlunginPack`. */
const componentOf = (sys: CrawlSystem, doc: CrawlDocument) =>
  `${pascal(sys.id)}${pascal(doc.name)}`;

/** The POST variants of a crawl system's routes, and the list of its built-in documents. */
export function documentRoutes(sys: CrawlSystem, doc: CrawlDocument): RouteModule {
  const base = `/v1/crawl/${sys.id}`;
  const op = pascal(sys.id);
  const component = componentOf(sys, doc);
  const body = {
    description: `${doc.description} At most ${doc.maxBytes} bytes (413 over it); a document that breaks the schema or names something it does not hold is a 400 whose \`errors\` give JSON pointers into it as \`parameter\`.`,
    required: true,
    // A reference, not the zod schema: the handler validates it itself, so errors point into it.
    content: { 'application/json': { schema: { $ref: `#/components/schemas/${component}` } } },
  };
  const extra = {
    400: {
      description: `A parameter or the ${doc.title.toLowerCase()} is invalid (problem+json; \`errors[].parameter\` is a JSON pointer into the body, with \`in: body\`).`,
      content: problemContent,
    },
    413: { description: `The body is over ${doc.maxBytes} bytes.`, content: problemContent },
  };
  const defs = crawlRouteDefs(sys);
  const post = <Q extends z.ZodObject, Res extends RouteConfig['responses']>(
    r: {
      path: string;
      tags?: string[] | undefined;
      summary?: string | undefined;
      description?: string | undefined;
      request: { query: Q };
      responses: Res;
    },
    suffix: string,
  ) =>
    createRoute({
      method: 'post',
      path: r.path,
      operationId: `post${op}${suffix}`,
      tags: r.tags ?? [],
      summary: `${r.summary ?? ''}, from a ${doc.title.toLowerCase()} in the body`,
      description: `${r.description ?? ''} The ${doc.title.toLowerCase()} in the body replaces the built-in one that \`${doc.option}\` names; the ETag covers a SHA-256 of its bytes.`,
      request: { query: r.request.query, body },
      responses: { ...r.responses, ...extra },
    });
  const routes = {
    plan: post(defs.plan, 'Crawl'),
    mapSvg: post(defs.mapSvg, 'MapSvg'),
    mapPng: post(defs.mapPng, 'MapPng'),
    key: post(defs.key, 'Key'),
    uvtt: post(defs.uvtt, 'Uvtt'),
    foundry: post(defs.foundry, 'Foundry'),
    list: createRoute({
      method: 'get',
      path: `${base}/${doc.name}s`,
      operationId: `list${op}${pascal(doc.name)}s`,
      tags: defs.plan.tags,
      summary: `${sys.title}: the built-in ${doc.title.toLowerCase()}s`,
      description: `Every built-in ${doc.title.toLowerCase()} (what \`${doc.option}\` picks), each whole, to read or to start a document of your own from.`,
      responses: {
        ...notModified,
        200: {
          description: `The built-in ${doc.title.toLowerCase()}s.`,
          content: {
            'application/json': {
              schema: z.object({
                system: z.string(),
                document: z.string(),
                items: z.array(
                  z.object({
                    id: z.string(),
                    title: z.string(),
                    description: z.string(),
                    document: z
                      .object({})
                      .passthrough()
                      .openapi({
                        $ref: `#/components/schemas/${component}`,
                      } as never),
                  }),
                ),
              }),
            },
          },
        },
      },
    }),
  };
  return (app) => {
    // As JSON Schema, not through zod-openapi's register: the document's schema comes from the
    // engine's own zod import, which zod-openapi's extension may not have reached (a bundle).
    const { $schema: _drop, ...jsonSchema } = z.toJSONSchema(doc.schema as z.ZodType, {
      unrepresentable: 'any',
    }) as Record<string, unknown>;
    app.openAPIRegistry.registerComponent('schemas', component, jsonSchema as never);
    const versionsOf = (
      png: string,
      which: keyof ReturnType<typeof crawlResourceVersions>,
    ): Versions => ({ ruleset: sys.version, full: crawlResourceVersions(sys, png)[which] });
    /** Answer a POST: the document read first, then the seeded answer keyed on its hash too. */
    const answer = async (
      c: Context,
      q: CrawlQuery,
      which: keyof ReturnType<typeof crawlResourceVersions>,
      produce: (
        value: unknown,
        sha256: string,
      ) => ReturnType<typeof jsonBody> | Promise<ReturnType<typeof jsonBody>>,
    ) => {
      const read = await readDocument(c, doc);
      if (read instanceof Response) return read;
      return seeded(c, {
        versions: versionsOf((c.get('png') as { version: string }).version, which),
        query: { ...q, [`${doc.name}Sha256`]: read.hash },
        produce: () => produce(read.value, read.hash),
      });
    };
    const list = JSON.stringify({
      system: sys.id,
      document: doc.name,
      items: doc.builtIns,
    });
    route(app, routes.list, (c) =>
      seeded(c, {
        versions: { ruleset: sys.version, full: sys.version },
        query: {},
        produce: () => ({ body: list, contentType: 'application/json; charset=utf-8' }),
      }),
    );
    route(app, routes.plan, (c) =>
      answer(c, c.req.valid('query'), 'plan', (v) => {
        const q = c.req.valid('query');
        const body = crawlJson(replay(sys, q, v), q.level);
        return jsonBody(q.geometry === 'compact' ? compactGeometry(body) : body);
      }),
    );
    route(app, routes.mapSvg, (c) =>
      answer(c, c.req.valid('query'), 'mapSvg', (v) => ({
        body: crawlMapSvg(sys, c.req.valid('query') as MapQuery, v),
        contentType: 'image/svg+xml',
      })),
    );
    route(app, routes.mapPng, (c) => {
      const q = c.req.valid('query');
      const png = c.get('png');
      return answer(c, q, 'mapPng', async (v) => ({
        body: await png.render(
          crawlMapSvg(sys, q as MapQuery, v),
          q.width ? { width: q.width } : {},
        ),
        contentType: 'image/png',
      }));
    });
    route(app, routes.key, (c) =>
      answer(c, c.req.valid('query'), 'key', (v) => ({
        body: sys.key(replay(sys, c.req.valid('query'), v), c.req.valid('query').level),
        contentType: 'text/plain; charset=utf-8',
      })),
    );
    route(app, routes.uvtt, (c) => {
      const q = c.req.valid('query');
      const png = c.get('png');
      return answer(c, q, 'uvtt', async (v) => {
        const run = drawnRun(sys, replay(sys, q, v), q.level);
        checkVttSize(run.plan, q.pixelsPerGrid);
        const image =
          q.image === 'none'
            ? ''
            : base64(
                await png.render(planMapSvg(sys, run, q.level, 'vtt', q.pixelsPerGrid, q.view)),
              );
        return jsonBody(
          toUvtt(run.plan, q.level, {
            pixelsPerGrid: q.pixelsPerGrid,
            imageBase64: image,
            view: q.view,
          }),
        );
      });
    });
    route(app, routes.foundry, (c) => {
      const q = c.req.valid('query');
      const png = c.get('png');
      return answer(c, q, 'foundry', (v, sha256) =>
        jsonBody(
          crawlFoundryScene(sys, q, drawnRun(sys, replay(sys, q, v), q.level), png.version, {
            name: doc.name,
            sha256,
          }),
        ),
      );
    });
  };
}

/** The document routes of every crawl system given that reads a document. */
export function crawlDocumentRoutes(systems: readonly CrawlSystem[]): RouteModule {
  return (app) => {
    for (const sys of systems) if (sys.document) documentRoutes(sys, sys.document)(app);
  };
}
