/**
 * Advanced Rules II terrain (hthad-2008-rules.txt, "Special rules for alternate worlds"):
 * - Firetop Range: "Roll 1d4. Give your mountain range that many peaks."
 * - Rift of Sorrows: "The rift counts as underground. Surface kingdoms and monster groups can
 *   build bridges over the gap if it makes sense for them to do so."
 * - Scorched Lands: "Surface kingdoms live on the mesas and are able to travel between mesas by
 *   Pegasus. The valleys between mesas are dark enough for underground creatures. Mesas are
 *   inaccessible from valleys, unless someone builds a tunnel or stair."
 */
import { describe, expect, it } from 'vitest';
import { createRng, scriptedRng } from '../../../../src/core/rng';
import {
  bbox,
  centre,
  countsAsUnderground,
  countTokens,
  createWorld,
  ellipseAt,
  groundY,
  pt,
  rectAt,
  spanAt,
  sunkenAt,
  tokenBalance,
  type Place,
  type World,
} from '../../../../src/hthad/world';
import { LateHost } from '../../../../src/hthad/2008/monsters/host';
import { createLateState, type LateState } from '../../../../src/hthad/2008/monsters/state';
import { newGroup, stock } from '../../../../src/hthad/2008/monsters/setup';
import { kingdomSetup } from '../../../../src/hthad/2008/monsters/kingdom';
import { lateOptions, type AlternateWorld } from '../../../../src/hthad/2008/advanced/options';
import {
  adoptAlternateWorld,
  monsterBridge,
} from '../../../../src/hthad/2008/advanced/alternate-worlds';
import {
  bridgePolicy,
  openingAt,
  riftBridge,
  RIFT_WIDTH,
} from '../../../../src/hthad/2008/advanced/terrain';
import { runHistory, type HistoryResult } from '../../../../src/hthad/2008/history';

/** A fresh page whose alternate world is settled with scripted dice (then seeded ones). */
function fresh(world: AlternateWorld, script: readonly number[]): { h: LateHost; s: LateState } {
  const h = new LateHost(
    createWorld('letter', createRng('terrain-flavour')),
    scriptedRng(script, { thenSeed: 'terrain-then' }),
    createRng('terrain-names'),
    createRng('terrain-flavour'),
  );
  const s = createLateState(lateOptions({ alternateWorld: world }));
  adoptAlternateWorld(h, s);
  return { h, s };
}

const SEEDS = Array.from({ length: 30 }, (_, i) => `terrain-${i + 1}`);
const runs = new Map<string, HistoryResult>();
function run(world: AlternateWorld, seed: string): HistoryResult {
  const key = `${world}/${seed}`;
  let r = runs.get(key);
  if (!r) {
    r = runHistory({ seed, until: 'end', options: { late: { alternateWorld: world } } });
    runs.set(key, r);
  }
  return r;
}

const sunkenIds = (w: World): Set<string> =>
  new Set((w.page.terrain?.spans ?? []).flatMap((s) => (s.place ? [s.place] : [])));

describe('Firetop Range: a mountain range of 1d4 peaks', () => {
  it('has exactly as many peaks as the d4 shows, each rising above the surface line', () => {
    for (const peaks of [1, 2, 3, 4]) {
      const { h, s } = fresh('firetop-range', [peaks, 10, ...Array<number>(peaks).fill(2)]);
      const page = h.world.page;
      expect(s.peaks).toBe(peaks);
      const spans = page.terrain!.spans.filter((x) => x.kind === 'peak');
      expect(spans).toHaveLength(peaks);
      for (const p of spans) {
        // 2 beads plus a d3 (2) of half beads: 3 beads above the line, at the summit.
        expect(p.y).toBeCloseTo(page.surfaceY - 3);
        expect(groundY(page, (p.x0 + p.x1) / 2)).toBeCloseTo(p.y);
      }
      // The range stands on the plain: flat at both page edges, drawn as the surface line.
      expect(groundY(page, 0)).toBe(page.surfaceY);
      expect(groundY(page, page.width)).toBe(page.surfaceY);
      expect(page.surface).toEqual(page.terrain!.ground);
      const e = h.events.find((x) => x.rule === 'alternate-world')!;
      for (const p of spans) expect(e.text).toContain(`${p.name} (${(p.x0 + p.x1) / 2} beads in)`);
    }
  });
  it('in full runs: the peaks match the d4, entrances and surface sites stand on the ground', () => {
    for (const seed of SEEDS) {
      const r = run('firetop-range', seed);
      const page = r.world.page;
      const d4 = r.events[0]!.dice[0]!;
      expect(d4.for).toBe('Firetop peaks');
      expect(page.terrain!.spans.filter((x) => x.kind === 'peak')).toHaveLength(d4.value);
      for (const p of r.world.places) {
        const c = centre(p.shape);
        if (p.kind === 'entrance') expect(Math.abs(c.y - groundY(page, c.x))).toBeLessThan(0.3);
        if (p.kind === 'surface-site')
          expect(bbox(p.shape).y1).toBeGreaterThanOrEqual(groundY(page, c.x) - 0.05);
      }
    }
  });
});

describe('Rift of Sorrows: the rift counts as underground', () => {
  // The rift 14 beads in (x 140 tenths) and a finger and 2 beads deep (d6 = 4).
  const rift = () => fresh('rift-of-sorrows', [140, 4]);

  it('is a gap cut down from the surface whose floor is an underground cave', () => {
    const { h } = rift();
    const page = h.world.page;
    const r = page.terrain!.spans.find((x) => x.kind === 'rift')!;
    expect(r.x1 - r.x0).toBe(RIFT_WIDTH);
    expect(r.y).toBe(page.surfaceY + 7);
    expect(groundY(page, 14)).toBe(r.y);
    const floor = h.site.place(r.place!);
    expect(floor).toMatchObject({ kind: 'cave', role: 'rift', name: 'Rift of Sorrows' });
    expect(countsAsUnderground(page, centre(floor.shape))).toBe(true);
    expect(h.events.at(-1)!.places).toEqual([floor.id]);
  });
  it('a way up that would open into the rift is an underground opening, not a surface entrance', () => {
    const { h } = rift();
    const inside = openingAt(h, 14, { shape: (p) => ellipseAt(p, 0.3) });
    expect(inside.entrance).toBe(false);
    expect(inside.place.kind).not.toBe('entrance');
    expect(inside.place.role).toBe('rift');
    const outside = openingAt(h, 5, { shape: (p) => ellipseAt(p, 0.3) });
    expect(outside.entrance).toBe(true);
    expect(outside.place.kind).toBe('entrance');
    expect(outside.point).toEqual(pt(5, h.world.page.surfaceY));
  });
  it('nothing is dug in its open air: rooms stay out, tunnels pass beneath the floor', () => {
    const { h } = rift();
    const page = h.world.page;
    expect(h.site.raster.isFree(rectAt(pt(14, 8), 1, 1))).toBe(false);
    expect(h.site.raster.isFree(rectAt(pt(5, 8), 1, 1))).toBe(true);
    const a = h.site.addPlace(
      { kind: 'room', role: 'lair', shape: rectAt(pt(9, 7), 1, 1) },
      h.stamp,
    );
    const b = h.site.addPlace(
      { kind: 'room', role: 'lair', shape: rectAt(pt(19, 7), 1, 1) },
      h.stamp,
    );
    const routed = h.site.raster.route(pt(9, 7), pt(19, 7), {
      style: 'natural',
      through: [a.id, b.id],
    })!;
    const straight = h.site.addTunnel(
      { style: 'natural', role: 'tunnel', path: [pt(9, 7), pt(19, 7)], from: a.id, to: b.id },
      h.stamp,
    ).tunnel.path;
    for (const path of [routed, straight])
      for (const p of path)
        if (sunkenAt(page, p.x)) expect(p.y).toBeGreaterThanOrEqual(groundY(page, p.x));
  });
  it('bridge policy: a bridge makes sense when lands lie on both rims and none stands yet', () => {
    const { h } = rift();
    const page = h.world.page;
    expect(bridgePolicy(page, [5, 20], false)).toBe(true);
    expect(bridgePolicy(page, [5, 8], false)).toBe(false);
    expect(bridgePolicy(page, [20, 25], false)).toBe(false);
    expect(bridgePolicy(page, [5, 20], true)).toBe(false);
  });
  it('a monster group holding doors on both rims bridges the rift, once', () => {
    const { h, s } = rift();
    const door = (x: number): Place =>
      h.site.addPlace(
        { kind: 'entrance', role: 'entrance', shape: ellipseAt(pt(x, h.world.page.surfaceY), 0.3) },
        h.stamp,
      );
    const left = door(6);
    const right = door(22);
    const lair = h.site.addPlace(
      { kind: 'cave', role: 'lair', shape: rectAt(pt(14, 15), 1.5, 1) },
      h.stamp,
    );
    for (const d of [left, right])
      h.site.addTunnel(
        {
          style: 'natural',
          role: 'tunnel',
          path: [centre(d.shape), centre(lair.shape)],
          from: d.id,
          to: lair.id,
        },
        h.stamp,
      );
    const g = newGroup(h, s, {
      kind: 'breeders',
      flavour: 'goblins',
      title: 'goblins',
      alignment: 'chaotic',
      culture: 'monsters',
      name: 'Rimgoblins',
      home: lair.id,
    });
    stock(h, g, lair.id, 3, 1);
    g.zocRadius = 40;
    monsterBridge(h, s);
    const bridge = riftBridge(h.world)!;
    expect(bridge).not.toBeNull();
    const e = h.events.at(-1)!;
    expect(e.rule).toBe('rift-bridge');
    expect(e.actors).toEqual([g.id]);
    const r = h.world.page.terrain!.spans.find((x) => x.kind === 'rift')!;
    const deck = bbox(bridge.shape);
    expect(deck.x0).toBeLessThan(r.x0);
    expect(deck.x1).toBeGreaterThan(r.x1);
    monsterBridge(h, s);
    expect(h.world.features.filter((f) => f.kind === 'bridge')).toHaveLength(1);
  });
  it('in full runs: no surface entrance opens in the rift; a kingdom on both rims has its bridge', () => {
    let bridged = 0;
    for (const seed of SEEDS) {
      const r = run('rift-of-sorrows', seed);
      const page = r.world.page;
      const rift = page.terrain!.spans.find((x) => x.kind === 'rift')!;
      for (const p of r.world.places)
        if (p.kind === 'entrance') expect(sunkenAt(page, centre(p.shape).x)).toBeNull();
      expect(r.world.places.find((p) => p.id === rift.place)!.kind).toBe('cave');
      const kingdoms = new Set(
        r.world.groups.filter((g) => g.kind === 'surface-kingdom').map((g) => g.id),
      );
      const xs = r.world.places
        .filter((p) => p.kind === 'surface-site' && p.owner && kingdoms.has(p.owner))
        .map((p) => centre(p.shape).x);
      const bridges = r.world.features.filter((f) => f.kind === 'bridge');
      expect(bridges.length).toBeLessThanOrEqual(1);
      expect(r.events.filter((e) => e.rule === 'rift-bridge')).toHaveLength(bridges.length);
      if (xs.some((x) => x <= rift.x0) && xs.some((x) => x >= rift.x1)) {
        expect(bridges).toHaveLength(1);
        bridged++;
      }
    }
    expect(bridged).toBeGreaterThan(0);
  });
});

describe('Scorched Lands: mesas and valleys', () => {
  // Two valleys (d2 = 1), each where the page is split in three (offsets 0), 3.5 beads deep.
  const scorched = () => fresh('scorched-lands', [1, 0, 2, 0, 2]);

  it('has mesas with valleys between them; the valley floors are underground caves', () => {
    const { h } = scorched();
    const page = h.world.page;
    expect(page.terrain!.spans.map((x) => x.kind)).toEqual([
      'mesa',
      'valley',
      'mesa',
      'valley',
      'mesa',
    ]);
    for (const v of page.terrain!.spans.filter((x) => x.kind === 'valley')) {
      expect(v.y).toBe(page.surfaceY + 3.5);
      const floor = h.site.place(v.place!);
      expect(floor).toMatchObject({ kind: 'cave', role: 'valley' });
      expect(countsAsUnderground(page, centre(floor.shape))).toBe(true);
    }
  });
  it('the kingdom lives on a mesa; a valley is reached from it only by a tunnel or stair', () => {
    const { h, s } = scorched();
    const page = h.world.page;
    const g = kingdomSetup(h, s);
    const castle = h.site.place(h.world.groups.find((x) => x.id === g.id)!.home!);
    const c = centre(castle.shape);
    expect(spanAt(page, c.x, 'mesa')).not.toBeNull();
    expect(sunkenAt(page, c.x)).toBeNull();
    expect(bbox(castle.shape).y1).toBeGreaterThanOrEqual(groundY(page, c.x));
    const valley = page.terrain!.spans.find((x) => x.kind === 'valley')!;
    const opening = openingAt(h, (valley.x0 + valley.x1) / 2, { shape: (p) => ellipseAt(p, 0.3) });
    expect(opening.entrance).toBe(false);
    expect(h.site.graph().component([castle.id]).has(valley.place!)).toBe(false);
    // Someone digs a stair from the valley floor up into the mesa beside it, to an entrance.
    const top = openingAt(h, valley.x1 + 1, { shape: (p) => ellipseAt(p, 0.3) });
    expect(top.entrance).toBe(true);
    h.site.addTunnel(
      {
        style: 'dwarven',
        role: 'stair',
        path: [top.point, centre(h.site.place(valley.place!).shape)],
        from: top.place.id,
        to: valley.place!,
      },
      h.stamp,
    );
    kingdomSetup(h, s);
    const roots = h.world.places.filter((p) => p.kind === 'entrance' || p.kind === 'surface-site');
    expect(
      h.site
        .graph()
        .component(roots.map((p) => p.id))
        .has(valley.place!),
    ).toBe(true);
  });
  it('in full runs: sites on mesas, no entrance in a valley, flights between mesas by Pegasus', () => {
    let flights = 0;
    for (const seed of SEEDS) {
      const r = run('scorched-lands', seed);
      const page = r.world.page;
      const valleys = sunkenIds(r.world);
      for (const p of r.world.places) {
        const x = centre(p.shape).x;
        if (p.kind === 'entrance') expect(sunkenAt(page, x)).toBeNull();
        if (p.kind === 'surface-site' && p.owner) {
          expect(spanAt(page, x, 'mesa')).not.toBeNull();
          expect(sunkenAt(page, x)).toBeNull();
        }
      }
      for (const t of r.world.tunnels.filter((x) => x.style === 'surface')) {
        expect(valleys.has(t.stops[0]!.place)).toBe(false);
        expect(valleys.has(t.stops.at(-1)!.place)).toBe(false);
      }
      const flown = r.world.tunnels.filter((t) => t.role === 'pegasus-flight');
      for (const t of flown) {
        const [a, b] = [t.path[0]!, t.path.at(-1)!];
        expect(spanAt(page, a.x, 'mesa')).not.toBe(spanAt(page, b.x, 'mesa'));
      }
      const events = r.events.filter((e) => e.rule === 'pegasus-flight');
      const owners = new Set(flown.map((t) => t.owner));
      expect(events).toHaveLength(owners.size);
      flights += flown.length;
    }
    expect(flights).toBeGreaterThan(0);
  });
});

describe('every shaped world plays to the end', () => {
  for (const world of ['firetop-range', 'rift-of-sorrows', 'scorched-lands'] as const)
    it(`${world}: 30 seeds to the end, token totals reconcile, nothing dug in open air`, () => {
      for (const seed of SEEDS) {
        const r = run(world, seed);
        expect(r.reached.age).toBe('villainy');
        expect(r.world.page.terrain?.kind).toBe(world);
        expect(tokenBalance(r.events)).toEqual(countTokens(r.world));
        const sunk = sunkenIds(r.world);
        for (const p of r.world.places) {
          if (sunk.has(p.id) || (p.kind !== 'room' && p.kind !== 'cave')) continue;
          const c = centre(p.shape);
          expect(c.y).toBeGreaterThanOrEqual(groundY(r.world.page, c.x));
        }
      }
    });
  it('the ordinary world has no terrain', () => {
    const r = runHistory({ seed: 'moria', until: 'primordial' });
    expect('terrain' in r.world.page).toBe(false);
  });
});
