import type { OptionSpec } from '../../core/system';
import type { AnySystem, Registry } from '../../systems';
import { crawlResourceVersions } from '../crawl';
import { playResourceVersions } from '../play';
import { historyResourceVersions } from '../history/history.handlers';
import type { RouteModule } from '../lib/types';
import { listRulesets } from './rulesets.routes';

/** Where a system is served. */
export function endpointOf(s: AnySystem): string {
  if (s.kind === 'history') return `/v1/dungeon?ruleset=${s.id}`;
  if (s.kind === 'crawl') return `/v1/crawl/${s.id}`;
  return `/v1/play/${s.id}`;
}

/** Each resource of a system with the version that shapes its bytes (what `v` pins). */
export function resourcesOf(s: AnySystem, png: string, all: readonly AnySystem[] = []) {
  if (s.kind === 'history') {
    const h = historyResourceVersions(s, png);
    return [
      { path: '/v1/dungeon', version: h.dungeon },
      { path: '/v1/dungeon/chronicle', version: h.chronicle },
      { path: '/v1/dungeon/map.svg', version: h.mapSvg },
      { path: '/v1/dungeon/map.png', version: h.mapPng },
      ...(s.campaign
        ? [
            { path: '/v1/dungeon/campaign', version: h.campaign },
            { path: '/v1/dungeon/campaign.svg', version: h.campaignSvg },
            { path: '/v1/dungeon/campaign.png', version: h.campaignPng },
          ]
        : []),
    ];
  }
  const base = endpointOf(s);
  if (s.kind === 'play') {
    const crawl = all.find((x) => x.kind === 'crawl' && x.id === s.crawl);
    const p = playResourceVersions(s, crawl?.kind === 'crawl' ? crawl : undefined, png);
    return [
      { path: base, version: p.state },
      { path: `${base}/log`, version: p.log },
      ...(s.sheets ? [{ path: `${base}/sheets`, version: p.sheets }] : []),
      { path: `${base}/map.svg`, version: p.mapSvg },
      { path: `${base}/map.png`, version: p.mapPng },
    ];
  }
  const v2 = crawlResourceVersions(s, png);
  return [
    { path: base, version: v2.plan },
    { path: `${base}/key`, version: v2.key },
    { path: `${base}/map.svg`, version: v2.mapSvg },
    { path: `${base}/map.png`, version: v2.mapPng },
    { path: `${base}/uvtt`, version: v2.uvtt },
    { path: `${base}/foundry`, version: v2.foundry },
  ];
}

/** An option as `/v1/rulesets` lists it. */
function optionJson(o: OptionSpec) {
  const { name, title, type, description } = o;
  const base = { name, title, type, description };
  switch (o.type) {
    case 'boolean':
      return { ...base, default: o.default };
    case 'integer':
      return { ...base, default: o.default, min: o.min, max: o.max };
    case 'enum':
      return { ...base, default: o.default, values: [...o.values] };
    case 'list':
      return {
        ...base,
        default: [...o.default],
        values: [...o.values],
        max: o.max,
        ...(o.order ? { order: o.order } : {}),
      };
  }
}

/** What `/v1/rulesets` says of one system. */
function describe(s: AnySystem, png: string, all: readonly AnySystem[]) {
  const common = {
    id: s.id,
    kind: s.kind,
    title: s.title,
    source: s.source,
    author: s.author,
    sourceFile: s.sourceFile,
    version: s.version,
    endpoint: endpointOf(s),
  };
  const stages: { id: string; title: string; firstYear?: number | null }[] =
    s.kind === 'history'
      ? s.ages.map((a) => ({ id: a.id, title: a.title, firstYear: a.firstYear }))
      : s.kind === 'crawl'
        ? [{ id: s.stepUnit.id, title: s.stepUnit.title }]
        : [{ id: s.roundUnit.id, title: s.roundUnit.title }];
  const limits: Record<string, number> =
    s.kind === 'history'
      ? { maxYear: s.maxYear }
      : s.kind === 'crawl'
        ? { maxStep: s.steps.max, defaultStep: s.steps.default, maxLevel: s.maxLevel }
        : { maxRound: s.rounds.max, defaultRound: s.rounds.default };
  return {
    ...common,
    stages,
    limits,
    options: s.options.map(optionJson),
    resources: resourcesOf(s, png, all),
  };
}

export function rulesetsRoutes(registry: Registry): RouteModule {
  return (app) => {
    app.openapi(listRulesets, (c) =>
      c.json(
        { rulesets: registry.all.map((s) => describe(s, c.get('png').version, registry.all)) },
        200,
      ),
    );
  };
}
