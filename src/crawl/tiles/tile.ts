/**
 * The shape of a catalogue tile (see `catalogue.ts` for the legend and the portal rule).
 */

export type Side = 'n' | 'e' | 's' | 'w';
export type Hand = 'LH' | 'RH';
export type TileFamily =
  | 'entry'
  | 'cavern'
  | 'big-cavern'
  | 'passage'
  | 'terminal-passage'
  | 'room'
  | 'big-room'
  | 'corridor'
  | 'steps'
  | 'bunkroom'
  | 'kitchen-dining'
  | 'armory'
  | 'prison'
  | 'forge'
  | 'smithy'
  | 'temple-shrine'
  | 'great-hall'
  | 'throne-room'
  | 'guardroom'
  | 'store-room'
  | 'bedroom-complex'
  | 'room-complex';

export interface TilePortal {
  readonly side: Side;
  readonly seg: number;
  readonly hand: Hand;
  /** `roll`: the context's table decides open, door or none; else a door drawn on the tile. */
  readonly door: 'roll' | 'double' | 'keyhole';
  /** The text's door number on the great hall and throne room (Table 19), else null. */
  readonly label: string | null;
}

export interface InnerDoor {
  /** The sub-room letter in `rows`. */
  readonly room: string;
  /** The sub-room cell the door stands in, and the side of that cell it is on. */
  readonly x: number;
  readonly y: number;
  readonly dir: Side;
  /** `roll`: the room's interior door die decides closed or keyhole. */
  readonly door: 'roll' | 'keyhole';
}

export interface Tile {
  readonly id: string;
  readonly name: string;
  readonly family: TileFamily;
  /** Width and height in 5-ft cells. */
  readonly size: readonly [number, number];
  /** Table 3 and Table 14 size modifiers, and "small" for monster numbers. */
  readonly sizeClass: 'small' | 'normal' | 'large';
  /** One way in and no other (terminal passages, Room XIII, the XXVV(U) bedroom suite). */
  readonly terminal: boolean;
  /** May be turned over (mirrored), swapping every hand: symmetric tiles the text lets go either way. */
  readonly mirrorable: boolean;
  /** Not fully 40 ft wide (Rooms XI, XIV): a 10- or 20-ft corridor section fills the gap. */
  readonly narrow: boolean;
  /** The `*` block and its d6 (text 423-426): `usual` on usualOn, else `other`. */
  readonly central: {
    readonly usual: 'column' | 'raised-area';
    readonly other: 'pit';
    readonly usualOn: readonly [number, number];
  } | null;
  /** Corridors: the lengths of the 10-ft-wide sections it is built from, in feet. */
  readonly sections: readonly number[];
  /** Steps: the cell at the far end where they leave the level. */
  readonly stairAt: readonly [number, number] | null;
  readonly rows: readonly string[];
  readonly portals: readonly TilePortal[];
  readonly inner: readonly InnerDoor[];
}
