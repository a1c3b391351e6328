/**
 * The played-game kind of rule system: a party taking turns through a dungeon that a crawl
 * system builds as doors open (Dungeon Plungin's solo play). A replay runs rounds, each a turn
 * of actions per hero and then the monsters', from a seed and the user's documents (a quest
 * pack, a party), and answers the positions, the state of every figure and a play log.
 *
 * Designed with the other two kinds so that it is not bolted on later: `/v1/play/{id}` (JSON
 * state, the plan map with the figures on it, the play log) is generated for every played game
 * `src/systems.ts` registers, as the crawl routes are.
 */
import type { OptionSpec, OptionValues, SystemBase, SystemStage } from '../../core/system';
import type { CrawlRun, MapWords } from './system';
import type { Cell, Plan } from './types';

/** Where a game replay stops: the end of a round, or after one action within it. */
export interface PlayStop {
  readonly round: number;
  /** Actions taken within `round` (null: the whole round, the monsters' turn included). */
  readonly action: number | null;
}

/** A figure on the map: a hero or a monster, where it stands and how it fares. */
export interface Figure {
  readonly id: string;
  readonly side: 'hero' | 'monster';
  readonly name: string;
  readonly level: number;
  readonly cell: Cell;
  /** Current and full LIFE (or the game's own word for it). */
  readonly life: number;
  readonly maxLife: number;
  /** Named conditions: `stunned`, `asleep`, `fled`, `dead`… */
  readonly conditions: readonly string[];
}

/** One line of the play log: who did what in which round, with the dice. */
export interface PlayEntry {
  readonly round: number;
  readonly action: number;
  readonly actor: string;
  /** The action's name in the rulebook's terms: `move`, `attack`, `cast`, `unlock`… */
  readonly act: string;
  readonly text: string;
  readonly dice: readonly { readonly die: string; readonly value: number; readonly for: string }[];
}

/** What every game replay answers. */
export interface PlayRun<P extends Plan = Plan> {
  /** The dungeon as built so far, by the game's crawl. */
  readonly crawl: CrawlRun<P>;
  readonly round: number;
  readonly action: number;
  readonly figures: readonly Figure[];
  /** How the quest ended, or null while it goes on. */
  readonly outcome: string | null;
  readonly log: readonly PlayEntry[];
  /** The party's shared holdings (gold, valuables, keys, XP), for a game that keeps them. */
  readonly party?: Readonly<Record<string, unknown>>;
}

/**
 * A user-supplied document (a quest pack, a party): parsed and validated by the game, hashed
 * into the ETag by the HTTP layer. `documents` names each one the game reads.
 */
export interface PlayDocument {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  /** Its zod schema, published in the OpenAPI document (typed loosely: the plan model knows no zod). */
  readonly schema?: unknown;
}

export interface PlayedGame<
  S extends readonly OptionSpec[] = readonly OptionSpec[],
  R extends PlayRun = PlayRun,
> extends SystemBase<S> {
  readonly kind: 'play';
  /** The crawl system whose construction phase builds the dungeon as doors open. */
  readonly crawl: string;
  readonly roundUnit: SystemStage;
  readonly rounds: { readonly default: number; readonly max: number };
  /** The documents a request may supply (the defaults ship with the game). */
  readonly documents: readonly PlayDocument[];
  /**
   * Replay the quest from the seed to the stop. `docs` holds each supplied document by name,
   * already checked by `parseDocument`; an absent one takes the game's default.
   */
  run(
    seed: string,
    options: OptionValues<S>,
    stop: PlayStop,
    docs: Readonly<Record<string, unknown>>,
  ): R;
  /**
   * Check a supplied document; the errors point into it by JSON path (e.g. `heroes[2].stats.ATK`).
   */
  parseDocument(
    name: string,
    doc: unknown,
  ):
    | { ok: true; value: unknown }
    | { ok: false; errors: readonly { path: string; message: string }[] };
  mapWords(run: R, level: number, mode: 'sheet' | 'vtt'): MapWords;
  /**
   * The rulebook's play aids filled in (a character sheet per hero, the party sheet) as
   * Markdown, from the replay and the documents it played; a game without them has no
   * `/sheets` route.
   */
  readonly sheets?: (run: R, docs: Readonly<Record<string, unknown>>) => string;
}
