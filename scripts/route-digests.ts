/**
 * Same-bytes check over HTTP: the SHA-256 of every body for a list of URLs, in process.
 * Usage: tsx scripts/route-digests.ts save|check <file>
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createApp } from '../src/app';
import { resvgNodeRenderer } from '../src/adapters/png-resvg-node';

const URLS = [
  '/v1/dungeon?seed=moria',
  '/v1/dungeon?seed=moria&until=villainy&year=1',
  '/v1/dungeon?seed=1&civ=dwarves,demons&page=tabloid',
  '/v1/dungeon?seed=2&rules=water-magma,named-treasures&world=roll',
  '/v1/dungeon?seed=3&world=rift-of-sorrows&until=civilization&year=0',
  '/v1/dungeon/chronicle?seed=moria',
  '/v1/dungeon/chronicle?seed=moria&format=markdown',
  '/v1/dungeon/chronicle?seed=tomb&format=json&until=monsters',
  '/v1/dungeon/map.svg?seed=moria&until=villainy',
  '/v1/dungeon/map.svg?seed=tomb&theme=ink&layers=disaster&labels=false',
  '/v1/dungeon/map.png?seed=moria&width=800',
  '/v1/dungeon/campaign?seed=moria&until=villainy&year=1',
  '/v1/dungeon/campaign.svg?seed=moria',
  '/v1/dungeon/campaign.png?seed=moria&width=600',
  '/v1/crawl/dmg1?seed=greyhawk',
  '/v1/crawl/dmg1?seed=greyhawk&step=200&level=2&caves=always&solo=true',
  '/v1/crawl/dmg1?seed=x&path=e1,e2&step=5&searcher=elf&start=starter-3',
  '/v1/crawl/dmg1/key?seed=greyhawk',
  '/v1/crawl/dmg1/map.svg?seed=greyhawk&step=100',
  '/v1/crawl/dmg1/map.png?seed=greyhawk&width=800',
  '/v1/crawl/dmg1/uvtt?seed=greyhawk&pixelsPerGrid=30',
];

const [mode, file] = process.argv.slice(2);
if ((mode !== 'save' && mode !== 'check') || !file) {
  console.error('usage: route-digests.ts save|check <file>');
  process.exit(2);
}
const app = createApp({ png: resvgNodeRenderer() });
const out: Record<string, string> = {};
for (const url of URLS) {
  const res = await app.request(url);
  const body = new Uint8Array(await res.arrayBuffer());
  out[url] = `${res.status} ${createHash('sha256').update(body).digest('hex')}`;
}
if (mode === 'save') {
  writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`);
  console.log(`saved ${URLS.length} digests`);
} else {
  const before = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  let bad = 0;
  for (const url of URLS)
    if (before[url] !== out[url]) {
      bad++;
      console.log(`DIFF ${url}: ${before[url]} -> ${out[url]}`);
    }
  console.log(bad ? `${bad} differ` : `all ${URLS.length} match`);
  process.exit(bad ? 1 : 0);
}
