/**
 * What the party finds on entering a tile: Table 3 (caverns), Table 14 (rooms), the passage and
 * corridor odds, the special rooms' cards; features (Tables 4 and 15), monsters (Tables 22-26 with
 * humanoid persistence, spotting and clustering), traps picked as in the DMG and treasure.
 */
import type { Cell, Space, TreasureItem } from '../plan/types';
import { fromSpans } from '../plan/geometry';
import { memory, terrainOf, type Ctx, type TilesOptions } from './context';
import type { TileFamily } from './catalogue';
import * as C from './tables-caverns';
import { meet } from './encounter';
import * as M from './tables-monsters';
import * as R from './tables-rooms';

/** A cell of the space for a trap or a find, picked with the flavour stream. */
function someCell(ctx: Ctx, space: Space): Cell {
  const cells = fromSpans(space.spans);
  return cells[ctx.b.flavour.int(0, cells.length - 1)]!;
}

type Row = { readonly lo: number; readonly hi: number; readonly kind: string };
const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

/** A trap as the text picks it from the DMG (text 999-1007): 1-3 d100 rolls by level band. */
export function addTrap(ctx: Ctx, space: Space, why: string): void {
  const band = M.TRAP_PICK[(space.level - 1) % 3]!;
  const rolls: number[] = [];
  for (let i = 0; i < band.rolls; i++) rolls.push(ctx.b.roll('trap (DMG pick)', 'd100'));
  const pick =
    band.keep === 'lowest'
      ? Math.min(...rolls)
      : band.keep === 'highest'
        ? Math.max(...rolls)
        : rolls.reduce((a, r) => (Math.abs(r - 50) < Math.abs(a - 50) ? r : a));
  const row = M.TRAPS.find((t) => t.lo <= pick && pick <= t.hi)!;
  ctx.b.addContent(space, {
    kind: 'trap',
    name: row.kind,
    detail: `${why}; ${band.keep} of ${band.rolls} d100 = ${pick}`,
    cell: someCell(ctx, space),
  });
  // In caverns and undesignated rooms a trap guards treasure a third of the time (text 995-997).
  const fam = ctx.family.get(space.id);
  if (fam === 'cavern' || fam === 'big-cavern' || fam === 'room' || fam === 'big-room')
    if (ctx.b.chance('trap guards treasure', 1, 3, 'guards treasure', 'guards nothing'))
      addTreasure(ctx, space, { by: 'guarded', detail: row.kind });
}

/** A modest cache scaled by level (our numbers: the text leaves amounts to the DMG). */
export function addTreasure(
  ctx: Ctx,
  space: Space,
  protection: { by: 'guarded' | 'hidden'; detail: string },
): void {
  const n = space.level;
  const gp = ctx.b.roll('treasure gp', 'd6') * 10 * n;
  const sp = ctx.b.roll('treasure sp', 'd6') * 20 * n;
  ctx.b.addContent(space, {
    kind: 'treasure',
    items: [
      { kind: 'sp', amount: sp, note: '' },
      { kind: 'gp', amount: gp, note: '' },
    ],
    container: protection.by === 'hidden' ? 'a hidden cache' : 'a sack',
    protection,
  });
}

/** The monster category and type for a space (Tables 22, 23, persistence), with its numbers. */
export function addMonster(
  ctx: Ctx,
  space: Space,
  sealedDoor: boolean,
  why: string,
  role: 'inhabitant' | 'wandering' = 'inhabitant',
): void {
  const b = ctx.b;
  const terrain = terrainOf(ctx, space, sealedDoor);
  const deep = space.level > 3;
  const t22 = deep ? M.TABLE_22_DEEP : M.TABLE_22;
  const r = b.roll(`Table 22${deep ? ' (deep)' : ''} ${terrain}`, 'd100', (v) => {
    const row = t22.find((x) => x[terrain] && x[terrain][0] <= v && v <= x[terrain][1]);
    return row?.kind ?? 'none';
  });
  const category = t22.find((x) => {
    const s = x[terrain];
    return s !== null && s[0] <= r && r <= s[1];
  })!.kind;
  const col = Math.min(space.level, 3) - 1;
  const mem = memory(ctx, space.level);
  let row: M.Row23 | undefined;
  if (category === 'humanoid' && mem.humanoid) {
    const seen = M.HUMANOID_PERSISTENCE.find((p) => p.seen === Math.min(mem.humanoid!.count, 3))!;
    const same = b.roll('humanoid persistence', 'd6', (v) =>
      v >= seen.sameFrom ? `same (${mem.humanoid!.type})` : 'reroll type',
    );
    if (same >= seen.sameFrom) row = M.TABLE_23_HUMANOID.find((h) => h.kind === mem.humanoid!.type);
  }
  if (!row) {
    const rows = M.TABLE_23[category];
    const v = b.roll(`Table 23 ${category} level ${col + 1}`, 'd100', (x) => {
      const hit = rows.find((m) => {
        const c = m.levels[col];
        return c !== null && c !== undefined && c[0] <= x && x <= c[1];
      });
      return hit?.kind ?? 'none';
    });
    row = rows.find((m) => {
      const c = m.levels[col];
      return c !== null && c !== undefined && c[0] <= v && v <= c[1];
    })!;
  }
  const dice = row.levels[col]?.[2] ?? '1';
  // REPLACEMENT: deeper levels roll the level-3 number once more per three levels.
  const times = deep ? 1 + Math.floor((space.level - 3) / M.DEEP_LEVEL_EXTRA_ROLL_EVERY) : 1;
  let number = 0;
  for (let i = 0; i < times; i++) number += b.roll(`number of ${row.kind}`, dice);
  if (category === 'humanoid') {
    mem.humanoidsMet = true;
    mem.humanoid =
      mem.humanoid?.type === row.kind
        ? { type: row.kind, count: mem.humanoid.count + 1 }
        : { type: row.kind, count: 1 };
    if (terrain === 'living-complex') mem.occupied = true;
  }
  // Table 26: more than one per 5-ft square is too many.
  const room = fromSpans(space.spans).length;
  const notes: string[] = [why];
  if (number > room) {
    const kind: M.CrowdKind =
      category === 'humanoid' || category === 'npc-party'
        ? 'humanoid'
        : category === 'undead'
          ? 'undead'
          : 'animal';
    const t26 = b.table('Table 26 too many', 'd6', M.TABLE_26);
    const result = t26[kind];
    notes.push(`too many for ${room} squares: ${result}`);
    if (result === 'none') return;
    if (result === 'fit' || result.startsWith('fit') || result.startsWith('extras'))
      number = result === 'fit-less-one-with-leader' ? room - 1 : room;
    else number = Math.min(number, room * 2);
    number = Math.max(1, number);
  }
  // READING: a return visit (text 961-963) is this plan replayed as the party comes back to the
  // places it mapped before: each one's own monsters are there half as often. A monster met on a
  // later pass in this outing has its odds from the second-pass rule instead (revisit.ts).
  if (ctx.o.visit === 'return' && role === 'inhabitant') {
    const [n, of] = M.REVISIT_MONSTER_ODDS.returnVisit;
    if (!b.chance('return visit: monsters here', n, of, 'still here', 'gone')) {
      b.addContent(space, { kind: 'note', text: `signs of ${row.kind}, gone (return visit)` });
      return;
    }
  }
  b.addContent(space, { kind: 'monster', name: row.kind, number, role });
  const doing = b.table('spotting', 'd6', M.SPOTTING).kind;
  const strength = partyStrength(ctx.o.party, [{ cr: row.cr, number }], space.level);
  const response = b.table(
    `Table 24 (${strength})`,
    'd6',
    M.TABLE_24[strength] as readonly Row[],
  ).kind;
  notes.push(`${category}, ${doing}, ${response}`);
  if (number > 1) notes.push(`clustering ${b.table('clustering', 'd6', C.CLUSTERING).kind}`);
  notes.push(...meet(ctx, space, { name: row.kind, category, terrain, doing, response }));
  b.addContent(space, { kind: 'note', text: `${row.kind}: ${notes.join('; ')}` });
}

/**
 * A group's weight for Table 24, in the 3.5 DMG's encounter-level arithmetic: twice the weight is
 * two levels more (two monsters of CR c are EL c + 2, four are c + 4), and below CR 1 the weight
 * is the CR itself (two CR 1/2 make CR 1). Weight of EL e = sqrt(2)^(e - 1).
 */
export function elWeight(el: number): number {
  let w = 1;
  for (let i = 1; i < el; i++) w *= Math.SQRT2;
  for (let i = 1; i > el; i--) w /= Math.SQRT2;
  return w;
}

/**
 * Table 24's comparison (text 870-886). READING: "about the same level as party" is an
 * encounter level within one of the party's level (a party of four of the dungeon level meets
 * EL = its level as an even fight); below that the monsters are weaker, above it stronger.
 */
export function partyStrength(
  party: TilesOptions['party'],
  monsters: readonly { cr: number; number: number }[],
  level: number,
): M.Strength {
  if (party !== 'level') return party;
  let total = 0;
  for (const g of monsters) total += g.number * (g.cr < 1 ? g.cr : elWeight(g.cr));
  if (total < elWeight(level - 1)) return 'weaker';
  if (total > elWeight(level + 1)) return 'stronger';
  return 'same';
}

/** A Table 4 cavern feature as a note, with its sub-rolls. */
function cavernFeature(ctx: Ctx, space: Space): void {
  const b = ctx.b;
  const row = b.table('Table 4 cavern feature', 'd20', C.TABLE_4);
  let text: string = row.kind;
  switch (row.kind) {
    case 'chimney':
      text = `chimney ${b.table('Table 4 chimney size', 'd6', C.TABLE_4_CHIMNEY).kind}`;
      break;
    case 'cobwebs':
      if (b.chance('cobwebs: spiders lurk', 1, 3, 'spiders', 'no spiders'))
        text += ', spiders lurk';
      break;
    case 'dead-human':
      text = `dead ${b.table('Table 4 dead human', 'd6', C.TABLE_4_DEAD_HUMAN).kind}, ${b.table('Table 4 how long', 'd6', C.TABLE_4_DEAD_HOW_LONG).kind}`;
      break;
    case 'discarded-item': {
      let item: string = b.table('Table 4 item', 'd20', C.TABLE_4_ITEM).kind;
      if (item === 'scroll-case-or-container')
        item = b.table('Table 4 item 9', 'd6', C.TABLE_4_ITEM_NINE).kind;
      if (item === 'reroll-twice') item = 'two discarded items';
      text = `discarded ${item}`;
      break;
    }
    default:
      break;
  }
  if (row.kind !== 'nothing-more') b.addContent(space, { kind: 'note', text: `feature: ${text}` });
}

/** Table 15 as a note. */
function roomFeature(ctx: Ctx, space: Space): void {
  const row = ctx.b.table('Table 15 room feature', 'd100', R.TABLE_15);
  ctx.b.addContent(space, { kind: 'note', text: `feature: ${row.kind}` });
}

/** How a tile space was entered, for the entry rolls. */
export interface Entering {
  readonly door: string;
  readonly fromCavern: boolean;
}

/** The entry rolls for a newly placed tile space, by its family. */
export function enterTile(ctx: Ctx, space: Space, family: TileFamily, how: Entering): void {
  const b = ctx.b;
  const hasPool = space.features.some((f) => f.kind === 'pool');
  const sealedDoor = how.door === 'closed' || how.door === 'keyhole';
  switch (family) {
    case 'cavern':
    case 'big-cavern': {
      // Table 3, both rolls modified (not a natural 1 on the second).
      let mod = 0;
      if (hasPool) mod += 1;
      if (family === 'big-cavern') mod += 1;
      if (space.note.includes('small')) mod -= 1;
      const f = clamp(b.roll('Table 3 feature', 'd6') + mod, 1, 6);
      if (f >= 5) cavernFeature(ctx, space);
      const raw = b.roll('Table 3 danger', 'd6');
      const d = raw === 1 ? 1 : clamp(raw + mod, 2, 6);
      if (d === 1) {
        if (b.roll('Table 3 trap?', 'd6') >= C.TABLE_3_TRAP_ON) addTrap(ctx, space, 'Table 3');
      } else if (d >= 5) addMonster(ctx, space, false, 'Table 3');
      if (b.chance('hidden treasure', 1, 36, 'hidden treasure', 'none'))
        addTreasure(ctx, space, { by: 'hidden', detail: searchNote(space) });
      return;
    }
    case 'passage':
    case 'terminal-passage': {
      // Passageways: a monster on 6, more likely (5-6, our reading) with a pool or no way on.
      const on = hasPool || family === 'terminal-passage' ? 5 : R.PASSAGE_MONSTER_ON;
      if (b.roll('passageway monster', 'd6') >= on) addMonster(ctx, space, false, 'passageway');
      return;
    }
    case 'corridor':
    case 'steps': {
      if (b.roll('corridor monster', 'd6') >= R.CORRIDOR_MONSTER_ON)
        addMonster(ctx, space, false, 'corridor');
      if (b.roll('corridor trap', 'd6') === 1 && b.roll('corridor trap', 'd6') === 1)
        addTrap(ctx, space, 'corridor 1 in 36');
      return;
    }
    case 'room':
    case 'big-room': {
      const feat = b.table('Table 14 features', 'd6', R.TABLE_14_FEATURES).kind === 'feature';
      if (feat) roomFeature(ctx, space);
      const small = space.note.includes('small');
      let mod = (feat ? 1 : 0) + (small ? -1 : 0) + (hasPool ? 1 : 0);
      const raw = b.roll(how.door === 'none' ? 'Table 14 entry' : 'Table 14 dangers', 'd6');
      const row = how.door === 'none' ? R.TABLE_14_ENTRY : R.TABLE_14_DANGERS;
      if (how.door === 'none') mod = 0;
      const d = raw === 1 ? 1 : clamp(raw + mod, 2, 6);
      const kind = row.find((r) => r.lo <= d && d <= r.hi)!.kind;
      if (kind === 'trap-check') {
        const tm =
          (small ? -1 : 0) + (how.door === 'none' ? -1 : 0) + (how.door === 'keyhole' ? 1 : 0);
        if (b.roll('Table 14 trap', 'd6') + tm >= R.TABLE_14_TRAP_FROM)
          addTrap(ctx, space, 'Table 14');
      } else if (kind === 'monster') addMonster(ctx, space, sealedDoor, 'Table 14');
      if (b.chance('hidden treasure', 1, 18, 'hidden treasure', 'none'))
        addTreasure(ctx, space, { by: 'hidden', detail: searchNote(space) });
      return;
    }
    case 'entry':
      return;
    default: {
      // Special rooms: the bunkroom card's odds (Table 18), the great hall's 50% (Table 19).
      const mem = memory(ctx, space.level);
      const [n, of] =
        family === 'great-hall' || family === 'throne-room'
          ? [3, 6]
          : mem.occupied
            ? R.TABLE_18_NOTES.monstersOccupied
            : R.TABLE_18_NOTES.monstersUnoccupied;
      if (b.chance(`${family} monsters`, n, of, 'monsters', 'none'))
        addMonster(ctx, space, sealedDoor, `${family} card`);
      if (b.chance(`${family} feature`, 1, 6, 'feature', 'none')) roomFeature(ctx, space);
      if (family === 'bunkroom') {
        bunkroomItems(ctx, space, mem.occupied);
        bunkroomChest(ctx, space);
      }
      if (b.chance('hidden treasure', 1, 18, 'hidden treasure', 'none'))
        addTreasure(ctx, space, { by: 'hidden', detail: searchNote(space) });
    }
  }
}

/** One Table 27 chest for a bunkroom; items without coin value go into the chest's note. */
function bunkroomChest(ctx: Ctx, space: Space): void {
  const b = ctx.b;
  const n = space.level;
  const items: TreasureItem[] = [];
  const other: string[] = [];
  for (const row of M.TABLE_27_CHEST) {
    const num = row.chance.a + row.chance.b * n;
    if (num <= 0) continue;
    if (b.roll(`Table 27 chest ${row.kind}`, `d${row.chance.per}`) > num) continue;
    const scale = row.scale === 'n' ? n : row.scale === 'half-n' ? Math.max(1, n / 2) : 1;
    const rolled = b.roll(`Table 27 chest ${row.kind} number`, row.dice);
    const amount = Math.min(row.limit, Math.round(Math.max(0, rolled) * row.times * scale));
    if (amount <= 0) continue;
    const coin = COIN[row.kind];
    if (coin) items.push({ kind: coin, amount, note: coin === 'gems' ? `${amount} gems` : '' });
    else other.push(row.kind === 'magic' ? 'a magic item' : `${amount} ${row.kind}`);
  }
  if (items.length || other.length)
    b.addContent(space, {
      kind: 'treasure',
      items: [...items, ...other.map((o) => ({ kind: 'magic' as const, amount: 0, note: o }))],
      container: 'a small chest',
      protection: null,
    });
}

const COIN: Readonly<Record<string, TreasureItem['kind'] | undefined>> = {
  cp: 'cp',
  sp: 'sp',
  gp: 'gp',
  pp: 'pp',
  gems: 'gems',
};

/**
 * How the hidden treasure is found (text 1008-1023): DC 20 + the level; one searcher covers a
 * 5-ft square a round; a "take 20" search takes about 3 hours for a 40 x 40 ft room.
 */
export function searchNote(space: Space): string {
  const squares = fromSpans(space.spans).length;
  const hours = Math.max(1, Math.round((3 * squares) / 64));
  return `search DC ${20 + space.level}: one searcher ${squares} rounds, take 20 about ${hours} h`;
}

/** Loose coins per 10-ft square (4 cells): 1 in 3, d6 cp, d3-1 sp, gp 1 in 6 (Table 27). */
const LOOSE_COIN_CHANCE = [1, 3] as const;

/**
 * Table 27's furnishings of a bunkroom by its floor (beds one per 100 sq ft, chairs one per 400):
 * weapons a half per bed (a fifth if unoccupied, d6 for the kind), sacks a half per bed, a table
 * 1 in 3, loose coins per 10-ft square, a loose gem 1 in 18 (1 in 64 unoccupied). Broken or empty
 * states are left to the note (50% when unoccupied).
 */
export function bunkroomItems(ctx: Ctx, space: Space, occupied: boolean): void {
  const b = ctx.b;
  const cells = fromSpans(space.spans).length;
  const beds = Math.max(1, Math.floor(cells / 4));
  const chairs = Math.floor(cells / 16);
  const weapons: string[] = [];
  let sacks = 0;
  for (let i = 0; i < beds; i++) {
    const armed = occupied
      ? b.chance('Table 27 weapon per bed', 1, 2, 'weapon', 'none')
      : b.chance('Table 27 weapon per bed (unoccupied)', 1, 5, 'weapon', 'none');
    if (armed) weapons.push(b.table('Table 27 weapon', 'd6', M.TABLE_27_WEAPON).kind);
    if (b.chance('Table 27 sack per bed', 1, 2, 'sack', 'none')) sacks += 1;
  }
  const table = b.chance('Table 27 table and chairs', 1, 3, 'table', 'none');
  let cp = 0;
  let sp = 0;
  let gp = 0;
  for (let i = 0; i < Math.floor(cells / 4); i++) {
    if (
      !b.chance('Table 27 loose coins', LOOSE_COIN_CHANCE[0], LOOSE_COIN_CHANCE[1], 'coins', 'none')
    )
      continue;
    cp += b.roll('Table 27 loose cp', 'd6');
    sp += b.roll('Table 27 loose sp', 'd3') - 1;
    if (b.chance('Table 27 loose gp', 1, 6, 'gp', 'none')) gp += 1;
  }
  const gem = occupied
    ? b.chance('Table 27 loose gem', 1, 18, 'gem', 'none')
    : b.chance('Table 27 loose gem (unoccupied)', 1, 64, 'gem', 'none');
  const broken = occupied ? '' : ' (half broken)';
  const parts = [
    `${beds} cots${broken}`,
    `${chairs} chairs${broken}`,
    weapons.length ? `weapons: ${weapons.join(', ')}` : 'no weapons',
    `${sacks} sacks (most empty or worthless)`,
  ];
  if (table) parts.push('a table and chairs');
  b.addContent(space, { kind: 'note', text: `Table 27: ${parts.join('; ')}` });
  const items: TreasureItem[] = [];
  if (cp) items.push({ kind: 'cp', amount: cp, note: 'loose' });
  if (sp) items.push({ kind: 'sp', amount: sp, note: 'loose' });
  if (gp) items.push({ kind: 'gp', amount: gp, note: 'loose' });
  if (gem) items.push({ kind: 'gems', amount: 1, note: 'a loose gem' });
  if (items.length)
    b.addContent(space, {
      kind: 'treasure',
      items,
      container: 'loose about the floor',
      protection: null,
    });
}
