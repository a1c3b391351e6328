/**
 * One process, at most one 2008 history: prints the process's peak resident memory (KiB) as
 * JSON. `npm run bench` runs it once with no seed and once per measured seed, and reports the
 * difference as the history's peak memory.
 * Usage: tsx scripts/history-memory.ts [seed]
 */
import { readFileSync } from 'node:fs';
import { runHistory } from '../src/hthad/2008/history';

/**
 * The peak resident memory of this process image. On Linux, VmHWM: getrusage's maxRSS carries
 * over the peak of the process that started this one (a large benchmark), VmHWM starts afresh.
 */
function peakKb(): number {
  try {
    const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
    if (m) return Number(m[1]);
  } catch {
    // not Linux
  }
  return process.resourceUsage().maxRSS;
}

const seed = process.argv[2];
let events = 0;
if (seed) events = runHistory({ seed, until: 'end' }).events.length;
console.log(JSON.stringify({ maxRssKb: peakKb(), events }));
