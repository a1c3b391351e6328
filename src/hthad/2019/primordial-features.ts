/**
 * The Primordial Age's features (hthad-2019-rules.txt): the resources a civilization may use, the
 * caves, the d8 Feature table of each stratum without a nexus and its six sub-tables, and the d10
 * surface. Split from primordial.ts; the age itself plays them in order there.
 */
import { ellipseAt, pt, rectAt, type Point } from '../world/geometry';
import type { Place, Stratum } from '../world';
import { BEAD } from '../world';
import type { Ctx, ResourceKind } from './context';
import { addRoom, connect, edgePlace, pointIn } from './draw';
import { spanAt, xSpan } from './strata';
import {
  BIOME,
  BIOME_NATURES,
  CAVE_KINDS,
  CAVE_REROLLS,
  CAVES,
  ECOSYSTEM,
  FEATURE,
  FEATURE_REROLLS,
  GEM_ORIGINS,
  GEMS,
  MAGMA,
  MAGMA_KINDS,
  ORE,
  ORE_KINDS,
  SURFACE,
  TERRESTRIAL,
  WATER,
  WATER_KINDS,
  type FeatureId,
} from './tables';

/* ---------------------------------------------------------------------------------------- */
/* Resources                                                                                */

function resource(
  ctx: Ctx,
  kind: ResourceKind,
  n: number,
  place: Place | null,
  points: readonly Point[],
  left: number,
  flavour: string,
  feature: string | null = null,
): void {
  ctx.addResource({ kind, place: place?.id ?? null, points, stratum: n, feature, left, flavour });
}

/** A flavour pick from a list (names and labels only). */
export function flavour<T>(ctx: Ctx, list: readonly T[]): T {
  return list[ctx.flavour.int(0, list.length - 1)]!;
}

function oreKind(ctx: Ctx): string {
  return flavour(ctx, flavour(ctx, ORE_KINDS));
}

/* ---------------------------------------------------------------------------------------- */
/* Caves                                                                                    */

/** A cave in stratum n, as big as fits (shrinking), or null. */
export function cave(
  ctx: Ctx,
  n: number,
  near: Point,
  w: number,
  h: number,
  name: string | null = null,
  role: 'natural-cave' | 'biome-cave' | 'nexus' = 'natural-cave',
): Place | null {
  // Shrink to fit the stratum; only the smallest size may go looking elsewhere on the page.
  for (const f of [1, 0.75, 0.55, 0.4]) {
    const p = addRoom(ctx, {
      kind: 'cave',
      role,
      near,
      w: Math.max(0.9, w * f),
      h: Math.max(0.8, h * f),
      round: true,
      stratum: n,
      name,
      anywhere: f === 0.4,
    });
    if (p) return p;
  }
  return null;
}

/** The middle of a stratum and its room: width and thickness there. */
function middle(s: Stratum, frac = 0.5): { c: Point; w: number; h: number } {
  const { x0, x1 } = xSpan(s);
  const x = x0 + (x1 - x0) * frac;
  const sp = spanAt(s, x)!;
  return { c: pt(x, (sp.top + sp.bottom) / 2), w: x1 - x0, h: sp.bottom - sp.top };
}

/** A tunnel across a stratum from side to side (open to the page edge where it reaches it). */
function acrossTunnel(ctx: Ctx, s: Stratum, frac = 0.5): { a: Place; b: Place } {
  const { x0, x1 } = xSpan(s);
  const W = ctx.world.page.width;
  const end = (x: number): Place => {
    const sp = spanAt(s, x)!;
    const y = sp.top + (sp.bottom - sp.top) * frac;
    if (x < 0.5) return edgePlace(ctx, 'left', y);
    if (x > W - 0.5) return edgePlace(ctx, 'right', y);
    return ctx.site.addPlace(
      { kind: 'junction', role: 'tunnel-end', shape: ellipseAt(pt(x, y), 0.2), joinTunnels: false },
      ctx.stamp,
    );
  };
  const a = end(x0 < 0.5 ? 0 : x0 + 0.4);
  const b = end(x1 > W - 0.5 ? W : x1 - 0.4);
  connect(ctx, a, b, 'natural', null, 'cave-tunnel');
  return { a, b };
}

/** A short tunnel crossing the other way (down through the stratum). */
function crossTunnel(ctx: Ctx, s: Stratum): void {
  const { c } = middle(s, 0.5 + ctx.int(-2, 2, 'crossing tunnel: where') / 10);
  const sp = spanAt(s, c.x)!;
  const mk = (y: number) =>
    ctx.site.addPlace(
      {
        kind: 'junction',
        role: 'tunnel-end',
        shape: ellipseAt(pt(c.x, y), 0.2),
        joinTunnels: false,
      },
      ctx.stamp,
    );
  connect(ctx, mk(sp.top + 0.4), mk(sp.bottom - 0.4), 'natural', null, 'cave-tunnel');
}

/** The caves a Caves roll drew. */
interface CaveResult {
  caves: Place[];
  tunnelEnds: Place[];
}

/** Table 3: caves. A 10 rolls again and adds 1d4 primordial monsters. */
export function rollCaves(ctx: Ctx, n: number, depth = 0): CaveResult {
  const s = ctx.strata[n - 1]!;
  const { row } = ctx.table(10, CAVES, `Caves, stratum ${n}`);
  const out: CaveResult = { caves: [], tunnelEnds: [] };
  const kind = flavour(ctx, CAVE_KINDS);
  const small = () => {
    const c = cave(ctx, n, pointIn(ctx, n, 'cavern'), 1.1, 0.9);
    if (c) out.caves.push(c);
    return c;
  };
  switch (row.id) {
    case 'scattered': {
      const k = ctx.d(6, 'caverns') + 1;
      for (let i = 0; i < k; i++) small();
      break;
    }
    case 'chain': {
      const k = ctx.d(4, 'caverns') + 1;
      for (let i = 0; i < k; i++) small();
      const sorted = [...out.caves].sort((a, b) =>
        a.shape.kind === 'ellipse' && b.shape.kind === 'ellipse' ? a.shape.cx - b.shape.cx : 0,
      );
      for (let i = 1; i < sorted.length; i++)
        connect(ctx, sorted[i - 1]!, sorted[i]!, 'natural', null, 'cave-tunnel');
      break;
    }
    case 'large': {
      const c = cave(ctx, n, pointIn(ctx, n, 'large cavern'), 3.2, 1.8);
      if (c) out.caves.push(c);
      break;
    }
    case 'huge': {
      const m = middle(s);
      const c = cave(ctx, n, m.c, m.w * 0.85, m.h * 0.8);
      if (c) out.caves.push(c);
      break;
    }
    case 'long-tunnel': {
      const t = acrossTunnel(ctx, s);
      out.tunnelEnds.push(t.a, t.b);
      break;
    }
    case 'crossed-tunnel': {
      const t = acrossTunnel(ctx, s);
      out.tunnelEnds.push(t.a, t.b);
      crossTunnel(ctx, s);
      break;
    }
    case 'radiating': {
      const c = cave(ctx, n, pointIn(ctx, n, 'large cavern'), 3, 1.6);
      if (c) {
        out.caves.push(c);
        for (let i = 0; i < 3; i++) {
          const p = pointIn(ctx, n, 'radiating tunnel');
          const end = ctx.site.addPlace(
            { kind: 'junction', role: 'tunnel-end', shape: ellipseAt(p, 0.2), joinTunnels: false },
            ctx.stamp,
          );
          connect(ctx, c, end, 'natural', null, 'cave-tunnel');
          out.tunnelEnds.push(end);
        }
      }
      break;
    }
    case 'monsters': {
      ctx.emit('caves', `Stratum ${n}: ${row.text}.`);
      const inner =
        depth < CAVE_REROLLS ? rollCaves(ctx, n, depth + 1) : { caves: [], tunnelEnds: [] };
      out.caves.push(...inner.caves);
      out.tunnelEnds.push(...inner.tunnelEnds);
      if (out.caves.length === 0) small();
      primordialMonsters(ctx, n, out.caves);
      return out;
    }
  }
  for (const c of out.caves) c.name = null;
  ctx.emit(
    'caves',
    `Stratum ${n}: ${row.text} (${kind} caves).`,
    [],
    out.caves.map((c) => c.id),
  );
  return out;
}

/** Caves 10: 1d4 primordial monsters spread among the caves drawn. */
function primordialMonsters(ctx: Ctx, n: number, caves: readonly Place[]): void {
  const k = ctx.d(4, 'primordial monsters');
  const id = `g${ctx.world.next.group++}`;
  ctx.world.groups.push({
    id,
    kind: 'primordial-beasts',
    culture: 'beasts',
    name: `Primordial monsters of stratum ${n}`,
    alignment: null,
    parent: null,
    home: caves[0]?.id ?? null,
    zoc: [],
    state: 'active',
    made: ctx.stamp,
    ended: null,
    end: null,
    traits: ['primordial-monsters'],
  });
  for (let i = 0; i < k && caves.length > 0; i++)
    ctx.addToken('population', 'beast', id, caves[i % caves.length]!.id);
  for (const c of caves) if (ctx.world.tokens.some((t) => t.place === c.id)) c.owner = null;
  const lair = caves[0];
  if (lair)
    resource(
      ctx,
      'monsters',
      n,
      lair,
      caves.map((c) => centreOf(c)),
      k,
      'primordial',
    );
  ctx.emit(
    'primordial-monsters',
    `${k} primordial monsters lurk in stratum ${n}'s caves.`,
    [id],
    caves.map((c) => c.id),
  );
}

export function centreOf(p: Place): Point {
  const s = p.shape;
  if (s.kind === 'ellipse') return pt(s.cx, s.cy);
  if (s.kind === 'rect') return pt(s.x + s.w / 2, s.y + s.h / 2);
  return s.points[0]!;
}

/* ---------------------------------------------------------------------------------------- */
/* The feature of each stratum                                                              */

/** Roll the d8 Feature table for a stratum (7–8 roll again) and its sub-table. */
export function strataFeature(ctx: Ctx, n: number): FeatureId | null {
  let feature: FeatureId | null = null;
  for (let i = 0; i <= FEATURE_REROLLS && feature === null; i++) {
    const { row } = ctx.table(8, FEATURE, `Feature, stratum ${n}`);
    if (row.feature !== 'roll-again') feature = row.feature;
  }
  if (feature === null) {
    ctx.emit('bare-rock', `Stratum ${n} keeps no feature: bare rock.`);
    return null;
  }
  FEATURES[feature](ctx, n);
  ctx.strata[n - 1]!.feature ??= feature;
  return feature;
}

/** Behaviour per Feature result: each rolls its own sub-table and draws what it says. */
export const FEATURES: Readonly<Record<FeatureId, (ctx: Ctx, n: number) => void>> = {
  ore: rollOre,
  gems: rollGems,
  caves: (ctx, n) => void rollCaves(ctx, n),
  water: (ctx, n) => void rollWater(ctx, n, null),
  magma: rollMagma,
  biome: rollBiome,
};

/** Table 1: ore. */
export function rollOre(ctx: Ctx, n: number): void {
  const s = ctx.strata[n - 1]!;
  const { row } = ctx.table(10, ORE, `Ore, stratum ${n}`);
  const kind = oreKind(ctx);
  const name = `${kind} ore`;
  const mass = (w: number, h: number, left: number) => {
    const m = middle(s, 0.3 + ctx.int(0, 4, 'ore mass: where') / 10);
    const page = ctx.world.page;
    const ww = Math.min(w, m.w * 0.9, 2 * (Math.min(m.c.x, page.width - m.c.x) - 0.1));
    const hh = Math.min(h, m.h * 0.8, 2 * (page.height - m.c.y - 0.1));
    const f = ctx.site.addFeature(
      { kind: 'ore', shape: ellipseAt(m.c, ww / 2, hh / 2), name },
      ctx.stamp,
    );
    const pts = [m.c, pt(m.c.x - ww / 3, m.c.y), pt(m.c.x + ww / 3, m.c.y)];
    resource(ctx, 'ore', n, null, pts, left, kind, f.id);
  };
  switch (row.id) {
    case 'vein': {
      const { x0, x1 } = xSpan(s);
      const pts: Point[] = [];
      const lift = ctx.int(3, 7, 'vein: depth in the stratum') / 10;
      for (let x = x0 + 0.3; x <= x1 - 0.29; x += 2) {
        const sp = spanAt(s, x)!;
        pts.push(pt(x, sp.top + (sp.bottom - sp.top) * lift));
      }
      const f = ctx.site.addFeature(
        { kind: 'ore', shape: { kind: 'polyline', points: pts, width: 0.2 }, name },
        ctx.stamp,
      );
      resource(
        ctx,
        'ore',
        n,
        null,
        pts.filter((_, i) => i % 2 === 1),
        5,
        kind,
        f.id,
      );
      break;
    }
    case 'deposits': {
      const k = ctx.d(4, 'ore deposits (2d4)') + ctx.d(4, 'ore deposits (2d4)');
      const pts: Point[] = [];
      for (let i = 0; i < k; i++) {
        const p = pointIn(ctx, n, 'ore deposit');
        pts.push(p);
        ctx.site.addFeature(
          { kind: 'ore', shape: ellipseAt(p, 0.45 * BEAD, 0.35), name: i === 0 ? name : null },
          ctx.stamp,
        );
      }
      resource(ctx, 'ore', n, null, pts, k, kind);
      ctx.emit('ore', `Stratum ${n}: ${k} deposits of ${name} (2d4).`);
      return;
    }
    case 'small-mass':
      mass(2.2, 1, 3);
      break;
    case 'large-mass':
      mass(xSpan(s).x1 / 2, 2.2, 5);
      break;
    case 'huge-mass':
      mass(40, 4, 8);
      break;
  }
  ctx.emit('ore', `Stratum ${n}: ${row.text}, of ${name}.`);
}

/** Table 2: gems. */
export function rollGems(ctx: Ctx, n: number): void {
  const { row } = ctx.table(10, GEMS, `Gems, stratum ${n}`);
  const origin = flavour(ctx, GEM_ORIGINS);
  const name = `${origin} gems`;
  const deposit = (p: Point, i: number) =>
    ctx.site.addFeature(
      { kind: 'gems', shape: ellipseAt(p, 0.5, 0.4), name: i === 0 ? name : null },
      ctx.stamp,
    );
  const pts: Point[] = [];
  let place: Place | null = null;
  switch (row.id) {
    case 'scattered': {
      const k = ctx.d(4, 'gem deposits') + ctx.d(4, 'gem deposits');
      for (let i = 0; i < k; i++) pts.push(pointIn(ctx, n, 'gem deposit'));
      break;
    }
    case 'geode-cave': {
      place = cave(ctx, n, pointIn(ctx, n, 'gem cave'), 3.4, 1.8, null);
      const k = ctx.d(4, 'gems in the cave');
      if (place) {
        const c = centreOf(place);
        for (let i = 0; i < k; i++) pts.push(pt(c.x - 1 + i * 0.7, c.y + (i % 2 ? 0.3 : -0.3)));
      }
      break;
    }
    case 'separate': {
      const k = ctx.d(4, 'gem deposits') + 1;
      for (let i = 0; i < k; i++) pts.push(pointIn(ctx, n, 'gem deposit'));
      break;
    }
    case 'clump': {
      const c = pointIn(ctx, n, 'gem clump');
      for (const [dx, dy] of [
        [-0.5, -0.3],
        [0.5, -0.3],
        [-0.5, 0.3],
        [0.5, 0.3],
      ] as const)
        pts.push(pt(c.x + dx, c.y + dy));
      break;
    }
  }
  const feats = pts.map((p, i) => deposit(p, i).id);
  if (place) for (const f of feats) ctx.site.feature(f).place = place.id;
  resource(ctx, 'gems', n, place, pts, pts.length, origin);
  ctx.emit(
    'gems',
    `Stratum ${n}: ${row.text} — ${pts.length} deposits of ${name}.`,
    [],
    place ? [place.id] : [],
  );
}

/** Table 4: water (`biome` when the Biomes table sent us here). */
export function rollWater(ctx: Ctx, n: number, biome: string | null): Place[] {
  const s = ctx.strata[n - 1]!;
  const { row } = ctx.table(10, WATER, `Water, stratum ${n}`);
  const kind = flavour(ctx, WATER_KINDS);
  const places: Place[] = [];
  const pts: Point[] = [];
  const river = (across: boolean) => {
    const W = ctx.world.page.width;
    const { x0, x1 } = across ? { x0: 0, x1: W } : xSpan(s);
    const line: Point[] = [];
    const start = spanAt(s, Math.max(x0, xSpan(s).x0))!;
    const drop = across ? (ctx.world.page.height - ctx.world.page.surfaceY) * 0.25 : 0;
    for (let x = x0 + 0.3, i = 0; x <= x1 - 0.29; x += 1.5, i++) {
      const sp = spanAt(s, x);
      const y =
        sp && !across
          ? (sp.top + sp.bottom) / 2
          : (start.top + start.bottom) / 2 + (drop * (x - x0)) / (x1 - x0);
      line.push(pt(x, Math.min(ctx.world.page.height - 0.4, y + (i % 2 ? 0.15 : -0.15))));
    }
    const f = ctx.site.addFeature(
      {
        kind: 'river',
        shape: { kind: 'polyline', points: line, width: 0.3 },
        name: `${kind} river`,
      },
      ctx.stamp,
    );
    for (let i = 1; i < line.length; i += 3) pts.push(line[i]!);
    return f.id;
  };
  let feature: string | null = null;
  let left = 4;
  switch (row.id) {
    case 'river':
      feature = river(false);
      break;
    case 'great-river':
      feature = river(true);
      left = 6;
      break;
    case 'lake': {
      const c = cave(ctx, n, pointIn(ctx, n, 'lake cave'), 3.2, 1.6);
      if (c) {
        places.push(c);
        const b = centreOf(c);
        feature = ctx.site.addFeature(
          {
            kind: 'lake',
            shape: ellipseAt(pt(b.x, b.y + 0.25), 1.1, 0.4),
            place: c.id,
            name: `${kind} lake`,
          },
          ctx.stamp,
        ).id;
      }
      break;
    }
    case 'sea': {
      const m = middle(s);
      const c = cave(ctx, n, m.c, m.w * 0.85, m.h * 0.8);
      if (c) {
        places.push(c);
        const b = c.shape.kind === 'ellipse' ? c.shape : null;
        if (b)
          feature = ctx.site.addFeature(
            {
              kind: 'lake',
              shape: ellipseAt(pt(b.cx, b.cy + b.ry * 0.3), b.rx * 0.85, b.ry * 0.55),
              place: c.id,
              name: `${kind} sea`,
            },
            ctx.stamp,
          ).id;
      }
      left = 8;
      break;
    }
    case 'pools': {
      const k = ctx.d(4, 'water caves') + 1;
      for (let i = 0; i < k; i++) {
        const c = cave(ctx, n, pointIn(ctx, n, 'water cave'), 1.2, 1);
        if (!c) continue;
        places.push(c);
        const b = centreOf(c);
        ctx.site.addFeature(
          { kind: 'water', shape: ellipseAt(pt(b.x, b.y + 0.15), 0.4, 0.2), place: c.id },
          ctx.stamp,
        );
      }
      places.sort((a, b) => centreOf(a).x - centreOf(b).x);
      for (let i = 1; i < places.length; i++)
        connect(ctx, places[i - 1]!, places[i]!, 'natural', null, 'stream');
      left = places.length;
      break;
    }
  }
  for (const p of places) {
    pts.push(centreOf(p));
    if (biome) p.role = 'biome-cave';
  }
  const first = places[0] ?? null;
  resource(ctx, 'water', n, first, pts, left, kind, feature);
  if (biome) resource(ctx, 'biome', n, first, pts, 4, biome, feature);
  ctx.emit(
    'water',
    `Stratum ${n}: ${row.text} (${kind} water${biome ? `, its shores a ${biome} biome` : ''}).`,
    [],
    places.map((p) => p.id),
  );
  return places;
}

/** Table 5: magma. */
export function rollMagma(ctx: Ctx, n: number): void {
  const s = ctx.strata[n - 1]!;
  const { row } = ctx.table(10, MAGMA, `Magma, stratum ${n}`);
  const kind = flavour(ctx, MAGMA_KINDS);
  const page = ctx.world.page;
  const places: Place[] = [];
  const pts: Point[] = [];
  let named = false;
  const pool = (c: Place, rx: number, ry: number) => {
    const b = centreOf(c);
    const first = !named;
    named = true;
    ctx.site.addFeature(
      {
        kind: 'magma',
        shape: ellipseAt(pt(b.x, b.y + ry * 0.4), rx, ry),
        place: c.id,
        name: first ? `${kind} magma` : null,
      },
      ctx.stamp,
    );
  };
  const channel = (from: Point, to: Point) =>
    ctx.site.addFeature(
      {
        kind: 'magma',
        shape: {
          kind: 'polyline',
          points: [from, pt((from.x + to.x) / 2 + 0.4, (from.y + to.y) / 2), to],
          width: 0.2,
        },
        name: 'magma channel',
      },
      ctx.stamp,
    );
  let left = 4;
  switch (row.id) {
    case 'vent': {
      const c = cave(ctx, n, pointIn(ctx, n, 'magma chamber'), 3, 1.6);
      if (c) {
        places.push(c);
        pool(c, 1, 0.4);
        const b = centreOf(c);
        channel(pt(b.x, b.y - 0.6), pt(b.x + 0.6, page.surfaceY));
        ctx.site.addFeature(
          {
            kind: 'volcano',
            shape: ellipseAt(pt(b.x + 0.6, page.surfaceY), 0.6, 0.3),
            name: 'vent',
          },
          ctx.stamp,
        );
      }
      break;
    }
    case 'river': {
      const { x0, x1 } = xSpan(s);
      const line: Point[] = [];
      for (let x = x0 + 0.3, i = 0; x <= x1 - 0.29; x += 1.5, i++) {
        const sp = spanAt(s, x)!;
        line.push(pt(x, sp.top + (sp.bottom - sp.top) * 0.6 + (i % 2 ? 0.15 : -0.15)));
      }
      ctx.site.addFeature(
        {
          kind: 'magma',
          shape: { kind: 'polyline', points: line, width: 0.3 },
          name: `${kind} magma river`,
        },
        ctx.stamp,
      );
      for (let i = 1; i < line.length; i += 3) pts.push(line[i]!);
      break;
    }
    case 'lake': {
      const c = cave(ctx, n, pointIn(ctx, n, 'magma cavern'), 3.2, 1.6);
      if (c) {
        places.push(c);
        pool(c, 1.1, 0.4);
      }
      break;
    }
    case 'lakes': {
      const c = cave(ctx, n, pointIn(ctx, n, 'magma cavern'), 3.6, 1.8);
      const k = ctx.d(4, 'magma lakes');
      if (c) {
        places.push(c);
        const b = centreOf(c);
        for (let i = 0; i < k; i++)
          ctx.site.addFeature(
            {
              kind: 'magma',
              shape: ellipseAt(pt(b.x - 1.1 + i * 0.75, b.y + 0.35), 0.3, 0.2),
              place: c.id,
            },
            ctx.stamp,
          );
      }
      left = k + 1;
      break;
    }
    case 'sea': {
      const m = middle(s);
      const c = cave(ctx, n, m.c, m.w * 0.85, m.h * 0.8);
      if (c && c.shape.kind === 'ellipse') {
        places.push(c);
        pool(c, c.shape.rx * 0.8, c.shape.ry * 0.5);
      }
      left = 8;
      break;
    }
    case 'pools':
    case 'channels': {
      const k = ctx.d(4, 'magma caves') + 1;
      for (let i = 0; i < k; i++) {
        const c = cave(ctx, n, pointIn(ctx, n, 'magma cave'), 1.2, 1);
        if (!c) continue;
        places.push(c);
        pool(c, 0.4, 0.2);
      }
      if (row.id === 'channels') {
        places.sort((a, b) => centreOf(a).x - centreOf(b).x);
        for (let i = 1; i < places.length; i++) {
          const t = connect(ctx, places[i - 1]!, places[i]!, 'natural', null, 'magma-channel');
          ctx.site.addFeature(
            {
              kind: 'magma',
              shape: { kind: 'polyline', points: t.tunnel.path, width: 0.15 },
              name: null,
            },
            ctx.stamp,
          );
        }
      }
      left = places.length;
      break;
    }
    case 'downflow': {
      const c = cave(ctx, n, pointIn(ctx, n, 'magma cave'), 1.6, 1.2);
      if (c) {
        places.push(c);
        pool(c, 0.5, 0.3);
        const b = centreOf(c);
        channel(pt(b.x, b.y + 0.4), pt(b.x - 0.4, page.height - 0.05));
      }
      break;
    }
  }
  for (const p of places) pts.push(centreOf(p));
  resource(ctx, 'magma', n, places[0] ?? null, pts, left, kind);
  ctx.emit(
    'magma',
    `Stratum ${n}: ${row.text} (${kind}).`,
    [],
    places.map((p) => p.id),
  );
}

/** Table 6: biomes, with the optional d6 ecosystem always rolled. */
export function rollBiome(ctx: Ctx, n: number): void {
  const s = ctx.strata[n - 1]!;
  const { row } = ctx.table(10, BIOME, `Biome, stratum ${n}`);
  const eco = ECOSYSTEM[ctx.d(6, 'ecosystem type') - 1]!;
  const nature = flavour(ctx, BIOME_NATURES);
  const name = `${eco} biome`;
  ctx.emit('ecosystem', `Stratum ${n}'s biome is ${eco} (${nature}).`);
  const places: Place[] = [];
  switch (row.id) {
    case 'half':
    case 'whole': {
      const m = middle(s, row.id === 'half' ? 0.25 + ctx.int(0, 5, 'biome: where') / 10 : 0.5);
      const c = cave(
        ctx,
        n,
        m.c,
        m.w * (row.id === 'half' ? 0.48 : 0.88),
        m.h * 0.8,
        name,
        'biome-cave',
      );
      if (c) places.push(c);
      break;
    }
    case 'caves':
      ctx.emit('biome', `Stratum ${n}: ${row.text}.`);
      places.push(...rollCaves(ctx, n).caves);
      if (places.length === 0) {
        const c = cave(ctx, n, pointIn(ctx, n, 'biome cave'), 1.4, 1);
        if (c) places.push(c);
      }
      for (const p of places) p.role = 'biome-cave';
      break;
    case 'water':
      ctx.emit('biome', `Stratum ${n}: ${row.text}.`);
      places.push(...rollWater(ctx, n, eco));
      s.feature = 'biome';
      return;
  }
  for (const p of places) {
    p.name = p.name ?? null;
    ctx.site.addFeature({ kind: 'biome', shape: p.shape, place: p.id, name: null }, ctx.stamp);
  }
  if (places[0]) places[0].name = name;
  resource(ctx, 'biome', n, places[0] ?? null, places.map(centreOf), 4, eco);
  ctx.emit(
    'biome',
    `Stratum ${n}: ${row.text} — a ${eco} biome.`,
    [],
    places.map((p) => p.id),
  );
}

/** The d10 Surface Features table. */
export function surfaceFeatures(ctx: Ctx): void {
  const { row, roll } = ctx.table(10, SURFACE, 'Surface Features');
  const page = ctx.world.page;
  const W = page.width;
  const biomes = (k: number, spans: readonly [number, number][] | null = null) => {
    const out: string[] = [];
    for (let i = 0; i < k; i++) {
      const [x0, x1] = spans?.[i] ?? [(W * i) / k, (W * (i + 1)) / k];
      const kind = TERRESTRIAL[ctx.flavour.int(0, TERRESTRIAL.length - 1)]!;
      out.push(kind);
      ctx.site.addFeature(
        {
          kind: 'biome',
          shape: rectAt(pt((x0 + x1) / 2, page.surfaceY - 0.35), x1 - x0 - 0.4, 0.5),
          name: kind,
        },
        ctx.stamp,
      );
      const pts = [pt((x0 + x1) / 2, page.surfaceY - 0.2)];
      ctx.addResource({
        kind: 'surface-biome',
        place: null,
        points: pts,
        stratum: 0,
        feature: null,
        left: 4,
        flavour: kind,
      });
    }
    return out;
  };
  const shallow = (x: number) => pt(x, page.surfaceY + 0.6);
  let text = '';
  switch (row.id) {
    case 'biomes':
      text = `${roll} small biomes: ${biomes(roll).join(', ')}`;
      break;
    case 'lake': {
      const l = W / 2 - 2;
      ctx.site.addFeature(
        {
          kind: 'lake',
          shape: rectAt(pt(W / 2, page.surfaceY - 0.15), 4, 0.3),
          name: 'surface lake',
        },
        ctx.stamp,
      );
      ctx.addResource({
        kind: 'water',
        place: null,
        points: [pt(W / 2, page.surfaceY)],
        stratum: 0,
        feature: null,
        left: 4,
        flavour: 'lake',
      });
      text = `a lake between ${biomes(2, [
        [0, l],
        [l + 4, W],
      ]).join(' and ')}`;
      break;
    }
    case 'one-biome':
      text = `one ${biomes(1)[0]} across the land`;
      break;
    case 'gems': {
      const k = ctx.d(4, 'surface gems') + 2;
      const pts: Point[] = [];
      for (let i = 0; i < k; i++) {
        const p = shallow(ctx.int(10, (W - 1) * 10, 'surface gem: x') / 10);
        pts.push(p);
        ctx.site.addFeature(
          { kind: 'gems', shape: ellipseAt(p, 0.4, 0.3), name: 'surface gems' },
          ctx.stamp,
        );
      }
      ctx.addResource({
        kind: 'gems',
        place: null,
        points: pts,
        stratum: 1,
        feature: null,
        left: k,
        flavour: 'surface',
      });
      text = `${k} gems in the ground under a ${biomes(1)[0]}`;
      break;
    }
    case 'ore': {
      const k = ctx.d(6, 'surface ore');
      const pts: Point[] = [];
      for (let i = 0; i < k; i++) {
        const p = shallow(ctx.int(10, (W - 1) * 10, 'surface ore: x') / 10);
        pts.push(p);
        ctx.site.addFeature(
          { kind: 'ore', shape: ellipseAt(p, 0.45, 0.3), name: 'surface ore' },
          ctx.stamp,
        );
      }
      ctx.addResource({
        kind: 'ore',
        place: null,
        points: pts,
        stratum: 1,
        feature: null,
        left: k,
        flavour: oreKind(ctx),
      });
      text = `${k} pockets of ore under a ${biomes(1)[0]}`;
      break;
    }
    case 'oasis': {
      const x = ctx.int(4, W - 4, 'the one biome: where');
      text = `a small ${biomes(1, [[x - 3, x + 3]])[0]} in a wasteland`;
      break;
    }
    case 'wasteland':
      text = 'a wasteland without biomes';
      break;
  }
  ctx.primordial = { ...ctx.primordial, surface: text };
  ctx.emit('surface-features', `On the surface: ${text}.`);
}
