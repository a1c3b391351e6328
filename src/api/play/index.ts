/**
 * `/v1/play/{id}` and its resources for every played game in the registry: validate (the
 * schema), replay, serialise; and the POST variants that take the game's documents (a party, a
 * quest pack) in the body. Nothing here names a game.
 */
import { createRoute, z, type RouteConfig } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { InputError } from '../../core/errors';
import { resolveOptions } from '../../core/system';
import type { PlayedGame, PlayEntry, PlayRun } from '../../crawl/plan/play';
import { crawlJson, type CrawlSystem } from '../../crawl/plan/system';
import { figuresSvg, FIGURES_VERSION } from '../../render/plan/figures';
import { planMapLegend, planMapSvg, planMapVersion } from '../../render/plan/plan-map';
import { readDocument } from '../lib/body-document';
import { jsonBody, seeded, type SeededBody, type Versions } from '../lib/cache';
import { renderPng } from '../lib/image';
import { problemContent } from '../lib/problem-schema';
import { route, type RouteModule } from '../lib/types';
import { keptReplay } from '../lib/run-memo';
import type { Geometry } from '../../crawl/plan/compact';
import { compactPlay, PLAY_JSON_VERSION } from './compact';
import { pascal, playRouteDefs, type PlayLogDetail } from './play.routes';

/** Largest body the POST routes take, in bytes: every document of the game together. */
export const PLAY_BODY_MAX_BYTES = 256 * 1024;

export interface PlayQuery {
  readonly seed: string;
  readonly round: number;
  readonly action?: number | undefined;
  readonly level: number;
  readonly [option: string]: unknown;
}

/**
 * Replay the game a query asks for. A round past the quest's end answers the final state; an
 * action the round never reaches (the quest still going) and a level the party never reached
 * are InputErrors, answered as 400 problem+json naming the parameter.
 */
export function replayGame(
  game: PlayedGame,
  q: PlayQuery,
  docs: Readonly<Record<string, unknown>> = {},
): PlayRun {
  const given: Record<string, unknown> = {};
  for (const o of game.options) given[o.name] = q[o.name];
  const stop = { round: q.round, action: q.action ?? null };
  const options = resolveOptions(game.options, given);
  const run = keptReplay(
    'play',
    game,
    q.seed,
    options,
    stop,
    () => game.run(q.seed, options, stop, docs),
    Object.keys(docs).length === 0,
  );
  if (
    stop.action !== null &&
    run.outcome === null &&
    run.round === stop.round &&
    run.action < stop.action
  )
    throw new InputError(
      'action',
      'not-reached',
      `round ${stop.round} has ${run.action} actions; action ${stop.action} is not in it`,
    );
  const reached = run.crawl.plan.levels.map((l) => l.level);
  if (!reached.includes(q.level))
    throw new InputError(
      'level',
      'not-reached',
      `level ${q.level} has not been reached by round ${run.round}; levels so far: ${reached.join(', ')}`,
    );
  return run;
}

/** Where the game stands, in words: `Round 3, action 2` or the outcome. */
function standing(run: PlayRun): string {
  const at = `Round ${run.round}${run.action > 0 ? `, action ${run.action}` : ''}`;
  return run.outcome === null ? at : `${at}: ${run.outcome}`;
}

/** The entries of the log a state carries: none, the round reached's, or all. */
export function logView(
  log: readonly PlayEntry[],
  detail: PlayLogDetail,
  round: number,
): readonly PlayEntry[] {
  if (detail === 'full') return log;
  if (detail === 'none') return [];
  return log.filter((e) => e.round === round);
}

/** The state as JSON, with as much of the log as `detail` asks (all of it unless told). */
export function playJson(
  game: PlayedGame,
  q: PlayQuery,
  run: PlayRun,
  detail: PlayLogDetail = 'full',
) {
  return {
    system: game.id,
    version: game.version,
    seed: q.seed,
    round: run.round,
    action: run.action,
    asked: { round: q.round, action: q.action ?? null },
    outcome: run.outcome,
    level: q.level,
    options: { ...run.crawl.options },
    figures: run.figures,
    log: logView(run.log, detail, run.round),
    ...(run.party !== undefined ? { party: run.party } : {}),
    crawl: crawlJson(run.crawl, q.level),
  };
}

/**
 * The dice of an entry as the log shows them, a run of one die for one purpose together:
 * `(d6 5 5 4 for Brand attacks; d6 2 for Ghoblin defends)`.
 */
function diceText(e: PlayEntry): string {
  if (e.dice.length === 0) return '';
  const runs: { die: string; for: string; values: number[] }[] = [];
  for (const d of e.dice) {
    const last = runs.at(-1);
    if (last && last.die === d.die && last.for === d.for) last.values.push(d.value);
    else runs.push({ die: d.die, for: d.for, values: [d.value] });
  }
  const parts = runs.map((r) => `${r.die} ${r.values.join(' ')}${r.for ? ` for ${r.for}` : ''}`);
  return ` *(rolled ${parts.join('; ')})*`;
}

/** The play log as a session report in Markdown: a heading per round, an item per action. */
export function playLog(game: PlayedGame, q: PlayQuery, run: PlayRun): string {
  const lines = [
    `# ${game.title}: seed “${q.seed}”`,
    '',
    `${game.version}. ${standing(run)}.`,
    '',
    '## The party',
    '',
    ...run.figures
      .filter((f) => f.side === 'hero')
      .map(
        (f) =>
          `- **${f.name}** (level ${f.level}): life ${f.life}/${f.maxLife}${f.conditions.length ? `, ${f.conditions.join(', ')}` : ''}`,
      ),
  ];
  // Each line names its figure as the table would (`Brand`, `Drowned One`), not by its id.
  const names = new Map([
    ['party', 'The party'],
    ['monsters', 'The monsters'],
    ...run.figures.map((f): [string, string] => [f.id, f.name]),
  ]);
  let round = -1;
  for (const e of run.log) {
    if (e.round !== round) {
      round = e.round;
      lines.push('', `## ${round === 0 ? 'Setting up' : `Round ${round}`}`, '');
    }
    lines.push(`- **${names.get(e.actor) ?? e.actor}** — ${e.text}${diceText(e)}`);
  }
  lines.push(
    '',
    '## Where it stands',
    '',
    run.outcome ?? `The quest goes on after ${standing(run).toLowerCase()}.`,
  );
  return `${lines.join('\n')}\n`;
}

/** The map with the figures of one level. */
export function playMapSvg(
  game: PlayedGame,
  crawl: CrawlSystem,
  q: PlayQuery & { view: 'referee' | 'player'; pixelsPerGrid?: number | undefined },
  run: PlayRun,
): string {
  const drawer = {
    mapWords: (_r: unknown, level: number, mode: 'sheet' | 'vtt') =>
      game.mapWords(run, level, mode),
    mapStyle: crawl.mapStyle,
  };
  // Only the live figures (and the fallen, grey) stand on the play map: the construction's
  // letters mark where monsters were placed, not where they are now.
  const area = planMapSvg(drawer, run.crawl, q.level, 'vtt', q.pixelsPerGrid ?? 24, q.view, {
    placedFigures: false,
  });
  const words = game.mapWords(run, q.level, 'sheet');
  return figuresSvg(run.crawl.plan, q.level, area, run.figures, {
    title: words.title,
    subtitle: `seed "${q.seed}", ${game.version}+${planMapVersion(crawl)}+figures.${FIGURES_VERSION}`,
    status: standing(run),
    legend: planMapLegend(crawl, run.crawl, false, q.view),
  });
}

/** The version of each resource of a played game (what a URL pins with `v`). */
export function playResourceVersions(
  game: PlayedGame,
  crawl: CrawlSystem | undefined,
  png: string,
) {
  const map = `${game.version}+${crawl ? planMapVersion(crawl) : 'none'}+figures.${FIGURES_VERSION}`;
  return {
    state: `${game.version}+json.${PLAY_JSON_VERSION}`,
    log: game.version,
    sheets: game.version,
    mapSvg: map,
    mapPng: `${map}+png.${png}`,
  };
}

type Which = keyof ReturnType<typeof playResourceVersions>;

/** JSON pointer of a game's error path (`heroes[2].stats.ATK` → `/heroes/2/stats/ATK`). */
export function pointerOf(path: string): string {
  if (path === '' || path.startsWith('/')) return path;
  return `/${path
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter(Boolean)
    .map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1'))
    .join('/')}`;
}

/**
 * The body of a POST: an object holding any of the game's documents by name
 * (`{"party": …, "pack": …}`), each checked by the game; errors point into the whole body.
 */
function bodyDocument(game: PlayedGame) {
  const names = game.documents.map((d) => d.name);
  return {
    name: 'body',
    title: `Body (${names.join(', ')})`,
    maxBytes: PLAY_BODY_MAX_BYTES,
    parse(json: unknown) {
      if (typeof json !== 'object' || json === null || Array.isArray(json))
        return {
          ok: false as const,
          errors: [
            { pointer: '', message: `must be an object holding any of: ${names.join(', ')}` },
          ],
        };
      const out: Record<string, unknown> = {};
      const errors: { pointer: string; message: string }[] = [];
      for (const [k, v] of Object.entries(json)) {
        if (!names.includes(k)) {
          errors.push({
            pointer: `/${k}`,
            message: `not a document of this game (${names.join(', ')})`,
          });
          continue;
        }
        const r = game.parseDocument(k, v);
        if (r.ok) out[k] = r.value;
        else
          for (const e of r.errors)
            errors.push({ pointer: `/${k}${pointerOf(e.path)}`, message: e.message });
      }
      return errors.length ? { ok: false as const, errors } : { ok: true as const, value: out };
    },
  };
}

export function playRoutes(game: PlayedGame, crawl: CrawlSystem | undefined): RouteModule {
  if (!crawl)
    throw new Error(`played game ${game.id} names crawl ${game.crawl}, which is not registered`);
  const versionsOf = (png: string, which: Which): Versions => ({
    ruleset: game.version,
    full: playResourceVersions(game, crawl, png)[which],
  });
  const r = playRouteDefs(game);
  type MapQ = PlayQuery & {
    view: 'referee' | 'player';
    pixelsPerGrid?: number;
    width?: number;
    geometry?: Geometry;
    log?: PlayLogDetail;
  };
  const produce: Record<
    Which,
    (c: Context, q: MapQ, docs: Record<string, unknown>) => SeededBody | Promise<SeededBody>
  > = {
    state: (_c, q, docs) => {
      const body = playJson(game, q, replayGame(game, q, docs), q.log ?? 'round');
      return jsonBody(q.geometry === 'full' ? body : compactPlay(body));
    },
    log: (_c, q, docs) => ({
      body: playLog(game, q, replayGame(game, q, docs)),
      contentType: 'text/markdown; charset=utf-8',
    }),
    sheets: (_c, q, docs) => ({
      body: game.sheets?.(replayGame(game, q, docs), docs) ?? '',
      contentType: 'text/markdown; charset=utf-8',
    }),
    mapSvg: (_c, q, docs) => ({
      body: playMapSvg(game, crawl, q, replayGame(game, q, docs)),
      contentType: 'image/svg+xml',
    }),
    mapPng: async (c, q, docs) => ({
      body: await renderPng(
        c.get('png'),
        playMapSvg(game, crawl, q, replayGame(game, q, docs)),
        q.width ? { width: q.width } : {},
        q.width ? 'width' : 'pixelsPerGrid',
      ),
      contentType: 'image/png',
    }),
  };
  const names = game.documents.map((d) => d.name);
  const body = {
    description: `Any of the game's documents by name (${game.documents.map((d) => `\`${d.name}\`: ${d.description}`).join(' ')}), replacing the built-in ones. At most ${PLAY_BODY_MAX_BYTES} bytes (413 over it); a document that breaks the game's rules is a 400 whose \`errors\` give JSON pointers into the body as \`parameter\`.`,
    required: true,
    // A plain JSON Schema, not zod: the handler checks the body itself, so errors point into it.
    content: {
      'application/json': {
        schema: {
          type: 'object',
          additionalProperties: false,
          properties: Object.fromEntries(
            game.documents.map((d) => [
              d.name,
              d.schema === undefined
                ? { type: 'object', description: d.description }
                : { $ref: `#/components/schemas/${documentComponent(game, d.name)}` },
            ]),
          ),
        } as never,
      },
    },
  };
  const extra = {
    400: {
      description:
        'A parameter or a document is invalid (problem+json; `errors[].parameter` is a JSON pointer into the body, with `in: body`).',
      content: problemContent,
    },
    413: { description: `The body is over ${PLAY_BODY_MAX_BYTES} bytes.`, content: problemContent },
  };
  const post = <D extends RouteConfig & { request: { query: z.ZodObject } }>(
    d: D,
    suffix: string,
  ) =>
    createRoute({
      method: 'post',
      path: d.path,
      operationId: `post${pascal(game.id)}Play${suffix}`,
      tags: d.tags ?? [],
      summary: `${d.summary ?? ''}, from documents in the body`,
      description: `${d.description ?? ''} The documents in the body replace the built-in ones; the ETag covers a SHA-256 of its bytes.`,
      request: { query: d.request.query, body },
      responses: { ...d.responses, ...extra },
    });
  return (app) => {
    // Each document's schema as JSON Schema (as the crawl documents are published).
    for (const d of game.documents) {
      if (d.schema === undefined) continue;
      const { $schema: _drop, ...jsonSchema } = z.toJSONSchema(d.schema as z.ZodType, {
        unrepresentable: 'any',
      }) as Record<string, unknown>;
      app.openAPIRegistry.registerComponent('schemas', documentComponent(game, d.name), {
        ...jsonSchema,
        description: d.description,
      } as never);
    }
    for (const [which, def] of Object.entries(r) as [Which, (typeof r)[Which]][]) {
      route(app, def as typeof r.state, (c) => {
        const q = c.req.valid('query') as MapQ;
        return seeded(c, {
          versions: versionsOf(c.get('png').version, which),
          query: q,
          produce: () => produce[which](c, q, {}),
        });
      });
      if (names.length === 0) continue;
      const suffix = {
        state: '',
        log: 'Log',
        sheets: 'Sheets',
        mapSvg: 'MapSvg',
        mapPng: 'MapPng',
      }[which];
      route(app, post(def as typeof r.state, suffix), async (c) => {
        const q = c.req.valid('query') as MapQ;
        const read = await readDocument(c, bodyDocument(game));
        if (read instanceof Response) return read;
        return seeded(c, {
          versions: versionsOf(c.get('png').version, which),
          query: { ...q, bodySha256: read.hash },
          produce: () => produce[which](c, q, read.value as Record<string, unknown>),
        });
      });
    }
  };
}

/** The OpenAPI component name of a game's document, e.g. `PlunginPlayParty`. */
const documentComponent = (game: PlayedGame, name: string) =>
  `${pascal(game.id)}Play${pascal(name)}`;

/** The routes of every played game given, each drawn with its crawl's map. */
export function playSystemsRoutes(
  games: readonly PlayedGame[],
  crawls: readonly CrawlSystem[],
): RouteModule {
  return (app) => {
    for (const game of games)
      playRoutes(
        game,
        crawls.find((c) => c.id === game.crawl),
      )(app);
  };
}
