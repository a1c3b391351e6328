/**
 * The construction phase with scripted dice (dungeon-plungin-rules.txt, Construction Phase and
 * the flow chart): the Entry tile, the Location and Doorway charts, the chest and monster
 * placement rules, the Fountain's kept Monster results, hallway events on the first step in,
 * the Plot Counter's arithmetic (12 (6)), the complete dungeon, secret passages, the Great Door.
 */
import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../../src/core/rng';
import {
  chartRow,
  plotModifier,
  pastComplete,
  runPlungin,
  secretDifficulty,
  type PlunginResult,
} from '../../../src/crawl/plungin/engine';
import { BONE_VAULT, SUNKEN_SHRINE } from '../../../src/crawl/plungin/packs';
import type { QuestPack } from '../../../src/crawl/plungin/pack.schema';

const run = (
  script: number[],
  step: number,
  path: string[] = [],
  pack: QuestPack = SUNKEN_SHRINE,
) => runPlungin({ seed: 'scripted', step, path, pack, packId: pack.id, rng: scriptedRng(script) });
const seeded = (seed: string, step: number, pack: QuestPack = SUNKEN_SHRINE) =>
  runPlungin({ seed, step, pack, packId: pack.id });
const tileOf = (r: PlunginResult, phase: number) => r.tiles.find((t) => t.phase === phase)!;
const rolls = (r: PlunginResult, step: number) => r.plan.log[step]!.rolls.map((x) => x.table);

describe('the Entry tile (rules 183-190)', () => {
  it('has three unlocked, untrapped doors, the Dungeon Exit, no rolls and no monsters or chests', () => {
    const r = run([], 0);
    expect(r.plan.log[0]!.rolls).toEqual([]);
    expect(r.plan.portals.map((p) => [p.kind, p.state.locked, p.state.trapped])).toEqual([
      ['door', false, false],
      ['door', false, false],
      ['door', false, false],
    ]);
    expect(r.plan.frontier.map((e) => e.kind)).toEqual(['normal', 'normal', 'normal']);
    const entry = r.tiles[0]!;
    expect(entry.kind).toBe('entry');
    expect(entry.placed).toEqual([]);
    // The Entry tile is marked towards the bottom centre of the Map Maker: the Appendix's S, at
    // column 7 of 13 and row 10 of 14.
    expect(entry.block).toEqual({ bx: 6, by: 9 });
  });
});

describe('one construction phase with scripted dice', () => {
  // e1 is the Entry's west door. Location d12 9 = Chamber (3 doors), laid so its doorways lead
  // somewhere: north, south and west all open onto free blocks, so the player's d3 picks among
  // north-south, north-west and south-west: 2, north and west. Doorway north 3 = normal; west 8 =
  // locked Dif. 1/1, Door Trap 4 = Poison Needle. Encounter 5 = monsters & chest (1) Dif 1.
  // Chest chart 5 = locked; placed at (3,1), in front of the north doorway, so it moves to the
  // adjacent square farthest from the door entered: (2,1). Monsters 10 = 2 Orcs: the first at
  // (6,3), in front of the entry door, moves to (6,2); the second rolls (6,2), taken, moves to
  // (6,1). Awareness 1 = sleeping.
  const r = run([9, 2, 3, 8, 4, 5, 5, 3, 1, 10, 6, 3, 6, 2, 1], 1);
  const t = tileOf(r, 1);

  it('rolls the charts in the flow chart order', () => {
    expect(rolls(r, 1)).toEqual([
      '1) Location',
      'tile orientation (player\u2019s choice)',
      '2) Doorway',
      '2) Doorway',
      'Door Trap',
      '3.2) Encounter',
      '3.2.1) Chest',
      'chest placement, column',
      'chest placement, row',
      '3.2.2) Monsters',
      'monster placement, column',
      'monster placement, row',
      'monster placement, column',
      'monster placement, row',
      '3.2.3) Awareness',
    ]);
  });

  it('lays the Chamber with its doorways where they lead somewhere', () => {
    expect(t.name).toBe('Chamber');
    expect([...t.doors].sort()).toEqual(['e', 'n', 'w']);
    expect(t.nowhere).toEqual([]);
  });

  it('marks the north door normal and the west door locked and trapped', () => {
    const doors = r.plan.frontier.filter((e) => e.from === t.space);
    expect(doors.map((e) => [e.dir, e.kind])).toEqual([
      ['n', 'normal'],
      ['w', 'locked'],
    ]);
    const west = r.plan.portals.find((p) => p.id === doors[1]!.portal)!;
    expect(west.state).toMatchObject({ locked: true, trapped: true });
    expect(west.note).toContain('unlock Dif. 1');
    expect(west.note).toContain('Poison Needle');
  });

  it('keeps chests off doorway squares and figures off the entry door, moving to an adjacent square', () => {
    expect(t.placed.map((p) => [p.what, p.name, p.at])).toEqual([
      ['chest', 'locked chest', [2, 1]],
      ['monster', 'Orc', [6, 2]],
      ['monster', 'Orc', [6, 1]],
    ]);
    expect(t.awareness).toBe('sleeping');
  });
});

describe('special locations', () => {
  it('the Fountain of Healing ignores chest results and keeps monsters (rules 466-467)', () => {
    // Location 12 = special; Special 1 = Fountain; three layouts lead somewhere equally: d3 1 takes
    // the first (north). Doorway 3 = normal. Encounter 8 = monsters & chests (2): chests ignored.
    // Monsters 10 = 2 Orcs at (3,3) and (4,4). Awareness 3 = unsuspecting.
    const r = run([12, 1, 1, 3, 8, 10, 3, 3, 4, 4, 3], 1);
    const t = tileOf(r, 1);
    expect(t.name).toBe('Fountain of Healing');
    expect(t.placed.map((p) => p.what)).toEqual(['monster', 'monster']);
    const s = r.plan.spaces.find((x) => x.id === t.space)!;
    expect(s.contents.some((c) => c.kind === 'treasure')).toBe(false);
    expect(s.features.map((f) => f.kind)).toEqual(['fountain']);
    expect(r.plan.log[1]!.summary).toContain('chest result is ignored');
  });
});

describe('hallways and Random Events (rules 364-380)', () => {
  it('rolls the events when a hero first steps into the hallway, not when it is laid', () => {
    // Step 1: Location 1 = Hallway, west doorway 2 = normal (e4). Step 2 opens e4: the hero
    // steps in, Random Events 1 = nothing; then Location 1 = Hallway, Doorway 2 = normal.
    const r = run([1, 2, 1, 1, 2], 2, ['e1', 'e4']);
    expect(rolls(r, 1)).toEqual(['1) Location', '2) Doorway']);
    expect(rolls(r, 2)).toEqual(['3.1) Random Events', '1) Location', '2) Doorway']);
    expect(tileOf(r, 1).entered).toBe(true);
    expect(tileOf(r, 2).entered).toBe(false);
  });
});

describe('the Plot Counter (rules 223-245)', () => {
  it('adds +1 a phase past N up to X: Time Span 12 (6)', () => {
    expect([12, 13, 14, 15, 18, 19].map((p) => plotModifier(p, 12, 6))).toEqual([0, 1, 2, 3, 6, 6]);
    expect([18, 19].map((p) => pastComplete(p, 12, 6))).toEqual([false, true]);
  });

  it('shows the modifier on every Doorway roll from the 13th phase, and none after the 18th', () => {
    const r = seeded('greyhawk', 24);
    for (const rec of r.plan.log.slice(1)) {
      const door = rec.rolls.filter((x) => x.table === '2) Doorway').map((x) => x.result);
      const p = rec.step;
      if (p <= 12) for (const d of door) expect(d).not.toMatch(/\+\d+=/);
      else if (p <= 18) for (const d of door) expect(d).toContain(`+${p - 12}=`);
      else {
        expect(door).toEqual([]);
        expect(rec.rolls.some((x) => x.table === '1) Location')).toBe(false);
      }
    }
    expect(r.plot).toMatchObject({ n: 12, x: 6, complete: true });
  });

  it('reads a modified roll past the last row as the last row', () => {
    const rows = SUNKEN_SHRINE.charts.doorway.rows;
    expect(chartRow(rows, 19).door).toBe('great');
    expect(chartRow(SUNKEN_SHRINE.charts.awareness.rows, 7).state).toBe('ambush');
  });
});

describe('the complete dungeon (rules 238-245)', () => {
  it('lays dead-end rooms, still with monsters and chests, once the counter passes N + X', () => {
    const pack = { ...SUNKEN_SHRINE, timeSpan: { n: 2, x: 1 } };
    const r = seeded('greyhawk', 10, pack);
    for (const t of r.tiles.filter((x) => x.phase > 3)) {
      if (t.kind === 'unique') continue;
      expect(t.kind).toBe('dead-end');
      expect(t.doors.size).toBe(1);
    }
    expect(r.tiles.filter((x) => x.phase > 3).length).toBeGreaterThan(0);
  });
});

describe('secret passages (rules 331-333)', () => {
  it('are locked, Dif. half the Dungeon Level rounded up, between two tiles whose walls touch', () => {
    expect([1, 2, 3, 6].map(secretDifficulty)).toEqual([1, 1, 2, 3]);
    let found = 0;
    for (const [pack, dif] of [
      [SUNKEN_SHRINE, 1],
      [BONE_VAULT, 3],
    ] as const)
      for (let i = 0; i < 6; i++) {
        const r = seeded(`secret-${i}`, 40, pack);
        for (const p of r.plan.portals.filter(
          (x) => x.kind === 'secret-door' && x.note.startsWith('secret passage'),
        )) {
          found++;
          expect(p.state.locked).toBe(true);
          expect(p.to).not.toBeNull();
          expect(p.note).toBe(`secret passage, locked, unlock Dif. ${dif}`);
        }
      }
    expect(found).toBeGreaterThan(0);
  });
});

describe('the Great Door and the Unique Location (rules 301-303, 459-482)', () => {
  it('is locked and trapped, and opens onto the unique location with its boss on the centre square', () => {
    const r = seeded('greyhawk', 20);
    const great = r.plan.portals.find((p) => p.kind === 'great-door')!;
    expect(great.state).toMatchObject({ locked: true, trapped: true });
    const u = r.tiles.find((t) => t.kind === 'unique')!;
    expect(u.name).toBe('The Drowned Sanctum');
    expect(u.placed[0]).toMatchObject({ what: 'boss', name: 'The Tide-Priest', at: [3, 3] });
    expect(u.awareness).toBe('unsuspecting');
    expect(great.to).toBe(u.space);
  });
});

describe('a dungeon complete without a Great Door', () => {
  it('finds its next opened door to be the Great Door, leading to the Unique Location', () => {
    // Time Span 1 (1), and a Doorway chart whose Great Door (19) no roll of d12 + 1 reaches.
    const pack: QuestPack = {
      ...SUNKEN_SHRINE,
      timeSpan: { n: 1, x: 1 },
      charts: {
        ...SUNKEN_SHRINE.charts,
        doorway: {
          die: 'd12',
          rows: [
            { roll: [1, 7], door: 'normal' },
            { roll: [8, 18], door: 'locked', detect: 1, unlock: 1 },
            { roll: [19, 19], door: 'great', detect: 3, unlock: 3, trap: 'explosive-runes' },
          ],
        },
      },
    };
    const r = seeded('greyhawk', 4, pack);
    const u = r.tiles.find((t) => t.kind === 'unique')!;
    expect(u.phase).toBe(3);
    expect(r.plan.log[3]!.summary).toContain('this door is the Great Door');
    expect(r.plan.portals.find((p) => p.to === u.space)!.kind).toBe('great-door');
  });
});

describe('a dungeon that runs out of doors before it is complete', () => {
  it('finds its last unopened door to be the Great Door (seeds whose frontier ran dry without one)', () => {
    for (const [seed, pack] of [
      ['89', SUNKEN_SHRINE],
      ['72', BONE_VAULT],
    ] as const) {
      const r = seeded(seed, 200, pack);
      expect(r.plot.greatDoorFound).toBe(true);
      const u = r.tiles.find((t) => t.kind === 'unique')!;
      expect(r.plan.log[u.phase]!.summary).toContain('the last unopened door');
      expect(r.plan.portals.find((p) => p.to === u.space)!.kind).toBe('great-door');
    }
  });
});

describe('every Random Events row of the default pack (scripted)', () => {
  // Step 1 lays a Hallway west of the Entry (Location 1, its west door 2 = normal, e4); step 2
  // opens e4, stepping into the hallway: the event roll, then another Hallway (1, door 2).
  const events = (event: number, more: number[]) =>
    run([1, 2, event, ...more, 1, 2], 2, ['e1', 'e4']);
  const hall = (r: PlunginResult) => r.plan.spaces.find((s) => s.id === tileOf(r, 1).space)!;

  it('1-2: nothing', () => {
    const r = events(1, []);
    expect(hall(r).contents).toEqual([
      { kind: 'note', text: 'event: Dripping water and nothing else' },
    ]);
  });
  it('3: wandering monsters from the Monsters chart (d10 1 = d3+1 Ghoblins, d3 2)', () => {
    const r = events(3, [1, 2]);
    expect(hall(r).contents).toContainEqual({
      kind: 'monster',
      name: 'Ghoblin',
      number: 3,
      role: 'wandering',
    });
  });
  it('4: the Falling Rocks trap, sprung at once', () => {
    const r = events(4, []);
    expect(hall(r).contents.find((c) => c.kind === 'trap')).toMatchObject({
      name: 'Falling Rocks',
    });
  });
  it('5: hidden treasure from the Treasure chart; a unique item found again gives its replacement', () => {
    const r = run([1, 2, 5, 6, 1, 2, 5, 6, 1, 2], 3, ['e1', 'e4', 'e5']);
    const found = (phase: number) =>
      r.plan.spaces
        .find((s) => s.id === tileOf(r, phase).space)!
        .contents.flatMap((c) => (c.kind === 'treasure' ? c.items.map((i) => i.note) : []));
    expect(found(1)).toEqual(['Tide Pearl']);
    expect(found(2)).toEqual(['Silver Ring']);
  });
  it('6: a secret door in a blank wall, locked, onto the frontier', () => {
    const r = events(6, []);
    const secret = r.plan.frontier.find((e) => e.kind === 'secret')!;
    expect(secret.dir).toBe('n');
    expect(r.plan.portals.find((p) => p.id === secret.portal)!.state.locked).toBe(true);
    expect(r.plan.portals.some((p) => p.kind === 'secret-door' && p.from === hall(r).id)).toBe(
      true,
    );
  });
});

describe('a Unique Location larger than 6×6 (rules 328-329)', () => {
  // The Bone Vault's Reliquary Vault is 12×6: two blocks of the Map Maker.
  const r = seeded('tomb', 40, BONE_VAULT);
  const u = r.tiles.find((t) => t.kind === 'unique')!;

  it('keeps the blocks behind the Great Door when its marker is placed, and lays the room over them', () => {
    const kept = r.plan.log.find((l) => l.summary.includes('kept for the large Unique Location'));
    expect(kept).toBeDefined();
    expect(kept!.step).toBeLessThan(u.phase);
    expect(u.name).toBe('The Reliquary');
    expect(u.blocks).toHaveLength(2);
    expect([u.rect!.w, u.rect!.h].sort((a, z) => a - z)).toEqual([6, 12]);
    // No other tile shares its blocks, and the map lists it once.
    for (const b of u.blocks!)
      expect(
        r.tiles.filter((t) => (t.blocks ?? [t.block]).some((q) => q.bx === b.bx && q.by === b.by)),
      ).toEqual([u]);
    const listed = (r.extra.tiles as { kind: string; blocks?: unknown }[]).filter(
      (t) => t.kind === 'unique',
    );
    expect(listed).toHaveLength(1);
    expect(listed[0]!.blocks).toHaveLength(2);
  });

  it('places its figures by dice matching its size, a d12 and a d6', () => {
    const rolls = r.plan.log[u.phase]!.rolls.filter((x) => x.table.includes('placement'));
    expect(rolls.length).toBeGreaterThan(0);
    for (const x of rolls) expect(['d12', 'd6']).toContain(x.die);
    for (const f of u.placed) {
      expect(f.at[0]).toBeLessThanOrEqual(u.rect!.w);
      expect(f.at[1]).toBeLessThanOrEqual(u.rect!.h);
    }
  });

  it('is laid in one block when the sheet has no room for it', () => {
    // Seed 199: the blocks kept behind its Great Door were taken before it was opened, and no
    // other pair of blocks beyond it is free (1 seed of 200 at step 200; 195 lay it whole).
    const q = seeded('199', 30, BONE_VAULT);
    const v = q.tiles.find((t) => t.kind === 'unique')!;
    expect(v.blocks).toBeUndefined();
    expect([v.rect!.w, v.rect!.h]).toEqual([6, 6]);
    expect(q.plan.log[v.phase]!.fallbacks.join(' ')).toContain('no room on the sheet');
  });
});

describe('every row of every construction chart of the default pack (scripted)', () => {
  // The die under test is scripted, the dice before it chosen to reach it, the rest seeded.
  const then = (script: number[], step = 1, path: string[] = []) =>
    runPlungin({
      seed: 'scripted',
      step,
      path,
      pack: SUNKEN_SHRINE,
      packId: SUNKEN_SHRINE.id,
      rng: scriptedRng(script, { thenSeed: 'rows' }),
    });
  const c = SUNKEN_SHRINE.charts;
  const spaceOf = (r: PlunginResult, phase: number) =>
    r.plan.spaces.find((s) => s.id === tileOf(r, phase).space)!;
  // Location 9 = Chamber west of the Entry, the player's d3 2 = doors north and west, both
  // Doorway 1 = normal: the Encounter chart is the next die.
  const CHAMBER = [9, 2, 1, 1];

  it.each(c.location.rows.map((row) => [row.roll[0], row] as const))(
    '1) Location %i',
    (die, row) => {
      const t = tileOf(then([die]), 1);
      if (row.tile) expect(t.tile).toBe(row.tile);
      else expect(t.kind).toBe('special');
    },
  );

  it.each(
    c.doorway.rows.filter((row) => row.roll[0] <= 12).map((row) => [row.roll[0], row] as const),
  )('2) Doorway %i (a Hallway west of the Entry, its west door)', (die, row) => {
    const r = then([1, die]);
    const e = r.plan.frontier.find((x) => x.from === tileOf(r, 1).space)!;
    expect(e.kind).toBe(row.door);
    if (row.door === 'locked')
      expect(r.plan.portals.find((p) => p.id === e.portal)!.note).toContain(
        `unlock Dif. ${row.unlock}, detect traps Dif. ${row.detect}`,
      );
  });

  it.each(c.doorTraps.rows.map((row) => [row.roll[0], row] as const))(
    'Door Trap %i (a locked door)',
    (die, row) => {
      const r = then([1, 8, die]);
      const e = r.plan.frontier.find((x) => x.from === tileOf(r, 1).space)!;
      const p = r.plan.portals.find((q) => q.id === e.portal)!;
      expect(p.state.trapped).toBe(row.trap !== null);
      if (row.trap) expect(p.note).toContain(SUNKEN_SHRINE.traps[row.trap]!.name);
    },
  );

  it.each(c.encounter.rows.map((row) => [row.roll[0], row] as const))(
    '3.2) Encounter %i',
    (die, row) => {
      const s = spaceOf(then([...CHAMBER, die]), 1);
      expect(s.contents.some((x) => x.kind === 'monster')).toBe(row.monsters);
      expect(s.contents.filter((x) => x.kind === 'treasure')).toHaveLength(row.chests?.count ?? 0);
    },
  );

  it.each(c.chest.rows.map((row) => [row.roll[0], row] as const))('3.2.1) Chest %i', (die, row) => {
    // Encounter 4 = one chest and no monsters.
    const s = spaceOf(then([...CHAMBER, 4, die]), 1);
    const chest = s.contents.find((x) => x.kind === 'treasure')!;
    expect(chest.kind === 'treasure' && chest.container).toMatch(
      row.locked ? /^locked \(gold\) chest/ : /^unlocked \(silver\) chest/,
    );
  });

  it.each(c.monsters.rows.map((row) => [row.roll[0], row] as const))(
    '3.2.2) Monsters %i',
    (die, row) => {
      // Encounter 2 = monsters and no chests.
      const s = spaceOf(then([...CHAMBER, 2, die]), 1);
      const got = s.contents.flatMap((x) => (x.kind === 'monster' ? [[x.name, x.number]] : []));
      expect(got.map((g) => g[0])).toEqual(
        row.groups.map((g) => SUNKEN_SHRINE.monsters[g.monster]!.name),
      );
      row.groups.forEach((g, i) => {
        if (typeof g.count === 'number') expect(got[i]![1]).toBe(g.count);
      });
    },
  );

  it.each(
    c.awareness.rows.filter((row) => row.roll[0] <= 6).map((row) => [row.roll[0], row] as const),
  )('3.2.3) Awareness %i', (die, row) => {
    // Monsters 10 = 2 Orcs, at (1,1) and (1,6), clear of the door entered (east).
    const r = then([...CHAMBER, 2, 10, 1, 1, 1, 6, die]);
    expect(tileOf(r, 1).placed.map((p) => p.at)).toEqual([
      [1, 1],
      [1, 6],
    ]);
    expect(tileOf(r, 1).awareness).toBe(row.state);
  });

  it.each(c.specialLocations.rows.map((row) => [row.roll[0], row] as const))(
    '3.3) Special Location %i',
    (die, row) => {
      const t = tileOf(then([12, die]), 1);
      expect(t.name).toBe(SUNKEN_SHRINE.specialLocations[row.special]!.name);
      expect(t.kind).toBe('special');
    },
  );

  it.each(c.treasure.rows.map((row) => [row.roll[0], row] as const))(
    'Treasure %i (a hallway event 5)',
    (die, row) => {
      const r = then([1, 2, 5, die], 2, ['e1', 'e4']);
      const found = spaceOf(r, 1).contents.flatMap((x) =>
        x.kind === 'treasure' ? x.items.map((i) => i.note) : [],
      );
      expect(found).toHaveLength(1);
      if (row.item) expect(found[0]).toBe(SUNKEN_SHRINE.items[row.item]!.name);
      else expect(found[0]).toMatch(/^\d+ gold$/);
    },
  );
});
