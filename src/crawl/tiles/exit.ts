/**
 * The tile crawl's frontier exits: the shared exit plus what its tables need to resolve one.
 */
import type { ExitBase, ExitDraft } from '../plan/types';
import type { Hand, Side } from './catalogue';

/**
 * `portal`: a portal on a tile's side, to be resolved by the hand-matched tile beyond it;
 * `below`: the way down from a steps, sinkhole or shaft entry to the first dungeon tile;
 * `descent`: steps down to the next level.
 */
export type TilesExitKind = 'portal' | 'below' | 'descent';

/** Where the party came from, as Table 17 and the terminal-room table ask it. */
export type Origin = 'cavern' | 'room' | 'corridor' | 'living' | 'entry';

export interface TilesExit extends ExitBase {
  readonly kind: TilesExitKind;
  /** The side of the tile the portal is on, and its hand as seen from inside that tile. */
  readonly side: Side | null;
  readonly hand: Hand | null;
  /** What lies beyond: a place word (`cavern`, `room`...) or a table still to roll (`table-13:door`). */
  readonly beyond: string;
  /** The table to roll again when backing up one roll (text 1108-1116), or null. */
  readonly backup: string | null;
  readonly origin: Origin;
  /** The door on the portal: `none`, `open`, `closed`, `keyhole`, `double`, `secret`. */
  readonly door: string;
}

/** A tiles exit with its keys in the order of the published JSON. */
export function tilesExit(d: ExitDraft<TilesExit>, id: string, step: number): TilesExit {
  return {
    id,
    kind: d.kind,
    level: d.level,
    from: d.from,
    portal: d.portal,
    cells: d.cells,
    dir: d.dir,
    side: d.side,
    hand: d.hand,
    beyond: d.beyond,
    backup: d.backup,
    origin: d.origin,
    door: d.door,
    toLevel: d.toLevel,
    step,
  };
}
