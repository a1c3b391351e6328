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

/** The spaces and portals of one level of a plan. */
export function levelOf(plan: Plan, level: number): { spaces: Space[]; portals: Portal[] } {
  return {
    spaces: plan.spaces.filter((s) => s.level === level),
    portals: plan.portals.filter((p) => p.level === level),
  };
}
