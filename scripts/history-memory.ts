/**
 * One process, at most one 2008 history: prints the process's peak resident memory (KiB) as
 * JSON. `npm run bench` runs it once with no seed and once per measured seed, and reports the
 * difference as the history's peak memory.
 * Usage: tsx scripts/history-memory.ts [seed]
 */
import { runHistory } from '../src/hthad/2008/history';

const seed = process.argv[2];
let events = 0;
if (seed) events = runHistory({ seed, until: 'end' }).events.length;
console.log(JSON.stringify({ maxRssKb: process.resourceUsage().maxRSS, events }));
