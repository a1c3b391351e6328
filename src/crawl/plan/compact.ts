/**
 * The compact form of a crawl plan's JSON (`geometry=compact`, the default): a space's row spans
 * merged into rectangles, a wall portal's edges into straight runs, a portal's state without the
 * door flags that are false, and the step log's rolls as `[table, die, roll, result]` with empty
 * `fallbacks` and `summary` left out. `expandGeometry` turns it back into the full form
 * (`geometry=full`), span for span, edge for edge and roll for roll. A body format only: the
 * engine and every other output are unchanged.
 */
import type { Edge, Portal, PortalState, Space, Span, StepRecord, TableRoll } from './types';

/** Which geometry a plan body carries. */
export const GEOMETRIES = ['full', 'compact'] as const;
export type Geometry = (typeof GEOMETRIES)[number];

/** Cells x0..x1 of rows y0..y1 (all included). */
export type Rect = readonly [x0: number, y0: number, x1: number, y1: number];
/** `n` unit edges along `axis` from grid point (x, y): `h` eastward, `v` southward. */
export type EdgeRun = readonly [axis: 'h' | 'v', x: number, y: number, n: number];

/** The door flags a compact state leaves out when false. */
const FLAGS = [
  'closed',
  'secret',
  'oneWay',
  'closesEgress',
  'stuck',
  'locked',
  'barred',
  'trapped',
] as const;

export type CompactState = Partial<PortalState>;
export type CompactSpace = Omit<Space, 'spans'> & { readonly rects: readonly Rect[] };
export type CompactPortal = Omit<Portal, 'edges' | 'state'> & {
  readonly edges: readonly EdgeRun[];
  readonly state: CompactState;
};

/** Spans as rectangles: a span joins the rectangle ending on the row above with the same x0..x1. */
export function spansToRects(spans: readonly Span[]): Rect[] {
  const out: [number, number, number, number][] = [];
  /** Open rectangles by `x0,x1`, with the row they end on. */
  const open = new Map<number, number>();
  for (const s of spans) {
    const key = s.x0 * 65536 + s.x1;
    const at = open.get(key);
    const r = at === undefined ? undefined : out[at];
    if (r && r[3] === s.y - 1) r[3] = s.y;
    else {
      open.set(key, out.length);
      out.push([s.x0, s.y, s.x1, s.y]);
    }
  }
  return out;
}

/** Rectangles back to row spans, sorted by row then x0 (the full form's order). */
export function rectsToSpans(rects: readonly Rect[]): Span[] {
  const out: Span[] = [];
  for (const [x0, y0, x1, y1] of rects) for (let y = y0; y <= y1; y++) out.push({ y, x0, x1 });
  return out.sort((a, b) => a.y - b.y || a.x0 - b.x0);
}

/** Edges as runs: an edge continuing the last run (same axis, next along it) lengthens it. */
export function edgesToRuns(edges: readonly Edge[]): EdgeRun[] {
  const out: ['h' | 'v', number, number, number][] = [];
  for (const e of edges) {
    const r = out[out.length - 1];
    const next =
      r !== undefined &&
      r[0] === e.axis &&
      (e.axis === 'h' ? r[2] === e.y && r[1] + r[3] === e.x : r[1] === e.x && r[2] + r[3] === e.y);
    if (next) r[3]++;
    else out.push([e.axis, e.x, e.y, 1]);
  }
  return out;
}

/** Runs back to unit edges, in order along each run. */
export function runsToEdges(runs: readonly EdgeRun[]): Edge[] {
  const out: Edge[] = [];
  for (const [axis, x, y, n] of runs)
    for (let i = 0; i < n; i++)
      out.push(axis === 'h' ? { axis, x: x + i, y } : { axis, x, y: y + i });
  return out;
}

const IS_FLAG: ReadonlySet<string> = new Set(FLAGS);

function compactState(s: PortalState): CompactState {
  const out: Record<string, unknown> = {};
  for (const k in s) {
    const v = s[k as keyof PortalState];
    if (v !== false || !IS_FLAG.has(k)) out[k] = v;
  }
  return out as CompactState;
}

function fullState(s: CompactState): PortalState {
  const out: Record<string, unknown> = {};
  for (const f of FLAGS) out[f] = s[f] ?? false;
  for (const [k, v] of Object.entries(s)) if (!IS_FLAG.has(k)) out[k] = v;
  return out as unknown as PortalState;
}

/** A roll as `[table, die, roll, result]`. */
export type CompactRoll = readonly [table: string, die: string, roll: number, result: string];
export type CompactStep = Omit<StepRecord, 'rolls' | 'fallbacks' | 'summary'> & {
  readonly rolls: readonly CompactRoll[];
  /** Left out when empty. */
  readonly fallbacks?: readonly string[];
  /** Left out when empty. */
  readonly summary?: string;
};

/** A step record with its rolls as lists and its empty fallbacks and summary left out. */
export function compactStep(r: StepRecord): CompactStep {
  const { rolls, fallbacks, summary, ...rest } = r;
  return {
    ...rest,
    rolls: rolls.map((x): CompactRoll => [x.table, x.die, x.roll, x.result]),
    ...(fallbacks.length ? { fallbacks } : {}),
    ...(summary ? { summary } : {}),
  };
}

/** A compact step record back to the full form. */
export function fullStep(r: CompactStep): StepRecord {
  const { rolls, fallbacks, summary, ...rest } = r;
  return {
    ...rest,
    rolls: rolls.map(([table, die, roll, result]): TableRoll => ({ table, die, roll, result })),
    fallbacks: fallbacks ?? [],
    summary: summary ?? '',
  };
}

/** A plan body (as `crawlJson` answers it) in compact form; other keys unchanged. */
export function compactGeometry(body: Record<string, unknown>): Record<string, unknown> {
  const spaces = (body.spaces as readonly Space[]).map(({ spans, ...rest }): CompactSpace => ({
    ...rest,
    rects: spansToRects(spans),
  }));
  const portals = (body.portals as readonly Portal[]).map(
    ({ edges, state, ...rest }): CompactPortal => ({
      ...rest,
      edges: edgesToRuns(edges),
      state: compactState(state),
    }),
  );
  const log = (body.log as readonly StepRecord[]).map(compactStep);
  return { ...body, spaces, portals, log };
}

/** A compact plan body back to the full form (the decoder README describes). */
export function expandGeometry(body: Record<string, unknown>): Record<string, unknown> {
  const spaces = (body.spaces as readonly CompactSpace[]).map(({ rects, ...rest }) => ({
    ...rest,
    spans: rectsToSpans(rects),
  }));
  const portals = (body.portals as readonly CompactPortal[]).map(({ edges, state, ...rest }) => ({
    ...rest,
    edges: runsToEdges(edges),
    state: fullState(state),
  }));
  const log = (body.log as readonly CompactStep[]).map(fullStep);
  return { ...body, spaces, portals, log };
}
