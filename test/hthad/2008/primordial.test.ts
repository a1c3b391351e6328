/** The Primordial Age, one table row at a time (hthad-2008-rules.txt, Primordial Events, Natural Caverns, Underground River). */
import { describe, expect, it } from 'vitest';
import { primordialAge, primordialEvent } from '../../../src/hthad/2008/early-ages';
import { naturalCaverns } from '../../../src/hthad/2008/primordial';
import { dist, FINGER, HALF_FINGER, pt, rowY, THUMB } from '../../../src/hthad/world';
import { centre } from '../../../src/hthad/world/geometry';
import { at, scriptedCtx } from './helpers';

const LAND = at(pt(14, 12));

describe('Primordial Events (d8)', () => {
  it('plays three rolls, one per "year"', () => {
    const ctx = scriptedCtx([4, 1, 1, 4, 2, 2, 4, 3, 3], { strict: true });
    primordialAge(ctx);
    expect(ctx.world.features.filter((f) => f.kind === 'gold-vein')).toHaveLength(3);
    expect(ctx.events.filter((e) => e.rule === 'primordial-event').map((e) => e.year)).toEqual([
      1, 2, 3,
    ]);
  });

  it('1 Mithral: two triangles half a finger a side, pointing at the nearest corner', () => {
    const ctx = scriptedCtx([1, ...at(pt(3, 18)), ...at(pt(25, 7))], { strict: true });
    primordialEvent(ctx, 0);
    const tris = ctx.world.features.filter((f) => f.kind === 'mithral');
    expect(tris).toHaveLength(2);
    for (const f of tris) {
      if (f.shape.kind !== 'polygon') throw new Error('not a polygon');
      const [a, b, c] = f.shape.points as [
        ReturnType<typeof pt>,
        ReturnType<typeof pt>,
        ReturnType<typeof pt>,
      ];
      for (const side of [dist(a, b), dist(b, c), dist(c, a)])
        expect(side).toBeCloseTo(HALF_FINGER, 1);
    }
    // The first triangle sits near the bottom-left corner: its apex points down-left.
    const first = tris[0]!.shape;
    if (first.kind !== 'polygon') throw new Error('not a polygon');
    const apex = first.points[0]!;
    expect(apex.x).toBeLessThan(3);
    expect(apex.y).toBeGreaterThan(18);
  });

  it('2–3 Natural Caverns: roll on the caverns table', () => {
    for (const roll of [2, 3]) {
      const ctx = scriptedCtx([roll, 4, ...LAND, 6, ...at(pt(5, 10))], { strict: true });
      primordialEvent(ctx, 0);
      expect(ctx.world.places.filter((p) => p.kind === 'cave')).toHaveLength(2);
    }
  });

  it('4 Gold Vein: a line from the first d6 row on the left to the second on the right', () => {
    const ctx = scriptedCtx([4, 2, 5], { strict: true });
    primordialEvent(ctx, 0);
    const vein = ctx.world.features.find((f) => f.kind === 'gold-vein')!;
    expect(vein.shape).toMatchObject({
      kind: 'polyline',
      points: [pt(0, rowY(ctx.world.page, 2)), pt(28, rowY(ctx.world.page, 5))],
    });
  });

  it('5 Cave Complex: three linked caves with 1● each; near the surface they open to it', () => {
    const ctx = scriptedCtx([5, ...at(pt(14, 6))], { strict: true });
    primordialEvent(ctx, 0);
    const caves = ctx.world.places.filter((p) => p.role === 'beast-cave');
    expect(caves).toHaveLength(3);
    for (const c of caves)
      expect(ctx.world.tokens.filter((t) => t.place === c.id && t.role === 'beast')).toHaveLength(
        1,
      );
    const g = ctx.site.graph();
    expect(g.connected(caves[0]!.id, caves[2]!.id)).toBe(true);
    const entrances = ctx.world.places.filter((p) => p.kind === 'entrance');
    expect(entrances.length).toBeGreaterThan(0);
    expect(g.connected(entrances[0]!.id, caves[0]!.id)).toBe(true);
  });

  it('5 Cave Complex deep down has no surface link', () => {
    const ctx = scriptedCtx([5, ...at(pt(14, 16))], { strict: true });
    primordialEvent(ctx, 0);
    expect(ctx.world.places.filter((p) => p.kind === 'entrance')).toHaveLength(0);
  });

  it('6 Underground River: starts at the d6 row and runs off the page', () => {
    const ctx = scriptedCtx([6, 3, 1, 2, 3, 1, 2, 3], { strict: true });
    primordialEvent(ctx, 0);
    const river = ctx.world.features.find((f) => f.kind === 'river')!;
    if (river.shape.kind !== 'polyline') throw new Error('river is a line');
    expect(river.shape.points[0]).toEqual(pt(0, rowY(ctx.world.page, 3)));
    expect(river.shape.points.at(-1)!.x).toBe(28);
    expect(river.shape.points.every((p) => p.y === rowY(ctx.world.page, 3))).toBe(true);
  });

  it('7 Ancient Wyrm: a two-bead cavern, 1● and 1○, a name', () => {
    const ctx = scriptedCtx([7, ...LAND], { strict: true });
    primordialEvent(ctx, 0);
    const lair = ctx.world.places.find((p) => p.role === 'wyrm-cave')!;
    expect(lair.name).toMatch(/\w/);
    expect(lair.shape).toMatchObject({ kind: 'ellipse', rx: 1 });
    expect(
      ctx.world.tokens
        .filter((t) => t.place === lair.id)
        .map((t) => t.role)
        .sort(),
    ).toEqual(['hoard', 'wyrm']);
    expect(ctx.world.groups.find((g) => g.kind === 'wyrm')!.name).toBe(lair.name);
  });

  it('8 then d6=6: a made-up event chosen from the table', () => {
    // pick index 3 of the seven = gold vein, then its two d6.
    const ctx = scriptedCtx([8, 6, 2, 1, 1], { strict: true });
    primordialEvent(ctx, 0);
    expect(ctx.world.features.map((f) => f.kind)).toEqual(['gold-vein']);
  });

  it('8 then d6<6: a natural disaster from the Great Disaster table', () => {
    const ctx = scriptedCtx([8, 3, 7, 100], { strict: true });
    primordialEvent(ctx, 0);
    expect(ctx.world.places.some((p) => p.role === 'crater')).toBe(true);
    expect(ctx.events.map((e) => e.rule)).toContain('great-disaster');
  });
});

describe('Natural Caverns (d8)', () => {
  const one = (roll: number, extra: number[] = []) => {
    const ctx = scriptedCtx([roll, ...LAND, ...extra, 6, ...at(pt(4, 19))], { strict: true });
    naturalCaverns(ctx);
    const cave = ctx.world.places.filter((p) => p.kind === 'cave')[0]!;
    return { ctx, cave };
  };

  it('1: a tunnel a finger long runs through the cave', () => {
    const { ctx, cave } = one(1, [1]);
    const t = ctx.world.tunnels[0]!;
    expect(t.length).toBeCloseTo(FINGER, 1);
    expect(t.stops.map((s) => s.place)).toContain(cave.id);
  });
  it('2: plague with a d4 strength', () => {
    const { ctx, cave } = one(2, [3]);
    expect(ctx.world.features.find((f) => f.kind === 'plague')).toMatchObject({
      place: cave.id,
      amount: 3,
    });
    expect(cave.marks).toContain('plague');
  });
  it('3: gemstones, d4 ○', () => {
    const { ctx, cave } = one(3, [4]);
    expect(
      ctx.world.tokens.filter((t) => t.place === cave.id && t.kind === 'treasure'),
    ).toHaveLength(4);
  });
  it('4: empty', () => {
    const { ctx, cave } = one(4);
    expect(ctx.world.tokens.filter((t) => t.place === cave.id)).toHaveLength(0);
    expect(ctx.world.features.filter((f) => f.place === cave.id)).toHaveLength(0);
  });
  it('5: a primordial beast, 1●', () => {
    const { ctx, cave } = one(5);
    expect(ctx.world.tokens.filter((t) => t.place === cave.id && t.role === 'beast')).toHaveLength(
      1,
    );
  });
  it('6: Fate, and the caverns stop', () => {
    const ctx = scriptedCtx([6, ...LAND], { strict: true });
    naturalCaverns(ctx);
    expect(ctx.world.places).toHaveLength(1);
    expect(ctx.world.features[0]!.kind).toBe('fate');
  });
  it('7 and 8: water and magma', () => {
    expect(one(7).ctx.world.features[0]!.kind).toBe('water');
    expect(one(8).ctx.world.features[0]!.kind).toBe('magma');
  });
  it('stops at six caves when no 6 comes', () => {
    const spots = [pt(3, 8), pt(8, 8), pt(13, 8), pt(18, 8), pt(23, 8), pt(3, 15)];
    const ctx = scriptedCtx(
      spots.flatMap((p) => [4, ...at(p)]),
      { strict: true },
    );
    naturalCaverns(ctx);
    expect(ctx.world.places.filter((p) => p.kind === 'cave')).toHaveLength(6);
    expect(ctx.events.at(-1)!.rule).toBe('natural-caverns-end');
  });
});

describe('Underground River (d10)', () => {
  const river = (script: number[]) => {
    const ctx = scriptedCtx([6, ...script], { strict: false });
    primordialEvent(ctx, 0);
    const r = ctx.world.features.find((f) => f.kind === 'river')!;
    if (r.shape.kind !== 'polyline') throw new Error('river is a line');
    return { ctx, points: r.shape.points };
  };
  it('1–3 across a finger; 4–5 up; 6–7 down', () => {
    const { ctx, points } = river([4, 1, 4, 6, 1, 1, 1]);
    const y0 = rowY(ctx.world.page, 4);
    expect(points.slice(0, 4)).toEqual([pt(0, y0), pt(5, y0), pt(10, y0 - THUMB), pt(15, y0)]);
  });
  it('4–5 reaching the surface ends in a lake, then angles down again', () => {
    const { ctx, points } = river([1, 4, 1, 1, 1, 1, 1, 1]);
    expect(ctx.world.places.some((p) => p.role === 'lake')).toBe(true);
    expect(points.some((p) => p.y === ctx.world.page.surfaceY)).toBe(true);
    expect(points.at(-1)!.y).toBeGreaterThan(ctx.world.page.surfaceY);
  });
  it('8–9 a cave in the middle of the finger; near the surface it opens as a sinkhole', () => {
    const deep = river([5, 8, 1, 1, 1, 1, 1]);
    const c = deep.ctx.world.places.find((p) => p.kind === 'cave')!;
    expect(centre(c.shape).x).toBeCloseTo(2.5, 0);
    expect(deep.ctx.world.places.some((p) => p.role === 'sinkhole')).toBe(false);
    const shallow = river([1, 9, 1, 1, 1, 1, 1]);
    expect(shallow.ctx.world.places.some((p) => p.role === 'sinkhole')).toBe(true);
  });
  it('10 a waterfall drops half a finger', () => {
    const { ctx, points } = river([2, 10, 1, 1, 1, 1, 1, 1]);
    const y0 = rowY(ctx.world.page, 2);
    expect(points[1]).toEqual(pt(0, y0 + HALF_FINGER));
    expect(ctx.world.features.some((f) => f.kind === 'waterfall')).toBe(true);
  });
});
