/**
 * Measures of a map's labels as a game master reads them, shared by the layout tests: which
 * labels are written across a tunnel or a road, and which names of surface buildings sit below
 * the ground line.
 */
import type { World } from '../../../src/hthad/world';
import type { Box } from '../../../src/render/side/labels';
import type { Scene } from '../../../src/render/side';

interface Xy {
  readonly x: number;
  readonly y: number;
}

/** Half the drawn width of a dug tunnel (natural 0.26, worked 0.3) and of a road's pen line. */
const TUNNEL_HALF = 0.14;
const ROAD_HALF = 0.03;

/** Whether segment a–b passes through box r (Liang–Barsky), written again here on purpose. */
function segmentCrosses(a: Xy, b: Xy, r: Box): boolean {
  let t0 = 0;
  let t1 = 1;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  for (const [p, q] of [
    [-dx, a.x - r.x0],
    [dx, r.x1 - a.x],
    [-dy, a.y - r.y0],
    [dy, r.y1 - a.y],
  ] as const) {
    if (p === 0) {
      if (q < 0) return false;
      continue;
    }
    const t = q / p;
    if (p < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 > t1) return false;
  }
  return true;
}

function shrink(b: Box, d: number): Box {
  return { x0: b.x0 + d, y0: b.y0 + d, x1: b.x1 - d, y1: b.y1 - d };
}

function grow(b: Box, d: number): Box {
  return shrink(b, -d);
}

/**
 * Every (label, line) pair where the label's text is written across a drawn tunnel or road of
 * the current sheet. The label's box is taken a hair inside its glyph box, the line with its
 * stroke width: a tunnel grazing the halo does not count, one under the letters does.
 */
export function labelCrossings(scene: Scene): { tunnels: string[]; roads: string[] } {
  const tunnels: string[] = [];
  const roads: string[] = [];
  for (const l of scene.labels) {
    const box = shrink(l.box, 0.05);
    for (const t of scene.tunnels) {
      if (t.vis !== 'full' || t.role === 'pegasus-flight') continue;
      const road = t.style === 'surface';
      const r = grow(box, road ? ROAD_HALF : TUNNEL_HALF);
      let hit = false;
      for (let i = 1; i < t.path.length && !hit; i++)
        hit = segmentCrosses(t.path[i - 1]!, t.path[i]!, r);
      if (hit) (road ? roads : tunnels).push(`${l.text} / ${t.id}`);
    }
  }
  return { tunnels, roads };
}

/** The highest the drawn ground line rises between x0 and x1 (the smallest y). */
export function groundTop(line: readonly Xy[], x0: number, x1: number): number {
  let top = Infinity;
  const at = (x: number): number => {
    if (x <= line[0]!.x) return line[0]!.y;
    for (let i = 1; i < line.length; i++) {
      const a = line[i - 1]!;
      const b = line[i]!;
      if (x <= b.x) return b.x === a.x ? b.y : a.y + ((b.y - a.y) * (x - a.x)) / (b.x - a.x);
    }
    return line[line.length - 1]!.y;
  };
  top = Math.min(at(x0), at(x1));
  for (const p of line) if (p.x > x0 && p.x < x1) top = Math.min(top, p.y);
  return top;
}

/**
 * Labels naming a building on the surface (or a group that lives in one, the kingdom) whose
 * box reaches below the ground line drawn under it, and how far.
 */
export function surfaceNamesBelowGround(scene: Scene, world: World): string[] {
  const surfaceSites = new Set(
    world.places.filter((p) => p.kind === 'surface-site').map((p) => p.id),
  );
  const onSurface = new Set([
    ...surfaceSites,
    ...world.groups.filter((g) => g.home !== null && surfaceSites.has(g.home)).map((g) => g.id),
  ]);
  const out: string[] = [];
  for (const l of scene.labels) {
    const of = l.id.replace(/^label-/, '');
    if (!onSurface.has(of)) continue;
    const top = groundTop(scene.page.surface, l.box.x0, l.box.x1);
    if (l.box.y1 > top) out.push(`${l.text} ${(l.box.y1 - top).toFixed(2)} below`);
  }
  return out;
}
