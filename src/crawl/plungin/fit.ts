/**
 * The Map Maker as one level is drawn and exported: the sheet cut to the blocks the dungeon has
 * built on, with one square's margin for the marks at their doorways (?, X), as the sheet-mode
 * map always showed it. The map in both modes, its VTT image and the UVTT and Foundry walls read
 * the same cut plan, so they stay aligned; the JSON keeps the whole 13×14-block sheet.
 */
import { shiftPlan, type Box } from '../plan/shift';
import type { PlunginResult } from './engine';
import { BLOCK } from './grid';

/** Squares of rock kept round the built blocks: room for the ? and X at their doorways. */
const MARGIN = 1;

/**
 * The squares of the run's own plan that hold the built blocks and their margin, within its
 * sheet (a run already cut answers its whole sheet); the whole sheet when nothing is built.
 */
export function builtBox(run: PlunginResult): Box {
  const { width, height } = run.plan.sheet;
  const ox = run.origin?.x ?? 0;
  const oy = run.origin?.y ?? 0;
  let bx0 = Infinity;
  let by0 = Infinity;
  let bx1 = -Infinity;
  let by1 = -Infinity;
  for (const t of run.tiles)
    for (const b of t.blocks ?? [t.block]) {
      bx0 = Math.min(bx0, b.bx);
      by0 = Math.min(by0, b.by);
      bx1 = Math.max(bx1, b.bx);
      by1 = Math.max(by1, b.by);
    }
  if (bx0 === Infinity) return { x0: 0, y0: 0, x1: width, y1: height };
  return {
    x0: Math.max(0, bx0 * BLOCK - MARGIN - ox),
    y0: Math.max(0, by0 * BLOCK - MARGIN - oy),
    x1: Math.min(width, (bx1 + 1) * BLOCK + MARGIN - ox),
    y1: Math.min(height, (by1 + 1) * BLOCK + MARGIN - oy),
  };
}

/**
 * The run with its plan and the squares its tiles name (figures, chests, room rectangles) moved
 * by whole squares onto the cut sheet; `origin` says where the cut starts on the Map Maker, so
 * a drawing still finds the blocks (tiles keep their blocks in the sheet's terms).
 * @example fitPlungin(plungin.run('7', { pack: 'tomb' }, { step: 20, path: [] })).plan.sheet
 */
export function fitPlungin(run: PlunginResult): PlunginResult {
  const box = builtBox(run);
  const { width, height } = run.plan.sheet;
  if (box.x0 === 0 && box.y0 === 0 && box.x1 === width && box.y1 === height) return run;
  const dx = -box.x0;
  const dy = -box.y0;
  return {
    ...run,
    plan: shiftPlan(run.plan, box),
    tiles: run.tiles.map((t) => ({
      ...t,
      rect: t.rect && { ...t.rect, x0: t.rect.x0 + dx, y0: t.rect.y0 + dy },
      placed: t.placed.map((f) => ({ ...f, cell: { x: f.cell.x + dx, y: f.cell.y + dy } })),
    })),
    origin: { x: (run.origin?.x ?? 0) + box.x0, y: (run.origin?.y ?? 0) + box.y0 },
  };
}
