/**
 * The nexus in the Age of Monsters and the Age of Villainy (hthad-2019-rules.txt, the d20 Nexus
 * table): what each result does to a monster group the first time its territory reaches the
 * nexus (by exploring or scouting). The Age of Civilization's side (plague, Fate, radiation, the
 * Dungeonheart's guardians, the Mother of Monsters, the Gateway) lives in civ.ts; the Ley Lines
 * act at a spawn (monster-world.ts); the Gateway also takes the next monster spawning in its
 * stratum, and the Crossroads' +1 is a conflict bonus (both in monster-world.ts).
 */
import { centre, dist } from '../world/geometry';
import type { Ctx, NexusState } from './context';
import { beads as civBeads, lose } from './civ';
import type { GroupId } from './deck/port';
import { JOIN_REACH, type MonsterWorld2019 } from './monster-world';
import type { NexusId } from './tables';

/** One effect as it happened: the chronicle sentence (the world changes are already made). */
export type NexusFound = (ctx: Ctx, w: MonsterWorld2019, g: GroupId, nx: NexusState) => string;

const once = (nx: NexusState, key: string): boolean => {
  if (nx.spent.includes(key)) return false;
  nx.spent.push(key);
  return true;
};

/** Lose up to n ● from a monster group; returns how many went. */
function bleed(w: MonsterWorld2019, g: GroupId, n: number): number {
  const had = w.beads(g).pop;
  w.addBeads(g, { pop: -n });
  return had - w.beads(g).pop;
}

/**
 * Each result's effect on a monster group that finds the nexus. Every entry writes one sentence;
 * the group's name is filled in by the caller (`{g}`).
 */
export const NEXUS_FOUND: Readonly<Record<NexusId, NexusFound>> = {
  // READING: the Mother of Monsters is met as the civilizations meet her: each side loses 1●.
  'mother-of-monsters': (ctx, w, g) => {
    const mother = ctx.world.groups.find(
      (x) => x.traits.includes('mother-of-monsters') && x.state === 'active',
    );
    if (!mother) return '{g} find the lair of the Mother of Monsters empty.';
    const m = lose(ctx, mother.id, 'population');
    const l = bleed(w, g, 1);
    if (civBeads(ctx, mother.id, 'population').length === 0) {
      mother.state = 'ended';
      mother.ended = ctx.stamp;
      mother.end = 'monster-encounter';
    }
    return `{g} meet the Mother of Monsters: ${m ? 'she loses 1●' : 'she has no ● left'}, {g} lose ${l}●.`;
  },
  plague: (_ctx, w, g, nx) => {
    if (!once(nx, 'plague')) return '{g} pass where the plague was; it is gone.';
    // READING: "plague 3" costs the first group in up to 3●, as it does a civilization.
    const l = bleed(w, g, 3);
    for (const f of _ctx.world.features)
      if (f.kind === 'plague' && f.place === nx.place) f.state = 'spent';
    return `{g} explore into the plague and lose ${l}●; the plague is gone.`;
  },
  fate: (_ctx, w, g) => {
    const l = bleed(w, g, w.beads(g).pop);
    return `{g} explore into Fate and are utterly ended (${l}● lost).`;
  },
  // READING: the Fault's whole work (opening across the page, water or magma running into it)
  // is done in the Primordial Age; a monster group that finds it later only sees it.
  fault: () => '{g} reach the Fault and look down into it.',
  dungeonheart: (ctx, w, g, nx) => {
    const guard = ctx.world.groups.find(
      (x) => x.traits.includes('dungeonheart') && x.state === 'active',
    );
    if (!guard) return '{g} find the Dungeonheart, its guardians long gone.';
    // READING: its 2● are met like monsters: each side loses 1●; the legendary treasure (❖)
    // replaces them once both are gone.
    const m = lose(ctx, guard.id, 'population');
    const l = bleed(w, g, 1);
    let tail = '';
    if (civBeads(ctx, guard.id, 'population').length === 0) {
      guard.state = 'ended';
      guard.ended = ctx.stamp;
      guard.end = 'monster-encounter';
      if (once(nx, 'dungeonheart')) {
        ctx.addToken('epic', 'artifact', null, nx.place);
        tail =
          " The Dungeonheart's guardians are gone: a legendary treasure (❖) lies in their place.";
      }
    }
    return `{g} fight the Dungeonheart's guardians: ${m ? 'the guardians lose 1●' : 'no guardian is left'}, {g} lose ${l}●.${tail}`;
  },
  gateway: () => '{g} find the Gateway to another plane.',
  // READING: the massive chambers are a ready lair: the finder takes one as a fortress (+1 ○
  // for what the unknown builders left).
  'cyclopean-complex': (_ctx, w, g) => {
    w.addBeads(g, { loot: 1 });
    return '{g} walk the cyclopean complex and carry off what its builders left (+1○).';
  },
  // The God Fragment counts as a treasure that never moves: the finders cannot pick it up
  // (MonsterWorld2019.pickUpLoot leaves it).
  'god-fragment': () => '{g} find the god fragment and cannot move it.',
  // READING: the ancient intelligence teaches the first group to find it: +1★.
  intellect: (_ctx, w, g, nx) => {
    if (!once(nx, 'intellect')) return '{g} find the ancient intellect silent.';
    w.addBeads(g, { stars: 1 });
    return '{g} find the ancient intellect and learn from it (+1★).';
  },
  // READING: a region of bones feeds the Undead: an Undead group finding it gains 1●.
  bones: (_ctx, w, g) => {
    if (!w.tags(g).includes('undead')) return '{g} cross the bones.';
    w.addBeads(g, { pop: 1 });
    return '{g} raise the dead from the bones (+1●).';
  },
  // READING: the magic nexus acts as the Ley Lines do: a Magical group finding it gains 1★.
  'magic-nexus': (_ctx, w, g) => {
    if (!w.tags(g).includes('magical')) return '{g} find the magic nexus and feel nothing.';
    w.addBeads(g, { stars: 1 });
    return '{g} draw on the magic nexus (+1★).';
  },
  // READING: "some creatures might be loath": a group that is neither mindless nor an ooze
  // turns back; the place leaves its territory.
  'phase-shift': (_ctx, w, g, nx) => {
    const sub = nx.detail ?? 'the substance';
    if (w.tags(g).some((t) => t === 'mindless' || t === 'ooze'))
      return `{g} push into the ${sub} without a care.`;
    w.leaveTerritory(g, nx.place);
    return `{g} are loath to enter the ${sub} and turn back.`;
  },
  // READING: the text names civilizations; monsters are hurt as well (1● the first time).
  radiation: (_ctx, w, g) => {
    const l = bleed(w, g, 1);
    return `{g} meet the radiation and lose ${l}●.`;
  },
  // READING: darkness favours the Undead and the mindless, who gain 1★ there; others only see.
  darkness: (_ctx, w, g) => {
    if (!w.tags(g).some((t) => t === 'undead' || t === 'mindless'))
      return '{g} find the darkness and light torches in vain.';
    w.addBeads(g, { stars: 1 });
    return '{g} make the darkness their hunting ground (+1★).';
  },
  // READING: the crystal palace's rooms hold a treasure for the first to find them.
  palace: (_ctx, w, g, nx) => {
    if (!once(nx, 'palace')) return '{g} walk the empty halls of the crystal palace.';
    w.addBeads(g, { loot: 1 });
    return '{g} find the crystal palace and take its treasure (+1○).';
  },
  // READING: the void annihilates: 1● falls in the first time a group finds it.
  void: (_ctx, w, g) => {
    const l = bleed(w, g, 1);
    return `{g} come to the edge of the void and lose ${l}● to it.`;
  },
  // READING: the leaking mana is a resource: a Magical finder gains 1★, any other 1○.
  'elemental-nexus': (_ctx, w, g, nx) => {
    const mana = nx.detail ?? 'elemental';
    if (w.tags(g).includes('magical')) {
      w.addBeads(g, { stars: 1 });
      return `{g} drink the ${mana} mana (+1★).`;
    }
    w.addBeads(g, { loot: 1 });
    return `{g} gather the ${mana} mana's residue (+1○).`;
  },
  'ley-lines': () => '{g} walk the ley lines.',
  crossroads: (_ctx, w, g) => {
    w.foundCrossroads(g);
    return '{g} find the Crossroads: +1 to trade, recruit or ally with any group that found it first.';
  },
  // Make up: our policy — the made-up nexus keeps its mystery and rewards curiosity, 1○ to the
  // first group to find it.
  'make-up': (_ctx, w, g, nx) => {
    if (!once(nx, 'make-up')) return '{g} find the nexus, its secret already taken.';
    w.addBeads(g, { loot: 1 });
    return '{g} find the nexus and take its secret (+1○).';
  },
};

/**
 * After a turn: every present group whose territory has newly reached the nexus feels its effect,
 * once per group. Returns the groups that did.
 */
export function nexusFound(ctx: Ctx, w: MonsterWorld2019, name: (g: GroupId) => string): GroupId[] {
  const nx = ctx.primordial.nexus;
  if (!nx) return [];
  const out: GroupId[] = [];
  const at = centre(ctx.site.place(nx.place).shape);
  for (const g of [...w.groups()]) {
    if (w.nexusSeen.has(g)) continue;
    // READING: a group finds the nexus when its territory reaches it (exploring, scouting) or
    // when it lives within two fingers of it (what scouting finds).
    const near = dist(centre(w.lair(g).shape), at) <= JOIN_REACH;
    if (!near && !w.territoryOf(g).includes(nx.place)) continue;
    w.nexusSeen.add(g);
    const text = NEXUS_FOUND[nx.id](ctx, w, g, nx);
    const n = name(g);
    ctx.emit(
      'nexus-effect',
      text.replace(/^\{g\}/, n.charAt(0).toUpperCase() + n.slice(1)).replace(/\{g\}/g, n),
      [g],
      [nx.place],
    );
    out.push(g);
  }
  return out;
}
