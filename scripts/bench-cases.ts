/**
 * Extra benchmark cases beyond the automatic one-per-seeded-route: heavier queries, and
 * references run in the same process (as functions) to report ratios against.
 * Each system adds its own lines here.
 */
export interface UrlCase {
  readonly name: string;
  readonly url: string;
}
export interface ReferenceCase {
  readonly name: string;
  readonly run: () => unknown;
}

export const URL_CASES: readonly UrlCase[] = [];

export const REFERENCE_CASES: readonly ReferenceCase[] = [];
