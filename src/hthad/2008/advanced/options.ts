/**
 * The optional and advanced rules of the late ages, each off by default and named as it is
 * listed in the ruleset's options (hthad-2008-rules.txt: "Advanced Rules I: Water and Magma",
 * "Advanced Rules II: Alternate Worlds", "Named Treasures", "Minor Features", and the optional
 * rules of the Age of Villainy).
 */

/** The alternate worlds of Advanced Rules II. */
export const ALTERNATE_WORLDS = [
  'firetop-range',
  'rift-of-sorrows',
  'scorched-lands',
  'hollow-earth',
  'pocket-universe',
] as const;
export type AlternateWorld = (typeof ALTERNATE_WORLDS)[number];

export interface LateOptions {
  /** Advanced Rules I: floods when tunnelled, magma kills, aquatic and magma monsters. */
  readonly waterMagma: boolean;
  /**
   * Advanced Rules II: roll 1d8 at the start (1: a random alternate world, 8: choose one), or
   * name one. 'roll' rolls; null is the ordinary world.
   */
  readonly alternateWorld: AlternateWorld | 'roll' | null;
  /** Name interesting treasures and track them through history. */
  readonly namedTreasures: boolean;
  /** Minor Features: a wiped-out group leaves a minor feature in its former ZOC. */
  readonly minorFeatures: boolean;
  /** Minor Features second optional rule: cross a used feature off and make up a new one. */
  readonly minorFeatureReplace: boolean;
  /** Age of Villainy: two arch-villains at once. */
  readonly twoVillains: boolean;
  /** Age of Villainy optional rule: new monster groups keep arriving. */
  readonly villainyArrivals: boolean;
}

export const DEFAULT_LATE_OPTIONS: LateOptions = {
  waterMagma: false,
  alternateWorld: null,
  namedTreasures: false,
  minorFeatures: false,
  minorFeatureReplace: false,
  twoVillains: false,
  villainyArrivals: false,
};

/** Options with defaults filled in. */
export function lateOptions(partial: Partial<LateOptions> = {}): LateOptions {
  return { ...DEFAULT_LATE_OPTIONS, ...partial };
}
