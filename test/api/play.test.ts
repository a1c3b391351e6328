/**
 * The routes of a played game, generated from the registry as crawl routes are, served here for
 * a fake game that shares the id `plungin` with the crawl (test/play/fake-game.ts).
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../../src/api/meta';
import { resvgNodeRenderer } from '../../src/adapters/png-resvg-node';
import { createApp } from '../../src/app';
import { registryOf } from '../../src/systems';
import { FAKE_END, fakeDie, WITH_FAKE } from '../play/fake-game';

const app = createApp({ png: resvgNodeRenderer(), systems: registryOf(WITH_FAKE) });

interface State {
  round: number;
  action: number;
  outcome: string | null;
  figures: { id: string; side: string; life: number; cell: { x: number; y: number } }[];
  log: { round: number; actor: string; dice: { value: number }[] }[];
  crawl: { system: string; step: number };
}

const get = (url: string) => app.request(url);

describe('registry: ids unique per kind', () => {
  it('a crawl and a game share the id plungin; two of one kind do not', () => {
    expect(() => registryOf(WITH_FAKE)).not.toThrow();
    expect(() => registryOf([...WITH_FAKE, WITH_FAKE.at(-1)!])).toThrow(
      /play systems share the id plungin/,
    );
  });

  it('/v1/rulesets lists both, each with its own endpoint and resources', async () => {
    const body = (await (await get('/v1/rulesets')).json()) as {
      rulesets: { id: string; kind: string; endpoint: string; resources: { path: string }[] }[];
    };
    const both = body.rulesets.filter((r) => r.id === 'plungin');
    expect(both.map((r) => [r.kind, r.endpoint])).toEqual([
      ['crawl', '/v1/crawl/plungin'],
      ['play', '/v1/play/plungin'],
    ]);
    expect(both[1]!.resources.map((r) => r.path)).toEqual([
      '/v1/play/plungin',
      '/v1/play/plungin/log',
      '/v1/play/plungin/map.svg',
      '/v1/play/plungin/map.png',
    ]);
  });

  it('the crawl still answers at its own route', async () => {
    const res = await get('/v1/crawl/plungin?seed=moria&step=2');
    expect(res.status).toBe(200);
    expect(((await res.json()) as { step: number }).step).toBe(2);
  });
});

describe('/v1/play/{id}', () => {
  it('answers the state at a round: figures, log with its dice, the crawl built so far', async () => {
    const res = await get('/v1/play/plungin?seed=moria&round=2&geometry=full&log=full');
    expect(res.status).toBe(200);
    const s = (await res.json()) as State;
    expect(s.round).toBe(2);
    expect(s.outcome).toBeNull();
    // Two heroes act each round: 4 entries after round 2, each die as the fake rolls it.
    expect(s.log.map((e) => e.round)).toEqual([1, 1, 2, 2]);
    expect(s.log[3]!.dice[0]!.value).toBe(fakeDie('moria', 2, 1));
    expect(s.crawl.step).toBe(2);
    // The Goblin loses 1 life each whole round.
    expect(s.figures.find((f) => f.id === 'm1')!.life).toBe(FAKE_END - 2);
  });

  it('stops within a round at `action`', async () => {
    const s = (await (
      await get('/v1/play/plungin?seed=moria&round=2&action=1&geometry=full&log=full')
    ).json()) as State;
    expect([s.round, s.action, s.log.length]).toEqual([2, 1, 3]);
    expect(s.figures.find((f) => f.id === 'm1')!.life).toBe(FAKE_END - 1);
  });

  it('carries the round reached’s log by default; `log=none` none, `log=full` all', async () => {
    const state = async (q: string) =>
      (await (await get(`/v1/play/plungin?seed=moria&geometry=full${q}`)).json()) as State;
    const full = await state('&round=2&log=full');
    // Two heroes act each round: round 2's two entries, the same as the whole log's last two.
    const round = await state('&round=2');
    expect(round.log).toEqual(full.log.slice(2));
    expect(await state('&round=2&log=round')).toEqual(round);
    // Within a round, the actions so far.
    expect((await state('&round=2&action=1')).log).toEqual(full.log.slice(2, 3));
    expect((await state('&round=2&action=0')).log).toEqual([]);
    // The state alone: the same but for the log.
    const none = await state('&round=2&log=none');
    expect(none.log).toEqual([]);
    expect({ ...none, log: full.log }).toEqual(full);
    // Past the end, the last round's entries.
    const end = await state('&round=15');
    expect(end.log.length).toBeGreaterThan(0);
    expect(end.log.every((e) => e.round === FAKE_END)).toBe(true);
    const bad = await get('/v1/play/plungin?seed=moria&log=some');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { parameter: string }).parameter).toBe('log');
  });

  it('a round past the end answers the final state', async () => {
    const s = (await (await get('/v1/play/plungin?seed=moria&round=15')).json()) as State;
    expect(s.round).toBe(FAKE_END);
    expect(s.outcome).toMatch(/Won/);
  });

  it('a bad round or action is a 400 problem naming it', async () => {
    for (const [url, parameter] of [
      ['/v1/play/plungin?seed=moria&round=21', 'round'],
      ['/v1/play/plungin?seed=moria&round=x', 'round'],
      ['/v1/play/plungin?seed=moria&round=2&action=3', 'action'],
      ['/v1/play/plungin?seed=moria&round=2&action=-1', 'action'],
    ] as const) {
      const res = await get(url);
      expect(res.status, url).toBe(400);
      expect(res.headers.get('content-type')).toBe('application/problem+json');
      const p = (await res.json()) as { parameter?: string; errors?: { parameter: string }[] };
      expect(p.parameter ?? p.errors?.[0]?.parameter, url).toBe(parameter);
    }
  });

  it('pins v= like the other routes: the current version answers, another is 410', async () => {
    const res = await get('/v1/play/plungin?seed=moria&round=1');
    const pin = res.headers.get('strata-version')!;
    expect(pin).toBe('fake.1.0.0+json.4');
    expect(
      (await get(`/v1/play/plungin?seed=moria&round=1&v=${encodeURIComponent(pin)}`)).status,
    ).toBe(200);
    expect((await get('/v1/play/plungin?seed=moria&round=1&v=fake.0.9')).status).toBe(410);
    // The body layout before the lean log (json.3) is no longer served: 410 naming today's.
    const old = await get('/v1/play/plungin?seed=moria&round=1&v=fake.1.0.0%2Bjson.3');
    expect(old.status).toBe(410);
    expect(((await old.json()) as { current: string }).current).toBe(pin);
  });
});

describe('the map with figures and the log', () => {
  it('map.svg draws each figure as a token with initials and a roster with life', async () => {
    const res = await get('/v1/play/plungin/map.svg?seed=moria&round=2');
    expect(res.status).toBe(200);
    const svg = await res.text();
    expect(svg.match(/data-side="hero"/g)).toHaveLength(2);
    expect(svg.match(/data-side="monster"/g)).toHaveLength(1);
    expect(svg).toContain('>BI<'); // Brakka Ironhide
    expect(svg).toContain('Goblin, level 1: life 3/5');
    expect(svg).toContain('Round 2');
  });

  it('map.png renders', async () => {
    const res = await get('/v1/play/plungin/map.png?seed=moria&round=1&width=400');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
  });

  it('log is Markdown: a heading per round, each action with its rolls, the outcome', async () => {
    const res = await get('/v1/play/plungin/log?seed=moria&round=9');
    expect(res.headers.get('content-type')).toMatch(/^text\/markdown/);
    expect(res.headers.get('content-disposition')).toMatch(
      /strata-plungin-moria-round9-level1\.md/,
    );
    const md = await res.text();
    expect(md).toContain('## Round 1');
    expect(md).toContain(`## Round ${FAKE_END}`);
    expect(md).toContain(`*(rolled d6 ${fakeDie('moria', 1, 0)} for ATK)*`);
    expect(md).toMatch(/## Where it stands\n\nWon: the Goblin is defeated/);
  });
});

describe('POST: documents in the body', () => {
  const post = (url: string, body: string) =>
    app.request(url, { method: 'POST', body, headers: { 'content-type': 'application/json' } });

  it('a party in the body plays instead of the built-in one; the ETag follows the body', async () => {
    const body = JSON.stringify({ party: { heroes: [{ name: 'Solo Sam', life: 3 }] } });
    const res = await post('/v1/play/plungin?seed=moria&round=1', body);
    expect(res.status).toBe(200);
    const s = (await res.json()) as State;
    expect(s.figures.filter((f) => f.side === 'hero')).toHaveLength(1);
    const other = await post(
      '/v1/play/plungin?seed=moria&round=1',
      JSON.stringify({ party: { heroes: [{ name: 'Solo Sue', life: 3 }] } }),
    );
    expect(other.headers.get('etag')).not.toBe(res.headers.get('etag'));
  });

  it('errors point into the body', async () => {
    const res = await post(
      '/v1/play/plungin/log?seed=moria&round=1',
      JSON.stringify({ party: { heroes: [{ name: 'A', life: 0 }] }, band: {} }),
    );
    expect(res.status).toBe(400);
    const p = (await res.json()) as { errors: { parameter: string; in: string }[] };
    expect(p.errors.map((e) => e.parameter)).toEqual(['/party/heroes/0/life', '/band']);
    expect(p.errors[0]!.in).toBe('body');
  });

  it('not JSON is a 400, over the limit a 413', async () => {
    expect((await post('/v1/play/plungin?seed=moria', '{')).status).toBe(400);
    const big = JSON.stringify({ party: { heroes: [{ name: 'x'.repeat(300_000), life: 1 }] } });
    expect((await post('/v1/play/plungin?seed=moria', big)).status).toBe(413);
  });
});

describe('OpenAPI', () => {
  const doc = openApiDocument(app) as { paths: Record<string, Record<string, unknown>> };

  it('documents every play route, GET and POST, generated for the registered game', () => {
    for (const sub of ['', '/log', '/map.svg', '/map.png'])
      expect(Object.keys(doc.paths[`/v1/play/plungin${sub}`] ?? {}).sort(), sub).toEqual([
        'get',
        'post',
      ]);
    // The crawl of the same id keeps its own routes.
    expect(doc.paths['/v1/crawl/plungin']).toBeDefined();
  });

  it('the state validates against its documented schema', async () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    ajv.addFormat('binary', true);
    ajv.addSchema(doc as Record<string, unknown>, 'openapi.json');
    const validate = ajv.compile({
      $ref: 'openapi.json#/paths/~1v1~1play~1plungin/get/responses/200/content/application~1json/schema',
    });
    for (const g of ['', '&geometry=full']) {
      const body: unknown = await (await get(`/v1/play/plungin?seed=moria&round=3${g}`)).json();
      expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
    }
  });
});
