/**
 * The parameters every seeded route shares: the seed and the version pin. A route's query
 * spreads these and adds its own, then calls `.strict()` so unknown parameters are refused.
 */
import { seedParam, versionParam } from './params';

export const seededQuery = { seed: seedParam, v: versionParam } as const;
