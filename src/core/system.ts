/**
 * What every rule system tells the outside world about itself. The API's `/v1/rulesets` lists
 * these; the ETag of every seeded response starts from `version`.
 */

/** One option a system accepts, as listed in `/v1/rulesets`. */
export interface SystemOption {
  readonly name: string;
  readonly type: 'boolean' | 'integer' | 'string' | 'enum' | 'list';
  readonly description: string;
  readonly default?: string | number | boolean | readonly string[];
  readonly values?: readonly string[];
  readonly min?: number;
  readonly max?: number;
}

/** One stage a replay can stop at: an age of a history, or the step unit of a crawl. */
export interface SystemStage {
  readonly id: string;
  readonly title: string;
}

export interface SystemInfo {
  /** Stable id used in URLs: `hthad2008`, `hthad2019`, `dmg1`, `tiles`, `plungin`. */
  readonly id: string;
  readonly title: string;
  /** Rulebook credit: title and author(s). */
  readonly source: string;
  readonly author: string;
  /** The rulebook text this system encodes, by file name. */
  readonly sourceFile: string;
  readonly kind: 'history' | 'crawl';
  /**
   * Ruleset version. Bumped by any change that alters output for some seed; part of every ETag
   * and returned with every response.
   */
  readonly version: string;
  /** The endpoint that serves it, e.g. `/v1/dungeon?ruleset=hthad2008` or `/v1/crawl/dmg1`. */
  readonly endpoint: string;
  /** Ages (history) or the step unit (crawl). */
  readonly stages: readonly SystemStage[];
  readonly options: readonly SystemOption[];
}
