/**
 * Walls of a plan level, derived from its spaces and portals: a wall is any edge between a cell of
 * a space and a cell outside that space that no wall portal covers. Walls are merged into
 * straight runs for drawing and for Universal VTT line-of-sight.
 */
import { cellKey, edgeKey, fromSpans } from './geometry';
import type { Edge, Plan, Portal, Space } from './types';

/** A straight wall run in grid-line coordinates (cell units). */
export interface WallRun {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

/** Map from cell key to space id for one level. */
export function occupancy(spaces: readonly Space[]): Map<string, string> {
  const occ = new Map<string, string>();
  for (const s of spaces) for (const c of fromSpans(s.spans)) occ.set(cellKey(c.x, c.y), s.id);
  return occ;
}

/** Every boundary edge of every space on a level: edges with a space on at least one side and
 * a different space (or rock) on the other. Keyed by edge key, sorted. */
export function boundaryEdges(spaces: readonly Space[]): Edge[] {
  const occ = occupancy(spaces);
  const out = new Map<string, Edge>();
  for (const s of spaces) {
    for (const c of fromSpans(s.spans)) {
      const around: [Edge, number, number][] = [
        [{ axis: 'h', x: c.x, y: c.y }, c.x, c.y - 1],
        [{ axis: 'h', x: c.x, y: c.y + 1 }, c.x, c.y + 1],
        [{ axis: 'v', x: c.x, y: c.y }, c.x - 1, c.y],
        [{ axis: 'v', x: c.x + 1, y: c.y }, c.x + 1, c.y],
      ];
      for (const [edge, nx, ny] of around) {
        if (occ.get(cellKey(nx, ny)) !== s.id) out.set(edgeKey(edge), edge);
      }
    }
  }
  return [...out.entries()]
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .map((e) => e[1]);
}

/** Wall edges of a level: boundary edges that no wall portal covers. */
export function wallEdges(spaces: readonly Space[], portals: readonly Portal[]): Edge[] {
  const covered = new Set<string>();
  for (const p of portals) for (const e of p.edges) covered.add(edgeKey(e));
  return boundaryEdges(spaces).filter((e) => !covered.has(edgeKey(e)));
}

/** Merge unit wall edges into maximal straight runs, horizontal runs first, then vertical. */
export function mergeRuns(edges: readonly Edge[]): WallRun[] {
  const h = new Set<string>();
  const v = new Set<string>();
  for (const e of edges) (e.axis === 'h' ? h : v).add(cellKey(e.x, e.y));
  const runs: WallRun[] = [];
  const hs = edges.filter((e) => e.axis === 'h').sort((a, b) => a.y - b.y || a.x - b.x);
  const done = new Set<string>();
  for (const e of hs) {
    const k = cellKey(e.x, e.y);
    if (done.has(k)) continue;
    let x = e.x;
    while (h.has(cellKey(x, e.y))) {
      done.add(cellKey(x, e.y));
      x++;
    }
    runs.push({ x0: e.x, y0: e.y, x1: x, y1: e.y });
  }
  const vs = edges.filter((e) => e.axis === 'v').sort((a, b) => a.x - b.x || a.y - b.y);
  done.clear();
  for (const e of vs) {
    const k = cellKey(e.x, e.y);
    if (done.has(k)) continue;
    let y = e.y;
    while (v.has(cellKey(e.x, y))) {
      done.add(cellKey(e.x, y));
      y++;
    }
    runs.push({ x0: e.x, y0: e.y, x1: e.x, y1: y });
  }
  return runs;
}

/**
 * `mergeRuns(wallEdges(spaces, portals))` in one pass over the cells with numbered edges (no edge
 * objects, keys or string sort): the runs every drawing and export takes, the same runs in the
 * same order.
 */
export function wallRuns(spaces: readonly Space[], portals: readonly Portal[]): WallRun[] {
  // A cell or an edge's grid point as one number, row-major (y first) or column-major.
  const byRow = (x: number, y: number): number => (y + 32768) * 65536 + (x + 32768);
  const byCol = (x: number, y: number): number => (x + 32768) * 65536 + (y + 32768);
  const occ = new Map<number, string>();
  for (const sp of spaces) for (const c of fromSpans(sp.spans)) occ.set(byRow(c.x, c.y), sp.id);
  const coveredH = new Set<number>();
  const coveredV = new Set<number>();
  for (const p of portals)
    for (const e of p.edges) (e.axis === 'h' ? coveredH : coveredV).add(byRow(e.x, e.y));
  // Horizontal edges by row then column; vertical ones by column then row (mergeRuns' orders).
  const h = new Set<number>();
  const v = new Set<number>();
  const wallH = (x: number, y: number): void => {
    if (!coveredH.has(byRow(x, y))) h.add(byRow(x, y));
  };
  const wallV = (x: number, y: number): void => {
    if (!coveredV.has(byRow(x, y))) v.add(byCol(x, y));
  };
  for (const sp of spaces)
    for (const c of fromSpans(sp.spans)) {
      if (occ.get(byRow(c.x, c.y - 1)) !== sp.id) wallH(c.x, c.y);
      if (occ.get(byRow(c.x, c.y + 1)) !== sp.id) wallH(c.x, c.y + 1);
      if (occ.get(byRow(c.x - 1, c.y)) !== sp.id) wallV(c.x, c.y);
      if (occ.get(byRow(c.x + 1, c.y)) !== sp.id) wallV(c.x + 1, c.y);
    }
  const runs: WallRun[] = [];
  const done = new Set<number>();
  for (const k of [...h].sort((a, b) => a - b)) {
    if (done.has(k)) continue;
    const y = Math.floor(k / 65536) - 32768;
    const x0 = (k % 65536) - 32768;
    let x = x0;
    for (; h.has(byRow(x, y)); x++) done.add(byRow(x, y));
    runs.push({ x0, y0: y, x1: x, y1: y });
  }
  done.clear();
  for (const k of [...v].sort((a, b) => a - b)) {
    if (done.has(k)) continue;
    const x = Math.floor(k / 65536) - 32768;
    const y0 = (k % 65536) - 32768;
    let y = y0;
    for (; v.has(byCol(x, y)); y++) done.add(byCol(x, y));
    runs.push({ x0: x, y0, x1: x, y1: y });
  }
  return runs;
}

/** The spaces and portals of one level of a plan. */
export function levelOf(plan: Plan, level: number): { spaces: Space[]; portals: Portal[] } {
  return {
    spaces: plan.spaces.filter((s) => s.level === level),
    portals: plan.portals.filter((p) => p.level === level),
  };
}
