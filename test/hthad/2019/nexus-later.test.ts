/**
 * The nexus in the Age of Monsters and the Age of Villainy (hthad-2019-rules.txt, the d20 Nexus
 * table): the d20 is scripted to each result, a monster group is spawned onto the nexus, and the
 * effect the result names acts once, with its sentence, and the beads reconcile.
 */
import { describe, expect, it } from 'vitest';
import { countTokens, tokenBalance } from '../../../src/hthad/world';
import { newAge, type Age } from '../../../src/hthad/2019/deck/age';
import { bonusFor } from '../../../src/hthad/2019/deck/actions';
import type { CardId } from '../../../src/hthad/2019/deck/cards';
import { MonsterWorld2019 } from '../../../src/hthad/2019/monster-world';
import { Chronicle, recordingRng } from '../../../src/hthad/2019/monsters';
import { nexusFound } from '../../../src/hthad/2019/nexus-later';
import { rollNexus } from '../../../src/hthad/2019/primordial';
import { NEXUS, type NexusId } from '../../../src/hthad/2019/tables';
import { scripted } from './helpers';

/** A page with the nexus `id` in stratum 3 (its d20 scripted), then the deck wired to it. */
function setup(id: NexusId) {
  const row = NEXUS.find((r) => r.id === id)!;
  const { ctx, script } = scripted('level-beds', [row.lo]);
  ctx.enterAge('primordial');
  const nx = rollNexus(ctx, 3);
  ctx.enterAge('monsters');
  ctx.year = 1;
  const world = new MonsterWorld2019(ctx);
  const age: Age = newAge(world, recordingRng(ctx), { draw: [], aside: [] });
  const chron = new Chronicle(ctx, world);
  chron.age = age;
  age.onEvent = (e) => chron.write(e);
  const found = () => nexusFound(ctx, world, (g) => chron.name(g));
  /** A group whose lair is the nexus itself (its territory has reached it). */
  const onNexus = (card: CardId, pop = 3, loot = 0) => {
    world.pinNext(nx.place);
    return world.spawn(card, { kind: 'stratum', stratum: 3 }, { pop, loot, stars: 0 }).group;
  };
  /** A group far from the nexus (stratum 7). */
  const away = (card: CardId, pop = 3) =>
    world.spawn(card, { kind: 'stratum', stratum: 7 }, { pop, loot: 0, stars: 0 }).group;
  const said = () => ctx.events.filter((e) => e.rule === 'nexus-effect').map((e) => e.text);
  const reconciles = () => expect(tokenBalance(ctx.events)).toEqual(countTokens(ctx.world));
  return { ctx, world, age, nx, found, onNexus, away, said, reconciles, script };
}

describe('hthad2019 nexus in the monster ages', () => {
  it('every d20 row has a scripted test below (the table is whole)', () => {
    expect(NEXUS.map((r) => r.lo)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('1 Mother of Monsters: the group that finds her and she each lose 1●', () => {
    const t = setup('mother-of-monsters');
    const g = t.onNexus('goblins');
    const mother = t.ctx.world.groups.find((x) => x.traits.includes('mother-of-monsters'))!;
    expect(t.found()).toEqual([g]);
    expect(t.world.beads(g).pop).toBe(2);
    expect(
      t.ctx.world.tokens.filter((x) => x.owner === mother.id && x.kind === 'population'),
    ).toHaveLength(2);
    expect(t.said()[0]).toMatch(/meet the Mother of Monsters: she loses 1●, .* lose 1●/);
    // Once a group: a second turn does nothing more.
    expect(t.found()).toEqual([]);
    t.reconciles();
  });

  it('2 plague 3: the first group in loses up to 3● and the plague goes', () => {
    const t = setup('plague');
    const g = t.onNexus('goblins', 4);
    t.found();
    expect(t.world.beads(g).pop).toBe(1);
    expect(t.nx.spent).toContain('plague');
    expect(t.said()[0]).toMatch(/explore into the plague and lose 3●; the plague is gone/);
    const h = t.onNexus('kobolds', 3);
    t.found();
    expect(t.world.beads(h).pop).toBe(3);
    t.reconciles();
  });

  it('3 Fate: the group is utterly ended', () => {
    const t = setup('fate');
    const g = t.onNexus('goblins', 4);
    t.found();
    expect(t.world.beads(g).pop).toBe(0);
    expect(t.said()[0]).toMatch(/explore into Fate and are utterly ended \(4● lost\)/);
    t.reconciles();
  });

  it('4 Fault: seen only; a group far away does not find it', () => {
    const t = setup('fault');
    t.away('goblins');
    expect(t.found()).toEqual([]);
    const g = t.onNexus('kobolds');
    expect(t.found()).toEqual([g]);
    expect(t.said()[0]).toMatch(/reach the Fault/);
  });

  it('5 Dungeonheart: its 2● fall one a finder; then a legendary treasure (❖)', () => {
    const t = setup('dungeonheart');
    t.onNexus('goblins');
    t.onNexus('kobolds');
    t.found();
    expect(t.ctx.world.tokens.some((x) => x.kind === 'epic' && x.place === t.nx.place)).toBe(true);
    expect(t.said()[1]).toMatch(/a legendary treasure \(❖\)/);
    t.reconciles();
  });

  it('6 Gateway: the next monster group starting in its stratum comes in through it', () => {
    const t = setup('gateway');
    const g = t.world.spawn(
      'goblins',
      { kind: 'stratum', stratum: 3 },
      { pop: 3, loot: 0, stars: 0 },
    ).group;
    expect(t.nx.spent).toContain('gateway');
    expect(t.world.territoryOf(g)).toContain(t.nx.place);
    expect(t.world.gatewayGroup).toBe(g);
    const h = t.world.spawn(
      'kobolds',
      { kind: 'stratum', stratum: 3 },
      { pop: 3, loot: 0, stars: 0 },
    ).group;
    expect(t.world.gatewayGroup).toBe(g);
    expect(h).not.toBe(g);
  });

  it('7 Cyclopean complex: the finder carries off +1○', () => {
    const t = setup('cyclopean-complex');
    const g = t.onNexus('goblins');
    t.found();
    expect(t.world.beads(g).loot).toBe(1);
    t.reconciles();
  });

  it('8 God fragment: a treasure that is never picked up', () => {
    const t = setup('god-fragment');
    const g = t.onNexus('goblins');
    t.found();
    expect(t.world.pickUpLoot(g)).toBe(0);
    expect(t.ctx.world.tokens.some((x) => x.place === t.nx.place && x.owner === null)).toBe(true);
  });

  it('9 Intellect: the first finder gains 1★, the next nothing', () => {
    const t = setup('intellect');
    const g = t.onNexus('goblins');
    const h = t.onNexus('kobolds');
    t.found();
    expect(t.world.beads(g).stars).toBe(1);
    expect(t.world.beads(h).stars).toBe(0);
    t.reconciles();
  });

  it('10 Bones: an Undead finder gains 1●, another only crosses them', () => {
    const t = setup('bones');
    const g = t.onNexus('goblins');
    t.world.addTags(g, ['undead']);
    const h = t.onNexus('kobolds');
    t.found();
    expect(t.world.beads(g).pop).toBe(4);
    expect(t.world.beads(h).pop).toBe(3);
    t.reconciles();
  });

  it('11 Magic nexus: a Magical finder gains 1★', () => {
    const t = setup('magic-nexus');
    const g = t.onNexus('goblins');
    t.world.addTags(g, ['magical']);
    const h = t.onNexus('kobolds');
    t.found();
    expect(t.world.beads(g).stars).toBe(1);
    expect(t.world.beads(h).stars).toBe(0);
  });

  it('12 Phase shift: a group loath to enter turns back; a mindless one does not', () => {
    const t = setup('phase-shift');
    const far = t.away('goblins');
    // Its territory reaches the nexus without living on it.
    (t.world.territoryOf(far) as string[]).push(t.nx.place);
    const ooze = t.onNexus('kobolds');
    t.world.addTags(ooze, ['mindless']);
    t.found();
    expect(t.world.territoryOf(far)).not.toContain(t.nx.place);
    expect(t.said().some((s) => /loath to enter the (flesh|blood|salt|glass)/.test(s))).toBe(true);
    expect(t.said().some((s) => /without a care/.test(s))).toBe(true);
  });

  it('13 Radiation: the finder loses 1●', () => {
    const t = setup('radiation');
    const g = t.onNexus('goblins');
    t.found();
    expect(t.world.beads(g).pop).toBe(2);
    t.reconciles();
  });

  it('14 Darkness: an Undead finder gains 1★', () => {
    const t = setup('darkness');
    const g = t.onNexus('goblins');
    t.world.addTags(g, ['undead']);
    t.found();
    expect(t.world.beads(g).stars).toBe(1);
  });

  it('15 Palace: the first finder takes its treasure', () => {
    const t = setup('palace');
    const g = t.onNexus('goblins');
    t.found();
    expect(t.world.beads(g).loot).toBe(1);
  });

  it('16 Void: the finder loses 1● to it', () => {
    const t = setup('void');
    const g = t.onNexus('goblins');
    t.found();
    expect(t.world.beads(g).pop).toBe(2);
  });

  it('17 Elemental nexus: Magical finders gain 1★, others 1○', () => {
    const t = setup('elemental-nexus');
    const g = t.onNexus('goblins');
    t.world.addTags(g, ['magical']);
    const h = t.onNexus('kobolds');
    t.found();
    expect(t.world.beads(g).stars).toBe(1);
    expect(t.world.beads(h).loot).toBe(1);
  });

  it('18 Ley lines: found, and named', () => {
    const t = setup('ley-lines');
    t.onNexus('goblins');
    t.found();
    expect(t.said()[0]).toMatch(/walk the ley lines/);
  });

  it('19 Crossroads: +1 to trade, recruit or ally with a group that found it first', () => {
    const t = setup('crossroads');
    const g = t.onNexus('goblins');
    const h = t.onNexus('kobolds');
    const far = t.away('dwarves');
    t.found();
    expect(bonusFor(t.age, h, 'trade', 'actor', g)).toBe(1);
    expect(bonusFor(t.age, h, 'ally', 'actor', g)).toBe(1);
    expect(bonusFor(t.age, g, 'trade', 'actor', h)).toBe(0);
    expect(bonusFor(t.age, h, 'recruit', 'actor', far)).toBe(0);
  });

  it('20 Make up: the first finder takes its secret (+1○)', () => {
    const t = setup('make-up');
    const g = t.onNexus('goblins');
    t.found();
    expect(t.world.beads(g).loot).toBe(1);
  });
});
