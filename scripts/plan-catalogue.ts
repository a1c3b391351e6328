/**
 * Regenerate test/render/plan/catalogue.json: for each catalogue crawl, the SHA-256 of every
 * level's DMG1 map (the sheet, and the VTT map at another scale), under the map version
 * (`dmg1.x+plan.y`). Run after an intended change to the drawing or the rules:
 * `npm run catalogue:plan`.
 *
 * It refuses to write new bytes under the version already stored: the same URL must give the
 * same bytes, so a drawing change bumps PLAN_VIEW_VERSION (src/render/plan/plan-svg.ts) first.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { sha256Hex } from '../src/core/rng';
import { runCrawl } from '../src/crawl/dmg1/engine';
import { DMG1_MAP_VERSION, dmg1MapSvg } from '../test/helpers/dmg1-map';

export const PLAN_CATALOGUE = 'test/render/plan/catalogue.json';

/** Seeds and steps from a first room to a well-grown dungeon of several levels. */
const CASES: readonly { seed: string; step: number }[] = [
  { seed: 'greyhawk', step: 1 },
  { seed: 'greyhawk', step: 60 },
  { seed: 'greyhawk', step: 500 },
  { seed: '1', step: 200 },
  { seed: '5', step: 500 },
  { seed: '12', step: 200 },
  { seed: 'moria', step: 500 },
  { seed: 'tomb', step: 500 },
];

export interface PlanCatalogue {
  readonly comment: string;
  readonly version: string;
  readonly entries: readonly {
    readonly case: string;
    readonly levels: number;
    readonly sheets: readonly string[];
    readonly vtt: readonly string[];
  }[];
}

export function planCatalogue(): PlanCatalogue {
  return {
    comment:
      'Golden DMG1 map hashes by level. Regenerate with `npm run catalogue:plan` after bumping the map version.',
    version: DMG1_MAP_VERSION,
    entries: CASES.map(({ seed, step }) => {
      const r = runCrawl({ seed, step });
      const levels = r.plan.levels.map((l) => l.level);
      return {
        case: `${seed} step ${step}`,
        levels: levels.length,
        sheets: levels.map((l) => sha256Hex(dmg1MapSvg(r, l, 'sheet'))),
        vtt: levels.map((l) => sha256Hex(dmg1MapSvg(r, l, 'vtt', 40))),
      };
    }),
  };
}

/** Why a catalogue may not be written over the stored one, or null when it may. */
export function refusal(stored: PlanCatalogue | null, next: PlanCatalogue): string | null {
  if (!stored || stored.version !== next.version) return null;
  if (JSON.stringify(stored.entries) === JSON.stringify(next.entries)) return null;
  return `the maps' bytes changed but the map version is still ${next.version}: bump PLAN_VIEW_VERSION (or the DMG1 ruleset) and add a CHANGELOG line first`;
}

if (process.argv[1]?.endsWith('plan-catalogue.ts')) {
  const next = planCatalogue();
  const stored = existsSync(PLAN_CATALOGUE)
    ? (JSON.parse(readFileSync(PLAN_CATALOGUE, 'utf8')) as PlanCatalogue)
    : null;
  const why = refusal(stored, next);
  if (why) {
    console.error(`not written: ${why}`);
    process.exit(1);
  }
  writeFileSync(PLAN_CATALOGUE, `${JSON.stringify(next, null, 2)}\n`);
  console.log(`wrote ${PLAN_CATALOGUE}`);
}
