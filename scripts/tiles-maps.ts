/**
 * Write tile-crawl map PNGs for a few seeds at the default and a late step, to look at.
 * Usage: npx tsx scripts/tiles-maps.ts [outDir=/tmp/tiles-maps] [seed,seed...] [steps=40,200]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resvgNodeRenderer } from '../src/adapters/png-resvg-node';
import { createApp } from '../src/app';

const out = process.argv[2] ?? '/tmp/tiles-maps';
const seeds = (process.argv[3] ?? 'greyhawk,1,5,moria').split(',');
const steps = (process.argv[4] ?? '40,200').split(',').map(Number);
const app = createApp({ png: resvgNodeRenderer() });
mkdirSync(out, { recursive: true });
for (const seed of seeds)
  for (const step of steps) {
    for (const level of [1, 2]) {
      const url = `/v1/crawl/tiles/map.png?seed=${seed}&step=${step}&level=${level}&width=1600`;
      const res = await app.request(url);
      if (res.status !== 200) {
        console.log(`${url}: ${res.status}`);
        continue;
      }
      const file = `${out}/${seed}-${step}-L${level}.png`;
      writeFileSync(file, new Uint8Array(await res.arrayBuffer()));
      console.log(`wrote ${file}`);
    }
  }
