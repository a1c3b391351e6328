/**
 * Dungeon Plungin's construction phase (dungeon-plungin-rules.txt, 294-490, and the Construction
 * flow chart, 1494-1517) as a crawl: the Entry tile at step 0, then one construction phase per
 * step, each the opening of one door into an unrevealed area. A pure, synchronous replay from a
 * seed and a quest pack; step N is a prefix of step N+1.
 */
import { InputError } from '../../core/errors';
import { createRng, type Rng } from '../../core/rng';
import { PlanBuilder } from '../plan/builder';
import { replaySteps } from '../plan/steps';
import type { Cell, ExitBase, ExitDraft, Plan } from '../plan/types';
import {
  beyond,
  beyondSquares,
  BLOCK,
  BLOCKS_HIGH,
  BLOCKS_WIDE,
  blockKey,
  doorEdges,
  doorSquares,
  ENTRY_BLOCK,
  hallwayCells,
  onSheet,
  OPPOSITE,
  roomCells,
  roomRect,
  SIDE_WORD,
  SIDES,
  armCells,
  blocksFor,
  groupBlocks,
  groupRect,
  groupRoomCells,
  groupsAt,
  type Block,
  type BlockGroup,
  type Rect,
  type Side,
} from './grid';
import type { PackChart, QuestPack } from './pack.schema';
import { SHAPE_DOORS } from './pack';

export const PLUNGIN_VERSION = 'plungin.0.4.0';
export const MAX_STEP = 200;

/** What kind of door a frontier exit is. */
export type DoorKind = 'normal' | 'locked' | 'great' | 'secret';

export interface PlunginExit extends ExitBase {
  readonly kind: DoorKind;
  readonly dir: Side;
  /** The block of the tile it is on (Map Maker column and row). */
  readonly block: Block;
}

/** A figure or chest placed on a tile, at its coordinates from the tile's top-left (1,1). */
export interface Placed {
  readonly what: 'monster' | 'chest' | 'boss';
  readonly name: string;
  readonly cell: Cell;
  readonly at: readonly [number, number];
}

/** What the construction knows of one laid tile. */
export interface TileRecord {
  readonly block: Block;
  readonly tile: string;
  readonly kind: 'entry' | 'hallway' | 'room' | 'special' | 'unique' | 'dead-end';
  readonly name: string;
  readonly space: string;
  readonly doors: Set<Side>;
  /** Doorways that lead nowhere (an X on the Map Maker). */
  readonly nowhere: Side[];
  readonly rect: Rect | null;
  /** Every block a Unique Location larger than 6×6 takes (absent for a one-block tile). */
  readonly blocks?: readonly Block[];
  readonly placed: Placed[];
  /** Hallways: whether a hero has stepped in (and the Random Events were rolled). */
  entered: boolean;
  monsters: boolean;
  awareness: string | null;
  readonly phase: number;
}

/** The Plot Counter after the last phase (rules 223-245, 1456-1470). */
export interface PlotCounter {
  readonly n: number;
  readonly x: number;
  /** Construction phases so far (tiles laid after the Entry tile). */
  readonly phases: number;
  /** The Doorway chart modifier of the next phase. */
  readonly nextModifier: number;
  /** Phases > N + X lay dead ends: the dungeon is complete. */
  readonly complete: boolean;
  readonly greatDoorFound: boolean;
  readonly uniqueFound: boolean;
}

export interface PlunginResult {
  readonly plan: Plan<PlunginExit>;
  readonly options: { readonly pack: string };
  readonly complete: boolean;
  readonly pack: QuestPack;
  readonly tiles: readonly TileRecord[];
  readonly plot: PlotCounter;
  readonly extra: Readonly<Record<string, unknown>>;
  /**
   * Where the drawn plan's square (0, 0) lies on the Map Maker, for a run cut to its built blocks
   * (src/crawl/plungin/fit.ts); absent: the whole sheet. Tiles keep their blocks in the sheet's terms.
   */
  readonly origin?: { readonly x: number; readonly y: number };
}

interface Ctx {
  readonly b: PlanBuilder<PlunginExit>;
  readonly pack: QuestPack;
  readonly tiles: Map<string, TileRecord>;
  readonly bySpace: Map<string, TileRecord>;
  phases: number;
  uniques: number;
  greatDoors: number;
  found: Set<string>;
  /** Blocks kept for the large Unique Location behind a waiting Great Door: block → exit id. */
  readonly reserved: Map<string, string>;
  /** Hallways roll their Random Events here (false: the played game rolls them). */
  readonly events: boolean;
}

/** The Doorway chart modifier of construction phase `p` (the 13th of 12 (6) adds +1). */
export function plotModifier(p: number, n: number, x: number): number {
  return Math.min(x, Math.max(0, p - n));
}

/** True when phase `p` lays a dead end: the counter has passed N + X (rules 238-245). */
export function pastComplete(p: number, n: number, x: number): boolean {
  return p > n + x;
}

/** The row of a chart for a total; a total past the last row reads as the last row. */
export function chartRow<R extends { readonly roll: readonly [number, number] }>(
  rows: readonly R[],
  total: number,
): R {
  const hit = rows.find((r) => r.roll[0] <= total && total <= r.roll[1]);
  if (hit) return hit;
  // READING: a modified roll past every row (the Doorway chart at +X, Awareness at +1) reads as the highest row; below every row, the lowest.
  let best = rows[0]!;
  const high = total > rows[0]!.roll[1];
  for (const r of rows) if (high ? r.roll[1] > best.roll[1] : r.roll[0] < best.roll[0]) best = r;
  return best;
}

function roll<R extends { readonly roll: readonly [number, number] }>(
  ctx: Ctx,
  table: string,
  chart: PackChart<R>,
  say: (r: R) => string,
  modifier = 0,
): R {
  let row: R | undefined;
  ctx.b.roll(table, chart.die, (n) => {
    row = chartRow(chart.rows, n + modifier);
    return modifier > 0 ? `${n}+${modifier}=${n + modifier}: ${say(row)}` : say(row);
  });
  return row!;
}

function count(ctx: Ctx, what: string, c: number | string): number {
  return typeof c === 'number' ? c : Math.max(1, ctx.b.roll(`number of ${what}`, c));
}

const tileAt = (ctx: Ctx, b: Block): TileRecord | undefined => ctx.tiles.get(blockKey(b));

/** The exit on a tile's side still on the frontier, if any. */
function exitOn(ctx: Ctx, t: TileRecord, side: Side): PlunginExit | undefined {
  const k = blockKey(t.block);
  return ctx.b.frontier.find((e) => blockKey(e.block) === k && e.dir === side);
}

/** True when a tile's squares reach the middle of a side of its block `at` (a wall stands there). */
function reaches(ctx: Ctx, t: TileRecord, side: Side, at: Block = t.block): boolean {
  const occ = ctx.b.occupancy(1);
  if (!occ) return false;
  return doorSquares(at, side).every((c) => {
    const i = occ[c.y * ctx.b.sheet.width + c.x]!;
    return (
      i !== 0 &&
      ctx.b.spaces[i - 1]!.id !== undefined &&
      ctx.bySpace.get(ctx.b.spaces[i - 1]!.id) === t
    );
  });
}

// ---------------------------------------------------------------------------------------------
// Doors

/** Add a door on a tile's side onto the frontier, of the kind the Doorway chart gives. */
function addDoor(ctx: Ctx, t: TileRecord, side: Side, kind: DoorKind, detail: DoorDetail): void {
  const b = ctx.b;
  const portalKind = kind === 'great' ? 'great-door' : kind === 'secret' ? 'secret-door' : 'door';
  const trapName = detail.trap ? ctx.pack.traps[detail.trap]!.name : null;
  const words = [
    kind === 'normal' ? 'unlocked door' : kind === 'secret' ? 'secret door' : `${kind} door`,
    detail.unlock !== null ? `unlock Dif. ${detail.unlock}` : '',
    detail.detect !== null ? `detect traps Dif. ${detail.detect}` : '',
    trapName ? `trapped: ${trapName}` : '',
  ].filter((w) => w !== '');
  const portal = b.addPortal({
    kind: portalKind,
    level: 1,
    from: fromSpaceOn(ctx, t, side),
    to: null,
    edges: doorEdges(t.block, side),
    state: { locked: kind !== 'normal', trapped: trapName !== null },
    note: words.join(', '),
  });
  const exit = b.addExit({
    kind,
    level: 1,
    from: portal.from,
    portal: portal.id,
    cells: beyondSquares(t.block, side),
    dir: side,
    toLevel: null,
    block: t.block,
  });
  if (kind === 'great') reserveBeyond(ctx, exit);
}

// ---------------------------------------------------------------------------------------------
// Unique Locations larger than 6×6 (rules 328-329)

/** The tile of the Unique Location the `index`-th Great Door leads to, if the pack fixes it. */
function uniqueTileFor(ctx: Ctx, index: number): { w: number; h: number } {
  const p = ctx.pack;
  const u = p.charts.uniqueLocations;
  const size = (id: string) => {
    const t = p.tiles[p.uniqueLocations[id]!.tile]!;
    return { w: t.width, h: t.height };
  };
  if (u.order === 'preset') return size(u.rows[Math.min(index, u.rows.length - 1)]!.unique);
  // READING: behind a Great Door of a rolled chart the player keeps room for the largest location the chart can give.
  let best = { w: 6, h: 6 };
  for (const r of u.rows) {
    const z = size(r.unique);
    if (blocksFor(z.w) * blocksFor(z.h) > blocksFor(best.w) * blocksFor(best.h)) best = z;
  }
  return best;
}

/**
 * Where a large Unique Location entered by `exit` may lie: every group of blocks beyond the door,
 * either way round, on the sheet and free of tiles and of other doors' reservations; those inside
 * the door's own reservation first, then in a fixed order (no die: the player's plain choice).
 */
function groupsFor(
  ctx: Ctx,
  exit: PlunginExit,
  w: number,
  h: number,
): { group: BlockGroup; w: number; h: number }[] {
  const at = beyond(exit.block, exit.dir);
  const enter = OPPOSITE[exit.dir];
  const dims: [number, number][] =
    w === h
      ? [[w, h]]
      : [
          [w, h],
          [h, w],
        ];
  const out: { group: BlockGroup; w: number; h: number; own: number }[] = [];
  for (const [ww, hh] of dims)
    for (const g of groupsAt(at, enter, blocksFor(ww), blocksFor(hh))) {
      const blocks = groupBlocks(g);
      const free = blocks.every((q) => {
        const held = ctx.reserved.get(blockKey(q));
        return onSheet(q) && !tileAt(ctx, q) && (held === undefined || held === exit.id);
      });
      if (!free) continue;
      const own = blocks.filter((q) => ctx.reserved.get(blockKey(q)) === exit.id).length;
      out.push({ group: g, w: ww, h: hh, own });
    }
  return out.sort((a, z) => z.own - a.own);
}

/**
 * "Try to orientate Tiles around any areas that contain 'large' Unique Locations" (rules 328-329):
 * when a Great Door's marker is placed, the blocks its large location will need are kept; tiles
 * laid later turn their doorways away from them and the explorer leaves doors into them to last.
 */
function reserveBeyond(ctx: Ctx, exit: PlunginExit): void {
  const { w, h } = uniqueTileFor(ctx, ctx.greatDoors - 1);
  if (w <= BLOCK && h <= BLOCK) return;
  const g = groupsFor(ctx, exit, w, h)[0];
  if (!g) return;
  for (const q of groupBlocks(g.group)) ctx.reserved.set(blockKey(q), exit.id);
  ctx.b.note(`blocks kept for the large Unique Location behind ${exit.id}`);
}

/** Give up the reservation of the Great Door `exitId` (its blocks are taken or it was opened). */
function release(ctx: Ctx, exitId: string): void {
  for (const [k, id] of [...ctx.reserved]) if (id === exitId) ctx.reserved.delete(k);
}

/** True when block `q` is kept for the large Unique Location of another door than `exitId`. */
const keptFromOthers = (ctx: Ctx, q: Block, exitId?: string): boolean => {
  const held = ctx.reserved.get(blockKey(q));
  return held !== undefined && held !== exitId;
};

/**
 * Lay a Unique Location larger than 6×6 over a group of blocks beyond the Great Door `exit`; where
 * no group is free, it is laid as best it can be (rules 326): cut down to the one block beyond.
 */
function placeLarge(ctx: Ctx, exit: PlunginExit, tileId: string, name: string): TileRecord | null {
  const b = ctx.b;
  const tile = ctx.pack.tiles[tileId]!;
  const choice = groupsFor(ctx, exit, tile.width, tile.height)[0];
  release(ctx, exit.id);
  if (!choice) {
    b.fallback(
      `no room on the sheet for ${name} (${tile.width}x${tile.height}): laid in one block`,
    );
    return null;
  }
  const at = beyond(exit.block, exit.dir);
  const enter = OPPOSITE[exit.dir];
  const { group, w, h } = choice;
  const rect = groupRect(group, w, h);
  const blocks = groupBlocks(group);
  const space = b.addSpace({
    kind: 'special-room',
    level: 1,
    cells: groupRoomCells(group, rect, at, enter),
    shape: w === h ? 'square' : 'rectangular',
    size: `${w} x ${h} squares`,
    note: name,
    numbered: true,
  });
  const rec: TileRecord = {
    block: at,
    tile: tileId,
    kind: 'unique',
    name,
    space: space.id,
    doors: new Set([enter]),
    nowhere: [],
    rect,
    blocks,
    placed: [],
    entered: false,
    monsters: false,
    awareness: null,
    phase: ctx.phases + 1,
  };
  for (const q of blocks) ctx.tiles.set(blockKey(q), rec);
  ctx.bySpace.set(space.id, rec);
  if (tile.feature) addCentreFeature(ctx, space, tile.feature, rect);
  const opened = b.portal(exit.portal);
  if (opened) opened.to = space.id;
  const inGroup = new Set(blocks.map(blockKey));
  for (const q of blocks)
    for (const side of SIDES) {
      const nb = beyond(q, side);
      if (inGroup.has(blockKey(nb)) || (blockKey(q) === blockKey(at) && side === enter)) continue;
      const t = onSheet(nb) ? tileAt(ctx, nb) : undefined;
      if (!t) continue;
      const waiting = exitOn(ctx, t, OPPOSITE[side]);
      if (waiting) {
        leadsNowhere(ctx, t, OPPOSITE[side], waiting);
        continue;
      }
      if (t.doors.has(OPPOSITE[side]) || t.blocks) continue;
      if (!reaches(ctx, rec, side, q) || !reaches(ctx, t, OPPOSITE[side])) continue;
      secretPassage(ctx, space.id, t, q, side);
    }
  return rec;
}

/** A secret passage from a new tile's block `at` through its `side` into tile `t` (rules 331-333). */
function secretPassage(ctx: Ctx, from: string, t: TileRecord, at: Block, side: Side): void {
  const dif = secretDifficulty(ctx.pack.dungeonLevel);
  ctx.b.addPortal({
    kind: 'secret-door',
    level: 1,
    from,
    to: t.space,
    edges: doorEdges(at, side),
    state: { locked: true },
    note: `secret passage, locked, unlock Dif. ${dif}`,
  });
  ctx.b.note(`secret passage to ${t.name} (${SIDE_WORD[side]})`);
}

/** A tile's feature on the four centre squares of its room. */
function addCentreFeature(
  ctx: Ctx,
  space: ReturnType<PlanBuilder<PlunginExit>['addSpace']>,
  feature: NonNullable<QuestPack['tiles'][string]['feature']>,
  rect: Rect | null,
): void {
  ctx.b.addFeature(space, {
    kind: feature,
    cells: rect
      ? [
          { x: rect.x0 + rect.w / 2 - 1, y: rect.y0 + rect.h / 2 - 1 },
          { x: rect.x0 + rect.w / 2, y: rect.y0 + rect.h / 2 - 1 },
          { x: rect.x0 + rect.w / 2 - 1, y: rect.y0 + rect.h / 2 },
          { x: rect.x0 + rect.w / 2, y: rect.y0 + rect.h / 2 },
        ]
      : [],
    note: feature === 'altar' ? 'the sarcophagus' : feature,
    lightFeet: 0,
  });
}

/** The space of a tile that holds its squares on a side (a hallway's arm may be its own). */
function fromSpaceOn(ctx: Ctx, t: TileRecord, side: Side): string {
  const occ = ctx.b.occupancy(1)!;
  const c = doorSquares(t.block, side)[0]!;
  const i = occ[c.y * ctx.b.sheet.width + c.x]!;
  return i === 0 ? t.space : ctx.b.spaces[i - 1]!.id;
}

interface DoorDetail {
  readonly detect: number | null;
  readonly unlock: number | null;
  readonly trap: string | null;
}

/** 2) Doorway chart for one door, with the Plot Counter's modifier (rules 340-358). */
function doorway(ctx: Ctx, modifier: number): { kind: DoorKind; detail: DoorDetail } {
  const p = ctx.pack;
  const row = roll(ctx, '2) Doorway', p.charts.doorway, (r) => r.door, modifier);
  let kind: DoorKind = row.door;
  const u = p.charts.uniqueLocations;
  // READING: a preset Unique Location list has as many Great Doors as locations; a Great Door result past them is a locked door with the Great Door's difficulties.
  if (kind === 'great' && u.order === 'preset' && ctx.greatDoors >= u.rows.length) kind = 'locked';
  if (kind === 'normal') return { kind, detail: { detect: null, unlock: null, trap: null } };
  if (kind === 'great') {
    ctx.greatDoors++;
    // A Great Door is always locked and trapped (rules 356-358): the row names its trap.
    return {
      kind,
      detail: { detect: row.detect ?? null, unlock: row.unlock ?? null, trap: row.trap ?? null },
    };
  }
  // READING: normal doors are never trapped (rules 351) and the Door Trap chart (rules 204) is rolled for locked doors, when their marker is placed, so the replay does not hang on who searches.
  const trap = roll(ctx, 'Door Trap', p.charts.doorTraps, (r) =>
    r.trap === null ? 'no trap' : p.traps[r.trap]!.name,
  ).trap;
  return {
    kind,
    detail: { detect: row.detect ?? null, unlock: row.unlock ?? null, trap },
  };
}

/** Half the Dungeon Level, rounded up: a secret passage's unlock difficulty (rules 332-333). */
export function secretDifficulty(level: number): number {
  // READING: "half the Dungeon Level" rounds up, so a level-1 secret passage is Dif. 1, not 0.
  return Math.ceil(level / 2);
}

// ---------------------------------------------------------------------------------------------
// Placing a tile

interface Layout {
  readonly doors: Set<Side>;
  readonly w: number;
  readonly h: number;
}

/** Every side set a tile may take, entered from `enter`. */
function layouts(shape: string, doors: number, w: number, h: number, enter: Side): Layout[] {
  const others = SIDES.filter((s) => s !== enter);
  const sets: Side[][] = [];
  if (shape === 'hall') sets.push([enter, OPPOSITE[enter]]);
  else if (shape === 'corner') {
    for (const s of others) if (s !== OPPOSITE[enter]) sets.push([enter, s]);
  } else {
    const k = shape === 'room' ? doors - 1 : SHAPE_DOORS[shape as 't' | 'x'] - 1;
    const pick = (from: number, acc: Side[]): void => {
      if (acc.length === k) {
        sets.push([enter, ...acc]);
        return;
      }
      for (let i = from; i < others.length; i++) pick(i + 1, [...acc, others[i]!]);
    };
    pick(0, []);
  }
  // A hallway's squares come from its shape; a room may turn a quarter.
  const dims: [number, number][] =
    w === h || shape !== 'room'
      ? [[w, h]]
      : [
          [w, h],
          [h, w],
        ];
  const out: Layout[] = [];
  for (const [ww, hh] of dims) for (const s of sets) out.push({ doors: new Set(s), w: ww, h: hh });
  return out;
}

/**
 * How well a layout's doorways lead somewhere ("Try to place tiles so that doorways lead
 * somewhere", rules 324): into a free block is good, onto a waiting doorway better, into a wall
 * or off the sheet bad; a waiting doorway of a neighbour left facing a wall is bad too.
 */
function score(ctx: Ctx, at: Block, l: Layout, enter: Side): number {
  let s = 0;
  for (const side of SIDES) {
    if (side === enter) continue;
    const nb = beyond(at, side);
    const t = onSheet(nb) ? tileAt(ctx, nb) : undefined;
    const waiting = t ? exitOn(ctx, t, OPPOSITE[side]) : undefined;
    if (l.doors.has(side)) {
      if (!onSheet(nb) || (!t && keptFromOthers(ctx, nb))) s -= 2;
      else if (!t) s += 2;
      else s += waiting ? 3 : -2;
    } else if (waiting) s -= 2;
  }
  return s;
}

/**
 * Lay a tile in the block beyond `exit`, oriented so its doorways lead somewhere (the player's
 * choice; ties broken by a logged die), connect what meets it, and roll its new doors.
 */
function placeTile(
  ctx: Ctx,
  exit: PlunginExit,
  tileId: string,
  kind: TileRecord['kind'],
  name: string,
  modifier: number | 'normal' | 'none',
): TileRecord {
  const b = ctx.b;
  const tile = ctx.pack.tiles[tileId]!;
  const at = beyond(exit.block, exit.dir);
  const enter = OPPOSITE[exit.dir];
  // A tile laid where a large Unique Location was expected takes the block: the Great Door's location will look elsewhere.
  const kept = ctx.reserved.get(blockKey(at));
  if (kept !== undefined) release(ctx, kept);
  const shape = kind === 'dead-end' ? 'room' : tile.shape;
  const doors = kind === 'dead-end' ? 1 : tile.doors;
  const all = layouts(shape, doors, tile.width, tile.height, enter);
  let best: Layout[] = [];
  let top = -Infinity;
  for (const l of all) {
    const s = score(ctx, at, l, enter);
    if (s > top) {
      top = s;
      best = [l];
    } else if (s === top) best.push(l);
  }
  const layout =
    best.length === 1
      ? best[0]!
      : best[b.roll('tile orientation (player\u2019s choice)', `d${best.length}`) - 1]!;
  const isHall = tile.kind === 'hallway' && kind !== 'dead-end';
  // A large tile laid in one block (no room for it on the sheet) is cut down to the block.
  const rect = isHall ? null : roomRect(at, Math.min(BLOCK, layout.w), Math.min(BLOCK, layout.h));
  const cells = isHall ? hallwayCells(at, layout.doors) : roomCells(at, rect!, layout.doors);
  const space = b.addSpace({
    kind: isHall ? 'hallway' : kind === 'special' || kind === 'unique' ? 'special-room' : 'room',
    level: 1,
    cells,
    shape: isHall ? 'odd' : layout.w === layout.h ? 'square' : 'rectangular',
    size: isHall ? `${tile.name.toLowerCase()}` : `${rect!.w} x ${rect!.h} squares`,
    note: name,
    numbered: !isHall,
  });
  const rec: TileRecord = {
    block: at,
    tile: tileId,
    kind,
    name,
    space: space.id,
    doors: layout.doors,
    nowhere: [],
    rect,
    placed: [],
    entered: false,
    monsters: false,
    awareness: null,
    phase: ctx.phases + 1,
  };
  ctx.tiles.set(blockKey(at), rec);
  ctx.bySpace.set(space.id, rec);
  if (tile.feature) addCentreFeature(ctx, space, tile.feature, rect);
  // The door just opened leads here.
  const opened = b.portal(exit.portal);
  if (opened) opened.to = space.id;
  // 3) the Doorway chart for each other doorway (rules 336-358).
  for (const side of SIDES) {
    if (side === enter) continue;
    const nb = beyond(at, side);
    const t = onSheet(nb) ? tileAt(ctx, nb) : undefined;
    const waiting = t ? exitOn(ctx, t, OPPOSITE[side]) : undefined;
    if (!layout.doors.has(side)) {
      if (waiting) leadsNowhere(ctx, t!, OPPOSITE[side], waiting);
      continue;
    }
    if (!onSheet(nb) || (t && !waiting)) {
      rec.nowhere.push(side);
      b.addContent(space, {
        kind: 'note',
        text: `X: the doorway in the ${SIDE_WORD[side]} wall leads nowhere`,
      });
      continue;
    }
    if (t && waiting) {
      // READING: a doorway that meets one already marked is that one doorway: its marker stands and no Doorway roll is made for it.
      const p = b.portal(waiting.portal);
      if (p) p.to = space.id;
      b.removeExit(waiting.id);
      b.note(`the ${SIDE_WORD[side]} doorway meets ${waiting.id} of ${t.name}`);
      continue;
    }
    if (modifier === 'none') continue;
    const d =
      modifier === 'normal'
        ? { kind: 'normal' as const, detail: { detect: null, unlock: null, trap: null } }
        : doorway(ctx, modifier);
    addDoor(ctx, rec, side, d.kind, d.detail);
  }
  // Secret passages where the new tile touches a wall of a tile already laid (rules 331-333).
  for (const side of SIDES) {
    if (layout.doors.has(side)) continue;
    const nb = beyond(at, side);
    const t = onSheet(nb) ? tileAt(ctx, nb) : undefined;
    if (!t || (blockKey(nb) === blockKey(t.block) && t.doors.has(OPPOSITE[side]))) continue;
    if (!reaches(ctx, rec, side) || !reaches(ctx, t, OPPOSITE[side], nb)) continue;
    secretPassage(ctx, space.id, t, at, side);
  }
  return rec;
}

/** A waiting doorway of an older tile now faces the new tile's wall: it leads nowhere. */
function leadsNowhere(ctx: Ctx, t: TileRecord, side: Side, exit: PlunginExit): void {
  if (exit.portal) ctx.b.dropPortal(exit.portal);
  ctx.b.removeExit(exit.id);
  t.nowhere.push(side);
  ctx.b.addContent(ctx.b.space(t.space), {
    kind: 'note',
    text: `X: the doorway in the ${SIDE_WORD[side]} wall leads nowhere`,
  });
  ctx.b.fallback(`${exit.id} of ${t.name} now faces a wall: it leads nowhere (X)`);
}

// ---------------------------------------------------------------------------------------------
// Placing monsters and chests (rules 400-421)

const key = (c: Cell) => `${c.x},${c.y}`;

/** Squares in front of a doorway of the room (inside its rectangle). */
function frontOf(t: TileRecord, side: Side): Cell[] {
  const r = t.rect!;
  const bx0 = t.block.bx * BLOCK;
  const by0 = t.block.by * BLOCK;
  switch (side) {
    case 'n':
      return [2, 3].map((i) => ({ x: bx0 + i, y: r.y0 }));
    case 's':
      return [2, 3].map((i) => ({ x: bx0 + i, y: r.y0 + r.h - 1 }));
    case 'w':
      return [2, 3].map((i) => ({ x: r.x0, y: by0 + i }));
    case 'e':
      return [2, 3].map((i) => ({ x: r.x0 + r.w - 1, y: by0 + i }));
  }
}

/** Every doorway side of a room: its doors and its secret passages. */
function doorwaySides(ctx: Ctx, t: TileRecord): Side[] {
  const out = [...t.doors];
  for (const p of ctx.b.portals)
    if (p.kind === 'secret-door' && (p.from === t.space || p.to === t.space))
      for (const s of SIDES)
        if (
          !out.includes(s) &&
          doorEdges(t.block, s).some((e) =>
            p.edges.some((q) => q.axis === e.axis && q.x === e.x && q.y === e.y),
          )
        )
          out.push(s);
  return out;
}

/**
 * Place one monster or chest by two dice matching the room's size; a square taken or barred sends
 * it to an adjacent square (the player's choice: the one farthest from the door entered).
 */
function place(
  ctx: Ctx,
  t: TileRecord,
  what: Placed['what'],
  name: string,
  enter: Side,
  fixed?: readonly [number, number],
): void {
  const r = t.rect!;
  const b = ctx.b;
  const taken = new Set(t.placed.map((p) => key(p.cell)));
  // Chests never before any doorway; nothing before the one the heroes come in by (rules 415-416).
  const barred = new Set(frontOf(t, enter).map(key));
  if (what === 'chest')
    for (const s of doorwaySides(ctx, t)) for (const c of frontOf(t, s)) barred.add(key(c));
  const ok = (c: Cell) =>
    c.x >= r.x0 &&
    c.y >= r.y0 &&
    c.x < r.x0 + r.w &&
    c.y < r.y0 + r.h &&
    !taken.has(key(c)) &&
    !barred.has(key(c));
  const door = frontOf(t, enter)[0]!;
  const far = (c: Cell) => Math.abs(c.x - door.x) + Math.abs(c.y - door.y);
  // READING: when the four adjacent squares are all taken or barred too, roll again (at most 6 times).
  for (let attempt = 0; attempt < 6; attempt++) {
    const at: [number, number] = fixed
      ? [fixed[0], fixed[1]]
      : [
          b.roll(`${what} placement, column`, `d${r.w}`),
          b.roll(`${what} placement, row`, `d${r.h}`),
        ];
    const c = { x: r.x0 + at[0] - 1, y: r.y0 + at[1] - 1 };
    let cell: Cell | undefined = ok(c) ? c : undefined;
    if (!cell) {
      const adj = [
        { x: c.x, y: c.y - 1 },
        { x: c.x + 1, y: c.y },
        { x: c.x, y: c.y + 1 },
        { x: c.x - 1, y: c.y },
      ].filter(ok);
      // Stable: the farthest from the door entered, ties north, east, south, west.
      adj.sort((a, z) => far(z) - far(a));
      cell = adj[0];
    }
    if (cell) {
      t.placed.push({ what, name, cell, at: [cell.x - r.x0 + 1, cell.y - r.y0 + 1] });
      return;
    }
    if (fixed) fixed = undefined;
  }
  b.fallback(`no square left for ${name} in ${t.name}`);
}

// ---------------------------------------------------------------------------------------------
// Contents

/** 3.2.2) the Monsters chart: type and number; each figure placed. */
function monsters(ctx: Ctx, t: TileRecord, enter: Side, role: 'inhabitant' | 'wandering'): void {
  const p = ctx.pack;
  const row = roll(ctx, '3.2.2) Monsters', p.charts.monsters, (r) =>
    r.groups.map((g) => `${String(g.count)} ${p.monsters[g.monster]!.name}`).join(' and '),
  );
  const space = ctx.b.space(t.space);
  for (const g of row.groups) {
    const m = p.monsters[g.monster]!;
    const n = count(ctx, m.name, g.count);
    ctx.b.addContent(space, { kind: 'monster', name: m.name, number: n, role });
    if (t.rect) for (let i = 0; i < n; i++) place(ctx, t, 'monster', m.name, enter);
  }
  t.monsters = true;
}

/** 3.2.3) Awareness, +1 after combat in an adjacent room (rules 422-424). */
function awareness(ctx: Ctx, t: TileRecord, came: TileRecord | undefined): void {
  // READING: the construction replay fights no battles; combat "in an adjacent room during the previous turn" is taken to be the party having come from a tile that holds monsters.
  const mod = came && came.monsters ? 1 : 0;
  const row = roll(ctx, '3.2.3) Awareness', ctx.pack.charts.awareness, (r) => r.state, mod);
  t.awareness = row.state;
  ctx.b.addContent(ctx.b.space(t.space), { kind: 'note', text: `awareness: ${row.state}` });
}

function chests(
  ctx: Ctx,
  t: TileRecord,
  enter: Side,
  n: number,
  detect: number,
  unlock: number,
): void {
  const space = ctx.b.space(t.space);
  for (let i = 0; i < n; i++) {
    const locked = roll(ctx, '3.2.1) Chest', ctx.pack.charts.chest, (r) =>
      r.locked ? 'locked' : 'unlocked',
    ).locked;
    ctx.b.addContent(space, {
      kind: 'treasure',
      items: [],
      container: `${locked ? 'locked (gold) chest' : 'unlocked (silver) chest'}, detect traps Dif. ${detect}${locked ? `, unlock Dif. ${unlock}` : ''}`,
      protection: null,
    });
    place(ctx, t, 'chest', locked ? 'locked chest' : 'chest', enter);
  }
}

/** 3.2) the Encounter chart for a room (flow chart 6.1). */
function encounter(
  ctx: Ctx,
  t: TileRecord,
  enter: Side,
  came: TileRecord | undefined,
  keep: 'full' | 'monsters-only',
): void {
  const row = roll(
    ctx,
    '3.2) Encounter',
    ctx.pack.charts.encounter,
    (r) =>
      [
        r.monsters ? 'monsters' : '',
        r.chests ? `chests (${r.chests.count}) Dif: ${r.chests.detect}/${r.chests.unlock}` : '',
      ]
        .filter((w) => w !== '')
        .join(' & ') || 'empty',
  );
  // Flow chart 6.1.1 before 6.1.2: chests are placed, then the monsters guarding them.
  if (row.chests && keep === 'full')
    chests(ctx, t, enter, row.chests.count, row.chests.detect, row.chests.unlock);
  if (row.chests && keep === 'monsters-only')
    ctx.b.note(`${t.name}: the chest result is ignored (no chests here)`);
  if (row.monsters) {
    monsters(ctx, t, enter, 'inhabitant');
    awareness(ctx, t, came);
  }
}

/** The Treasure chart; a unique item already found gives its replacement. */
function treasure(ctx: Ctx): { name: string; gold: number } {
  const p = ctx.pack;
  const row = roll(ctx, 'Treasure', p.charts.treasure, (r) =>
    r.item ? p.items[r.item]!.name : `gold ${String(r.gold)}`,
  );
  if (row.gold !== undefined) {
    const g = typeof row.gold === 'number' ? row.gold : ctx.b.roll('gold', row.gold);
    return { name: `${g} gold`, gold: g };
  }
  let id = row.item!;
  if (p.items[id]!.unique && ctx.found.has(id)) id = p.items[id]!.replacement!;
  if (p.items[id]!.unique) ctx.found.add(id);
  return { name: p.items[id]!.name, gold: 0 };
}

/** 3.1) Random Events, the first time a hero steps into a hallway (rules 364-380). */
function randomEvent(ctx: Ctx, t: TileRecord): void {
  const p = ctx.pack;
  const b = ctx.b;
  const space = b.space(t.space);
  const ev = roll(ctx, '3.1) Random Events', p.charts.randomEvents, (r) => r.event);
  b.addContent(space, { kind: 'note', text: `event: ${ev.text.replace(/\.$/, '')}` });
  switch (ev.event) {
    case 'monsters':
      monsters(ctx, t, [...t.doors][0]!, 'wandering');
      return;
    case 'trap': {
      const trap = p.traps[ev.trap!]!;
      const c = hallwayCells(t.block, new Set())[0]!;
      // An event's trap cannot be detected first: it is sprung at once (rules 377).
      b.addContent(space, {
        kind: 'trap',
        name: trap.name,
        detail: `sprung: ${trap.effect}`,
        cell: c,
      });
      return;
    }
    case 'treasure': {
      const found = treasure(ctx);
      b.addContent(space, {
        kind: 'treasure',
        items: [
          {
            kind: found.gold > 0 ? 'gp' : 'magic',
            amount: found.gold > 0 ? found.gold : 1,
            note: found.name,
          },
        ],
        container: 'hidden in the hallway',
        protection: null,
      });
      return;
    }
    case 'secret-door': {
      // READING: a secret door event opens a blank wall of the hallway: an arm behind a secret door, to a locked doorway on the tile's edge (Dif. half the Dungeon Level); where no blank wall faces an empty block the event is ignored (rules 379-380).
      const side = SIDES.find((s) => {
        const nb = beyond(t.block, s);
        return !t.doors.has(s) && onSheet(nb) && !tileAt(ctx, nb);
      });
      if (!side) {
        b.note('the secret door event is not possible here: ignored');
        return;
      }
      const arm = b.addSpace({
        kind: 'passage',
        level: 1,
        cells: armCells(t.block, side),
        shape: 'rectangular',
        size: '2 x 2 squares',
        note: `secret arm of ${t.name}`,
        numbered: false,
      });
      const inner = hallwayCells(t.block, new Set());
      const edges = inner
        .map((c) => ({ c, e: edgeToward(c, side) }))
        .map(({ e }) => e)
        .filter(
          (e, i, a) => a.findIndex((q) => q.x === e.x && q.y === e.y && q.axis === e.axis) === i,
        )
        .filter((e) => touchesArm(e, armCells(t.block, side)));
      b.addPortal({
        kind: 'secret-door',
        level: 1,
        from: t.space,
        to: arm.id,
        edges,
        state: { locked: true },
        note: `secret door, unlock Dif. ${secretDifficulty(p.dungeonLevel)}`,
      });
      t.doors.add(side);
      ctx.bySpace.set(arm.id, t);
      addDoor(ctx, t, side, 'secret', {
        detect: null,
        unlock: secretDifficulty(p.dungeonLevel),
        trap: null,
      });
      return;
    }
    default:
      return;
  }
}

function edgeToward(c: Cell, side: Side) {
  switch (side) {
    case 'n':
      return { axis: 'h' as const, x: c.x, y: c.y };
    case 's':
      return { axis: 'h' as const, x: c.x, y: c.y + 1 };
    case 'w':
      return { axis: 'v' as const, x: c.x, y: c.y };
    case 'e':
      return { axis: 'v' as const, x: c.x + 1, y: c.y };
  }
}

function touchesArm(e: { axis: 'h' | 'v'; x: number; y: number }, arm: readonly Cell[]): boolean {
  const a =
    e.axis === 'h'
      ? [
          { x: e.x, y: e.y - 1 },
          { x: e.x, y: e.y },
        ]
      : [
          { x: e.x - 1, y: e.y },
          { x: e.x, y: e.y },
        ];
  return a.some((c) => arm.some((q) => q.x === c.x && q.y === c.y));
}

// ---------------------------------------------------------------------------------------------
// The construction phase

/** The Entry tile: three unlocked, untrapped doors and the Dungeon Exit; no rolls (rules 183-190). */
function entry(ctx: Ctx): void {
  const b = ctx.b;
  const tile = ctx.pack.tiles[ctx.pack.entryTile]!;
  const at = ENTRY_BLOCK;
  const rect = roomRect(at, 6, 6);
  const doors = new Set<Side>(['n', 'e', 'w', 's']);
  const space = b.addSpace({
    kind: 'room',
    level: 1,
    cells: roomCells(at, rect, doors),
    shape: 'square',
    size: '6 x 6 squares',
    note: `${tile.name}: the Dungeon Exit in the south wall`,
    numbered: false,
  });
  const rec: TileRecord = {
    block: at,
    tile: ctx.pack.entryTile,
    kind: 'entry',
    name: tile.name,
    space: space.id,
    doors,
    nowhere: [],
    rect,
    placed: [],
    entered: true,
    monsters: false,
    awareness: null,
    phase: 0,
  };
  ctx.tiles.set(blockKey(at), rec);
  ctx.bySpace.set(space.id, rec);
  b.startLevel(1, space.id);
  // The Dungeon Exit: two torches and the light on the floor (rules 270-272).
  b.addFeature(space, {
    kind: 'brazier',
    cells: [
      { x: rect.x0 + 1, y: rect.y0 + 5 },
      { x: rect.x0 + 4, y: rect.y0 + 5 },
    ],
    note: 'torches at the Dungeon Exit',
    lightFeet: 15,
  });
  b.addContent(space, { kind: 'note', text: 'S: the Dungeon Exit, the only way out' });
  for (const side of ['w', 'n', 'e'] as const)
    addDoor(ctx, rec, side, 'normal', { detect: null, unlock: null, trap: null });
  b.note('the Entry tile: three unlocked doors and the Dungeon Exit');
}

/** One construction phase: the door `exit` opened into an unrevealed area (flow chart 1-6). */
function construct(ctx: Ctx, exit: PlunginExit): void {
  const b = ctx.b;
  const p = ctx.pack;
  const came = tileAt(ctx, exit.block);
  // READING: the party reaches a door of a hallway by stepping into it, so a hallway's Random Events are rolled at the start of the phase that opens one of its doors (rules 371-373), not when it is laid.
  if (ctx.events && came && came.kind === 'hallway' && !came.entered) randomEvent(ctx, came);
  if (came) came.entered = true;
  const phase = ctx.phases + 1;
  const { n, x } = p.timeSpan;
  const mod = plotModifier(phase, n, x);
  const enter = OPPOSITE[exit.dir];
  b.removeExit(exit.id);
  let rec: TileRecord;
  // READING: the counter "ensures the appearance of a Great Door"; a dungeon complete without one has its next opened door found to be the Great Door, so every quest reaches its Unique Location.
  // READING: so too a dungeon that runs out of doors before it is complete: its last unopened door, with no Great Door found, is the Great Door (else the quest could never be won).
  const last = b.frontier.length === 0;
  const owed = exit.kind !== 'great' && ctx.greatDoors === 0 && (last || pastComplete(phase, n, x));
  if (owed) {
    const portal = b.portal(exit.portal);
    if (portal)
      Object.assign(portal, {
        kind: 'great-door',
        state: { ...portal.state, locked: true },
        note: `${portal.note}; found to be the Great Door (${last ? 'the last door' : 'the dungeon is complete'})`,
      });
    ctx.greatDoors++;
    b.note(
      last
        ? 'the last unopened door, with no Great Door found: this door is the Great Door'
        : 'the dungeon is complete without a Great Door: this door is the Great Door',
    );
  }
  if (exit.kind === 'great' || owed) {
    // 1.1) a Great Door leads to a Unique Location (rules 301-303, 459-470).
    const u = p.charts.uniqueLocations;
    const id =
      u.order === 'preset'
        ? u.rows[Math.min(ctx.uniques, u.rows.length - 1)]!.unique
        : roll(
            ctx,
            '3.4) Unique Location',
            { die: u.die!, rows: u.rows.map((r) => ({ ...r, roll: r.roll! })) },
            (r) => r.unique,
          ).unique;
    ctx.uniques++;
    const loc = p.uniqueLocations[id]!;
    const big = p.tiles[loc.tile]!.width > BLOCK || p.tiles[loc.tile]!.height > BLOCK;
    rec =
      (big ? placeLarge(ctx, exit, loc.tile, loc.name) : null) ??
      placeTile(ctx, exit, loc.tile, 'unique', loc.name, 'normal');
    // 1.2) the description places the boss, the minions and the chests; no rolls but placement.
    const boss = p.monsters[loc.boss]!;
    b.addContent(b.space(rec.space), {
      kind: 'monster',
      name: boss.name,
      number: 1,
      role: 'guardian',
    });
    const r = rec.rect!;
    // READING: the boss stands on the centre square, (3,3) of a 6x6 tile, as the Eye of Doom's demon stands on the eye.
    place(ctx, rec, 'boss', boss.name, enter, [Math.ceil(r.w / 2), Math.ceil(r.h / 2)]);
    for (const g of loc.minions) {
      const m = p.monsters[g.monster]!;
      const k = count(ctx, m.name, g.count);
      b.addContent(b.space(rec.space), {
        kind: 'monster',
        name: m.name,
        number: k,
        role: 'guardian',
      });
      for (let i = 0; i < k; i++) place(ctx, rec, 'monster', m.name, enter);
    }
    rec.monsters = true;
    rec.awareness = loc.awareness;
    b.addContent(b.space(rec.space), { kind: 'note', text: `awareness: ${loc.awareness}` });
    b.addContent(b.space(rec.space), { kind: 'note', text: loc.description });
    // READING: a unique location's chests have the chest chart's lock roll and difficulties of half the Dungeon Level, rounded up.
    const dif = secretDifficulty(p.dungeonLevel);
    chests(ctx, rec, enter, loc.chests, dif, dif);
  } else if (pastComplete(phase, n, x)) {
    // The dungeon is complete: a room with no other doorway, which may still hold monsters and chests (rules 238-245).
    rec = placeTile(
      ctx,
      exit,
      p.deadEndTile,
      'dead-end',
      `${p.tiles[p.deadEndTile]!.name} (dead end)`,
      'none',
    );
    encounter(ctx, rec, enter, came, 'full');
  } else {
    // 2) the Location chart.
    const loc = roll(ctx, '1) Location', p.charts.location, (r) =>
      r.tile ? p.tiles[r.tile]!.name : 'special location',
    );
    if (loc.special) {
      const sp = roll(
        ctx,
        '3.3) Special Location',
        p.charts.specialLocations,
        (r) => p.specialLocations[r.special]!.name,
      );
      const s = p.specialLocations[sp.special]!;
      rec = placeTile(ctx, exit, s.tile, 'special', s.name, mod);
      // 4) the description governs a special location.
      b.addContent(b.space(rec.space), { kind: 'note', text: s.description });
      // READING: "you do not roll for Doors, Monsters or Chests" (453) yields to the location's own description where it keeps the Monster results (466, 477): the Encounter chart is rolled and only what the description keeps stands.
      if (s.encounter !== 'none') encounter(ctx, rec, enter, came, s.encounter);
    } else {
      const tile = p.tiles[loc.tile!]!;
      rec = placeTile(
        ctx,
        exit,
        loc.tile!,
        tile.kind === 'hallway' ? 'hallway' : 'room',
        tile.name,
        mod,
      );
      // 5) a hallway's Random Events wait for a hero's first step in (rules 371-373); 6) a room's Encounter.
      if (tile.kind !== 'hallway') encounter(ctx, rec, enter, came, 'full');
    }
  }
  if (rec.placed.length > 0)
    b.addContent(b.space(rec.space), {
      kind: 'note',
      text: `placed: ${rec.placed.map((q) => `${q.name} (${q.at[0]},${q.at[1]})`).join(', ')}`,
    });
  // 4) Ending the phase: the Map Maker records the tile and the Plot Counter advances (rules 484-487).
  ctx.phases = phase;
  b.note(
    `phase ${phase}: ${rec.name}; plot counter ${phase <= n ? `${n - phase} to go` : `+${mod}`}${pastComplete(phase + 1, n, x) ? ', dungeon complete' : ''}`,
  );
}

/**
 * Explorer policy: the oldest unlocked door first, then locked doors and secret passages; the
 * Great Door waits until the dungeon is complete, as the rulebook's party explores on before
 * facing the boss (rules 240-245); a door into the block behind a waiting Great Door comes last.
 */
export function chooseExit(
  frontier: readonly PlunginExit[],
  complete: boolean,
  kept: Iterable<string> = [],
  /** Among exits of one rank, the lowest first (the played party: walking distance); then the oldest. */
  near: (e: PlunginExit) => number = () => 0,
): PlunginExit | undefined {
  // The block beyond a waiting Great Door is kept for its Unique Location (and every block a large one needs, `kept`): another door into them waits.
  const reserved = new Set([
    ...frontier.filter((e) => e.kind === 'great').map((e) => blockKey(beyond(e.block, e.dir))),
    ...kept,
  ]);
  const rank = (e: PlunginExit): number => {
    const kind = e.kind === 'normal' ? 0 : e.kind === 'great' ? (complete ? -1 : 2) : 1;
    const held = e.kind !== 'great' && reserved.has(blockKey(beyond(e.block, e.dir))) ? 3 : 0;
    return held + kind;
  };
  let best: PlunginExit | undefined;
  let bestKey: number[] = [];
  for (const e of frontier) {
    const r = rank(e);
    if (best && r > bestKey[0]!) continue;
    const k = [r, near(e), Number(e.id.slice(1))];
    const i = k.findIndex((v, j) => v !== bestKey[j]);
    if (!best || (i >= 0 && k[i]! < bestKey[i]!)) {
      best = e;
      bestKey = k;
    }
  }
  return best;
}

export interface PlunginInput {
  readonly seed: string;
  readonly step?: number;
  readonly path?: readonly string[];
  readonly pack: QuestPack;
  readonly packId: string;
  /** The substance stream (tests script it); by default the seed's. */
  readonly rng?: Rng;
  /** false: hallways' Random Events are left to the caller (the played game rolls them as heroes step in). */
  readonly hallwayEvents?: boolean;
}

function plunginExit(d: ExitDraft<PlunginExit>, id: string, step: number): PlunginExit {
  return {
    id,
    kind: d.kind,
    level: d.level,
    from: d.from,
    portal: d.portal,
    cells: d.cells,
    dir: d.dir,
    toLevel: d.toLevel,
    step,
    block: d.block,
  };
}

interface Construction {
  readonly input: PlunginInput;
  readonly b: PlanBuilder<PlunginExit>;
  readonly ctx: Ctx;
}

/** The construction's state after the Entry tile (step 0). */
function startConstruction(input: PlunginInput): Construction {
  const rng = input.rng ?? createRng(input.seed);
  const b = new PlanBuilder<PlunginExit>(
    rng,
    createRng(input.seed).fork('flavour'),
    { width: BLOCKS_WIDE * BLOCK, height: BLOCKS_HIGH * BLOCK, cellFeet: 5, squareCells: 1 },
    plunginExit,
  );
  const ctx: Ctx = {
    b,
    pack: input.pack,
    tiles: new Map(),
    bySpace: new Map(),
    phases: 0,
    uniques: 0,
    greatDoors: 0,
    found: new Set(),
    reserved: new Map(),
    events: input.hallwayEvents !== false,
  };
  b.beginStep(0, 'start', 1);
  entry(ctx);
  b.endStep();
  return { input, b, ctx };
}

/** One construction phase through `exit` as step `i`. */
function constructStep(k: Construction, i: number, exit: PlunginExit): void {
  k.b.beginStep(i, exit.id, 1);
  construct(k.ctx, exit);
  k.b.endStep();
}

/** Replay the construction of a quest's dungeon from a seed. */
export function runPlungin(input: PlunginInput): PlunginResult {
  const path = input.path ?? [];
  const steps = replaySteps(path, input.step, MAX_STEP);
  const k = startConstruction(input);
  const { b, ctx } = k;
  const { n, x } = input.pack.timeSpan;
  let done = 0;
  for (let i = 1; i <= steps; i++) {
    const wanted = path[i - 1];
    let exit: PlunginExit | undefined;
    if (wanted !== undefined) {
      exit = b.frontier.find((e) => e.id === wanted);
      if (!exit)
        throw new InputError(
          'path',
          'unknown-exit',
          `path[${i - 1}] = ${wanted} is not on the frontier at step ${i}`,
        );
    } else exit = chooseExit(b.frontier, pastComplete(ctx.phases + 1, n, x), ctx.reserved.keys());
    if (!exit) break;
    constructStep(k, i, exit);
    done = i;
  }
  return constructionResult(k, done, steps);
}

/**
 * A construction kept open for play: each opened door adds one phase to the same state, which
 * gives what `runPlungin` would give for the path so far without replaying it. A result's plan
 * shares the builder's arrays, so it is read before the next `open`.
 */
export interface PlunginConstruction {
  /** Build through the frontier exit `id` (an InputError when it is not on the frontier). */
  open(id: string): void;
  result(): PlunginResult;
}

export function plunginConstruction(input: PlunginInput): PlunginConstruction {
  const k = startConstruction(input);
  let done = 0;
  return {
    open(id: string): void {
      const exit = k.b.frontier.find((e) => e.id === id);
      if (!exit)
        throw new InputError(
          'path',
          'unknown-exit',
          `path[${done}] = ${id} is not on the frontier at step ${done + 1}`,
        );
      if (done >= MAX_STEP) throw new InputError('step', 'range', `step must be 0..${MAX_STEP}`);
      done++;
      constructStep(k, done, exit);
    },
    result: () => constructionResult(k, done, done),
  };
}

function constructionResult(k: Construction, done: number, steps: number): PlunginResult {
  const { b, ctx, input } = k;
  const { n, x } = input.pack.timeSpan;
  const plan = b.finish({
    system: 'plungin',
    version: PLUNGIN_VERSION,
    seed: input.seed,
    steps: done,
  });
  // A large Unique Location stands in the map under each of its blocks: once in the list.
  const tiles = [...new Set(ctx.tiles.values())];
  const plot: PlotCounter = {
    n,
    x,
    phases: ctx.phases,
    nextModifier: plotModifier(ctx.phases + 1, n, x),
    complete: ctx.phases >= n + x,
    greatDoorFound: plan.portals.some((p) => p.kind === 'great-door'),
    uniqueFound: ctx.uniques > 0,
  };
  return {
    plan,
    options: { pack: input.packId },
    complete: done < steps,
    pack: input.pack,
    tiles,
    plot,
    extra: {
      pack: { id: input.pack.id, title: input.pack.title, dungeonLevel: input.pack.dungeonLevel },
      plotCounter: plot,
      tiles: tiles.map((t) => ({
        space: t.space,
        tile: t.tile,
        kind: t.kind,
        name: t.name,
        column: t.block.bx + 1,
        row: t.block.by + 1,
        ...(t.blocks ? { blocks: t.blocks.map((q) => [q.bx + 1, q.by + 1]) } : {}),
        doors: SIDES.filter((s) => t.doors.has(s)),
        nowhere: t.nowhere,
        placed: t.placed.map((q) => ({ what: q.what, name: q.name, at: q.at })),
        awareness: t.awareness,
        phase: t.phase,
      })),
    },
  };
}
