/**
 * The working state both editions share for one run: the world site, the recorded substance
 * stream, the names book, the event log and the clock (age, year, season). Every substance
 * draw goes through {@link HistoryContext.d}/{@link HistoryContext.int} so it lands on the next
 * event; every bead change goes through the token helpers so it lands there too. An edition
 * subclasses it with its rule ids and its age order; nothing here knows a rulebook.
 */
import type { Rng } from '../../core/rng';
import {
  createToken,
  createWorld,
  destroyToken,
  moveToken,
  convertToken,
  NameBook,
  Site,
  type AgeId,
  type DieRoll,
  type HistoryEvent,
  type LayerStamp,
  type PageSizeName,
  type Season,
  type TokenDelta,
  type TokenKind,
  type TokenRole,
  type World,
} from '../world';
import { plainConstructor, youngCopy, youngList } from '../world/young';

/** Where a run stops: the end of an age, or the end of a year within it. */
export interface StopAt {
  readonly age: AgeId;
  readonly year: number | null;
}

/** Thrown at a checkpoint to stop the run there; the state is exactly the prefix so far. */
export class Halt extends Error {
  constructor() {
    super('halt');
    this.name = 'Halt';
  }
}

/**
 * The one Halt every checkpoint throws: it carries nothing, its stack is never read, and
 * building an Error captures a stack (some 10 µs deep in a run).
 */
const HALT: Halt = Object.freeze(new Halt());

/** The default for an event without actors or places. */
const NONE: readonly string[] = [];

/** The empty list of every event that names no actor or place, changes no bead or rolls no die. */
const NOTHING: readonly never[] = [];

/**
 * Where {@link HistoryContext.emit} leaves the answer of each search that flattens a text:
 * kept, so the optimizing compiler cannot drop the search as unused.
 */
let _flattened = 0;

type Writable<T> = { -readonly [K in keyof T]: T[K] };

// The run's records are made by constructors, not literals, so they stay young (see young.ts).

/** A die roll as recorded: the same keys, in the same order, as `{ die, value, for }`. */
const DieRollRecord = plainConstructor(function (
  this: Writable<DieRoll>,
  die: string,
  value: number,
  why: string,
) {
  this.die = die;
  this.value = value;
  this.for = why;
});

/** A layer stamp: `{ layer, age, year }`. */
const StampRecord = plainConstructor(function (
  this: Writable<LayerStamp>,
  layer: number,
  age: AgeId,
  year: number,
) {
  this.layer = layer;
  this.age = age;
  this.year = year;
});

/** An event: its keys in the order {@link HistoryEvent} lists them. */
const EventRecord = plainConstructor(function (
  this: Writable<HistoryEvent>,
  seq: number,
  age: AgeId,
  year: number,
  season: Season | null,
  rule: string,
  text: string,
  actors: readonly string[],
  places: readonly string[],
  tokens: readonly TokenDelta[],
  dice: readonly DieRoll[],
) {
  this.seq = seq;
  this.age = age;
  this.year = year;
  this.season = season;
  this.rule = rule;
  this.text = text;
  this.actors = actors;
  this.places = places;
  this.tokens = tokens;
  this.dice = dice;
});

/** `d4`, `d6`…: the die names of {@link HistoryContext.d}, made once. */
const DIE_NAMES: string[] = [];

export class HistoryContext<R extends string> {
  readonly site: Site;
  readonly world: World;
  readonly names: NameBook;
  /**
   * Names for treasures (the Named Treasures rule), from a stream of their own forked from the
   * seed, so naming treasures never shifts a group's or a place's name.
   */
  readonly treasureNames: NameBook;
  readonly events: HistoryEvent<R>[] = [];
  age: AgeId = 'primordial';
  year = 0;
  /** Null outside a seasonal year (and throughout an edition that plays in turns). */
  season: Season | null = null;
  layer = 0;
  /** Test hook called at every checkpoint before deciding whether to stop. */
  onCheckpoint: ((ageDone: boolean) => void) | null = null;
  /**
   * Called the moment a bead comes into an owner's hands (put down owned, or moved or converted
   * with an owner named), for rules that hold "at any point" (an age ends when a group has 6○).
   */
  onTokenOwned: ((owner: string, kind: TokenKind) => void) | null = null;
  private dice: DieRoll[] = youngList();
  private deltas: TokenDelta[] = youngList();

  constructor(
    private readonly rng: Rng,
    names: Rng,
    readonly flavour: Rng,
    /** A page size for a new world, or an existing world to carry on (late-age tests). */
    worldOrSize: PageSizeName | World,
    private readonly stop: StopAt | null,
    /** The edition's ages in play order, for {@link HistoryContext.checkpoint}. */
    private readonly ageOrder: readonly AgeId[],
  ) {
    this.world = typeof worldOrSize === 'string' ? createWorld(worldOrSize, flavour) : worldOrSize;
    this.site = new Site(this.world);
    this.names = new NameBook(names);
    this.treasureNames = new NameBook(rng.fork('treasure-names'));
  }

  /**
   * The stamp for things drawn now: one record while the layer, age and year stay the same,
   * shared by everything drawn then (a stamp is never changed once made), not one for each
   * place, tunnel and bead.
   */
  get stamp(): LayerStamp {
    const last = this.lastStamp;
    if (last?.layer === this.layer && last.age === this.age && last.year === this.year) return last;
    return (this.lastStamp = new StampRecord(this.layer, this.age, this.year));
  }
  private lastStamp: LayerStamp | null = null;

  /** Roll one die, recorded with what it decides. */
  d(sides: number, why: string): number {
    const value = this.rng.d(sides);
    const die = (DIE_NAMES[sides] ??= `d${sides}`);
    this.dice.push(new DieRollRecord(die, value, why));
    return value;
  }

  /** Roll on a ranged table with a die; recorded. */
  table<T extends { lo: number; hi: number }>(
    sides: number,
    rows: readonly T[],
    why: string,
  ): { row: T; roll: number } {
    const roll = this.d(sides, why);
    for (const row of rows) if (row.lo <= roll && roll <= row.hi) return { row, roll };
    throw new RangeError(`no row for ${roll}`);
  }

  /** A ranged draw (a landing point, a tie-break); recorded. */
  int(lo: number, hi: number, why: string): number {
    const value = this.rng.int(lo, hi);
    this.dice.push(new DieRollRecord(`${lo}..${hi}`, value, why));
    return value;
  }

  /** Pick one of several equally good options (ties broken by the substance stream). */
  pick<T>(items: readonly T[], why: string): T {
    if (items.length === 1) return items[0]!;
    return items[this.int(0, items.length - 1, why)]!;
  }

  /**
   * Append an event carrying the dice and bead changes since the last one. Every record of a
   * run is kept to its end, so each young-generation collection copies it until it is promoted;
   * it is made as small as its data:
   * - A text built piece by piece (`text += …`) is a tree of joined strings, a node a piece.
   *   Searching it flattens the tree into one string in place, and the collector keeps only
   *   that string. The dice's reasons are _flattened alike.
   * - The bead changes and dice, gathered by `push` (which leaves room for 17 or more; most
   *   events have one to three), are copied to their length.
   * - An empty list is the one shared {@link NOTHING} (no event's lists change once made).
   */
  emit(
    rule: R,
    text: string,
    actors: readonly string[] = NONE,
    places: readonly string[] = NONE,
  ): HistoryEvent<R> {
    _flattened = text.indexOf('\n');
    const dice = this.dice;
    for (let k = 0; k < dice.length; k++) _flattened = dice[k]!.for.indexOf('\n');
    const e = new EventRecord(
      this.events.length,
      this.age,
      this.year,
      this.season,
      rule,
      text,
      actors.length === 0 ? NOTHING : youngCopy(actors),
      places.length === 0 ? NOTHING : youngCopy(places),
      this.deltas.length === 0 ? NOTHING : youngCopy(this.deltas),
      dice.length === 0 ? NOTHING : youngCopy(dice),
    ) as HistoryEvent<R>;
    this.events.push(e);
    if (dice.length > 0) this.dice = youngList();
    if (this.deltas.length > 0) this.deltas = youngList();
    return e;
  }

  /** Put a bead down. */
  addToken(kind: TokenKind, role: TokenRole, owner: string | null, place: string): string {
    const d = createToken(this.world, { kind, role, owner, place }, this.stamp);
    this.deltas.push(d);
    if (owner !== null) this.onTokenOwned?.(owner, kind);
    return d.token;
  }

  moveToken(
    id: string,
    to: string,
    change: { owner?: string | null; role?: TokenRole } = {},
  ): void {
    const d = moveToken(this.world, id, to, change);
    this.deltas.push(d);
    if (change.owner) this.onTokenOwned?.(change.owner, d.kind);
  }

  convertToken(id: string, change: { owner?: string | null; role: TokenRole }): void {
    const d = convertToken(this.world, id, change);
    this.deltas.push(d);
    if (change.owner) this.onTokenOwned?.(change.owner, d.kind);
  }

  destroyToken(id: string): void {
    this.deltas.push(destroyToken(this.world, id));
  }

  /** Enter an age (year 0, no season). */
  enterAge(age: AgeId): void {
    this.age = age;
    this.year = 0;
    this.season = null;
  }

  /**
   * Stop here if the requested point is reached: after `year` of the stop age, or at the end of
   * the stop age (`ageDone`). Throws {@link Halt}.
   */
  checkpoint(ageDone: boolean): void {
    this.onCheckpoint?.(ageDone);
    if (!this.stop) return;
    const here = this.ageOrder.indexOf(this.age);
    const want = this.ageOrder.indexOf(this.stop.age);
    if (here > want) throw HALT;
    if (here < want) return;
    if (ageDone) throw HALT;
    if (this.stop.year !== null && this.year >= this.stop.year) throw HALT;
  }
}
