/**
 * The one golden catalogue format, for every registered system's engine and maps:
 * `{ system, version, entries: [{ case, summary, digest }] }`. `summary` is a short readable
 * story a reviewer checks by eye; `digest` is the SHA-256 of the bytes it stands for, so any
 * change at all (geometry included) shows. Written by `npm run catalogue` (scripts/catalogue.ts),
 * compared with fresh output in test/catalogue/catalogue.test.ts.
 */

export interface CatalogueEntry {
  readonly case: string;
  readonly summary: unknown;
  readonly digest: string;
}

export interface Catalogue {
  /** The registered system's id. */
  readonly system: string;
  /** The version that shapes these bytes (the ruleset's, or its map's composite). */
  readonly version: string;
  readonly entries: readonly CatalogueEntry[];
}

/** A catalogue as built, with where it is written and what to bump when its bytes change. */
export interface BuiltCatalogue {
  /** Path from the repository root, e.g. `test/catalogue/dmg1.json`. */
  readonly file: string;
  readonly catalogue: Catalogue;
  /** Which version constant to bump, e.g. `the hthad2008 ruleset version (HTHAD2008_VERSION)`. */
  readonly bump: string;
}

/** The committed text of a catalogue. */
export function catalogueText(c: Catalogue): string {
  return `${JSON.stringify(c, null, 2)}\n`;
}

/**
 * Why `next` may not be written over `stored`, or null when it may: the same case under the
 * same version must keep its digest (the same URL gives the same bytes), so new bytes need a new
 * version first. New and dropped cases are allowed.
 */
export function refusal(stored: Catalogue | null, next: Catalogue, bump: string): string | null {
  if (!stored || stored.version !== next.version) return null;
  const before = new Map(stored.entries.map((e) => [e.case, e.digest]));
  const changed = next.entries.filter((e) => before.has(e.case) && before.get(e.case) !== e.digest);
  if (changed.length === 0) return null;
  const cases = changed.map((e) => e.case);
  const shown =
    cases.length > 3
      ? `${cases.slice(0, 3).join(', ')} and ${cases.length - 3} more`
      : cases.join(', ');
  return `${next.system}: new bytes for ${shown} under the unchanged version ${next.version}: bump ${bump} and add a CHANGELOG line first`;
}

/** One route's golden answer. */
export interface RouteGolden {
  readonly status: number;
  readonly sha256: string;
  /** The response's `strata-version` (what a URL pins with `v=`), or null when it has none. */
  readonly version: string | null;
}

/** URL → its golden answer. */
export type RouteGoldens = Readonly<Record<string, RouteGolden>>;

/** The route goldens' counterpart of `refusal`: per URL, same version must mean same bytes. */
export function routeRefusal(stored: RouteGoldens | null, next: RouteGoldens): string | null {
  if (!stored) return null;
  const bad: string[] = [];
  for (const [url, now] of Object.entries(next)) {
    const was = stored[url];
    if (!was || was.version !== now.version) continue;
    if (was.status !== now.status || was.sha256 !== now.sha256)
      bad.push(`${url} (strata-version ${now.version ?? 'none'})`);
  }
  if (bad.length === 0) return null;
  const shown =
    bad.length > 3 ? `${bad.slice(0, 3).join(', ')} and ${bad.length - 3} more` : bad.join(', ');
  return `routes: new bytes under an unchanged version for ${shown}: bump the version of what changed (the system's version, SIDE_VIEW_VERSION, PLAN_VIEW_VERSION, or the PNG renderer) and add a CHANGELOG line first`;
}
