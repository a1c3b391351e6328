/**
 * What one tile crawl carries between steps: the plan builder, the options, the tiles used, and
 * what the party has learnt of each level's humanoids (text 883-888, 782-786).
 */
import type { OptionValues } from '../../core/system';
import type { PlanBuilder } from '../plan/builder';
import type { Space } from '../plan/types';
import type { TileFamily } from './catalogue';
import type { TilesExit } from './exit';
import type { TILES_OPTIONS } from './options';
import type { Terrain } from './tables-monsters';

export type TilesOptions = OptionValues<typeof TILES_OPTIONS>;

export interface LevelMemory {
  /** The humanoid type last met on the level and how many times running. */
  humanoid: { type: string; count: number } | null;
  /** True once humanoids have been met in the level's living complex. */
  occupied: boolean;
  /** True once any humanoid has been met on the level. */
  humanoidsMet: boolean;
}

export interface Ctx {
  readonly b: PlanBuilder<TilesExit>;
  readonly o: TilesOptions;
  /** Tile ids used, per level ("big": tiles return on each new level) or all in key 0 ("small"). */
  readonly used: Map<number, Set<string>>;
  readonly levels: Map<number, LevelMemory>;
  /** The tile family of every tile space, by space id. */
  readonly family: Map<string, TileFamily | 'terminal-room'>;
  /** The box of the tile each tile space was laid with, by space id (tiles keep a 40-ft lattice). */
  readonly box: Map<string, { x: number; y: number; w: number; h: number }>;
  /** Added to the Table 5 rolls of the tile being laid (Table 1's big cave: -2), else unset. */
  exitModifier?: number;
  /** The space the party stands in between steps (where the last exit it opened led). */
  at?: string;
  /** True once Table 1 found a wilderness cave rather than a dungeon entrance (rows 1-5). */
  wildCave?: boolean;
}

/**
 * Whether LAST_WAY_ON holds: a big dungeon known to be one. A small dungeon may end, and so may
 * a cave that Table 1 did not show to be a dungeon entrance.
 */
export function mustGoOn(ctx: Ctx): boolean {
  return ctx.o.dungeon === 'big' && !ctx.wildCave;
}

export function memory(ctx: Ctx, level: number): LevelMemory {
  let m = ctx.levels.get(level);
  if (!m) {
    m = { humanoid: null, occupied: false, humanoidsMet: false };
    ctx.levels.set(level, m);
  }
  return m;
}

function usedSet(ctx: Ctx, level: number): Set<string> {
  const key = ctx.o.dungeon === 'small' ? 0 : level;
  let s = ctx.used.get(key);
  if (!s) {
    s = new Set();
    ctx.used.set(key, s);
  }
  return s;
}

/** Tiles once used become unavailable (text 1128-1132). */
export function isUsed(ctx: Ctx, level: number, id: string): boolean {
  return usedSet(ctx, level).has(id);
}

export function markUsed(ctx: Ctx, level: number, id: string): void {
  usedSet(ctx, level).add(id);
}

/** Table 22's terrain for a space (text 760-800). */
export function terrainOf(ctx: Ctx, space: Space, sealedDoor: boolean): Terrain {
  const fam = ctx.family.get(space.id);
  const mem = memory(ctx, space.level);
  switch (fam) {
    case 'cavern':
    case 'big-cavern':
    case 'passage':
    case 'terminal-passage':
    case 'entry':
      return 'cavern';
    case 'room':
    case 'big-room':
    case 'corridor':
    case 'steps':
    case undefined:
      // Table 22's note: rooms and corridors count as caverns until humanoids are met.
      return mem.humanoidsMet ? 'rooms-corridors' : 'cavern';
    case 'terminal-room':
      if (!sealedDoor) return mem.humanoidsMet ? 'rooms-corridors' : 'cavern';
      return mem.occupied ? 'living-complex' : 'sealed';
    default:
      return 'living-complex';
  }
}
