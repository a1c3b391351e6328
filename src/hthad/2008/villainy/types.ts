/**
 * The Age of Villainy's shared shapes: the arch-villain table and each villain's state
 * (hthad-2008-rules.txt, "The Age of Villainy"). Plain data the monster state holds; the
 * villains' rules are typed in rule.ts.
 */
// Roll Arch-Villain (d4): lo, hi, id, title
export const ARCH_VILLAINS = [
  { lo: 1, hi: 1, id: 'dungeon-master', title: 'The Dungeon Master' },
  { lo: 2, hi: 2, id: 'thought-lords', title: 'The Thought Lord Cult' },
  { lo: 3, hi: 3, id: 'liche-king', title: 'The Liche King' },
  { lo: 4, hi: 4, id: 'alpha-villain', title: 'Alpha Villain' },
] as const;
export type VillainKind = (typeof ARCH_VILLAINS)[number]['id'];

/** How a villain's story ended. */
export type VillainOutcome =
  | 'conquered-the-world'
  | 'defeated-by-surface'
  | 'achieved-their-ends'
  | 'wiped-out'
  | 'ravaged-the-countryside'
  | 'slain-by-adventurers'
  | 'dominated-the-surface'
  | 'never-arrived';

export interface VillainState {
  readonly kind: VillainKind;
  /** The villain's world group. */
  group: string;
  name: string;
  lair: string;
  outcome: VillainOutcome | null;
  /** Dungeon Master: army barracks, the group he failed to enslave, ZOC reach, constructions. */
  army: string[];
  failed: string | null;
  reach: number;
  built: string[];
  /** Thought Lords: mind pool, prison rooms. Liche King: tombs, gate rooms, minion group. */
  pool: string | null;
  prison: string[];
  minions: string | null;
  gates: string[];
  /** Alpha Villain: defensive works left, inner sanctum built. */
  works: number;
  sanctum: string | null;
}

/** A fresh villain record. */
export function newVillain(kind: VillainKind): VillainState {
  return {
    kind,
    group: '',
    name: '',
    lair: '',
    outcome: null,
    army: [],
    failed: null,
    reach: 0,
    built: [],
    pool: null,
    prison: [],
    minions: null,
    gates: [],
    works: 0,
    sanctum: null,
  };
}
