/**
 * The plan model's geometry invariants, held by every crawl system's plans: no two spaces overlap,
 * every space stays on the sheet, every wall is closed, every portal sits on a wall between two
 * spaces (or leads off the frontier), doors hang on straight runs of wall, every space is
 * reachable from the start (secret doors included), and keyed rooms are numbered 1..n.
 */
import { describe, expect, it } from 'vitest';
import { cellKey, edgeCells, edgeKey, fromSpans } from '../../../src/crawl/plan/geometry';
import { reachableSpaces } from '../../../src/crawl/plan/reach';
import {
  boundaryEdges,
  mergeRuns,
  occupancy,
  wallEdges,
  wallRuns,
} from '../../../src/crawl/plan/walls';
import type { Plan } from '../../../src/crawl/plan/types';

/** Describe the invariants over a crawl system's plans (made once, when the suite runs). */
export function planInvariants(title: string, plans: readonly Plan[]): void {
  describe(title, () => {
    it('no two spaces share a cell and every cell is on the sheet', () => {
      for (const plan of plans) {
        const seen = new Map<string, string>();
        for (const s of plan.spaces) {
          for (const c of fromSpans(s.spans)) {
            const k = `${s.level}:${cellKey(c.x, c.y)}`;
            expect(seen.get(k), `${plan.seed} ${k}`).toBeUndefined();
            seen.set(k, s.id);
            expect(c.x >= 0 && c.y >= 0 && c.x < plan.sheet.width && c.y < plan.sheet.height).toBe(
              true,
            );
          }
        }
      }
    });

    it('every wall is closed: each space is ringed by boundary edges meeting in pairs at every corner', () => {
      for (const plan of plans) {
        for (const s of plan.spaces) {
          const degree = new Map<string, number>();
          for (const e of boundaryEdges([s])) {
            const a = cellKey(e.x, e.y);
            const b = e.axis === 'h' ? cellKey(e.x + 1, e.y) : cellKey(e.x, e.y + 1);
            degree.set(a, (degree.get(a) ?? 0) + 1);
            degree.set(b, (degree.get(b) ?? 0) + 1);
          }
          expect(degree.size).toBeGreaterThan(0);
          for (const [p, d] of degree) expect(d % 2, `${plan.seed} ${s.id} point ${p}`).toBe(0);
        }
      }
    });

    it('every wall portal lies on boundary edges between its two spaces, or opens onto the frontier', () => {
      for (const plan of plans) {
        const frontierPortals = new Set(plan.frontier.map((e) => e.portal));
        for (const lv of plan.levels) {
          const spaces = plan.spaces.filter((s) => s.level === lv.level);
          const occ = occupancy(spaces);
          const boundary = new Set(boundaryEdges(spaces).map(edgeKey));
          for (const p of plan.portals.filter((x) => x.level === lv.level && x.edges.length > 0)) {
            for (const e of p.edges) {
              expect(boundary.has(edgeKey(e)), `${plan.seed} ${p.id}`).toBe(true);
              const sides = edgeCells(e).map((c) => occ.get(cellKey(c.x, c.y)));
              expect(sides).toContain(p.from);
              if (p.to === null)
                expect(frontierPortals.has(p.id), `${plan.seed} ${p.id} dangling`).toBe(true);
              else expect(sides, `${plan.seed} ${p.id}`).toContain(p.to);
            }
          }
        }
      }
    });

    it('walls and portals together are exactly the boundary', () => {
      for (const plan of plans.slice(0, 10)) {
        for (const lv of plan.levels) {
          const spaces = plan.spaces.filter((s) => s.level === lv.level);
          const portals = plan.portals.filter((p) => p.level === lv.level);
          const walls = wallEdges(spaces, portals).map(edgeKey);
          const covered = portals.flatMap((p) => p.edges.map(edgeKey));
          expect(new Set([...walls, ...covered])).toEqual(
            new Set(boundaryEdges(spaces).map(edgeKey)),
          );
        }
      }
    });

    it('the one-pass wall runs are the merged runs of the wall edges, in the same order', () => {
      for (const plan of plans.slice(0, 10)) {
        for (const lv of plan.levels) {
          const spaces = plan.spaces.filter((s) => s.level === lv.level);
          const portals = plan.portals.filter((p) => p.level === lv.level);
          const runs = wallRuns(spaces, portals);
          expect(runs.length).toBeGreaterThan(0);
          expect(runs).toEqual(mergeRuns(wallEdges(spaces, portals)));
        }
      }
    });

    it('every space is reachable from the start, through secret doors if need be', () => {
      for (const plan of plans) {
        const reach = reachableSpaces(plan, { throughSecret: true });
        const lost = plan.spaces.filter((s) => !reach.has(s.id)).map((s) => s.id);
        expect(lost, plan.seed).toEqual([]);
      }
    });

    it('a door (any portal but an opening) hangs on one straight run of wall edges', () => {
      for (const plan of plans)
        for (const p of plan.portals) {
          if (p.kind === 'opening' || p.edges.length < 2) continue;
          const e0 = p.edges[0]!;
          const along = p.edges.map((e) => (e0.axis === 'h' ? e.x : e.y)).sort((a, b) => a - b);
          const line = p.edges.every(
            (e) => e.axis === e0.axis && (e0.axis === 'h' ? e.y === e0.y : e.x === e0.x),
          );
          const run = along.every((v, i) => i === 0 || v === along[i - 1]! + 1);
          expect(line && run, `${plan.seed} ${p.id} ${p.kind}`).toBe(true);
        }
    });

    it('keyed rooms are numbered 1..n on each level', () => {
      for (const plan of plans) {
        for (const lv of plan.levels) {
          const nums = plan.spaces
            .filter((s) => s.level === lv.level && s.number !== null)
            .map((s) => s.number);
          expect(nums).toEqual(nums.map((_, i) => i + 1));
        }
      }
    });
  });
}
