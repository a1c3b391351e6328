import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/app';
import { resvgNodeRenderer } from '../../src/adapters/png-resvg-node';
import {
  edgesToRuns,
  expandGeometry,
  rectsToSpans,
  runsToEdges,
  spansToRects,
} from '../../src/crawl/plan/compact';
import { REGISTRY } from '../../src/systems';

const app = createApp({ png: resvgNodeRenderer() });
const get = async (url: string) =>
  (await (await app.request(url)).json()) as Record<string, unknown>;

describe('compact geometry of a crawl plan', () => {
  it('merges rows with the same x0..x1 into one rectangle, and splits them back', () => {
    const spans = [
      { y: 3, x0: 1, x1: 4 },
      { y: 4, x0: 1, x1: 4 },
      { y: 5, x0: 0, x1: 5 },
      { y: 6, x0: 1, x1: 4 },
    ];
    // y 6 does not continue the rectangle ending on row 4: a new one
    expect(spansToRects(spans)).toEqual([
      [1, 3, 4, 4],
      [0, 5, 5, 5],
      [1, 6, 4, 6],
    ]);
    expect(rectsToSpans(spansToRects(spans))).toEqual(spans);
  });

  it('runs edges on along their axis only when each continues the last', () => {
    const edges = [
      { axis: 'v', x: 4, y: 2 },
      { axis: 'v', x: 4, y: 3 },
      { axis: 'h', x: 4, y: 4 },
      { axis: 'h', x: 6, y: 4 },
    ] as const;
    expect(edgesToRuns(edges)).toEqual([
      ['v', 4, 2, 2],
      ['h', 4, 4, 1],
      ['h', 6, 4, 1],
    ]);
    expect(runsToEdges(edgesToRuns(edges))).toEqual(edges);
  });

  it.each(REGISTRY.crawls.map((c) => c.id))(
    '%s: a compact body decodes to the full body and is smaller',
    async (id) => {
      for (const seed of ['1', '2']) {
        const full = await get(`/v1/crawl/${id}?seed=${seed}&geometry=full`);
        // compact is the default
        const res = await app.request(`/v1/crawl/${id}?seed=${seed}`);
        const text = await res.text();
        const compact = JSON.parse(text) as Record<string, unknown>;
        expect(expandGeometry(compact)).toEqual(full);
        expect(text.length).toBeLessThan(JSON.stringify(full).length);
        // the door flags that are false are left out (an optional `keyhole: false` stays)
        const portals = compact.portals as { state: Record<string, unknown> }[];
        for (const p of portals)
          for (const f of ['closed', 'secret', 'oneWay', 'locked', 'trapped'])
            expect(p.state[f]).not.toBe(false);
        // the step log's rolls are [table, die, roll, result]
        const log = compact.log as { rolls: unknown[] }[];
        for (const step of log) for (const r of step.rolls) expect(r).toHaveLength(4);
      }
    },
  );
});
