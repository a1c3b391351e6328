/** Helpers the arch-villains share: their group, lairs, and the end of a villain. */
import type { Host } from '../monsters/host';
import { newGroup } from '../monsters/setup';
import { newRoom, at } from '../monsters/space';
import {
  changedHoldings,
  changedSeat,
  dropLoot,
  findMGroup,
  loot,
  lootTokens,
  type LateState,
  type MGroup,
} from '../monsters/state';
import type { Place, Point } from '../../world';
import type { VillainOutcome, VillainState } from './types';

/** The villain's late group. */
export function villainGroup(s: LateState, v: VillainState): MGroup {
  const g = findMGroup(s, v.group);
  if (!g) throw new RangeError(`no villain group ${v.group}`);
  return g;
}

/** Create a villain group with its lair. */
export function villainArrives(
  h: Host,
  s: LateState,
  v: VillainState,
  spec: { name: string; title: string; lair: Place; alignment: 'lawful' | 'chaotic' | 'hungry' },
): MGroup {
  const g = newGroup(h, s, {
    kind: 'villain',
    flavour: v.kind,
    title: spec.title,
    alignment: spec.alignment,
    culture: 'demons',
    name: spec.name,
    home: spec.lair.id,
  });
  v.group = g.id;
  v.name = spec.name;
  v.lair = spec.lair.id;
  const before = spec.lair.owner;
  spec.lair.owner = g.id;
  changedHoldings(h, before, g.id);
  return g;
}

/** A villain's room near a point, labelled. */
export function villainRoom(
  h: Host,
  v: VillainState,
  near: Point,
  name: string,
  size = 1,
): Place | null {
  return newRoom(h, {
    near,
    role: 'villain-works',
    owner: v.group || null,
    name,
    size,
    style: 'dwarven',
  });
}

/**
 * "Take 5 of those and set them aside, then give them to the arch-villain when the Age of
 * Villainy begins": each villain's setup calls this as soon as it has a group and a lair, before
 * it spends anything, so the set-aside loot is spent on its setup constructions. The first
 * villain to arrive takes it all.
 */
export function receiveSetAside(h: Host, s: LateState, v: VillainState): void {
  if (s.setAside.length === 0 || !v.group) return;
  let n = 0;
  for (const id of s.setAside)
    if (h.world.tokens.some((t) => t.id === id)) {
      h.moveToken(id, v.lair, { owner: v.group, role: 'loot' });
      n++;
    }
  s.setAside = [];
  if (n === 0) return;
  const count = ['no', 'one', 'two', 'three', 'four', 'five'][n] ?? String(n);
  h.emit(
    'arch-villain',
    `The ${count} treasure${n === 1 ? '' : 's'} set aside come${n === 1 ? 's' : ''} to ${v.name}.`,
    [v.group],
    [v.lair],
  );
}

/**
 * "Any time an adventuring group destroys a monster group, they loot all its ○ and take it with
 * them": every ○ the fallen villain held, wherever it lay (the Liche King keeps his in tombs),
 * goes to the party where it stands. Returns how many.
 */
export function lootTheFallen(h: Host, v: VillainState, party: string, where: string): number {
  let n = 0;
  for (const t of lootTokens(h, v.group)) {
    h.moveToken(t.id, where, { owner: party });
    n++;
  }
  return n;
}

/** ", carrying off 3 treasures" (nothing when there were none). */
export function carriedOff(n: number): string {
  return n > 0 ? `, carrying off ${n} treasure${n === 1 ? '' : 's'}` : '';
}

/** Settle a villain's fate. */
export function endVillain(
  h: Host,
  s: LateState,
  v: VillainState,
  outcome: VillainOutcome,
  text: string,
): void {
  if (v.outcome) return;
  v.outcome = outcome;
  const w = h.world.groups.find((x) => x.id === v.group);
  if (
    w &&
    w.state === 'active' &&
    (outcome === 'wiped-out' ||
      outcome === 'slain-by-adventurers' ||
      outcome === 'defeated-by-surface')
  ) {
    // Dead groups leave their loot behind: whatever the fallen villain still held lies loose
    // where it was (adventurers who slew it have taken theirs already; see lootTheFallen).
    dropLoot(h, w.id, loot(h, w.id));
    w.state = 'ended';
    changedSeat(h, w.id);
    w.ended = h.stamp;
    w.end = outcome;
  }
  h.emit('villainy-end', text, v.group ? [v.group] : []);
}

export { at };
