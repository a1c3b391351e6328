/**
 * The 2019 engine's working state for one run: the shared history machinery over the 2019 rule
 * ids and age order, plus what this edition keeps between ages — the strata, the resources the
 * Primordial Age laid down, the nexus and its standing effects, the creation story.
 */
import type { Rng } from '../../core/rng';
import type { Point } from '../world/geometry';
import type { AgeId, HistoryEvent, PageSizeName, Stratum, World } from '../world';
import { HistoryContext, type StopAt } from '../history';
import type { NexusId } from './tables';

export { Halt, type StopAt } from '../history';

/** Every rule the 2019 engine applies, as recorded on events. */
export type Rule2019 =
  | 'primordial-world'
  | 'creation-story'
  | 'strata'
  | 'nexus'
  | 'feature'
  | 'ore'
  | 'gems'
  | 'caves'
  | 'primordial-monsters'
  | 'water'
  | 'magma'
  | 'biome'
  | 'ecosystem'
  | 'bare-rock'
  | 'surface-features'
  | 'civilization-choice'
  | 'setup'
  | 'build'
  | 'expand'
  | 'exploit'
  | 'explore'
  | 'harvest'
  | 'monster-encounter'
  | 'nexus-effect'
  | 'catastrophe'
  | 'repair'
  | 'supply-drop'
  | 'nothing-to-build'
  | 'facility-action'
  | 'colonize'
  | 'export'
  | 'colony'
  | 'fight'
  | 'assembly'
  | 'tunneller'
  | 'summon'
  | 'vault'
  | 'civilization-end'
  | 'turn-cap'
  // the Age of Monsters and the Age of Villainy (monsters.ts)
  | 'monster-spawn'
  | 'monster-action'
  | 'monster-death'
  | 'monster-leave'
  | 'loot-pickup'
  | 'truce'
  | 'corrupt'
  | 'villainy'
  | 'turn-end'
  | 'game-end';

export type Event2019 = HistoryEvent<Rule2019>;

/** The 2019 ages in play order (no Great Disaster; monsters and villainy come with issue 16). */
export const AGE_ORDER_2019: readonly AgeId[] = [
  'primordial',
  'civilization',
  'monsters',
  'villainy',
  'end',
];

/** What a resource is, as the civilizations' actions name them. */
export type ResourceKind =
  'ore' | 'gems' | 'water' | 'magma' | 'biome' | 'surface-biome' | 'monsters' | 'nexus';

/** A resource the Primordial Age laid down, where civilizations can reach and use it. */
export interface Resource {
  readonly id: string;
  readonly kind: ResourceKind;
  /** The cave or site that holds it (null for a vein or deposits in bare rock). */
  readonly place: string | null;
  /** Where it can be reached and mined (a vein's points along it, each deposit's centre). */
  readonly points: readonly Point[];
  readonly stratum: number;
  /** The feature that draws it (ore vein, lake…), if any. */
  readonly feature: string | null;
  /** Bead-sized lots left to mine out (Exploit); Harvest takes none. */
  left: number;
  /** Its flavour (an ore kind, an ecosystem…), for names and labels. */
  readonly flavour: string;
  /** Marked 'alien' for the Agricomplex's biome, which the Landing Site may not exploit. */
  readonly alien?: boolean;
}

/** The nexus as the Primordial Age left it, with the standing effects later ages act on. */
export interface NexusState {
  readonly id: NexusId;
  readonly title: string;
  readonly stratum: number;
  readonly place: string;
  /** The roll's own detail: a substance, a mana, a made-up marvel. */
  readonly detail: string | null;
  /** Standing effects, as data (e.g. 'plague:3', 'fate', 'gateway', 'ley-lines:+1★ magical'). */
  readonly effects: string[];
  /** Spent effects (plague gone, the dungeonheart's guardians gone). */
  spent: string[];
}

export interface Primordial {
  readonly world: number;
  readonly creation: readonly string[];
  readonly surface: string;
  nexus: NexusState | null;
}

export class Ctx extends HistoryContext<Rule2019> {
  strata: Stratum[] = [];
  resources: Resource[] = [];
  primordial: Primordial = { world: 0, creation: [], surface: '', nexus: null };
  private nextResource = 1;

  constructor(rng: Rng, names: Rng, flavour: Rng, size: PageSizeName | World, stop: StopAt | null) {
    super(rng, names, flavour, size, stop, AGE_ORDER_2019);
  }

  /** Record a resource (ids r1, r2…). */
  addResource(r: Omit<Resource, 'id'>): Resource {
    const res: Resource = { id: `r${this.nextResource++}`, ...r };
    this.resources.push(res);
    return res;
  }
}
