/**
 * The Age of Villainy (hthad-2019-rules.txt, "Age of Villainy", "The Horde", "The Empire"): a
 * group ascends, its card leaves the shuffle, it acts first each round with both cards' clauses,
 * new monsters come only after an elimination, and each villainy's finishing move ends the game
 * or does not.
 */
import { annexed, transfer } from './actions';
import { emit, present, type Age } from './age';
import { chooseConstruction } from './build';
import { setAside } from './deck';
import { settle } from './fate';
import type { GroupId } from './port';
import { playRound, spawnNext, summon } from './monsters-age';
import type { Tag } from './types';
import { EMPIRE, type VillainyId } from './villains';

/** How the Age of Villainy (or the whole game) ended. */
export type Ending =
  | 'horde-conquers' // every non-surface stratum corrupted
  | 'empire-rules' // half the groups annexed
  | 'villain-falls' // the villain died or left the map
  | 'cap'; // the turn cap was hit first

/**
 * The villainy a group takes by how it rose: 6● The Horde, 6○ The Empire. Policy `path` for a
 * wonder or both: The Horde when its ● are at least its ○, else The Empire.
 */
export function choosePath(age: Age, group: GroupId): VillainyId {
  const b = age.world.beads(group);
  if (b.pop >= 6 && b.loot < 6) return 'horde';
  if (b.loot >= 6 && b.pop < 6) return 'empire';
  return b.pop >= b.loot ? 'horde' : 'empire';
}

/**
 * Policy `alignEmpire`: an Empire lacking good/evil is good if it is lawful, an order, a city or
 * of the surface, else evil; lacking lawful/chaotic it is lawful if good, an order or a city,
 * else chaotic.
 */
export function alignEmpire(tags: readonly Tag[]): Tag[] {
  const has = (...t: Tag[]) => t.some((x) => tags.includes(x));
  const given: Tag[] = [];
  if (!has('good', 'evil')) given.push(has('lawful', 'order', 'city', 'surface') ? 'good' : 'evil');
  if (!has('lawful', 'chaotic'))
    given.push(has('good', 'order', 'city') || given.includes('good') ? 'lawful' : 'chaotic');
  return given;
}

// READING: the text names the Empire both as the group that triggered villainy (Entering into
// villainy) and as "the monster that has the most ● or ○" (its Setup, "your choice"); we keep the
// group that triggered it, which the Setup's "may" allows.
/** The villain ascends: its card leaves the deck, the villainy's SETUP is followed once. */
export function ascend(age: Age, group: GroupId, why: string): VillainyId {
  const w = age.world;
  const path = choosePath(age, group);
  age.villain = group;
  age.villainy = path;
  age.deck = setAside(age.deck, w.card(group));
  emit(age, { kind: 'villainy', turn: age.turn, group, path, why });
  if (path === 'horde') {
    const s = w.stratumOf(group);
    if (!w.corrupted(s)) {
      w.corrupt(s);
      emit(age, { kind: 'corrupt', turn: age.turn, stratum: s });
    }
  } else {
    const given = alignEmpire(w.tags(group));
    if (given.length > 0) w.addTags(group, given);
    w.build(group, { name: 'Capital' });
    emit(age, { kind: 'action', turn: age.turn, actor: group, action: 'build', detail: 'Capital' });
  }
  return path;
}

/**
 * The Horde's finishing move: corrupt one uncorrupted stratum it holds alone. When one stratum is
 * left and other groups live where the Horde has ●, it goes after them first (`hordeClear`).
 */
export function hordeFinish(age: Age, horde: GroupId): void {
  const w = age.world;
  const others = w.groups().filter((g) => g !== horde);
  for (const s of w.strataOf(horde)) {
    if (w.corrupted(s)) continue;
    if (others.some((o) => w.strataOf(o).includes(s))) continue;
    w.corrupt(s);
    emit(age, { kind: 'corrupt', turn: age.turn, stratum: s });
    return; // READING: one stratum per round
  }
  hordeClear(age, horde);
}

// READING: the book corrupts only a stratum holding no other monsters and lets the Horde clear
// one by Exterminate ("eliminate other monsters"); with one stratum left, a group sharing it with
// the Horde's ● counts as its neighbour, and the Horde exterminates the weakest such group it
// outnumbers (3●, then breeds), corrupting the stratum once no other group holds it.
/** The Horde clears the last stratum it must corrupt: one Exterminate a round, then corrupt. */
export function hordeClear(age: Age, horde: GroupId): void {
  const w = age.world;
  const left = w
    .strata()
    .slice(1)
    .filter((s) => !w.corrupted(s));
  const s = left[0];
  if (left.length !== 1 || s === undefined || !w.strataOf(horde).includes(s)) return;
  const holders = () => w.groups().filter((g) => g !== horde && w.strataOf(g).includes(s));
  const own = w.beads(horde).pop;
  const prey = holders()
    .filter((g) => w.beads(g).pop < own)
    .sort((a, b) => w.beads(a).pop - w.beads(b).pop)[0];
  if (prey !== undefined && own > 3) {
    w.addBeads(horde, { pop: -3 });
    w.addBeads(prey, { pop: -w.beads(prey).pop });
    w.addBeads(horde, { pop: 1 });
    emit(age, {
      kind: 'action',
      turn: age.turn,
      actor: horde,
      action: 'exterminate',
      target: prey,
      lost: [prey],
    });
    settle(age, horde);
  }
  if (present(age, horde) && holders().length === 0) {
    w.corrupt(s);
    emit(age, { kind: 'corrupt', turn: age.turn, stratum: s });
  }
}

/** The Empire's finishing move: Tax every annexed group 1○, then build one Empire construction. */
export function empireFinish(age: Age, empire: GroupId): void {
  for (const g of annexed(age))
    if (transfer(age, g, empire, 1) > 0)
      emit(age, {
        kind: 'action',
        turn: age.turn,
        actor: empire,
        action: 'gain',
        target: g,
        detail: 'tax',
      });
  const pick = chooseConstruction(age, empire, [EMPIRE]);
  if (pick) {
    const k = pick.construction;
    const w = age.world;
    if (k.req)
      w.addBeads(empire, {
        pop: -(k.req.pop ?? 0),
        loot: -(k.req.loot ?? 0),
        stars: -(k.req.stars ?? 0),
      });
    if (k.gain) w.addBeads(empire, k.gain);
    w.build(empire, k);
    emit(age, {
      kind: 'action',
      turn: age.turn,
      actor: empire,
      action: 'build-empire',
      detail: k.name,
    });
  }
}

/** Has the game ended? */
export function ending(age: Age): Ending | undefined {
  const villain = age.villain;
  if (villain === undefined || !present(age, villain)) return 'villain-falls';
  const w = age.world;
  if (age.villainy === 'horde') {
    const below = w.strata().slice(1);
    if (below.length > 0 && below.every((s) => w.corrupted(s))) return 'horde-conquers';
  } else {
    // READING: "half the monster groups on the map" counts the groups other than the Empire.
    const others = w.groups().filter((g) => g !== villain).length;
    const taken = annexed(age).length;
    if (taken > 0 && taken * 2 >= others) return 'empire-rules';
  }
  return undefined;
}

/** One round of the Age of Villainy. Returns how the game ended, if it did. */
export function villainyTurn(age: Age): Ending | undefined {
  const before = age.log.length;
  playRound(age, age.villain);
  summon(age);
  const villain = age.villain;
  if (villain !== undefined && present(age, villain)) {
    if (age.villainy === 'horde') hordeFinish(age, villain);
    else empireFinish(age, villain);
  }
  const end = ending(age);
  if (end) {
    emit(age, { kind: 'end', turn: age.turn, how: end });
    return end;
  }
  // Only after an elimination this turn does a new monster spawn.
  const eliminated = age.log.slice(before).some((e) => e.kind === 'death');
  if (eliminated) spawnNext(age);
  age.turn += 1;
  return undefined;
}

/** Play rounds until the game ends or `cap` rounds have passed (the cap is reported). */
export function runVillainy(age: Age, cap: number): Ending {
  for (let i = 0; i < cap; i++) {
    const end = villainyTurn(age);
    if (end) return end;
  }
  emit(age, { kind: 'end', turn: age.turn, how: 'cap' });
  return 'cap';
}
