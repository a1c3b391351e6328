/**
 * Regenerate test/render/side/catalogue.json: for each catalogue world, the SHA-256 of its
 * side-view SVG (default options and the ink theme on one sheet) with a readable summary.
 * Run after an intended change to the drawing or the rules: `npm run catalogue:side`.
 */
import { writeFileSync } from 'node:fs';
import { sha256Hex } from '../src/core/rng';
import {
  buildScene,
  DEFAULT_SIDE_VIEW_OPTIONS,
  renderSideView,
  SIDE_VIEW_VERSION,
} from '../src/render/side';
import { CASES, inputFor, RULESET } from '../test/render/side/worlds';

export function catalogue() {
  return {
    comment:
      'Golden side-view SVG hashes. Regenerate with `npm run catalogue:side` after an intended change.',
    sideView: SIDE_VIEW_VERSION,
    ruleset: `${RULESET.id} ${RULESET.version}`,
    entries: CASES.map((c) => {
      const input = inputFor(c);
      const svg = renderSideView(input);
      const scene = buildScene(input, DEFAULT_SIDE_VIEW_OPTIONS);
      return {
        case: c.name,
        reached: `${input.at.age} ${input.at.year}`,
        places: input.world.places.length,
        tunnels: input.world.tunnels.length,
        tokens: input.world.tokens.length,
        labels: scene.labels.length,
        svg: sha256Hex(svg),
        inkDisasterSheet: sha256Hex(renderSideView(input, { theme: 'ink', layers: 'disaster' })),
      };
    }),
  };
}

if (process.argv[1]?.endsWith('side-catalogue.ts')) {
  writeFileSync('test/render/side/catalogue.json', `${JSON.stringify(catalogue(), null, 2)}\n`);
  console.log('wrote test/render/side/catalogue.json');
}
