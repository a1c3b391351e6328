/**
 * The AD&D DMG1 Appendix A crawl as a crawl system: what `src/systems.ts` registers.
 */
import type { CrawlSystem } from '../plan/system';
import { DMG1_VERSION, MAX_STEP, runCrawl, type CrawlResult } from './engine';
import { mapKeyLines, passageLetters, roomKey } from './key';
import { DMG1_OPTIONS } from './options';

export const dmg1: CrawlSystem<typeof DMG1_OPTIONS, CrawlResult> = {
  id: 'dmg1',
  kind: 'crawl',
  title: 'AD&D Dungeon Masters Guide, Appendix A: random dungeon generation',
  source: 'Advanced Dungeons & Dragons Dungeon Masters Guide (1979), Appendix A',
  author: 'Gary Gygax',
  sourceFile: 'dmg1-appendix-a.txt',
  version: DMG1_VERSION,
  options: DMG1_OPTIONS,
  stepUnit: {
    id: 'step',
    title: 'One frontier exit resolved (Table I check, door opened, room exit or stairs followed)',
  },
  steps: { default: 60, max: MAX_STEP },
  maxLevel: 16,
  exitId: 'e\\d{1,6}',
  run: (seed, options, stop) => runCrawl({ seed, step: stop.step, path: stop.path, options }),
  key: (run, level) => roomKey(run.plan, level),
  mapWords: (run, level, mode) => ({
    title: `AD&D DMG Appendix A: dungeon level ${level}`,
    keyLines: mode === 'sheet' ? mapKeyLines(run.plan, level) : [],
    labels: mode === 'sheet' ? passageLetters(run.plan, level) : new Map(),
  }),
};
