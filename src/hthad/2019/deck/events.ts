/**
 * The Age of Monsters and the Age of Villainy as an event log: every spawn, action, death and
 * departure appends one entry. Memory (who attacked whom last turn, who traded with whom) is read
 * from this log, never kept elsewhere.
 */
import type { CardId } from './cards';
import type { GroupId, StratumId } from './port';
import type { ActionId, Beads, SpecialId, Tag } from './types';

/** A conflict's dice: both rolls, the ★ spent by the side that was losing, the winner. */
export interface ConflictResult {
  readonly actorRoll: number;
  readonly targetRoll: number;
  readonly actorBonus: number;
  readonly targetBonus: number;
  readonly actorStars: number;
  readonly targetStars: number;
  readonly winner: 'actor' | 'target';
}

export type MonsterEvent =
  | {
      readonly kind: 'spawn';
      readonly turn: number;
      readonly group: GroupId;
      readonly card: CardId;
      readonly place: string;
      readonly beads: Beads;
      readonly occupant?: GroupId;
      readonly tags?: readonly Tag[];
      /** The Monstrosity's two donor cards (ALWAYS/IF, then options). */
      readonly donors?: readonly [CardId, CardId];
      /** The Temple's host group (the Temple spawns into it). */
      readonly host?: GroupId;
    }
  | {
      readonly kind: 'action';
      readonly turn: number;
      readonly actor: GroupId;
      readonly action: ActionId | SpecialId;
      readonly target?: GroupId;
      readonly conflict?: ConflictResult;
      /** A construction built, a resource used, a choice made. */
      readonly detail?: string;
      /** Groups that lost a ● to this action. */
      readonly lost?: readonly GroupId[];
    }
  | {
      readonly kind: 'death';
      readonly turn: number;
      readonly group: GroupId;
      readonly card: CardId;
      readonly lootLeft: number;
      readonly reshuffled: boolean;
      /** The group whose action took its last ●. */
      readonly by?: GroupId;
    }
  | {
      readonly kind: 'leave';
      readonly turn: number;
      readonly group: GroupId;
      readonly card: CardId;
      readonly reason: string;
    }
  | {
      readonly kind: 'pickup';
      readonly turn: number;
      readonly group: GroupId;
      readonly loot: number;
    }
  | {
      readonly kind: 'truce';
      readonly turn: number;
      readonly from: GroupId;
      readonly toward: GroupId;
    }
  | { readonly kind: 'corrupt'; readonly turn: number; readonly stratum: StratumId }
  | {
      readonly kind: 'villainy';
      readonly turn: number;
      readonly group: GroupId;
      readonly path: 'horde' | 'empire';
      readonly why: string;
    }
  | { readonly kind: 'end'; readonly turn: number; readonly how: string };

/** Actions the Actions table marks "attack": a truce forbids them. */
export const ATTACKS: ReadonlySet<ActionId | SpecialId> = new Set([
  'extort',
  'fight',
  'hunt',
  'rout',
  'steal',
  'exterminate',
]);
