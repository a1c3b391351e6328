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

export const URL_CASES: readonly UrlCase[] = [
  // hthad2008: a whole history to the end of the Age of Villainy, and the campaign map
  { name: 'hthad2008 full history to the end', url: '/v1/dungeon?until=end' },
  { name: 'hthad2008 first half only (until=disaster)', url: '/v1/dungeon?until=disaster' },
  { name: 'hthad2008 campaign map', url: '/v1/dungeon/campaign?until=villainy&year=1' },
];

export const REFERENCE_CASES: readonly ReferenceCase[] = [];
