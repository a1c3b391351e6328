/**
 * The plan-view SVG: deterministic, numbers well formed, a title block, scale bar, numbered rooms,
 * door symbols, and a vtt mode sized exactly to the sheet.
 */
import { describe, expect, it } from 'vitest';
import { runCrawl } from '../../../src/crawl/dmg1/engine';
import { dmg1MapSvg } from '../../../src/render/plan/dmg1-map';

describe('plan-view SVG', () => {
  const result = runCrawl({ seed: 'greyhawk', step: 60 });
  const svg = dmg1MapSvg(result, 1, 'sheet');
  it('is the same string every time', () => {
    expect(dmg1MapSvg(runCrawl({ seed: 'greyhawk', step: 60 }), 1, 'sheet')).toBe(svg);
  });
  it('has no malformed numbers', () => {
    expect(svg).not.toMatch(/NaN|Infinity|undefined|e[+-]\d/);
  });
  it('has a title block, a scale bar and a number for every keyed room', () => {
    expect(svg).toContain('seed &quot;greyhawk&quot;, step 60');
    expect(svg).toContain('feet (one square = 10 ft)');
    const keyed = result.plan.spaces.filter((s) => s.level === 1 && s.number !== null);
    for (const s of keyed) expect(svg).toContain(`>${s.number}</text>`);
  });
  it('draws a door symbol for each door and an S for each secret door', () => {
    // Count on the map only (the legend repeats one of each symbol).
    // The map group ends at its blue frame.
    const map = svg.slice(svg.indexOf('<g transform'), svg.indexOf('stroke="#3a6ea5"'));
    const doors = result.plan.portals.filter(
      (p) => p.level === 1 && (p.kind === 'door' || p.kind === 'one-way-door'),
    );
    const rects = map.match(/<rect[^>]*fill="#ffffff" stroke="#111111" stroke-width="1.5"/g) ?? [];
    expect(rects.length).toBe(doors.length);
    const secret = result.plan.portals.filter(
      (p) => p.level === 1 && p.kind === 'secret-door',
    ).length;
    expect((map.match(/>S<\/text>/g) ?? []).length).toBe(secret);
  });
  it('vtt mode is exactly the sheet at the given pixels per square', () => {
    const vtt = dmg1MapSvg(result, 1, 'vtt', 50);
    expect(vtt).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="2000" height="1500"/);
  });
});

describe('plan-view SVG ids', () => {
  const cases = [
    { seed: 'greyhawk', step: 60, level: 1 },
    { seed: '7', step: 200, level: 1 },
    { seed: 'greyhawk', step: 300, level: 2 },
  ] as const;
  for (const { seed, step, level } of cases) {
    it(`names every space, portal and unexplored exit of ${seed} step ${step} level ${level}`, () => {
      const result = runCrawl({ seed, step });
      const { plan } = result;
      const svg = dmg1MapSvg(result, level, 'sheet');
      const ids = (attr: string): string[] =>
        [...svg.matchAll(new RegExp(`${attr}="([^"]+)"`, 'g'))].map((m) => m[1]!);
      const onLevel = <T extends { level: number; id: string }>(xs: readonly T[]): string[] =>
        xs.filter((x) => x.level === level).map((x) => x.id);
      const spaces = onLevel(plan.spaces);
      const portals = onLevel(plan.portals);
      const exits = onLevel(plan.frontier);
      // Something to check on every case: the crawl reached the level.
      expect(spaces.length).toBeGreaterThan(0);
      if (seed === 'greyhawk' && step === 60) expect(exits.length).toBeGreaterThan(0);
      // Each drawn once, and nothing drawn that the plan does not hold on this level.
      expect(ids('data-space').sort()).toEqual([...spaces].sort());
      expect(ids('data-portal').sort()).toEqual([...portals].sort());
      expect(ids('data-exit').sort()).toEqual([...exits].sort());
    });
  }
  it('gives each exit mark a title naming the exit', () => {
    const result = runCrawl({ seed: 'greyhawk', step: 60 });
    const svg = dmg1MapSvg(result, 1, 'sheet');
    for (const e of result.plan.frontier.filter((x) => x.level === 1))
      expect(svg).toMatch(new RegExp(`<g data-exit="${e.id}"><title>exit ${e.id}: `));
  });
  it('leaves exit ids out of the vtt image only in name: marks are drawn the same', () => {
    const result = runCrawl({ seed: 'greyhawk', step: 60 });
    const vtt = dmg1MapSvg(result, 1, 'vtt', 50);
    expect(vtt).not.toMatch(/NaN|Infinity|undefined/);
  });
});
