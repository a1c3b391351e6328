/**
 * The compact form of a played game's state (`geometry=compact`, the default): the embedded crawl
 * plan through the crawl's own compact encoder, and each play-log entry as a list
 * `[round, action, actor, act, text, dice]` whose dice come in runs `[die, for, value, …]` (one die
 * for one purpose, in order, as the Markdown log groups them). `expandPlay` turns it back into the
 * full form (`geometry=full`) entry for entry and die for die. A body format only: the replay and
 * every other output are unchanged.
 */
import { compactGeometry, expandGeometry } from '../../crawl/plan/compact';
import type { PlayEntry } from '../../crawl/plan/play';

/**
 * The layout of a play state body beyond the game's own output, numbered with `/v1/dungeon`'s and
 * the crawl plan's: 3 answers the compact form by default (`geometry=full` for the spelled-out
 * one); 4 carries only the round reached's log entries by default (`log=full` for all of them).
 * Part of the state resource's version.
 */
export const PLAY_JSON_VERSION = '4';

/** A run of one die rolled for one purpose: `[die, for, value, …]`. */
export type DiceRun = readonly [die: string, purpose: string, ...values: number[]];
/** A log entry as a list. */
export type CompactEntry = readonly [
  round: number,
  action: number,
  actor: string,
  act: string,
  text: string,
  dice: readonly DiceRun[],
];

/** An entry's dice as runs: a die continuing the last run (same die, same purpose) joins it. */
export function diceRuns(dice: PlayEntry['dice']): DiceRun[] {
  const out: [string, string, ...number[]][] = [];
  for (const d of dice) {
    const last = out[out.length - 1];
    if (last !== undefined && last[0] === d.die && last[1] === d.for) last.push(d.value);
    else out.push([d.die, d.for, d.value]);
  }
  return out;
}

/** Runs back to one record per die, in order. */
export function runsToDice(runs: readonly DiceRun[]): PlayEntry['dice'] {
  const out: { die: string; value: number; for: string }[] = [];
  for (const [die, purpose, ...values] of runs)
    for (const value of values) out.push({ die, value, for: purpose });
  return out;
}

export function compactEntry(e: PlayEntry): CompactEntry {
  return [e.round, e.action, e.actor, e.act, e.text, diceRuns(e.dice)];
}

export function fullEntry([round, action, actor, act, text, dice]: CompactEntry): PlayEntry {
  return { round, action, actor, act, text, dice: runsToDice(dice) };
}

/** A state body (as `playJson` answers it) in compact form; other keys unchanged. */
export function compactPlay(body: Record<string, unknown>): Record<string, unknown> {
  return {
    ...body,
    log: (body.log as readonly PlayEntry[]).map(compactEntry),
    crawl: compactGeometry(body.crawl as Record<string, unknown>),
  };
}

/** A compact state body back to the full form (the decoder README describes). */
export function expandPlay(body: Record<string, unknown>): Record<string, unknown> {
  return {
    ...body,
    log: (body.log as readonly CompactEntry[]).map(fullEntry),
    crawl: expandGeometry(body.crawl as Record<string, unknown>),
  };
}
