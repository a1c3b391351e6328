/**
 * The Demon civilization (hthad-2008-rules.txt, "Demon Civilization"): a pit of princes, a
 * tunnel worm that digs every tunnel, sacrifices, palaces and charnel shrines, bound demons in
 * the four feature constructions, and three ends (the last prince goes home, all perish, war
 * with heaven when the worm breaks the surface).
 */
import {
  boxOf,
  distanceToPolyline,
  ellipseAt,
  HALF_FINGER,
  INCH,
  pt,
  shapeGap,
  type Feature,
  type Place,
  type Point,
  type Token,
} from '../world';
import { contains, centre } from '../world/geometry';
import type { Ctx } from './context';
import type { CivBehaviour, CivState } from './civ-types';
import { civTokens, endCivilization, group } from './civ-common';
import { addRoom, connect, digDirection, digToward } from './draw';
import { addGroup, caveComplex } from './primordial';
import { COMPASS, DEMON_FEATURE_CONSTRUCTION } from './tables';

const princes = (ctx: Ctx, civ: CivState): Token[] => civTokens(ctx, civ, ['demon-prince']);
const wormAt = (ctx: Ctx, civ: CivState): Place => ctx.site.place(civ.works.worm!);

/** Demon setup: beasts if the world has none, then the pit of ten princes at the bottom. */
export function demonSetup(ctx: Ctx, civ: CivState): void {
  if (!ctx.world.tokens.some((t) => t.role === 'beast')) caveComplex(ctx);
  const { width, height } = ctx.world.page;
  const x = ctx.int(30, Math.round((width - 3) * 10), 'demon pit: where') / 10;
  const g = group(ctx, civ.group);
  const pit = addRoom(ctx, {
    role: 'demon-pit',
    near: pt(x, height - INCH),
    w: 4.4,
    h: 2.2,
    round: true,
    owner: g.id,
    gap: 0.3,
  })!;
  pit.name = 'the Demon Pit';
  g.home = pit.id;
  for (let i = 0; i < civ.tuning.pitPrinces; i++)
    ctx.addToken('population', 'demon-prince', g.id, pit.id);
  civ.works = { pit: pit.id, worm: pit.id };
  ctx.emit(
    'civilization-setup',
    `Year 0 of the Demonic Age: ${civ.tuning.pitPrinces} princes of ${civ.name} are cast into the Pit; the tunnel worm stirs.`,
    [g.id],
    [pit.id],
  );
}

/** Spring: infighting kills one prince. */
export function demonSpring(ctx: Ctx, civ: CivState): void {
  civ.sacrificesThisYear = 0;
  const victim = princes(ctx, civ).at(-1);
  if (!victim) return;
  ctx.destroyToken(victim.id);
  civ.deathsThisYear++;
  ctx.emit(
    'demon-spring',
    `Spring: infighting in the Pit kills a prince of ${civ.name}.`,
    [civ.group],
    [civ.works.pit!],
  );
}

/** The ● a tunnel worm hunts: any not of the demons, never bound demons nor the wyrm. */
function prey(ctx: Ctx, civ: CivState): Token[] {
  return ctx.world.tokens.filter(
    (t) =>
      t.kind === 'population' &&
      !(t.owner !== null && civ.groups.includes(t.owner)) &&
      !['bound-demon', 'demon', 'wyrm', 'tunnel-worm'].includes(t.role),
  );
}

/** "one of the Snikgut", or "a lone beast" for a bead no group owns. */
function victimName(ctx: Ctx, t: Token): string {
  return t.owner ? `one of the ${group(ctx, t.owner).name}` : `a lone ${t.role.replace(/-/g, ' ')}`;
}

/** Move the worm's carried ○ with it. */
function moveWorm(ctx: Ctx, civ: CivState, to: Place): void {
  const from = civ.works.worm!;
  for (const t of ctx.world.tokens.filter(
    (x) => x.place === from && x.owner === civ.group && x.role === 'hoard',
  ))
    ctx.moveToken(t.id, to.id);
  civ.works.worm = to.id;
}

/** Summer: sacrifice at the worm's lair (a palace), or hunt a finger toward the nearest prey (a charnel shrine). */
export function demonSummer(ctx: Ctx, civ: CivState): void {
  const here = wormAt(ctx, civ);
  const victim = prey(ctx, civ).find((t) => t.place === here.id);
  if (victim) {
    const who = victimName(ctx, victim);
    ctx.destroyToken(victim.id);
    civ.sacrificesThisYear++;
    const palace = demonPalace(ctx, civ);
    civ.built.push({
      id: 'demon-palace',
      year: ctx.year,
      place: palace?.id ?? null,
      by: civ.group,
    });
    ctx.emit(
      'demon-palace',
      `Summer: ${who} is sacrificed at the worm's lair; a Demon Palace is carved.`,
      [civ.group],
      palace ? [palace.id] : [],
    );
    return;
  }
  const targets = prey(ctx, civ);
  if (targets.length === 0) {
    ctx.emit('demon-summer', `Summer: the tunnel worm finds nothing living to hunt.`, [civ.group]);
    return;
  }
  // Beads share places: measure each place once.
  const gaps = new Map<string, number>();
  for (const t of targets)
    if (!gaps.has(t.place)) gaps.set(t.place, shapeGap(here.shape, ctx.site.place(t.place).shape));
  const dmin = Math.min(...gaps.values());
  const target = ctx.pick(
    targets.filter((t) => gaps.get(t.place) === dmin),
    'worm: nearest prey',
  );
  const tp = ctx.site.place(target.place);
  // Within a move along the tunnels? A search bounded by the move settles exactly the places
  // the full search puts within it, at the same distances.
  const inStep = ctx.site.graph().distances([here.id], civ.tuning.wormStep).has(tp.id);
  let reached = false;
  let lair: Place;
  if (inStep) {
    // Policy: follow an existing tunnel when the prey is already within a move along it.
    lair = tp;
    reached = true;
  } else {
    const dig = digToward(ctx, here, centre(tp.shape), civ.tuning.wormStep, 'demonic', civ.group, {
      targetPlace: tp,
      endRole: 'worm-lair',
      endSize: 1,
      role: 'worm',
    });
    lair = dig.end;
    reached = dig.reached;
  }
  moveWorm(ctx, civ, lair);
  if (!reached) {
    ctx.emit(
      'demon-summer',
      `Summer: the tunnel worm bores a finger toward prey.`,
      [civ.group],
      [lair.id],
    );
    return;
  }
  const who = victimName(ctx, target);
  ctx.destroyToken(target.id);
  civ.sacrificesThisYear++;
  const shrine = addRoom(ctx, {
    role: 'charnel-shrine',
    near: centre(lair.shape),
    w: 1,
    h: 1,
    owner: civ.group,
    marks: ['tomb'],
    gap: 0.2,
  });
  civ.built.push({
    id: 'charnel-shrine',
    year: ctx.year,
    place: shrine?.id ?? null,
    by: civ.group,
  });
  if (shrine) {
    if (!ctx.site.graph().connected(shrine.id, lair.id))
      connect(ctx, shrine, lair, 'demonic', 'tunnel', civ.group);
    ctx.addToken('treasure', 'artifact', civ.group, shrine.id);
  }
  ctx.emit(
    'charnel-shrine',
    `Summer: the tunnel worm takes ${who}; a Charnel Shrine marks the kill.`,
    [civ.group],
    shrine ? [shrine.id] : [],
  );
}

/** A Demon Palace by the Pit: a prince leaves the civilization to dwell there with 1○. */
function demonPalace(ctx: Ctx, civ: CivState): Place | null {
  const pit = ctx.site.place(civ.works.pit!);
  const palace = addRoom(ctx, {
    role: 'demon-palace',
    near: centre(pit.shape),
    w: 1.5,
    h: 1,
    owner: civ.group,
    gap: 0.3,
  });
  if (!palace) return null;
  connect(ctx, palace, pit, 'demonic', 'tunnel', civ.group);
  const p = princes(ctx, civ).at(-1);
  if (p) {
    // It stays on this plane, no longer of the civilization: a lone monster in its palace.
    const lone = addGroup(ctx, 'wandering', 'demons', ctx.names.next('demons'), palace.id);
    lone.alignment = 'chaotic';
    ctx.moveToken(p.id, palace.id, { owner: lone.id, role: 'demon' });
  }
  ctx.addToken('treasure', 'artifact', null, palace.id);
  return palace;
}

/** Fall: the worm gathers 1○ lying within half a finger of its lair. */
export function demonFall(ctx: Ctx, civ: CivState): void {
  const lair = wormAt(ctx, civ);
  const near = ctx.world.tokens.filter(
    (t) =>
      t.kind === 'treasure' &&
      t.place !== lair.id &&
      shapeGap(lair.shape, ctx.site.place(t.place).shape) <= HALF_FINGER,
  );
  const t = near[0];
  if (!t) return;
  ctx.moveToken(t.id, lair.id, { owner: civ.group, role: 'hoard' });
  ctx.emit('demon-fall', `Fall: the tunnel worm drags 1○ to its nest.`, [civ.group], [lair.id]);
}

/** Bind a prince from the Pit into a construction (a wandering monster from now on). */
function bind(ctx: Ctx, civ: CivState, place: Place): boolean {
  const p = princes(ctx, civ).at(-1);
  if (!p) return false;
  const bound = addGroup(
    ctx,
    'bound-demon',
    'demons',
    `the demon of the ${place.name ?? place.role}`,
    place.id,
  );
  bound.alignment = 'chaotic';
  ctx.moveToken(p.id, place.id, { owner: bound.id, role: 'bound-demon' });
  return true;
}

/** Where a tunnel path meets a feature, if it does. */
export function meets(
  path: readonly Point[],
  f: Feature,
  encountered: readonly string[],
): Point | null {
  if (f.kind === 'plague') return f.place && encountered.includes(f.place) ? centre(f.shape) : null;
  const a = path[0]!;
  const b = path[path.length - 1]!;
  // The samples lie on the segment a–b (rounded to 1/100 bead): a feature whose box, widened by
  // the reach to a vein, is clear of the segment's box meets none of them.
  const box = boxOf(f.shape);
  const margin = (f.shape.kind === 'polyline' ? 0.4 : 0) + 0.01;
  if (
    Math.min(a.x, b.x) > box.x1 + margin ||
    Math.max(a.x, b.x) < box.x0 - margin ||
    Math.min(a.y, b.y) > box.y1 + margin ||
    Math.max(a.y, b.y) < box.y0 - margin
  )
    return null;
  for (let i = 0; i <= 40; i++) {
    const p = pt(a.x + ((b.x - a.x) * i) / 40, a.y + ((b.y - a.y) * i) / 40);
    if (
      f.shape.kind === 'polyline'
        ? distanceToPolyline(p, f.shape.points) <= 0.4
        : contains(f.shape, p)
    )
      return p;
  }
  return null;
}

/** Winter: with no sacrifice this year the worm digs a finger in a random direction; features met bring constructions. */
export function demonWinter(ctx: Ctx, civ: CivState): void {
  if (civ.sacrificesThisYear > 0) return;
  const dir = COMPASS[ctx.d(8, 'worm: direction') - 1]!;
  const here = wormAt(ctx, civ);
  const dig = digDirection(
    ctx,
    here,
    dir.dx,
    dir.dy,
    civ.tuning.wormStep,
    'demonic',
    civ.group,
    'worm-lair',
  );
  moveWorm(ctx, civ, dig.end);
  ctx.emit(
    'demon-winter',
    `Winter: the hungry worm bores ${dir.title}.`,
    [civ.group],
    [dig.end.id],
  );
  if (dig.surfaced) {
    const field = ctx.site.addPlace(
      {
        kind: 'surface-site',
        role: 'battlefield',
        shape: ellipseAt(centre(dig.end.shape), 1, 0.4),
        owner: civ.group,
        joinTunnels: false,
      },
      ctx.stamp,
    );
    endCivilization(
      ctx,
      civ,
      BEHAVIOUR,
      'war-with-heaven',
      `The tunnel worm breaks the surface: ${civ.name} make war with heaven, and the Pit empties.`,
    );
    ctx.site.mark(field.id, 'battlefield');
    return;
  }
  const encountered = [...dig.tunnel.encountered, dig.end.id];
  for (const row of DEMON_FEATURE_CONSTRUCTION) {
    for (const f of ctx.world.features.filter(
      (x) => x.kind === row.feature && x.state === 'active',
    )) {
      if (civ.works[`bound:${f.id}`]) continue;
      const at = meets(dig.tunnel.tunnel.path, f, encountered);
      if (!at) continue;
      civ.works[`bound:${f.id}`] = row.id;
      const near = row.id === 'bile-pit' ? pt(at.x, at.y + 1.5) : at;
      const room = addRoom(ctx, {
        role: row.id,
        near,
        w: 1.2,
        h: 1,
        owner: civ.group,
        gap: 0.2,
        maxRadius: 4,
      });
      if (!room) continue;
      room.name = row.title;
      civ.built.push({ id: row.id, year: ctx.year, place: room.id, by: civ.group });
      connect(ctx, room, dig.end, 'demonic', 'tunnel', civ.group);
      const bound = bind(ctx, civ, room);
      for (let i = 0; i < row.treasure; i++) ctx.addToken('treasure', 'artifact', null, room.id);
      ctx.emit(
        'demon-binding',
        `The worm meets ${row.feature.replace('-', ' ')}: ${/^[AEIOU]/.test(row.title) ? 'an' : 'a'} ${row.title}${bound ? ' with a demon bound to it' : ''}.`,
        [civ.group],
        [room.id],
      );
    }
  }
}

/** After each season: the last prince goes home; none left ends the age. */
export function demonChecks(ctx: Ctx, civ: CivState): void {
  const left = princes(ctx, civ);
  if (left.length === 1) {
    ctx.destroyToken(left[0]!.id);
    ctx.emit('demon-returns', `The last prince of ${civ.name} returns to its own realm.`, [
      civ.group,
    ]);
    endCivilization(
      ctx,
      civ,
      BEHAVIOUR,
      'returned-to-realm',
      `No prince remains in the Pit; the Demonic Age ends.`,
    );
  } else if (left.length === 0)
    endCivilization(
      ctx,
      civ,
      BEHAVIOUR,
      'perished',
      `The princes of ${civ.name} have perished; the Demonic Age ends.`,
    );
}

/** Demons leave the worm as a ● and the Pit as a plague 1 cavern; any princes left go home. */
function demonCleanup(ctx: Ctx, civ: CivState): void {
  for (const t of civTokens(ctx, civ)) {
    if (t.role === 'demon-prince') ctx.destroyToken(t.id);
    else ctx.convertToken(t.id, { owner: null, role: t.role });
  }
  const worm = addGroup(ctx, 'wandering', 'demons', 'the tunnel worm', civ.works.worm!);
  worm.alignment = 'chaotic';
  ctx.addToken('population', 'tunnel-worm', worm.id, civ.works.worm!);
  const pit = ctx.site.place(civ.works.pit!);
  ctx.site.addFeature({ kind: 'plague', shape: pit.shape, place: pit.id, amount: 1 }, ctx.stamp);
  ctx.site.mark(pit.id, 'plague');
}

export const BEHAVIOUR: CivBehaviour = {
  setup: demonSetup,
  seasons: { spring: demonSpring, summer: demonSummer, fall: demonFall, winter: demonWinter },
  population: (ctx, civ) => princes(ctx, civ).length,
  casualties(ctx, civ, n) {
    let dead = 0;
    for (const t of princes(ctx, civ).reverse().slice(0, n)) {
      ctx.destroyToken(t.id);
      dead++;
    }
    return dead;
  },
  fightsBeasts: false,
  afterSeason: demonChecks,
  cleanup: demonCleanup,
};
