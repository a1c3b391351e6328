/** Regenerate the DMG1 golden catalogue: npx tsx scripts/catalogue-dmg1.ts */
import { writeFileSync } from 'node:fs';
import { catalogueText } from '../src/crawl/dmg1/catalogue';

writeFileSync(new URL('../test/crawl/catalogue/dmg1.json', import.meta.url), catalogueText());
console.log('wrote test/crawl/catalogue/dmg1.json');
