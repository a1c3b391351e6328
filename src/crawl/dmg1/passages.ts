/**
 * Passages: the periodic check (Table I) and what it leads to — doors (II), side passages (III),
 * turns (IV), chambers, stairs (VI), dead ends, traps and wandering monsters — and what lies
 * beyond doors (II) and room exits (V.E).
 */
import { fromSpans, isDiagonal, rectCells, shift, turn, VEC } from '../plan/geometry';
import { armFrom, band, boxOf, fitBand, openBetween, stepsFor, wallLine } from '../plan/layout';
import type { Dir, PortalKind, Space } from '../plan/types';
import { addMonster } from './contents';
import {
  addPassageExit,
  blockAhead,
  cellsFor,
  cut,
  frontCell,
  makeDoor,
  middle,
  rollWidth,
  runPassage,
  sideDoor,
  squared,
  wallWindow,
  type Ctx,
  type Walk,
} from './context';
import type { Dmg1Exit } from './exit';
import { addLevelLink } from './links';
import { buildRoom } from './rooms';
import { SECRET_DOOR_CHECK, TABLE_V_E } from './tables-rooms';
import { DEAD_END_CHUTE, SOLO, TABLE_VI, type LinkKind } from './tables-levels';
import {
  TABLE_I,
  TABLE_II_BEYOND,
  TABLE_II_LOCATION,
  TABLE_III,
  TABLE_IV,
  type BeyondKind,
  type PeriodicKind,
} from './tables-passages';
import { trickTrap } from './traps';

type PeriodicHandler = (ctx: Ctx, walk: Walk, depth: number) => void;

/** Table I, one named function per result. */
export const PERIODIC: Readonly<Record<PeriodicKind, PeriodicHandler>> = {
  continue: continueStraight,
  door: doorInPassage,
  'side-passage': sidePassage,
  turn: passageTurns,
  chamber: chamberAhead,
  stairs: stairsInPassage,
  'dead-end': deadEnd,
  'trick-trap': trickTrapInPassage,
  'wandering-monster': wanderingMonster,
};

/** Roll Table I where a passage stands and apply the result. */
export function periodicCheck(ctx: Ctx, walk: Walk, depth = 0): void {
  const row = ctx.b.table('I', 'd20', TABLE_I);
  PERIODIC[row.kind](ctx, walk, depth);
}

function continueStraight(ctx: Ctx, walk: Walk): void {
  ctx.b.note('passage continues 60 ft');
  runPassage(ctx, walk, 60);
}

/** Table I 3-5 and Table II: a door; unless it is ahead, check again at once for another door. */
function doorInPassage(ctx: Ctx, walk: Walk, depth: number): void {
  const b = ctx.b;
  const loc = b.table('II location', 'd20', TABLE_II_LOCATION).kind;
  b.note(`door ${loc}`);
  const after = sideDoor(ctx, walk, loc);
  if (!after) return;
  const again = b.table('I', 'd20', TABLE_I);
  if (again.kind === 'door' && depth < 4) {
    doorInPassage(ctx, after, depth + 1);
    return;
  }
  b.note(`check result ${again.kind} ignored; passage goes on 30 ft past the door`);
  runPassage(ctx, after, 30);
}

/** Table I 6-10 and Table III: a junction block, its branches (width on III.A) and the way on. */
function sidePassage(ctx: Ctx, walk0: Walk): void {
  const b = ctx.b;
  const walk = squared(walk0);
  const row = b.table('III', 'd20', TABLE_III);
  const branch = rollWidth(ctx);
  const depth = Math.max(walk.width, branch.width);
  const block = blockAhead(ctx, walk, depth, `junction: ${row.kind}`);
  if (!block) {
    cut(ctx, 'no room for the side passage: passage runs on');
    runPassage(ctx, walk, 30);
    return;
  }
  b.note(`side passage ${row.kind}`);
  const box = boxOf(fromSpans(block.spans));
  for (const br of row.branches) {
    const dir = turn(walk.dir, br.turn);
    const cross = armFrom(box, dir, branch.width);
    runPassage(
      ctx,
      {
        level: walk.level,
        from: block,
        cross,
        dir,
        width: Math.max(isDiagonal(dir) ? 2 : 1, branch.width),
        special: branch.special,
      },
      30,
      true,
      br.curve ? 'curving passage' : '',
    );
  }
  const ahead = armFrom(box, walk.dir, walk.width);
  const extra = walk.dir === 'n' || walk.dir === 's' || walk.dir === 'e' || walk.dir === 'w';
  if (row.continues || (row.kind === 'passage-x' && !extra))
    runPassage(ctx, { ...walk, from: block, cross: ahead, special: null }, 30);
}

/** Table I 11-13 and Table IV: a corner, then the passage in its new heading (width on III.A). */
function passageTurns(ctx: Ctx, walk0: Walk): void {
  const b = ctx.b;
  const walk = squared(walk0);
  const row = b.table('IV', 'd20', TABLE_IV);
  const w = rollWidth(ctx);
  const corner = blockAhead(ctx, walk, Math.max(walk.width, w.width), `turn ${row.kind}`);
  if (!corner) {
    cut(ctx, 'no room to turn: passage runs on');
    runPassage(ctx, walk, 30);
    return;
  }
  b.note(`passage turns ${row.kind}`);
  const dir = turn(walk.dir, row.turn);
  const cross = armFrom(boxOf(fromSpans(corner.spans)), dir, w.width);
  runPassage(
    ctx,
    {
      level: walk.level,
      from: corner,
      cross,
      dir,
      width: Math.max(isDiagonal(dir) ? 2 : 1, w.width),
      special: w.special,
    },
    30,
  );
}

/** Table I 14-16: a chamber opens off the end of the passage. */
function chamberAhead(ctx: Ctx, walk0: Walk): void {
  const walk = squared(walk0);
  ctx.b.note('chamber');
  const room = buildRoom(ctx, {
    kind: 'chamber',
    level: walk.level,
    cross: walk.cross,
    dir: walk.dir,
    from: walk.from,
    portal: null,
  });
  if (!room) deadEndWalls(ctx, walk);
}

type StairsHandler = (ctx: Ctx, walk: Walk, row: (typeof TABLE_VI)[number]) => void;

/** Table VI, one named function per kind of link. */
export const STAIRS: Readonly<Record<LinkKind, StairsHandler>> = {
  stairs: stairsFlight,
  'dead-end-up': deadEndStairs,
  'dead-end-down': deadEndStairs,
  chimney: shaftInPassage,
  'trap-door': shaftInPassage,
  'stairs-chamber': stairsFlight,
};

function stairsInPassage(ctx: Ctx, walk: Walk): void {
  const row = ctx.b.table('VI', 'd20', TABLE_VI);
  // Table III.B galleries note: a stairway at the end of a gallery passage replaces or adds to
  // the gallery stairs, as rolled when the galleries were made.
  const gallery = walk.from.features.find(
    (f) => f.kind === 'gallery' && f.note.includes('at the end'),
  );
  if (gallery)
    ctx.b.note(
      gallery.note.includes('replaces')
        ? 'this stairway replaces the gallery stairs'
        : 'this stairway is in addition to the gallery stairs',
    );
  STAIRS[row.link](ctx, squared(walk), row);
}

/** A 20-ft flight of stairs ahead (shorter if that is all that fits); null when none fits. */
function flight(ctx: Ctx, walk: Walk, note: string): Space | null {
  const b = ctx.b;
  const want = cellsFor(ctx, 20);
  const fit = fitBand(b, walk.level, walk.cross, walk.dir, want);
  if (fit.steps === 0) return null;
  if (fit.steps < want) b.fallback(`stairs shortened to ${fit.steps * b.sheet.cellFeet} ft`);
  const s = b.addSpace({
    kind: 'stairs',
    level: walk.level,
    cells: fit.cells,
    shape: 'band',
    size: `${walk.width * b.sheet.cellFeet} ft wide`,
    note,
    numbered: false,
  });
  openBetween(b, walk.from, s);
  return s;
}

function stairsFlight(ctx: Ctx, walk: Walk, row: (typeof TABLE_VI)[number]): void {
  const chamber = row.link === 'stairs-chamber';
  const note = chamber
    ? 'stairs up 1 then down 2 (net down 1), chamber at the end'
    : `stairs ${row.kind.replace('-', ' ')} level${Math.abs(row.levels) > 1 ? 's' : ''}`;
  const s = flight(ctx, walk, note) ?? walk.from;
  const cell = s === walk.from ? frontCell(walk) : middle(fromSpans(s.spans), 1)[0]!;
  addLevelLink(
    ctx,
    s,
    cell,
    row.levels,
    row.levels < 0 ? 'stairs-up' : 'stairs-down',
    chamber ? 'chamber' : 'landing',
    note,
    row.egress,
  );
}

/** Table VI 9-10: stairs to a dead end, with a 1 in 6 chance of a chute. */
function deadEndStairs(ctx: Ctx, walk: Walk, row: (typeof TABLE_VI)[number]): void {
  const b = ctx.b;
  const up = row.kind === 'up-dead-end';
  const s = flight(ctx, walk, `stairs ${up ? 'up' : 'down'} to a dead end`) ?? walk.from;
  const drop = DEAD_END_CHUTE[row.kind as keyof typeof DEAD_END_CHUTE];
  const cell = s === walk.from ? frontCell(walk) : middle(fromSpans(s.spans), 1)[0]!;
  b.addPortal({
    kind: up ? 'stairs-up' : 'stairs-down',
    level: walk.level,
    from: s.id,
    to: s.id,
    cell,
    toLevel: walk.level,
    note: 'dead end',
  });
  if (b.chance('VI dead-end chute', 1, 6, `chute down ${drop}`, 'no chute'))
    addLevelLink(
      ctx,
      s,
      cell,
      drop,
      'chute',
      'landing',
      `chute down ${drop} level${drop > 1 ? 's' : ''}`,
      0,
    );
}

/** Table VI 11-17: a chimney or trap door in the passage, which goes on 30 ft. */
function shaftInPassage(ctx: Ctx, walk: Walk, row: (typeof TABLE_VI)[number]): void {
  const run = runPassage(ctx, walk, 30);
  const where = run.space ?? walk.from;
  const cell = run.space ? middle(fromSpans(run.space.spans), 1)[0]! : frontCell(walk);
  const kind: PortalKind = row.link === 'chimney' ? 'chimney' : 'trap-door';
  const dir = row.levels < 0 ? 'up' : 'down';
  addLevelLink(
    ctx,
    where,
    cell,
    row.levels,
    kind,
    'landing',
    `${kind.replace('-', ' ')} ${dir} ${Math.abs(row.levels)} level${Math.abs(row.levels) > 1 ? 's' : ''}`,
    0,
  );
}

/** Table I 18: a dead end; the walls left, right and ahead are each checked for a secret door. */
function deadEnd(ctx: Ctx, walk: Walk): void {
  ctx.b.note('dead end');
  deadEndWalls(ctx, squared(walk));
}

function deadEndWalls(ctx: Ctx, walk: Walk): void {
  const b = ctx.b;
  const end = walk.from;
  for (const [name, eighths] of [
    ['left', -2],
    ['right', 2],
    ['ahead', 0],
  ] as const) {
    const check = b.table(`V.D note (dead end ${name})`, 'd20', SECRET_DOOR_CHECK);
    if (check.kind !== 'secret-door') continue;
    const face = turn(walk.dir, eighths) as 'n' | 'e' | 's' | 'w';
    if (eighths === 0) {
      makeDoor(ctx, end, middle(walk.cross, 2), walk.dir, {
        kind: 'secret-door',
        ahead: true,
        along: walk.dir,
      });
      continue;
    }
    const line = wallLine(end, face);
    const { dx, dy } = VEC[face];
    makeDoor(ctx, end, shift(wallWindow(line, 2, 1), dx, dy), face, {
      kind: 'secret-door',
      along: walk.dir,
    });
  }
}

function trickTrapInPassage(ctx: Ctx, walk: Walk): void {
  const after = trickTrap(ctx, { space: walk.from, cell: frontCell(walk), walk, buildRoom });
  if (after === 'continues') runPassage(ctx, walk, 30);
}

/** Table I 20: a wandering monster, then check again at once for what lies ahead. */
function wanderingMonster(ctx: Ctx, walk: Walk, depth: number): void {
  addMonster(ctx, walk.from, 'wandering');
  if (depth < 5) periodicCheck(ctx, walk, depth + 1);
  else runPassage(ctx, walk, 30);
}

type BeyondHandler = (ctx: Ctx, exit: Dmg1Exit, from: Space) => void;

/** Table II (space beyond), one named function per result. */
export const BEYOND: Readonly<Record<BeyondKind, BeyondHandler>> = {
  'parallel-passage': parallelPassage,
  'passage-ahead': (ctx, exit, from) => passageBeyond(ctx, exit, from, [0]),
  'passage-45-ahead': (ctx, exit, from) =>
    passageBeyond(ctx, exit, from, diagonals(ctx, exit, true)),
  'passage-45-behind': (ctx, exit, from) =>
    passageBeyond(ctx, exit, from, diagonals(ctx, exit, false)),
  room: (ctx, exit, from) => roomBeyond(ctx, exit, from, 'room'),
  chamber: (ctx, exit, from) => roomBeyond(ctx, exit, from, 'chamber'),
};

/** Resolve a door: listen at it in solo play, then roll what lies beyond on Table II. */
export function openDoor(ctx: Ctx, exit: Dmg1Exit): void {
  const b = ctx.b;
  const from = b.space(exit.from);
  if (ctx.o.solo) {
    const heard = b.chance(
      'solo: listening at the door',
      SOLO.listenHit,
      SOLO.listenDie,
      'a monster is there',
      'silence',
    );
    if (heard) ctx.solo.pending = 'heard';
    if (
      ctx.o.detection &&
      b.chance(
        'solo: ESP or detection',
        SOLO.espHit,
        SOLO.espDie,
        'a thinking monster is there',
        'nothing detected',
      )
    )
      ctx.solo.pending ??= 'detected';
  }
  const made = b.spaces.length;
  const row = b.table('II beyond', 'd20', TABLE_II_BEYOND);
  BEYOND[row.kind](ctx, exit, from);
  // A monster heard beyond a door that opens on a passage waits in that passage.
  const beyond = b.spaces[made];
  if (ctx.solo.pending && beyond) addMonster(ctx, beyond, 'wandering');
  ctx.solo.pending = null;
}

function portalOf(ctx: Ctx, exit: Dmg1Exit) {
  return ctx.b.portal(exit.portal) ?? null;
}

/** Relative headings (eighths) for a 45-degree passage beyond a door, the preferred one first. */
function diagonals(ctx: Ctx, exit: Dmg1Exit, ahead: boolean): number[] {
  const along = exit.along;
  // Policy: with no passage heading to go by (a door ahead or in a room), the dice pick the side.
  if (!along || along === exit.dir || along === turn(exit.dir, 4))
    return ctx.b.roll('II 45-degree side', 'd2') === 1 ? [-1, 1] : [1, -1];
  const toward = turn(exit.dir, -2) === along ? -1 : 1;
  return ahead ? [toward, -toward] : [-toward, toward];
}

function passageBeyond(ctx: Ctx, exit: Dmg1Exit, from: Space, turns: number[]): void {
  const b = ctx.b;
  const portal = portalOf(ctx, exit);
  for (const t of turns) {
    const dir = turn(exit.dir, t);
    const steps = fitBand(b, exit.level, exit.cells, dir, 2).steps;
    if (steps < 2 && t !== turns[turns.length - 1]) continue;
    const run = runPassage(
      ctx,
      {
        level: exit.level,
        from,
        cross: exit.cells,
        dir,
        width: Math.max(exit.cells.length, isDiagonal(dir) ? 2 : 1),
        special: null,
      },
      30,
    );
    if (portal && run.space) portal.to = run.space.id;
    if (!run.space) cut(ctx, 'no room beyond the door: it opens on rock');
    return;
  }
}

/** Table II 1-4: a passage running 30 ft both ways past the door (a 10 x 10 room if the door was ahead). */
function parallelPassage(ctx: Ctx, exit: Dmg1Exit, from: Space): void {
  const b = ctx.b;
  if (exit.ahead) {
    const room = buildRoom(ctx, {
      kind: 'room',
      level: exit.level,
      cross: exit.cells,
      dir: exit.dir,
      from,
      portal: portalOf(ctx, exit),
      size: [10, 10],
      note: 'room beyond the door (Table II 1-4)',
    });
    if (!room) cut(ctx, 'no room for the 10 x 10 room: the door opens on rock');
    return;
  }
  const depth = cellsFor(ctx, 10);
  const reach = cellsFor(ctx, 30);
  const rows = band(exit.cells, exit.dir, depth);
  if (!b.free(exit.level, rows)) {
    cut(ctx, 'no room for the parallel passage: the door opens on rock');
    return;
  }
  const left = turn(exit.dir, -2);
  const right = turn(exit.dir, 2);
  const grow = (d: Dir): number => {
    const edge = rows.filter(
      (c) => !rows.some((o) => o.x === c.x + VEC[d].dx && o.y === c.y + VEC[d].dy),
    );
    return fitBand(b, exit.level, shift(edge, VEC[d].dx, VEC[d].dy), d, reach).steps;
  };
  const nl = grow(left);
  const nr = grow(right);
  const cells = [...rows];
  for (const [d, n] of [
    [left, nl],
    [right, nr],
  ] as const) {
    const edge = rows.filter(
      (c) => !rows.some((o) => o.x === c.x + VEC[d].dx && o.y === c.y + VEC[d].dy),
    );
    cells.push(...band(shift(edge, VEC[d].dx, VEC[d].dy), d, n));
  }
  const space = b.addSpace({
    kind: 'passage',
    level: exit.level,
    cells,
    shape: 'band',
    size: '10 ft wide',
    note: 'parallel passage',
    numbered: false,
  });
  const portal = portalOf(ctx, exit);
  if (portal) portal.to = space.id;
  for (const [d, n] of [
    [left, nl],
    [right, nr],
  ] as const) {
    if (n < reach) {
      cut(ctx, `parallel passage shortened to ${n * b.sheet.cellFeet} ft on one side`);
      continue;
    }
    const edge = cells.filter(
      (c) => !cells.some((o) => o.x === c.x + VEC[d].dx && o.y === c.y + VEC[d].dy),
    );
    addPassageExit(ctx, {
      level: exit.level,
      from: space,
      cross: shift(edge, VEC[d].dx, VEC[d].dy),
      dir: d,
      width: depth,
      special: null,
    });
  }
  void rectCells;
}

function roomBeyond(ctx: Ctx, exit: Dmg1Exit, from: Space, kind: 'room' | 'chamber'): void {
  const room = buildRoom(ctx, {
    kind,
    level: exit.level,
    cross: exit.cells,
    dir: exit.dir,
    from,
    portal: portalOf(ctx, exit),
  });
  if (!room) cut(ctx, `no ${kind} fits: the door opens on rock`);
}

/** A passage exit from a room: Table V.E heading, then 30 ft of passage and a check. */
export function leaveRoom(ctx: Ctx, exit: Dmg1Exit): void {
  const b = ctx.b;
  const from = b.space(exit.from);
  const row = b.table('V.E', 'd20', TABLE_V_E);
  const portal = portalOf(ctx, exit);
  const turns: number[] = [...row.turns, ...(row.turns.length > 1 ? [0] : [])];
  for (const t of turns) {
    const dir = turn(exit.dir, t);
    const want = stepsFor(30, dir, b.sheet.cellFeet);
    if (
      fitBand(b, exit.level, exit.cells, dir, want).steps < Math.min(2, want) &&
      t !== turns[turns.length - 1]
    )
      continue;
    const run = runPassage(
      ctx,
      {
        level: exit.level,
        from,
        cross: exit.cells,
        dir,
        width: Math.max(exit.width, isDiagonal(dir) ? 2 : 1),
        special: exit.special,
      },
      30,
    );
    if (portal && run.space) portal.to = run.space.id;
    return;
  }
}

/** Resolve a passage exit: the periodic check where it stands. */
export function followPassage(ctx: Ctx, exit: Dmg1Exit): void {
  const from = ctx.b.space(exit.from);
  periodicCheck(ctx, {
    level: exit.level,
    from,
    cross: exit.cells,
    dir: exit.dir,
    width: exit.width,
    special: exit.special,
  });
}
