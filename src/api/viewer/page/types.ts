/** The shapes the page reads from the public API (only the fields it uses). */

export type Kind = 'history' | 'crawl' | 'play';
export type Scalar = string | number | boolean;

export interface RulesetOption {
  readonly name: string;
  /** A few plain words for the control's label (the API name when absent). */
  readonly title?: string;
  readonly type: 'boolean' | 'integer' | 'string' | 'enum' | 'list';
  readonly description?: string;
  readonly default?: Scalar | readonly string[];
  readonly values?: readonly string[];
  readonly min?: number;
  readonly max?: number;
}

export interface Ruleset {
  readonly id: string;
  readonly title: string;
  readonly kind: Kind;
  readonly version?: string;
  readonly source?: string;
  readonly author?: string;
  readonly endpoint: string;
  readonly stages: readonly { readonly id: string; readonly title: string }[];
  /** Bounds of the stopping point: maxYear, maxStep, defaultStep, maxRound… */
  readonly limits?: Readonly<Record<string, number>>;
  readonly options: readonly RulesetOption[];
  /** Each resource with the version that shapes its bytes: what `v` pins. */
  readonly resources?: readonly { readonly path: string; readonly version: string }[];
}

export interface ParamSchema {
  readonly type?: string | readonly string[];
  readonly enum?: readonly string[];
  readonly minimum?: number;
  readonly maximum?: number;
  readonly default?: unknown;
}

export interface ParamSpec {
  readonly name: string;
  readonly in: string;
  readonly description?: string;
  readonly schema?: ParamSchema;
}

export interface Problem {
  readonly status?: number;
  readonly title?: string;
  readonly detail?: string;
  readonly parameter?: string;
  readonly errors?: readonly {
    readonly parameter?: string;
    readonly message?: string;
    /** `body` when `parameter` is a JSON pointer into a POSTed document. */
    readonly in?: string;
  }[];
}

export type Fetched<T> = { ok: true; body: T } | { ok: false; status: number; problem: Problem };

/** One point of a history the time slider can stop at. */
export interface Moment {
  readonly age: string;
  readonly year: number | null;
  /** How the chronicle names the year, if it does ("Roll 2", "Year 0"). */
  readonly label?: string | null;
}

export interface ChronicleEvent extends Moment {
  readonly text: string;
}

export interface Cell {
  readonly x: number;
  readonly y: number;
}

/** An exit still to explore, as the page offers it. */
export interface Exit {
  readonly id: string;
  /** Room number and compass side, as the map draws them ("Room 5, west door"). */
  readonly label: string;
  readonly cells: readonly Cell[];
  readonly level: number | null;
}
