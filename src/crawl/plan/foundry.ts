/**
 * A Foundry VTT scene of one plan level, for the sidebar's "Import Data": walls (doors and
 * secret doors with their states, illusory walls that block sight only, pillars), ambient
 * lights, a square grid of the map's squares and the background image by file name, to be
 * uploaded beside it. Coordinates are pixels of that image; padding is 0, so the scene's
 * rectangle starts at the canvas origin and no offset applies.
 *
 * Generations: Foundry 13 holds the background on the scene (`background.src`); Foundry 14 moved
 * it onto the scene's levels (`levels[].background.src`), and every wall and light names the
 * level it stands on.
 */
import type { Plan } from './types';
import { vttLevel, type VttSegment } from './vtt';

/** The Foundry scene export's own version: in the full version of every `/foundry` answer. */
export const FOUNDRY_SCENE_VERSION = '1';

/** The Foundry VTT core generations a scene can be written for. */
export const FOUNDRY_GENERATIONS = ['13', '14'] as const;
export type FoundryGeneration = (typeof FOUNDRY_GENERATIONS)[number];

// Foundry's CONST values (the same in 13 and 14).
/** CONST.WALL_SENSE_TYPES */
const SENSE = { NONE: 0, NORMAL: 20 } as const;
/** CONST.WALL_MOVEMENT_TYPES */
const MOVE = { NONE: 0, NORMAL: 20 } as const;
/** CONST.WALL_DOOR_TYPES */
const DOOR = { NONE: 0, DOOR: 1, SECRET: 2 } as const;
/** CONST.WALL_DOOR_STATES */
const DOOR_STATE = { CLOSED: 0, LOCKED: 2 } as const;
/** CONST.GRID_TYPES.SQUARE */
const GRID_SQUARE = 1;

/** The level every wall and light stands on in a Foundry 14 scene (16 characters, as ids are). */
export const FOUNDRY_LEVEL_ID = 'defaultLevel0000';

export interface FoundryWall {
  readonly _id: string;
  readonly c: readonly [number, number, number, number];
  readonly move: number;
  readonly sight: number;
  readonly light: number;
  readonly sound: number;
  readonly dir: 0;
  readonly door: number;
  readonly ds: number;
  readonly flags: Record<string, unknown>;
  readonly levels?: readonly string[];
}

export interface FoundryLight {
  readonly _id: string;
  readonly x: number;
  readonly y: number;
  readonly rotation: 0;
  readonly walls: true;
  readonly vision: false;
  readonly hidden: false;
  readonly config: {
    readonly dim: number;
    readonly bright: number;
    readonly color: string;
    readonly alpha: number;
    readonly angle: 360;
  };
  readonly levels?: readonly string[];
}

/** A deterministic document id: Foundry takes 16 letters and digits. */
function docId(prefix: 'w' | 'l', n: number): string {
  return `strata${prefix}${String(n).padStart(9, '0')}`;
}

/**
 * The scene of one level.
 * @example toFoundryScene(plan, 1, { generation: '13', pixelsPerGrid: 70, image: 'x.png', name: 'DMG1 level 1' })
 */
export function toFoundryScene(
  plan: Plan,
  level: number,
  o: {
    readonly generation: FoundryGeneration;
    readonly pixelsPerGrid: number;
    /** The background's file name, as the user uploads it beside the scene. */
    readonly image: string;
    readonly name: string;
    /** Anything to keep under `flags.strata` (where the image comes from, the versions). */
    readonly flags?: Record<string, unknown>;
  },
): Record<string, unknown> {
  // Secret doors are doors here: Foundry hides them from players itself.
  const v = vttLevel(plan, level, 'referee');
  const ppg = o.pixelsPerGrid;
  const onLevel = o.generation === '14' ? { levels: [FOUNDRY_LEVEL_ID] } : {};
  const px = (n: number): number => Math.round(n * ppg * 100) / 100;
  const walls: FoundryWall[] = [];
  const wall = (s: VttSegment, kind: Partial<FoundryWall>, portal?: string): void => {
    walls.push({
      _id: docId('w', walls.length + 1),
      c: [px(s.a.x), px(s.a.y), px(s.b.x), px(s.b.y)],
      move: MOVE.NORMAL,
      sight: SENSE.NORMAL,
      light: SENSE.NORMAL,
      sound: SENSE.NORMAL,
      dir: 0,
      door: DOOR.NONE,
      ds: DOOR_STATE.CLOSED,
      flags: portal ? { strata: { portal } } : {},
      ...kind,
      ...onLevel,
    });
  };
  for (const w of v.walls) wall(w, {});
  for (const q of v.pillars)
    for (let i = 0; i + 1 < q.length; i++) wall({ a: q[i]!, b: q[i + 1]! }, {});
  // Illusory walls: sight and light stop, bodies pass.
  for (const w of v.sightOnly) wall(w, { move: MOVE.NONE, sound: SENSE.NONE });
  for (const d of v.doors)
    wall(
      d,
      {
        door: d.secret ? DOOR.SECRET : DOOR.DOOR,
        ds: d.locked ? DOOR_STATE.LOCKED : DOOR_STATE.CLOSED,
      },
      d.portal,
    );
  const lights: FoundryLight[] = v.lights.map((l, i) => ({
    _id: docId('l', i + 1),
    x: px(l.at.x),
    y: px(l.at.y),
    rotation: 0,
    walls: true,
    vision: false,
    hidden: false,
    config: { dim: l.feet, bright: l.feet / 2, color: `#${l.colour}`, alpha: 0.5, angle: 360 },
    ...onLevel,
  }));
  const background = { src: o.image };
  return {
    name: o.name,
    width: px(v.size.x),
    height: px(v.size.y),
    padding: 0,
    ...(o.generation === '13'
      ? { background }
      : { levels: [{ _id: FOUNDRY_LEVEL_ID, name: o.name, sort: 0, background }] }),
    grid: {
      type: GRID_SQUARE,
      size: ppg,
      distance: v.squareFeet,
      units: 'ft',
      // The image draws its own grid, square for square.
      alpha: 0,
    },
    tokenVision: true,
    walls,
    lights,
    flags: { strata: { generation: Number(o.generation), ...(o.flags ?? {}) } },
  };
}
