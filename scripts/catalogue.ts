/**
 * `npm run catalogue`: regenerates every golden seed catalogue, one script per ruleset/renderer.
 * Run it only for an intended change of output, after bumping the ruleset version, and add a
 * CHANGELOG line.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const SCRIPTS = [
  'scripts/catalogue-hthad2008.ts',
  'scripts/catalogue-dmg1.ts',
  'scripts/side-catalogue.ts',
  'scripts/plan-catalogue.ts',
];

for (const script of SCRIPTS) {
  if (!existsSync(script)) throw new Error(`missing catalogue script ${script}`);
  console.log(`== ${script}`);
  execFileSync('node_modules/.bin/tsx', [script], { stdio: 'inherit' });
}
