import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../../../src/core/rng';
import { BUILT_IN_PACKS } from '../../../../src/crawl/plungin/packs';
import {
  inventoryView,
  itemUse,
  itemValue,
  newInventory,
  stow,
  treasureItem,
  type Carrier,
} from '../../../../src/crawl/plungin/play/inventory';
import { numberedNames } from '../../../../src/crawl/plungin/play/names';
import {
  isReentry,
  placeNewcomers,
  restockRoom,
  rollNewcomers,
  wantsToLeave,
} from '../../../../src/crawl/plungin/play/revisit';

const pack = BUILT_IN_PACKS[0]!;

describe('the party inventory (rules 1247-1360)', () => {
  it('reads what a pack item is: keys, the Great Key, potions, valuables', () => {
    expect(itemUse(pack.items['great-door-key']!)).toBe('great-key');
    expect(itemUse(pack.items['healing-draught']!)).toBe('heal');
    expect(itemUse(pack.items['silver-ring']!)).toBe('valuable');
    expect(itemValue(pack.items['silver-ring']!)).toBe(15);
    expect(itemUse({ name: 'Cell Key', description: 'Opens a cell.' })).toBe('key');
    expect(itemUse({ name: 'Relic', description: 'Shiny.', kind: 'great-key' })).toBe('great-key');
  });

  it('a unique item is found once, then its replacement', () => {
    const inv = newInventory();
    expect(treasureItem(pack.items, 'great-door-key', inv)).toBe('great-door-key');
    expect(treasureItem(pack.items, 'great-door-key', inv)).toBe('healing-draught');
    expect(treasureItem(pack.items, 'tide-pearl', inv)).toBe('tide-pearl');
    expect(treasureItem(pack.items, 'tide-pearl', inv)).toBe('silver-ring');
  });

  it('valuables go to the pool out of the slots; a full hero passes a find on; with no slot left it is discarded', () => {
    const inv = newInventory();
    const full = (n: number): Carrier & { id: string } => ({
      id: `h${n}`,
      items: Array.from({ length: n }, () => ({ name: 'Rope', use: 'none' as const })),
    });
    const a = full(4);
    const b = full(3);
    expect(stow(inv, a, [a, b], pack.items['silver-ring']!).to).toBeNull();
    expect(inv.valuables).toEqual([{ name: 'Silver Ring', value: 15 }]);
    expect(stow(inv, a, [a, b], pack.items['great-door-key']!).to).toBe(b);
    const r = stow(inv, a, [a, b], pack.items['healing-draught']!);
    expect(r).toEqual({ to: null, discarded: true });
    expect(inventoryView(inv, 0, [a, b]).keys).toEqual([
      { hero: 'h3', name: 'Great Door Key', great: true },
    ]);
    expect(inventoryView(inv, 0, [a, b]).discarded).toEqual(['Healing Draught']);
  });

  it('a backpack makes eight slots', () => {
    const inv = newInventory();
    const h: Carrier = {
      items: [
        { name: 'Backpack', use: 'none' },
        ...Array.from({ length: 5 }, () => ({ name: 'Rope', use: 'none' as const })),
      ],
    };
    expect(stow(inv, h, [h], pack.items['healing-draught']!).to).toBe(h);
  });
});

describe('the log names monsters apart', () => {
  it('a group is numbered, a lone first one keeps its name, later ones go on counting', () => {
    expect(numberedNames(new Map(), ['Orc'])).toEqual(['Orc']);
    expect(numberedNames(new Map(), ['Ghoblin', 'Ghoblin', 'Orc'])).toEqual([
      'Ghoblin 1',
      'Ghoblin 2',
      'Orc',
    ]);
    expect(numberedNames(new Map([['Ghoblin', 2]]), ['Ghoblin'])).toEqual(['Ghoblin 3']);
  });
});

describe('previously explored tiles (rules 259-285)', () => {
  it('only a cleared room the party had left rolls on re-entry', () => {
    expect(isReentry('room', true, 0, 0)).toBe(true);
    expect(isReentry('hallway', true, 0, 0)).toBe(false);
    expect(isReentry('room', true, 1, 0)).toBe(false);
    expect(isReentry('room', true, 0, 1)).toBe(false);
    expect(isReentry('room', false, 0, 0)).toBe(false);
  });

  it('a d6 of 1 rolls the Monster chart; anything else brings nobody', () => {
    expect(rollNewcomers(scriptedRng([2]), pack).ids).toEqual([]);
    const chart = pack.charts.monsters;
    const row = chart.rows[0]!;
    // The first row of the Monster chart, its counts scripted at their lowest.
    const dice = [1, row.roll[0]];
    for (const g of row.groups) if (typeof g.count !== 'number') dice.push(1);
    const r = rollNewcomers(scriptedRng(dice, { thenSeed: 'x' }), pack);
    expect(r.ids.length).toBeGreaterThanOrEqual(row.groups.length);
    expect(new Set(r.ids)).toEqual(new Set(row.groups.map((g) => g.monster)));
  });

  it('coming back from town, a room is rolled on the Encounter chart again: monsters with their awareness, and chests', () => {
    // Encounter d8 [4]: no monsters, one chest.
    expect(restockRoom(scriptedRng([4]), pack)).toMatchObject({
      ids: [],
      chests: 1,
      awareness: null,
    });
    // Encounter d8 [7]: monsters and two chests; Monsters d10 [8]: Drowned Ones, d3 [1] of them; Awareness d6 [1]: sleeping.
    const r = restockRoom(scriptedRng([7, 8, 1, 1]), pack);
    expect(r.chests).toBe(2);
    expect(r.awareness).toBe('sleeping');
    expect(r.ids).toEqual(['drowned-one']);
  });

  it('newcomers take free squares, never one twice', () => {
    const free = [
      { x: 1, y: 1 },
      { x: 2, y: 1 },
      { x: 3, y: 1 },
    ];
    const c = placeNewcomers(scriptedRng([0, 0, 0]), free, 5);
    expect(c).toEqual([
      { x: 1, y: 1 },
      { x: 2, y: 1 },
      { x: 3, y: 1 },
    ]);
  });

  it('the party leaves to heal twice at most, at a third of its LIFE, or with a hero fallen and no revival', () => {
    const h = (life: number, dead = false) => ({ life, maxLife: 9, dead });
    expect(wantsToLeave([h(3), h(3), h(3)], false, 0)).toBe(true);
    expect(wantsToLeave([h(4), h(3), h(3)], false, 0)).toBe(false);
    expect(wantsToLeave([h(9), h(0, true)], false, 0)).toBe(true);
    expect(wantsToLeave([h(9), h(0, true)], true, 0)).toBe(false);
    // The town cannot pay for the raise (no draught, too little gold): no trip for the fallen.
    expect(wantsToLeave([h(9), h(0, true)], false, 0, false)).toBe(false);
    expect(wantsToLeave([h(1), h(1)], false, 1)).toBe(true);
    expect(wantsToLeave([h(1), h(1)], false, 2)).toBe(false);
  });
});
