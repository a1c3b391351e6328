/**
 * `/v1/crawl/{id}` and its resources for every crawl system in the registry: validate (the
 * schema), replay, serialise. Nothing here names a system.
 */
import { InputError } from '../../core/errors';
import { resolveOptions } from '../../core/system';
import { crawlJson, type CrawlRun, type CrawlSystem } from '../../crawl/plan/system';
import { base64, toUvtt } from '../../crawl/plan/uvtt';
import { planMapSvg, planMapVersion } from '../../render/plan/plan-map';
import { jsonBody, seeded, type Versions } from '../lib/cache';
import type { RouteModule } from '../lib/types';
import { crawlRouteDefs } from './crawl.routes';

interface CrawlQuery {
  readonly seed: string;
  readonly step: number;
  readonly level: number;
  readonly path?: readonly string[] | undefined;
  readonly [option: string]: unknown;
}

/**
 * Replay the crawl a query asks for. A `path` longer than `step`, or naming an exit that is not
 * on the frontier when its turn comes, and a `level` the crawl never reached are InputErrors,
 * answered as 400 problem+json naming the parameter.
 */
function replay(sys: CrawlSystem, q: CrawlQuery): CrawlRun {
  const path = q.path ?? [];
  if (path.length > q.step)
    throw new InputError('path', 'longer-than-step', 'path names more exits than step allows');
  const given: Record<string, unknown> = {};
  for (const o of sys.options) given[o.name] = q[o.name];
  const run = sys.run(q.seed, resolveOptions(sys.options, given), { step: q.step, path });
  const reached = run.plan.levels.map((l) => l.level);
  if (!reached.includes(q.level))
    throw new InputError(
      'level',
      'not-reached',
      `level ${q.level} has not been reached by step ${run.plan.steps}; levels so far: ${reached.join(', ')}`,
    );
  return run;
}

export function crawlRoutes(sys: CrawlSystem): RouteModule {
  const plan: Versions = { ruleset: sys.version, full: sys.version };
  const map: Versions = { ruleset: sys.version, full: planMapVersion(sys) };
  const withPng = (v: Versions, png: string): Versions => ({
    ruleset: v.ruleset,
    full: `${v.full}+png.${png}`,
  });
  return (app) => {
    const r = crawlRouteDefs(sys);
    app.openapi(r.plan, (c) => {
      const q = c.req.valid('query');
      return seeded(c, {
        versions: plan,
        query: q,
        produce: () => jsonBody(crawlJson(replay(sys, q), q.level)),
      }) as never;
    });
    app.openapi(r.mapSvg, (c) => {
      const q = c.req.valid('query');
      return seeded(c, {
        versions: map,
        query: q,
        produce: () => ({
          body: planMapSvg(sys, replay(sys, q), q.level, 'sheet'),
          contentType: 'image/svg+xml',
        }),
      }) as never;
    });
    app.openapi(r.mapPng, (c) => {
      const q = c.req.valid('query');
      const png = c.get('png');
      return seeded(c, {
        versions: withPng(map, png.version),
        query: q,
        produce: async () => ({
          body: await png.render(
            planMapSvg(sys, replay(sys, q), q.level, 'sheet'),
            q.width ? { width: q.width } : {},
          ),
          contentType: 'image/png',
        }),
      }) as never;
    });
    app.openapi(r.key, (c) => {
      const q = c.req.valid('query');
      return seeded(c, {
        versions: plan,
        query: q,
        produce: () => ({
          body: sys.key(replay(sys, q), q.level),
          contentType: 'text/plain; charset=utf-8',
        }),
      }) as never;
    });
    app.openapi(r.uvtt, (c) => {
      const q = c.req.valid('query');
      const png = c.get('png');
      return seeded(c, {
        versions: withPng(map, png.version),
        query: q,
        produce: async () => {
          const run = replay(sys, q);
          const image = await png.render(planMapSvg(sys, run, q.level, 'vtt', q.pixelsPerGrid));
          return jsonBody(
            toUvtt(run.plan, q.level, {
              pixelsPerGrid: q.pixelsPerGrid,
              imageBase64: base64(image),
            }),
          );
        },
      }) as never;
    });
  };
}

/** The routes of every crawl system given. */
export function crawlSystemsRoutes(systems: readonly CrawlSystem[]): RouteModule {
  return (app) => {
    for (const sys of systems) crawlRoutes(sys)(app);
  };
}
