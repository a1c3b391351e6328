/**
 * The tile catalogue of "Dungeon Crawling" (dungeon-crawling-tiles.txt). Our copy lost every
 * figure (1-10) and the tile-selection tables, so each tile here is a REPLACEMENT designed from
 * what the text says of it: 40x40-ft tiles on a 5-ft grid (8x8 cells), 40x55-ft wilderness entries
 * (8x11), big and special tiles of two or four squares; walls, LH/RH portals per side, pools,
 * columns, pits, raised areas and the internal doors of special rooms.
 *
 * A row is one 5-ft strip, north first. Legend: `#` rock, `.` floor, `~` pool, `O` column, `P` pit,
 * `^` raised area (a throne dais in the great hall and throne room), `*` the central block the
 * text leaves to a die (`central`), `=` steps, `S` shaft or sinkhole, `T` tree (surface tiles),
 * `B` hearth, forge or brazier, `A` altar, `a`-`h` a closed sub-room (its own space, reached by
 * its `inner` door). Every non-`#` cell is part of the tile.
 *
 * Portals are 10 ft wide and never centred (text 120-128, 1117-1123): a portal on a side is LH when
 * it lies in the left half as seen from inside the tile facing that side, RH in the right half,
 * 10 ft from the middle of that side's 40-ft segment (cells 2-3 or 4-5 of the segment). Rotating
 * a tile keeps its hands; two tiles meet when an LH portal faces an RH one, so leaving by an LH
 * portal rolls on the RH table (text 250-252). `seg` numbers the 40-ft segments of a long side
 * from its west or north end.
 */

import { ENTRY_AND_CAVERN_TILES } from './catalogue-caverns';
import { ROOM_AND_CORRIDOR_TILES } from './catalogue-rooms';
import { SPECIAL_ROOM_TILES } from './catalogue-special';

export type { Hand, InnerDoor, Side, Tile, TileFamily, TilePortal } from './tile';
import type { Hand, Tile, TilePortal } from './tile';

/** Every tile, in the text's order: entries and caverns, rooms and corridors, special rooms. */
export const CATALOGUE = [
  ...ENTRY_AND_CAVERN_TILES,
  ...ROOM_AND_CORRIDOR_TILES,
  ...SPECIAL_ROOM_TILES,
] as const satisfies readonly Tile[];

export type TileId = (typeof CATALOGUE)[number]['id'];

const BY_ID: ReadonlyMap<string, Tile> = new Map(CATALOGUE.map((t) => [t.id, t]));

/** The tile with this id (throws for an id not in the catalogue). */
export function tileById(id: string): Tile {
  const t = BY_ID.get(id);
  if (!t) throw new Error(`no tile ${id}`);
  return t;
}

/**
 * The two cells of a portal, in tile coordinates (x east, y south), inside the tile on its side.
 * @example portalCells(tileById('cavern-V'), tileById('cavern-V').portals[0]!)
 */
export function portalCells(
  tile: Pick<Tile, 'size'>,
  p: Pick<TilePortal, 'side' | 'seg' | 'hand'>,
): readonly [{ x: number; y: number }, { x: number; y: number }] {
  const [w, h] = tile.size;
  const base = p.seg * 8;
  // LH is the left half seen from inside facing out: west on the north side, north on the east.
  const near = p.hand === 'LH' ? 2 : 4;
  const far = p.hand === 'LH' ? 4 : 2;
  switch (p.side) {
    case 'n':
      return [
        { x: base + near, y: 0 },
        { x: base + near + 1, y: 0 },
      ];
    case 's':
      return [
        { x: base + far, y: h - 1 },
        { x: base + far + 1, y: h - 1 },
      ];
    case 'e':
      return [
        { x: w - 1, y: base + near },
        { x: w - 1, y: base + near + 1 },
      ];
    case 'w':
      return [
        { x: 0, y: base + far },
        { x: 0, y: base + far + 1 },
      ];
  }
}

/** Whether a tile can be entered through a portal of this hand (in its own orientation). */
export function hasHand(tile: Tile, hand: Hand): boolean {
  return tile.portals.some((p) => p.hand === hand) || (tile.mirrorable && tile.portals.length > 0);
}
