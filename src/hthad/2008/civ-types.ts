/**
 * The shape of a running civilization: its state, its tuning (the details a custom civilization
 * may change) and the behaviour every civilization provides.
 */
import { FINGER, HALF_FINGER, THUMB, type Season } from '../world';
import type { Ctx } from './context';
import type { CivId } from './tables';

/** Numbers in each civilization's rules that a custom civilization may change (table result 10). */
export interface CivTuning {
  /** Dwarves: how far a summer tunnel may reach to ore. */
  readonly mineReach: number;
  /** Dwarves: how far the exploratory shaft extends. */
  readonly exploratoryDepth: number;
  /** Dwarves: ○ placed in the treasure room. */
  readonly treasureRoomTreasure: number;
  /** Dark Elves: slaves per noble that start a revolt. */
  readonly revoltRatio: number;
  /** Dark Elves: a city of this population ends the age in chaos. */
  readonly chaosPopulation: number;
  /** Dark Elves: how far from their tunnels a colony site may be. */
  readonly colonyReach: number;
  /** Demons: princes placed in the pit. */
  readonly pitPrinces: number;
  /** Demons: how far the tunnel worm digs in a move. */
  readonly wormStep: number;
}

export const DEFAULT_TUNING: CivTuning = {
  mineReach: HALF_FINGER,
  exploratoryDepth: THUMB,
  treasureRoomTreasure: 2,
  revoltRatio: 2,
  chaosPopulation: 10,
  colonyReach: FINGER,
  pitPrinces: 10,
  wormStep: FINGER,
};

/** Custom-civilization changes: for each base, the details that may change and to what. */
export const CUSTOM_CHANGES = {
  dwarves: [
    { key: 'mineReach', value: FINGER, title: 'they tunnel a whole finger to reach ore' },
    {
      key: 'exploratoryDepth',
      value: FINGER,
      title: 'their exploratory shaft plunges a finger deep',
    },
    { key: 'treasureRoomTreasure', value: 3, title: 'their treasure room holds 3○' },
  ],
  'dark-elves': [
    { key: 'revoltRatio', value: 3, title: 'their slaves revolt only at three to one' },
    { key: 'chaosPopulation', value: 12, title: 'a city falls to chaos only at 12 population' },
    {
      key: 'colonyReach',
      value: FINGER * 2,
      title: 'they found colonies two fingers from their tunnels',
    },
  ],
  demons: [
    { key: 'pitPrinces', value: 8, title: 'only eight princes are banished to the pit' },
    { key: 'pitPrinces', value: 12, title: 'twelve princes are banished to the pit' },
    {
      key: 'wormStep',
      value: HALF_FINGER * 3,
      title: 'their tunnel worm bores a finger and a half at a go',
    },
  ],
} as const satisfies Record<
  CivId,
  readonly { key: keyof CivTuning; value: number; title: string }[]
>;

/** One construction as built, in order. */
export interface Built {
  readonly id: string;
  readonly year: number;
  readonly place: string | null;
  /** The settlement (group) that built it. */
  readonly by: string;
}

/** A civilization in play. */
export interface CivState {
  /** The civilization's main group id (great city, clan, pit). */
  readonly group: string;
  readonly civ: CivId;
  readonly name: string;
  readonly custom: { readonly base: CivId; readonly change: string } | null;
  readonly tuning: CivTuning;
  /** Group ids making up the civilization (a Dark Elf city and its colonies). */
  groups: string[];
  built: Built[];
  /** Places already encountered (primordial effects apply once). */
  readonly seen: Set<string>;
  /** Population lost to death this year (for dwarven tombs). */
  deathsThisYear: number;
  /** Sacrifices found this year (demons). */
  sacrificesThisYear: number;
  ended: string | null;
  /** Main works: the dwarven shaft, the elven great tunnel, the demon pit (place/tunnel ids). */
  works: Record<string, string>;
}

/** What each civilization does; a missing one is a compile error. */
export interface CivBehaviour {
  readonly setup: (ctx: Ctx, civ: CivState) => void;
  readonly seasons: Readonly<Record<Season, (ctx: Ctx, civ: CivState) => void>>;
  /** Population for tallies and conflicts. */
  readonly population: (ctx: Ctx, civ: CivState) => number;
  /** Remove `n` population as casualties; returns how many died. */
  readonly casualties: (ctx: Ctx, civ: CivState, n: number) => number;
  /** Does the civilization fight primordial beasts when it meets them (wandering monster rules)? */
  readonly fightsBeasts: boolean;
  /** Checks the rules make "at any time" (revolts, chaos, the last prince), run after each season. */
  readonly afterSeason: (ctx: Ctx, civ: CivState) => void;
  /** Clear the civilization off the board at its end, leaving what the rules leave. */
  readonly cleanup: (ctx: Ctx, civ: CivState) => void;
}
