/**
 * The Deep Elf civilization of the 2nd edition: the capitol (sanctums and pits) in a stratum
 * away from the surface, Colonize and Export, the capitol constructions, mining, processing and
 * military colonies with their lifecycles and expansions, and both ends (the surface reached;
 * twice as many ○ as ●).
 */
import { centre, pt } from '../world/geometry';
import type { Place } from '../world';
import type { Ctx, Resource, ResourceKind } from './context';
import {
  beads,
  built,
  civPlaces,
  endCivilization,
  explore,
  exploit,
  foundCivilization,
  inReach,
  lose,
  nearestBeyond,
  room,
  surfaceAbove,
  throughGateway,
  type CivState,
} from './civ';
import { pointIn } from './draw';

export const CAPITOL_CONSTRUCTIONS = [
  { id: 'abattoir', title: 'the Abattoir', repeat: false },
  { id: 'arena', title: 'the Arena', repeat: false },
  { id: 'foremans-guild', title: "the Foreman's Guild", repeat: false },
  { id: 'expeditionary-force', title: 'an Expeditionary Force', repeat: false },
  { id: 'breeding-pit', title: 'the Breeding Pit', repeat: false },
  { id: 'opera-house', title: 'the Opera House', repeat: false },
  { id: 'escape-route', title: 'an Escape Route', repeat: true },
] as const;
export type CapitolId = (typeof CAPITOL_CONSTRUCTIONS)[number]['id'];

export type ColonyKind = 'mining' | 'processing' | 'military';

/** Which colony a resource makes (near ore or gems: mining; water or magma: processing; …). */
export const COLONY_OF: Readonly<Record<Exclude<ResourceKind, 'surface-biome'>, ColonyKind>> = {
  ore: 'mining',
  gems: 'mining',
  water: 'processing',
  magma: 'processing',
  monsters: 'military',
  biome: 'military',
  nexus: 'military',
};

/** Each colony kind's expansions (each once per colony). */
export const EXPANSIONS = {
  mining: [
    { id: 'excavations', title: 'Excavations' },
    { id: 'saloon', title: 'a Saloon' },
    { id: 'rebellion', title: 'a Rebellion' },
  ],
  processing: [
    { id: 'slag-pit', title: 'a Slag Pit' },
    { id: 'infrastructure', title: 'Infrastructure' },
    { id: 'riot', title: 'a Riot' },
  ],
  military: [
    { id: 'convoy', title: 'a Convoy' },
    { id: 'defenses', title: 'Defenses' },
    { id: 'wanderlust', title: 'Wanderlust' },
  ],
} as const;

export interface Colony {
  readonly group: string;
  readonly kind: ColonyKind;
  readonly home: Place;
  readonly resource: string;
  expansions: string[];
}

export interface DeepElfState extends CivState {
  capitol: Place;
  colonies: Colony[];
  surfaced: boolean;
  exploitedThisTurn: boolean;
}

/** Setup: the capitol (3 sanctums ●, 3 pits ○) in a stratum not touching the surface. */
export function deepElfSetup(ctx: Ctx): DeepElfState {
  const name = ctx.names.next('dark-elves');
  const civ = foundCivilization(ctx, 'deep-elf', `Deep Elves of ${name}`, 'elven', 'dark-elves');
  const deep = ctx.strata.filter((s) => !s.touchesSurface);
  const n = deep.length
    ? ctx.pick(deep, 'capitol: which deep stratum').n
    : ctx.int(1, ctx.strata.length, 'capitol: stratum');
  const at = throughGateway(ctx, civ, n, pointIn(ctx, n, 'capitol'));
  const capitol = room(ctx, civ, 'sanctum', at, null, { name, w: 1.6, h: 1 })!;
  ctx.addToken('population', 'noble', civ.group, capitol.id);
  let last = capitol;
  for (let i = 0; i < 5; i++) {
    const role = i < 2 ? 'sanctum' : 'pit';
    const c = centre(capitol.shape);
    const r =
      room(
        ctx,
        civ,
        role,
        pt(c.x + (i % 3) * 1.5 - 1.5, c.y + (i < 2 ? -1.2 : 1.3)),
        role === 'pit' && i > 2 ? last : capitol,
      ) ?? capitol;
    ctx.addToken(
      role === 'sanctum' ? 'population' : 'treasure',
      role === 'sanctum' ? 'noble' : 'slave',
      civ.group,
      r.id,
    );
    last = r;
  }
  ctx.world.groups.find((g) => g.id === civ.group)!.home = capitol.id;
  ctx.emit(
    'setup',
    `The Deep Elves found their capitol, ${name}, in stratum ${n}: three sanctums of nobles (3●) and three pits of wealth and slaves (3○).`,
    [civ.group],
    [capitol.id],
  );
  return { ...civ, capitol, colonies: [], surfaced: false, exploitedThisTurn: false };
}

const elfOwners = (civ: DeepElfState) => [civ.group, ...civ.colonies.map((c) => c.group)];

/** One Deep Elf turn. */
export function deepElfTurn(ctx: Ctx, civ: DeepElfState): void {
  civ.exploitedThisTurn = false;
  ctx.addToken('population', 'noble', civ.group, housing(ctx, civ, civ.group, 'sanctum'));
  ctx.emit('expand', `The ${civ.name} initiate their youths into adulthood (+1●).`, [civ.group]);
  const places = civPlaces(ctx, elfOwners(civ));
  const goal = nearestBeyond(ctx, places, COLONY_KINDS, (r) => !colonized(civ, r));
  if (goal) {
    const r = explore(
      ctx,
      civ,
      goal.from,
      goal.point,
      goal.r.place ? ctx.site.place(goal.r.place) : null,
    );
    ctx.emit(
      'explore',
      `The Deep Elves explore a finger toward the ${goal.r.flavour} ${goal.r.kind}.`,
      [civ.group],
      [r.end.id],
    );
  }
  if (civ.ended) return;
  for (const col of [...civ.colonies]) {
    COLONY_TURN[col.kind](ctx, civ, col);
    if (civ.ended) return;
  }
  const site = inReach(ctx, civPlaces(ctx, elfOwners(civ)), COLONY_KINDS, {
    test: (r) => !colonized(civ, r),
  })[0];
  if (site) colonize(ctx, civ, site.r, site.point, site.from);
  capitolBuild(ctx, civ);
  if (civ.ended) return;
  if (civ.surfaced)
    return endElves(
      ctx,
      civ,
      'surface',
      'The Deep Elves reach the surface and the great war with the surface dwellers begins',
    );
  const p = beads(ctx, civ.group, 'population').length;
  const t = beads(ctx, civ.group, 'treasure').length;
  if (t >= 2 * p && t > 0)
    endElves(
      ctx,
      civ,
      'slave-revolt',
      `With ${t}○ to ${p}● in the capitol the slaves revolt and tear down the empire`,
    );
}

const COLONY_KINDS: readonly ResourceKind[] = [
  'ore',
  'gems',
  'water',
  'magma',
  'monsters',
  'biome',
  'nexus',
];

function colonized(civ: DeepElfState, r: Resource): boolean {
  return civ.colonies.some((c) => c.resource === r.id);
}

/** A sanctum or pit with room (two beads), else a new one. */
function housing(ctx: Ctx, civ: DeepElfState, owner: string, role: 'sanctum' | 'pit'): string {
  const mine = ctx.world.places.filter((p) => p.owner === owner && p.role === role);
  for (const p of mine)
    if (ctx.world.tokens.filter((t) => t.place === p.id).length < 2) return p.id;
  const last = mine[mine.length - 1] ?? civ.capitol;
  const c = centre(last.shape);
  return (room(ctx, civ, role, pt(c.x + 1.4, c.y), last, { owner }) ?? last).id;
}

/** Colonize: 1● and 1○ from the capitol (if there) to a new colony at the site. */
export function colonize(
  ctx: Ctx,
  civ: DeepElfState,
  r: Resource,
  at: { x: number; y: number },
  from: Place,
): void {
  const kind = COLONY_OF[r.kind as keyof typeof COLONY_OF];
  const id = `g${ctx.world.next.group++}`;
  const title = `${kind} colony`;
  ctx.world.groups.push({
    id,
    kind: 'colony',
    culture: 'dark-elves',
    name: `${title[0]!.toUpperCase()}${title.slice(1)} ${civ.colonies.length + 1} of ${name0(civ)}`,
    alignment: null,
    parent: civ.group,
    home: null,
    zoc: [],
    state: 'active',
    made: ctx.stamp,
    ended: null,
    end: null,
    traits: [kind],
  });
  const home =
    room(ctx, civ, 'elf-colony', pt(at.x, at.y - 0.6), from, {
      owner: id,
      name: `${title[0]!.toUpperCase()}${title.slice(1)} ${civ.colonies.length + 1}`,
      w: 1.3,
      h: 0.9,
    }) ?? from;
  ctx.world.groups.find((g) => g.id === id)!.home = home.id;
  const col: Colony = { group: id, kind, home, resource: r.id, expansions: [] };
  civ.colonies.push(col);
  const p = beads(ctx, civ.group, 'population');
  const t = beads(ctx, civ.group, 'treasure');
  if (p.length) ctx.moveToken(p[p.length - 1]!, home.id, { owner: id });
  if (t.length) ctx.moveToken(t[t.length - 1]!, home.id, { owner: id });
  ctx.emit(
    'colonize',
    `The Deep Elves colonize the ${r.flavour} ${r.kind}: a ${title} (${p.length ? '1●' : 'no ●'}, ${t.length ? '1○' : 'no ○'} from the capitol).`,
    [civ.group, id],
    [home.id],
  );
}

/** Export: move one bead from a group to another group's seat. */
export function exportBead(
  ctx: Ctx,
  from: string,
  to: string,
  toPlace: string,
  kind: 'population' | 'treasure',
): boolean {
  const ids = beads(ctx, from, kind);
  const id = ids[ids.length - 1];
  if (!id) return false;
  ctx.moveToken(id, toPlace, { owner: to });
  return true;
}

/** Behaviour per colony kind. */
export const COLONY_TURN: Readonly<
  Record<ColonyKind, (ctx: Ctx, civ: DeepElfState, col: Colony) => void>
> = {
  mining: (ctx, civ, col) => {
    const places = ctx.world.places.filter((p) => p.owner === col.group);
    const r = exploit(ctx, civ, places, ['ore', 'gems'], () => col.home.id, 'slave', {
      owner: col.group,
    });
    if (r) {
      civ.exploitedThisTurn = true;
      const sent = exportBead(
        ctx,
        col.group,
        civ.group,
        housing(ctx, civ, civ.group, 'pit'),
        'treasure',
      );
      ctx.emit(
        'colony',
        `The mining colony exploits ${r.flavour} ${r.kind} (+1○)${sent ? ' and exports 1○ to the capitol' : ''}.`,
        [col.group],
        [col.home.id],
      );
    } else expansion(ctx, civ, col);
  },
  processing: (ctx, civ, col) => {
    if (civ.exploitedThisTurn) {
      ctx.addToken('treasure', 'slave', col.group, col.home.id);
      const sent = exportBead(
        ctx,
        col.group,
        civ.group,
        housing(ctx, civ, civ.group, 'pit'),
        'treasure',
      );
      ctx.emit(
        'colony',
        `The processing colony works the mines' yield (+1○)${sent ? ' and exports 1○ to the capitol' : ''}.`,
        [col.group],
        [col.home.id],
      );
    } else expansion(ctx, civ, col);
  },
  military: (ctx, civ, col) => {
    const places = ctx.world.places.filter((p) => p.owner === col.group);
    const r = exploit(ctx, civ, places, ['monsters', 'biome'], () => col.home.id, 'slave', {
      owner: col.group,
    });
    if (r) {
      ctx.emit(
        'colony',
        `The military colony exploits the ${r.flavour} ${r.kind} (+1○).`,
        [col.group],
        [col.home.id],
      );
      // READING: the military colony's "Build one processing colony expansion" reads as its own
      // (military) expansions, which nothing else would ever build.
      expansion(ctx, civ, col);
    } else fight(ctx, civ, col);
  },
};

// READING: a Fight is a conflict: each side rolls a d6, the one fighting wins ties, the loser
// loses 1●.
export function fight(ctx: Ctx, civ: DeepElfState, col: Colony): void {
  const c = centre(col.home.shape);
  const others = [
    ...civ.colonies.filter((o) => o !== col).map((o) => ({ group: o.group, home: o.home })),
    { group: civ.group, home: civ.capitol },
  ];
  const foe = others.sort((a, b) => {
    const da = Math.abs(centre(a.home.shape).x - c.x) + Math.abs(centre(a.home.shape).y - c.y);
    const db = Math.abs(centre(b.home.shape).x - c.x) + Math.abs(centre(b.home.shape).y - c.y);
    return da - db;
  })[0]!;
  const a = ctx.d(6, 'fight: the military colony');
  const b = ctx.d(6, 'fight: the defenders');
  const loser = a >= b ? foe.group : col.group;
  const lost = lose(ctx, loser, 'population');
  const name = (g: string) => ctx.world.groups.find((x) => x.id === g)!.name;
  ctx.emit(
    'fight',
    `With nothing to exploit, ${name(col.group)} fights ${name(foe.group)} (${a} against ${b}): ${name(loser)} ${lost ? 'loses 1●' : 'has no ● to lose'}.`,
    [col.group, foe.group],
  );
}

/** Build one expansion of the colony's kind not yet built here. */
function expansion(ctx: Ctx, civ: DeepElfState, col: Colony): void {
  const open = EXPANSIONS[col.kind].filter((e) => !col.expansions.includes(e.id));
  if (open.length === 0) return;
  const e = ctx.pick(open, `${col.kind} colony expansion`);
  col.expansions.push(e.id);
  const c = centre(col.home.shape);
  const marks =
    e.id === 'excavations' || e.id === 'defenses'
      ? ['fortification']
      : e.id === 'slag-pit'
        ? ['tomb']
        : [];
  const p = room(ctx, civ, 'elf-construction', pt(c.x + 1.2, c.y + 0.6), col.home, {
    owner: col.group,
    name: e.title.replace(/^an? /, ''),
    marks,
    w: 1,
    h: 0.7,
  });
  const at = (p ?? col.home).id;
  let extra = '';
  switch (e.id) {
    case 'excavations':
    case 'defenses':
      extra = 'a fortification';
      break;
    case 'slag-pit':
      extra = 'marked as a tomb (☒)';
      break;
    case 'saloon':
    case 'infrastructure':
      ctx.addToken('treasure', 'slave', col.group, at);
      extra = '+1○ here';
      break;
    case 'rebellion':
      extra = lose(ctx, civ.group, 'population')
        ? 'the capitol loses 1●'
        : 'the capitol has no ● to lose';
      break;
    case 'riot': {
      const other = civ.colonies.filter(
        (o) => o !== col && beads(ctx, o.group, 'population').length > 0,
      );
      const hit = other.length ? ctx.pick(other, 'riot: which colony') : null;
      extra =
        hit && lose(ctx, hit.group, 'population')
          ? `${ctx.world.groups.find((g) => g.id === hit.group)!.name} loses 1●`
          : 'no other colony has ● to lose';
      break;
    }
    case 'convoy':
      extra = exportBead(ctx, col.group, civ.group, housing(ctx, civ, civ.group, 'pit'), 'treasure')
        ? 'exports 1○ to the capitol'
        : 'has nothing to send';
      break;
    case 'wanderlust':
      escape(ctx, civ, col.home, col.group);
      extra = 'explores toward the surface';
      break;
  }
  civ.built.push({ id: e.id, turn: civ.turn, place: at });
  ctx.emit(
    'build',
    `${ctx.world.groups.find((g) => g.id === col.group)!.name} builds ${e.title}: ${extra}.`,
    [col.group],
    [at],
  );
}

/** Explore a finger toward the surface straight above; reaching it opens an entrance. */
function escape(ctx: Ctx, civ: DeepElfState, from: Place, owner: string): void {
  const places = ctx.world.places.filter((p) => p.owner === owner || p.owner === civ.group);
  const top = [...places].sort((a, b) => centre(a.shape).y - centre(b.shape).y)[0] ?? from;
  const c = centre(top.shape);
  const sky = surfaceAbove(ctx, c);
  if (c.y - ctx.world.page.surfaceY <= 5) {
    const ent = ctx.site.addPlace(
      {
        kind: 'entrance',
        role: 'entrance',
        shape: { kind: 'ellipse', cx: sky.x, cy: ctx.world.page.surfaceY - 0.2, rx: 0.3, ry: 0.2 },
        owner,
        joinTunnels: false,
      },
      ctx.stamp,
    );
    ctx.site.addTunnel(
      {
        style: 'elven',
        role: 'escape-route',
        path: [c, pt(sky.x, ctx.world.page.surfaceY - 0.2)],
        from: top.id,
        to: ent.id,
        owner,
      },
      ctx.stamp,
    );
    civ.surfaced = true;
    return;
  }
  explore(ctx, civ, top, pt(c.x, ctx.world.page.surfaceY + 0.5), null, owner);
}

/** Build one capitol construction (policy: a seeded pick among those open). */
export function capitolBuild(ctx: Ctx, civ: DeepElfState): void {
  const open = CAPITOL_CONSTRUCTIONS.filter(
    (c) => c.repeat || !civ.built.some((b) => b.id === c.id),
  );
  const row = ctx.pick(open, 'capitol construction');
  CAPITOL_BUILD[row.id](ctx, civ, row.title);
}

function capRoom(ctx: Ctx, civ: DeepElfState, title: string, marks: string[] = []): Place | null {
  const c = centre(civ.capitol.shape);
  return room(ctx, civ, 'elf-construction', pt(c.x, c.y + 2), civ.capitol, {
    name: title.replace(/^(the|an?) /, ''),
    marks,
    w: 1.3,
    h: 0.8,
  });
}

/** Behaviour per capitol construction. */
export const CAPITOL_BUILD: Readonly<
  Record<CapitolId, (ctx: Ctx, civ: DeepElfState, title: string) => void>
> = {
  abattoir: (ctx, civ, t) =>
    built(ctx, civ, 'abattoir', t, capRoom(ctx, civ, t, ['tomb']), 'marked as a tomb (☒)'),
  arena: (ctx, civ, t) => {
    const p = capRoom(ctx, civ, t);
    const a = lose(ctx, civ.group, 'population');
    const b = lose(ctx, civ.group, 'treasure');
    built(
      ctx,
      civ,
      'arena',
      t,
      p,
      `the games cost ${a ? '1●' : ''}${b ? '1○' : ''}`.replace(/cost $/, 'cost nothing'),
    );
  },
  'foremans-guild': (ctx, civ, t) => {
    const p = capRoom(ctx, civ, t);
    const mine = civ.colonies.find((c) => c.kind === 'mining');
    const ok = mine ? exportBead(ctx, civ.group, mine.group, mine.home.id, 'treasure') : false;
    built(
      ctx,
      civ,
      'foremans-guild',
      t,
      p,
      ok ? '1○ exported to a mining colony' : 'no mining colony to send to',
    );
  },
  'expeditionary-force': (ctx, civ, t) => {
    const p = capRoom(ctx, civ, t);
    const with_ = civ.colonies.filter((c) => beads(ctx, c.group, 'population').length > 0);
    const hit = with_.length ? ctx.pick(with_, 'expeditionary force: which colony') : null;
    if (hit) lose(ctx, hit.group, 'population');
    built(ctx, civ, 'expeditionary-force', t, p, hit ? 'a colony loses 1●' : 'no colony to lose ●');
  },
  'breeding-pit': (ctx, civ, t) => {
    const p = capRoom(ctx, civ, t);
    const ts = beads(ctx, civ.group, 'treasure');
    const id = ts[ts.length - 1];
    if (id) ctx.destroyToken(id);
    if (id) ctx.addToken('population', 'noble', civ.group, housing(ctx, civ, civ.group, 'sanctum'));
    built(ctx, civ, 'breeding-pit', t, p, id ? '1○ becomes a ●' : 'no ○ to change');
  },
  'opera-house': (ctx, civ, t) => {
    const p = capRoom(ctx, civ, t);
    ctx.addToken('population', 'noble', civ.group, housing(ctx, civ, civ.group, 'sanctum'));
    ctx.addToken('treasure', 'slave', civ.group, housing(ctx, civ, civ.group, 'pit'));
    built(ctx, civ, 'opera-house', t, p, '+1● +1○');
  },
  'escape-route': (ctx, civ, t) => {
    escape(ctx, civ, civ.capitol, civ.group);
    built(
      ctx,
      civ,
      'escape-route',
      t,
      null,
      civ.surfaced ? 'it breaks through to the surface' : 'it climbs toward the surface',
    );
  },
};

/** The end: every ● and ○ removed, 1○ left in an empty sanctum, the first monster to a pit. */
function endElves(
  ctx: Ctx,
  civ: DeepElfState,
  how: 'surface' | 'slave-revolt',
  text: string,
): void {
  civ.ended = how;
  endCivilization(ctx, civ, how, elfOwners(civ));
  const sanctum =
    ctx.world.places.find(
      (p) =>
        p.owner === civ.group &&
        p.role === 'sanctum' &&
        !ctx.world.tokens.some((t) => t.place === p.id),
    ) ?? civ.capitol;
  ctx.addToken('treasure', 'abandoned-goods', null, sanctum.id);
  const pit =
    ctx.world.places.find((p) => p.owner === civ.group && p.role === 'pit') ?? civ.capitol;
  civ.legacy.push({
    kind: 'first-monster-here',
    place: pit.id,
    note: 'the first monster of the Age of Monsters spawns in a pit of the capitol',
  });
  ctx.emit(
    'civilization-end',
    `${text}. Every ● and ○ is gone; 1○ lies forgotten in an empty sanctum.`,
    [civ.group],
    [sanctum.id],
  );
}

/** The capitol's own name (the civilization is "Deep Elves of …"). */
function name0(civ: CivState): string {
  return civ.name.replace(/^Deep Elves of /, '');
}
