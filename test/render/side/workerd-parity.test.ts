/**
 * Maps from the real worker under workerd (`wrangler dev`, offline, loopback) are byte-identical to
 * the Node app's for a set of seeds, ages and render options — PNGs above all, since they go
 * through two different resvg builds (resvg-js and resvg-wasm) with the bundled font.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../helpers/app';

const app = createTestApp();

const URLS = [
  ...['primordial', 'civilization', 'disaster'].map(
    (age) => `/v1/dungeon/map.png?seed=moria&until=${age}&width=900`,
  ),
  '/v1/dungeon/map.png?seed=khazad&civ=dwarves,demons',
  '/v1/dungeon/map.png?seed=menzo&civ=dark-elves&theme=ink&layers=civilization&width=700',
  '/v1/dungeon/map.png?seed=erebor&civ=dwarves&labels=off&legend=off&width=500',
  '/v1/dungeon/map.svg?seed=seed-7&civ=dark-elves,dwarves&page=tabloid',
];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() =>
        typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port')),
      );
    });
  });
}

let worker: ChildProcess | undefined;
let base = '';
let log = '';

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  worker = spawn(
    'node_modules/.bin/wrangler',
    ['dev', '--port', String(port), '--ip', '127.0.0.1', '--log-level', 'warn'],
    {
      env: {
        ...process.env,
        WRANGLER_SEND_METRICS: 'false',
        CLOUDFLARE_CF_FETCH_ENABLED: 'false',
        WRANGLER_HIDE_BANNER: 'true',
        NO_COLOR: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  worker.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  worker.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  // Bounded wait: up to 90 one-second polls for the worker to answer.
  for (let i = 0; i < 90; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    if (worker.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`wrangler dev did not start:\n${log}`);
});

afterAll(() => {
  worker?.kill('SIGTERM');
});

describe('maps: workerd and Node give the same bytes', () => {
  it.each(URLS)('%s', async (url) => {
    const viaWorker = await fetch(`${base}${url}`);
    const viaNode = await app.request(url);
    expect(viaWorker.status).toBe(200);
    expect(viaNode.status).toBe(200);
    expect(viaWorker.headers.get('etag')).toBe(viaNode.headers.get('etag'));
    const a = Buffer.from(await viaWorker.arrayBuffer());
    const b = Buffer.from(await viaNode.arrayBuffer());
    expect(a.length).toBe(b.length);
    expect(a.equals(b)).toBe(true);
  });
});
