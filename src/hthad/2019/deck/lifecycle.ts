/**
 * Reading a lifecycle (hthad-2019-rules.txt, "Lifecycle"): every ALWAYS step the group can do,
 * then every IF clause whose condition holds, then ONE boxed option of those possible. A villain
 * plays its monster card's clauses and its villainy's together.
 */
import { ACTION_BEHAVIOURS, beginCheck, choose } from './actions';
import { buildCards, lifecycleCards, present, type Age } from './age';
import { chooseConstruction } from './build';
import { holds } from './conditions';
import { settle } from './fate';
import type { GroupId } from './port';
import type { Lifecycle, Step } from './types';
import { VILLAINIES } from './villains';

/** Do one step if it is possible; settle the map after it. Returns whether it happened. */
export function perform(age: Age, self: GroupId, step: Step): boolean {
  const behaviour = ACTION_BEHAVIOURS[step.action];
  if (!present(age, self)) return false;
  if (step.only && !holds(age, self, step.only, { alwaysOk: true })) return false;
  beginCheck();
  if (!behaviour.can(age, self, step)) return false;
  behaviour.run(age, self, step);
  settle(age, self);
  return true;
}

/**
 * Policy `chooseOption`: of the boxed options possible now, the first that starts villainy (a
 * build the group can afford that raises it), else The Empire's Annex, else one at
 * random — "true to the monster's character" is already in which options its card lists.
 */
export function chooseOption(age: Age, self: GroupId, options: readonly Step[]): Step | undefined {
  const open = options.filter(
    (s) =>
      (!s.only || holds(age, self, s.only, { alwaysOk: true })) &&
      ACTION_BEHAVIOURS[s.action].can(age, self, s),
  );
  if (open.length === 0) return undefined;
  const rising = open.find((s) => risesToVillainy(age, self, s));
  const annex =
    age.villain === self && age.villainy === 'empire'
      ? open.find((s) => s.action === 'annex')
      : undefined;
  return rising ?? annex ?? choose(age, open);
}

// READING: The Empire is "true to its character" by pursuing its finishing move: it annexes an
// ally whenever it can rather than pick another boxed option at random. (The Horde keeps its
// random pick: its Exterminate costs 3●, and taken eagerly it bled the Horde to death.)

function risesToVillainy(age: Age, self: GroupId, step: Step): boolean {
  if (step.action !== 'build') return false;
  return (
    chooseConstruction(age, self, buildCards(age, self), step.build)?.construction.villainy === true
  );
}

/** The clauses a group plays this turn: its card's (or donors'), and the villainy's if villain. */
export function clausesOf(age: Age, self: GroupId): Lifecycle[] {
  const { clauses, options } = lifecycleCards(age, self);
  const own: Lifecycle = {
    always: clauses.lifecycle.always,
    ifs: clauses.lifecycle.ifs,
    options: joined(options.map((c) => c.lifecycle.options)),
  };
  if (age.villain === self && age.villainy) return [own, VILLAINIES[age.villainy].lifecycle];
  return [own];
}

/** The lists one after another (a lone list as it is: every reader only reads it). */
function joined(lists: readonly (readonly Step[])[]): readonly Step[] {
  if (lists.length === 1) return lists[0]!;
  const out: Step[] = [];
  for (const list of lists) for (const step of list) out.push(step);
  return out;
}

/** Play one group's lifecycle. */
export function playLifecycle(age: Age, self: GroupId): void {
  const lifecycles = clausesOf(age, self);
  let alwaysOk = true;
  for (const lc of lifecycles)
    for (const step of lc.always) if (!perform(age, self, step)) alwaysOk = false;
  for (const lc of lifecycles)
    for (const clause of lc.ifs) {
      if (!present(age, self)) return;
      if (!holds(age, self, clause.when, { alwaysOk })) continue;
      for (const step of clause.then) perform(age, self, step);
      if (clause.stop) return;
    }
  if (!present(age, self)) return;
  const option = chooseOption(age, self, joined(lifecycles.map((lc) => lc.options)));
  if (option) perform(age, self, option);
  if (present(age, self) && age.world.built(self).includes('Minehead'))
    // READING: the Minehead's "free explore" is one more Explore at the end of each lifecycle.
    perform(age, self, { action: 'explore' });
}
