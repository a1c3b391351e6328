/**
 * Advanced Rules II: Alternate Worlds (hthad-2008-rules.txt). A d8 at the start: on a 1 a
 * random alternate world, on an 8 one is chosen. Their special rules, as they touch the late
 * ages: the Hollow Earth has two surface kingdoms (lawful and chaotic) and adventurers of
 * random alignment; the Firetop Range has 1d4 peaks; the others change only the drawing.
 */
import type { Host } from '../monsters/host';
import type { LateState } from '../monsters/state';
import { ALTERNATE_WORLDS, type AlternateWorld } from './options';

// Special rules for alternate worlds: map, special rule (our summary)
export const ALTERNATE_WORLD_RULES = [
  { id: 'firetop-range', title: 'Firetop Range', rule: 'a mountain range of 1d4 peaks' },
  {
    id: 'rift-of-sorrows',
    title: 'Rift of Sorrows',
    rule: 'the rift counts as underground; bridges may span it',
  },
  {
    id: 'scorched-lands',
    title: 'Scorched Lands',
    rule: 'kingdoms on mesas travel by pegasus; the valleys are dark enough for monsters',
  },
  {
    id: 'hollow-earth',
    title: 'Hollow Earth',
    rule: 'two surface kingdoms, lawful and chaotic; adventurers of random alignment',
  },
  {
    id: 'pocket-universe',
    title: 'Pocket Universe',
    rule: 'the surface goes all the way around; no underdark',
  },
] as const satisfies readonly { id: AlternateWorld; title: string; rule: string }[];

/** Policy when the d8 shows 8 ("choose one"): the Hollow Earth, whose two kingdoms make the richest history. */
export const CHOSEN_WORLD: AlternateWorld = 'hollow-earth';

/** Settle which world this is, once, at the start of the late ages. */
export function adoptAlternateWorld(h: Host, s: LateState): void {
  if (s.world !== undefined) return;
  const opt = s.options.alternateWorld;
  let world: AlternateWorld | null = null;
  if (opt === 'roll') {
    const roll = h.d(8, 'alternate world?');
    if (roll === 1)
      world = ALTERNATE_WORLDS[h.d(ALTERNATE_WORLDS.length, 'which alternate world') - 1]!;
    else if (roll === 8) world = CHOSEN_WORLD;
  } else world = opt;
  s.world = world;
  if (!world) return;
  const row = ALTERNATE_WORLD_RULES.find((r) => r.id === world)!;
  let extra = '';
  if (world === 'firetop-range') {
    s.peaks = h.d(4, 'Firetop peaks');
    extra = ` Its mountains have ${s.peaks} peak${s.peaks > 1 ? 's' : ''}.`;
  }
  h.emit('alternate-world', `This is the ${row.title}: ${row.rule}.${extra}`);
}
