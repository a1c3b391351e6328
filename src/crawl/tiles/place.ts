/**
 * Setting a tile down: its spaces (the main area and each closed sub-room), features, internal
 * doors, and each of its other portals rolled on the table its family uses (Table 5 for caverns
 * and passageways, Table 13 for rooms, the far-end table for corridors, Tables 18-20 and 17 for
 * special rooms). A portal that faces a tile already down meets it, or becomes a fake or secret
 * door (text 1117-1123); a portal off the sheet is wall.
 */
import { edgeToward } from '../plan/geometry';
import type { Cell, Feature, Portal, PortalState, Space, SpaceKind } from '../plan/types';
import type { Hand, Side, TileFamily } from './catalogue';
import { markUsed, mustGoOn, type Ctx } from './context';
import { enterTile, type Entering } from './contents';
import type { Origin, TilesExit } from './exit';
import { OPPOSITE, STEP, type Placed, type PlacedPortal } from './orient';
import { CORRIDOR_END } from './selection';
import * as C from './tables-caverns';
import * as R from './tables-rooms';

const SPACE_KIND: Readonly<Record<TileFamily, SpaceKind>> = {
  entry: 'landing',
  cavern: 'cavern',
  'big-cavern': 'cavern',
  passage: 'passageway',
  'terminal-passage': 'passageway',
  room: 'room',
  'big-room': 'room',
  corridor: 'corridor',
  steps: 'stairs',
  bunkroom: 'special-room',
  'kitchen-dining': 'special-room',
  armory: 'special-room',
  prison: 'special-room',
  forge: 'special-room',
  smithy: 'special-room',
  'temple-shrine': 'special-room',
  'great-hall': 'special-room',
  'throne-room': 'special-room',
  guardroom: 'special-room',
  'store-room': 'special-room',
  'bedroom-complex': 'special-room',
  'room-complex': 'special-room',
};

/** Where a placed tile's party came from, for the tables of the next tiles. */
export function originOf(family: TileFamily | 'terminal-room'): Origin {
  switch (family) {
    case 'cavern':
    case 'big-cavern':
    case 'passage':
    case 'terminal-passage':
      return 'cavern';
    case 'room':
    case 'big-room':
    case 'terminal-room':
      return 'room';
    case 'corridor':
    case 'steps':
      return 'corridor';
    case 'entry':
      return 'entry';
    default:
      return 'living';
  }
}

const FEATURE: Readonly<Record<string, { kind: Feature['kind']; note: string } | undefined>> = {
  '~': { kind: 'pool', note: 'pool' },
  O: { kind: 'columns', note: '' },
  P: { kind: 'pit', note: 'pit' },
  '^': { kind: 'raised-area', note: 'raised area' },
  S: { kind: 'shaft', note: 'shaft' },
  B: { kind: 'brazier', note: 'hearth' },
  A: { kind: 'altar', note: 'altar' },
};

/** A portal's note led by its hand on the tile it was rolled from: `LH stuck door`. */
export function handNote(hand: Hand | null, note: string): string {
  return hand ? `${hand} ${note}` : note;
}

/** The portal kind and state a rolled door gives, with Table 9 (or the room's card) for quality. */
function doorPortal(
  ctx: Ctx,
  family: TileFamily,
  door: string,
  label: string | null,
): { kind: Portal['kind']; state: Partial<PortalState>; note: string } {
  if (door === 'none') return { kind: 'opening', state: {}, note: '' };
  if (door === 'secret') return { kind: 'secret-door', state: {}, note: 'secret door' };
  const b = ctx.b;
  const type: C.DoorType =
    door === 'keyhole' ? 'keyhole' : door === 'double' ? 'double' : 'ordinary';
  const cavern = family === 'cavern' || family === 'big-cavern' || family === 'passage';
  let quality: C.DoorQuality;
  if (cavern || type === 'double')
    quality = b.table('Table 9 quality', 'd6', C.TABLE_9).quality[type];
  else if (family === 'bunkroom')
    quality = b.table('Table 18 door quality', 'd6', R.TABLE_18_DOOR_QUALITY)[
      type === 'keyhole' ? 'keyhole' : 'closed'
    ];
  else if (family === 'great-hall' || family === 'throne-room') {
    const r = Math.min(6, b.roll('Table 19 door quality', 'd6') + (label === 'door-3' ? 1 : 0));
    const row = R.TABLE_19_DOOR_QUALITY.find((x) => x.lo <= r && r <= x.hi)!;
    quality = row[type === 'keyhole' ? 'keyhole' : 'closed'];
  } else
    quality = b.table('Table 14 door quality', 'd6', R.TABLE_14_DOOR_QUALITY)[
      type === 'keyhole' ? 'keyhole' : 'closed'
    ];
  const result: C.DoorResult =
    door === 'open' ? 'opens' : b.table('Table 9 result', 'd6', C.TABLE_9).result[type];
  const trapRule =
    quality === 'simple'
      ? C.TABLE_9_TRAPPED.simple
      : type === 'keyhole'
        ? C.TABLE_9_TRAPPED.keyhole
        : C.TABLE_9_TRAPPED.other;
  const trapped =
    b.roll('Table 9 door trapped', 'd6') >= trapRule.first &&
    b.roll('Table 9 door trapped', 'd6') >= trapRule.secondFrom;
  const dc = C.DOOR_DC[quality];
  return {
    kind: type === 'double' ? 'double-door' : 'door',
    state: {
      closed: door !== 'open',
      stuck: result.startsWith('stuck'),
      locked: result === 'locked' || result === 'stuck-and-locked',
      barred: result.endsWith('barred'),
      trapped,
      quality,
      keyhole: type === 'keyhole',
    },
    note: `${quality} ${door} door, ${result}; DC ${dc.open} to force, ${dc.unlock} to unlock; bash ${C.BASH_ROUNDS[quality]} rounds`,
  };
}

/** A portal's roll on its tile family's table: the door and what lies beyond, or null for wall. */
export function rollPortal(
  ctx: Ctx,
  family: TileFamily,
  p: PlacedPortal,
  origin: Origin,
): { door: string; beyond: string; backup: string | null } | null {
  const b = ctx.b;
  if (p.door === 'double') return { door: 'double', beyond: 'table-10:plain', backup: null };
  switch (family) {
    case 'cavern':
    case 'big-cavern':
    case 'passage':
    case 'terminal-passage': {
      const die = family === 'passage' ? 'd4' : 'd6';
      return table5(ctx, die);
    }
    case 'room':
    case 'big-room': {
      const d = b.table('Table 13 door', 'd6', R.TABLE_13_DOOR).kind;
      if (d === 'no-exit') return null;
      const col = d === 'none' ? 'none' : d === 'keyhole' ? 'keyhole' : 'door';
      return { door: d, beyond: `table-13:${col}`, backup: null };
    }
    case 'corridor': {
      const end = b.table('corridor far end', 'd12', CORRIDOR_END).kind;
      const ctx17: R.CorridorContext =
        origin === 'room' ? 'open-room' : origin === 'living' ? 'living-quarters' : 'corridor';
      switch (end) {
        case 'door': {
          const d = b.table(
            `Table 17 door (${ctx17})`,
            'd6',
            R.TABLE_17_DOOR[ctx17] as readonly Row[],
          ).kind;
          return {
            door: d === 'door' ? 'closed' : d,
            beyond: `table-17:${ctx17}:${d}`,
            backup: null,
          };
        }
        case 'dead-end':
          // A passage that goes nowhere: a secret door 1 in 12 (text 1093-1095).
          return b.chance('dead end: secret door', 1, 12, 'secret door', 'dead end')
            ? { door: 'secret', beyond: `table-17:${ctx17}:door`, backup: null }
            : null;
        case 'terminal-door':
          return { door: 'closed', beyond: 'terminal-room', backup: 'corridor-end' };
        default:
          return { door: 'none', beyond: end, backup: 'corridor-end' };
      }
    }
    case 'steps':
    case 'entry':
      return null;
    case 'bunkroom': {
      const d = b.table('Table 18 door', 'd6', R.TABLE_18_DOOR).kind;
      return d === 'no-exit' ? null : { door: d, beyond: `table-18:${d}`, backup: null };
    }
    case 'great-hall':
    case 'throne-room': {
      const which = p.label === 'door-1' ? 'entry' : p.label === 'door-3' ? 'throne' : 'side';
      const d = b.table(
        `Table 19 door #${p.label ?? '?'}`,
        'd6',
        R.TABLE_19_DOOR[which] as readonly Row[],
      ).kind;
      return d === 'no-exit' ? null : { door: d, beyond: `table-19:${which}:${d}`, backup: null };
    }
    case 'temple-shrine': {
      const d = b.table('Table 20 door', 'd6', R.TABLE_20_DOOR).kind;
      if (d === 'no-exit') return null;
      return {
        door: d,
        beyond: `table-20:${d === 'closed' ? 'closed' : d === 'none' ? 'open' : 'keyhole'}`,
        backup: null,
      };
    }
    default: {
      // REPLACEMENT: the other special rooms' cards are lost; Table 17's living-quarters part.
      const d = b.table(
        'Table 17 door (living-quarters)',
        'd6',
        R.TABLE_17_DOOR['living-quarters'] as readonly Row[],
      ).kind;
      return {
        door: d === 'door' ? 'closed' : d,
        beyond: `table-17:living-quarters:${d}`,
        backup: null,
      };
    }
  }
}

type Row = { readonly lo: number; readonly hi: number; readonly kind: string };

/** Table 5 with its sub-rolls: an open way to a cavern, passageway or room, or a door. */
export function table5(
  ctx: Ctx,
  die: 'd4' | 'd6',
): { door: string; beyond: string; backup: string | null } | null {
  const b = ctx.b;
  const mod = ctx.exitModifier ?? 0;
  let kind: string;
  if (mod === 0) kind = b.table('Table 5 cavern exit', die, C.TABLE_5).kind;
  else {
    const r = Math.max(1, b.roll(`Table 5 cavern exit (${mod})`, die) + mod);
    kind = C.TABLE_5.find((x) => x.lo <= r && r <= x.hi)!.kind;
  }
  const backup = die === 'd4' ? 'table-5-d4' : 'table-5';
  if (kind === 'no-exit') return null;
  if (kind === 'cavern-or-passageway')
    kind = b.table('Table 5 cavern or passageway', 'd6', C.TABLE_5_CAVERN_OR_PASSAGEWAY).kind;
  if (kind === 'door-or-room')
    kind = b.table('Table 5 door or room', 'd6', C.TABLE_5_DOOR_OR_ROOM).kind;
  if (kind === 'door') {
    const k = b.table('Table 5 keyhole', 'd6', C.TABLE_5_KEYHOLE).kind;
    return {
      door: k === 'keyhole' ? 'keyhole' : 'closed',
      beyond: `table-10:${k === 'keyhole' ? 'keyhole' : 'plain'}`,
      backup: null,
    };
  }
  return { door: 'none', beyond: kind === 'passageway' ? 'passage' : kind, backup };
}

/** The cells just past a portal. */
export function beyondOf(p: { cells: readonly [Cell, Cell]; side: Side }): [Cell, Cell] {
  const { dx, dy } = STEP[p.side];
  return [
    { x: p.cells[0].x + dx, y: p.cells[0].y + dy },
    { x: p.cells[1].x + dx, y: p.cells[1].y + dy },
  ];
}

/** True when every cell is on the sheet and free on the level. */
export function fits(ctx: Ctx, level: number, cells: readonly Cell[]): boolean {
  return cells.every((c) => ctx.b.inSheet(c)) && ctx.b.free(level, cells);
}

/** Cells as runs along rows (y, first x, last x), made once per cell list (`fitsShifted`). */
const RUNS = new WeakMap<readonly Cell[], Int32Array>();

function runsOf(cells: readonly Cell[]): Int32Array {
  let runs = RUNS.get(cells);
  if (!runs) {
    const out: number[] = [];
    for (const c of cells) {
      const n = out.length;
      if (n > 0 && out[n - 3] === c.y && out[n - 1] === c.x - 1) out[n - 1] = c.x;
      else out.push(c.y, c.x, c.x);
    }
    runs = Int32Array.from(out);
    RUNS.set(cells, runs);
  }
  return runs;
}

/** `fits` for the cells moved by (dx, dy), without making them. */
export function fitsShifted(
  ctx: Ctx,
  level: number,
  cells: readonly Cell[],
  dx: number,
  dy: number,
): boolean {
  const { width, height } = ctx.b.sheet;
  const occ = ctx.b.occupancy(level);
  const runs = runsOf(cells);
  for (let i = 0; i < runs.length; i += 3) {
    const y = runs[i]! + dy;
    const x0 = runs[i + 1]! + dx;
    const x1 = runs[i + 2]! + dx;
    if (y < 0 || y >= height || x0 < 0 || x1 >= width) return false;
    if (occ) for (let x = x0, j = y * width + x0; x <= x1; x++, j++) if (occ[j] !== 0) return false;
  }
  return true;
}

export interface SetDown {
  readonly main: Space;
  readonly spaces: ReadonlyMap<string, Space>;
}

/**
 * Put a placed tile on the level: spaces, features, inner doors, and its portals (but the one it
 * was entered by, `entered`) rolled into exits.
 */
export function setDown(
  ctx: Ctx,
  placed: Placed,
  level: number,
  entered: number | null,
  how: Entering,
  origin: Origin,
): SetDown {
  const b = ctx.b;
  const t = placed.tile;
  markUsed(ctx, level, t.id);
  const mainCells = placed.cells.filter((c) => !isRoomMark(c.ch));
  // The tile's cells by legend character, each list in the order of `placed.cells`.
  const byCh = new Map<string, Cell[]>();
  for (const c of placed.cells) {
    const list = byCh.get(c.ch);
    if (list) list.push({ x: c.x, y: c.y });
    else byCh.set(c.ch, [{ x: c.x, y: c.y }]);
  }
  const cellsOf = (ch: string): Cell[] => byCh.get(ch)?.slice() ?? [];
  const numbered = !['passage', 'terminal-passage', 'corridor', 'steps', 'entry'].includes(
    t.family,
  );
  const small = t.sizeClass === 'small' ? ', small' : t.sizeClass === 'large' ? ', large' : '';
  const main = b.addSpace({
    kind: SPACE_KIND[t.family],
    level,
    cells: mainCells,
    shape: t.family.includes('cavern') || t.family.includes('passage') ? 'cave' : 'odd',
    size: `${placed.w * 5} ft x ${placed.h * 5} ft tile`,
    note: `${t.name}${small}`,
    numbered,
  });
  ctx.family.set(main.id, t.family);
  ctx.box.set(main.id, { x: placed.x, y: placed.y, w: placed.w, h: placed.h });
  const spaces = new Map<string, Space>([['.', main]]);
  for (const [ch, f] of Object.entries(FEATURE)) {
    if (!f) continue;
    const cells = cellsOf(ch);
    if (cells.length) b.addFeature(main, { kind: f.kind, cells, note: f.note, lightFeet: 0 });
  }
  const central = cellsOf('*');
  if (central.length && t.central) {
    const r = b.roll(`${t.name} centre`, 'd6', (v) =>
      v >= t.central!.usualOn[0] && v <= t.central!.usualOn[1] ? t.central!.usual : 'pit',
    );
    const usual = r >= t.central.usualOn[0] && r <= t.central.usualOn[1];
    const kind = usual ? (t.central.usual === 'column' ? 'columns' : 'raised-area') : 'pit';
    b.addFeature(main, {
      kind,
      cells: central,
      note: usual ? t.central.usual : 'pit',
      lightFeet: 0,
    });
  }
  // Closed sub-rooms, each behind its internal door (Table 18's interior part).
  for (const d of placed.inner) {
    const cells = cellsOf(d.room);
    const isCorridor = t.family === 'corridor';
    const sub = b.addSpace({
      kind: isCorridor ? 'corridor' : 'chamber',
      level,
      cells,
      shape: 'rectangular',
      size: `${cellsW(cells) * 5} ft x ${cellsH(cells) * 5} ft`,
      note: isCorridor ? 'side passage behind a door' : 'interior room',
      numbered: !isCorridor,
    });
    ctx.family.set(sub.id, isCorridor ? 'corridor' : 'terminal-room');
    spaces.set(d.room, sub);
    const kind =
      d.door === 'keyhole'
        ? 'keyhole'
        : b.table('Table 18 interior door', 'd6', R.TABLE_18_INTERIOR_DOOR).kind;
    const door = doorPortal(ctx, t.family, kind, null);
    b.addPortal({
      kind: door.kind,
      level,
      from: main.id,
      to: sub.id,
      edges: [edgeToward(d.cell, d.side)],
      state: door.state,
      note: door.note,
    });
    if (!isCorridor) {
      const row = b.table('Table 18 interior room', 'd12', R.TABLE_18);
      const what = kind === 'keyhole' ? row.inKeyhole : row.inClosed;
      b.addContent(sub, { kind: 'note', text: `${what}` });
    }
  }
  enterTile(ctx, main, t.family, how);
  const closed: { owner: Space; p: PlacedPortal }[] = [];
  for (const p of placed.portals) {
    if (p.index === entered) continue;
    const owner = spaceAt(placed, spaces, p.cells[0]) ?? main;
    if (openPortal(ctx, t.family, owner, p, level, origin) === 'no-exit') closed.push({ owner, p });
  }
  // LAST_WAY_ON: in a big dungeon, "no exit" rolls that would leave no way on at all cannot
  // make sense (text 1120-1123): those portals are rolled again, up to three times each.
  if (mustGoOn(ctx) && ctx.b.frontier.length === 0)
    for (const { owner, p } of closed)
      for (let k = 0; k < LAST_WAY_ON_REROLLS && ctx.b.frontier.length === 0; k++) {
        ctx.b.fallback(
          `${owner.id} ${p.side} portal: no way on is left, rolled again (LAST_WAY_ON)`,
        );
        openPortal(ctx, t.family, owner, p, level, origin);
      }
  secretDoors(ctx, placed, main, level, origin);
  return { main, spaces };
}

/** Where a secret door may stand on a side: the LH, then the RH, place whose cells are floor. */
function secretSpot(placed: Placed, side: Side): PlacedPortal | null {
  const isFloor = (c: Cell): boolean => {
    const ch = chAt(placed, c);
    return ch !== undefined && MAIN_FLOOR.test(ch);
  };
  for (const hand of ['LH', 'RH'] as const) {
    // The hand rule of catalogue.ts, on the first 40-ft segment of the side.
    const lowHalf = (side === 'n' || side === 'e') === (hand === 'LH');
    const off = lowHalf ? 2 : 4;
    const edgeY = side === 'n' ? placed.y : placed.y + placed.h - 1;
    const edgeX = side === 'w' ? placed.x : placed.x + placed.w - 1;
    const cells: [Cell, Cell] =
      side === 'n' || side === 's'
        ? [
            { x: placed.x + off, y: edgeY },
            { x: placed.x + off + 1, y: edgeY },
          ]
        : [
            { x: edgeX, y: placed.y + off },
            { x: edgeX, y: placed.y + off + 1 },
          ];
    if (cells.every(isFloor)) return { index: -1, side, hand, door: 'roll', label: null, cells };
  }
  return null;
}

const MAIN_FLOOR = /^[.~O^*=]$/;

/** How many times a closed portal is rolled again when it would leave no way on (LAST_WAY_ON). */
export const LAST_WAY_ON_REROLLS = 3;

/**
 * Secret doors on blank walls (text 1088-1098): a side with no portal holds one 1 time in 36, a
 * terminal tile's 1 in 18; only where the tile's floor meets that side at an LH or RH place and
 * the square beyond is still open.
 */
function secretDoors(ctx: Ctx, placed: Placed, main: Space, level: number, origin: Origin): void {
  const t = placed.tile;
  if (t.family === 'entry' || t.family === 'steps') return;
  const situation = t.terminal ? 'terminal-room-or-passage' : 'blank-wall';
  const odds = R.SECRET_DOOR_ODDS.find((o) => o.kind === situation)!;
  for (const side of ['n', 'e', 's', 'w'] as const) {
    if (placed.portals.some((p) => p.side === side)) continue;
    const spot = secretSpot(placed, side);
    if (!spot) continue;
    const beyond = beyondOf(spot);
    const open = beyond.every(
      (c) => ctx.b.inSheet(c) && ctx.b.at(level, c) === undefined && !boxAt(ctx, level, c),
    );
    if (!open) continue;
    const [n, of] = odds.chance;
    if (!ctx.b.chance(`secret door (${side} wall)`, n, of, 'secret door', 'none')) continue;
    const fam = t.family;
    const ref =
      fam === 'cavern' || fam === 'big-cavern' || fam === 'passage' || fam === 'terminal-passage'
        ? 'table-10:plain'
        : fam === 'room' || fam === 'big-room' || fam === 'corridor'
          ? 'table-13:door'
          : 'table-17:living-quarters:door';
    const portal = ctx.b.addPortal({
      kind: 'secret-door',
      level,
      from: main.id,
      to: null,
      edges: spot.cells.map((c) => edgeToward(c, side)),
      note: `${spot.hand} secret door`,
    });
    ctx.b.addExit({
      kind: 'portal',
      level,
      from: main.id,
      portal: portal.id,
      cells: beyond,
      dir: side,
      side,
      hand: spot.hand,
      beyond: ref,
      backup: null,
      origin,
      door: 'secret',
      toLevel: null,
    });
  }
}

/**
 * The text's fallback where no tile fits (text 1117-1123): a fake door (d6 1-3) or a secret door
 * (4-6). A secret door opens straight into a space beyond, or through the rock margin of a laid
 * tile by a short secret passage to its floor; with nothing within 20 ft it is a fake door.
 */
export function fakeOrSecret(
  ctx: Ctx,
  from: Space,
  cells: readonly Cell[],
  side: Side,
  level: number,
): void {
  const b = ctx.b;
  const secret =
    b.roll('fake or secret door', 'd6', (v) => (v >= 4 ? 'secret door' : 'fake door')) >= 4;
  const { dx, dy } = STEP[side];
  const free: Cell[] = [];
  let target: string | undefined;
  let last: readonly Cell[] = cells;
  for (let k = 1; k <= 4 && secret; k++) {
    const row = cells.map((c) => ({ x: c.x + dx * k, y: c.y + dy * k }));
    if (!row.every((c) => b.inSheet(c))) break;
    const owners = row.map((c) => b.at(level, c));
    if (owners[0] !== undefined && owners.every((o) => o === owners[0])) {
      target = owners[0];
      break;
    }
    if (owners.some((o) => o !== undefined)) break;
    free.push(...row);
    last = row;
  }
  if (!secret || target === undefined) {
    b.addContent(from, { kind: 'note', text: `fake door on the ${side} wall` });
    b.fallback(`${from.id} ${side}: a fake door`);
    return;
  }
  const edges = cells.map((c) => edgeToward(c, side));
  if (!free.length) {
    b.addPortal({
      kind: 'secret-door',
      level,
      from: from.id,
      to: target,
      edges,
      note: 'secret door (nothing else fits)',
    });
    b.fallback(`${from.id} ${side}: secret door into ${target}`);
    return;
  }
  const passage = b.addSpace({
    kind: 'passage',
    level,
    cells: free,
    shape: 'band',
    size: `${(free.length / 2) * 5} ft`,
    note: 'secret passage',
    numbered: false,
  });
  b.addPortal({
    kind: 'secret-door',
    level,
    from: from.id,
    to: passage.id,
    edges,
    note: 'secret door (nothing else fits)',
  });
  b.addPortal({
    kind: 'opening',
    level,
    from: passage.id,
    to: target,
    edges: last.map((c) => edgeToward(c, side)),
  });
  b.fallback(`${from.id} ${side}: secret door and passage into ${target}`);
}

/** The tile space whose 40-ft box holds a cell on the level (its rock margin included). */
export function boxAt(ctx: Ctx, level: number, c: Cell): string | undefined {
  for (const [id, box] of ctx.box)
    if (
      c.x >= box.x &&
      c.x < box.x + box.w &&
      c.y >= box.y &&
      c.y < box.y + box.h &&
      ctx.b.space(id).level === level
    )
      return id;
  return undefined;
}

function cellsW(cells: readonly Cell[]): number {
  return Math.max(...cells.map((c) => c.x)) - Math.min(...cells.map((c) => c.x)) + 1;
}
function cellsH(cells: readonly Cell[]): number {
  return Math.max(...cells.map((c) => c.y)) - Math.min(...cells.map((c) => c.y)) + 1;
}

/** A sub-room's legend character (`a` to `h`). */
function isRoomMark(ch: string): boolean {
  return ch.length === 1 && ch >= 'a' && ch <= 'h';
}

/** Each placement's legend characters by cell in its box, made on first asking. */
const CH_GRID = new WeakMap<Placed, (string | undefined)[] | null>();

/** The legend character of a placement's cell (undefined for rock or outside it). */
function chAt(placed: Placed, c: Cell): string | undefined {
  let grid = CH_GRID.get(placed);
  if (grid === undefined) {
    grid = new Array<string | undefined>(placed.w * placed.h);
    // The first of a cell's entries wins, as a search from the start would find it.
    for (let i = placed.cells.length - 1; i >= 0; i--) {
      const d = placed.cells[i]!;
      const lx = d.x - placed.x;
      const ly = d.y - placed.y;
      // A cell outside the box (no placement made by `orient` has one): search as before.
      if (lx < 0 || ly < 0 || lx >= placed.w || ly >= placed.h) {
        grid = null;
        break;
      }
      grid[ly * placed.w + lx] = d.ch;
    }
    CH_GRID.set(placed, grid);
  }
  if (grid === null) return placed.cells.find((d) => d.x === c.x && d.y === c.y)?.ch;
  const lx = c.x - placed.x;
  const ly = c.y - placed.y;
  if (lx < 0 || ly < 0 || lx >= placed.w || ly >= placed.h) return undefined;
  return grid[ly * placed.w + lx];
}

function spaceAt(placed: Placed, spaces: ReadonlyMap<string, Space>, c: Cell): Space | undefined {
  const ch = chAt(placed, c);
  return ch && isRoomMark(ch) ? spaces.get(ch) : spaces.get('.');
}

/**
 * One of a tile's portals: off the sheet it is wall; facing a tile already down it meets that
 * tile's own exit there, or is a fake or secret door; else it is rolled and joins the frontier.
 */
export function openPortal(
  ctx: Ctx,
  family: TileFamily,
  from: Space,
  p: PlacedPortal,
  level: number,
  origin: Origin,
): 'exit' | 'no-exit' | 'blocked' {
  const b = ctx.b;
  const beyond = beyondOf(p);
  const edges = p.cells.map((c) => edgeToward(c, p.side));
  if (!beyond.every((c) => b.inSheet(c))) {
    b.fallback(`${from.id} ${p.side} portal: edge of the sheet, wall`);
    return 'blocked';
  }
  const owners = beyond.map((c) => b.at(level, c) ?? boxAt(ctx, level, c));
  if (owners.some((o) => o !== undefined)) {
    const other = owners[0];
    // A frontier exit of the tile beyond that fills exactly this portal: the two meet.
    const meet = b.frontier.find(
      (e) =>
        e.level === level &&
        e.kind === 'portal' &&
        e.cells.length === 2 &&
        e.cells.every((c) => p.cells.some((q) => q.x === c.x && q.y === c.y)),
    );
    if (meet && meet.portal) {
      const portal = b.portal(meet.portal);
      if (portal) {
        portal.to = from.id;
        b.removeExit(meet.id);
        b.fallback(`${portal.kind} ${portal.id} meets ${from.id}`);
        return 'blocked';
      }
    }
    if (other !== undefined && owners.every((o) => o === other)) {
      // Nothing fits beyond: a fake door (d6 1-3) or a secret door into what is there (4-6).
      fakeOrSecret(ctx, from, p.cells, p.side, level);
      return 'blocked';
    }
    b.fallback(`${from.id} ${p.side} portal: blocked, wall`);
    return 'blocked';
  }
  const rolled = rollPortal(ctx, family, p, origin);
  if (!rolled) return 'no-exit';
  const door = doorPortal(ctx, family, rolled.door, p.label);
  const portal = b.addPortal({
    kind: door.kind,
    level,
    from: from.id,
    to: null,
    edges,
    state: door.state,
    // The portal's hand on its tile (the map marks it, as the printed tiles do).
    note: handNote(p.hand, door.note || door.kind),
  });
  b.addExit({
    kind: 'portal',
    level,
    from: from.id,
    portal: portal.id,
    cells: beyond,
    dir: p.side,
    side: p.side,
    hand: p.hand,
    beyond: rolled.beyond,
    backup: rolled.backup,
    origin,
    door: rolled.door,
    toLevel: null,
  });
  return 'exit';
}

export type { Hand, TilesExit };
export { OPPOSITE };
