/**
 * The Primordial Age of the 2nd edition: the world shape and its strata, the creation story,
 * the nexus (an option), a feature per stratum with its sub-table, and the surface. Every roll
 * lands on the event that uses it; every resource a civilization may use is recorded.
 */
import { ellipseAt, pt, rectAt, type Point } from '../world/geometry';
import type { Place, Stratum } from '../world';
import { BEAD } from '../world';
import type { Ctx, NexusState, ResourceKind } from './context';
import { addRoom, connect, edgePlace, pointIn } from './draw';
import { layStrata, spanAt, WORLD_SHAPES, xSpan } from './strata';
import {
  BIOME,
  BIOME_NATURES,
  CAVE_KINDS,
  CAVE_REROLLS,
  CAVES,
  CREATION_STORY,
  ECOSYSTEM,
  ELEMENTAL_MANA,
  FAMILY_DRAMA,
  FEATURE,
  FEATURE_REROLLS,
  GEM_ORIGINS,
  GEMS,
  MADE_UP_NEXUS,
  MAGMA,
  MAGMA_KINDS,
  NEXUS,
  ORE,
  ORE_KINDS,
  PHASE_SUBSTANCE,
  STRATA_COUNT,
  SURFACE,
  TERRESTRIAL,
  WATER,
  WATER_KINDS,
  type FeatureId,
  type NexusId,
} from './tables';

/** Options the Primordial Age reads. */
export interface PrimordialOptions {
  readonly nexus: boolean;
}

/** Play the Primordial Age: one roll per step, each step an event (its years). */
export function primordialAge(ctx: Ctx, o: PrimordialOptions): void {
  ctx.enterAge('primordial');
  ctx.year = 1;
  worldShape(ctx);
  creationStory(ctx);
  ctx.checkpoint(false);
  let nexusStratum = 0;
  if (o.nexus) {
    ctx.year++;
    nexusStratum = ctx.int(1, ctx.strata.length, 'nexus: which stratum');
    rollNexus(ctx, nexusStratum);
    ctx.checkpoint(false);
  }
  for (const s of ctx.strata) {
    if (s.n === nexusStratum) continue;
    ctx.year++;
    strataFeature(ctx, s.n);
    ctx.checkpoint(false);
  }
  ctx.year++;
  surfaceFeatures(ctx);
  ctx.checkpoint(true);
}

/** The d6 world shape and its numbered strata (eight on a letter page). */
export function worldShape(ctx: Ctx): void {
  const roll = ctx.d(6, 'Primordial World');
  const shape = WORLD_SHAPES[roll - 1]!;
  const count = STRATA_COUNT[ctx.world.page.size as keyof typeof STRATA_COUNT] ?? 8;
  ctx.strata = layStrata(ctx.world.page, shape.id, count);
  ctx.world.page = { ...ctx.world.page, strata: ctx.strata };
  ctx.primordial = { ...ctx.primordial, world: roll };
  ctx.emit('primordial-world', `The world takes shape: ${shape.title}, in ${count} strata.`);
}

/** The d10 creation story: 7 rolls its tone, 10 rolls twice (both true). */
export function creationStory(ctx: Ctx): void {
  const tell = (depth: number): string[] => {
    const { row } = ctx.table(10, CREATION_STORY, 'Creation story');
    if (row.id === 'roll-twice') {
      // A 10 inside a 10 is read as the plainest story, so two rolls stay two.
      if (depth > 0) return ['natural forces and primordial chaos made it'];
      return [...tell(1), ...tell(1)];
    }
    if (row.id === 'family-drama') {
      const { row: t } = ctx.table(5, FAMILY_DRAMA, 'celestial family drama: tone');
      return [`${row.text} (${t.tone})`];
    }
    return [row.text];
  };
  const story = tell(0);
  ctx.primordial = { ...ctx.primordial, creation: story };
  ctx.emit('creation-story', `How the world came to be: ${story.join('; and ')}.`);
}

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
function flavour<T>(ctx: Ctx, list: readonly T[]): T {
  return list[ctx.flavour.int(0, list.length - 1)]!;
}

function oreKind(ctx: Ctx): string {
  return flavour(ctx, flavour(ctx, ORE_KINDS));
}

/* ---------------------------------------------------------------------------------------- */
/* Caves                                                                                    */

/** A cave in stratum n, as big as fits (shrinking), or null. */
function cave(
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

function centreOf(p: Place): Point {
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

/* ---------------------------------------------------------------------------------------- */
/* The nexus                                                                                */

/** Roll the d20 Nexus table for stratum n and lay the nexus down with its standing effects. */
export function rollNexus(ctx: Ctx, n: number): NexusState {
  const { row } = ctx.table(20, NEXUS, `Nexus, stratum ${n}`);
  const at = pointIn(ctx, n, 'nexus: where');
  const place =
    cave(ctx, n, at, 2.4, 1.4, row.title, 'nexus') ??
    ctx.site.addPlace(
      { kind: 'cave', role: 'nexus', shape: ellipseAt(at, 0.5), name: row.title },
      ctx.stamp,
    );
  const state: NexusState = {
    id: row.id,
    title: row.title,
    stratum: n,
    place: place.id,
    detail: null,
    effects: [],
    spent: [],
  };
  const detail = NEXUS_SETUP[row.id](ctx, state, place);
  const full: NexusState = { ...state, detail };
  ctx.primordial.nexus = full;
  ctx.strata[n - 1]!.feature = `nexus: ${row.title}`;
  ctx.addResource({
    kind: 'nexus',
    place: place.id,
    points: [centreOf(place)],
    stratum: n,
    feature: null,
    left: 1,
    flavour: row.id,
  });
  ctx.emit(
    'nexus',
    `A nexus in stratum ${n}: ${row.title}${detail ? ` (${detail})` : ''}.${full.effects.length ? ` It will ${full.effects.join('; ')}.` : ''}`,
    [],
    [place.id],
  );
  return full;
}

function beastGroup(ctx: Ctx, name: string, home: string, trait: string): string {
  const id = `g${ctx.world.next.group++}`;
  ctx.world.groups.push({
    id,
    kind: 'primordial-beasts',
    culture: 'beasts',
    name,
    alignment: null,
    parent: null,
    home,
    zoc: [],
    state: 'active',
    made: ctx.stamp,
    ended: null,
    end: null,
    traits: [trait],
  });
  return id;
}

/** What each nexus lays down now and which standing effects it records for later ages. */
export const NEXUS_SETUP: Readonly<
  Record<NexusId, (ctx: Ctx, s: NexusState, place: Place) => string | null>
> = {
  'mother-of-monsters': (ctx, s, p) => {
    const g = beastGroup(ctx, 'the Mother of Monsters', p.id, 'mother-of-monsters');
    for (let i = 0; i < 3; i++) ctx.addToken('population', 'beast', g, p.id);
    for (let i = 0; i < 2; i++) ctx.addToken('treasure', 'hoard', g, p.id);
    ctx.addResource({
      kind: 'monsters',
      place: p.id,
      points: [centreOf(p)],
      stratum: s.stratum,
      feature: null,
      left: 3,
      flavour: 'nexus-born',
    });
    s.effects.push('cost any civilization that meets her 1● a side');
    return null;
  },
  plague: (ctx, s, p) => {
    ctx.site.mark(p.id, 'plague');
    ctx.site.addFeature(
      { kind: 'plague', shape: p.shape, place: p.id, amount: 3, name: 'plague 3' },
      ctx.stamp,
    );
    s.effects.push('plague 3: the first group to explore in loses ●, and the plague goes');
    return 'plague 3';
  },
  fate: (ctx, s, p) => {
    ctx.site.mark(p.id, 'fate');
    ctx.site.addFeature({ kind: 'fate', shape: p.shape, place: p.id, name: 'Fate' }, ctx.stamp);
    s.effects.push('utterly end any group that explores into it');
    return null;
  },
  fault: (ctx, s, p) => {
    const W = ctx.world.page.width;
    const H = ctx.world.page.height;
    const c = centreOf(p);
    // Two random sides of the page (1 left, 2 right, 3 bottom, 4 top of the underground).
    const sides = [ctx.d(4, 'fault: first side'), ctx.d(4, 'fault: second side')];
    const edge = (k: number, t: number): Point =>
      k === 1
        ? pt(0.05, Math.min(H - 0.1, c.y + t))
        : k === 2
          ? pt(W - 0.05, Math.max(ctx.world.page.surfaceY, c.y - t))
          : k === 3
            ? pt(c.x + t, H - 0.05)
            : pt(c.x - t, ctx.world.page.surfaceY + 0.05);
    const line = [
      edge(sides[0]!, 1),
      c,
      edge(sides[1]! === sides[0]! ? (sides[0]! % 4) + 1 : sides[1]!, -1),
    ];
    ctx.site.addFeature(
      { kind: 'fault', shape: { kind: 'polyline', points: line, width: 0.1 }, name: 'the Fault' },
      ctx.stamp,
    );
    ctx.site.mark(p.id, 'fault');
    s.effects.push('drain water or magma it crosses into the fault');
    return null;
  },
  dungeonheart: (ctx, s, p) => {
    const g = beastGroup(ctx, 'the Dungeonheart', p.id, 'dungeonheart');
    for (let i = 0; i < 2; i++) ctx.addToken('population', 'beast', g, p.id);
    ctx.addResource({
      kind: 'monsters',
      place: p.id,
      points: [centreOf(p)],
      stratum: s.stratum,
      feature: null,
      left: 2,
      flavour: 'Dungeonheart',
    });
    s.effects.push('become a legendary treasure (❖) once its 2● are gone');
    return null;
  },
  gateway: (ctx, s, p) => {
    ctx.site.mark(p.id, 'gateway');
    s.effects.push(
      'be the way in of the next civilization or monster group to start in this stratum',
    );
    return null;
  },
  'cyclopean-complex': (ctx, s, p) => {
    const rooms = [p];
    for (let i = 0; i < 3; i++) {
      const r = addRoom(ctx, {
        kind: 'cave',
        role: 'nexus',
        near: pointIn(ctx, s.stratum, 'cyclopean chamber'),
        w: 1.6,
        h: 1.2,
        stratum: s.stratum,
      });
      if (r) rooms.push(r);
    }
    for (let i = 1; i < rooms.length; i++)
      connect(ctx, rooms[i - 1]!, rooms[i]!, 'dwarven', null, 'cyclopean-corridor');
    s.effects.push('stand as massive chambers and corridors for later ages');
    return `${rooms.length} chambers`;
  },
  'god-fragment': (ctx, s, p) => {
    ctx.addToken('treasure', 'artifact', null, p.id);
    ctx.site.mark(p.id, 'unmovable');
    s.effects.push('count as a treasure (○) that can never be moved');
    return null;
  },
  intellect: (ctx, s, p) => {
    ctx.site.mark(p.id, 'intellect');
    s.effects.push('watch over the ages, very old and very wise');
    return null;
  },
  bones: (ctx, s, p) => {
    ctx.site.mark(p.id, 'bones');
    s.effects.push('make the stratum a place of bones');
    return flavour(ctx, ['a huge skull', 'the rib cage of the sky', 'a spine of some titan']);
  },
  'magic-nexus': (ctx, s, p) => {
    ctx.site.mark(p.id, 'magic');
    s.effects.push('be a mystical site where the skeins of magic cross');
    return null;
  },
  'phase-shift': (ctx, s, p) => {
    const sub = PHASE_SUBSTANCE[ctx.d(4, 'phase shift: substance') - 1]!;
    ctx.site.mark(p.id, `phase:${sub}`);
    s.effects.push(`fill the area with ${sub}, which some creatures shun`);
    return sub;
  },
  radiation: (ctx, s, p) => {
    ctx.site.mark(p.id, 'radiation');
    s.effects.push('cost a civilization that encounters it 1●');
    return null;
  },
  darkness: (ctx, s, p) => {
    ctx.site.mark(p.id, 'darkness');
    s.effects.push('keep the area dark whatever light is brought');
    return null;
  },
  palace: (ctx, s, p) => {
    const rooms = [p];
    for (let i = 0; i < 3; i++) {
      const c = centreOf(p);
      const r = addRoom(ctx, {
        kind: 'cave',
        role: 'nexus',
        near: pt(c.x + (i - 1) * 2, c.y + (i === 1 ? -1.5 : 0.8)),
        w: 1.2,
        h: 1,
        name: null,
      });
      if (r) rooms.push(r);
    }
    for (let i = 1; i < rooms.length; i++) connect(ctx, p, rooms[i]!, 'elven', null, 'palace-hall');
    s.effects.push('stand as a crystal palace for later ages');
    return `${rooms.length} rooms`;
  },
  void: (ctx, s, p) => {
    ctx.site.mark(p.id, 'void');
    s.effects.push('open onto a bottomless, annihilating void');
    return null;
  },
  'elemental-nexus': (ctx, s, p) => {
    const mana = ELEMENTAL_MANA[ctx.flavour.int(0, ELEMENTAL_MANA.length - 1)]!;
    ctx.site.mark(p.id, `mana:${mana}`);
    s.effects.push(`leak ${mana} mana`);
    return mana;
  },
  'ley-lines': (ctx, s, p) => {
    const k = 3 + ctx.d(2, 'ley lines: 4 or 5');
    const st = ctx.strata[s.stratum - 1]!;
    const { x0, x1 } = xSpan(st);
    for (let i = 0; i < k; i++) {
      const a = pointIn(ctx, s.stratum, 'ley line: start');
      const next = ctx.strata[Math.min(ctx.strata.length, s.stratum + 1) - 1]!;
      const b = pointIn(ctx, next.n, 'ley line: end into the neighbouring stratum');
      ctx.site.addFeature(
        {
          kind: 'ley-line',
          shape: { kind: 'polyline', points: [pt(Math.max(x0, a.x), a.y), b], width: 0.05 },
          name: i === 0 ? 'ley lines' : null,
        },
        ctx.stamp,
      );
    }
    void x1;
    ctx.site.mark(p.id, 'ley-lines');
    s.effects.push('give a Magical monster spawning on a line one extra ★');
    return `${k} lines`;
  },
  crossroads: (ctx, s, p) => {
    const c = centreOf(p);
    for (const [dx, dy] of [
      [-4, 0],
      [4, 0],
      [0, -2],
      [0, 2],
    ] as const) {
      const end = ctx.site.addPlace(
        {
          kind: 'junction',
          role: 'tunnel-end',
          shape: ellipseAt(
            pt(
              Math.max(0.4, Math.min(ctx.world.page.width - 0.4, c.x + dx)),
              Math.max(
                ctx.world.page.surfaceY + 0.5,
                Math.min(ctx.world.page.height - 0.4, c.y + dy),
              ),
            ),
            0.2,
          ),
          joinTunnels: false,
        },
        ctx.stamp,
      );
      connect(ctx, p, end, 'natural', null, 'crossroads');
    }
    ctx.site.mark(p.id, 'no-dwelling');
    ctx.site.mark(p.id, 'crossroads');
    s.effects.push(
      'never be lived in; a monster that finds it gains +1 to trade, recruit or ally with others that found it',
    );
    return null;
  },
  'make-up': (ctx, s, p) => {
    const idea = MADE_UP_NEXUS[ctx.flavour.int(0, MADE_UP_NEXUS.length - 1)]!;
    p.name = idea.replace(/^an? /, '').replace(/^./, (ch) => ch.toUpperCase());
    s.effects.push('keep its mystery');
    return idea;
  },
};
