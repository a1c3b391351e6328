/**
 * What each arch-villain's rules provide: setup, its season, and what it adds to an
 * expedition. Apart from types.ts so the monster state can hold villains without importing
 * the adventurers.
 */
import type { Host } from '../monsters/host';
import type { VillainHooks } from '../monsters/adventurers';
import type { LateState } from '../monsters/state';
import type { VillainState } from './types';

export interface VillainRule {
  readonly setup: (h: Host, s: LateState, v: VillainState) => void;
  readonly season: (h: Host, s: LateState, v: VillainState) => void;
  readonly hooks: (h: Host, s: LateState, v: VillainState) => VillainHooks;
}
