/**
 * Exploring, the party's doctrine out of combat (dungeon-plungin-rules.txt: Hero Turn 516-660,
 * Traps 1038-1162, Locked Doors and Chests 1164-1235, Experience Points 1366-1404): loot the
 * chests in reach, walk to the door the construction's explorer policy picks, search it, disarm
 * it, pick or bash its lock, and open it.
 */
import type { Cell } from '../../plan/types';
import { chooseExit, type PlunginExit } from '../engine';
import { doorSquares } from '../grid';
import { key, STEPS } from './board';
import { check, logged, showDice } from './checks';
import { trapAttack } from './combat';
import { bash, doorInfo, doorState, openChest, openDoor } from './doors';
import {
  fieldTo,
  living,
  moveToward,
  say,
  type ActResult,
  type Fig,
  type GameState,
  type Spent,
} from './state';

/** Most construction phases a quest opens (the crawl's own cap). */
const MAX_DOORS = 120;

/** Squares in front of an exit's door on the party's side. */
function doorFront(e: PlunginExit): Cell[] {
  return doorSquares(e.block, e.dir);
}

export function explore(g: GameState, h: Fig, done: Spent): ActResult {
  const leader = living(g, 'hero')[0]!;
  const chest = g.chests.find((c) => !c.opened);
  if (chest) {
    const opener = living(g, 'hero').find((x) => x.sheet?.role === 'thief') ?? leader;
    if (h === opener) {
      if (STEPS.some((s) => h.cell.x + s.x === chest.cell.x && h.cell.y + s.y === chest.cell.y))
        return openChest(g, h, chest) ? 'done' : 'nothing';
      if (done.move) return 'nothing';
      done.move = true;
      const goals = STEPS.map((s) => ({ x: chest.cell.x + s.x, y: chest.cell.y + s.y }));
      const field = fieldTo(g, goals, h);
      const here = field.get(key(h.cell)) ?? 9999;
      return moveToward(g, h, (c) => {
        const v = field.get(key(c));
        return v !== undefined && v < here ? v : null;
      })
        ? 'done'
        : 'nothing';
    }
  }
  const exits = g.crawl.plan.frontier.filter((e) =>
    doorFront(e).some((c) => g.board.floor.has(key(c))),
  );
  // The party's doctrine: of the doors the construction would rank first, the one nearest any living hero (the oldest when equal).
  const heroes = living(g, 'hero');
  const walk = (e: PlunginExit): number => {
    const f = fieldTo(g, doorFront(e), h);
    return Math.min(...heroes.map((x) => f.get(key(x.cell)) ?? 9999));
  };
  const exit =
    g.path.length >= MAX_DOORS
      ? undefined
      : chooseExit(exits, g.crawl.plot.complete || g.crawl.plot.phases >= g.crawl.plot.n, [], walk);
  if (!exit) {
    g.outcome = 'abandoned: no door left to open, the party leaves by the Dungeon Exit';
    say(g, h.id, 'leave', 'With no door left to try, the party trudges back to the Dungeon Exit.');
    return 'done';
  }
  const ds = doorState(g, exit);
  const locked = !ds.unlocked;
  // Any hero may pick a lock (rules 1176-1179): the thief handles locked doors, or else the hero with the best DEX; otherwise the leader opens the way.
  const thief =
    living(g, 'hero').find((x) => x.sheet?.role === 'thief') ??
    living(g, 'hero').reduce((a, b) => (b.stats.DEX > a.stats.DEX ? b : a), leader);
  const front = doorFront(exit);
  // READING: the hero nearest the door goes to it (the warrior when equal), as a table would.
  const dist = (x: Fig): number => fieldTo(g, front, x).get(key(x.cell)) ?? 9999;
  const opener =
    locked && thief
      ? thief
      : living(g, 'hero').reduce((a, b) => (dist(b) < dist(a) ? b : a), leader);
  const atDoor = front.some((c) => c.x === h.cell.x && c.y === h.cell.y);
  if (h !== opener) {
    if (done.move) return 'nothing';
    done.move = true;
    // Keep close behind the one at the door.
    const goals = STEPS.map((s) => ({ x: opener.cell.x + s.x, y: opener.cell.y + s.y }));
    const field = fieldTo(g, goals, h);
    const here = field.get(key(h.cell)) ?? 9999;
    if (g.round - g.progress > 1) g.jamUntil = g.round + 3;
    if (g.round <= g.jamUntil) {
      // The way is jammed: step aside, as far from the door as the move allows.
      const toDoor = fieldTo(g, front, h);
      return moveToward(g, h, (c) => {
        const v = toDoor.get(key(c));
        return v === undefined || front.some((f) => f.x === c.x && f.y === c.y) ? null : -v;
      })
        ? 'done'
        : 'nothing';
    }
    if (here <= 2) return 'nothing';
    return moveToward(g, h, (c) => {
      const v = field.get(key(c));
      return v !== undefined && v < here ? v : null;
    })
      ? 'done'
      : 'nothing';
  }
  if (!atDoor) {
    if (done.move) return 'nothing';
    done.move = true;
    const field = fieldTo(g, front, h);
    const here = field.get(key(h.cell)) ?? 9999;
    return moveToward(g, h, (c) => {
      const v = field.get(key(c));
      return v !== undefined && v < here ? v : null;
    })
      ? 'done'
      : 'nothing';
  }
  const info = doorInfo(g, exit);
  if (locked) {
    // Search first (rules 1068-1091): one try per hero.
    if (!ds.detected && info.detect !== null && !ds.searchedBy.has(h.id)) {
      ds.searchedBy.add(h.id);
      const c = check(g.rng, h.stats.WIT, info.detect);
      const found = c.passed && ds.trap !== null;
      if (c.passed) ds.detected = true;
      say(
        g,
        h.id,
        'detect',
        `${h.name} searches the door for traps: WIT ${showDice(c)} against Dif. ${info.detect}: ${c.passed ? (found ? `a ${g.pack.traps[ds.trap!]!.name}!` : 'nothing there') : 'finds nothing'}.`,
        logged(c, `${h.name}'s WIT`),
      );
      if (c.fumble && ds.trap !== null) {
        trapAttack(g, h, ds.trap, false);
        ds.trap = null;
      }
      return 'done';
    }
    if (ds.detected && ds.trap !== null) {
      const t = g.pack.traps[ds.trap]!;
      const dif = t.disarm.difficulty + ds.disarmTries;
      const c = check(g.rng, h.stats[t.disarm.stat], dif);
      ds.disarmTries++;
      say(
        g,
        h.id,
        'disarm',
        `${h.name} works at the ${t.name}: ${t.disarm.stat} ${showDice(c)} against Dif. ${dif}: ${c.passed ? 'disarmed' : 'not yet'}.`,
        logged(c, `${h.name}'s ${t.disarm.stat}`),
      );
      // READING: only a fumble sets the trap off (rules 1093-1104), not any failure as the Open Doors/Chests flow chart draws it (1523): the text's three paragraphs agree, the chart is a summary.
      if (c.fumble) {
        trapAttack(g, h, ds.trap, true);
        ds.trap = null;
      } else if (c.passed) {
        ds.trap = null;
        h.xp += 10 * dif;
        g.partyXp += 10 * dif;
      }
      return 'done';
    }
    const dif = info.unlock ?? 1;
    if (h === thief) {
      const c = check(g.rng, h.stats.DEX, dif);
      say(
        g,
        h.id,
        'unlock',
        `${h.name} picks the lock: DEX ${showDice(c)} against Dif. ${dif}: ${c.passed ? 'it clicks open' : 'it holds'}${c.fumble ? ', and the pick snaps in it' : ''}.`,
        logged(c, `${h.name}'s DEX`),
      );
      if (c.passed) {
        ds.unlocked = true;
        h.xp += 10 * dif;
        g.partyXp += 10 * dif;
      } else if (c.fumble) ds.broken = true;
      if (ds.broken && !ds.unlocked) bash(g, h, exit, ds, dif);
      return 'done';
    }
    bash(g, h, exit, ds, dif);
    return 'done';
  }
  const r = openDoor(g, h, exit);
  return r === 'ambush' ? 'ambush' : 'done';
}
