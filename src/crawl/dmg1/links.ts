/**
 * Links between levels (Table VI, V.F stairs, VII elevators and chutes): a portal on this level
 * and an exit to follow it. Apart from levels.ts, which begins levels with rooms and starters,
 * because rooms, traps and starters all make links.
 */
import type { Cell, PortalKind, Space } from '../plan/types';
import { cellsFor, type Ctx } from './context';
import type { Arrival } from './exit';

/**
 * A link from `space` at `cell` to the level `levels` away (negative = up): a portal, and a
 * frontier exit when that level is part of the dungeon. `egress` is the chance in 20 that a door
 * shuts the way back for the day (Table VI notes); solo play checks it only after descending.
 */
export function addLevelLink(
  ctx: Ctx,
  space: Space,
  cell: Cell,
  levels: number,
  kind: PortalKind,
  arrival: Arrival,
  note: string,
  egress: number,
): void {
  const b = ctx.b;
  const target = space.level + levels;
  let closesEgress = false;
  if (egress > 0 && !ctx.o.solo)
    closesEgress = b.chance(
      'VI egress door',
      egress,
      20,
      'door closes egress for the day',
      'no door',
    );
  if (target < 1) {
    b.addPortal({
      kind,
      level: space.level,
      from: space.id,
      to: null,
      cell,
      toLevel: 0,
      note: `${note}: to the surface`,
    });
    b.note(`${note} to the surface`);
    return;
  }
  if (target > ctx.o.maxLevel) {
    b.addPortal({
      kind,
      level: space.level,
      from: space.id,
      to: null,
      cell,
      toLevel: target,
      note: `${note}: below the deepest level`,
    });
    b.fallback(`${note} leads below level ${ctx.o.maxLevel}: not followed`);
    return;
  }
  const portal = b.addPortal({
    kind,
    level: space.level,
    from: space.id,
    to: null,
    cell,
    toLevel: target,
    state: { closesEgress },
    note,
  });
  b.addExit({
    kind: 'descent',
    level: space.level,
    from: space.id,
    portal: portal.id,
    cells: [cell],
    dir: 's',
    width: cellsFor(ctx, 10),
    special: null,
    toLevel: target,
    arrival,
    along: null,
    ahead: false,
  });
  b.note(note);
}
