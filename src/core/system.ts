/**
 * What every rule system is, whatever its kind: its identity and credit, its version, and its
 * options declared once. The HTTP query schemas, the OpenAPI document, `/v1/rulesets`, the
 * viewer's controls and the engine's defaults are all derived from these declarations, so an
 * option is written in exactly one place (src/api/lib/options.ts turns a spec into zod).
 *
 * The kinds build on this base next to the models they share: a history ruleset in
 * `src/hthad/history/ruleset.ts`, a crawl system in `src/crawl/plan/system.ts`, a played game
 * in `src/crawl/plan/play.ts`. The registry of them all is `src/systems.ts`.
 */
import { InputError } from './errors';

interface OptionCommon {
  /** The query parameter's name, e.g. `civ`. */
  readonly name: string;
  /** A few plain words for a form label, e.g. `Civilizations`. */
  readonly title: string;
  /** What it does, in the rulebook's words where it has them. */
  readonly description: string;
}

export interface BooleanOption extends OptionCommon {
  readonly type: 'boolean';
  readonly default: boolean;
}

export interface IntegerOption extends OptionCommon {
  readonly type: 'integer';
  readonly default: number;
  readonly min: number;
  readonly max: number;
}

export interface EnumOption<V extends string = string> extends OptionCommon {
  readonly type: 'enum';
  readonly values: readonly V[];
  readonly default: V;
}

export interface ListOption<V extends string = string> extends OptionCommon {
  readonly type: 'list';
  readonly values: readonly V[];
  readonly default: readonly V[];
  /** Most entries accepted. */
  readonly max: number;
  /** What the order of the entries means; absent when order does not matter. */
  readonly order?: string;
}

/** One option a system accepts: its name, type, default, bounds or values, and description. */
export type OptionSpec = BooleanOption | IntegerOption | EnumOption | ListOption;

/** The value an option spec declares. */
export type OptionValueOf<S> = S extends { readonly type: 'boolean' }
  ? boolean
  : S extends { readonly type: 'integer' }
    ? number
    : S extends { readonly type: 'enum'; readonly values: readonly (infer V)[] }
      ? V
      : S extends { readonly type: 'list'; readonly values: readonly (infer V)[] }
        ? readonly V[]
        : never;

/**
 * The typed option values of a spec list declared `as const`.
 * @example type O = OptionValues<typeof DMG1_OPTIONS>; // { searcher: 'non-elf' | …; … }
 */
export type OptionValues<S extends readonly OptionSpec[]> = {
  readonly [O in S[number] as O['name']]: OptionValueOf<O>;
};

export type OptionValue = boolean | number | string | readonly string[];

/** Every option at its default. */
export function defaultsOf<const S extends readonly OptionSpec[]>(specs: S): OptionValues<S> {
  const out: Record<string, OptionValue> = {};
  for (const s of specs) out[s.name] = s.default;
  return out as OptionValues<S>;
}

/**
 * Options for a library caller: the defaults with what was given laid over them, each checked
 * against its spec (an InputError names the first option out of bounds or unknown). The HTTP
 * layer has already checked the same bounds through the schema derived from the same specs.
 */
export function resolveOptions<const S extends readonly OptionSpec[]>(
  specs: S,
  given: Readonly<Record<string, unknown>> = {},
): OptionValues<S> {
  const out: Record<string, OptionValue> = {};
  for (const name of Object.keys(given))
    if (given[name] !== undefined && !specs.some((s) => s.name === name))
      throw new InputError(name, 'unknown_parameter', `${name} is not an option of this system`);
  for (const s of specs) {
    const v = given[s.name];
    out[s.name] = v === undefined ? s.default : checkOption(s, v);
  }
  return out as OptionValues<S>;
}

/** One value checked against its spec. */
export function checkOption(s: OptionSpec, v: unknown): OptionValue {
  const bad = (rule: string, why: string): never => {
    throw new InputError(s.name, rule, `${s.name} ${why}`);
  };
  switch (s.type) {
    case 'boolean':
      return typeof v === 'boolean' ? v : bad('type', 'must be true or false');
    case 'integer':
      if (typeof v !== 'number' || !Number.isInteger(v))
        return bad('type', 'must be a whole number');
      if (v < s.min) return bad('minimum', `must be at least ${s.min}`);
      if (v > s.max) return bad('maximum', `must be at most ${s.max}`);
      return v;
    case 'enum':
      return typeof v === 'string' && s.values.includes(v)
        ? v
        : bad('enum', `must be one of: ${s.values.join(', ')}`);
    case 'list': {
      if (!Array.isArray(v)) return bad('type', 'must be a list');
      if (v.length > s.max) return bad('max_items', `takes at most ${s.max}`);
      for (const x of v)
        if (typeof x !== 'string' || !s.values.includes(x))
          bad('enum', `entries must be from: ${s.values.join(', ')}`);
      return v as readonly string[];
    }
  }
}

/** Who wrote the rulebook a system encodes, and where our copy of it is. */
export interface SystemCredit {
  /** The rulebook's title. */
  readonly source: string;
  readonly author: string;
  /** The rulebook text this system encodes, by file name (e.g. `hthad-2008-rules.txt`). */
  readonly sourceFile: string;
}

/** What every rule system declares, whatever its kind. */
export interface SystemBase<
  S extends readonly OptionSpec[] = readonly OptionSpec[],
> extends SystemCredit {
  /** Stable id used in URLs: `hthad2008`, `hthad2019`, `dmg1`, `tiles`, `plungin`. */
  readonly id: string;
  readonly kind: 'history' | 'crawl' | 'play';
  readonly title: string;
  /**
   * Ruleset version. Bumped by any change that alters output for some seed; part of every ETag,
   * returned with every response, and what a pinned URL names.
   */
  readonly version: string;
  /** Its own options (the replay's stopping point is the kind's, not an option). */
  readonly options: S;
}

/** One stage a replay can stop at: an age of a history, a crawl's step, a game's round. */
export interface SystemStage {
  readonly id: string;
  readonly title: string;
}
