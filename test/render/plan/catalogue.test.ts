import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  PLAN_CATALOGUE,
  planCatalogue,
  refusal,
  type PlanCatalogue,
} from '../../../scripts/plan-catalogue';

describe('DMG1 map golden catalogue', () => {
  const stored = JSON.parse(readFileSync(PLAN_CATALOGUE, 'utf8')) as PlanCatalogue;
  const now = planCatalogue();

  it('draws the same bytes under the same map version', () => {
    // Changed bytes under an unchanged version would give old ETags to new maps.
    if (stored.version === now.version) expect(now.entries).toEqual(stored.entries);
    expect(now).toEqual(stored); // else: regenerate with npm run catalogue:plan
  });

  it('covers several levels of a grown dungeon', () => {
    expect(Math.max(...stored.entries.map((e) => e.levels))).toBeGreaterThanOrEqual(3);
  });

  it('refuses to write new bytes under the stored version, and allows them under a new one', () => {
    const changed: PlanCatalogue = {
      ...stored,
      entries: [{ ...stored.entries[0]!, sheets: ['0'] }, ...stored.entries.slice(1)],
    };
    expect(refusal(stored, changed)).toMatch(/bump PLAN_VIEW_VERSION/);
    expect(refusal(stored, { ...changed, version: `${stored.version}-next` })).toBeNull();
    expect(refusal(stored, stored)).toBeNull();
    expect(refusal(null, changed)).toBeNull();
  });
});
