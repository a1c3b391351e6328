/**
 * The kind contracts, run for every system the registry holds (src/systems.ts): a new system
 * is held to them by its registry line alone.
 */
import { describe, expect, it } from 'vitest';
import { REGISTRY } from '../../src/systems';
import { crawlContract } from './crawl.contract';
import { historyContract } from './history.contract';
import { playContract } from './play.contract';
import { BUILT_IN_PACKS } from '../../src/crawl/plungin/packs';
import { DEFAULT_PARTY } from '../../src/crawl/plungin/play/heroes';

describe('the registry', () => {
  it('holds at least one system of the history and crawl kinds', () => {
    expect(REGISTRY.histories.length).toBeGreaterThan(0);
    expect(REGISTRY.crawls.length).toBeGreaterThan(0);
  });
});
for (const sys of REGISTRY.histories) historyContract(sys);
for (const sys of REGISTRY.crawls) crawlContract(sys);
/** The documents each played game plays when a request names none. */
const BUILT_IN_DOCUMENTS: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  plungin: { party: DEFAULT_PARTY, pack: BUILT_IN_PACKS[0] },
};
for (const game of REGISTRY.games) playContract(game, BUILT_IN_DOCUMENTS[game.id] ?? {});
