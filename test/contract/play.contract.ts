/**
 * The contract every played game answers, read through the kind's interface
 * (src/crawl/plan/play.ts) and its routes (`/v1/play/{id}`): same seed same bytes, different
 * seeds differ, the state at round N (and at each action within it) is a prefix of the later
 * log, a versioned URL is immutable and an old version gone, bad input is problem+json naming
 * what is wrong, and each POST twin answers the GET's bytes when its body holds nothing or the
 * built-in documents. A small sample keeps it fast; the game's own tests hold its rules.
 */
import { describe, expect, it } from 'vitest';
import { resvgNodeRenderer } from '../../src/adapters/png-resvg-node';
import { createApp } from '../../src/app';
import { resolveOptions, type OptionValues } from '../../src/core/system';
import type { PlayedGame, PlayRun } from '../../src/crawl/plan/play';
import { optionMixes } from './options';

const app = createApp({ png: resvgNodeRenderer() });

/** The sample: rounds replayed one by one (each replays from the seed, so keep it short). */
const ROUNDS = 8;

export function playContract(
  game: PlayedGame,
  /** The documents the game plays when the request names none (its built-in party, pack…). */
  builtIns: Readonly<Record<string, unknown>>,
): void {
  const defaults = resolveOptions(game.options, {}) as OptionValues<typeof game.options>;
  const run = (seed: string, round: number, action: number | null = null) =>
    game.run(seed, defaults, { round, action }, {});
  const base = `/v1/play/${game.id}`;
  const json = (r: PlayRun) =>
    JSON.stringify({ ...r, crawl: { plan: r.crawl.plan, steps: r.crawl.plan.steps } });

  describe(`${game.id}: play contract`, () => {
    it('the same seed gives the same game', () => {
      expect(json(run('moria', ROUNDS))).toBe(json(run('moria', ROUNDS)));
    });

    it('different seeds give different games', () => {
      const seeds = ['a', 'b', 'c', 'd'];
      expect(new Set(seeds.map((s) => JSON.stringify(run(s, ROUNDS).log))).size).toBe(4);
    });

    it('the state at round N is a prefix of round N+1, and each action of a prefix of the next', () => {
      let prev: PlayRun | null = null;
      for (let n = 0; n <= ROUNDS; n++) {
        const r = run('moria', n);
        expect(r.round, `round ${n}`).toBeLessThanOrEqual(n);
        for (const e of r.log) expect(e.round, `round ${n}`).toBeLessThanOrEqual(n);
        if (prev) expect(r.log.slice(0, prev.log.length), `round ${n}`).toEqual(prev.log);
        if (r.outcome !== null) break;
        prev = r;
      }
      // Within one round, action by action up to the whole round.
      const round = 3;
      const whole = run('moria', round);
      let last = run('moria', round - 1).log;
      let stepped = 0;
      for (let a = 0; a <= 40; a++) {
        const r = run('moria', round, a);
        if (r.round === round && r.action < a) break;
        stepped++;
        expect(r.log.slice(0, last.length), `action ${a}`).toEqual(last);
        expect(whole.log.slice(0, r.log.length), `action ${a}`).toEqual(r.log);
        last = r.log;
      }
      expect(stepped).toBeGreaterThan(2);
      expect(last).toEqual(whole.log.slice(0, last.length));
    });

    it('every option value plays', () => {
      for (const mix of optionMixes(game.options)) {
        const r = game.run('opt', mix.options as typeof defaults, { round: 3, action: null }, {});
        expect(r.log.length, mix.label).toBeGreaterThan(0);
      }
    });

    const resources = ['', '/log', '/map.svg', ...(game.sheets ? ['/sheets'] : [])];
    for (const res of resources)
      it(`GET ${base}${res}: same bytes, ETag and 304, immutable when pinned, 410 when gone`, async () => {
        const url = `${base}${res}?seed=contract&round=4`;
        const a = await app.request(url);
        expect(a.status).toBe(200);
        const bytes = Buffer.from(await a.arrayBuffer());
        const b = await app.request(url);
        expect(Buffer.from(await b.arrayBuffer()).equals(bytes)).toBe(true);
        const etag = a.headers.get('etag');
        expect(etag).toMatch(/^"[0-9a-f]{40}"$/);
        expect(b.headers.get('etag')).toBe(etag);
        expect(a.headers.get('cache-control')).toBe('public, max-age=300, must-revalidate');
        expect(a.headers.get('strata-ruleset-version')).toBe(game.version);
        const version = a.headers.get('strata-version')!;
        const pinned = await app.request(`${url}&v=${encodeURIComponent(version)}`);
        expect(pinned.status).toBe(200);
        expect(pinned.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(Buffer.from(await pinned.arrayBuffer()).equals(bytes)).toBe(true);
        expect((await app.request(`${url}&v=0.0.0`)).status).toBe(410);
        expect((await app.request(url, { headers: { 'if-none-match': etag! } })).status).toBe(304);
        const other = await app.request(`${base}${res}?seed=other&round=4`);
        expect(Buffer.from(await other.arrayBuffer()).equals(bytes)).toBe(false);
      });

    it('bad input is problem+json naming the parameter', async () => {
      const cases: [string, string][] = [
        ['seed=m&round=-1', 'round'],
        [`seed=m&round=${game.rounds.max + 1}`, 'round'],
        ['seed=m&round=x', 'round'],
        ['seed=m&action=-1', 'action'],
        ['seed=m&round=1&action=999', 'action'],
        ['seed=m&level=99', 'level'],
        ['seed=m&nonsense=1', 'nonsense'],
      ];
      for (const [q, parameter] of cases) {
        const res = await app.request(`${base}?${q}`);
        expect(res.status, q).toBe(400);
        expect(res.headers.get('content-type'), q).toBe('application/problem+json');
        expect(((await res.json()) as { parameter: string }).parameter, q).toBe(parameter);
      }
      if (game.documents.length === 0) return;
      for (const body of ['[]', '{"nonsense": {}}', 'not json']) {
        const res = await app.request(`${base}?seed=m&round=1`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        expect(res.status, body).toBe(400);
        expect(res.headers.get('content-type'), body).toBe('application/problem+json');
      }
    });

    if (game.documents.length > 0)
      for (const res of resources)
        it(`POST ${base}${res} with no documents or the built-in ones answers as the GET`, async () => {
          const url = `${base}${res}?seed=contract&round=4`;
          const get = Buffer.from(await (await app.request(url)).arrayBuffer());
          for (const body of [{}, builtIns]) {
            const post = await app.request(url, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(body),
            });
            expect(post.status, JSON.stringify(Object.keys(body))).toBe(200);
            expect(Buffer.from(await post.arrayBuffer()).toString()).toBe(get.toString());
          }
        });
  });
}
