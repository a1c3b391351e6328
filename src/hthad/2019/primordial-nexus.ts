/**
 * The Primordial Age's nexus (hthad-2019-rules.txt): the d20 Nexus table, what each result lays
 * down now and the standing effects it records for the later ages. Split from primordial.ts.
 */
import { ellipseAt, pt, type Point } from '../world/geometry';
import type { Place } from '../world';
import type { Ctx, NexusState } from './context';
import { addRoom, connect, pointIn } from './draw';
import { xSpan } from './strata';
import { ELEMENTAL_MANA, MADE_UP_NEXUS, NEXUS, PHASE_SUBSTANCE, type NexusId } from './tables';
import { cave, centreOf, flavour } from './primordial-features';

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
