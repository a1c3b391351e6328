/**
 * Handlers of the DMG1 crawl routes: validate (done by the schema), replay, serialise.
 */
import { InputError } from '../../core/errors';
import { runCrawl, type CrawlResult } from '../../crawl/dmg1/engine';
import { roomKey } from '../../crawl/dmg1/key';
import { crawlJson } from '../../crawl/dmg1/output';
import { base64, toUvtt } from '../../crawl/plan/uvtt';
import { DMG1_MAP_VERSION, dmg1MapSvg } from '../../render/plan/dmg1-map';
import { jsonBody, seeded } from '../lib/cache';
import type { AppRouteHandler } from '../lib/types';
import type { getCrawl, getCrawlKey, getCrawlPng, getCrawlSvg, getCrawlUvtt } from './dmg1.routes';
import { DMG1_VERSION } from '../../crawl/dmg1/engine';

interface Dmg1QueryValues {
  readonly seed: string;
  readonly step: number;
  readonly level: number;
  readonly path?: string[] | undefined;
  readonly searcher: 'non-elf' | 'elf' | 'magic-device';
  readonly caves: 'never' | 'lower' | 'always';
  readonly cavesFrom: number;
  readonly start:
    'random' | 'table-v' | 'starter-1' | 'starter-2' | 'starter-3' | 'starter-4' | 'starter-5';
  readonly sheetWidth: number;
  readonly sheetHeight: number;
  readonly maxLevel: number;
  readonly solo: boolean;
  readonly detection: boolean;
}

/**
 * Replay the crawl a query asks for. A `path` exit that is not on the frontier when its turn
 * comes is thrown by the engine; a `level` the crawl never reached is thrown here. Both are
 * InputErrors, answered as 400 problem+json naming the parameter.
 */
function replay(q: Dmg1QueryValues): CrawlResult {
  const result = runCrawl({
    seed: q.seed,
    step: q.step,
    ...(q.path ? { path: q.path } : {}),
    options: {
      searcher: q.searcher,
      caves: q.caves,
      cavesFrom: q.cavesFrom,
      start: q.start,
      sheetWidth: q.sheetWidth,
      sheetHeight: q.sheetHeight,
      maxLevel: q.maxLevel,
      solo: q.solo,
      detection: q.detection,
    },
  });
  const reached = result.plan.levels.map((l) => l.level);
  if (!reached.includes(q.level))
    throw new InputError(
      'level',
      'not-reached',
      `level ${q.level} has not been reached by step ${result.plan.steps}; levels so far: ${reached.join(', ')}`,
    );
  return result;
}

export const crawlHandler: AppRouteHandler<typeof getCrawl> = (c) => {
  const q = c.req.valid('query');
  return seeded(c, {
    version: DMG1_VERSION,
    query: q,
    produce: () => jsonBody(crawlJson(replay(q), q.level)),
  }) as never;
};

export const svgHandler: AppRouteHandler<typeof getCrawlSvg> = (c) => {
  const q = c.req.valid('query');
  return seeded(c, {
    version: DMG1_MAP_VERSION,
    query: q,
    produce: () => ({
      body: dmg1MapSvg(replay(q), q.level, 'sheet'),
      contentType: 'image/svg+xml',
    }),
  }) as never;
};

export const pngHandler: AppRouteHandler<typeof getCrawlPng> = (c) => {
  const q = c.req.valid('query');
  const png = c.get('png');
  return seeded(c, {
    version: DMG1_MAP_VERSION,
    query: q,
    produce: async () => ({
      body: await png.render(
        dmg1MapSvg(replay(q), q.level, 'sheet'),
        q.width ? { width: q.width } : {},
      ),
      contentType: 'image/png',
    }),
  }) as never;
};

export const keyHandler: AppRouteHandler<typeof getCrawlKey> = (c) => {
  const q = c.req.valid('query');
  return seeded(c, {
    version: DMG1_VERSION,
    query: q,
    produce: () => ({
      body: roomKey(replay(q).plan, q.level),
      contentType: 'text/plain; charset=utf-8',
    }),
  }) as never;
};

export const uvttHandler: AppRouteHandler<typeof getCrawlUvtt> = (c) => {
  const q = c.req.valid('query');
  const png = c.get('png');
  return seeded(c, {
    version: DMG1_MAP_VERSION,
    query: q,
    produce: async () => {
      const result = replay(q);
      const image = await png.render(dmg1MapSvg(result, q.level, 'vtt', q.pixelsPerGrid));
      return jsonBody(
        toUvtt(result.plan, q.level, {
          pixelsPerGrid: q.pixelsPerGrid,
          imageBase64: base64(image),
        }),
      );
    },
  }) as never;
};
