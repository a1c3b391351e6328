/**
 * What a room holds (Table V.F) and its treasure (Tables V.G to V.J).
 */
import type { Cell, Edge, Space, Treasure, TreasureItem } from '../plan/types';
import { boundsOf, fromSpans } from '../plan/geometry';
import type { Ctx } from './context';
import { addLevelLink } from './links';
import { COIN_GP, GEM_VALUES, JEWELRY_VALUE, nameMagicItem, rollMonster } from './monsters';
import { thousands } from '../plan/describe';
import { centreCell } from './room-parts';
import {
  TABLE_V_F,
  TABLE_V_F_STAIRS,
  TABLE_V_G,
  TABLE_V_H,
  TABLE_V_H_PROTECTION,
  TABLE_V_I,
  TABLE_V_J,
  type ContentsKind,
} from './tables-rooms';
import { roomTrap } from './traps';

type ContentsHandler = (ctx: Ctx, space: Space) => void;

/** Table V.F, one named function per result. */
export const CONTENTS: Readonly<Record<ContentsKind, ContentsHandler>> = {
  empty: emptyRoom,
  monster: monsterOnly,
  'monster-treasure': monsterAndTreasure,
  'special-stairs': specialOrStairs,
  'trick-trap': trickOrTrap,
  treasure: treasureOnly,
};

/** Roll (or apply a fixed) Table V.F result for a room. */
export function rollContents(ctx: Ctx, space: Space, fixed?: ContentsKind): void {
  let kind = fixed ?? ctx.b.table('V.F', 'd20', TABLE_V_F).kind;
  const pending = ctx.solo.pending;
  if (pending && kind !== 'monster' && kind !== 'monster-treasure') {
    // Policy: a monster heard or detected beyond the door is there, with any treasure the room had.
    kind = kind === 'treasure' ? 'monster-treasure' : 'monster';
    ctx.b.note(
      `${pending === 'heard' ? 'heard at the door' : 'detected by ESP'}: the room holds a monster`,
    );
  }
  CONTENTS[kind](ctx, space);
  ctx.solo.pending = null;
}

function emptyRoom(ctx: Ctx, space: Space): void {
  ctx.b.note(`${space.id} empty`);
}

/** Place a monster from the level's list (identity and number from the flavour stream). */
export function addMonster(
  ctx: Ctx,
  space: Space,
  role: 'inhabitant' | 'wandering' | 'guardian',
): void {
  // A monster found by ESP is a thinking one (the solo detection rule ignores the mindless).
  const m = rollMonster(space.level, ctx.b.flavour, ctx.solo.pending === 'detected');
  ctx.b.addContent(space, { kind: 'monster', name: m.name, number: m.number, role });
}

function monsterOnly(ctx: Ctx, space: Space): void {
  addMonster(ctx, space, 'inhabitant');
}

function monsterAndTreasure(ctx: Ctx, space: Space): void {
  addMonster(ctx, space, 'inhabitant');
  ctx.b.addContent(space, hideTreasure(ctx, space, rollTreasure(ctx, space.level, true)));
}

function treasureOnly(ctx: Ctx, space: Space): void {
  ctx.b.addContent(space, hideTreasure(ctx, space, rollTreasure(ctx, space.level, false)));
}

/** Table V.J 16-20's words, the one hiding place that is a place on the map. */
export const SECRET_ROOM_NEARBY = 'in a secret room nearby';

/** The closet's note, before its room's number. */
export const SECRET_ROOM_NOTE = 'secret room holding the treasure of';

/**
 * Table V.J 16-20: the treasure lies in a secret room nearby. A 10-ft closet is drawn behind a
 * secret door on a straight wall of the room (sides north, east, south, west, the first that has
 * unmapped rock; squares in line with the room's corner first, then any 5-ft step along the
 * wall), numbered and keyed; the room's treasure line names it. Where the room is walled in on
 * every side, the closet stands off a space next to it (the one it was entered from first),
 * behind a secret door in that space's wall. Where there is no rock beside either, the treasure
 * is keyed as in a secret room not on this map, and the step log says so.
 */
// READING: "nearby" is taken as next door, one secret door away (from the room, else from the
// space beside it), so the referee's map shows it.
export function hideTreasure(ctx: Ctx, space: Space, t: Treasure): Treasure {
  if (t.protection?.detail !== SECRET_ROOM_NEARBY || space.number === null) return t;
  const b = ctx.b;
  const hosts: Space[] = [space];
  for (const p of b.portals) {
    if (p.level !== space.level || (p.from !== space.id && p.to !== space.id)) continue;
    const other = p.from === space.id ? p.to : p.from;
    if (other === null || other === space.id || hosts.some((h) => h.id === other)) continue;
    hosts.push(b.space(other));
  }
  for (const host of hosts)
    for (const aligned of [true, false]) {
      const spot = closetSpot(ctx, host, aligned);
      if (!spot) continue;
      const off = host === space ? '' : ` (off the ${host.kind} beside it)`;
      const closet = b.addSpace({
        kind: 'room',
        level: space.level,
        cells: spot.closet,
        shape: 'square',
        size: `${b.sheet.squareCells * b.sheet.cellFeet} ft x ${b.sheet.squareCells * b.sheet.cellFeet} ft`,
        note: `${SECRET_ROOM_NOTE} ${space.number}${off}`,
        numbered: true,
      });
      b.addPortal({
        kind: 'secret-door',
        level: space.level,
        from: host.id,
        to: closet.id,
        edges: spot.edges,
      });
      const where = host === space ? 'nearby' : `nearby, off the ${host.kind} beside this room`;
      return {
        ...t,
        protection: { by: 'hidden', detail: `in secret room ${closet.number} ${where}` },
      };
    }
  b.fallback(`no rock beside ${space.number} for the secret room of Table V.J: not on the map`);
  return {
    ...t,
    protection: {
      by: 'hidden',
      detail: `${SECRET_ROOM_NEARBY}, not on this map (no rock beside the room to draw it)`,
    },
  };
}

/**
 * Where a 10-ft closet can stand behind a straight stretch of `host`'s wall: rock (unmapped
 * sheet), the wall free of portals, and no exit still to follow starting there. `aligned`: only
 * squares in line with the host's north-west corner; else every 5-ft step along each wall.
 */
function closetSpot(
  ctx: Ctx,
  host: Space,
  aligned: boolean,
): { closet: Cell[]; edges: Edge[] } | null {
  const b = ctx.b;
  const sc = b.sheet.squareCells;
  const step = aligned ? sc : 1;
  const mine = new Set(host.spans.flatMap((r) => rangeKeys(r.x0, r.x1, r.y)));
  const box = boundsOf(fromSpans(host.spans));
  // Each side: the wall's squares in order, the closet's cells and the wall cells it sits on.
  const tries: { wall: Cell[]; closet: Cell[]; edges: Edge[] }[] = [];
  for (let x = box.x0; x + sc - 1 <= box.x1; x += step) tries.push(side(x, box.y0, sc, 'n'));
  for (let y = box.y0; y + sc - 1 <= box.y1; y += step) tries.push(side(box.x1, y, sc, 'e'));
  for (let x = box.x0; x + sc - 1 <= box.x1; x += step) tries.push(side(x, box.y1, sc, 's'));
  for (let y = box.y0; y + sc - 1 <= box.y1; y += step) tries.push(side(box.x0, y, sc, 'w'));
  for (const t0 of tries) {
    if (!t0.wall.every((c) => mine.has(`${c.x},${c.y}`))) continue;
    if (!b.free(host.level, t0.closet) || !b.edgesFree(host.level, t0.edges)) continue;
    // An exit not yet followed keeps its way out: the closet may not stand where it starts.
    const keys = new Set(t0.closet.map((c) => `${c.x},${c.y}`));
    const blocks = b.frontier.some(
      (e) => e.level === host.level && e.cells.some((c) => keys.has(`${c.x},${c.y}`)),
    );
    if (!blocks) return { closet: t0.closet, edges: t0.edges };
  }
  return null;
}

function rangeKeys(x0: number, x1: number, y: number): string[] {
  const out: string[] = [];
  for (let x = x0; x <= x1; x++) out.push(`${x},${y}`);
  return out;
}

/** A closet of `sc` x `sc` cells outside the wall square at (x, y) on one side of a room. */
function side(
  x: number,
  y: number,
  sc: number,
  face: 'n' | 'e' | 's' | 'w',
): { wall: Cell[]; closet: Cell[]; edges: Edge[] } {
  const wall: Cell[] = [];
  const closet: Cell[] = [];
  const edges: Edge[] = [];
  for (let i = 0; i < sc; i++) {
    if (face === 'n' || face === 's') wall.push({ x: x + i, y });
    else wall.push({ x, y: y + i });
    // The edge between the wall cell and the closet (h: above the cell; v: left of it).
    if (face === 'n') edges.push({ axis: 'h', x: x + i, y });
    else if (face === 's') edges.push({ axis: 'h', x: x + i, y: y + 1 });
    else if (face === 'e') edges.push({ axis: 'v', x: x + 1, y: y + i });
    else edges.push({ axis: 'v', x, y: y + i });
    for (let j = 1; j <= sc; j++) {
      if (face === 'n') closet.push({ x: x + i, y: y - j });
      else if (face === 's') closet.push({ x: x + i, y: y + j });
      else if (face === 'e') closet.push({ x: x + j, y: y + i });
      else closet.push({ x: x - j, y: y + i });
    }
  }
  return { wall, closet, edges };
}

function trickOrTrap(ctx: Ctx, space: Space): void {
  roomTrap(ctx, space);
}

/**
 * Table V.F 18: "special" is left to the referee; our policy always takes the stairway the table
 * offers, so the level gets its links between floors.
 */
function specialOrStairs(ctx: Ctx, space: Space): void {
  const row = ctx.b.table('V.F stairs', 'd20', TABLE_V_F_STAIRS);
  const note =
    row.kind === 'down-3'
      ? 'stairs down 3 levels: two flights and a slanting passage'
      : `stairs ${row.kind.replace('-', ' ')} level${Math.abs(row.levels) > 1 ? 's' : ''}`;
  addLevelLink(
    ctx,
    space,
    centreCell(space),
    row.levels,
    row.levels < 0 ? 'stairs-up' : 'stairs-down',
    'landing',
    note,
    0,
  );
}

/**
 * The key's words for a heap of treasure: "2,200 cp"; "1 gem worth 50 gp"; "3 gems worth 160 gp
 * (10, 50, 100 gp)"; "2 pieces of jewelry worth 1,900 gp (800, 1,100 gp)". `values` are the gold
 * pieces each gem or piece is worth, in the order rolled.
 */
export function treasureNote(
  kind: TreasureItem['kind'],
  n: number,
  values: readonly number[] = [],
): string {
  if (kind !== 'gems' && kind !== 'jewelry') return `${thousands(n)} ${kind}`;
  const what =
    kind === 'gems'
      ? `${n} gem${n === 1 ? '' : 's'}`
      : `${n} piece${n === 1 ? '' : 's'} of jewelry`;
  if (values.length === 0) return what;
  const worth = `${what} worth ${thousands(values.reduce((a, v) => a + v, 0))} gp`;
  if (values.length === 1) return worth;
  // Each worth once, with how many: "(3 x 10, 50, 2 x 500 gp)".
  const sorted = [...values].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j < sorted.length && sorted[j] === sorted[i]) j++;
    parts.push(`${j - i > 1 ? `${j - i} x ` : ''}${thousands(sorted[i]!)}`);
    i = j;
  }
  return `${worth} (${parts.join(', ')} gp)`;
}

/** What a heap of treasure is worth in gold pieces (coins at `COIN_GP`; a magic item counts 0). */
export function treasureWorth(t: Treasure): number {
  let gp = 0;
  for (const i of t.items) {
    if (i.kind in COIN_GP) gp += i.amount * COIN_GP[i.kind as keyof typeof COIN_GP];
    const m = / worth ([\d,]+) gp/.exec(i.note);
    if (m) gp += Number(m[1]!.replace(/,/g, ''));
  }
  return Math.floor(gp);
}

/**
 * Tables V.G to V.J: one roll (two with a monster, each +10%) on the treasure table, amounts per
 * dungeon level, then container and protection. Each gem and piece of jewelry gets its worth from
 * the flavour stream (`GEM_VALUES`, `JEWELRY_VALUE`).
 */
export function rollTreasure(ctx: Ctx, level: number, withMonster: boolean): Treasure {
  const b = ctx.b;
  const heaps: { kind: TreasureItem['kind']; amount: number; values: number[] }[] = [];
  const magic: TreasureItem[] = [];
  const bonus = withMonster ? 1.1 : 1;
  // Two rolls of one kind (a monster's treasure rolls twice) are one heap, keyed once.
  const add = (kind: TreasureItem['kind'], amount: number, values: number[] = []): void => {
    const same = heaps.find((x) => x.kind === kind);
    if (same) {
      same.amount += amount;
      same.values.push(...values);
    } else heaps.push({ kind, amount, values });
  };
  const gemWorth = (): number => {
    const d = b.flavour.d(100);
    return GEM_VALUES.find((r) => r.lo <= d && d <= r.hi)!.gp;
  };
  const jewelWorth = (): number => b.flavour.roll(JEWELRY_VALUE.dice) * JEWELRY_VALUE.times;
  for (let i = 0; i < (withMonster ? 2 : 1); i++) {
    const row = b.table('V.G', 'd%', TABLE_V_G);
    if (row.kind === 'gems') {
      const n = b.roll('V.G gems', `${level}d4`);
      const k = Math.round(n * bonus);
      add('gems', k, Array.from({ length: k }, gemWorth));
    } else if (row.kind === 'magic') {
      magic.push({ kind: 'magic', amount: 1, note: `magic: ${nameMagicItem(b.flavour)}` });
    } else if (row.kind === 'jewelry') {
      const n = Math.round(level * bonus);
      add('jewelry', n, Array.from({ length: n }, jewelWorth));
    } else {
      add(row.kind, Math.round(row.perLevel * level * bonus));
    }
  }
  const items: TreasureItem[] = [
    ...heaps.map((h) => ({
      kind: h.kind,
      amount: h.amount,
      note: treasureNote(h.kind, h.amount, h.values),
    })),
    ...magic,
  ];
  const container = b.table('V.H', 'd20', TABLE_V_H).kind;
  // Policy: protection is always wanted ("if desired" in the note to V.H).
  const by = b.table('V.H protection', 'd20', TABLE_V_H_PROTECTION).kind;
  const detail =
    by === 'guarded'
      ? b.table('V.I', 'd20', TABLE_V_I).kind
      : b.table('V.J', 'd20', TABLE_V_J).kind;
  return { kind: 'treasure', items, container, protection: { by, detail } };
}
