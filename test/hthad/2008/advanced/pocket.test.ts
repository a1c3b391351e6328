/**
 * Pocket Universe (Advanced Rules II, hthad-2008-rules.txt): "the surface goes all the way
 * around", so a side or the bottom of the page is surface as the top is.
 */
import { describe, expect, it } from 'vitest';
import { nearestPocketEdge, onPocketEdge } from '../../../../src/hthad/2008/advanced/pocket';
import { digDirection } from '../../../../src/hthad/2008/draw';
import { rollGreatDisaster } from '../../../../src/hthad/2008/early-ages';
import { caveComplex } from '../../../../src/hthad/2008/primordial';
import { pt } from '../../../../src/hthad/world';
import { centre } from '../../../../src/hthad/world/geometry';
import { cave, scriptedCtx } from '../helpers';

describe('Pocket Universe: the surface goes all the way around', () => {
  it('finds the nearest side or bottom only in the Pocket Universe', () => {
    const page = { width: 28, height: 21 };
    expect(nearestPocketEdge(null, page, pt(1, 10))).toBeNull();
    expect(nearestPocketEdge('pocket-universe', page, pt(1, 10))).toEqual({
      edge: 'left',
      point: pt(0.2, 10),
      distance: 1,
    });
    expect(nearestPocketEdge('pocket-universe', page, pt(14, 20))!.edge).toBe('bottom');
    expect(nearestPocketEdge('pocket-universe', page, pt(26, 10))!.edge).toBe('right');
    expect(onPocketEdge('pocket-universe', page, pt(14, 20.5), 0.6)).toBe(true);
    expect(onPocketEdge('hollow-earth', page, pt(14, 20.5), 0.6)).toBe(false);
  });

  it("opens the earthquake's rifts on the surface at both sides and the bottom", () => {
    for (const world of [null, 'pocket-universe'] as const) {
      const ctx = scriptedCtx([1, 100, 150, 80, 200], { strict: true });
      ctx.alternateWorld = world;
      rollGreatDisaster(ctx, 0);
      const ends = ctx.world.places.filter(
        (p) => p.role === 'page-edge' || (p.kind === 'entrance' && p.role === 'entrance'),
      );
      // left, right, the surface on top, the bottom
      expect(ends).toHaveLength(4);
      const entrances = ends.filter((p) => p.kind === 'entrance').length;
      expect(entrances).toBe(world ? 4 : 1);
    }
  });

  it('lets the tunnel worm break the surface at the bottom of the page', () => {
    for (const world of [null, 'pocket-universe'] as const) {
      const ctx = scriptedCtx([], {});
      ctx.alternateWorld = world;
      const from = cave(ctx, pt(14, ctx.world.page.height - 2));
      const dig = digDirection(ctx, from, 0, 1, 5, 'demonic', null, 'worm-lair');
      expect(dig.surfaced).toBe(world !== null);
      expect(dig.end.kind).toBe(world ? 'entrance' : 'room');
    }
  });

  it("links primordial beasts' caves near a side to the surface there", () => {
    for (const world of [null, 'pocket-universe'] as const) {
      const ctx = scriptedCtx([]);
      ctx.alternateWorld = world;
      caveComplex(ctx, pt(3, 12));
      const way = ctx.world.places.filter((p) => p.kind === 'entrance');
      if (world) {
        expect(way.length).toBeGreaterThan(0);
        for (const p of way) expect(centre(p.shape).x).toBe(0.2);
      } else expect(way).toHaveLength(0);
    }
  });
});
