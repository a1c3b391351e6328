/**
 * The rule code's views of the beads (the beads in a place, loose loot) are cached or read from
 * the owners' lists: each must give what a pass over every bead gives, after every change.
 */
import { describe, expect, it } from 'vitest';
import { beadsIn, inTomb, looseLoot } from '../../../../src/hthad/2008/monsters/state';
import { fixture } from './fixture';

describe('bead views', () => {
  it('the beads in a place follow every bead change, in page order', () => {
    const f = fixture();
    const a = f.group('delvers', 'dwarves', 0, 2, 1);
    const [r0, r1] = f.rooms.map((r) => r.id);
    const scan = (place: string): string[] =>
      f.h.world.tokens.filter((t) => t.place === place).map((t) => t.id);
    const view = (place: string): string[] => beadsIn(f.h, place).map((t) => t.id);
    expect(view(r0!)).toEqual(scan(r0!));
    expect(view(r0!)).toHaveLength(3);
    expect(view(r1!)).toEqual([]);
    const bead = f.h.world.tokens.find((t) => t.owner === a.id && t.kind === 'population')!;
    f.h.moveToken(bead.id, r1!);
    expect(view(r0!)).toEqual(scan(r0!));
    expect(view(r1!)).toEqual([bead.id]);
    const made = f.h.addToken('treasure', 'loot', null, r1!);
    expect(view(r1!)).toEqual([bead.id, made]);
    f.h.destroyToken(bead.id);
    expect(view(r1!)).toEqual([made]);
    expect(view(r0!)).toEqual(scan(r0!));
  });

  it('loose loot is the unowned treasure not set aside, in page order', () => {
    const f = fixture();
    f.group('delvers', 'dwarves', 0, 1, 1);
    const [r0, r1, r2] = f.rooms;
    const x = f.h.addToken('treasure', 'loot', null, r1!.id);
    const y = f.h.addToken('treasure', 'loot', null, r2!.id);
    f.h.addToken('population', 'monster', null, r1!.id);
    const z = f.h.addToken('treasure', 'loot', null, r1!.id);
    expect(looseLoot(f.h, f.s, () => true).map((t) => t.id)).toEqual([x, y, z]);
    f.s.setAside.push(z);
    expect(looseLoot(f.h, f.s, (p) => p === r1!.id).map((t) => t.id)).toEqual([x]);
    expect(looseLoot(f.h, f.s, (p) => p === r0!.id)).toEqual([]);
    r2!.marks.push('tomb');
    expect(inTomb(f.h, r2!.id)).toBe(true);
    expect(inTomb(f.h, r1!.id)).toBe(false);
  });
});
