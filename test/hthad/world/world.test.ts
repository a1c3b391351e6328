import { describe, expect, it } from 'vitest';
import { createRng, type Rng } from '../../../src/core/rng';
import {
  boxDistance,
  boxGap,
  boxOf,
  createToken,
  distanceToShape,
  gapAtLeast,
  shapeGap,
  type Point,
  type Shape,
  createWorld,
  destroyToken,
  ellipseAt,
  FINGER,
  HALF_FINGER,
  moveToken,
  convertToken,
  ownerTokens,
  distinctName,
  idIndex,
  lookup,
  PlaceGraph,
  pt,
  rectAt,
  Site,
  THUMB,
  tokenBalance,
  toBeads,
} from '../../../src/hthad/world';
import { plainClone } from '../../../src/hthad/world/clone';

const stamp = { layer: 0, age: 'primordial', year: 1 } as const;

/**
 * One random change to a world of caves: a new cave (always while there are fewer than two),
 * else a natural tunnel between two of `places`; false when the two drawn are the same (no change).
 */
function growCaves(site: Site, rng: Rng, places: { id: string }[]): boolean {
  if (places.length < 2 || rng.int(1, 3) === 1) {
    const at = pt(rng.int(2, 26), rng.int(6, 19));
    places.push(
      site.addPlace({ kind: 'cave', role: 'natural-cave', shape: ellipseAt(at, 0.4) }, stamp),
    );
    return true;
  }
  const a = places[rng.int(0, places.length - 1)]!;
  const b = places[rng.int(0, places.length - 1)]!;
  const pa = site.place(a.id).shape;
  const pb = site.place(b.id).shape;
  if (a === b || pa.kind !== 'ellipse' || pb.kind !== 'ellipse') return false;
  site.addTunnel(
    {
      style: 'natural',
      role: 'tunnel',
      path: [pt(pa.cx, pa.cy), pt(pb.cx, pb.cy)],
      from: a.id,
      to: b.id,
    },
    stamp,
  );
  return true;
}

describe('units', () => {
  it('measures in beads: thumb 2, half finger 2.5, finger 5', () => {
    expect([THUMB, HALF_FINGER, FINGER]).toEqual([2, 2.5, 5]);
    expect(toBeads(2, 'finger')).toBe(10);
  });
});

describe('page', () => {
  it('is 28 x 21 beads with six evenly spaced rows below the surface', () => {
    const w = createWorld('letter', createRng('x'));
    expect([w.page.width, w.page.height]).toEqual([28, 21]);
    expect(w.page.rows).toHaveLength(6);
    expect(w.page.rows[0]!).toBeGreaterThan(w.page.surfaceY);
    expect(w.page.rows[5]!).toBeLessThan(21);
  });
});

describe('site', () => {
  it('routes a tunnel around a room and keeps places apart', () => {
    const site = new Site(createWorld('letter', createRng('x')));
    const a = site.addPlace(
      { kind: 'cave', role: 'natural-cave', shape: ellipseAt(pt(4, 12), 0.5) },
      stamp,
    );
    const b = site.addPlace(
      { kind: 'cave', role: 'natural-cave', shape: ellipseAt(pt(20, 12), 0.5) },
      stamp,
    );
    const block = site.addPlace(
      { kind: 'room', role: 'barracks', shape: rectAt(pt(12, 12), 2, 6) },
      stamp,
    );
    expect(site.raster.isFree(rectAt(pt(12, 12), 1, 1))).toBe(false);
    const path = site.raster.route(pt(4, 12), pt(20, 12), {
      style: 'dwarven',
      through: [a.id, b.id],
    })!;
    expect(path).not.toBeNull();
    const r = site.addTunnel(
      { style: 'dwarven', role: 'tunnel', path, from: a.id, to: b.id },
      stamp,
    );
    expect(r.encountered).not.toContain(block.id);
    const g = site.graph();
    expect(g.connected(a.id, b.id)).toBe(true);
    expect(g.connected(a.id, block.id)).toBe(false);
    expect(g.distance(a.id, b.id)).toBeGreaterThanOrEqual(16);
  });

  it('joins a room drawn on a tunnel, and a crossing tunnel at a junction', () => {
    const site = new Site(createWorld('letter', createRng('x')));
    const a = site.addPlace(
      { kind: 'cave', role: 'natural-cave', shape: ellipseAt(pt(4, 12), 0.5) },
      stamp,
    );
    const b = site.addPlace(
      { kind: 'cave', role: 'natural-cave', shape: ellipseAt(pt(20, 12), 0.5) },
      stamp,
    );
    site.addTunnel(
      { style: 'natural', role: 'tunnel', path: [pt(4, 12), pt(20, 12)], from: a.id, to: b.id },
      stamp,
    );
    const room = site.addPlace(
      { kind: 'room', role: 'barracks', shape: rectAt(pt(10, 12), 1, 1) },
      stamp,
    );
    expect(site.graph().connected(a.id, room.id)).toBe(true);
    const c = site.addPlace(
      { kind: 'cave', role: 'natural-cave', shape: ellipseAt(pt(15, 7), 0.5) },
      stamp,
    );
    const d = site.addPlace(
      { kind: 'cave', role: 'natural-cave', shape: ellipseAt(pt(15, 18), 0.5) },
      stamp,
    );
    const r = site.addTunnel(
      { style: 'natural', role: 'tunnel', path: [pt(15, 7), pt(15, 18)], from: c.id, to: d.id },
      stamp,
    );
    expect(r.crossed).toHaveLength(1);
    expect(site.graph().connected(c.id, b.id)).toBe(true);
    expect(site.graph().reachableWithin([c.id], 6).sort()).not.toContain(a.id);
  });

  it('a reach worked out before a change is kept when the change cannot touch it, and redone when it can', () => {
    const site = new Site(createWorld('letter', createRng('x')));
    const cave = (x: number, y: number) =>
      site.addPlace({ kind: 'cave', role: 'natural-cave', shape: ellipseAt(pt(x, y), 0.5) }, stamp);
    const tunnel = (a: { id: string }, b: { id: string }, p: Point, q: Point) =>
      site.addTunnel(
        { style: 'natural', role: 'tunnel', path: [p, q], from: a.id, to: b.id },
        stamp,
      );
    const a = cave(4, 12);
    const b = cave(8, 12);
    tunnel(a, b, pt(4, 12), pt(8, 12));
    const far1 = cave(24, 20);
    const far2 = cave(28, 20);
    const before = site.graph().settleIds([a.id], 5);
    expect(before).toEqual([a.id, b.id]);
    // Far away: neither end is within reach of a, so the answer stands (the very same list).
    tunnel(far1, far2, pt(24, 20), pt(28, 20));
    expect(site.graph().settleIds([a.id], 5)).toBe(before);
    // From b, which a reaches: the answer is worked out again and takes in the new cave.
    const c = cave(8, 15);
    tunnel(b, c, pt(8, 12), pt(8, 15));
    expect(site.graph().settleIds([a.id], 5)).toEqual([a.id, b.id]);
    expect(site.graph().settleIds([a.id], 8)).toEqual([a.id, b.id, c.id]);
    expect(site.graph().settleIds([a.id], 5)).not.toBe(before);
  });

  it('remembered reaches are told apart by limit and by sources', () => {
    const site = new Site(createWorld('letter', createRng('x')));
    const cave = (x: number, y: number) =>
      site.addPlace({ kind: 'cave', role: 'natural-cave', shape: ellipseAt(pt(x, y), 0.5) }, stamp);
    const a = cave(4, 12);
    const b = cave(8, 12);
    const c = cave(8, 16);
    site.addTunnel(
      { style: 'natural', role: 'tunnel', path: [pt(4, 12), pt(8, 12)], from: a.id, to: b.id },
      stamp,
    );
    const g = site.graph();
    const questions: [string[], number][] = [
      [[a.id], 5],
      [[a.id], 3],
      [[a.id], Infinity],
      [[b.id], 5],
      [[a.id, c.id], 5],
      [[c.id, a.id], 5],
    ];
    const first = questions.map(([from, limit]) => g.settleIds([...from], limit));
    expect(first).toEqual(questions.map(([from, limit]) => [...g.settleOrder(from, limit).keys()]));
    expect(first[1]).toEqual([a.id]);
    expect(first[5]).toEqual([a.id, c.id, b.id]);
    // Asked again (from new arrays): the very same answers.
    questions.forEach(([from, limit], i) => expect(g.settleIds([...from], limit)).toBe(first[i]));
  });

  it('a tunnel redrawn in place keeps the running graph and its remembered reaches', () => {
    const site = new Site(createWorld('letter', createRng('x')));
    const cave = (x: number, y: number) =>
      site.addPlace({ kind: 'cave', role: 'natural-cave', shape: ellipseAt(pt(x, y), 0.5) }, stamp);
    const a = cave(4, 12);
    const b = cave(8, 12);
    const { tunnel } = site.addTunnel(
      { style: 'natural', role: 'tunnel', path: [pt(4, 12), pt(8, 12)], from: a.id, to: b.id },
      stamp,
    );
    const before = site.graph().settleIds([a.id], 5);
    const tl = site.world.tunnels;
    // As the delvers do: a new record for the same tunnel, sharing its stops.
    tl[tl.indexOf(tunnel)] = { ...tunnel, style: 'dwarven' };
    cave(24, 20);
    const g = site.graph();
    // Not rebuilt the plain way: the answer remembered before the redraw is the very same list.
    expect(g.settleIds([a.id], 5)).toBe(before);
    expect(g.neighbours(a.id).map((e) => e.tunnel)).toEqual([tunnel.id]);
  });

  it('a graph kept up change by change answers as the plain search does, and old snapshots keep their answers', () => {
    const site = new Site(createWorld('letter', createRng('x')));
    const rng = createRng('graph-steps');
    const places: { id: string }[] = [];
    /** Every answer the rules ask for, from a few sources and limits. */
    const answers = (g: PlaceGraph, ids: readonly string[]) => {
      const out: unknown[] = [ids.map((id) => g.neighbours(id))];
      for (const from of [[ids[0]!], ids.slice(-3), [ids[ids.length >> 1]!, ids[1] ?? ids[0]!]])
        for (const limit of [3, 9, Infinity])
          out.push(
            [...g.settleOrder(from, limit)],
            g.settleIds(from, limit),
            [...g.distances(from, limit)],
            [...g.component(from)],
            g.connected(from[0]!, ids[ids.length - 1]!),
          );
      return out;
    };
    /** The same world with its first place listed twice: the graph takes the plain path. */
    const plain = () => {
      const w = plainClone(site.world);
      w.places.push(w.places[0]!);
      return new PlaceGraph(w);
    };
    const kept: { graph: PlaceGraph; ids: string[]; answers: unknown[] }[] = [];
    for (let step = 0; step < 40; step++) {
      const tl = site.world.tunnels;
      // Now and then a tunnel is redrawn in place, as delvers improve tunnels.
      if (tl.length > 0 && rng.int(1, 4) === 1) {
        const k = rng.int(0, tl.length - 1);
        tl[k] = { ...tl[k]!, style: 'dwarven' };
      }
      if (!growCaves(site, rng, places)) continue;
      const g = site.graph();
      const ids = site.world.places.map((p) => p.id);
      const now = answers(g, ids);
      expect(now).toEqual(answers(plain(), ids));
      kept.push({ graph: g, ids, answers: now });
    }
    expect(site.world.places.some((p) => p.kind === 'junction')).toBe(true);
    for (const k of kept) expect(answers(k.graph, k.ids)).toEqual(k.answers);
  });

  it('a reach carried on from a smaller limit is the answer a search from scratch gives', () => {
    const site = new Site(createWorld('letter', createRng('x')));
    const rng = createRng('graph-grown');
    const places: { id: string }[] = [];
    let carried = 0;
    for (let step = 0; step < 60; step++) {
      if (!growCaves(site, rng, places)) continue;
      const g = site.graph();
      const ids = site.world.places.map((p) => p.id);
      for (const from of [[ids[0]!], ids.slice(-2)]) {
        let last: readonly string[] = [];
        for (let limit = 1; limit <= 12; limit++) {
          // Each limit carried on from the one before, as a breeder's reach grows a season.
          const grown = g.settleIds(from, limit, limit - 1);
          expect(grown).toEqual([...g.settleOrder(from, limit).keys()]);
          // The smaller reach settles first, in the same order.
          expect(grown.slice(0, last.length)).toEqual(last);
          if (grown.length > last.length && last.length > 0) carried++;
          last = grown;
        }
      }
    }
    expect(carried).toBeGreaterThan(0);
  });

  it("an owner's beads are listed in page order through every create, move, convert and destroy", () => {
    const site = new Site(createWorld('letter', createRng('x')));
    const w = site.world;
    const a = site.addPlace(
      { kind: 'cave', role: 'natural-cave', shape: ellipseAt(pt(4, 12), 0.5) },
      stamp,
    );
    const b = site.addPlace(
      { kind: 'cave', role: 'natural-cave', shape: ellipseAt(pt(9, 12), 0.5) },
      stamp,
    );
    const make = (owner: string | null) =>
      createToken(w, { kind: 'population', role: 'beast', owner, place: a.id }, stamp).token;
    const ids = ['g1', 'g2', 'g1', null, 'g2', 'g1'].map(make);
    const filtered = (o: string | null) => w.tokens.filter((t) => t.owner === o).map((t) => t.id);
    const listed = (o: string | null) => ownerTokens(w, o).map((t) => t.id);
    const same = () => {
      for (const o of ['g1', 'g2', 'g3', null]) expect(listed(o), String(o)).toEqual(filtered(o));
    };
    same();
    moveToken(w, ids[0]!, b.id, { owner: 'g2' }); // the oldest bead goes to the front of g2's
    same();
    expect(listed('g2')[0]).toBe(ids[0]);
    convertToken(w, ids[4]!, { owner: 'g1', role: 'slave' });
    same();
    destroyToken(w, ids[2]!);
    make('g3');
    moveToken(w, ids[3]!, b.id, { owner: 'g3' });
    same();
    expect(listed('g3')).toEqual([ids[3], w.tokens.at(-1)!.id]);
  });

  it('tokens reconcile with their deltas', () => {
    const site = new Site(createWorld('letter', createRng('x')));
    const a = site.addPlace(
      { kind: 'cave', role: 'natural-cave', shape: ellipseAt(pt(4, 12), 0.5) },
      stamp,
    );
    const deltas = [
      createToken(
        site.world,
        { kind: 'population', role: 'beast', owner: null, place: a.id },
        stamp,
      ),
      createToken(site.world, { kind: 'treasure', role: 'gems', owner: null, place: a.id }, stamp),
    ];
    deltas.push(moveToken(site.world, deltas[1]!.token, a.id));
    deltas.push(destroyToken(site.world, deltas[0]!.token));
    const ev = {
      seq: 0,
      age: 'primordial',
      year: 1,
      season: null,
      rule: 'x',
      text: '',
      actors: [],
      places: [],
      tokens: deltas,
      dice: [],
    } as const;
    expect(tokenBalance([ev])).toEqual({ population: 0, treasure: 1, bonus: 0, epic: 0 });
    expect(site.world.tokens).toHaveLength(1);
  });
});

describe('id index', () => {
  it('finds what find finds, whatever the ids look like, as the list grows', () => {
    const ids = ['p1', 'p2', 'q1', 'p01', 'p2', 'cave', 'p100000', 'p0', 'q1', 'x', '', 'p3', 'p1'];
    const list: { id: string; k: number }[] = [];
    const ix = idIndex<{ id: string; k: number }>();
    const asked = [...new Set(ids), 'p4', 'q2', 'p00'];
    for (let k = 0; k < ids.length; k++) {
      list.push({ id: ids[k]!, k });
      for (const id of asked) expect(lookup(ix, list, id)).toBe(list.find((x) => x.id === id));
    }
    // A list that shrank (not append-only) is indexed afresh.
    list.splice(0, 3);
    for (const id of asked) expect(lookup(ix, list, id)).toBe(list.find((x) => x.id === id));
  });
});

describe('distinct names', () => {
  it('counts the name and its numbered repeats only', () => {
    const groups = [
      'Troll',
      'Troll 2',
      'Troll 3x',
      'Troll ',
      'Troll 0',
      'Trolls 4',
      'Troll 12\n',
      'Ooze',
    ];
    expect(
      distinctName(
        groups.map((name) => ({ name })),
        'Troll',
      ),
    ).toBe('Troll 4');
    expect(distinctName([{ name: 'Troll 7' }], 'Troll')).toBe('Troll 2');
    expect(distinctName([{ name: 'Ooze' }], 'Troll')).toBe('Troll');
  });
});

describe('box bounds', () => {
  // Shapes of every kind, spread over a small area so that gaps of all sizes occur.
  const shapes = (rng: ReturnType<typeof createRng>): Shape[] => {
    const c = () => pt(rng.int(0, 200) / 10, rng.int(0, 200) / 10);
    return [
      rectAt(c(), rng.int(1, 30) / 10, rng.int(1, 30) / 10),
      ellipseAt(c(), rng.int(1, 30) / 10, rng.int(1, 30) / 10),
      { kind: 'polygon', points: [c(), c(), c()] },
      { kind: 'polyline', points: [c(), c(), c()], width: rng.int(1, 10) / 10 },
    ];
  };

  it('a box gap never exceeds the shape gap, and gapAtLeast agrees with shapeGap', () => {
    const rng = createRng('boxes');
    for (let i = 0; i < 300; i++) {
      const [a, b] = [shapes(rng)[rng.int(0, 3)]!, shapes(rng)[rng.int(0, 3)]!];
      const gap = shapeGap(a, b);
      expect(boxGap(boxOf(a), boxOf(b))).toBeLessThanOrEqual(gap + 1e-9);
      for (const d of [0.05, 1, 2.5]) expect(gapAtLeast(a, b, d)).toBe(gap >= d);
      const p = pt(rng.int(0, 200) / 10, rng.int(0, 200) / 10);
      expect(boxDistance(boxOf(a), p)).toBeLessThanOrEqual(distanceToShape(a, p) + 1e-9);
    }
  });
});
