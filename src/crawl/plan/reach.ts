/**
 * Reachability over a plan's portals: which spaces a party can walk to from the first level's
 * start, through open ways and doors, one-way portals only forward, secret doors and illusory
 * walls only when asked.
 */
import type { Plan } from './types';

/**
 * Ids of the spaces reachable from the start of the plan's first level.
 * @example reachableSpaces(plan, { throughSecret: false }).has('s12')
 */
export function reachableSpaces(plan: Plan, o: { throughSecret: boolean }): Set<string> {
  const start = plan.levels[0]?.start;
  const seen = new Set<string>();
  if (!start) return seen;
  const next = new Map<string, string[]>();
  const link = (a: string, b: string): void => {
    const list = next.get(a);
    if (list) list.push(b);
    else next.set(a, [b]);
  };
  for (const p of plan.portals) {
    if (p.to === null) continue;
    if (!o.throughSecret && p.state.secret) continue;
    link(p.from, p.to);
    if (!p.state.oneWay) link(p.to, p.from);
  }
  const queue = [start];
  seen.add(start);
  for (let i = 0; i < queue.length && i < plan.spaces.length + 1; i++) {
    for (const n of next.get(queue[i]!) ?? []) {
      if (!seen.has(n)) {
        seen.add(n);
        queue.push(n);
      }
    }
  }
  return seen;
}
