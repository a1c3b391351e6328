/** The Dark Elf civilization: the great city, colonies, the four seasons, both construction tables, revolts and ends. */
import { describe, expect, it } from 'vitest';
import { endCivilization } from '../../../src/hthad/2008/civ-common';
import { CIV_BEHAVIOUR, playSeason } from '../../../src/hthad/2008/civilization';
import type { CivState } from '../../../src/hthad/2008/civ-types';
import type { Ctx } from '../../../src/hthad/2008/context';
import { BEHAVIOUR, settlements } from '../../../src/hthad/2008/dark-elves';
import { connect, NetworkReach, networkOf } from '../../../src/hthad/2008/draw';
import {
  distanceToPolyline,
  ellipseAt,
  pt,
  shapeGap,
  type Place,
  type Shape,
} from '../../../src/hthad/world';
import { centre } from '../../../src/hthad/world/geometry';
import { cave, scriptedCtx, startCiv } from './helpers';

function elves(after?: (ctx: Ctx) => void): { ctx: Ctx; civ: CivState } {
  const ctx = scriptedCtx([]);
  const civ = startCiv(ctx, 'dark-elves');
  after?.(ctx);
  ctx.year = 1;
  return { ctx, civ };
}
/** After setup, all ore is mined out, so nothing can be mined unless a test adds it. */
const barren = (ctx: Ctx) => {
  for (const f of ctx.world.features) {
    f.mined = f.amount;
    f.state = 'spent';
  }
};
const n = (ctx: Ctx, gid: string, role: 'noble' | 'slave') =>
  ctx.world.tokens.filter((t) => t.owner === gid && t.role === role).length;
const cityId = (civ: CivState) => civ.works.city!;
const home = (ctx: Ctx, gid: string): Place =>
  ctx.site.place(ctx.world.groups.find((g) => g.id === gid)!.home!);
function setPop(ctx: Ctx, gid: string, nobles: number, slaves: number): void {
  const h = home(ctx, gid).id;
  for (const role of ['noble', 'slave'] as const) {
    const want = role === 'noble' ? nobles : slaves;
    const have = ctx.world.tokens.filter((t) => t.owner === gid && t.role === role);
    for (const t of have.slice(want)) ctx.destroyToken(t.id);
    for (let i = have.length; i < want; i++)
      ctx.addToken(role === 'noble' ? 'population' : 'treasure', role, gid, h);
  }
}
/** A gem cave `dx` beads beside the city hub. */
function gems(ctx: Ctx, civ: CivState, dx: number): Place {
  const c = centre(home(ctx, cityId(civ)).shape);
  const g = cave(ctx, pt(Math.min(27, c.x + dx), c.y - 3));
  ctx.addToken('treasure', 'gems', null, g.id);
  return g;
}

describe('Dark Elf setup', () => {
  it('makes mithral if there is no ore, a tunnel across the bottom two inches, 3 palaces above with ● and 3 pits below with ○', () => {
    const { ctx, civ } = elves();
    expect(ctx.world.features.filter((f) => f.kind === 'mithral')).toHaveLength(2);
    const t = ctx.site.tunnel(civ.works.greatTunnel!);
    expect(t.path[0]!.x).toBeLessThan(0.5);
    expect(t.path.at(-1)!.x).toBeGreaterThan(27.5);
    for (const end of [t.path[0]!, t.path.at(-1)!])
      expect(end.y).toBeGreaterThanOrEqual(ctx.world.page.height - 5);
    const hub = home(ctx, cityId(civ));
    expect(hub.name).toBe(civ.name);
    const palaces = ctx.world.places.filter((p) => p.role === 'noble-palace');
    const pits = ctx.world.places.filter((p) => p.role === 'slave-pit');
    expect(palaces).toHaveLength(3);
    expect(pits).toHaveLength(3);
    for (const p of palaces) expect(centre(p.shape).y).toBeLessThan(centre(hub.shape).y);
    for (const p of pits) expect(centre(p.shape).y).toBeGreaterThan(centre(hub.shape).y);
    expect([n(ctx, civ.group, 'noble'), n(ctx, civ.group, 'slave')]).toEqual([3, 3]);
  });
});

describe('The Dark Elf year', () => {
  it('spring with no colony site: the city gains 1○', () => {
    const { ctx, civ } = elves(barren);
    playSeason(ctx, civ, 'spring');
    expect(n(ctx, cityId(civ), 'slave')).toBe(4);
  });
  it('spring: more ● than ○ breeds 1●', () => {
    const { ctx, civ } = elves(barren);
    setPop(ctx, cityId(civ), 3, 2);
    playSeason(ctx, civ, 'spring');
    expect(n(ctx, cityId(civ), 'noble')).toBe(4);
  });
  it('spring: a gem site within a finger of the tunnels gets a colony of 1● and 1○ from the city', () => {
    const { ctx, civ } = elves(barren);
    gems(ctx, civ, 3);
    playSeason(ctx, civ, 'spring');
    const colonies = settlements(ctx, civ).filter((g) => g.kind === 'colony');
    expect(colonies).toHaveLength(1);
    expect([n(ctx, colonies[0]!.id, 'noble'), n(ctx, colonies[0]!.id, 'slave')]).toEqual([1, 1]);
    expect([n(ctx, cityId(civ), 'noble'), n(ctx, cityId(civ), 'slave')]).toEqual([2, 2]);
    expect(ctx.site.graph().connected(colonies[0]!.home!, home(ctx, cityId(civ)).id)).toBe(true);
  });
  it('spring: a site too far away draws a tunnel a finger toward it', () => {
    const { ctx, civ } = elves(barren);
    const far = cave(ctx, pt(centre(home(ctx, cityId(civ)).shape).x < 14 ? 26 : 2, 6));
    ctx.addToken('treasure', 'gems', null, far.id);
    const before = ctx.world.tunnels.length;
    playSeason(ctx, civ, 'spring');
    expect(settlements(ctx, civ)).toHaveLength(1);
    expect(ctx.world.tunnels.length).toBe(before + 1);
    expect(ctx.world.tunnels.at(-1)!.length).toBeLessThanOrEqual(5.01);
  });
  it('spring: no colony if the city cannot keep 1● and 1○', () => {
    const { ctx, civ } = elves(barren);
    setPop(ctx, cityId(civ), 2, 1);
    gems(ctx, civ, 3);
    playSeason(ctx, civ, 'spring');
    expect(settlements(ctx, civ)).toHaveLength(1);
  });
  it('summer: a colony mines a gem deposit and grows 1● (and 1○ if ● outnumber ○)', () => {
    const { ctx, civ } = elves(barren);
    const site = gems(ctx, civ, 3);
    ctx.addToken('treasure', 'gems', null, site.id);
    playSeason(ctx, civ, 'spring');
    const colony = settlements(ctx, civ)[1]!;
    playSeason(ctx, civ, 'summer');
    expect([n(ctx, colony.id, 'noble'), n(ctx, colony.id, 'slave')]).toEqual([2, 2]);
    expect(site.marks).toContain('mined');
  });
  it('spring: founding is an option the city declines when sending 1● 1○ would start a revolt', () => {
    const { ctx, civ } = elves(barren);
    setPop(ctx, cityId(civ), 3, 5);
    gems(ctx, civ, 3);
    playSeason(ctx, civ, 'spring');
    // 2● and 4○ would revolt at once: the city keeps its nobles home.
    expect(settlements(ctx, civ)).toHaveLength(1);
    expect([n(ctx, cityId(civ), 'noble'), n(ctx, cityId(civ), 'slave')]).toEqual([3, 5]);
    expect(ctx.events.some((e) => e.rule === 'slave-revolt')).toBe(false);
  });
  it('spring: 3● 4○ can spare a colony (2● 3○ stay calm), so it founds one', () => {
    const { ctx, civ } = elves(barren);
    setPop(ctx, cityId(civ), 3, 4);
    gems(ctx, civ, 3);
    playSeason(ctx, civ, 'spring');
    expect(settlements(ctx, civ)).toHaveLength(2);
    expect(ctx.events.some((e) => e.rule === 'slave-revolt')).toBe(false);
  });
  it('summer: a colony with nothing in reach to mine still grows 1● (and 1○)', () => {
    const { ctx, civ } = elves(barren);
    gems(ctx, civ, 3);
    playSeason(ctx, civ, 'spring');
    const colony = settlements(ctx, civ)[1]!;
    playSeason(ctx, civ, 'summer');
    // Its only gem deposit is mined out; ore far off the map's corner keeps "something to mine".
    const far = cave(ctx, pt(1, 5));
    ctx.addToken('treasure', 'gems', null, far.id);
    playSeason(ctx, civ, 'summer');
    expect([n(ctx, colony.id, 'noble'), n(ctx, colony.id, 'slave')]).toEqual([3, 3]);
    expect(ctx.events.at(-1)!.text).toContain('nothing in reach');
  });
  it('summer: a colony made the great city keeps mining and growing', () => {
    const { ctx, civ } = elves(barren);
    const site = gems(ctx, civ, 3);
    ctx.addToken('treasure', 'gems', null, site.id);
    playSeason(ctx, civ, 'spring');
    const colony = settlements(ctx, civ)[1]!.id;
    setPop(ctx, cityId(civ), 0, 0);
    playSeason(ctx, civ, 'winter');
    expect(cityId(civ)).toBe(colony);
    const before = n(ctx, colony, 'noble');
    playSeason(ctx, civ, 'summer');
    expect(n(ctx, colony, 'noble')).toBe(before + 1);
    expect(site.marks).toContain('mined');
  });
  it('summer: with nothing left to mine anywhere, every city and colony gains ○', () => {
    const { ctx, civ } = elves(barren);
    playSeason(ctx, civ, 'summer');
    expect(n(ctx, cityId(civ), 'slave')).toBe(4);
  });
  it('winter: the city takes 1○, and turns a stranger ● on its tunnels into ○', () => {
    const { ctx, civ } = elves(barren);
    setPop(ctx, cityId(civ), 4, 3);
    const den = cave(ctx, pt(centre(home(ctx, cityId(civ)).shape).x, 9));
    ctx.addToken('population', 'beast', null, den.id);
    connect(ctx, den, home(ctx, cityId(civ)), 'natural', 'tunnel', null);
    playSeason(ctx, civ, 'winter');
    expect(n(ctx, cityId(civ), 'slave')).toBe(5);
    expect(ctx.world.tokens.filter((t) => t.role === 'beast')).toHaveLength(0);
  });
});

describe('Dark Elf Construction (fall)', () => {
  const fall = (nobles: number, slaves: number) => {
    const { ctx, civ } = elves(barren);
    setPop(ctx, cityId(civ), nobles, slaves);
    playSeason(ctx, civ, 'fall');
    return { ctx, civ };
  };
  it('city 4: nothing', () => expect(fall(3, 1).civ.built).toEqual([]));
  it('city 5: Great Temple of Dame Chaos with 1○', () => {
    const { ctx, civ } = fall(3, 2);
    const t = ctx.world.places.find((p) => p.role === 'great-temple')!;
    expect(ctx.world.tokens.filter((x) => x.place === t.id && x.role === 'hoard')).toHaveLength(1);
    expect(civ.built.map((b) => b.id)).toEqual(['great-temple']);
  });
  it('city 6: a tomb marked X', () =>
    expect(fall(4, 2).ctx.world.places.find((p) => p.role === 'tomb')!.marks).toContain('tomb'));
  it('city 7: an exploratory tunnel a finger toward the surface, again every time', () => {
    const { ctx, civ } = fall(4, 3);
    playSeason(ctx, civ, 'fall');
    expect(civ.built.filter((b) => b.id === 'exploratory-tunnel')).toHaveLength(2);
    const t = ctx.world.tunnels.filter((x) => x.role === 'exploratory');
    expect(t).toHaveLength(2);
    expect(t[0]!.path.at(-1)!.y).toBeLessThan(t[0]!.path[0]!.y);
  });
  it('city 8: Breeding Pit turns 1● into ○', () => {
    const { ctx, civ } = fall(5, 3);
    expect([n(ctx, cityId(civ), 'noble'), n(ctx, cityId(civ), 'slave')]).toEqual([4, 4]);
  });
  it('city 9: extends an exploratory tunnel a finger upward', () => {
    const { ctx } = fall(5, 4);
    expect(ctx.world.tunnels.filter((x) => x.role === 'exploratory')).toHaveLength(1);
  });
  it('colonies: 4 Torture Pit, 5 Dark Shrine 1○, 8 Arena −1●, 9 Reanimation Tanks +1○', () => {
    const { ctx, civ } = elves(barren);
    gems(ctx, civ, 3);
    playSeason(ctx, civ, 'spring');
    const colony = settlements(ctx, civ)[1]!.id;
    setPop(ctx, cityId(civ), 2, 2);
    const step = (nobles: number, slaves: number) => {
      setPop(ctx, colony, nobles, slaves);
      playSeason(ctx, civ, 'fall');
    };
    step(2, 2);
    expect(ctx.world.places.some((p) => p.role === 'torture-pit' && p.owner === colony)).toBe(true);
    step(3, 2);
    const shrine = ctx.world.places.find((p) => p.role === 'dark-shrine')!;
    expect(
      ctx.world.tokens.filter((t) => t.place === shrine.id && t.role === 'hoard'),
    ).toHaveLength(1);
    step(5, 3);
    expect(n(ctx, colony, 'noble')).toBe(4);
    // 9 + the reanimated slave makes 10: the colony's growth ends the age in chaos.
    step(5, 4);
    expect(civ.built.filter((b) => b.by === colony).map((b) => b.id)).toEqual([
      'torture-pit',
      'dark-shrine',
      'arena',
      'reanimation-tanks',
    ]);
    expect(
      ctx.events.some(
        (e) =>
          e.rule === 'dark-elf-construction' &&
          e.tokens.some((t) => t.op === 'create' && t.role === 'slave'),
      ),
    ).toBe(true);
    expect(civ.ended).toBe('chaos');
  });
});

describe('Slave revolts and the ends of the Dark Elf Age', () => {
  it('a revolt at twice as many ○ as ● kills the elves, frees 3● and gives other cities 1○; the largest colony becomes the city in winter', () => {
    const { ctx, civ } = elves(barren);
    gems(ctx, civ, 3);
    playSeason(ctx, civ, 'spring');
    const colony = settlements(ctx, civ)[1]!.id;
    const oldCity = cityId(civ);
    setPop(ctx, colony, 2, 1);
    setPop(ctx, oldCity, 2, 4);
    BEHAVIOUR.afterSeason(ctx, civ);
    expect([n(ctx, oldCity, 'noble'), n(ctx, oldCity, 'slave')]).toEqual([0, 0]);
    expect(ctx.world.tokens.filter((t) => t.role === 'freed-slave')).toHaveLength(3);
    expect(ctx.world.groups.find((g) => g.kind === 'freed-slaves')).toBeDefined();
    expect(n(ctx, colony, 'slave')).toBe(2);
    expect(ctx.events.filter((e) => e.rule === 'slave-revolt')).toHaveLength(1);
    expect(civ.ended).toBeNull();
    // Interpretation 4: "If the city has no population, designate the largest colony" is winter's.
    expect(cityId(civ)).toBe(oldCity);
    playSeason(ctx, civ, 'spring');
    expect(settlements(ctx, civ).map((g) => g.id)).toEqual([colony]);
    playSeason(ctx, civ, 'winter');
    expect(cityId(civ)).toBe(colony);
  });
  it('when the last city revolts no Dark Elf city remains and the age ends', () => {
    const { ctx, civ } = elves(barren);
    setPop(ctx, cityId(civ), 1, 2);
    BEHAVIOUR.afterSeason(ctx, civ);
    expect(civ.ended).toBe('extinction');
    expect(ctx.world.tokens.filter((t) => t.role === 'freed-slave')).toHaveLength(3);
  });
  it('winter: an empty great city takes no slave and passes to the largest colony', () => {
    const { ctx, civ } = elves(barren);
    gems(ctx, civ, 3);
    playSeason(ctx, civ, 'spring');
    const colony = settlements(ctx, civ)[1]!.id;
    setPop(ctx, colony, 2, 1);
    const old = cityId(civ);
    setPop(ctx, old, 0, 0);
    playSeason(ctx, civ, 'winter');
    expect(cityId(civ)).toBe(colony);
    expect(ctx.world.groups.find((g) => g.id === old)!.state).toBe('abandoned');
    // "Add 1○ to the city. If the city has no population, designate…": the slave came first.
    expect(n(ctx, colony, 'slave')).toBe(1);
    expect(ctx.events.some((e) => e.rule === 'dark-elf-new-city')).toBe(true);
  });
  it('a city of 10 ends the age in chaos', () => {
    const { ctx, civ } = elves(barren);
    setPop(ctx, cityId(civ), 6, 4);
    BEHAVIOUR.afterSeason(ctx, civ);
    expect(civ.ended).toBe('chaos');
  });
  it('tunnels reaching the surface start the Human–Dark Elf war', () => {
    const { ctx, civ } = elves(barren);
    const high = ctx.site.addPlace(
      {
        kind: 'room',
        role: 'noble-palace',
        shape: { kind: 'rect', x: 13.5, y: 7, w: 1, h: 1 },
        owner: cityId(civ),
      },
      ctx.stamp,
    );
    connect(ctx, high, home(ctx, cityId(civ)), 'elven', 'tunnel', cityId(civ));
    setPop(ctx, cityId(civ), 4, 3);
    playSeason(ctx, civ, 'fall');
    expect(civ.ended).toBe('surface-war');
    expect(ctx.world.places.some((p) => p.kind === 'entrance' && p.owner === cityId(civ))).toBe(
      true,
    );
  });
  it('casualties take slaves before nobles', () => {
    const { ctx, civ } = elves(barren);
    BEHAVIOUR.casualties(ctx, civ, 4);
    expect([n(ctx, cityId(civ), 'noble'), n(ctx, cityId(civ), 'slave')]).toEqual([2, 0]);
  });
  it('leaves 1● slave beasts and 1○ abandoned goods in each city; temple treasure stays', () => {
    const { ctx, civ } = elves(barren);
    setPop(ctx, cityId(civ), 3, 2);
    playSeason(ctx, civ, 'fall');
    endCivilization(ctx, civ, CIV_BEHAVIOUR['dark-elves'], 'test', 'ended');
    expect(ctx.world.tokens.filter((t) => t.role === 'noble' || t.role === 'slave')).toHaveLength(
      0,
    );
    expect(ctx.world.tokens.filter((t) => t.role === 'slave-beast')).toHaveLength(1);
    expect(ctx.world.tokens.filter((t) => t.role === 'abandoned-goods')).toHaveLength(1);
    expect(ctx.world.tokens.filter((t) => t.role === 'hoard' && t.owner === null)).toHaveLength(1);
  });
});

/** The plain answer: every tunnel touching the network and every place on it, measured. */
function plainNetworkGap(ctx: Ctx, network: ReadonlySet<string>, shape: Shape): number {
  let best = Infinity;
  const c = centre(shape);
  for (const t of ctx.world.tunnels)
    if (t.stops.some((s) => network.has(s.place)))
      best = Math.min(best, Math.max(0, distanceToPolyline(c, t.path) - 0.01));
  for (const p of ctx.world.places)
    if (network.has(p.id)) best = Math.min(best, shapeGap(p.shape, shape));
  return best;
}

describe('NetworkReach', () => {
  it('measures exactly what measuring every tunnel and place of the network gives, and never beyond a bound', () => {
    const { ctx, civ } = elves();
    cave(ctx, pt(3, 4));
    const network = networkOf(ctx, civ.groups);
    const reach = new NetworkReach(ctx, network);
    const { width, height } = ctx.world.page;
    let checked = 0;
    for (let x = 0.5; x < width; x += 1.7)
      for (let y = 1; y < height; y += 1.3) {
        const shape = ellipseAt(pt(x, y), 0.1);
        const want = plainNetworkGap(ctx, network, shape);
        expect(reach.gap(shape)).toBe(want);
        expect(reach.gap(shape, 2)).toBe(Math.min(2, want));
        checked++;
      }
    for (const p of ctx.world.places)
      expect(reach.gap(p.shape)).toBe(plainNetworkGap(ctx, network, p.shape));
    expect(checked).toBeGreaterThan(20);
  });
});

describe('the record names the living great city', () => {
  it('after the great city moves, spring lines name the new great city, not the fallen first one', () => {
    const { ctx, civ } = elves(barren);
    const first = ctx.world.groups.find((g) => g.id === cityId(civ))!;
    // As after a fall: the great city is another settlement, named otherwise than the civilization
    // (whose name is the first city's).
    first.name = 'Newcity';
    playSeason(ctx, civ, 'spring');
    const line = ctx.events.at(-1)!.text;
    expect(line).toContain('Newcity');
    expect(line).not.toContain(civ.name);
  });
});
