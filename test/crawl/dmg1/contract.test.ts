/**
 * The replay contract's DMG1 specifics: the room key is replayable, the explorer's order, a bad
 * `path` names `path`, bounds are enforced, every step logs its dice. What every crawl system
 * answers (same bytes, prefixes, `path`, reachability, options) is
 * test/contract/crawl.contract.ts, run over the registry.
 */
import { describe, expect, it } from 'vitest';
import { InputError } from '../../../src/core/errors';
import { chooseExit, MAX_STEP, runCrawl } from '../../../src/crawl/dmg1/engine';
import { roomKey } from '../../../src/crawl/dmg1/key';

describe('dmg1 replay contract', () => {
  it('the same seed gives the same room key', () => {
    expect(roomKey(runCrawl({ seed: 'x', step: 50 }).plan, 1)).toBe(
      roomKey(runCrawl({ seed: 'x', step: 50 }).plan, 1),
    );
  });
  it('the explorer takes the oldest exit on the shallowest level', () => {
    const { plan } = runCrawl({ seed: 'greyhawk', step: 10 });
    const pick = chooseExit(plan.frontier)!;
    expect(runCrawl({ seed: 'greyhawk', step: 11 }).plan.log[11]!.exit).toBe(pick.id);
    expect(
      plan.frontier.every(
        (e) =>
          e.level > pick.level ||
          (e.level === pick.level && Number(e.id.slice(1)) >= Number(pick.id.slice(1))),
      ),
    ).toBe(true);
  });
  it('a path naming an exit not on the frontier is an input error naming `path`', () => {
    expect(() => runCrawl({ seed: 'x', path: ['e999'] })).toThrow(InputError);
    try {
      runCrawl({ seed: 'x', path: ['e999'] });
    } catch (e) {
      expect((e as InputError).parameter).toBe('path');
    }
  });
  it('step is bounded', () => {
    expect(() => runCrawl({ seed: 'x', step: MAX_STEP + 1 })).toThrow(InputError);
    expect(runCrawl({ seed: 'x', step: MAX_STEP }).plan.steps).toBeLessThanOrEqual(MAX_STEP);
  });
  it('every step logs the exit it resolved and the dice it rolled', () => {
    const { plan } = runCrawl({ seed: 'greyhawk', step: 40 });
    expect(plan.log.map((l) => l.step)).toEqual(Array.from({ length: 41 }, (_, i) => i));
    for (const l of plan.log.slice(1))
      expect(
        l.rolls.length + l.fallbacks.length + l.spaces.length + l.portals.length,
      ).toBeGreaterThan(0);
  });
});
