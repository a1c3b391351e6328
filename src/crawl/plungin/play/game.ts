/**
 * Dungeon Plungin' played: a party of heroes takes turns through a dungeon the construction
 * phase builds as they open doors (dungeon-plungin-rules.txt: Sequence of Play 76-101, Hero
 * Turn 516-660, Combat 662-814, Monster's Turn 943-1036, Traps 1038-1162, Locked Doors and Chests
 * 1164-1235, Treasure 1237-1360, Experience Points 1366-1404). A pure replay from a seed: the
 * dungeon is the construction crawl's replay along the doors the party opened, the play's dice
 * come from their own stream, and every roll lands in the log.
 */
import { createRng, type Rng } from '../../../core/rng';
import type { Cell } from '../../plan/types';
import type { PlayEntry, PlayStop } from '../../plan/play';
import {
  chartRow,
  chooseExit,
  plunginConstruction,
  type PlunginConstruction,
  type PlunginExit,
  type PlunginResult,
} from '../engine';
import { doorSquares } from '../grid';
import type { QuestPack } from '../pack.schema';
import {
  adjacent,
  boardOf,
  distances,
  fieldOf,
  key,
  lineOfSight,
  parseKey,
  passable,
  rangeTo,
  spacesWithin,
  STEPS,
  type Board,
  type Field,
} from './board';
import {
  check,
  countPool,
  logged,
  opposed,
  rollPool,
  showDice,
  type CountRule,
  type LoggedDie,
  type Pool,
} from './checks';
import { SPELL_BOOK } from './heroes';
import type { HeroSheet, Party, SpellId } from './party.schema';
import type { PlayOptions } from './options';
import { newInventory, stow, treasureItem, type ItemUse, type PartyInventory } from './inventory';
import {
  bashDifficulty,
  bashLock,
  detectTrap,
  disarmTrap,
  keyFor,
  lockStep,
  newLock,
  pickDifficulty,
  pickable,
  pickLock,
  useKey,
  type LockState,
  type LockTable,
} from './locks';
import { doorName, numberedNames, tileName } from './names';
import { isReentry, placeNewcomers, restockRoom, rollNewcomers, wantsToLeave } from './revisit';

export const MAX_ROUNDS = 150;
/** Most construction phases a quest opens (the crawl's own cap). */
const MAX_DOORS = 120;

type Awake = 'sleeping' | 'unprepared' | 'ready';
type Role = 'Melee' | 'Ranged' | 'Special' | 'Wait';
type Target =
  'Nearest' | 'Determined' | 'Lured' | 'Pack' | 'Frenzy' | 'Dumb' | 'Revenge' | 'Relentless';

export interface Stats {
  ATK: number;
  DEF: number;
  MAG: number;
  MOV: number;
  LIFE: number;
  RES: number;
  DEX: number;
  WIT: number;
}

/** A hero or monster in play. */
export interface Fig {
  readonly id: string;
  readonly side: 'hero' | 'monster';
  readonly name: string;
  readonly level: number;
  cell: Cell;
  life: number;
  maxLife: number;
  readonly stats: Stats;
  dead: boolean;
  /** Actions lost to a stun (rules 725-737). */
  stunned: number;
  conditions: Set<string>;
  // Heroes
  sheet?: HeroSheet;
  items: { name: string; use: ItemUse }[];
  spells: SpellId[];
  weaponBonus: number;
  weaponRange: number;
  weaponWeak: boolean;
  armour: { name: string; bonus: number; weak: boolean }[];
  xp: number;
  // Monsters
  monster?: string;
  role: Role;
  target: Target;
  lure: string;
  awake: Awake;
  space: string;
  lastHitBy: string | null;
  lastTarget: string | null;
  bossDamage: number;
  boss: boolean;
  gold: string | number;
  monsterXp: number;
  range: number;
  /** Heard a bash: aware of heroes four tiles off, not two (rules 1211-1213). */
  alarmed?: boolean;
}

export interface Chest {
  readonly id: string;
  readonly cell: Cell;
  readonly space: string;
  opened: boolean;
  /** Locked, as the construction placed it (null: rolled on the Chest chart when first touched). */
  readonly locked: boolean | null;
  readonly detect: number;
  readonly unlock: number;
  /** Its lock and trap, from the first time a hero works at it. */
  lock?: LockState;
  /** A bash fumble smashed what was inside (rules 1224-1225). */
  smashed?: boolean;
}

export interface GameState {
  readonly seed: string;
  readonly pack: QuestPack;
  readonly packId: string;
  readonly options: PlayOptions;
  readonly rng: Rng;
  readonly path: string[];
  /** The construction so far: each opened door adds one phase to it. */
  readonly construction: PlunginConstruction;
  crawl: PlunginResult;
  board: Board;
  readonly figures: Fig[];
  readonly chests: Chest[];
  readonly doors: Map<string, LockState>;
  /** Gold aside, what the party holds together: valuables, discards, uniques found. */
  readonly inventory: PartyInventory;
  /** Spaces a hero has stood in (previously explored tiles, rules 259-269). */
  readonly visited: Set<string>;
  /** Doors the party gave up on: no key fits and force cannot open them. */
  readonly barred: Set<string>;
  /** Why the party is walking out by the Dungeon Exit, or null. */
  leaving: string | null;
  /** Trips out to town and back (rules 276-285). */
  trips: number;
  readonly log: PlayEntry[];
  round: number;
  action: number;
  outcome: string | null;
  gold: number;
  partyXp: number;
  magicShield: boolean;
  stop: PlayStop;
  halted: boolean;
  roundCapHit: boolean;
  /** The last round something other than waiting happened. */
  progress: number;
  /** Until this round the followers stand aside, the way having jammed. */
  jamUntil: number;
}

const BOOK: CountRule = { successFrom: 5 };

function combatRule(g: GameState): CountRule {
  return g.options.fasterBloodier ? { successFrom: 4 } : BOOK;
}

// ---------------------------------------------------------------------------------------------
// The log

function say(
  g: GameState,
  actor: string,
  act: string,
  text: string,
  dice: readonly LoggedDie[] = [],
): void {
  g.log.push({ round: g.round, action: g.action, actor, act, text, dice });
  if (act !== 'nothing' && act !== 'stunned') g.progress = g.round;
}

/** Count one action toward the stop; true when the replay must halt here. */
function tick(g: GameState): boolean {
  if (g.halted) return true;
  g.action++;
  if (g.stop.action !== null && g.round === g.stop.round && g.action >= g.stop.action)
    g.halted = true;
  return false;
}

// ---------------------------------------------------------------------------------------------
// Figures

function heroFig(h: HeroSheet, tough: boolean): Fig {
  const extra = tough ? Math.min(4, 1 + Math.floor(h.level / 3)) : 0;
  const life = h.stats.LIFE + extra;
  return {
    id: h.id,
    side: 'hero',
    name: h.name,
    level: h.level,
    cell: { x: 0, y: 0 },
    life,
    maxLife: life,
    stats: { ...h.stats },
    dead: false,
    stunned: 0,
    conditions: new Set(),
    sheet: h,
    items: h.items.map((i) => ({ ...i })),
    spells: [...h.spells],
    weaponBonus: h.weapon?.bonus ?? 0,
    weaponRange: h.weapon?.range ?? 0,
    weaponWeak: h.weapon?.weak ?? false,
    armour: [h.armour, h.shield].filter((a) => a !== null).map((a) => ({ ...a })),
    xp: 0,
    role: 'Melee',
    target: 'Nearest',
    lure: '',
    awake: 'ready',
    space: '',
    lastHitBy: null,
    lastTarget: null,
    bossDamage: 0,
    boss: false,
    gold: 0,
    monsterXp: 0,
    range: 0,
  };
}

function monsterFig(
  g: GameState,
  id: string,
  n: number,
  cell: Cell,
  space: string,
  boss: boolean,
): Fig {
  const m = g.pack.monsters[id]!;
  const tough = g.options.tougher ? Math.min(4, 1 + Math.floor(m.level / 3)) : 0;
  const life = m.stats.LIFE > 0 ? m.stats.LIFE + tough : 0;
  const ranged = m.attacks.find((a) => /ranged/i.test(a));
  const r = ranged ? /(\d+)\s*squares?/.exec(ranged) : null;
  return {
    id: `m${n}`,
    side: 'monster',
    name: m.name,
    level: m.level,
    cell,
    life,
    maxLife: life,
    stats: { ...m.stats },
    dead: false,
    stunned: 0,
    conditions: new Set(),
    items: [],
    spells: [],
    weaponBonus: 0,
    weaponRange: ranged ? Number(r?.[1] ?? 6) : 0,
    weaponWeak: false,
    armour: [],
    xp: 0,
    monster: id,
    role: m.law.role,
    target: m.law.target,
    lure: m.law.lure ?? '',
    awake: 'ready',
    space,
    lastHitBy: null,
    lastTarget: null,
    bossDamage: 0,
    boss: boss || m.lifeChart !== undefined,
    gold: m.gold,
    monsterXp: m.xp,
    range: ranged ? Number(r?.[1] ?? 6) : 0,
  };
}

const living = (g: GameState, side: 'hero' | 'monster'): Fig[] =>
  g.figures.filter((f) => f.side === side && !f.dead);

function occupied(g: GameState, except?: Fig): Set<string> {
  const s = new Set<string>();
  for (const f of g.figures) if (!f.dead && f !== except) s.add(key(f.cell));
  for (const c of g.chests) if (!c.opened) s.add(key(c.cell));
  return s;
}

const spaceOf = (g: GameState, c: Cell): string => g.board.floor.get(key(c)) ?? '';

// ---------------------------------------------------------------------------------------------
// Movement

/**
 * Move up to MOV squares, no diagonals, not through figures, chests or closed doors (rules
 * 548-552), toward the reachable square that `score` ranks lowest (null: not a goal).
 */
function moveToward(
  g: GameState,
  f: Fig,
  score: (c: Cell, steps: number) => number | null,
): boolean {
  const blocked = occupied(g, f);
  const dist = distances(g.board, f.cell, blocked, f.stats.MOV);
  let best: Cell | null = null;
  let bestScore = score(f.cell, 0) ?? Infinity;
  for (const [k, d] of dist) {
    const c = parseKey(k);
    const s = score(c, d);
    if (s !== null && s < bestScore) {
      best = c;
      bestScore = s;
    }
  }
  if (!best) return false;
  const from = f.cell;
  f.cell = best;
  const n = dist.get(key(best))!;
  const tile = g.crawl.tiles.find((t) => t.space === spaceOf(g, best));
  // The tile as the map labels it, with its name: "room 4 (the Great Chamber)", "hallway H5.8".
  const where = !tile
    ? undefined
    : tile.kind === 'hallway' || tile.kind === 'entry'
      ? tileName(g.crawl, tile.space).replace(/^the Entry$/, `the ${tile.name}`)
      : `${tileName(g.crawl, tile.space)} (the ${tile.name})`;
  say(
    g,
    f.id,
    'move',
    `${f.name} moves ${n} square${n === 1 ? '' : 's'}${where && spaceOf(g, best) !== spaceOf(g, from) ? ` into ${where}` : ''} to (${best.x},${best.y}).`,
  );
  if (f.side === 'hero') enterSpace(g, f, spaceOf(g, from));
  return true;
}

/** Fields already walked on a board, by goal set (figures do not block a field, so it lasts while the board does). */
const FIELDS = new WeakMap<Board, Map<string, Field>>();
/** Goal sets kept per board before the cache starts again. */
const FIELD_CACHE = 512;

/** Path length from every square to a goal set, over free floor, far enough for the whole map. */
function fieldTo(g: GameState, goals: readonly Cell[], mover: Fig): Field {
  void mover;
  let cache = FIELDS.get(g.board);
  if (!cache) {
    cache = new Map();
    FIELDS.set(g.board, cache);
  }
  const id = goals.map(key).join(';');
  const hit = cache.get(id);
  if (hit) return hit;
  const field = fieldOf(g.board, goals);
  if (cache.size >= FIELD_CACHE) cache.clear();
  cache.set(id, field);
  return field;
}

// ---------------------------------------------------------------------------------------------
// Combat

function defencePool(g: GameState, d: Fig): number {
  let n = d.stats.DEF + d.armour.reduce((s, a) => s + a.bonus, 0);
  if (d.side === 'hero' && g.magicShield) n += 1;
  if (g.options.overwhelmed) {
    const foes = g.figures.filter((o) => !o.dead && o.side !== d.side && adjacent(o.cell, d.cell));
    if (foes.length >= 2) n -= 1;
  }
  return Math.max(0, n);
}

function wake(g: GameState, why: string): void {
  let woke = false;
  for (const m of living(g, 'monster'))
    if (m.awake === 'sleeping') {
      m.awake = 'unprepared';
      woke = true;
    }
  if (woke) say(g, 'monsters', 'wake', `The sleeping monsters stir (${why}).`);
}

/**
 * One attack (rules 682-737): ATK (+ weapon) dice against DEF (+ armour and shield) dice; the
 * successes left over are damage. A melee hit pushes the defender back a square.
 */
export function attack(g: GameState, a: Fig, d: Fig, how: 'melee' | 'ranged' | 'spell'): void {
  const rule = combatRule(g);
  const pool = how === 'spell' ? a.stats.MAG : a.stats.ATK + a.weaponBonus;
  const ap = rollPool(g.rng, pool, rule);
  const dp = rollPool(g.rng, defencePool(g, d), rule);
  // READING: attack against defence is not an opposed check (the defence subtracts, nobody wins the match), so only more 1s than successes is a fumble there.
  const hits = ap.successes;
  const damage = Math.max(0, hits - dp.successes);
  const dice = [...logged(ap, `${a.name} attacks`), ...logged(dp, `${d.name} defends`)];
  const verb = how === 'spell' ? 'hurls a Pulse at' : how === 'ranged' ? 'shoots at' : 'attacks';
  let text = `${a.name} ${verb} ${d.name}: ${showDice(ap)} ${hits} hit${hits === 1 ? '' : 's'} against ${showDice(dp) || 'no dice'} ${dp.successes} blocked`;
  text += damage > 0 ? `, ${damage} damage.` : hits > 0 ? ', no damage.' : ', a miss.';
  say(g, a.id, how === 'spell' ? 'cast' : 'attack', text, dice);
  d.lastHitBy = hits > 0 ? a.id : d.lastHitBy;
  if (a.side === 'monster') a.lastTarget = d.id;
  if (d.side === 'monster') {
    // Attacked, the Waiting wake to their fighting Law (rules 977-978); a sleeping room wakes (rules 431-436).
    if (d.role === 'Wait') d.role = 'Melee';
    wake(g, 'a monster was attacked');
  }
  if (!g.options.noFumbles) {
    if (ap.fumble && a.weaponWeak && a.weaponBonus > 0) {
      a.weaponBonus = 0;
      a.weaponWeak = false;
      say(g, a.id, 'fumble', `${a.name}'s weak weapon breaks on the fumble.`);
    }
    if (dp.fumble) {
      d.stunned = 1;
      const weak = d.armour.findIndex((x) => x.weak);
      const broke = weak >= 0 ? d.armour.splice(weak, 1)[0] : undefined;
      say(
        g,
        d.id,
        'fumble',
        `${d.name} fumbles the defence and is stunned${broke ? `; the ${broke.name} is destroyed` : ''}.`,
      );
    }
  }
  if (damage > 0) hurt(g, d, damage, a);
  // READING: a hit is an attack with at least one success, and it pushes back even when the defence cancels all of it (rules 705-707: whether he sustained damage or not).
  if (!d.dead && how === 'melee' && hits > 0) pushback(g, a, d);
}

/** Damage to a figure: a boss rolls its Life chart plus all damage taken (rules 1012-1036). */
function hurt(g: GameState, d: Fig, damage: number, by: Fig | null): void {
  if (d.side === 'monster' && d.life === 0) {
    const chart = g.pack.monsters[d.monster!]!.lifeChart;
    d.bossDamage += damage;
    if (!chart) return;
    const die = Number(chart.die.slice(1));
    const r = g.rng.d(die);
    const row = chartRow(chart.rows, r + d.bossDamage);
    say(
      g,
      by?.id ?? 'trap',
      'life-chart',
      `${d.name}'s Life chart: ${chart.die} [${r}] + ${d.bossDamage} damage = ${r + d.bossDamage}: ${row.result}.`,
      [{ die: chart.die, value: r, for: `${d.name}'s Life chart` }],
    );
    if (row.defeated) kill(g, d, by);
    // READING: a Life chart row's words are played where they name a lost action or a stat point lost.
    else if (/loses its next action/i.test(row.result)) d.stunned = 1;
    else {
      const lost = /-(\d) (ATK|DEF|MAG|MOV|RES|DEX|WIT)/.exec(row.result);
      if (lost) {
        const stat = lost[2] as keyof Stats;
        d.stats[stat] = Math.max(0, d.stats[stat] - Number(lost[1]));
      }
    }
    return;
  }
  d.life = Math.max(0, d.life - damage);
  if (d.life === 0) kill(g, d, by);
}

function kill(g: GameState, d: Fig, by: Fig | null): void {
  d.dead = true;
  d.stunned = 0;
  if (d.side === 'hero') {
    d.conditions.add('dead');
    say(g, d.id, 'death', `${d.name} falls! The party carries the body along.`);
    if (living(g, 'hero').length === 0) g.outcome = 'lost: the whole party has fallen';
    return;
  }
  d.conditions.add('dead');
  g.partyXp += d.monsterXp;
  if (by && by.side === 'hero') by.xp += d.monsterXp;
  let gold = 0;
  const dice: LoggedDie[] = [];
  if (typeof d.gold === 'number') gold = d.gold;
  else {
    const r = g.rng.rollDetailed(d.gold);
    gold = r.total;
    const sides = /d(\d+)/.exec(d.gold)?.[1] ?? '6';
    for (const v of r.dice) dice.push({ die: `d${sides}`, value: v, for: `${d.name}'s gold` });
  }
  g.gold += gold;
  const taker = by && by.side === 'hero' ? by : living(g, 'hero')[0];
  const loot: string[] = [];
  for (const t of g.pack.monsters[d.monster!]?.treasure ?? []) {
    const id = taker ? treasureItem(g.pack.items, t, g.inventory) : null;
    if (id && taker) loot.push(takeItem(g, taker, id));
  }
  say(
    g,
    by?.id ?? 'trap',
    'kill',
    `${d.name} is slain${by ? ` by ${by.name}` : ''}: ${d.monsterXp} XP${gold > 0 ? `, ${gold} gold` : ''}${loot.length ? `; ${loot.join('; ')}` : ''}.`,
    dice,
  );
  if (d.boss) {
    g.outcome = `won: ${d.name} is defeated`;
    // The quest's own reward (rules 1387), as the pack gives it.
    g.partyXp += g.pack.questXp ?? 0;
  }
}

/**
 * The noise of a bash (rules 1209-1213): sleepers stir; monsters in the tiles next to the
 * basher's are Alert at once and hear heroes four tiles off.
 */
export function bashNoise(g: GameState, h: Fig): void {
  wake(g, 'the noise of bashing');
  const near = spacesWithin(g.board, spaceOf(g, h.cell), 1);
  const roused = living(g, 'monster').filter((m) => near.has(spaceOf(g, m.cell)) && !m.alarmed);
  for (const m of roused) {
    m.awake = 'ready';
    m.alarmed = true;
  }
  if (roused.length)
    say(
      g,
      'monsters',
      'alert',
      `The din brings ${roused.map((m) => m.name).join(', ')} to the alert.`,
    );
}

/** A found item into the party's hands (rules 1247-1353); the words for the log. */
function takeItem(g: GameState, h: Fig, id: string): string {
  const it = g.pack.items[id]!;
  const r = stow(g.inventory, h, living(g, 'hero'), it);
  if (r.discarded) return `the ${it.name} is left behind, no one has room for it`;
  if (!r.to) return `the ${it.name} joins the party's valuables`;
  return `${r.to.name} takes the ${it.name}`;
}

/** Pushed one square straight away from the attacker, unless something is in the way (rules 705-723). */
function pushback(g: GameState, a: Fig, d: Fig): void {
  const to = {
    x: d.cell.x + Math.sign(d.cell.x - a.cell.x),
    y: d.cell.y + Math.sign(d.cell.y - a.cell.y),
  };
  if (occupied(g).has(key(to)) || !passable(g.board, d.cell, to)) {
    say(g, d.id, 'pushback', `${d.name} is driven back against the wall and holds.`);
    return;
  }
  const from = d.cell;
  d.cell = to;
  // Melee monsters always follow up (rules 966-967); heroes follow up to hold the line only as the warrior.
  const follows = a.side === 'monster' ? a.role === 'Melee' : a.sheet?.role === 'warrior';
  if (follows) a.cell = from;
  say(
    g,
    d.id,
    'pushback',
    `${d.name} is pushed back a square${follows ? `; ${a.name} follows up` : ''}.`,
  );
}

// ---------------------------------------------------------------------------------------------
// Traps, locks, chests

export function trapAttack(g: GameState, victim: Fig, trapId: string, aware: boolean): void {
  const t = g.pack.traps[trapId];
  if (!t) return;
  // READING: a trap's effect text is played by its numbers: "Nd6 attack" is an attack of N dice against DEF (RES for "resisted with RES"), "N damage" is taken unless a Dif. 2 RES check passes; the +1 die when aware goes to that defence (rules 1056-1058).
  const attackDice = /(\d+)d6 attack/.exec(t.effect);
  const flat = /(\d+) damage/.exec(t.effect);
  const stat = /RES/.test(t.effect) ? 'RES' : 'DEF';
  const bonus = aware ? 1 : 0;
  if (attackDice) {
    const ap = rollPool(g.rng, Number(attackDice[1]));
    const dp = rollPool(
      g.rng,
      (stat === 'RES' ? victim.stats.RES : defencePool(g, victim)) + bonus,
    );
    const dmg = Math.max(0, ap.successes - dp.successes);
    say(
      g,
      victim.id,
      'trap',
      `${t.name} springs on ${victim.name}: ${showDice(ap)} against ${stat} ${showDice(dp)}, ${dmg} damage.`,
      [...logged(ap, t.name), ...logged(dp, `${victim.name}'s ${stat}`)],
    );
    if (dmg > 0) hurt(g, victim, dmg, null);
  } else {
    const dmg = flat ? Number(flat[1]) : 1;
    const c = check(g.rng, victim.stats.RES + bonus, 2);
    const taken = c.passed ? Math.min(1, dmg) : dmg;
    say(
      g,
      victim.id,
      'trap',
      `${t.name} springs on ${victim.name}: RES ${showDice(c)} ${c.passed ? 'lessens it' : 'fails'}, ${taken} damage.`,
      logged(c, `${victim.name}'s RES`),
    );
    if (taken > 0) hurt(g, victim, taken, null);
  }
  wake(g, 'a trap went off');
}

interface DoorInfo {
  readonly unlock: number | null;
  readonly detect: number | null;
  readonly trap: string | null;
}

/** A door's difficulties and trap, as the construction wrote them on its portal. */
function doorInfo(g: GameState, e: PlunginExit): DoorInfo {
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

function doorState(g: GameState, e: PlunginExit): LockState {
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

/** The lock rules' view of the game. */
function lockTable(g: GameState): LockTable {
  return {
    rng: g.rng,
    say: (actor, act, text, dice) => say(g, actor, act, text, dice),
    spring: (victim, trap, aware) => trapAttack(g, victim as Fig, trap, aware),
    trapName: (id) => g.pack.traps[id]?.name ?? id,
    trapDisarm: (id) => g.pack.traps[id]?.disarm ?? { stat: 'DEX', difficulty: 1 },
    award: (h, xp) => {
      (h as Fig).xp += xp;
      g.partyXp += xp;
    },
  };
}

/** Great Keys the party carries and Great Doors the quest still keeps shut, for the key policy. */
function greatKeyCounts(g: GameState): [number, number] {
  const held = living(g, 'hero').reduce(
    (n, h) => n + h.items.filter((i) => i.use === 'great-key').length,
    0,
  );
  // READING: the quest keeps one Great Door a Unique Location (its preset list; one when rolled) until that location is laid.
  const u = g.pack.charts.uniqueLocations;
  const all = u.order === 'preset' ? u.rows.length : 1;
  const laid = g.crawl.tiles.filter((t) => t.kind === 'unique').length;
  return [held, Math.max(0, all - laid)];
}

/** The party's ATK together, all living heroes: the most a bash can roll. */
const partyAtk = (g: GameState): number => living(g, 'hero').reduce((n, h) => n + h.stats.ATK, 0);

/**
 * The Alert state (rules 441-444): the newcomer with the highest WIT against the hero with the
 * lowest DEX in the tile next to them, the one the opener stands in (+1 die to the monsters
 * after combat there last turn is not kept). True: the monsters win their free turn.
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
  const o = opposed(g.rng, m.stats.WIT, low.stats.DEX);
  const won = o.winner === 'a';
  say(
    g,
    'monsters',
    'alert',
    `Alert: ${m.name}'s WIT ${showDice(o.a)} against ${low.name}'s DEX ${showDice(o.b)}: ${won ? 'the monsters are ready for them' : 'the heroes keep the initiative'}.`,
    [...logged(o.a, `${m.name}'s WIT`), ...logged(o.b, `${low.name}'s DEX`)],
  );
  return won;
}

/** Monsters of the pack into play, numbered apart by name for the log. */
function addMonsters(
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
function enterSpace(g: GameState, h: Fig, from: string): void {
  const sp = spaceOf(g, h.cell);
  if (sp === from) return;
  const tile = g.crawl.tiles.find((t) => t.space === sp);
  const heroesIn = living(g, 'hero').filter((x) => x !== h && spaceOf(g, x.cell) === sp).length;
  const foesIn = living(g, 'monster').filter((m) => spaceOf(g, m.cell) === sp).length;
  const again = tile !== undefined && isReentry(tile.kind, g.visited.has(sp), heroesIn, foesIn);
  g.visited.add(sp);
  if (!again) return;
  const n = rollNewcomers(g.rng, g.pack);
  const room = tileName(g.crawl, sp);
  if (n.ids.length === 0) {
    say(g, h.id, 'reenter', `${h.name} steps back into ${room}: still empty.`, n.dice);
    return;
  }
  const taken = occupied(g);
  const free = [...g.board.floor]
    .filter(([k, s2]) => s2 === sp && !taken.has(k))
    .map(([k]) => parseKey(k));
  const cells = placeNewcomers(g.rng, free, n.ids.length);
  const fresh = addMonsters(
    g,
    cells.map((cell, i) => ({ id: n.ids[i]!, cell, boss: false })),
  );
  say(
    g,
    h.id,
    'reenter',
    `${h.name} steps back into ${room}: new monsters have moved in, ${fresh.map((f) => f.name).join(', ')}, alert.`,
    n.dice,
  );
  if (fresh.length === 0) return;
  if (alertCheck(g, h, fresh, sp))
    for (let i = 0; i < fresh.length && !g.outcome && !g.halted; i++) monsterTurn(g, fresh[i]!);
}

// ---------------------------------------------------------------------------------------------
// Opening a door: the construction phase and the awareness of what is found

function openDoor(g: GameState, h: Fig, e: PlunginExit): 'ambush' | 'open' {
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
  g.board = boardOf(g.crawl.plan);
  const portal = g.crawl.plan.portals.find((p) => p.id === e.portal);
  const rec =
    g.crawl.tiles.find((t) => t.space === portal?.to) ?? g.crawl.tiles[g.crawl.tiles.length - 1]!;
  say(g, h.id, 'open', `${h.name} opens ${name}: beyond lies ${rec.name}.`);
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
  let state = rec.awareness ?? 'unsuspecting';
  const names = countNames(g, fresh);
  const numbered = fresh.some((f) => /\d$/.test(f.name))
    ? ` (${fresh.map((f) => f.name).join(', ')})`
    : '';
  say(
    g,
    'monsters',
    'reveal',
    `${names}${numbered} ${fresh.length === 1 ? 'is' : 'are'} here, ${state}.`,
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
    for (let i = 0; i < fresh.length && !g.outcome && !g.halted; i++) monsterTurn(g, fresh[i]!);
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

// ---------------------------------------------------------------------------------------------
// The Monsters' turn, by their Laws (rules 943-1036)

/** Heroes a monster is aware of: within two tiles along open ways, or anywhere when Relentless. */
function inReach(g: GameState, m: Fig): Fig[] {
  const heroes = living(g, 'hero');
  if (m.target === 'Relentless') return heroes;
  // READING: "up to two Tiles away" counts spaces across opened doors: its own, and those one and two doors off.
  const near = spacesWithin(g.board, spaceOf(g, m.cell), m.alarmed ? 4 : 2);
  return heroes.filter((h) => near.has(spaceOf(g, h.cell)));
}

function walkDistance(g: GameState, m: Fig, h: Fig): number {
  const field = fieldTo(g, [h.cell], m);
  return field.get(key(m.cell)) ?? 9999;
}

/** The preferred target (rules 981-1000); unable to fulfil its Law, [Melee Nearest]. */
export function chooseTarget(g: GameState, m: Fig, heroes: readonly Fig[]): Fig | null {
  if (heroes.length === 0) return null;
  const byDist = [...heroes].sort((a, b) => walkDistance(g, m, a) - walkDistance(g, m, b));
  const nearest = byDist[0]!;
  const T: Record<Target, () => Fig | undefined> = {
    Nearest: () => nearest,
    Relentless: () => nearest,
    Determined: () => heroes.find((h) => h.id === m.lastTarget),
    Revenge: () => heroes.find((h) => h.id === m.lastHitBy),
    Pack: () =>
      byDist.find((h) =>
        g.figures.some(
          (o) => o !== m && !o.dead && o.side === 'monster' && adjacent(o.cell, h.cell),
        ),
      ),
    Frenzy: () => g.rng.pick(byDist),
    // READING: [Dumb] lets the players choose; the party's doctrine offers the best-armoured hero.
    Dumb: () => [...byDist].sort((a, b) => defencePool(g, b) - defencePool(g, a))[0],
    Lured: () => {
      const m2 = /(low|high)\s+(ATK|DEF|MAG|MOV|LIFE|RES|DEX|WIT)/i.exec(m.lure);
      if (!m2) return undefined;
      const stat = m2[2]!.toUpperCase() as keyof Stats;
      const val = (h: Fig): number => (stat === 'LIFE' ? h.life : h.stats[stat]);
      const sign = m2[1]!.toLowerCase() === 'low' ? 1 : -1;
      return [...byDist].sort((a, b) => sign * (val(a) - val(b)))[0];
    },
  };
  return T[m.target]() ?? nearest;
}

export function monsterTurn(g: GameState, m: Fig): void {
  if (m.dead || g.outcome) return;
  if (m.awake !== 'ready' || m.role === 'Wait') return;
  const heroes = inReach(g, m);
  if (heroes.length === 0) return;
  let moved = false;
  let attacked = false;
  for (let a = 0; a < 2 && !g.outcome; a++) {
    if (tick(g)) return;
    if (m.stunned > 0) {
      m.stunned--;
      say(g, m.id, 'stunned', `${m.name} recovers from the stun.`);
      continue;
    }
    const t = chooseTarget(g, m, inReach(g, m));
    if (!t) return;
    const ranged = m.role === 'Ranged' && m.range > 0;
    const canHit = ranged
      ? rangeTo(m.cell, t.cell) <= m.range && lineOfSight(g.board, m.cell, t.cell)
      : adjacent(m.cell, t.cell);
    if (canHit && !attacked) {
      attack(g, m, t, ranged ? 'ranged' : 'melee');
      attacked = true;
    } else if (canHit) {
      break;
    } else if (!moved) {
      moved = true;
      if (ranged) {
        // Ranged: the farthest square still in range of its target (rules 968-969).
        moveToward(g, m, (c) =>
          rangeTo(c, t.cell) <= m.range && lineOfSight(g.board, c, t.cell)
            ? -rangeTo(c, t.cell)
            : null,
        );
      } else {
        const goals = STEPS.map((s) => ({ x: t.cell.x + s.x, y: t.cell.y + s.y })).filter((c) =>
          passable(g.board, t.cell, c),
        );
        const field = fieldTo(g, goals, m);
        const here = field.get(key(m.cell)) ?? 9999;
        if (
          !moveToward(g, m, (c) => {
            const v = field.get(key(c));
            return v !== undefined && v < here ? v : null;
          })
        )
          say(g, m.id, 'nothing', `${m.name} cannot find a way to ${t.name}.`);
      }
    }
  }
}

function monstersTurn(g: GameState): void {
  for (const m of living(g, 'monster')) {
    if (g.outcome || g.halted) return;
    if (m.awake === 'unprepared') {
      m.awake = 'ready';
      continue;
    }
    monsterTurn(g, m);
  }
}

// ---------------------------------------------------------------------------------------------
// The heroes' turn: the party's doctrine

/**
 * The Lantern Company's doctrine: the warrior leads, the others keep behind; fight what is in
 * reach (ranged from afar), the priestess heals whoever is at half LIFE or less, a potion at a
 * third; with no monster awake in sight, loot the chests of the tiles walked and then open the
 * door the construction's explorer policy picks, the thief first searching and picking locked
 * doors.
 */
function heroTurn(g: GameState, h: Fig): void {
  if (h.dead) return;
  const done = { move: false, attack: false, cast: false, item: false };
  for (let a = 0; a < 2 && !g.outcome; a++) {
    if (tick(g)) return;
    if (h.stunned > 0) {
      h.stunned--;
      say(g, h.id, 'stunned', `${h.name} spends an action recovering from the stun.`);
      continue;
    }
    const r = heroAction(g, h, done);
    if (r === 'ambush') return;
    if (r === 'nothing') {
      say(g, h.id, 'nothing', `${h.name} waits.`);
      return;
    }
  }
}

type ActResult = 'done' | 'nothing' | 'ambush';

function heroAction(
  g: GameState,
  h: Fig,
  done: { move: boolean; attack: boolean; cast: boolean; item: boolean },
): ActResult {
  const heroes = living(g, 'hero');
  const foes = living(g, 'monster').filter(
    (m) => m.awake !== 'sleeping' || spaceOf(g, m.cell) === spaceOf(g, h.cell),
  );
  const visible = foes.filter((m) =>
    spacesWithin(g.board, spaceOf(g, h.cell), 1).has(spaceOf(g, m.cell)),
  );
  // Revive the fallen (rules 750-760): the draught raises a dead hero beside its bearer.
  const dead = g.figures.find((f) => f.side === 'hero' && f.dead);
  const draught = h.items.findIndex((i) => i.use === 'revive');
  if (dead && draught >= 0 && !done.item) {
    const spot = STEPS.map((s) => ({ x: h.cell.x + s.x, y: h.cell.y + s.y })).find(
      (c) => passable(g.board, h.cell, c) && !occupied(g).has(key(c)),
    );
    if (spot) {
      h.items.splice(draught, 1);
      dead.dead = false;
      dead.conditions.delete('dead');
      dead.life = Math.max(1, Math.floor(dead.maxLife / 2));
      dead.cell = spot;
      done.item = true;
      say(
        g,
        h.id,
        'use-item',
        `${h.name} pours the Revival Draught: ${dead.name} rises with ${dead.life} LIFE.`,
      );
      return 'done';
    }
  }
  // Heal: the priestess at half LIFE or less, a potion at a third.
  if (h.spells.includes('healing') && !done.cast) {
    const hurtAlly = heroes
      .filter((x) => x.life * 2 <= x.maxLife)
      .sort((x, y) => x.life - y.life)[0];
    if (hurtAlly && (hurtAlly === h || adjacent(h.cell, hurtAlly.cell))) {
      done.cast = true;
      castHealing(g, h, hurtAlly);
      return 'done';
    }
    if (hurtAlly && !done.move && visible.every((m) => !adjacent(m.cell, h.cell))) {
      done.move = true;
      const goals = STEPS.map((s) => ({ x: hurtAlly.cell.x + s.x, y: hurtAlly.cell.y + s.y }));
      const field = fieldTo(g, goals, h);
      if (moveToward(g, h, (c) => field.get(key(c)) ?? null)) return 'done';
    }
  }
  const potion = h.items.findIndex((i) => i.use === 'heal');
  if (potion >= 0 && !done.item && h.life * 3 <= h.maxLife) {
    h.items.splice(potion, 1);
    const r = g.rng.d(6);
    h.life = Math.min(h.maxLife, h.life + r);
    done.item = true;
    say(g, h.id, 'use-item', `${h.name} drinks a Healing Potion: d6 [${r}], LIFE ${h.life}.`, [
      { die: 'd6', value: r, for: 'Healing Potion' },
    ]);
    return 'done';
  }
  if (visible.length > 0) return fight(g, h, visible, done);
  return explore(g, h, done);
}

function castHealing(g: GameState, h: Fig, t: Fig): void {
  const c = check(g.rng, h.stats.MAG, SPELL_BOOK.healing.difficulty);
  const dice = logged(c, `${h.name}'s MAG`);
  let text = `${h.name} casts Healing on ${t.id === h.id ? 'herself' : t.name}: MAG ${showDice(c)}`;
  if (c.passed) {
    const r = g.rng.d(6);
    dice.push({ die: 'd6', value: r, for: 'Healing' });
    const gain = r + c.successes - c.difficulty;
    t.life = Math.min(t.maxLife, t.life + gain);
    text += `, d6 [${r}] +${c.successes - c.difficulty}: ${t.name} is back to ${t.life} LIFE`;
  } else text += ', the prayer goes unanswered';
  if (c.fumble) {
    // A fumble erases the spell from memory for this dungeon (rules 148-176, 828-841).
    h.spells = h.spells.filter((s) => s !== 'healing');
    text += '; the fumble wipes Healing from memory';
  }
  say(g, h.id, 'cast', `${text}.`, dice);
  wake(g, 'a spell was cast');
}

function fight(
  g: GameState,
  h: Fig,
  foes: readonly Fig[],
  done: { move: boolean; attack: boolean; cast: boolean; item: boolean },
): ActResult {
  const adj = foes.filter((m) => adjacent(m.cell, h.cell));
  const weakest = (fs: readonly Fig[]): Fig => [...fs].sort((a, b) => a.life - b.life)[0]!;
  // Magic Shield, once per fight, before the blows (our spell).
  if (h.spells.includes('magic-shield') && !done.cast && !g.magicShield) {
    done.cast = true;
    const c = check(g.rng, h.stats.MAG, SPELL_BOOK['magic-shield'].difficulty);
    if (c.passed) g.magicShield = true;
    say(
      g,
      h.id,
      'cast',
      `${h.name} casts Magic Shield: MAG ${showDice(c)}${c.passed ? ', a pale ward covers the party (+1 DEF)' : ', it fizzles'}.`,
      logged(c, `${h.name}'s MAG`),
    );
    wake(g, 'a spell was cast');
    return 'done';
  }
  const pulse = h.spells.includes('pulse');
  const reach = (c: Cell, m: Fig): boolean =>
    pulse
      ? rangeTo(c, m.cell) <= SPELL_BOOK.pulse.range && lineOfSight(g.board, c, m.cell)
      : h.weaponRange > 0
        ? rangeTo(c, m.cell) <= h.weaponRange && lineOfSight(g.board, c, m.cell)
        : adjacent(c, m.cell);
  const inRange = foes.filter((m) => reach(h.cell, m));
  if (inRange.length > 0 && !done.attack && !done.cast) {
    const t = weakest(
      adj.length > 0
        ? adj
            .filter((m) => inRange.includes(m))
            .concat(inRange)
            .slice(0, 1)
        : inRange,
    );
    if (pulse) {
      done.cast = true;
      const c = check(g.rng, h.stats.MAG, SPELL_BOOK.pulse.difficulty);
      if (!c.passed) {
        say(
          g,
          h.id,
          'cast',
          `${h.name} reaches for a Pulse: MAG ${showDice(c)}, the spell slips away.`,
          logged(c, `${h.name}'s MAG`),
        );
        return 'done';
      }
      attack(g, h, t, 'spell');
    } else {
      done.attack = true;
      attack(g, h, t, h.weaponRange > 0 && !adjacent(h.cell, t.cell) ? 'ranged' : 'melee');
    }
    return 'done';
  }
  if (!done.move && adj.length === 0) {
    done.move = true;
    const ranged = pulse || h.weaponRange > 0;
    const moved = ranged
      ? moveToward(g, h, (c, d) =>
          foes.some((m) => reach(c, m))
            ? d - Math.min(...foes.map((m) => rangeTo(c, m.cell)))
            : null,
        )
      : (() => {
          const goals: Cell[] = [];
          for (const m of foes)
            for (const s of STEPS) goals.push({ x: m.cell.x + s.x, y: m.cell.y + s.y });
          const field = fieldTo(g, goals, h);
          const here = field.get(key(h.cell)) ?? 9999;
          return moveToward(g, h, (c) => {
            const v = field.get(key(c));
            return v !== undefined && v < here ? v : null;
          });
        })();
    if (moved) return 'done';
  }
  return 'nothing';
}

/** Walk out to the Entry tile; once the whole party stands there, go to town and come back. */
function walkOut(
  g: GameState,
  h: Fig,
  done: { move: boolean; attack: boolean; cast: boolean; item: boolean },
): ActResult {
  const entry = g.crawl.tiles[0]!.space;
  if (living(g, 'hero').every((x) => spaceOf(g, x.cell) === entry)) {
    toTownAndBack(g);
    return 'done';
  }
  if (done.move) return 'nothing';
  // The Dungeon Exit's corner of the Entry tile, where the party stood at the start: those inside walk on to it to leave the doorway free.
  const goals = [...g.board.floor]
    .filter(([, s2]) => s2 === entry)
    .map(([k]) => parseKey(k))
    .sort((a, b) => b.y - a.y || a.x - b.x)
    .slice(0, 6);
  const field = fieldTo(g, goals, h);
  done.move = true;
  const here = field.get(key(h.cell)) ?? 9999;
  return moveToward(g, h, (c) => {
    const v = field.get(key(c));
    return v !== undefined && v < here ? v : null;
  })
    ? 'done'
    : 'nothing';
}

/**
 * Out by the Dungeon Exit and back (rules 276-285): the layout stays as built; in town the
 * heroes rest to full LIFE, the fallen are raised and spells prepared again; on the way back in
 * every cleared room is rolled again on the Encounter chart (new monsters, their awareness, new
 * chests). The play has no hallway events, so there are no hallway traps to reset.
 * READING: the rules name healing and resurrection as reasons to go to town but give no price; the party pays nothing for them here.
 */
function toTownAndBack(g: GameState): void {
  const why = g.leaving ?? '';
  g.leaving = null;
  g.trips++;
  g.magicShield = false;
  const entry = g.crawl.tiles[0]!.space;
  const raised: string[] = [];
  for (const f of g.figures) {
    if (f.side !== 'hero') continue;
    if (f.dead) {
      const spot = [...g.board.floor]
        .filter(([k, s2]) => s2 === entry && !occupied(g).has(k))
        .map(([k]) => parseKey(k))[0];
      if (!spot) continue;
      f.dead = false;
      f.conditions.delete('dead');
      f.cell = spot;
      raised.push(f.name);
    }
    f.life = f.maxLife;
    f.stunned = 0;
    if (f.sheet) f.spells = [...f.sheet.spells];
  }
  say(
    g,
    'party',
    'town',
    `The party leaves by the Dungeon Exit ${why}: in town every hero rests to full LIFE${raised.length ? `, the priests raise ${raised.join(' and ')}` : ''} and the spells are prepared again.`,
  );
  const dice: LoggedDie[] = [];
  let filled = 0;
  for (const t of g.crawl.tiles) {
    if (t.kind !== 'room') continue;
    if (living(g, 'monster').some((m) => spaceOf(g, m.cell) === t.space)) continue;
    const r = restockRoom(g.rng, g.pack);
    dice.push(...r.dice);
    if (r.ids.length === 0 && r.chests === 0) continue;
    filled++;
    const taken = occupied(g);
    const free = [...g.board.floor]
      .filter(([k, s2]) => s2 === t.space && !taken.has(k))
      .map(([k]) => parseKey(k));
    const cells = placeNewcomers(g.rng, free, r.ids.length + r.chests);
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

/** Squares in front of an exit's door on the party's side. */
function doorFront(e: PlunginExit): Cell[] {
  return doorSquares(e.block, e.dir);
}

function explore(
  g: GameState,
  h: Fig,
  done: { move: boolean; attack: boolean; cast: boolean; item: boolean },
): ActResult {
  const leader = living(g, 'hero')[0]!;
  if (g.leaving === null) {
    const all = g.figures.filter((f) => f.side === 'hero');
    const revive = living(g, 'hero').some((x) => x.items.some((i) => i.use === 'revive'));
    if (wantsToLeave(all, revive, g.trips)) {
      g.leaving = 'to rest and heal in town';
      say(g, h.id, 'leave', `Battered, the party turns back for the Dungeon Exit ${g.leaving}.`);
    }
  }
  if (g.leaving !== null) return walkOut(g, h, done);
  const chest = g.chests.find((c) => !c.opened);
  if (chest) {
    const opener = living(g, 'hero').find((x) => x.sheet?.role === 'thief') ?? leader;
    if (h === opener) {
      if (STEPS.some((s) => h.cell.x + s.x === chest.cell.x && h.cell.y + s.y === chest.cell.y))
        return openChest(g, h, chest) ? 'done' : 'nothing';
      if (done.move) return 'nothing';
      done.move = true;
      const goals = STEPS.map((s) => ({ x: chest.cell.x + s.x, y: chest.cell.y + s.y }));
      const field = fieldTo(g, goals, h);
      const here = field.get(key(h.cell)) ?? 9999;
      return moveToward(g, h, (c) => {
        const v = field.get(key(c));
        return v !== undefined && v < here ? v : null;
      })
        ? 'done'
        : 'nothing';
    }
  }
  const [gHeld, gShut] = greatKeyCounts(g);
  const keyFits = (e: PlunginExit): boolean =>
    living(g, 'hero').some((x) => keyFor(x.items, doorState(g, e), gHeld, gShut) >= 0);
  const reachable = g.crawl.plan.frontier.filter(
    (e) =>
      (!g.barred.has(e.id) || keyFits(e)) && doorFront(e).some((c) => g.board.floor.has(key(c))),
  );
  // With no Great Key, a Great Door waits while other doors are left (it opens only to the key or to force, rules 1171, 1213).
  const keyless = gHeld === 0;
  const others = reachable.filter((e) => e.kind !== 'great' || g.doors.get(e.id)?.unlocked);
  const exits = keyless && others.length > 0 ? others : reachable;
  // The party's doctrine: of the doors the construction would rank first, the one nearest any living hero (the oldest when equal).
  const heroes = living(g, 'hero');
  const walk = (e: PlunginExit): number => {
    const f = fieldTo(g, doorFront(e), h);
    return Math.min(...heroes.map((x) => f.get(key(x.cell)) ?? 9999));
  };
  const exit =
    g.path.length >= MAX_DOORS
      ? undefined
      : chooseExit(
          // Only doors a hero can walk to (a door whose front lies past a shut door waits).
          exits.filter((e) => walk(e) < 9999),
          g.crawl.plot.complete || g.crawl.plot.phases >= g.crawl.plot.n,
          [],
          walk,
        );
  if (!exit && g.trips < 1) {
    // READING: with every door tried, the party goes out once to come back to a dungeon restocked (rooms repopulated, chests again), where a Great Key may yet turn up.
    g.leaving = 'to come back when the rooms have filled again';
    say(
      g,
      h.id,
      'leave',
      `With no door left to try, the party heads for the Dungeon Exit ${g.leaving}.`,
    );
    return walkOut(g, h, done);
  }
  if (!exit) {
    g.outcome = 'abandoned: no door left to open, the party leaves by the Dungeon Exit';
    say(g, h.id, 'leave', 'With no door left to try, the party trudges back to the Dungeon Exit.');
    return 'done';
  }
  if (g.round - g.progress > 6) {
    // READING: a door the party has failed to reach for six rounds is given up like a lock that will not yield.
    g.barred.add(exit.id);
    say(
      g,
      h.id,
      'give-up',
      `The party cannot get at ${doorName(g.crawl, exit)} and looks for another way.`,
    );
    return 'done';
  }
  const ds = doorState(g, exit);
  const locked = !ds.unlocked;
  const [greatHeld, greatShut] = greatKeyCounts(g);
  // A key opens the way first (rules 1166-1172): whoever carries one that fits goes to the door.
  const keyHolder = locked
    ? living(g, 'hero').find((x) => keyFor(x.items, ds, greatHeld, greatShut) >= 0)
    : undefined;
  // Any hero may pick a lock (rules 1176-1179): the thief handles locked doors, or else the hero with the best DEX; otherwise the leader opens the way.
  const thief =
    living(g, 'hero').find((x) => x.sheet?.role === 'thief') ??
    living(g, 'hero').reduce((a, b) => (b.stats.DEX > a.stats.DEX ? b : a), leader);
  const front = doorFront(exit);
  // READING: the hero nearest the door goes to it (the warrior when equal), as a table would.
  const dist = (x: Fig): number => fieldTo(g, front, x).get(key(x.cell)) ?? 9999;
  const opener =
    keyHolder ??
    (locked && thief
      ? thief
      : living(g, 'hero').reduce((a, b) => (dist(b) < dist(a) ? b : a), leader));
  const atDoor = front.some((c) => c.x === h.cell.x && c.y === h.cell.y);
  if (h !== opener) {
    if (done.move) return 'nothing';
    done.move = true;
    // Keep close behind the one at the door.
    const goals = STEPS.map((s) => ({ x: opener.cell.x + s.x, y: opener.cell.y + s.y }));
    const field = fieldTo(g, goals, h);
    const here = field.get(key(h.cell)) ?? 9999;
    if (g.round - g.progress > 1) g.jamUntil = g.round + 3;
    if (g.round <= g.jamUntil) {
      // The way is jammed: step aside, as far from the door as the move allows.
      const toDoor = fieldTo(g, front, h);
      return moveToward(g, h, (c) => {
        const v = toDoor.get(key(c));
        return v === undefined || front.some((f) => f.x === c.x && f.y === c.y) ? null : -v;
      })
        ? 'done'
        : 'nothing';
    }
    // To bash together the others stand beside the one at the door (rules 1216-1218).
    const together =
      locked &&
      !keyHolder &&
      front.some((c) => c.x === opener.cell.x && c.y === opener.cell.y) &&
      (!pickable(ds) || pickDifficulty(ds) > opener.stats.DEX);
    if (here <= (together ? 0 : 2)) return 'nothing';
    return moveToward(g, h, (c) => {
      const v = field.get(key(c));
      return v !== undefined && v < here ? v : null;
    })
      ? 'done'
      : 'nothing';
  }
  if (!atDoor) {
    if (done.move) return 'nothing';
    done.move = true;
    const field = fieldTo(g, front, h);
    const here = field.get(key(h.cell)) ?? 9999;
    if (
      moveToward(g, h, (c) => {
        const v = field.get(key(c));
        return v !== undefined && v < here ? v : null;
      })
    )
      return 'done';
    // Hemmed in on the way to the door: the others stand aside.
    g.jamUntil = g.round + 3;
    return 'nothing';
  }
  if (locked) {
    const t = lockTable(g);
    const what = doorName(g.crawl, exit);
    const k = keyFor(h.items, ds, greatHeld, greatShut);
    const step = lockStep(t, h, ds, k, h === thief);
    if (step === 'key') useKey(t, h, k, ds, what);
    else if (step === 'detect') detectTrap(t, h, ds, what);
    else if (step === 'disarm') disarmTrap(t, h, ds);
    else if (step === 'pick') pickLock(t, h, ds, what);
    else if (bashDifficulty(ds) * 3 > partyAtk(g) * 2) {
      // READING: the party gives up on a lock it cannot force (more successes than two in three of all its ATK dice) until a key turns up; with no other door left, it leaves by the Dungeon Exit.
      g.barred.add(exit.id);
      say(
        g,
        h.id,
        'give-up',
        `${what[0]!.toUpperCase()}${what.slice(1)} will not yield to pick or force; the party looks for another way.`,
      );
    } else {
      const helpers = living(g, 'hero').filter((x) => x !== h && adjacent(x.cell, h.cell));
      bashLock(t, h, helpers, ds, what);
      bashNoise(g, h);
    }
    return 'done';
  }
  const r = openDoor(g, h, exit);
  return r === 'ambush' ? 'ambush' : 'done';
}

/** A chest's lock and trap, settled the first time a hero works at it. */
function chestLock(g: GameState, chest: Chest, dice: LoggedDie[]): LockState {
  if (chest.lock) return chest.lock;
  const p = g.pack.charts;
  let locked = chest.locked;
  if (locked === null) {
    const lr = g.rng.d(Number(p.chest.die.slice(1)));
    dice.push({ die: p.chest.die, value: lr, for: 'Chest chart' });
    locked = chartRow(p.chest.rows, lr).locked;
  }
  // READING: a chest's trap is rolled on the Chest Trap chart the first time a hero works at it (search, pick or open), as the construction rolls a locked door's when it is placed.
  const tr = g.rng.d(Number(p.chestTraps.die.slice(1)));
  dice.push({ die: p.chestTraps.die, value: tr, for: 'Chest Trap chart' });
  const trap = chartRow(p.chestTraps.rows, tr).trap;
  chest.lock = newLock(locked ? 'locked' : 'normal', chest.unlock, chest.detect, trap);
  return chest.lock;
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
  if (!s.unlocked) {
    const step = lockStep(t, h, s, k, true);
    if (step === 'key') useKey(t, h, k, s, 'the chest');
    else if (step === 'detect') detectTrap(t, h, s, 'the chest');
    else if (step === 'disarm') disarmTrap(t, h, s);
    else if (step === 'pick') pickLock(t, h, s, 'the chest');
    else if (bashDifficulty(s) * 3 > partyAtk(g) * 2) {
      chest.opened = true;
      say(g, h.id, 'give-up', `The chest will not yield to pick or force; the party leaves it.`);
    } else {
      const helpers = living(g, 'hero').filter((x) => x !== h && adjacent(x.cell, h.cell));
      const before = s.bashFumbles;
      bashLock(t, h, helpers, s, 'the chest');
      if (s.bashFumbles > before) chest.smashed = true;
      bashNoise(g, h);
    }
    return true;
  }
  if (!s.detected && !s.searchedBy.has(h.id)) {
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
  const p = g.pack.charts;
  const trap = s.trap;
  s.trap = null;
  if (chest.smashed) {
    say(g, h.id, 'open-chest', `${h.name} opens the chest: the clumsy bashing smashed all inside.`);
    if (trap) trapAttack(g, h, trap, s.detected);
    return true;
  }
  const tv = g.rng.d(Number(p.treasure.die.slice(1)));
  const tdice: LoggedDie[] = [{ die: p.treasure.die, value: tv, for: 'Treasure chart' }];
  const row = chartRow(p.treasure.rows, tv);
  let loot = 'nothing of worth';
  if (row.gold !== undefined) {
    const n = typeof row.gold === 'number' ? row.gold : g.rng.roll(row.gold);
    g.gold += n * 10;
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
  say(g, h.id, 'open-chest', `${h.name} opens the chest: ${loot}.`, tdice);
  if (trap) trapAttack(g, h, trap, s.detected);
  return true;
}

// ---------------------------------------------------------------------------------------------
// The quest

export interface GameInput {
  readonly seed: string;
  readonly pack: QuestPack;
  readonly packId: string;
  readonly party: Party;
  readonly options: PlayOptions;
  readonly stop: PlayStop;
  /** Tests script the play's dice. */
  readonly rng?: Rng;
}

export function newGame(input: GameInput): GameState {
  const construction = plunginConstruction({
    seed: input.seed,
    pack: input.pack,
    packId: input.packId,
  });
  const crawl = construction.result();
  const g: GameState = {
    seed: input.seed,
    pack: input.pack,
    packId: input.packId,
    options: input.options,
    rng: input.rng ?? createRng(input.seed).fork('play'),
    path: [],
    construction,
    crawl,
    board: boardOf(crawl.plan),
    figures: input.party.heroes.map((h) => heroFig(h, input.options.tougher)),
    chests: [],
    doors: new Map(),
    inventory: newInventory(),
    visited: new Set([crawl.tiles[0]!.space]),
    barred: new Set(),
    leaving: null,
    trips: 0,
    log: [],
    round: 0,
    action: 0,
    outcome: null,
    gold: 0,
    partyXp: 0,
    magicShield: false,
    stop: input.stop,
    halted: false,
    roundCapHit: false,
    progress: 0,
    jamUntil: 0,
  };
  // Setting Up (rules 60-75): the heroes stand on the Entry tile, by the Dungeon Exit.
  const entry = crawl.tiles[0]!;
  const cells = [...g.board.floor].filter(([, s]) => s === entry.space).map(([k]) => parseKey(k));
  cells.sort((a, b) => b.y - a.y || a.x - b.x);
  g.figures.forEach((f, i) => (f.cell = cells[i % cells.length]!));
  say(
    g,
    'party',
    'enter',
    `${input.party.name} enters ${input.pack.title}: ${g.figures.map((f) => f.name).join(', ')}.`,
  );
  return g;
}

/** Play rounds until the quest ends, the round cap, or the stop. */
export function playGame(input: GameInput): GameState {
  const g = newGame(input);
  const last = Math.min(input.stop.round, MAX_ROUNDS);
  for (let r = 1; r <= last && !g.outcome && !g.halted; r++) {
    g.round = r;
    g.action = 0;
    for (const h of g.figures.filter((f) => f.side === 'hero')) {
      if (g.outcome || g.halted) break;
      heroTurn(g, h);
    }
    if (!g.outcome && !g.halted) monstersTurn(g);
    // Magic Shield lasts until every monster on the tile is defeated.
    if (g.magicShield && living(g, 'monster').every((m) => m.awake !== 'ready'))
      g.magicShield = false;
  }
  if (!g.outcome && !g.halted && input.stop.round >= MAX_ROUNDS) {
    g.roundCapHit = true;
    g.outcome = `abandoned: the round cap (${MAX_ROUNDS}) was reached`;
  }
  if (g.outcome)
    say(
      g,
      'party',
      'end',
      `The quest ends — ${g.outcome}. The party holds ${g.gold} gold and ${g.partyXp} XP.`,
    );
  return g;
}

export { countPool };
export type { Pool };
