/**
 * The 2nd edition's late ages as a game master reads the side view: the title names the age, the
 * villain and its villainy and the last turn played at each `until`; every surviving monster
 * group's lair carries its name, no label on another; counted bead stacks keep clear of each
 * other; corrupted strata are shaded, hatched and keyed; "Who holds what" writes names whole.
 */
import { describe, expect, it } from 'vitest';
import { resolveOptions } from '../../../src/core/system';
import { hthad2019 } from '../../../src/hthad/2019/system';
import type { AgeId } from '../../../src/hthad/world';
import {
  buildScene,
  DEFAULT_SIDE_VIEW_OPTIONS,
  paintScene,
  stackWidth,
  type Scene,
} from '../../../src/render/side';
import { fitName, stopLine, villainLine } from '../../../src/render/side/paint-frame';
import { rowStacks } from '../../../src/render/side/token-pack';
import { diagonalHatch } from '../../../src/render/side/monsters-2019';
import { textWidth } from '../../../src/render/text-metrics';
import { TOKEN_R } from '../../../src/render/side/scene';
import { S } from '../../../src/render/side/paint-items';

const RULESET = { id: hthad2019.id, title: hthad2019.title, version: hthad2019.version };

function history(seed: string, until: AgeId) {
  return hthad2019.run(seed, resolveOptions(hthad2019.options, {}) as never, {
    until,
    year: null,
  });
}

const scenes = new Map<string, { scene: Scene; run: ReturnType<typeof history> }>();
function sceneOf(seed: string, until: AgeId) {
  const key = `${seed}/${until}`;
  const hit = scenes.get(key);
  if (hit) return hit;
  const run = history(seed, until);
  const scene = buildScene(
    { world: run.world, seed, ruleset: RULESET, at: run.reached, events: run.events },
    DEFAULT_SIDE_VIEW_OPTIONS,
  );
  scenes.set(key, { scene, run });
  return { scene, run };
}

const overlap = (a: { x0: number; y0: number; x1: number; y1: number }, b: typeof a): boolean =>
  a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

describe('hthad2019 side view: the title at each until', () => {
  it('moria: the Age of Monsters, then the Kobolds’ villainy, then its last turn at the End', () => {
    const end = sceneOf('moria', 'end');
    const m = end.run.monsters!;
    // The engine's own summary, not the drawing, says who rose and how long villainy lasted.
    expect(m.villain).not.toBeNull();
    expect(m.villainy).toBe('horde');
    const last = stopLine(end.scene);
    expect(last).toBe(`The End, after turn ${m.villainyTurns} of the Age of Villainy`);
    expect(last).not.toContain('turn 0');
    // The dungeon is the villain's once it has risen, not the civilization's.
    expect(end.scene.title.name).toBe(`The Horde of the ${m.villain!.name}`);
    const svg = paintScene(end.scene);
    expect(svg).toContain(`The ${m.villain!.name}, The Horde, hold the dungeon`);

    const villainy = sceneOf('moria', 'villainy');
    expect(stopLine(villainy.scene)).toBe(
      `The Age of Villainy, turn ${villainy.run.monsters!.villainyTurns}`,
    );
    expect(paintScene(villainy.scene)).toContain(`Villain: the ${m.villain!.name}, The Horde`);

    const monsters = sceneOf('moria', 'monsters');
    expect(stopLine(monsters.scene)).toBe(
      `The Age of Monsters, turn ${monsters.run.monsters!.turns}`,
    );
  });

  it('seed 7: a villain that fell is named as fallen at the End', () => {
    const { scene, run } = sceneOf('7', 'end');
    const m = run.monsters!;
    expect(m.villain).not.toBeNull();
    expect(scene.title.villain?.fallen).toBe(true);
    expect(stopLine(scene)).toBe(`The End, after turn ${m.villainyTurns} of the Age of Villainy`);
    expect(paintScene(scene)).toContain(`The ${m.villain!.name}, once The Horde, fell`);
  });

  it('a villain named for its villainy keeps its own name; the Empire is worded alike', () => {
    expect(
      villainLine({ name: 'Demonic Horde', villainy: 'The Horde', fallen: false }, 'end'),
    ).toBe('The Demonic Horde hold the dungeon');
    expect(villainLine({ name: 'The Temple', villainy: 'The Empire', fallen: false }, 'end')).toBe(
      'The Temple, The Empire, hold the dungeon',
    );
    expect(
      villainLine({ name: 'Knights', villainy: 'The Empire', fallen: false }, 'monsters'),
    ).toBe('The Knights rise to villainy as The Empire');
  });
});

describe('hthad2019 side view: lairs and labels at the End', () => {
  for (const seed of ['moria', 'greyhawk', '7']) {
    it(`${seed}: every surviving monster group is named on the map, no label on another`, () => {
      const { scene, run } = sceneOf(seed, 'end');
      const active = run.world.groups.filter(
        (g) => g.state === 'active' && g.traits.includes('monster'),
      );
      expect(active.length).toBeGreaterThan(0);
      const texts = [...scene.labels.map((l) => l.text), ...scene.dropped.map((d) => d.text)];
      for (const g of active) expect(texts.some((t) => t.includes(g.name))).toBe(true);
      const boxes = scene.labels.map((l) => l.box);
      for (let i = 0; i < boxes.length; i++)
        for (let j = i + 1; j < boxes.length; j++)
          expect(overlap(boxes[i]!, boxes[j]!)).toBe(false);
    });
  }
});

describe('hthad2019 side view: bead stacks', () => {
  it('rows of stacks give each bead and its count room of its own', () => {
    const groups: [string, string[]][] = [
      ['a|population', Array.from({ length: 19 }, (_, i) => `t${i}`)],
      ['a|treasure', Array.from({ length: 29 }, (_, i) => `u${i}`)],
      ['a|bonus', ['v1']],
      ['b|population', ['w1', 'w2']],
    ];
    const slots = rowStacks(groups, { x: 10, y: 5 }, 0.34, stackWidth);
    expect(slots).toHaveLength(4);
    // Three to a row, then a second row below.
    expect(slots[0]!.at.y).toBe(slots[2]!.at.y);
    expect(slots[3]!.at.y).toBeGreaterThan(slots[0]!.at.y);
    const box = (s: (typeof slots)[number]) => ({
      x0: s.at.x - TOKEN_R,
      y0: s.at.y - TOKEN_R,
      x1:
        s.at.x + TOKEN_R + (s.ids.length > 1 ? 0.04 + textWidth(`×${s.ids.length}`, 0.3, true) : 0),
      y1: s.at.y + TOKEN_R,
    });
    for (let i = 0; i < slots.length; i++)
      for (let j = i + 1; j < slots.length; j++)
        expect(overlap(box(slots[i]!), box(slots[j]!))).toBe(false);
  });

  it('greyhawk at the End: no stack’s count runs into another bead of its room', () => {
    const { scene } = sceneOf('greyhawk', 'end');
    const stacked = scene.tokens.filter((t) => t.ids.length > 1);
    expect(stacked.length).toBeGreaterThan(0);
    for (const a of stacked) {
      const box = {
        x0: a.at.x - TOKEN_R,
        y0: a.at.y - TOKEN_R,
        x1: a.at.x + TOKEN_R + 0.04 + textWidth(`×${a.ids.length}`, 0.3, true),
        y1: a.at.y + TOKEN_R,
      };
      for (const b of scene.tokens) {
        if (b === a || b.place !== a.place) continue;
        const bb = {
          x0: b.at.x - TOKEN_R,
          y0: b.at.y - TOKEN_R,
          x1: b.at.x + TOKEN_R,
          y1: b.at.y + TOKEN_R,
        };
        expect(overlap(box, bb)).toBe(false);
      }
    }
  });
});

describe('hthad2019 side view: corruption', () => {
  it('moria at the End: corrupted strata shaded and hatched, and keyed in the legend', () => {
    const { scene, run } = sceneOf('moria', 'end');
    expect(run.monsters!.corrupted.length).toBeGreaterThan(0);
    const svg = paintScene(scene);
    const g = /<g class="corrupted">(.*?)<\/g>/.exec(svg)![1]!;
    const wash = Number(/fill-opacity="([\d.]+)"/.exec(g)![1]);
    expect(wash).toBeGreaterThanOrEqual(0.3);
    // The hatch: lines running up to the right every half bead (x + y = c, c 20√2 apart), each
    // segment inside a corrupted stratum (its middle inside the wash's outline).
    const hatch = /<path class="corrupt-hatch" d="([^"]+)"/.exec(g)![1]!;
    const segments = [...hatch.matchAll(/M([\d.-]+) ([\d.-]+)L([\d.-]+) ([\d.-]+)/g)].map((m) =>
      m.slice(1, 5).map(Number),
    );
    expect(segments.length).toBeGreaterThan(20);
    const rings = (/ d="([^"]+)"/.exec(g)![1]!.split('Z').filter(Boolean) ?? []).map((r) =>
      [...r.matchAll(/[ML]([\d.-]+) ([\d.-]+)/g)].map((m) => ({
        x: Number(m[1]),
        y: Number(m[2]),
      })),
    );
    const inside = (x: number, y: number) =>
      rings.some((ring) => {
        let odd = false;
        for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
          const a = ring[i]!;
          const b = ring[j]!;
          if (a.y > y !== b.y > y && x < ((b.x - a.x) * (y - a.y)) / (b.y - a.y) + a.x) odd = !odd;
        }
        return odd;
      });
    for (const [x0, y0, x1, y1] of segments) {
      expect(Math.abs(x0! + y0! - (x1! + y1!))).toBeLessThan(0.03);
      const k = (x0! + y0! - 0.7 * Math.SQRT2) / (20 * Math.SQRT2);
      expect(Math.abs(k - Math.round(k))).toBeLessThan(0.002);
      expect(inside((x0! + x1!) / 2, (y0! + y1!) / 2)).toBe(true);
    }
    const legend = /<g class="legend"[^>]*>(.*?)<\/g>/.exec(svg)![1]!;
    expect(legend).toContain('>corrupted<');
  });
});

describe('hthad2019 side view: the legend band', () => {
  it('each pen sample ends clear of its label (the round caps inside the sample)', () => {
    const { scene } = sceneOf('moria', 'end');
    const legend = /<g class="legend"[^>]*>(.*?)<\/g>/.exec(paintScene(scene))![1]!;
    const pens = [
      ...legend.matchAll(
        /<path d="M([\d.]+) [\d.]+H([\d.]+)"[^>]*stroke-width="([\d.]+)" stroke-linecap="round"\/><text x="([\d.]+)"/g,
      ),
    ];
    // Six pens, the surface realm, ore, water and magma.
    expect(pens.length).toBeGreaterThanOrEqual(10);
    for (const [, x0, x1, w, label] of pens) {
      const capEnd = Number(x1) + Number(w) / 2;
      // At least 0.15 bead (6 units at 40 a bead) between the cap and the label.
      expect(Number(label) - capEnd).toBeGreaterThanOrEqual(0.15 * S - 1e-6);
      expect(Number(x0) - Number(w) / 2).toBeGreaterThanOrEqual(0);
    }
  });

  it('the corruption caption sits on the heading line, after "Legend", not under it', () => {
    const { scene } = sceneOf('moria', 'end');
    const svg = paintScene(scene);
    const heading =
      /<g class="legend"[^>]*><text x="([\d.]+)" y="([\d.]+)" font-size="([\d.]+)"[^>]*>Legend</.exec(
        svg,
      )!;
    const caption = /<g class="villainy-caption">.*?<text x="([\d.]+)" y="([\d.]+)"/.exec(svg)!;
    expect(Number(caption[2])).toBeCloseTo(Number(heading[2]), 6);
    const headingEnd = Number(heading[1]) + textWidth('Legend', Number(heading[3]), true);
    expect(Number(caption[1])).toBeGreaterThan(headingEnd);
  });
});

describe('hthad2019 side view: names in "Who holds what"', () => {
  it('a long name is shrunk or broken onto two lines, never cut', () => {
    const long = 'Primordial monsters of stratum 1 and their brood of the deep';
    const max = 3.5;
    const lines = fitName(long, 0.28, max);
    expect(lines.map((l) => l.text).join(' ')).toBe(long);
    for (const l of lines) expect(textWidth(l.text, l.size, true)).toBeLessThanOrEqual(max + 1e-9);
    // A name that fits is written at the given size on one line.
    expect(fitName('Kobolds', 0.28, max)).toEqual([{ text: 'Kobolds', size: 0.28, dy: 0 }]);
  });

  it('moria at the End: every holder’s name is written whole', () => {
    const { scene } = sceneOf('moria', 'end');
    const svg = paintScene(scene);
    const holdings = /<g class="holdings"[^>]*>(.*)$/.exec(svg)![1]!;
    expect(holdings).not.toContain('…');
    expect(holdings).toContain('Primordial monsters of stratum 1');
  });
});

describe('diagonalHatch', () => {
  it('a square: one segment a line, from edge to edge, x + y constant, the lines gap·√2 apart in x + y', () => {
    const square = [
      { x: 0, y: 0 },
      { x: 100, y: 0 },
      { x: 100, y: 100 },
      { x: 0, y: 100 },
    ];
    const d = diagonalHatch(square, 10, 5);
    const segs = [...d.matchAll(/M([\d.-]+) ([\d.-]+)L([\d.-]+) ([\d.-]+)/g)].map((m) =>
      m.slice(1, 5).map(Number),
    );
    // c = 5 + 10√2·k from 5 to 197.99: 14 lines.
    expect(segs.length).toBe(14);
    for (const [k, [x0, y0, x1, y1]] of segs.entries()) {
      const c = 5 + 10 * Math.SQRT2 * k;
      expect(x0! + y0!).toBeCloseTo(c, 1);
      expect(x1! + y1!).toBeCloseTo(c, 1);
      // Both ends on the square's edge, the first the lower x.
      const edge = (x: number, y: number) => Math.min(x, y, 100 - x, 100 - y);
      expect(edge(x0!, y0!)).toBeCloseTo(0, 1);
      expect(edge(x1!, y1!)).toBeCloseTo(0, 1);
      expect(x0!).toBeLessThan(x1!);
    }
  });

  it('a U shape: a line across both arms is two segments, none across the gap', () => {
    const u = [
      { x: 0, y: 0 },
      { x: 30, y: 0 },
      { x: 30, y: 70 },
      { x: 70, y: 70 },
      { x: 70, y: 0 },
      { x: 100, y: 0 },
      { x: 100, y: 100 },
      { x: 0, y: 100 },
    ];
    // x + y = 100 crosses the left arm (x 0..30) and the right arm (x 70..100) only above
    // y = 70: the left arm from (0, 100) to (30, 70), the right from (70, 30) to (100, 0).
    const d = diagonalHatch(u, 100 / Math.SQRT2, 100);
    expect(d).toBe('M0 100L30 70M70 30L100 0');
  });
});
