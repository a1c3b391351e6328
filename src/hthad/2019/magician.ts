/**
 * The Magician civilization of the 2nd edition: the Summoning Stone on the surface, towers,
 * Jinn summoned each turn, the constructions by resource (cost, Jinn, above or below), vaults,
 * and the ends: Vengeance at seven vaults (a new surface line buries the buildings) and
 * Diaspora at seven Magicians.
 */
import { centre, pt } from '../world/geometry';
import type { Place } from '../world';
import type { Ctx, Resource, ResourceKind } from './context';
import {
  beads,
  built,
  civPlaces,
  encounter,
  endCivilization,
  explore,
  foundCivilization,
  inReach,
  nearestBeyond,
  room,
  type CivState,
} from './civ';

/** Where a construction stands. */
type Where = 'above' | 'below' | 'either';

/** The construction table. Columns: resource, jinn (a Jinn from the Stone), location, building. */
export const MAGICIAN_CONSTRUCTIONS = [
  { resource: 'ore', jinn: true, where: 'above', id: 'mausoleum', title: 'the Mausoleum' },
  { resource: 'ore', jinn: false, where: 'below', id: 'catacomb', title: 'the Catacomb' },
  { resource: 'gems', jinn: true, where: 'above', id: 'orrery', title: 'the Orrery' },
  { resource: 'gems', jinn: false, where: 'below', id: 'omphalos', title: 'the Omphalos' },
  {
    resource: 'water',
    jinn: true,
    where: 'either',
    id: 'fountain',
    title: 'the Fountain of the Naiads',
  },
  { resource: 'water', jinn: false, where: 'either', id: 'cistern', title: 'a Cistern or Turbine' },
  {
    resource: 'magma',
    jinn: false,
    where: 'above',
    id: 'foundry',
    title: "a Bridge or Alchemist's Foundry",
  },
  {
    resource: 'magma',
    jinn: true,
    where: 'below',
    id: 'forge',
    title: 'the Forge of the Cyclopes',
  },
  { resource: 'biome', jinn: true, where: 'above', id: 'witchwood', title: 'the Witchwood' },
  {
    resource: 'biome',
    jinn: false,
    where: 'below',
    id: 'pleasure-dome',
    title: 'the Pleasure Dome',
  },
  { resource: 'monsters', jinn: false, where: 'above', id: 'menagerie', title: 'the Menagerie' },
  { resource: 'monsters', jinn: true, where: 'below', id: 'labyrinth', title: 'the Labyrinth' },
  { resource: 'nexus', jinn: false, where: 'either', id: 'lyceum', title: 'the Lyceum Arcanum' },
] as const satisfies readonly {
  resource: ResourceKind;
  jinn: boolean;
  where: Where;
  id: string;
  title: string;
}[];
export type MagicianId = (typeof MAGICIAN_CONSTRUCTIONS)[number]['id'];

/** What each construction adds (marks, epic treasure). */
const EFFECT: Readonly<Record<MagicianId, { marks: string[]; epic: boolean; note: string }>> = {
  mausoleum: { marks: ['tomb'], epic: true, note: 'a tomb (☒) with an epic treasure (❖)' },
  catacomb: { marks: ['tomb'], epic: true, note: 'a tomb (☒) with an epic treasure (❖)' },
  orrery: { marks: [], epic: true, note: 'an epic treasure (❖)' },
  omphalos: {
    marks: ['magic-source'],
    epic: false,
    note: 'a source of Magic the Magicians cannot exploit',
  },
  fountain: { marks: [], epic: true, note: 'an epic treasure (❖)' },
  cistern: { marks: [], epic: false, note: '' },
  foundry: { marks: [], epic: false, note: '' },
  forge: { marks: [], epic: true, note: 'an epic treasure (❖)' },
  witchwood: { marks: [], epic: false, note: '' },
  'pleasure-dome': { marks: [], epic: false, note: '' },
  menagerie: { marks: ['monster-spawn'], epic: false, note: 'a monster group will spawn here' },
  labyrinth: {
    marks: ['fortification', 'monster-spawn'],
    epic: false,
    note: 'a fortification; a monster group will spawn here',
  },
  lyceum: { marks: [], epic: false, note: 'large enough for three Magicians' },
};

export interface MagicianState extends CivState {
  stone: Place;
  vaults: number;
  /** The Magicians' way underground: the first chamber dug below the Stone. */
  under: Place | null;
}

/** Setup: the Summoning Stone at a random point on the surface, a tower beside it with 1●. */
// READING: the Summoning Stone stands on the surface, which is no stratum, so a Gateway nexus
// ("the next civilization starting in this stratum") never brings the Magicians in.
export function magicianSetup(ctx: Ctx): MagicianState {
  const name = ctx.names.next('kingdom');
  const civ = foundCivilization(ctx, 'magician', `Magicians of ${name}`, 'elven', 'magicians');
  const W = ctx.world.page.width;
  const x = ctx.int(30, (W - 3) * 10, 'Summoning Stone: where') / 10;
  const sy = ctx.world.page.surfaceY;
  const stone = ctx.site.addPlace(
    {
      kind: 'surface-site',
      role: 'summoning-stone',
      shape: { kind: 'rect', x: x - 0.25, y: sy - 1.6, w: 0.5, h: 1.5 },
      owner: civ.group,
      name: 'Summoning Stone',
    },
    ctx.stamp,
  );
  const tower = room(ctx, civ, 'magician-tower', pt(x + 1.2, sy - 1), stone, {
    aboveGround: true,
    w: 0.7,
    h: 1.4,
  })!;
  ctx.addToken('population', 'magician', civ.group, tower.id);
  ctx.world.groups.find((g) => g.id === civ.group)!.home = stone.id;
  ctx.emit(
    'setup',
    `The Magicians of ${name} raise the Summoning Stone on the surface and a tower beside it (1●).`,
    [civ.group],
    [stone.id, tower.id],
  );
  return { ...civ, stone, vaults: 0, under: null };
}

/** A new building for a new Magician: a tower on the surface, or a chamber once towers crowd. */
function dwelling(ctx: Ctx, civ: MagicianState): string {
  const free = civPlaces(ctx, [civ.group]).find(
    (p) =>
      (p.role === 'magician-tower' || p.role === 'magician-construction') &&
      !ctx.world.tokens.some((t) => t.place === p.id),
  );
  if (free) return free.id;
  const towers = civPlaces(ctx, [civ.group]).filter((p) => p.role === 'magician-tower');
  const c = centre(civ.stone.shape);
  const side = towers.length % 2 ? -1 : 1;
  const t = room(
    ctx,
    civ,
    'magician-tower',
    pt(c.x + side * (1.2 + towers.length * 0.5), ctx.world.page.surfaceY - 1),
    civ.stone,
    { aboveGround: true, w: 0.7, h: 1.4 },
  );
  return (t ?? civ.stone).id;
}

/** The chamber below the Stone (dug the first time the Magicians go underground). */
function below(ctx: Ctx, civ: MagicianState): Place {
  if (civ.under) return civ.under;
  const c = centre(civ.stone.shape);
  civ.under =
    room(ctx, civ, 'magician-construction', pt(c.x, ctx.world.page.surfaceY + 1.2), civ.stone, {
      name: 'Undercroft',
      w: 1.2,
      h: 0.8,
    }) ?? civ.stone;
  return civ.under;
}

/** One Magician turn. */
export function magicianTurn(ctx: Ctx, civ: MagicianState): void {
  ctx.addToken('population', 'magician', civ.group, dwelling(ctx, civ));
  ctx.emit('expand', `${civ.name} welcome a new Magician (+1●).`, [civ.group]);
  ctx.addToken('treasure', 'jinn', civ.group, civ.stone.id);
  ctx.emit(
    'summon',
    'The stars align: a Jinn is summoned at the Summoning Stone (+1○).',
    [civ.group],
    [civ.stone.id],
  );
  const places = [
    below(ctx, civ),
    ...civPlaces(ctx, [civ.group]).filter((p) => p.kind !== 'surface-site'),
  ];
  const goal = nearestBeyond(ctx, places, KINDS, (r) => usable(civ, r));
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
      `A Jinn explores a finger toward the ${goal.r.flavour} ${goal.r.kind}.`,
      [civ.group],
      [r.end.id],
    );
  }
  if (civ.ended) return;
  const all = [civ.stone, ...civPlaces(ctx, [civ.group]).filter((p) => p.kind !== 'surface-site')];
  const surfaceKinds = ctx.resources.filter((r) => r.stratum === 0 || r.kind === 'surface-biome');
  void surfaceKinds;
  const options = inReach(ctx, all, KINDS, { needLeft: false, test: (r) => usable(civ, r) });
  let done = false;
  for (const o of options) {
    const row = chooseConstruction(ctx, civ, o.r);
    if (!row) continue;
    magicianBuild(ctx, civ, row, o.r, o.point);
    done = true;
    break;
  }
  if (!done) vault(ctx, civ);
  if (civ.vaults >= 7) return endMagicians(ctx, civ, 'vengeance');
  if (beads(ctx, civ.group, 'population').length >= 7) endMagicians(ctx, civ, 'diaspora');
}

const KINDS: readonly ResourceKind[] = [
  'ore',
  'gems',
  'water',
  'magma',
  'biome',
  'monsters',
  'nexus',
];

/** A resource they have not used to build, whose two constructions are not both built. */
function usable(civ: MagicianState, r: Resource): boolean {
  if (civ.used.has(r.id)) return false;
  return MAGICIAN_CONSTRUCTIONS.some(
    (c) => c.resource === r.kind && !civ.built.some((b) => b.id === c.id),
  );
}

/** Policy: the Jinn-bound construction when a Jinn waits at the Stone, else the other. */
export function chooseConstruction(
  ctx: Ctx,
  civ: MagicianState,
  r: Resource,
): (typeof MAGICIAN_CONSTRUCTIONS)[number] | null {
  const jinn = beads(ctx, civ.group, 'treasure', civ.stone.id).length > 0;
  const rows = MAGICIAN_CONSTRUCTIONS.filter(
    (c) => c.resource === r.kind && !civ.built.some((b) => b.id === c.id) && (!c.jinn || jinn),
  );
  return rows.find((c) => c.jinn) ?? rows[0] ?? null;
}

/** Build a Magician construction: pay the Jinn, draw it above or below, add its effect. */
export function magicianBuild(
  ctx: Ctx,
  civ: MagicianState,
  row: (typeof MAGICIAN_CONSTRUCTIONS)[number],
  r: Resource,
  at: { x: number; y: number },
): void {
  civ.used.add(r.id);
  const e = EFFECT[row.id];
  const above = row.where === 'above';
  const c = centre(civ.stone.shape);
  const name = row.title.replace(/^(the|an?) /, '');
  const p = above
    ? room(
        ctx,
        civ,
        'magician-construction',
        pt(
          c.x + (civ.built.length % 2 ? -1 : 1) * (2.5 + civ.built.length * 0.6),
          ctx.world.page.surfaceY - 0.8,
        ),
        civ.stone,
        { aboveGround: true, name, marks: e.marks, w: 1.1, h: 1 },
      )
    : room(ctx, civ, 'magician-construction', pt(at.x, at.y - 0.5), nearestOwn(ctx, civ, at), {
        name,
        marks: e.marks,
        w: row.id === 'lyceum' ? 2.2 : 1.2,
        h: row.id === 'lyceum' ? 1.2 : 0.8,
      });
  if (e.epic) ctx.addToken('epic', 'artifact', civ.group, (p ?? civ.stone).id);
  if (e.marks.includes('monster-spawn'))
    civ.legacy.push({
      kind: 'spawn-monster',
      place: (p ?? civ.stone).id,
      note: `a random monster group spawns at ${row.title} when the Age of Monsters begins`,
    });
  // The Jinn bound into it, paid now so its ○ is counted on the build's line.
  if (row.jinn) {
    const j = beads(ctx, civ.group, 'treasure', civ.stone.id);
    ctx.destroyToken(j[j.length - 1]!);
  }
  built(
    ctx,
    civ,
    row.id,
    row.title,
    p,
    `from the ${r.flavour} ${r.kind}${row.jinn ? ', binding a Jinn' : ''}${e.note ? `; ${e.note}` : ''}`,
  );
  // Building near monsters is meeting them: each side loses 1● (the Age of Civilization's rule),
  // told after the build so the Jinn it binds is counted on the build's line.
  if (r.kind === 'monsters') {
    const g = ctx.world.groups.find(
      (x) => x.home === r.place && x.kind === 'primordial-beasts' && x.state === 'active',
    );
    if (g) encounter(ctx, civ, g.id);
  }
}

function nearestOwn(ctx: Ctx, civ: MagicianState, at: { x: number; y: number }): Place {
  let best = below(ctx, civ);
  let bd = Infinity;
  for (const p of civPlaces(ctx, [civ.group])) {
    if (p.kind === 'surface-site') continue;
    const c = centre(p.shape);
    const d = Math.abs(c.x - at.x) + Math.abs(c.y - at.y);
    if (d < bd) {
      bd = d;
      best = p;
    }
  }
  return best;
}

/** Otherwise: a Vault under the Stone, and the Jinn waiting there bound into it. */
export function vault(ctx: Ctx, civ: MagicianState): void {
  const u = below(ctx, civ);
  const c = centre(u.shape);
  civ.vaults++;
  const v =
    room(
      ctx,
      civ,
      'vault',
      pt(c.x + ((civ.vaults % 3) - 1) * 1.3, c.y + 1 + Math.floor(civ.vaults / 3) * 1),
      u,
      { name: `Vault ${civ.vaults}`, w: 0.9, h: 0.7 },
    ) ?? u;
  const jinn = beads(ctx, civ.group, 'treasure', civ.stone.id);
  for (const j of jinn) ctx.moveToken(j, v.id);
  civ.built.push({ id: 'vault', turn: civ.turn, place: v.id });
  ctx.emit(
    'vault',
    `${civ.name} build Vault ${civ.vaults} under the Summoning Stone and bind ${jinn.length} Jinn in it.`,
    [civ.group],
    [v.id],
  );
}

/** Vengeance (seven vaults) or Diaspora (seven Magicians). */
function endMagicians(ctx: Ctx, civ: MagicianState, how: 'vengeance' | 'diaspora'): void {
  civ.ended = how;
  const buildings = civPlaces(ctx, [civ.group]).filter((p) => p.kind === 'surface-site');
  endCivilization(ctx, civ, how, [civ.group]);
  if (how === 'vengeance') {
    for (const p of buildings) {
      ctx.site.mark(p.id, 'buried');
      p.state = 'ruined';
    }
    const sy = ctx.world.page.surfaceY;
    const xs = buildings.map((p) => centre(p.shape).x);
    const x0 = Math.max(0.1, Math.min(...xs) - 2);
    const x1 = Math.min(ctx.world.page.width - 0.1, Math.max(...xs) + 2);
    ctx.site.addFeature(
      {
        kind: 'fault',
        shape: {
          kind: 'polyline',
          points: [pt(x0, sy), pt(x0 + 1, sy - 1.7), pt(x1 - 1, sy - 1.7), pt(x1, sy)],
          width: 0.08,
        },
        name: 'new surface line',
      },
      ctx.stamp,
    );
  }
  ctx.emit(
    'civilization-end',
    how === 'vengeance'
      ? `Seven vaults of idle Jinn break their bonds: Vengeance. A new surface line buries the Magicians' buildings.`
      : `Seven Magicians: Diaspora. The Magicians scatter to the far corners of the world.`,
    [civ.group],
  );
}
