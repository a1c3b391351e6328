/**
 * Status conditions (dungeon-plungin-rules.txt: Status Conditions 770-779, Fumbles in Combat
 * 725-738, the Stun variants 800-804, Resisting a Spell 875-886): what each does to its bearer's
 * stats, how long it lasts, and the stun. A condition never stacks; unless its row says
 * otherwise it lasts until the end of the bearer's next turn. Imports only the state and checks.
 */
import { check, logged, showDice } from './checks';
import { say, type Fig, type GameState, type Stats } from './state';

type StatName = keyof Stats;

/** How long a condition lasts. */
export type Lasting =
  /** To the end of the bearer's next turn (the rule, 777). */
  | 'turn'
  /** Until a check at the end of the bearer's turn succeeds (lasting spells, 883-886). */
  | 'resisted'
  /** Until the bearer regains a point of LIFE or leaves the dungeon (the Poison Needle, 1114-1117). */
  | 'healed'
  /** Until the party rests in town. */
  | 'town';

export interface ConditionRow {
  readonly name: string;
  readonly lasts: Lasting;
  /** Added to the bearer's stats while it lasts (a stat never falls below 0, MOV below 1). */
  readonly mods: Readonly<Partial<Record<StatName, number>>>;
  /** The bearer takes no action while it lasts. */
  readonly noActions?: boolean;
  /** The stat of the end-of-turn check for a 'resisted' condition (its difficulty is set when cast). */
  readonly resistWith?: StatName;
  readonly source: string;
}

const ALL_DOWN = { ATK: -1, DEF: -1, MAG: -1, MOV: -1, RES: -1, DEX: -1, WIT: -1 } as const;

// REPLACEMENT: the conditions the rules name without a table (Weakened by the Poison Needle, a stun, a hold), with those our spells and the packs' monster attacks give.
export const CONDITIONS = {
  // READING: the needle's "-1 penalty on all stats" spares LIFE (a pool stat is meant; LIFE is never rolled).
  weakened: {
    name: 'Weakened',
    lasts: 'healed',
    mods: ALL_DOWN,
    source: 'Poison Needle (rules 1112-1117)',
  },
  slowed: { name: 'Slowed', lasts: 'turn', mods: { MOV: -1 }, source: 'Giant Rat, Drowned One' },
  chilled: { name: 'Chilled', lasts: 'turn', mods: { ATK: -1, MOV: -1 }, source: 'Frost Ray' },
  // READING: the Wight's "costs 1 MAG" lasts the descent (until town), and like any condition never stacks.
  drained: { name: 'Drained', lasts: 'town', mods: { MAG: -1 }, source: "Wight's touch" },
  blessed: { name: 'Blessed', lasts: 'turn', mods: { ATK: 1 }, source: 'Blessing' },
  'war-cry': { name: 'War Cry', lasts: 'turn', mods: { ATK: 1 }, source: "Chieftain's war cry" },
  held: {
    name: 'Held',
    lasts: 'resisted',
    mods: {},
    noActions: true,
    resistWith: 'RES',
    source: 'Hold',
  },
  oath: { name: 'Oath-bound', lasts: 'turn', mods: {}, source: "Bone-Knight's Oath" },
} as const satisfies Record<string, ConditionRow>;

export type ConditionId = keyof typeof CONDITIONS;

const ROWS: Record<string, ConditionRow> = CONDITIONS;

export const hasCondition = (f: Fig, id: ConditionId): boolean => f.status?.has(id) ?? false;

/**
 * Put a condition on a figure; a second of the same is ignored (rules 777-778). `resist` is
 * the difficulty of the end-of-turn check of a 'resisted' one. True when it took hold.
 */
export function addCondition(g: GameState, f: Fig, id: ConditionId, resist?: number): boolean {
  if (f.dead) return false;
  const row = ROWS[id]!;
  if (hasCondition(f, id)) {
    say(g, f.id, 'condition', `${f.name} is already ${row.name}: it does not stack.`);
    return false;
  }
  const delta: Partial<Stats> = {};
  for (const [s, v] of Object.entries(row.mods) as [StatName, number][]) {
    const floor = s === 'MOV' ? 1 : 0;
    const to = Math.max(Math.min(floor, f.stats[s]), f.stats[s] + v);
    delta[s] = to - f.stats[s];
    f.stats[s] = to;
  }
  f.status ??= new Map();
  f.status.set(id, { delta, armed: false, ...(resist !== undefined ? { resist } : {}) });
  f.conditions.add(id);
  return true;
}

export function removeCondition(f: Fig, id: string): void {
  const c = f.status?.get(id);
  if (!c) return;
  for (const [s, v] of Object.entries(c.delta) as [StatName, number][]) f.stats[s] -= v;
  f.status!.delete(id);
  f.conditions.delete(id);
}

/** Every condition lifted (death, a rest in town). */
export function clearConditions(f: Fig): void {
  for (const id of [...(f.status?.keys() ?? [])]) removeCondition(f, id);
}

/** LIFE regained: the conditions that a healing lifts go (the Poison Needle, rules 1116-1117). */
export function gainLife(f: Fig, n: number): void {
  f.life = Math.min(f.maxLife, f.life + Math.max(0, n));
  if (n <= 0) return;
  for (const [id] of [...(f.status ?? [])])
    if (ROWS[id]?.lasts === 'healed') removeCondition(f, id);
}

/** The start of a figure's turn: its Reaction comes back, and its conditions' last turn begins. */
export function startTurn(f: Fig): void {
  f.reacted = false;
  for (const c of f.status?.values() ?? []) c.armed = true;
}

/**
 * The end of a figure's turn: the conditions whose last turn this was end; each 'resisted' one
 * gets its check (rules 883-886). The ids that ended.
 */
export function endTurn(g: GameState, f: Fig): string[] {
  const ended: string[] = [];
  if (g.halted || f.dead || !f.status) return ended;
  for (const [id, c] of [...f.status]) {
    const row = ROWS[id]!;
    if (row.lasts === 'turn' && c.armed) {
      removeCondition(f, id);
      ended.push(id);
    } else if (row.lasts === 'resisted' && row.resistWith) {
      const r = check(g.rng, f.stats[row.resistWith], c.resist ?? 1);
      say(
        g,
        f.id,
        'resist',
        `${f.name} strains against the ${row.name} condition: ${row.resistWith} ${showDice(r) || 'no dice'} ${r.successes} of ${r.difficulty}${r.passed ? ', and breaks free' : ', still caught'}.`,
        logged(r, `${f.name}'s ${row.resistWith}`),
      );
      if (r.passed) {
        removeCondition(f, id);
        ended.push(id);
      }
    }
  }
  return ended;
}

/** True when a Reaction is open to the figure: alive, not stunned or held, none spent since its turn (rules 641-650, 733). */
export function canReact(f: Fig): boolean {
  return !f.dead && f.stunned === 0 && !hasCondition(f, 'held') && !f.reacted;
}

/**
 * What a figure's action becomes under a stun or a hold: 'act' as it likes, 'skip' (this action
 * is lost) or 'end' (the rest of the turn is lost). The stun as the option reads (rules 727-731,
 * 800-804); a held figure does nothing.
 */
export function turnBlock(g: GameState, f: Fig): 'act' | 'skip' | 'end' {
  if (hasCondition(f, 'held')) {
    say(g, f.id, 'stunned', `${f.name} is held fast and cannot act.`);
    return 'end';
  }
  if (f.stunned <= 0) return 'act';
  if (g.options.stun === 'book') {
    f.stunned--;
    say(
      g,
      f.id,
      'stunned',
      f.side === 'hero'
        ? `${f.name} spends an action recovering from the stun.`
        : `${f.name} recovers from the stun.`,
    );
    return 'skip';
  }
  const r = check(g.rng, f.stats.RES, 3);
  const dice = logged(r, `${f.name}'s RES`);
  if (r.passed) {
    f.stunned = 0;
    say(g, f.id, 'stunned', `${f.name} shakes off the stun: RES ${showDice(r)}.`, dice);
    return 'skip';
  }
  // Variant: the stun lasts the round whatever the roll; Variant 2: until the check succeeds.
  // READING: Variant 2 is played as written, so a figure with RES under 3 (most ghoblins, Wren, Morwen) never recovers from a stun.
  if (g.options.stun === 'variant') f.stunned = 0;
  say(
    g,
    f.id,
    'stunned',
    `${f.name} is still stunned: RES ${showDice(r) || 'no dice'} ${r.successes} of 3, the turn is lost.`,
    dice,
  );
  return 'end';
}
