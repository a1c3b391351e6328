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
    const map = svg.slice(svg.indexOf('<g transform'), svg.indexOf('</g>'));
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
