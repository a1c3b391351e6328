/**
 * One level of a plan as virtual tabletops read it, whatever the file format: walls that block
 * sight and movement, pillars, sight-only walls, doors with their kind and state, and lights, in
 * grid squares of the drawn map from the sheet's north-west corner. The Universal VTT export
 * (uvtt.ts) and the Foundry scene (foundry.ts) are both written from this.
 *
 * What importers need, and why it is built so:
 * - Walls are maximal straight runs, split only where another wall meets them, so every joint is
 *   a shared endpoint and no wall is one per cell (importers build one wall per segment).
 * - No vertex closer than 0.3 grid to the next: the Universal Battlemap Importer drops such
 *   vertices as cave-wall noise, which would open a pillar's outline.
 * - Open archways are gaps, never portals: importers read an open portal as a window or a
 *   movement-blocking wall.
 * - Player view: a secret door is wall, since Universal VTT has no secret flag.
 */
import { wallRuns, type WallRun } from './walls';
import type { Edge, Plan, Portal } from './types';

/** Who the export is for: the referee sees every door; players see secret doors as walls. */
export type VttView = 'referee' | 'player';

export interface VttPoint {
  readonly x: number;
  readonly y: number;
}

export interface VttSegment {
  readonly a: VttPoint;
  readonly b: VttPoint;
}

export interface VttDoor extends VttSegment {
  readonly portal: string;
  readonly secret: boolean;
  /** Locked or barred: it will not open to a push. */
  readonly locked: boolean;
  readonly oneWay: boolean;
}

export interface VttLight {
  readonly at: VttPoint;
  /** Radius in grid squares. */
  readonly range: number;
  readonly feet: number;
  /** RRGGBB. */
  readonly colour: string;
}

export interface VttLevel {
  /** The sheet in grid squares. */
  readonly size: VttPoint;
  /** Feet per grid square. */
  readonly squareFeet: number;
  /** Walls blocking sight and movement. */
  readonly walls: readonly VttSegment[];
  /** Closed outlines (first point repeated last) of pillars, which block like walls. */
  readonly pillars: readonly (readonly VttPoint[])[];
  /** Walls that block sight but not movement (illusory walls). */
  readonly sightOnly: readonly VttSegment[];
  readonly doors: readonly VttDoor[];
  readonly lights: readonly VttLight[];
}

/** Portal kinds a tabletop gets as doors (a secret door only in the referee's view). */
const DOOR_KINDS: ReadonlySet<Portal['kind']> = new Set(['door', 'secret-door', 'one-way-door']);

/** Brazier light colour. */
const FLAME = 'f0a040';

/**
 * A pillar's outline, in cells either side of its cell's middle: 0.35 cells, so it holds the
 * drawn column (radius 0.3) and each side (0.7 cell, 0.35 grid on a 10-ft square) stays over
 * the importers' 0.3-grid cull.
 */
const PILLAR_HALF = 0.35;

function round(n: number): number {
  return Math.round(n * 10000) / 10000;
}

/** The straight run a wall portal covers, in grid-line (cell) coordinates. */
export function portalRun(edges: readonly Edge[]): { a: VttPoint; b: VttPoint } | null {
  const e0 = edges[0];
  if (!e0 || !edges.every((e) => e.axis === e0.axis)) return null;
  if (e0.axis === 'h') {
    const xs = edges.map((e) => e.x);
    return { a: { x: Math.min(...xs), y: e0.y }, b: { x: Math.max(...xs) + 1, y: e0.y } };
  }
  const ys = edges.map((e) => e.y);
  return { a: { x: e0.x, y: Math.min(...ys) }, b: { x: e0.x, y: Math.max(...ys) + 1 } };
}

/**
 * Split straight runs wherever another run ends inside one, so walls meet at shared endpoints.
 * Runs are in whole cells, so the candidates are the grid points along each run.
 */
export function splitAtJoints(runs: readonly WallRun[]): WallRun[] {
  const ends = new Set<string>();
  for (const r of runs) {
    ends.add(`${r.x0},${r.y0}`);
    ends.add(`${r.x1},${r.y1}`);
  }
  const out: WallRun[] = [];
  for (const r of runs) {
    const horizontal = r.y0 === r.y1;
    let from = horizontal ? r.x0 : r.y0;
    const to = horizontal ? r.x1 : r.y1;
    for (let t = from + 1; t < to; t++) {
      if (!ends.has(horizontal ? `${t},${r.y0}` : `${r.x0},${t}`)) continue;
      out.push(horizontal ? { ...r, x0: from, x1: t } : { ...r, y0: from, y1: t });
      from = t;
    }
    out.push(horizontal ? { ...r, x0: from } : { ...r, y0: from });
  }
  return out;
}

/**
 * One level of a plan as a tabletop reads it.
 * @example vttLevel(run.plan, 1, 'player').doors.length
 */
export function vttLevel(plan: Plan, level: number, view: VttView): VttLevel {
  const k = plan.sheet.squareCells;
  const p = (x: number, y: number): VttPoint => ({ x: round(x / k), y: round(y / k) });
  const spaces = plan.spaces.filter((s) => s.level === level);
  const portals = plan.portals.filter((x) => x.level === level);
  // In the player's view a secret door covers no gap: its edges are wall.
  const gaps = view === 'player' ? portals.filter((x) => x.kind !== 'secret-door') : portals;
  const walls = splitAtJoints(wallRuns(spaces, gaps)).map((r) => ({
    a: p(r.x0, r.y0),
    b: p(r.x1, r.y1),
  }));
  const doors: VttDoor[] = [];
  const sightOnly: VttSegment[] = [];
  const seen = new Set<string>();
  for (const portal of portals) {
    const r = portalRun(portal.edges);
    if (!r) continue;
    if (portal.kind === 'illusory-wall') {
      sightOnly.push({ a: p(r.a.x, r.a.y), b: p(r.b.x, r.b.y) });
      continue;
    }
    if (!DOOR_KINDS.has(portal.kind)) continue;
    if (view === 'player' && portal.kind === 'secret-door') continue;
    // One door per stretch of wall, whichever side listed it.
    const key = `${r.a.x},${r.a.y},${r.b.x},${r.b.y}`;
    if (seen.has(key)) continue;
    seen.add(key);
    doors.push({
      a: p(r.a.x, r.a.y),
      b: p(r.b.x, r.b.y),
      portal: portal.id,
      secret: portal.kind === 'secret-door',
      locked: portal.state.locked || portal.state.barred,
      oneWay: portal.kind === 'one-way-door',
    });
  }
  const pillars: VttPoint[][] = [];
  const lights: VttLight[] = [];
  for (const s of spaces)
    for (const f of s.features) {
      if (f.kind === 'columns')
        for (const c of f.cells) {
          const [x0, x1] = [c.x + 0.5 - PILLAR_HALF, c.x + 0.5 + PILLAR_HALF];
          const [y0, y1] = [c.y + 0.5 - PILLAR_HALF, c.y + 0.5 + PILLAR_HALF];
          pillars.push([p(x0, y0), p(x1, y0), p(x1, y1), p(x0, y1), p(x0, y0)]);
        }
      if (f.lightFeet > 0)
        for (const c of f.cells)
          lights.push({
            at: p(c.x + 0.5, c.y + 0.5),
            range: round(f.lightFeet / (k * plan.sheet.cellFeet)),
            feet: f.lightFeet,
            colour: FLAME,
          });
    }
  return {
    size: { x: plan.sheet.width / k, y: plan.sheet.height / k },
    squareFeet: k * plan.sheet.cellFeet,
    walls,
    pillars,
    sightOnly,
    doors,
    lights,
  };
}
