/**
 * What the Age of Monsters and the Age of Villainy need from the engine that runs them: the
 * world site, the recorded substance stream, names, the clock, the event log and the token
 * helpers. The first half's run context satisfies this shape; {@link LateHost} is that context
 * over a prepared world, for tests.
 */
import type { Rng } from '../../../core/rng';
import type {
  AgeId,
  HistoryEvent,
  LayerStamp,
  NameBook,
  Season,
  Site,
  TokenKind,
  TokenRole,
  World,
} from '../../world';
import { Ctx } from '../context';
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

/**
 * A standalone host over an existing world, starting in the Age of Monsters on the world's top
 * sheet: the first half's run context, handed a world instead of a page size.
 */
export class LateHost extends Ctx {
  constructor(
    world: World,
    rng: Rng,
    names: Rng,
    flavour: Rng,
    stop: { age: AgeId; year: number | null } | null = null,
  ) {
    super(rng, names, flavour, world, stop);
    this.age = 'monsters';
    this.layer = Math.max(0, world.layers.length - 1);
  }
}
