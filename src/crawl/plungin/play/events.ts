/**
 * Random Events in hallways (dungeon-plungin-rules.txt 3.1 Random Events 364-380, Previously
 * Explored Tiles 259-264, Leaving and Returning 283-285): the first hero to step into a hallway
 * rolls on the pack's Random Events chart and the event is resolved at once; a hallway already
 * rolled rolls nothing more, until the party comes back from town, when the hallways' traps and
 * events are reset and each is rolled again on its first step.
 */
import type { LoggedDie } from './checks';
import { rollChart } from './checks';
import { trapAttack } from './combat';
import { addMonsters, alertCheck, treasureLoot } from './doors';
import { monsterTurn } from './monsters';
import { tileName, tileOf } from './names';
import { faceFoe } from './optional';
import { placeNewcomers, rollMonsters } from './revisit';
import { freeSquaresIn, say, spaceOf, type Fig, type GameState } from './state';

/** The trip (town visits so far) on which each hallway last rolled its event. */

/** Whether stepping into `space` on this trip rolls the hallway's event (first step since the dungeon was entered). */
export function eventDue(
  rolled: ReadonlyMap<string, number>,
  space: string,
  trip: number,
): boolean {
  return rolled.get(space) !== trip;
}

/** Whether the first hero to end a move in `space` would roll its Random Event now (a hallway not yet rolled on this trip). */
export function hallwayUnrolled(g: GameState, space: string): boolean {
  const tile = tileOf(g.crawl, space);
  return tile?.kind === 'hallway' && eventDue(g.hallwayRolls ?? new Map(), space, g.trips);
}

/** The most damage a trap on the pack's Random Events chart deals outright ("N damage" in its effect), 0 with none. */
export function eventTrapDamage(g: GameState): number {
  let most = 0;
  for (const r of g.pack.charts.randomEvents.rows) {
    const t = r.event === 'trap' && r.trap ? g.pack.traps[r.trap] : undefined;
    const m = t && /(\d+) damage/.exec(t.effect);
    if (m) most = Math.max(most, Number(m[1]));
  }
  return most;
}

/**
 * A hero's move ended in a new space: in a hallway not yet rolled on this trip, roll its Random
 * Event and play it out.
 * READING: a move is resolved where it ends, so a hallway walked through in one move without
 * stopping rolls when a hero first ends a move in it.
 */
export function hallwayEvent(g: GameState, h: Fig, from: string): void {
  const sp = spaceOf(g, h.cell);
  if (sp === from || h.dead || g.outcome) return;
  const tile = tileOf(g.crawl, sp);
  if (tile?.kind !== 'hallway') return;
  const rolled = (g.hallwayRolls ??= new Map());
  if (!eventDue(rolled, sp, g.trips)) return;
  rolled.set(sp, g.trips);
  const dice: LoggedDie[] = [];
  const row = rollChart(g.rng, g.pack.charts.randomEvents, 'Random Events chart', dice);
  const where = tileName(g.crawl, sp);
  const open = `${h.name} steps into ${where}. ${row.text}`;
  switch (row.event) {
    case 'monsters': {
      // READING: wandering monsters are met as newcomers are (rules 266-269): from the Monsters chart, placed on the hallway's free squares, Alert with the detection roll.
      const ids = rollMonsters(g.rng, g.pack, dice);
      const free = freeSquaresIn(g, sp);
      const cells = placeNewcomers(g.rng, free, ids.length, dice);
      const fresh = addMonsters(
        g,
        cells.map((cell, i) => ({ id: ids[i]!, cell, boss: false })),
      );
      say(
        g,
        h.id,
        'event',
        fresh.length
          ? `${open} ${fresh.map((f) => f.name).join(', ')}, alert.`
          : `${open} There is no room for them here.`,
        dice,
      );
      if (fresh.length && alertCheck(g, h, fresh, sp))
        for (let i = 0; i < fresh.length && !g.outcome && !g.halted; i++) {
          monsterTurn(g, fresh[i]!);
          faceFoe(g, fresh[i]!);
        }
      return;
    }
    case 'trap':
      say(g, h.id, 'event', open, dice);
      // An event's trap cannot be detected first: it springs at once (rules 377).
      if (row.trap) trapAttack(g, h, row.trap, false);
      return;
    case 'treasure': {
      const loot = treasureLoot(g, h, dice);
      say(g, h.id, 'event', `${open} ${h.name} finds ${loot}.`, dice);
      return;
    }
    case 'secret-door':
      // READING: the played game lays no new doorway into a tile already built (a construction phase opens doors, it does not add them mid-play); the draught is noted and the event is ignored, as one that is not possible here (rules 379-380).
      say(
        g,
        h.id,
        'event',
        `${open} The heroes feel along the wall but find no way through.`,
        dice,
      );
      return;
    default:
      say(g, h.id, 'event', open, dice);
  }
}
