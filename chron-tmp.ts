import { runHistory, renderChronicle } from './src/hthad/2008';
const r = runHistory({ seed: process.argv[2] ?? 'moria', until: 'end' });
const t = renderChronicle(r, 'text');
const i = t.indexOf('The Age of Monsters');
console.log(t.slice(i));
