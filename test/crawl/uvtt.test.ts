/**
 * Universal VTT export invariants: every wall of the map is in line_of_sight, every door is a
 * portal on a wall, coordinates are grid units inside map_size, and the image decodes to
 * map_size x pixels_per_grid (read from the PNG IHDR).
 */
import { describe, expect, it } from 'vitest';
import { resvgNodeRenderer } from '../../src/adapters/png-resvg-node';
import { runCrawl } from '../../src/crawl/dmg1/engine';
import { base64, toUvtt, type Uvtt } from '../../src/crawl/plan/uvtt';
import { boundaryEdges, mergeRuns, wallEdges } from '../../src/crawl/plan/walls';
import { edgeKey } from '../../src/crawl/plan/geometry';
import { dmg1MapSvg } from '../helpers/dmg1-map';

const png = resvgNodeRenderer();

async function exportLevel(
  seed: string,
  step: number,
  level: number,
  ppg: number,
): Promise<{ uvtt: Uvtt; result: ReturnType<typeof runCrawl> }> {
  const result = runCrawl({ seed, step });
  const image = await png.render(dmg1MapSvg(result, level, 'vtt', ppg));
  return {
    uvtt: toUvtt(result.plan, level, { pixelsPerGrid: ppg, imageBase64: base64(image) }),
    result,
  };
}

/** Width and height from a PNG's IHDR chunk. */
function ihdr(b64: string): { width: number; height: number } {
  const bytes = Uint8Array.from(atob(b64), (ch) => ch.charCodeAt(0));
  expect([...bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(new TextDecoder().decode(bytes.slice(12, 16))).toBe('IHDR');
  const view = new DataView(bytes.buffer);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

describe('Universal VTT export', () => {
  it.each([
    ['greyhawk', 60, 1, 50],
    ['7', 90, 1, 32],
    ['12', 120, 2, 40],
  ])('seed %s step %i level %i at %i px/grid', async (seed, step, level, ppg) => {
    const { uvtt, result } = await exportLevel(seed, step, level, ppg);
    const plan = result.plan;
    expect(uvtt.format).toBe(0.3);
    expect(uvtt.resolution).toEqual({
      map_origin: { x: 0, y: 0 },
      map_size: { x: 40, y: 30 },
      pixels_per_grid: ppg,
    });
    // Every wall run of the map is a line-of-sight polyline (grid unit = 2 cells).
    const spaces = plan.spaces.filter((s) => s.level === level);
    const portals = plan.portals.filter((p) => p.level === level);
    const runs = mergeRuns(wallEdges(spaces, portals)).map((r) =>
      JSON.stringify([
        { x: r.x0 / 2, y: r.y0 / 2 },
        { x: r.x1 / 2, y: r.y1 / 2 },
      ]),
    );
    expect(new Set(uvtt.line_of_sight.map((l) => JSON.stringify(l)))).toEqual(new Set(runs));
    // Every door is a portal lying on boundary edges.
    const boundary = new Set(boundaryEdges(spaces).map(edgeKey));
    const doors = portals.filter(
      (p) => p.kind === 'door' || p.kind === 'secret-door' || p.kind === 'one-way-door',
    );
    expect(uvtt.portals).toHaveLength(doors.length);
    for (const p of uvtt.portals) {
      const [a, b] = p.bounds;
      expect(a.x === b.x || a.y === b.y).toBe(true);
      const horizontal = a.y === b.y;
      for (let t = 0; t < (horizontal ? b.x - a.x : b.y - a.y) * 2; t++) {
        const key = horizontal ? `h${a.x * 2 + t},${a.y * 2}` : `v${a.x * 2},${a.y * 2 + t}`;
        expect(boundary.has(key), key).toBe(true);
      }
      expect(p.position).toEqual({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
      expect(p.rotation).toBe(horizontal ? 0 : Math.round((Math.PI / 2) * 10000) / 10000);
      expect(p.closed).toBe(true);
      expect(p.freestanding).toBe(false);
    }
    // All coordinates in grid units inside the map.
    const points = [
      ...uvtt.line_of_sight.flat(),
      ...uvtt.portals.flatMap((p) => [p.position, ...p.bounds]),
      ...uvtt.lights.map((l) => l.position),
    ];
    for (const pt of points) {
      expect(pt.x).toBeGreaterThanOrEqual(0);
      expect(pt.y).toBeGreaterThanOrEqual(0);
      expect(pt.x).toBeLessThanOrEqual(uvtt.resolution.map_size.x);
      expect(pt.y).toBeLessThanOrEqual(uvtt.resolution.map_size.y);
    }
    for (const l of uvtt.lights) expect(l.color).toMatch(/^[0-9a-f]{8}$/);
    expect(uvtt.environment).toEqual({ baked_lighting: true, ambient_light: 'ffffffff' });
    expect(ihdr(uvtt.image)).toEqual({ width: 40 * ppg, height: 30 * ppg });
  });

  it('reads as a Foundry-style importer reads it: walls from polylines, doors from bounds, none under a wall', async () => {
    // The reading of moo-man/FVTT-DD-Import (GetWalls/GetDoors/GetLights): every polyline joins
    // consecutive points into walls scaled by pixels_per_grid; each portal's bounds[0..1] becomes a
    // door; a light's colour drops its alpha byte. A door lying on a wall segment would never open.
    const { uvtt } = await exportLevel('greyhawk', 60, 1, 50);
    const ppg = uvtt.resolution.pixels_per_grid;
    const walls = uvtt.line_of_sight.flatMap((set) => {
      expect(set.length).toBeGreaterThanOrEqual(2);
      return set
        .slice(1)
        .map((b, i) => [set[i]!.x * ppg, set[i]!.y * ppg, b.x * ppg, b.y * ppg] as const);
    });
    const doors = uvtt.portals.map(
      (d) =>
        [
          d.bounds[0].x * ppg,
          d.bounds[0].y * ppg,
          d.bounds[1].x * ppg,
          d.bounds[1].y * ppg,
        ] as const,
    );
    const overlap = (a: readonly number[], b: readonly number[]): boolean =>
      (a[0] === a[2] &&
        b[0] === b[2] &&
        a[0] === b[0] &&
        Math.min(a[1]!, a[3]!) < Math.max(b[1]!, b[3]!) &&
        Math.min(b[1]!, b[3]!) < Math.max(a[1]!, a[3]!)) ||
      (a[1] === a[3] &&
        b[1] === b[3] &&
        a[1] === b[1] &&
        Math.min(a[0]!, a[2]!) < Math.max(b[0]!, b[2]!) &&
        Math.min(b[0]!, b[2]!) < Math.max(a[0]!, a[2]!));
    for (const d of doors)
      for (const w of walls) expect(overlap(d, w), `door ${d} under wall ${w}`).toBe(false);
    expect(doors.length).toBeGreaterThan(0);
    expect(uvtt.lights.every((l) => /^#[0-9a-f]{6}$/.test(`#${l.color.substring(2)}`))).toBe(true);
    expect(atob(uvtt.image.slice(0, 8)).slice(0, 4)).toBe('\u0089PNG');
  });

  it('base64 matches the standard alphabet and padding', () => {
    const enc = new TextEncoder();
    for (const s of ['', 'f', 'fo', 'foo', 'foob', 'fooba', 'foobar'])
      expect(base64(enc.encode(s))).toBe(btoa(s));
  });
});
