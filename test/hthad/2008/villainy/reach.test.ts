/**
 * Adventurers reach the villain (hthad-2008-rules.txt, "Adventurers": "If there is no passage
 * from the surface to the dungeon level, create a tunnel connecting the two"): a passage counts
 * only if the party can walk it, so a villain whose only way runs through a surface site (a
 * fallen star's crater) is dug to, as one with no way at all is.
 */
import { describe, expect, it } from 'vitest';
import { walkFrom } from '../../../../src/hthad/2008/monsters/adventurers';
import { pt, rectAt } from '../../../../src/hthad/world';
import { fixture } from '../monsters/fixture';

describe('the way to the villain', () => {
  it('does not run on through a surface site', () => {
    const f = fixture();
    const last = f.rooms.at(-1)!;
    const crater = f.h.site.addPlace(
      { kind: 'surface-site', role: 'crater', shape: rectAt(pt(22, 10), 1, 1), joinTunnels: false },
      f.h.stamp,
    );
    const lair = f.h.site.addPlace(
      { kind: 'room', role: 'villain-lair', shape: rectAt(pt(25, 10), 1, 1), joinTunnels: false },
      f.h.stamp,
    );
    for (const [a, b] of [
      [last, crater],
      [crater, lair],
    ] as const)
      f.h.site.addTunnel(
        {
          style: 'natural',
          role: 'tunnel',
          path: [pt(a === last ? 18 : 22, 10), pt(a === last ? 22 : 25, 10)],
          from: a.id,
          to: b.id,
        },
        f.h.stamp,
      );
    const reach = walkFrom(f.h, f.entrance.id);
    expect(reach.has(last.id)).toBe(true);
    expect(reach.has(crater.id)).toBe(true);
    expect(reach.has(lair.id)).toBe(false);
    // The tunnel graph alone joins them: the old test, which let the party dig nothing.
    expect(f.h.site.graph().connected(f.entrance.id, lair.id)).toBe(true);
  });
});
