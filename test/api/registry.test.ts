/**
 * The registry drives the service: every route, parameter and `/v1/rulesets` entry comes from
 * the systems registered, so a system added to the list is served with no route of its own,
 * and each ruleset is held to its own options, ages and years.
 */
import { describe, expect, it } from 'vitest';
import { resvgNodeRenderer } from '../../src/adapters/png-resvg-node';
import { openApiDocument } from '../../src/api/meta';
import { createApp } from '../../src/app';
import { defaultsOf } from '../../src/core/system';
import { dmg1 } from '../../src/crawl/dmg1/system';
import type { CrawlSystem } from '../../src/crawl/plan/system';
import { hthad2008 } from '../../src/hthad/2008/system';
import type { HistoryRuleset } from '../../src/hthad/history/ruleset';
import { REGISTRY, registryOf, SYSTEMS } from '../../src/systems';
import { createTestApp } from '../helpers/app';

const png = resvgNodeRenderer();
const real = createTestApp();

/** A second edition standing in for one to come: other options, no Great Disaster. */
const other = {
  ...hthad2008,
  id: 'otheredition',
  title: 'Another edition',
  version: 'other.1.0.0',
  ages: hthad2008.ages.filter((a) => a.id !== 'disaster'),
  options: [
    // The same option as the first edition's, with a default of its own.
    ...hthad2008.options
      .filter((o) => o.name === 'page')
      .map((o) => ({ ...o, default: 'tabloid' as const })),
    {
      name: 'strata',
      title: 'Strata',
      type: 'integer',
      description: 'An option of its own.',
      default: 8,
      min: 4,
      max: 12,
    },
  ],
  run: (seed: string, o: { page: 'letter' }, stop: Parameters<typeof hthad2008.run>[2]) =>
    hthad2008.run(seed, { ...defaultsOf(hthad2008.options), page: o.page }, stop),
  campaign: undefined,
} as unknown as HistoryRuleset;
/** A second crawl system, served by the generated routes alone. */
const copy = { ...dmg1, id: 'copycrawl', version: 'copy.1' } as unknown as CrawlSystem;
const two = createApp({ png, systems: registryOf([...SYSTEMS, other, copy]) });

async function problem(res: Response) {
  expect(res.headers.get('content-type')).toBe('application/problem+json');
  return (await res.json()) as { parameter?: string; errors?: { rule: string }[]; detail: string };
}

describe('the registry', () => {
  it('refuses two systems with one id', () => {
    expect(() => registryOf([dmg1, dmg1] as never)).toThrow(/dmg1/);
  });

  it('an unregistered ruleset is a 400 naming `ruleset`', async () => {
    const res = await real.request('/v1/dungeon?seed=moria&ruleset=hthad2099');
    expect(res.status).toBe(400);
    expect((await problem(res)).parameter).toBe('ruleset');
  });

  it('/v1/rulesets lists every registered system with its options as declared', async () => {
    const body = (await (await real.request('/v1/rulesets')).json()) as {
      rulesets: { id: string; kind: string; options: { name: string; default: unknown }[] }[];
    };
    expect(body.rulesets.map((r) => r.id)).toEqual(REGISTRY.all.map((s) => s.id));
    for (const sys of REGISTRY.all) {
      const listed = body.rulesets.find((r) => r.id === sys.id && r.kind === sys.kind)!;
      expect(listed.kind).toBe(sys.kind);
      expect(Object.fromEntries(listed.options.map((o) => [o.name, o.default]))).toEqual(
        JSON.parse(JSON.stringify(defaultsOf(sys.options))),
      );
    }
  });

  it('every option is a documented query parameter with its default and bounds', () => {
    const doc = openApiDocument(real) as {
      paths: Record<
        string,
        { get: { parameters: { name: string; schema: Record<string, unknown> }[] } }
      >;
    };
    for (const sys of REGISTRY.crawls) {
      const params = doc.paths[`/v1/crawl/${sys.id}`]!.get.parameters;
      for (const o of sys.options) {
        const p = params.find((x) => x.name === o.name)!;
        expect(p, o.name).toBeDefined();
        if (o.type === 'integer')
          expect([p.schema.minimum, p.schema.maximum]).toEqual([o.min, o.max]);
        if (o.type === 'enum') expect(p.schema.enum).toEqual(o.values);
      }
    }
    const params = doc.paths['/v1/dungeon']!.get.parameters.map((p) => p.name);
    for (const sys of REGISTRY.histories)
      for (const o of sys.options) expect(params).toContain(o.name);
  });
});

describe('a second history ruleset and a second crawl system, registered by one line each', () => {
  it('serves the new crawl system at its own routes, with its own operationIds', async () => {
    for (const path of ['', '/key', '/map.svg']) {
      const res = await two.request(`/v1/crawl/copycrawl${path}?seed=greyhawk&step=10`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('strata-ruleset-version')).toBe('copy.1');
    }
    const doc = openApiDocument(two) as { paths: Record<string, { get: { operationId: string } }> };
    expect(doc.paths['/v1/crawl/copycrawl']!.get.operationId).toBe('getCopycrawlCrawl');
  });

  it('holds each ruleset to its own options: another edition’s option is a 400 naming it', async () => {
    const res = await two.request('/v1/dungeon?seed=a&ruleset=otheredition&civ=dwarves');
    expect(res.status).toBe(400);
    const p = await problem(res);
    expect(p.parameter).toBe('civ');
    expect(p.errors?.[0]?.rule).toBe('unknown_parameter');
    const ok = await two.request('/v1/dungeon?seed=a&ruleset=otheredition&page=tabloid');
    expect(ok.status).toBe(200);
    expect(ok.headers.get('strata-ruleset-version')).toBe('other.1.0.0');
  });

  it('a shared option takes the chosen ruleset’s own default, not the first ruleset’s', async () => {
    const body = async (url: string) =>
      (await (await two.request(url)).json()) as { options: { pageSize: string } };
    const own = await body('/v1/dungeon?seed=a&ruleset=otheredition&until=primordial');
    expect(own.options.pageSize).toBe('tabloid');
    const first = await body('/v1/dungeon?seed=a&until=primordial');
    expect(first.options.pageSize).toBe('letter');
  });

  it('registering another edition never changes an existing edition’s ETags', async () => {
    const url = '/v1/dungeon?seed=a&until=primordial';
    const a = await real.request(url);
    const b = await two.request(url);
    expect(b.headers.get('etag')).toBe(a.headers.get('etag'));
    const wrong = await two.request(`${url}&strata=5`);
    expect(wrong.status).toBe(400);
    expect((await problem(wrong)).parameter).toBe('strata');
  });

  it('holds each ruleset to its own ages', async () => {
    const res = await two.request('/v1/dungeon?seed=a&ruleset=otheredition&until=disaster');
    expect(res.status).toBe(400);
    expect((await problem(res)).parameter).toBe('until');
  });

  it('a campaign map only for rulesets whose book has one', async () => {
    const res = await two.request('/v1/dungeon/campaign?seed=a&ruleset=otheredition');
    expect(res.status).toBe(400);
    expect((await problem(res)).parameter).toBe('ruleset');
  });
});

describe('year has one meaning', () => {
  it.each([
    ['civilization', 0, 200],
    ['monsters', 0, 400],
    ['primordial', 0, 400],
    ['disaster', 0, 400],
    ['end', 1, 400],
    ['monsters', 1, 200],
    ['villainy', 0, 200],
  ])('until=%s&year=%i answers %i', async (until, year, status) => {
    const res = await real.request(`/v1/dungeon?seed=moria&until=${until}&year=${year}`);
    expect(res.status).toBe(status);
    if (status === 400) expect((await problem(res)).parameter).toBe('year');
  });
});
