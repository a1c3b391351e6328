/**
 * [Lured by (stat or concept)] (dungeon-plungin-rules.txt 990-991): the nearest hero with the
 * highest or lowest of a stat (Low LIFE, High MAG, Low DEF), or the nearest hero who fits a
 * concept (the book's elf and Light magic School, and the concepts a pack may write: the
 * wounded, spellcasters, a role, gold, a light, magic items). Each concept is a row: the words
 * that name it and the test a hero passes. A lure no row reads, or no hero in reach fits,
 * leaves the monster to [Melee Nearest] (rules 1002).
 */
import { listed } from './items';
import { schoolsOf } from './spells';
import type { Fig, GameState, Stats } from './state';

/** A concept a monster may be lured by. */
export interface LureRow {
  readonly concept: string;
  /** The lure's words that name it (tried in the table's order, the first that matches counts). */
  readonly words: RegExp;
  /** True when the hero fits the concept. */
  readonly fits: (g: GameState, h: Fig, words: RegExpExecArray) => boolean;
}

const names = (h: Fig): string[] => [
  ...h.items.map((i) => i.name),
  ...(h.gear
    ? [h.gear.weapon, h.gear.shield, h.gear.armour, ...h.gear.attire].flatMap((p) =>
        p ? [p.name] : [],
      )
    : [
        ...(h.sheet?.attire ?? []),
        h.sheet?.weapon?.name ?? '',
        h.sheet?.shield?.name ?? '',
        h.sheet?.armour?.name ?? '',
      ]),
];

/** A carried thing of magic: a potion, spellbook or tome, or worn attire that changes a stat. */
function magicThings(h: Fig): number {
  let n = h.items.filter((i) => i.use === 'heal' || i.use === 'revive').length;
  for (const i of h.items) {
    const it = listed(i);
    if (
      it &&
      i.use === 'none' &&
      (it.kind === 'spellbook' || it.kind === 'tome' || it.kind === 'potion')
    )
      n++;
  }
  const attire = h.gear?.attire ?? [];
  n += attire.filter((p) => Object.values(p.mods).some((v) => v !== 0)).length;
  return n;
}

const LIGHTS = /\b(torch|lantern|lamp|candle|light)\b/i;

export const LURES: readonly LureRow[] = [
  {
    // The book's example "Light magic School".
    concept: 'a magic School',
    words: /\b(light|arcane)\s+(?:magic\s+)?school\b/i,
    fits: (_g, h, w) => schoolsOf(h.sheet).includes(w[1]!.toLowerCase() as 'light' | 'arcane'),
  },
  {
    concept: 'the wounded',
    words: /\b(wound|wounded|hurt|injured|blood|bleeding)\b/i,
    fits: (_g, h) => h.life < h.maxLife,
  },
  {
    concept: 'spellcasters',
    words: /\b(spell\s*casters?|casters?|magic[- ]users?|magic school|spells?)\b/i,
    fits: (_g, h) => schoolsOf(h.sheet).length > 0 || h.spells.length > 0,
  },
  {
    concept: 'magic items',
    words: /\b(magic(al)?\s+items?|enchanted|potions?)\b/i,
    fits: (_g, h) => magicThings(h) > 0,
  },
  {
    // READING: gold is pooled (rules 1258): every hero carries the party's purse, so gold lures the nearest; under Gold Rush (1363) the nearest with gold of his own.
    concept: 'gold',
    words: /\b(gold|coins?|treasure)\b/i,
    fits: (g, h) => (g.goldBy ? (g.goldBy[h.id] ?? 0) > 0 : g.gold > 0),
  },
  {
    concept: 'a light',
    words: /\b(lights?|torch(es)?|lanterns?|lamps?|flames?|fire)\b/i,
    fits: (_g, h) => names(h).some((n) => LIGHTS.test(n)),
  },
  {
    // READING: our heroes carry a role and no race; a race lure ("elf") fits no hero, so the monster falls back to [Melee Nearest].
    concept: 'a role',
    words: /\b(warrior|thief|priest|priestess|wizard)s?\b/i,
    fits: (_g, h, w) => h.sheet?.role === w[1]!.toLowerCase().replace(/ess$/, ''),
  },
];

const STAT_LURE = /\b(low|high|lowest|highest)\s+(ATK|DEF|MAG|MOV|LIFE|RES|DEX|WIT)\b/i;

/** What a lure reads as: a stat, a concept row, or nothing. */
export function readLure(lure: string): { stat: keyof Stats; low: boolean } | LureRow | null {
  const s = STAT_LURE.exec(lure);
  if (s)
    return { stat: s[2]!.toUpperCase() as keyof Stats, low: s[1]!.toLowerCase().startsWith('low') };
  return LURES.find((r) => r.words.test(lure)) ?? null;
}

/**
 * The hero a lure picks among those in reach, nearest first (`byDist`); undefined when the lure
 * reads as nothing or no hero fits it.
 */
export function luredTarget(g: GameState, lure: string, byDist: readonly Fig[]): Fig | undefined {
  const r = readLure(lure);
  if (!r) return undefined;
  if ('stat' in r) {
    const val = (h: Fig): number => (r.stat === 'LIFE' ? h.life : h.stats[r.stat]);
    const sign = r.low ? 1 : -1;
    return [...byDist].sort((a, b) => sign * (val(a) - val(b)))[0];
  }
  const w = r.words.exec(lure)!;
  return byDist.find((h) => r.fits(g, h, w));
}
