/**
 * The replay contract: same seed same bytes, different seeds differ, step N is a prefix of
 * step N+1, `path` overrides the explorer and is replayable, bounds are enforced.
 */
import { describe, expect, it } from 'vitest';
import { InputError } from '../../../src/core/errors';
import { chooseExit, MAX_STEP, runCrawl } from '../../../src/crawl/dmg1/engine';
import { crawlJson } from '../../../src/crawl/plan/system';
import { roomKey } from '../../../src/crawl/dmg1/key';

const json = (seed: string, step: number, extra: Parameters<typeof runCrawl>[0] = { seed }) =>
  JSON.stringify(crawlJson(runCrawl({ ...extra, seed, step }), undefined));

describe('dmg1 replay contract', () => {
  it('same seed, same bytes', () => {
    expect(json('greyhawk', 80)).toBe(json('greyhawk', 80));
    expect(roomKey(runCrawl({ seed: 'x', step: 50 }).plan, 1)).toBe(
      roomKey(runCrawl({ seed: 'x', step: 50 }).plan, 1),
    );
  });
  it('different seeds differ', () => {
    const seen = new Set(['a', 'b', 'c', 'd', 'e'].map((s) => json(s, 30)));
    expect(seen.size).toBe(5);
  });
  it.each(['1', 'greyhawk', 'blackmoor'])('step N is a prefix of step N+1 (seed %s)', (seed) => {
    let prev = runCrawl({ seed, step: 0 }).plan;
    for (let n = 1; n <= 70; n++) {
      const next = runCrawl({ seed, step: n }).plan;
      expect(next.log.slice(0, prev.log.length)).toEqual(prev.log);
      // Earlier spaces keep their cells; things found in them later are appended, never changed.
      expect(next.spaces.slice(0, prev.spaces.length).map((s) => [s.id, s.spans])).toEqual(
        prev.spaces.map((s) => [s.id, s.spans]),
      );
      prev.spaces.forEach((s, i) => {
        expect(next.spaces[i]!.contents.slice(0, s.contents.length)).toEqual(s.contents);
        expect(next.spaces[i]!.features.slice(0, s.features.length)).toEqual(s.features);
      });
      // A portal may learn where it leads, or be walled up when nothing fits beyond it.
      const later = new Map(next.portals.map((p) => [p.id, p]));
      for (const p of prev.portals) {
        const q = later.get(p.id);
        if (q) expect({ ...q, to: p.to === null ? null : q.to }).toEqual(p);
        else expect(prev.frontier.some((e) => e.portal === p.id)).toBe(true);
      }
      prev = next;
    }
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
  it('path overrides the explorer, and replaying the same path gives the same plan', () => {
    const { plan } = runCrawl({ seed: 'greyhawk', step: 0 });
    const last = plan.frontier[plan.frontier.length - 1]!;
    const a = runCrawl({ seed: 'greyhawk', path: [last.id], step: 5 });
    expect(a.plan.log[1]!.exit).toBe(last.id);
    expect(JSON.stringify(a.plan)).toBe(
      JSON.stringify(runCrawl({ seed: 'greyhawk', path: [last.id], step: 5 }).plan),
    );
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
