import { describe, expect, it } from 'vitest';
import {
  buildScene,
  DEFAULT_SIDE_VIEW_OPTIONS,
  renderSideView,
  SHEETS,
  THEMES,
} from '../../../src/render/side';
import { overlaps } from '../../../src/render/side/labels';
import { CASES, inputFor } from './worlds';
import { xmlProblems } from './xml';

const AGE_ORDER = ['primordial', 'civilization', 'disaster', 'monsters', 'villainy', 'end'];

/** Every id attribute value and every id listed in data-ids. */
function drawnIds(svg: string): Set<string> {
  const ids = new Set<string>();
  for (const m of svg.matchAll(/ data-id="([^"]+)"/g)) ids.add(m[1]!);
  for (const m of svg.matchAll(/ data-ids="([^"]+)"/g))
    for (const id of m[1]!.split(' ')) ids.add(id);
  return ids;
}

function elementAttrs(svg: string, id: string): string | undefined {
  return svg.match(new RegExp(`<[a-z]+ id="${id}"[^>]*>`))?.[0];
}

describe.each(CASES)('side view of $name', (c) => {
  const input = inputFor(c);
  const svg = renderSideView(input);

  it('is well-formed XML', () => {
    expect(xmlProblems(svg)).toEqual([]);
  });

  it('is the same bytes every time', () => {
    expect(renderSideView(inputFor(c))).toBe(svg);
  });

  it('draws every place, tunnel, feature and bead of the world, by id', () => {
    const ids = drawnIds(svg);
    const w = input.world;
    for (const x of [...w.places, ...w.tunnels, ...w.features, ...w.tokens])
      expect(ids, x.id).toContain(x.id);
  });

  it('writes the title block: seed, ruleset, age', () => {
    expect(svg).toContain(`seed “${c.seed}”`);
    expect(svg).toContain('hthad2008');
    expect(svg).toContain(`data-age="${input.at.age}"`);
  });

  it('places labels without overlaps, inside the page', () => {
    const scene = buildScene(input, DEFAULT_SIDE_VIEW_OPTIONS);
    const { labels, page } = scene;
    for (let i = 0; i < labels.length; i++) {
      const a = labels[i]!.box;
      expect(a.x0).toBeGreaterThanOrEqual(0);
      expect(a.x1).toBeLessThanOrEqual(page.width);
      for (let j = i + 1; j < labels.length; j++)
        expect(overlaps(a, labels[j]!.box), `${labels[i]!.id} / ${labels[j]!.id}`).toBe(false);
    }
  });

  it('names every group that still holds beads on the map or in the key', () => {
    const scene = buildScene(input, DEFAULT_SIDE_VIEW_OPTIONS);
    const written = [...scene.labels.map((l) => l.text), ...scene.dropped.map((d) => d.text)].join(
      '\n',
    );
    for (const g of input.world.groups)
      if (input.world.tokens.some((t) => t.owner === g.id)) expect(written).toContain(g.name);
  });

  it.each(SHEETS.filter((s) => s !== 'all'))(
    'on the %s sheet: that age in full, earlier ones faint, later ones absent',
    (sheet) => {
      const one = renderSideView(input, { layers: sheet });
      expect(xmlProblems(one)).toEqual([]);
      const want = AGE_ORDER.indexOf(sheet);
      const w = input.world;
      for (const x of [...w.places, ...w.tunnels, ...w.features]) {
        const here = AGE_ORDER.indexOf(x.made.age === 'end' ? 'villainy' : x.made.age);
        const el = elementAttrs(one, x.id);
        if (here > want) expect(el, x.id).toBeUndefined();
        else expect(el, x.id).toContain(`data-vis="${here === want ? 'full' : 'ghost'}"`);
      }
    },
  );

  it('turns labels and the legend off', () => {
    const bare = renderSideView(input, { labels: false, legend: false });
    expect(bare).not.toContain('class="labels"');
    expect(bare).not.toContain('class="legend"');
    expect(bare).toContain('class="title-block"');
  });

  it('draws the ink theme on white paper', () => {
    const ink = renderSideView(input, { theme: 'ink' });
    expect(ink).toContain(`fill="${THEMES.ink.paper}"`);
    expect(ink).not.toContain(THEMES.parchment.paper);
  });
});

describe('pens', () => {
  it('draws each civilization in its own rulebook colour', () => {
    const both = inputFor(CASES.find((c) => c.name === 'khazad/dwarves+demons')!);
    const svg = renderSideView(both);
    const cultures = new Set(both.world.groups.map((g) => g.culture));
    expect(cultures).toContain('dwarves');
    expect(cultures).toContain('demons');
    expect(svg).toContain(`stroke="${THEMES.parchment.ink.dwarven}"`);
    expect(svg).toContain(`stroke="${THEMES.parchment.ink.demonic}"`);
  });

  it('fades abandoned works', () => {
    const scene = buildScene(inputFor(CASES[1]!), DEFAULT_SIDE_VIEW_OPTIONS);
    const svg = renderSideView(inputFor(CASES[1]!));
    const abandoned = scene.places.find((p) => p.state === 'abandoned' && p.kind === 'room');
    expect(abandoned).toBeDefined();
    expect(elementAttrs(svg, abandoned!.id)).toContain(`data-faded="${THEMES.parchment.faded}"`);
  });
});
