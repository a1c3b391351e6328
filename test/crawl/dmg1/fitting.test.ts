/**
 * Fitting, with scripted dice: what the appendix says to do when a result will not fit ("amend
 * the result by rolling until you obtain something which will fit... If a room won't fit, a
 * smaller one must serve"), caves drawn at the size their key states, special passages that keep
 * their features and width, chutes that cannot be climbed, doors on straight runs of wall.
 * The test sheet is 80 x 60 cells; the test passage runs east with its next check at x = 36.
 */
import { describe, expect, it } from 'vitest';
import { fromSpans, rectCells } from '../../../src/crawl/plan/geometry';
import type { Space } from '../../../src/crawl/plan/types';
import { buildCave } from '../../../src/crawl/dmg1/caves';
import { makeDoor, wallWindow } from '../../../src/crawl/dmg1/context';
import { MAX_ROLLS, resolveExit } from '../../../src/crawl/dmg1/engine';
import type { Dmg1Exit } from '../../../src/crawl/dmg1/exit';
import { arrive } from '../../../src/crawl/dmg1/levels';
import { periodicCheck } from '../../../src/crawl/dmg1/passages';
import { buildRoom, largestRoll } from '../../../src/crawl/dmg1/rooms';
import { setup } from './helpers';

type Ctx = ReturnType<typeof setup>['ctx'];
const area = (s: Space): number => fromSpans(s.spans).length * 25;

/** A wall of rock-hard mapped space: a one-cell-thick space across the sheet at column `x`. */
function wallAt(ctx: Ctx, x: number): Space {
  return ctx.b.addSpace({
    kind: 'passage',
    level: 1,
    cells: rectCells(x, 0, x, 59),
    shape: 'band',
    size: '5 ft wide',
    note: 'blocker',
    numbered: false,
  });
}

/** A passage exit heading east from the test passage, its cells at column `x`. */
function passageExit(ctx: Ctx, from: Space, x: number): Dmg1Exit {
  const exit = ctx.b.addExit({
    kind: 'passage',
    level: 1,
    from: from.id,
    portal: null,
    cells: [
      { x, y: 30 },
      { x, y: 31 },
    ],
    dir: 'e',
    width: 2,
    special: null,
    toLevel: null,
    arrival: null,
    along: null,
    ahead: false,
  }) as Dmg1Exit;
  ctx.b.removeExit(exit.id);
  return exit;
}

/** Mapped strips one cell thick along rows 29 and 32 from column `x0` to the sheet's east edge. */
function railsFrom(ctx: Ctx, x0: number): void {
  for (const y of [29, 32])
    ctx.b.addSpace({
      kind: 'passage',
      level: 1,
      cells: rectCells(x0, y, 79, y),
      shape: 'band',
      size: '5 ft wide',
      note: 'blocker',
      numbered: false,
    });
}

describe('a result that does not fit is rolled again (issue 20.13)', () => {
  it("Table I 1-2 meeting the sheet's edge turns along it on the first roll, not rolled again", () => {
    // Next check at x = 70: 60 ft (12 cells) would run past x = 79.
    const { ctx, corridor } = setup([1]);
    resolveExit(ctx, passageExit(ctx, corridor, 70));
    const rec = ctx.b.endStep();
    expect(rec.rolls.filter((r) => r.table === 'I').map((r) => r.result)).toEqual(['continue']);
    // 60 ft east from x = 70 meets the edge at 50 ft; the last 10 ft (at least 30) run north.
    expect(rec.fallbacks).toEqual([
      "passage meets the sheet's edge after 50 ft and turns n along it",
    ]);
    const [east, north] = ctx.b.spaces.slice(-2);
    expect(east!.note).toBe('passage 10 ft');
    expect(north!.kind).toBe('passage');
    expect(Math.max(...north!.spans.map((r) => r.x1))).toBe(79);
    // The turned passage runs its 30 ft and leaves a way on at its end: no dead end.
    expect(ctx.b.frontier).toHaveLength(1);
    expect(ctx.b.frontier[0]!.dir).toBe('n');
  });
  it('with both sides of its last rows mapped, the corner moves back to rows with a free side', () => {
    const { ctx, corridor } = setup([1]);
    railsFrom(ctx, 76);
    resolveExit(ctx, passageExit(ctx, corridor, 70));
    const rec = ctx.b.endStep();
    // Laid x 70-79 (50 ft); columns 76-79 are walled in on both sides, so the corner is x 74-75.
    expect(rec.fallbacks).toEqual([
      "passage meets the sheet's edge after 50 ft and turns n along it 20 ft short of it",
    ]);
    const north = ctx.b.spaces.at(-1)!;
    expect(north.spans.at(-1)).toEqual({ y: 29, x0: 74, x1: 75 });
    expect(ctx.b.frontier).toHaveLength(1);
  });
  it('where the edge leaves no turn, the roll is taken back; 18 (dead end) fits and stands', () => {
    const { ctx, corridor } = setup([1, 18, 20, 20, 20]);
    railsFrom(ctx, 70);
    const before = ctx.b.spaces.length;
    resolveExit(ctx, passageExit(ctx, corridor, 70));
    const rec = ctx.b.endStep();
    expect(rec.rolls.filter((r) => r.table === 'I').map((r) => r.result)).toEqual([
      'continue',
      'dead-end',
    ]);
    expect(rec.fallbacks).toEqual([
      "roll 1 did not fit (passage shortened to 50 ft at the sheet's edge: dead end): re-rolled",
    ]);
    // The 50 ft laid for the first roll was taken back.
    expect(ctx.b.spaces).toHaveLength(before);
    expect(ctx.b.frontier).toHaveLength(0);
  });
  it(`after ${MAX_ROLLS} rolls that do not fit, the last stands`, () => {
    const { ctx, corridor } = setup(Array.from({ length: MAX_ROLLS }, () => 1));
    railsFrom(ctx, 70);
    resolveExit(ctx, passageExit(ctx, corridor, 70));
    const rec = ctx.b.endStep();
    expect(rec.fallbacks.filter((f) => f.endsWith('re-rolled'))).toHaveLength(MAX_ROLLS - 1);
    expect(rec.fallbacks.slice(-2)).toEqual([
      "passage shortened to 50 ft at the sheet's edge: dead end",
      `no roll of ${MAX_ROLLS} fitted: the last stands`,
    ]);
    expect(ctx.b.frontier).toHaveLength(0);
  });
  it('a result that fits first time rolls nothing more', () => {
    const { ctx, corridor } = setup([1]);
    resolveExit(ctx, passageExit(ctx, corridor, 36));
    const rec = ctx.b.endStep();
    expect(rec.rolls.map((r) => r.table)).toEqual(['I']);
    expect(rec.fallbacks).toEqual([]);
  });
});

describe('a room that will not fit: on the last roll a smaller one of the table serves (issue 20.14)', () => {
  const room = (ctx: Ctx, walk: ReturnType<typeof setup>['walk'], corridor: Space) =>
    buildRoom(ctx, {
      kind: 'room',
      level: 1,
      cross: walk.cross,
      dir: 'e',
      from: corridor,
      portal: null,
    });
  it('V 7-8 room 40 x 40 with 35 ft of depth: 30 x 40, a Table V size', () => {
    const { ctx, walk, corridor } = setup([7]);
    ctx.fit.last = true;
    wallAt(ctx, 43);
    const r = room(ctx, walk, corridor)!;
    expect(r.size).toBe('30 ft x 40 ft (shrunk from 40 ft x 40 ft)');
    expect(r.shape).toBe('rectangular');
    expect(area(r)).toBe(1200);
  });
  it('not below half the area rolled: a 40 x 40 room with 10 ft of depth does not fit at all', () => {
    const { ctx, walk, corridor } = setup([7]);
    ctx.fit.last = true;
    wallAt(ctx, 38);
    expect(room(ctx, walk, corridor)).toBeNull();
    expect(ctx.b.endStep().fallbacks).toEqual(['no room fits beyond the entrance']);
  });
  it('a chamber is never shrunk below the chamber column (no 10 x 20 chamber)', () => {
    // V 1-2 chamber 20 x 20 with 15 ft of depth: the table has no smaller chamber.
    const { ctx, walk, corridor } = setup([1]);
    wallAt(ctx, 39);
    const ch = buildRoom(ctx, {
      kind: 'chamber',
      level: 1,
      cross: walk.cross,
      dir: 'e',
      from: corridor,
      portal: null,
    });
    expect(ch).toBeNull();
  });
  it('an unusual room shrinks to a smaller Table V.B area of its shape', () => {
    // V 18 unusual, V.A 14 oval, V.B 11 (2,700 sq ft); 40 ft of depth.
    const { ctx, walk, corridor } = setup([18, 14, 11]);
    wallAt(ctx, 44);
    const r = room(ctx, walk, corridor)!;
    expect(r.shape).toBe('oval');
    expect(r.size).toMatch(
      /^oval, about (2000|1300) sq ft \(shrunk from oval, about 2700 sq ft\)$/,
    );
  });
});

describe('Table V sizes do not hang on which fit (issue 20.14)', () => {
  const build = (kind: 'room' | 'chamber', script: number[], wall: number) => {
    const t = setup(script);
    wallAt(t.ctx, wall);
    const r = buildRoom(t.ctx, {
      kind,
      level: 1,
      cross: t.walk.cross,
      dir: 'e',
      from: t.corridor,
      portal: null,
    });
    return { r, rec: t.ctx.b.endStep(), ctx: t.ctx };
  };
  it('with no room for a 40 x 40 room beyond the entrance, no Table V die is rolled: the step is', () => {
    // 35 ft of depth: a V 1-2 (10 x 10) would fit, but the site is refused whatever the roll.
    const { r, rec, ctx } = build('room', [1], 43);
    expect(r).toBeNull();
    expect(rec.rolls.filter((x) => x.table === 'V')).toEqual([]);
    expect(rec.fallbacks).toEqual(["no room for the table's largest room beyond the entrance"]);
    expect(ctx.fit.cuts).toBe(1);
  });
  it('with room for a 40 x 40 room, the roll stands whatever its size (V 1-2: 10 x 10)', () => {
    const { r, rec } = build('room', [1], 44);
    expect(r!.size).toBe('10 ft x 10 ft');
    expect(rec.fallbacks).toEqual([]);
  });
  it("a chamber's site is asked of 40 x 60, either way round", () => {
    // 40 ft of depth: 40 x 60 fits with its 60 ft across the passage; V 11-13: chamber 20 x 30.
    expect(build('chamber', [11], 44).r!.size).toBe('20 ft x 30 ft');
    // 35 ft of depth: neither way round.
    const { r, rec } = build('chamber', [11], 43);
    expect(r).toBeNull();
    expect(rec.fallbacks).toEqual(["no room for the table's largest chamber beyond the entrance"]);
  });
  it('the largest of each column', () => {
    expect(largestRoll('room').size).toBe('40 ft x 40 ft');
    expect(largestRoll('chamber').size).toBe('40 ft x 60 ft');
  });
});

describe('caves are drawn at the size their key states (issue 20.15)', () => {
  const cave = (ctx: Ctx, walk: ReturnType<typeof setup>['walk'], corridor: Space) =>
    buildCave(ctx, {
      kind: 'room',
      level: 1,
      cross: walk.cross,
      dir: 'e',
      from: corridor,
      portal: null,
    })!;
  it('VIII 1-5: a cave about 40 x 60 covers most of 40 x 60', () => {
    const { ctx, walk, corridor } = setup([3]);
    const c = cave(ctx, walk, corridor);
    expect(c.size).toBe('about 40 ft x 60 ft');
    expect(area(c)).toBeGreaterThanOrEqual(0.75 * 2400);
    expect(area(c)).toBeLessThanOrEqual(2400);
  });
  it('a cave that has to shrink states the size drawn, and the size rolled', () => {
    const { ctx, walk, corridor } = setup([6]); // VIII 6-7: about 50 x 75
    wallAt(ctx, 44); // 40 ft of depth, less than either side
    const c = cave(ctx, walk, corridor);
    const m = /^about (\d+) ft x (\d+) ft \(shrunk from about 50 ft x 75 ft\)$/.exec(c.size)!;
    expect(m).not.toBeNull();
    const stated = Number(m[1]) * Number(m[2]);
    expect(area(c)).toBeGreaterThanOrEqual(0.75 * stated);
    expect(area(c)).toBeLessThanOrEqual(stated);
  });
});

describe('special passages keep their features and width (issue 20.16)', () => {
  /** Table I 11 (turn), IV 1 (left 90: north), III.A 19 (special), then III.B. */
  const north = (script: number[], blockAtY: number | null) => {
    const { ctx, walk } = setup([11, 1, 19, ...script]);
    if (blockAtY !== null)
      ctx.b.addSpace({
        kind: 'passage',
        level: 1,
        cells: rectCells(10, blockAtY, 70, blockAtY),
        shape: 'band',
        size: '5 ft wide',
        note: 'blocker',
        numbered: false,
      });
    periodicCheck(ctx, walk);
    const seg = ctx.b.spaces.find(
      (s) => s.note.startsWith('passage 40 ft') || s.note.startsWith('passage 10 ft, river'),
    );
    return { ctx, seg: seg! };
  };
  it('III.B 1-4: columns down the centre even where the passage is cut short by mapped space', () => {
    // The passage leaves the corner block northward from y = 29; a mapped row at y = 25 leaves
    // 20 ft of the 30.
    const { seg } = north([2], 25);
    expect(fromSpans(seg.spans).length).toBe(8 * 4);
    expect(seg.features.map((f) => f.kind)).toEqual(['columns']);
    expect(seg.features[0]!.cells.length).toBeGreaterThan(0);
  });
  it('III.B 16-17: a 20 ft river needs its width and 10 ft either side, or it did not fit', () => {
    const { ctx } = north([16, 1], 25);
    expect(ctx.b.endStep().fallbacks).toContain(
      'no room for the river-20 across a passage 20 ft long',
    );
    expect(ctx.fit.cuts).toBeGreaterThan(0);
  });
  it('a 40 ft special passage leaving a 20 ft wall keeps its 40 ft', () => {
    // V 3-4 room 20 x 20; V.C 19 one exit, a passage in a room; V.D 1-7 opposite wall;
    // III.A 19 special, III.B 1-4 columns (40 ft).
    const { ctx, walk, corridor } = setup([3, 19, 1, 19, 1]);
    const r = buildRoom(ctx, {
      kind: 'room',
      level: 1,
      cross: walk.cross,
      dir: 'e',
      from: corridor,
      portal: null,
    })!;
    const exit = ctx.b.frontier.find((e) => e.kind === 'room-passage' && e.from === r.id)!;
    expect(exit.width).toBe(8);
    expect(exit.cells).toHaveLength(8);
    expect(exit.special).toBe('columns-center');
    const opening = ctx.b.portal(exit.portal)!;
    expect(opening.edges).toHaveLength(4); // the whole wall
  });
});

describe('chutes and trap doors cannot be climbed back up (issue 20.17)', () => {
  it('VII 20: the chute lands on level 2 with no way up, its foot marked', () => {
    const { ctx, walk } = setup([19, 20]);
    periodicCheck(ctx, walk);
    const exit = ctx.b.frontier.find((e) => e.kind === 'descent')! as Dmg1Exit;
    ctx.b.removeExit(exit.id);
    arrive(ctx, exit);
    const chute = ctx.b.portals.find((p) => p.kind === 'chute' && p.level === 1)!;
    expect(chute.to).not.toBeNull();
    const up = ctx.b.portals.filter((p) => p.level === 2 && p.toLevel === 1);
    expect(up).toEqual([]);
    const landing = ctx.b.space(chute.to!);
    expect(landing.features.map((f) => f.note)).toContain(
      'foot of a chute from level 1: no way up',
    );
  });
  it('VI 1-5 stairs down are answered by stairs up on the level below', () => {
    const { ctx, walk } = setup([17, 1, 20]);
    periodicCheck(ctx, walk);
    const exit = ctx.b.frontier.find((e) => e.kind === 'descent')! as Dmg1Exit;
    ctx.b.removeExit(exit.id);
    arrive(ctx, exit);
    expect(ctx.b.portals.filter((p) => p.level === 2 && p.kind === 'stairs-up')).toHaveLength(1);
  });
});

describe('doors stand on wall cells side by side (issue 20.18)', () => {
  it('wallWindow takes a run of cells that meet, not cells that only touch at corners', () => {
    const rim = [
      { x: 5, y: 1 },
      { x: 5, y: 3 },
      { x: 5, y: 4 },
      { x: 5, y: 6 },
    ];
    expect(wallWindow(rim, 2)).toEqual([
      { x: 5, y: 3 },
      { x: 5, y: 4 },
    ]);
    // No two cells meet: one cell, the middle one of the line.
    expect(wallWindow([rim[0]!, rim[1]!], 2)).toEqual([{ x: 5, y: 3 }]);
  });
  it('makeDoor refuses cells that do not meet', () => {
    const { ctx, corridor } = setup([]);
    const door = makeDoor(
      ctx,
      corridor,
      [
        { x: 36, y: 30 },
        { x: 36, y: 32 },
      ],
      'e',
    );
    expect(door).toBeNull();
    expect(ctx.b.portals).toHaveLength(0);
    expect(ctx.b.endStep().fallbacks).toEqual([
      'a door would stand on wall cells that do not meet: left out',
    ]);
  });
});
