/**
 * Traps whose effect covers more than the figure that set them off, and what they leave on the
 * board (dungeon-plungin-rules.txt, Traps 1038-1062, Some Example Traps 1110-1163): the Swinging
 * Axe's line of five squares, the Spear Trap's 2x1 plate, the Falling Rocks' 2x2 area and the
 * rubble that closes it for the rest of the game, the Pit Trap's 2x2 pit that stays open (a leap
 * to an adjacent square, else a fall into it; those in it strike only each other and climb out
 * with an action), and the Explosive Runes' whole tile. Each figure caught is struck as
 * combat.ts `trapStrike` plays the trap's words; the +1 die of a known trap goes to the heroes.
 */
import type { Cell } from '../../plan/types';
import type { PlunginResult } from '../engine';
import {
  boardFor,
  boardOf,
  fieldOf,
  key,
  lineOfSight,
  setUpOrder,
  passable,
  spaceAt,
  rangeTo,
  STEPS,
  unreachedFrom,
  type Board,
  type Reach,
} from './board';
import { check, logged, showDice } from './checks';
import { hurt, trapStrike, wake } from './combat';
import { doorSquares } from '../grid';
import {
  fieldTo,
  inPit,
  pitEdge,
  living,
  occupied,
  say,
  spaceOf,
  type Fig,
  type GameState,
  type TrapMark,
} from './state';

/** How one of the book's example traps spreads: it strikes its victim and whoever else it covers. */
type AreaRule = (g: GameState, victim: Fig, trapId: string, aware: boolean) => void;

/**
 * The example traps whose effect covers an area, by their book names.
 * READING: a pack's trap plays the area of the book's example trap whose name it bears (the built-in packs' traps are those examples, in our words); any other trap strikes only the figure that set it off.
 */
export const AREA_TRAPS: Readonly<Record<string, AreaRule>> = {
  'Swinging Axe': swingingAxe,
  'Spear Trap': spearTrap,
  'Falling Rocks': fallingRocks,
  'Pit Trap': pitTrap,
  'Explosive Runes': explosiveRunes,
};

/** Play a sprung trap's area, if it has one (the hook in combat.ts `trapAttack`); false: it has none. */
export function springArea(g: GameState, victim: Fig, trapId: string, aware: boolean): boolean {
  const rule = AREA_TRAPS[g.pack.traps[trapId]?.name ?? ''];
  if (!rule) return false;
  rule(g, victim, trapId, aware);
  wake(g, 'a trap went off');
  return true;
}

const at = (cells: readonly Cell[], c: Cell): boolean =>
  cells.some((x) => x.x === c.x && x.y === c.y);
const where = (cells: readonly Cell[]): string => cells.map((c) => `(${c.x},${c.y})`).join(' ');

/**
 * Strike each figure caught, the one who set the trap off first. Awareness (rules 1056-1058) is
 * the party's: a found trap gives the heroes its +1 die, never the monsters.
 */
function strikeAll(g: GameState, caught: readonly Fig[], trapId: string, aware: boolean): void {
  for (const f of caught) if (!f.dead) trapStrike(g, f, trapId, aware && f.side === 'hero');
}

/** The standing figures on `cells`, with the victim first (it is caught wherever it stands). */
function caughtOn(g: GameState, victim: Fig, cells: readonly Cell[]): Fig[] {
  const rest = g.figures.filter((f) => !f.dead && f !== victim && at(cells, f.cell));
  return [victim, ...rest];
}

// ---------------------------------------------------------------------------------------------
// The areas

/**
 * Swinging Axe (rules 1121-1126): a d6 sets the sweep, even east-west, odd north-south, along
 * five squares with the victim in the middle; every character on them rolls DEF.
 * READING: the blade sweeps the victim's own tile: a square behind a wall or shut door from the victim is out of its arc.
 * READING: the attack is against "all Characters" on the line, monsters too; "each Hero … rolls DEF" says how the heroes defend, not that only they are struck.
 */
function swingingAxe(g: GameState, victim: Fig, trapId: string, aware: boolean): void {
  const r = g.rng.d(6);
  const across = r % 2 === 0;
  const line: Cell[] = [];
  for (let i = -2; i <= 2; i++) {
    const c = across
      ? { x: victim.cell.x + i, y: victim.cell.y }
      : { x: victim.cell.x, y: victim.cell.y + i };
    if (spaceAt(g.board, c) !== undefined && lineOfSight(g.board, victim.cell, c)) line.push(c);
  }
  const caught = caughtOn(g, victim, line);
  say(
    g,
    victim.id,
    'trap-area',
    `The ${g.pack.traps[trapId]!.name} swings ${across ? 'east-west' : 'north-south'} (d6 [${r}]) across ${where(line)}: ${caught.map((f) => f.name).join(', ')} in its path.`,
    [{ die: 'd6', value: r, for: 'the axe’s sweep' }],
  );
  strikeAll(g, caught, trapId, aware);
}

/**
 * Spear Trap (rules 1130-1136): the plate is 2x1, the victim's square and the one beside it at
 * the door; every character on it is struck.
 * READING: the first spring strikes every character on the plate, monsters too (the book's area "under the Hero"); only a hero sets it off again.
 * READING: the plate's second square is the victim's neighbour in its own tile that also touches a doorway (the plate lies along the door), else its first neighbour in the tile (north, east, south, west).
 * The plate stays armed (`plateStep`, `disarmPlate`).
 */
function spearTrap(g: GameState, victim: Fig, trapId: string, aware: boolean): void {
  const here = spaceOf(g, victim.cell);
  const doorSquares = doorways(g);
  const beside = STEPS.map((s) => ({ x: victim.cell.x + s.x, y: victim.cell.y + s.y })).filter(
    (c) => spaceAt(g.board, c) === here,
  );
  const second = beside.find((c) => doorSquares.has(key(c))) ?? beside[0];
  const plate = second ? [victim.cell, second] : [victim.cell];
  const caught = caughtOn(g, victim, plate);
  say(
    g,
    victim.id,
    'trap-area',
    `Spears burst from the plate at ${where(plate)}: ${caught.map((f) => f.name).join(', ')} on it; the plate stays armed for any hero who steps on it.`,
  );
  strikeAll(g, caught, trapId, aware);
  (g.marks ??= []).push({
    kind: 'spears',
    cells: plate.map((c) => ({ ...c })),
    trap: g.pack.traps[trapId]!.name,
    round: g.round,
    trapId,
    armed: true,
    tries: 0,
  });
}

/**
 * A hero's move over an armed spear plate (rules 1133-1135): the spears fire again, the hero
 * aware of them (+1 die, rules 1056-1058). Monsters do not set it off ("anytime a Hero enters").
 * READING: the squares a move crosses are a shortest way from where it set out, and a hero who knows the plate takes a way round it when one as short exists (else he crosses, and it fires once a move).
 */
export function plateStep(g: GameState, f: Fig, dist: Reach): void {
  if (f.side !== 'hero' || f.dead) return;
  const plates = (g.marks ?? []).filter((m) => m.kind === 'spears' && m.armed);
  if (plates.length === 0) return;
  const onPlate = (c: Cell): boolean => plates.some((m) => at(m.cells, c));
  // Walk back from the square reached, each step to a square one nearer the start (off the plate when it can).
  const walked: Cell[] = [];
  let cur = f.cell;
  for (let d = dist.get(key(cur)) ?? 0; d > 0; d--) {
    walked.push(cur);
    const back = STEPS.map((s) => ({ x: cur.x - s.x, y: cur.y - s.y })).filter(
      (p) => dist.get(key(p)) === d - 1 && passable(g.board, p, cur),
    );
    const prev = back.find((p) => !onPlate(p)) ?? back[0];
    if (!prev) break;
    cur = prev;
  }
  const stepped = walked.reverse().find(onPlate);
  if (!stepped) return;
  const m = plates.find((x) => at(x.cells, stepped))!;
  say(g, f.id, 'trap-area', `${f.name} steps on the spear plate at (${stepped.x},${stepped.y}).`);
  trapStrike(g, f, m.trapId!, true);
  wake(g, 'a trap went off');
}

/**
 * Disarm an armed spear plate from a square beside it (rules 1135-1136): its Dif. (the trap's),
 * +1 a try after the first whoever makes it, a fumble sets it off; 10 XP a point of its Dif.
 * The party's doctrine: a hero beside a plate, with no foe in sight, works at it while the
 * difficulty is within his stat, as at any found trap (locks.ts `nextStep`).
 */
export function disarmPlate(g: GameState, h: Fig): boolean {
  for (const m of g.marks ?? []) {
    if (m.kind !== 'spears' || !m.armed || at(m.cells, h.cell)) continue;
    if (!m.cells.some((c) => Math.abs(c.x - h.cell.x) + Math.abs(c.y - h.cell.y) === 1)) continue;
    const t = g.pack.traps[m.trapId!];
    if (!t) continue;
    const dif = t.disarm.difficulty + (m.tries ?? 0);
    if (dif > h.stats[t.disarm.stat]) continue;
    const c = check(g.rng, h.stats[t.disarm.stat], dif);
    say(
      g,
      h.id,
      'disarm',
      `${h.name} works at the spear plate: ${t.disarm.stat} ${showDice(c) || 'no dice'} against Dif. ${dif}: ${c.passed ? 'disarmed' : c.fumble ? 'it goes off' : 'not yet'}.`,
      logged(c, `${h.name}'s ${t.disarm.stat}`),
    );
    if (c.passed) {
      m.armed = false;
      h.xp += 10 * t.disarm.difficulty;
      g.partyXp += 10 * t.disarm.difficulty;
    } else {
      m.tries = (m.tries ?? 0) + 1;
      if (c.fumble) {
        trapStrike(g, h, m.trapId!, true);
        wake(g, 'a trap went off');
      }
    }
    return true;
  }
  return false;
}

/**
 * Falling Rocks (rules 1140-1145): the victim and every character in a 2x2 area, monsters too,
 * take the blow; the rubble closes those squares to everyone for the rest of the quest.
 * READING: the 2x2 area is the one holding the victim's square (`blockAt`); a figure standing in it when the rocks fall may climb off it, but no one may step in again.
 */
function fallingRocks(g: GameState, victim: Fig, trapId: string, aware: boolean): void {
  const block = blockAt(g, victim);
  const caught = caughtOn(g, victim, block);
  say(
    g,
    victim.id,
    'trap-area',
    `The ceiling comes down on ${where(block)}: ${caught.map((f) => f.name).join(', ')} under the rocks.`,
  );
  strikeAll(g, caught, trapId, aware);
  leaveMark(g, 'rubble', block, g.pack.traps[trapId]!.name);
  say(
    g,
    victim.id,
    'trap-area',
    `Rubble fills ${where(block)}: no one may enter those squares again.`,
  );
}

/**
 * Pit Trap (rules 1149-1155): a 2x2 pit opens under the victim; each character over it makes a
 * Dif. 3 DEX check (+1 die to a hero who knew of it): a pass leaps to an adjacent square (the
 * heroes choose, the monsters' is rolled), a failure falls in, 1 damage, trapped until it climbs
 * out with an action. The pit stays open for the rest of the quest.
 * READING: the book bars the rubble's squares for the rest of the game but not the pit's: a figure may climb down into the open pit (its move ends there, state.ts `moveToward`) and climbs out with an action as one fallen in does, so a pit slows a way (`PIT_STEPS` in board.ts) without sealing it; a leap or a climb needs a free square next to it, orthogonally as every move, not in the pit; with no such square the leap fails.
 */
function pitTrap(g: GameState, victim: Fig, trapId: string, aware: boolean): void {
  const t = g.pack.traps[trapId]!;
  const block = blockAt(g, victim);
  const caught = caughtOn(g, victim, block);
  const test = /Dif\. (\d) DEX/.exec(t.effect);
  const dif = Number(test?.[1] ?? 3);
  const fall = Number(/(\d+) damage/.exec(t.effect)?.[1] ?? 1);
  leaveMark(g, 'pit', block, t.name);
  say(
    g,
    victim.id,
    'trap-area',
    `A pit opens under ${where(block)}: ${caught.map((f) => f.name).join(', ')} over it.`,
  );
  for (const f of caught) {
    if (f.dead || g.outcome) continue;
    const c = check(g.rng, f.stats.DEX + (aware && f.side === 'hero' ? 1 : 0), dif);
    const dice = logged(c, `${f.name}'s DEX`);
    const spots = freeBeside(g, f);
    if (c.passed && spots.length > 0) {
      let to: Cell;
      if (f.side === 'hero') to = heroSpot(g, f, spots);
      else {
        const r = g.rng.d(spots.length);
        dice.push({ die: `d${spots.length}`, value: r, for: `${f.name}'s leap` });
        to = spots[r - 1]!;
      }
      f.cell = to;
      say(
        g,
        f.id,
        'trap',
        `${f.name} leaps clear: DEX ${showDice(c)} against Dif. ${dif}, to (${to.x},${to.y}).`,
        dice,
      );
      continue;
    }
    f.conditions.add('in-pit');
    say(
      g,
      f.id,
      'trap',
      `${f.name} falls into the pit: DEX ${showDice(c) || 'no dice'} against Dif. ${dif}${c.passed ? ', but no square is free to leap to' : ''}, ${fall} damage.`,
      dice,
    );
    hurt(g, f, fall, null);
  }
}

/**
 * Explosive Runes (rules 1159-1163): every character in the tile, monsters included, against the
 * trap's 5d6, opposed by the higher of RES and DEX.
 * READING: "the tile" is the space the victim stands in when the rune goes off (a door's rune before the door opens: the tile on the victim's side).
 */
function explosiveRunes(g: GameState, victim: Fig, trapId: string, aware: boolean): void {
  const here = spaceOf(g, victim.cell);
  const rest = g.figures.filter((f) => !f.dead && f !== victim && spaceOf(g, f.cell) === here);
  const caught = [victim, ...rest];
  say(
    g,
    victim.id,
    'trap-area',
    `Flames roar through the whole tile: ${caught.map((f) => f.name).join(', ')} in the blast.`,
  );
  strikeAll(g, caught, trapId, aware);
}

// ---------------------------------------------------------------------------------------------
// Where a 2x2 area falls, and what it leaves

/** Squares next to a door not yet opened (what lies beyond is not built, so no reach can be measured through it). */
function doorways(g: GameState): Set<string> {
  const out = new Set<string>();
  for (const p of g.crawl.plan.portals)
    for (const e of p.to === null ? p.edges : []) {
      const a = e.axis === 'h' ? { x: e.x, y: e.y - 1 } : { x: e.x - 1, y: e.y };
      out.add(key(a));
      out.add(key({ x: e.x, y: e.y }));
    }
  return out;
}

/**
 * The 2x2 area of the Falling Rocks and the Pit Trap: one of the four blocks of squares holding
 * the victim's, its squares in the victim's tile.
 * READING: the book leaves the block's corner open; ours is the one that covers the fewest squares at a door not yet opened (the door the victim stands at, or another, stays usable), then the one that cuts the fewest squares off from the Dungeon Exit (an opened door or a narrow way stays passable where it can), then the one over the fewest shut chests, then the one with the most squares of floor (walls trim it), then north-west, north-east, south-west, south-east of the victim in that order.
 */
export function blockAt(g: GameState, victim: Fig): Cell[] {
  const here = spaceOf(g, victim.cell);
  const doors = doorways(g);
  const chests = new Set(g.chests.filter((c) => !c.opened).map((c) => key(c.cell)));
  const exit = g.crawl.tiles[0]!.space;
  let best: { cells: Cell[]; score: readonly number[] } | null = null;
  for (const [dx, dy] of [
    [-1, -1],
    [0, -1],
    [-1, 0],
    [0, 0],
  ] as const) {
    const cells: Cell[] = [];
    for (const [ox, oy] of [
      [0, 0],
      [1, 0],
      [0, 1],
      [1, 1],
    ] as const) {
      const c = { x: victim.cell.x + dx + ox, y: victim.cell.y + dy + oy };
      if (spaceAt(g.board, c) === here) cells.push(c);
    }
    const atDoor = cells.filter((c) => doors.has(key(c))).length;
    const onChest = cells.filter((c) => chests.has(key(c))).length;
    const score = [atDoor, cutOffBy(g, cells, exit), onChest, -cells.length];
    if (!best || better(score, best.score)) best = { cells, score };
  }
  return best!.cells;
}

const better = (a: readonly number[], b: readonly number[]): boolean => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return false;
};

/**
 * Open floor squares (outside `cells`) that closing `cells` too would cut off from the Dungeon
 * Exit: its tile's first open square in the order the heroes set up on (rules 60-75, game.ts).
 */
function cutOffBy(g: GameState, cells: readonly Cell[], exit: string): number {
  const closed = new Set([...(g.closed ?? []), ...cells.map(key)]);
  // The board in play is that board less the cells closed: walked on its grid, with no board built.
  if (boardFor(g.board, g.crawl.plan, g.closed)) {
    const from = setUpOrder(g.board, exit).find((c) => !closed.has(key(c)));
    return from ? unreachedFrom(g.board, from, cells) : 0;
  }
  const board: Board = boardOf(g.crawl.plan, closed, undefined, g.board);
  const start = setUpOrder(board, exit).find((c) => !closed.has(key(c)));
  if (!start) return 0;
  const field = fieldOf(board, [start]);
  let n = 0;
  for (const k of board.floor.keys()) if (!closed.has(k) && field.get(k) === undefined) n++;
  return n;
}

/** Record rubble (its squares closed) or a pit (its squares a move ends in); the board is rebuilt. */
function leaveMark(
  g: GameState,
  kind: TrapMark['kind'],
  cells: readonly Cell[],
  trap: string,
): void {
  (g.marks ??= []).push({ kind, cells: cells.map((c) => ({ ...c })), trap, round: g.round });
  if (kind === 'pit') g.pits = new Set([...(g.pits ?? []), ...cells.map(key)]);
  else g.closed = new Set([...(g.closed ?? []), ...cells.map(key)]);
  g.board = boardOf(g.crawl.plan, g.closed, g.pits, g.board);
}

/** Free squares a figure may step to from where it stands (no figure, chest, rubble or pit there). */
function freeBeside(g: GameState, f: Fig): Cell[] {
  const taken = occupied(g, f);
  return STEPS.map((s) => ({ x: f.cell.x + s.x, y: f.cell.y + s.y })).filter(
    (c) => passable(g.board, f.cell, c) && !taken.has(key(c)) && !g.pits?.has(key(c)),
  );
}

/** Free squares at the edge of the pit `f` is in (`pitEdge`), the nearest `f` only. */
function besidePit(g: GameState, f: Fig): Cell[] {
  const taken = occupied(g, f);
  const out = pitEdge(g, f.cell).filter((c) => !taken.has(key(c)));
  const d = (c: Cell): number => Math.abs(c.x - f.cell.x) + Math.abs(c.y - f.cell.y);
  return out.filter((c) => d(c) === Math.min(...out.map(d)));
}

/**
 * Where a hero leaps or climbs to (his choice, rules 1151-1152): beside his companions, away from
 * the monsters. Our policy: the square nearest a standing companion, then farthest from the
 * nearest monster, then the first of north, east, south, west.
 */
function heroSpot(g: GameState, h: Fig, spots: readonly Cell[]): Cell {
  const friends = living(g, 'hero').filter((o) => o !== h && !inPit(g, o));
  const foes = living(g, 'monster');
  const near = (c: Cell, fs: readonly Fig[]): number =>
    fs.length ? Math.min(...fs.map((o) => rangeTo(c, o.cell))) : 0;
  let best = spots[0]!;
  for (const c of spots.slice(1))
    if (better([near(c, friends), -near(c, foes)], [near(best, friends), -near(best, foes)]))
      best = c;
  return best;
}

/**
 * Where a hero crossing the pit climbs out: with no monster awake in sight and a door the party
 * makes for (`g.aim`), the edge square nearest that door; else none (`heroSpot` chooses).
 */
function onTheWay(g: GameState, h: Fig, spots: readonly Cell[]): Cell | undefined {
  if (!g.aim || living(g, 'monster').some((m) => m.awake === 'ready')) return undefined;
  const aim = g.crawl.plan.frontier.find((e) => e.id === g.aim!.id);
  if (!aim) return undefined;
  const field = fieldTo(g, doorSquares(aim.block, aim.dir), h);
  let best: Cell | undefined;
  let bestD = Infinity;
  for (const c of spots) {
    const d = field.at(c) ?? Infinity;
    if (d < bestD) [best, bestD] = [c, d];
  }
  return best;
}

/**
 * A figure in the pit spends an action climbing out (rules 1153-1154) to a free square at its
 * edge (`besidePit`; a hero's choice among the nearest as `heroSpot`, a monster's the first). True
 * when the figure was in the pit, so that the action is spent.
 */
export function climbOut(g: GameState, f: Fig): boolean {
  if (!f.conditions.has('in-pit')) return false;
  if (!inPit(g, f)) {
    // Raised beside a companion or carried out: no longer in the pit.
    f.conditions.delete('in-pit');
    return false;
  }
  const spots = besidePit(g, f);
  if (spots.length === 0) {
    say(g, f.id, 'nothing', `${f.name} cannot climb out of the pit: no free square at its edge.`);
    return true;
  }
  // One that climbed down by choice climbs out where it was going (state.ts `moveToward`).
  const meant =
    f.climbTo &&
    !occupied(g, f).has(key(f.climbTo)) &&
    pitEdge(g, f.cell).some((c) => c.x === f.climbTo!.x && c.y === f.climbTo!.y)
      ? f.climbTo
      : undefined;
  const to =
    meant ?? (f.side === 'hero' ? (onTheWay(g, f, spots) ?? heroSpot(g, f, spots)) : spots[0]!);
  delete f.climbTo;
  f.cell = to;
  f.conditions.delete('in-pit');
  say(g, f.id, 'move', `${f.name} climbs out of the pit to (${to.x},${to.y}).`);
  return true;
}

/**
 * The dungeon as the state shows it: the rubble and the pits a trap left are features of the
 * spaces they lie in (`rubble`, `pit`), so the JSON and the map carry them; a spear plate still
 * armed is a trap among the space's contents, one a square.
 */
export function withMarks(
  crawl: PlunginResult,
  marks: readonly TrapMark[] | undefined,
): PlunginResult {
  if (!marks?.length) return crawl;
  const floor = boardOf(crawl.plan).floor;
  const spaces = crawl.plan.spaces.map((s) => {
    const mine = marks.filter((m) => floor.get(key(m.cells[0]!)) === s.id);
    if (mine.length === 0) return s;
    const plates = mine.filter((m) => m.kind === 'spears' && m.armed);
    return {
      ...s,
      features: [
        ...s.features,
        ...mine.flatMap((m) =>
          m.kind === 'spears'
            ? []
            : [
                {
                  kind: m.kind,
                  cells: m.cells,
                  note: `${m.kind === 'pit' ? 'open pit' : 'rubble'} of the ${m.trap} (round ${m.round})`,
                  lightFeet: 0,
                },
              ],
        ),
      ],
      contents: [
        ...s.contents,
        ...plates.flatMap((m) =>
          m.cells.map((cell) => ({
            kind: 'trap' as const,
            name: m.trap,
            detail: `armed plate, sprung in round ${m.round}`,
            cell,
          })),
        ),
      ],
    };
  });
  return { ...crawl, plan: { ...crawl.plan, spaces } };
}
