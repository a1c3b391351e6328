/**
 * Render a Dungeon Plungin' map through the app, to look at: `npx tsx scripts/plungin-map.ts
 * [query] [out.png]` (default `seed=greyhawk&step=20`).
 */
import { writeFileSync } from 'node:fs';
import { createTestApp } from '../test/helpers/app';

const query = process.argv[2] ?? 'seed=greyhawk&step=20';
const out = process.argv[3] ?? '/tmp/plungin.png';
const app = createTestApp();
const r = await app.request(`/v1/crawl/plungin/map.png?${query}`);
if (r.status !== 200) {
  console.error(r.status, await r.text());
  process.exit(1);
}
writeFileSync(out, Buffer.from(await r.arrayBuffer()));
console.log(out);
