/**
 * Each system's catalogue hook, keyed by system id: its readable per-seed summary and the cases
 * its maps are catalogued at. A registered system without a hook is catalogued with the kind's
 * generic summary and cases, so a new system is covered from its registry line; a hook only
 * makes its stories more readable. Test code: the engines carry none of this.
 */
import type { OptionValue } from '../../src/core/system';
import type { HistoryResult } from '../../src/hthad/2008/history';
import type { HistoryRun } from '../../src/hthad/history/ruleset';
import { countTokens, type AgeId } from '../../src/hthad/world';
import type { CrawlRun } from '../../src/crawl/plan/system';
import type { CrawlResult } from '../../src/crawl/dmg1/engine';
import { keyLine } from '../../src/crawl/dmg1/key';
import { CASES as SIDE_CASES } from '../render/side/worlds';

/** A world the side view is catalogued at. */
export interface SideCase {
  readonly name: string;
  readonly seed: string;
  readonly until: AgeId;
  /** Options laid over the defaults. */
  readonly options?: Readonly<Record<string, OptionValue>>;
}

export interface HistoryHook {
  readonly kind: 'history';
  /** One seed's story in a few lines (the full run to the last age). */
  readonly summary: (run: HistoryRun) => unknown;
  readonly side?: readonly SideCase[];
}

export interface CrawlHook {
  readonly kind: 'crawl';
  /** One seed's story at the catalogue step. */
  readonly summary: (run: CrawlRun) => unknown;
}

export type CatalogueHook = HistoryHook | CrawlHook;

/** The engine catalogue's seeds, for every system. */
export const CATALOGUE_SEEDS = Array.from({ length: 25 }, (_, i) => String(i + 1));
/** The step a crawl's engine catalogue stops at. */
export const CRAWL_CATALOGUE_STEP = 40;
/** Crawls whose maps are catalogued: a first room to a well-grown dungeon of several levels. */
export const PLAN_CASES: readonly { seed: string; step: number }[] = [
  { seed: 'greyhawk', step: 1 },
  { seed: 'greyhawk', step: 60 },
  { seed: 'greyhawk', step: 500 },
  { seed: '1', step: 200 },
  { seed: '5', step: 500 },
  { seed: '12', step: 200 },
  { seed: 'moria', step: 500 },
  { seed: 'tomb', step: 500 },
];

const count = (items: readonly string[]): Record<string, number> => {
  const out: Record<string, number> = {};
  for (const k of [...items].sort()) out[k] = (out[k] ?? 0) + 1;
  return out;
};

/** The generic story of any history: what happened by rule, and what the world holds. */
export function historySummary(r: HistoryRun): unknown {
  return {
    seed: r.seed,
    reached: `${r.reached.age} ${r.reached.year}`,
    rules: count(r.events.map((e) => e.rule)),
    places: r.world.places.length,
    tunnels: r.world.tunnels.length,
    beads: countTokens(r.world),
    events: r.events.length,
  };
}

/** The generic story of any crawl: what it built. */
export function crawlSummary({ plan }: CrawlRun): unknown {
  const contents = plan.spaces.flatMap((s) => s.contents);
  return {
    seed: plan.seed,
    step: plan.steps,
    levels: plan.levels.map((l) => l.level),
    spaces: count(plan.spaces.map((s) => s.kind)),
    portals: count(plan.portals.map((p) => p.kind)),
    contents: count(contents.map((c) => c.kind)),
    frontier: plan.frontier.length,
  };
}

/** How to Host a Dungeon (2008): the ages' stories, civilization by civilization. */
function hthad2008Summary(run: HistoryRun): unknown {
  const r = run as HistoryResult;
  const texts = (rule: string) => r.events.filter((e) => e.rule === rule).map((e) => e.text);
  return {
    seed: r.seed,
    primordial: texts('primordial-event'),
    civilizations: r.civilizations.map((c) => ({
      name: c.name,
      civ: c.civ,
      custom: c.custom?.change ?? null,
      built: c.built.map((b) => `${b.id}@${b.year}`),
      ended: c.ended,
      years: Math.max(0, ...r.events.filter((e) => e.age === 'civilization').map((e) => e.year)),
    })),
    disaster: texts('great-disaster'),
    places: r.world.places.length,
    tunnels: r.world.tunnels.length,
    beads: countTokens(r.world),
    events: r.events.length,
    // the Age of Monsters and the Age of Villainy
    late: r.late
      ? {
          monstersEnd: r.late.monstersEnd?.kind ?? null,
          years: r.late.years,
          groups: r.late.groups
            .filter((g) => g.kind !== 'adventurers')
            .map((g) => `${g.kind}:${g.flavour}:${g.state}`),
          villains: r.late.villains.map(
            (v) => `${v.kind}: ${v.name} — ${v.outcome ?? 'still scheming'}`,
          ),
          villainyEnd: r.late.villainyEnd,
        }
      : null,
  };
}

/** DMG1 Appendix A: counts by kind and the first rooms as the key reads them. */
function dmg1Summary(run: CrawlRun): unknown {
  const { plan } = run as CrawlResult;
  const contents = plan.spaces.flatMap((s) => s.contents);
  return {
    seed: plan.seed,
    step: plan.steps,
    levels: plan.levels.map((l) => l.level),
    spaces: count(plan.spaces.map((s) => s.kind)),
    portals: count(plan.portals.map((p) => p.kind)),
    monsters: contents.filter((c) => c.kind === 'monster').length,
    treasures: contents.filter((c) => c.kind === 'treasure').length,
    traps: contents.filter((c) => c.kind === 'trap').length,
    frontier: plan.frontier.length,
    firstRooms: plan.spaces
      .filter((s) => s.level === 1 && s.number !== null && s.number <= 3)
      .map((s) => keyLine(plan, s)),
  };
}

export const CATALOGUE_HOOKS: Readonly<Record<string, CatalogueHook>> = {
  hthad2008: {
    kind: 'history',
    summary: hthad2008Summary,
    side: SIDE_CASES.map((c) => ({
      name: c.name,
      seed: c.seed,
      until: c.until,
      ...(c.civ ? { options: { civ: c.civ } } : {}),
    })),
  },
  dmg1: { kind: 'crawl', summary: dmg1Summary },
};
