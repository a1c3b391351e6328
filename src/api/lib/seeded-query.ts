/**
 * The parameters every seeded route shares. A route's query schema spreads these and adds its
 * own, then calls `.strict()` so unknown parameters are refused:
 *
 * ```ts
 * const query = z.object({ ...seededQuery, step: intParamDefault({ min: 0, max: 500, default: 60, description: '…' }) }).strict();
 * ```
 */
import { seedParam } from './params';

export const seededQuery = { seed: seedParam } as const;
