/**
 * The side-view world both How to Host a Dungeon editions share: a page of strata holding
 * places, tunnels, features, tokens and groups, each stamped with the layer that drew it.
 * Everything here is plain JSON-able data; the engine mutates it only through world.ts and
 * tokens.ts so that each change is tied to an event.
 */
import type { Point, Shape } from './geometry';

/** The ages of a history, in play order (both editions use these ids). */
export const AGES = [
  'primordial',
  'civilization',
  'disaster',
  'monsters',
  'villainy',
  'end',
] as const;
export type AgeId = (typeof AGES)[number];

export const SEASONS = ['spring', 'summer', 'fall', 'winter'] as const;
export type Season = (typeof SEASONS)[number];

/** When and on which tracing sheet a thing was drawn. */
export interface LayerStamp {
  /** Index into {@link World.layers}. */
  readonly layer: number;
  readonly age: AgeId;
  readonly year: number;
}

/** What a drawn thing is like now. */
export type DrawnState = 'natural' | 'occupied' | 'abandoned' | 'ruined' | 'flooded' | 'collapsed';

/** One tracing sheet: the surface line is re-drawn on each. */
export interface Layer {
  readonly index: number;
  readonly age: AgeId;
  readonly title: string;
}

/* The ground of a world that is not flat, as data; terrain.ts holds the helpers that read it. */

/** The worlds that shape the ground. */
export type TerrainKind = 'firetop-range' | 'rift-of-sorrows' | 'scorched-lands';

/** A stretch of the ground: a mountain peak, the rift, a mesa, a valley between mesas. */
export type TerrainSpanKind = 'peak' | 'rift' | 'mesa' | 'valley';

export interface TerrainSpan {
  readonly kind: TerrainSpanKind;
  /** Left and right ends along the page (beads). */
  readonly x0: number;
  readonly x1: number;
  /** The summit of a peak, the top of a mesa, the floor of a rift or valley. */
  readonly y: number;
  readonly name: string | null;
  /** For a rift or valley: the cave place standing for its open air. */
  readonly place: string | null;
}

export interface Terrain {
  readonly kind: TerrainKind;
  /** The ground as it stands, left edge to right edge, x strictly increasing. */
  readonly ground: readonly Point[];
  readonly spans: readonly TerrainSpan[];
}

/** The page: size in beads, the surface line, the row numbers 1–6 down each narrow side. */
export interface Page {
  readonly size: string;
  readonly width: number;
  readonly height: number;
  /** The depth of the surface line used by every rule. */
  readonly surfaceY: number;
  /** The rough surface line as drawn (cosmetic; rules use surfaceY). */
  readonly surface: readonly Point[];
  /** y of rows 1..6 (index 0 is row 1), evenly spaced through the underground. */
  readonly rows: readonly number[];
  /** The ground of a world that is not flat (peaks, a rift, mesas); absent on a flat page. */
  readonly terrain?: Terrain;
  /** The numbered strata of an edition that draws them (hthad2019); absent otherwise. */
  readonly strata?: readonly Stratum[];
}

/**
 * One stratum of the underworld (hthad2019): a region between a top and a bottom line that
 * share their x samples, numbered on the map.
 */
export interface Stratum {
  readonly n: number;
  /** Its top line, left to right (the surface line for a stratum that touches the surface). */
  readonly top: readonly Point[];
  /** Its bottom line, at the same x as `top`. */
  readonly bottom: readonly Point[];
  /** Does its top run along the surface? */
  readonly touchesSurface: boolean;
  /** What the Primordial Age put here, for labels: 'ore', 'nexus: Void', … */
  feature: string | null;
}

/** Broad kinds of place; `role` says what it is for. */
export type PlaceKind = 'cave' | 'room' | 'junction' | 'entrance' | 'edge' | 'surface-site';

/** What a place is for, in the rulebooks' words. Add roles; do not rename them. */
export type PlaceRole =
  // natural
  | 'natural-cave'
  | 'wyrm-cave'
  | 'beast-cave'
  | 'lava-chamber'
  | 'crater'
  | 'volcanic-cone'
  | 'lake'
  | 'sinkhole'
  // the open air of a sunken span (Advanced Rules II: it counts as underground)
  | 'rift'
  | 'valley'
  // tunnel plumbing
  | 'junction'
  | 'tunnel-end'
  | 'entrance'
  | 'page-edge'
  // dwarves
  | 'mine'
  | 'barracks'
  | 'storeroom'
  | 'workshops'
  | 'great-hall'
  | 'hall-of-records'
  | 'dwarven-city'
  | 'treasure-room'
  | 'tomb'
  // dark elves
  | 'noble-palace'
  | 'slave-pit'
  | 'torture-pit'
  | 'great-temple'
  | 'dark-shrine'
  | 'breeding-pit'
  | 'arena'
  | 'reanimation-tanks'
  // demons
  | 'demon-pit'
  | 'worm-lair'
  | 'demon-palace'
  | 'charnel-shrine'
  | 'bile-pit'
  | 'infernal-engine'
  | 'gateway-stone'
  | 'soul-mill'
  // later ages
  | 'castle'
  | 'farm'
  | 'city'
  | 'wizard-tower'
  | 'dungeon-room'
  | 'lair'
  | 'battlefield'
  // the Age of Monsters and the Age of Villainy (hthad2008 late ages)
  | 'special-construction'
  | 'castle-dungeon'
  | 'city-dungeon'
  | 'tower-dungeon'
  | 'magma-pool'
  | 'planar-warp'
  | 'engineered-room'
  | 'shrine-of-law'
  | 'evil-shrine'
  | 'crypt'
  | 'oubliette'
  | 'dimensional-gate'
  | 'minor-feature'
  | 'villain-lair'
  | 'villain-works'
  // hthad2019: the primordial nexus and the five civilizations' works
  | 'nexus'
  | 'biome-cave'
  | 'landing-site'
  | 'alien-facility'
  | 'dormitory'
  | 'vault'
  | 'dwarven-construction'
  | 'sanctum'
  | 'pit'
  | 'elf-colony'
  | 'elf-construction'
  | 'demon-gate'
  | 'demonic-construction'
  | 'summoning-stone'
  | 'magician-tower'
  | 'magician-construction';

/** Why a place cannot be reached from the surface or a page edge, when that is intended. */
export type SealReason = 'secret' | 'undiscovered' | 'demonic';

export interface Place {
  readonly id: string;
  readonly kind: PlaceKind;
  role: PlaceRole;
  name: string | null;
  shape: Shape;
  /** The group that built or holds it, if any. */
  owner: string | null;
  readonly made: LayerStamp;
  state: DrawnState;
  /** Marks drawn in the place: 'tomb' (an X), 'mined', 'plague', 'fate', 'water', 'magma'… */
  marks: string[];
  /** Set when the place is deliberately cut off from the surface. */
  sealed: SealReason | null;
}

/** Drawing styles for tunnels (each has its own routing cost in the raster). */
export type TunnelStyle = 'dwarven' | 'elven' | 'demonic' | 'natural' | 'surface';

/** A place a tunnel passes, at arc length `s` from its start. */
export interface TunnelStop {
  readonly s: number;
  readonly place: string;
}

export interface Tunnel {
  readonly id: string;
  readonly style: TunnelStyle;
  /** 'tunnel', 'shaft', 'exploratory', 'worm', 'fissure', 'volcanic-shaft', 'river-cut'. */
  readonly role: string;
  readonly path: readonly Point[];
  readonly length: number;
  /** Places along the tunnel, ordered by s; the first and last are its ends. */
  stops: TunnelStop[];
  owner: string | null;
  readonly made: LayerStamp;
  state: DrawnState;
}

/** Natural features with geometry. Ore features carry a capacity of mines. */
export type FeatureKind =
  | 'mithral'
  | 'gold-vein'
  | 'gems'
  | 'river'
  | 'lake'
  | 'sinkhole'
  | 'waterfall'
  | 'water'
  | 'magma'
  | 'plague'
  | 'fate'
  | 'volcano'
  | 'meteorite'
  | 'bridge'
  // hthad2019: ore of any kind, an underground biome, ley lines, a fault
  | 'ore'
  | 'biome'
  | 'ley-line'
  | 'fault';

export interface Feature {
  readonly id: string;
  readonly kind: FeatureKind;
  name: string | null;
  shape: Shape;
  /** The place it lies in (plague, Fate, water, magma and gems sit in caves). */
  place: string | null;
  /** Plague strength, or for ore how many mines it can yield in all. */
  amount: number;
  /** For ore: mines dug so far. */
  mined: number;
  readonly made: LayerStamp;
  state: 'active' | 'spent';
}

/** The four bead kinds. */
export type TokenKind = 'population' | 'treasure' | 'bonus' | 'epic';
export const TOKEN_GLYPH: Readonly<Record<TokenKind, string>> = {
  population: '●',
  treasure: '○',
  bonus: '★',
  epic: '❖',
};

/** What a bead means where it lies. */
export type TokenRole =
  | 'beast'
  | 'wyrm'
  | 'gems'
  | 'hoard'
  | 'dwarf'
  | 'dwarven-loot'
  | 'dwarven-treasure'
  | 'noble'
  | 'slave'
  | 'demon-prince'
  | 'bound-demon'
  | 'demon'
  | 'artifact'
  | 'freed-slave'
  | 'slave-beast'
  | 'abandoned-goods'
  | 'tunnel-worm'
  | 'loot'
  | 'monster'
  | 'knight'
  // the late ages
  | 'adventurer'
  | 'undead'
  | 'statue'
  | 'villain'
  | 'army'
  | 'control'
  | 'prisoner'
  | 'legion'
  | 'trap'
  // hthad2019
  | 'colonist'
  | 'supplies'
  | 'magician'
  | 'jinn'
  | 'tunneller';

export interface Token {
  readonly id: string;
  readonly kind: TokenKind;
  role: TokenRole;
  /** Group id, or null for loose loot and unaffiliated beasts. */
  owner: string | null;
  place: string;
  readonly made: LayerStamp;
  /** A named treasure's name (the Named Treasures rule, the artifact); absent otherwise. */
  name?: string;
}

/** How a token total changed, recorded on every event that touches tokens. */
export interface TokenDelta {
  readonly token: string;
  readonly op: 'create' | 'move' | 'destroy' | 'convert';
  readonly kind: TokenKind;
  readonly role: TokenRole;
  readonly owner: string | null;
  readonly from: string | null;
  readonly to: string | null;
}

export type Alignment = 'lawful' | 'neutral' | 'chaotic';

/** Kinds of group across the ages. */
export type GroupKind =
  | 'civilization'
  | 'colony'
  | 'primordial-beasts'
  | 'wyrm'
  | 'wandering'
  | 'freed-slaves'
  | 'bound-demon'
  | 'delvers'
  | 'breeders'
  | 'alpha-predator'
  | 'surface-kingdom'
  | 'adventurers'
  | 'villain'
  | 'temple';

export interface Group {
  readonly id: string;
  readonly kind: GroupKind;
  /** Culture for names and behaviour: 'dwarves', 'dark-elves', 'demons', 'beasts', … */
  readonly culture: string;
  name: string;
  alignment: Alignment | null;
  /** The group this one belongs to (a Dark Elf colony's great city's civilization). */
  parent: string | null;
  /** Its seat: great city, pit, castle, lair. */
  home: string | null;
  /** Places in its zone of control (Age of Monsters). */
  zoc: string[];
  state: 'active' | 'ended' | 'abandoned';
  readonly made: LayerStamp;
  ended: LayerStamp | null;
  /** How it ended, as a rule id, when it has. */
  end: string | null;
  /** Standing rules for later ages: 'wandering-monster', 'alpha-predator', 'bound'… */
  traits: string[];
}

export interface World {
  page: Page;
  layers: Layer[];
  places: Place[];
  tunnels: Tunnel[];
  features: Feature[];
  tokens: Token[];
  groups: Group[];
  /** Id counters, so ids are stable and never reused. */
  next: { place: number; tunnel: number; feature: number; token: number; group: number };
  /** Bumped on every structural change; caches (graph, raster) key on it. */
  revision: number;
}
