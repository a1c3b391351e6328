/**
 * A crawl's open exits, named as the map draws them (room numbers and compass sides), and the
 * share link's `picks`: only the exits a person chose, each with the step that opened it. The
 * explorer's choices between them are read back from the API's own step log, so the link stays
 * short however far the crawl has gone.
 */
import { fetchAs, resourceUrl } from './api';
import { queryString, S } from './state';
import type { Cell, Exit, Ruleset } from './types';

const SIDES: Record<string, string> = {
  n: 'north',
  s: 'south',
  e: 'east',
  w: 'west',
  ne: 'north-east',
  nw: 'north-west',
  se: 'south-east',
  sw: 'south-west',
  up: 'up',
  down: 'down',
};

interface Space {
  readonly id: string;
  readonly number: number | null;
  readonly kind: string;
  readonly level: number | null;
  readonly cells: readonly Cell[];
}

function cellsOf(value: unknown): Cell[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (c): c is Cell =>
      !!c && typeof c === 'object' && typeof c.x === 'number' && typeof c.y === 'number',
  );
}

/**
 * A space's cells, from `cells`, from row spans (`{y, x0, x1}`) or from the compact form's
 * rectangles (`[x0, y0, x1, y1]`): the two end cells of each row.
 */
function spaceCells(o: Record<string, unknown>): Cell[] {
  if (Array.isArray(o.cells)) return cellsOf(o.cells);
  if (Array.isArray(o.rects))
    return o.rects.flatMap((r: unknown) => {
      if (!Array.isArray(r) || !r.every((n) => typeof n === 'number')) return [];
      const [x0, y0, x1, y1] = r as number[];
      const out: Cell[] = [];
      for (let y = y0!; y <= y1!; y++) out.push({ x: x0!, y }, { x: x1!, y });
      return out;
    });
  if (!Array.isArray(o.spans)) return [];
  return o.spans.flatMap((s: unknown) => {
    const r = s as { y?: unknown; x0?: unknown; x1?: unknown };
    return typeof r.y === 'number' && typeof r.x0 === 'number' && typeof r.x1 === 'number'
      ? [
          { x: r.x0, y: r.y },
          { x: r.x1, y: r.y },
        ]
      : [];
  });
}

function spacesOf(plan: unknown): Space[] {
  const list = (plan as { spaces?: unknown })?.spaces;
  if (!Array.isArray(list)) return [];
  return list.flatMap((x): Space[] => {
    if (!x || typeof x !== 'object') return [];
    const o = x as Record<string, unknown>;
    if (typeof o.id !== 'string') return [];
    return [
      {
        id: o.id,
        number: typeof o.number === 'number' ? o.number : null,
        kind: typeof o.kind === 'string' ? o.kind : 'space',
        level: typeof o.level === 'number' ? o.level : null,
        cells: spaceCells(o),
      },
    ];
  });
}

/** The numbered space nearest to some cells on a level (by squares, the nearest corner). */
function nearestNumbered(spaces: Space[], cells: readonly Cell[], level: number | null) {
  let best: Space | null = null;
  let bestD = Infinity;
  for (const s of spaces) {
    if (s.number === null || (level !== null && s.level !== null && s.level !== level)) continue;
    for (const a of s.cells)
      for (const b of cells) {
        const d = Math.abs(a.x - b.x) + Math.abs(a.y - b.y);
        if (d < bestD) {
          bestD = d;
          best = s;
        }
      }
  }
  return best;
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The frontier's exits, each named by its room number and side as the map shows them. */
export function exitsOf(plan: unknown): Exit[] {
  const list = (plan as { frontier?: unknown })?.frontier;
  if (!Array.isArray(list)) return [];
  const spaces = spacesOf(plan);
  const portals = (plan as { portals?: unknown })?.portals;
  const portalKind = new Map<string, string>();
  if (Array.isArray(portals))
    for (const p of portals as { id?: unknown; kind?: unknown }[])
      if (typeof p?.id === 'string' && typeof p.kind === 'string') portalKind.set(p.id, p.kind);
  const exits = list.flatMap((x): Exit[] => {
    if (typeof x === 'string' || typeof x === 'number')
      return [{ id: String(x), label: String(x), cells: [], level: null }];
    if (!x || typeof x !== 'object') return [];
    const o = x as Record<string, unknown>;
    if (typeof o.id !== 'string' && typeof o.id !== 'number') return [];
    const cells = cellsOf(o.cells ?? (o.cell ? [o.cell] : typeof o.x === 'number' ? [o] : []));
    const level = typeof o.level === 'number' ? o.level : null;
    const from = spaces.find((s) => s.id === o.from);
    const side = typeof o.dir === 'string' ? (SIDES[o.dir] ?? o.dir) : null;
    const through =
      (typeof o.portal === 'string' ? portalKind.get(o.portal) : undefined) ??
      (typeof o.kind === 'string' && o.kind.includes('door') ? 'door' : null);
    const what = words(through ?? (typeof o.kind === 'string' ? o.kind : 'exit'));
    let label: string;
    if (from?.number !== null && from?.number !== undefined)
      label = `Room ${from.number}: ${side ? `${side} ` : ''}${what.replace(/^room /, '')}`;
    else {
      const near = nearestNumbered(spaces, cells.length ? cells : (from?.cells ?? []), level);
      const place = from ? words(from.kind) : 'passage';
      label = `${capital(place)}${side ? ` going ${side}` : ''}${near ? `, near room ${near.number ?? ''}` : ''}`;
      if (through && through !== 'opening' && !/passage/.test(through))
        label += ` (${words(through)})`;
    }
    if (!from && !side) label = String(o.id);
    return [{ id: String(o.id), label, cells, level }];
  });
  // Two exits named alike (two west doors of room 5) are told apart by their order on the map.
  const seen = new Map<string, number>();
  for (const e of exits) seen.set(e.label, (seen.get(e.label) ?? 0) + 1);
  const nth = new Map<string, number>();
  const named = exits.map((e) => {
    if ((seen.get(e.label) ?? 0) < 2) return e;
    const n = (nth.get(e.label) ?? 0) + 1;
    nth.set(e.label, n);
    return { ...e, label: `${e.label} ${n}` };
  });
  const levels = new Set(named.map((e) => e.level));
  if (levels.size < 2) return named;
  return named.map((e) => ({ ...e, label: `${e.label} (level ${e.level ?? '?'})` }));
}

function words(name: string): string {
  return name.replace(/[-_]/g, ' ').toLowerCase();
}

/** The exit each replayed step opened (step 1 first), from the plan's step log, when it says. */
export function resolvedOf(plan: unknown): string[] | null {
  const log = (plan as { log?: unknown })?.log;
  if (!Array.isArray(log)) return null;
  const records = log.filter((r): r is Record<string, unknown> => !!r && typeof r === 'object');
  // A log that numbers its steps may record what came before step 1 (the start) too.
  const numbered = records.every((r) => typeof r.step === 'number');
  const steps = numbered
    ? records
        .filter((r) => (r.step as number) >= 1)
        .sort((a, b) => (a.step as number) - (b.step as number))
    : records;
  const ids = steps.map((o) => {
    const exit = o.exit ?? o.opened ?? o.exitId;
    const id = exit && typeof exit === 'object' ? (exit as { id?: unknown }).id : exit;
    return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
  });
  return ids.every((id) => id !== null) ? (ids as string[]) : null;
}

export interface Pick {
  readonly step: number;
  readonly id: string;
}

/**
 * `picks=61:e66,63:e70` → the chosen exits in step order (malformed words are dropped; of two
 * picks for one step, the later in the address stands).
 */
export function picksOf(q: URLSearchParams): Pick[] {
  const byStep = new Map<number, string>();
  for (const w of (q.get('picks') ?? '').split(',')) {
    const m = /^(\d+):(.+)$/.exec(w);
    if (m?.[1] && m[2]) byStep.set(Number(m[1]), m[2]);
  }
  return [...byStep].map(([step, id]) => ({ step, id })).sort((a, b) => a.step - b.step);
}

export function writePicks(q: URLSearchParams, picks: readonly Pick[]): void {
  if (picks.length) q.set('picks', picks.map((p) => `${p.step}:${p.id}`).join(','));
  else q.delete('picks');
}

export function pathOf(q: URLSearchParams): string[] {
  return (q.get('path') ?? '').split(',').filter((s) => s !== '');
}

const expanded = new Map<string, string[] | null>();

/** Forget the explorer's choices read so far (the document they were read with changed). */
export function forgetExpanded(): void {
  expanded.clear();
}

/**
 * The API's `path` for the address: an explicit `path` as it is, else the picks filled in with
 * the explorer's own choices before each (read from the step log of the plan at the pick's
 * step, which also says what the explorer would have opened there). Null when the API cannot
 * say what the explorer chose.
 */
export async function apiPath(sys: Ruleset, q: URLSearchParams): Promise<string[] | null> {
  return (await expandPicks(sys, q)).path;
}

/**
 * The path, and the picks the replay would make anyway (the explorer opens the same exit at
 * that step): a share link can drop them and name the same dungeon.
 */
export async function expandPicks(
  sys: Ruleset,
  q: URLSearchParams,
): Promise<{ path: string[] | null; redundant: Pick[] }> {
  if (q.has('path')) return { path: pathOf(q), redundant: [] };
  let full: string[] = [];
  const redundant: Pick[] = [];
  for (const pick of picksOf(q)) {
    const before = pick.step - 1;
    const asked = resourceUrl(sys, q, '', {
      step: String(pick.step),
      path: full.length ? full.slice(0, before).join(',') : null,
    });
    if (!asked) return { path: null, redundant };
    // The whole crawl's log, whichever level is on screen (that level may not exist yet).
    const u = new URL(asked, location.origin);
    u.searchParams.delete('level');
    const url = `${u.pathname}?${queryString(u.searchParams)}`;
    let got = expanded.get(url);
    if (got === undefined) {
      const plan = await fetchAs<unknown>(url, 'json');
      got = plan.ok ? resolvedOf(plan.body) : null;
      if (plan.ok || plan.status === 400) expanded.set(url, got);
    }
    if (!got || got.length < before) return { path: null, redundant };
    if (got[before] === pick.id) redundant.push(pick);
    full = [...got.slice(0, before), pick.id];
  }
  return { path: full, redundant };
}

/** Whether an answer is still wanted. */
export function current(gen: number): boolean {
  return gen === S.generation;
}
