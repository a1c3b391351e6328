/**
 * The state of a played Dungeon Plungin' quest: the figures, the doors and chests met, the log,
 * and what every phase of a turn shares (dungeon-plungin-rules.txt: Setting Up 60-75, hero and
 * monster statistics, Movement 548-552). Imports nothing of the other turn phases.
 */
import type { Rng } from '../../../core/rng';
import type { Cell } from '../../plan/types';
import type { PlayEntry, PlayStop } from '../../plan/play';
import type { PlunginConstruction, PlunginExit, PlunginResult } from '../engine';
import type { QuestPack } from '../pack.schema';
import {
  fieldOf,
  key,
  passable,
  reachFrom,
  spaceAt,
  squaresOf,
  STEPS,
  type Board,
  type Field,
  type Reach,
} from './board';
import type { LoggedDie } from './checks';
import type { HeroSheet, SpellId } from './party.schema';
import type { PlayOptions } from './options';
import type { ItemUse, PartyInventory } from './inventory';
import type { Gear } from './items';
import type { LockState } from './locks';
import { tileName, tileOf } from './names';

export type Awake = 'sleeping' | 'unprepared' | 'ready';
export type Role = 'Melee' | 'Ranged' | 'Special' | 'Wait';
export type Target =
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
  /** A monster first met alone is renamed "Orc 1" when a second of its kind comes. */
  name: string;
  /** A hero's level rises on a trip to town mid-quest (town-xp.ts). */
  level: number;
  cell: Cell;
  /** Where a figure that climbed down into a pit means to climb out: the way it was going. */
  climbTo?: Cell;
  life: number;
  maxLife: number;
  readonly stats: Stats;
  dead: boolean;
  /** Actions lost to a stun (rules 725-737). */
  stunned: number;
  conditions: Set<string>;
  /** Status conditions in force (conditions.ts): the stat changes each made, and whether its last turn has begun. */
  status?: Map<string, { delta: Partial<Stats>; armed: boolean; resist?: number }>;
  /** The one Reaction between its turns is spent (rules 641-650). */
  reacted?: boolean;
  /** Once-a-game powers already used (powers.ts). */
  spent?: Set<string>;
  // Heroes
  sheet?: HeroSheet;
  items: { name: string; use: ItemUse }[];
  spells: SpellId[];
  weaponBonus: number;
  weaponRange: number;
  weaponWeak: boolean;
  armour: { name: string; bonus: number; weak: boolean }[];
  xp: number;
  /** Worn gear once the Item List changes it (a cursed piece, the campaign's kit); else the sheet's. */
  gear?: Gear;
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
  /** Optional rules (optional.ts): the way it faces (Facing), its move this turn (Disengage). */
  facing?: Cell;
  moveCap?: number;
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
  /** Doors the party could not get at, by the round it gave each up (explore.ts): not tried again for a while, key or no key. */
  unreached?: Map<string, number>;
  /** Why the party is walking out by the Dungeon Exit, or null. */
  leaving: string | null;
  /** Trips out to town and back (rules 276-285). */
  trips: number;
  /** Called when a hero's move ends in another space (the re-entry roll lives with the doors). */
  onEnter?: (h: Fig, from: string) => void;
  /** Called before a figure's move leaves its square (Attack of Opportunity, abilities.ts); false: it fell and moves no more. */
  onLeave?: (f: Fig, to: Cell) => boolean;
  /** Squares the doctrine keeps a hero from ending a move on (doctrine.ts `keepsBack`). */
  keepOut?: (f: Fig, to: Cell) => boolean;
  /** Called after an attack is resolved (reactions such as Counter Attack, abilities.ts). */
  onAttacked?: (a: Fig, d: Fig, how: 'melee' | 'ranged' | 'spell', damage: number) => void;
  readonly log: PlayEntry[];
  round: number;
  action: number;
  outcome: string | null;
  gold: number;
  /** Gold each hero took himself (Gold Rush), by hero id. */
  goldBy?: Record<string, number>;
  partyXp: number;
  magicShield: boolean;
  stop: PlayStop;
  halted: boolean;
  roundCapHit: boolean;
  /** The last round something other than waiting happened. */
  progress: number;
  /** Until this round the followers stand aside, the way having jammed. */
  jamUntil: number;
  /** What the quest's trips to town divided of its XP (town-xp.ts). */
  xpBook?: XpBook;
  /** What sprung traps left on the board (trap-areas.ts): rubble, open pits, armed spear plates; the squares closed. */
  marks?: TrapMark[];
  closed?: Set<string>;
  /** The squares of the open pits (trap-areas.ts): one may climb down into them, and must climb out. */
  pits?: Set<string>;
  /** Called after a figure's move with the steps counted from where it set out (a Spear Trap's plate, trap-areas.ts). */
  onMoved?: (f: Fig, dist: Reach) => void;
  /** Plays a trap whose effect covers an area (trap-areas.ts); false: it strikes only its victim. */
  trapArea?: (victim: Fig, trapId: string, aware: boolean) => boolean;
  /** The door the doctrine has been making for without a break, since which round (a fight resets it). */
  aim?: { readonly id: string; readonly since: number };
  /** What the special rooms remember (specials.ts), made at the first use of one. */
  specials?: SpecialMemory;
  /** The walks explore keeps from one action to the next (walk-memo.ts), made at its first. */
  walks?: WalkMemory;
  /** What the party last chose to do about the Great Door, told once a change (doctrine.ts). */
  greatDoorChoice?: 'key' | 'force' | 'explore';
  /** Hallways whose Random Event was rolled, by space: on which trip into the dungeon (events.ts). */
  hallwayRolls?: Map<string, number>;
  /** Free Hero Order: the order last told in the log, and the note still to tell (optional.ts). */
  heroOrder?: { told: string; note?: string | undefined };
  /** The door an opener waits at for the party to gather, since which round (split.ts). */
  gathering?: { readonly door: string; readonly since: number };
}

/** What the special rooms remember: who drank on this visit, who has been raised, who rises next. */
/** The walk to each door kept: on one board, from the living heroes on these squares (flat x, y pairs). */
export interface DoorWalks {
  board: Board | undefined;
  squares: Float64Array;
  count: number;
  readonly walks: Map<PlunginExit, number>;
}

/**
 * The steps of each hero to one door's front kept: on one board, to one front (a kept array),
 * with the same figures on the same squares (the dead on none) and the same chests shut (the
 * squares `occupiedCells` gives, the heroes' own among them), by hero: `steps` with the others
 * standing where they are, `least` with them aside.
 */
export interface FrontSteps {
  board: Board | undefined;
  front: readonly Cell[] | undefined;
  readonly figures: Fig[];
  /** Each figure's square as x, y (NaN, NaN: dead), then 1 for each chest still shut, else 0 (`count` of them). */
  squares: Float64Array;
  count: number;
  readonly steps: Map<Fig, number>;
  readonly least: Map<Fig, number>;
}

/** What explore keeps of its walks from one action to the next: a quest's own (`GameState.walks`). */
export interface WalkMemory {
  readonly doors: DoorWalks;
  readonly fronts: FrontSteps;
}

export interface SpecialMemory {
  /** Hero id → the space of the spring it drank from on its present visit. */
  readonly drank: Map<string, string>;
  /** Heroes a tomb has raised (once per hero per game). */
  readonly raised: Set<string>;
  /** Heroes laid in a tomb, with the round they were laid in and the LIFE they rise with. */
  readonly laid: Map<string, { round: number; life: number }>;
}

/** The XP divided on trips to town in the middle of a quest (town-xp.ts). */
export interface XpBook {
  /** The quest's XP already divided (what did not divide evenly stays undivided). */
  divided: number;
  /** Each hero's shares so far, by id. */
  shares: Record<string, number>;
  /** Each hero's XP total (the career's, plus the shares), by id. */
  totals: Record<string, number>;
  /** Shared Experience: the party's pool (the career's, plus what the trips added). */
  shared: number;
}

/** Rubble, an open pit or an armed spear plate a trap left (rules 1130-1155). */
export interface TrapMark {
  /** Spears: a plate still armed, that strikes again any hero who steps on it (not closed). */
  readonly kind: 'rubble' | 'pit' | 'spears';
  readonly cells: readonly Cell[];
  /** The trap's name, and the round it went off. */
  readonly trap: string;
  readonly round: number;
  /** A spear plate's trap id, whether it is still armed, and the disarm tries made at it. */
  readonly trapId?: string;
  armed?: boolean;
  tries?: number;
}

/** What a hero has spent of the turn's two actions (rules 516-547). */
export interface Spent {
  move: boolean;
  attack: boolean;
  cast: boolean;
  item: boolean;
}

export type ActResult = 'done' | 'nothing' | 'ambush';

// ---------------------------------------------------------------------------------------------
// The log

export function say(
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
export function tick(g: GameState): boolean {
  if (g.halted) return true;
  // action=0 stops before the round's first action: nothing of the round happens.
  if (g.stop.action === 0 && g.round === g.stop.round) {
    g.halted = true;
    return true;
  }
  g.action++;
  if (g.stop.action !== null && g.round === g.stop.round && g.action >= g.stop.action)
    g.halted = true;
  return false;
}

/** Where the log and the action count stood before an action (see `giveBackSilent`). */
export interface ActionMark {
  readonly log: number;
  readonly action: number;
  readonly halted: boolean;
}

export function markAction(g: GameState): ActionMark {
  return { log: g.log.length, action: g.action, halted: g.halted };
}

/**
 * An action that logged nothing (a hero or monster with nothing to do) gives its number back, so a
 * round's actions in the log are numbered without gaps and `action=N` stops after the N-th action
 * that shows.
 */
export function giveBackSilent(g: GameState, m: ActionMark): void {
  if (g.log.length === m.log && g.action === m.action + 1) {
    g.action = m.action;
    g.halted = m.halted;
  }
}

// ---------------------------------------------------------------------------------------------
// Figures

export function heroFig(h: HeroSheet, tough: boolean): Fig {
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

export function monsterFig(
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

export function living(g: GameState, side: 'hero' | 'monster'): Fig[] {
  const out: Fig[] = [];
  for (const f of g.figures) if (f.side === side && !f.dead) out.push(f);
  return out;
}

export function occupied(g: GameState, except?: Fig): Set<string> {
  return new Set(occupiedCells(g, except).map(key));
}

/** The squares `occupied` holds, as cells (figures first, then shut chests), with no key built. */
export function occupiedCells(g: GameState, except?: Fig): Cell[] {
  const out: Cell[] = [];
  for (const f of g.figures) if (!f.dead && f !== except) out.push(f.cell);
  for (const c of g.chests) if (!c.opened) out.push(c.cell);
  return out;
}

export const spaceOf = (g: GameState, c: Cell): string => spaceAt(g.board, c) ?? '';

/** Down in an open pit (trap-areas.ts): fallen in, and still on one of its squares. */
export const inPit = (g: GameState, f: Fig): boolean =>
  f.conditions.has('in-pit') && (g.pits?.has(key(f.cell)) ?? false);

/**
 * The floor at the edge of the open pit holding `c`, out of every pit, in the order of the pit's
 * squares and then north, east, south, west of each (figures and chests aside).
 * READING: the pit is one hole: one in it may climb out at any square next to it, not only beside its own square (a 2x2 pit full of figures left its inner corner shut in).
 */
export function pitEdge(g: GameState, c: Cell): Cell[] {
  const here = key(c);
  const mark = g.marks?.find((m) => m.kind === 'pit' && m.cells.some((p) => key(p) === here));
  const out: Cell[] = [];
  const seen = new Set<string>();
  for (const p of mark?.cells ?? [c])
    for (const s of STEPS) {
      const n = { x: p.x + s.x, y: p.y + s.y };
      const k = key(n);
      if (seen.has(k) || g.pits?.has(k) || !passable(g.board, p, n)) continue;
      seen.add(k);
      out.push(n);
    }
  return out;
}

/**
 * The squares of a space a figure may be set down on, in the board's order: no figure, no chest
 * still shut, no rubble, no pit (monsters arriving, a fallen hero carried back).
 */
export function freeSquaresIn(g: GameState, space: string): Cell[] {
  const taken = occupied(g);
  const out: Cell[] = [];
  for (const c of squaresOf(g.board, space)) {
    const k = key(c);
    if (!taken.has(k) && !g.closed?.has(k) && !g.pits?.has(k)) out.push(c);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Movement

/**
 * Move up to MOV squares, no diagonals, not through figures, chests or closed doors (rules
 * 548-552), toward the reachable square that `score` ranks lowest (null: not a goal).
 */
export function moveToward(
  g: GameState,
  f: Fig,
  score: (c: Cell, steps: number) => number | null,
): boolean {
  const taken = occupiedCells(g, f);
  const dist = reachFrom(g.board, f.cell, taken, Math.min(f.stats.MOV, f.moveCap ?? f.stats.MOV));
  // The squares taken as the move began, by key: wanted only to cross a pit, so made only then.
  let blocked: Set<string> | undefined;
  let best: Cell | null = null;
  const stay = score(f.cell, 0) ?? Infinity;
  let bestScore = stay;
  // Down into a pit only to cross it: to the free square at its edge, not this one, that ranks
  // best, and better than here (undefined: none, so the pit is no way).
  const here = f.cell;
  const farSide = (c: Cell): Cell | undefined => {
    let out: Cell | undefined;
    let outScore = stay;
    for (const e of pitEdge(g, c)) {
      if ((e.x === here.x && e.y === here.y) || (blocked ??= new Set(taken.map(key))).has(key(e)))
        continue;
      const s = score(e, 0);
      if (s !== null && s < outScore) [out, outScore] = [e, s];
    }
    return out;
  };
  let bestAt = -1;
  for (let i = 0; i < dist.size; i++) {
    const c = dist.cell(i);
    const s = score(c, dist.steps(i));
    if (s !== null && s < bestScore && !g.keepOut?.(f, c)) {
      if (g.pits?.has(dist.key(i)) && !farSide(c)) continue;
      best = c;
      bestScore = s;
      bestAt = i;
    }
  }
  if (!best) return false;
  // The grid's cells are shared: the figure stands on a copy.
  best = { x: best.x, y: best.y };
  if (g.onLeave && !g.onLeave(f, best)) return true;
  const from = f.cell;
  f.cell = best;
  const n = dist.steps(bestAt);
  const to = spaceOf(g, best);
  // Into another tile: the tile as the map labels it, with its name: "room 4 (the Great Chamber)", "hallway H5.8".
  const tile = to !== spaceOf(g, from) ? tileOf(g.crawl, to) : undefined;
  const where = !tile
    ? undefined
    : tile.kind === 'hallway' || tile.kind === 'entry'
      ? tileName(g.crawl, tile.space).replace(/^the Entry$/, `the ${tile.name}`)
      : `${tileName(g.crawl, tile.space)} (${/^The /.test(tile.name) ? tile.name : `the ${tile.name}`})`;
  say(
    g,
    f.id,
    'move',
    `${f.name} moves ${n} square${n === 1 ? '' : 's'}${where ? ` into ${where}` : ''} to (${best.x},${best.y}).`,
  );
  g.onMoved?.(f, dist);
  if (g.pits?.has(key(best))) {
    // READING: the pit "cannot be closed" but nothing bars the way into it (only the rubble's squares are barred, rules 1143-1155): a figure may climb down into it, which ends its move, and climbs out with an action, as one fallen in does.
    f.conditions.add('in-pit');
    // It means to climb out on the far side, where its move was going.
    const out = farSide(best);
    if (out) f.climbTo = out;
    else delete f.climbTo;
    say(g, f.id, 'move', `${f.name} climbs down into the pit.`);
  }
  if (f.side === 'hero') g.onEnter?.(f, spaceOf(g, from));
  return true;
}

/** Fields already walked on a board: by goal square for one goal (as a number), else by goal list. */
interface FieldCache {
  readonly one: Map<number, Field>;
  readonly many: Map<string, Field>;
}
const FIELDS = new WeakMap<Board, FieldCache>();
/** Goal sets kept per board (of each kind) before the cache starts again. */
const FIELD_CACHE = 512;
/** Coordinates a one-goal field is kept by number for (beyond them, by its list). */
const ONE_SPAN = 1 << 20;

/** Path length from every square to a goal set, over free floor, far enough for the whole map. */
export function fieldTo(g: GameState, goals: readonly Cell[], mover: Fig): Field {
  void mover;
  let cache = FIELDS.get(g.board);
  if (!cache) {
    cache = { one: new Map(), many: new Map() };
    FIELDS.set(g.board, cache);
  }
  const c0 = goals.length === 1 ? goals[0]! : undefined;
  if (c0 && Math.abs(c0.x) < ONE_SPAN && Math.abs(c0.y) < ONE_SPAN) {
    const n = (c0.x + ONE_SPAN) * 2 * ONE_SPAN + (c0.y + ONE_SPAN);
    let field = cache.one.get(n);
    if (!field) {
      field = fieldOf(g.board, goals);
      if (cache.one.size >= FIELD_CACHE) cache.one.clear();
      cache.one.set(n, field);
    }
    return field;
  }
  let id = '';
  for (const c of goals) id += `${c.x},${c.y};`;
  const hit = cache.many.get(id);
  if (hit) return hit;
  const field = fieldOf(g.board, goals);
  if (cache.many.size >= FIELD_CACHE) cache.many.clear();
  cache.many.set(id, field);
  return field;
}

/** Fields by the very goal array asked with, per board (the arrays are never changed, and a board never changes). */
const KEPT_FIELDS = new WeakMap<Board, WeakMap<readonly Cell[], Field>>();

/** `fieldTo` for a goal array kept and never changed (a door's front, the squares round a chest): found by the array itself. */
export function fieldToKept(g: GameState, goals: readonly Cell[], mover: Fig): Field {
  let kept = KEPT_FIELDS.get(g.board);
  if (!kept) {
    kept = new WeakMap();
    KEPT_FIELDS.set(g.board, kept);
  }
  let field = kept.get(goals);
  if (!field) {
    field = fieldTo(g, goals, mover);
    kept.set(goals, field);
  }
  return field;
}
