/**
 * The Worker in workerd alone: the bundle `wrangler deploy --dry-run` writes (the one Cloudflare
 * would run), served by the workerd binary that wrangler itself uses, from a config of our own,
 * with no `wrangler dev` around it. Under `wrangler dev` every request also passes through
 * miniflare's own Workers (its entry and proxy, JavaScript on the same workerd thread as ours),
 * and that CPU lands on the main-thread figure although Cloudflare does not bill it to the
 * isolate; here the thread runs only workerd's HTTP and our isolate.
 *
 * Offline, Linux or macOS (the binary comes with wrangler's `workerd` package).
 *
 * Diagnostics (environment): `STRATA_WORKERD_V8_FLAGS` (e.g. `--trace-gc`) is handed to the
 * isolate's V8 (`v8Flags`), and `STRATA_WORKERD_LOG=PREFIX` writes workerd's output to
 * `PREFIX.<port>` and `PREFIX.<port>.err`, line by line.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { wranglerOfflineEnv } from './wrangler-env';

export interface BareWorkerd {
  readonly proc: ChildProcess;
  readonly base: string;
  /** Stop workerd and remove the bundle. */
  readonly stop: () => void;
}

/** The workerd binary wrangler runs (`workerd` package, resolved from the checkout at `dir`). */
function workerdBinary(dir: string): string {
  const req = createRequire(join(resolve(dir), 'package.json'));
  return join(dirname(req.resolve('workerd/package.json')), 'bin/workerd');
}

/**
 * Bundle the checkout at `dir` as `wrangler deploy --dry-run` does (with `defines`), write a
 * workerd config serving it on `port` (the compatibility date and flags of wrangler.toml), and
 * start workerd; throws with wrangler's output when the bundle fails.
 */
export function bareWorkerd(
  dir: string,
  port: number,
  defines: readonly string[] = [],
): BareWorkerd {
  const v8Flags = process.env.STRATA_WORKERD_V8_FLAGS;
  const log = process.env.STRATA_WORKERD_LOG;
  const out = mkdtempSync(join(tmpdir(), 'strata-bare-'));
  const built = spawnSync(
    join(dir, 'node_modules/.bin/wrangler'),
    ['deploy', '--dry-run', '--outdir', out, ...defines.flatMap((d) => ['--define', d])],
    {
      cwd: dir,
      encoding: 'utf8',
      env: wranglerOfflineEnv(),
    },
  );
  if (built.status !== 0) throw new Error(`wrangler deploy --dry-run failed:\n${built.stderr}`);
  const toml = readFileSync(join(dir, 'wrangler.toml'), 'utf8');
  const date = /^compatibility_date\s*=\s*"([^"]+)"/m.exec(toml)?.[1] ?? '2026-04-20';
  const flags = /^compatibility_flags\s*=\s*(\[[^\]]*\])/m.exec(toml)?.[1] ?? '[]';
  // The bundle imports its other modules as "./<file>": wasm as WebAssembly modules, the rest
  // (the fonts) as data, as wrangler.toml's rules declare them.
  const modules = readdirSync(out)
    .filter((f) => f !== 'worker.js' && !f.endsWith('.map') && f !== 'README.md')
    .map((f) => `(name = "./${f}", ${f.endsWith('.wasm') ? 'wasm' : 'data'} = embed "${f}")`);
  writeFileSync(
    join(out, 'config.capnp'),
    `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [ (name = "main", worker = .worker) ],
  sockets = [ (name = "http", address = "127.0.0.1:${port}", http = (), service = "main") ],${v8Flags ? `\n  v8Flags = ${JSON.stringify(v8Flags.split(' '))},` : ''}
);
const worker :Workerd.Worker = (
  modules = [
    (name = "worker.js", esModule = embed "worker.js"),
    ${modules.join(',\n    ')}
  ],
  compatibilityDate = "${date}",
  compatibilityFlags = ${flags},
);
`,
  );
  const serve = [workerdBinary(dir), 'serve', join(out, 'config.capnp')];
  // With a log, workerd's output line by line (stdbuf), so a killed workerd has written it all.
  const proc = log
    ? spawn('stdbuf', ['-oL', ...serve], {
        cwd: out,
        stdio: ['ignore', openSync(`${log}.${port}`, 'w'), openSync(`${log}.${port}.err`, 'w')],
      })
    : spawn(serve[0]!, serve.slice(1), { cwd: out, stdio: ['ignore', 'ignore', 'ignore'] });
  return {
    proc,
    base: `http://127.0.0.1:${port}`,
    stop: () => {
      proc.kill('SIGTERM');
      rmSync(out, { recursive: true, force: true });
    },
  };
}
