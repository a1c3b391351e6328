export { createRng, seedState, RngBase } from './rng';
export type { Rng, Weighted, Ranged, RollResult } from './rng';
export { parseDice, DiceSyntaxError } from './dice';
export type { DiceExpr, Term } from './dice';
export { scriptedRng, ScriptedRng, ScriptExhaustedError } from './scripted';
export type { ScriptOptions } from './scripted';
export { sha256, sha256Hex } from './sha256';
