/**
 * Same-bytes check: the SHA-256 of the full JSON of `runHistory` to the end for seeds 1..200.
 * Usage: tsx scripts/profile-digests.ts save <file>   (from unmodified code)
 *        tsx scripts/profile-digests.ts check <file>  (after a change; exits 1 on a mismatch)
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { runHistory } from '../src/hthad/2008/history';

const [mode, file] = process.argv.slice(2);
if ((mode !== 'save' && mode !== 'check') || !file) {
  console.error('usage: profile-digests.ts save|check <file>');
  process.exit(2);
}
const digests: Record<string, string> = {};
for (let i = 1; i <= 200; i++) {
  const seed = String(i);
  const json = JSON.stringify(runHistory({ seed, until: 'end' }));
  digests[seed] = createHash('sha256').update(json).digest('hex');
}
if (mode === 'save') {
  writeFileSync(file, JSON.stringify(digests, null, 1));
  console.log(`saved 200 digests to ${file}`);
} else {
  const before = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  const bad = Object.keys(digests).filter((s) => before[s] !== digests[s]);
  if (bad.length > 0) {
    console.error(`MISMATCH for ${bad.length} seeds: ${bad.slice(0, 20).join(', ')}`);
    process.exit(1);
  }
  console.log('all 200 digests match');
}
