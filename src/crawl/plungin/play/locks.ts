/**
 * Locked doors and chests, and the traps on them (dungeon-plungin-rules.txt, Traps 1038-1162,
 * Locked Doors and Chests 1164-1235, Keys 1325-1335): detect, disarm with +1 difficulty a retry,
 * pick with +1 difficulty a retry (the pick always sets off a trap still in place; a fumble breaks
 * the lock, which then only a bash or a key opens), bash at twice the difficulty (a fumble needs
 * one success more), keys and the Great Key (bypassing any trap, spent on use). The rules here
 * act through a small table interface, so they run the same in the game and under test.
 */
import type { Rng } from '../../../core/rng';
import { check, listNames, logged, showDice, type LoggedDie } from './checks';

/** A lock, and the trap on it, as the play keeps it. */
export interface LockState {
  /** `great`: a Great Door, opened by a Great Key or by force, never picked (rules 1171-1172, 1213). */
  readonly kind: 'normal' | 'locked' | 'great';
  /** The Difficulty to unlock the chart lists (null: no lock). */
  readonly unlock: number | null;
  readonly detect: number | null;
  trap: string | null;
  detected: boolean;
  readonly searchedBy: Set<string>;
  disarmTries: number;
  pickTries: number;
  /** Bash fumbles so far: each one more success needed (rules 1224). */
  bashFumbles: number;
  unlocked: boolean;
  /** Fumbled picking: only a bash (or a key) opens it now (rules 1190-1192). */
  broken: boolean;
  /** One Check to Rule Them All (optional.ts): its outcome; failed, only a key opens it. */
  oneCheck?: 'passed' | 'failed';
  /** The doctrine's count of blows struck at it (great-door.ts `countBlow`). */
  blows?: number;
  /** The round the one at it began to wait for helpers before bashing alone (great-door.ts). */
  helpersSince?: number;
}

export function newLock(
  kind: LockState['kind'],
  unlock: number | null,
  detect: number | null,
  trap: string | null,
): LockState {
  return {
    kind,
    unlock,
    detect,
    trap,
    detected: false,
    searchedBy: new Set(),
    disarmTries: 0,
    pickTries: 0,
    bashFumbles: 0,
    unlocked: kind === 'normal',
    broken: false,
  };
}

/** What the rules need of the game: its dice, its log, its traps and its XP book. */
export interface LockTable {
  readonly rng: Rng;
  say(actor: string, act: string, text: string, dice?: readonly LoggedDie[]): void;
  /** Set the trap off on `victim`; `aware` gives the +1 die (rules 1056-1058). */
  spring(victim: Opener, trapId: string, aware: boolean): void;
  /** Whether the opener can still work the lock after a trap went off (not fallen, not in a pit). */
  canWork?(h: Opener): boolean;
  trapName(trapId: string): string;
  trapDisarm(trapId: string): { stat: 'DEX' | 'WIT'; difficulty: number };
  /** XP to the hero (and the party). */
  award(h: Opener, xp: number): void;
}

/** The hero at the lock. */
export interface Opener {
  readonly id: string;
  readonly name: string;
  readonly stats: { readonly ATK: number; readonly DEX: number; readonly WIT: number };
  /** The weapon in hand: a melee weapon's bonus adds to a bash. */
  readonly weaponBonus?: number;
  readonly weaponRange?: number;
}

/**
 * A hero's dice in a bash: ATK, and a melee weapon's bonus.
 * READING: forcing a lock is "an attack" (rules 1214-1217) and an attack rolls the weapon's bonus with ATK; a bow's bonus is for shooting and adds nothing to a shoulder at the door.
 */
export const bashDice = (h: Opener): number =>
  h.stats.ATK + ((h.weaponRange ?? 0) === 0 ? (h.weaponBonus ?? 0) : 0);

/** A trap found, with its article: `a Pit Trap`, `an Explosive Runes` reads `Explosive Runes`. */
const aTrap = (name: string): string =>
  /s$/.test(name) ? name : `${/^[AEIOU]/.test(name) ? 'an' : 'a'} ${name}`;

export const pickDifficulty = (s: LockState): number => (s.unlock ?? 1) + s.pickTries;
export const disarmDifficulty = (s: LockState, base: number): number => base + s.disarmTries;
export const bashDifficulty = (s: LockState): number => 2 * (s.unlock ?? 1) + s.bashFumbles;
/** Whether picking is still a way in: not a Great Door, not a broken lock. */
export const pickable = (s: LockState): boolean => !s.unlocked && !s.broken && s.kind !== 'great';

/** Search for a trap (rules 1068-1091): one try a hero; a fumble sets off any trap. */
export function detectTrap(t: LockTable, h: Opener, s: LockState, what: string): void {
  s.searchedBy.add(h.id);
  const dif = s.detect ?? 1;
  const c = check(t.rng, h.stats.WIT, dif);
  if (c.passed) s.detected = true;
  const found = c.passed && s.trap !== null;
  t.say(
    h.id,
    'detect',
    `${h.name} searches ${what} for traps: WIT ${showDice(c)} against Dif. ${dif}: ${c.passed ? (found ? aTrap(t.trapName(s.trap!)) : 'nothing there') : 'finds nothing'}.`,
    logged(c, `${h.name}'s WIT`),
  );
  if (c.fumble && s.trap !== null) {
    const trap = s.trap;
    s.trap = null;
    t.spring(h, trap, false);
  }
}

/**
 * Disarm a detected trap (rules 1093-1108): each try after the first +1 difficulty whoever makes
 * it; a fumble sets it off; success gives 10 XP a point of the listed difficulty (rules 1378-1379).
 */
export function disarmTrap(t: LockTable, h: Opener, s: LockState): void {
  if (s.trap === null) return;
  const trap = s.trap;
  const d = t.trapDisarm(trap);
  const dif = disarmDifficulty(s, d.difficulty);
  const c = check(t.rng, h.stats[d.stat], dif);
  s.disarmTries++;
  t.say(
    h.id,
    'disarm',
    `${h.name} works at the ${t.trapName(trap)}: ${d.stat} ${showDice(c)} against Dif. ${dif}: ${c.passed ? 'disarmed' : c.fumble ? 'it goes off' : 'not yet'}.`,
    logged(c, `${h.name}'s ${d.stat}`),
  );
  // READING: only a fumble sets the trap off (rules 1093-1104), not any failure as the Open Doors/Chests flow chart draws it (1523): the text's three paragraphs agree, the chart is a summary.
  if (c.fumble) {
    s.trap = null;
    t.spring(h, trap, true);
  } else if (c.passed) {
    s.trap = null;
    // READING: the XP is 10 times the difficulty "as listed", the trap's own, not the raised one of a retry.
    t.award(h, 10 * d.difficulty);
  }
}

/**
 * Pick the lock (rules 1174-1200): whatever the roll, a trap still in place goes off first
 * (known: +1 die against it); a failure raises the next try by 1, a fumble breaks the lock.
 * Success gives 10 XP a point of the listed difficulty.
 */
export function pickLock(t: LockTable, h: Opener, s: LockState, what: string): void {
  if (!pickable(s)) return;
  if (s.trap !== null) {
    const trap = s.trap;
    s.trap = null;
    t.say(h.id, 'trap', `Working the lock of ${what} sets off the ${t.trapName(trap)}.`);
    t.spring(h, trap, s.detected);
    // Fallen, or down in the pit the trap opened: the pick waits for another turn.
    if (t.canWork && !t.canWork(h)) return;
  }
  const dif = pickDifficulty(s);
  const c = check(t.rng, h.stats.DEX, dif);
  t.say(
    h.id,
    'unlock',
    `${h.name} picks the lock of ${what}: DEX ${showDice(c)} against Dif. ${dif}: ${c.passed ? 'it clicks open' : c.fumble ? 'the lock jams, broken beyond picking' : 'it holds'}.`,
    logged(c, `${h.name}'s DEX`),
  );
  if (c.passed) {
    s.unlocked = true;
    t.award(h, 10 * (s.unlock ?? 1));
  } else {
    s.pickTries++;
    if (c.fumble) s.broken = true;
  }
}

/**
 * Bash it open (rules 1209-1224): the heroes' ATK together in one roll against twice the
 * difficulty; a trap goes off on the blow that opens it; a fumble needs one success more.
 * The noise is the caller's to spread.
 */
export function bashLock(
  t: LockTable,
  h: Opener,
  helpers: readonly Opener[],
  s: LockState,
  what: string,
): void {
  if (s.unlocked) return;
  const pool = bashDice(h) + helpers.reduce((n, x) => n + bashDice(x), 0);
  const dif = bashDifficulty(s);
  const c = check(t.rng, pool, dif);
  t.say(
    h.id,
    'bash',
    `${listNames([h, ...helpers].map((x) => x.name))} ${helpers.length ? 'throw their weight at' : 'rams'} ${what}: ATK ${showDice(c)} against Dif. ${dif}: ${c.passed ? 'it bursts open' : c.fumble ? 'a clumsy blow, it holds all the harder' : 'it holds'}.`,
    logged(c, 'bash'),
  );
  if (c.passed) {
    s.unlocked = true;
    if (s.trap !== null) {
      const trap = s.trap;
      s.trap = null;
      t.spring(h, trap, s.detected);
    }
  } else if (c.fumble) s.bashFumbles++;
}

/** A key a hero carries. */
export interface KeyItem {
  readonly name: string;
  readonly use: string;
}

/**
 * Which carried key opens this lock, by its index in `items` (-1: none). A Great Door takes a
 * Great Key; any other lock a plain key, or a Great Key only when the party holds more Great
 * Keys than the Great Doors still shut (rules 1331-1335).
 */
export function keyFor(
  items: readonly KeyItem[],
  s: LockState,
  greatKeysHeld: number,
  greatDoorsShut: number,
): number {
  if (s.unlocked) return -1;
  if (s.kind === 'great') return items.findIndex((i) => i.use === 'great-key');
  const plain = items.findIndex((i) => i.use === 'key');
  if (plain >= 0) return plain;
  return greatKeysHeld > greatDoorsShut ? items.findIndex((i) => i.use === 'great-key') : -1;
}

/** Turn a key in the lock (rules 1166-1172): open, any trap bypassed, the key spent. */
export function useKey(
  t: LockTable,
  h: Opener & { items: KeyItem[] },
  index: number,
  s: LockState,
  what: string,
): void {
  const k = h.items.splice(index, 1)[0]!;
  s.unlocked = true;
  const bypassed = s.trap !== null;
  s.trap = null;
  t.say(
    h.id,
    'unlock',
    `${h.name} turns the ${k.name} in the lock of ${what}${bypassed ? ', the trap bypassed' : ''}; the key is spent.`,
  );
}

/**
 * The doctrine at a shut lock, one action: a key if one fits; else search once a hero, disarm a
 * found trap while its difficulty is within the stat, pick while the difficulty is within DEX,
 * and otherwise bash. `pick` says whether this hero is the party's lock-picker.
 */
export type LockStep = 'key' | 'detect' | 'disarm' | 'pick' | 'bash';

export function lockStep(
  t: Pick<LockTable, 'trapDisarm'>,
  h: Opener,
  s: LockState,
  keyIndex: number,
  picker: boolean,
): LockStep {
  if (keyIndex >= 0) return 'key';
  if (!s.detected && s.detect !== null && !s.searchedBy.has(h.id)) return 'detect';
  if (s.detected && s.trap !== null) {
    const d = t.trapDisarm(s.trap);
    if (disarmDifficulty(s, d.difficulty) <= h.stats[d.stat]) return 'disarm';
  }
  if (picker && pickable(s) && pickDifficulty(s) <= h.stats.DEX) return 'pick';
  return 'bash';
}
