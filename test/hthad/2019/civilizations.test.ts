/**
 * The five civilizations of hthad-2019-rules.txt: every facility, construction, expansion and
 * end, with scripted dice where a die decides.
 */
import { describe, expect, it } from 'vitest';
import { beads } from '../../../src/hthad/2019/civ';
import {
  alienSetup,
  catastrophe,
  CATASTROPHES,
  FACILITIES,
  facilityAction,
  payable,
  prosper,
  repair,
  alienBuild,
  anyLeftToBuild,
} from '../../../src/hthad/2019/alien';
import {
  DWARVEN_BUILD,
  DWARVEN_CONSTRUCTIONS,
  dwarvenOptions,
  dwarvenSetup,
  dwarvenTurn,
} from '../../../src/hthad/2019/dwarven';
import {
  CAPITOL_BUILD,
  CAPITOL_CONSTRUCTIONS,
  COLONY_TURN,
  colonize,
  deepElfSetup,
  deepElfTurn,
  EXPANSIONS,
  type DeepElfState,
} from '../../../src/hthad/2019/deep-elf';
import {
  DEMONIC_CONSTRUCTIONS,
  demonicBuild,
  demonSetup,
  demonTurn,
} from '../../../src/hthad/2019/demon';
import {
  chooseConstruction,
  MAGICIAN_CONSTRUCTIONS,
  magicianBuild,
  magicianSetup,
  magicianTurn,
  vault,
} from '../../../src/hthad/2019/magician';
import { runHistory2019 } from '../../../src/hthad/2019/history';
import type { Ctx } from '../../../src/hthad/2019/context';
import { primordialThen } from './helpers';
import { renderFullChronicle } from '../../../src/render/chronicle';
import { stratumOf } from '../../../src/hthad/2019/strata';
import { centre } from '../../../src/hthad/world/geometry';

const count = (ctx: Ctx, owner: string, kind: 'population' | 'treasure' | 'epic', place?: string) =>
  ctx.world.tokens.filter(
    (t) => t.owner === owner && t.kind === kind && (!place || t.place === place),
  ).length;

describe('the Alien civilization', () => {
  const setup = (script: number[] = []) => {
    const { ctx, script: s } = primordialThen('alien-1', script);
    const civ = alienSetup(ctx);
    return { ctx, civ, s };
  };
  it('lands 6● 1○ at the Landing Site', () => {
    const { ctx, civ } = setup();
    expect(count(ctx, civ.group, 'population', civ.site.id)).toBe(6);
    expect(count(ctx, civ.group, 'treasure', civ.site.id)).toBe(1);
  });
  it('the Supply Cache costs nothing and gains ○○', () => {
    const { ctx, civ } = setup();
    alienBuild(ctx, civ);
    expect(civ.facilities['supply-cache']?.state).toBe('online');
    expect(count(ctx, civ.group, 'treasure', civ.site.id)).toBe(3);
  });
  it.each(
    FACILITIES.filter((f) => f.id !== 'supply-cache').map(
      (f) => [f.id, f.cost.t, f.cost.p] as const,
    ),
  )('%s costs %i○ %i●', (id, t, p) => {
    const { ctx, civ } = setup();
    for (let i = 0; i < 3; i++) ctx.addToken('treasure', 'supplies', civ.group, civ.site.id);
    expect(payable(ctx, civ, id)).toEqual({ t, p });
    civ.discount = true;
    expect(payable(ctx, civ, id)).toEqual(t > 0 ? { t: t - 1, p } : { t, p: p - 1 });
  });
  it('with the Uplift Facility online ○ costs are paid with ●', () => {
    const { ctx, civ } = setup();
    civ.facilities['uplift-facility'] = { state: 'online', place: civ.site.id };
    // 1○ 6● at the site: the Megastructure's ○○○● is paid ○ + ●●●.
    expect(payable(ctx, civ, 'megastructure')).toEqual({ t: 1, p: 3 });
  });
  it('with nothing affordable an emergency supply drop brings ●○', () => {
    const { ctx, civ } = setup();
    // All built but the Megastructure, whose ○○○● the site's 1○ 6● cannot pay (no Uplift).
    for (const f of FACILITIES)
      if (f.id !== 'megastructure') civ.facilities[f.id] = { state: 'online', place: civ.site.id };
    civ.facilities['uplift-facility'] = { state: 'destroyed', place: civ.site.id };
    alienBuild(ctx, civ);
    expect(ctx.events.at(-1)!.rule).toBe('supply-drop');
    expect(count(ctx, civ.group, 'population', civ.site.id)).toBe(7);
    expect(count(ctx, civ.group, 'treasure', civ.site.id)).toBe(2);
  });
  it('with every facility built (one destroyed) no supply drop comes: the colony must end', () => {
    const { ctx, civ } = setup();
    for (const f of FACILITIES) civ.facilities[f.id] = { state: 'online', place: civ.site.id };
    civ.facilities.megastructure = { state: 'destroyed', place: civ.site.id };
    expect(anyLeftToBuild(ctx, civ)).toBe(false);
    alienBuild(ctx, civ);
    expect(ctx.events.at(-1)!.rule).toBe('nothing-to-build');
    expect(count(ctx, civ.group, 'population', civ.site.id)).toBe(6);
    expect(count(ctx, civ.group, 'treasure', civ.site.id)).toBe(1);
  });
  it("1: Founders' Day, no catastrophe", () => {
    const { ctx, civ } = setup();
    catastrophe(ctx, civ, 1);
    expect(count(ctx, civ.group, 'population')).toBe(6);
  });
  it.each(CATASTROPHES.filter((c) => c.facility).map((c) => [c.roll, c.facility!] as const))(
    '%i strikes the %s: online → damaged → destroyed',
    (roll, f) => {
      const { ctx, civ } = setup();
      civ.facilities[f] = { state: 'online', place: civ.site.id };
      catastrophe(ctx, civ, roll);
      expect(civ.facilities[f]!.state).toBe('damaged');
      catastrophe(ctx, civ, roll);
      expect(civ.facilities[f]!.state).toBe('destroyed');
    },
  );
  it.each([
    [2, 2, 0],
    [3, 0, 2],
    [5, 0, 1],
    [6, 1, 1],
  ])('%i without its facility costs %i○ %i●', (roll, t, p) => {
    const { ctx, civ } = setup();
    for (let i = 0; i < 2; i++) ctx.addToken('treasure', 'supplies', civ.group, civ.site.id);
    catastrophe(ctx, civ, roll);
    expect(count(ctx, civ.group, 'treasure')).toBe(3 - t);
    expect(count(ctx, civ.group, 'population')).toBe(6 - p);
  });
  it('4 without the Cathode costs ● or ○', () => {
    const { ctx, civ } = setup();
    catastrophe(ctx, civ, 4);
    expect(count(ctx, civ.group, 'treasure') + count(ctx, civ.group, 'population')).toBe(6);
  });
  it('a loss the Landing Site cannot pay ends the colony; an Alien monster will rise there', () => {
    const { ctx, civ } = setup();
    catastrophe(ctx, civ, 2); // ○○ from 1○
    expect(civ.ended).toBe('lost');
    expect(civ.legacy[0]).toMatchObject({
      kind: 'spawn-monster',
      place: civ.site.id,
      tag: 'alien',
    });
    expect(count(ctx, civ.group, 'population')).toBe(0);
  });
  it.each([
    [4, 0, 'online'],
    [3, 0, 'damaged'],
    [3, 1, 'online'],
  ])('repair: %i (+%i for the Powerplant) leaves it %s', (roll, power, state) => {
    const { ctx, civ, s } = setup();
    civ.facilities['orgone-cathode'] = { state: 'damaged', place: civ.site.id };
    if (power) civ.facilities.powerplant = { state: 'online', place: civ.site.id };
    s.push(roll);
    repair(ctx, civ);
    expect(civ.facilities['orgone-cathode']!.state).toBe(state);
  });
  it('the Orgone Cathode discounts the next build', () => {
    const { ctx, civ } = setup();
    civ.facilities['orgone-cathode'] = { state: 'online', place: civ.site.id };
    for (const r of ctx.resources) r.left = 0;
    facilityAction(ctx, civ);
    expect(civ.discount).toBe(true);
  });
  it('the Megastructure prospers: d6 ≤ facilities online succeeds, else they depart', () => {
    const a = setup();
    a.civ.facilities.megastructure = { state: 'online', place: a.civ.site.id };
    a.civ.facilities['supply-cache'] = { state: 'online', place: a.civ.site.id };
    prosper(a.ctx, a.civ, 2);
    expect(a.civ.ended).toBe('prosper');
    const b = setup();
    b.civ.facilities.megastructure = { state: 'online', place: b.civ.site.id };
    prosper(b.ctx, b.civ, 3);
    expect(b.civ.ended).toBe('depart');
    expect(b.civ.legacy).toEqual([]);
  });
  it('facility actions: the Powerplant harvests water or magma, the Landing Site exploits', () => {
    const { ctx, civ } = setup();
    const before = count(ctx, civ.group, 'treasure');
    facilityAction(ctx, civ);
    // The Landing Site was put beside ore, gems or a biome: it exploits it.
    expect(count(ctx, civ.group, 'treasure')).toBe(before + 1);
  });
});

describe('the Dwarven civilization', () => {
  const setup = () => {
    const { ctx, script } = primordialThen('dwarf-1');
    return { ctx, civ: dwarvenSetup(ctx), script };
  };
  it('enter from the side: four rooms, 2● in dormitories and 2○ in vaults', () => {
    const { ctx, civ } = setup();
    expect(ctx.world.places.some((p) => p.kind === 'edge')).toBe(true);
    expect(count(ctx, civ.group, 'population')).toBe(2);
    expect(count(ctx, civ.group, 'treasure')).toBe(2);
  });
  it('build by population; craft needs the Smelter and industry the Powerplant', () => {
    const { civ } = setup();
    expect(dwarvenOptions(civ, 2)).toEqual(['tomb']);
    expect(dwarvenOptions(civ, 6)).not.toContain('forge');
    expect(dwarvenOptions(civ, 6)).not.toContain('highway');
    civ.built.push(
      { id: 'smelter', turn: 1, place: null },
      { id: 'powerplant', turn: 1, place: null },
    );
    expect(dwarvenOptions(civ, 6)).toEqual(
      expect.arrayContaining(['forge', 'gates-of-dwarf', 'highway']),
    );
    expect(dwarvenOptions(civ, 6)).not.toContain('smelter');
  });
  it.each(DWARVEN_CONSTRUCTIONS.map((c) => c.id))('%s', (id) => {
    const { ctx, civ } = setup();
    const epics = count(ctx, civ.group, 'epic');
    DWARVEN_BUILD[id](ctx, civ, 0);
    expect(civ.built.some((b) => b.id === id)).toBe(true);
    const p = civ.built.find((b) => b.id === id)!.place;
    const marks = p ? ctx.site.place(p).marks : [];
    if (id === 'tomb') expect(marks).toContain('tomb');
    if (['drinking-hall', 'citadel', 'gates-of-dwarf'].includes(id))
      expect(marks).toContain('fortification');
    if (['trophy-hall', 'throne-room', 'doom-weapon'].includes(id))
      expect(count(ctx, civ.group, 'epic')).toBe(epics + 1);
    if (id === 'delve-too-deep' || id === 'highway')
      expect(
        ctx.world.tunnels.some((t) => t.role === (id === 'highway' ? 'highway' : 'shaft')),
      ).toBe(true);
    if (id === 'impossible-engine') expect(civ.built.length).toBe(2); // and a free build
    if (id === 'city') expect(civ.home.name).toMatch(/^City of /);
  });
  it('the Furnace lets them exploit biomes', () => {
    const { ctx, civ } = setup();
    for (const r of ctx.resources) r.left = 0;
    const at = centre(civ.home.shape);
    ctx.addResource({
      kind: 'biome',
      place: null,
      points: [{ x: at.x, y: at.y + 2 }],
      stratum: 4,
      feature: null,
      left: 2,
      flavour: 'fungus',
    });
    dwarvenTurn(ctx, civ);
    expect(ctx.events.some((e) => e.rule === 'exploit')).toBe(false);
    civ.built.push({ id: 'furnace', turn: 1, place: null });
    dwarvenTurn(ctx, civ);
    expect(ctx.events.some((e) => e.rule === 'exploit' && e.text.includes('fungus biome'))).toBe(
      true,
    );
  });
  it('at 10● the civilization ends in violence; epic treasures stay', () => {
    const { ctx, civ } = setup();
    for (let i = 0; i < 7; i++) ctx.addToken('population', 'dwarf', civ.group, civ.home.id);
    ctx.addToken('epic', 'artifact', civ.group, civ.home.id);
    dwarvenTurn(ctx, civ);
    expect(civ.ended).toBe('orgy-of-violence');
    expect(count(ctx, civ.group, 'population')).toBe(0);
    expect(ctx.world.tokens.filter((t) => t.kind === 'epic').length).toBeGreaterThanOrEqual(1);
  });
});

describe('the Deep Elf civilization', () => {
  const setup = () => {
    const { ctx, script } = primordialThen('elf-1');
    return { ctx, civ: deepElfSetup(ctx), script };
  };
  it('the capitol: 3● in sanctums and 3○ in pits, in a stratum away from the surface', () => {
    const { ctx, civ } = setup();
    expect(count(ctx, civ.group, 'population')).toBe(3);
    expect(count(ctx, civ.group, 'treasure')).toBe(3);
    const n = stratumOf(ctx.strata, centre(civ.capitol.shape));
    expect(ctx.strata[n - 1]!.touchesSurface).toBe(false);
  });
  it.each(CAPITOL_CONSTRUCTIONS.map((c) => c.id))('capitol construction: %s', (id) => {
    const { ctx, civ } = setup();
    const col = ctx.resources.find((r) => r.kind === 'ore' || r.kind === 'gems');
    if (col) colonize(ctx, civ, col, col.points[0]!, civ.capitol);
    const p0 = beads(ctx, civ.group, 'population').length;
    const t0 = beads(ctx, civ.group, 'treasure').length;
    const row = CAPITOL_CONSTRUCTIONS.find((c) => c.id === id)!;
    CAPITOL_BUILD[id](ctx, civ, row.title);
    const p = beads(ctx, civ.group, 'population').length;
    const t = beads(ctx, civ.group, 'treasure').length;
    if (id === 'arena') expect([p, t]).toEqual([p0 - 1, t0 - 1]);
    if (id === 'opera-house') expect([p, t]).toEqual([p0 + 1, t0 + 1]);
    if (id === 'breeding-pit') expect([p, t]).toEqual([p0 + 1, t0 - 1]);
    if (id === 'foremans-guild' && col) expect(t).toBe(t0 - 1);
    if (id === 'expeditionary-force' && col)
      expect(count(ctx, civ.colonies[0]!.group, 'population')).toBe(0);
    if (id === 'abattoir')
      expect(ctx.world.places.some((q) => q.marks.includes('tomb'))).toBe(true);
    expect(ctx.events.at(-1)!.rule).toBe('build');
  });
  it.each(
    (['mining', 'processing', 'military'] as const).flatMap((k) =>
      EXPANSIONS[k].map((e) => [k, e.id] as const),
    ),
  )('%s colony expansion: %s', (kind, id) => {
    const { ctx, civ } = setup();
    const r = ctx.resources.find((x) => x.kind !== 'surface-biome')!;
    colonize(ctx, civ, r, r.points[0]!, civ.capitol);
    const col = civ.colonies[0]!;
    (col as { kind: string }).kind = kind;
    for (const x of ctx.resources) x.left = 0;
    col.expansions = EXPANSIONS[kind].filter((e) => e.id !== id).map((e) => e.id);
    if (kind === 'military') {
      // Nothing to exploit: the military colony fights instead; give it a biome to exploit.
      const bio = ctx.addResource({
        kind: 'biome',
        place: col.home.id,
        points: [{ x: 0, y: 0 }],
        stratum: 1,
        feature: null,
        left: 2,
        flavour: 'test',
      });
      void bio;
    }
    COLONY_TURN[kind](ctx, civ, col);
    expect(col.expansions).toContain(id);
  });
  it('a military colony with nothing to exploit fights (d6 each, the colony wins ties)', () => {
    const { ctx, civ, script } = setup();
    const r = ctx.resources.find((x) => x.kind !== 'surface-biome')!;
    colonize(ctx, civ, r, r.points[0]!, civ.capitol);
    const col = civ.colonies[0]!;
    (col as { kind: string }).kind = 'military';
    for (const x of ctx.resources) x.left = 0;
    script.push(4, 4);
    const before = count(ctx, civ.group, 'population');
    COLONY_TURN.military(ctx, civ, col);
    expect(ctx.events.at(-1)!.rule).toBe('fight');
    expect(count(ctx, civ.group, 'population')).toBe(before - 1);
  });
  it('twice as many ○ as ● in the capitol ends it: 1○ stays in an empty sanctum', () => {
    const { ctx, civ } = setup();
    for (let i = 0; i < 12; i++) ctx.addToken('treasure', 'slave', civ.group, civ.capitol.id);
    for (const r of ctx.resources) r.left = 0;
    deepElfTurn(ctx, civ as DeepElfState);
    if (civ.ended !== 'surface') {
      expect(civ.ended).toBe('slave-revolt');
      expect(
        ctx.world.tokens.filter((t) => t.owner === null && t.role === 'abandoned-goods'),
      ).toHaveLength(1);
      expect(civ.legacy[0]!.kind).toBe('first-monster-here');
    }
  });
  it('reaching the surface ends it', () => {
    const { ctx, civ } = setup();
    civ.surfaced = true;
    for (const r of ctx.resources) r.left = 0;
    deepElfTurn(ctx, civ);
    expect(civ.ended).toBe('surface');
  });
});

describe('the Demon civilization', () => {
  const setup = () => {
    const { ctx, script } = primordialThen('demon-1');
    return { ctx, civ: demonSetup(ctx), script };
  };
  it('an Assembly of ten, the Demon Gate with its home plane, the Tunneller at the gate', () => {
    const { ctx, civ } = setup();
    expect(civ.assembly).toBe(10);
    expect(civ.gate.marks.some((m) => m.startsWith('plane:'))).toBe(true);
    expect(ctx.world.tokens.find((t) => t.id === civ.tunneller)!.place).toBe(civ.gate.id);
  });
  it.each(DEMONIC_CONSTRUCTIONS.map((c) => c.id))('%s', (id) => {
    const { ctx, civ } = setup();
    const a = civ.assembly;
    const epic = count(ctx, civ.group, 'epic');
    const pop = count(ctx, civ.group, 'population');
    demonicBuild(ctx, civ, id, null);
    if (id === 'demonic-palace') {
      expect(civ.assembly).toBe(a - 1);
      expect(count(ctx, civ.group, 'epic')).toBe(epic + 1);
    }
    if (id === 'ego-prison') {
      expect(civ.assembly).toBe(a - 1);
      demonicBuild(ctx, civ, id, null);
      expect(civ.assembly).toBe(a - 1);
    }
    if (id === 'hideous-engine') {
      demonicBuild(ctx, civ, id, null);
      expect(count(ctx, civ.group, 'epic')).toBe(epic + 1);
    }
    if (id === 'deeply-bound-corruption') expect(count(ctx, civ.group, 'population')).toBe(pop + 1);
    if (id === 'pride-stone')
      expect(ctx.world.places.some((p) => p.marks.includes('tomb'))).toBe(true);
    if (id === 'infernal-sanctum') expect(civ.assembly).toBe(a + 1);
    expect(civ.built.map((b) => b.id)).toContain(id);
  });
  it('with one Demon left the Gate closes: the Tunneller becomes 1●, ❖ stay', () => {
    const { ctx, civ } = setup();
    civ.assembly = 2;
    ctx.addToken('epic', 'artifact', civ.group, civ.gate.id);
    demonTurn(ctx, civ);
    expect(civ.ended).toBe('assembly-vanishes');
    expect(ctx.world.tokens.some((t) => t.id === civ.tunneller)).toBe(false);
    expect(
      ctx.world.tokens.filter(
        (t) => t.kind === 'population' && t.owner === null && t.role === 'monster',
      ),
    ).toHaveLength(1);
    expect(ctx.world.tokens.some((t) => t.kind === 'epic')).toBe(true);
    expect(civ.legacy[0]).toMatchObject({ kind: 'spawn-at-a-population', tag: 'demonic' });
  });
});

describe('the Magician civilization', () => {
  const setup = () => {
    const { ctx, script } = primordialThen('mage-1');
    return { ctx, civ: magicianSetup(ctx), script };
  };
  it('the Summoning Stone on the surface and a tower with 1●', () => {
    const { ctx, civ } = setup();
    expect(civ.stone.kind).toBe('surface-site');
    expect(count(ctx, civ.group, 'population')).toBe(1);
  });
  it.each(MAGICIAN_CONSTRUCTIONS.map((c) => [c.id, c.resource, c.jinn] as const))(
    '%s (%s, Jinn %s)',
    (id, resource, jinn) => {
      const { ctx, civ } = setup();
      ctx.addToken('treasure', 'jinn', civ.group, civ.stone.id);
      const r = ctx.addResource({
        kind: resource,
        place: null,
        points: [{ x: 10, y: 12 }],
        stratum: 4,
        feature: null,
        left: 3,
        flavour: 'test',
      });
      const row = MAGICIAN_CONSTRUCTIONS.find((c) => c.id === id)!;
      magicianBuild(ctx, civ, row, r, { x: 10, y: 12 });
      expect(count(ctx, civ.group, 'treasure', civ.stone.id)).toBe(jinn ? 0 : 1);
      const place = ctx.site.place(civ.built.at(-1)!.place!);
      if (row.where === 'above') expect(place.kind).toBe('surface-site');
      if (row.where === 'below') expect(place.kind).toBe('room');
      if (['mausoleum', 'catacomb'].includes(id)) expect(place.marks).toContain('tomb');
      if (['mausoleum', 'catacomb', 'orrery', 'fountain', 'forge'].includes(id))
        expect(count(ctx, civ.group, 'epic')).toBe(1);
      if (id === 'labyrinth') expect(place.marks).toContain('fortification');
      if (id === 'menagerie' || id === 'labyrinth')
        expect(civ.legacy[0]!.kind).toBe('spawn-monster');
      // Each resource is used to build once.
      expect(civ.used.has(r.id)).toBe(true);
    },
  );
  it('a construction needing a Jinn waits for one at the Stone', () => {
    const { ctx, civ } = setup();
    const r = ctx.addResource({
      kind: 'ore',
      place: null,
      points: [{ x: 10, y: 12 }],
      stratum: 4,
      feature: null,
      left: 3,
      flavour: 'test',
    });
    expect(chooseConstruction(ctx, civ, r)!.id).toBe('catacomb');
    ctx.addToken('treasure', 'jinn', civ.group, civ.stone.id);
    expect(chooseConstruction(ctx, civ, r)!.id).toBe('mausoleum');
  });
  it('otherwise a Vault under the Stone takes the waiting Jinn', () => {
    const { ctx, civ } = setup();
    ctx.addToken('treasure', 'jinn', civ.group, civ.stone.id);
    vault(ctx, civ);
    expect(civ.vaults).toBe(1);
    expect(count(ctx, civ.group, 'treasure', civ.stone.id)).toBe(0);
  });
  it('seven vaults: Vengeance buries the buildings under a new surface line', () => {
    const { ctx, civ } = setup();
    civ.vaults = 6;
    for (const r of ctx.resources) r.left = 0;
    for (const r of ctx.resources) civ.used.add(r.id);
    magicianTurn(ctx, civ);
    expect(civ.ended).toBe('vengeance');
    expect(ctx.world.places.filter((p) => p.marks.includes('buried')).length).toBeGreaterThan(0);
  });
  it('seven Magicians: Diaspora', () => {
    const { ctx, civ } = setup();
    for (let i = 0; i < 5; i++) ctx.addToken('population', 'magician', civ.group, civ.stone.id);
    for (const r of ctx.resources) civ.used.add(r.id);
    magicianTurn(ctx, civ);
    expect(civ.ended).toBe('diaspora');
    expect(count(ctx, civ.group, 'population')).toBe(0);
  });
});

describe('choosing the civilization', () => {
  it.each(['alien', 'dwarven', 'deep-elf', 'demon', 'magician'] as const)(
    'the option names %s',
    (c) => {
      const r = runHistory2019(
        'pick',
        { civilization: c, nexus: false, page: 'letter' },
        { until: 'civilization', year: null },
      );
      expect(r.civilization!.civ).toBe(c);
      expect(r.civilization!.ended).not.toBeNull();
    },
  );
  it('random rolls a d5 over the five', () => {
    const r = runHistory2019(
      'pick',
      { civilization: 'random', nexus: false, page: 'letter' },
      { until: 'civilization', year: 0 },
    );
    const d5 = r.events.find((e) => e.rule === 'civilization-choice')!.dice[0]!;
    expect(d5.die).toBe('d5');
    expect(r.civilization!.civ).toBe(
      ['alien', 'dwarven', 'deep-elf', 'demon', 'magician'][d5.value - 1],
    );
  });
});

describe('the Gateway nexus', () => {
  it('the next civilization to start in its stratum comes in through it, once', () => {
    const { ctx, script } = primordialThen('gate-1');
    const place = ctx.site.addPlace(
      {
        kind: 'cave',
        role: 'nexus',
        shape: { kind: 'ellipse', cx: 6, cy: 15, rx: 0.8, ry: 0.6 },
        name: 'Gateway',
      },
      ctx.stamp,
    );
    ctx.primordial.nexus = {
      id: 'gateway',
      title: 'Gateway',
      stratum: 6,
      place: place.id,
      detail: null,
      effects: [],
      spent: [],
    };
    script.push(6);
    const civ = demonSetup(ctx);
    expect(ctx.events.some((e) => e.rule === 'nexus-effect' && e.text.includes('Gateway'))).toBe(
      true,
    );
    const g = centre(civ.gate.shape);
    expect(Math.abs(g.x - 7.5) + Math.abs(g.y - 15)).toBeLessThan(4);
    expect(ctx.primordial.nexus.spent).toContain('gateway');
  });
});

describe('the Gateway nexus for the civilizations that found in a stratum', () => {
  /** A Gateway in the stratum where this civilization would start without it. */
  const gateAt = (seed: string, found: (ctx: Ctx) => { x: number; y: number }) => {
    const n = stratumOf(primordialThen(seed).ctx.strata, found(primordialThen(seed).ctx));
    const { ctx } = primordialThen(seed);
    const s = ctx.strata.find((x) => x.n === n)!;
    const x = (s.top[0]!.x + s.top[s.top.length - 1]!.x) / 2;
    const mid = (s.top.find((p) => p.x >= x) ?? s.top[0]!).y + 0.8;
    const place = ctx.site.addPlace(
      {
        kind: 'cave',
        role: 'nexus',
        shape: { kind: 'ellipse', cx: x, cy: mid, rx: 0.8, ry: 0.6 },
        name: 'Gateway',
      },
      ctx.stamp,
    );
    ctx.primordial.nexus = {
      id: 'gateway',
      title: 'Gateway',
      stratum: n,
      place: place.id,
      detail: null,
      effects: [],
      spent: [],
    };
    return { ctx, place, n };
  };
  it('Dwarves founding in its stratum come in through it, not from the side', () => {
    const { ctx, place } = gateAt('gate-d', (c) => centre(dwarvenSetup(c).home.shape));
    const edges = ctx.world.places.filter((p) => p.kind === 'edge').length;
    const civ = dwarvenSetup(ctx);
    expect(ctx.primordial.nexus!.spent).toContain('gateway');
    expect(ctx.events.some((e) => e.rule === 'setup' && e.text.includes('Gateway'))).toBe(true);
    const g = centre(place.shape);
    const h = centre(civ.home.shape);
    expect(Math.abs(g.x - h.x) + Math.abs(g.y - h.y)).toBeLessThan(4);
    expect(ctx.world.places.filter((p) => p.kind === 'edge').length).toBe(edges);
  });
  it('Aliens landing in its stratum arrive through it', () => {
    const { ctx, place } = gateAt('gate-a', (c) => centre(alienSetup(c).site.shape));
    const civ = alienSetup(ctx);
    expect(ctx.primordial.nexus!.spent).toContain('gateway');
    const g = centre(place.shape);
    const h = centre(civ.site.shape);
    expect(Math.abs(g.x - h.x) + Math.abs(g.y - h.y)).toBeLessThan(4);
  });
  it('the Magicians, on the surface, never use it', () => {
    const { ctx } = gateAt('gate-m', () => ({ x: 5, y: 5 }));
    magicianSetup(ctx);
    expect(ctx.primordial.nexus!.spent).not.toContain('gateway');
  });
});

describe('the chronicle in turns', () => {
  it('says turns, not years, for the Age of Civilization', () => {
    const r = runHistory2019(
      'moria',
      { civilization: 'magician', nexus: false, page: 'letter' },
      { until: 'civilization', year: null },
    );
    const text = renderFullChronicle(
      {
        seed: 'moria',
        ruleset: { id: 'hthad2019', version: r.version, title: 'How to Host a Dungeon (2019)' },
        reached: r.reached,
        world: r.world,
        events: r.events,
      },
      'text',
    );
    expect(text).toContain(`The Age of Civilization, turn ${r.reached.year}.`);
    expect(text).not.toMatch(/\byears?\b/);
  });
});
