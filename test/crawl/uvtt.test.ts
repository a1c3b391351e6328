/**
 * The virtual-tabletop exports read back as each importer reads them, through the HTTP routes
 * every crawl system gets: Universal VTT (the Universal Battlemap Importer for Foundry, MapTool's
 * Dungeondraft importer, Roll20's UniversalVTTImporter script, Owlbear Rodeo's fog importer) and
 * the Foundry scene; and every wall checked against the pixels of the image it comes with.
 */
import { describe, expect, it } from 'vitest';
import { resolveOptions } from '../../src/core/system';
import { drawnRun } from '../../src/crawl/plan/system';
import { REGISTRY } from '../../src/systems';
import { base64, type Uvtt } from '../../src/crawl/plan/uvtt';
import { createTestApp } from '../helpers/app';
import { pngPixels, type Pixels } from '../helpers/png-pixels';

const app = createTestApp();
const crawls = REGISTRY.crawls.map((s) => s.id);

async function get(url: string): Promise<Response> {
  const r = await app.request(url);
  expect(r.status, `${url}: ${r.status === 200 ? '' : await r.clone().text()}`).toBe(200);
  return r;
}

const bytesOf = (b64: string): Uint8Array => Uint8Array.from(atob(b64), (ch) => ch.charCodeAt(0));

type Pt = { x: number; y: number };
const key = (p: Pt): string => `${p.x},${p.y}`;

/** Two-point wall segments of an export, as every importer splits polylines. */
function segments(u: Uvtt): [Pt, Pt][] {
  return u.line_of_sight.flatMap((l) => l.slice(1).map((b, i): [Pt, Pt] => [l[i]!, b]));
}

/** Whether axis-aligned segments overlap along a stretch (not merely touch). */
function overlaps(a: readonly [Pt, Pt], b: readonly [Pt, Pt]): boolean {
  const [a0, a1] = a;
  const [b0, b1] = b;
  if (a0.y === a1.y && b0.y === b1.y && a0.y === b0.y)
    return (
      Math.min(a0.x, a1.x) < Math.max(b0.x, b1.x) && Math.min(b0.x, b1.x) < Math.max(a0.x, a1.x)
    );
  if (a0.x === a1.x && b0.x === b1.x && a0.x === b0.x)
    return (
      Math.min(a0.y, a1.y) < Math.max(b0.y, b1.y) && Math.min(b0.y, b1.y) < Math.max(a0.y, a1.y)
    );
  return false;
}

/** Ink: the walls' #111111, well below the grid's blue and the floor's white. */
const dark = (c: readonly number[]): boolean => c[0]! < 90 && c[1]! < 90 && c[2]! < 90;
const light = (c: readonly number[]): boolean => c[0]! > 200 && c[1]! > 200 && c[2]! > 200;

/** The share of points along segments (ends left out) that are ink in the image. */
function inkAlong(px: Pixels, segs: readonly (readonly [Pt, Pt])[], ppg: number): number {
  let n = 0;
  let ink = 0;
  for (const [a, b] of segs) {
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    const steps = Math.max(2, Math.round(len * 4));
    for (let i = 1; i < steps; i++) {
      const t = i / steps;
      const x = Math.min(px.width - 1, Math.floor((a.x + (b.x - a.x) * t) * ppg));
      const y = Math.min(px.height - 1, Math.floor((a.y + (b.y - a.y) * t) * ppg));
      n++;
      if (dark(px.at(x, y))) ink++;
    }
  }
  return n === 0 ? 1 : ink / n;
}

interface Case {
  readonly seed: string;
  readonly step: number;
  readonly level: number;
  readonly ppg: number;
  /** System options as query parameters (a non-square sheet). */
  readonly extra: string;
}

// Non-square sheets both ways, the defaults, and a deeper level.
const CASES: readonly Case[] = [
  { seed: 'greyhawk', step: 60, level: 1, ppg: 70, extra: '' },
  { seed: '7', step: 90, level: 1, ppg: 40, extra: '&sheetWidth=24&sheetHeight=36' },
  { seed: '12', step: 120, level: 2, ppg: 30, extra: '&sheetWidth=50&sheetHeight=22' },
];

/** A case's sheet options held to the system's own bounds (the tile crawl counts 40-ft tiles). */
function extraFor(id: string, extra: string): string {
  const sys = REGISTRY.crawls.find((s) => s.id === id)!;
  return extra.replace(/&(\w+)=(\d+)/g, (all, name: string, v: string) => {
    const spec = sys.options.find((o) => o.name === name);
    if (!spec) return ''; // a system without that option (Dungeon Plungin' has no sheet size)
    const max = spec && 'max' in spec && typeof spec.max === 'number' ? spec.max : Infinity;
    return `&${name}=${Math.min(Number(v), max)}`;
  });
}

describe.each(crawls)('%s VTT exports', (id) => {
  // The Map Maker look (Dungeon Plungin') draws walls and doors as coloured tile edges, not ink.
  const inked = REGISTRY.crawls.find((s) => s.id === id)!.mapStyle === undefined;
  describe.each(CASES)('seed $seed step $step level $level at $ppg px', (c) => {
    const q = `seed=${c.seed}&step=${c.step}&level=${Math.min(c.level, REGISTRY.crawls.find((s) => s.id === id)!.maxLevel)}${extraFor(id, c.extra)}`;
    const fetchUvtt = async (view: string, image = 'png'): Promise<Uvtt> =>
      (await (
        await get(`/v1/crawl/${id}/uvtt?${q}&pixelsPerGrid=${c.ppg}&view=${view}&image=${image}`)
      ).json()) as Uvtt;
    const plan = async () => {
      const body = (await (await get(`/v1/crawl/${id}?${q}&geometry=full`)).json()) as {
        sheet: { width: number; height: number; squareCells: number };
        portals: { kind: string; edges: unknown[] }[];
      };
      // A system may fit the drawn sheet to the level (CrawlSystem.fit): the exports use that.
      const sys = REGISTRY.crawls.find((x) => x.id === id)!;
      if (!sys.fit) return body;
      const given = Object.fromEntries(
        [...extraFor(id, c.extra).matchAll(/&(\w+)=(\d+)/g)].map((m) => [m[1]!, Number(m[2])]),
      );
      const run = sys.run(c.seed, resolveOptions(sys.options, given), { step: c.step, path: [] });
      const level = Math.min(c.level, sys.maxLevel);
      return { ...body, sheet: drawnRun(sys, run, level).plan.sheet };
    };

    it.each(['referee', 'player'])('%s: Universal VTT as the importers read it', async (view) => {
      const u = await fetchUvtt(view);
      const p = await plan();
      const size = {
        x: p.sheet.width / p.sheet.squareCells,
        y: p.sheet.height / p.sheet.squareCells,
      };
      const ppg = c.ppg;

      // Shared by all: format 0.3 (MapTool refuses anything but 0.2 and 0.3), origin 0,0,
      // every list present even when empty (MapTool and Roll20 index them without a check).
      expect(u.format).toBe(0.3);
      expect(u.resolution).toEqual({
        map_origin: { x: 0, y: 0 },
        map_size: size,
        pixels_per_grid: ppg,
      });
      for (const k of ['line_of_sight', 'objects_line_of_sight', 'portals', 'lights'] as const)
        expect(Array.isArray(u[k]), k).toBe(true);
      expect(u.environment).toEqual({ baked_lighting: false, ambient_light: 'ffffffff' });

      // The image: PNG magic (the Foundry importer sniffs it), exactly map_size x pixels_per_grid,
      // a non-square sheet included (the Foundry importer's level path sizes its canvas from these).
      const png = bytesOf(u.image);
      expect(new TextDecoder('latin1').decode(png.slice(0, 4))).toBe('\u0089PNG');
      const px = pngPixels(png);
      expect({ w: px.width, h: px.height }).toEqual({ w: size.x * ppg, h: size.y * ppg });
      // Under what importers accept: 144 megapixels, 25 MB of JSON.
      expect(px.width * px.height).toBeLessThanOrEqual(144e6);
      expect(JSON.stringify(u).length).toBeLessThan(25e6);

      // Walls: straight two-point runs, or closed pillar outlines; no vertex nearer than 0.3 grid
      // to the next (the Foundry importer drops those), all inside the map.
      const segs = segments(u);
      for (const line of u.line_of_sight) {
        expect(line.length === 2 || (line.length === 5 && key(line[0]!) === key(line[4]!))).toBe(
          true,
        );
        for (let i = 1; i < line.length; i++)
          expect(
            Math.hypot(line[i]!.x - line[i - 1]!.x, line[i]!.y - line[i - 1]!.y),
          ).toBeGreaterThan(0.3);
      }
      for (const [a, b] of segs) {
        expect(a.x === b.x || a.y === b.y).toBe(true);
        for (const pt of [a, b]) {
          expect(pt.x >= 0 && pt.y >= 0 && pt.x <= size.x && pt.y <= size.y).toBe(true);
        }
      }
      // Merged: no two runs overlap, none ends inside another (every joint a shared endpoint),
      // and two collinear runs meet only where a third wall joins them (no wall per cell).
      const walls = u.line_of_sight
        .filter((l) => l.length === 2)
        .map((l) => [l[0]!, l[1]!] as [Pt, Pt]);
      const ends = new Map<string, number>();
      for (const [a, b] of walls)
        for (const pt of [a, b]) ends.set(key(pt), (ends.get(key(pt)) ?? 0) + 1);
      for (let i = 0; i < walls.length; i++)
        for (let j = i + 1; j < walls.length; j++)
          expect(overlaps(walls[i]!, walls[j]!)).toBe(false);
      for (const [a, b] of walls)
        for (const pt of ends.keys()) {
          const [x, y] = pt.split(',').map(Number) as [number, number];
          const inside =
            (a.y === b.y && y === a.y && x > Math.min(a.x, b.x) && x < Math.max(a.x, b.x)) ||
            (a.x === b.x && x === a.x && y > Math.min(a.y, b.y) && y < Math.max(a.y, b.y));
          expect(inside, `${pt} inside a wall`).toBe(false);
        }
      for (const [pt, n] of ends)
        if (n === 2) {
          const at = walls.filter(([a, b]) => key(a) === pt || key(b) === pt);
          const straight = at.every(([a, b]) => a.y === b.y) || at.every(([a, b]) => a.x === b.x);
          expect(straight, `collinear runs meet at ${pt} with no joint`).toBe(false);
        }

      // Portals: one per door, closed (an open portal is a window to every importer), its
      // position the middle of its bounds (Roll20 draws it about the position), never under
      // a wall (a door under a wall never opens), on a gap the image leaves for a door.
      const bounds = u.portals.map((d) => `${key(d.bounds[0])}-${key(d.bounds[1])}`);
      expect(new Set(bounds).size).toBe(bounds.length);
      for (const d of u.portals) {
        expect(d.closed).toBe(true);
        expect(d.freestanding).toBe(false);
        const [a, b] = d.bounds;
        expect(d.position).toEqual({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
        for (const w of segs)
          expect(overlaps([a, b], w), `door ${bounds.join()} under a wall`).toBe(false);
      }
      const doorKinds = p.portals.filter((x) =>
        ['door', 'one-way-door', 'secret-door'].includes(x.kind),
      );
      const secret = doorKinds.filter((x) => x.kind === 'secret-door').length;
      expect(u.portals.length).toBe(
        view === 'player' ? doorKinds.length - secret : doorKinds.length,
      );

      // Lights: AARRGGBB without '#' (the Foundry importer drops two characters, Roll20 moves the
      // alpha to the end), range in squares, inside the map.
      for (const l of u.lights) {
        expect(l.color).toMatch(/^ff[0-9a-f]{6}$/);
        expect(`#${l.color.substring(2)}`).toMatch(/^#[0-9a-f]{6}$/);
        expect(l.range).toBeGreaterThan(0);
        expect(l.range).toBeLessThan(Math.max(size.x, size.y));
        expect(typeof l.intensity === 'number' && typeof l.shadows === 'boolean').toBe(true);
      }

      // Against the image: every wall is ink along its length (in the player's view nothing is
      // drawn over a wall; the referee's labels and their halos may cross one), every pillar's
      // middle is ink, and every door's middle is the door symbol's white.
      const wallInk = inkAlong(px, walls, ppg);
      // The Map Maker look (Dungeon Plungin') draws walls as coloured tile edges, not ink.
      if (REGISTRY.crawls.find((s) => s.id === id)!.mapStyle !== undefined)
        expect(walls.length).toBeGreaterThan(0);
      else if (view === 'player') expect(wallInk).toBe(1);
      else expect(wallInk).toBeGreaterThan(0.97);
      for (const q of u.line_of_sight.filter((l) => l.length === 5)) {
        const x = Math.floor(((q[0]!.x + q[2]!.x) / 2) * ppg);
        const y = Math.floor(((q[0]!.y + q[2]!.y) / 2) * ppg);
        expect(dark(px.at(x, y)), 'pillar').toBe(true);
      }
      if (view === 'player' && inked)
        for (const d of u.portals)
          expect(
            light(px.at(Math.floor(d.position.x * ppg), Math.floor(d.position.y * ppg))),
            'door',
          ).toBe(true);

      // The image-less variant is the same document with an empty image.
      const bare = await fetchUvtt(view, 'none');
      expect(bare).toEqual({ ...u, image: '' });
    });

    it('player view: secret doors are walls, and the image keeps no referee marks', async () => {
      const referee = await fetchUvtt('referee', 'none');
      const player = await fetchUvtt('player', 'none');
      const playerSegs = segments(player);
      // Each secret door of the referee's export lies along the player's walls, end to end.
      const plain = new Set(player.portals.map((d) => `${key(d.bounds[0])}-${key(d.bounds[1])}`));
      for (const d of referee.portals) {
        if (plain.has(`${key(d.bounds[0])}-${key(d.bounds[1])}`)) continue;
        const [a, b] = d.bounds;
        const covered = playerSegs.some(
          ([s, t]) =>
            (a.y === b.y &&
              s.y === a.y &&
              t.y === a.y &&
              Math.min(s.x, t.x) <= Math.min(a.x, b.x) &&
              Math.max(s.x, t.x) >= Math.max(a.x, b.x)) ||
            (a.x === b.x &&
              s.x === a.x &&
              t.x === a.x &&
              Math.min(s.y, t.y) <= Math.min(a.y, b.y) &&
              Math.max(s.y, t.y) >= Math.max(a.y, b.y)),
        );
        expect(covered, 'secret door is wall to the players').toBe(true);
      }
      for (const mode of ['vtt', 'sheet']) {
        const svg = await (
          await get(`/v1/crawl/${id}/map.svg?${q}&view=player&mode=${mode}`)
        ).text();
        for (const mark of ['data-room', 'data-mark', 'data-exit', 'data-trap', 'data-passage'])
          expect(svg, mark).not.toContain(mark);
        expect(svg).not.toContain('>KEY<');
      }
    });

    it.each(['13', '14'])(
      'Foundry %s scene: walls, door types and states, lights, grid, background',
      async (gen) => {
        const scene = (await (
          await get(`/v1/crawl/${id}/foundry?${q}&pixelsPerGrid=${c.ppg}&foundry=${gen}`)
        ).json()) as {
          width: number;
          height: number;
          padding: number;
          background?: { src: string };
          levels?: { _id: string; background: { src: string } }[];
          grid: { type: number; size: number; distance: number };
          walls: {
            _id: string;
            c: number[];
            door: number;
            ds: number;
            move: number;
            sight: number;
            levels?: string[];
          }[];
          lights: {
            _id: string;
            x: number;
            y: number;
            config: { dim: number; color: string };
            levels?: string[];
          }[];
          flags: { strata: { view: string; image: { file: string; url: string } } };
        };
        const referee = await fetchUvtt('referee', 'none');
        const p = await plan();
        const size = {
          x: p.sheet.width / p.sheet.squareCells,
          y: p.sheet.height / p.sheet.squareCells,
        };
        expect({ w: scene.width, h: scene.height, pad: scene.padding }).toEqual({
          w: size.x * c.ppg,
          h: size.y * c.ppg,
          pad: 0,
        });
        expect(scene.grid).toMatchObject({ type: 1, size: c.ppg });
        // The background by file name, the same name map.png sends the image under.
        const file = scene.flags.strata.image.file;
        if (gen === '13') {
          expect(scene.background).toEqual({ src: file });
          expect(scene.levels).toBeUndefined();
        } else {
          expect(scene.background).toBeUndefined();
          expect(scene.levels).toHaveLength(1);
          expect(scene.levels![0]!.background).toEqual({ src: file });
          for (const d of [...scene.walls, ...scene.lights])
            expect(d.levels).toEqual([scene.levels![0]!._id]);
        }
        const image = await get(scene.flags.strata.image.url);
        expect(image.headers.get('content-disposition')).toBe(`inline; filename="${file}"`);
        const px = pngPixels(new Uint8Array(await image.arrayBuffer()));
        expect({ w: px.width, h: px.height }).toEqual({ w: scene.width, h: scene.height });
        // Ids as Foundry takes them, each once.
        const ids = [...scene.walls, ...scene.lights].map((d) => d._id);
        for (const x of ids) expect(x).toMatch(/^[A-Za-z0-9]{16}$/);
        expect(new Set(ids).size).toBe(ids.length);
        // Doors: every referee door once, secret ones as secret doors (Foundry hides them itself).
        const doors = scene.walls.filter((w) => w.door !== 0);
        const doorKinds = p.portals.filter((x) =>
          ['door', 'one-way-door', 'secret-door'].includes(x.kind),
        );
        expect(doors).toHaveLength(referee.portals.length);
        expect(doors.filter((w) => w.door === 2)).toHaveLength(
          doorKinds.filter((x) => x.kind === 'secret-door').length,
        );
        for (const d of doors) expect([0, 2]).toContain(d.ds);
        // Plain walls: the export's, pixel for pixel, all inside the scene and ink in the image.
        const plain = scene.walls.filter((w) => w.door === 0 && w.move === 20);
        expect(plain.length).toBe(segments(referee).length);
        for (const w of scene.walls)
          for (let i = 0; i < 4; i++) expect(w.c[i]!).toBeGreaterThanOrEqual(0);
        const inScene = plain.map((w): [Pt, Pt] => [
          { x: w.c[0]! / c.ppg, y: w.c[1]! / c.ppg },
          { x: w.c[2]! / c.ppg, y: w.c[3]! / c.ppg },
        ]);
        // Pillar outlines stand round the drawn column, so only the runs are checked for ink.
        const runs = new Set(
          referee.line_of_sight
            .filter((l) => l.length === 2)
            .map((l) => `${key(l[0]!)}-${key(l[1]!)}`),
        );
        const drawn = inScene.filter(([a, b]) => runs.has(`${key(a)}-${key(b)}`));
        expect(drawn.length).toBe(runs.size);
        if (scene.flags.strata.view === 'player' && inked)
          expect(inkAlong(px, drawn, c.ppg)).toBe(1);
        for (const l of scene.lights) {
          expect(l.config.color).toMatch(/^#[0-9a-f]{6}$/);
          expect(l.config.dim).toBeGreaterThan(0);
        }
      },
    );
  });
});

it('base64 matches the standard alphabet and padding', () => {
  const enc = new TextEncoder();
  for (const s of ['', 'f', 'fo', 'foo', 'foob', 'fooba', 'foobar'])
    expect(base64(enc.encode(s))).toBe(btoa(s));
});
