/** The Demon civilization: the pit, the tunnel worm, the four seasons, bound demons, the three ends. */
import { describe, expect, it } from 'vitest';
import { playSeason } from '../../../src/hthad/2008/civilization';
import type { CivState } from '../../../src/hthad/2008/civ-types';
import type { Ctx } from '../../../src/hthad/2008/context';
import { BEHAVIOUR, meets } from '../../../src/hthad/2008/demons';
import { runHistory } from '../../../src/hthad/2008/history';
import {
  distanceToPolyline,
  FINGER,
  INCH,
  pt,
  type Feature,
  type Place,
  type Point,
} from '../../../src/hthad/world';
import { centre, contains } from '../../../src/hthad/world/geometry';
import { beads, cave, scriptedCtx, startCiv } from './helpers';

/** Demons with their pit centred near (14, 18.5); a beast far away so setup adds no cave complex. */
function demons(script: number[] = [], prepare?: (ctx: Ctx) => void): { ctx: Ctx; civ: CivState } {
  const ctx = scriptedCtx([140, ...script]);
  const den = cave(ctx, pt(2, 6));
  ctx.addToken('population', 'beast', null, den.id);
  prepare?.(ctx);
  const civ = startCiv(ctx, 'demons');
  ctx.year = 1;
  return { ctx, civ };
}
const pit = (ctx: Ctx, civ: CivState): Place => ctx.site.place(civ.works.pit!);
const worm = (ctx: Ctx, civ: CivState): Place => ctx.site.place(civ.works.worm!);

describe('Demon setup', () => {
  it('adds primordial beasts if there are none, then a pit of 10 princes an inch above the bottom', () => {
    const ctx = scriptedCtx([]);
    const civ = startCiv(ctx, 'demons');
    expect(ctx.world.tokens.filter((t) => t.role === 'beast')).toHaveLength(3);
    expect(beads(ctx, civ, 'demon-prince')).toBe(10);
    expect(centre(pit(ctx, civ).shape).y).toBeCloseTo(ctx.world.page.height - INCH, 0);
    expect(civ.works.worm).toBe(civ.works.pit);
  });
});

describe('The Demon year', () => {
  it('spring: infighting kills 1 prince', () => {
    const { ctx, civ } = demons();
    playSeason(ctx, civ, 'spring');
    expect(beads(ctx, civ, 'demon-prince')).toBe(9);
  });
  it('summer: a ● at the worm’s lair is sacrificed and a Demon Palace is carved by the Pit', () => {
    const { ctx, civ } = demons();
    ctx.addToken('population', 'beast', null, worm(ctx, civ).id);
    playSeason(ctx, civ, 'summer');
    const palace = ctx.world.places.find((p) => p.role === 'demon-palace')!;
    expect(ctx.site.graph().connected(palace.id, pit(ctx, civ).id)).toBe(true);
    expect(
      ctx.world.tokens
        .filter((t) => t.place === palace.id)
        .map((t) => t.role)
        .sort(),
    ).toEqual(['artifact', 'demon']);
    expect(beads(ctx, civ, 'demon-prince')).toBe(9);
    expect(civ.sacrificesThisYear).toBe(1);
  });
  it('summer: the worm bores a finger toward the nearest ●, carrying its ○', () => {
    const { ctx, civ } = demons();
    ctx.addToken('treasure', 'hoard', civ.group, pit(ctx, civ).id);
    playSeason(ctx, civ, 'summer');
    const lair = worm(ctx, civ);
    expect(lair.role).toBe('worm-lair');
    expect(ctx.world.tunnels.at(-1)!.length).toBeLessThanOrEqual(FINGER + 0.01);
    expect(ctx.world.tokens.filter((t) => t.place === lair.id && t.role === 'hoard')).toHaveLength(
      1,
    );
    expect(civ.sacrificesThisYear).toBe(0);
  });
  it('summer: reaching the ● within a finger, the worm takes it and a Charnel Shrine (X) with 1○ marks the spot', () => {
    const { ctx, civ } = demons([], (ctx) => {
      const near = cave(ctx, pt(14, 14));
      ctx.addToken('population', 'beast', null, near.id);
    });
    playSeason(ctx, civ, 'summer');
    const shrine = ctx.world.places.find((p) => p.role === 'charnel-shrine')!;
    expect(shrine.marks).toContain('tomb');
    expect(
      ctx.world.tokens.filter((t) => t.place === shrine.id && t.kind === 'treasure'),
    ).toHaveLength(1);
    expect(ctx.world.tokens.filter((t) => t.role === 'beast')).toHaveLength(1);
  });
  it('fall: the worm takes 1○ lying within half a finger', () => {
    const { ctx, civ } = demons([], (ctx) => {
      const hoard = cave(ctx, pt(17.5, 16.5));
      ctx.addToken('treasure', 'gems', null, hoard.id);
    });
    playSeason(ctx, civ, 'fall');
    expect(
      ctx.world.tokens.filter((t) => t.place === pit(ctx, civ).id && t.kind === 'treasure'),
    ).toHaveLength(1);
  });
  it('winter: without a sacrifice the worm digs a finger in a d8 direction', () => {
    const { ctx, civ } = demons([3]);
    playSeason(ctx, civ, 'winter');
    const lair = worm(ctx, civ);
    expect(centre(lair.shape).x).toBeCloseTo(centre(pit(ctx, civ).shape).x + FINGER, 1);
  });
  it('winter: after a sacrifice the worm rests', () => {
    const { ctx, civ } = demons([3]);
    civ.sacrificesThisYear = 1;
    playSeason(ctx, civ, 'winter');
    expect(civ.works.worm).toBe(civ.works.pit);
  });
});

describe('Bound demons: the four feature constructions', () => {
  const dig = (feature: (ctx: Ctx) => void, role: Place['role'], treasure: number, princes = 9) => {
    const { ctx, civ } = demons([3], feature);
    playSeason(ctx, civ, 'winter');
    const room = ctx.world.places.find((p) => p.role === role)!;
    expect(room).toBeDefined();
    const here = ctx.world.tokens.filter((t) => t.place === room.id);
    expect(here.filter((t) => t.role === 'bound-demon')).toHaveLength(1);
    expect(here.filter((t) => t.kind === 'treasure')).toHaveLength(treasure);
    expect(beads(ctx, civ, 'demon-prince')).toBe(princes);
  };
  it('Mithral: Infernal Engine, 1 bound demon and 1○', () =>
    dig(
      (ctx) =>
        void ctx.site.addFeature(
          {
            kind: 'mithral',
            shape: { kind: 'polygon', points: [pt(17, 17.5), pt(18.5, 17.5), pt(17.75, 19.5)] },
            amount: 2,
          },
          ctx.stamp,
        ),
      'infernal-engine',
      1,
    ));
  it('Gold: Gateway Stone, 1 bound demon', () =>
    dig(
      (ctx) =>
        void ctx.site.addFeature(
          {
            kind: 'gold-vein',
            shape: { kind: 'polyline', points: [pt(18, 5), pt(18, 21)], width: 0.3 },
            amount: 5,
          },
          ctx.stamp,
        ),
      'gateway-stone',
      0,
    ));
  it('River: Soul Mill, 1 bound demon', () =>
    dig(
      (ctx) =>
        void ctx.site.addFeature(
          {
            kind: 'river',
            shape: { kind: 'polyline', points: [pt(17.5, 5), pt(17.5, 21)], width: 0.4 },
            amount: 1,
          },
          ctx.stamp,
        ),
      'soul-mill',
      0,
    ));
  // The plague cave also costs the Pit its plague number in ● (any group meeting it loses them).
  it('Plague: Bile Pit beneath the plague cave, 1 bound demon', () =>
    dig(
      (ctx) => {
        const c = cave(ctx, pt(17.6, 18.5));
        ctx.site.addFeature({ kind: 'plague', shape: c.shape, place: c.id, amount: 1 }, ctx.stamp);
      },
      'bile-pit',
      0,
      8,
    ));
});

describe('End of the Demonic Age', () => {
  it('the last prince returns to its realm, and the age ends; the worm becomes ● and the Pit plague 1', () => {
    const { ctx, civ } = demons();
    BEHAVIOUR.casualties(ctx, civ, 8);
    playSeason(ctx, civ, 'spring');
    expect(civ.ended).toBe('returned-to-realm');
    expect(ctx.world.tokens.filter((t) => t.role === 'tunnel-worm')).toHaveLength(1);
    expect(pit(ctx, civ).marks).toContain('plague');
    expect(
      ctx.world.features.find((f) => f.place === civ.works.pit && f.kind === 'plague')!.amount,
    ).toBe(1);
  });
  it('with no ● left the Demonic Age ends', () => {
    const { ctx, civ } = demons();
    BEHAVIOUR.casualties(ctx, civ, 10);
    BEHAVIOUR.afterSeason(ctx, civ);
    expect(civ.ended).toBe('perished');
  });
  it('the worm breaking the surface means war with heaven: a battlefield, the Pit emptied', () => {
    const { ctx, civ } = demons([1], (ctx) => void ctx);
    const high = ctx.site.addPlace(
      {
        kind: 'room',
        role: 'worm-lair',
        shape: { kind: 'ellipse', cx: 14, cy: 7, rx: 0.5, ry: 0.5 },
        owner: civ.group,
      },
      ctx.stamp,
    );
    civ.works.worm = high.id;
    playSeason(ctx, civ, 'winter');
    expect(civ.ended).toBe('war-with-heaven');
    expect(ctx.world.places.some((p) => p.role === 'battlefield')).toBe(true);
    expect(beads(ctx, civ, 'demon-prince')).toBe(0);
  });
});

describe('meets', () => {
  /** Every sample along the straight line, as the rule reads it. */
  function reference(path: readonly Point[], f: Feature): Point | null {
    const a = path[0]!;
    const b = path[path.length - 1]!;
    for (let i = 0; i <= 40; i++) {
      const p = pt(a.x + ((b.x - a.x) * i) / 40, a.y + ((b.y - a.y) * i) / 40);
      const hit =
        f.shape.kind === 'polyline'
          ? distanceToPolyline(p, f.shape.points) <= 0.4
          : contains(f.shape, p);
      if (hit) return p;
    }
    return null;
  }
  it('finds the same first point as sampling every step, near a feature or far from it', () => {
    let hits = 0;
    let misses = 0;
    for (const seed of ['m1', 'm2', 'm3', 'm4']) {
      const { world } = runHistory({ seed, until: 'primordial' });
      for (const f of world.features) {
        if (f.kind === 'plague') continue;
        const c = centre(f.shape);
        for (let dx = -4; dx <= 4; dx += 0.7)
          for (let dy = -3; dy <= 3; dy += 0.9) {
            const from = pt(c.x + dx, c.y + dy);
            for (const [ex, ey] of [
              [2, 0],
              [0, 2],
              [-1.4, 1.4],
            ] as const) {
              const path = [from, pt(from.x + ex, from.y + ey)];
              const want = reference(path, f);
              expect(meets(path, f, [])).toEqual(want);
              if (want) hits++;
              else misses++;
            }
          }
      }
    }
    expect(hits).toBeGreaterThan(50);
    expect(misses).toBeGreaterThan(50);
  });
});
