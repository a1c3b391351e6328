/**
 * The Monsters' turn, by their Laws (dungeon-plungin-rules.txt: Monster's Turn 943-1036): whom a
 * monster is aware of, whom it picks, and how it closes in or shoots.
 */
import { adjacent, lineOfSight, rangeTo, spacesWithin } from './board';
import { attack, defencePool, kill } from './combat';
import { besideFoe, disengageStart, faceFoe, freeToShoot, mayTarget, shotKind } from './optional';
import { endTurn, startTurn, turnBlock } from './conditions';
import { attacksPerTurn, turnPowers } from './powers';
import { monsterSpell } from './monster-spells';
import { luredTarget } from './lures';
import { climbOut } from './trap-areas';
import {
  fieldTo,
  fieldToKept,
  living,
  moveToward,
  say,
  spaceOf,
  tick,
  type Fig,
  giveBackSilent,
  markAction,
  type GameState,
  type Target,
} from './state';
import { aroundOpen } from './walk-memo';

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
  return field.at(m.cell) ?? 9999;
}

/** The preferred target (rules 981-1000); unable to fulfil its Law, [Melee Nearest]. */
export function chooseTarget(g: GameState, m: Fig, heroes: readonly Fig[]): Fig | null {
  if (heroes.length === 0) return null;
  // Each hero's walk, once per choice (nothing moves while the heroes are sorted); one hero
  // alone is the nearest with no walk asked.
  const walks = heroes.length > 1 ? heroes.map((h) => walkDistance(g, m, h)) : [0];
  // The nearest: the first of the least walk in the heroes' order (as the stable sort below).
  let nearest = heroes[0]!;
  for (let i = 1, best = walks[0]!; i < heroes.length; i++)
    if (walks[i]! < best) [nearest, best] = [heroes[i]!, walks[i]!];
  // By walk, the heroes' order when equal, sorted only for the Laws that read the order.
  const byDist = (): Fig[] =>
    heroes
      .map((_, i) => i)
      .sort((a, b) => walks[a]! - walks[b]! || a - b)
      .map((i) => heroes[i]!);
  const T: Record<Target, () => Fig | undefined> = {
    Nearest: () => nearest,
    Relentless: () => nearest,
    Determined: () => heroes.find((h) => h.id === m.lastTarget),
    Revenge: () => heroes.find((h) => h.id === m.lastHitBy),
    Pack: () =>
      byDist().find((h) =>
        g.figures.some(
          (o) => o !== m && !o.dead && o.side === 'monster' && adjacent(o.cell, h.cell),
        ),
      ),
    Frenzy: () => g.rng.pick(byDist()),
    // READING: [Dumb] lets the players choose; the party's doctrine offers the best-armoured hero.
    Dumb: () => byDist().sort((a, b) => defencePool(g, b) - defencePool(g, a))[0],
    // Stat and concept lures (lures.ts).
    Lured: () => luredTarget(g, m.lure, byDist()),
  };
  return T[m.target]() ?? nearest;
}

export function monsterTurn(g: GameState, m: Fig): void {
  if (m.dead || g.outcome) return;
  if (m.awake !== 'ready' || m.role === 'Wait') return;
  disengageStart(g, m);
  const heroes = inReach(g, m);
  if (heroes.length === 0) return;
  let moved = false;
  let attacks = 0;
  let cast = false;
  turnPowers(g, m);
  for (let a = 0; a < 2 && !g.outcome; a++) {
    // An action that shows nothing gives its number back (state.ts).
    const mark = markAction(g);
    try {
      if (tick(g)) return;
      const block = turnBlock(g, m);
      if (block === 'skip') continue;
      if (block === 'end') return;
      if (climbOut(g, m)) continue;
      const ranged = m.role === 'Ranged' && m.range > 0;
      const chosen = chooseTarget(g, m, inReach(g, m));
      // Ranged in Melee (optional.ts): a shooter that has moved and still stands by a foe turns on it.
      const t = ranged && moved && chosen && !mayTarget(g, m, chosen) ? besideFoe(g, m) : chosen;
      if (!t) return;
      // A spell of its pack entry, once a turn, when the policy finds one (monster-spells.ts).
      if (!cast && monsterSpell(g, m, t)) {
        cast = true;
        continue;
      }
      const canHit = ranged
        ? rangeTo(m.cell, t.cell) <= m.range &&
          lineOfSight(g.board, m.cell, t.cell) &&
          mayTarget(g, m, t)
        : adjacent(m.cell, t.cell);
      if (canHit && attacks < attacksPerTurn(g, m)) {
        attack(g, m, t, ranged ? shotKind(g, m, t) : 'melee');
        attacks++;
      } else if (canHit) {
        break;
      } else if (!moved) {
        moved = true;
        if (ranged) {
          // Ranged: the farthest square still in range of its target (rules 968-969).
          moveToward(g, m, (c) =>
            rangeTo(c, t.cell) <= m.range && lineOfSight(g.board, c, t.cell) && freeToShoot(g, m, c)
              ? -rangeTo(c, t.cell)
              : null,
          );
        } else {
          const field = fieldToKept(g, aroundOpen(g.board, t.cell), m);
          const here = field.at(m.cell) ?? 9999;
          if (
            !moveToward(g, m, (c) => {
              const v = field.at(c);
              return v !== undefined && v < here ? v : null;
            })
          )
            say(g, m.id, 'nothing', `${m.name} cannot find a way to ${t.name}.`);
        }
      }
    } finally {
      giveBackSilent(g, mark);
    }
  }
}

export function monstersTurn(g: GameState): void {
  for (const m of living(g, 'monster')) {
    if (g.outcome || g.halted) return;
    startTurn(m);
    if (m.awake === 'unprepared') m.awake = 'ready';
    else monsterTurn(g, m);
    // The Oath's one more round is over (powers.ts).
    if (endTurn(g, m).includes('oath') && !m.dead) {
      say(g, m.id, 'power', `${m.name}'s Oath is spent.`);
      kill(g, m, null);
    }
    if (!m.dead && m.awake === 'ready') faceFoe(g, m);
  }
}
