/**
 * Walking back through explored places (a third of the monster chance on a second pass, the
 * normal chance at the edge of the explored), Table 24's comparison by encounter level, the key's
 * names for unexplored exits and its passage letters, and the sheet fitted to one level.
 */
import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../../src/core/rng';
import { PlanBuilder } from '../../../src/crawl/plan/builder';
import { toUvtt } from '../../../src/crawl/plan/uvtt';
import type { Cell, Space } from '../../../src/crawl/plan/types';
import { elWeight, partyStrength } from '../../../src/crawl/tiles/contents';
import { memory, type Ctx } from '../../../src/crawl/tiles/context';
import { resolveOptions, runTiles } from '../../../src/crawl/tiles/engine';
import { tilesExit, type TilesExit } from '../../../src/crawl/tiles/exit';
import { fitBox, fitLevel } from '../../../src/crawl/tiles/fit';
import { exitName, passageLetters, tilesKey } from '../../../src/crawl/tiles/key';
import { crossExplored, monsterOdds, walk } from '../../../src/crawl/tiles/revisit';
import { tiles } from '../../../src/crawl/tiles/system';
import * as M from '../../../src/crawl/tiles/tables-monsters';

function ctxOf(script: number[]): Ctx {
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
    o: resolveOptions({}),
    used: new Map(),
    levels: new Map(),
    family: new Map(),
    box: new Map(),
  };
}

/** A 4 x 4 space whose west column is at x, of a tile family. */
function tile(ctx: Ctx, x: number, family: string, note = 'x'): Space {
  const cells: Cell[] = [];
  for (let y = 1; y <= 4; y++) for (let i = 0; i < 4; i++) cells.push({ x: x + i, y });
  const s = ctx.b.addSpace({
    kind: 'cavern',
    level: 1,
    cells,
    shape: 'rectangular',
    size: '',
    note,
    numbered: true,
  });
  ctx.family.set(s.id, family as never);
  return s;
}

/** Three tiles in a row, A-B-C, joined by openings; C has an unexplored opening east. */
function row(ctx: Ctx, door = 'none'): [Space, Space, Space] {
  const a = tile(ctx, 0, 'cavern');
  const b = tile(ctx, 4, 'cavern');
  const c = tile(ctx, 8, 'cavern');
  ctx.b.addPortal({ kind: 'opening', level: 1, from: a.id, to: b.id });
  ctx.b.addPortal({ kind: 'opening', level: 1, from: b.id, to: c.id });
  ctx.b.addExit({
    kind: 'portal',
    level: 1,
    from: c.id,
    portal: null,
    cells: [{ x: 12, y: 2 }],
    dir: 'e',
    side: 'e',
    hand: 'LH',
    beyond: 'cavern',
    backup: null,
    origin: 'cavern',
    door,
    toLevel: null,
  });
  return [a, b, c];
}

describe('the normal chance of a monster, by the roll each space had on entry', () => {
  it.each([
    ['cavern', 'x', false, 2],
    ['cavern', 'x, small', false, 1],
    ['cavern', 'x', true, 3],
    ['big-cavern', 'x', false, 3],
    ['passage', 'x', false, 1],
    ['passage', 'x', true, 2],
    ['terminal-passage', 'x', false, 2],
    ['corridor', 'x', false, 1],
    ['room', 'x', false, 2],
    ['great-hall', 'x', false, 3],
    ['bunkroom', 'x', false, 2],
    ['entry', 'x', false, 0],
  ])('%s (%s, pool %s): %i in 6', (family, note, pool, n) => {
    const ctx = ctxOf([]);
    const s = tile(ctx, 0, family, note);
    if (pool) s.features.push({ kind: 'pool', cells: [{ x: 1, y: 1 }], note: '', lightFeet: 0 });
    expect(monsterOdds(ctx, s)).toEqual([n, 6]);
  });
  it('a bunkroom of an occupied living complex: 5 in 6 (Table 18)', () => {
    const ctx = ctxOf([]);
    const s = tile(ctx, 0, 'bunkroom');
    memory(ctx, 1).occupied = true;
    expect(monsterOdds(ctx, s)).toEqual([5, 6]);
  });
});

describe('walking back through explored places (text 958-961)', () => {
  it('walks by open ways, leaving out the start and ending at the goal', () => {
    const ctx = ctxOf([]);
    const [a, b, c] = row(ctx);
    expect(walk(ctx, a.id, c.id)).toEqual([b.id, c.id]);
    expect(walk(ctx, c.id, a.id)).toEqual([b.id, a.id]);
    expect(walk(ctx, a.id, a.id)).toEqual([]);
    const d = tile(ctx, 20, 'cavern');
    expect(walk(ctx, a.id, d.id)).toEqual([]);
  });
  it('a second pass has a third of the chance (2 in 6 is 2 in 18); the edge keeps 2 in 6', () => {
    // B, traversed again: d18 = 3 (over 2), none. C, with an opening to the unknown: d6 = 3, none.
    const ctx = ctxOf([3, 3]);
    const [a, b, c] = row(ctx);
    crossExplored(ctx, a.id, c.id);
    const rolls = ctx.b.endStep().rolls;
    expect(rolls.map((r) => [r.table, r.die, r.roll, r.result])).toEqual([
      ['second pass: monster', `d${6 * M.REVISIT_MONSTER_ODDS.secondPass[1]}`, 3, 'none'],
      ['passing again (edge of the explored): monster', 'd6', 3, 'none'],
    ]);
    expect([...b.contents, ...c.contents]).toEqual([]);
  });
  it('a monster met on the way is added to the space as wandering', () => {
    // B: d18 = 2, a monster (then its own tables); C: d6 = 6, none.
    const ctx = ctxOf([2]);
    const [a, b, c] = row(ctx);
    crossExplored(ctx, a.id, c.id);
    const met = b.contents.find((x) => x.kind === 'monster' || x.kind === 'note');
    expect(met).toBeDefined();
    if (met?.kind === 'monster') expect(met.role).toBe('wandering');
  });
  it('a shut door to the unknown is no open passage: the space has the second-pass chance', () => {
    const ctx = ctxOf([3, 3]);
    const [a, , c] = row(ctx, 'closed');
    crossExplored(ctx, a.id, c.id);
    const rolls = ctx.b.endStep().rolls;
    expect(rolls.map((r) => r.die)).toEqual(['d18', 'd18']);
  });
  it('the crawl rolls it: second passes appear in the log, their monsters as wandering', () => {
    const { plan } = runTiles({ seed: 'greyhawk', step: 40 });
    const rolls = plan.log.flatMap((l) => l.rolls);
    expect(rolls.some((r) => r.table === 'second pass: monster' && r.die === 'd18')).toBe(true);
    const hits = rolls.filter((r) => /pass.*: monster$/.test(r.table) && r.result === 'monster');
    const wandering = plan.spaces.flatMap((s) =>
      s.contents.filter((c) => c.kind === 'monster' && c.role === 'wandering'),
    );
    // Each hit is a wandering group unless Table 26 sent it away (d6 = 1).
    expect(wandering.length).toBeLessThanOrEqual(hits.length);
    expect(wandering.length).toBeGreaterThan(0);
  });
});

describe('Table 24: weaker, the same, stronger, by encounter level against the party level', () => {
  it('weights: CR 1 is 1, twice the weight two levels more, below CR 1 the CR itself', () => {
    expect(elWeight(1)).toBe(1);
    expect(elWeight(3)).toBeCloseTo(2, 12);
    expect(elWeight(5)).toBeCloseTo(4, 12);
    expect(elWeight(0)).toBeCloseTo(Math.SQRT1_2, 12);
  });
  it.each([
    // Level 1: EL 0 to 2 is the same.
    [1, 'orc', 0.5, 1, 'weaker'], // EL -1
    [1, 'kobold', 1 / 6, 4, 'weaker'], // 4 x 1/6 = 2/3, EL about -0.2
    [1, 'kobold', 1 / 6, 5, 'same'], // 5/6, EL about 0.5
    [1, 'lizardman', 1, 1, 'same'], // EL 1
    [1, 'gnoll', 1, 2, 'stronger'], // EL 3
    [1, 'dire rat', 1 / 3, 6, 'stronger'], // weight 2, EL 3
    [3, 'ogre', 2, 1, 'same'], // EL 2
    [3, 'orc', 0.5, 4, 'same'], // weight 2, EL 3
    [3, 'kobold', 1 / 6, 3, 'weaker'], // weight 1/2, EL -1
    [3, 'skeleton', 1 / 3, 10, 'stronger'], // weight 10/3, EL about 4.5
  ])('level %i, %s (CR %f) x %i: %s', (level, _name, cr, number, want) => {
    expect(partyStrength('level', [{ cr, number }], level)).toBe(want);
  });
  it('a fixed party strength is taken as given', () => {
    expect(partyStrength('stronger', [{ cr: 5, number: 9 }], 1)).toBe('stronger');
  });
});

describe('the key', () => {
  it('names each unexplored exit by area, tile, wall, hand and what it is', () => {
    const ctx = ctxOf([]);
    const [, , c] = row(ctx, 'keyhole');
    const plan = ctx.b.finish({ system: 'tiles', version: 't', seed: 's', steps: 1 });
    expect(exitName(plan, plan.frontier[0]!, new Map())).toBe(
      `${c.number} (x): east wall, LH door with a keyhole`,
    );
  });
  it('lists the ways on by name, with the exit id a path may give', () => {
    const { plan } = runTiles({ seed: 'greyhawk', step: 3 });
    const e = plan.frontier.find((x) => x.kind === 'portal')!;
    const key = tilesKey(plan, e.level);
    expect(key).toContain(`(exit ${e.id} for path)`);
    expect(key).toMatch(/^- .+: (north|east|south|west) wall, (LH|RH) /m);
  });
  it('passage letters leave out the map marks C, D, E, S, T, U and I, O', () => {
    const { plan } = runTiles({ seed: 'greyhawk', step: 200 });
    const all = plan.levels.flatMap((l) => [...passageLetters(plan, l.level).values()]);
    expect(all.length).toBeGreaterThan(5);
    for (const l of all) expect(l[0]).not.toMatch(/[CDESTUIO]/);
  });
});

describe('the sheet fitted to the explored', () => {
  const run = runTiles({ seed: 'greyhawk', step: 20 });
  const level = run.plan.levels[0]!.level;
  const box = fitBox(run.plan, level);
  const fitted = fitLevel(run.plan, level);
  it('is smaller than the whole sheet, on whole 10-ft squares, with 15 ft of margin', () => {
    expect(fitted.sheet.width * fitted.sheet.height).toBeLessThan(
      run.plan.sheet.width * run.plan.sheet.height,
    );
    for (const v of [box.x0, box.y0, fitted.sheet.width]) expect(v % 2).toBe(0);
    const spans = fitted.spaces.filter((s) => s.level === level).flatMap((s) => s.spans);
    for (const r of spans) {
      expect(r.x0 >= 3 || box.x0 === 0).toBe(true);
      expect(r.y >= 3 || box.y0 === 0).toBe(true);
      expect(r.x1 < fitted.sheet.width - 3 || box.x1 === run.plan.sheet.width).toBe(true);
      expect(r.y < fitted.sheet.height - 3 || box.y1 === run.plan.sheet.height).toBe(true);
    }
  });
  it('keeps the UVTT walls and doors the same, shifted by whole squares, inside the map', () => {
    const o = { pixelsPerGrid: 70, imageBase64: '' };
    const whole = toUvtt(run.plan, level, o);
    const cut = toUvtt(fitted, level, o);
    const dx = box.x0 / 2;
    const dy = box.y0 / 2;
    const r = (v: number) => Math.round(v * 1e6) / 1e6;
    const shift = (w: readonly { x: number; y: number }[], by = 1) =>
      w.map((p) => ({ x: r(p.x - by * dx), y: r(p.y - by * dy) }));
    expect(cut.line_of_sight.map((w) => shift(w, 0))).toEqual(
      whole.line_of_sight.map((w) => shift(w)),
    );
    expect(cut.portals.map((p) => p.bounds)).toEqual(whole.portals.map((p) => shift(p.bounds)));
    expect(cut.resolution.map_size).toEqual({
      x: fitted.sheet.width / 2,
      y: fitted.sheet.height / 2,
    });
    for (const w of cut.line_of_sight)
      for (const p of w) {
        expect(p.x).toBeGreaterThanOrEqual(0);
        expect(p.y).toBeGreaterThanOrEqual(0);
        expect(p.x).toBeLessThanOrEqual(cut.resolution.map_size.x);
        expect(p.y).toBeLessThanOrEqual(cut.resolution.map_size.y);
      }
  });
  it("draws the 40-ft tile lattice through the whole sheet's multiples of 8 cells", () => {
    const drawn = tiles.fit!(run, level);
    const lattice = tiles.mapWords(drawn, level, 'sheet').lattice!;
    expect(lattice.cells).toBe(8);
    expect((lattice.x + box.x0) % 8).toBe(0);
    expect((lattice.y + box.y0) % 8).toBe(0);
    // A plain room fills its tile: its walls are tile edges, on the lattice.
    const rooms = drawn.plan.spaces.filter(
      (x) => x.level === level && /^Room [IVX]+$/.test(x.note),
    );
    expect(rooms.length).toBeGreaterThan(0);
    for (const sp of rooms) {
      const x0 = Math.min(...sp.spans.map((r) => r.x0));
      const y0 = Math.min(...sp.spans.map((r) => r.y));
      expect((x0 - lattice.x + 8) % 8).toBe(0);
      expect((y0 - lattice.y + 8) % 8).toBe(0);
    }
  });
});
