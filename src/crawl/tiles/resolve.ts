/**
 * Resolving one frontier exit: the approach (Table 6 for caverns, Table 14 for open room portals),
 * the table behind the door (10, 13, 17, 18, 19, 20), the hand-matched tile from its selection
 * table, turned so its portal meets this one; a used or unfitting tile is rolled once more, then
 * the roll before it is backed up once, then the result is null (text 1104-1123).
 */
import { edgeToward } from '../plan/geometry';
import type { Cell, Space } from '../plan/types';
import { CATALOGUE, tileById, type Hand, type Tile, type TileFamily } from './catalogue';
import { isUsed, type Ctx } from './context';
import { addMonster, addTrap, enterTile } from './contents';
import type { TilesExit } from './exit';
import { fittings, OPPOSITE, otherHand, type Placed } from './orient';
import {
  beyondOf,
  boxAt,
  fits,
  fitsShifted,
  LAST_WAY_ON_REROLLS,
  originOf,
  setDown,
  table5,
} from './place';
import * as S from './selection';
import * as C from './tables-caverns';
import * as R from './tables-rooms';

type Row = { readonly lo: number; readonly hi: number; readonly kind: string };
type HandTable = { readonly LH: readonly Row[]; readonly RH: readonly Row[] };

/** What a place word asks for: a hand table, a stack of a family, or a rule of its own. */
interface HandPick {
  readonly name: string;
  readonly die: string;
  readonly table: HandTable;
  /** The d6 table a "big/special" face sends to. */
  readonly big: { readonly name: string; readonly table: HandTable } | null;
}
const TABLE_OF: Readonly<Record<string, HandPick | undefined>> = {
  cavern: {
    name: 'Table 2',
    die: 'd20',
    table: S.TABLE_2,
    big: { name: 'Table 8', table: S.TABLE_8 },
  },
  passage: { name: 'Table 7', die: 'd20', table: S.TABLE_7, big: null },
  room: {
    name: 'Table 11',
    die: 'd20',
    table: S.TABLE_11,
    big: { name: 'Table 12', table: S.TABLE_12 },
  },
  corridor: { name: 'Table 16', die: 'd20', table: S.TABLE_16, big: null },
  'big-special-room': { name: 'Table 12', die: 'd6', table: S.TABLE_12, big: null },
  // Table 1: "roll d10+10" for a terminal passage, "d10" for a non-terminal one, on Table 7.
  'table-1-terminal-passage': {
    name: 'Table 7 (Table 1)',
    die: 'd10+10',
    table: S.TABLE_7,
    big: null,
  },
  'table-1-passage': { name: 'Table 7 (Table 1)', die: 'd10', table: S.TABLE_7, big: null },
  'big-cave': {
    name: 'Table 2 (Table 1 big cave)',
    die: 'd20',
    table: S.TABLE_2,
    big: { name: 'Table 8', table: S.TABLE_8 },
  },
};

/** Table 1's rows as the words the crawl places. */
const TABLE_1_WORD: Readonly<Record<string, string>> = {
  'terminal-passage': 'table-1-terminal-passage',
  'non-terminal-passage': 'table-1-passage',
  'big-cave': 'big-cave',
};

/** Special-room words and the catalogue families they stack. */
const STACK: Readonly<Record<string, readonly TileFamily[] | undefined>> = {
  guardroom: ['guardroom'],
  'kitchen-dining': ['kitchen-dining'],
  bunkroom: ['bunkroom'],
  prison: ['prison'],
  smithy: ['smithy'],
  forge: ['forge'],
  'temple-shrine': ['temple-shrine'],
  'great-hall': ['great-hall'],
  'throne-room': ['throne-room'],
  armory: ['armory'],
  'store-room': ['store-room'],
  'room-complex': ['room-complex'],
  'bedroom-complex': ['bedroom-complex'],
  'small-terminal-passage': ['terminal-passage'],
};

/** Sub-rolls that turn one word into another (Tables 13, 17 and 10 splits). */
const SPLIT: Readonly<Record<string, { name: string; rows: readonly Row[] } | undefined>> = {
  'forge-or-prison': { name: 'forge or prison', rows: R.FORGE_OR_PRISON },
  'forge-prison-guardroom': { name: 'forge, prison or guardroom', rows: R.FORGE_PRISON_GUARDROOM },
  'passage-or-cavern': { name: 'passage or cavern', rows: R.PASSAGE_OR_CAVERN },
  'great-hall-or-throne-room': {
    name: 'great hall or throne room',
    rows: R.GREAT_HALL_OR_THRONE_ROOM,
  },
  'great-hall-throne-room': {
    name: 'great hall or throne room',
    rows: R.GREAT_HALL_OR_THRONE_ROOM,
  },
  'special-or-steps': { name: 'Table 13 special or steps', rows: R.TABLE_13_SPECIAL_OR_STEPS },
};

/** Roll a deferred door table (`table-13:door`...) to the word for what is behind it. */
export function rollBeyond(ctx: Ctx, ref: string): string {
  const b = ctx.b;
  const [t, a, c] = ref.split(':');
  switch (t) {
    case 'table-1': {
      const k = b.table('Table 1 what is in the cave', 'd6', C.TABLE_1).kind;
      if (TABLE_1_WORD[k]) {
        ctx.wildCave = true;
        return TABLE_1_WORD[k];
      }
      return rollBeyond(ctx, 'table-1-entrance');
    }
    case 'table-1-entrance':
      return b.table('Table 1 dungeon entrance', 'd6', C.TABLE_1_ENTRANCE).kind;
    case 'double-doors':
      return b.table('double-door entry', 'd6', S.ENTRY_DOUBLE_DOORS).kind;
    case 'table-5':
      return table5(ctx, 'd6')?.beyond ?? 'no-exit';
    case 'table-5-d4':
      return table5(ctx, 'd4')?.beyond ?? 'no-exit';
    case 'corridor-end': {
      const k = b.table('corridor far end', 'd12', S.CORRIDOR_END).kind;
      return k === 'door' || k === 'terminal-door'
        ? 'terminal-room'
        : k === 'dead-end'
          ? 'no-exit'
          : k;
    }
    case 'table-10': {
      const row = b.table('Table 10 beyond the door', 'd12', C.TABLE_10);
      return a === 'keyhole' ? row.keyhole : a === 'special' ? row.special : row.plain;
    }
    case 'table-13': {
      const row = b.table('Table 13 beyond the portal', 'd12', R.TABLE_13);
      return a === 'none'
        ? row.none
        : a === 'keyhole'
          ? row.keyhole
          : a === 'special'
            ? row.special
            : row.door;
    }
    case 'table-17': {
      const rows = R.TABLE_17[a as R.CorridorContext];
      const row = b.table(
        `Table 17 (${a})`,
        'd12',
        rows as readonly (Row & { open: string; door: string; keyhole: string })[],
      );
      return c === 'open' ? row.open : c === 'keyhole' ? row.keyhole : row.door;
    }
    case 'table-18': {
      const row = b.table('Table 18 bunkroom doors', 'd12', R.TABLE_18);
      return a === 'open' ? row.open : a === 'keyhole' ? row.keyhole : row.closed;
    }
    case 'table-19': {
      const rows = R.TABLE_19[a as 'entry' | 'side' | 'throne'];
      const row = b.table(
        `Table 19 door (${a})`,
        'd12',
        rows as readonly (Row & { open: string; closed: string; keyhole: string })[],
      );
      return c === 'open' ? row.open : c === 'keyhole' ? row.keyhole : row.closed;
    }
    case 'table-20': {
      const row = b.table('Table 20 temple doors', 'd12', R.TABLE_20);
      return a === 'open' ? row.open : a === 'keyhole' ? row.keyhole : row.closed;
    }
    default:
      return ref;
  }
}

/** The fitting placements of a tile beyond an exit, if the tile is free to use. */
function placements(ctx: Ctx, exit: TilesExit, tile: Tile, reuse = false): Placed[] {
  if ((!reuse && isUsed(ctx, exit.level, tile.id)) || !exit.hand || !exit.side) return [];
  const beyond = exit.cells as unknown as [Cell, Cell];
  return fittings(tile, otherHand(exit.hand), OPPOSITE[exit.side], beyond, (cells, dx, dy) =>
    fitsShifted(ctx, exit.level, cells, dx, dy),
  );
}

/** How many of a placement's portals face open, unmapped ground on the sheet. */
function openSides(ctx: Ctx, level: number, placed: Placed): number {
  let n = 0;
  for (const p of placed.portals) {
    const beyond = beyondOf(p);
    if (
      beyond.every(
        (c) => ctx.b.inSheet(c) && ctx.b.at(level, c) === undefined && !boxAt(ctx, level, c),
      )
    )
      n += 1;
  }
  return n;
}

/**
 * Choose among several fitting placements (text 126-132): the map's edge and the tiles already
 * down are the "compelling logic" that favours turning blank sides toward them, so the placements
 * with the most portals facing open ground are kept; a die picks among those left.
 */
function choose(ctx: Ctx, level: number, all: readonly Placed[]): Placed {
  const score = all.map((p) => openSides(ctx, level, p));
  const best = Math.max(...score);
  const options = all.filter((_, i) => score[i] === best);
  if (options.length === 1) return options[0]!;
  const r = ctx.b.roll('which portal', `d${options.length}`);
  return options[r - 1]!;
}

/** Roll a hand table, twice at most: the tile placed or null. */
function fromTable(ctx: Ctx, exit: TilesExit, word: string, entry: HandPick): Placed | null {
  const hand: Hand = otherHand(exit.hand!);
  for (let attempt = 0; attempt < 2; attempt++) {
    let id = ctx.b.table(
      `${entry.name} ${hand}${attempt ? ' (re-roll)' : ''}`,
      entry.die,
      entry.table[hand],
    ).kind;
    if (id === 'big-special' && entry.big)
      id = ctx.b.table(`${entry.big.name} ${hand}`, 'd6', entry.big.table[hand]).kind;
    if (id === 'room-X') id = ctx.b.table('Room X or X′', 'd6', S.ROOM_X_VARIANT).kind;
    const options = placements(ctx, exit, tileById(id));
    if (options.length) return choose(ctx, exit.level, options);
    ctx.b.fallback(
      `${id} ${isUsed(ctx, exit.level, id) ? 'already used' : 'does not fit'} beyond ${exit.id}`,
    );
  }
  void word;
  return null;
}

/**
 * Stack the compatible tiles of a family and roll, tiles with only RH or only LH portals counted
 * double (text 604-606).
 */
function fromStack(
  ctx: Ctx,
  exit: TilesExit,
  families: readonly TileFamily[],
  word: string,
): Placed | null {
  const stack: { tile: Tile; weight: number; options: Placed[] }[] = [];
  for (const tile of CATALOGUE) {
    if (!families.includes(tile.family)) continue;
    const options = placements(ctx, exit, tile);
    if (!options.length) continue;
    const hands = new Set(tile.portals.map((p) => p.hand));
    stack.push({ tile, weight: hands.size === 1 ? 2 : 1, options });
  }
  if (!stack.length) {
    ctx.b.fallback(`no ${word} tile fits beyond ${exit.id}`);
    return null;
  }
  const total = stack.reduce((n, s) => n + s.weight, 0);
  let r = total === 1 ? 1 : ctx.b.roll(`${word} stack`, `d${total}`);
  for (const s of stack) {
    r -= s.weight;
    if (r <= 0) return choose(ctx, exit.level, s.options);
  }
  return null;
}

/** A Table 21 terminal room: the first of its sizes that fits beyond the door. */
function terminalRoom(
  ctx: Ctx,
  exit: TilesExit,
  sizes: readonly (readonly number[])[],
): Space | null {
  const side = exit.side!;
  const [a, bCell] = exit.cells as unknown as [Cell, Cell];
  for (const [wFt, dFt] of sizes) {
    const w = wFt! / 5;
    const d = dFt! / 5;
    const cells: Cell[] = [];
    const lo = { x: Math.min(a!.x, bCell!.x), y: Math.min(a!.y, bCell!.y) };
    for (let i = 0; i < d; i++)
      for (let j = 0; j < w; j++) {
        const along = j - (w > 2 ? Math.floor((w - 2) / 2) : 0);
        if (side === 'n') cells.push({ x: lo.x + along, y: lo.y - i });
        else if (side === 's') cells.push({ x: lo.x + along, y: lo.y + i });
        else if (side === 'e') cells.push({ x: lo.x + i, y: lo.y + along });
        else cells.push({ x: lo.x - i, y: lo.y + along });
      }
    if (!fits(ctx, exit.level, cells)) continue;
    const space = ctx.b.addSpace({
      kind: 'chamber',
      level: exit.level,
      cells,
      shape: 'rectangular',
      size: `${wFt} ft x ${dFt} ft`,
      note: 'terminal room',
      numbered: true,
    });
    ctx.family.set(space.id, 'terminal-room');
    return space;
  }
  return null;
}

/** Table 21 and the terminal-room table. True when something was put beyond the exit. */
function terminal(ctx: Ctx, exit: TilesExit): boolean {
  const b = ctx.b;
  const row = b.table('Table 21 terminal door', 'd6', R.TABLE_21);
  if (row.kind === 'steps') return steps(ctx, exit);
  if (row.kind === 'small-terminal-passage') {
    const placed = fromStack(ctx, exit, ['terminal-passage'], 'small terminal passage');
    return placed ? land(ctx, exit, placed) : false;
  }
  if (row.kind === 'other') {
    const other = b.table('Table 21 other', 'd6', R.TABLE_21_OTHER).kind;
    const from = b.space(exit.from);
    if (other === 'false-door-with-trap') addTrap(ctx, from, 'false door with trap');
    b.addContent(from, {
      kind: 'note',
      text: `${other.replace(/-/g, ' ')} on the ${exit.side} wall`,
    });
    return false;
  }
  const space = terminalRoom(ctx, exit, row.sizes);
  if (!space) return false;
  connect(ctx, exit, space);
  const context: R.TerminalContext =
    exit.origin === 'living' ? 'living-quarters' : exit.origin === 'cavern' ? 'cavern' : 'room';
  const t = b.table(
    `terminal room (${context})`,
    'd12',
    R.TERMINAL_ROOM[context] as readonly (Row & { closed: string; keyhole: string })[],
  );
  b.addContent(space, { kind: 'note', text: exit.door === 'keyhole' ? t.keyhole : t.closed });
  enterTile(ctx, space, 'room', { door: exit.door, fromCavern: exit.origin === 'cavern' });
  return true;
}

/**
 * Steps: a 40-ft or 20-ft flight, up on 1-2, down on 3-6 (Table 10 note); `forceDown` when they
 * are the last way on (LAST_WAY_ON).
 */
function steps(ctx: Ctx, exit: TilesExit, forceDown = false): boolean {
  const b = ctx.b;
  let placed: Placed | null = null;
  for (const id of ['steps-40', 'steps-20']) {
    // Steps tiles may repeat: the text never counts flights of steps as used up.
    const options = placements(ctx, exit, tileById(id), true);
    if (options.length) {
      placed = choose(ctx, exit.level, options);
      break;
    }
  }
  if (!placed) return false;
  const main = landSpace(ctx, exit, placed);
  const cell0 = placed.stair ?? { x: placed.x, y: placed.y };
  if (exit.origin === 'entry') {
    // The entrance's steps down: the first dungeon tile lies at their foot, set to the side.
    const portal = b.addPortal({
      kind: 'stairs-down',
      level: exit.level,
      from: main.id,
      to: null,
      cell: cell0,
      toLevel: exit.level,
      note: 'steps down into the dungeon',
    });
    b.addExit({
      kind: 'below',
      level: exit.level,
      from: main.id,
      portal: portal.id,
      cells: [cell0],
      dir: exit.dir,
      side: null,
      hand: null,
      beyond: 'table-1-entrance',
      backup: null,
      origin: 'entry',
      door: 'none',
      toLevel: exit.level,
    });
    return true;
  }
  let dir: string;
  if (forceDown) {
    dir = 'down';
    b.fallback(`steps beyond ${exit.id} go down: the last way on (LAST_WAY_ON)`);
  } else {
    dir = b.table('steps up or down', 'd6', C.STEPS_DIRECTION).kind;
    if (dir === 'down' && ctx.o.dungeon === 'small')
      dir = b.table('steps (small dungeon: re-roll)', 'd6', C.STEPS_DIRECTION).kind;
  }
  const cell = placed.stair ?? { x: placed.x, y: placed.y };
  if (dir === 'down' && exit.level < ctx.o.maxLevel) descend(ctx, main, cell, exit.dir);
  else
    b.addContent(main, {
      kind: 'note',
      text:
        dir === 'down'
          ? `steps down below level ${ctx.o.maxLevel} (not followed)`
          : 'steps up (not followed)',
    });
  return true;
}

/** Steps down from a cell of a space to the next level: a portal and a descent exit. */
export function descend(ctx: Ctx, from: Space, cell: Cell, dir: TilesExit['dir']): void {
  const b = ctx.b;
  const portal = b.addPortal({
    kind: 'stairs-down',
    level: from.level,
    from: from.id,
    to: null,
    cell,
    toLevel: from.level + 1,
    note: `steps down to level ${from.level + 1}`,
  });
  b.addExit({
    kind: 'descent',
    level: from.level,
    from: from.id,
    portal: portal.id,
    cells: [cell],
    dir,
    side: null,
    hand: null,
    beyond: 'arrival',
    backup: null,
    origin: 'corridor',
    door: 'none',
    toLevel: from.level + 1,
  });
}

/** Tie the exit's portal to the space beyond it. */
function connect(ctx: Ctx, exit: TilesExit, space: Space): void {
  const portal = exit.portal ? ctx.b.portal(exit.portal) : undefined;
  if (portal) portal.to = space.id;
}

function landSpace(ctx: Ctx, exit: TilesExit, placed: Placed): Space {
  const entered = placed.portals.find((p) =>
    p.cells.every((c) => exit.cells.some((e) => e.x === c.x && e.y === c.y)),
  );
  const from = ctx.b.space(exit.from);
  const set = setDown(
    ctx,
    placed,
    exit.level,
    entered?.index ?? null,
    { door: exit.door, fromCavern: exit.origin === 'cavern' },
    originOf(placed.tile.family),
  );
  const owner = entered
    ? (set.spaces.get(
        placed.cells.find((c) => c.x === entered.cells[0].x && c.y === entered.cells[0].y)!.ch,
      ) ?? set.main)
    : set.main;
  connect(ctx, exit, owner);
  void from;
  return set.main;
}

function land(ctx: Ctx, exit: TilesExit, placed: Placed): boolean {
  landSpace(ctx, exit, placed);
  return true;
}

/** Put what a place word names beyond the exit; false when nothing fits. */
function tryWord(ctx: Ctx, exit: TilesExit, word: string): boolean {
  const b = ctx.b;
  let w = word;
  for (let i = 0; i < 3; i++) {
    const split = SPLIT[w];
    if (split) w = b.table(split.name, 'd6', split.rows).kind;
    if (w === 'special' || w === 'other-special') w = rollBeyond(ctx, 'table-13:special');
    else if (w === 'special-room') w = rollBeyond(ctx, 'table-10:special');
    else if (!SPLIT[w]) break;
  }
  if (w === 'no-exit') return false;
  if (w === 'steps-down') w = 'steps';
  if (w === 'steps') return steps(ctx, exit);
  if (['terminal-room', 'privy', 'bedroom', 'empty', 'store-room-small'].includes(w))
    return terminal(ctx, exit);
  const table = TABLE_OF[w];
  if (table) {
    const placed = fromTable(ctx, exit, w, table);
    if (!placed) return false;
    // Table 1's big cave: -2 on the rolls for its exits.
    if (w === 'big-cave') ctx.exitModifier = C.TABLE_1_BIG_CAVE_EXIT_MODIFIER;
    land(ctx, exit, placed);
    ctx.exitModifier = undefined;
    return true;
  }
  const stack = STACK[w];
  if (stack) {
    const placed = fromStack(ctx, exit, stack, w);
    return placed ? land(ctx, exit, placed) : false;
  }
  b.fallback(`no rule places "${w}"`);
  return false;
}

/** The approach rolls (Table 6 toward a cavern's open exit, Table 14 toward a room's). */
function approach(ctx: Ctx, exit: TilesExit): { trap: boolean; monster: boolean } {
  const b = ctx.b;
  if (exit.door !== 'none') return { trap: false, monster: false };
  if (exit.origin === 'cavern') {
    const k = b.table('Table 6 approaching an exit', 'd6', C.TABLE_6).kind;
    if (k === 'trap-check')
      return { trap: b.roll('Table 6 trap', 'd6') >= C.TABLE_6_TRAP_ON, monster: false };
    if (k === 'monster')
      return {
        trap: false,
        monster:
          exit.beyond !== 'passage' ||
          b.roll('Table 6 passageway monster', 'd6') >= C.TABLE_6_PASSAGEWAY_MONSTER_ON,
      };
    return { trap: false, monster: false };
  }
  return { trap: false, monster: false };
}

/**
 * Resolve a portal exit. Returns false when nothing could be put beyond it (the caller walls the
 * portal up: the text's null result).
 */
export function resolvePortal(ctx: Ctx, exit: TilesExit, last = false): boolean {
  const b = ctx.b;
  const near = approach(ctx, exit);
  const before = b.spaces.length;
  const first = rollBeyond(ctx, exit.beyond);
  let ok = tryWord(ctx, exit, first);
  if (!ok) {
    const again = exit.beyond.startsWith('table-') ? exit.beyond : exit.backup;
    if (again) {
      b.fallback(`back up one roll: ${again}`);
      ok = tryWord(ctx, exit, rollBeyond(ctx, again));
    }
  }
  // LAST_WAY_ON: where the null result would leave a big dungeon with no way on at all, it
  // "can't make sense" (text 1120-1123): the one viable alternative, steps down, is taken.
  // Continued rolling first, then the one viable alternative.
  for (let k = 0; k < LAST_WAY_ON_REROLLS && !ok && last; k++) {
    const again = exit.beyond.startsWith('table-') ? exit.beyond : (exit.backup ?? exit.beyond);
    b.fallback(`no way on is left: ${again} rolled again (LAST_WAY_ON)`);
    ok = tryWord(ctx, exit, rollBeyond(ctx, again));
  }
  if (!ok && last) ok = steps(ctx, exit, true);
  if (ok && b.spaces.length > before) {
    const landed = b.spaces[before]!;
    if (near.trap) addTrap(ctx, landed, 'Table 6, guarding the way in');
    if (near.monster) addMonster(ctx, landed, false, 'Table 6, ready to attack');
  }
  return ok;
}

export { edgeToward, beyondOf };
