/**
 * Who holds what is cached (a group's places, zones of control, every group's places): each
 * cache must follow the change that makes it stale — a bead moved, a place's owner or a
 * group's home changed in place, a new tunnel, a wider reach, a patrol.
 */
import { describe, expect, it } from 'vitest';
import { pt } from '../../../../src/hthad/world';
import { zoc } from '../../../../src/hthad/2008/monsters/space';
import {
  changedHoldings,
  groupPlaces,
  heldInOrder,
  placesByGroup,
  wgroup,
} from '../../../../src/hthad/2008/monsters/state';
import { fixture } from './fixture';

describe('cached holdings', () => {
  it('a group’s places follow its beads as they move, and only its own beads', () => {
    const f = fixture();
    const a = f.group('delvers', 'dwarves', 0, 2, 0);
    const b = f.group('breeders', 'goblins', 4, 2, 0);
    const [r0, r1, , , r4] = f.rooms.map((r) => r.id);
    expect(groupPlaces(f.h, a.id)).toContain(r0);
    const bBefore = groupPlaces(f.h, b.id);
    const bead = f.h.world.tokens.find((t) => t.owner === a.id && t.place === r0)!;
    f.h.moveToken(bead.id, r1!);
    expect(groupPlaces(f.h, a.id)).toContain(r1);
    // b's beads did not change: the same cached list.
    expect(groupPlaces(f.h, b.id)).toBe(bBefore);
    expect(groupPlaces(f.h, b.id)).toContain(r4);
    // A bead changing hands changes both owners' places.
    f.h.moveToken(bead.id, r0!, { owner: b.id });
    expect(groupPlaces(f.h, b.id)).toEqual([...bBefore, r0!].sort());
    expect(placesByGroup(f.h).get(b.id)?.has(r0!)).toBe(true);
    expect(groupPlaces(f.h, a.id)).not.toContain(r1);
  });

  it('an owner or home changed in place is seen once reported', () => {
    const f = fixture();
    const a = f.group('alpha', 'dragon', 0, 1, 0);
    const r5 = f.rooms[5]!;
    expect(groupPlaces(f.h, a.id)).not.toContain(r5.id);
    r5.owner = a.id;
    changedHoldings(f.h, null, a.id);
    expect(groupPlaces(f.h, a.id)).toContain(r5.id);
    expect(placesByGroup(f.h).get(a.id)?.has(r5.id)).toBe(true);
    wgroup(f.h, a.id).home = f.rooms[3]!.id;
    changedHoldings(f.h, a.id);
    expect(groupPlaces(f.h, a.id)).toContain(f.rooms[3]!.id);
  });

  it('a place changing hands is seen by its old owner and its new one, and no one else', () => {
    const f = fixture();
    const a = f.group('alpha', 'dragon', 0, 1, 0);
    const b = f.group('breeders', 'goblins', 2, 1, 0);
    const c = f.group('delvers', 'dwarves', 4, 1, 0);
    const r5 = f.rooms[5]!;
    r5.owner = a.id;
    changedHoldings(f.h, null, a.id);
    expect(groupPlaces(f.h, a.id)).toContain(r5.id);
    const cPlaces = groupPlaces(f.h, c.id);
    r5.owner = b.id;
    changedHoldings(f.h, a.id, b.id);
    expect(groupPlaces(f.h, a.id)).not.toContain(r5.id);
    expect(groupPlaces(f.h, b.id)).toContain(r5.id);
    // A group not named keeps the very list it had: nothing of its own changed.
    expect(groupPlaces(f.h, c.id)).toBe(cPlaces);
  });

  it('a zone of control grows with reach, patrols and new tunnels', () => {
    const f = fixture();
    const a = f.group('breeders', 'goblins', 0, 2, 0);
    a.zocRadius = 0;
    const z0 = zoc(f.h, a);
    expect(zoc(f.h, a)).toBe(z0);
    a.zocRadius = 4;
    const z1 = zoc(f.h, a);
    expect(z1.size).toBeGreaterThan(z0.size);
    a.zocExtra.push(f.rooms[5]!.id);
    expect(zoc(f.h, a).has(f.rooms[5]!.id)).toBe(true);
    // A new room joined by a tunnel right next to the lair comes into reach.
    const near = f.h.site.addPlace(
      {
        kind: 'room',
        role: 'dungeon-room',
        shape: { kind: 'rect', x: 3, y: 12, w: 1, h: 1 },
        joinTunnels: false,
      },
      f.h.stamp,
    );
    f.h.site.addTunnel(
      {
        style: 'natural',
        role: 'tunnel',
        path: [pt(3.5, 10.5), pt(3.5, 12.5)],
        from: f.rooms[0]!.id,
        to: near.id,
      },
      f.h.stamp,
    );
    expect(zoc(f.h, a).has(near.id)).toBe(true);
  });

  it('holding order is kept while beads come and go at held places, and redone when it changes', () => {
    const f = fixture();
    const a = f.group('delvers', 'dwarves', 0, 2, 1);
    const [r0, r1, r2, , , r5] = f.rooms.map((r) => r.id);
    // Owned places in page order, then where the beads lie, then the home: first occurrences.
    const expected = (): string[] => {
      const out = new Set<string>();
      for (const p of f.h.world.places) if (p.owner === a.id) out.add(p.id);
      for (const t of f.h.world.tokens) if (t.owner === a.id) out.add(t.place);
      const home = wgroup(f.h, a.id).home;
      if (home) out.add(home);
      return [...out];
    };
    const before = heldInOrder(f.h, a.id);
    expect(before).toEqual(expected());
    // A new bead where the group already is: the very same list.
    f.h.addToken('population', 'monster', a.id, r0!);
    expect(heldInOrder(f.h, a.id)).toBe(before);
    // A bead at a new place, then a place owned (owned places come first).
    const bead = f.h.world.tokens.find((t) => t.owner === a.id && t.kind === 'population')!;
    f.h.moveToken(bead.id, r2!);
    expect(heldInOrder(f.h, a.id)).toEqual(expected());
    f.rooms[5]!.owner = a.id;
    changedHoldings(f.h, null, a.id);
    expect(heldInOrder(f.h, a.id)).toEqual(expected());
    expect(heldInOrder(f.h, a.id)[0]).toBe(r5);
    // The place given up again: gone from both lists.
    f.rooms[5]!.owner = null;
    changedHoldings(f.h, a.id);
    expect(heldInOrder(f.h, a.id)).toEqual(expected());
    expect(groupPlaces(f.h, a.id)).not.toContain(r5);
    // The bead back home: the order is as at first.
    f.h.moveToken(bead.id, r0!);
    expect(heldInOrder(f.h, a.id)).toEqual(before);
    expect(groupPlaces(f.h, a.id)).not.toContain(r1);
  });
});
