/**
 * Caves and caverns (Table VIII) in place of rooms and chambers, with pools (VIII.A), lakes
 * (VIII.B) and magic pools (VIII.C).
 */
import { boundsOf, fromSpans } from '../plan/geometry';
import { armFrom, fitRoom, openBetween } from '../plan/layout';
import type { Cell, Space } from '../plan/types';
import { addMonster, rollContents, rollTreasure } from './contents';
import { cellsFor, cut, type Ctx, type RoomRequest } from './context';
import { caveShape, centreCell, connectEntrance, roomExits } from './room-parts';
import {
  TABLE_VIII,
  TABLE_VIII_A,
  TABLE_VIII_B,
  TABLE_VIII_C,
  TABLE_VIII_C_ALIGNMENT,
  TABLE_VIII_C_GOLD,
  TABLE_VIII_C_TRANSPORT,
} from './tables-levels';

/** Whether caves replace rooms on this level (option `caves`). */
export function cavesHere(ctx: Ctx, level: number): boolean {
  return ctx.o.caves === 'always' || (ctx.o.caves === 'lower' && level >= ctx.o.cavesFrom);
}

/**
 * Place one cave part at its size, either way round; if it does not fit, a tenth smaller each
 * way at a time (at most 12 tries, not below 20 ft x 20 ft). Returns the size drawn.
 */
function fitCave(
  ctx: Ctx,
  req: RoomRequest,
  across: number,
  deep: number,
): { cells: Cell[]; across: number; deep: number } | null {
  let a = across;
  let d = deep;
  for (let i = 0; i < 12; i++) {
    for (const [x, y] of a === d
      ? [[a, d]]
      : [
          [a, d],
          [d, a],
        ]) {
      const cells = fitRoom(
        ctx.b,
        req.level,
        req.cross,
        req.dir,
        cellsFor(ctx, x!),
        cellsFor(ctx, y!),
        caveShape(ctx),
      );
      if (cells) return { cells, across: x!, deep: y! };
    }
    if (a <= 20 && d <= 20) return null;
    a = Math.max(20, Math.round((a * 0.9) / 5) * 5);
    d = Math.max(20, Math.round((d * 0.9) / 5) * 5);
  }
  return null;
}

/** The key's size of a cave part: as drawn, and what was rolled when it had to shrink. */
function caveSize(w: number, l: number, drawn: { across: number; deep: number }): string {
  const [a, d] = [drawn.across, drawn.deep].sort((x, y) => x - y);
  const [rw, rl] = [w, l].sort((x, y) => x - y);
  return a === rw && d === rl
    ? `about ${w} ft x ${l} ft`
    : `about ${a} ft x ${d} ft (shrunk from about ${w} ft x ${l} ft)`;
}

/** Build a cave or cavern beyond an entrance (Table VIII), with its exits and contents. */
export function buildCave(ctx: Ctx, req: RoomRequest): Space | null {
  const b = ctx.b;
  const row = b.table('VIII', 'd20', TABLE_VIII);
  const parts = row.parts.map(([w, l]) => [w, l] as [number, number]);
  if (row.kind === 'mammoth-cavern') {
    parts[0] = [
      240 + b.roll('VIII mammoth width', 'd6') * 10,
      340 + b.roll('VIII mammoth length', 'd6') * 10,
    ];
  }
  const [w0, l0] = parts[0]!;
  const first = fitCave(ctx, req, w0, l0);
  if (!first) {
    cut(ctx, `no ${row.kind} fits beyond the entrance`);
    return null;
  }
  const firstSize = caveSize(w0, l0, first);
  if (firstSize.includes('shrunk')) b.fallback(`${row.kind} ${firstSize} to fit`);
  const cavern = row.kind.startsWith('cavern') || row.kind === 'mammoth-cavern';
  const space = b.addSpace({
    kind: cavern ? 'cavern' : 'cave',
    level: req.level,
    cells: first.cells,
    shape: 'cave',
    size: firstSize,
    note: row.kind,
    numbered: true,
  });
  connectEntrance(ctx, req, space);
  let all: Space[] = [space];
  const second = parts[1];
  if (second) {
    const box = boundsOf(first.cells);
    const cross = armFrom(box, req.dir, 2);
    const more = fitCave(ctx, { ...req, cross, from: space, portal: null }, second[0], second[1]);
    if (more) {
      const s2 = b.addSpace({
        kind: 'cave',
        level: req.level,
        cells: more.cells,
        shape: 'cave',
        size: caveSize(second[0], second[1], more),
        note: `${row.kind}, second cave`,
        numbered: true,
      });
      openBetween(b, space, s2);
      all = [space, s2];
    } else b.fallback(`second cave of ${row.kind} does not fit`);
  }
  const last = all[all.length - 1]!;
  if (row.water === 'pool') poolHere(ctx, last, centreCell(last));
  if (row.water === 'lake') lakeHere(ctx, last);
  const area = Math.round(
    all.reduce((n, s) => n + fromSpans(s.spans).length, 0) * b.sheet.cellFeet * b.sheet.cellFeet,
  );
  roomExits(ctx, last, req.dir, 'cave', area);
  rollContents(ctx, space, req.contents);
  return space;
}

/** Table VIII.A: a pool, perhaps with a monster and treasure, or a magic pool (VIII.C). */
export function poolHere(ctx: Ctx, space: Space, cell: Cell): void {
  const b = ctx.b;
  const row = b.table('VIII.A', 'd20', TABLE_VIII_A);
  if (row.kind === 'none') return;
  b.addFeature(space, { kind: 'pool', cells: [cell], note: 'pool', lightFeet: 0 });
  if (row.kind === 'magic-pool') {
    b.addContent(space, { kind: 'pool', name: 'magic pool', detail: magicPool(ctx), cell });
    return;
  }
  b.addContent(space, {
    kind: 'pool',
    name: 'pool',
    detail: row.kind === 'pool' ? 'still water' : 'something lives in it',
    cell,
  });
  if (row.kind === 'pool-monster' || row.kind === 'pool-monster-treasure')
    addMonster(ctx, space, 'guardian');
  if (row.kind === 'pool-monster-treasure')
    b.addContent(space, rollTreasure(ctx, space.level, true));
}

/** Table VIII.C: what a magic pool does (known only to those who enter it). */
export function magicPool(ctx: Ctx): string {
  const b = ctx.b;
  const row = b.table('VIII.C', 'd20', TABLE_VIII_C);
  switch (row.kind) {
    case 'gold-transmuting':
      return `turns gold to ${b.table('VIII.C gold', 'd20', TABLE_VIII_C_GOLD).kind}, once`;
    case 'characteristic':
      return 'once: each who stands in it gains (1-3 on d6) or loses (4-6) 1-3 points of one ability (d6: Str, Int, Wis, Dex, Con, Cha), rolled per character';
    case 'talking-wish':
      return `talking pool, ${b.table('VIII.C alignment', 'd20', TABLE_VIII_C_ALIGNMENT).kind}: one wish to its own alignment, 1-20 damage to others; may withhold the wish a day`;
    case 'transporter':
      return `transporter: ${b.table('VIII.C transporter', 'd20', TABLE_VIII_C_TRANSPORT).kind}`;
  }
}

/** Table VIII.B: a lake filling the middle of a mammoth cavern. */
export function lakeHere(ctx: Ctx, space: Space): void {
  const b = ctx.b;
  const row = b.table('VIII.B', 'd20', TABLE_VIII_B);
  if (row.kind === 'none') return;
  const cells = fromSpans(space.spans);
  const box = boundsOf(cells);
  const cx = (box.x0 + box.x1) / 2;
  const cy = (box.y0 + box.y1) / 2;
  const rx = (box.x1 - box.x0) / 4;
  const ry = (box.y1 - box.y0) / 4;
  const water = cells.filter((c) => ((c.x - cx) / rx) ** 2 + ((c.y - cy) / ry) ** 2 <= 1);
  const note =
    row.kind === 'enchanted-lake'
      ? 'enchanted lake: a crossing leads elsewhere'
      : row.kind === 'lake-monsters'
        ? 'lake with monsters'
        : 'lake';
  b.addFeature(space, { kind: 'lake', cells: water, note, lightFeet: 0 });
  if (row.kind === 'lake-monsters') addMonster(ctx, space, 'guardian');
  if (row.kind === 'enchanted-lake' && b.chance('VIII.B guardian', 9, 10, 'guarded', 'unguarded'))
    addMonster(ctx, space, 'guardian');
}
