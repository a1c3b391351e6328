/**
 * The MonsterWorld port: the few things the monster deck asks of a dungeon. The 2019 world
 * (issue 15) implements it; tests use an in-memory double. Every method is deterministic: any
 * choice the port makes (where a lair is drawn, which corridor a group digs) is the world's own,
 * seeded business, and the deck never asks for geometry.
 */
import type { Beads, Construction, Mark, Resource, Tag, Rank } from './types';
import type { CardId } from './cards';

/** A monster group on the map. */
export type GroupId = string;
/** A stratum's number; 0 is the surface. */
export type StratumId = number;

/** Where a spawning group's lair goes (the card's spawn rule, read by deck.ts). */
export type SpawnPlace =
  | { readonly kind: 'stratum'; readonly stratum: StratumId }
  | { readonly kind: 'water' } // nearest water, or a water-filled cave the world digs
  | { readonly kind: 'tomb'; readonly stratum: StratumId } // a tomb near the stratum's spot
  | { readonly kind: 'surface-above'; readonly resources: readonly Resource[] };

/** Where a relocating group goes. */
export interface RelocateAim {
  /** Toward a resource, toward a group, or simply elsewhere ('better' territory). */
  readonly toward?:
    | { readonly kind: 'resource'; readonly resources: readonly Resource[] }
    | { readonly kind: 'group'; readonly group: GroupId }
    | { readonly kind: 'tomb' }
    | { readonly kind: 'cleared' } // an area recently cleared of monsters
    | { readonly kind: 'elsewhere' };
  /** Away from these groups (rout, escape). */
  readonly awayFrom?: readonly GroupId[];
  /** Stay in water (the Giant Pike). */
  readonly inWater?: boolean;
}

export interface MonsterWorld {
  // ---- who is there
  /** Present groups, in a stable order. */
  groups(): readonly GroupId[];
  /** The card a group was spawned from. */
  card(group: GroupId): CardId;
  /** The group's tags now (card tags plus any given: the Demigod's, the Empire's, the Temple's). */
  tags(group: GroupId): readonly Tag[];
  addTags(group: GroupId, tags: readonly Tag[]): void;
  rank(group: GroupId): Rank;
  beads(group: GroupId): Beads;
  /** Add beads to the group's lair (negative removes). Never below zero. */
  addBeads(group: GroupId, delta: Partial<Beads>): void;

  // ---- territory
  /** Groups whose territory touches this group's (who it may act on). */
  neighbours(group: GroupId): readonly GroupId[];
  /** Make two groups stop being neighbours (after a rout). */
  separate(a: GroupId, b: GroupId): void;
  /** The group's territory includes a fortification (▣). */
  fortified(group: GroupId): boolean;
  /** The group lives in constructions a Demonic civilization left (+1 against Demonic Hordes). */
  onDemonicRuins(group: GroupId): boolean;
  /** The Crossroads nexus: +1 to trade, recruit or ally with a group that found it first. */
  crossroadsBonus?(group: GroupId, other: GroupId): number;
  /** An id for the nearest site of the resource in reach, or undefined if none. */
  site(group: GroupId, resource: Resource): string | undefined;
  /** Mine out one bead-sized area of the resource in reach; false if there is none. */
  deplete(group: GroupId, resource: Resource): boolean;
  /** The stratum holding most of the group's beads. */
  stratumOf(group: GroupId): StratumId;
  /** Every stratum the group's territory reaches. */
  strataOf(group: GroupId): readonly StratumId[];

  // ---- strata
  /** Every stratum, the surface (0) first. */
  strata(): readonly StratumId[];
  /** The stratum holds an underground biome (the Farmers' and the Dinosaur's spawn). */
  biomeIn(stratum: StratumId): boolean;
  /** A tomb lies near the stratum's spawn spot (the Vampire's and the Skeletons' spawn). */
  tombNear(stratum: StratumId): boolean;
  /** Any of these resources exists anywhere on the map (the Miners' spawn). */
  anywhere(resources: readonly Resource[]): boolean;
  corrupted(stratum: StratumId): boolean;
  corrupt(stratum: StratumId): void;

  // ---- drawing and moving
  /**
   * Draw a new group's lair with its beads. `occupant` is the group whose lair the spot falls
   * in, if any (an invasion follows).
   */
  spawn(
    card: CardId,
    place: SpawnPlace,
    beads: Beads,
  ): { readonly group: GroupId; readonly occupant?: GroupId };
  /** Move the group's lair and treasure; false if nowhere fits. */
  relocate(group: GroupId, aim: RelocateAim): boolean;
  explore(group: GroupId): void;
  scout(group: GroupId): void;
  /** Draw a construction in the group's territory (with its mark, if any). */
  build(group: GroupId, construction: Construction): void;
  /** Put a mark in the group's territory (a tomb at a vampire's lair, fungus where a group died). */
  mark(group: GroupId, mark: Mark): void;
  /** Names of the constructions the group has built. */
  built(group: GroupId): readonly string[];
  /** Leave n ○ lying at the group's lair (they stay on the map, unowned). */
  dropLoot(group: GroupId, n: number): void;
  /** Collect ○ lying in the group's territory; returns how many. */
  pickUpLoot(group: GroupId): number;
  /** Split off a new group of the same card with `pop` ● (the Ooze). */
  split(group: GroupId, pop: number): GroupId;
  /** Take the group off the map; its ○ stay lying when `leaveLoot`, else go with it. */
  remove(group: GroupId, leaveLoot: boolean): void;
}
