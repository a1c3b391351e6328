/**
 * Same-bytes proof for the 2008 engine: a hash of the full `/v1/dungeon` body (ruleset
 * hthad2008) for seeds first..last under several option sets, in process. Run it in two
 * checkouts and compare the printed digests (one per option set, plus the whole).
 * Usage: nice -n 10 npx tsx scripts/hthad2008-bytes.ts [last=1000] [first=1]
 */
import { createHash } from 'node:crypto';
import { createApp } from '../src/app';
import { resvgNodeRenderer } from '../src/adapters/png-resvg-node';

const last = Number(process.argv[2] ?? 1000);
const first = Number(process.argv[3] ?? 1);
const SETS = [
  '',
  '&events=full',
  '&events=full&geometry=full',
  '&civ=dwarves',
  '&civ=dark-elves',
  '&civ=demons,dwarves',
  '&civ=custom&events=summary',
  '&until=monsters&year=5&events=full',
  '&until=villainy&year=1',
  '&rules=water-magma,named-treasures,minor-features,two-villains,villainy-arrivals',
  '&world=roll&page=tabloid',
];
const app = createApp({ png: resvgNodeRenderer() });
const all = createHash('sha256');
for (const set of SETS) {
  const h = createHash('sha256');
  for (let seed = first; seed <= last; seed++) {
    const res = await app.request(`/v1/dungeon?ruleset=hthad2008&seed=${seed}${set}`);
    const body = new Uint8Array(await res.arrayBuffer());
    if (res.status !== 200) throw new Error(`${set} seed ${seed}: ${res.status}`);
    h.update(`${seed}:${body.length}:`).update(body);
  }
  const d = h.digest('hex');
  all.update(d);
  console.log(`${d.slice(0, 16)} ${set || '(defaults)'}`);
}
console.log(`${all.digest('hex').slice(0, 16)} all`);
