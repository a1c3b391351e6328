/**
 * /v1/crawl/plungin in process: the GET routes with `pack=`, the list of built-in packs, and a
 * user pack POSTed in the body (round trip, ETag over the pack's bytes, errors as JSON pointers,
 * the size limit).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SUNKEN_SHRINE, GHOBLIN_WARREN } from '../../../src/crawl/plungin/packs';
import { resvgNodeRenderer } from '../../../src/adapters/png-resvg-node';
import { createApp } from '../../../src/app';
import { createTestApp } from '../../helpers/app';

const app = createTestApp();
const post = (url: string, body: string) =>
  app.request(url, { method: 'POST', body, headers: { 'content-type': 'application/json' } });

describe('/v1/crawl/plungin', () => {
  it('answers the plan with the Plot Counter and the Map Maker tiles', async () => {
    const r = await app.request('/v1/crawl/plungin?seed=greyhawk&step=20');
    expect(r.status).toBe(200);
    const body = (await r.json()) as { extra: { plotCounter: { phases: number; n: number } } };
    expect(body.extra.plotCounter).toMatchObject({ phases: 20, n: 12, x: 6, complete: true });
  });

  it('lists the built-in packs, and pack= picks one', async () => {
    const r = await app.request('/v1/crawl/plungin/packs');
    const list = (await r.json()) as { items: { id: string }[] };
    expect(list.items.map((p) => p.id)).toEqual([
      'strata-sunken-shrine',
      'strata-ghoblin-warren',
      'strata-bone-vault',
    ]);
    const g = await app.request('/v1/crawl/plungin?seed=a&step=3&pack=strata-ghoblin-warren');
    const body = (await g.json()) as { extra: { pack: { id: string } } };
    expect(body.extra.pack.id).toBe('strata-ghoblin-warren');
  });

  it('a POSTed pack equal to a built-in gives its plan; its ETag covers the pack bytes', async () => {
    const url = '/v1/crawl/plungin?seed=greyhawk&step=12';
    const byGet = await (await app.request(url)).json();
    const a = await post(url, JSON.stringify(SUNKEN_SHRINE));
    expect(a.status).toBe(200);
    expect(await a.json()).toEqual(byGet);
    const b = await post(url, JSON.stringify(SUNKEN_SHRINE, null, 1));
    expect(b.headers.get('etag')).not.toBe(a.headers.get('etag'));
    const c = await post(url, JSON.stringify(GHOBLIN_WARREN));
    expect(c.headers.get('etag')).not.toBe(a.headers.get('etag'));
    const key = await post(
      '/v1/crawl/plungin/key?seed=greyhawk&step=12',
      JSON.stringify(GHOBLIN_WARREN),
    );
    expect(await key.text()).toContain('THE RED WARREN');
  });

  it('a pack naming a chart entry that does not exist is a 400 pointing into the pack', async () => {
    const bad = JSON.parse(JSON.stringify(SUNKEN_SHRINE)) as {
      charts: { monsters: { rows: { groups: { monster: string }[] }[] } };
    };
    bad.charts.monsters.rows[1]!.groups[0]!.monster = 'dragon';
    const r = await post('/v1/crawl/plungin/map.svg?seed=x', JSON.stringify(bad));
    expect(r.status).toBe(400);
    expect(r.headers.get('content-type')).toContain('application/problem+json');
    const p = (await r.json()) as {
      parameter: string;
      errors: { parameter: string; in: string }[];
    };
    expect(p.parameter).toBe('pack');
    expect(p.errors).toContainEqual(
      expect.objectContaining({
        parameter: '/charts/monsters/rows/1/groups/0/monster',
        in: 'body',
      }),
    );
  });

  it('has a POST twin of every GET output of a crawl, the Foundry scene too', async () => {
    const doc = (await (await app.request('/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const crawlPaths = Object.keys(doc.paths).filter(
      (p) => p.startsWith('/v1/crawl/plungin') && !p.endsWith('/packs'),
    );
    expect(crawlPaths.sort()).toEqual(
      ['', '/foundry', '/key', '/map.png', '/map.svg', '/uvtt'].map((x) => `/v1/crawl/plungin${x}`),
    );
    for (const p of crawlPaths) expect(Object.keys(doc.paths[p]!).sort()).toEqual(['get', 'post']);
  });

  it('a POSTed Foundry scene names the POST of its background, keyed by the pack', async () => {
    const url = '/v1/crawl/plungin/foundry?seed=greyhawk&step=12&pixelsPerGrid=20';
    const byGet = (await (await app.request(url)).json()) as {
      walls: unknown[];
      flags: { strata: { image: { file: string; url: string } } };
    };
    const a = await post(url, JSON.stringify(SUNKEN_SHRINE));
    expect(a.status).toBe(200);
    const scene = (await a.json()) as typeof byGet & {
      flags: { strata: { image: { method: string; packSha256: string } } };
    };
    expect(scene.walls).toEqual(byGet.walls);
    // The same URL as the GET scene's image, but for the built-in pack's name: the body is the pack.
    expect(scene.flags.strata.image).toMatchObject({
      url: byGet.flags.strata.image.url.replace('pack=strata-sunken-shrine&', ''),
      method: 'POST',
    });
    expect(byGet.flags.strata.image.url).toContain('pack=strata-sunken-shrine&');
    expect(scene.flags.strata.image.file).not.toBe(byGet.flags.strata.image.file);
    const c = (await (await post(url, JSON.stringify(GHOBLIN_WARREN))).json()) as typeof scene;
    expect(c.flags.strata.image.packSha256).not.toBe(scene.flags.strata.image.packSha256);
    expect(c.flags.strata.image.file).not.toBe(scene.flags.strata.image.file);
    // The image it names is the POSTed map.png of the same pack.
    const img = await post(
      `${byGet.flags.strata.image.url.replace(/^\/v1\/crawl\/plungin\/map\.png/, '/v1/crawl/plungin/map.png')}`,
      JSON.stringify(GHOBLIN_WARREN),
    );
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/png');
  });

  it('refuses a body that is not JSON (400) or over the size limit (413)', async () => {
    expect((await post('/v1/crawl/plungin?seed=x', '{')).status).toBe(400);
    expect((await post('/v1/crawl/plungin?seed=x', ' '.repeat(70000))).status).toBe(413);
  });
});

describe('a POST on a server that renders in threads (the Node server)', () => {
  it("is handed to a thread with its own body, not answered as the URL's GET", async () => {
    // The Node server's offload gives a thread the URL and a POST's body, as it came.
    const plain = createTestApp();
    const offloaded: string[] = [];
    const served = createApp({
      png: resvgNodeRenderer(),
      offload: (url, post) => {
        offloaded.push(`${post ? 'POST' : 'GET'} ${post?.contentType ?? ''}`);
        return Promise.resolve(
          plain.request(
            url,
            post
              ? {
                  method: 'POST',
                  body: post.body as BodyInit,
                  headers: { 'content-type': post.contentType },
                }
              : {},
          ),
        );
      },
    });
    const url = '/v1/crawl/plungin/key?seed=greyhawk&step=12';
    const r = await served.request(url, {
      method: 'POST',
      body: JSON.stringify(GHOBLIN_WARREN),
      headers: { 'content-type': 'application/json' },
    });
    expect(await r.text()).toContain('THE RED WARREN');
    expect(offloaded).toEqual(['POST application/json']);
    expect(await (await served.request(url)).text()).not.toContain('THE RED WARREN');
    expect(offloaded).toHaveLength(2);
  });
});

describe('a pack written by hand from the schema documentation', () => {
  it('runs through every route of the POST', async () => {
    const body = readFileSync(new URL('./fixtures/web-of-the-widow.json', import.meta.url), 'utf8');
    for (const r of ['', '/key', '/map.svg', '/uvtt?image=none', '/foundry'].map((p) =>
      post(`/v1/crawl/plungin${p}${p.includes('?') ? '&' : '?'}seed=greyhawk&step=20`, body),
    ))
      expect((await r).status).toBe(200);
    const plan = (await (await post('/v1/crawl/plungin?seed=greyhawk&step=20', body)).json()) as {
      extra: { pack: { id: string }; plotCounter: { n: number } };
    };
    expect(plan.extra.pack.id).toBe('web-of-the-widow');
    expect(plan.extra.plotCounter.n).toBe(10);
  });

  it('its first draft failed with errors that say what to fix', async () => {
    const draft = JSON.parse(
      readFileSync(new URL('./fixtures/web-of-the-widow.json', import.meta.url), 'utf8'),
    ) as {
      tiles: Record<string, { doors: number }>;
      items: Record<string, { replacement?: string }>;
    };
    draft.tiles['mine-mouth']!.doors = 3;
    delete draft.items['silk-cloak']!.replacement;
    const r = await post('/v1/crawl/plungin?seed=x', JSON.stringify(draft));
    const p = (await r.json()) as { errors: { parameter: string; message: string }[] };
    expect(p.errors).toEqual([
      expect.objectContaining({
        parameter: '/entryTile',
        message: 'the Entry tile has 4 doorways: three doors and the Dungeon Exit',
      }),
      expect.objectContaining({
        parameter: '/items/silk-cloak',
        message: 'a unique item names the `replacement` found once it is taken',
      }),
    ]);
  });
});
