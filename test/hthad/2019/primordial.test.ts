/** The Primordial Age of hthad-2019-rules.txt, one table row at a time with scripted dice. */
import { describe, expect, it } from 'vitest';
import {
  creationStory,
  rollBiome,
  rollCaves,
  rollGems,
  rollMagma,
  rollNexus,
  rollOre,
  rollWater,
  strataFeature,
  surfaceFeatures,
  worldShape,
} from '../../../src/hthad/2019/primordial';
import { layStrata, spanAt, WORLD_SHAPES } from '../../../src/hthad/2019/strata';
import { NEXUS } from '../../../src/hthad/2019/tables';
import { createPage } from '../../../src/hthad/world/page';
import { createRng } from '../../../src/core/rng';
import { scripted } from './helpers';

const kinds = (ctx: ReturnType<typeof scripted>['ctx'], kind: string) =>
  ctx.world.features.filter((f) => f.kind === kind);
const caves = (ctx: ReturnType<typeof scripted>['ctx']) =>
  ctx.world.places.filter((p) => p.kind === 'cave');

describe('the page and its strata (REPLACEMENT world shapes)', () => {
  it.each(WORLD_SHAPES.map((s) => s.id))(
    '%s: eight numbered strata filling the underground',
    (id) => {
      const page = createPage('letter', createRng('f'));
      const strata = layStrata(page, id, 8);
      expect(strata.map((s) => s.n)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      for (const s of strata) {
        for (let i = 0; i < s.top.length; i++) {
          expect(s.bottom[i]!.y - s.top[i]!.y).toBeGreaterThanOrEqual(1.19);
          expect(s.top[i]!.y).toBeGreaterThanOrEqual(page.surfaceY);
          expect(s.bottom[i]!.y).toBeLessThanOrEqual(page.height);
        }
      }
      // Some stratum touches the surface; the layered shapes have deep strata too.
      expect(strata.some((s) => s.touchesSurface)).toBe(true);
      expect(strata.some((s) => !s.touchesSurface)).toBe(true);
    },
  );
  it('the d6 picks the world shape and the page gets its strata', () => {
    const { ctx } = scripted('level-beds', [6]);
    worldShape(ctx);
    expect(ctx.strata).toHaveLength(8);
    // Shape 6, the pipe: one stratum runs from the surface to the bottom of the page.
    const pipe = ctx.strata.find((s) => s.touchesSurface && spanAt(s, 14)?.bottom === 21);
    expect(pipe).toBeDefined();
    expect(ctx.world.page.strata).toBe(ctx.strata);
  });
});

describe('the d10 creation story', () => {
  it.each([1, 2, 3, 4, 5, 6, 8, 9])('%i tells one story', (roll) => {
    const { ctx } = scripted('level-beds', [roll]);
    creationStory(ctx);
    expect(ctx.primordial.creation).toHaveLength(1);
  });
  it.each([
    [1, 'tragic'],
    [2, 'comedic'],
    [3, 'lyric'],
    [4, 'pornographic'],
    [5, "it's complicated"],
  ])('7 rolls the family drama on a d5: %i is %s', (d5, tone) => {
    const { ctx } = scripted('level-beds', [7, d5]);
    creationStory(ctx);
    expect(ctx.primordial.creation[0]).toContain(`(${tone})`);
  });
  it('10 rolls twice and both are true', () => {
    const { ctx } = scripted('level-beds', [10, 2, 9]);
    creationStory(ctx);
    expect(ctx.primordial.creation).toEqual([
      'sky mated with ocean and the world was born',
      'it is all a cosmic game',
    ]);
  });
});

describe('the d8 Feature table', () => {
  it.each([
    [1, 'ore'],
    [2, 'gems'],
    [3, 'caves'],
    [4, 'water'],
    [5, 'magma'],
    [6, 'biome'],
  ])('%i is %s', (roll, feature) => {
    const { ctx } = scripted('level-beds', [roll]);
    expect(strataFeature(ctx, 4)).toBe(feature);
  });
  it('7 and 8 roll again', () => {
    const { ctx } = scripted('level-beds', [7, 8, 1]);
    expect(strataFeature(ctx, 4)).toBe('ore');
  });
  it('after three rerolls the stratum is bare rock', () => {
    const { ctx } = scripted('level-beds', [7, 8, 7, 8]);
    expect(strataFeature(ctx, 4)).toBeNull();
    expect(ctx.events.at(-1)!.rule).toBe('bare-rock');
  });
});

describe('table 1: ore', () => {
  it('1–5: a vein the length of the stratum', () => {
    const { ctx } = scripted('level-beds', [3]);
    rollOre(ctx, 3);
    const [vein] = kinds(ctx, 'ore');
    expect(vein!.shape.kind).toBe('polyline');
    const pts = vein!.shape.kind === 'polyline' ? vein!.shape.points : [];
    expect(pts[0]!.x).toBeLessThan(1);
    expect(pts.at(-1)!.x).toBeGreaterThan(26);
  });
  it('6–7: 2d4 deposits', () => {
    const { ctx } = scripted('level-beds', [7, 2, 3]);
    rollOre(ctx, 3);
    expect(kinds(ctx, 'ore')).toHaveLength(5);
    expect(ctx.resources[0]!.left).toBe(5);
  });
  it.each([
    [8, 3],
    [9, 5],
    [10, 8],
  ])('%i: a mass of ore yielding %i', (roll, left) => {
    const { ctx } = scripted('level-beds', [roll]);
    rollOre(ctx, 3);
    expect(kinds(ctx, 'ore')[0]!.shape.kind).toBe('ellipse');
    expect(ctx.resources[0]!.left).toBe(left);
  });
});

describe('table 2: gems', () => {
  it('1–6: 2d4 deposits', () => {
    const { ctx } = scripted('level-beds', [6, 4, 4]);
    rollGems(ctx, 2);
    expect(kinds(ctx, 'gems')).toHaveLength(8);
  });
  it('7–8: a very large cave lined with 1d4 deposits', () => {
    const { ctx } = scripted('level-beds', [8]);
    rollGems(ctx, 2);
    expect(caves(ctx)).toHaveLength(1);
    const n = kinds(ctx, 'gems').length;
    expect(n).toBeGreaterThanOrEqual(1);
    expect(n).toBeLessThanOrEqual(4);
    expect(kinds(ctx, 'gems').every((f) => f.place === caves(ctx)[0]!.id)).toBe(true);
  });
  it('9: 1d4+1 deposits', () => {
    const { ctx } = scripted('level-beds', [9, 3]);
    rollGems(ctx, 2);
    expect(kinds(ctx, 'gems')).toHaveLength(4);
  });
  it('10: four gems clumped close together', () => {
    const { ctx } = scripted('level-beds', [10]);
    rollGems(ctx, 2);
    expect(kinds(ctx, 'gems')).toHaveLength(4);
  });
});

describe('table 3: caves', () => {
  it('1–2: 1d6+1 caverns, not connected', () => {
    const { ctx } = scripted('level-beds', [2, 3]);
    rollCaves(ctx, 5);
    expect(caves(ctx)).toHaveLength(4);
    expect(ctx.world.tunnels).toHaveLength(0);
  });
  it('3–4: 1d4+1 caverns joined by one tunnel', () => {
    const { ctx } = scripted('level-beds', [4, 2]);
    rollCaves(ctx, 5);
    expect(caves(ctx)).toHaveLength(3);
    expect(ctx.world.tunnels).toHaveLength(2);
  });
  it.each([5, 6])('%i: one large or huge cavern', (roll) => {
    const { ctx } = scripted('level-beds', [roll]);
    rollCaves(ctx, 5);
    expect(caves(ctx)).toHaveLength(1);
  });
  it('6: the huge cavern fills most of the stratum', () => {
    const { ctx } = scripted('level-beds', [6]);
    rollCaves(ctx, 5);
    const s = caves(ctx)[0]!.shape;
    expect(s.kind === 'ellipse' && s.rx * 2).toBeGreaterThan(14);
  });
  it('7: one long tunnel across the stratum, open at the page edges', () => {
    const { ctx } = scripted('level-beds', [7]);
    rollCaves(ctx, 5);
    expect(ctx.world.tunnels).toHaveLength(1);
    expect(ctx.world.places.filter((p) => p.kind === 'edge')).toHaveLength(2);
  });
  it('8: crossed by a shorter tunnel', () => {
    const { ctx } = scripted('level-beds', [8]);
    rollCaves(ctx, 5);
    expect(ctx.world.tunnels).toHaveLength(2);
  });
  it('9: a large cavern with three radiating tunnels', () => {
    const { ctx } = scripted('level-beds', [9]);
    rollCaves(ctx, 5);
    expect(caves(ctx)).toHaveLength(1);
    expect(ctx.world.tunnels).toHaveLength(3);
  });
  it('10: roll again and put 1d4 primordial monsters in the caves', () => {
    const { ctx } = scripted('level-beds', [10, 5]);
    rollCaves(ctx, 5);
    const beasts = ctx.world.tokens.filter((t) => t.role === 'beast');
    expect(beasts.length).toBeGreaterThanOrEqual(1);
    expect(beasts.length).toBeLessThanOrEqual(4);
    expect(ctx.world.groups[0]!.kind).toBe('primordial-beasts');
    expect(ctx.resources.some((r) => r.kind === 'monsters' && r.left === beasts.length)).toBe(true);
  });
});

describe('table 4: water', () => {
  it('1–2: a river across the stratum', () => {
    const { ctx } = scripted('level-beds', [1]);
    rollWater(ctx, 4, null);
    expect(kinds(ctx, 'river')).toHaveLength(1);
  });
  it('3: a river across the whole map, cutting other strata', () => {
    const { ctx } = scripted('level-beds', [3]);
    rollWater(ctx, 1, null);
    const r = kinds(ctx, 'river')[0]!.shape;
    const pts = r.kind === 'polyline' ? r.points : [];
    expect(pts.at(-1)!.y - pts[0]!.y).toBeGreaterThan(2);
  });
  it.each([
    [5, 'lake'],
    [8, 'lake'],
  ])('%i: a cave with a lake or sea', (roll, kind) => {
    const { ctx } = scripted('level-beds', [roll]);
    rollWater(ctx, 4, null);
    expect(caves(ctx)).toHaveLength(1);
    expect(kinds(ctx, kind)).toHaveLength(1);
  });
  it('9–10: 1d4+1 water caves joined by streams', () => {
    const { ctx } = scripted('level-beds', [10, 3]);
    rollWater(ctx, 4, null);
    expect(caves(ctx)).toHaveLength(4);
    expect(ctx.world.tunnels.filter((t) => t.role === 'stream')).toHaveLength(3);
  });
});

describe('table 5: magma', () => {
  it('1: a chamber with a channel up to a vent on the surface', () => {
    const { ctx } = scripted('level-beds', [1]);
    rollMagma(ctx, 3);
    expect(kinds(ctx, 'volcano')).toHaveLength(1);
  });
  it('2–3: a magma river', () => {
    const { ctx } = scripted('level-beds', [2]);
    rollMagma(ctx, 3);
    expect(kinds(ctx, 'magma')[0]!.shape.kind).toBe('polyline');
  });
  it('4: a cavern with a magma lake', () => {
    const { ctx } = scripted('level-beds', [4]);
    rollMagma(ctx, 3);
    expect(caves(ctx)).toHaveLength(1);
  });
  it('5–6: a cavern with 1d4 small magma lakes', () => {
    const { ctx } = scripted('level-beds', [6]);
    rollMagma(ctx, 3);
    expect(caves(ctx)).toHaveLength(1);
    expect(kinds(ctx, 'magma').length).toBeGreaterThanOrEqual(1);
  });
  it('7: a huge cavern with a magma lake', () => {
    const { ctx } = scripted('level-beds', [7]);
    rollMagma(ctx, 3);
    expect(ctx.resources[0]!.left).toBe(8);
  });
  it('8: 1d4+1 magma caves, not connected', () => {
    const { ctx } = scripted('level-beds', [8, 2]);
    rollMagma(ctx, 3);
    expect(caves(ctx)).toHaveLength(3);
    expect(ctx.world.tunnels).toHaveLength(0);
  });
  it('9: 1d4+1 magma caves joined by channels', () => {
    const { ctx } = scripted('level-beds', [9, 2]);
    rollMagma(ctx, 3);
    expect(caves(ctx)).toHaveLength(3);
    expect(ctx.world.tunnels).toHaveLength(2);
  });
  it('10: a magma cave draining off the bottom of the page', () => {
    const { ctx } = scripted('level-beds', [10]);
    rollMagma(ctx, 7);
    const ch = kinds(ctx, 'magma').find((f) => f.shape.kind === 'polyline')!;
    const pts = ch.shape.kind === 'polyline' ? ch.shape.points : [];
    expect(pts.at(-1)!.y).toBeGreaterThan(20.9);
  });
});

describe('table 6: biomes, with the d6 ecosystem', () => {
  it.each([
    [1, 1, 'fungus'],
    [5, 2, 'slime'],
  ])('%i: one huge cavern with a biome (ecosystem %i: %s)', (roll, eco, name) => {
    const { ctx } = scripted('level-beds', [roll, eco]);
    rollBiome(ctx, 6);
    expect(caves(ctx)).toHaveLength(1);
    expect(caves(ctx)[0]!.name).toBe(`${name} biome`);
  });
  it.each([3, 4, 5, 6])('ecosystem %i', (eco) => {
    const { ctx } = scripted('level-beds', [1, eco]);
    rollBiome(ctx, 6);
    expect(ctx.resources.find((r) => r.kind === 'biome')!.flavour).toBe(
      ['fungus', 'slime', 'jurassic', 'alien', 'necrotic', 'crystalline'][eco - 1],
    );
  });
  it('8–9: caves from the Caves table, all holding the biome', () => {
    const { ctx } = scripted('level-beds', [8, 4, 2, 2]);
    rollBiome(ctx, 6);
    expect(caves(ctx).length).toBe(3);
    expect(caves(ctx).every((c) => c.role === 'biome-cave')).toBe(true);
  });
  it('10: water from the Water table, its shores the biome', () => {
    const { ctx } = scripted('level-beds', [10, 3, 5]);
    rollBiome(ctx, 6);
    expect(ctx.resources.map((r) => r.kind).sort()).toEqual(['biome', 'water']);
  });
});

describe('the d10 Surface Features table', () => {
  it.each([1, 2, 3, 4])('%i: that many small biomes', (roll) => {
    const { ctx } = scripted('level-beds', [roll]);
    surfaceFeatures(ctx);
    expect(ctx.resources.filter((r) => r.kind === 'surface-biome')).toHaveLength(roll);
  });
  it('5: a lake with a biome either side', () => {
    const { ctx } = scripted('level-beds', [5]);
    surfaceFeatures(ctx);
    expect(kinds(ctx, 'lake')).toHaveLength(1);
    expect(ctx.resources.filter((r) => r.kind === 'surface-biome')).toHaveLength(2);
  });
  it('6: one biome', () => {
    const { ctx } = scripted('level-beds', [6]);
    surfaceFeatures(ctx);
    expect(ctx.resources.filter((r) => r.kind === 'surface-biome')).toHaveLength(1);
  });
  it('7: 1d4+2 gems and a biome', () => {
    const { ctx } = scripted('level-beds', [7, 4]);
    surfaceFeatures(ctx);
    expect(kinds(ctx, 'gems')).toHaveLength(6);
  });
  it('8: 1d6 pockets of ore and a biome', () => {
    const { ctx } = scripted('level-beds', [8, 5]);
    surfaceFeatures(ctx);
    expect(kinds(ctx, 'ore')).toHaveLength(5);
  });
  it('9: one small biome in a wasteland', () => {
    const { ctx } = scripted('level-beds', [9]);
    surfaceFeatures(ctx);
    expect(ctx.resources.filter((r) => r.kind === 'surface-biome')).toHaveLength(1);
  });
  it('10: wasteland', () => {
    const { ctx } = scripted('level-beds', [10]);
    surfaceFeatures(ctx);
    expect(ctx.resources).toHaveLength(0);
  });
});

describe('the d20 Nexus table', () => {
  it.each(NEXUS.map((r) => [r.lo, r.id] as const))('%i: %s', (roll, id) => {
    const { ctx } = scripted('level-beds', [roll]);
    const nx = rollNexus(ctx, 4);
    expect(nx.id).toBe(id);
    expect(ctx.primordial.nexus).toBe(nx);
    expect(ctx.resources.some((r) => r.kind === 'nexus' && r.place === nx.place)).toBe(true);
    const place = ctx.site.place(nx.place);
    const beads = ctx.world.tokens.filter((t) => t.place === nx.place);
    switch (id) {
      case 'mother-of-monsters':
        expect(beads.filter((t) => t.kind === 'population')).toHaveLength(3);
        expect(beads.filter((t) => t.kind === 'treasure')).toHaveLength(2);
        break;
      case 'plague':
        expect(kinds(ctx, 'plague')[0]!.amount).toBe(3);
        break;
      case 'fate':
        expect(place.marks).toContain('fate');
        break;
      case 'fault':
        expect(kinds(ctx, 'fault')).toHaveLength(1);
        break;
      case 'dungeonheart':
        expect(beads.filter((t) => t.kind === 'population')).toHaveLength(2);
        break;
      case 'gateway':
        expect(place.marks).toContain('gateway');
        break;
      case 'cyclopean-complex':
      case 'palace':
        expect(ctx.world.places.filter((p) => p.role === 'nexus').length).toBeGreaterThan(1);
        break;
      case 'god-fragment':
        expect(beads.map((t) => t.kind)).toEqual(['treasure']);
        expect(place.marks).toContain('unmovable');
        break;
      case 'phase-shift':
        expect(['flesh', 'blood', 'salt', 'glass']).toContain(nx.detail);
        break;
      case 'radiation':
      case 'darkness':
      case 'void':
      case 'intellect':
      case 'bones':
        expect(place.marks).toContain(id);
        break;
      case 'magic-nexus':
        expect(place.marks).toContain('magic');
        break;
      case 'elemental-nexus':
        expect(place.marks.some((m) => m.startsWith('mana:'))).toBe(true);
        break;
      case 'ley-lines': {
        const n = kinds(ctx, 'ley-line').length;
        expect(n === 4 || n === 5).toBe(true);
        break;
      }
      case 'crossroads':
        expect(place.marks).toContain('no-dwelling');
        expect(ctx.world.tunnels).toHaveLength(4);
        break;
      case 'make-up':
        expect(nx.detail).toMatch(/\w/);
        break;
    }
    expect(nx.effects.length).toBeGreaterThan(0);
  });
  it('phase shift rolls its substance on a d4', () => {
    const { ctx } = scripted('level-beds', [12]);
    const nx = rollNexus(ctx, 4);
    const d4 = ctx.events.at(-1)!.dice.find((d) => d.for.startsWith('phase shift'))!;
    expect(nx.detail).toBe(['flesh', 'blood', 'salt', 'glass'][d4.value - 1]);
  });
});
