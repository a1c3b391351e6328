/** The Great Disaster (d8), one row at a time (hthad-2008-rules.txt, "The Great Disaster"). */
import { describe, expect, it } from 'vitest';
import { largestEmptySpot } from '../../../src/hthad/2008/disaster';
import { greatDisasterAge, rollGreatDisaster } from '../../../src/hthad/2008/early-ages';
import { INCH, pt, type Point } from '../../../src/hthad/world';
import { centre, hypot } from '../../../src/hthad/world/geometry';
import { at, cave, scriptedCtx } from './helpers';

describe('Great Disaster (d8)', () => {
  it('starts a new layer and carries every bead over', () => {
    const ctx = scriptedCtx([7, 100], { strict: true });
    const c = cave(ctx, pt(5, 10));
    ctx.addToken('population', 'beast', null, c.id);
    greatDisasterAge(ctx);
    expect(ctx.world.layers.map((l) => l.age)).toEqual(['primordial', 'disaster']);
    expect(ctx.world.tokens.some((t) => t.place === c.id)).toBe(true);
    expect(ctx.world.places.find((p) => p.role === 'crater')!.made.layer).toBe(1);
  });

  for (const roll of [1, 2, 3])
    it(`${roll} Earthquake: a rift left to right and one top to bottom, each crossed twice by a finger-long cut`, () => {
      const ctx = scriptedCtx([roll, 100, 150, 80, 200], { strict: true });
      rollGreatDisaster(ctx, 0);
      const rifts = ctx.world.tunnels.filter((t) => t.role === 'fissure');
      expect(rifts).toHaveLength(6);
      const [h, v, ...cuts] = rifts;
      expect(h!.path[0]).toEqual(pt(0.2, 10));
      expect(h!.path.at(-1)).toEqual(pt(27.8, 15));
      expect(v!.path[0]).toEqual(pt(8, ctx.world.page.surfaceY));
      expect(v!.path.at(-1)).toEqual(pt(20, 20.8));
      for (const c of cuts) expect(c.length).toBeCloseTo(5, 1);
      // The rifts meet: left edge and the surface are joined.
      const g = ctx.site.graph();
      expect(g.connected(h!.stops[0]!.place, v!.stops[0]!.place)).toBe(true);
    });

  it('4 Volcanic Eruption: a lava chamber in the bottom inch, a shaft, a cone', () => {
    const ctx = scriptedCtx([4, ...at(pt(14, 19))], { strict: true });
    rollGreatDisaster(ctx, 0);
    const chamber = ctx.world.places.find((p) => p.role === 'lava-chamber')!;
    expect(centre(chamber.shape).y).toBeGreaterThanOrEqual(ctx.world.page.height - INCH - 0.5);
    const cone = ctx.world.places.find((p) => p.role === 'volcanic-cone')!;
    expect(centre(cone.shape).y).toBe(ctx.world.page.surfaceY);
    expect(ctx.site.graph().connected(chamber.id, cone.id)).toBe(true);
  });

  it('5 The Great River: a river when there is none', () => {
    const ctx = scriptedCtx([5, 3, 1, 1, 1, 1, 1, 1], { strict: true });
    rollGreatDisaster(ctx, 0);
    expect(ctx.world.features.filter((f) => f.kind === 'river')).toHaveLength(1);
  });

  it('5 The Great River: an earthquake when a river already runs', () => {
    const ctx = scriptedCtx([5, 3, 1, 1, 1, 1, 1, 1, 5, 100, 150, 80, 200], { strict: true });
    rollGreatDisaster(ctx, 0);
    rollGreatDisaster(ctx, 0);
    expect(ctx.world.features.filter((f) => f.kind === 'river')).toHaveLength(1);
    expect(ctx.world.tunnels.filter((t) => t.role === 'fissure')).toHaveLength(6);
  });

  it('6 The Plague: plague 1 in every natural cave cut off from the sides of the page', () => {
    const ctx = scriptedCtx([6], { strict: true });
    const lone = cave(ctx, pt(10, 12));
    const open = cave(ctx, pt(20, 7));
    const top = ctx.site.addPlace(
      {
        kind: 'entrance',
        role: 'entrance',
        shape: { kind: 'ellipse', cx: 20, cy: 4.5, rx: 0.2, ry: 0.2 },
      },
      ctx.stamp,
    );
    ctx.site.addTunnel(
      {
        style: 'natural',
        role: 'tunnel',
        path: [pt(20, 4.5), pt(20, 7)],
        from: top.id,
        to: open.id,
      },
      ctx.stamp,
    );
    rollGreatDisaster(ctx, 0);
    expect(lone.marks).toContain('plague');
    expect(open.marks).not.toContain('plague');
    expect(ctx.world.features.find((f) => f.place === lone.id)!.amount).toBe(1);
  });

  it('6 The Plague: with no such cave, three new plague caves in the emptiest place', () => {
    const ctx = scriptedCtx([6], { strict: true });
    rollGreatDisaster(ctx, 0);
    const caves = ctx.world.places.filter((p) => p.kind === 'cave');
    expect(caves).toHaveLength(3);
    for (const c of caves) expect(c.marks).toContain('plague');
  });

  it('7 The Fallen Star: a crater on the surface with ○ and three finger-long tunnels', () => {
    const ctx = scriptedCtx([7, 140], { strict: true });
    rollGreatDisaster(ctx, 0);
    const crater = ctx.world.places.find((p) => p.role === 'crater')!;
    expect(centre(crater.shape).x).toBe(14);
    expect(
      ctx.world.tokens.filter((t) => t.place === crater.id && t.kind === 'treasure'),
    ).toHaveLength(1);
    const spokes = ctx.world.tunnels.filter((t) => t.stops[0]!.place === crater.id);
    expect(spokes).toHaveLength(3);
    for (const s of spokes) expect(s.length).toBeCloseTo(5, 1);
  });

  it('8 then d6=6: a made-up disaster', () => {
    const ctx = scriptedCtx([8, 6, 4, 140], { strict: true });
    rollGreatDisaster(ctx, 0);
    expect(ctx.world.places.some((p) => p.role === 'crater')).toBe(true);
  });

  it('8 then d6<6: a roll on the Primordial Events table instead', () => {
    const ctx = scriptedCtx([8, 1, 4, 2, 2], { strict: true });
    rollGreatDisaster(ctx, 0);
    expect(ctx.world.features.map((f) => f.kind)).toEqual(['gold-vein']);
  });

  it('8 and 8 again are bounded: the tables cannot loop forever', () => {
    const ctx = scriptedCtx([8, 1, 8, 1, 8, 1, 8], { strict: false });
    rollGreatDisaster(ctx, 0);
    expect(ctx.events.some((e) => e.rule === 'table-recursion-cap')).toBe(true);
  });
});

describe('largestEmptySpot', () => {
  it('finds the grid point a full search over every place finds', () => {
    const ctx = scriptedCtx([]);
    const { width, height, surfaceY } = ctx.world.page;
    const reference = (): Point => {
      let best = pt(width / 2, (surfaceY + height) / 2);
      let bd = -1;
      for (let y = surfaceY + 2; y <= height - 2; y += 1)
        for (let x = 2; x <= width - 2; x += 1) {
          let d = Math.min(y - surfaceY, height - y, x, width - x);
          for (const p of ctx.world.places) {
            const c = centre(p.shape);
            d = Math.min(d, hypot(c.x - x, c.y - y));
          }
          if (d > bd) {
            bd = d;
            best = pt(x, y);
          }
        }
      return best;
    };
    expect(largestEmptySpot(ctx)).toEqual(reference());
    for (const p of [pt(5, 10), pt(12, 14), pt(20, 9), pt(8, 20), pt(16, 18)]) {
      cave(ctx, p);
      expect(largestEmptySpot(ctx)).toEqual(reference());
    }
  });
});
