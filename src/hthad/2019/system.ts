/**
 * How to Host a Dungeon, 2nd edition (2019) as a history ruleset: what `src/systems.ts`
 * registers. The Primordial Age, the Age of Civilization, the Age of Monsters and the Age of
 * Villainy, and the end.
 */
import type { HistoryRuleset } from '../history/ruleset';
import { HTHAD2019_VERSION, MAX_TURNS, runHistory2019, type Result2019 } from './history';
import { HTHAD2019_OPTIONS } from './options';

export const hthad2019: HistoryRuleset<typeof HTHAD2019_OPTIONS, Result2019> = {
  id: 'hthad2019',
  kind: 'history',
  title: 'How to Host a Dungeon (2019)',
  source: 'How to Host a Dungeon, second edition',
  author: 'Tony Dowler (Magician civilization by Philip LaRose)',
  sourceFile: 'hthad-2019-rules.txt',
  version: HTHAD2019_VERSION,
  ages: [
    // Years of the Primordial Age are its steps: the world and story, the nexus, each stratum, the surface.
    { id: 'primordial', title: 'The Primordial Age', firstYear: 1 },
    // Year 0 is the civilization's setup; each later year is one turn.
    { id: 'civilization', title: 'The Age of Civilization', firstYear: 0 },
    // Each year is one turn; the villainy's year 0 is the villain's rise.
    { id: 'monsters', title: 'The Age of Monsters', firstYear: 1 },
    { id: 'villainy', title: 'The Age of Villainy', firstYear: 0 },
    { id: 'end', title: 'The End', firstYear: null },
  ],
  maxYear: MAX_TURNS,
  options: HTHAD2019_OPTIONS,
  run(seed, o, stop) {
    return runHistory2019(
      seed,
      { civilization: o.civilization, nexus: o.nexus, page: o.page },
      stop,
    );
  },
};
