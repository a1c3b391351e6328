/**
 * Universal VTT export (format 0.3, the `.dd2vtt` / `.uvtt` JSON): resolution, wall polylines
 * for line of sight, portals for doors, lights, environment and the map image as base64.
 *
 * Units are grid squares of the drawn map (one 10-ft square for DMG1), origin at the sheet's
 * north-west corner; the image must be exactly `map_size x pixels_per_grid` pixels. What goes in
 * it, and why, is in vtt.ts.
 */
import type { Plan } from './types';
import { vttLevel, type VttPoint, type VttView } from './vtt';

export { portalRun } from './vtt';

export interface UvttPoint {
  readonly x: number;
  readonly y: number;
}

export interface UvttPortal {
  readonly position: UvttPoint;
  readonly bounds: readonly [UvttPoint, UvttPoint];
  readonly rotation: number;
  readonly closed: boolean;
  readonly freestanding: boolean;
}

export interface UvttLight {
  readonly position: UvttPoint;
  readonly range: number;
  readonly intensity: number;
  readonly color: string;
  readonly shadows: boolean;
}

export interface Uvtt {
  readonly format: 0.3;
  readonly resolution: {
    readonly map_origin: UvttPoint;
    readonly map_size: UvttPoint;
    readonly pixels_per_grid: number;
  };
  readonly line_of_sight: readonly (readonly UvttPoint[])[];
  readonly objects_line_of_sight: readonly (readonly UvttPoint[])[];
  readonly portals: readonly UvttPortal[];
  readonly environment: { readonly baked_lighting: boolean; readonly ambient_light: string };
  readonly lights: readonly UvttLight[];
  readonly image: string;
}

/** The Universal VTT export's own version: it is in the full version of every `/uvtt` answer. */
export const UVTT_VERSION = '2';

/** Largest image an export may carry, in pixels: what importers accept (about 144 MP). */
export const VTT_MAX_PIXELS = 144_000_000;
/** Largest image side in pixels: the texture size browsers' WebGL canvases take. */
export const VTT_MAX_SIDE = 16_384;

const point = (q: VttPoint): UvttPoint => ({ x: q.x, y: q.y });

/**
 * Export one level of a plan as Universal VTT: every real door a closed portal on a gap in the
 * walls, open archways left as gaps, pillars as closed outlines in `line_of_sight`, illusory
 * walls in `objects_line_of_sight`, lights in squares with AARRGGBB colours. The image is not
 * drawn lit, so `baked_lighting` is false. `imageBase64` is empty for the image-less variant.
 * @example toUvtt(plan, 1, { pixelsPerGrid: 70, imageBase64: base64(png), view: 'player' })
 */
export function toUvtt(
  plan: Plan,
  level: number,
  o: { pixelsPerGrid: number; imageBase64: string; view?: VttView },
): Uvtt {
  const v = vttLevel(plan, level, o.view ?? 'referee');
  return {
    format: 0.3,
    resolution: {
      map_origin: { x: 0, y: 0 },
      map_size: point(v.size),
      pixels_per_grid: o.pixelsPerGrid,
    },
    line_of_sight: [
      ...v.walls.map((w) => [point(w.a), point(w.b)]),
      ...v.pillars.map((q) => q.map(point)),
    ],
    objects_line_of_sight: v.sightOnly.map((w) => [point(w.a), point(w.b)]),
    portals: v.doors.map((d) => ({
      position: { x: (d.a.x + d.b.x) / 2, y: (d.a.y + d.b.y) / 2 },
      bounds: [point(d.a), point(d.b)],
      rotation: d.a.y === d.b.y ? 0 : Math.round((Math.PI / 2) * 10000) / 10000,
      // Every real door is closed: importers take an open portal for a window.
      closed: true,
      freestanding: false,
    })),
    environment: { baked_lighting: false, ambient_light: 'ffffffff' },
    lights: v.lights.map((l) => ({
      position: point(l.at),
      range: l.range,
      intensity: 1,
      color: `ff${l.colour}`,
      shadows: true,
    })),
    image: o.imageBase64,
  };
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Standard base64 of bytes (no runtime-specific APIs). */
export function base64(bytes: Uint8Array): string {
  let out = '';
  let i = 0;
  for (; i + 2 < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
    out += B64[(n >> 18) & 63]! + B64[(n >> 12) & 63]! + B64[(n >> 6) & 63]! + B64[n & 63]!;
  }
  const rest = bytes.length - i;
  if (rest === 1) {
    const n = bytes[i]! << 16;
    out += `${B64[(n >> 18) & 63]!}${B64[(n >> 12) & 63]!}==`;
  } else if (rest === 2) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8);
    out += `${B64[(n >> 18) & 63]!}${B64[(n >> 12) & 63]!}${B64[(n >> 6) & 63]!}=`;
  }
  return out;
}
