/**
 * The plan-view SVG: deterministic, numbers well formed, a title block, scale bar, numbered rooms,
 * door symbols, and a vtt mode sized exactly to the sheet.
 */
import { describe, expect, it } from 'vitest';
import { runCrawl } from '../../../src/crawl/dmg1/engine';
import { dmg1MapSvg } from '../../helpers/dmg1-map';
import { createTestApp } from '../../helpers/app';

const result = runCrawl({ seed: 'greyhawk', step: 60 });
const svg = dmg1MapSvg(result, 1, 'sheet');

describe('plan-view SVG', () => {
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

describe('plan-view legend', () => {
  /** The legend's words: the text of the groups after the scale bar's label. */
  const words = (svg: string): string[] =>
    [...svg.slice(svg.indexOf('feet (one square')).matchAll(/<text[^>]*>([^<]+)<\/text>/g)].map(
      (m) => m[1]!,
    );
  it('keys the water and the boat of a river crossing a passage, and the brazier and columns drawn', () => {
    // Seed 12 at step 80: a river with a boat on the far bank (passage B), a brazier, columns.
    const r = runCrawl({ seed: '12', step: 80 });
    const kinds = new Set(
      r.plan.spaces.filter((s) => s.level === 1).flatMap((s) => s.features.map((f) => f.kind)),
    );
    expect([...kinds].sort()).toEqual(expect.arrayContaining(['boat', 'river']));
    const w = words(dmg1MapSvg(r, 1, 'sheet'));
    expect(w).toEqual(expect.arrayContaining(['water', 'boat']));
    expect(w.includes('brazier')).toBe(kinds.has('brazier'));
    expect(w.includes('column')).toBe(kinds.has('columns'));
  });
  it('leaves out the looks no feature on the level has', () => {
    const w = words(svg);
    const kinds = new Set(
      result.plan.spaces.filter((s) => s.level === 1).flatMap((s) => s.features.map((f) => f.kind)),
    );
    for (const [word, looks] of [
      ['water', ['stream', 'river', 'lake']],
      ['boat', ['boat']],
      ['chasm', ['chasm']],
      ['gas', ['gas']],
      ['brazier', ['brazier']],
    ] as const)
      expect(w.includes(word), word).toBe(looks.some((k) => kinds.has(k)));
    // The doors, stairs and traps are always keyed.
    expect(w).toEqual(expect.arrayContaining(['door', 'secret door', 'trap', 'pit']));
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

describe('plan-view SVG legibility', () => {
  // The default sheet: 24 px per 10-ft square of two 5-ft cells, the map at (24, 64).
  const S = 12;
  const cases = [
    { seed: 'greyhawk', step: 200, level: 1 },
    { seed: 'tomb', step: 60, level: 1 },
    { seed: '7', step: 300, level: 2 },
    { seed: '1', step: 200, level: 1 },
  ] as const;
  it('moves the number out of a 10-ft room that holds stairs, with a leader', () => {
    // seed 25, step 60 (dmg1.6.0): room 10 is a 10-ft room with a way up or down in it.
    const result = runCrawl({ seed: '25', step: 60 });
    const svg = dmg1MapSvg(result, 1, 'sheet');
    const crowded = result.plan.spaces.filter(
      (sp) =>
        sp.level === 1 &&
        sp.number !== null &&
        sp.spans.reduce((n, r) => n + r.x1 - r.x0 + 1, 0) <= 4 &&
        result.plan.portals.some((p) => p.cell && (p.from === sp.id || p.to === sp.id)),
    );
    expect(crowded.length).toBeGreaterThan(0);
    for (const sp of crowded) expect(svg).toContain(`<g data-room="${sp.id}"><path d="M`);
  });
  for (const { seed, step, level } of cases) {
    const result = runCrawl({ seed, step });
    const { plan } = result;
    const svg = dmg1MapSvg(result, level, 'sheet');
    const spaces = plan.spaces.filter((x) => x.level === level);
    const cellsOf = (sp: (typeof spaces)[number]) =>
      sp.spans.flatMap((r) =>
        Array.from({ length: r.x1 - r.x0 + 1 }, (_, i) => ({ x: r.x0 + i, y: r.y })),
      );
    const within = (sp: (typeof spaces)[number], px: number, py: number) =>
      cellsOf(sp).some((c) => c.x <= px && px <= c.x + 1 && c.y <= py && py <= c.y + 1);
    it(`sets each room number of ${seed} step ${step} level ${level} in its room or leads to it`, () => {
      const numbered = spaces.filter((sp) => sp.number !== null);
      expect(numbered.length).toBeGreaterThan(0);
      for (const sp of numbered) {
        const group = new RegExp(`<g data-room="${sp.id}">(.*?)</g>`).exec(svg)?.[1];
        expect(group, sp.id).toBeDefined();
        const text =
          /<text x="([\d.]+)" y="([\d.]+)"[^>]*font-size="([\d.]+)"[^>]*>(\d+)<\/text>/.exec(
            group!,
          )!;
        expect(text[4]).toBe(String(sp.number));
        const size = Number(text[3]);
        // Never smaller than three quarters of a cell, never larger than the full size.
        expect(size).toBeGreaterThanOrEqual(S * 0.75 - 0.01);
        expect(size).toBeLessThanOrEqual(S * 1.1 + 0.01);
        // The text's middle (its baseline sits 0.36 em below the anchor).
        const px = Number(text[1]) / S;
        const py = (Number(text[2]) - size * 0.36) / S;
        const leader = /<path d="M[\d.]+ [\d.]+L([\d.]+) ([\d.]+)"/.exec(group!);
        if (!leader) {
          expect(within(sp, px, py), `${sp.id} number inside`).toBe(true);
        } else {
          // Outside on rock, and the leader ends in the middle of one of the room's cells.
          expect(spaces.some((o) => within(o, px, py))).toBe(false);
          const lx = Number(leader[1]) / S - 0.5;
          const ly = Number(leader[2]) / S - 0.5;
          expect(
            cellsOf(sp).some((c) => Math.abs(c.x - lx) < 1e-6 && Math.abs(c.y - ly) < 1e-6),
          ).toBe(true);
        }
      }
    });
    it(`keeps the legend under the map and the key on the sheet for ${seed} step ${step}`, () => {
      const [, width, height] = /^<svg[^>]*width="([\d.]+)" height="([\d.]+)"/
        .exec(svg)!
        .map(Number);
      const mapRight = 24 + plan.sheet.width * S;
      const mapBottom = 64 + plan.sheet.height * S;
      const legend = [...svg.matchAll(/<g transform="translate\(([\d.]+) ([\d.]+)\)">/g)]
        .map((m) => ({ x: Number(m[1]), y: Number(m[2]) }))
        .filter((p) => p.y > mapBottom);
      expect(legend.length).toBeGreaterThan(5);
      // The widest item (the chute/chimney/elevator line) is 176 px: room for it left of the key.
      for (const p of legend) expect(p.x + 1).toBeLessThan(mapRight);
      for (const p of legend) expect(p.y + 20).toBeLessThan(height!);
      const keyLines = [
        ...svg.matchAll(/<text x="([\d.]+)" y="([\d.]+)"[^>]*font-size="10" fill="#111111">/g),
      ]
        .map((m) => ({ x: Number(m[1]), y: Number(m[2]) }))
        .filter((p) => p.x > mapRight);
      expect(keyLines.length).toBeGreaterThan(0);
      for (const p of keyLines) {
        expect(p.y).toBeLessThan(height!);
        expect(p.x).toBeLessThan(width!);
      }
    });
  }
});

describe('plan-view SVG legend under a narrow map', () => {
  // Tiles seed 1 at step 1 (tiles.0.4.0): one cavern on a sheet 8 squares wide, 192 px, too
  // narrow for the legend beside the scale bar (which needs 5 squares + 200 px + 300 px).
  it('goes below the scale bar, within the page and left of the key', async () => {
    const res = await createTestApp().request('/v1/crawl/tiles/map.svg?seed=1&step=1');
    const svg = await res.text();
    const [, width] = /^<svg[^>]*width="([\d.]+)"/.exec(svg)!.map(Number);
    const mapBottom =
      Number(/<rect x="0" y="0" width="[\d.]+" height="([\d.]+)" fill="none"/.exec(svg)![1]) + 64;
    const legend = [...svg.matchAll(/<g transform="translate\(([\d.]+) ([\d.]+)\)">/g)]
      .map((m) => ({ x: Number(m[1]), y: Number(m[2]) }))
      .filter((p) => p.y > mapBottom);
    expect(legend.length).toBeGreaterThan(5);
    // The scale bar starts 18 px under the map, its numbers 20 px under that: the legend below.
    for (const p of legend) expect(p.y).toBeGreaterThanOrEqual(mapBottom + 18 + 34);
    expect(Math.min(...legend.map((p) => p.x))).toBe(24);
    const keyX = Number(
      /<text x="([\d.]+)" y="[\d.]+"[^>]*font-weight="bold"[^>]*>KEY</.exec(svg)![1],
    );
    // 300 px of legend from x 24; the widest item (176 px) fits in what is left of a row.
    for (const p of legend) expect(p.x).toBeLessThan(24 + 300);
    expect(keyX).toBeGreaterThanOrEqual(24 + 300 + 24);
    expect(keyX).toBeLessThan(width!);
  });
});
