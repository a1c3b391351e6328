/**
 * A plan under construction: occupancy per level, id counters, the frontier, and the record of
 * the current step. Crawl systems mutate it through these methods only, so ids, logs and the
 * occupancy stay consistent.
 */
import type { Ranged, Rng } from '../../core/rng';
import { cellKey, edgeKey, toSpans } from './geometry';
import type {
  Cell,
  Content,
  Edge,
  ExitBase,
  ExitDraft,
  Feature,
  LevelInfo,
  Plan,
  Portal,
  PortalKind,
  PortalState,
  Sheet,
  Space,
  SpaceKind,
  SpaceShape,
  StepRecord,
  TableRoll,
} from './types';

/** A table row the log can name. */
export interface NamedRow extends Ranged {
  readonly kind: string;
}

const PLAIN = { stuck: false, locked: false, barred: false, trapped: false } as const;
const CLOSED_DOOR: PortalState = {
  closed: true,
  secret: false,
  oneWay: false,
  closesEgress: false,
  ...PLAIN,
};
const OPEN: PortalState = {
  closed: false,
  secret: false,
  oneWay: false,
  closesEgress: false,
  ...PLAIN,
};

/** Default state for each portal kind. */
export const PORTAL_STATE: Readonly<Record<PortalKind, PortalState>> = {
  opening: OPEN,
  door: CLOSED_DOOR,
  'double-door': CLOSED_DOOR,
  'great-door': CLOSED_DOOR,
  portcullis: CLOSED_DOOR,
  'secret-door': { ...CLOSED_DOOR, secret: true },
  'one-way-door': { ...CLOSED_DOOR, oneWay: true },
  'illusory-wall': { ...OPEN, secret: true },
  'stairs-down': OPEN,
  'stairs-up': OPEN,
  chute: { ...OPEN, oneWay: true },
  'trap-door': { ...CLOSED_DOOR, oneWay: true },
  chimney: OPEN,
  elevator: { ...CLOSED_DOOR, oneWay: true },
};

/** A portal state with its keys in the fixed order; the optional ones only when set. */
function portalState(s: PortalState): PortalState {
  const out: { -readonly [K in keyof PortalState]: PortalState[K] } = {
    closed: s.closed,
    secret: s.secret,
    oneWay: s.oneWay,
    closesEgress: s.closesEgress,
    stuck: s.stuck,
    locked: s.locked,
    barred: s.barred,
    trapped: s.trapped,
  };
  if (s.quality !== undefined) out.quality = s.quality;
  if (s.keyhole !== undefined) out.keyhole = s.keyhole;
  return out;
}

/**
 * An edge's key in the builder's set of edges carrying portals: a number for the usual edge (no
 * string to build and hash), its `edgeKey` otherwise; one edge always gets the same key, two
 * edges never share one.
 */
function usedKey(e: Edge): number | string {
  const { x, y } = e;
  if ((e.axis === 'h' || e.axis === 'v') && Number.isInteger(x) && Number.isInteger(y))
    if (x > -32768 && x < 32768 && y > -32768 && y < 32768)
      return ((e.axis === 'h' ? 65536 : 0) + y + 32768) * 65536 + x + 32768;
  return edgeKey(e);
}

const hasOwn = (o: object, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);

/**
 * `portalState({ ...base, ...given })` without the merged object: a key the caller gave (even as
 * undefined) wins, as in the spread.
 */
function mergedState(base: PortalState, given: Partial<PortalState> | undefined): PortalState {
  if (given === undefined) return portalState(base);
  const g = given as Record<string, unknown>;
  const b = base as unknown as Record<string, unknown>;
  const pick = (k: keyof PortalState): never => (hasOwn(g, k) ? g[k] : b[k]) as never;
  const out: { -readonly [K in keyof PortalState]: PortalState[K] } = {
    closed: pick('closed'),
    secret: pick('secret'),
    oneWay: pick('oneWay'),
    closesEgress: pick('closesEgress'),
    stuck: pick('stuck'),
    locked: pick('locked'),
    barred: pick('barred'),
    trapped: pick('trapped'),
  };
  const quality: PortalState['quality'] = pick('quality');
  const keyhole: PortalState['keyhole'] = pick('keyhole');
  if (quality !== undefined) out.quality = quality;
  if (keyhole !== undefined) out.keyhole = keyhole;
  return out;
}

/**
 * Makes a system's exit from its draft, the id and the step, with the keys in that system's fixed
 * order whatever order the caller wrote them in (the order is part of the JSON).
 */
export type ExitMaker<E extends ExitBase> = (draft: ExitDraft<E>, id: string, step: number) => E;

/** Without a maker: the id, the draft's keys as written, then the step. */
function plainExit<E extends ExitBase>(draft: ExitDraft<E>, id: string, step: number): E {
  return { id, ...draft, step } as unknown as E;
}

/**
 * What `checkpoint` saved: enough to take back everything laid out since, while the dice drawn
 * since stay drawn (and logged).
 */
export interface Checkpoint {
  readonly spaces: number;
  /** Each standing portal's destination, in the order of `portals`. */
  readonly portalTo: readonly (string | null)[];
  /** Length of the builder's journal of dropped portals. */
  readonly dropped: number;
  readonly frontier: readonly ExitBase[];
  readonly levels: number;
  readonly counters: { s: number; p: number; e: number };
  readonly numbers: ReadonlyMap<number, number>;
  /** Length of the builder's record of features and contents added. */
  readonly added: number;
  readonly draft: {
    spaces: string[];
    portals: string[];
    exits: string[];
    fallbacks: number;
    summary: number;
  };
}

interface StepDraft {
  step: number;
  exit: string;
  level: number;
  rolls: TableRoll[];
  spaces: string[];
  portals: string[];
  exits: string[];
  fallbacks: string[];
  summary: string[];
}

/**
 * `E` is the system's exit type. It defaults to `never` so a builder made without a maker (as
 * table tests do) fits any system's context; such a builder keeps exits as their drafts say.
 */
export class PlanBuilder<E extends ExitBase = never> {
  readonly spaces: Space[] = [];
  readonly portals: Portal[] = [];
  frontier: E[] = [];
  readonly log: StepRecord[] = [];
  readonly levels: LevelInfo[] = [];
  /** Per level, one entry per cell: 0 for rock, else the index in `spaces` plus one. */
  private readonly occ = new Map<number, Int32Array>();
  private readonly byId = new Map<string, Space>();
  private readonly portalsById = new Map<string, Portal>();
  private readonly used = new Map<number, Set<number | string>>();
  private readonly numbers = new Map<number, number>();
  private counters = { s: 0, p: 0, e: 0 };
  /** The list each feature or content went into, in order (for `rollback`). */
  private readonly added: unknown[][] = [];
  /** Each dropped portal with its index in `portals` when dropped, in order (for `rollback`). */
  private readonly dropped: { portal: Portal; index: number }[] = [];
  private draft: StepDraft;
  private readonly exits: { make(draft: ExitDraft<E>, id: string, step: number): E };

  constructor(
    readonly rng: Rng,
    readonly flavour: Rng,
    readonly sheet: Sheet,
    makeExit: ExitMaker<E> = plainExit,
  ) {
    // Held as a method, so a builder of a system's exits passes where any builder is asked for.
    this.exits = { make: makeExit };
    this.draft = this.blankDraft(0, '', 1);
  }

  private blankDraft(step: number, exit: string, level: number): StepDraft {
    return {
      step,
      exit,
      level,
      rolls: [],
      spaces: [],
      portals: [],
      exits: [],
      fallbacks: [],
      summary: [],
    };
  }

  /** The step being built (0 while a level's start is laid out). */
  get step(): number {
    return this.draft.step;
  }

  beginStep(step: number, exit: string, level: number): void {
    this.draft = this.blankDraft(step, exit, level);
  }

  endStep(): StepRecord {
    const d = this.draft;
    const rec: StepRecord = {
      step: d.step,
      exit: d.exit,
      level: d.level,
      rolls: d.rolls,
      spaces: d.spaces,
      portals: d.portals,
      exits: d.exits,
      fallbacks: d.fallbacks,
      summary: d.summary.join('; '),
    };
    this.log.push(rec);
    return rec;
  }

  /** Roll on a ranged table and log it. */
  table<T extends NamedRow>(table: string, die: string, rows: readonly T[]): T {
    const { row, roll } = this.rng.table(die, rows);
    this.draft.rolls.push({ table, die, roll, result: row.kind });
    return row;
  }

  /** Roll a plain die expression and log it. */
  roll(table: string, die: string, result?: (n: number) => string): number {
    const n = this.rng.roll(die);
    this.draft.rolls.push({ table, die, roll: n, result: result ? result(n) : String(n) });
    return n;
  }

  /** A yes/no chance "n in sides", logged. */
  chance(table: string, n: number, sides: number, yes: string, no: string): boolean {
    const r = this.rng.d(sides);
    const hit = r <= n;
    this.draft.rolls.push({ table, die: `d${sides}`, roll: r, result: hit ? yes : no });
    return hit;
  }

  note(text: string): void {
    this.draft.summary.push(text);
  }

  fallback(text: string): void {
    this.draft.fallbacks.push(text);
  }

  /** How many fallbacks the step has logged so far (a mark for `fallbacksSince`). */
  get fallbacksSoFar(): number {
    return this.draft.fallbacks.length;
  }

  /** The fallbacks the step logged after the mark. */
  fallbacksSince(mark: number): string[] {
    return this.draft.fallbacks.slice(mark);
  }

  /** The space occupying a cell, if any. */
  at(level: number, c: Cell): string | undefined {
    if (!this.inSheet(c)) return undefined;
    const v = this.occ.get(level)?.[c.y * this.sheet.width + c.x] ?? 0;
    return v === 0 ? undefined : this.spaces[v - 1]!.id;
  }

  /**
   * The occupancy of a level, one entry per cell row by row (0 for rock, else a space's index
   * plus one), or undefined before anything is mapped there. For fast read-only scans (fitting a
   * room tries hundreds of placements); never write to it.
   */
  occupancy(level: number): Readonly<Int32Array> | undefined {
    return this.occ.get(level);
  }

  private grid(level: number): Int32Array {
    let g = this.occ.get(level);
    if (!g) {
      g = new Int32Array(this.sheet.width * this.sheet.height);
      this.occ.set(level, g);
    }
    return g;
  }

  inSheet(c: Cell): boolean {
    return c.x >= 0 && c.y >= 0 && c.x < this.sheet.width && c.y < this.sheet.height;
  }

  /** True when every cell is on the sheet and unmapped. */
  free(level: number, cells: readonly Cell[]): boolean {
    const occ = this.occ.get(level);
    for (const c of cells) {
      if (!this.inSheet(c)) return false;
      if (occ && occ[c.y * this.sheet.width + c.x] !== 0) return false;
    }
    return true;
  }

  space(id: string): Space {
    const s = this.byId.get(id);
    if (!s) throw new Error(`no space ${id}`);
    return s;
  }

  addSpace(args: {
    kind: SpaceKind;
    level: number;
    cells: readonly Cell[];
    shape: SpaceShape;
    size: string;
    note: string;
    numbered: boolean;
  }): Space {
    const occ = this.grid(args.level);
    const id = `s${++this.counters.s}`;
    const mark = this.spaces.length + 1;
    for (const c of args.cells) {
      const k = cellKey(c.x, c.y);
      if (!this.inSheet(c)) throw new Error(`space ${id} leaves the sheet at ${k}`);
      const i = c.y * this.sheet.width + c.x;
      if (occ[i] === mark) continue;
      if (occ[i] !== 0)
        throw new Error(`space ${id} overlaps ${this.spaces[occ[i]! - 1]!.id} at ${k}`);
      occ[i] = mark;
    }
    let number: number | null = null;
    if (args.numbered) {
      number = (this.numbers.get(args.level) ?? 0) + 1;
      this.numbers.set(args.level, number);
    }
    const space: Space = {
      id,
      kind: args.kind,
      level: args.level,
      number,
      shape: args.shape,
      size: args.size,
      spans: toSpans(args.cells),
      features: [],
      contents: [],
      step: this.draft.step,
      note: args.note,
    };
    this.spaces.push(space);
    this.byId.set(id, space);
    this.draft.spaces.push(id);
    return space;
  }

  /** True when none of the edges already carries a portal. */
  edgesFree(level: number, edges: readonly Edge[]): boolean {
    const used = this.used.get(level);
    return !edges.some((e) => used?.has(usedKey(e)));
  }

  /** The portal with this id, if it stands (a dropped portal is gone). */
  portal(id: string | null): Portal | undefined {
    return id === null ? undefined : this.portalsById.get(id);
  }

  addPortal(args: {
    kind: PortalKind;
    level: number;
    from: string;
    to: string | null;
    edges?: readonly Edge[];
    cell?: Cell | null;
    toLevel?: number | null;
    state?: Partial<PortalState>;
    note?: string;
  }): Portal {
    const id = `p${++this.counters.p}`;
    const edges = args.edges ?? [];
    let used = this.used.get(args.level);
    if (!used) {
      used = new Set();
      this.used.set(args.level, used);
    }
    for (const e of edges) used.add(usedKey(e));
    const portal: Portal = {
      id,
      kind: args.kind,
      level: args.level,
      from: args.from,
      to: args.to,
      edges,
      cell: args.cell ?? null,
      toLevel: args.toLevel ?? null,
      state: mergedState(PORTAL_STATE[args.kind], args.state),
      note: args.note ?? '',
    };
    this.portals.push(portal);
    this.portalsById.set(id, portal);
    this.draft.portals.push(id);
    return portal;
  }

  /** Take away a portal that leads nowhere (its edges become wall again). */
  dropPortal(id: string): void {
    const i = this.portals.findIndex((p) => p.id === id);
    if (i < 0) return;
    const p = this.portals[i]!;
    const used = this.used.get(p.level);
    for (const e of p.edges) used?.delete(usedKey(e));
    this.portals.splice(i, 1);
    this.dropped.push({ portal: p, index: i });
    this.portalsById.delete(id);
    this.draft.portals = this.draft.portals.filter((x) => x !== id);
  }

  addExit(draft: ExitDraft<E>): E {
    const exit = this.exits.make(draft, `e${++this.counters.e}`, this.draft.step);
    this.frontier.push(exit);
    this.draft.exits.push(exit.id);
    return exit;
  }

  /** Take an exit off the frontier. */
  removeExit(id: string): void {
    this.frontier = this.frontier.filter((e) => e.id !== id);
  }

  addContent(space: Space, content: Content): void {
    space.contents.push(content);
    this.added.push(space.contents);
  }

  addFeature(space: Space, feature: Feature): void {
    space.features.push(feature);
    this.added.push(space.features);
  }

  levelStarted(level: number): boolean {
    return this.levels.some((l) => l.level === level);
  }

  startLevel(level: number, start: string): void {
    this.levels.push({ level, start, step: this.draft.step });
  }

  /**
   * Save the plan's state, so a layout that does not fit can be taken back and rolled again
   * (`rollback`). Portals' destinations and the features and contents of standing spaces are
   * saved too; anything else a system changes by hand is its own to restore.
   */
  checkpoint(): Checkpoint {
    const d = this.draft;
    return {
      spaces: this.spaces.length,
      portalTo: this.portals.map((p) => p.to),
      dropped: this.dropped.length,
      frontier: [...this.frontier],
      levels: this.levels.length,
      counters: { ...this.counters },
      numbers: new Map(this.numbers),
      added: this.added.length,
      draft: {
        spaces: [...d.spaces],
        portals: [...d.portals],
        exits: [...d.exits],
        fallbacks: d.fallbacks.length,
        summary: d.summary.length,
      },
    };
  }

  /**
   * Take back everything laid out since `cp` (spaces, portals, exits, levels, notes and
   * fallbacks); the rolls stay in the step's log, since the dice were rolled.
   */
  rollback(cp: Checkpoint): void {
    for (let i = this.spaces.length - 1; i >= cp.spaces; i--) {
      const s = this.spaces[i]!;
      const occ = this.occ.get(s.level);
      if (occ)
        for (const r of s.spans)
          for (let x = r.x0; x <= r.x1; x++) occ[r.y * this.sheet.width + x] = 0;
      this.byId.delete(s.id);
    }
    this.spaces.length = cp.spaces;
    // Features and contents came in order, so they go out in reverse order.
    for (let i = this.added.length - 1; i >= cp.added; i--) this.added[i]!.pop();
    this.added.length = cp.added;
    // Portals keep the order of their ids (laid ones go last; dropping one keeps the order), so
    // the ones laid since are the tail: their walls are freed.
    for (let p = this.portals.at(-1); p && Number(p.id.slice(1)) > cp.counters.p;) {
      this.portals.pop();
      this.portalsById.delete(p.id);
      const used = this.used.get(p.level);
      for (const e of p.edges) used?.delete(usedKey(e));
      p = this.portals.at(-1);
    }
    // The portals dropped since that stood then go back, latest first, to where they stood.
    for (let i = this.dropped.length - 1; i >= cp.dropped; i--) {
      const { portal: p, index } = this.dropped[i]!;
      if (Number(p.id.slice(1)) > cp.counters.p) continue;
      this.portals.splice(index, 0, p);
      this.portalsById.set(p.id, p);
      let used = this.used.get(p.level);
      if (!used) {
        used = new Set();
        this.used.set(p.level, used);
      }
      for (const e of p.edges) used.add(usedKey(e));
    }
    this.dropped.length = cp.dropped;
    for (let i = 0; i < cp.portalTo.length; i++) this.portals[i]!.to = cp.portalTo[i]!;
    this.frontier = [...(cp.frontier as E[])];
    this.levels.length = cp.levels;
    this.counters = { ...cp.counters };
    this.numbers.clear();
    for (const [k, v] of cp.numbers) this.numbers.set(k, v);
    const d = this.draft;
    d.spaces = [...cp.draft.spaces];
    d.portals = [...cp.draft.portals];
    d.exits = [...cp.draft.exits];
    d.fallbacks.length = cp.draft.fallbacks;
    d.summary.length = cp.draft.summary;
  }

  /** Freeze into a plan (arrays copied, levels sorted). */
  finish(meta: { system: string; version: string; seed: string; steps: number }): Plan<E> {
    return {
      system: meta.system,
      version: meta.version,
      seed: meta.seed,
      steps: meta.steps,
      sheet: this.sheet,
      levels: [...this.levels].sort((a, b) => a.level - b.level),
      spaces: this.spaces,
      portals: this.portals,
      frontier: this.frontier,
      log: this.log,
    };
  }
}
