/**
 * Conflicts (hthad-2019-rules.txt, "Conflicts and attacks"): each side rolls 1d6, the actor
 * first; the side that is losing may then spend ★ one-for-one for +1 each; the higher total wins
 * and the actor wins ties. Standing bonuses (a fortification's +1 in a Fight, an Armory, the
 * Nomads' +1 against Steal) are passed in as each side's bonus.
 */
import type { Rng } from '../../../core/rng';
import type { ConflictResult } from './events';

export interface Side {
  /** ★ the side holds and may spend. */
  readonly stars: number;
  /** The sum of its standing bonuses for this conflict. */
  readonly bonus: number;
}

// READING: only the side that is losing after the roll spends, once, and only as many ★ as turn
// the result (a tie is enough for the actor, the target must pass the actor); a side that cannot
// turn the result keeps its ★.
/**
 * Roll a conflict.
 * @example resolveConflict(scriptedRng([2, 5]), { stars: 3, bonus: 0 }, { stars: 0, bonus: 0 })
 *   // actor 2 + ★★★ = 5 ties the target's 5: the actor wins, having spent 3 ★
 */
export function resolveConflict(rng: Rng, actor: Side, target: Side): ConflictResult {
  const actorRoll = rng.d(6);
  const targetRoll = rng.d(6);
  const a = actorRoll + actor.bonus;
  const t = targetRoll + target.bonus;
  let actorStars = 0;
  let targetStars = 0;
  if (a < t) {
    const need = t - a; // a tie wins for the actor
    if (need <= actor.stars) actorStars = need;
  } else {
    const need = a - t + 1;
    if (need <= target.stars) targetStars = need;
  }
  const winner = a + actorStars >= t + targetStars ? 'actor' : 'target';
  return {
    actorRoll,
    targetRoll,
    actorBonus: actor.bonus,
    targetBonus: target.bonus,
    actorStars,
    targetStars,
    winner,
  };
}
