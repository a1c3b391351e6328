/**
 * Two small stand-in rule systems, registered only inside the e2e tests, that answer the v1
 * contract of DESIGN.md section 2 (a history and a crawl, with their map, chronicle, key and
 * UVTT routes) under their own paths, so the viewer's behaviour can be tested end to end before
 * and beside the real engines. They use the real parameter helpers, so their 400s are the
 * service's real problem+json. They are deterministic (the project's seeded Rng) but tiny.
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { seeded } from '../../src/api/lib/cache';
import { boolParam, enumParam, intParam, intParamDefault } from '../../src/api/lib/params';
import { seededQuery } from '../../src/api/lib/seeded-query';
import type { AppEnv, AppOpenAPI } from '../../src/api/lib/types';
import type { PngRenderer } from '../../src/render/png';
import { createRng, type Rng } from '../../src/core/rng';
import { InputError } from '../../src/core/errors';
import type { SystemInfo } from '../../src/core/system';
import { esc } from '../../src/render/svg';

const VERSION = 'fake-1';
const AGES = ['primordial', 'civilization', 'disaster', 'monsters', 'villainy', 'end'] as const;
type Age = (typeof AGES)[number];
const AGE_TITLES: Record<Age, string> = {
  primordial: 'Primordial Age',
  civilization: 'Age of Civilization',
  disaster: 'Great Disaster',
  monsters: 'Age of Monsters',
  villainy: 'Age of Villainy',
  end: 'The End',
};

export const FAKE_HISTORY: SystemInfo = {
  id: 'fakehistory',
  title: 'Test history',
  source: 'a stand-in for the e2e tests',
  author: 'Strata',
  sourceFile: 'none',
  kind: 'history',
  version: VERSION,
  endpoint: '/test/dungeon?ruleset=fakehistory',
  stages: AGES.map((id) => ({ id, title: AGE_TITLES[id] })),
  options: [
    {
      name: 'civilization',
      type: 'enum',
      description: 'Who builds.',
      default: 'dwarves',
      values: ['dwarves', 'elves'],
    },
    { name: 'advanced', type: 'boolean', description: 'Advanced rules.', default: false },
  ],
};

export const FAKE_CRAWL: SystemInfo = {
  id: 'fakecrawl',
  title: 'Test crawl',
  source: 'a stand-in for the e2e tests',
  author: 'Strata',
  sourceFile: 'none',
  kind: 'crawl',
  version: VERSION,
  endpoint: '/test/crawl/fakecrawl',
  stages: [{ id: 'step', title: 'Step' }],
  options: [
    {
      name: 'rooms',
      type: 'integer',
      description: 'Largest room side.',
      default: 4,
      min: 2,
      max: 6,
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// The history: a few events a year, rooms dug into strata.

interface HEvent {
  age: Age;
  year: number;
  text: string;
  room: { x: number; y: number; w: number; name: string; colour: string } | null;
}

const NAMES = ['Khazad', 'Moria', 'Durin', 'Gloin', 'Balin', 'Nar', 'Thror', 'Azan', 'Fundin'];
const MONSTERS = ['goblins', 'a troll', 'kobolds', 'a basilisk', 'cave bears', 'a dragon'];

function historyOf(seed: string, civ: string, advanced: boolean): HEvent[] {
  const rng: Rng = createRng(seed);
  const out: HEvent[] = [];
  for (const age of AGES) {
    const years = age === 'disaster' || age === 'end' ? 1 : rng.int(2, advanced ? 5 : 4);
    for (let year = 1; year <= years; year++) {
      const n = age === 'end' ? 1 : rng.int(1, 2);
      for (let i = 0; i < n; i++) {
        const name = `${rng.pick(NAMES)} ${rng.pick(['Hall', 'Deep', 'Cave', 'Vault', 'Mine'])}`;
        const colour =
          age === 'civilization'
            ? civ === 'elves'
              ? '#222'
              : '#2a5db0'
            : age === 'villainy'
              ? '#b3261e'
              : age === 'monsters'
                ? '#6b4f2a'
                : '#777';
        const room = { x: rng.int(4, 92), y: rng.int(38, 88), w: rng.int(5, 10), name, colour };
        const text =
          age === 'primordial'
            ? `A cave opens: ${name}.`
            : age === 'civilization'
              ? `The ${civ} dig ${name}.`
              : age === 'disaster'
                ? `The great disaster strikes ${name}.`
                : age === 'monsters'
                  ? `${rng.pick(MONSTERS)} settle in ${name}.`.replace(/^./, (c) => c.toUpperCase())
                  : age === 'villainy'
                    ? `The villain schemes in ${name}.`
                    : 'The dungeon awaits its adventurers.';
        out.push({ age, year, text, room: age === 'end' ? null : room });
      }
    }
  }
  return out;
}

function cut(events: HEvent[], until: Age, year: number | undefined): HEvent[] {
  const last = AGES.indexOf(until);
  const inAge = events.filter((e) => e.age === until);
  if (year !== undefined && inAge.length > 0 && year > inAge.at(-1)!.year)
    throw new InputError(
      'year',
      'maximum',
      `year must be at most ${inAge.at(-1)!.year} in ${until}`,
    );
  return events.filter((e) => {
    const a = AGES.indexOf(e.age);
    return a < last || (a === last && (year === undefined || e.year <= year));
  });
}

function historySvg(seed: string, events: HEvent[], until: Age, year: number | undefined): string {
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 750" width="1000" height="750" font-family="DejaVu Sans" data-until="${until}">`,
    '<rect width="1000" height="750" fill="#f6f1e3"/>',
    '<rect width="1000" height="250" fill="#dcebf7"/>',
  ];
  for (let i = 0; i < 5; i++)
    parts.push(
      `<rect y="${250 + i * 100}" width="1000" height="100" fill="${['#d9c9a3', '#cdb98c', '#c2ab7c', '#b59c6c', '#a88d5f'][i]}"/>`,
    );
  parts.push(
    '<path d="M0 250 Q250 230 500 252 T1000 246" stroke="#3d5a2a" stroke-width="4" fill="none"/>',
  );
  for (const e of events) {
    if (!e.room) continue;
    const { x, y, w, name, colour } = e.room;
    parts.push(
      `<g class="room"><ellipse cx="${x * 10}" cy="${y * 7.5}" rx="${w * 5}" ry="${w * 2.5}" fill="#fff8" stroke="${colour}" stroke-width="3"/><text x="${x * 10}" y="${y * 7.5 + 5}" font-size="13" text-anchor="middle" fill="${colour}">${esc(name)}</text></g>`,
    );
  }
  const when = `${AGE_TITLES[until]}${year === undefined ? '' : `, year ${year}`}`;
  parts.push(
    `<g id="title-block"><rect x="640" y="20" width="340" height="70" fill="#fff" stroke="#333"/><text x="655" y="48" font-size="18">seed ${esc(seed)}</text><text x="655" y="75" font-size="16">${esc(when)}</text></g>`,
    '</svg>',
  );
  return parts.join('');
}

// ---------------------------------------------------------------------------------------------
// The crawl: rooms on a 24 x 18 grid, each step opening one frontier exit.

type Dir = 'n' | 'e' | 's' | 'w';
interface Room {
  id: string;
  n: number;
  x: number;
  y: number;
  w: number;
  h: number;
}
interface ExitRec {
  id: string;
  from: string;
  /** The grid square it opens from, as the real plans give it. */
  cells: { x: number; y: number }[];
  dir: Dir;
}
interface CrawlPlan {
  system: string;
  seed: string;
  step: number;
  sheet: { width: number; height: number };
  spaces: Room[];
  frontier: ExitRec[];
  log: { step: number; exit: string; result: string }[];
}
const GW = 24;
const GH = 18;
const STEP: Record<Dir, [number, number]> = { n: [0, -1], e: [1, 0], s: [0, 1], w: [-1, 0] };

function crawlOf(seed: string, steps: number, path: string[], maxSide: number): CrawlPlan {
  const rng = createRng(`${seed}/crawl`);
  const rooms: Room[] = [];
  let frontier: ExitRec[] = [];
  const log: CrawlPlan['log'] = [{ step: 0, exit: 'start', result: 'room 1' }];
  let exitCount = 0;
  const free = (x: number, y: number, w: number, h: number) =>
    x >= 0 &&
    y >= 0 &&
    x + w <= GW &&
    y + h <= GH &&
    rooms.every((r) => x + w <= r.x || r.x + r.w <= x || y + h <= r.y || r.y + r.h <= y);
  const addRoom = (x: number, y: number, w: number, h: number, came: Dir | null) => {
    const room = { id: `r${rooms.length + 1}`, n: rooms.length + 1, x, y, w, h };
    rooms.push(room);
    const sides: Dir[] = (['n', 'e', 's', 'w'] as Dir[]).filter((d) => d !== came);
    for (const dir of sides) {
      if (rooms.length > 1 && !rng.percent(55)) continue;
      const ex = dir === 'e' ? x + w : dir === 'w' ? x - 1 : x + Math.floor(w / 2);
      const ey = dir === 's' ? y + h : dir === 'n' ? y - 1 : y + Math.floor(h / 2);
      if (ex < 0 || ey < 0 || ex >= GW || ey >= GH) continue;
      frontier.push({ id: `e${++exitCount}`, from: room.id, cells: [{ x: ex, y: ey }], dir });
    }
  };
  addRoom(10, 7, 4, 4, null);
  for (let s = 1; s <= steps; s++) {
    if (frontier.length === 0) break;
    const wanted = path[s - 1];
    const exit = wanted === undefined ? frontier[0]! : frontier.find((e) => e.id === wanted);
    if (!exit) throw new InputError('path', 'enum', `exit ${wanted} is not open at step ${s}`);
    frontier = frontier.filter((e) => e !== exit);
    const back: Dir = ({ n: 's', s: 'n', e: 'w', w: 'e' } as const)[exit.dir];
    let placed = false;
    for (let side = rng.int(2, maxSide); side >= 2 && !placed; side--) {
      const [dx, dy] = STEP[exit.dir];
      const at = exit.cells[0]!;
      const x = dx === 0 ? at.x - Math.floor(side / 2) : dx > 0 ? at.x : at.x - side + 1;
      const y = dy === 0 ? at.y - Math.floor(side / 2) : dy > 0 ? at.y : at.y - side + 1;
      if (free(x, y, side, side)) {
        addRoom(x, y, side, side, back);
        placed = true;
      }
    }
    log.push({ step: s, exit: exit.id, result: placed ? `room ${rooms.length}` : 'dead end' });
  }
  const ran = log.length - 1;
  if (path.length > ran)
    throw new InputError(
      'path',
      'max_items',
      `path chooses ${path.length} exits but only ${ran} steps ran`,
    );
  const sheet = { width: GW, height: GH };
  return { system: 'fakecrawl', seed, step: ran, sheet, spaces: rooms, frontier, log };
}

/** The plan drawn top-down; with `marks`, each frontier exit is a `data-exit` group. */
function crawlSvg(plan: CrawlPlan, marks: boolean): string {
  const c = 32;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${GW * c} ${GH * c}" width="${GW * c}" height="${GH * c}" font-family="DejaVu Sans">`,
    `<rect width="${GW * c}" height="${GH * c}" fill="#3b6fb6"/>`,
  ];
  for (let x = 0; x <= GW; x++)
    parts.push(
      `<line x1="${x * c}" y1="0" x2="${x * c}" y2="${GH * c}" stroke="#86a9dc" stroke-width="1"/>`,
    );
  for (let y = 0; y <= GH; y++)
    parts.push(
      `<line x1="0" y1="${y * c}" x2="${GW * c}" y2="${y * c}" stroke="#86a9dc" stroke-width="1"/>`,
    );
  for (const r of plan.spaces)
    parts.push(
      `<g class="space" data-space="${r.id}"><rect x="${r.x * c}" y="${r.y * c}" width="${r.w * c}" height="${r.h * c}" fill="#fff" stroke="#12305c" stroke-width="3"/><text x="${(r.x + r.w / 2) * c}" y="${(r.y + r.h / 2) * c + 7}" font-size="20" text-anchor="middle" fill="#12305c">${r.n}</text></g>`,
    );
  for (const { id, cells } of marks ? plan.frontier : []) {
    const e = { id, ...cells[0]! };
    parts.push(
      `<g data-exit="${e.id}"><rect x="${e.x * c + 4}" y="${e.y * c + 4}" width="${c - 8}" height="${c - 8}" rx="6" fill="#ffd54a" stroke="#7a5b00" stroke-width="2"/><text x="${e.x * c + c / 2}" y="${e.y * c + c / 2 + 4}" font-size="11" text-anchor="middle">${e.id}</text></g>`,
    );
  }
  parts.push('</svg>');
  return parts.join('');
}

// ---------------------------------------------------------------------------------------------
// Routes

const historyQuery = {
  ...seededQuery,
  ruleset: enumParam(['fakehistory'], { description: 'The ruleset.', default: 'fakehistory' }),
  until: enumParam(AGES, { description: 'Stop after this age.', default: 'end' }),
  year: intParam({ min: 1, max: 50, description: 'Stop at this year of the age.' }),
  civilization: enumParam(['dwarves', 'elves'], { description: 'Who builds.', default: 'dwarves' }),
  advanced: boolParam({ description: 'Advanced rules.', default: false }),
};
const crawlQuery = {
  ...seededQuery,
  step: intParam({ min: 0, max: 40, description: 'Steps to replay (default: 3).' }),
  path: z.string().max(400).optional().openapi({ description: 'Exit ids, comma-separated.' }),
  level: intParamDefault({ min: 1, max: 3, default: 1, description: 'Which level.' }),
  rooms: intParamDefault({ min: 2, max: 6, default: 4, description: 'Largest room side.' }),
  marks: boolParam({ description: 'Mark the exits on the map.', default: true }),
};
const widthParam = intParamDefault({ min: 64, max: 2000, default: 800, description: 'Width.' });
const system = z.object({ system: z.enum(['fakecrawl']).openapi({ example: 'fakecrawl' }) });

function route(path: string, query: z.ZodObject, type: string, params?: z.ZodObject) {
  return createRoute({
    method: 'get',
    path,
    tags: ['History'],
    request: { query: query.strict(), ...(params ? { params } : {}) },
    responses: { 200: { description: 'ok', content: { [type]: { schema: z.string() } } } },
  });
}

type Q = { readonly [k: string]: unknown; readonly seed: string };
type Produce = (q: Q, png: PngRenderer) => string | Uint8Array | Promise<string | Uint8Array>;

/** Register the stand-in systems' routes on an app (tests only). */
export function registerFakeSystems(app: AppOpenAPI): void {
  const reply = (path: string, query: z.ZodObject, type: string, produce: Produce) => {
    const params = path.includes('{system}') ? system : undefined;
    app.openapi(route(path, query, type, params), (async (c: Context<AppEnv>) => {
      const q = (c.req as unknown as { valid(t: 'query'): Q }).valid('query');
      return seeded(c, {
        version: VERSION,
        query: q,
        produce: async () => ({ body: await produce(q, c.get('png')), contentType: type }),
      });
    }) as never);
  };

  const h = z.object(historyQuery);
  const run = (q: Q) =>
    cut(
      historyOf(q.seed, q.civilization as string, q.advanced as boolean),
      q.until as Age,
      q.year as number | undefined,
    );
  const svgOf = (q: Q) => historySvg(q.seed, run(q), q.until as Age, q.year as number | undefined);
  reply('/test/dungeon', h, 'application/json; charset=utf-8', (q) =>
    JSON.stringify({ seed: q.seed, until: q.until, year: q.year ?? null, events: run(q) }),
  );
  reply('/test/dungeon/map.svg', h, 'image/svg+xml', svgOf);
  reply('/test/dungeon/map.png', h.extend({ width: widthParam }), 'image/png', (q, png) =>
    png.render(svgOf(q), { width: q.width as number }),
  );
  const formats = enumParam(['text', 'markdown', 'json'], {
    description: 'Format.',
    default: 'text',
  });
  reply(
    '/test/dungeon/chronicle',
    h.extend({ format: formats }),
    'text/plain; charset=utf-8',
    (q) => {
      const events = run(q).map(({ age, year, text }) => ({ age, year, text }));
      const label = (age: Age, year: number) => `${age === 'primordial' ? 'Roll' : 'Year'} ${year}`;
      if (q.format === 'json') {
        // Grouped as the real hthad2008 chronicle is: ages[].years[].lines[].
        const ages = AGES.filter((a) => events.some((e) => e.age === a)).map((age) => {
          const inAge = events.filter((e) => e.age === age);
          const years = [...new Set(inAge.map((e) => e.year))].map((year) => ({
            year,
            label: label(age, year),
            lines: inAge.filter((e) => e.year === year).map((e) => e.text),
          }));
          return { age, title: AGE_TITLES[age], years };
        });
        return JSON.stringify({ title: `The record of ${q.seed}`, ages });
      }
      const line = (e: { age: Age; year: number; text: string }) =>
        `${q.format === 'markdown' ? '- ' : ''}${AGE_TITLES[e.age]}, year ${e.year}: ${e.text}`;
      return events.map(line).join('\n');
    },
  );

  const cq = z.object(crawlQuery);
  const plan = (q: Q) =>
    crawlOf(
      q.seed,
      (q.step as number | undefined) ?? 3,
      String(q.path ?? '')
        .split(',')
        .filter(Boolean),
      q.rooms as number,
    );
  const base = '/test/crawl/{system}';
  reply(base, cq, 'application/json; charset=utf-8', (q) => JSON.stringify(plan(q)));
  reply(`${base}/map.svg`, cq, 'image/svg+xml', (q) => crawlSvg(plan(q), q.marks as boolean));
  reply(`${base}/map.png`, cq.extend({ width: widthParam }), 'image/png', (q, png) =>
    png.render(crawlSvg(plan(q), q.marks as boolean), { width: q.width as number }),
  );
  reply(`${base}/key`, cq, 'text/plain; charset=utf-8', (q) =>
    plan(q)
      .spaces.map((r) => `${r.n}. Room ${r.w * 10} by ${r.h * 10} feet.`)
      .join('\n'),
  );
  reply(`${base}/uvtt`, cq, 'application/json; charset=utf-8', (q) =>
    JSON.stringify({
      format: 0.3,
      resolution: { map_origin: { x: 0, y: 0 }, map_size: { x: GW, y: GH }, pixels_per_grid: 32 },
      line_of_sight: [],
      portals: [],
      lights: [],
      environment: { baked_lighting: true, ambient_light: 'ffffffff' },
      spaces: plan(q).spaces.length,
    }),
  );
}
