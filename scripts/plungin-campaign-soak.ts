/**
 * Soak the played Dungeon Plungin' campaign (`quest=K`) over many seeds (default pack and party):
 * every career must run without an exception; the figures say how far a party gets.
 * Usage: nice -n 10 npx tsx scripts/plungin-campaign-soak.ts [seeds=100] [quests=3] [--shared] [--goldRush] [--tutor] [--items]
 */
import { defaultsOf } from '../src/core/system';
import { playCampaign } from '../src/crawl/plungin/play/campaign';
import { MAX_ROUNDS } from '../src/crawl/plungin/play/game';
import { DEFAULT_PARTY } from '../src/crawl/plungin/play/heroes';
import { PLAY_OPTIONS } from '../src/crawl/plungin/play/options';
import { BUILT_IN_PACKS } from '../src/crawl/plungin/packs';
import type { QuestPack } from '../src/crawl/plungin/pack.schema';

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const n = Number(args[0] ?? 100);
const quests = Number(args[1] ?? 3);
const options = {
  ...defaultsOf(PLAY_OPTIONS),
  quest: quests,
  sharedXp: process.argv.includes('--shared'),
  goldRush: process.argv.includes('--goldRush'),
  tutor: process.argv.includes('--tutor'),
};
const base = BUILT_IN_PACKS.find((p) => p.id === options.pack)!;
/**
 * `--items`: the default pack with a Treasure chart that also gives Item List finds (a cursed
 * helm, a Tome of Knowledge, a spellbook, a recipe), to exercise their rules over a career.
 */
const pack: QuestPack = !process.argv.includes('--items')
  ? base
  : {
      ...base,
      items: {
        ...base.items,
        'folly-helm': {
          name: 'Helm of Folly',
          description: 'A cursed helm.',
          unique: false,
          kind: 'equipment',
        },
        tome: {
          name: 'Tome of Knowledge (50 XP)',
          description: 'Study it in town.',
          unique: false,
          kind: 'other',
        },
        'pulse-book': {
          name: 'Spellbook of Pulse',
          description: 'The Pulse spell.',
          unique: false,
          kind: 'other',
        },
        recipe: {
          name: 'Recipe: Healing Potion',
          description: 'A recipe.',
          unique: false,
          kind: 'other',
        },
      },
      charts: {
        ...base.charts,
        treasure: {
          ...base.charts.treasure,
          rows: [
            { roll: [1, 1], gold: '2d6' },
            { roll: [2, 2], item: 'folly-helm' },
            { roll: [3, 3], item: 'tome' },
            { roll: [4, 4], item: 'pulse-book' },
            { roll: [5, 5], item: 'great-door-key' },
            { roll: [6, 6], item: 'recipe' },
          ],
        },
      },
    };
let errors = 0;
const outcomes = new Map<string, number>();
const levels = new Map<number, number>();
let survivors = 0;
let newcomers = 0;
let gold = 0;
let townGold = 0;
let curses = 0;
let bought = 0;
let learned = 0;
let maxLevel = 0;
const perQuest = Array.from({ length: quests }, () => new Map<string, number>());
const packs = Array.from({ length: quests }, () => new Set<string>());
for (let i = 0; i < n; i++) {
  try {
    const run = playCampaign({
      seed: `soak-${i}`,
      pack,
      packId: pack.id,
      party: DEFAULT_PARTY,
      options,
      stop: { round: MAX_ROUNDS, action: null },
    });
    const all = [...run.career.quests.map((q) => q.outcome), run.g.outcome ?? 'unfinished'];
    all.forEach((o, k) => {
      const kind = o.split(':')[0]!;
      perQuest[k]!.set(kind, (perQuest[k]!.get(kind) ?? 0) + 1);
    });
    run.career.quests.forEach((q, k) => packs[k]!.add(q.pack));
    packs[quests - 1]!.add(run.g.packId);
    const last = all.at(-1)!.split(':')[0]!;
    outcomes.set(last, (outcomes.get(last) ?? 0) + 1);
    for (const f of run.g.figures.filter((x) => x.side === 'hero')) {
      levels.set(f.level, (levels.get(f.level) ?? 0) + 1);
      maxLevel = Math.max(maxLevel, f.level);
      if (!f.dead) survivors++;
    }
    newcomers += run.career.newcomers;
    gold += run.career.quests.reduce((s, q) => s + q.gold, 0) + run.g.gold;
    townGold += Object.values(run.career.purses).reduce((a, b) => a + b, 0);
    const town = run.g.log.filter((e) => e.act === 'town').map((e) => e.text);
    curses += town.filter((t) => /lifts the curse/.test(t)).length;
    bought += town.filter((t) => / buys /.test(t)).length;
    learned += town.filter((t) => /learns/.test(t)).length;
  } catch (e) {
    errors++;
    console.error(`soak-${i}:`, e);
  }
}
const pct = (k: number, of = n): string => `${((100 * k) / of).toFixed(1)}%`;
console.log(
  `careers ${n} × ${quests} quests, errors ${errors}, options ${JSON.stringify({ sharedXp: options.sharedXp, goldRush: options.goldRush, tutor: options.tutor })}`,
);
perQuest.forEach((q, k) =>
  console.log(
    `  quest ${k + 1} (${[...packs[k]!].join(', ')}): ${['won', 'lost', 'abandoned', ...[...q.keys()].filter((x) => !['won', 'lost', 'abandoned'].includes(x)).sort()].map((x) => `${x} ${pct(q.get(x) ?? 0)}`).join(', ')}`,
  ),
);
console.log(
  `heroes at the last quest's end by level: ${[...levels]
    .sort((a, b) => a[0] - b[0])
    .map(([l, c]) => `L${l} ${pct(c, 4 * n)}`)
    .join(', ')} (max ${maxLevel})`,
);
console.log(
  `survivors of the last quest ${(survivors / n).toFixed(2)}/4, newcomers per career ${(newcomers / n).toFixed(2)}, gold found per career ${(gold / n).toFixed(0)}, purse before the last quest ${(townGold / n).toFixed(0)}`,
);
console.log(
  `per career in town: purchases ${(bought / n).toFixed(2)}, spells learned ${(learned / n).toFixed(2)}, curses lifted ${(curses / n).toFixed(2)}`,
);
