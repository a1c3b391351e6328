/**
 * Doors and chests (dungeon-plungin-rules.txt: Traps 1038-1162, Locked Doors and Chests 1164-1235,
 * Treasure 1237-1360): a door's locks and trap as the construction wrote them, bashing, opening a
 * door (the construction phase, the monsters found and their awareness, an ambush's first
 * strikes), and opening a chest.
 */
import { clearConditions } from './conditions';
import { prepareSpells } from './spells';
import { listedItem } from './items';
import { buyPotions, payForRaise } from './town-trip';
import { divideInTown } from './town-xp';
import type { PlunginExit } from '../engine';
import type { Cell } from '../../plan/types';
import { adjacent, boardOf } from './board';
import { logged, opposed, rollChart, showDice, type LoggedDie } from './checks';
import { bashNoise, takeItem, trapAttack } from './combat';
import { monsterTurn } from './monsters';
import {
  freeSquaresIn,
  inPit,
  living,
  monsterFig,
  say,
  spaceOf,
  type Chest,
  type Fig,
  type GameState,
} from './state';
import {
  bashDice,
  bashDifficulty,
  bashLock,
  detectTrap,
  disarmTrap,
  keyFor,
  lockStep,
  newLock,
  pickLock,
  useKey,
  type LockState,
  type LockTable,
} from './locks';
import { doorName, numberedNames, tileName, tileOf } from './names';
import { isReentry, placeNewcomers, restockRoom, rollNewcomers } from './revisit';
import { treasureItem } from './inventory';
import { creditGold, findLibrary } from './finds';
import { faceDoor, faceFoe, keyOnly, oneCheck, oneCheckDue } from './optional';
import { doorSquares } from '../grid';
import { rollLogged } from './rolls';
import { BASH_BLOWS, blows, canForce, countBlow } from './great-door';

interface DoorInfo {
  readonly unlock: number | null;
  readonly detect: number | null;
  readonly trap: string | null;
}

/** A door's difficulties and trap, as the construction wrote them on its portal. */
export function doorInfo(g: GameState, e: PlunginExit): DoorInfo {
  const p = g.crawl.plan.portals.find((q) => q.id === e.portal);
  const note = p?.note ?? '';
  const u = /unlock Dif\. (\d)/.exec(note);
  const d = /detect traps Dif\. (\d)/.exec(note);
  const t = /trapped: (.+)$/.exec(note);
  const trap = t
    ? (Object.entries(g.pack.traps).find(([, v]) => v.name === t[1]!.trim())?.[0] ?? null)
    : null;
  return { unlock: u ? Number(u[1]) : null, detect: d ? Number(d[1]) : null, trap };
}

export function doorState(g: GameState, e: PlunginExit): LockState {
  let s = g.doors.get(e.id);
  if (!s) {
    const info = doorInfo(g, e);
    s = newLock(
      e.kind === 'great' ? 'great' : e.kind === 'normal' ? 'normal' : 'locked',
      info.unlock,
      info.detect,
      info.trap,
    );
    g.doors.set(e.id, s);
  }
  return s;
}

// ---------------------------------------------------------------------------------------------
// Opening a door: the construction phase and the awareness of what is found

export function openDoor(g: GameState, h: Fig, e: PlunginExit): 'ambush' | 'open' {
  const ds = doorState(g, e);
  const name = doorName(g.crawl, e);
  const side = spaceOf(g, h.cell);
  if (ds.trap !== null) {
    const trap = ds.trap;
    ds.trap = null;
    trapAttack(g, h, trap, ds.detected);
  }
  g.path.push(e.id);
  g.construction.open(e.id);
  g.crawl = g.construction.result();
  g.board = boardOf(g.crawl.plan, g.closed, g.pits, g.board);
  const portal = g.crawl.plan.portals.find((p) => p.id === e.portal);
  const rec =
    (portal?.to == null ? undefined : tileOf(g.crawl, portal.to)) ??
    g.crawl.tiles[g.crawl.tiles.length - 1]!;
  const called = /^(The|A|An) /.test(rec.name)
    ? rec.name
    : `${/^[AEIOU]/.test(rec.name) ? 'an' : 'a'} ${rec.name}`;
  say(
    g,
    h.id,
    'open',
    `${h.name} opens ${name}: beyond lies ${tileName(g.crawl, rec.space)}, ${called}.`,
  );
  const placed: { id: string; cell: Cell; boss: boolean }[] = [];
  const boxes = (g.crawl.plan.spaces.find((x) => x.id === rec.space)?.contents ?? []).filter(
    (c) => c.kind === 'treasure',
  );
  let nth = 0;
  for (const p of rec.placed) {
    if (p.what === 'chest') {
      const words = (boxes[nth++] as { container?: string } | undefined)?.container ?? '';
      g.chests.push({
        id: `c${g.chests.length + 1}`,
        cell: p.cell,
        space: spaceOf(g, p.cell),
        opened: false,
        locked: /locked/.test(p.name),
        detect: Number(/detect traps Dif\. (\d)/.exec(words)?.[1] ?? 1),
        unlock: Number(/unlock Dif\. (\d)/.exec(words)?.[1] ?? 1),
      });
      continue;
    }
    const id = Object.entries(g.pack.monsters).find(([, m]) => m.name === p.name)?.[0];
    if (!id) continue;
    placed.push({ id, cell: p.cell, boss: p.what === 'boss' });
  }
  const fresh = addMonsters(g, placed);
  if (fresh.length === 0) return 'open';
  faceDoor(g, fresh, doorSquares(e.block, e.dir));
  let state = rec.awareness ?? 'unsuspecting';
  const names = countNames(g, fresh);
  const numbered = fresh.some((f) => /\d$/.test(f.name))
    ? ` (${fresh.map((f) => f.name).join(', ')})`
    : '';
  say(
    g,
    'monsters',
    'reveal',
    `${names}${numbered} ${fresh.length === 1 ? 'is' : 'are'} here, ${state === 'ambush' ? 'lying in ambush' : state}.`,
  );
  if (state === 'alert') state = alertCheck(g, h, fresh, side) ? 'ambush' : 'unsuspecting';
  for (const f of fresh)
    f.awake = state === 'sleeping' ? 'sleeping' : state === 'unprepared' ? 'unprepared' : 'ready';
  if (state === 'ambush') {
    say(
      g,
      'monsters',
      'ambush',
      `Ambush! ${h.name} loses the rest of the turn and the monsters strike first.`,
    );
    for (let i = 0; i < fresh.length && !g.outcome && !g.halted; i++) {
      monsterTurn(g, fresh[i]!);
      // Its free turn ends as a turn does: it turns to its nearest foe (Facing).
      faceFoe(g, fresh[i]!);
    }
    return 'ambush';
  }
  return 'open';
}

function countNames(g: GameState, fs: readonly Fig[]): string {
  const n = new Map<string, number>();
  for (const f of fs) {
    const base = g.pack.monsters[f.monster!]?.name ?? f.name;
    n.set(base, (n.get(base) ?? 0) + 1);
  }
  return [...n]
    .map(([k, v]) =>
      v > 1
        ? `${v} ${k}s`
        : /^(The|A|An) |,/.test(k)
          ? k
          : `${/^[AEIOU]/.test(k) ? 'an' : 'a'} ${k}`,
    )
    .join(' and ');
}

/**
 * One action at a chest (the Open Doors/Chests flow chart, rules 1514-1530, with the text's
 * Traps and Locked Doors and Chests): a key if one fits; search once a hero; disarm a found trap
 * while it is within the stat; pick, or bash; then open it, setting off a trap still there.
 */
export function openChest(g: GameState, h: Fig, chest: Chest): boolean {
  const dice: LoggedDie[] = [];
  const s = chestLock(g, chest, dice);
  if (dice.length)
    say(
      g,
      h.id,
      'chest',
      `${h.name} looks the chest over${s.kind === 'locked' ? ': locked' : ''}.`,
      dice,
    );
  const t = lockTable(g);
  const [greatHeld, greatShut] = greatKeyCounts(g);
  const k = keyFor(h.items, s, greatHeld, greatShut);
  if (k < 0 && oneCheckDue(g, s)) {
    oneCheck(t, h, s, 'the chest');
    return true;
  }
  if (!s.unlocked) {
    const step = k < 0 && keyOnly(s) ? 'bash' : lockStep(t, h, s, k, true);
    if (step === 'key') useKey(t, h, k, s, 'the chest');
    else if (step === 'detect') detectTrap(t, h, s, 'the chest');
    else if (step === 'disarm') disarmTrap(t, h, s);
    else if (step === 'pick') pickLock(t, h, s, 'the chest');
    else if (
      keyOnly(s) ||
      !canForce(
        bashDifficulty(s),
        [h, ...helpersAt(g, h)].reduce((n, x) => n + bashDice(x), 0),
      ) ||
      blows(s) >= BASH_BLOWS
    ) {
      chest.opened = true;
      say(g, h.id, 'give-up', `The chest will not yield to pick or force; the party leaves it.`);
    } else {
      const helpers = helpersAt(g, h);
      const before = s.bashFumbles;
      bashLock(t, h, helpers, s, 'the chest');
      countBlow(s);
      if (s.bashFumbles > before) chest.smashed = true;
      bashNoise(g, h);
    }
    return true;
  }
  if (!s.detected && !s.searchedBy.has(h.id) && !s.oneCheck) {
    detectTrap(t, h, s, 'the chest');
    return true;
  }
  if (s.detected && s.trap !== null) {
    const d = t.trapDisarm(s.trap);
    if (s.disarmTries + d.difficulty <= h.stats[d.stat]) {
      disarmTrap(t, h, s);
      return true;
    }
  }
  chest.opened = true;
  const trap = s.trap;
  s.trap = null;
  if (chest.smashed) {
    say(g, h.id, 'open-chest', `${h.name} opens the chest: the clumsy bashing smashed all inside.`);
    if (trap) trapAttack(g, h, trap, s.detected);
    return true;
  }
  const tdice: LoggedDie[] = [];
  const loot = treasureLoot(g, h, tdice);
  say(g, h.id, 'open-chest', `${h.name} opens the chest: ${loot}.`, tdice);
  if (trap) trapAttack(g, h, trap, s.detected);
  return true;
}

/** The heroes beside `h`, who can put their weight to a bash with it (rules 1216). */
const helpersAt = (g: GameState, h: Fig): Fig[] =>
  living(g, 'hero').filter((x) => x !== h && adjacent(x.cell, h.cell));

/** A roll on the Treasure chart for `h`: gold to the purse (ten a point), or an item. */
export function treasureLoot(g: GameState, h: Fig, dice: LoggedDie[]): string {
  const row = rollChart(g.rng, g.pack.charts.treasure, 'Treasure chart', dice);
  let loot = 'nothing of worth';
  if (row.gold !== undefined) {
    const n = typeof row.gold === 'number' ? row.gold : rollLogged(g.rng, row.gold, 'gold', dice);
    g.gold += n * 10;
    creditGold(g, h.id, n * 10);
    loot = `${n * 10} gold`;
  }
  if (row.item) {
    const id = treasureItem(g.pack.items, row.item, g.inventory);
    const it = id ? g.pack.items[id] : undefined;
    if (id && it) {
      const took = takeItem(g, h, id);
      loot = `${row.gold !== undefined ? `${loot} and a ${it.name}` : `a ${it.name}`} (${took})`;
    }
  }
  return loot;
}

/** The lock rules' view of the game. */
export function lockTable(g: GameState): LockTable {
  return {
    rng: g.rng,
    say: (actor, act, text, dice) => say(g, actor, act, text, dice),
    spring: (victim, trap, aware) => trapAttack(g, victim as Fig, trap, aware),
    canWork: (h) => !(h as Fig).dead && !inPit(g, h as Fig),
    trapName: (id) => g.pack.traps[id]?.name ?? id,
    trapDisarm: (id) => g.pack.traps[id]?.disarm ?? { stat: 'DEX', difficulty: 1 },
    award: (h, xp) => {
      (h as Fig).xp += xp;
      g.partyXp += xp;
    },
  };
}

/** Great Keys the party carries and Great Doors the quest still keeps shut, for the key policy. */
export function greatKeyCounts(g: GameState): [number, number] {
  let held = 0;
  for (const h of g.figures)
    if (h.side === 'hero' && !h.dead) for (const i of h.items) if (i.use === 'great-key') held++;
  // READING: the quest keeps one Great Door a Unique Location (its preset list; one when rolled) until that location is laid.
  const u = g.pack.charts.uniqueLocations;
  const all = u.order === 'preset' ? u.rows.length : 1;
  return [held, Math.max(0, all - uniquesLaid(g.crawl.tiles))];
}

/** Unique Locations laid, by the crawl's list of tiles (a construction's result is never changed). */
const UNIQUES = new WeakMap<readonly { readonly kind: string }[], number>();

function uniquesLaid(tiles: readonly { readonly kind: string }[]): number {
  let laid = UNIQUES.get(tiles);
  if (laid === undefined) {
    laid = 0;
    for (const t of tiles) if (t.kind === 'unique') laid++;
    UNIQUES.set(tiles, laid);
  }
  return laid;
}

/** The party's bash dice together, all living heroes: the most a bash can roll. */
export const partyAtk = (g: GameState): number =>
  living(g, 'hero').reduce((n, h) => n + bashDice(h), 0);

/**
 * The Alert state (rules 441-444): the newcomer with the highest WIT against the hero with the
 * lowest DEX in the tile next to them, the one the opener stands in, the monsters with a die more
 * when there was combat in that tile in the previous turn. True: the monsters win their free turn.
 */
export function alertCheck(
  g: GameState,
  opener: Fig,
  fresh: readonly Fig[],
  space: string,
): boolean {
  const m = fresh.reduce((a, b) => (b.stats.WIT > a.stats.WIT ? b : a));
  // READING: "the adjacent tile" is the tile the opener stands in; heroes elsewhere take no part.
  const near = living(g, 'hero').filter((x) => spaceOf(g, x.cell) === space);
  const low = (near.length ? near : [opener]).reduce((a, b) => (b.stats.DEX < a.stats.DEX ? b : a));
  const noise = combatNextDoor(g, space);
  const o = opposed(g.rng, m.stats.WIT + (noise ? 1 : 0), low.stats.DEX);
  const won = o.winner === 'a';
  say(
    g,
    'monsters',
    'alert',
    `Alert: ${m.name}'s WIT ${showDice(o.a)}${noise ? ' (+1 die: they heard the fighting next door)' : ''} against ${low.name}'s DEX ${showDice(o.b)}: ${won ? 'the monsters are ready for them' : 'the heroes keep the initiative'}.`,
    [...logged(o.a, `${m.name}'s WIT`), ...logged(o.b, `${low.name}'s DEX`)],
  );
  return won;
}

/**
 * Combat in `space` during the previous turn (or this one, so far): an attack or Pulse by a figure
 * standing there, read from the log.
 * READING: "the previous turn" is the last round and the present one up to now; a fight is placed by where its attacker stands.
 */
export function combatNextDoor(g: GameState, space: string): boolean {
  const byId = new Map(g.figures.map((f) => [f.id, f]));
  for (let i = g.log.length - 1; i >= 0; i--) {
    const e = g.log[i]!;
    if (e.round < g.round - 1) return false;
    if (e.act !== 'attack' && !(e.act === 'cast' && / hurls a Pulse at /.test(e.text))) continue;
    const f = byId.get(e.actor);
    if (f && spaceOf(g, f.cell) === space) return true;
  }
  return false;
}

/** Monsters of the pack into play, numbered apart by name for the log. */
export function addMonsters(
  g: GameState,
  placed: readonly { id: string; cell: Cell; boss: boolean }[],
): Fig[] {
  const before = new Map<string, number>();
  for (const f of g.figures)
    if (f.side === 'monster') {
      const base = g.pack.monsters[f.monster!]!.name;
      before.set(base, (before.get(base) ?? 0) + 1);
    }
  const names = numberedNames(
    before,
    placed.map((p) => g.pack.monsters[p.id]!.name),
  );
  // The first of a kind met alone carries the bare name; once a second comes it is "Orc 1".
  for (const f of g.figures)
    if (f.side === 'monster' && f.name === g.pack.monsters[f.monster!]!.name)
      if (names.some((n) => n === `${f.name} 2`)) f.name = `${f.name} 1`;
  return placed.map((p, i) => {
    const f = {
      ...monsterFig(g, p.id, g.figures.length + 1, p.cell, spaceOf(g, p.cell), p.boss),
      name: names[i]!,
    };
    g.figures.push(f);
    return f;
  });
}

/**
 * A hero's move ends in a new space (previously explored tiles, rules 259-269): a cleared room
 * the party had left rolls a d6 on re-entry, and on a 1 new monsters from the Monster chart move
 * in, always Alert.
 */
export function enterSpace(g: GameState, h: Fig, from: string): void {
  const sp = spaceOf(g, h.cell);
  if (sp === from) return;
  const tile = tileOf(g.crawl, sp);
  const heroesIn = living(g, 'hero').filter((x) => x !== h && spaceOf(g, x.cell) === sp).length;
  const foesIn = living(g, 'monster').filter((m) => spaceOf(g, m.cell) === sp).length;
  const again = tile !== undefined && isReentry(tile.kind, g.visited.has(sp), heroesIn, foesIn);
  const library = tile && !g.visited.has(sp) ? findLibrary(g, h, tile.tile) : null;
  if (library) say(g, h.id, 'library', library);
  g.visited.add(sp);
  if (!again) return;
  const n = rollNewcomers(g.rng, g.pack);
  const room = tileName(g.crawl, sp);
  if (n.ids.length === 0) {
    say(g, h.id, 'reenter', `${h.name} steps back into ${room}: still empty.`, n.dice);
    return;
  }
  const free = freeSquaresIn(g, sp);
  const placing = [...n.dice];
  const cells = placeNewcomers(g.rng, free, n.ids.length, placing);
  const fresh = addMonsters(
    g,
    cells.map((cell, i) => ({ id: n.ids[i]!, cell, boss: false })),
  );
  say(
    g,
    h.id,
    'reenter',
    `${h.name} steps back into ${room}: new monsters have moved in, ${fresh.map((f) => f.name).join(', ')}, alert.`,
    placing,
  );
  if (fresh.length === 0) return;
  if (alertCheck(g, h, fresh, sp))
    for (let i = 0; i < fresh.length && !g.outcome && !g.halted; i++) monsterTurn(g, fresh[i]!);
}

/** A chest's lock and trap, settled the first time a hero works at it. */
export function chestLock(g: GameState, chest: Chest, dice: LoggedDie[]): LockState {
  if (chest.lock) return chest.lock;
  const p = g.pack.charts;
  let locked = chest.locked;
  if (locked === null) {
    locked = rollChart(g.rng, p.chest, 'Chest chart', dice).locked;
  }
  // READING: a chest's trap is rolled on the Chest Trap chart the first time a hero works at it (search, pick or open), as the construction rolls a locked door's when it is placed.
  const trap = rollChart(g.rng, p.chestTraps, 'Chest Trap chart', dice).trap;
  chest.lock = newLock(locked ? 'locked' : 'normal', chest.unlock, chest.detect, trap);
  return chest.lock;
}

/**
 * Out by the Dungeon Exit and back (rules 276-285): the layout stays as built; in town the
 * heroes rest to full LIFE, the fallen are raised and spells prepared again; on the way back in
 * every cleared room is rolled again on the Encounter chart (new monsters, their awareness, new
 * chests); the hallways' events and traps are reset, rolled again on the first step into each
 * (events.ts keys them by trip).
 * The town's prices: town-trip.ts (a raise costs a Revival Draught or its price, potions bought).
 */
export function toTownAndBack(g: GameState): void {
  const why = g.leaving ?? '';
  g.leaving = null;
  g.trips++;
  g.magicShield = false;
  const entry = g.crawl.tiles[0]!.space;
  const raised: string[] = [];
  const unraised: string[] = [];
  const heroes = g.figures.filter((f) => f.side === 'hero');
  for (const f of g.figures) {
    if (f.side !== 'hero') continue;
    if (f.dead) {
      const spot = freeSquaresIn(g, entry)[0];
      if (!spot) continue;
      const paid = payForRaise(g, heroes);
      if (!paid) {
        unraised.push(f.name);
        continue;
      }
      f.dead = false;
      f.conditions.delete('dead');
      f.cell = spot;
      raised.push(
        `${f.name} (${paid === 'draught' ? 'with a carried Revival Draught' : `${listedItem('revival-potion').price} gold for a Revival Draught`})`,
      );
    }
    f.life = f.maxLife;
    f.stunned = 0;
    clearConditions(f);
    if (f.sheet) f.spells = prepareSpells(f.sheet);
  }
  say(
    g,
    'party',
    'town',
    `The party leaves by the Dungeon Exit ${why}: in town every hero rests to full LIFE${raised.length ? `, the priests raise ${raised.join(' and ')}` : ''}${unraised.length ? `, ${unraised.join(' and ')} cannot be raised (no Revival Draught and too little gold)` : ''} and the spells are prepared again.`,
  );
  // The XP gained so far divided, levels checked (town-xp.ts, rules 1388-1394).
  for (const line of divideInTown(g)) say(g, 'party', 'xp', line);
  const bought = buyPotions(g, heroes);
  if (bought.length) say(g, 'party', 'town', `In town ${bought.join(', ')}; ${g.gold} gold left.`);
  const dice: LoggedDie[] = [];
  let filled = 0;
  for (const t of g.crawl.tiles) {
    if (t.kind !== 'room') continue;
    if (living(g, 'monster').some((m) => spaceOf(g, m.cell) === t.space)) continue;
    const r = restockRoom(g.rng, g.pack);
    dice.push(...r.dice);
    if (r.ids.length === 0 && r.chests === 0) continue;
    filled++;
    const free = freeSquaresIn(g, t.space);
    const cells = placeNewcomers(g.rng, free, r.ids.length + r.chests, dice);
    const fresh = addMonsters(
      g,
      cells.slice(0, r.ids.length).map((cell, i) => ({ id: r.ids[i]!, cell, boss: false })),
    );
    for (const f of fresh)
      f.awake =
        r.awareness === 'sleeping'
          ? 'sleeping'
          : r.awareness === 'unprepared'
            ? 'unprepared'
            : 'ready';
    for (const cell of cells.slice(r.ids.length))
      g.chests.push({
        id: `c${g.chests.length + 1}`,
        cell,
        space: t.space,
        opened: false,
        locked: null,
        detect: r.chestDetect,
        unlock: r.chestUnlock,
      });
  }
  say(
    g,
    'party',
    'enter',
    `The party comes back in by the Dungeon Exit, the dungeon as they left it; ${filled} of its rooms have new occupants or chests.`,
    dice,
  );
}
