/**
 * Soak the Dark Elf civilization over many seeds: how each run's Dark Elf Age ends and after how
 * many years, how each city and colony ended, and how many colonies were founded.
 * Usage: npx tsx scripts/dark-elf-soak.ts [from] [to] [alternate world]
 */
import { runHistory } from '../src/hthad/2008';
import type { AlternateWorld } from '../src/hthad/2008/advanced/options';

const from = Number(process.argv[2] ?? 1);
const to = Number(process.argv[3] ?? 200);
const world = (process.argv[4] ?? null) as AlternateWorld | null;
const ages: Record<string, number> = {};
const settlements: Record<string, number> = {};
const years: Record<string, number[]> = {};
let colonies = 0;
for (let i = from; i <= to; i++) {
  const r = runHistory({
    seed: String(i),
    until: 'civilization',
    options: { civilizations: ['dark-elves'], late: { alternateWorld: world } },
  });
  const civ = r.civilizations[0]!;
  const why = civ.ended ?? 'running';
  ages[why] = (ages[why] ?? 0) + 1;
  const end = r.events.find((e) => e.rule === 'civilization-end');
  (years[why] ??= []).push(end?.year ?? r.reached.year);
  colonies += civ.groups.length - 1;
  for (const id of civ.groups) {
    const g = r.world.groups.find((x) => x.id === id)!;
    // A revolt's end is overwritten when the age ends; the event log keeps it.
    const revolt = r.events.some((e) => e.rule === 'slave-revolt' && e.actors[0] === id);
    const k = `${id === civ.group ? 'first city' : 'colony'}: ${revolt ? 'slave-revolt' : `${g.end ?? g.state} (with the age)`}`;
    settlements[k] = (settlements[k] ?? 0) + 1;
  }
}
const n = to - from + 1;
const stats = (xs: number[]): string => {
  const s = [...xs].sort((a, b) => a - b);
  const mean = s.reduce((a, b) => a + b, 0) / s.length;
  return `median ${s[Math.floor(s.length / 2)]}, mean ${mean.toFixed(1)}, range ${s[0]}–${s.at(-1)}`;
};
console.log(`Dark Elves, seeds ${from}–${to}${world ? `, ${world}` : ''}`);
console.log('How the Dark Elf Age ends (runs, years):');
for (const [k, v] of Object.entries(ages).sort((a, b) => b[1] - a[1]))
  console.log(`  ${k}: ${v} (${((100 * v) / n).toFixed(1)}%), years ${stats(years[k]!)}`);
console.log(`Colonies founded: ${colonies} (${(colonies / n).toFixed(2)} a run)`);
console.log('How each settlement ends:');
for (const [k, v] of Object.entries(settlements).sort((a, b) => b[1] - a[1]))
  console.log(`  ${k}: ${v}`);
