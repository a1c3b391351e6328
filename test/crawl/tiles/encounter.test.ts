/**
 * Meetings with monsters (initiative, surprise, fleeing and hiding, Table 25), a return visit,
 * Table 1 (what is in a wilderness cave) with its big cave's -2, Table 27's bunkroom furnishings
 * and the search note, each with scripted dice.
 */
import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../../src/core/rng';
import { PlanBuilder } from '../../../src/crawl/plan/builder';
import type { Cell, Space } from '../../../src/crawl/plan/types';
import { addMonster, bunkroomItems, searchNote } from '../../../src/crawl/tiles/contents';
import type { Ctx } from '../../../src/crawl/tiles/context';
import { meet, type Meeting } from '../../../src/crawl/tiles/encounter';
import { resolveOptions, runTiles } from '../../../src/crawl/tiles/engine';
import { tilesExit, type TilesExit } from '../../../src/crawl/tiles/exit';
import { table5 } from '../../../src/crawl/tiles/place';
import { rollBeyond } from '../../../src/crawl/tiles/resolve';

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

/** A w x h room of 5-ft cells at the origin. */
function room(ctx: Ctx, w: number, h: number, kind: Space['kind'] = 'room'): Space {
  const cells: Cell[] = [];
  for (let y = 1; y <= h; y++) for (let x = 1; x <= w; x++) cells.push({ x, y });
  return ctx.b.addSpace({
    kind,
    level: 1,
    cells,
    shape: 'rectangular',
    size: '',
    note: 'x',
    numbered: true,
  });
}

const base: Meeting = {
  name: 'orc',
  category: 'humanoid',
  terrain: 'rooms-corridors',
  doing: 'static',
  response: 'attack',
};

describe('meeting monsters', () => {
  it('initiative: one d20 each side, the higher first; a tie goes to the monsters', () => {
    const ctx = ctxOf([12, 12, 1]);
    const lines = meet(ctx, room(ctx, 4, 4), base);
    expect(lines[0]).toBe('initiative party 12, monsters 12: monsters first');
  });
  it('Table 25 in a normal fight: 6 then 4-6 brings more after round 1; humanoids the same type 1 in 2', () => {
    const ctx = ctxOf([10, 5, 6, 4, 1]);
    expect(meet(ctx, room(ctx, 4, 4), base).at(-1)).toMatch(
      /^Table 25: more combatants after round 1, more orc/,
    );
    const ctx2 = ctxOf([10, 5, 6, 3]);
    expect(meet(ctx2, room(ctx2, 4, 4), base).some((l) => l.startsWith('Table 25'))).toBe(false);
  });
  it('Table 25 in living quarters: 1 in 6 after round 1, the same type 5 in 6', () => {
    const ctx = ctxOf([10, 5, 6, 5]);
    const lines = meet(ctx, room(ctx, 4, 4), { ...base, terrain: 'living-complex' });
    expect(lines.at(-1)).toMatch(/more orc/);
    const ctx2 = ctxOf([10, 5, 5]);
    const none = meet(ctx2, room(ctx2, 4, 4), { ...base, terrain: 'living-complex' });
    expect(none.some((l) => l.startsWith('Table 25'))).toBe(false);
  });
  it('fleeing monsters that act first leave by the open way; with none they hide to ambush', () => {
    const ctx = ctxOf([3, 15, 6, 3]);
    const r = room(ctx, 4, 4);
    ctx.b.addPortal({
      kind: 'opening',
      level: 1,
      from: r.id,
      to: null,
      edges: [{ axis: 'v', x: 5, y: 1 }],
    });
    expect(meet(ctx, r, { ...base, response: 'flee' })).toContain('flees by the opening p1');
    const ctx2 = ctxOf([3, 15, 6, 3]);
    const lines = meet(ctx2, room(ctx2, 4, 4), { ...base, response: 'flee' });
    expect(lines).toContain('no way to flee: hides to ambush');
  });
  it('small animals flee into rat holes in a cavern; a party acting first catches fleeing monsters', () => {
    const ctx = ctxOf([3, 15]);
    const cave = room(ctx, 4, 4, 'cavern');
    const lines = meet(ctx, cave, {
      ...base,
      name: 'giant rat',
      category: 'small-animal',
      response: 'flee',
    });
    expect(lines).toContain('flees into rat holes and crevices');
    const ctx2 = ctxOf([15, 3, 1]);
    expect(meet(ctx2, room(ctx2, 4, 4), { ...base, response: 'flee' })).toContain(
      'tries to flee but the party acts first',
    );
  });
  it('hiding monsters: surprise as the text gives it', () => {
    const ctx = ctxOf([3, 15, 1]);
    const lines = meet(ctx, room(ctx, 4, 4), {
      ...base,
      doing: 'hiding',
      response: 'hide-and-ambush',
    });
    expect(lines).toContain('surprise: the monsters, unless spotted (then the party)');
    expect(lines).toContain('hides to ambush: no encounter if the party does not enter');
  });
});

describe('a return visit (text 958-963)', () => {
  it('finds the monsters rolled only 1 in 2', () => {
    // Table 22 cavern 20 (small animal), Table 23 01 (dire rat), 2d4 = 1 + 2, then the return
    // visit's d2 = 2: gone.
    const ctx = ctxOf([20, 1, 1, 2, 2], { visit: 'return' });
    const s = room(ctx, 4, 4, 'cavern');
    ctx.family.set(s.id, 'cavern');
    addMonster(ctx, s, false, 'test');
    expect(s.contents.some((c) => c.kind === 'monster')).toBe(false);
    expect(s.contents.some((c) => c.kind === 'note' && /gone \(return visit\)/.test(c.text))).toBe(
      true,
    );
  });
});

describe('Table 1: what is in a wilderness cave', () => {
  it.each([
    [1, 'table-1-terminal-passage'],
    [3, 'table-1-terminal-passage'],
    [4, 'table-1-passage'],
    [5, 'big-cave'],
  ])('d6 %i: %s, and the cave is no known dungeon', (r, word) => {
    const ctx = ctxOf([r]);
    expect(rollBeyond(ctx, 'table-1')).toBe(word);
    expect(ctx.wildCave).toBe(true);
  });
  it('d6 6: a dungeon entrance, d6 1-4 cavern, 5 corridor, 6 steps down', () => {
    for (const [sub, word] of [
      [4, 'cavern'],
      [5, 'corridor'],
      [6, 'steps-down'],
    ] as const) {
      const ctx = ctxOf([6, sub]);
      expect(rollBeyond(ctx, 'table-1')).toBe(word);
      expect(ctx.wildCave).toBeUndefined();
    }
  });
  it('the big cave rolls its exits at -2: a 6 becomes 4 (door or room), a 3 becomes 1 (cavern)', () => {
    const ctx = ctxOf([6, 6]);
    ctx.exitModifier = -2;
    expect(table5(ctx, 'd6')).toEqual({ door: 'none', beyond: 'room', backup: 'table-5' });
    const ctx2 = ctxOf([3]);
    ctx2.exitModifier = -2;
    expect(table5(ctx2, 'd6')?.beyond).toBe('cavern');
  });
  it('a wilderness cave that is only a terminal passage ends the crawl', () => {
    for (let i = 0; i < 6; i++) {
      const { plan } = runTiles({
        seed: `wc${i}`,
        step: 40,
        options: { entry: 'wilderness-cave' },
      });
      const first = plan.log[1]!.rolls[0]!;
      expect(first.table).toBe('Table 1 what is in the cave');
      if (first.result === 'terminal-passage') expect(plan.steps).toBe(1);
    }
  });
});

describe('Table 27 and searching', () => {
  it('a 20 x 20 ft bunkroom: 4 cots, 1 chair; weapons and sacks per bed; coins per 10-ft square', () => {
    // Four beds, each a weapon d2 (1 = yes, then its d6) and a sack d2 (1 = yes): sword, sword
    // and a sack, dagger, nothing; a table (d3 1 = yes); four squares of loose coins (only the
    // first hits: cp 4, sp d3 = 3 gives 2, gp 6 = none); the gem d18 = 18, none.
    const ctx = ctxOf([1, 1, 2, 1, 2, 1, 1, 6, 2, 2, 2, 1, 1, 4, 3, 6, 2, 2, 2, 18]);
    const s = room(ctx, 4, 4);
    bunkroomItems(ctx, s, true);
    const note = s.contents.find((c) => c.kind === 'note');
    expect(note).toEqual({
      kind: 'note',
      text: 'Table 27: 4 cots; 1 chairs; weapons: sword, sword, dagger; 1 sacks (most empty or worthless); a table and chairs',
    });
    const loose = s.contents.find((c) => c.kind === 'treasure');
    expect(
      loose && loose.kind === 'treasure' ? loose.items.map((i) => [i.kind, i.amount]) : [],
    ).toEqual([
      ['cp', 4],
      ['sp', 2],
    ]);
  });
  it('search: DC 20 + level, a 5-ft square a round, take 20 about 3 h for 40 x 40 ft', () => {
    const ctx = ctxOf([]);
    expect(searchNote(room(ctx, 8, 8))).toBe(
      'search DC 21: one searcher 64 rounds, take 20 about 3 h',
    );
  });
});
