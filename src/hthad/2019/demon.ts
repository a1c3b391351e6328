/**
 * The Demon civilization of the 2nd edition: the Infernal Assembly of ten, the Demon Gate with
 * its home plane, the Tunneller, each lifecycle step, the Demonic Constructions by resource,
 * and the end when one Demon or none is left in the Assembly.
 */
import { centre, dist, pt } from '../world/geometry';
import { FINGER, type Place } from '../world';
import type { Ctx, Resource, ResourceKind } from './context';
import {
  built,
  endCivilization,
  encounter,
  explore,
  foundCivilization,
  nearestPoint,
  room,
  stepPoint,
  throughGateway,
  type CivState,
} from './civ';
import { pointIn } from './draw';

/** The home plane's feature in the Demon Gate ("as you choose": a seeded pick). */
export const HOME_PLANES = [
  'fire',
  'ice',
  'water',
  'magma',
  'darkness',
  'mithral',
  'void',
  'light',
  'biome',
  'nothing at all',
] as const;

/** What the Tunneller exploits, by resource. Columns: resource, construction, its effect. */
// READING: "Build a Demon Node" (the lifecycle's ● step) is the ● row's Charnel Pit.
export const DEMONIC_CONSTRUCTIONS = [
  { resource: 'population', id: 'charnel-pit', title: 'Charnel Pit' },
  { resource: 'ore', id: 'demonic-palace', title: 'Demonic Palace' },
  { resource: 'gems', id: 'ego-prison', title: 'Ego Prison' },
  { resource: 'water', id: 'hideous-engine', title: 'Hideous Engine' },
  { resource: 'magma', id: 'incineration-shrine', title: 'Incineration Shrine' },
  { resource: 'biome', id: 'deeply-bound-corruption', title: 'Deeply Bound Corruption' },
  { resource: 'surface-biome', id: 'pride-stone', title: 'Pride Stone' },
  { resource: 'nexus', id: 'infernal-sanctum', title: 'Infernal Sanctum' },
] as const;
export type DemonicId = (typeof DEMONIC_CONSTRUCTIONS)[number]['id'];

export interface DemonState extends CivState {
  gate: Place;
  /** Demons left in the Infernal Assembly (kept off the map, as on the book's hexagon). */
  assembly: number;
  /** The Tunneller's bead and where it is. */
  tunneller: string;
  at: Place;
}

/** Setup: the Assembly of ten, the Demon Gate at a random spot with its home plane, the Tunneller. */
export function demonSetup(ctx: Ctx): DemonState {
  const name = ctx.names.next('demons');
  const civ = foundCivilization(ctx, 'demon', `Demons of ${name}`, 'demonic', 'demons');
  const n = ctx.int(1, ctx.strata.length, 'Demon Gate: stratum');
  const gate = room(
    ctx,
    civ,
    'demon-gate',
    throughGateway(ctx, civ, n, pointIn(ctx, n, 'Demon Gate')),
    null,
    {
      w: 2.4,
      h: 1.4,
      name: 'Demon Gate',
    },
  )!;
  const plane = HOME_PLANES[ctx.flavour.int(0, HOME_PLANES.length - 1)]!;
  ctx.site.mark(gate.id, `plane:${plane}`);
  const tunneller = ctx.addToken('population', 'tunneller', civ.group, gate.id);
  ctx.world.groups.find((g) => g.id === civ.group)!.home = gate.id;
  ctx.emit(
    'setup',
    `The Infernal Assembly of ten Demons opens the Demon Gate in stratum ${n}, hung with ${plane} of their home plane; the Tunneller waits at the gate.`,
    [civ.group],
    [gate.id],
  );
  return { ...civ, gate, assembly: 10, tunneller, at: gate };
}

/** One Demon turn. */
export function demonTurn(ctx: Ctx, civ: DemonState): void {
  civ.assembly--;
  ctx.emit(
    'assembly',
    `The Demons scheme and bicker: one leaves the Assembly (${civ.assembly} left).`,
    [civ.group],
  );
  if (!checkEnd(ctx, civ)) return;
  const victims = ctx.world.tokens.filter(
    (t) =>
      t.place === civ.at.id && t.kind === 'population' && t.owner !== null && t.owner !== civ.group,
  );
  if (victims.length > 0) {
    demonicBuild(ctx, civ, 'charnel-pit', victims[0]!.owner);
  } else {
    const goal = nearestResource(ctx, civ);
    if (goal) {
      const r = explore(
        ctx,
        civ,
        civ.at,
        goal.point,
        goal.r.place ? ctx.site.place(goal.r.place) : null,
      );
      moveTunneller(ctx, civ, r.end);
      ctx.emit(
        'tunneller',
        `The Tunneller digs a finger toward the ${goal.r.flavour} ${goal.r.kind}.`,
        [civ.group],
        [r.end.id],
      );
    }
  }
  if (!checkEnd(ctx, civ)) return;
  // READING: the Tunneller's wander is a rule step: a finger in a d8 direction after its move.
  const dir = ctx.d(8, 'the Tunneller wanders: direction');
  const to = stepPoint(ctx, centre(civ.at.shape), dir);
  const w = explore(ctx, civ, civ.at, to);
  moveTunneller(ctx, civ, w.end);
  ctx.emit(
    'tunneller',
    'The Tunneller wanders a finger while the Demons revel.',
    [civ.group],
    [w.end.id],
  );
  if (!checkEnd(ctx, civ)) return;
  const near = nearestResource(ctx, civ);
  if (near && near.d <= FINGER) {
    const target = near.r.place ? ctx.site.place(near.r.place) : null;
    const site =
      target ?? room(ctx, civ, 'mine', near.point, civ.at, { w: 0.9, h: 0.7, marks: ['mined'] });
    if (site) {
      if (target) {
        const r = explore(ctx, civ, civ.at, centre(target.shape), target);
        void r;
      }
      moveTunneller(ctx, civ, site);
    }
    near.r.left--;
    ctx.addToken('treasure', 'loot', civ.group, civ.gate.id);
    ctx.emit(
      'exploit',
      `The Tunneller exploits the ${near.r.flavour} ${near.r.kind}; its ○ goes to the Demon Gate.`,
      [civ.group],
      [civ.at.id],
    );
    const row = DEMONIC_CONSTRUCTIONS.find(
      (c) => c.resource === (near.r.kind === 'monsters' ? 'population' : near.r.kind),
    )!;
    demonicBuild(ctx, civ, row.id, null);
  }
  checkEnd(ctx, civ);
}

function moveTunneller(ctx: Ctx, civ: DemonState, to: Place): void {
  if (civ.at.id === to.id) return;
  ctx.moveToken(civ.tunneller, to.id);
  civ.at = to;
}

/** The nearest resource with something left (the Tunneller ignores the Demon Gate's stratum no more than any other). */
function nearestResource(
  ctx: Ctx,
  civ: DemonState,
): { r: Resource; point: { x: number; y: number }; d: number } | null {
  let best: { r: Resource; point: { x: number; y: number }; d: number } | null = null;
  const kinds: readonly ResourceKind[] = [
    'ore',
    'gems',
    'water',
    'magma',
    'biome',
    'surface-biome',
    'monsters',
    'nexus',
  ];
  for (const r of ctx.resources) {
    if (!kinds.includes(r.kind) || r.left <= 0) continue;
    if (r.kind === 'nexus' && civ.built.some((b) => b.id === 'infernal-sanctum')) continue;
    const n = nearestPoint(r, [civ.at]);
    if (n && (!best || n.d < best.d)) best = { r, point: n.point, d: n.d };
  }
  return best;
}

/** Build a Demonic Construction at the Tunneller (the Sanctum near the Gate). */
export function demonicBuild(
  ctx: Ctx,
  civ: DemonState,
  id: DemonicId,
  victims: string | null,
): void {
  const row = DEMONIC_CONSTRUCTIONS.find((c) => c.id === id)!;
  const first = !civ.built.some((b) => b.id === id);
  const at = id === 'infernal-sanctum' ? civ.gate : civ.at;
  const c = centre(at.shape);
  const p = room(ctx, civ, 'demonic-construction', pt(c.x + 0.8, c.y + 0.9), at, {
    w: 1.3,
    h: 0.9,
    name: row.title,
    marks: id === 'pride-stone' ? ['tomb'] : [],
  });
  const place = (p ?? at).id;
  let extra = '';
  switch (id) {
    case 'charnel-pit':
      if (victims) encounter(ctx, civ, victims);
      extra = 'a sacrifice to placate ravenous powers';
      break;
    case 'demonic-palace':
      civ.assembly--;
      ctx.addToken('population', 'demon-prince', civ.group, place);
      ctx.addToken('epic', 'artifact', civ.group, place);
      extra = 'a Demon leaves the Assembly to rule here, with an epic treasure (❖)';
      break;
    case 'ego-prison':
      if (first) {
        civ.assembly--;
        ctx.addToken('population', 'bound-demon', civ.group, place);
        extra = 'a Demon leaves the Assembly, imprisoned here';
      }
      break;
    case 'hideous-engine':
      if (first) {
        ctx.addToken('epic', 'artifact', civ.group, place);
        extra = 'an epic treasure (❖)';
      }
      break;
    case 'incineration-shrine':
      break;
    case 'deeply-bound-corruption':
      ctx.addToken('population', 'demon', civ.group, place);
      extra = '+1● here';
      break;
    case 'pride-stone':
      extra = 'marked as a tomb (☒)';
      break;
    case 'infernal-sanctum':
      civ.assembly++;
      extra = 'built near the Demon Gate; a Demon joins the Assembly';
      break;
  }
  built(ctx, civ, id, `${/^[AEIOU]/.test(row.title) ? 'an' : 'a'} ${row.title}`, p, extra);
  void dist;
}

/** With one Demon or none left in the Assembly the Gate closes (returns false when it did). */
function checkEnd(ctx: Ctx, civ: DemonState): boolean {
  if (civ.ended) return false;
  if (civ.assembly > 1) return true;
  civ.ended = 'assembly-vanishes';
  const where = civ.at;
  ctx.destroyToken(civ.tunneller);
  endCivilization(ctx, civ, 'assembly-vanishes', [civ.group]);
  ctx.addToken('population', 'monster', null, where.id);
  civ.legacy.push({
    kind: 'spawn-at-a-population',
    place: where.id,
    tag: 'demonic',
    note: 'a monster spawns at a ● when the Age of Monsters begins (a Demonic one with 1 more ●)',
  });
  ctx.emit(
    'civilization-end',
    `With ${civ.assembly === 1 ? 'one Demon' : 'no Demon'} left in the Assembly the Demon Gate closes and the Assembly vanishes; the Tunneller becomes 1●.`,
    [civ.group],
    [where.id],
  );
  return false;
}
