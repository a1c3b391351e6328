/**
 * Labels on the DMG1 plan map: every letter and number readable. Read off the SVG itself: each
 * `<text>` of the map area, boxed by the bundled font's advance widths and the ink height of
 * capitals and digits, must clear every other label and stay on the map; each label stays with
 * its thing (on it, or joined to it by a leader); and labels are drawn after every symbol, so
 * nothing is painted over one.
 */
import { describe, expect, it } from 'vitest';
import { runCrawl, type CrawlResult } from '../../../src/crawl/dmg1/engine';
import { passageLetters } from '../../../src/crawl/dmg1/key';
import { fromSpans } from '../../../src/crawl/plan/geometry';
import type { Cell, Plan } from '../../../src/crawl/plan/types';
import { dmg1MapSvg } from '../../helpers/dmg1-map';
import { textWidth } from '../../../src/render/text-metrics';

/** Pixels per 5-ft cell on the default sheet (24 px per 10-ft square). */
const S = 12;

interface TextBox {
  readonly text: string;
  /** The anchor (middle of the text) and baseline, as drawn. */
  readonly x: number;
  readonly y: number;
  readonly size: number;
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

/** The map area of a sheet SVG: from its translated group to the blue frame that closes it. */
function mapArea(svg: string): string {
  const start = svg.indexOf('<g transform="translate(');
  return svg.slice(start, svg.indexOf('stroke="#3a6ea5"', start));
}

/**
 * The ink box of a `<text>`: the advance widths of the bundled DejaVu Sans (what resvg lays out)
 * and, up and down, the tallest ink of the capitals, digits and "h" these labels use (0.76 em
 * above the baseline; round letters overshoot it by under 0.02 em, and the tails of J and Q
 * reach 0.3 em below it, the hook of J a little left).
 */
function textBox(attrsText: string, text: string): TextBox {
  const a = Object.fromEntries(
    [...attrsText.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]),
  );
  const size = Number(a['font-size']);
  const x = Number(a.x);
  const y = Number(a.y);
  const w = textWidth(text, size, a['font-weight'] === 'bold');
  const x0 = a['text-anchor'] === 'middle' ? x - w / 2 : a['text-anchor'] === 'end' ? x - w : x;
  const below = /[JQ]/.test(text) ? 0.3 : 0.02;
  // A J's hook reaches 0.05 em left of its advance.
  const hook = text.startsWith('J') ? 0.06 * size : 0;
  return { text, x, y, size, x0: x0 - hook, x1: x0 + w, y0: y - 0.76 * size, y1: y + below * size };
}

function textsIn(fragment: string): TextBox[] {
  return [...fragment.matchAll(/<text ([^>]*)>([^<]*)<\/text>/g)].map((m) => textBox(m[1]!, m[2]!));
}

const overlap = (a: TextBox, b: TextBox): boolean =>
  a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/** Pairs of labels whose ink boxes overlap, named for a failure message. */
function clashes(boxes: readonly TextBox[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i]!;
      const b = boxes[j]!;
      if (overlap(a, b))
        out.push(`"${a.text}" at (${a.x}, ${a.y}) and "${b.text}" at (${b.x}, ${b.y})`);
    }
  return out;
}

const levelsOf = (plan: Plan): number[] => plan.levels.map((l) => l.level);

// Several seeds at several depths of the crawl, up to the most steps a request may ask for;
// every level each reaches. (Seeds 5, 6, 8, 10 and 12 put stairs, chutes, traps, secret doors
// and passage letters into the same squares; the first maps a game master sees are here too.)
const SEEDS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', 'greyhawk', 'tomb'];
const STEPS = [60, 200, 500];

describe('plan map labels never overlap', () => {
  for (const seed of SEEDS)
    for (const step of STEPS) {
      it(`seed ${seed}, step ${step}: every level's labels clear of each other, on the map`, () => {
        const result = runCrawl({ seed, step });
        const { plan } = result;
        const W = plan.sheet.width * S;
        const H = plan.sheet.height * S;
        for (const level of levelsOf(plan)) {
          const boxes = textsIn(mapArea(dmg1MapSvg(result, level, 'sheet')));
          // Every keyed room has its number, so there is always something to check.
          const rooms = plan.spaces.filter((x) => x.level === level && x.number !== null);
          expect(boxes.length).toBeGreaterThanOrEqual(rooms.length);
          expect(clashes(boxes), `level ${level}`).toEqual([]);
          const off = boxes.filter((b) => b.x0 < 0 || b.y0 < 0 || b.x1 > W || b.y1 > H);
          expect(
            off.map((b) => b.text),
            `level ${level} labels off the map`,
          ).toEqual([]);
        }
      });
    }
});

/** Cells of a space. */
const cellsOf = (plan: Plan, id: string): Cell[] =>
  fromSpans(plan.spaces.find((x) => x.id === id)!.spans);

/** True when the point (in pixels) lies on one of the cells (edges included). */
const onCells = (cells: readonly Cell[], px: number, py: number): boolean =>
  cells.some((c) => c.x * S <= px && px <= (c.x + 1) * S && c.y * S <= py && py <= (c.y + 1) * S);

/** The label's visual middle (its baseline sits 0.36 em below the anchor it was set on). */
const middle = (t: TextBox): { x: number; y: number } => ({ x: t.x, y: t.y - 0.36 * t.size });

/** The end of a group's leader, if it has one. */
function leaderEnd(group: string): { x: number; y: number } | null {
  const m = /<path d="M[\d.]+ [\d.]+L([\d.]+) ([\d.]+)"/.exec(group);
  return m ? { x: Number(m[1]), y: Number(m[2]) } : null;
}

/** Each `<g data-NAME="id">` of the map with its content. */
function groups(map: string, name: string): { id: string; body: string }[] {
  return [...map.matchAll(new RegExp(`<g data-${name}="([^"]+)">(.*?)</g>`, 'g'))].map((m) => ({
    id: m[1]!,
    body: m[2]!,
  }));
}

describe('plan map labels stay with their things', () => {
  const cases = [
    { seed: '5', step: 500 },
    { seed: '6', step: 500 },
    { seed: '12', step: 200 },
    { seed: '15', step: 500 },
    { seed: 'greyhawk', step: 500 },
  ] as const;
  for (const { seed, step } of cases) {
    const result: CrawlResult = runCrawl({ seed, step });
    const { plan } = result;
    it(`seed ${seed}, step ${step}: a passage's letter is on the passage or led to it`, () => {
      let seen = 0;
      for (const level of levelsOf(plan)) {
        const map = mapArea(dmg1MapSvg(result, level, 'sheet'));
        const letters = passageLetters(plan, level);
        const drawn = groups(map, 'passage');
        expect(drawn.map((g) => g.id).sort()).toEqual([...letters.keys()].sort());
        for (const g of drawn) {
          const [t] = textsIn(g.body);
          expect(t!.text).toBe(letters.get(g.id));
          const cells = cellsOf(plan, g.id);
          const end = leaderEnd(g.body);
          const at = end ?? middle(t!);
          expect(onCells(cells, at.x, at.y), `${g.id} letter ${t!.text}`).toBe(true);
          seen++;
        }
      }
      expect(seen).toBeGreaterThan(0);
    });
    it(`seed ${seed}, step ${step}: a door, stair or trap letter stands at its place`, () => {
      let seen = 0;
      for (const level of levelsOf(plan)) {
        const map = mapArea(dmg1MapSvg(result, level, 'sheet'));
        const portals = plan.portals.filter((p) => p.level === level);
        for (const g of groups(map, 'mark')) {
          const p = portals.find((x) => x.id === g.id)!;
          const [t] = textsIn(g.body);
          // Where the mark belongs: the middle of its cell, or the middle of its door's wall.
          const xs = p.edges.map((e) => e.x);
          const ys = p.edges.map((e) => e.y);
          const home = p.cell
            ? { x: (p.cell.x + 0.5) * S, y: (p.cell.y + 0.5) * S }
            : {
                x:
                  ((Math.min(...xs) + Math.max(...xs) + (p.edges[0]!.axis === 'h' ? 1 : 0)) / 2) *
                  S,
                y:
                  ((Math.min(...ys) + Math.max(...ys) + (p.edges[0]!.axis === 'v' ? 1 : 0)) / 2) *
                  S,
              };
          const expected: Record<string, string> = {
            'secret-door': 'S',
            'one-way-door': '1',
            'stairs-down': 'D',
            'stairs-up': 'U',
            chute: 'C',
            chimney: 'Ch',
            elevator: 'E',
          };
          expect(t!.text).toBe(expected[p.kind]);
          // Nudged at most a cell off its place, or led back to within a cell of it.
          const at = leaderEnd(g.body) ?? middle(t!);
          expect(Math.hypot(at.x - home.x, at.y - home.y), `${p.id} ${p.kind}`).toBeLessThanOrEqual(
            S,
          );
          seen++;
        }
        // One mark per secret door, one-way door and way up or down of the level.
        const marked = portals.filter(
          (p) =>
            (p.cell && p.kind !== 'trap-door') ||
            ((p.kind === 'secret-door' || p.kind === 'one-way-door') &&
              p.edges.length > 0 &&
              p.edges.every((e) => e.axis === p.edges[0]!.axis)),
        );
        expect(groups(map, 'mark').length).toBe(marked.length);
        for (const g of groups(map, 'trap')) {
          const traps = plan.spaces
            .find((x) => x.id === g.id)!
            .contents.flatMap((c) => (c.kind === 'trap' ? [c.cell] : []));
          const at = leaderEnd(g.body) ?? middle(textsIn(g.body)[0]!);
          const near = traps.some(
            (c) => Math.hypot(at.x - (c.x + 0.5) * S, at.y - (c.y + 0.5) * S) <= S,
          );
          expect(near, `trap T in ${g.id}`).toBe(true);
          seen++;
        }
      }
      expect(seen).toBeGreaterThan(0);
    });
    it(`seed ${seed}, step ${step}: a label on a stair's hatching stands on a white card`, () => {
      let seen = 0;
      for (const level of levelsOf(plan)) {
        const map = mapArea(dmg1MapSvg(result, level, 'sheet'));
        const stairs = plan.spaces
          .filter((x) => x.level === level && x.kind === 'stairs')
          .flatMap((x) => fromSpans(x.spans));
        for (const name of ['mark', 'trap', 'room', 'passage'])
          for (const g of groups(map, name)) {
            const t = textsIn(g.body)[0]!;
            const onStairs = stairs.some(
              (c) =>
                c.x * S < t.x1 && t.x0 < (c.x + 1) * S && c.y * S < t.y1 && t.y0 < (c.y + 1) * S,
            );
            if (!onStairs) continue;
            // The card is white and holds the letters' ink, so no hatch line runs through them.
            const card =
              /^<rect x="(-?[\d.]+)" y="(-?[\d.]+)" width="([\d.]+)" height="([\d.]+)" fill="#ffffff"\/>/.exec(
                g.body,
              );
            expect(card, `${name} ${g.id} "${t.text}"`).not.toBeNull();
            const [x, y, w, h] = card!.slice(1).map(Number) as [number, number, number, number];
            expect(x).toBeLessThanOrEqual(t.x0 + 0.01);
            expect(x + w).toBeGreaterThanOrEqual(t.x1 - 0.01);
            expect(y).toBeLessThanOrEqual(t.y0 + 0.01);
            expect(y + h).toBeGreaterThanOrEqual(t.y1 - 0.01);
            seen++;
          }
      }
      // Each of these crawls keys some stairs with a letter, and a stair's letter stands on it.
      const keyedStairs = levelsOf(plan).flatMap((level) => {
        const letters = passageLetters(plan, level);
        return plan.spaces.filter(
          (x) => x.level === level && x.kind === 'stairs' && letters.has(x.id),
        );
      });
      expect(keyedStairs.length).toBeGreaterThan(0);
      expect(seen).toBeGreaterThanOrEqual(keyedStairs.length);
    });
    it(`seed ${seed}, step ${step}: every label is drawn over the symbols, none under one`, () => {
      for (const level of levelsOf(plan)) {
        const map = mapArea(dmg1MapSvg(result, level, 'sheet'));
        const firstLabel = map.search(/<g data-(mark|trap|room|passage)="/);
        const lastSymbol = Math.max(
          map.lastIndexOf('<g data-portal='),
          map.lastIndexOf('<g data-exit='),
        );
        expect(firstLabel).toBeGreaterThan(lastSymbol);
        // No text before the labels, and nothing but labels after the first.
        expect(map.slice(0, firstLabel)).not.toContain('<text');
        const rest = map
          .slice(firstLabel)
          .replace(/<g data-(mark|trap|room|passage)="[^"]+">.*?<\/g>/g, '');
        // What is left is the start of the map's frame, the last thing drawn on it.
        expect(rest).toMatch(/^<rect [^<>]*$/);
      }
    });
  }
});
