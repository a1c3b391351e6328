/**
 * The vocabulary of the 2019 monster deck (hthad-2019-rules.txt, "Age of Monsters" and the cards
 * after "A Further Treatise on Monsters"): tags, ranks, beads, resources, the lifecycle's
 * clauses, constructions and special rules. Plain data; behaviour lives in conditions.ts,
 * targets.ts and actions.ts as Records keyed by these ids.
 */

/** Every tag a card or the Demigod's table names. */
export const TAGS = [
  'lawful',
  'chaotic',
  'neutral',
  'good',
  'evil',
  'humanoid',
  'miner',
  'magical',
  'swarm',
  'ravenous',
  'alien',
  'builder',
  'draconic',
  'mindless',
  'insect',
  'farmer',
  'decomposer',
  'animal',
  'worm',
  'aquatic',
  'wandering',
  'trader',
  'fish',
  'surface',
  'order',
  'canine',
  'lizard',
  'hoarder',
  'ooze',
  'undead',
  'fungus',
  'giant',
  'divine',
  'aberration',
  'demonic',
  'prehistoric',
  'bird',
  'city',
  'adventurers',
] as const;
export type Tag = (typeof TAGS)[number];

/** The crown (alpha predator) or the skull (denizen) icon. */
export type Rank = 'alpha' | 'denizen';

/** A group's tokens: population ●, loot ○, stars ★. */
export interface Beads {
  readonly pop: number;
  readonly loot: number;
  readonly stars: number;
}

/** What a monster may harvest or exploit, or look for nearby. */
export type Resource =
  | 'ore'
  | 'gems'
  | 'stone'
  | 'water'
  | 'magma'
  | 'nexus'
  | 'biome'
  | 'surface-biome'
  | 'underground-biome'
  | 'fungal-biome'
  | 'tomb';

/** The seventeen actions of the Actions table, in its order. */
export const ACTIONS = [
  'ally',
  'breed',
  'bribe',
  'build',
  'exploit',
  'explore',
  'extort',
  'fight',
  'harvest',
  'hunt',
  'prepare',
  'recruit',
  'relocate',
  'rout',
  'scout',
  'steal',
  'trade',
] as const;
export type ActionId = (typeof ACTIONS)[number];

/** Moves a card or a villainy names that are not among the seventeen. */
export type SpecialId =
  | 'gain' // a card adds beads to itself (Syndicate's racket, Fiend's ★, Troglodytes' ●)
  | 'split' // the Ooze divides
  | 'drain-star' // the Hag takes a ★ from a neighbour
  | 'exterminate' // The Horde
  | 'annex' // The Empire
  | 'build-empire'; // The Empire's build list

/**
 * Who an action may be aimed at. Every field narrows: `tags` is any-of, `notTags` none-of,
 * `rank` the icon, `relation` a named test of the pair (targets.ts).
 */
export interface Target {
  readonly tags?: readonly Tag[];
  readonly allTags?: readonly Tag[];
  readonly notTags?: readonly Tag[];
  readonly rank?: Rank;
  readonly relation?: RelationId;
}

/** Named tests of a (self, other) pair; behaviour in targets.ts. */
export type RelationId =
  | 'richer' // more ○ than us
  | 'stronger' // more ● than us
  | 'weaker' // fewer ● than us (we outnumber them)
  | 'weakest' // the neighbour with fewest ●
  | 'most-powerful' // the neighbour with most ●
  | 'has-loot'
  | 'has-star'
  | 'has-blood' // not undead, ooze or fungus
  | 'shares-tag'
  | 'shares-other-tag' // shares a tag besides the rank
  | 'shares-rolled-tag' // the Demigod's rolled tags
  | 'attacked-us' // fought, hunted, extorted, routed or stole from us, ever
  | 'attacked-us-last-turn'
  | 'stole-from-us'
  | 'traded-with'
  | 'not-traded-with'
  | 'never-attacked-us'
  | 'not-hunted-this-turn'
  | 'not-extorted-this-turn'
  | 'allied';

/** One step of a clause: an action with its target, resources, construction or bonus. */
export interface Step {
  readonly action: ActionId | SpecialId;
  readonly target?: Target;
  /** For exploit, harvest and relocate-near: the resources named. */
  readonly resources?: readonly Resource[];
  /** For build: the construction's name on this card. */
  readonly build?: string;
  /** A flat bonus to this action's roll (Nomads' trade +1). */
  readonly bonus?: number;
  /** For gain: the beads added. */
  readonly gain?: Partial<Beads>;
  /** For relocate: what the group moves towards or away from. */
  readonly toward?: 'resource' | 'prey' | 'untraded' | 'cleared' | 'tomb' | 'better';
  readonly awayFrom?: Target;
  /** For relocate: leave ○ behind (the Worm). */
  readonly leaveLoot?: boolean;
  /** The step is open only when this holds (the Morlons harvest once their refinery stands). */
  readonly only?: Condition;
}

/** A named condition of an IF clause; behaviour in conditions.ts. */
export type Condition =
  | { readonly kind: 'pop-at-least'; readonly n: number }
  | { readonly kind: 'pop-below'; readonly n: number }
  | { readonly kind: 'pop-exactly'; readonly n: number }
  | { readonly kind: 'loot-at-least'; readonly n: number }
  | { readonly kind: 'no-loot' }
  | { readonly kind: 'loot-above-pop' }
  | { readonly kind: 'no-stars' }
  | { readonly kind: 'has-stars' }
  | { readonly kind: 'always-failed' }
  | { readonly kind: 'always-succeeded' }
  | { readonly kind: 'near'; readonly resources: readonly Resource[] }
  | { readonly kind: 'not-near'; readonly resources: readonly Resource[] }
  | { readonly kind: 'built'; readonly construction: string }
  | { readonly kind: 'built-nothing' }
  | { readonly kind: 'can-build' }
  | { readonly kind: 'neighbour'; readonly target: Target }
  | { readonly kind: 'no-neighbour'; readonly target: Target }
  | { readonly kind: 'memory'; readonly fact: MemoryFact }
  | { readonly kind: 'not-memory'; readonly fact: MemoryFact }
  | { readonly kind: 'all'; readonly of: readonly Condition[] };

/** What a group remembers of this turn and the last (see ledger.ts). */
export type MemoryFact =
  | 'wiped-out-a-group' // ever
  | 'wiped-out-boned-last-turn'
  | 'won-fight-this-turn'
  | 'lost-fight-this-turn'
  | 'fought-last-turn'
  | 'lost-pop-last-turn'
  | 'idle-last-turn'
  | 'in-danger'
  | 'bred-this-turn';

/** A lifecycle: ALWAYS steps, IF clauses, and boxed options of which one is taken. */
export interface Lifecycle {
  readonly always: readonly Step[];
  readonly ifs: readonly IfClause[];
  readonly options: readonly Step[];
}

export interface IfClause {
  readonly when: Condition;
  readonly then: readonly Step[];
  /** "and take no additional moves" (the Dragon). */
  readonly stop?: boolean;
}

/**
 * A construction: what it costs (req) and what it gives (gain). `needs` names earlier
 * constructions or a resource the group must have access to.
 */
export interface Construction {
  readonly name: string;
  readonly req?: Partial<Beads>;
  readonly needs?: readonly string[];
  readonly gain?: Partial<Beads>;
  /** A mark drawn on the map (☒ tomb, ▣ fortification) or a glyph our copy keeps unread. */
  readonly mark?: Mark;
  /** A standing bonus to an action's roll. */
  readonly bonus?: {
    readonly action: ActionId;
    readonly amount: number;
    /** The bonus counts when the group is the target, not the actor. */
    readonly defending?: true;
  };
  /** Building it triggers the Age of Villainy. */
  readonly villainy?: true;
  /** Anything else it does, as a named effect (actions.ts handles each). */
  readonly effect?: ConstructionEffect;
}

export type Mark = 'tomb' | 'fortification' | 'biome' | 'fungal-biome' | '♀' | '☀' | '♂';

export type ConstructionEffect =
  | 'free-explore' // the Miners' Minehead
  | 'exploit-stone' // the Miners' Quarry
  | 'immune-to-hunt' // Saltbury's walls
  | 'counts-as-fungal-biome' // the Otyughs' cesspool
  | 'spawn-city-monster' // the Farmers' City
  | 'any-tag'; // the Empire's Ghetto

/** How and where a card spawns when it is not a random stratum. */
export type SpawnRule =
  | { readonly kind: 'random' }
  | { readonly kind: 'surface' }
  | { readonly kind: 'not-surface' }
  | { readonly kind: 'water' } // the Giant Pike
  | { readonly kind: 'surface-or-underground-biome' } // the Dinosaur
  | { readonly kind: 'biome-stratum-else-surface' } // the Farmers
  | { readonly kind: 'surface-above-ore-or-gems' } // the Miners
  | { readonly kind: 'tomb-near-else-mark' } // the Vampire
  | { readonly kind: 'tomb-near' } // the Skeletons
  | { readonly kind: 'host' }; // The Temple joins a group

/** Rules at the bottom of a card, each a named hook (actions.ts and lifecycle.ts read them). */
export type SpecialRule =
  | { readonly kind: 'win-conflict-gain'; readonly gain: Partial<Beads>; readonly against?: Target }
  | { readonly kind: 'exploit-gives-star' } // the Wizard
  | {
      readonly kind: 'roll-bonus';
      readonly action: ActionId;
      readonly amount: number;
      readonly against?: Target;
      readonly defending?: true;
    }
  | { readonly kind: 'leaves-when-loot'; readonly below: number; readonly above: number } // Nomads
  | { readonly kind: 'leaves-at-pop'; readonly pop: number } // Adventurers
  | { readonly kind: 'stays-in-water' } // Giant Pike
  | { readonly kind: 'knights-monument' }
  | { readonly kind: 'wolf-variants' }
  | { readonly kind: 'dragon-maturity' }
  | { readonly kind: 'ooze-no-loot' }
  | { readonly kind: 'ooze-routed-to-one' }
  | { readonly kind: 'destroyed-when-routed' } // the Vampire
  | { readonly kind: 'idle-when-first' } // Skeletons
  | { readonly kind: 'wipe-out-leaves-fungus' } // Fungaliths
  | {
      readonly kind: 'build-needs-neighbour';
      readonly construction: string;
      readonly target: Target;
    }
  | { readonly kind: 'rolled-tags'; readonly table: readonly Tag[]; readonly rolls: number } // Demigod
  | { readonly kind: 'hybrid' } // Monstrosity
  | { readonly kind: 'never-relocates' } // The Temple's host
  | { readonly kind: 'wins-invasions' }
  | { readonly kind: 'demonic-ruins-bonus' } // Demonic Horde's foes
  | { readonly kind: 'harvest-once-each' } // Blue Wizard
  | { readonly kind: 'needs-undead' } // Starhelm
  | { readonly kind: 'medusa-gaze' }
  | { readonly kind: 'fights-alphas-at'; readonly pop: number; readonly penalty: number } // Stirges
  | { readonly kind: 'build-min-pop'; readonly pop: number } // Saltbury
  | { readonly kind: 'star-leaves-for-adventurers' }; // the Mob

/** One monster card. */
export interface Card {
  readonly id: string;
  readonly name: string;
  readonly tags: readonly Tag[];
  readonly rank: Rank;
  readonly beads: Beads;
  readonly unique: boolean;
  readonly spawn: SpawnRule;
  readonly lifecycle: Lifecycle;
  readonly constructions: readonly Construction[];
  readonly rules: readonly SpecialRule[];
}

/** A card or a villainy: something with constructions and maybe rules. */
export interface BuildSource {
  readonly constructions: readonly Construction[];
  readonly rules?: readonly SpecialRule[];
}
