/**
 * A plan moved onto a smaller sheet: every place shifted by whole cells so the box's top-left
 * corner is the new sheet's (0, 0). The fits of the crawl systems that crop their drawn sheet
 * (CrawlSystem.fit) share it, so the map, its VTT image and the UVTT and Foundry walls read the
 * same shifted plan.
 */
import type { Cell, Edge, Plan } from './types';

/** A crop box in cells, x0/y0 inclusive, x1/y1 exclusive. */
export interface Box {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

/**
 * The plan shifted onto the sheet `box` cuts from it (other levels' places shift alike, undrawn).
 * @example shiftPlan(plan, { x0: 4, y0: 2, x1: 40, y1: 30 }).sheet.width // 36
 */
export function shiftPlan<P extends Plan>(plan: P, box: Box): P {
  const dx = -box.x0;
  const dy = -box.y0;
  const cell = (c: Cell): Cell => ({ x: c.x + dx, y: c.y + dy });
  const edge = (e: Edge): Edge => ({ axis: e.axis, x: e.x + dx, y: e.y + dy });
  return {
    ...plan,
    sheet: { ...plan.sheet, width: box.x1 - box.x0, height: box.y1 - box.y0 },
    spaces: plan.spaces.map((s) => ({
      ...s,
      spans: s.spans.map((r) => ({ y: r.y + dy, x0: r.x0 + dx, x1: r.x1 + dx })),
      features: s.features.map((f) => ({ ...f, cells: f.cells.map(cell) })),
      contents: s.contents.map((c) =>
        c.kind === 'trap' || c.kind === 'pool' ? { ...c, cell: cell(c.cell) } : c,
      ),
    })),
    portals: plan.portals.map((p) => ({
      ...p,
      edges: p.edges.map(edge),
      cell: p.cell ? cell(p.cell) : null,
    })),
    frontier: plan.frontier.map((e) => ({ ...e, cells: e.cells.map(cell) })),
  };
}
