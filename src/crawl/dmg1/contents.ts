/**
 * What a room holds (Table V.F) and its treasure (Tables V.G to V.J).
 */
import type { Space, Treasure, TreasureItem } from '../plan/types';
import type { Ctx } from './context';
import { addLevelLink } from './links';
import { COIN_GP, GEM_VALUES, JEWELRY_VALUE, MAGIC_ITEMS, rollMonster } from './monsters';
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
      const item = b.flavour.weighted(MAGIC_ITEMS).kind;
      magic.push({ kind: 'magic', amount: 1, note: `magic: ${item}` });
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
