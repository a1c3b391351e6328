/**
 * `beadsIn` answers the first ask after a bead change with a scan for that place, and later asks
 * at the same revision from its by-place map: both must give a pass over every bead's answer.
 */
import { describe, expect, it } from 'vitest';
import { beadsIn } from '../../../../src/hthad/2008/monsters/state';
import { fixture } from './fixture';

describe('beadsIn first and repeated asks', () => {
  it('agree with a pass over the beads, before and after each change', () => {
    const f = fixture();
    const a = f.group('delvers', 'dwarves', 0, 2, 1);
    const ids = f.rooms.map((r) => r.id);
    const scan = (place: string): string[] =>
      f.h.world.tokens.filter((t) => t.place === place).map((t) => t.id);
    const view = (place: string): string[] => beadsIn(f.h, place).map((t) => t.id);
    const everyPlaceTwice = (): void => {
      for (const id of ids) expect(view(id)).toEqual(scan(id));
      for (const id of ids) expect(view(id)).toEqual(scan(id));
    };
    everyPlaceTwice();
    const bead = f.h.world.tokens.find((t) => t.owner === a.id && t.kind === 'population')!;
    f.h.moveToken(bead.id, ids[1]!);
    // The first ask after the move is the place just left, then the one entered.
    expect(view(ids[0]!)).toEqual(scan(ids[0]!));
    expect(view(ids[1]!)).toEqual([bead.id]);
    everyPlaceTwice();
    const made = f.h.addToken('treasure', 'loot', null, ids[1]!);
    expect(view(ids[1]!)).toEqual([bead.id, made]);
    everyPlaceTwice();
    f.h.destroyToken(bead.id);
    expect(view(ids[1]!)).toEqual([made]);
    everyPlaceTwice();
  });
});
