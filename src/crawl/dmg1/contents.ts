/**
 * What a room holds (Table V.F) and its treasure (Tables V.G to V.J).
 */
import type { Space, Treasure, TreasureItem } from '../plan/types';
import type { Ctx } from './context';
import { addLevelLink } from './links';
import { MAGIC_ITEMS, rollMonster } from './monsters';
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
  ctx.b.addContent(space, rollTreasure(ctx, space.level, true));
}

function treasureOnly(ctx: Ctx, space: Space): void {
  ctx.b.addContent(space, rollTreasure(ctx, space.level, false));
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

/** The key's words for a heap of treasure: "1 gem", "3 gems", "2 pieces of jewelry", "2,200 cp". */
export function treasureNote(kind: TreasureItem['kind'], n: number): string {
  if (kind === 'gems') return `${n} gem${n === 1 ? '' : 's'}`;
  if (kind === 'jewelry') return `${n} piece${n === 1 ? '' : 's'} of jewelry`;
  return `${n} ${kind}`;
}

/**
 * Tables V.G to V.J: one roll (two with a monster, each +10%) on the treasure table, amounts per
 * dungeon level, then container and protection.
 */
export function rollTreasure(ctx: Ctx, level: number, withMonster: boolean): Treasure {
  const b = ctx.b;
  const items: TreasureItem[] = [];
  const bonus = withMonster ? 1.1 : 1;
  // Two rolls of one kind (a monster's treasure rolls twice) are one heap, keyed once.
  const add = (item: TreasureItem): void => {
    const same = items.findIndex((x) => x.kind === item.kind);
    const amount = (same >= 0 ? items[same]!.amount : 0) + item.amount;
    const next = { ...item, amount, note: treasureNote(item.kind, amount) };
    if (same >= 0) items[same] = next;
    else items.push(next);
  };
  for (let i = 0; i < (withMonster ? 2 : 1); i++) {
    const row = b.table('V.G', 'd%', TABLE_V_G);
    if (row.kind === 'gems') {
      const n = b.roll('V.G gems', `${level}d4`);
      const k = Math.round(n * bonus);
      add({ kind: 'gems', amount: k, note: '' });
    } else if (row.kind === 'magic') {
      const item = b.flavour.weighted(MAGIC_ITEMS).kind;
      items.push({ kind: 'magic', amount: 1, note: `magic: ${item}` });
    } else if (row.kind === 'jewelry') {
      const n = Math.round(level * bonus);
      add({ kind: 'jewelry', amount: n, note: '' });
    } else {
      const n = Math.round(row.perLevel * level * bonus);
      add({ kind: row.kind, amount: n, note: '' });
    }
  }
  const container = b.table('V.H', 'd20', TABLE_V_H).kind;
  // Policy: protection is always wanted ("if desired" in the note to V.H).
  const by = b.table('V.H protection', 'd20', TABLE_V_H_PROTECTION).kind;
  const detail =
    by === 'guarded'
      ? b.table('V.I', 'd20', TABLE_V_I).kind
      : b.table('V.J', 'd20', TABLE_V_J).kind;
  return { kind: 'treasure', items, container, protection: { by, detail } };
}
