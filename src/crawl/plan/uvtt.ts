/**
 * Universal VTT export (format 0.3, the `.dd2vtt` / `.uvtt` JSON): resolution, wall polylines
 * for line of sight, portals for doors, lights, environment and the map image as base64.
 *
 * Units are grid squares of the drawn map (one 10-ft square for DMG1), origin at the sheet's
 * north-west corner; the image must be exactly `map_size x pixels_per_grid` pixels.
 */
import { mergeRuns, wallEdges } from './walls';
import type { Edge, Plan, Portal } from './types';

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

/** Portal kinds exported as UVTT portals (doors of every sort). */
const DOOR_KINDS: ReadonlySet<Portal['kind']> = new Set(['door', 'secret-door', 'one-way-door']);

function round(n: number): number {
  return Math.round(n * 10000) / 10000;
}

/** The straight run a wall portal covers, in grid-line (cell) coordinates. */
export function portalRun(edges: readonly Edge[]): { a: UvttPoint; b: UvttPoint } | null {
  const e0 = edges[0];
  if (!e0 || !edges.every((e) => e.axis === e0.axis)) return null;
  if (e0.axis === 'h') {
    const xs = edges.map((e) => e.x);
    return { a: { x: Math.min(...xs), y: e0.y }, b: { x: Math.max(...xs) + 1, y: e0.y } };
  }
  const ys = edges.map((e) => e.y);
  return { a: { x: e0.x, y: Math.min(...ys) }, b: { x: e0.x, y: Math.max(...ys) + 1 } };
}

/**
 * Export one level of a plan as Universal VTT.
 * @example toUvtt(plan, 1, { pixelsPerGrid: 50, imageBase64: base64(png) })
 */
export function toUvtt(
  plan: Plan,
  level: number,
  o: { pixelsPerGrid: number; imageBase64: string },
): Uvtt {
  const k = plan.sheet.squareCells;
  const p = (x: number, y: number): UvttPoint => ({ x: round(x / k), y: round(y / k) });
  const spaces = plan.spaces.filter((s) => s.level === level);
  const portals = plan.portals.filter((x) => x.level === level);
  const walls = mergeRuns(wallEdges(spaces, portals)).map((r) => [p(r.x0, r.y0), p(r.x1, r.y1)]);
  const doors: UvttPortal[] = [];
  const objects: UvttPoint[][] = [];
  for (const portal of portals) {
    const r = portalRun(portal.edges);
    if (!r) continue;
    if (portal.kind === 'illusory-wall') {
      objects.push([p(r.a.x, r.a.y), p(r.b.x, r.b.y)]);
      continue;
    }
    if (!DOOR_KINDS.has(portal.kind)) continue;
    doors.push({
      position: p((r.a.x + r.b.x) / 2, (r.a.y + r.b.y) / 2),
      bounds: [p(r.a.x, r.a.y), p(r.b.x, r.b.y)],
      rotation: r.a.y === r.b.y ? 0 : round(Math.PI / 2),
      closed: portal.state.closed,
      freestanding: false,
    });
  }
  const lights: UvttLight[] = [];
  for (const s of spaces)
    for (const f of s.features)
      if (f.lightFeet > 0)
        for (const c of f.cells)
          lights.push({
            position: p(c.x + 0.5, c.y + 0.5),
            range: round(f.lightFeet / (k * plan.sheet.cellFeet)),
            intensity: 1,
            color: 'fff0a040',
            shadows: true,
          });
  return {
    format: 0.3,
    resolution: {
      map_origin: { x: 0, y: 0 },
      map_size: { x: plan.sheet.width / k, y: plan.sheet.height / k },
      pixels_per_grid: o.pixelsPerGrid,
    },
    line_of_sight: walls,
    objects_line_of_sight: objects,
    portals: doors,
    environment: { baked_lighting: true, ambient_light: 'ffffffff' },
    lights,
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
