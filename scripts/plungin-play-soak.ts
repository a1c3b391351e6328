/**
 * Soak the played Dungeon Plungin' over many seeds (default pack and party): every quest must
 * end without an exception, and the figures say whether it looks like a fair game.
 * Usage: nice -n 10 npx tsx scripts/plungin-play-soak.ts [seeds=500] [--log=SEED] [--opt=NAME,…] [--casters]
 * `--opt=facing,cover` soaks the same seeds with every option at its default, then again with
 * each named boolean option on by itself, and prints a line comparing each with the defaults.
 * `--casters`: the default pack with its boss, the Tide-Priest, casting Hold and Healing (Light)
 * and the Drowned Ones lured by the wounded, to exercise monster spells and concept lures.
 */
import { MAX_ROUNDS } from '../src/crawl/plungin/play/game';
import { PLAY_OPTIONS } from '../src/crawl/plungin/play/options';
import { runPlay } from '../src/crawl/plungin/play/system';
import { BUILT_IN_PACKS } from '../src/crawl/plungin/packs';

const defaults = Object.fromEntries(PLAY_OPTIONS.map((o) => [o.name, o.default])) as never;
const base = BUILT_IN_PACKS.find((p) => p.id === (defaults as { pack: string }).pack)!;
const docs: Record<string, unknown> = !process.argv.includes('--casters')
  ? {}
  : {
      pack: {
        ...base,
        monsters: {
          ...base.monsters,
          'tide-priest': {
            ...base.monsters['tide-priest']!,
            powers: [...base.monsters['tide-priest']!.powers, 'Spells (Light): Hold, Healing'],
          },
          'drowned-one': {
            ...base.monsters['drowned-one']!,
            law: { role: 'Melee', target: 'Lured', lure: 'the wounded' },
          },
        },
      },
    };
const logArg = process.argv.find((a) => a.startsWith('--log='));
if (logArg) {
  const run = runPlay(logArg.slice(6), defaults, { round: MAX_ROUNDS, action: null }, docs);
  for (const e of run.log) console.log(`R${e.round}.${e.action} ${e.text}`);
  process.exit(0);
}
const n = Number(process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 500);
const optArg = process.argv.find((a) => a.startsWith('--opt='));
if (optArg) {
  const names = optArg.slice(6).split(',');
  for (const name of names)
    if (!PLAY_OPTIONS.some((o) => o.name === name && o.type === 'boolean'))
      throw new Error(`--opt: ${name} is not a boolean option`);
  const summary = (opts: object): string => {
    const t = { won: 0, lost: 0, abandoned: 0 };
    const rs: number[] = [];
    let dead = 0;
    for (let i = 0; i < n; i++) {
      const run = runPlay(`soak-${i}`, opts as never, { round: MAX_ROUNDS, action: null }, docs);
      const kind = (run.outcome ?? 'none').split(/[: ]/)[0] as keyof typeof t;
      t[kind] = (t[kind] ?? 0) + 1;
      rs.push(run.round);
      dead += run.log.filter((e) => e.act === 'death').length;
    }
    rs.sort((a, b) => a - b);
    return `won ${t.won}, lost ${t.lost}, abandoned ${t.abandoned}, median rounds ${rs[Math.floor(rs.length / 2)]}, deaths/quest ${(dead / n).toFixed(2)}`;
  };
  console.log(`seeds ${n}`);
  console.log(`  off (defaults): ${summary(defaults)}`);
  for (const name of names)
    console.log(`  ${name} on: ${summary({ ...(defaults as object), [name]: true })}`);
  process.exit(0);
}
const tally = { won: 0, lost: 0, abandoned: 0 };
const reasons = new Map<string, number>();
const rounds: number[] = [];
const perPhase: number[] = [];
let deaths = 0;
let xp = 0;
let gold = 0;
let caps = 0;
let trips = 0;
let newcomers = 0;
let keys = 0;
let errors = 0;
for (let i = 0; i < n; i++) {
  try {
    const run = runPlay(`soak-${i}`, defaults, { round: MAX_ROUNDS, action: null }, docs);
    const o = run.outcome ?? 'none';
    const kind = o.split(/[: ]/)[0] as keyof typeof tally;
    tally[kind] = (tally[kind] ?? 0) + 1;
    // Reasons grouped: the boss's name, door names and counts read the same.
    const why = o
      .replace(/: .*? is defeated/, ': boss defeated')
      .replace(/the \w+ door of (room|hallway) [\w.]+/g, 'a door')
      .replace(/\d+ rounds/, 'N rounds');
    reasons.set(why, (reasons.get(why) ?? 0) + 1);
    rounds.push(run.round);
    if (kind === 'won') perPhase.push(run.round / Math.max(1, run.crawl.plot.phases));
    deaths += run.log.filter((e) => e.act === 'death').length;
    xp += run.xp;
    gold += run.gold;
    if (run.roundCapHit) caps++;
    trips += run.log.filter((e) => e.act === 'town').length;
    newcomers += run.log.filter((e) => e.act === 'reenter' && /new monsters/.test(e.text)).length;
    keys += run.log.filter((e) => e.act === 'unlock' && /Key/.test(e.text)).length;
  } catch (e) {
    errors++;
    console.error(`soak-${i}:`, e);
  }
}
rounds.sort((a, b) => a - b);
const pct = (k: number): string => `${((100 * k) / n).toFixed(1)}%`;
console.log(`seeds ${n}, errors ${errors}`);
console.log(`won ${pct(tally.won)}, lost ${pct(tally.lost)}, abandoned ${pct(tally.abandoned)}`);
for (const [k, v] of reasons) console.log(`  ${v}  ${k}`);
console.log(
  `median rounds ${rounds[Math.floor(rounds.length / 2)]}, p95 ${rounds[Math.floor(rounds.length * 0.95)]}, max ${rounds[rounds.length - 1]}`,
);
perPhase.sort((a, b) => a - b);
console.log(
  `won quests: median rounds per construction phase ${perPhase[Math.floor(perPhase.length / 2)]?.toFixed(2)}`,
);
console.log(
  `deaths/quest ${(deaths / n).toFixed(2)}, XP/quest ${(xp / n).toFixed(1)}, gold/quest ${(gold / n).toFixed(1)}, round-cap hits ${caps}`,
);
console.log(
  `town trips/quest ${(trips / n).toFixed(2)}, cleared rooms repopulated on re-entry/quest ${(newcomers / n).toFixed(2)}, keys used/quest ${(keys / n).toFixed(2)}`,
);
