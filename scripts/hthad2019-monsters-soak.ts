/**
 * Soak of the 2019 Age of Monsters and Age of Villainy on the real world: seeds 1..N to `end`
 * (civilization random), no exception, bead totals that reconcile with the event log, and the
 * issue's figures: cards spawned, how the Age of Monsters ended, Horde against Empire, how
 * villainy ended, median turns per age, caps hit, run time.
 *
 * With `nexus` as the third argument every run has the nexus on (else the even seeds do), and
 * the soak reports, per Nexus result, how many runs rolled it and how many of those saw it act
 * in the Age of Civilization and in the monster ages (a `nexus-effect` event).
 *
 *   nice -n 10 npx tsx scripts/hthad2019-monsters-soak.ts [seeds=500] [first=1] [nexus]
 */
import { runHistory2019 } from '../src/hthad/2019/history';
import { CARDS } from '../src/hthad/2019/deck/cards';
import { countTokens, tokenBalance } from '../src/hthad/world';

const N = Number(process.argv[2] ?? 500);
const first = Number(process.argv[3] ?? 1);
const allNexus = process.argv[4] === 'nexus';
const nexusRolled = new Map<string, number>();
const nexusCiv = new Map<string, number>();
const nexusLater = new Map<string, number>();
const spawned = new Map<string, number>();
const rose = new Map<string, number>();
const paths = new Map<string, number>();
const ends = new Map<string, number>();
const civs = new Map<string, number>();
const caps = new Map<string, number>();
const monsterTurns: number[] = [];
const villainyTurns: number[] = [];
const ms: number[] = [];
let errors = 0;
let unbalanced = 0;
let invasions = 0;
let legacySpawns = 0;
const bump = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);

for (let seed = first; seed < first + N; seed++) {
  try {
    const t0 = process.hrtime.bigint();
    const r = runHistory2019(
      String(seed),
      { civilization: 'random', nexus: allNexus || seed % 2 === 0, page: 'letter' },
      { until: 'end', year: null },
    );
    ms.push(Number(process.hrtime.bigint() - t0) / 1e6);
    const bal = tokenBalance(r.events);
    const cnt = countTokens(r.world) as Record<string, number>;
    if (Object.keys(bal).some((k) => bal[k] !== (cnt[k] ?? 0))) {
      unbalanced++;
      if (unbalanced <= 3) console.error(`seed ${seed}: beads do not reconcile`, bal, cnt);
    }
    const m = r.monsters!;
    if (r.nexus) {
      const id = r.nexus.id;
      bump(nexusRolled, id);
      const acts = r.events.filter((e) => e.rule === 'nexus-effect');
      if (acts.some((e) => e.age === 'civilization')) bump(nexusCiv, id);
      const later = acts.some((e) => e.age === 'monsters' || e.age === 'villainy');
      const ley =
        id === 'ley-lines' &&
        r.events.some((e) => e.rule === 'monster-spawn' && e.text.includes('ley line'));
      const gate =
        id === 'gateway' &&
        r.events.some((e) => e.rule === 'monster-spawn' && e.text.includes('the Gateway'));
      if (later || ley || gate) bump(nexusLater, id);
    }
    for (const c of m.spawned) bump(spawned, c);
    bump(civs, r.civilization?.civ ?? 'none');
    bump(rose, m.rose ?? 'none (cap or empty map)');
    bump(paths, m.villainy ?? 'none');
    bump(ends, `${m.villainy ?? '-'}: ${m.ending ?? 'none'}`);
    for (const c of m.capped) bump(caps, c);
    monsterTurns.push(m.turns);
    if (m.villainy) villainyTurns.push(m.villainyTurns);
    for (const e of r.events) {
      if (e.rule === 'monster-spawn' && e.text.includes('an invasion')) invasions++;
      if (e.rule === 'monster-spawn' && e.age === 'monsters' && e.year === 1 && e.places.length)
        void 0;
    }
    legacySpawns +=
      r.civilization?.legacy.filter((l) => l.kind !== 'first-monster-here').length ?? 0;
  } catch (err) {
    errors++;
    if (errors <= 3) console.error(`seed ${seed}:`, err);
  }
}

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const median = (xs: number[]) => sorted(xs)[Math.floor(xs.length / 2)] ?? 0;
const pct = (xs: number[], p: number) =>
  sorted(xs)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? 0;
const show = (m: Map<string, number>) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
console.log(
  `seeds ${first}-${first + N - 1}: ${errors} exceptions, ${unbalanced} runs whose beads do not reconcile`,
);
const never = CARDS.map((c) => c.id).filter((c) => !spawned.has(c));
console.log(
  `cards spawned at least once: ${spawned.size}/${CARDS.length}${never.length ? `; never: ${never.join(', ')}` : ''}`,
);
console.log(
  `rarest cards: ${[...spawned]
    .sort((a, b) => a[1] - b[1])
    .slice(0, 6)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')}`,
);
console.log(`civilizations: ${show(civs)}`);
if (nexusRolled.size > 0)
  console.log(
    `nexus (rolled/acted in civilization/acted in monster ages): ${[...nexusRolled]
      .sort((a, b) => a[0].localeCompare(b[0]))
      .map(([k, v]) => `${k} ${v}/${nexusCiv.get(k) ?? 0}/${nexusLater.get(k) ?? 0}`)
      .join(', ')}`,
  );
console.log(`Age of Monsters ended by: ${show(rose)}`);
console.log(`villainy: ${show(paths)}`);
console.log(`ending: ${show(ends)}`);
console.log(`caps hit: ${show(caps) || 'none'}`);
console.log(
  `median turns: monsters ${median(monsterTurns)} (max ${sorted(monsterTurns).at(-1)}), villainy ${median(villainyTurns)} (max ${sorted(villainyTurns).at(-1) ?? 0})`,
);
console.log(
  `invasions ${invasions}; civilization leftovers that spawned a monster ${legacySpawns}`,
);
console.log(
  `run time to end: median ${median(ms).toFixed(1)} ms, p95 ${pct(ms, 0.95).toFixed(1)} ms, max ${sorted(ms).at(-1)?.toFixed(1)} ms`,
);
