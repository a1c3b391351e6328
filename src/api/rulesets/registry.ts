/**
 * Every rule system the service runs, in one list. Adding a system is adding its info here and
 * its routes in `api/routes.ts`.
 */
import type { SystemInfo } from '../../core/system';
import { hthad2008Info } from '../../hthad/2008/info';

export const SYSTEMS: readonly SystemInfo[] = [hthad2008Info];

/** The system with this id, if registered. */
export function systemById(id: string): SystemInfo | undefined {
  return SYSTEMS.find((s) => s.id === id);
}
