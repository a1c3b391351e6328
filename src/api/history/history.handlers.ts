/**
 * Handlers of the history routes: check the request against the chosen ruleset's own
 * declarations, replay, serialise. Nothing here names a ruleset.
 */
import type { Context } from 'hono';
import { InputError } from '../../core/errors';
import { resolveOptions, type OptionValues } from '../../core/system';
import type { HistoryRuleset, HistoryRun, HistoryStop } from '../../hthad/history/ruleset';
import { eventsView, type AgeId, type EventDetail } from '../../hthad/world';
import {
  CHRONICLE_VERSION,
  renderFullChronicle,
  type ChronicleFormat,
} from '../../render/chronicle';
import { CAMPAIGN_VIEW_VERSION, fromCampaignData, renderCampaignMap } from '../../render/campaign';
import {
  dungeonName,
  renderSideView,
  SIDE_VIEW_VERSION,
  type SheetFilter,
  type ThemeId,
} from '../../render/side';
import { jsonBody, seeded, type SeededBody, type Versions } from '../lib/cache';
import { keepsKind, keptReplay, releaseRun } from '../lib/run-memo';
import type { PngRenderer } from '../../render/png';
import type { Geometry } from '../../crawl/plan/compact';
import { compactDungeon } from './compact';

/** The validated query of a history route, as the schema leaves it. */
type Query = Readonly<Record<string, unknown>> & {
  readonly seed: string;
  readonly ruleset: string;
  readonly until: string;
  readonly year?: number | undefined;
};

/** A request made concrete: the ruleset, its options and where to stop. */
interface Replay {
  readonly sys: HistoryRuleset;
  readonly options: OptionValues<readonly never[]>;
  readonly stop: HistoryStop;
  /**
   * The query as the ETag sees it: without the other rulesets' options, whose defaults the
   * shared schema fills in, so registering another edition never changes this one's ETags.
   */
  readonly query: Readonly<Record<string, unknown>>;
}

/**
 * The ruleset a query names, with its options and stop checked against that ruleset's own
 * declarations: an option of another ruleset, an age it does not play, or a year its age does
 * not have is a 400 naming the parameter.
 */
export function replayOf(c: Context, rulesets: readonly HistoryRuleset[], q: Query): Replay {
  const sys = rulesets.find((r) => r.id === q.ruleset);
  if (!sys) throw new InputError('ruleset', 'enum', `ruleset ${q.ruleset} is not served here`);
  // The shared query holds every ruleset's options, filled with the first one's defaults: take
  // only what was given, refuse another ruleset's option, and let this ruleset's own defaults
  // fill the rest.
  const own = new Set(sys.options.map((o) => o.name));
  const given: Record<string, unknown> = {};
  const optionNames = new Set<string>();
  for (const other of rulesets)
    for (const o of other.options) {
      optionNames.add(o.name);
      if (c.req.query(o.name) === undefined) continue;
      if (!own.has(o.name))
        throw new InputError(
          o.name,
          'unknown_parameter',
          `${o.name} is an option of ${other.id}, not of ${sys.id}`,
        );
      given[o.name] = q[o.name];
    }
  const options = resolveOptions(sys.options, given) as OptionValues<readonly never[]>;
  // Left out, `until` is the chosen ruleset's own last age (the schema's default is the first's).
  const until = c.req.query('until') === undefined ? (sys.ages.at(-1)?.id ?? q.until) : q.until;
  const age = sys.ages.find((a) => a.id === until);
  if (!age)
    throw new InputError(
      'until',
      'enum',
      `until must be one of ${sys.id}'s ages: ${sys.ages.map((a) => a.id).join(', ')}`,
    );
  const year = q.year ?? null;
  if (year !== null) {
    if (age.firstYear === null)
      throw new InputError('year', 'not_applicable', `${age.title} has no years: leave year out`);
    if (year < age.firstYear)
      throw new InputError(
        'year',
        'minimum',
        `year ${year} is not a year of ${age.title}: its years count from ${age.firstYear}`,
      );
    if (year > sys.maxYear)
      throw new InputError('year', 'maximum', `year must be at most ${sys.maxYear}`);
  }
  // The ETag's query: the stop and render parameters as given, and this ruleset's options as
  // resolved, so registering another edition never changes this one's ETags.
  const query: Record<string, unknown> = { ...options };
  for (const [k, v] of Object.entries(q)) if (!optionNames.has(k)) query[k] = v;
  query.until = age.id;
  return { sys, options, stop: { until: age.id as AgeId, year }, query };
}

function run(r: Replay, seed: string): HistoryRun {
  return keptReplay('history', r.sys, seed, r.options, r.stop, () =>
    r.sys.run(seed, r.options, r.stop),
  );
}

/**
 * The replay handed to `make`, whose answer holds none of it (text or bytes); a replay the memo
 * does not keep (the Worker's histories) is taken apart as soon as the answer is made
 * ({@link releaseRun}), within this call: no other request can be reading it.
 */
function answerFrom<T extends string | SeededBody>(
  r: Replay,
  seed: string,
  make: (result: HistoryRun) => T,
): T {
  const result = run(r, seed);
  const answer = make(result);
  if (!keepsKind('history')) releaseRun(result);
  return answer;
}

function rulesetOf(r: Replay) {
  return { id: r.sys.id, title: r.sys.title, version: r.sys.version };
}

/**
 * The layout of `/v1/dungeon`'s body beyond the ruleset's own output: 2 groups each event's
 * bead changes and leaves its dice to `events=full`; 3 answers the compact form by default
 * (`geometry=full` for the spelled-out one). Part of the resource's version.
 */
export const DUNGEON_JSON_VERSION = '3';

/** The world as JSON, with as much of the event log as `events` asks. */
export function dungeonBody(
  r: Replay,
  q: Query & { readonly events: EventDetail; readonly geometry: Geometry },
): SeededBody {
  return answerFrom(r, q.seed, (result) => {
    const body = { ...result, events: eventsView(result.events, q.events) };
    return jsonBody(q.geometry === 'compact' ? compactDungeon(body) : body);
  });
}

/** The Historical Record in one of its formats. */
export function chronicleBody(r: Replay, q: Query & { format: ChronicleFormat }): SeededBody {
  const text = answerFrom(r, q.seed, (result) =>
    renderFullChronicle({ ...result, ruleset: rulesetOf(r) }, q.format),
  );
  const contentType =
    q.format === 'json'
      ? 'application/json; charset=utf-8'
      : q.format === 'markdown'
        ? 'text/markdown; charset=utf-8'
        : 'text/plain; charset=utf-8';
  return { body: text, contentType };
}

type SideQuery = Query & {
  readonly layers: SheetFilter;
  readonly labels: boolean;
  readonly legend: boolean;
  readonly theme: ThemeId;
};

/** The side-view map as SVG. */
export function sideViewSvg(r: Replay, q: SideQuery): string {
  return answerFrom(r, q.seed, (result) =>
    renderSideView(
      {
        world: result.world,
        seed: q.seed,
        ruleset: rulesetOf(r),
        at: result.reached,
        events: result.events,
      },
      { layers: q.layers, labels: q.labels, legend: q.legend, theme: q.theme },
    ),
  );
}

/** A 400 naming `ruleset` when its book has no campaign map (checked before any replay). */
export function requireCampaign(r: Replay): NonNullable<HistoryRuleset['campaign']> {
  const campaign = r.sys.campaign;
  if (!campaign)
    throw new InputError('ruleset', 'no_campaign', `${r.sys.id} has no campaign surface map`);
  return campaign;
}

/** The campaign data of a replayed world. */
export function campaignData(r: Replay, q: Query) {
  const campaign = requireCampaign(r);
  const result = run(r, q.seed);
  return { result, data: campaign(q.seed, result) };
}

/** The campaign map as SVG. */
export function campaignSvg(
  r: Replay,
  q: Query & { readonly theme: ThemeId; readonly labels: boolean },
): string {
  const { result, data } = campaignData(r, q);
  return renderCampaignMap(
    {
      map: fromCampaignData(data),
      name: dungeonName(result.world, q.seed),
      seed: q.seed,
      ruleset: { id: r.sys.id, version: result.version },
    },
    { theme: q.theme, labels: q.labels },
  );
}

/**
 * The version of each history resource of a ruleset (what a URL pins with `v`), shared by the
 * handlers and `/v1/rulesets` so the two never disagree.
 */
export function historyResourceVersions(sys: { readonly version: string }, png: string) {
  const v = sys.version;
  const side = `${v}+side.${SIDE_VIEW_VERSION}`;
  const campaign = `${v}+campaign.${CAMPAIGN_VIEW_VERSION}`;
  return {
    dungeon: `${v}+json.${DUNGEON_JSON_VERSION}`,
    chronicle: `${v}+chronicle.${CHRONICLE_VERSION}`,
    mapSvg: side,
    mapPng: `${side}+png.${png}`,
    campaign: v,
    campaignSvg: campaign,
    campaignPng: `${campaign}+png.${png}`,
  };
}

/** A resource's versions for this request: the ruleset's and the one `/v1/rulesets` lists. */
export function versionsOf(
  r: Replay,
  png: PngRenderer,
  which: keyof ReturnType<typeof historyResourceVersions>,
): Versions {
  return { ruleset: r.sys.version, full: historyResourceVersions(r.sys, png.version)[which] };
}

export { seeded };
