/**
 * The real worker under workerd (`wrangler dev`, offline, on loopback) answers byte-identically
 * to the Node app, for every GET route the OpenAPI document lists — JSON, SVG and PNG alike.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '../../src/api/meta';
import { createTestApp } from '../helpers/app';
import { wranglerOfflineEnv } from '../../scripts/wrangler-env';

const app = createTestApp();

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

interface Param {
  name: string;
  in: string;
  schema?: { enum?: string[]; example?: unknown };
}
const doc = openApiDocument(app) as {
  paths: Record<string, Record<string, { parameters?: Param[] }>>;
};
const urls = [
  '/',
  '/healthz',
  '/v1/rulesets',
  '/openapi.json',
  '/docs',
  '/nope',
  '/v1/rulesets?bad=1',
];
for (const [path, item] of Object.entries(doc.paths)) {
  const params = item.get?.parameters;
  if (!params) continue;
  const concrete = path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const p = params.find((x) => x.name === name);
    return String(p?.schema?.enum?.[0] ?? p?.schema?.example ?? name);
  });
  const seededPath = params.some((p) => p.name === 'seed') ? `${concrete}?seed=parity` : concrete;
  if (!urls.includes(seededPath)) urls.push(seededPath);
}

// Maps above all: PNGs go through two different resvg builds (resvg-js here, resvg-wasm in the
// worker) with the bundled font. Seeds, ages and render options beyond the routes' defaults.
const MAP_URLS = [
  ...['primordial', 'civilization', 'disaster', 'villainy'].map(
    (age) => `/v1/dungeon/map.png?seed=moria&until=${age}&width=900`,
  ),
  '/v1/dungeon/map.png?seed=khazad&civ=dwarves,demons',
  '/v1/dungeon/map.png?seed=menzo&civ=dark-elves&theme=ink&layers=civilization&width=700',
  '/v1/dungeon/map.png?seed=erebor&civ=dwarves&labels=off&legend=off&width=500',
  '/v1/dungeon/map.svg?seed=seed-7&civ=dark-elves,dwarves&page=tabloid',
  '/v1/crawl/dmg1/map.png?seed=greyhawk&step=60&width=1000',
];
for (const url of MAP_URLS) if (!urls.includes(url)) urls.push(url);

let worker: ChildProcess | undefined;
let base = '';
let log = '';
/**
 * wrangler dev's state (the Cache API the Worker keeps rendered bytes in) in a fresh folder: the
 * default `.wrangler/state` outlives the run, so bodies an older tree cached under a version it
 * did not bump yet would be served instead of this tree's.
 */
const state = mkdtempSync(join(tmpdir(), 'strata-parity-'));

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  worker = spawn(
    'node_modules/.bin/wrangler',
    [
      'dev',
      '--port',
      String(port),
      '--ip',
      '127.0.0.1',
      '--persist-to',
      state,
      '--log-level',
      'warn',
    ],
    {
      env: wranglerOfflineEnv(),
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  worker.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  worker.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  // Bounded wait: up to 90 one-second polls for the worker to answer.
  for (let i = 0; i < 90; i++) {
    try {
      const res = await fetch(`${base}/healthz`);
      if (res.ok) return;
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
  rmSync(state, { recursive: true, force: true });
});

describe('workerd and Node give the same bytes', () => {
  it.each(urls)('%s', async (url) => {
    const viaWorker = await fetch(`${base}${url}`);
    const viaNode = await app.request(url);
    expect(viaWorker.status).toBe(viaNode.status);
    for (const header of ['content-type', 'etag', 'cache-control', 'strata-ruleset-version']) {
      expect(viaWorker.headers.get(header), header).toBe(viaNode.headers.get(header));
    }
    const a = Buffer.from(await viaWorker.arrayBuffer());
    const b = Buffer.from(await viaNode.arrayBuffer());
    expect(a.length).toBe(b.length);
    expect(a.equals(b)).toBe(true);
  });
});
