/**
 * The DMG1 Appendix A crawl: a pure, synchronous replay of `step` frontier resolutions from a
 * seed. Step N is always a prefix of step N+1: each step resolves one exit with the one
 * substance stream, and nothing earlier depends on how many steps follow.
 */
import { InputError } from '../../core/errors';
import { createRng, type Rng } from '../../core/rng';
import { PlanBuilder } from '../plan/builder';
import { replaySteps } from '../plan/steps';
import type { Plan } from '../plan/types';
import { cut, joinAhead, type Ctx, type Dmg1Options } from './context';
import { dmg1Exit, type Dmg1Exit, type Dmg1ExitKind } from './exit';
import { resolveOptions as resolveSpecOptions } from '../../core/system';
import { DMG1_OPTIONS } from './options';
import { VEC } from '../plan/geometry';
import { arrive, beginLevel } from './levels';
import { followPassage, leaveRoom, openDoor } from './passages';
import { centreCell } from './room-parts';

export const DMG1_VERSION = 'dmg1.6.0';
/**
 * Most times one exit's resolution is rolled when fitting had to cut it short: "amend the result
 * by rolling until you obtain something which will fit"; the last roll stands, cut as it is.
 */
export const MAX_ROLLS = 6;
/**
 * Most of those rolls spent avoiding a passage cut short by mapped space: it joins that space, a
 * loop the map can keep, so a join stands sooner than a way closed.
 */
export const MAX_JOIN_ROLLS = 3;
/** Most steps a replay may take. */
export const MAX_STEP = 500;
/** Longest explicit path. */
export const MAX_PATH = 500;

export interface CrawlInput {
  readonly seed: string;
  /** Steps to replay (default: the path's length, or 0). */
  readonly step?: number;
  /** Exit ids to resolve, in order, overriding the explorer for the first steps. */
  readonly path?: readonly string[];
  readonly options?: Partial<Dmg1Options>;
}

export interface CrawlResult {
  readonly plan: Plan<Dmg1Exit>;
  readonly options: Dmg1Options;
  /** True when the frontier ran out before the requested step. */
  readonly complete: boolean;
}

type ExitHandler = (ctx: Ctx, exit: Dmg1Exit) => void;

/** How each kind of frontier exit is resolved. */
const RESOLVE: Readonly<Record<Dmg1ExitKind, ExitHandler>> = {
  passage: followPassage,
  door: openDoor,
  'room-passage': leaveRoom,
  descent: arrive,
};

/**
 * Explorer policy: the oldest exit on the shallowest level first, so a level is mapped outward
 * from its start before the party goes down.
 */
export function chooseExit(frontier: readonly Dmg1Exit[]): Dmg1Exit | undefined {
  let best: Dmg1Exit | undefined;
  let bestOrder = 0;
  for (const e of frontier) {
    // An exit's age is the number in its id ("e12"), read only when the levels tie.
    if (best && e.level > best.level) continue;
    const order = Number(e.id.slice(1));
    if (!best || e.level < best.level || order < bestOrder) {
      best = e;
      bestOrder = order;
    }
  }
  return best;
}

/**
 * An exit whose cells were mapped after it was made (another passage ran across them) opens
 * onto that space instead of rolling: the appendix's already-mapped rule, as fitting.
 */
function ontoMapped(ctx: Ctx, exit: Dmg1Exit): boolean {
  const b = ctx.b;
  if (exit.kind === 'descent') return false;
  const owners = exit.cells.map((c) => b.at(exit.level, c));
  const target = owners.find((o) => o !== undefined);
  if (target === undefined) return false;
  const portal = exit.portal ? b.portal(exit.portal) : undefined;
  if (portal) {
    if (owners.every((o) => o === target)) {
      portal.to = target;
      b.fallback(`${portal.kind} ${portal.id} opens into ${target}, mapped since`);
    } else {
      // Part rock, part mapped since (or two spaces): no way through it.
      b.dropPortal(portal.id);
      b.fallback(`${portal.kind} ${portal.id} opens onto ground mapped since in part: walled up`);
    }
    return true;
  }
  const { dx, dy } = VEC[exit.dir];
  joinAhead(
    ctx,
    b.space(exit.from),
    exit.cells.map((c) => ({ x: c.x - dx, y: c.y - dy })),
    exit.dir,
    b.space(target),
  );
  return true;
}

/**
 * Resolve one exit, rolling it again (every die of it) while fitting has to cut the result short
 * or amend it (`cut` in context.ts), up to `MAX_ROLLS` times: the appendix's "amend the result
 * by rolling until you obtain something which will fit". What was laid out for a roll that did
 * not fit is taken back; its dice stay in the log, with a fallback line saying why. A descent is
 * not rolled again: its arrival always lands somewhere.
 */
export function resolveExit(ctx: Ctx, exit: Dmg1Exit): void {
  const b = ctx.b;
  const tries = exit.kind === 'descent' ? 1 : MAX_ROLLS;
  for (let t = 1; t <= tries; t++) {
    const cp = b.checkpoint();
    const fallbacks = b.fallbacksSoFar;
    ctx.fit.cuts = 0;
    ctx.fit.joins = 0;
    ctx.fit.last = t === tries;
    RESOLVE[exit.kind](ctx, exit);
    // A door or archway with nothing beyond it becomes wall again.
    const portal = exit.portal ? b.portal(exit.portal) : undefined;
    if (portal && portal.to === null && exit.kind !== 'descent') {
      b.dropPortal(portal.id);
      cut(ctx, `${portal.kind} ${portal.id} leads nowhere: walled up`);
    }
    if (ctx.fit.cuts === 0 && (ctx.fit.joins === 0 || t >= MAX_JOIN_ROLLS)) return;
    if (t === tries) {
      b.fallback(`no roll of ${MAX_ROLLS} fitted: the last stands`);
      return;
    }
    const why = b.fallbacksSince(fallbacks).join('; ');
    b.rollback(cp);
    ctx.solo.pending = null;
    b.fallback(`roll ${t} did not fit (${why}): re-rolled`);
  }
}

/** Fill in and check options against their declarations (`options.ts`). */
export function resolveOptions(options: Partial<Dmg1Options> = {}): Dmg1Options {
  return resolveSpecOptions(DMG1_OPTIONS, options);
}

/**
 * Replay a DMG1 Appendix A crawl.
 * @example const { plan } = runCrawl({ seed: 'greyhawk', step: 60 }); plan.spaces.length
 */
export function runCrawl(input: CrawlInput): CrawlResult {
  const o = resolveOptions(input.options);
  const path = input.path ?? [];
  const steps = replaySteps(path, input.step, MAX_STEP, MAX_PATH);
  const rng: Rng = createRng(input.seed);
  const b = new PlanBuilder(
    rng,
    rng.fork('flavour'),
    { width: o.sheetWidth * 2, height: o.sheetHeight * 2, cellFeet: 5, squareCells: 2 },
    dmg1Exit,
  );
  const ctx: Ctx = { b, o, solo: { pending: null }, fit: { cuts: 0, joins: 0 } };
  b.beginStep(0, 'start', 1);
  const first = beginLevel(ctx, 1, 'start');
  if (first)
    b.addPortal({
      kind: 'stairs-up',
      level: 1,
      from: first.id,
      to: null,
      cell: centreCell(first),
      toLevel: 0,
      note: 'stairs up to the ruins above',
    });
  b.note('level 1 begins in the middle of the sheet');
  b.endStep();
  let done = 0;
  for (let i = 1; i <= steps; i++) {
    const wanted = path[i - 1];
    let exit: Dmg1Exit | undefined;
    if (wanted !== undefined) {
      exit = b.frontier.find((e) => e.id === wanted);
      if (!exit)
        throw new InputError(
          'path',
          'unknown-exit',
          `path[${i - 1}] = ${wanted} is not on the frontier at step ${i}`,
        );
    } else exit = chooseExit(b.frontier);
    if (!exit) break;
    b.beginStep(i, exit.id, exit.level);
    b.removeExit(exit.id);
    if (!ontoMapped(ctx, exit)) resolveExit(ctx, exit);
    b.endStep();
    done = i;
  }
  const plan = b.finish({ system: 'dmg1', version: DMG1_VERSION, seed: input.seed, steps: done });
  return { plan, options: o, complete: done < steps };
}
