/**
 * The place graph: nodes are places, edges are the stretches of tunnel between consecutive
 * places a tunnel passes. It answers every connection question the rules ask: connected to,
 * distance along tunnels, nearest, reachable within a distance. Rules never scan pixels.
 */
import type { World } from './types';

export interface Edge {
  readonly to: string;
  readonly length: number;
  readonly tunnel: string;
}

export class PlaceGraph {
  private readonly adj = new Map<string, Edge[]>();

  constructor(world: World) {
    for (const p of world.places) this.adj.set(p.id, []);
    for (const t of world.tunnels) {
      for (let i = 1; i < t.stops.length; i++) {
        const a = t.stops[i - 1]!;
        const b = t.stops[i]!;
        if (a.place === b.place) continue;
        const length = Math.max(0, b.s - a.s);
        this.adj.get(a.place)?.push({ to: b.place, length, tunnel: t.id });
        this.adj.get(b.place)?.push({ to: a.place, length, tunnel: t.id });
      }
    }
  }

  /** Tunnel neighbours of a place. */
  neighbours(id: string): readonly Edge[] {
    return this.adj.get(id) ?? [];
  }

  /**
   * Shortest distances along tunnels from any of `from` (Dijkstra; ties settle by id so the
   * order of discovery is fixed). Only places within `limit` are returned.
   */
  distances(from: readonly string[], limit = Infinity): Map<string, number> {
    const best = new Map<string, number>();
    const done = new Set<string>();
    for (const f of from) if (this.adj.has(f)) best.set(f, 0);
    for (let guard = 0; guard <= this.adj.size; guard++) {
      let pick: string | null = null;
      let pd = Infinity;
      for (const [id, d] of best)
        if (!done.has(id) && (d < pd || (d === pd && pick !== null && id < pick))) {
          pick = id;
          pd = d;
        }
      if (pick === null || pd > limit) break;
      done.add(pick);
      for (const e of this.neighbours(pick)) {
        const nd = pd + e.length;
        if (nd <= limit && nd < (best.get(e.to) ?? Infinity)) best.set(e.to, nd);
      }
    }
    const out = new Map<string, number>();
    for (const id of [...done].sort()) out.set(id, best.get(id)!);
    return out;
  }

  /** Every place joined to any of `from` by tunnels (including `from`). */
  component(from: readonly string[]): Set<string> {
    return new Set(this.distances(from).keys());
  }

  /** True when a and b are joined by tunnels. */
  connected(a: string, b: string): boolean {
    return this.component([a]).has(b);
  }

  /** Distance along tunnels, or Infinity. */
  distance(a: string, b: string): number {
    return this.distances([a]).get(b) ?? Infinity;
  }

  /** Places within `limit` beads along tunnels of any of `from`. */
  reachableWithin(from: readonly string[], limit: number): string[] {
    return [...this.distances(from, limit).keys()];
  }

  /** The nearest place (along tunnels) satisfying `test`, ties by id; null if none. */
  nearest(
    from: readonly string[],
    test: (id: string) => boolean,
  ): { id: string; distance: number } | null {
    let found: { id: string; distance: number } | null = null;
    for (const [id, d] of this.distances(from))
      if (test(id) && (found === null || d < found.distance)) found = { id, distance: d };
    return found;
  }
}
