/**
 * Dungeon Plungin's construction phase as a crawl system: what `src/systems.ts` registers.
 */
import type { CrawlSystem } from '../plan/system';
import { MAX_STEP, PLUNGIN_VERSION, runPlungin, type PlunginResult } from './engine';
import { fitPlungin } from './fit';
import { mapKeyLines, plunginKey, tileLabel } from './key';
import { PLUNGIN_OPTIONS } from './options';
import { BUILT_IN_PACKS } from './packs';
import { parsePack } from './pack';
import { PACK_MAX_BYTES, QuestPackSchema, type QuestPack } from './pack.schema';

export const plungin: CrawlSystem<typeof PLUNGIN_OPTIONS, PlunginResult> = {
  id: 'plungin',
  kind: 'crawl',
  title: "Dungeon Plungin': the construction phase",
  source: "Dungeon Plungin' (rules, Exploring the Dungeon and the Construction Phase)",
  author: 'not named in our copy',
  sourceFile: 'dungeon-plungin-rules.txt',
  version: PLUNGIN_VERSION,
  options: PLUNGIN_OPTIONS,
  stepUnit: {
    id: 'step',
    title: 'One construction phase: a door opened into an unrevealed area and the tile beyond laid',
  },
  steps: { default: 20, max: MAX_STEP },
  maxLevel: 1,
  exitId: 'e\\d{1,6}',
  mapStyle: 'map-maker',
  run: (seed, options, stop, doc) => {
    const pack =
      (doc as QuestPack | undefined) ?? BUILT_IN_PACKS.find((p) => p.id === options.pack)!;
    return runPlungin({
      seed,
      step: stop.step,
      path: stop.path,
      pack,
      packId: doc ? pack.id : options.pack,
    });
  },
  document: {
    name: 'pack',
    title: 'Quest pack',
    description:
      "A Dungeon Plungin' quest pack: the Time Span and Dungeon Level, every chart the construction phase rolls on (with its die), and the tiles, monsters, traps, items, special and unique locations the charts name. Ids are lower-case words with hyphens; chart rows cover every result of the chart's die once (`roll: [low, high]`); rows above the die's top are reached by modifiers.",
    schema: QuestPackSchema,
    maxBytes: PACK_MAX_BYTES,
    option: 'pack',
    builtIns: BUILT_IN_PACKS.map((p) => ({
      id: p.id,
      title: p.title,
      description: p.description,
      document: p,
    })),
    parse: (doc) => {
      const r = parsePack(doc);
      return r.ok ? { ok: true, value: r.pack } : r;
    },
  },
  // Every drawing and export of the level shows the built blocks only (issue 18).
  fit: (run) => fitPlungin(run),
  key: (run) => plunginKey(run),
  mapWords: (run, _level, mode) => ({
    title: `Dungeon Plungin': ${run.pack.title}`,
    keyLines: mode === 'sheet' ? mapKeyLines(run) : [],
    labels:
      mode === 'sheet'
        ? new Map(
            run.tiles
              .filter((t) => run.plan.spaces.find((s) => s.id === t.space)?.number === null)
              .map((t) => [t.space, tileLabel(run, t)] as const),
          )
        : new Map(),
  }),
};
