/** The Dwarven civilization: setup, the four seasons, the construction table 3–10, the three ends. */
import { describe, expect, it } from 'vitest';
import { checkEncounters, endCivilization } from '../../../src/hthad/2008/civ-common';
import { CIV_BEHAVIOUR, endIfExtinct, playSeason } from '../../../src/hthad/2008/civilization';
import type { CivState } from '../../../src/hthad/2008/civ-types';
import type { Ctx } from '../../../src/hthad/2008/context';
import { connect } from '../../../src/hthad/2008/draw';
import { BEHAVIOUR } from '../../../src/hthad/2008/dwarves';
import { addGroup } from '../../../src/hthad/2008/primordial';
import { ellipseAt, pt, shapeGap, THUMB, type Place } from '../../../src/hthad/world';
import { centre } from '../../../src/hthad/world/geometry';
import { beads, cave, scriptedCtx, startCiv } from './helpers';

/** Dwarves on a gold vein along row 2 (the setup rolls the vein: 2, 2). */
function dwarves(): { ctx: Ctx; civ: CivState } {
  const ctx = scriptedCtx([2, 2]);
  const civ = startCiv(ctx, 'dwarves');
  ctx.year = 1;
  return { ctx, civ };
}
const own = (ctx: Ctx, civ: CivState, role: Place['role']) =>
  ctx.world.places.filter((p) => p.owner === civ.group && p.role === role);
function grow(ctx: Ctx, civ: CivState, to: number): void {
  const b = own(ctx, civ, 'barracks')[0]!;
  while (beads(ctx, civ, 'dwarf') < to) ctx.addToken('population', 'dwarf', civ.group, b.id);
}

describe('Dwarven setup', () => {
  it('creates a gold vein if there is no ore, sinks a shaft onto it, a mine with 1○ and a barracks with 1●', () => {
    const { ctx, civ } = dwarves();
    expect(ctx.world.features.filter((f) => f.kind === 'gold-vein')).toHaveLength(1);
    const shaft = ctx.site.tunnel(civ.works.shaft!);
    expect(shaft.style).toBe('dwarven');
    expect(shaft.path[0]!.y).toBe(ctx.world.page.surfaceY);
    expect(shaft.path[0]!.x).toBe(shaft.path[1]!.x);
    const [mine] = own(ctx, civ, 'mine');
    const [barracks] = own(ctx, civ, 'barracks');
    expect(ctx.world.tokens.filter((t) => t.place === mine!.id).map((t) => t.role)).toEqual([
      'dwarven-loot',
    ]);
    expect(ctx.world.tokens.filter((t) => t.place === barracks!.id).map((t) => t.role)).toEqual([
      'dwarf',
    ]);
    expect(ctx.site.graph().connected(civ.works.entrance!, barracks!.id)).toBe(true);
    expect(ctx.site.graph().connected(barracks!.id, mine!.id)).toBe(true);
  });
  it('uses existing mithral instead of making a vein', () => {
    const ctx = scriptedCtx([]);
    ctx.site.addFeature(
      {
        kind: 'mithral',
        shape: { kind: 'polygon', points: [pt(10, 9), pt(12.5, 9), pt(11.25, 11)] },
        amount: 2,
      },
      ctx.stamp,
    );
    startCiv(ctx, 'dwarves');
    expect(ctx.world.features.map((f) => f.kind)).toEqual(['mithral']);
  });
  it('sinks the shaft onto a vein just under the surface (row 1, 1: seeds egjzx, s748), with no second vein', () => {
    const ctx = scriptedCtx([1, 1]);
    const civ = startCiv(ctx, 'dwarves');
    // The book only asks for ore under the surface: a shallow vein takes the shaft as it is.
    expect(ctx.world.features.filter((f) => f.kind === 'gold-vein')).toHaveLength(1);
    const shaft = ctx.site.tunnel(civ.works.shaft!);
    expect(shaft.path[0]!.x).toBe(shaft.path[1]!.x);
    const [mine] = own(ctx, civ, 'mine');
    expect(ctx.world.features[0]!.mined).toBe(1);
    expect(ctx.world.tokens.filter((t) => t.place === mine!.id).map((t) => t.role)).toEqual([
      'dwarven-loot',
    ]);
    expect(beads(ctx, civ, 'dwarf')).toBe(1);
  });
  it('lets the shaft pass through a cave when no ore lies under clear rock', () => {
    const ctx = scriptedCtx([4, 4]);
    // Caves a bead apart along the whole page just above row 4: no clear shaft reaches the vein.
    const y = ctx.world.page.rows[3]! - 1.2;
    for (let x = 0.6; x < ctx.world.page.width; x += 1)
      ctx.site.addPlace(
        { kind: 'cave', role: 'natural-cave', shape: ellipseAt(pt(x, y), 0.6, 0.5) },
        ctx.stamp,
      );
    const civ = startCiv(ctx, 'dwarves');
    expect(ctx.world.features.filter((f) => f.kind === 'gold-vein')).toHaveLength(1);
    const shaft = ctx.site.tunnel(civ.works.shaft!);
    expect(shaft.path[1]!.y).toBeGreaterThan(y);
  });
});

describe('The Dwarven year', () => {
  it('spring: gathers loose ○ into a storeroom and a new barracks with 1● for each', () => {
    const { ctx, civ } = dwarves();
    playSeason(ctx, civ, 'spring');
    expect(beads(ctx, civ, 'dwarf')).toBe(2);
    const store = own(ctx, civ, 'storeroom')[0]!;
    expect(
      ctx.world.tokens.filter((t) => t.place === store.id && t.role === 'dwarven-loot'),
    ).toHaveLength(1);
    // Stored ○ are not gathered again.
    playSeason(ctx, civ, 'spring');
    expect(beads(ctx, civ, 'dwarf')).toBe(2);
  });
  it('summer: mines ore within half a finger, 1○ in a thumb-sized mine', () => {
    const { ctx, civ } = dwarves();
    const vein = ctx.world.features[0]!;
    playSeason(ctx, civ, 'summer');
    expect(own(ctx, civ, 'mine')).toHaveLength(2);
    expect(vein.mined).toBe(2);
    const mine = own(ctx, civ, 'mine')[1]!;
    expect(mine.shape).toMatchObject({ kind: 'rect', w: THUMB });
    expect(
      ctx.world.tokens.filter((t) => t.place === mine.id && t.kind === 'treasure'),
    ).toHaveLength(1);
  });
  it('summer: tunnels a finger toward ore out of reach', () => {
    const { ctx, civ } = dwarves();
    ctx.world.features[0]!.state = 'spent';
    ctx.site.addFeature(
      {
        kind: 'mithral',
        shape: { kind: 'polygon', points: [pt(2, 19), pt(4.5, 19), pt(3.25, 17)] },
        amount: 2,
      },
      ctx.stamp,
    );
    const before = ctx.world.tunnels.length;
    playSeason(ctx, civ, 'summer');
    const dug = ctx.world.tunnels.slice(before);
    expect(dug).toHaveLength(1);
    expect(dug[0]!.length).toBeLessThanOrEqual(5.01);
    expect(own(ctx, civ, 'mine')).toHaveLength(1);
  });
  it('summer: with no unmined ore left, 1● emigrates', () => {
    const { ctx, civ } = dwarves();
    grow(ctx, civ, 3);
    for (const f of ctx.world.features) f.mined = f.amount;
    playSeason(ctx, civ, 'summer');
    expect(beads(ctx, civ, 'dwarf')).toBe(2);
    expect(ctx.events.at(-1)!.rule).toBe('dwarven-emigration');
  });
  it('winter: a death brings a tomb with one Dwarven ○', () => {
    const { ctx, civ } = dwarves();
    grow(ctx, civ, 3);
    BEHAVIOUR.casualties(ctx, civ, 1);
    civ.deathsThisYear = 1;
    playSeason(ctx, civ, 'winter');
    const tomb = own(ctx, civ, 'tomb')[0]!;
    expect(tomb.marks).toContain('tomb');
    expect(ctx.world.tokens.filter((t) => t.place === tomb.id).map((t) => t.role)).toEqual([
      'dwarven-treasure',
    ]);
  });
  it('winter: no deaths, no tomb', () => {
    const { ctx, civ } = dwarves();
    playSeason(ctx, civ, 'winter');
    expect(own(ctx, civ, 'tomb')).toHaveLength(0);
  });
});

describe('Dwarven Construction (fall, by population)', () => {
  const fallAt = (pop: number, prepare?: (ctx: Ctx, civ: CivState) => void) => {
    const { ctx, civ } = dwarves();
    prepare?.(ctx, civ);
    grow(ctx, civ, pop);
    playSeason(ctx, civ, 'fall');
    return { ctx, civ };
  };
  it('below 3: nothing', () => {
    expect(fallAt(2).civ.built).toEqual([]);
  });
  it('3 Workshops, joined to a mine', () => {
    const { ctx, civ } = fallAt(3);
    expect(civ.built.map((b) => b.id)).toEqual(['workshops']);
    const ws = own(ctx, civ, 'workshops');
    expect(ws.length).toBeGreaterThanOrEqual(2);
    expect(ctx.site.graph().connected(ws[0]!.id, own(ctx, civ, 'mine')[0]!.id)).toBe(true);
  });
  it('4 Great Hall: named, 1○ Dwarven Treasure, joined to the shaft', () => {
    const { ctx, civ } = fallAt(4);
    const hall = own(ctx, civ, 'great-hall')[0]!;
    expect(hall.name).toMatch(/Hall$/);
    expect(ctx.world.tokens.filter((t) => t.place === hall.id).map((t) => t.role)).toEqual([
      'dwarven-treasure',
    ]);
    expect(ctx.site.graph().connected(hall.id, civ.works.entrance!)).toBe(true);
  });
  it('5 Exploratory Shaft: a thumb deeper', () => {
    const { ctx, civ } = dwarves();
    const y0 = centre(ctx.site.place(civ.works.shaftBottom!).shape).y;
    grow(ctx, civ, 5);
    playSeason(ctx, civ, 'fall');
    expect(centre(ctx.site.place(civ.works.shaftBottom!).shape).y).toBeCloseTo(y0 + THUMB, 1);
    expect(civ.ended).toBeNull();
  });
  it('5 Exploratory Shaft hitting the bottom of the page ends the Dwarven Age', () => {
    const { civ } = fallAt(5, (ctx, civ) => {
      const deep = ctx.site.addPlace(
        {
          kind: 'junction',
          role: 'tunnel-end',
          shape: ellipseAt(pt(14, 19.8), 0.2),
          owner: civ.group,
        },
        ctx.stamp,
      );
      civ.works.shaftBottom = deep.id;
    });
    expect(civ.ended).toBe('exploratory-shaft');
  });
  it('6 Hall Expansion: the Great Hall grows 2 beads longer', () => {
    const { ctx, civ } = fallAt(4);
    const hall = own(ctx, civ, 'great-hall')[0]!;
    const w = hall.shape.kind === 'rect' ? hall.shape.w : 0;
    grow(ctx, civ, 6);
    playSeason(ctx, civ, 'fall');
    expect(hall.shape.kind === 'rect' ? hall.shape.w : 0).toBe(w + 2);
  });
  it('7 Hall of Records: 1○ Dwarven Treasure, labelled, joined to the hall', () => {
    const { ctx, civ } = fallAt(7);
    const room = own(ctx, civ, 'hall-of-records')[0]!;
    expect(room.name).toBe('Hall of Records');
    expect(
      ctx.world.tokens.filter((t) => t.place === room.id && t.role === 'dwarven-treasure'),
    ).toHaveLength(1);
  });
  it('8 Dwarven City: a finger long, named, 1○', () => {
    const { ctx, civ } = fallAt(8);
    const city = own(ctx, civ, 'dwarven-city')[0]!;
    expect(city.shape).toMatchObject({ kind: 'rect', w: 5, h: 1 });
    expect(city.name).toMatch(/\w/);
    expect(ctx.site.graph().connected(city.id, civ.works.entrance!)).toBe(true);
  });
  it('9 Treasure Room: 2○, a thumb from all Dwarven works, never connected', () => {
    const { ctx, civ } = fallAt(9);
    const room = own(ctx, civ, 'treasure-room')[0]!;
    expect(
      ctx.world.tokens.filter((t) => t.place === room.id && t.role === 'dwarven-treasure'),
    ).toHaveLength(2);
    expect(ctx.site.graph().neighbours(room.id)).toHaveLength(0);
    for (const p of ctx.world.places.filter((x) => x.owner === civ.group && x.id !== room.id))
      expect(shapeGap(p.shape, room.shape)).toBeGreaterThanOrEqual(THUMB - 0.01);
  });
  it('10 They Delve Too Deep: a shaft to the bottom, the age ends', () => {
    const { ctx, civ } = fallAt(10);
    expect(civ.ended).toBe('delved-too-deep');
    const shaft = ctx.world.tunnels.at(-1)!;
    expect(shaft.path.at(-1)!.y).toBeCloseTo(ctx.world.page.height - 0.2, 1);
  });
  it('never builds the same construction twice', () => {
    const { ctx, civ } = fallAt(4);
    playSeason(ctx, civ, 'fall');
    expect(civ.built.map((b) => b.id)).toEqual(['great-hall']);
  });
});

describe('End of the Dwarven Age', () => {
  it('no dwarves left: the age ends', () => {
    const { ctx, civ } = dwarves();
    BEHAVIOUR.casualties(ctx, civ, 5);
    endIfExtinct(ctx, civ);
    expect(civ.ended).toBe('extinction');
  });
  it('removes dwarves and loot, leaves the Dwarven Treasures where they lie', () => {
    const { ctx, civ } = dwarves();
    grow(ctx, civ, 4);
    playSeason(ctx, civ, 'fall');
    playSeason(ctx, civ, 'spring');
    const hall = own(ctx, civ, 'great-hall')[0]!;
    endCivilization(ctx, civ, CIV_BEHAVIOUR.dwarves, 'test', 'ended');
    expect(
      ctx.world.tokens.filter((t) => t.role === 'dwarf' || t.role === 'dwarven-loot'),
    ).toHaveLength(0);
    const left = ctx.world.tokens.filter((t) => t.place === hall.id);
    expect(left.map((t) => [t.role, t.owner])).toEqual([['dwarven-treasure', null]]);
    expect(hall.state).toBe('abandoned');
  });
});

describe('Primordial effects on a civilization', () => {
  const meet = (make: (ctx: Ctx) => Place) => {
    const { ctx, civ } = dwarves();
    grow(ctx, civ, 3);
    const thing = make(ctx);
    connect(ctx, thing, own(ctx, civ, 'barracks')[0]!, 'natural', 'tunnel', null);
    checkEncounters(ctx, civ, BEHAVIOUR);
    return { ctx, civ, thing };
  };
  it('the wyrm takes 1○ tribute', () => {
    const { ctx, thing } = meet((ctx) => {
      const lair = cave(ctx, pt(24, 18), 'wyrm-cave');
      const g = addGroup(ctx, 'wyrm', 'wyrm', 'W', lair.id);
      lair.owner = g.id;
      return lair;
    });
    expect(ctx.world.tokens.filter((t) => t.place === thing.id && t.role === 'hoard')).toHaveLength(
      1,
    );
    expect(ctx.events.some((e) => e.rule === 'wyrm-tribute')).toBe(true);
  });
  it('plague kills its number', () => {
    const { ctx, civ } = meet((ctx) => {
      const c = cave(ctx, pt(24, 18));
      ctx.site.addFeature({ kind: 'plague', shape: c.shape, place: c.id, amount: 2 }, ctx.stamp);
      return c;
    });
    expect(beads(ctx, civ, 'dwarf')).toBe(1);
    expect(civ.deathsThisYear).toBe(2);
  });
  it('a primordial beast fights as a wandering monster: 1● each side', () => {
    const { ctx, civ, thing } = meet((ctx) => {
      const c = cave(ctx, pt(24, 18), 'beast-cave');
      ctx.addToken('population', 'beast', null, c.id);
      return c;
    });
    expect(beads(ctx, civ, 'dwarf')).toBe(2);
    expect(ctx.world.tokens.filter((t) => t.place === thing.id)).toHaveLength(0);
  });
  it('Fate ends the civilization and leaves an empty cave', () => {
    const { ctx, civ, thing } = meet((ctx) => {
      const c = cave(ctx, pt(24, 18));
      ctx.site.addFeature({ kind: 'fate', shape: c.shape, place: c.id, amount: 1 }, ctx.stamp);
      c.marks.push('fate');
      return c;
    });
    expect(civ.ended).toBe('fate');
    expect(thing.marks).not.toContain('fate');
    expect(ctx.world.features.find((f) => f.kind === 'fate')!.state).toBe('spent');
  });
});
