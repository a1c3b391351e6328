/**
 * The history kind of rule system: a ruleset that plays a dungeon's history age by age on the
 * shared side-view world (src/hthad/world) and records every rule as an event. Both editions of
 * How to Host a Dungeon are one of these; `/v1/dungeon` and its maps, chronicle and campaign
 * map are generated from whatever `src/systems.ts` registers.
 */
import type { OptionSpec, OptionValues, SystemBase, SystemStage } from '../../core/system';
import type { AgeId, World } from '../world';
import type { HistoryEvent } from '../world/events';

/** An age a replay can stop at, and how its years are numbered. */
export interface HistoryAge extends SystemStage {
  readonly id: AgeId;
  /**
   * The first year `year` may name in this age (0 where the book counts a founding year 0,
   * else 1), or null when the age has no years to stop in.
   */
  readonly firstYear: number | null;
}

/** Where a replay stops: the end of an age, or the end of a year within it. */
export interface HistoryStop {
  readonly until: AgeId;
  readonly year: number | null;
}

/** What every history replay answers; an edition adds its own fields after these. */
export interface HistoryRun {
  readonly ruleset: string;
  readonly version: string;
  readonly seed: string;
  readonly until: AgeId;
  readonly year: number | null;
  /** Where the replay stopped. */
  readonly reached: { readonly age: AgeId; readonly year: number };
  readonly world: World;
  readonly events: readonly HistoryEvent[];
}

/**
 * The campaign surface map as a ruleset produces it ("Make a Surface Map"): entrances on d8
 * rows at their distance across, towns, landmarks and race settlements. Drawing it is the
 * renderer's job (src/render/campaign).
 */
export interface CampaignData {
  readonly seed: string;
  readonly rows: number;
  readonly entrances: readonly { place: string; x: number; row: number; kind: string }[];
  readonly towns: readonly {
    farm: string;
    name: string;
    x: number;
    row: number;
    near: string | null;
  }[];
  readonly landmarks: readonly {
    place: string;
    role: string;
    name: string;
    x: number;
    row: number;
  }[];
  readonly races: readonly { race: string; why: string; x: number; row: number }[];
}

export interface HistoryRuleset<
  S extends readonly OptionSpec[] = readonly OptionSpec[],
  R extends HistoryRun = HistoryRun,
> extends SystemBase<S> {
  readonly kind: 'history';
  /** The ages in play order; the last is the default stopping point. */
  readonly ages: readonly HistoryAge[];
  /** The highest `year` a request may name in any age. */
  readonly maxYear: number;
  /**
   * Replay from the seed to the stop. Pure and synchronous; stopping early is a prefix of the
   * full run.
   */
  run(seed: string, options: OptionValues<S>, stop: HistoryStop): R;
  /** The campaign surface map of a replayed world, for editions whose book has one. */
  readonly campaign?: (seed: string, run: R) => CampaignData;
}
