/**
 * The doctrine's Great Door policy (dungeon-plungin-rules.txt: the Plot Counter and the Time Span
 * 224-251, Great Doors 356-359, Locked Doors and Chests 1164-1235): once the Great Door is found,
 * when the party goes for it, with the Great Key or by force, and the quest's round cap.
 * Ours, where the book leaves the choice to the players (rules 247-251: a party may keep exploring
 * after finding the Great Door, "hoping to find more treasure, before facing the Boss").
 */
import type { QuestPack } from '../pack.schema';
import type { LockState } from './locks';

/** What the party does about a Great Door it has found. */
export type GreatDoorChoice =
  /** Open it with the Great Key the party carries. */
  | 'key'
  /** Force it (rules 1216): no Great Key is coming. */
  | 'force'
  /** Leave it shut for now and open other doors. */
  | 'explore';

/** What the doctrine weighs. */
export interface GreatDoorView {
  /** Great Keys the party carries. */
  readonly keys: number;
  /** Whether the heroes together can hope to force it (see `canForce`). */
  readonly forceable: boolean;
  /** Other doors the party can still walk to and open. */
  readonly otherDoors: number;
  /** Construction phases played, and the quest's Time Span N (X). */
  readonly phases: number;
  readonly n: number;
  readonly x: number;
  /** XP the party has earned this quest, and what the quest's boss is worth. */
  readonly xp: number;
  readonly bossXp: number;
}

/** Past this share of X phases beyond N, the chests still to come are too few to wait for a Great Key. */
export const KEY_HOPE_PHASES = (x: number): number => Math.ceil(x / 2);
/** A party that has earned this many times the boss's XP has fought enough to face it. */
export const SEASONED = 3;

/**
 * With a Great Key in hand the party goes at once; without one it forces the door when no Great
 * Key is coming: no other door is left, or the dungeon is mostly explored (the Door chart's
 * modifier past half of X, where few rooms and chests remain to be found), or the party is
 * seasoned (its XP three times the boss's). Otherwise it explores on, hoping for the key.
 * READING: "hoping to find more treasure, before facing the Boss" (rules 247-251) is the party's
 * choice; ours hopes for the Great Key while the dungeon still has rooms to give and the heroes
 * are green, and stops hoping when either runs out.
 */
export function greatDoorChoice(v: GreatDoorView): GreatDoorChoice {
  if (v.keys > 0) return 'key';
  if (!v.forceable) return 'explore';
  if (v.otherDoors === 0) return 'force';
  if (v.phases >= v.n + KEY_HOPE_PHASES(v.x)) return 'force';
  if (v.bossXp > 0 && v.xp >= SEASONED * v.bossXp) return 'force';
  return 'explore';
}

/** The chance a pool of d6 rolls at least `k` successes (5 or 6 on a die). */
export function chanceOfSuccesses(pool: number, k: number): number {
  if (k <= 0) return 1;
  // Binomial tail, p = 1/3: sum of C(n, i) (1/3)^i (2/3)^(n-i) for i >= k.
  let term = 1;
  for (let i = 0; i < pool; i++) term *= 2 / 3;
  let sum = 0;
  for (let i = 0; i <= pool; i++) {
    if (i >= k) sum += term;
    term *= ((pool - i) / (i + 1)) * 0.5;
  }
  return sum;
}

/** The least chance a blow must have for the party to try forcing a lock (doctrine). */
export const FORCE_CHANCE = 0.1;

/**
 * Whether the heroes together can hope to force a lock of this bash Difficulty: one blow of
 * their combined attack bursts it one time in ten or better, so that BASH_BLOWS blows more often
 * than not succeed. The old test (two thirds of all the dice) sent pairs of heroes at chests they
 * had no hope of bursting for ten rounds together, and ruled out every Great Door.
 */
export const canForce = (difficulty: number, pool: number): boolean =>
  chanceOfSuccesses(pool, difficulty) >= FORCE_CHANCE;

/** The most blows the party spends on one lock before it gives up on it (doctrine). */
export const BASH_BLOWS = 8;

/** The boss of the pack's Unique Location(s): the most XP any of them is worth (0: none). */
export function bossXp(pack: QuestPack): number {
  let best = 0;
  for (const u of Object.values(pack.uniqueLocations)) {
    const m = pack.monsters[u.boss];
    if (m && m.xp > best) best = m.xp;
  }
  return best;
}

/**
 * The quest's round cap, from its Time Span: every phase the dungeon can hold (N + X, and as many
 * dead-end rooms behind the doors left when it is complete, counted as X more), at
 * ROUNDS_PER_PHASE rounds a phase, and one trip to town and back.
 * READING: the book plays a quest to its end; a replay needs a bound. Over 500 seeds of the
 * default pack a won quest spends a median of 4.6 rounds a construction phase (walking,
 * searching, fighting what the door let out); six a phase leaves room for the slow ones, and a
 * quest still going at the cap has stalled, not run long.
 */
export const ROUNDS_PER_PHASE = 6;
export const TOWN_ROUNDS = 20;
export function roundCap(pack: QuestPack): number {
  const { n, x } = pack.timeSpan;
  return ROUNDS_PER_PHASE * (n + 2 * x) + TOWN_ROUNDS;
}

/** Blows struck at a lock so far. */
export const blows = (lock: LockState): number => lock.blows ?? 0;
export const countBlow = (lock: LockState): void => void (lock.blows = blows(lock) + 1);

/** The rounds the one at a door waits for the others before bashing alone. */
export const HELPER_WAIT = 2;
/** True while the one at `lock` should still wait for helpers (first asked this round or within HELPER_WAIT). */
export function waitForHelpers(lock: LockState, round: number): boolean {
  lock.helpersSince ??= round;
  return round - lock.helpersSince < HELPER_WAIT;
}
