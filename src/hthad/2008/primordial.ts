/**
 * The Primordial Age: three rolls on the Primordial Events table, laying down ore, caverns,
 * rivers, beasts and perhaps an ancient wyrm (hthad-2008-rules.txt, "The Primordial Age").
 * Here, what each event lays down; the table is rolled in early-ages.ts.
 */
import { nearestPocketEdge } from './advanced/pocket';
import {
  countsAsUnderground,
  dist,
  ellipseAt,
  FINGER,
  groundedPath,
  groundY,
  HALF_FINGER,
  pt,
  rowY,
  THUMB,
  type Group,
  type GroupKind,
  type Place,
  type Point,
} from '../world';
import { centre } from '../world/geometry';
import { distinctName } from '../world/names';
import { plainConstructor, youngList } from '../world/young';
import type { Ctx } from './context';
import { openingAt } from './advanced/terrain';
import { addRoom, connect, landing } from './draw';
import {
  GROUP_TRAITS,
  LIMITS,
  NATURAL_CAVERNS,
  NATURAL_CAVERNS_STOP,
  UNDERGROUND_RIVER,
} from './tables';

/** A triangle half a finger on a side at p, pointing to the nearest page corner. */
export function mithralTriangle(ctx: Ctx, p: Point): Point[] {
  const { width, height } = ctx.world.page;
  const corners = [pt(0, 0), pt(width, 0), pt(0, height), pt(width, height)];
  let corner = corners[0]!;
  for (const c of corners) if (dist(p, c) < dist(p, corner)) corner = c;
  const a = Math.atan2(corner.y - p.y, corner.x - p.x);
  const r = HALF_FINGER / Math.sqrt(3);
  return [0, 1, 2].map((k) =>
    pt(
      p.x + r * Math.cos(a + (k * 2 * Math.PI) / 3),
      p.y + r * Math.sin(a + (k * 2 * Math.PI) / 3),
    ),
  );
}

/** Event 1: two mithral triangles where two dice fall. */
export function mithral(ctx: Ctx): void {
  const ids: string[] = [];
  for (let i = 0; i < 2; i++) {
    const p = landing(ctx, `mithral die ${i + 1}`);
    const f = ctx.site.addFeature(
      { kind: 'mithral', shape: { kind: 'polygon', points: mithralTriangle(ctx, p) }, amount: 2 },
      ctx.stamp,
    );
    ids.push(f.id);
  }
  ctx.emit('mithral', 'Mithral ore forms in two places.');
}

/**
 * A group as the first ages record it: the keys in the order written here (a constructor, not a
 * literal, so the record stays young: see young.ts).
 */
const GroupRecord = plainConstructor(function (
  this: { -readonly [K in keyof Group]: Group[K] },
  id: string,
  kind: GroupKind,
  culture: string,
  name: string,
  home: string | null,
  made: Group['made'],
) {
  this.id = id;
  this.kind = kind;
  this.culture = culture;
  this.name = name;
  this.alignment = null;
  this.parent = null;
  this.home = home;
  this.zoc = youngList();
  this.state = 'active';
  this.made = made;
  this.ended = null;
  this.end = null;
  this.traits = youngList();
  for (const t of GROUP_TRAITS[kind]) this.traits.push(t);
});

/** A primordial group (beasts, the wyrm). */
export function addGroup(
  ctx: Ctx,
  kind: GroupKind,
  culture: string,
  name: string,
  home: string | null,
): Group {
  const g: Group = new GroupRecord(
    `g${ctx.world.next.group++}`,
    kind,
    culture,
    distinctName(ctx.world.groups, name),
    home,
    ctx.stamp,
  );
  ctx.world.groups.push(g);
  ctx.world.revision++;
  return g;
}

/** A natural cave about `size` beads across, as near p as there is room. */
export function naturalCave(
  ctx: Ctx,
  p: Point,
  size = 1,
  role: Place['role'] = 'natural-cave',
): Place | null {
  return addRoom(ctx, {
    kind: 'cave',
    role,
    near: p,
    w: size,
    h: size * 0.8,
    round: true,
    gap: 0.3,
    sealed: 'undiscovered',
  });
}

/** Events 2–3: natural caverns, one d8 per cave, until a 6 or six caves. */
export function naturalCaverns(ctx: Ctx): void {
  for (let n = 1; n <= NATURAL_CAVERNS_STOP.maxCaves; n++) {
    const { row, roll } = ctx.table(8, NATURAL_CAVERNS, 'Natural Caverns');
    const p = landing(ctx, 'natural cavern');
    const cave = naturalCave(ctx, p);
    if (!cave) {
      ctx.emit('natural-cavern', `Natural cavern (${roll}): no room left on the page.`);
    } else naturalCavern(ctx, cave, row.id, roll);
    if (roll === NATURAL_CAVERNS_STOP.roll) return;
  }
  ctx.emit('natural-caverns-end', `Six caverns formed; no more.`);
}

/** Fill one natural cavern according to its Natural Caverns result. */
export function naturalCavern(
  ctx: Ctx,
  cave: Place,
  id: (typeof NATURAL_CAVERNS)[number]['id'],
  roll: number,
): void {
  const c = centre(cave.shape);
  switch (id) {
    case 'through-tunnel': {
      const dir = ctx.d(4, 'direction of the passing tunnel');
      const angle = ((dir - 1) * Math.PI) / 4;
      const dx = (Math.cos(angle) * FINGER) / 2;
      const dy = (Math.sin(angle) * FINGER) / 2;
      const { width, height, surfaceY } = ctx.world.page;
      const clampP = (q: Point): Point =>
        pt(
          Math.max(0.3, Math.min(width - 0.3, q.x)),
          Math.max(surfaceY + 0.3, Math.min(height - 0.3, q.y)),
        );
      const a = ctx.site.addPlace(
        {
          kind: 'junction',
          role: 'tunnel-end',
          shape: ellipseAt(clampP(pt(c.x - dx, c.y - dy)), 0.2),
          joinTunnels: false,
          sealed: 'undiscovered',
        },
        ctx.stamp,
      );
      const b = ctx.site.addPlace(
        {
          kind: 'junction',
          role: 'tunnel-end',
          shape: ellipseAt(clampP(pt(c.x + dx, c.y + dy)), 0.2),
          joinTunnels: false,
          sealed: 'undiscovered',
        },
        ctx.stamp,
      );
      ctx.site.addTunnel(
        {
          style: 'natural',
          role: 'tunnel',
          path: [centre(a.shape), c, centre(b.shape)],
          from: a.id,
          to: b.id,
        },
        ctx.stamp,
      );
      ctx.emit(
        'natural-cavern',
        `Natural cavern (${roll}): a tunnel a finger long runs through it.`,
        [],
        [cave.id],
      );
      return;
    }
    case 'plague': {
      const n = ctx.d(4, 'plague strength');
      ctx.site.addFeature(
        { kind: 'plague', shape: cave.shape, place: cave.id, amount: n },
        ctx.stamp,
      );
      ctx.site.mark(cave.id, 'plague');
      ctx.emit('natural-cavern', `Natural cavern (${roll}): plague ${n}.`, [], [cave.id]);
      return;
    }
    case 'gemstones': {
      const n = ctx.d(4, 'gemstones');
      ctx.site.addFeature(
        { kind: 'gems', shape: cave.shape, place: cave.id, amount: n },
        ctx.stamp,
      );
      for (let i = 0; i < n; i++) ctx.addToken('treasure', 'gems', null, cave.id);
      ctx.emit('natural-cavern', `Natural cavern (${roll}): gemstones, ${n}○.`, [], [cave.id]);
      return;
    }
    case 'empty':
      ctx.emit('natural-cavern', `Natural cavern (${roll}): empty.`, [], [cave.id]);
      return;
    case 'beast': {
      cave.role = 'beast-cave';
      const g = addGroup(ctx, 'primordial-beasts', 'beasts', ctx.names.next('monsters'), cave.id);
      ctx.addToken('population', 'beast', g.id, cave.id);
      ctx.emit(
        'natural-cavern',
        `Natural cavern (${roll}): a primordial beast, the ${g.name}.`,
        [g.id],
        [cave.id],
      );
      return;
    }
    case 'fate':
      ctx.site.addFeature(
        { kind: 'fate', shape: cave.shape, place: cave.id, amount: 1 },
        ctx.stamp,
      );
      ctx.site.mark(cave.id, 'fate');
      ctx.emit('natural-cavern', `Natural cavern (${roll}): Fate waits here.`, [], [cave.id]);
      return;
    case 'water':
    case 'magma':
      ctx.site.addFeature({ kind: id, shape: cave.shape, place: cave.id, amount: 1 }, ctx.stamp);
      ctx.site.mark(cave.id, id);
      ctx.emit('natural-cavern', `Natural cavern (${roll}): filled with ${id}.`, [], [cave.id]);
      return;
  }
}

/** Event 4: a gold vein from a d6 row on the left to a d6 row on the right. */
export function goldVein(ctx: Ctx): void {
  const a = ctx.d(6, 'gold vein: left row');
  const b = ctx.d(6, 'gold vein: right row');
  const { width } = ctx.world.page;
  // Under a rift or valley the vein runs beneath its floor (a flat page keeps the line).
  const points = groundedPath(ctx.world.page, [
    pt(0, rowY(ctx.world.page, a)),
    pt(width, rowY(ctx.world.page, b)),
  ]);
  ctx.site.addFeature(
    {
      kind: 'gold-vein',
      shape: { kind: 'polyline', points, width: 0.3 },
      amount: Math.floor(width / THUMB),
    },
    ctx.stamp,
  );
  ctx.emit('gold-vein', `A vein of gold runs from row ${a} on the left to row ${b} on the right.`);
}

/** A surface entrance straight above x, joined to a place with a natural tunnel. */
export function linkToSurface(
  ctx: Ctx,
  place: Place,
  style: 'natural' | 'dwarven' = 'natural',
): Place {
  const c = centre(place.shape);
  // Over a rift or valley the way up opens into it (underground), not onto the surface.
  const top = openingAt(ctx, c.x, { shape: (p) => ellipseAt(p, 0.3) });
  ctx.site.addTunnel(
    { style, role: 'tunnel', path: [top.point, c], from: top.place.id, to: place.id },
    ctx.stamp,
  );
  return top.place;
}

/** Pocket Universe: a natural way from a place out to the surface on a side or the bottom of the page. */
export function linkToPocketEdge(ctx: Ctx, place: Place, at: Point): Place {
  const top = ctx.site.addPlace(
    { kind: 'entrance', role: 'entrance', shape: ellipseAt(at, 0.3), joinTunnels: false },
    ctx.stamp,
  );
  ctx.site.addTunnel(
    {
      style: 'natural',
      role: 'tunnel',
      path: [at, centre(place.shape)],
      from: top.id,
      to: place.id,
    },
    ctx.stamp,
  );
  return top;
}

/** Event 5: three linked caves of primordial beasts near where the die fell. */
export function caveComplex(ctx: Ctx, at?: Point): void {
  const p = at ?? landing(ctx, 'cave complex');
  const g = addGroup(ctx, 'primordial-beasts', 'beasts', ctx.names.next('monsters'), null);
  const caves: Place[] = [];
  const offsets = [pt(0, 0), pt(2, 0.6), pt(-1.5, 1.4)];
  for (const o of offsets) {
    const cave = addRoom(ctx, {
      kind: 'cave',
      role: 'beast-cave',
      near: pt(p.x + o.x, p.y + o.y),
      w: 1,
      h: 0.8,
      round: true,
      gap: 0.4,
      owner: g.id,
      sealed: 'undiscovered',
    });
    if (cave) caves.push(cave);
  }
  g.home = caves[0]?.id ?? null;
  for (let i = 1; i < caves.length; i++)
    connect(ctx, caves[i - 1]!, caves[i]!, 'natural', 'tunnel', null);
  const surfaced: string[] = [];
  for (const cave of caves) {
    ctx.addToken('population', 'beast', g.id, cave.id);
    const c = centre(cave.shape);
    const edge = nearestPocketEdge(ctx.alternateWorld, ctx.world.page, c);
    if (c.y - ctx.world.page.surfaceY <= HALF_FINGER) surfaced.push(linkToSurface(ctx, cave).id);
    else if (edge && edge.distance <= HALF_FINGER)
      surfaced.push(linkToPocketEdge(ctx, cave, edge.point).id);
  }
  if (surfaced.length > 0) for (const cave of caves) cave.sealed = null;
  ctx.emit(
    'cave-complex',
    `A cave complex of primordial beasts, the ${g.name}${surfaced.length > 0 ? ', open to the surface' : ''}.`,
    [g.id],
    [...caves.map((c) => c.id), ...surfaced],
  );
}

/** Event 6 (and the Great River): an underground river from a d6 row across the page. */
export function undergroundRiver(ctx: Ctx): void {
  const page = ctx.world.page;
  const start = ctx.d(6, 'river: starting row');
  let x = 0;
  let y = rowY(page, start);
  const points: Point[] = [pt(x, y)];
  const made: string[] = [];
  const steps: string[] = [];
  for (let i = 0; i < LIMITS.riverSteps && x < page.width; i++) {
    const { row } = ctx.table(10, UNDERGROUND_RIVER, 'Underground River');
    steps.push(row.id);
    const x0 = x;
    switch (row.id) {
      case 'across':
        x += FINGER;
        break;
      case 'slope-up':
        x += FINGER;
        y -= THUMB;
        break;
      case 'slope-down':
        x += FINGER;
        y = Math.min(page.height - 0.5, y + THUMB);
        break;
      case 'cave':
        x += FINGER;
        break;
      case 'waterfall': {
        const top = pt(x, y);
        y = Math.min(page.height - 0.5, y + HALF_FINGER);
        ctx.site.addFeature(
          {
            kind: 'waterfall',
            shape: { kind: 'polyline', points: [top, pt(x, y)], width: 0.4 },
            amount: 1,
          },
          ctx.stamp,
        );
        break;
      }
    }
    if (y <= page.surfaceY) {
      // The river breaks the surface: a lake, then it angles down again.
      const lx = Math.min(x, page.width - 1);
      // The lake lies on the ground (a mountainside, the floor of a rift or valley: there it
      // counts as underground).
      const ly = groundY(page, lx);
      points.push(pt(lx, ly));
      const lake = ctx.site.addPlace(
        {
          kind: countsAsUnderground(page, pt(lx, ly)) ? 'cave' : 'surface-site',
          role: 'lake',
          shape: ellipseAt(pt(lx, ly), 1.2, 0.4),
          joinTunnels: false,
        },
        ctx.stamp,
      );
      ctx.site.addFeature(
        { kind: 'lake', shape: lake.shape, place: lake.id, amount: 1 },
        ctx.stamp,
      );
      made.push(lake.id);
      y = page.surfaceY + 1;
      x = lx + 1;
    }
    points.push(pt(Math.min(x, page.width), y));
    if (row.id === 'cave') {
      const mid = pt((x0 + Math.min(x, page.width)) / 2, y);
      const cave = naturalCave(ctx, mid);
      if (cave) {
        ctx.site.addFeature(
          { kind: 'water', shape: cave.shape, place: cave.id, amount: 1 },
          ctx.stamp,
        );
        made.push(cave.id);
        if (y - page.surfaceY <= THUMB) {
          // Near the surface the river cave opens as a sinkhole (our reading of the cut-off row);
          // under a rift or valley it opens into that instead.
          const top = linkToSurface(ctx, cave);
          if (top.kind === 'entrance') {
            top.role = 'sinkhole';
            ctx.site.addFeature(
              { kind: 'sinkhole', shape: top.shape, place: top.id, amount: 1 },
              ctx.stamp,
            );
          }
          cave.sealed = null;
          made.push(top.id);
        }
      }
    }
  }
  const name = ctx.names.next('kingdom');
  ctx.site.addFeature(
    {
      kind: 'river',
      name: `River ${name}`,
      shape: { kind: 'polyline', points: groundedPath(page, points), width: 0.4 },
      amount: 1,
    },
    ctx.stamp,
  );
  ctx.emit(
    'underground-river',
    `The River ${name} rises at row ${start} and runs ${steps.join(', ')} off the page.`,
    [],
    made,
  );
}

/** Event 7: an ancient wyrm in a two-bead cavern with 1● and 1○. */
export function ancientWyrm(ctx: Ctx): void {
  const p = landing(ctx, 'ancient wyrm');
  const cave = addRoom(ctx, {
    kind: 'cave',
    role: 'wyrm-cave',
    near: p,
    w: 2,
    h: 1.5,
    round: true,
    gap: 0.4,
    sealed: 'undiscovered',
  });
  if (!cave) {
    ctx.emit('ancient-wyrm', 'An ancient wyrm finds no room to lair.');
    return;
  }
  const name = ctx.names.next('wyrm');
  cave.name = name;
  const g = addGroup(ctx, 'wyrm', 'wyrm', name, cave.id);
  cave.owner = g.id;
  ctx.addToken('population', 'wyrm', g.id, cave.id);
  ctx.addToken('treasure', 'hoard', g.id, cave.id);
  ctx.emit('ancient-wyrm', `${name} the ancient wyrm makes its lair.`, [g.id], [cave.id]);
}
