/**
 * The tile crawl held to the plan model's geometry invariants (test/crawl/plan/invariants.ts)
 * over many seeds.
 */
import { runTiles } from '../../../src/crawl/tiles/engine';
import { planInvariants } from '../plan/invariants';
import type { Plan } from '../../../src/crawl/plan/types';

const SEEDS = Array.from({ length: 30 }, (_, i) => `inv-${i + 1}`);
const plans: Plan[] = SEEDS.map((seed) => runTiles({ seed, step: 120 }).plan).concat(
  SEEDS.slice(0, 8).map(
    (seed) =>
      runTiles({ seed, step: 120, options: { dungeon: 'small', sheetWidth: 8, sheetHeight: 8 } })
        .plan,
  ),
);

planInvariants('tile crawl geometry invariants', plans);
