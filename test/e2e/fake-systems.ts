/**
 * Two small stand-in rule systems for the e2e tests, registered as real systems of their kinds
 * (`registryOf([...SYSTEMS, FAKE_HISTORY, FAKE_CRAWL])`): the routes the registry generates serve
 * them — `/v1/dungeon?ruleset=fakehistory` with its chronicle and maps, `/v1/crawl/fakecrawl`
 * with its map, key and UVTT — so adding a system is its engine and a registry line. Each builds
 * a small real model (a side-view World, a top-down Plan) from the project's seeded Rng: cheap,
 * deterministic, and a prefix of the full run when it stops early.
 */
import { InputError } from '../../src/core/errors';
import { createRng } from '../../src/core/rng';
import type { OptionSpec } from '../../src/core/system';
import {
  PlanBuilder,
  rectCells,
  VEC,
  type Cell,
  type Dir,
  type Edge,
  type ExitBase,
  type Space,
} from '../../src/crawl/plan';
import type { CrawlRun, CrawlSystem } from '../../src/crawl/plan/system';
import type { HistoryAge, HistoryRun, HistoryRuleset } from '../../src/hthad/history/ruleset';
import {
  createToken,
  createWorld,
  ellipseAt,
  pt,
  Site,
  type AgeId,
  type Group,
  type HistoryEvent,
  type LayerStamp,
  type PlaceRole,
  type TokenDelta,
} from '../../src/hthad/world';

const VERSION = 'fake-1';

// ---------------------------------------------------------------------------------------------
// The history: a few events a year, caves and halls dug into a real side-view world.

const AGES: readonly HistoryAge[] = [
  { id: 'primordial', title: 'Primordial Age', firstYear: 1 },
  { id: 'civilization', title: 'Age of Civilization', firstYear: 1 },
  { id: 'disaster', title: 'Great Disaster', firstYear: 1 },
  { id: 'monsters', title: 'Age of Monsters', firstYear: 1 },
  { id: 'villainy', title: 'Age of Villainy', firstYear: 1 },
  { id: 'end', title: 'The End', firstYear: null },
];

const HISTORY_OPTIONS = [
  {
    name: 'civilization',
    title: 'Who builds',
    type: 'enum',
    description: 'The civilization that digs in the Age of Civilization.',
    values: ['dwarves', 'elves'],
    default: 'dwarves',
  },
  {
    name: 'advanced',
    title: 'Advanced rules',
    type: 'boolean',
    description: 'Longer ages.',
    default: false,
  },
] as const satisfies readonly OptionSpec[];

const NAMES = ['Khazad', 'Moria', 'Durin', 'Gloin', 'Balin', 'Nar', 'Thror', 'Azan', 'Fundin'];
const HALLS = ['Hall', 'Deep', 'Cave', 'Vault', 'Mine'];
const MONSTERS = ['Goblins', 'A troll', 'Kobolds', 'A basilisk', 'Cave bears', 'A dragon'];

/** The age's (1-based) years and how many events each has. */
function yearsOf(age: AgeId, roll: (lo: number, hi: number) => number, advanced: boolean) {
  if (age === 'end') return 0;
  if (age === 'disaster') return 1;
  return roll(2, advanced ? 5 : 4);
}

export const FAKE_HISTORY: HistoryRuleset<typeof HISTORY_OPTIONS> = {
  id: 'fakehistory',
  kind: 'history',
  title: 'Test history',
  source: 'a stand-in for the e2e tests',
  author: 'Strata',
  sourceFile: 'none',
  version: VERSION,
  ages: AGES,
  maxYear: 6,
  options: HISTORY_OPTIONS,
  run(seed, o, stop): HistoryRun {
    const rng = createRng(`${seed}/fakehistory`);
    const world = createWorld('letter', rng.fork('flavour'));
    const site = new Site(world);
    const events: HistoryEvent[] = [];
    const last = AGES.findIndex((a) => a.id === stop.until);
    const civ: Group = {
      id: `g${world.next.group++}`,
      kind: 'civilization',
      culture: o.civilization === 'elves' ? 'dark-elves' : 'dwarves',
      name: `the ${o.civilization} of ${rng.pick(NAMES)}`,
      alignment: null,
      parent: null,
      home: null,
      zoc: [],
      state: 'active',
      made: { layer: 0, age: 'primordial', year: 1 },
      ended: null,
      end: null,
      traits: [],
    };
    let reached = { age: 'primordial' as AgeId, year: 0 };
    let layer = 0;
    outer: for (const [a, age] of AGES.entries()) {
      if (a > last) break;
      if (a > 0 && age.id !== 'end') layer = site.addLayer(age.id, age.title);
      const years = yearsOf(age.id, (lo, hi) => rng.int(lo, hi), o.advanced);
      reached = { age: age.id, year: 0 };
      for (let year = 1; year <= years; year++) {
        if (a === last && stop.year !== null && year > stop.year) break outer;
        reached = { age: age.id, year };
        const made: LayerStamp = { layer, age: age.id, year };
        for (let i = rng.int(1, 2); i > 0; i--) {
          const name = `${rng.pick(NAMES)} ${rng.pick(HALLS)}`;
          const at = pt(rng.int(3, 25), rng.int(7, 19));
          const built = age.id === 'civilization';
          const role: PlaceRole = built
            ? 'great-hall'
            : age.id === 'villainy'
              ? 'lair'
              : 'natural-cave';
          const place = site.addPlace(
            {
              kind: built ? 'room' : 'cave',
              role,
              name,
              shape: ellipseAt(at, rng.int(8, 14) / 10, rng.int(5, 8) / 10),
              owner: built ? civ.id : null,
            },
            made,
          );
          const tokens: TokenDelta[] = [];
          if (built) {
            if (!world.groups.includes(civ)) {
              world.groups.push(civ);
              civ.home = place.id;
            }
            tokens.push(
              createToken(
                world,
                { kind: 'population', role: 'dwarf', owner: civ.id, place: place.id },
                made,
              ),
            );
          }
          const text =
            age.id === 'primordial'
              ? `A cave opens: ${name}.`
              : built
                ? `The ${o.civilization} dig ${name}.`
                : age.id === 'disaster'
                  ? `The great disaster strikes ${name}.`
                  : age.id === 'monsters'
                    ? `${rng.pick(MONSTERS)} settle in ${name}.`
                    : `The villain schemes in ${name}.`;
          events.push({
            seq: events.length,
            age: age.id,
            year,
            season: null,
            rule: `fake-${age.id}`,
            text,
            actors: built ? [civ.id] : [],
            places: [place.id],
            tokens,
            dice: [],
          });
        }
      }
    }
    return {
      ruleset: 'fakehistory',
      version: VERSION,
      seed,
      until: stop.until,
      year: stop.year,
      reached,
      world,
      events,
    };
  },
};

// ---------------------------------------------------------------------------------------------
// The crawl: square rooms on a 24 x 18 sheet, each step opening one door on the frontier.

const CRAWL_OPTIONS = [
  {
    name: 'rooms',
    title: 'Largest room',
    type: 'integer',
    description: 'Largest room side, in squares.',
    default: 4,
    min: 2,
    max: 6,
  },
] as const satisfies readonly OptionSpec[];

const SHEET = { width: 24, height: 18, cellFeet: 10, squareCells: 1 };
const SIDES: readonly Dir[] = ['n', 'e', 's', 'w'];

/** The wall edge between a room's cell and the cell beyond it in `dir`. */
function edgeOut(c: Cell, dir: Dir): Edge {
  if (dir === 'n') return { axis: 'h', x: c.x, y: c.y };
  if (dir === 's') return { axis: 'h', x: c.x, y: c.y + 1 };
  if (dir === 'w') return { axis: 'v', x: c.x, y: c.y };
  return { axis: 'v', x: c.x + 1, y: c.y };
}

/** A square room of `side` cells beyond `at` (the first cell past a door) heading `dir`. */
function roomBeyond(at: Cell, dir: Dir, side: number): Cell[] {
  const { dx, dy } = VEC[dir];
  const half = Math.floor(side / 2);
  const x0 = dx === 0 ? at.x - half : dx > 0 ? at.x : at.x - side + 1;
  const y0 = dy === 0 ? at.y - half : dy > 0 ? at.y : at.y - side + 1;
  return rectCells(x0, y0, x0 + side - 1, y0 + side - 1);
}

type Run = CrawlRun & { readonly options: { readonly rooms: number } };

export const FAKE_CRAWL: CrawlSystem<typeof CRAWL_OPTIONS, Run> = {
  id: 'fakecrawl',
  kind: 'crawl',
  title: 'Test crawl',
  source: 'a stand-in for the e2e tests',
  author: 'Strata',
  sourceFile: 'none',
  version: VERSION,
  options: CRAWL_OPTIONS,
  stepUnit: { id: 'step', title: 'One door opened' },
  steps: { default: 3, max: 40 },
  maxLevel: 1,
  exitId: 'e\\d{1,4}',
  run(seed, options, stop) {
    const rng = createRng(`${seed}/fakecrawl`);
    const b = new PlanBuilder<ExitBase>(rng, rng.fork('flavour'), SHEET);
    const doors = (room: Space, cells: readonly Cell[], came: Dir | null) => {
      const xs = cells.map((c) => c.x);
      const ys = cells.map((c) => c.y);
      const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
      for (const dir of SIDES) {
        if (dir === came || (b.spaces.length > 1 && !b.chance('door', 1, 2, 'door', 'wall')))
          continue;
        const mx = Math.floor((x0 + x1) / 2);
        const my = Math.floor((y0 + y1) / 2);
        const inside: Cell =
          dir === 'n'
            ? { x: mx, y: y0 }
            : dir === 's'
              ? { x: mx, y: y1 }
              : dir === 'w'
                ? { x: x0, y: my }
                : { x: x1, y: my };
        const beyond = { x: inside.x + VEC[dir].dx, y: inside.y + VEC[dir].dy };
        if (!b.free(1, [beyond])) continue;
        const portal = b.addPortal({
          kind: 'door',
          level: 1,
          from: room.id,
          to: null,
          edges: [edgeOut(inside, dir)],
        });
        b.addExit({
          kind: 'door',
          level: 1,
          from: room.id,
          portal: portal.id,
          cells: [beyond],
          dir,
          toLevel: null,
        });
      }
    };
    const room = (cells: Cell[], side: number, came: Dir | null) => {
      const space = b.addSpace({
        kind: 'room',
        level: 1,
        cells,
        shape: 'square',
        size: `${side * 10} ft x ${side * 10} ft`,
        note: '',
        numbered: true,
      });
      doors(space, cells, came);
      return space;
    };
    b.beginStep(0, 'start', 1);
    const start = room(rectCells(10, 7, 13, 10), 4, null);
    b.startLevel(1, start.id);
    b.endStep();
    let step = 0;
    for (let s = 1; s <= stop.step && b.frontier.length > 0; s++) {
      const wanted = stop.path[s - 1];
      const exit: ExitBase | undefined =
        wanted === undefined ? b.frontier[0] : b.frontier.find((e) => e.id === wanted);
      if (!exit)
        throw new InputError('path', 'not-on-frontier', `exit ${wanted} is not open at step ${s}`);
      b.beginStep(s, exit.id, 1);
      b.removeExit(exit.id);
      const back = ({ n: 's', s: 'n', e: 'w', w: 'e' } as Record<string, Dir>)[exit.dir]!;
      let placed: Space | null = null;
      for (
        let side = b.roll('room side', `1d${options.rooms - 1}`) + 1;
        side >= 2 && !placed;
        side--
      ) {
        const cells = roomBeyond(exit.cells[0]!, exit.dir, side);
        if (b.free(1, cells)) placed = room(cells, side, back);
      }
      const portal = b.portal(exit.portal);
      if (placed && portal) portal.to = placed.id;
      else if (portal) b.dropPortal(portal.id);
      b.note(placed ? `room ${placed.number}` : 'dead end');
      b.endStep();
      step = s;
    }
    if (stop.path.length > step)
      throw new InputError(
        'path',
        'longer-than-run',
        `path chooses ${stop.path.length} exits but only ${step} steps ran`,
      );
    const plan = b.finish({ system: 'fakecrawl', version: VERSION, seed, steps: step });
    return { plan, options, complete: step < stop.step };
  },
  key: (run, level) =>
    run.plan.spaces
      .filter((s) => s.level === level && s.number !== null)
      .map((s) => `${s.number}. Room, ${s.size}.`)
      .join('\n'),
  mapWords: (_run, level) => ({
    title: `Test crawl: level ${level}`,
    keyLines: [],
    labels: new Map(),
  }),
};
