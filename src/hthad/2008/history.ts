/**
 * The 2008 engine entry: replay a dungeon's history from a seed to a requested point.
 * Pure and synchronous; substance from `createRng(seed)`, names and drawing flavour from its
 * forks, so cosmetic choices never shift what happens. Stopping early is a pure prefix of the
 * full run: the loop halts at a checkpoint, nothing else changes.
 */
import { createRng } from '../../core/rng';
import { defaultsOf } from '../../core/system';
import { HTHAD2008_OPTIONS } from './options';
import { plainClone } from '../world/clone';
import { type AgeId, type PageSizeName, type Place, type World } from '../world';
import type { CivState } from './civ-types';
import { civilizationAge, type CivChoice } from './civilization';
import { Ctx, Halt, type Event2008 } from './context';
import { greatDisasterAge, primordialAge } from './early-ages';
import { type LateOptions } from './advanced/options';
import { adoptAlternateWorld } from './advanced/alternate-worlds';
import { labelNamedTreasures } from './advanced/named-treasures';
import { createLate, lateAges, lateSummary, type LateSummary } from './villainy/late-ages';

/** The engine's defaults are the declared options' (options.ts). */
const DEFAULTS = defaultsOf(HTHAD2008_OPTIONS);

export const HTHAD2008_VERSION = '2008.8.0';

/** The ages this engine plays (later ages are not yet available). */
export const PLAYABLE_AGES = [
  'primordial',
  'civilization',
  'disaster',
  'monsters',
  'villainy',
  'end',
] as const satisfies readonly AgeId[];

export interface HistoryOptions {
  /** Which civilizations to run: one, or two at once. Default: one rolled on the d10. */
  readonly civilizations?: readonly CivChoice[];
  /** Page size (a larger page, more room). Default 'letter'. */
  readonly pageSize?: PageSizeName;
  /** The late ages' optional and advanced rules (all off by default). */
  readonly late?: Partial<LateOptions>;
}

export interface HistoryRequest {
  readonly seed: string;
  /** Stop at the end of this age (default: the last playable age). */
  readonly until?: AgeId;
  /** Stop at the end of this year of the `until` age. */
  readonly year?: number | null;
  readonly options?: HistoryOptions;
  /** Test hook: called with the result-so-far at every checkpoint (year ends and age ends). */
  readonly observe?: (
    snapshot: () => HistoryResult,
    at: { age: AgeId; year: number; ageDone: boolean },
  ) => void;
}

/** A civilization as reported: who, what it built in order, how it ended. */
export interface CivSummary {
  readonly group: string;
  readonly civ: string;
  readonly name: string;
  readonly custom: { readonly base: string; readonly change: string } | null;
  readonly groups: readonly string[];
  readonly built: readonly { id: string; year: number; place: string | null; by: string }[];
  readonly ended: string | null;
}

export interface HistoryResult {
  readonly ruleset: 'hthad2008';
  readonly version: string;
  readonly seed: string;
  readonly until: AgeId;
  readonly year: number | null;
  readonly options: { readonly civilizations: readonly string[]; readonly pageSize: PageSizeName };
  /** Where the replay stopped. */
  readonly reached: { readonly age: AgeId; readonly year: number };
  readonly world: World;
  readonly civilizations: readonly CivSummary[];
  readonly events: readonly Event2008[];
  /** The Age of Monsters and the Age of Villainy, once reached. */
  readonly late?: LateSummary | null;
}

/**
 * Replay How to Host a Dungeon (2008) from a seed.
 * @example runHistory({ seed: 'moria', until: 'disaster' }).civilizations[0].name
 */
export function runHistory(req: HistoryRequest): HistoryResult {
  const rng = createRng(req.seed);
  const pageSize = req.options?.pageSize ?? DEFAULTS.page;
  const choices: readonly CivChoice[] = req.options?.civilizations?.length
    ? req.options.civilizations.slice(0, 2)
    : (DEFAULTS.civ as readonly CivChoice[]);
  const until: AgeId = req.until ?? 'end';
  const stopAge: AgeId = until;
  const year = req.year ?? null;
  const ctx = new Ctx(rng, rng.fork('names'), rng.fork('flavour'), pageSize, {
    age: stopAge,
    year: stopAge === until ? year : null,
  });
  const civs: CivState[] = [];
  const late = createLate(req.options?.late);
  // `final`: the run is over, so the result may take the engine's state instead of a copy.
  const build = (final = false): HistoryResult => {
    const result = buildResult(req.seed, until, year, choices, pageSize, ctx, civs, final);
    labelNamedTreasures(result.world, late);
    return {
      ...result,
      late: ctx.age === 'monsters' || ctx.age === 'villainy' ? lateSummary(ctx, late) : null,
    };
  };
  if (req.observe) {
    const observe = req.observe;
    ctx.onCheckpoint = (ageDone) =>
      observe(() => build(), { age: ctx.age, year: ctx.year, ageDone });
  }
  try {
    // Advanced Rules II: the world is rolled "when you start a game", before the Primordial Age.
    ctx.enterAge('primordial');
    adoptAlternateWorld(ctx, late);
    ctx.alternateWorld = late.world ?? null;
    primordialAge(ctx);
    civilizationAge(ctx, choices, civs);
    greatDisasterAge(ctx);
    lateAges(ctx, late);
  } catch (e) {
    if (!(e instanceof Halt)) throw e;
  }
  return build(true);
}

/**
 * Deep copy of plain data (the result must not alias engine state): exactly the JSON round
 * trip's result, built without the text in between.
 */
function clone<T>(value: T): T {
  return plainClone(value);
}

function buildResult(
  seed: string,
  until: AgeId,
  year: number | null,
  choices: readonly CivChoice[],
  pageSize: PageSizeName,
  ctx: Ctx,
  civs: readonly CivState[],
  final: boolean,
): HistoryResult {
  // A snapshot taken mid-run must not alias state the engine goes on changing; the final result
  // is handed the engine's own world and log, already plain JSON data (a test checks).
  const world = final ? ctx.world : clone(ctx.world);
  sealPass(ctx, world);
  return {
    ruleset: 'hthad2008',
    version: HTHAD2008_VERSION,
    seed,
    until,
    year,
    options: { civilizations: [...choices], pageSize },
    reached: { age: ctx.age, year: ctx.year },
    world,
    civilizations: civs.map((c) => ({
      group: c.group,
      civ: c.civ,
      name: c.name,
      custom: c.custom ? { ...c.custom } : null,
      groups: [...c.groups],
      built: c.built.map((b) => ({ ...b })),
      ended: c.ended,
    })),
    events: final ? ctx.events : clone(ctx.events),
  };
}

/**
 * Why each place is or is not reachable from the surface or a page edge: reachable places are
 * open (a treasure room a later disaster broke into too); the dwarven treasure room is secret; unreached natural places are undiscovered; the
 * demons' works are sealed in the deep. Anything else unreachable stays null (a bug to catch).
 */
function sealPass(ctx: Ctx, world: World): void {
  const open = ctx.site
    .graph()
    .reached(
      world.places
        .filter((p) => p.kind === 'entrance' || p.kind === 'edge' || p.kind === 'surface-site')
        .map((p) => p.id),
    );
  const kindOf = new Map(world.groups.map((g) => [g.id, g] as const));
  for (const p of world.places) {
    const owner = p.owner ? kindOf.get(p.owner) : undefined;
    // The Pocket Universe has no Underdark: a Dark Elf realm never reached lies undiscovered.
    p.sealed =
      ctx.alternateWorld === 'pocket-universe' && owner?.culture === 'dark-elves' && !open.has(p.id)
        ? 'undiscovered'
        : sealReason(p, open.has(p.id), owner);
  }
}

const LATE_KINDS = new Set<string>([
  'delvers',
  'breeders',
  'alpha-predator',
  'wandering',
  'temple',
  'villain',
  'adventurers',
  'surface-kingdom',
]);

function sealReason(
  p: Place,
  reachable: boolean,
  owner: World['groups'][number] | undefined,
): Place['sealed'] {
  if (reachable) return null;
  if (p.role === 'treasure-room') return 'secret';
  if (owner?.culture === 'demons') return 'demonic';
  if (
    !owner ||
    owner.kind === 'primordial-beasts' ||
    owner.kind === 'wyrm' ||
    owner.kind === 'freed-slaves' ||
    // monster lairs of the late ages whose way to the surface was never dug
    LATE_KINDS.has(owner.kind)
  )
    return 'undiscovered';
  return null;
}
