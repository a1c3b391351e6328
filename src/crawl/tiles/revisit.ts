/**
 * Walking back through explored places (text 954-963): to reach the next exit the party crosses
 * spaces it has already traversed. Each one crossed (the one it sets out from excepted) may hold
 * a monster again: one third of its normal chance on a second or later pass, or the normal chance
 * for a place at the edge of the explored, with an open way to the unknown.
 */
import type { Space } from '../plan/types';
import { addMonster } from './contents';
import { memory, type Ctx } from './context';
import type { TilesExit } from './exit';
import * as C from './tables-caverns';
import * as M from './tables-monsters';
import * as R from './tables-rooms';

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

/** Of six d6 faces, how many give `kind` on a table modified by `mod` (a natural 1 stays 1). */
function facesGiving(
  rows: readonly { lo: number; hi: number; kind: string }[],
  kind: string,
  mod: number,
): number {
  let n = 0;
  for (let raw = 1; raw <= 6; raw++) {
    const d = raw === 1 ? 1 : clamp(raw + mod, 2, 6);
    if (rows.some((r) => r.lo <= d && d <= r.hi && r.kind === kind)) n += 1;
  }
  return n;
}

/**
 * The normal chance of meeting a monster in a space, as [n, in], from the roll the space had on
 * entry: Table 3's danger roll (caverns), Table 14's dangers (rooms), the passageway and corridor
 * odds, a special room's card. The entry tile holds none.
 */
export function monsterOdds(ctx: Ctx, space: Space): readonly [number, number] {
  const fam = ctx.family.get(space.id);
  const pool = space.features.some((f) => f.kind === 'pool') ? 1 : 0;
  const small = space.note.includes('small') ? -1 : 0;
  switch (fam) {
    case 'cavern':
    case 'big-cavern':
      return [
        facesGiving(C.TABLE_3_DANGER, 'monster', pool + small + (fam === 'big-cavern' ? 1 : 0)),
        6,
      ];
    case 'passage':
    case 'terminal-passage':
      return [7 - (pool || fam === 'terminal-passage' ? 5 : R.PASSAGE_MONSTER_ON), 6];
    case 'corridor':
    case 'steps':
      return [7 - R.CORRIDOR_MONSTER_ON, 6];
    case 'room':
    case 'big-room':
    case 'terminal-room':
      return [facesGiving(R.TABLE_14_DANGERS, 'monster', pool + small), 6];
    case 'entry':
    case undefined:
      return [0, 6];
    case 'great-hall':
    case 'throne-room':
      return [3, 6];
    default:
      return memory(ctx, space.level).occupied
        ? R.TABLE_18_NOTES.monstersOccupied
        : R.TABLE_18_NOTES.monstersUnoccupied;
  }
}

/** Open ways between mapped spaces (portals with both sides known, stairs included). */
function links(ctx: Ctx): Map<string, string[]> {
  const next = new Map<string, string[]>();
  const link = (a: string, b: string): void => {
    let l = next.get(a);
    if (!l) next.set(a, (l = []));
    l.push(b);
  };
  for (const p of ctx.b.portals)
    if (p.to !== null) {
      link(p.from, p.to);
      link(p.to, p.from);
    }
  return next;
}

/** A breadth-first search from `start`: each reached space and the one it was reached from. */
function search(ctx: Ctx, start: string, goal?: string): Map<string, string> {
  const next = links(ctx);
  const back = new Map<string, string>([[start, start]]);
  const queue = [start];
  // Bounded: each space enters the queue once.
  for (let i = 0; i < queue.length && (goal === undefined || !back.has(goal)); i++)
    for (const n of next.get(queue[i]!) ?? [])
      if (!back.has(n)) {
        back.set(n, queue[i]!);
        queue.push(n);
      }
  return back;
}

/** Where the party can walk from one space: the search tree and each space's distance. */
export interface Reach {
  readonly start: string;
  readonly back: ReadonlyMap<string, string>;
  /** How many places the party walks through to reach each space. */
  readonly dist: ReadonlyMap<string, number>;
}

/** One search from where the party stands, for the explorer's choice and the walk alike. */
export function reach(ctx: Ctx, start: string): Reach {
  const back = search(ctx, start);
  const dist = new Map<string, number>([[start, 0]]);
  // Spaces come out of the search in order of distance, so each one's parent is already known.
  for (const [id, from] of back) if (id !== start) dist.set(id, dist.get(from)! + 1);
  return { start, back, dist };
}

/** How many places the party walks through from `start` to each space it can reach. */
export function distances(ctx: Ctx, start: string): ReadonlyMap<string, number> {
  return reach(ctx, start).dist;
}

/** The walk to `goal` along a search tree: `start` left out, `goal` last; [] if unreachable. */
function pathTo(r: Pick<Reach, 'start' | 'back'>, goal: string): string[] {
  if (goal === r.start || !r.back.has(goal)) return [];
  const out: string[] = [];
  for (let at = goal; at !== r.start; at = r.back.get(at)!) out.push(at);
  return out.reverse();
}

/**
 * The spaces the party crosses from `start` to `goal` through open ways: a shortest walk by
 * portal count, ties to the older portal. `start` is left out, `goal` is the last.
 */
export function walk(ctx: Ctx, start: string, goal: string): string[] {
  if (start === goal) return [];
  return pathTo({ start, back: search(ctx, start, goal) }, goal);
}

/**
 * Cross the spaces between where the party stands and the space of the exit it opens next,
 * rolling each one's monster chance again: a third of it on a second pass, all of it at the
 * edge of the explored (text 958-961). A monster met is added to the space as wandering.
 * `from`: the search already made from `start` this step, if any.
 */
export function crossExplored(ctx: Ctx, start: string, goal: string, from?: Reach): void {
  const b = ctx.b;
  const path = from && from.start === start ? pathTo(from, goal) : walk(ctx, start, goal);
  // READING: "open passage to the unknown" is an unexplored exit with no shut door in it (an
  // opening, an open door, steps down): monsters can come in by it unheard.
  const edge = new Set(
    (b.frontier as readonly TilesExit[])
      .filter((e) => e.door === 'none' || e.door === 'open')
      .map((e) => e.from),
  );
  for (const id of path) {
    const space = b.space(id);
    const [n, of] = monsterOdds(ctx, space);
    if (n === 0) continue;
    const atEdge = edge.has(id);
    // One third of n in `of` is n in 3·of (a d18 for a d6 chance).
    const [k, sides] = atEdge ? [n, of] : [n, of * M.REVISIT_MONSTER_ODDS.secondPass[1]];
    const label = atEdge ? 'passing again (edge of the explored)' : 'second pass';
    if (b.chance(`${label}: monster`, k, sides, 'monster', 'none'))
      addMonster(ctx, space, false, `${label}, step ${b.step}`, 'wandering');
  }
}
