/**
 * Shared state and helpers for the DMG1 Appendix A generator: options, the walk along a
 * passage, passage widths (Tables III.A/III.B), laying passage segments with fitting, and doors.
 */
import type { PlanBuilder } from '../plan/builder';
import { edgeToward, isDiagonal, shift, spanTest, turn, VEC } from '../plan/geometry';
import {
  armFrom,
  band,
  boxOf,
  fitBand,
  frontEdges,
  openBetween,
  squareOff,
  stepsFor,
  wallLine,
  windows,
} from '../plan/layout';
import type { Cell, Dir, Edge, Feature, Portal, PortalKind, Space } from '../plan/types';
import type { Dmg1Exit } from './exit';
import {
  TABLE_III_A,
  TABLE_III_B,
  TABLE_III_B_BOAT_BANK,
  TABLE_III_B_CHASM,
  TABLE_III_B_GALLERY_STAIRS,
  TABLE_III_B_GALLERY_STAIRWAY,
  TABLE_III_B_RIVER,
  TABLE_III_B_STREAM,
  type DoorLocation,
  type SpecialKind,
} from './tables-passages';
import type { ContentsKind } from './tables-rooms';
import { defaultsOf, type OptionValues } from '../../core/system';
import { DMG1_OPTIONS } from './options';

/** The crawl's options, as declared once in `options.ts`. */
export type Dmg1Options = OptionValues<typeof DMG1_OPTIONS>;

export const DEFAULT_OPTIONS: Dmg1Options = defaultsOf(DMG1_OPTIONS);

export interface Ctx {
  readonly b: PlanBuilder<Dmg1Exit>;
  readonly o: Dmg1Options;
  /** Solo play: a monster heard (listening) or detected (ESP) beyond the door being opened. */
  readonly solo: { pending: 'heard' | 'detected' | null };
  /**
   * Results that fitting had to cut short or amend in the step so far (see `cut`), and passages
   * cut short where they ran into mapped space (joined to it).
   */
  readonly fit: { cuts: number; joins: number; last?: boolean };
}

/**
 * Log a result that did not fit the sheet or the mapped space and had to be cut short or amended
 * (a way closed, an exit left out). The engine rolls such a step again (engine.ts, `resolveExit`).
 */
export function cut(ctx: Ctx, text: string): void {
  ctx.fit.cuts++;
  ctx.b.fallback(text);
}

/** Where a passage stands: the last space, the cells just ahead, heading, width in cells. */
export interface Walk {
  readonly level: number;
  readonly from: Space;
  readonly cross: readonly Cell[];
  readonly dir: Dir;
  readonly width: number;
  readonly special: string | null;
}

export interface RoomRequest {
  readonly kind: 'room' | 'chamber';
  readonly level: number;
  /** The entrance cells (just inside the room) and the heading into it (orthogonal). */
  readonly cross: readonly Cell[];
  readonly dir: Dir;
  /** The space on the near side of the entrance. */
  readonly from: Space;
  /** A door or other portal already standing at the entrance, or null for an open archway. */
  readonly portal: Portal | null;
  /** A fixed size in feet (across, deep) instead of a Table V roll. */
  readonly size?: readonly [number, number];
  /** Contents fixed by the rule that made the room, instead of a Table V.F roll. */
  readonly contents?: ContentsKind;
  /** The portal to put on the entrance when `portal` is null (default: an opening). */
  readonly entrance?: PortalKind;
  readonly note?: string;
}

/**
 * Builds a room beyond an entrance (`buildRoom` in rooms.ts). A passage's trap takes it as an
 * argument: rooms hold traps, so traps.ts importing rooms.ts would close a circle.
 */
export type RoomBuilder = (ctx: Ctx, req: RoomRequest) => Space | null;

/** Cells per foot measure, at least one cell. */
export function cellsFor(ctx: Ctx, feet: number): number {
  return Math.max(1, Math.round(feet / ctx.b.sheet.cellFeet));
}

export function feetOf(ctx: Ctx, cells: number): number {
  return cells * ctx.b.sheet.cellFeet;
}

/** Roll a passage width on Table III.A (and III.B when special). */
export function rollWidth(ctx: Ctx): { width: number; special: SpecialKind | null } {
  const row = ctx.b.table('III.A', 'd20', TABLE_III_A);
  if (row.feet > 0) return { width: cellsFor(ctx, row.feet), special: null };
  const sp = ctx.b.table('III.B', 'd20', TABLE_III_B);
  return { width: cellsFor(ctx, sp.feet), special: sp.kind };
}

/** The feet a segment must run so a crossing fits with 10 ft of floor either side. */
function segmentFeet(special: string | null, feet: number): number {
  const sp = TABLE_III_B.find((r) => r.kind === special);
  return sp && sp.crossing > 0 ? Math.max(feet, sp.crossing + 20) : feet;
}

/** Features of a special passage segment (Table III.B and its notes). */
function specialFeatures(
  ctx: Ctx,
  special: string,
  cross: readonly Cell[],
  dir: Dir,
  steps: number,
): Feature[] {
  const b = ctx.b;
  const rows = (from: number, to: number): Cell[][] => {
    const out: Cell[][] = [];
    for (let i = Math.max(0, from); i < Math.min(steps, to); i++)
      out.push(shift(cross, VEC[dir].dx * i, VEC[dir].dy * i));
    return out;
  };
  const all = rows(0, steps);
  const colCells = (j: number): Cell[] =>
    all
      .filter((_, i) => i % 2 === 1)
      .map((r) => r[j]!)
      .filter(Boolean);
  const w = cross.length;
  const f = (kind: Feature['kind'], cells: Cell[], note: string): Feature => ({
    kind,
    cells,
    note,
    lightFeet: 0,
  });
  switch (special) {
    case 'columns-center':
      return [f('columns', colCells(Math.floor(w / 2)), 'columns down the centre')];
    case 'double-columns-40':
    case 'double-columns-50':
      return [
        f(
          'columns',
          [...colCells(Math.floor(w / 3)), ...colCells(w - 1 - Math.floor(w / 3))],
          'double row of columns',
        ),
      ];
    case 'galleries': {
      const at = b.table('III.B galleries', 'd20', TABLE_III_B_GALLERY_STAIRS);
      let note = `galleries 10 ft wide, 20 ft up; stairs up to them ${at.kind === 'at-end' ? 'at the end' : 'at the start'}`;
      if (at.kind === 'at-end') {
        const rule = b.table('III.B stairway', 'd20', TABLE_III_B_GALLERY_STAIRWAY);
        note += `; a stairway found here ${rule.kind} them`;
      }
      const strips = all.flatMap((r) => [...r.slice(0, 2), ...r.slice(-2)]);
      return [
        f('columns', [...colCells(2), ...colCells(w - 3)], 'columns carrying the galleries'),
        f('gallery', strips, note),
      ];
    }
    default: {
      const sp = TABLE_III_B.find((r) => r.kind === special)!;
      const n = cellsFor(ctx, sp.crossing);
      const start = Math.floor((steps - n) / 2);
      const water = rows(start, start + n).flat();
      const mid = Math.floor(w / 2);
      // A bridge or jumping place spans the passage's full width over the crossing.
      const path = water;
      if (special === 'chasm') {
        const depth = 140 + b.roll('III.B chasm depth', 'd6') * 10;
        const how = b.table('III.B chasm', 'd20', TABLE_III_B_CHASM);
        const out = [f('chasm', water, `chasm ${sp.crossing} ft across, ${depth} ft deep`)];
        if (how.kind === 'bridge') out.push(f('bridge', path, 'bridge over the chasm'));
        if (how.kind === 'jumping-place') {
          const jump = b.roll('III.B jumping place', 'd2', (r) => `${r * 5} ft`) * 5;
          out.push(f('jumping-place', path, `jumping place ${jump} ft wide`));
        }
        if (how.kind === 'obstacle') out.push(f('chasm', [], 'no crossing'));
        return out;
      }
      const kind = special === 'stream' ? 'stream' : 'river';
      const out = [f(kind, water, `${kind} ${sp.crossing} ft wide crosses the passage`)];
      const how: { kind: string } =
        kind === 'stream'
          ? b.table('III.B stream', 'd20', TABLE_III_B_STREAM)
          : b.table('III.B river', 'd20', TABLE_III_B_RIVER);
      if (how.kind === 'bridge') out.push(f('bridge', path, `bridge over the ${kind}`));
      if (how.kind === 'boat') {
        const bank = b.table('III.B boat', 'd20', TABLE_III_B_BOAT_BANK);
        const at =
          bank.kind === 'near-bank'
            ? shift(cross, VEC[dir].dx * (start - 1), VEC[dir].dy * (start - 1))
            : shift(cross, VEC[dir].dx * (start + n), VEC[dir].dy * (start + n));
        out.push(
          f(
            'boat',
            at.slice(mid, mid + 1),
            `boat on the ${bank.kind === 'near-bank' ? 'near' : 'far'} bank`,
          ),
        );
      }
      if (how.kind === 'obstacle') out.push(f(kind, [], 'no crossing'));
      return out;
    }
  }
}

/** Most times one passage turns along the sheet's edge (twice takes it round a corner). */
export const MAX_EDGE_TURNS = 2;

/**
 * Lay a passage from a walk for `feet`, fitting it to the sheet: it runs as far as it fits; if
 * it meets mapped space it joins it through an opening (or a door into a room), if it meets the
 * sheet's edge it turns along it (`turnAtEdge`) or, where it cannot, ends there. Adds a passage
 * exit at its end when it ran its full length and `exit` is set. Returns the new walk (null when
 * it stopped). `turns`: how many times this passage has already turned at the edge.
 */
export function runPassage(
  ctx: Ctx,
  walk0: Walk,
  feet: number,
  exit = true,
  note = '',
  turns = 0,
): { walk: Walk | null; space: Space | null } {
  const b = ctx.b;
  // A diagonal band needs two cells a row to stay joined edge to edge.
  const c0 = walk0.cross[0]!;
  const walk: Walk =
    isDiagonal(walk0.dir) && walk0.cross.length === 1
      ? { ...walk0, cross: widen(ctx, walk0.level, c0, VEC[walk0.dir].dx), width: 2 }
      : walk0;
  const wanted = stepsFor(segmentFeet(walk.special, feet), walk.dir, b.sheet.cellFeet);
  const fit = fitBand(b, walk.level, walk.cross, walk.dir, wanted);
  let space: Space | null = null;
  if (fit.steps > 0) {
    const widthFt = feetOf(ctx, walk.width);
    space = b.addSpace({
      kind: 'passage',
      level: walk.level,
      cells: fit.cells,
      shape: 'band',
      size: `${widthFt} ft wide`,
      note: note || `passage ${widthFt} ft${walk.special ? `, ${walk.special}` : ''}`,
      numbered: false,
    });
    openBetween(b, walk.from, space);
    if (walk.special) {
      // Columns and galleries run as far as the passage was laid; water or a chasm needs its
      // width and 10 ft of floor either side, or the segment did not fit.
      const sp = TABLE_III_B.find((r) => r.kind === walk.special);
      const need = sp && sp.crossing > 0 ? cellsFor(ctx, sp.crossing) + 2 * cellsFor(ctx, 10) : 1;
      if (fit.steps >= need)
        for (const f of specialFeatures(ctx, walk.special, walk.cross, walk.dir, fit.steps))
          b.addFeature(space, f);
      else
        cut(
          ctx,
          `no room for the ${walk.special} across a passage ${fit.steps * b.sheet.cellFeet} ft long`,
        );
    }
  }
  const { dx, dy } = VEC[walk.dir];
  const next = shift(walk.cross, dx * fit.steps, dy * fit.steps);
  if (fit.blockedBy === 'none') {
    const w: Walk = {
      level: walk.level,
      from: space ?? walk.from,
      cross: next,
      dir: walk.dir,
      width: walk.width,
      special: null,
    };
    if (exit) addPassageExit(ctx, w);
    return { walk: w, space };
  }
  const owner = space ?? walk.from;
  if (fit.blockedBy === 'edge') {
    const rest = (wanted - fit.steps) * b.sheet.cellFeet;
    // READING: "amend the result ... until you obtain something which will fit": a passage the
    // edge stops is amended there (it turns along it) on any roll of its step, not re-rolled;
    // only where it cannot turn is the roll taken back (engine.ts).
    if (turns < MAX_EDGE_TURNS && turnAtEdge(ctx, walk, owner, fit.steps, rest, exit, turns))
      return { walk: null, space };
    cut(
      ctx,
      `passage shortened to ${fit.steps * b.sheet.cellFeet} ft at the sheet's edge: dead end`,
    );
    return { walk: null, space };
  }
  // Cut short by mapped space: joined to it, but rolled again first a few times (engine.ts).
  ctx.fit.joins++;
  joinAhead(ctx, owner, shift(next, -dx, -dy), walk.dir, b.space(fit.blockedBy));
  return { walk: null, space };
}

/**
 * A straight passage that met the sheet's edge turns along the edge and runs on for what was
 * left of it (at least 30 ft), to the side with the longer free run (left on a tie). The corner
 * is the passage's last rows. False when neither side has room.
 */
function turnAtEdge(
  ctx: Ctx,
  walk: Walk,
  space: Space,
  steps: number,
  restFeet: number,
  exit: boolean,
  turns: number,
): boolean {
  const b = ctx.b;
  if (isDiagonal(walk.dir))
    return turnDiagonalAtEdge(ctx, walk, space, steps, restFeet, exit, turns);
  const { dx, dy } = VEC[walk.dir];
  // A passage stopped in its first rows turns within the space it leaves (a junction, a passage).
  const ours = new Set([space.id, walk.from.id]);
  const feet = Math.max(30, restFeet);
  // The corner is the passage's last rows; where both sides of it are mapped, the corner moves
  // back along the passage, a row at a time, to the farthest rows that have a free side (the
  // rows beyond it are left as the end of the passage at the edge).
  let best: { dir: Dir; cross: Cell[]; run: number; at: number } | null = null;
  for (let end = steps; end >= Math.min(steps, walk.width) && !best; end--) {
    const corner: Cell[] = [];
    for (let k = end - walk.width; k < end; k++) corner.push(...shift(walk.cross, dx * k, dy * k));
    if (corner.some((c) => !ours.has(b.at(walk.level, c) ?? ''))) return false;
    const box = boxOf(corner);
    const options = [turn(walk.dir, -2), turn(walk.dir, 2)].map((dir) => {
      const cross = armFrom(box, dir, walk.width);
      const fit = fitBand(b, walk.level, cross, dir, stepsFor(feet, dir, b.sheet.cellFeet));
      return { dir, cross, run: fit.blockedBy === 'none' ? Infinity : fit.steps, at: end };
    });
    const pick = options[1]!.run > options[0]!.run ? options[1]! : options[0]!;
    if (pick.run > 0) best = pick;
  }
  if (!best) return false;
  b.fallback(
    `passage meets the sheet's edge after ${steps * b.sheet.cellFeet} ft and turns ${best.dir} along it` +
      (best.at < steps ? ` ${(steps - best.at) * b.sheet.cellFeet} ft short of it` : ''),
  );
  runPassage(
    ctx,
    {
      level: walk.level,
      from: space,
      cross: best.cross,
      dir: best.dir,
      width: walk.width,
      special: null,
    },
    feet,
    exit,
    '',
    turns + 1,
  );
  return true;
}

/**
 * A 45-degree passage that met the sheet's edge turns along it, keeping the part of its heading
 * the edge allows (north-east at the top edge runs east; at the east edge, north), from its last
 * row, for what was left of it (at least 30 ft). False at a corner or where that way is mapped.
 */
function turnDiagonalAtEdge(
  ctx: Ctx,
  walk: Walk,
  space: Space,
  steps: number,
  restFeet: number,
  exit: boolean,
  turns: number,
): boolean {
  const b = ctx.b;
  if (walk.cross.length !== 2) return false;
  const { dx, dy } = VEC[walk.dir];
  const next = shift(walk.cross, dx * steps, dy * steps);
  const outX = next.some((c) => c.x < 0 || c.x >= b.sheet.width);
  const outY = next.some((c) => c.y < 0 || c.y >= b.sheet.height);
  if (outX === outY) return false;
  // With no row laid, the last row is the one behind the passage's start, in the space it leaves.
  const last = shift(walk.cross, dx * (steps - 1), dy * (steps - 1));
  const ours = new Set([space.id, walk.from.id]);
  if (last.some((c) => !ours.has(b.at(walk.level, c) ?? ''))) return false;
  const a = Math.min(last[0]!.x, last[1]!.x);
  const y = last[0]!.y;
  // At the top or bottom edge the passage runs sideways from its last row and the row behind it;
  // at a side edge it runs up or down from its last row.
  const dir: Dir = outY ? (dx > 0 ? 'e' : 'w') : dy < 0 ? 'n' : 's';
  const cross: Cell[] = outY
    ? [
        { x: dx > 0 ? a + 2 : a - 1, y: Math.min(y, y - dy) },
        { x: dx > 0 ? a + 2 : a - 1, y: Math.max(y, y - dy) },
      ]
    : [
        { x: a, y: y + dy },
        { x: a + 1, y: y + dy },
      ];
  const feet = Math.max(30, restFeet);
  const fit = fitBand(b, walk.level, cross, dir, stepsFor(feet, dir, b.sheet.cellFeet));
  if (fit.steps === 0) return false;
  b.fallback(
    `passage meets the sheet's edge after ${steps * b.sheet.cellFeet} ft and turns ${dir} along it`,
  );
  runPassage(
    ctx,
    { level: walk.level, from: space, cross, dir, width: 2, special: null },
    feet,
    exit,
    '',
    turns + 1,
  );
  return true;
}

/** A one-cell cross-section widened to two with a free neighbour in its row (behind first). */
function widen(ctx: Ctx, level: number, c: Cell, dx: number): Cell[] {
  const back = { x: c.x - dx, y: c.y };
  const on = { x: c.x + dx, y: c.y };
  const extra = ctx.b.free(level, [back]) ? back : on;
  return [c, extra].sort((a, b) => a.x - b.x);
}

/** Join the front row of a space to mapped space ahead of it. */
export function joinAhead(
  ctx: Ctx,
  owner: Space,
  front: readonly Cell[],
  dir: Dir,
  target: Space,
): void {
  const b = ctx.b;
  if (target.id === owner.id) {
    cut(ctx, 'passage turns back on itself: dead end');
    return;
  }
  const own = spanTest(owner.spans);
  const edges = frontEdges(
    front.filter((c) => own(c.x, c.y)),
    dir,
    spanTest(target.spans),
  ).filter((e) => b.edgesFree(owner.level, [e]));
  if (edges.length === 0) {
    cut(ctx, `passage meets ${target.id} without a shared wall: dead end`);
    return;
  }
  const roomLike =
    target.kind !== 'passage' && target.kind !== 'stairs' && target.kind !== 'landing';
  // A door hangs on one straight run of wall; a ragged or broken join is an opening.
  const e0 = edges[0]!;
  const straight =
    edges.every((e) => e.axis === e0.axis) && straightRun(edges.map((e) => ({ x: e.x, y: e.y })));
  const kind: PortalKind = roomLike && straight ? 'door' : 'opening';
  b.addPortal({
    kind,
    level: owner.level,
    from: owner.id,
    to: target.id,
    edges,
    note: 'joins mapped space',
  });
  b.fallback(
    `passage runs into mapped space ${target.id}: joined by ${kind === 'door' ? 'a door' : 'an opening'}`,
  );
}

export function addPassageExit(ctx: Ctx, w: Walk): Dmg1Exit {
  return ctx.b.addExit({
    kind: 'passage',
    level: w.level,
    from: w.from.id,
    portal: null,
    cells: w.cross,
    dir: w.dir,
    width: w.width,
    special: w.special,
    toLevel: null,
    arrival: null,
    along: null,
    ahead: false,
  });
}

/** A walk squared off to north/south when it runs diagonally (rooms and blocks start square). */
export function squared(w: Walk): Walk {
  if (!isDiagonal(w.dir)) return w;
  const s = squareOff(w.cross, w.dir);
  return { ...w, cross: s.cells, dir: s.dir };
}

/** The edges a door standing on the near side of `cells` (entered heading `dir`) covers. */
export function doorEdges(cells: readonly Cell[], dir: Dir): Edge[] {
  const back = turn(dir, 4);
  const side = (back.length === 1 ? back : back[0]) as 'n' | 'e' | 's' | 'w';
  return cells.map((c) => edgeToward(c, side));
}

/** The middle `n` cells of a cross-section. */
export function middle(cells: readonly Cell[], n: number): Cell[] {
  const k = Math.min(n, cells.length);
  const start = Math.floor((cells.length - k) / 2);
  return cells.slice(start, start + k);
}

/** True when the cells make one straight run, each next to the one before. */
export function straightRun(cells: readonly Cell[]): boolean {
  if (cells.length === 0) return false;
  const first = cells[0]!;
  const horizontal = cells.every((c) => c.y === first.y);
  const vertical = cells.every((c) => c.x === first.x);
  if (!horizontal && !vertical) return false;
  const along = cells.map((c) => (horizontal ? c.x : c.y)).sort((a, b) => a - b);
  return along.every((v, i) => i === 0 || v === along[i - 1]! + 1);
}

/**
 * A run of `n` wall cells side by side on a wall line, the one nearest `at` (0 = the line's start,
 * 0.5 its middle, 1 its end), or a shorter run when the line has none that long: a curved wall's
 * outermost line can be broken (cells of a round room's rim that only touch at corners).
 */
export function wallWindow(line: readonly Cell[], n: number, at = 0.5): Cell[] {
  for (let k = Math.min(n, line.length); k >= 1; k--) {
    const wins = windows(line, k);
    if (wins.length === 0) continue;
    return wins[Math.round((wins.length - 1) * at)]!;
  }
  return [];
}

/**
 * Put a door on the wall of `owner` in front of `cells` (heading `dir`), with an exit beyond it
 * when the far side is unmapped. A door into mapped space opens onto that space; a door off the
 * sheet is left out.
 */
export function makeDoor(
  ctx: Ctx,
  owner: Space,
  cells: readonly Cell[],
  dir: Dir,
  opts: { kind?: PortalKind; along?: Dir | null; ahead?: boolean; note?: string } = {},
): Dmg1Exit | null {
  const b = ctx.b;
  const kind = opts.kind ?? 'door';
  if (!straightRun(cells)) {
    cut(ctx, `a ${kind} would stand on wall cells that do not meet: left out`);
    return null;
  }
  if (!cells.every((c) => b.inSheet(c))) {
    cut(ctx, `a ${kind} would open off the sheet: left out`);
    return null;
  }
  const edges = doorEdges(cells, dir);
  if (!b.edgesFree(owner.level, edges)) {
    cut(ctx, `a ${kind} would share a wall with another portal: left out`);
    return null;
  }
  const who = b.at(owner.level, cells[0]!);
  if (who !== undefined) {
    const inTarget = cells.filter((c) => b.at(owner.level, c) === who);
    b.addPortal({
      kind,
      level: owner.level,
      from: owner.id,
      to: who,
      edges: doorEdges(inTarget, dir),
      note: opts.note ?? 'opens into mapped space',
    });
    b.fallback(`${kind} opens into mapped space ${who}`);
    return null;
  }
  if (!b.free(owner.level, cells)) {
    cut(ctx, `a ${kind} would open onto mixed ground: left out`);
    return null;
  }
  const portal = b.addPortal({
    kind,
    level: owner.level,
    from: owner.id,
    to: null,
    edges,
    note: opts.note ?? '',
  });
  return b.addExit({
    kind: 'door',
    level: owner.level,
    from: owner.id,
    portal: portal.id,
    cells,
    dir,
    width: cells.length,
    special: null,
    toLevel: null,
    arrival: null,
    along: opts.along ?? null,
    ahead: opts.ahead ?? false,
  });
}

/** A block of passage ahead of a walk, `length` cells deep; null when it does not fit. */
export function blockAhead(ctx: Ctx, walk: Walk, length: number, note: string): Space | null {
  const cells = band(walk.cross, walk.dir, length);
  if (!ctx.b.free(walk.level, cells)) return null;
  const space = ctx.b.addSpace({
    kind: 'passage',
    level: walk.level,
    cells,
    shape: 'band',
    size: `${feetOf(ctx, walk.width)} ft wide`,
    note,
    numbered: false,
  });
  openBetween(ctx.b, walk.from, space);
  return space;
}

/** The cell at the middle of a space's last row toward `dir` (where traps and stairs are drawn). */
export function frontCell(walk: Walk): Cell {
  const { dx, dy } = VEC[walk.dir];
  const mid = walk.cross[Math.floor(walk.cross.length / 2)]!;
  return { x: mid.x - dx, y: mid.y - dy };
}

/**
 * A door in the left or right wall of a 10-ft stretch of passage laid ahead of the walk, or a
 * door across the passage ahead. Returns the walk beyond the stretch (null when the door was
 * ahead or nothing fitted).
 */
export function sideDoor(
  ctx: Ctx,
  walk0: Walk,
  loc: DoorLocation,
  kind: PortalKind = 'door',
): Walk | null {
  const b = ctx.b;
  const walk = squared(walk0);
  if (loc === 'ahead') {
    makeDoor(ctx, walk.from, middle(walk.cross, 2), walk.dir, {
      kind,
      ahead: true,
      along: walk.dir,
    });
    return null;
  }
  const seg = blockAhead(
    ctx,
    walk,
    cellsFor(ctx, 10),
    `passage ${walk.width * b.sheet.cellFeet} ft`,
  );
  if (!seg) {
    cut(ctx, `no room for a ${loc} door: dead end`);
    return null;
  }
  const face = turn(walk.dir, loc === 'left' ? -2 : 2) as 'n' | 'e' | 's' | 'w';
  const line = wallLine(seg, face);
  const { dx, dy } = VEC[face];
  makeDoor(ctx, seg, shift(wallWindow(line, 2), dx, dy), face, { kind, along: walk.dir });
  const { dx: fx, dy: fy } = VEC[walk.dir];
  return {
    ...walk,
    from: seg,
    cross: shift(walk.cross, fx * cellsFor(ctx, 10), fy * cellsFor(ctx, 10)),
  };
}
