/**
 * Special Features (hthad-2008-rules.txt, "Special Features"): the twelve rows, each a named
 * function, and the Temple of Evil's missionaries each year.
 */
import { distancesFrom, zoc } from './space';
import { pt, shapeGap, type Point, type Shape } from '../../world';
import { runDisaster } from '../early-ages';
import { GREAT_DISASTER } from '../tables';
import { HALF_FINGER } from '../../world/units';
import { engineOf, type Host } from './host';
import { cap, encounterRoll, groupIsPlural, nameOf, verb, wipeCheck } from './encounter';
import { newGroup, roomNear, stock } from './setup';
import { at, dig, digToward, landing, newRoom, roomsOf } from './space';
import {
  changedHoldings,
  activeGroups,
  activeList,
  grow,
  home,
  isMonsterGroup,
  kill,
  loot,
  lootTokens,
  pop,
  spendLoot,
  wgroup,
  type LateState,
  type MGroup,
} from './state';
import {
  FEATURE_CAVERN,
  MADE_UP_FEATURES,
  SPECIAL_FEATURES,
  type SpecialFeatureId,
} from './tables';
import { placeWanderer } from './wandering';
import { beadsIn } from './state';
import { rollMinorFeature } from '../advanced/minor-features';
import { nameTreasure } from '../advanced/named-treasures';

type FeatureRule = (h: Host, s: LateState, p: Point) => void;

const groupsBy = (
  h: Host,
  s: LateState,
  score: (g: MGroup) => number,
  why: string,
): MGroup | null => {
  const gs = activeGroups(h, s, (g) => isMonsterGroup(g) && g.kind !== 'temple');
  if (gs.length === 0) return null;
  const best = Math.max(...gs.map(score));
  return h.pick(
    gs.filter((g) => score(g) === best),
    why,
  );
};

/** 1: the group with the most loot hires an engineer: a new named room, 1○ paid. */
function engineer(h: Host, s: LateState): void {
  const g = groupsBy(h, s, (x) => loot(h, x.id), 'engineer hired by');
  if (!g) {
    h.emit('special-feature', 'A dungeon engineer finds no one to hire him.');
    return;
  }
  const title = h.names.pick(MADE_UP_FEATURES);
  const room = newRoom(h, {
    near: at(home(h, g.id)),
    role: 'engineered-room',
    owner: g.id,
    name: title,
  });
  spendLoot(h, s, g.id, 1);
  h.emit(
    'engineer',
    `${cap(nameOf(h, { g }))} ${verb(g, 'hire', 'hires')} a dungeon engineer, who builds the ${title}.`,
    [g.id],
    room ? [room.id] : [],
  );
}

/** 2: the artifact begins in the castle; it acts as loot and gives +1 to conflicts. */
function artifact(h: Host, s: LateState): void {
  const k = s.kingdoms[0];
  if (s.artifact || !k) {
    h.emit('special-feature', 'Rumours of a great artifact come to nothing.');
    return;
  }
  const name = `the ${h.names.next('artifact')}`;
  s.artifact = h.addToken('treasure', 'artifact', k.id, k.castle);
  s.named[s.artifact] = name;
  h.emit(
    'artifact',
    `An artifact, ${name}, is made and kept in the castle of ${wgroup(h, k.id).name}.`,
    [k.id],
    [k.castle],
  );
}

/** 3: a great statue in a room near the die, starred and named. */
function statue(h: Host, _s: LateState, p: Point): void {
  const room = roomNear(h, p);
  if (!room) return;
  const name = `the Statue of ${h.names.next('artifact')}`;
  h.addToken('bonus', 'statue', null, room.id);
  h.emit('statue', `A great statue, ${name}, is raised in the dungeon.`, [], [room.id]);
}

/** 4: an evil cult founds a temple: a new group with 1● 1○. */
function temple(h: Host, s: LateState, p: Point): void {
  const room = roomNear(h, p);
  if (!room) return;
  const name = `the Temple of ${h.names.next('demons')}`;
  const g = newGroup(h, s, {
    kind: 'temple',
    flavour: 'temple-of-evil',
    title: 'evil cult',
    alignment: 'chaotic',
    culture: 'demons',
    name,
    home: room.id,
  });
  stock(h, g, room.id, 1, 1);
  const before = room.owner;
  room.owner = g.id;
  changedHoldings(h, before, g.id);
  h.emit('temple-of-evil', `An evil cult founds ${name}.`, [g.id], [room.id]);
}

/** 5: a shrine of law in a room near the die. */
function shrineOfLaw(h: Host, _s: LateState, p: Point): void {
  const room = newRoom(h, { near: p, role: 'shrine-of-law', owner: null, name: 'Shrine of Law' });
  if (room)
    h.emit('shrine-of-law', 'Pilgrims consecrate a Shrine of Law in the depths.', [], [room.id]);
}

/** 6: a new natural cavern near the die, its contents from the Natural Cavern table. */
function naturalCavern(h: Host, s: LateState, p: Point): void {
  const cave = newRoom(h, { near: p, role: 'natural-cave', owner: null, kind: 'cave' });
  if (!cave) return;
  const roll = h.d(8, 'natural cavern');
  const row = FEATURE_CAVERN.find((r) => r.lo <= roll && roll <= r.hi)!;
  let what = 'empty';
  switch (row.id) {
    case 'through-tunnel': {
      const c = at(cave);
      digToward(h, cave, pt(c.x + 2.5, c.y), 2.5, 'natural', null);
      digToward(h, cave, pt(c.x - 2.5, c.y), 2.5, 'natural', null);
      what = 'a tunnel runs through it';
      break;
    }
    case 'plague': {
      const n = h.d(4, 'plague strength');
      cave.marks.push(`plague`);
      h.site.addFeature({ kind: 'plague', shape: cave.shape, place: cave.id, amount: n }, h.stamp);
      what = `plague ${n}`;
      break;
    }
    case 'gemstones': {
      const n = h.d(4, 'gemstones');
      for (let i = 0; i < n; i++) h.addToken('treasure', 'gems', null, cave.id);
      what = `${n} gemstones`;
      break;
    }
    case 'beast':
      placeWanderer(h, s, at(cave), 'beast', 1, 0, 'primordial beast');
      what = 'a beast';
      break;
    case 'fate':
      cave.marks.push('fate');
      what = 'Fate';
      break;
    case 'water':
    case 'magma':
      cave.marks.push(row.id);
      cave.state = 'flooded';
      what = `filled with ${row.id}`;
      break;
    default:
      break;
  }
  cave.marks.sort();
  h.emit('natural-cavern', `A new cavern opens: ${what}.`, [], [cave.id]);
}

/** 7: the most populous group digs a crypt for a great king; 1○ moves to it and is grave goods. */
function crypt(h: Host, s: LateState): void {
  const g = groupsBy(h, s, (x) => pop(h, x.id), 'crypt dug by');
  if (!g) return;
  const room = newRoom(h, {
    near: at(home(h, g.id)),
    role: 'crypt',
    owner: null,
    marks: ['tomb'],
    name: `Crypt of ${h.names.next('monsters')}`,
  });
  if (!room) return;
  const t = lootTokens(h, g.id).find((x) => x.id !== s.artifact);
  if (t) {
    h.moveToken(t.id, room.id, { owner: null, role: 'hoard' });
    nameTreasure(h, s, t.id, `the crown of the ${room.name}`);
  }
  h.emit(
    'crypt',
    `${cap(nameOf(h, { g }))} ${verb(g, 'dig', 'digs')} ${room.name} for a great king.`,
    [g.id],
    [room.id],
  );
}

/** 8: the group with most population and loot digs an oubliette with 1● that ignores them. */
function oubliette(h: Host, s: LateState): void {
  const g = groupsBy(h, s, (x) => pop(h, x.id) + loot(h, x.id), 'oubliette dug by');
  if (!g) return;
  const top = home(h, g.id);
  const c = at(top);
  const room = newRoom(h, {
    near: pt(c.x, c.y + HALF_FINGER),
    role: 'oubliette',
    owner: null,
    size: 0.7,
    connect: false,
  });
  if (!room) return;
  dig(h, top, room, 'dwarven', 'shaft', g.id);
  const w = placeWanderer(h, s, at(room), 'oubliette', 1, 0, 'thing in the oubliette');
  if (w) w.ignores = g.id;
  h.emit(
    'oubliette',
    `${cap(nameOf(h, { g }))} ${verb(g, 'dig', 'digs')} an oubliette; something lives at the bottom.`,
    [g.id],
    [room.id],
  );
}

/** 9: a dimensional gate near the die; 2● come through and fight as wandering monsters. */
function gate(h: Host, s: LateState, p: Point): void {
  const room = newRoom(h, {
    near: p,
    role: 'dimensional-gate',
    owner: null,
    name: 'Dimensional Gate',
  });
  if (!room) return;
  h.emit('dimensional-gate', 'A dimensional gate tears open.', [], [room.id]);
  placeWanderer(h, s, at(room), 'outsider', 2, 0, 'invaders from beyond');
}

/**
 * Policy for "if the dungeon is very crowded" (the book leaves it to the eye): the current
 * stratum is very crowded once at least this many rooms and caves have been drawn on it, about
 * twice what a sheet usually carries by the end of the Age of Monsters.
 */
export const CROWDED_ROOMS = 20;

/** Is the current stratum very crowded (see {@link CROWDED_ROOMS})? */
export function veryCrowded(h: Host): boolean {
  let n = 0;
  for (const p of roomsOf(h)) if (p.made.layer === h.layer) n++;
  return n >= CROWDED_ROOMS;
}

/**
 * Before a disaster in a very crowded dungeon, add a new stratum: a fresh sheet over the dungeon,
 * onto which everything on the current one is carried up. True if one was added.
 */
export function newStratumIfCrowded(h: Host, s: LateState): boolean {
  if (!veryCrowded(h)) return false;
  h.layer = h.site.addLayer(h.age, 'A new stratum before the disaster');
  h.emit(
    'new-stratum',
    `The dungeon is crowded: a new sheet is laid over it, and ${activeList(h, s).length} groups are carried up onto it before the disaster.`,
  );
  return true;
}

/**
 * Policy for "if you really like your current dungeon and think a disaster will just make a mess
 * of it, ignore this result and roll again": a matter of the player's taste, not a rule. The
 * engine's host never ignores a disaster; it is part of the dungeon's history.
 */
export function ignoresDisaster(_h: Host, _s: LateState): boolean {
  return false;
}

/**
 * 10: a disaster from the Great Disaster table, carried out in full by the Great Disaster's own
 * row effects (early-ages.ts: the river, the plague marks, the fallen star's crater and
 * treasure, the earthquake's cross-cuts, the volcano's cone, row 8's branch). Every group the
 * disaster runs through loses 1●. A very crowded dungeon first gets a new stratum.
 */
function disaster(h: Host, s: LateState, _p: Point): void {
  newStratumIfCrowded(h, s);
  const ctx = engineOf(h);
  const { row, roll } = ctx.table(8, GREAT_DISASTER, 'disaster');
  const mark = {
    tunnels: h.world.tunnels.length,
    features: h.world.features.length,
    places: h.world.places.length,
  };
  // Each group's region as it stood before the disaster: its zone of control.
  const groups = activeGroups(h, s, (x) => x.kind !== 'adventurers' && x.kind !== 'villain');
  const regions = groups.map((g) => zoc(h, g));
  // The roll is told first, then what the disaster draws, then whom it strikes.
  h.emit('disaster', `Disaster (${roll}): ${row.title}!`);
  runDisaster(ctx, row.id, 0);
  const hit = struckPlaces(h, mark);
  const struck: string[] = [];
  groups.forEach((g, i) => {
    const region = regions[i]!;
    for (const id of hit)
      if (region.has(id)) {
        kill(h, g.id, 1);
        struck.push(g.id);
        return;
      }
  });
  h.emit(
    'disaster',
    struck.length === 0
      ? 'It runs through no group’s domain.'
      : `It strikes ${listNames(struck.map((id) => nameOf(h, { g: s.groups.find((x) => x.id === id)! })))}, and ${struck.length > 1 ? 'one falls in each' : groupIsPlural(s.groups.find((x) => x.id === struck[0])!) ? 'one of them falls' : 'it loses one'}.`,
    struck,
    [...hit].sort(),
  );
  for (const id of struck) {
    const g = s.groups.find((x) => x.id === id)!;
    if (g.kind !== 'kingdom') wipeCheck(h, s, g, 'disaster');
  }
}

/**
 * "Affected by the disaster (i.e. a natural cave or volcanic pipe moves through their region)":
 * the places its new passages run through, the places either side of where they cut across an
 * older tunnel, the places its plague, magma or water fills, and the rooms its river flows through.
 */
function struckPlaces(
  h: Host,
  mark: { tunnels: number; features: number; places: number },
): Set<string> {
  const hit = new Set<string>();
  const made = new Set(h.world.places.slice(mark.places).map((p) => p.id));
  for (const t of h.world.tunnels.slice(mark.tunnels)) for (const st of t.stops) hit.add(st.place);
  // A cut across an older tunnel leaves a new junction on it: the places either side are struck.
  for (const t of h.world.tunnels.slice(0, mark.tunnels))
    t.stops.forEach((st, i) => {
      if (!made.has(st.place) || !hit.has(st.place)) return;
      for (const n of [t.stops[i - 1], t.stops[i + 1]]) if (n) hit.add(n.place);
    });
  const rivers: Shape[] = [];
  for (const f of h.world.features.slice(mark.features)) {
    if (f.place) hit.add(f.place);
    else if (f.kind === 'river') rivers.push(f.shape);
  }
  // A new river runs through every room and cave it touches (a rare event: one pass is fine).
  if (rivers.length > 0)
    for (const p of h.world.places)
      if (
        (p.kind === 'room' || p.kind === 'cave') &&
        rivers.some((r) => shapeGap(p.shape, r) <= 0.2)
      )
        hit.add(p.id);
  return hit;
}

/** 11: a haunting: 3● 1○ unquiet dead in an empty room near the die. */
function haunting(h: Host, s: LateState, p: Point): void {
  const room = roomNear(
    h,
    p,
    (q) => (q.kind === 'room' || q.kind === 'cave') && beadsIn(h, q.id).length === 0,
  );
  const g = placeWanderer(h, s, room ? at(room) : p, 'undead', 3, 1, 'restless dead');
  if (g) h.emit('haunting', 'The unquiet dead rise to guard what they owned in life.', [g.id]);
}

/** 12: a feature of our own: a minor feature drawn near the die. */
function makeUp(h: Host, s: LateState, p: Point): void {
  const name = rollMinorFeature(h, s);
  const room = newRoom(h, { near: p, role: 'minor-feature', owner: null, name });
  h.emit('special-feature', `Something strange is found: ${name}.`, [], room ? [room.id] : []);
}

export const FEATURE_RULES: Record<SpecialFeatureId, FeatureRule> = {
  engineer,
  artifact,
  statue,
  'temple-of-evil': temple,
  'shrine-of-law': shrineOfLaw,
  'natural-cavern': naturalCavern,
  crypt,
  oubliette,
  'dimensional-gate': gate,
  disaster,
  haunting,
  'make-up': makeUp,
};

/** Roll and place a special feature where the die landed. */
export function specialFeature(h: Host, s: LateState, p: Point): void {
  // A disaster the host chooses to ignore is rolled again (never, by the policy); bounded.
  for (let tries = 0; tries < 4; tries++) {
    const roll = h.d(12, 'special feature');
    const row = SPECIAL_FEATURES.find((r) => r.lo <= roll && roll <= r.hi)!;
    if (row.id === 'disaster' && ignoresDisaster(h, s) && tries < 3) continue;
    FEATURE_RULES[row.id](h, s, p);
    return;
  }
}

/**
 * The temple's season: missionaries go to the nearest group without a shrine. Chaotic and
 * hungry groups take an evil shrine (+1○ +1● to the temple); lawful groups resist in a conflict
 * and, losing, turn chaotic.
 */
export function templeSeason(h: Host, s: LateState, t: MGroup): void {
  const dist = distancesFrom(h, [home(h, t.id).id]);
  const target = activeGroups(
    h,
    s,
    (g) => g.id !== t.id && !g.shrine && isMonsterGroup(g) && g.kind !== 'temple',
  )
    .map((g) => ({ g, d: dist.get(home(h, g.id).id) ?? Infinity }))
    .sort((a, b) => a.d - b.d || a.g.arrived - b.g.arrived)[0];
  if (!target) return;
  const g = target.g;
  if (g.alignment !== 'lawful') {
    g.shrine = true;
    const room = newRoom(h, {
      near: at(home(h, g.id)),
      role: 'evil-shrine',
      owner: g.id,
      name: 'Evil Shrine',
    });
    grow(h, t.id, 1);
    h.addToken('treasure', 'loot', t.id, home(h, t.id).id);
    h.emit(
      'missionaries',
      `Missionaries of ${wgroup(h, t.id).name} raise an evil shrine among ${nameOf(h, { g })}.`,
      [t.id, g.id],
      room ? [room.id] : [],
    );
    return;
  }
  const r = encounterRoll(h, s, t, g);
  if (r.margin > 0) {
    g.alignment = 'chaotic';
    wgroup(h, g.id).alignment = 'chaotic';
    h.emit(
      'missionaries',
      `${cap(nameOf(h, { g }))} ${verb(g, 'are', 'is')} converted by ${wgroup(h, t.id).name} and ${verb(g, 'turn', 'turns')} chaotic (${r.mine} to ${r.theirs}).`,
      [t.id, g.id],
    );
  } else {
    kill(h, t.id, 1);
    h.emit(
      'missionaries',
      `${cap(nameOf(h, { g }))} ${verb(g, 'drive', 'drives')} off the missionaries of ${wgroup(h, t.id).name} (${r.mine} to ${r.theirs}).`,
      [t.id, g.id],
    );
    wipeCheck(h, s, t, 'missionaries');
  }
}

export { landing };

/** "a, b and c". */
function listNames(names: readonly string[]): string {
  return names.length < 2
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
