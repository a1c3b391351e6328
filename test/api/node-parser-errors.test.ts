/** Requests Node's parser or server would answer with an empty status line (or nothing): problem+json here. */
import { connect } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeServer, listen } from '../../src/node-server';
import { createTestApp } from '../helpers/app';

let server: Server;
let port = 0;
beforeAll(async () => {
  server = createNodeServer(createTestApp());
  ({ port } = await listen(server, 0, '127.0.0.1'));
});
afterAll(() => new Promise((r) => server.close(r)));

function raw(text: string): Promise<{ status: number; head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    const chunks: Buffer[] = [];
    socket.on('data', (d: Buffer) => {
      chunks.push(d);
      const all = Buffer.concat(chunks).toString();
      const split = all.indexOf('\r\n\r\n');
      const length = /content-length: (\d+)/i.exec(all.slice(0, split))?.[1];
      if (split !== -1 && length !== undefined && all.length - split - 4 >= Number(length))
        socket.end();
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const all = Buffer.concat(chunks).toString();
      const split = all.indexOf('\r\n\r\n');
      resolve({
        status: Number(all.split(' ')[1]),
        head: all.slice(0, split),
        body: all.slice(split + 4),
      });
    });
  });
}

describe('the Node server’s own refusals', () => {
  it('a request without Host is a 400 problem+json', async () => {
    const res = await raw('GET /healthz HTTP/1.1\r\nConnection: close\r\n\r\n');
    expect(res.status).toBe(400);
    expect(res.head).toMatch(/content-type: application\/problem\+json/i);
    expect(JSON.parse(res.body)).toMatchObject({ status: 400 });
  });

  it('CONNECT is a 405 problem+json naming the methods served', async () => {
    const res = await raw('CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n');
    expect(res.status).toBe(405);
    expect(res.head).toMatch(/allow: GET, HEAD, OPTIONS/i);
    expect(JSON.parse(res.body)).toMatchObject({
      status: 405,
      type: '/problems/method-not-allowed',
    });
  });
});
