/**
 * Render DMG1 plan maps of a few seeds at one step as PNG files, to look at how a referee would
 * read a crowded level (issue 20 point 20). Writes gallery/dmg1-<seed>-<step>.png (git-ignored).
 * Usage: npx tsx scripts/dmg1-map-pngs.ts [step=200] [width=1400] [seeds...]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createTestApp } from '../test/helpers/app';

const step = Number(process.argv[2] ?? 200);
const width = Number(process.argv[3] ?? 1400);
const seeds = process.argv.slice(4).length > 0 ? process.argv.slice(4) : ['1', '7', '42'];
const app = createTestApp();
mkdirSync('gallery', { recursive: true });
for (const seed of seeds) {
  const url = `/v1/crawl/dmg1/map.png?seed=${encodeURIComponent(seed)}&step=${step}&width=${width}`;
  const res = await app.request(url);
  if (res.status !== 200) {
    console.error(`${url}: ${res.status} ${await res.text()}`);
    continue;
  }
  const file = `gallery/dmg1-${seed}-${step}.png`;
  writeFileSync(file, Buffer.from(await res.arrayBuffer()));
  console.log(file);
}
