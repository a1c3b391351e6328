/** HEAD answers with Content-Length without rendering what is already kept; rendered bytes are kept by ETag. */
import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/app';
import { resvgNodeRenderer } from '../../src/adapters/png-resvg-node';
import type { PngRenderer } from '../../src/render/png';
import { LruStore } from '../../src/node/lru';

/** The real renderer, counting its renders. */
function counted(): PngRenderer & { renders: number } {
  const real = resvgNodeRenderer();
  const out = {
    name: real.name,
    version: real.version,
    renders: 0,
    render(svg: string, o?: Parameters<PngRenderer['render']>[1]) {
      out.renders++;
      return real.render(svg, o);
    },
  };
  return out;
}

const bytes = async (res: Response) => new Uint8Array(await res.arrayBuffer());

describe('HEAD', () => {
  it('Content-Length equals the GET body’s length (JSON, SVG, text)', async () => {
    const app = createApp({ png: resvgNodeRenderer(), store: new LruStore(1 << 24) });
    for (const url of [
      '/v1/dungeon?seed=head&until=civilization',
      '/v1/dungeon/map.svg?seed=head&until=primordial',
      '/v1/dungeon/chronicle?seed=head&until=disaster',
      '/v1/crawl/dmg1/key?seed=head&step=4',
    ]) {
      const head = await app.request(url, { method: 'HEAD' });
      expect(head.status, url).toBe(200);
      expect(head.body, url).toBeNull();
      const get = await app.request(url);
      const body = await bytes(get);
      expect(Number(head.headers.get('content-length')), url).toBe(body.length);
      expect(head.headers.get('etag')).toBe(get.headers.get('etag'));
      expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
    }
  });

  it('an image not yet rendered is not rendered for a HEAD; once kept, its length is known', async () => {
    const png = counted();
    const app = createApp({ png, store: new LruStore(1 << 24) });
    const url = '/v1/dungeon/map.png?seed=head&until=primordial&width=256';
    const cold = await app.request(url, { method: 'HEAD' });
    expect(cold.status).toBe(200);
    expect(cold.headers.get('content-type')).toBe('image/png');
    expect(cold.headers.get('content-length')).toBeNull();
    expect(png.renders).toBe(0);
    const body = await bytes(await app.request(url));
    expect(png.renders).toBe(1);
    const warm = await app.request(url, { method: 'HEAD' });
    expect(Number(warm.headers.get('content-length'))).toBe(body.length);
    expect(png.renders).toBe(1);
  });
});

describe('the LRU of rendered bytes', () => {
  it('a hit returns identical bytes and headers without rendering again', async () => {
    const png = counted();
    const store = new LruStore(1 << 24);
    const app = createApp({ png, store });
    const url = '/v1/dungeon/map.png?seed=lru&until=primordial&width=256';
    const first = await app.request(url);
    const a = await bytes(first);
    const second = await app.request(url);
    const b = await bytes(second);
    expect(png.renders).toBe(1);
    expect(store.hits).toBe(1);
    expect(Buffer.from(b).equals(Buffer.from(a))).toBe(true);
    for (const h of ['etag', 'content-type', 'strata-version', 'cache-control'])
      expect(second.headers.get(h), h).toBe(first.headers.get(h));
    // And the bytes are those of an app that keeps nothing.
    const fresh = await bytes(await createApp({ png: resvgNodeRenderer() }).request(url));
    expect(Buffer.from(fresh).equals(Buffer.from(a))).toBe(true);
  });

  it('a store that fails to read or write is a miss: the body is made and answered', async () => {
    const failing = {
      get: () => Promise.reject(new Error('cache unavailable')),
      put: () => Promise.reject(new Error('cache unavailable')),
    };
    const app = createApp({ png: resvgNodeRenderer(), store: failing });
    const plain = createApp({ png: resvgNodeRenderer() });
    const url = '/v1/dungeon/chronicle?seed=store&until=civilization';
    const res = await app.request(url);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(await (await plain.request(url)).text());
  });

  it('keeps within its budget, least recently used out first, and skips bodies too big to keep', () => {
    const store = new LruStore(100, 40);
    const body = (n: number) => ({ body: new Uint8Array(n), contentType: 'x' });
    store.put('a', body(29));
    store.put('b', body(29));
    store.put('c', body(29));
    store.get('a'); // a is now the most recent
    store.put('d', body(29)); // over 100: b goes
    expect(store.get('b')).toBeUndefined();
    expect(store.get('a')).toBeDefined();
    expect(store.size.bytes).toBeLessThanOrEqual(100);
    store.put('huge', body(60));
    expect(store.get('huge')).toBeUndefined();
  });
});
