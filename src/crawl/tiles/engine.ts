/**
 * The "Dungeon Crawling" tile crawl: a pure, synchronous replay of `step` frontier resolutions from
 * a seed. Step N is always a prefix of step N+1: each step resolves one exit with the one
 * substance stream, and nothing earlier depends on how many steps follow.
 */
import { InputError } from '../../core/errors';
import { createRng } from '../../core/rng';
import { resolveOptions as resolveSpecOptions } from '../../core/system';
import { PlanBuilder } from '../plan/builder';
import { replaySteps } from '../plan/steps';
import { fromSpans } from '../plan/geometry';
import type { Cell, Plan, Space } from '../plan/types';
import { tileById, type Hand, type Tile } from './catalogue';
import { isUsed, mustGoOn, type Ctx, type TilesOptions } from './context';
import { tilesExit, type TilesExit } from './exit';
import { TILES_OPTIONS } from './options';
import { orient, STEP, type Placed } from './orient';
import { beyondOf, boxAt, fakeOrSecret, fits, handNote, originOf, setDown } from './place';
import { descend, resolvePortal, rollBeyond } from './resolve';
import { crossExplored, reach, type Reach } from './revisit';
import * as S from './selection';
import * as C from './tables-caverns';

export const TILES_VERSION = 'tiles.0.4.0';
export const MAX_STEP = 400;
export const MAX_PATH = 400;

export interface TilesResult {
  readonly plan: Plan<TilesExit>;
  readonly options: TilesOptions;
  readonly complete: boolean;
  /** Where a drawn level's fitted sheet starts on the whole sheet, in cells (`tiles.fit`). */
  readonly origin?: { readonly x: number; readonly y: number };
}

/**
 * Explorer policy: on the shallowest level, the exit nearest the party (fewest places to walk
 * through, by `dist` from where it stands), the oldest of a tie; steps down only when the level
 * has no other way on. A party sweeping a level opens the next door at hand rather than walking
 * back to the oldest one (each walk back through explored places rolls for monsters again).
 */
export function chooseExit(
  frontier: readonly TilesExit[],
  dist: ReadonlyMap<string, number> = new Map(),
): TilesExit | undefined {
  // Order: level, then portals before steps down, then distance, then age (the number in the id).
  const rank = (e: TilesExit): number =>
    e.level * 1e12 +
    (e.kind === 'descent' ? 1e11 : 0) +
    Math.min(dist.get(e.from) ?? 9999, 9999) * 1e6 +
    Number(e.id.slice(1));
  let best: TilesExit | undefined;
  for (const e of frontier) if (!best || rank(e) < rank(best)) best = e;
  return best;
}

type Row = { readonly lo: number; readonly hi: number; readonly kind: string };
type HandTable = { readonly LH: readonly Row[]; readonly RH: readonly Row[] };

const ENTRY_ID: Readonly<Record<string, string>> = {
  cave: 'entry-cave',
  hillside: 'entry-hillside',
  'double-doors': 'entry-double-doors',
  steps: 'entry-steps',
  sinkhole: 'entry-sinkhole',
  shaft: 'entry-shaft',
  'wilderness-cave': 'entry-cave',
};

/** Step 0: the wilderness entry tile at the foot of the sheet, its hand on a d6 (text 125). */
function beginEntry(ctx: Ctx): void {
  const b = ctx.b;
  const id =
    ctx.o.entry === 'random'
      ? b.table('entry tile', 'd6', S.ENTRY_TILES).kind
      : ENTRY_ID[ctx.o.entry]!;
  const tile = tileById(id);
  const hand = b.table('entry hand', 'd6', C.ENTRY_HAND).kind;
  const x = 8 * Math.floor(ctx.o.sheetWidth / 2);
  const y = b.sheet.height - tile.size[1];
  const placed = orient(tile, 0, hand === 'RH', x, y);
  // The entry's own portal is the first exit, rolled below: setDown must not roll it again.
  const entered = placed.portals[0]?.index ?? null;
  const { main } = setDown(ctx, placed, 1, entered, { door: 'none', fromCavern: false }, 'entry');
  b.startLevel(1, main.id);
  const p = placed.portals[0];
  if (p) {
    const double = p.door === 'double';
    const portal = b.addPortal({
      kind: double ? 'double-door' : 'opening',
      level: 1,
      from: main.id,
      to: null,
      edges: p.cells.map((c) => ({ axis: 'h' as const, x: c.x, y: c.y })),
      note: handNote(p.hand, double ? 'great double doors into the dungeon' : 'the cave mouth'),
    });
    b.addExit({
      kind: 'portal',
      level: 1,
      from: main.id,
      portal: portal.id,
      cells: beyondOf(p),
      dir: 'n',
      side: 'n',
      hand: p.hand,
      // A cave met in the wilderness may or may not be a dungeon: Table 1 says (text 95-107).
      beyond: double
        ? 'double-doors'
        : ctx.o.entry === 'wilderness-cave'
          ? 'table-1'
          : 'table-1-entrance',
      backup: null,
      origin: 'entry',
      door: double ? 'double' : 'none',
      toLevel: null,
    });
    b.note(`${tile.name}, ${p.hand}`);
    return;
  }
  const hole = placed.cells.find((c) => c.ch === 'S' || c.ch === '=')!;
  const kind = id === 'entry-sinkhole' ? 'chute' : id === 'entry-shaft' ? 'chimney' : 'stairs-down';
  const portal = b.addPortal({
    kind,
    level: 1,
    from: main.id,
    to: null,
    cell: { x: hole.x, y: hole.y },
    toLevel: 1,
    note: 'the way down',
  });
  b.addExit({
    kind: 'below',
    level: 1,
    from: main.id,
    portal: portal.id,
    cells: [{ x: hole.x, y: hole.y }],
    dir: 'n',
    side: null,
    hand: null,
    beyond: id === 'entry-sinkhole' ? 'sinkhole' : 'table-1-entrance',
    backup: null,
    origin: 'entry',
    door: 'none',
    toLevel: 1,
  });
  b.note(tile.name);
}

/** Candidate tiles for an arrival from above: the word's table rolled with a d6 hand. */
function arrivalTile(ctx: Ctx, level: number, word: string): Tile | null {
  const b = ctx.b;
  if (word === 'sinkhole')
    return isUsed(ctx, level, 'cavern-XXX')
      ? arrivalTile(ctx, level, 'cavern')
      : tileById('cavern-XXX');
  const hand: Hand = b.table('arrival hand', 'd6', C.ENTRY_HAND).kind;
  const w = word === 'steps' || word === 'steps-down' ? 'room' : word;
  const table: HandTable = w === 'cavern' ? S.TABLE_2 : w === 'corridor' ? S.TABLE_16 : S.TABLE_11;
  for (let attempt = 0; attempt < 2; attempt++) {
    let id: string = b.table(`arrival ${w} ${hand}`, 'd20', table[hand]).kind;
    if (id === 'big-special')
      id =
        w === 'cavern'
          ? b.table('Table 8', 'd6', S.TABLE_8[hand] as readonly Row[]).kind
          : b.table('Table 12', 'd6', S.TABLE_12[hand] as readonly Row[]).kind;
    if (id === 'room-X') id = b.table('Room X or X′', 'd6', S.ROOM_X_VARIANT).kind;
    if (!isUsed(ctx, level, id)) return tileById(id);
  }
  return null;
}

/** Arrive from above (the entry's way down, or steps from the level above). */
function arrive(ctx: Ctx, exit: TilesExit): boolean {
  const b = ctx.b;
  const level = exit.toLevel ?? exit.level;
  const word =
    exit.beyond === 'arrival' ? rollBeyond(ctx, 'table-1-entrance') : rollBeyond(ctx, exit.beyond);
  const tile = arrivalTile(ctx, level, word);
  if (!tile) return false;
  const from = b.space(exit.from);
  const spots = arrivalSpots(ctx, exit, from, tile);
  for (const [x, y] of spots) {
    const placed: Placed = orient(tile, 0, false, x, y);
    if (!fits(ctx, level, placed.cells)) continue;
    const { main } = setDown(
      ctx,
      placed,
      level,
      null,
      { door: 'none', fromCavern: false },
      originOf(tile.family),
    );
    const portal = exit.portal ? b.portal(exit.portal) : undefined;
    if (portal) portal.to = main.id;
    if (!b.levelStarted(level)) b.startLevel(level, main.id);
    // The way back: steps up from the tile at the foot of the flight to the level above.
    const up = level !== exit.level ? bareCell(ctx, main) : null;
    if (up)
      b.addPortal({
        kind: 'stairs-up',
        level,
        from: main.id,
        to: from.id,
        cell: up,
        toLevel: exit.level,
        note: `steps up to level ${exit.level}`,
      });
    return true;
  }
  return false;
}

/** Where an arriving tile may go: beside the way down on the same level, or mid-sheet below. */
function arrivalSpots(ctx: Ctx, exit: TilesExit, from: Space, tile: Tile): [number, number][] {
  const W = ctx.b.sheet.width;
  const H = ctx.b.sheet.height;
  const cx = 8 * Math.floor(ctx.o.sheetWidth / 2);
  if (exit.toLevel !== exit.level) {
    const cy = 8 * Math.floor(ctx.o.sheetHeight / 2) - 8;
    return [
      [cx, cy],
      [cx - 16, cy],
      [cx + 16, cy],
    ];
  }
  const box = ctx.box.get(from.id);
  const top = box ? box.y : Math.min(...from.spans.map((s) => s.y));
  const x0 = box ? box.x : Math.min(...from.spans.map((s) => s.x0));
  const out: [number, number][] = [];
  for (const dy of [8, 16])
    for (const dx of [0, -16, 16]) {
      const x = x0 + dx;
      const y = top - dy - tile.size[1];
      if (x >= 0 && y >= 0 && x + tile.size[0] <= W && y + tile.size[1] <= H) out.push([x, y]);
    }
  return out;
}

/** An exit whose cells a later tile took: its portal opens there if it fills them, else walls up. */
function ontoMapped(ctx: Ctx, exit: TilesExit): boolean {
  const b = ctx.b;
  if (exit.kind !== 'portal') return false;
  const owners = exit.cells.map((c) => b.at(exit.level, c));
  const portal = exit.portal ? b.portal(exit.portal) : undefined;
  if (owners.every((o) => o === undefined)) {
    // A tile laid since holds the square beyond, its wall facing this portal: the text's fake
    // door (d6 1-3) or secret door (4-6) when nothing fits (text 1117-1123).
    const box = boxAt(ctx, exit.level, exit.cells[0]!);
    if (!box || !portal || !exit.side) return false;
    // Laid since, its wall facing this portal: the portal gives way to a fake or secret door.
    const cells = exit.cells.map((c) => ({
      x: c.x - STEP[exit.side!].dx,
      y: c.y - STEP[exit.side!].dy,
    }));
    b.dropPortal(portal.id);
    fakeOrSecret(ctx, b.space(exit.from), cells, exit.side, exit.level);
    return true;
  }
  if (portal && owners[0] !== undefined && owners.every((o) => o === owners[0])) {
    portal.to = owners[0];
    b.fallback(`${portal.kind} ${portal.id} opens into ${owners[0]}, laid since`);
  }
  return true;
}

/**
 * LAST_WAY_ON (READING of text 1120-1123 with 1133-1136): in a big dungeon, a step that leaves
 * the party no way on at all is a null result that "can't make sense", so the one viable
 * alternative is taken: steps down, found in the newest tile of the level (on a bare floor square
 * nearest its middle).
 */
function lastWayOn(ctx: Ctx, level: number): void {
  const b = ctx.b;
  for (let i = b.spaces.length - 1; i >= 0; i--) {
    const space = b.spaces[i]!;
    if (space.level !== level || !ctx.box.has(space.id)) continue;
    const cell = bareCell(ctx, space);
    if (!cell) continue;
    descend(ctx, space, cell, 's');
    b.fallback(`no way on is left: steps down in ${space.id} (LAST_WAY_ON)`);
    return;
  }
}

/** A floor square of a space with no feature and no level portal, nearest its middle. */
function bareCell(ctx: Ctx, space: Space): Cell | null {
  const taken = new Set(space.features.flatMap((f) => f.cells.map((c) => `${c.x},${c.y}`)));
  for (const pt of ctx.b.portals)
    if (pt.cell && (pt.from === space.id || pt.to === space.id))
      taken.add(`${pt.cell.x},${pt.cell.y}`);
  const cells = fromSpans(space.spans).filter((c) => !taken.has(`${c.x},${c.y}`));
  if (!cells.length) return null;
  const mx = cells.reduce((n, c) => n + c.x, 0) / cells.length;
  const my = cells.reduce((n, c) => n + c.y, 0) / cells.length;
  let best = cells[0]!;
  for (const c of cells)
    if (Math.abs(c.x - mx) + Math.abs(c.y - my) < Math.abs(best.x - mx) + Math.abs(best.y - my))
      best = c;
  return best;
}

export function resolveOptions(options: Partial<TilesOptions> = {}): TilesOptions {
  return resolveSpecOptions(TILES_OPTIONS, options);
}

export interface TilesInput {
  readonly seed: string;
  readonly step?: number;
  readonly path?: readonly string[];
  readonly options?: Partial<TilesOptions>;
}

/**
 * Replay a tile crawl.
 * @example const { plan } = runTiles({ seed: 'greyhawk', step: 40 }); plan.spaces.length
 */
export function runTiles(input: TilesInput): TilesResult {
  const o = resolveOptions(input.options);
  const path = input.path ?? [];
  const steps = replaySteps(path, input.step, MAX_STEP, MAX_PATH);
  const rng = createRng(input.seed);
  const b = new PlanBuilder<TilesExit>(
    rng,
    rng.fork('flavour'),
    { width: o.sheetWidth * 8, height: o.sheetHeight * 8 + 3, cellFeet: 5, squareCells: 2 },
    tilesExit,
  );
  const ctx: Ctx = { b, o, used: new Map(), levels: new Map(), family: new Map(), box: new Map() };
  b.beginStep(0, 'start', 1);
  beginEntry(ctx);
  ctx.at = b.spaces[0]?.id;
  b.endStep();
  let done = 0;
  for (let i = 1; i <= steps; i++) {
    const wanted = path[i - 1];
    // Where the party can walk from where it stands: the explorer's choice and the walk to it.
    const here: Reach | undefined = ctx.at === undefined ? undefined : reach(ctx, ctx.at);
    let exit: TilesExit | undefined;
    if (wanted !== undefined) {
      exit = b.frontier.find((e) => e.id === wanted);
      if (!exit)
        throw new InputError(
          'path',
          'unknown-exit',
          `path[${i - 1}] = ${wanted} is not on the frontier at step ${i}`,
        );
    } else exit = chooseExit(b.frontier, here?.dist);
    if (!exit) break;
    b.beginStep(i, exit.id, exit.level);
    // The walk to the exit crosses explored places (text 954-961), before it is opened.
    if (ctx.at !== undefined) crossExplored(ctx, ctx.at, exit.from, here);
    b.removeExit(exit.id);
    const last = b.frontier.length === 0 && mustGoOn(ctx) && exit.level < o.maxLevel;
    let ok = true;
    if (!ontoMapped(ctx, exit))
      ok = exit.kind === 'portal' ? resolvePortal(ctx, exit, last) : arrive(ctx, exit);
    const portal = exit.portal ? b.portal(exit.portal) : undefined;
    if (portal && portal.to === null && (exit.kind === 'portal' || !ok)) {
      b.dropPortal(portal.id);
      b.fallback(`${portal.kind} ${portal.id}: nothing fits beyond, a null result (walled up)`);
    }
    if (b.frontier.length === 0 && mustGoOn(ctx) && exit.level < o.maxLevel)
      lastWayOn(ctx, exit.level);
    ctx.at = portal?.to ?? exit.from;
    b.endStep();
    done = i;
  }
  const plan = b.finish({ system: 'tiles', version: TILES_VERSION, seed: input.seed, steps: done });
  return { plan, options: o, complete: done < steps };
}
