/**
 * The page's state. The address is the single source of truth: every control writes the query
 * and `render()` reads it back, so the address always shares exactly what is on screen. What
 * the page learns from the API (the systems, the routes, the timeline on screen) lives here.
 */
import type { ChronicleEvent, Exit, Moment, ParamSpec, Ruleset } from './types';

export const S = {
  rulesets: [] as Ruleset[],
  /** GET routes by path template, from /openapi.json; null when the document is unavailable. */
  routes: null as
    | {
        readonly pattern: RegExp;
        readonly params: readonly ParamSpec[];
        /** The POST variant's body description, when the route takes a document. */
        readonly post?: string | undefined;
      }[]
    | null,
  /**
   * A document the user pasted or loaded (a quest pack…), sent as the body of every request to
   * a route that takes one, for the system it was given to; kept in memory, not in the address.
   */
  document: null as { readonly system: string; readonly text: string } | null,
  /** Which system the option controls were built for. */
  builtFor: '',
  /** Bumped by every render; an answer for an older render is dropped. */
  generation: 0,
  /** The last history timeline fetched, by system + seed + options. */
  timeline: null as { key: string; moments: Moment[]; events: ChronicleEvent[] | null } | null,
  /** The moments the slider spans, and the exits the map offers. */
  moments: [] as Moment[],
  frontier: [] as Exit[],
  /** The exits each replayed step opened (step 1 first), when the plan says. */
  resolved: null as string[] | null,
  /** The step (or round) on screen: the plan's own count when the address names none. */
  crawlStep: null as number | null,
  /**
   * A played game's place within its round: the action on screen (null: the whole round) and
   * how many actions the round holds (null until known).
   */
  action: null as number | null,
  roundActions: null as number | null,
  /** Whether the game on screen is over (its outcome is known at this round). */
  over: false,
  /** Aborted when the address changes again, so dragging a slider leaves no queue behind. */
  inFlight: new AbortController(),
};

/**
 * Query words the page sets itself; every other word of its query is a rule option. `v` pins the
 * ruleset version the address was made with; `picks` are the exits a person chose, each with
 * the step it opened (`61:e66`), so the address stays short where the explorer chose.
 */
export const NAV = [
  'system',
  'seed',
  'until',
  'year',
  'step',
  'round',
  'action',
  'path',
  'picks',
  'v',
];
/** Words the page never forwards from its own query. */
export const NOT_FORWARDED = new Set([
  ...NAV,
  'format',
  'width',
  'ruleset',
  'mode',
  'events',
  'geometry',
]);

export function pageQuery(): URLSearchParams {
  return new URLSearchParams(location.search);
}

/** A query string that keeps commas and colons readable (`picks=61:e66,63:e70`). */
export function queryString(q: URLSearchParams): string {
  return q.toString().replace(/%2C/gi, ',').replace(/%3A/gi, ':');
}

let renderer: () => Promise<void> = async () => undefined;
/** Set what shows the address (main.ts), so modules can change it without importing main. */
export function onRender(fn: () => Promise<void>): void {
  renderer = fn;
}
export function render(): Promise<void> {
  return renderer();
}

/** Write the page's state to its address and show it. */
export function commit(q: URLSearchParams, push = false): void {
  const url = `${location.pathname}?${queryString(q)}`;
  if (push) history.pushState(null, '', url);
  else history.replaceState(null, '', url);
  void render();
}

export function update(change: (q: URLSearchParams) => void, push = false): void {
  const q = pageQuery();
  change(q);
  commit(q, push);
}

/**
 * A system's name in the address (`system=`): its id, or `kind:id` when an earlier system of
 * another kind has the same id (the crawl `plungin` and the played game `play:plungin`).
 */
export function keyOf(sys: Ruleset): string {
  const first = S.rulesets.find((r) => r.id === sys.id);
  return first === undefined || first === sys ? sys.id : `${sys.kind}:${sys.id}`;
}

/** The system an address names, by `kind:id` or id (the first of that id). */
export function rulesetOf(key: string | null): Ruleset | undefined {
  if (key === null) return undefined;
  const m = /^(history|crawl|play):(.+)$/.exec(key);
  if (m) return S.rulesets.find((r) => r.kind === m[1] && r.id === m[2]);
  return S.rulesets.find((r) => r.id === key);
}

export function currentSystem(): Ruleset | undefined {
  return rulesetOf(pageQuery().get('system'));
}

export function rollSeed(): string {
  const words = ['amber', 'ash', 'bone', 'cinder', 'deep', 'dusk', 'ember', 'flint', 'frost'];
  const more = ['gloom', 'hollow', 'iron', 'jade', 'moss', 'onyx', 'rust', 'salt', 'slate'];
  const pick = (list: string[]) =>
    // The page's own dice: a fresh seed for a person to try, never part of any output.
    list[Math.floor(Math.random() * list.length)] ?? 'deep';
  return `${pick(words)}-${pick(more)}-${Math.floor(Math.random() * 900 + 100)}`;
}

export function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'seed'
  );
}
