/** The golden seed catalogue for seeds 1–25 (regenerate: npx tsx scripts/catalogue-hthad2008.ts). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HTHAD2008_VERSION } from '../../src/hthad/2008/history';
import { catalogue } from './catalogue';

describe('hthad2008 seed catalogue', () => {
  const golden = JSON.parse(
    readFileSync(new URL('./catalogue/hthad2008.json', import.meta.url), 'utf8'),
  ) as ReturnType<typeof catalogue>;
  it('is for the current ruleset version', () => {
    expect(golden.version).toBe(HTHAD2008_VERSION);
  });
  const now = catalogue();
  for (const [i, seed] of golden.seeds.entries())
    it(`seed ${seed.seed} replays as catalogued`, () => {
      expect(now.seeds[i]).toEqual(seed);
    });
});
