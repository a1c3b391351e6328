import { describe, expect, it } from 'vitest';
import {
  buildScene,
  DEFAULT_SIDE_VIEW_OPTIONS,
  renderSideView,
  SHEETS,
} from '../../../src/render/side';
import { overlaps } from '../../../src/render/side/labels';
import { fixtureWorld } from './fixture';
import { RULESET } from './worlds';
import { xmlProblems } from './xml';

const world = fixtureWorld();
const input = {
  world,
  seed: 'fixture',
  ruleset: RULESET,
  at: { age: 'monsters' as const, year: 2 },
};

describe('side view of a world with every kind of thing', () => {
  const svg = renderSideView(input);

  it('is well-formed for every sheet and theme', () => {
    expect(xmlProblems(svg)).toEqual([]);
    for (const layers of SHEETS)
      for (const theme of ['parchment', 'ink'] as const)
        expect(xmlProblems(renderSideView(input, { layers, theme }))).toEqual([]);
  });

  it('draws every feature kind, place role and bead kind', () => {
    for (const f of world.features)
      expect(svg).toMatch(new RegExp(`id="${f.id}"[^>]*data-kind="${f.kind}"`));
    for (const p of world.places)
      expect(svg).toMatch(new RegExp(`id="${p.id}"[^>]*data-role="${p.role}"`));
    for (const kind of ['population', 'treasure', 'bonus', 'epic'])
      expect(svg).toContain(`data-kind="${kind}"`);
  });

  it('stacks the crowded demon pit into counted beads that add up', () => {
    const pit = world.places.find((p) => p.role === 'demon-pit')!;
    const scene = buildScene(input, DEFAULT_SIDE_VIEW_OPTIONS);
    const here = scene.tokens.filter((t) => t.place === pit.id);
    expect(here.reduce((n, t) => n + t.ids.length, 0)).toBe(
      world.tokens.filter((t) => t.place === pit.id).length,
    );
  });

  it('crosses tombs and marks a later occupant’s redrawing', () => {
    expect(svg).toContain('class="tomb"');
    expect(svg).toContain('class="redrawn"');
  });

  it('names every named place and group without overlapping labels', () => {
    const scene = buildScene(input, DEFAULT_SIDE_VIEW_OPTIONS);
    const written = [...scene.labels.map((l) => l.text), ...scene.dropped.map((d) => d.text)].join(
      '\n',
    );
    for (const g of world.groups) expect(written).toContain(g.name);
    for (const p of world.places) if (p.name) expect(written).toContain(p.name);
    for (let i = 0; i < scene.labels.length; i++)
      for (let j = i + 1; j < scene.labels.length; j++)
        expect(overlaps(scene.labels[i]!.box, scene.labels[j]!.box)).toBe(false);
  });

  it('names on one age’s sheet only the groups alive in that age', () => {
    const sheet = buildScene(input, { ...DEFAULT_SIDE_VIEW_OPTIONS, layers: 'monsters' });
    const ids = sheet.labels.map((l) => l.id);
    expect(ids).toContain('label-g6'); // the orcs arrive in the Age of Monsters
    expect(ids).toContain('label-g1'); // the wyrm lives on
    expect(ids).not.toContain('label-g2'); // the dwarves ended in the Age of Civilization
    const civ = buildScene(input, { ...DEFAULT_SIDE_VIEW_OPTIONS, layers: 'civilization' });
    expect(civ.labels.map((l) => l.id)).toContain('label-g2');
    expect(civ.labels.map((l) => l.id)).not.toContain('label-g6');
  });
});
