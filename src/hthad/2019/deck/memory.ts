/**
 * What the groups remember, indexed from the event log as it is written (so a question about
 * "last turn" or "ever" costs a lookup, not a pass over the whole log). Every entry is derived
 * from one event; nothing here is set any other way.
 */
import type { CardId } from './cards';
import { ATTACKS, type MonsterEvent } from './events';
import type { GroupId } from './port';

type SpawnEvent = Extract<MonsterEvent, { kind: 'spawn' }>;

/** A map keyed by two parts, one inside the other (no joined key string built per question). */
class Map2<A, B, V> {
  private readonly outer = new Map<A, Map<B, V>>();
  get(a: A, b: B): V | undefined {
    return this.outer.get(a)?.get(b);
  }
  set(a: A, b: B, v: V): void {
    let inner = this.outer.get(a);
    if (!inner) this.outer.set(a, (inner = new Map()));
    inner.set(b, v);
  }
}

/** Pairs of two parts. */
class Set2<A, B> {
  private readonly outer = new Map<A, Set<B>>();
  has(a: A, b: B): boolean {
    return this.outer.get(a)?.has(b) === true;
  }
  add(a: A, b: B): void {
    let inner = this.outer.get(a);
    if (!inner) this.outer.set(a, (inner = new Set()));
    inner.add(b);
  }
}

export class Memory {
  /** actor, target → action → turns it happened. */
  private readonly acts = new Map2<GroupId, GroupId, Map<string, number[]>>();
  /** by, on → turns `by` attacked `on`. */
  private readonly attacks = new Map2<GroupId, GroupId, number[]>();
  /** from, toward → latest truce turn. */
  private readonly truces = new Map2<GroupId, GroupId, number>();
  /** killer → [turn, card] of each group it wiped out. */
  readonly kills = new Map<GroupId, [number, CardId][]>();
  /** group, turn → fights won (true) and lost (false). */
  private readonly fights = new Map2<GroupId, number, boolean[]>();
  /** group, turn → lost a ● to an action. */
  private readonly losses = new Set2<GroupId, number>();
  /** group, turn → was actor-with-target or target of an action. */
  private readonly contacts = new Set2<GroupId, number>();
  /** actor, action → turns of every action. */
  private readonly doings = new Map2<GroupId, string, Set<number>>();
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
        this.truces.set(e.from, e.toward, e.turn);
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
    let turns = this.doings.get(e.actor, e.action);
    if (!turns) this.doings.set(e.actor, e.action, (turns = new Set()));
    turns.add(e.turn);
    for (const g of e.lost ?? []) this.losses.add(g, e.turn);
    if (e.action === 'harvest' && e.detail) {
      const list = this.harvests.get(e.actor) ?? [];
      list.push(e.detail);
      this.harvests.set(e.actor, list);
    }
    if (e.target === undefined) return;
    let acts = this.acts.get(e.actor, e.target);
    if (!acts) this.acts.set(e.actor, e.target, (acts = new Map()));
    const actTurns = acts.get(e.action) ?? [];
    actTurns.push(e.turn);
    acts.set(e.action, actTurns);
    if (ATTACKS.has(e.action)) {
      const list = this.attacks.get(e.actor, e.target) ?? [];
      list.push(e.turn);
      this.attacks.set(e.actor, e.target, list);
    }
    this.contacts.add(e.actor, e.turn);
    this.contacts.add(e.target, e.turn);
    if (e.conflict && e.action === 'fight') {
      const won = e.conflict.winner === 'actor';
      for (const [g, w] of [
        [e.actor, won],
        [e.target, !won],
      ] as const) {
        const list = this.fights.get(g, e.turn) ?? [];
        list.push(w);
        this.fights.set(g, e.turn, list);
      }
    }
    if (e.action === 'annex' && e.conflict?.winner === 'actor') this.annexations.push(e.target);
  }

  did(actor: GroupId, target: GroupId, action: string, turn?: number): boolean {
    const turns = this.acts.get(actor, target)?.get(action);
    return turns !== undefined && (turn === undefined || turns.includes(turn));
  }
  /** Did the group take this action in this turn (with or without a target)? */
  doing(actor: GroupId, action: string, turn: number): boolean {
    return this.doings.get(actor, action)?.has(turn) === true;
  }
  attacked(by: GroupId, on: GroupId, turn?: number): boolean {
    const turns = this.attacks.get(by, on);
    return turns !== undefined && (turn === undefined || turns.includes(turn));
  }
  truceSince(from: GroupId, toward: GroupId): number | undefined {
    return this.truces.get(from, toward);
  }
  fought(group: GroupId, turn: number): readonly boolean[] {
    return this.fights.get(group, turn) ?? [];
  }
  lostPop(group: GroupId, turn: number): boolean {
    return this.losses.has(group, turn);
  }
  contacted(group: GroupId, turn: number): boolean {
    return this.contacts.has(group, turn);
  }
}
