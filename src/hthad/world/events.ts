/**
 * Typed history events. Every rule application appends one: when (age, year, season), which
 * rule, who and where, how bead totals changed, and each die as it fell. The chronicle is
 * rendered from these alone. Rulesets narrow `rule` to their own union of rule ids.
 */
import type { AgeId, Season, TokenDelta } from './types';

/** One die (or ranged draw) as it fell, with what it decided. */
export interface DieRoll {
  /** 'd8', 'd6', or 'lo..hi' for a ranged draw such as a landing point. */
  readonly die: string;
  readonly value: number;
  readonly for: string;
}

export interface HistoryEvent<R extends string = string> {
  /** 0-based position in the log. */
  readonly seq: number;
  readonly age: AgeId;
  /** Year within the age (primordial: the roll number 1..n; disaster: 1). */
  readonly year: number;
  readonly season: Season | null;
  readonly rule: R;
  /** Terse Historical Record line, with names. */
  readonly text: string;
  /** Group ids acting or affected. */
  readonly actors: readonly string[];
  /** Place ids made or affected. */
  readonly places: readonly string[];
  readonly tokens: readonly TokenDelta[];
  readonly dice: readonly DieRoll[];
}

/** Sum of token deltas by kind: +1 per create, -1 per destroy (moves and converts are 0 net). */
export function tokenBalance(events: readonly HistoryEvent[]): Record<string, number> {
  const out: Record<string, number> = { population: 0, treasure: 0, bonus: 0, epic: 0 };
  for (const e of events)
    for (const t of e.tokens) {
      if (t.op === 'create') out[t.kind] = (out[t.kind] ?? 0) + 1;
      if (t.op === 'destroy') out[t.kind] = (out[t.kind] ?? 0) - 1;
    }
  return out;
}
