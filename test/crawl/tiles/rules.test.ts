/**
 * The tile crawl's rules with scripted dice, one at a time: orienting a tile so its portal meets,
 * hands across a join, Table 5 portal rolls, tiles used once, "re-roll, back up, null", fake or
 * secret doors against a laid tile, Table 3 modifiers, humanoid persistence, the explorer, and the
 * step log naming every table and die.
 */
import { describe, expect, it } from 'vitest';
import { scriptedRng, type Rng } from '../../../src/core/rng';
import { PlanBuilder } from '../../../src/crawl/plan/builder';
import { CATALOGUE, tileById } from '../../../src/crawl/tiles/catalogue';
import { isUsed, markUsed, memory, type Ctx } from '../../../src/crawl/tiles/context';
import { addMonster, enterTile } from '../../../src/crawl/tiles/contents';
import { chooseExit, resolveOptions, runTiles } from '../../../src/crawl/tiles/engine';
import { tilesExit, type TilesExit } from '../../../src/crawl/tiles/exit';
import { fittings, orient, otherHand } from '../../../src/crawl/tiles/orient';
import { rollPortal, setDown } from '../../../src/crawl/tiles/place';
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

describe('orienting tiles', () => {
  it('turning keeps every hand, turning over swaps them', () => {
    for (const t of CATALOGUE)
      for (let turns = 0; turns < 4; turns++) {
        expect(orient(t, turns, false, 0, 0).portals.map((p) => p.hand)).toEqual(
          t.portals.map((p) => p.hand),
        );
        expect(orient(t, turns, true, 0, 0).portals.map((p) => p.hand)).toEqual(
          t.portals.map((p) => otherHand(p.hand)),
        );
      }
  });
  it('a turned tile keeps its cells and puts its portals on the turned sides', () => {
    const t = tileById('cavern-V');
    const o = orient(t, 1, false, 8, 16);
    expect(o.cells.length).toBe(t.rows.join('').replace(/#/g, '').length);
    expect(o.portals.map((p) => p.side)).toEqual(['s', 'w', 'n']);
  });
  it('an LH portal going north meets an RH portal on the south side of the tile beyond', () => {
    // Cavern V's south portal (LH) at cells (4,7),(5,7); the tile below must offer RH facing north.
    const v = orient(tileById('cavern-V'), 0, false, 0, 0);
    const south = v.portals.find((p) => p.side === 's')!;
    expect(south.hand).toBe('LH');
    const beyond = south.cells.map((c) => ({ x: c.x, y: c.y + 1 })) as never;
    for (const f of fittings(tileById('cavern-VII'), 'RH', 'n', beyond)) {
      const p = f.portals.find((q) => q.side === 'n' && q.cells[0].y === 8)!;
      expect(p.hand).toBe('RH');
      expect(p.cells).toEqual(beyond);
      expect([f.x % 8, f.y % 8]).toEqual([0, 0]);
    }
    expect(fittings(tileById('cavern-VII'), 'RH', 'n', beyond).length).toBeGreaterThan(0);
  });
});

describe('portal rolls', () => {
  const v = orient(tileById('cavern-V'), 0, false, 0, 0);
  const p = v.portals[0]!;
  it('Table 5: 5-6 is no exit', () => {
    expect(rollPortal(ctxOf([5]), 'cavern', p, 'cavern')).toBeNull();
  });
  it('Table 5: 4 then door (1-2) with a keyhole (1-2) goes to Table 10 keyhole', () => {
    expect(rollPortal(ctxOf([4, 2, 1]), 'cavern', p, 'cavern')).toEqual({
      door: 'keyhole',
      beyond: 'table-10:keyhole',
      backup: null,
    });
  });
  it('Table 5 on a d4 for a passageway with a second exit: always some portal', () => {
    expect(rollPortal(ctxOf([2]), 'passage', p, 'cavern')).toEqual({
      door: 'none',
      beyond: 'passage',
      backup: 'table-5-d4',
    });
  });
  it('Table 13: the door die picks the column rolled behind it', () => {
    expect(rollPortal(ctxOf([4]), 'room', p, 'room')).toEqual({
      door: 'keyhole',
      beyond: 'table-13:keyhole',
      backup: null,
    });
    expect(rollPortal(ctxOf([6]), 'room', p, 'room')).toBeNull();
  });
});

describe('tiles once used', () => {
  it('a big dungeon reuses tiles on other levels, a small one never', () => {
    const big = ctxOf([]);
    markUsed(big, 1, 'cavern-I');
    expect([isUsed(big, 1, 'cavern-I'), isUsed(big, 2, 'cavern-I')]).toEqual([true, false]);
    const small = ctxOf([], { dungeon: 'small' });
    markUsed(small, 1, 'cavern-I');
    expect(isUsed(small, 2, 'cavern-I')).toBe(true);
  });
});

describe('re-roll, back up, null (text 1104-1116)', () => {
  it('a used cavern is rolled again, then the Table 5 roll is backed up, then the result is null', () => {
    // A cavern laid, its east portal an open way to a cavern; every cavern already used.
    // A small dungeon, so the closed portals of the lone cavern are not rolled again (LAST_WAY_ON).
    // Table 3: a feature (6, Table 4 = 6), danger 2 (nothing); hidden treasure 6 (none); every
    // Table 5 roll 6 (no exit), secret doors 6 (none).
    const ctx = ctxOf([6, 6, 2, 6, 6, 6, 6, 6, 6, 6, 6, 6], {
      dungeon: 'small',
    });
    const placed = orient(tileById('cavern-V'), 0, false, 24, 24);
    setDown(ctx, placed, 1, null, { door: 'none', fromCavern: false }, 'cavern');
    for (const t of CATALOGUE) if (t.family.includes('cavern')) markUsed(ctx, 1, t.id);
    const e = placed.portals[0]!;
    const from = ctx.b.spaces[0]!;
    const portal = ctx.b.addPortal({
      kind: 'opening',
      level: 1,
      from: from.id,
      to: null,
      edges: [],
    });
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
    ctx.b.beginStep(2, exit.id, 1);
    // Script the resolution only: Table 6 = 3 (nothing), Table 2 = 4 then 5 (both used), back
    // up: Table 5 = 6 (no exit), so the result is null.
    (ctx.b as unknown as { rng: Rng }).rng = scriptedRng([3, 4, 5, 6]);
    expect(resolvePortal(ctx, exit)).toBe(false);
    const rec = ctx.b.endStep();
    expect(rec.rolls.map((x) => x.table)).toEqual([
      'Table 6 approaching an exit',
      'Table 2 RH',
      'Table 2 RH (re-roll)',
      'Table 5 cavern exit',
    ]);
    expect(rec.fallbacks.some((f) => f.startsWith('back up one roll: table-5'))).toBe(true);
  });
});

describe('Table 3 and monsters', () => {
  it('a pool adds 1 to the feature roll: 4 becomes a feature', () => {
    const ctx = ctxOf([4, 20, 2, 36]);
    const placed = orient(tileById('cavern-II'), 0, false, 0, 0);
    ctx.b.beginStep(1, 'e1', 1);
    const space = ctx.b.addSpace({
      kind: 'cavern',
      level: 1,
      cells: placed.cells,
      shape: 'cave',
      size: '',
      note: 'Cavern II',
      numbered: true,
    });
    ctx.b.addFeature(space, {
      kind: 'pool',
      cells: [placed.cells[0]!],
      note: 'pool',
      lightFeet: 0,
    });
    ctx.family.set(space.id, 'cavern');
    enterTile(ctx, space, 'cavern', { door: 'none', fromCavern: true });
    const rec = ctx.b.endStep();
    expect(rec.rolls.map((x) => `${x.table}=${x.roll}`).slice(0, 3)).toEqual([
      'Table 3 feature=4',
      'Table 4 cavern feature=20',
      'Table 3 danger=2',
    ]);
  });
  it('humanoid persistence: after one orc band, a 4-6 keeps orcs', () => {
    const ctx = ctxOf([5, 4, 2, 1, 1]);
    memory(ctx, 1).humanoid = { type: 'orc', count: 1 };
    ctx.b.beginStep(1, 'e1', 1);
    const space = ctx.b.addSpace({
      kind: 'cavern',
      level: 1,
      cells: [
        { x: 1, y: 1 },
        { x: 2, y: 1 },
        { x: 3, y: 1 },
        { x: 4, y: 1 },
        { x: 5, y: 1 },
        { x: 6, y: 1 },
        { x: 7, y: 1 },
        { x: 8, y: 1 },
      ],
      shape: 'cave',
      size: '',
      note: 'x',
      numbered: true,
    });
    ctx.family.set(space.id, 'cavern');
    addMonster(ctx, space, false, 'test');
    const rec = ctx.b.endStep();
    expect(rec.rolls.slice(0, 3).map((x) => `${x.table}:${x.result}`)).toEqual([
      'Table 22 cavern:humanoid',
      'humanoid persistence:same (orc)',
      'number of orc:2',
    ]);
    expect(memory(ctx, 1).humanoid).toEqual({ type: 'orc', count: 2 });
  });
});

describe('the replay', () => {
  it('every step logs each table and die it rolled', () => {
    const { plan } = runTiles({ seed: 'greyhawk', step: 30 });
    for (const l of plan.log)
      for (const r of l.rolls) {
        expect(r.table.length).toBeGreaterThan(0);
        expect(r.die).toMatch(/^(\d*d\d+|1)/);
      }
  });
  it('the explorer takes the oldest exit on the shallowest level, steps down last', () => {
    const mk = (id: string, level: number, kind: TilesExit['kind']) =>
      ({ id, level, kind }) as TilesExit;
    expect(
      chooseExit([mk('e5', 1, 'descent'), mk('e9', 1, 'portal'), mk('e2', 2, 'portal')])?.id,
    ).toBe('e9');
    expect(chooseExit([mk('e5', 1, 'descent'), mk('e2', 2, 'portal')])?.id).toBe('e5');
  });
  it('the explorer takes the exit nearest the party first, the oldest of a tie', () => {
    const mk = (id: string, from: string) => ({ id, level: 1, kind: 'portal', from }) as TilesExit;
    const dist = new Map([
      ['s1', 3],
      ['s2', 1],
      ['s3', 1],
    ]);
    const frontier = [mk('e1', 's1'), mk('e7', 's3'), mk('e4', 's2')];
    expect(chooseExit(frontier, dist)?.id).toBe('e4');
    expect(chooseExit(frontier)?.id).toBe('e1');
  });
  it('step N is a prefix of step N+1 on its log', () => {
    const a = runTiles({ seed: 'prefix', step: 20 }).plan.log;
    const b = runTiles({ seed: 'prefix', step: 21 }).plan.log;
    expect(b.slice(0, a.length)).toEqual(a);
  });
});
