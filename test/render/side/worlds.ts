/** Worlds the side-view tests draw: seeds across ages and civilizations. */
import { runHistory, HTHAD2008_VERSION } from '../../../src/hthad/2008/history';
import type { CivChoice } from '../../../src/hthad/2008/civilization';
import type { AgeId } from '../../../src/hthad/world';
import type { SideViewInput } from '../../../src/render/side';

export const RULESET = {
  id: 'hthad2008',
  title: 'How to Host a Dungeon (2008)',
  version: HTHAD2008_VERSION,
};

export interface WorldCase {
  readonly name: string;
  readonly seed: string;
  readonly until: AgeId;
  readonly civ?: readonly CivChoice[];
}

export const CASES: readonly WorldCase[] = [
  { name: 'moria/primordial', seed: 'moria', until: 'primordial' },
  { name: 'moria/civilization', seed: 'moria', until: 'civilization' },
  { name: 'moria/disaster', seed: 'moria', until: 'disaster' },
  { name: 'moria/end', seed: 'moria', until: 'end' },
  { name: 'erebor/dwarves', seed: 'erebor', until: 'disaster', civ: ['dwarves'] },
  { name: 'khazad/dwarves+demons', seed: 'khazad', until: 'disaster', civ: ['dwarves', 'demons'] },
  { name: 'menzo/dark-elves', seed: 'menzo', until: 'disaster', civ: ['dark-elves'] },
  { name: 'abyss/demons', seed: 'abyss', until: 'disaster', civ: ['demons'] },
  {
    name: 'seed-7/elves+dwarves',
    seed: 'seed-7',
    until: 'disaster',
    civ: ['dark-elves', 'dwarves'],
  },
  { name: 'parity', seed: 'parity', until: 'end' },
];

export function inputFor(c: WorldCase): SideViewInput {
  const r = runHistory({
    seed: c.seed,
    until: c.until,
    options: c.civ ? { civilizations: c.civ } : {},
  });
  return { world: r.world, seed: c.seed, ruleset: RULESET, at: r.reached };
}
