/**
 * Soak the 1st-edition history to the end over many seeds: no exception, every age bounded,
 * bead totals reconciled with the event log; prints the statistics of the late ages.
 * Usage: npx tsx scripts/hthad-late-soak.ts [from] [to]
 */
import { runHistory } from '../src/hthad/2008';
import { countTokens, tokenBalance } from '../src/hthad/world';

const from = Number(process.argv[2] ?? 1);
const to = Number(process.argv[3] ?? 500);
const villains: Record<string, number> = {};
const outcomes: Record<string, number> = {};
const byVillain: Record<string, Record<string, number>> = {};
const monstersEnds: Record<string, number> = {};
/** How each civilization's age ended, by civilization. */
const civEnds: Record<string, Record<string, number>> = {};
const villainyEnds: Record<string, number> = {};
const yearsM: number[] = [];
const yearsV: number[] = [];
const restarts: number[] = [];
const times: number[] = [];
let reached = 0;
let failures = 0;
for (let i = from; i <= to; i++) {
  const seed = String(i);
  const t0 = process.hrtime.bigint();
  try {
    const r = runHistory({ seed, until: 'end' });
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    times.push(ms);
    if (ms > 1000)
      console.error(
        `slow seed ${seed}: ${ms.toFixed(0)} ms, ${r.late?.years.monsters} + ${r.late?.years.villainy} years, ${r.events.length} events`,
      );
    const bal = tokenBalance(r.events);
    const now = countTokens(r.world);
    for (const k of ['population', 'treasure', 'bonus', 'epic'] as const)
      if (bal[k] !== now[k])
        throw new Error(`seed ${seed}: ${k} tokens ${now[k]} but events say ${bal[k]}`);
    for (const c of r.civilizations) {
      const o = (civEnds[c.civ] ??= {});
      o[c.ended ?? 'none'] = (o[c.ended ?? 'none'] ?? 0) + 1;
    }
    const late = r.late;
    if (!late) throw new Error(`seed ${seed}: no late summary`);
    monstersEnds[late.monstersEnd?.kind ?? 'none'] =
      (monstersEnds[late.monstersEnd?.kind ?? 'none'] ?? 0) + 1;
    yearsM.push(late.years.monsters);
    restarts.push(late.restarts);
    if (late.villains.length > 0) {
      reached++;
      yearsV.push(late.years.villainy);
      for (const v of late.villains) {
        villains[v.kind] = (villains[v.kind] ?? 0) + 1;
        outcomes[v.outcome ?? 'none'] = (outcomes[v.outcome ?? 'none'] ?? 0) + 1;
        const o = (byVillain[v.kind] ??= {});
        o[v.outcome ?? 'year-cap'] = (o[v.outcome ?? 'year-cap'] ?? 0) + 1;
      }
      villainyEnds[late.villainyEnd ?? 'none'] =
        (villainyEnds[late.villainyEnd ?? 'none'] ?? 0) + 1;
    }
  } catch (e) {
    failures++;
    console.error(
      `seed ${seed}:`,
      e instanceof Error ? e.stack?.split('\n').slice(0, 4).join('\n') : e,
    );
  }
}
const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? 0 : s[Math.floor((s.length - 1) / 2)]!;
};
const p95 = (xs: number[]): number =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)] ?? 0;
const n = to - from + 1;
console.log(
  JSON.stringify(
    {
      seeds: `${from}-${to}`,
      failures,
      reachedVillainy: `${reached}/${n} (${((100 * reached) / n).toFixed(1)}%)`,
      civilizationEnds: civEnds,
      monstersEnds,
      villains,
      villainOutcomes: outcomes,
      outcomesByVillain: byVillain,
      villainyEnds,
      medianYears: { monsters: median(yearsM), villainy: median(yearsV) },
      restartsOfMonsters: restarts.reduce((a, b) => a + b, 0),
      maxYears: { monsters: Math.max(...yearsM), villainy: Math.max(0, ...yearsV) },
      msPerRun: {
        median: median(times).toFixed(2),
        p95: p95(times).toFixed(2),
        max: Math.max(...times).toFixed(1),
      },
    },
    null,
    1,
  ),
);
