/**
 * A party's career between quests and the town it goes back to (dungeon-plungin-rules.txt:
 * spells recovered in town 830-839, Character Death 755-767, Treasure 1247-1360, Experience
 * Points 1371-1404). The career holds what a quest carries into the next: each hero's sheet,
 * level, XP, worn gear, carried items and known spells, the purse, the stored items and the
 * properties, the recipes. `visitTown` plays one stay in town as a fixed order of errands, each
 * a small named policy, every one logged; the shop, the purses and what is worn, stored or sold
 * are shop.ts, the career's shapes career.ts.
 */
import type { Rng } from '../../../core/rng';
import {
  advance,
  divideXp,
  levelFor,
  newcomer,
  newcomerLevel,
  sharedLevel,
  tutorSpend,
  xpFor,
} from './advancement';
import {
  bookLearner,
  craft,
  cursedPieces,
  gearOfSheet,
  liftCurses,
  listed,
  listedItem,
  pieceOf,
  PROPERTIES,
  propertyPrice,
  RECIPES,
  storageOf,
  wornStats,
  type Gear,
  type Piece,
} from './items';
import type { CareerHero, Career, TownRules } from './career';
import type { Party } from './party.schema';
import {
  credit,
  disposeOf,
  funds,
  hasRoom,
  ownerOf,
  pay,
  shop,
  store,
  tryWear,
  useOf,
} from './shop';
import { spellDifficulty } from './spells';
import { levelOnReturn } from './town-xp';

export type { CareerHero, Career, QuestRecord, TownRules } from './career';

/** A career at its start, from the party document. */
export function newCareer(p: Party, goldRush: boolean): Career {
  const heroes = p.heroes.map((h) => ({
    sheet: { ...h, stats: { ...h.stats } },
    start: h,
    gear: gearOfSheet(h),
    xp: xpFor(h.level),
    known: [...h.spells],
    items: h.items.map((i) => ({ ...i })),
    dead: false,
  }));
  const owners = goldRush ? heroes.map((h) => h.sheet.id) : ['party'];
  const pieces: Record<string, Piece> = {};
  for (const h of heroes) for (const pc of allPieces(h.gear)) pieces[pc.name] = pc;
  return {
    name: p.name,
    heroes,
    purses: Object.fromEntries(owners.map((o) => [o, 0])),
    xpPool: 0,
    sharedXp: heroes.reduce((n, h) => n + h.xp, 0),
    valuables: [],
    storage: Object.fromEntries(owners.map((o) => [o, []])),
    properties: Object.fromEntries(owners.map((o) => [o, ['chest']])),
    pieces,
    recipes: [],
    newcomers: 0,
    quests: [],
  };
}

const allPieces = (g: Gear): Piece[] =>
  [g.weapon, g.shield, g.armour, ...g.attire].filter((p): p is Piece => p !== null);

const clampBonus = (n: number) => Math.max(0, Math.min(4, n));

/** The party document a quest starts from: stats with the gear on, the spells known. */
export function partyOf(c: Career): { party: Party; gear: Record<string, Gear> } {
  const heroes = c.heroes.map((h) => {
    const stats = wornStats(h.sheet.stats, h.gear);
    const g = h.gear;
    return {
      ...h.sheet,
      stats: { ...stats, LIFE: Math.min(20, stats.LIFE), MOV: Math.min(10, stats.MOV) },
      weapon: g.weapon
        ? {
            name: g.weapon.name,
            bonus: clampBonus(g.weapon.bonus),
            range: g.weapon.range,
            weak: g.weapon.weak,
          }
        : null,
      shield: g.shield
        ? { name: g.shield.name, bonus: clampBonus(g.shield.bonus), weak: g.shield.weak }
        : null,
      armour: g.armour
        ? { name: g.armour.name, bonus: clampBonus(g.armour.bonus), weak: g.armour.weak }
        : null,
      attire: g.attire.slice(0, 4).map((a) => a.name),
      items: h.items.slice(0, 8).map((i) => ({ ...i })),
      // The spells known: the descent prepares them up to MAG (spells.ts prepareSpells).
      spells: [...new Set(h.known)].slice(0, 8),
    };
  });
  return {
    party: { format: 'strata.plungin.party/1', name: c.name, heroes },
    gear: Object.fromEntries(c.heroes.map((h) => [h.sheet.id, structuredClone(h.gear)])),
  };
}

/** What a quest hands back to the career: each hero as the quest left him, the party's takings. */
export interface QuestTakings {
  readonly heroes: readonly {
    readonly id: string;
    readonly dead: boolean;
    readonly gear: Gear;
    readonly items: readonly { readonly name: string; readonly use: string }[];
  }[];
  readonly gold: number;
  /** Gold each hero took himself (Gold Rush). */
  readonly goldBy: Readonly<Record<string, number>>;
  readonly xp: number;
  readonly valuables: readonly { readonly name: string; readonly value: number }[];
}

/**
 * Bring a quest's end into the career: the heroes' state, the gold into the purses (under Gold
 * Rush each hero keeps what he took and the rest is shared evenly), the XP to divide. Keys left
 * over are discarded (rules 1326-1328); the log's words for that.
 */
export function bankQuest(c: Career, t: QuestTakings, goldRush: boolean): string[] {
  const out: string[] = [];
  const keys: string[] = [];
  for (const h of c.heroes) {
    const q = t.heroes.find((x) => x.id === h.sheet.id);
    if (!q) continue;
    h.dead = q.dead;
    for (const pc of allPieces(h.gear)) c.pieces[pc.name] ??= pc;
    h.gear = structuredClone(q.gear);
    for (const pc of allPieces(h.gear)) c.pieces[pc.name] ??= pc;
    h.items = [];
    for (const i of q.items) {
      if (i.use === 'key' || i.use === 'great-key') keys.push(i.name);
      else
        h.items.push({
          name: i.name,
          use: i.use === 'heal' || i.use === 'revive' ? i.use : 'none',
        });
    }
  }
  if (keys.length)
    out.push(`The unused keys are thrown away with the quest done: ${keys.join(', ')}.`);
  if (goldRush) {
    let taken = 0;
    for (const h of c.heroes) {
      const own = t.goldBy[h.sheet.id] ?? 0;
      taken += own;
      c.purses[h.sheet.id] = (c.purses[h.sheet.id] ?? 0) + own;
    }
    const rest = Math.max(0, t.gold - taken);
    const share = Math.floor(rest / Math.max(1, c.heroes.length));
    for (const h of c.heroes) c.purses[h.sheet.id] = (c.purses[h.sheet.id] ?? 0) + share;
  } else c.purses.party = (c.purses.party ?? 0) + t.gold;
  c.xpPool += t.xp;
  c.valuables.push(...t.valuables.map((v) => ({ ...v })));
  return out;
}

// ---------------------------------------------------------------------------------------------
// Town

// REPLACEMENT: the town priest lifts a hero's curses for 50 gold (the rules name the priest's help but no price).
export const PRIEST_PRICE = 50;

/** One stay in town after quest `k`: the errands in order, each logged. */
export function visitTown(c: Career, k: number, rng: Rng, r: TownRules): string[] {
  const log: string[] = [];
  const heroes = () => c.heroes;
  // 1. Recipes (rules 1267-1271): reagents from the valuables, before they are sold.
  for (const id of c.recipes) {
    const recipe = RECIPES[id];
    if (!recipe) continue;
    for (let n = 0; n < 4; n++) {
      const crafter =
        recipe.check === undefined
          ? null
          : ([...heroes()]
              .filter((h) => !h.dead)
              .sort((a, b) => b.sheet.stats[recipe.check!.stat] - a.sheet.stats[recipe.check!.stat])
              .map((h) => ({ name: h.sheet.name, stats: h.sheet.stats }))[0] ?? null);
      const owner = r.goldRush ? (c.heroes[0]?.sheet.id ?? 'party') : 'party';
      const made = craft(rng, recipe, c.valuables, funds(c, owner), crafter);
      if (!made.reagent) break;
      pay(c, owner, made.gold);
      const product = listedItem(recipe.makes);
      const to = made.made ? heroes().find((h) => !h.dead && hasRoom(h)) : undefined;
      if (to) to.items.push({ name: product.name, use: useOf(product) });
      else if (made.made) store(c, owner, product.name, r);
      log.push(`Crafting: ${made.text}${to ? ` (${to.sheet.name} carries it)` : ''}.`);
    }
  }
  // 2. Valuables sold at their worth (rules 1344-1348), into the pooled purse or shared evenly.
  if (c.valuables.length) {
    const worth = c.valuables.reduce((n, v) => n + v.value, 0);
    if (r.goldRush) {
      const share = Math.floor(worth / Math.max(1, c.heroes.length));
      for (const h of heroes()) credit(c, h.sheet.id, share);
    } else credit(c, 'party', worth);
    log.push(
      `The valuables are sold for ${worth} gold: ${c.valuables.map((v) => v.name).join(', ')}.`,
    );
    c.valuables = [];
  }
  // 3. The quest's XP divided (rules 1388-1391), Tomes of Knowledge studied (1383-1385).
  const n = heroes().length;
  if (r.sharedXp) {
    c.sharedXp += c.xpPool;
    log.push(`The party's shared pool gains ${c.xpPool} XP (${c.sharedXp} in all).`);
    c.xpPool = 0;
  } else if (c.xpPool > 0) {
    const d = divideXp(c.xpPool, n);
    for (const h of heroes()) h.xp += d.share;
    log.push(
      `The quest's ${c.xpPool} XP are divided: ${d.share} to each hero${d.left ? `, ${d.left} kept for next time` : ''}.`,
    );
    c.xpPool = d.left;
  }
  for (const h of heroes()) {
    h.items = h.items.filter((i) => {
      const it = listed(i);
      if (it?.kind !== 'tome') return true;
      if (r.sharedXp) c.sharedXp += it.xp ?? 0;
      else h.xp += it.xp ?? 0;
      log.push(`${h.sheet.name} studies the ${it.name}: ${it.xp ?? 0} XP.`);
      return false;
    });
  }
  // Levels (rules 1390-1394), before a newcomer joins at the lowest: one a return, as on a
  // return mid-quest (town-xp.ts, its READING); XP for more waits for the next return.
  const arrivedAt = new Map(heroes().map((h) => [h, h.sheet.level] as const));
  const levelUps = () => {
    for (const h of heroes()) {
      const reached = r.sharedXp ? sharedLevel(c.sharedXp, n) : levelFor(h.xp);
      const target = levelOnReturn(arrivedAt.get(h) ?? h.sheet.level, reached);
      if (target <= h.sheet.level) continue;
      const a = advance(h.sheet, target);
      h.sheet = a.sheet;
      if (r.sharedXp) h.xp = Math.max(h.xp, xpFor(target));
      log.push(`${h.sheet.name} reaches level ${target} (${a.gains.join('; ')}).`);
    }
  };
  levelUps();
  // 4. The fallen (rules 764-767): raised by a Revival Draught (carried, else bought), else replaced.
  const revival = listedItem('revival-potion');
  const revivalPrice = revival.price ?? 0;
  for (let i = 0; i < c.heroes.length; i++) {
    const h = c.heroes[i]!;
    if (!h.dead) continue;
    const carrier = c.heroes.find((x) => x.items.some((it) => it.use === 'revive'));
    if (carrier) {
      carrier.items.splice(
        carrier.items.findIndex((it) => it.use === 'revive'),
        1,
      );
      h.dead = false;
      log.push(`${carrier.sheet.name}'s Revival Draught raises ${h.sheet.name}.`);
      continue;
    }
    if (pay(c, ownerOf(c, h, r), revivalPrice)) {
      h.dead = false;
      log.push(`A Revival Draught bought for ${revivalPrice} gold raises ${h.sheet.name}.`);
      continue;
    }
    const staying = c.heroes.filter((x) => !x.dead).map((x) => x.sheet.level);
    const fallen = c.heroes.filter((x) => x.dead).map((x) => x.sheet.level);
    const level = newcomerLevel(staying, fallen);
    c.newcomers++;
    const sheet = newcomer(h.start, level, c.newcomers);
    const fresh: CareerHero = {
      sheet,
      start: h.start,
      gear: gearOfSheet(h.start),
      xp: xpFor(level),
      known: [...h.start.spells],
      items: h.start.items.map((x) => ({ ...x })),
      dead: false,
    };
    if (r.goldRush) {
      // READING: under Gold Rush the fallen hero's own purse and storage go with his burial, as his worn items do (rules 764-766).
      delete c.purses[h.sheet.id];
      delete c.storage[h.sheet.id];
      delete c.properties[h.sheet.id];
      c.purses[sheet.id] = 0;
      c.storage[sheet.id] = [];
      c.properties[sheet.id] = ['chest'];
    }
    c.heroes[i] = fresh;
    log.push(
      `${h.sheet.name} is buried in full gear; ${sheet.name} takes the empty place in the party, a level ${level} ${sheet.role}.`,
    );
  }
  // 5. Curses lifted (rules 1336-1337): Holy Water carried, else the town priest.
  for (const h of heroes()) {
    if (cursedPieces(h.gear).length === 0) continue;
    const water = h.items.findIndex((i) => listed(i)?.potion === 'uncurse');
    const paid = water >= 0 || pay(c, ownerOf(c, h, r), PRIEST_PRICE);
    if (!paid) {
      log.push(
        `${h.sheet.name} cannot pay the priest: the ${cursedPieces(h.gear)
          .map((p) => p.name)
          .join(', ')} stays on.`,
      );
      continue;
    }
    if (water >= 0) h.items.splice(water, 1);
    const gone = liftCurses(h.gear);
    log.push(
      `${water >= 0 ? `Holy Water` : `The town priest (${PRIEST_PRICE} gold)`} lifts the curse from ${h.sheet.name}: the ${gone.join(', ')} is cast off.`,
    );
  }
  // 6. The finds sorted: spellbooks learned, recipes kept, gear worn, stored or sold.
  const spare: { owner: string; name: string; stored?: boolean }[] = [];
  for (const h of heroes()) {
    const owner = ownerOf(c, h, r);
    const keep: CareerHero['items'] = [];
    for (const i of h.items) {
      const it = listed(i);
      if (!it) {
        if (i.use !== 'none') keep.push(i);
        else spare.push({ owner, name: i.name });
        continue;
      }
      if (it.kind === 'potion' || it.kind === 'backpack') keep.push(i);
      else if (it.kind === 'spellbook' && it.spell) {
        const who = bookLearner(
          c.heroes
            .filter((x) => spellDifficulty(x.sheet, it.spell!) !== null)
            .map((x) => ({ id: x.sheet.id, mag: x.sheet.stats.MAG, known: x.known, x })),
          it.spell,
        );
        if (who) {
          who.x.known.push(it.spell);
          log.push(
            `${who.x.sheet.name} learns ${it.name.replace(/^Spellbook of /, '')} from the ${it.name}.`,
          );
        } else spare.push({ owner, name: i.name });
      } else if (it.kind === 'recipe') {
        if (!c.recipes.includes(it.id)) {
          c.recipes.push(it.id);
          log.push(`The party keeps the ${it.name} for its crafting.`);
        } else spare.push({ owner, name: i.name });
      } else spare.push({ owner, name: i.name });
    }
    h.items = keep;
  }
  // Stored gear is tried again alongside the new finds.
  for (const [owner, names] of Object.entries(c.storage)) {
    for (const name of names) spare.push({ owner, name, stored: true });
    c.storage[owner] = [];
  }
  // Bounded: a piece displaces only a worse one, and the list is cut at 64 entries.
  for (let si = 0; si < Math.min(spare.length, 64); si++) {
    const s = spare[si]!;
    const it = listed(s);
    const pc = c.pieces[s.name] ?? (it ? pieceOf(it) : null);
    if (!pc) {
      disposeOf(c, s.owner, s.name, r, log, s.stored);
      continue;
    }
    let left: Piece | null = pc;
    if (it && pc && ['weapon', 'shield', 'armour', 'attire'].includes(it.kind))
      for (const h of heroes()) {
        if (r.goldRush && h.sheet.id !== s.owner) continue;
        left = tryWear(h, it, pc);
        if (left !== pc) {
          log.push(`${h.sheet.name} now wears the ${pc.name}.`);
          break;
        }
      }
    if (!left) continue;
    c.pieces[left.name] ??= left;
    if (left !== pc) spare.push({ owner: s.owner, name: left.name });
    else disposeOf(c, s.owner, left.name, r, log, s.stored);
  }
  // 7. The shop: potions, a Revival Draught, spellbooks, better arms and armour.
  shop(c, r, log);
  // 8. Properties (rules 1273-1276): a room when the chest is full and the purse is deep.
  for (const owner of Object.keys(c.properties)) {
    const held = c.properties[owner]!;
    const next = PROPERTIES.find((p) => !held.includes(p.id));
    if (!next) continue;
    const price = propertyPrice(next, r.goldRush);
    if (
      (c.storage[owner] ?? []).length >= storageOf(held, r.goldRush) &&
      funds(c, owner) >= price + 200
    ) {
      pay(c, owner, price);
      held.push(next.id);
      log.push(
        `${owner === 'party' ? 'The party' : (c.heroes.find((h) => h.sheet.id === owner)?.sheet.name ?? owner)} buys a ${next.name} for ${price} gold.`,
      );
    }
  }
  // 9. My Kingdom for a Tutor (rules 1404-1406).
  if (r.tutor) {
    let xp = 0;
    for (const owner of Object.keys(c.purses)) {
      const keep = owner === 'party' ? revivalPrice + 25 * n : 50;
      const t = tutorSpend(funds(c, owner), keep);
      pay(c, owner, t.gold);
      xp += t.xp;
    }
    if (xp > 0) {
      if (r.sharedXp) c.sharedXp += xp;
      else {
        const d = divideXp(xp + c.xpPool, n);
        for (const h of heroes()) h.xp += d.share;
        c.xpPool = d.left;
      }
      log.push(`Tutors, shrines and taverns turn ${xp * 10} gold into ${xp} XP for the party.`);
    }
  }
  // 10. Levels again, for the tutors' XP.
  levelUps();
  log.push(
    `Rested to full LIFE with every spell prepared again, the party sets out for quest ${k + 1} with ${Object.values(c.purses).reduce((a, b) => a + b, 0)} gold.`,
  );
  return log;
}
