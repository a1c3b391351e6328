/** The Node server compresses text answers as the client accepts (brotli, else gzip). */
import type { Server } from 'node:http';
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { negotiate } from '../../src/node/compress';
import { LruStore } from '../../src/node/lru';
import { createNodeServer, listen } from '../../src/node-server';
import { createTestApp } from '../helpers/app';

let server: Server;
let port = 0;
const store = new LruStore(8 * 1024 * 1024);

beforeAll(async () => {
  server = createNodeServer(createTestApp(), { store });
  ({ port } = await listen(server, 0, '127.0.0.1'));
});
afterAll(() => new Promise((r) => server.close(r)));

/** A GET with exactly these headers (fetch would add its own Accept-Encoding and decode). */
function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string>; body: Buffer }>(
    (resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode!,
            headers: res.headers as Record<string, string>,
            body: Buffer.concat(chunks),
          }),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );
}

describe('negotiate', () => {
  it('prefers brotli, then gzip, honours q=0 and *, and sends identity otherwise', () => {
    expect(negotiate('gzip, deflate, br')).toBe('br');
    expect(negotiate('gzip')).toBe('gzip');
    expect(negotiate('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(negotiate('*')).toBe('br');
    expect(negotiate('*;q=0')).toBeNull();
    expect(negotiate('deflate, identity')).toBeNull();
    expect(negotiate(null)).toBeNull();
  });
});

describe('compressed answers', () => {
  const url = '/v1/dungeon?seed=squeeze&until=civilization';

  it('JSON: br and gzip decode to the identity bytes, with a weak ETag and Vary', async () => {
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
    const br = await get(url, { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(`W/${plain.headers.etag}`);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(plain.body.length / 4);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    const gz = await get(url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
    // The compressed bytes are kept by ETag and encoding: the same bytes again.
    const again = await get(url, { 'accept-encoding': 'br' });
    expect(again.body.equals(br.body)).toBe(true);
    // The weak ETag still revalidates.
    const revalidated = await get(url, {
      'accept-encoding': 'br',
      'if-none-match': br.headers.etag!,
    });
    expect(revalidated.status).toBe(304);
  });

  it('SVG and text are compressed; PNG and small bodies are not', async () => {
    const svg = await get('/v1/dungeon/map.svg?seed=squeeze&until=primordial', {
      'accept-encoding': 'gzip',
    });
    expect(svg.headers['content-encoding']).toBe('gzip');
    const text = await get('/v1/crawl/dmg1/key?seed=squeeze&step=60', { 'accept-encoding': 'br' });
    expect(text.headers['content-encoding']).toBe('br');
    const png = await get('/v1/dungeon/map.png?seed=squeeze&until=primordial&width=256', {
      'accept-encoding': 'br',
    });
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-encoding']).toBeUndefined();
    const small = await get('/healthz', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
