/**
 * Delvers (hthad-2008-rules.txt): "Re-draw any natural caves or tunnels in the ZOC as improved
 * tunnels in pen", and the Dungeon Master's enslaved delvers with no ○ "may be moved to a
 * location where they can mine an ore pocket", digging a 1○ for him each turn thereafter.
 */
import { describe, expect, it } from 'vitest';
import { fixture } from './fixture';
import { improveTunnels } from '../../../../src/hthad/2008/monsters/improved-tunnels';
import { delverSeason, mine, touchingOre } from '../../../../src/hthad/2008/monsters/delvers';
import { moveToOrePocket } from '../../../../src/hthad/2008/villainy/ore-pocket';
import { newVillain } from '../../../../src/hthad/2008/villainy/types';
import { home, loot, pop } from '../../../../src/hthad/2008/monsters/state';
import { countTokens, pt, rectAt } from '../../../../src/hthad/world';

const styleBetween = (f: ReturnType<typeof fixture>, a: number, b: number): string =>
  f.h.world.tunnels.find(
    (t) => t.stops[0]!.place === f.rooms[a]!.id && t.stops.at(-1)!.place === f.rooms[b]!.id,
  )!.style;

describe('delvers redraw natural caves and tunnels in their ZOC as improved tunnels', () => {
  it('natural tunnels with both ends in the ZOC turn to pen; those reaching beyond stay pencil', () => {
    const f = fixture([]);
    const g = f.group('delvers', 'dwarves', 2, 2, 2);
    g.zocRadius = 4; // rooms 1, 2 and 3
    const cave = f.h.site.addPlace(
      { kind: 'cave', role: 'natural-cave', shape: rectAt(pt(9, 12), 1, 1), joinTunnels: false },
      f.h.stamp,
    );
    f.h.site.addTunnel(
      {
        style: 'natural',
        role: 'tunnel',
        path: [pt(9, 10), pt(9, 12)],
        from: f.rooms[2]!.id,
        to: cave.id,
      },
      f.h.stamp,
    );
    const ids = improveTunnels(f.h, f.s, g);
    expect(styleBetween(f, 1, 2)).toBe('dwarven');
    expect(styleBetween(f, 2, 3)).toBe('dwarven');
    expect(styleBetween(f, 3, 4)).toBe('natural');
    expect(styleBetween(f, 0, 1)).toBe('natural');
    expect(cave.marks).toContain('improved');
    expect(ids).toContain(cave.id);
    const e = f.h.events.at(-1)!;
    expect(e.rule).toBe('delvers-improve');
    expect(e.actors).toEqual([g.id]);
    // A second pass has nothing left to redraw.
    expect(improveTunnels(f.h, f.s, g)).toEqual([]);
  });
  it('happens in the delver season', () => {
    const f = fixture([]);
    const g = f.group('delvers', 'dwarves', 2, 2, 2);
    g.zocRadius = 4;
    delverSeason(f.h, f.s, g);
    const e = f.h.events.find((x) => x.rule === 'delvers-improve');
    expect(e).toBeDefined();
    expect(styleBetween(f, 1, 2)).toBe('dwarven');
  });
});

describe('enslaved delvers are moved to an ore pocket', () => {
  function setup() {
    const f = fixture([]);
    const dm = f.group('villain', 'dungeon-master', 0, 3, 0, 'chaotic');
    const v = {
      ...newVillain('dungeon-master'),
      group: dm.id,
      name: 'Vorax',
      lair: f.rooms[0]!.id,
    };
    const g = f.group('delvers', 'dwarves', 1, 2, 0);
    g.enslaved = true;
    const ore = f.h.site.addFeature(
      {
        kind: 'gold-vein',
        shape: { kind: 'polyline', points: [pt(14, 15), pt(16, 16)], width: 0.3 },
        amount: 3,
      },
      f.h.stamp,
    );
    return { f, v, g, ore };
  }
  it('delvers with no ore in reach move, beads and all, to a new mine by the nearest ore', () => {
    const { f, v, g } = setup();
    expect(touchingOre(f.h, g)).toBeNull();
    const before = countTokens(f.h.world);
    const room = moveToOrePocket(f.h, v, g)!;
    expect(room).not.toBeNull();
    expect(home(f.h, g.id).id).toBe(room);
    expect(f.h.world.tokens.filter((t) => t.owner === g.id).every((t) => t.place === room)).toBe(
      true,
    );
    expect(pop(f.h, g.id)).toBe(2);
    expect(countTokens(f.h.world)).toEqual(before);
    const e = f.h.events.at(-1)!;
    expect(e.rule).toBe('dm-ore-pocket');
    expect(e.actors).toEqual([v.group, g.id]);
    expect(e.tokens.filter((d) => d.op === 'move')).toHaveLength(2);
    // There they can mine: each turn a 1 bead area and 1○.
    expect(touchingOre(f.h, g)).not.toBeNull();
    expect(mine(f.h, g)).toBe(true);
  });
  it('delvers already touching ore stay where they are', () => {
    const { f, v, g, ore } = setup();
    ore.shape = { kind: 'polyline', points: [pt(6, 10.8), pt(7, 11)], width: 0.3 };
    expect(touchingOre(f.h, g)).not.toBeNull();
    expect(moveToOrePocket(f.h, v, g)).toBeNull();
    expect(home(f.h, g.id).id).toBe(f.rooms[1]!.id);
    expect(loot(f.h, g.id)).toBe(0);
  });
});
