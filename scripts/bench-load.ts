/**
 * The load section of `npm run bench`: the Node server as users run it (`dist/node/server.mjs`,
 * built by `npm start`'s build), on a loopback port, under
 * 1. a steady mix: N requests (default 10,000) at concurrency 8 over a mix of routes and seeds,
 *    asking for compression as browsers do: throughput, latency quantiles, errors, and the
 *    server's RSS every 500 requests;
 * 2. a storm: 50 of the heaviest requests (4096-px PNGs of full histories with the heaviest
 *    options) in flight at once, while `/healthz` is asked one request after another:
 *    its latency quantiles, and how the storm ended (200s, 503s).
 * Prints; never judges. Standalone: npx tsx scripts/bench-load.ts [--requests N] [--url BASE]
 * (with --url, the server at BASE is measured instead of a fresh one; --pid P reads its RSS).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { performance } from 'node:perf_hooks';
import { REGISTRY } from '../src/systems';
import { heavyQuery } from './bench-cases';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => (typeof a === 'object' && a ? resolve(a.port) : reject(new Error('no port'))));
    });
  });
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;

/** A small seeded generator (mulberry32) so every run asks the same mix. */
function mulberry(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The mix: [weight, URL for a seed]. Weights sum to 100. */
function mix(): [number, (seed: string) => string][] {
  const h = REGISTRY.histories[0]!;
  const c = REGISTRY.crawls[0]!;
  return [
    [8, () => '/healthz'],
    [4, () => '/v1/rulesets'],
    [22, (s) => `/v1/dungeon?seed=${s}&ruleset=${h.id}`],
    [10, (s) => `/v1/dungeon/chronicle?seed=${s}&ruleset=${h.id}`],
    [14, (s) => `/v1/dungeon/map.svg?seed=${s}&ruleset=${h.id}`],
    [8, (s) => `/v1/dungeon/map.png?seed=${s}&ruleset=${h.id}&width=800`],
    [12, (s) => `/v1/crawl/${c.id}?seed=${s}&step=60`],
    [10, (s) => `/v1/crawl/${c.id}/map.svg?seed=${s}&step=60`],
    [4, (s) => `/v1/crawl/${c.id}/map.png?seed=${s}&step=60&width=800`],
    [8, (s) => `/v1/crawl/${c.id}/key?seed=${s}&step=60`],
  ];
}

interface Answer {
  status: number;
  ms: number;
  bytes: number;
}

function get(agent: Agent, port: number, path: string): Promise<Answer> {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        agent,
        headers: { 'accept-encoding': 'br, gzip' },
      },
      (res) => {
        let bytes = 0;
        res.on('data', (d: Buffer) => (bytes += d.length));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, ms: performance.now() - t0, bytes }),
        );
        res.on('error', () => resolve({ status: 0, ms: performance.now() - t0, bytes }));
      },
    );
    req.on('error', () => resolve({ status: 0, ms: performance.now() - t0, bytes: 0 }));
    req.end();
  });
}

function rssMb(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : null;
}

/** Start the built server on a free port; resolves once it listens. */
async function startServer(): Promise<{ child: ChildProcess; port: number; readyMs: number }> {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(process.execPath, ['dist/node/server.mjs'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      log += d.toString();
      if (log.includes('listening')) resolve();
    });
    child.stderr!.on('data', (d: Buffer) => (log += d.toString()));
    child.once('exit', () => reject(new Error(`server exited:\n${log}`)));
  });
  return { child, port, readyMs: performance.now() - t0 };
}

export interface LoadOptions {
  readonly requests: number;
  readonly concurrency: number;
  readonly storm: number;
  readonly url?: string | undefined;
  /** With `url`: the server's process id, to read its RSS. */
  readonly pid?: number | undefined;
}

export async function loadSection(o: LoadOptions): Promise<void> {
  let child: ChildProcess | undefined;
  let port: number;
  if (o.url) port = Number(new URL(o.url).port);
  else {
    const s = await startServer();
    child = s.child;
    port = s.port;
    console.log(
      `\nload: dist/node/server.mjs on 127.0.0.1:${port} (started, warmed and listening in ${s.readyMs.toFixed(0)} ms)`,
    );
  }
  const pid = child?.pid ?? o.pid;
  try {
    const agent = new Agent({ keepAlive: true, maxSockets: o.concurrency });
    const routes = mix();
    const rand = mulberry(21);
    const pickUrl = () => {
      let r = rand() * 100;
      const seed = String(1 + Math.floor(rand() * 3000));
      for (const [w, make] of routes) {
        if (r < w) return make(seed);
        r -= w;
      }
      return routes[0]![1](seed);
    };
    const urls = Array.from({ length: o.requests }, pickUrl);
    const times: number[] = [];
    const errors: string[] = [];
    const rss: string[] = [];
    let next = 0;
    let done = 0;
    const t0 = performance.now();
    const rss0 = rssMb(pid);
    await Promise.all(
      Array.from({ length: o.concurrency }, async () => {
        while (next < urls.length) {
          const url = urls[next++]!;
          const a = await get(agent, port, url);
          times.push(a.ms);
          if (a.status !== 200) errors.push(`${a.status} ${url}`);
          done++;
          if (done % 500 === 0) {
            const mb = rssMb(pid);
            rss.push(mb === null ? '-' : mb.toFixed(0));
          }
        }
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    times.sort((a, b) => a - b);
    console.log(
      `steady mix: ${o.requests} requests at concurrency ${o.concurrency} over ${routes.length} routes, seeds 1–3000, Accept-Encoding: br, gzip`,
    );
    console.log('| throughput | p50 | p95 | p99 | max | errors |');
    console.log('|---|---|---|---|---|---|');
    console.log(
      `| ${(o.requests / seconds).toFixed(0)} req/s (${seconds.toFixed(1)} s) | ${quantile(times, 0.5).toFixed(1)} ms | ${quantile(times, 0.95).toFixed(1)} ms | ${quantile(times, 0.99).toFixed(1)} ms | ${times[times.length - 1]!.toFixed(0)} ms | ${errors.length} |`,
    );
    if (errors.length > 0) console.log(`first errors: ${errors.slice(0, 5).join('; ')}`);
    console.log(
      `RSS MB before, then every 500 requests: ${rss0 === null ? '-' : rss0.toFixed(0)} | ${rss.join(' ')}`,
    );

    // ---- the storm: the heaviest requests all at once, /healthz asked throughout ----
    if (o.storm === 0) return;
    const h = REGISTRY.histories[0]!;
    const last = h.ages[h.ages.length - 1]!.id;
    const heavy = heavyQuery(h.options);
    const stormAgent = new Agent({ keepAlive: true, maxSockets: o.storm });
    const probeAgent = new Agent({ keepAlive: true, maxSockets: 1 });
    const s0 = performance.now();
    const tag = Math.floor(performance.timeOrigin).toString(36);
    const statuses = new Map<number, number>();
    let peak = rssMb(pid) ?? 0;
    let finished = 0;
    const stormDone = Promise.all(
      Array.from({ length: o.storm }, (_, i) =>
        get(
          stormAgent,
          port,
          `/v1/dungeon/map.png?seed=storm-${tag}-${i}&ruleset=${h.id}&until=${last}${heavy}&width=4096`,
        ).then((a) => {
          statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
          finished++;
          return a;
        }),
      ),
    );
    const probes: number[] = [];
    // Bounded: at most 100,000 probes (the storm ends long before).
    for (let i = 0; i < 100_000 && finished < o.storm; i++) {
      const a = await get(probeAgent, port, '/healthz');
      if (a.status !== 200) errors.push(`${a.status} /healthz`);
      probes.push(a.ms);
      if (i % 20 === 0) peak = Math.max(peak, rssMb(pid) ?? 0);
    }
    const storm = await stormDone;
    const stormSeconds = (performance.now() - s0) / 1000;
    probes.sort((a, b) => a - b);
    const heavyMs = storm.map((a) => a.ms).sort((a, b) => a - b);
    console.log(
      `\nstorm: ${o.storm} × /v1/dungeon/map.png width=4096 (full history${heavy ? ', heaviest options' : ''}) at once, /healthz asked one after another meanwhile`,
    );
    console.log(
      '| /healthz probes | p50 | p95 | p99 | max | storm answers | storm p50 / max | storm took | peak RSS |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|');
    console.log(
      `| ${probes.length} | ${quantile(probes, 0.5).toFixed(1)} ms | ${quantile(probes, 0.95).toFixed(1)} ms | ${quantile(probes, 0.99).toFixed(1)} ms | ${probes[probes.length - 1]!.toFixed(1)} ms | ${[
        ...statuses,
      ]
        .map(([s, n]) => `${n}× ${s}`)
        .join(
          ', ',
        )} | ${(quantile(heavyMs, 0.5) / 1000).toFixed(1)} / ${(heavyMs[heavyMs.length - 1]! / 1000).toFixed(1)} s | ${stormSeconds.toFixed(1)} s | ${peak ? `${peak.toFixed(0)} MB` : '-'} |`,
    );
    agent.destroy();
    stormAgent.destroy();
    probeAgent.destroy();
  } finally {
    child?.kill('SIGTERM');
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const arg = (name: string) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : undefined;
  };
  await loadSection({
    requests: Number(arg('requests') ?? 10_000),
    concurrency: Number(arg('concurrency') ?? 8),
    storm: Number(arg('storm') ?? 50),
    url: arg('url'),
    pid: arg('pid') === undefined ? undefined : Number(arg('pid')),
  });
}
