/**
 * The DMG1 crawl held to the plan model's geometry invariants (test/crawl/plan/invariants.ts)
 * over many seeds, caves and Table V starts on small sheets included.
 */
import { runCrawl } from '../../../src/crawl/dmg1/engine';
import { planInvariants } from './invariants';
import type { Plan } from '../../../src/crawl/plan/types';

const SEEDS = Array.from({ length: 24 }, (_, i) => `inv-${i + 1}`);
const plans: Plan[] = SEEDS.map(
  (seed) => runCrawl({ seed, step: 120, options: { caves: 'always' } }).plan,
).concat(
  SEEDS.slice(0, 8).map(
    (seed) =>
      runCrawl({ seed, step: 120, options: { start: 'table-v', sheetWidth: 24, sheetHeight: 20 } })
        .plan,
  ),
);

planInvariants('DMG1 plan geometry invariants', plans);
