/**
 * The book's optional rules for the hero turn, combat and locks (dungeon-plungin-rules.txt:
 * Optional rules for Hero Turn 656-660, Optional Rules for Combat 782-814, Optional Rules for
 * Trap/Lock Resolution 1227-1233), one named function each. The turn's phases call them through
 * small hooks; each is a no-op with its option off. Imports no turn phase (combat, monsters,
 * hero-turn, doors and explore import this).
 */
import type { Cell } from '../../plan/types';
import { adjacent, key, rangeTo } from './board';
import { check, listNames, logged, showDice, type Pool } from './checks';
import type { LockState, LockTable, Opener } from './locks';
import { say, type Fig, type GameState } from './state';

/** Living figures of the other side. */
const opponents = (g: GameState, f: Fig): Fig[] =>
  g.figures.filter((o) => !o.dead && o.side !== f.side);

const nextToOpponent = (g: GameState, f: Fig, at: Cell = f.cell): boolean =>
  opponents(g, f).some((o) => adjacent(o.cell, at));

// ---------------------------------------------------------------------------------------------
// Free Hero Order (rules 656-660)

/**
 * The heroes' order this round. By the book, around the table (the party's marching order).
 * Under Free Hero Order the doctrine picks it, by the policy "menders, then fighters": first a
 * hero who can mend (a Healing spell or a Revival Draught) when a companion has fallen or is at
 * half LIFE or less, so that the help comes before the hurt hero acts; then heroes already next
 * to a foe, who strike before the others move about them; then the rest; ties in marching order.
 * Each hero still takes a whole turn (no split turns).
 */
export function heroOrder(g: GameState): Fig[] {
  const heroes = g.figures.filter((f) => f.side === 'hero');
  if (!g.options.freeHeroOrder) return heroes;
  const hurt = heroes.some((h) => h.dead || h.life * 2 <= h.maxLife);
  const mender = (h: Fig): boolean =>
    h.spells.includes('healing') || h.items.some((i) => i.use === 'revive');
  const rank = (h: Fig): number =>
    h.dead ? 3 : hurt && mender(h) ? 0 : nextToOpponent(g, h) ? 1 : 2;
  const order = heroes
    .map((h, i) => ({ h, i, r: rank(h) }))
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .map((x) => x.h);
  const living = order.filter((h) => !h.dead);
  const names = living.map((h) => h.name).join(', ');
  // Told in the log when it changes, at the round's first hero action (noteHeroOrder).
  if (g.heroOrder?.told !== names)
    g.heroOrder = {
      told: names,
      note:
        living.length > 1
          ? `Free Hero Order: ${listNames(living.map((h) => h.name))} act in that order${hurt && living.some(mender) ? ', the menders first' : ''}.`
          : undefined,
    };
  return order;
}

/** Under Free Hero Order, tell a newly chosen order as the round's first hero action opens. */
export function noteHeroOrder(g: GameState): void {
  const o = g.heroOrder;
  if (!o?.note) return;
  say(g, 'party', 'order', o.note);
  o.note = undefined;
}

// ---------------------------------------------------------------------------------------------
// The start and end of a figure's turn: Disengage and Facing

/**
 * Disengage (rules 798): a character that starts its turn next to an opponent moves at most one
 * square this turn. Called as each hero's and monster's turn starts. The book does not tie
 * Attack of Opportunity (a reaction ability, rules 649) to Disengage; it belongs with the
 * special abilities.
 */
export function disengageStart(g: GameState, f: Fig): void {
  f.moveCap = g.options.disengage && nextToOpponent(g, f) ? 1 : undefined;
}

/**
 * Facing (rules 787-789): a figure may turn freely as it moves or at the end of its turn; the
 * doctrine (and every monster) turns to face the nearest opponent (fewest squares, then the
 * first in the figure list), along the axis it is farther off on. A figure still stunned at its
 * turn's end cannot move, so it does not turn.
 * READING: a figure that has not yet turned (heroes setting out, monsters met in a hallway event) has no back to strike; monsters placed behind a door face it (`faceDoor`).
 */
export function faceFoe(g: GameState, f: Fig): void {
  if (!g.options.facing || f.dead || f.stunned > 0) return;
  let best: Fig | null = null;
  for (const o of opponents(g, f))
    if (!best || rangeTo(f.cell, o.cell) < rangeTo(f.cell, best.cell)) best = o;
  if (best) turnTo(f, best.cell);
}

/**
 * Facing (rules 417-418): monsters placed by a construction phase face the door the heroes come
 * through, whatever their awareness (the alert turn to it, the rest were waiting that way): each
 * turns toward the nearest of the door's squares on the heroes' side, along the axis it is
 * farther off on.
 */
export function faceDoor(g: GameState, fs: readonly Fig[], door: readonly Cell[]): void {
  if (!g.options.facing || door.length === 0) return;
  for (const f of fs) {
    let best = door[0]!;
    for (const c of door) if (rangeTo(f.cell, c) < rangeTo(f.cell, best)) best = c;
    turnTo(f, best);
  }
}

function turnTo(f: Fig, c: Cell): void {
  const dx = c.x - f.cell.x;
  const dy = c.y - f.cell.y;
  if (dx === 0 && dy === 0) return;
  f.facing = Math.abs(dx) >= Math.abs(dy) ? { x: Math.sign(dx), y: 0 } : { x: 0, y: Math.sign(dy) };
}

/**
 * Facing (rules 787): +1 ATK die for an attack from behind the defender.
 * READING: "behind" is the half of the board at the defender's back: the attacker's square lies beyond the line through the defender across its facing. A spell rolls MAG, not ATK, so gets nothing.
 */
export function facingBonus(g: GameState, a: Fig, d: Fig, how: AttackKind): number {
  if (!g.options.facing || how === 'spell' || !d.facing) return 0;
  const dot = (a.cell.x - d.cell.x) * d.facing.x + (a.cell.y - d.cell.y) * d.facing.y;
  return dot < 0 ? 1 : 0;
}

// ---------------------------------------------------------------------------------------------
// Cover, Ranged in Melee, Ranged Fumbles

export type AttackKind = 'melee' | 'ranged' | 'spell';

/** A shot at range: a ranged attack, or a spell (Pulse) hurled at a foe not next to the caster. */
const atRange = (a: Fig, d: Fig, how: AttackKind): boolean =>
  how === 'ranged' || (how === 'spell' && !adjacent(a.cell, d.cell));

/**
 * The squares a shot crosses between attacker and target, ends left out: the same walk, one axis
 * at a time, that line of sight takes (board.ts `lineOfSight`).
 */
export function lineSquares(a: Cell, b: Cell): Cell[] {
  const nx = Math.abs(b.x - a.x);
  const ny = Math.abs(b.y - a.y);
  const sx = Math.sign(b.x - a.x);
  const sy = Math.sign(b.y - a.y);
  const out: Cell[] = [];
  let cur = a;
  let ix = 0;
  let iy = 0;
  for (let n = 0; n < nx + ny + 1 && (ix < nx || iy < ny); n++) {
    const next =
      (1 + 2 * ix) * ny < (1 + 2 * iy) * nx
        ? { x: cur.x + sx, y: cur.y }
        : { x: cur.x, y: cur.y + sy };
    if (next.x !== cur.x) ix++;
    else iy++;
    cur = next;
    if (cur.x !== b.x || cur.y !== b.y) out.push(cur);
  }
  return out;
}

/** Living figures, other than the two ends, standing on the shot's line. */
function inTheLine(g: GameState, a: Fig, d: Fig): Fig[] {
  const on = new Set(lineSquares(a.cell, d.cell).map(key));
  return g.figures.filter((f) => !f.dead && f !== a && f !== d && on.has(key(f.cell)));
}

/**
 * Cover (rules 790-791): a ranged attack through a square another character (hero or monster)
 * stands on gives the target one DEF die more.
 * READING: Pulse is "a ranged attack rolling MAG" (our spell), so a Pulse at range counts.
 */
export function coverBonus(g: GameState, a: Fig, d: Fig, how: AttackKind): number {
  if (!g.options.cover || !atRange(a, d, how)) return 0;
  return inTheLine(g, a, d).length > 0 ? 1 : 0;
}

/**
 * Ranged Attack/Spells in Melee (rules 800-801): next to an opponent, a character makes no
 * ranged attack and casts spells only at characters next to it; may `f` aim at `t`?
 * READING: the barred shot is the one at a target not next to the shooter; a bow or a Pulse at an adjacent foe is a blow in melee (as a hero without a weapon fights, rules 679), and a spell on the caster itself or a touch (range 0 or 1) is still cast.
 */
export function mayTarget(g: GameState, f: Fig, t: Fig): boolean {
  if (!g.options.rangedInMelee || adjacent(f.cell, t.cell)) return true;
  return !nextToOpponent(g, f);
}

/** Ranged Attack/Spells in Melee: a bow at a foe next to the shooter is a blow in melee. */
export function shotKind(g: GameState, a: Fig, t: Fig): 'ranged' | 'melee' {
  return g.options.rangedInMelee && adjacent(a.cell, t.cell) ? 'melee' : 'ranged';
}

/** The first opponent next to `f`, in figure order. */
export function besideFoe(g: GameState, f: Fig): Fig | undefined {
  return opponents(g, f).find((o) => adjacent(o.cell, f.cell));
}

/** Ranged Attack/Spells in Melee: could `f` shoot from `c` (no opponent next to that square)? */
export function freeToShoot(g: GameState, f: Fig, c: Cell): boolean {
  return !g.options.rangedInMelee || !nextToOpponent(g, f, c);
}

/**
 * Ranged Attack Fumbles (rules 803-804): a fumbled ranged attack misses its target and flies at a
 * character picked at random (a d-N over them in figure order, hero or monster) among those in
 * its line and those next to the target. Returns the new target, or null when there is nobody
 * and the shot is simply lost. With No fumbles in combat on, nothing happens.
 * READING: the stray shot keeps its successes (a fumble does not negate them, rules 740-741) and the character it flies at defends as against any attack; the shooter and the intended target are not among those it can hit.
 */
export function strayShot(g: GameState, a: Fig, d: Fig, how: AttackKind, ap: Pool): Fig | null {
  const line = inTheLine(g, a, d);
  const beside = g.figures.filter(
    (f) => !f.dead && f !== a && f !== d && adjacent(f.cell, d.cell) && !line.includes(f),
  );
  const pool = g.figures.filter((f) => line.includes(f) || beside.includes(f));
  const shot = how === 'spell' ? 'Pulse' : 'shot';
  if (pool.length === 0) {
    say(
      g,
      a.id,
      'fumble',
      `${a.name}'s ${shot} goes wild (${showDice(ap)}, a fumble) and is lost.`,
      logged(ap, `${a.name} attacks`),
    );
    return null;
  }
  const r = pool.length === 1 ? 1 : g.rng.d(pool.length);
  const t = pool[r - 1]!;
  say(
    g,
    a.id,
    'fumble',
    `${a.name}'s ${shot} at ${d.name} goes wild (a fumble)${pool.length > 1 ? `: d${pool.length} [${r}]` : ''}, it flies at ${t.name}.`,
    pool.length > 1 ? [{ die: `d${pool.length}`, value: r, for: 'the stray shot' }] : [],
  );
  return t;
}

/** Is a fumbled attack of this kind a stray shot? */
export const strays = (g: GameState, a: Fig, d: Fig, how: AttackKind, ap: Pool): boolean =>
  g.options.rangedFumbles && !g.options.noFumbles && ap.fumble && atRange(a, d, how);

// ---------------------------------------------------------------------------------------------
// One Check to Rule Them All (rules 1227-1233)

/** Is the one check still to make at this lock or chest? Not at a Great Door, never picked (rules 1171-1172). */
export function oneCheckDue(g: GameState, s: LockState): boolean {
  return g.options.oneCheck && s.kind !== 'great' && s.oneCheck === undefined;
}

/**
 * The doctrine at a locked door under One Check, with no key that fits: "force the ways, finesse
 * the chests". A door the party can force (the same test as giving up on one) it bashes, as
 * often as it takes, since one failed check would leave it to a key alone; a door it cannot
 * force gets the one check. A chest always gets the check (a bash fumble smashes its treasure).
 * Returns 'check', 'bash' (the caller bashes or gives up), or null when the option is off.
 * READING: the variant replaces the detect, disarm and unlock checks; bashing stays a way in until a one check has failed ("you can't even try to bash it" then).
 */
export function oneCheckDoor(
  g: GameState,
  s: LockState,
  forceable: boolean,
): 'check' | 'bash' | null {
  if (!g.options.oneCheck || s.kind === 'great') return null;
  return oneCheckDue(g, s) && !forceable ? 'check' : 'bash';
}

/** After a failed one check only a key opens it: no pick, no bash. */
export const keyOnly = (s: LockState): boolean => s.oneCheck === 'failed' && !s.unlocked;

/**
 * One Check to Rule Them All: a single DEX check in place of search, disarm and unlock, its
 * Difficulty the chart's +1. Success: every trap and the lock are gone (with the XP of the unlock
 * and of the disarm, 10 a point of each listed difficulty, rules 1378-1379); failure or fumble:
 * the traps go off and only a key opens the lock.
 * READING: the chart's DEX difficulty is the unlock Dif. the chest or door lists (an unlocked chest keeps its chart's figure); an object listing none takes its detect Dif.; the trap goes off unseen (no +1 die), as nobody searched.
 */
export function oneCheck(t: LockTable, h: Opener, s: LockState, what: string): void {
  const dif = (s.unlock ?? s.detect ?? 1) + 1;
  const c = check(t.rng, h.stats.DEX, dif);
  const trap = s.trap;
  const locked = !s.unlocked;
  s.oneCheck = c.passed ? 'passed' : 'failed';
  s.trap = null;
  const parts = c.passed
    ? [trap ? `the ${t.trapName(trap)} disarmed` : 'no trap', locked ? 'the lock open' : '']
    : [
        trap ? `the ${t.trapName(trap)} goes off` : 'no trap to spring',
        locked ? 'the lock beyond picking or forcing, only a key will do' : '',
      ];
  t.say(
    h.id,
    c.passed ? 'unlock' : 'one-check',
    `${h.name} makes the one check at ${what}: DEX ${showDice(c)} against Dif. ${dif}: ${c.passed ? 'passed' : 'failed'}, ${parts.filter((x) => x).join(', ')}.`,
    logged(c, `${h.name}'s DEX`),
  );
  if (c.passed) {
    s.unlocked = true;
    const xp =
      (locked ? 10 * (s.unlock ?? 1) : 0) + (trap ? 10 * t.trapDisarm(trap).difficulty : 0);
    if (xp > 0) t.award(h, xp);
  } else {
    if (locked) s.broken = true;
    if (trap) t.spring(h, trap, false);
  }
}
