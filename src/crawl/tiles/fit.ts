/**
 * The sheet of one drawn level fitted to what is explored on it: the plan shifted and cropped to
 * the level's spaces and unexplored exits, with a margin, on whole 10-ft squares so the grid
 * (and a VTT's) stays on the map's squares. The map, its VTT image and the UVTT and Foundry walls
 * all read the same fitted plan, so they stay aligned; the JSON plan keeps the whole sheet.
 */
import { shiftPlan } from '../plan/shift';
import type { Plan } from '../plan/types';

/** The crop snaps to whole 10-ft squares (2 cells), so the grid stays the grid. */
const LATTICE = 2;
/** The least rock kept round the explored, in cells (15 ft): room for exit marks and leaders. */
const MARGIN = 3;

/** The crop box of one level in cells, x0/y0 inclusive, x1/y1 exclusive. */
export function fitBox(
  plan: Plan,
  level: number,
): { x0: number; y0: number; x1: number; y1: number } {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  const take = (x: number, y: number): void => {
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    x1 = Math.max(x1, x + 1);
    y1 = Math.max(y1, y + 1);
  };
  for (const s of plan.spaces)
    if (s.level === level)
      for (const r of s.spans) {
        take(r.x0, r.y);
        take(r.x1, r.y);
      }
  for (const e of plan.frontier) if (e.level === level) for (const c of e.cells) take(c.x, c.y);
  const { width: W, height: H } = plan.sheet;
  if (x0 === Infinity) return { x0: 0, y0: 0, x1: W, y1: H };
  const down = (v: number): number => Math.max(0, Math.floor((v - MARGIN) / LATTICE) * LATTICE);
  const up = (v: number, max: number): number =>
    Math.min(max, Math.ceil((v + MARGIN) / LATTICE) * LATTICE);
  return { x0: down(x0), y0: down(y0), x1: up(x1, W), y1: up(y1, H) };
}

/**
 * The plan shifted onto a sheet fitted to one level (other levels' places shift alike, undrawn).
 * @example fitLevel(runTiles({ seed: 'greyhawk', step: 20 }).plan, 1).sheet.width
 */
export function fitLevel<P extends Plan>(plan: P, level: number): P {
  return shiftPlan(plan, fitBox(plan, level));
}
