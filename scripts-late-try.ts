import { runHistory } from './src/hthad/2008/index';
const seed = process.argv[2] ?? 'moria';
const r = runHistory({ seed, until: 'end' });
for (const e of r.events) if (e.age === 'monsters' || e.age === 'villainy') console.log(e.age, e.year, e.text);
console.log(JSON.stringify(r.late?.monstersEnd), JSON.stringify(r.late?.villains), r.late?.villainyEnd, r.late?.years);
