/** One line of the Historical Record, as the renderer and the folding share it. */
import type { TokenKind } from '../../hthad/world';
import type { Handoff } from './treasures';

export interface BeadChange {
  readonly holder: string;
  readonly kind: TokenKind;
  /** Beads made (positive) or lost (negative). */
  readonly net: number;
}

export interface ChronicleEntry {
  readonly seq: number;
  readonly season: string | null;
  readonly rule: string;
  readonly text: string;
  readonly beads: readonly BeadChange[];
  /** Beads that changed place or hands without being made or lost. */
  readonly moved: number;
  /** Named treasures made, changing hands or gone in this event. */
  readonly handoffs: readonly Handoff[];
  /**
   * Null for one event's line; for a folded line, how many events it stands for, the year of
   * the last, and the `seq` of each after the first (`seq`).
   */
  readonly folded: {
    readonly count: number;
    readonly lastYear: number;
    readonly seqs: readonly number[];
  } | null;
}
