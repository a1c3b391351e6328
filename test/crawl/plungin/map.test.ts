/**
 * The Map Maker drawing: door markers by kind, T by trapped doors, X where a doorway leads
 * nowhere, S at the entry, the Plot Counter strip with the phases crossed off; the players' view
 * keeps secret passages as wall and drops the referee's marks.
 */
import { describe, expect, it } from 'vitest';
import { plungin } from '../../../src/crawl/plungin/system';
import type { PlunginResult } from '../../../src/crawl/plungin/engine';
import { planMapSvg, planMapVersion } from '../../../src/render/plan/plan-map';

const run = plungin.run('greyhawk', { pack: 'strata-sunken-shrine' }, { step: 20, path: [] });
const texts = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);

describe('the Map Maker map', () => {
  const sheet = planMapSvg(plungin, run, 1, 'sheet', 24, 'referee');
  const player = planMapSvg(plungin, run, 1, 'sheet', 24, 'player');

  it('is versioned as its own drawing', () => {
    expect(planMapVersion(plungin)).toBe(`${plungin.version}+mapmaker.1.0.0`);
    expect(sheet).toContain('mapmaker.1.0.0');
  });

  it('marks the entry S, trapped doors T and doorways to nowhere X', () => {
    const t = texts(sheet);
    expect(t).toContain('S');
    const r = run as PlunginResult;
    const trapped = r.plan.portals.filter((p) => p.state.trapped).length;
    const nowhere = r.tiles.reduce((n, x) => n + x.nowhere.length, 0);
    expect(trapped).toBeGreaterThan(0);
    expect(nowhere).toBeGreaterThan(0);
    expect(t.filter((x) => x === 'T')).toHaveLength(trapped);
    expect(t.filter((x) => x === 'X')).toHaveLength(nowhere);
  });

  it('shows the Plot Counter of 12 (6) with 18 boxes, 18 crossed off at step 20', () => {
    const t = texts(sheet);
    expect(t).toContain('PLOT COUNTER 12 (6)');
    expect(t.filter((x) => x === '12' || x === '6').length).toBeGreaterThanOrEqual(2);
    expect(sheet.match(/stroke="#ff8fc8"/g)).toHaveLength(6);
  });

  it('hides T marks and secret passages from the players, keeping X and S', () => {
    const t = texts(player);
    expect(t).not.toContain('T');
    expect(t).toContain('S');
    expect(player).not.toContain('MAP MAKER');
  });

  it('draws the vtt mode as the map area only, its squares times the pixels per grid', () => {
    const vtt = planMapSvg(plungin, run, 1, 'vtt', 20, 'player');
    expect(vtt).toContain(`width="${66 * 20}" height="${54 * 20}"`);
  });
});
