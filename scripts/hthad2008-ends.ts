/**
 * How every age of a 1st-edition history ends, over many seeds run to the end: each
 * civilization's end, the Age of Monsters' trigger (and which kind of group held six
 * treasures), each villain's end and the years it took (and how many hit the engine's 60-year
 * cap); and the chronicle checks of issue 20 point 8, counted from the event log:
 * - a loot line ("make off with loot", "leaves loot behind", "take their loot", "carries off
 *   loot", "loot paid") whose event moved no treasure;
 * - "with their spoils" when the knights bring home no treasure they did not set out with;
 * - an end line (wiped out, slain, destroyed, perish) printed while the group still has
 *   population, or a group losing population after its end line (a line before its clash);
 * - a Dark Elf colony founded by a city with no population left.
 * Usage: nice -n 10 npx tsx scripts/hthad2008-ends.ts [from] [to] [civ]
 */
import { runHistory } from '../src/hthad/2008';
import type { CivChoice } from '../src/hthad/2008/civilization';
import type { HistoryEvent } from '../src/hthad/world';

const from = Number(process.argv[2] ?? 1);
const to = Number(process.argv[3] ?? 500);
const civ = (process.argv[4] ?? null) as CivChoice | null;

const tally = (o: Record<string, number>, k: string): void => {
  o[k] = (o[k] ?? 0) + 1;
};
const civEnds: Record<string, Record<string, number>> = {};
const civYears: Record<string, number[]> = {};
const monstersEnds: Record<string, number> = {};
const monstersYears: number[] = [];
let restarts = 0;
const villainEnds: Record<string, Record<string, number>> = {};
const villainYears: Record<string, number[]> = {};
const villainyEnds: Record<string, number> = {};
const capped: string[] = [];
const checks: Record<string, number> = {
  'loot line, nothing moved': 0,
  '"with their spoils", none gathered': 0,
  'end line while still alive': 0,
  'population lost after end line': 0,
  'colony founded by a dead city': 0,
};
const examples: Record<string, string[]> = {};
const note = (k: string, seed: string, e: HistoryEvent): void => {
  checks[k]!++;
  const xs = (examples[k] ??= []);
  if (xs.length < 3) xs.push(`seed ${seed}, ${e.age} ${e.year}: ${e.text}`);
};
const LOOT =
  /make off with loot|leaves loot behind|take their loot|carries off loot|loot paid|grab loot/;
const END = /are wiped out|is slain;|(is|are) destroyed\.|perish in the dungeon/;

let failures = 0;
for (let i = from; i <= to; i++) {
  const seed = String(i);
  try {
    const r = runHistory({
      seed,
      until: 'end',
      ...(civ ? { options: { civilizations: [civ] } } : {}),
    });
    for (const c of r.civilizations) {
      tally((civEnds[c.civ] ??= {}), c.ended ?? 'none');
      const end = r.events.find((e) => e.rule === 'civilization-end' && e.age === 'civilization');
      (civYears[c.civ] ??= []).push(end?.year ?? 0);
    }
    const late = r.late!;
    const m = late.monstersEnd;
    const holder =
      m?.kind === 'six-loot' ? late.groups.find((g) => g.id === m.group)?.kind : undefined;
    tally(monstersEnds, m ? `${m.kind}${holder ? ` (${holder})` : ''}` : 'none');
    monstersYears.push(late.years.monsters);
    restarts += late.restarts;
    if (late.villains.length > 0) {
      tally(villainyEnds, late.villainyEnd ?? 'none');
      for (const v of late.villains) {
        const out = v.outcome ?? (late.villainyEnd === 'year-cap' ? 'year-cap' : 'running');
        tally((villainEnds[v.kind] ??= {}), out);
        (villainYears[v.kind] ??= []).push(late.years.villainy);
      }
      if (late.villainyEnd === 'year-cap')
        capped.push(`${seed} (${late.villains.map((v) => v.kind).join('+')})`);
    }
    // The chronicle checks, reading the log as it runs.
    const owner = new Map<string, { owner: string | null; kind: string }>();
    const popOf = (g: string): number => {
      let n = 0;
      for (const t of owner.values()) if (t.owner === g && t.kind === 'population') n++;
      return n;
    };
    const ended = new Set<string>();
    const setOut = new Map<string, Set<string>>();
    for (const e of r.events) {
      for (const t of e.tokens) {
        const was = owner.get(t.token);
        if (t.op === 'destroy') {
          if (t.kind === 'population' && was?.owner && ended.has(was.owner))
            note('population lost after end line', seed, e);
          owner.delete(t.token);
        } else owner.set(t.token, { owner: t.owner, kind: t.kind });
      }
      if (LOOT.test(e.text) && !e.tokens.some((t) => t.kind === 'treasure'))
        note('loot line, nothing moved', seed, e);
      if (e.rule === 'excursion')
        setOut.set(
          e.actors[1] ?? '',
          new Set(e.tokens.filter((t) => t.kind === 'treasure').map((t) => t.token)),
        );
      if (e.rule === 'excursion-return' && e.text.includes('with their spoils')) {
        const out = [...setOut.values()].at(-1) ?? new Set<string>();
        if (!e.tokens.some((t) => t.kind === 'treasure' && !out.has(t.token)))
          note('"with their spoils", none gathered', seed, e);
      }
      if (e.rule === 'wiped-out' && END.test(e.text)) {
        const g = e.actors[0]!;
        if (popOf(g) > 0) note('end line while still alive', seed, e);
        ended.add(g);
      }
      if (e.rule === 'dark-elf-colony' && popOf(e.actors[0]!) === 0)
        note('colony founded by a dead city', seed, e);
    }
  } catch (err) {
    failures++;
    console.error(`seed ${seed}:`, err instanceof Error ? err.stack?.split('\n').slice(0, 4) : err);
  }
}

const stats = (xs: readonly number[]): string => {
  const s = [...xs].sort((a, b) => a - b);
  const mean = s.reduce((a, b) => a + b, 0) / Math.max(1, s.length);
  return `median ${s[Math.floor((s.length - 1) / 2)]}, mean ${mean.toFixed(1)}, max ${s.at(-1)}`;
};
const table = (title: string, o: Record<string, number>): void => {
  console.log(`\n${title}`);
  for (const [k, v] of Object.entries(o).sort((a, b) => b[1] - a[1]))
    console.log(`  ${k.padEnd(44)} ${v}`);
};
console.log(
  `hthad2008 ends, seeds ${from}–${to}${civ ? `, civ=${civ}` : ''}; failures ${failures}`,
);
for (const [c, o] of Object.entries(civEnds))
  table(`Civilization ${c} (${stats(civYears[c]!)} years)`, o);
table(
  `Age of Monsters ends (${stats(monstersYears)} years; ${restarts} restarts after no group was left)`,
  monstersEnds,
);
for (const [v, o] of Object.entries(villainEnds))
  table(`Villain ${v} (${stats(villainYears[v]!)} years of villainy)`, o);
table('Age of Villainy ends', villainyEnds);
console.log(
  `\nAt the 60-year cap: ${capped.length}${capped.length ? ` — ${capped.join(', ')}` : ''}`,
);
table('Chronicle checks', checks);
for (const [k, xs] of Object.entries(examples)) {
  console.log(`  ${k}:`);
  for (const x of xs) console.log(`    ${x}`);
}
