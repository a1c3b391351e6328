/**
 * Experience and advancement (dungeon-plungin-rules.txt, Experience Points 1371-1394 and its
 * optional rules 1396-1404; Character Death 755-767): the quest's XP divided among the heroes in
 * town, the level each total reaches, what a level gives, the Shared Experience pool, a tutor's
 * training, and the newcomer who takes a fallen hero's place at the lowest level.
 */
import type { Ability, HeroSheet } from './party.schema';

type Stats = HeroSheet['stats'];

// REPLACEMENT: an Advancement Table of our design (the Character Book's is lost, rules 1375-1377, 1392-1394): the XP total each level needs, 1 to 10, a hero's share of the default pack's quest is about 80 XP (scripts/plungin-play-soak.ts), so level 2 comes after one or two quests and each level after needs more.
export const ADVANCEMENT = [
  { level: 1, xp: 0 },
  { level: 2, xp: 100 },
  { level: 3, xp: 250 },
  { level: 4, xp: 450 },
  { level: 5, xp: 700 },
  { level: 6, xp: 1000 },
  { level: 7, xp: 1350 },
  { level: 8, xp: 1750 },
  { level: 9, xp: 2200 },
  { level: 10, xp: 2700 },
] as const;

export const MAX_LEVEL = ADVANCEMENT.length;

/** The level an XP total reaches. */
export function levelFor(xp: number): number {
  let lv = 1;
  for (const row of ADVANCEMENT) if (xp >= row.xp) lv = row.level;
  return lv;
}

/** The XP a level needs. */
export const xpFor = (level: number): number =>
  ADVANCEMENT[Math.max(1, Math.min(level, MAX_LEVEL)) - 1]!.xp;

type Role = HeroSheet['role'];

// REPLACEMENT: what a level gives, of our design (the Character Book is lost): +1 LIFE, and +1 to the next stat of the hero's role in turn (a warrior ATK, DEF, RES; a thief DEX, ATK, WIT; a priest MAG, RES, DEF; a wizard MAG, WIT, DEF; any other ATK, DEF, WIT), within the party sheet's bounds (LIFE 20, other stats 10).
export const LEVEL_GAINS: Readonly<Record<Role, readonly (keyof Stats)[]>> = {
  warrior: ['ATK', 'DEF', 'RES'],
  thief: ['DEX', 'ATK', 'WIT'],
  priest: ['MAG', 'RES', 'DEF'],
  wizard: ['MAG', 'WIT', 'DEF'],
  other: ['ATK', 'DEF', 'WIT'],
};

/** The stat gained on reaching `level` (2 and up). */
export function gainAt(role: Role, level: number): keyof Stats {
  const g = LEVEL_GAINS[role];
  return g[(level - 2) % g.length]!;
}

// REPLACEMENT: the gifts of our Advancement Table beyond +1 LIFE and the stat (the Character Book is lost; rules 1371 and 1390-1394 only say a level comes from the XP total on a return to town): at levels 3, 6 and 9 (the every-third-level rhythm of Tougher Characters, rules 813-814) a hero with a Magic School gains a spell slot (+1 MAG, so one spell more prepared, rules 823-826) and any other hero the next special ability of his role's list he lacks (abilities.ts), within the party sheet's four.
export const GIFT_LEVELS: readonly number[] = [3, 6, 9];

// REPLACEMENT: the order a role learns special abilities in (the Character Book is lost): a warrior Charge, Counter Attack, Attack of Opportunity, Nimble; a thief Attack of Opportunity, Nimble, Counter Attack, Charge; any other hero Counter Attack, Nimble, Attack of Opportunity, Charge.
export const ABILITY_ORDER: Readonly<Record<Role, readonly Ability[]>> = {
  warrior: ['charge', 'counter-attack', 'attack-of-opportunity', 'nimble'],
  thief: ['attack-of-opportunity', 'nimble', 'counter-attack', 'charge'],
  priest: ['counter-attack', 'nimble', 'attack-of-opportunity', 'charge'],
  wizard: ['nimble', 'counter-attack', 'attack-of-opportunity', 'charge'],
  other: ['counter-attack', 'nimble', 'attack-of-opportunity', 'charge'],
};

const ABILITY_NAME: Readonly<Record<Ability, string>> = {
  nimble: 'Nimble',
  'counter-attack': 'Counter Attack',
  'attack-of-opportunity': 'Attack of Opportunity',
  charge: 'Charge',
  'magic-school-light': 'Magic School (Light)',
  'magic-school-arcane': 'Magic School (Arcane)',
};

/** The ability a hero learns next (none when he holds four or knows them all). */
export function nextAbility(h: HeroSheet): Ability | null {
  if (h.abilities.length >= 4) return null;
  return ABILITY_ORDER[h.role].find((a) => !h.abilities.includes(a)) ?? null;
}

const caster = (h: HeroSheet): boolean => h.abilities.some((a) => a.startsWith('magic-school-'));

/** Raise a sheet from its level to `level`: each level's gains, in order. */
export function advance(h: HeroSheet, level: number): { sheet: HeroSheet; gains: string[] } {
  const stats = { ...h.stats };
  let abilities = [...h.abilities];
  const gains: string[] = [];
  for (let lv = h.level + 1; lv <= Math.min(level, MAX_LEVEL); lv++) {
    const s = gainAt(h.role, lv);
    stats.LIFE = Math.min(20, stats.LIFE + 1);
    stats[s] = Math.min(10, stats[s] + 1);
    const parts = [`+1 LIFE`, `+1 ${s}`];
    if (GIFT_LEVELS.includes(lv)) {
      const now: HeroSheet = { ...h, abilities };
      if (caster(now)) {
        if (stats.MAG < 10) {
          stats.MAG += 1;
          parts.push('a spell slot (+1 MAG)');
        }
      } else {
        const a = nextAbility(now);
        if (a) {
          abilities = [...abilities, a];
          parts.push(`the ${ABILITY_NAME[a]} ability`);
        }
      }
    }
    gains.push(`level ${lv}: ${parts.join(', ')}`);
  }
  return {
    sheet: {
      ...h,
      level: Math.max(h.level, Math.min(level, MAX_LEVEL)),
      stats,
      abilities,
    },
    gains,
  };
}

/**
 * The quest's XP divided among the heroes back in town (rules 1388-1391), each share added to
 * the hero's total.
 * READING: the division is by the heroes of the party at the quest's end (the fallen among them, who are carried along, rules 755-757); what does not divide evenly is kept for the next division.
 */
export function divideXp(pool: number, heroes: number): { share: number; left: number } {
  if (heroes <= 0) return { share: 0, left: pool };
  const share = Math.floor(pool / heroes);
  return { share, left: pool - share * heroes };
}

/**
 * Shared Experience (rules 1398-1402): one pool for the party; everyone levels together when the
 * pool reaches the party's size times a single hero's need.
 */
export function sharedLevel(pool: number, heroes: number): number {
  let lv = 1;
  for (const row of ADVANCEMENT) if (pool >= row.xp * Math.max(1, heroes)) lv = row.level;
  return lv;
}

/** My Kingdom for a Tutor (rules 1404-1406): 10 gold for 1 XP for the party. */
export const TUTOR_GOLD_PER_XP = 10;

/**
 * What the party spends on training: all the gold above what it keeps back, in whole tens.
 * Our policy: keep back one Revival Draught and a Healing Potion per hero for the next trip.
 */
export function tutorSpend(gold: number, keep: number): { gold: number; xp: number } {
  const spare = Math.max(0, gold - keep);
  const xp = Math.floor(spare / TUTOR_GOLD_PER_XP);
  return { gold: xp * TUTOR_GOLD_PER_XP, xp };
}

/**
 * The newcomer's level (rules 764-767): the lowest level among the party's heroes.
 * READING: the lowest among those who stay (the fallen hero being replaced left out); with nobody staying, the lowest of the fallen.
 */
export function newcomerLevel(staying: readonly number[], fallen: readonly number[]): number {
  const pool = staying.length ? staying : fallen;
  return pool.length ? Math.min(...pool) : 1;
}

// READING: a newcomer takes the fallen hero's calling (the party's make-up stays), with a new name from this list by role and the starting kit of that role's first sheet.
export const NEWCOMER_NAMES: Readonly<Record<Role, readonly string[]>> = {
  warrior: ['Hale', 'Torva', 'Bram', 'Ysolde'],
  thief: ['Pip', 'Sable', 'Quill', 'Nettle'],
  priest: ['Odile', 'Fenn', 'Marrow', 'Ilse'],
  wizard: ['Corvin', 'Esk', 'Lumen', 'Rook'],
  other: ['Ash', 'Birch', 'Cole', 'Dara'],
};

/** A newcomer built on the fallen hero's starting sheet, raised to `level`. */
export function newcomer(start: HeroSheet, level: number, nth: number): HeroSheet {
  const names = NEWCOMER_NAMES[start.role];
  const name = names[(nth - 1) % names.length]!;
  const base: HeroSheet = {
    ...start,
    id: `${start.id.slice(0, 20)}-${nth}`,
    name,
    level: 1,
    stats: { ...start.stats },
    items: start.items.map((i) => ({ ...i })),
    attire: [...start.attire],
    spells: [...start.spells],
    abilities: [...start.abilities],
  };
  return advance(base, level).sheet;
}
