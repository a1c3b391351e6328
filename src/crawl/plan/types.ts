/**
 * The top-down plan model every crawl system shares.
 *
 * Geometry: a sheet of square cells (`cellFeet` each, 5 ft for the systems so far), x to the
 * east, y to the south, cells indexed from 0. A space is a set of cells, stored as row spans.
 * Walls are never stored: they are the edges between a space's cells and any cell that is not
 * part of the same space, less the edges a portal covers (see `walls.ts`). So every wall is
 * closed by construction, and a portal is the only way from one space to another.
 */

/** The eight compass directions, clockwise from north; y grows southward. */
export type Dir = 'n' | 'ne' | 'e' | 'se' | 's' | 'sw' | 'w' | 'nw';

/** A square of the sheet. */
export interface Cell {
  readonly x: number;
  readonly y: number;
}

/** Cells x0..x1 (both included) of row y. */
export interface Span {
  readonly y: number;
  readonly x0: number;
  readonly x1: number;
}

/**
 * One unit edge of the grid, in grid-line coordinates: `h` runs from (x, y) to (x+1, y) and
 * separates cell (x, y-1) from cell (x, y); `v` runs from (x, y) to (x, y+1) and separates cell
 * (x-1, y) from cell (x, y).
 */
export interface Edge {
  readonly axis: 'h' | 'v';
  readonly x: number;
  readonly y: number;
}

/** Every kind of space the crawl systems map (each system uses its own few). */
export type SpaceKind =
  | 'room'
  | 'chamber'
  | 'special-room'
  | 'cave'
  | 'cavern'
  | 'passage'
  | 'passageway'
  | 'corridor'
  | 'hallway'
  | 'stairs'
  | 'landing';

export type SpaceShape =
  | 'rectangular'
  | 'square'
  | 'circular'
  | 'triangular'
  | 'trapezoidal'
  | 'odd'
  | 'oval'
  | 'hexagonal'
  | 'octagonal'
  | 'cave'
  | 'band';

/** Something drawn in a space: columns, water, bridges, a well, a brazier. */
export interface Feature {
  readonly kind:
    | 'columns'
    | 'gallery'
    | 'stream'
    | 'river'
    | 'chasm'
    | 'bridge'
    | 'boat'
    | 'jumping-place'
    | 'pool'
    | 'lake'
    | 'well'
    | 'shaft'
    | 'brazier'
    | 'gas'
    | 'sliding-wall'
    | 'statue'
    | 'pit'
    | 'raised-area'
    | 'rubble'
    | 'altar'
    | 'fountain';
  /** Cells the feature covers (or the one cell it stands on). */
  readonly cells: readonly Cell[];
  readonly note: string;
  /** Light radius in feet when the feature gives light (a brazier), else 0. */
  readonly lightFeet: number;
}

export interface Monster {
  readonly kind: 'monster';
  readonly name: string;
  readonly number: number;
  /** Why it is here: room contents, a wandering monster, a pool's or lake's guardian. */
  readonly role: 'inhabitant' | 'wandering' | 'guardian';
}

export interface TreasureItem {
  readonly kind: 'cp' | 'sp' | 'ep' | 'gp' | 'pp' | 'gems' | 'jewelry' | 'magic';
  readonly amount: number;
  readonly note: string;
}

export interface Treasure {
  readonly kind: 'treasure';
  readonly items: readonly TreasureItem[];
  readonly container: string;
  /** How it is protected: `guarded` (trapped) or `hidden`, and the detail. */
  readonly protection: { readonly by: 'guarded' | 'hidden'; readonly detail: string } | null;
}

export interface Trap {
  readonly kind: 'trap';
  readonly name: string;
  readonly detail: string;
  /** The cell it is drawn on. */
  readonly cell: Cell;
}

export interface Pool {
  readonly kind: 'pool';
  readonly name: string;
  readonly detail: string;
  readonly cell: Cell;
}

export interface Note {
  readonly kind: 'note';
  readonly text: string;
}

export type Content = Monster | Treasure | Trap | Pool | Note;

export interface Space {
  readonly id: string;
  readonly kind: SpaceKind;
  readonly level: number;
  /** Key number on its level (rooms, chambers, caves), or null for passages and stairs. */
  readonly number: number | null;
  readonly shape: SpaceShape;
  /** Nominal size as the table gave it, e.g. `20 ft x 30 ft` or `about 900 sq ft`. */
  readonly size: string;
  readonly spans: readonly Span[];
  readonly features: Feature[];
  readonly contents: Content[];
  /** The step that mapped it (0 = the level's start). */
  readonly step: number;
  /** Short note: `stairs down to level 2`, `passage 10 ft`, `elevator room`. */
  readonly note: string;
}

export type PortalKind =
  | 'opening'
  | 'door'
  | 'double-door'
  | 'great-door'
  | 'portcullis'
  | 'secret-door'
  | 'one-way-door'
  | 'illusory-wall'
  | 'stairs-down'
  | 'stairs-up'
  | 'chute'
  | 'trap-door'
  | 'chimney'
  | 'elevator';

/** Door state as far as the rules say anything about it. */
export interface PortalState {
  readonly closed: boolean;
  readonly secret: boolean;
  /** One-way: passable only from `from` to `to`. */
  readonly oneWay: boolean;
  /** A door that shuts behind those who pass, closing the way back for a day. */
  readonly closesEgress: boolean;
  /** States other rulebooks give doors (DMG1 Appendix A sets none of them). */
  readonly stuck: boolean;
  readonly locked: boolean;
  readonly barred: boolean;
  readonly trapped: boolean;
  /**
   * How well made the door is (e.g. `wooden`, `iron`, `reinforced`). This and `keyhole` are
   * optional: only some rulebooks give them, and a plan that never sets them keeps its JSON.
   */
  readonly quality?: string;
  /** Whether a locked door has a keyhole to pick or peer through. */
  readonly keyhole?: boolean;
}

/**
 * A way between spaces. Wall portals (openings, doors) cover a straight run of unit edges on the
 * wall between `from` and `to`; level portals (stairs, chutes, trap doors, chimneys, elevators)
 * stand on a cell and lead to `toLevel`. `to` is null while the far side is unexplored.
 */
export interface Portal {
  readonly id: string;
  readonly kind: PortalKind;
  readonly level: number;
  readonly from: string;
  to: string | null;
  readonly edges: readonly Edge[];
  readonly cell: Cell | null;
  readonly toLevel: number | null;
  readonly state: PortalState;
  readonly note: string;
}

/**
 * An unexplored way on, as every crawl system needs it: the cells just beyond it (`cells`, the
 * cross-section the next space must start from) and the heading. Resolving it is one crawl step.
 * Each system extends it with what its tables need (see `Dmg1Exit`).
 */
export interface ExitBase {
  readonly id: string;
  /** The system's own name for what the exit is (`door`, `passage`, `descent`...). */
  readonly kind: string;
  readonly level: number;
  readonly from: string;
  readonly portal: string | null;
  readonly cells: readonly Cell[];
  readonly dir: Dir;
  /** For a way to another level (stairs, a chute, a shaft): the level it reaches, else null. */
  readonly toLevel: number | null;
  readonly step: number;
}

/** What a system passes to add an exit: the builder numbers it and stamps the step. */
export type ExitDraft<E extends ExitBase> = Omit<E, 'id' | 'step'>;

/** One die rolled on one table, as the step log records it. */
export interface TableRoll {
  readonly table: string;
  readonly die: string;
  readonly roll: number;
  readonly result: string;
}

/** What one step did: the exit it resolved, every roll, what it placed, any fitting fallback. */
export interface StepRecord {
  readonly step: number;
  readonly exit: string;
  readonly level: number;
  readonly rolls: readonly TableRoll[];
  readonly spaces: readonly string[];
  readonly portals: readonly string[];
  readonly exits: readonly string[];
  readonly fallbacks: readonly string[];
  readonly summary: string;
}

export interface Sheet {
  /** Width and height in cells. */
  readonly width: number;
  readonly height: number;
  readonly cellFeet: number;
  /** The drawn map square, in cells (2 for 10-ft squares on a 5-ft grid). */
  readonly squareCells: number;
}

export interface LevelInfo {
  readonly level: number;
  readonly start: string;
  readonly step: number;
}

/** A crawl plan: what any crawl system's replay produces, over that system's exits. */
export interface Plan<E extends ExitBase = ExitBase> {
  readonly system: string;
  readonly version: string;
  readonly seed: string;
  readonly steps: number;
  readonly sheet: Sheet;
  readonly levels: readonly LevelInfo[];
  readonly spaces: readonly Space[];
  readonly portals: readonly Portal[];
  readonly frontier: readonly E[];
  readonly log: readonly StepRecord[];
}
