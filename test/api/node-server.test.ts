/**
 * The real Node server (src/adapters/serve-node.ts) on an ephemeral loopback port: what Node's
 * own HTTP parser does before the app sees a request. Raw requests go over a socket, since fetch
 * would encode or refuse what is being tested.
 */
import { connect } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_URL_LENGTH } from '../../src/app';
import { createNodeServer, listen } from '../../src/node-server';
import { createTestApp } from '../helpers/app';

const app = createTestApp();
let server: Server;
let port = 0;

beforeAll(async () => {
  server = createNodeServer(app);
  ({ port } = await listen(server, 0, '127.0.0.1'));
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Send bytes as they are and read the whole answer (every answer here closes the connection). */
function raw(request: Buffer): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    const chunks: Buffer[] = [];
    socket.on('data', (d: Buffer) => chunks.push(d));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const [statusLine = '', ...lines] = text.slice(0, split).split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: text.slice(split + 4) });
    });
  });
}

function get(target: string | Buffer, method = 'GET', extraHeaders = ''): Buffer {
  return Buffer.concat([
    Buffer.from(`${method} `),
    Buffer.from(target),
    Buffer.from(` HTTP/1.1\r\nHost: strata.test\r\nConnection: close\r\n${extraHeaders}\r\n`),
  ]);
}

function problem(res: RawResponse) {
  expect(res.headers['content-type']).toBe('application/problem+json');
  expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body));
  return JSON.parse(res.body) as { status: number; title: string; detail: string };
}

describe('the request URL limit holds on the Node server', () => {
  // '/v1/rulesets?x=aaa…': the app answers (400, unknown parameter x), so the URL got through.
  const url = (length: number) => `/v1/rulesets?x=${'a'.repeat(length - '/v1/rulesets?x='.length)}`;

  it('a URL of exactly MAX_URL_LENGTH characters reaches the app', async () => {
    const target = url(MAX_URL_LENGTH);
    expect(target).toHaveLength(16_384);
    const res = await raw(get(target));
    expect(res.status).toBe(400);
    expect(problem(res)).toMatchObject({ status: 400, parameter: 'x' });
    // And through a real HTTP client.
    expect((await fetch(`http://127.0.0.1:${port}${target}`)).status).toBe(400);
  });

  it('one character more: the app’s 414 problem', async () => {
    const res = await raw(get(url(MAX_URL_LENGTH + 1)));
    expect(res.status).toBe(414);
    expect(problem(res)).toMatchObject({ status: 414, title: 'URI too long' });
  });

  it.each([40_000, 200_000])(
    'a URL of %i characters, past what Node parses: the same 414 problem',
    async (length) => {
      const expected = await app.request(url(MAX_URL_LENGTH + 1));
      const res = await raw(get(url(length)));
      expect(res.status).toBe(414);
      expect(res.body).toBe(await expected.text());
      problem(res);
    },
  );

  it('header fields over 16 KiB: a 431 problem, not a bare status line', async () => {
    const ok = await raw(get('/healthz', 'GET', `x-big: ${'b'.repeat(15_000)}\r\n`));
    expect(ok.status).toBe(200);
    const res = await raw(get('/healthz', 'GET', `x-big: ${'b'.repeat(40_000)}\r\n`));
    expect(res.status).toBe(431);
    expect(problem(res)).toMatchObject({ status: 431 });
  });
});

describe('raw (unencoded) UTF-8 in the request line', () => {
  it('is a 400 problem naming the percent-encoded URL to send instead', async () => {
    const res = await raw(get(Buffer.from('/v1/dungeon?seed=café', 'utf8')));
    expect(res.status).toBe(400);
    const p = problem(res);
    expect(p.title).toBe('Bad request');
    expect(p.detail).toContain('/v1/dungeon?seed=caf%C3%A9');
  });

  it('the percent-encoded form is served (what workerd makes of the raw bytes)', async () => {
    const res = await raw(get('/healthz?x=%C3%A9', 'GET'));
    expect(res.status).toBe(400); // /healthz takes no parameters: the app answered
    expect(problem(res)).toMatchObject({ parameter: 'x' });
    const path = await raw(get('/h%C3%A9'));
    expect(path.status).toBe(404);
    expect(problem(path).detail).toBe('no resource at /h%C3%A9; see /docs');
  });

  it('HEAD gets the same status and headers without a body', async () => {
    const res = await raw(get(Buffer.from('/hé', 'utf8'), 'HEAD'));
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toBe('application/problem+json');
    expect(res.body).toBe('');
  });
});

describe('other requests Node refuses are problem+json too', () => {
  it('not HTTP at all: 400', async () => {
    const res = await raw(Buffer.from('HELLO\r\n\r\n'));
    expect(res.status).toBe(400);
    expect(problem(res)).toMatchObject({ status: 400 });
  });

  it('a backslash in the path (refused by @hono/node-server): 400', async () => {
    const res = await raw(get('/v1\\rulesets'));
    expect(res.status).toBe(400);
    expect(problem(res).detail).toMatch(/backslash/i);
  });
});

describe('trailing slash, HEAD and OPTIONS over the wire', () => {
  it('/v1/dungeon/ is a 404 naming /v1/dungeon', async () => {
    const res = await raw(get('/v1/dungeon/?seed=x'));
    expect(res.status).toBe(404);
    expect(problem(res).detail).toBe('no resource at /v1/dungeon/; did you mean /v1/dungeon?');
  });

  it('HEAD /healthz/ is a bodiless 404; HEAD /healthz a bodiless 200', async () => {
    const miss = await raw(get('/healthz/', 'HEAD'));
    expect(miss.status).toBe(404);
    expect(miss.body).toBe('');
    const hit = await raw(get('/healthz', 'HEAD'));
    expect(hit.status).toBe(200);
    expect(hit.body).toBe('');
  });
});
