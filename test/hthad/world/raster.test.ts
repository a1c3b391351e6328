import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/core/rng';
import {
  createWorld,
  ellipseAt,
  pt,
  rectAt,
  shapeGap,
  Site,
  type Place,
  type Point,
  type Shape,
  type TunnelStyle,
} from '../../../src/hthad/world';
import { clearOf, solidOf } from '../../../src/hthad/2008/draw';

const stamp = { layer: 0, age: 'primordial', year: 1 } as const;

/** A site with a few rooms scattered by a seed, and the ids of two caves to route between. */
function crowded(seed: string, size: 'letter' | 'tabloid' = 'letter') {
  const site = new Site(createWorld(size, createRng(seed)));
  const rng = createRng(`${seed}/rooms`);
  const { width, height, surfaceY } = site.world.page;
  const a = site.addPlace(
    { kind: 'cave', role: 'natural-cave', shape: ellipseAt(pt(3, surfaceY + 4), 0.5) },
    stamp,
  );
  const b = site.addPlace(
    { kind: 'cave', role: 'natural-cave', shape: ellipseAt(pt(width - 3, height - 3), 0.5) },
    stamp,
  );
  for (let k = 0; k < 12; k++) {
    const c = pt(rng.int(5, width - 5), rng.int(Math.ceil(surfaceY) + 2, height - 2));
    site.addPlace(
      { kind: 'room', role: 'barracks', shape: rectAt(c, rng.int(1, 3), rng.int(1, 3)) },
      stamp,
    );
  }
  return { site, a, b };
}

const STYLES: readonly TunnelStyle[] = ['dwarven', 'elven', 'demonic', 'natural'];

function routeAll(s: ReturnType<typeof crowded>): (Point[] | null)[] {
  const from = pt(3, s.site.world.page.surfaceY + 4);
  const { width, height } = s.site.world.page;
  return STYLES.map((style) =>
    s.site.raster.route(from, pt(width - 3, height - 3), { style, through: [s.a.id, s.b.id] }),
  );
}

describe('raster routes', () => {
  it('a route does not depend on the searches run before it, on any page', () => {
    // Search memory is shared between rasters of a size; interleaving worlds must not matter.
    const alone = ['r1', 'r2', 'r3'].map((seed) => routeAll(crowded(seed)));
    const sites = ['r1', 'r2', 'r3'].map((seed) => crowded(seed));
    const big = crowded('r4', 'tabloid');
    const mixed: (Point[] | null)[][] = [[], [], []];
    for (let k = 0; k < STYLES.length; k++)
      for (let i = 0; i < sites.length; i++) {
        mixed[i]!.push(routeAll(sites[i]!)[k]!);
        routeAll(big);
      }
    expect(mixed).toEqual(alone);
    for (const paths of alone) for (const p of paths) expect(p).not.toBeNull();
  });

  it('never enters a walled place, and gives up when walls shut the goal off', () => {
    const site = new Site(createWorld('letter', createRng('w')));
    const a = site.addPlace(
      { kind: 'cave', role: 'natural-cave', shape: ellipseAt(pt(4, 12), 0.5) },
      stamp,
    );
    const wall = site.addPlace(
      { kind: 'room', role: 'barracks', shape: rectAt(pt(12, 12), 2, 30) },
      stamp,
    );
    site.raster.block(wall.id);
    for (const style of STYLES)
      expect(site.raster.route(pt(4, 12), pt(20, 12), { style, through: [a.id] })).toBeNull();
    site.raster.block(a.id);
    // Its own ends are never walls to a route.
    const path = site.raster.route(pt(4, 12), pt(8, 12), { style: 'natural', through: [a.id] });
    expect(path).not.toBeNull();
    expect(path![0]).toEqual(pt(4, 12));
  });

  it('knows a goal walled in on every side is out of reach, unless the start is beside it', () => {
    const site = new Site(createWorld('letter', createRng('w')));
    const a = site.addPlace(
      { kind: 'cave', role: 'natural-cave', shape: ellipseAt(pt(4, 12), 0.5) },
      stamp,
    );
    // The goal (20, 12) sits inside a walled room the route may not break into.
    const vault = site.addPlace(
      { kind: 'room', role: 'barracks', shape: rectAt(pt(20, 12), 3, 3) },
      stamp,
    );
    site.raster.block(vault.id);
    for (const style of STYLES) {
      expect(site.raster.route(pt(4, 12), pt(20, 12), { style, through: [a.id] })).toBeNull();
      // Through the vault (one of its ends), the way is open again.
      expect(
        site.raster.route(pt(4, 12), pt(20, 12), { style, through: [a.id, vault.id] }),
      ).not.toBeNull();
    }
  });
});

/** The points of `all` missing from `some`, which must list the rest in the same order. */
function skippedWheres(all: readonly Point[], some: readonly Point[]): Point[] {
  const skipped: Point[] = [];
  let j = 0;
  for (const c of all)
    if (j < some.length && some[j]!.x === c.x && some[j]!.y === c.y) j++;
    else skipped.push(c);
  expect(j).toBe(some.length);
  return skipped;
}

describe('raster free space', () => {
  it('findFreeAt gives what findFree gives for the same rectangle or ellipse, asking the same questions', () => {
    const { site } = crowded('f1');
    const raster = site.raster;
    const rng = createRng('f1/near');
    const { width, height } = site.world.page;
    let found = 0;
    for (let k = 0; k < 60; k++) {
      const near = pt(rng.int(0, width * 10) / 10, rng.int(0, height * 10) / 10);
      const w = rng.int(5, 40) / 10;
      const h = rng.int(5, 40) / 10;
      const aboveGround = k % 5 === 0;
      const maxRadius = rng.int(1, 12);
      // Turn down every other candidate the raster finds free, and keep to the left half.
      const run = (
        find: (opts: {
          maxRadius: number;
          aboveGround: boolean;
          accept: (c: Point) => boolean;
          where: (c: Point) => boolean;
        }) => unknown,
      ) => {
        const asked: Point[] = [];
        const wheres: Point[] = [];
        const result = find({
          maxRadius,
          aboveGround,
          accept: (c) => asked.push(c) % 2 === 0,
          // findFreeAt asks `where` about one reused point: the test copies what it was asked.
          where: (c) => wheres.push({ ...c }) > 0 && (k % 3 !== 0 || c.x < width / 2),
        });
        return { result, asked, wheres };
      };
      const rect = {
        generic: run((o) => raster.findFree(near, (c) => rectAt(c, w, h), o)),
        at: run((o) => raster.findFreeAt(near, { kind: 'rect', w, h }, o)),
      };
      const ellipse = {
        generic: run((o) => raster.findFree(near, (c) => ellipseAt(c, w / 2, h / 2), o)),
        at: run((o) => raster.findFreeAt(near, { kind: 'ellipse', rx: w / 2, ry: h / 2 }, o)),
      };
      // The same answer after the same accepted candidates; `where` is asked a subsequence of
      // findFree's questions, skipping only spots whose box leaves the page (turned down anyway).
      expect(rect.at.result).toEqual(rect.generic.result);
      expect(rect.at.asked).toEqual(rect.generic.asked);
      for (const c of skippedWheres(rect.generic.wheres, rect.at.wheres))
        expect(raster.isFree(rectAt(c, w, h), { aboveGround })).toBe(false);
      expect(ellipse.at.result).toEqual(ellipse.generic.result);
      expect(ellipse.at.asked).toEqual(ellipse.generic.asked);
      for (const c of skippedWheres(ellipse.generic.wheres, ellipse.at.wheres))
        expect(raster.isFree(ellipseAt(c, w / 2, h / 2), { aboveGround })).toBe(false);
      if (rect.at.result) found++;
    }
    expect(found).toBeGreaterThan(10);
  });

  it('findFreeAt within the box its `where` keeps to gives the same answer, asking the same questions inside it', () => {
    const { site } = crowded('f2');
    const raster = site.raster;
    const rng = createRng('f2/near');
    const { width, height, surfaceY } = site.world.page;
    let found = 0;
    for (let k = 0; k < 60; k++) {
      const near = pt(rng.int(0, width * 10) / 10, rng.int(0, height * 10) / 10);
      const size =
        k % 2 === 0
          ? ({ kind: 'rect', w: rng.int(5, 30) / 10, h: rng.int(5, 30) / 10 } as const)
          : ({ kind: 'ellipse', rx: rng.int(3, 15) / 10, ry: rng.int(3, 15) / 10 } as const);
      // A band a few beads high (a stratum's box), sometimes narrowed to part of the page.
      const y0 = rng.int(Math.ceil(surfaceY), height - 2);
      const band = {
        x0: k % 3 === 0 ? rng.int(0, width / 2) : 0,
        y0,
        x1: k % 3 === 0 ? rng.int(width / 2, width) : width,
        y1: y0 + rng.int(1, 4),
      };
      const inBand = (c: Point) =>
        c.x >= band.x0 && c.x <= band.x1 && c.y >= band.y0 && c.y <= band.y1;
      const maxRadius = rng.int(2, 20);
      const run = (within: typeof band | undefined) => {
        const asked: Point[] = [];
        const wheres: Point[] = [];
        const result = raster.findFreeAt(near, size, {
          maxRadius,
          where: (c) => (inBand(c) ? wheres.push({ ...c }) > 0 : false),
          within,
          accept: (c) => asked.push(c) % 3 !== 1,
        });
        return { result, asked, wheres };
      };
      const plain = run(undefined);
      const boxed = run(band);
      expect(boxed.result).toEqual(plain.result);
      expect(boxed.asked).toEqual(plain.asked);
      // Every centre in the band that the plain search asked about is asked about again.
      expect(boxed.wheres).toEqual(plain.wheres);
      if (plain.result) found++;
    }
    expect(found).toBeGreaterThan(5);
  });
});

describe('raster lookups', () => {
  it('placeAt names the place at a point, as at does', () => {
    const { site } = crowded('l1');
    const rng = createRng('l1/points');
    const { width, height } = site.world.page;
    let inside = 0;
    for (let k = 0; k < 400; k++) {
      // Some points off the page: both clamp to the edge cells.
      const p = pt(rng.int(-20, width * 10 + 20) / 10, rng.int(-20, height * 10 + 20) / 10);
      expect(site.raster.placeAt(p)).toBe(site.raster.at(p).place);
      if (site.raster.placeAt(p) !== null) inside++;
    }
    expect(inside).toBeGreaterThan(0);
  });
});

describe('room clearance index', () => {
  /** clearOf asked plainly: every room and cave but `except`, by exact geometry. */
  const plainClear = (places: readonly Place[], shape: Shape, except: string | null = null) =>
    places.every(
      (p) =>
        p.id === except ||
        (p.kind !== 'room' && p.kind !== 'cave') ||
        shapeGap(p.shape, shape) >= 0.05,
    );

  it('answers as a scan of every room does, as rooms are added and a shape is replaced', () => {
    const { site } = crowded('solid');
    const world = site.world;
    const { width, height, surfaceY } = world.page;
    const probes: Shape[] = [];
    for (let x = 2; x < width - 2; x += 0.7)
      for (let y = surfaceY + 1; y < height - 1; y += 0.7)
        probes.push(rectAt(pt(x, y), 1, 1), ellipseAt(pt(x, y), 0.6));
    const check = () => {
      const solid = solidOf(world);
      let refused = 0;
      for (const s of probes) {
        const plain = plainClear(world.places, s);
        expect(clearOf(solid, s)).toBe(plain);
        if (!plain) refused++;
      }
      const last = world.places[world.places.length - 1]!;
      for (const s of probes.slice(0, 200))
        expect(clearOf(solid, s, last.id)).toBe(plainClear(world.places, s, last.id));
      return refused;
    };
    const before = check();
    expect(before).toBeGreaterThan(0);
    // A new room after the index was built is seen by the next question.
    const added = site.addPlace(
      { kind: 'room', role: 'barracks', shape: rectAt(pt(width / 2, height - 3), 3, 2) },
      stamp,
    );
    expect(check()).toBeGreaterThan(before);
    // A grown room (its shape replaced, with a revision bump) is measured by its new shape.
    added.shape = rectAt(pt(width / 2, height - 3), 5, 2);
    world.revision++;
    check();
  });
});
