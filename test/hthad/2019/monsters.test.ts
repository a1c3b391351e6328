/**
 * The monster deck wired to the real 2019 world (monster-world.ts, monsters.ts), with scripted
 * dice where a die decides: a card spawns in the stratum its die names, an invasion's loser
 * loses 1● and moves its lair and beads, ○ of the dead lie where they fell until a neighbour
 * picks them up, and in the Age of Villainy the villain acts first.
 */
import { describe, expect, it } from 'vitest';
import { centre, countTokens, pt, tokenBalance } from '../../../src/hthad/world';
import { addRoom } from '../../../src/hthad/2019/draw';
import { newAge, type Age } from '../../../src/hthad/2019/deck/age';
import { invade, spawnNext } from '../../../src/hthad/2019/deck/monsters-age';
import { ascend, villainyTurn } from '../../../src/hthad/2019/deck/villainy';
import type { CardId } from '../../../src/hthad/2019/deck/cards';
import { MonsterWorld2019 } from '../../../src/hthad/2019/monster-world';
import {
  beadText,
  Chronicle,
  recordingRng,
  singular,
  stratumWords,
} from '../../../src/hthad/2019/monsters';
import { inStratum } from '../../../src/hthad/2019/strata';
import { runHistory2019 } from '../../../src/hthad/2019/history';
import { scripted } from './helpers';

/** A real 2019 page (level beds, no Primordial Age) with the deck wired to it. */
function setup(cards: CardId[], script: number[] = []) {
  const { ctx, script: dice } = scripted('level-beds', script);
  ctx.enterAge('monsters');
  ctx.year = 1;
  const world = new MonsterWorld2019(ctx);
  const age: Age = newAge(world, recordingRng(ctx), { draw: cards, aside: [] });
  const chron = new Chronicle(ctx, world);
  chron.age = age;
  age.onEvent = (e) => chron.write(e);
  return { ctx, world, age, dice };
}

describe('hthad2019 monsters on the real world', () => {
  it('a card spawns in the stratum its die picks, its beads in a lair drawn there', () => {
    // The spawn die picks index 4 of [surface, 1..8]: the fourth stratum.
    const { ctx, world, age } = setup(['goblins'], [4]);
    spawnNext(age);
    const g = world.groups()[0]!;
    expect(world.card(g)).toBe('goblins');
    expect(world.stratumOf(g)).toBe(4);
    expect(inStratum(ctx.strata[3]!, centre(world.lair(g).shape))).toBe(true);
    const spawn = ctx.events.find((e) => e.rule === 'monster-spawn')!;
    expect(spawn.text).toContain('appear in the fourth stratum');
    // The card's ●●●○ are tokens the spawn event created, in the lair.
    const created = spawn.tokens.filter((t) => t.op === 'create');
    expect(created.map((t) => t.kind).sort()).toEqual([
      'population',
      'population',
      'population',
      'treasure',
    ]);
    expect(new Set(created.map((t) => t.to))).toEqual(new Set([world.lair(g).id]));
    expect(tokenBalance(ctx.events)).toEqual(countTokens(ctx.world));
  });

  it("an invasion's loser loses 1● and moves its lair and beads elsewhere", () => {
    const { ctx, world, age, dice } = setup([]);
    const dwarves = world.spawn(
      'dwarves',
      { kind: 'stratum', stratum: 3 },
      {
        pop: 3,
        loot: 1,
        stars: 0,
      },
    ).group;
    const home = world.lair(dwarves).id;
    // The Goblins land in the Dwarves' lair: an invasion.
    world.pinNext(home);
    const { group: goblins, occupant } = world.spawn(
      'goblins',
      { kind: 'stratum', stratum: 3 },
      { pop: 3, loot: 1, stars: 0 },
    );
    expect(occupant).toBe(dwarves);
    // The newcomer rolls 6, the Dwarves 1: the Dwarves lose.
    dice.push(6, 1);
    invade(age, goblins, dwarves);
    const fight = ctx.events.find((e) => e.text.includes('attack'))!;
    expect(fight.text).toContain('(6 against 1');
    expect(world.beads(dwarves).pop).toBe(2);
    expect(world.lair(dwarves).id).not.toBe(home);
    const where = world.lair(dwarves).id;
    for (const t of ctx.world.tokens.filter((x) => x.owner === dwarves))
      expect(t.place).toBe(where);
    expect(ctx.events.some((e) => /move their lair/.test(e.text))).toBe(true);
  });

  it('○ of the dead lie in the lair until a group whose territory holds it picks them up', () => {
    const { ctx, world } = setup([]);
    const ogre = world.spawn(
      'ogre',
      { kind: 'stratum', stratum: 2 },
      {
        pop: 1,
        loot: 2,
        stars: 0,
      },
    ).group;
    const lair = world.lair(ogre).id;
    world.remove(ogre, true);
    const lying = ctx.world.tokens.filter((t) => t.owner === null && t.place === lair);
    expect(lying.length).toBe(2);
    // Wolves move into the empty lair: the ○ lie in their territory.
    world.pinNext(lair);
    const wolves = world.spawn(
      'wolves',
      { kind: 'stratum', stratum: 2 },
      {
        pop: 2,
        loot: 0,
        stars: 0,
      },
    ).group;
    expect(world.pickUpLoot(wolves)).toBe(2);
    expect(world.beads(wolves).loot).toBe(2);
  });

  it('in the Age of Villainy the villain acts first each round', () => {
    const { ctx, world, age } = setup([]);
    const groups = (['goblins', 'kobolds', 'dwarves'] as const).map(
      (c, i) =>
        world.spawn(c, { kind: 'stratum', stratum: i + 2 }, { pop: 3, loot: 1, stars: 0 }).group,
    );
    const villain = groups[2]!;
    world.addBeads(villain, { pop: 3 });
    ctx.enterAge('villainy');
    ascend(age, villain, '6●');
    age.turn += 1;
    for (let round = 0; round < 3; round++) {
      const before = age.log.length;
      villainyTurn(age);
      const first = age.log.slice(before).find((e) => e.kind === 'action');
      if (!first || first.kind !== 'action') continue;
      expect(first.actor).toBe(villain);
    }
    // The chronicle marks the villain for the side view.
    expect(world.group(villain).kind).toBe('villain');
    expect(world.group(villain).traits).toContain('horde');
  });

  it('The Horde moves a ● into each stratum to corrupt that its scouting reaches', () => {
    const { ctx, world, age } = setup([]);
    const h = world.spawn(
      'goblins',
      { kind: 'stratum', stratum: 2 },
      { pop: 6, loot: 0, stars: 0 },
    ).group;
    world.addBeads(h, { pop: 6 });
    ctx.enterAge('villainy');
    ascend(age, h, '6●');
    const stratumOf = (id: string) => {
      const p = centre(ctx.site.place(id).shape);
      if (p.y < ctx.world.page.surfaceY) return 0;
      return ctx.strata.find((st) => inStratum(st, p))?.n ?? 0;
    };
    // Caves in the strata below and above: the Horde's digging reaches them.
    const here = centre(world.lair(h).shape);
    for (const st of [1, 3])
      addRoom(ctx, { role: 'natural-cave', kind: 'cave', near: here, w: 1.4, h: 0.9, stratum: st });
    let spread = 0;
    for (let i = 0; i < 6; i++) {
      world.scout(h);
      const reached = new Set(world.territoryOf(h).map(stratumOf));
      const spare = [...countBy(ctx, h).values()].some((n) => n >= 2);
      for (const s of reached)
        if (s !== 0 && !world.corrupted(s) && spare) {
          expect(world.strataOf(h)).toContain(s);
          spread++;
        }
    }
    expect(spread).toBeGreaterThan(0);
    expect(world.beads(h).pop).toBe(12); // moved, never made or lost
  });

  it('a Magical monster spawning on a ley line gains one ★; the Dwarves there do not', () => {
    const { ctx, world } = setup([]);
    const s4 = ctx.strata[3]!;
    const y = (s4.top[10]!.y + s4.bottom[10]!.y) / 2;
    ctx.site.addFeature(
      {
        kind: 'ley-line',
        shape: {
          kind: 'polyline',
          points: [
            { x: 1, y },
            { x: 27, y },
          ],
          width: 0.05,
        },
      },
      ctx.stamp,
    );
    // Two caves on the line; each spawn is pinned to one (as a leftover's place would be).
    const cave = (x: number) =>
      addRoom(ctx, {
        role: 'natural-cave',
        kind: 'cave',
        near: pt(x, y),
        w: 1.4,
        h: 0.9,
        stratum: 4,
      })!;
    const a = cave(8);
    const b = cave(20);
    world.pinNext(a.id);
    const wizard = world.spawn(
      'wizard',
      { kind: 'stratum', stratum: 4 },
      {
        pop: 1,
        loot: 1,
        stars: 1,
      },
    ).group;
    world.pinNext(b.id);
    const dwarves = world.spawn(
      'dwarves',
      { kind: 'stratum', stratum: 4 },
      {
        pop: 3,
        loot: 1,
        stars: 0,
      },
    ).group;
    expect(world.lair(dwarves).id).toBe(b.id);
    expect(world.lair(wizard).id).toBe(a.id);
    expect(world.beads(wizard).stars).toBe(2);
    expect(world.leyBonus.has(wizard)).toBe(true);
    expect(world.beads(dwarves).stars).toBe(0);
  });

  it('the chronicle words: beads, verbs for one monster, strata in words', () => {
    expect(beadText({ pop: 3, loot: 1 })).toBe('●●●○');
    expect(beadText({ pop: 7, loot: 1, stars: 2 })).toBe('7● ○ ★★');
    expect(singular('move their lair')).toBe('moves its lair');
    expect(singular('try to drive off')).toBe('tries to drive off');
    expect(singular('are')).toBe('is');
    expect(stratumWords(3)).toBe('the third stratum');
    expect(stratumWords(0)).toBe('the surface');
  });

  it('a whole history reaches the end with beads that reconcile, one age after another', () => {
    const r = runHistory2019(
      'moria',
      { civilization: 'random', nexus: false, page: 'letter' },
      { until: 'end', year: null },
    );
    expect(r.reached.age).toBe('end');
    expect(tokenBalance(r.events)).toEqual(countTokens(r.world));
    const ages = [...new Set(r.events.map((e) => e.age))];
    expect(ages.slice(0, 3)).toEqual(['primordial', 'civilization', 'monsters']);
    expect(ages.at(-1)).toBe('end');
    expect(r.monsters!.spawned.length).toBeGreaterThanOrEqual(3);
    // The Age of Monsters ends with a villain rising, or at its cap.
    if (r.monsters!.villain) expect(r.monsters!.rose).toMatch(/6●|6○|Wonder|Phylactery|Apotheosis/);
  });
});

describe("the civilization's leftovers in the Age of Monsters", () => {
  const run = (civilization: 'deep-elf' | 'alien', seed: string) =>
    runHistory2019(
      seed,
      { civilization, nexus: false, page: 'letter' },
      { until: 'monsters', year: 1 },
    );

  it("the Deep Elf capitol's pit takes the first monster", () => {
    const r = run('deep-elf', 'pit');
    const pit = r.civilization!.legacy.find((l) => l.kind === 'first-monster-here');
    expect(pit?.place).toBeTruthy();
    const first = r.events.find((e) => e.rule === 'monster-spawn')!;
    expect(first.places[0]).toBe(pit!.place);
  });

  it('when the Aliens are lost, an Alien-tagged monster spawns at the Landing Site first', () => {
    // Seed 3: the colony is lost and leaves its landing site (it does not on every seed).
    const r = run('alien', '3');
    const site = r.civilization!.legacy.find(
      (l) => l.kind === 'spawn-monster' && l.tag === 'alien',
    );
    expect(site?.place).toBeTruthy();
    const spawns = r.events.filter((e) => e.rule === 'monster-spawn');
    expect(spawns[0]!.places[0]).toBe(site!.place);
    const group = r.world.groups.find((g) => g.id === spawns[0]!.actors[0])!;
    expect(group.traits).toContain('alien');
    // Then the three starting monsters (and any they summon) follow.
    expect(spawns.length).toBeGreaterThanOrEqual(4);
  });
});

/** The group's ● per place. */
function countBy(ctx: ReturnType<typeof setup>['ctx'], g: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const t of ctx.world.tokens)
    if (t.owner === g && t.kind === 'population') out.set(t.place, (out.get(t.place) ?? 0) + 1);
  return out;
}
