/**
 * The kind contracts, run for every system the registry holds (src/systems.ts): a new system
 * is held to them by its registry line alone.
 */
import { describe, expect, it } from 'vitest';
import { REGISTRY } from '../../src/systems';
import { crawlContract } from './crawl.contract';
import { historyContract } from './history.contract';

describe('the registry', () => {
  it('holds at least one system of the history and crawl kinds', () => {
    expect(REGISTRY.histories.length).toBeGreaterThan(0);
    expect(REGISTRY.crawls.length).toBeGreaterThan(0);
  });
});
for (const sys of REGISTRY.histories) historyContract(sys);
for (const sys of REGISTRY.crawls) crawlContract(sys);
