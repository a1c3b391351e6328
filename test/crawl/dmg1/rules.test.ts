/**
 * Rule behaviour with scripted dice: a die result goes in, the outcome the appendix describes
 * comes out (dmg1-appendix-a.txt). The setup is one east-running 10-ft passage whose next check
 * stands at x = 36; "left" of east is north.
 */
import { describe, expect, it } from 'vitest';
import { fromSpans, rectCells } from '../../../src/crawl/plan/geometry';
import type { Space } from '../../../src/crawl/plan/types';
import {
  rollContents,
  rollTreasure,
  treasureNote,
  treasureWorth,
} from '../../../src/crawl/dmg1/contents';
import { GEM_VALUES } from '../../../src/crawl/dmg1/monsters';
import { makeDoor } from '../../../src/crawl/dmg1/context';
import { buildCave, magicPool } from '../../../src/crawl/dmg1/caves';
import {
  followPassage,
  leaveRoom,
  openDoor,
  periodicCheck,
} from '../../../src/crawl/dmg1/passages';
import { buildRoom, rollExitCount, rollUnusualArea } from '../../../src/crawl/dmg1/rooms';
import { rolls, setup } from './helpers';

const newest = (ctx: ReturnType<typeof setup>['ctx']): Space =>
  ctx.b.spaces[ctx.b.spaces.length - 1]!;
const len = (s: Space): number => fromSpans(s.spans).length;

describe('Table I: periodic check', () => {
  it('1-2: the passage continues 60 ft and is checked again there', () => {
    const { ctx, walk } = setup([1]);
    periodicCheck(ctx, walk);
    const seg = newest(ctx);
    expect(len(seg)).toBe(12 * 2); // 60 ft of 5-ft cells, 10 ft wide
    expect(ctx.b.frontier).toHaveLength(1);
    expect(ctx.b.frontier[0]).toMatchObject({
      kind: 'passage',
      dir: 'e',
      cells: [
        { x: 48, y: 30 },
        { x: 48, y: 31 },
      ],
    });
  });
  it('3-5 with II ahead: a door across the passage, nothing more checked', () => {
    const { ctx, walk } = setup([3, 13]);
    periodicCheck(ctx, walk);
    expect(ctx.b.portals.map((p) => p.kind)).toEqual(['door']);
    expect(ctx.b.frontier).toMatchObject([{ kind: 'door', dir: 'e', ahead: true }]);
    expect(rolls(ctx)).toEqual(['I:3=door', 'II location:13=ahead']);
  });
  it('3-5 with II left: a door in the left wall, an immediate re-check ignored unless a door, passage on 30 ft past it', () => {
    const { ctx, walk } = setup([4, 1, 1]);
    periodicCheck(ctx, walk);
    const door = ctx.b.frontier.find((e) => e.kind === 'door')!;
    expect(door.dir).toBe('n');
    const on = ctx.b.frontier.find((e) => e.kind === 'passage')!;
    expect(on.dir).toBe('e');
    expect(on.cells[0]!.x).toBe(36 + 2 + 6); // 10 ft stretch with the door, then 30 ft
    expect(rolls(ctx)).toEqual(['I:4=door', 'II location:1=left', 'I:1=continue']);
  });
  it('3-5 twice: a second door when the re-check shows a door again', () => {
    const { ctx, walk } = setup([5, 7, 3, 13]);
    periodicCheck(ctx, walk);
    expect(ctx.b.frontier.filter((e) => e.kind === 'door').map((e) => e.dir)).toEqual(['s', 'e']);
  });
  it('6-10 with III four-way: branches left and right, and the passage goes on', () => {
    const { ctx, walk } = setup([8, 16, 1]);
    periodicCheck(ctx, walk);
    expect(ctx.b.frontier.map((e) => e.dir).sort()).toEqual(['e', 'n', 's']);
  });
  it('6-10 with III "T": left and right only', () => {
    const { ctx, walk } = setup([6, 11, 1]);
    periodicCheck(ctx, walk);
    expect(ctx.b.frontier.map((e) => e.dir).sort()).toEqual(['n', 's']);
  });
  it('6-10 with III left 45 ahead: a north-east branch (left of east, ahead)', () => {
    const { ctx, walk } = setup([10, 5, 1]);
    periodicCheck(ctx, walk);
    expect(ctx.b.frontier.map((e) => e.dir).sort()).toEqual(['e', 'ne']);
  });
  it('6-10 with III.A 20 ft: the side passage is 20 ft wide', () => {
    const { ctx, walk } = setup([6, 3, 13]);
    periodicCheck(ctx, walk);
    const branch = ctx.b.frontier.find((e) => e.dir === 's')!;
    expect(branch.width).toBe(4);
  });
  it('11-13 with IV right 90: the passage turns south', () => {
    const { ctx, walk } = setup([12, 11, 1]);
    periodicCheck(ctx, walk);
    expect(ctx.b.frontier).toMatchObject([{ kind: 'passage', dir: 's', width: 2 }]);
  });
  it('11-13 with IV left 45 behind: the passage heads north-west', () => {
    const { ctx, walk } = setup([13, 10, 1]);
    periodicCheck(ctx, walk);
    expect(ctx.b.frontier[0]!.dir).toBe('nw');
  });
  it('14-16: a chamber at the end of the passage (Table V square 20 x 20 for 1-2)', () => {
    const { ctx, walk } = setup([14, 1, 1, 20, 20, 1]);
    periodicCheck(ctx, walk);
    const ch = ctx.b.spaces.find((s) => s.kind === 'chamber')!;
    expect(ch.size).toBe('20 ft x 20 ft');
    expect(len(ch)).toBe(16);
  });
  it('17 with VI 1-5: stairs down one level, with the 1 in 20 egress door check', () => {
    const { ctx, walk } = setup([17, 3, 1]);
    periodicCheck(ctx, walk);
    const stairs = ctx.b.portals.find((p) => p.kind === 'stairs-down')!;
    expect(stairs.toLevel).toBe(2);
    expect(stairs.state.closesEgress).toBe(true);
    expect(ctx.b.frontier).toMatchObject([{ kind: 'descent', toLevel: 2 }]);
  });
  it('18: a dead end whose left wall hides a secret door on 1-5', () => {
    const { ctx, walk } = setup([18, 5, 6, 20]);
    periodicCheck(ctx, walk);
    expect(ctx.b.portals.map((p) => p.kind)).toEqual(['secret-door']);
    expect(ctx.b.frontier).toMatchObject([{ kind: 'door', dir: 'n' }]);
  });
  it('19 with VII 6-7: a pit, and the passage goes on 30 ft', () => {
    const { ctx, walk, corridor } = setup([19, 7]);
    periodicCheck(ctx, walk);
    expect(corridor.contents).toMatchObject([{ kind: 'trap', name: 'pit' }]);
    expect(ctx.b.frontier).toMatchObject([{ kind: 'passage', dir: 'e' }]);
  });
  it('20: a wandering monster, then an immediate check of what lies ahead', () => {
    const { ctx, walk, corridor } = setup([20, 2]);
    periodicCheck(ctx, walk);
    expect(corridor.contents).toMatchObject([{ kind: 'monster', role: 'wandering' }]);
    expect(rolls(ctx)).toEqual(['I:20=wandering-monster', 'I:2=continue']);
  });
});

describe('Table VI: stairs', () => {
  it.each([
    [6, 'stairs-down', 3],
    [7, 'stairs-down', 4],
  ])('VI %i gives %s to level %i', (roll, kind, level) => {
    const { ctx, walk } = setup([17, roll, 20], { maxLevel: 10 });
    periodicCheck(ctx, walk);
    expect(ctx.b.portals.find((p) => p.kind === kind)!.toLevel).toBe(level);
  });
  it('8: up one level from level 1 leads to the surface (no exit)', () => {
    const { ctx, walk } = setup([17, 8]);
    periodicCheck(ctx, walk);
    expect(ctx.b.portals.find((p) => p.kind === 'stairs-up')!.toLevel).toBe(0);
    expect(ctx.b.frontier).toHaveLength(0);
  });
  it('9: stairs up to a dead end, with a chute down 2 on 1 in 6', () => {
    const { ctx, walk } = setup([17, 9, 1]);
    periodicCheck(ctx, walk);
    expect(ctx.b.portals.find((p) => p.kind === 'chute')!.toLevel).toBe(3);
  });
  it('10: stairs down to a dead end, no chute on 2-6', () => {
    const { ctx, walk } = setup([17, 10, 2]);
    periodicCheck(ctx, walk);
    expect(ctx.b.portals.some((p) => p.kind === 'chute')).toBe(false);
  });
  it.each([
    [11, 'chimney', 0],
    [13, 'chimney', 3],
    [14, 'trap-door', 2],
    [17, 'trap-door', 3],
  ])('VI %i: a %s to level %i and the passage goes on 30 ft', (roll, kind, level) => {
    const { ctx, walk } = setup([17, roll, 1]);
    periodicCheck(ctx, walk);
    expect(ctx.b.portals.find((p) => p.kind === kind)!.toLevel).toBe(level);
    expect(ctx.b.frontier.some((e) => e.kind === 'passage')).toBe(true);
  });
  it('18-20: up 1 then down 2, a chamber waits at the end on level 2', () => {
    const { ctx, walk } = setup([17, 19]);
    periodicCheck(ctx, walk);
    expect(ctx.b.frontier).toMatchObject([{ kind: 'descent', toLevel: 2, arrival: 'chamber' }]);
  });
});

describe('Table VII: tricks and traps', () => {
  it('1-5: a secret door found by a non-elf on 1-3, then Table II places it', () => {
    const { ctx, walk } = setup([19, 2, 3, 13]);
    periodicCheck(ctx, walk);
    expect(ctx.b.portals.map((p) => p.kind)).toEqual(['secret-door']);
  });
  it('1-5: not found (4+ for a non-elf) counts as a pit', () => {
    const { ctx, walk, corridor } = setup([19, 1, 4]);
    periodicCheck(ctx, walk);
    expect(corridor.contents).toMatchObject([{ kind: 'trap', name: 'pit' }]);
  });
  it('1-5: an elf finds it on 5', () => {
    const { ctx, walk } = setup([19, 1, 5, 13], { searcher: 'elf' });
    periodicCheck(ctx, walk);
    expect(ctx.b.portals.map((p) => p.kind)).toEqual(['secret-door']);
  });
  it.each([
    [8, 'spiked pit'],
    [12, 'sliding wall'],
    [13, 'oil and cinder'],
    [14, 'crushing pit'],
  ])('VII %i: %s', (roll, name) => {
    const { ctx, walk, corridor } = setup([19, roll]);
    periodicCheck(ctx, walk);
    expect(corridor.contents.map((c) => (c.kind === 'trap' ? c.name : ''))).toContain(name);
  });
  it('15: an arrow trap firing 1-3 arrows, poisoned on 1 in 20', () => {
    const { ctx, walk, corridor } = setup([19, 15, 3, 1]);
    periodicCheck(ctx, walk);
    expect(corridor.contents).toMatchObject([
      { kind: 'trap', name: 'arrow trap', detail: '3 arrows, poisoned' },
    ]);
  });
  it('15: one arrow is one arrow', () => {
    const { ctx, walk, corridor } = setup([19, 15, 1, 2]);
    periodicCheck(ctx, walk);
    expect(corridor.contents).toMatchObject([
      { kind: 'trap', name: 'arrow trap', detail: '1 arrow' },
    ]);
  });
  it('9: a door ahead into a 20 x 20 room that sinks one level', () => {
    const { ctx, walk } = setup([19, 9]);
    periodicCheck(ctx, walk);
    const room = ctx.b.spaces.find((s) => s.note === 'elevator room')!;
    expect(len(room)).toBe(16);
    expect(ctx.b.portals.find((p) => p.kind === 'elevator')!.toLevel).toBe(2);
  });
  it('11: the elevator sinks 2-5 levels (d4+1)', () => {
    const { ctx, walk } = setup([19, 11, 4]);
    periodicCheck(ctx, walk);
    expect(ctx.b.portals.find((p) => p.kind === 'elevator')!.toLevel).toBe(6);
  });
  it('17: gas over the next 60 ft, by Table VII.A (13: sleep)', () => {
    const { ctx, walk } = setup([19, 17, 13]);
    periodicCheck(ctx, walk);
    const gassed = ctx.b.spaces.find((s) => s.features.some((f) => f.kind === 'gas'))!;
    expect(len(gassed)).toBe(24);
    expect(gassed.features[0]!.note).toBe('gas: sleep 2-12 turns');
  });
  it('19 with 11-20: an illusory wall hides a chamber with monster and treasure', () => {
    const { ctx, walk } = setup([19, 19, 11]);
    periodicCheck(ctx, walk);
    expect(ctx.b.portals.some((p) => p.kind === 'illusory-wall')).toBe(true);
    const ch = ctx.b.spaces.find((s) => s.kind === 'chamber')!;
    expect(ch.contents.map((c) => c.kind)).toEqual(['monster', 'treasure']);
  });
  it('20: a one-way chute down one level, passage goes on', () => {
    const { ctx, walk } = setup([19, 20]);
    periodicCheck(ctx, walk);
    const chute = ctx.b.portals.find((p) => p.kind === 'chute')!;
    expect(chute.toLevel).toBe(2);
    expect(chute.state.oneWay).toBe(true);
  });
});

describe('Table II: beyond a door', () => {
  const door = (script: number[], ahead: boolean) => {
    const { ctx, corridor } = setup(script);
    const exit = makeDoor(
      ctx,
      corridor,
      [
        { x: 32, y: 29 },
        { x: 33, y: 29 },
      ],
      'n',
      { along: 'e', ahead },
    )!;
    ctx.b.removeExit(exit.id);
    openDoor(ctx, exit);
    return { ctx, exit };
  };
  it('1-4: a passage running 30 ft each way past the door', () => {
    const { ctx } = door([2], false);
    expect(ctx.b.frontier.map((e) => e.dir).sort()).toEqual(['e', 'w']);
    expect(newest(ctx).note).toBe('parallel passage');
  });
  it('1-4 when the door was ahead: a 10 x 10 room', () => {
    const { ctx } = door([4, 1, 20, 1], true);
    expect(ctx.b.spaces.find((s) => s.kind === 'room')!.size).toBe('10 ft x 10 ft');
  });
  it('5-8: a passage straight ahead', () => {
    const { ctx } = door([5], false);
    expect(ctx.b.frontier).toMatchObject([{ kind: 'passage', dir: 'n' }]);
  });
  it('9: a passage 45 degrees ahead (toward the passage heading, east)', () => {
    const { ctx } = door([9], false);
    expect(ctx.b.frontier[0]!.dir).toBe('ne');
  });
  it('10: a passage 45 degrees behind', () => {
    const { ctx } = door([10], false);
    expect(ctx.b.frontier[0]!.dir).toBe('nw');
  });
  it('11-18: a room; 19-20: a chamber', () => {
    expect(door([11, 5], false).ctx.b.spaces.some((s) => s.kind === 'room')).toBe(true);
    expect(door([20, 5], false).ctx.b.spaces.some((s) => s.kind === 'chamber')).toBe(true);
  });
  it('solo play: listening at the door, d12 = 1 means a monster', () => {
    const { ctx, corridor } = setup([1, 5], { solo: true });
    const exit = makeDoor(
      ctx,
      corridor,
      [
        { x: 32, y: 29 },
        { x: 33, y: 29 },
      ],
      'n',
      { along: 'e' },
    )!;
    openDoor(ctx, exit);
    expect(rolls(ctx).slice(0, 2)).toEqual([
      'solo: listening at the door:1=a monster is there',
      'II beyond:5=passage-ahead',
    ]);
  });
});

describe('solo rules', () => {
  const doorToRoom = (script: number[], options: Parameters<typeof setup>[1]) => {
    const { ctx, corridor } = setup(script, options);
    const exit = makeDoor(
      ctx,
      corridor,
      [
        { x: 32, y: 29 },
        { x: 33, y: 29 },
      ],
      'n',
      { along: 'e' },
    )!;
    ctx.b.removeExit(exit.id);
    openDoor(ctx, exit);
    return ctx.b.spaces.find((s) => s.kind === 'room')!;
  };
  it('a monster heard at the door (d12 = 1) is in the room beyond even when V.F says empty', () => {
    const room = doorToRoom([1, 11, 1, 1, 1, 1], { solo: true });
    expect(room.contents.map((c) => c.kind)).toEqual(['monster']);
  });
  it('silence (d12 = 2-12) leaves V.F alone', () => {
    const room = doorToRoom([2, 11, 1, 1, 1, 1], { solo: true });
    expect(room.contents).toEqual([]);
  });
  it('ESP (d6 = 1) finds a thinking monster beyond the door', () => {
    const room = doorToRoom([2, 1, 11, 1, 1, 1, 1], { solo: true, detection: true });
    const m = room.contents[0]!;
    expect(m.kind).toBe('monster');
    expect(['kobolds', 'goblins', 'orcs', 'bandits']).toContain(m.kind === 'monster' ? m.name : '');
  });
});

describe('Tables V to V.E: rooms and exits', () => {
  it('V.B 15-20: roll again and add to 2,000; a second 15-20 doubles it', () => {
    expect(rollUnusualArea(setup([15, 1]).ctx)).toBe(2500);
    expect(rollUnusualArea(setup([16, 20, 4]).ctx)).toBe(4900);
    expect(rollUnusualArea(setup([12]).ctx)).toBe(2700);
  });
  it('V.C: exits by area', () => {
    expect(rollExitCount(setup([2]).ctx, 400)).toEqual({ count: 1, swap: false });
    expect(rollExitCount(setup([2]).ctx, 900)).toEqual({ count: 2, swap: false });
    expect(rollExitCount(setup([11]).ctx, 1200)).toEqual({ count: -1, swap: false });
    expect(rollExitCount(setup([14]).ctx, 2000)).toEqual({ count: 1, swap: false });
    expect(rollExitCount(setup([17, 3]).ctx, 400)).toEqual({ count: 3, swap: false });
    expect(rollExitCount(setup([20]).ctx, 400)).toEqual({ count: 1, swap: true });
  });
  const room = (script: number[], kind: 'room' | 'chamber' = 'room') => {
    const { ctx, walk, corridor } = setup(script);
    const space = buildRoom(ctx, {
      kind,
      level: 1,
      cross: walk.cross,
      dir: 'e',
      from: corridor,
      portal: null,
    });
    return { ctx, space: space! };
  };
  it('V 1-2 room 10 x 10, V.C 1-3 one exit (area 100 <= 600), V.D opposite: a door in the east wall', () => {
    const { ctx, space } = room([1, 1, 1, 1]);
    expect(space.size).toBe('10 ft x 10 ft');
    expect(ctx.b.frontier).toMatchObject([{ kind: 'door', dir: 'e' }]);
  });
  it('V 7-8 room 40 x 40 has 2 exits on V.C 1-3 (area 1,600 > 600)', () => {
    const { ctx, space } = room([7, 1, 1, 1, 1, 1, 1]);
    expect(space.size).toBe('40 ft x 40 ft');
    expect(ctx.b.frontier).toHaveLength(2);
  });
  it('a chamber exit is a passage (V.C 19-20 turns it to a door)', () => {
    expect(room([3, 1, 9, 1], 'chamber').ctx.b.frontier).toMatchObject([
      { kind: 'room-passage', dir: 'n' },
    ]);
    expect(room([3, 19, 14, 1], 'chamber').ctx.b.frontier).toMatchObject([
      { kind: 'door', dir: 's' },
    ]);
  });
  // A 20 x 20 room east of the passage (rows 29-32), with mapped space just north of it.
  const mapped = (rule: number) => {
    const { ctx, walk, corridor } = setup([3, 1, 8, 2, rule, 1]);
    const north = ctx.b.addSpace({
      kind: 'passage',
      level: 1,
      cells: rectCells(36, 27, 39, 28),
      shape: 'band',
      size: '',
      note: 'mapped',
      numbered: false,
    });
    buildRoom(ctx, {
      kind: 'room',
      level: 1,
      cross: walk.cross,
      dir: 'e',
      from: corridor,
      portal: null,
    });
    return { ctx, north };
  };
  it('V.D note: an exit into mapped space becomes a secret door on 1-5', () => {
    const { ctx, north } = mapped(2);
    expect(ctx.b.portals.filter((p) => p.to === north.id).map((p) => p.kind)).toEqual([
      'secret-door',
    ]);
  });
  it('V.D note: 6-10 makes it a one-way door', () => {
    const { ctx, north } = mapped(8);
    expect(ctx.b.portals.filter((p) => p.to === north.id).map((p) => p.kind)).toEqual([
      'one-way-door',
    ]);
  });
  it('V.D note: 11-20 puts the exit in the opposite wall instead', () => {
    const { ctx, north } = mapped(15);
    expect(ctx.b.portals.some((p) => p.to === north.id)).toBe(false);
    expect(ctx.b.frontier.map((e) => e.dir)).toEqual(['s']);
  });
  it('V.A 1-5 circular with a well (6-7)', () => {
    const { space } = room([18, 3, 4, 6, 1, 1]);
    expect(space.shape).toBe('circular');
    expect(space.features.map((f) => f.kind)).toEqual(['well']);
  });
});

describe('Tables V.F to V.J: contents and treasure', () => {
  const box = (script: number[]) => {
    const { ctx, corridor } = setup(script);
    return { ctx, corridor };
  };
  it('V.F 1-12 empty, 13-14 monster only, 15-17 monster and treasure, 20 treasure', () => {
    let t = box([12]);
    rollContents(t.ctx, t.corridor);
    expect(t.corridor.contents).toEqual([]);
    t = box([13]);
    rollContents(t.ctx, t.corridor);
    expect(t.corridor.contents.map((c) => c.kind)).toEqual(['monster']);
    t = box([16, 1, 1, 1, 1, 1]);
    rollContents(t.ctx, t.corridor);
    expect(t.corridor.contents.map((c) => c.kind)).toEqual(['monster', 'treasure']);
    t = box([20, 1, 1, 1, 1]);
    rollContents(t.ctx, t.corridor);
    expect(t.corridor.contents.map((c) => c.kind)).toEqual(['treasure']);
  });
  it('V.F 18: stairs down one level on 9-14', () => {
    const t = box([18, 9, 20]);
    rollContents(t.ctx, t.corridor);
    expect(t.ctx.b.portals.find((p) => p.kind === 'stairs-down')!.toLevel).toBe(2);
  });
  it('V.F 19: a trick or trap (Table VII)', () => {
    const t = box([19, 6]);
    rollContents(t.ctx, t.corridor);
    expect(t.corridor.contents).toMatchObject([{ kind: 'trap', name: 'pit' }]);
  });
  it('V.G: 1,000 cp per level; V.H bags; V.I poison on the container', () => {
    const t = box([10, 1, 1, 1]);
    expect(rollTreasure(t.ctx, 3, false)).toEqual({
      kind: 'treasure',
      items: [{ kind: 'cp', amount: 3000, note: '3,000 cp' }],
      container: 'bags',
      protection: { by: 'guarded', detail: 'contact poison on container' },
    });
  });
  it('V.G with a monster: two rolls of one kind make one heap, keyed once', () => {
    // 10 and 20 are both 1,000 cp per level: level 2 with a monster is 2,200 + 2,200.
    const t = box([10, 20, 1, 1, 1]);
    expect(rollTreasure(t.ctx, 2, true).items).toEqual([
      { kind: 'cp', amount: 4400, note: '4,400 cp' },
    ]);
  });
  it('V.G 91-94: gems, 1d4 per level, one gem named as one', () => {
    const t = box([91, 1, 1, 1, 1]);
    const [gem] = rollTreasure(t.ctx, 1, false).items;
    expect(gem).toMatchObject({ kind: 'gems', amount: 1 });
    expect(gem!.note).toMatch(/^1 gem worth (10|50|100|500|1,000|5,000) gp$/);
  });
  it('V.G with a monster: two rolls, each plus 10%; V.J hidden under a loose floor stone', () => {
    const t = box([30, 70, 19, 9, 12]);
    const tr = rollTreasure(t.ctx, 2, true);
    expect(tr.items.map((i) => [i.kind, i.amount])).toEqual([
      ['sp', 2200],
      ['gp', 550],
    ]);
    expect(tr.container).toBe('loose');
    expect(tr.protection).toEqual({ by: 'hidden', detail: 'under a loose floor stone' });
  });
  it('V.G 91-94: 1-4 gems per level', () => {
    const t = box([92, 3, 4, 5, 20, 1]);
    const tr = rollTreasure(t.ctx, 2, false);
    expect(tr.items).toMatchObject([{ kind: 'gems', amount: 7 }]);
    // Each gem has a worth from the gem table; the heap's worth is their sum.
    const m = /^7 gems worth ([\d,]+) gp \((.+) gp\)$/.exec(tr.items[0]!.note)!;
    const each = m[2]!.split(', ').flatMap((part) => {
      const [n, v] = part.includes(' x ') ? part.split(' x ') : ['1', part];
      return Array.from({ length: Number(n) }, () => Number(v!.replace(/,/g, '')));
    });
    expect(each).toHaveLength(7);
    for (const v of each) expect(GEM_VALUES.map((r) => r.gp)).toContain(v);
    expect(Number(m[1]!.replace(/,/g, ''))).toBe(each.reduce((a, b) => a + b, 0));
    expect(treasureWorth(tr)).toBe(each.reduce((a, b) => a + b, 0));
  });
});

describe('treasure in gold pieces (REPLACEMENT values)', () => {
  it('a heap is keyed with its worth, and each worth once with how many', () => {
    expect(treasureNote('gems', 3, [50, 10, 10])).toBe('3 gems worth 70 gp (2 x 10, 50 gp)');
    expect(treasureNote('jewelry', 1, [1200])).toBe('1 piece of jewelry worth 1,200 gp');
    expect(treasureNote('cp', 2200)).toBe('2,200 cp');
  });
  it('coins count at 200 cp, 20 sp, 2 ep, 1 gp and 1/5 pp to the gold piece', () => {
    const worth = treasureWorth({
      kind: 'treasure',
      items: [
        { kind: 'cp', amount: 2000, note: '' },
        { kind: 'sp', amount: 200, note: '' },
        { kind: 'ep', amount: 20, note: '' },
        { kind: 'pp', amount: 3, note: '' },
        { kind: 'gems', amount: 2, note: treasureNote('gems', 2, [10, 500]) },
        { kind: 'magic', amount: 1, note: 'magic: potion' },
      ],
      container: 'loose',
      protection: null,
    });
    expect(worth).toBe(10 + 10 + 10 + 15 + 510);
  });
  it('the gem table covers d% once', () => {
    for (let d = 1; d <= 100; d++)
      expect(GEM_VALUES.filter((r) => r.lo <= d && d <= r.hi)).toHaveLength(1);
  });
});

describe('Table VIII: caves, pools, magic pools', () => {
  it('VIII 1-5: a cave about 40 x 60, exits as for rooms', () => {
    const { ctx, walk, corridor } = setup([3]);
    const cave = buildCave(ctx, {
      kind: 'room',
      level: 1,
      cross: walk.cross,
      dir: 'e',
      from: corridor,
      portal: null,
    })!;
    expect(cave.kind).toBe('cave');
    expect(cave.size).toBe('about 40 ft x 60 ft');
  });
  it('VIII.C: talking pool alignment and transporter destination', () => {
    expect(magicPool(setup([16, 8]).ctx)).toContain('lawful evil');
    expect(magicPool(setup([19, 18]).ctx)).toBe('transporter: 100 miles away');
    expect(magicPool(setup([2, 12]).ctx)).toBe('turns gold to lead, once');
  });
});

describe('exits resolve through the frontier', () => {
  it('a passage exit is a Table I check where it stands', () => {
    const { ctx, walk } = setup([1]);
    const exit = ctx.b.addExit({
      kind: 'passage',
      level: 1,
      from: walk.from.id,
      portal: null,
      cells: walk.cross,
      dir: 'e',
      width: 2,
      special: null,
      toLevel: null,
      arrival: null,
      along: null,
      ahead: false,
    });
    ctx.b.removeExit(exit.id);
    followPassage(ctx, exit);
    expect(rolls(ctx)).toEqual(['I:1=continue']);
  });
  it('a room passage exit takes its heading from V.E (17-18: 45 degrees left first)', () => {
    const { ctx, corridor } = setup([17]);
    const exit = ctx.b.addExit({
      kind: 'room-passage',
      level: 1,
      from: corridor.id,
      portal: null,
      cells: [
        { x: 36, y: 30 },
        { x: 36, y: 31 },
      ],
      dir: 'e',
      width: 2,
      special: null,
      toLevel: null,
      arrival: null,
      along: null,
      ahead: false,
    });
    ctx.b.removeExit(exit.id);
    leaveRoom(ctx, exit);
    expect(ctx.b.frontier[0]!.dir).toBe('ne');
  });
});

describe('Tables III and IV: every row heads the way the appendix says (passage heading east)', () => {
  it.each([
    [1, 'e,n'],
    [4, 'e,s'],
    [5, 'e,ne'],
    [6, 'e,se'],
    [7, 'e,nw'],
    [8, 'e,sw'],
    [9, 'e,ne'],
    [10, 'e,se'],
    [12, 'n,s'],
    [15, 'ne,se'],
    [19, 'e,n,s'],
    [20, 'ne,nw,se,sw'],
  ])('III %i: ways on %s', (roll, dirs) => {
    const { ctx, walk } = setup([6, roll, 1]);
    periodicCheck(ctx, walk);
    expect(
      ctx.b.frontier
        .map((e) => e.dir)
        .sort()
        .join(','),
    ).toBe(dirs);
  });
  it.each([
    [1, 'n'],
    [8, 'n'],
    [9, 'ne'],
    [10, 'nw'],
    [11, 's'],
    [18, 's'],
    [19, 'se'],
    [20, 'sw'],
  ])('IV %i: the passage turns %s', (roll, dir) => {
    const { ctx, walk } = setup([11, roll, 1]);
    periodicCheck(ctx, walk);
    expect(ctx.b.frontier.map((e) => e.dir)).toEqual([dir]);
  });
  it('III.A 18: a 5 ft side passage is one cell wide', () => {
    const { ctx, walk } = setup([6, 1, 18]);
    periodicCheck(ctx, walk);
    expect(ctx.b.frontier.find((e) => e.dir === 'n')!.width).toBe(1);
  });
  it('III.A 17: a 30 ft passage after a turn', () => {
    const { ctx, walk } = setup([11, 11, 17]);
    periodicCheck(ctx, walk);
    expect(ctx.b.frontier[0]!.width).toBe(6);
  });
});

describe('Table V.F stairs', () => {
  it.each([
    [3, 'stairs-up', 0],
    [7, 'stairs-up', 0],
    [12, 'stairs-down', 2],
    [17, 'stairs-down', 3],
    [20, 'stairs-down', 4],
  ])('V.F 18 then %i: %s to level %i (level 0 is the surface)', (roll, kind, level) => {
    const { ctx, corridor } = setup([18, roll, 20]);
    rollContents(ctx, corridor);
    expect(ctx.b.portals.find((p) => p.kind === kind)!.toLevel).toBe(level);
  });
});
