/**
 * The Dwarven civilization of the 2nd edition: enter from the side near ore, dormitories and
 * vaults, the common, craft and industry constructions by population, the Furnace, the
 * impossible engine's free build, They Delve too Deep, and the end at 10●.
 */
import { centre, pt } from '../world/geometry';
import type { Place } from '../world';
import type { Ctx } from './context';
import { edgePlace } from './draw';
import {
  beads,
  built,
  civPlaces,
  endCivilization,
  explore,
  exploit,
  expand,
  foundCivilization,
  nearestBeyond,
  room,
  throughGateway,
  type CivState,
} from './civ';
import { stratumOf } from './strata';

/** Where a construction comes from: which table, and what unlocks it. */
type DwarvenTable = 'common' | 'craft' | 'industry';

/** Common (Pop ≤ population), craft (needs the Smelter) and industry (needs the Powerplant). */
export const DWARVEN_CONSTRUCTIONS = [
  { pop: 2, table: 'common', id: 'tomb', title: 'a Tomb' },
  { pop: 3, table: 'common', id: 'workshops', title: 'Workshops' },
  { pop: 4, table: 'common', id: 'drinking-hall', title: 'a Drinking Hall' },
  { pop: 4, table: 'common', id: 'trophy-hall', title: 'a Trophy Hall' },
  { pop: 5, table: 'common', id: 'powerplant', title: 'a Powerplant' },
  { pop: 5, table: 'common', id: 'smelter', title: 'a Smelter' },
  { pop: 5, table: 'common', id: 'citadel', title: 'a Citadel' },
  { pop: 6, table: 'common', id: 'city', title: 'the City' },
  { pop: 7, table: 'common', id: 'furnace', title: 'a Furnace' },
  { pop: 8, table: 'common', id: 'waterworks', title: 'a Bridge, Dam or Cistern' },
  { pop: 9, table: 'common', id: 'throne-room', title: 'the Imperial Throne Room' },
  { pop: 10, table: 'common', id: 'delve-too-deep', title: 'a shaft: They Delve too Deep' },
  // REPLACEMENT: the craft construction table is referred to but missing from
  // hthad-2019-rules.txt; these five rows (from the Lore's Doom Weapon, Gates of Dwarf and
  // Aqueduct) are ours, gated by the Smelter as the text says.
  { pop: 5, table: 'craft', id: 'forge', title: 'a Forge' },
  { pop: 6, table: 'craft', id: 'gates-of-dwarf', title: 'the Gates of Dwarf' },
  { pop: 7, table: 'craft', id: 'jewellers-hall', title: "a Jewellers' Hall" },
  { pop: 8, table: 'craft', id: 'aqueduct', title: 'an Aqueduct' },
  { pop: 9, table: 'craft', id: 'doom-weapon', title: 'a Doom Weapon' },
  { pop: 6, table: 'industry', id: 'highway', title: 'the Underground Highway' },
  { pop: 7, table: 'industry', id: 'manufactory', title: 'a Manufactory or Assembly Line' },
  { pop: 9, table: 'industry', id: 'impossible-engine', title: 'an impossible engine' },
  { pop: 10, table: 'industry', id: 'industrial-accident', title: 'an Industrial Accident' },
] as const satisfies readonly { pop: number; table: DwarvenTable; id: string; title: string }[];
export type DwarvenConstruction = (typeof DWARVEN_CONSTRUCTIONS)[number]['id'];

const LANDMARKS = ['library', 'throne', 'statue', 'monolith', 'basilica', 'pillar'] as const;
const WORKS = ['Bridge', 'Dam', 'Cistern'] as const;
const MANUFACTORIES = [
  'Brewery',
  'Assembly Line',
  'Smithy',
  'Glassworks',
  'Loom',
  'Crucible',
] as const;
const DOOM_WEAPONS = [
  'Hammer of Zil',
  'the Volcano Horn',
  'the Great Scone',
  'the Armor of 1000 Blows',
] as const;

export interface DwarvenState extends CivState {
  home: Place;
}

/** Setup: a tunnel in from the side nearest mineable ore, four rooms (2 dormitories ●, 2 vaults ○). */
export function dwarvenSetup(ctx: Ctx): DwarvenState {
  const name = ctx.names.next('dwarves');
  const civ = foundCivilization(ctx, 'dwarven', `Dwarves of ${name}`, 'dwarven', 'dwarves');
  const W = ctx.world.page.width;
  // Policy: the ore point nearest a side of the page (the dwarves come from outside).
  let best: { x: number; y: number; side: 'left' | 'right'; d: number } | null = null;
  for (const r of ctx.resources)
    if (r.kind === 'ore' && r.stratum > 0)
      for (const p of r.points) {
        const side = p.x < W / 2 ? 'left' : 'right';
        const d = Math.min(p.x, W - p.x);
        if (!best || d < best.d) best = { x: p.x, y: p.y, side, d };
      }
  const at = best ?? { ...pointOfDwarves(ctx), side: 'left' as const, d: 0 };
  let towards = pt(
    at.side === 'left' ? Math.max(2.5, at.x - 1.5) : Math.min(W - 2.5, at.x + 1.5),
    at.y - 0.8,
  );
  // The Gateway nexus in the founding stratum: the Dwarves come in through it, not the side.
  const via = throughGateway(ctx, civ, stratumOf(ctx.strata, towards), towards);
  const gate = via !== towards ? ctx.site.place(ctx.primordial.nexus!.place) : null;
  if (gate) towards = via;
  const edge = gate ?? edgePlace(ctx, at.side, Math.max(ctx.world.page.surfaceY + 1, at.y - 0.8));
  const hall = room(ctx, civ, 'dormitory', towards, edge, { name: `${name} founding` })!;
  const rooms: Place[] = [hall];
  for (const [dx, role] of [
    [1.6, 'dormitory'],
    [3.2, 'vault'],
    [4.8, 'vault'],
  ] as const) {
    const r = room(
      ctx,
      civ,
      role,
      pt(centre(hall.shape).x + (at.side === 'left' ? dx : -dx), centre(hall.shape).y),
      rooms[rooms.length - 1]!,
    );
    if (r) rooms.push(r);
  }
  expand(ctx, civ, rooms[0]!.id, 'dwarf');
  expand(ctx, civ, (rooms[1] ?? rooms[0]!).id, 'dwarf');
  ctx.addToken('treasure', 'dwarven-treasure', civ.group, (rooms[2] ?? rooms[0]!).id);
  ctx.addToken('treasure', 'dwarven-treasure', civ.group, (rooms[3] ?? rooms[0]!).id);
  ctx.world.groups.find((g) => g.id === civ.group)!.home = hall.id;
  ctx.emit(
    'setup',
    `The Dwarves of ${name} ${gate ? 'come through the Gateway' : `enter from the ${at.side} side`} and found their hold: two dormitories (2●) and two vaults (2○).`,
    [civ.group],
    rooms.map((r) => r.id),
  );
  return { ...civ, home: hall };
}

function pointOfDwarves(ctx: Ctx): { x: number; y: number } {
  return { x: 3, y: ctx.world.page.surfaceY + 3 };
}

/** A room for a new bead: a dormitory or vault with a free place, else a new one. */
function roomFor(ctx: Ctx, civ: DwarvenState, role: 'dormitory' | 'vault'): string {
  const mine = civPlaces(ctx, [civ.group]).filter((p) => p.role === role && p.state === 'occupied');
  for (const p of mine)
    if (ctx.world.tokens.filter((t) => t.place === p.id).length < 2) return p.id;
  const last = mine[mine.length - 1] ?? civ.home;
  const c = centre(last.shape);
  const r = room(ctx, civ, role, pt(c.x + 1.6, c.y), last);
  return (r ?? last).id;
}

/** One Dwarven turn. */
export function dwarvenTurn(ctx: Ctx, civ: DwarvenState): void {
  expand(ctx, civ, roomFor(ctx, civ, 'dormitory'), 'dwarf');
  ctx.emit('expand', `${civ.name} grow: relatives come from far-off lands (+1●).`, [civ.group]);
  const places = civPlaces(ctx, [civ.group]);
  const furnace = civ.built.some((b) => b.id === 'furnace');
  const kinds = furnace ? (['ore', 'gems', 'biome'] as const) : (['ore', 'gems'] as const);
  const got = exploit(
    ctx,
    civ,
    places,
    kinds,
    () => roomFor(ctx, civ, 'vault'),
    'dwarven-treasure',
  );
  if (got)
    ctx.emit('exploit', `${civ.name} mine out ${got.flavour} ${got.kind} (+1○).`, [civ.group]);
  else {
    const goal = nearestBeyond(ctx, places, kinds);
    const from = goal?.from ?? civ.home;
    const to = goal?.point ?? pt(centre(from.shape).x + 3, centre(from.shape).y + 2);
    explore(ctx, civ, from, to);
    ctx.emit(
      'explore',
      `${civ.name} find nothing to mine and send an expedition a finger ${goal ? `toward the ${goal.r.flavour} ${goal.r.kind}` : 'into the deep'}.`,
      [civ.group],
    );
  }
  if (civ.ended) return;
  dwarvenBuild(ctx, civ);
  if (beads(ctx, civ.group, 'population').length >= 10) {
    endCivilization(ctx, civ, 'orgy-of-violence', [civ.group]);
    ctx.emit(
      'civilization-end',
      `With 10● under the mountain, ${civ.name} ends in a sudden orgy of violence and recriminations; only the epic treasures stay.`,
      [civ.group],
    );
  }
}

/** The constructions open to the Dwarves now: Pop ≤ population, each once, tables unlocked. */
export function dwarvenOptions(civ: CivState, pop: number): DwarvenConstruction[] {
  const has = (id: string) => civ.built.some((b) => b.id === id);
  return DWARVEN_CONSTRUCTIONS.filter(
    (c) =>
      c.pop <= pop &&
      !has(c.id) &&
      (c.table === 'common' || (c.table === 'craft' ? has('smelter') : has('powerplant'))),
  ).map((c) => c.id);
}

/** Build one Dwarven construction (policy: a seeded pick among those open). */
export function dwarvenBuild(ctx: Ctx, civ: DwarvenState, depth = 0): void {
  const pop = beads(ctx, civ.group, 'population').length;
  const open = dwarvenOptions(civ, pop);
  if (open.length === 0) {
    ctx.emit('build', `${civ.name} have nothing new to build at ${pop}●.`, [civ.group]);
    return;
  }
  const id = ctx.pick(open, 'Dwarven construction');
  DWARVEN_BUILD[id](ctx, civ, depth);
}

type Builder = (ctx: Ctx, civ: DwarvenState, depth: number) => void;

/** A new room off the hold for a construction. */
function hallRoom(ctx: Ctx, civ: DwarvenState, marks: string[] = [], w = 1.4): Place | null {
  const places = civPlaces(ctx, [civ.group]).filter((p) => p.kind === 'room');
  const from = places[ctx.int(0, places.length - 1, 'where it is built')] ?? civ.home;
  const c = centre(from.shape);
  return room(ctx, civ, 'dwarven-construction', pt(c.x, c.y + 1.2), from, { w, h: 0.9, marks });
}

function simple(
  id: DwarvenConstruction,
  title: string,
  marks: string[] = [],
  then?: (ctx: Ctx, civ: DwarvenState, p: Place | null) => string,
): Builder {
  return (ctx, civ) => {
    const p = hallRoom(ctx, civ, marks);
    if (p) p.name = title;
    const extra = then?.(ctx, civ, p) ?? '';
    built(ctx, civ, id, title, p, extra);
  };
}

function epic(ctx: Ctx, civ: DwarvenState, p: Place | null): string {
  ctx.addToken('epic', 'artifact', civ.group, (p ?? civ.home).id);
  return 'an epic treasure (❖) is set here';
}

/** Behaviour per Dwarven construction. */
export const DWARVEN_BUILD: Readonly<Record<DwarvenConstruction, Builder>> = {
  tomb: simple('tomb', 'Tomb', ['tomb'], () => 'marked as a tomb (☒)'),
  workshops: simple('workshops', 'Workshops'),
  'drinking-hall': simple(
    'drinking-hall',
    'Drinking Hall',
    ['fortification'],
    () => 'a fortification',
  ),
  'trophy-hall': simple('trophy-hall', 'Trophy Hall', [], epic),
  powerplant: simple(
    'powerplant',
    'Powerplant',
    [],
    () => 'industry constructions may now be built',
  ),
  smelter: simple('smelter', 'Smelter', [], () => 'craft constructions may now be built'),
  citadel: simple('citadel', 'Citadel', ['fortification'], () => 'a fortification'),
  city: (ctx, civ) => {
    const landmark = LANDMARKS[ctx.flavour.int(0, LANDMARKS.length - 1)]!;
    const cityName = ctx.names.next('dwarves');
    const p = hallRoom(ctx, civ, [], 2.2);
    if (p) p.name = `${cityName} (${landmark})`;
    civ.home.name = `City of ${cityName}`;
    built(
      ctx,
      civ,
      'city',
      'the City',
      p,
      `the founding becomes the City of ${cityName}, with a ${landmark}`,
    );
  },
  furnace: simple('furnace', 'Furnace', [], () => 'biomes may now be mined'),
  waterworks: (ctx, civ) => {
    const what = WORKS[ctx.flavour.int(0, WORKS.length - 1)]!;
    simple('waterworks', what)(ctx, civ, 0);
  },
  'throne-room': simple('throne-room', 'Imperial Throne Room', [], epic),
  'delve-too-deep': (ctx, civ) => {
    const places = civPlaces(ctx, [civ.group]);
    const deepest =
      [...places].sort((a, b) => centre(b.shape).y - centre(a.shape).y)[0] ?? civ.home;
    const c = centre(deepest.shape);
    const bottom = ctx.site.addPlace(
      {
        kind: 'edge',
        role: 'page-edge',
        shape: { kind: 'ellipse', cx: c.x, cy: ctx.world.page.height - 0.2, rx: 0.2, ry: 0.2 },
        joinTunnels: false,
      },
      ctx.stamp,
    );
    const t = ctx.site.addTunnel(
      {
        style: 'dwarven',
        role: 'shaft',
        path: [c, pt(c.x, ctx.world.page.height - 0.2)],
        from: deepest.id,
        to: bottom.id,
        owner: civ.group,
      },
      ctx.stamp,
    );
    built(
      ctx,
      civ,
      'delve-too-deep',
      'the Deep Shaft',
      deepest,
      `They Delve too Deep: a shaft runs off the bottom of the page (${t.tunnel.id})`,
    );
  },
  forge: simple('forge', 'Forge'),
  'gates-of-dwarf': simple(
    'gates-of-dwarf',
    'Gates of Dwarf',
    ['fortification'],
    () => 'a fortification',
  ),
  'jewellers-hall': simple('jewellers-hall', "Jewellers' Hall", [], (ctx, civ, p) => {
    ctx.addToken('treasure', 'dwarven-treasure', civ.group, (p ?? civ.home).id);
    return '+1○ here';
  }),
  aqueduct: simple('aqueduct', 'Aqueduct'),
  'doom-weapon': (ctx, civ) => {
    const name = DOOM_WEAPONS[ctx.flavour.int(0, DOOM_WEAPONS.length - 1)]!;
    const p = hallRoom(ctx, civ);
    if (p) p.name = `Forge of ${name}`;
    ctx.addToken('epic', 'artifact', civ.group, (p ?? civ.home).id);
    built(ctx, civ, 'doom-weapon', `a Doom Weapon, ${name}`, p, 'an epic treasure (❖)');
  },
  highway: (ctx, civ) => {
    const y = centre(civ.home.shape).y;
    const l = edgePlace(ctx, 'left', y + 0.6);
    const r = edgePlace(ctx, 'right', y + 0.6);
    ctx.site.addTunnel(
      {
        style: 'dwarven',
        role: 'highway',
        path: [pt(0.2, y + 0.6), pt(ctx.world.page.width - 0.2, y + 0.6)],
        from: l.id,
        to: r.id,
        owner: civ.group,
      },
      ctx.stamp,
    );
    built(
      ctx,
      civ,
      'highway',
      'the Underground Highway',
      null,
      'a tunnel runs off the page to the left and right',
    );
  },
  manufactory: (ctx, civ) => {
    const what = MANUFACTORIES[ctx.flavour.int(0, MANUFACTORIES.length - 1)]!;
    simple('manufactory', what)(ctx, civ, 0);
  },
  'impossible-engine': (ctx, civ, depth) => {
    simple(
      'impossible-engine',
      'Impossible Engine',
      [],
      () => 'a free, additional build now',
    )(ctx, civ, depth);
    if (depth < 2) dwarvenBuild(ctx, civ, depth + 1);
  },
  'industrial-accident': (ctx, civ) => {
    const rooms = civPlaces(ctx, [civ.group]).filter(
      (p) => p.kind === 'room' && p.role === 'dwarven-construction',
    );
    const wrecked = rooms.slice(-2);
    for (const p of wrecked) p.state = 'ruined';
    built(
      ctx,
      civ,
      'industrial-accident',
      'an Industrial Accident',
      wrecked[0] ?? null,
      `destruction and waste: ${wrecked.length} halls wrecked`,
    );
  },
};
