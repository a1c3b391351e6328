/**
 * Extra benchmark cases beyond the automatic one-per-seeded-route: heavier queries, and
 * references run in the same process (as functions) to report ratios against.
 * Each system adds its own lines here.
 */
import { Map as RotMap, RNG as RotRng } from 'rot-js';
import { runHistory } from '../src/hthad/2008/history';
import { renderSideView } from '../src/render/side';

export interface UrlCase {
  readonly name: string;
  readonly url: string;
}
export interface ReferenceCase {
  readonly name: string;
  readonly run: () => unknown;
}

export const URL_CASES: readonly UrlCase[] = [
  // DMG1 Appendix A: a long crawl (issue 6 asks for step=200).
  { name: 'dmg1 JSON step=200', url: '/v1/crawl/dmg1?step=200' },
  { name: 'dmg1 map.svg step=200', url: '/v1/crawl/dmg1/map.svg?step=200' },
  // Side-view maps (render work): a full world with two civilizations, as SVG and a 1600-px PNG.
  {
    name: 'map: SVG full world, two civilizations',
    url: '/v1/dungeon/map.svg?until=end&civ=dwarves,demons',
  },
  {
    name: 'map: PNG 1600 px, two civilizations',
    url: '/v1/dungeon/map.png?until=end&civ=dwarves,demons&width=1600',
  },
  // hthad2008: a whole history to the end of the Age of Villainy, and the campaign map
  { name: 'hthad2008 full history to the end', url: '/v1/dungeon?until=end' },
  { name: 'hthad2008 first half only (until=disaster)', url: '/v1/dungeon?until=disaster' },
  { name: 'hthad2008 campaign map', url: '/v1/dungeon/campaign?until=villainy&year=1' },
];

const mapWorld = runHistory({ seed: 'khazad', options: { civilizations: ['dwarves', 'demons'] } });
const mapRuleset = {
  id: 'hthad2008',
  title: 'How to Host a Dungeon (2008)',
  version: mapWorld.version,
};

export const REFERENCE_CASES: readonly ReferenceCase[] = [
  {
    // rot.js's Digger on an 80x25 map: a classic room-and-corridor generator, for scale.
    // (rot.js seeds a module-level RNG; fine in a benchmark, which is exactly what Strata avoids.)
    name: 'rot.js Digger 80x25',
    run: () => {
      RotRng.setSeed(1234);
      let floor = 0;
      new RotMap.Digger(80, 25).create((_x, _y, wall) => {
        if (!wall) floor++;
      });
      return floor;
    },
  },
  {
    name: 'map: simulation only (runHistory, two civilizations)',
    run: () => runHistory({ seed: 'khazad', options: { civilizations: ['dwarves', 'demons'] } }),
  },
  {
    name: 'map: drawing only (renderSideView of that world)',
    run: () =>
      renderSideView({
        world: mapWorld.world,
        seed: 'khazad',
        ruleset: mapRuleset,
        at: mapWorld.reached,
      }),
  },
];
