/**
 * `/v1/crawl/{id}` and its resources for every crawl system in the registry: validate (the
 * schema), replay, serialise. Nothing here names a system.
 */
import { InputError } from '../../core/errors';
import { resolveOptions } from '../../core/system';
import { crawlJson, drawnRun, type CrawlRun, type CrawlSystem } from '../../crawl/plan/system';
import { FOUNDRY_SCENE_VERSION, toFoundryScene } from '../../crawl/plan/foundry';
import type { Plan } from '../../crawl/plan/types';
import { base64, toUvtt, UVTT_VERSION } from '../../crawl/plan/uvtt';
import { sha256Hex } from '../../core/rng';
import { planMapSvg, planMapVersion } from '../../render/plan/plan-map';
import { compactGeometry } from '../../crawl/plan/compact';
import { jsonBody, normaliseQuery, seeded, type Versions } from '../lib/cache';
import { checkImageSize, renderPng } from '../lib/image';
import { route, type RouteModule } from '../lib/types';
import { keptReplay } from '../lib/run-memo';
import { crawlQuery, crawlRouteDefs, VTT_PIXELS_PER_GRID } from './crawl.routes';

export interface CrawlQuery {
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
export function replay(sys: CrawlSystem, q: CrawlQuery, doc?: unknown): CrawlRun {
  const path = q.path ?? [];
  if (path.length > q.step)
    throw new InputError('path', 'longer-than-step', 'path names more exits than step allows');
  const given: Record<string, unknown> = {};
  for (const o of sys.options) given[o.name] = q[o.name];
  const options = resolveOptions(sys.options, given);
  const stop = { step: q.step, path };
  const run = keptReplay(
    'crawl',
    sys,
    q.seed,
    options,
    stop,
    () => sys.run(q.seed, options, stop, doc),
    doc === undefined,
  );
  const reached = run.plan.levels.map((l) => l.level);
  if (!reached.includes(q.level))
    throw new InputError(
      'level',
      'not-reached',
      `level ${q.level} has not been reached by step ${run.plan.steps}; levels so far: ${reached.join(', ')}`,
    );
  return run;
}

export type View = 'referee' | 'player';

/** Pixels per square of the sheet (`mode=sheet`) unless `pixelsPerGrid` says otherwise. */
export const SHEET_PIXELS_PER_GRID = 24;

/**
 * A VTT image's size, refused (400 naming `pixelsPerGrid`) over the service's pixel ceiling
 * (src/api/lib/image.ts), before anything is drawn.
 */
export function checkVttSize(plan: Plan, ppg: number): void {
  const w = (plan.sheet.width / plan.sheet.squareCells) * ppg;
  const h = (plan.sheet.height / plan.sheet.squareCells) * ppg;
  checkImageSize(w, h, 'pixelsPerGrid');
}

/**
 * The query of a VTT image (map.png with mode=vtt): the crawl's own parameters, the view and the
 * pixels per grid. Everything a scene needs to name and fetch its background.
 */
function vttImageQuery(
  sys: CrawlSystem,
  q: CrawlQuery,
  view: View,
  ppg: number,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(crawlQuery(sys))) if (k !== 'v' && q[k] !== undefined) out[k] = q[k];
  return { ...out, mode: 'vtt', view, pixelsPerGrid: ppg };
}

/**
 * The file name a VTT image is sent and named under: readable (system, seed, level, view) and
 * unique to its query and version, so a newer drawing never overwrites an older upload.
 */
function vttImageName(sys: CrawlSystem, image: Record<string, unknown>, version: string): string {
  const seed = String(image.seed)
    .replace(/[^A-Za-z0-9]+/g, '_')
    .slice(0, 32);
  const tag = sha256Hex(`${version}\n${normaliseQuery(image)}`).slice(0, 10);
  return `${sys.id}-${seed}-level${String(image.level)}-${String(image.view)}-${tag}.png`;
}

/** A query as a URL's search string (lists joined by commas, as the schema reads them). */
function searchOf(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const k of Object.keys(query).sort()) {
    const v = query[k];
    params.set(k, Array.isArray(v) ? v.join(',') : String(v));
  }
  return params.toString();
}

/**
 * The layout of a plan body beyond the system's own output, numbered with `/v1/dungeon`'s:
 * 3 answers the compact form by default (`geometry=full` for the spelled-out one). Part of the
 * plan resource's version.
 */
export const PLAN_JSON_VERSION = '3';

/**
 * The version of each resource of a crawl system (what a URL pins with `v`), shared by the
 * handlers and `/v1/rulesets` so the two never disagree.
 */
export function crawlResourceVersions(sys: { readonly version: string }, png: string) {
  const map = planMapVersion(sys);
  return {
    plan: `${sys.version}+json.${PLAN_JSON_VERSION}`,
    key: sys.version,
    mapSvg: map,
    mapPng: `${map}+png.${png}`,
    uvtt: `${map}+png.${png}+uvtt.${UVTT_VERSION}`,
    foundry: `${map}+png.${png}+foundry.${FOUNDRY_SCENE_VERSION}`,
  };
}

/** A map route's query: the crawl's and how to draw it. */
export type MapQuery = CrawlQuery & {
  mode: 'sheet' | 'vtt';
  view: View;
  pixelsPerGrid?: number | undefined;
};

/** The map of one level, as a map query's `mode`, `view` and `pixelsPerGrid` ask. */
export function crawlMapSvg(sys: CrawlSystem, q: MapQuery, doc?: unknown): string {
  const run = drawnRun(sys, replay(sys, q, doc), q.level);
  if (q.mode === 'sheet')
    return planMapSvg(sys, run, q.level, 'sheet', q.pixelsPerGrid ?? SHEET_PIXELS_PER_GRID, q.view);
  const ppg = q.pixelsPerGrid ?? VTT_PIXELS_PER_GRID;
  checkVttSize(run.plan, ppg);
  return planMapSvg(sys, run, q.level, 'vtt', ppg, q.view);
}

/** A Foundry route's query: the crawl's, the generation, the view and the pixels per grid. */
export type FoundryQuery = CrawlQuery & { foundry: string; view: View; pixelsPerGrid: number };

/**
 * The Foundry VTT scene of a replayed crawl, naming its background image. With `doc` (a user
 * document's name and SHA-256) the image comes from the POST of map.png with that same body, and
 * its file name covers the document's hash.
 */
export function crawlFoundryScene(
  sys: CrawlSystem,
  q: FoundryQuery,
  run: CrawlRun,
  pngVersion: string,
  doc?: { readonly name: string; readonly sha256: string },
): Record<string, unknown> {
  const versions = crawlResourceVersions(sys, pngVersion);
  checkVttSize(run.plan, q.pixelsPerGrid);
  const image = vttImageQuery(sys, q, q.view, q.pixelsPerGrid);
  // The document in the body stands in for the built-in one its option names.
  if (doc && sys.document) delete image[sys.document.option];
  const file = vttImageName(
    sys,
    doc ? { ...image, [`${doc.name}Sha256`]: doc.sha256 } : image,
    versions.mapPng,
  );
  const words = sys.mapWords(run, q.level, 'vtt');
  const url = `/v1/crawl/${sys.id}/map.png?${searchOf(image)}`;
  return toFoundryScene(run.plan, q.level, {
    generation: q.foundry as Parameters<typeof toFoundryScene>[2]['generation'],
    pixelsPerGrid: q.pixelsPerGrid,
    image: file,
    name: `${words.title} (seed ${run.plan.seed}, step ${run.plan.steps})`,
    flags: {
      version: versions.foundry,
      view: q.view,
      image: doc
        ? {
            file,
            url,
            method: 'POST',
            body: `the same ${doc.name}`,
            [`${doc.name}Sha256`]: doc.sha256,
          }
        : { file, url },
    },
  });
}

export function crawlRoutes(sys: CrawlSystem): RouteModule {
  /** A resource's versions this request: the ruleset's and the one `/v1/rulesets` lists. */
  const versionsOf = (
    png: string,
    which: keyof ReturnType<typeof crawlResourceVersions>,
  ): Versions => ({ ruleset: sys.version, full: crawlResourceVersions(sys, png)[which] });
  /** The map of one level, as the map routes' `mode`, `view` and `pixelsPerGrid` ask. */
  const mapOf = (q: MapQuery): string => crawlMapSvg(sys, q);
  return (app) => {
    const r = crawlRouteDefs(sys);
    route(app, r.plan, (c) => {
      const q = c.req.valid('query');
      return seeded(c, {
        versions: versionsOf(c.get('png').version, 'plan'),
        query: q,
        produce: () => {
          const body = crawlJson(replay(sys, q), q.level);
          return jsonBody(q.geometry === 'compact' ? compactGeometry(body) : body);
        },
      });
    });
    route(app, r.mapSvg, (c) => {
      const q = c.req.valid('query');
      return seeded(c, {
        versions: versionsOf(c.get('png').version, 'mapSvg'),
        query: q,
        produce: () => ({ body: mapOf(q), contentType: 'image/svg+xml' }),
      });
    });
    route(app, r.mapPng, (c) => {
      const q = c.req.valid('query');
      const png = c.get('png');
      const versions = versionsOf(png.version, 'mapPng');
      if (q.mode === 'vtt' && q.width !== undefined)
        throw new InputError(
          'width',
          'vtt-mode',
          'a mode=vtt image is sized by pixelsPerGrid, not width',
        );
      const name =
        q.mode === 'vtt'
          ? vttImageName(
              sys,
              vttImageQuery(sys, q, q.view, q.pixelsPerGrid ?? VTT_PIXELS_PER_GRID),
              versions.full,
            )
          : null;
      return seeded(c, {
        versions,
        query: q,
        produce: async () => ({
          body: await renderPng(
            png,
            mapOf(q),
            q.width ? { width: q.width } : {},
            q.width ? 'width' : 'pixelsPerGrid',
          ),
          contentType: 'image/png',
          ...(name ? { headers: { 'content-disposition': `inline; filename="${name}"` } } : {}),
        }),
      });
    });
    route(app, r.key, (c) => {
      const q = c.req.valid('query');
      return seeded(c, {
        versions: versionsOf(c.get('png').version, 'key'),
        query: q,
        produce: () => ({
          body: sys.key(replay(sys, q), q.level),
          contentType: 'text/plain; charset=utf-8',
        }),
      });
    });
    route(app, r.uvtt, (c) => {
      const q = c.req.valid('query');
      const png = c.get('png');
      return seeded(c, {
        versions: versionsOf(png.version, 'uvtt'),
        query: q,
        produce: async () => {
          const run = drawnRun(sys, replay(sys, q), q.level);
          checkVttSize(run.plan, q.pixelsPerGrid);
          const image =
            q.image === 'none'
              ? ''
              : base64(
                  await renderPng(
                    png,
                    planMapSvg(sys, run, q.level, 'vtt', q.pixelsPerGrid, q.view),
                    {},
                    'pixelsPerGrid',
                  ),
                );
          return jsonBody(
            toUvtt(run.plan, q.level, {
              pixelsPerGrid: q.pixelsPerGrid,
              imageBase64: image,
              view: q.view,
            }),
          );
        },
      });
    });
    route(app, r.foundry, (c) => {
      const q = c.req.valid('query');
      const png = c.get('png');
      return seeded(c, {
        versions: versionsOf(png.version, 'foundry'),
        query: q,
        produce: () =>
          jsonBody(crawlFoundryScene(sys, q, drawnRun(sys, replay(sys, q), q.level), png.version)),
      });
    });
  };
}

/** The routes of every crawl system given. */
export function crawlSystemsRoutes(systems: readonly CrawlSystem[]): RouteModule {
  return (app) => {
    for (const sys of systems) crawlRoutes(sys)(app);
  };
}
