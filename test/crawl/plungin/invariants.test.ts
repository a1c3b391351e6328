/**
 * Dungeon Plungin's plans held to the plan model's geometry invariants
 * (test/crawl/plan/invariants.ts) over seeds and every built-in pack.
 */
import { runPlungin } from '../../../src/crawl/plungin/engine';
import { BUILT_IN_PACKS } from '../../../src/crawl/plungin/packs';
import { planInvariants } from '../plan/invariants';
import type { Plan } from '../../../src/crawl/plan/types';

const SEEDS = Array.from({ length: 12 }, (_, i) => `inv-${i + 1}`);
const plans: Plan[] = BUILT_IN_PACKS.flatMap((pack) =>
  SEEDS.map((seed) => runPlungin({ seed, step: 40, pack, packId: pack.id }).plan as Plan),
);

planInvariants("Dungeon Plungin' geometry invariants", plans);
