/**
 * Regenerates the golden seed catalogue for hthad2008 (seeds 1–25): a readable summary per
 * seed, compared in test/hthad/catalogue.test.ts. Run `npx tsx scripts/catalogue-hthad2008.ts`
 * after an intended change, bump the ruleset version, and note it in the CHANGELOG.
 */
import { writeFileSync } from 'node:fs';
import { catalogue } from '../test/hthad/catalogue';

const target = new URL('../test/hthad/catalogue/hthad2008.json', import.meta.url);
writeFileSync(target, `${JSON.stringify(catalogue(), null, 2)}\n`);
console.log(`wrote ${target.pathname}`);
