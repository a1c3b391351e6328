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

/**
 * Bead changes of one kind between the same two places for the same owner, counted: what
 * {@link groupTokenDeltas} makes of an event's per-bead records. `role` and `owner` are the
 * bead's after the change, as on a {@link TokenDelta}.
 */
export interface TokenChange {
  readonly op: TokenDelta['op'];
  readonly kind: TokenDelta['kind'];
  readonly role: TokenDelta['role'];
  readonly owner: string | null;
  readonly from: string | null;
  readonly to: string | null;
  readonly count: number;
}

/**
 * One record per (op, kind, role, owner, from, to), with how many beads it stands for, in the
 * order each first appears. A fight that removes 40 beads of one group from one room is one
 * record with `count: 40`, not 40 records; the sum of `count` over creates less destroys is the
 * same {@link tokenBalance} the per-bead records give.
 * @example groupTokenDeltas([a, a2]) // [{ op: 'move', …, count: 2 }] when a and a2 differ only by bead id
 */
export function groupTokenDeltas(deltas: readonly TokenDelta[]): TokenChange[] {
  const out: { -readonly [K in keyof TokenChange]: TokenChange[K] }[] = [];
  if (deltas.length === 0) return out;
  // Most events make a handful of records: a scan of them is cheaper than building keys; past
  // SCAN records an index by key takes over.
  const SCAN = 16;
  let at: Map<string, number> | null = null;
  const keyOf = (d: Omit<TokenDelta, 'token'>) =>
    `${d.op}\u0000${d.kind}\u0000${d.role}\u0000${d.owner}\u0000${d.from}\u0000${d.to}`;
  for (const d of deltas) {
    let i = -1;
    if (at) i = at.get(keyOf(d)) ?? -1;
    else
      for (let j = 0; j < out.length; j++) {
        const r = out[j]!;
        if (
          r.op === d.op &&
          r.kind === d.kind &&
          r.role === d.role &&
          r.owner === d.owner &&
          r.from === d.from &&
          r.to === d.to
        ) {
          i = j;
          break;
        }
      }
    if (i >= 0) {
      out[i]!.count++;
      continue;
    }
    out.push({
      op: d.op,
      kind: d.kind,
      role: d.role,
      owner: d.owner,
      from: d.from,
      to: d.to,
      count: 1,
    });
    if (at) at.set(keyOf(d), out.length - 1);
    else if (out.length > SCAN) {
      at = new Map();
      for (let j = 0; j < out.length; j++) at.set(keyOf(out[j]!), j);
    }
  }
  return out;
}

/** How much of the event log a client asks for (the `events` parameter of `/v1/dungeon`). */
export const EVENT_DETAILS = ['none', 'summary', 'full'] as const;
export type EventDetail = (typeof EVENT_DETAILS)[number];

/** An event as a body carries it: bead changes grouped, dice only in full detail. */
export type EventView<R extends string = string> = Omit<HistoryEvent<R>, 'tokens' | 'dice'> & {
  readonly tokens: readonly TokenChange[];
  readonly dice?: readonly HistoryEvent['dice'][number][];
};

/**
 * The event log at a level of detail: `none` leaves it out (an empty list: the state alone),
 * `summary` keeps every event's when, rule, words, actors, places and grouped bead changes,
 * `full` adds each die as it fell. Per-bead records stay inside the engine (the chronicle reads
 * them); every body carries them grouped.
 */
export function eventsView<R extends string>(
  events: readonly HistoryEvent<R>[],
  detail: EventDetail,
): EventView<R>[] {
  if (detail === 'none') return [];
  return events.map((e) => {
    const { tokens, dice, ...rest } = e;
    return detail === 'full'
      ? { ...rest, tokens: groupTokenDeltas(tokens), dice }
      : { ...rest, tokens: groupTokenDeltas(tokens) };
  });
}
