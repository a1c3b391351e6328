/**
 * The labels of whole maps, as a game master reads them: no name on top of another (halos
 * included), none over a bead, a building on the surface or a mountain's name, all on the page.
 */
import { describe, expect, it } from 'vitest';
import { replay } from '../../../src/api/dungeon/replay';
import { buildScene, DEFAULT_SIDE_VIEW_OPTIONS, type Scene } from '../../../src/render/side';
import type { Box } from '../../../src/render/side/labels';
import { peakNames, siteBox } from '../../../src/render/side/obstacles';
import { TOKEN_R } from '../../../src/render/side/scene';
import { RULESET } from './worlds';

const MAPS: readonly { seed: string; world?: string }[] = [
  { seed: 'moria' },
  { seed: 'khazad' },
  { seed: '7' },
  { seed: '21' },
  { seed: 'moria', world: 'firetop-range' },
  { seed: 'moria', world: 'scorched-lands' },
];

/** Half the halo a label is painted with (0.22 of its size, half of it outside the glyphs). */
const HALO = 0.04;

function sceneOf(seed: string, world?: string): Scene {
  const r = replay({ seed, until: 'end', page: 'letter', world });
  return buildScene(
    { world: r.world, seed, ruleset: RULESET, at: r.reached },
    DEFAULT_SIDE_VIEW_OPTIONS,
  );
}

function grow(b: Box, d: number): Box {
  return { x0: b.x0 - d, y0: b.y0 - d, x1: b.x1 + d, y1: b.y1 + d };
}

function area(a: Box, b: Box): number {
  const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const h = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  return w > 0 && h > 0 ? w * h : 0;
}

describe.each(MAPS)('labels of $seed $world', ({ seed, world }) => {
  const scene = sceneOf(seed, world);
  const labels = scene.labels;

  it('places labels at all', () => {
    expect(labels.length).toBeGreaterThan(10);
  });

  it('keeps every pair of labels apart, halos included', () => {
    const hits: string[] = [];
    for (let i = 0; i < labels.length; i++)
      for (let j = i + 1; j < labels.length; j++) {
        const a = labels[i]!;
        const b = labels[j]!;
        if (area(grow(a.box, HALO), grow(b.box, HALO)) > 1e-4) hits.push(`${a.text} / ${b.text}`);
      }
    expect(hits).toEqual([]);
  });

  it('keeps every label inside the page frame', () => {
    const { width, height } = scene.page;
    for (const l of labels) {
      expect(l.box.x0, l.text).toBeGreaterThanOrEqual(0);
      expect(l.box.y0, l.text).toBeGreaterThanOrEqual(0);
      expect(l.box.x1, l.text).toBeLessThanOrEqual(width);
      expect(l.box.y1, l.text).toBeLessThanOrEqual(height);
    }
  });

  it('writes no label over a bead', () => {
    const hits: string[] = [];
    for (const t of scene.tokens) {
      const bead = {
        x0: t.at.x - TOKEN_R,
        y0: t.at.y - TOKEN_R,
        x1: t.at.x + TOKEN_R,
        y1: t.at.y + TOKEN_R,
      };
      for (const l of labels) if (area(l.box, bead) > 0.01) hits.push(`${l.text} / ${t.ids[0]}`);
    }
    expect(hits).toEqual([]);
  });

  it('writes no label over a building on the surface', () => {
    const hits: string[] = [];
    for (const p of scene.places) {
      if (p.kind !== 'surface-site' || p.vis !== 'full') continue;
      const icon = siteBox(p);
      for (const l of labels)
        if (area(l.box, icon) > 0.02) hits.push(`${l.text} / ${p.id} ${p.role}`);
    }
    expect(hits).toEqual([]);
  });

  it("writes no label over a mountain's name", () => {
    const hits: string[] = [];
    for (const peak of peakNames(scene.page))
      for (const l of labels)
        if (area(grow(l.box, HALO), peak.box) > 1e-4) hits.push(`${l.text} / ${peak.text}`);
    expect(hits).toEqual([]);
  });
});
