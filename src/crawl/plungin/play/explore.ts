/**
 * Exploring, the party's doctrine out of combat (dungeon-plungin-rules.txt: Hero Turn 516-660,
 * Traps 1038-1162, Locked Doors and Chests 1164-1235, Experience Points 1366-1404): loot the
 * chests in reach, walk to the door the construction's explorer policy picks, search it, disarm
 * it, pick or bash its lock, and open it.
 */
import type { Cell } from '../../plan/types';
import type { PlunginExit } from '../engine';
import { partyHolds } from './bodies';
import { doorSquares } from '../grid';
import {
  adjacent,
  key,
  spaceAt,
  stepsAtLeast,
  stepsTo,
  STEPS,
  type Board,
  type Field,
} from './board';
import { waitsForParty } from './split';
import { around, doorWalks, frontSteps, setUpCorner } from './walk-memo';
import {
  doorState,
  greatKeyCounts,
  lockTable,
  openChest,
  openDoor,
  partyAtk,
  toTownAndBack,
} from './doors';
import {
  fieldToKept,
  living,
  moveToward,
  occupiedCells,
  say,
  spaceOf,
  type ActResult,
  type Chest,
  type Fig,
  type GameState,
  type Spent,
} from './state';
import {
  bashDifficulty,
  bashLock,
  detectTrap,
  disarmTrap,
  keyFor,
  lockStep,
  pickDifficulty,
  pickable,
  pickLock,
  useKey,
} from './locks';
import { bashNoise } from './combat';
import { doorName } from './names';
import { TOWN_TRIPS, wantsToLeave } from './revisit';
import { RAISE_PRICE } from './town-trip';
import { keyOnly, oneCheck, oneCheckDoor } from './optional';
import {
  BASH_BLOWS,
  blows,
  canForce,
  countBlow,
  greatDoorPlan,
  keptAim,
  mostlyExplored,
  pickDoor,
  townWorthIt,
  waitForHelpers,
} from './doctrine';

/** Most construction phases a quest opens (the crawl's own cap). */
const MAX_DOORS = 120;
/** The longest walk the party makes to loot a chest (doctrine). */
const CHEST_WALK = 12;
/** The most rounds the party makes for one door, fights aside (doctrine). */
const AIM_ROUNDS = 25;

/** The squares beside a chest, by chest (a chest never moves). */
const BESIDE = new WeakMap<Chest, readonly Cell[]>();

/** The squares north, east, south and west of a chest. */
function besideChest(c: Chest): readonly Cell[] {
  let out = BESIDE.get(c);
  if (!out) {
    out = STEPS.map((s) => ({ x: c.cell.x + s.x, y: c.cell.y + s.y }));
    BESIDE.set(c, out);
  }
  return out;
}

/** Squares in front of an exit's door, by exit (an exit's block and side never change). */
const FRONTS = new WeakMap<PlunginExit, readonly Cell[]>();

/** Squares in front of an exit's door on the party's side. */
function doorFront(e: PlunginExit): readonly Cell[] {
  let front = FRONTS.get(e);
  if (!front) {
    front = doorSquares(e.block, e.dir);
    FRONTS.set(e, front);
  }
  return front;
}

/** What an exit's door front showed on the last board asked about: its field, and whether a square of it is open floor. */
interface FrontLook {
  fieldBoard: Board | undefined;
  field: Field | undefined;
  openBoard: Board | undefined;
  closed: ReadonlySet<string> | undefined;
  open: boolean;
}
const LOOKS = new WeakMap<PlunginExit, FrontLook>();

function lookOf(e: PlunginExit): FrontLook {
  let look = LOOKS.get(e);
  if (!look) {
    look = {
      fieldBoard: undefined,
      field: undefined,
      openBoard: undefined,
      closed: undefined,
      open: false,
    };
    LOOKS.set(e, look);
  }
  return look;
}

/** The field to an exit's door front on the board in play (`fieldToKept`, remembered by the exit for its last board). */
function frontField(g: GameState, e: PlunginExit, h: Fig): Field {
  const look = lookOf(e);
  if (look.field === undefined || look.fieldBoard !== g.board) {
    look.field = fieldToKept(g, doorFront(e), h);
    look.fieldBoard = g.board;
  }
  return look.field;
}

/** Whether a square in front of an exit's door is floor not closed (a board and its closed squares never change: remembered by them). */
function frontOpen(g: GameState, e: PlunginExit): boolean {
  const look = lookOf(e);
  if (look.openBoard === undefined || look.openBoard !== g.board || look.closed !== g.closed) {
    look.open = doorFront(e).some(
      (c) => spaceAt(g.board, c) !== undefined && !g.closed?.has(key(c)),
    );
    look.openBoard = g.board;
    look.closed = g.closed;
  }
  return look.open;
}

/** Rounds a door the party could not get at is left alone before it is tried again. */
const UNREACHED_ROUNDS = 12;

export function explore(g: GameState, h: Fig, done: Spent): ActResult {
  // The living heroes, as they stand until this action does something (read only before then).
  const heroes = living(g, 'hero');
  const leader = heroes[0]!;
  // (With every trip taken, none is wanted: the party and its packs are not looked over.)
  if (g.leaving === null && g.trips < TOWN_TRIPS) {
    const all = g.figures.filter((f) => f.side === 'hero');
    // A draught in a fallen hero's pack serves too (bodies.ts).
    const revive = partyHolds(g, 'revive');
    if (wantsToLeave(all, revive, g.trips, g.gold >= RAISE_PRICE) && townWorthIt(g)) {
      g.leaving = 'to rest and heal in town';
      say(g, h.id, 'leave', `Battered, the party turns back for the Dungeon Exit ${g.leaving}.`);
    }
  }
  if (g.leaving !== null) return walkOut(g, h, done);
  // Only chests close by are worth the walk (doctrine): crossing the map back to a far chest led
  // the party through cleared rooms, each re-entry a chance of new monsters (rules 259-269).
  const chestOpener = heroes.find((x) => x.sheet?.role === 'thief') ?? leader;
  const chest = g.chests.find((c) => {
    if (c.opened) return false;
    const f = fieldToKept(g, besideChest(c), chestOpener);
    return (f.at(chestOpener.cell) ?? 9999) <= CHEST_WALK;
  });
  if (chest) {
    if (h === chestOpener) {
      if (STEPS.some((s) => h.cell.x + s.x === chest.cell.x && h.cell.y + s.y === chest.cell.y))
        return openChest(g, h, chest) ? 'done' : 'nothing';
      if (done.move) return 'nothing';
      done.move = true;
      const field = fieldToKept(g, besideChest(chest), h);
      const here = field.at(h.cell) ?? 9999;
      return moveToward(g, h, (c) => {
        const v = field.at(c);
        return v !== undefined && v < here ? v : null;
      })
        ? 'done'
        : 'nothing';
    }
  }
  // Counted once an action: nothing below changes the keys or the tiles.
  const [greatHeld, greatShut] = greatKeyCounts(g);
  const keyFits = (e: PlunginExit): boolean =>
    heroes.some((x) => keyFor(x.items, doorState(g, e), greatHeld, greatShut) >= 0);
  // A door given up as out of reach waits UNREACHED_ROUNDS before it is tried again, and one
  // whose every square in front is rubble is out of reach for good (rules 1143-1147).
  const unreached = (e: PlunginExit): boolean => {
    const since = g.unreached?.get(e.id);
    return since !== undefined && g.round - since < UNREACHED_ROUNDS;
  };
  const reachable = g.crawl.plan.frontier.filter(
    (e) => (!g.barred.has(e.id) || keyFits(e)) && !unreached(e) && frontOpen(g, e),
  );
  // The party's doctrine: of the doors the construction would rank first, the one nearest any living hero (the oldest when equal).
  // Each door's walk, once while the heroes stand where they are (nothing has moved yet when it is asked).
  const walks = doorWalks(g, heroes);
  const walk = (e: PlunginExit): number => {
    let w = walks.get(e);
    if (w === undefined) {
      const f = frontField(g, e, h);
      w = Infinity;
      for (const x of heroes) w = Math.min(w, f.at(x.cell) ?? 9999);
      walks.set(e, w);
    }
    return w;
  };
  // Only doors a hero can walk to (a door whose front lies past a shut door waits).
  const open = g.path.length >= MAX_DOORS ? [] : reachable.filter((e) => walk(e) < 9999);
  const plan = greatDoorPlan(g, h, open);
  const exit = keptAim(g, plan, pickDoor(plan, walk, g.crawl.plan.frontier), walk);
  if (!exit && g.trips < 1 && !mostlyExplored(g)) {
    // READING: with every door tried, the party goes out once to come back to a dungeon restocked (rooms repopulated, chests again), where a Great Key may yet turn up; a dungeon mostly explored is not worth the trip (its few rooms would give little).
    g.leaving = 'to come back when the rooms have filled again';
    say(
      g,
      h.id,
      'leave',
      `With no door left to try, the party heads for the Dungeon Exit ${g.leaving}.`,
    );
    return walkOut(g, h, done);
  }
  if (!exit) {
    const great = g.crawl.plan.frontier.find((e) => e.kind === 'great');
    g.outcome = great
      ? `abandoned: ${doorName(g.crawl, great)}, the Great Door, would not yield and no door is left to open; the party leaves by the Dungeon Exit`
      : 'abandoned: no door left to open and no Great Door found; the party leaves by the Dungeon Exit';
    say(g, h.id, 'leave', 'With no door left to try, the party trudges back to the Dungeon Exit.');
    return 'done';
  }
  if (g.aim?.id !== exit.id) g.aim = { id: exit.id, since: g.round };
  // READING (doctrine): a door the party has made for over AIM_ROUNDS rounds with no fight in
  // between is given up like one it cannot reach: heroes stepping aside back and forth in a
  // narrow way counted as progress and held some quests at one door to the round cap.
  if (g.round - g.progress > 6 || g.round - g.aim.since > AIM_ROUNDS) {
    // READING: a door the party has failed to reach for six rounds is given up like a lock that will not yield.
    g.barred.add(exit.id);
    (g.unreached ??= new Map()).set(exit.id, g.round);
    say(
      g,
      h.id,
      'give-up',
      `The party cannot get at ${doorName(g.crawl, exit)} and looks for another way.`,
    );
    return 'done';
  }
  const ds = doorState(g, exit);
  const locked = !ds.unlocked;
  // A key opens the way first (rules 1166-1172): whoever carries one that fits goes to the door.
  const keyHolder = locked
    ? heroes.find((x) => keyFor(x.items, ds, greatHeld, greatShut) >= 0)
    : undefined;
  // Any hero may pick a lock (rules 1176-1179): the thief handles locked doors, or else the hero with the best DEX; otherwise the leader opens the way.
  const thief =
    heroes.find((x) => x.sheet?.role === 'thief') ??
    heroes.reduce((a, b) => (b.stats.DEX > a.stats.DEX ? b : a), leader);
  const front = doorFront(exit);
  const atDoor = front.some((c) => c.x === h.cell.x && c.y === h.cell.y);
  // Moved already this turn and not at the door: whoever goes to the door, this hero has
  // nothing left to do (below, both the one who goes and the others only move).
  if (done.move && !atDoor) return 'nothing';
  // READING: the hero nearest the door goes to it (the warrior when equal), as a table would.
  // Steps to the door with the other figures standing where they are (9999: hemmed in).
  // Kept, as the least steps below, while no figure moves (walk-memo.ts).
  const { steps, least: fewest } = frontSteps(g, front);
  const dist = (x: Fig): number => {
    let d = steps.get(x);
    if (d === undefined) {
      // The door's field (figures aside) steers the search: the same answer, fewer squares.
      const near = fieldToKept(g, front, x);
      d = Math.min(9999, stepsTo(g.board, x.cell, front, occupiedCells(g, x), 400, near) ?? 9999);
      steps.set(x, d);
    }
    return d;
  };
  // The nearest, the first in the party's order when equal; none takes fewer steps than with the
  // figures aside, so only the steps of those who could still beat the best so far are worked out.
  const least = heroes.map((x) => {
    let d = fewest.get(x);
    if (d === undefined) {
      d = Math.min(9999, stepsAtLeast(g.board, x.cell, front, fieldToKept(g, front, x)));
      fewest.set(x, d);
    }
    return d;
  });
  let nearest = leader;
  let best = Infinity;
  let bestAt = -1;
  for (const i of byLeast(least)) {
    if (bestAt >= 0 && (least[i]! > best || (least[i] === best && i > bestAt))) continue;
    const d = dist(heroes[i]!);
    if (bestAt < 0 || d < best || (d === best && i < bestAt)) {
      best = d;
      bestAt = i;
      nearest = heroes[i]!;
    }
  }
  // In a narrow way the one in front goes to the door: the thief who cannot get past the others hands over (a key goes with its holder) to the one who can (any hero may pick or bash, rules 1176-1179, 1216).
  const free = (x: Fig | undefined): Fig | undefined =>
    x && (dist(x) < 9999 || dist(nearest) >= 9999) ? x : undefined;
  const opener = keyHolder ?? (locked ? free(thief) : undefined) ?? nearest;
  if (h !== opener) {
    if (done.move) return 'nothing';
    done.move = true;
    // Keep close behind the one at the door.
    const field = fieldToKept(g, around(opener.cell), h);
    const here = field.at(h.cell) ?? 9999;
    if (g.round - g.progress > 1) g.jamUntil = g.round + 3;
    if (g.round <= g.jamUntil) {
      // The way is jammed: step aside, as far from the door as the move allows.
      const toDoor = fieldToKept(g, front, h);
      return moveToward(g, h, (c) => {
        const v = toDoor.at(c);
        return v === undefined || front.some((f) => f.x === c.x && f.y === c.y) ? null : -v;
      })
        ? 'done'
        : 'nothing';
    }
    // To bash together the others stand beside the one at the door (rules 1216-1218).
    const together =
      locked &&
      !keyHolder &&
      front.some((c) => c.x === opener.cell.x && c.y === opener.cell.y) &&
      (!pickable(ds) || pickDifficulty(ds) > opener.stats.DEX);
    if (here <= (together ? 0 : 2)) return 'nothing';
    return moveToward(g, h, (c) => {
      const v = field.at(c);
      return v !== undefined && v < here ? v : null;
    })
      ? 'done'
      : 'nothing';
  }
  if (!atDoor) {
    if (done.move) return 'nothing';
    done.move = true;
    const field = fieldToKept(g, front, h);
    const here = field.at(h.cell) ?? 9999;
    if (
      moveToward(g, h, (c) => {
        const v = field.at(c);
        return v !== undefined && v < here ? v : null;
      })
    )
      return 'done';
    // Hemmed in on the way to the door: the others stand aside.
    g.jamUntil = g.round + 3;
    return 'nothing';
  }
  if (locked) {
    const t = lockTable(g);
    const what = doorName(g.crawl, exit);
    const k = keyFor(h.items, ds, greatHeld, greatShut);
    const forceable = canForce(bashDifficulty(ds), partyAtk(g));
    const one = k < 0 ? oneCheckDoor(g, ds, forceable) : null;
    if (one === 'check') {
      oneCheck(t, h, ds, what);
      return 'done';
    }
    const step = one ?? lockStep(t, h, ds, k, h === thief);
    if (step === 'key') useKey(t, h, k, ds, what);
    else if (step === 'detect') detectTrap(t, h, ds, what);
    else if (step === 'disarm') disarmTrap(t, h, ds);
    else if (step === 'pick') pickLock(t, h, ds, what);
    else if (
      keyOnly(ds) ||
      !canForce(bashDifficulty(ds), partyAtk(g)) ||
      (ds.kind !== 'great' && blows(ds) >= BASH_BLOWS)
    ) {
      // READING: the party gives up on a lock it cannot hope to force (see canForce), or that has held through BASH_BLOWS blows (not the Great Door: the quest is behind it), or that only a key opens now (One Check), until a key turns up; with no other door left, it leaves by the Dungeon Exit.
      g.barred.add(exit.id);
      say(
        g,
        h.id,
        'give-up',
        `${what[0]!.toUpperCase()}${what.slice(1)} will not yield to pick or force; the party looks for another way.`,
      );
    } else {
      const helpers = living(g, 'hero').filter((x) => x !== h && adjacent(x.cell, h.cell));
      // The heroes combine their attacks on a door (rules 1216): the one at it waits two rounds for the others to come up beside it.
      if (helpers.length < living(g, 'hero').length - 1 && waitForHelpers(ds, g.round)) {
        say(
          g,
          h.id,
          'nothing',
          `${h.name} waits for the others to put their shoulders to ${what}.`,
        );
        return 'nothing';
      }
      bashLock(t, h, helpers, ds, what);
      countBlow(ds);
      bashNoise(g, h);
    }
    return 'done';
  }
  // The party gathers before a door to an unrevealed area opens (split.ts).
  if (waitsForParty(g, h, exit.id)) return 'nothing';
  const r = openDoor(g, h, exit);
  return r === 'ambush' ? 'ambush' : 'done';
}

/** The heroes' indices by their least steps, then by their order (a sort of four by insertion). */
function byLeast(least: readonly number[]): number[] {
  const order: number[] = [];
  for (let i = 0; i < least.length; i++) {
    let at = order.length;
    // Ahead of every later index with more steps (equal steps keep the order: i is the highest so far).
    while (at > 0 && least[order[at - 1]!]! > least[i]!) at--;
    order.splice(at, 0, i);
  }
  return order;
}

/** Walk out to the Entry tile; once the whole party stands there, go to town and come back. */
export function walkOut(g: GameState, h: Fig, done: Spent): ActResult {
  const entry = g.crawl.tiles[0]!.space;
  if (living(g, 'hero').every((x) => spaceOf(g, x.cell) === entry)) {
    toTownAndBack(g);
    return 'done';
  }
  if (done.move) return 'nothing';
  // The Dungeon Exit's corner of the Entry tile, where the party stood at the start: those inside walk on to it to leave the doorway free.
  const field = fieldToKept(g, setUpCorner(g.board, entry, 6), h);
  done.move = true;
  const here = field.at(h.cell) ?? 9999;
  return moveToward(g, h, (c) => {
    const v = field.at(c);
    return v !== undefined && v < here ? v : null;
  })
    ? 'done'
    : 'nothing';
}
