/**
 * The doctrine's Great Door plan in play (dungeon-plungin-rules.txt 224-251, 356-359, 1164-1235):
 * which doors the party weighs this turn, once the Great Door is found; the choice itself is
 * `greatDoorChoice` (great-door.ts).
 */
import type { PlunginExit } from '../engine';
import { beyond, blockKey } from '../grid';
import { bashDifficulty } from './locks';
import { doorState, greatKeyCounts, partyAtk } from './doors';
import { doorName } from './names';
import type { Cell } from '../../plan/types';
import { rangeTo } from './board';
import { eventTrapDamage, hallwayUnrolled } from './events';
import { living, say, spaceOf, type Fig, type GameState } from './state';
import { bossXp, canForce, greatDoorChoice, KEY_HOPE_PHASES } from './great-door';

export { BASH_BLOWS, blows, canForce, countBlow, waitForHelpers } from './great-door';

/** The dungeon is mostly explored: the Door chart's modifier is past half of X (rules 229-236). */
export function mostlyExplored(g: GameState): boolean {
  const { n, x, phases } = g.crawl.plot;
  return phases >= n + KEY_HOPE_PHASES(x);
}

/**
 * Whether a trip to town is still worth it: not once the dungeon is mostly explored or the party
 * is going for the Great Door.
 * READING (doctrine): deep in a dungeon mostly laid, the way back to the Dungeon Exit crosses every
 * room, each refilled for the return (rules 283-285); the party presses on instead (a trip from
 * the Great Door took 80 rounds of fighting back through restocked rooms).
 */
export function townWorthIt(g: GameState): boolean {
  return !mostlyExplored(g) && g.greatDoorChoice === undefined;
}

/**
 * The doors the party weighs this turn, of those it can walk to: a Great Door it is not yet going
 * for is left while other doors are (it opens only to the key or to force, rules 356-359, 1216);
 * going for it, it weighs that door alone.
 */
export function greatDoorPlan(
  g: GameState,
  h: Fig,
  open: readonly PlunginExit[],
): readonly PlunginExit[] {
  const shut = (e: PlunginExit): boolean => e.kind === 'great' && !g.doors.get(e.id)?.unlocked;
  // No Great Door shut among them: the doors as they are (no list made).
  if (!open.some(shut)) return open;
  const greats = open.filter(shut);
  const others = open.filter((e) => !shut(e));
  const [keys] = greatKeyCounts(g);
  const door = greats[0]!;
  const choice = greatDoorChoice({
    keys,
    forceable: canForce(bashDifficulty(doorState(g, door)), partyAtk(g)),
    otherDoors: others.length,
    phases: g.crawl.plot.phases,
    n: g.crawl.plot.n,
    x: g.crawl.plot.x,
    xp: g.partyXp,
    bossXp: bossXp(g.pack),
  });
  if (choice === 'explore') return others.length > 0 ? others : greats;
  if (g.greatDoorChoice !== choice) {
    g.greatDoorChoice = choice;
    const why =
      choice === 'key'
        ? 'with the Great Key in hand'
        : others.length === 0
          ? 'no other door is left and no Great Key has turned up: they will force it'
          : mostlyExplored(g)
            ? 'the dungeon is mostly explored and no Great Key has turned up: they will force it'
            : 'seasoned by their fights and with no Great Key found, they will force it';
    say(g, h.id, 'plan', `The party makes for ${doorName(g.crawl, door)}, the Great Door: ${why}.`);
  }
  return greats;
}

/**
 * Marching order through hallways not yet walked (doctrine): the first hero to stop in a hallway
 * rolls its Random Event, and an event's trap cannot be detected first (rules 364-377), so a hero
 * whose LIFE that trap would take whole (Falling Rocks, 3 damage, on the 3-LIFE wizard) does not
 * end a move there first while a companion who would live through it could step in this round.
 */
export function keepsBack(g: GameState, h: Fig, to: Cell): boolean {
  if (h.side !== 'hero') return false;
  const sp = spaceOf(g, to);
  if (sp === spaceOf(g, h.cell) || !hallwayUnrolled(g, sp)) return false;
  const harm = eventTrapDamage(g);
  // Only while such a companion could step in this round instead (no wait for one far off).
  return (
    h.life <= harm &&
    living(g, 'hero').some((x) => x !== h && x.life > harm && rangeTo(x.cell, to) <= x.stats.MOV)
  );
}

/** Squares nearer another door must be before the party turns from the one it aims at. */
export const AIM_SLACK = 4;

/**
 * The door the party makes for: the one it aimed at while it is still weighed and the door now
 * ranked first (`best`) is not more than AIM_SLACK squares nearer (doctrine). Ranking afresh at
 * each hero's action by the walk from the nearest hero sent the party back and forth between two
 * doors of a room as its heroes crossed it (seed moria, rounds 50-53).
 */
export function keptAim(
  g: GameState,
  plan: readonly PlunginExit[],
  best: PlunginExit | undefined,
  walk: (e: PlunginExit) => number,
): PlunginExit | undefined {
  const kept = g.aim ? plan.find((e) => e.id === g.aim!.id) : undefined;
  if (!kept || !best || kept === best) return best;
  return walk(kept) <= walk(best) + AIM_SLACK ? kept : best;
}

/** What the party was doing when the round cap stopped it, for the outcome. */
export function stalledAt(g: GameState): string {
  const heroes = living(g, 'hero');
  if (g.leaving !== null) return `the party was still on its way out ${g.leaving}`;
  const spaces = new Set(heroes.map((x) => spaceOf(g, x.cell)));
  const fighting = living(g, 'monster').some(
    (m) => m.awake === 'ready' && spaces.has(spaceOf(g, m.cell)),
  );
  if (fighting) return 'the party was still fighting';
  const aim = g.aim && g.crawl.plan.frontier.find((e) => e.id === g.aim!.id);
  if (aim?.kind === 'great')
    return `the party was still at the Great Door (${doorName(g.crawl, aim)})`;
  if (aim) return `the party was still exploring, making for ${doorName(g.crawl, aim)}`;
  return 'the party was still exploring';
}

/** Squares of walking a locked door is worth avoiding: searching, picking and perhaps bashing cost a hero two rounds or so. */
export const LOCK_STEPS = 10;

/**
 * The door the party opens next: the nearest by walking, a locked one (or a secret passage) as if
 * LOCK_STEPS squares further; a door into the block kept behind a waiting Great Door last (the
 * construction keeps it for the Unique Location); the oldest when equal.
 * READING (doctrine): the construction's explorer takes every unlocked door on the map before any
 * locked one; a party on the table opens the door in front of it, so the played party weighs the
 * walk first (it used to cross the whole map, through rooms that could refill, for an unlocked
 * door while a locked one stood beside it).
 */
export function pickDoor(
  exits: readonly PlunginExit[],
  walk: (e: PlunginExit) => number,
  frontier: readonly PlunginExit[],
): PlunginExit | undefined {
  // The blocks behind the Great Doors (none made while no Great Door is on the frontier).
  let kept: Set<string> | undefined;
  for (const e of frontier)
    if (e.kind === 'great') (kept ??= new Set()).add(blockKey(beyond(e.block, e.dir)));
  let best: PlunginExit | undefined;
  let bestScore = Infinity;
  for (const e of exits) {
    const held =
      e.kind !== 'great' && kept !== undefined && kept.has(blockKey(beyond(e.block, e.dir)))
        ? 1000
        : 0;
    const score = walk(e) + (e.kind === 'normal' || e.kind === 'great' ? 0 : LOCK_STEPS) + held;
    if (score < bestScore || (score === bestScore && best && idNumber(e) < idNumber(best))) {
      best = e;
      bestScore = score;
    }
  }
  return best;
}

const idNumber = (e: PlunginExit): number => Number(e.id.slice(1));
