/**
 * The Alien civilization of the 2nd edition: the Landing Site, six facilities (online, damaged,
 * destroyed), the d6 catastrophe each turn, repairs, the emergency supply drop, each
 * facility's action, and the ends (prosper or depart after the Megastructure; lost to a
 * catastrophe, leaving an Alien-tagged monster to spawn at the Landing Site).
 */
import { centre, pt } from '../world/geometry';
import type { Place } from '../world';
import type { Ctx, ResourceKind } from './context';
import {
  beads,
  built,
  civPlaces,
  endCivilization,
  exploit,
  foundCivilization,
  harvest,
  inReach,
  lose,
  room,
  throughGateway,
  type CivState,
} from './civ';
import { stratumOf } from './strata';
import { pointIn } from './draw';

export const FACILITIES = [
  { id: 'supply-cache', title: 'Supply Cache', cost: { t: 0, p: 0 }, needs: null },
  { id: 'powerplant', title: 'Powerplant', cost: { t: 1, p: 1 }, needs: ['water', 'magma'] },
  { id: 'agricomplex', title: 'Agricomplex', cost: { t: 1, p: 1 }, needs: ['water', 'biome'] },
  { id: 'orgone-cathode', title: 'Orgone Cathode', cost: { t: 1, p: 1 }, needs: null },
  { id: 'uplift-facility', title: 'Uplift Facility', cost: { t: 1, p: 1 }, needs: null },
  { id: 'megastructure', title: 'Megastructure', cost: { t: 3, p: 1 }, needs: null },
] as const satisfies readonly {
  id: string;
  title: string;
  cost: { t: number; p: number };
  needs: readonly ResourceKind[] | null;
}[];
export type FacilityId = (typeof FACILITIES)[number]['id'];
export type FacilityState = 'online' | 'damaged' | 'destroyed';

/** The d6 catastrophe table: which facility it strikes and what it costs without one. */
export const CATASTROPHES = [
  {
    roll: 1,
    id: 'founders-day',
    title: "Founders' Day",
    facility: null,
    cost: { t: 0, p: 0, either: 0 },
  },
  { roll: 2, id: 'storm', title: 'Storm', facility: 'powerplant', cost: { t: 2, p: 0, either: 0 } },
  {
    roll: 3,
    id: 'biohazard',
    title: 'Biohazard',
    facility: 'agricomplex',
    cost: { t: 0, p: 2, either: 0 },
  },
  {
    roll: 4,
    id: 'cascade-failure',
    title: 'Cascade Failure',
    facility: 'orgone-cathode',
    cost: { t: 0, p: 0, either: 1 },
  },
  {
    roll: 5,
    id: 'monster-attack',
    title: 'Monster attack',
    facility: 'uplift-facility',
    cost: { t: 0, p: 1, either: 0 },
  },
  {
    roll: 6,
    id: 'extinction-threat',
    title: 'Extinction threat',
    facility: 'megastructure',
    cost: { t: 1, p: 1, either: 0 },
  },
] as const satisfies readonly {
  roll: number;
  id: string;
  title: string;
  facility: FacilityId | null;
  cost: { t: number; p: number; either: number };
}[];

export interface AlienState extends CivState {
  site: Place;
  facilities: Partial<Record<FacilityId, { state: FacilityState; place: string }>>;
  /** The Orgone Cathode's action: the next build costs one bead less. */
  discount: boolean;
}

/** Setup: the Landing Site, placed by a resource to exploit (policy), with 6● 1○. */
export function alienSetup(ctx: Ctx): AlienState {
  const name = ctx.names.next('custom');
  const civ = foundCivilization(ctx, 'alien', `${name} colonists`, 'dwarven', 'aliens');
  // Policy: land beside ore, gems or a biome the Landing Site can exploit, if there is any.
  const spots = ctx.resources.filter(
    (r) => ['ore', 'gems', 'biome'].includes(r.kind) && r.stratum > 0 && r.left > 0,
  );
  const near = spots.length
    ? ctx.pick(spots, 'landing site: beside which resource').points[0]!
    : pointIn(ctx, ctx.int(1, ctx.strata.length, 'landing site: stratum'), 'landing site');
  // The Gateway nexus in the landing stratum: the colonists arrive through it, and land beside it.
  const spot = pt(near.x, near.y - 1);
  const site = room(
    ctx,
    civ,
    'landing-site',
    throughGateway(ctx, civ, stratumOf(ctx.strata, spot), spot),
    null,
    {
      w: 2.2,
      h: 1.2,
      name: 'Landing Site',
    },
  )!;
  for (let i = 0; i < 6; i++) ctx.addToken('population', 'colonist', civ.group, site.id);
  ctx.addToken('treasure', 'supplies', civ.group, site.id);
  ctx.world.groups.find((g) => g.id === civ.group)!.home = site.id;
  ctx.emit(
    'setup',
    `The ${name} colonists come down at the Landing Site with 6● and 1○ of supplies.`,
    [civ.group],
    [site.id],
  );
  return { ...civ, site, facilities: {}, discount: false };
}

const online = (civ: AlienState, f: FacilityId) => civ.facilities[f]?.state === 'online';

/** Beads at the Landing Site. */
function stock(ctx: Ctx, civ: AlienState): { t: number; p: number } {
  return {
    t: beads(ctx, civ.group, 'treasure', civ.site.id).length,
    p: beads(ctx, civ.group, 'population', civ.site.id).length,
  };
}

/**
 * What a facility costs now: the Cathode's discount takes one bead off, and with the Uplift
 * Facility online ○ and ● pay for each other. Null when it cannot be paid.
 */
export function payable(ctx: Ctx, civ: AlienState, f: FacilityId): { t: number; p: number } | null {
  const row = FACILITIES.find((x) => x.id === f)!;
  let { t, p } = row.cost;
  if (civ.discount && t + p > 0) {
    if (t > 0) t--;
    else p--;
  }
  const have = stock(ctx, civ);
  if (have.t >= t && have.p >= p) return { t, p };
  if (online(civ, 'uplift-facility') && have.t + have.p >= t + p) {
    const tt = Math.min(t, have.t);
    return { t: tt, p: t + p - tt };
  }
  return null;
}

/** Does the colony reach what a facility needs? */
function meetsNeeds(ctx: Ctx, civ: AlienState, f: FacilityId): boolean {
  const row = FACILITIES.find((x) => x.id === f)!;
  return (
    row.needs === null ||
    inReach(ctx, civPlaces(ctx, [civ.group]), row.needs, { needLeft: false }).length > 0
  );
}

/** Policy: the facilities in table order, the Megastructure last; the first that can be paid. */
export function alienBuildChoice(
  ctx: Ctx,
  civ: AlienState,
): { f: FacilityId; alt: 'pay' | 'exploit' } | null {
  for (const row of FACILITIES) {
    if (civ.facilities[row.id]) continue;
    if (!meetsNeeds(ctx, civ, row.id)) continue;
    if (payable(ctx, civ, row.id)) return { f: row.id, alt: 'pay' };
    const places = civPlaces(ctx, [civ.group]);
    if (row.id === 'orgone-cathode' && inReach(ctx, places, ['gems', 'ore']).length)
      return { f: row.id, alt: 'exploit' };
    if (row.id === 'uplift-facility' && inReach(ctx, places, ['monsters']).length)
      return { f: row.id, alt: 'exploit' };
  }
  return null;
}

/** One Alien turn. */
export function alienTurn(ctx: Ctx, civ: AlienState): void {
  alienBuild(ctx, civ);
  catastrophe(ctx, civ, ctx.d(6, 'catastrophe'));
  if (civ.ended) return;
  repair(ctx, civ);
  facilityAction(ctx, civ);
}

// READING: the emergency supply drop comes to a colony that "cannot afford" a facility it could
// still build; one that has built all it may (a destroyed facility is never rebuilt, and an unmet
// requirement bars one) gets none, so a colony whose Megastructure is destroyed dwindles under its
// catastrophes to the end the book promises ("and it will end") instead of growing forever.
export function anyLeftToBuild(ctx: Ctx, civ: AlienState): boolean {
  return FACILITIES.some((row) => !civ.facilities[row.id] && meetsNeeds(ctx, civ, row.id));
}

export function alienBuild(ctx: Ctx, civ: AlienState): void {
  const choice = alienBuildChoice(ctx, civ);
  if (!choice && !anyLeftToBuild(ctx, civ)) {
    ctx.emit(
      'nothing-to-build',
      `${civ.name} have built every facility they can: no supply drop comes.`,
      [civ.group],
      [civ.site.id],
    );
    return;
  }
  if (!choice) {
    ctx.addToken('population', 'colonist', civ.group, civ.site.id);
    ctx.addToken('treasure', 'supplies', civ.group, civ.site.id);
    ctx.emit(
      'supply-drop',
      `${civ.name} can afford nothing: an emergency supply drop brings ●○.`,
      [civ.group],
      [civ.site.id],
    );
    return;
  }
  const row = FACILITIES.find((x) => x.id === choice.f)!;
  let paid = 'at no cost';
  if (choice.alt === 'exploit') {
    const kinds =
      choice.f === 'orgone-cathode' ? (['gems', 'ore'] as const) : (['monsters'] as const);
    const r = exploit(ctx, civ, civPlaces(ctx, [civ.group]), kinds, () => civ.site.id, 'supplies');
    // The exploit pays for the build: its ○ is spent at once.
    lose(ctx, civ.group, 'treasure', civ.site.id);
    paid = `by exploiting ${r?.flavour ?? ''} ${r?.kind ?? ''}`.replace(/\s+/g, ' ');
  } else {
    const cost = payable(ctx, civ, choice.f)!;
    for (let i = 0; i < cost.t; i++) lose(ctx, civ.group, 'treasure', civ.site.id);
    for (let i = 0; i < cost.p; i++) lose(ctx, civ.group, 'population', civ.site.id);
    if (cost.t + cost.p > 0) paid = `paying ${'○'.repeat(cost.t)}${'●'.repeat(cost.p)}`;
    if (civ.discount && row.cost.t + row.cost.p > 0) civ.discount = false;
  }
  const c = centre(civ.site.shape);
  const k = FACILITIES.indexOf(row);
  const p = room(
    ctx,
    civ,
    'alien-facility',
    pt(c.x + (k % 2 ? 2 : -2), c.y + (k < 3 ? -0.2 : 1.3)),
    civ.site,
    { w: choice.f === 'megastructure' ? 2.4 : 1.4, h: 1, name: row.title },
  );
  civ.facilities[choice.f] = { state: 'online', place: (p ?? civ.site).id };
  if (choice.f === 'supply-cache') {
    ctx.addToken('treasure', 'supplies', civ.group, civ.site.id);
    ctx.addToken('treasure', 'supplies', civ.group, civ.site.id);
  }
  if (choice.f === 'agricomplex' && p)
    ctx.addResource({
      kind: 'biome',
      place: p.id,
      points: [centre(p.shape)],
      stratum: 0,
      feature: null,
      left: 4,
      flavour: 'alien',
      alien: true,
    });
  built(
    ctx,
    civ,
    choice.f,
    `the ${row.title}`,
    p,
    `${paid}; online${choice.f === 'supply-cache' ? ', +○○' : ''}${choice.f === 'agricomplex' ? ', an alien biome grows' : ''}`,
  );
}

/** Pay a catastrophe's loss from the Landing Site; false when it cannot be paid. */
function pay(ctx: Ctx, civ: AlienState, cost: { t: number; p: number; either: number }): boolean {
  const have = stock(ctx, civ);
  if (have.t < cost.t || have.p < cost.p || have.t + have.p - cost.t - cost.p < cost.either) {
    while (
      lose(ctx, civ.group, 'treasure', civ.site.id) ||
      lose(ctx, civ.group, 'population', civ.site.id)
    );
    return false;
  }
  for (let i = 0; i < cost.t; i++) lose(ctx, civ.group, 'treasure', civ.site.id);
  for (let i = 0; i < cost.p; i++) lose(ctx, civ.group, 'population', civ.site.id);
  // "● or ○": the colony gives up whichever it has more of, supplies first on a tie.
  for (let i = 0; i < cost.either; i++) {
    const s = stock(ctx, civ);
    lose(ctx, civ.group, s.t >= s.p ? 'treasure' : 'population', civ.site.id);
  }
  return true;
}

// READING: a catastrophe strikes its facility when it stands (online → damaged, damaged →
// destroyed, as the table's "Damaged → Destroyed" shows); only a facility never built or
// already destroyed lets the blow fall on the Landing Site's beads.
export function catastrophe(ctx: Ctx, civ: AlienState, roll: number): void {
  const row = CATASTROPHES[roll - 1]!;
  if (row.facility === null) {
    ctx.emit('catastrophe', `${row.title}: no catastrophe; ${civ.name} celebrate.`, [civ.group]);
    return;
  }
  const f = civ.facilities[row.facility];
  const title = FACILITIES.find((x) => x.id === row.facility)!.title;
  if (f && f.state !== 'destroyed') {
    f.state = f.state === 'online' ? 'damaged' : 'destroyed';
    if (f.state === 'destroyed') ctx.site.place(f.place).state = 'ruined';
    ctx.emit('catastrophe', `${row.title}: the ${title} is ${f.state}.`, [civ.group], [f.place]);
    return;
  }
  const cost = row.cost;
  const what = `${'○'.repeat(cost.t)}${'●'.repeat(cost.p)}${cost.either ? '● or ○' : ''}`;
  if (pay(ctx, civ, cost)) {
    ctx.emit(
      'catastrophe',
      `${row.title}: with no ${title} to take the blow, the colony loses ${what}.`,
      [civ.group],
      [civ.site.id],
    );
    return;
  }
  civ.ended = 'lost';
  civ.legacy.push({
    kind: 'spawn-monster',
    place: civ.site.id,
    tag: 'alien',
    note: 'an Alien-tagged monster spawns at the Landing Site when the Age of Monsters begins',
  });
  endCivilization(ctx, civ, 'lost', [civ.group]);
  ctx.emit(
    'civilization-end',
    `${row.title}: the colony cannot pay ${what} and is lost; the aliens fall into obscurity, and an Alien monster will rise at the Landing Site.`,
    [civ.group],
    [civ.site.id],
  );
}

/** Repair one damaged facility on 4–6 of a d6 (+1 with the Powerplant online). */
export function repair(ctx: Ctx, civ: AlienState): void {
  const damaged = FACILITIES.filter((r) => civ.facilities[r.id]?.state === 'damaged');
  if (damaged.length === 0) return;
  const bonus = online(civ, 'powerplant') ? 1 : 0;
  const roll = ctx.d(6, 'repair');
  const f = damaged[0]!;
  if (roll + bonus >= 4) {
    civ.facilities[f.id]!.state = 'online';
    ctx.emit(
      'repair',
      `${civ.name} repair the ${f.title} (${roll}${bonus ? '+1' : ''}): online again.`,
      [civ.group],
    );
  } else
    ctx.emit('repair', `${civ.name} fail to repair the ${f.title} (${roll}${bonus ? '+1' : ''}).`, [
      civ.group,
    ]);
}

/**
 * One functional facility's action. Policy: prosper when the Megastructure stands online;
 * otherwise the action that adds ○ (Powerplant, Agricomplex, the Landing Site's exploit), else
 * the Cathode's discount.
 */
export function facilityAction(ctx: Ctx, civ: AlienState): void {
  const places = civPlaces(ctx, [civ.group]);
  if (online(civ, 'megastructure')) return prosper(ctx, civ, ctx.d(6, 'prosper: success'));
  if (
    online(civ, 'powerplant') &&
    harvest(ctx, civ, places, ['water', 'magma'], civ.site.id, 'supplies')
  ) {
    ctx.emit('facility-action', `The Powerplant harvests power (+○).`, [civ.group]);
    return;
  }
  if (online(civ, 'agricomplex') && harvest(ctx, civ, places, ['biome'], civ.site.id, 'supplies')) {
    ctx.emit('facility-action', `The Agricomplex harvests its biome (+○).`, [civ.group]);
    return;
  }
  const r = exploit(ctx, civ, places, ['ore', 'gems', 'biome'], () => civ.site.id, 'supplies', {
    test: (x) => !x.alien,
  });
  if (r) {
    ctx.emit('facility-action', `The Landing Site exploits ${r.flavour} ${r.kind} (+○).`, [
      civ.group,
    ]);
    return;
  }
  if (online(civ, 'orgone-cathode')) {
    civ.discount = true;
    ctx.emit('facility-action', 'The Orgone Cathode hums: the next build costs one bead less.', [
      civ.group,
    ]);
    return;
  }
  ctx.emit('facility-action', `${civ.name} find nothing to do.`, [civ.group]);
}

/** The Megastructure's Prosper: roll d6 ≤ online facilities (not the Landing Site) to succeed. */
export function prosper(ctx: Ctx, civ: AlienState, roll: number): void {
  const n = FACILITIES.filter((r) => online(civ, r.id)).length;
  const ok = roll <= n;
  civ.ended = ok ? 'prosper' : 'depart';
  endCivilization(ctx, civ, civ.ended, [civ.group]);
  ctx.emit(
    'civilization-end',
    ok
      ? `The Megastructure completes its work (${roll} ≤ ${n} facilities online): the colony succeeds and the aliens prosper.`
      : `The Megastructure is not enough (${roll} > ${n} facilities online): the colony fails and the aliens depart.`,
    [civ.group],
    [civ.site.id],
  );
}
