/**
 * The late ages share a few cached lists (the active groups, a zone's places in id order, a
 * group's places): a list once handed out never changes, and a change makes a new one.
 */
import { describe, expect, it } from 'vitest';
import { saveZoc, zoc } from '../../../../src/hthad/2008/monsters/space';
import {
  activeGroups,
  activeList,
  changedHoldings,
  groupPlaces,
  sortedZoc,
  wgroup,
} from '../../../../src/hthad/2008/monsters/state';
import { fixture } from './fixture';

describe('shared late-age lists', () => {
  it('a zone’s sorted places are worked out once per zone and follow a new zone', () => {
    const f = fixture();
    const a = f.group('delvers', 'dwarves', 0, 2, 0);
    const z = zoc(f.h, a);
    const sorted = sortedZoc(f.h, a, z);
    expect(sorted).toEqual([...z].sort());
    expect(sortedZoc(f.h, a, zoc(f.h, a))).toBe(sorted);
    saveZoc(f.h, f.s);
    expect(wgroup(f.h, a.id).zoc).toBe(sorted);
    // A patrol widens the zone: a new set, a new list; the old list stays as it was.
    const before = [...sorted];
    a.zocExtra.push(f.rooms[5]!.id);
    const wider = zoc(f.h, a);
    expect(wider).not.toBe(z);
    expect(sortedZoc(f.h, a, wider)).toEqual([...wider].sort());
    expect(sorted).toEqual(before);
    // A zone that is no longer the group's own is still sorted right.
    expect(sortedZoc(f.h, a, z)).toEqual(before);
  });

  it('beads coming and going at held places keep a group’s places; a new place does not', () => {
    const f = fixture();
    const a = f.group('breeders', 'goblins', 0, 2, 0);
    const places = groupPlaces(f.h, a.id);
    f.h.addToken('population', 'monster', a.id, places[0]!);
    expect(groupPlaces(f.h, a.id)).toBe(places);
    f.h.addToken('population', 'monster', a.id, f.rooms[3]!.id);
    expect(groupPlaces(f.h, a.id)).toEqual([...places, f.rooms[3]!.id].sort());
  });

  it('the active list is a snapshot: a fallen group makes a new one', () => {
    const f = fixture();
    const a = f.group('delvers', 'dwarves', 0, 2, 0);
    const b = f.group('breeders', 'goblins', 4, 2, 0);
    const list = activeList(f.h, f.s);
    expect(list).toEqual([a, b]);
    expect(activeGroups(f.h, f.s)).not.toBe(list);
    expect(activeGroups(f.h, f.s, (g) => g.kind === 'breeders')).toEqual([b]);
    wgroup(f.h, a.id).state = 'abandoned';
    changedHoldings(f.h, a.id);
    expect(activeList(f.h, f.s)).toEqual([b]);
    expect(list).toEqual([a, b]);
  });
});
