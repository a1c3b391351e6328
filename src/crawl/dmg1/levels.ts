/**
 * How a level begins: a starter area or a Table V room in the middle of the sheet, or a landing
 * near where the stairs came down when the level is already mapped. The links themselves are in
 * `links.ts`.
 */
import { rectCells } from '../plan/geometry';
import { band, fitBand } from '../plan/layout';
import type { Cell, Dir, PortalKind, Space } from '../plan/types';
import { runPassage, type Ctx } from './context';
import type { Arrival, Dmg1Exit } from './exit';
import { centreCell, roomExits, searchWalls } from './room-parts';
import { buildRoom } from './rooms';
import { buildStarter, STARTERS } from './starters';

/** The portal kind that answers a link on the far level. */
const RETURN: Readonly<Record<PortalKind, PortalKind>> = {
  opening: 'opening',
  door: 'door',
  'double-door': 'double-door',
  'great-door': 'great-door',
  portcullis: 'portcullis',
  'secret-door': 'secret-door',
  'one-way-door': 'one-way-door',
  'illusory-wall': 'illusory-wall',
  'stairs-down': 'stairs-up',
  'stairs-up': 'stairs-down',
  chute: 'chute',
  'trap-door': 'chute',
  chimney: 'chimney',
  elevator: 'elevator',
};

/** Links that only go down: nothing answers them on the level below. */
const ONE_WAY_DOWN: ReadonlySet<PortalKind> = new Set(['chute', 'trap-door']);

/** Resolve a descent exit: begin the level or land on it. */
export function arrive(ctx: Ctx, exit: Dmg1Exit): void {
  const b = ctx.b;
  const level = exit.toLevel!;
  const source = b.portal(exit.portal);
  const at = exit.cells[0]!;
  if (ctx.o.solo && source && source.kind === 'stairs-down') {
    const down = level - exit.level;
    b.chance(
      'VI egress door (solo, after descending)',
      down,
      20,
      'door closes egress for the day',
      'no door',
    );
  }
  const space = b.levelStarted(level)
    ? landing(ctx, level, at, exit.arrival ?? 'landing')
    : beginLevel(ctx, level, exit.arrival ?? 'start');
  if (!space) return;
  if (source) {
    source.to = space.id;
    if (ONE_WAY_DOWN.has(source.kind)) {
      // Table VII 20: a chute "cannot be ascended in any manner"; nor can a trap door be climbed
      // back to from below. Its foot is marked on the landing, and no way leads up.
      b.addFeature(space, {
        kind: 'shaft',
        cells: [centreCell(space)],
        note: `foot of a ${source.kind.replace('-', ' ')} from level ${exit.level}: no way up`,
        lightFeet: 0,
      });
      return;
    }
    const back = RETURN[source.kind];
    b.addPortal({
      kind: back,
      level,
      from: space.id,
      to: source.from,
      cell: centreCell(space),
      toLevel: exit.level,
      note: `from level ${exit.level}`,
    });
  }
}

/** Policy: the first area of a level is a seeded pick of the five starters unless an option names one. */
function pickStart(ctx: Ctx): 'table-v' | (typeof STARTERS)[number] {
  const o = ctx.o.start;
  if (o === 'table-v') return 'table-v';
  if (o !== 'random') return STARTERS.find((s) => s.id === o)!;
  const n = ctx.b.roll('start area', `d${STARTERS.length}`, (r) => STARTERS[r - 1]!.name);
  return STARTERS[n - 1]!;
}

/** The middle of the sheet, on a square boundary. */
function middle(ctx: Ctx): Cell {
  const sq = ctx.b.sheet.squareCells;
  return {
    x: Math.floor(ctx.b.sheet.width / sq / 2) * sq,
    y: Math.floor(ctx.b.sheet.height / sq / 2) * sq,
  };
}

/** Begin a level in the middle of the sheet ("always begin a level in the middle"). */
export function beginLevel(ctx: Ctx, level: number, arrival: Arrival): Space | null {
  const b = ctx.b;
  const m = middle(ctx);
  let space: Space | null = null;
  if (arrival === 'elevator-room') {
    space = b.addSpace({
      kind: 'room',
      level,
      cells: rectCells(m.x - 2, m.y - 2, m.x + 1, m.y + 1),
      shape: 'square',
      size: '20 ft x 20 ft',
      note: 'elevator room',
      numbered: true,
    });
    roomExits(ctx, space, 's', 'room', 400);
  } else if (arrival === 'chamber') {
    space = stairsThenRoom(ctx, level, m, 'chamber');
  } else {
    const s = pickStart(ctx);
    space = s === 'table-v' ? stairsThenRoom(ctx, level, m, 'room') : buildStarter(ctx, level, s);
  }
  if (space && space.kind !== 'stairs') leadOn(ctx, space);
  if (space) b.startLevel(level, space.id);
  return space;
}

/** How many times the walls of a level's first area are searched again for a way on. */
const FIRST_AREA_SEARCHES = 6;

/**
 * A level's first area must lead on.
 * READING: where Table V.C gives a level's first room or chamber no exit and the V.D-note search of its walls finds no secret door, the level would end where it begins (24 of 300 Table V starts did within five steps); the walls are searched again, as a party that came down to explore would, until a secret door is found (at most FIRST_AREA_SEARCHES times, then the fallback is logged).
 */
function leadOn(ctx: Ctx, space: Space): void {
  const b = ctx.b;
  const leads = () => b.frontier.some((e) => e.from === space.id);
  for (let i = 0; i < FIRST_AREA_SEARCHES && !leads(); i++) {
    if (i === 0) b.note(`${space.id} has no way on; its walls are searched again`);
    searchWalls(ctx, space);
  }
  if (!leads()) b.fallback(`${space.id}, the level's first area, has no way on`);
}

/** A flight of stairs arriving at `m` with a Table V room or chamber at its foot. */
function stairsThenRoom(ctx: Ctx, level: number, m: Cell, kind: 'room' | 'chamber'): Space | null {
  const b = ctx.b;
  const stairs = b.addSpace({
    kind: 'stairs',
    level,
    cells: rectCells(m.x - 1, m.y - 4, m.x, m.y - 1),
    shape: 'band',
    size: '10 ft x 20 ft',
    note: 'stairs',
    numbered: false,
  });
  const room = buildRoom(ctx, {
    kind,
    level,
    cross: [
      { x: m.x - 1, y: m.y },
      { x: m.x, y: m.y },
    ],
    dir: 's',
    from: stairs,
    portal: null,
  });
  return room ?? stairs;
}

/** Offsets to try around a point, nearest first (bounded). */
function spiral(step: number, rings: number): Cell[] {
  const out: Cell[] = [{ x: 0, y: 0 }];
  for (let r = 1; r <= rings; r++)
    for (let dy = -r; dy <= r; dy++)
      for (let dx = -r; dx <= r; dx++)
        if (Math.max(Math.abs(dx), Math.abs(dy)) === r) out.push({ x: dx * step, y: dy * step });
  return out;
}

/**
 * Land on a level already begun: a 10-ft landing with 30 ft of passage (or the chamber or
 * elevator room the link promised) as near the point above as fits; otherwise the link goes to
 * the level's first area (fallback logged).
 */
export function landing(ctx: Ctx, level: number, at: Cell, arrival: Arrival): Space | null {
  const b = ctx.b;
  const sq = b.sheet.squareCells;
  const base = { x: Math.floor(at.x / sq) * sq, y: Math.floor(at.y / sq) * sq };
  const need = arrival === 'elevator-room' ? 4 : 2;
  for (const off of spiral(sq, 6)) {
    const x = base.x + off.x;
    const y = base.y + off.y;
    const cells = rectCells(x, y, x + need - 1, y + need - 1);
    if (!b.free(level, cells)) continue;
    if (arrival === 'elevator-room') {
      const room = b.addSpace({
        kind: 'room',
        level,
        cells,
        shape: 'square',
        size: '20 ft x 20 ft',
        note: 'elevator room',
        numbered: true,
      });
      roomExits(ctx, room, 's', 'room', 400);
      return room;
    }
    for (const dir of ['s', 'e', 'n', 'w'] as Dir[]) {
      const cross = band(
        dir === 's'
          ? [
              { x, y: y + 2 },
              { x: x + 1, y: y + 2 },
            ]
          : dir === 'n'
            ? [
                { x, y: y - 1 },
                { x: x + 1, y: y - 1 },
              ]
            : dir === 'e'
              ? [
                  { x: x + 2, y },
                  { x: x + 2, y: y + 1 },
                ]
              : [
                  { x: x - 1, y },
                  { x: x - 1, y: y + 1 },
                ],
        dir,
        1,
      );
      const room = arrival === 'chamber' ? 8 : 6;
      if (fitBand(b, level, cross, dir, room).steps < room) continue;
      const land = b.addSpace({
        kind: 'landing',
        level,
        cells,
        shape: 'square',
        size: '10 ft x 10 ft',
        note: 'landing',
        numbered: false,
      });
      if (arrival === 'chamber') {
        const ch = buildRoom(ctx, { kind: 'chamber', level, cross, dir, from: land, portal: null });
        if (ch) return land;
      }
      runPassage(ctx, { level, from: land, cross, dir, width: cross.length, special: null }, 30);
      return land;
    }
  }
  const start = b.levels.find((l) => l.level === level);
  b.fallback(`no room to land on level ${level}: the link joins its first area`);
  return start ? b.space(start.start) : null;
}
