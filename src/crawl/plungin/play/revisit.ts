/**
 * Previously explored tiles (dungeon-plungin-rules.txt 259-269) and leaving by the Dungeon Exit
 * and coming back (270-285): no construction phase and no new random events on a tile already
 * laid; a cleared room the party comes back into is repopulated on a d6 of 1 (a roll on the
 * Monster chart), the newcomers always Alert; leaving keeps the layout, and on the return every
 * room is repopulated and the hallway traps reset.
 */
import type { Rng } from '../../../core/rng';
import type { Cell } from '../../plan/types';
import type { QuestPack } from '../pack.schema';
import { rollChart, type LoggedDie } from './checks';
import { rollLogged } from './rolls';

/** The re-entry roll: a d6, 1 brings new monsters. */
export const REPOPULATE_ON = 1;

/**
 * Whether a hero's step into `space` is a re-entry into a cleared room: a room (not a hallway or
 * the entry), with no monster left alive in it, that the party had walked before and that no hero
 * stood in before this step.
 * READING: "goes back into" a room is the first hero stepping back in once the whole party had left it; heroes walking about inside it roll nothing.
 */
export function isReentry(
  kind: string,
  visited: boolean,
  heroesInside: number,
  monstersInside: number,
): boolean {
  return kind === 'room' && visited && heroesInside === 0 && monstersInside === 0;
}

/** The newcomers' book names and how many, from the Monster chart. */
export interface Newcomers {
  readonly ids: readonly string[];
  readonly dice: readonly LoggedDie[];
}

/** Roll the re-entry d6 and, on a 1, the Monster chart and its counts (rules 266-269). */
export function rollNewcomers(rng: Rng, pack: QuestPack): Newcomers {
  const r = rng.d(6);
  const dice: LoggedDie[] = [{ die: 'd6', value: r, for: 'new monsters in a cleared room' }];
  if (r !== REPOPULATE_ON) return { ids: [], dice };
  return { ids: rollMonsters(rng, pack, dice), dice };
}

/** The Monsters chart rolled and its groups counted out: one book id per monster. */
export function rollMonsters(rng: Rng, pack: QuestPack, dice: LoggedDie[]): string[] {
  const ids: string[] = [];
  for (const grp of rollChart(rng, pack.charts.monsters, 'Monsters chart', dice).groups) {
    const n =
      typeof grp.count === 'number'
        ? grp.count
        : Math.max(
            1,
            rollLogged(
              rng,
              grp.count as string,
              `how many ${pack.monsters[grp.monster]?.name ?? grp.monster}`,
              dice,
            ),
          );
    for (let i = 0; i < n; i++) ids.push(grp.monster);
  }
  return ids;
}

/**
 * Squares for the newcomers: free squares of the room, each drawn at random from those left.
 * READING: the book places figures by rolling the tile's squares; on a room the party stands by, a draw among the free squares gives the same spread without re-rolling onto figures.
 */
export function placeNewcomers(
  rng: Rng,
  free: readonly Cell[],
  n: number,
  dice?: LoggedDie[],
): Cell[] {
  const left = [...free];
  const out: Cell[] = [];
  for (let i = 0; i < n && left.length > 0; i++) {
    const at = rng.int(0, left.length - 1);
    // The draw is a die with one face per free square: the log shows it like any other.
    dice?.push({ die: `d${left.length}`, value: at + 1, for: 'a free square' });
    out.push(left.splice(at, 1)[0]!);
  }
  return out;
}

/**
 * The doctrine's leave-and-return policy (rules 276-285): with no monster awake in sight, the
 * party walks out by the Dungeon Exit to heal in town when its heroes together are at a third of
 * their LIFE or less, or a hero lies dead, nobody carries a revival and the gold pays the town for one (town-trip.ts); it may do so TOWN_TRIPS times a quest
 * (and not once the dungeon is mostly explored: doctrine.ts `townWorthIt`).
 * READING: the rules name healing and resurrection as reasons to leave; the party trusts two trips to town (a full rest, the fallen raised) and then presses on (with one, hallway traps and wandering monsters left a party of four dead in one quest in four).
 */
/** Trips to town the party allows itself in one quest for healing (doctrine). */
export const TOWN_TRIPS = 2;

export function wantsToLeave(
  heroes: readonly { readonly life: number; readonly maxLife: number; readonly dead: boolean }[],
  canRevive: boolean,
  tripsTaken: number,
  /** The town can raise the fallen: the quest's gold pays for a Revival Draught (town-trip.ts). */
  townCanRaise = true,
): boolean {
  if (tripsTaken >= TOWN_TRIPS) return false;
  const life = heroes.reduce((n, h) => n + (h.dead ? 0 : h.life), 0);
  const max = heroes.reduce((n, h) => n + h.maxLife, 0);
  const fallen = heroes.some((h) => h.dead);
  return life * 3 <= max || (fallen && !canRevive && townCanRaise);
}

/** A room's new occupants when the party comes back from town. */
export interface Restock {
  readonly ids: readonly string[];
  readonly chests: number;
  readonly chestDetect: number;
  readonly chestUnlock: number;
  readonly awareness: 'sleeping' | 'unprepared' | 'unsuspecting' | 'alert' | 'ambush' | null;
  readonly dice: readonly LoggedDie[];
}

/**
 * A room rolled again on the Encounter chart, as if met for the first time (rules 283-285):
 * monsters from the Monster chart with their awareness, and its chests.
 */
export function restockRoom(rng: Rng, pack: QuestPack): Restock {
  const dice: LoggedDie[] = [];
  const row = rollChart(rng, pack.charts.encounter, 'Encounter chart', dice);
  let ids: string[] = [];
  let awareness: Restock['awareness'] = null;
  if (row.monsters) {
    ids = rollMonsters(rng, pack, dice);
    awareness = rollChart(rng, pack.charts.awareness, 'Awareness chart', dice).state;
  }
  return {
    ids,
    chests: row.chests?.count ?? 0,
    chestDetect: row.chests?.detect ?? 1,
    chestUnlock: row.chests?.unlock ?? 1,
    awareness,
    dice,
  };
}
