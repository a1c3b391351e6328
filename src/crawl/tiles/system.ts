/**
 * "Dungeon Crawling", the context-sensitive 40-ft tile crawl, as a crawl system: what
 * `src/systems.ts` registers.
 */
import type { CrawlSystem } from '../plan/system';
import { MAX_STEP, runTiles, TILES_VERSION, type TilesResult } from './engine';
import { fitBox, fitLevel } from './fit';
import { mapKeyLines, passageLetters, tilesKey } from './key';
import { TILES_OPTIONS } from './options';

export const tiles: CrawlSystem<typeof TILES_OPTIONS, TilesResult> = {
  id: 'tiles',
  kind: 'crawl',
  title: 'Dungeon Crawling: a system for auto-generating the dungeon with 40-ft tiles',
  source: 'Dungeon Crawling: A System for Auto-Generating the Dungeon',
  author: 'not named in our copy',
  sourceFile: 'dungeon-crawling-tiles.txt',
  version: TILES_VERSION,
  options: TILES_OPTIONS,
  stepUnit: {
    id: 'step',
    title:
      'One portal resolved: approached, its door tried, the tile beyond chosen and laid, entered',
  },
  // A level takes about twenty steps (scripts/tiles-soak.ts): by default the first is still open.
  steps: { default: 20, max: MAX_STEP },
  maxLevel: 12,
  exitId: 'e\\d{1,6}',
  run: (seed, options, stop) => runTiles({ seed, step: stop.step, path: stop.path, options }),
  fit: (run, level) => {
    const box = fitBox(run.plan, level);
    return { ...run, plan: fitLevel(run.plan, level), origin: { x: box.x0, y: box.y0 } };
  },
  key: (run, level) => tilesKey(run.plan, level),
  mapWords: (run, level, mode) => ({
    title: `Dungeon Crawling tiles: dungeon level ${level}`,
    keyLines: mode === 'sheet' ? mapKeyLines(run.plan, level) : [],
    labels: mode === 'sheet' ? passageLetters(run.plan, level) : new Map(),
    // Each wall portal's hand on the tile it was rolled from (its note begins with it).
    portalMarks:
      mode === 'sheet'
        ? new Map(
            run.plan.portals
              .filter((p) => p.level === level && /^[LR]H /.test(p.note))
              .map((p) => [p.id, p.note.slice(0, 2)]),
          )
        : new Map(),
    // Tiles lie on a 40-ft lattice from the sheet's corner (8 cells); the drawn sheet may start
    // inside a tile.
    lattice: {
      cells: 8,
      x: (8 - ((run.origin?.x ?? 0) % 8)) % 8,
      y: (8 - ((run.origin?.y ?? 0) % 8)) % 8,
    },
  }),
};
