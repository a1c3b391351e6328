/**
 * Special abilities and Reactions (dungeon-plungin-rules.txt: Activate a Special Ability 579-585,
 * Reactions 639-650, Nimble 554-555). The Character Book that describes them is lost: the rules
 * name Nimble, Counter Attack, Charge, Attack of Opportunity and Magic School; the first four are
 * below (Magic School is spells.ts). A figure has one Reaction between its own turns, none while
 * stunned (733).
 */
import type { Cell } from '../../plan/types';
import { adjacent, key, lineOfSight, passable, rangeTo, STEPS } from './board';
import { attack } from './combat';
import { canReact, hasCondition } from './conditions';
import type { Ability } from './party.schema';
import {
  moveToward,
  occupied,
  say,
  spaceOf,
  type ActResult,
  type Fig,
  type GameState,
  type Spent,
} from './state';

// REPLACEMENT: four special abilities of our design from the rules' mentions (the Character Book is lost): Nimble as the rules' example reads it; Counter Attack, Attack of Opportunity and Charge as below.
export const ABILITY_TEXT: Record<Ability, string> = {
  nimble:
    'At full LIFE, after the turn’s actions, a second move of up to MOV squares (rules 554-555).',
  'counter-attack':
    'Reaction: when an adjacent foe’s melee attack does the hero no damage, the hero strikes back at once with a melee attack.',
  'attack-of-opportunity':
    'Reaction: when an adjacent foe moves away out of reach, the hero strikes it once as it goes (no pushback).',
  charge:
    'Action (counts as the Attack): a straight run of 2 to MOV squares, no turns, that ends beside a foe, then a melee attack with +1 ATK die.',
  'magic-school-light': 'Casts spells of the Light School (spells.ts).',
  'magic-school-arcane': 'Casts spells of the Arcane School (spells.ts).',
};

export const hasAbility = (f: Fig, a: Ability): boolean => f.sheet?.abilities.includes(a) ?? false;

/**
 * Before a figure's move leaves its square: each foe beside it with Attack of Opportunity that the
 * move takes it away from strikes once. False when the mover falls (its move is over).
 */
export function opportunity(g: GameState, f: Fig, to: Cell): boolean {
  for (const o of g.figures) {
    if (f.dead || g.outcome) break;
    if (o.side === f.side || !hasAbility(o, 'attack-of-opportunity') || !canReact(o)) continue;
    if (!adjacent(o.cell, f.cell) || adjacent(o.cell, to)) continue;
    o.reacted = true;
    say(g, o.id, 'reaction', `${f.name} breaks away from ${o.name}: an Attack of Opportunity.`);
    attack(g, o, f, 'melee', { pushback: false });
  }
  return !f.dead && !g.outcome;
}

/** After an attack: a Counter Attack when a melee blow did no damage. */
export function counterAttack(
  g: GameState,
  a: Fig,
  d: Fig,
  how: 'melee' | 'ranged' | 'spell',
  damage: number,
): void {
  if (how !== 'melee' || damage > 0 || a.dead || g.outcome) return;
  if (!hasAbility(d, 'counter-attack') || !canReact(d) || !adjacent(a.cell, d.cell)) return;
  d.reacted = true;
  say(g, d.id, 'reaction', `${d.name} turns the blow aside and counters.`);
  attack(g, d, a, 'melee');
}

/**
 * Charge, when no foe is beside the hero: the straight run (each square free, no door shut
 * across it) that ends beside the weakest foe it can reach, the shortest run when equal.
 */
export function tryCharge(
  g: GameState,
  h: Fig,
  foes: readonly Fig[],
  done: Spent,
): ActResult | null {
  if (!hasAbility(h, 'charge') || done.attack || done.cast) return null;
  const live = foes.filter((m) => !m.dead);
  if (live.some((m) => adjacent(m.cell, h.cell))) return null;
  const taken = occupied(g, h);
  let best: { to: Cell; run: number; foe: Fig } | null = null;
  for (const s of STEPS) {
    let at = h.cell;
    for (let run = 1; run <= h.stats.MOV; run++) {
      const next = { x: at.x + s.x, y: at.y + s.y };
      if (!passable(g.board, at, next) || taken.has(key(next))) break;
      at = next;
      if (run < 2) continue;
      const foe = [...live].filter((m) => adjacent(m.cell, at)).sort((a, b) => a.life - b.life)[0];
      if (
        foe &&
        (!best || foe.life < best.foe.life || (foe.life === best.foe.life && run < best.run))
      )
        best = { to: at, run, foe };
      if (foe) break;
    }
  }
  if (!best) return null;
  if (g.onLeave && !g.onLeave(h, best.to)) return 'done';
  const from = spaceOf(g, h.cell);
  h.cell = best.to;
  done.attack = true;
  say(g, h.id, 'ability', `${h.name} charges ${best.run} squares at ${best.foe.name}!`);
  if (spaceOf(g, h.cell) !== from) g.onEnter?.(h, from);
  attack(g, h, best.foe, 'melee', { bonus: 1 });
  return 'done';
}

/**
 * Nimble: at full LIFE, after the turn, a second move. The doctrine uses it to step out of a
 * foe's reach by the shortest way and still keep one in the hero's weapon range; with no foe
 * beside the hero, it stays.
 */
export function nimbleMove(g: GameState, h: Fig): void {
  if (!hasAbility(h, 'nimble') || h.dead || g.outcome || g.halted) return;
  if (h.life < h.maxLife || h.stunned > 0 || hasCondition(h, 'held')) return;
  const foes = g.figures.filter(
    (m) => !m.dead && m.side !== h.side && m.awake === 'ready' && rangeTo(m.cell, h.cell) <= 2,
  );
  if (foes.length === 0) return;
  const near = (c: Cell): number => Math.min(...foes.map((m) => rangeTo(c, m.cell)));
  const inReach = (c: Cell): boolean =>
    h.weaponRange > 0
      ? foes.some((m) => rangeTo(c, m.cell) <= h.weaponRange && lineOfSight(g.board, c, m.cell))
      : foes.some((m) => adjacent(c, m.cell));
  // Only a hero a foe stands beside steps away: to the nearest square out of every foe's reach, a foe still in range.
  if (!foes.some((m) => adjacent(m.cell, h.cell))) return;
  const at = g.log.length;
  const moved = moveToward(g, h, (c, d) =>
    d > 0 && inReach(c) && !foes.some((m) => adjacent(m.cell, c)) ? d * 100 - near(c) : null,
  );
  if (moved)
    g.log.splice(at, 0, {
      round: g.round,
      action: g.action,
      actor: h.id,
      act: 'ability',
      text: `${h.name} is Nimble: at full LIFE, a second move after the turn.`,
      dice: [],
    });
}
