/**
 * `npm run gallery`: a contact sheet of a dozen seeds at each age the engine plays, for people to
 * look at. Writes gallery/<age>.svg and gallery/<age>.png (4 x 3 maps each), every map's own PNG
 * under gallery/maps/, and gallery/index.html linking them. gallery/ is git-ignored.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resvgNodeRenderer } from '../src/adapters/png-resvg-node';
import { HTHAD2008_VERSION, PLAYABLE_AGES, runHistory } from '../src/hthad/2008/history';
import {
  renderSideView,
  sideViewSize,
  DEFAULT_SIDE_VIEW_OPTIONS,
  buildScene,
} from '../src/render/side';
import { esc } from '../src/render/svg';

const SEEDS = [
  'moria',
  'erebor',
  'khazad',
  'menzo',
  'abyss',
  'undermountain',
  'blackreach',
  'gloomhaven',
  'tharbad',
  'seed-7',
  'quartz',
  'hollow',
];
const COLS = 4;
const CELL_W = 600;
const RULESET = {
  id: 'hthad2008',
  title: 'How to Host a Dungeon (2008)',
  version: HTHAD2008_VERSION,
};

const png = resvgNodeRenderer();
mkdirSync('gallery/maps', { recursive: true });
const links: string[] = [];
for (const age of PLAYABLE_AGES) {
  let cells = '';
  let cellH = 0;
  for (const [i, seed] of SEEDS.entries()) {
    const r = runHistory({ seed, until: age });
    const input = { world: r.world, seed, ruleset: RULESET, at: r.reached };
    const svg = renderSideView(input);
    const size = sideViewSize(buildScene(input, DEFAULT_SIDE_VIEW_OPTIONS));
    cellH = (CELL_W * size.height) / size.width;
    const x = (i % COLS) * CELL_W;
    const y = Math.floor(i / COLS) * cellH;
    cells += svg
      .replace('<svg ', `<svg x="${x}" y="${y}" width="${CELL_W}" height="${cellH}" `)
      .replace(/ width="[\d.]+" height="[\d.]+"(?= viewBox)/, '');
    writeFileSync(`gallery/maps/${seed}-${age}.png`, await png.render(svg, { width: 1600 }));
  }
  const rows = Math.ceil(SEEDS.length / COLS);
  const sheet = `<svg xmlns="http://www.w3.org/2000/svg" width="${COLS * CELL_W}" height="${rows * cellH}" viewBox="0 0 ${COLS * CELL_W} ${rows * cellH}">${cells}</svg>`;
  writeFileSync(`gallery/${age}.svg`, sheet);
  writeFileSync(`gallery/${age}.png`, await png.render(sheet));
  links.push(
    `<h2>${esc(age)}</h2><a href="${age}.png"><img src="${age}.png" width="1200"></a><p>${SEEDS.map((s) => `<a href="maps/${s}-${age}.png">${esc(s)}</a>`).join(' · ')}</p>`,
  );
  console.log(`gallery/${age}.png`);
}
writeFileSync(
  'gallery/index.html',
  `<!doctype html><meta charset="utf-8"><title>Strata gallery</title><body style="font-family:sans-serif">${links.join('')}</body>`,
);
console.log('gallery/index.html');
