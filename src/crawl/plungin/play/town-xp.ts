/**
 * Experience on a trip to town in the middle of a quest (dungeon-plungin-rules.txt, Experience
 * Points 1366-1394 and Shared Experience 1398-1402; Leaving and Returning 276-285): the XP the
 * party has gained since the last division is divided among the heroes "the next time the Heroes
 * return to town", each checks the Advancement Table (advancement.ts), and a level reached is
 * played at once in the rest of the descent. Called from doors.ts `toTownAndBack`; the town
 * between quests is town.ts, and campaign.ts carries what was divided here into the career.
 */
import { advance, divideXp, levelFor, sharedLevel, xpFor } from './advancement';
import { prepareSpells } from './spells';
import type { Fig, GameState, XpBook } from './state';

export type { XpBook };

/** The book at the quest's start: each hero's XP total from the career, else his level's (advancement.ts). */
export function newXpBook(
  heroes: readonly Fig[],
  careerXp?: Readonly<Record<string, number>>,
  sharedXp?: number,
): XpBook {
  const totals: Record<string, number> = {};
  for (const h of heroes) totals[h.id] = careerXp?.[h.id] ?? xpFor(h.level);
  return {
    divided: 0,
    shares: {},
    totals,
    shared: sharedXp ?? Object.values(totals).reduce((a, b) => a + b, 0),
  };
}

/**
 * The level a hero reaches on one return to town.
 * READING: each return the hero checks the Advancement Table "to see if you have enough to Level Up" (rules 1390-1392), one level; XP enough for more waits for the next return.
 */
export const levelOnReturn = (level: number, reached: number): number =>
  Math.min(Math.max(level, reached), level + 1);

/** A level gained in the dungeon's pause: the sheet's gains played on the figure (stats, LIFE, abilities, a spell slot). */
export function levelUp(f: Fig, level: number, tougher = false): string[] {
  if (!f.sheet || level <= f.level) return [];
  const a = advance(f.sheet, level);
  // Tougher Characters: +1 LIFE every 3 levels (rules 812-814, as state.ts `heroFig`).
  const tough = (lv: number): number => (tougher ? Math.min(4, 1 + Math.floor(lv / 3)) : 0);
  const more = tough(a.sheet.level) - tough(f.level);
  f.maxLife += more;
  if (!f.dead) f.life += more;
  for (const s of Object.keys(a.sheet.stats) as (keyof Fig['stats'])[]) {
    const d = a.sheet.stats[s] - f.sheet.stats[s];
    if (d === 0) continue;
    f.stats[s] += d;
    if (s === 'LIFE') {
      f.maxLife += d;
      if (!f.dead) f.life += d;
    }
  }
  f.sheet = a.sheet;
  f.level = a.sheet.level;
  if (!f.dead) f.spells = prepareSpells(f.sheet);
  return a.gains;
}

/**
 * Divide the XP gained since the last division among the heroes (the fallen among them, as the
 * town's division does, advancement.ts `divideXp`) and play the levels reached, one a return.
 * Under Shared Experience the pool grows and every hero levels together. The log's lines.
 */
export function divideInTown(g: GameState): string[] {
  const heroes = g.figures.filter((f) => f.side === 'hero');
  const book = (g.xpBook ??= newXpBook(heroes));
  const fresh = g.partyXp - book.divided;
  if (fresh <= 0 || heroes.length === 0) return [];
  const out: string[] = [];
  const ups: { f: Fig; to: number }[] = [];
  if (g.options.sharedXp) {
    book.divided += fresh;
    book.shared += fresh;
    const to = sharedLevel(book.shared, heroes.length);
    out.push(`The party's shared pool gains ${fresh} XP (${book.shared} in all).`);
    for (const f of heroes) ups.push({ f, to: levelOnReturn(f.level, to) });
  } else {
    const d = divideXp(fresh, heroes.length);
    if (d.share <= 0) return [];
    book.divided += d.share * heroes.length;
    for (const f of heroes) {
      book.shares[f.id] = (book.shares[f.id] ?? 0) + d.share;
      book.totals[f.id] = (book.totals[f.id] ?? xpFor(f.level)) + d.share;
      ups.push({ f, to: levelOnReturn(f.level, levelFor(book.totals[f.id]!)) });
    }
    out.push(
      `The ${fresh} XP gained so far are divided: ${d.share} to each hero${d.left ? `, ${d.left} kept for next time` : ''}.`,
    );
  }
  for (const { f, to } of ups) {
    const gains = levelUp(f, to, g.options.tougher);
    if (gains.length) out.push(`${f.name} reaches level ${to} (${gains.join('; ')}).`);
  }
  return out;
}
