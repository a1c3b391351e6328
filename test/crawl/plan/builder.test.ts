/**
 * The plan builder's checkpoint and rollback: a layout taken back leaves the plan as it was,
 * ids included, while the dice rolled for it stay in the step's log.
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/core/rng';
import { PlanBuilder } from '../../../src/crawl/plan/builder';
import { rectCells } from '../../../src/crawl/plan/geometry';
import { openBetween } from '../../../src/crawl/plan/layout';

const TABLE = [{ lo: 1, hi: 20, kind: 'any' }] as const;

function builder() {
  const rng = createRng('rollback');
  const b = new PlanBuilder(rng, rng.fork('flavour'), {
    width: 40,
    height: 30,
    cellFeet: 5,
    squareCells: 2,
  });
  b.beginStep(1, 'e0', 1);
  const a = b.addSpace({
    kind: 'room',
    level: 1,
    cells: rectCells(2, 2, 5, 5),
    shape: 'square',
    size: '20 ft x 20 ft',
    note: 'room',
    numbered: true,
  });
  const door = b.addPortal({ kind: 'door', level: 1, from: a.id, to: null, edges: [] });
  return { b, a, door };
}

describe('PlanBuilder checkpoint and rollback', () => {
  it('takes back spaces, portals, exits, features, destinations and notes; keeps the rolls', () => {
    const { b, a, door } = builder();
    const snapshot = JSON.stringify([b.spaces, b.portals, b.frontier, b.levels]);
    const cp = b.checkpoint();
    b.table('T', 'd20', TABLE);
    const s = b.addSpace({
      kind: 'passage',
      level: 1,
      cells: rectCells(6, 3, 9, 4),
      shape: 'band',
      size: '10 ft wide',
      note: '',
      numbered: false,
    });
    openBetween(b, a, s);
    door.to = s.id;
    b.addFeature(a, { kind: 'well', cells: [{ x: 3, y: 3 }], note: 'well', lightFeet: 0 });
    b.addExit({ kind: 'x', level: 1, from: s.id, portal: null, cells: [], dir: 'e' } as never);
    b.note('laid');
    b.fallback('tried');
    b.rollback(cp);
    expect(JSON.stringify([b.spaces, b.portals, b.frontier, b.levels])).toBe(snapshot);
    expect(b.free(1, rectCells(6, 3, 9, 4))).toBe(true);
    // Ids and room numbers are given again as if nothing had been laid.
    const again = b.addSpace({
      kind: 'room',
      level: 1,
      cells: rectCells(10, 10, 11, 11),
      shape: 'square',
      size: '10 ft x 10 ft',
      note: 'room',
      numbered: true,
    });
    expect([again.id, again.number]).toEqual(['s2', 2]);
    const rec = b.endStep();
    expect(rec.rolls.map((r) => r.table)).toEqual(['T']);
    expect(rec.fallbacks).toEqual([]);
    expect(rec.summary).toBe('');
    expect(rec.spaces).toEqual(['s1', 's2']);
  });
});
