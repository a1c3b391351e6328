/**
 * What the Age of Monsters and the Age of Villainy need from the engine that runs them: the
 * world site, the recorded substance stream, names, the clock, the event log and the token
 * helpers. The first half's run context satisfies this shape; {@link LateHost} is a standalone
 * implementation used by tests and by runs that start from a prepared world.
 */
import type { Rng } from '../../../core/rng';
import {
  convertToken,
  createToken,
  destroyToken,
  moveToken,
  NameBook,
  Site,
  type AgeId,
  type DieRoll,
  type HistoryEvent,
  type LayerStamp,
  type Season,
  type TokenDelta,
  type TokenKind,
  type TokenRole,
  type World,
} from '../../world';
import type { LateRule } from './rules';

/** The engine surface the late ages use. */
export interface Host {
  readonly site: Site;
  readonly world: World;
  readonly names: NameBook;
  readonly flavour: Rng;
  age: AgeId;
  year: number;
  season: Season | null;
  layer: number;
  readonly stamp: LayerStamp;
  d(sides: number, why: string): number;
  int(lo: number, hi: number, why: string): number;
  pick<T>(items: readonly T[], why: string): T;
  emit(
    rule: LateRule,
    text: string,
    actors?: readonly string[],
    places?: readonly string[],
  ): HistoryEvent<string>;
  addToken(kind: TokenKind, role: TokenRole, owner: string | null, place: string): string;
  moveToken(id: string, to: string, change?: { owner?: string | null; role?: TokenRole }): void;
  convertToken(id: string, change: { owner?: string | null; role: TokenRole }): void;
  destroyToken(id: string): void;
  enterAge(age: AgeId): void;
  checkpoint(ageDone: boolean): void;
}

/** Thrown at a checkpoint to stop a standalone run; the state is the prefix so far. */
export class LateHalt extends Error {
  constructor() {
    super('halt');
    this.name = 'LateHalt';
  }
}

const ORDER: readonly AgeId[] = [
  'primordial',
  'civilization',
  'disaster',
  'monsters',
  'villainy',
  'end',
];

/** A standalone host over an existing world (the shape mirrors the first half's context). */
export class LateHost implements Host {
  readonly site: Site;
  readonly names: NameBook;
  readonly events: HistoryEvent<string>[] = [];
  age: AgeId = 'monsters';
  year = 0;
  season: Season | null = null;
  layer = 0;
  private dice: DieRoll[] = [];
  private deltas: TokenDelta[] = [];

  constructor(
    readonly world: World,
    private readonly rng: Rng,
    names: Rng,
    readonly flavour: Rng,
    private readonly stop: { age: AgeId; year: number | null } | null = null,
  ) {
    this.site = new Site(world);
    this.names = new NameBook(names);
    this.layer = Math.max(0, world.layers.length - 1);
  }

  get stamp(): LayerStamp {
    return { layer: this.layer, age: this.age, year: this.year };
  }

  d(sides: number, why: string): number {
    const value = this.rng.d(sides);
    this.dice.push({ die: `d${sides}`, value, for: why });
    return value;
  }

  int(lo: number, hi: number, why: string): number {
    const value = this.rng.int(lo, hi);
    this.dice.push({ die: `${lo}..${hi}`, value, for: why });
    return value;
  }

  pick<T>(items: readonly T[], why: string): T {
    if (items.length === 1) return items[0]!;
    return items[this.int(0, items.length - 1, why)]!;
  }

  emit(
    rule: LateRule,
    text: string,
    actors: readonly string[] = [],
    places: readonly string[] = [],
  ): HistoryEvent<string> {
    const e: HistoryEvent<string> = {
      seq: this.events.length,
      age: this.age,
      year: this.year,
      season: this.season,
      rule,
      text,
      actors: [...actors],
      places: [...places],
      tokens: this.deltas,
      dice: this.dice,
    };
    this.events.push(e);
    this.dice = [];
    this.deltas = [];
    return e;
  }

  addToken(kind: TokenKind, role: TokenRole, owner: string | null, place: string): string {
    const d = createToken(this.world, { kind, role, owner, place }, this.stamp);
    this.deltas.push(d);
    return d.token;
  }

  moveToken(
    id: string,
    to: string,
    change: { owner?: string | null; role?: TokenRole } = {},
  ): void {
    this.deltas.push(moveToken(this.world, id, to, change));
  }

  convertToken(id: string, change: { owner?: string | null; role: TokenRole }): void {
    this.deltas.push(convertToken(this.world, id, change));
  }

  destroyToken(id: string): void {
    this.deltas.push(destroyToken(this.world, id));
  }

  enterAge(age: AgeId): void {
    this.age = age;
    this.year = 0;
    this.season = null;
  }

  checkpoint(ageDone: boolean): void {
    if (!this.stop) return;
    const here = ORDER.indexOf(this.age);
    const want = ORDER.indexOf(this.stop.age);
    if (here > want) throw new LateHalt();
    if (here < want) return;
    if (ageDone) throw new LateHalt();
    if (this.stop.year !== null && this.year >= this.stop.year) throw new LateHalt();
  }
}
