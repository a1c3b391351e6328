/**
 * What the groups remember, indexed from the event log as it is written (so a question about
 * "last turn" or "ever" costs a lookup, not a pass over the whole log). Every entry is derived
 * from one event; nothing here is set any other way.
 */
import type { CardId } from './cards';
import { ATTACKS, type MonsterEvent } from './events';
import type { GroupId } from './port';

type SpawnEvent = Extract<MonsterEvent, { kind: 'spawn' }>;

// Keys of two and three parts, joined by a unit separator (spelled out: a rest parameter and a
// join cost more than the look-up they serve).
const key = (a: string | number, b: string | number): string => `${a}\u001f${b}`;
const key3 = (a: string | number, b: string | number, c: string | number): string =>
  `${a}\u001f${b}\u001f${c}`;

export class Memory {
  /** actor|target|action → turns it happened. */
  private readonly acts = new Map<string, number[]>();
  /** by|on → turns `by` attacked `on`. */
  private readonly attacks = new Map<string, number[]>();
  /** from|toward → latest truce turn. */
  private readonly truces = new Map<string, number>();
  /** killer → [turn, card] of each group it wiped out. */
  readonly kills = new Map<GroupId, [number, CardId][]>();
  /** group|turn → fights won (true) and lost (false). */
  private readonly fights = new Map<string, boolean[]>();
  /** group|turn → lost a ● to an action. */
  private readonly losses = new Set<string>();
  /** group|turn → was actor-with-target or target of an action. */
  private readonly contacts = new Set<string>();
  /** actor|action|turn of every action. */
  private readonly doings = new Set<string>();
  /** group → sites it harvested. */
  readonly harvests = new Map<GroupId, string[]>();
  /** groups annexed by the Empire, in order. */
  readonly annexations: GroupId[] = [];
  readonly spawns = new Map<GroupId, SpawnEvent>();
  templeHost: GroupId | undefined;

  record(e: MonsterEvent): void {
    switch (e.kind) {
      case 'spawn':
        if (e.host !== undefined) this.templeHost = e.host;
        else this.spawns.set(e.group, e);
        return;
      case 'truce':
        this.truces.set(key(e.from, e.toward), e.turn);
        return;
      case 'death':
        if (e.by !== undefined) {
          const list = this.kills.get(e.by) ?? [];
          list.push([e.turn, e.card]);
          this.kills.set(e.by, list);
        }
        return;
      case 'action':
        break;
      default:
        return;
    }
    const push = <K>(m: Map<K, number[]>, k: K) => {
      const list = m.get(k) ?? [];
      list.push(e.turn);
      m.set(k, list);
    };
    this.doings.add(key3(e.actor, e.action, e.turn));
    for (const g of e.lost ?? []) this.losses.add(key(g, e.turn));
    if (e.action === 'harvest' && e.detail) {
      const list = this.harvests.get(e.actor) ?? [];
      list.push(e.detail);
      this.harvests.set(e.actor, list);
    }
    if (e.target === undefined) return;
    push(this.acts, key3(e.actor, e.target, e.action));
    if (ATTACKS.has(e.action)) push(this.attacks, key(e.actor, e.target));
    this.contacts.add(key(e.actor, e.turn));
    this.contacts.add(key(e.target, e.turn));
    if (e.conflict && e.action === 'fight') {
      const won = e.conflict.winner === 'actor';
      for (const [g, w] of [
        [e.actor, won],
        [e.target, !won],
      ] as const) {
        const list = this.fights.get(key(g, e.turn)) ?? [];
        list.push(w);
        this.fights.set(key(g, e.turn), list);
      }
    }
    if (e.action === 'annex' && e.conflict?.winner === 'actor') this.annexations.push(e.target);
  }

  did(actor: GroupId, target: GroupId, action: string, turn?: number): boolean {
    const turns = this.acts.get(key3(actor, target, action));
    return turns !== undefined && (turn === undefined || turns.includes(turn));
  }
  /** Did the group take this action in this turn (with or without a target)? */
  doing(actor: GroupId, action: string, turn: number): boolean {
    return this.doings.has(key3(actor, action, turn));
  }
  attacked(by: GroupId, on: GroupId, turn?: number): boolean {
    const turns = this.attacks.get(key(by, on));
    return turns !== undefined && (turn === undefined || turns.includes(turn));
  }
  truceSince(from: GroupId, toward: GroupId): number | undefined {
    return this.truces.get(key(from, toward));
  }
  fought(group: GroupId, turn: number): readonly boolean[] {
    return this.fights.get(key(group, turn)) ?? [];
  }
  lostPop(group: GroupId, turn: number): boolean {
    return this.losses.has(key(group, turn));
  }
  contacted(group: GroupId, turn: number): boolean {
    return this.contacts.has(key(group, turn));
  }
}
