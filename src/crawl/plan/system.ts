/**
 * The crawl kind of rule system: a generator that resolves one frontier exit per step on the
 * shared top-down plan (src/crawl/plan). `/v1/crawl/{id}` with its JSON, plan map (SVG, PNG),
 * room key and Universal VTT export is generated for every crawl system `src/systems.ts`
 * registers; a system supplies only its engine, its key and its map's words.
 */
import type { OptionSpec, OptionValues, SystemBase, SystemStage } from '../../core/system';
import type { Plan } from './types';

/** Where a crawl replay stops: after `step` exits, the first of them chosen by `path`. */
export interface CrawlStop {
  readonly step: number;
  /** Exit ids to resolve in order, overriding the explorer for the first steps. */
  readonly path: readonly string[];
}

/** What every crawl replay answers. */
export interface CrawlRun<P extends Plan = Plan> {
  readonly plan: P;
  /** The options it ran with, every one filled in. */
  readonly options: object;
  /** True when the frontier ran out before the requested step. */
  readonly complete: boolean;
  /**
   * What a system tracks beyond the plan (Dungeon Plungin's Plot Counter, its tiles on the Map
   * Maker), answered as `extra` in the JSON; absent for systems that track nothing more.
   */
  readonly extra?: Readonly<Record<string, unknown>>;
}

/** What a system writes on its plan map besides the drawing itself. */
export interface MapWords {
  /** The title block's first line, e.g. `AD&D DMG Appendix A: dungeon level 2`. */
  readonly title: string;
  /** The key column beside the map (the sheet only). */
  readonly keyLines: readonly string[];
  /** Letters drawn in unnumbered spaces that the key lists, by space id. */
  readonly labels: ReadonlyMap<string, string>;
  /** Faint lines every `cells` cells through cell (x, y): a tile system's tile edges. */
  readonly lattice?: { readonly cells: number; readonly x: number; readonly y: number };
  /** Small marks beside wall portals, by portal id (a tile system's LH / RH). */
  readonly portalMarks?: ReadonlyMap<string, string>;
}

/** One problem with a user document: where (a JSON pointer into it) and what. */
export interface DocumentError {
  readonly pointer: string;
  readonly message: string;
}

/**
 * A document a user may supply instead of a built-in one (Dungeon Plungin's quest pack; later a
 * party): `POST /v1/crawl/{id}` and its map, key and export take it as the body, and
 * `GET /v1/crawl/{id}/{name}s` lists the built-ins. The answer depends only on the document's
 * bytes, the seed and the options.
 */
export interface CrawlDocument {
  /** The document's name in URLs and errors, e.g. `pack`. */
  readonly name: string;
  readonly title: string;
  readonly description: string;
  /**
   * Its schema as the API publishes it: a zod schema, typed loosely here since the plan model
   * knows no zod (the system's `*.schema.ts` defines it).
   */
  readonly schema: unknown;
  /** Largest body accepted, in bytes. */
  readonly maxBytes: number;
  /** The option that picks a built-in document (e.g. `pack`). */
  readonly option: string;
  readonly builtIns: readonly {
    readonly id: string;
    readonly title: string;
    readonly description: string;
    readonly document: unknown;
  }[];
  /** Check a supplied document: its shape, then its cross-references. */
  parse(
    doc: unknown,
  ): { ok: true; value: unknown } | { ok: false; errors: readonly DocumentError[] };
}

export interface CrawlSystem<
  S extends readonly OptionSpec[] = readonly OptionSpec[],
  R extends CrawlRun = CrawlRun,
> extends SystemBase<S> {
  readonly kind: 'crawl';
  /** What one step does, in the rulebook's terms. */
  readonly stepUnit: SystemStage;
  /** `step` bounds and default. */
  readonly steps: { readonly default: number; readonly max: number };
  /** Deepest level a request may name. */
  readonly maxLevel: number;
  /**
   * The exit ids `path` may name: a regular-expression source for one id (e.g. `e\d{1,6}`),
   * so the schema refuses nonsense before any replay.
   */
  readonly exitId: string;
  /**
   * Replay from the seed; throws InputError for a `path` exit not on the frontier. `doc` is a
   * user document already checked by `document.parse`, replacing the built-in one.
   */
  run(seed: string, options: OptionValues<S>, stop: CrawlStop, doc?: unknown): R;
  /**
   * A drawing of its own instead of the plan view, by the id src/render/plan/plan-map.ts knows
   * it by (e.g. `map-maker`); absent: the classic plan view.
   */
  readonly mapStyle?: string;
  /** The document a user may supply, for a system that reads one. */
  readonly document?: CrawlDocument;
  /**
   * The run as one level is drawn and exported (map, VTT image, UVTT, Foundry): e.g. its sheet
   * fitted to the explored. Absent: the run itself.
   */
  fit?(run: R, level: number): R;
  /** The room key of one level as plain text, in module style. */
  key(run: R, level: number): string;
  /** The words on the map of one level: title, key column and passage letters. */
  mapWords(run: R, level: number, mode: 'sheet' | 'vtt'): MapWords;
}

/** The run as `sys` draws and exports one level (`CrawlSystem.fit`), else the run itself. */
export function drawnRun<R extends CrawlRun>(
  sys: { fit?: ((run: R, level: number) => R) | undefined },
  run: R,
  level: number,
): R {
  return sys.fit ? sys.fit(run, level) : run;
}

/**
 * The crawl as a JSON-ready object; `level` keeps only that level's spaces, portals and exits.
 * Every crawl system's `/v1/crawl/{id}` body.
 */
export function crawlJson(run: CrawlRun, level: number | undefined): Record<string, unknown> {
  const { plan, options } = run;
  const keep = <T extends { level: number }>(items: readonly T[]): readonly T[] =>
    level === undefined ? items : items.filter((x) => x.level === level);
  return {
    system: plan.system,
    version: plan.version,
    seed: plan.seed,
    step: plan.steps,
    complete: run.complete,
    level: level ?? null,
    options: { ...options },
    sheet: plan.sheet,
    levels: plan.levels,
    spaces: keep(plan.spaces),
    portals: keep(plan.portals),
    frontier: keep(plan.frontier),
    log: plan.log,
    ...(run.extra ? { extra: run.extra } : {}),
  };
}
