/**
 * The Great Disaster: a new tracing sheet, every bead carried over, one roll on the Great
 * Disaster table (hthad-2008-rules.txt, "The Great Disaster"). Here, what each disaster does;
 * the age and its table are played in early-ages.ts.
 */
import {
  countsAsUnderground,
  ellipseAt,
  FINGER,
  groundPoint,
  INCH,
  pt,
  rockTop,
  sunkenAt,
  THUMB,
  type Place,
  type Point,
} from '../world';
import { openingAt } from './advanced/terrain';
import { centre, hypot } from '../world/geometry';
import type { Ctx } from './context';
import { addRoom, landing, routePath } from './draw';
import { linkToSurface, naturalCave } from './primordial';
import { isPocket } from './advanced/pocket';

function edgePlace(ctx: Ctx, p: Point, wanted: 'edge' | 'entrance'): Place {
  // In the Pocket Universe a rift that runs off a side or the bottom opens on the surface there.
  const kind = wanted === 'edge' && isPocket(ctx.alternateWorld) ? 'entrance' : wanted;
  return ctx.site.addPlace(
    {
      kind,
      role: kind === 'edge' ? 'page-edge' : 'entrance',
      shape: ellipseAt(p, 0.2),
      joinTunnels: false,
    },
    ctx.stamp,
  );
}

/** A natural passage between two places, cut as a ragged line. */
function fissure(ctx: Ctx, a: Place, b: Place, aboveGround = false): string {
  const path = routePath(
    ctx,
    centre(a.shape),
    centre(b.shape),
    'natural',
    [a.id, b.id],
    aboveGround,
  );
  return ctx.site.addTunnel(
    { style: 'natural', role: 'fissure', path, from: a.id, to: b.id },
    ctx.stamp,
  ).tunnel.id;
}

/** A short crossing passage, one finger long, centred on p. */
function crossCut(ctx: Ctx, p: Point, vertical: boolean): void {
  const h = FINGER / 2;
  const { width, height } = ctx.world.page;
  const clampP = (q: Point): Point =>
    pt(
      Math.max(0.3, Math.min(width - 0.3, q.x)),
      Math.max(rockTop(ctx.world.page, q.x) + 0.3, Math.min(height - 0.3, q.y)),
    );
  const a = ctx.site.addPlace(
    {
      kind: 'junction',
      role: 'tunnel-end',
      shape: ellipseAt(clampP(vertical ? pt(p.x, p.y - h) : pt(p.x - h, p.y)), 0.2),
      joinTunnels: false,
    },
    ctx.stamp,
  );
  const b = ctx.site.addPlace(
    {
      kind: 'junction',
      role: 'tunnel-end',
      shape: ellipseAt(clampP(vertical ? pt(p.x, p.y + h) : pt(p.x + h, p.y)), 0.2),
      joinTunnels: false,
    },
    ctx.stamp,
  );
  ctx.site.addTunnel(
    {
      style: 'natural',
      role: 'fissure',
      path: [centre(a.shape), centre(b.shape)],
      from: a.id,
      to: b.id,
    },
    ctx.stamp,
  );
}

/** 1–3: a ragged cave from left to right and one from top to bottom, each crossed twice. */
export function earthquake(ctx: Ctx): void {
  const { width, height, surfaceY } = ctx.world.page;
  const ly =
    ctx.int(
      Math.round((surfaceY + 1) * 10),
      Math.round((height - 1) * 10),
      'earthquake: left point',
    ) / 10;
  const ry =
    ctx.int(
      Math.round((surfaceY + 1) * 10),
      Math.round((height - 1) * 10),
      'earthquake: right point',
    ) / 10;
  const tx = ctx.int(20, Math.round((width - 2) * 10), 'earthquake: top point') / 10;
  const bx = ctx.int(20, Math.round((width - 2) * 10), 'earthquake: bottom point') / 10;
  const left = edgePlace(ctx, pt(0.2, ly), 'edge');
  const right = edgePlace(ctx, pt(width - 0.2, ry), 'edge');
  // Over a rift or valley the fissure opens into it (underground), else onto the ground.
  const top = sunkenAt(ctx.world.page, tx)
    ? openingAt(ctx, tx, { shape: (p) => ellipseAt(p, 0.2) }).place
    : edgePlace(ctx, groundPoint(ctx.world.page, tx), 'entrance');
  const bottom = edgePlace(ctx, pt(bx, height - 0.2), 'edge');
  const h = ctx.site.tunnel(fissure(ctx, left, right));
  const v = ctx.site.tunnel(fissure(ctx, top, bottom));
  for (const [t, vertical] of [
    [h, true],
    [v, false],
  ] as const) {
    for (const frac of [1 / 3, 2 / 3]) {
      const p =
        t.path[Math.min(t.path.length - 1, Math.max(0, Math.round((t.path.length - 1) * frac)))]!;
      crossCut(ctx, p, vertical);
    }
  }
  ctx.emit(
    'earthquake',
    'The earth shakes: great rifts open across and down the world.',
    [],
    [left.id, right.id, top.id, bottom.id],
  );
}

/** 4: a lava chamber in the bottom inch, a volcanic shaft and a cone at the surface. */
export function volcanicEruption(ctx: Ctx): void {
  const { height } = ctx.world.page;
  const p = landing(ctx, 'volcanic eruption', { y0: height - INCH, y1: height - 1.2 });
  const chamber = addRoom(ctx, {
    kind: 'cave',
    role: 'lava-chamber',
    near: p,
    w: THUMB * 2,
    h: THUMB * 1.5,
    round: true,
    gap: 0.2,
    marks: ['magma'],
  });
  if (!chamber) {
    ctx.emit('volcanic-eruption', 'The volcano finds no room and smoulders out.');
    return;
  }
  ctx.site.addFeature(
    { kind: 'magma', shape: chamber.shape, place: chamber.id, amount: 1 },
    ctx.stamp,
  );
  const cone = linkToSurface(ctx, chamber);
  // Under a rift or valley the shaft breaks into it (underground): no cone stands there.
  const above = cone.kind === 'entrance';
  if (above) {
    cone.role = 'volcanic-cone';
    ctx.site.addFeature(
      {
        kind: 'volcano',
        name: ctx.names.next('wyrm') + ' Mount',
        shape: cone.shape,
        place: cone.id,
        amount: 1,
      },
      ctx.stamp,
    );
  }
  ctx.emit(
    'volcanic-eruption',
    above
      ? 'A volcano erupts: a lava chamber below, a shaft and a smoking cone above.'
      : `A volcano erupts: a lava chamber below, its shaft breaking into the ${cone.role}.`,
    [],
    [chamber.id, cone.id],
  );
}

/** 6: plague 1 in every natural cave cut off from the sides of the page; else three new plague caves. */
export function plague(ctx: Ctx): void {
  const graph = ctx.site.graph();
  const sides = ctx.world.places
    .filter((p) => p.kind === 'entrance' || p.kind === 'edge' || p.kind === 'surface-site')
    .map((p) => p.id);
  const open = graph.reached(sides);
  const caves = ctx.world.places.filter((p) => p.kind === 'cave' && !open.has(p.id));
  const marked: string[] = [];
  if (caves.length > 0) {
    for (const cave of caves) {
      ctx.site.addFeature(
        { kind: 'plague', shape: cave.shape, place: cave.id, amount: 1 },
        ctx.stamp,
      );
      ctx.site.mark(cave.id, 'plague');
      marked.push(cave.id);
    }
    ctx.emit(
      'plague',
      `Plague settles in ${caves.length} sealed cave${caves.length === 1 ? '' : 's'}.`,
      [],
      marked,
    );
    return;
  }
  const at = largestEmptySpot(ctx);
  for (const o of [pt(-1.5, 0), pt(1.5, 0), pt(0, 1.5)]) {
    const cave = naturalCave(ctx, pt(at.x + o.x, at.y + o.y));
    if (!cave) continue;
    ctx.site.addFeature(
      { kind: 'plague', shape: cave.shape, place: cave.id, amount: 1 },
      ctx.stamp,
    );
    ctx.site.mark(cave.id, 'plague');
    marked.push(cave.id);
  }
  ctx.emit('plague', 'Plague breeds in three new caves in the emptiest deep.', [], marked);
}

/** The underground point farthest from every place (a grid search; ties keep the first). */
export function largestEmptySpot(ctx: Ctx): Point {
  const { width, height, surfaceY } = ctx.world.page;
  let best = pt(width / 2, (surfaceY + height) / 2);
  let bd = -1;
  const centres = ctx.world.places.map((p) => centre(p.shape));
  for (let y = surfaceY + 2; y <= height - 2; y += 1)
    for (let x = 2; x <= width - 2; x += 1) {
      let d = Math.min(y - surfaceY, height - y, x, width - x);
      // d only falls: once it is no more than the best, this point cannot win.
      for (let i = 0; i < centres.length && d > bd; i++) {
        const c = centres[i]!;
        d = Math.min(d, hypot(c.x - x, c.y - y));
      }
      if (d > bd) {
        bd = d;
        best = pt(x, y);
      }
    }
  return best;
}

/** 7: a meteorite crater at a random surface point with 1○, and three natural tunnels outward. */
export function fallenStar(ctx: Ctx): void {
  const { width } = ctx.world.page;
  const x = ctx.int(20, Math.round((width - 2) * 10), 'fallen star: where it lands') / 10;
  // It strikes the ground; on a rift or valley floor the crater counts as underground.
  const ground = groundPoint(ctx.world.page, x);
  const crater = ctx.site.addPlace(
    {
      kind: countsAsUnderground(ctx.world.page, ground) ? 'cave' : 'surface-site',
      role: 'crater',
      shape: ellipseAt(pt(x, ground.y + 0.3), 1, 0.6),
      joinTunnels: false,
    },
    ctx.stamp,
  );
  ctx.site.addFeature(
    {
      kind: 'meteorite',
      name: ctx.names.next('artifact'),
      shape: crater.shape,
      place: crater.id,
      amount: 1,
    },
    ctx.stamp,
  );
  ctx.addToken('treasure', 'loot', null, crater.id);
  const made = [crater.id];
  for (const angle of [135, 90, 45]) {
    const a = (angle * Math.PI) / 180;
    const end = pt(
      Math.max(0.3, Math.min(width - 0.3, x + Math.cos(a) * FINGER)),
      ground.y + 0.3 + Math.sin(a) * FINGER,
    );
    const tip = ctx.site.addPlace(
      { kind: 'junction', role: 'tunnel-end', shape: ellipseAt(end, 0.2), joinTunnels: false },
      ctx.stamp,
    );
    ctx.site.addTunnel(
      {
        style: 'natural',
        role: 'tunnel',
        path: [centre(crater.shape), end],
        from: crater.id,
        to: tip.id,
      },
      ctx.stamp,
    );
    made.push(tip.id);
  }
  ctx.emit(
    'fallen-star',
    'A star falls: a crater with a treasure, three tunnels radiating below.',
    [],
    made,
  );
}
