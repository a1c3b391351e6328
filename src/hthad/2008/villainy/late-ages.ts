/**
 * The second half of the 1st-edition history as one call: the Age of Monsters, then the Age of
 * Villainy, on the host's world; and a summary of what happened for results and catalogues.
 */
import type { Host } from '../monsters/host';
import { ageOfMonsters } from '../monsters/age';
import {
  loot,
  pop,
  wgroup,
  createLateState,
  type LateState,
  type MonstersEnd,
} from '../monsters/state';
import { lateOptions, type LateOptions } from '../advanced/options';
import { namedTreasureReport } from '../advanced/named-treasures';
import { ageOfVillainy, VILLAIN_VICTORIES, type VillainyEnd } from './age';
import type { VillainKind, VillainOutcome } from './types';

export interface LateGroupSummary {
  readonly id: string;
  readonly kind: string;
  readonly flavour: string;
  readonly title: string;
  readonly alignment: string;
  readonly name: string;
  readonly state: string;
  readonly population: number;
  readonly loot: number;
  readonly enslaved: boolean;
  readonly infiltrated: boolean;
  readonly minion: boolean;
}

export interface LateSummary {
  readonly options: LateOptions;
  readonly world: string | null;
  readonly years: { readonly monsters: number; readonly villainy: number };
  readonly restarts: number;
  readonly monstersEnd: MonstersEnd | null;
  readonly villains: readonly {
    kind: VillainKind;
    group: string;
    name: string;
    lair: string;
    outcome: VillainOutcome | null;
  }[];
  readonly villainyEnd: VillainyEnd | null;
  readonly groups: readonly LateGroupSummary[];
  readonly namedTreasures: readonly {
    token: string;
    name: string;
    place: string | null;
    holder: string | null;
    lost: boolean;
  }[];
}

/** A late-ages state for a run, with options filled in. */
export function createLate(options: Partial<LateOptions> = {}): LateState {
  return createLateState(lateOptions(options));
}

/**
 * Play the Age of Monsters and the Age of Villainy. Stops (Halt) propagate from the host's
 * checkpoints, so stopping early is a prefix of the full run.
 * @example lateAges(ctx, createLate({ namedTreasures: true }))
 */
export function lateAges(h: Host, s: LateState): void {
  ageOfMonsters(h, s);
  ageOfVillainy(h, s);
}

/** How the Age of Villainy ended, read from the villains (null while it has not). */
export function villainyEndOf(s: LateState): VillainyEnd | null {
  if (s.villains.length === 0) return null;
  if (s.villains.some((v) => v.outcome && VILLAIN_VICTORIES.has(v.outcome))) return 'villain-won';
  if (s.villains.every((v) => v.outcome)) return 'villain-defeated';
  return s.years.villainy >= 60 ? 'year-cap' : null;
}

/** A plain-data summary of the late ages so far. */
export function lateSummary(h: Host, s: LateState): LateSummary {
  return {
    options: s.options,
    world: s.world ?? null,
    years: { ...s.years },
    restarts: s.restarts,
    monstersEnd: s.monstersEnd ? { ...s.monstersEnd } : null,
    villains: s.villains.map((v) => ({
      kind: v.kind,
      group: v.group,
      name: v.name,
      lair: v.lair,
      outcome: v.outcome,
    })),
    villainyEnd: villainyEndOf(s),
    groups: s.groups.map((g) => {
      const w = wgroup(h, g.id);
      return {
        id: g.id,
        kind: g.kind,
        flavour: g.flavour,
        title: g.title,
        alignment: g.alignment,
        name: w.name,
        state: w.state,
        population: pop(h, g.id),
        loot: loot(h, g.id),
        enslaved: g.enslaved,
        infiltrated: g.infiltrated,
        minion: g.minion,
      };
    }),
    namedTreasures: namedTreasureReport(h, s),
  };
}
