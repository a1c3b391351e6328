/**
 * The contract every crawl system answers, read through the kind's interface only
 * (src/crawl/plan/system.ts): same seed same bytes, different seeds differ, step N is a prefix
 * of step N+1, `path` chooses the first exits, every space is reachable from the start, and
 * every option value runs. System specifics (tables, the explorer's order, bounds) stay in the
 * system's own tests.
 */
import { describe, expect, it } from 'vitest';
import type { OptionValues } from '../../src/core/system';
import { reachableSpaces } from '../../src/crawl/plan/reach';
import { crawlJson, type CrawlRun, type CrawlSystem } from '../../src/crawl/plan/system';
import { optionMixes } from './options';

export function crawlContract(sys: CrawlSystem): void {
  const mixes = optionMixes(sys.options);
  const defaults = mixes[0]!.options as OptionValues<typeof sys.options>;
  const run = (seed: string, step = sys.steps.default, path: string[] = [], o = defaults) =>
    sys.run(seed, o, { step, path });
  const json = (r: CrawlRun) => JSON.stringify(crawlJson(r, undefined));
  const lost = (r: CrawlRun) => {
    const reach = reachableSpaces(r.plan, { throughSecret: true });
    return r.plan.spaces.filter((s) => !reach.has(s.id)).map((s) => s.id);
  };

  describe(`${sys.id}: crawl contract`, () => {
    it('the same seed gives the same bytes, key and map words', () => {
      const [a, b] = [run('greyhawk'), run('greyhawk')];
      expect(json(a)).toBe(json(b));
      expect(sys.key(a, 1)).toBe(sys.key(b, 1));
      const words = (r: CrawlRun) => {
        const w = sys.mapWords(r, 1, 'sheet');
        return JSON.stringify({ ...w, labels: [...w.labels] });
      };
      expect(words(a)).toBe(words(b));
    });

    it('different seeds give different plans', () => {
      const seeds = ['a', 'b', 'c', 'd', 'e'];
      expect(new Set(seeds.map((s) => JSON.stringify(run(s, 30).plan.spaces))).size).toBe(5);
    });

    it('answers the system, version, seed and step it ran', () => {
      const r = run('greyhawk', 30);
      expect([r.plan.system, r.plan.version, r.plan.seed]).toEqual([
        sys.id,
        sys.version,
        'greyhawk',
      ]);
      expect(r.plan.log.map((l) => l.step)).toEqual(
        Array.from({ length: r.plan.steps + 1 }, (_, i) => i),
      );
      expect(r.complete || r.plan.steps === 30).toBe(true);
    });

    it.each(['1', 'greyhawk'])('step N is a prefix of step N+1 (seed %s)', (seed) => {
      let prev = run(seed, 0).plan;
      for (let n = 1; n <= 40; n++) {
        const next = run(seed, n).plan;
        expect(next.log.slice(0, prev.log.length)).toEqual(prev.log);
        // Earlier spaces keep their cells; what is found in them later is appended.
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

    it('path chooses the first exits, and replaying it gives the same plan', () => {
      const { frontier } = run('greyhawk', 0).plan;
      const pick = frontier[frontier.length - 1]!;
      expect(pick.id).toMatch(new RegExp(`^${sys.exitId}$`));
      const a = run('greyhawk', 5, [pick.id]);
      expect(a.plan.log[1]!.exit).toBe(pick.id);
      expect(json(a)).toBe(json(run('greyhawk', 5, [pick.id])));
    });

    it('every space is reachable from the start, through secret doors if need be', () => {
      for (let i = 0; i < 6; i++) {
        const r = run(`reach-${i}`, 120);
        expect(lost(r), r.plan.seed).toEqual([]);
      }
    });

    it('every option value runs, and its plan stays reachable', () => {
      for (const mix of mixes) {
        const r = run('opt', sys.steps.default, [], mix.options as typeof defaults);
        expect(r.options, mix.label).toMatchObject(mix.options);
        expect(lost(r), mix.label).toEqual([]);
        expect(sys.key(r, 1).length, mix.label).toBeGreaterThan(0);
      }
    });
  });
}
