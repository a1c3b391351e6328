/**
 * What keeps a tile crawl going: the entry's portal rolled once, and the LAST_WAY_ON reading
 * (text 1120-1123, 1133-1136): in a big dungeon a null result that would leave no way on at all
 * gives way to steps down; a small dungeon may end.
 */
import { describe, expect, it } from 'vitest';
import { scriptedRng, type Rng } from '../../../src/core/rng';
import { PlanBuilder } from '../../../src/crawl/plan/builder';
import { CATALOGUE, tileById } from '../../../src/crawl/tiles/catalogue';
import { markUsed, type Ctx } from '../../../src/crawl/tiles/context';
import { resolveOptions, runTiles } from '../../../src/crawl/tiles/engine';
import { tilesExit, type TilesExit } from '../../../src/crawl/tiles/exit';
import { orient } from '../../../src/crawl/tiles/orient';
import { setDown } from '../../../src/crawl/tiles/place';
import { resolvePortal } from '../../../src/crawl/tiles/resolve';

function ctxOf(script: number[], options = {}): Ctx {
  const rng = scriptedRng(script, { thenSeed: 'rest' });
  const b = new PlanBuilder<TilesExit>(
    rng,
    rng.fork('flavour'),
    { width: 64, height: 64, cellFeet: 5, squareCells: 2 },
    tilesExit,
  );
  b.beginStep(1, 'e0', 1);
  return {
    b,
    o: resolveOptions(options),
    used: new Map(),
    levels: new Map(),
    family: new Map(),
    box: new Map(),
  };
}

/** A cavern laid with its east portal an open way to a cavern, every cavern already used. */
function exhausted(): { ctx: Ctx; exit: TilesExit } {
  // Laid as in a small dungeon, so its closed portals are not rolled again; then big.
  const ctx = ctxOf(
    // Table 3: feature 6, Table 4 6, danger 2; treasure 6; Table 5 and secret doors 6.
    [6, 6, 2, 6, 6, 6, 6, 6, 6, 6, 6, 6],
    { dungeon: 'small' },
  );
  const placed = orient(tileById('cavern-V'), 0, false, 24, 24);
  setDown(ctx, placed, 1, null, { door: 'none', fromCavern: false }, 'cavern');
  (ctx as { o: Ctx['o'] }).o = resolveOptions({});
  for (const t of CATALOGUE) if (t.family.includes('cavern')) markUsed(ctx, 1, t.id);
  const e = placed.portals[0]!;
  const from = ctx.b.spaces[0]!;
  const portal = ctx.b.addPortal({ kind: 'opening', level: 1, from: from.id, to: null, edges: [] });
  const exit = ctx.b.addExit({
    kind: 'portal',
    level: 1,
    from: from.id,
    portal: portal.id,
    cells: e.cells.map((c) => ({ x: c.x + 1, y: c.y })),
    dir: 'e',
    side: 'e',
    hand: e.hand,
    beyond: 'cavern',
    backup: 'table-5',
    origin: 'cavern',
    door: 'none',
    toLevel: null,
  });
  ctx.b.endStep();
  ctx.b.beginStep(2, exit.id, 1);
  // Table 6 = 3 (nothing), Table 2 = 4 then 5 (both used), backed up: Table 5 = 6 (no exit).
  (ctx.b as unknown as { rng: Rng }).rng = scriptedRng([3, 4, 5, 6], { thenSeed: 'after' });
  return { ctx, exit };
}

describe('the entry', () => {
  it('a portal entry gives exactly one exit: its portal is not rolled a second time', () => {
    for (const entry of ['cave', 'hillside', 'double-doors'] as const) {
      const { plan } = runTiles({ seed: 'entry', step: 0, options: { entry } });
      expect(plan.frontier.length).toBe(1);
      expect(plan.portals.length).toBe(1);
    }
  });
});

describe('LAST_WAY_ON', () => {
  it('with other ways on, the null result stands (walled up)', () => {
    const { ctx, exit } = exhausted();
    expect(resolvePortal(ctx, exit, false)).toBe(false);
  });
  it('as the last way on in a big dungeon, steps down are found instead of the null result', () => {
    const { ctx, exit } = exhausted();
    expect(resolvePortal(ctx, exit, true)).toBe(true);
    const rec = ctx.b.endStep();
    expect(rec.fallbacks.some((f) => f.includes('LAST_WAY_ON'))).toBe(true);
    expect(rec.rolls.some((r) => r.table === 'steps up or down')).toBe(false);
    const down = ctx.b.frontier.filter((e) => e.kind === 'descent');
    expect(down.map((e) => e.toLevel)).toEqual([2]);
  });
  it('a big dungeon carries on below where a small one ends', () => {
    let compared = 0;
    let lastWay = 0;
    for (let i = 0; i < 12 && compared < 2; i++) {
      const seed = `carry-${i}`;
      const small = runTiles({ seed, step: 40, options: { dungeon: 'small' } }).plan;
      if (small.steps >= 40) continue;
      compared += 1;
      const big = runTiles({ seed, step: 40 }).plan;
      expect(big.steps).toBe(40);
      // On: by LAST_WAY_ON's steps down, or by steps down a small dungeon's one re-roll turned away.
      const took = big.log.some((l) => l.fallbacks.some((f) => f.includes('LAST_WAY_ON')));
      expect(took || big.levels.length > 1).toBe(true);
      if (took) lastWay += 1;
      expect(small.log.some((l) => l.fallbacks.some((f) => f.includes('LAST_WAY_ON')))).toBe(false);
    }
    expect(compared).toBe(2);
    expect(lastWay).toBeGreaterThan(0);
  });
  it('the deepest level may end the crawl: no steps down below maxLevel', () => {
    const { plan } = runTiles({ seed: 'shallow', step: 200, options: { maxLevel: 1 } });
    expect(plan.steps).toBeLessThan(200);
    expect(plan.frontier.length).toBe(0);
    expect(plan.spaces.every((s) => s.level === 1)).toBe(true);
  });
});

describe('steps between levels', () => {
  it('every flight down has steps up at its foot, back to the space it left', () => {
    const { plan } = runTiles({ seed: 'levels', step: 120 });
    const downs = plan.portals.filter((p) => p.kind === 'stairs-down' && p.to !== null);
    const deeper = downs.filter((p) => p.toLevel !== p.level);
    expect(deeper.length).toBeGreaterThan(0);
    for (const d of deeper) {
      const up = plan.portals.find((p) => p.kind === 'stairs-up' && p.from === d.to);
      expect(up?.to).toBe(d.from);
      expect(up?.toLevel).toBe(d.level);
      expect(up?.level).toBe(d.toLevel);
    }
  });
});
