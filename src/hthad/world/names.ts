/**
 * Seeded name generators, one syllable table per culture. They draw only from the stream they
 * are given (the engine passes `rng.fork('names')`), so names never shift what happens.
 */
import type { Rng } from '../../core/rng';

/** Syllable tables: [first parts, middle parts, last parts]. Our own, for each culture. */
const CULTURES = {
  // Dwarven clans and holds: hard consonants, stone and hammer sounds.
  dwarves: [
    ['Bor', 'Dur', 'Kaz', 'Thra', 'Grim', 'Bal', 'Khor', 'Dwa', 'Naz', 'Or', 'Bra', 'Gund'],
    ['', '', 'ak', 'um', 'ir', 'ar', 'eg'],
    ['dun', 'grim', 'rak', 'hold', 'mar', 'gath', 'zul', 'dar', 'khel', 'bek'],
  ],
  // Dark Elf cities: liquid, sibilant, apostrophes.
  'dark-elves': [
    ['Ess', 'Vael', 'Syl', "Ch'", 'Ilth', 'Zhaer', 'Mal', 'Ny', 'Quel', 'Ryl', 'Xan', 'Vhe'],
    ['a', 'i', 'ae', 'yr', 'ith', 'ol', ''],
    ['ndra', 'thiil', 'vash', 'liss', 'rae', 'zyne', 'drith', 'mir', 'seth', 'vyr'],
  ],
  // Demon lords: guttural, doubled letters.
  demons: [
    ['Ghaz', 'Mol', 'Baal', 'Zar', 'Xul', 'Ukk', 'Vorr', 'Azg', 'Shub', 'Nerg', 'Khav', 'Ith'],
    ['', 'o', 'u', 'a', 'ra', 'og'],
    ['goth', 'roth', 'zeel', 'mog', 'thax', 'bulb', 'gaar', 'esh', 'kuul', 'nax'],
  ],
  // Ancient wyrms: long, old, hissing.
  wyrm: [
    ['Sca', 'Vor', 'Ang', 'Fafn', 'Smau', 'Tia', 'Nidh', 'Glau', 'Ormu', 'Ryth', 'Cal', 'Sar'],
    ['', 'a', 'o', 'e', 'ri'],
    ['thax', 'rung', 'vorn', 'mat', 'goth', 'lisk', 'drax', 'veth', 'ssa', 'rion'],
  ],
  // Surface kingdoms and castles.
  kingdom: [
    ['Ash', 'Bel', 'Corm', 'Dun', 'Elm', 'Fal', 'Glen', 'Hal', 'Kes', 'Lor', 'Mar', 'Wen'],
    ['', '', 'en', 'ing', 'a'],
    ['ford', 'mere', 'wick', 'haven', 'moor', 'stead', 'bury', 'crest', 'vale', 'ton'],
  ],
  // Monster tribes.
  monsters: [
    ['Grok', 'Skar', 'Bog', 'Urg', 'Snik', 'Mag', 'Rot', 'Gnash', 'Krag', 'Vik', 'Zug', 'Blig'],
    ['', '', 'ga', 'ur', 'i'],
    ['maw', 'fang', 'toe', 'gut', 'skull', 'rot', 'claw', 'hide', 'eye', 'tusk'],
  ],
  // Artifacts and treasures.
  artifact: [
    ['Aur', 'Cyr', 'Eld', 'Hael', 'Ith', 'Mor', 'Ost', 'Pel', 'Sael', 'Tor', 'Ul', 'Vey'],
    ['', 'an', 'en', 'i', 'o'],
    ['stone', 'brand', 'crown', 'heart', 'lamp', 'mirror', 'horn', 'ring', 'chalice', 'key'],
  ],
  // Custom civilizations (result 10 on the civilization table).
  custom: [
    ['Ky', 'Lum', 'Ozz', 'Pra', 'Tiv', 'Wor', 'Yth', 'Zem', 'Ab', 'Eph', 'Qo', 'Rhu'],
    ['', 'a', 'ei', 'ou', 'ri'],
    ['mok', 'thi', 'lan', 'pex', 'dor', 'vii', 'gar', 'nu', 'ster', 'quo'],
  ],
} as const satisfies Record<
  string,
  readonly [readonly string[], readonly string[], readonly string[]]
>;

export type Culture = keyof typeof CULTURES;

/**
 * A name for `culture`, e.g. 'Kazumdun' or "Ch'aevash".
 * @example nameFor('dwarves', rng.fork('names'))
 */
export function nameFor(culture: Culture, names: Rng): string {
  const [a, b, c] = CULTURES[culture];
  return names.pick(a) + names.pick(b) + names.pick(c);
}

/** Keeps names unique within one world: a repeat gets a roman numeral. */
export class NameBook {
  private readonly used = new Map<string, number>();
  constructor(private readonly names: Rng) {}
  /** A fresh name of the culture, never given before in this world. */
  next(culture: Culture): string {
    const base = nameFor(culture, this.names);
    const seen = this.used.get(base) ?? 0;
    this.used.set(base, seen + 1);
    return seen === 0
      ? base
      : `${base} ${['II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'][Math.min(seen - 1, 8)]}`;
  }
  /** A pick from a fixed list, drawn from the names stream (flavour text). */
  pick<T>(items: readonly T[]): T {
    return this.names.pick(items);
  }
}

/**
 * Policy for names that come round again (wandering monsters go by their kind: a second Troll,
 * a third Ooze): the first keeps the name, each later one is numbered ("Troll 2", "Troll 3") so
 * the chronicle, the map and the holdings never name two groups alike.
 */
export function distinctName(groups: readonly { readonly name: string }[], name: string): string {
  let n = 0;
  const prefix = `${name} `;
  for (const g of groups)
    if (g.name === name || (g.name.startsWith(prefix) && digitsFrom(g.name, prefix.length))) n++;
  return n === 0 ? name : `${name} ${n + 1}`;
}

/** True when `text` from `start` on is one or more of the digits 0-9 (what /^\d+$/ tests). */
export function digitsFrom(text: string, start: number): boolean {
  if (start >= text.length) return false;
  for (let i = start; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}
