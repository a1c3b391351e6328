/**
 * The golden catalogue: seeds 1-25 at step 40 must read exactly as committed. An intended change
 * regenerates it with `npx tsx scripts/catalogue-dmg1.ts` and bumps the ruleset version.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogueText } from '../../../src/crawl/dmg1/catalogue';

describe('dmg1 golden catalogue', () => {
  it('matches test/crawl/catalogue/dmg1.json', () => {
    const committed = readFileSync(new URL('../catalogue/dmg1.json', import.meta.url), 'utf8');
    expect(catalogueText()).toBe(committed);
  });
});
