import { describe, expect, it } from 'vitest';
import { DECK as CARDS, cardById } from '../../../../src/hthad/2019/deck/cards';
import { ACTIONS, TAGS, type Card } from '../../../../src/hthad/2019/deck/types';

// The 48 cards issue 16 names, in the rulebook's order.
const NAMED = [
  'Dwarves', 'Goblins', 'Ogre', 'Morlons', 'Kobolds', 'Antlings', 'A Wizard', 'Worm',
  'Shadow Hulk', 'Nomads', 'Earth Devils', 'Orkz', 'Giant Pike', 'Knights', 'Wolves',
  'Troglodytes', 'Dragon', 'Ooze', 'Vampire', 'Skeletons', 'Fungaliths', 'Syndicate', 'Ogre Mage',
  'Demigod', 'Monstrosity', 'The Temple', 'Cult', 'Otyughkind', 'Demonic Horde', 'Fiend',
  'Blue Wizard', 'Hag', 'Starhelm', 'Farmers', 'Miners', 'Dinosaur', 'Medusa', 'Stirges',
  'Ratfolk', 'Giant', 'Owlbear', 'Gnolls', 'Saltbury', 'Brazenkragg', 'Adventurers', 'The Experts',
  'Veterans', 'Mob',
]; // prettier-ignore

const byName = (name: string): Card => CARDS.find((c) => c.name === name)!;
const bead = (c: Card) => `${c.beads.pop}${c.beads.loot}${c.beads.stars}`;
const steps = (xs: readonly { action: string }[]) => xs.map((s) => s.action);

describe('the monster deck', () => {
  it('holds every card the rulebook prints, once, in its order', () => {
    expect(CARDS.map((c) => c.name)).toEqual(NAMED);
    expect(new Set(CARDS.map((c) => c.id)).size).toBe(48);
  });

  it('uses only known tags and actions', () => {
    for (const card of CARDS) {
      for (const tag of card.tags) expect(TAGS).toContain(tag);
      const lc = card.lifecycle;
      for (const s of [...lc.always, ...lc.ifs.flatMap((i) => i.then), ...lc.options])
        if (!['gain', 'split', 'drain-star'].includes(s.action))
          expect(ACTIONS).toContain(s.action);
    }
  });

  it('names only its own constructions in build steps', () => {
    for (const card of CARDS) {
      const names = card.constructions.map((k) => k.name);
      const lc = card.lifecycle;
      for (const s of [...lc.always, ...lc.ifs.flatMap((i) => i.then), ...lc.options])
        if ('build' in s && s.build) expect(names, card.name).toContain(s.build);
      for (const k of card.constructions)
        for (const need of k.needs ?? [])
          if (need !== 'water') expect(names, `${card.name} ${k.name}`).toContain(need);
    }
  });

  // The 24 cards whose beads our copy keeps, as printed (● ○ ★).
  it.each([
    ['Kobolds', '210'], ['Antlings', '310'], ['A Wizard', '111'], ['Worm', '100'],
    ['Knights', '401'], ['Wolves', '300'], ['Troglodytes', '310'], ['Dragon', '130'],
    ['Ooze', '100'], ['Vampire', '130'], ['Skeletons', '220'], ['Fungaliths', '210'],
    ['Syndicate', '210'], ['Ogre Mage', '110'], ['Demigod', '111'], ['Demonic Horde', '200'],
    ['Fiend', '120'], ['Hag', '111'], ['Starhelm', '300'], ['Farmers', '300'], ['Miners', '310'],
    ['Dinosaur', '100'], ['Saltbury', '300'], ['Brazenkragg', '300'],
  ])('%s starts with the printed beads %s', (name, beads) => {
    expect(bead(byName(name))).toBe(beads);
  }); // prettier-ignore

  it('gives every card at least one ● (a group with none is dead)', () => {
    for (const card of CARDS) expect(card.beads.pop, card.name).toBeGreaterThan(0);
  });

  it('The Temple gives its host ●○★ and the order tag', () => {
    const temple = cardById('temple');
    expect(temple.spawn).toEqual({ kind: 'host' });
    expect(bead(temple)).toBe('111');
    expect(temple.tags).toEqual(['order']);
  });
});

// Per card: ALWAYS actions, IF actions, boxed options, constructions, spawn kind — as printed.
const PRINTED: Record<string, [string[], string[], string[], string[], string]> = {
  Dwarves: [['exploit'], ['relocate'], ['explore', 'rout', 'fight', 'build'], ['Hall', 'Armory', 'Relic', 'Wonder'], 'random'],
  Goblins: [['breed'], ['prepare'], ['bribe', 'ally', 'steal', 'explore', 'build'], ['Camp', 'Shiny'], 'random'],
  Ogre: [['hunt'], ['relocate'], ['ally', 'recruit', 'extort', 'explore'], [], 'random'],
  Morlons: [['explore'], ['build'], ['build', 'relocate', 'harvest'], ['Magma refinery', 'Defenses'], 'random'],
  Kobolds: [['explore'], ['prepare'], ['breed', 'steal', 'bribe', 'build'], ['Traps', 'Tunnels'], 'random'],
  Antlings: [['breed'], ['prepare'], ['fight', 'harvest', 'explore', 'build'], ['Fungus farm'], 'random'],
  'A Wizard': [['explore'], ['build'], ['exploit', 'recruit', 'prepare', 'fight'], ['Laboratory', 'Cyst', 'Phylactery'], 'random'],
  Worm: [['relocate'], ['build'], ['hunt', 'exploit', 'rout', 'build'], ['Nest', 'Egg'], 'random'],
  'Shadow Hulk': [['hunt'], ['prepare'], ['ally', 'relocate', 'rout', 'scout'], [], 'random'],
  Nomads: [['relocate'], ['trade'], ['explore', 'ally', 'build'], ['Bazaar'], 'random'],
  'Earth Devils': [['exploit'], ['breed'], ['relocate', 'ally', 'rout', 'fight', 'trade', 'scout'], [], 'random'],
  Orkz: [['extort', 'fight'], [], ['breed', 'explore', 'ally', 'build'], ['Defenses'], 'random'],
  'Giant Pike': [['hunt'], ['relocate'], ['explore', 'fight', 'hunt'], [], 'water'],
  Knights: [['explore'], ['recruit'], ['fight', 'fight', 'relocate', 'ally', 'build'], ['Tomb'], 'random'],
  Wolves: [['relocate'], ['breed'], ['hunt', 'ally', 'relocate', 'breed'], [], 'random'],
  Troglodytes: [['exploit'], ['relocate', 'gain'], ['breed', 'explore', 'scout', 'fight', 'build'], ['Idol', 'Garden'], 'not-surface'],
  Dragon: [['fight'], ['prepare'], ['extort', 'rout', 'hunt'], [], 'random'],
  Ooze: [['breed'], ['split'], ['explore', 'hunt', 'fight'], [], 'random'],
  Vampire: [['hunt'], ['relocate'], ['ally', 'recruit', 'bribe', 'prepare'], [], 'tomb-near-else-mark'],
  Skeletons: [['ally'], ['breed'], ['scout', 'fight', 'scout'], [], 'tomb-near'],
  Fungaliths: [['harvest'], ['breed'], ['bribe', 'fight', 'ally', 'scout'], [], 'random'],
  Syndicate: [['fight'], ['gain'], ['recruit', 'extort', 'bribe', 'explore', 'build'], ['Racket', 'Hideout', 'Casino'], 'random'],
  'Ogre Mage': [['hunt'], ['trade'], ['recruit', 'ally', 'extort', 'prepare', 'scout'], [], 'random'],
  Demigod: [['prepare'], ['extort'], ['steal', 'recruit', 'hunt', 'relocate'], [], 'random'],
  Monstrosity: [[], [], [], [], 'random'],
  'The Temple': [[], [], ['extort', 'build'], ['Altar', 'Ark', 'Hecatomb', 'Apotheosis'], 'host'],
  Cult: [['recruit'], ['gain'], ['build', 'fight', 'scout', 'steal'], ['Idol', 'Sacrifice', 'Apocalypse'], 'random'],
  Otyughkind: [['ally'], ['hunt'], ['extort', 'relocate', 'trade', 'build'], ['Trash heap', 'Dung pit', 'Cesspool'], 'random'],
  'Demonic Horde': [['exploit'], ['breed'], ['fight', 'explore', 'relocate'], [], 'random'],
  Fiend: [['hunt'], ['gain'], ['trade', 'ally', 'fight', 'scout'], [], 'random'],
  'Blue Wizard': [['explore'], ['trade'], ['harvest', 'relocate', 'bribe', 'build'], ['Omphalos'], 'random'],
  Hag: [['explore'], ['drain-star', 'build'], ['exploit', 'relocate', 'hunt', 'ally'], ['Tomb'], 'random'],
  Starhelm: [['hunt'], ['relocate'], ['rout', 'fight', 'relocate', 'build', 'build'], ['Tomb', 'Shrine of Starhelm'], 'random'],
  Farmers: [['harvest'], ['build'], ['breed', 'rout', 'ally', 'build'], ['Farm', 'Silo', 'Keep', 'City'], 'biome-stratum-else-surface'],
  Miners: [['exploit'], ['explore'], ['fight', 'rout', 'trade', 'build'], ['Minehead', 'Mess hall', 'Quarry', 'Mill'], 'surface-above-ore-or-gems'],
  Dinosaur: [['hunt'], ['relocate'], ['explore', 'rout', 'scout', 'breed'], [], 'surface-or-underground-biome'],
  Medusa: [['hunt'], ['prepare'], ['trade', 'extort', 'exploit', 'scout'], [], 'random'],
  Stirges: [['fight'], ['breed'], ['explore', 'steal', 'relocate', 'build'], ['Nest complex'], 'random'],
  Ratfolk: [['breed'], ['fight'], ['explore', 'scout', 'exploit', 'build'], ['Great Nest'], 'random'],
  Giant: [['exploit'], ['prepare'], ['build', 'ally', 'rout', 'harvest', 'exploit', 'explore', 'hunt'], ['Castle', 'Temple', 'Garden', 'Tomb'], 'random'],
  Owlbear: [['hunt'], ['relocate'], ['scout', 'relocate', 'trade', 'ally'], [], 'random'],
  Gnolls: [['fight'], ['breed'], ['scout', 'ally', 'recruit', 'steal', 'relocate'], [], 'random'],
  Saltbury: [['ally'], ['breed'], ['trade', 'build', 'fight', 'scout'], ['Port', 'Walls', 'Temple complex'], 'surface'],
  Brazenkragg: [['extort'], ['build'], ['fight', 'scout', 'ally', 'build'], ['Tomb', "Wizard's quarter", 'Stepwell', 'Greek fire'], 'random'],
  Adventurers: [['relocate'], ['fight'], ['ally', 'recruit', 'steal', 'trade', 'fight'], [], 'surface'],
  'The Experts': [['fight'], ['relocate'], ['prepare', 'rout', 'ally', 'recruit', 'explore'], [], 'random'],
  Veterans: [['extort'], ['relocate'], ['build', 'explore', 'trade', 'steal', 'fight', 'rout'], ['Stronghold', "Wizard's tower", 'Thieves guild'], 'random'],
  Mob: [['relocate'], ['fight'], ['relocate', 'steal', 'explore'], [], 'surface'],
}; // prettier-ignore

describe('each card as printed', () => {
  it.each(Object.entries(PRINTED))('%s', (name, [always, ifs, options, builds, spawn]) => {
    const card = byName(name);
    expect(steps(card.lifecycle.always)).toEqual(always);
    expect(card.lifecycle.ifs.flatMap((c) => steps(c.then))).toEqual(ifs);
    expect(steps(card.lifecycle.options)).toEqual(options);
    expect(card.constructions.map((k) => k.name)).toEqual(builds);
    expect(card.spawn.kind).toBe(spawn);
  });

  it('covers all 48 cards', () => expect(Object.keys(PRINTED)).toHaveLength(48));
});

describe('constructions as printed (req / gain)', () => {
  const k = (card: string, name: string) => byName(card).constructions.find((c) => c.name === name)!;
  it('Dwarves: Hall req ○ gain ●; Armory req ○○ +1 fight; Wonder req ○○○★ starts villainy', () => {
    expect(k('Dwarves', 'Hall')).toMatchObject({ req: { loot: 1 }, gain: { pop: 1 } });
    expect(k('Dwarves', 'Armory')).toMatchObject({ req: { loot: 2 }, bonus: { action: 'fight', amount: 1 } });
    expect(k('Dwarves', 'Wonder')).toMatchObject({ req: { loot: 3, stars: 1 }, villainy: true });
  });
  it('A Wizard: Laboratory ★→●, Cyst ★→○, Phylactery ★★★ starts villainy', () => {
    expect(k('A Wizard', 'Laboratory')).toMatchObject({ req: { stars: 1 }, gain: { pop: 1 } });
    expect(k('A Wizard', 'Cyst')).toMatchObject({ req: { stars: 1 }, gain: { loot: 1 } });
    expect(k('A Wizard', 'Phylactery')).toMatchObject({ req: { stars: 3 }, villainy: true });
  });
  it('The Temple: Hecatomb needs the altar and ○, gives ★○; Apotheosis needs the altar and ★●●●', () => {
    expect(k('The Temple', 'Hecatomb')).toMatchObject({ needs: ['Altar'], req: { loot: 1 }, gain: { stars: 1, loot: 1 } });
    expect(k('The Temple', 'Apotheosis')).toMatchObject({ needs: ['Altar'], req: { stars: 1, pop: 3 }, villainy: true });
  });
  it('Troglodytes: Idol req ○○○ gain ●○; Garden needs water gain ●', () => {
    expect(k('Troglodytes', 'Idol')).toMatchObject({ req: { loot: 3 }, gain: { pop: 1, loot: 1 } });
    expect(k('Troglodytes', 'Garden')).toMatchObject({ needs: ['water'], gain: { pop: 1 } });
  });
  it('Miners: Mill req ● gain ○○○; Syndicate: Casino needs the Hideout, gains ○○○', () => {
    expect(k('Miners', 'Mill')).toMatchObject({ req: { pop: 1 }, gain: { loot: 3 } });
    expect(k('Syndicate', 'Casino')).toMatchObject({ needs: ['Hideout'], gain: { loot: 3 } });
  });
  it('only the Wonder, the Phylactery and Apotheosis start villainy', () => {
    const v = CARDS.flatMap((c) => c.constructions.filter((x) => 'villainy' in x).map((x) => x.name));
    expect(v).toEqual(['Wonder', 'Phylactery', 'Apotheosis']);
  });
}); // prettier-ignore

describe('special rules as printed', () => {
  it('Demigod rolls two tags on a d8 table in the printed order', () => {
    expect(cardById('demigod').rules[0]).toEqual({
      kind: 'rolled-tags',
      table: ['humanoid', 'undead', 'giant', 'decomposer', 'good', 'evil', 'lawful', 'chaotic'],
      rolls: 2,
    });
  });
  it('Dragon prepares and stops when it was idle last turn', () => {
    expect(cardById('dragon').lifecycle.ifs[0]).toMatchObject({ stop: true });
  });
  it('Nomads leave below 1○ or above 6○; Adventurers retire at 1●; Stirges fight alphas from 4● at -1', () => {
    expect(cardById('nomads').rules).toContainEqual({ kind: 'leaves-when-loot', below: 1, above: 6 });
    expect(cardById('adventurers').rules).toContainEqual({ kind: 'leaves-at-pop', pop: 1 });
    expect(cardById('stirges').rules).toContainEqual({ kind: 'fights-alphas-at', pop: 4, penalty: 1 });
  });
}); // prettier-ignore
