/**
 * Items, advancement and the campaign (dungeon-plungin-rules.txt: Treasure 1247-1360, Experience
 * Points 1371-1406, Character Death 755-767, spells recovered in town 830-839).
 */
import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../../../src/core/rng';
import { defaultsOf } from '../../../../src/core/system';
import { BUILT_IN_PACKS } from '../../../../src/crawl/plungin/packs';
import type { QuestPack } from '../../../../src/crawl/plungin/pack.schema';
import {
  ADVANCEMENT,
  advance,
  GIFT_LEVELS,
  nextAbility,
  divideXp,
  levelFor,
  newcomer,
  newcomerLevel,
  sharedLevel,
  tutorSpend,
} from '../../../../src/crawl/plungin/play/advancement';
import {
  PACK_LADDER,
  playCampaign,
  nextPack,
  partyLevel,
  questSeed,
} from '../../../../src/crawl/plungin/play/campaign';
import {
  bindCursed,
  findLibrary,
  liveGear,
  readHealingBook,
} from '../../../../src/crawl/plungin/play/finds';
import { playGame } from '../../../../src/crawl/plungin/play/game';
import { DEFAULT_PARTY } from '../../../../src/crawl/plungin/play/heroes';
import {
  bookLearner,
  canReadBook,
  craft,
  gearMods,
  gearOfSheet,
  ITEM_LIST,
  liftCurses,
  listed,
  listedItem,
  pieceOf,
  RECIPES,
  salePrice,
  storageOf,
  wornStats,
} from '../../../../src/crawl/plungin/play/items';
import { PLAY_OPTIONS } from '../../../../src/crawl/plungin/play/options';
import type { HeroSheet } from '../../../../src/crawl/plungin/play/party.schema';
import type { Fig } from '../../../../src/crawl/plungin/play/state';
import {
  bankQuest,
  newCareer,
  partyOf,
  PRIEST_PRICE,
  visitTown,
  type Career,
} from '../../../../src/crawl/plungin/play/town';
import { newTestGame } from './helpers';

const pack = BUILT_IN_PACKS[0]!;
const options = { ...defaultsOf(PLAY_OPTIONS), pack: 'strata-sunken-shrine' } as const;
const rules = { sharedXp: false, goldRush: false, tutor: false };
const [BRAND, WREN, ANSEL, MORWEN] = DEFAULT_PARTY.heroes as unknown as [
  HeroSheet,
  HeroSheet,
  HeroSheet,
  HeroSheet,
];

const game = (dice: number[] = []) => newTestGame(dice, { options });

/** A career just back from a quest where nothing happened. */
function back(c: Career, xp = 0, gold = 0, dead: string[] = []): void {
  bankQuest(
    c,
    {
      heroes: c.heroes.map((h) => ({
        id: h.sheet.id,
        dead: dead.includes(h.sheet.id),
        gear: h.gear,
        items: h.items,
      })),
      gold,
      goldBy: {},
      xp,
      valuables: [],
    },
    false,
  );
}

describe('the Item List (a replacement) and what the play reads from a pack item', () => {
  it('every row has a kind, and a price unless cursed or a tome', () => {
    for (const it of ITEM_LIST) {
      if ('cursed' in it || it.kind === 'tome') expect(it.price, it.id).toBeNull();
      else expect(it.price, it.id).toBeGreaterThan(0);
    }
  });
  it('reads pack items by name; a Tome of Knowledge by its XP, a spellbook by its spell', () => {
    expect(listed({ name: 'Helm of Folly' })?.cursed).toBe(true);
    expect(listed({ name: 'Tome of Knowledge', description: 'Study it: 80 XP.' })?.xp).toBe(80);
    expect(listed({ name: 'Spellbook of Pulse' })?.spell).toBe('pulse');
    expect(listed({ name: 'Cursed Amulet' })).toMatchObject({ cursed: true, mods: { WIT: -1 } });
    expect(listed(pack.items['healing-draught']!)).toBeNull();
  });
  it('an item sells for half its price; one with no price cannot be sold (rules 1346-1350)', () => {
    expect(salePrice(listedItem('sword'))).toBe(30);
    expect(salePrice(listedItem('cursed-blade'))).toBeNull();
    expect(salePrice(null)).toBeNull();
  });
});

describe('cursed items (rules 1330-1337)', () => {
  it('a cursed helm binds itself on its finder: WIT -2, the old helmet into the pack', () => {
    const g = game();
    const wren = g.figures[1]!;
    expect(wren.stats.WIT).toBe(3);
    const words = bindCursed(wren, listedItem('cursed-helm'));
    expect(words).toMatch(/cursed and binds itself on Wren/);
    // Wren's Cloak is the only attire and not on the head: the helm takes a free place.
    expect(wren.stats.WIT).toBe(1);
    expect(wren.gear!.attire.map((a) => a.name)).toEqual(['Cloak', 'Helm of Folly']);
  });
  it('a cursed blade takes the sword hand: the sword goes into the pack, DEF -1', () => {
    const g = game();
    const brand = g.figures[0]!;
    bindCursed(brand, listedItem('cursed-blade'));
    expect(brand.items.map((i) => i.name)).toContain('Sword');
    expect(brand.weaponBonus).toBe(2);
    expect(brand.stats.DEF).toBe(0);
  });
  it('with no free slot the displaced piece is lost', () => {
    const g = game();
    const brand = g.figures[0]!;
    brand.items.push(...Array.from({ length: 3 }, () => ({ name: 'Rope', use: 'none' as const })));
    expect(bindCursed(brand, listedItem('cursed-mail'))).toMatch(/Chain Mail is dropped/);
    expect(brand.stats.MOV).toBe(3);
    expect(brand.armour.map((a) => a.name)).toContain('Mail of Lead');
  });
  it('a cursed ring of frailty costs a LIFE; a plain item is not cursed', () => {
    const g = game();
    const m = g.figures[3]!;
    bindCursed(m, listedItem('cursed-ring'));
    expect(m.maxLife).toBe(2);
    expect(bindCursed(m, listedItem('sword'))).toBeNull();
  });
  it('found in a chest, a cursed item is worn at once, not stowed', () => {
    const cursedPack = {
      ...pack,
      items: {
        ...pack.items,
        'folly-helm': { name: 'Helm of Folly', description: 'x', unique: false },
      },
    };
    const g = newTestGame([], { pack: cursedPack, options });
    // Through takeItem (combat.ts), as a chest or a monster's treasure gives it.
    return import('../../../../src/crawl/plungin/play/combat').then(({ takeItem }) => {
      const text = takeItem(g, g.figures[2]!, 'folly-helm');
      expect(text).toMatch(/binds itself on Ansel/);
      expect(g.figures[2]!.items.map((i) => i.name)).not.toContain('Helm of Folly');
      expect(g.figures[2]!.stats.WIT).toBe(1);
    });
  });
  it('Holy Water or the priest lifts the curse; the piece is cast off', () => {
    const gear = gearOfSheet(BRAND);
    gear.weapon = pieceOf(listedItem('cursed-blade'));
    expect(liftCurses(gear)).toEqual(['Bloodthirsty Blade']);
    expect(gear.weapon).toBeNull();
  });
  it('in town the priest is paid to lift it, and the sword in the pack is taken up again', () => {
    const c = newCareer(DEFAULT_PARTY, false);
    const brand = c.heroes[0]!;
    brand.gear.weapon = pieceOf(listedItem('cursed-blade'));
    brand.items.push({ name: 'Sword', use: 'none' });
    c.purses.party = PRIEST_PRICE;
    const log = visitTown(c, 1, scriptedRng([]), rules);
    expect(log.join('\n')).toMatch(/town priest \(50 gold\) lifts the curse from Brand/);
    expect(brand.gear.weapon?.name).toBe('Sword');
    expect(c.purses.party).toBe(0);
  });
});

describe('attire, gear and weak items (rules 739-748, 1296-1312)', () => {
  it('attire bonuses do not stack: the highest bonus and the worst penalty count', () => {
    const ring = pieceOf(listedItem('ring-of-wits'));
    const folly = pieceOf(listedItem('cursed-helm'));
    const gear = { weapon: null, shield: null, armour: null, attire: [ring, ring, folly] };
    expect(gearMods(gear).WIT).toBe(1 - 2);
    expect(wornStats(WREN.stats, gear).WIT).toBe(2);
  });
  it('more than four attire and none works', () => {
    const boots = pieceOf(listedItem('boots-of-striding'));
    const gear = {
      weapon: null,
      shield: null,
      armour: null,
      attire: [boots, boots, boots, boots, boots],
    };
    expect(gearMods(gear).MOV).toBe(0);
  });
  it('a weak shield broken on a fumble is gone from the live gear', () => {
    const g = game();
    const brand = g.figures[0]!;
    brand.armour = brand.armour.filter((a) => a.name !== 'Wooden Shield');
    const live = liveGear(brand);
    expect(live.shield).toBeNull();
    expect(live.armour?.name).toBe('Chain Mail');
  });
});

describe('spellbooks, tomes, libraries, recipes, properties', () => {
  it('a spellbook read as a consumable needs MAG up to the difficulty (rules 1316-1320)', () => {
    expect(canReadBook(2, 'healing')).toBe(true);
    expect(canReadBook(1, 'healing')).toBe(false);
  });
  it('in the dungeon a hero in need reads a Spellbook of Healing once, with MAG enough', () => {
    const g = game([2]);
    const [, wren, , morwen] = g.figures as [Fig, Fig, Fig, Fig];
    const spent = () => ({ move: false, attack: false, cast: false, item: false });
    for (const h of [wren, morwen]) {
      h.items.push({ name: 'Spellbook of Healing', use: 'none' });
      h.life = 1;
    }
    expect(readHealingBook(g, wren, spent())).toBe(false);
    const done = spent();
    expect(readHealingBook(g, morwen, done)).toBe(true);
    expect(morwen.life).toBe(3);
    expect(done.cast).toBe(true);
    expect(morwen.items.map((i) => i.name)).not.toContain('Spellbook of Healing');
    expect(g.log.at(-1)!.text).toMatch(/Morwen reads Healing aloud .* d6 \[2\], LIFE 3/);
  });
  it('a spellbook brought to town is learned by the best caster who lacks it', () => {
    const hs = [
      { id: 'a', mag: 6, known: ['healing' as const] },
      { id: 'b', mag: 5, known: [] },
      { id: 'c', mag: 0, known: [] },
    ];
    expect(bookLearner(hs, 'healing')?.id).toBe('b');
    expect(bookLearner(hs, 'pulse')?.id).toBe('a');
  });
  it('a Tome of Knowledge is studied in town for its XP (rules 1383-1385)', () => {
    const c = newCareer(DEFAULT_PARTY, false);
    c.heroes[1]!.items.push({ name: 'Tome of Knowledge (50 XP)', use: 'none' });
    const log = visitTown(c, 1, scriptedRng([]), rules);
    expect(log).toContain('Wren studies the Tome of Knowledge (50 XP): 50 XP.');
    expect(c.heroes[1]!.xp).toBe(50);
    expect(c.heroes[1]!.items.map((i) => i.name)).not.toContain('Tome of Knowledge (50 XP)');
  });
  it('Library XP: a library names its XP, given once when first found (rules 1386)', () => {
    const libPack = {
      ...pack,
      specialLocations: {
        ...pack.specialLocations,
        library: {
          name: 'Drowned Library',
          tile: 'lib',
          description: 'Old lore: 40 XP.',
          encounter: 'none' as const,
        },
      },
    };
    const g = newTestGame([], { pack: libPack, options });
    expect(findLibrary(g, g.figures[0]!, 'lib')).toMatch(/40 XP/);
    expect(g.partyXp).toBe(40);
    expect(findLibrary(g, g.figures[0]!, 'fountain-room')).toBeNull();
  });
  it('a recipe turns a reagent and gold into its item; a check may spoil it (rules 1267-1271)', () => {
    const reagents = [
      { name: 'Silver Ring', value: 15 },
      { name: 'Pebble', value: 2 },
    ];
    const plain = craft(scriptedRng([]), RECIPES['recipe-healing']!, reagents, 10, null);
    expect(plain).toMatchObject({ made: true, reagent: 'Silver Ring', gold: 5 });
    expect(reagents).toEqual([{ name: 'Pebble', value: 2 }]);
    const ansel = { name: 'Ansel', stats: ANSEL.stats };
    const r2 = [{ name: 'Pearl', value: 20 }];
    // MAG 6: [5] [6] two successes meet Dif. 2.
    expect(
      craft(scriptedRng([5, 6, 1, 1, 2, 3]), RECIPES['recipe-holy-water']!, r2, 10, ansel).made,
    ).toBe(true);
    const r3 = [{ name: 'Pearl', value: 20 }];
    const fail = craft(
      scriptedRng([5, 2, 1, 1, 2, 3]),
      RECIPES['recipe-holy-water']!,
      r3,
      10,
      ansel,
    );
    expect(fail).toMatchObject({ made: false, reagent: 'Pearl' });
    expect(r3).toEqual([]);
    // No reagent worth enough: nothing happens.
    expect(
      craft(scriptedRng([]), RECIPES['recipe-healing']!, [{ name: 'P', value: 2 }], 10, null)
        .reagent,
    ).toBeNull();
  });
  it('properties: four items in the communal chest, a quarter under Gold Rush (rules 1273-1276, 1363)', () => {
    expect(storageOf(['chest'], false)).toBe(4);
    expect(storageOf(['chest', 'room'], false)).toBe(8);
    expect(storageOf(['chest'], true)).toBe(1);
  });
});

describe('advancement (rules 1388-1394, a replacement table)', () => {
  it('levels from the XP total; the table rises', () => {
    expect(levelFor(0)).toBe(1);
    expect(levelFor(99)).toBe(1);
    expect(levelFor(100)).toBe(2);
    expect(levelFor(100000)).toBe(10);
    for (let i = 1; i < ADVANCEMENT.length; i++)
      expect(ADVANCEMENT[i]!.xp).toBeGreaterThan(ADVANCEMENT[i - 1]!.xp);
  });
  it('a level gives +1 LIFE and the role stat in turn', () => {
    const a = advance(BRAND, 3);
    expect(a.sheet.level).toBe(3);
    expect(a.sheet.stats.LIFE).toBe(BRAND.stats.LIFE + 2);
    expect(a.sheet.stats.ATK).toBe(BRAND.stats.ATK + 1);
    expect(a.sheet.stats.DEF).toBe(BRAND.stats.DEF + 1);
  });
  it('levels 3, 6 and 9 give a special ability, or a spell slot to a Magic School hero', () => {
    expect(GIFT_LEVELS).toEqual([3, 6, 9]);
    // Brand holds Counter Attack, Attack of Opportunity and Charge: level 3 adds Nimble, his fourth.
    const brand = advance(BRAND, 3);
    expect(brand.sheet.abilities).toEqual([...BRAND.abilities, 'nimble']);
    expect(brand.gains[1]).toBe('level 3: +1 LIFE, +1 DEF, the Nimble ability');
    // With four abilities, level 6 has none left to give (the sheet holds four).
    expect(advance(BRAND, 6).sheet.abilities).toHaveLength(4);
    // Wren (Nimble) learns Attack of Opportunity at 3, Counter Attack at 6, Charge at 9.
    const wren = advance(WREN, 9).sheet;
    expect(wren.abilities).toEqual(['nimble', 'attack-of-opportunity', 'counter-attack', 'charge']);
    expect(nextAbility(wren)).toBeNull();
    // Morwen (Arcane) gains a spell slot at 3: +1 MAG besides the stat of level 2 (MAG).
    const morwen = advance(MORWEN, 3);
    expect(morwen.sheet.stats.MAG).toBe(MORWEN.stats.MAG + 2);
    expect(morwen.sheet.abilities).toEqual(MORWEN.abilities);
    expect(morwen.gains[1]).toBe('level 3: +1 LIFE, +1 WIT, a spell slot (+1 MAG)');
    // Level 2 gives no gift.
    expect(advance(WREN, 2).sheet.abilities).toEqual(WREN.abilities);
  });
  it('the quest XP is divided among the heroes; Shared Experience needs four shares', () => {
    expect(divideXp(402, 4)).toEqual({ share: 100, left: 2 });
    expect(sharedLevel(399, 4)).toBe(1);
    expect(sharedLevel(400, 4)).toBe(2);
  });
  it('a tutor turns 10 gold into 1 XP, above what is kept', () => {
    expect(tutorSpend(275, 100)).toEqual({ gold: 170, xp: 17 });
    expect(tutorSpend(50, 100)).toEqual({ gold: 0, xp: 0 });
  });
  it('a newcomer joins at the lowest level of those who stay (rules 764-767)', () => {
    expect(newcomerLevel([3, 2, 4], [5])).toBe(2);
    expect(newcomerLevel([], [3, 4])).toBe(3);
    const n = newcomer(MORWEN, 2, 1);
    expect(n).toMatchObject({ id: 'morwen-1', name: 'Corvin', role: 'wizard', level: 2 });
    expect(n.stats.MAG).toBe(MORWEN.stats.MAG + 1);
  });
});

describe('the town between quests', () => {
  it('divides the XP and levels up; a dead hero with no gold for a draught is replaced', () => {
    const c = newCareer(DEFAULT_PARTY, false);
    c.heroes[2]!.items = [];
    back(c, 400, 0, ['morwen']);
    const log = visitTown(c, 1, scriptedRng([]), rules);
    expect(log).toContain("The quest's 400 XP are divided: 100 to each hero.");
    expect(c.heroes.map((h) => h.sheet.level)).toEqual([2, 2, 2, 2]);
    // Morwen's share went to the grave; the newcomer joins at the lowest level of those who stay,
    // level 2 once the shares are in, with that level's XP.
    expect(c.heroes[3]!.sheet.name).toBe('Corvin');
    expect(c.heroes[3]!.xp).toBe(100);
    expect(log.join('\n')).toMatch(
      /Morwen is buried in full gear; Corvin takes the empty place in the party, a level 2 wizard/,
    );
  });
  it('one level a return: XP enough for two waits for the next return (rules 1390-1392)', () => {
    const c = newCareer(DEFAULT_PARTY, false);
    // 4 x 250 XP: each hero's total passes level 3's 250 (the table: level 2 at 100, 3 at 250).
    back(c, 1000, 0);
    const first = visitTown(c, 1, scriptedRng([]), rules);
    expect(c.heroes.map((h) => h.sheet.level)).toEqual([2, 2, 2, 2]);
    expect(c.heroes.map((h) => h.xp)).toEqual([250, 250, 250, 250]);
    expect(first.filter((l) => /reaches level/.test(l))).toHaveLength(4);
    back(c, 0, 0);
    visitTown(c, 2, scriptedRng([]), rules);
    expect(c.heroes.map((h) => h.sheet.level)).toEqual([3, 3, 3, 3]);
  });
  it('a carried Revival Draught raises the fallen; gold buys one when none is carried', () => {
    const c = newCareer(DEFAULT_PARTY, false);
    back(c, 0, 200, ['brand', 'wren']);
    const log = visitTown(c, 1, scriptedRng([]), rules);
    expect(log).toContain("Ansel's Revival Draught raises Brand.");
    expect(log).toContain('A Revival Draught bought for 120 gold raises Wren.');
    expect(c.heroes.every((h) => !h.dead)).toBe(true);
  });
  it('sells valuables and spare gear, keeps what has no price in storage, throws away keys', () => {
    const c = newCareer(DEFAULT_PARTY, false);
    c.heroes[0]!.items.push({ name: 'Dagger', use: 'none' }, { name: 'Tide Pearl', use: 'none' });
    const keys = bankQuest(
      c,
      {
        heroes: c.heroes.map((h) => ({
          id: h.sheet.id,
          dead: false,
          gear: h.gear,
          items:
            h.sheet.id === 'wren'
              ? [...h.items, { name: 'Great Door Key', use: 'great-key' }]
              : h.items,
        })),
        gold: 0,
        goldBy: {},
        xp: 0,
        valuables: [{ name: 'Silver Ring', value: 15 }],
      },
      false,
    );
    expect(keys[0]).toMatch(/Great Door Key/);
    const log = visitTown(c, 1, scriptedRng([]), rules);
    expect(log).toContain('The valuables are sold for 15 gold: Silver Ring.');
    expect(log).toContain('The Dagger is sold for 5 gold.');
    expect(c.storage.party).toEqual(['Tide Pearl']);
    // Back in town again: what is stored stays stored, unsold and unlogged.
    const again = visitTown(c, 2, scriptedRng([]), rules);
    expect(c.storage.party).toEqual(['Tide Pearl']);
    expect(again.some((l) => /Tide Pearl/.test(l))).toBe(false);
  });
  it('Gold Rush: each hero keeps the gold he took, the rest is shared', () => {
    const c = newCareer(DEFAULT_PARTY, true);
    bankQuest(
      c,
      {
        heroes: [],
        gold: 100,
        goldBy: { brand: 60 },
        xp: 0,
        valuables: [],
      },
      true,
    );
    expect(c.purses).toEqual({ brand: 70, wren: 10, ansel: 10, morwen: 10 });
  });
  it('Gold Rush: each hero shops from his own purse', () => {
    const c = newCareer(DEFAULT_PARTY, true);
    c.purses = { brand: 0, wren: 0, ansel: 0, morwen: 25 };
    const log = visitTown(c, 1, scriptedRng([]), { ...rules, goldRush: true });
    expect(log).toContain('Morwen buys a Healing Potion (25 gold).');
    expect(log.some((l) => /Ansel buys/.test(l))).toBe(false);
    expect(c.purses.morwen).toBe(0);
  });
  it('My Kingdom for a Tutor: spare gold becomes XP for the party, 10 gold a point', () => {
    const c = newCareer(DEFAULT_PARTY, false);
    c.purses.party = 2000;
    const log = visitTown(c, 1, scriptedRng([]), { ...rules, tutor: true });
    const line = log.find((l) => /^Tutors/.test(l))!;
    const [, gold, xp] = /turn (\d+) gold into (\d+) XP/.exec(line)!;
    expect(Number(gold)).toBe(10 * Number(xp));
    // What is kept back: a Revival Draught and 25 gold a hero.
    expect(c.purses.party).toBeGreaterThanOrEqual(120 + 100);
    expect(c.purses.party).toBeLessThan(120 + 100 + 10);
    expect(c.heroes[0]!.xp).toBe(Math.floor(Number(xp) / 4));
  });
  it('the next quest starts from the career: levels, gear and prepared spells', () => {
    const c = newCareer(DEFAULT_PARTY, false);
    c.heroes[0]!.sheet = advance(c.heroes[0]!.sheet, 2).sheet;
    c.heroes[0]!.gear.attire.push(pieceOf(listedItem('boots-of-striding')));
    c.heroes[3]!.known.push('healing');
    const { party, gear } = partyOf(c);
    expect(party.heroes[0]!.level).toBe(2);
    expect(party.heroes[0]!.stats.MOV).toBe(BRAND.stats.MOV + 1);
    expect(party.heroes[0]!.attire).toContain('Boots of Striding');
    // The sheet carries the spells known; the descent prepares those her School teaches (spells.ts).
    expect(party.heroes[3]!.spells).toEqual(['pulse', 'fireball', 'frost-ray', 'healing']);
    expect(gear.brand!.attire.map((a) => a.name)).toContain('Boots of Striding');
  });
});

describe('the campaign (quest=K)', () => {
  it('quest 1 is the single quest; quest 2, the heroes still level 1, re-enters a fresh Shrine with the town between', () => {
    const input = { seed: 'career', pack, packId: pack.id, party: DEFAULT_PARTY };
    const at10 = { round: 10, action: null };
    expect(playCampaign({ ...input, options, stop: at10 }).g.log).toEqual(
      playGame({ ...input, options, stop: at10 }).log,
    );
    const two = playCampaign({
      ...input,
      options: { ...options, quest: 2 },
      stop: { round: 1, action: null },
    });
    expect(questSeed('career', 2)).toBe('career:quest-2');
    expect(two.g.seed).toBe('career:quest-2');
    expect(two.quest).toBe(2);
    // Level 1 heroes are not yet of a level for the Warren (Dungeon Level 3).
    expect(two.career.heroes.every((h) => h.sheet.level === 1)).toBe(true);
    expect(two.g.pack.id).toBe('strata-sunken-shrine');
    const first = two.career.quests[0]!;
    expect(first).toMatchObject({ quest: 1, seed: 'career', pack: 'strata-sunken-shrine' });
    expect(first.outcome).toMatch(/^(won|lost|abandoned)/);
    const head = two.g.log.filter((e) => e.round === 0).map((e) => e.text);
    expect(head[0]).toMatch(/^Quest 1: The Sunken Shrine \(Strata basic tiles\) \(seed “career”\)/);
    expect(head).toContain('In town after quest 1:');
    expect(head.some((t) => /divided/.test(t))).toBe(true);
    expect(head).toContain(
      'Quest 2: The Sunken Shrine (Strata basic tiles), Dungeon Level 1 (seed “career:quest-2”).',
    );
    // Every hero of quest 2 holds at least the share of quest 1's XP the town divided.
    const share = Math.floor(first.xp / 4);
    for (const h of two.career.heroes) expect(h.xp).toBeGreaterThanOrEqual(share);
    // The figures of quest 2 stand at the levels the town gave.
    for (const h of two.career.heroes)
      expect(two.g.figures.find((f) => f.id === h.sheet.id)!.level).toBe(h.sheet.level);
  });

  it('the campaign climbs a rung by Dungeon Level only when the heroes are of a level for it (rules 69-70, 288-290)', () => {
    expect(PACK_LADDER.map((p) => p.dungeonLevel)).toEqual([1, 3, 6]);
    const [shrine, warren, vault] = PACK_LADDER as [QuestPack, QuestPack, QuestPack];
    // Level 1 heroes stay in the Shrine (Dungeon Level 1); at level 2 the Warren (3) is within one.
    expect(nextPack(shrine, shrine, 1)).toBe(shrine);
    expect(nextPack(shrine, shrine, 2)).toBe(warren);
    // One rung at a time: from the Warren the Vault (6) waits for level 5.
    expect(nextPack(shrine, warren, 4)).toBe(warren);
    expect(nextPack(shrine, warren, 5)).toBe(vault);
    expect(nextPack(shrine, vault, 9)).toBe(vault);
    // The party's level is its heroes' mean, rounded down.
    expect(partyLevel([2, 2, 1, 2])).toBe(1);
    expect(partyLevel([2, 2, 2, 3])).toBe(2);
    // A posted pack (any other object) is replayed quest after quest.
    const posted = { ...pack, id: 'my-pack' };
    expect(nextPack(posted, posted, 9)).toBe(posted);
  });
});
