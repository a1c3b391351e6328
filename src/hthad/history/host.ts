/**
 * The engine surface a rule module needs, whatever context runs it: the world site, the
 * recorded substance stream, names, the clock, the event log and the token helpers.
 * {@link HistoryContext} satisfies it for any rule ids wider than `R`; rules typed against it
 * run on an edition's context or on a bare one over a prepared world (tests).
 */
import type { Rng } from '../../core/rng';
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
} from '../world';

export interface HistoryHost<R extends string> {
  readonly site: Site;
  readonly world: World;
  readonly names: NameBook;
  /** Names for treasures, on a stream of their own (naming one never renames a group). */
  readonly treasureNames: NameBook;
  readonly flavour: Rng;
  age: AgeId;
  year: number;
  season: Season | null;
  layer: number;
  readonly stamp: LayerStamp;
  d(sides: number, why: string): number;
  int(lo: number, hi: number, why: string): number;
  pick<T>(items: readonly T[], why: string): T;
  /** Returns the event with its rule widened: the context may record more rules than `R`. */
  emit(
    rule: R,
    text: string,
    actors?: readonly string[],
    places?: readonly string[],
  ): HistoryEvent<string>;
  /** Called the moment a bead comes into an owner's hands (see HistoryContext). */
  onTokenOwned: ((owner: string, kind: TokenKind) => void) | null;
  addToken(kind: TokenKind, role: TokenRole, owner: string | null, place: string): string;
  moveToken(id: string, to: string, change?: { owner?: string | null; role?: TokenRole }): void;
  convertToken(id: string, change: { owner?: string | null; role: TokenRole }): void;
  destroyToken(id: string): void;
  enterAge(age: AgeId): void;
  checkpoint(ageDone: boolean): void;
}
