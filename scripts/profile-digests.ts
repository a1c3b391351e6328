/**
 * Same-bytes check: the SHA-256 of the full JSON of `runHistory` to the end, for seeds 1..N in
 * several option mixes (the default, every advanced rule, each alternate world, two
 * civilizations, a larger page), and for a few early stops.
 * Usage: tsx scripts/profile-digests.ts save <file> [N]   (from unmodified code)
 *        tsx scripts/profile-digests.ts check <file> [N]  (after a change; exits 1 on a mismatch)
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { runHistory, type HistoryRequest } from '../src/hthad/2008/history';

const [mode, file, nArg] = process.argv.slice(2);
if ((mode !== 'save' && mode !== 'check') || !file) {
  console.error('usage: profile-digests.ts save|check <file> [seeds]');
  process.exit(2);
}
const n = Number(nArg ?? 150);
const all = {
  waterMagma: true,
  namedTreasures: true,
  minorFeatures: true,
  minorFeatureReplace: true,
  twoVillains: true,
  villainyArrivals: true,
} as const;
const mixes: Record<string, (seed: string) => HistoryRequest> = {
  default: (seed) => ({ seed, until: 'end' }),
  advanced: (seed) => ({
    seed,
    until: 'end',
    options: { late: { ...all, alternateWorld: 'roll' } },
  }),
  firetop: (seed) => ({
    seed,
    until: 'end',
    options: { late: { alternateWorld: 'firetop-range' } },
  }),
  rift: (seed) => ({
    seed,
    until: 'end',
    options: { late: { ...all, alternateWorld: 'rift-of-sorrows' } },
  }),
  scorched: (seed) => ({
    seed,
    until: 'end',
    options: { late: { alternateWorld: 'scorched-lands' } },
  }),
  hollow: (seed) => ({
    seed,
    until: 'end',
    options: { late: { ...all, alternateWorld: 'hollow-earth' } },
  }),
  pocket: (seed) => ({
    seed,
    until: 'end',
    options: { late: { alternateWorld: 'pocket-universe' } },
  }),
  twoCivs: (seed) => ({ seed, until: 'end', options: { civilizations: ['random', 'random'] } }),
  poster: (seed) => ({ seed, until: 'end', options: { pageSize: 'poster' } }),
  monsters5: (seed) => ({ seed, until: 'monsters', year: 5 }),
};
const digests: Record<string, string> = {};
for (const [mix, req] of Object.entries(mixes))
  for (let i = 1; i <= n; i++) {
    const seed = String(i);
    const json = JSON.stringify(runHistory(req(seed)));
    digests[`${mix}/${seed}`] = createHash('sha256').update(json).digest('hex');
  }
const count = Object.keys(digests).length;
if (mode === 'save') {
  writeFileSync(file, JSON.stringify(digests, null, 1));
  console.log(`saved ${count} digests to ${file}`);
} else {
  const before = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  const bad = Object.keys(digests).filter((s) => before[s] !== digests[s]);
  if (bad.length > 0) {
    console.error(`MISMATCH for ${bad.length} runs: ${bad.slice(0, 20).join(', ')}`);
    process.exit(1);
  }
  console.log(`all ${count} digests match`);
}
