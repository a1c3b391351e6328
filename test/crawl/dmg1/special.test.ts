/**
 * Special passages (Table III.B and its notes), pools (VIII.A), lakes (VIII.B) with scripted dice.
 * The passage under test turns left (north) off the east-running test passage, so the special
 * segment runs north from the corner.
 */
import { describe, expect, it } from 'vitest';
import { rectCells } from '../../../src/crawl/plan/geometry';
import { lakeHere, poolHere } from '../../../src/crawl/dmg1/caves';
import { periodicCheck } from '../../../src/crawl/dmg1/passages';
import { setup } from './helpers';

/** Table I 11 (turn), IV 1 (left 90), III.A 19 (special), then the III.B script. */
function special(script: number[]) {
  const { ctx, walk } = setup([11, 1, 19, ...script]);
  periodicCheck(ctx, walk);
  const seg = ctx.b.spaces[ctx.b.spaces.length - 1]!;
  return { ctx, seg, notes: seg.features.map((f) => `${f.kind}: ${f.note}`) };
}

describe('Table III.B: special passages', () => {
  it('1-4: 40 ft wide with columns down the centre', () => {
    const { seg, notes } = special([2]);
    expect(seg.size).toBe('40 ft wide');
    expect(notes).toEqual(['columns: columns down the centre']);
  });
  it('5-7: 40 ft with a double row of columns', () => {
    expect(special([6]).notes).toEqual(['columns: double row of columns']);
  });
  it('8-10: 50 ft with a double row of columns', () => {
    const { seg, notes } = special([9]);
    expect(seg.size).toBe('50 ft wide');
    expect(notes).toEqual(['columns: double row of columns']);
  });
  it('11-12: galleries; stairs at the end (1-15), a stairway there supplements them (11-20)', () => {
    const { notes } = special([11, 3, 12]);
    expect(notes[1]).toBe(
      'gallery: galleries 10 ft wide, 20 ft up; stairs up to them at the end; a stairway found here supplements them',
    );
  });
  it('11-12: galleries with stairs at the start (16-20)', () => {
    expect(special([12, 17]).notes[1]).toBe(
      'gallery: galleries 10 ft wide, 20 ft up; stairs up to them at the start',
    );
  });
  it('13-15: a 10 ft stream, bridged on 1-15', () => {
    expect(special([14, 15]).notes).toEqual([
      'stream: stream 10 ft wide crosses the passage',
      'bridge: bridge over the stream',
    ]);
  });
  it('13-15: a stream is an obstacle on 16-20', () => {
    expect(special([13, 16]).notes).toEqual([
      'stream: stream 10 ft wide crosses the passage',
      'stream: no crossing',
    ]);
  });
  it('16-17: a 20 ft river with a boat (11-15) on the far bank (11-20)', () => {
    expect(special([16, 12, 20]).notes).toEqual([
      'river: river 20 ft wide crosses the passage',
      'boat: boat on the far bank',
    ]);
  });
  it('18 and 19: 40 ft and 60 ft rivers, bridged on 1-10', () => {
    expect(special([18, 10]).notes).toEqual([
      'river: river 40 ft wide crosses the passage',
      'bridge: bridge over the river',
    ]);
    expect(special([19, 16]).notes).toEqual([
      'river: river 60 ft wide crosses the passage',
      'river: no crossing',
    ]);
  });
  it('20: a chasm 150-200 ft deep with a jumping place 5-10 ft wide (11-15)', () => {
    expect(special([20, 6, 11, 1]).notes).toEqual([
      'chasm: chasm 20 ft across, 200 ft deep',
      'jumping-place: jumping place 5 ft wide',
    ]);
    expect(special([20, 1, 3]).notes).toEqual([
      'chasm: chasm 20 ft across, 150 ft deep',
      'bridge: bridge over the chasm',
    ]);
  });
});

describe('Tables VIII.A and VIII.B: pools and lakes', () => {
  const room = (script: number[]) => {
    const { ctx } = setup(script);
    const space = ctx.b.addSpace({
      kind: 'cavern',
      level: 1,
      cells: rectCells(40, 10, 59, 29),
      shape: 'cave',
      size: '',
      note: 'test cavern',
      numbered: true,
    });
    return { ctx, space };
  };
  it('VIII.A 1-8: no pool', () => {
    const { ctx, space } = room([8]);
    poolHere(ctx, space, { x: 50, y: 20 });
    expect(space.features).toEqual([]);
  });
  it('VIII.A 9-10 pool, 11-12 with a monster, 13-18 with monster and treasure', () => {
    let t = room([10]);
    poolHere(t.ctx, t.space, { x: 50, y: 20 });
    expect(t.space.contents.map((c) => c.kind)).toEqual(['pool']);
    t = room([11]);
    poolHere(t.ctx, t.space, { x: 50, y: 20 });
    expect(t.space.contents.map((c) => c.kind)).toEqual(['pool', 'monster']);
    t = room([18, 1, 1, 1, 1, 1]);
    poolHere(t.ctx, t.space, { x: 50, y: 20 });
    expect(t.space.contents.map((c) => c.kind)).toEqual(['pool', 'monster', 'treasure']);
  });
  it('VIII.A 19-20: a magic pool (VIII.C 9-15: a characteristic changes)', () => {
    const { ctx, space } = room([20, 12]);
    poolHere(ctx, space, { x: 50, y: 20 });
    expect(space.contents[0]).toMatchObject({ kind: 'pool', name: 'magic pool' });
    expect(space.contents[0]!.kind === 'pool' && space.contents[0]!.detail).toContain(
      '1-3 points of one ability',
    );
  });
  it('VIII.B 1-10 no lake, 16-18 a lake with monsters, 19-20 enchanted (guarded 9 in 10)', () => {
    let t = room([10]);
    lakeHere(t.ctx, t.space);
    expect(t.space.features).toEqual([]);
    t = room([17]);
    lakeHere(t.ctx, t.space);
    expect(t.space.features.map((f) => f.note)).toEqual(['lake with monsters']);
    expect(t.space.contents.map((c) => c.kind)).toEqual(['monster']);
    t = room([19, 10]);
    lakeHere(t.ctx, t.space);
    expect(t.space.features.map((f) => f.note)).toEqual([
      'enchanted lake: a crossing leads elsewhere',
    ]);
    expect(t.space.contents).toEqual([]);
  });
});

describe('Table III.B galleries and a later stairway', () => {
  const galleryThenStairs = (rule: 'replaces' | 'supplements') => {
    const { ctx, walk, corridor } = setup([17, 8]);
    const note = `galleries 10 ft wide, 20 ft up; stairs up to them at the end; a stairway found here ${rule} them`;
    ctx.b.addFeature(corridor, { kind: 'gallery', cells: [], note, lightFeet: 0 });
    periodicCheck(ctx, walk);
    return ctx.b.endStep().summary;
  };
  it('a stairway at the end of a gallery passage replaces the gallery stairs (1-10)', () => {
    expect(galleryThenStairs('replaces')).toContain('this stairway replaces the gallery stairs');
  });
  it('or is in addition to them (11-20)', () => {
    expect(galleryThenStairs('supplements')).toContain(
      'this stairway is in addition to the gallery stairs',
    );
  });
});
