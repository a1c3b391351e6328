/**
 * One process, at most one history of a registered ruleset, to its last age: prints the
 * process's peak resident memory (KiB) as JSON. `npm run bench` runs it once with no seed and
 * once per measured seed, and reports the difference as the history's peak memory.
 * Usage: tsx scripts/history-memory.ts <ruleset id> [seed]
 */
import { readFileSync } from 'node:fs';
import { defaultsOf } from '../src/core/system';
import { REGISTRY } from '../src/systems';

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

const [id, seed] = process.argv.slice(2);
const sys = REGISTRY.histories.find((s) => s.id === id);
if (!sys) throw new Error(`no history ruleset ${id}`);
let events = 0;
if (seed) {
  const options = defaultsOf(sys.options) as Parameters<typeof sys.run>[1];
  events = sys.run(seed, options, { until: sys.ages[sys.ages.length - 1]!.id, year: null }).events
    .length;
}
console.log(JSON.stringify({ maxRssKb: peakKb(), events }));
