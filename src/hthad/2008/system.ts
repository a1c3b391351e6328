/**
 * How to Host a Dungeon (2008) as a history ruleset: what `src/systems.ts` registers.
 */
import type { HistoryRuleset } from '../history/ruleset';
import { campaignMap } from './campaign/campaign';
import type { CivChoice } from './civilization';
import { HTHAD2008_VERSION, runHistory, type HistoryResult } from './history';
import { HTHAD2008_OPTIONS } from './options';
import type { LateOptions } from './advanced/options';

export const hthad2008: HistoryRuleset<typeof HTHAD2008_OPTIONS, HistoryResult> = {
  id: 'hthad2008',
  kind: 'history',
  title: 'How to Host a Dungeon (2008)',
  source: 'How to Host a Dungeon',
  author: 'Tony Dowler',
  sourceFile: 'hthad-2008-rules.txt',
  version: HTHAD2008_VERSION,
  ages: [
    { id: 'primordial', title: 'The Primordial Age', firstYear: 1 },
    { id: 'civilization', title: 'The Age of Civilization', firstYear: 0 },
    { id: 'disaster', title: 'The Great Disaster', firstYear: 1 },
    { id: 'monsters', title: 'The Age of Monsters', firstYear: 1 },
    // Year 0 of the Age of Villainy is its setup: the new sheet and the arch-villain's arrival,
    // where the book suggests play begins (the engine checkpoints there, as at the founding).
    { id: 'villainy', title: 'The Age of Villainy', firstYear: 0 },
    { id: 'end', title: 'The End', firstYear: null },
  ],
  maxYear: 120,
  options: HTHAD2008_OPTIONS,
  run(seed, o, stop) {
    const on = new Set<string>(o.rules);
    const late: Partial<LateOptions> = {
      waterMagma: on.has('water-magma'),
      namedTreasures: on.has('named-treasures'),
      minorFeatures: on.has('minor-features'),
      minorFeatureReplace: on.has('minor-feature-replace'),
      twoVillains: on.has('two-villains'),
      villainyArrivals: on.has('villainy-arrivals'),
      alternateWorld: o.world === 'ordinary' ? null : o.world,
    };
    return runHistory({
      seed,
      until: stop.until,
      year: stop.year,
      options: { civilizations: o.civ as readonly CivChoice[], pageSize: o.page, late },
    });
  },
  campaign: (seed, run) => campaignMap(seed, run.world),
};
